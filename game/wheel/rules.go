package wheel

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"croupier/game"
	"croupier/money"
)

// The wheel's bounds.
const (
	MinSegments = 9  // 117: at least 9 equal parts
	MaxSegments = 60 // 117: at most 60

	// MaxOdds is the highest payout a symbol may have, N to 1: far above
	// any wheel's (a single segment of 60 needs only 44 to 1 to return 75%,
	// 122), and low enough that a wager times its odds stays an Amount.
	MaxOdds = 1_000_000

	// maxSymbol is the longest symbol, in bytes.
	maxSymbol = 16

	// prefix begins every wager id: "symbol-joker".
	prefix = "symbol-"
)

// defaultSegments is the default wheel of games.md, stop 0 first: 24 × 1,
// 15 × 2, 7 × 5, 4 × 10, 2 × 20, then joker and flag (54 parts, 117).
var defaultSegments = func() []string {
	var s []string
	for _, run := range []struct {
		sym string
		n   int
	}{{"1", 24}, {"2", 15}, {"5", 7}, {"10", 4}, {"20", 2}, {"joker", 1}, {"flag", 1}} {
		for range run.n {
			s = append(s, run.sym)
		}
	}
	return s
}()

// defaultPayouts are the default wheel's odds, N to 1 (games.md).
var defaultPayouts = map[string]int64{"1": 1, "2": 2, "5": 5, "10": 10, "20": 20, "joker": 40, "flag": 40}

// Spec is the Wheel of Fortune's catalog entry; its options are what New
// accepts.
var Spec = func() game.Spec {
	seats := game.OptSeats
	seats.Min = game.Int64(0)
	seats.Max = game.Int64(game.MaxSeat)
	seats.Section = "118"
	seats.Doc = fmt.Sprintf("places on the layout: the by-law sets no limit on the players; 0 takes any seat number up to %d", game.MaxSeat)
	segs, _ := json.Marshal(defaultSegments)
	pays, _ := json.Marshal(defaultPayouts)
	return game.Spec{
		ID:        "wheel-of-fortune",
		Name:      "Wheel of Fortune",
		Sections:  "117–122",
		Available: true,
		Seats:     "not limited by the by-law (117–122); option seats sets the places, 7 by default",
		Outcome:   game.OutcomeSegment,
		Options: []game.OptionSpec{
			game.OptMin,
			game.OptMax,
			seats,
			{Name: "segments", Type: game.TypeJSON, Default: json.RawMessage(segs), Section: "117",
				Doc: "segment symbols in wheel order, stop 0 first: 9 to 60 equal parts (default: 54 stops, 24 × 1, 15 × 2, 7 × 5, 4 × 10, 2 × 20, joker, flag); a symbol is 1 to 16 lower-case letters, digits and inner hyphens"},
			{Name: "payouts", Type: game.TypeJSON, Default: json.RawMessage(pays), Section: "120, 122",
				Doc: fmt.Sprintf("whole-number odds, N to 1 (1 to %d), for every symbol on the wheel and no other; every wager must return at least 75%% (ruling W1)", MaxOdds)},
		},
		Wagers: []game.WagerSpec{
			{ID: "symbol-S", Section: "118, 119", Pays: "by the payouts option (default 1, 2, 5, 10, 20 to 1; joker and flag 40 to 1)",
				Doc: "S a symbol on the wheel: the pin stops on a segment of symbol S"},
		},
		Decisions: []game.DecisionSpec{},
		Dealer:    []string{"no-more-bets", "spin", "next-round"},
		Notes: "The dealer spins (121: at least 3 revolutions for a valid result; a spin with fewer settles nothing and is spun again). " +
			"A spin while bets are open closes them first; a step of the next round after a settled spin opens it. " +
			"The prizes (120), default wheel: " + allocationText(Allocation(Rules{Segments: defaultSegments, Payouts: defaultPayouts})) + ".",
	}
}()

// Game is the Wheel of Fortune's catalog entry with its constructor.
var Game = game.Game{Spec: Spec, New: func(t game.Table, tape *game.Tape) (game.Engine, error) {
	r, err := RulesOf(t)
	if err != nil {
		return nil, err
	}
	return New(r, tape)
}, Analyze: Analyze}

// Rules are a Wheel of Fortune table's options.
type Rules struct {
	Limits   money.Limits
	Seats    int              // 0: any seat number up to game.MaxSeat; else the places on the layout
	Segments []string         // the symbol of each segment, stop 0 first (117)
	Payouts  map[string]int64 // odds N to 1 by symbol (120)
}

// RulesOf reads the rules from checked table options: the segments must be
// a list of strings and the payouts an object of whole numbers. Validate
// judges them against the by-law.
func RulesOf(t game.Table) (Rules, error) {
	r := Rules{Limits: t.Limits(), Seats: int(t.Int("seats"))}
	if err := json.Unmarshal(t.Raw("segments"), &r.Segments); err != nil {
		return Rules{}, &game.OptionError{Option: "segments", Section: "117",
			Msg: fmt.Sprintf("%s is not a list of segment symbols in wheel order, such as [\"1\", \"2\", \"joker\"]", short(t.Raw("segments")))}
	}
	pays, err := payouts(t.Raw("payouts"))
	if err != nil {
		return Rules{}, &game.OptionError{Option: "payouts", Section: "120", Msg: err.Error()}
	}
	r.Payouts = pays
	return r, nil
}

// payouts reads {"symbol": N, …}: whole numbers, each symbol once.
func payouts(raw json.RawMessage) (map[string]int64, error) {
	want := fmt.Errorf("%s is not an object of whole-number odds by symbol, such as {\"1\": 1, \"joker\": 40}", short(raw))
	dec := json.NewDecoder(bytes.NewReader(raw))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return nil, want
	}
	out := map[string]int64{}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, want
		}
		sym, _ := tok.(string)
		var n json.RawMessage
		if err := dec.Decode(&n); err != nil {
			return nil, want
		}
		odds, err := strconv.ParseInt(string(n), 10, 64)
		if err != nil {
			return nil, fmt.Errorf("the odds of symbol %q, %s, are not a whole number N (N to 1)", sym, short(n))
		}
		if _, dup := out[sym]; dup {
			return nil, fmt.Errorf("symbol %q is given twice", sym)
		}
		out[sym] = odds
	}
	if _, err := dec.Token(); err != nil || dec.More() {
		return nil, want
	}
	return out, nil
}

// short returns raw for a message, cut to a readable length.
func short(raw json.RawMessage) string {
	s := []rune(string(bytes.TrimSpace(raw)))
	if len(s) > 60 {
		return string(s[:57]) + "..."
	}
	return string(s)
}

// Validate reports whether the by-law allows r; the error is a
// *game.OptionError naming the option and citing the section.
func (r Rules) Validate() error {
	bad := func(option, section, format string, args ...any) error {
		return &game.OptionError{Option: option, Msg: fmt.Sprintf(format, args...), Section: section}
	}
	if err := r.Limits.Validate(); err != nil {
		return bad("max", "3", "%v", err)
	}
	if r.Seats < 0 || r.Seats > game.MaxSeat {
		return bad("seats", "118", "seats is 0 (any seat number) or the places on the layout, 1 to %d, not %d", game.MaxSeat, r.Seats)
	}
	// 117: the wheel is divided into equal parts, at least 9 and at most 60.
	if n := len(r.Segments); n < MinSegments || n > MaxSegments {
		return bad("segments", "117", "the wheel is divided into %d to %d equal parts, not %d", MinSegments, MaxSegments, n)
	}
	for i, s := range r.Segments {
		if err := checkSymbol(s); err != nil {
			return bad("segments", "117", "segment %d: %v", i, err)
		}
	}
	// 120: the prizes are published, so every symbol on the wheel has one,
	// and a prize for a symbol the wheel does not bear is a mistake.
	for _, s := range symbols(r.Segments) {
		odds, ok := r.Payouts[s]
		switch {
		case !ok:
			return bad("payouts", "120", "symbol %q is on the wheel but has no payout", s)
		case odds < 1 || odds > MaxOdds:
			return bad("payouts", "120", "symbol %q pays %d to 1: the odds are a whole number from 1 to %d", s, odds, MaxOdds)
		case int64(r.Limits.Max) > math.MaxInt64/odds:
			return bad("payouts", "120", "symbol %q pays %d to 1: a wager of the table maximum, %d cents, would win more than can be counted", s, odds, r.Limits.Max)
		}
	}
	extra := make([]string, 0, len(r.Payouts))
	for s := range r.Payouts {
		if !slices.Contains(r.Segments, s) {
			extra = append(extra, s)
		}
	}
	if len(extra) > 0 {
		slices.Sort(extra)
		return bad("payouts", "120", "symbol %q has a payout but is on no segment of the wheel", extra[0])
	}
	// 122 and ruling W1: every wager returns at least 75%, exactly 75% too.
	for _, p := range Allocation(r) {
		if !p.Return.AtLeast(3, 4) {
			return bad("payouts", "122", "a wager on symbol %q returns %s: %d of %d segments at %d to 1, below the 75%% the wheel must return",
				p.Symbol, p.Return, p.Segments, p.Of, p.Odds)
		}
	}
	return nil
}

// checkSymbol reports whether s may name a symbol, and so a wager id:
// 1 to 16 lower-case ASCII letters and digits, with hyphens inside.
func checkSymbol(s string) error {
	if s == "" || len(s) > maxSymbol {
		return fmt.Errorf("a symbol is 1 to %d characters, not %q", maxSymbol, s)
	}
	for i := range len(s) {
		c := s[i]
		ok := c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' && i > 0 && i < len(s)-1
		if !ok {
			return fmt.Errorf("symbol %q: a symbol is lower-case letters a-z, digits and inner hyphens", s)
		}
	}
	return nil
}

// symbols returns the different symbols of segs in wheel order, each where
// it first appears.
func symbols(segs []string) []string {
	var out []string
	for _, s := range segs {
		if !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	return out
}

// A Prize is what a wager on one symbol wins and returns: the method of
// prize allocation that section 120 requires each table to make public.
type Prize struct {
	Symbol   string `json:"symbol"`
	Segments int    `json:"segments"` // the segments of the wheel bearing the symbol
	Of       int    `json:"of"`       // the segments of the whole wheel
	Odds     int64  `json:"odds"`     // the payout, Odds to 1
	Return   Return `json:"return"`   // what a wager on the symbol returns on average
}

// String writes p as a table shows it: "joker: 1 of 54 segments, pays 40
// to 1, returns 41/54 (75.9259%)".
func (p Prize) String() string {
	return fmt.Sprintf("%s: %d of %d segments, pays %d to 1, returns %s", p.Symbol, p.Segments, p.Of, p.Odds, p.Return)
}

// A Return is the exact share of the amount wagered that a wager pays back
// on average, Num/Den in lowest terms: a symbol on c of n segments paying
// N to 1 returns c × (N + 1) / n (122).
type Return struct {
	Num int64 `json:"num"`
	Den int64 `json:"den"`
}

// AtLeast reports whether r is at least a/b, exactly, in integers.
func (r Return) AtLeast(a, b int64) bool { return r.Num*b >= a*r.Den }

// Percent writes r as a percentage truncated to 4 decimals, computed in
// integers: 41/54 is "75.9259%", and a return just below 75% never shows
// as 75.0000%.
func (r Return) Percent() string {
	if r.Den <= 0 {
		return "?%"
	}
	p := r.Num * 1_000_000 / r.Den // in millionths: 100 × 10^4
	return fmt.Sprintf("%d.%04d%%", p/10_000, p%10_000)
}

// String writes r as "41/54 (75.9259%)".
func (r Return) String() string { return fmt.Sprintf("%d/%d (%s)", r.Num, r.Den, r.Percent()) }

// Allocation returns the prize of each symbol on r's wheel, in wheel order
// (each symbol where it first appears): how many segments bear it, its odds
// and its exact return (120, 122). A symbol without a payout shows odds 0.
// The table's page shows it to the public.
func Allocation(r Rules) []Prize {
	n := len(r.Segments)
	syms := symbols(r.Segments)
	out := make([]Prize, 0, len(syms))
	for _, s := range syms {
		c := 0
		for _, t := range r.Segments {
			if t == s {
				c++
			}
		}
		odds := r.Payouts[s]
		num, den := int64(c)*(odds+1), int64(n)
		g := gcd(num, den)
		out = append(out, Prize{Symbol: s, Segments: c, Of: n, Odds: odds, Return: Return{Num: num / g, Den: den / g}})
	}
	return out
}

func gcd(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	if a == 0 {
		return 1
	}
	return a
}

// allocationText writes prizes on one line for the catalog's notes.
func allocationText(prizes []Prize) string {
	parts := make([]string, len(prizes))
	for i, p := range prizes {
		parts[i] = p.String()
	}
	return strings.Join(parts, "; ")
}

// wager returns the wager id of symbol s.
func wager(s string) string { return prefix + s }

// betting is how the wheel takes wagers: one area of the layout per symbol
// (119), for any seat, each within the table's limits, before "No more
// bets" (118).
func (r Rules) betting(syms []string) game.Betting {
	offer := make([]string, len(syms))
	for i, s := range syms {
		offer[i] = wager(s)
	}
	return game.Betting{
		Limits: r.Limits, Seats: r.Seats, SeatSection: "118", Section: "118", Closes: "118",
		Before: "before the dealer announces \"No more bets\"", Offer: offer, AnySeat: true,
		Lookup: func(id string) (game.Bet, error) {
			if _, err := symbolOf(syms, id); err != nil {
				return game.Bet{}, err
			}
			return game.Bet{ID: id, Section: "119"}, nil
		},
	}
}

// symbolOf returns the symbol wager id is placed on; the error names the
// wager and the wheel's symbols.
func symbolOf(syms []string, id string) (string, error) {
	s, ok := strings.CutPrefix(id, prefix)
	if !ok {
		return "", game.Rulef("118", "the wheel has no wager %q: a wager is symbol-S on a symbol S of the wheel (%s)", id, strings.Join(syms, ", "))
	}
	if !slices.Contains(syms, s) {
		return "", game.Rulef("119", "the wheel has no symbol %q (wager %q): its symbols are %s", s, id, strings.Join(syms, ", "))
	}
	return s, nil
}
