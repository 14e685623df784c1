// baccarat.js: Baccarat (27–37): the Player's and the Banker's hands side
// by side with their point counts, the third cards as the tableau of 37
// drew them (laid sideways, as on the table), the result, the three spots
// of the seat's betting box — Player, Tie, Banker — and the bead road of
// the table's recent rounds.

import * as api from "../api.js";
import { h, dollars, hand } from "../ui.js";
import { spot, otherWagers, placed, pendingKey } from "./common.js";

// value is a card's point value (27): tens and pictures 0, aces 1, the
// others their face.
export function value(code) {
  const r = String(code)[0].toUpperCase();
  if (r === "A") return 1;
  if ("TJQK".includes(r)) return 0;
  return Number(r) || 0;
}

// points is a hand's point count: the units digit of its total (27).
export function points(cards) {
  return cards.reduce((t, c) => t + value(c), 0) % 10;
}

const codes = (cards) => (cards || []).map((c) => (typeof c === "string" ? c : c.card));

// outcome reads a complete deal: the point counts, the winner ("player",
// "banker" or "tie") and the mark of the bead road. Null before the deal.
export function outcome(hands) {
  const p = codes(hands && hands.player), b = codes(hands && hands.banker);
  if (p.length < 2 || b.length < 2) return null;
  const pp = points(p), bp = points(b);
  const win = pp > bp ? "player" : bp > pp ? "banker" : "tie";
  return { player: pp, banker: bp, win, mark: { player: "P", banker: "B", tie: "T" }[win] };
}

const names = { player: "Player", banker: "Banker" };

// drew says how a complete hand came to its cards (37): a natural, a
// stand, or a draw on its first two cards' count.
function drew(key, cards, other) {
  const two = points(cards.slice(0, 2));
  if (two >= 8) return `Natural ${two}`;
  if (other.length >= 2 && points(other.slice(0, 2)) >= 8) return "No draw: a natural";
  return cards.length > 2 ? `Drew on ${two}` : `Stands on ${two}`;
}

// commission is the Banker wager's 5% on the next multiple of $10 (31).
export function commission(stake) {
  return stake > 0 ? Math.ceil(stake / 1000) * 50 : 0;
}

export function felt(m) {
  const v = m.state.view;
  const last = v.last;
  // The deal in progress or just settled; between rounds, the last one's.
  const current = v.hands && (v.hands.player || []).length ? v.hands : null;
  const shown = current || (last && last.hands) || null;
  const settled = !current || m.state.phase === "over" ? last : null;
  const o = outcome(shown);
  const deal = dealing(m, current);
  return h("div.felt.baccarat", { "data-round": settled && o ? settled.round : null, "data-result": o && settled ? o.win : null },
    h("div.bac-top",
      h("div.bac-hands", { role: "group", "aria-label": current ? "The deal" : last ? `Round ${last.round}` : "The deal" },
        !current && last && shown ? h("p.felt-caption", `Round ${last.round}`) : null,
        h("div.bac-pair",
          side(m, "player", shown, o, deal),
          side(m, "banker", shown, o, deal)),
        banner(m, o, settled, deal)),
      road(m, deal)),
    m.seat != null ? spots(m) : null,
    h("p.felt-rule", limits(m)),
    otherWagers(m));
}

// side draws one of the two hands with its point count.
function side(m, key, hands, o, deal) {
  const cards = codes(hands && hands[key]);
  const other = codes(hands && hands[key === "player" ? "banker" : "player"]);
  const el = hand(cards, `${names[key]}'s hand`);
  [...el.children].forEach((c, i) => {
    if (i === 2) { c.classList.add("third"); c.setAttribute("aria-label", `third card, ${c.getAttribute("aria-label")}`); }
    const at = deal.cards.get(`${key}:${i}`);
    if (at !== undefined) { c.classList.add("dealt"); c.style.animationDelay = `${at}ms`; }
  });
  const count = cards.length ? points(cards) : null;
  const done = o && cards.length >= 2;
  const won = o && o.win === key;
  const late = deal.after;
  return h(`div.bac-hand.${key}${won ? ".won" : ""}`, { "data-hand": key },
    h("div.bac-head",
      h("span.bac-name", names[key]),
      count !== null ? h(`span.bac-points${late ? ".dealt" : ""}`, { "data-points": count, "aria-label": `${count} points`, style: late }, String(count)) : null),
    el,
    done ? h(`span.bac-drew${late ? ".dealt" : ""}`, { style: late }, drew(key, cards, other)) : null);
}

// banner names the winning hand of the settled round, and the commission
// the player paid on a winning Banker wager.
function banner(m, o, settled, deal) {
  if (!o) return h("p.bac-result.idle", m.state.phase === "bets" ? "Place your wagers: Player, Banker or Tie." : "The cards are dealt.");
  // "8 over 1", as the croupier calls it: "8 to 1" would read as odds
  const words = o.win === "tie" ? `Tie at ${o.player}` : `${names[o.win]} wins, ${o[o.win]} over ${o[o.win === "player" ? "banker" : "player"]}`;
  const mine = settled ? settled.settlements.filter((s) => (m.state.mine || []).includes(s.seat) && !s.player) : [];
  const paid = mine.reduce((a, s) => a + (s.commission || 0), 0);
  const base = mine.filter((s) => s.commission).reduce((a, s) => a + Math.ceil(s.stake / 1000) * 1000, 0); // 31: the next multiple of $10
  const late = deal.after;
  return h(`p.bac-result.${o.win}${late ? ".dealt" : ""}`, { "data-testid": "bac-result", style: late },
    h("strong", words),
    o.win === "tie" ? h("span", " · Tie pays 8 to 1; Player and Banker push") : null,
    paid ? h("span.bac-commission", { "data-commission": paid }, ` · commission paid ${dollars(paid)} (5% of ${dollars(base)})`) : null);
}

// spots draws the seat's betting box: Player, Tie, Banker (29), and what
// a Banker wager would pay in commission if Banker wins (31).
function spots(m) {
  const bank = spot(m, "banker", "Banker", { cls: "banker", pays: "1 to 1 less 5% commission" });
  const on = placed(m, m.seat, "banker") + (m.pending[pendingKey("banker", m.seat)] || 0);
  if (on) {
    const c = commission(on);
    bank.append(h("span.spot-note", `commission ${dollars(c)} if Banker wins`));
    bank.setAttribute("aria-label", `${bank.getAttribute("aria-label")}, commission ${dollars(c)} if Banker wins`);
  }
  return h("div.spots.bac-spots", { role: "group", "aria-label": `Your betting box, seat ${m.seat}` },
    spot(m, "player", "Player", { cls: "player", pays: "1 to 1" }),
    spot(m, "tie", "Tie", { cls: "tie", pays: "8 to 1" }),
    bank);
}

function limits(m) {
  const i = m.info || {};
  const range = i.min && i.max ? `Limits ${dollars(i.min)} to ${dollars(i.max)} a betting box · ` : "";
  return `${range}Banker pays 1 to 1 less 5% on the next multiple of $10 · Tie pays 8 to 1`;
}

// --- the deal, card by card ---

const dealStep = 350; // ms between two cards as they are laid

// dealing returns how the deal's cards are laid: each new card's delay in
// ms ("player:2" → 700), in the order the State's events list them as
// dealt, and the style that shows the counts and the result after the
// last. A State drawn again (a chip chosen, the next State of the same
// deal) goes on from where the cards are, never laying one twice.
const laid = new WeakSet(), deals = new WeakMap();
function dealing(m, current) {
  const st = m.state;
  if (current && !laid.has(st)) {
    laid.add(st);
    const dealt = (st.events || []).filter((e) => e.kind === "card" && (e.text === "player" || e.text === "banker"));
    if (dealt.length) {
      // the events' cards are the last ones of each hand
      const next = {};
      for (const k of ["player", "banker"]) next[k] = codes(current[k]).length - dealt.filter((e) => e.text === k).length;
      const order = new Map();
      dealt.forEach((e, i) => order.set(`${e.text}:${next[e.text]++}`, i * dealStep));
      deals.set(m, { round: st.round, order, at: performance.now() });
    }
  }
  const d = deals.get(m);
  const none = { cards: new Map(), after: null };
  if (!current || !d || d.round !== st.round) return none;
  const gone = performance.now() - d.at;
  const end = d.order.size * dealStep;
  if (gone > end + 400) return none;
  const cards = new Map([...d.order].map(([k, t]) => [k, t - gone]));
  return { cards, after: `animation-delay:${end - gone}ms` };
}

// --- the bead road ---

const roadRows = 6, roadCols = 12;

// The road of each table page: what GET /api/tables/{id}/results said
// when the page opened, and every round the page saw settle since.
const roads = new WeakMap();

function roadOf(m) {
  let r = roads.get(m);
  if (!r) {
    r = { rounds: new Map(), loaded: false };
    roads.set(m, r);
    const id = m.info && m.info.id;
    if (id) {
      api.get(`/tables/${id}/results?limit=${roadRows * roadCols}`).then(({ results }) => {
        for (const res of results || []) add(r, res.round, res.hands);
        r.loaded = true;
        if (m.redraw) m.redraw();
      }, () => { r.loaded = true; });
    }
  }
  const last = m.state.view.last;
  if (last) add(r, last.round, last.hands);
  return r;
}

function add(r, round, hands) {
  const o = outcome(hands);
  if (o && !r.rounds.has(round)) r.rounds.set(round, { round, ...o });
}

// road draws the bead road: one mark a round, P, B or T, oldest first, down
// columns of six and then to the right, as a baccarat scoreboard reads.
function road(m, deal) {
  if (!(m.info && m.info.id)) return null; // a round played back has no road
  const r = roadOf(m);
  let list = [...r.rounds.values()].sort((a, b) => a.round - b.round);
  const cols = Math.ceil(list.length / roadRows);
  if (cols > roadCols) list = list.slice((cols - roadCols) * roadRows);
  const count = (k) => list.filter((x) => x.win === k).length;
  const said = (x) => `Round ${x.round}: ${x.win === "tie" ? `tie at ${x.player}` : `${names[x.win]} wins, ${x[x.win]} over ${x[x.win === "player" ? "banker" : "player"]}`}`;
  const dealt = deal.after && m.state.view.last ? m.state.view.last.round : null; // its mark shows with the last card
  const cells = list.map((x) => h(`span.bead.${x.mark}${x.round === dealt ? ".dealt" : ""}`, {
    role: "listitem", "data-round": x.round, "data-mark": x.mark, title: said(x), "aria-label": said(x),
    style: x.round === dealt ? deal.after : null,
  }, x.mark));
  for (let i = list.length; i < roadRows * roadCols; i++) cells.push(h("span.bead.empty", { "aria-hidden": "true" }));
  return h("section.road", { "aria-labelledby": "road-h" },
    h("h3", { id: "road-h" }, "Bead road"),
    h("div.road-grid", { role: "list", "aria-label": list.length ? `the last ${list.length} rounds, oldest first, in columns of six` : "no round yet" }, cells),
    h("p.road-count", list.length
      ? [h("span.P", `Player ${count("player")}`), " · ", h("span.B", `Banker ${count("banker")}`), " · ", h("span.T", `Tie ${count("tie")}`)]
      : r.loaded ? "No round played here yet." : "Reading the table's rounds…"));
}
