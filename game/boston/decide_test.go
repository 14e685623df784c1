package boston

import (
	"testing"

	"croupier/card"
)

// TestStartOfEveryHand: every three cards of the deck, whatever their
// suits' names, come to the start the analysis counted their orbit in, so
// Decide plays each dealt hand as the analysis decided its start (67.58).
func TestStartOfEveryHand(t *testing.T) {
	c := fullDeck(1).enumerate(nil)
	// A permutation of the suits moves each start to another hand of its
	// orbit: the start must not change.
	perm := [4]card.Suit{2, 0, 3, 1}
	seen := make([]int64, len(c.Starts))
	for a := card.Card(1); a <= 52; a++ {
		for b := a + 1; b <= 52; b++ {
			for d := b + 1; d <= 52; d++ {
				hand := []card.Card{d, a, b}
				i, err := c.startOf(hand)
				if err != nil {
					t.Fatal(err)
				}
				moved := make([]card.Card, 3)
				for k, x := range hand {
					moved[k] = card.New(x.Rank(), perm[x.Suit()])
				}
				if j, _ := c.startOf(moved); j != i {
					t.Fatalf("%s is start %d, %s start %d", card.Format(hand), i, card.Format(moved), j)
				}
				seen[i]++
			}
		}
	}
	// Each start stands for as many hands as its weight says.
	for i, s := range c.Starts {
		if seen[i] != s.Weight {
			t.Errorf("start %s: %d hands come to it, its weight is %d", card.Format(s.Cards[:]), seen[i], s.Weight)
		}
	}
}
