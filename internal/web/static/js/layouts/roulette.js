// roulette.js: the roulette layout (72): the zero (and double zero on an
// American wheel, 68), the 36 numbers in three rows of twelve, and on the
// lines between them the inside wagers a chip placed there makes — splits
// on a line, streets and six-lines on the bottom edge, corners where four
// numbers meet, the zero groups beside the zero; the columns, dozens and
// even chances outside. Only groups adjacent on this layout are wagers
// (games.md), so the hotspots are exactly the valid inside wagers.

import { h, dollars, stack, title } from "../ui.js";
import { spot, wagerOption, placed, pendingKey, pays, otherWagers } from "./common.js";

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

// The number grid: columns c = 0…11 hold 3c+1 (bottom row) to 3c+3 (top
// row), as a player facing the wheel reads the layout turned on its side.
const ZW = 1.4; // the zero column's width, in number-column widths
const W = ZW + 12;
const xLine = (c) => ((ZW + c) / W) * 100; // the line left of column c
const xMid = (c) => ((ZW + c + 0.5) / W) * 100;
const yLine = (r) => (r / 3) * 100; // the line above row r (0: top)
const yMid = (r) => ((r + 0.5) / 3) * 100;
const at = (r, c) => 3 * c + 3 - r; // the number in row r, column c

export function felt(m) {
  const v = m.state.view;
  const double = isDouble(m);
  const last = lastPocket(v);
  return h("div.felt.roulette",
    h("div.rl-head",
      wheelBadge(last, v),
      chipsLine(m)),
    h("div.rl-board",
      inside(m, double, last),
      h("div.rl-columns", [3, 2, 1].map((row) => spot(m, `column-${row}`, "2 to 1", { cls: "rl-col", name: `Column ${row}`, showPays: false }))),
      h("div.rl-dozens", [1, 2, 3].map((d) => spot(m, `dozen-${d}`, `${12 * d - 11}–${12 * d}`, { cls: "rl-out", name: `Dozen ${d}`, showPays: false }))),
      h("div.rl-evens",
        spot(m, "low", "1–18", { cls: "rl-out", name: "Low", showPays: false }),
        spot(m, "even", "Even", { cls: "rl-out", showPays: false }),
        spot(m, "red", h("span.rl-diamond.red", "Red"), { cls: "rl-out", name: "Red", showPays: false }),
        spot(m, "black", h("span.rl-diamond.black", "Black"), { cls: "rl-out", name: "Black", showPays: false }),
        spot(m, "odd", "Odd", { cls: "rl-out", showPays: false }),
        spot(m, "high", "19–36", { cls: "rl-out", name: "High", showPays: false }))),
    doubles(m),
    picker(m),
    otherWagers(m));
}

function isDouble(m) {
  const felt = m.state && m.state.felt;
  if (felt && felt.wheel) return felt.wheel === "double-zero";
  const opt = m.info && m.info.options && m.info.options.wheel;
  return opt === "double-zero";
}

// lastPocket is the pocket of the spin just made, or of the last round.
function lastPocket(v) {
  if (v.pocket) return v.pocket;
  return v.last && v.last.pocket ? v.last.pocket : null;
}

function colour(p) {
  if (p === "0" || p === "00") return "green";
  return RED.has(Number(p)) ? "red" : "black";
}

function wheelBadge(pocket, v) {
  if (!pocket) return h("div.rl-result", h("span.rl-ball", "–"), h("span", "The ball has not been spun yet"));
  const revs = v.revolutions || (v.last && v.last.revolutions);
  return h("div.rl-result", { "data-testid": "pocket" },
    h(`span.rl-ball.${colour(pocket)}`, pocket),
    h("span", `Last spin: ${pocket} ${colour(pocket)}${revs ? ` · ${revs} revolutions (74: at least 7)` : ""}`));
}

// chipsLine shows the seat's roulette chips (70, 71) when the table tells.
function chipsLine(m) {
  const felt = m.state.felt;
  const mine = felt && felt.chips && m.seat != null ? felt.chips[String(m.seat)] : null;
  if (mine) return h("div.rl-chips", h(`span.rl-chip.${mine.colour}`), `Your ${mine.colour} chips are worth ${dollars(mine.value)} each (70)`);
  return null;
}

// inside draws the number grid and its hotspots.
function inside(m, double, last) {
  const cells = [];
  if (double) {
    cells.push(number(m, "00", { gridRow: "1 / span 1", gridColumn: "1", last }, "rl-zero top"));
    cells.push(number(m, "0", { gridRow: "2 / span 2", gridColumn: "1", last }, "rl-zero bottom"));
  } else {
    cells.push(number(m, "0", { gridRow: "1 / span 3", gridColumn: "1", last }, "rl-zero"));
  }
  for (let c = 0; c < 12; c++) {
    for (let r = 0; r < 3; r++) {
      cells.push(number(m, String(at(r, c)), { gridRow: String(r + 1), gridColumn: String(c + 2), last }));
    }
  }
  return h("div.rl-inside", { role: "group", "aria-label": "Inside wagers" }, cells, hotspots(m, double));
}

function number(m, n, { gridRow, gridColumn, last }, cls = "") {
  return spot(m, `straight-${n}`, n, {
    cls: `rl-num.${colour(n)}${cls ? "." + cls.split(" ").join(".") : ""}${last === n ? ".hit" : ""}`,
    name: `Straight ${n}`, showPays: false, style: `grid-row: ${gridRow}; grid-column: ${gridColumn}`,
  });
}

// hotspots are the splits, streets, corners and six-lines on the lines.
function hotspots(m, double) {
  const out = [];
  const dot = (id, x, y) => out.push(hotspot(m, id, x, y));
  for (let c = 0; c < 12; c++) {
    for (let r = 0; r < 3; r++) {
      const n = at(r, c);
      if (r < 2) dot(`split-${n - 1}-${n}`, xMid(c), yLine(r + 1)); // the number below it
      if (c < 11) dot(`split-${n}-${n + 3}`, xLine(c + 1), yMid(r)); // the number to its right
      if (r < 2 && c < 11) dot(`corner-${n - 1}-${n}-${n + 2}-${n + 3}`, xLine(c + 1), yLine(r + 1));
    }
    dot(`street-${3 * c + 1}-${3 * c + 2}-${3 * c + 3}`, xMid(c), 100);
    if (c < 11) dot(`six-line-${3 * c + 1}-${3 * c + 6}`, xLine(c + 1), 100);
  }
  const x0 = xLine(0);
  if (double) {
    dot("split-0-00", ZW / 2 / W * 100, yLine(1));
    dot("split-00-3", x0, yMid(0));
    dot("split-00-2", x0, yMid(1) - 8);
    dot("split-0-2", x0, yMid(1) + 8);
    dot("split-0-1", x0, yMid(2));
    dot("street-00-2-3", x0, yLine(1));
    dot("street-0-00-2", x0, yMid(1));
    dot("street-0-1-2", x0, yLine(2));
    dot("five-number", x0, 100);
  } else {
    dot("split-0-3", x0, yMid(0));
    dot("split-0-2", x0, yMid(1));
    dot("split-0-1", x0, yMid(2));
    dot("street-0-2-3", x0, yLine(1));
    dot("street-0-1-2", x0, yLine(2));
    dot("first-four", x0, 100);
  }
  return out;
}

// hotspot is a small round button on a line of the grid.
function hotspot(m, id, x, y) {
  const opt = wagerOption(m, id);
  const on = m.seat == null ? 0 : placed(m, m.seat, id);
  const pend = m.pending[pendingKey(id, m.seat)] || 0;
  const line = pays(m.spec, id);
  return h(`button.rl-hot${on ? ".has" : ""}${pend ? ".pending" : ""}`, {
    type: "button",
    disabled: !opt,
    "data-wager": id,
    "data-key": `hot:${id}`,
    style: `left: ${x.toFixed(3)}%; top: ${y.toFixed(3)}%`,
    "aria-label": [title(id), line && `pays ${line}`, on && `${dollars(on)} on it`, pend && `${dollars(pend)} to place`].filter(Boolean).join(", "),
    title: `${title(id)}${line ? ` — pays ${line}` : ""}`,
    onclick: () => m.addChip(id, opt, m.seat),
  }, on || pend ? stack(on + pend, pend ? "pend" : "on") : null);
}

// doubles are the wagers of 72.1 where the table offers them: a number
// the ball must show on the next two (or three) valid spins.
function doubles(m) {
  const kinds = ["double", "triple"].filter((k) => m.state.options.some((o) => o.kind === "wager" && o.name.startsWith(`${k}-`)) ||
    (m.state.view.wagers || []).some((w) => w.wager.startsWith(`${k}-`)));
  if (!kinds.length) return null;
  return h("div.rl-doubles", h("h3", "Doubles and triples (72.1)"),
    kinds.map((k) => h("div.rl-double-row", h("span.rl-double-name", `${title(k)}: the same number on the next ${k === "double" ? "2" : "3"} spins`),
      h("div.rl-double-spots", allPockets(isDouble(m)).map((p) => spot(m, `${k}-${p}`, p, { cls: `rl-mini.${colour(p)}`, name: `${title(k)} ${p}`, showPays: false }))))));
}

function allPockets(double) {
  const out = double ? ["0", "00"] : ["0"];
  for (let n = 1; n <= 36; n++) out.push(String(n));
  return out;
}

// picker names any wager by its id, for a player who prefers typing
// ("split-17-20") or a screen reader.
function picker(m) {
  if (m.seat == null) return null;
  const input = h("input.rl-pick", { list: "rl-ids", placeholder: "e.g. corner-17-18-20-21", "aria-label": "Wager by name", autocomplete: "off" });
  const ids = m.state.options.filter((o) => o.kind === "wager" && o.seat === m.seat).map((o) => o.name);
  return h("form.rl-picker", {
    onsubmit(e) {
      e.preventDefault();
      const id = input.value.trim().toLowerCase();
      m.addChip(id, wagerOption(m, id), m.seat);
    },
  }, h("label", "Bet by name ", input), h("datalist", { id: "rl-ids" }, ids.map((id) => h("option", { value: id }))), h("button", { type: "submit" }, "Add chip"));
}
