package craps

import (
	"slices"

	"croupier/game"
)

// Shooter returns the seat that rolls next (95.8, 95.10, 95.11), or 0 when
// no seat may. While a point is on, the shooter who rolled it keeps the
// dice. Otherwise the dice are offered clockwise (increasing seat numbers,
// wrapping) from the seat that last held them, or from the seat after the
// one that sevened out, declined or was withheld, to the first seat holding
// a pass or don't pass wager that has not declined or been withheld since a
// shooter last took the dice. Once every such seat has declined, the dice
// are offered to the declining seats again. A point left without its
// shooter (the dealer withheld him, 95.4) is finished by the next seat with
// a line wager, or failing one by the next seat with any wager.
func (e *Engine) Shooter() int {
	if e.point != 0 && e.shooter != 0 {
		return e.shooter
	}
	if s := e.next(e.from, false, e.withheld, e.declined); s != 0 {
		return s
	}
	if s := e.next(e.from, false, e.withheld); s != 0 {
		return s
	}
	if e.point != 0 {
		return e.next(e.from, true, e.withheld)
	}
	return 0
}

// next returns the first seat clockwise from seat from, wrapping, that
// holds a line wager (any wager, if any) and is in none of skip; 0 if there
// is none.
func (e *Engine) next(from int, any bool, skip ...[]int) int {
	first := 0
	for i, b := range e.bets {
		s := b.Seat
		if i > 0 && e.bets[i-1].Seat == s {
			continue // one look per seat
		}
		if (!any && !e.hasLine(s)) || slices.ContainsFunc(skip, func(l []int) bool { return slices.Contains(l, s) }) {
			continue
		}
		if s >= from {
			return s
		}
		if first == 0 {
			first = s
		}
	}
	return first
}

// hasLine reports whether seat holds a pass or don't pass wager (95.11).
func (e *Engine) hasLine(seat int) bool {
	for _, b := range e.seatBets(seat) {
		if b.spot.Kind == kindPass || b.spot.Kind == kindDontPass {
			return true
		}
	}
	return false
}

// decline passes the dice on (95.8): only the seat they are offered to, on
// a come-out roll, and only to another seat that may take them.
func (e *Engine) decline(seat int) error {
	round := e.rec.Round()
	switch shooter := e.Shooter(); {
	case e.point != 0:
		return game.Rulef("95.8", "seat %d cannot decline in round %d: the point is %d, and the shooter rolls until it is decided (95.14(1))", seat, round, e.point)
	case shooter == 0:
		return game.Rulef("95.8", "seat %d is not offered the dice in round %d: no seat holds a line wager", seat, round)
	case shooter != seat:
		return game.Rulef("95.8", "seat %d is not offered the dice in round %d: seat %d is", seat, round, shooter)
	case !e.canDecline(seat):
		return game.Rulef("95.8", "seat %d cannot decline in round %d: no other seat holds a line wager to take the dice", seat, round)
	}
	e.declined = append(e.declined, seat)
	e.shooter, e.from = 0, seat+1
	e.rec.Emit(game.Event{Kind: game.EventDecision, Seat: seat, Text: "decline"})
	return nil
}

// canDecline reports whether seat may decline the dice now: it is offered
// them before a come-out roll, and another seat that has not declined may
// take them.
func (e *Engine) canDecline(seat int) bool {
	return e.point == 0 && seat != 0 && e.Shooter() == seat && e.next(seat+1, false, e.withheld, e.declined, []int{seat}) != 0
}

// withhold is the dealer's step withholding the shooter's turn to roll
// (95.4): {"dealer": "withhold", "shooter": 3}. The dice pass on as if he
// had declined; he may take them again once another shooter has.
func (e *Engine) withhold(s game.Step) error {
	round := e.rec.Round()
	var seat int
	given, err := s.Arg("shooter", &seat, "a seat number")
	if err != nil {
		err.(*game.RuleError).Section = "95.4"
		return err
	}
	if !given {
		return game.Rulef("95.4", `withhold names the seat whose turn to roll is withheld: {"dealer": "withhold", "shooter": 3}`)
	}
	if shooter := e.Shooter(); seat != shooter || shooter == 0 {
		if shooter == 0 {
			return game.Rulef("95.4", "seat %d does not hold the dice in round %d: no seat may roll", seat, round)
		}
		return game.Rulef("95.4", "seat %d does not hold the dice in round %d: seat %d is the shooter", seat, round, shooter)
	}
	e.withheld = append(e.withheld, seat)
	e.shooter, e.from = 0, seat+1
	e.rec.Emit(game.Event{Kind: EventWithhold, Seat: seat})
	return nil
}
