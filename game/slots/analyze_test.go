package slots

import (
	"math/big"
	"testing"
)

// TestAnalyzeClassicByHand: the default machine, worked out by hand. Its
// reels hold, of 10 stops each: reel 1 and 2: one 7, three bars, two
// cherries, four blanks; reel 3: one 7, four bars, one cherry, four blanks.
// Of the 1000 combinations: 7 7 7 once (pays 200), bar bar bar 3·3·4 = 36
// times (10), cherry ×3 2·2·1 = 4 times (40), cherry cherry then no cherry
// 2·2·9 = 36 times (5). Per coin: (200 + 360 + 160 + 180)/1000 = 9/10, and
// 77 combinations pay. With 4 coins on one line a win is pays × 4 coins, so
// the return per unit bet is the pay itself: E[X²] = (200² + 36·10² +
// 4·40² + 36·5²)/1000 = 50900/1000, variance 50.9 − 0.81 = 50.09.
func TestAnalyzeClassicByHand(t *testing.T) {
	m, err := Parse([]byte(Classic))
	if err != nil {
		t.Fatal(err)
	}
	a, err := Analyze(m)
	if err != nil {
		t.Fatal(err)
	}
	want := func(what string, got *big.Rat, a, b int64) {
		t.Helper()
		if got.Cmp(big.NewRat(a, b)) != 0 {
			t.Errorf("%s = %s, want %d/%d", what, got.RatString(), a, b)
		}
	}
	want("93: return", a.Return, 9, 10)
	want("hit frequency", a.HitFrequency, 77, 1000)
	want("variance", a.Variance, 5009, 100)
	if a.Combinations != 1000 || a.UnitCost != 100 {
		t.Errorf("combinations %d, unit cost %d", a.Combinations, a.UnitCost)
	}
	for i, h := range []int64{1, 36, 4, 36} {
		if a.Pays[i].Hits != h {
			t.Errorf("pay %d hits %d, want %d", i, a.Pays[i].Hits, h)
		}
	}
}
