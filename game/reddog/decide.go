package reddog

import (
	"fmt"

	"croupier/analysis"
	"croupier/game"
)

// Decide is Analyze's raise or stand on a spread (66(3)) as a simulation
// plays it: a raise of the whole initial wager where the analysis finds
// the third card's expected net positive, a stand elsewhere.
func Decide(t game.Table) (game.Decider, error) {
	r := RulesOf(t)
	if err := r.Validate(); err != nil {
		return nil, err
	}
	s := r.shoe()
	d := s.Left()
	raise := study(composition(&d)).raise
	return func(e game.Engine, seat int, _ *analysis.Wager, _ []game.Option) (game.Step, error) {
		x, ok := e.(*Engine)
		if !ok {
			return game.Step{}, fmt.Errorf("reddog: the strategy plays a Red Dog table, not %T", e)
		}
		if raise[x.cards[0].Rank()][x.cards[1].Rank()] {
			return game.Step{Seat: seat, Act: "raise", Amount: x.bets.Amount(seat, "", "main"), HasAmt: true}, nil
		}
		return game.Step{Seat: seat, Act: "stand"}, nil
	}, nil
}
