package blackjack_test

import (
	"encoding/json"
	"testing"

	"croupier/game"
	"croupier/game/blackjack"
	"croupier/rng"
	"croupier/rng/seeded"
)

// benchRound plays whole rounds on an electronic table: every box wagers
// (wagers), the deal, then each decision takes the first of prefer that
// Legal offers (else the first option), the settlement and the next round.
func benchRound(b *testing.B, g game.Game, table map[string]json.RawMessage, wagers []game.Step, prefer ...string) {
	tb, err := g.Spec.ParseTable(table)
	if err != nil {
		b.Fatal(err)
	}
	tape := game.NewGenerated(rng.NewDealer(seeded.New(1)))
	e, err := g.New(tb, tape)
	if err != nil {
		b.Fatal(err)
	}
	deal, next := game.Step{Dealer: "no-more-bets"}, game.Step{Dealer: "next-round"}
	b.ReportAllocs()
	for b.Loop() {
		for _, s := range wagers {
			if err := e.Apply(s); err != nil {
				b.Fatal(err)
			}
		}
		if err := e.Apply(deal); err != nil {
			b.Fatal(err)
		}
		for l := e.Legal(); l.Phase == game.PhaseDecision; l = e.Legal() {
			o := l.Options[0]
		pick:
			for _, p := range prefer {
				for _, x := range l.Options {
					if x.Name == p {
						o = x
						break pick
					}
				}
			}
			if err := e.Apply(game.Step{Seat: o.Seat, Player: o.Player, Act: o.Name}); err != nil {
				b.Fatal(err)
			}
		}
		if err := e.Apply(next); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRound: 7 boxes with side bets and two behind bettors, splitting,
// doubling, insuring and following whenever offered, else standing.
func BenchmarkRound(b *testing.B) {
	table := map[string]json.RawMessage{
		"side-bets": json.RawMessage(`["twelve-sixteen","progressive","sevens","over-under"]`), "jackpot": json.RawMessage("1000000"),
		"split-hands": json.RawMessage("4"), "double-any": json.RawMessage("true"), "double-after-split": json.RawMessage("true"),
	}
	var wagers []game.Step
	for s := 1; s <= 7; s++ {
		wagers = append(wagers, game.Step{Seat: s, Wagers: []game.WagerAmount{{ID: "main", Amount: 1000}, {ID: "progressive", Amount: 100}, {ID: "over-13", Amount: 500}}})
	}
	wagers = append(wagers,
		game.Step{Seat: 3, Player: "alice", Wagers: []game.WagerAmount{{ID: "behind", Amount: 500}}},
		game.Step{Seat: 5, Player: "bob", Wagers: []game.WagerAmount{{ID: "behind", Amount: 500}}})
	benchRound(b, blackjack.Game, table, wagers, "split", "double", "insure", "follow", "stand")
}

// BenchmarkRoundMultiAction: 7 boxes with three wagers each, against three
// dealer hands.
func BenchmarkRoundMultiAction(b *testing.B) {
	var wagers []game.Step
	for s := 1; s <= 7; s++ {
		wagers = append(wagers, game.Step{Seat: s, Wagers: []game.WagerAmount{{ID: "hand-1", Amount: 1000}, {ID: "hand-2", Amount: 1000}, {ID: "hand-3", Amount: 1000}}})
	}
	benchRound(b, blackjack.MultiAction, nil, wagers, "split", "double", "insure", "stand")
}
