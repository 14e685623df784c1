package threecard

import (
	"croupier/game"
	"croupier/handeval"
)

// settle exposes the hands (67.29, 67.30), pays every wager of the round
// and records it.
func (e *Engine) settle() {
	e.Reveal()
	d := handeval.Three(e.Hand(0))
	opens := handeval.QueenHighOrBetter(d) // 67.29
	var out []game.Settlement
	for _, w := range e.Bets.Wagers() {
		p := handeval.Three(e.Hand(w.Seat))
		switch w.ID {
		case "ante":
			out = append(out, e.ante(w, p, d, opens))
		case "play":
			switch {
			case !opens: // 67.29: the additional wager pushes
				out = append(out, game.Pushed(w.Seat, w.ID, w.Amount))
			case p > d: // 67.30
				out = append(out, game.Won(w.Seat, w.ID, w.Amount, payPlay))
			case p < d:
				out = append(out, game.Lost(w.Seat, w.ID, w.Amount))
			default: // 67.24: identical hands push
				out = append(out, game.Pushed(w.Seat, w.ID, w.Amount))
			}
		case "pair-plus": // 67.32, ruling P4: on the seat's own hand, fold or not
			if r, ok := payPairPlus[p.Category()]; ok {
				out = append(out, game.Won(w.Seat, w.ID, w.Amount, r))
			} else {
				out = append(out, game.Lost(w.Seat, w.ID, w.Amount))
			}
		}
	}
	e.Settled(out, "ante", "play", "pair-plus")
}

// ante settles seat w.Seat's ante on its hand p against the dealer's d:
// lost on a fold (67.28); paid 1 to 1 when the dealer does not open
// (67.29); else won, lost or pushed against the dealer (67.24, 67.30); and
// for a seat that played the ante bonus of 67.31 besides, part of the
// ante's net (README "The result").
func (e *Engine) ante(w game.Wager, p, d handeval.Value, opens bool) game.Settlement {
	if e.Choice[w.Seat] == "fold" {
		return game.Lost(w.Seat, w.ID, w.Amount)
	}
	var s game.Settlement
	switch {
	case !opens || p > d:
		s = game.Won(w.Seat, w.ID, w.Amount, payAnte)
	case p < d:
		s = game.Lost(w.Seat, w.ID, w.Amount)
	default:
		s = game.Pushed(w.Seat, w.ID, w.Amount)
	}
	if r, ok := payBonus[p.Category()]; ok {
		bonus, dropped := r.Pay(w.Amount)
		s.Net += bonus
		s.Rounding += dropped
	}
	switch {
	case s.Net > 0:
		s.Result = game.Win
	case s.Net < 0:
		s.Result = game.Lose
	default:
		s.Result = game.Push
	}
	return s
}
