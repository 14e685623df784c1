// generic.js: the layout any game gets until it has its own — built only
// from the catalog and the table's State: every hand the view shows, the
// dice, and a spot for each wager the rules offer the seat now.

import { h, dice } from "../ui.js";
import { spot, handBox, sortedHands, handName, otherWagers } from "./common.js";

export function felt(m) {
  const v = m.state.view;
  const hands = sortedHands(v);
  const ids = [];
  for (const o of m.state.options) {
    if (o.kind === "wager" && o.seat === m.seat && !o.player && !ids.includes(o.name)) ids.push(o.name);
  }
  // wagers already on the layout for this seat stay visible once bets close
  for (const w of v.wagers || []) {
    if (w.seat === m.seat && !w.player && !ids.includes(w.wager)) ids.push(w.wager);
  }
  return h("div.felt.generic",
    hands.length ? h("div.hands", hands.map(([k, cards]) => handBox(handName(k), cards, null, k))) : null,
    v.dice && v.dice.length ? h("div.roll", dice(v.dice)) : null,
    ids.length ? h("div.spots.grid", ids.map((id) => spot(m, id, id))) : null,
    m.seat != null && !ids.length && !hands.length ? h("p.hint", "Wagers open with the next round.") : null,
    otherWagers(m));
}
