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
	seats := e.bets.Seats()
	for _, i := range seats {
		w := wagers{main: e.main(i), war: e.bets.Amount(i, "", "war"), tie: e.bets.Amount(i, "", "tie")}
		out = append(out, settleSeat(i, e.seats[i], w, e.dealer[0].Rank(), e.dealer[1].Rank())...)
	}
	e.rec.Settle(game.Round{Hands: e.hands(), Settlements: out})
	e.phase = game.PhaseOver
	if e.shoe.EndRound(len(seats)) {
		e.bets.Shuffled()
		e.rec.Emit(game.Event{Kind: game.EventShuffle, Text: "section 8"})
	}
}

// wagers are one seat's money in a round.
type wagers struct{ main, war, tie money.Amount }

// settleSeat settles seat n's main, war and tie wagers w against the
// dealer's first card rank d1 and war card rank d2.
func settleSeat(n int, st seat, w wagers, d1, d2 card.Rank) []game.Settlement {
	var out []game.Settlement
	p1 := st.first.Rank()
	switch {
	case p1 > d1: // 67.38(1)
		out = append(out, game.Won(n, "main", w.main, payMain))
	case p1 < d1: // 67.38(2)
		out = append(out, game.Lost(n, "main", w.main))
	case st.choice == "surrender": // 67.38(3): half the initial wager is lost; G5 rounds the half given back down
		back := money.Half(w.main)
		out = append(out, game.Settlement{Seat: n, Wager: "main", Stake: w.main, Result: game.Surrender, Net: back - w.main})
	default: // 67.39: the war
		p2 := st.second.Rank()
		switch {
		case p2 > d2: // 67.39(1): the initial wager wins, the additional one is returned
			out = append(out, game.Won(n, "main", w.main, payMain), game.Pushed(n, "war", w.war))
		case p2 < d2: // 67.39(2)
			out = append(out, game.Lost(n, "main", w.main), game.Lost(n, "war", w.war))
		default: // 67.39(3)
			out = append(out, game.Won(n, "main", w.main, payMain), game.Won(n, "war", w.war, payWar))
		}
	}
	if w.tie > 0 { // 67.40: on the first cards only
		if p1 == d1 {
			out = append(out, game.Won(n, "tie", w.tie, payTie))
		} else {
			out = append(out, game.Lost(n, "tie", w.tie))
		}
	}
	return out
}
