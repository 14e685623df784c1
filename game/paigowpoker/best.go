package paigowpoker

import (
	"cmp"
	"slices"
	"sync"
	"sync/atomic"

	"croupier/card"
	"croupier/handeval"
)

// This file counts the main wager (44–47) for a player who sets each hand
// the way that returns him the most, against the bank's hand set the house
// way. A hand's best setting depends on every bank hand it can meet, so the
// count keeps, for every class of player hands and every setting worth
// considering, the bank hands it beats and those it loses to, and chooses
// after the last term:
//
//	for a player hand P set as q: #{B disjoint from P: q beats B} =
//	    Σ_{S ⊆ P} (−1)^|S| #{B ⊇ S: q beats B}
//
// Summed over the hands P of a class c, the terms of the sets S of one
// class of suits are that class's size times the sum over the hands Q of c
// that hold one set S of it: a permutation of the suits carries S onto
// each set of its class and c onto itself. So each term is counted once
// per class of S, as count.go counts the house way's, and credited to the
// classes of the hands that hold S.
//
// A setting weakly below another in both hands never does better against
// any bank hand, so a class keeps only the settings no other is at least
// as high as in both (and the house way's, to check the count against
// countMain).

// best is what the count of the best setting needs: the class of every
// hand, each class's house way as the bank sets it, and its settings.
type best struct {
	deck        countDeck
	index       []uint32 // the class of every hand of seven, by colex index
	sets        []suitSet
	size        []int64
	rule        []uint8  // the house way's rule for each class
	off         []uint32 // class c's settings are pts[off[c]:off[c+1]], the house way first (hw)
	pts         []point
	pl          places
	highs, lows int // how many places
}

// hw is class c's point set the house way, as the bank sets it.
func (b *best) hw(c int) point { return b.pts[b.off[c]] }

// settingValue is a setting's high and low hand.
type settingValue struct{ high, low handeval.Value }

// settingsOf returns the correct settings (50) of seven cards that no other
// is at least as high as in both hands, after the house way's, each once.
// The house way's rule (docs/house-way.md) comes with them.
func settingsOf(seven [7]card.Card) ([]settingValue, int) {
	hw, rule := HouseWay(seven)
	out := []settingValue{{handeval.PaiGow(hw.High[:]), handeval.PaiGowLow(hw.Low[:])}}
	var all []settingValue
	var high [5]card.Card
	for i := range 7 {
		for j := i + 1; j < 7; j++ {
			k := 0
			for x, c := range seven {
				if x != i && x != j {
					high[k] = c
					k++
				}
			}
			low := [2]card.Card{seven[i], seven[j]}
			if Foul(high[:], low[:]) {
				continue
			}
			all = append(all, settingValue{handeval.PaiGow(high[:]), handeval.PaiGowLow(low[:])})
		}
	}
	for i, v := range all {
		top := true
		for j, w := range all {
			if w.high >= v.high && w.low >= v.low && (w != v || j < i) {
				top = false
				break
			}
		}
		if top && v != out[0] {
			out = append(out, v)
		}
	}
	return out, rule
}

// bestOf sets one hand of each class of d's hands every way worth
// considering and places the values among those that occur.
func bestOf(d countDeck) *best {
	b := &best{deck: d}
	d.classes(7, func(s suitSet, size int64) {
		b.sets = append(b.sets, s)
		b.size = append(b.size, size)
	})
	n := len(b.sets)
	type chunk struct {
		lo    int
		vals  []settingValue
		ns    []uint8
		rules []uint8
	}
	var mu sync.Mutex
	var chunks []chunk
	parallel(n, func(lo, hi int) {
		ch := chunk{lo: lo}
		var idx []int
		for i := lo; i < hi; i++ {
			var seven [7]card.Card
			for j, c := range b.sets[i].indices(d, idx) {
				seven[j] = d.card(c)
			}
			vs, rule := settingsOf(seven)
			ch.vals = append(ch.vals, vs...)
			ch.ns = append(ch.ns, uint8(len(vs)))
			ch.rules = append(ch.rules, uint8(rule))
		}
		mu.Lock()
		chunks = append(chunks, ch)
		mu.Unlock()
	})
	slices.SortFunc(chunks, func(a, c chunk) int { return a.lo - c.lo })
	var vals []settingValue
	b.off = make([]uint32, 0, n+1)
	for _, ch := range chunks {
		b.rule = append(b.rule, ch.rules...)
		for _, k := range ch.ns {
			b.off = append(b.off, uint32(len(vals)))
			vals = append(vals, ch.vals[:k]...)
			ch.vals = ch.vals[k:]
		}
	}
	b.off = append(b.off, uint32(len(vals)))
	b.pl = placesOf(vals)
	b.highs, b.lows = len(b.pl.highs), len(b.pl.lows)
	b.pts = make([]point, len(vals))
	parallel(len(vals), func(lo, hi int) {
		for i := lo; i < hi; i++ {
			b.pts[i] = b.pl.point(vals[i])
		}
	})
	b.index = make([]uint32, binom[d.size()][7])
	parallel(n, func(lo, hi int) {
		var idx []int
		var cs [7]int
		for c := lo; c < hi; c++ {
			for _, t := range arrangements(b.sets[c]) {
				copy(cs[:], t.indices(d, idx))
				b.index[colex(&cs)] = uint32(c)
			}
		}
	})
	return b
}

// A tally is what one setting of a class's hands wins and loses: bank
// hands, summed over the class's hands.
type tally struct{ win, lose int64 }

func (t *tally) add(m, win, lose int64) {
	atomic.AddInt64(&t.win, m*win)
	atomic.AddInt64(&t.lose, m*lose)
}

// bestCount is the count of the main wager (44–47) of the player who sets
// each hand as returns him the most at the unit of $10 (a win nets 0.95,
// 47), by the house way's rule for the hand (docs/house-way.md, 2 to 10;
// the joker's rule 1 reads it for the others). Pairs are all the ordered
// pairs of a player's hand and a bank hand.
type bestCount struct {
	Pairs  int64
	ByRule [11]ruleCount
}

// A ruleCount is the count for the player's hands that the house way sets
// by one rule: Hands of them (of C(n, 7)), Departs of which the house way
// sets for less than the best; the bank hands the best setting wins and
// loses against (Win, Lose), and the house way's (HWWin, HWLose), summed
// over the hands.
type ruleCount struct {
	Hands, Departs, Win, Lose, HWWin, HWLose int64
}

// best is the count for every hand: the main wager set the best way.
func (c bestCount) best() mainCount {
	return c.sum(func(r ruleCount) (int64, int64) { return r.Win, r.Lose })
}

// houseWay is the count for every hand set the house way: mainCount.
func (c bestCount) houseWay() mainCount {
	return c.sum(func(r ruleCount) (int64, int64) { return r.HWWin, r.HWLose })
}

// sum adds up the wins and losses f reads from each rule's count.
func (c bestCount) sum(f func(ruleCount) (win, lose int64)) mainCount {
	m := mainCount{Pairs: c.Pairs}
	for _, r := range c.ByRule {
		w, l := f(r)
		m.Win += w
		m.Lose += l
	}
	return m
}

// departs is how many hands the house way sets for less than the best.
func (c bestCount) departs() int64 {
	var n int64
	for _, r := range c.ByRule {
		n += r.Departs
	}
	return n
}

// countBest counts d's main wager for the best setting: the Möbius sum of
// countMain, each term credited to the settings of the player's hands.
// The classes the house way sets for less come with their best setting.
func countBest(d countDeck) (bestCount, bestTable) {
	b := bestOf(d)
	acc := make([]tally, len(b.pts))
	b.termNone(acc)
	b.termOne(acc)
	for k := 2; k <= 6; k++ {
		sign := int64(1 - 2*(k%2))
		var ss []suitSet
		var sizes []int64
		d.classes(k, func(s suitSet, size int64) { ss, sizes = append(ss, s), append(sizes, size) })
		parallel(len(ss), func(lo, hi int) {
			var sc bestSweep
			for i := lo; i < hi; i++ {
				sc.term(b, ss[i], sign*sizes[i], acc)
			}
		})
	}
	b.termAll(acc)
	n := d.size()
	c := bestCount{Pairs: int64(binom[n][7]) * int64(binom[n-7][7])}
	var table bestTable
	for k := range b.size {
		first := b.off[k]
		top, at := acc[first], first
		for x := first + 1; x < b.off[k+1]; x++ {
			if t := acc[x]; 19*t.win-20*t.lose > 19*top.win-20*top.lose {
				top, at = t, x
			}
		}
		if at != first {
			table = append(table, b.departure(k, b.pts[at]))
		}
		r := &c.ByRule[b.rule[k]]
		r.Hands += b.size[k]
		r.Win += top.win
		r.Lose += top.lose
		r.HWWin += acc[first].win
		r.HWLose += acc[first].lose
		if at != first {
			r.Departs += b.size[k]
		}
	}
	slices.SortFunc(table, func(x, y departure) int { return cmp.Compare(x.hand, y.hand) })
	return c, table
}

// departure is class c's entry in the table of best settings: its hand and
// the first pair of its cards that, sent low, sets it as point q stands for
// (compared by value: a setting dominated by another may hold a hand that
// is not placed).
func (b *best) departure(c int, q point) departure {
	var cs [7]int
	copy(cs[:], b.sets[c].indices(b.deck, nil))
	var seven [7]card.Card
	for i, x := range cs {
		seven[i] = b.deck.card(x)
	}
	for k, p := range lowPairs {
		high, low := split(seven, p)
		if Foul(high[:], low[:]) {
			continue
		}
		if b.pl.value(q) == (settingValue{handeval.PaiGow(high[:]), handeval.PaiGowLow(low[:])}) {
			return departure{hand: colex(&cs), low: uint8(k)}
		}
	}
	panic("paigowpoker: a class's best setting is none of its settings")
}

// termNone is the term of S = ∅: every bank hand, by its class, against
// every setting of every class; the class's hands all alike.
func (b *best) termNone(acc []tally) {
	cnt := make([]int64, b.highs<<lowBits)
	for c, s := range b.size {
		cnt[b.hw(c)] += s
	}
	g := newGrid(cnt, b.highs, b.lows)
	parallel(len(b.size), func(lo, hi int) {
		for c := lo; c < hi; c++ {
			for k := b.off[c]; k < b.off[c+1]; k++ {
				w, l := g.against(b.pts[k])
				acc[k].add(b.size[c], w, l)
			}
		}
	})
}

// termOne is the terms of the sets S of one card: for each rank, one card
// of it (its class: the rank's cards, one per suit) and the joker (its
// class alone). A class of n hands holding h cards of S's class has n·h/k
// hands holding each of its k cards (renaming the suits spreads them
// evenly): the bank hands holding the card, and, times the k cards, the
// term's weight for the class's hands.
func (b *best) termOne(acc []tally) {
	d := b.deck
	for j := 0; j <= len(d.ranks); j++ { // j = len(ranks): the joker
		k := int64(4)
		if j == len(d.ranks) {
			k = 1
		}
		held := func(c int) int64 {
			s := b.sets[c]
			if j == len(d.ranks) {
				if s.joker {
					return 1
				}
				return 0
			}
			var r int64
			for su := range 4 {
				r += int64(s.suit[su] >> j & 1)
			}
			return r
		}
		cnt := make([]int64, b.highs<<lowBits)
		for c, s := range b.size {
			cnt[b.hw(c)] += s * held(c) / k
		}
		g := newGrid(cnt, b.highs, b.lows)
		parallel(len(b.size), func(lo, hi int) {
			for c := lo; c < hi; c++ {
				h := held(c)
				if h == 0 {
					continue
				}
				for x := b.off[c]; x < b.off[c+1]; x++ {
					w, l := g.against(b.pts[x])
					acc[x].add(-b.size[c]*h, w, l)
				}
			}
		})
	}
}

// termAll is the term of the sets S of seven cards: each hand against its
// own cards set the house way, a copy unless the setting is higher.
func (b *best) termAll(acc []tally) {
	for c := range b.size {
		hw := b.hw(c)
		for k := b.off[c]; k < b.off[c+1]; k++ {
			q := b.pts[k]
			var w, l int64
			if hw>>lowBits < q>>lowBits && hw&(1<<lowBits-1) < q&(1<<lowBits-1) {
				w = 1
			}
			if hw>>lowBits >= q>>lowBits && hw&(1<<lowBits-1) >= q&(1<<lowBits-1) {
				l = 1
			}
			acc[k].add(-b.size[c], w, l)
		}
	}
}

// A grid answers, for a setting, how many of the points counted are below
// it in both places and how many at or above it in both.
type grid struct {
	below       []int64 // below[h][l]: points with high < h, low < l
	highs, lows int
}

func newGrid(cnt []int64, highs, lows int) *grid {
	g := &grid{below: make([]int64, (highs+1)*(lows+1)), highs: highs, lows: lows}
	row := 1 << lowBits
	for h := 1; h <= highs; h++ {
		var run int64
		for l := 1; l <= lows; l++ {
			run += cnt[(h-1)*row+l-1]
			g.below[g.at(h, l)] = g.below[g.at(h-1, l)] + run
		}
	}
	return g
}

func (g *grid) at(h, l int) int { return h*(g.lows+1) + l }

func (g *grid) against(q point) (win, lose int64) {
	h, l := int(q>>lowBits), int(q&(1<<lowBits-1))
	win = g.below[g.at(h, l)]
	lose = g.below[g.at(g.highs, g.lows)] - g.below[g.at(h, g.lows)] - g.below[g.at(g.highs, l)] + win
	return win, lose
}

// A bestSweep counts one term of a set S of two to six cards: the bank
// hands holding S sorted by high place, the settings of the player's hands
// holding S likewise, swept together with a Fenwick tree over low places.
type bestSweep struct {
	idx   []uint32
	bank  []point
	q     []uint64 // a setting's point << 32 | its index in pts
	tmp   []uint64
	sc    sweep
	tree  []int64
	lowLT []int64 // bank hands with a low place below l
}

// term credits m × the term of S to the settings of every hand holding S.
func (sc *bestSweep) term(b *best, s suitSet, m int64, acc []tally) {
	sc.idx = b.deck.holding(s, sc.idx[:0])
	sc.bank, sc.q = sc.bank[:0], sc.q[:0]
	for _, ix := range sc.idx {
		c := b.index[ix]
		sc.bank = append(sc.bank, b.hw(int(c)))
		for k := b.off[c]; k < b.off[c+1]; k++ {
			sc.q = append(sc.q, uint64(b.pts[k])<<32|uint64(k))
		}
	}
	sc.sc.sort(sc.bank)
	sc.sortQ()
	lows := b.lows
	if cap(sc.tree) < lows+1 {
		sc.tree = make([]int64, lows+1)
		sc.lowLT = make([]int64, lows+1)
	}
	tree, lowLT := sc.tree[:lows+1], sc.lowLT[:lows+1]
	clear(tree)
	clear(lowLT)
	for _, p := range sc.bank {
		lowLT[p&(1<<lowBits-1)+1]++
	}
	for l := 1; l <= lows; l++ {
		lowLT[l] += lowLT[l-1]
	}
	n := int64(len(sc.bank))
	i := 0
	for _, x := range sc.q {
		q := point(x >> 32)
		for i < len(sc.bank) && sc.bank[i]>>lowBits < q>>lowBits {
			for f := int(sc.bank[i]&(1<<lowBits-1)) + 1; f <= lows; f += f & -f {
				tree[f]++
			}
			i++
		}
		l := int(q & (1<<lowBits - 1))
		var w int64
		for f := l; f > 0; f -= f & -f {
			w += tree[f]
		}
		acc[uint32(x)].add(m, w, n-int64(i)-lowLT[l]+w)
	}
}

// sortQ sorts the settings by point: a radix sort on the point's 22 bits.
func (sc *bestSweep) sortQ() {
	if len(sc.q) < 256 {
		slices.Sort(sc.q)
		return
	}
	if cap(sc.tmp) < len(sc.q) {
		sc.tmp = make([]uint64, len(sc.q))
	}
	radixSort(sc.q, sc.tmp[:len(sc.q)], 32)
}
