package blackjack

import (
	"slices"
	"sync"

	"croupier/money"
)

// The composition-dependent calculator behind Analyze and Advise.
//
// Cards are counted by value: index 1 is the ace, 2–9 their face, 10 every
// ten-value card. A hand is a composition (how many cards of each value it
// holds): its expected values depend on the cards it holds and the dealer's
// up card, never on the order they came in. Every figure is the expected net
// result per unit of the hand's initial wager, computed in float64 (the
// products of up to ~25 probabilities; each figure is good to about 1e-15).
//
// The dealer's hole card. Without peek (the default) the dealer takes his
// second card after the players, and a dealer Blackjack takes only the
// initial wager: doubles and split hands are withdrawn (20). With peek he
// looks at once and a Blackjack ends the round, so no double or split is
// ever made against it. Both lose exactly the initial wager to a dealer
// Blackjack, whatever the player decided, so every decision has the same
// expected value in both games: the calculator computes the no-hole-card
// game (the dealer's Blackjack is one of his outcomes, and a double or a
// split hand loses only the initial wager to it), which is therefore also
// the peek game's. The decisions maximise the same figure in both (the
// Blackjack term, −P(dealer Blackjack | the cards seen), is the same for
// every option of a hand).

// postSplit is how split hands are played (Farmer's terms): cdz plays each
// split hand as the same cards would be played unsplit (CDZ−); cdp1 plays
// the strategy best for a split hand with the one other pair card gone on
// all of them; cdp plays, for each number a of other pair cards gone, the
// strategy best for it. With one split (split-hands 2) cdp1 and cdp are
// the same, the best post-split play. With resplits cdp reads a as the
// number of pair cards the whole split will reveal, some of them dealt
// after the hand is played: no player can play it, so Analyze reports
// cdp1, which a player can.
type postSplit int

const (
	cdz postSplit = iota
	cdp1
	cdp
)

// calcRules are the rules the calculator plays.
type calcRules struct {
	Shoe        [11]int // cards of each value, 1 (ace) to 10
	HitSoft17   bool
	DoubleAny   bool // double any two cards (26.1(1)); else 9, 10, 11 (23)
	DoubleSoft9 bool // B12: under 9–11, A-8 and A-9 double as 9 and 10 (Croupier); false: the soft total counts (as Farmer's calculator)
	DAS         bool // 26.1(3)
	Hands       int  // the most hands a split makes, 2 to 5 (26.1(2)); aces split once
	Post        postSplit
	BJPays      float64 // 3/2
	Bonus       bool    // 18.1: three 7s and a suited 6-7-8
	// SplitLines counts each split hand by hand in the main wager's lines
	// (analyze_splitpdf.go): the exact distribution, but some seconds at 6
	// decks against the analysis's tenth of a second, so off in Analyze
	// (a split is then one line per up card at its expected net).
	SplitLines bool
}

// calcRulesOf is the calculator's rules for a Blackjack table.
func calcRulesOf(r Rules) calcRules {
	var shoe [11]int
	for v := 1; v <= 9; v++ {
		shoe[v] = 4 * r.Decks
	}
	shoe[10] = 16 * r.Decks
	bj := float64(payBlackjack.Num) / float64(payBlackjack.Den)
	return calcRules{
		Shoe: shoe, HitSoft17: !r.StandSoft17, DoubleAny: r.DoubleAny, DoubleSoft9: true,
		DAS: r.DoubleAfterSplit, Hands: r.SplitHands, Post: cdp1, BJPays: bj,
	}
}

// canDouble reports whether a two-card hand of hard total low, holding an
// ace or not, may be doubled (23, 26.1(1), ruling B12). A natural never
// reaches here.
func (c *calcRules) canDouble(low int, ace bool) bool {
	ok := func(t int) bool { return (t >= 9 && t <= 11) || (c.DoubleAny && t >= 2 && t <= 20) }
	if c.DoubleSoft9 || c.DoubleAny {
		return ok(low) || (ace && ok(low+10))
	}
	// Farmer's rule: the hand's best total must be 9, 10 or 11.
	t := low
	if ace && t+10 <= 21 {
		t += 10
	}
	return ok(t)
}

// Dealer outcomes.
const (
	d17 = iota
	d18
	d19
	d20
	d21
	dBust
	dBJ
	nOut
)

// A dealerDraw is one set of cards the dealer may draw to his up card and
// stop on: cards of value Ranks[i] Counts[i] times, in Orders orders.
type dealerDraw struct {
	ranks, counts []uint8
	n             int // cards drawn
	orders        float64
	out           int
}

// dealerDraws lists, for each up card, every set of cards the dealer may
// draw and stop on without busting, with the number of orders that stop exactly there. The
// probability of a set is then orders × Π falling(shoe[v], count) /
// falling(n, cards): the calculator never deals the dealer's cards again.
func dealerDraws(hitSoft17 bool) [11][]dealerDraw {
	var out [11][]dealerDraw
	for up := 1; up <= 10; up++ {
		idx := map[uint64]int{} // by the cards drawn, 4 bits a value
		var cnt [11]uint8
		var key uint64
		var list []dealerDraw
		record := func(o, n int) {
			if i, ok := idx[key]; ok {
				list[i].orders++
				return
			}
			d := dealerDraw{n: n, orders: 1, out: o}
			for v := 1; v <= 10; v++ {
				if cnt[v] > 0 {
					d.ranks = append(d.ranks, uint8(v))
					d.counts = append(d.counts, cnt[v])
				}
			}
			idx[key] = len(list)
			list = append(list, d)
		}
		var walk func(low int, ace bool, n int)
		walk = func(low int, ace bool, n int) {
			t := low
			soft := ace && low+10 <= 21
			if soft {
				t += 10
			}
			switch {
			case n == 1 && t == 21: // the up card and one card: a Blackjack
				record(dBJ, n)
				return
			case t > 21:
				return // a bust is what the other outcomes leave
			case t > 17 || (t == 17 && !(soft && hitSoft17)):
				record(d17+t-17, n)
				return
			}
			for v := 1; v <= 10; v++ {
				cnt[v]++
				key += 1 << (4 * v)
				walk(low+v, ace || v == 1, n+1)
				key -= 1 << (4 * v)
				cnt[v]--
			}
		}
		walk(up, up == 1, 0)
		out[up] = list
	}
	return out
}

// maxDraw bounds the cards of one value in a dealer's hand (eight aces:
// A-A-A-A-A-A-A-A is a soft 18) and all the cards he holds.
const maxDraw = 16

// A dealerTree is every set of cards the dealer may end with, his up card
// among them, as a tree: each node adds one card to its parent's cards, in
// value order (a set of cards is one path), so the chance of drawing a
// node's cards in one given order is its parent's times one more fraction.
// A set where the dealer stops without busting lists, for each up card it
// holds, the orders of the other cards that stop there and the outcome (as
// Farmer's calculator, one pass gives every up card). A bust is what the
// other outcomes leave.
type dealerTree struct {
	nodes []dnode
	// slots are the outcomes by up card (up·8 + outcome), each with the
	// nodes that add to it: terms[slots[k]:slots[k+1]].
	slots []int32
	terms []dterm
}

// A dnode is one node of a dealerTree: the fraction it adds is
// (shoe[rank] − num) / (cards left − depth), num the cards of its rank and
// depth all the cards before it; its terms are terms[first:last].
type dnode struct {
	parent int32
	fac    uint8 // rank·maxDraw + num
	depth  uint8
}

type dterm struct {
	node   int32
	orders float64
}

func newDealerTree(hitSoft17 bool) *dealerTree {
	t := &dealerTree{nodes: []dnode{{parent: -1}}}
	child := [][11]int32{{}}   // by node and value: the node one more card makes; 0 for none yet
	terms := map[int][]dterm{} // by slot
	for up, draws := range dealerDraws(hitSoft17) {
		for _, d := range draws {
			if up == 0 || d.out == dBust {
				continue
			}
			var cnt [11]uint8
			cnt[up]++
			for k, r := range d.ranks {
				cnt[r] += d.counts[k]
			}
			node, depth := int32(0), uint8(0)
			for r := uint8(1); r <= 10; r++ {
				for j := uint8(0); j < cnt[r]; j++ {
					next := child[node][r]
					if next == 0 {
						next = int32(len(t.nodes))
						child[node][r] = next
						child = append(child, [11]int32{})
						t.nodes = append(t.nodes, dnode{parent: node, fac: r*maxDraw + j, depth: depth})
					}
					node = next
					depth++
				}
			}
			if depth >= maxDraw {
				panic("blackjack: a dealer hand of more than maxDraw cards")
			}
			terms[up*8+d.out] = append(terms[up*8+d.out], dterm{node: node, orders: d.orders})
		}
	}
	// Nodes by depth, parents first: a node's value never waits on the
	// one just computed.
	order := make([]int32, len(t.nodes))
	for i := range order {
		order[i] = int32(i)
	}
	slices.SortStableFunc(order, func(a, b int32) int { return int(t.nodes[a].depth) - int(t.nodes[b].depth) })
	where := make([]int32, len(t.nodes))
	for i, o := range order {
		where[o] = int32(i)
	}
	nodes := make([]dnode, len(t.nodes))
	for i, o := range order {
		nodes[i] = t.nodes[o]
		if i > 0 {
			nodes[i].parent = where[t.nodes[o].parent]
		}
	}
	t.nodes = nodes
	for k := range 11 * 8 {
		t.slots = append(t.slots, int32(len(t.terms)))
		from := len(t.terms)
		for _, tm := range terms[k] {
			tm.node = where[tm.node]
			t.terms = append(t.terms, tm)
		}
		slices.SortFunc(t.terms[from:], func(a, b dterm) int { return int(a.node - b.node) })
	}
	t.slots = append(t.slots, int32(len(t.terms)))
	return t
}

// dealerOdds are the dealer's outcome probabilities by up card.
type dealerOdds [11][nOut]float64

// batch is how many shoes probs4 evaluates in one pass over the tree: the
// nodes are read once for all, and the products of different shoes do
// not wait on each other.
const batch = 4

// probs4 is probs for batch shoes at once; val is scratch of the tree's
// size.
func (t *dealerTree) probs4(rest *[batch][11]int, val [][batch]float64, out *[batch]dealerOdds) {
	var inv, fac [256][batch]float64
	var n [batch]int
	for b := range batch {
		n[b] = count11(&rest[b])
		for j := range maxDraw {
			if n[b]-j > 0 {
				inv[j][b] = 1 / float64(n[b]-j)
			}
		}
		for v := 1; v <= 10; v++ {
			for j := 0; j < maxDraw && j < rest[b][v]; j++ {
				fac[v*maxDraw+j][b] = float64(rest[b][v] - j)
			}
		}
	}
	nodes, terms := t.nodes, t.terms
	val = val[:len(nodes)]
	val[0] = [batch]float64{1, 1, 1, 1}
	for i := 1; i < len(nodes); i++ {
		nd := &nodes[i]
		p, f, iv := &val[nd.parent], &fac[nd.fac], &inv[nd.depth]
		val[i] = [batch]float64{p[0] * f[0] * iv[0], p[1] * f[1] * iv[1], p[2] * f[2] * iv[2], p[3] * f[3] * iv[3]}
	}
	for up := 1; up <= 10; up++ {
		var f [batch]float64
		for b := range batch {
			if rest[b][up] > 0 {
				f[b] = float64(n[b]) / float64(rest[b][up]) // given the up card
			}
		}
		var bust [batch]float64
		for b := range batch {
			bust[b] = 1
		}
		for k := range nOut {
			if k == dBust {
				continue
			}
			var a [batch]float64
			for _, tm := range terms[t.slots[up*8+k]:t.slots[up*8+k+1]] {
				v := &val[tm.node]
				a[0] += tm.orders * v[0]
				a[1] += tm.orders * v[1]
				a[2] += tm.orders * v[2]
				a[3] += tm.orders * v[3]
			}
			for b := range batch {
				out[b][up][k] = a[b] * f[b]
				bust[b] -= out[b][up][k]
			}
		}
		for b := range batch {
			if f[b] == 0 {
				out[b][up] = [nOut]float64{}
				continue
			}
			out[b][up][dBust] = bust[b]
		}
	}
}

// probs returns the dealer's outcome probabilities for each up card with
// the shoe rest (the up card still in it); val is scratch of the tree's
// size.
func (t *dealerTree) probs(rest *[11]int, val []float64) dealerOdds {
	n := 0
	for v := 1; v <= 10; v++ {
		n += rest[v]
	}
	// Tables indexed by a byte need no bounds check.
	var inv, fac [256]float64
	for j := range maxDraw {
		if n-j > 0 {
			inv[j] = 1 / float64(n-j)
		}
	}
	for v := 1; v <= 10; v++ {
		for j := 0; j < maxDraw && j < rest[v]; j++ {
			fac[v*maxDraw+j] = float64(rest[v] - j)
		}
	}
	nodes, terms := t.nodes, t.terms
	val = val[:len(nodes)]
	val[0] = 1
	for i := 1; i < len(nodes); i++ {
		nd := &nodes[i]
		val[i] = val[nd.parent] * fac[nd.fac] * inv[nd.depth]
	}
	var p dealerOdds
	for up := 1; up <= 10; up++ {
		if rest[up] == 0 {
			continue
		}
		f := float64(n) / float64(rest[up]) // given the up card
		bust := 1.0
		for k := range nOut {
			var a0, a1 float64 // two sums: the adds do not wait on each other
			ts := terms[t.slots[up*8+k]:t.slots[up*8+k+1]]
			for j := 0; j+1 < len(ts); j += 2 {
				a0 += ts[j].orders * val[ts[j].node]
				a1 += ts[j+1].orders * val[ts[j+1].node]
			}
			if len(ts)%2 == 1 {
				a0 += ts[len(ts)-1].orders * val[ts[len(ts)-1].node]
			}
			p[up][k] = (a0 + a1) * f
			if k != dBust {
				bust -= p[up][k]
			}
		}
		p[up][dBust] = bust
	}
	return p
}

// A comp is a hand's composition; node indexes the compositions of hands
// that have not busted.
type comp [11]uint8

// compositions is every composition of at most 21 points (aces 1), each
// with its hard total and the composition one more card of each value
// makes.
type compositions struct {
	comps []comp
	low   []int
	n     []int       // cards
	next  [][11]int32 // next[i][v]: the composition with one more v; −1 past 21
	index map[comp]int32
	// byCards lists the compositions of three cards or more, fewer cards
	// first.
	byCards []int32
}

func newCompositions() *compositions {
	cs := &compositions{index: map[comp]int32{}}
	var walk func(c comp, low, n, from int)
	walk = func(c comp, low, n, from int) {
		cs.index[c] = int32(len(cs.comps))
		cs.comps = append(cs.comps, c)
		cs.low = append(cs.low, low)
		cs.n = append(cs.n, n)
		for v := from; v <= 10 && low+v <= 21; v++ {
			c[v]++
			walk(c, low+v, n+1, v)
			c[v]--
		}
	}
	walk(comp{}, 0, 0, 1)
	for k := 3; k <= 21; k++ {
		for i := range cs.comps {
			if cs.n[i] == k {
				cs.byCards = append(cs.byCards, int32(i))
			}
		}
	}
	cs.next = make([][11]int32, len(cs.comps))
	for i, c := range cs.comps {
		for v := 1; v <= 10; v++ {
			cs.next[i][v] = -1
			if cs.low[i]+v <= 21 {
				c[v]++
				cs.next[i][v] = cs.index[c]
				c[v]--
			}
		}
	}
	return cs
}

// total is composition i's best total and whether it is soft.
func (cs *compositions) total(i int32) (int, bool) {
	t := cs.low[i]
	if cs.comps[i][1] > 0 && t+10 <= 21 {
		return t + 10, true
	}
	return t, false
}

// A calc holds the rules and the tables shared by every evaluation.
type calc struct {
	r    calcRules
	cs   *compositions
	tree *dealerTree
	// odds keeps the dealer's odds by the cards out beside the up card (a
	// hand's, and a split hand's other pair cards): the same cards out
	// recur across contexts and up cards. run fills it before the
	// contexts read it concurrently; otherwise (the advisor) it fills as
	// asked.
	oddsList []dealerOdds
	at       map[[2]int][]int32 // by {pair, pair cards out}: the hand's index in oddsList
	frozen   bool
	// firsts are the split hands' contexts with the one other pair card
	// out, by up card and pair: CDP1's strategy, which Decide plays.
	firsts [11][11]*context
	// upTrees are the dealer's tree cut to each up card's hands, for the
	// split lines (analyze_splitpdf.go), built by that up card's goroutine.
	upTrees [11]*dealerTree
}

func newCalc(r calcRules) *calc {
	return &calc{r: r, cs: newCompositions(), tree: newDealerTree(r.HitSoft17)}
}

// Options of a hand, in the order ties are broken (stand before hit before
// double, as Farmer's calculator).
const (
	optStand = iota
	optHit
	optDouble
	optSplit
	nOpt
)

// A context is the evaluation of every hand against one up card with some
// cards out of the shoe beside the hand's own: the up card, and for a split
// hand the other pair cards. Values are per unit of the hand's wager.
type context struct {
	c      *calc
	up     int
	base   [11]int // the shoe less the up card and the cards out beside the hand
	split  bool    // the hands are split hands (no natural, double only with DAS)
	stand  []float64
	hit    []float64
	dbl    []float64
	done   []bool
	choose func(i int32, two bool) int // the option a split hand plays; nil: the best
	at     []int32                     // the dealer's odds of each hand in calc.oddsList
}

// dealer returns the dealer's odds against hand i, whose shoe is s.
func (x *context) dealer(i int32, s *[11]int) [nOut]float64 {
	if x.at != nil {
		if j := x.at[i]; j >= 0 {
			return x.c.oddsList[j][x.up]
		}
	}
	rest := *s
	rest[x.up]++
	p := x.c.tree.probs(&rest, make([]float64, len(x.c.tree.nodes)))
	return p[x.up]
}

func (c *calc) newContext(up int, out [11]int) *context {
	n := len(c.cs.comps)
	x := &context{c: c, up: up, stand: make([]float64, n), hit: make([]float64, n), dbl: make([]float64, n), done: make([]bool, n)}
	key := [2]int{}
	for v := 1; v <= 10; v++ {
		x.base[v] = c.r.Shoe[v] - out[v]
		if out[v] > 0 {
			key = [2]int{v, out[v]}
		}
	}
	x.at = c.at[key]
	x.base[up]--
	return x
}

// rest is the shoe of context x less composition i.
func (x *context) rest(i int32) ([11]int, bool) {
	s := x.base
	for v := 1; v <= 10; v++ {
		s[v] -= int(x.c.cs.comps[i][v])
		if s[v] < 0 {
			return s, false
		}
	}
	return s, true
}

// mayDouble reports whether hand i may be doubled in this context.
func (x *context) mayDouble(i int32) bool {
	cs := x.c.cs
	if cs.n[i] != 2 || (x.split && !x.c.r.DAS) {
		return false
	}
	if t, _ := cs.total(i); t == 21 { // an ace and a ten (23)
		return false
	}
	return x.c.r.canDouble(cs.low[i], cs.comps[i][1] > 0)
}

// eval computes stand, hit and double for hand i (at most 21) and every
// hand it may hit to.
func (x *context) eval(i int32) {
	if x.done[i] {
		return
	}
	x.done[i] = true
	cs := x.c.cs
	s, ok := x.rest(i)
	if !ok {
		return
	}
	n := 0
	for v := 1; v <= 10; v++ {
		n += s[v]
	}
	p := x.dealer(i, &s)
	t, _ := cs.total(i)
	st := p[dBust] - p[dBJ]
	for k := d17; k <= d21; k++ {
		switch dt := 17 + k - d17; {
		case t > dt:
			st += p[k]
		case t < dt:
			st -= p[k]
		}
	}
	if x.c.r.Bonus && cs.n[i] == 3 {
		st = x.c.bonusStand(cs.comps[i], st, p[dBJ])
	}
	x.stand[i] = st
	if n == 0 {
		x.hit[i], x.dbl[i] = -1, -1
		return
	}
	hit, dbl := 0.0, p[dBJ] // a double is withdrawn against a dealer Blackjack (20)
	for v := 1; v <= 10; v++ {
		if s[v] == 0 {
			continue
		}
		q := float64(s[v]) / float64(n)
		j := cs.next[i][v]
		if j < 0 {
			hit -= q
			dbl -= 2 * q
			continue
		}
		x.eval(j)
		hit += q * x.value(j)
		dbl += 2 * q * x.stand[j]
	}
	x.hit[i], x.dbl[i] = hit, dbl
}

// bonusStand is the value of standing on three cards comp, worth st
// without the 18.1 bonus, with pBJ the chance of a dealer Blackjack (which
// takes the hand, B4): three 7s always earn the bonus; a 6-7-8 when the
// three are of one suit, 1 in 16 (the suits of a 6, a 7 and an 8 are
// independent and uniform, whatever other cards are out, their suits
// unseen).
func (c *calc) bonusStand(h comp, st, pBJ float64) float64 {
	pay := func(r money.Ratio) float64 {
		return float64(r.Num)/float64(r.Den)*(1-pBJ) - pBJ
	}
	switch {
	case h[7] == 3:
		return pay(payThree7s)
	case h[6] == 1 && h[7] == 1 && h[8] == 1:
		return (15*st + pay(paySuited678)) / 16
	}
	return st
}

// best is the option that maximises hand i's value in this context, among
// stand, hit and (if may) double; ties go to the first.
func (x *context) best(i int32, may bool) int {
	o, v := optStand, x.stand[i]
	if x.hit[i] > v {
		o, v = optHit, x.hit[i]
	}
	if may && x.dbl[i] > v {
		o = optDouble
	}
	return o
}

// value is what hand i (evaluated) is worth as played in this context.
func (x *context) value(i int32) float64 {
	may := x.mayDouble(i)
	o := 0
	if x.choose != nil {
		o = x.choose(i, may)
	} else {
		o = x.best(i, may)
	}
	switch o {
	case optHit:
		return x.hit[i]
	case optDouble:
		return x.dbl[i]
	}
	return x.stand[i]
}

// upResult is the calculator's result for one up card: each two-card hand's
// option values (conditioned on nothing: a dealer Blackjack is among the
// outcomes) and the expected value of the round.
type upResult struct {
	ev      float64
	unsplit *context
	split   [11]float64 // the value of splitting each pair; −2 where none
}

// A result is the calculator's full analysis.
type result struct {
	c     *calc
	tally *tally // the main wager's outcomes (lines), once counted
	ups   [11]upResult
	pUp   [11]float64
	ev    float64
}

// run analyses every up card, two at a time.
func (c *calc) run() *result {
	res := &result{c: c}
	n := 0
	for v := 1; v <= 10; v++ {
		n += c.r.Shoe[v]
	}
	c.fillOdds()
	var wg sync.WaitGroup
	sem := make(chan struct{}, workers)
	for up := 1; up <= 10; up++ {
		if c.r.Shoe[up] == 0 {
			continue
		}
		res.pUp[up] = float64(c.r.Shoe[up]) / float64(n)
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			res.ups[up] = c.runUp(up)
		}()
	}
	wg.Wait()
	for up := 1; up <= 10; up++ {
		res.ev += res.pUp[up] * res.ups[up].ev
	}
	return res
}

// workers is how many goroutines the calculator runs.
const workers = 2

// fillOdds computes the dealer's odds for every set of cards out that a
// context may ask for: each hand of up to 21 points (cards out: the hand),
// and each split hand with 1+a other pair cards, a up to 2·(hands−2). The
// contexts then find them by the hand's index (oddsAt).
func (c *calc) fillOdds() {
	if c.frozen {
		return
	}
	var keys []comp
	seen := map[comp]int32{}
	add := func(k comp) int32 {
		for v := 1; v <= 10; v++ {
			if int(k[v]) > c.r.Shoe[v] {
				return -1
			}
		}
		j, ok := seen[k]
		if !ok {
			j = int32(len(keys))
			seen[k] = j
			keys = append(keys, k)
		}
		return j
	}
	n := len(c.cs.comps)
	c.at = map[[2]int][]int32{}
	idx := make([]int32, n)
	for i, k := range c.cs.comps {
		idx[i] = add(k)
	}
	c.at[[2]int{0, 0}] = idx
	for p := 1; p <= 10; p++ {
		amax := 0
		if p != 1 {
			amax = 2 * (min(c.r.Hands, c.r.Shoe[p]) - 2)
		}
		for a := 0; a <= amax; a++ {
			idx := make([]int32, n)
			for i, k := range c.cs.comps {
				idx[i] = -1
				if k[p] > 0 {
					k[p] += uint8(1 + a)
					idx[i] = add(k)
				}
			}
			c.at[[2]int{p, 1 + a}] = idx
		}
	}
	c.oddsList = make([]dealerOdds, len(keys))
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			val := make([][batch]float64, len(c.tree.nodes))
			var rest [batch][11]int
			var out [batch]dealerOdds
			for i := w * batch; i < len(keys); i += workers * batch {
				for b := range batch {
					k := keys[min(i+b, len(keys)-1)]
					for v := 1; v <= 10; v++ {
						rest[b][v] = c.r.Shoe[v] - int(k[v])
					}
				}
				c.tree.probs4(&rest, val, &out)
				for b := range batch {
					if i+b < len(keys) {
						c.oddsList[i+b] = out[b]
					}
				}
			}
		}()
	}
	wg.Wait()
	c.frozen = true
}

// runUp analyses up card up: every two-card hand, its options, the round.
func (c *calc) runUp(up int) upResult {
	u := upResult{unsplit: c.newContext(up, [11]int{})}
	x := u.unsplit
	cs := c.cs
	for p := 1; p <= 10; p++ {
		u.split[p] = c.splitValue(up, p, x)
	}
	s := x.base
	n := 0
	for v := 1; v <= 10; v++ {
		n += s[v]
	}
	for a := 1; a <= 10; a++ {
		if s[a] == 0 {
			continue
		}
		pa := float64(s[a]) / float64(n)
		s[a]--
		for b := 1; b <= 10; b++ {
			if s[b] == 0 {
				continue
			}
			pb := pa * float64(s[b]) / float64(n-1)
			i := cs.next[cs.next[0][a]][b]
			u.ev += pb * c.handValue(&u, i, a, b)
		}
		s[a]++
	}
	return u
}

// handValue is the best value of two-card hand i (cards a and b) against
// the up card of u.
func (c *calc) handValue(u *upResult, i int32, a, b int) float64 {
	x := u.unsplit
	if a+b == 11 && (a == 1 || b == 1) {
		return c.natural(x)
	}
	x.eval(i)
	v := x.stand[i]
	if x.hit[i] > v {
		v = x.hit[i]
	}
	if x.mayDouble(i) && x.dbl[i] > v {
		v = x.dbl[i]
	}
	if a == b && u.split[a] > v {
		v = u.split[a]
	}
	return v
}

// natural is a player Blackjack's value: paid unless the dealer has one too
// (19).
func (c *calc) natural(x *context) float64 {
	s := x.base
	s[1]--
	s[10]--
	n := 0
	for v := 1; v <= 10; v++ {
		n += s[v]
	}
	pbj := 0.0
	switch x.up {
	case 1:
		pbj = float64(s[10]) / float64(n)
	case 10:
		pbj = float64(s[1]) / float64(n)
	}
	return c.r.BJPays * (1 - pbj)
}

// splitValue is the value of splitting a pair of p against up card up (x
// is the unsplit context of that up card), or −2 when the pair cannot be
// dealt.
//
// The algorithm is Eric Farmer's ("Splitting pairs in blackjack"): with the
// post-split strategy fixed, each split hand's expected value depends on
// the cards the other hands took only through what the resplitting rule
// revealed of them, how many pair cards (a) and how many other cards (b)
// came out as second cards, never on the cards they drew after (the dealer
// drawing after them or before gives the same odds, the strategies of the
// hands not reading each other's cards). EV[X; a, 0], a hand's value with
// a more pair cards out, is evaluated directly; one other card out at
// random is a pair card or not, so
//
//	EV[X; a, b−1] = v·EV[X; a+1, b−1] + (1−v)·EV[X; a, b]
//
// with v the chance it is a pair card gives EV[X; a, b] from EV[X; ·, 0];
// EV[N; a, b], a hand whose own second card is not a pair card, likewise
// from EV[X; a, 0] and EV[P; a, 0], the hand given a pair card and played
// on. The resplit patterns (the order pair and other cards come as second
// cards) are enumerated with their probabilities, for any number of hands.
func (c *calc) splitValue(up, p int, x *context) float64 {
	base := x.base
	if base[p] < 2 {
		return -2
	}
	hands := c.splitHands(p)
	amax := 2 * (hands - 2)
	evX := make([]float64, amax+1)
	evP := make([]float64, amax+1)
	var first *context
	cs := c.cs
	i0 := cs.next[0][p]
	for a := 0; a <= amax && base[p] >= 2+a; a++ {
		var out [11]int
		out[p] = 1 + a
		y := c.newContext(up, out)
		y.split = true
		switch {
		case c.r.Post == cdz:
			y.choose = func(i int32, may bool) int { x.eval(i); return x.best(i, may) }
		case c.r.Post == cdp1 && a > 0:
			y.choose = func(i int32, may bool) int { first.eval(i); return first.best(i, may) }
		}
		if a == 0 {
			first = y
			c.firsts[up][p] = y
		}
		if p == 1 {
			s, _ := y.rest(i0)
			n := 0
			for v := 1; v <= 10; v++ {
				n += s[v]
			}
			for v := 1; v <= 10; v++ {
				if s[v] == 0 {
					continue
				}
				j := cs.next[i0][v]
				y.eval(j)
				evX[a] += float64(s[v]) / float64(n) * y.stand[j]
			}
			if s[1] > 0 {
				evP[a] = y.stand[cs.next[i0][1]]
			}
			continue
		}
		y.eval(i0)
		evX[a] = y.hit[i0]
		if j := cs.next[i0][p]; j >= 0 && base[p] >= 3+a {
			evP[a] = y.value(j)
		}
	}

	// The shoe the second cards come from: less the up card and the pair.
	s := base
	s[p] -= 2
	n0, np0 := 0, s[p]
	for v := 1; v <= 10; v++ {
		n0 += s[v]
	}
	var evx, evn func(a, b int) float64
	evx = func(a, b int) float64 {
		if b == 0 {
			return evX[a]
		}
		v := float64(np0-a) / float64(n0-a-(b-1))
		if v >= 1 {
			return 0
		}
		return (evx(a, b-1) - v*evx(a+1, b-1)) / (1 - v)
	}
	evn = func(a, b int) float64 {
		v := float64(np0-a) / float64(n0-a-b)
		if v >= 1 {
			return 0
		}
		if b == 0 {
			return (evX[a] - v*evP[a]) / (1 - v)
		}
		return (evn(a, b-1) - v*evn(a+1, b-1)) / (1 - v)
	}
	ev := byPattern(hands, n0, np0, evn, evx)

	// Against a dealer Blackjack the split loses only the initial wager
	// (20), but each hand's value counted its own loss: give back all but
	// one, times the hands expected when the dealer holds it.
	if hole := 11 - up; (up == 1 || up == 10) && s[hole] > 0 {
		pbj := float64(s[hole]) / float64(n0)
		s2 := s
		s2[hole]--
		e2, f2 := patterns(hands, n0-1, s2[p])
		eh := 0.0
		for h, w := range e2 {
			eh += float64(h) * w
		}
		for _, w := range f2 {
			eh += float64(hands) * w
		}
		ev += (eh - 1) * pbj
	}
	return ev
}

// splitHands is the most hands a pair of p may make: the table's, but two
// for aces (24(4): a split ace takes one card), and no more than the
// shoe's pair cards.
func (c *calc) splitHands(p int) int {
	if p == 1 {
		return min(2, c.r.Shoe[p])
	}
	return min(c.r.Hands, c.r.Shoe[p])
}

// fallings are shoe s's falling products, each value's and all its
// cards': one order of k cards d, d[v] of value v, comes with chance
// Π fall[v][d[v]] · inv[k].
func fallings(s *[11]int) (fall [11][]float64, inv []float64) {
	n := count11(s)
	for v := 1; v <= 10; v++ {
		fall[v] = make([]float64, s[v]+1)
		fall[v][0] = 1
		for k := 1; k <= s[v]; k++ {
			fall[v][k] = fall[v][k-1] * float64(s[v]-k+1)
		}
	}
	inv = make([]float64, n+1)
	inv[0] = 1
	for k := 1; k <= n; k++ {
		inv[k] = inv[k-1] / float64(n-k+1)
	}
	return fall, inv
}

// byPattern sums a value of each split hand over the patterns of a split
// to at most hands hands from a shoe of n cards, np of them pair cards:
// other(a, b) is the value of a hand whose second card is another card,
// any(a, b) of one that took any card, with a pair cards and b other cards
// come as the other hands' second cards.
func byPattern(hands, n, np int, other, any func(a, b int) float64) float64 {
	early, full := patterns(hands, n, np)
	sum := 0.0
	for h := 2; h < hands; h++ {
		if early[h] > 0 {
			sum += early[h] * float64(h) * other(h-2, h-1)
		}
	}
	for k, w := range full {
		if w == 0 {
			continue
		}
		if k > 0 {
			sum += w * float64(k) * other(hands-2, k-1)
		}
		sum += w * float64(hands-k) * any(hands-2, k)
	}
	return sum
}

// patterns enumerates how second cards come to split hands from a shoe of n
// cards, np of them pair cards, up to hands hands: early[h] is the
// probability that h < hands hands end, each with another card; full[k]
// that the hands reach the most with k of them complete (their second card
// another card), the rest then taking any card.
func patterns(hands, n, np int) (early, full []float64) {
	early = make([]float64, hands)
	full = make([]float64, max(hands-1, 1))
	var walk func(h, k, drawnP, drawnN int, w float64)
	walk = func(h, k, drawnP, drawnN int, w float64) {
		if w == 0 {
			return
		}
		if h == hands {
			full[k] += w
			return
		}
		if k == h {
			early[h] += w
			return
		}
		left := n - drawnP - drawnN
		if left <= 0 {
			return
		}
		walk(h+1, k, drawnP+1, drawnN, w*float64(np-drawnP)/float64(left))
		walk(h, k+1, drawnP, drawnN+1, w*float64(n-np-drawnN)/float64(left))
	}
	walk(2, 0, 0, 0, 1)
	return early, full
}
