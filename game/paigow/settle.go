package paigow

import (
	"croupier/game"
	"croupier/money"
	"strconv"
)

// versus settles a main wager of stake on the set h against the bank's set
// b. A hand is higher only if its Rank is greater: identical hands go by
// the highest single tile and then to the bank (104, ruling T2). 110: both
// higher win 1 to 1 less 5% on the next multiple of $10 (111); 108:
// neither higher loses; 109: one higher pushes.
func versus(seat int, stake money.Amount, h, b Set) game.Settlement {
	hh, hl := h.ranks()
	bh, bl := b.ranks()
	hi, lo := hh > bh, hl > bl
	switch {
	case hi && lo: // 110, 111
		s := game.Won(seat, "main", stake, payMain)
		s.Commission = money.CommissionOnTens(stake)
		return s
	case hi || lo: // 109
		return game.Pushed(seat, "main", stake)
	}
	return game.Lost(seat, "main", stake) // 108
}

// settle pays every main wager (108–111, 115), settles a banking seat's
// cover the other way round (116, ruling PG3), records the round and notes
// who may bank next (116).
func (e *Engine) settle() {
	bank := e.hands[e.bankPos()].set
	var out []game.Settlement
	var players money.Amount // what the main wagers win from the bank, net
	for _, w := range e.bets.Wagers() {
		if w.ID != "main" {
			continue // the bank's cover, below
		}
		h := &e.hands[w.Seat]
		var s game.Settlement
		if h.surrendered { // 115: lost
			s = game.Settlement{Seat: w.Seat, Wager: w.ID, Stake: w.Amount, Result: game.Surrender, Net: -w.Amount}
		} else {
			s = versus(w.Seat, w.Amount, h.set, bank)
		}
		players += s.Net
		out = append(out, s)
	}
	if e.bank > 0 {
		out = append(out, game.BankCover(e.bank, e.bets.Amount(e.bank, "", "bank"), players))
		game.SortSettlements(out) // by seat: the bank's cover among the seats' wagers
	}
	e.rotation.Settled(e.bank, func(s int) bool { return e.bets.Amount(s, "", "main") > 0 })
	e.rec.Settle(game.Round{Hands: e.exposed(), Settlements: out})
	e.phase = game.PhaseOver
}

// exposed is the settled round's record of the hands: every hand shown but
// a surrendered one, which is never exposed (115).
func (e *Engine) exposed() game.Hands {
	hs := e.shown()
	for s := 1; s <= e.rules.Seats; s++ {
		if e.hands[s].surrendered {
			delete(hs, strconv.Itoa(s))
		}
	}
	return hs
}
