// wheel.js: the Wheel of Fortune (117–122): the wheel of equal segments
// with its pin, the last stop turned to the pin after the spin, a wager
// spot for each symbol, and the prize allocation every player may read at
// the table (120): how many segments each symbol has, what it pays and
// what it returns.

import { h, title } from "../ui.js";
import { spot, otherWagers } from "./common.js";

const NS = "http://www.w3.org/2000/svg";

// The symbols' colours; a symbol the operator adds gets one in turn.
const COLOURS = { 1: "#e8d9a8", 2: "#7fb3d5", 5: "#c39bd3", 10: "#82c99b", 20: "#f0a35e", joker: "#d9534f", flag: "#34495e" };
const SPARE = ["#b7950b", "#16a085", "#884ea0", "#2e86c1", "#cb4335", "#717d7e"];

export function felt(m) {
  const v = m.state.view;
  const { segments, payouts, allocation: alloc } = wheelOf(m);
  const stop = v.stop ?? (v.last ? v.last.stop : undefined);
  const symbols = [...new Set(segments)];
  return h("div.felt.wheel",
    h("div.wf-top",
      drawWheel(segments, stop),
      h("div.wf-side",
        h("p.wf-result", { "data-testid": "stop" }, stop === undefined || stop === null
          ? "The wheel has not been spun yet."
          : `The pin stopped on segment ${stop}: ${label(segments[stop])}${revolutions(v)}.`),
        allocation(segments, payouts, alloc))),
    h("div.spots.wf-spots", symbols.map((s) => spot(m, `symbol-${s}`, label(s), { cls: "wf-spot", name: `Symbol ${label(s)}`, pays: `${payouts[s]} to 1` }))),
    otherWagers(m));
}

function revolutions(v) {
  const r = v.revolutions || (v.last && v.last.revolutions);
  return r ? ` after ${r} revolutions (121: at least 3)` : "";
}

function label(s) {
  return /^\d+$/.test(s) ? `$${s}` : title(s);
}

// wheelOf reads the table's wheel: its own options, else the catalog's
// defaults.
export function wheelOf(m) {
  const felt = m.state && m.state.felt;
  if (felt && felt.segments) {
    const payouts = {};
    for (const p of felt.allocation || []) payouts[p.symbol] = p.odds;
    return { segments: felt.segments, payouts, allocation: felt.allocation };
  }
  const opts = (m.info && m.info.options) || {};
  const dflt = (name) => {
    const o = (m.spec.options || []).find((x) => x.name === name);
    return o ? o.default : undefined;
  };
  return { segments: opts.segments || dflt("segments") || [], payouts: opts.payouts || dflt("payouts") || {} };
}

// allocation is the table of 120: each symbol's segments, odds and exact
// return, in integer arithmetic to four decimals.
function allocation(segments, payouts, fromTable) {
  const count = {};
  for (const s of segments) count[s] = (count[s] || 0) + 1;
  const n = segments.length;
  const rows = fromTable ? fromTable.map((p) => h("tr", h("th", { scope: "row" }, label(p.symbol)), h("td", `${p.segments} of ${p.of}`), h("td", `${p.odds} to 1`), h("td", p.percent))) : Object.keys(count).map((s) => {
    const odds = payouts[s];
    // return = count × (odds + 1) / n, shown to 4 decimals of a percent
    const bp = Math.floor((count[s] * (odds + 1) * 1000000) / n); // millionths
    const pct = `${Math.floor(bp / 10000)}.${String(bp % 10000).padStart(4, "0")}%`;
    return h("tr", h("th", { scope: "row" }, label(s)), h("td", `${count[s]} of ${n}`), h("td", `${odds} to 1`), h("td", pct));
  });
  return h("table.wf-alloc", { "aria-label": "Prize allocation (section 120)" },
    h("caption", "How prizes are allocated (120). Every wager returns at least 75% (122)."),
    h("thead", h("tr", h("th", "Symbol"), h("th", "Segments"), h("th", "Pays"), h("th", "Return"))),
    h("tbody", rows));
}

// drawWheel draws the wheel turned so that segment stop sits under the pin
// at the top.
function drawWheel(segments, stop) {
  const n = segments.length || 1;
  const svg = document.createElementNS(NS, "svg");
  svg.setAttribute("viewBox", "-110 -118 220 230");
  svg.setAttribute("class", "wf-wheel");
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", `A wheel of ${n} equal segments${stop != null ? `, stopped on segment ${stop}` : ""}`);
  const spin = document.createElementNS(NS, "g");
  spin.setAttribute("class", "wf-spin");
  const step = 360 / n;
  const colours = {};
  let spare = 0;
  segments.forEach((s, i) => {
    colours[s] ??= COLOURS[s] || SPARE[spare++ % SPARE.length];
    const a0 = ((i * step - step / 2 - 90) * Math.PI) / 180;
    const a1 = (((i + 1) * step - step / 2 - 90) * Math.PI) / 180;
    const p = document.createElementNS(NS, "path");
    const r = 100;
    p.setAttribute("d", `M0 0 L${(r * Math.cos(a0)).toFixed(2)} ${(r * Math.sin(a0)).toFixed(2)} A${r} ${r} 0 0 1 ${(r * Math.cos(a1)).toFixed(2)} ${(r * Math.sin(a1)).toFixed(2)} Z`);
    p.setAttribute("fill", colours[s]);
    p.setAttribute("stroke", "#222");
    p.setAttribute("stroke-width", "0.4");
    if (i === stop) p.setAttribute("class", "wf-hit");
    spin.append(p);
    const t = document.createElementNS(NS, "text");
    const am = ((i * step - 90) * Math.PI) / 180;
    t.setAttribute("x", (82 * Math.cos(am)).toFixed(2));
    t.setAttribute("y", (82 * Math.sin(am)).toFixed(2));
    t.setAttribute("transform", `rotate(${(i * step).toFixed(2)} ${(82 * Math.cos(am)).toFixed(2)} ${(82 * Math.sin(am)).toFixed(2)})`);
    t.setAttribute("class", "wf-label");
    t.textContent = /^\d+$/.test(s) ? s : s.slice(0, 1).toUpperCase();
    spin.append(t);
  });
  // Turn the wheel so the stop is at the top, under the pin.
  if (stop != null) spin.style.transform = `rotate(${-stop * step}deg)`;
  svg.append(spin);
  const hub = document.createElementNS(NS, "circle");
  hub.setAttribute("r", "12");
  hub.setAttribute("fill", "#333");
  svg.append(hub);
  const pin = document.createElementNS(NS, "path");
  pin.setAttribute("d", "M-6 -116 L6 -116 L0 -98 Z");
  pin.setAttribute("fill", "#c0392b");
  pin.setAttribute("class", "wf-pin");
  svg.append(pin);
  return svg;
}
