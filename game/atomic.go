package game

// Atomic runs f, which changes the engine state *e and may read tape, and
// undoes both if f fails: *e is restored to a copy taken before and the tape
// rewound. It is how engines keep Apply's promise that a rejected step
// changes nothing. It is correct for states made of values and of slices that
// are only appended to (or copied before they are changed), never of maps or
// pointers changed in place.
func Atomic[T any](e *T, tape *Tape, f func() error) error {
	saved, pos := *e, tape.Pos()
	if err := f(); err != nil {
		*e = saved
		tape.Reset(pos)
		return err
	}
	return nil
}

// CheckSeat verifies that a seat's step names a seat from 1 to seats (the
// places on the layout, seatSection) and carries no "player" (behind wagers
// are a blackjack matter) and no argument outside allowed (both citing
// wagerSection, the section listing the game's wagers).
func CheckSeat(s Step, seats int, seatSection, wagerSection string, allowed ...string) error {
	if err := s.NoArgs(allowed...); err != nil {
		err.(*RuleError).Section = wagerSection
		return err
	}
	if s.Player != "" {
		return Rulef(wagerSection, "this game has no behind wagers (\"player\")")
	}
	if s.Dealer == "" && (s.Seat < 1 || s.Seat > seats) {
		return Rulef(seatSection, "seat %d is not a place at this table (1 to %d)", s.Seat, seats)
	}
	return nil
}
