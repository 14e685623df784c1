package sicbo_test

import (
	"errors"
	"strings"
	"testing"

	"croupier/game"
	"croupier/game/gametest"
	"croupier/game/sicbo"
	"croupier/replay"
)

func lookup(id string) (game.Game, bool) { return sicbo.Game, id == "sic-bo" }

// TestReplayGoldens plays every testdata/*.json script and compares the
// result with its .golden.json, whose numbers were worked out by hand from
// 95.22 and 95.24; testdata/README.md shows the arithmetic. A golden changes
// only by reworking it by hand.
func TestReplayGoldens(t *testing.T) { gametest.Goldens(t, sicbo.Game, "testdata", 3) }

// TestReplayErrors: a script the rules reject names the offending step.
func TestReplayErrors(t *testing.T) {
	cases := []struct {
		name, script string
		step         int // -1: the script as a whole
		mention      string
	}{
		{"wager after no-more-bets", `{"game":"sic-bo","table":{},"tape":[[1,2,3]],"steps":[
			{"seat":1,"wager":{"big":100}},{"dealer":"no-more-bets"},{"seat":2,"wager":{"small":100}}]}`, 2, "95.23"},
		{"bad duo", `{"game":"sic-bo","table":{},"tape":[[1,2,3]],"steps":[{"seat":1,"wager":{"duo-2-2":100}}]}`, 0, "duo-2-2"},
		{"an act", `{"game":"sic-bo","table":{},"tape":[[1,2,3]],"steps":[{"seat":1,"wager":{"big":100}},{"seat":1,"act":"hit"}]}`, 1, "95.22"},
		{"short roll", `{"game":"sic-bo","table":{},"tape":[[1,2]],"steps":[{"seat":1,"wager":{"big":100}},{"dealer":"roll"}]}`, 1, "tape entry 0"},
		{"tape exhausted", `{"game":"sic-bo","table":{},"tape":[[1,2,3]],"steps":[
			{"seat":1,"wager":{"big":100}},{"dealer":"roll"},{"dealer":"next-round"},{"seat":1,"wager":{"big":100}},{"dealer":"roll"}]}`, 4, "tape exhausted"},
		{"not rolled for", `{"game":"sic-bo","table":{},"tape":[[1,2,3]],"steps":[{"seat":1,"wager":{"big":100}},{"dealer":"no-more-bets"}]}`, -1, "not rolled for"},
		{"too many seats", `{"game":"sic-bo","table":{"seats":1001},"tape":[],"steps":[]}`, -1, "seats"},
		{"unknown option", `{"game":"sic-bo","table":{"decks":1},"tape":[],"steps":[]}`, -1, "decks"},
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

// An empty script is a valid replay with no rounds.
func TestReplayEmpty(t *testing.T) {
	s, err := replay.Parse(strings.NewReader(`{"game":"sic-bo","table":{},"tape":[],"steps":[]}`))
	if err != nil {
		t.Fatal(err)
	}
	res, err := replay.Run(s, lookup)
	if err != nil || len(res.Rounds) != 0 || len(res.Net) != 0 {
		t.Errorf("Run = %+v, %v", res, err)
	}
}
