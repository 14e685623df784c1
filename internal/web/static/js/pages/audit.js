// audit.js: the auditor's desk — search the rounds, open one (script, result,
// players, hash chain), verify it by replaying its script, play it back step
// by step with every card, and check the whole ledger.

import * as api from "../api.js";
import { h, dollars, when, title, notice, field, resultWords } from "../ui.js";
import { viewer } from "../replay.js";

export async function render(ctx, [roundID]) {
  const names = new Map();
  try {
    const { users } = await api.get("/users");
    for (const u of users) names.set(u.id, u.name);
  } catch { /* supervisors, auditors and admins may list users; names are a courtesy */ }
  if (roundID) return roundPage(ctx, Number(roundID), names);
  return searchPage(ctx, names);
}

async function searchPage(ctx, names) {
  const { tables } = await api.get("/tables");
  const tableSel = h("select", { name: "table" }, h("option", { value: "" }, "Every table"), tables.map((t) => h("option", { value: t.id }, `${t.name} (#${t.id})`)));
  const before = h("input", { name: "before", inputmode: "numeric", placeholder: "newest", size: 8 });
  const results = h("div", { "aria-live": "polite" });
  const roundBox = h("input", { name: "round", inputmode: "numeric", size: 8 });

  async function search(e) {
    if (e) e.preventDefault();
    results.replaceChildren(h("p.loading", "Searching…"));
    const q = new URLSearchParams({ limit: "50" });
    if (tableSel.value) q.set("table", tableSel.value);
    if (before.value.trim()) q.set("before", before.value.trim());
    try {
      const { rounds } = await api.get(`/rounds?${q}`);
      results.replaceChildren(rounds.length ? roundTable(rounds, names) : h("p", "No rounds match."));
    } catch (err) { results.replaceChildren(notice("error", err.message)); }
  }

  const page = h("section",
    h("h1", "Audit"),
    h("div.two",
      h("form.card-panel", { onsubmit: search }, h("h2", "Search rounds"), field("Table", tableSel), field("Before record", before), h("button.primary", { type: "submit" }, "Search")),
      h("form.card-panel", { onsubmit: (e) => { e.preventDefault(); if (/^\d+$/.test(roundBox.value.trim())) ctx.go(`#/audit/round/${roundBox.value.trim()}`); } },
        h("h2", "Open a round"), field("Record", roundBox), h("button", { type: "submit" }, "Open"))),
    results,
    ["auditor", "admin"].includes(ctx.session.user.role) ? ledgerBox() : null);
  search();
  return page;
}

function roundTable(rounds, names) {
  return h("table.rounds-table",
    h("thead", h("tr", ["Record", "Table", "Round", "Game", "Status", "When", "Players", "Net to players"].map((c, k) => h(k === 7 ? "th.num" : "th", { scope: "col" }, c)))),
    h("tbody", rounds.map((r) => {
      const net = (r.players || []).reduce((a, p) => a + p.net, 0);
      return h("tr", { "data-round": r.id },
        h("td", h("a", { href: `#/audit/round/${r.id}` }, `#${r.id}`)),
        h("td", String(r.table)), h("td", String(r.number)),
        h("td", title(r.script.game)), h("td", r.status), h("td", when(r.created)),
        h("td", (r.players || []).map((p) => names.get(p.user) || `user ${p.user}`).join(", ")),
        h("td.num", dollars(net, true)));
    })));
}

async function roundPage(ctx, id, names) {
  const r = await api.get(`/rounds/${id}`);
  const verdict = h("div", { "aria-live": "polite", "data-testid": "verdict" });
  const verify = h("button.primary", {
    type: "button",
    async onclick() {
      verify.disabled = true;
      verdict.replaceChildren(h("p.loading", "Replaying the script…"));
      try {
        const v = await api.post(`/rounds/${id}/verify`);
        const ok = v.matches && v.hash;
        verdict.replaceChildren(notice(ok ? "ok" : "error",
          ok ? `Verified: round ${id} re-settles from its script to exactly the stored result, and its hash matches the chain.`
            : `Does not verify: ${v.problem || ""}${v.hash ? "" : " The stored hash does not match the round's record."}`));
      } catch (err) { verdict.replaceChildren(notice("error", err.message)); }
      verify.disabled = false;
    },
  }, "Verify by replay");
  const res = (r.result && r.result.rounds && r.result.rounds[0]) || { settlements: [] };
  const replayBox = h("div");
  viewer(id, "").then((v) => replayBox.replaceChildren(v), (err) => replayBox.replaceChildren(notice("error", err.message)));
  return h("section",
    h("div.table-head", h("h1", `Round ${r.number} at table ${r.table}`), h("a.button", { href: "#/audit" }, "Back to search")),
    h("dl.facts.wide",
      h("dt", "Record"), h("dd", `#${id} (the rounds of every table, in the order recorded)`),
      h("dt", "Table"), h("dd", `#${r.table}, round ${r.number}`),
      h("dt", "Game"), h("dd", title(r.script.game)),
      h("dt", "Status"), h("dd", r.status, r.reason ? ` — ${r.reason}` : ""),
      h("dt", "Recorded"), h("dd", when(r.created)),
      h("dt", "Hash"), h("dd", h("code.hash", r.hash)),
      h("dt", "Previous"), h("dd", h("code.hash", r.prevHash || "(first round of the table)"))),
    h("div.buttons", verify), verdict,
    h("h2", "Players"),
    h("table", h("thead", h("tr", ["Player", "Seats", "Net", "Balance before", "Balance after"].map((c, k) => h(k >= 2 ? "th.num" : "th", { scope: "col" }, c)))),
      h("tbody", (r.players || []).map((p) => h("tr",
        h("td", names.get(p.user) || `user ${p.user}`), h("td", (p.seats || []).join(", ")),
        h("td.num", dollars(p.net, true)), h("td.num", dollars(p.balanceBefore)), h("td.num", dollars(p.balanceAfter)))))),
    h("h2", "Settlements"),
    h("table.settle", h("thead", h("tr", ["Seat", "Wager", "Stake", "Result", "Net", "Commission"].map((c) => h(["Stake", "Net", "Commission"].includes(c) ? "th.num" : "th", { scope: "col" }, c)))),
      h("tbody", res.settlements.map((s) => h("tr",
        h("td", s.player ? `${s.seat} (${s.player})` : String(s.seat)), h("td", title(s.wager)), h("td.num", dollars(s.stake)),
        h("td", resultWords[s.result] || s.result), h("td.num", dollars(s.net, true)), h("td.num", dollars(s.commission)))))),
    h("h2", "Step by step"), replayBox,
    h("details", h("summary", "The script (tape and steps)"), h("pre.script", JSON.stringify(r.script, null, 2))));
}

function ledgerBox() {
  const out = h("div", { "aria-live": "polite" });
  const acct = h("input", { name: "account", placeholder: "house, cage, commission, wallet:4, escrow:1" });
  const lines = h("div");
  return h("section.card-panel",
    h("h2", "Ledger"),
    h("button", {
      type: "button",
      async onclick() {
        try {
          const c = await api.get("/ledger/check");
          out.replaceChildren(notice(c.ok ? "ok" : "error", c.ok ? "The ledger checks: every balance equals its entries and all entries sum to zero."
            : `Problems: ${c.problems.map((p) => JSON.stringify(p)).join("; ")}`));
        } catch (err) { out.replaceChildren(notice("error", err.message)); }
      },
    }, "Check the whole ledger"),
    out,
    h("form.inline", {
      async onsubmit(e) {
        e.preventDefault();
        try {
          const r = await api.get(`/ledger/lines?account=${encodeURIComponent(acct.value.trim())}&limit=50`);
          lines.replaceChildren(h("p", `${r.account}: balance ${dollars(r.balance)}`),
            h("table", h("tbody", r.lines.map((l) => h("tr", h("td", when(l.at)), h("td", l.kind), h("td", l.memo), h("td.num", dollars(l.amount, true)), h("td.num", dollars(l.balance)))))));
        } catch (err) { lines.replaceChildren(notice("error", err.message)); }
      },
    }, field("Account", acct), h("button", { type: "submit" }, "Show lines")),
    lines);
}
