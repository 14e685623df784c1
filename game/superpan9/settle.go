package superpan9

import (
	"croupier/game"
	"croupier/money"
)

// settle pays every main wager against the bank's hand (57, 58), settles a
// banking seat's cover the other way round (53, ruling PG3), records the
// round and notes who may bank next (53).
func (e *Engine) settle() {
	bank := e.dealer.points()
	if e.bank > 0 {
		bank = e.hands[e.bank].points()
	}
	var out []game.Settlement
	var players money.Amount // what the players win from the bank, net
	for _, w := range e.bets.Wagers() {
		if w.ID != "main" {
			continue
		}
		s := settleMain(w, e.hands[w.Seat].points(), bank)
		players += s.Net
		out = append(out, s)
	}
	if e.bank > 0 {
		s := game.BankCover(e.bank, e.bets.Amount(e.bank, "", "bank"), players)
		out = append(out, s)
		// by seat: the bank's cover among the seats' wagers
		game.SortSettlements(out)
	}
	e.rotation.Settled(e.bank, func(s int) bool { return e.bets.Amount(s, "", "main") > 0 })
	e.rec.Settle(game.Round{Hands: e.shown(), Settlements: out})
	e.phase = game.PhaseOver
	if e.shoe.EndRound(len(e.bets.Seats())) {
		e.bets.Shuffled()
		e.rec.Emit(game.Event{Kind: game.EventShuffle, Text: "section 8"})
	}
}

// settleMain settles main wager w of a hand of p points against the bank's
// hand of bank points (57, 58).
func settleMain(w game.Wager, p, bank int) game.Settlement {
	switch {
	case p > bank: // 57, 58: 1 to 1, 5% commission on the next multiple of $10
		s := game.Won(w.Seat, w.ID, w.Amount, payMain)
		s.Commission = money.CommissionOnTens(w.Amount)
		return s
	case p < bank: // 57
		return game.Lost(w.Seat, w.ID, w.Amount)
	}
	return game.Pushed(w.Seat, w.ID, w.Amount) // 57: equal values push
}
