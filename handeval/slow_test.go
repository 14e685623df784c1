package handeval

// The slow evaluator: an obviously correct reading of each section, written
// apart from the fast path (which works on rank keys, multisets and masks).
// It looks at actual cards: sort the ranks by how many times each appears,
// then by rank; name the combination by the section's list, top to bottom;
// break ties by that sorted list. Best-of hands try every subset. Its scores
// are only compared with each other.
//
// The cards may come from two decks (ruling P11), a card up to twice: a
// hand is then a multiset, and each definition reads it as one. Five of a
// suit is a flush whatever its ranks, and ranks by its cards from the
// highest down, a pair's two cards side by side (A-A-K-Q-2 above A-K-Q-J-9);
// the sections' lists decide between a flush and a pair or two pairs the
// hand also is. A straight needs different ranks. Five cards of a rank are
// four of a kind with a kicker of that rank (P11).

import (
	"slices"

	"croupier/card"
)

// A score orders hands of one ranking: the combination's position counted
// from the bottom of the section's list, then up to six ranks in 4-bit
// fields, most significant first.
type score uint64

func mkScore(pos int, ranks []int) score {
	s := score(pos) << 24
	for i, r := range ranks {
		s |= score(r) << (20 - 4*i)
	}
	return s
}

// sortedGroups returns the ranks of cards ordered by how many times each
// appears, then by rank, each rank once; and the counts in the same order.
// aceLow makes the ace 1.
func sortedGroups(cards []card.Card, aceLow bool) (ranks, counts []int) {
	var count [15]int
	var rbuf, cbuf [7]int
	ranks, counts = rbuf[:0], cbuf[:0]
	for _, c := range cards {
		r := int(c.Rank())
		if aceLow && r == 14 {
			r = 1
		}
		if count[r] == 0 {
			ranks = append(ranks, r)
		}
		count[r]++
	}
	slices.SortFunc(ranks, func(a, b int) int {
		if count[a] != count[b] {
			return count[b] - count[a]
		}
		return b - a
	})
	for _, r := range ranks {
		counts = append(counts, count[r])
	}
	return ranks, counts
}

// descending returns the ranks of cards from the highest down, a rank as
// many times as it is there: a flush's order.
func descending(cards []card.Card) []int {
	r := make([]int, len(cards))
	for i, c := range cards {
		r[i] = int(c.Rank())
	}
	slices.SortFunc(r, func(a, b int) int { return b - a })
	return r
}

func sameSuit(cards []card.Card) bool {
	for _, c := range cards {
		if c.Suit() != cards[0].Suit() {
			return false
		}
	}
	return true
}

// straightHigh returns the top card of a straight of all the cards, or 0:
// distinct consecutive ranks, or the ace with 2, 3, … as the lowest card
// (then the top card is the number of cards).
func straightHigh(cards []card.Card) int {
	ranks, counts := sortedGroups(cards, false)
	if len(counts) != len(cards) {
		return 0
	}
	n := len(cards)
	if ranks[0]-ranks[n-1] == n-1 {
		return ranks[0]
	}
	low := []int{14}
	for r := n; r >= 2; r-- {
		low = append(low, r)
	}
	if slices.Equal(ranks, low) {
		return n
	}
	return 0
}

// pattern names the count pattern as a number: 41, 32, 311, 221, 2111,
// 11111.
func pattern(counts []int) int {
	p := 0
	for _, c := range counts {
		p = p*10 + c
	}
	return p
}

// The sections' lists, lowest first.
var (
	orderHigh   = []Category{HighCard, Pair, TwoPairs, ThreeOfAKind, Straight, Flush, FullHouse, FourOfAKind, StraightFlush, RoyalFlush}           // 67.2
	orderPaiGow = []Category{HighCard, Pair, TwoPairs, ThreeOfAKind, Straight, Flush, FullHouse, FourOfAKind, StraightFlush, RoyalFlush, FiveAces} // 40
	orderThree  = []Category{HighCard, Pair, Flush, Straight, ThreeOfAKind, StraightFlush}                                                         // 67.23
	orderFour   = []Category{HighCard, Pair, TwoPairs, Straight, Flush, ThreeOfAKind, StraightFlush, FourOfAKind}                                  // 67.65
	orderRazz   = []Category{FourOfAKind, FullHouse, ThreeOfAKind, TwoPairs, Pair, Low}                                                            // the lower, the better
	orderEight  = []Category{NoLow, Low}
)

func pos(order []Category, c Category) int { return slices.Index(order, c) + 1 }

// slowFive scores five standard cards by 67.2/67.11, or by 40 when paiGow.
func slowFive(cards []card.Card, paiGow bool) (Category, score) {
	ranks, counts := sortedGroups(cards, false)
	flush, top := sameSuit(cards), straightHigh(cards)
	order := orderHigh
	if paiGow {
		order = orderPaiGow
		// 40(3), 40(7): A-K-Q-J-10, then A-2-3-4-5, then K-high down.
		switch top {
		case 14:
			top = 15
		case 5:
			top = 14
		}
	}
	var c Category
	switch {
	case flush && top != 0 && ranks[0] == 14 && ranks[4] == 10:
		return RoyalFlush, mkScore(pos(order, RoyalFlush), nil)
	case flush && top != 0:
		return StraightFlush, mkScore(pos(order, StraightFlush), []int{top})
	case pattern(counts) == 5: // P11: four of the rank and a kicker of the rank
		return FourOfAKind, mkScore(pos(order, FourOfAKind), []int{ranks[0], ranks[0]})
	case pattern(counts) == 41:
		c = FourOfAKind
	case pattern(counts) == 32:
		c = FullHouse
	case flush:
		return Flush, mkScore(pos(order, Flush), descending(cards))
	case top != 0:
		return Straight, mkScore(pos(order, Straight), []int{top})
	case pattern(counts) == 311:
		c = ThreeOfAKind
	case pattern(counts) == 221:
		c = TwoPairs
	case pattern(counts) == 2111:
		c = Pair
	default:
		c = HighCard
	}
	return c, mkScore(pos(order, c), ranks)
}

// slowPaiGow scores five of the 53 cards (39, 40, PG1, PG4): the joker is
// tried as every card not in the hand, kept when it is an ace or when it
// makes a straight, a flush, a straight flush or a royal flush.
func slowPaiGow(cards []card.Card) (Category, score) {
	j := slices.Index(cards, card.Joker)
	if j < 0 {
		return slowFive(cards, true)
	}
	aces := 0
	for _, c := range cards {
		if c.Rank() == card.Ace {
			aces++
		}
	}
	if aces == 4 {
		return FiveAces, mkScore(pos(orderPaiGow, FiveAces), nil)
	}
	var bestC Category
	var best score
	h := slices.Clone(cards)
	for x := card.Card(1); x <= 52; x++ {
		if slices.Contains(cards, x) {
			continue
		}
		h[j] = x
		c, s := slowFive(h, true)
		if x.Rank() != card.Ace && c != Straight && c != Flush && c != StraightFlush && c != RoyalFlush {
			continue
		}
		if s > best {
			bestC, best = c, s
		}
	}
	return bestC, best
}

// slowPaiGowLow scores two cards (40(10), 41), the joker as an ace.
func slowPaiGowLow(cards []card.Card) (Category, score) {
	r := func(c card.Card) int {
		if c == card.Joker {
			return 14
		}
		return int(c.Rank())
	}
	a, b := r(cards[0]), r(cards[1])
	if a == b {
		return Pair, mkScore(2, []int{a})
	}
	return HighCard, mkScore(1, []int{max(a, b), min(a, b)})
}

// slowThree scores three cards (67.23, ruling P3).
func slowThree(cards []card.Card) (Category, score) {
	ranks, counts := sortedGroups(cards, false)
	flush, top := sameSuit(cards), straightHigh(cards)
	var c Category
	switch {
	case flush && top != 0:
		return StraightFlush, mkScore(pos(orderThree, StraightFlush), []int{top})
	case pattern(counts) == 3:
		c = ThreeOfAKind
	case top != 0:
		return Straight, mkScore(pos(orderThree, Straight), []int{top})
	case flush:
		return Flush, mkScore(pos(orderThree, Flush), descending(cards))
	case pattern(counts) == 21:
		c = Pair
	default:
		c = HighCard
	}
	return c, mkScore(pos(orderThree, c), ranks)
}

// slowFour scores four cards (67.65).
func slowFour(cards []card.Card) (Category, score) {
	ranks, counts := sortedGroups(cards, false)
	flush, top := sameSuit(cards), straightHigh(cards)
	var c Category
	switch {
	case pattern(counts) == 4:
		c = FourOfAKind
	case flush && top != 0:
		return StraightFlush, mkScore(pos(orderFour, StraightFlush), []int{top})
	case pattern(counts) == 31:
		c = ThreeOfAKind
	case flush:
		return Flush, mkScore(pos(orderFour, Flush), descending(cards))
	case top != 0:
		return Straight, mkScore(pos(orderFour, Straight), []int{top})
	case pattern(counts) == 22:
		c = TwoPairs
	case pattern(counts) == 211:
		c = Pair
	default:
		c = HighCard
	}
	return c, mkScore(pos(orderFour, c), ranks)
}

// slowRazz scores five cards as an ace-to-five low: lower is better, so the
// ranks are stored as 15 − rank and the combinations listed worst first.
func slowRazz(cards []card.Card) (Category, score) {
	ranks, counts := sortedGroups(cards, true)
	var c Category
	switch pattern(counts) {
	case 41:
		c = FourOfAKind
	case 32:
		c = FullHouse
	case 311:
		c = ThreeOfAKind
	case 221:
		c = TwoPairs
	case 2111:
		c = Pair
	default:
		c = Low
	}
	inv := make([]int, len(ranks))
	for i, r := range ranks {
		inv[i] = 15 - r
	}
	return c, mkScore(pos(orderRazz, c), inv)
}

// slowEight scores five cards as an eight-or-better low.
func slowEight(cards []card.Card) (Category, score) {
	ranks, counts := sortedGroups(cards, true)
	if len(counts) != 5 || ranks[0] > 8 {
		return NoLow, mkScore(pos(orderEight, NoLow), nil)
	}
	inv := make([]int, 5)
	for i, r := range ranks {
		inv[i] = 15 - r
	}
	return Low, mkScore(pos(orderEight, Low), inv)
}

// slowBest returns the best score of eval over every k cards of cards.
func slowBest(cards []card.Card, k int, eval func([]card.Card) (Category, score)) (Category, score) {
	var bestC Category
	var best score
	sub := make([]card.Card, 0, k)
	var rec func(i int)
	rec = func(i int) {
		if len(sub) == k {
			if c, s := eval(sub); s > best {
				bestC, best = c, s
			}
			return
		}
		for j := i; j <= len(cards)-(k-len(sub)); j++ {
			sub = append(sub, cards[j])
			rec(j + 1)
			sub = sub[:len(sub)-1]
		}
	}
	rec(0)
	return bestC, best
}

// slowOmaha returns the best score of eval over two of the four hole cards
// and three of the board.
func slowOmaha(hole, board []card.Card, eval func([]card.Card) (Category, score)) (Category, score) {
	var bestC Category
	var best score
	for i := range hole {
		for j := i + 1; j < len(hole); j++ {
			for a := range board {
				for b := a + 1; b < len(board); b++ {
					for c := b + 1; c < len(board); c++ {
						h := []card.Card{hole[i], hole[j], board[a], board[b], board[c]}
						if cat, s := eval(h); s > best {
							bestC, best = cat, s
						}
					}
				}
			}
		}
	}
	return bestC, best
}

func slowHigh(cards []card.Card) (Category, score) {
	return slowBest(cards, 5, func(h []card.Card) (Category, score) { return slowFive(h, false) })
}

// The lists of PHH's rankings beyond the by-law's, lowest first: short-deck
// hold'em's (a flush above a full house) and deuce-to-seven's, the worst
// hand first.
var (
	orderShortDeck    = []Category{HighCard, Pair, TwoPairs, ThreeOfAKind, Straight, FullHouse, Flush, FourOfAKind, StraightFlush, RoyalFlush}
	orderDeuceToSeven = []Category{StraightFlush, FourOfAKind, FullHouse, Flush, Straight, ThreeOfAKind, TwoPairs, Pair, HighCard}
)

// slowShortDeck scores five cards of the 36 from six to ace: consecutive
// ranks are a straight, and so is A-6-7-8-9 (top card 9); a flush beats a
// full house. A card below the six makes no hand.
func slowShortDeck(cards []card.Card) (Category, score) {
	for _, c := range cards {
		if c.Rank() < 6 {
			return NoHand, 0
		}
	}
	ranks, counts := sortedGroups(cards, false)
	flush, top := sameSuit(cards), 0
	switch {
	case len(counts) == 5 && ranks[0]-ranks[4] == 4:
		top = ranks[0]
	case slices.Equal(ranks, []int{14, 9, 8, 7, 6}):
		top = 9
	}
	o := orderShortDeck
	var c Category
	switch {
	case flush && top == 14:
		return RoyalFlush, mkScore(pos(o, RoyalFlush), nil)
	case flush && top != 0:
		return StraightFlush, mkScore(pos(o, StraightFlush), []int{top})
	case pattern(counts) == 41:
		c = FourOfAKind
	case flush:
		return Flush, mkScore(pos(o, Flush), descending(cards))
	case pattern(counts) == 32:
		c = FullHouse
	case top != 0:
		return Straight, mkScore(pos(o, Straight), []int{top})
	case pattern(counts) == 311:
		c = ThreeOfAKind
	case pattern(counts) == 221:
		c = TwoPairs
	case pattern(counts) == 2111:
		c = Pair
	default:
		c = HighCard
	}
	return c, mkScore(pos(o, c), ranks)
}

// slowDeuceToSeven scores five cards as a deuce-to-seven low: the high
// ranking read upside down, the ace only high (A-2-3-4-5 is no straight).
// The lower hand is the better: the combinations are listed worst first and
// the ranks stored as 15 − rank.
func slowDeuceToSeven(cards []card.Card) (Category, score) {
	ranks, counts := sortedGroups(cards, false)
	flush, top := sameSuit(cards), 0
	if len(counts) == 5 && ranks[0]-ranks[4] == 4 {
		top = ranks[0]
	}
	inv := make([]int, len(ranks))
	for i, r := range ranks {
		inv[i] = 15 - r
	}
	o := orderDeuceToSeven
	var c Category
	switch {
	case flush && top != 0:
		return StraightFlush, mkScore(pos(o, StraightFlush), []int{15 - top})
	case pattern(counts) == 41:
		c = FourOfAKind
	case pattern(counts) == 32:
		c = FullHouse
	case flush:
		c = Flush
	case top != 0:
		return Straight, mkScore(pos(o, Straight), []int{15 - top})
	case pattern(counts) == 311:
		c = ThreeOfAKind
	case pattern(counts) == 221:
		c = TwoPairs
	case pattern(counts) == 2111:
		c = Pair
	default:
		c = HighCard
	}
	return c, mkScore(pos(o, c), inv)
}

// slowBadugi scores up to four cards as a badugi hand: try the most cards
// first, keep the sets with no suit and no rank twice, and of those the one
// whose ranks (the ace 1), from the highest down, are lowest.
func slowBadugi(cards []card.Card) (Category, score) {
	cats := []Category{OneCardHand, TwoCardHand, ThreeCardHand, FourCardHand}
	for k := len(cards); k >= 1; k-- {
		var best []int
		combinations(cards, k, func(sub []card.Card) {
			suits, ranks := map[card.Suit]bool{}, map[int]bool{}
			var rs []int
			for _, c := range sub {
				r := int(c.Rank())
				if r == 14 {
					r = 1
				}
				if suits[c.Suit()] || ranks[r] {
					return
				}
				suits[c.Suit()], ranks[r] = true, true
				rs = append(rs, r)
			}
			slices.SortFunc(rs, func(a, b int) int { return b - a })
			if best == nil || slices.Compare(rs, best) < 0 {
				best = rs
			}
		})
		if best != nil {
			inv := make([]int, k)
			for i, r := range best {
				inv[i] = 14 - r
			}
			return cats[k-1], mkScore(k, inv)
		}
	}
	return NoHand, 0
}
