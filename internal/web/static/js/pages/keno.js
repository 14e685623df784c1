// keno.js: a keno game (75–86) — the board to mark a selection or ask for
// a quick pick, the slip with its wagers and draws, the ticket as printed
// (control number, draws, maximum payable per draw, claim deadline), the
// draw screen with the last draws, the pay table with its exact returns,
// the player's tickets with their prizes and a claim button; and for a
// live game's operator, the balls the draw machine gave.

import * as api from "../api.js";
import { h, dollars, parseDollars, notice, field, when } from "../ui.js";

export async function render(ctx, [id]) {
  const role = ctx.session.user.role;
  let st = await api.get(`/keno/${id}`);
  const rules = st.rules || {};
  const numbers = rules.numbers || 80;
  const maxSpots = rules.maxSpots || 10;
  const maxDraws = rules.maxDraws || 1;

  const marked = new Set(); // the numbers of the selection being marked
  const slip = []; // {numbers} or {computer}, with wager in cents
  const msg = h("div", { "aria-live": "polite" });
  const clock = h("p.keno-clock", { "data-testid": "keno-clock" });
  const drawScreen = h("div.keno-draw", { "data-testid": "keno-draw" });
  const history = h("ol.keno-history");
  const ticketOut = h("div", { "data-testid": "keno-ticket" });
  const mine = h("div", { "data-testid": "keno-tickets" });

  // --- the board ---
  const cells = [];
  const board = h("div.keno-board", { role: "group", "aria-label": `Numbers 1 to ${numbers}: mark up to ${maxSpots}` });
  for (let n = 1; n <= numbers; n++) {
    const b = h("button.keno-n", { type: "button", "data-n": n, "aria-pressed": "false", onclick: () => toggle(n) }, String(n));
    cells[n] = b;
    board.append(b);
  }
  function toggle(n) {
    msg.replaceChildren();
    if (marked.has(n)) marked.delete(n);
    else if (marked.size >= maxSpots) { msg.append(notice("error", `A selection has at most ${maxSpots} numbers (sections 77, 78).`)); return; }
    else marked.add(n);
    cells[n].setAttribute("aria-pressed", String(marked.has(n)));
    markedOut.textContent = marked.size ? `Marked: ${[...marked].sort((a, b) => a - b).join(" ")}` : "No number marked.";
  }
  const markedOut = h("p.hint", { "data-testid": "keno-marked" }, "No number marked.");
  const wager = h("input", { name: "wager", inputmode: "decimal", value: dollarsPlain(rules.min || 100), "aria-label": "Wager per selection per draw ($)" });
  const spots = h("select", { name: "spots", "aria-label": "Spots for a quick pick" },
    Array.from({ length: maxSpots }, (_, k) => h("option", { value: k + 1, selected: k + 1 === Math.min(5, maxSpots) }, `${k + 1} spot${k ? "s" : ""}`)));
  const draws = h("input", { name: "draws", type: "number", min: 1, max: maxDraws, value: 1, "aria-label": `Consecutive draws (1 to ${maxDraws})` });
  const slipList = h("ol.keno-slip", { "data-testid": "keno-slip" });
  const cost = h("p", { "data-testid": "keno-cost" });

  function wagerCents() {
    try { return parseDollars(wager.value); } catch (err) { msg.replaceChildren(notice("error", err.message)); wager.focus(); return null; }
  }
  function add(sel) {
    if (slip.length >= 20) { msg.replaceChildren(notice("error", "A slip takes at most 20 selections (section 79).")); return; }
    slip.push(sel);
    showSlip();
  }
  function addMarked() {
    msg.replaceChildren();
    if (!marked.size) { msg.append(notice("error", "Mark 1 to " + maxSpots + " numbers first, or ask for a quick pick.")); return; }
    const w = wagerCents();
    if (w === null) return;
    add({ numbers: [...marked].sort((a, b) => a - b), wager: w });
    for (const n of marked) cells[n].setAttribute("aria-pressed", "false");
    marked.clear();
    markedOut.textContent = "No number marked.";
  }
  function addQuick() {
    msg.replaceChildren();
    const w = wagerCents();
    if (w === null) return;
    add({ computer: Number(spots.value), wager: w });
  }
  function showSlip() {
    slipList.replaceChildren(...slip.map((s, k) => h("li",
      s.numbers ? `${s.numbers.length} spot${s.numbers.length > 1 ? "s" : ""}: ${s.numbers.join(" ")}` : `Quick pick, ${s.computer} spot${s.computer > 1 ? "s" : ""}`,
      ` — ${dollars(s.wager)} a draw `,
      h("button.link", { type: "button", "aria-label": `Remove selection ${k + 1}`, onclick: () => { slip.splice(k, 1); showSlip(); } }, "remove"))));
    const d = Math.max(1, Number(draws.value) || 1);
    const per = slip.reduce((a, s) => a + s.wager, 0);
    cost.textContent = slip.length ? `Ticket: ${slip.length} selection${slip.length > 1 ? "s" : ""} × ${d} draw${d > 1 ? "s" : ""} = ${dollars(per * d)}` : "The slip is empty.";
  }
  draws.addEventListener("input", showSlip);
  showSlip();

  let busy = false;
  async function buy() {
    if (busy) return;
    msg.replaceChildren();
    if (!slip.length) { msg.append(notice("error", "Add a selection to the slip first.")); return; }
    busy = true;
    try {
      const body = { selections: slip.map((s) => s.numbers ? { numbers: s.numbers, wager: s.wager } : { computer: s.computer, wager: s.wager }), draws: Math.max(1, Number(draws.value) || 1) };
      const { ticket } = await api.post(`/keno/${id}/tickets`, body, { "Idempotency-Key": api.key() });
      ticketOut.replaceChildren(printed(ticket));
      msg.append(notice("ok", `Ticket ${ticket.controlPrinted} issued for draws ${ticket.first} to ${ticket.first + ticket.draws - 1}: ${dollars(ticket.cost)}.`));
      slip.length = 0;
      showSlip();
      await ctx.refreshMe();
      ctx.header();
      await refreshTickets();
    } catch (err) {
      msg.append(notice("error", err.message));
    } finally {
      busy = false;
    }
  }

  // --- the draw screen and the clock ---
  function showDraws() {
    const onSale = st.onSale;
    const left = onSale ? Math.max(0, Math.round((onSale.closes - st.now - (Date.now() - fetched)) / 1000)) : null;
    clock.replaceChildren(h("span",
      onSale ? [h("strong", `Draw ${onSale.number}`), ` on sale: betting closes in ${left} s`] : "No draw is on sale.",
      st.waiting ? [" · ", h("span.waiting", { "data-testid": "keno-waiting" }, `draw ${st.waiting.number} is being drawn`)] : null));
    const last = st.drawn[0];
    drawScreen.replaceChildren(last
      ? h("div", h("h3", `Draw ${last.number}`),
        h("div.keno-balls", { "aria-label": `Draw ${last.number}: ${last.balls.join(", ")}` }, last.balls.map((b) => h("span.keno-ball", { "data-ball": b }, String(b)))))
      : h("p.hint", "No draw has been made yet."));
    for (let n = 1; n <= numbers; n++) cells[n].classList.toggle("drawn", !!last && last.balls.includes(n));
    history.replaceChildren(...st.drawn.slice(1, 8).map((d) => h("li", `Draw ${d.number}: `, d.balls.join(" "))));
  }
  let fetched = Date.now();
  showDraws();

  // --- the player's tickets ---
  async function refreshTickets() {
    if (role !== "player") return;
    const { tickets } = await api.get("/keno/tickets");
    const here = tickets.filter((t) => t.table === Number(id));
    mine.replaceChildren(here.length ? h("table.lines",
      h("caption.sr", "Your keno tickets, newest first"),
      h("thead", h("tr", ["Control number", "Draws", "Cost", "Won", "Paid", "Status", ""].map((c) => h("th", { scope: "col" }, c)))),
      h("tbody", here.map((t) => h("tr", { "data-control": t.control },
        h("td", h("code", t.controlPrinted)),
        h("td", t.draws > 1 ? `${t.first}–${t.first + t.draws - 1}` : String(t.first)),
        h("td.num", dollars(t.cost)),
        h("td.num", dollars(t.won)),
        h("td.num", dollars(t.paid)),
        h("td", t.status),
        h("td", t.due > 0 ? h("button.primary", { type: "button", onclick: () => claim(t) }, `Claim ${dollars(t.due)}`) : null)))))
      : h("p.hint", "You have no ticket at this game yet."));
  }
  async function claim(t) {
    msg.replaceChildren();
    try {
      const r = await api.post("/keno/claims", { control: t.control });
      msg.append(notice("ok", `Ticket ${t.controlPrinted}: ${dollars(r.paid)} paid into your wallet.`));
      await ctx.refreshMe();
      ctx.header();
    } catch (err) {
      msg.append(notice("error", err.message));
    }
    await refreshTickets();
  }

  // --- a live game's draw machine ---
  let operator = null;
  if (role === "dealer" && st.game.mode === "live") {
    const balls = h("input", { name: "balls", autocomplete: "off", placeholder: `${rules.drawn || 20} numbers, e.g. 5 71 12 …`, "aria-label": "The balls drawn, in order" });
    const omsg = h("div", { "aria-live": "polite" });
    operator = h("form.card-panel", { onsubmit: async (e) => {
      e.preventDefault();
      omsg.replaceChildren();
      const list = balls.value.trim().split(/[\s,]+/).filter(Boolean).map(Number);
      try {
        const { draw } = await api.post(`/keno/${id}/draw`, { balls: list });
        omsg.append(notice("ok", `Draw ${draw.number} recorded and settled.`));
        balls.value = "";
        await poll();
      } catch (err) {
        omsg.append(notice("error", err.message));
      }
    } }, h("h2", "Draw machine"), h("p.hint", "When a draw's sale has closed, enter the balls in the order the machine gave them (section 75)."),
    field("Balls", balls), omsg, h("button.primary", { type: "submit" }, "Record the draw"));
  }

  async function poll() {
    try {
      st = await api.get(`/keno/${id}`);
      fetched = Date.now();
      showDraws();
    } catch { /* the next poll tries again */ }
  }
  let ticks = 0;
  const timer = setInterval(async () => {
    ticks++;
    showDraws();
    if (ticks % 2 === 0) await poll();
    if (ticks % 6 === 0) await refreshTickets();
  }, 500);
  ctx.onLeave(() => clearInterval(timer));
  await refreshTickets();

  return h("section.keno",
    h("h1", st.game.name, " ", h(`span.badge.${st.game.mode}`, st.game.mode === "live" ? "Draw machine" : "Computer draw")),
    clock,
    h("div.keno-main",
      h("div",
        h("h2", "Draw screen"), drawScreen, history,
        role === "player" ? [
          h("h2", "Selection slip"),
          h("p.hint", `Mark 1 to ${maxSpots} numbers per selection (sections 77, 78), or ask the computer to pick them; a slip holds several selections (79). The rules and prizes are available at ${st.place}. The most paid out per draw is ${dollars(rules.maxAggregate)}: above it every prize of the draw is reduced in proportion.`),
          board, markedOut,
          h("div.buttons",
            field("Wager per draw ($)", wager),
            h("button", { type: "button", onclick: addMarked }, "Add marked numbers"),
            field("Quick pick", spots),
            h("button", { type: "button", onclick: addQuick }, "Add quick pick")),
          slipList,
          field(`Draws (1 to ${maxDraws})`, draws), cost,
          h("button.primary", { type: "button", onclick: buy }, "Buy ticket"),
          msg, ticketOut,
          h("h2", "Your tickets"), mine] : [board, operator, msg]),
      payTable(rules)));
}

// printed is a ticket as the terminal prints it (82).
function printed(t) {
  const last = t.first + t.draws - 1;
  return h("div.keno-printed", { role: "document", "aria-label": "Your ticket" },
    h("h3", "Keno ticket"),
    h("dl.facts",
      h("dt", "Control number"), h("dd", h("code", { "data-testid": "keno-control" }, t.controlPrinted)),
      h("dt", "Selections"), h("dd", h("ol", t.selections.map((s) => h("li", `${s.numbers.join(" ")}${s.computer ? " (quick pick)" : ""} — ${dollars(s.wager)} a draw`)))),
      h("dt", "Draws"), h("dd", t.draws > 1 ? `${t.first} to ${last}` : String(t.first)),
      h("dt", "Paid"), h("dd", dollars(t.cost)),
      h("dt", "Most paid out per draw"), h("dd", dollars(t.maxAggregate)),
      h("dt", "Claim by"), h("dd", when(t.deadline), ` at ${t.place}`)),
    h("p.hint", "Keep the control number: a prize is paid to the holder of the ticket, once (section 86)."));
}

// payTable shows the prizes per spot count and their exact returns (76,
// 85), as the engine states them (rules.returns: spots, the paytable of
// catch → prize for 1, the return as a decimal string and a fraction).
function payTable(rules) {
  const rows = (rules.returns || []).map((r) => {
    const catches = Object.keys(r.paytable || {}).map(Number).sort((a, b) => b - a);
    return h("tr", { "data-spots": r.spots },
      h("th", { scope: "row" }, String(r.spots)),
      h("td", catches.length ? catches.map((k) => `${k}: ${r.paytable[k]}`).join(" · ") : "—"),
      h("td.num", { title: `exactly ${r.num}/${r.den}` }, percent(r.return)));
  });
  return h("aside.keno-pays",
    h("h2", "Prizes"),
    h("p.hint", "For each spot count, the numbers caught and the prize paid for each $1 wagered (the wager included); the return is computed exactly over every draw (section 85: at least 65%)."),
    h("table.lines", h("thead", h("tr", h("th", { scope: "col" }, "Spots"), h("th", { scope: "col" }, "Catch: pays for 1"), h("th.num", { scope: "col" }, "Return"))),
      h("tbody", rows)));
}

// percent writes a decimal string ("0.7215") as a percentage ("72.15%")
// by moving its point: no float arithmetic.
function percent(dec) {
  const m = /^(\d+)\.?(\d*)$/.exec(String(dec || ""));
  if (!m) return "";
  const frac = m[2].padEnd(2, "0");
  const whole = String(Number(m[1] + frac.slice(0, 2)));
  const rest = frac.slice(2);
  return `${whole}${rest ? "." + rest : ""}%`;
}

// dollarsPlain writes cents as an input takes them: "1.00" (integers only).
function dollarsPlain(cents) { return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`; }
