package blackjack

// A split's net results, hand by hand. The two hands of a split are played
// by the post-split strategy, which reads only the hand's own cards (CDP1:
// the hand's best with the other pair card gone; CDZ−: as unsplit), so the
// hands one hand may end as, and the number of orders of its cards that
// end there as played, do not depend on the other hand. Any two endings,
// one a hand, are then dealt together with probability
//
//	orders₁ · orders₂ · Π_v falling(s_v, k_v) / falling(n, k)
//
// (s the shoe after the up card and the pair, k the cards both hands drew:
// the chance of one order of a set of cards depends only on the set), and
// the dealer draws from what they left: one dealer's odds for each set of
// cards the two hands hold together, and each of his outcomes settles
// both hands at once. This is the round's exact distribution for a split
// to two hands (a table of one split, and aces, always split once). Where
// the table resplits, the same count is exact for the rounds where neither
// hand's second card is a pair card (no resplit); the rounds that resplit
// stay one line per up card at their expected net, what the split's exact
// value (splitValue) leaves after the rest.
//
// One approximation stays with the 18.1 bonus: a split hand's 6-7-8 is
// suited in 1 of 16, as the calculator counts it, and two in one split
// are taken as suited independently, though the suits of their like cards
// are not quite independent in a finite shoe (the expected value is
// unaffected; only rounds with two 6-7-8s in one split, pairs of 6s, 7s or
// 8s, are).

// splitEnd is one way a split hand may end: its cards (the pair card
// among them), its total (0: bust), its wager (1, or 2 doubled), and how
// many orders of its drawn cards end there.
type splitEnd struct {
	cards  comp
	total  int
	m      int
	orders float64
	bonus  int     // 18.1: the bonus the hand is paid in half units, whatever the dealer's total
	pBonus float64 // and the chance it is paid (three 7s 1; a 6-7-8 1/16, the suits unseen)
}

// Which second cards splitEnds follows.
const (
	anySecond   = iota // every card (no resplit)
	otherSecond        // every card but a pair card, which would resplit
	pairSecond         // only a pair card, the hand played on (the table's hands all dealt)
)

// splitEnds lists how a split hand of pair p against up ends as played in
// context y (the split hands' strategy), its second card as second says.
func (res *result) splitEnds(y *context, p, second int) []splitEnd {
	c := res.c
	cs := c.cs
	i0 := cs.next[0][p]
	reach := make([]float64, len(cs.comps))
	var ends []splitEnd
	stand := func(i int32, m int, w float64) {
		e := splitEnd{cards: cs.comps[i], m: m, orders: w}
		e.total, _ = cs.total(i)
		if c.r.Bonus && cs.n[i] == 3 {
			h := cs.comps[i]
			switch {
			case h[7] == 3:
				e.bonus, e.pBonus = m*int(2*float64(payThree7s.Num)/float64(payThree7s.Den)), 1
			case h[6] == 1 && h[7] == 1 && h[8] == 1:
				e.bonus, e.pBonus = m*int(2*float64(paySuited678.Num)/float64(paySuited678.Den)), 1.0/16
			}
		}
		ends = append(ends, e)
	}
	// draw deals one card of each value to hand i (held in w orders):
	// a bust ends it, anything else is stood on (a double) or played on.
	draw := func(i int32, w float64, double bool) {
		s, _ := y.rest(i)
		for v := 1; v <= 10; v++ {
			if s[v] == 0 {
				continue
			}
			j := cs.next[i][v]
			switch {
			case j < 0:
				e := splitEnd{cards: cs.comps[i], m: 1, orders: w}
				e.cards[v]++
				if double {
					e.m = 2
				}
				ends = append(ends, e)
			case double:
				stand(j, 2, w)
			default:
				reach[j] += w
			}
		}
	}
	play := func(i int32, w float64) {
		y.eval(i)
		may := y.mayDouble(i)
		var o int
		if y.choose != nil {
			o = y.choose(i, may)
		} else {
			o = y.best(i, may)
		}
		switch o {
		case optHit:
			draw(i, w, false)
		case optDouble:
			draw(i, w, true)
		default:
			stand(i, 1, w)
		}
	}
	s, _ := y.rest(i0)
	for v := 1; v <= 10; v++ {
		if s[v] == 0 || (second == otherSecond && v == p) || (second == pairSecond && v != p) {
			continue
		}
		j := cs.next[i0][v]
		if p == 1 { // 24(4): a split ace takes one card
			stand(j, 1, 1)
			continue
		}
		play(j, 1)
	}
	for _, j := range cs.byCards {
		if reach[j] != 0 {
			play(j, reach[j])
		}
	}
	return ends
}

// splitOutcomes adds to t the split of pair p against up, dealt with
// chance w.
func (res *result) splitOutcomes(t *tally, up, p int, w float64) {
	c := res.c
	y := c.firsts[up][p]
	hands := c.splitHands(p)
	second := anySecond
	if hands > 2 {
		second = otherSecond
	}
	ends := res.splitEnds(y, p, second)

	// The shoe after the up card and the pair, and its falling products.
	s := splitShoe(c.r.Shoe, up, p)
	n := count11(&s)
	fall, invFall := fallings(&s)

	// Each hand's result in half units against each of the dealer's
	// outcomes but a Blackjack (d17 … dBust), no bonus.
	results := make([][dBust + 1]int, len(ends))
	for a := range ends {
		for o := d17; o <= dBust; o++ {
			results[a][o] = handHalf(&ends[a], o)
		}
	}
	hole := 0
	if up == 1 || up == 10 {
		hole = 11 - up
	}
	odds := res.newOddsCache(up, s)
	type pairing struct {
		e2   int32
		odds int32
		p    float64
	}
	row := make([]pairing, 0, len(ends))

	// exact is the chance of the splits counted hand by hand, evExact
	// their expected net in half units, staked their stake.
	exact, evExact, staked := 0.0, 0.0, 0.0
	for a := range ends {
		e1 := &ends[a]
		row = row[:0]
		for b := a; b < len(ends); b++ {
			e2 := &ends[b]
			var drawn comp
			q := e1.orders * e2.orders
			k := 0
			ok := true
			for v := 1; v <= 10; v++ {
				d := int(e1.cards[v]) + int(e2.cards[v])
				if v == p {
					d -= 2
				}
				if d > s[v] {
					ok = false
					break
				}
				drawn[v] = uint8(d)
				q *= fall[v][d]
				k += d
			}
			if !ok {
				continue
			}
			q *= invFall[k]
			if a != b {
				q *= 2
			}
			if e1.total == 0 && e2.total == 0 {
				pbj := 0.0
				if hole > 0 {
					pbj = float64(s[hole]-int(drawn[hole])) / float64(n-k)
				}
				exact += q
				staked += q * (pbj + float64(e1.m+e2.m)*(1-pbj))
				t.add(-2, w*q*pbj)
				t.add(-2*(e1.m+e2.m), w*q*(1-pbj))
				evExact += -2*q*pbj - float64(2*(e1.m+e2.m))*q*(1-pbj)
				continue
			}
			row = append(row, pairing{int32(b), odds.at(&drawn), q})
		}
		odds.flush()

		// Each pair against each of the dealer's outcomes: a Blackjack
		// takes the initial wager only (20).
		r1 := &results[a]
		for _, pr := range row {
			e2 := &ends[pr.e2]
			r2 := &results[pr.e2]
			d := &odds.odds[pr.odds]
			q := pr.p
			exact += q
			staked += q * (d[dBJ] + float64(e1.m+e2.m)*(1-d[dBJ]))
			t.add(-2, w*q*d[dBJ])
			evExact += -2 * q * d[dBJ]
			if e1.pBonus == 0 && e2.pBonus == 0 {
				for o := d17; o <= dBust; o++ {
					h := r1[o] + r2[o]
					t.p[h-minHalf] += w * q * d[o]
					evExact += float64(h) * q * d[o]
				}
				continue
			}
			// With an 18.1 bonus: each hand paid its bonus or settled.
			for o := d17; o <= dBust; o++ {
				for _, x1 := range [2]struct {
					h int
					p float64
				}{{r1[o], 1 - e1.pBonus}, {e1.bonus, e1.pBonus}} {
					for _, x2 := range [2]struct {
						h int
						p float64
					}{{r2[o], 1 - e2.pBonus}, {e2.bonus, e2.pBonus}} {
						pp := q * d[o] * x1.p * x2.p
						if pp != 0 {
							t.add(x1.h+x2.h, w*pp)
							evExact += float64(x1.h+x2.h) * pp
						}
					}
				}
			}
		}
	}
	t.staked += w * staked
	if hands > 2 {
		// The rounds that resplit: what the split's value leaves, their
		// net's square and their stake counted by resplitMoments.
		t.split[up] += w * (1 - exact)
		t.splitNet[up] += w * (res.ups[up].split[p] - evExact/2)
		m := res.resplitMoments(up, p, ends, odds)
		t.splitSq[up] += w * m.sq
		t.staked += w * m.stake
	}
}

// oddsCache holds the dealer's odds against up card up for the sets of
// cards split hands drew from shoe s (the up card out): at queues a set,
// flush computes what is queued, batch shoes a pass.
type oddsCache struct {
	tree      *dealerTree
	val       [][batch]float64
	up        int
	s         [11]int
	index     map[uint64]int32
	odds      [][nOut]float64
	waiting   [][11]int // shoes, the up card in them (probs4)
	waitingAt []int32
}

func (res *result) newOddsCache(up int, s [11]int) *oddsCache {
	c := res.c
	if c.upTrees[up] == nil { // this up card's goroutine's alone
		c.upTrees[up] = c.tree.only(up)
	}
	tree := c.upTrees[up]
	return &oddsCache{tree: tree, val: make([][batch]float64, len(tree.nodes)), up: up, s: s, index: map[uint64]int32{}}
}

// at is where the odds for the cards drawn are (or will be, once flushed)
// in o.odds.
func (o *oddsCache) at(drawn *comp) int32 {
	key := uint64(0) // 6 bits a value
	for v := 1; v <= 10; v++ {
		key |= uint64(drawn[v]) << (6 * (v - 1))
	}
	j, seen := o.index[key]
	if !seen {
		j = int32(len(o.odds))
		o.index[key] = j
		o.odds = append(o.odds, [nOut]float64{})
		r := o.s
		r[o.up]++
		for v := 1; v <= 10; v++ {
			r[v] -= int(drawn[v])
		}
		o.waiting = append(o.waiting, r)
		o.waitingAt = append(o.waitingAt, j)
	}
	return j
}

func (o *oddsCache) flush() {
	var rest [batch][11]int
	var out [batch]dealerOdds
	for i := 0; i < len(o.waiting); i += batch {
		for b := range batch {
			rest[b] = o.waiting[min(i+b, len(o.waiting)-1)]
		}
		o.tree.probs4(&rest, o.val, &out)
		for b := range batch {
			if i+b < len(o.waiting) {
				o.odds[o.waitingAt[i+b]] = out[b][o.up]
			}
		}
	}
	o.waiting, o.waitingAt = o.waiting[:0], o.waitingAt[:0]
}

// addSplitStake adds to t what a split of pair p against up, dealt with
// chance w, puts at risk: each hand's wager, but only the initial wager
// against a dealer Blackjack (20). Without doubles after a split (and for
// aces, which take one card) that is the hands' number, as splitValue
// counts them; with them, splitStake counts each hand's.
func (res *result) addSplitStake(t *tally, up, p int, w float64) {
	c := res.c
	if c.r.DAS && p != 1 {
		t.staked += w * res.splitStake(up, p)
		return
	}
	hands := c.splitHands(p)
	s := splitShoe(c.r.Shoe, up, p)
	n0 := count11(&s)
	expected := func(n, np int) float64 {
		early, full := patterns(hands, n, np)
		e := 0.0
		for h, x := range early {
			e += float64(h) * x
		}
		for _, x := range full {
			e += float64(hands) * x
		}
		return e
	}
	stake := expected(n0, s[p])
	if hole := 11 - up; (up == 1 || up == 10) && s[hole] > 0 {
		pbj := float64(s[hole]) / float64(n0)
		s2 := s
		s2[hole]--
		stake -= pbj * (expected(n0-1, s2[p]) - 1)
	}
	t.staked += w * stake
}

// handHalf is split hand e's result in half units against the dealer's
// outcome o (not a Blackjack), no bonus.
func handHalf(e *splitEnd, o int) int {
	switch {
	case e.total == 0:
		return -2 * e.m
	case o == dBust:
		return 2 * e.m
	case e.total > 17+o-d17:
		return 2 * e.m
	case e.total < 17+o-d17:
		return -2 * e.m
	}
	return 0
}

// only is the part of tree t that up card up's outcomes read: the nodes on
// the way to its terms, in the same order (parents first).
func (t *dealerTree) only(up int) *dealerTree {
	keep := make([]bool, len(t.nodes))
	lo, hi := t.slots[up*8], t.slots[up*8+8]
	for _, tm := range t.terms[lo:hi] {
		for k := tm.node; k >= 0 && !keep[k]; k = t.nodes[k].parent {
			keep[k] = true
		}
	}
	where := make([]int32, len(t.nodes))
	u := &dealerTree{}
	for i, nd := range t.nodes {
		if !keep[i] {
			continue
		}
		where[i] = int32(len(u.nodes))
		if nd.parent >= 0 {
			nd.parent = where[nd.parent]
		}
		u.nodes = append(u.nodes, nd)
	}
	for k := range 11 * 8 {
		u.slots = append(u.slots, int32(len(u.terms)))
		if k/8 != up {
			continue
		}
		for _, tm := range t.terms[t.slots[k]:t.slots[k+1]] {
			tm.node = where[tm.node]
			u.terms = append(u.terms, tm)
		}
	}
	u.slots = append(u.slots, int32(len(u.terms)))
	return u
}
