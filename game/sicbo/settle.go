package sicbo

import (
	"slices"

	"croupier/dice"
	"croupier/game"
	"croupier/money"
)

// odds returns whether a wager on s wins on roll r (95.22) and, if it does,
// the odds it pays (95.24).
func odds(s spot, r dice.Roll) (money.Ratio, bool) {
	triple := r[0] == r[1] && r[1] == r[2]
	total := r.Sum()
	switch s.Kind {
	case kindTriple: // 95.22(1)
		return payTriple, r.Count(s.A) == 3
	case kindDouble: // 95.22(2) and ruling S1: at least two dice, a triple too
		return payDouble, r.Count(s.A) >= 2
	case kindAnyTriple: // 95.22(3)
		return payAnyTriple, triple
	case kindTotal: // 95.22(4)
		return payTotal[s.A], total == s.A
	case kindDuo: // 95.22(5)
		return payDuo, r.Count(s.A) > 0 && r.Count(s.B) > 0
	case kindSmall: // 95.22(6)
		return paySmall, !triple && total >= 4 && total <= 10
	case kindBig: // 95.22(7)
		return payBig, !triple && total >= 11 && total <= 17
	case kindSingle: // 95.22(8): 1, 2 or 3 to 1 as 1, 2 or 3 dice show the number
		n := r.Count(s.A)
		return paySingle[n], n > 0
	}
	return money.Ratio{}, false
}

// settleBet settles one wager on roll r.
func settleBet(w game.Wager, r dice.Roll) game.Settlement {
	sp, _ := parseSpot(w.ID) // the layout holds only ids parseSpot took
	if pay, won := odds(sp, r); won {
		return game.Won(w.Seat, w.ID, w.Amount, pay)
	}
	return game.Lost(w.Seat, w.ID, w.Amount)
}

// settle pays every wager on the layout on roll r, records the round and
// clears the layout. Settlements go by seat, then in the order each wager
// id was first placed.
func (e *Engine) settle(r dice.Roll) {
	bets := e.bets.Wagers()
	out := make([]game.Settlement, 0, len(bets))
	for _, w := range bets {
		out = append(out, settleBet(w, r))
	}
	e.rec.Settle(game.Round{Outcomes: game.Outcomes{Dice: slices.Clone([]int(r))}, Settlements: out})
	e.bets.Clear() // paid or collected: off the layout
	e.phase = game.PhaseOver
}
