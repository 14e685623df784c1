package paigowpoker

import (
	"math/bits"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"

	"croupier/card"
	"croupier/handeval"
)

// This file counts the main wager (44–47) exactly: every hand of seven
// cards against every bank hand of seven of the cards left, each set the
// house way, about 8.25 × 10^15 pairs for one deck and its joker (38).
//
// The pairs are not dealt one by one. What decides a pair is two points:
// each hand's high and low hand, set the house way. Counting the pairs of
// hands that share no card, among all pairs of hands, is an inclusion–
// exclusion over the cards S the two hands share (Möbius inversion on the
// subsets of the deck):
//
//	#{(A, B) disjoint: A beats B} = Σ_S (−1)^|S| #{(A, B): S ⊆ A, S ⊆ B, A beats B}
//
// and the inner count, for one S, is a count of dominating pairs among the
// points of the hands that hold S: a sort and a sweep. The sets S of one
// size that a permutation of the suits carries into each other count
// alike (the house way and the ranks of 39–41 do not look at which suit is
// which), so one S of each class is counted, times the size of its class.
// The point of every hand is looked up in a table of all C(n, 7) hands,
// filled by setting one hand of each class the house way.

// A countDeck is the cards counted: every suit of ranks, and the joker.
// Card i < 4·len(ranks) is ranks[i/4] of suit i%4; the last is the joker.
type countDeck struct {
	ranks []card.Rank
}

// fullDeck is 38's deck: the 52 cards and the joker.
func fullDeck() countDeck {
	rs := make([]card.Rank, 0, 13)
	for r := card.Rank(2); r <= card.Ace; r++ {
		rs = append(rs, r)
	}
	return countDeck{ranks: rs}
}

func (d countDeck) size() int  { return 4*len(d.ranks) + 1 }
func (d countDeck) joker() int { return 4 * len(d.ranks) }

// card is card i of d.
func (d countDeck) card(i int) card.Card {
	if i == d.joker() {
		return card.Joker
	}
	return card.New(d.ranks[i/4], card.Suit(i%4))
}

// A suitSet is a set of d's cards as each suit's ranks (bit j: ranks[j])
// and the joker.
type suitSet struct {
	suit  [4]uint16
	joker bool
}

// indices returns the cards of s in ascending order.
func (s suitSet) indices(d countDeck, out []int) []int {
	out = out[:0]
	for j := range d.ranks {
		for su := range 4 {
			if s.suit[su]>>j&1 != 0 {
				out = append(out, 4*j+su)
			}
		}
	}
	if s.joker {
		out = append(out, d.joker())
	}
	return out
}

// classes calls f with one set of k of d's cards from each class of sets
// that permutations of the suits carry into each other, and the size of
// the class. The one called is the set whose suits' rank masks are in
// descending order; the class holds every distinct arrangement of the
// masks among the suits, 4!/∏ m! of them for masks repeated m times.
func (d countDeck) classes(k int, f func(s suitSet, size int64)) {
	n := len(d.ranks)
	byCount := make([][]uint16, n+1) // masks by their number of ranks, ascending
	for m := range 1 << n {
		p := bits.OnesCount(uint(m))
		byCount[p] = append(byCount[p], uint16(m))
	}
	var s suitSet
	var walk func(su, left int, prev uint16)
	walk = func(su, left int, prev uint16) {
		if su == 4 {
			if left == 0 {
				f(s, classSize(s.suit))
			}
			return
		}
		for p := 0; p <= min(left, n); p++ {
			for _, m := range byCount[p] {
				if su > 0 && m > prev {
					break
				}
				s.suit[su] = m
				walk(su+1, left-p, m)
			}
		}
	}
	for _, j := range []bool{false, true} {
		if j && k == 0 {
			continue
		}
		s.joker = j
		left := k
		if j {
			left--
		}
		walk(0, left, 0)
	}
}

// classSize is 4!/∏ m! for masks, in descending order, repeated m times.
func classSize(m [4]uint16) int64 {
	size, run := int64(24), int64(1)
	for i := 1; i < 4; i++ {
		if m[i] == m[i-1] {
			run++
			size /= run
		} else {
			run = 1
		}
	}
	return size
}

// arrangements returns the distinct arrangements of s's masks among the
// suits: s's class.
func arrangements(s suitSet) []suitSet {
	out := make([]suitSet, 0, 24)
	for _, p := range suitPerms {
		t := suitSet{joker: s.joker}
		for i := range 4 {
			t.suit[p[i]] = s.suit[i]
		}
		if !slices.Contains(out, t) {
			out = append(out, t)
		}
	}
	return out
}

// suitPerms are the 24 permutations of the suits.
var suitPerms = func() [][4]int {
	var out [][4]int
	for a := range 4 {
		for b := range 4 {
			for c := range 4 {
				e := 6 - a - b - c
				if a != b && a != c && b != c {
					out = append(out, [4]int{a, b, c, e})
				}
			}
		}
	}
	return out
}()

// binom[n][k] is C(n, k) for the colex index of a hand.
var binom = func() (t [64][8]uint32) {
	for n := range 64 {
		t[n][0] = 1
		for k := 1; k < 8 && k <= n; k++ {
			t[n][k] = t[n-1][k-1] + t[n-1][k]
		}
	}
	return t
}()

// colex is the index of seven cards in ascending order among all hands of
// seven of the deck: Σ C(c_i, i+1).
func colex(cs *[7]int) uint32 {
	return binom[cs[0]][1] + binom[cs[1]][2] + binom[cs[2]][3] + binom[cs[3]][4] +
		binom[cs[4]][5] + binom[cs[5]][6] + binom[cs[6]][7]
}

// A point is a hand set the house way, as what decides it against another:
// its high hand's place among the high hands that occur, shifted by 8, and
// its low hand's place among the low ones. A hand wins against another if
// both places are higher (46); ties are copies.
type point = uint32

const lowBits = 8

// points is the point of every hand of seven of d's cards, by colex index,
// and one hand of each class with its point and the class's size.
type points struct {
	deck    countDeck
	table   []point
	classes []class
	highs   int // places of high hands: 0 to highs−1
	lows    int
}

// A class is one hand of a class, its point and the size of the class.
type class struct {
	s     suitSet
	size  int64
	point point
}

// pointsOf sets one hand of each class the house way and gives the whole
// class its point.
func pointsOf(d countDeck) *points {
	var cls []class
	d.classes(7, func(s suitSet, size int64) { cls = append(cls, class{s: s, size: size}) })
	raws := make([]settingValue, len(cls))
	parallel(len(cls), func(lo, hi int) {
		var idx []int
		for i := lo; i < hi; i++ {
			var seven [7]card.Card
			for j, c := range cls[i].s.indices(d, idx) {
				seven[j] = d.card(c)
			}
			set, _ := HouseWay(seven)
			raws[i] = settingValue{handeval.PaiGow(set.High[:]), handeval.PaiGowLow(set.Low[:])}
		}
	})
	pl := placesOf(raws)
	p := &points{deck: d, table: make([]point, binom[d.size()][7]), classes: cls, highs: len(pl.highs), lows: len(pl.lows)}
	parallel(len(cls), func(lo, hi int) {
		var idx []int
		var cs [7]int
		for i := lo; i < hi; i++ {
			cls[i].point = pl.point(raws[i])
			for _, t := range arrangements(cls[i].s) {
				copy(cs[:], t.indices(d, idx))
				p.table[colex(&cs)] = cls[i].point
			}
		}
	})
	return p
}

// places are the high and low hands that occur, each in ascending order:
// a point is a hand's place in each.
type places struct{ highs, lows []handeval.Value }

// placesOf places the high and low hands of vs.
func placesOf(vs []settingValue) places {
	highs, lows := make([]handeval.Value, len(vs)), make([]handeval.Value, len(vs))
	for i, v := range vs {
		highs[i], lows[i] = v.high, v.low
	}
	slices.Sort(highs)
	slices.Sort(lows)
	highs, lows = slices.Compact(highs), slices.Compact(lows)
	if len(lows) >= 1<<lowBits || len(highs) >= 1<<(22-lowBits) {
		panic("paigowpoker: more hands than a point holds") // 5 cards of 14 ranks: fewer than 8,192
	}
	return places{highs, lows}
}

// point is v's point among the places; v must be one placed.
func (pl places) point(v settingValue) point {
	h, _ := slices.BinarySearch(pl.highs, v.high)
	l, _ := slices.BinarySearch(pl.lows, v.low)
	return point(h)<<lowBits | point(l)
}

// value is the setting point q stands for.
func (pl places) value(q point) settingValue {
	return settingValue{pl.highs[q>>lowBits], pl.lows[q&(1<<lowBits-1)]}
}

// parallel runs f over [0, n) in chunks on every core: about 64 chunks a
// core, at most 4,096 items each.
func parallel(n int, f func(lo, hi int)) {
	chunk := min(max(n/(64*runtime.GOMAXPROCS(0)), 1), 1<<12)
	var next atomic.Int64
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				lo := int(next.Add(int64(chunk))) - chunk
				if lo >= n {
					return
				}
				f(lo, min(lo+chunk, n))
			}
		}()
	}
	wg.Wait()
}

// mainCount is the count of the main wager: of the ordered pairs of a
// player's hand and a bank hand of seven cards each, dealt from one deck
// (Pairs of them), how many the player wins (both hands higher, 46) and
// how many he loses (neither higher, copies to the bank, 44); the others
// push (45).
type mainCount struct {
	Pairs, Win, Lose int64
}

// countMain counts d's main wager: the Möbius sum over the shared cards S
// of the dominating pairs among the hands that hold S.
func countMain(d countDeck) mainCount {
	p := pointsOf(d)
	n := d.size()
	c := mainCount{Pairs: int64(binom[n][7]) * int64(binom[n-7][7])}
	// |S| = 7: the one hand S against itself, a copy of both hands: a
	// loss (44). |S| = 0: every hand, by its class.
	c.Lose -= int64(binom[n][7])
	w, l := p.pairsAll()
	c.Win += w
	c.Lose += l
	w, l = p.pairsOne()
	c.Win -= w
	c.Lose -= l
	for k := 2; k <= 6; k++ {
		sign := int64(1 - 2*(k%2))
		var ss []suitSet
		var sizes []int64
		d.classes(k, func(s suitSet, size int64) { ss, sizes = append(ss, s), append(sizes, size) })
		var mu sync.Mutex
		parallel(len(ss), func(lo, hi int) {
			var sw, sl int64
			var idx []uint32
			var buf []point
			var sc sweep
			for i := lo; i < hi; i++ {
				idx = d.holding(ss[i], idx[:0])
				buf = buf[:0]
				for _, x := range idx {
					buf = append(buf, p.table[x])
				}
				w, l := sc.pairs(buf, p.lows)
				sw += sizes[i] * w
				sl += sizes[i] * l
			}
			mu.Lock()
			c.Win += sign * sw
			c.Lose += sign * sl
			mu.Unlock()
		})
	}
	return c
}

// holding appends the colex index of every hand of seven of d's cards
// that holds s.
func (d countDeck) holding(s suitSet, out []uint32) []uint32 {
	var in []int
	in = s.indices(d, in)
	held := make([]bool, d.size())
	for _, c := range in {
		held[c] = true
	}
	var rest []int
	for c := range d.size() {
		if !held[c] {
			rest = append(rest, c)
		}
	}
	m := 7 - len(in)
	pick := make([]int, m) // positions in rest, ascending
	for i := range pick {
		pick[i] = i
	}
	var cs [7]int
	for {
		// merge in and the picked cards of rest, ascending
		i, j := 0, 0
		for o := range cs {
			if j == m || (i < len(in) && in[i] < rest[pick[j]]) {
				cs[o] = in[i]
				i++
			} else {
				cs[o] = rest[pick[j]]
				j++
			}
		}
		out = append(out, colex(&cs))
		// next combination
		k := m - 1
		for k >= 0 && pick[k] == len(rest)-m+k {
			k--
		}
		if k < 0 {
			return out
		}
		pick[k]++
		for x := k + 1; x < m; x++ {
			pick[x] = pick[x-1] + 1
		}
	}
}

// pairsAll is the dominating pairs among all hands, from one hand of each
// class with the class's size.
func (p *points) pairsAll() (win, lose int64) {
	cnt := make([]int64, p.highs<<lowBits)
	for _, c := range p.classes {
		cnt[c.point] += c.size
	}
	return gridPairs(cnt, p.highs, p.lows)
}

// pairsOne is the Möbius term of the sets S of one card: the dominating
// pairs among the hands that hold the card, for the joker and for one card
// of each rank (the class of four, one per suit). A class of n hands
// holding r natural cards of a rank has n·r/4 hands holding each card of
// that rank: renaming the suits spreads them evenly.
func (p *points) pairsOne() (win, lose int64) {
	d := p.deck
	cnt := make([]int64, p.highs<<lowBits)
	for j := 0; j <= len(d.ranks); j++ { // j = len(ranks): the joker
		clear(cnt)
		for _, c := range p.classes {
			switch {
			case j == len(d.ranks) && c.s.joker:
				cnt[c.point] += c.size
			case j < len(d.ranks):
				r := int64(0)
				for su := range 4 {
					r += int64(c.s.suit[su] >> j & 1)
				}
				cnt[c.point] += c.size * r / 4
			}
		}
		w, l := gridPairs(cnt, p.highs, p.lows)
		times := int64(4)
		if j == len(d.ranks) {
			times = 1
		}
		win += times * w
		lose += times * l
	}
	return win, lose
}

// gridPairs counts, over ordered pairs (a, b) of the points counted in cnt
// (cnt[h<<lowBits|l] of point (h, l)), those where a is higher than b in
// both places (win) and those where b is at least as high as a in both
// (lose): Σ cnt(a) × the points below a, and Σ cnt(a) × the points at or
// above it, from two-dimensional partial sums.
func gridPairs(cnt []int64, highs, lows int) (win, lose int64) {
	g := newGrid(cnt, highs, lows)
	for h := range highs {
		for l := range lows {
			q := point(h)<<lowBits | point(l)
			if k := cnt[q]; k != 0 {
				w, ls := g.against(q)
				win += k * w
				lose += k * ls
			}
		}
	}
	return win, lose
}

// A sweep counts dominating pairs among a few points: sorted by high
// place, swept with a Fenwick tree over the low places.
type sweep struct {
	tmp  []point
	tree []int64
}

// pairs is gridPairs for a list of points.
func (sc *sweep) pairs(ps []point, lows int) (win, lose int64) {
	sc.sort(ps)
	if cap(sc.tree) < lows+1 {
		sc.tree = make([]int64, lows+1)
	}
	tree := sc.tree[:lows+1]
	clear(tree)
	add := func(l int) {
		for i := l + 1; i <= lows; i += i & -i {
			tree[i]++
		}
	}
	sum := func(l int) (s int64) { // points with low place < l
		for i := l; i > 0; i -= i & -i {
			s += tree[i]
		}
		return s
	}
	// win: ascending highs; each point against those of lower high and low.
	for i := 0; i < len(ps); {
		j := i
		for j < len(ps) && ps[j]>>lowBits == ps[i]>>lowBits {
			win += sum(int(ps[j] & (1<<lowBits - 1)))
			j++
		}
		for ; i < j; i++ {
			add(int(ps[i] & (1<<lowBits - 1)))
		}
	}
	// lose: descending highs; each point against those at or above it in
	// both, itself included.
	clear(tree)
	var in int64
	for j := len(ps); j > 0; {
		i := j
		for i > 0 && ps[i-1]>>lowBits == ps[j-1]>>lowBits {
			i--
			add(int(ps[i] & (1<<lowBits - 1)))
			in++
		}
		for x := i; x < j; x++ {
			lose += in - sum(int(ps[x]&(1<<lowBits-1)))
		}
		j = i
	}
	return win, lose
}

// sort sorts ps ascending: a radix sort on 11 bits, twice.
func (sc *sweep) sort(ps []point) {
	if len(ps) < 64 {
		slices.Sort(ps)
		return
	}
	if cap(sc.tmp) < len(ps) {
		sc.tmp = make([]point, len(ps))
	}
	radixSort(ps, sc.tmp[:len(ps)], 0)
}

// radixSort sorts src by its 22 bits from bit shift up, 11 at a time
// through tmp, as long as src; what sorts alike keeps its order.
func radixSort[T uint32 | uint64](src, tmp []T, shift uint) {
	dst := tmp
	for end := shift + 22; shift < end; shift += 11 {
		var cnt [1 << 11]int
		for _, v := range src {
			cnt[v>>shift&(1<<11-1)]++
		}
		pos := 0
		for i, k := range cnt {
			cnt[i] = pos
			pos += k
		}
		for _, v := range src {
			b := v >> shift & (1<<11 - 1)
			dst[cnt[b]] = v
			cnt[b]++
		}
		src, dst = dst, src
	}
}
