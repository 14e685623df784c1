package wheel_test

import (
	"errors"
	"strings"
	"testing"

	"croupier/game"
	"croupier/game/gametest"
	"croupier/game/wheel"
	"croupier/replay"
)

func lookup(id string) (game.Game, bool) { return wheel.Game, id == "wheel-of-fortune" }

// TestReplayGoldens plays every testdata/*.json script and compares the
// result with its .golden.json, whose numbers were worked out by hand from
// 119, 120, 121 and 122; testdata/README.md shows the arithmetic. A golden
// changes only by reworking it by hand.
func TestReplayGoldens(t *testing.T) { gametest.Goldens(t, wheel.Game, "testdata", 6) }

// TestReplayErrors: a script the rules reject names the offending step.
func TestReplayErrors(t *testing.T) {
	cases := []struct {
		name, script string
		step         int // -1: the script as a whole
		mention      string
	}{
		{"unknown symbol", `{"game":"wheel-of-fortune","table":{},"tape":[0],"steps":[{"seat":1,"wager":{"symbol-50":100}}]}`, 0, `no symbol "50"`},
		{"an act", `{"game":"wheel-of-fortune","table":{},"tape":[0],"steps":[{"seat":1,"wager":{"symbol-1":100}},{"seat":1,"act":"spin"}]}`, 1, "118"},
		{"stop off the wheel", `{"game":"wheel-of-fortune","table":{},"tape":[54],"steps":[{"seat":1,"wager":{"symbol-1":100}},{"dealer":"spin"}]}`, 1, "tape entry 0"},
		{"tape exhausted after an invalid spin", `{"game":"wheel-of-fortune","table":{},"tape":[{"stop":1,"revolutions":2}],"steps":[
			{"seat":1,"wager":{"symbol-1":100}},{"dealer":"spin"},{"dealer":"spin"}]}`, 2, "tape exhausted"},
		{"not spun for", `{"game":"wheel-of-fortune","table":{},"tape":[0],"steps":[{"seat":1,"wager":{"symbol-1":100}},{"dealer":"no-more-bets"}]}`, -1, "no valid spin"},
		{"ends on an invalid spin", `{"game":"wheel-of-fortune","table":{},"tape":[{"stop":1,"revolutions":0}],"steps":[
			{"seat":1,"wager":{"symbol-1":100}},{"dealer":"spin"}]}`, -1, "no valid spin"},
		{"eight segments", `{"game":"wheel-of-fortune","table":{"segments":["a","a","a","a","a","a","a","a"],"payouts":{"a":1}},"tape":[],"steps":[]}`, -1, "117"},
		{"a payout missing", `{"game":"wheel-of-fortune","table":{"payouts":{"1":1}},"tape":[],"steps":[]}`, -1, `"2" is on the wheel but has no payout`},
		{"too many seats", `{"game":"wheel-of-fortune","table":{"seats":1001},"tape":[],"steps":[]}`, -1, "seats"},
		{"unknown option", `{"game":"wheel-of-fortune","table":{"decks":1},"tape":[],"steps":[]}`, -1, "decks"},
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
	s, err := replay.Parse(strings.NewReader(`{"game":"wheel-of-fortune","table":{},"tape":[],"steps":[]}`))
	if err != nil {
		t.Fatal(err)
	}
	res, err := replay.Run(s, lookup)
	if err != nil || len(res.Rounds) != 0 || len(res.Net) != 0 {
		t.Errorf("Run = %+v, %v", res, err)
	}
}
