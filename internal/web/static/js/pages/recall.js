// recall.js: game recall — the player's last 10 rounds with what came out,
// the wagers, the results and the balance before and after; each can be
// played back step by step.

import * as api from "../api.js";
import { h, dollars, when, title, dice, hand } from "../ui.js";
import { viewer } from "../replay.js";
import { handName } from "../layouts/common.js";

export async function render(ctx, [open]) {
  const { rounds } = await api.get("/recall");
  const page = h("section", h("h1", "Game recall"), h("p.lead", "Your last 10 rounds. Open one to play it back step by step."));
  if (!rounds || !rounds.length) {
    page.append(h("p", "You have not played a round yet."));
    return page;
  }
  const list = h("ol.rounds");
  for (const r of rounds) {
    const p = (r.players || [])[0] || {};
    const res = (r.result && r.result.rounds && r.result.rounds[0]) || {};
    const item = h("li.round-item", { "data-round": r.id },
      h("div.round-head",
        h("h2", `Round ${r.number}`, h("small", ` · ${title(r.script.game)} · ${when(r.created)}${r.status === "void" ? " · VOID" : ""}`)),
        h("span.net" + (p.net > 0 ? ".win" : p.net < 0 ? ".loss" : ""), dollars(p.net || 0, true))),
      h("div.round-body",
        res.hands ? h("div.hands.small", Object.entries(res.hands).filter(([, cs]) => Array.isArray(cs)).sort(([a], [b]) => (a === "dealer" ? -1 : b === "dealer" ? 1 : a.localeCompare(b, undefined, { numeric: true }))).map(([k, cs]) => h("div.hand-box", h("div.hand-label", handName(k)), hand(cs)))) : null,
        res.dice ? dice(res.dice) : null,
        h("p", `Balance ${dollars(p.balanceBefore)} → ${dollars(p.balanceAfter)}`),
        r.reason ? h("p", `Voided: ${r.reason}`) : null),
      h("button", { type: "button", "data-key": `replay:${r.id}`, onclick: (e) => openReplay(r.id, item, e.currentTarget) }, "Play back step by step"));
    list.append(item);
  }
  page.append(list);
  if (open) {
    const item = list.querySelector(`[data-round="${open}"]`);
    if (item) setTimeout(() => openReplay(Number(open), item, item.querySelector("button")), 0);
  }
  return page;

  async function openReplay(id, item, button) {
    button.disabled = true;
    try {
      const v = await viewer(id, ctx.session.user.name);
      item.append(v);
      v.querySelector("button[data-key=first]").focus();
    } catch (err) {
      item.append(h("p.notice.error", err.message));
      button.disabled = false;
    }
  }
}
