// paigow.js: Pai Gow (100–116): the hands drawn as tiles, and the seat in
// turn sets its four tiles into a high and a low hand of two (113) on the
// setting panel, the house way proposed.

import { h, tile } from "../ui.js";
import { spot, sortedHands, handName, otherWagers } from "./common.js";
import { panel } from "./setting.js";

const game = {
  size: 4, low: 2, noun: "tile", section: "113", draw: (t) => tile(t), label: (t) => `tile ${t}`,
  rule: "The high hand must rank at least as high as the low hand (113).",
};

export function felt(m) {
  const st = m.state, v = st.view;
  const p = panel(m, game);
  const hands = sortedHands(v);
  return h("div.felt.paigow",
    p,
    !p && hands.length ? h("div.hands", hands.map(([k, tiles]) =>
      h("div.hand-box", { "data-hand": k }, h("div.hand-label", handName(k)), h("div.hand", { role: "group", "aria-label": handName(k) }, tiles.map((x) => tile(x.card)))))) : null,
    m.seat != null ? h("div.spots", spot(m, "main", "Main wager", { cls: "big" })) : null,
    otherWagers(m));
}
