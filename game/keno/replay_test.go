package keno_test

import (
	"errors"
	"strings"
	"testing"

	"croupier/game"
	"croupier/game/gametest"
	"croupier/game/keno"
	"croupier/replay"
)

func lookup(id string) (game.Game, bool) { return keno.Game, id == "keno" }

// TestReplayGoldens plays every testdata/*.json script and compares the
// result, or the error, with its .golden.json, whose numbers were worked
// out by hand from 82, 85 and ruling K2; testdata/README.md shows the
// arithmetic. A golden changes only by reworking it by hand.
func TestReplayGoldens(t *testing.T) { gametest.Goldens(t, keno.Game, "testdata", 4) }

// TestReplayErrors: a script the rules reject names the offending step.
func TestReplayErrors(t *testing.T) {
	cases := []struct {
		name, script string
		step         int // -1: the script as a whole
		mention      string
	}{
		{"not drawn for", `{"game":"keno","table":{},"tape":[],"steps":[{"seat":1,"wager":{"ticket":100},"numbers":[1]}]}`, -1, "not drawn"},
		{"tape exhausted", `{"game":"keno","table":{},"tape":[],"steps":[{"seat":1,"wager":{"ticket":100},"numbers":[1]},{"dealer":"draw"}]}`, 1, "tape exhausted"},
		{"a short draw", `{"game":"keno","table":{},"tape":[[1,2]],"steps":[{"dealer":"draw"}]}`, 0, "20 numbers"},
		{"a selection of 11", `{"game":"keno","table":{},"tape":[],"steps":[{"seat":1,"wager":{"ticket":100},"numbers":[1,2,3,4,5,6,7,8,9,10,11]}]}`, 0, "78"},
		{"unknown option", `{"game":"keno","table":{"decks":1},"tape":[],"steps":[]}`, -1, "decks"},
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
