package roulette

import (
	"croupier/game"
	"croupier/money"
)

// Pay table (72, 72.1). A double pays 1,200 to 1 where triples are not
// offered, 1,000 to 1 where they are (72.1).
var (
	payColumn     = money.To(2, 1)      // 72(1)(a)
	payDozen      = money.To(2, 1)      // 72(1)(b)
	payEvenChance = money.To(1, 1)      // 72(1)(c)–(h): low, even, red, black, odd, high
	payStraight   = money.To(35, 1)     // 72(2)(a)
	paySplit      = money.To(17, 1)     // 72(2)(b)
	payStreet     = money.To(11, 1)     // 72(2)(c)
	payCorner     = money.To(8, 1)      // 72(2)(d)
	payFiveNumber = money.To(6, 1)      // 72(2)(e) American Roulette (0, 00, 1, 2, 3)
	payFirstFour  = money.To(8, 1)      // 72(2)(e) French or English Roulette (0, 1, 2, 3)
	paySixLine    = money.To(5, 1)      // 72(2)(f)
	payDoubleOnly = money.To(1200, 1)   // 72.1: no triple offered
	payDouble     = money.To(1000, 1)   // 72.1: triples offered too
	payTriple     = money.To(10_000, 1) // 72.1
)

// minRevolutions is what makes a spin valid (74).
const minRevolutions = 7

// A Wheel is the roulette wheel of a table (68, 69). The strings are table
// option values.
type Wheel string

// The wheels of section 68.
const (
	SingleZero Wheel = "single-zero" // 37 numbers: French and English Roulette
	DoubleZero Wheel = "double-zero" // 38 numbers: American Roulette
)

// Doubles says which wagers of 72.1 a table offers.
type Doubles string

// The choices of 72.1.
const (
	NoDoubles    Doubles = "none"
	DoubleOnly   Doubles = "double"        // doubles, at 1,200 to 1
	DoubleTriple Doubles = "double-triple" // doubles at 1,000 to 1 and triples at 10,000 to 1
)

// Chips says which chips a table plays with (70, 71).
type Chips string

// The chips of 70 and 71.
const (
	ColourChips Chips = "colour" // American and English Roulette: 7 colours of non-value chips (70)
	ValueChips  Chips = "value"  // French Roulette: value chips only (71)
)

// maxSeats is the largest number of places an operator may set: the by-law
// does not limit the players at a roulette table, and a step names a seat
// up to 1000.
const maxSeats = game.MaxSeat

// Spec is roulette's catalog entry; its options are what New accepts.
var Spec = func() game.Spec {
	lo := game.OptMin
	lo.Section = "3, 72"
	lo.Doc = "table minimum in cents: of each inside wager (72(2)), double and triple (72.1), and of a colour chip's value (70)"
	hi := game.OptMax
	hi.Section = "3, 72"
	hi.Doc = "table maximum in cents: of each inside wager (72(2)), double and triple (72.1), and of a colour chip's value (70)"
	seats := game.OptSeats
	seats.Max = game.Int64(maxSeats)
	seats.Section = "70"
	seats.Doc = "places at the table: the by-law sets no number of players; 7 by default, one per colour of non-value chips (70), up to 1000"
	return game.Spec{
		ID:        "roulette",
		Name:      "Roulette",
		Sections:  "68–74",
		Available: true,
		Seats:     "not limited by the by-law (option seats: 7 places by default, up to 1000); 7 colours of non-value chips at American and English tables (70)",
		Outcome:   game.OutcomePocket,
		Options: []game.OptionSpec{
			lo, hi,
			{Name: "wheel", Type: game.TypeEnum, Default: string(SingleZero), Values: []string{string(SingleZero), string(DoubleZero)}, Section: "68, 69",
				Doc: "single-zero (French and English Roulette, 37 numbers) or double-zero (American Roulette, 38 numbers)"},
			{Name: "doubles", Type: game.TypeEnum, Default: string(NoDoubles), Values: []string{string(NoDoubles), string(DoubleOnly), string(DoubleTriple)}, Section: "72.1",
				Doc: "double wagers, or double and triple wagers, offered at the table"},
			{Name: "outside-with-doubles", Type: game.TypeBool, Default: false, Section: "72.1",
				Doc: "outside wagers are accepted at a table offering doubles"},
			{Name: "chips", Type: game.TypeEnum, Default: string(ColourChips), Values: []string{string(ColourChips), string(ValueChips)}, Section: "70, 71",
				Doc: "colour: American and English Roulette, a player may take one of 7 colours of non-value chips and give it a value (70); value: French Roulette, value chips only (71), single-zero wheel only"},
			{Name: "outside-min", Type: game.TypeCents, Default: int64(0), Min: game.Int64(0), Section: "72",
				Doc: "minimum of each outside wager (72(1)) in cents; 0, the default: the table's min"},
			{Name: "outside-max", Type: game.TypeCents, Default: int64(0), Min: game.Int64(0), Section: "72",
				Doc: "maximum of each outside wager (72(1)) in cents; 0, the default: the table's max"},
			seats,
		},
		Wagers: []game.WagerSpec{
			{ID: "column-N", Section: "72(1)(a)", Pays: "2 to 1", Doc: "N from 1 to 3: column 1 is 1, 4 … 34; an outside wager, lost on 0 and 00 (ruling R1)"},
			{ID: "dozen-N", Section: "72(1)(b)", Pays: "2 to 1", Doc: "N from 1 to 3: 1–12, 13–24 or 25–36; an outside wager, lost on 0 and 00"},
			{ID: "low", Section: "72(1)(c)", Pays: "1 to 1", Doc: "1–18; an outside wager, lost on 0 and 00"},
			{ID: "even", Section: "72(1)(d)", Pays: "1 to 1", Doc: "an even number; an outside wager, lost on 0 and 00"},
			{ID: "red", Section: "72(1)(e)", Pays: "1 to 1", Doc: "a red number; an outside wager, lost on 0 and 00"},
			{ID: "black", Section: "72(1)(f)", Pays: "1 to 1", Doc: "a black number; an outside wager, lost on 0 and 00"},
			{ID: "odd", Section: "72(1)(g)", Pays: "1 to 1", Doc: "an odd number; an outside wager, lost on 0 and 00"},
			{ID: "high", Section: "72(1)(h)", Pays: "1 to 1", Doc: "19–36; an outside wager, lost on 0 and 00"},
			{ID: "straight-N", Section: "72(2)(a)", Pays: "35 to 1", Doc: "one number: 0, 00 (double zero only) or 1–36"},
			{ID: "split-A-B", Section: "72(2)(b)", Pays: "17 to 1", Doc: "two adjacent numbers in layout order (0, 00, then 1–36), zero splits included"},
			{ID: "street-A-B-C", Section: "72(2)(c)", Pays: "11 to 1", Doc: "a row of three, or a zero street (0-1-2, 0-2-3; double zero: 0-1-2, 0-00-2, 00-2-3)"},
			{ID: "corner-A-B-C-D", Section: "72(2)(d)", Pays: "8 to 1", Doc: "four numbers meeting at a corner"},
			{ID: "first-four", Section: "72(2)(e)", Pays: "8 to 1", Doc: "0, 1, 2, 3 on a single-zero wheel"},
			{ID: "five-number", Section: "72(2)(e)", Pays: "6 to 1", Doc: "0, 00, 1, 2, 3 on a double-zero wheel"},
			{ID: "six-line-A-F", Section: "72(2)(f)", Pays: "5 to 1", Doc: "two adjacent rows, by their first and last numbers (six-line-1-6 … six-line-31-36)"},
			{ID: "double-N", Section: "72.1", Pays: "1,200 to 1; 1,000 to 1 where triples are offered",
				Doc: "N on the next 2 valid spins (ruling R2); offered with doubles"},
			{ID: "triple-N", Section: "72.1", Pays: "10,000 to 1", Doc: "N on the next 3 valid spins (ruling R2); offered with doubles double-triple"},
		},
		Decisions: []game.DecisionSpec{
			{Act: "colour", Section: "70", Args: []string{"amount"},
				Doc: "take a colour of non-value chips and give each chip a value in cents within the table's min and max; 7 colours, one per player, in the order asked"},
		},
		Dealer: []string{"no-more-bets", "spin", "next-round"},
		Notes: "A round is one valid spin (74: at least 7 revolutions of the ball); a spin while bets are open closes them first, and any step of the next round after a spin opens it. " +
			"Doubles and triples stay on the layout until decided (72.1, ruling R2).",
	}
}()

// Game is roulette's catalog entry with its constructor.
var Game = game.Game{Spec: Spec, New: func(t game.Table, tape *game.Tape) (game.Engine, error) { return New(RulesOf(t), tape) }, Analyze: Analyze}

// Rules are a roulette table's options.
type Rules struct {
	Wheel   Wheel
	Doubles Doubles
	// OutsideWithDoubles lets a table offering doubles take outside wagers
	// too (72.1).
	OutsideWithDoubles bool
	Chips              Chips
	// Inside bounds each inside wager, double and triple, and a colour
	// chip's value (3, 70, 72); Outside each outside wager (72).
	Inside, Outside money.Limits
	Seats           int // places at the table, 1 to 1000
}

// RulesOf reads the rules from checked table options: outside-min and
// outside-max of 0 are the table's min and max.
func RulesOf(t game.Table) Rules {
	r := Rules{
		Wheel:              Wheel(t.String("wheel")),
		Doubles:            Doubles(t.String("doubles")),
		OutsideWithDoubles: t.Bool("outside-with-doubles"),
		Chips:              Chips(t.String("chips")),
		Inside:             t.Limits(),
		Outside:            money.Limits{Min: money.Amount(t.Int("outside-min")), Max: money.Amount(t.Int("outside-max"))},
		Seats:              int(t.Int("seats")),
	}
	if r.Outside.Min == 0 {
		r.Outside.Min = r.Inside.Min
	}
	if r.Outside.Max == 0 {
		r.Outside.Max = r.Inside.Max
	}
	return r
}

// Validate reports whether the by-law allows r, citing the section.
func (r Rules) Validate() error {
	switch {
	case r.Wheel != SingleZero && r.Wheel != DoubleZero:
		return game.Rulef("68", "the wheel is %s or %s, not %q", SingleZero, DoubleZero, r.Wheel)
	case r.Doubles != NoDoubles && r.Doubles != DoubleOnly && r.Doubles != DoubleTriple:
		return game.Rulef("72.1", "doubles is %s, %s or %s, not %q", NoDoubles, DoubleOnly, DoubleTriple, r.Doubles)
	case r.Chips != ColourChips && r.Chips != ValueChips:
		return game.Rulef("70, 71", "chips is %s or %s, not %q", ColourChips, ValueChips, r.Chips)
	case r.Chips == ValueChips && r.Wheel != SingleZero:
		return game.Rulef("71", "value chips only is French Roulette, played on a single-zero wheel (68, 69); an American table (double zero) has non-value chips (70)")
	case r.Seats < 1 || r.Seats > maxSeats:
		return game.Rulef("70", "seats is a number of places from 1 to %d, not %d", maxSeats, r.Seats)
	}
	if err := r.Inside.Validate(); err != nil {
		return game.Rulef("3", "%v", err)
	}
	if err := r.Outside.Validate(); err != nil {
		return game.Rulef("72", "outside wagers: %v", err)
	}
	return nil
}

// limits returns the limits of wagers on s: the outside or the inside ones
// (72).
func (r Rules) limits(s *spot) money.Limits {
	if s.outside() {
		return r.Outside
	}
	return r.Inside
}

// limitName says which limits bound s, for messages.
func (r Rules) limitName(s *spot) string {
	if s.outside() {
		return "outside"
	}
	return "inside"
}
