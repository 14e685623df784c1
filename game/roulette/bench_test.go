package roulette_test

import (
	"encoding/json"
	"testing"

	"croupier/game"
	"croupier/game/roulette"
	"croupier/rng"
	"croupier/rng/seeded"
)

// BenchmarkRound plays whole rounds on an electronic table: seven seats
// with three wagers each, the spin, settlement and the next round.
func BenchmarkRound(b *testing.B) {
	tb, _ := roulette.Spec.ParseTable(nil)
	tape := game.NewGenerated(rng.NewDealer(seeded.New(1)))
	e, _ := roulette.New(roulette.RulesOf(tb), tape)
	wagers := []game.WagerAmount{{ID: "red", Amount: 1000}, {ID: "corner-1-2-4-5", Amount: 200}, {ID: "straight-17", Amount: 500}}
	b.ReportAllocs()
	for b.Loop() {
		for s := 1; s <= 7; s++ {
			if err := e.Apply(game.Step{Seat: s, Wagers: wagers}); err != nil {
				b.Fatal(err)
			}
		}
		for _, d := range []string{"no-more-bets", "spin", "next-round"} {
			if err := e.Apply(game.Step{Dealer: d}); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkBusyLayout is a round as the server's load test plays it (the
// size of sic bo's): 20 seats each place one wager a step on 50 of the
// 157 wagers of a single-zero layout, every third, and the table asks for
// Legal after every step; then the spin and settlement of 1,000 wagers.
func BenchmarkBusyLayout(b *testing.B) {
	tb, err := roulette.Spec.ParseTable(map[string]json.RawMessage{"seats": json.RawMessage("20")})
	if err != nil {
		b.Fatal(err)
	}
	tape := game.NewGenerated(rng.NewDealer(seeded.New(1)))
	e, _ := roulette.New(roulette.RulesOf(tb), tape)
	var all []string
	for _, o := range e.Legal().Options {
		if o.Kind == game.KindWager {
			all = append(all, o.Name)
		}
	}
	if len(all) != 157 {
		b.Fatalf("%d wager ids on the layout, want 157", len(all))
	}
	var ids []string
	for i := 0; len(ids) < 50; i += 3 {
		ids = append(ids, all[i])
	}
	b.ReportAllocs()
	for b.Loop() {
		for _, id := range ids {
			for s := 1; s <= 20; s++ {
				if err := e.Apply(game.Step{Seat: s, Wagers: []game.WagerAmount{{ID: id, Amount: 100}}}); err != nil {
					b.Fatal(err)
				}
				_ = e.Legal()
			}
		}
		for _, d := range []string{"no-more-bets", "spin", "next-round"} {
			if err := e.Apply(game.Step{Dealer: d}); err != nil {
				b.Fatal(err)
			}
		}
	}
}
