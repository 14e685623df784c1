package war_test

import (
	"testing"

	"croupier/game"
	"croupier/game/war"
	"croupier/rng"
	"croupier/rng/seeded"
)

// BenchmarkRound plays whole 7-seat rounds (wagers, deal, war or surrender,
// settlement, next round) on an electronic table.
func BenchmarkRound(b *testing.B) {
	tb, _ := war.Spec.ParseTable(nil)
	tape := game.NewGenerated(rng.NewDealer(seeded.New(1)))
	e, _ := war.New(war.RulesOf(tb), tape)
	b.ReportAllocs()
	for b.Loop() {
		for s := 1; s <= 7; s++ {
			if err := e.Apply(game.Step{Seat: s, Wagers: []game.WagerAmount{{ID: "main", Amount: 1000}}}); err != nil {
				b.Fatal(err)
			}
		}
		if err := e.Apply(game.Step{Dealer: "no-more-bets"}); err != nil {
			b.Fatal(err)
		}
		for l := e.Legal(); l.Phase == game.PhaseDecision; l = e.Legal() {
			if err := e.Apply(game.Step{Seat: l.Turn, Act: "war"}); err != nil {
				b.Fatal(err)
			}
		}
		if err := e.Apply(game.Step{Dealer: "next-round"}); err != nil {
			b.Fatal(err)
		}
	}
}
