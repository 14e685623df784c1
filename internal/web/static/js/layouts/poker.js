// poker.js: a poker room table (67.88–67.110): the seats around the felt,
// each with its player's stack and bet, the button (67.88(20)) and who is
// to act; the pot and the board in the middle; the player's own cards and
// the others' face down until shown (67.102); and the spot for the table
// stakes the player brings to the next game (67.94, 67.95).

import { h, dollars, hand } from "../ui.js";
import { spot } from "./common.js";

export function felt(m) {
  const v = m.state.view;
  const f = m.state.felt || { players: [] };
  const hands = v.hands || {};
  const seats = m.info.seatCount || 8;
  const bySeat = {};
  for (const p of f.players || []) bySeat[p.seat] = p;
  const boxes = [];
  for (let s = 1; s <= seats; s++) boxes.push(seatBox(m, s, bySeat[s], hands[String(s)], f));
  return h("div.felt.poker",
    h("p.felt-rule", `${f.name || "Poker"} · ${f.structure || ""} · commission: ${f.commission || "none"} (67.108)`),
    h("div.pk-middle",
      h("div.pk-pot", { "data-testid": "pot", "aria-live": "polite" }, `Pot ${dollars(f.pot || 0)}`),
      (f.pots || []).length > 1 ? h("ul.pk-pots", { "data-testid": "pots" }, f.pots.map((p, i) =>
        h("li", `${i === 0 ? "Main pot" : "Secondary pot"} ${dollars(p.amount)} (seats ${p.seats.join(", ")})`))) : null,
      stud(f) ? null : h("div.pk-board", { "data-testid": "board" }, hands.board && hands.board.length ? hand(hands.board, "board") : h("span.hint", "No board yet"))),
    h("div.pk-seats", boxes),
    m.seat != null ? h("div.spots.pk-spots", spot(m, "stakes", "Table stakes for the next game", { cls: "main", showPays: false })) : null,
    m.seat != null && v.phase === "bets" ? h("p.hint", "Bring your table stakes before the deal: you play this game with them only (67.95).") : null);
}

// stud reports whether the table deals stud (no board: up cards instead).
function stud(f) {
  return f.variant === "FR" || (f.variant || "").startsWith("F7S");
}

function seatBox(m, s, p, cards, f) {
  const key = String(s);
  const holder = m.state.seats[key];
  const mine = m.state.mine && m.state.mine.includes(s);
  const turn = m.state.turn === s;
  const stakes = (m.state.view.wagers || []).filter((w) => w.seat === s).reduce((a, w) => a + w.amount, 0);
  const facts = [];
  if (p) {
    facts.push(h("span.pk-stack", { "data-testid": `stack-${s}` }, `Stack ${dollars(p.stack)}`));
    if (p.bet) facts.push(h("span.pk-bet", { "data-testid": `bet-${s}` }, `Bet ${dollars(p.bet)}`));
    if (p.folded) facts.push(h("span.pk-badge", "Folded"));
    if (p.allIn) facts.push(h("span.pk-badge", "All in"));
  } else if (stakes) {
    facts.push(h("span.pk-stack", { "data-testid": `stack-${s}` }, `Stakes ${dollars(stakes)}`));
  }
  return h(`div.box.pk-seat${mine ? ".mine" : ""}${turn ? ".turn" : ""}${p && p.folded ? ".folded" : ""}`,
    { "data-seat": s, "aria-label": `Seat ${s}${mine ? ", yours" : holder ? ", taken" : ", free"}${f.button === s ? ", the button" : ""}${turn ? ", to act" : ""}` },
    h("div.box-head", h("span.box-no", s), f.button === s ? h("span.pk-button", { title: "the button (67.88(20))" }, "D") : null,
      mine ? h("span.you", "You") : holder ? h("span.taken", "Player") : h("span.free", "Free")),
    cards && cards.length ? hand(cards, `seat ${s}`) : null,
    facts.length ? h("div.pk-facts", facts) : null,
    !holder && m.sit ? h("button.sit", { type: "button", "data-key": `sit:${s}`, onclick: () => m.sit(s) }, "Sit here") : null);
}

// act words the betting for the table's bar: the call's amount, and a bet
// or raise to an amount within the legal range (67.88(16), (19)).
export function act(o, m) {
  const f = m.state.felt || {};
  if ((o.name === "bet" || o.name === "raise") && o.min === o.max) {
    return { label: o.name === "bet" ? "Bet" : "Raise" }; // one amount (fixed limit): the button says it
  }
  switch (o.name) {
    case "call": return { label: `Call ${dollars(f.toCall || 0)}` };
    case "bet":
      return { label: "Bet", field: "Bet ($)", hint: `${dollars(o.min)} to ${dollars(o.max)}`, value: dollars(o.min).slice(1) };
    case "raise":
      return { label: "Raise to", field: "Raise to ($)", hint: `${dollars(o.min)} to ${dollars(o.max)}, your whole bet on this street`, value: dollars(o.min).slice(1) };
    case "show": return { label: "Show your hand" };
    case "muck": return { label: "Muck (give up the pot)" };
  }
  return null;
}
