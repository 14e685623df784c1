package server_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"croupier/internal/dbtest"
	"croupier/internal/server"
	"croupier/internal/store"
	"croupier/internal/table"
)

// A replay as the client reads it.
type replayReply struct {
	Round  int64         `json:"round"`
	Game   string        `json:"game"`
	Seat   int           `json:"seat"`
	Frames []replayFrame `json:"frames"`
}

type replayFrame struct {
	Step   json.RawMessage `json:"step"`
	Events []struct {
		Kind  string   `json:"kind"`
		Cards []string `json:"cards"`
		Dice  []int    `json:"dice"`
	} `json:"events"`
	View struct {
		Seat  int `json:"seat"`
		Hands map[string][]struct {
			Card     string `json:"card"`
			FaceDown bool   `json:"faceDown"`
		} `json:"hands"`
		Dice []int `json:"dice"`
		Last *struct {
			Settlements json.RawMessage `json:"settlements"`
		} `json:"last"`
	} `json:"view"`
}

// storedRound is GET /api/rounds/{id} as the client reads it.
type storedRound struct {
	Status string `json:"status"`
	Script struct {
		Steps []json.RawMessage `json:"steps"`
	} `json:"script"`
	Result struct {
		Rounds []struct {
			Hands       map[string][]string `json:"hands"`
			Dice        []int               `json:"dice"`
			Settlements json.RawMessage     `json:"settlements"`
		} `json:"rounds"`
	} `json:"result"`
	Players []struct {
		Seats []int `json:"seats"`
	} `json:"players"`
}

func (cl *client) replay(id int64) replayReply {
	cl.c.t.Helper()
	r := cl.ok("GET", fmt.Sprintf("/api/rounds/%d/replay", id), "")
	var out replayReply
	if err := json.Unmarshal(r.raw, &out); err != nil {
		cl.c.t.Fatalf("replay %d: %v: %s", id, err, r.raw)
	}
	return out
}

func (cl *client) storedRound(id int64) storedRound {
	cl.c.t.Helper()
	r := cl.ok("GET", fmt.Sprintf("/api/rounds/%d", id), "")
	var out storedRound
	if err := json.Unmarshal(r.raw, &out); err != nil {
		cl.c.t.Fatalf("round %d: %v: %s", id, err, r.raw)
	}
	return out
}

// lastRound is the id of the newest round the player has played.
func (cl *client) lastRound() int64 {
	cl.c.t.Helper()
	r := cl.ok("GET", "/api/recall", "")
	rounds := r.body["rounds"].([]any)
	if len(rounds) == 0 {
		cl.c.t.Fatal("no round recalled")
	}
	return int64(rounds[0].(map[string]any)["id"].(float64))
}

func sameJSON(t *testing.T, a, b []byte) bool {
	t.Helper()
	var x, y any
	if err := json.Unmarshal(a, &x); err != nil {
		t.Fatalf("%s: %v", a, err)
	}
	if err := json.Unmarshal(b, &y); err != nil {
		t.Fatalf("%s: %v", b, err)
	}
	xa, _ := json.Marshal(x)
	ya, _ := json.Marshal(y)
	return string(xa) == string(ya)
}

// rank is a card's rank in War, deuce low and ace high (67.38).
func rank(c string) int { return strings.IndexByte("23456789TJQKA", c[0]) }

// checkFrames checks what every replay shows: a frame for the table and
// one per step, each step as in the script; nothing dealt or rolled before
// the first; and the last frame settling the round as it is stored.
func checkFrames(t *testing.T, rp replayReply, rd storedRound) {
	t.Helper()
	if len(rp.Frames) != len(rd.Script.Steps)+1 {
		t.Fatalf("%d frames for %d steps, want one more", len(rp.Frames), len(rd.Script.Steps))
	}
	f0 := rp.Frames[0]
	if string(f0.Step) != "null" || len(f0.Events) != 0 || len(f0.View.Hands) != 0 || len(f0.View.Dice) != 0 {
		t.Fatalf("frame 0: step %s, events %v, hands %v, dice %v: want the table before anything", f0.Step, f0.Events, f0.View.Hands, f0.View.Dice)
	}
	for i, st := range rd.Script.Steps {
		if !sameJSON(t, rp.Frames[i+1].Step, st) {
			t.Errorf("frame %d's step %s, script's %s", i+1, rp.Frames[i+1].Step, st)
		}
	}
	last := rp.Frames[len(rp.Frames)-1]
	if len(rd.Result.Rounds) != 1 || last.View.Last == nil || !sameJSON(t, last.View.Last.Settlements, rd.Result.Rounds[0].Settlements) {
		t.Fatalf("the last frame settles %+v, stored %+v", last.View.Last, rd.Result.Rounds)
	}
}

// The replay of an electronic War round and a live Sic Bo round, as the
// player who played them and as an auditor; another player may not read
// them.
func TestRoundReplay(t *testing.T) {
	for _, db := range dbtest.All(t) {
		t.Run(db.Adapter, func(t *testing.T) {
			c := newCasino(t, db, 1000)
			admin := c.login("root", "rootpassword")
			cashier := c.staff(admin, "cara", store.RoleCashier)
			dealer := c.staff(admin, "dino", store.RoleDealer)
			auditor := c.staff(admin, "aude", store.RoleAuditor)
			pat := c.player("pat")
			quinn := c.player("quinn")
			cashier.ok("POST", "/api/cage/cash-in", `{"user": "pat", "amount": 50000}`)

			// Electronic War on seat 2: the server deals.
			war := admin.ok("POST", "/api/tables", `{"name": "War", "game": "war", "mode": "electronic", "timing": {"bets": 50, "decision": 50, "result": 50}}`)
			warID := int(war.body["table"].(map[string]any)["id"].(float64))
			c.running(warID)
			pat.ok("POST", fmt.Sprintf("/api/tables/%d/seats", warID), `{"seat": 2}`)
			ws := pat.watch(warID)
			ws.until(func(s map[string]any) bool { return s["phase"] == "bets" && len(s["options"].([]any)) > 0 })
			pat.ok("POST", fmt.Sprintf("/api/tables/%d/steps", warID), `{"seat": 2, "wager": {"main": 1000}}`)
			ws.until(func(s map[string]any) bool { return s["phase"] == "over" })
			ws.close()
			warRound := pat.lastRound()
			rd := pat.storedRound(warRound)
			if len(rd.Players) != 1 || fmt.Sprint(rd.Players[0].Seats) != "[2]" {
				t.Fatalf("the War round's player %+v, want seat 2", rd.Players)
			}
			for _, who := range []*client{pat, auditor} {
				rp := who.replay(warRound)
				wantSeat := 2
				if who == auditor {
					wantSeat = -1
				}
				if rp.Round != warRound || rp.Game != "war" || rp.Seat != wantSeat {
					t.Fatalf("%s: round %d game %s seat %d, want %d war seat %d", who.name, rp.Round, rp.Game, rp.Seat, warRound, wantSeat)
				}
				checkFrames(t, rp, rd)
				// The deal is the no-more-bets step: its frame shows the
				// first cards the stored result lists, seat 2's and the
				// dealer's, and only the auditor sees them in the events.
				deal := -1
				for i, f := range rp.Frames {
					if sameJSON(t, f.Step, []byte(`{"dealer":"no-more-bets"}`)) {
						deal = i
					}
				}
				if deal < 0 {
					t.Fatalf("%s: no frame deals: %+v", who.name, rp.Frames)
				}
				hands := rd.Result.Rounds[0].Hands
				seat, dlr := hands["2"][0], hands["dealer"][0]
				v := rp.Frames[deal].View
				if len(v.Hands["2"]) == 0 || v.Hands["2"][0].Card != seat || len(v.Hands["dealer"]) == 0 || v.Hands["dealer"][0].Card != dlr {
					t.Fatalf("%s: after the deal the view shows %+v, want seat 2 %s and the dealer %s", who.name, v.Hands, seat, dlr)
				}
				if len(rp.Frames[deal-1].View.Hands) != 0 {
					t.Fatalf("%s: cards %+v before the deal", who.name, rp.Frames[deal-1].View.Hands)
				}
				var evCards []string
				for _, ev := range rp.Frames[deal].Events {
					evCards = append(evCards, ev.Cards...)
				}
				// 67.37: every War card is face up, so the deal's events
				// tell everyone of both cards.
				if !slices.Contains(evCards, seat) || !slices.Contains(evCards, dlr) {
					t.Fatalf("%s: the deal's events show cards %v, want %s and %s among them", who.name, evCards, seat, dlr)
				}
				// 67.38: the higher card wins the main wager 1 to 1.
				if r1, r2 := rank(seat), rank(dlr); r1 != r2 {
					want := `[{"seat":2,"wager":"main","stake":1000,"result":"win","net":1000,"commission":0,"rounding":0}]`
					if r1 < r2 {
						want = `[{"seat":2,"wager":"main","stake":1000,"result":"lose","net":-1000,"commission":0,"rounding":0}]`
					}
					if got := rp.Frames[len(rp.Frames)-1].View.Last.Settlements; !sameJSON(t, got, []byte(want)) {
						t.Fatalf("%s: %s against %s settles %s, want %s", who.name, seat, dlr, got, want)
					}
				}
			}

			// Live Sic Bo on seat 1: the dealer closes the bets and enters
			// the roll.
			sic := admin.ok("POST", "/api/tables", `{"name": "Sic Bo", "game": "sic-bo", "mode": "live", "dealer": "dino"}`)
			sicID := int(sic.body["table"].(map[string]any)["id"].(float64))
			c.running(sicID)
			pat.ok("POST", fmt.Sprintf("/api/tables/%d/seats", sicID), `{"seat": 1}`)
			pat.ok("POST", fmt.Sprintf("/api/tables/%d/steps", sicID), `{"seat": 1, "wager": {"small": 2000, "total-10": 500}}`)
			dealer.ok("POST", fmt.Sprintf("/api/tables/%d/steps", sicID), `{"dealer": "no-more-bets"}`)
			roll := dealer.waitingStep(sicID, `{"dealer": "roll"}`)
			dealer.ok("POST", fmt.Sprintf("/api/tables/%d/outcomes", sicID), `{"outcomes": [[1,3,6]]}`)
			roll.ok()
			sicRound := pat.lastRound()
			rd = pat.storedRound(sicRound)
			if fmt.Sprint(rd.Result.Rounds[0].Dice) != "[1 3 6]" {
				t.Fatalf("the stored roll %v, want the dealer's 1 3 6", rd.Result.Rounds[0].Dice)
			}
			for _, who := range []*client{pat, auditor} {
				rp := who.replay(sicRound)
				checkFrames(t, rp, rd)
				// Three steps: the wager, no more bets, the roll.
				if len(rp.Frames) != 4 || fmt.Sprint(rp.Frames[2].View.Dice) != "[]" || fmt.Sprint(rp.Frames[3].View.Dice) != "[1 3 6]" {
					t.Fatalf("%s: %d frames, dice before the roll %v, after %v: want 4, none, 1 3 6", who.name, len(rp.Frames), rp.Frames[2].View.Dice, rp.Frames[3].View.Dice)
				}
				// 1+3+6 = 10: small (4–10) wins 1 to 1, 95.22(6); total 10
				// pays 6 to 1, 95.22(4).
				want := `[{"seat":1,"wager":"small","stake":2000,"result":"win","net":2000,"commission":0,"rounding":0},` +
					`{"seat":1,"wager":"total-10","stake":500,"result":"win","net":3000,"commission":0,"rounding":0}]`
				if got := rp.Frames[3].View.Last.Settlements; !sameJSON(t, got, []byte(want)) {
					t.Fatalf("%s: the roll settles %s, want %s", who.name, got, want)
				}
			}

			for _, id := range []int64{warRound, sicRound} {
				if r := quinn.do("GET", fmt.Sprintf("/api/rounds/%d/replay", id), ""); r.status != 403 || r.code() != server.CodeForbidden {
					t.Fatalf("another player's replay of round %d: %d %s", id, r.status, r.raw)
				}
			}
			if r := pat.do("GET", "/api/rounds/999/replay", ""); r.code() != server.CodeNotFound {
				t.Fatalf("the replay of no round: %d %s", r.status, r.raw)
			}
		})
	}
}

// Blackjack with peek (22, 26): the dealer's second card is dealt face
// down. The player's replay shows it as "??" until the dealer turns it; the
// auditor's shows it all along.
func TestRoundReplayHidesHoleCard(t *testing.T) {
	c := newCasino(t, dbtest.SQLite(t), 1000)
	admin := c.login("root", "rootpassword")
	cashier := c.staff(admin, "cara", store.RoleCashier)
	dealer := c.staff(admin, "dino", store.RoleDealer)
	auditor := c.staff(admin, "aude", store.RoleAuditor)
	pat := c.player("pat")
	cashier.ok("POST", "/api/cage/cash-in", `{"user": "pat", "amount": 10000}`)
	tb := admin.ok("POST", "/api/tables", `{"name": "BJ", "game": "blackjack", "mode": "live", "dealer": "dino", "options": {"peek": true}}`)
	id := int(tb.body["table"].(map[string]any)["id"].(float64))
	c.running(id)
	pat.ok("POST", fmt.Sprintf("/api/tables/%d/seats", id), `{"seat": 1}`)
	pat.ok("POST", fmt.Sprintf("/api/tables/%d/steps", id), `{"seat": 1, "wager": {"main": 1000}}`)
	// 22: the box's card, the dealer's up card, the box's second card,
	// then (peek) the dealer's face-down card.
	dealer.ok("POST", fmt.Sprintf("/api/tables/%d/outcomes", id), `{"outcomes": ["Th", "6c", "9d", "7s"]}`)
	dealer.ok("POST", fmt.Sprintf("/api/tables/%d/steps", id), `{"dealer": "no-more-bets"}`)
	// The box stands on 19; the dealer turns 7s (13), must hit: Ts, 23,
	// bust. The box wins 1 to 1 (18).
	dealer.ok("POST", fmt.Sprintf("/api/tables/%d/outcomes", id), `{"outcomes": ["Ts"]}`)
	pat.ok("POST", fmt.Sprintf("/api/tables/%d/steps", id), `{"seat": 1, "act": "stand"}`)
	round := pat.lastRound()
	rd := pat.storedRound(round)
	if got := fmt.Sprint(rd.Result.Rounds[0].Hands["dealer"]); got != "[6c 7s Ts]" {
		t.Fatalf("the stored dealer's hand %s, want 6c 7s Ts", got)
	}
	dealerCards := func(f replayFrame) string {
		var s []string
		for _, c := range f.View.Hands["dealer"] {
			s = append(s, c.Card)
		}
		return strings.Join(s, " ")
	}
	for _, tc := range []struct {
		who  *client
		want []string // the dealer's cards in each frame
	}{
		{pat, []string{"", "", "6c ??", "6c 7s Ts"}},
		{auditor, []string{"", "", "6c 7s", "6c 7s Ts"}},
	} {
		rp := tc.who.replay(round)
		checkFrames(t, rp, rd)
		var got []string
		for _, f := range rp.Frames {
			got = append(got, dealerCards(f))
		}
		if fmt.Sprint(got) != fmt.Sprint(tc.want) {
			t.Errorf("%s sees the dealer's cards %q, want %q", tc.who.name, got, tc.want)
		}
		if h := rp.Frames[2].View.Hands["dealer"]; len(h) != 2 || !h[1].FaceDown {
			t.Errorf("%s: the hole card is not face down after the deal: %+v", tc.who.name, h)
		}
		// No event tells of a card the frame's view does not show face up:
		// the hole card reaches the player only when it is turned.
		for i, f := range rp.Frames {
			shown := map[string]bool{}
			for _, h := range f.View.Hands {
				for _, c := range h {
					shown[c.Card] = c.Card != "??"
				}
			}
			for _, ev := range f.Events {
				for _, c := range ev.Cards {
					if !shown[c] {
						t.Errorf("frame %d: %s's event %+v shows %s, not in his view", i, tc.who.name, ev, c)
					}
				}
			}
		}
		want := `[{"seat":1,"wager":"main","stake":1000,"result":"win","net":1000,"commission":0,"rounding":0}]`
		if got := rp.Frames[3].View.Last.Settlements; !sameJSON(t, got, []byte(want)) {
			t.Errorf("%s: the round settles %s, want %s", tc.who.name, got, want)
		}
	}
	// A round stored before seats were recorded: the player sees it as a
	// spectator would, the hole card hidden and the box's cards face up.
	if _, err := dbtest.Raw(c.st).Exec(`UPDATE round_players SET seats = ''`); err != nil {
		t.Fatal(err)
	}
	rp := pat.replay(round)
	if rp.Seat != table.Spectator || rp.Frames[2].View.Seat != table.Spectator || dealerCards(rp.Frames[2]) != "6c ??" || len(rp.Frames[2].View.Hands["1"]) != 2 {
		t.Fatalf("an old round replays from seat %d: after the deal %+v, want the spectator's seat, 6c ?? and the box's two cards", rp.Seat, rp.Frames[2].View.Hands)
	}
}
