package server_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"testing"

	"croupier/internal/dbtest"
	"croupier/internal/server"
	"croupier/internal/store"
	"croupier/money"
)

// The cash-ins: 9223372036854775807 cents answered 500 and 10^15
// cents ($10 trillion) was credited. Every cash-in and cash-out is now at
// most the cage's maximum per transaction, $1,000,000 unless the operator
// sets another; above it the cage answers 400 saying so, and nothing is
// written.
func TestCageMaximum(t *testing.T) {
	for _, db := range dbtest.All(t) {
		t.Run(db.Adapter, func(t *testing.T) {
			c := newCasino(t, db, 1000)
			admin := c.login("root", "rootpassword")
			cashier := c.staff(admin, "cara", store.RoleCashier)
			pat := c.player("pat")
			for _, amt := range []string{"9223372036854775807", "1000000000000000", "100000001"} {
				r := cashier.do("POST", "/api/cage/cash-in", `{"user": "pat", "amount": `+amt+`}`)
				refused(t, "a cash-in of "+amt+" cents", r, http.StatusBadRequest, server.CodeAmount, "over the cage's maximum of $1000000.00 per transaction (the operator's setting, croupier serve --cage-max); nothing was changed")
			}
			if got := pat.balance(); got != 0 {
				t.Fatalf("balance %s after refused cash-ins, want 0", got)
			}
			cashier.ok("POST", "/api/cage/cash-in", `{"user": "pat", "amount": 100000000}`)
			cashier.ok("POST", "/api/cage/cash-in", `{"user": "pat", "amount": 100000000}`)
			r := cashier.do("POST", "/api/cage/cash-out", `{"user": "pat", "amount": 200000000}`)
			refused(t, "a cash-out of $2,000,000", r, http.StatusBadRequest, server.CodeAmount, "over the cage's maximum of $1000000.00 per transaction (the operator's setting, croupier serve --cage-max); nothing was changed")
			cashier.ok("POST", "/api/cage/cash-out", `{"user": "pat", "amount": 100000000}`)
			if got := pat.balance(); got != server.DefaultCageMax {
				t.Fatalf("balance %s, want one cage maximum", got)
			}
			auditor := c.staff(admin, "aude", store.RoleAuditor)
			if r := auditor.ok("GET", "/api/ledger/check", ""); r.body["ok"] != true {
				t.Fatalf("ledger check: %s", r.raw)
			}
		})
	}
}

// The cage's maximum is the operator's setting, and the OpenAPI document
// states it.
func TestCageMaximumSetting(t *testing.T) {
	for _, db := range dbtest.All(t) {
		t.Run(db.Adapter, func(t *testing.T) {
			c := newCasino(t, db, 1000, func(cfg *server.Config) { cfg.CageMax = 5000 })
			admin := c.login("root", "rootpassword")
			cashier := c.staff(admin, "cara", store.RoleCashier)
			c.player("pat")
			refused(t, "a cash-in of $50.01 under a $50 maximum", cashier.do("POST", "/api/cage/cash-in", `{"user": "pat", "amount": 5001}`), http.StatusBadRequest, server.CodeAmount, "maximum of $50.00")
			cashier.ok("POST", "/api/cage/cash-in", `{"user": "pat", "amount": 5000}`)
			doc := c.do("", "GET", "/api/openapi.json", "")
			cage := doc.body["components"].(map[string]any)["schemas"].(map[string]any)["Cage"].(map[string]any)
			if m := cage["properties"].(map[string]any)["amount"].(map[string]any)["maximum"]; m != float64(5000) {
				t.Fatalf("the OpenAPI Cage amount has maximum %v, want the server's 5000", m)
			}
		})
	}
}

// Set as high as the ledger's bound, the cage's maximum lets a cash-in
// reach the bound; one that would take the cage beyond it is refused the
// same way (400), naming the account, and nothing is written.
func TestLedgerBoundAtTheCage(t *testing.T) {
	for _, db := range dbtest.All(t) {
		t.Run(db.Adapter, func(t *testing.T) {
			c := newCasino(t, db, 1000, func(cfg *server.Config) { cfg.CageMax = store.MaxBalance })
			admin := c.login("root", "rootpassword")
			cashier := c.staff(admin, "cara", store.RoleCashier)
			pat, quinn := c.player("pat"), c.player("quinn")
			cashier.ok("POST", "/api/cage/cash-in", fmt.Sprintf(`{"user": "pat", "amount": %d}`, store.MaxBalance))
			r := cashier.do("POST", "/api/cage/cash-in", `{"user": "quinn", "amount": 1}`)
			refused(t, "a cash-in taking the cage beyond the ledger's bound", r, http.StatusBadRequest, server.CodeAmount, "cage holds -10000000000000.00, and a change of -0.01 would take it beyond the ledger's bound of 10000000000000.00 either way; nothing was changed")
			if pat.balance() != store.MaxBalance || quinn.balance() != 0 {
				t.Fatalf("balances %s and %s after the refusal", pat.balance(), quinn.balance())
			}
		})
	}
}

// A table's amounts (its minimum, maximum and opening jackpot) are at most
// $10,000,000,000: the admin's route where amounts enter the ledger's
// reach through the wagers and payouts it allows.
func TestTableAmountsBounded(t *testing.T) {
	c := newCasino(t, dbtest.SQLite(t), 1000)
	admin := c.login("root", "rootpassword")
	for _, body := range []string{
		`{"name": "W", "game": "war", "mode": "live", "options": {"max": 1000000000001}}`,
		`{"name": "W", "game": "war", "mode": "live", "options": {"max": 9223372036854775807}}`,
		`{"name": "B", "game": "blackjack", "mode": "live", "options": {"side-bets": ["progressive"], "jackpot": 9223372036854775807}}`,
	} {
		refused(t, body, admin.do("POST", "/api/tables", body), http.StatusBadRequest, server.CodeAmount, "is over $10000000000.00, the most any amount of a table may be")
	}
	if r := admin.ok("GET", "/api/tables", ""); len(r.body["tables"].([]any)) != 0 {
		t.Fatalf("refused tables were opened: %s", r.raw)
	}
	admin.ok("POST", "/api/tables", fmt.Sprintf(`{"name": "W", "game": "war", "mode": "live", "options": {"max": %d}}`, money.Amount(1e12)))
}

// A table opened before its amounts were bounded (its maximum
// 9223372036854775807 cents): a wager beyond the ledger's bound is refused
// by the ledger with the same 400, nothing is held, and the table goes on.
func TestWagerBeyondTheLedgersBound(t *testing.T) {
	for _, db := range dbtest.All(t) {
		t.Run(db.Adapter, func(t *testing.T) {
			c := newCasino(t, db, 1000)
			admin := c.login("root", "rootpassword")
			cashier := c.staff(admin, "cara", store.RoleCashier)
			pat := c.player("pat")
			cashier.ok("POST", "/api/cage/cash-in", `{"user": "pat", "amount": 10000}`)
			var tb store.Table
			err := c.st.Do(context.Background(), func(tx store.Tx) (err error) {
				tb, err = tx.CreateTable(store.Table{Name: "old", Game: "sic-bo", Mode: store.Live, Options: json.RawMessage(`{"max": 9223372036854775807}`), Timing: store.DefaultTiming})
				return err
			})
			if err != nil {
				t.Fatal(err)
			}
			c.srv.Wake()
			c.running(int(tb.ID))
			steps := fmt.Sprintf("/api/tables/%d/steps", tb.ID)
			pat.ok("POST", fmt.Sprintf("/api/tables/%d/seats", tb.ID), `{"seat": 1}`)
			r := pat.do("POST", steps, `{"seat": 1, "wager": {"small": 9223372036854775807}}`)
			refused(t, "a wager of 9223372036854775807 cents", r, http.StatusBadRequest, server.CodeAmount, "is beyond the ledger's bound of 10000000000000.00 either way; nothing was changed")
			if got := pat.balance(); got != 10000 {
				t.Fatalf("balance %s after the refused wager, want 100.00", got)
			}
			pat.ok("POST", steps, `{"seat": 1, "wager": {"small": 1000}}`)
			if got := pat.balance(); got != 9000 {
				t.Fatalf("balance %s after a $10 wager, want 90.00", got)
			}
		})
	}
}
