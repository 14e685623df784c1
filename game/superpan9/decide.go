package superpan9

import (
	"fmt"

	"croupier/analysis"
	"croupier/game"
)

// Decide is Analyze's hit or stand against the dealer (59, 60) as a
// simulation plays it: a seat hits exactly the three cards, by value, on
// which the analysis finds hitting nets more against the dealer's rule.
func Decide(t game.Table) (game.Decider, error) {
	r := RulesOf(t)
	if err := r.Validate(); err != nil {
		return nil, err
	}
	s := r.shoe()
	d := s.Left()
	st := newStudy(composition(&d))
	hits := st.best(st.dealer())
	index := make(map[three]int, len(st.threes))
	for i, h := range st.threes {
		index[h] = i
	}
	return func(e game.Engine, seat int, _ *analysis.Wager, _ []game.Option) (game.Step, error) {
		x, ok := e.(*Engine)
		if !ok {
			return game.Step{}, fmt.Errorf("superpan9: the strategy plays a Super Pan 9 table, not %T", e)
		}
		if seat < 1 || seat >= len(x.hands) || x.hands[seat].n != 3 {
			return game.Step{}, fmt.Errorf("superpan9: seat %d has no three cards to decide on", seat)
		}
		c := x.hands[seat].cards
		act := "stand"
		if hits[index[sorted(value(c[0]), value(c[1]), value(c[2]))]] {
			act = "hit"
		}
		return game.Step{Seat: seat, Act: act}, nil
	}, nil
}
