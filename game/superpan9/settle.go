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
		var s game.Settlement
		switch p := e.hands[w.Seat].points(); {
		case p > bank: // 57, 58: 1 to 1, 5% commission on the next multiple of $10
			s = game.Won(w.Seat, w.ID, w.Amount, payMain)
			s.Commission = money.CommissionOnTens(w.Amount)
		case p < bank: // 57
			s = game.Lost(w.Seat, w.ID, w.Amount)
		default: // 57: equal values push
			s = game.Pushed(w.Seat, w.ID, w.Amount)
		}
		players += s.Net
		out = append(out, s)
	}
	if e.bank > 0 {
		cover := e.bets.Amount(e.bank, "", "bank")
		s := game.Settlement{Seat: e.bank, Wager: "bank", Stake: cover, Net: -players}
		switch {
		case s.Net > 0: // PG3: 5% of the net win, on the next multiple of $10
			s.Result, s.Commission = game.Win, money.CommissionOnTens(s.Net)
		case s.Net < 0:
			s.Result = game.Lose
		default:
			s.Result = game.Push
		}
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
