package pokerroom

import (
	"fmt"
	"slices"
)

// A Structure is how much a player may bet: no limit, pot limit or fixed
// limit (67.88(19): a betting round's options are the game's).
type Structure uint8

// The betting structures.
const (
	NoLimit Structure = iota
	PotLimit
	FixedLimit
)

func (s Structure) String() string {
	return [...]string{"no-limit", "pot-limit", "fixed-limit"}[s]
}

// A Low is how a variant ranks the low hand: none (high poker, 67.88(14)),
// ace-to-five eight or better for the low half of a high-low split
// (67.88(15)), or razz's ace-to-five low for the whole pot (67.88(13)).
type Low uint8

// The low rankings.
const (
	NoLow Low = iota
	EightOrBetter
	Razz
)

// A Street is one dealing round followed by a betting round (67.88(17)):
// the hole cards each player still in is dealt (true: face up) and the
// board cards, and at fixed limit whether the big bet applies.
type Street struct {
	Hole  []bool
	Board int
	Big   bool
}

// A Variant is a poker game the room deals: its cards, its streets, its
// betting structure and how its pots are won.
type Variant struct {
	Code      string // the PHH variant code: NT, PO, F7S/8, …
	Name      string
	Structure Structure
	Stud      bool // a bring-in, no board, up cards decide who acts first
	Omaha     bool // exactly two hole cards and three of the board
	High      bool // the best high hand wins the pot, or its high half
	Low       Low
	Streets   []Street
}

var (
	down, up = false, true
	holdem   = []Street{{Hole: []bool{down, down}}, {Board: 3}, {Board: 1, Big: true}, {Board: 1, Big: true}}
	omaha    = []Street{{Hole: []bool{down, down, down, down}}, {Board: 3}, {Board: 1, Big: true}, {Board: 1, Big: true}}
	stud     = []Street{{Hole: []bool{down, down, up}}, {Hole: []bool{up}}, {Hole: []bool{up}, Big: true}, {Hole: []bool{up}, Big: true}, {Hole: []bool{down}, Big: true}}
)

// variants are the games of the poker room by PHH code. PT (pot-limit
// Texas hold'em) and NO, FO, PO/8 are not among PHH's codes; they are
// named the PHH way so a hand of them is still written as PHH.
var variants = map[string]Variant{
	"NT":    {Code: "NT", Name: "No-limit Texas hold'em", Structure: NoLimit, High: true, Streets: holdem},
	"PT":    {Code: "PT", Name: "Pot-limit Texas hold'em", Structure: PotLimit, High: true, Streets: holdem},
	"FT":    {Code: "FT", Name: "Fixed-limit Texas hold'em", Structure: FixedLimit, High: true, Streets: holdem},
	"PO":    {Code: "PO", Name: "Pot-limit Omaha", Structure: PotLimit, Omaha: true, High: true, Streets: omaha},
	"NO":    {Code: "NO", Name: "No-limit Omaha", Structure: NoLimit, Omaha: true, High: true, Streets: omaha},
	"FO":    {Code: "FO", Name: "Fixed-limit Omaha", Structure: FixedLimit, Omaha: true, High: true, Streets: omaha},
	"FO/8":  {Code: "FO/8", Name: "Fixed-limit Omaha high-low eight or better", Structure: FixedLimit, Omaha: true, High: true, Low: EightOrBetter, Streets: omaha},
	"PO/8":  {Code: "PO/8", Name: "Pot-limit Omaha high-low eight or better", Structure: PotLimit, Omaha: true, High: true, Low: EightOrBetter, Streets: omaha},
	"F7S":   {Code: "F7S", Name: "Fixed-limit seven-card stud", Structure: FixedLimit, Stud: true, High: true, Streets: stud},
	"F7S/8": {Code: "F7S/8", Name: "Fixed-limit seven-card stud high-low eight or better", Structure: FixedLimit, Stud: true, High: true, Low: EightOrBetter, Streets: stud},
	"FR":    {Code: "FR", Name: "Fixed-limit razz", Structure: FixedLimit, Stud: true, Low: Razz, Streets: stud},
}

// VariantOf returns the variant with PHH code code.
func VariantOf(code string) (Variant, error) {
	v, ok := variants[code]
	if !ok {
		return Variant{}, fmt.Errorf("variant %q is not dealt in the poker room (its variants: %v)", code, Codes())
	}
	return v, nil
}

// Codes returns the codes of every variant, sorted.
func Codes() []string {
	out := make([]string, 0, len(variants))
	for c := range variants {
		out = append(out, c)
	}
	slices.Sort(out)
	return out
}

// HoleCards is how many hole cards a player is dealt in all.
func (v Variant) HoleCards() int {
	n := 0
	for _, s := range v.Streets {
		n += len(s.Hole)
	}
	return n
}
