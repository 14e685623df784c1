package war

import (
	"fmt"

	"croupier/analysis"
	"croupier/game"
)

// Decide is Analyze's choice on a tie (67.38(3)) as a simulation plays
// it: war or surrender, whichever the analysis finds returns more for
// the tied rank.
func Decide(t game.Table) (game.Decider, error) {
	r := RulesOf(t)
	if err := r.Validate(); err != nil {
		return nil, err
	}
	s := r.shoe()
	d := s.Left()
	choice := analyze(composition(&d)).choice
	return func(e game.Engine, seat int, _ *analysis.Wager, _ []game.Option) (game.Step, error) {
		x, ok := e.(*Engine)
		if !ok {
			return game.Step{}, fmt.Errorf("war: the strategy plays a War table, not %T", e)
		}
		if seat < 1 || seat >= len(x.seats) || !x.tied(seat) {
			return game.Step{}, fmt.Errorf("war: seat %d has no tie to decide", seat)
		}
		return game.Step{Seat: seat, Act: choice[x.seats[seat].first.Rank()]}, nil
	}, nil
}
