package threefiveseven

import (
	"math/rand/v2"
	"testing"

	"croupier/card"
	"croupier/handeval"
)

// twoDecks splits a hand into its ranks and its suits; on hands of
// distinct cards, which handeval values whole, the split must give the
// same value: every 3-card hand, and seeded samples of 5 and 7 cards.
func TestTwoDecksAgreesOnDistinctCards(t *testing.T) {
	full := card.Standard(1)
	deck := full.Cards()
	for i := range deck {
		for j := i + 1; j < len(deck); j++ {
			for k := j + 1; k < len(deck); k++ {
				h := []card.Card{deck[i], deck[j], deck[k]}
				if got, want := twoDecks(h), handeval.Three(h); got != want {
					t.Fatalf("%s: split %s, whole %s", card.Format(h), got, want)
				}
			}
		}
	}
	r := rand.New(rand.NewPCG(357, 67))
	for range 50_000 {
		r.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
		for _, n := range []int{5, 7} {
			h := deck[:n]
			if got, want := twoDecks(h), handeval.High(h); got != want {
				t.Fatalf("%s: split %s, whole %s", card.Format(h), got, want)
			}
		}
	}
}
