package keno_test

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"testing"

	"croupier/game"
	"croupier/game/gametest"
	"croupier/game/keno"
)

// TestConformance runs the shared suite: random legal play, illegal steps
// changing nothing, money conserved (multi-draw selections carried on the
// layout as ticket@d) and replay reproducing every draw. The suite cannot
// invent a selection's numbers, so args draws them: 1 to max-spots
// distinct numbers and 1 to 4 draws.
func TestConformance(t *testing.T) {
	for _, c := range []struct {
		name, opts     string
		numbers, spots int
	}{
		{"defaults", `{}`, 80, 10},
		{"small game, the cap bites", `{"numbers":12,"drawn":5,"max-spots":3,"max-draws":4,"max-aggregate-payout":500,
			"paytable":{"1":{"1":3},"2":{"2":8},"3":{"2":2,"3":15}}}`, 12, 3},
	} {
		t.Run(c.name, func(t *testing.T) {
			args := func(r *rand.Rand, o game.Option) map[string]json.RawMessage {
				nums := r.Perm(c.numbers)[:1+r.IntN(c.spots)]
				for i := range nums {
					nums[i]++
				}
				b, _ := json.Marshal(nums)
				return map[string]json.RawMessage{"numbers": b, "draws": json.RawMessage(fmt.Sprint(1 + r.IntN(4)))}
			}
			gametest.Run(t, keno.Game, gametest.Options{Table: options(t, c.opts), Rounds: 150, Tables: 3, Args: args})
		})
	}
}
