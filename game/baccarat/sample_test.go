package baccarat

import (
	"math"
	"testing"

	"croupier/rng/seeded"
)

// TestSample: two million simulated coups from 8-deck shoes hold each
// wager's exact return (the analysis, checked against the published
// counts in analyze_test.go) within 3.29 standard errors (99.9%), and the
// same seed deals the same coups.
func TestSample(t *testing.T) {
	tb := table(t, `{}`)
	r, err := Analyze(tb)
	if err != nil {
		t.Fatal(err)
	}
	const n = 2_000_000
	got, err := Sample(tb, seeded.New(7), n)
	if err != nil {
		t.Fatal(err)
	}
	for i, s := range got {
		w := r.Wagers[i]
		exact, _ := w.Figures().Return.Float64()
		mean := s.Sum / float64(s.N)
		sd := math.Sqrt(s.Sq/float64(s.N) - mean*mean)
		if h := 3.29 * sd / math.Sqrt(n); math.Abs(1+mean-exact) > h || s.N != n {
			t.Errorf("%s: %d coups return %.5f, exact %.5f ± %.5f", w.ID, s.N, 1+mean, exact, h)
		}
	}
	again, _ := Sample(tb, seeded.New(7), n)
	if again[0] != got[0] || again[2] != got[2] {
		t.Error("the same seed dealt different coups")
	}
}

// BenchmarkSample is one core simulating coups: section 37's tableau on
// cards drawn from a ChaCha8 source as an electronic shoe deals them.
func BenchmarkSample(b *testing.B) {
	tb := table(b, `{}`)
	src := seeded.New(1)
	const n = 1_000_000
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Sample(tb, src, n); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/n, "ns/coup")
}
