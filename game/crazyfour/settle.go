package crazyfour

import (
	"croupier/game"
	"croupier/handeval"
	"croupier/money"
)

// settle turns every hand up (67.82, 67.83), pays every wager of the round
// and records it.
func (e *Engine) settle() {
	e.Reveal()
	d := best(e.Hand(0))
	opens := handeval.KingHighOrBetter(d) // 67.82
	var out []game.Settlement
	for _, w := range e.Bets.Wagers() {
		p := best(e.Hand(w.Seat))
		folded := e.Choice[w.Seat] == "fold"
		switch w.ID {
		case "ante":
			switch {
			case folded: // 67.81
				out = append(out, game.Lost(w.Seat, w.ID, w.Amount))
			case !opens || p == d: // 67.82, 67.83
				out = append(out, game.Pushed(w.Seat, w.ID, w.Amount))
			case p > d: // 67.84
				out = append(out, game.Won(w.Seat, w.ID, w.Amount, payEven))
			default:
				out = append(out, game.Lost(w.Seat, w.ID, w.Amount))
			}
		case "play":
			switch {
			case !opens || p > d: // 67.82: paid even when the dealer does not open; 67.84
				out = append(out, game.Won(w.Seat, w.ID, w.Amount, payEven))
			case p == d: // 67.83
				out = append(out, game.Pushed(w.Seat, w.ID, w.Amount))
			default:
				out = append(out, game.Lost(w.Seat, w.ID, w.Amount))
			}
		case "super-bonus":
			out = append(out, superBonus(paySuperBonus[e.rules.SuperBonus], w, p, d, opens, folded))
		case "queens-up": // 67.87, ruling P4: on the seat's own hand, fold or not
			if r, ok := payQueensUp[p.Category()]; ok && handeval.PairOfQueensOrBetter(p) {
				out = append(out, game.Won(w.Seat, w.ID, w.Amount, r))
			} else {
				out = append(out, game.Lost(w.Seat, w.ID, w.Amount))
			}
		}
	}
	e.Settled(out, "ante", "play", "super-bonus", "queens-up")
}

// superBonus settles a Super Bonus bet: forfeited on a fold (67.81); for a
// seat that played with a straight or better, paid by table pay (four
// aces 200 to 1) whatever the dealer holds, his not opening included
// (ruling P9); else a push when the dealer does not open (67.82), or when
// the seat's hand is equal to or higher than his (67.83, 67.86), and lost
// otherwise (67.86).
func superBonus(pay map[handeval.Category]money.Ratio, w game.Wager, p, d handeval.Value, opens, folded bool) game.Settlement {
	if folded {
		return game.Lost(w.Seat, w.ID, w.Amount)
	}
	if r, ok := pay[p.Category()]; ok {
		if p.Category() == handeval.FourOfAKind && p >= fourAces {
			r = payFourAces
		}
		return game.Won(w.Seat, w.ID, w.Amount, r)
	}
	if !opens || p >= d {
		return game.Pushed(w.Seat, w.ID, w.Amount)
	}
	return game.Lost(w.Seat, w.ID, w.Amount)
}

// fourAces is the value of four aces, the highest four of a kind (67.65).
var fourAces = handeval.Four(cardsOf("Ac Ad Ah As"))
