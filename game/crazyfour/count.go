package crazyfour

import (
	"fmt"
	"math/bits"
	"slices"

	"croupier/card"
	"croupier/game/combin"
	"croupier/handeval"
)

// This file counts, for every hand the player may hold, the dealer's hands
// of the cards left that do not open (67.82), that open and rank below the
// player's best four, and that rank as high (67.83, 67.84): 2,598,960 ×
// 1,533,939 deals with one deck, without pairing any two hands.
//
// Cards are types (a card of the deck, As) dealt from a deck holding each
// type copies times (one or two decks, 67.75); a hand is a multiset of
// types, and the physical hands it stands for are counted by binomials.
//
// The player's hands are taken up to a permutation of the suits, each
// standing for its orbit. The dealer's hands are swept once in the order
// of their value (the best four of five, 67.82). As each is passed, it is
// added to a table that counts, for every multiset s of up to four types,
// the physical hands passed so far that hold s (a fixed copy of each of its
// cards). The dealer's hands passed that hold none of the player's cards P
// are then, by inclusion and exclusion over the cards of P they hold,
//
//	Σ over S ⊆ P (each copy a card) of (−1)^|S| · #{passed hands ⊇ S}
//
// the terms of |S| ≤ 4 read from the table, the term of |S| = 5 the hand P
// itself, passed or not. The sum is read for each hand P when the sweep
// reaches the lowest hand that opens (those that do not), when it reaches
// P's value (those below) and when it has passed P's value (those as high).

// A player is a hand the player may hold, standing for its orbit under the
// permutations of the suits: its cards, its value (the best four), the
// physical hands it stands for, and what the dealer's Dealt hands do
// against it.
type player struct {
	Cards  [5]card.Card
	Value  handeval.Value
	Weight int64 // physical hands of the orbit
	// Of the Dealt dealer hands of the cards left: those that do not open
	// (NoOpen), that open and rank below the player's (Below), that open
	// and rank as high (Equal); the rest open and rank above.
	NoOpen, Below, Equal int64

	types [5]uint8
	class int32
}

// A count is the sweep's result.
type count struct {
	deck    combin.Deck
	n       int   // physical cards
	Dealt   int64 // the dealer's hands of the cards the player leaves: C(n−5, 5)
	Hands   int64 // the multisets of 5 types valued
	Players []player
}

// A rower numbers the multisets of up to four of n types, the table's
// rows, as combinations with repetition: the multiset x1 ≤ … ≤ xk is row
// base[k] + Σ C(x_i + i − 1, i).
type rower struct {
	base [5]int32
	cwr  [5][]int32 // cwr[i][x] = C(x + i − 1, i)
	size int        // rows in all
}

func newRower(n int) *rower {
	r := &rower{}
	for i := 1; i <= 4; i++ {
		r.cwr[i] = make([]int32, n)
		for x := range n {
			r.cwr[i][x] = int32(combin.Binomial(x+i-1, i))
		}
	}
	total := int64(0)
	for k := 0; k <= 4; k++ {
		r.base[k] = int32(total)
		total += combin.Binomial(n+k-1, k)
	}
	r.size = int(total)
	return r
}

// rows writes into out[mask] the row of the types of h at the positions of
// each mask of up to four positions (bit i: position i); out[31] is unset.
func (r *rower) rows(h *[5]uint8, out *[32]int32) {
	var off [32]int32
	for mask := 1; mask < 31; mask++ {
		hb := bits.Len8(uint8(mask)) - 1
		k := bits.OnesCount8(uint8(mask))
		off[mask] = off[mask&^(1<<hb)] + r.cwr[k][h[hb]]
		out[mask] = r.base[k] + off[mask]
	}
	out[0] = 0
}

// An entry is one increment a dealer's hand makes: to the row of the types
// at the positions of mask, by weight (the physical hands holding fixed
// copies of those cards).
type entry struct {
	mask   uint8
	weight uint32
}

// entries lists, for a hand whose equal neighbours are the bits of shape
// (bit i: positions i and i+1 hold the same type), the increments it makes
// with copies m of each type: every sub-multiset of up to four types, once.
func entries(shape uint8, m int) []entry {
	var out []entry
	run := func(i int) int { // the first position of i's type
		for i > 0 && shape&(1<<(i-1)) != 0 {
			i--
		}
		return i
	}
	for mask := uint8(0); mask < 31; mask++ {
		// Canonical when each type's positions held are the first of its
		// run.
		ok := true
		for i := 1; i < 5; i++ {
			if shape&(1<<(i-1)) != 0 && mask&(1<<i) != 0 && mask&(1<<(i-1)) == 0 {
				ok = false
			}
		}
		if !ok {
			continue
		}
		// The physical hands holding fixed copies of the multiset: per type
		// t, C(m − held_t, d_t − held_t).
		w := int64(1)
		for i := range 5 {
			if run(i) != i {
				continue
			}
			d, h := 0, 0
			for j := i; j < 5 && run(j) == i; j++ {
				d++
				if mask&(1<<j) != 0 {
					h++
				}
			}
			w *= combin.Binomial(m-h, d-h)
		}
		out = append(out, entry{mask: mask, weight: uint32(w)})
	}
	return out
}

// shapeOf is h's equal neighbours.
func shapeOf(h *[5]uint8) uint8 {
	var s uint8
	for i := range 4 {
		if h[i] == h[i+1] {
			s |= 1 << i
		}
	}
	return s
}

// enumerate values every hand of d and counts, for each of the player's,
// the dealer's hands that do not open, open below it and open as high.
func enumerate(d combin.Deck) *count {
	types := d.Types()
	n, m := len(types), d.Copies
	if n > 64 || len(d.Suits) > 4 || m < 1 || m > 2 {
		panic(fmt.Sprintf("crazyfour: a deck of %d cards in %d suits, %d copies", n, len(d.Suits), m))
	}
	hs := combin.Hands(n, m)
	vs := make([]handeval.Value, len(hs))
	cards := make([]card.Card, 5)
	for i, h := range hs {
		for j, t := range h {
			cards[j] = types[t]
		}
		vs[i] = handeval.Four(cards)
	}
	// The classes: the distinct values from the lowest.
	distinct := slices.Clone(vs)
	slices.Sort(distinct)
	distinct = slices.Compact(distinct)
	k := len(distinct)
	classOf := func(v handeval.Value) int32 {
		j, _ := slices.BinarySearch(distinct, v)
		return int32(j)
	}
	// The lowest class that opens (67.82); k when none does.
	open, _ := slices.BinarySearchFunc(distinct, true, func(v handeval.Value, _ bool) int {
		if handeval.KingHighOrBetter(v) {
			return 1
		}
		return -1
	})
	// The hands in the order of their class, those of class j at
	// start[j]:start[j+1].
	cls := make([]int32, len(hs))
	start := make([]int32, k+1)
	for i, v := range vs {
		cls[i] = classOf(v)
		start[cls[i]+1]++
	}
	for j := 1; j <= k; j++ {
		start[j] += start[j-1]
	}
	next := slices.Clone(start[:k])
	order := make([]int32, len(hs))
	for i, c := range cls {
		order[next[c]] = int32(i)
		next[c]++
	}
	// The player's hands: the orbits' representatives, in class order.
	var players []player
	for _, i := range order {
		h := &hs[i]
		ok, orbit := combin.Canonical(h[:], len(d.Suits))
		if !ok {
			continue
		}
		p := player{Value: vs[i], types: *h, class: cls[i], Weight: orbit}
		once := uint64(0)
		twice := 0
		for j, t := range h {
			p.Cards[j] = types[t]
			if j > 0 && h[j-1] == t {
				twice++
			}
			once |= 1 << t
		}
		if m == 2 {
			p.Weight <<= bits.OnesCount64(once) - twice // C(2, 1) copies of a card held once
		}
		players = append(players, p)
	}
	c := &count{deck: d, n: n * m, Dealt: combin.Binomial(n*m-5, 5), Hands: int64(len(hs)), Players: players}

	var shapes [16][]entry
	for sh := range shapes {
		shapes[sh] = entries(uint8(sh), m)
	}
	rw := newRower(n)
	table := make([]uint32, rw.size)
	// passed sums, for player p, the physical hands passed that hold none
	// of its cards; own says whether its own hand is among them.
	var rows [32]int32
	passed := func(p *player, own bool) int64 {
		rw.rows(&p.types, &rows)
		var s int64
		for mask := range 31 {
			x := int64(table[rows[mask]])
			if bits.OnesCount8(uint8(mask))&1 == 1 {
				x = -x
			}
			s += x
		}
		if own {
			s-- // |S| = 5: the hand P itself, of one physical hand
		}
		return s
	}
	at := 0 // the next player to count
	for cl := int32(0); cl <= int32(k); cl++ {
		if cl == int32(open) {
			for i := range players {
				p := &players[i]
				p.NoOpen = passed(p, p.class < cl)
			}
		}
		if cl == int32(k) {
			break
		}
		from := at
		for ; at < len(players) && players[at].class == cl; at++ {
			if cl >= int32(open) {
				p := &players[at]
				p.Below = passed(p, false) - p.NoOpen
			}
		}
		for _, i := range order[start[cl]:start[cl+1]] {
			h := &hs[i]
			rw.rows(h, &rows)
			for _, e := range shapes[shapeOf(h)] {
				table[rows[e.mask]] += e.weight
			}
		}
		if cl >= int32(open) {
			for i := from; i < at; i++ {
				p := &players[i]
				p.Equal = passed(p, true) - p.NoOpen - p.Below
			}
		}
	}
	return c
}
