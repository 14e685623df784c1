package wheel_test

import (
	"testing"

	"croupier/game"
	"croupier/game/wheel"
	"croupier/rng"
	"croupier/rng/seeded"
)

// BenchmarkRound plays whole rounds on an electronic wheel: seven seats with
// three wagers each, the spin (stop and revolutions drawn), settlement and
// the next round.
func BenchmarkRound(b *testing.B) {
	tb, _ := wheel.Spec.ParseTable(nil)
	r, err := wheel.RulesOf(tb)
	if err != nil {
		b.Fatal(err)
	}
	tape := game.NewGenerated(rng.NewDealer(seeded.New(1)))
	e, err := wheel.New(r, tape)
	if err != nil {
		b.Fatal(err)
	}
	wagers := []game.WagerAmount{{ID: "symbol-1", Amount: 1000}, {ID: "symbol-joker", Amount: 200}, {ID: "symbol-5", Amount: 500}}
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

// BenchmarkLegal is the table asking for Legal with a busy layout: every
// symbol wagered by seven seats.
func BenchmarkLegal(b *testing.B) {
	tb, _ := wheel.Spec.ParseTable(nil)
	r, _ := wheel.RulesOf(tb)
	e, _ := wheel.New(r, game.NewGenerated(rng.NewDealer(seeded.New(1))))
	for s := 1; s <= 7; s++ {
		for _, sym := range []string{"1", "2", "5", "10", "20", "joker", "flag"} {
			if err := e.Apply(game.Step{Seat: s, Wagers: []game.WagerAmount{{ID: "symbol-" + sym, Amount: 100}}}); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		_ = e.Legal()
	}
}
