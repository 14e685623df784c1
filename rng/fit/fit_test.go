package fit

import (
	"math"
	"testing"
)

// The p-value at the published 99% and 95% critical values of the
// chi-square distribution (NIST/SEMATECH e-Handbook, 1.3.6.7.4) is 0.01
// and 0.05, on both sides of a+1 (series and continued fraction); at
// df 2 it is exactly e^(−x/2).
func TestPValueAtPublishedCriticalValues(t *testing.T) {
	for _, c := range []struct {
		df   int
		x, p float64
	}{
		{1, 6.635, 0.01}, {2, 9.210, 0.01}, {3, 11.345, 0.01}, {5, 15.086, 0.01}, {51, 77.386, 0.01},
		{1, 3.841, 0.05}, {10, 18.307, 0.05}, {100, 124.342, 0.05}, {100, 135.807, 0.01},
	} {
		if got := PValue(c.x, c.df); math.Abs(got-c.p) > 2e-4 {
			t.Errorf("P(χ²(%d) ≥ %g) = %.6f, want %g", c.df, c.x, got, c.p)
		}
	}
	for _, x := range []float64{0.5, 2, 7, 30} {
		if got, want := PValue(x, 2), math.Exp(-x/2); math.Abs(got-want) > 1e-12 {
			t.Errorf("df 2 at %g: %g, want %g", x, got, want)
		}
	}
	if PValue(0, 5) != 1 {
		t.Error("P(χ² ≥ 0) must be 1")
	}
}

// Pearson's statistic by hand: counts 10, 20, 30 against 20 each give
// (100 + 0 + 100)/20 = 10 with 2 degrees of freedom.
func TestChiSquareByHand(t *testing.T) {
	if x, df := ChiSquare([]int{10, 20, 30}); x != 10 || df != 2 {
		t.Errorf("got %g, %d", x, df)
	}
	// Without replacement, 2 of 4 in 8 draws: e = 4, variance 8·½·½·4/3 =
	// 8/3; counts 4, 4, 5, 3 give (0 + 0 + 1 + 1)/(8/3) = 0.75.
	if x, df := ChiSquareWithout([]int{4, 4, 5, 3}, 8, 2); math.Abs(x-0.75) > 1e-12 || df != 3 {
		t.Errorf("without replacement: %g, %d", x, df)
	}
}
