package sicbo

import (
	"fmt"
	"strconv"
	"strings"

	"croupier/game"
	"croupier/money"
)

// Pay table (95.24). The index of payTotal is the total of the three dice;
// the index of paySingle is how many dice show the number wagered.
var (
	payTriple    = money.To(150, 1) // 95.24 Three of a kind
	payDouble    = money.To(8, 1)   // 95.24 Two of a kind
	payAnyTriple = money.To(24, 1)  // 95.24 Any three of a kind
	payTotal     = [18]money.Ratio{ // 95.24 Total of 4 … Total of 17
		4:  money.To(50, 1),
		5:  money.To(30, 1),
		6:  money.To(18, 1),
		7:  money.To(12, 1),
		8:  money.To(8, 1),
		9:  money.To(6, 1),
		10: money.To(6, 1),
		11: money.To(6, 1),
		12: money.To(6, 1),
		13: money.To(8, 1),
		14: money.To(12, 1),
		15: money.To(18, 1),
		16: money.To(30, 1),
		17: money.To(50, 1),
	}
	payDuo    = money.To(5, 1)  // 95.24 Duo
	paySmall  = money.To(1, 1)  // 95.24 Small
	payBig    = money.To(1, 1)  // 95.24 Big
	paySingle = [4]money.Ratio{ // 95.24 Single: 1, 2 or 3 of the dice
		1: money.To(1, 1),
		2: money.To(2, 1),
		3: money.To(3, 1),
	}
)

// maxSeats is the largest cap an operator may set on the seats: the
// number of players is unlimited (95.19, ruling S2), and a step names a seat
// up to 1000.
const maxSeats = game.MaxSeat

// Spec is Sic Bo's catalog entry; its options are what New accepts.
var Spec = func() game.Spec {
	seats := game.OptSeats
	seats.Default = int64(0)
	seats.Min = game.Int64(0)
	seats.Max = game.Int64(maxSeats)
	seats.Section = "95.19"
	seats.Doc = "the number of players is unlimited (95.19): 0, the default, takes any seat number; an operator may set a cap"
	return game.Spec{
		ID:        "sic-bo",
		Name:      "Sic Bo",
		Sections:  "95.18–95.24",
		Available: true,
		Seats:     "unlimited (95.19); option seats may cap the places",
		Outcome:   game.OutcomeDice3,
		Options:   []game.OptionSpec{game.OptMin, game.OptMax, seats},
		Wagers: []game.WagerSpec{
			{ID: "triple-N", Section: "95.22(1), 95.24", Pays: "150 to 1", Doc: "N from 1 to 6: all three dice show N"},
			{ID: "double-N", Section: "95.22(2), 95.24", Pays: "8 to 1", Doc: "N from 1 to 6: at least two dice show N, a triple N too (ruling S1)"},
			{ID: "any-triple", Section: "95.22(3), 95.24", Pays: "24 to 1", Doc: "all three dice show the same number"},
			{ID: "total-N", Section: "95.22(4), 95.24", Pays: "4 or 17: 50 to 1; 5 or 16: 30 to 1; 6 or 15: 18 to 1; 7 or 14: 12 to 1; 8 or 13: 8 to 1; 9 to 12: 6 to 1",
				Doc: "N from 4 to 17"},
			{ID: "duo-A-B", Section: "95.22(5), 95.24", Pays: "5 to 1", Doc: "A and B from 1 to 6, A < B: both numbers show"},
			{ID: "small", Section: "95.22(6), 95.24", Pays: "1 to 1", Doc: "the dice total 4 to 10; loses on any three of a kind"},
			{ID: "big", Section: "95.22(7), 95.24", Pays: "1 to 1", Doc: "the dice total 11 to 17; loses on any three of a kind"},
			{ID: "single-N", Section: "95.22(8), 95.24", Pays: "1 to 1, 2 to 1 or 3 to 1 as one, two or three dice show N",
				Doc: "N from 1 to 6: at least one die shows N"},
		},
		Decisions: []game.DecisionSpec{},
		Dealer:    []string{"no-more-bets", "roll", "next-round"},
		Notes:     "The dealer rolls (95.20); a roll while bets are open closes them first. A second wager on the same id adds to it; min and max apply to the total.",
	}
}()

// Game is Sic Bo's catalog entry with its constructor.
var Game = game.Game{Spec: Spec, New: func(t game.Table, tape *game.Tape) (game.Engine, error) { return New(RulesOf(t), tape) }, Analyze: Analyze}

// Rules are a Sic Bo table's options.
type Rules struct {
	Limits money.Limits
	Seats  int // 0: any seat number (95.19); else the cap an operator set
}

// RulesOf reads the rules from checked table options.
func RulesOf(t game.Table) Rules {
	return Rules{Limits: t.Limits(), Seats: int(t.Int("seats"))}
}

// Validate reports whether the by-law allows r.
func (r Rules) Validate() error {
	if r.Seats < 0 || r.Seats > maxSeats {
		return game.Rulef("95.19", "seats is 0 (any number of players) or a cap from 1 to %d, not %d", maxSeats, r.Seats)
	}
	if err := r.Limits.Validate(); err != nil {
		return game.Rulef("3", "%v", err)
	}
	return nil
}

// betting is how Sic Bo takes wagers: any place of the layout (95.22) for
// any seat, each within the table's limits, before the roll (95.23).
func (r Rules) betting() game.Betting {
	return game.Betting{
		Limits: r.Limits, Seats: r.Seats, SeatSection: "95.19", Section: "95.22", Closes: "95.23",
		Before: "before the dice are rolled", Offer: offer, AnySeat: true, Lookup: lookup,
	}
}

// lookup says what a Sic Bo wager is: the place of the layout its id names.
func lookup(id string) (game.Bet, error) {
	sp, err := parseSpot(id)
	if err != nil {
		return game.Bet{}, err
	}
	return game.Bet{ID: sp.String(), Section: sp.section()}, nil
}

// offer is every place of the layout, in the order of 95.22.
var offer = func() []string {
	var out []string
	for _, s := range spots() {
		out = append(out, s.String())
	}
	return out
}()

// Kinds of wager (95.22).
const (
	kindTriple    = "triple"     // 95.22(1)
	kindDouble    = "double"     // 95.22(2)
	kindAnyTriple = "any-triple" // 95.22(3)
	kindTotal     = "total"      // 95.22(4)
	kindDuo       = "duo"        // 95.22(5)
	kindSmall     = "small"      // 95.22(6)
	kindBig       = "big"        // 95.22(7)
	kindSingle    = "single"     // 95.22(8)
)

// A spot is a place on the layout: a wager id read into its kind and
// numbers. A is the face (triple, double, single), the total, or the lower
// number of a duo; B is the higher number of a duo.
type spot struct {
	Kind string
	A, B int
}

// String returns the wager id.
func (s spot) String() string {
	switch s.Kind {
	case kindTriple, kindDouble, kindTotal, kindSingle:
		return s.Kind + "-" + strconv.Itoa(s.A)
	case kindDuo:
		return fmt.Sprintf("duo-%d-%d", s.A, s.B)
	}
	return s.Kind
}

// parseSpot reads a wager id. The error names the wager and says what is
// wrong, citing 95.22.
func parseSpot(id string) (spot, error) {
	bad := func(sec, format string, args ...any) (spot, error) {
		return spot{}, game.Rulef(sec, "Sic Bo has no wager %q: "+format, append([]any{id}, args...)...)
	}
	switch id {
	case kindAnyTriple:
		return spot{Kind: kindAnyTriple}, nil
	case kindSmall:
		return spot{Kind: kindSmall}, nil
	case kindBig:
		return spot{Kind: kindBig}, nil
	}
	kind, rest, _ := strings.Cut(id, "-")
	switch kind {
	case kindTriple, kindDouble, kindSingle:
		n, ok := number(rest)
		if !ok || n < 1 || n > 6 {
			return bad(spot{Kind: kind}.section(), "%s-N takes a die face N from 1 to 6", kind)
		}
		return spot{Kind: kind, A: n}, nil
	case kindTotal:
		n, ok := number(rest)
		if !ok || n < 4 || n > 17 {
			return bad("95.22(4)", "total-N takes a total N from 4 to 17 (3 and 18 are triples and have no total wager, 95.24)")
		}
		return spot{Kind: kindTotal, A: n}, nil
	case kindDuo:
		as, bs, _ := strings.Cut(rest, "-")
		a, okA := number(as)
		b, okB := number(bs)
		switch {
		case !okA || !okB || a < 1 || a > 6 || b < 1 || b > 6:
			return bad("95.22(5)", "duo-A-B takes two die faces from 1 to 6, lower first (duo-1-2)")
		case a == b:
			return bad("95.22(5)", "a duo is two different numbers (two dice showing %d is double-%d)", a, a)
		case a > b:
			return bad("95.22(5)", "a duo names its lower number first (duo-%d-%d)", b, a)
		}
		return spot{Kind: kindDuo, A: a, B: b}, nil
	}
	return bad("95.22", "its wagers are triple-N, double-N, any-triple, total-N, duo-A-B, small, big and single-N")
}

// number reads a plain decimal number: digits only, no sign, no leading zero.
func number(s string) (int, bool) {
	if s == "" || len(s) > 2 || s[0] == '0' {
		return 0, false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return 0, false
		}
	}
	n, _ := strconv.Atoi(s)
	return n, true
}

// spots returns every spot of the layout, in the order of 95.22.
func spots() []spot {
	var out []spot
	for n := 1; n <= 6; n++ {
		out = append(out, spot{Kind: kindTriple, A: n})
	}
	for n := 1; n <= 6; n++ {
		out = append(out, spot{Kind: kindDouble, A: n})
	}
	out = append(out, spot{Kind: kindAnyTriple})
	for n := 4; n <= 17; n++ {
		out = append(out, spot{Kind: kindTotal, A: n})
	}
	for a := 1; a <= 6; a++ {
		for b := a + 1; b <= 6; b++ {
			out = append(out, spot{Kind: kindDuo, A: a, B: b})
		}
	}
	out = append(out, spot{Kind: kindSmall}, spot{Kind: kindBig})
	for n := 1; n <= 6; n++ {
		out = append(out, spot{Kind: kindSingle, A: n})
	}
	return out
}

// section returns the paragraph of 95.22 that defines the spot's wager.
func (s spot) section() string {
	switch s.Kind {
	case kindTriple:
		return "95.22(1)"
	case kindDouble:
		return "95.22(2)"
	case kindAnyTriple:
		return "95.22(3)"
	case kindTotal:
		return "95.22(4)"
	case kindDuo:
		return "95.22(5)"
	case kindSmall:
		return "95.22(6)"
	case kindBig:
		return "95.22(7)"
	case kindSingle:
		return "95.22(8)"
	}
	return "95.22"
}
