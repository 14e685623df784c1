package replay_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"croupier/catalog"
	"croupier/game"
	"croupier/game/slots"
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

// fuzzCombinations bounds the reel-stop combinations of a fuzzed script's
// slot machine: opening one analyses every combination (about 100 ns
// each), and the 20-line example's 24,300,000 would make each run take
// seconds.
const fuzzCombinations = 1 << 14

// bigMachine reports whether s plays a slot machine of more than
// fuzzCombinations reel-stop combinations.
func bigMachine(s *replay.Script) bool {
	var m slots.Machine
	if s.Game != slots.Spec.ID || json.Unmarshal(s.Table["machine"], &m) != nil {
		return false
	}
	n := 1
	for _, stops := range m.Strips() {
		if n *= max(stops, 1); n > fuzzCombinations {
			return true
		}
	}
	return false
}

// FuzzScript: no script makes Parse or Run panic, with every game of the
// catalog, and an error always says something. A script that runs gives
// the same result when run again: the script is everything (a round is
// reproduced from it). Seeds: the replay scripts of every game in
// ../game/*/testdata (and its folders) and ../examples, and the scripts
// below; every built game must have one.
func FuzzScript(f *testing.F) {
	var paths []string
	for _, pat := range []string{"../game/*/testdata/*.json", "../game/*/testdata/*/*.json", "../examples/*.json"} {
		m, err := filepath.Glob(pat)
		if err != nil {
			f.Fatal(err)
		}
		paths = append(paths, m...)
	}
	games := map[string]bool{}
	for _, p := range paths {
		if strings.HasSuffix(p, ".golden.json") {
			continue
		}
		b, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		var s struct{ Game string }
		if err := json.Unmarshal(b, &s); err != nil {
			f.Fatalf("%s: %v", p, err)
		}
		games[s.Game] = true
		f.Add(string(b))
	}
	for _, g := range catalog.All() {
		if g.New != nil && !games[g.Spec.ID] {
			f.Fatalf("no seed script plays %s: give it a replay script in its testdata", g.Spec.ID)
		}
	}
	f.Add(`{"game":"war","table":{"decks":6},"tape":["7h","7s","2c","2d","2h","Qd","3c","3d","3s","4c"],"steps":[{"seat":1,"wager":{"main":1000,"tie":100}},{"dealer":"no-more-bets"},{"seat":1,"act":"war"}]}`)
	f.Add(`{"game":"war","tape":["As","Kd"],"steps":[{"seat":1,"wager":{"main":100}},{"dealer":"no-more-bets"},{"dealer":"next-round"},{"seat":1,"withdraw":"main"}]}`)
	f.Add(`{"game":"war","tape":["As"],"steps":[{"seat":8,"wager":{"main":100}}]}`)
	f.Add(`{"game":"poker-room"}`)
	f.Fuzz(func(t *testing.T, in string) {
		s, err := replay.Parse(strings.NewReader(in))
		if err == nil && bigMachine(s) {
			return
		}
		var res *replay.Result
		if err == nil {
			res, err = replay.Run(s, catalog.Lookup)
		}
		if err != nil {
			if replay.AsError(err).Msg == "" {
				t.Fatalf("empty error for %s", in)
			}
			return
		}
		first, err := json.Marshal(res)
		if err != nil {
			t.Fatalf("the result of %s does not write: %v", in, err)
		}
		s, err = replay.Parse(strings.NewReader(in))
		if err != nil {
			t.Fatalf("%s parsed once, not twice: %v", in, err)
		}
		res, err = replay.Run(s, catalog.Lookup)
		if err != nil {
			t.Fatalf("%s ran once, not twice: %v", in, err)
		}
		if again, _ := json.Marshal(res); !bytes.Equal(again, first) {
			t.Fatalf("%s gives %s, then %s", in, first, again)
		}
	})
}
