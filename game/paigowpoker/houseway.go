package paigowpoker

import (
	"cmp"
	"slices"

	"croupier/card"
	"croupier/handeval"
)

// rank is a card's rank for setting a hand: the joker counts as an ace
// (39, ruling PG1); it completes a straight or flush only where the
// evaluator (handeval.PaiGow) finds it does.
func rank(c card.Card) card.Rank {
	if c == card.Joker {
		return card.Ace
	}
	return c.Rank()
}

// canonical sorts cards the way docs/house-way.md lists them: rank from the
// ace down, the joker before the natural aces, equal ranks by suit in
// notation order (c, d, h, s).
func canonical(cs []card.Card) {
	slices.SortFunc(cs, func(a, b card.Card) int {
		if r := cmp.Compare(rank(b), rank(a)); r != 0 {
			return r
		}
		if a == card.Joker || b == card.Joker {
			return cmp.Compare(b, a) // the joker (53) first
		}
		return cmp.Compare(a.Suit(), b.Suit())
	})
}

// A group is the cards of one rank (the joker with the aces), highest
// rank first.
type group []card.Card

// groups splits canonically sorted cards into their ranks, the larger
// groups first and, among groups of a size, the higher rank first.
func groups(cs []card.Card) []group {
	var out []group
	for i := 0; i < len(cs); {
		j := i + 1
		for j < len(cs) && rank(cs[j]) == rank(cs[i]) {
			j++
		}
		out = append(out, group(cs[i:j]))
		i = j
	}
	slices.SortStableFunc(out, func(a, b group) int { return cmp.Compare(len(b), len(a)) })
	return out
}

// Set is a hand set in two: 5 cards high, 2 low (50).
type Set struct {
	High [5]card.Card
	Low  [2]card.Card
}

// setWith returns the set whose low hand is low (two of cs) and whose high
// hand is the other five, in canonical order.
func setWith(cs []card.Card, low ...card.Card) Set {
	var s Set
	copy(s.Low[:], low)
	i := 0
	for _, c := range cs {
		if c != low[0] && c != low[1] {
			s.High[i] = c
			i++
		}
	}
	return s
}

// HouseWay sets seven distinct cards of the 53 (38) the house way,
// docs/house-way.md, rule by rule; the rule applied is its number there.
// The set is never foul (50): the rules' proofs are in the document and
// the tests check every class of hand.
func HouseWay(seven [7]card.Card) (Set, int) {
	s, rule := houseWay(seven)
	if rule != 5 {
		s = jokerKept(s)
	}
	return s, rule
}

// jokerKept returns s, or where the joker is in the high hand and a
// natural card of the low hand has the rank of a natural card of the high
// hand, the set with such cards swapped that makes the best high hand: the
// joker may complete a flush or straight flush with one ace and not with
// another (Ad 2d 5d Td Jk Ah Kc, rule 8: Ah low keeps the joker flush;
// Ad low would leave a pair of aces). Equal high hands keep s, which sends
// the last cards of the listing low. Ranks alone never change: swapping
// cards of one rank leaves the low hand as it was.
func jokerKept(s Set) Set {
	if !slices.Contains(s.High[:], card.Joker) {
		return s
	}
	best, bestHigh := s, handeval.PaiGow(s.High[:])
	for i, l := range s.Low {
		for j, h := range s.High {
			if h == card.Joker || l.Rank() != h.Rank() {
				continue
			}
			t := s
			t.Low[i], t.High[j] = h, l
			if v := handeval.PaiGow(t.High[:]); v > bestHigh {
				best, bestHigh = t, v
			}
		}
	}
	return best
}

// houseWay is HouseWay before jokerKept.
func houseWay(seven [7]card.Card) (Set, int) {
	cs := seven[:]
	cs = slices.Clone(cs)
	canonical(cs)
	gs := groups(cs)
	var quads, trips, pairs, singles []group
	for _, g := range gs {
		switch len(g) {
		case 5, 4:
			quads = append(quads, g)
		case 3:
			trips = append(trips, g)
		case 2:
			pairs = append(pairs, g)
		default:
			singles = append(singles, g)
		}
	}
	// others are the cards outside the first group, canonical.
	others := func(g group) []card.Card {
		return slices.DeleteFunc(slices.Clone(cs), func(c card.Card) bool { return slices.Contains(g, c) })
	}
	single := func(i int) card.Card { return singles[i][0] }
	switch {
	case len(quads) > 0 && len(quads[0]) == 5: // rule 2: five aces
		rest := others(quads[0])
		if rank(rest[0]) == card.King && rank(rest[1]) == card.King {
			return setWith(cs, rest...), 2
		}
		return setWith(cs, quads[0][3:5]...), 2
	case len(quads) > 0: // rule 3: four of a kind
		q, rest := quads[0], others(quads[0])
		switch r := rank(q[0]); {
		case len(trips) > 0: // four and three: a pair of the three low
			return setWith(cs, trips[0][1:]...), 3
		case len(pairs) > 0: // four and a pair: the pair low
			return setWith(cs, pairs[0]...), 3
		case r <= 6: // 2s to 6s: together
			return setWith(cs, rest[0], rest[1]), 3
		case r <= card.Ten && rank(rest[0]) == card.Ace: // 7s to 10s with an ace
			return setWith(cs, rest[0], rest[1]), 3
		default: // 7s to 10s without an ace, jacks to aces: split
			return setWith(cs, q[2], q[3]), 3
		}
	case len(trips) == 2: // rule 4: two threes of a kind
		return setWith(cs, trips[0][1:]...), 4
	case len(trips) == 1 && len(pairs) == 2: // rule 4: a three and two pairs
		return setWith(cs, pairs[0]...), 4
	case len(trips) == 1 && len(pairs) == 1: // rule 4: full house
		if rank(pairs[0][0]) == 2 && rank(single(0)) == card.Ace && rank(single(1)) == card.King {
			return setWith(cs, single(0), single(1)), 4
		}
		return setWith(cs, pairs[0]...), 4
	}
	// Rule 5: a straight or better among the seven (a straight, a flush, a
	// straight flush), with no pair, one pair or one three of a kind.
	if len(pairs) <= 1 && (len(trips) == 0 || len(pairs) == 0) {
		if s, ok := straightOrFlush(cs); ok && (len(trips) == 0 || handeval.PaiGowLow(s.Low[:]).Category() == handeval.Pair) {
			return s, 5
		}
	}
	switch {
	case len(pairs) == 3: // rule 6: three pairs, the highest low
		return setWith(cs, pairs[0]...), 6
	case len(pairs) == 2: // rule 7: two pairs
		hi, lo := rank(pairs[0][0]), rank(pairs[1][0])
		split := setWith(cs, pairs[1]...)
		together := setWith(cs, single(0), single(1))
		switch {
		case hi == card.Ace: // 7a
			return split, 7
		case hi >= card.Jack && lo >= 6: // 7b
			return split, 7
		case hi <= 6: // 7c
			return together, 7
		case rank(single(0)) == card.Ace: // 7d, with an ace
			return together, 7
		}
		return split, 7 // 7d
	case len(trips) == 1: // rule 8: three of a kind
		if rank(trips[0][0]) == card.Ace {
			return setWith(cs, trips[0][2], single(0)), 8
		}
		return setWith(cs, single(0), single(1)), 8
	case len(pairs) == 1: // rule 9: one pair
		return setWith(cs, single(0), single(1)), 9
	}
	return setWith(cs, single(1), single(2)), 10 // rule 10: no pair
}

// straightOrFlush returns, of the sets whose high hand is a straight or
// better, the one with the best low hand and then the best high hand; of
// equal ones, the one sending the cards latest in canonical order low (the
// joker stays high). It reports false if no five of cs make a straight or better.
func straightOrFlush(cs []card.Card) (Set, bool) {
	var best Set
	var bestLow, bestHigh handeval.Value
	found := false
	for i := len(cs) - 1; i > 0; i-- {
		for j := i - 1; j >= 0; j-- {
			s := setWith(cs, cs[i], cs[j])
			h := handeval.PaiGow(s.High[:])
			if h.Category() < handeval.Straight {
				continue
			}
			l := handeval.PaiGowLow(s.Low[:])
			if !found || l > bestLow || (l == bestLow && h > bestHigh) {
				best, bestLow, bestHigh, found = s, l, h, true
			}
		}
	}
	return best, found
}

// Foul reports whether high and low are not a correct set (44(3), 50): not
// five cards and two, or a high hand ranking below the low hand. A
// two-card hand is a pair or two single cards (40(10), 41), so the high
// hand is compared with it as such: two pairs or better always rank
// higher; a pair is compared by its rank with a low pair and beats two
// single cards; five single cards are compared card by card from the
// highest with the low hand's two.
func Foul(high, low []card.Card) bool {
	if len(high) != 5 || len(low) != 2 {
		return true
	}
	hv := handeval.PaiGow(high)
	lowPair := rank(low[0]) == rank(low[1])
	switch hv.Category() {
	case handeval.HighCard:
		if lowPair {
			return true
		}
		h := slices.Clone(high)
		l := slices.Clone(low)
		canonical(h)
		canonical(l)
		if rank(h[0]) != rank(l[0]) {
			return rank(h[0]) < rank(l[0])
		}
		return rank(h[1]) < rank(l[1])
	case handeval.Pair:
		if !lowPair {
			return false
		}
		h := slices.Clone(high)
		canonical(h)
		for _, g := range groups(h) {
			if len(g) == 2 {
				return rank(g[0]) < rank(low[0])
			}
		}
		return false // the joker made no pair; not reached
	}
	return false
}
