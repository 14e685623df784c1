package fourcard

import (
	"fmt"
	"math/bits"
	"slices"
	"sync"

	"croupier/card"
	"croupier/game/combin"
	"croupier/handeval"
)

// This file counts, for every hand the player may hold and every card the
// dealer may show face up (67.69), the dealer's five other cards that make
// his best four of six equal to or lower than the player's best four of
// five (67.72: the player wins ties): 2,598,960 × 47 × 1,370,754 deals with
// one deck, without pairing any two hands.
//
// Cards are types (a card of the deck, As) dealt from a deck holding each
// type copies times (one or two decks, 67.64); a hand is a multiset of
// types, and the physical hands it stands for are counted by binomials.
//
// The player's hands are taken up to a permutation of the suits, each
// standing for its orbit. The dealer's six-card hands are swept once in
// the order of their value. As each is passed, it is added to a table that
// counts, for every multiset s of one to five types, the physical hands
// passed so far that hold s (a fixed copy of each of its cards). The
// dealer's hands passed that hold the up card u and none of the player's
// cards P are then, by inclusion and exclusion over the cards of P they
// hold,
//
//	Σ over S ⊆ P (each copy a card) of (−1)^|S| · #{passed hands ⊇ S ∪ {u}}
//
// the terms of |S| ≤ 4 read from the table, the term of |S| = 5 the hand
// P ∪ {u} itself, passed or not. The sum is read for each hand P and each
// up card when the sweep has passed every dealer's hand as high as P's.
// Two goroutines share the work: each adds half of every value's hands to
// a table of its own, and each counts half of the player's hands, reading
// both tables.

// A player is a hand the player may hold, standing for its orbit under the
// permutations of the suits: its cards, its value (the best four), the
// physical hands it stands for, and, for each type of up card, the
// dealer's hands of the Dealt that hold it and rank as high as the
// player's or lower.
type player struct {
	Cards  [5]card.Card
	Value  handeval.Value
	Weight int64 // physical hands of the orbit
	// Wins[t]: of the Dealt dealer hands holding a given copy of type t
	// face up and none of the player's cards, those whose best four is
	// equal to or lower than the player's (67.72).
	Wins []uint32

	types [5]uint8
	held  []uint8 // copies of each type the player holds
}

// A count is the sweep's result.
type count struct {
	deck    combin.Deck
	types   []card.Card
	n       int   // physical cards
	Dealt   int64 // the dealer's five other cards: C(n−6, 5)
	Hands   int64 // the dealer's hands valued: multisets of 6 types
	Players []player
}

// multisets calls f with every multiset of k of n types holding a type at
// most m times whose last (highest) type is from lo to hi − 1, as sorted
// type indices, in colexicographic order (the highest types change
// slowest).
func multisets(n, m, k, lo, hi int, f func(h []uint8)) {
	h := make([]uint8, k)
	var rec func(i, top int)
	rec = func(i, top int) { // h[i] from 0 to top, then the positions below
		if i < 0 {
			f(h)
			return
		}
		from := 0
		if i == k-1 {
			from, top = lo, hi-1
		}
		for t := from; t <= top; t++ {
			if i+m < k && int(h[i+m]) == t {
				continue // a type m+1 times
			}
			h[i] = uint8(t)
			next := t - 1
			if m > 1 {
				next = t
			}
			rec(i-1, next)
		}
	}
	rec(k-1, n-1)
}

// A rower numbers the multisets of up to five of n types, the table's
// rows, as combinations with repetition: the multiset x1 ≤ … ≤ xk is row
// base[k] + Σ C(x_i + i − 1, i).
type rower struct {
	cwr  [6][64]int32 // cwr[i][x] = C(x + i − 1, i), plus base[i] for the top i
	size int          // rows in all
}

// The masks of six positions: the mask without its highest position, and
// its size and highest position as an index of a hand's terms (rows).
var maskRest, maskTerm = func() (rest, term [64]uint8) {
	for mask := 1; mask < 64; mask++ {
		hb := bits.Len8(uint8(mask)) - 1
		rest[mask] = uint8(mask &^ (1 << hb))
		term[mask] = uint8(bits.OnesCount8(uint8(mask))*6 + hb)
	}
	return rest, term
}()

func newRower(n int) *rower {
	r := &rower{}
	var base [6]int64
	total := int64(0)
	for k := 0; k <= 5; k++ {
		base[k] = total
		total += combin.Binomial(n+k-1, k)
	}
	for i := 1; i <= 5; i++ {
		for x := range n {
			// A multiset's row is its offset Σ C(x_i + i − 1, i) plus
			// base[k]: the base is put in by its highest element's term,
			// less the base of the size below.
			r.cwr[i][x] = int32(combin.Binomial(x+i-1, i) + base[i] - base[i-1])
		}
	}
	r.size = int(total)
	return r
}

// rows writes into out[mask] the row of the types of h at the positions of
// each mask of up to five positions (bit i: position i); out[63] is unset.
func (r *rower) rows(h *[6]uint8, out *[64]int32) {
	term := r.terms(h)
	out[0] = 0
	for mask := 1; mask < 63; mask++ {
		out[mask] = out[maskRest[mask]] + term[maskTerm[mask]%36]
	}
}

// terms returns, at i·6 + j, the term of h's card j as the i-th of a
// multiset.
func (r *rower) terms(h *[6]uint8) (term [36]int32) {
	for j, x := range h {
		for i := 1; i <= 5; i++ {
			term[i*6+j] = r.cwr[i][x&63]
		}
	}
	return term
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
// with copies m of each type: every sub-multiset of one to five types,
// once.
func entries(shape uint8, m int) []entry {
	var out []entry
	run := func(i int) int { // the first position of i's type
		for i > 0 && shape&(1<<(i-1)) != 0 {
			i--
		}
		return i
	}
	for mask := uint8(1); mask < 63; mask++ {
		// Canonical when each type's positions held are the first of its
		// run.
		ok := true
		for i := 1; i < 6; i++ {
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
		for i := range 6 {
			if run(i) != i {
				continue
			}
			d, h := 0, 0
			for j := i; j < 6 && run(j) == i; j++ {
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
func shapeOf(h *[6]uint8) uint8 {
	var s uint8
	for i := range 5 {
		if h[i] == h[i+1] {
			s |= 1 << i
		}
	}
	return s
}

// enumerate values every hand of d and counts, for each of the player's
// and each up card, the dealer's hands as high as it or lower.
func enumerate(d combin.Deck) *count {
	types := d.Types()
	n, m := len(types), d.Copies
	if n > 64 || len(d.Suits) > 4 || m < 1 || m > 2 {
		panic(fmt.Sprintf("fourcard: a deck of %d cards in %d suits, %d copies", n, len(d.Suits), m))
	}
	c := &count{deck: d, types: types, n: n * m, Dealt: combin.Binomial(n*m-6, 5)}
	// The player's hands: the orbits' representatives, by value.
	multisets(n, m, 5, 0, n, func(h []uint8) {
		ok, orbit := combin.Canonical(h, len(d.Suits))
		if !ok {
			return
		}
		p := player{Weight: orbit, Wins: make([]uint32, n), held: make([]uint8, n)}
		copy(p.types[:], h)
		for j, t := range h {
			p.Cards[j] = types[t]
			p.held[t]++
			if m == 2 && p.held[t] == 1 {
				p.Weight *= 2 // C(2, 1) copies of a card held once
			}
			if m == 2 && p.held[t] == 2 {
				p.Weight /= 2
			}
		}
		p.Value = handeval.Four(p.Cards[:])
		c.Players = append(c.Players, p)
	})
	slices.SortStableFunc(c.Players, func(a, b player) int { return int(a.Value) - int(b.Value) })

	// The dealer's hands by value: valued by the highest type, in workers
	// goroutines, then counted and placed in the order of their value.
	const workers = 2
	keys := make([][]uint16, n) // by the highest type, in the order of multisets
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			six := make([]card.Card, 6)
			for t := w; t < n; t += workers {
				multisets(n, m, 6, t, t+1, func(h []uint8) {
					for j, x := range h {
						six[j] = types[x]
					}
					keys[t] = append(keys[t], uint16(handeval.Four(six)))
				})
			}
		})
	}
	wg.Wait()
	var per [1 << 16]int32
	for _, ks := range keys {
		for _, k := range ks {
			per[k]++
		}
	}
	var values []handeval.Value // the classes' values, from the lowest
	start := []int32{0}
	var next [1 << 16]int32
	tag := handeval.Four(card.MustParseList("2c 3d 4h 6s")) &^ 0xFFFF
	for v, k := range per {
		if k > 0 {
			next[v] = start[len(start)-1]
			values = append(values, tag|handeval.Value(v))
			start = append(start, next[v]+k)
		}
	}
	hs := make([][6]uint8, start[len(start)-1])
	for t := range n {
		i := 0
		multisets(n, m, 6, t, t+1, func(h []uint8) {
			v := keys[t][i]
			i++
			copy(hs[next[v]][:], h)
			next[v]++
		})
		keys[t] = nil
	}
	c.Hands = int64(len(hs))

	var shapes [32][]entry
	for sh := range shapes {
		shapes[sh] = entries(uint8(sh), m)
	}
	rw := newRower(n)
	var tables [workers][]uint32
	for w := range tables {
		tables[w] = make([]uint32, rw.size)
	}
	add := func(tab []uint32, hs [][6]uint8) {
		var rows [64]int32
		for i := range hs {
			h := &hs[i]
			if m == 1 { // one deck: every subset once
				term := rw.terms(h)
				for mask := 1; mask < 63; mask++ {
					r := rows[maskRest[mask]] + term[maskTerm[mask]%36]
					rows[mask] = r
					tab[r]++
				}
				continue
			}
			rw.rows(h, &rows)
			for _, e := range shapes[shapeOf(h)] {
				tab[rows[e.mask]] += e.weight
			}
		}
	}
	// wins counts, for each up card, the dealer's hands passed that hold it
	// and none of player p's cards.
	wins := func(p *player) {
		var q [6]uint8
		var rows [64]int32
		six := make([]card.Card, 6)
		copy(six, p.Cards[:])
		for u := range n {
			if int(p.held[u]) == m {
				continue // no copy left to show
			}
			// q is P ∪ {u} sorted, u at position at.
			at := 0
			for at < 5 && p.types[at] < uint8(u) {
				at++
			}
			copy(q[:at], p.types[:at])
			q[at] = uint8(u)
			copy(q[at+1:], p.types[at:])
			rw.rows(&q, &rows)
			ubit := 1 << at
			var s int64
			for mask := range 63 {
				if mask&ubit == 0 {
					continue
				}
				x := int64(0)
				for w := range tables {
					x += int64(tables[w][rows[mask]])
				}
				if bits.OnesCount8(uint8(mask))&1 == 0 { // |S| odd
					x = -x
				}
				s += x
			}
			// |S| = 5: the hand P ∪ {u} itself, passed when the up card
			// does not better P's best four.
			six[5] = types[u]
			if handeval.Four(six) == p.Value {
				s--
			}
			p.Wins[u] = uint32(s)
		}
	}
	// counts runs wins on players in workers goroutines.
	counts := func(ps []player) {
		var wg sync.WaitGroup
		for w := range workers {
			wg.Go(func() {
				for i := w; i < len(ps); i += workers {
					wins(&ps[i])
				}
			})
		}
		wg.Wait()
	}
	pi := 0
	for k, v := range values {
		j := pi
		for j < len(c.Players) && c.Players[j].Value < v {
			j++
		}
		counts(c.Players[pi:j])
		pi = j
		class := hs[start[k]:start[k+1]]
		half := len(class) / 2
		wg.Go(func() { add(tables[0], class[:half]) })
		wg.Go(func() { add(tables[1], class[half:]) })
		wg.Wait()
	}
	counts(c.Players[pi:])
	return c
}
