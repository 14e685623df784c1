package blackjack

import (
	"math"
	"testing"
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
