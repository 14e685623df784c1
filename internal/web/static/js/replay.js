// replay.js: a stored round played back step by step, as the person asking
// may see it (a player his own seat's view, an auditor every card), from
// GET /api/rounds/{id}/replay.

import * as api from "./api.js";
import { h, dollars, title } from "./ui.js";
import { layoutFor } from "./layouts/index.js";
import { resultPanel, eventText } from "./pages/table.js";

// stepText puts a script step into words.
export function stepText(s) {
  if (!s) return "The table before the first step";
  if (s.finish) return "The round ends with the defaults the rules name";
  const who = s.player ? `${s.player} (behind seat ${s.seat})` : s.seat ? `Seat ${s.seat}` : "Dealer";
  if (s.dealer) return `Dealer: ${title(s.dealer)}`;
  if (s.withdraw) return `${who} takes down ${title(s.withdraw)}`;
  if (s.act) return `${who}: ${title(s.act)}${s.amount ? " " + dollars(s.amount) : ""}`;
  if (s.wager && typeof s.wager === "object") {
    return `${who} wagers ` + Object.entries(s.wager).map(([id, c]) => `${dollars(c)} on ${title(id)}`).join(", ");
  }
  return JSON.stringify(s);
}

// viewer returns an element that plays round id back (the record's id; the
// page names the round by its number at its table, as the table page does).
export async function viewer(id, name) {
  const rp = await api.get(`/rounds/${id}/replay`);
  const layout = layoutFor(rp.game);
  const spec = await api.gameSpec(rp.game);
  let i = rp.frames.length - 1;
  const stage = h("div.replay-stage", { "aria-live": "polite" });
  const counter = h("span.counter");
  const btn = (label, key, f) => h("button", { type: "button", "data-key": key, onclick: () => { f(); draw(); } }, label);
  const first = btn("« First", "first", () => { i = 0; });
  const prev = btn("◀ Previous", "prev", () => { i = Math.max(0, i - 1); });
  const next = btn("Next ▶", "next", () => { i = Math.min(rp.frames.length - 1, i + 1); });
  const last = btn("Last »", "last", () => { i = rp.frames.length - 1; });

  function draw() {
    const f = rp.frames[i];
    const seat = rp.seat > 0 && rp.seat < 1000 ? rp.seat : null;
    const st = { view: f.view, options: [], seats: {}, mine: seat ? [seat] : [], phase: f.view.phase, round: f.view.round, turn: f.view.turn };
    const m = { state: st, spec, seat, me: name, pending: {}, info: { seatCount: 7 }, addChip() {} };
    counter.textContent = `Step ${i} of ${rp.frames.length - 1}`;
    first.disabled = prev.disabled = i === 0;
    next.disabled = last.disabled = i === rp.frames.length - 1;
    // replaceChildren writes a null as the text "null": leave the missing parts out
    stage.replaceChildren(...[
      h("p.step-text", { "data-testid": "step-text" }, stepText(f.step)),
      f.events && f.events.length ? h("ul.frame-events", f.events.map((e) => h("li", eventText(e, st)))) : null,
      layout.felt(m),
      i === rp.frames.length - 1 && f.view.last ? resultPanel(f.view.last, { ...st, phase: "over" }, name, "Result") : null,
    ].filter(Boolean));
  }
  draw();
  return h("section.replay", { "aria-label": `Round ${rp.number} step by step` },
    h("div.replay-controls", { role: "group", "aria-label": "Replay controls" }, first, prev, counter, next, last),
    stage);
}
