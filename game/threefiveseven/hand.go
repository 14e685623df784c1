package threefiveseven

import (
	"slices"

	"croupier/card"
	"croupier/handeval"
)

// value returns the value of a 3-5-7 hand under the ranking the game gives
// a hand of its number of cards: three by 67.43 (an ace completes A-2-3,
// 67.41), five by 67.44, the best five of seven by 67.44 and 67.50 (cards
// outside the five count for nothing, ruling P10); A-2-3-4-5 is a straight
// and a straight flush (ruling P5).
//
// handeval values hands of distinct cards. With two decks (67.41) a hand
// can hold the same card twice; such a hand is valued by handeval in two
// parts, and the better counts: its ranks, given distinct suits that make
// no flush, with a fifth card of a rank no more than a kicker (ruling P11:
// four of a kind); and each suit holding enough cards for a flush — its
// distinct cards when they are enough, and otherwise, a flush holding a
// pair, the lowest flush. The pay tables read only the combination and
// their lowest line (67.48–67.50 compare no hands), so that is exact for
// them.
func value(cards []card.Card) handeval.Value {
	if distinct(cards) {
		return rank(cards)
	}
	return twoDecks(cards)
}

// twoDecks values cards that may hold a card twice, as value says: the
// better of its ranks alone and of each suit that holds a flush.
func twoDecks(cards []card.Card) handeval.Value {
	flush := 5
	if len(cards) == 3 {
		flush = 3
	}
	// The ranks alone. Suits go round in rank order, so a rank's copies
	// (at most 4) differ and no suit gets more than 2 of the 7 cards.
	var count [card.Ace + 1]int
	for _, c := range cards {
		count[c.Rank()]++
	}
	var plain []card.Card
	add := func(r card.Rank) { plain = append(plain, card.New(r, card.Suit(len(plain)%4))) }
	for r := card.Ace; r >= 2; r-- {
		for range min(count[r], 4) {
			add(r)
		}
	}
	for r := card.Ace; len(plain) < flush; r-- { // the kicker of P11's four of a kind
		if count[r] == 0 {
			add(r)
		}
	}
	best := rank(plain)
	// Each suit with enough cards for a flush.
	for s := range card.Spades + 1 { // each suit
		var n int
		var suited []card.Card
		for _, c := range cards {
			if c.Suit() == s {
				n++
				if !slices.Contains(suited, c) {
					suited = append(suited, c)
				}
			}
		}
		switch {
		case n < flush:
		case len(suited) >= flush:
			best = max(best, rank(suited))
		default:
			best = max(best, lowestFlush(flush))
		}
	}
	return best
}

// rank values distinct cards: three under 67.43, five to seven under 67.44,
// the best five.
func rank(cards []card.Card) handeval.Value {
	if len(cards) == 3 {
		return handeval.Three(cards)
	}
	return handeval.High(cards)
}

// lowestFlush is the value of the lowest flush of n cards: 5-3-2 of a suit
// (67.43; 2-3-4 is a straight flush), or 7-5-4-3-2 (67.44).
func lowestFlush(n int) handeval.Value {
	if n == 3 {
		return handeval.Three(card.MustParseList("5s 3s 2s"))
	}
	return handeval.Five(card.MustParseList("7s 5s 4s 3s 2s"))
}

// distinct reports whether no card of cards is there twice.
func distinct(cards []card.Card) bool {
	for i, c := range cards {
		if slices.Contains(cards[i+1:], c) {
			return false
		}
	}
	return true
}
