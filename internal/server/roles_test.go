package server_test

import (
	"fmt"
	"testing"

	"croupier/internal/dbtest"
	"croupier/internal/server"
	"croupier/internal/store"
)

// The admin reads every page that changes nothing — the rounds, one round
// with every player and every card, its verification, the ledger — as an
// auditor does; what changes the casino stays with its role.
func TestAdminReads(t *testing.T) {
	c := newCasino(t, dbtest.SQLite(t), 1000)
	admin := c.login("root", "rootpassword")
	cashier := c.staff(admin, "cara", store.RoleCashier)
	dealer := c.staff(admin, "dino", store.RoleDealer)
	pat := c.player("pat")
	cashier.ok("POST", "/api/cage/cash-in", `{"user": "pat", "amount": 10000}`)
	sic := admin.ok("POST", "/api/tables", `{"name": "Sic Bo", "game": "sic-bo", "mode": "live", "dealer": "dino"}`)
	id := int(sic.body["table"].(map[string]any)["id"].(float64))
	c.running(id)
	pat.ok("POST", fmt.Sprintf("/api/tables/%d/seats", id), `{"seat": 1}`)
	pat.ok("POST", fmt.Sprintf("/api/tables/%d/steps", id), `{"seat": 1, "wager": {"small": 1000}}`)
	dealer.ok("POST", fmt.Sprintf("/api/tables/%d/steps", id), `{"dealer": "no-more-bets"}`)
	roll := dealer.waitingStep(id, `{"dealer": "roll"}`)
	dealer.ok("POST", fmt.Sprintf("/api/tables/%d/outcomes", id), `{"outcomes": [[1,3,6]]}`)
	roll.ok()

	rounds := admin.ok("GET", "/api/rounds", "").body["rounds"].([]any)
	if len(rounds) != 1 {
		t.Fatalf("the admin lists %d rounds, want 1", len(rounds))
	}
	rid := int(rounds[0].(map[string]any)["id"].(float64))
	rd := admin.ok("GET", fmt.Sprintf("/api/rounds/%d", rid), "")
	if ps := rd.body["players"].([]any); len(ps) != 1 {
		t.Fatalf("the admin reads round %d with %d players, want 1: %s", rid, len(ps), rd.raw)
	}
	rp := admin.ok("GET", fmt.Sprintf("/api/rounds/%d/replay", rid), "")
	if seat := rp.body["seat"].(float64); seat >= 0 && seat < 1000 {
		t.Fatalf("the admin replays round %d from seat %v, want the view that sees every card", rid, seat)
	}
	if v := admin.ok("POST", fmt.Sprintf("/api/rounds/%d/verify", rid), ""); v.body["matches"] != true || v.body["hash"] != true {
		t.Fatalf("the admin verifies round %d: %s", rid, v.raw)
	}
	if r := admin.ok("GET", "/api/ledger/check", ""); r.body["ok"] != true {
		t.Fatalf("the admin's ledger check: %s", r.raw)
	}
	admin.ok("GET", fmt.Sprintf("/api/ledger/lines?account=escrow:%d", id), "")

	// Reading is not acting: voiding stays the supervisor's.
	if r := admin.do("POST", fmt.Sprintf("/api/tables/%d/void", id), `{"reason": "test"}`); r.code() != server.CodeForbidden {
		t.Fatalf("an admin voiding a round: %d %s", r.status, r.raw)
	}
}
