// paigowpoker.js: Pai Gow Poker (38–53). When it is the seat's turn, its
// seven cards are set into a five-card high hand and a two-card low hand
// (50): a click moves a card between the hands, the house way is proposed
// and can be arranged with one click, and "Set my hand" sends the set.
// Everything else (the hands once exposed, the wager spots) is the generic
// layout's.

import { h, card, cardLabel } from "../ui.js";
import * as generic from "./generic.js";

// settingFor returns the seat's setting state for this round, kept on m so
// a redraw keeps the cards the player moved.
function settingFor(m, cards) {
  const key = `${m.state.round}:${m.seat}`;
  if (!m.pgSet || m.pgSet.key !== key) m.pgSet = { key, low: [] };
  m.pgSet.low = m.pgSet.low.filter((c) => cards.includes(c));
  return m.pgSet;
}

export function felt(m) {
  const st = m.state, v = st.view;
  const way = (st.options || []).find((o) => o.kind === "act" && o.name === "house-way" && o.seat === m.seat);
  const mine = m.seat != null && v.hands ? (v.hands[String(m.seat)] || []).map((c) => c.card) : [];
  if (!way || mine.length !== 7) return generic.felt(m);
  const set = settingFor(m, mine);
  const high = mine.filter((c) => !set.low.includes(c));
  const move = (c) => {
    if (set.low.includes(c)) set.low = set.low.filter((x) => x !== c);
    else if (set.low.length < 2) set.low = [...set.low, c];
    m.redraw();
  };
  const cardButton = (c, where) => h("button.pg-card", {
    type: "button", "data-card": c, "data-key": `pg:${c}`,
    "aria-label": `${cardLabel(c)}, in the ${where} hand: move it`,
    disabled: m.busy || (where === "high" && set.low.length >= 2),
    onclick: () => move(c),
  }, card(c));
  const proposal = way.set ? `The house way: high ${way.set.high.map(cardLabel).join(", ")}; low ${way.set.low.map(cardLabel).join(", ")}.` : "";
  return h("div.felt.paigowpoker",
    h("section.pg-setting", { "aria-label": "Set your hand (50)" },
      h("h2", `Set your hand, seat ${m.seat}`),
      h("p.hint", "Click two cards to make the low hand; the other five are the high hand, which must rank at least as high (50), or the set is foul and loses (44(3))."),
      h("div.pg-hand", { "data-testid": "pg-high", role: "group", "aria-label": "High hand, five cards" },
        h("span.pg-label", `High hand (${high.length} of 5)`), high.map((c) => cardButton(c, "high"))),
      h("div.pg-hand.low", { "data-testid": "pg-low", role: "group", "aria-label": "Low hand, two cards" },
        h("span.pg-label", `Low hand (${set.low.length} of 2)`), set.low.map((c) => cardButton(c, "low"))),
      h("p.pg-way", { "data-testid": "pg-way" }, proposal),
      h("div.buttons",
        way.set ? h("button", { type: "button", "data-key": "pg:arrange", disabled: m.busy, onclick: () => { set.low = [...way.set.low]; m.redraw(); } }, "Arrange the house way") : null,
        h("button.primary", {
          type: "button", "data-key": "pg:set", disabled: m.busy || set.low.length !== 2,
          onclick: () => m.send({ seat: m.seat, act: "set", high, low: set.low }, `Hand set: high ${high.join(" ")}, low ${set.low.join(" ")}.`),
        }, "Set my hand"))),
    generic.felt(m));
}
