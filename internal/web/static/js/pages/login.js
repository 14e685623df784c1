// login.js: log in, or register a player account.

import * as api from "../api.js";
import { h, field, notice } from "../ui.js";

export async function render(ctx, _params, hash) {
  const registering = hash.startsWith("#/register");
  if (ctx.session.user && !registering) {
    ctx.go(ctx.home());
    return h("p", "You are logged in.");
  }
  const name = h("input", { name: "name", autocomplete: "username", required: true, minlength: 2, maxlength: 32, pattern: "[A-Za-z0-9][A-Za-z0-9_.\\-]{1,31}" });
  const pass = h("input", { name: "password", type: "password", autocomplete: registering ? "new-password" : "current-password", required: true, minlength: 8, maxlength: 128 });
  const again = registering ? h("input", { name: "again", type: "password", autocomplete: "new-password", required: true }) : null;
  const msg = h("div", { "aria-live": "polite" });
  const submit = h("button.primary", { type: "submit" }, registering ? "Create my account" : "Log in");

  const form = h("form.card-panel.narrow", {
    async onsubmit(e) {
      e.preventDefault();
      msg.replaceChildren();
      if (registering && pass.value !== again.value) {
        msg.append(notice("error", "The two passwords are not the same."));
        again.focus();
        return;
      }
      submit.disabled = true;
      try {
        const creds = { name: name.value.trim(), password: pass.value };
        if (registering) await api.post("/register", creds);
        await api.post("/login", creds);
        await ctx.refreshMe();
        const after = sessionStorage.getItem("after-login");
        sessionStorage.removeItem("after-login");
        ctx.go(after || ctx.home());
      } catch (err) {
        msg.append(notice("error", err.message));
        submit.disabled = false;
      }
    },
  },
  h("h1", registering ? "Register" : "Log in"),
  registering ? h("p", "A player account holds your wallet. Money is added at the cage by a cashier.") : null,
  field("Name", name, registering ? "2 to 32 letters, digits, '.', '_' or '-'" : null),
  field("Password", pass, registering ? "8 characters or more" : null),
  again ? field("Password again", again) : null,
  msg,
  submit,
  h("p.alt", registering ? ["Have an account? ", h("a", { href: "#/login" }, "Log in")] : ["New here? ", h("a", { href: "#/register" }, "Register as a player")]));
  return h("section.center", form);
}
