// reddog.js: Red Dog (63–67): the dealer's two cards with the spread
// between them named and what it pays, the third card laid between them,
// the pay table with the line in play lit, the main wager and the raise,
// and whose turn it is to raise or stand on a spread (66(3)).

import { h, dollars, card, cardLabel } from "../ui.js";
import { spot, otherWagers, placed } from "./common.js";

// rank is a card's value at Red Dog (63): its face, the jack 11, the queen
// 12, the king 13, the ace 14.
export function rank(code) {
  return "23456789TJQKA".indexOf(String(code)[0].toUpperCase()) + 2;
}

// spread is the number of values strictly between two cards (ruling RD1):
// 0 for consecutive values, -1 for a pair.
export function spread(a, b) {
  return Math.abs(rank(a) - rank(b)) - 1;
}

// pays is what a spread pays (67).
export function pays(sp) {
  return ["", "5 to 1", "4 to 1", "2 to 1", "1 to 1"][Math.min(sp, 4)];
}

const word = (code) => cardLabel(code).split(" of ")[0];

// reading says what the dealer's cards mean (66, 67): the line of the pay
// table in play ("1" … "4", "trips", "consecutive", "pair") and words.
export function reading(cards) {
  if (cards.length < 2) return null;
  const sp = spread(cards[0], cards[1]);
  const line = sp < 0 ? "pair" : sp === 0 ? "consecutive" : String(Math.min(sp, 4));
  if (sp === 0) return { line, sp, text: "Consecutive: push", outcome: "push" };
  if (cards.length === 2) {
    if (sp < 0) return { line, sp, text: "Pair: a third card decides (three of a kind pays 11 to 1)" };
    return { line, sp, text: `Spread of ${sp}: pays ${pays(sp)}` };
  }
  const [a, b, c] = cards.map(rank);
  if (sp < 0) {
    return c === a
      ? { line: "trips", sp, text: "Three of a kind: pays 11 to 1", outcome: "win" }
      : { line, sp, text: `Pair, and the ${word(cards[2])} makes no three of a kind: push`, outcome: "push" };
  }
  return Math.min(a, b) < c && c < Math.max(a, b)
    ? { line, sp, text: `Spread of ${sp}: the ${word(cards[2])} falls between, paying ${pays(sp)}`, outcome: "win" }
    : { line, sp, text: `Spread of ${sp}: the ${word(cards[2])} is not between, the wagers lose`, outcome: "lose" };
}

const payTable = [
  ["1", "Spread of 1", "5 to 1"], ["2", "Spread of 2", "4 to 1"], ["3", "Spread of 3", "2 to 1"], ["4", "Spread of 4 or more", "1 to 1"],
  ["trips", "Three of a kind", "11 to 1"], ["consecutive", "Consecutive", "push"], ["pair", "Pair, no third", "push"],
];

export function felt(m) {
  const st = m.state, v = st.view;
  const current = ((v.hands && v.hands.dealer) || []).map((c) => c.card);
  const last = v.last;
  // between rounds, the last round's cards stay on the felt
  const cards = current.length ? current : ((last && last.hands && last.hands.dealer) || []);
  const r = reading(cards);
  const old = !current.length && cards.length;
  return h("div.felt.reddog", { "data-line": r ? r.line : null },
    old ? h("p.felt-caption", `Round ${last.round}`) : null,
    h("div.rd-cards", { role: "group", "aria-label": "The dealer's cards", "data-hand": "dealer" },
      slot(cards[0], "first card"),
      middle(cards, r),
      slot(cards[1], "second card")),
    h("p.rd-reading" + (r && r.outcome ? "." + r.outcome : ""), { "data-testid": "rd-reading", "aria-live": "polite" },
      r ? r.text : st.phase === "bets" ? "Place your wager: the dealer lays two cards once bets close." : "The dealer lays two cards."),
    turn(m, r),
    h("ul.rd-pays", { "aria-label": "Pay table (67)" }, payTable.map(([line, name, pay]) =>
      h("li" + (r && r.line === line ? ".lit" : ""), { "aria-current": r && r.line === line ? "true" : null }, h("span", name), h("strong", pay)))),
    m.seat != null ? h("div.spots.rd-spots",
      spot(m, "main", "Main wager", { cls: "big", pays: "by the spread" }),
      spot(m, "raise", "Raise", { cls: "raise", pays: "on a spread" })) : null,
    otherWagers(m));
}

function slot(code, what) {
  return code ? h("div.rd-slot", card(code)) : h("div.rd-slot.empty", { role: "img", "aria-label": `${what}: not dealt` });
}

// middle is the third card's place, between the two: the third card, or
// the spread waiting for it.
function middle(cards, r) {
  if (cards[2]) return h("div.rd-slot.third", { "aria-label": "third card" }, card(cards[2]));
  if (!r) return h("div.rd-slot.gap", { "aria-hidden": "true" });
  const n = r.sp < 0 ? "pair" : r.sp === 0 ? "no gap" : `${r.sp} between`;
  return h("div.rd-slot.gap", { "aria-hidden": "true" }, h("span.rd-spread", n));
}

// turn says who decides on a spread, and what the player may raise.
function turn(m, r) {
  const st = m.state;
  if (st.phase !== "decision" || !r) return null;
  if (st.waiting) return h("p.rd-turn", "The dealer draws the third card.");
  const raise = st.options.find((o) => o.kind === "act" && o.name === "raise" && o.seat === m.seat);
  if (raise) {
    return h("p.rd-turn.mine", `Your turn, seat ${m.seat}: raise by up to ${dollars(raise.max)} (a raise is paid ${pays(r.sp)} too), or stand.`);
  }
  return h("p.rd-turn", st.turn ? `Seat ${st.turn} raises or stands.` : "The seats raise or stand.");
}

// act words the raise and the stand for the table's bar (66(3)): the raise
// is an amount from 1 cent to the main wager, proposed in full.
export function act(o, m) {
  const main = m.seat != null ? placed(m, o.seat, "main") : 0;
  if (o.name === "raise") {
    return { label: "Raise", field: "Raise by ($)", hint: `$0.01 to ${dollars(o.max)}, your main wager`, value: dollars(o.max).slice(1) };
  }
  if (o.name === "stand") return { label: main ? `Stand (keep ${dollars(main)})` : "Stand" };
  return null;
}
