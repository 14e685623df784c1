// api.js: the casino's HTTP API (/api/openapi.json) as functions. The session
// is the HttpOnly cookie the login sets; nothing secret is kept in script.

export class ApiError extends Error {
  constructor(status, body) {
    const e = (body && body.error) || {};
    super(e.message || `the server answered ${status}`);
    this.status = status;
    this.code = e.code || "http_" + status;
    this.section = e.section || "";
  }
}

// call sends one request; a JSON error body becomes an ApiError.
export async function call(method, path, body, headers = {}) {
  const init = { method, headers: { Accept: "application/json", ...headers }, credentials: "same-origin" };
  if (body !== undefined) {
    init.headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  let res;
  try {
    res = await fetch("/api" + path, init);
  } catch (err) {
    throw new ApiError(0, { error: { code: "offline", message: "the casino server cannot be reached: check the connection and try again" } });
  }
  let data = null;
  const text = await res.text();
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  if (!res.ok || (data && data.error)) throw new ApiError(res.status, data);
  return data;
}

export const get = (p) => call("GET", p);
export const post = (p, body, headers) => call("POST", p, body === undefined ? {} : body, headers);
export const del = (p) => call("DELETE", p);

// key is a fresh Idempotency-Key: a retried click never moves money twice.
export function key() {
  const b = new Uint8Array(16);
  crypto.getRandomValues(b);
  return Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
}

let gamesCache = null;

// games returns the catalog, read once.
export async function games() {
  if (!gamesCache) gamesCache = get("/games").then((r) => r.games);
  return gamesCache;
}

export async function gameSpec(id) {
  return (await games()).find((g) => g.id === id);
}

// watch opens the table's WebSocket and calls onState with every State; it
// reconnects after a drop until stop() is called.
export function watch(tableID, onState, onStatus = () => {}) {
  let ws = null, stopped = false, retry = 500;
  const open = () => {
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    ws = new WebSocket(`${proto}//${location.host}/api/tables/${tableID}/ws`);
    ws.onopen = () => { retry = 500; onStatus("live"); };
    ws.onmessage = (m) => {
      try { onState(JSON.parse(m.data)); } catch (err) { console.error(err); }
    };
    ws.onclose = () => {
      if (stopped) return;
      onStatus("reconnecting");
      setTimeout(open, retry);
      retry = Math.min(retry * 2, 8000);
    };
  };
  open();
  return { stop() { stopped = true; if (ws) ws.close(); } };
}
