package simulate

import (
	"encoding/json"
	"testing"

	"croupier/catalog"
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
