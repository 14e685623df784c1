package war

import (
	"testing"

	"croupier/card"
)

// Test67_38_StrategyGoesToWar: on a tie the analysis goes to war with every
// rank, 6 decks and 8: surrendering loses half the wager (67.38(3)), going
// to war about a twelfth of it (the Wizard of Odds: "always go to war").
func Test67_38_StrategyGoesToWar(t *testing.T) {
	for _, decks := range []int{6, 8} {
		s := Rules{Decks: decks}.shoe()
		d := s.Left()
		choice := analyze(composition(&d)).choice
		for r := card.Rank(2); r <= card.Ace; r++ {
			if choice[r] != "war" {
				t.Errorf("%d decks, a tie of %v: %q, want war", decks, r, choice[r])
			}
		}
	}
}
