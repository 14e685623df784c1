// sicbo.js: the Sic Bo layout (95.22): small and big, the triples, any
// triple, the doubles, the totals 4 to 17, the two-dice combinations and the
// single numbers, as the table's felt lays them out.

import { h, dice, die } from "../ui.js";
import { spot, otherWagers } from "./common.js";

export function felt(m) {
  const v = m.state.view;
  const s = (id, label, cls) => spot(m, id, label, { cls, showPays: cls === "wide" });
  const triples = [1, 2, 3, 4, 5, 6].map((n) => s(`triple-${n}`, faces([n, n, n]), "triple"));
  const doubles = [1, 2, 3, 4, 5, 6].map((n) => s(`double-${n}`, faces([n, n]), "double"));
  const totals = [];
  for (let t = 4; t <= 17; t++) totals.push(s(`total-${t}`, String(t), "total"));
  const duos = [];
  for (let a = 1; a <= 6; a++) for (let b = a + 1; b <= 6; b++) duos.push(s(`duo-${a}-${b}`, faces([a, b]), "duo"));
  const singles = [1, 2, 3, 4, 5, 6].map((n) => s(`single-${n}`, faces([n]), "single"));
  return h("div.felt.sicbo",
    h("div.shaker", v.dice && v.dice.length
      ? [h("span.shaker-label", "Last roll"), dice(v.dice), h("span.shaker-total", `total ${v.dice.reduce((a, b) => a + b, 0)}`)]
      : h("span.shaker-label", "The dice are in the shaker")),
    h("div.sb-row.upper",
      s("small", "Small 4–10", "wide"),
      h("div.sb-triples", h("div.sb-sub", triples), s("any-triple", "Any triple", "anytriple")),
      s("big", "Big 11–17", "wide")),
    h("div.sb-row.doubles", doubles),
    h("div.sb-row.totals", totals),
    h("div.sb-row.duos", duos),
    h("div.sb-row.singles", singles),
    otherWagers(m));
}

function faces(ns) {
  return h("span.faces", ns.map((n) => die(n)));
}
