package threefiveseven

import (
	"croupier/card"
	"croupier/handeval"
)

// value returns the value of a 3-5-7 hand under the ranking the game gives
// a hand of its number of cards: three by 67.43 (an ace completes A-2-3,
// 67.41), five by 67.44, the best five of seven by 67.44 and 67.50 (cards
// outside the five count for nothing, ruling P10); A-2-3-4-5 is a straight
// and a straight flush (ruling P5). With two decks (67.41) a hand may hold
// a card twice; handeval values it as it is (ruling P11): five of a rank
// are four of a kind, a suit's cards a flush though two are the same card.
func value(cards []card.Card) handeval.Value {
	if len(cards) == 3 {
		return handeval.Three(cards)
	}
	return handeval.High(cards)
}
