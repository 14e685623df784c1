// Package combin is the counting the exact analyses of the poker table
// games (Caribbean Stud, Boston, Four Card and Crazy Four Poker) share:
// the deck as card types held copies times, binomials, the multisets of
// types a hand may be, and the hands taken up to a permutation of the
// suits. Each analysis keeps its own sweep; only the arithmetic beneath it
// lives here, so that it is written and tested once, with the names of
// ranks their strategy tables print.
package combin

import (
	"fmt"
	"slices"
	"strings"

	"croupier/card"
	"croupier/handeval"
)

// A Deck is the cards an analysis deals: every card of Ranks and Suits,
// Copies times. The table's deck is the 13 ranks, the 4 suits and 1 or 2
// copies; tests use smaller ones.
type Deck struct {
	Ranks  []card.Rank
	Suits  []card.Suit
	Copies int
}

// Full is decks decks of 52 cards.
func Full(decks int) Deck {
	d := Deck{Suits: []card.Suit{0, 1, 2, 3}, Copies: decks}
	for r := card.Rank(2); r <= card.Ace; r++ {
		d.Ranks = append(d.Ranks, r)
	}
	return d
}

// Types lists the deck's cards, rank by rank from the lowest: type t is of
// rank t / len(Suits) and suit t % len(Suits).
func (d Deck) Types() []card.Card {
	var out []card.Card
	for _, r := range d.Ranks {
		for _, s := range d.Suits {
			out = append(out, card.New(r, s))
		}
	}
	return out
}

// Size is the deck's physical cards.
func (d Deck) Size() int { return len(d.Ranks) * len(d.Suits) * d.Copies }

// Binomial is C(n, k), 0 when k < 0 or k > n.
func Binomial(n, k int) int64 {
	if k < 0 || k > n {
		return 0
	}
	r := int64(1)
	for i := 1; i <= k; i++ {
		r = r * int64(n-k+i) / int64(i)
	}
	return r
}

// Factorial is n!.
func Factorial(n int) int64 {
	f := int64(1)
	for i := 2; i <= n; i++ {
		f *= int64(i)
	}
	return f
}

// Multisets calls f with every multiset of k of n types holding a type at
// most m times, as sorted type indices, in lexicographic order. f must not
// keep h: it is overwritten for the next.
func Multisets(n, m, k int, f func(h []uint8)) {
	h := make([]uint8, k)
	var rec func(i, from int)
	rec = func(i, from int) {
		if i == k {
			f(h)
			return
		}
		for t := from; t < n; t++ {
			if i >= m && int(h[i-m]) == t {
				continue // a type m+1 times
			}
			h[i] = uint8(t)
			next := t + 1
			if m > 1 {
				next = t
			}
			rec(i+1, next)
		}
	}
	rec(0, 0)
}

// Physical is the physical hands sorted multiset h stands for with m
// copies of each type: the product over its types of C(m, times held).
func Physical(h []uint8, m int) int64 {
	w := int64(1)
	for i := 0; i < len(h); {
		j := i
		for j < len(h) && h[j] == h[i] {
			j++
		}
		w *= Binomial(m, j-i)
		i = j
	}
	return w
}

// Hands lists the multisets of 5 of n types holding a type at most m (1 or
// 2) times, in the order of Multisets.
func Hands(n, m int) [][5]uint8 {
	size := Binomial(n, 5)
	if m == 2 { // a type twice: one pair, or two pairs
		size += int64(n)*Binomial(n-1, 3) + Binomial(n, 2)*int64(n-2)
	}
	out := make([][5]uint8, 0, size)
	Multisets(n, m, 5, func(h []uint8) { out = append(out, [5]uint8(h)) })
	return out
}

// Canonical reports whether sorted hand h, of the types of a deck of suits
// suits, is the representative of its orbit under the permutations of the
// suits, and the size of the orbit (the hands of types it stands for): h
// is when its suits' contents (the ranks each holds once and twice) do not
// increase from the first suit to the last. card.Orbit maps a hand to the
// representative of a full deck's.
func Canonical(h []uint8, suits int) (bool, int64) {
	var desc [4]uint32
	for i, t := range h {
		var r, s int
		if suits == 4 { // the table's deck: shifts, not a division
			r, s = int(t>>2), int(t&3)
		} else {
			r, s = int(t)/suits, int(t)%suits
		}
		if i > 0 && h[i-1] == t {
			desc[s] |= 1 << (16 + r) // the second copy
		} else {
			desc[s] |= 1 << r
		}
	}
	for s := 1; s < suits; s++ {
		if desc[s] > desc[s-1] {
			return false, 0
		}
	}
	orbit := Factorial(suits)
	for s := 0; s < suits; {
		e := s
		for e < suits && desc[e] == desc[s] {
			e++
		}
		orbit /= Factorial(e - s)
		s = e
	}
	return true, orbit
}

// RankText is a rank as the notation writes it: "A", "T", "9".
func RankText(r card.Rank) string { return strings.TrimSuffix(card.New(r, 0).String(), "c") }

// Plural names a rank's pair: "aces", "9s".
func Plural(r card.Rank) string {
	switch r {
	case card.Ace:
		return "aces"
	case card.King:
		return "kings"
	case card.Queen:
		return "queens"
	case card.Jack:
		return "jacks"
	}
	return RankText(r) + "s"
}

// FourName names a best hand of four cards, valued v, as a strategy table
// prints it: its ranks from the highest ("A-K-9-4"), a pair and the other
// ranks ("a pair of 9s, A-K"), or its category and ranks.
func FourName(v handeval.Value, four []card.Card) string {
	rs := make([]card.Rank, len(four))
	for i, c := range four {
		rs[i] = c.Rank()
	}
	slices.Sort(rs)
	slices.Reverse(rs)
	text := func(rs []card.Rank) string {
		parts := make([]string, len(rs))
		for i, r := range rs {
			parts[i] = RankText(r)
		}
		return strings.Join(parts, "-")
	}
	switch v.Category() {
	case handeval.HighCard:
		return text(rs)
	case handeval.Pair:
		for i := 0; i+1 < len(rs); i++ {
			if rs[i] == rs[i+1] {
				return fmt.Sprintf("a pair of %s, %s", Plural(rs[i]), text(slices.Concat(rs[:i:i], rs[i+2:])))
			}
		}
	}
	return fmt.Sprintf("%s (%s)", v.Category(), text(rs))
}
