package rng_test

import (
	"math"
	"testing"

	"croupier/card"
	"croupier/rng"
	"croupier/rng/seeded"
)

// critical99 holds published 99% (upper 1%) critical values of the
// chi-square distribution, from the standard table (e.g. NIST/SEMATECH
// e-Handbook of Statistical Methods, section 1.3.6.7.4, "Critical Values of
// the Chi-Square Distribution"; df 36, 37 and 79 from the same quantile
// function, chi2.ppf(0.99, df)).
var critical99 = map[int]float64{
	1:  6.635,
	2:  9.210,
	3:  11.345,
	5:  15.086,
	36: 58.619,
	37: 59.893,
	51: 77.386,
	79: 111.144,
}

// wilsonHilferty approximates the p-quantile of the chi-square distribution
// with df degrees of freedom: df·(1 − 2/(9df) + z·√(2/(9df)))³, z the normal
// p-quantile (Wilson and Hilferty, 1931). At df 51 and above its relative
// error is a few parts in a thousand even at p = 0.9999, and below 0.01% at
// df in the thousands.
func wilsonHilferty(df int, p float64) float64 {
	z := math.Sqrt2 * math.Erfinv(2*p-1)
	k := float64(df)
	a := 2 / (9 * k)
	return k * math.Pow(1-a+z*math.Sqrt(a), 3)
}

func wilsonHilferty99(df int) float64 { return wilsonHilferty(df, 0.99) }

// crit99 is the table value where there is one, Wilson–Hilferty elsewhere.
func crit99(df int) float64 {
	if v, ok := critical99[df]; ok {
		return v
	}
	return wilsonHilferty99(df)
}

// chiSquare is Pearson's statistic for counts against equal expected counts.
func chiSquare(counts []int) float64 {
	total := 0
	for _, c := range counts {
		total += c
	}
	e := float64(total) / float64(len(counts))
	x := 0.0
	for _, c := range counts {
		d := float64(c) - e
		x += d * d / e
	}
	return x
}

// The approximation agrees with the table where both exist, so it is used
// with confidence for the large df of the shuffle table.
func TestWilsonHilfertyMatchesTable(t *testing.T) {
	for df, want := range critical99 {
		if df < 5 {
			continue // the approximation is poorer at tiny df; the table is used there
		}
		got := wilsonHilferty99(df)
		if math.Abs(got-want)/want > 0.005 {
			t.Errorf("Wilson–Hilferty df=%d: %.3f, table %.3f", df, got, want)
		}
	}
	// Quantiles computed independently (bisection on the regularized
	// incomplete gamma function): df 2601 at 0.99 is 2771.72; df 51 at
	// 1 − 0.01/104 is 97.49.
	if got := wilsonHilferty99(2601); math.Abs(got-2771.72) > 0.5 {
		t.Errorf("Wilson–Hilferty df=2601: %.2f, want 2771.72", got)
	}
	if got := wilsonHilferty(51, 1-0.01/104); math.Abs(got-97.49)/97.49 > 0.005 {
		t.Errorf("Wilson–Hilferty df=51 p=1−0.01/104: %.2f, want 97.49", got)
	}
}

// The statistic is not vacuous: it rejects a visibly biased generator at the
// same sample sizes.
func TestChiSquareDetectsBias(t *testing.T) {
	src := seeded.New(seed)
	for _, n := range []int{2, 3, 6, 37, 38, 52, 80} {
		counts := make([]int, n)
		for range 1000 * n {
			// IntN(n+1) with n folded onto 0: 0 comes up twice as often
			// as the other values.
			v := rng.IntN(src, n+1)
			if v == n {
				v = 0
			}
			counts[v]++
		}
		if x := chiSquare(counts); x <= crit99(n-1) {
			t.Errorf("n=%d: biased counts give χ² = %.2f ≤ %.3f, not rejected", n, x, crit99(n-1))
		}
	}
}

func TestIntNUniformChiSquare(t *testing.T) {
	for _, n := range []int{2, 3, 6, 37, 38, 52, 80} {
		src := seeded.New(seed)
		counts := make([]int, n)
		samples := 1000 * n
		for range samples {
			counts[rng.IntN(src, n)]++
		}
		x, c := chiSquare(counts), crit99(n-1)
		if x > c {
			t.Errorf("IntN(%d): χ² = %.3f with %d df over %d samples, above the 99%% critical value %.3f",
				n, x, n-1, samples, c)
		}
	}
}

// Large bounds that are not powers of two: the result is the high word of a
// 128-bit product, so its top quarters must be equally likely too.
func TestIntNLargeUniformChiSquare(t *testing.T) {
	for _, n := range []int{3<<61 - 1, 1e18 + 9, math.MaxInt64} {
		src := seeded.New(seed)
		counts := make([]int, 4)
		q := n/4 + 1
		for range 40000 {
			counts[rng.IntN(src, n)/q]++
		}
		if x := chiSquare(counts); x > crit99(3) {
			t.Errorf("IntN(%d) by quarters %v: χ² = %.3f > %.3f", n, counts, x, crit99(3))
		}
	}
}

const (
	shuffleCards = 52
	shuffleRuns  = 20000
)

// positionTable shuffles the 52 cards in notation order runs times, each time
// from the same starting order (a bias would be masked by shuffling an
// already shuffled deck), and counts where each card lands.
func positionTable(src rng.Source, runs int, shuffle func(rng.Source, int, func(i, j int))) [shuffleCards][shuffleCards]int {
	var table [shuffleCards][shuffleCards]int
	d := card.Standard(1)
	start := d.Cards()
	deck := make([]card.Card, shuffleCards)
	for range runs {
		copy(deck, start)
		shuffle(src, shuffleCards, func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
		for pos, c := range deck {
			table[c-1][pos]++
		}
	}
	return table
}

// rowStats returns each card's χ² over the positions (51 df each) and the
// whole table's statistic scaled to its chi-square law.
//
// Each card's row is a multinomial sample (the card's position is uniform in
// each shuffle, independently between shuffles), so each row's Pearson
// statistic is χ² with 51 df. The whole table is not a multinomial sample:
// every shuffle adds a permutation matrix, whose row and column sums are all
// 1. Its centred counts live in the (52−1)² = 2601-dimensional space of
// matrices with zero row and column sums, where (by symmetry under permuting
// rows and columns) their covariance is a multiple of the identity; the trace
// argument gives Pearson's statistic a mean of 52·51 = 2652 = (52/51)·2601.
// So (51/52)·X² is χ² with 2601 df; the unscaled X² against 2601 df would
// fail about one seed in twenty instead of one in a hundred.
func rowStats(table *[shuffleCards][shuffleCards]int) (rows []float64, whole float64) {
	rows = make([]float64, shuffleCards)
	for c := range table {
		rows[c] = chiSquare(table[c][:])
		whole += rows[c]
	}
	return rows, whole * (shuffleCards - 1) / shuffleCards
}

// The whole table is tested at 99%. Each card's row and each position's
// column is tested too, but 104 tests at 99% each would fail together for
// most seeds, so they share the 1% (Bonferroni): each at 1 − 0.01/104.
func TestShufflePositionsChiSquare(t *testing.T) {
	table := positionTable(seeded.New(seed), shuffleRuns, rng.Shuffle)
	rows, whole := rowStats(&table)
	df := (shuffleCards - 1) * (shuffleCards - 1)
	if c := crit99(df); whole > c {
		t.Errorf("card × position table: scaled χ² = %.1f with %d df, above %.1f", whole, df, c)
	}
	lineCrit := wilsonHilferty(shuffleCards-1, 1-0.01/(2*shuffleCards))
	for c, x := range rows {
		if x > lineCrit {
			t.Errorf("card %s: χ² over positions = %.2f with 51 df, above %.3f; counts %v",
				card.Card(c+1), x, lineCrit, table[c])
		}
	}
	for pos := range shuffleCards {
		col := make([]int, shuffleCards)
		for c := range shuffleCards {
			col[c] = table[c][pos]
		}
		if x := chiSquare(col); x > lineCrit {
			t.Errorf("position %d: χ² over cards = %.2f with 51 df, above %.3f; counts %v", pos, x, lineCrit, col)
		}
	}
}

// The position test is not vacuous: it rejects two classic wrong shuffles.
func TestShufflePositionsDetectsBias(t *testing.T) {
	// Sattolo's algorithm (j < i) makes only 52-cycles: no card stays put.
	sattolo := func(src rng.Source, n int, swap func(i, j int)) {
		for i := n - 1; i > 0; i-- {
			swap(i, rng.IntN(src, i))
		}
	}
	// The naive shuffle swaps with any position: 52^52 paths onto 52!
	// orders, not evenly.
	naive := func(src rng.Source, n int, swap func(i, j int)) {
		for i := n - 1; i >= 0; i-- {
			swap(i, rng.IntN(src, n))
		}
	}
	df := (shuffleCards - 1) * (shuffleCards - 1)
	for name, sh := range map[string]func(rng.Source, int, func(i, j int)){"Sattolo": sattolo, "naive": naive} {
		table := positionTable(seeded.New(seed), shuffleRuns, sh)
		_, whole := rowStats(&table)
		if whole <= crit99(df) {
			t.Errorf("%s shuffle: scaled χ² = %.1f ≤ %.1f, not rejected", name, whole, crit99(df))
		}
	}
}
