package baccarat

import (
	"croupier/game"
	"croupier/money"
)

// settle pays every wager of the round (31–36), records the round and
// applies section 8's reshuffle rule.
func (e *Engine) settle() {
	p, b := e.player.points(), e.banker.points()
	var out []game.Settlement
	for _, w := range e.bets.Wagers() {
		out = append(out, settleWager(w, p, b))
	}
	e.rec.Settle(game.Round{Hands: e.hands(), Settlements: out})
	e.phase = game.PhaseOver
	if e.shoe.EndRound(len(e.bets.Seats())) {
		e.bets.Shuffled()
		e.rec.Emit(game.Event{Kind: game.EventShuffle, Text: "section 8"})
	}
}

// settleWager settles one wager on Player's point count p and Banker's b.
func settleWager(w game.Wager, p, b int) game.Settlement {
	switch {
	case w.ID == "tie" && p == b: // 34, 36: 8 to 1
		return game.Won(w.Seat, w.ID, w.Amount, payTie)
	case w.ID == "tie": // 34
		return game.Lost(w.Seat, w.ID, w.Amount)
	case p == b: // 32(3), 33(3), 36: Player and Banker push on a tie
		return game.Pushed(w.Seat, w.ID, w.Amount)
	case w.ID == "player" && p > b: // 33(1), 35
		return game.Won(w.Seat, w.ID, w.Amount, payPlayer)
	case w.ID == "banker" && b > p: // 32(1), 35, and the commission of 31
		s := game.Won(w.Seat, w.ID, w.Amount, payBanker)
		s.Commission = money.CommissionOnTens(w.Amount)
		return s
	}
	return game.Lost(w.Seat, w.ID, w.Amount) // 32(2), 33(2)
}
