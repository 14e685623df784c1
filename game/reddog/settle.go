package reddog

import "croupier/game"

// settle pays every wager of the round (66, 67), records the round and
// applies section 8's reshuffle rule.
func (e *Engine) settle() {
	sp := e.spread()
	r1, r2, r3 := e.cards[0].Rank(), e.cards[1].Rank(), e.cards[2].Rank()
	var out []game.Settlement
	for _, w := range e.bets.Wagers() {
		switch {
		case sp == 0: // 66(1): consecutive values
			out = append(out, game.Pushed(w.Seat, w.ID, w.Amount))
		case sp < 0 && r3 == r1: // 66(2), 67: three of a kind
			out = append(out, game.Won(w.Seat, w.ID, w.Amount, payTrips))
		case sp < 0: // 66(2): a pair without a third
			out = append(out, game.Pushed(w.Seat, w.ID, w.Amount))
		case min(r1, r2) < r3 && r3 < max(r1, r2): // 66(3), 67: between the first two
			out = append(out, game.Won(w.Seat, w.ID, w.Amount, paySpread[min(sp, 4)]))
		default: // 66(3): outside the spread, or equal to one of its cards
			out = append(out, game.Lost(w.Seat, w.ID, w.Amount))
		}
	}
	e.rec.Settle(game.Round{Hands: game.Hands{"dealer": e.hand()}, Settlements: out})
	e.phase = game.PhaseOver
	if e.shoe.EndRound(len(e.bets.Seats())) {
		e.bets.Shuffled()
		e.rec.Emit(game.Event{Kind: game.EventShuffle, Text: "section 8"})
	}
}
