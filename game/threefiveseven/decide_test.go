package threefiveseven

import (
	"testing"

	"croupier/card"
)

// Test67_47_StrategyWithdraws: with one deck the strategy Decide plays
// withdraws the 7-card bet on 2-3-7 of three suits, whatever the suits,
// and keeps it on 2-4-7 and on a pair; with two decks it keeps every
// hand. The per-hand counts behind 2-3-7 and 2-4-7 are the analysis
// test's own enumeration of every dealer hand (TestAnalyzeWithdraw).
func Test67_47_StrategyWithdraws(t *testing.T) {
	one := withdrawals(1)
	for _, c := range []struct {
		hand string
		want bool
	}{{"2c 3d 7h", true}, {"2s 3h 7c", true}, {"2c 4d 7h", false}, {"2c 2d 7h", false}, {"2c 3c 7c", false}} {
		h, err := card.ParseList(c.hand)
		if err != nil {
			t.Fatal(err)
		}
		if got := one(h); got != c.want {
			t.Errorf("one deck, %s: withdraws %v, want %v", c.hand, got, c.want)
		}
	}
	if testing.Short() {
		return
	}
	two := withdrawals(2)
	for _, hand := range []string{"2c 3d 7h", "2c 4d 7h"} {
		h, _ := card.ParseList(hand)
		if two(h) {
			t.Errorf("two decks, %s: withdrawn", hand)
		}
	}
}
