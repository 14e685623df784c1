package handeval

import (
	"math/bits"

	"croupier/card"
)

// Hands from two decks (ruling P11) may hold a card twice. The rank tables
// already count copies: a key sums its cards' keys, and the perfect hash
// holds every multiset of at most seven ranks, so As As is a pair of aces and
// five of a rank is four of a kind with a kicker of that rank. A suit's rank
// mask does not: a flush that holds a card twice has fewer rank bits than
// cards. The evaluators spot that on their flush path (the suit's counter
// against its bits) and come here, where the flush is the suit's highest
// cards (flushScore), numbered with the others when the tables are built,
// and the hand takes the best of that flush, the suit's distinct ranks (a
// straight flush) and its ranks alone (four of a kind, a full house).

// dupFlush returns the High value of a hand of 5 to 7 cards, given as a key
// and a set (Hand), whose suit s holds five cards or more, one of them twice.
// A Hand keeps no list of its cards: the suit's doubled ranks are the ones
// whose hash constants make up what the key's rank hash holds beyond the
// set's cards (suitCounts).
func dupFlush(key, set uint64) uint16 {
	s := uint(bits.TrailingZeros64(key>>6&0x01010101)) / 8
	v := max(tab.hash[slot(key)], uint16(tab.flush[suitRanks(set, s)]))
	if cnt, ok := suitCounts(key, set, s); ok {
		v = max(v, highNumbering.value(flushScore(rHigh, &cnt, 5)))
	}
	return v
}

// suitCounts returns how many times each rank of suit s is in the hand
// (key, set) of at most seven cards with five or more of suit s, and reports
// whether it found them. The hand holds k cards of the suit on the suit's
// rank bits M, and so k − |M| of them twice; the other suits hold at most two
// cards, both there (a card twice) or each once. The rank hash of the key is
// the sum of the constants of every card's rank (key.go), and the perfect
// hash gives each multiset of ranks its own sum: exactly one choice of
// k − |M| ranks of M, doubled, makes the key's sum.
func suitCounts(key, set uint64, s uint) (cnt [13]uint8, ok bool) {
	c := uint32(key)
	n := int(c&0xFF+c>>8&0xFF+c>>16&0xFF+c>>24) / 13 // cards in all
	k := int(uint8(key>>(8*s))) / 13                 // cards of suit s
	m := suitRanks(set, s)
	extra := k - bits.OnesCount16(m)
	others := set &^ (0x1FFF << (16 * s))
	q := bits.OnesCount64(others)
	var sum uint64 // the ranks' constants of the other suits' cards
	for o := others; o != 0; o &= o - 1 {
		sum += rankHash[bits.TrailingZeros64(o)%16]
	}
	switch n - k - q {
	case 0:
	case q: // the other cards, one or two, twice each
		sum *= 2
	default:
		return cnt, false
	}
	for r := range 13 {
		if m&(1<<r) != 0 {
			cnt[r] = 1
			sum += rankHash[r]
		}
	}
	want := key&^(1<<33-1) - sum // the doubled ranks' constants
	// Each way of choosing extra ranks of m, as a submask of m.
	for t := m; ; t = (t - 1) & m {
		if bits.OnesCount16(t) == extra {
			var h uint64
			for x := t; x != 0; x &= x - 1 {
				h += rankHash[bits.TrailingZeros16(x)]
			}
			if h == want {
				for x := t; x != 0; x &= x - 1 {
					cnt[bits.TrailingZeros16(x)]++
				}
				return cnt, true
			}
		}
		if t == 0 {
			return cnt, false
		}
	}
}

// cardsCounts returns how many times each rank of suit s is in cards.
func cardsCounts(cards []card.Card, s uint) (cnt [13]uint8) {
	for _, c := range cards {
		if uint(c.Suit()) == s {
			cnt[c.Rank()-2]++
		}
	}
	return cnt
}

// threeDup returns the Three value of three cards of suit s, one of them
// twice: a flush (67.23 ranks a flush above a pair).
func threeDup(c []card.Card, s uint, key uint64) uint16 {
	cnt := cardsCounts(c, s)
	return max(threeTables.rank[slot(key)], threeNumbering.value(flushScore(rThree, &cnt, 3)))
}

// fourDup returns the Four value of 4 to 6 cards whose suit s holds four or
// more, one of them twice: the better of its ranks alone (rank), the suit's
// distinct ranks (a straight flush) and its four highest cards, a flush.
func fourDup(cards []card.Card, s uint, rank uint16, m uint16) uint16 {
	cnt := cardsCounts(cards, s)
	return max(rank, fourTables.suited[m], fourNumbering.value(flushScore(rFour, &cnt, 4)))
}
