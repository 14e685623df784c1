// setting.js: setting a hand in two at the Pai Gows (Pai Gow Poker 50,
// Pai Gow 113). When it is the seat's turn, its cards or tiles are shown in
// the high hand; a click moves one to the low hand and back, the house way
// is proposed and can be arranged with one click, and "Set my hand" sends
// the set. Used by paigowpoker.js (7 cards, 2 low) and paigow.js (4 tiles,
// 2 low).

import { h } from "../ui.js";

// settingFor returns the seat's setting for this round, kept on m so a
// redraw keeps what the player moved: the places (in the order dealt) of
// the pieces in the low hand, since a Pai Gow set holds two of a tile.
function settingFor(m, pieces) {
  const key = `${m.state.round}:${m.seat}:${pieces.join(" ")}`;
  if (!m.handSet || m.handSet.key !== key) m.handSet = { key, low: [] };
  return m.handSet;
}

// places returns the places of pieces that, taken in order, match want
// (the house way's low hand), or [] if some piece is missing.
function places(pieces, want) {
  const used = [];
  for (const w of want) {
    const i = pieces.findIndex((c, k) => c === w && !used.includes(k));
    if (i < 0) return [];
    used.push(i);
  }
  return used;
}

// panel returns the setting panel for the seat in turn, or null when it is
// not this seat's turn to set. g says the game's terms: size (pieces
// dealt), low (pieces in the low hand), draw(piece), label(piece), noun
// ("card", "tile"), rule (the sentence on high and low).
export function panel(m, g) {
  const st = m.state, v = st.view;
  const way = (st.options || []).find((o) => o.kind === "act" && o.name === "house-way" && o.seat === m.seat);
  const mine = m.seat != null && v.hands ? (v.hands[String(m.seat)] || []).map((c) => c.card) : [];
  if (!way || mine.length !== g.size) return null;
  const set = settingFor(m, mine);
  const highAt = mine.map((_, i) => i).filter((i) => !set.low.includes(i));
  const high = highAt.map((i) => mine[i]), low = set.low.map((i) => mine[i]);
  const move = (i) => {
    if (set.low.includes(i)) set.low = set.low.filter((x) => x !== i);
    else if (set.low.length < g.low) set.low = [...set.low, i];
    m.redraw();
  };
  const piece = (i, where) => h("button.pg-card", {
    type: "button", "data-piece": mine[i], "data-key": `pg:${i}`,
    "aria-label": `${g.label(mine[i])}, in the ${where} hand: move it`,
    disabled: m.busy || (where === "high" && set.low.length >= g.low),
    onclick: () => move(i),
  }, g.draw(mine[i]));
  const list = (cs) => cs.map(g.label).join(", ");
  const proposal = way.set ? `The house way: high ${list(way.set.high)}; low ${list(way.set.low)}.` : "";
  const n = g.size - g.low;
  return h("section.pg-setting", { "aria-label": `Set your hand (${g.section})` },
    h("h2", `Set your hand, seat ${m.seat}`),
    h("p.hint", `Click ${g.low} ${g.noun}s to make the low hand; the other ${n} are the high hand. ${g.rule}`),
    h("div.pg-hand", { "data-testid": "pg-high", role: "group", "aria-label": `High hand, ${n} ${g.noun}s` },
      h("span.pg-label", `High hand (${high.length} of ${n})`), highAt.map((i) => piece(i, "high"))),
    h("div.pg-hand.low", { "data-testid": "pg-low", role: "group", "aria-label": `Low hand, ${g.low} ${g.noun}s` },
      h("span.pg-label", `Low hand (${set.low.length} of ${g.low})`), set.low.map((i) => piece(i, "low"))),
    h("p.pg-way", { "data-testid": "pg-way" }, proposal),
    h("div.buttons",
      way.set ? h("button", { type: "button", "data-key": "pg:arrange", disabled: m.busy, onclick: () => { set.low = places(mine, way.set.low); m.redraw(); } }, "Arrange the house way") : null,
      h("button.primary", {
        type: "button", "data-key": "pg:set", disabled: m.busy || set.low.length !== g.low,
        onclick: () => m.send({ seat: m.seat, act: "set", high, low }, `Hand set: high ${high.join(" ")}, low ${low.join(" ")}.`),
      }, "Set my hand")));
}
