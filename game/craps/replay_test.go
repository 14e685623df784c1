package craps_test

import (
	"errors"
	"strings"
	"testing"

	"croupier/game"
	"croupier/game/craps"
	"croupier/game/gametest"
	"croupier/replay"
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
