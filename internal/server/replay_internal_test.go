package server

import (
	"encoding/json"
	"strings"
	"testing"

	"croupier/game"
	"croupier/internal/store"
)

// A script that ends while seat 1's insurance decision is owed: the box
// has a Blackjack (As Kd) against the dealer's ace. Finish takes the
// default, decline (25), and the dealer plays Ac 7c, soft 18, and stands
// (26: he hits only soft 17); the Blackjack pays 3 to 2: +1500.
const owedInsurance = `{"game": "blackjack", "table": {}, "tape": ["As", "Ac", "Kd", "7c"],
	"steps": [{"seat": 1, "wager": {"main": 1000}}, {"dealer": "no-more-bets"}]}`

func TestReplayFramesFinish(t *testing.T) {
	rd := store.Round{ID: 7, Status: store.RoundSettled, Script: json.RawMessage(owedInsurance)}
	gameID, frames, err := replayFrames(rd, game.Omniscient)
	if err != nil {
		t.Fatal(err)
	}
	if gameID != "blackjack" || len(frames) != 4 {
		t.Fatalf("game %s, %d frames, want blackjack and 4: the table, 2 steps, the finish", gameID, len(frames))
	}
	if frames[0].Step != nil || len(frames[0].Events) != 0 || len(frames[0].View.Hands) != 0 {
		t.Errorf("frame 0: %+v, want no step, no events, no cards", frames[0])
	}
	if got := compact(t, frames[2].Step); got != `{"dealer":"no-more-bets"}` {
		t.Errorf("frame 2's step %s, want the script's second step", got)
	}
	if d := frames[2].View.Hands["dealer"]; len(d) != 1 || d[0].Card != "Ac" || frames[2].View.Last != nil {
		t.Errorf("after the deal the dealer shows %+v and the last round is %+v, want only Ac and none settled", d, frames[2].View.Last)
	}
	last := frames[3]
	if got := compact(t, last.Step); got != `{"finish":true}` {
		t.Fatalf("last step %s, want {\"finish\":true}", got)
	}
	if l := last.View.Last; l == nil || len(l.Settlements) != 1 || l.Settlements[0].Result != game.Win || l.Settlements[0].Net != 1500 {
		t.Fatalf("after the finish the last round is %+v, want seat 1's main won +1500", last.View.Last)
	}
	if d := last.View.Hands["dealer"]; len(d) != 2 || d[1].Card != "7c" {
		t.Errorf("after the finish the dealer shows %+v, want Ac 7c", d)
	}
	// The dealer's second card is dealt after the finish, seen by the
	// omniscient seat in its event.
	cards := false
	for _, ev := range last.Events {
		cards = cards || strings.Join(ev.Cards, " ") == "7c"
	}
	if !cards {
		t.Errorf("the finish's events %+v do not show the 7c", last.Events)
	}
}

// A void round is its steps only: no finish.
func TestReplayFramesVoid(t *testing.T) {
	rd := store.Round{ID: 8, Status: store.RoundVoid, Script: json.RawMessage(owedInsurance)}
	_, frames, err := replayFrames(rd, game.Omniscient)
	if err != nil {
		t.Fatal(err)
	}
	if len(frames) != 3 || frames[2].View.Last != nil {
		t.Fatalf("%d frames, the last settling %+v: want 3 and nothing settled", len(frames), frames[len(frames)-1].View.Last)
	}
}

// A player's frames tell him of no card his view does not show face up: the
// engine hides (Engine.Events(seat)), and the dealer's face-down card never
// reaches him before it is turned; his view is his seat's.
func TestReplayFramesHideEventCards(t *testing.T) {
	rd := store.Round{ID: 9, Status: store.RoundSettled, Script: json.RawMessage(owedInsurance)}
	_, frames, err := replayFrames(rd, 1)
	if err != nil {
		t.Fatal(err)
	}
	told := 0
	for i, f := range frames {
		for _, ev := range f.Events {
			for _, c := range ev.Cards {
				told++
				if !faceUp(f.View, c) {
					t.Errorf("frame %d: event %+v tells the player of %s, which his view does not show", i, ev, c)
				}
			}
		}
		if f.View.Seat != 1 {
			t.Errorf("frame %d: view of seat %d, want 1", i, f.View.Seat)
		}
	}
	if told == 0 {
		t.Error("no event told the player of a card dealt face up")
	}
	if h := frames[len(frames)-1].View.Hands["1"]; len(h) != 2 || h[0].Card != "As" || h[1].Card != "Kd" {
		t.Errorf("the player's own hand %+v, want As Kd", h)
	}
}

// faceUp reports whether v shows card c face up in some hand.
func faceUp(v game.View, c string) bool {
	for _, h := range v.Hands {
		for _, s := range h {
			if s.Card == c && s.Card != game.Hidden {
				return true
			}
		}
	}
	return false
}

// A script that does not replay is an error that says why.
func TestReplayFramesBadScript(t *testing.T) {
	for _, tc := range []struct{ script, want string }{
		{`{"game": "war"`, "does not parse"},
		{`{"game": "nope", "table": {}, "tape": [], "steps": []}`, "does not open"},
		{`{"game": "blackjack", "table": {}, "tape": [], "steps": [{"seat": 1, "act": "hit"}]}`, "step 0 does not replay"},
		// The deal needs three cards (22): the tape holds two.
		{`{"game": "blackjack", "table": {}, "tape": ["Th", "6c"], "steps": [{"seat": 1, "wager": {"main": 1000}}, {"dealer": "no-more-bets"}]}`, "step 1 does not replay"},
		// A settled round with no steps has nothing to settle.
		{`{"game": "war", "table": {}, "tape": [], "steps": []}`, "does not settle"},
	} {
		_, _, err := replayFrames(store.Round{Status: store.RoundSettled, Script: json.RawMessage(tc.script)}, game.Omniscient)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want an error saying %q", tc.script, err, tc.want)
		}
	}
}

func compact(t *testing.T, raw json.RawMessage) string {
	t.Helper()
	var v any
	if err := json.Unmarshal(raw, &v); err != nil {
		t.Fatalf("%s: %v", raw, err)
	}
	b, _ := json.Marshal(v)
	return string(b)
}
