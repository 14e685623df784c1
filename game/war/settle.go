package war

import (
	"croupier/card"
	"croupier/game"
	"croupier/money"
)

// settle pays every wager of the round (67.38–67.40), records the round and
// applies section 8's reshuffle rule.
func (e *Engine) settle() {
	var out []game.Settlement
	players := 0
	for i := 1; i <= e.rules.Seats; i++ {
		st := e.seats[i]
		if st.main == 0 {
			continue
		}
		players++
		out = append(out, settleSeat(i, st, e.dealer[0].Rank(), e.dealer[1].Rank())...)
	}
	hands := map[string]any{}
	for k, v := range e.hands() {
		hands[k] = v
	}
	e.rounds = append(e.rounds, game.Round{Round: e.round, Hands: hands, Settlements: out})
	e.phase = game.PhaseOver
	e.emit(game.Event{Kind: game.EventSettled})
	if e.shoe.EndRound(players) {
		e.first.Shuffled()
		e.emit(game.Event{Kind: game.EventShuffle, Text: "section 8"})
	}
}

// settleSeat settles one seat's main, war and tie wagers against the dealer's
// first card rank d1 and war card rank d2.
func settleSeat(n int, st seat, d1, d2 card.Rank) []game.Settlement {
	var out []game.Settlement
	p1 := st.first.Rank()
	switch {
	case p1 > d1: // 67.38(1)
		out = append(out, game.Won(n, "main", st.main, payMain))
	case p1 < d1: // 67.38(2)
		out = append(out, game.Lost(n, "main", st.main))
	case st.choice == "surrender": // 67.38(3): half the initial wager is lost; G5 rounds the half given back down
		back := money.Half(st.main)
		out = append(out, game.Settlement{Seat: n, Wager: "main", Stake: st.main, Result: game.Surrender, Net: back - st.main})
	default: // 67.39: the war
		p2 := st.second.Rank()
		switch {
		case p2 > d2: // 67.39(1): the initial wager wins, the additional one is returned
			out = append(out, game.Won(n, "main", st.main, payMain), game.Pushed(n, "war", st.war))
		case p2 < d2: // 67.39(2)
			out = append(out, game.Lost(n, "main", st.main), game.Lost(n, "war", st.war))
		default: // 67.39(3)
			out = append(out, game.Won(n, "main", st.main, payMain), game.Won(n, "war", st.war, payWar))
		}
	}
	if st.tie > 0 { // 67.40: on the first cards only
		if p1 == d1 {
			out = append(out, game.Won(n, "tie", st.tie, payTie))
		} else {
			out = append(out, game.Lost(n, "tie", st.tie))
		}
	}
	return out
}
