package sicbo_test

import (
	"testing"

	"croupier/game"
	"croupier/game/sicbo"
	"croupier/rng"
	"croupier/rng/seeded"
)

// BenchmarkRound plays whole rounds on an electronic table: seven seats with
// three wagers each, the roll, settlement and the next round.
func BenchmarkRound(b *testing.B) {
	tb, _ := sicbo.Spec.ParseTable(nil)
	tape := game.NewGenerated(rng.NewDealer(seeded.New(1)))
	e := sicbo.New(tb, tape)
	wagers := []game.WagerAmount{{ID: "big", Amount: 1000}, {ID: "total-10", Amount: 200}, {ID: "single-4", Amount: 500}}
	b.ReportAllocs()
	for b.Loop() {
		for s := 1; s <= 7; s++ {
			if err := e.Apply(game.Step{Seat: s, Wagers: wagers}); err != nil {
				b.Fatal(err)
			}
		}
		for _, d := range []string{"no-more-bets", "roll", "next-round"} {
			if err := e.Apply(game.Step{Dealer: d}); err != nil {
				b.Fatal(err)
			}
		}
	}
}
