// blackjack.js: the Blackjack layout (13–26.1): the dealer's hand above
// seven boxes; each box shows its hands (split hands beside each other),
// the money on it — main, doubles, insurance, side bets, and the standing
// players' wagers behind it (16) — and, for the player's own box, the spots.

import { h, dollars, title } from "../ui.js";
import { spot, handBox, wagerOption, placed } from "./common.js";

const sideBets = [["twelve-sixteen", "12–16"], ["progressive", "Progressive"], ["sevens", "Sevens"], ["over-13", "Over 13"], ["under-13", "Under 13"]];

// total is a blackjack hand's best total: aces count 11 unless that busts.
// For display only: the engine settles the hand.
export function total(cards) {
  let sum = 0, aces = 0, hidden = false;
  for (const c of cards || []) {
    const code = typeof c === "string" ? c : c.card;
    if (!code || code === "??") { hidden = true; continue; }
    const r = code[0].toUpperCase();
    if (r === "A") { aces++; sum += 1; } else if ("TJQK".includes(r)) sum += 10; else sum += Number(r);
  }
  const soft = aces > 0 && sum + 10 <= 21;
  const best = soft ? sum + 10 : sum;
  if (!cards || !cards.length) return "";
  const n = (cards || []).length;
  if (best === 21 && n === 2 && !hidden) return "Blackjack";
  if (best > 21) return `${best}, bust`;
  return `${soft ? "soft " : ""}${best}${hidden ? " showing" : ""}`;
}

export function felt(m) {
  const v = m.state.view;
  const hands = v.hands || {};
  const seats = m.info.seatCount || 7;
  const boxes = [];
  for (let s = 1; s <= seats; s++) boxes.push(box(m, s, hands));
  return h("div.felt.blackjack",
    h("div.dealer-area", handBox("Dealer", hands.dealer || [], total(hands.dealer), "dealer"),
      h("p.felt-rule", "Blackjack pays 3 to 2 · Insurance pays 2 to 1")),
    h("div.boxes", boxes));
}

function box(m, s, hands) {
  const key = String(s);
  const holder = m.state.seats[key];
  const mine = m.state.mine && m.state.mine.includes(s);
  const active = mine && s === m.seat;
  const keys = Object.keys(hands).filter((k) => k === key || k.startsWith(key + ".")).sort();
  const wagers = (m.state.view.wagers || []).filter((w) => w.seat === s);
  const turn = m.state.turn === s;
  const spots = [];
  if (active) {
    spots.push(spot(m, "main", "Wager", { cls: "main", showPays: false }));
    for (const [id, label] of sideBets) {
      if (wagerOption(m, id, s) || placed(m, s, id)) spots.push(spot(m, id, label, { cls: "side", showPays: false }));
    }
  } else if (!holder && m.sit) {
    spots.push(h("button.sit", { type: "button", "data-key": `sit:${s}`, onclick: () => m.sit(s) }, "Sit here"));
  } else if (holder && wagerOption(m, "behind", s)) {
    spots.push(spot(m, "behind", "Bet behind", { seat: s, player: m.me, cls: "behind", showPays: false }));
  }
  return h(`div.box${mine ? ".mine" : ""}${active ? ".active" : ""}${turn ? ".turn" : ""}`,
    { "data-box": s, "aria-label": `Box ${s}${mine ? ", yours" : holder ? ", taken" : ", free"}${turn ? ", to act" : ""}` },
    h("div.box-head", h("span.box-no", s), mine ? h("span.you", "You") : holder ? h("span.taken", "Player") : h("span.free", "Free")),
    keys.length ? h("div.box-hands", keys.map((k) => handBox(k === key ? "" : `Hand ${k.split(".")[1]}`, hands[k], total(hands[k]), k))) : null,
    wagers.length ? h("ul.box-wagers", wagers.map((w) => h("li", `${w.player ? `${w.player} behind` : title(w.wager)}: ${dollars(w.amount)}`))) : null,
    spots.length ? h("div.spots.box-spots", spots) : null);
}
