package caribbean

import (
	"fmt"
	"math/bits"
	"runtime"
	"slices"
	"sync"

	"croupier/card"
	"croupier/game/combin"
	"croupier/handeval"
)

// This file counts, for every hand the player may hold and every card the
// dealer may show face up (67.15), the dealer's hands that do not open,
// that open and rank below the player's, and that rank as high (67.17,
// 67.19, 67.20): 2,598,960 × 47 × 163,185 deals with one deck, without
// pairing any two hands.
//
// Cards are types (a card of the deck, As) dealt from a deck holding each
// type copies times (one or two decks, 67.10); a hand is a multiset of
// types, and the physical hands it stands for are counted by binomials.
//
// The player's hands are taken up to a permutation of the suits, each
// standing for its orbit. The dealer's hands are swept once in the order
// of their value. As each is passed, it is added to tables that count,
// for every multiset s of up to three types and every type τ, the
// physical hands passed so far that hold s and τ (a fixed copy of each):
// one table for the hands that do not open, one for those that do. When
// the sweep reaches a player's hand P of value v, the dealer's hands below
// v that hold the up card u and none of P's cards are, by inclusion and
// exclusion over the cards of P they hold,
//
//	Σ over S ⊆ P (each copy a card) of (−1)^|S| · #{passed hands ⊇ S ∪ {u}}
//
// the terms of |S| ≤ 3 read from the tables, those of |S| = 4 the single
// hand S ∪ {u} valued on the spot, and |S| = 5 none. Hands equal to P in
// value are few (they share its ranks) and counted one by one. Each
// goroutine owns a share of the up cards τ: it keeps the tables' columns
// of its share, so that the work and the memory split between cores.

// A player is a hand the player may hold, standing for its orbit under
// the permutations of the suits: its cards, its value, the physical hands
// it stands for, and its counts summed over every physical up card.
type player struct {
	Cards  [5]card.Card
	Value  handeval.Value
	Weight int64 // physical hands of the orbit
	// Summed over the N − 5 physical up cards, of the Dealt dealer hands
	// each leaves: those that do not open (NoOpen), that open and rank
	// below the player's (Below), that rank as high and open (Equal).
	NoOpen, Below, Equal int64

	types       [5]uint8
	index       int32 // its place in count.Players
	class       int32
	once, twice uint64 // the types held, and held twice
}

// A rule decides raise or fold for a player's hand p seeing up card up,
// told whether raising returns more than folding (gain > 0), as much (0)
// or less (< 0): the analysis's own rule raises when gain > 0; tests pass
// published strategies.
type rule func(p *player, up card.Card, gain int) bool

// best is the rule that raises when it returns more than folding.
func best(_ *player, _ card.Card, gain int) bool { return gain > 0 }

// A watch sees each player's hand and up card's counts (tests).
type watch func(p *player, up card.Card, noOpen, below, equal int64)

// A count is the sweep's result.
type count struct {
	deck    combin.Deck
	types   []card.Card
	n       int   // physical cards
	Dealt   int64 // the dealer's hands holding a given up card and none of the player's: C(n−6, 4)
	Players []player
	Hands   int64   // the dealer's hands valued: multisets of 5 types
	Tallies []tally // one per rule
	pay     *payoff
}

// numCats bounds handeval's categories.
const numCats = 16

// A tally is what one rule makes of every deal.
type tally struct {
	// ante[o][c]: deals (player hand, up card, dealer's other four) of
	// outcome o for a player's hand of category c.
	ante [numOutcomes][numCats]uint64
	// raised[c], folded[c]: (player hand, up card) pairs.
	raised, folded [numCats]uint64
	// ak[r][k][0 raised, 1 folded]: an ace-king hand without a pair by its
	// third card's rank and the up card's kind (akKinds).
	ak [15][numAKKinds][2]uint64
}

// The up card against an ace-king: an ace or a king, a card of the rank
// of one of the player's three others, or neither.
const (
	akUpAceKing = iota
	akUpPairs
	akUpOther
	numAKKinds
)

func (t *tally) add(u *tally) {
	for o := range t.ante {
		for c := range t.ante[o] {
			t.ante[o][c] += u.ante[o][c]
		}
	}
	for c := range t.raised {
		t.raised[c] += u.raised[c]
		t.folded[c] += u.folded[c]
	}
	for r := range t.ak {
		for k := range t.ak[r] {
			t.ak[r][k][0] += u.ak[r][k][0]
			t.ak[r][k][1] += u.ak[r][k][1]
		}
	}
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

// The tables' rows are the multisets of up to three types, sorted a ≤ b ≤
// c, numbered as combinations with repetition: the row of {a, b, c} is
// 1 + n + tri(n) + a + tri(b) + tet(c), of {a, b} 1 + n + a + tri(b), of
// {a} 1 + a, of none 0.
func tri(x int) int     { return x * (x + 1) / 2 }
func tet(x int) int     { return x * (x + 1) * (x + 2) / 6 }
func numRows(n int) int { return 1 + n + tri(n) + tet(n) }

// A rower numbers the rows of a deck of n types.
type rower struct {
	base2, base3 int32
	tri, tet     []int32
}

func newRower(n int) *rower {
	r := &rower{base2: int32(1 + n), base3: int32(1 + n + tri(n)), tri: make([]int32, n), tet: make([]int32, n)}
	for x := range n {
		r.tri[x], r.tet[x] = int32(tri(x)), int32(tet(x))
	}
	return r
}

// rows writes into out[mask] the row of the types of h at the positions
// of each mask of up to three positions (bit i: position i).
func (r *rower) rows(h *[5]uint8, out *[32]int32) {
	t0, t1, t2, t3, t4 := int32(h[0]), int32(h[1]), int32(h[2]), int32(h[3]), int32(h[4])
	tri1, tri2, tri3, tri4 := r.tri[t1], r.tri[t2], r.tri[t3], r.tri[t4]
	tet2, tet3, tet4 := r.tet[t2], r.tet[t3], r.tet[t4]
	out[0] = 0
	out[1], out[2], out[4], out[8], out[16] = 1+t0, 1+t1, 1+t2, 1+t3, 1+t4
	b := r.base2
	out[3], out[5], out[9], out[17] = b+t0+tri1, b+t0+tri2, b+t0+tri3, b+t0+tri4
	out[6], out[10], out[18] = b+t1+tri2, b+t1+tri3, b+t1+tri4
	out[12], out[20] = b+t2+tri3, b+t2+tri4
	out[24] = b + t3 + tri4
	b = r.base3
	out[7], out[11], out[19] = b+t0+tri1+tet2, b+t0+tri1+tet3, b+t0+tri1+tet4
	out[13], out[21], out[25] = b+t0+tri2+tet3, b+t0+tri2+tet4, b+t0+tri3+tet4
	out[14], out[22], out[26] = b+t1+tri2+tet3, b+t1+tri2+tet4, b+t1+tri3+tet4
	out[28] = b + t2 + tri3 + tet4
}

// An entry is one increment a dealer's hand makes: to the row of the
// types at the positions of mask, in the column of the type at pos, by
// weight (the physical hands holding fixed copies of those cards).
type entry struct {
	mask, pos uint8
	weight    uint32
}

// entries lists, for a hand whose equal neighbours are the bits of shape
// (bit i: positions i and i+1 hold the same type), the increments it
// makes with copies m of each type: every sub-multiset s of up to three
// types and type τ with s + τ in the hand, once each.
func entries(shape uint8, m int) []entry {
	var out []entry
	run := func(i int) int { // the first position of i's type
		for i > 0 && shape&(1<<(i-1)) != 0 {
			i--
		}
		return i
	}
	for pos := range 5 {
		if run(pos) != pos {
			continue // τ once per type
		}
		for mask := uint8(0); mask < 32; mask++ {
			if mask&(1<<pos) != 0 || bits.OnesCount8(mask) > 3 {
				continue
			}
			// s + τ is the positions of mask and pos; canonical when each
			// type's positions are the first of its run, τ's first.
			held := mask | 1<<pos
			ok := true
			for i := 1; i < 5; i++ {
				if shape&(1<<(i-1)) != 0 && held&(1<<i) != 0 && held&(1<<(i-1)) == 0 {
					ok = false
				}
			}
			if !ok {
				continue
			}
			// The physical hands holding fixed copies of s + τ: per type
			// t, C(m − held_t, d_t − held_t).
			w := int64(1)
			for i := 0; i < 5; i++ {
				if run(i) != i {
					continue
				}
				d, h := 0, 0
				for j := i; j < 5 && run(j) == i; j++ {
					d++
					if held&(1<<j) != 0 {
						h++
					}
				}
				w *= combin.Binomial(m-h, d-h)
			}
			out = append(out, entry{mask: mask, pos: uint8(pos), weight: uint32(w)})
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

// enumerate counts every deal of d and tallies it under each rule.
func enumerate(d combin.Deck, p *payoff, rules []rule, w watch) *count {
	types := d.Types()
	n, m := len(types), d.Copies
	if n > 64 || len(d.Suits) > 4 || len(d.Ranks) > 16 || m < 1 || m > 2 {
		panic(fmt.Sprintf("caribbean: a deck of %d cards in %d suits, %d copies", n, len(d.Suits), m))
	}
	hs := combin.Hands(n, m)
	vs := values(hs, types)
	// The classes: the distinct values from the lowest. A High value is
	// below 1<<16 (handeval.Value: the high ranking's tag is 0).
	var present [1 << 16]bool
	for _, v := range vs {
		present[v] = true
	}
	var distinct []handeval.Value
	classOf := make([]int32, 1<<16)
	for v, ok := range present {
		if ok {
			classOf[v] = int32(len(distinct))
			distinct = append(distinct, handeval.Value(v))
		}
	}
	open, _ := slices.BinarySearchFunc(distinct, true, func(v handeval.Value, _ bool) int {
		if handeval.AceKingOrBetter(v) {
			return 1
		}
		return -1
	})
	// A hand opens when its value is at least the lowest that does; the
	// hands valued in the sweep are hands of the deck, so of a class.
	opener := handeval.Value(1 << 16)
	if open < len(distinct) {
		opener = distinct[open]
	}
	// The hands in the order of their class, those of class k at
	// start[k]:start[k+1], so that the sweep and a class's hands read
	// memory in order.
	k := len(distinct)
	start := make([]int32, k+1)
	for _, v := range vs {
		start[classOf[v]+1]++
	}
	for j := 1; j <= k; j++ {
		start[j] += start[j-1]
	}
	next := slices.Clone(start[:k])
	sorted := make([][5]uint8, len(hs))
	for i, v := range vs {
		sorted[next[classOf[v]]] = hs[i]
		next[classOf[v]]++
	}
	hs = sorted
	for cl := range k {
		for i := start[cl]; i < start[cl+1]; i++ {
			vs[i] = distinct[cl]
		}
	}
	// The hands' cards as bits: the types held, and held twice.
	once, twice := make([]uint64, len(hs)), make([]uint64, len(hs))
	for i, h := range hs {
		for j, t := range h {
			if j > 0 && h[j-1] == t {
				twice[i] |= 1 << t
			}
			once[i] |= 1 << t
		}
	}
	// The player's hands: the orbits' representatives, in class order.
	var players []player
	cl := int32(0)
	for i := range hs {
		for i >= int(start[cl+1]) {
			cl++
		}
		h := &hs[i]
		ok, orbit := combin.Canonical(h[:], len(d.Suits))
		if !ok {
			continue
		}
		pl := player{Value: vs[i], types: *h, index: int32(len(players)), class: cl, Weight: orbit, once: once[i], twice: twice[i]}
		for j, t := range h {
			pl.Cards[j] = types[t]
		}
		if m == 2 {
			pl.Weight <<= bits.OnesCount64(once[i] &^ twice[i]) // C(2, 1) copies of a card held once
		}
		players = append(players, pl)
	}
	c := &count{deck: d, types: types, n: n * m, Dealt: combin.Binomial(n*m-6, 4), Players: players,
		Hands: int64(len(hs)), Tallies: make([]tally, len(rules)), pay: p}
	var shapes [16][5][]entry
	for sh := range shapes {
		for _, e := range entries(uint8(sh), m) {
			shapes[sh][e.pos] = append(shapes[sh][e.pos], e)
		}
	}
	sw := sweep{count: c, hands: hs, once: once, twice: twice, start: start,
		open: int32(open), opener: opener, shapes: &shapes, rower: newRower(n), rules: rules, watch: w}
	workers := min(runtime.GOMAXPROCS(0), n)
	parts := make([]*worker, workers)
	var wg sync.WaitGroup
	for g := range workers {
		wk := sw.newWorker(n*g/workers, n*(g+1)/workers)
		parts[g] = wk
		wg.Go(wk.run)
	}
	wg.Wait()
	for _, wk := range parts {
		for i := range c.Tallies {
			c.Tallies[i].add(&wk.tallies[i])
		}
		for i := range c.Players {
			c.Players[i].NoOpen += wk.sums[i][0]
			c.Players[i].Below += wk.sums[i][1]
			c.Players[i].Equal += wk.sums[i][2]
		}
	}
	return c
}

// A sweep is what the workers share, read only.
type sweep struct {
	*count
	hands       [][5]uint8
	once, twice []uint64       // each hand's types, and those it holds twice
	start       []int32        // hands[start[k]:start[k+1]] are the hands of class k
	open        int32          // the lowest class that opens
	opener      handeval.Value // its value
	shapes      *[16][5][]entry
	rower       *rower
	rules       []rule
	watch       watch
}

// A worker sweeps the dealer's hands for the up cards of types lo to hi.
type worker struct {
	*sweep
	lo, hi, w int
	mine      uint64 // the types lo to hi as bits
	m         int
	noOpen    []uint32 // [row][τ − lo]: the hands passed that do not open
	opens     []uint32 // the hands passed that open
	tallies   []tally
	sums      [][3]int64 // per player: NoOpen, Below, Equal over this worker's up cards
	// Scratch.
	accN, accQ, eq []int64
	cols           []handeval.Hand
	colType        []int
	vals           []handeval.Value
	pc             []uint8 // the player's copies of each type
}

func (s *sweep) newWorker(lo, hi int) *worker {
	n := len(s.types)
	w := hi - lo
	rows := numRows(n)
	return &worker{sweep: s, lo: lo, hi: hi, w: w, m: s.deck.Copies, mine: (1<<hi - 1) &^ (1<<lo - 1),
		noOpen: make([]uint32, rows*w), opens: make([]uint32, rows*w),
		tallies: make([]tally, len(s.rules)), sums: make([][3]int64, len(s.Players)),
		accN: make([]int64, w), accQ: make([]int64, w), eq: make([]int64, w),
		cols: make([]handeval.Hand, 0, w), colType: make([]int, 0, w),
		vals: make([]handeval.Value, w), pc: make([]uint8, n)}
}

func (wk *worker) run() {
	players := wk.Players
	next := 0 // the next player's hand to count
	k := int32(len(wk.start) - 1)
	for cl := int32(0); cl < k; cl++ {
		if cl == wk.open {
			// Every hand that does not open is passed: count the
			// player's hands that do not open either.
			for ; next < len(players) && players[next].class < cl; next++ {
				wk.player(next, false)
			}
		}
		if cl >= wk.open {
			for ; next < len(players) && players[next].class == cl; next++ {
				wk.player(next, true)
			}
		}
		tab := wk.noOpen
		if cl >= wk.open {
			tab = wk.opens
		}
		for i := wk.start[cl]; i < wk.start[cl+1]; i++ {
			wk.add(tab, &wk.hands[i])
		}
	}
	for ; next < len(players); next++ { // no hand opens (a small deck)
		wk.player(next, false)
	}
}

// add counts dealer's hand h in tab.
func (wk *worker) add(tab []uint32, h *[5]uint8) {
	w, lo, hi := wk.w, uint8(wk.lo), uint8(wk.hi)
	var rows [32]int32
	wk.rower.rows(h, &rows)
	es := &wk.shapes[shapeOf(h)]
	for pos, t := range h {
		if t < lo || t >= hi {
			continue
		}
		col := int(t - lo)
		for _, e := range es[pos] {
			tab[int(rows[e.mask])*w+col] += e.weight
		}
	}
}

// player counts the deals of player's hand i with each of the worker's
// up cards, the dealer's hands that open among them when opens says the
// player's hand opens (else none is below or equal), and tallies them.
func (wk *worker) player(i int, opens bool) {
	p := &wk.Players[i]
	h := &p.types
	w, lo, m := wk.w, wk.lo, wk.m
	for _, t := range h {
		wk.pc[t]++
	}
	clear(wk.accN)
	clear(wk.accQ)
	clear(wk.eq)
	// |S| ≤ 3: the tables, each subset of P's five cards (a card held
	// twice is two cards) once.
	var rows [32]int32
	wk.rower.rows(h, &rows)
	accN, accQ := wk.accN[:w], wk.accQ[:w]
	for mask := uint8(0); mask < 32; mask++ {
		k := bits.OnesCount8(mask)
		if k > 3 {
			continue
		}
		r := int(rows[mask]) * w
		rowN, rowQ := wk.noOpen[r:r+w], wk.opens[r:r+w]
		switch {
		case k&1 == 0 && opens:
			for j := range accN {
				accN[j] += int64(rowN[j])
				accQ[j] += int64(rowQ[j])
			}
		case k&1 == 0:
			for j, x := range rowN {
				accN[j] += int64(x)
			}
		case opens:
			for j := range accN {
				accN[j] -= int64(rowN[j])
				accQ[j] -= int64(rowQ[j])
			}
		default:
			for j, x := range rowN {
				accN[j] -= int64(x)
			}
		}
	}
	// The up cards left: a type the player holds m times has none.
	wk.cols, wk.colType = wk.cols[:0], wk.colType[:0]
	for t := lo; t < wk.hi; t++ {
		if int(wk.pc[t]) < m {
			wk.cols = append(wk.cols, handeval.Hand{}.Add(wk.types[t]))
			wk.colType = append(wk.colType, t)
		}
	}
	vals := wk.vals[:len(wk.cols)]
	// |S| = 4: the hand S ∪ {u} itself.
	for skip := range 5 {
		var four handeval.Hand
		for j, t := range h {
			if j != skip {
				four = four.Add(wk.types[t])
			}
		}
		four.ValuesWith(wk.cols, vals)
		for j, v := range vals {
			c := wk.colType[j] - lo
			switch {
			case v < wk.opener:
				accN[c]++
			case opens && v < p.Value:
				accQ[c]++
			}
		}
	}
	if opens {
		wk.equal(p)
	}
	for _, t := range wk.colType {
		c := t - lo
		nq, below, eq := accN[c], accQ[c], wk.eq[c]
		up := wk.types[t]
		if wk.watch != nil {
			wk.watch(p, up, nq, below, eq)
		}
		copies := int64(m) - int64(wk.pc[t]) // physical up cards of type t
		weight := uint64(p.Weight * copies)
		s := &wk.sums[i]
		s[0] += copies * nq
		s[1] += copies * below
		s[2] += copies * eq
		o := wk.pay.outcomes(wk.Dealt, nq, below, eq)
		gain := wk.pay.gain(p.Value.Category(), &o)
		for r, rl := range wk.rules {
			wk.tallies[r].record(p, up, rl(p, up, gain), &o, weight)
		}
	}
	for _, t := range h {
		wk.pc[t] = 0
	}
}

// equal counts the dealer's hands of the player's value that hold each up
// card of the worker's and none of the player's cards: for one deck, the
// hands of the class that share no card with the player's; for two, the
// physical hands of each, per type t of the hand C(m − p_t, d_t), and for
// the up card's type C(m − p_u − 1, d_u − 1), where the player holds p_t
// copies and the dealer d_t.
func (wk *worker) equal(p *player) {
	lo, mine := uint(wk.lo), wk.mine
	from, to := wk.start[p.class], wk.start[p.class+1]
	if wk.m == 1 {
		for i := from; i < to; i++ {
			if wk.once[i]&p.once != 0 {
				continue
			}
			for ts := wk.once[i] & mine; ts != 0; ts &= ts - 1 {
				wk.eq[uint(bits.TrailingZeros64(ts))-lo]++
			}
		}
		return
	}
	// Two copies: a type the dealer holds twice must be one the player
	// does not hold; one he holds once, one the player holds at most once.
	for i := from; i < to; i++ {
		once, twice := wk.once[i], wk.twice[i]
		if once&mine == 0 || twice&p.once != 0 || once&p.twice != 0 {
			continue
		}
		// Each type the dealer holds once and the player not: 2 copies to
		// choose from, but for the up card's; every other factor is 1.
		free := once &^ twice &^ p.once
		base := int64(1) << bits.OnesCount64(free)
		for ts := once & mine; ts != 0; ts &= ts - 1 {
			t := uint(bits.TrailingZeros64(ts))
			wk.eq[t-lo] += base >> (free >> t & 1)
		}
	}
}

// record tallies a player's hand p with up card up, raised or not, its
// deals o, weight times.
func (t *tally) record(p *player, up card.Card, raise bool, o *[numOutcomes]int64, weight uint64) {
	cat := p.Value.Category()
	if !raise {
		t.folded[cat] += weight
		t.ante[folds][cat] += weight * uint64(o[folds])
	} else {
		t.raised[cat] += weight
		for k := notOpen; k < numOutcomes; k++ {
			t.ante[k][cat] += weight * uint64(o[k])
		}
	}
	if cat == handeval.HighCard && handeval.AceKingOrBetter(p.Value) {
		third, kind := akKind(p, up)
		x := 0
		if !raise {
			x = 1
		}
		t.ak[third][kind][x] += weight
	}
}

// akKind is an ace-king hand's third card's rank and the kind of the up
// card against it. The hand's cards are in the order of their types, the
// lowest rank first, all five of different ranks.
func akKind(p *player, up card.Card) (card.Rank, int) {
	r := up.Rank()
	switch {
	case r == card.Ace || r == card.King:
		return p.Cards[2].Rank(), akUpAceKing
	case r == p.Cards[0].Rank() || r == p.Cards[1].Rank() || r == p.Cards[2].Rank():
		return p.Cards[2].Rank(), akUpPairs
	}
	return p.Cards[2].Rank(), akUpOther
}
