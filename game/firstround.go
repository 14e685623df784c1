package game

import "croupier/money"

// FirstRound applies section 10 at a card table: the dealer may refuse the
// wager of a player who did not wager on the first round of the shoe (or who
// wagered on it but skipped a later round) until the cards are reshuffled, or
// limit it to the table minimum. The zero value is a fresh shoe. It is a
// value: copying it copies the state.
type FirstRound struct {
	Mode     string   // "off", "refuse" or "minimum" (the first-round-only option)
	dealt    bool     // the shoe's first round has been dealt
	eligible [64]bool // seats still in good standing since the shuffle
}

// Check reports whether seat may put amount on a wager now.
func (f *FirstRound) Check(seat int, id string, total money.Amount, min money.Amount) error {
	if f.Mode == "" || f.Mode == "off" || !f.dealt || f.eligible[seat%64] {
		return nil
	}
	switch f.Mode {
	case "refuse":
		return Rulef("10", "seat %d did not wager on every round since the shoe's first, so its wager is refused until the cards are reshuffled", seat)
	case "minimum":
		if total > min {
			return Rulef("10", "seat %d did not wager on the shoe's first round, so its %s wager is limited to the table minimum of %d cents", seat, id, min)
		}
	}
	return nil
}

// Dealt records a round dealt with the seats that wagered in it.
func (f *FirstRound) Dealt(wagered func(seat int) bool) {
	for s := range f.eligible {
		if !f.dealt {
			f.eligible[s] = wagered(s)
		} else if !wagered(s) {
			f.eligible[s] = false
		}
	}
	f.dealt = true
}

// Shuffled starts a new shoe: everyone may wager on its first round.
func (f *FirstRound) Shuffled() {
	mode := f.Mode
	*f = FirstRound{Mode: mode}
}

// CheckFirstRound reports whether mode is one of section 10's: "off",
// "refuse" or "minimum" ("" is "off").
func CheckFirstRound(mode string) error {
	switch mode {
	case "", "off", "refuse", "minimum":
		return nil
	}
	return Rulef("10", "first-round-only is off, refuse or minimum, not %q", mode)
}
