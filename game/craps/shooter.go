package craps

import (
	"slices"

	"croupier/game"
)

// Shooter returns the seat that rolls next (95.8, 95.10, 95.11), or 0 when
// no seat may. While a point is on, the shooter who rolled it keeps the
// dice unless the dealer withholds his turn (95.4). Otherwise the dice are
// offered clockwise (increasing seat numbers, wrapping) from the seat that
// last rolled them, or from the seat after the one that sevened out, to the
// first seat holding a pass or don't pass wager (95.11) that has neither
// declined (95.8) nor been withheld since the last roll; if every such seat
// has declined, to the first that has not been withheld. A point left
// without its shooter is finished by the next seat with a line wager, or
// failing one by the next seat with any wager.
func (e *Engine) Shooter() int {
	if e.point != 0 && e.shooter != 0 && !slices.Contains(e.withheld, e.shooter) {
		return e.shooter
	}
	if s := e.next(false, e.withheld, e.declined); s != 0 {
		return s
	}
	if s := e.next(false, e.withheld); s != 0 {
		return s
	}
	if e.point != 0 {
		return e.next(true, e.withheld)
	}
	return 0
}

// next returns the first seat clockwise from e.from, wrapping, that holds a
// line wager (any wager, if any) and is in none of skip; 0 if there is
// none.
func (e *Engine) next(any bool, skip ...[]int) int {
	first := 0
	for i, b := range e.bets {
		s := b.Seat
		if i > 0 && e.bets[i-1].Seat == s {
			continue // one look per seat
		}
		if (!any && !e.hasLine(s)) || slices.ContainsFunc(skip, func(l []int) bool { return slices.Contains(l, s) }) {
			continue
		}
		if s >= e.from {
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

// took records that seat rolled the dice: it holds them from now on, and
// the declines and withholds of the turn it took are spent.
func (e *Engine) took(seat int) {
	if seat != e.shooter {
		e.rec.Emit(game.Event{Kind: EventShooter, Seat: seat})
	}
	e.shooter, e.from, e.declined, e.withheld = seat, seat, nil, nil
}

// decline passes seat's turn with the dice until the next roll (95.8): if
// they are offered to it, they go on to the next seat with a line wager;
// said before they reach it, they pass it by. Only before a come-out roll,
// by a seat holding a line wager, and while another seat that holds one
// has neither declined nor been withheld may take them. Whether it is
// allowed never depends on who holds the dice, so a round replays alone
// (ReplaysAlone) exactly as it was played.
func (e *Engine) decline(seat int) error {
	round := e.rec.Round()
	switch {
	case e.point != 0:
		return game.Rulef("95.8", "seat %d cannot decline in round %d: the point is %d, and the shooter rolls until it is decided (95.14(1))", seat, round, e.point)
	case !e.hasLine(seat):
		return game.Rulef("95.8", "seat %d holds no pass or don't pass wager in round %d: it is not offered the dice to decline (95.11)", seat, round)
	case slices.Contains(e.declined, seat):
		return game.Rulef("95.8", "seat %d has declined the dice already in round %d", seat, round)
	case !e.canDecline(seat):
		return game.Rulef("95.8", "seat %d cannot decline in round %d: no other seat holding a line wager may take the dice", seat, round)
	}
	e.declined = append(e.declined, seat)
	e.rec.Emit(game.Event{Kind: game.EventDecision, Seat: seat, Text: "decline"})
	return nil
}

// canDecline reports whether seat may decline the dice now (decline).
func (e *Engine) canDecline(seat int) bool {
	if e.point != 0 || !e.hasLine(seat) || slices.Contains(e.declined, seat) {
		return false
	}
	for i, b := range e.bets {
		s := b.Seat
		if s != seat && (i == 0 || e.bets[i-1].Seat != s) && e.hasLine(s) && !slices.Contains(e.declined, s) && !slices.Contains(e.withheld, s) {
			return true
		}
	}
	return false
}

// withhold is the dealer's step withholding a seat's turn to roll until
// the next roll (95.4): {"dealer": "withhold", "shooter": 3}. If the seat
// holds the dice, they pass on, even in the middle of a point; if no other
// seat may take them, the table waits for one.
func (e *Engine) withhold(s game.Step) error {
	var seat int
	given, err := s.Arg("shooter", &seat, "a seat number")
	if err != nil {
		err.(*game.RuleError).Section = "95.4"
		return err
	}
	switch {
	case !given:
		return game.Rulef("95.4", `withhold names the seat whose turn to roll is withheld: {"dealer": "withhold", "shooter": 3}`)
	case seat < 1 || seat > e.rules.seatCap():
		return game.Rulef("95.4", "seat %d is not a place at this table (1 to %d)", seat, e.rules.seatCap())
	case slices.Contains(e.withheld, seat):
		return game.Rulef("95.4", "seat %d's turn is withheld already in round %d", seat, e.rec.Round())
	}
	e.withheld = append(e.withheld, seat)
	e.rec.Emit(game.Event{Kind: EventWithhold, Seat: seat})
	return nil
}
