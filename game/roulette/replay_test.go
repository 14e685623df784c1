package roulette_test

import (
	"errors"
	"strings"
	"testing"

	"croupier/game"
	"croupier/game/gametest"
	"croupier/game/roulette"
	"croupier/replay"
)

func lookup(id string) (game.Game, bool) { return roulette.Game, id == "roulette" }

// TestReplayGoldens plays every testdata/*.json script and compares the
// result with its .golden.json, whose numbers were worked out by hand from
// 72 and 72.1; testdata/README.md shows the arithmetic. A golden changes
// only by reworking it by hand.
func TestReplayGoldens(t *testing.T) { gametest.Goldens(t, roulette.Game, "testdata", 7) }

// TestReplayErrors: a script the rules reject names the offending step.
func TestReplayErrors(t *testing.T) {
	cases := []struct {
		name, script string
		step         int // -1: the script as a whole
		mention      string
	}{
		{"wager after no-more-bets", `{"game":"roulette","table":{},"tape":["1"],"steps":[
			{"seat":1,"wager":{"red":100}},{"dealer":"no-more-bets"},{"seat":2,"wager":{"black":100}}]}`, 2, "73"},
		{"first-four on a double-zero wheel", `{"game":"roulette","table":{"wheel":"double-zero"},"tape":["1"],"steps":[{"seat":1,"wager":{"first-four":100}}]}`, 0, "five-number"},
		{"a spin that is not a pocket", `{"game":"roulette","table":{},"tape":[17],"steps":[{"seat":1,"wager":{"red":100}},{"dealer":"spin"}]}`, 1, "tape entry 0"},
		{"tape exhausted after an invalid spin", `{"game":"roulette","table":{},"tape":[{"pocket":"1","revolutions":3}],"steps":[
			{"seat":1,"wager":{"red":100}},{"dealer":"spin"},{"dealer":"spin"}]}`, 2, "tape exhausted"},
		{"not spun for", `{"game":"roulette","table":{},"tape":["1"],"steps":[{"seat":1,"wager":{"red":100}},{"dealer":"no-more-bets"}]}`, -1, "not spun for"},
		{"an invalid spin ends the script", `{"game":"roulette","table":{},"tape":[{"pocket":"1","revolutions":6}],"steps":[{"seat":1,"wager":{"red":100}},{"dealer":"spin"}]}`, -1, "not spun for"},
		{"value chips on a double zero", `{"game":"roulette","table":{"chips":"value","wheel":"double-zero"},"tape":[],"steps":[]}`, -1, "71"},
		{"too many seats", `{"game":"roulette","table":{"seats":1001},"tape":[],"steps":[]}`, -1, "seats"},
		{"unknown option", `{"game":"roulette","table":{"decks":1},"tape":[],"steps":[]}`, -1, "decks"},
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
	s, err := replay.Parse(strings.NewReader(`{"game":"roulette","table":{},"tape":[],"steps":[]}`))
	if err != nil {
		t.Fatal(err)
	}
	res, err := replay.Run(s, lookup)
	if err != nil || len(res.Rounds) != 0 || len(res.Net) != 0 {
		t.Errorf("Run = %+v, %v", res, err)
	}
}
