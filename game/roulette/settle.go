package roulette

import "croupier/game"

// settle decides every wager on the layout on a valid spin showing p,
// records the round and leaves on the layout the doubles and triples still
// in play. Settlements go by seat, then in the order each wager was first
// placed.
//
// A wager wins when p is one of its numbers (72); outside wagers hold no
// zero, so they lose on 0 and 00 (72(1), ruling R1). A double or triple
// loses on the first valid spin that does not show its number and wins on
// the last of its 2 or 3 (72.1, ruling R2); in between it is not settled.
func (e *Engine) settle(p pocket) {
	out := make([]game.Settlement, 0, e.bets.n)
	var left layout
	for seat, bs := range e.bets.seats {
		var stay []bet
		for _, b := range bs {
			switch {
			case !b.Spot.wins(p):
				out = append(out, game.Lost(b.Seat, b.Spot.ID, b.Amount))
			case b.Seen+1 < b.Spot.Spins: // 72.1: its number again, with spins to come
				b.Seen++
				stay = append(stay, b)
			default:
				out = append(out, game.Won(b.Seat, b.Spot.ID, b.Amount, b.Spot.Pay))
			}
		}
		if stay != nil {
			left.set(seat, stay)
		}
	}
	e.bets = left // new lists: the old ones are a restored copy's
	e.rec.Settle(game.Round{Outcomes: game.Outcomes{Pocket: e.spin.Pocket, Revolutions: e.spin.Revolutions}, Settlements: out})
	e.phase = game.PhaseOver
}
