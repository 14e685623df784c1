package slots

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/big"
	"strings"

	"croupier/game"
	"croupier/money"
)

// Any in a pay combination matches whatever symbol a reel shows.
const Any = "any"

// maxCombinations bounds the reel-stop combinations a machine may have, so
// that its exact return (ruling M1) can always be computed.
const maxCombinations = 1 << 31

// A Machine is one slot machine's configuration (89–93): the `machine`
// table option. doc.go describes its JSON form.
type Machine struct {
	Name         string       `json:"name"`
	Denomination money.Amount `json:"denomination"`       // cents per coin
	Coins        int          `json:"coins"`              // coins per play
	Rows         int          `json:"rows,omitempty"`     // visible rows: 1 (the default) or 3
	Reels        [][]string   `json:"reels"`              // each reel's strip, stop 0 first
	Paylines     [][]int      `json:"paylines,omitempty"` // each line's row on each reel; default the middle row
	Pays         []Pay        `json:"pays"`               // line pays, left to right
	Wild         string       `json:"wild,omitempty"`     // substitutes for any symbol but the scatter
	Scatter      string       `json:"scatter,omitempty"`  // pays by count anywhere in the window
	ScatterPays  []ScatterPay `json:"scatterPays,omitempty"`
	Progressive  *Progressive `json:"progressive,omitempty"`
	Defective    bool         `json:"defective,omitempty"` // out of order: every play void and refunded (95)
}

// A Pay is one line of the pay table: Symbols on a payline's first
// len(Symbols) reels, left to right, pay Pays coins for each coin played on
// that line.
type Pay struct {
	Symbols []string `json:"symbols"`
	Pays    int64    `json:"pays"`
	// Merchandise describes a merchandise prize won with the line (90);
	// it may pay no coins (Pays 0). Its value is no part of the return.
	Merchandise string `json:"merchandise,omitempty"`
}

// A ScatterPay pays Pays times the coins played when Count or more scatter
// symbols show anywhere in the window (the highest count reached pays).
type ScatterPay struct {
	Count int   `json:"count"`
	Pays  int64 `json:"pays"`
}

// A Progressive is a jackpot shared by the machines linked to one pool (91,
// 92): Symbols on the first payline win it. Rate is the part of each play's
// unit cost added to the pool, a fraction "a/b" ("1/100" is 1%); Reset, in
// cents, is what the pool restarts at once won.
type Progressive struct {
	Pool    string       `json:"pool"`
	Symbols []string     `json:"symbols"`
	Rate    string       `json:"rate"`
	Reset   money.Amount `json:"reset"`
}

// Parse reads a machine configuration, refusing unknown fields, and
// validates it (Validate).
func Parse(raw []byte) (Machine, error) {
	m, err := decode(raw)
	if err != nil {
		return Machine{}, err
	}
	if err := m.Validate(); err != nil {
		return Machine{}, err
	}
	return m, nil
}

// decode reads a machine configuration, refusing unknown fields, without
// validating it.
func decode(raw []byte) (Machine, error) {
	var m Machine
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&m); err != nil {
		return Machine{}, &game.RuleError{Section: "89", Msg: "the machine configuration is not valid JSON", Err: err}
	}
	return m, nil
}

// UnitCost is the cost of one play: coins times the denomination (89).
func (m Machine) UnitCost() money.Amount { return m.Denomination * money.Amount(m.Coins) }

// rows returns the visible rows, 1 when not given.
func (m Machine) rows() int {
	if m.Rows == 0 {
		return 1
	}
	return m.Rows
}

// lines returns the paylines, the middle row when none is given.
func (m Machine) lines() [][]int {
	if len(m.Paylines) > 0 {
		return m.Paylines
	}
	mid := make([]int, len(m.Reels))
	for k := range mid {
		mid[k] = m.rows() / 2
	}
	return [][]int{mid}
}

// coinsPerLine is what each payline is played for.
func (m Machine) coinsPerLine() int64 { return int64(m.Coins / len(m.lines())) }

// Strips returns each reel's number of stops.
func (m Machine) Strips() []int {
	n := make([]int, len(m.Reels))
	for k, s := range m.Reels {
		n[k] = len(s)
	}
	return n
}

// Validate reports whether m is a well-formed machine the by-law allows,
// its return by ruling M1 at least 83% (93) included.
func (m Machine) Validate() error {
	if err := m.check(); err != nil {
		return err
	}
	a, err := Analyze(m)
	if err != nil {
		return err
	}
	if a.Return.Cmp(MinReturn) < 0 {
		return game.Rulef("93", "machine %q returns %s = %s%%, below the 83%% minimum (return over all %d reel-stop combinations, ruling M1)",
			m.Name, a.Return.RatString(), Percent(a.Return), a.Combinations)
	}
	return nil
}

// MinReturn is the least return rate a game may have (93).
var MinReturn = big.NewRat(83, 100)

// check validates the configuration's form, everything but its return.
func (m Machine) check() error {
	bad := func(section, format string, args ...any) error {
		return game.Rulef(section, "machine %q: "+format, append([]any{m.Name}, args...)...)
	}
	switch {
	case strings.TrimSpace(m.Name) == "":
		return game.Rulef("89", "the machine has no name: the name of the game must be shown (89)")
	case m.Denomination <= 0:
		return bad("89", "denomination %d: a coin is worth at least 1 cent", m.Denomination)
	case m.Coins <= 0:
		return bad("89", "coins %d: a play takes at least one coin", m.Coins)
	case m.Rows != 0 && m.Rows != 1 && m.Rows != 3:
		return bad("89", "rows %d: a machine shows 1 or 3 rows", m.Rows)
	case len(m.Reels) == 0:
		return bad("89", "no reels")
	}
	known := map[string]bool{}
	combos := int64(1)
	for k, strip := range m.Reels {
		if len(strip) == 0 {
			return bad("89", "reel %d has no stops", k+1)
		}
		for i, s := range strip {
			if s == "" || s == Any {
				return bad("89", "reel %d stop %d: %q is not a symbol name", k+1, i, s)
			}
			known[s] = true
		}
		combos *= int64(len(strip))
		if combos > maxCombinations {
			return bad("93", "more than %d reel-stop combinations: the return cannot be computed exactly (ruling M1)", maxCombinations)
		}
	}
	if len(known) > 255 {
		return bad("89", "%d symbols: at most 255", len(known))
	}
	for _, sym := range []string{m.Wild, m.Scatter} {
		if sym != "" && !known[sym] {
			return bad("89", "symbol %q is on no reel", sym)
		}
	}
	if m.Wild != "" && m.Wild == m.Scatter {
		return bad("89", "%q cannot be both the wild and the scatter symbol", m.Wild)
	}
	for i, l := range m.Paylines {
		if len(l) != len(m.Reels) {
			return bad("89", "payline %d names %d rows for %d reels", i+1, len(l), len(m.Reels))
		}
		for k, r := range l {
			if r < 0 || r >= m.rows() {
				return bad("89", "payline %d, reel %d: row %d is not a row from 0 to %d", i+1, k+1, r, m.rows()-1)
			}
		}
	}
	if m.Coins%len(m.lines()) != 0 {
		return bad("89", "%d coins do not play %d paylines evenly", m.Coins, len(m.lines()))
	}
	if len(m.Pays) == 0 {
		return bad("89", "no pay table")
	}
	for i, p := range m.Pays {
		if len(p.Symbols) == 0 || len(p.Symbols) > len(m.Reels) {
			return bad("89", "pay %d names %d symbols for %d reels", i+1, len(p.Symbols), len(m.Reels))
		}
		for _, s := range p.Symbols {
			if s != Any && !known[s] {
				return bad("89", "pay %d names %q, a symbol on no reel", i+1, s)
			}
			if s != "" && s == m.Scatter {
				return bad("89", "pay %d names the scatter symbol %q, which pays only by count", i+1, s)
			}
		}
		switch {
		case p.Pays == 0 && strings.TrimSpace(p.Merchandise) == "":
			return bad("89", "pay %d pays nothing: a prize is from 1 to 1000000 coins per coin, or merchandise described (90)", i+1)
		case p.Pays < 0 || p.Pays > 1_000_000:
			return bad("89", "pay %d pays %d: a prize is from 1 to 1000000 coins per coin", i+1, p.Pays)
		case len(p.Merchandise) > 200:
			return bad("90", "pay %d describes its merchandise in %d characters: at most 200", i+1, len(p.Merchandise))
		}
	}
	if len(m.ScatterPays) > 0 && m.Scatter == "" {
		return bad("89", "scatter pays without a scatter symbol")
	}
	for i, p := range m.ScatterPays {
		if p.Count < 1 || p.Count > len(m.Reels)*m.rows() {
			return bad("89", "scatter pay %d: %d symbols cannot show in a window of %d", i+1, p.Count, len(m.Reels)*m.rows())
		}
		if p.Pays <= 0 || p.Pays > 1_000_000 {
			return bad("89", "scatter pay %d pays %d: a prize is from 1 to 1000000 times the play", i+1, p.Pays)
		}
	}
	if p := m.Progressive; p != nil {
		if p.Pool == "" {
			return bad("91", "the progressive jackpot names no pool")
		}
		if len(p.Symbols) != len(m.Reels) {
			return bad("92", "the progressive combination names %d symbols for %d reels", len(p.Symbols), len(m.Reels))
		}
		for _, s := range p.Symbols {
			if !known[s] {
				return bad("92", "the progressive combination names %q, a symbol on no reel", s)
			}
		}
		r, err := p.rate()
		if err != nil {
			return bad("91", "%v", err)
		}
		if r.Sign() <= 0 || r.Cmp(big.NewRat(1, 1)) >= 0 {
			return bad("91", "the progressive rate %s is not a fraction between 0 and 1", p.Rate)
		}
		if p.Reset < 0 || p.Reset > game.MaxJackpot {
			return bad("91", "the progressive reset value %d is not 0 to %d cents", p.Reset, int64(game.MaxJackpot))
		}
		if c := new(big.Rat).Mul(r, new(big.Rat).SetInt64(int64(m.UnitCost()))); !c.IsInt() {
			return bad("91", "the progressive rate %s of the %d-cent play is %s cents: the pool grows by whole cents, so rate × unit cost must be one", p.Rate, m.UnitCost(), c.FloatString(4))
		}
	}
	return nil
}

// Contribution is what one play adds to the progressive pool, rate × unit
// cost in whole cents (91; check refuses a rate that gives a part of a
// cent); 0 without a progressive jackpot.
func (m Machine) Contribution() money.Amount {
	if m.Progressive == nil {
		return 0
	}
	r, err := m.Progressive.rate()
	if err != nil {
		return 0
	}
	c := new(big.Rat).Mul(r, new(big.Rat).SetInt64(int64(m.UnitCost())))
	return money.Amount(new(big.Int).Quo(c.Num(), c.Denom()).Int64())
}

// rate reads the contribution rate "a/b".
func (p Progressive) rate() (*big.Rat, error) {
	r, ok := new(big.Rat).SetString(p.Rate)
	if !ok || !strings.Contains(p.Rate, "/") {
		return nil, fmt.Errorf("the progressive rate %q is not a fraction a/b", p.Rate)
	}
	return r, nil
}

// window returns the symbol at row r of reel k stopped at stop.
func (m Machine) symbol(k, stop, r int) string {
	strip := m.Reels[k]
	return strip[(stop+r)%len(strip)]
}

// matches reports whether shown fills the place of p in a pay combination.
func (m Machine) matches(p, shown string) bool {
	return p == Any || p == shown || (m.Wild != "" && shown == m.Wild)
}

// linePay returns the index of the pay table line that syms (one symbol per
// reel, left to right) wins, the highest paying, or -1.
func (m Machine) linePay(syms []string) int {
	best := -1
	for i, p := range m.Pays {
		ok := true
		for k, s := range p.Symbols {
			if !m.matches(s, syms[k]) {
				ok = false
				break
			}
		}
		if ok && (best < 0 || p.Pays > m.Pays[best].Pays) {
			best = i
		}
	}
	return best
}

// scatterPay returns the index of the scatter pay that n scatter symbols
// win, the highest count reached, or -1.
func (m Machine) scatterPay(n int) int {
	best := -1
	for i, p := range m.ScatterPays {
		if n >= p.Count && (best < 0 || p.Pays > m.ScatterPays[best].Pays) {
			best = i
		}
	}
	return best
}

// Win is what one spin pays, in coins, with the pays it won.
type Win struct {
	Coins   int64 // line pays times coins per line, plus scatter pays times coins
	Lines   []LineWin
	Scatter int  // index into ScatterPays, or -1
	Jackpot bool // the progressive combination is on the first payline
}

// A LineWin is one payline's win: Line (0-based) won Pays[Pay].
type LineWin struct{ Line, Pay int }

// Spin evaluates the reels stopped at stops (valid stop indices): every
// payline's highest pay, the scatter pay and the progressive combination.
func (m Machine) Spin(stops []int) Win {
	w := Win{Scatter: -1}
	syms := make([]string, len(m.Reels))
	for i, l := range m.lines() {
		for k, r := range l {
			syms[k] = m.symbol(k, stops[k], r)
		}
		if p := m.linePay(syms); p >= 0 {
			w.Lines = append(w.Lines, LineWin{i, p})
			w.Coins += m.Pays[p].Pays * m.coinsPerLine()
		}
		if i == 0 && m.Progressive != nil {
			w.Jackpot = true
			for k, s := range m.Progressive.Symbols {
				w.Jackpot = w.Jackpot && syms[k] == s
			}
		}
	}
	if m.Scatter != "" {
		n := 0
		for k := range m.Reels {
			for r := range m.rows() {
				if m.symbol(k, stops[k], r) == m.Scatter {
					n++
				}
			}
		}
		if w.Scatter = m.scatterPay(n); w.Scatter >= 0 {
			w.Coins += m.ScatterPays[w.Scatter].Pays * int64(m.Coins)
		}
	}
	return w
}
