package keno_test

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"croupier/game"
	"croupier/game/keno"
	"croupier/money"
)

// BenchmarkDraw10k settles one draw of 10,000 selections, as the server
// does for a busy draw: the selections are sold (one step each, seats 1 to
// 1000) and the draw settles them. Setup outside the timed part builds the
// steps; each iteration opens a fresh game on the same draw.
func BenchmarkDraw10k(b *testing.B) {
	const n = 10_000
	r := rand.New(rand.NewPCG(1, 2))
	steps := make([]game.Step, n)
	for i := range steps {
		nums := r.Perm(80)[:1+r.IntN(10)]
		for j := range nums {
			nums[j]++
		}
		raw, _ := json.Marshal(nums)
		steps[i] = game.Step{Seat: 1 + i%game.MaxSeat, Wagers: []game.WagerAmount{{ID: "ticket", Amount: money.Amount(100 + r.IntN(900))}},
			Args: map[string]json.RawMessage{"numbers": raw}}
	}
	tb, err := keno.Spec.ParseTable(nil)
	if err != nil {
		b.Fatal(err)
	}
	rules, err := keno.RulesFrom(tb)
	if err != nil {
		b.Fatal(err)
	}
	draw := json.RawMessage(`[5,71,3,40,12,64,18,77,29,33,50,8,61,2,45,27,70,14,56,80]`)
	b.ReportAllocs()
	for b.Loop() {
		e, err := keno.New(rules, game.NewTape([]json.RawMessage{draw}))
		if err != nil {
			b.Fatal(err)
		}
		for _, s := range steps {
			if err := e.Apply(s); err != nil {
				b.Fatal(err)
			}
		}
		if err := e.Apply(game.Step{Dealer: "draw"}); err != nil {
			b.Fatal(err)
		}
		if len(e.Rounds()[0].Settlements) != n {
			b.Fatal("not every selection was settled")
		}
	}
}
