// admin.js: open a table of any game in the catalog with its options (the
// form is built from the game's catalog entry, with the by-law's bounds),
// close tables, and create accounts.
//
// The page is never drawn again behind the admin's back: opening or closing
// a table refreshes the list of open tables and leaves the forms as they
// are, so what is being typed for the next table stays.

import * as api from "../api.js";
import { h, dollars, parseDollars, notice, field, title } from "../ui.js";

export async function render(ctx) {
  const [games, { tables }, { users }] = await Promise.all([api.games(), api.get("/tables"), api.get("/users")]);
  const list = h("div.open-tables");
  const dealers = users.filter((u) => u.role === "dealer").map((u) => u.name);

  async function refresh() {
    try {
      const [{ tables }, { users }] = await Promise.all([api.get("/tables"), api.get("/users")]);
      drawTables(tables, users);
    } catch (err) { list.replaceChildren(notice("error", err.message)); }
  }
  function drawTables(tables, users) {
    list.replaceChildren(tables.length ? h("ul.tables", tables.map((t) => tableRow(t, users, refresh))) : h("p", "No table is open."));
  }
  drawTables(tables, users);

  const open = openTable(games, dealers, refresh);
  return h("section.admin",
    h("h1", "Admin"),
    open.el,
    h("h2", "Open tables"), list,
    staffForm((u) => { if (u.role === "dealer") open.addDealer(u.name); }));
}

// groups sorts a game's options on the form by what they govern, in the
// words of the floor; an option not named in optionInfo goes under "Rules
// of play" (or, for a structured one, "Pay tables and machines").
const groups = [
  ["limits", "Limits"],
  ["seats", "Seats"],
  ["cards", "Cards and shoe"],
  ["play", "Rules of play"],
  ["extras", "Side bets, bonuses and jackpots"],
  ["charges", "House charges"],
  ["tables", "Pay tables and machines"],
];

// optionInfo: each catalog option's group and its label on the form.
const optionInfo = {
  min: ["limits", "Table minimum"],
  max: ["limits", "Table maximum"],
  "max-payout": ["limits", "Most paid on one hand"],
  "max-aggregate-payout": ["limits", "Most paid on one draw, all tickets together"],
  "min-buy-in": ["limits", "Minimum buy-in"],
  "max-buy-in": ["limits", "Maximum buy-in"],
  "small-blind": ["limits", "Small blind"],
  "big-blind": ["limits", "Big blind"],
  straddle: ["limits", "Straddle (third blind)"],
  ante: ["limits", "Ante"],
  "bring-in": ["limits", "Bring-in"],
  "small-bet": ["limits", "Small bet (fixed limit)"],
  "big-bet": ["limits", "Big bet (fixed limit)"],
  variant: ["play", "Poker game"],
  "max-odds": ["limits", "Most odds, in times the line wager"],
  seats: ["seats", "Seats at the table"],
  "bank-seat": ["seats", "Seat of the bank"],
  decks: ["cards", "Decks in the shoe"],
  penetration: ["cards", "Shoe dealt before the stop card"],
  "first-round-only": ["cards", "A player who joins mid-shoe"],
  "stand-soft-17": ["play", "Stand on soft 17"],
  peek: ["play", "Hole card: peek for Blackjack"],
  "double-any": ["play", "Double on any first two cards"],
  "split-hands": ["play", "Most hands from splitting"],
  "double-after-split": ["play", "Double after a split"],
  "min-wagers": ["play", "Fewest hands a player must play"],
  "side-bets": ["extras", "Side bets offered"],
  "bonus-7s-678": ["extras", "Bonus for 7-7-7 and suited 6-7-8"],
  "progressive-table": ["extras", "Progressive pay table"],
  jackpot: ["extras", "Jackpot when the table opens"],
  seed: ["extras", "Jackpot reset value"],
  "aces-up-table": ["extras", "Aces Up pay table"],
  "super-bonus-table": ["extras", "Super Bonus pay table"],
  "bonus-table": ["extras", "Bonus pay table"],
  progressive: ["extras", "Progressive jackpot wager"],
  bonus: ["extras", "Bonus wager"],
  "position-bet": ["extras", "Position bet"],
  "queens-up": ["extras", "Queens Up wager"],
  "rake-percent": ["charges", "Rake, percent of the pot"],
  "rake-cap": ["charges", "Most rake from one game"],
  "no-flop-no-drop": ["charges", "No flop, no drop"],
  "time-charge": ["charges", "Time charge"],
};

// valueWords names an option's values where the catalog's ids are not words.
const valueWords = {
  variant: {
    NT: "No-limit Texas hold'em", PT: "Pot-limit Texas hold'em", FT: "Fixed-limit Texas hold'em", PO: "Pot-limit Omaha", NO: "No-limit Omaha",
    FO: "Fixed-limit Omaha", "FO/8": "Fixed-limit Omaha high-low", "PO/8": "Pot-limit Omaha high-low", F7S: "Seven-card stud",
    "F7S/8": "Seven-card stud high-low", FR: "Razz",
  },
  "first-round-only": { off: "Plays as usual", refuse: "Refused until the reshuffle", minimum: "Table minimum only, until the reshuffle" },
  "side-bets": { "twelve-sixteen": "12–16", progressive: "Progressive", sevens: "Sevens", "over-under": "Over/Under 13" },
  "aces-up-table": { "by-law": "As the by-law prints it", industry: "The industry's table" },
  "super-bonus-table": { "by-law": "As the by-law prints it", industry: "The industry's table" },
  "bonus-table": { "by-law": "As the by-law prints it", industry: "The industry's table" },
};

const valueWord = (o, v) => (valueWords[o.name] || {})[v] || title(String(v));

// optionLabel is an option's label on the form, with its unit.
export function optionLabel(o) {
  const base = (optionInfo[o.name] || [])[1] || title(o.name);
  return base + (o.type === "cents" ? " ($)" : o.type === "fraction" ? " (%)" : "");
}

export function optionGroup(o) {
  return (optionInfo[o.name] || [])[0] || (o.type === "json" ? "tables" : "play");
}

const sectionRef = String.raw`\d+(?:\.\d+)?(?:\(\d+\))?`;

// helpText puts an option's catalog doc in a floor manager's words: amounts
// in dollars (the form takes dollars), the by-law's sections named as
// sections, and none of the spec's ruling codes ("ruling G6"), which are
// the developers' references, not the by-law's.
export function helpText(o) {
  const refs = (list) => `(section${list.includes(",") ? "s" : ""} ${list})`;
  let t = o.doc
    .replace(/,? in cents\b/g, "")
    .replace(/^fraction of/, "share of")
    .replace(/\s*\(rulings? [A-Z]+\d+(?:(?:,| and) [A-Z]+\d+)*\)/g, "")
    .replace(/,\s*rulings? [A-Z]+\d+(?:(?:,| and) [A-Z]+\d+)*/g, "")
    .replace(new RegExp(String.raw`(?<=[a-z]), (${sectionRef})\)`, "g"), ", section $1)")
    .replace(new RegExp(String.raw`\((${sectionRef}); `, "g"), "(section $1; ")
    .replace(new RegExp(String.raw`\((${sectionRef}(?:, ${sectionRef})*)\)`, "g"), (_, list) => (list === o.section ? "" : refs(list)))
    .replace(/\s+([.;,:])/g, "$1")
    .trim();
  t = t.charAt(0).toUpperCase() + t.slice(1);
  if (!/[.!?]$/.test(t)) t += ".";
  const where = o.section ? ` By-law section${/[,–]/.test(o.section) ? "s" : ""} ${o.section}.` : "";
  return t + where;
}

function openTable(games, dealerNames, refresh) {
  const available = games.filter((g) => g.available);
  const name = h("input", { name: "name", required: true, maxlength: 64 });
  const game = h("select", { name: "game" }, available.map((g) => h("option", { value: g.id }, g.name)));
  const mode = h("select", { name: "mode" }, h("option", { value: "electronic" }, "Electronic (deals by itself)"), h("option", { value: "live" }, "Live (a dealer enters the cards or dice)"));
  const dealer = h("select", { name: "dealer" }, h("option", { value: "" }, "Any dealer"), dealerNames.map((d) => h("option", { value: d }, d)));
  const dealerField = field("Dealer", dealer);
  const bets = h("input", { name: "bets", inputmode: "numeric", value: "15", size: 4 });
  const decision = h("input", { name: "decision", inputmode: "numeric", value: "20", size: 4 });
  const result = h("input", { name: "result", inputmode: "numeric", value: "5", size: 4 });
  const optionsBox = h("section.options", { "aria-labelledby": "options-h" });
  const msg = h("div", { "aria-live": "polite" });
  let readers = [];

  function drawOptions() {
    const spec = available.find((g) => g.id === game.value);
    readers = [];
    const sets = new Map(groups.map(([id, legend]) => [id, h("fieldset.option-group", { "data-group": id }, h("legend", legend))]));
    for (const o of spec.options) {
      if (o.name === "tournament") continue; // set on the tables a tournament opens (124), not here
      const [el, read] = optionInput(o);
      readers.push([o, read]);
      sets.get(optionGroup(o)).append(optionField(o, el));
    }
    optionsBox.replaceChildren(
      h("h3", { id: "options-h" }, `${spec.name} options`),
      h("p.hint", `By-law sections ${spec.sections}. Each option starts at the by-law's default; change only what this table does differently.`),
      h("div.option-groups", [...sets.values()].filter((f) => f.children.length > 1)));
    if (!name.value || name.dataset.auto) { name.value = `${spec.name} ${Math.floor(Math.random() * 90) + 10}`; name.dataset.auto = "1"; }
  }
  name.addEventListener("input", () => delete name.dataset.auto);
  game.addEventListener("change", drawOptions);
  mode.addEventListener("change", () => { dealerField.hidden = mode.value !== "live"; });
  dealerField.hidden = true;
  drawOptions();

  const secs = (el, what) => {
    const t = el.value.trim();
    if (!/^\d{1,3}$/.test(t) || Number(t) > 600) throw new Error(`${what} is a whole number of seconds from 0 to 600`);
    return Number(t) * 1000;
  };

  const el = h("form.card-panel.open-table", {
    async onsubmit(e) {
      e.preventDefault();
      msg.replaceChildren();
      try {
        const options = {};
        for (const [o, read] of readers) {
          const v = read();
          if (v !== undefined && JSON.stringify(v) !== JSON.stringify(o.default)) options[o.name] = v;
        }
        const body = { name: name.value.trim(), game: game.value, mode: mode.value, options,
          timing: { bets: secs(bets, "The betting window"), decision: secs(decision, "The decision time"), result: secs(result, "The result pause") } };
        if (mode.value === "live" && dealer.value) body.dealer = dealer.value;
        const sent = name.value;
        const r = await api.post("/tables", body);
        msg.append(notice("ok", `Opened ${r.table.name} (table ${r.table.id}). The form keeps its settings for the next table.`));
        // The next table needs a name of its own: propose one, unless the
        // admin has already started typing it.
        if (name.value === sent) { name.value = nextName(sent); name.dataset.auto = "1"; }
        refresh();
      } catch (err) { msg.append(notice("error", err.message)); }
    },
  }, h("h2", "Open a table"),
  h("div.open-basics", field("Name", name), field("Game", game), field("Mode", mode), dealerField),
  h("fieldset.timing", h("legend", "Timing (seconds)"), field("Betting window", bets), field("Decision", decision), field("Result shown", result)),
  optionsBox, msg, h("button.primary", { type: "submit" }, "Open table"));
  return {
    el,
    addDealer(d) { if (![...dealer.options].some((o) => o.value === d)) dealer.append(h("option", { value: d }, d)); },
  };
}

// nextName proposes the name of the next table like the last one: "War 1"
// is followed by "War 2", "Sic Bo" by "Sic Bo 2".
export function nextName(last) {
  const m = /^(.*?)(\d+)$/.exec(last.trim());
  return m ? m[1] + (Number(m[2]) + 1) : `${last.trim()} 2`;
}

// optionField lays out one option: a check box beside its label, any other
// input under it; the help in words under both.
function optionField(o, el) {
  const help = helpText(o);
  if (o.type === "bool") return h("div.field.check", h("label", el, " ", optionLabel(o)), h("small.hint", help));
  if (o.type === "list") return h("fieldset.field.list", h("legend", optionLabel(o)), el, h("small.hint", help));
  return field(optionLabel(o), el, help);
}

// optionInput returns an input for one catalog option and a function that
// reads its value (or throws saying what is wrong).
function optionInput(o) {
  const label = optionLabel(o);
  const bounds = (n) => {
    if (o.min !== undefined && n < o.min) throw new Error(`${label} is at least ${o.type === "cents" ? dollars(o.min) : o.min}`);
    if (o.max !== undefined && n > o.max) throw new Error(`${label} is at most ${o.type === "cents" ? dollars(o.max) : o.max}`);
    return n;
  };
  switch (o.type) {
    case "bool": {
      const el = h("input", { type: "checkbox", checked: !!o.default, "data-option": o.name });
      return [el, () => el.checked];
    }
    case "enum": {
      const el = h("select", { "data-option": o.name }, o.values.map((v) => h("option", { value: v, selected: v === o.default }, valueWord(o, v))));
      return [el, () => el.value];
    }
    case "list": {
      const boxes = o.values.map((v) => h("input", { type: "checkbox", value: v, checked: (o.default || []).includes(v) }));
      const el = h("div.checks", { "data-option": o.name }, o.values.map((v, i) => h("label", boxes[i], " ", valueWord(o, v))));
      return [el, () => boxes.filter((b) => b.checked).map((b) => b.value)];
    }
    case "cents": {
      const el = h("input", { inputmode: "decimal", size: 12, value: dollars(o.default).slice(1).replace(/,/g, ""), "data-option": o.name });
      return [el, () => bounds(parseDollars(el.value, true))];
    }
    case "fraction": {
      // a share of something, shown and typed as a percentage
      const el = h("input", { inputmode: "decimal", size: 6, value: String(Math.round(Number(o.default) * 10000) / 100), "data-option": o.name });
      return [el, () => {
        const t = el.value.trim().replace(/%$/, "");
        if (!/^\d{1,3}(\.\d{1,2})?$/.test(t) || Number(t) <= 0 || Number(t) > 100) throw new Error(`${label} is a percentage above 0 and at most 100`);
        return Number(t) / 100;
      }];
    }
    case "int": {
      // a few values (decks 1 to 8, seats 1 to 7) are chosen, not typed
      let choices = o.allowed && o.allowed.length ? o.allowed : null;
      if (!choices && o.min !== undefined && o.max !== undefined && o.max - o.min <= 10) {
        choices = [];
        for (let v = o.min; v <= o.max; v++) choices.push(v);
      }
      if (choices) {
        const el = h("select", { "data-option": o.name }, choices.map((v) => h("option", { value: v, selected: v === o.default }, String(v))));
        return [el, () => Number(el.value)];
      }
      const el = h("input", { inputmode: "numeric", size: 6, value: String(o.default), "data-option": o.name });
      return [el, () => {
        if (!/^-?\d+$/.test(el.value.trim())) throw new Error(`${label} is a whole number`);
        return bounds(Number(el.value.trim()));
      }];
    }
    default: {
      // a JSON option (a slot machine's configuration) is pasted whole
      const el = o.type === "json"
        ? h("textarea", { rows: 6, cols: 48, spellcheck: "false", "data-option": o.name }, JSON.stringify(o.default, null, 1))
        : h("input", { value: JSON.stringify(o.default), "data-option": o.name });
      return [el, () => {
        try { return JSON.parse(el.value); } catch { throw new Error(`${label} is not valid JSON`); }
      }];
    }
  }
}

// roles, least privileged first, with what each may do. The form has no
// default role: every staff role carries powers (a cashier moves money, an
// admin does everything), so the admin chooses one each time.
const roles = [
  ["player", "Player — plays (players usually register themselves)"],
  ["dealer", "Dealer — runs the live tables he is given"],
  ["cashier", "Cashier — credits and pays out wallets at the cage"],
  ["auditor", "Auditor — reads every round and the ledger"],
  ["supervisor", "Supervisor — voids rounds on the floor"],
  ["admin", "Admin — opens tables and creates accounts"],
];

function staffForm(created) {
  const name = h("input", { name: "name", required: true, autocomplete: "off" });
  const pass = h("input", { name: "password", type: "password", required: true, minlength: 8, autocomplete: "new-password" });
  const role = h("select", { name: "role", required: true },
    h("option", { value: "", selected: true }, "Choose a role…"),
    roles.map(([r, words]) => h("option", { value: r }, words)));
  const msg = h("div", { "aria-live": "polite" });
  return h("form.card-panel.staff", {
    async onsubmit(e) {
      e.preventDefault();
      msg.replaceChildren();
      if (!role.value) { msg.append(notice("error", "Choose the account's role.")); role.focus(); return; }
      try {
        const r = await api.post("/staff", { name: name.value.trim(), password: pass.value, role: role.value });
        msg.append(notice("ok", `Created ${r.user.role} ${r.user.name}.`));
        name.value = "";
        pass.value = "";
        role.value = "";
        created(r.user);
      } catch (err) { msg.append(notice("error", err.message)); }
    },
  }, h("h2", "Create an account"), field("Name", name), field("Password", pass, "8 characters or more"), field("Role", role), msg, h("button.primary", { type: "submit" }, "Create"));
}

function tableRow(t, users, refresh) {
  const msg = h("div", { "aria-live": "polite" });
  const dealer = t.dealer ? (users.find((u) => u.id === t.dealer) || {}).name : "";
  return h("li.table-card", { "data-table": t.id },
    h("div.tc-head", h("h3", t.name), h(`span.badge.${t.mode}`, t.mode)),
    h("p", `${t.gameName} · ${dollars(t.min)} to ${dollars(t.max)} · ${t.taken.length}${t.seatCount ? ` of ${t.seatCount}` : ""} seated · ${t.rounds} rounds${dealer ? ` · dealer ${dealer}` : ""}`),
    h("div.buttons",
      h("a.button", { href: `#/table/${t.id}` }, "Watch"),
      h("button.danger", {
        type: "button",
        async onclick() {
          try { await api.post(`/tables/${t.id}/close`); refresh(); } catch (err) { msg.replaceChildren(notice("error", err.message)); }
        },
      }, "Close")),
    msg);
}
