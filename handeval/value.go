package handeval

// A Value is a hand's rank under one ranking: of two values of the same
// ranking the greater is the better hand and equal values are identical hands.
// Values of different rankings do not compare.
//
// Bits 0–11 order the hands inside a combination, bits 12–15 give the
// combination's place in the ranking (1 is the lowest), and bits 16–19 the
// ranking; the zero Value is no hand. A combination with more than 4,096
// hands takes two consecutive places, its order 13 bits: the high
// ranking's flush, which with two decks may hold a pair or two (see the
// package documentation). Values are not stable across versions:
// store cards, not values.
type Value uint32

// A ranking is one of the by-law's orders of poker hands (see the package
// documentation for the sections).
type ranking uint8

// The rankings.
const (
	rHigh         ranking = iota // 5 cards, best 5 of 6 or 7: 67.2, 67.11, 67.44, 67.50, 67.54, the poker room
	rPaiGow                      // Pai Gow Poker's high hand, with the joker: 39, 40, PG1, PG4
	rPaiGowLow                   // Pai Gow Poker's 2-card low hand: 40(10), 41
	rThree                       // 3 cards: 67.23, 67.43, 67.53
	rFour                        // best 4 of 4 to 6 cards: 67.65, 67.72, 67.82
	rLowEight                    // ace-to-five low, eight or better
	rRazz                        // ace-to-five low
	rShortDeck                   // short-deck hold'em's high, 36 cards: a flush beats a full house
	rDeuceToSeven                // deuce-to-seven low, 5 cards: the ace high, straights and flushes count
	rBadugi                      // badugi, 4 cards: the most of different suits and ranks, the ace low
	numRankings
)

var rankingNames = [numRankings]string{"high", "pai-gow", "pai-gow-low", "three-card", "four-card", "low-eight", "razz", "short-deck", "deuce-to-seven", "badugi"}

func (r ranking) String() string {
	if r < numRankings {
		return rankingNames[r]
	}
	return "ranking?"
}

// A Category is a combination: "flush", "two pairs", "low".
type Category uint8

// The categories. Each ranking orders those it uses in its own way: a
// straight beats a flush in 3-card poker (67.23), three of a kind beats a
// flush in 4-card poker (67.65).
const (
	NoHand Category = iota
	HighCard
	Pair
	TwoPairs
	ThreeOfAKind
	Straight
	Flush
	FullHouse
	FourOfAKind
	StraightFlush
	RoyalFlush
	FiveAces // Pai Gow Poker, 40(1)
	Low      // an ace-to-five low without a pair (razz), or one that qualifies (eight or better)
	NoLow    // no eight-or-better low
	// Badugi's hands: the most cards of different suits and ranks.
	OneCardHand
	TwoCardHand
	ThreeCardHand
	FourCardHand // a badugi
	numCategories
)

var categoryNames = [numCategories]string{
	"no hand", "high card", "pair", "two pairs", "three of a kind", "straight",
	"flush", "full house", "four of a kind", "straight flush", "royal flush",
	"five aces", "low", "no low",
	"one-card hand", "two-card hand", "three-card hand", "four-card hand",
}

// String returns the category's name in lower case: "three of a kind".
func (c Category) String() string {
	if c < numCategories {
		return categoryNames[c]
	}
	return "category?"
}

// places lists each ranking's categories from the lowest (place 1) up. The
// high ranking's flush takes two places: its 4,995 hands (1,277 of distinct
// ranks, 2,860 with a pair and 858 with two pairs, from two decks) need 13
// bits of order.
var places = [numRankings][]Category{
	rHigh:      {NoHand, HighCard, Pair, TwoPairs, ThreeOfAKind, Straight, Flush, Flush, FullHouse, FourOfAKind, StraightFlush, RoyalFlush},    // 67.2, 67.11
	rPaiGow:    {NoHand, HighCard, Pair, TwoPairs, ThreeOfAKind, Straight, Flush, FullHouse, FourOfAKind, StraightFlush, RoyalFlush, FiveAces}, // 40
	rPaiGowLow: {NoHand, HighCard, Pair},                                                                                                       // 40(10)
	rThree:     {NoHand, HighCard, Pair, Flush, Straight, ThreeOfAKind, StraightFlush},                                                         // 67.23
	rFour:      {NoHand, HighCard, Pair, TwoPairs, Straight, Flush, ThreeOfAKind, StraightFlush, FourOfAKind},                                  // 67.65
	rLowEight:  {NoHand, NoLow, Low},
	rRazz:      {NoHand, FourOfAKind, FullHouse, ThreeOfAKind, TwoPairs, Pair, Low},
	// Short-deck hold'em as PHH and PokerKit rank it: a flush above a full
	// house, with nine ranks fewer flushes than full houses.
	rShortDeck: {NoHand, HighCard, Pair, TwoPairs, ThreeOfAKind, Straight, FullHouse, Flush, FourOfAKind, StraightFlush, RoyalFlush},
	// Deuce-to-seven: the high ranking upside down, the best hand the
	// lowest; A-K-Q-J-10 of a suit is a straight flush, the worst hand.
	rDeuceToSeven: {NoHand, StraightFlush, FourOfAKind, FullHouse, Flush, Straight, ThreeOfAKind, TwoPairs, Pair, HighCard},
	rBadugi:       {NoHand, OneCardHand, TwoCardHand, ThreeCardHand, FourCardHand},
}

// placeOf[r][c] is c's (first) place in ranking r, 0 if r has no such
// category.
var placeOf = func() (p [numRankings][numCategories]uint32) {
	for r, cs := range places {
		for i, c := range cs[1:] {
			if p[r][c] == 0 {
				p[r][c] = uint32(i + 1)
			}
		}
	}
	return p
}()

// place returns c's (first) place in ranking r, 0 if r has no such
// category.
func place(r ranking, c Category) uint32 { return placeOf[r][c] }

// ranking returns the ranking v belongs to.
func (v Value) ranking() ranking { return ranking(v >> 16 & 0xF) }

// Category returns v's combination.
func (v Value) Category() Category {
	r, p := v.ranking(), int(v>>12&0xF)
	if r >= numRankings || p >= len(places[r]) {
		return NoHand
	}
	return places[r][p]
}

// String returns v's category: "flush".
func (v Value) String() string { return v.Category().String() }
