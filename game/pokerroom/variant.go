package pokerroom

import (
	"fmt"
	"maps"
	"slices"

	"croupier/card"
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
// (67.88(15)), or a low for the whole pot (low poker, 67.88(13)): razz's
// ace-to-five, the draw games' deuce-to-seven, badugi.
type Low uint8

// The low rankings.
const (
	NoLow Low = iota
	EightOrBetter
	Razz
	DeuceToSeven
	Badugi
)

// whole reports whether the low wins the whole pot: low poker.
func (l Low) whole() bool { return l == Razz || l == DeuceToSeven || l == Badugi }

// A Street is one dealing round followed by a betting round (67.88(17)):
// the hole cards each player still in is dealt (true: face up) and the
// board cards, or a draw (each player still in, in turn from the dealer's
// left, stands pat or discards, then is dealt as many cards face down),
// and at fixed limit whether the big bet applies.
type Street struct {
	Hole  []bool
	Board int
	Draw  bool
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
	ShortDeck bool // the 36 cards from six to ace, and their high ranking: a flush beats a full house
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

// draw is a draw game's streets: cards hole cards dealt face down and a
// betting round, then draws draws each followed by a betting round, the
// big bet from the second draw on (PHH's N2L1D, F2L3D and FB, as PokerKit
// deals them).
func draw(cards, draws int) []Street {
	out := []Street{{Hole: make([]bool, cards)}}
	for i := 1; i <= draws; i++ {
		out = append(out, Street{Draw: true, Big: i >= 2})
	}
	return out
}

// replayed are PHH's variants beyond the room's games: a recorded hand of
// them replays through the Hand (its deck, draws and ranking are data
// here), but no table deals them, and the table option variant does not
// list them.
var replayed = map[string]Variant{
	"NS":    {Code: "NS", Name: "No-limit short-deck hold'em", Structure: NoLimit, ShortDeck: true, High: true, Streets: holdem},
	"N2L1D": {Code: "N2L1D", Name: "No-limit deuce-to-seven lowball single draw", Structure: NoLimit, Low: DeuceToSeven, Streets: draw(5, 1)},
	"F2L3D": {Code: "F2L3D", Name: "Fixed-limit deuce-to-seven lowball triple draw", Structure: FixedLimit, Low: DeuceToSeven, Streets: draw(5, 3)},
	"FB":    {Code: "FB", Name: "Fixed-limit badugi", Structure: FixedLimit, Low: Badugi, Streets: draw(4, 3)},
}

// VariantOf returns the variant with PHH code code: a game of the room, or
// one of PHH's variants whose hands the room replays (ReplayCodes).
func VariantOf(code string) (Variant, error) {
	v, ok := variants[code]
	if !ok {
		v, ok = replayed[code]
	}
	if !ok {
		return Variant{}, fmt.Errorf("variant %q is not dealt or replayed in the poker room (its variants: %v; replayed: %v)", code, Codes(), ReplayCodes())
	}
	return v, nil
}

// Codes returns the codes of the variants the room's tables deal, sorted.
func Codes() []string { return slices.Sorted(maps.Keys(variants)) }

// ReplayCodes returns the codes of PHH's variants the room replays but
// does not deal (short-deck hold'em, the deuce-to-seven draws, badugi),
// sorted.
func ReplayCodes() []string { return slices.Sorted(maps.Keys(replayed)) }

// dealt reports whether the room's tables deal v.
func (v Variant) dealt() bool {
	_, ok := variants[v.Code]
	return ok
}

// deck returns the number of cards in v's deck.
func (v Variant) deck() int {
	if v.ShortDeck {
		return 36
	}
	return 52
}

// deals reports whether c is a card of v's deck.
func (v Variant) deals(c card.Card) bool {
	return c.Standard() && (!v.ShortDeck || c.Rank() >= 6)
}

// flop reports whether v deals a flop: a board.
func (v Variant) flop() bool {
	return slices.ContainsFunc(v.Streets, func(st Street) bool { return st.Board > 0 })
}

// draws reports whether a street after street s is a draw.
func (v Variant) draws(s int) bool {
	return slices.ContainsFunc(v.Streets[s+1:], func(st Street) bool { return st.Draw })
}

// HoleCards is how many hole cards a player is dealt in all.
func (v Variant) HoleCards() int {
	n := 0
	for _, s := range v.Streets {
		n += len(s.Hole)
	}
	return n
}
