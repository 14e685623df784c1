package craps_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"croupier/game"
	"croupier/game/craps"
	"croupier/game/gametest"
	"croupier/replay"
	"croupier/rng"
	"croupier/rng/seeded"
)

func lookup(id string) (game.Game, bool) { return craps.Game, id == "craps" }

// TestReplayGoldens plays every testdata/*.json script and compares the
// result with its .golden.json, whose numbers were worked out by hand from
// 95.14–95.17 and rulings C1–C7; testdata/README.md shows the arithmetic.
// A golden changes only by reworking it by hand.
func TestReplayGoldens(t *testing.T) { gametest.Goldens(t, craps.Game, "testdata", 6) }

// TestReplayErrors: a script the rules reject names the offending step.
func TestReplayErrors(t *testing.T) {
	cases := []struct {
		name, script string
		step         int // -1: the script as a whole
		mention      string
	}{
		{"put bet", `{"game":"craps","table":{},"tape":[[2,2]],"steps":[
			{"seat":1,"wager":{"pass":100}},{"dealer":"roll"},{"seat":2,"wager":{"pass":100}}]}`, 2, "95.14(1)"},
		{"bad hop", `{"game":"craps","table":{},"tape":[],"steps":[{"seat":1,"wager":{"hop-5-2":100}}]}`, 0, "hop-2-5"},
		{"three dice", `{"game":"craps","table":{},"tape":[[1,2,3]],"steps":[{"seat":1,"wager":{"pass":100}},{"dealer":"roll"}]}`, 1, "tape entry 0"},
		{"tape exhausted", `{"game":"craps","table":{},"tape":[[2,2]],"steps":[
			{"seat":1,"wager":{"pass":100}},{"dealer":"roll"},{"dealer":"roll"}]}`, 2, "tape exhausted"},
		{"withhold without a seat", `{"game":"craps","table":{},"tape":[],"steps":[{"seat":1,"wager":{"pass":100}},{"dealer":"withhold"}]}`, 1, "95.4"},
		{"max-odds 0", `{"game":"craps","table":{"max-odds":0},"tape":[],"steps":[]}`, -1, "max-odds"},
		{"too many seats", `{"game":"craps","table":{"seats":1001},"tape":[],"steps":[]}`, -1, "seats"},
		{"unknown option", `{"game":"craps","table":{"decks":1},"tape":[],"steps":[]}`, -1, "decks"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s, err := replay.Parse(strings.NewReader(c.script))
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			_, err = replay.Run(s, lookup)
			var re *replay.Error
			if !errors.As(err, &re) || re.Step != c.step || !strings.Contains(err.Error(), c.mention) {
				t.Errorf("Run = %v, want an error at step %d mentioning %q", err, c.step, c.mention)
			}
		})
	}
}

// A script that ends with wagers on the layout reports only what the rolls
// decided (C7); an empty script has no rounds.
func TestReplayStopsMidSession(t *testing.T) {
	s, err := replay.Parse(strings.NewReader(`{"game":"craps","table":{},"tape":[[2,2]],"steps":[
		{"seat":1,"wager":{"pass":100,"place-6":600,"buy-4":1000}},{"dealer":"roll"}]}`))
	if err != nil {
		t.Fatal(err)
	}
	res, err := replay.Run(s, lookup)
	if err != nil || len(res.Rounds) != 1 || len(res.Rounds[0].Settlements) != 0 || len(res.Net) != 0 {
		t.Errorf("Run = %+v, %v; want one round settling nothing, and no commission for the buy still up", res, err)
	}
	s, _ = replay.Parse(strings.NewReader(`{"game":"craps","table":{},"tape":[],"steps":[]}`))
	if res, err := replay.Run(s, lookup); err != nil || len(res.Rounds) != 0 {
		t.Errorf("empty script: %+v, %v", res, err)
	}
}

// Every round of a random electronic session, cut out of the recording
// (replay.Recorder.RoundScript: alone, or after the rounds whose money or
// point it carries), replays to the settlements it had at the table, as
// the last round of its script, numbered Number(n) there: who held the
// dice, which the script may not know, settles nothing and allows the same
// steps (ReplaysAlone).
func TestRoundScripts(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		rec, err := replay.NewRecorder(craps.Game, map[string]json.RawMessage{"seats": json.RawMessage("5")},
			game.NewGenerated(rng.NewDealer(seeded.New(seed))))
		if err != nil {
			t.Fatal(err)
		}
		e := rec.Engine().(*craps.Engine)
		r := rand.New(rand.NewPCG(seed, 7))
		alone, passing := 0, 0 // rounds replaying alone, declines and withholds in them
		for n := 0; len(e.Rounds()) < 150; n++ {
			if n > 20000 {
				t.Fatal("no progress")
			}
			s, ok := randomStep(r, e)
			if r.IntN(8) == 0 { // pass the dice on more often than Legal's share
				for _, o := range e.Legal().Options {
					if o.Name == "decline" && r.IntN(2) == 0 {
						s, ok = game.Step{Seat: o.Seat, Act: "decline"}, true
					}
				}
				if sh := e.Table().Shooter; sh != 0 && r.IntN(4) == 0 {
					s, ok = game.Step{Dealer: "withhold", Args: map[string]json.RawMessage{"shooter": json.RawMessage(fmt.Sprint(sh))}}, true
				}
			}
			// Every other session keeps to the line, the field and the
			// hops, so that the layout often empties between rolls while
			// the dice go round.
			if seed%2 == 1 && len(s.Wagers) > 0 {
				id := s.Wagers[0].ID
				ok = ok && (id == "pass" || id == "dont-pass" || id == "field" || strings.HasPrefix(id, "hop-"))
			}
			if ok {
				if err := rec.Apply(s); err != nil {
					t.Fatalf("seed %d: %v", seed, err)
				}
			}
		}
		for n, rd := range e.Rounds() {
			res, err := replay.Run(rec.RoundScript(n+1), lookup)
			if err != nil {
				t.Fatalf("seed %d round %d: %v", seed, n+1, err)
			}
			got := res.Rounds[len(res.Rounds)-1]
			if got.Round != rec.Number(n+1) || js(got.Settlements) != js(rd.Settlements) {
				t.Fatalf("seed %d round %d replayed as round %d of its script (want %d):\n got %s\nwant %s",
					seed, n+1, got.Round, rec.Number(n+1), js(got.Settlements), js(rd.Settlements))
			}
			if rec.Number(n+1) == 1 {
				alone++
				for _, st := range rec.RoundScript(n + 1).Steps {
					if st.Act == "decline" || st.Dealer == "withhold" {
						passing++
					}
				}
			}
		}
		t.Logf("seed %d: %d of %d rounds replay alone, with %d declines and withholds", seed, alone, len(e.Rounds()), passing)
		if seed%2 == 1 && (alone < 20 || passing < 5) {
			t.Errorf("seed %d: only %d rounds replay alone, with %d declines and withholds", seed, alone, passing)
		}
	}
}

func js(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}
