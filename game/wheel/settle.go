package wheel

import (
	"croupier/game"
	"croupier/money"
)

// settleBet settles one wager on the symbol the pin stopped on (119): a
// wager on that symbol wins at its odds, N to 1 (120); any other loses.
func (e *Engine) settleBet(w game.Wager, stopped string) game.Settlement {
	sym := w.ID[len(prefix):] // the layout holds only ids symbolOf took
	if sym == stopped {
		return game.Won(w.Seat, w.ID, w.Amount, money.To(e.odds[sym], 1))
	}
	return game.Lost(w.Seat, w.ID, w.Amount)
}

// settle pays every wager on the layout on the valid spin sp, records the
// round and clears the layout. Settlements go by seat, then in the order
// each wager id was first placed.
func (e *Engine) settle(sp game.Spin) {
	stopped := e.rules.Segments[sp.Stop]
	bets := e.bets.Wagers()
	out := make([]game.Settlement, 0, len(bets))
	for _, w := range bets {
		out = append(out, e.settleBet(w, stopped))
	}
	stop := sp.Stop
	e.rec.Settle(game.Round{Outcomes: game.Outcomes{Stop: &stop, Revolutions: sp.Revolutions}, Settlements: out})
	e.bets.Clear() // paid or collected: off the layout
	e.phase = game.PhaseOver
}
