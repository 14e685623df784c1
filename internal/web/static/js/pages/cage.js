// cage.js: the cashier's window — credit a player's wallet for cash taken,
// pay a player out of his wallet (never below zero: section 5).

import * as api from "../api.js";
import { h, dollars, parseDollars, notice, field } from "../ui.js";

export async function render(ctx) {
  const { users } = await api.get("/users?role=player");
  const list = h("datalist", { id: "players" }, users.map((u) => h("option", { value: u.name })));
  const player = h("input", { name: "player", list: "players", required: true, autocomplete: "off" });
  const amount = h("input", { name: "amount", inputmode: "decimal", required: true, placeholder: "e.g. 500 or 12.50" });
  const memo = h("input", { name: "memo", maxlength: 200 });
  const msg = h("div", { "aria-live": "polite" });
  const done = h("ol.cage-log");
  let busy = false;

  async function move(kind) {
    if (busy) return;
    msg.replaceChildren();
    let cents;
    try { cents = parseDollars(amount.value); } catch (err) { msg.append(notice("error", err.message)); amount.focus(); return; }
    const name = player.value.trim();
    if (!name) { msg.append(notice("error", "Name the player.")); player.focus(); return; }
    busy = true;
    try {
      const body = { user: name, amount: cents };
      if (memo.value.trim()) body.memo = memo.value.trim();
      const r = await api.post(`/cage/${kind}`, body, { "Idempotency-Key": api.key() });
      const text = `${kind === "cash-in" ? "Credited" : "Paid out"} ${dollars(cents)} ${kind === "cash-in" ? "to" : "from"} ${r.user}: wallet now ${dollars(r.balance)}.`;
      msg.append(notice("ok", text));
      done.prepend(h("li", { "data-transfer": r.transfer }, text));
      amount.value = "";
      memo.value = "";
    } catch (err) {
      msg.append(notice("error", err.message));
    } finally {
      busy = false;
    }
  }

  return h("section",
    h("h1", "Cage"),
    h("form.card-panel", { onsubmit: (e) => { e.preventDefault(); move("cash-in"); } },
      h("h2", "Cash in or out"),
      list,
      field("Player", player),
      field("Amount ($)", amount, "Dollars and cents"),
      field("Memo (optional)", memo),
      msg,
      h("div.buttons",
        h("button.primary", { type: "submit" }, "Cash in"),
        h("button", { type: "button", onclick: () => move("cash-out") }, "Cash out"))),
    kenoClaim(list, done),
    h("h2", "This session"), done);
}

// kenoClaim pays a winning keno ticket presented at the cage (86): the
// control number finds the central record (84), which says what is due;
// the prize is paid in cash or into a player's wallet.
function kenoClaim(players, done) {
  const control = h("input", { name: "control", autocomplete: "off", required: true, placeholder: "0000-0000-0000-0000-0000-0", "aria-label": "Control number" });
  const to = h("input", { name: "to", list: "players", autocomplete: "off", "aria-label": "Into the wallet of (leave empty to pay cash)" });
  const msg = h("div", { "aria-live": "polite", "data-testid": "keno-claim" });
  async function look() {
    msg.replaceChildren();
    try {
      const { ticket: t } = await api.get(`/keno/tickets/${encodeURIComponent(control.value.trim())}`);
      msg.append(notice("info", `Ticket ${t.controlPrinted}, ${t.game}: draws ${t.first} to ${t.first + t.draws - 1}, won ${dollars(t.won)}, paid ${dollars(t.paid)}, due ${dollars(t.due)}; ${t.status}.`));
    } catch (err) {
      msg.append(notice("error", err.message));
    }
  }
  async function pay() {
    msg.replaceChildren();
    const body = { control: control.value.trim() };
    if (to.value.trim()) body.user = to.value.trim(); else body.cash = true;
    try {
      const r = await api.post("/keno/claims", body);
      const text = `Keno ticket ${r.ticket.controlPrinted}: ${dollars(r.paid)} paid ${body.cash ? "in cash" : "to " + body.user}.`;
      msg.append(notice("ok", text));
      done.prepend(h("li", text));
      control.value = "";
    } catch (err) {
      msg.append(notice("error", err.message));
    }
  }
  return h("form.card-panel", { onsubmit: (e) => { e.preventDefault(); pay(); } },
    h("h2", "Keno claim"),
    field("Control number", control, "As printed on the ticket; dashes and spaces do not matter"),
    field("Pay into the wallet of", to, "Leave empty to pay cash"),
    msg,
    h("div.buttons",
      h("button", { type: "button", onclick: look }, "Look up"),
      h("button.primary", { type: "submit" }, "Pay the prize")));
}
