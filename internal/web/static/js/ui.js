// ui.js: the small vocabulary every page is written in — building elements,
// money in dollars and cents (integers only: a float never touches an
// amount), and the drawn pieces of the casino: cards, dice, chips.

// h builds an element: h("button.primary", {onclick}, "Deal").
// attrs: on* are listeners, "class", "for", aria-*, data-* and the rest are
// attributes; a false/null attribute is left out. Children may be strings,
// elements, arrays or null.
export function h(tag, attrs, ...children) {
  const [name, ...classes] = tag.split(".");
  const el = document.createElement(name || "div");
  if (classes.length) el.className = classes.join(" ");
  if (attrs && (typeof attrs !== "object" || attrs instanceof Node || Array.isArray(attrs))) {
    children.unshift(attrs);
    attrs = null;
  }
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === false || v === null || v === undefined) continue;
    if (k.startsWith("on") && typeof v === "function") el.addEventListener(k.slice(2), v);
    else if (k === "class") el.className = [el.className, v].filter(Boolean).join(" ");
    else if (k === "value") el.value = v;
    else if (k === "checked") el.checked = !!v;
    else el.setAttribute(k, v === true ? "" : String(v));
  }
  append(el, children);
  return el;
}

function append(el, children) {
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    if (Array.isArray(c)) append(el, c);
    else el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
}

// --- money: integer cents in, dollars and cents out ---

// dollars formats cents as "$1,234.05" ("−$3.50" when negative; with
// sign, "+$3.50" when positive).
export function dollars(cents, sign = false) {
  if (typeof cents !== "number" || !Number.isInteger(cents)) return "—";
  const neg = cents < 0;
  let c = Math.abs(cents);
  const whole = Math.floor(c / 100);
  const frac = String(c % 100).padStart(2, "0");
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const s = `$${grouped}.${frac}`;
  if (neg) return "−" + s;
  return sign && cents > 0 ? "+" + s : s;
}

// parseDollars reads "12", "12.5", "12.50", "$1,000" into cents, or throws
// an Error that says what is wrong. Strings only: no float arithmetic.
// With zero, $0.00 is allowed (an option such as a jackpot's start).
export function parseDollars(text, zero = false) {
  const t = String(text).trim().replace(/^\$/, "").replace(/,/g, "");
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(t);
  if (!m) throw new Error(`"${text}" is not an amount in dollars and cents, such as 25 or 12.50`);
  const cents = Number(m[1]) * 100 + Number((m[2] || "0").padEnd(2, "0"));
  if (cents <= 0 && !zero) throw new Error("the amount must be more than $0.00");
  return cents;
}

// --- cards ---

const suitSymbol = { c: "♣", d: "♦", h: "♥", s: "♠" };
const suitName = { c: "clubs", d: "diamonds", h: "hearts", s: "spades" };
const rankName = { A: "ace", K: "king", Q: "queen", J: "jack", T: "10" };

// cardLabel is a card as words: "queen of hearts".
export function cardLabel(code) {
  if (!code || code === "??") return "face-down card";
  if (/^jk$/i.test(code)) return "joker";
  const r = code[0].toUpperCase(), s = code[1].toLowerCase();
  return `${rankName[r] || r} of ${suitName[s]}`;
}

// card draws one card ("Qh", "Td", "??" face down).
export function card(code, opts = {}) {
  if (!code || code === "??") {
    return h("div.card.back", { role: "img", "aria-label": "face-down card", title: "face down" });
  }
  if (/^jk$/i.test(code)) return h("div.card.joker", { role: "img", "aria-label": "joker" }, h("span.corner", "JK"), h("span.pip", "★"));
  const r = code[0].toUpperCase(), s = code[1].toLowerCase();
  const rank = r === "T" ? "10" : r;
  const red = s === "h" || s === "d";
  return h(`div.card${red ? ".red" : ""}${opts.small ? ".small" : ""}`,
    { role: "img", "aria-label": cardLabel(code), "data-card": r + s, title: cardLabel(code) },
    h("span.corner", rank, h("br"), suitSymbol[s]),
    h("span.pip", suitSymbol[s]),
    h("span.corner.bottom", rank, h("br"), suitSymbol[s]));
}

// tileRE is a Pai Gow tile in the spec's notation: two halves 1 to 6,
// "6-6", "1-2" (either half first when typed; the low half first as
// written).
export const tileRE = /^[1-6]-[1-6]$/;

// normalTile writes a tile as the spec does, the low half first.
export function normalTile(t) {
  const [a, b] = t.split("-").map(Number);
  return `${Math.min(a, b)}-${Math.max(a, b)}`;
}

// tile draws a Pai Gow tile (100): its two halves, the low one on top.
export function tile(code) {
  if (!code || code === "??") return h("div.tile.back", { role: "img", "aria-label": "face-down tile", title: "face down" });
  const [a, b] = code.split("-");
  return h("div.tile", { role: "img", "aria-label": `tile ${code}`, "data-tile": code, title: `tile ${code}` },
    h("span.half", { "data-pips": a }, a), h("span.half", { "data-pips": b }, b));
}

// hand draws a row of cards.
export function hand(cards, label) {
  const shown = (cards || []).map((c) => (typeof c === "string" ? c : c.card));
  return h("div.hand", { role: "group", "aria-label": label || "cards" }, shown.map((c) => card(c)));
}

// cardRE is the card notation of the spec: rank 2-9 T J Q K A and suit
// c d h s ("As", "Td"), or Jk for the joker.
export const cardRE = /^([2-9TJQKA][cdhs]|Jk)$/i;

// normalCard writes a card the way the server's notation does: "as" → "As".
export function normalCard(t) {
  if (/^jk$/i.test(t)) return "Jk";
  return t[0].toUpperCase() + t[1].toLowerCase();
}

// --- dice ---

const pips = { 1: [5], 2: [1, 9], 3: [1, 5, 9], 4: [1, 3, 7, 9], 5: [1, 3, 5, 7, 9], 6: [1, 3, 4, 6, 7, 9] };

// die draws one die face.
export function die(n) {
  const on = new Set(pips[n] || []);
  const cells = [];
  for (let i = 1; i <= 9; i++) cells.push(h(on.has(i) ? "span.dot" : "span"));
  return h("div.die", { role: "img", "aria-label": `die showing ${n}`, "data-die": n }, cells);
}

export function dice(list) {
  return h("div.dice", { role: "group", "aria-label": `dice ${list.join(", ")}` }, list.map(die));
}

// --- chips ---

export const chipValues = [100, 500, 2500, 10000, 50000];

export function chipLabel(cents) {
  return cents >= 100000 ? `$${cents / 100000}k` : `$${Math.floor(cents / 100)}`;
}

export function chip(cents, opts = {}) {
  return h(`span.chip.c${cents}${opts.small ? ".small" : ""}`, { "aria-hidden": "true" }, chipLabel(cents));
}

// stack shows an amount as the chip that best stands for it and its value.
export function stack(cents, cls = "") {
  let top = chipValues[0];
  for (const v of chipValues) if (cents >= v) top = v;
  return h(`span.stack${cls ? "." + cls : ""}`, chip(top, { small: true }), h("span.amount", dollars(cents)));
}

// --- words ---

// title turns an id into words: "no-more-bets" → "No more bets".
export function title(id) {
  const s = String(id).replace(/[-_.]/g, " ");
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function when(ms) {
  if (!ms) return "";
  const d = new Date(ms);
  return d.toLocaleString(undefined, { year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", second: "2-digit" });
}

export const resultWords = { win: "won", lose: "lost", push: "push", withdrawn: "withdrawn", surrender: "surrendered", void: "void" };

// field is a labelled input.
export function field(label, input, hint) {
  const id = input.id || (input.id = "f" + Math.random().toString(36).slice(2, 9));
  return h("div.field", h("label", { for: id }, label), input, hint ? h("small.hint", hint) : null);
}

// notice is a message block; kind is "error", "ok" or "info".
export function notice(kind, text) {
  return h(`div.notice.${kind}`, { role: kind === "error" ? "alert" : "status" }, text);
}
