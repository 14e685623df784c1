package sicbo_test

import (
	"fmt"
	"math/big"
	"strings"
	"testing"

	"croupier/game/sicbo"
)

// TestAnalyze9524 checks every wager's return worked by hand from the pay
// table of 95.24 over the 216 rolls of three dice. Of them, 6 are triples;
// a total t comes in 1, 3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3, 1
// ways for t = 3 … 18; a number shows on exactly one die in 3 × 5 × 5 = 75
// rolls, on two in 3 × 5 = 15, on three in 1.
func TestAnalyze9524(t *testing.T) {
	tb, err := sicbo.Spec.ParseTable(nil)
	if err != nil {
		t.Fatal(err)
	}
	r, err := sicbo.Game.Analyze(tb)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Check(); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		id, title string
		ret       *big.Rat
		hit       *big.Rat
	}{
		// 95.22(6), (7): totals 4 to 10 are 1 + 3 + 6 + … + 27 = 108 rolls,
		// 3 of them triples (1-1-1 is 3, 2-2-2 6 and 3-3-3 9): 105 win at 1 to 1.
		{"small", "", big.NewRat(2*105, 216), big.NewRat(105, 216)},
		{"big", "", big.NewRat(2*105, 216), big.NewRat(105, 216)},
		// 95.22(1): 1 roll at 150 to 1.
		{"triple-N", "", big.NewRat(151, 216), big.NewRat(1, 216)},
		// 95.22(3): 6 rolls at 24 to 1.
		{"any-triple", "", big.NewRat(6*25, 216), big.NewRat(6, 216)},
		// 95.22(2), S1: 15 rolls with two of the number and 1 with three, at 8 to 1.
		{"double-N", "", big.NewRat(16*9, 216), big.NewRat(16, 216)},
		// 95.22(4): ways × (pays + 1).
		{"total-N", "4 or 17", big.NewRat(3*51, 216), big.NewRat(3, 216)},
		{"total-N", "5 or 16", big.NewRat(6*31, 216), big.NewRat(6, 216)},
		{"total-N", "6 or 15", big.NewRat(10*19, 216), big.NewRat(10, 216)},
		{"total-N", "7 or 14", big.NewRat(15*13, 216), big.NewRat(15, 216)},
		{"total-N", "8 or 13", big.NewRat(21*9, 216), big.NewRat(21, 216)},
		{"total-N", "9 or 12", big.NewRat(25*7, 216), big.NewRat(25, 216)},
		{"total-N", "10 or 11", big.NewRat(27*7, 216), big.NewRat(27, 216)},
		// 95.22(5): both of two numbers show in 216 − 2 × 125 + 64 = 30 rolls
		// (neither absent: all, less those without A, without B, plus those
		// without both), at 5 to 1.
		{"duo-A-B", "", big.NewRat(30*6, 216), big.NewRat(30, 216)},
		// 95.22(8): 75 × 2 + 15 × 3 + 1 × 4 = 199.
		{"single-N", "", big.NewRat(199, 216), big.NewRat(91, 216)},
	} {
		w := r.Wager(c.id, c.title)
		if w == nil {
			t.Errorf("no wager %s (%s)", c.id, c.title)
			continue
		}
		f := w.Figures()
		if f.Return.Cmp(c.ret) != 0 || f.Hit.Cmp(c.hit) != 0 {
			t.Errorf("%s (%s): return %s, hit %s; want %s, %s", c.id, c.title, f.Return.RatString(), f.Hit.RatString(), c.ret.RatString(), c.hit.RatString())
		}
	}
	// Single: one, two and three dice pay 1, 2 and 3 to 1 (95.24).
	for _, l := range r.Wager("single-N", "").Lines {
		want := map[string]*big.Rat{"one die": big.NewRat(75, 216), "two dice": big.NewRat(15, 216), "three dice": big.NewRat(1, 216)}
		for k, p := range want {
			if strings.HasSuffix(l.Name, k) && l.Prob.Cmp(p) != 0 {
				t.Errorf("single-N %s: %s, want %s", l.Name, l.Prob.RatString(), p.RatString())
			}
		}
	}
}

// TestAnalyzeEveryWager: the report covers every place of the layout
// (95.22) once, alike wagers counted in their note.
func TestAnalyzeEveryWager(t *testing.T) {
	tb, _ := sicbo.Spec.ParseTable(nil)
	r, err := sicbo.Analyze(tb)
	if err != nil {
		t.Fatal(err)
	}
	var covered int
	for _, w := range r.Wagers {
		n := 1
		if _, err := fmt.Sscanf(w.Note, "each of %d wagers alike", &n); err != nil && w.Note != "" {
			t.Errorf("%s: note %q", w.ID, w.Note)
		}
		covered += n
	}
	// 6 triples, 6 doubles, any triple, 14 totals, 15 duos, small, big, 6 singles.
	if covered != 50 {
		t.Errorf("the report covers %d wagers, not the layout's 50", covered)
	}
	for _, w := range sicbo.Spec.Wagers {
		if r.Wager(w.ID, "") == nil {
			t.Errorf("%s is not analysed", w.ID)
		}
	}
}
