// superpan9.js: Super Pan 9 (54–62): who banks the round — the dealer or
// a seat (62, 53) — each seat's hand and the dealer's, face down ("??")
// until the dealer turns them up (59, 61), each known hand's count, and the
// main wager's spot. Between rounds the last round's hands stay on the felt.

import { h, dollars } from "../ui.js";
import { spot, otherWagers, sortedHands, handBox, handName, wagerOption } from "./common.js";

// value is a card's value (54): pictures 0, aces 1, the others their face
// (the shoe has no 7s to 10s).
export function value(code) {
  const r = String(code)[0].toUpperCase();
  if (r === "A") return 1;
  if ("TJQK".includes(r)) return 0;
  return Number(r) || 0;
}

// points is a hand's count, the units digit of its total (54); null while
// a card of it is face down to this viewer.
export function points(cards) {
  if (cards.some((c) => !c || c === "??")) return null;
  return cards.reduce((t, c) => t + value(c), 0) % 10;
}

const codes = (cards) => (cards || []).map((c) => (typeof c === "string" ? c : c.card));

// banker returns the seat that banks the round in view and its cover, or
// seat 0 for the dealer; null when the page cannot know yet (bets open,
// and no cover is on the layout until they close).
export function banker(m) {
  const st = m.state, v = st.view;
  const cover = (v.wagers || []).find((w) => w.wager === "bank");
  if (cover) return { seat: cover.seat, amount: cover.amount };
  if (st.phase !== "bets") return { seat: 0 };
  // bets open: a seat of this player's that is offered no main wager is
  // the bank (53: it covers the others and places none); a round played
  // back (no m.redraw) offers nothing, so it cannot tell
  if (m.redraw && m.seat != null && (st.mine || []).includes(m.seat) && !wagerOption(m, "main")) return { seat: m.seat, mine: true };
  return null;
}

function bankLine(m, b) {
  if (!b) return "The dealer banks, or the seat the dealer offered the bank (62, 53): it shows when bets close.";
  if (b.seat === 0) return "The dealer banks this round.";
  const who = (m.state.mine || []).includes(b.seat) ? `Your seat ${b.seat}` : `Seat ${b.seat}`;
  return b.amount
    ? `${who} banks this round, covering ${dollars(b.amount)} of main wagers (53); the dealer's hand is played, not wagered.`
    : `${who} banks this round: it covers every main wager when bets close (53).`;
}

export function felt(m) {
  const st = m.state, v = st.view;
  const current = sortedHands(v);
  const last = v.last;
  // between rounds, the last round's hands stay on the felt
  const old = !current.length && last && last.hands ? sortedHands({ hands: last.hands }) : null;
  const hands = current.length ? current : old || [];
  const b = banker(m);
  const lastBank = old ? (last.settlements || []).find((s) => s.wager === "bank") : null;
  const bankSeat = old ? (lastBank ? lastBank.seat : 0) : b ? b.seat : null;
  return h("div.felt.superpan9", { "data-bank": b ? b.seat : null },
    h("p.sp9-bank", { "data-testid": "sp9-bank", "aria-live": "polite" }, bankLine(m, b)),
    old ? h("p.felt-caption", `Round ${last.round}: ${lastBank ? `seat ${lastBank.seat}` : "the dealer"} banked`) : null,
    hands.length ? h("div.hands.sp9-hands", hands.map(([k, cards]) => {
      const cs = codes(cards);
      const p = points(cs);
      const banks = (k === "dealer" && bankSeat === 0) || k === String(bankSeat);
      const extra = [banks ? "bank" : k === "dealer" && bankSeat ? "not wagered" : null, p !== null ? `${p} points` : null].filter(Boolean).join(" · ");
      return handBox(handName(k), cs, extra, k);
    })) : null,
    m.seat != null && !(b && b.seat && b.seat === m.seat) ? h("div.spots.sp9-spots", spot(m, "main", "Main wager", { cls: "big" })) : null,
    otherWagers(m));
}
