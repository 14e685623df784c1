package keno_test

import (
	"encoding/json"
	"fmt"
	"math/big"
	"strings"
	"testing"

	"croupier/analysis"
	"croupier/game/keno"
)

func analyzeWith(t *testing.T, opts string) (*analysis.Report, keno.Rules) {
	t.Helper()
	var raw map[string]json.RawMessage
	if err := json.Unmarshal([]byte(opts), &raw); err != nil {
		t.Fatal(err)
	}
	tb, err := keno.Spec.ParseTable(raw)
	if err != nil {
		t.Fatal(err)
	}
	r, err := keno.RulesFrom(tb)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := keno.Game.Analyze(tb)
	if err != nil {
		t.Fatal(err)
	}
	if err := rep.Check(); err != nil {
		t.Fatal(err)
	}
	if len(rep.Wagers) != r.MaxSpots {
		t.Fatalf("%d wagers for max-spots %d", len(rep.Wagers), r.MaxSpots)
	}
	return rep, r
}

// spots is the title of a selection of n numbers.
func spots(n int) string {
	if n == 1 {
		return "1 spot"
	}
	return fmt.Sprintf("%d spots", n)
}

// TestAnalyze85: every spot count returns what the engine's 65% check
// (85, Rules.Return) reads, and the default table's first two worked by
// hand: 1 spot is caught with 20/80 and paid 3 for 1, 3/4; 2 spots are
// both caught with C(20,2)/C(80,2) = 190/3160 and paid 12 for 1, 57/79.
func TestAnalyze85(t *testing.T) {
	rep, r := analyzeWith(t, `{}`)
	for n := 1; n <= r.MaxSpots; n++ {
		if got, want := rep.Wager("ticket", spots(n)).Figures().Return, r.Return(n); got.Cmp(want) != 0 {
			t.Errorf("%d spots: return %s, the engine's %s", n, got.RatString(), want.RatString())
		}
	}
	for n, want := range map[int]*big.Rat{1: big.NewRat(3, 4), 2: big.NewRat(57, 79)} {
		if got := rep.Wager("ticket", spots(n)).Figures().Return; got.Cmp(want) != 0 {
			t.Errorf("%d spots: return %s, want %s", n, got.RatString(), want.RatString())
		}
	}
	if w := rep.Wager("ticket", "1 spot"); !strings.Contains(w.Note, "maximum aggregate payout, $100000.00") {
		t.Errorf("the note does not say the maximum aggregate payout is left out: %q", w.Note)
	}
}

// TestAnalyzeEveryDraw: on a small game, 4 numbers drawn of 10, each
// catch's probability is the count of the C(10,4) = 210 draws, every one
// of them enumerated here, that catch it; and the returns, by hand: 1 spot
// caught 4/10 at 2 for 1, 4/5; 2 spots both caught C(4,2)/C(10,2) = 6/45
// at 5 for 1, 2/3; 3 spots all caught 4/120 at 20 for 1, two caught
// C(4,2)·C(6,1)/120 = 36/120 at 1 for 1: 80/120 + 36/120 = 29/30.
func TestAnalyzeEveryDraw(t *testing.T) {
	rep, _ := analyzeWith(t, `{"numbers": 10, "drawn": 4, "max-spots": 3,
		"paytable": {"1": {"1": 2}, "2": {"2": 5}, "3": {"2": 1, "3": 20}}}`)
	for n, want := range map[int]*big.Rat{1: big.NewRat(4, 5), 2: big.NewRat(2, 3), 3: big.NewRat(29, 30)} {
		if got := rep.Wager("ticket", spots(n)).Figures().Return; got.Cmp(want) != 0 {
			t.Errorf("%d spots: return %s, want %s", n, got.RatString(), want.RatString())
		}
	}
	// Every draw of 4 of the numbers 1–10, as a bit set; a selection of n
	// spots is the numbers 1 to n.
	var caught [4][5]int64
	draws := int64(0)
	for set := 0; set < 1<<10; set++ {
		if popcount(set) != 4 {
			continue
		}
		draws++
		for n := 1; n <= 3; n++ {
			caught[n][popcount(set&(1<<n-1))]++
		}
	}
	for n := 1; n <= 3; n++ {
		for _, l := range rep.Wager("ticket", spots(n)).Lines {
			var k int
			fmt.Sscanf(l.Name, "%d of", &k)
			if want := big.NewRat(caught[n][k], draws); l.Prob.Cmp(want) != 0 {
				t.Errorf("%d spots, %s: %s, every draw %s", n, l.Name, l.Prob.RatString(), want.RatString())
			}
		}
	}
}

func popcount(x int) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}
