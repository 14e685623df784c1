package handeval

import (
	"fmt"
	"math/bits"
	"slices"
	"sync"

	"croupier/card"
)

// The tables are built from the rules below: each ranking scores its exact
// hands (five cards, or three, or four) by the section's order; a hand of
// more cards scores the best of its hands one card smaller; a table of
// values then numbers the scores densely inside each combination.
//
// A score ("raw") is place<<20 followed by up to five ranks in 4-bit fields,
// the most significant first: the ranks that make the combination (the four,
// the three, the higher pair, the lower pair), then the other cards from the
// highest down, or for a straight its top card. Higher scores are better.

// raw packs a place and ranks into a score.
func raw(place uint32, ranks ...uint8) uint32 {
	s := place << 20
	for i, r := range ranks {
		s |= uint32(r) << (16 - 4*i)
	}
	return s
}

// grouped lists the ranks present in cnt by count, then rank, both
// decreasing, as rank values 2–14 (an ace is 1 when aceLow).
func grouped(cnt *[13]uint8, aceLow bool) (counts, ranks [7]uint8, n int) {
	for i := 12; i >= 0; i-- {
		if cnt[i] == 0 {
			continue
		}
		c, r := cnt[i], uint8(i+2)
		if aceLow && i == 12 {
			r = 1
		}
		j := n
		for j > 0 && (counts[j-1] < c || counts[j-1] == c && ranks[j-1] < r) {
			counts[j], ranks[j] = counts[j-1], ranks[j-1]
			j--
		}
		counts[j], ranks[j] = c, r
		n++
	}
	return counts, ranks, n
}

// rankMask returns the set of rank indexes present in cnt.
func rankMask(cnt *[13]uint8) uint16 {
	var m uint16
	for i, c := range cnt {
		if c > 0 {
			m |= 1 << i
		}
	}
	return m
}

// straightTop returns the rank of the top card of a k-card straight made by
// exactly the ranks of mask (k bits), or 0. The ace plays high (A-K-Q-J-10)
// or low below the two (5-4-3-2-A, top card 5; 4-3-2-A; 3-2-A), never both:
// Q-K-A-2-3 is no straight (67.2(6), 67.11(6), 67.65(5)).
func straightTop(mask uint16, k int) uint8 {
	if bits.OnesCount16(mask) != k {
		return 0
	}
	lo := bits.TrailingZeros16(mask)
	if bits.Len16(mask)-lo == k {
		return uint8(lo + k + 1) // top index lo+k−1, rank +2
	}
	wheel := uint16(1)<<12 | (1<<(k-1) - 1) // ace and the k−1 lowest ranks
	if mask == wheel {
		return uint8(k)
	}
	return 0
}

// paiGowStraight returns the order of a straight with top card top in Pai
// Gow Poker: A-K-Q-J-10 highest, then A-2-3-4-5, then K-high down to 6-high
// (40(3), 40(7), ruling PG1).
func paiGowStraight(top uint8) uint8 {
	switch top {
	case 14:
		return 15
	case 5:
		return 14
	}
	return top
}

// five scores five cards under High (67.2, 67.11) or PaiGow (40).
func five(r ranking, cnt *[13]uint8) uint32 {
	c, k, _ := grouped(cnt, false)
	p := func(cat Category) uint32 { return place(r, cat) }
	switch {
	case c[0] == 5 && r == rPaiGow: // four aces and the joker as an ace: 40(1)
		return raw(p(FiveAces))
	case c[0] == 5: // two decks: four of a kind with a kicker of its rank (ruling P11)
		return raw(p(FourOfAKind), k[0], k[0])
	case c[0] == 4:
		return raw(p(FourOfAKind), k[0], k[1])
	case c[0] == 3 && c[1] == 2:
		return raw(p(FullHouse), k[0], k[1])
	case c[0] == 3:
		return raw(p(ThreeOfAKind), k[0], k[1], k[2])
	case c[0] == 2 && c[1] == 2:
		return raw(p(TwoPairs), k[0], k[1], k[2])
	case c[0] == 2:
		return raw(p(Pair), k[0], k[1], k[2], k[3])
	}
	if top := straightTop(rankMask(cnt), 5); top != 0 {
		if r == rPaiGow {
			top = paiGowStraight(top)
		}
		return raw(p(Straight), top)
	}
	return raw(p(HighCard), k[0], k[1], k[2], k[3], k[4])
}

// fiveSuited scores five cards of one suit with the ranks in mask.
func fiveSuited(r ranking, mask uint16) uint32 {
	p := func(cat Category) uint32 { return place(r, cat) }
	if top := straightTop(mask, 5); top != 0 {
		if top == 14 {
			return raw(p(RoyalFlush))
		}
		if r == rPaiGow {
			top = paiGowStraight(top)
		}
		return raw(p(StraightFlush), top)
	}
	return raw(p(Flush), maskRanks(mask, 5)...)
}

// flushScore scores the flush of the k highest cards of a suit whose ranks
// cnt counts: with two decks a rank may be there twice, and a flush holding a
// pair ranks by its cards from the highest down like any other (A-A-K-Q-2
// above A-K-Q-J-9). When those k cards are of different ranks it returns 0
// if they make a straight (a straight flush, which the suited table values):
// callers take the better of it and the suited table's value.
func flushScore(r ranking, cnt *[13]uint8, k int) uint32 {
	var buf [5]uint8
	ranks, mask := buf[:0], uint16(0)
	for i := 12; i >= 0 && len(ranks) < k; i-- {
		for j := uint8(0); j < cnt[i] && len(ranks) < k; j++ {
			ranks = append(ranks, uint8(i+2))
			mask |= 1 << i
		}
	}
	if straightTop(mask, k) != 0 {
		return 0
	}
	return raw(place(r, Flush), ranks...)
}

// dupFlushScores scores the flushes of k cards that hold a card twice (two
// decks): every k ranks with at most two of each and a pair among them. A
// suit holds no rank three times with two decks.
func dupFlushScores(r ranking, k int) []uint32 {
	var out []uint32
	multisets(k, func(cnt *[13]uint8, _ uint64) {
		pair := false
		for _, c := range cnt {
			if c > 2 {
				return
			}
			pair = pair || c == 2
		}
		if pair {
			out = append(out, flushScore(r, cnt, k))
		}
	})
	return out
}

// maskRanks lists the n highest ranks of mask, decreasing.
func maskRanks(mask uint16, n int) []uint8 {
	out := make([]uint8, 0, 5)
	for i := 12; i >= 0 && len(out) < n; i-- {
		if mask&(1<<i) != 0 {
			out = append(out, uint8(i+2))
		}
	}
	return out
}

// three scores three cards (67.23): A-K-Q the highest straight, A-2-3 the
// lowest (ruling P3).
func three(cnt *[13]uint8) uint32 {
	c, k, _ := grouped(cnt, false)
	p := func(cat Category) uint32 { return place(rThree, cat) }
	switch {
	case c[0] == 3:
		return raw(p(ThreeOfAKind), k[0])
	case c[0] == 2:
		return raw(p(Pair), k[0], k[1])
	}
	if top := straightTop(rankMask(cnt), 3); top != 0 {
		return raw(p(Straight), top)
	}
	return raw(p(HighCard), k[0], k[1], k[2])
}

func threeSuited(mask uint16) uint32 {
	if top := straightTop(mask, 3); top != 0 {
		return raw(place(rThree, StraightFlush), top)
	}
	return raw(place(rThree, Flush), maskRanks(mask, 3)...)
}

// four scores four cards (67.65): A-K-Q-J the highest straight, A-2-3-4 the
// lowest.
func four(cnt *[13]uint8) uint32 {
	c, k, _ := grouped(cnt, false)
	p := func(cat Category) uint32 { return place(rFour, cat) }
	switch {
	case c[0] == 4:
		return raw(p(FourOfAKind), k[0])
	case c[0] == 3:
		return raw(p(ThreeOfAKind), k[0], k[1])
	case c[0] == 2 && c[1] == 2:
		return raw(p(TwoPairs), k[0], k[1])
	case c[0] == 2:
		return raw(p(Pair), k[0], k[1], k[2])
	}
	if top := straightTop(rankMask(cnt), 4); top != 0 {
		return raw(p(Straight), top)
	}
	return raw(p(HighCard), k[0], k[1], k[2], k[3])
}

func fourSuited(mask uint16) uint32 {
	if top := straightTop(mask, 4); top != 0 {
		return raw(place(rFour, StraightFlush), top)
	}
	return raw(place(rFour, Flush), maskRanks(mask, 4)...)
}

// razz scores five cards as an ace-to-five low: the ace is the lowest card,
// straights and flushes do not count, and the lower hand is the better one,
// so the ranks are stored as 15 − rank.
func razz(cnt *[13]uint8) uint32 {
	cat, inv := lowGroups(cnt, true)
	if cat == HighCard {
		cat = Low
	}
	return raw(place(rRazz, cat), inv...)
}

// lowGroups names the combination of five cards' ranks under a low ranking
// (four of a kind down to a pair, or HighCard for five different ranks) and
// lists the ranks as grouped orders them, each stored as 15 − rank so that
// the lower hand scores higher; aceLow makes the ace 1.
func lowGroups(cnt *[13]uint8, aceLow bool) (Category, []uint8) {
	c, k, n := grouped(cnt, aceLow)
	cat := HighCard
	switch {
	case c[0] == 4:
		cat = FourOfAKind
	case c[0] == 3 && c[1] == 2:
		cat = FullHouse
	case c[0] == 3:
		cat = ThreeOfAKind
	case c[0] == 2 && c[1] == 2:
		cat = TwoPairs
	case c[0] == 2:
		cat = Pair
	}
	inv := make([]uint8, n)
	for i := range inv {
		inv[i] = 15 - k[i]
	}
	return cat, inv
}

// lowEight scores five cards as an ace-to-five low that qualifies only with
// five different ranks of eight or lower.
func lowEight(cnt *[13]uint8) uint32 {
	c, k, _ := grouped(cnt, true)
	if c[0] != 1 || k[0] > 8 {
		return raw(place(rLowEight, NoLow))
	}
	return raw(place(rLowEight, Low), 15-k[0], 15-k[1], 15-k[2], 15-k[3], 15-k[4])
}

// A ranking's tables: values by multiset (indexed by hash slot) and by the
// rank mask of a suit with enough cards.
type tables struct {
	rank   *[1 << hashSlots]uint16
	suited *[1 << 13]uint16
}

// A numbering maps the scores of one ranking to values: place<<12 plus the
// score's index among the scores of its place, which may run on into the
// next places when the combination takes more than one (value.go's places).
// It holds the distinct scores, sorted, and their values.
type numbering struct {
	scores []uint32
	values []uint16
}

// value returns the value of score s, which must be one of n's or 0 (no
// hand).
func (n *numbering) value(s uint32) uint16 {
	if s == 0 {
		return 0
	}
	i, ok := slices.BinarySearch(n.scores, s)
	if !ok {
		panic(fmt.Sprintf("handeval: score %#x not numbered", s))
	}
	return n.values[i]
}

// span returns how many consecutive places of ranking r its combination at
// place p takes.
func span(r ranking, p int) int {
	n := 1
	for p+n < len(places[r]) && places[r][p+n] == places[r][p] {
		n++
	}
	return n
}

// newNumbering numbers every score of ranking r in scores (zeros ignored).
func newNumbering(r ranking, scores ...[]uint32) *numbering {
	var all []uint32
	for _, t := range scores {
		for _, s := range t {
			if s != 0 {
				all = append(all, s)
			}
		}
	}
	slices.Sort(all)
	all = slices.Compact(all)
	n := &numbering{scores: all, values: make([]uint16, len(all))}
	idx, last := 0, uint32(0)
	for i, s := range all {
		if s>>20 != last {
			idx, last = 0, s>>20
		}
		if idx >= span(r, int(s>>20))<<12 {
			panic(fmt.Sprintf("handeval: too many hands in place %d of the %v ranking", s>>20, r))
		}
		n.values[i] = uint16(s>>20<<12 + uint32(idx))
		idx++
	}
	return n
}

// apply returns the values of scores, which it may reorder.
func (n *numbering) apply(scores []uint32) []uint16 {
	idx := make([]uint64, 0, len(scores))
	for i, s := range scores {
		if s != 0 {
			idx = append(idx, uint64(s)<<32|uint64(i))
		}
	}
	slices.Sort(idx)
	out, j := make([]uint16, len(scores)), 0
	for _, x := range idx {
		for n.scores[j] != uint32(x>>32) {
			j++
		}
		out[uint32(x)] = n.values[j]
	}
	return out
}

// scores holds a ranking's scores of its exact hands, of base cards: by
// multiset (the slots and scores of the multisets of base ranks) and by the
// masks of base ranks of a suit.
type scores struct {
	base   int
	slots  []uint32
	rank   []uint32
	suited []uint32
}

func (s *scores) all() [][]uint32 { return [][]uint32{s.rank, s.suited} }

// The most copies of a rank a ranking's hands may hold: one deck's four,
// or two decks' eight (no more than seven in a hand).
const (
	oneDeck  = 4
	twoDecks = 8
)

// scoreExact scores the multisets of base ranks, each rank at most copies
// times (the others score 0, no hand), and the masks of base ranks of a suit.
func scoreExact(base, copies int, score func(*[13]uint8) uint32, scoreSuited func(uint16) uint32) *scores {
	sc := &scores{base: base}
	multisets(base, func(cnt *[13]uint8, key uint64) {
		s := uint32(0)
		if int(slices.Max(cnt[:])) <= copies {
			s = score(cnt)
		}
		sc.slots = append(sc.slots, slot(key))
		sc.rank = append(sc.rank, s)
	})
	if scoreSuited != nil {
		sc.suited = make([]uint32, 1<<13)
		for m := range 1 << 13 {
			if bits.OnesCount(uint(m)) == base {
				sc.suited[m] = scoreSuited(uint16(m))
			}
		}
	}
	return sc
}

// bestOf numbers the exact hands' scores and extends them to hands of up to
// top cards, each rank at most copies times: the best hand of n cards is the
// best of its hands of n−1.
func bestOf(sc *scores, n *numbering, top, copies int) *tables {
	t := &tables{rank: new([1 << hashSlots]uint16)}
	for i, v := range n.apply(sc.rank) {
		t.rank[sc.slots[i]] = v
	}
	// Push each hand's value to the hands one card larger.
	for i := bySize[sc.base]; i < bySize[top]; i++ {
		m := &allMultisets[i]
		v := t.rank[slot(m.key)]
		for r, c := range m.cnt {
			if int(c) < copies {
				s := slot(m.key + rankHash[r])
				t.rank[s] = max(t.rank[s], v)
			}
		}
	}
	if sc.suited != nil {
		t.suited = new([1 << 13]uint16)
		copy(t.suited[:], n.apply(sc.suited))
		for m := range 1 << 13 {
			if k := bits.OnesCount(uint(m)); k > sc.base && k <= top {
				for b := range 13 {
					if m&(1<<b) != 0 {
						t.suited[m] = max(t.suited[m], t.suited[m&^(1<<b)])
					}
				}
			}
		}
	}
	return t
}

// buildRanking builds the tables of ranking r, whose exact hands have base
// cards, for hands of base to top cards, each rank at most copies times, and
// returns them with the numbering of its values. With two decks the
// numbering holds the flushes that hold a card twice, which the tables do
// not (dup.go values them).
func buildRanking(r ranking, base, top, copies int, score func(*[13]uint8) uint32, scoreSuited func(uint16) uint32) (*tables, *numbering) {
	sc := scoreExact(base, copies, score, scoreSuited)
	all := sc.all()
	if copies > oneDeck && scoreSuited != nil {
		all = append(all, dupFlushScores(r, base))
	}
	n := newNumbering(r, all...)
	return bestOf(sc, n, top, copies), n
}

var (
	highNumbering *numbering // the high ranking's values, for hands with a card twice

	threeOnce, fourOnce           sync.Once
	threeTables, fourTables       *tables
	threeNumbering, fourNumbering *numbering
	lowOnce                       sync.Once
	razzTables, eightTables       *tables

	paiGowOnce   sync.Once
	paiGowTables *tables // 5 cards without the joker (40)
	jokerTables  *tables // the 4 cards beside the joker; suited: 4 ranks of one suit

	shortDeckOnce, deuceOnce, badugiOnce sync.Once
	shortDeckTables, deuceTables         *tables
	badugiNumbering                      *numbering
)

func initThree() {
	threeOnce.Do(func() { threeTables, threeNumbering = buildRanking(rThree, 3, 3, twoDecks, three, threeSuited) })
}

func initFour() {
	fourOnce.Do(func() { fourTables, fourNumbering = buildRanking(rFour, 4, 6, twoDecks, four, fourSuited) })
}

// initLow builds the low rankings' tables: the poker room deals one deck.
func initLow() {
	lowOnce.Do(func() {
		razzTables, _ = buildRanking(rRazz, 5, 7, oneDeck, razz, nil)
		eightTables, _ = buildRanking(rLowEight, 5, 7, oneDeck, lowEight, nil)
	})
}

// initShortDeck builds short-deck hold'em's tables: best 5 of 5 to 7.
func initShortDeck() {
	shortDeckOnce.Do(func() {
		shortDeckTables, _ = buildRanking(rShortDeck, 5, 7, oneDeck, shortDeck, shortDeckSuited)
	})
}

// initDeuceToSeven builds deuce-to-seven's tables: five cards, as the draw
// games deal them.
func initDeuceToSeven() {
	deuceOnce.Do(func() {
		deuceTables, _ = buildRanking(rDeuceToSeven, 5, 5, oneDeck, deuceToSeven, deuceToSevenSuited)
	})
}

// initBadugi numbers badugi's hands: they are scored from the cards
// themselves (badugiScore), not from tables.
func initBadugi() {
	badugiOnce.Do(func() { badugiNumbering = newNumbering(rBadugi, badugiScores()) })
}

// initPaiGow builds the 5-card tables and the joker's: the joker counts as an
// ace, or as any card that completes a straight, a flush, a straight flush or
// a royal flush (39, ruling PG1); as a flush card it is the highest rank the
// flush lacks (ruling PG4), which is the best flush it can complete.
func initPaiGow() {
	paiGowOnce.Do(func() {
		sc := scoreExact(5, oneDeck, func(c *[13]uint8) uint32 { return five(rPaiGow, c) }, func(m uint16) uint32 { return fiveSuited(rPaiGow, m) })
		j := &scores{base: 4, suited: make([]uint32, 1<<13)}
		straight := place(rPaiGow, Straight)
		multisets(4, func(cnt *[13]uint8, key uint64) {
			c := *cnt
			c[12]++ // the joker as an ace
			best := five(rPaiGow, &c)
			for r := range 12 { // or completing a straight
				if cnt[r] == 0 {
					c := *cnt
					c[r]++
					if s := five(rPaiGow, &c); s>>20 == straight {
						best = max(best, s)
					}
				}
			}
			j.slots = append(j.slots, slot(key))
			j.rank = append(j.rank, best)
		})
		for m := range 1 << 13 {
			if bits.OnesCount(uint(m)) != 4 {
				continue
			}
			for r := range 13 { // four cards of a suit and the joker of that suit
				if m&(1<<r) == 0 {
					j.suited[m] = max(j.suited[m], fiveSuited(rPaiGow, uint16(m|1<<r)))
				}
			}
		}
		n := newNumbering(rPaiGow, append(sc.all(), j.all()...)...)
		paiGowTables, jokerTables = bestOf(sc, n, 5, oneDeck), bestOf(j, n, 4, oneDeck)
	})
}

// The short deck's ranks are six to ace: rank indexes 4 to 12. Its lowest
// straight is A-6-7-8-9, the ace below the six (PHH's short-deck hold'em,
// as PokerKit ranks it).
const (
	shortDeckLow   = 1<<4 - 1                          // the ranks the deck lacks: 2 to 5
	shortDeckWheel = 1<<12 | 1<<4 | 1<<5 | 1<<6 | 1<<7 // A-6-7-8-9
)

// shortDeck scores five cards of the short deck: the high ranking's
// combinations (five), a flush above a full house (rShortDeck's places),
// A-6-7-8-9 the lowest straight. A hand with a card the deck lacks is no
// hand.
func shortDeck(cnt *[13]uint8) uint32 {
	mask := rankMask(cnt)
	switch {
	case mask&shortDeckLow != 0:
		return 0
	case mask == shortDeckWheel:
		return raw(place(rShortDeck, Straight), 9)
	}
	return five(rShortDeck, cnt)
}

// shortDeckSuited scores five cards of one suit of the short deck.
func shortDeckSuited(mask uint16) uint32 {
	switch {
	case mask&shortDeckLow != 0:
		return 0
	case mask == shortDeckWheel:
		return raw(place(rShortDeck, StraightFlush), 9)
	}
	return fiveSuited(rShortDeck, mask)
}

// deuceToSeven scores five cards as a deuce-to-seven low: the high
// ranking's combinations and order turned upside down, the ace always high
// (A-2-3-4-5 is no straight, an ace high). The ranks are stored as
// 15 − rank, so that the lower hand scores higher.
func deuceToSeven(cnt *[13]uint8) uint32 {
	cat, inv := lowGroups(cnt, false)
	if top := straightTop(rankMask(cnt), 5); cat == HighCard && top > 5 {
		return raw(place(rDeuceToSeven, Straight), 15-top)
	}
	return raw(place(rDeuceToSeven, cat), inv...)
}

// deuceToSevenSuited scores five cards of one suit as a deuce-to-seven
// low: a straight flush (not A-2-3-4-5) or a flush.
func deuceToSevenSuited(mask uint16) uint32 {
	if top := straightTop(mask, 5); top > 5 {
		return raw(place(rDeuceToSeven, StraightFlush), 15-top)
	}
	ranks := maskRanks(mask, 5)
	for i, r := range ranks {
		ranks[i] = 15 - r
	}
	return raw(place(rDeuceToSeven, Flush), ranks...)
}

// badugiScore scores cards (at most four) as a badugi hand: of the
// subsets whose cards are all of different suits and of different ranks,
// the largest, and among those the lowest, compared from its highest card
// down, the ace low.
func badugiScore(cards []card.Card) uint32 {
	var best uint32
	for sub := 1; sub < 1<<len(cards); sub++ {
		var suits, ranks uint16
		ok := true
		for i, c := range cards {
			if sub&(1<<i) == 0 {
				continue
			}
			r, s := uint16(1)<<(lowRank(c)-1), uint16(1)<<c.Suit()
			if suits&s != 0 || ranks&r != 0 {
				ok = false
				break
			}
			suits, ranks = suits|s, ranks|r
		}
		if ok {
			best = max(best, badugiRanks(ranks))
		}
	}
	return best
}

// lowRank returns c's rank with the ace 1.
func lowRank(c card.Card) int {
	if c.Rank() == card.Ace {
		return 1
	}
	return int(c.Rank())
}

// badugiRanks scores a badugi hand of the ranks in mask (bit r−1 for rank
// r, the ace 1): its place by the number of cards, then the ranks from the
// highest down stored as 14 − rank, so that the lower hand scores higher.
func badugiRanks(mask uint16) uint32 {
	var inv [4]uint8
	k := 0
	for r := 13; r >= 1 && k < len(inv); r-- {
		if mask&(1<<(r-1)) != 0 {
			inv[k] = uint8(14 - r)
			k++
		}
	}
	return raw(badugiPlace(k), inv[:k]...)
}

// badugiScores lists the score of every badugi hand: one to four
// different ranks.
func badugiScores() []uint32 {
	var out []uint32
	for mask := uint16(1); mask < 1<<13; mask++ {
		if bits.OnesCount16(mask) <= 4 {
			out = append(out, badugiRanks(mask))
		}
	}
	return out
}

// badugiPlace returns the place of a badugi hand of k cards.
func badugiPlace(k int) uint32 { return place(rBadugi, OneCardHand) + uint32(k-1) }
