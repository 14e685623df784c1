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
// stands on, busts or doubles, against the dealer's odds there. A split
// to two hands is counted hand by hand against the dealer's odds for the
// cards both hold (analyze_splitpdf.go), −4 … +4 units; where the table
// resplits, the rounds that do resplit are one line per up card, their
// net the expected one, so the return stays exact and only the variance
// within them is left out.

// halves indexes a net result in half units: −8 is two split hands
// doubled and lost, 3 a Blackjack's 3 to 2, up to 16, two split hands
// doubled and paid as suited 6-7-8s (18.1).
const minHalf, maxHalf = -8, 16

type tally struct {
	p        [maxHalf - minHalf + 1]float64
	split    [11]float64 // by up card: the chance of a split
	splitNet [11]float64 // and its expected net
	splitSq  [11]float64 // and its net's expected square, where counted (the rounds that resplit)
	// splitsCounted: the splits are counted hand by hand (SplitLines), split
	// and splitNet only the rounds that resplit.
	splitsCounted bool
	// staked is the amount put at risk, summed over the rounds with their
	// chances: a double or split hand withdrawn against a dealer Blackjack
	// (20) is not.
	staked float64
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
		t.staked += ts[up].staked
		t.split[up] += ts[up].split[up]
		t.splitNet[up] += ts[up].splitNet[up]
		t.splitSq[up] += ts[up].splitSq[up]
	}
	t.splitsCounted = res.c.r.SplitLines
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
				t.staked += w
				t.add(0, w*bj)
				t.add(int(2*c.r.BJPays), w*(1-bj))
				continue
			}
			i := cs.next[cs.next[0][a]][b]
			switch res.options(up, a, b).best() {
			case optSplit:
				if c.r.SplitLines {
					res.splitOutcomes(t, up, a, w)
					break
				}
				t.split[up] += w
				t.splitNet[up] += w * res.ups[up].split[a]
				res.addSplitStake(t, up, a, w)
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
			t.staked += q
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
	t.staked += w * (p[dBJ] + float64(m)*(1-p[dBJ]))
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
		t.staked += q * (bj + 2*(1-bj))
	}
}

var halfNames = map[int]string{
	-8: "split hands lose 4 units", -6: "split hands lose 3 units", -4: "loses 2 units (a double, or two split hands)",
	-2: "loses", 0: "push", 2: "wins", 3: "Blackjack (or three 7s, 18.1)",
	4: "wins 2 units (a double, two split hands, or a suited 6-7-8, 18.1)", 6: "wins 3 units (split hands, or three 7s doubled)",
	8: "wins 4 units (split hands, or a suited 6-7-8 doubled)",
}

// unsplitNames are the nets' names where a split is one line of its own
// (Analyze).
var unsplitNames = map[int]string{
	-4: "loses a double", -2: "loses", 0: "push", 2: "wins", 3: "Blackjack (or three 7s, 18.1)",
	4: "wins a double (or a suited 6-7-8, 18.1)", 6: "three 7s doubled", 8: "a suited 6-7-8 doubled",
}

// halfName names net result h (in half units), splits counted hand by
// hand or not (split hands with an 18.1 bonus make the rarer ones).
func halfName(h int, splits bool) string {
	if name, ok := unsplitNames[h]; ok && !splits {
		return name
	}
	if name, ok := halfNames[h]; ok {
		return name
	}
	return "nets " + big.NewRat(int64(h), 2).RatString() + " units (split hands with an 18.1 bonus)"
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
		name := halfName(h, t.splitsCounted)
		ls = append(ls, analysis.Line{Name: name, Net: big.NewRat(int64(h), 2), Prob: new(big.Rat).SetFloat64(p)})
	}
	for up := 1; up <= 10; up++ {
		if t.split[up] > 0 {
			name := "splits against " + upNames[up] + " (their expected net)"
			mean := t.splitNet[up] / t.split[up]
			l := analysis.Line{Name: name, Net: new(big.Rat).SetFloat64(mean), Prob: new(big.Rat).SetFloat64(t.split[up])}
			if t.splitsCounted {
				l.Name = "splits against " + upNames[up] + " that resplit (their expected net and spread)"
				l.Spread = new(big.Rat).SetFloat64(max(t.splitSq[up]/t.split[up]-mean*mean, 0))
			}
			ls = append(ls, l)
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
