package server_test

import (
	"encoding/json"
	"fmt"
	"testing"

	"croupier/internal/dbtest"
	"croupier/internal/store"
)

// numbered is what names a round in an answer: its round, its events'
// rounds, its view's round and last settled round.
type numbered struct {
	Round  int `json:"round"`
	Number int `json:"number"`
	Events []struct {
		Round int    `json:"round"`
		Kind  string `json:"kind"`
	} `json:"events"`
	View *struct {
		Round int `json:"round"`
		Last  *struct {
			Round int `json:"round"`
		} `json:"last"`
	} `json:"view"`
	Frames []struct {
		Events []struct {
			Round int `json:"round"`
		} `json:"events"`
		View struct {
			Round int `json:"round"`
		} `json:"view"`
	} `json:"frames"`
}

func readNumbered(t *testing.T, what string, r reply) numbered {
	t.Helper()
	var n numbered
	if err := json.Unmarshal(r.raw, &n); err != nil {
		t.Fatalf("%s: %v: %s", what, err, r.raw)
	}
	return n
}

// rounds checks that an answer names round want wherever it names one:
// the table's round and every event's.
func (n numbered) rounds(t *testing.T, what string, want int) {
	t.Helper()
	if n.Round != want {
		t.Errorf("%s: round %d, want %d", what, n.Round, want)
	}
	for _, ev := range n.Events {
		if ev.Round != want {
			t.Errorf("%s: a %s event of round %d, want %d", what, ev.Kind, ev.Round, want)
		}
	}
	if n.View != nil && n.View.Round != want {
		t.Errorf("%s: the view's round %d, want %d", what, n.View.Round, want)
	}
}

// One numbering: the table's round, the rounds its steps' answers and
// events name, its view's last settled round, the stored record's number,
// game recall, the replay and a void all count the table's rounds from 1,
// though a Sic Bo engine lives for one round (the table's next-round
// answered round 2, then its events said round 1, and recall named the
// record's id).
func TestRoundNumbersAgree(t *testing.T) {
	for _, db := range dbtest.All(t) {
		t.Run(db.Adapter, func(t *testing.T) {
			c := newCasino(t, db, 1000)
			admin := c.login("root", "rootpassword")
			cashier := c.staff(admin, "cara", store.RoleCashier)
			dealer := c.staff(admin, "dino", store.RoleDealer)
			sup := c.staff(admin, "sue", store.RoleSupervisor)
			pat := c.player("pat")
			cashier.ok("POST", "/api/cage/cash-in", `{"user": "pat", "amount": 10000}`)
			// Another table's rounds come first in the database: a round's
			// id is not its number.
			war := admin.ok("POST", "/api/tables", `{"name": "War", "game": "war", "mode": "live", "dealer": "dino"}`)
			warID := int(war.body["table"].(map[string]any)["id"].(float64))
			sic := admin.ok("POST", "/api/tables", `{"name": "Sic Bo", "game": "sic-bo", "mode": "live", "dealer": "dino"}`)
			id := int(sic.body["table"].(map[string]any)["id"].(float64))
			c.running(warID)
			c.running(id)
			path := fmt.Sprintf("/api/tables/%d", id)
			pat.ok("POST", fmt.Sprintf("/api/tables/%d/seats", warID), `{"seat": 1}`)
			pat.ok("POST", fmt.Sprintf("/api/tables/%d/steps", warID), `{"seat": 1, "wager": {"main": 500}}`)
			dealer.ok("POST", fmt.Sprintf("/api/tables/%d/outcomes", warID), `{"outcomes": ["Kd", "2c"]}`)
			dealer.ok("POST", fmt.Sprintf("/api/tables/%d/steps", warID), `{"dealer": "no-more-bets"}`)

			pat.ok("POST", path+"/seats", `{"seat": 1}`)
			for n := 1; n <= 2; n++ {
				what := func(s string) string { return fmt.Sprintf("round %d: %s", n, s) }
				readNumbered(t, what("the table"), pat.ok("GET", path, "")).rounds(t, what("the table"), n)
				readNumbered(t, what("the wager"), pat.ok("POST", path+"/steps", `{"seat": 1, "wager": {"small": 500}}`)).rounds(t, what("the wager"), n)
				readNumbered(t, what("no more bets"), dealer.ok("POST", path+"/steps", `{"dealer": "no-more-bets"}`)).rounds(t, what("no more bets"), n)
				roll := dealer.waitingStep(id, `{"dealer": "roll"}`)
				readNumbered(t, what("the outcome"), dealer.ok("POST", path+"/outcomes", `{"outcomes": [[1,3,6]]}`)).rounds(t, what("the outcome"), n)
				readNumbered(t, what("the roll"), roll.ok()).rounds(t, what("the roll"), n)

				st := readNumbered(t, what("the settled table"), pat.ok("GET", path, ""))
				st.rounds(t, what("the settled table"), n)
				if st.View.Last == nil || st.View.Last.Round != n {
					t.Errorf("round %d: the view's last settled round is %+v", n, st.View.Last)
				}
				recall := pat.ok("GET", "/api/recall", "")
				last := recall.body["rounds"].([]any)[0].(map[string]any)
				if got, _ := last["number"].(float64); int(got) != n {
					t.Errorf("round %d: recall's newest round is number %v", n, got)
				}
				rp := readNumbered(t, what("the replay"), pat.ok("GET", fmt.Sprintf("/api/rounds/%d/replay", int64(last["id"].(float64))), ""))
				if rp.Number != n {
					t.Errorf("round %d: the replay's number is %d", n, rp.Number)
				}
				for i, f := range rp.Frames {
					if f.View.Round != n {
						t.Errorf("round %d: replay frame %d's view is of round %d", n, i, f.View.Round)
					}
					for _, ev := range f.Events {
						if ev.Round != n {
							t.Errorf("round %d: replay frame %d has an event of round %d", n, i, ev.Round)
						}
					}
				}
				readNumbered(t, what("next-round"), dealer.ok("POST", path+"/steps", `{"dealer": "next-round"}`)).rounds(t, what("next-round"), n+1)
			}
			// Round 3 is voided: the void names it 3, and the table goes on
			// with round 4.
			pat.ok("POST", path+"/steps", `{"seat": 1, "wager": {"big": 500}}`)
			v := sup.ok("POST", path+"/void", `{"reason": "the bowl was opened early"}`)
			if got, _ := v.body["number"].(float64); got != 3 {
				t.Errorf("the void names round %v, want 3: %s", got, v.raw)
			}
			readNumbered(t, "after the void", pat.ok("GET", path, "")).rounds(t, "after the void", 4)
			recall := pat.ok("GET", "/api/recall", "")
			last := recall.body["rounds"].([]any)[0].(map[string]any)
			if last["status"] != store.RoundVoid || last["number"] != 3.0 {
				t.Errorf("recall's newest round: %v number %v, want void number 3", last["status"], last["number"])
			}
		})
	}
}
