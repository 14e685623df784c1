// slots.js: a slot machine (87–95): its window of reels, turned to the
// stops of the last play with a spin as a new play comes in, the jackpot
// display over a linked machine (91), and everything section 89 says must
// be available before the game begins: the game's name, the unit cost, the
// prizes and how they are paid, with the exact return the machine was
// checked at (93, ruling M1). The play itself is the table bar's "Spin"
// button: a slot machine takes no wagers, a spin costs the unit cost.

import * as api from "../api.js";
import { h, dollars, when } from "../ui.js";

// How long the reels spin when a new play arrives, and the extra each
// reel to its right spins (they stop left to right).
const SPIN_MS = 700, STAGGER_MS = 250;

export function felt(m) {
  const f = m.state.felt;
  if (!f || !f.reels) return h("div.felt.slots", h("p.hint", "The machine is starting."));
  const v = m.state.view;
  const stops = (v.reels && v.reels.length ? v.reels : v.last && v.last.reels) || null;
  const round = m.state.round;
  // The reels spin for a play that arrives while the page is open, not
  // for the one the machine showed when the page opened.
  if (stops && m.slotRound !== round) { m.slotAt = m.slotRound === undefined ? 0 : Date.now(); m.slotRound = round; }
  const elapsed = stops ? Date.now() - (m.slotAt || 0) : Infinity;
  const left = SPIN_MS + (f.reels.length - 1) * STAGGER_MS - elapsed;
  if (left > 0 && m.redraw && !m.slotTimer) { // the reels stop on a draw of their own
    m.slotTimer = setTimeout(() => { m.slotTimer = null; m.redraw(); }, Math.min(left, STAGGER_MS));
  }
  return h("div.felt.slots",
    h("div.sl-head",
      h("h2.sl-name", { "data-testid": "machine-name" }, f.name),
      h("p.sl-cost", { "data-testid": "unit-cost" }, `${dollars(f.unitCost)} a play: ${f.coins} coins of ${dollars(f.denomination)} on ${f.paylines} payline${f.paylines > 1 ? "s" : ""} (89)`),
      f.progressive ? jackpotBoard(m) : null,
      f.defective ? h("p.sl-defective", { role: "alert" }, "Out of order: a play on this machine is void and its cost refunded (95).") : null),
    windowOf(f, stops, elapsed),
    h("div.sl-info", payTable(f), odds(f)),
    recall(m));
}

// recall is the machine's game recall: the last 10 plays it recorded for
// this person (GET /api/tables/{id}/recall), read again each time a play
// settles.
function recall(m) {
  if (!(m.info && m.info.id)) return null; // a round played back has no recall
  const settled = m.state.phase === "over" ? m.state.round : m.state.round - 1;
  if (m.recallFor !== settled) {
    m.recallFor = settled;
    api.get(`/tables/${m.info.id}/recall`).then(({ rounds }) => { m.recallList = rounds; if (m.redraw) m.redraw(); }, () => {});
  }
  const list = m.recallList || [];
  const rows = list.map((rd) => {
    const res = (rd.result && rd.result.rounds && rd.result.rounds[0]) || {};
    const st = (res.settlements || [])[0] || {};
    const entry = rd.script && rd.script.tape && rd.script.tape[rd.script.tape.length - 1];
    const why = entry && entry.disrupted ? ` (disrupted: ${entry.disrupted}, 94)` : "";
    const p = (rd.players || [])[0];
    return h("tr",
      h("td", String(rd.number)), h("td", when(rd.created)),
      h("td", (res.reels || []).join(" ")),
      h("td", dollars(st.stake || 0)),
      h("td", (st.result || rd.status) + why),
      h("td", dollars(st.net || 0, true)),
      h("td", p ? dollars(p.balanceAfter) : ""));
  });
  return h("details.sl-recall", { "data-testid": "slot-recall", open: m.recallOpen, ontoggle: (e) => { m.recallOpen = e.currentTarget.open; } },
    h("summary", `Game recall: your last ${rows.length} play${rows.length === 1 ? "" : "s"} at this machine`),
    rows.length ? h("table.sl-pays", h("thead", h("tr", ["Play", "Time", "Stops", "Cost", "Result", "Net", "Balance after"].map((c) => h("th", c)))), h("tbody", rows))
      : h("p.hint", "No plays yet."));
}

// act words the play: the spin and what it costs (89).
export function act(o, m) {
  if (o.name !== "spin" || !m.state.felt) return null;
  return { label: `Spin (${dollars(m.state.felt.unitCost)})` };
}

// jackpotBoard is the display over the machines of a linked progressive
// jackpot, always showing the amount (91).
function jackpotBoard(m) {
  const f = m.state.felt, p = f.progressive;
  const amount = m.state.jackpot;
  return h("div.sl-jackpot", { "data-testid": "slot-jackpot", "aria-live": "polite" },
    h("span.sl-jp-label", `Progressive jackpot (pool “${p.pool}”)`),
    h("span.sl-jp-amount", amount != null ? dollars(amount) : "—"),
    h("span.sl-jp-rule", `${p.symbols.join(" ")} on line 1; it grows by ${p.rate} of every play and restarts at ${dollars(p.reset)} (91, 92)`));
}

// windowOf draws the reels: row r of reel k shows strip[(stop + r) % n].
// Before any play the reels show their first stops.
function windowOf(f, stops, elapsed) {
  const rows = f.rows || 1;
  const reels = f.reels.map((strip, k) => {
    const stop = stops ? stops[k] : 0;
    const cells = [];
    for (let r = 0; r < rows; r++) cells.push(h("div.sl-cell", { "data-row": r }, symbol(strip[(stop + r) % strip.length], f)));
    const spinning = elapsed < SPIN_MS + k * STAGGER_MS;
    const reel = h("div.sl-reel" + (spinning ? ".sl-spinning" : ""), { "data-testid": `reel-${k + 1}`, "aria-label": `Reel ${k + 1}${stops ? `, stopped at ${stop}` : ""}` }, cells);
    return reel;
  });
  const shown = stops ? `The reels stopped at ${stops.join(", ")}.` : "The reels have not been spun yet.";
  return h("div.sl-window", { role: "img", "aria-label": shown, style: `--rows: ${rows}` }, reels, h("p.sl-stops", { "data-testid": "stops" }, shown));
}

function symbol(s, f) {
  const cls = s === f.wild ? ".sl-wild" : s === f.scatter ? ".sl-scatter" : s === "blank" ? ".sl-blank" : "";
  return h("span.sl-sym" + cls, s === "blank" ? "—" : s);
}

// payTable lists every prize and how it is allocated (89): what each line
// combination pays per coin on a line and for the whole play, the scatter
// pays, and what the wild does.
function payTable(f) {
  const perLine = f.coins / f.paylines;
  const rows = f.pays.map((p) => h("tr",
    h("th", { scope: "row" }, p.symbols.join(" ")),
    h("td", p.pays ? `${p.pays} × ${perLine} coin${perLine > 1 ? "s" : ""}` : "—"),
    h("td", [p.pays ? dollars(p.pays * perLine * f.denomination) : null, p.merchandise ? h("span.sl-merch", `${p.pays ? " and " : ""}${p.merchandise} (merchandise, 90)`) : null])));
  for (const p of f.scatterPays || []) {
    rows.push(h("tr", h("th", { scope: "row" }, `${p.count}+ ${f.scatter} anywhere`), h("td", `${p.pays} × ${f.coins} coins`), h("td", dollars(p.pays * f.coins * f.denomination))));
  }
  return h("table.sl-pays", { "aria-label": "Pay table (section 89)" },
    h("caption", `Prizes: a line pays its highest combination, read from the left reel${f.wild ? `; ${f.wild} stands for any symbol but ${f.scatter || "the scatter"}` : ""}. “any” is any symbol.`),
    h("thead", h("tr", h("th", "Combination"), h("th", "Pays"), h("th", "Wins"))),
    h("tbody", rows));
}

// odds are the machine's exact figures over every combination of stops
// (ruling M1): its return (at least 83%, 93), how often a play pays, and
// the jackpot's chance, the same at every linked machine (92).
function odds(f) {
  return h("dl.sl-odds", { "data-testid": "slot-odds" },
    h("dt", "Return"), h("dd", { "data-testid": "slot-return" }, `${f.returnPercent}% (exactly ${f.return}; at least 83%, section 93)`),
    h("dt", "A play pays"), h("dd", `${f.hitFrequency} of the time`),
    f.jackpotChance ? [h("dt", "Jackpot chance"), h("dd", `${f.jackpotChance} a play`)] : null);
}
