package keno_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"croupier/game"
	"croupier/game/keno"
)

// A script is a replay script of testdata: its table options and steps.
type script struct {
	Table map[string]json.RawMessage `json:"table"`
	Steps []json.RawMessage          `json:"steps"`
}

// scripts returns the replay scripts of testdata, golden results left out.
func scripts(f *testing.F) []script {
	f.Helper()
	paths, err := filepath.Glob("testdata/*.json")
	if err != nil {
		f.Fatal(err)
	}
	var out []script
	for _, p := range paths {
		if strings.HasSuffix(p, ".golden.json") {
			continue
		}
		b, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		var s script
		if err := json.Unmarshal(b, &s); err != nil {
			f.Fatalf("%s: %v", p, err)
		}
		out = append(out, s)
	}
	if len(out) == 0 {
		f.Fatal("no replay script in testdata")
	}
	return out
}

// writePaytable writes pt as the option reads it, every catch listed.
func writePaytable(pt keno.Paytable) []byte {
	var b bytes.Buffer
	b.WriteByte('{')
	for n := 1; n < len(pt); n++ {
		if n > 1 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `"%d":{`, n)
		for k, p := range pt[n] {
			if k > 0 {
				b.WriteByte(',')
			}
			fmt.Fprintf(&b, `"%d":%d`, k, p)
		}
		b.WriteByte('}')
	}
	b.WriteByte('}')
	return b.Bytes()
}

// FuzzParsePaytable: no paytable option makes ParsePaytable panic, and a
// refusal says something. An accepted paytable has a row for every spot
// count up to maxSpots, each with its catches 0 to n, no prize negative;
// written back it parses to the same table; and the rules holding it
// validate without panicking. The input is the option and max-spots (1 to
// 20, wrapping). Seeds: the default paytable, the paytables of testdata's
// scripts and of the refusals tested in rules_test.go.
func FuzzParsePaytable(f *testing.F) {
	def := keno.Spec.Option("paytable").Default.(json.RawMessage)
	for _, n := range []uint8{1, 4, 10, 11} {
		f.Add([]byte(def), n)
	}
	for _, s := range scripts(f) {
		if pt, ok := s.Table["paytable"]; ok {
			var spots uint8 = 10
			if m, ok := s.Table["max-spots"]; ok {
				fmt.Sscan(string(m), &spots)
			}
			f.Add([]byte(pt), spots)
		}
	}
	for _, s := range []string{
		`{"1":{"1":3},"2":{"2":12}}`, `{"1":{"1":2}}`, `{"1":{"1":3,"2":9}}`, `{"1":{"1":-3}}`, `{"1":{"1":3.5}}`,
		`[1,2]`, `{"1":{"1":3,"1":4}}`, `{"one":{"1":3}}`, `{"1":{"1":3},"1":{"1":3}}`, `{"01":{"01":3}}`,
		`{"1":{"1":9223372036854775807}}`, `{"1":{"1":3}} x`, `{"1":{"1":3}`, `null`, ``,
	} {
		f.Add([]byte(s), uint8(2))
	}
	f.Fuzz(func(t *testing.T, raw []byte, spots uint8) {
		maxSpots := int(spots)%20 + 1
		pt, err := keno.ParsePaytable(raw, maxSpots)
		if err != nil {
			if err.Error() == "" {
				t.Fatalf("ParsePaytable(%s, %d): an empty error", raw, maxSpots)
			}
			return
		}
		if len(pt) != maxSpots+1 {
			t.Fatalf("ParsePaytable(%s, %d): %d rows", raw, maxSpots, len(pt))
		}
		for n := 1; n <= maxSpots; n++ {
			if len(pt[n]) != n+1 {
				t.Fatalf("ParsePaytable(%s, %d): row %d has %d catches", raw, maxSpots, n, len(pt[n]))
			}
			for k, p := range pt[n] {
				if p < 0 {
					t.Fatalf("ParsePaytable(%s, %d): catching %d of %d pays %d", raw, maxSpots, k, n, p)
				}
			}
		}
		written := writePaytable(pt)
		again, err := keno.ParsePaytable(written, maxSpots)
		if err != nil || !reflect.DeepEqual(again, pt) {
			t.Fatalf("ParsePaytable(%s, %d) = %v, written %s reads back %v, %v", raw, maxSpots, pt, written, again, err)
		}
		r := rules(t, `{}`)
		r.MaxSpots, r.Paytable = maxSpots, pt
		if err := r.Validate(); err != nil && err.Error() == "" {
			t.Fatalf("Validate of %s, %d spots: an empty error", raw, maxSpots)
		}
	})
}

// FuzzSelection: no wager step, as the script and the server write one
// ({"seat": 3, "wager": {"ticket": 200}, "numbers": [7, 21, 64], "draws":
// 3}), makes the engine panic. A refused step says something and changes
// nothing; an accepted one plays the next draw, which settles it. Seeds:
// the steps of testdata's scripts and the refusals of round_test.go's kind.
func FuzzSelection(f *testing.F) {
	for _, s := range scripts(f) {
		for _, st := range s.Steps {
			f.Add([]byte(st))
		}
	}
	for _, s := range []string{
		`{"seat": 3, "wager": {"ticket": 200}, "numbers": [7, 21, 64], "draws": 3}`,
		`{"seat": 1, "wager": {"ticket": 100}, "numbers": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]}`,
		`{"seat": 1, "wager": {"ticket": 100}, "numbers": [1, 1]}`,
		`{"seat": 1, "wager": {"ticket": 100}, "numbers": [0, 81]}`,
		`{"seat": 1, "wager": {"ticket": 100}, "numbers": [], "draws": 0}`,
		`{"seat": 1, "wager": {"ticket": 100}, "numbers": [5], "draws": 21}`,
		`{"seat": 1, "wager": {"ticket": 100000001}, "numbers": [5]}`,
		`{"seat": 1001, "wager": {"ticket": 100}, "numbers": [5]}`,
		`{"seat": 1, "wager": {"ticket": 100, "ticket.2": 100}, "numbers": [5]}`,
		`{"seat": 1, "wager": {"ticket": 100}, "numbers": "5"}`,
		`{"seat": 1, "wager": {"ticket": 100}, "numbers": [5], "colour": "red"}`,
		`{"seat": 1, "withdraw": "ticket"}`, `{"seat": 1, "act": "hit"}`, `{"dealer": "next-round"}`, `{"dealer": "draw"}`,
	} {
		f.Add([]byte(s))
	}
	balls := `[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20]`
	f.Fuzz(func(t *testing.T, raw []byte) {
		var s game.Step
		if json.Unmarshal(raw, &s) != nil {
			return
		}
		e := open(t, `{}`, balls, balls)
		before, _ := json.Marshal(e.View(game.Omniscient))
		if err := e.Apply(s); err != nil {
			if err.Error() == "" {
				t.Fatalf("%s: an empty error", raw)
			}
			if after, _ := json.Marshal(e.View(game.Omniscient)); !bytes.Equal(before, after) {
				t.Fatalf("%s, refused (%v), changed the game:\n%s\n%s", raw, err, before, after)
			}
			return
		}
		if s.Kind() != game.KindWager {
			return
		}
		if err := e.Apply(game.Step{Dealer: "draw"}); err != nil {
			t.Fatalf("%s is sold, but the draw is refused: %v", raw, err)
		}
		rounds := e.Rounds()
		if len(rounds) != 1 || len(rounds[0].Settlements) != 1 {
			t.Fatalf("%s: after the draw, rounds %+v, want one selection settled", raw, rounds)
		}
		if st := rounds[0].Settlements[0]; st.Stake != s.Wagers[0].Amount || st.Net < -st.Stake {
			t.Fatalf("%s: settled %+v", raw, st)
		}
	})
}
