package replay_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"croupier/game"
	"croupier/game/war"
	"croupier/replay"
)

func lookup(id string) (game.Game, bool) {
	switch id {
	case "war":
		return war.Game, true
	case "baccarat":
		return game.Game{Spec: game.Spec{ID: "baccarat"}}, true // listed, not built
	}
	return game.Game{}, false
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		in   string
		step int
		msg  string
	}{
		{`not json`, -1, "not valid"},
		{`{"game":"war","tabel":{}}`, -1, "unknown field"},
		{`{"table":{}}`, -1, "no \"game\""},
		{`{"game":"war"} {}`, -1, "after its closing brace"},
		{`{"game":"war","steps":[{"dealer":"no-more-bets"},{"seat":1}]}`, 1, "needs one of"},
		{`{"game":"war","tape":"As Kd"}`, -1, "not valid"},
	}
	for _, tt := range tests {
		_, err := replay.Parse(strings.NewReader(tt.in))
		var re *replay.Error
		if !errors.As(err, &re) || re.Step != tt.step || !strings.Contains(re.Msg, tt.msg) {
			t.Errorf("Parse(%s) = %v, want step %d containing %q", tt.in, err, tt.step, tt.msg)
		}
	}
}

func TestRunWholeScriptErrors(t *testing.T) {
	for in, msg := range map[string]string{
		`{"game":"roulette-wheel"}`:           "unknown game",
		`{"game":"baccarat"}`:                 "not yet available",
		`{"game":"war","table":{"decks":4}}`:  "67.33",
		`{"game":"war","table":{"colour":1}}`: "no such option",
		`{"game":"war","table":{"min":"5"}}`:  "whole number",
	} {
		s, err := replay.Parse(strings.NewReader(in))
		if err == nil {
			_, err = replay.Run(s, lookup)
		}
		var re *replay.Error
		if !errors.As(err, &re) || re.Step != -1 || !strings.Contains(re.Msg, msg) {
			t.Errorf("%s: err = %v, want a whole-script error containing %q", in, err, msg)
		}
		// The spec's error form omits "step" for whole-script errors.
		b, _ := json.Marshal(re)
		if strings.Contains(string(b), `"step"`) {
			t.Errorf("%s: %s has a step", in, b)
		}
	}
}

func TestEmptyScript(t *testing.T) {
	s, err := replay.Parse(strings.NewReader(`{"game":"war"}`))
	if err != nil {
		t.Fatal(err)
	}
	res, err := replay.Run(s, lookup)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(res)
	if string(b) != `{"game":"war","rounds":[],"net":{}}` {
		t.Fatalf("result = %s", b)
	}
}

// FuzzScript: no script makes Parse or Run panic, and an error always says
// something.
func FuzzScript(f *testing.F) {
	f.Add(`{"game":"war","table":{"decks":6},"tape":["7h","7s","2c","2d","2h","Qd","3c","3d","3s","4c"],"steps":[{"seat":1,"wager":{"main":1000,"tie":100}},{"dealer":"no-more-bets"},{"seat":1,"act":"war"}]}`)
	f.Add(`{"game":"war","tape":["As","Kd"],"steps":[{"seat":1,"wager":{"main":100}},{"dealer":"no-more-bets"},{"dealer":"next-round"},{"seat":1,"withdraw":"main"}]}`)
	f.Add(`{"game":"war","tape":["As"],"steps":[{"seat":8,"wager":{"main":100}}]}`)
	f.Fuzz(func(t *testing.T, in string) {
		s, err := replay.Parse(strings.NewReader(in))
		if err == nil {
			_, err = replay.Run(s, lookup)
		}
		if err != nil && replay.AsError(err).Msg == "" {
			t.Fatalf("empty error for %s", in)
		}
	})
}
