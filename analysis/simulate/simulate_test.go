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

// simulateGame plays every wager of game id's analysis at the table of
// options opts for rounds rounds and checks each interval holds the exact
// return, every decision taken by the analysis' own strategy.
func simulateGame(t *testing.T, id string, opts map[string]json.RawMessage, rounds int64) Result {
	t.Helper()
	g, _ := catalog.Lookup(id)
	tb, err := g.Spec.ParseTable(opts)
	if err != nil {
		t.Fatal(err)
	}
	r, err := g.Analyze(tb)
	if err != nil {
		t.Fatal(err)
	}
	res, err := Run(Options{Game: g, Table: tb, Rounds: rounds, Seed: 7}, r)
	if err != nil {
		t.Fatal(err)
	}
	if res.Guessed != 0 {
		t.Errorf("%s: %d decisions guessed, not the analysis' strategy", id, res.Guessed)
	}
	for _, e := range res.Estimates {
		if e.N < rounds || !e.Contains {
			t.Errorf("%s (%s): %d decisions, return %.4f in [%.4f, %.4f], exact %.4f", e.Wager.ID, e.Wager.Title, e.N, e.Return(), e.Low, e.High, e.Exact)
		}
	}
	return res
}

// TestThreeCardPoker plays the ante with its play or fold (67.28) as the
// analysis decides, and pair plus.
func TestThreeCardPoker(t *testing.T) {
	simulateGame(t, "three-card-poker", nil, 20000)
}

// TestCaribbeanStud plays the ante raised or folded seeing the up card
// (67.15, 67.16) on one seat and on its cards alone on another, each
// against its own exact figure, and the progressive wager.
func TestCaribbeanStud(t *testing.T) {
	simulateGame(t, "caribbean-stud", map[string]json.RawMessage{"progressive": json.RawMessage("true")}, 20000)
}

// TestWar plays main with war or surrender on a tie as the analysis
// chooses per rank (67.38(3)), and the tie wager.
func TestWar(t *testing.T) {
	simulateGame(t, "war", nil, 20000)
}

// TestRedDog plays main raised on the spreads the analysis raises on
// (66(3)).
func TestRedDog(t *testing.T) {
	simulateGame(t, "red-dog", nil, 20000)
}
