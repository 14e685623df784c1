package blackjack

import (
	"math/big"
	"sort"
	"sync"

	"croupier/analysis"
)

// The main wager's lines: the round's net results played as the analysis
// plays, each with its probability. A hand not split ends in one of a few
// nets (−2 … +2, 3 to 2 for a Blackjack, the 18.1 bonuses); its chance
// follows the strategy's path through the compositions to each hand it
// stands on, busts or doubles, against the dealer's odds there. A split's
// hands are not followed one by one (their results depend on each other
// through the cards): a split is one line per up card, its net the split's
// expected value, so the return stays exact and only the variance within
// splits (about 2.5% of rounds) is left out.

// halves indexes a net result in half units: −4 is −2, 3 is a Blackjack's
// 3 to 2, up to 8, a doubled suited 6-7-8.
const minHalf, maxHalf = -4, 8

type tally struct {
	p        [maxHalf - minHalf + 1]float64
	split    [11]float64 // by up card: the chance of a split
	splitNet [11]float64 // and its expected net
}

func (t *tally) add(half int, p float64) { t.p[half-minHalf] += p }

// lines counts the outcomes of every round, the up cards two at a time
// (each up card's contexts are its goroutine's), once.
func (res *result) lines() *tally {
	if res.tally != nil {
		return res.tally
	}
	var ts [11]tally
	var wg sync.WaitGroup
	sem := make(chan struct{}, workers)
	for up := 1; up <= 10; up++ {
		if res.pUp[up] == 0 {
			continue
		}
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			res.upLines(&ts[up], up)
		}()
	}
	wg.Wait()
	var t tally
	for up := range ts {
		for k := range t.p {
			t.p[k] += ts[up].p[k]
		}
		t.split[up] += ts[up].split[up]
		t.splitNet[up] += ts[up].splitNet[up]
	}
	res.tally = &t
	return &t
}

// upLines counts the rounds against up card up.
func (res *result) upLines(t *tally, up int) {
	c := res.c
	cs := c.cs
	x := res.ups[up].unsplit
	s := x.base
	n := count11(&s)
	// reach[j]: the chance of holding j after a hit, the hands hit summed
	// and then followed in order of their cards (a hand's hits have one
	// card more): each composition is visited once, not once per path.
	reach := make([]float64, len(cs.comps))
	for a := 1; a <= 10; a++ {
		if s[a] == 0 {
			continue
		}
		pa := res.pUp[up] * float64(s[a]) / float64(n)
		s[a]--
		for b := 1; b <= 10; b++ {
			if s[b] == 0 {
				continue
			}
			w := pa * float64(s[b]) / float64(n-1)
			if a+b == 11 && (a == 1 || b == 1) {
				bj := 1 - c.natural(x)/c.r.BJPays
				t.add(0, w*bj)
				t.add(int(2*c.r.BJPays), w*(1-bj))
				continue
			}
			i := cs.next[cs.next[0][a]][b]
			switch res.options(up, a, b).best() {
			case optSplit:
				t.split[up] += w
				t.splitNet[up] += w * res.ups[up].split[a]
			case optStand:
				res.standOutcomes(t, x, i, w, 1)
			case optHit:
				res.hitOnce(t, x, i, w, reach)
			case optDouble:
				res.doubleOutcomes(t, x, i, w)
			}
		}
		s[a]++
	}
	for _, j := range cs.byCards {
		if reach[j] == 0 {
			continue
		}
		x.eval(j)
		if x.best(j, false) == optHit {
			res.hitOnce(t, x, j, reach[j], reach)
		} else {
			res.standOutcomes(t, x, j, reach[j], 1)
		}
	}
}

// hitOnce deals one card to hand i held with chance w: a bust loses, any
// other hand adds to reach.
func (res *result) hitOnce(t *tally, x *context, i int32, w float64, reach []float64) {
	s, _ := x.rest(i)
	n := count11(&s)
	for v := 1; v <= 10; v++ {
		if s[v] == 0 {
			continue
		}
		q := w * float64(s[v]) / float64(n)
		if j := res.c.cs.next[i][v]; j < 0 {
			t.add(-2, q)
		} else {
			reach[j] += q
		}
	}
}

func count11(s *[11]int) int {
	n := 0
	for v := 1; v <= 10; v++ {
		n += s[v]
	}
	return n
}

// standOutcomes adds hand i standing with weight w, its wager times m.
func (res *result) standOutcomes(t *tally, x *context, i int32, w float64, m int) {
	s, _ := x.rest(i)
	p := x.dealer(i, &s)
	cs := res.c.cs
	t.add(-2, w*p[dBJ]) // 20: a double loses only the initial wager
	rest := w * (1 - p[dBJ])
	if res.c.r.Bonus && cs.n[i] == 3 {
		h := cs.comps[i]
		switch {
		case h[7] == 3:
			t.add(m*int(2*float64(payThree7s.Num)/float64(payThree7s.Den)), rest)
			return
		case h[6] == 1 && h[7] == 1 && h[8] == 1:
			t.add(m*int(2*float64(paySuited678.Num)/float64(paySuited678.Den)), rest/16)
			w *= 15.0 / 16
		}
	}
	tot, _ := cs.total(i)
	t.add(2*m, w*p[dBust])
	for k := d17; k <= d21; k++ {
		switch dt := 17 + k - d17; {
		case tot > dt:
			t.add(2*m, w*p[k])
		case tot < dt:
			t.add(-2*m, w*p[k])
		default:
			t.add(0, w*p[k])
		}
	}
}

// doubleOutcomes adds hand i doubled with weight w: one card, the wager
// twice, but only the initial wager lost to a dealer Blackjack (20).
func (res *result) doubleOutcomes(t *tally, x *context, i int32, w float64) {
	s, _ := x.rest(i)
	n := count11(&s)
	cs := res.c.cs
	for v := 1; v <= 10; v++ {
		if s[v] == 0 {
			continue
		}
		q := w * float64(s[v]) / float64(n)
		if j := cs.next[i][v]; j >= 0 {
			res.standOutcomes(t, x, j, q, 2)
			continue
		}
		bj := 0.0 // the dealer's hole card, with the bust card out
		if up := x.up; up == 1 || up == 10 {
			bj = float64(s[11-up]-boolInt(v == 11-up)) / float64(n-1)
		}
		t.add(-2, q*bj)
		t.add(-4, q*(1-bj))
	}
}

var halfNames = map[int]string{
	-4: "loses a double", -2: "loses", 0: "push", 2: "wins", 3: "Blackjack (or three 7s, 18.1)",
	4: "wins a double (or a suited 6-7-8, 18.1)", 6: "three 7s doubled", 8: "a suited 6-7-8 doubled",
}

// mainLines writes the tally as lines, the largest taking what float
// rounding leaves so that they sum to exactly 1.
func (t *tally) mainLines() []analysis.Line {
	var ls []analysis.Line
	for h := minHalf; h <= maxHalf; h++ {
		p := t.p[h-minHalf]
		if p <= 0 {
			continue
		}
		name := halfNames[h]
		ls = append(ls, analysis.Line{Name: name, Net: big.NewRat(int64(h), 2), Prob: new(big.Rat).SetFloat64(p)})
	}
	for up := 1; up <= 10; up++ {
		if t.split[up] > 0 {
			ls = append(ls, analysis.Line{Name: "splits against " + upNames[up] + " (their expected net)",
				Net:  new(big.Rat).SetFloat64(t.splitNet[up] / t.split[up]),
				Prob: new(big.Rat).SetFloat64(t.split[up])})
		}
	}
	big1 := 0
	for k := range ls {
		if ls[k].Prob.Cmp(ls[big1].Prob) > 0 {
			big1 = k
		}
	}
	rest := analysis.Int(1)
	for k := range ls {
		if k != big1 {
			rest.Sub(rest, ls[k].Prob)
		}
	}
	ls[big1].Prob = rest
	sort.SliceStable(ls, func(a, b int) bool { return ls[a].Net.Cmp(ls[b].Net) > 0 })
	return ls
}
