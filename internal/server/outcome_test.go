package server_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"croupier/internal/dbtest"
	"croupier/internal/server"
	"croupier/internal/store"
)

// refused checks that r is a refusal with code and a message saying each
// of says.
func refused(t *testing.T, what string, r reply, status int, code string, says ...string) {
	t.Helper()
	if r.status != status || r.code() != code {
		t.Fatalf("%s: %d %s, want %d %s", what, r.status, r.raw, status, code)
	}
	msg, _ := r.body["error"].(map[string]any)["message"].(string)
	for _, s := range says {
		if !strings.Contains(msg, s) {
			t.Errorf("%s: %q does not say %q", what, msg, s)
		}
	}
}

// A dealer's outcome the round cannot use is refused, saying which and
// why, and changes nothing: a second roll where Sic Bo reads one (95.20),
// a roll once the round is settled.
func TestOutcomesTheRoundCannotUse(t *testing.T) {
	for _, db := range dbtest.All(t) {
		t.Run(db.Adapter, func(t *testing.T) {
			c := newCasino(t, db, 1000)
			admin := c.login("root", "rootpassword")
			cashier := c.staff(admin, "cara", store.RoleCashier)
			dealer := c.staff(admin, "dino", store.RoleDealer)
			pat := c.player("pat")
			cashier.ok("POST", "/api/cage/cash-in", `{"user": "pat", "amount": 10000}`)
			sic := admin.ok("POST", "/api/tables", `{"name": "Sic Bo", "game": "sic-bo", "mode": "live", "dealer": "dino"}`)
			id := int(sic.body["table"].(map[string]any)["id"].(float64))
			c.running(id)
			path := fmt.Sprintf("/api/tables/%d", id)
			pat.ok("POST", path+"/seats", `{"seat": 1}`)
			pat.ok("POST", path+"/steps", `{"seat": 1, "wager": {"small": 500}}`)
			roll := dealer.waitingStep(id, `{"dealer": "roll"}`)

			r := dealer.do("POST", path+"/outcomes", `{"outcomes": [[1,3,6], [2,3,4]]}`)
			refused(t, "two rolls", r, http.StatusUnprocessableEntity, server.CodeRule,
				"round 1 needs 1 roll and is then settled: the 2nd roll entered, [2,3,4], is not used; nothing was entered")
			if st := pat.ok("GET", path, ""); st.body["waiting"] != true || st.body["phase"] != "bets" {
				t.Fatalf("after the refusal: %s, want the roll still waiting", st.raw)
			}
			if got := pat.balance(); got != 9500 {
				t.Fatalf("balance %s after the refusal, want 95.00", got)
			}
			dealer.ok("POST", path+"/outcomes", `{"outcomes": [[2,3,4]]}`)
			roll.ok()
			// 2+3+4 = 9: small wins 1 to 1 (95.22(6)).
			if got := pat.balance(); got != 10500 {
				t.Fatalf("balance %s, want 105.00: the roll was [2,3,4]", got)
			}
			r = dealer.do("POST", path+"/outcomes", `{"outcomes": [[6,6,6]]}`)
			refused(t, "a roll after the settlement", r, http.StatusUnprocessableEntity, server.CodeRule,
				"round 1 is settled: no outcome is due until the dealer starts round 2 (next-round)")
			// The next round reads its own roll, not one left over.
			dealer.ok("POST", path+"/steps", `{"dealer": "next-round"}`)
			pat.ok("POST", path+"/steps", `{"seat": 1, "wager": {"big": 500}}`)
			dealer.ok("POST", path+"/outcomes", `{"outcomes": [[6,6,5]]}`)
			res := dealer.ok("POST", path+"/steps", `{"dealer": "roll"}`)
			if !strings.Contains(string(res.raw), `"dice":[6,6,5]`) {
				t.Fatalf("round 2's roll: %s, want [6,6,5]", res.raw)
			}
		})
	}
}

// Outcomes not in the shape the table's game takes are refused with a
// sentence saying what the shape is: a roll sent without the list around
// it, the cards as one string.
func TestOutcomesSayTheirShape(t *testing.T) {
	c := newCasino(t, dbtest.SQLite(t), 1000)
	admin := c.login("root", "rootpassword")
	dealer := c.staff(admin, "dino", store.RoleDealer)
	sic := admin.ok("POST", "/api/tables", `{"name": "Sic Bo", "game": "sic-bo", "mode": "live", "dealer": "dino"}`)
	sicID := int(sic.body["table"].(map[string]any)["id"].(float64))
	war := admin.ok("POST", "/api/tables", `{"name": "War", "game": "war", "mode": "live", "dealer": "dino"}`)
	warID := int(war.body["table"].(map[string]any)["id"].(float64))
	c.running(sicID)
	c.running(warID)
	for _, tc := range []struct {
		table int
		body  string
		says  string
	}{
		{sicID, `{"outcomes": [1,4,5]}`, "outcomes is a list of rolls, each a list of the three faces, 1 to 6: send [[1,4,5]], not [1,4,5]"},
		{sicID, `{"outcomes": [[1,4]]}`, "outcome 1, [1,4], is not a roll of 3 dice"},
		{sicID, `{"outcomes": ["As"]}`, "outcome 1, \"As\", is not a roll of 3 dice"},
		{warID, `{"outcomes": "As Kd"}`, `outcomes is a list of cards, each a string such as "As"`},
		{warID, `{"outcomes": ["As", "Kx"]}`, `outcome 2, "Kx", is not a card`},
		{warID, `{"outcomes": [[1,4,5]]}`, `outcome 1, [1,4,5], is not a card`},
	} {
		r := dealer.do("POST", fmt.Sprintf("/api/tables/%d/outcomes", tc.table), tc.body)
		refused(t, tc.body, r, http.StatusBadRequest, server.CodeBadRequest, tc.says)
	}
}

// Only one step waits for the dealer's outcomes: another that needs them
// meanwhile is refused as a conflict (it was answered 202 "accepted" and
// then never taken), and the waiting one completes.
func TestOneStepWaitsForTheDealer(t *testing.T) {
	c := newCasino(t, dbtest.SQLite(t), 1000)
	admin := c.login("root", "rootpassword")
	cashier := c.staff(admin, "cara", store.RoleCashier)
	dealer := c.staff(admin, "dino", store.RoleDealer)
	pat := c.player("pat")
	cashier.ok("POST", "/api/cage/cash-in", `{"user": "pat", "amount": 10000}`)
	sic := admin.ok("POST", "/api/tables", `{"name": "Sic Bo", "game": "sic-bo", "mode": "live", "dealer": "dino"}`)
	id := int(sic.body["table"].(map[string]any)["id"].(float64))
	c.running(id)
	path := fmt.Sprintf("/api/tables/%d", id)
	pat.ok("POST", path+"/seats", `{"seat": 1}`)
	pat.ok("POST", path+"/steps", `{"seat": 1, "wager": {"small": 500}}`)
	dealer.ok("POST", path+"/steps", `{"dealer": "no-more-bets"}`)
	roll := dealer.waitingStep(id, `{"dealer": "roll"}`)
	r := dealer.do("POST", path+"/steps", `{"dealer": "roll"}`)
	refused(t, "a second roll", r, http.StatusConflict, server.CodeConflict,
		`another step is waiting for the dealer's outcomes (the dealer's "roll"): this step was not taken`)
	dealer.ok("POST", path+"/outcomes", `{"outcomes": [[1,3,6]]}`)
	if res := roll.ok(); res.body["phase"] != "over" {
		t.Fatalf("the waiting roll: %s, want the round settled", res.raw)
	}
}
