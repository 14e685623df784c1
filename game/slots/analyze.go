package slots

import (
	"cmp"
	"encoding/json"
	"math"
	"math/big"
	"math/bits"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"croupier/money"
)

// An Analysis is a machine's exact odds over every combination of reel
// stops, from the pay table alone (ruling M1).
type Analysis struct {
	Combinations int64        // ∏ stops per reel
	UnitCost     money.Amount // cents per play (89)
	// Return is what the pay table returns per unit bet: total paid over
	// (Combinations × coins). Progressive contributions are not counted (M1).
	Return *big.Rat
	// HitFrequency is the fraction of combinations that pay anything.
	HitFrequency *big.Rat
	// Variance is the variance of one play's return per unit bet.
	Variance *big.Rat
	Pays     []PayOdds // one per pay table line, in order
	Scatters []PayOdds // one per scatter pay, in order
	// Jackpot is the chance of the progressive combination on the first
	// payline in one play, nil without a progressive jackpot (92).
	Jackpot *big.Rat
}

// A winCount is how many combinations of reel stops pay coins in all,
// lines and scatter together, and whether they show the progressive
// combination on the first payline.
type winCount struct {
	coins        int64
	jackpot      bool
	combinations int64
}

// PayOdds are one pay's odds. A payline wins only its highest pay, so Hits
// counts the lines where this pay is the one paid.
type PayOdds struct {
	Hits        int64    // over every combination and payline (scatter: every combination)
	Probability *big.Rat // Hits / (Combinations × paylines), or / Combinations for a scatter
	Return      *big.Rat // this pay's part of Return
}

// StdDev is the standard deviation of one play's return per unit bet,
// for display only.
func (a Analysis) StdDev() float64 {
	f, _ := a.Variance.Float64()
	return math.Sqrt(f)
}

// automaton evaluates a payline reel by reel: a state is what the symbols
// read so far leave possible (the pay lines still matching and the best one
// completed), so reading one more symbol is one table lookup.
type automaton struct {
	nsym  int
	trans [][]int32 // per reel: trans[k][state*nsym+symbol]
	best  []int32   // per state after the last reel: the pay line won, or -1
}

type stateKey struct {
	k     int
	alive string // one byte per pay line: still matching
	best  int
}

func newAutomaton(m Machine, syms []string) automaton {
	n := len(m.Reels)
	a := automaton{nsym: len(syms), trans: make([][]int32, n)}
	ids := map[stateKey]int32{}
	var keys []stateKey
	id := func(s stateKey) int32 {
		if i, ok := ids[s]; ok {
			return i
		}
		i := int32(len(keys))
		ids[s] = i
		keys = append(keys, s)
		a.best = append(a.best, int32(s.best))
		return i
	}
	id(stateKey{0, strings.Repeat("\x01", len(m.Pays)), -1})
	lo := 0
	for k := range n {
		hi := len(keys)
		t := make([]int32, (hi-lo)*a.nsym)
		for st := lo; st < hi; st++ {
			from := keys[st]
			for si, sym := range syms {
				alive := []byte(from.alive)
				best := from.best
				for p := range m.Pays {
					if alive[p] == 0 {
						continue
					}
					ps := m.Pays[p].Symbols
					if !m.matches(ps[k], sym) {
						alive[p] = 0
						continue
					}
					if len(ps) == k+1 {
						alive[p] = 0
						if best < 0 || m.Pays[p].Pays > m.Pays[best].Pays {
							best = p
						}
					}
				}
				t[(st-lo)*a.nsym+si] = id(stateKey{k + 1, string(alive), best}) - int32(hi)
			}
		}
		a.trans[k] = t
		lo = hi
	}
	a.best = a.best[lo:] // the states after the last reel
	return a
}

// Analyze computes m's odds over every combination of reel stops (ruling
// M1). m must pass check; Analyze calls it.
func Analyze(m Machine) (Analysis, error) {
	if err := m.check(); err != nil {
		return Analysis{}, err
	}
	key, err := json.Marshal(m)
	if err != nil {
		return Analysis{}, err
	}
	if a, ok := analyses.get(string(key)); ok {
		return a.clone(), nil
	}
	a, err := analyze(m)
	if err != nil {
		return Analysis{}, err
	}
	analyses.put(string(key), a)
	return a.clone(), nil
}

// analyses remembers the last machines analysed: a machine is analysed as
// it is parsed, again as its engine opens, and each time a table replays
// its log, and a large one takes seconds. Analyze is a pure function of
// the machine, so an answer kept is the answer.
var analyses = &memo{max: 32, m: map[string]Analysis{}}

type memo struct {
	mu    sync.Mutex
	max   int
	m     map[string]Analysis
	order []string
}

func (c *memo) get(k string) (Analysis, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	a, ok := c.m[k]
	return a, ok
}

func (c *memo) put(k string, a Analysis) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.m[k]; ok {
		return
	}
	if len(c.order) == c.max {
		delete(c.m, c.order[0])
		c.order = c.order[1:]
	}
	c.m[k] = a
	c.order = append(c.order, k)
}

// clone copies a's numbers, so that no caller changes another's.
func (a Analysis) clone() Analysis {
	cp := func(r *big.Rat) *big.Rat {
		if r == nil {
			return nil
		}
		return new(big.Rat).Set(r)
	}
	odds := func(ps []PayOdds) []PayOdds {
		out := make([]PayOdds, len(ps))
		for i, p := range ps {
			out[i] = PayOdds{Hits: p.Hits, Probability: cp(p.Probability), Return: cp(p.Return)}
		}
		return out
	}
	a.Return, a.HitFrequency, a.Variance, a.Jackpot = cp(a.Return), cp(a.HitFrequency), cp(a.Variance), cp(a.Jackpot)
	a.Pays, a.Scatters = odds(a.Pays), odds(a.Scatters)
	return a
}

func analyze(m Machine) (Analysis, error) {
	a, _ := walk(m, false)
	return a, nil
}

// law is m's analysis with the law of one play's win: how many
// combinations pay each total, with or without the jackpot, the most
// coins first; the combinations that pay nothing and miss the jackpot are
// the rest. Analyze leaves it out, to keep its walk quick.
func law(m Machine) (Analysis, []winCount, error) {
	if err := m.check(); err != nil {
		return Analysis{}, nil, err
	}
	key, err := json.Marshal(m)
	if err != nil {
		return Analysis{}, nil, err
	}
	a, wins := walk(m, true)
	analyses.put(string(key), a) // Analyze's answer too
	return a.clone(), wins, nil
}

// walk enumerates every combination of reel stops, tallying the law of a
// play's win too when law is set.
func walk(m Machine, law bool) (Analysis, []winCount) {
	index := map[string]uint8{}
	var syms []string
	for _, strip := range m.Reels {
		for _, s := range strip {
			if _, ok := index[s]; !ok {
				index[s] = uint8(len(syms))
				syms = append(syms, s)
			}
		}
	}
	au := newAutomaton(m, syms)
	lines := m.lines()
	n := len(m.Reels)
	// lineSym[k][l][stop]: the symbol line l shows on reel k at stop.
	lineSym := make([][][]uint8, n)
	scat := make([][]uint8, n) // scatter symbols in reel k's window at stop
	for k, strip := range m.Reels {
		lineSym[k] = make([][]uint8, len(lines))
		for l, rows := range lines {
			lineSym[k][l] = make([]uint8, len(strip))
			for s := range strip {
				lineSym[k][l][s] = index[m.symbol(k, s, rows[k])]
			}
		}
		scat[k] = make([]uint8, len(strip))
		for s := range strip {
			for r := range m.rows() {
				if m.Scatter != "" && m.symbol(k, s, r) == m.Scatter {
					scat[k][s]++
				}
			}
		}
	}
	scatterWin := make([]int64, n*m.rows()+1)
	scatterIdx := make([]int, len(scatterWin))
	for c := range scatterWin {
		scatterIdx[c] = m.scatterPay(c)
		if scatterIdx[c] >= 0 {
			scatterWin[c] = m.ScatterPays[scatterIdx[c]].Pays * int64(m.Coins)
		}
	}
	// jackpot[k][stop]: reel k shows the progressive's symbol on the first
	// payline (92: exactly, no wild).
	var jackpot [][]bool
	if p := m.Progressive; p != nil && law {
		jackpot = make([][]bool, n)
		for k, strip := range m.Reels {
			jackpot[k] = make([]bool, len(strip))
			for s := range strip {
				jackpot[k][s] = m.symbol(k, s, lines[0][k]) == p.Symbols[k]
			}
		}
	}
	payWin := make([]int64, len(au.best))
	for st, b := range au.best {
		if b >= 0 {
			payWin[st] = m.Pays[b].Pays * m.coinsPerLine()
		}
	}

	total := tally{pays: make([]int64, len(m.Pays)), scatters: make([]int64, len(m.ScatterPays)), wins: map[winKey]int64{}}
	var mu sync.Mutex
	var next atomic.Int64
	var wg sync.WaitGroup
	for range max(1, min(runtime.GOMAXPROCS(0), len(m.Reels[0]))) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w := walker{au: au, lineSym: lineSym, scat: scat, payWin: payWin, scatterWin: scatterWin, scatterIdx: scatterIdx,
				law: law, jackpot: jackpot, state: make([][]int32, n+1), count: make([]int, n+1), jp: make([]bool, n+1),
				t: tally{pays: make([]int64, len(m.Pays)), scatters: make([]int64, len(m.ScatterPays)), wins: map[winKey]int64{}}}
			if law {
				w.t.few = make([]int64, fewCoins)
			}
			for k := range w.state {
				w.state[k] = make([]int32, len(lines))
			}
			for {
				s := int(next.Add(1) - 1)
				if s >= len(m.Reels[0]) {
					break
				}
				w.first(s)
			}
			mu.Lock()
			total.add(&w.t)
			mu.Unlock()
		}()
	}
	wg.Wait()
	return total.analysis(m), total.law()
}

// tally accumulates a walk's totals.
type tally struct {
	sum        uint64 // Σ win, in coins
	sq         big.Int
	sqHi, sqLo uint64 // Σ win², 128 bits, before it is added to sq
	hits       int64  // combinations paying anything
	pays       []int64
	scatters   []int64
	wins       map[winKey]int64 // combinations by total win and jackpot
	// few counts the combinations winning fewer than fewCoins coins,
	// without the jackpot: most wins, counted without a map.
	few []int64
}

// fewCoins bounds the wins tally.few counts.
const fewCoins = 1024

// A winKey is a play's total win in coins and whether it shows the
// progressive combination.
type winKey struct {
	coins   int64
	jackpot bool
}

func (t *tally) add(o *tally) {
	t.sum += o.sum
	o.flush()
	t.sq.Add(&t.sq, &o.sq)
	t.hits += o.hits
	for i, v := range o.pays {
		t.pays[i] += v
	}
	for i, v := range o.scatters {
		t.scatters[i] += v
	}
	for k, v := range o.wins {
		t.wins[k] += v
	}
	for c, v := range o.few {
		if c > 0 && v != 0 {
			t.wins[winKey{int64(c), false}] += v
		}
	}
}

func (t *tally) flush() {
	var x big.Int
	x.SetUint64(t.sqHi)
	x.Lsh(&x, 64)
	x.Add(&x, new(big.Int).SetUint64(t.sqLo))
	t.sq.Add(&t.sq, &x)
	t.sqHi, t.sqLo = 0, 0
}

func (t *tally) analysis(m Machine) Analysis {
	t.flush()
	combos := int64(1)
	for _, s := range m.Reels {
		combos *= int64(len(s))
	}
	coins := int64(m.Coins)
	bet := new(big.Int).Mul(big.NewInt(combos), big.NewInt(coins)) // N × coins
	a := Analysis{Combinations: combos, UnitCost: m.UnitCost(),
		Return:       new(big.Rat).SetFrac(new(big.Int).SetUint64(t.sum), bet),
		HitFrequency: big.NewRat(t.hits, combos)}
	// Var = Σw²/(N·coins²) − Return².
	ex2 := new(big.Rat).SetFrac(&t.sq, new(big.Int).Mul(bet, big.NewInt(coins)))
	a.Variance = ex2.Sub(ex2, new(big.Rat).Mul(a.Return, a.Return))
	lines := int64(len(m.lines()))
	for i, h := range t.pays {
		a.Pays = append(a.Pays, PayOdds{Hits: h, Probability: big.NewRat(h, combos*lines),
			Return: new(big.Rat).SetFrac(big.NewInt(h*m.Pays[i].Pays*m.coinsPerLine()), bet)})
	}
	for i, h := range t.scatters {
		a.Scatters = append(a.Scatters, PayOdds{Hits: h, Probability: big.NewRat(h, combos),
			Return: new(big.Rat).SetFrac(big.NewInt(h*m.ScatterPays[i].Pays*coins), bet)})
	}
	if p := m.Progressive; p != nil {
		a.Jackpot = big.NewRat(1, 1)
		for k, sym := range p.Symbols {
			c := int64(0)
			for _, s := range m.Reels[k] {
				if s == sym {
					c++
				}
			}
			a.Jackpot.Mul(a.Jackpot, big.NewRat(c, int64(len(m.Reels[k]))))
		}
	}
	return a
}

// law returns the wins tallied, the most coins first, the jackpot before
// the same coins without it.
func (t *tally) law() []winCount {
	var out []winCount
	for k, c := range t.wins {
		out = append(out, winCount{coins: k.coins, jackpot: k.jackpot, combinations: c})
	}
	slices.SortFunc(out, func(x, y winCount) int {
		if x.coins != y.coins {
			return cmp.Compare(y.coins, x.coins)
		}
		return cmp.Compare(b2i(y.jackpot), b2i(x.jackpot))
	})
	return out
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// walker enumerates the combinations under one first-reel stop, carrying
// each payline's automaton state and the scatter count reel by reel.
type walker struct {
	au         automaton
	lineSym    [][][]uint8
	scat       [][]uint8
	payWin     []int64
	scatterWin []int64
	scatterIdx []int
	law        bool      // tally the law of a play's win
	jackpot    [][]bool  // law: the progressive's symbol on the first payline, by reel and stop; nil without one
	state      [][]int32 // state[k][l]: line l's state after k reels
	count      []int     // scatter symbols in the first k reels
	jp         []bool    // the first k reels show the progressive combination
	t          tally
}

func (w *walker) first(s int) {
	for l := range w.state[0] {
		w.state[0][l] = 0
	}
	w.count[0] = 0
	if w.law {
		w.jp[0] = w.jackpot != nil
		w.stepLaw(0, s)
		return
	}
	w.step(0, s)
}

// step reads reel k at stop s, then walks the reels after it.
func (w *walker) step(k, s int) {
	nsym := int32(w.au.nsym)
	trans, prev, cur := w.au.trans[k], w.state[k], w.state[k+1]
	for l := range cur {
		cur[l] = trans[prev[l]*nsym+int32(w.lineSym[k][l][s])]
	}
	w.count[k+1] = w.count[k] + int(w.scat[k][s])
	if k+2 < len(w.state) {
		for s2 := range w.scat[k+1] {
			w.step(k+1, s2)
		}
		return
	}
	w.leaf()
}

// stepLaw is step for a walk that tallies the law of a play's win (law):
// it follows the progressive combination on the first payline too. It is
// step's twin so that step, Analyze's hot path, does none of it.
func (w *walker) stepLaw(k, s int) {
	nsym := int32(w.au.nsym)
	trans, prev, cur := w.au.trans[k], w.state[k], w.state[k+1]
	for l := range cur {
		cur[l] = trans[prev[l]*nsym+int32(w.lineSym[k][l][s])]
	}
	w.count[k+1] = w.count[k] + int(w.scat[k][s])
	w.jp[k+1] = w.jp[k] && w.jackpot[k][s]
	if k+2 < len(w.state) {
		for s2 := range w.scat[k+1] {
			w.stepLaw(k+1, s2)
		}
		return
	}
	win, jp := w.leaf(), w.jp[k+1]
	switch {
	case win < fewCoins && !jp:
		w.t.few[win]++ // few[0] counts the losing combinations: not reported
	default:
		w.t.wins[winKey{win, jp}]++
	}
}

// leaf totals one combination, every payline's final state and the
// scatters, and returns its win in coins.
func (w *walker) leaf() int64 {
	n := len(w.state) - 1
	var win int64
	for _, st := range w.state[n] {
		if b := w.au.best[st]; b >= 0 {
			win += w.payWin[st]
			w.t.pays[b]++
		}
	}
	c := w.count[n]
	if i := w.scatterIdx[c]; i >= 0 {
		win += w.scatterWin[c]
		w.t.scatters[i]++
	}
	if win > 0 {
		w.t.hits++
		u := uint64(win)
		w.t.sum += u
		hi, lo := bits.Mul64(u, u)
		var carry uint64
		w.t.sqLo, carry = bits.Add64(w.t.sqLo, lo, 0)
		w.t.sqHi += hi + carry
	}
	return win
}
