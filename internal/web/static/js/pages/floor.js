// floor.js: the supervisor's floor — every open table, what is at risk now,
// voiding the round in progress with a reason (67.101, 67.110) and, at a
// poker room table, recording a ruling in the game in progress. An
// admin sees the same floor without the void: that decision is the
// supervisor's.

import * as api from "../api.js";
import { h, dollars, notice, field, title } from "../ui.js";

export async function render(ctx) {
  const { tables } = await api.get("/tables");
  const voids = ctx.session.user.role === "supervisor";
  const page = h("section", h("h1", "Floor"), h("p.lead", voids
    ? "Void a round in progress when the by-law calls for it (67.101, 67.110): every wager is returned and the round is recorded as void with your reason."
    : "Every open table and what is at risk now. Voiding a round (67.101, 67.110) is the supervisor's decision."));
  if (!tables.length) { page.append(notice("info", "No table is open.")); return page; }
  const list = h("ul.tables");
  for (const t of tables) {
    const st = await api.get(`/tables/${t.id}`).catch(() => null);
    // a settled round's wagers stay on the view until the next round: not at risk
    const atRisk = st && st.phase !== "over" ? (st.view.wagers || []).reduce((a, w) => a + w.amount, 0) : 0;
    const reason = h("input", { name: "reason", required: true, maxlength: 200, placeholder: "e.g. card exposed during the deal" });
    const msg = h("div", { "aria-live": "polite" });
    list.append(h("li.table-card", { "data-table": t.id },
      h("div.tc-head", h("h3", t.name), h(`span.badge.${t.mode}`, t.mode)),
      h("p", `${t.gameName} · round ${st ? st.round : "?"} · ${st ? title(st.phase) : "not running"} · at risk ${dollars(atRisk)}`),
      voids ? h("form.inline", {
        async onsubmit(e) {
          e.preventDefault();
          msg.replaceChildren();
          if (!reason.value.trim()) { msg.append(notice("error", "A void needs a reason.")); return; }
          if (!confirm(`Void the round in progress at ${t.name}? Every wager goes back.`)) return;
          try {
            const r = await api.post(`/tables/${t.id}/void`, { reason: reason.value.trim() });
            msg.append(notice("ok", `Round ${r.number} voided; the wagers are back in the players' wallets.`));
            reason.value = "";
          } catch (err) { msg.append(notice("error", err.message)); }
        },
      }, field("Reason", reason), h("button.danger", { type: "submit" }, "Void round")) : null,
      voids && t.game === "poker-room" ? rulingForm(t, msg) : null,
      h("a.button", { href: `#/table/${t.id}` }, "Watch"),
      msg));
  }
  page.append(list);
  return page;
}

// rulingForm records a supervisor's decision on a dispute at a poker room
// table in the game in progress, binding at once (67.101, 67.110).
function rulingForm(t, msg) {
  const text = h("input", { name: "ruling", maxlength: 1000, placeholder: "e.g. seat 4's raise stands: the chips crossed the line" });
  return h("form.inline", {
    "data-testid": `ruling-${t.id}`,
    async onsubmit(e) {
      e.preventDefault();
      msg.replaceChildren();
      if (!text.value.trim()) { msg.append(notice("error", "A ruling needs its text.")); return; }
      try {
        const r = await api.post(`/tables/${t.id}/rulings`, { text: text.value.trim() });
        msg.append(notice("ok", `Ruling recorded in round ${r.round} at ${t.name}.`));
        text.value = "";
      } catch (err) { msg.append(notice("error", err.message)); }
    },
  }, field("Ruling (67.101, 67.110)", text), h("button", { type: "submit" }, "Record ruling"));
}
