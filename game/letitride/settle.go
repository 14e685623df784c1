package letitride

import (
	"slices"

	"croupier/game"
	"croupier/handeval"
)

// settle exposes every hand (67.7), pays the bets still up and the bonus
// (67.8, 67.9), records the round and shuffles (section 8).
func (e *Engine) settle() {
	e.Reveal()
	var out []game.Settlement
	for _, s := range e.Bets.Seats() {
		out = append(out, e.settleSeat(s)...)
	}
	e.Settled(out, bets[0], bets[1], bets[2], "bonus")
}

// settleSeat settles seat's three bets and bonus on its hand: its three
// cards and the dealer's first two (67.7).
func (e *Engine) settleSeat(seat int) []game.Settlement {
	cards := slices.Concat(e.Hand(seat), e.Hand(0))
	v := handeval.Five(cards)
	won := handeval.PairOfTensOrBetter(v) // 67.7
	room := e.rules.MaxPayout             // ruling P1: the most the three bets may win together
	var out []game.Settlement
	for i, id := range bets {
		stake := e.Bets.Amount(seat, "", id)
		switch {
		case i < 2 && e.Chosen(i, seat) == "pull": // 67.6: bet-1 or bet-2 taken back
			out = append(out, game.Settlement{Seat: seat, Wager: id, Stake: stake, Result: game.Withdrawn})
		case !won:
			out = append(out, game.Lost(seat, id, stake))
		default: // 67.8, up to the maximum indicated at the table
			s := game.Won(seat, id, stake, pay[v.Category()])
			if e.rules.MaxPayout > 0 {
				s.Net = min(s.Net, room)
				room -= s.Net
				if s.Net == 0 {
					s.Result = game.Push
				}
			}
			out = append(out, s)
		}
	}
	if stake := e.Bets.Amount(seat, "", "bonus"); stake > 0 {
		if p, ok := prize[e.rules.BonusTable][v.Category()]; ok { // 67.9, ruling G2: the prize is the winnings
			out = append(out, game.Settlement{Seat: seat, Wager: "bonus", Stake: stake, Result: game.Win, Net: p})
		} else {
			out = append(out, game.Lost(seat, "bonus", stake))
		}
	}
	return out
}
