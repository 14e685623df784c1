package roulette

import (
	"encoding/json"
	"math/big"
	"testing"

	"croupier/game"
)

func table(t *testing.T, opts string) game.Table {
	t.Helper()
	var raw map[string]json.RawMessage
	if err := json.Unmarshal([]byte(opts), &raw); err != nil {
		t.Fatal(err)
	}
	tb, err := Spec.ParseTable(raw)
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

// TestAnalyze checks returns worked by hand from 72 and 72.1: a wager
// covering k of the wheel's n pockets at p to 1 returns k(p+1)/n; a
// double returns (p+1)/n², a triple (p+1)/n³.
func TestAnalyze(t *testing.T) {
	for _, c := range []struct {
		opts, id, title string
		want            *big.Rat
	}{
		{`{}`, "straight-N", "1 number", big.NewRat(36, 37)},                        // 72(2)(a): 36/37
		{`{}`, "first-four", "4 numbers", big.NewRat(36, 37)},                       // 72(2)(e): 4 × 9 / 37
		{`{}`, "red", "18 numbers", big.NewRat(36, 37)},                             // 72(1)(e): 18 × 2 / 37
		{`{}`, "column-N", "12 numbers", big.NewRat(36, 37)},                        // 72(1)(a): 12 × 3 / 37
		{`{"wheel":"double-zero"}`, "five-number", "5 numbers", big.NewRat(35, 38)}, // 72(2)(e): 5 × 7 / 38
		{`{"wheel":"double-zero"}`, "six-line-A-F", "6 numbers", big.NewRat(36, 38)},
		{`{"doubles":"double"}`, "double-N", "1 number", big.NewRat(1201, 1369)},                              // 72.1: 1,200 to 1
		{`{"wheel":"double-zero","doubles":"double-triple"}`, "double-N", "1 number", big.NewRat(1001, 1444)}, // 1,000 to 1 with triples
		{`{"wheel":"double-zero","doubles":"double-triple"}`, "triple-N", "1 number", big.NewRat(10001, 54872)},
	} {
		r, err := Analyze(table(t, c.opts))
		if err != nil {
			t.Fatal(err)
		}
		if err := r.Check(); err != nil {
			t.Fatal(err)
		}
		w := r.Wager(c.id, c.title)
		if w == nil {
			t.Errorf("%s: no wager %s (%s)", c.opts, c.id, c.title)
			continue
		}
		if got := w.Figures().Return; got.Cmp(c.want) != 0 {
			t.Errorf("%s %s: return %s, want %s", c.opts, c.id, got.RatString(), c.want.RatString())
		}
	}
}

// TestAnalyzeEveryWager: every wager the board offers is in the report,
// once, and a doubles table without outside wagers has none (72.1).
func TestAnalyzeEveryWager(t *testing.T) {
	for _, opts := range []string{`{}`, `{"wheel":"double-zero"}`, `{"doubles":"double-triple"}`} {
		tb := table(t, opts)
		r, _ := Analyze(tb)
		b := newBoard(RulesOf(tb))
		for _, s := range b.offer {
			if r.Wager(pattern(s.ID), "") == nil {
				t.Errorf("%s: %s is not analysed", opts, s.ID)
			}
		}
		if outside := r.Wager("red", ""); (opts == `{"doubles":"double-triple"}`) != (outside == nil) {
			t.Errorf("%s: red analysed: %v", opts, outside != nil)
		}
	}
}
