// app.js: the shell — who is logged in, the navigation for their role, and
// a router from the address's #/path to a page.

import * as api from "./api.js";
import { h, dollars, notice } from "./ui.js";
import * as login from "./pages/login.js";
import * as lobby from "./pages/lobby.js";
import * as tablePage from "./pages/table.js";
import * as wallet from "./pages/wallet.js";
import * as recall from "./pages/recall.js";
import * as dealer from "./pages/dealer.js";
import * as cage from "./pages/cage.js";
import * as floor from "./pages/floor.js";
import * as audit from "./pages/audit.js";
import * as admin from "./pages/admin.js";
import * as kenoPage from "./pages/keno.js";
import * as tournamentsPage from "./pages/tournaments.js";

// session is the person logged in: {user, balance}, or null.
export const session = { user: null, balance: null };

const homes = { player: "#/lobby", dealer: "#/dealer", cashier: "#/cage", supervisor: "#/floor", auditor: "#/audit", admin: "#/admin" };

// routes: pattern → [page, roles allowed (empty: anyone logged in; null: public)].
const routes = [
  [/^#\/login$/, login, null, "Log in"],
  [/^#\/register$/, login, null, "Register"],
  [/^#\/lobby$/, lobby, [], "Lobby"],
  [/^#\/table\/(\d+)$/, tablePage, [], "Table"],
  [/^#\/keno\/(\d+)$/, kenoPage, [], "Keno"],
  [/^#\/tournaments(?:\/(\d+))?$/, tournamentsPage, [], "Tournaments"],
  [/^#\/wallet$/, wallet, ["player"], "Wallet"],
  [/^#\/recall(?:\/(\d+))?$/, recall, ["player"], "Game recall"],
  [/^#\/dealer(?:\/(\d+))?$/, dealer, ["dealer"], "Dealer console"],
  [/^#\/cage$/, cage, ["cashier"], "Cage"],
  [/^#\/floor$/, floor, ["supervisor", "admin"], "Floor"],
  [/^#\/audit(?:\/round\/(\d+))?$/, audit, ["auditor", "supervisor", "admin"], "Audit"],
  [/^#\/admin$/, admin, ["admin"], "Admin"],
];

const nav = {
  player: [["#/lobby", "Lobby"], ["#/tournaments", "Tournaments"], ["#/wallet", "Wallet"], ["#/recall", "Game recall"]],
  dealer: [["#/dealer", "Dealer console"], ["#/lobby", "Lobby"]],
  cashier: [["#/cage", "Cage"]],
  supervisor: [["#/floor", "Floor"], ["#/audit", "Rounds"]],
  auditor: [["#/audit", "Audit"]],
  // the admin reads every page that changes nothing: the floor, the rounds
  // and the ledger (voiding stays the supervisor's, the cage the cashier's)
  admin: [["#/admin", "Admin"], ["#/lobby", "Lobby"], ["#/tournaments", "Tournaments"], ["#/floor", "Floor"], ["#/audit", "Audit"]],
};

let leave = [];

// page context handed to every page.
const ctx = {
  session,
  go(hash) { if (location.hash === hash) route(); else location.hash = hash; },
  onLeave(f) { leave.push(f); },
  async refreshMe() {
    try {
      const me = await api.get("/me");
      session.user = me.user;
      session.balance = me.balance ?? null;
    } catch (err) {
      if (err.status === 401) { session.user = null; session.balance = null; }
      else throw err;
    }
    header();
    return session;
  },
  home() { return session.user ? homes[session.user.role] || "#/lobby" : "#/login"; },
  header() { header(); },
};

function header() {
  const bar = document.getElementById("account");
  const links = document.getElementById("nav");
  bar.replaceChildren();
  links.replaceChildren();
  if (!session.user) {
    links.append(h("a", { href: "#/login" }, "Log in"), h("a", { href: "#/register" }, "Register"));
    return;
  }
  for (const [href, label] of nav[session.user.role] || []) {
    const here = location.hash.startsWith(href);
    links.append(h("a", { href, "aria-current": here ? "page" : null }, label));
  }
  bar.append(...[
    h("span.who", h("strong", session.user.name), h("span.role", session.user.role)),
    session.balance !== null ? h("span.balance", { "data-testid": "balance", title: "wallet balance" }, dollars(session.balance)) : null,
    h("button.link", { type: "button", onclick: logout }, "Log out")].filter(Boolean));
}

async function logout() {
  try { await api.post("/logout"); } catch { /* the session is gone either way */ }
  session.user = null;
  session.balance = null;
  ctx.go("#/login");
}

export async function route() {
  for (const f of leave) { try { f(); } catch (err) { console.error(err); } }
  leave = [];
  const main = document.getElementById("main");
  let hash = location.hash || "";
  if (hash === "" || hash === "#/" || hash === "#") {
    location.replace(ctx.home());
    return;
  }
  const found = routes.find(([re]) => re.test(hash));
  if (!found) {
    main.replaceChildren(h("h1", "Not found"), h("p", "There is no page at ", h("code", hash), ". ", h("a", { href: ctx.home() }, "Go home")));
    return;
  }
  const [re, page, roles, name] = found;
  if (roles !== null && !session.user) {
    sessionStorage.setItem("after-login", hash);
    location.replace("#/login");
    return;
  }
  if (roles && roles.length && !roles.includes(session.user.role)) {
    main.replaceChildren(h("h1", name), notice("error", `This page is for ${roles.join(" or ")} accounts; you are logged in as a ${session.user.role}.`));
    return;
  }
  header();
  document.title = `${name} · Croupier`;
  const params = re.exec(hash).slice(1);
  main.replaceChildren(h("p.loading", "Loading…"));
  try {
    const el = await page.render(ctx, params, hash);
    if (location.hash !== hash) return; // the person went elsewhere meanwhile
    main.replaceChildren(el);
    const first = main.querySelector("h1");
    if (first) { first.tabIndex = -1; first.focus({ preventScroll: true }); }
  } catch (err) {
    if (err.status === 401) {
      session.user = null;
      location.replace("#/login");
      return;
    }
    main.replaceChildren(h("h1", name), notice("error", err.message));
  }
}

async function start() {
  await ctx.refreshMe().catch(() => {});
  window.addEventListener("hashchange", route);
  await route();
}

start();
