package caribbean

import (
	"fmt"

	"croupier/analysis"
	"croupier/card"
	"croupier/game"
	"croupier/game/combin"
)

// Decide is the raise or fold (67.16) of Analyze's strategies as a
// simulation plays them: a seat raises exactly the hands, with the
// dealer's up card, that the exact analysis raises. A seat playing the
// figure whose title is blindTitle decides on its five cards alone, as
// that figure assumes.
func Decide(t game.Table) (game.Decider, error) {
	r := RulesOf(t)
	if err := r.Validate(); err != nil {
		return nil, err
	}
	st := newStrategy(r.Decks)
	return func(e game.Engine, seat int, w *analysis.Wager, _ []game.Option) (game.Step, error) {
		x, ok := e.(*Engine)
		if !ok {
			return game.Step{}, fmt.Errorf("caribbean: the strategy plays a Caribbean Stud table, not %T", e)
		}
		hand, dealer := x.Hand(seat), x.Hand(0)
		if len(dealer) != 5 {
			return game.Step{}, fmt.Errorf("caribbean: seat %d decides with the dealer's %d cards dealt", seat, len(dealer))
		}
		raise, err := st.raises(hand, dealer[4], w != nil && w.Title == blindTitle)
		if err != nil {
			return game.Step{}, err
		}
		act := "fold"
		if raise {
			act = "raise"
		}
		return game.Step{Seat: seat, Act: act}, nil
	}, nil
}

// A strategy is the analysis' decisions: per player's hand counted (an
// orbit's representative) and up card, and per hand on its cards alone.
type strategy struct {
	n     int // types of the deck
	index map[[5]uint8]int32
	up    []bool // [p×n + u]: hand p raises seeing up card type u
	blind []bool // [p]: hand p raises on its cards alone
}

// newStrategy runs the analysis' sweep over decks decks and keeps its
// decisions.
func newStrategy(decks int) *strategy {
	d := combin.Full(decks)
	n := len(d.Types())
	players := 0
	for _, h := range combin.Hands(n, d.Copies) {
		if ok, _ := combin.Canonical(h[:], len(d.Suits)); ok {
			players++
		}
	}
	st := &strategy{n: n, up: make([]bool, players*n)}
	// Each worker of the sweep owns its up cards' columns, so no two
	// write the same element.
	decide := func(p *player, up card.Card, gain int) bool {
		g := gain > 0
		st.up[int(p.index)*n+int(up)-1] = g
		return g
	}
	c := enumerate(d, newPayoff(), []rule{decide}, nil)
	st.index = make(map[[5]uint8]int32, len(c.Players))
	st.blind = make([]bool, len(c.Players))
	ups := int64(c.n - 5)
	for i := range c.Players {
		p := &c.Players[i]
		st.index[p.types] = p.index
		o := c.pay.outcomes(ups*c.Dealt, p.NoOpen, p.Below, p.Equal)
		st.blind[i] = c.pay.gain(p.Value.Category(), &o) > 0
	}
	return st
}

// raises reports whether the strategy raises hand seeing up card up, or
// on the hand alone when blind.
func (st *strategy) raises(hand []card.Card, up card.Card, blind bool) (bool, error) {
	if len(hand) != 5 {
		return false, fmt.Errorf("caribbean: a hand of %d cards, not 5", len(hand))
	}
	key, u := orbit(hand, up)
	i, ok := st.index[key]
	if !ok {
		return false, fmt.Errorf("caribbean: no analysed hand for %s", card.Format(hand))
	}
	if blind {
		return st.blind[i], nil
	}
	return st.up[int(i)*st.n+u], nil
}

// orbit is the hand the analysis counts hand as, as types of the full
// deck, and the type the same renaming of the suits makes of the up card
// (card.Orbit).
func orbit(hand []card.Card, up card.Card) (key [5]uint8, u int) {
	ts, moved := card.Orbit(hand, up)
	copy(key[:], ts)
	return key, int(moved[0])
}
