package slots

import (
	"encoding/json"
	"errors"
	"math"
	"math/big"
	"strings"
	"testing"

	"croupier/game"
	"croupier/money"
	"croupier/rng"
	"croupier/rng/seeded"
)

// Every illegal configuration is refused with the section and what is
// wrong: 93's 83%, 92's linked odds and coins, 91's whole-cent rate, and
// the shape of the machine (89).
func TestRefusals(t *testing.T) {
	for _, c := range []struct {
		edit func(m map[string]any)
		says string
	}{
		{func(m map[string]any) { m["pays"].([]any)[0].(map[string]any)["pays"] = 20 }, "below the 83% minimum"}, // 93
		{func(m map[string]any) { m["coins"] = 0 }, "coins"},
		{func(m map[string]any) { m["denomination"] = -25 }, "denomination"},
		{func(m map[string]any) { m["reels"] = []any{} }, "reel"},
		{func(m map[string]any) { m["pays"].([]any)[0].(map[string]any)["symbols"] = []any{"7", "7", "plum"} }, `"plum", a symbol on no reel`},
		{func(m map[string]any) { m["pays"].([]any)[0].(map[string]any)["pays"] = 0 }, "a prize is from 1"},
		{func(m map[string]any) { m["scatterPays"] = []any{map[string]any{"count": 3, "pays": 5}} }, "without a scatter symbol"},
		{func(m map[string]any) { m["rows"] = 2 }, "rows"},
		{func(m map[string]any) {
			m["progressive"] = map[string]any{"pool": "p", "symbols": []any{"7", "7", "7"}, "rate": "1/300", "reset": 100}
		}, "whole cents"}, // 91
		{func(m map[string]any) {
			m["progressive"] = map[string]any{"pool": "p", "symbols": []any{"7", "7", "7"}, "rate": "3/2", "reset": 100}
		}, "between 0 and 1"},
		{func(m map[string]any) {
			m["progressive"] = map[string]any{"pool": "p", "symbols": []any{"7", "7"}, "rate": "1/100", "reset": 100}
		}, "names 2 symbols for 3 reels"}, // 92
		{func(m map[string]any) { m["colour"] = "red" }, "not valid JSON"},
	} {
		var m map[string]any
		if err := json.Unmarshal([]byte(Classic), &m); err != nil {
			t.Fatal(err)
		}
		c.edit(m)
		raw, _ := json.Marshal(m)
		_, err := Parse(raw)
		var re *game.RuleError
		if err == nil || !strings.Contains(err.Error(), c.says) || !errors.As(err, &re) {
			t.Errorf("%s: %v, want a rule error saying %q", raw, err, c.says)
		}
	}
}

// 93, ruling M1: a simulation of plays through the engine, drawn from a
// seeded generator as the secure source draws in production, falls within
// 4 standard errors of the exact return Analyze computes for each example:
// |mean − R| ≤ 4 σ / √n, σ from the exact variance. The bound would fail
// by chance about once in 16,000 seeds; the seed is fixed.
func TestSimulationWithinConfidence(t *testing.T) {
	n := simPlays
	classic, err := Parse([]byte(Classic))
	if err != nil {
		t.Fatal(err)
	}
	for name, m := range map[string]Machine{"classic": classic, "twenty-lines": twentyLines(t)} {
		a, err := Analyze(m)
		if err != nil {
			t.Fatal(err)
		}
		e, err := New(m, money.Limits{Min: 1, Max: 1_000_000}, game.NewGenerated(rng.NewDealer(seeded.New(20261125))))
		if err != nil {
			t.Fatal(err)
		}
		var won money.Amount
		for i := range n {
			if err := e.Apply(game.Step{Seat: 1, Act: "spin"}); err != nil {
				t.Fatal(err)
			}
			s := e.Rounds()[i].Settlements[0]
			won += s.Net + s.Stake
		}
		mean := float64(won) / float64(m.UnitCost()) / float64(n)
		exact, _ := new(big.Rat).Set(a.Return).Float64()
		se := a.StdDev() / math.Sqrt(float64(n))
		if math.Abs(mean-exact) > 4*se {
			t.Errorf("%s: %d plays returned %.5f, exact %.5f ± %.5f (4 standard errors)", name, n, mean, exact, 4*se)
		}
	}
}
