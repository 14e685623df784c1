// wallet.js: the player's balance and ledger lines.

import * as api from "../api.js";
import { h, dollars, when, title } from "../ui.js";

export async function render(ctx) {
  const w = await api.get("/wallet");
  ctx.session.balance = w.balance;
  ctx.header();
  return h("section",
    h("h1", "Wallet"),
    h("p.big-balance", "Balance ", h("strong", { "data-testid": "wallet-balance" }, dollars(w.balance))),
    h("p.hint", "Money comes in and goes out at the cage: a cashier credits your wallet for cash or chips and pays you out. There is no credit (section 5)."),
    h("h2", "Ledger lines"),
    w.lines.length ? h("table.lines",
      h("caption.sr", "Your last ledger lines, newest first"),
      h("thead", h("tr", ["When", "What", "Amount", "Balance after"].map((c, k) => h(k >= 2 ? "th.num" : "th", { scope: "col" }, c)))),
      h("tbody", w.lines.map((l) => h("tr", { "data-transfer": l.transfer },
        h("td", when(l.at)),
        h("td", h("span.kind", title(l.kind)), " ", l.memo, l.round ? [" · ", h("a", { href: `#/recall/${l.round}` }, `round ${l.round}`)] : null),
        h("td.num" + (l.amount > 0 ? ".win" : ".loss"), dollars(l.amount, true)),
        h("td.num", dollars(l.balance))))))
      : h("p", "No money has moved yet."));
}
