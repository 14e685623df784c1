// paigowpoker.js: Pai Gow Poker (38–53): the seat in turn sets its seven
// cards into a five-card high hand and a two-card low hand (50) on the
// setting panel, the house way proposed; everything else (the hands once
// exposed, the wager spots) is the generic layout's.

import { h, card, cardLabel } from "../ui.js";
import * as generic from "./generic.js";
import { panel } from "./setting.js";

const game = {
  size: 7, low: 2, noun: "card", section: "50", draw: (c) => card(c), label: cardLabel,
  rule: "The high hand must rank at least as high (50), or the set is foul and loses (44(3)).",
};

export function felt(m) {
  const p = panel(m, game);
  return p ? h("div.felt.paigowpoker", p, generic.felt(m)) : generic.felt(m);
}
