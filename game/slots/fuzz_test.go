package slots

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"croupier/game"
)

// Bounds of a fuzzed machine, so that each run stays quick: Parse
// analyses every reel-stop combination (ruling M1), about 100 ns each
// (the 20-line example's 24,300,000 take seconds).
const (
	fuzzSize         = 4 << 10 // bytes of configuration
	fuzzCombinations = 1 << 14 // reel-stop combinations analysed
)

// combinations returns how many reel-stop combinations m has, or limit+1
// once it has more than limit.
func combinations(m Machine, limit int64) int64 {
	n := int64(1)
	for _, strip := range m.Reels {
		n *= int64(max(len(strip), 1))
		if n > limit {
			return limit + 1
		}
	}
	return n
}

// FuzzParse: no machine configuration makes Parse panic; each refusal is
// a *game.RuleError that says something. A machine it accepts returns at
// least 83% (93), written back as JSON it parses to the same machine, and
// it spins at any stops. A configuration with more combinations than
// fuzzCombinations is only checked for its form (check, everything but
// the return). Seeds: Classic, the machines of ../../examples/slots and of
// the replay scripts in testdata, and a few written here.
func FuzzParse(f *testing.F) {
	f.Add([]byte(Classic))
	examples, _ := filepath.Glob("../../examples/slots/*.json")
	for _, p := range examples {
		b, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	scripts, _ := filepath.Glob("testdata/*.json")
	for _, p := range scripts {
		if strings.HasSuffix(p, ".golden.json") {
			continue
		}
		b, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		var s struct {
			Table struct {
				Machine json.RawMessage `json:"machine"`
			} `json:"table"`
		}
		if err := json.Unmarshal(b, &s); err != nil {
			f.Fatalf("%s: %v", p, err)
		}
		var c bytes.Buffer
		if json.Compact(&c, s.Table.Machine) == nil {
			f.Add(c.Bytes())
		}
	}
	for _, s := range []string{
		// 3 rows, two paylines, a wild and a scatter.
		`{"name":"W","denomination":5,"coins":2,"rows":3,"reels":[["a","W","S","b"],["a","b","W","S"],["S","a","b","W"]],` +
			`"paylines":[[1,1,1],[0,1,2]],"pays":[{"symbols":["a","a","a"],"pays":20},{"symbols":["b","b"],"pays":2},{"symbols":["any","W"],"pays":1}],` +
			`"wild":"W","scatter":"S","scatterPays":[{"count":2,"pays":1},{"count":3,"pays":10}]}`,
		// A progressive jackpot and a merchandise prize.
		`{"name":"P","denomination":25,"coins":4,"reels":[["7","x"],["7","x"],["7","x"]],"pays":[{"symbols":["7","7","7"],"pays":6},` +
			`{"symbols":["x","x","x"],"pays":0,"merchandise":"a mug"},{"symbols":["x"],"pays":1}],` +
			`"progressive":{"pool":"p","symbols":["7","7","7"],"rate":"1/100","reset":100000},"defective":true}`,
		`{"name":"","denomination":1,"coins":1,"reels":[["a"]],"pays":[{"symbols":["a"],"pays":1}]}`,
		`{"name":"x","denomination":1,"coins":1,"reels":[[]],"pays":[]}`,
		`{"name":"x","denomination":1,"coins":3,"paylines":[[0],[0]],"reels":[["a"]],"pays":[{"symbols":["a"],"pays":1}]}`,
		`{"name":"x","progressive":{"rate":"1/0"}}`,
		`{"name":"x"} {}`, `[]`, `null`, ``,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		if len(raw) > fuzzSize {
			return
		}

		var loose Machine
		if json.Unmarshal(raw, &loose) == nil && combinations(loose, fuzzCombinations) > fuzzCombinations {
			if err := loose.check(); err != nil && err.Error() == "" {
				t.Fatalf("check(%s): an empty error", raw)
			}
			return
		}
		m, err := Parse(raw)
		if err != nil {
			var re *game.RuleError
			if !errors.As(err, &re) || err.Error() == "" {
				t.Fatalf("Parse(%s): %v (%T), want a rule error that says something", raw, err, err)
			}
			return
		}
		a, err := Analyze(m)
		if err != nil {
			t.Fatalf("Parse accepted %s, Analyze refuses it: %v", raw, err)
		}
		if a.Return.Cmp(MinReturn) < 0 {
			t.Fatalf("Parse accepted %s, which returns %s", raw, a.Return.RatString())
		}
		written, err := json.Marshal(m)
		if err != nil {
			t.Fatalf("%s does not write: %v", raw, err)
		}
		again, err := Parse(written)
		if err != nil {
			t.Fatalf("%s is accepted, written as %s it is refused: %v", raw, written, err)
		}
		if b, _ := json.Marshal(again); !bytes.Equal(b, written) {
			t.Fatalf("%s written as %s reads back as %s", raw, written, b)
		}
		for i := range 4 {
			stops := make([]int, len(m.Reels))
			for k, strip := range m.Reels {
				stops[k] = (i * (k + 1)) % len(strip)
			}
			if w := m.Spin(stops); w.Coins < 0 {
				t.Fatalf("%s at stops %v wins %d coins", raw, stops, w.Coins)
			}
		}
	})
}
