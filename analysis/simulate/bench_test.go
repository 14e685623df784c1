package simulate

import (
	"encoding/json"
	"testing"

	"croupier/catalog"
	"croupier/game"
	"croupier/rng/seeded"
)

// BenchmarkRoulette is one engine playing roulette rounds with one red
// wager each: the cost of a simulated round through Legal and Apply.
func BenchmarkRoulette(b *testing.B) {
	g, _ := catalog.Lookup("roulette")
	tb, _ := g.Spec.ParseTable(map[string]json.RawMessage{"max": json.RawMessage("10000")})
	r, _ := g.Analyze(tb)
	r.Wagers = r.Wagers[4:5] // red
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Run(Options{Game: g, Table: tb, Rounds: 1000, Seed: 1, Workers: 1}, r); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkBaccaratCoup is one core dealing baccarat coups the fast way
// (game.Game.Sample, section 37's tableau on cards drawn from the
// simulation's ChaCha8 source), per coup; BenchmarkSeededUint64 is its
// baseline in the same run: one 64-bit draw of that source through the
// interface the games see. A coup turns six cards from one 64-bit draw.
func BenchmarkBaccaratCoup(b *testing.B) {
	g, _ := catalog.Lookup("baccarat")
	tb, _ := g.Spec.ParseTable(nil)
	src := seeded.New(1)
	const coups = 100_000
	b.ReportAllocs()
	for b.Loop() {
		if _, err := g.Sample(tb, src, coups); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/coups, "ns/coup")
}

func BenchmarkSeededUint64(b *testing.B) {
	var src game.Source = seeded.New(1)
	var s uint64
	for b.Loop() {
		s += src.Uint64()
	}
	if s == 1 {
		b.Log(s)
	}
}

// BenchmarkCraps is one engine playing craps rolls with every wager of the
// analysis on a seat of its own, per roll: the cost of a round when 45
// wagers stand on one layout.
func BenchmarkCraps(b *testing.B) {
	g, _ := catalog.Lookup("craps")
	tb, _ := g.Spec.ParseTable(nil)
	r, _ := g.Analyze(tb)
	const rolls = 2000
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Run(Options{Game: g, Table: tb, Rounds: rolls, Seed: 1, Workers: 1}, r); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/rolls, "ns/roll")
}
