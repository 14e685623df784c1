package roulette_test

import (
	"encoding/json"
	"testing"

	"croupier/game/gametest"
	"croupier/game/roulette"
)

// TestConformance runs the shared suite on tables whose wagers are all
// decided by one spin: random legal play, illegal steps changing nothing,
// money conserved and replay reproducing every round. Colours are taken
// early in random play, and each seat's wagers are then offered seat by
// seat (doc.go), which makes every Legal large: the rounds are fewer than
// the suite's default to keep the run short. TestCarriedMoney plays the
// tables offering doubles.
func TestConformance(t *testing.T) {
	for _, c := range []struct {
		name, opts string
		rounds     int
	}{
		{"single-zero", `{}`, 100},
		{"double-zero", `{"wheel":"double-zero","outside-min":500,"outside-max":2000,"seats":3}`, 150},
		{"french value chips", `{"chips":"value","min":100,"max":100}`, 150},
		{"one place, min=max", `{"seats":1,"min":500,"max":500}`, 150},
	} {
		t.Run(c.name, func(t *testing.T) {
			gametest.Run(t, roulette.Game, gametest.Options{Table: options(t, c.opts), Rounds: c.rounds, Tables: 2})
		})
	}
}

func options(t *testing.T, js string) map[string]json.RawMessage {
	t.Helper()
	m := map[string]json.RawMessage{}
	if err := json.Unmarshal([]byte(js), &m); err != nil {
		t.Fatal(err)
	}
	return m
}
