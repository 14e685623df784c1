package boston

import (
	"fmt"
	"slices"

	"croupier/analysis"
	"croupier/card"
	"croupier/game"
)

// Decide is Analyze's second play or fold (67.58) as a simulation plays
// it: a seat makes the second play on exactly the three cards the
// analysis plays.
func Decide(t game.Table) (game.Decider, error) {
	r := RulesOf(t)
	if err := r.Validate(); err != nil {
		return nil, err
	}
	c := fullDeck(r.Decks).enumerate(nil)
	ds := c.decide(newPayoff(&c.sample))
	return func(e game.Engine, seat int, _ *analysis.Wager, _ []game.Option) (game.Step, error) {
		x, ok := e.(*Engine)
		if !ok {
			return game.Step{}, fmt.Errorf("boston: the strategy plays a Boston Poker table, not %T", e)
		}
		i, err := c.startOf(x.Hand(seat))
		if err != nil {
			return game.Step{}, err
		}
		if !ds[i].played {
			return game.Step{Seat: seat, Act: "fold"}, nil
		}
		return game.Step{Seat: seat, Act: "second-play"}, nil
	}, nil
}

// startOf is the start the analysis counts a seat's three cards of the
// full deck in: their types (a card's type is card − 1), sorted, name
// the orbit.
func (c *count) startOf(cs []card.Card) (int, error) {
	if len(cs) < 3 {
		return 0, fmt.Errorf("boston: a seat decides on three cards, not %d", len(cs))
	}
	t := make([]uint8, 3)
	for i, x := range cs[:3] {
		t[i] = uint8(x - 1)
	}
	slices.Sort(t)
	return int(c.classOf3[c.rw.row(t)-c.rw.base[3]]), nil
}
