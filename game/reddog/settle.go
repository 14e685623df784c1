package reddog

import (
	"croupier/card"
	"croupier/game"
)

// settle pays every wager of the round (66, 67), records the round and
// applies section 8's reshuffle rule.
func (e *Engine) settle() {
	r1, r2, r3 := e.cards[0].Rank(), e.cards[1].Rank(), e.cards[2].Rank()
	var out []game.Settlement
	for _, w := range e.bets.Wagers() {
		out = append(out, settleWager(w, r1, r2, r3))
	}
	e.rec.Settle(game.Round{Hands: game.Hands{"dealer": e.hand()}, Settlements: out})
	e.phase = game.PhaseOver
	if e.shoe.EndRound(len(e.bets.Seats())) {
		e.bets.Shuffled()
		e.rec.Emit(game.Event{Kind: game.EventShuffle, Text: "section 8"})
	}
}

// settleWager settles wager w, main or raise, on the first two cards' ranks
// r1 and r2 and the third card's r3 (0 when none was drawn).
func settleWager(w game.Wager, r1, r2, r3 card.Rank) game.Settlement {
	switch sp := spread(r1, r2); {
	case sp == 0: // 66(1): consecutive values
		return game.Pushed(w.Seat, w.ID, w.Amount)
	case sp < 0 && r3 == r1: // 66(2), 67: three of a kind
		return game.Won(w.Seat, w.ID, w.Amount, payTrips)
	case sp < 0: // 66(2): a pair without a third
		return game.Pushed(w.Seat, w.ID, w.Amount)
	case min(r1, r2) < r3 && r3 < max(r1, r2): // 66(3), 67: between the first two
		return game.Won(w.Seat, w.ID, w.Amount, paySpread[min(sp, 4)])
	}
	return game.Lost(w.Seat, w.ID, w.Amount) // 66(3): outside the spread, or equal to one of its cards
}
