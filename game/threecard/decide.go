package threecard

import (
	"fmt"
	"slices"

	"croupier/analysis"
	"croupier/card"
	"croupier/game"
)

// Decide is the play or fold of Analyze's strategy (67.28) as a
// simulation plays it: a seat plays exactly the hands the exact analysis
// plays, those whose play returns more than folding.
func Decide(t game.Table) (game.Decider, error) {
	r := RulesOf(t)
	if err := r.Validate(); err != nil {
		return nil, err
	}
	play := plays(r.Decks)
	return func(e game.Engine, seat int, _ *analysis.Wager, _ []game.Option) (game.Step, error) {
		x, ok := e.(*Engine)
		if !ok {
			return game.Step{}, fmt.Errorf("threecard: the strategy plays a Three Card Poker table, not %T", e)
		}
		act := "fold"
		if play[handKey(x.Hand(seat))] {
			act = "play"
		}
		return game.Step{Seat: seat, Act: act}, nil
	}, nil
}

// plays is the hands of decks decks the analysis plays (67.28): those
// whose play returns more than folding.
func plays(decks int) map[[3]card.Card]bool {
	c := enumerate(physical(decks))
	p := newPayoff()
	play := make(map[[3]card.Card]bool)
	for _, h := range c.Hands {
		if c.gain(p, h) > 0 {
			play[handKey(h.Cards[:])] = true
		}
	}
	return play
}

// handKey is a hand's three cards in order, the same for every order
// they were dealt in.
func handKey(cs []card.Card) [3]card.Card {
	var k [3]card.Card
	copy(k[:], cs)
	slices.Sort(k[:])
	return k
}
