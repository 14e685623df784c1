package roulette

import (
	"slices"

	"croupier/game"
	"croupier/money"
)

// Colours are the 7 colours of non-value chips of an American or English
// table (70), in the order the seats get them.
var Colours = [7]string{"white", "red", "blue", "green", "yellow", "purple", "orange"}

// A Chip is the non-value chip a seat plays with (70): its colour and the
// value the player gave it.
type Chip struct {
	Colour string       `json:"colour"`
	Value  money.Amount `json:"value"`
}

// A seatChip is a colour a seat took.
type seatChip struct {
	Seat int
	Chip
}

// chip returns the colour seat plays with, if it took one.
func (e *Engine) chip(seat int) (Chip, bool) {
	i := slices.IndexFunc(e.chips, func(c seatChip) bool { return c.Seat == seat })
	if i < 0 {
		return Chip{}, false
	}
	return e.chips[i].Chip, true
}

// Chips returns each seat's colour and the value of its chips (70). A seat
// with none plays with value chips (70, second paragraph; 71). The map is
// a new one.
func (e *Engine) Chips() map[int]Chip {
	out := make(map[int]Chip, len(e.chips))
	for _, c := range e.chips {
		out[c.Seat] = c.Chip
	}
	return out
}

// takeColour gives seat the next free colour, its chips worth the step's
// amount (70).
func (e *Engine) takeColour(s game.Step) error {
	lim := e.rules.Inside
	switch {
	case e.rules.Chips == ValueChips:
		return game.Rulef("71", "at French Roulette only value chips are used: seat %d cannot take a colour", s.Seat)
	case e.phase != game.PhaseBets:
		return game.Rulef("70", "bets are closed in round %d: seat %d takes a colour while bets are open", e.rec.Round(), s.Seat)
	}
	if c, ok := e.chip(s.Seat); ok {
		return game.Rulef("70", "seat %d already plays %s chips worth %d cents: each player uses one colour", s.Seat, c.Colour, c.Value)
	}
	if len(e.chips) == len(Colours) {
		return game.Rulef("70", "the %d colours of non-value chips are all taken: seat %d plays with value chips", len(Colours), s.Seat)
	}
	value := s.Amount
	if !s.HasAmt {
		if lim.Min != lim.Max {
			return game.Rulef("70", "seat %d: the colour act gives \"amount\", the value in cents the player gives each chip, from %d to %d", s.Seat, lim.Min, lim.Max)
		}
		value = lim.Min // the only value the table's limits allow
	}
	if value < lim.Min || value > lim.Max {
		return game.Rulef("70", "seat %d: a chip's value is within the table's limits, %d to %d cents, not %d", s.Seat, lim.Min, lim.Max, value)
	}
	c := seatChip{s.Seat, Chip{Colour: Colours[len(e.chips)], Value: value}}
	e.chips = append(e.chips, c)
	e.rec.Emit(game.Event{Kind: game.EventDecision, Seat: s.Seat, Amount: value, Text: "colour " + c.Colour})
	return nil
}
