package boston

import (
	"fmt"
	"math/bits"
	"slices"

	"croupier/card"
	"croupier/game/combin"
	"croupier/handeval"
)

// This file counts, for every three cards the player may see (67.57,
// 67.58), every two he may draw (67.60) and every five the dealer may
// hold of the cards left, whose five cards rank higher (67.54, 67.55):
// 22,100 × 1,176 × 1,533,939 deals with one deck, without pairing any two
// hands.
//
// Cards are types (a card of the deck, As) dealt from a deck holding each
// type copies times (one or two decks, 67.51); a hand is a multiset of
// types, and the physical hands it stands for are counted by binomials.
//
// Every 5-card hand is valued once and the hands are swept in the order of
// their value. As each is passed, it is added to a table that counts, for
// every multiset s of up to four types, the physical hands passed so far
// that hold s (a fixed copy of each of its cards). When the sweep reaches
// a player's hand P of value v, the dealer's hands below v that hold none
// of P's cards are, by inclusion and exclusion over the cards of P they
// hold,
//
//	Σ over S ⊆ P (each copy a card) of (−1)^|S| · #{passed hands ⊇ S}
//
// the terms of |S| ≤ 4 read from the table and that of |S| = 5 the hand P
// itself, once it is passed. Reading the table before and after the
// hands of P's value are added gives the dealer's hands below P and those
// as high. The player's hands are taken up to a permutation of the suits,
// each standing for its orbit, and each hand's counts go to each of the
// ten three-card hands it holds, which are taken up to the suits too.

// A deck is the cards an analysis deals (combin.Deck), with the sweep's
// methods.
type deck struct{ combin.Deck }

// fullDeck is decks decks of 52 cards.
func fullDeck(decks int) deck { return deck{combin.Full(decks)} }

// The outcomes of a played hand against the dealer's (67.62, ruling P7).
const (
	beats = iota // the player's hand ranks higher
	ties
	loses
	numOutcomes
)

// The player's five cards as the ante's pay sees them (67.63): each
// combination, two pairs split at tens (ruling P6).
const (
	pcHigh = iota
	pcPair
	pcTwoPairsLow
	pcTwoPairsTens
	pcThree
	pcStraight
	pcFlush
	pcFullHouse
	pcFour
	pcStraightFlush
	pcRoyal
	numPays
)

// payClass is the class of a 5-card value.
func payClass(v handeval.Value) int {
	switch v.Category() {
	case handeval.Pair:
		return pcPair
	case handeval.TwoPairs:
		if handeval.TwoPairsOfTensOrBetter(v) {
			return pcTwoPairsTens
		}
		return pcTwoPairsLow
	case handeval.ThreeOfAKind:
		return pcThree
	case handeval.Straight:
		return pcStraight
	case handeval.Flush:
		return pcFlush
	case handeval.FullHouse:
		return pcFullHouse
	case handeval.FourOfAKind:
		return pcFour
	case handeval.StraightFlush:
		return pcStraightFlush
	case handeval.RoyalFlush:
		return pcRoyal
	}
	return pcHigh
}

// A start is a three-card hand the player may see, standing for its orbit
// under the permutations of the suits.
type start struct {
	Cards  [3]card.Card
	Value  handeval.Value // 67.53
	Weight int64          // the physical hands of the orbit
	// Acc[pc][o]: summed over the orbit's physical hands, every two cards
	// drawn and every dealer's hand of the cards left, the deals whose
	// five cards are of class pc with outcome o.
	Acc [numPays][numOutcomes]int64
}

// A count is the sweep's result.
type count struct {
	deck   deck
	n      int   // physical cards
	Draws  int64 // the two cards the player may draw: C(n−3, 2)
	Dealt  int64 // the dealer's hands of the cards left: C(n−5, 5)
	Starts []start
	// Fives[pc]: the physical 5-card hands of class pc; Hands the
	// multisets of five types valued.
	Fives [numPays]int64
	Hands int
	// sample is a value of each class (0 for a class no hand has).
	sample [numPays]handeval.Value
	// Watch, when set, sees each player's hand (a representative), its
	// orbit's physical hands and the dealer's hands below and as high.
	watch func(h []card.Card, weight, below, equal int64)
	// classOf3 maps a three-card multiset's index to its start.
	classOf3 []int32
	rw       *rower
}

// A rower numbers the multisets of up to four types of a deck of n types:
// those of k types, sorted t0 ≤ … ≤ t(k−1), from base[k], as combinations
// with repetition, Σ C(ti + i, i + 1).
type rower struct {
	base [6]int32
	comb [4][]int32 // comb[i][t] = C(t + i, i + 1)
}

func newRower(n int) *rower {
	r := &rower{}
	r.base[0], r.base[1] = 0, 1
	for k := 1; k <= 4; k++ {
		r.base[k+1] = r.base[k] + int32(combin.Binomial(n+k-1, k))
	}
	for i := range r.comb {
		r.comb[i] = make([]int32, n)
		for t := range n {
			r.comb[i][t] = int32(combin.Binomial(t+i, i+1))
		}
	}
	return r
}

// numRows is the number of rows: every multiset of up to four types.
func (r *rower) numRows() int { return int(r.base[5]) }

// row is the row of sorted types ts, at most four.
func (r *rower) row(ts []uint8) int32 {
	x := r.base[len(ts)]
	for i, t := range ts {
		x += r.comb[i][t]
	}
	return x
}

// positions[mask] are the positions of mask's bits, from the lowest.
var positions = func() (p [32][]uint8) {
	for mask := range 32 {
		for i := range 5 {
			if mask&(1<<i) != 0 {
				p[mask] = append(p[mask], uint8(i))
			}
		}
	}
	return p
}()

// rows writes into out[mask] the row of the types of h at the positions of
// each mask of up to four positions.
func (r *rower) rows(h *[5]uint8, out *[32]int32) {
	var a, b, c, d [5]int32
	for i, t := range h {
		a[i], b[i], c[i], d[i] = int32(t), r.comb[1][t], r.comb[2][t], r.comb[3][t]
	}
	out[0] = 0
	for i := range 5 {
		out[1<<i] = r.base[1] + a[i]
		for j := i + 1; j < 5; j++ {
			s2 := a[i] + b[j]
			out[1<<i|1<<j] = r.base[2] + s2
			for k := j + 1; k < 5; k++ {
				s3 := s2 + c[k]
				out[1<<i|1<<j|1<<k] = r.base[3] + s3
				for l := k + 1; l < 5; l++ {
					out[1<<i|1<<j|1<<k|1<<l] = r.base[4] + s3 + d[l]
				}
			}
		}
	}
}

// An entry is one increment a dealer's hand makes: to the row of the
// types at the positions of mask, by weight (the physical hands holding
// fixed copies of those cards).
type entry struct {
	mask   uint8
	weight uint32
}

// entries lists, for a hand whose equal neighbours are the bits of shape
// (bit i: positions i and i+1 hold the same type), the increments it
// makes with copies m of each type: every sub-multiset of up to four
// types, once each, the empty one included.
func entries(shape uint8, m int) []entry {
	var out []entry
	run := func(i int) int { // the first position of i's type
		for i > 0 && shape&(1<<(i-1)) != 0 {
			i--
		}
		return i
	}
	for mask := uint8(0); mask < 31; mask++ {
		if bits.OnesCount8(mask) > 4 {
			continue
		}
		// A sub-multiset is canonical when each type's positions are the
		// first of its run.
		ok := true
		for i := 1; i < 5; i++ {
			if shape&(1<<(i-1)) != 0 && mask&(1<<i) != 0 && mask&(1<<(i-1)) == 0 {
				ok = false
			}
		}
		if !ok {
			continue
		}
		// Per type t held d times, h of them in the mask: C(m − h, d − h).
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
		if w > 0 {
			out = append(out, entry{mask: mask, weight: uint32(w)})
		}
	}
	return out
}

// shapeOf is h's equal neighbours.
func shapeOf(h *[5]uint8) uint8 {
	var s uint8
	for i := 0; i < 4; i++ {
		if h[i] == h[i+1] {
			s |= 1 << i
		}
	}
	return s
}

// permutations lists every permutation of k suits.
func permutations(k int) [][]int {
	var out [][]int
	p := make([]int, k)
	var rec func(i int, used int)
	rec = func(i, used int) {
		if i == k {
			out = append(out, slices.Clone(p))
			return
		}
		for s := range k {
			if used&(1<<s) == 0 {
				p[i] = s
				rec(i+1, used|1<<s)
			}
		}
	}
	rec(0, 0)
	return out
}

// starts lists the three-card hands up to the suits: each orbit's
// smallest multiset (its types sorted, compared in order) stands for it.
// classOf[i] is the start of the multiset whose 3-row is i.
func (d deck) starts(types []card.Card, rw *rower) ([]start, []int32) {
	suits, m := len(d.Suits), d.Copies
	perms := permutations(suits)
	classOf := make([]int32, rw.base[4]-rw.base[3])
	index := map[[3]uint8]int32{}
	var out []start
	combin.Multisets(len(types), m, 3, func(h []uint8) {
		least := [3]uint8{h[0], h[1], h[2]}
		for _, p := range perms {
			var x [3]uint8
			for i, t := range h {
				x[i] = uint8(int(t)/suits*suits + p[int(t)%suits])
			}
			slices.Sort(x[:])
			if slices.Compare(x[:], least[:]) < 0 {
				least = x
			}
		}
		k, ok := index[least]
		if !ok {
			k = int32(len(out))
			index[least] = k
			s := start{}
			for i, t := range least {
				s.Cards[i] = types[t]
			}
			s.Value = handeval.Three(s.Cards[:])
			out = append(out, s)
		}
		out[k].Weight += combin.Physical(h, m)
		classOf[rw.row(h)-rw.base[3]] = k
	})
	return out, classOf
}

// values values every hand with handeval's batch evaluator: the hands
// sharing their first two cards are one call of Hand.ValuesWith.
func values(hs [][5]uint8, types []card.Card) []handeval.Value {
	out := make([]handeval.Value, len(hs))
	var rest []handeval.Hand
	for i := 0; i < len(hs); {
		j := i
		for j < len(hs) && hs[j][0] == hs[i][0] && hs[j][1] == hs[i][1] {
			j++
		}
		rest = rest[:0]
		for _, h := range hs[i:j] {
			rest = append(rest, handeval.Hand{}.Add(types[h[2]]).Add(types[h[3]]).Add(types[h[4]]))
		}
		prefix := handeval.Hand{}.Add(types[hs[i][0]]).Add(types[hs[i][1]])
		prefix.ValuesWith(rest, out[i:j])
		i = j
	}
	return out
}

// A player is a representative 5-card hand of the player's and its orbit.
type player struct {
	types  [5]uint8
	class  int32
	pay    int8
	weight int64 // physical hands of the orbit
	below  int64 // dealer's hands below it, of the cards it leaves
}

// enumerate counts every deal of d.
func (d deck) enumerate(watch func(h []card.Card, weight, below, equal int64)) *count {
	types := d.Types()
	n, m := len(types), d.Copies
	if n > 64 || len(d.Suits) > 4 || len(d.Ranks) > 16 || m < 1 || m > 2 || d.Size() < 10 {
		panic(fmt.Sprintf("boston: a deck of %d cards in %d suits, %d copies", n, len(d.Suits), m))
	}
	var hs [][5]uint8
	combin.Multisets(n, m, 5, func(h []uint8) { hs = append(hs, [5]uint8(h)) })
	vs := values(hs, types)
	// The classes: the distinct values from the lowest. A High value is
	// below 1<<16 (handeval.Value: the high ranking's tag is 0).
	var present [1 << 16]bool
	for _, v := range vs {
		present[v] = true
	}
	classOf := make([]int32, 1<<16)
	k := 0
	for v, ok := range present {
		if ok {
			classOf[v] = int32(k)
			k++
		}
	}
	// The hands in the order of their class, those of class c at
	// start[c]:start[c+1].
	first := make([]int32, k+1)
	for _, v := range vs {
		first[classOf[v]+1]++
	}
	for j := 1; j <= k; j++ {
		first[j] += first[j-1]
	}
	next := slices.Clone(first[:k])
	sorted := make([][5]uint8, len(hs))
	sortedV := make([]handeval.Value, len(hs))
	for i, v := range vs {
		sorted[next[classOf[v]]] = hs[i]
		sortedV[next[classOf[v]]] = v
		next[classOf[v]]++
	}
	hs, vs = sorted, sortedV
	rw := newRower(n)
	c := &count{deck: d, n: d.Size(), Draws: combin.Binomial(d.Size()-3, 2), Dealt: combin.Binomial(d.Size()-5, 5),
		Hands: len(hs), watch: watch, rw: rw}
	c.Starts, c.classOf3 = d.starts(types, rw)
	// The player's hands: the orbits' representatives, in class order.
	// weights[shape] is the physical hands of a multiset of that shape.
	var weights [16]int64
	for sh := range weights {
		weights[sh] = 1
		for run := 0; run < 5; {
			e := run + 1
			for e < 5 && sh&(1<<(e-1)) != 0 {
				e++
			}
			weights[sh] *= combin.Binomial(m, e-run)
			run = e
		}
	}
	var players []player
	cl := int32(0)
	for i := range hs {
		for i >= int(first[cl+1]) {
			cl++
		}
		h := &hs[i]
		pc := payClass(vs[i])
		w := weights[shapeOf(h)]
		c.Fives[pc] += w
		c.sample[pc] = vs[i]
		ok, orbit := combin.Canonical(h[:], len(d.Suits))
		if !ok {
			continue
		}
		players = append(players, player{types: *h, class: cl, pay: int8(pc), weight: orbit * w})
	}
	var shapes [16][]entry
	for sh := range shapes {
		shapes[sh] = entries(uint8(sh), m)
	}
	table := make([]uint32, rw.numRows())
	var rows [32]int32
	// query is the passed hands that share no card with p's, by inclusion
	// and exclusion; passed says whether p's own hand is among them.
	query := func(p *player, passed bool) int64 {
		rw.rows(&p.types, &rows)
		var s int64
		for mask := range 31 {
			x := int64(table[rows[mask]])
			if len(positions[mask])&1 == 1 {
				s -= x
			} else {
				s += x
			}
		}
		if passed {
			s-- // |S| = 5: the hand itself
		}
		return s
	}
	next0 := 0
	for cl := range int32(k) {
		end := next0
		for end < len(players) && players[end].class == cl {
			end++
		}
		for i := next0; i < end; i++ {
			players[i].below = query(&players[i], false)
		}
		for i := first[cl]; i < first[cl+1]; i++ {
			h := &hs[i]
			rw.rows(h, &rows)
			for _, e := range shapes[shapeOf(h)] {
				table[rows[e.mask]] += e.weight
			}
		}
		for i := next0; i < end; i++ {
			p := &players[i]
			equal := query(p, true) - p.below
			c.add(p, equal)
		}
		next0 = end
	}
	return c
}

// add gives player's hand p's deals to each three-card hand it holds.
func (c *count) add(p *player, equal int64) {
	if c.watch != nil {
		types := c.deck.Types()
		var h [5]card.Card
		for i, t := range p.types {
			h[i] = types[t]
		}
		c.watch(h[:], p.weight, p.below, equal)
	}
	o := [numOutcomes]int64{beats: p.below, ties: equal, loses: c.Dealt - p.below - equal}
	rw := c.rw
	for mask := range 32 {
		ps := positions[mask]
		if len(ps) != 3 {
			continue
		}
		t := [3]uint8{p.types[ps[0]], p.types[ps[1]], p.types[ps[2]]}
		s := &c.Starts[c.classOf3[rw.row(t[:])-rw.base[3]]]
		for j, x := range o {
			s.Acc[p.pay][j] += p.weight * x
		}
	}
}
