package threecard

import (
	"testing"

	"croupier/card"
)

// Test67_28_StrategyPlaysQ64: the strategy Decide plays is the published
// one (the Wizard of Odds' Three Card Poker strategy: play Q-6-4 or
// better) with one deck, whatever the suits.
func Test67_28_StrategyPlaysQ64(t *testing.T) {
	play := plays(1)
	for _, c := range []struct {
		hand string
		want bool
	}{
		{"Qs 6d 4h", true}, {"Qs 6d 3h", false}, {"Qs 7d 2h", true}, {"Js Td 9h", true},
		{"Js Td 8h", false}, {"Ks 2d 3h", true}, {"2s 2d 3h", true}, {"7c 6d 4s", false},
	} {
		h, err := card.ParseList(c.hand)
		if err != nil {
			t.Fatal(err)
		}
		if got := play[handKey(h)]; got != c.want {
			t.Errorf("%s: played %v, want %v", c.hand, got, c.want)
		}
	}
}
