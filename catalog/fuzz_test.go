package catalog

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"croupier/game"
	"croupier/game/slots"
)

// Bounds of fuzzed options, so that each run stays quick: a slot machine
// is analysed over every combination of its reel stops as it is parsed
// (about 100 ns each; the 20-line example's 24,300,000 take seconds).
const (
	maxOptions      = 4 << 10 // bytes of options
	maxCombinations = 1 << 14 // a machine's reel-stop combinations
)

// bigMachine reports whether opts hold a slot machine of more than
// maxCombinations reel-stop combinations.
func bigMachine(opts map[string]json.RawMessage) bool {
	var m slots.Machine
	if json.Unmarshal(opts["machine"], &m) != nil {
		return false
	}
	n := 1
	for _, stops := range m.Strips() {
		if n *= max(stops, 1); n > maxCombinations {
			return true
		}
	}
	return false
}

// builtGames returns the catalog's games that have engines, in its order.
func builtGames() []game.Game {
	var out []game.Game
	for _, g := range All() {
		if g.New != nil {
			out = append(out, g)
		}
	}
	return out
}

// FuzzTableOptions: no table options make a game's ParseTable or its
// constructor panic, and every refusal says something. Options a game
// accepts round-trip: the table written as JSON (as the server stores it)
// parses to the same table, which opens as the first did. The input is a
// game (its index among the built games, wrapping) and the options, at
// most maxOptions bytes and maxCombinations reel-stop combinations. Seeds:
// every game's defaults, its options at their defaults, bounds and values,
// and the tables of the replay scripts in ../game/*/testdata and
// ../examples.
func FuzzTableOptions(f *testing.F) {
	games := builtGames()
	index := map[string]uint8{}
	for i, g := range games {
		index[g.Spec.ID] = uint8(i)
		f.Add(uint8(i), []byte(`{}`))
		for _, opts := range specOptions(g.Spec) {
			f.Add(uint8(i), opts)
		}
	}
	for _, s := range exampleTables(f) {
		if i, ok := index[s.game]; ok {
			f.Add(i, s.table)
		}
	}
	machines, _ := filepath.Glob("../examples/slots/*.json")
	for _, p := range machines {
		b, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		var c bytes.Buffer
		if json.Compact(&c, b) == nil {
			f.Add(index["slots"], []byte(`{"machine":`+c.String()+`}`))
		}
	}
	f.Fuzz(func(t *testing.T, i uint8, raw []byte) {
		if len(raw) > maxOptions {
			return
		}
		var opts map[string]json.RawMessage
		if json.Unmarshal(raw, &opts) != nil || opts == nil {
			return
		}
		g := games[int(i)%len(games)]
		if g.Spec.ID == slots.Spec.ID && bigMachine(opts) {
			return
		}
		table, err := g.Spec.ParseTable(opts)
		if err != nil {
			if err.Error() == "" {
				t.Fatalf("%s: ParseTable(%s): an empty error", g.Spec.ID, raw)
			}
			return
		}
		_, opened := g.New(table, game.NewTape(nil))
		if opened != nil && opened.Error() == "" {
			t.Fatalf("%s: New(%s): an empty error", g.Spec.ID, raw)
		}

		stored, err := json.Marshal(table)
		if err != nil {
			t.Fatalf("%s: the table of %s does not write: %v", g.Spec.ID, raw, err)
		}
		var again map[string]json.RawMessage
		if err := json.Unmarshal(stored, &again); err != nil {
			t.Fatalf("%s: the table of %s writes %s, not an object: %v", g.Spec.ID, raw, stored, err)
		}
		table2, err2 := g.Spec.ParseTable(again)
		if err2 != nil {
			t.Fatalf("%s: %s is accepted, but the table as written, %s, is refused: %v", g.Spec.ID, raw, stored, err2)
		}
		if b, _ := json.Marshal(table2); !bytes.Equal(b, stored) {
			t.Fatalf("%s: the table of %s writes %s, read back %s", g.Spec.ID, raw, stored, b)
		}
		if _, reopened := g.New(table2, game.NewTape(nil)); (opened == nil) != (reopened == nil) {
			t.Fatalf("%s: New with %s: %v; with the table as written, %s: %v", g.Spec.ID, raw, opened, stored, reopened)
		}
	})
}

// specOptions returns options objects written from a spec: every option
// at its default, and each option alone at its bounds or at each of its
// values.
func specOptions(s game.Spec) [][]byte {
	var out [][]byte
	add := func(v map[string]any) {
		b, err := json.Marshal(v)
		if err == nil && len(b) <= maxOptions {
			out = append(out, b)
		}
	}
	defaults := map[string]any{}
	for _, o := range s.Options {
		defaults[o.Name] = o.Default
	}
	add(defaults)
	for _, o := range s.Options {
		for _, n := range []*int64{o.Min, o.Max} {
			if n != nil {
				add(map[string]any{o.Name: *n})
			}
		}
		for _, n := range o.Allowed {
			add(map[string]any{o.Name: n})
		}
		for _, v := range o.Values {
			if o.Type == game.TypeList {
				add(map[string]any{o.Name: []string{v}})
			} else {
				add(map[string]any{o.Name: v})
			}
		}
		if o.Type == game.TypeList {
			add(map[string]any{o.Name: o.Values})
		}
	}
	return out
}

// A gameTable is the table options of a script or tournament on disk.
type gameTable struct {
	game  string
	table []byte
}

// exampleTables reads the table options of every replay script in
// ../game/*/testdata (and its folders) and ../examples, and of the example
// tournaments.
func exampleTables(f *testing.F) []gameTable {
	f.Helper()
	var paths []string
	for _, pat := range []string{"../game/*/testdata/*.json", "../game/*/testdata/*/*.json", "../examples/*.json", "../examples/tournaments/*.json"} {
		m, err := filepath.Glob(pat)
		if err != nil {
			f.Fatal(err)
		}
		paths = append(paths, m...)
	}
	var out []gameTable
	for _, p := range paths {
		if strings.HasSuffix(p, ".golden.json") {
			continue
		}
		b, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		var s struct {
			Game    string          `json:"game"`
			Table   json.RawMessage `json:"table"`
			Options json.RawMessage `json:"options"`
		}
		if err := json.Unmarshal(b, &s); err != nil {
			f.Fatalf("%s: %v", p, err)
		}
		for _, raw := range []json.RawMessage{s.Table, s.Options} {
			var c bytes.Buffer
			if len(raw) > 0 && json.Compact(&c, raw) == nil && c.Len() <= maxOptions {
				out = append(out, gameTable{s.Game, c.Bytes()})
			}
		}
	}
	if len(out) == 0 {
		f.Fatal("no replay script's table found in ../game/*/testdata or ../examples")
	}
	return out
}
