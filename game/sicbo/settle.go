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
func settleBet(b bet, r dice.Roll) game.Settlement {
	if pay, won := odds(b.spot, r); won {
		return game.Won(b.seat, b.id, b.amount, pay)
	}
	return game.Lost(b.seat, b.id, b.amount)
}

// settle pays every wager on the layout on roll r, records the round and
// clears the layout.
// Settlements go by seat, then in the order each wager id was first placed.
func (e *Engine) settle(r dice.Roll) {
	out := make([]game.Settlement, 0, e.nbets)
	for _, b := range e.ordered() {
		out = append(out, settleBet(b, r))
	}
	e.rounds = append(e.rounds, game.Round{Round: e.round, Dice: slices.Clone([]int(r)), Settlements: out})
	e.bets, e.nbets = nil, 0 // paid or collected: off the layout
	e.phase = game.PhaseOver
	e.emit(game.Event{Kind: game.EventSettled})
}
