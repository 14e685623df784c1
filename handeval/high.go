package handeval

import (
	"fmt"
	"math/bits"

	"croupier/card"
)

// The hash's displacements and the High tables are built when the program
// starts (BenchmarkInit: about 5 ms), so that Hand.Add and Hand.Value need
// not test for them and stay small enough to inline. The other rankings'
// tables are built on first use.
func init() {
	initCards()
	initHash()
	t, n := buildRanking(rHigh, 5, 7, twoDecks, func(c *[13]uint8) uint32 { return five(rHigh, c) }, func(m uint16) uint32 { return fiveSuited(rHigh, m) })
	copy(tab.hash[:1<<hashSlots], t.rank[:])
	for m, v := range t.suited {
		tab.flush[m] = uint32(v) | 13*uint32(bits.OnesCount(uint(m)))<<16
	}
	highNumbering = n
}

// value returns the value of a Hand of 5 to 7 cards. The common case, no
// flush, comes first: the compiler lays it out straight through, and a hand
// pays for the flush test with one not-taken branch (docs/PERFORMANCE.md,
// "Hand-by-hand evaluator").
func (h Hand) value() uint16 {
	if h.key&flushBits == 0 {
		return tab.hash[slot(h.key)]
	}
	return via(flushValue, h.key, h.set)
}

// flushValue returns the value of a hand of 5 to 7 cards with five of a suit
// flagged in key: the value of that suit's rank bits in set. Suit k's flag is
// bit 6 of key's byte k, its ranks bits 16k to 16k+12 of set. The suit is
// found from key>>6 rather than from key&flushBits, so that the compiler
// does not keep that mask from the test for this rare path. When the suit's
// counter says more cards than its rank bits, the suit holds a card twice
// (two decks) and dupFlush values the hand.
func flushValue(key, set uint64) uint16 {
	if e := flushEntry(key, set); e < 1<<16 {
		return uint16(e)
	}
	return dupFlush(key, set)
}

// flushEntry returns the flush table's entry for a hand of 5 to 7 cards
// with five of a suit flagged in key, the suit's counter XORed into its
// bits 16–23: below 1<<16, the hand's value, when the counter reads what
// the suit's rank bits make (no card twice). The shifts are masked so that
// the compiler adds no check for a shift of 64 or more.
func flushEntry(key, set uint64) uint32 {
	sh := uint(bits.TrailingZeros32(uint32(key>>6)&0x01010101)) & 31 // 8·suit
	return tab.flush[uint16(set>>(sh*2))&0x1FFF] ^ uint32(uint8(key>>sh))<<16
}

// via returns f(key, set). The inlined evaluators reach flushValue through
// it: the inliner charges a call to a parameter 17 where it charges any
// other call 57, so that Hand.Value and Hand.ValueWith, whose flush path is
// a call since it may need dupFlush, stay within its budget of 80 and
// inline (TestInlined). The call is an indirect one, through flushValue's
// function value, on the flush path alone.
func via(f func(key, set uint64) uint16, key, set uint64) uint16 { return f(key, set) }

// Seven returns the value of the best five-card hand among seven cards
// (67.50, hold'em, seven-card stud): c[0] to c[6].
//
//go:nosplit
func Seven(c []card.Card) Value {
	// nosplit: Seven and Five call dupFlush only for a flush holding a card
	// twice, and were leaves without a stack check before two decks; the
	// call should not add one to every hand.
	_ = c[6]
	s := tab.key[c[0]] + tab.key[c[1]] + tab.key[c[2]] + tab.key[c[3]] + tab.key[c[4]] + tab.key[c[5]] + tab.key[c[6]]
	if s&flushBits == 0 {
		return Value(tab.hash[slot(s)])
	}
	set := cardSet(c[:7])
	if e := flushEntry(s, set); e < 1<<16 {
		return Value(e)
	}
	return Value(dupFlush(s, set))
}

// Five returns the value of five cards (67.2; 67.11; 67.44 and 67.54 for five
// cards): c[0] to c[4].
//
//go:nosplit
func Five(c []card.Card) Value {
	_ = c[4]
	s := tab.key[c[0]] + tab.key[c[1]] + tab.key[c[2]] + tab.key[c[3]] + tab.key[c[4]]
	if s&flushBits == 0 {
		return Value(tab.hash[slot(s)])
	}
	set := cardSet(c[:5])
	if e := flushEntry(s, set); e < 1<<16 {
		return Value(e)
	}
	return Value(dupFlush(s, set))
}

// High returns the value of the best five-card hand among 5, 6 or 7 cards.
// It panics on another number of cards.
func High(cards []card.Card) Value {
	if len(cards) < 5 || len(cards) > 7 {
		panic(fmt.Sprintf("handeval: High of %d cards", len(cards)))
	}
	var h Hand
	for _, c := range cards {
		h = h.Add(c)
	}
	if h.key&flushBits == 0 {
		return Value(tab.hash[slot(h.key)])
	}
	if e := flushEntry(h.key, h.set); e < 1<<16 {
		return Value(e)
	}
	return Value(dupFlush(h.key, h.set))
}

// A Hand accumulates cards for High, so that hands sharing cards share the
// work: a loop over the seventh card adds one card to a six-card Hand. The
// zero Hand is empty.
type Hand struct {
	key uint64 // the sum of the cards' keys
	set uint64 // the cards' bits
}

// Add returns h with c added; c must be a standard card, in h at most once
// already (two decks).
func (h Hand) Add(c card.Card) Hand {
	h.key += tab.key[c]
	h.set |= tab.bit[c]
	return h
}

// Len returns the number of cards in h, a card twice counting twice: its
// suit counters (key.go) add up to 13 a card.
func (h Hand) Len() int {
	c := uint32(h.key)
	return int(c&0xFF+c>>8&0xFF+c>>16&0xFF+c>>24) / 13
}

// Value returns the value of the best five-card hand in h, which must hold 5
// to 7 cards (with fewer the value is meaningless).
func (h Hand) Value() Value { return Value(h.value()) }

// ValueWith returns the value of h with c added, h.Add(c).Value(), for the
// innermost loop of an enumeration: it adds c's card bit only when the hand
// holds a flush, which the common case does not need.
func (h Hand) ValueWith(c card.Card) Value {
	k := h.key + tab.key[c]
	if k&flushBits == 0 {
		return Value(tab.hash[slot(k)])
	}
	return Value(via(flushValue, k, h.set|tab.bit[c]))
}
