// war.js: Casino War (67.35–67.43): the dealer's card against each seat's,
// the main wager and the tie wager, and the war or surrender choice after a
// tie.

import { h } from "../ui.js";
import { spot, handBox, otherWagers } from "./common.js";

export function felt(m) {
  const v = m.state.view;
  const hands = v.hands || {};
  const mine = m.seat != null ? hands[String(m.seat)] : null;
  const others = Object.keys(hands).filter((k) => k !== "dealer" && k !== String(m.seat)).sort((a, b) => a - b);
  return h("div.felt.war",
    h("div.war-row",
      handBox("Dealer", hands.dealer || [], null, "dealer"),
      h("div.versus", { "aria-hidden": "true" }, "vs"),
      m.seat != null ? handBox(`You — seat ${m.seat}`, mine || [], null, String(m.seat)) : null),
    others.length ? h("div.hands.small", others.map((k) => handBox(`Seat ${k}`, hands[k], null, k))) : null,
    m.seat != null ? h("div.spots.war-spots",
      spot(m, "main", "Main wager", { cls: "big" }),
      spot(m, "tie", "Tie", { cls: "tie" }),
      spot(m, "war", "War (after a tie)", { cls: "decision" })) : null,
    otherWagers(m));
}
