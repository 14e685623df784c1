package fourcard

import (
	"slices"
	"testing"

	"croupier/card"
)

// Test67_70_StrategyPlays: the plays Decide reads from the analysis play
// a pair of aces 3 times the ante and a pair of sixes once, whatever the
// dealer's up card (the strategy tables of the analysis and of the
// Wizard of Odds' Four Card Poker page agree on both), and do not depend
// on the suits' names.
func Test67_70_StrategyPlays(t *testing.T) {
	if raceEnabled || testing.Short() {
		t.Skip("the strategy is the whole analysis, about 14 s of CPU: outside -race and -short")
	}
	st := newStrategy(1)
	perm := [4]card.Suit{2, 3, 1, 0}
	for _, x := range []struct {
		hand string
		want int64
	}{{"As Ad 9c 5h 3s", 3}, {"6s 6d 9c 4h 2s", 1}} {
		h, err := card.ParseList(x.hand)
		if err != nil {
			t.Fatal(err)
		}
		for up := card.Card(1); up <= 52; up++ {
			if slices.Contains(h, up) {
				continue
			}
			k, err := st.play(h, up)
			if err != nil {
				t.Fatal(err)
			}
			if plays[k] != x.want {
				t.Errorf("%s, up card %s: plays %d times the ante, want %d", x.hand, up, plays[k], x.want)
			}
			moved := make([]card.Card, len(h))
			for i, c := range h {
				moved[i] = card.New(c.Rank(), perm[c.Suit()])
			}
			if k2, _ := st.play(moved, card.New(up.Rank(), perm[up.Suit()])); k2 != k {
				t.Errorf("%s up %s and its suits renamed: %d and %d", x.hand, up, k, k2)
			}
		}
	}
}
