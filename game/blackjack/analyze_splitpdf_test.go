package blackjack

import (
	"math"
	"math/big"
	"strings"
	"testing"

	"croupier/analysis"
)

// sd is the standard deviation of the main wager's lines in t, the
// resplit rounds at their expected net.
func (t *tally) sd() float64 {
	ev := 0.0
	for h := minHalf; h <= maxHalf; h++ {
		ev += t.p[h-minHalf] * float64(h) / 2
	}
	for up := range t.split {
		ev += t.splitNet[up]
	}
	v := 0.0
	for h := minHalf; h <= maxHalf; h++ {
		d := float64(h)/2 - ev
		v += t.p[h-minHalf] * d * d
	}
	for up := range t.split {
		if t.split[up] > 0 {
			d := t.splitNet[up]/t.split[up] - ev
			v += t.split[up] * d * d
		}
	}
	return math.Sqrt(v)
}

func ratFloat(r *big.Rat) float64 { f, _ := r.Float64(); return f }

// TestFarmerSD compares the main wager's standard deviation, splits
// counted hand by hand (SplitLines), with Eric Farmer's analyzer (the
// Basic Strategy Calculator of his Blackjack 7.6, strategy.cpp, GPL, run
// locally: double on 9–11 and soft hands, no double after a hit, no
// surrender, Blackjack 3 to 2, one split, no insurance). It prints
// "Total | EV +/- SD" in percent with 9 decimals only for CDZ− without
// resplits (strategy.cpp: its pdf, blackjack_pdf.cpp, plays each split
// hand by the unsplit strategy for its cards), so the comparison is at
// CDZ−; the expected values are also TestFarmer's. The lines must also
// give back the calculator's expected value.
func TestFarmerSD(t *testing.T) {
	cases := []struct {
		name     string
		decks    int
		s17, das bool
		ev, sd   float64 // Farmer's, percent
		slow     bool
	}{
		{"6d H17 D9 NDAS SPL1 CDZ-", 6, false, false, -0.891658651, 111.373870104, true},
		{"6d S17 D9 NDAS SPL1 CDZ-", 6, true, false, -0.668100771, 111.008210476, true},
		{"6d H17 D9 DAS SPL1 CDZ-", 6, false, true, -0.773813440, 112.790653861, true},
		{"8d H17 D9 NDAS SPL1 CDZ-", 8, false, false, -0.919629816, 111.380014859, true},
		{"2d S17 D9 DAS SPL1 CDZ-", 2, true, true, -0.334462626, 112.790453933, true},
		{"1d H17 D9 NDAS SPL1 CDZ-", 1, false, false, -0.314416548, 111.486219110, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if c.slow && analyzeRace {
				t.Skip("slow under -race; the plain run checks it")
			}
			r := farmerRules(c.decks, c.s17, false, c.das, 2, cdz)
			r.SplitLines = true
			res := newCalc(r).run()
			tl := res.lines()
			ev, sum := 0.0, 0.0
			for h := minHalf; h <= maxHalf; h++ {
				ev += tl.p[h-minHalf] * float64(h) / 2
				sum += tl.p[h-minHalf]
			}
			if math.Abs(ev-res.ev) > 1e-12 || math.Abs(sum-1) > 1e-12 {
				t.Errorf("the lines return %.15f in %.15f of rounds, the calculator %.15f", ev, sum, res.ev)
			}
			if math.Abs(res.ev*100-c.ev) > 1e-7+5e-10 {
				t.Errorf("expected value %.10f%%, Farmer's %.9f%%", res.ev*100, c.ev)
			}
			if got := tl.sd() * 100; math.Abs(got-c.sd) > 1e-7+5e-10 {
				t.Errorf("standard deviation %.10f%%, Farmer's %.9f%%", got, c.sd)
			}
		})
	}
}

// splitDist is brute.split's distribution: the split's net results in
// half units, with their chances, the hands played out card by card and
// settled together against the dealer's actual odds; out[stakeKey] is the
// expected amount put at risk.
func (b *brute) splitDist(s [11]int, hands []bhand, cur, p, up int, w float64, out map[int]float64) {
	if w == 0 {
		return
	}
	if cur == len(hands) {
		d := b.dealer(s, up)
		out[stakeKey] += w * d[dBJ]
		for _, h := range hands {
			m := 1.0
			if h.dbl {
				m = 2
			}
			out[stakeKey] += w * (1 - d[dBJ]) * m
		}
		resplit := len(hands) > 2 // its chance, expected net and square only
		if resplit {
			out[resplitKey] += w
			out[resplitNetKey] += w * b.settle(s, hands, up)
			out[resplitSqKey] += w * d[dBJ] // 20: −1
		} else {
			out[-2] += w * d[dBJ] // 20: the initial wager only
		}
		for o := range nOut {
			if o == dBJ || d[o] == 0 {
				continue
			}
			net := 0.0
			for _, h := range hands {
				net += bruteResult(h, o)
			}
			if resplit {
				out[resplitSqKey] += w * d[o] * net * net
			} else {
				out[int(2*net)] += w * d[o]
			}
		}
		return
	}
	h := hands[cur]
	n := count(&s)
	deal := func(next func(s [11]int, v int, q float64)) {
		for v := 1; v <= 10; v++ {
			if s[v] > 0 {
				q := w * float64(s[v]) / float64(n)
				s[v]--
				next(s, v, q)
				s[v]++
			}
		}
	}
	if h.n == 1 {
		deal(func(s [11]int, v int, q float64) {
			if v == p && p != 1 && len(hands) < b.r.Hands {
				hs := append(append(append([]bhand{}, hands[:cur+1]...), bhand{}.add(p)), hands[cur+1:]...)
				b.splitDist(s, hs, cur, p, up, q, out)
				return
			}
			hs := append([]bhand{}, hands...)
			hs[cur] = h.add(v)
			if p == 1 {
				b.splitDist(s, hs, cur+1, p, up, q, out)
			} else {
				b.splitDist(s, hs, cur, p, up, q, out)
			}
		})
		return
	}
	if t, soft := h.total(); t > 21 || (t == 21 && !soft) {
		b.splitDist(s, hands, cur+1, p, up, w, out)
		return
	}
	o := b.choice(h, up, p)
	if o == optStand {
		b.splitDist(s, hands, cur+1, p, up, w, out)
		return
	}
	deal(func(s [11]int, v int, q float64) {
		hs := append([]bhand{}, hands...)
		hs[cur] = h.add(v)
		if o == optDouble {
			hs[cur].dbl = true
			b.splitDist(s, hs, cur+1, p, up, q, out)
		} else {
			b.splitDist(s, hs, cur, p, up, q, out)
		}
	})
}

// stakeKey is where splitDist puts the stake, outside any net; the rounds
// that resplit go to resplitKey, their expected net to resplitNetKey and
// its square to resplitSqKey.
const stakeKey, resplitKey, resplitNetKey, resplitSqKey = 1000, 1001, 1002, 1003

// stake is the expected amount the round puts at risk as round plays it
// (ties to stand, hit, double, split, as the calculator): a double or split
// hand withdrawn against a dealer Blackjack is not (20).
func (b *brute) stake() float64 {
	s := b.full
	n := count(&s)
	total := 0.0
	for up := 1; up <= 10; up++ {
		if s[up] == 0 {
			continue
		}
		pu := float64(s[up]) / float64(n)
		s[up]--
		for c1 := 1; c1 <= 10; c1++ {
			if s[c1] == 0 {
				continue
			}
			p1 := pu * float64(s[c1]) / float64(n-1)
			s[c1]--
			for c2 := 1; c2 <= 10; c2++ {
				if s[c2] == 0 {
					continue
				}
				p2 := p1 * float64(s[c2]) / float64(n-2)
				s[c2]--
				h := bhand{}.add(c1).add(c2)
				stake := 1.0
				if t, _ := h.total(); t != 21 {
					st, ht, db := b.options(s, h, up, false)
					o, v := optStand, st
					if ht > v {
						o, v = optHit, ht
					}
					if b.mayDouble(h, false) && db > v {
						o, v = optDouble, db
					}
					if c1 == c2 {
						out := map[int]float64{}
						b.splitDist(s, []bhand{bhand{}.add(c1), bhand{}.add(c1)}, 0, c1, up, 1, out)
						if sp := b.split(s, []bhand{bhand{}.add(c1), bhand{}.add(c1)}, 0, c1, up); sp > v {
							o, stake = optSplit, out[stakeKey]
						}
					}
					if o == optDouble {
						stake = 0
						m := count(&s)
						for v := 1; v <= 10; v++ {
							if s[v] > 0 {
								s[v]--
								bj := b.dealer(s, up)[dBJ]
								s[v]++
								stake += float64(s[v]) / float64(m) * (bj + 2*(1-bj))
							}
						}
					}
				}
				total += p2 * stake
				s[c2]++
			}
			s[c1]++
		}
		s[up]++
	}
	return total
}

// TestBruteForceStake compares the main wager's average stake (the
// element of risk's divisor) with the brute force's on TestBruteForce's
// shoe: splits counted by their hands (Analyze: with doubles after a
// split, splitStake's hand by hand) or hand by hand (resplits by their
// moments, analyze_resplit.go).
func TestBruteForceStake(t *testing.T) {
	if analyzeRace {
		t.Skip("slow under -race; the plain run checks it")
	}
	shoe := [11]int{0, 3, 1, 1, 0, 0, 1, 0, 4, 1, 5}
	for _, r := range []calcRules{
		{HitSoft17: true, Hands: 2, Post: cdp1},
		{Hands: 3, Post: cdp1},
		{HitSoft17: true, Hands: 3, Post: cdp1, SplitLines: true},
		{DoubleAny: true, DAS: true, Hands: 2, Post: cdp1, SplitLines: true},
		{DoubleAny: true, DAS: true, Hands: 4, Post: cdp1, SplitLines: true},
		{DoubleAny: true, DAS: true, Hands: 2, Post: cdp1},
		{HitSoft17: true, DAS: true, Hands: 3, Post: cdp1},
	} {
		r.Shoe, r.BJPays, r.DoubleSoft9 = shoe, 1.5, true
		b := &brute{r: r, full: shoe, dmemo: map[[12]int][nOut]float64{}, decMemo: map[[13]int]int{}}
		want := b.stake()
		tl := newCalc(r).run().lines()
		if math.Abs(tl.staked-want) > 1e-12 {
			t.Errorf("%+v: stake %.15f, brute force %.15f", r, tl.staked, want)
		}
	}
}

// TestBruteForceSplitLines compares each split's net results counted hand
// by hand (splitOutcomes) with the brute force's, result by result, on
// TestBruteForce's 16-card shoe, CDP1 (Analyze's strategy) with DAS (nets
// −4 … +4 units) or not; with resplits, the rounds that do not resplit
// net by net, and those that do by their chance, expected net and square
// (resplitMoments counting the chance and net again on its own), and each
// split's stake. Every pair against every up card; the resplits (1.3 s)
// only outside -race.
func TestBruteForceSplitLines(t *testing.T) {
	shoe := [11]int{0, 3, 1, 1, 0, 0, 1, 0, 4, 1, 5}
	for _, r := range []calcRules{
		{HitSoft17: true, Hands: 2, Post: cdp1},
		{DoubleAny: true, DAS: true, Hands: 2, Post: cdp1},
		{HitSoft17: true, DAS: true, Hands: 3, Post: cdp1},
		{DoubleAny: true, Hands: 4, Post: cdp1},
		// Not CDZ−: on this shoe A-2-3-8 against a 10, unsplit, stands
		// and hits for exactly −47/55; float rounding breaks the tie one
		// way in the calculator (hit) and the other in the brute force
		// (stand), so 8-8 v 10's nets differ by up to 7e-4 at the same
		// expected value. TestFarmerSD checks CDZ− at 1 to 8 decks.
	} {
		if r.Hands > 2 && analyzeRace {
			continue
		}
		r.Shoe, r.BJPays, r.DoubleSoft9, r.SplitLines = shoe, 1.5, true, true
		b := &brute{r: r, full: shoe, dmemo: map[[12]int][nOut]float64{}, decMemo: map[[13]int]int{}}
		c := newCalc(r)
		res := c.run()
		for up := 1; up <= 10; up++ {
			for p := 1; p <= 10; p++ {
				s := r.Shoe
				s[up]--
				s[p] -= 2
				if s[up] < 0 || s[p] < 0 {
					continue
				}
				want := map[int]float64{}
				b.splitDist(s, []bhand{bhand{}.add(p), bhand{}.add(p)}, 0, p, up, 1, want)
				var got tally
				res.splitOutcomes(&got, up, p, 1)
				for h := minHalf; h <= maxHalf; h++ {
					if math.Abs(got.p[h-minHalf]-want[h]) > 1e-12 {
						t.Errorf("%+v split %d-%d v %d, net %d halves: %.15f, brute force %.15f", r, p, p, up, h, got.p[h-minHalf], want[h])
					}
				}
				// The square and the stake sum the brute force's longest
				// paths: float rounding reaches 1e-11 there.
				if math.Abs(got.split[up]-want[resplitKey]) > 1e-12 || math.Abs(got.splitNet[up]-want[resplitNetKey]) > 1e-12 ||
					math.Abs(got.splitSq[up]-want[resplitSqKey]) > 1e-10 {
					t.Errorf("%+v split %d-%d v %d: resplit in %.15f for %.15f (square %.15f), brute force %.15f for %.15f (square %.15f)",
						r, p, p, up, got.split[up], got.splitNet[up], got.splitSq[up], want[resplitKey], want[resplitNetKey], want[resplitSqKey])
				}
				// The moments' own chance and net of the rounds that
				// resplit, beside what splitValue leaves.
				if c.splitHands(p) > 2 {
					others := res.splitEnds(c.firsts[up][p], p, otherSecond)
					m := res.resplitMoments(up, p, others, res.newOddsCache(up, splitShoe(r.Shoe, up, p)))
					if math.Abs(m.prob-want[resplitKey]) > 1e-12 || math.Abs(m.net-want[resplitNetKey]) > 1e-10 {
						t.Errorf("%+v split %d-%d v %d: moments' resplit in %.15f for %.15f, brute force %.15f for %.15f",
							r, p, p, up, m.prob, m.net, want[resplitKey], want[resplitNetKey])
					}
				}
				if math.Abs(got.staked-want[stakeKey]) > 1e-10 {
					t.Errorf("%+v split %d-%d v %d: stake %.15f, brute force %.15f", r, p, p, up, got.staked, want[stakeKey])
				}
				if b.dry > 0 {
					t.Fatalf("the shoe ran dry %d times", b.dry)
				}
			}
		}
	}
}

// TestAnalyzeSplitsExactly checks the report with splits counted hand by
// hand: a distribution returning what Analyze's does (the same strategy
// and expected value, to 1e-12); no split line left at one split, with
// the 18.1 bonus and doubles after split too (their stake then known);
// one per up card, with its spread, for the rounds that resplit at
// split-hands 4 (their stake known too, doubled after split); the same
// average stake both ways; and the standard deviations
// main's Note quotes (1.1149 counted hand by hand, 1.0866 in Analyze's
// lines; TestFarmerSD checks the method against Farmer's).
func TestAnalyzeSplitsExactly(t *testing.T) {
	if analyzeRace {
		t.Skip("slow under -race; the plain run checks it")
	}
	for _, opts := range []string{`{}`, `{"split-hands": 4, "double-after-split": true}`, `{"bonus-7s-678": true, "double-after-split": true}`} {
		exact, err := AnalyzeSplitsExactly(bjTable(t, opts))
		if err != nil {
			t.Fatal(err)
		}
		plain, err := Analyze(bjTable(t, opts))
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range []*analysis.Report{exact, plain} {
			if err := r.Check(); err != nil {
				t.Fatal(err)
			}
		}
		e, p := exact.Wager("main", "").Figures(), plain.Wager("main", "").Figures()
		a, _ := e.Return.Float64()
		b, _ := p.Return.Float64()
		if math.Abs(a-b) > 1e-12 {
			t.Errorf("%s: returns %.15f counted hand by hand, %.15f", opts, a, b)
		}
		// Two ways to the stake: each pair of split hands' wagers (the
		// rounds that resplit by their moments), and each hand's
		// (splitStake), or the hands less those withdrawn against a
		// dealer Blackjack where they are not doubled.
		if math.Abs(ratFloat(e.Staked)-ratFloat(p.Staked)) > 1e-12 {
			t.Errorf("%s: average stake %s counted hand by hand, %s not", opts, e.Staked.FloatString(15), p.Staked.FloatString(15))
		}
		// The hit frequency's bounds are apart by exactly the chance of
		// the rounds that resplit, which may win or not.
		splitLines, resplit := 0, new(big.Rat)
		for _, l := range exact.Wager("main", "").Lines {
			if strings.HasPrefix(l.Name, "splits against") {
				splitLines++
				resplit.Add(resplit, l.Prob)
			}
		}
		if gap := new(big.Rat).Sub(e.HitHigh, e.HitLow); gap.Cmp(resplit) != 0 || e.Hit.Cmp(e.HitLow) < 0 || e.Hit.Cmp(e.HitHigh) > 0 {
			t.Errorf("%s: hit frequency %s between %s and %s, the rounds that resplit %s", opts,
				e.Hit.FloatString(9), e.HitLow.FloatString(9), e.HitHigh.FloatString(9), resplit.FloatString(9))
		}
		if opts == `{}` {
			if splitLines != 0 {
				t.Errorf("%d split lines left at one split", splitLines)
			}
			if math.Abs(e.SD()-1.1149) > 5e-5 || math.Abs(p.SD()-1.0866) > 5e-5 {
				t.Errorf("standard deviation %.6f counted hand by hand, %.6f not: the Note says 1.1149 and 1.0866", e.SD(), p.SD())
			}
			if !strings.Contains(exact.Wager("main", "").Note, "the variance, the hit frequency and the element of risk the strategy's own") {
				t.Errorf("main's note: %s", exact.Wager("main", "").Note)
			}
		} else if opts[2] == 'b' {
			if splitLines != 0 || e.SD() <= p.SD() {
				t.Errorf("%s: %d split lines, standard deviation %.6f counted hand by hand, %.6f not", opts, splitLines, e.SD(), p.SD())
			}
		} else {
			// The rounds that resplit: one line per up card with its
			// spread, and the stake of their doubled hands known.
			for _, l := range exact.Wager("main", "").Lines {
				if strings.HasPrefix(l.Name, "splits against") && (l.Spread == nil || l.Spread.Sign() <= 0) {
					t.Errorf("%s: %q has no spread", opts, l.Name)
				}
			}
			if splitLines != 10 || e.SD() <= p.SD() {
				t.Errorf("%s: %d split lines, standard deviation %.6f counted hand by hand, %.6f not", opts, splitLines, e.SD(), p.SD())
			}
		}
	}
}
