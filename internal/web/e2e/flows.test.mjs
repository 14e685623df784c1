// Croupier's pages in a real browser: Playwright (playwright-core) driving
// Debian's Chromium against a running `croupier serve`. The Go test
// TestBrowser (internal/web) starts the server with a fresh database and an
// admin account, then runs this file with
//
//   CROUPIER_URL, CROUPIER_ADMIN, CROUPIER_ADMIN_PASSWORD,
//   CROUPIER_SHOTS (where screenshots go), CHROMIUM (the browser).
//
// The flows are the issue's: an admin sets up staff and tables; a player
// registers; a cashier credits him; he plays an electronic War round and his
// wallet shows the exact new balance; a dealer runs a live Sic Bo round; the
// player plays both rounds back; an auditor opens the round and verifies it.
// Then a second player plays Baccarat (the balance from the cards, the
// Banker's commission, the bead road) and a live Red Dog round run from
// the dealer console, raising on the spread. Then pat and bea play live
// Super Pan 9, the dealer banking the first round and offering the bank to
// pat for the second, and the dealer records the seat that deals a live
// Grand Baccarat round.
// Every expected amount is worked out here from the by-law, not read back
// from the page that is being checked.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";

const base = process.env.CROUPIER_URL;
const admin = { name: process.env.CROUPIER_ADMIN, password: process.env.CROUPIER_ADMIN_PASSWORD };
const shots = process.env.CROUPIER_SHOTS || "screenshots";
const executablePath = process.env.CHROMIUM || "/usr/bin/chromium";
assert.ok(base, "CROUPIER_URL is not set: run this through `go test ./internal/web -run TestBrowser`");

// money in cents, written the way the pages write it; a separate plain
// implementation so that the pages' formatter is checked, not reused.
function usd(cents) {
  const sign = cents < 0 ? "−" : "";
  const c = Math.abs(cents);
  const whole = String(Math.trunc(c / 100));
  let grouped = "";
  for (let i = 0; i < whole.length; i++) {
    if (i > 0 && (whole.length - i) % 3 === 0) grouped += ",";
    grouped += whole[i];
  }
  return `${sign}$${grouped}.${String(c % 100).padStart(2, "0")}`;
}

// 67.34: ace, king, queen, jack, ten … two.
const warRank = (code) => "23456789TJQKA".indexOf(code[0].toUpperCase());

let browser;
const people = {};
const cash = 50000; // $500.00 credited at the cage
let balance = cash; // what the player's wallet must hold, worked out by hand
let sicboTable;

before(async () => {
  mkdirSync(shots, { recursive: true });
  browser = await chromium.launch({
    executablePath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
});

after(async () => {
  if (browser) await browser.close();
});

// person opens a browser context of its own (its own session cookie).
async function person(who, viewport = { width: 1200, height: 900 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  page.on("pageerror", (e) => { throw new Error(`${who}'s page threw: ${e.message}`); });
  page.on("console", (m) => { if (m.type() === "error" && !/status of 4[0-9][0-9]/.test(m.text())) console.log(`[${who} console] ${m.text()}`); });
  people[who] = page;
  return page;
}

async function shot(page, name) {
  await page.screenshot({ path: join(shots, name + ".png"), fullPage: true });
}

async function logIn(page, name, password) {
  await page.goto(base + "/#/login");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.locator("#account .who", { hasText: name }).waitFor();
}

// atAdmin is the admin's page, on the Admin screen.
async function atAdmin() {
  const page = people.admin;
  await page.goto(base + "/#/admin");
  await page.getByRole("heading", { name: "Admin" }).waitFor();
  return page;
}

// theDealer is dan's page, logged in the first time a flow needs him.
async function theDealer() {
  if (!people.dan) await logIn(await person("dan"), "dan", "dan-password");
  return people.dan;
}

async function expectNotice(page, kind, text) {
  await page.locator(`.notice.${kind}`, { hasText: text }).first().waitFor({ timeout: 15000 });
}

test("an admin creates the staff and opens a War table and a live Sic Bo table", async () => {
  const page = await person("admin");
  await logIn(page, admin.name, admin.password);
  await page.getByRole("heading", { name: "Admin" }).waitFor();
  const staff = page.locator("form", { has: page.getByRole("heading", { name: "Create an account" }) });
  for (const [name, role] of [["cara", "cashier"], ["dan", "dealer"], ["audrey", "auditor"], ["sam", "supervisor"]]) {
    await staff.getByLabel("Name", { exact: true }).fill(name);
    await staff.getByLabel("Password").fill(`${name}-password`);
    await staff.getByLabel("Role").selectOption(role);
    await staff.getByRole("button", { name: "Create" }).click();
    await expectNotice(page, "ok", `Created ${role} ${name}`);
  }
  await page.reload();
  const open = page.locator("form", { has: page.getByRole("heading", { name: "Open a table" }) });
  // electronic tables: a 2 s betting window, the result shown for 30 s
  for (const [game, name] of [["war", "War 1"], ["blackjack", "Blackjack 1"], ["multi-action-blackjack", "Multi-Action 1"]]) {
    await open.getByLabel("Game", { exact: true }).selectOption(game);
    await open.getByLabel("Name", { exact: true }).fill(name);
    await open.getByLabel("Betting window").fill("2");
    await open.getByLabel("Result shown").fill("30");
    await open.getByRole("button", { name: "Open table" }).click();
    await expectNotice(page, "ok", `Opened ${name}`);
    await page.locator(".table-card", { hasText: name }).waitFor();
  }

  await open.getByLabel("Game").selectOption("sic-bo");
  await open.getByLabel("Name", { exact: true }).fill("Sic Bo Live");
  await open.getByLabel("Mode").selectOption("live");
  await open.getByLabel("Dealer").selectOption("dan");
  await open.getByRole("button", { name: "Open table" }).click();
  await expectNotice(page, "ok", "Opened Sic Bo Live");
  const card = page.locator(".table-card", { hasText: "Sic Bo Live" });
  await card.waitFor();
  sicboTable = await card.getAttribute("data-table");
  await shot(page, "14-admin");
});

test("a player registers and sees the lobby", async () => {
  const page = await person("pat");
  await page.goto(base + "/#/register");
  await page.getByLabel("Name", { exact: true }).fill("pat");
  await page.getByLabel("Password", { exact: true }).fill("pat-password");
  await page.getByLabel("Password again").fill("pat-password");
  await shot(page, "01-register");
  await page.getByRole("button", { name: "Create my account" }).click();
  await page.getByRole("heading", { name: "Lobby" }).waitFor();
  await page.locator(".table-card", { hasText: "War 1" }).waitFor();
  await page.locator(".table-card", { hasText: "Sic Bo Live" }).waitFor();
  assert.equal(await page.getByTestId("balance").textContent(), usd(0));
  await shot(page, "02-lobby");
});

test("a cashier credits the player $500.00, and a bad amount changes nothing", async () => {
  const page = await person("cara");
  await logIn(page, "cara", "cara-password");
  await page.getByRole("heading", { name: "Cage" }).waitFor();
  await page.getByLabel("Player").fill("pat");
  await page.getByLabel("Amount ($)").fill("12.345");
  await page.getByRole("button", { name: "Cash in" }).click();
  await expectNotice(page, "error", "is not an amount in dollars and cents");
  await page.getByLabel("Amount ($)").fill("500");
  await page.getByRole("button", { name: "Cash in" }).click();
  await expectNotice(page, "ok", `Credited ${usd(cash)} to pat: wallet now ${usd(cash)}.`);
  await shot(page, "03-cage");
});

test("the player plays an electronic War round and his wallet shows the exact new balance", async () => {
  const page = people.pat;
  await page.goto(base + "/#/lobby");
  await page.locator(".table-card", { hasText: "War 1" }).getByRole("link", { name: /Play/ }).click();
  await page.getByRole("heading", { name: "War 1" }).waitFor();
  await page.getByRole("button", { name: "Sit down" }).click();
  await page.getByRole("button", { name: "Seat 1 (yours)" }).waitFor();
  await page.getByRole("radio", { name: `${usd(2500)} chip` }).click();
  const main = page.locator('button.spot[data-wager="main"]');
  await main.click();
  await page.getByText(`To place: ${usd(2500)}`).waitFor();
  await shot(page, "04-war-wager");
  await page.getByRole("button", { name: "Place wagers" }).click();
  await expectNotice(page, "ok", `Wagers placed: ${usd(2500)}`);
  balance -= 2500;
  await page.waitForFunction((want) => document.querySelector("[data-testid=balance]")?.textContent === want, usd(balance));

  // the cards are dealt when the betting window closes
  const dealerCard = page.locator('[data-hand="dealer"] .card[data-card]').first();
  const myCard = page.locator('[data-hand="1"] .card[data-card]').first();
  await dealerCard.waitFor({ timeout: 20000 });
  await myCard.waitFor();
  const d = await dealerCard.getAttribute("data-card");
  const p = await myCard.getAttribute("data-card");
  let net;
  if (warRank(p) > warRank(d)) net = 2500; // 67.38(1): paid 1 to 1
  else if (warRank(p) < warRank(d)) net = -2500; // 67.38(2)
  else {
    // 67.38(3): a tie — withdraw, losing half of the initial wager
    await page.getByRole("button", { name: "Surrender" }).click();
    net = -1250;
  }
  const headline = page.locator("[data-testid=result] .headline");
  await headline.waitFor({ timeout: 20000 });
  const words = net > 0 ? `You won ${usd(net)}` : `You lost ${usd(-net)}`;
  assert.equal(await headline.textContent(), words, `player ${p} against dealer ${d}`);
  const row = page.locator("[data-testid=result] tbody tr").first();
  assert.equal(await row.locator("td").nth(1).textContent(), "Main");
  assert.equal(await row.locator("td").nth(2).textContent(), usd(2500));
  balance += 2500 + net;
  await page.waitForFunction((want) => document.querySelector("[data-testid=balance]")?.textContent === want, usd(balance));
  await shot(page, "05-war-result");

  await page.getByRole("link", { name: "Wallet" }).click();
  await page.getByRole("heading", { name: "Wallet" }).waitFor();
  assert.equal(await page.getByTestId("wallet-balance").textContent(), usd(balance));
  assert.equal(balance, cash + net);
  // the ledger: the cash-in, the hold of the wager, the settlement
  const lines = page.locator("table.lines tbody tr");
  await lines.filter({ hasText: "Cash in" }).filter({ hasText: "+" + usd(cash) }).waitFor();
  await lines.filter({ hasText: "Hold" }).filter({ hasText: usd(-2500) }).waitFor();
  await shot(page, "06-wallet");
});

// standUntilSettled makes a blackjack player's decisions until his round
// settles: decline insurance (25), stand (22). beforeStand runs once, at the
// first decision. It returns the result's headline.
async function standUntilSettled(page, beforeStand = async () => {}) {
  const headline = page.locator("[data-testid=result] .headline");
  let first = true;
  for (let i = 0; i < 60 && !(await headline.count()); i++) {
    const decline = page.locator("button.act[data-act=decline]");
    const stand = page.locator("button.act[data-act=stand]");
    if (await decline.count()) await decline.first().click();
    else if (await stand.count()) {
      if (first) { await beforeStand(); first = false; }
      await stand.first().click();
    }
    await page.waitForTimeout(500);
  }
  await headline.waitFor();
  return headline;
}

// A blackjack hand's best total (13-26): aces count 11 unless that busts.
function bjTotal(cards) {
  let sum = 0, aces = 0;
  for (const c of cards) {
    const r = c[0];
    if (r === "A") { aces++; sum += 1; } else sum += "TJQK".includes(r) ? 10 : Number(r);
  }
  return aces && sum + 10 <= 21 ? sum + 10 : sum;
}

test("the player plays a Blackjack hand, standing on his first two cards", async () => {
  const page = people.pat;
  await page.goto(base + "/#/lobby");
  await page.locator(".table-card", { hasText: "Blackjack 1" }).getByRole("link", { name: /Play/ }).click();
  await page.getByRole("heading", { name: "Blackjack 1" }).waitFor();
  await page.locator('[data-box="3"]').getByRole("button", { name: "Sit here" }).click();
  await page.getByRole("button", { name: "Seat 3 (yours)" }).waitFor();
  await page.getByRole("radio", { name: `${usd(500)} chip` }).click();
  await page.locator('[data-box="3"] button.spot[data-wager="main"]').click();
  await page.locator('[data-box="3"] button.spot[data-wager="main"]').click();
  await page.getByRole("button", { name: "Place wagers" }).click();
  await expectNotice(page, "ok", `Wagers placed: ${usd(1000)}`);
  balance -= 1000;
  const headline = await standUntilSettled(page, () => shot(page, "17-blackjack-decision"));
  const cards = async (hand) => page.locator(`[data-hand="${hand}"] .card[data-card]`).evaluateAll((cs) => cs.map((c) => c.dataset.card));
  const mine = await cards("3");
  const dealer = await cards("dealer");
  assert.equal(mine.length, 2, "he stood on his first two cards");
  const p = bjTotal(mine), d = bjTotal(dealer);
  const blackjack = (cs) => cs.length === 2 && bjTotal(cs) === 21;
  let net;
  if (blackjack(mine)) net = blackjack(dealer) ? 0 : 1500; // 18: a Blackjack pays 3 to 2
  else if (blackjack(dealer)) net = -1000;
  else if (d > 21 || p > d) net = 1000; // 19, 20: the higher total wins 1 to 1
  else if (p < d) net = -1000;
  else net = 0; // equal totals: a push
  const words = net > 0 ? `You won ${usd(net)}` : net < 0 ? `You lost ${usd(-net)}` : "Your wagers came back: no win, no loss.";
  assert.equal(await headline.textContent(), words, `player ${mine} (${p}) against dealer ${dealer} (${d})`);
  balance += 1000 + net;
  await page.waitForFunction((want) => document.querySelector("[data-testid=balance]")?.textContent === want, usd(balance));
  await shot(page, "18-blackjack-result");
});

test("a game with no layout of its own plays on the generic one (Multi-Action Blackjack)", async () => {
  const page = people.pat;
  await page.goto(base + "/#/lobby");
  await page.locator(".table-card", { hasText: "Multi-Action 1" }).getByRole("link", { name: /Play/ }).click();
  await page.getByRole("heading", { name: "Multi-Action 1" }).waitFor();
  await page.getByRole("button", { name: "Sit down" }).click();
  await page.getByRole("button", { name: /\(yours\)/ }).waitFor();
  await page.getByRole("radio", { name: `${usd(500)} chip` }).click();
  for (const id of ["hand-1", "hand-2", "hand-3"]) await page.locator(`button.spot[data-wager="${id}"]`).click();
  await page.getByRole("button", { name: "Place wagers" }).click();
  await expectNotice(page, "ok", `Wagers placed: ${usd(1500)}`);
  const before = balance - 1500;
  await standUntilSettled(page);
  // the settlement the page shows and the wallet the ledger keeps agree to
  // the cent: every stake comes back with its net
  const rows = page.locator("[data-testid=result] tbody tr");
  assert.equal(await rows.count(), 3);
  let back = 0;
  for (let i = 0; i < 3; i++) {
    const cells = await rows.nth(i).locator("td").allTextContents();
    assert.equal(cells[2], usd(500));
    const m = /^([+−]?)\$(\d+)\.(\d\d)$/.exec(cells[4]);
    assert.ok(m, `net "${cells[4]}"`);
    const cents = Number(m[2]) * 100 + Number(m[3]);
    back += 500 + (m[1] === "−" ? -cents : cents);
  }
  balance = before + back;
  await page.waitForFunction((want) => document.querySelector("[data-testid=balance]")?.textContent === want, usd(balance));
  assert.ok(await page.locator('.felt.generic [data-hand="dealer"] .card[data-card]').count() >= 1);
  await shot(page, "20-generic-multi-action");
});

test("a dealer runs a live Sic Bo round; his typing is checked as he types", async () => {
  const pat = people.pat;
  await pat.goto(base + `/#/table/${sicboTable}`);
  await pat.getByRole("heading", { name: "Sic Bo Live" }).waitFor();
  await pat.getByRole("button", { name: "Sit down" }).click();
  await pat.getByRole("button", { name: /\(yours\)/ }).waitFor();
  await pat.getByRole("radio", { name: `${usd(500)} chip` }).click();
  await pat.locator('button.spot[data-wager="small"]').click();
  await pat.locator('button.spot[data-wager="small"]').click();
  await pat.locator('button.spot[data-wager="total-10"]').click();
  await pat.locator('button.spot[data-wager="triple-6"]').click();
  await pat.getByText(`To place: ${usd(2000)}`).waitFor();
  await pat.getByRole("button", { name: "Place wagers" }).click();
  await expectNotice(pat, "ok", `Wagers placed: ${usd(2000)}`);
  balance -= 2000;
  await shot(pat, "07-sicbo-wagers");

  const dan = await person("dan");
  await logIn(dan, "dan", "dan-password");
  await dan.getByRole("heading", { name: "Dealer console" }).waitFor();
  await dan.getByRole("link", { name: "Open console" }).click();
  await dan.getByRole("heading", { name: "Dealing Sic Bo Live" }).waitFor();
  await dan.locator("button[data-dealer=no-more-bets]").click();
  await dan.locator("button[data-dealer=roll]").waitFor();
  await dan.locator("button[data-dealer=roll]").click();
  await dan.getByTestId("waiting").waitFor();
  const input = dan.getByTestId("outcome-input");
  await input.fill("1 4 9");
  await dan.getByText("die 3 shows 9: a die shows 1 to 6").waitFor();
  assert.equal(await input.getAttribute("aria-invalid"), "true");
  assert.equal(await dan.getByRole("button", { name: "Enter", exact: true }).isDisabled(), true);
  await shot(dan, "08-dealer-typing");
  await input.fill("1 4 5");
  assert.equal(await dan.locator(".preview .die").count(), 3);
  await dan.getByRole("button", { name: "Enter", exact: true }).click();
  await expectNotice(dan, "ok", "Entered 1-4-5");
  await dan.locator("[data-testid=result]").waitFor();
  await shot(dan, "09-dealer-console");

  // 95.22(6) small: 10 is small, no triple: 1 to 1 on $10.00;
  // 95.22(4) total of 10 pays 6 to 1 (95.24) on $5.00; triple 6 loses $5.00.
  const net = 1000 + 3000 - 500;
  const headline = pat.locator("[data-testid=result] .headline");
  await pat.locator("[data-testid=result] .headline", { hasText: usd(net) }).waitFor({ timeout: 15000 });
  assert.equal(await headline.textContent(), `You won ${usd(net)}`);
  balance += 2000 + net;
  await pat.waitForFunction((want) => document.querySelector("[data-testid=balance]")?.textContent === want, usd(balance));
  assert.equal(await pat.locator(".shaker .die").count(), 3);
  await shot(pat, "10-sicbo-result");
});

test("the player plays his rounds back step by step in game recall", async () => {
  const page = people.pat;
  await page.getByRole("link", { name: "Game recall" }).click();
  await page.getByRole("heading", { name: "Game recall" }).waitFor();
  const items = page.locator(".round-item");
  assert.equal(await items.count(), 4);
  const sicbo = items.nth(0);
  assert.match(await sicbo.locator(".net").textContent(), new RegExp(`\\+\\$35\\.00`));
  await shot(page, "11-recall");
  await sicbo.getByRole("button", { name: "Play back step by step" }).click();
  const replay = sicbo.locator(".replay");
  await replay.waitFor();
  // the script: the player's wagers, no more bets, the roll
  await replay.getByRole("button", { name: /First/ }).click();
  assert.equal(await replay.getByTestId("step-text").textContent(), "The table before the first step");
  assert.equal(await replay.locator(".shaker .die").count(), 0);
  await replay.getByRole("button", { name: /Next/ }).click();
  assert.match(await replay.getByTestId("step-text").textContent(), /^Seat \d wagers /);
  await replay.getByRole("button", { name: /Next/ }).click();
  assert.equal(await replay.getByTestId("step-text").textContent(), "Dealer: No more bets");
  await replay.getByRole("button", { name: /Next/ }).click();
  assert.equal(await replay.getByTestId("step-text").textContent(), "Dealer: Roll");
  assert.deepEqual(await replay.locator(".shaker .die").evaluateAll((ds) => ds.map((d) => d.dataset.die)), ["1", "4", "5"]);
  assert.equal(await replay.getByRole("button", { name: /Next/ }).isDisabled(), true);
  await shot(page, "12-recall-replay");
});

test("an auditor finds the Sic Bo round and verifies it by replay", async () => {
  const page = await person("audrey");
  await logIn(page, "audrey", "audrey-password");
  await page.getByRole("heading", { name: "Audit" }).waitFor();
  const row = page.locator("table.rounds-table tbody tr").first();
  await row.waitFor();
  assert.match(await row.textContent(), /Sic bo/);
  assert.match(await row.textContent(), /pat/);
  await shot(page, "13-audit-search");
  // a round is named by its number at its table, as the table page and
  // recall name it; the record id is the audit trail's own
  const [record, tableId, number] = (await row.locator("td").allTextContents()).slice(0, 3);
  assert.deepEqual(await page.locator("table.rounds-table thead th").allTextContents().then((h) => h.slice(0, 3)), ["Record", "Table", "Round"]);
  await row.getByRole("link").click();
  await page.getByRole("heading", { name: `Round ${number} at table ${tableId}`, exact: true }).waitFor();
  assert.match(await page.locator("dl.facts").textContent(), new RegExp(`Record${record} `));
  await page.getByRole("button", { name: "Verify by replay" }).click();
  await expectNotice(page, "ok", "Verified");
  await page.locator(".replay").waitFor();
  await page.getByRole("button", { name: "Check the whole ledger" }).count(); // the ledger box is on the search page
  await shot(page, "15-audit-verified");
});

test("a supervisor voids a round in progress and every wager goes back (67.101, 67.110)", async () => {
  const dan = people.dan;
  await dan.locator("button[data-dealer=next-round]").click();
  const pat = people.pat;
  await pat.goto(base + `/#/table/${sicboTable}`);
  await pat.getByRole("heading", { name: "Sic Bo Live" }).waitFor();
  await pat.getByRole("button", { name: /\(yours\)/ }).waitFor();
  await pat.locator('button.spot[data-wager="big"]:not([disabled])').waitFor();
  await pat.getByRole("radio", { name: `${usd(2500)} chip` }).click();
  await pat.locator('button.spot[data-wager="big"]').click();
  await pat.getByRole("button", { name: "Place wagers" }).click();
  await expectNotice(pat, "ok", `Wagers placed: ${usd(2500)}`);
  await pat.waitForFunction((want) => document.querySelector("[data-testid=balance]")?.textContent === want, usd(balance - 2500));

  const page = await person("sam");
  await logIn(page, "sam", "sam-password");
  await page.getByRole("heading", { name: "Floor" }).waitFor();
  const card = page.locator(".table-card", { hasText: "Sic Bo Live" });
  await card.getByText(`at risk ${usd(2500)}`).waitFor();
  await card.getByLabel("Reason").fill("dice left the bowl before no more bets");
  page.once("dialog", (d) => d.accept());
  await card.getByRole("button", { name: "Void round" }).click();
  await expectNotice(page, "ok", "voided");
  await shot(page, "19-floor-void");
  // the stake is back: the wallet holds what it held before the wager
  await pat.reload();
  await pat.waitForFunction((want) => document.querySelector("[data-testid=balance]")?.textContent === want, usd(balance));
});

// --- defects found by trying the pages as a new user would ---

// unlabeled lists the controls shown inside root that have no visible name:
// an input or a select without a <label> showing words, a button without
// words or an aria-label.
async function unlabeled(root) {
  return root.evaluate((el) => {
    const out = [];
    for (const c of el.querySelectorAll("input, select, textarea, button")) {
      if (c.type === "hidden" || !c.getClientRects().length) continue;
      const named = c.tagName === "BUTTON"
        ? (c.getAttribute("aria-label") || c.textContent).trim() !== ""
        : [...(c.labels || [])].some((l) => l.textContent.trim() !== "" && l.getClientRects().length > 0);
      if (!named) out.push(c.outerHTML.slice(0, 140));
    }
    return out;
  });
}

// stray lists the text under root that a page wrote by mistake: "null",
// "undefined", "[object Object]".
async function stray(root) {
  return root.evaluate((el) => {
    const out = [];
    const w = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = w.nextNode(); n; n = w.nextNode()) {
      if (/\b(null|undefined)\b|\[object /.test(n.data)) out.push(n.data);
    }
    return out;
  });
}

let blackjack2Table, sicbo2Table;

test("game recall writes nothing stray under the felt at any step", { timeout: 60000 }, async () => {
  const page = people.pat;
  await page.goto(base + "/#/recall");
  await page.getByRole("heading", { name: "Game recall" }).waitFor();
  const item = page.locator(".round-item").filter({ hasText: "Sic bo" }).filter({ hasNotText: "VOID" }).first();
  await item.getByRole("button", { name: "Play back step by step" }).click();
  const replay = item.locator(".replay");
  await replay.waitFor();
  await replay.getByRole("button", { name: /First/ }).click();
  const next = replay.getByRole("button", { name: /Next/ });
  for (let step = 0; ; step++) {
    assert.equal(await replay.locator(".counter").textContent(), `Step ${step} of 3`);
    assert.deepEqual(await stray(replay.locator(".replay-stage")), [], `step ${step}`);
    if (await next.isDisabled()) break;
    await next.click();
  }
});

test("the admin's open-table form keeps what is typed right after a table opens", { timeout: 60000 }, async () => {
  const page = await atAdmin();
  const open = page.locator("form", { has: page.getByRole("heading", { name: "Open a table" }) });
  await open.getByLabel("Game").selectOption("blackjack");
  await open.getByLabel("Name", { exact: true }).fill("Blackjack 2");
  await open.getByLabel("Mode").selectOption("electronic");
  await open.getByLabel("Betting window").fill("3");
  await open.getByLabel("Result shown").fill("4");
  await open.getByRole("button", { name: "Open table" }).click();
  await expectNotice(page, "ok", "Opened Blackjack 2");
  // at once, the next table: a live Sic Bo table for dan
  await open.getByLabel("Game").selectOption("sic-bo");
  await open.getByLabel("Mode").selectOption("live");
  await open.getByLabel("Dealer", { exact: true }).selectOption("dan");
  await open.getByLabel("Name", { exact: true }).fill("Sic Bo Live 2");
  const bj = page.locator(".table-card", { hasText: "Blackjack 2" });
  await bj.waitFor(); // the list of open tables shows it
  blackjack2Table = await bj.getAttribute("data-table");
  await page.waitForTimeout(1500); // the page used to draw itself again 600 ms after opening a table
  assert.equal(await open.getByLabel("Game").inputValue(), "sic-bo");
  assert.equal(await open.getByLabel("Mode").inputValue(), "live");
  assert.equal(await open.getByLabel("Dealer", { exact: true }).inputValue(), "dan");
  assert.equal(await open.getByLabel("Name", { exact: true }).inputValue(), "Sic Bo Live 2");
  await open.getByRole("button", { name: "Open table" }).click();
  await expectNotice(page, "ok", "Opened Sic Bo Live 2");
  const sb = page.locator(".table-card", { hasText: "Sic Bo Live 2" });
  await sb.waitFor();
  assert.match(await sb.textContent(), /Sic Bo · .* · dealer dan/);
  assert.equal(await sb.locator(".badge").textContent(), "live");
  // the form proposes the next table's name and keeps the rest
  assert.equal(await open.getByLabel("Name", { exact: true }).inputValue(), "Sic Bo Live 3");
  assert.equal(await open.getByLabel("Game").inputValue(), "sic-bo");
  sicbo2Table = await sb.getAttribute("data-table");
});

test("the blackjack bar labels every control, and the seats read clearly", { timeout: 60000 }, async () => {
  const page = people.pat;
  await page.goto(base + `/#/table/${blackjack2Table}`);
  await page.getByRole("heading", { name: "Blackjack 2" }).waitFor();
  const controls = page.locator(".controls");
  await controls.getByLabel("Free seat", { exact: true }).selectOption("2", { timeout: 5000 });
  await controls.getByRole("button", { name: "Sit down" }).click();
  await page.getByRole("button", { name: "Seat 2 (yours)" }).waitFor();
  // holding a seat, the free ones are "another seat", and the button says which
  await controls.getByLabel("Another seat", { exact: true }).selectOption("4", { timeout: 5000 });
  await controls.getByRole("button", { name: "Also play seat 4" }).waitFor({ timeout: 5000 });
  await controls.locator("summary", { hasText: "Type an amount" }).click();
  await controls.getByLabel("Amount ($)").waitFor();
  assert.deepEqual(await unlabeled(controls), []);
  // the panel is drawn again with every change at the table: it stays open
  await page.locator('[data-box="2"] button.spot[data-wager="main"]:not([disabled])').waitFor({ timeout: 20000 });
  await page.getByRole("radio", { name: `${usd(500)} chip` }).click();
  await controls.getByLabel("Amount ($)").waitFor({ timeout: 2000 });
});

test("the table's messages follow the round: none is left once it settles", { timeout: 150000 }, async () => {
  const page = people.pat;
  const controls = page.locator(".controls");
  const main = page.locator('[data-box="2"] button.spot[data-wager="main"]:not([disabled])');
  const over = page.locator('.status-line[data-phase="over"]');
  let hit = false;
  for (let round = 0; round < 4 && !hit; round++) {
    await main.waitFor({ timeout: 20000 });
    await page.getByRole("radio", { name: `${usd(500)} chip` }).click();
    await main.click();
    await page.getByRole("button", { name: "Place wagers" }).click();
    await expectNotice(page, "ok", `Wagers placed: ${usd(500)}`);
    balance -= 500;
    for (let i = 0; i < 80 && !(await over.count()); i++) {
      const acts = controls.locator("button.act");
      if (await acts.count()) {
        assert.deepEqual(await unlabeled(controls), [], "the decisions");
        const pick = async (act) => controls.locator(`button.act[data-act=${act}]:not([disabled])`);
        const decline = await pick("decline"), hitter = await pick("hit"), stand = await pick("stand");
        if (await decline.count()) await decline.first().click();
        else if (!hit && (await hitter.count())) { await hitter.first().click(); hit = true; }
        else if (await stand.count()) await stand.first().click();
      }
      await page.waitForTimeout(250);
    }
    await over.waitFor({ timeout: 30000 });
    await page.waitForTimeout(800); // the answer to the last step may come after the settlement
    assert.equal(await page.locator(".message .notice").count(), 0,
      `round ${round + 1}: "${await page.locator(".message").textContent()}" is still shown after the settlement`);
  }
  // the wallet: refresh the expected balance from the ledger-backed header
  balance = await page.evaluate(() => fetch("/api/me").then((r) => r.json()).then((m) => m.balance));
});

test("the dealer console's messages follow the round: no prompt for an outcome once it settles", { timeout: 90000 }, async () => {
  const pat = people.pat;
  await pat.goto(base + `/#/table/${sicbo2Table}`);
  await pat.getByRole("heading", { name: "Sic Bo Live 2" }).waitFor();
  await pat.getByRole("button", { name: "Sit down" }).click();
  await pat.getByRole("button", { name: /\(yours\)/ }).waitFor();
  await pat.getByRole("radio", { name: `${usd(500)} chip` }).click();
  await pat.locator('button.spot[data-wager="small"]').click();
  await pat.getByRole("button", { name: "Place wagers" }).click();
  await expectNotice(pat, "ok", `Wagers placed: ${usd(500)}`);

  const dan = people.dan;
  await dan.goto(base + `/#/dealer/${sicbo2Table}`);
  await dan.getByRole("heading", { name: "Dealing Sic Bo Live 2" }).waitFor();
  await dan.locator("button[data-dealer=no-more-bets]").click();
  await dan.locator("button[data-dealer=roll]").click();
  await dan.getByTestId("waiting").waitFor();
  await dan.getByTestId("outcome-input").fill("2 3 4");
  await dan.getByRole("button", { name: "Enter", exact: true }).click();
  await expectNotice(dan, "ok", "Entered 2-3-4");
  await dan.locator('.status-line[data-phase="over"]').waitFor();
  await pat.locator('.status-line[data-phase="over"]').waitFor();
  await dan.waitForTimeout(800); // the roll's answer comes once the outcome settled the round
  assert.equal(await dan.getByTestId("waiting").count(), 0, "the console still asks for the outcome after the settlement");
  assert.equal(await dan.locator(".message .notice").count(), 0, `the console still says "${await dan.locator(".message").textContent()}"`);
  assert.deepEqual(await stray(dan.locator(".table-status")), []);
  assert.equal(await pat.locator(".message .notice").count(), 0, `the table still says "${await pat.locator(".message").textContent()}"`);
  // the next round: what was entered for the last one is gone
  await dan.locator("button[data-dealer=next-round]").click();
  await dan.locator('.status-line[data-phase="bets"]').waitFor();
  await dan.locator(".entry .notice").waitFor({ state: "detached", timeout: 5000 });
  balance = await pat.evaluate(() => fetch("/api/me").then((r) => r.json()).then((m) => m.balance));
});

test("the admin reads every page that changes nothing: audit, a round played back, the ledger, the floor", { timeout: 90000 }, async () => {
  const page = await atAdmin();
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Audit" }).click({ timeout: 5000 });
  await page.getByRole("heading", { name: "Audit" }).waitFor();
  const row = page.locator("table.rounds-table tbody tr").filter({ hasText: "Sic bo" }).first();
  await row.waitFor({ timeout: 10000 });
  await row.getByRole("link").click();
  await page.getByRole("heading", { name: /^Round \d+ at table \d+$/ }).waitFor();
  await page.getByRole("button", { name: "Verify by replay" }).click();
  await expectNotice(page, "ok", "Verified");
  await page.locator(".replay .shaker .die").first().waitFor(); // played back, every die shown
  await page.getByRole("link", { name: "Back to search" }).click();
  await page.getByRole("button", { name: "Check the whole ledger" }).click();
  await expectNotice(page, "ok", "The ledger checks");
  await nav.getByRole("link", { name: "Floor" }).click();
  await page.getByRole("heading", { name: "Floor" }).waitFor();
  await page.locator(".table-card", { hasText: "Sic Bo Live 2" }).getByText(/at risk/).waitFor();
  assert.equal(await page.getByRole("button", { name: "Void round" }).count(), 0, "voiding stays the supervisor's");
});

test("creating an account asks for its role: there is no default", { timeout: 60000 }, async () => {
  const page = people.admin;
  await page.goto(base + "/#/admin");
  const staff = page.locator("form", { has: page.getByRole("heading", { name: "Create an account" }) });
  const role = staff.getByLabel("Role");
  assert.equal(await role.inputValue(), "", "a role is chosen before the admin chose one");
  await staff.getByLabel("Name", { exact: true }).fill("nora");
  await staff.getByLabel("Password").fill("nora-password");
  await staff.getByRole("button", { name: "Create" }).click();
  await page.waitForTimeout(500);
  assert.equal(await staff.locator(".notice.ok").count(), 0, "an account was made with a role nobody chose");
  await role.selectOption("player");
  await staff.getByRole("button", { name: "Create" }).click();
  await expectNotice(page, "ok", "Created player nora");
  assert.equal(await role.inputValue(), "");
});

test("a table's options are grouped and told in words, with their by-law sections, at any width", { timeout: 90000 }, async () => {
  const page = people.admin;
  await page.goto(base + "/#/admin");
  const open = page.locator("form", { has: page.getByRole("heading", { name: "Open a table" }) });
  await open.getByLabel("Game").selectOption("blackjack");
  const groups = open.locator("fieldset.option-group");
  assert.deepEqual(await groups.locator(":scope > legend").allTextContents(),
    ["Limits", "Seats", "Cards and shoe", "Rules of play", "Side bets, bonuses and jackpots"]);
  // the labels are words, not option ids or ruling codes; the help is the
  // by-law's, with its section
  const { games } = await page.evaluate(() => fetch("/api/games").then((r) => r.json()));
  const ids = games.find((g) => g.id === "blackjack").options.map((o) => o.name);
  assert.equal(ids.length, 16);
  const asId = (t) => t.toLowerCase().replace(/ \((\$|%)\)$/, "").replace(/\s+/g, "-");
  for (const l of await groups.locator("label, fieldset.list > legend").allTextContents()) {
    assert.doesNotMatch(l, /\b[A-Z]\d+\b|ruling/, `label "${l}"`);
    assert.ok(!ids.includes(asId(l.trim())), `label "${l}" is the option's id`);
  }
  const hints = await groups.locator(".hint").allTextContents();
  assert.equal(hints.length, 16, "one help line per Blackjack option");
  for (const t of hints) {
    assert.match(t, /By-law sections? [\d.()–, ]+\.$/, `help "${t}"`);
    assert.doesNotMatch(t, /\bruling|\b[A-Z]\d+\b|cents/, `help "${t}"`);
  }
  const soft17 = open.getByLabel("Stand on soft 17");
  assert.match(await soft17.locator("xpath=ancestor::div[contains(@class,'field')]").textContent(), /dealer stands on soft 17.*By-law section 26\./);
  const height = await open.evaluate((f) => f.getBoundingClientRect().height);
  assert.ok(height < 1500, `the open-table form is ${Math.round(height)} px tall with Blackjack's 16 options`);
  await shot(page, "21-admin-options");

  // the options are read as typed: a percentage, a check box, a side bet
  await open.getByLabel("Name", { exact: true }).fill("Blackjack S17");
  await open.getByLabel("Shoe dealt before the stop card (%)").fill("80");
  await soft17.check();
  await open.getByLabel("12–16").check();
  await open.getByRole("button", { name: "Open table" }).click();
  await expectNotice(page, "ok", "Opened Blackjack S17");
  const { tables } = await page.evaluate(() => fetch("/api/tables").then((r) => r.json()));
  const t = tables.find((x) => x.name === "Blackjack S17");
  assert.deepEqual(t.options, { penetration: 0.8, "stand-soft-17": true, "side-bets": ["twelve-sixteen"] });

  // at phone width: nothing wider than the screen, every option reachable
  const phone = await person("admin-phone", { width: 390, height: 844 });
  await logIn(phone, admin.name, admin.password);
  await phone.getByRole("heading", { name: "Admin" }).waitFor();
  const form = phone.locator("form", { has: phone.getByRole("heading", { name: "Open a table" }) });
  await form.getByLabel("Game").selectOption("blackjack");
  const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 0, `the admin page is ${overflow}px wider than the phone`);
  for (const el of await form.locator("input:visible, select:visible").all()) {
    const box = await el.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 390, `a control runs off the phone's screen: ${JSON.stringify(box)}`);
  }
  await form.getByLabel("Jackpot when the table opens ($)").scrollIntoViewIfNeeded();
  await shot(phone, "22-admin-phone");
});

// --- Baccarat and Red Dog on layouts of their own ---

let baccaratTable, reddogTable;

// 27: tens and pictures count 0, aces 1, the others their face; a hand's
// point count is the units digit of its total.
const bacValue = (code) => (code[0] === "A" ? 1 : "TJQK".includes(code[0]) ? 0 : Number(code[0]));
const bacPoints = (cards) => cards.reduce((t, c) => t + bacValue(c), 0) % 10;

// bacCards is how many cards each hand must hold after the deal, by the
// tableau of section 37 as the by-law prints it.
function bacCards(player, banker) {
  const p = bacPoints(player.slice(0, 2)), b = bacPoints(banker.slice(0, 2));
  if (p >= 8 || b >= 8) return [2, 2]; // a natural: no more cards
  if (p >= 6) return [2, b <= 5 ? 3 : 2]; // Player stands; Banker draws on 0–5
  const third = bacValue(player[2]);
  const draws = b <= 2 || (b === 3 && third !== 8) || (b === 4 && third >= 2 && third <= 7) ||
    (b === 5 && third >= 4 && third <= 7) || (b === 6 && (third === 6 || third === 7));
  return [3, draws ? 3 : 2];
}

// 31: 5% of the Banker wager taken up to the next multiple of $10.
const bacCommission = (stake) => Math.ceil(stake / 1000) * 50;

// openTable opens a table from the admin's form; set, if given, sets the
// game's own options on the form.
async function openTable(page, { game, name, mode, dealer, bets = "2", result = "30", set }) {
  const open = page.locator("form", { has: page.getByRole("heading", { name: "Open a table" }) });
  await open.getByLabel("Game", { exact: true }).selectOption(game);
  await open.getByLabel("Mode").selectOption(mode);
  if (dealer) await open.getByLabel("Dealer", { exact: true }).selectOption(dealer);
  if (set) await set(open);
  await open.getByLabel("Name", { exact: true }).fill(name);
  await open.getByLabel("Betting window").fill(bets);
  await open.getByLabel("Result shown").fill(result);
  await open.getByRole("button", { name: "Open table" }).click();
  await expectNotice(page, "ok", `Opened ${name}`);
  const card = page.locator(".table-card", { hasText: name });
  await card.waitFor();
  return card.getAttribute("data-table");
}

// Another player, bea, plays them: pat's game recall keeps his own rounds.
test("the admin opens an electronic Baccarat table and a live Red Dog table; bea gets $500.00 at the cage", async () => {
  const page = await atAdmin();
  // a short pause between rounds: the flow plays several
  baccaratTable = await openTable(page, { game: "baccarat", name: "Baccarat 1", mode: "electronic", result: "4" });
  reddogTable = await openTable(page, { game: "red-dog", name: "Red Dog Live", mode: "live", dealer: "dan" });

  const bea = await person("bea");
  await bea.goto(base + "/#/register");
  await bea.getByLabel("Name", { exact: true }).fill("bea");
  await bea.getByLabel("Password", { exact: true }).fill("bea-password");
  await bea.getByLabel("Password again").fill("bea-password");
  await bea.getByRole("button", { name: "Create my account" }).click();
  await bea.getByRole("heading", { name: "Lobby" }).waitFor();
  const cara = people.cara;
  await cara.goto(base + "/#/cage");
  await cara.getByLabel("Player").fill("bea");
  await cara.getByLabel("Amount ($)").fill("500");
  await cara.getByRole("button", { name: "Cash in" }).click();
  await expectNotice(cara, "ok", `Credited ${usd(cash)} to bea`);
});

test("a player plays electronic Baccarat: each balance from the cards, the commission included; the bead road marks each round", { timeout: 150000 }, async () => {
  const page = people.bea;
  await page.goto(base + `/#/table/${baccaratTable}`);
  await page.getByRole("heading", { name: "Baccarat 1" }).waitFor();
  await page.getByRole("button", { name: "Sit down" }).click();
  await page.getByRole("button", { name: /\(yours\)/ }).waitFor();
  let wallet = await page.evaluate(() => fetch("/api/me").then((r) => r.json()).then((m) => m.balance));
  assert.equal(wallet, cash, "what the cashier credited");
  const felt = page.locator(".felt.baccarat");
  const banker = felt.locator('button.spot[data-wager="banker"]');
  // the spots say what they pay and the table's limits
  assert.match(await banker.getAttribute("aria-label"), /^Banker, pays 1 to 1 less 5% commission, limits \$\d+\.\d\d to \$[\d,]+\.\d\d/);
  assert.match(await felt.locator(".felt-rule").textContent(), /^Limits \$\d+\.\d\d to \$[\d,]+\.\d\d a betting box/);

  const played = []; // {round, mark}
  let bankerWon = false, shotBanker = false;
  for (let i = 0; i < 7 && (played.length < 3 || !bankerWon); i++) {
    await felt.locator('button.spot[data-wager="banker"]:not([disabled])').waitFor({ timeout: 20000 });
    const round = Number((await page.locator(".status-line .round").textContent()).replace("Round ", ""));
    await page.getByRole("radio", { name: `${usd(2500)} chip` }).click();
    await banker.click();
    await page.getByRole("radio", { name: `${usd(500)} chip` }).click();
    await felt.locator('button.spot[data-wager="tie"]').click();
    // before the deal, the Banker spot says what its commission would be
    assert.match(await banker.textContent(), new RegExp(`commission \\${usd(bacCommission(2500))} if Banker wins`));
    await page.getByRole("button", { name: "Place wagers" }).click();
    await expectNotice(page, "ok", `Wagers placed: ${usd(3000)}`);
    wallet -= 3000;
    await page.waitForFunction((want) => document.querySelector("[data-testid=balance]")?.textContent === want, usd(wallet));

    // the bets close by themselves; the felt shows the round once settled
    await page.locator(`.felt.baccarat[data-round="${round}"]`).waitFor({ timeout: 20000 });
    const cards = async (h) => felt.locator(`[data-hand="${h}"] .card[data-card]`).evaluateAll((cs) => cs.map((c) => c.dataset.card));
    const p = await cards("player"), b = await cards("banker");
    assert.deepEqual([p.length, b.length], bacCards(p, b), `the tableau of 37: player ${p}, banker ${b}`);
    const pp = bacPoints(p), bp = bacPoints(b);
    assert.equal(await felt.locator('[data-hand="player"] .bac-points').textContent(), String(pp));
    assert.equal(await felt.locator('[data-hand="banker"] .bac-points').textContent(), String(bp));
    // 32–36: Banker $25.00 wins 1 to 1 less its commission, or pushes on a
    // tie; Tie $5.00 pays 8 to 1
    let net, words;
    if (bp > pp) { net = 2500 - bacCommission(2500) - 500; words = `Banker wins, ${bp} over ${pp}`; bankerWon = true; }
    else if (pp > bp) { net = -2500 - 500; words = `Player wins, ${pp} over ${bp}`; }
    else { net = 4000; words = `Tie at ${pp}`; }
    const result = await page.getByTestId("bac-result").textContent();
    assert.ok(result.startsWith(words), `"${result}" for player ${p}, banker ${b}`);
    if (bp > pp) assert.match(result, new RegExp(`commission paid \\${usd(150)} \\(5% of \\${usd(3000)}\\)`));
    else assert.doesNotMatch(result, /commission/);
    const headline = page.locator("[data-testid=result] .headline");
    assert.equal(await headline.textContent(), net > 0 ? `You won ${usd(net)}` : net < 0 ? `You lost ${usd(-net)}` : "Your wagers came back: no win, no loss.");
    wallet += 3000 + net;
    await page.waitForFunction((want) => document.querySelector("[data-testid=balance]")?.textContent === want, usd(wallet));
    played.push({ round, mark: bp > pp ? "B" : pp > bp ? "P" : "T" });
    if (bp > pp && !shotBanker) {
      await page.waitForTimeout(2200); // the cards are laid one by one
      await shot(page, "23-baccarat-banker");
      shotBanker = true;
    }
  }

  // the bead road: a mark for each round, oldest first, in columns of six;
  // opened again, the page reads the same marks from the server
  const marks = async () => page.locator(".road .bead[data-round]").evaluateAll((bs) => bs.map((b) => ({ round: Number(b.dataset.round), mark: b.dataset.mark })));
  assert.deepEqual(await marks(), played);
  await page.reload();
  await page.locator(".road .bead[data-round]").first().waitFor();
  assert.deepEqual(await marks(), played);
  const count = (k) => played.filter((x) => x.mark === k).length;
  assert.equal(await page.locator(".road .road-count").textContent(), `Player ${count("P")} · Banker ${count("B")} · Tie ${count("T")}`);
  assert.deepEqual(await unlabeled(page.locator(".controls")), []);
  assert.deepEqual(await stray(felt), []);
  await shot(page, "24-baccarat-road");
});

test("a dealer runs a live Red Dog round; the player raises on the spread", { timeout: 90000 }, async () => {
  const bea = people.bea;
  await bea.goto(base + `/#/table/${reddogTable}`);
  await bea.getByRole("heading", { name: "Red Dog Live" }).waitFor();
  await bea.getByRole("button", { name: "Sit down" }).click();
  await bea.getByRole("button", { name: /\(yours\)/ }).waitFor();
  let wallet = await bea.evaluate(() => fetch("/api/me").then((r) => r.json()).then((m) => m.balance));
  const felt = bea.locator(".felt.reddog");
  const reading = bea.getByTestId("rd-reading");
  await bea.getByRole("radio", { name: `${usd(500)} chip` }).click();
  await felt.locator('button.spot[data-wager="main"]').click();
  await felt.locator('button.spot[data-wager="main"]').click();
  await bea.getByRole("button", { name: "Place wagers" }).click();
  await expectNotice(bea, "ok", `Wagers placed: ${usd(1000)}`);
  wallet -= 1000;

  const dan = await theDealer();
  await dan.goto(base + `/#/dealer/${reddogTable}`);
  await dan.getByRole("heading", { name: "Dealing Red Dog Live" }).waitFor();
  await dan.locator("button[data-dealer=no-more-bets]").click();
  await dan.getByTestId("waiting").waitFor();
  const input = dan.getByTestId("outcome-input");
  await input.fill("5h 9c");
  await dan.getByRole("button", { name: "Enter", exact: true }).click();
  await expectNotice(dan, "ok", "Entered 5h 9c");

  // 66(3), ruling RD1: 6, 7 and 8 lie between a 5 and a 9, a spread of 3,
  // which pays 2 to 1 (67)
  const rank = (c) => "23456789TJQKA".indexOf(c[0]) + 2;
  const [a, b] = ["5h", "9c"];
  const spread = Math.abs(rank(a) - rank(b)) - 1;
  assert.equal(spread, 3);
  await reading.filter({ hasText: "Spread of 3: pays 2 to 1" }).waitFor();
  assert.deepEqual(await felt.locator(".rd-pays li.lit > *").allTextContents(), ["Spread of 3", "2 to 1"]);
  const controls = bea.locator(".controls");
  const raise = controls.getByLabel("Raise by ($)");
  assert.equal(await raise.inputValue(), "10.00", "the raise proposed is the main wager");
  await controls.getByText(`$0.01 to ${usd(1000)}, your main wager`).waitFor();
  assert.deepEqual(await unlabeled(controls), []);
  await felt.locator(".rd-turn.mine").waitFor();
  await shot(bea, "25-reddog-raise");
  // a raise is at most the main wager: refused, nothing changes
  await raise.fill("10.01");
  await controls.getByRole("button", { name: "Raise", exact: true }).click();
  await expectNotice(bea, "error", "");
  await bea.waitForFunction((want) => document.querySelector("[data-testid=balance]")?.textContent === want, usd(wallet));
  await raise.fill("7.50");
  await controls.getByRole("button", { name: "Raise", exact: true }).click();
  await expectNotice(bea, "info", "waiting for the dealer's cards");
  wallet -= 750; // held once the third card comes

  await dan.getByTestId("waiting").waitFor();
  await input.fill("7d");
  await dan.getByRole("button", { name: "Enter", exact: true }).click();
  await expectNotice(dan, "ok", "Entered 7d");
  await reading.filter({ hasText: "the 7 falls between, paying 2 to 1" }).waitFor({ timeout: 15000 });
  const third = rank("7d");
  assert.ok(Math.min(rank(a), rank(b)) < third && third < Math.max(rank(a), rank(b)));
  // main $10.00 and raise $7.50 at 2 to 1
  const net = 2 * 1000 + 2 * 750;
  await bea.locator("[data-testid=result] .headline", { hasText: `You won ${usd(net)}` }).waitFor({ timeout: 15000 });
  assert.deepEqual(await felt.locator('[data-hand="dealer"] .card[data-card]').evaluateAll((cs) => cs.map((c) => c.dataset.card)), ["5h", "7d", "9c"]);
  const rows = await bea.locator("[data-testid=result] tbody tr").evaluateAll((trs) => trs.map((tr) => [...tr.cells].map((td) => td.textContent)));
  assert.deepEqual(rows, [["1", "Main", usd(1000), "won", "+" + usd(2000)], ["1", "Raise", usd(750), "won", "+" + usd(1500)]]);
  wallet += 1000 + 750 + net;
  await bea.waitForFunction((want) => document.querySelector("[data-testid=balance]")?.textContent === want, usd(wallet));
  await shot(bea, "26-reddog-result");
  await shot(dan, "27-dealer-reddog");

  // the next round: consecutive cards push (66(1)); no third card
  await dan.locator("button[data-dealer=next-round]").click();
  await felt.locator('button.spot[data-wager="main"]:not([disabled])').waitFor();
  await felt.locator('button.spot[data-wager="main"]').click();
  await bea.getByRole("button", { name: "Place wagers" }).click();
  await expectNotice(bea, "ok", `Wagers placed: ${usd(500)}`);
  await dan.locator("button[data-dealer=no-more-bets]").click();
  await dan.getByTestId("waiting").waitFor();
  await input.fill("8s 9d");
  await dan.getByRole("button", { name: "Enter", exact: true }).click();
  await reading.filter({ hasText: "Consecutive: push" }).waitFor({ timeout: 15000 });
  await bea.locator("[data-testid=result] .headline", { hasText: "Your wagers came back: no win, no loss." }).waitFor();
  assert.equal(await felt.locator('[data-hand="dealer"] .card[data-card]').count(), 2);
  await bea.waitForFunction((want) => document.querySelector("[data-testid=balance]")?.textContent === want, usd(wallet));
  assert.deepEqual(await stray(felt), []);
});

// --- Super Pan 9 and Grand Baccarat, live: what the dealer chooses ---

let sp9Table, grandTable;

// 54: pictures 0, aces 1, the others their face (the shoe has no 7s to
// 10s); a hand counts the units digit of its total.
const sp9Points = (cards) => cards.reduce((t, c) => t + (c[0] === "A" ? 1 : "JQK".includes(c[0]) ? 0 : Number(c[0])), 0) % 10;
// 58 and ruling PG3: 5% on the next multiple of $10.
const onTens = (cents) => Math.ceil(cents / 1000) * 50;
const balanceOf = (page) => page.evaluate(() => fetch("/api/me").then((r) => r.json()).then((m) => m.balance));
const showsBalance = (page, cents) => page.waitForFunction((want) => document.querySelector("[data-testid=balance]")?.textContent === want, usd(cents));

// sitAt seats a player at a table and returns his seat.
async function sitAt(page, table, name) {
  await page.goto(base + `/#/table/${table}`);
  await page.getByRole("heading", { name }).waitFor();
  await page.getByRole("button", { name: "Sit down" }).click();
  const mine = page.getByRole("button", { name: /\(yours\)/ });
  await mine.waitFor();
  return Number((await mine.textContent()).match(/Seat (\d+)/)[1]);
}

// wager stacks chips of one value on a spot and places them.
async function wager(page, id, chipCents, count) {
  await page.locator(`.felt button.spot[data-wager="${id}"]:not([disabled])`).waitFor();
  await page.getByRole("radio", { name: `${usd(chipCents)} chip` }).click();
  for (let i = 0; i < count; i++) await page.locator(`.felt button.spot[data-wager="${id}"]`).click();
  await page.getByRole("button", { name: "Place wagers" }).click();
  try {
    await expectNotice(page, "ok", `Wagers placed: ${usd(chipCents * count)}`);
  } catch (err) {
    await shot(page, `failed-wager-${id}`);
    throw new Error(`${err.message}; the page says: ${(await page.locator(".notice").allTextContents()).join(" | ")}`);
  }
}

// deal has the dealer enter cards once a step waits for them.
async function deal(dan, cards, said = cards) {
  try {
    await dan.getByTestId("waiting").waitFor({ timeout: 15000 });
  } catch (err) {
    await shot(dan, "failed-deal");
    throw new Error(`${err.message}; the console says: ${(await dan.locator(".notice").allTextContents()).join(" | ")}`);
  }
  await dan.getByTestId("outcome-input").fill(cards);
  await dan.getByRole("button", { name: "Enter", exact: true }).click();
  await expectNotice(dan, "ok", `Entered ${said}`);
}

test("the admin opens a live Super Pan 9 table and a live Grand Baccarat table", { timeout: 60000 }, async () => {
  const page = await atAdmin();
  sp9Table = await openTable(page, { game: "super-pan-9", name: "Super Pan 9 Live", mode: "live", dealer: "dan" });
  grandTable = await openTable(page, {
    game: "baccarat", name: "Grand Baccarat Live", mode: "live", dealer: "dan",
    set: (form) => form.locator('select[data-option="style"]').selectOption("grand"),
  });
});

test("a dealer runs live Super Pan 9: he banks the first round, then offers the bank to a seat that wagered", { timeout: 150000 }, async () => {
  const pat = people.pat, bea = people.bea;
  const dan = await theDealer();
  assert.equal(await sitAt(pat, sp9Table, "Super Pan 9 Live"), 1);
  assert.equal(await sitAt(bea, sp9Table, "Super Pan 9 Live"), 2);
  let patW = await balanceOf(pat), beaW = await balanceOf(bea);
  const felt = (p) => p.locator(".felt.superpan9");
  const cardsOf = (p, k) => felt(p).locator(`[data-hand="${k}"] .card`).evaluateAll((cs) => cs.map((c) => c.dataset.card || "??"));
  const bankLine = (p) => p.getByTestId("sp9-bank");

  // Round 1: the dealer banks (62). pat $10.00, bea $25.00 on main.
  await wager(pat, "main", 500, 2);
  await wager(bea, "main", 2500, 1);
  patW -= 1000; beaW -= 2500;
  await dan.goto(base + `/#/dealer/${sp9Table}`);
  await dan.getByRole("heading", { name: "Dealing Super Pan 9 Live" }).waitFor();
  await dan.locator("button[data-dealer=no-more-bets]").click();
  // 59: three passes, seat 1, seat 2, then the dealer
  const r1 = { 1: ["4h", "2c", "Ks"], 2: ["2d", "Qh", "As"], dealer: ["6s", "Jd", "Ac"] };
  await deal(dan, [0, 1, 2].flatMap((i) => [r1[1][i], r1[2][i], r1.dealer[i]]).join(" "));
  // pat sees his own cards and no one else's (59)
  await pat.locator("button.act[data-act=stand]").waitFor({ timeout: 15000 });
  assert.deepEqual(await cardsOf(pat, "1"), r1[1]);
  assert.deepEqual(await cardsOf(pat, "2"), ["??", "??", "??"]);
  assert.deepEqual(await cardsOf(pat, "dealer"), ["??", "??", "??"]);
  assert.equal(await bankLine(pat).textContent(), "The dealer banks this round.");
  await shot(pat, "30-superpan9-decision");
  assert.equal(sp9Points(r1[1]), 6);
  await pat.locator("button.act[data-act=stand]").click();
  await bea.locator("button.act[data-act=hit]").click(); // 3 points: she hits
  await deal(dan, "5c");
  r1[2].push("5c");
  const [p1, b1, d1] = [sp9Points(r1[1]), sp9Points(r1[2]), sp9Points(r1.dealer)];
  assert.deepEqual([p1, b1, d1], [6, 8, 7]); // the dealer stands on 6 or more (60)
  // 57, 58: pat's 6 loses to the bank's 7; bea's 8 wins 1 to 1 less 5% of $30.00
  const beaNet = 2500 - onTens(2500);
  await pat.locator("[data-testid=result] .headline", { hasText: `You lost ${usd(1000)}` }).waitFor({ timeout: 15000 });
  await bea.locator("[data-testid=result] .headline", { hasText: `You won ${usd(beaNet)}` }).waitFor({ timeout: 15000 });
  assert.equal(beaNet, 2350);
  beaW += 2500 + beaNet;
  await showsBalance(pat, patW);
  await showsBalance(bea, beaW);
  assert.deepEqual(await cardsOf(pat, "2"), r1[2], "the cards turned face up (61)");
  assert.deepEqual(await cardsOf(pat, "dealer"), r1.dealer);

  // Round 2: the dealer offers the bank to seat 1, which wagered in the
  // round he banked (53). bea $20.00 on main; pat's seat covers it.
  await dan.getByLabel("Bank next round").selectOption("1");
  assert.deepEqual(await unlabeled(dan.locator(".dealer-actions")), []);
  await shot(dan, "31-dealer-superpan9-bank");
  await dan.locator("button[data-dealer=next-round]").click();
  await bankLine(pat).filter({ hasText: "Your seat 1 banks this round" }).waitFor();
  assert.equal(await felt(pat).locator('button.spot[data-wager="main"]').count(), 0, "the bank places no main wager");
  await wager(bea, "main", 500, 4);
  beaW -= 2000;
  await dan.locator("button[data-dealer=no-more-bets]").click();
  const r2 = { 1: ["5h", "Qc", "3d"], 2: ["4s", "6d", "Jc"], dealer: ["2s", "4c", "Kh"] };
  await deal(dan, [0, 1, 2].flatMap((i) => [r2[1][i], r2[2][i], r2.dealer[i]]).join(" "));
  await bankLine(bea).filter({ hasText: `Seat 1 banks this round, covering ${usd(2000)} of main wagers` }).waitFor();
  // the players play first, the banking seat last
  await bea.locator("button.act[data-act=hit]").click();
  await deal(dan, "2h");
  r2[2].push("2h");
  await pat.locator("button.act[data-act=stand]").click();
  assert.deepEqual([sp9Points(r2[1]), sp9Points(r2[2]), sp9Points(r2.dealer)], [8, 2, 6]);
  // bea's 2 loses $20.00 to the bank's 8; the bank wins $20.00 net and
  // pays 5% of the next multiple of $10 of it (ruling PG3)
  const patNet = 2000 - onTens(2000);
  await pat.locator("[data-testid=result] .headline", { hasText: `You won ${usd(patNet)}` }).waitFor({ timeout: 15000 });
  await bea.locator("[data-testid=result] .headline", { hasText: `You lost ${usd(2000)}` }).waitFor({ timeout: 15000 });
  const rows = await pat.locator("[data-testid=result] tbody tr").evaluateAll((trs) => trs.map((tr) => [...tr.cells].map((td) => td.textContent)));
  assert.deepEqual(rows, [["1", "Bank", usd(2000), `woncommission ${usd(100)}`, "+" + usd(1900)]]);
  patW += patNet;
  await showsBalance(pat, patW);
  await showsBalance(bea, beaW);
  assert.equal(await balanceOf(pat), patW);
  assert.equal(await balanceOf(bea), beaW);
  assert.equal(await felt(pat).locator('button.spot[data-wager="main"]').count(), 0, "the bank had no main wager");
  assert.deepEqual(await cardsOf(pat, "dealer"), r2.dealer, "the dealer's hand, played and not wagered");
  await shot(pat, "32-superpan9-bank");

  // 53: a player cannot bank two rounds running; the console says so
  await dan.getByLabel("Bank next round").selectOption("1");
  await dan.locator("button[data-dealer=next-round]").click();
  await expectNotice(dan, "error", "cannot be the bank for 2 consecutive rounds");
  assert.equal(await dan.locator("button[data-dealer=next-round]").count(), 1, "the round did not move on");
  assert.deepEqual(await stray(felt(pat)), []);
});

test("a dealer records the seat that deals at Grand Baccarat (28), and the round settles", { timeout: 90000 }, async () => {
  const bea = people.bea, dan = people.dan;
  const seat = await sitAt(bea, grandTable, "Grand Baccarat Live");
  let beaW = await balanceOf(bea);
  await wager(bea, "player", 500, 2);
  beaW -= 1000;
  await dan.goto(base + `/#/dealer/${grandTable}`);
  await dan.getByRole("heading", { name: "Dealing Grand Baccarat Live" }).waitFor();
  await dan.getByLabel("Cards dealt by").selectOption(String(seat));
  assert.deepEqual(await unlabeled(dan.locator(".dealer-actions")), []);
  await shot(dan, "33-dealer-grand-baccarat");
  await dan.locator("button[data-dealer=no-more-bets]").click();
  // Player, Banker, Player, Banker: the Player's 4 and 5 are a natural 9
  await deal(dan, "4h 2c 5d 3s");
  await dan.locator("ol.log li", { hasText: `Seat ${seat}: deals the cards (Grand Baccarat, 28)` }).waitFor();
  assert.equal(bacPoints(["4h", "5d"]), 9);
  await bea.getByTestId("bac-result").filter({ hasText: "Player wins, 9 over 5" }).waitFor({ timeout: 15000 });
  await bea.locator("[data-testid=result] .headline", { hasText: `You won ${usd(1000)}` }).waitFor();
  beaW += 2000;
  await showsBalance(bea, beaW);
  assert.ok((await bea.locator("ol.log li").allTextContents()).includes(`Seat ${seat}: deals the cards (Grand Baccarat, 28)`));
});

test("Baccarat and Red Dog read at phone width", async () => {
  const page = await person("bea-phone", { width: 390, height: 844 });
  await logIn(page, "bea", "bea-password");
  for (const [id, name, shotName] of [[baccaratTable, "Baccarat 1", "28-baccarat-phone"], [reddogTable, "Red Dog Live", "29-reddog-phone"]]) {
    await page.goto(base + `/#/table/${id}`);
    await page.getByRole("heading", { name }).waitFor();
    await page.locator(".felt .card[data-card]").first().waitFor(); // the last round's cards
    if (id === baccaratTable) await page.locator(".road .bead[data-round]").first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `${name} is ${overflow}px wider than the phone`);
    for (const el of await page.locator(".felt button:visible, .felt .card:visible, .road:visible").all()) {
      const box = await el.boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= 390, `${name}: something runs off the phone's screen: ${JSON.stringify(box)}`);
    }
    await shot(page, shotName);
  }
});

test("the table page reads at phone width", async () => {
  const page = await person("pat-phone", { width: 390, height: 844 });
  await logIn(page, "pat", "pat-password");
  await page.goto(base + `/#/table/${sicboTable}`);
  await page.getByRole("heading", { name: "Sic Bo Live" }).waitFor();
  await page.locator('button.spot[data-wager="small"]').waitFor();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 0, `the page is ${overflow}px wider than the phone`);
  await shot(page, "16-sicbo-phone");
});

test("the table page, its result and game recall name a round by one number", async () => {
  // The Sic Bo table has played a round and voided one: its engine was
  // started afresh each time, yet its third round is round 3 everywhere.
  const pat = people.pat;
  await pat.goto(base + `/#/table/${sicboTable}`);
  await pat.getByRole("heading", { name: "Sic Bo Live" }).waitFor();
  await pat.getByRole("button", { name: /\(yours\)/ }).waitFor();
  const label = pat.locator(".status-line .round");
  assert.equal(await label.textContent(), "Round 3");
  await pat.locator('button.spot[data-wager="big"]:not([disabled])').waitFor();
  await pat.getByRole("radio", { name: `${usd(500)} chip` }).click();
  await pat.locator('button.spot[data-wager="big"]').click();
  await pat.getByRole("button", { name: "Place wagers" }).click();
  await expectNotice(pat, "ok", `Wagers placed: ${usd(500)}`);
  balance -= 500;

  const dan = people.dan;
  await dan.goto(base + `/#/dealer/${sicboTable}`);
  await dan.getByRole("heading", { name: "Dealing Sic Bo Live" }).waitFor();
  await dan.locator("button[data-dealer=no-more-bets]").click();
  await dan.locator("button[data-dealer=roll]").click();
  await dan.getByTestId("waiting").waitFor();
  await dan.getByTestId("outcome-input").fill("6 6 5");
  await dan.getByRole("button", { name: "Enter", exact: true }).click();
  await expectNotice(dan, "ok", "Entered 6-6-5");

  // 95.22(7) big: 17 is big, no triple: 1 to 1 on $5.00.
  await pat.locator("[data-testid=result] .headline", { hasText: `You won ${usd(500)}` }).waitFor({ timeout: 15000 });
  balance += 1000;
  assert.equal(await label.textContent(), "Round 3");
  assert.match(await pat.locator("#res-h").textContent(), /^Round 3You won/);
  assert.ok((await pat.locator("ol.log li").allTextContents()).includes("Round 3 settled"));

  await pat.getByRole("link", { name: "Game recall" }).click();
  await pat.getByRole("heading", { name: "Game recall" }).waitFor();
  const newest = pat.locator(".round-item").first();
  assert.match(await newest.locator("h2").textContent(), /^Round 3 · Sic bo · /);
  await newest.getByRole("button", { name: "Play back step by step" }).click();
  await newest.getByRole("region", { name: "Round 3 step by step" }).waitFor();
  // the voided round at this table is its round 2 (other tables' rounds may
  // come between in the list)
  assert.match(await pat.locator(".round-item", { hasText: "VOID" }).first().locator("h2").textContent(), /^Round 2 · Sic bo · .* · VOID$/);
});

// 67.21: one progressive jackpot for every Caribbean Stud table that
// offers it, seeded from the house by the first table to open, shown at
// every table and pushed whenever a round changes it.
test("a Caribbean Stud royal flush at one table pays the shared jackpot; the other table shows it reset", { timeout: 120000 }, async () => {
  const page = await atAdmin();
  const progressive = async (form) => {
    await form.locator('input[data-option="progressive"]').check();
    await form.locator('input[data-option="seed"]').fill("1000");
  };
  const studA = await openTable(page, { game: "caribbean-stud", name: "Caribbean Stud A", mode: "live", dealer: "dan", set: progressive });
  const studB = await openTable(page, { game: "caribbean-stud", name: "Caribbean Stud B", mode: "live", dealer: "dan", set: progressive });
  const pat = people.pat, bea = people.bea;
  const dan = await theDealer();
  const jackpot = (p, cents) => p.getByTestId("jackpot").filter({ hasText: `Progressive jackpot ${usd(cents)}` }).waitFor({ timeout: 15000 });

  await bea.goto(base + `/#/table/${studB}`);
  await bea.getByRole("heading", { name: "Caribbean Stud B" }).waitFor();
  await jackpot(bea, 100000); // the $1,000 seed
  await sitAt(pat, studA, "Caribbean Stud A");
  await jackpot(pat, 100000);
  let patW = await balanceOf(pat);
  await wager(pat, "ante", 500, 1);
  await wager(pat, "progressive", 100, 1);
  await dan.goto(base + `/#/dealer/${studA}`);
  await dan.getByRole("heading", { name: "Dealing Caribbean Stud A" }).waitFor();
  await dan.locator("button[data-dealer=no-more-bets]").click();
  // 67.15: five to the seat, then five to the dealer, the fifth face up
  await deal(dan, "Ts Js Qs Ks As Qd Jc 8h 4c 3d");
  await pat.locator("button.act[data-act=raise]").click();
  // 67.17: the dealer's queen-high does not open: ante +$5.00, the $10.00
  // raise pushes; 67.21: the royal flush takes 100% of the jackpot, $1,000.00
  await pat.locator("[data-testid=result] .headline", { hasText: `You won ${usd(500 + 100000)}` }).waitFor({ timeout: 15000 });
  patW += 500 + 100000;
  await showsBalance(pat, patW);
  assert.equal(await balanceOf(pat), patW);
  // The pool is reset to its seed and keeps 25 cents of the $1 wager:
  // $1,000.25, on the other table's display without a step of its own.
  await jackpot(bea, 100025);
  await jackpot(pat, 100025);
  await shot(bea, "35-caribbean-jackpot-reset");
});

// The poker-based table games on the generic layout, one live round each,
// the dealer entering the cards; every balance worked out from the by-law.
test("a dealer runs one live round of each poker table game; each balance from the by-law's pay tables", { timeout: 240000 }, async () => {
  const page = await atAdmin();
  const pat = people.pat;
  const dan = await theDealer();
  const rounds = [
    {
      // 67.27: three to the seat, three to the dealer. His 9-7-2 does not
      // open (67.29): ante 1 to 1 and the straight's ante bonus 1 to 1
      // (67.31), play pushes, pair plus pays the straight 6 to 1 (67.32).
      game: "three-card-poker", name: "Three Card Live", wagers: [["ante", 500, 1], ["pair-plus", 500, 1]],
      cards: ["As Kd Qh 2c 7d 9s"], acts: ["play"], net: 500 + 500 + 0 + 3000,
    },
    {
      // 67.5: three to the seat, three to the dealer; 67.6: the third is
      // burned, the second exposed, then the first. Th Td 3c with Kc Ks is
      // two pairs: each $5.00 bet that rode wins 2 to 1 (67.8).
      game: "let-it-ride", name: "Let It Ride Live", wagers: [["bet-1", 500, 1], ["bet-2", 500, 1], ["bet-3", 500, 1]],
      cards: ["Th Td 3c Kc Ks 4h"], acts: ["ride", "ride"], net: 3 * 2 * 500,
    },
    {
      // 67.57: three each; the second play (67.58); 67.60: two more each.
      // Kings against jack-high: both plays win 1 to 1, the ante pushes
      // (ruling P7; one pair is below 67.63's two pairs of tens).
      game: "boston-poker", name: "Boston Live", wagers: [["ante", 500, 1], ["first-play", 500, 2]],
      cards: ["Kh Kd 4c 3h 5d 9c", "7s 2c Jd 8s"], acts: ["second-play"], net: 1000 + 1000,
    },
    {
      // 67.46: three to the seat, four to the dealer. The seat keeps its
      // seven-card bet (67.47). Qh Qd 5c: a pair, 1 to 1 (67.48); with the
      // dealer's Qs 9d, three queens, 4 to 1 (67.49); with all four, queens
      // full of nines, 5 to 1 (67.50).
      game: "three-five-seven-poker", name: "3-5-7 Live", wagers: [["three-card", 500, 1], ["five-card", 500, 1], ["seven-card", 500, 1]],
      cards: ["Qh Qd 5c Qs 9d 9c 2h"], acts: ["keep"], net: 500 + 2000 + 2500,
    },
    {
      // 67.69: five to the seat, six to the dealer. Aces beat queen-high:
      // ante and a play of once the ante win 1 to 1 (67.72); a pair earns
      // no ante bonus (67.73).
      game: "four-card-poker", name: "4-Card Live", wagers: [["ante", 500, 1]],
      cards: ["Ah Ad Kc 7s 2c Qh Jd 9c 6s 4d 3h"], acts: [["play", "5"]], net: 500 + 500,
    },
    {
      // 67.80: five each. The dealer's ace-high opens (67.82); kings beat
      // it: ante and play 1 to 1; the Super Bonus, below a straight and
      // not beaten, pushes (67.86).
      game: "crazy-four-poker", name: "Crazy Four Live", wagers: [["ante", 500, 1], ["super-bonus", 500, 1]],
      cards: ["Kh Kd 8c 5s 2c Ah Qd 9c 6s 3d"], acts: ["play"], net: 500 + 500 + 0,
    },
  ];
  for (const r of rounds) r.id = await openTable(page, { game: r.game, name: r.name, mode: "live", dealer: "dan" });
  for (const r of rounds) {
    await sitAt(pat, r.id, r.name);
    let patW = await balanceOf(pat);
    for (const [id, chipCents, count] of r.wagers) await wager(pat, id, chipCents, count);
    await dan.goto(base + `/#/dealer/${r.id}`);
    await dan.getByRole("heading", { name: `Dealing ${r.name}` }).waitFor();
    await dan.locator("button[data-dealer=no-more-bets]").click();
    await deal(dan, r.cards[0]);
    for (const [i, a] of r.acts.entries()) {
      const [act, amount] = Array.isArray(a) ? a : [a];
      const button = pat.locator(`button.act[data-act="${act}"]:not([disabled])`);
      await button.waitFor({ timeout: 15000 });
      if (amount) await pat.getByLabel(/amount \(\$\)/).fill(amount);
      await button.click();
      if (r.cards[i + 1]) await deal(dan, r.cards[i + 1]);
    }
    await pat.locator("[data-testid=result] .headline", { hasText: `You won ${usd(r.net)}` }).waitFor({ timeout: 15000 });
    patW += r.net; // every wager came back with its winnings, the raises too
    await showsBalance(pat, patW);
    assert.equal(await balanceOf(pat), patW, r.name);
    assert.deepEqual(await stray(pat.locator(".felt")), [], r.name);
    await shot(pat, `36-${r.game}`);
  }
});

// 50: the player sets his seven Pai Gow Poker cards on the screen, the
// house way proposed beside them; the bank's hand is set the house way.
test("a player sets his Pai Gow Poker hand by clicking cards; the house way is proposed", { timeout: 120000 }, async () => {
  const page = await atAdmin();
  const pgp = await openTable(page, { game: "pai-gow-poker", name: "Pai Gow Poker Live", mode: "live", dealer: "dan" });
  const pat = people.pat;
  const dan = await theDealer();
  assert.equal(await sitAt(pat, pgp, "Pai Gow Poker Live"), 1);
  let patW = await balanceOf(pat);
  await wager(pat, "main", 500, 2);
  await dan.goto(base + `/#/dealer/${pgp}`);
  await dan.getByRole("heading", { name: "Dealing Pai Gow Poker Live" }).waitFor();
  await dan.locator("button[data-dealer=no-more-bets]").click();
  // 49: seven blocks of seven from position 1 (position 7 is the bank),
  // then the remaining four: 53 cards, the joker among them (38).
  const mine = ["As", "Ad", "Kc", "Qh", "9s", "5d", "3c"];
  const bank = ["Jc", "Td", "8h", "7s", "4c", "3d", "2h"];
  const deck = ["Jk", ..."23456789TJQKA".split("").flatMap((r) => ["c", "d", "h", "s"].map((s) => r + s))];
  const spare = deck.filter((c) => !mine.includes(c) && !bank.includes(c));
  await deal(dan, [...mine, ...spare.slice(0, 35), ...bank, ...spare.slice(35, 39)].join(" "));
  // the house way (docs/house-way.md rule 9) keeps the aces high, the next
  // two cards low: it is proposed, and pat sets it another way
  const way = pat.getByTestId("pg-way");
  await way.waitFor({ timeout: 15000 });
  assert.equal(await way.textContent(), "The house way: high ace of diamonds, ace of spades, 9 of spades, 5 of diamonds, 3 of clubs; low king of clubs, queen of hearts.");
  await pat.locator('.pg-setting button.pg-card[data-piece="9s"]').click();
  await pat.locator('.pg-setting button.pg-card[data-piece="Kc"]').click();
  assert.equal(await pat.locator('[data-testid=pg-low] button.pg-card').count(), 2);
  assert.ok(await pat.getByRole("button", { name: "Set my hand" }).isEnabled());
  await pat.locator('[data-testid=pg-low] button.pg-card[data-piece="9s"]').click(); // back to the high hand
  await pat.locator('.pg-setting button.pg-card[data-piece="Qh"]').click();
  assert.deepEqual(await pat.locator('[data-testid=pg-low] button.pg-card').evaluateAll((bs) => bs.map((b) => b.dataset.piece)), ["Kc", "Qh"]);
  await shot(pat, "37-paigowpoker-setting");
  await pat.getByRole("button", { name: "Set my hand" }).click();
  // 44–47: the bank sets J-7-4-3-2 high and T-8 low (the house way, rule
  // 10); aces beat jack-high and K-Q beats T-8: main wins 1 to 1 less 5% of
  // the next multiple of $10 (47): $10.00 − $0.50.
  await pat.locator("[data-testid=result] .headline", { hasText: `You won ${usd(1000 - 50)}` }).waitFor({ timeout: 15000 });
  patW += 1000 - 50;
  await showsBalance(pat, patW);
  assert.equal(await balanceOf(pat), patW);

  // 53: the dealer banked that round and pat played it, so the dealer may
  // offer pat's seat the next round's bank; bea plays against it.
  await dan.getByLabel("Bank next round").selectOption("1");
  await dan.locator("button[data-dealer=next-round]").click();
  const bea = people.bea;
  assert.equal(await sitAt(bea, pgp, "Pai Gow Poker Live"), 2);
  let beaW = await balanceOf(bea);
  await wager(bea, "main", 500, 1);
  await dan.locator("button[data-dealer=no-more-bets]").click();
  // pat's seat banks: its hand is the bank's (PG3). The dealer's hand,
  // position 7, is dealt and set but not wagered.
  const banker = ["Kc", "Kd", "Qs", "Jh", "8c", "6d", "2s"];
  const hers = ["9c", "8d", "7h", "5s", "4c", "3d", "2c"];
  const left = deck.filter((c) => !banker.includes(c) && !hers.includes(c));
  await deal(dan, [...banker, ...hers, ...left.slice(0, 35), ...left.slice(35, 39)].join(" "));
  // bea takes the house way's proposal (rule 10, no pair): 9 high, 8-7 low
  await bea.getByTestId("pg-way").waitFor({ timeout: 15000 });
  await bea.getByRole("button", { name: "Arrange the house way" }).click();
  assert.deepEqual(await bea.locator("[data-testid=pg-low] button.pg-card").evaluateAll((bs) => bs.map((b) => b.dataset.piece)), ["8d", "7h"]);
  await bea.getByRole("button", { name: "Set my hand" }).click();
  // The bank's kings beat her nine-high and Q-J her 8-7 (44): she loses
  // $5.00; pat's bank wins it and pays 5% of the next multiple of $10, 50
  // cents (53, PG3).
  await bea.locator("[data-testid=result] .headline", { hasText: `You lost ${usd(500)}` }).waitFor({ timeout: 15000 });
  await pat.locator("[data-testid=result] .headline", { hasText: `You won ${usd(500 - 50)}` }).waitFor({ timeout: 15000 });
  beaW -= 500;
  patW += 500 - 50;
  await showsBalance(bea, beaW);
  await showsBalance(pat, patW);
  assert.equal(await balanceOf(pat), patW);
  assert.equal(await balanceOf(bea), beaW);
  await shot(pat, "38-paigowpoker-bank");
});

// 113: a player sets his four Pai Gow tiles on the screen; the dealer
// enters the tiles as they were dealt (112).
test("a dealer runs live Pai Gow tiles; the player sets two pairs of tiles, one tile held twice", { timeout: 120000 }, async () => {
  const page = await atAdmin();
  const pg = await openTable(page, { game: "pai-gow", name: "Pai Gow Live", mode: "live", dealer: "dan" });
  const pat = people.pat;
  const dan = await theDealer();
  assert.equal(await sitAt(pat, pg, "Pai Gow Live"), 1);
  let patW = await balanceOf(pat);
  await wager(pat, "main", 500, 2);
  await dan.goto(base + `/#/dealer/${pg}`);
  await dan.getByRole("heading", { name: "Dealing Pai Gow Live" }).waitFor();
  await dan.locator("button[data-dealer=no-more-bets]").click();
  // 100: the 11 civil tiles twice, the 10 military once; 112: four to
  // each position 1–7, then four to the bank
  const civil = ["6-6", "1-1", "4-4", "1-3", "5-5", "3-3", "2-2", "5-6", "4-6", "1-6", "1-5"];
  const set = [...civil, ...civil, "3-6", "4-5", "2-6", "3-5", "2-5", "3-4", "1-4", "2-3", "2-4", "1-2"];
  const mine = ["6-6", "6-6", "1-1", "3-4"];
  const bank = ["2-5", "1-5", "2-6", "3-3"];
  const spare = [...set];
  for (const t of [...mine, ...bank]) spare.splice(spare.indexOf(t), 1);
  await deal(dan, [...mine, ...spare, ...bank].join(" "));
  // The house way keeps the pair of 12s (101's second pair; the split table
  // splits it only beside two tiles worth 7 to 9): 1-1 and 3-4 low.
  const way = pat.getByTestId("pg-way");
  await way.waitFor({ timeout: 15000 });
  assert.equal(await way.textContent(), "The house way: high tile 6-6, tile 6-6; low tile 1-1, tile 3-4.");
  // one 6-6 to the low hand and back: the other stays high
  await pat.locator('[data-testid=pg-high] button.pg-card[data-piece="6-6"]').first().click();
  assert.deepEqual(await pat.locator("[data-testid=pg-high] button.pg-card").evaluateAll((bs) => bs.map((b) => b.dataset.piece)), ["6-6", "1-1", "3-4"]);
  await pat.locator('[data-testid=pg-low] button.pg-card[data-piece="6-6"]').click();
  await pat.getByRole("button", { name: "Arrange the house way" }).click();
  assert.deepEqual(await pat.locator("[data-testid=pg-low] button.pg-card").evaluateAll((bs) => bs.map((b) => b.dataset.piece)), ["1-1", "3-4"]);
  await shot(pat, "39-paigow-setting");
  await pat.getByRole("button", { name: "Set my hand" }).click();
  // The bank holds no pair, wong or gong; its best set is 4 high and 3 low
  // (102). pat's pair beats 4 and his 2 + 7 = 9 beats 3 (108): main wins
  // 1 to 1 less 5% of the next multiple of $10 (111).
  await pat.locator("[data-testid=result] .headline", { hasText: `You won ${usd(1000 - 50)}` }).waitFor({ timeout: 15000 });
  patW += 1000 - 50;
  await showsBalance(pat, patW);
  assert.equal(await balanceOf(pat), patW);
  const bankTiles = await pat.locator('.felt.paigow [data-hand="bank"] .tile').evaluateAll((ts) => ts.map((t) => t.dataset.tile));
  assert.deepEqual([...bankTiles].sort(), [...bank].sort());

  // 116: pat played the round the dealer banked, so the dealer offers his
  // seat the next round's bank; bea plays against it.
  await dan.getByLabel("Bank next round").selectOption("1");
  await dan.locator("button[data-dealer=next-round]").click();
  const bea = people.bea;
  assert.equal(await sitAt(bea, pg, "Pai Gow Live"), 2);
  let beaW = await balanceOf(bea);
  await wager(bea, "main", 500, 1);
  await dan.locator("button[data-dealer=no-more-bets]").click();
  const banker = ["6-6", "6-6", "4-4", "4-4"];
  const hers = ["1-3", "2-2", "5-6", "1-6"];
  const rest = [...set];
  for (const t of [...banker, ...hers]) rest.splice(rest.indexOf(t), 1);
  await deal(dan, [...banker, ...hers, ...rest].join(" "));
  await bea.getByTestId("pg-way").waitFor({ timeout: 15000 });
  await bea.getByRole("button", { name: "Arrange the house way" }).click();
  await bea.getByRole("button", { name: "Set my hand" }).click();
  // The bank's hand is pat's, set the house way: two pairs, 12s high and 8s
  // low (101), beating any hand without a pair (108): bea loses $5.00; the
  // bank wins it less 5% of the next multiple of $10 (116, PG3).
  await bea.locator("[data-testid=result] .headline", { hasText: `You lost ${usd(500)}` }).waitFor({ timeout: 15000 });
  await pat.locator("[data-testid=result] .headline", { hasText: `You won ${usd(500 - 50)}` }).waitFor({ timeout: 15000 });
  beaW -= 500;
  patW += 500 - 50;
  await showsBalance(bea, beaW);
  await showsBalance(pat, patW);
  assert.equal(await balanceOf(pat), patW);
  assert.equal(await balanceOf(bea), beaW);
});

test("a dealer runs a live Wheel of Fortune: a spin of 2 revolutions is not a result, the next is", { timeout: 120000 }, async () => {
  const page = await atAdmin();
  const wf = await openTable(page, { game: "wheel-of-fortune", name: "Wheel Live", mode: "live", dealer: "dan" });
  const pat = people.pat;
  const dan = await theDealer();
  assert.equal(await sitAt(pat, wf, "Wheel Live"), 1);
  let patW = await balanceOf(pat);
  // 120: the allocation is on the table. The default wheel (games.md): the
  // joker is 1 of 54 segments at 40 to 1, returning 41/54 = 75.9259…%.
  const joker = pat.locator(".wf-alloc tr", { hasText: "Joker" });
  assert.deepEqual(await joker.locator("td").allTextContents(), ["1 of 54", "40 to 1", "75.9259%"]);
  await wager(pat, "symbol-5", 500, 1);
  await wager(pat, "symbol-joker", 100, 1);
  await dan.goto(base + `/#/dealer/${wf}`);
  await dan.getByRole("heading", { name: "Dealing Wheel Live" }).waitFor();
  await dan.locator("button[data-dealer=no-more-bets]").click();
  await dan.locator("button[data-dealer=spin]").click();
  // 121: two revolutions are not a valid result: nothing is settled and
  // the dealer spins again.
  await deal(dan, "46 2", "stop 46 (2 revolutions)");
  await dan.locator("button[data-dealer=spin]:not([disabled])").waitFor();
  assert.equal(await pat.locator("[data-testid=result] .headline").count(), 0);
  await dan.locator("button[data-dealer=spin]").click();
  await deal(dan, "41 5", "stop 41 (5 revolutions)");
  // Stops 39–45 are the $5 symbol: 5 to 1 on $5.00; the joker loses $1.00.
  await pat.locator("[data-testid=result] .headline", { hasText: `You won ${usd(2500 - 100)}` }).waitFor({ timeout: 15000 });
  await pat.getByTestId("stop").filter({ hasText: "segment 41: $5" }).waitFor();
  patW += 2500 - 100;
  await showsBalance(pat, patW);
  assert.equal(await balanceOf(pat), patW);
  await shot(pat, "41-wheel-result");
});

test("a dealer runs live roulette: a colour of chips, a split on the line, a spin of 5 revolutions repeated", { timeout: 120000 }, async () => {
  const page = await atAdmin();
  const rl = await openTable(page, { game: "roulette", name: "Roulette Live", mode: "live", dealer: "dan" });
  const pat = people.pat;
  const dan = await theDealer();
  assert.equal(await sitAt(pat, rl, "Roulette Live"), 1);
  let patW = await balanceOf(pat);
  // 70: pat gives his non-value chips a value of $1.00 each; he gets the
  // first colour.
  await pat.getByLabel("Colour: amount ($)").fill("1.00");
  await pat.locator("button.act[data-act=colour]").click();
  await pat.locator(".rl-chips", { hasText: "Your white chips are worth $1.00 each (70)" }).waitFor();
  await pat.getByRole("radio", { name: `${usd(100)} chip` }).click();
  await pat.locator('.felt button.spot[data-wager="straight-17"]').click();
  // 72(2)(b): the line between 17 and 20 is the split 17-20.
  await pat.locator('.felt button.rl-hot[data-wager="split-17-20"]').click();
  await pat.getByRole("radio", { name: `${usd(500)} chip` }).click();
  await pat.locator('.felt button.spot[data-wager="red"]').click();
  await pat.getByText(`To place: ${usd(700)}`).waitFor();
  await pat.getByRole("button", { name: "Place wagers" }).click();
  await expectNotice(pat, "ok", `Wagers placed: ${usd(700)}`);
  await shot(pat, "42-roulette-wagers");
  await dan.goto(base + `/#/dealer/${rl}`);
  await dan.getByRole("heading", { name: "Dealing Roulette Live" }).waitFor();
  await dan.locator("button[data-dealer=no-more-bets]").click();
  await dan.locator("button[data-dealer=spin]").click();
  // 74: five revolutions are not a valid spin: nothing is settled and the
  // ball is spun again.
  await deal(dan, "17 5", "17 (5 revolutions)");
  await dan.locator("button[data-dealer=spin]:not([disabled])").waitFor();
  assert.equal(await pat.locator("[data-testid=result] .headline").count(), 0);
  await dan.locator("button[data-dealer=spin]").click();
  await deal(dan, "17 9", "17 (9 revolutions)");
  // 17 is black: the straight pays 35 to 1 on $1.00, the split 17 to 1 on
  // $1.00 (72(2)), red loses $5.00 (72(1)).
  const net = 3500 + 1700 - 500;
  await pat.locator("[data-testid=result] .headline", { hasText: `You won ${usd(net)}` }).waitFor({ timeout: 15000 });
  await pat.getByTestId("pocket").filter({ hasText: "Last spin: 17 black · 9 revolutions" }).waitFor();
  patW += net;
  await showsBalance(pat, patW);
  assert.equal(await balanceOf(pat), patW);
  await shot(pat, "43-roulette-result");
});

test("a dealer runs live craps: the point, a place bet that wins and stays up, a seven-out", { timeout: 120000 }, async () => {
  const page = await atAdmin();
  const cr = await openTable(page, { game: "craps", name: "Craps Live", mode: "live", dealer: "dan" });
  const pat = people.pat;
  const dan = await theDealer();
  assert.equal(await sitAt(pat, cr, "Craps Live"), 1);
  let patW = await balanceOf(pat);
  // 95.11: the shooter's line bet first; with it pat is the shooter.
  await wager(pat, "pass", 500, 2);
  patW -= 1000;
  await pat.locator(".cr-shooter", { hasText: "Shooter: seat 1 (you)" }).waitFor();
  await dan.goto(base + `/#/dealer/${cr}`);
  await dan.getByRole("heading", { name: "Dealing Craps Live" }).waitFor();
  await dan.locator("button[data-dealer=roll]").click();
  await deal(dan, "3 3", "3-3");
  // 95.14(1): a 6 on the come-out roll is the point.
  await pat.getByTestId("puck").filter({ hasText: "ON 6" }).waitFor({ timeout: 15000 });
  // This wager opens round 2 (the next roll's), which clears the last
  // round's messages: the balance says it was taken.
  await pat.getByRole("radio", { name: `${usd(100)} chip` }).click();
  for (let i = 0; i < 6; i++) await pat.locator('.felt button.spot[data-wager="place-8"]').click();
  await pat.getByRole("button", { name: "Place wagers" }).click();
  patW -= 600;
  await showsBalance(pat, patW);
  await pat.locator("[data-testid=result] .headline", { hasText: "None of your wagers was decided this round." }).waitFor();
  await dan.locator("button[data-dealer=roll]").click();
  await deal(dan, "4 4", "4-4");
  // 95.17(1): place 8 pays 7 to 6 on $6.00 and stays up (C5); the pass
  // wager waits for the 6.
  await pat.locator("[data-testid=result] .headline", { hasText: `You won ${usd(700)}` }).waitFor({ timeout: 15000 });
  patW += 700;
  await showsBalance(pat, patW);
  await pat.locator('.felt button.spot.has[data-wager="place-8"]').waitFor();
  await shot(pat, "44-craps-point");
  await dan.locator("button[data-dealer=roll]").click();
  await deal(dan, "3 4", "3-4");
  // A seven before the point: the pass wager and the place 8 lose.
  await pat.locator("[data-testid=result] .headline", { hasText: `You lost ${usd(1600)}` }).waitFor({ timeout: 15000 });
  await pat.getByTestId("puck").filter({ hasText: "OFF" }).waitFor();
  await showsBalance(pat, patW);
  assert.equal(await balanceOf(pat), patW);
  await shot(pat, "45-craps-seven-out");
  // 95.4: the dealer withholds pat's turn; with nobody else to shoot,
  // the table has no shooter until the next roll.
  // This wager opens the next round, which clears the last one's messages:
  // the balance says it was taken.
  await pat.getByRole("radio", { name: `${usd(500)} chip` }).click();
  await pat.locator('.felt button.spot[data-wager="pass"]').click();
  await pat.getByRole("button", { name: "Place wagers" }).click();
  await showsBalance(pat, patW - 500);
  await dan.locator("button[data-key=withhold]").waitFor();
  await dan.getByLabel("Withhold the dice from").selectOption("1");
  await dan.locator("button[data-key=withhold]").click();
  await expectNotice(dan, "ok", "Seat 1's turn with the dice is withheld until the next roll (95.4).");
  await pat.locator(".cr-shooter", { hasText: "No shooter yet" }).waitFor();
});

test("bea plays electronic roulette and an electronic wheel: each balance from the pocket and the stop drawn", { timeout: 120000 }, async () => {
  const page = await atAdmin();
  const rl = await openTable(page, { game: "roulette", name: "Roulette Auto", mode: "electronic", result: "4" });
  const wf = await openTable(page, { game: "wheel-of-fortune", name: "Wheel Auto", mode: "electronic", result: "4" });
  const bea = people.bea;
  assert.equal(await sitAt(bea, rl, "Roulette Auto"), 1);
  let w = await balanceOf(bea);
  // Both in one step: the betting window opens with the first wager.
  await bea.locator('.felt button.spot[data-wager="red"]:not([disabled])').waitFor();
  await bea.getByRole("radio", { name: `${usd(500)} chip` }).click();
  await bea.locator('.felt button.spot[data-wager="red"]').click();
  await bea.getByRole("radio", { name: `${usd(100)} chip` }).click();
  await bea.locator('.felt button.spot[data-wager="dozen-1"]').click();
  await bea.locator('.felt button.spot[data-wager="dozen-1"]').click();
  await bea.getByRole("button", { name: "Place wagers" }).click();
  // The server draws the pocket and the ball's revolutions (74).
  const result = bea.locator("[data-testid=result] .headline");
  await result.waitFor({ timeout: 20000 });
  const pocket = (await bea.getByTestId("pocket").locator(".rl-ball").textContent()).trim();
  const revs = Number((await bea.getByTestId("pocket").textContent()).match(/(\d+) revolutions/)[1]);
  assert.ok(revs >= 7, `a generated spin of ${revs} revolutions`);
  // 72(1): red 1 to 1, the first dozen 2 to 1; both lose on zero (R1).
  const n = Number(pocket);
  const red = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36].includes(n);
  const net = (pocket !== "0" && red ? 500 : -500) + (pocket !== "0" && n >= 1 && n <= 12 ? 400 : -200);
  w += net;
  await showsBalance(bea, w);
  assert.equal(await balanceOf(bea), w);

  assert.equal(await sitAt(bea, wf, "Wheel Auto"), 1);
  await wager(bea, "symbol-1", 100, 3);
  await bea.locator("[data-testid=result] .headline").waitFor({ timeout: 20000 });
  const stop = Number((await bea.getByTestId("stop").textContent()).match(/segment (\d+)/)[1]);
  // games.md's default wheel: stops 0–23 are the $1 symbol, paying 1 to 1.
  w += stop <= 23 ? 300 : -300;
  await showsBalance(bea, w);
  assert.equal(await balanceOf(bea), w);
});

test("keno: pat buys a two-draw ticket, the draw machine's balls settle it, he claims once; the cage refuses an altered number", { timeout: 150000 }, async () => {
  const page = await atAdmin();
  const kt = await openTable(page, { game: "keno", name: "Keno Live", mode: "live", dealer: "dan", bets: "3" });
  const pat = people.pat;
  let w = await balanceOf(pat);
  await pat.goto(base + `/#/keno/${kt}`);
  await pat.getByRole("heading", { name: "Keno Live" }).waitFor();
  // The posted pay table (76): what a 1-spot catching its number pays for 1.
  const one = await pat.locator('tr[data-spots="1"] td').first().textContent();
  const pays1 = Number(one.match(/(?:^|· )1: (\d+)/)[1]);
  const two = await pat.locator('tr[data-spots="2"] td').first().textContent();
  assert.ok(!/(?:^|· )0: /.test(two) && !/(?:^|· )1: /.test(two), `a 2-spot pays only for both caught: ${two}`);
  // 78–80: a marked 1-spot and a 2-spot quick pick, $1.00 each, two draws.
  await pat.locator('.keno-n[data-n="5"]').click();
  await pat.getByLabel("Wager per selection per draw ($)").fill("1");
  await pat.getByRole("button", { name: "Add marked numbers" }).click();
  await pat.getByLabel("Spots for a quick pick").selectOption("2");
  await pat.getByRole("button", { name: "Add quick pick" }).click();
  await pat.getByLabel("Consecutive draws (1 to", { exact: false }).fill("2");
  await pat.getByTestId("keno-cost").filter({ hasText: `= ${usd(400)}` }).waitFor();
  await pat.getByRole("button", { name: "Buy ticket" }).click();
  await expectNotice(pat, "ok", `: ${usd(400)}.`);
  w -= 400;
  await showsBalance(pat, w);
  const control = (await pat.getByTestId("keno-control").textContent()).trim();
  const quickText = await pat.locator(".keno-printed li", { hasText: "(quick pick)" }).textContent();
  const quick = quickText.split("(")[0].trim().split(/\s+/).map(Number);
  const draws = (await pat.locator(".keno-printed dd").nth(2).textContent()).match(/\d+/g).map(Number);
  await shot(pat, "50-keno-ticket");
  // The balls: 5 and none of the quick pick's numbers, each draw.
  const balls = [5];
  for (let n = 80; balls.length < 20; n--) if (n !== 5 && !quick.includes(n)) balls.push(n);
  const dan = await theDealer();
  await dan.goto(base + `/#/keno/${kt}`);
  for (const d of [draws[0], draws[draws.length - 1]]) {
    await dan.getByTestId("keno-waiting").filter({ hasText: `draw ${d} is being drawn` }).waitFor({ timeout: 30000 });
    await dan.getByLabel("The balls drawn, in order").fill(balls.join(" "));
    await dan.getByRole("button", { name: "Record the draw" }).click();
    await expectNotice(dan, "ok", `Draw ${d} recorded and settled.`);
  }
  await shot(dan, "51-keno-draw-machine");
  // Twice the 1-spot's prize; the 2-spot caught nothing.
  const won = 2 * 100 * pays1;
  await pat.locator(`tr[data-control] button`, { hasText: `Claim ${usd(won)}` }).click({ timeout: 20000 });
  await expectNotice(pat, "ok", `${usd(won)} paid into your wallet`);
  w += won;
  await showsBalance(pat, w);
  assert.equal(await balanceOf(pat), w);
  await shot(pat, "52-keno-claimed");
  // 83: a number altered in one digit fails its check digit; 86: a prize
  // is paid once.
  const cara = people.cara;
  await cara.goto(base + "/#/cage");
  const claim = cara.locator("form", { has: cara.getByRole("heading", { name: "Keno claim" }) });
  const digits = control.replace(/-/g, "");
  const altered = digits.slice(0, 4) + String((Number(digits[4]) + 1) % 10) + digits.slice(5);
  await claim.getByLabel("Control number").fill(altered);
  await claim.getByRole("button", { name: "Pay the prize" }).click();
  await expectNotice(cara, "error", "fails its check digit");
  await claim.getByLabel("Control number").fill(control);
  await claim.getByRole("button", { name: "Pay the prize" }).click();
  await expectNotice(cara, "error", "a prize is paid once");
  assert.equal(await balanceOf(pat), w);
});

// slotNet is what one play of a one-line machine nets, read off the reels
// by hand from its pay table (89): the highest combination filling the
// payline from the left pays its pays × the coins on the line × the
// denomination; the play costs its unit cost.
function slotNet(machine, stops) {
  const shown = machine.reels.map((strip, k) => strip[stops[k] % strip.length]);
  let best = 0;
  for (const p of machine.pays) {
    if (p.symbols.every((s, k) => s === "any" || s === shown[k])) best = Math.max(best, p.pays);
  }
  return best * machine.coins * machine.denomination - machine.coins * machine.denomination;
}

test("slot machines: the classic machine's return and a play; two linked machines share the jackpot; a disrupted play is void without refund", { timeout: 180000 }, async () => {
  const { readFileSync } = await import("node:fs");
  const example = (name) => JSON.parse(readFileSync(new URL(`../../../examples/slots/${name}.json`, import.meta.url)));
  const page = await atAdmin();
  const machine = (m) => async (form) => { await form.locator('textarea[data-option="machine"]').fill(JSON.stringify(m)); };
  const classic = await openTable(page, { game: "slots", name: "Slots Classic", mode: "electronic" });
  const linkedA = await openTable(page, { game: "slots", name: "Linked A", mode: "live", dealer: "dan", set: machine(example("linked-a")) });
  const linkedB = await openTable(page, { game: "slots", name: "Linked B", mode: "live", dealer: "dan", set: machine(example("linked-b")) });
  // 92: a machine on the same pool taking 8 coins is refused, with the reason.
  const eight = { ...example("linked-a"), name: "Eight Coins", coins: 8, progressive: { ...example("linked-a").progressive, rate: "1/200" } };
  const form = page.locator("form", { has: page.getByRole("heading", { name: "Open a table" }) });
  await form.getByLabel("Game").selectOption("slots");
  await machine(eight)(form);
  await form.getByLabel("Name", { exact: true }).fill("Eight Coins");
  await form.getByRole("button", { name: "Open table" }).click();
  await expectNotice(page, "error", "take 8 and 4 coins");

  const pat = people.pat;
  let w = await balanceOf(pat);
  assert.equal(await sitAt(pat, classic, "Slots Classic"), 1);
  // 89, 93: the name, the unit cost and the exact return before play. The
  // classic machine (rules.go) returns 9/10 (game/slots tests derive it).
  await pat.getByTestId("machine-name").filter({ hasText: "Classic Sevens" }).waitFor();
  await pat.getByTestId("unit-cost").filter({ hasText: "$1.00 a play: 4 coins of $0.25" }).waitFor();
  await pat.getByTestId("slot-return").filter({ hasText: "90.0000% (exactly 9/10" }).waitFor();
  await pat.locator("button.act[data-act=spin]").click();
  const stopsText = await pat.getByTestId("stops").filter({ hasText: "stopped at" }).textContent();
  const stops = stopsText.match(/\d+/g).map(Number);
  w += slotNet(example("classic"), stops);
  await showsBalance(pat, w);
  assert.equal(await balanceOf(pat), w);
  await shot(pat, "60-slots-classic");

  // Linked A: the attendant enters where the reels stopped. Two bars (+$9.00
  // each) put a cent each in the pool: $1,000.02 on both displays (91).
  const dan = await theDealer();
  const board = (p, cents) => p.getByTestId("slot-jackpot").filter({ hasText: usd(cents) }).waitFor({ timeout: 15000 });
  const bea = people.bea;
  await bea.goto(base + `/#/table/${linkedB}`);
  await bea.getByRole("heading", { name: "Linked B" }).waitFor();
  await board(bea, 100000);
  await sitAt(pat, linkedA, "Linked A");
  await dan.goto(base + `/#/dealer/${linkedA}`);
  await dan.getByRole("heading", { name: "Dealing Linked A" }).waitFor();
  for (let i = 0; i < 2; i++) {
    await pat.locator("button.act[data-act=spin]:not([disabled])").click();
    await deal(dan, "1 1 1", "1-1-1");
    w += 900;
    await showsBalance(pat, w);
  }
  await board(bea, 100002);
  // 94: a play the player disrupted is void and not refunded, and the pool keeps its cent.
  await pat.locator("button.act[data-act=spin]:not([disabled])").click();
  await deal(dan, "0 0 0 disrupted: door opened during the play", "0-0-0 (disrupted: door opened during the play)");
  w -= 100;
  await showsBalance(pat, w);
  await board(bea, 100003);
  // Linked B: 7 7 7 pays 200 × 4 coins × 25 cents and the jackpot as it stood,
  // $1,000.03; the pool restarts at $1,000.00 and takes the play's cent.
  await sitAt(pat, linkedB, "Linked B");
  await dan.goto(base + `/#/dealer/${linkedB}`);
  await dan.getByRole("heading", { name: "Dealing Linked B" }).waitFor();
  await pat.locator("button.act[data-act=spin]:not([disabled])").click();
  await deal(dan, "0 0 0", "0-0-0");
  await pat.locator("[data-testid=result] .headline", { hasText: `You won ${usd(20000 + 100003 - 100)}` }).waitFor({ timeout: 15000 });
  w += 20000 + 100003 - 100;
  await showsBalance(pat, w);
  assert.equal(await balanceOf(pat), w);
  await board(bea, 100001);
  // Game recall at A: the three plays, newest first, the disrupted one named.
  await pat.goto(base + `/#/table/${linkedA}`);
  await pat.getByRole("heading", { name: "Linked A" }).waitFor();
  await pat.getByTestId("slot-recall").locator("summary").filter({ hasText: "your last 3 plays" }).click();
  const rows = pat.getByTestId("slot-recall").locator("tbody tr");
  assert.equal(await rows.count(), 3);
  assert.match(await rows.first().textContent(), /void \(disrupted: door opened during the play, 94\)/);
  await shot(pat, "61-slots-recall");
});

test("a tournament: the admin publishes it, pat and bea register and play War for chips, the prizes are paid from the fees", { timeout: 150000 }, async () => {
  const page = await atAdmin();
  await page.goto(base + "/#/tournaments");
  await page.getByRole("heading", { name: "Publish a tournament" }).waitFor();
  const day = 86400000, now = Date.now();
  const iso = (ms) => new Date(ms).toISOString().replace(/\.\d+Z$/, "Z");
  const rules = (percent) => JSON.stringify({
    name: "War Cup", game: "war", published: iso(now - 60000), registrationCloses: iso(now + 7 * day),
    start: iso(now + 8 * day), end: iso(now + 8 * day + 2 * 3600000),
    entryFee: 2000, startingChips: 5000, maxEntrants: 2, minEntrants: 2, tables: 1,
    prizes: [{ place: 1, percent }],
  });
  const form = page.locator("form", { has: page.getByRole("heading", { name: "Publish a tournament" }) });
  // 127: a tournament returning 25% of its fees is refused.
  await page.getByTestId("tournament-rules").fill(rules("25"));
  await form.getByRole("button", { name: "Publish" }).click();
  await expectNotice(page, "error", "section 127");
  await page.getByTestId("tournament-rules").fill(rules("70"));
  await form.getByLabel("Betting window").fill("1");
  await form.getByLabel("Decision").fill("2");
  await form.getByLabel("Result shown").fill("2");
  await form.getByRole("button", { name: "Publish" }).click();
  await expectNotice(page, "ok", "Published War Cup: 1 table identified for it.");
  const cup = page.locator("article.tournament", { hasText: "War Cup" });
  const id = await cup.getAttribute("data-tournament");

  // Registration: $20.00 from each wallet for $50.00 in chips (124).
  const pat = people.pat, bea = people.bea;
  const wallets = {};
  for (const [name, p] of [["pat", pat], ["bea", bea]]) {
    wallets[name] = await balanceOf(p) - 2000;
    await p.goto(base + `/#/tournaments/${id}`);
    await p.getByTestId("register").click();
    await expectNotice(p, "ok", "Registered in War Cup: $20.00 paid, $50.00 in chips to play.");
    await showsBalance(p, wallets[name]);
  }
  await shot(pat, "70-tournament-registered");

  // Day 8: play begins. pat plays one round of War at the table identified for it (126).
  await page.evaluate(() => fetch("/test/clock", { method: "POST", body: "192h" }));
  await pat.goto(base + `/#/tournaments/${id}`);
  await pat.getByRole("link", { name: "Table 1" }).click();
  await pat.getByRole("heading", { name: "War Cup · table 1" }).waitFor();
  await pat.getByTestId("tournament-table").waitFor();
  await pat.getByRole("button", { name: "Sit down" }).click();
  await pat.getByRole("button", { name: /\(yours\)/ }).waitFor();
  await wager(pat, "main", 500, 2);
  const headline = pat.locator("[data-testid=result] .headline");
  await headline.waitFor({ timeout: 30000 });
  const net = Number(await headline.getAttribute("data-net"));
  // Chips are not money: the wallet is as the fee left it.
  await showsBalance(pat, wallets.pat);
  assert.equal(await balanceOf(pat), wallets.pat);
  await pat.goto(base + `/#/tournaments/${id}`);
  const row = (name) => pat.getByTestId("leaderboard").locator("tr", { hasText: name });
  await row("pat").filter({ hasText: usd(5000 + net) }).waitFor();
  await row("bea").filter({ hasText: usd(5000) }).waitFor();
  await shot(pat, "71-tournament-leaderboard");

  // After the end: fees 2 × $20.00 = $40.00, place 1 wins 70% = $28.00;
  // equal chips share it, $14.00 each.
  await page.evaluate(() => fetch("/test/clock", { method: "POST", body: "3h" }));
  await page.goto(base + `/#/tournaments/${id}`);
  await page.getByTestId("pay").click();
  await expectNotice(page, "ok", "Prizes of War Cup paid.");
  const prize = net > 0 ? { pat: 2800, bea: 0 } : net < 0 ? { pat: 0, bea: 2800 } : { pat: 1400, bea: 1400 };
  for (const [name, p] of [["pat", pat], ["bea", bea]]) {
    assert.equal(await balanceOf(p), wallets[name] + prize[name], `${name}'s wallet after the prizes`);
  }
  await page.getByTestId("prizes-paid").locator("tr", { hasText: usd(Math.max(prize.pat, prize.bea)) }).first().waitFor();
  await shot(page, "72-tournament-paid");
});

// 67.88–67.110: a live no-limit hold'em game between pat and bea, dealt by
// dan, with a 5% commission (67.108). Each brings $50.00 of table stakes
// (67.94). The first game's button is bea's seat 2 (the last with stakes,
// 67.88(20)); heads-up she posts the $1 small blind and acts first.
// bea calls, pat checks; flop 2c 7h 8c (3s burned, 67.88(4)): pat bets $4,
// bea calls; turn Jd and river 9s are checked. Nobody bet the river, so
// pat, first to act on it, shows first (67.102): A-K high loses to bea's
// sevens and deuces. The pot is $12.00; the commission 5% of it, $0.60:
// pat −$6.00, bea +$5.40, the commission account +$0.60.
test("two players play a live hold'em game to the showdown; the commission goes to the ledger", { timeout: 120000 }, async () => {
  const page = await atAdmin();
  const id = await openTable(page, {
    game: "poker-room", name: "Hold'em Live", mode: "live", dealer: "dan",
    set: async (open) => { await open.getByLabel("Rake, percent of the pot").selectOption("5"); },
  });
  const pat = people.pat, bea = people.bea;
  const dan = await theDealer();
  assert.equal(await sitAt(pat, id, "Hold'em Live"), 1);
  assert.equal(await sitAt(bea, id, "Hold'em Live"), 2);
  const patW = await balanceOf(pat), beaW = await balanceOf(bea);
  const commission = () => page.evaluate(() => fetch("/api/ledger/lines?account=commission&limit=1").then((r) => r.json()).then((l) => l.balance));
  const before = await commission();
  await wager(pat, "stakes", 2500, 2);
  await wager(bea, "stakes", 2500, 2);
  await dan.goto(base + `/#/dealer/${id}`);
  await dan.getByRole("heading", { name: "Dealing Hold'em Live" }).waitFor();
  await dan.locator("button[data-dealer=deal]").click();
  await deal(dan, "As Ks 7c 2d");
  const act = async (p, name, amount, field) => {
    const button = p.locator(`button.act[data-act="${name}"]:not([disabled])`);
    await button.waitFor({ timeout: 15000 });
    if (amount) await p.getByLabel(field).fill(amount);
    await button.click();
  };
  await pat.getByTestId("pot").filter({ hasText: "Pot $3.00" }).waitFor();
  // 67.101, 67.110: the supervisor settles a dispute; his ruling is recorded in the game.
  const sam = people.sam;
  await sam.goto(base + "/#/floor");
  await sam.reload(); // the floor lists the tables open when it is drawn
  const ruling = sam.getByTestId(`ruling-${id}`);
  await ruling.getByLabel("Ruling (67.101, 67.110)").fill("bea's call stands: she said call before the chips moved");
  await ruling.getByRole("button", { name: "Record ruling" }).click();
  await expectNotice(sam, "ok", "Ruling recorded in round 1 at Hold'em Live.");
  await act(bea, "call");
  await act(pat, "check");
  await deal(dan, "3s 2c 7h 8c");
  await act(pat, "bet", "4", "Bet ($)");
  await pat.getByTestId("bet-1").filter({ hasText: "Bet $4.00" }).waitFor();
  await act(bea, "call");
  await deal(dan, "4s Jd");
  await act(pat, "check");
  await act(bea, "check");
  await deal(dan, "5s 9s");
  await act(pat, "check");
  await act(bea, "check");
  await pat.getByTestId("board").locator(".card").nth(4).waitFor();
  await shot(pat, "73-poker-showdown");
  await act(pat, "show");
  await act(bea, "show");
  await showsBalance(pat, patW - 600);
  assert.equal(await balanceOf(pat), patW - 600);
  assert.equal(await balanceOf(bea), beaW + 540);
  assert.equal(await commission(), before + 60);
  assert.deepEqual(await stray(pat.locator(".felt")), []);
  await shot(bea, "74-poker-won");
});

// 67.96: a live pot-limit Omaha game of three with a secondary pot. kim
// registers and brings $20.00, pat and bea $50.00 each (min-buy-in $10.00).
// kim has the button; pat posts $1, bea $2. kim, pat and bea see the flop
// for $2 each. Flop Kh Qh 2c: pat bets $6 (the pot, 67.88(19)), bea calls,
// kim raises all in to $18 (the pot would allow $30); pat and bea call.
// Turn 7d: pat checks, bea bets $10, pat calls; river 3s checked by both.
// The main pot, $20 from each, $60.00, is kim's (trip kings); the
// secondary pot, $10 from pat and bea, goes to bea's trip queens over pat's
// aces: kim +$40.00, bea −$10.00, pat −$30.00.
test("three players play live pot-limit Omaha; an all-in makes a secondary pot", { timeout: 150000 }, async () => {
  const kim = await person("kim");
  await kim.goto(base + "/#/register");
  await kim.getByLabel("Name", { exact: true }).fill("kim");
  await kim.getByLabel("Password", { exact: true }).fill("kim-password");
  await kim.getByLabel("Password again").fill("kim-password");
  await kim.getByRole("button", { name: "Create my account" }).click();
  await kim.getByRole("heading", { name: "Lobby" }).waitFor();
  const cara = people.cara;
  await cara.goto(base + "/#/cage");
  await cara.getByLabel("Player").fill("kim");
  await cara.getByLabel("Amount ($)").fill("100");
  await cara.getByRole("button", { name: "Cash in" }).click();
  await expectNotice(cara, "ok", "Credited $100.00 to kim");
  const page = await atAdmin();
  const id = await openTable(page, {
    game: "poker-room", name: "Omaha Live", mode: "live", dealer: "dan",
    set: async (open) => {
      await open.getByLabel("Poker game").selectOption("PO");
      await open.getByLabel("Minimum buy-in ($)").fill("10");
    },
  });
  const pat = people.pat, bea = people.bea;
  const dan = await theDealer();
  assert.equal(await sitAt(pat, id, "Omaha Live"), 1);
  assert.equal(await sitAt(bea, id, "Omaha Live"), 2);
  assert.equal(await sitAt(kim, id, "Omaha Live"), 3);
  const before = { pat: await balanceOf(pat), bea: await balanceOf(bea), kim: await balanceOf(kim) };
  await wager(pat, "stakes", 2500, 2);
  await wager(bea, "stakes", 2500, 2);
  await wager(kim, "stakes", 500, 4);
  await dan.goto(base + `/#/dealer/${id}`);
  await dan.getByRole("heading", { name: "Dealing Omaha Live" }).waitFor();
  await dan.locator("button[data-dealer=deal]").click();
  await deal(dan, "Ac Ad 9h 8h Qc Qs 6d 6c Kc Ks 4d 5d");
  const act = async (p, name, amount, field) => {
    const button = p.locator(`button.act[data-act="${name}"]:not([disabled])`);
    await button.waitFor({ timeout: 15000 });
    if (amount) await p.getByLabel(field).fill(amount);
    await button.click();
  };
  await act(kim, "call");
  await act(pat, "call");
  await act(bea, "check");
  await deal(dan, "3c Kh Qh 2c");
  await act(pat, "bet", "6", "Bet ($)");
  await act(bea, "call");
  await kim.getByLabel("Raise to ($)").waitFor({ timeout: 15000 });
  // a raise of at least the $6 bet, to $12; the pot would allow $30 (67.88(19)), his stack $18
  assert.match(await kim.locator("form.act-amount").textContent(), /\$12\.00 to \$18\.00/);
  await act(kim, "raise", "18", "Raise to ($)");
  await act(pat, "call");
  await act(bea, "call");
  await deal(dan, "4c 7d");
  await act(pat, "check");
  await act(bea, "bet", "10", "Bet ($)");
  await act(pat, "call");
  await deal(dan, "5c 3s");
  await act(pat, "check");
  await act(bea, "check");
  await act(pat, "show");
  await act(bea, "show");
  await act(kim, "show");
  await kim.getByTestId("pots").filter({ hasText: "Main pot $60.00 (seats 1, 2, 3)" }).filter({ hasText: "Secondary pot $20.00 (seats 1, 2)" }).waitFor();
  await showsBalance(kim, before.kim + 4000);
  assert.equal(await balanceOf(kim), before.kim + 4000);
  assert.equal(await balanceOf(bea), before.bea - 1000);
  assert.equal(await balanceOf(pat), before.pat - 3000);
  await shot(kim, "75-omaha-side-pot");
});

// Seven-card stud at a live table (67.88(10)): pat and bea bring $50.00
// each. Third street: pat A-A down, Kh up; bea 2d 4s down, 3c up: the
// lowest up card brings in, bea's $1.00; pat calls. Fourth street (Ks, 5d):
// pat's pair of kings showing acts first; both check. Fifth (Qd, 8h): pat
// bets the big bet, $4.00, bea calls. Sixth (Qc, 9c) and seventh (7h, Tc,
// down) are checked; pat, first to act, shows first (67.102): aces and
// kings beat bea's ten high. The pot is $10.00: pat +$5.00, bea −$5.00.
test("two players play live seven-card stud: the bring-in, the best hand showing acts first", { timeout: 120000 }, async () => {
  const page = await atAdmin();
  const id = await openTable(page, {
    game: "poker-room", name: "Stud Live", mode: "live", dealer: "dan",
    set: async (open) => { await open.getByLabel("Poker game").selectOption("F7S"); },
  });
  const pat = people.pat, bea = people.bea;
  const dan = await theDealer();
  assert.equal(await sitAt(pat, id, "Stud Live"), 1);
  assert.equal(await sitAt(bea, id, "Stud Live"), 2);
  const patW = await balanceOf(pat), beaW = await balanceOf(bea);
  await wager(pat, "stakes", 2500, 2);
  await wager(bea, "stakes", 2500, 2);
  await dan.goto(base + `/#/dealer/${id}`);
  await dan.getByRole("heading", { name: "Dealing Stud Live" }).waitFor();
  await dan.locator("button[data-dealer=deal]").click();
  await deal(dan, "As Ah Kh 2d 4s 3c");
  const act = async (p, name) => {
    const button = p.locator(`button.act[data-act="${name}"]:not([disabled])`);
    await button.waitFor({ timeout: 15000 });
    await button.click();
  };
  await act(bea, "bring-in");
  await act(pat, "call");
  await deal(dan, "2c Ks 5d");
  await act(pat, "check");
  await act(bea, "check");
  await deal(dan, "2h Qd 8h");
  assert.equal(await pat.locator('button.act[data-act="bet"]').textContent(), "Bet for $4.00"); // the big bet (fixed limit)
  await act(pat, "bet");
  await act(bea, "call");
  await deal(dan, "2s Qc 9c");
  await act(pat, "check");
  await act(bea, "check");
  await deal(dan, "3d 7h Tc");
  await act(pat, "check");
  await act(bea, "check");
  await act(pat, "show");
  await act(bea, "show");
  await showsBalance(pat, patW + 500);
  assert.equal(await balanceOf(pat), patW + 500);
  assert.equal(await balanceOf(bea), beaW - 500);
  await shot(pat, "76-stud");
});
