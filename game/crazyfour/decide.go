package crazyfour

import (
	"fmt"

	"croupier/analysis"
	"croupier/card"
	"croupier/game"
	"croupier/game/combin"
	"croupier/money"
)

// Decide is Analyze's fold or play (67.81) as a simulation plays it: a
// seat folds, plays the ante or plays 3 times it on exactly the five
// cards the analysis does so on.
func Decide(t game.Table) (game.Decider, error) {
	r := RulesOf(t)
	if err := r.Validate(); err != nil {
		return nil, err
	}
	c := enumerate(combin.Full(r.Decks))
	pay := newPayoff(r.SuperBonus)
	chosen := make(map[[5]uint8]int, len(c.Players))
	for i := range c.Players {
		p := &c.Players[i]
		o := c.outcomes(p)
		chosen[p.types], _ = pay.decide(p, &o)
	}
	return func(e game.Engine, seat int, _ *analysis.Wager, _ []game.Option) (game.Step, error) {
		x, ok := e.(*Engine)
		if !ok {
			return game.Step{}, fmt.Errorf("crazyfour: the strategy plays a Crazy Four Poker table, not %T", e)
		}
		hand := x.Hand(seat)
		if len(hand) != 5 {
			return game.Step{}, fmt.Errorf("crazyfour: seat %d decides on %d cards, not 5", seat, len(hand))
		}
		k, ok := chosen[orbit(hand)]
		if !ok {
			return game.Step{}, fmt.Errorf("crazyfour: no analysed hand for %s", card.Format(hand))
		}
		if k == 0 {
			return game.Step{Seat: seat, Act: "fold"}, nil
		}
		ante := x.Bets.Amount(seat, "", "ante")
		return game.Step{Seat: seat, Act: "play", Amount: ante * money.Amount(plays[k]), HasAmt: true}, nil
	}, nil
}

// orbit is the hand the analysis counts hand as, as types of the full
// deck (card.Orbit).
func orbit(hand []card.Card) (key [5]uint8) {
	ts, _ := card.Orbit(hand)
	copy(key[:], ts)
	return key
}
