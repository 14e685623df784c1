package threefiveseven

import (
	"slices"

	"croupier/game"
	"croupier/handeval"
	"croupier/money"
)

// settle turns the cards up as 67.48–67.50 say — each player's three, one
// player at a time; the dealer's first two; his last two — settles every
// bet by its pay table alone and records the round.
func (e *Engine) settle() {
	seats := e.Bets.Seats()
	for _, s := range seats { // 67.48
		e.RevealHand(s)
	}
	for i := range dealerCards { // 67.49, then 67.50
		e.TurnUp(0, i)
	}
	dealer := e.Hand(0)
	var out []game.Settlement
	for _, w := range e.Bets.Wagers() {
		own := e.Hand(w.Seat)
		switch w.ID {
		case "three-card": // 67.48: the player's three cards
			out = append(out, settleOn(w, threeCard, value(own)))
		case "five-card": // 67.49: and the dealer's first two
			out = append(out, settleOn(w, fiveCard, value(slices.Concat(own, dealer[:firstShown]))))
		case "seven-card":
			if e.Choice[w.Seat] == "withdraw-seven" { // 67.47: half forfeited; ruling G5
				out = append(out, game.Settlement{Seat: w.Seat, Wager: w.ID, Stake: w.Amount, Result: game.Surrender, Net: money.Half(w.Amount) - w.Amount})
				continue
			}
			// 67.50: and the dealer's four, the best five of the seven
			out = append(out, settleOn(w, sevenCard, value(slices.Concat(own, dealer))))
		}
	}
	e.Settled(out, "three-card", "five-card", "seven-card")
}

// settleOn settles wager w on hand v by pay table t: won at its odds, or
// lost below its lowest line.
func settleOn(w game.Wager, t table, v handeval.Value) game.Settlement {
	if r, ok := t.pay(v); ok {
		return game.Won(w.Seat, w.ID, w.Amount, r)
	}
	return game.Lost(w.Seat, w.ID, w.Amount)
}
