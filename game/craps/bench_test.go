package craps_test

import (
	"testing"

	"croupier/game"
	"croupier/game/craps"
	"croupier/rng"
	"croupier/rng/seeded"
)

// BenchmarkRoll plays rolls on an electronic table: seven seats keep a
// line wager, odds, place bets and a field on the layout, placing again
// what the last roll took, and the table asks for Legal after every step.
func BenchmarkRoll(b *testing.B) {
	tb, _ := craps.Spec.ParseTable(nil)
	e, _ := craps.New(craps.RulesOf(tb), game.NewGenerated(rng.NewDealer(seeded.New(1))))
	var on []game.Wager
	onLayout := func(seat int, id string) bool {
		for _, w := range on {
			if w.Seat == seat && w.ID == id {
				return true
			}
		}
		return false
	}
	b.ReportAllocs()
	for b.Loop() {
		st := e.Table()
		on = e.View(game.Omniscient).Wagers
		for s := 1; s <= 7; s++ {
			var ws []game.WagerAmount
			switch {
			case st.Point == 0 && !onLayout(s, "pass"):
				ws = append(ws, game.WagerAmount{ID: "pass", Amount: 1000})
			case st.Point != 0 && !onLayout(s, "pass-odds") && onLayout(s, "pass"):
				ws = append(ws, game.WagerAmount{ID: "pass-odds", Amount: 2000})
			}
			for _, id := range []string{"place-6", "place-8", "field"} {
				if !onLayout(s, id) {
					ws = append(ws, game.WagerAmount{ID: id, Amount: 600})
				}
			}
			if len(ws) > 0 {
				if err := e.Apply(game.Step{Seat: s, Wagers: ws}); err != nil {
					b.Fatal(err)
				}
			}
			_ = e.Legal()
		}
		if err := e.Apply(game.Step{Dealer: "roll"}); err != nil {
			b.Fatal(err)
		}
		_ = e.Legal()
	}
}
