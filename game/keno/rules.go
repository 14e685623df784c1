package keno

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"

	"croupier/game"
	"croupier/money"
)

// Bounds of the table options that the by-law leaves to the operator.
const (
	maxNumbers = 1000 // the most numbers a draw may choose from (75)
	maxDraws   = 1000 // the most consecutive draws one selection may cover (80)
	minReturn  = 65   // percent: the lowest return set for Keno (85)
)

// defaultPaytable is the prize for 1 of each catch, by spot count, on 80
// numbers with 20 drawn (76). Every spot count returns between 70% and 76%;
// doc.go lists the exact returns and TestDefaultReturns checks them.
const defaultPaytable = `{
	"1": {"1": 3},
	"2": {"2": 12},
	"3": {"2": 1, "3": 42},
	"4": {"2": 1, "3": 5, "4": 100},
	"5": {"3": 2, "4": 20, "5": 500},
	"6": {"3": 1, "4": 7, "5": 60, "6": 1600},
	"7": {"3": 1, "4": 3, "5": 20, "6": 120, "7": 6000},
	"8": {"4": 2, "5": 10, "6": 70, "7": 800, "8": 15000},
	"9": {"4": 1, "5": 5, "6": 30, "7": 250, "8": 3000, "9": 30000},
	"10": {"0": 2, "5": 2, "6": 20, "7": 100, "8": 900, "9": 5000, "10": 100000}
}`

// Spec is Keno's catalog entry; its options are what New accepts.
var Spec = func() game.Spec {
	limit := game.OptMax
	limit.Doc = "table maximum wager in cents, per selection per draw (80)"
	lowest := game.OptMin
	lowest.Doc = "table minimum wager in cents, per selection per draw (80)"
	whole := func(name string, def, lo, hi int64, section, doc string) game.OptionSpec {
		return game.OptionSpec{Name: name, Type: game.TypeInt, Default: def, Min: game.Int64(lo), Max: game.Int64(hi), Section: section, Doc: doc}
	}
	return game.Spec{
		ID:        "keno",
		Name:      "Keno",
		Sections:  "75–86",
		Available: true,
		Seats:     "any number of players through the central system (81): a step names any seat up to 1000",
		Outcome:   game.OutcomeBalls,
		Options: []game.OptionSpec{
			lowest,
			limit,
			whole("numbers", 80, 2, maxNumbers, "75", "numbers a draw chooses from"),
			whole("drawn", 20, 1, maxNumbers-1, "75", "numbers drawn per draw; fewer than numbers"),
			whole("max-spots", 10, 1, maxNumbers-1, "77, 78", "most numbers in one selection, shown on the selection slip; at most drawn"),
			whole("max-draws", 20, 1, maxDraws, "80", "most consecutive draws one selection may cover"),
			{Name: "paytable", Type: game.TypeJSON, Default: json.RawMessage(defaultPaytable), Section: "76, 85",
				Doc: `the prize for 1 of each catch, by spot count: {"spots": {"catch": prize}}, the wager included; ` +
					"every spot count from 1 to max-spots has an entry and returns at least 65% (85)"},
			{Name: "max-aggregate-payout", Type: game.TypeCents, Default: int64(10_000_000), Min: game.Int64(1), Section: "77, 82(5)",
				Doc: "most paid out per draw, in cents; prizes over it are reduced in proportion (ruling K2)"},
			whole("claim-days", 365, 1, math.MaxInt32, "82(6), 86", "days to claim a prize, printed on the ticket"),
		},
		Wagers: []game.WagerSpec{
			{ID: "ticket", Section: "78–80", Pays: "the wager times the paytable's prize for 1 of its catch",
				Doc: `one selection of 1 to max-spots numbers, given with "numbers" and "draws" (default 1); ` +
					`a seat's later selections are ticket.2, ticket.3 …; settled per draw`},
		},
		Decisions: []game.DecisionSpec{},
		Dealer:    []string{"draw", "next-round"},
		Notes: "A central system rather than a table: the engine settles the draws; the server sells the tickets " +
			"(control numbers, void tickets, claims: 81–86, ruling K1). A draw closes the sales of its round.",
	}
}()

// Game is Keno's catalog entry with its constructor.
var Game = game.Game{Spec: Spec, New: func(t game.Table, tape *game.Tape) (game.Engine, error) {
	r, err := RulesFrom(t)
	if err != nil {
		return nil, err
	}
	return New(r, tape)
}, Analyze: Analyze}

// A Paytable is the prize paid for 1 of each catch, by spot count (76):
// Paytable[n][k] for a selection of n numbers catching k of them, the
// wager included, as keno tables are written. Row 0 is unused; row n has
// n+1 entries.
type Paytable [][]int64

// Rules are a Keno game's options.
type Rules struct {
	Limits       money.Limits // per selection per draw (80)
	Numbers      int          // the numbers a draw chooses from (75)
	Drawn        int          // the numbers drawn (75)
	MaxSpots     int          // the most numbers in a selection (77, 78)
	MaxDraws     int          // the most consecutive draws of a selection (80)
	Paytable     Paytable     // 76, 85
	MaxAggregate money.Amount // the most paid out per draw (77, 82(5), ruling K2)
	ClaimDays    int          // the time to claim a prize (82(6), 86)
}

// RulesFrom reads the rules from checked table options and validates them.
func RulesFrom(t game.Table) (Rules, error) {
	r := Rules{
		Limits:       t.Limits(),
		Numbers:      int(t.Int("numbers")),
		Drawn:        int(t.Int("drawn")),
		MaxSpots:     int(t.Int("max-spots")),
		MaxDraws:     int(t.Int("max-draws")),
		MaxAggregate: money.Amount(t.Int("max-aggregate-payout")),
		ClaimDays:    int(t.Int("claim-days")),
	}
	if err := r.shape(); err != nil {
		return Rules{}, err
	}
	if raw := t.Raw("paytable"); len(raw) == 0 || isDefault(raw) {
		pt, err := defaultFor(r.MaxSpots)
		if err != nil {
			return Rules{}, err
		}
		r.Paytable = pt
	} else {
		pt, err := ParsePaytable(raw, r.MaxSpots)
		if err != nil {
			return Rules{}, err
		}
		r.Paytable = pt
	}
	if err := r.Validate(); err != nil {
		return Rules{}, err
	}
	return r, nil
}

// isDefault reports whether raw is the default paytable, whitespace aside:
// a table's options written out (json.Marshal of a game.Table, as a draw's
// replay script and the server write them) carry the default compacted, and
// must open the same game, cut to its max-spots, as the default left out.
func isDefault(raw json.RawMessage) bool {
	var a, b bytes.Buffer
	return json.Compact(&a, raw) == nil && json.Compact(&b, []byte(defaultPaytable)) == nil && bytes.Equal(a.Bytes(), b.Bytes())
}

// defaultSpots is the most spots the default paytable pays.
const defaultSpots = 10

// defaultFor returns the default paytable's rows for 1 to maxSpots spots.
func defaultFor(maxSpots int) (Paytable, error) {
	if maxSpots > defaultSpots {
		return nil, game.Rulef("76", "the default paytable pays selections of 1 to %d numbers: a game of max-spots %d gives its own paytable", defaultSpots, maxSpots)
	}
	pt, err := ParsePaytable(json.RawMessage(defaultPaytable), defaultSpots)
	if err != nil {
		panic("keno: the default paytable: " + err.Error()) // a programming error, caught by every test
	}
	return pt[:maxSpots+1], nil
}

// shape checks the options a paytable is read against.
func (r Rules) shape() error {
	switch {
	case r.Numbers < 2 || r.Numbers > maxNumbers:
		return game.Rulef("75", "a draw chooses from 2 to %d numbers, not %d", maxNumbers, r.Numbers)
	case r.Drawn < 1 || r.Drawn >= r.Numbers:
		return game.Rulef("75", "a draw draws at least 1 number and fewer than the %d it chooses from, not %d", r.Numbers, r.Drawn)
	case r.MaxSpots < 1 || r.MaxSpots > r.Drawn:
		return game.Rulef("77, 78", "a selection holds from 1 number up to the %d drawn, so max-spots %d is not allowed", r.Drawn, r.MaxSpots)
	}
	return nil
}

// Validate reports whether the by-law allows r: limits (3), a draw of
// fewer numbers than it chooses from (75), a selection of at most the
// numbers drawn (77, 78), a paytable for every spot count (76) each of
// which returns at least 65% (85, read per spot count: every selection a
// player may make returns it), a maximum aggregate payout (77, 82(5)) and
// a time to claim (82(6), 86).
func (r Rules) Validate() error {
	if err := r.Limits.Validate(); err != nil {
		return game.Rulef("3", "%v", err)
	}
	if err := r.shape(); err != nil {
		return err
	}
	switch {
	case r.MaxDraws < 1 || r.MaxDraws > maxDraws:
		return game.Rulef("80", "a selection covers from 1 to %d consecutive draws, so max-draws %d is not allowed", maxDraws, r.MaxDraws)
	case r.MaxAggregate <= 0:
		return game.Rulef("77, 82(5)", "the maximum aggregate payout per draw is a positive number of cents, not %d", r.MaxAggregate)
	case r.ClaimDays < 1:
		return game.Rulef("82(6), 86", "the time to claim a prize is at least 1 day, not %d", r.ClaimDays)
	case len(r.Paytable) != r.MaxSpots+1:
		return game.Rulef("76", "the paytable has rows for %d spot counts, but max-spots is %d", len(r.Paytable)-1, r.MaxSpots)
	}
	for n := 1; n <= r.MaxSpots; n++ {
		if len(r.Paytable[n]) != n+1 {
			return game.Rulef("76", "the paytable's row for %d spots has %d catches, not %d (0 to %d)", n, len(r.Paytable[n]), n+1, n)
		}
		for k, p := range r.Paytable[n] {
			if p < 0 {
				return game.Rulef("76", "the paytable pays %d for 1 on catching %d of %d: a prize is not negative", p, k, n)
			}
		}
		if ret := r.Return(n); ret.Cmp(big.NewRat(minReturn, 100)) < 0 {
			return game.Rulef("85", "the paytable for %d spots returns %s, below the %d%% set for Keno (every spot count must return it)", n, Decimal(ret), minReturn)
		}
	}
	return nil
}

// Pays returns the prize for 1 of catching catch of spots numbers: 0 for a
// catch the paytable does not list.
func (r Rules) Pays(spots, catch int) int64 {
	if spots < 1 || spots >= len(r.Paytable) || catch < 0 || catch >= len(r.Paytable[spots]) {
		return 0
	}
	return r.Paytable[spots][catch]
}

// Return returns the exact return of a selection of spots numbers: the sum
// over each catch k of its probability (Catch) times its prize for 1.
func (r Rules) Return(spots int) *big.Rat {
	sum := new(big.Rat)
	for k := 0; k <= spots; k++ {
		if p := r.Pays(spots, k); p != 0 {
			sum.Add(sum, new(big.Rat).Mul(r.Catch(spots, k), new(big.Rat).SetInt64(p)))
		}
	}
	return sum
}

// Catch returns the probability that a selection of spots numbers catches
// exactly catch of them: C(n,k)·C(N−n,D−k)/C(N,D), the hypergeometric law
// of a draw of D numbers out of N (75). It is 0 for a selection no draw
// may make (more spots than drawn, 77, 78) and a catch no draw may give.
func (r Rules) Catch(spots, catch int) *big.Rat {
	n, k, free, drawn := int64(spots), int64(catch), int64(r.Numbers-spots), int64(r.Drawn)
	if spots < 1 || spots > r.Drawn || spots >= r.Numbers || k < 0 || k > n || k > drawn || drawn-k > free {
		return new(big.Rat)
	}
	ways := new(big.Int).Binomial(n, k)
	ways.Mul(ways, new(big.Int).Binomial(free, drawn-k))
	return new(big.Rat).SetFrac(ways, new(big.Int).Binomial(int64(r.Numbers), drawn))
}

// Decimal writes a return to 4 decimals, truncated: never more than the
// table returns ("0.7215").
func Decimal(x *big.Rat) string {
	scaled := new(big.Int).Mul(x.Num(), big.NewInt(10_000))
	scaled.Quo(scaled, x.Denom())
	s := scaled.String()
	if len(s) < 5 {
		s = strings.Repeat("0", 5-len(s)) + s
	}
	return s[:len(s)-4] + "." + s[len(s)-4:]
}

// ParsePaytable reads a paytable written {"spots": {"catch": prize}}: a
// row for every spot count from 1 to maxSpots (76), catches from 0 to the
// spot count, prizes for 1 that are whole numbers, not negative. A catch
// not listed pays nothing.
func ParsePaytable(raw json.RawMessage, maxSpots int) (Paytable, error) {
	bad := func(section, format string, args ...any) (Paytable, error) {
		return nil, game.Rulef(section, "paytable: "+format, args...)
	}
	rows, err := object(raw)
	if err != nil {
		return bad("76", `%v: it is {"spots": {"catch": prize for 1}, …}`, err)
	}
	pt := make(Paytable, maxSpots+1)
	for _, row := range rows {
		n, ok := count(row.key)
		switch {
		case !ok || n < 1:
			return bad("78", "%q is not a spot count (1 to %d)", row.key, maxSpots)
		case n > maxSpots:
			return bad("77, 78", "it pays selections of %d numbers, but a selection holds at most %d (max-spots)", n, maxSpots)
		}
		catches, err := object(row.val)
		if err != nil {
			return bad("76", `the prizes of %d spots: %v: they are {"catch": prize for 1, …}`, n, err)
		}
		pt[n] = make([]int64, n+1)
		for _, c := range catches {
			k, ok := count(c.key)
			switch {
			case !ok:
				return bad("76", "%q is not a catch of %d spots (0 to %d)", c.key, n, n)
			case k > n:
				return bad("76", "it pays catching %d of %d spots: a selection catches at most its own numbers", k, n)
			}
			p, err := strconv.ParseInt(strings.TrimSpace(string(c.val)), 10, 64)
			if err != nil || p < 0 {
				return bad("76", "catching %d of %d pays %s: a prize for 1 is a whole number, not negative", k, n, bytes.TrimSpace(c.val))
			}
			pt[n][k] = p
		}
	}
	for n := 1; n <= maxSpots; n++ {
		if pt[n] == nil {
			return bad("76", "it has no prizes for %d spots: every selection a slip offers (1 to %d numbers) has its prizes", n, maxSpots)
		}
	}
	return pt, nil
}

// A member is one key of a JSON object with its value.
type member struct {
	key string
	val json.RawMessage
}

// object reads a JSON object's members in order, refusing a key given twice.
func object(raw json.RawMessage) ([]member, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return nil, fmt.Errorf("%s is not an object", bytes.TrimSpace(raw))
	}
	var out []member
	seen := map[string]bool{}
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return nil, err
		}
		key, _ := t.(string)
		var val json.RawMessage
		if err := dec.Decode(&val); err != nil {
			return nil, err
		}
		if seen[key] {
			return nil, fmt.Errorf("%q is given twice", key)
		}
		seen[key] = true
		out = append(out, member{key, val})
	}
	if _, err := dec.Token(); err != nil {
		return nil, err
	}
	return out, nil
}

// count reads a plain decimal count: digits only, no sign, no leading zero.
func count(s string) (int, bool) {
	if s == "" || len(s) > 4 || (s[0] == '0' && s != "0") {
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

// maxPays returns the largest prize for 1 a selection of spots numbers may
// win.
func (r Rules) maxPays(spots int) int64 {
	var m int64
	for _, p := range r.Paytable[spots] {
		m = max(m, p)
	}
	return m
}
