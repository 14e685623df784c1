package letitride

import (
	"strconv"

	"croupier/card"
	"croupier/game"
	"croupier/handeval"
)

// settle exposes every hand (67.7), pays the bets still up and the bonus
// (67.8, 67.9), records the round and shuffles (section 8).
func (e *Engine) settle() {
	e.over = true
	for _, s := range e.bets.Seats() {
		e.rec.Emit(game.Event{Kind: EventReveal, Cards: card.Strings(e.hands[s][:]), Text: strconv.Itoa(s)})
	}
	var out []game.Settlement
	for _, s := range e.bets.Seats() {
		out = append(out, e.settleSeat(s)...)
	}
	e.rec.Settle(game.Round{Hands: e.result(), Settlements: out})
	e.phase = game.PhaseOver
	if e.shoe.EndRound(len(e.bets.Seats())) {
		e.bets.Shuffled()
		e.rec.Emit(game.Event{Kind: game.EventShuffle, Text: "section 8"})
	}
}

// settleSeat settles seat's three bets and bonus on its hand: its three
// cards and the dealer's first two (67.7).
func (e *Engine) settleSeat(seat int) []game.Settlement {
	cards := append(e.hands[seat][:], e.dealer[0], e.dealer[1])
	v := handeval.Five(cards)
	won := handeval.PairOfTensOrBetter(v) // 67.7
	room := e.rules.MaxPayout             // ruling P1: the most the three bets may win together
	var out []game.Settlement
	for i, id := range bets {
		stake := e.bets.Amount(seat, "", id)
		switch {
		case i < 2 && e.choice[seat][i] == "pull": // 67.6: taken back
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
	if stake := e.bets.Amount(seat, "", "bonus"); stake > 0 {
		if p, ok := prize[v.Category()]; ok { // 67.9, ruling G2: the prize is the winnings
			out = append(out, game.Settlement{Seat: seat, Wager: "bonus", Stake: stake, Result: game.Win, Net: p})
		} else {
			out = append(out, game.Lost(seat, "bonus", stake))
		}
	}
	return out
}
