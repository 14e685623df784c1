// common.js: the pieces every layout is made of. A layout draws the felt —
// hands, dice and wager spots — from the table's State (what this person may
// see and do now, straight from the engine's Legal() and View()); the page
// around it draws the chips, the acts and the results.
//
// m, the table model a layout reads:
//   m.state    the last State from the server
//   m.spec     the game's catalog entry
//   m.seat     the seat the player acts for now (null for a spectator)
//   m.me       the player's name
//   m.pending  {wager id: cents} stakes chosen, not yet placed
//   m.addChip(id, option)  puts the chosen chip on a spot
//   m.redraw() draws the page again (for what a layout reads later, such as
//              Baccarat's road; absent in a round played back)
//
// A layout exports felt(m), and may export act(option, m) to word one of
// its game's decisions for the table's bar: {label, field, hint, value}.

import { h, dollars, hand, stack, title } from "../ui.js";

// wagerOption returns the legal wager option for id on the active seat (or,
// for a standing player's wager behind box seat, his own option there).
export function wagerOption(m, id, seat = m.seat) {
  if (!m.state || seat == null) return null;
  return m.state.options.find((o) => o.kind === "wager" && o.name === id && o.seat === seat && (!o.player || o.player === m.me)) || null;
}

// placed is the sum on the layout for a seat's wager id (a behind
// bettor's when player is given).
export function placed(m, seat, id, player) {
  let sum = 0;
  for (const w of (m.state && m.state.view.wagers) || []) {
    if (w.seat === seat && w.wager === id && (player === undefined || (w.player || "") === player)) sum += w.amount;
  }
  return sum;
}

// pendingKey is how a stake waiting to be placed is filed: the wager id, and
// for a behind wager the box it goes behind.
export function pendingKey(id, seat, player) {
  return player ? `${id}@${seat}` : id;
}

// pays returns the catalog's "pays" line for a wager id, matching patterns
// such as total-N or duo-A-B.
export function pays(spec, id) {
  if (!spec) return "";
  for (const w of spec.wagers) {
    if (w.id === id) return w.pays || "";
  }
  for (const w of spec.wagers) {
    const re = new RegExp("^" + w.id.replace(/[.]/g, "\\.").replace(/\b[A-Z]\b/g, "[0-9]+") + "$");
    if (re.test(id)) return w.pays || "";
  }
  return "";
}

// spot draws one wager spot: its name, what it pays, the money on it and the
// stake waiting to be placed. It is a button while the rules take this wager.
export function spot(m, id, label, opts = {}) {
  const seat = opts.seat ?? m.seat;
  const player = opts.player;
  const opt = wagerOption(m, id, seat);
  const on = seat == null ? 0 : placed(m, seat, id, player === undefined ? undefined : player);
  const pend = m.pending[pendingKey(id, seat, player)] || 0;
  const payLine = opts.pays ?? pays(m.spec, id);
  const limits = opt ? `${dollars(opt.min)} to ${dollars(opt.max)}${opt.multiple ? `, in steps of ${dollars(opt.multiple)}` : ""}` : "";
  const name = typeof label === "string" ? label : opts.name || title(id);
  const described = [name, payLine && `pays ${payLine}`, on && `${dollars(on)} on it`, pend && `${dollars(pend)} to place`, opt && `limits ${limits}`]
    .filter(Boolean).join(", ");
  return h(`button.spot${opts.cls ? "." + opts.cls : ""}${on ? ".has" : ""}${pend ? ".pending" : ""}`, {
    type: "button",
    disabled: !opt,
    "data-wager": id,
    "data-key": `spot:${seat}:${id}`,
    style: opts.style || null,
    "aria-label": described,
    title: [payLine && `Pays ${payLine}`, limits && `Limits ${limits}`, opt && opt.section && `Section ${opt.section}`].filter(Boolean).join("\n"),
    onclick: () => m.addChip(id, opt, seat, player),
  },
  h("span.spot-name", label),
  payLine && opts.showPays !== false ? h("span.spot-pays", payLine) : null,
  on ? stack(on, "on") : null,
  pend ? stack(pend, "pend") : null);
}

// handBox draws a labelled hand.
export function handBox(label, cards, extra, key) {
  return h("div.hand-box", { "data-hand": key || null }, h("div.hand-label", label, extra ? h("span.hand-extra", extra) : null), hand(cards, label));
}

// otherWagers lists the money other seats have on the layout.
export function otherWagers(m) {
  const rows = ((m.state && m.state.view.wagers) || []).filter((w) => w.seat !== m.seat || w.player);
  if (!rows.length) return null;
  return h("div.others", h("h3", "On the layout"),
    h("ul", rows.map((w) => h("li", `Seat ${w.seat}${w.player ? ` (${w.player} behind)` : ""}: ${title(w.wager)} ${dollars(w.amount)}`))));
}

// sortedHands returns a view's hands as [key, cards], the dealer first, then
// seats and their split hands in order ("1", "3", "3.2").
export function sortedHands(view) {
  const keys = Object.keys(view.hands || {});
  const rank = (k) => {
    if (k.startsWith("dealer")) return [-1, Number(k.slice(7)) || 0]; // "dealer", then "dealer-2" …
    const [a, b] = k.split(".");
    const n = Number(a);
    return [Number.isFinite(n) ? n : 999, Number(b || 1)];
  };
  keys.sort((x, y) => {
    const [a1, a2] = rank(x), [b1, b2] = rank(y);
    return a1 - b1 || a2 - b2 || x.localeCompare(y);
  });
  return keys.map((k) => [k, view.hands[k]]);
}

export function handName(key) {
  if (key === "dealer") return "Dealer";
  if (/^\d+$/.test(key)) return `Seat ${key}`;
  const [seat, n] = key.split(".");
  if (/^\d+$/.test(seat) && n) return `Seat ${seat}, hand ${n}`;
  return title(key);
}
