package tournament

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math/bits"
	"strconv"
	"strings"
	"time"

	"croupier/game"
	"croupier/money"
)

// LetItRide is the catalog id of Let It Ride Poker, the one game whose
// tournament entry fee is taken from a supplemental wager (124).
const LetItRide = "let-it-ride"

// Notice is how long before the start the rules must be public (125: "at
// least one week"), counted as 7 × 24 hours of elapsed time.
const Notice = 7 * 24 * time.Hour

// MaxTables is the most tables or machines a tournament may identify (126).
const MaxTables = 100

// MinReturn is the least share of the entry fees the prizes must return
// (127, ruling TN1), and the least share of a supplemental wager a Let It
// Ride entry fee must be (124).
const MinReturn Percent = 30_00

// A Percent is a percentage in hundredths of a percent: 12.5% is 1250,
// 100% is 10000. Its text is a decimal with at most 2 decimals ("12.5").
type Percent int64

// ParsePercent reads a percentage written as a decimal with at most 2
// decimals and no sign: "50", "12.5", "33.33".
func ParsePercent(s string) (Percent, error) {
	whole, frac, dot := strings.Cut(s, ".")
	if whole == "" || !digits(whole) || !digits(frac) || (dot && (frac == "" || len(frac) > 2)) {
		return 0, fmt.Errorf("%q is not a percentage with at most 2 decimals", s)
	}
	if len(whole) > 6 {
		return 0, fmt.Errorf("%q is out of range", s)
	}
	w, _ := strconv.ParseInt(whole, 10, 64)
	f := int64(0)
	if frac != "" {
		f, _ = strconv.ParseInt(frac, 10, 64)
		if len(frac) == 1 {
			f *= 10
		}
	}
	return Percent(w*100 + f), nil
}

func digits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// String formats p in its shortest text: "50", "12.5", "33.33".
func (p Percent) String() string {
	sign := ""
	if p < 0 {
		sign, p = "-", -p
	}
	w, f := p/100, p%100
	switch {
	case f == 0:
		return fmt.Sprintf("%s%d", sign, w)
	case f%10 == 0:
		return fmt.Sprintf("%s%d.%d", sign, w, f/10)
	}
	return fmt.Sprintf("%s%d.%02d", sign, w, f)
}

// MarshalText writes p as String does, so that JSON holds it as a string.
func (p Percent) MarshalText() ([]byte, error) { return []byte(p.String()), nil }

// Of returns p of a, rounded up to the cent when up and down otherwise, for
// 0 ≤ p ≤ 100% and a ≥ 0 (0 otherwise). It never overflows: the product is
// taken on 128 bits and the result is at most a.
func (p Percent) Of(a money.Amount, up bool) money.Amount {
	if a <= 0 || p <= 0 || p > 100_00 {
		return 0
	}
	hi, lo := bits.Mul64(uint64(a), uint64(p))
	q, rem := bits.Div64(hi, lo, 100_00) // hi < 100_00: a < 2^63 and p ≤ 100_00
	if up && rem > 0 {
		q++ // q < a here, since p < 100%
	}
	return money.Amount(q)
}

// Rules are a tournament's published rules (125): the game, the dates, the
// rules of participation and the method of prize allocation. Their JSON is
// what Parse reads and json.Marshal writes.
type Rules struct {
	Name    string          `json:"name"`
	Game    string          `json:"game"`              // a catalog game id, not checked here
	Options json.RawMessage `json:"options,omitempty"` // the game's table options, opaque here

	Published          time.Time `json:"published"` // when the rules become public (125)
	RegistrationCloses time.Time `json:"registrationCloses"`
	Start              time.Time `json:"start"`
	End                time.Time `json:"end"`

	EntryFee      money.Amount `json:"entryFee"`      // cents (124); 0 for Let It Ride, whose fee is taken from the supplemental wager
	StartingChips int64        `json:"startingChips"` // tournament chips, not money
	MaxEntrants   int          `json:"maxEntrants"`
	MinEntrants   int          `json:"minEntrants"` // Parse defaults it to 2
	Tables        int          `json:"tables"`      // tables or machines identified for it (126)

	Prizes      []Place          `json:"prizes"`                // places 1 … k, in order (125, 127)
	Merchandise []Merchandise    `json:"merchandise,omitempty"` // besides the fee-paid prizes (90)
	LetItRide   *SupplementalFee `json:"letItRide,omitempty"`   // exactly when Game is LetItRide (124)
}

// A Place is a fee-paid prize: place Place wins Percent of the entry fees
// collected.
type Place struct {
	Place   int     `json:"place"`
	Percent Percent `json:"percent"`
}

// A Merchandise prize is won by a place besides its share of the fees; it is
// described (90) and counts nothing toward the 30% of 127.
type Merchandise struct {
	Place       int    `json:"place"`
	Description string `json:"description"`
}

// A SupplementalFee states the part of each supplemental wager (67.9)
// taken as the entry fee to a Let It Ride tournament (124).
type SupplementalFee struct {
	FeePercent Percent `json:"feePercent"`
}

// rules is Rules as JSON holds it, read field by field so that each error
// names its field.
type rules struct {
	Name               string          `json:"name"`
	Game               string          `json:"game"`
	Options            json.RawMessage `json:"options"`
	Published          string          `json:"published"`
	RegistrationCloses string          `json:"registrationCloses"`
	Start              string          `json:"start"`
	End                string          `json:"end"`
	EntryFee           money.Amount    `json:"entryFee"`
	StartingChips      int64           `json:"startingChips"`
	MaxEntrants        int             `json:"maxEntrants"`
	MinEntrants        *int            `json:"minEntrants"`
	Tables             int             `json:"tables"`
	Prizes             []struct {
		Place   int    `json:"place"`
		Percent string `json:"percent"`
	} `json:"prizes"`
	Merchandise []Merchandise `json:"merchandise"`
	LetItRide   *struct {
		FeePercent string `json:"feePercent"`
	} `json:"letItRide"`
}

// Parse reads a tournament's rules from JSON, refusing unknown fields, and
// checks them (Rules.Check). minEntrants defaults to 2.
func Parse(data []byte) (Rules, error) {
	bad := func(format string, args ...any) (Rules, error) {
		return Rules{}, game.Rulef("125", "tournament rules: "+format, args...)
	}
	var w rules
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&w); err != nil {
		return bad("%v", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return bad("more than one JSON value")
	}
	r := Rules{
		Name: w.Name, Game: w.Game, Options: w.Options,
		EntryFee: w.EntryFee, StartingChips: w.StartingChips,
		MaxEntrants: w.MaxEntrants, MinEntrants: 2, Tables: w.Tables,
		Merchandise: w.Merchandise,
	}
	if string(r.Options) == "null" {
		r.Options = nil
	}
	if w.MinEntrants != nil {
		r.MinEntrants = *w.MinEntrants
	}
	for _, t := range []struct {
		name string
		text string
		to   *time.Time
	}{
		{"published", w.Published, &r.Published},
		{"registrationCloses", w.RegistrationCloses, &r.RegistrationCloses},
		{"start", w.Start, &r.Start},
		{"end", w.End, &r.End},
	} {
		if t.text == "" {
			return bad("%s is required (an RFC 3339 time)", t.name)
		}
		v, err := time.Parse(time.RFC3339, t.text)
		if err != nil {
			return bad("%s %q is not an RFC 3339 time", t.name, t.text)
		}
		*t.to = v
	}
	percent := func(field, s string) (Percent, error) {
		if s == "" {
			return 0, game.Rulef("125", "tournament rules: %s is required", field)
		}
		p, err := ParsePercent(s)
		if err != nil {
			return 0, game.Rulef("125", "tournament rules: %s: %v", field, err)
		}
		return p, nil
	}
	for i, p := range w.Prizes {
		pc, err := percent(fmt.Sprintf("prizes[%d].percent", i), p.Percent)
		if err != nil {
			return Rules{}, err
		}
		r.Prizes = append(r.Prizes, Place{Place: p.Place, Percent: pc})
	}
	if w.LetItRide != nil {
		pc, err := percent("letItRide.feePercent", w.LetItRide.FeePercent)
		if err != nil {
			return Rules{}, err
		}
		r.LetItRide = &SupplementalFee{FeePercent: pc}
	}
	if err := r.Check(); err != nil {
		return Rules{}, err
	}
	return r, nil
}

// Check reports whether r is well formed: every field given and in range,
// the times in order published ≤ registrationCloses ≤ start < end, the
// places 1 … k listed in order with non-increasing percents summing to at
// most 100. Whether r may be published is Publishable's question.
func (r Rules) Check() error {
	bad := func(section, format string, args ...any) error {
		return game.Rulef(section, "tournament rules: "+format, args...)
	}
	switch {
	case r.Name == "":
		return bad("125", "name is required")
	case r.Game == "":
		return bad("123", "game is required (a catalog game id)")
	}
	times := []struct {
		name string
		t    time.Time
	}{{"published", r.Published}, {"registrationCloses", r.RegistrationCloses}, {"start", r.Start}, {"end", r.End}}
	for i, t := range times {
		if t.t.IsZero() {
			return bad("125", "%s is required", t.name)
		}
		if i > 0 && t.t.Before(times[i-1].t) {
			return bad("125", "%s %s is before %s %s", t.name, t.t.Format(time.RFC3339), times[i-1].name, times[i-1].t.Format(time.RFC3339))
		}
	}
	if !r.Start.Before(r.End) {
		return bad("125", "end %s is not after start %s: the tournament has no length", r.End.Format(time.RFC3339), r.Start.Format(time.RFC3339))
	}
	switch {
	case r.Game == LetItRide && r.EntryFee != 0:
		return bad("124", "entryFee is %d cents; a Let It Ride tournament's entry fee is taken from the supplemental wager (letItRide.feePercent), so entryFee must be 0", r.EntryFee)
	case r.Game != LetItRide && r.EntryFee <= 0:
		return bad("124", "entryFee is %d cents; it must be more than 0", r.EntryFee)
	case r.StartingChips <= 0:
		return bad("125", "startingChips is %d; it must be more than 0", r.StartingChips)
	case r.MaxEntrants < 2:
		return bad("125", "maxEntrants is %d; a tournament takes at least 2", r.MaxEntrants)
	case r.MinEntrants < 1 || r.MinEntrants > r.MaxEntrants:
		return bad("125", "minEntrants is %d; it must be 1 to maxEntrants (%d)", r.MinEntrants, r.MaxEntrants)
	case r.Tables < 1 || r.Tables > MaxTables:
		return bad("126", "tables is %d; it must be 1 to %d", r.Tables, MaxTables)
	}
	if int64(r.EntryFee) > (1<<62)/int64(r.MaxEntrants) {
		return bad("124", "entryFee × maxEntrants (%d cents × %d) is out of range", r.EntryFee, r.MaxEntrants)
	}
	var sum Percent
	for i, p := range r.Prizes {
		switch {
		case p.Place != i+1:
			return bad("125", "prizes[%d].place is %d; the places are listed 1, 2, 3, … in order, each once", i, p.Place)
		case p.Place > r.MaxEntrants:
			return bad("125", "prizes[%d].place %d can never be won: at most %d entrants (maxEntrants)", i, p.Place, r.MaxEntrants)
		case p.Percent <= 0 || p.Percent > 100_00:
			return bad("125", "prizes[%d].percent is %s; it must be more than 0 and at most 100", i, p.Percent)
		case i > 0 && p.Percent > r.Prizes[i-1].Percent:
			return bad("125", "prizes[%d].percent %s is more than place %d's %s; a worse place never wins more", i, p.Percent, i, r.Prizes[i-1].Percent)
		}
		sum += p.Percent
	}
	if sum > 100_00 {
		return bad("125", "prizes percents sum to %s; they must sum to at most 100", sum)
	}
	seen := map[int]bool{}
	for i, m := range r.Merchandise {
		switch {
		case m.Place < 1 || m.Place > r.MaxEntrants:
			return bad("125", "merchandise[%d].place is %d; it must be 1 to maxEntrants (%d)", i, m.Place, r.MaxEntrants)
		case seen[m.Place]:
			return bad("125", "merchandise[%d].place %d is listed twice", i, m.Place)
		case strings.TrimSpace(m.Description) == "":
			return bad("90", "merchandise[%d].description is required: a merchandise prize is described", i)
		}
		seen[m.Place] = true
	}
	return nil
}

// Publishable reports, as a *game.RuleError, why r may not be published at
// now: r must pass Check; the rules must be public at least Notice before
// the start (125), public from published or, when now is later, from now;
// the fee-paid prizes must return at least 30% of the entry fees (127,
// ruling TN1); and a Let It Ride tournament, and only it, states its
// feePercent, 30 to 100 (124).
func (r Rules) Publishable(now time.Time) error {
	if err := r.Check(); err != nil {
		return err
	}
	bad := func(section, format string, args ...any) error {
		return game.Rulef(section, "tournament rules: "+format, args...)
	}
	public := r.Published
	if now.After(public) {
		public = now
	}
	if r.Start.Sub(public) < Notice {
		return bad("125", "start %s is %s after the rules are public (%s); it must be at least one week (%s)",
			r.Start.Format(time.RFC3339), r.Start.Sub(public), public.Format(time.RFC3339), Notice)
	}
	if ret := r.Return(); ret < MinReturn {
		return bad("127", "prizes return %s%% of the entry fees; they must return at least %s%% (ruling TN1)", ret, MinReturn)
	}
	switch {
	case r.Game == LetItRide && r.LetItRide == nil:
		return bad("124", "letItRide.feePercent is required: a Let It Ride tournament's entry fee is taken from the supplemental wager")
	case r.Game != LetItRide && r.LetItRide != nil:
		return bad("124", "letItRide is only for a Let It Ride tournament (game %q), not game %q", LetItRide, r.Game)
	case r.LetItRide != nil && (r.LetItRide.FeePercent < MinReturn || r.LetItRide.FeePercent > 100_00):
		return bad("124", "letItRide.feePercent is %s; it must be at least %s and at most 100", r.LetItRide.FeePercent, MinReturn)
	}
	return nil
}

// Return is the return rate r offers (127): the sum of the fee-paid prizes'
// percents. Merchandise is not counted.
func (r Rules) Return() Percent {
	var sum Percent
	for _, p := range r.Prizes {
		sum += p.Percent
	}
	return sum
}

// Pool is the prize money on fees collected (127): Return of fees rounded
// up to the cent, so that never less than the stated rate comes back. r
// must pass Check; fees below zero pool nothing.
func (r Rules) Pool(fees money.Amount) money.Amount {
	return r.Return().Of(fees, true)
}

// LetItRideFee is the entry fee taken from a supplemental wager (67.9) in
// the Let It Ride tournament r (124): feePercent of it, rounded up to the
// cent so that it is never below the stated share.
func LetItRideFee(supplemental money.Amount, r Rules) (money.Amount, error) {
	switch {
	case r.Game != LetItRide || r.LetItRide == nil:
		return 0, game.Rulef("124", "tournament %q is not a Let It Ride tournament with a letItRide.feePercent; no fee is taken from a supplemental wager", r.Name)
	case supplemental <= 0:
		return 0, game.Rulef("67.9", "the supplemental wager is %s; it must be more than 0", supplemental)
	case r.LetItRide.FeePercent < MinReturn || r.LetItRide.FeePercent > 100_00:
		return 0, game.Rulef("124", "letItRide.feePercent is %s; it must be at least %s and at most 100", r.LetItRide.FeePercent, MinReturn)
	}
	return r.LetItRide.FeePercent.Of(supplemental, true), nil
}

// TableOptions are the options of the tables identified for the
// tournament (126): the rules' options, the game's own (124: its rules
// unchanged but for payment), and for Let It Ride the options that take
// the fee from the supplemental wager in play, bonus and tournament, set
// true; either set otherwise is refused. The game checks the options when
// a table opens; this does not.
func (r Rules) TableOptions() (map[string]json.RawMessage, error) {
	opts := map[string]json.RawMessage{}
	if len(r.Options) > 0 {
		if err := json.Unmarshal(r.Options, &opts); err != nil || opts == nil {
			return nil, game.Rulef("125", "tournament rules: options are not an object of table options: %s", r.Options)
		}
	}
	if r.Game == LetItRide {
		for _, o := range []string{"bonus", "tournament"} {
			if v, ok := opts[o]; ok && string(v) != "true" {
				return nil, game.Rulef("124", "tournament rules: a Let It Ride tournament's entry fee is taken from the supplemental wager of 67.9: its tables have option %s true, not %s", o, v)
			}
			opts[o] = json.RawMessage("true")
		}
	}
	return opts, nil
}
