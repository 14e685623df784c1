package craps

import (
	"cmp"
	"slices"
	"strconv"

	"croupier/game"
	"croupier/money"
)

// A verdict is what one roll does to one wager.
type verdict struct {
	result game.Result  // "" while the wager is not decided
	pay    money.Ratio  // a win's odds
	net    money.Amount // a wager in parts: the net of all its parts (C1)
	parts  bool
	stays  bool // a winner that stays on the layout (C5)
	moves  int  // a come or don't come wager travels to this number (95.14(3), (4))
	back   bool // come odds that were off, their come wager decided (C6)
}

func win(pay money.Ratio) verdict { return verdict{result: game.Win, pay: pay} }

var (
	undecided = verdict{}
	lose      = verdict{result: game.Lose}
	push      = verdict{result: game.Push}
)

// judge returns what roll d does to wager b, the point being e.point
// before the roll.
func (e *Engine) judge(b bet, d [2]int) verdict {
	t, hard, point, n := d[0]+d[1], d[0] == d[1], e.point, b.spot.N
	if e.off(b) {
		// C3: off on the come-out roll; C6: come odds go back when their
		// come wager is decided.
		if b.spot.Kind == kindComeOdds && (t == n || t == 7) {
			return verdict{back: true}
		}
		return undecided
	}
	switch b.spot.Kind {
	case kindPass:
		return passLine(point, t)
	case kindPassOdds: // 95.16(1): with the pass wager, once the point is known
		return follow(t == point, t == 7, payOdds[point])
	case kindDontPass:
		return dontLine(point, t)
	case kindDontPassOdds: // 95.16(2)
		return follow(t == 7, t == point, payDontOdds[point])
	case kindCome: // 95.14(3): as a pass wager on its first roll
		if v := passLine(0, t); v.result != "" {
			return v
		}
		return verdict{moves: t}
	case kindComeOn: // 95.14(3): then as a pass wager whose point is n
		return passLine(n, t)
	case kindComeOdds: // 95.16(3)
		return follow(t == n, t == 7, payOdds[n])
	case kindDontCome: // 95.14(4)
		if v := dontLine(0, t); v.result != "" {
			return v
		}
		return verdict{moves: t}
	case kindDontComeOn:
		return dontLine(n, t)
	case kindDontComeOdds: // 95.16(4)
		return follow(t == 7, t == n, payDontOdds[n])
	case kindField: // 95.14(5)
		switch t {
		case 2, 12:
			return win(payField)
		case 3, 4, 9, 10, 11:
			return win(payEven)
		}
		return lose
	case kindHard: // 95.15(1): the number made with two identical dice
		switch {
		case t == n && hard:
			v := win(payHard[n])
			v.stays = true // C5
			return v
		case t == n || t == 7:
			return lose
		}
		return undecided
	case kindAny7: // 95.15(2)
		return oneRoll(t == 7, payNumber[7])
	case kindEleven: // 95.15(3)
		return oneRoll(t == 11, payNumber[11])
	case kindAnyCraps: // 95.15(4)
		return oneRoll(t == 2 || t == 3 || t == 12, payAnyCraps)
	case kindCraps2: // 95.15(5)
		return oneRoll(t == 2, payNumber[2])
	case kindCraps3: // 95.15(6)
		return oneRoll(t == 3, payNumber[3])
	case kindCraps12: // 95.15(7)
		return oneRoll(t == 12, payNumber[12])
	case kindHorn, kindWorld, kindThreeWay: // 95.15(8), (10), (11), ruling C1
		return inParts(b.spot, b.Amount, t)
	case kindHop: // 95.15(9): that exact pair of dice
		lo, hi := min(d[0], d[1]), max(d[0], d[1])
		if lo == b.spot.A && hi == b.spot.B {
			if lo == hi {
				return win(payHopPair)
			}
			return win(payHop)
		}
		return lose
	case kindPlace, kindBuy, kindLay: // 95.17: the number before a 7, or a 7 before it
		pay, wins, loses := payPlace[n], t == n, t == 7
		switch b.spot.Kind {
		case kindBuy:
			pay = payBuy[n]
		case kindLay:
			pay, wins, loses = payLay[n], t == 7, t == n
		}
		v := follow(wins, loses, pay)
		v.stays = v.result == game.Win // C5
		return v
	}
	return undecided
}

// nextPoint returns the point after a roll totalling t, the point being
// point before it (95.14(1)): on a come-out roll (point 0) a point number
// becomes the point; once it is on, the point or a 7 takes it off.
func nextPoint(point, t int) int {
	switch {
	case point == 0 && pointNumber(t):
		return t
	case point != 0 && (t == 7 || t == point):
		return 0
	}
	return point
}

// passLine judges a pass wager (95.14(1)), or a come wager from its first
// roll (point 0) and once on its number, on a roll totalling t.
func passLine(point, t int) verdict {
	switch {
	case point == 0 && (t == 7 || t == 11):
		return win(payEven)
	case point == 0 && (t == 2 || t == 3 || t == 12):
		return lose
	case point == 0:
		return undecided // t becomes the point
	}
	return follow(t == point, t == 7, payEven)
}

// dontLine judges a don't pass wager (95.14(2)), or a don't come wager
// (95.14(4)), on a roll totalling t: a barred 12 on the first roll pushes
// (C6).
func dontLine(point, t int) verdict {
	switch {
	case point == 0 && (t == 2 || t == 3):
		return win(payEven)
	case point == 0 && (t == 7 || t == 11):
		return lose
	case point == 0 && t == 12:
		return push
	case point == 0:
		return undecided
	}
	return follow(t == 7, t == point, payEven)
}

// follow is a wager that wins at pay when wins, loses when loses, and is
// otherwise undecided.
func follow(wins, loses bool, pay money.Ratio) verdict {
	switch {
	case wins:
		return win(pay)
	case loses:
		return lose
	}
	return undecided
}

// oneRoll is a wager decided by the next roll (95.15(2)–(7)).
func oneRoll(wins bool, pay money.Ratio) verdict {
	if wins {
		return win(pay)
	}
	return lose
}

// covers reports whether a wager in parts has a part on the total t (95.15(8),
// (10), (11)).
func covers(k kind, t int) bool {
	switch t {
	case 2, 3, 12:
		return true
	case 11:
		return k == kindHorn || k == kindWorld
	case 7:
		return k == kindWorld
	}
	return false
}

// inParts judges a horn, world or 3-way craps wager of amount on a roll
// totalling t (ruling C1): equal parts on each number it covers; the part
// on t is paid at t's multiple-chance odds, the others lose. The parts are
// whole cents (the wager is a multiple of their number), so nothing rounds.
func inParts(sp spot, amount money.Amount, t int) verdict {
	if !covers(sp.Kind, t) {
		return lose
	}
	part := amount / money.Amount(sp.parts())
	won, _ := payNumber[t].Pay(part)
	v := verdict{parts: true, net: won - (amount - part)}
	switch {
	case v.net > 0:
		v.result = game.Win
	case v.net < 0:
		v.result = game.Lose
	default:
		v.result = game.Push // a World on 7 (C6)
	}
	return v
}

// settlement returns b's settlement under v, with the commission b paid and
// has not yet reported (C7).
func settlement(b bet, v verdict) game.Settlement {
	var s game.Settlement
	switch {
	case v.parts:
		s = game.Settlement{Seat: b.Seat, Wager: b.ID, Stake: b.Amount, Result: v.result, Net: v.net}
	case v.result == game.Win:
		s = game.Won(b.Seat, b.ID, b.Amount, v.pay)
	case v.result == game.Lose:
		s = game.Lost(b.Seat, b.ID, b.Amount)
	default:
		s = game.Pushed(b.Seat, b.ID, b.Amount)
	}
	s.Commission, s.Stays = b.owed, v.stays
	return s
}

// settle applies roll d to every wager on the layout in order, records the
// round (the wagers d decided and those taken down since the last roll,
// C7), moves the point and ends the round. Its events: the point,
// game.EventSettled, then the come and don't come wagers travelling
// (game.EventMove).
func (e *Engine) settle(d [2]int) {
	t := d[0] + d[1]
	var decided []report
	var moves []game.Event
	kept := e.bets[:0] // e.bets is the step's own copy (Apply)
	for _, b := range e.bets {
		v := e.judge(b, d)
		switch {
		case v.moves != 0:
			to := spot{Kind: kindComeOn, N: v.moves}
			if b.spot.Kind == kindDontCome {
				to.Kind = kindDontComeOn
			}
			moves = append(moves, game.Event{Kind: game.EventMove, Seat: b.Seat, Wager: b.ID, Amount: b.Amount, Text: to.String()})
			b.spot, b.ID = to, to.String()
			kept = append(kept, b)
		case v.back: // C6: returned by the settlement, as a push is
			decided = append(decided, report{b.seq, game.Settlement{Seat: b.Seat, Wager: b.ID, Stake: b.Amount, Result: game.Withdrawn, Commission: b.owed}})
		case v.result == "":
			kept = append(kept, b)
		default:
			decided = append(decided, report{b.seq, settlement(b, v)})
			if v.stays {
				b.owed = 0
				kept = append(kept, b)
			}
		}
	}
	e.bets = kept
	switch next := nextPoint(e.point, t); {
	case next == e.point:
	case next != 0:
		e.point = next
		e.rec.Emit(game.Event{Kind: EventPoint, Text: strconv.Itoa(t)})
	case t == 7: // 95.14(1): a seven-out passes the dice
		e.point, e.shooter, e.from = 0, 0, e.shooter+1
		e.rec.Emit(game.Event{Kind: EventPoint, Text: "off"})
	default: // the point made
		e.point = 0
		e.rec.Emit(game.Event{Kind: EventPoint, Text: "off"})
	}
	e.rec.Settle(game.Round{Outcomes: game.Outcomes{Dice: []int{d[0], d[1]}}, Settlements: e.reports(decided)})
	// The moves come after the settlement: the number rolled has decided
	// the come-N already on it before the come wager travels there.
	for _, ev := range moves {
		e.rec.Emit(ev)
	}
	e.taken = nil
	e.phase = game.PhaseOver
}

// reports returns the settlements of a round: the wagers taken down since
// the last roll and those decided, by seat, then in the order each was
// first placed.
func (e *Engine) reports(decided []report) []game.Settlement {
	all := append(slices.Clone(e.taken), decided...)
	slices.SortStableFunc(all, func(a, b report) int {
		return cmp.Or(cmp.Compare(a.s.Seat, b.s.Seat), cmp.Compare(a.seq, b.seq))
	})
	out := make([]game.Settlement, len(all))
	for i, r := range all {
		out[i] = r.s
	}
	return out
}
