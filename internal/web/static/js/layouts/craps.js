// craps.js: the craps layout (95.13–95.17): the point numbers across the
// top, each with its place, buy and lay spots and the come bets standing
// on it; the come and don't come areas, the field, the pass line and the
// don't pass bar; the odds beside the line bets once a point is known; and
// the centre of the table with the hardways, the one-roll propositions and
// the hop bets. The puck shows the point; the dice the last roll.

import { h, dice, dollars, title } from "../ui.js";
import { spot, otherWagers, placed } from "./common.js";

const POINTS = [4, 5, 6, 8, 9, 10];

export function felt(m) {
  const v = m.state.view;
  const f = m.state.felt || {};
  const point = f.point || 0;
  const roll = v.dice && v.dice.length ? v.dice : v.last && v.last.dice;
  return h("div.felt.craps",
    h("div.cr-head",
      h("div.cr-roll", { "data-testid": "roll" }, roll ? [h("span.cr-label", "Last roll"), dice(roll), h("span.cr-total", `total ${roll[0] + roll[1]}`)] : h("span.cr-label", "No roll yet")),
      h("div.cr-puck" + (point ? ".on" : ".off"), { "data-testid": "puck", "aria-label": point ? `The point is ${point}` : "No point: the next roll is a come-out roll" }, point ? `ON ${point}` : "OFF"),
      f.shooter ? h("div.cr-shooter", `Shooter: seat ${f.shooter}${f.shooter === m.seat ? " (you)" : ""}`) : h("div.cr-shooter", "No shooter yet: a pass or don't pass bet takes the dice (95.11)")),
    h("div.cr-points", POINTS.map((n) => pointBox(m, n, point))),
    h("div.cr-main",
      h("div.cr-left",
        h("div.cr-row",
          spot(m, "dont-come", "Don't come bar 12", { cls: "cr-dc" }),
          spot(m, "come", "Come", { cls: "cr-come" })),
        spot(m, "field", h("span", "Field ", h("small", "2 3 4 9 10 11 12 · 2 and 12 pay double")), { cls: "cr-field", name: "Field" }),
        h("div.cr-row",
          spot(m, "dont-pass", "Don't pass bar 12", { cls: "cr-dp" }),
          spot(m, "dont-pass-odds", "Don't pass odds", { cls: "cr-odds" })),
        h("div.cr-row",
          spot(m, "pass", "Pass line", { cls: "cr-pass" }),
          spot(m, "pass-odds", "Pass odds", { cls: "cr-odds" }))),
      h("div.cr-centre", { role: "group", "aria-label": "Proposition bets" },
        h("h3", "Hardways"),
        h("div.cr-grid2", [4, 6, 8, 10].map((n) => spot(m, `hard-${n}`, `Hard ${n}`, { cls: "cr-prop" }))),
        h("h3", "One roll"),
        h("div.cr-grid3",
          spot(m, "any-7", "Any 7", { cls: "cr-prop" }),
          spot(m, "eleven", "Eleven", { cls: "cr-prop" }),
          spot(m, "any-craps", "Any craps", { cls: "cr-prop" }),
          spot(m, "craps-2", "Craps 2", { cls: "cr-prop" }),
          spot(m, "craps-3", "Craps 3", { cls: "cr-prop" }),
          spot(m, "craps-12", "Craps 12", { cls: "cr-prop" }),
          spot(m, "horn", "Horn", { cls: "cr-prop", pays: "4 parts: 2 3 11 12" }),
          spot(m, "world", "World", { cls: "cr-prop", pays: "5 parts: 2 3 7 11 12" }),
          spot(m, "three-way-craps", "3-way craps", { cls: "cr-prop", pays: "3 parts: 2 3 12" })),
        hops(m))),
    working(m, f),
    otherWagers(m));
}

// pointBox is one number of the top row: its place, buy and lay spots and
// the come and don't come bets (with their odds) that travelled to it.
// The odds of each point number (95.16, 95.17): the place bet, the buy
// bet and the come odds (true odds), the lay bet and the don't come odds.
const PLACE = { 4: "9 to 5", 5: "7 to 5", 6: "7 to 6", 8: "7 to 6", 9: "7 to 5", 10: "9 to 5" };
const TRUE = { 4: "2 to 1", 5: "3 to 2", 6: "6 to 5", 8: "6 to 5", 9: "3 to 2", 10: "2 to 1" };
const LAY = { 4: "1 to 2", 5: "2 to 3", 6: "5 to 6", 8: "5 to 6", 9: "2 to 3", 10: "1 to 2" };

function pointBox(m, n, point) {
  const come = m.seat != null ? placed(m, m.seat, `come-${n}`) : 0;
  const dcome = m.seat != null ? placed(m, m.seat, `dont-come-${n}`) : 0;
  return h(`div.cr-point${point === n ? ".is-point" : ""}`, { "data-point": n },
    h("div.cr-num", n === 6 ? "SIX" : n === 9 ? "NINE" : String(n)),
    spot(m, `place-${n}`, "Place", { cls: "cr-small", name: `Place ${n}`, pays: PLACE[n] }),
    spot(m, `buy-${n}`, "Buy", { cls: "cr-small", name: `Buy ${n}`, pays: `${TRUE[n]}, 5% to buy` }),
    spot(m, `lay-${n}`, "Lay", { cls: "cr-small", name: `Lay ${n}`, pays: `${LAY[n]}, 5% of the win` }),
    come ? h("div.cr-travel", `Your come ${dollars(come)}`) : null,
    dcome ? h("div.cr-travel", `Your don't come ${dollars(dcome)}`) : null,
    spot(m, `come-odds-${n}`, "Come odds", { cls: "cr-small.cr-odds", name: `Come odds on ${n}`, pays: TRUE[n] }),
    spot(m, `dont-come-odds-${n}`, "Don't come odds", { cls: "cr-small.cr-odds", name: `Don't come odds on ${n}`, pays: LAY[n] }));
}

// hops are the 21 pairs of dice a hop bet names (95.15(9)).
function hops(m) {
  const out = [];
  for (let a = 1; a <= 6; a++) for (let b = a; b <= 6; b++) out.push(spot(m, `hop-${a}-${b}`, dice([a, b]), { cls: "cr-hop", name: `Hop ${a}-${b}` }));
  return h("details.cr-hops", h("summary", "Hop bets: one exact roll"), h("div.cr-grid7", out));
}

// working lists the seat's wagers that are off on a come-out roll unless
// the player says they work (ruling C3), as the table tells: the decision
// bar has a "Working" button for each one that is off.
function working(m, f) {
  if (m.seat == null || !f.bets) return null;
  const mine = f.bets.filter((b) => b.seat === m.seat && b.switchable);
  if (!mine.length) return null;
  return h("div.cr-working", h("h3", "On the come-out roll (C3)"),
    h("ul", mine.map((b) => h("li", { "data-wager": b.wager }, `${title(b.wager)} ${dollars(b.amount)}: ${b.working ? "working" : b.off ? "off" : "working while the point is on"}`))));
}
