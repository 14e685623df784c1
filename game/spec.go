package game

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"

	"croupier/analysis"
	"croupier/money"
)

// A Game is a catalog entry: what the game is and, when it is built, how to
// open a table of it.
type Game struct {
	Spec Spec
	// New opens a table with the given options reading outcomes from tape.
	// It is nil for a game not yet available.
	New func(t Table, tape *Tape) (Engine, error)
	// Analyze computes the exact return of every wager under the table's
	// options (`croupier math`); nil for a game without an analysis yet.
	Analyze func(t Table) (*analysis.Report, error)
	// Unanalysed names the wagers of the spec Analyze leaves out, not
	// analysed yet (the report's Missing); nil when it covers them all.
	Unanalysed []string
	// Decide returns the decisions of the strategy the analysis assumes,
	// for simulations; nil for a game whose seats make no choice.
	Decide func(t Table) (Decider, error)
	// Sample plays rounds of every wager of the game's analysis the fast
	// way for a simulation, drawing from src with the engine's own rules,
	// and returns one analysis.Sample per wager of the report, in its
	// order; nil for a game simulated only through its engine.
	Sample func(t Table, src Source, rounds int64) ([]analysis.Sample, error)
}

// A Source is a simulation's random numbers, handed to Game.Sample: an
// engine package draws none of its own.
type Source interface{ Uint64() uint64 }

// A Decider takes seat's decision at e, given the acts offered to it now: the
// strategy a simulation plays, the one the game's analysis assumes. w is the
// wager of the analysis the seat plays (a simulation stakes one a seat), so
// that a report of two strategies (Caribbean Stud's with the up card and
// without) plays each on its own figure; nil when none is known. The zero
// Step leaves an optional act untaken (the dealer moves on).
type Decider func(e Engine, seat int, w *analysis.Wager, offered []Option) (Step, error)

// A Spec describes a game for the catalog (`croupier games`), for a UI that
// has no dedicated layout, and for option validation. Options are parsed and
// checked from the Spec, so what the catalog says is what the engine accepts.
type Spec struct {
	ID        string `json:"id"`
	Name      string `json:"name"`
	Sections  string `json:"sections"`
	Available bool   `json:"available"`
	Seats     string `json:"seats,omitempty"` // how many may play, with the section
	// Places is the number of seats when the game fixes it (a slot
	// machine's one player, 87); 0: the "seats" option, or 7.
	Places    int            `json:"places,omitempty"`
	Options   []OptionSpec   `json:"options"`
	Wagers    []WagerSpec    `json:"wagers"`
	Decisions []DecisionSpec `json:"decisions"`
	Dealer    []string       `json:"dealer,omitempty"` // dealer steps
	// Outcome is the kind of outcome a live dealer enters for this game.
	Outcome Outcome `json:"outcome,omitempty"`
	Notes   string  `json:"notes,omitempty"`
}

// An Outcome is the kind of outcome a live dealer enters for a game
// (Spec.Outcome). The strings are sent to clients, so they never change.
type Outcome string

// The outcome kinds, each read by its Tape method.
const (
	OutcomeCards   Outcome = "cards"   // cards dealt from the shoe (Tape.Card)
	OutcomeDice3   Outcome = "dice-3"  // a roll of three dice (Tape.Dice)
	OutcomeDice2   Outcome = "dice-2"  // a roll of two dice (Tape.Dice)
	OutcomePocket  Outcome = "pocket"  // the roulette wheel's winning pocket (Tape.Pocket)
	OutcomeBalls   Outcome = "balls"   // the numbered balls of a draw (Tape.Balls)
	OutcomeTiles   Outcome = "tiles"   // tiles dealt from the stacks (Tape.Tile)
	OutcomeSegment Outcome = "segment" // the wheel's winning segment (Tape.Stop)
	OutcomeReels   Outcome = "reels"   // where the reels stop (Tape.Reels)
)

// An OptionType is how a table option is written and checked. The strings
// are in the catalog (`croupier games --json`), so they never change.
type OptionType string

// Option types.
const (
	TypeInt      OptionType = "int"
	TypeBool     OptionType = "bool"
	TypeCents    OptionType = "cents"
	TypeFraction OptionType = "fraction" // a number in (0, 1]
	TypeEnum     OptionType = "enum"     // one of Values
	TypeList     OptionType = "list"     // a list of Values
	TypeString   OptionType = "string"
	TypeJSON     OptionType = "json" // structured (pay tables, reels): the game validates it
)

// An OptionSpec is one table option.
type OptionSpec struct {
	Name    string     `json:"name"`
	Type    OptionType `json:"type"`
	Default any        `json:"default"`
	Min     *int64     `json:"min,omitempty"`     // for int and cents
	Max     *int64     `json:"max,omitempty"`     // for int and cents
	Allowed []int64    `json:"allowed,omitempty"` // for int: the only values allowed
	Values  []string   `json:"values,omitempty"`  // for enum and list
	Section string     `json:"section"`
	Doc     string     `json:"doc"`
}

// A WagerSpec is one wager id, or a family of them written with a pattern
// (`triple-N`, `duo-A-B`).
type WagerSpec struct {
	ID       string     `json:"id"`
	Section  string     `json:"section"`
	Rule     money.Rule `json:"limit,omitzero"`
	Decision bool       `json:"decision,omitempty"` // created by a decision, not placed
	Player   bool       `json:"player,omitempty"`   // placed by a standing player named in the step's "player" (blackjack's behind wager, 16)
	Required bool       `json:"required,omitempty"`
	Pays     string     `json:"pays,omitempty"`
	Doc      string     `json:"doc,omitempty"`
}

// A DecisionSpec is one act a seat may take.
type DecisionSpec struct {
	Act     string   `json:"act"`
	Section string   `json:"section"`
	Args    []string `json:"args,omitempty"`
	Default bool     `json:"default,omitempty"` // taken when the script does not say
	Doc     string   `json:"doc,omitempty"`
}

// Int64 returns a pointer to v, for OptionSpec bounds.
func Int64(v int64) *int64 { return &v }

// Common options every game takes (README: "Every game also takes min and
// max"), and the card games' shared ones.
var (
	OptMin = OptionSpec{Name: "min", Type: TypeCents, Default: int64(100), Min: Int64(1), Section: "3",
		Doc: "table minimum wager in cents"}
	OptMax = OptionSpec{Name: "max", Type: TypeCents, Default: int64(100_000_000), Min: Int64(1), Section: "3",
		Doc: "table maximum wager in cents (per wager unless the game says per hand or per position, 9)"}
	OptSeats = OptionSpec{Name: "seats", Type: TypeInt, Default: int64(7), Min: Int64(1), Max: Int64(7), Section: "16, 67.35",
		Doc: "places on the layout"}
	OptPenetration = OptionSpec{Name: "penetration", Type: TypeFraction, Default: 0.75, Section: "8",
		Doc: "fraction of a shoe of 3+ decks dealt before the stop card (ruling G6)"}
	OptFirstRound = OptionSpec{Name: "first-round-only", Type: TypeEnum, Default: "off", Values: []string{"off", "refuse", "minimum"}, Section: "10",
		Doc: "a player who did not wager on the shoe's first round (or skipped a later one) is refused, or limited to the table minimum, until the reshuffle"}
)

// A Table is a table's options, checked against its Spec, with defaults
// filled in.
type Table struct {
	spec *Spec
	vals map[string]any // int64, bool, float64, string, []string, json.RawMessage
}

// OptionError is a table option the game does not take or whose value the
// by-law does not allow.
type OptionError struct {
	Option, Msg, Section string
}

func (e *OptionError) Error() string {
	s := fmt.Sprintf("table option %q: %s", e.Option, e.Msg)
	if e.Section != "" {
		s += " (section " + e.Section + ")"
	}
	return s
}

// ParseTable checks raw options against the spec. Unknown options and values
// out of bounds are errors; missing options take their defaults. It also
// checks min ≤ max.
func (s *Spec) ParseTable(raw map[string]json.RawMessage) (Table, error) {
	t := Table{spec: s, vals: map[string]any{}}
	names := make([]string, 0, len(raw))
	for k := range raw {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		o := s.Option(k)
		if o == nil {
			known := make([]string, len(s.Options))
			for i, o := range s.Options {
				known[i] = o.Name
			}
			return Table{}, &OptionError{Option: k, Msg: fmt.Sprintf("%s takes no such option (it takes %s)", s.ID, strings.Join(known, ", "))}
		}
		v, err := o.parse(raw[k])
		if err != nil {
			return Table{}, &OptionError{Option: k, Msg: err.Error(), Section: o.Section}
		}
		t.vals[k] = v
	}
	for _, o := range s.Options {
		if _, ok := t.vals[o.Name]; !ok {
			t.vals[o.Name] = normal(o.Default)
		}
	}
	if s.Option("min") != nil && s.Option("max") != nil {
		if l := t.Limits(); l.Max < l.Min {
			return Table{}, &OptionError{Option: "max", Msg: fmt.Sprintf("maximum %d is below the minimum %d", l.Max, l.Min), Section: "3"}
		}
	}
	return t, nil
}

// Option returns the spec of option name, or nil.
func (s *Spec) Option(name string) *OptionSpec {
	for i := range s.Options {
		if s.Options[i].Name == name {
			return &s.Options[i]
		}
	}
	return nil
}

// Wager returns the spec of wager id (exact ids only), or nil.
func (s *Spec) Wager(id string) *WagerSpec {
	for i := range s.Wagers {
		if s.Wagers[i].ID == id {
			return &s.Wagers[i]
		}
	}
	return nil
}

func normal(v any) any {
	switch x := v.(type) {
	case int:
		return int64(x)
	case []string:
		return slices.Clone(x)
	}
	return v
}

func (o *OptionSpec) parse(raw json.RawMessage) (any, error) {
	raw = bytes.TrimSpace(raw)
	switch o.Type {
	case TypeInt, TypeCents:
		n, err := strconv.ParseInt(string(raw), 10, 64)
		if err != nil {
			return nil, fmt.Errorf("%s is not a whole number", raw)
		}
		if len(o.Allowed) > 0 && !slices.Contains(o.Allowed, n) {
			return nil, fmt.Errorf("%d is not allowed: it must be one of %v", n, o.Allowed)
		}
		if o.Min != nil && n < *o.Min {
			return nil, fmt.Errorf("%d is below the smallest allowed, %d", n, *o.Min)
		}
		if o.Max != nil && n > *o.Max {
			return nil, fmt.Errorf("%d is above the largest allowed, %d", n, *o.Max)
		}
		return n, nil
	case TypeBool:
		var b bool
		if err := json.Unmarshal(raw, &b); err != nil {
			return nil, fmt.Errorf("%s is not true or false", raw)
		}
		return b, nil
	case TypeFraction:
		f, err := strconv.ParseFloat(string(raw), 64)
		if err != nil || math.IsNaN(f) || f <= 0 || f > 1 {
			return nil, fmt.Errorf("%s is not a fraction greater than 0 and at most 1", raw)
		}
		return f, nil
	case TypeEnum, TypeString:
		var str string
		if err := json.Unmarshal(raw, &str); err != nil {
			return nil, fmt.Errorf("%s is not a string", raw)
		}
		if o.Type == TypeEnum && !slices.Contains(o.Values, str) {
			return nil, fmt.Errorf("%q is not one of %s", str, strings.Join(o.Values, ", "))
		}
		return str, nil
	case TypeList:
		var l []string
		if err := json.Unmarshal(raw, &l); err != nil {
			return nil, fmt.Errorf("%s is not a list of names", raw)
		}
		seen := map[string]bool{}
		for _, x := range l {
			if !slices.Contains(o.Values, x) {
				return nil, fmt.Errorf("%q is not one of %s", x, strings.Join(o.Values, ", "))
			}
			if seen[x] {
				return nil, fmt.Errorf("%q is listed twice", x)
			}
			seen[x] = true
		}
		return l, nil
	case TypeJSON:
		return json.RawMessage(slices.Clone(raw)), nil
	}
	return nil, fmt.Errorf("option type %q is unknown", o.Type)
}

// Int returns an int or cents option.
func (t Table) Int(name string) int64 { v, _ := t.vals[name].(int64); return v }

// Bool returns a bool option.
func (t Table) Bool(name string) bool { v, _ := t.vals[name].(bool); return v }

// Fraction returns a fraction option.
func (t Table) Fraction(name string) float64 { v, _ := t.vals[name].(float64); return v }

// String returns an enum or string option.
func (t Table) String(name string) string { v, _ := t.vals[name].(string); return v }

// List returns a list option.
func (t Table) List(name string) []string { v, _ := t.vals[name].([]string); return slices.Clone(v) }

// Raw returns a structured option as given.
func (t Table) Raw(name string) json.RawMessage { v, _ := t.vals[name].(json.RawMessage); return v }

// Limits returns the table's min and max.
func (t Table) Limits() money.Limits {
	return money.Limits{Min: money.Amount(t.Int("min")), Max: money.Amount(t.Int("max"))}
}

// MarshalJSON writes every option with its value, defaults included.
func (t Table) MarshalJSON() ([]byte, error) { return json.Marshal(t.vals) }
