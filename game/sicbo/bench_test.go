package sicbo_test

import (
	"encoding/json"
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
	e, _ := sicbo.New(sicbo.RulesOf(tb), tape)
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

// BenchmarkBusyLayout is a round as the server's load test plays it: 20
// seats each place one wager a step on the 50 spots of the layout, and the
// table asks for Legal after every step; then the roll and settlement of
// 1,000 wagers.
func BenchmarkBusyLayout(b *testing.B) {
	tb, err := sicbo.Spec.ParseTable(map[string]json.RawMessage{"seats": json.RawMessage("20")})
	if err != nil {
		b.Fatal(err)
	}
	tape := game.NewGenerated(rng.NewDealer(seeded.New(1)))
	e, _ := sicbo.New(sicbo.RulesOf(tb), tape)
	var ids []string
	for _, o := range e.Legal().Options {
		if o.Kind == game.KindWager {
			ids = append(ids, o.Name)
		}
	}
	if len(ids) != 50 {
		b.Fatalf("%d wager ids on the layout, want 50", len(ids))
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
		for _, d := range []string{"no-more-bets", "roll", "next-round"} {
			if err := e.Apply(game.Step{Dealer: d}); err != nil {
				b.Fatal(err)
			}
		}
	}
}
