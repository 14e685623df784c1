package server_test

import (
	"fmt"
	"slices"
	"testing"

	"croupier/internal/dbtest"
)

// A live keno game through the API: a player buys a two-draw ticket with
// a marked selection and a quick pick, the operator enters each draw's
// balls once its sale has closed, the player claims his prize once, a
// cashier looks a ticket up and pays another in cash, and the ledger, the
// keno accounts and every draw's record verify. Amounts from the pay
// table below: a 1-spot catching its number pays 3 for 1 (75% return),
// a 2-spot catching both 12 for 1 (72.15%).
func TestKenoThroughTheAPI(t *testing.T) {
	for _, db := range dbtest.All(t) {
		t.Run(db.Adapter, func(t *testing.T) {
			c := newCasino(t, db, 1000)
			admin := c.login("root", "rootpassword")
			dealer := c.staff(admin, "kay", "dealer")
			cashier := c.staff(admin, "cy", "cashier")
			auditor := c.staff(admin, "al", "auditor")
			pat := c.player("pat")
			lou := c.player("lou")
			cashier.ok("POST", "/api/cage/cash-in", `{"user": "pat", "amount": 10000}`)
			cashier.ok("POST", "/api/cage/cash-in", `{"user": "lou", "amount": 10000}`)
			r := admin.ok("POST", "/api/tables", `{"name": "Keno", "game": "keno", "mode": "live", "dealer": "kay",
				"options": {"max-spots": 2, "paytable": {"1": {"1": 3}, "2": {"2": 12}}, "claim-days": 1},
				"timing": {"bets": 600}}`)
			id := int(r.body["table"].(map[string]any)["id"].(float64))
			c.running(id)
			onSale := func() int {
				var n int
				eventually(t, "a draw on sale", func() bool {
					st := pat.ok("GET", fmt.Sprintf("/api/keno/%d", id), "")
					d, ok := st.body["onSale"].(map[string]any)
					if ok {
						n = int(d["number"].(float64))
					}
					return ok
				})
				return n
			}
			first := onSale()
			// 80, 81: a slip of a marked 1-spot and a 2-spot quick pick, two draws.
			r = pat.ok("POST", fmt.Sprintf("/api/keno/%d/tickets", id), `{"selections": [{"numbers": [5], "wager": 100}, {"computer": 2, "wager": 100}], "draws": 2}`)
			tk := r.body["ticket"].(map[string]any)
			if tk["cost"].(float64) != 400 || int(tk["first"].(float64)) < first || tk["maxAggregate"].(float64) <= 0 || tk["place"] == "" {
				t.Fatalf("ticket %v: want cost 4.00 from the draw on sale, with the most paid per draw and the place to claim (82)", tk)
			}
			if got := pat.balance(); got != 10000-400 {
				t.Errorf("pat's balance %s after buying, want 96.00", got)
			}
			control := tk["control"].(string)
			quick := tk["selections"].([]any)[1].(map[string]any)["numbers"].([]any)
			var avoid []int
			for _, x := range quick {
				avoid = append(avoid, int(x.(float64)))
			}
			// A terminal's retry with the same Idempotency-Key gets the same
			// ticket and pays once; the key with another slip is a conflict.
			buy := fmt.Sprintf("/api/keno/%d/tickets", id)
			lt := lou.ok("POST", buy, `{"selections": [{"numbers": [5], "wager": 200}]}`, "Idempotency-Key", "slip-1").body["ticket"].(map[string]any)
			again := lou.ok("POST", buy, `{"selections": [{"numbers": [5], "wager": 200}]}`, "Idempotency-Key", "slip-1").body["ticket"].(map[string]any)
			if again["control"] != lt["control"] {
				t.Errorf("a retried sale issued %v, want the first ticket %v", again["control"], lt["control"])
			}
			if r := lou.do("POST", buy, `{"selections": [{"numbers": [6], "wager": 200}]}`, "Idempotency-Key", "slip-1"); r.code() != "conflict" {
				t.Errorf("the key with another slip: %d %s, want conflict", r.status, r.raw)
			}
			if got := lou.balance(); got != 10000-200 {
				t.Errorf("lou's balance %s after a sale and its retry, want 98.00: one ticket paid", got)
			}
			// Another player may not read pat's ticket (86: its holder presents it).
			if r := lou.do("GET", "/api/keno/tickets/"+control, ""); r.status != 403 {
				t.Errorf("lou reads pat's ticket: %d %s, want 403", r.status, r.raw)
			}
			// Balls with 5 and without the quick pick's numbers: pat's 1-spot
			// wins 3.00 in each draw, his quick pick nothing; lou's 1-spot 6.00.
			enter := func(n int) {
				eventually(t, fmt.Sprintf("draw %d closes", n), func() bool {
					st := dealer.ok("GET", fmt.Sprintf("/api/keno/%d", id), "")
					w, ok := st.body["waiting"].(map[string]any)
					return ok && int(w["number"].(float64)) == n
				})
				dealer.ok("POST", fmt.Sprintf("/api/keno/%d/draw", id), fmt.Sprintf(`{"balls": %s}`, jsonInts(kenoBalls([]int{5}, avoid))))
			}
			// Only the game's operator enters balls (75).
			if r := pat.do("POST", fmt.Sprintf("/api/keno/%d/draw", id), `{"balls": [1]}`); r.status != 403 {
				t.Errorf("a player enters balls: %d, want 403", r.status)
			}
			start := int(tk["first"].(float64))
			enter(start)
			if r := dealer.do("POST", fmt.Sprintf("/api/keno/%d/draw", id), `{"balls": [1, 2]}`); r.code() != "rule" {
				t.Errorf("two balls entered: %d %s, want a rule refusal naming the draw's size", r.status, r.raw)
			}
			enter(start + 1)
			// 86: the holder claims once; again is refused.
			r = pat.ok("POST", "/api/keno/claims", fmt.Sprintf(`{"control": %q}`, control))
			if r.body["paid"].(float64) != 600 {
				t.Errorf("pat's claim paid %v, want 6.00 (3.00 in each of two draws)", r.body["paid"])
			}
			if r := pat.do("POST", "/api/keno/claims", fmt.Sprintf(`{"control": %q}`, control)); r.code() != "rule" {
				t.Errorf("a second claim: %d %s, want a rule refusal", r.status, r.raw)
			}
			if got := pat.balance(); got != 10000-400+600 {
				t.Errorf("pat's balance %s after his claim, want 102.00", got)
			}
			// The cashier looks lou's ticket up and pays it in cash.
			look := cashier.ok("GET", "/api/keno/tickets/"+lt["controlPrinted"].(string), "").body["ticket"].(map[string]any)
			if look["due"].(float64) != 600 {
				t.Errorf("lou's ticket shows %v due, want 6.00", look["due"])
			}
			if r := cashier.do("POST", "/api/keno/claims", fmt.Sprintf(`{"control": %q}`, lt["control"])); r.status != 400 {
				t.Errorf("a cashier's claim naming neither cash nor a wallet: %d, want 400", r.status)
			}
			r = cashier.ok("POST", "/api/keno/claims", fmt.Sprintf(`{"control": %q, "cash": true}`, lt["control"]))
			if r.body["paid"].(float64) != 600 {
				t.Errorf("lou's cash claim paid %v, want 6.00", r.body["paid"])
			}
			if got := lou.balance(); got != 10000-200 {
				t.Errorf("lou's wallet %s, want 98.00: his prize was paid in cash", got)
			}
			// A forged number is refused with the section.
			if r := pat.do("POST", "/api/keno/claims", `{"control": "1234-5678-9012-3456-7890-1"}`); r.code() != "rule" || r.body["error"].(map[string]any)["section"] != "83" {
				t.Errorf("a forged control number: %d %s, want a rule refusal under 83", r.status, r.raw)
			}
			mine := pat.ok("GET", "/api/keno/tickets", "").body["tickets"].([]any)
			if len(mine) != 1 || mine[0].(map[string]any)["status"] != "paid" {
				t.Errorf("pat's tickets %v, want his one ticket, paid", mine)
			}
			if chk := auditor.ok("GET", "/api/ledger/check", ""); chk.body["ok"] != true {
				t.Errorf("ledger check: %s", chk.raw)
			}
			rounds := auditor.ok("GET", fmt.Sprintf("/api/rounds?table=%d", id), "").body["rounds"].([]any)
			if len(rounds) < 2 {
				t.Fatalf("%d rounds recorded, want every draw", len(rounds))
			}
			for _, rd := range rounds {
				rid := int(rd.(map[string]any)["id"].(float64))
				if v := auditor.ok("POST", fmt.Sprintf("/api/rounds/%d/verify", rid), ""); v.body["matches"] != true || v.body["hash"] != true {
					t.Errorf("round %d does not verify: %s", rid, v.raw)
				}
			}
		})
	}
}

// kenoBalls returns 20 numbers holding want and none of avoid.
func kenoBalls(want, avoid []int) []int {
	out := slices.Clone(want)
	for n := 80; len(out) < 20; n-- {
		if !slices.Contains(want, n) && !slices.Contains(avoid, n) {
			out = append(out, n)
		}
	}
	return out
}

func jsonInts(xs []int) string {
	s := "["
	for i, x := range xs {
		if i > 0 {
			s += ","
		}
		s += fmt.Sprint(x)
	}
	return s + "]"
}
