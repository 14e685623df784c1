// tournaments.js: the tournaments (123–127) — their published rules in
// words (125: the dates, the length, who may take part, the entry fee,
// the chips, the prizes and how they are allocated), registration, the
// tables identified for each (126), the live leaderboard by chips, and the
// prizes paid from the fees (127). An admin publishes a tournament's rules
// here and pays its prizes after its end.

import * as api from "../api.js";
import { h, dollars, notice, field, when, title } from "../ui.js";

const phases = {
  registration: "Registration open",
  waiting: "Registration closed; play has not begun",
  running: "Playing now",
  over: "Ended: prizes to be paid",
  paid: "Prizes paid",
  cancelled: "Cancelled: too few entrants, every fee refunded",
};

export async function render(ctx, [id]) {
  const role = ctx.session.user.role;
  const msg = h("div", { "aria-live": "polite" });
  const say = (kind, text) => msg.replaceChildren(kind ? notice(kind, text) : "");
  const body = h("div");
  const page = h("section.tournaments", h("h1", id ? "Tournament" : "Tournaments"), msg, body);

  async function draw() {
    try {
      if (id) {
        const { tournament } = await api.get(`/tournaments/${id}`);
        body.replaceChildren(detail(tournament));
      } else {
        const { tournaments } = await api.get("/tournaments");
        body.replaceChildren(
          role === "admin" ? publishForm() : null,
          tournaments.length ? h("ul.tournament-list", tournaments.map((t) => h("li", card(t))))
            : notice("info", "No tournament is published right now."));
      }
    } catch (err) { say("error", err.message); }
  }

  // card is what the lobby shows of a tournament: its rules in words.
  function card(t) {
    const r = t.rules;
    const prizes = r.prizes.map((p) => `place ${p.place}: ${p.percent}% of the fees`).join("; ");
    const merch = (r.merchandise || []).map((m) => `place ${m.place}: ${m.description}`).join("; ");
    return h("article.tournament", { "data-tournament": t.id },
      h("h2", h("a", { href: `#/tournaments/${t.id}` }, t.name), " ", h("span.badge", phases[t.phase] || t.phase)),
      h("dl.facts",
        h("dt", "Game"), h("dd", title(t.game)),
        h("dt", "Dates"), h("dd", `${when(Date.parse(r.start))} to ${when(Date.parse(r.end))}; registration until ${when(Date.parse(r.registrationCloses))}`),
        h("dt", "Entry"), h("dd", { "data-testid": "tournament-entry" }, entry(r)),
        h("dt", "Entrants"), h("dd", `${t.entrants} of ${r.maxEntrants}; it takes place with at least ${r.minEntrants}, or every fee is refunded`),
        h("dt", "Prizes"), h("dd", { "data-testid": "tournament-prizes" }, `${prizes} — ${t.returnPercent}% of the fees returned (at least 30%, 127)${merch ? `; merchandise: ${merch}` : ""}`),
        h("dt", "Tables"), h("dd", `${t.tables.length} identified for it (126)`)),
      actions(t));
  }

  // entry is the rules' price of entry in words: a fee at registration, or
  // in a Let It Ride tournament a share of every $1 bonus (124).
  function entry(r) {
    const chips = `${dollars(r.startingChips)} in tournament chips (chips count like dollars at the tables but are not money, 124)`;
    if (r.letItRide) {
      return `free registration for ${chips}; every hand carries the $1 bonus in money, and ${r.letItRide.feePercent}% of each bonus is the entry fee (124)`;
    }
    return `${dollars(r.entryFee)} for ${chips}`;
  }

  function actions(t) {
    const out = [];
    if (role === "player" && t.phase === "registration" && !t.registered) {
      out.push(h("button.primary", { type: "button", "data-testid": "register", onclick: () => enter(t) }, t.rules.entryFee > 0 ? `Register (${dollars(t.rules.entryFee)})` : "Register (free)"));
    }
    if (t.registered) out.push(h("p.hint", { "data-testid": "registered" }, "You are registered."));
    if (role === "admin" && t.phase === "over") {
      out.push(h("button.primary", { type: "button", "data-testid": "pay", onclick: () => pay(t) }, "Pay the prizes"));
    }
    return out.length ? h("div.actions", out) : null;
  }

  async function enter(t) {
    try {
      await api.post(`/tournaments/${t.id}/entries`);
      say("ok", `Registered in ${t.name}: ${t.rules.entryFee > 0 ? `${dollars(t.rules.entryFee)} paid` : "no fee at registration"}, ${dollars(t.rules.startingChips)} in chips to play.`);
      ctx.refreshMe();
    } catch (err) { say("error", err.message); }
    draw();
  }

  async function pay(t) {
    try {
      const { tournament } = await api.post(`/tournaments/${t.id}/pay`);
      say("ok", tournament.status === "paid" ? `Prizes of ${t.name} paid.` : `${t.name} is cancelled: every fee refunded.`);
    } catch (err) { say("error", err.message); }
    draw();
  }

  // detail is one tournament: its rules, its tables, the leaderboard and,
  // once paid, the prizes.
  function detail(t) {
    return h("div",
      card(t),
      h("section", h("h2", "Tables"),
        h("ul.links", t.tables.map((tid, i) => h("li", h("a", { href: `#/table/${tid}` }, `Table ${i + 1}`))))),
      h("section", h("h2", "Leaderboard"),
        t.leaderboard.length ? h("table.leaderboard", { "data-testid": "leaderboard" },
          h("thead", h("tr", h("th", "Place"), h("th", "Entrant"), h("th", "Chips"))),
          h("tbody", t.leaderboard.map((r) => h("tr", h("td", String(r.place)), h("td", r.entrant), h("td", dollars(r.chips))))))
          : h("p.hint", "No entrant yet.")),
      t.prizes && t.prizes.length ? h("section", h("h2", "Prizes paid"),
        h("table.prizes", { "data-testid": "prizes-paid" },
          h("thead", h("tr", h("th", "Place"), h("th", "Entrant"), h("th", "Prize"))),
          h("tbody", t.prizes.map((p) => h("tr", h("td", String(p.place)), h("td", p.entrant), h("td", [p.amount ? dollars(p.amount) : "", p.merchandise ? ` ${p.merchandise}` : ""])))))) : null);
  }

  // publishForm is the admin's: the rules as JSON (croupier tournament
  // check reads the same), checked by the server against 123–127.
  function publishForm() {
    const now = Date.now(), d = 24 * 3600 * 1000;
    const iso = (ms) => new Date(ms).toISOString().replace(/\.\d+Z$/, "Z");
    const example = {
      name: "Blackjack Cup", game: "blackjack", options: {},
      published: iso(now), registrationCloses: iso(now + 7 * d), start: iso(now + 8 * d), end: iso(now + 8 * d + 3 * 3600 * 1000),
      entryFee: 5000, startingChips: 10000, maxEntrants: 30, minEntrants: 2, tables: 2,
      prizes: [{ place: 1, percent: "50" }, { place: 2, percent: "30" }, { place: 3, percent: "10" }],
    };
    const rules = h("textarea", { rows: 14, cols: 70, spellcheck: "false", "data-testid": "tournament-rules" }, JSON.stringify(example, null, 1));
    const mode = h("select", h("option", { value: "electronic" }, "Electronic"), h("option", { value: "live" }, "Live dealer"));
    const dealer = h("input", { placeholder: "dealer's name (live)", size: 16 });
    const secs = (v) => h("input", { inputmode: "decimal", size: 4, value: String(v) });
    const bets = secs(15), decision = secs(20), result = secs(5);
    return h("form.panel", {
      async onsubmit(e) {
        e.preventDefault();
        let parsed;
        try { parsed = JSON.parse(rules.value); } catch { say("error", "The rules are not valid JSON."); return; }
        try {
          const ms = (el) => Math.round(Number(el.value) * 1000);
          const body = { rules: parsed, mode: mode.value, timing: { bets: ms(bets), decision: ms(decision), result: ms(result) } };
          if (dealer.value.trim()) body.dealer = dealer.value.trim();
          const { tournament } = await api.post("/tournaments", body);
          say("ok", `Published ${tournament.name}: ${tournament.tables.length} table${tournament.tables.length > 1 ? "s" : ""} identified for it.`);
          draw();
        } catch (err) { say("error", err.message); }
      },
    }, h("h2", "Publish a tournament"),
    h("p.hint", "The rules must be public at least a week before the start (125) and return at least 30% of the fees as prizes (127); the game is played by its own rules, with tournament chips (124)."),
    field("Rules (JSON)", rules), field("Tables", mode), field("Dealer", dealer),
    h("fieldset.timing", h("legend", "Timing of its tables (seconds)"), field("Betting window", bets), field("Decision", decision), field("Result shown", result)),
    h("button.primary", { type: "submit" }, "Publish"));
  }

  await draw();
  if (id) {
    const timer = setInterval(draw, 3000); // the live leaderboard
    ctx.onLeave(() => clearInterval(timer));
  }
  return page;
}
