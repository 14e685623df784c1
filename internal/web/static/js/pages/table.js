// table.js: a table as a player (or a spectator) sees it, live over the
// table's WebSocket: seats, the felt of the game's layout, chips and wager
// spots within the table's limits, the betting timer, a button for exactly
// each decision the rules allow now, and the result of the last round.

import * as api from "../api.js";
import { h, dollars, parseDollars, chip, chipValues, title, notice, resultWords, field } from "../ui.js";
import { layoutFor } from "../layouts/index.js";
import { pendingKey } from "../layouts/common.js";

export async function render(ctx, [id]) {
  const { tables } = await api.get("/tables");
  const info = tables.find((t) => String(t.id) === id);
  if (!info) throw new Error(`Table ${id} is not open. Choose another in the lobby.`);
  const spec = await api.gameSpec(info.game);
  const layout = layoutFor(info.game);
  const me = ctx.session.user;

  const m = {
    info, spec, me: me.name, state: null, seat: null, pending: {}, chipValue: chipValues[1],
    busy: false, log: [],
    addChip(wid, opt, seat, player) {
      if (!opt) return;
      const k = pendingKey(wid, seat, player);
      const cur = m.pending[k] || 0;
      let next = cur + m.chipValue;
      if (opt.max && next > opt.max) {
        say("error", `${title(wid)} takes at most ${dollars(opt.max)} now.`);
        return;
      }
      m.pending[k] = next;
      m.pendingMeta[k] = { id: wid, seat, player };
      say(null);
      draw();
    },
    pendingMeta: {},
    actAmount: {}, // what is typed in a decision's amount box, kept across redraws
  };
  m.redraw = () => draw(); // a layout that reads more (Baccarat's road) draws again with it
  m.send = (step, what) => send(step, what); // a layout's own step (Pai Gow Poker's set hand)

  const status = h("div.table-status", { "aria-live": "polite" });
  const message = h("div.message", { "aria-live": "assertive" });
  const feltBox = h("div.felt-box");
  const controls = h("div.controls");
  const results = h("div.results", { "aria-live": "polite" });
  const log = h("ol.log", { "aria-label": "What happened" });
  const conn = h("span.conn", "connecting…");

  const page = h("section.table-page", { "data-game": info.game },
    h("div.table-head",
      h("div", h("h1", info.name), h("p.sub", `${spec.name} · ${info.mode === "live" ? "live dealer" : "electronic"} · ${limitsWords(info)}`)),
      h("div.head-right", conn, h("a.button", { href: "#/lobby" }, "Lobby"))),
    status, message, feltBox, controls, results,
    h("details.log-box", h("summary", "Table log"), log));

  if (me.role === "player") m.sit = (s) => sit(s);

  // A message belongs to the round it was said in: epoch changes when a
  // round settles and when the next one starts, which clears the message,
  // and the answer to a step sent before that ("Hit.", "Wagers placed")
  // is not shown after it. An error is always shown: it says what was
  // refused.
  let epoch = 0;
  function say(kind, text, at = epoch) {
    if (at !== epoch && kind !== "error") return;
    message.replaceChildren(kind ? notice(kind, text) : "");
  }

  // act sends one step; errors are shown in words and change nothing.
  async function send(step, what) {
    if (m.busy) return;
    m.busy = true;
    const at = epoch;
    draw();
    try {
      await api.post(`/tables/${info.id}/steps`, step, { "Idempotency-Key": api.key() });
      say("ok", what, at);
      return true;
    } catch (err) {
      if (err.code === "waiting") { say("info", "Accepted: waiting for the dealer's cards.", at); return true; }
      say("error", err.message);
      return false;
    } finally {
      m.busy = false;
      ctx.refreshMe();
      draw();
    }
  }

  async function sit(seat) {
    if (m.busy) return;
    try {
      await api.post(`/tables/${info.id}/seats`, { seat });
      m.seat = seat;
      say("ok", `You sit at seat ${seat}.`);
    } catch (err) { say("error", err.message); }
    refresh();
  }

  async function leave(seat) {
    try {
      await api.del(`/tables/${info.id}/seats/${seat}`);
      if (m.seat === seat) m.seat = null;
      say("ok", `You left seat ${seat}.`);
    } catch (err) { say("error", err.message); }
    refresh();
  }

  async function refresh() {
    try { onState(await api.get(`/tables/${info.id}`)); } catch (err) { say("error", err.message); }
  }

  let lastPhase = null, lastRound = null;
  function onState(st) {
    m.state = st;
    if (st.mine && st.mine.length) {
      if (!st.mine.includes(m.seat)) m.seat = st.mine[0];
    } else m.seat = null;
    for (const e of st.events || []) m.log.unshift(eventText(e, st));
    m.log = m.log.slice(0, 40);
    if (st.phase !== lastPhase || st.round !== lastRound) {
      if (st.phase === "over" || (lastPhase === "over" && st.phase === "bets")) ctx.refreshMe();
      if (lastPhase !== null && (st.round !== lastRound || st.phase === "over" || lastPhase === "over")) { epoch++; say(null); }
      if (st.phase !== "bets") { m.pending = {}; m.pendingMeta = {}; }
      if (st.round !== lastRound) m.actAmount = {};
      lastPhase = st.phase;
      lastRound = st.round;
    }
    draw();
  }

  function draw() {
    const st = m.state;
    if (!st) return;
    const focusKey = document.activeElement && document.activeElement.dataset ? document.activeElement.dataset.key : null;
    status.replaceChildren(statusLine(st, info));
    feltBox.replaceChildren(layout.felt(m));
    controls.replaceChildren(controlPanel());
    results.replaceChildren(resultPanel(st.view.last, st, me.name));
    log.replaceChildren(...m.log.map((t) => h("li", t)));
    if (focusKey) {
      const again = page.querySelector(`[data-key="${CSS.escape(focusKey)}"]`);
      if (again && !again.disabled) again.focus({ preventScroll: true });
    }
  }

  function controlPanel() {
    const st = m.state;
    const box = h("div.panel");
    if (me.role !== "player") {
      box.append(h("p.hint", `You are watching as ${me.role}.`));
      return box;
    }
    // seats
    // A table whose number of players is unlimited (seatCount 0, Sic Bo
    // 95.19) offers the seats up to seven past the highest taken.
    const taken = Object.keys(st.seats).map(Number);
    const count = info.seatCount === 0 ? Math.max(0, ...taken) + 7 : info.seatCount || 7;
    const free = [];
    for (let s = 1; s <= count; s++) if (!st.seats[String(s)]) free.push(s);
    // The seats read as sentences: "Your seats: [Seat 3 (yours)] Leave seat 3",
    // then "Free seat [1] [Sit down]", or, holding one already,
    // "Another seat [1] [Also play seat 1]".
    const mine = st.mine || [];
    const seatsRow = h("div.seat-row", { role: "group", "aria-label": "Seats" });
    if (mine.length) {
      const yours = h("div.your-seats", { role: "group", "aria-labelledby": "your-seats" }, h("span.row-label", { id: "your-seats" }, mine.length > 1 ? "Your seats (the one you act for is marked)" : "Your seat"));
      for (const s of mine) {
        yours.append(h("button" + (s === m.seat ? ".selected" : ""), { type: "button", "data-key": `seat:${s}`, "aria-pressed": s === m.seat ? "true" : "false", onclick: () => { m.seat = s; m.pending = {}; m.pendingMeta = {}; draw(); } }, `Seat ${s} (yours)`));
      }
      if (m.seat != null) yours.append(h("button.link", { type: "button", "data-key": "leave", onclick: () => leave(m.seat) }, `Leave seat ${m.seat}`));
      seatsRow.append(yours);
    }
    if (free.length) {
      if (!free.includes(m.pick)) m.pick = free[0];
      const sitLabel = (s) => (mine.length ? `Also play seat ${s}` : "Sit down");
      const go = h("button", { type: "button", "data-key": "sit", onclick: () => sit(m.pick) }, sitLabel(m.pick));
      const pick = h("select", { "data-key": "pick", onchange: () => { m.pick = Number(pick.value); go.textContent = sitLabel(m.pick); } },
        free.map((s) => h("option", { value: s, selected: s === m.pick }, String(s))));
      seatsRow.append(h("div.field.free-seat", h("label", { for: "free-seat" }, mine.length ? "Another seat" : "Free seat"), pick), go);
      pick.id = "free-seat";
    } else if (!mine.length) {
      seatsRow.append(h("span.hint", "Every seat is taken; you are watching."));
    }
    box.append(seatsRow);

    const mineOpts = st.options.filter((o) => (o.seat === m.seat && !o.player) || o.player === me.name);
    const wagerOpts = mineOpts.filter((o) => o.kind === "wager");
    if (wagerOpts.length) {
      const total = Object.values(m.pending).reduce((a, b) => a + b, 0);
      box.append(h("div.bet-bar",
        h("div.chips", { role: "radiogroup", "aria-label": "Chip value" }, chipValues.map((v) =>
          h("button.chip-pick" + (v === m.chipValue ? ".selected" : ""), {
            type: "button", role: "radio", "aria-checked": v === m.chipValue ? "true" : "false", "aria-label": `${dollars(v)} chip`,
            "data-key": `chip:${v}`, onclick: () => { m.chipValue = v; draw(); },
          }, chip(v)))),
        h("div.bet-actions",
          h("span.pending-total", total ? `To place: ${dollars(total)}` : "Choose a chip, then a spot."),
          h("button.primary", { type: "button", "data-key": "place", disabled: !total || m.busy, onclick: placeAll }, "Place wagers"),
          h("button", { type: "button", "data-key": "clear", disabled: !total, onclick: () => { m.pending = {}; m.pendingMeta = {}; say(null); draw(); } }, "Clear"))));
      box.append(exactAmount(wagerOpts));
    }
    const withdraws = mineOpts.filter((o) => o.kind === "withdraw");
    const acts = mineOpts.filter((o) => o.kind === "act");
    if (acts.length || withdraws.length) {
      box.append(h("div.acts", { role: "group", "aria-label": "Your decisions" },
        acts.map((o) => actButton(o)),
        withdraws.map((o) => h("button", { type: "button", "data-key": `withdraw:${o.name}`, disabled: m.busy, onclick: () => send({ seat: o.seat, withdraw: o.name }, `${title(o.name)} taken down.`) }, `Take down ${title(o.name)}`))));
    }
    return box;
  }

  // exactAmount lets a player type a stake instead of stacking chips. The
  // panel is drawn again with every change at the table: what is typed in
  // it, and whether it is open, is kept in m.exact.
  function exactAmount(opts) {
    const ids = [...new Set(opts.map((o) => o.name))];
    const ex = m.exact || (m.exact = { open: false, id: ids[0], amount: "" });
    if (!ids.includes(ex.id)) ex.id = ids[0];
    const sel = h("select", { "data-key": "exact-wager", onchange: () => { ex.id = sel.value; } }, ids.map((i) => h("option", { value: i, selected: i === ex.id }, title(i))));
    const amt = h("input", { inputmode: "decimal", placeholder: "e.g. 12.50", size: 8, value: ex.amount, "data-key": "exact-amount", oninput: () => { ex.amount = amt.value; } });
    return h("details.exact", { open: ex.open, ontoggle: (e) => { ex.open = e.currentTarget.open; } }, h("summary", "Type an amount"),
      h("form.inline", {
        onsubmit(e) {
          e.preventDefault();
          try {
            const cents = parseDollars(amt.value);
            const o = opts.find((x) => x.name === sel.value);
            const k = pendingKey(o.name, o.seat, o.player);
            m.pending[k] = cents;
            m.pendingMeta[k] = { id: o.name, seat: o.seat, player: o.player };
            say(null);
            draw();
          } catch (err) { say("error", err.message); }
        },
      }, field("Wager", sel), field("Amount ($)", amt), h("button", { type: "submit", "data-key": "exact-set" }, "Set")));
  }

  // actButton is one decision. A decision that puts money on the layout
  // says how much: a fixed amount (a double, a split, insurance: Min ==
  // Max) is on the button; an amount the player chooses has a labelled box
  // with its bounds. A layout may word a decision its game's way
  // (layout.act: label, the box's label and hint, an amount proposed).
  // While a step waits for the dealer's cards, the table takes no other.
  function actButton(o) {
    const own = (layout.act && layout.act(o, m)) || {};
    const label = (own.label || title(o.name) + (o.wager ? ` ${title(o.wager)}` : "")) + (o.player ? ` (behind seat ${o.seat})` : "");
    const step = { seat: o.seat, act: o.name };
    if (o.player) step.player = o.player;
    if (o.wager) step.wager = o.wager; // the wager the act names (craps "working")
    const key = `act:${o.seat}:${o.player || ""}:${o.name}${o.wager ? ":" + o.wager : ""}`;
    const tip = o.section ? `Section ${o.section}` : null;
    const off = m.busy || m.state.waiting;
    if ((o.min || o.max) && o.min !== o.max) {
      const id = `amt-${o.seat}-${o.name}`;
      const amt = h("input", {
        id, inputmode: "decimal", size: 8, placeholder: dollars(o.min).slice(1), "data-key": `${key}:amount`,
        value: m.actAmount[key] ?? own.value ?? "", oninput: () => { m.actAmount[key] = amt.value; },
      });
      return h("form.inline.act-amount", {
        onsubmit(e) {
          e.preventDefault();
          try {
            const cents = parseDollars(amt.value);
            send({ ...step, amount: cents }, `${label} ${dollars(cents)}.`);
          } catch (err) { say("error", err.message); }
        },
      }, field(own.field || `${label}: amount ($)`, amt, own.hint || (o.max ? `${dollars(o.min)} to ${dollars(o.max)}` : `at least ${dollars(o.min)}`)),
      h("button.act", { type: "submit", "data-key": key, "data-act": o.name, disabled: off, title: tip }, label));
    }
    const words = o.min ? `${label} for ${dollars(o.min)}` : label;
    if (o.min) step.amount = o.min;
    return h("button.act", { type: "button", "data-key": key, "data-act": o.name, disabled: off, title: tip, onclick: () => send(step, `${words}.`) }, words);
  }

  async function placeAll() {
    // one step per seat (and per standing player's box): a seat's wagers go
    // in one transaction, so they are all taken or none is.
    const groups = new Map();
    for (const [k, cents] of Object.entries(m.pending)) {
      const meta = m.pendingMeta[k];
      const gk = `${meta.seat}|${meta.player || ""}`;
      if (!groups.has(gk)) groups.set(gk, { seat: meta.seat, player: meta.player, wager: {} });
      groups.get(gk).wager[meta.id] = cents;
    }
    for (const g of groups.values()) {
      const step = { seat: g.seat, wager: g.wager };
      if (g.player) step.player = g.player;
      const sum = Object.values(g.wager).reduce((a, b) => a + b, 0);
      const ok = await send(step, `Wagers placed: ${dollars(sum)}.`);
      if (!ok) return;
      for (const id of Object.keys(g.wager)) {
        const k = pendingKey(id, g.seat, g.player);
        delete m.pending[k];
        delete m.pendingMeta[k];
      }
    }
    draw();
  }

  const w = api.watch(info.id, onState, (s) => { conn.textContent = s === "live" ? "● live" : "reconnecting…"; conn.className = "conn " + s; });
  const tick = setInterval(() => { if (m.state) status.replaceChildren(statusLine(m.state, info)); }, 500);
  ctx.onLeave(() => { w.stop(); clearInterval(tick); });
  return page;
}

// statusLine says where the round is and how long is left.
export function statusLine(st, info) {
  const left = st.deadline ? Math.max(0, Math.ceil((st.deadline - Date.now()) / 1000)) : null;
  let text;
  switch (st.phase) {
    case "bets":
      text = left !== null ? `Bets close in ${left} s` : info.mode === "live" ? "Place your wagers: the dealer closes bets" : "Place your wagers: the betting window opens with the first wager";
      break;
    case "decision":
      text = `Waiting for ${st.turn ? `seat ${st.turn}` : "the players"} to decide${left !== null ? ` · ${left} s` : ""}`;
      break;
    case "dealer":
      text = st.waiting ? "Waiting for the dealer's cards or dice" : "The dealer plays";
      break;
    case "over":
      text = left !== null ? `Round settled · next round in ${left} s` : "Round settled";
      break;
    default:
      text = title(st.phase);
  }
  const pct = st.deadline && info.timing ? Math.max(0, Math.min(100, ((st.deadline - Date.now()) / (phaseLength(st, info) || 1)) * 100)) : null;
  return h("div.status-line", { "data-phase": st.phase },
    h("span.round", `Round ${st.round}`),
    h("span.phase", { "data-testid": "phase" }, text),
    info.tournament ? h("a.tournament-note", { href: `#/tournaments/${info.tournament}`, "data-testid": "tournament-table" }, info.game === "let-it-ride"
      ? "Tournament table: the three bets are tournament chips; the $1 bonus is money, and the entry fee is taken from it (124, 126)"
      : "Tournament table: stakes and wins are tournament chips (124, 126)") : null,
    st.jackpot != null ? h("span.jackpot", { "data-testid": "jackpot", title: "the progressive jackpot, shared by every table that offers it (21.2, 67.21)" }, `Progressive jackpot ${dollars(st.jackpot)}`) : null,
    pct !== null ? h("span.timer", { role: "progressbar", "aria-label": "time left", "aria-valuemin": 0, "aria-valuemax": 100, "aria-valuenow": Math.round(pct) }, h("span", { style: `width:${pct}%` })) : null);
}

function phaseLength(st, info) {
  const t = info.timing || {};
  if (st.phase === "bets") return t.bets;
  if (st.phase === "decision") return t.decision;
  return t.result;
}

// resultPanel shows the last settled round: what came out and, for each of
// this person's wagers, the stake, the result and the amount won or lost.
export function resultPanel(last, st, name, heading) {
  if (!last) return "";
  const mine = (st.mine || []);
  const own = last.settlements.filter((s) => (s.player ? s.player === name : mine.includes(s.seat)));
  const rows = own.length ? own : (mine.length ? [] : last.settlements);
  const net = own.reduce((a, s) => a + s.net - s.commission, 0);
  // Where wagers stay on the layout from round to round (craps), a round
  // may decide none of a player's wagers although he has some on it.
  const standing = ((st.view && st.view.wagers) || []).some((w) => (w.player ? w.player === name : mine.includes(w.seat)));
  const headline = !own.length
    ? (standing ? "None of your wagers was decided this round." : mine.length ? "You had no wager in this round." : `Round ${last.round} settled.`)
    : net > 0 ? `You won ${dollars(net)}` : net < 0 ? `You lost ${dollars(-net)}` : "Your wagers came back: no win, no loss.";
  return h(`section.result${st.phase === "over" ? ".fresh" : ""}`, { "aria-labelledby": "res-h", "data-testid": "result" },
    h("h2", { id: "res-h" }, heading || `Round ${last.round}`, h("span.headline" + (net > 0 ? ".win" : net < 0 ? ".loss" : ""), { "data-net": net }, headline)),
    rows.length ? h("table.settle",
      h("thead", h("tr", h("th", { scope: "col" }, "Seat"), h("th", { scope: "col" }, "Wager"), h("th.num", { scope: "col" }, "Stake"), h("th", { scope: "col" }, "Result"), h("th.num", { scope: "col" }, "Won / lost"))),
      h("tbody", rows.map((s) => h("tr",
        h("td", s.player ? `${s.seat} (${s.player})` : String(s.seat)),
        h("td", title(s.wager)),
        h("td.num", dollars(s.stake)),
        h("td", resultWords[s.result] || s.result, s.commission ? h("small.fee", `commission ${dollars(s.commission)}`) : null),
        h("td.num" + (s.net > 0 ? ".win" : s.net < 0 ? ".loss" : ""), dollars(s.net - s.commission, true)))))) : null);
}

// eventText puts an event into words.
export function eventText(e, st) {
  const who = e.player ? `${e.player} (behind seat ${e.seat})` : e.seat ? `Seat ${e.seat}` : "Dealer";
  switch (e.kind) {
    case "wager": return `${who}: ${dollars(e.amount)} on ${title(e.wager)}`;
    case "withdraw": return `${who} takes down ${title(e.wager)} (${dollars(e.amount)})`;
    case "no-more-bets": return "No more bets";
    case "card": return `Card${e.cards && e.cards.length ? " " + e.cards.join(" ") : ""} to ${cardTo(e)}`;
    case "act": return `${who}: ${e.text || "decides"}${e.amount ? " " + dollars(e.amount) : ""}`;
    case "roll": return `Dice: ${(e.dice || []).join(" ")}`;
    case "settled": return `Round ${e.round} settled`;
    case "shuffle": return "The shoe is shuffled";
    case "next-round": return `Round ${e.round} begins`;
    default: return `${title(e.kind)}${e.text ? ": " + e.text : ""}`;
  }
}

// cardTo names where a card went: a seat, the dealer, the burn, or a hand
// of the table's own (Baccarat's Player and Banker).
function cardTo(e) {
  const to = e.text || String(e.seat || "");
  if (to === "dealer") return "the dealer";
  if (to === "burn") return "the burn";
  if (/^\d+$/.test(to)) return `seat ${to}`;
  return title(to);
}

// limitsWords says a table's limits: its minimum and maximum wager, or at a
// poker table the table stakes a player brings (67.94; no maximum when 0).
function limitsWords(info) {
  if (info.game === "poker-room") return `table stakes ${dollars(info.min)}${info.max ? ` to ${dollars(info.max)}` : " or more"}`;
  return `limits ${dollars(info.min)} to ${dollars(info.max)}`;
}
