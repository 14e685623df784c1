package reddog

import (
	"testing"

	"croupier/card"
)

// Test66_3_StrategyRaisesOnSpreadsOfSeven: the analysis raises on a
// spread of 7 or more and on no smaller one, the published Red Dog
// strategy (the Wizard of Odds: "raise on a spread of 7 or more"), with
// 6 decks, whatever the order of the first two cards.
func Test66_3_StrategyRaisesOnSpreadsOfSeven(t *testing.T) {
	r := Rules{Decks: 6}
	s := r.shoe()
	d := s.Left()
	raise := study(composition(&d)).raise
	for r1 := card.Rank(2); r1 <= card.Ace; r1++ {
		for r2 := card.Rank(2); r2 <= card.Ace; r2++ {
			sp := spread(r1, r2)
			if want := sp >= 7; raise[r1][r2] != want {
				t.Errorf("%v, %v (spread %d): raises %v, want %v", r1, r2, sp, raise[r1][r2], want)
			}
		}
	}
}
