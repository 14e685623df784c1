package simulate

import (
	"encoding/json"
	"testing"

	"croupier/catalog"
)

// TestRoulette: 20,000 spins of each roulette wager through the engine;
// every 99.9% interval holds the exact return of the analysis (36/37).
func TestRoulette(t *testing.T) {
	g, _ := catalog.Lookup("roulette")
	tb, err := g.Spec.ParseTable(map[string]json.RawMessage{"seats": json.RawMessage("20"), "max": json.RawMessage("10000")})
	if err != nil {
		t.Fatal(err)
	}
	r, err := g.Analyze(tb)
	if err != nil {
		t.Fatal(err)
	}
	res, err := Run(Options{Game: g, Table: tb, Rounds: 20000, Seed: 1}, r)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range res.Estimates {
		if e.N < 20000 || !e.Contains {
			t.Errorf("%s (%s): %d decisions, return %.4f in [%.4f, %.4f], exact %.4f", e.Wager.ID, e.Wager.Title, e.N, e.Return(), e.Low, e.High, e.Exact)
		}
	}
}
