package server_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"croupier/internal/dbtest"
	"croupier/internal/server"
	"croupier/internal/store"
	"croupier/money"
)

// A poker room game at a live table, on both databases (67.88–67.110): the
// players bring their table stakes from their wallets, the dealer deals the
// cards as they come out (a card burned before each street, 67.88(4)), the
// players act in turn, and the game settles through the ledger: the pot
// from the losers' stakes to the winner's, the commission to the house's
// commission account and nothing to the house (67.92).
//
// The game of game/pokerroom's TestGameAtTheTable, worked by hand there:
// blinds $1 and $2, 5% commission; seats 1 and 2 bring $100, seat 3 $50;
// seat 3's queens win the $34.00 pot less $1.70: pat −$16.00, sam −$2.00,
// kim +$16.30, the commission account +$1.70.
func TestPokerRoomLiveGame(t *testing.T) {
	for _, db := range dbtest.All(t) {
		t.Run(db.Adapter, func(t *testing.T) {
			c := newCasino(t, db, 1000)
			admin := c.login("root", "rootpassword")
			cashier := c.staff(admin, "cara", store.RoleCashier)
			auditor := c.staff(admin, "aude", store.RoleAuditor)
			dealer := c.staff(admin, "dino", store.RoleDealer)
			players := []*client{c.player("pat"), c.player("sam"), c.player("kim")}
			for _, p := range players {
				cashier.ok("POST", "/api/cage/cash-in", fmt.Sprintf(`{"user": %q, "amount": 20000}`, p.name))
			}
			tb := admin.ok("POST", "/api/tables", `{"name": "Hold'em 1/2", "game": "poker-room", "mode": "live", "dealer": "dino",
				"options": {"variant": "NT", "seats": 3, "small-blind": 100, "big-blind": 200, "min-buy-in": 1000, "rake-percent": 5, "rake-cap": 300, "time-charge": 100}}`)
			id := int(tb.body["table"].(map[string]any)["id"].(float64))
			c.running(id)
			path := fmt.Sprintf("/api/tables/%d", id)
			stakes := []int{10000, 10000, 5000}
			for i, p := range players {
				p.ok("POST", path+"/seats", fmt.Sprintf(`{"seat": %d}`, i+1))
				p.ok("POST", path+"/steps", fmt.Sprintf(`{"seat": %d, "wager": {"stakes": %d}}`, i+1, stakes[i]))
			}
			deal := dealer.waitingStep(id, `{"dealer": "deal"}`)
			dealer.ok("POST", path+"/outcomes", `{"outcomes": ["As", "Ks", "7c", "2d", "Qh", "Qd"]}`)
			deal.ok()
			// 67.101, 67.110: a supervisor's ruling is recorded in the game in progress.
			sup := c.staff(admin, "sue", store.RoleSupervisor)
			sup.ok("POST", path+"/rulings", `{"text": "the button is seat 3 for this game"}`)
			refused(t, "an empty ruling", sup.do("POST", path+"/rulings", `{"text": " "}`), http.StatusBadRequest, server.CodeBadRequest, "a ruling has its text")
			refused(t, "a player's ruling", players[0].do("POST", path+"/rulings", `{"text": "I win"}`), http.StatusForbidden, server.CodeForbidden)
			act := func(p *client, seat int, act string, amount int) {
				t.Helper()
				body := fmt.Sprintf(`{"seat": %d, "act": %q}`, seat, act)
				if amount > 0 {
					body = fmt.Sprintf(`{"seat": %d, "act": %q, "amount": %d}`, seat, act, amount)
				}
				p.ok("POST", path+"/steps", body)
			}
			refused(t, "stakes added in a game", players[0].do("POST", path+"/steps", `{"seat": 1, "wager": {"stakes": 1000}}`),
				http.StatusUnprocessableEntity, server.CodeRule, "section 67.95(1)")
			refused(t, "out of turn", players[0].do("POST", path+"/steps", `{"seat": 1, "act": "call"}`), http.StatusUnprocessableEntity, server.CodeRule, "seat 3 is to act")
			act(players[2], 3, "raise", 600)
			act(players[0], 1, "call", 0)
			fold := players[1].waitingStep(id, `{"seat": 2, "act": "fold"}`) // the flop is dealt: the dealer burns and turns three
			dealer.ok("POST", path+"/outcomes", `{"outcomes": ["3s", "2c", "7h", "8c"]}`)
			fold.ok()
			act(players[0], 1, "check", 0)
			act(players[2], 3, "bet", 1000)
			call := players[0].waitingStep(id, `{"seat": 1, "act": "call"}`)
			dealer.ok("POST", path+"/outcomes", `{"outcomes": ["4s", "Jd"]}`)
			call.ok()
			act(players[0], 1, "check", 0)
			check := players[2].waitingStep(id, `{"seat": 3, "act": "check"}`)
			dealer.ok("POST", path+"/outcomes", `{"outcomes": ["5s", "9s"]}`)
			check.ok()
			act(players[0], 1, "check", 0)
			act(players[2], 3, "check", 0)
			act(players[0], 1, "show", 0)
			commissionBefore := accountBalance(t, auditor, "commission")
			houseBefore := houseBalance(t, auditor)
			act(players[2], 3, "show", 0)
			for i, want := range []money.Amount{20000 - 1600, 20000 - 200, 20000 + 1630} {
				if b := players[i].balance(); b != want {
					t.Errorf("%s's wallet %s, want %s", players[i].name, b, want)
				}
			}
			if got := accountBalance(t, auditor, "commission") - commissionBefore; got != 170 {
				t.Errorf("commission %s, want 1.70", got)
			}
			if got := houseBalance(t, auditor) - houseBefore; got != 0 {
				t.Errorf("the house moved %s: it is no party to a poker game", got)
			}
			if r := auditor.ok("GET", fmt.Sprintf("/api/ledger/lines?account=escrow:%d", id), ""); r.body["balance"].(float64) != 0 {
				t.Errorf("escrow holds %v after the game", r.body["balance"])
			}
			if chk := auditor.ok("GET", "/api/ledger/check", ""); chk.body["ok"] != true {
				t.Errorf("ledger check: %s", chk.raw)
			}
			// 67.108's time charge, collected by the dealer between games: $1.00
			// from each player who brings stakes to the next game (pat and sam).
			dealer.ok("POST", path+"/steps", `{"dealer": "next-round"}`)
			players[0].ok("POST", path+"/steps", `{"seat": 1, "wager": {"stakes": 5000}}`)
			players[1].ok("POST", path+"/steps", `{"seat": 2, "wager": {"stakes": 5000}}`)
			dealer.ok("POST", path+"/steps", `{"dealer": "time-charge"}`)
			for i, want := range []money.Amount{20000 - 1600 - 100, 20000 - 200 - 100} {
				if b := players[i].balance(); b != want {
					t.Errorf("%s's wallet %s after the time charge, want %s", players[i].name, b, want)
				}
			}
			if got := accountBalance(t, auditor, "commission") - commissionBefore; got != 170+200 {
				t.Errorf("commission %s after the time charge, want 3.70", got)
			}
			rounds := auditor.ok("GET", fmt.Sprintf("/api/rounds?table=%d", id), "").body["rounds"].([]any)
			if len(rounds) != 2 {
				t.Fatalf("%d rounds recorded, want the game and the time charge", len(rounds))
			}
			game1 := auditor.ok("GET", fmt.Sprintf("/api/rounds/%d", int(rounds[len(rounds)-1].(map[string]any)["id"].(float64))), "")
			if !strings.Contains(string(game1.raw), `{"by":"sue","dealer":"ruling","text":"the button is seat 3 for this game"}`) {
				t.Errorf("the game's record has no ruling by sue: %s", game1.raw)
			}
			for _, x := range rounds {
				rid := int(x.(map[string]any)["id"].(float64))
				if v := auditor.ok("POST", fmt.Sprintf("/api/rounds/%d/verify", rid), ""); v.body["matches"] != true || v.body["hash"] != true {
					t.Errorf("round %d does not re-settle from its script: %s", rid, v.raw)
				}
			}
		})
	}
}

func accountBalance(t *testing.T, auditor *client, account string) money.Amount {
	t.Helper()
	r := auditor.ok("GET", "/api/ledger/lines?account="+account+"&limit=1", "")
	return money.Amount(r.body["balance"].(float64))
}
