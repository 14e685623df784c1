package fourcard

import (
	"fmt"

	"croupier/analysis"
	"croupier/card"
	"croupier/game"
	"croupier/game/combin"
	"croupier/money"
)

// Decide is Analyze's fold or play (67.70) as a simulation plays it: a
// seat folds, plays the ante or plays 3 times it on exactly the five
// cards and dealer's up card (67.69) the analysis does so on.
func Decide(t game.Table) (game.Decider, error) {
	r := RulesOf(t)
	if err := r.Validate(); err != nil {
		return nil, err
	}
	st := newStrategy(r.Decks)
	return func(e game.Engine, seat int, _ *analysis.Wager, _ []game.Option) (game.Step, error) {
		x, ok := e.(*Engine)
		if !ok {
			return game.Step{}, fmt.Errorf("fourcard: the strategy plays a Four Card Poker table, not %T", e)
		}
		dealer := x.Hand(0)
		if len(dealer) != 6 {
			return game.Step{}, fmt.Errorf("fourcard: seat %d decides with the dealer's %d cards dealt", seat, len(dealer))
		}
		k, err := st.play(x.Hand(seat), dealer[5])
		if err != nil {
			return game.Step{}, err
		}
		if k == 0 {
			return game.Step{Seat: seat, Act: "fold"}, nil
		}
		ante := x.Bets.Amount(seat, "", "ante")
		return game.Step{Seat: seat, Act: "play", Amount: ante * money.Amount(plays[k]), HasAmt: true}, nil
	}, nil
}

// A strategy is the analysis' play (an index of plays) for each hand it
// counts (an orbit's representative) and type of up card.
type strategy struct {
	n      int
	index  map[[5]uint8]int
	chosen [][]uint8 // [hand][up card type]
}

// newStrategy runs the analysis' sweep over decks decks and keeps its
// decisions.
func newStrategy(decks int) *strategy {
	c := enumerate(combin.Full(decks))
	pay := newPayoff()
	st := &strategy{n: len(c.types), index: make(map[[5]uint8]int, len(c.Players)), chosen: make([][]uint8, len(c.Players))}
	for i := range c.Players {
		p := &c.Players[i]
		st.index[p.types] = i
		b := bonusIndex(p.Value.Category())
		st.chosen[i] = make([]uint8, len(p.Wins))
		for u, won := range p.Wins {
			k, _ := pay.decide(b, int64(won), c.Dealt)
			st.chosen[i][u] = uint8(k)
		}
	}
	return st
}

// play is the play for hand seeing up card up.
func (st *strategy) play(hand []card.Card, up card.Card) (int, error) {
	if len(hand) != 5 {
		return 0, fmt.Errorf("fourcard: a hand of %d cards, not 5", len(hand))
	}
	key, u := orbit(hand, up)
	i, ok := st.index[key]
	if !ok {
		return 0, fmt.Errorf("fourcard: no analysed hand for %s", card.Format(hand))
	}
	return int(st.chosen[i][u]), nil
}

// orbit is the hand the analysis counts hand as, as types of the full
// deck, and the type the same renaming of the suits makes of the up card
// (card.Orbit).
func orbit(hand []card.Card, up card.Card) (key [5]uint8, u int) {
	ts, moved := card.Orbit(hand, up)
	copy(key[:], ts)
	return key, int(moved[0])
}
