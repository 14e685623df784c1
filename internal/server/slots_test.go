package server_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"strings"
	"testing"

	"croupier/internal/dbtest"
	"croupier/internal/server"
	"croupier/internal/store"
	"croupier/money"
)

// Slot machines through the API (87–95): linked machines open only when
// they take the same coins and give the same chance of the jackpot (92), a
// machine under 83% is refused (93), plays at an electronic machine move
// money through the ledger with the pool, and the machine's game recall
// shows its last 10 plays: a player his own, an auditor every one.
func TestSlotMachines(t *testing.T) {
	for _, db := range dbtest.All(t) {
		t.Run(db.Adapter, func(t *testing.T) {
			c := newCasino(t, db, 1000)
			admin := c.login("root", "rootpassword")
			cashier := c.staff(admin, "cara", store.RoleCashier)
			auditor := c.staff(admin, "aude", store.RoleAuditor)
			pat, sam := c.player("pat"), c.player("sam")
			cashier.ok("POST", "/api/cage/cash-in", `{"user": "pat", "amount": 50000}`)

			machine := func(name string, edit func(map[string]any)) string {
				raw, err := os.ReadFile("../../examples/slots/" + name + ".json")
				if err != nil {
					t.Fatal(err)
				}
				var m map[string]any
				if err := json.Unmarshal(raw, &m); err != nil {
					t.Fatal(err)
				}
				if edit != nil {
					edit(m)
				}
				out, _ := json.Marshal(m)
				return string(out)
			}
			open := func(name, m string) reply {
				return admin.do("POST", "/api/tables", fmt.Sprintf(`{"name": %q, "game": "slots", "mode": "electronic", "options": {"machine": %s}, "timing": {"bets": 0, "decision": 0, "result": 20}}`, name, m))
			}
			a := open("A", machine("linked-a", nil))
			if a.status != http.StatusCreated {
				t.Fatalf("machine A: %d %s", a.status, a.raw)
			}
			aID := int(a.body["table"].(map[string]any)["id"].(float64))
			if r := open("B", machine("linked-b", nil)); r.status != http.StatusCreated {
				t.Fatalf("machine B, linked at the same odds: %d %s", r.status, r.raw)
			}
			// 92: the same pool at another number of coins (8 at 1/200, still a cent a play).
			eight := machine("linked-a", func(m map[string]any) {
				m["name"], m["coins"] = "Eight Coins", 8
				m["progressive"].(map[string]any)["rate"] = "1/200"
			})
			refused(t, "8 coins on the 4-coin pool", open("C", eight), http.StatusUnprocessableEntity, server.CodeRule, "share the pool", "take 8 and 4 coins")
			// 92: the same coins, but 7 7 7 twice as likely (a second 7 on reel 3).
			likelier := machine("linked-a", func(m map[string]any) {
				m["name"] = "Likelier"
				m["reels"].([]any)[2].([]any)[2] = "7"
			})
			refused(t, "other odds on the pool", open("D", likelier), http.StatusUnprocessableEntity, server.CodeRule, "share the pool", "chances")
			// 93: the classic machine paying 20 for 7 7 7 returns 0.20 + 0.096 + 0.032 + … well under 83%.
			poor := machine("classic", func(m map[string]any) {
				m["pays"].([]any)[0].(map[string]any)["pays"] = 20
			})
			refused(t, "a machine under 83%", open("E", poor), http.StatusUnprocessableEntity, server.CodeRule, "below the 83% minimum")

			c.running(aID)
			pat.ok("POST", fmt.Sprintf("/api/tables/%d/seats", aID), `{"seat": 1}`)
			for range 12 {
				r := pat.ok("POST", fmt.Sprintf("/api/tables/%d/steps", aID), `{"seat": 1, "act": "spin"}`)
				if !strings.Contains(string(r.raw), `"kind":"spin"`) {
					t.Fatalf("a spin answered without the spin: %s", r.raw)
				}
			}
			mine := pat.ok("GET", fmt.Sprintf("/api/tables/%d/recall", aID), "").body["rounds"].([]any)
			all := auditor.ok("GET", fmt.Sprintf("/api/tables/%d/recall", aID), "").body["rounds"].([]any)
			none := sam.ok("GET", fmt.Sprintf("/api/tables/%d/recall", aID), "").body["rounds"].([]any)
			if len(mine) != 10 || len(all) != 10 || len(none) != 0 {
				t.Fatalf("recall: pat %d, the auditor %d, sam %d plays; want 10, 10, 0", len(mine), len(all), len(none))
			}
			// Newest first: rounds 12 down to 3; each a $1.00 play.
			for i, x := range mine {
				rd := x.(map[string]any)
				if n := int(rd["number"].(float64)); n != 12-i {
					t.Errorf("recall %d is round %d, want %d", i, n, 12-i)
				}
				var res struct {
					Rounds []struct {
						Reels       []int `json:"reels"`
						Settlements []struct {
							Stake money.Amount `json:"stake"`
							Net   money.Amount `json:"net"`
						} `json:"settlements"`
					} `json:"rounds"`
				}
				raw, _ := json.Marshal(rd["result"])
				if err := json.Unmarshal(raw, &res); err != nil || len(res.Rounds) != 1 || len(res.Rounds[0].Reels) != 3 || res.Rounds[0].Settlements[0].Stake != 100 {
					t.Fatalf("recall %d: %s (%v)", i, raw, err)
				}
				p := rd["players"].([]any)[0].(map[string]any)
				if after, before := money.Amount(p["balanceAfter"].(float64)), money.Amount(p["balanceBefore"].(float64)); after-before != res.Rounds[0].Settlements[0].Net {
					t.Errorf("round %d: balance %s to %s for a net of %s", 12-i, before, after, res.Rounds[0].Settlements[0].Net)
				}
			}
			if chk := auditor.ok("GET", "/api/ledger/check", ""); chk.body["ok"] != true {
				t.Errorf("ledger check: %s", chk.raw)
			}
			// The pool holds the reset value plus a cent a play (91), or the
			// reset value and the plays since a hit.
			lines := auditor.ok("GET", "/api/ledger/lines?account=pool:slots:sevens&limit=50", "")
			if b, ok := lines.body["balance"].(float64); !ok || b < 100000 || b > 100012 {
				t.Errorf("the pool: %s", lines.raw)
			}
		})
	}
}
