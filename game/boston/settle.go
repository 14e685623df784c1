package boston

import (
	"croupier/game"
	"croupier/handeval"
	"croupier/money"
)

// settle turns the hands up (67.61, 67.62), pays every wager of the round
// and records it.
func (e *Engine) settle() {
	e.Reveal()
	d := handeval.Five(e.Hand(0))
	var out []game.Settlement
	for _, w := range e.Bets.Wagers() {
		hand := e.Hand(w.Seat)
		folded := e.Choice[w.Seat] == "fold"
		switch w.ID {
		case "bonus": // 67.59, ruling P4: on the three cards, fold or not
			if r, ok := payBonus[handeval.Three(hand[:3]).Category()]; ok {
				out = append(out, game.Won(w.Seat, w.ID, w.Amount, r))
			} else {
				out = append(out, game.Lost(w.Seat, w.ID, w.Amount))
			}
		case "ante", "first-play", "second-play":
			if folded { // 67.58: ante and first play forfeited
				out = append(out, game.Lost(w.Seat, w.ID, w.Amount))
				continue
			}
			out = append(out, settlePlayed(w, handeval.Five(hand), d))
		}
	}
	e.Settled(out, "ante", "first-play", "second-play", "bonus")
}

// settlePlayed settles a wager of a seat that made its second play, its
// five cards p against the dealer's d (ruling P7): the plays win 1 to 1 on
// a higher hand, push on an equal one, lose on a lower one (67.62); the
// ante pushes on a higher or equal hand and loses on a lower one, unless
// the hand has two pairs of tens or better or more, when it wins at 67.63's
// odds whatever the dealer holds.
func settlePlayed(w game.Wager, p, d handeval.Value) game.Settlement {
	if w.ID == "ante" {
		if r, ok := antePays(p); ok {
			return game.Won(w.Seat, w.ID, w.Amount, r)
		}
		if p >= d {
			return game.Pushed(w.Seat, w.ID, w.Amount)
		}
		return game.Lost(w.Seat, w.ID, w.Amount)
	}
	switch {
	case p > d:
		return game.Won(w.Seat, w.ID, w.Amount, payPlay)
	case p == d:
		return game.Pushed(w.Seat, w.ID, w.Amount)
	}
	return game.Lost(w.Seat, w.ID, w.Amount)
}

// antePays is what 67.63 pays the ante of a played hand of value p,
// whatever the dealer holds: two pairs of tens or better (ruling P6) and
// every higher combination; ok is false for a lower hand.
func antePays(p handeval.Value) (r money.Ratio, ok bool) {
	r, ok = payAnte[p.Category()]
	if ok && p.Category() == handeval.TwoPairs && !handeval.TwoPairsOfTensOrBetter(p) {
		return money.Ratio{}, false
	}
	return r, ok
}
