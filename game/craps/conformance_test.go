package craps_test

import (
	"encoding/json"
	"testing"

	"croupier/game/craps"
	"croupier/game/gametest"
)

// TestConformance runs the shared suite: random legal play, illegal steps
// changing nothing, money followed through game.Escrow as wagers stay on
// the layout, travel and pay commissions, and replay reproducing every
// round. A round is one roll, and the layout grows as wagers stay up, so
// every step's checks weigh more than at a table cleared each round: the
// rounds are fewer than the suite's default to keep the run short.
func TestConformance(t *testing.T) {
	for _, c := range []struct {
		name, opts     string
		rounds, tables int
	}{
		{"defaults", `{}`, 150, 4},
		{"three places, odds 1x, min 5 max 20", `{"seats":3,"min":500,"max":2000,"max-odds":1}`, 100, 2},
		{"one-cent minimum", `{"min":1,"max":300}`, 100, 2},
	} {
		t.Run(c.name, func(t *testing.T) {
			table := map[string]json.RawMessage{}
			if err := json.Unmarshal([]byte(c.opts), &table); err != nil {
				t.Fatal(err)
			}
			gametest.Run(t, craps.Game, gametest.Options{Table: table, Rounds: c.rounds, Tables: c.tables})
		})
	}
}
