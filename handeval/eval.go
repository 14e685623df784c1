package handeval

import (
	"fmt"
	"math/bits"

	"croupier/card"
)

// tag is a ranking's bits in a Value.
func tag(r ranking) Value { return Value(r) << 16 }

// suitRanks returns the rank mask of suit s in a set of card bits.
func suitRanks(set uint64, s uint) uint16 { return uint16(set>>(16*s)) & 0x1FFF }

// cardSet returns the set of cards' bits.
func cardSet(cards []card.Card) uint64 {
	var set uint64
	for _, c := range cards {
		set |= tab.bit[c]
	}
	return set
}

// Three returns the value of three cards (67.23, 67.43, 67.53).
func Three(c []card.Card) Value {
	_ = c[2]
	initThree()
	s := start3 + tab.key[c[0]] + tab.key[c[1]] + tab.key[c[2]]
	if f := s & flushBits; f != 0 {
		// Three of a suit: fewer than three rank bits when a card is
		// there twice (two decks), whose table entry is no hand.
		if v := threeTables.suited[suitRanks(cardSet(c[:3]), flushSuit(f))]; v != 0 {
			return tag(rThree) | Value(v)
		}
		return tag(rThree) | Value(threeDup(c[:3], flushSuit(f), s))
	}
	return tag(rThree) | Value(threeTables.rank[slot(s)])
}

// Four returns the value of the best four-card hand among 4, 5 or 6 cards
// (67.65; the player's best 4 of 5, 67.72 and 67.83; the dealer's best 4 of
// 6 in 4-Card Poker, 67.71, and of 5 in Crazy Four Poker, 67.82). It panics
// on another number of cards.
func Four(cards []card.Card) Value {
	n := len(cards)
	if n < 4 || n > 6 {
		panic(fmt.Sprintf("handeval: Four of %d cards", n))
	}
	initFour()
	s := uint64(start4)
	for _, c := range cards {
		s += tab.key[c]
	}
	v := fourTables.rank[slot(s)]
	if f := s & flushBits; f != 0 {
		// Four cards of a suit: a flush or a straight flush, unless the
		// other cards make something better (three of a kind, 67.65). The
		// suit's counter, 12 + 13 a card (key.go), says more cards than its
		// rank bits when one is there twice (two decks).
		su := flushSuit(f)
		m := suitRanks(cardSet(cards), su)
		if uint8(s>>(8*su)) != 12+13*uint8(bits.OnesCount16(m)) {
			return tag(rFour) | Value(fourDup(cards, su, v, m))
		}
		v = max(v, fourTables.suited[m])
	}
	return tag(rFour) | Value(v)
}

// PaiGow returns the value of a Pai Gow Poker high hand: five cards of the 53,
// the joker included (39, 40, rulings PG1 and PG4).
func PaiGow(c []card.Card) Value {
	_ = c[4]
	initPaiGow()
	s := tab.key[c[0]] + tab.key[c[1]] + tab.key[c[2]] + tab.key[c[3]] + tab.key[c[4]]
	if s&jokerBit != 0 {
		s += start4 // the four other cards
		v := jokerTables.rank[slot(s)]
		if f := s & flushBits; f != 0 {
			v = max(v, jokerTables.suited[suitRanks(cardSet(c[:5]), flushSuit(f))])
		}
		return tag(rPaiGow) | Value(v)
	}
	if f := s & flushBits; f != 0 {
		return tag(rPaiGow) | Value(paiGowTables.suited[suitRanks(cardSet(c[:5]), flushSuit(f))])
	}
	return tag(rPaiGow) | Value(paiGowTables.rank[slot(s)])
}

// PaiGowLow returns the value of a Pai Gow Poker low hand, two cards: a pair,
// or the higher card then the lower (40(10), 41); the joker is an ace.
func PaiGowLow(c []card.Card) Value {
	_ = c[1]
	a, b := lowHandRank(c[0]), lowHandRank(c[1])
	if a < b {
		a, b = b, a
	}
	if a == b {
		return tag(rPaiGowLow) | Value(place(rPaiGowLow, Pair))<<12 | Value(a)
	}
	return tag(rPaiGowLow) | Value(place(rPaiGowLow, HighCard))<<12 | Value(a)<<4 | Value(b)
}

func lowHandRank(c card.Card) uint8 {
	if c == card.Joker {
		return 14
	}
	return uint8(c.Rank())
}

// LowEight returns the value of the best ace-to-five low of eight or better
// among 5, 6 or 7 cards (seven-card stud high-low): five cards of different
// ranks, none above eight, the ace low; straights and flushes do not count.
// Without one the value's category is NoLow, below every low. It panics on
// another number of cards.
func LowEight(cards []card.Card) Value {
	initLow()
	return tag(rLowEight) | Value(lowValue(eightTables, cards))
}

// Razz returns the value of the best ace-to-five low among 5, 6 or 7 cards
// (razz, 67.88(13)): the ace low, straights and flushes do not count, and a
// hand without a pair beats one with a pair. It panics on another number of
// cards.
func Razz(cards []card.Card) Value {
	initLow()
	return tag(rRazz) | Value(lowValue(razzTables, cards))
}

func lowValue(t *tables, cards []card.Card) uint16 {
	n := len(cards)
	if n < 5 || n > 7 {
		panic(fmt.Sprintf("handeval: low of %d cards", n))
	}
	var s uint64
	for _, c := range cards {
		s += tab.key[c]
	}
	return t.rank[slot(s)]
}

// ShortDeck returns the value of the best short-deck hold'em hand among
// 5, 6 or 7 cards of the 36 from six to ace: the high ranking's
// combinations, a flush above a full house, A-6-7-8-9 the lowest straight
// (PHH's NS; PokerKit's ShortDeckHoldemHand). A hand of five cards with a
// card below the six is no hand. It panics on another number of cards.
func ShortDeck(cards []card.Card) Value {
	n := len(cards)
	if n < 5 || n > 7 {
		panic(fmt.Sprintf("handeval: ShortDeck of %d cards", n))
	}
	initShortDeck()
	var s uint64
	for _, c := range cards {
		s += tab.key[c]
	}
	// Five of a suit: no full house or four of a kind is left beside them
	// in seven cards, so the flush or straight flush is the hand.
	if f := s & flushBits; f != 0 {
		return tag(rShortDeck) | Value(shortDeckTables.suited[suitRanks(cardSet(cards), flushSuit(f))])
	}
	return tag(rShortDeck) | Value(shortDeckTables.rank[slot(s)])
}

// DeuceToSeven returns the value of five cards as a deuce-to-seven low
// (the draw games' lowball): the lowest hand is the best, the ace is
// always high and straights and flushes count against the hand, so
// 7-5-4-3-2 of more than one suit is the best hand and A-2-3-4-5 is an
// ace high, not a straight. It panics on another number of cards.
func DeuceToSeven(c []card.Card) Value {
	if len(c) != 5 {
		panic(fmt.Sprintf("handeval: DeuceToSeven of %d cards", len(c)))
	}
	initDeuceToSeven()
	s := tab.key[c[0]] + tab.key[c[1]] + tab.key[c[2]] + tab.key[c[3]] + tab.key[c[4]]
	if f := s & flushBits; f != 0 {
		return tag(rDeuceToSeven) | Value(deuceTables.suited[suitRanks(cardSet(c), flushSuit(f))])
	}
	return tag(rDeuceToSeven) | Value(deuceTables.rank[slot(s)])
}

// Badugi returns the value of a badugi hand of one to four cards: the
// hand is the most of them that are all of different suits and of
// different ranks (a four-card hand, a badugi, beats any three-card
// hand), and among hands of as many cards the lowest, compared from the
// highest card down, the ace low. It panics on another number of cards.
func Badugi(cards []card.Card) Value {
	if len(cards) < 1 || len(cards) > 4 {
		panic(fmt.Sprintf("handeval: Badugi of %d cards", len(cards)))
	}
	initBadugi()
	return tag(rBadugi) | Value(badugiNumbering.value(badugiScore(cards)))
}

// Omaha returns the value of the best High hand made of exactly two of the
// four hole cards and three of the board's three to five cards.
func Omaha(hole, board []card.Card) Value {
	return Value(omaha(hole, board, func(s uint64, set uint64) uint16 { return Hand{s, set}.value() }))
}

// OmahaLow returns the value of the best eight-or-better low (see LowEight)
// made of exactly two of the four hole cards and three of the board's cards.
func OmahaLow(hole, board []card.Card) Value {
	initLow()
	return tag(rLowEight) | Value(omaha(hole, board, func(s uint64, _ uint64) uint16 {
		return eightTables.rank[slot(s)]
	}))
}

// omaha returns the best eval over every two hole cards and three board cards,
// eval taking the sum of the five keys and their card set.
func omaha(hole, board []card.Card, eval func(key, set uint64) uint16) uint16 {
	if len(hole) != 4 || len(board) < 3 || len(board) > 5 {
		panic(fmt.Sprintf("handeval: Omaha of %d hole and %d board cards", len(hole), len(board)))
	}
	var best uint16
	for i := 0; i < 4; i++ {
		for j := i + 1; j < 4; j++ {
			hk := tab.key[hole[i]] + tab.key[hole[j]]
			hs := tab.bit[hole[i]] | tab.bit[hole[j]]
			for a := 0; a < len(board); a++ {
				for b := a + 1; b < len(board); b++ {
					for c := b + 1; c < len(board); c++ {
						k := hk + tab.key[board[a]] + tab.key[board[b]] + tab.key[board[c]]
						set := hs | tab.bit[board[a]] | tab.bit[board[b]] | tab.bit[board[c]]
						best = max(best, eval(k, set))
					}
				}
			}
		}
	}
	return best
}
