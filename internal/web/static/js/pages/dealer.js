// dealer.js: the live dealer's console. The dealer announces no more bets,
// rolls or deals, and enters each card, roll or pocket as it really comes
// out — typed in the spec's notation and checked as it is typed. A step
// that needs an outcome not yet entered waits, and completes when it is.

import * as api from "../api.js";
import { h, dollars, title, notice, card, cardRE, normalCard, tile, tileRE, normalTile, die, field } from "../ui.js";
import { layoutFor } from "../layouts/index.js";
import { statusLine, resultPanel, eventText } from "./table.js";

export async function render(ctx, [id]) {
  if (!id) return list(ctx);
  const { tables } = await api.get("/tables");
  const info = tables.find((t) => String(t.id) === id);
  if (!info) throw new Error(`Table ${id} is not open.`);
  if (info.mode !== "live") throw new Error(`${info.name} is an electronic table: it deals by itself.`);
  const spec = await api.gameSpec(info.game);
  const layout = layoutFor(info.game);
  const m = { info, spec, state: null, seat: null, me: ctx.session.user.name, pending: {}, addChip() {}, log: [] };
  m.redraw = () => { if (m.state) draw(); };

  const status = h("div.table-status", { "aria-live": "polite" });
  const message = h("div.message", { "aria-live": "assertive" });
  const actions = h("div.dealer-actions", { role: "group", "aria-label": "Dealer actions" });
  const feltBox = h("div.felt-box");
  const results = h("div.results");
  const log = h("ol.log");
  const entry = outcomeEntry(spec.outcome || "cards", async (outcomes, tell) => {
    try {
      const r = await api.post(`/tables/${info.id}/outcomes`, { outcomes });
      tell("ok", `Entered ${outcomes.map(said).join(" ")}.`);
      entered = r.round; // the state it brings may come after this answer
      return true;
    } catch (err) {
      tell("error", err.message);
      return false;
    }
  });

  // Messages follow the round, as on the table page: epoch changes when the
  // round settles and when the next one starts, clearing the message; the
  // answer to an announcement made before that is not shown after it (the
  // roll's answer comes once the outcome settled the round).
  let epoch = 0, lastPhase = null, lastRound = null;
  // entered is the round the last outcome entered left the table in: a
  // craps roll taken while the last result showed opens the next round
  // only once its dice are entered, and the state saying so may come after
  // the answer; its "Entered" belongs to that round and stays.
  let entered = null;
  function say(kind, text, at = epoch) {
    if (at !== epoch && kind !== "error") return;
    message.replaceChildren(kind ? notice(kind, text) : "");
  }

  // A step may take an argument the dealer chooses beside its button:
  // Super Pan 9's and the Pai Gows' next-round offers the next round's
  // bank to a seat (62, 53, 116); Grand Baccarat's no-more-bets names the seated player who deals
  // (28). 0 is the dealer, and sends nothing. The engine refuses a seat the
  // by-law does not allow, and says why.
  const choices = [];
  if (info.game === "super-pan-9") choices.push({ step: "next-round", arg: "bank", label: "Bank next round", section: "62, 53" });
  if (info.game === "pai-gow-poker") choices.push({ step: "next-round", arg: "bank", label: "Bank next round", section: "53" });
  if (info.game === "pai-gow") choices.push({ step: "next-round", arg: "bank", label: "Bank next round", section: "116" });
  if (info.game === "baccarat" && (info.options || {}).style === "grand") choices.push({ step: "no-more-bets", arg: "by", label: "Cards dealt by", section: "28" });
  const chosen = {}; // arg → seat, kept across redraws

  async function announce(name) {
    const at = epoch;
    const step = { dealer: name };
    const c = choices.find((x) => x.step === name);
    if (c && chosen[c.arg]) step[c.arg] = chosen[c.arg];
    const words = title(name) + (c && chosen[c.arg] ? ` (${c.label.toLowerCase()} seat ${chosen[c.arg]})` : "");
    say("info", `${words}…`);
    try {
      await api.post(`/tables/${info.id}/steps`, step, { "Idempotency-Key": api.key() });
      say("ok", `${words}: done.`, at);
      if (c && c.arg === "bank") { chosen.bank = 0; draw(); } // a seat never banks two rounds running (53)
    } catch (err) {
      if (err.code === "waiting") say("info", `${title(name)}: waiting for you to enter the outcome.`, at);
      else say("error", err.message);
    }
  }

  function onState(st) {
    m.state = st;
    for (const e of st.events || []) m.log.unshift(eventText(e, st));
    m.log = m.log.slice(0, 60);
    const next = st.round !== lastRound || (lastPhase === "over" && st.phase !== "over");
    if (lastPhase !== null && (next || (st.phase === "over" && lastPhase !== "over"))) {
      epoch++;
      say(null);
      if (next && st.round !== entered) entry.clear(); // "Entered 1-4-5" was the last round's
    }
    lastPhase = st.phase;
    lastRound = st.round;
    draw();
  }

  // waiting reports whether a step waits for the dealer's outcome. A
  // settled round may have one: at craps and roulette the next roll or
  // spin may be asked for while the last result shows.
  const waiting = (st) => !!st.waiting;

  function draw() {
    const st = m.state;
    status.replaceChildren(...[statusLine(st, info), waiting(st) ? h("p.waiting", { "data-testid": "waiting" }, `Enter the ${spec.outcome === "cards" || !spec.outcome ? "next card" : "outcome"} that came out.`) : null].filter(Boolean));
    const focusKey = document.activeElement && document.activeElement.dataset ? document.activeElement.dataset.key : null;
    const dealerOpts = st.options.filter((o) => o.kind === "dealer");
    actions.replaceChildren(...(dealerOpts.length ? dealerOpts.flatMap((o) => [h("button.primary", {
      type: "button", "data-key": `dealer:${o.name}`, "data-dealer": o.name, title: o.section ? `Section ${o.section}` : null, onclick: () => announce(o.name),
    }, title(o.name)), ...choices.filter((c) => c.step === o.name).map((c) => choice(c, st))]) : [h("p.hint", st.phase === "bets" ? "Waiting for wagers." : "Nothing to announce now.")]));
    if (info.game === "craps" && st.options.some((o) => o.kind === "dealer" && o.name === "roll")) actions.append(withhold(st));
    feltBox.replaceChildren(layout.felt(m));
    results.replaceChildren(resultPanel(st.view.last, st, ""));
    log.replaceChildren(...m.log.map((t) => h("li", t)));
    entry.setWaiting(waiting(st));
    if (focusKey) {
      const again = actions.querySelector(`[data-key="${CSS.escape(focusKey)}"]`);
      if (again) again.focus({ preventScroll: true });
    }
  }

  // choice is the labelled list beside a step's button: the dealer, or a
  // seated player. A seat that has left is dropped from the choice.
  function choice(c, st) {
    const seats = Object.keys(st.seats || {}).map(Number).sort((a, b) => a - b);
    if (!seats.includes(chosen[c.arg])) chosen[c.arg] = 0;
    const sel = h("select", { id: `choice-${c.arg}`, "data-key": `choice:${c.arg}`, "data-choice": c.arg, onchange: () => { chosen[c.arg] = Number(sel.value); } },
      h("option", { value: "0", selected: !chosen[c.arg] }, "Dealer"),
      seats.map((s) => h("option", { value: String(s), selected: chosen[c.arg] === s }, `Seat ${s}`)));
    return h("div.field.dealer-choice", { title: `Section ${c.section}` }, h("label", { for: sel.id }, c.label), sel);
  }

  // withhold is the craps dealer's 95.4: a player who repeatedly breaks
  // the rules of the roll loses his turn with the dice until the next roll.
  function withhold(st) {
    const seats = Object.keys(st.seats || {}).map(Number).sort((a, b) => a - b);
    const sel = h("select", { id: "withhold-seat", "data-key": "withhold-seat" }, seats.map((n) => h("option", { value: String(n) }, `Seat ${n}`)));
    return h("form.inline.dealer-choice", {
      title: "Section 95.4",
      async onsubmit(e) {
        e.preventDefault();
        const at = epoch;
        try {
          await api.post(`/tables/${info.id}/steps`, { dealer: "withhold", shooter: Number(sel.value) }, { "Idempotency-Key": api.key() });
          say("ok", `Seat ${sel.value}'s turn with the dice is withheld until the next roll (95.4).`, at);
        } catch (err) { say("error", err.message); }
      },
    }, h("label", { for: sel.id }, "Withhold the dice from"), sel, h("button", { type: "submit", "data-key": "withhold", disabled: !seats.length }, "Withhold"));
  }

  const w = api.watch(info.id, onState);
  const tick = setInterval(() => { if (m.state) status.firstChild && status.replaceChild(statusLine(m.state, info), status.firstChild); }, 500);
  ctx.onLeave(() => { w.stop(); clearInterval(tick); });
  return h("section.dealer-page",
    h("div.table-head", h("div", h("h1", `Dealing ${info.name}`), h("p.sub", `${spec.name} · live · limits ${dollars(info.min)} to ${dollars(info.max)}`)),
      h("a.button", { href: "#/dealer" }, "All my tables")),
    status, message, actions, entry.el, feltBox, results, h("details.log-box", { open: true }, h("summary", "Table log"), log));
}

async function list(ctx) {
  const { tables } = await api.get("/tables");
  const me = ctx.session.user;
  const mine = tables.filter((t) => t.mode === "live" && (!t.dealer || t.dealer === me.id));
  return h("section", h("h1", "Dealer console"),
    mine.length ? h("ul.tables", mine.map((t) => h("li.table-card",
      h("div.tc-head", h("h3", t.name), h("span.badge.live", "Live")),
      h("p", `${t.gameName} · ${t.taken.length} seated`),
      h("a.button.primary", { href: `#/dealer/${t.id}` }, "Open console"))))
      : notice("info", "No live table is assigned to you. An admin opens live tables and names their dealer."));
}

// said words an outcome entered: a roll 1-4-5, a card, a pocket or a stop
// with the revolutions counted, "17 (9 revolutions)".
function said(o) {
  if (Array.isArray(o)) return o.join("-");
  if (o && typeof o === "object" && o.stops) return `${o.stops.join("-")} (disrupted: ${o.disrupted})`;
  if (o && typeof o === "object") {
    const what = o.pocket !== undefined ? o.pocket : `stop ${o.stop}`;
    return o.revolutions !== undefined ? `${what} (${o.revolutions} revolutions)` : String(what);
  }
  return typeof o === "number" ? `stop ${o}` : o;
}

// outcomeEntry is the box the dealer types outcomes into, checked as typed.
export function outcomeEntry(kind, submit) {
  const input = h("input.outcome-input", { autocomplete: "off", spellcheck: "false", "aria-describedby": "outcome-help outcome-check", "data-testid": "outcome-input" });
  const preview = h("div.preview", { id: "outcome-check", "aria-live": "polite" });
  const button = h("button.primary", { type: "submit", disabled: true }, "Enter");
  const said = h("div", { "aria-live": "polite" });
  const tell = (kind, text) => said.replaceChildren(notice(kind, text));
  let parsed = null;
  const help = {
    cards: "Cards in the order they came out, e.g. As Kd Th 2c (rank 2–9 T J Q K A, suit c d h s).",
    "dice-3": "The three dice, e.g. 1 4 5 or 145.",
    "dice-2": "The two dice, e.g. 3 4 or 34.",
    pocket: "The winning pocket (0, 00 or 1 to 36), then the ball's revolutions if counted: 17 9. Fewer than 7 is not a valid spin (74).",
    segment: "The segment the pin stopped on (0 first), then the wheel's revolutions if counted: 12 4. Fewer than 3 is not a valid result (121).",
    tiles: "Tiles in the order they were dealt, e.g. 6-6 1-3 2-4 (two halves 1 to 6).",
    reels: "Where each reel stopped, left to right (0 first), e.g. 3 17 0; a play the player disrupted: 3 17 0 disrupted: the reason (void without refund, 94).",
  }[kind] || "The outcome as JSON, as the replay script writes it.";

  function check() {
    const t = input.value.trim();
    parsed = null;
    preview.replaceChildren();
    input.removeAttribute("aria-invalid");
    if (!t) { button.disabled = true; return; }
    try {
      parsed = parse(kind, t);
      preview.append(show(kind, parsed));
      button.disabled = false;
    } catch (err) {
      input.setAttribute("aria-invalid", "true");
      preview.append(h("span.bad", { role: "alert" }, err.message));
      button.disabled = true;
    }
  }
  input.addEventListener("input", check);
  const form = h("form.outcome", {
    async onsubmit(e) {
      e.preventDefault();
      check();
      if (!parsed) return;
      button.disabled = true;
      if (await submit(parsed, tell)) { input.value = ""; check(); }
      else button.disabled = false;
      input.focus();
    },
  }, field(kind === "cards" ? "Cards out of the shoe" : kind === "tiles" ? "Tiles dealt" : kind.startsWith("dice") ? "Dice" : kind === "reels" ? "Reel stops" : "Outcome", input), h("small.hint", { id: "outcome-help" }, help), preview, button, said);
  const el = h("section.entry", { "aria-label": "Enter outcomes" }, form);
  return {
    el,
    clear() { said.replaceChildren(); },
    setWaiting(w) { el.classList.toggle("waiting", !!w); if (w && document.activeElement === document.body) input.focus(); },
  };
}

// parse reads what the dealer typed, or throws saying what is wrong where.
export function parse(kind, t) {
  if (kind === "cards") {
    const tokens = t.split(/[\s,]+/).filter(Boolean);
    return tokens.map((tok, i) => {
      if (!cardRE.test(tok)) {
        throw new Error(`card ${i + 1}, "${tok}", is not a card: a rank 2–9 T J Q K A then a suit c d h s, such as Qh`);
      }
      return normalCard(tok);
    });
  }
  if (kind === "tiles") {
    const tokens = t.split(/[\s,]+/).filter(Boolean);
    return tokens.map((tok, i) => {
      if (!tileRE.test(tok)) throw new Error(`tile ${i + 1}, "${tok}", is not a tile: two halves 1 to 6 joined by "-", such as 6-6 or 1-3`);
      return normalTile(tok);
    });
  }
  if (kind === "dice-3" || kind === "dice-2") {
    const n = Number(kind.slice(5));
    const digits = t.replace(/[\s,-]+/g, "");
    if (!/^\d+$/.test(digits)) throw new Error("dice are the digits 1 to 6");
    const bad = [...digits].findIndex((d) => d < "1" || d > "6");
    if (bad >= 0) throw new Error(`die ${bad + 1} shows ${digits[bad]}: a die shows 1 to 6`);
    if (digits.length !== n) throw new Error(`${digits.length} ${digits.length === 1 ? "die" : "dice"} typed; a roll here is ${n} dice`);
    return [[...digits].map(Number)];
  }
  if (kind === "pocket" || kind === "segment") {
    // the result, then optionally the revolutions counted (74, 121)
    const [what, revs, extra] = t.split(/[\s,]+/).filter(Boolean);
    if (extra !== undefined) throw new Error(`"${extra}" is one word too many: the ${kind === "pocket" ? "pocket" : "segment"}, then the revolutions`);
    let entry;
    if (kind === "pocket") {
      if (!/^(00|0|[1-9]|[12]\d|3[0-6])$/.test(what)) throw new Error(`"${what}" is not a pocket: 0, 00 or 1 to 36`);
      entry = { pocket: what };
    } else {
      if (!/^(0|[1-9]\d?)$/.test(what)) throw new Error(`"${what}" is not a segment: a number from 0`);
      entry = { stop: Number(what) };
    }
    if (revs === undefined) return [kind === "pocket" ? what : entry.stop];
    if (!/^\d{1,3}$/.test(revs.replace(/^r/i, ""))) throw new Error(`"${revs}" is not a number of revolutions`);
    entry.revolutions = Number(revs.replace(/^r/i, ""));
    return [entry];
  }
  if (kind === "reels") {
    const [stopsText, ...why] = t.split(/\bdisrupted\b:?/i);
    const stops = stopsText.split(/[\s,-]+/).filter(Boolean);
    const bad = stops.findIndex((x) => !/^\d{1,4}$/.test(x));
    if (!stops.length) throw new Error("type each reel's stop, left to right");
    if (bad >= 0) throw new Error(`reel ${bad + 1}, "${stops[bad]}", is not a stop: a number from 0`);
    const reason = why.join(" ").trim();
    if (why.length && !reason) throw new Error("say how the play was disrupted after \"disrupted:\"");
    return reason ? [{ stops: stops.map(Number), disrupted: reason }] : [stops.map(Number)];
  }
  let v;
  try { v = JSON.parse(t); } catch { throw new Error("not valid JSON"); }
  return Array.isArray(v) ? v : [v];
}

function show(kind, parsed) {
  if (kind === "cards") return h("div.hand", parsed.map((c) => card(c)));
  if (kind === "tiles") return h("div.hand", parsed.map((x) => tile(x)));
  if (kind.startsWith("dice")) return h("div.dice", parsed[0].map((d) => die(d)));
  return h("code", JSON.stringify(parsed));
}
