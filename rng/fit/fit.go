// Package fit is the goodness-of-fit arithmetic of the randomness tests
// (`croupier rng test`): Pearson's chi-square statistic and its p-value
// from the chi-square distribution, in float64 (statistics about outcomes,
// never money).
package fit

import "math"

// ChiSquare is Pearson's statistic of counts against equal expected
// counts, with len(counts)−1 degrees of freedom.
func ChiSquare(counts []int) (stat float64, df int) {
	total := 0
	for _, c := range counts {
		total += c
	}
	if total == 0 || len(counts) < 2 {
		return 0, 0
	}
	e := float64(total) / float64(len(counts))
	for _, c := range counts {
		d := float64(c) - e
		stat += d * d / e
	}
	return stat, len(counts) - 1
}

// ChiSquareWithout is the statistic for counts of k different numbers
// drawn without replacement out of len(counts) in each of draws draws (a
// keno draw): each number's count is binomial with p = k/N, and the
// counts are negatively correlated, their covariance draws·p(1−p)·N/(N−1)
// on the diagonal of I − J/N, so Σ (c − draws·p)² / (draws·p(1−p)·N/(N−1))
// is chi-square with N−1 degrees of freedom.
func ChiSquareWithout(counts []int, draws, k int) (stat float64, df int) {
	n := float64(len(counts))
	p := float64(k) / n
	e := float64(draws) * p
	v := float64(draws) * p * (1 - p) * n / (n - 1)
	for _, c := range counts {
		d := float64(c) - e
		stat += d * d / v
	}
	return stat, len(counts) - 1
}

// PValue is the chance that a chi-square variable with df degrees of
// freedom is at least x: Q(df/2, x/2), the regularized upper incomplete
// gamma function.
func PValue(x float64, df int) float64 {
	if x <= 0 {
		return 1
	}
	return upperGamma(float64(df)/2, x/2)
}

// upperGamma is Q(a, x), by its series below a+1 and its continued
// fraction above (Numerical Recipes, 6.2), to about 1e-14.
func upperGamma(a, x float64) float64 {
	lg, _ := math.Lgamma(a)
	front := math.Exp(-x + a*math.Log(x) - lg)
	if x < a+1 {
		sum, term := 1/a, 1/a
		for n := 1; n < 1000; n++ {
			term *= x / (a + float64(n))
			sum += term
			if term < sum*1e-16 {
				break
			}
		}
		return 1 - sum*front
	}
	const tiny = 1e-300
	b := x + 1 - a
	c, d := 1/tiny, 1/b
	h := d
	for i := 1; i < 1000; i++ {
		an := -float64(i) * (float64(i) - a)
		b += 2
		d = an*d + b
		if math.Abs(d) < tiny {
			d = tiny
		}
		c = b + an/c
		if math.Abs(c) < tiny {
			c = tiny
		}
		d = 1 / d
		del := d * c
		h *= del
		if math.Abs(del-1) < 1e-16 {
			break
		}
	}
	return front * h
}
