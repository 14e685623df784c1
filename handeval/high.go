package handeval

import (
	"fmt"
	"math/bits"

	"croupier/card"
)

// highTables holds the High ranking (67.2) for hands of 5 to 7 cards: the
// values by rank multiset, indexed by hash slot (key.go), and the values of a
// flush by the 13 rank bits of its suit. Fixed-size arrays, so that the
// evaluators need no bounds checks.
type highTables struct {
	rank  [1 << hashSlots]uint16
	flush [1 << 13]uint16
}

// The hash's displacements and the High tables are built when the program
// starts (BenchmarkInit: about 5 ms), so that Hand.Add and Hand.Value need
// not test for them and stay small enough to inline. The other rankings'
// tables are built on first use.
func init() {
	initCards()
	initHash()
	t := buildRanking(5, 7, func(c *[13]uint8) uint32 { return five(rHigh, c) }, func(m uint16) uint32 { return fiveSuited(rHigh, m) })
	tab.rank, tab.flush = *t.rank, *t.suited
}

// value returns the value of a Hand of 5 to 7 cards.
func (h Hand) value() uint16 {
	s := h.key
	if f := s & flushBits; f != 0 {
		// The flagged suit's rank bits: suit k's flag is bit 6+8k, its
		// ranks bits 16k to 16k+12 of the set.
		return tab.flush[uint16(h.set>>((bits.TrailingZeros64(f)-6)*2))&0x1FFF]
	}
	return tab.rank[(uint32(s>>(64-hashBuckets-hashSlots))^uint32(tab.disp[s>>(64-hashBuckets)]))&(1<<hashSlots-1)]
}

// Seven returns the value of the best five-card hand among seven cards
// (67.50, hold'em, seven-card stud): c[0] to c[6].
func Seven(c []card.Card) Value {
	_ = c[6]
	s := tab.key[c[0]] + tab.key[c[1]] + tab.key[c[2]] + tab.key[c[3]] + tab.key[c[4]] + tab.key[c[5]] + tab.key[c[6]]
	if s&flushBits != 0 {
		return Value(Hand{s, cardSet(c[:7])}.value())
	}
	return Value(tab.rank[(uint32(s>>(64-hashBuckets-hashSlots))^uint32(tab.disp[s>>(64-hashBuckets)]))&(1<<hashSlots-1)])
}

// Five returns the value of five cards (67.2; 67.11; 67.44 and 67.54 for five
// cards): c[0] to c[4].
func Five(c []card.Card) Value {
	_ = c[4]
	s := tab.key[c[0]] + tab.key[c[1]] + tab.key[c[2]] + tab.key[c[3]] + tab.key[c[4]]
	if s&flushBits != 0 {
		return Value(Hand{s, cardSet(c[:5])}.value())
	}
	return Value(tab.rank[(uint32(s>>(64-hashBuckets-hashSlots))^uint32(tab.disp[s>>(64-hashBuckets)]))&(1<<hashSlots-1)])
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
	return h.Value()
}

// A Hand accumulates cards for High, so that hands sharing cards share the
// work: a loop over the seventh card adds one card to a six-card Hand. The
// zero Hand is empty.
type Hand struct {
	key uint64 // the sum of the cards' keys
	set uint64 // the cards' bits
}

// Add returns h with c added; c must be a standard card not in h already.
func (h Hand) Add(c card.Card) Hand {
	h.key += tab.key[c]
	h.set |= tab.bit[c]
	return h
}

// Len returns the number of cards in h.
func (h Hand) Len() int { return bits.OnesCount64(h.set) }

// Value returns the value of the best five-card hand in h, which must hold 5
// to 7 cards (with fewer the value is meaningless).
func (h Hand) Value() Value { return Value(h.value()) }
