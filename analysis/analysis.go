// Package analysis is the vocabulary of Croupier's game math: what a wager
// returns, exactly, and how that is shown to an operator, a testing lab or a
// game designer.
//
// A game's analyzer (each game package's Analyze, reached through
// game.Game.Analyze) enumerates every outcome its rules allow and reports
// each wager as a list of Lines: an outcome of the pay table, the player's
// net result on it per unit of the initial wager, and its exact
// probability. Every figure (return, house edge, element of risk, hit
// frequency, variance) is derived here from the lines, in exact rational
// arithmetic, so that no analyzer computes them its own way.
//
// The package depends on nothing of Croupier's: game imports it.
package analysis

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
)

// A Line is one outcome of a wager: its name in the pay table's words, the
// player's net result per unit of the initial wager (35 on a straight-up
// win, −1 on a loss, 0 on a push, 19/20 on a banker win less commission,
// −2 on a raise lost) and its exact probability.
type Line struct {
	Name string
	Net  *big.Rat
	Prob *big.Rat
	// Spread is the variance of the net among the rounds the line stands
	// for, where it gives their mean net instead of one (blackjack's
	// rounds that resplit); nil is 0. The variance counts it; the hit
	// frequency counts the line by the sign of its mean, and its bounds
	// (Figures.HitLow, HitHigh) as winning none or all of its rounds.
	Spread *big.Rat
}

// NewLine is a line whose probability is count out of total equally likely
// cases.
func NewLine(name string, net *big.Rat, count, total *big.Int) Line {
	return Line{Name: name, Net: net, Prob: new(big.Rat).SetFrac(count, total)}
}

// CountLine is NewLine for counts that fit an int64.
func CountLine(name string, net *big.Rat, count, total int64) Line {
	return Line{Name: name, Net: net, Prob: big.NewRat(count, total)}
}

// Rat returns a/b as a new rational, the shorthand analyzers write pays in.
func Rat(a, b int64) *big.Rat { return big.NewRat(a, b) }

// Int returns n as a new rational.
func Int(n int64) *big.Rat { return new(big.Rat).SetInt64(n) }

// A Wager is one wager of a game analysed under one table's options.
//
// Staked is the average amount put at risk per unit of the initial wager,
// counting the wagers a decision adds (Caribbean Stud's raise, Three Card
// Poker's play); nil means 1. The element of risk divides the house edge by
// it.
type Wager struct {
	ID      string `json:"id"`              // the wager id of games.md
	Title   string `json:"title,omitempty"` // what is analysed, when the id alone does not say ("straight up", "6 spots")
	Section string `json:"section,omitempty"`
	Lines   []Line `json:"-"`
	Staked  *big.Rat
	// Note says what the figure assumes (a strategy, a commission, a
	// contribution to a progressive left out).
	Note string `json:"note,omitempty"`
	// Place is what a simulation stakes to play the wager, as a table takes
	// it: a wager id with these figures (straight-17 for straight-N), then
	// any other wager the table requires beside it; the figures are per
	// unit of the first. Nil means ID alone. Where the wager analysed is
	// placed only beside another one, Place names that one and Then the
	// wager (craps: pass, then pass-odds at once its amount).
	Place []string `json:"-"`
	// Rounds is the average number of rounds a decision of the wager
	// takes (a craps pass wager: 3.3758 rolls); nil means 1. A simulation
	// seats every wager at once where one lasts several rounds.
	Rounds *big.Rat `json:"-"`
	// Then are wagers a simulation adds on the seat, at ThenTimes the
	// amount of Place's first, at the first round the table offers the
	// seat one of them while its wagers stand, or never (craps: the
	// associate chance as soon as the point is known, 95.16). ThenTotals,
	// when set, takes them only if the roll just made totals one of these
	// (the point a pass-odds figure is for: the come-out roll that made
	// it). Nil when none.
	Then       []string `json:"-"`
	ThenTimes  int64    `json:"-"`
	ThenTotals []int    `json:"-"`
	// PlaceArgs are the arguments a simulation's wager step takes beside
	// the amounts, each as JSON text (a keno selection's "numbers" and
	// "draws"); nil when it takes none.
	PlaceArgs map[string]string `json:"-"`
	// Unplayed says why a simulation at the analysed table cannot play the
	// wager (a position wager the table does not offer); "" when it can.
	Unplayed string `json:"-"`
	// Count are the settled wager ids that make the wager's result (ante,
	// play); nil means every wager its seat settles.
	Count []string `json:"-"`
	// Covers, for a banking seat's cover (Pai Gow Poker 53, Super Pan 9
	// 62, Pai Gow 116), is the wager of the one seat it covers. A
	// simulation offers seat 2 the bank at a round the dealer banks,
	// where seats 1 and 2 place Covers's Place and play its strategy; at
	// the round seat 2 banks, seat 1 places it again, and the figure is
	// seat 2's bank. Nil for any other wager.
	Covers *Wager `json:"-"`
	// BankedBySeat says the wager is played at a round a seat banks: a
	// simulation plays it as seat 1 of such a round, seat 2 banking (as
	// for Covers), and the figure is seat 1's.
	BankedBySeat bool `json:"-"`
	// CoveredAlone says the figure holds only where the banking seat
	// covers this one wager: a cover's always does (over several the seat
	// pays 5% of its net win, ruling PG3, not of each wager's), and so
	// does a wager against a seat that plays on what it saw of every
	// player (Super Pan 9, 62). A simulation whose banking seat covers
	// several wagers (simulate.Options.Covered) estimates such a wager
	// without an exact figure to hold.
	CoveredAlone bool `json:"-"`
}

// SeveralCovered is what a banking seat's cover says of a seat covering
// several main wagers (CoveredAlone).
const SeveralCovered = "covering several main wagers, the seat pays 5% of the round's net win (ruling PG3), not of each wager's: " +
	"no enumeration here deals several players' hands against one bank hand together, so that figure is simulated " +
	"(croupier simulate GAME --covered K)"

// OneCover reports whether w's figure holds only where a banking seat
// covers w alone (CoveredAlone).
func (w Wager) OneCover() bool { return w.Covers != nil || w.CoveredAlone }

// Figures are a wager's summary, exact where the arithmetic allows.
type Figures struct {
	Return   *big.Rat // the expected amount returned per unit wagered initially, stake included
	Edge     *big.Rat // the house edge: the expected loss per unit of the initial wager
	Risk     *big.Rat // the element of risk: the expected loss per unit staked in all
	Hit      *big.Rat // the probability that the wager wins something (net > 0)
	Variance *big.Rat // of the net result per unit of the initial wager
	Staked   *big.Rat // the average amount staked per unit of the initial wager
	// HitLow and HitHigh bound the hit frequency exactly: a line that
	// stands for rounds of several nets (Line.Spread) counts in Hit by the
	// sign of its mean, in HitLow as winning none of them and in HitHigh
	// as winning all. Equal to Hit where no line has a spread.
	HitLow, HitHigh *big.Rat
}

// SD is the standard deviation of the net result per unit of the initial
// wager.
func (f Figures) SD() float64 {
	v, _ := f.Variance.Float64()
	return math.Sqrt(v)
}

// Figures computes w's summary from its lines.
func (w Wager) Figures() Figures {
	mean, sq, hit := new(big.Rat), new(big.Rat), new(big.Rat)
	low, high := new(big.Rat), new(big.Rat)
	t := new(big.Rat)
	for _, l := range w.Lines {
		t.Mul(l.Net, l.Prob)
		mean.Add(mean, t)
		t.Mul(t, l.Net)
		sq.Add(sq, t)
		mixed := l.Spread != nil && l.Spread.Sign() > 0
		if mixed {
			sq.Add(sq, t.Mul(l.Spread, l.Prob))
			high.Add(high, l.Prob)
		}
		if l.Net.Sign() > 0 {
			hit.Add(hit, l.Prob)
			if !mixed {
				low.Add(low, l.Prob)
				high.Add(high, l.Prob)
			}
		}
	}
	staked := w.Staked
	if staked == nil {
		staked = Int(1)
	}
	edge := new(big.Rat).Neg(mean)
	return Figures{
		Return:   new(big.Rat).Add(Int(1), mean),
		Edge:     edge,
		Risk:     new(big.Rat).Quo(edge, staked),
		Hit:      hit,
		HitLow:   low,
		HitHigh:  high,
		Variance: new(big.Rat).Sub(sq, new(big.Rat).Mul(mean, mean)),
		Staked:   new(big.Rat).Set(staked),
	}
}

// ErrLines reports a wager whose lines are not a probability distribution.
var ErrLines = errors.New("analysis: the lines are not a distribution")

// Check reports whether w's lines are a probability distribution: each
// probability in [0, 1], every net given, and the probabilities summing to
// exactly 1. Every analyzer's test calls it.
func (w Wager) Check() error {
	sum := new(big.Rat)
	for _, l := range w.Lines {
		if l.Net == nil || l.Prob == nil {
			return fmt.Errorf("%w: %s line %q has no net or no probability", ErrLines, w.ID, l.Name)
		}
		if l.Prob.Sign() < 0 || l.Prob.Cmp(Int(1)) > 0 {
			return fmt.Errorf("%w: %s line %q has probability %s", ErrLines, w.ID, l.Name, l.Prob.RatString())
		}
		if l.Spread != nil && l.Spread.Sign() < 0 {
			return fmt.Errorf("%w: %s line %q has a negative spread %s", ErrLines, w.ID, l.Name, l.Spread.RatString())
		}
		sum.Add(sum, l.Prob)
	}
	if sum.Cmp(Int(1)) != 0 {
		return fmt.Errorf("%w: %s's probabilities sum to %s, not 1", ErrLines, w.ID, sum.FloatString(12))
	}
	return nil
}

// A Sample is a wager's simulated results: N decisions, and the sum and
// the sum of squares of its net result per unit of the initial wager.
type Sample struct {
	N       int64
	Sum, Sq float64
}

// Add adds o's results to s.
func (s *Sample) Add(o Sample) { s.N += o.N; s.Sum += o.Sum; s.Sq += o.Sq }

// A Strategy is a readable table of the decisions an analysis assumed: the
// one that maximises the player's return, derived by the analysis itself.
type Strategy struct {
	Title   string     `json:"title"`
	Section string     `json:"section,omitempty"`
	Columns []string   `json:"columns"`
	Rows    [][]string `json:"rows"`
	Notes   []string   `json:"notes,omitempty"`
}

// A Report is a game's analysis under one table's options.
type Report struct {
	Game    string         `json:"game"`
	Options map[string]any `json:"options,omitempty"`
	// Method says how the figures were obtained ("every player hand against
	// every dealer hand: 22,100 × 18,424").
	Method string  `json:"method"`
	Wagers []Wager `json:"wagers"`
	// Missing names the game's wagers the report does not analyse yet
	// (Method says why); every report shows them.
	Missing    []string   `json:"missing,omitempty"`
	Strategies []Strategy `json:"strategies,omitempty"`
	// Digits is how many decimals percentages are shown with; 0 means 4.
	Digits int `json:"-"`
}

// Check reports whether every wager of r is a distribution.
func (r *Report) Check() error {
	if len(r.Wagers) == 0 && len(r.Missing) == 0 {
		return fmt.Errorf("%w: %s has no wager", ErrLines, r.Game)
	}
	var errs []error
	for _, w := range r.Wagers {
		if err := w.Check(); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// Wager returns the wager with id and title (title "" matches the first
// with id), or nil.
func (r *Report) Wager(id, title string) *Wager {
	for i := range r.Wagers {
		if w := &r.Wagers[i]; w.ID == id && (title == "" || w.Title == title) {
			return w
		}
	}
	return nil
}

// Warnings names each wager whose return exceeds 1: the pay table gives the
// player the edge. The by-law allows it; an operator wants to know.
func (r *Report) Warnings() []string {
	var out []string
	for _, w := range r.Wagers {
		if f := w.Figures(); f.Return.Cmp(Int(1)) > 0 {
			out = append(out, fmt.Sprintf("%s gives the player the edge: it returns %s", w.label(), Percent(f.Return, r.Decimals())))
		}
	}
	return out
}

// Decimals is how many decimals r's percentages are shown with.
func (r *Report) Decimals() int {
	if r.Digits == 0 {
		return 4
	}
	return r.Digits
}

// label is the wager's id, with its title when it has one.
func (w Wager) label() string {
	if w.Title == "" {
		return w.ID
	}
	return w.ID + " (" + w.Title + ")"
}

// Percent writes x as a percentage with digits decimals, rounded half away
// from zero: Percent(1/3, 4) is "33.3333%".
func Percent(x *big.Rat, digits int) string {
	return new(big.Rat).Mul(x, Int(100)).FloatString(digits) + "%"
}

// Decimal writes x with digits decimals.
func Decimal(x *big.Rat, digits int) string { return x.FloatString(digits) }

// Pays writes a net result as odds: "35 to 1", "19 to 20", "push", "loses 1",
// "loses 2".
func Pays(net *big.Rat) string {
	switch net.Sign() {
	case 0:
		return "push"
	case -1:
		return "loses " + ratio(new(big.Rat).Neg(net))
	}
	return ratio(net) + " to 1"
}

func ratio(x *big.Rat) string {
	if x.IsInt() {
		return x.Num().String()
	}
	if s := x.FloatString(4); strings.TrimRight(strings.TrimRight(s, "0"), ".") != "" {
		f := new(big.Rat)
		if f.SetString(s); f.Cmp(x) == 0 {
			return strings.TrimRight(strings.TrimRight(s, "0"), ".")
		}
	}
	if x.Denom().BitLen() > 20 {
		// An expected net rather than a pay (a split's, computed in
		// floating point): its digits, not a fraction of 17 digits.
		return "about " + x.FloatString(6)
	}
	return x.RatString()
}

// Thousands writes n with a comma every three digits: 2,598,960, the way
// the analyses count hands and deals.
func Thousands(n int64) string { return Commas(strconv.FormatInt(n, 10)) }

// Commas writes the decimal digits s, with a leading minus sign or none,
// with a comma every three digits: a big.Int's String.
func Commas(s string) string {
	sign := ""
	if strings.HasPrefix(s, "-") {
		sign, s = "-", s[1:]
	}
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return sign + s
}
