package fourcard

import (
	"croupier/game"
	"croupier/handeval"
)

// settle turns every hand up (67.71, 67.72), pays every wager of the round
// and records it.
func (e *Engine) settle() {
	e.Reveal()
	d := best(e.Hand(0))
	var out []game.Settlement
	for _, w := range e.Bets.Wagers() {
		p := best(e.Hand(w.Seat))
		switch w.ID {
		case "ante":
			out = append(out, e.ante(w, p, d))
		case "play": // 67.72: equal to or higher than the dealer wins
			if p >= d {
				out = append(out, game.Won(w.Seat, w.ID, w.Amount, payPlay))
			} else {
				out = append(out, game.Lost(w.Seat, w.ID, w.Amount))
			}
		case "aces-up": // 67.74, ruling P4: on the seat's own hand, fold or not
			if r, ok := payAcesUp[e.rules.AcesUp][p.Category()]; ok && handeval.PairOfAcesOrBetter(p) {
				out = append(out, game.Won(w.Seat, w.ID, w.Amount, r))
			} else {
				out = append(out, game.Lost(w.Seat, w.ID, w.Amount))
			}
		}
	}
	e.Settled(out, "ante", "play", "aces-up")
}

// ante settles seat w.Seat's ante on its hand p against the dealer's d:
// forfeited on a fold (67.70); for a seat that played with three of a kind,
// a straight flush or four of a kind, a win whatever the dealer holds and
// the bonus of 67.73 besides, part of the ante's net; else won on a hand
// equal to or higher than the dealer's, lost on a lower one (67.72).
func (e *Engine) ante(w game.Wager, p, d handeval.Value) game.Settlement {
	if e.Choice[w.Seat] == "fold" {
		return game.Lost(w.Seat, w.ID, w.Amount)
	}
	if r, ok := payBonus[p.Category()]; ok {
		s := game.Won(w.Seat, w.ID, w.Amount, payAnte)
		bonus, dropped := r.Pay(w.Amount)
		s.Net += bonus
		s.Rounding += dropped
		return s
	}
	if p >= d {
		return game.Won(w.Seat, w.ID, w.Amount, payAnte)
	}
	return game.Lost(w.Seat, w.ID, w.Amount)
}
