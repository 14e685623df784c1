// lobby.js: the open tables, grouped by game, with limits and free seats.

import * as api from "../api.js";
import { h, dollars, notice } from "../ui.js";

export async function render(ctx) {
  const [{ tables }, games] = await Promise.all([api.get("/tables"), api.games()]);
  const byGame = new Map();
  for (const t of tables) {
    if (!byGame.has(t.game)) byGame.set(t.game, []);
    byGame.get(t.game).push(t);
  }
  const role = ctx.session.user.role;
  const page = h("section",
    h("h1", "Lobby"),
    h("p.lead", role === "player"
      ? "Choose a table, take a free seat and place your wagers. Electronic tables deal by themselves; live tables are dealt by a dealer."
      : "The open tables."));
  if (!tables.length) {
    page.append(notice("info", "No table is open right now. An admin opens tables from the Admin page."));
    return page;
  }
  const order = games.map((g) => g.id);
  const ids = [...byGame.keys()].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  for (const id of ids) {
    const spec = games.find((g) => g.id === id);
    const list = byGame.get(id);
    page.append(h("section.game-group", { "aria-labelledby": "g-" + id },
      h("h2", { id: "g-" + id }, spec ? spec.name : id, spec ? h("small.sections", ` sections ${spec.sections}`) : null),
      h("ul.tables", list.map((t) => tableCard(ctx, t)))));
  }
  return page;
}

function tableCard(ctx, t) {
  const free = t.seatCount - t.taken.length;
  const role = ctx.session.user.role;
  let action;
  if (t.game === "keno") action = h("a.button.primary", { href: `#/keno/${t.id}`, "aria-label": `${role === "player" ? "Play" : "Open"} ${t.name}` }, role === "player" ? "Play" : role === "dealer" && t.mode === "live" ? "Draw" : "Watch");
  else if (role === "dealer" && t.mode === "live") action = h("a.button.primary", { href: `#/dealer/${t.id}` }, "Deal");
  else action = h("a.button.primary", { href: `#/table/${t.id}`, "aria-label": `${role === "player" ? "Play" : "Watch"} at ${t.name}` }, role === "player" ? "Play" : "Watch");
  return h("li.table-card", { "data-table": t.id },
    h("div.tc-head", h("h3", t.name), h(`span.badge.${t.mode}`, t.mode === "live" ? "Live dealer" : "Electronic"),
      t.tournament ? h("a.badge.tournament", { href: `#/tournaments/${t.tournament}`, title: "identified for a tournament (126): its entrants play with tournament chips" }, "Tournament") : null),
    h("dl.facts",
      h("dt", "Game"), h("dd", t.gameName),
      h("dt", "Limits"), h("dd", `${dollars(t.min)} to ${dollars(t.max)}`),
      t.game === "keno" ? [h("dt", "Tickets"), h("dd", "sold at every terminal")] : [h("dt", "Seats"), h("dd", t.seatCount === 0 ? `${t.taken.length} taken, any number of players` : free > 0 ? `${free} of ${t.seatCount} free` : "all taken (you may still watch)")],
      h("dt", "Rounds"), h("dd", String(t.rounds))),
    t.running ? null : h("p.hint", "Starting…"),
    action);
}
