package roulette

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"croupier/game"
	"croupier/money"
)

// A pocket is a number of the wheel (68): 0 to 36, and doubleZero for 00.
type pocket int

// doubleZero is the pocket 00 of an American wheel (68).
const doubleZero pocket = 37

// String writes p in the spec's notation: "0", "00", "1" … "36".
func (p pocket) String() string {
	if p == doubleZero {
		return "00"
	}
	return strconv.Itoa(int(p))
}

// rank orders pockets as wager ids write them: 0, 00, then 1 to 36.
func (p pocket) rank() int {
	switch p {
	case 0:
		return 0
	case doubleZero:
		return 1
	}
	return int(p) + 1
}

// bit is p's place in a spot's mask.
func (p pocket) bit() uint64 { return 1 << uint(p) }

// parsePocket reads a pocket written as the spec writes it: "0", "00" or
// 1 to 36 without a leading zero.
func parsePocket(s string) (pocket, bool) {
	switch s {
	case "0":
		return 0, true
	case "00":
		return doubleZero, true
	}
	if s == "" || len(s) > 2 || s[0] < '1' || s[0] > '9' {
		return 0, false
	}
	n, err := strconv.Atoi(s)
	if err != nil || n > 36 {
		return 0, false
	}
	return pocket(n), true
}

// red are the red numbers of the layout (72(1)(e)); the other numbers from
// 1 to 36 are black (72(1)(f)). The by-law does not list them: these are
// the colours of every standard wheel and layout.
var red = [37]bool{1: true, 3: true, 5: true, 7: true, 9: true, 12: true, 14: true, 16: true, 18: true,
	19: true, 21: true, 23: true, 25: true, 27: true, 30: true, 32: true, 34: true, 36: true}

// A spot is a wager the table takes: its id, the pockets it wins on and
// what it pays.
type spot struct {
	ID      string
	Section string      // the paragraph of 72 or 72.1 that allows it
	Mask    uint64      // the pockets it wins on, by pocket.bit
	Pay     money.Ratio // 72, 72.1
	// Spins is how many valid spins decide it: 1, or for a double 2 and a
	// triple 3, each of which must show its number (72.1, ruling R2).
	Spins int
	Out   bool // an outside wager (72(1)): its own limits, refused at a doubles table unless allowed (72.1)
}

// outside reports whether s is an outside wager (72(1)).
func (s *spot) outside() bool { return s.Out }

// wins reports whether s wins on p: the spin shows one of its numbers.
func (s *spot) wins(p pocket) bool { return s.Mask&p.bit() != 0 }

// A board is every wager a table takes, fixed by its rules: built once by
// New, read only after.
type board struct {
	rules   Rules
	pockets []string // the wheel's pockets in layout order, for the tape
	spots   map[string]*spot
	offer   []*spot // the spots in the order of 72, then 72.1
	// zero groups of the wheel, for messages: "0-1, 0-2, 0-3"
	zeroSplits, zeroStreets string
}

// The zero groups of each wheel (games.md "roulette"): the splits and
// streets that take in 0 or 00 on the layout. The wager on the zeros and
// the first row together, first-four or five-number (72(2)(e)), is laid
// out by newBoard.
var (
	zeroSplits = map[Wheel][][]pocket{
		SingleZero: {{0, 1}, {0, 2}, {0, 3}},
		DoubleZero: {{0, doubleZero}, {0, 1}, {0, 2}, {doubleZero, 2}, {doubleZero, 3}},
	}
	zeroStreets = map[Wheel][][]pocket{
		SingleZero: {{0, 1, 2}, {0, 2, 3}},
		DoubleZero: {{0, 1, 2}, {0, doubleZero, 2}, {doubleZero, 2, 3}},
	}
)

// newBoard lays out the wagers of a table under r. The groups of the
// layout are built row by row: the numbers 1 to 36 stand in 12 rows of 3
// (1-2-3 at the top, by the zeros, 34-35-36 at the bottom) and 3 columns.
func newBoard(r Rules) *board {
	b := &board{rules: r, spots: map[string]*spot{}}
	pockets := []pocket{0}
	if r.Wheel == DoubleZero {
		pockets = append(pockets, doubleZero)
	}
	for n := pocket(1); n <= 36; n++ {
		pockets = append(pockets, n)
	}
	for _, p := range pockets {
		b.pockets = append(b.pockets, p.String())
	}
	add := func(id, section string, pay money.Ratio, spins int, out bool, ps ...pocket) {
		s := &spot{ID: id, Section: section, Pay: pay, Spins: spins, Out: out}
		for _, p := range ps {
			s.Mask |= p.bit()
		}
		b.spots[id] = s
		b.offer = append(b.offer, s)
	}
	numbers := func(keep func(n int) bool) []pocket {
		var out []pocket
		for n := 1; n <= 36; n++ {
			if keep(n) {
				out = append(out, pocket(n))
			}
		}
		return out
	}
	group := func(prefix, section string, pay money.Ratio, groups [][]pocket) {
		slices.SortFunc(groups, func(x, y []pocket) int {
			return slices.CompareFunc(x, y, func(a, b pocket) int { return a.rank() - b.rank() })
		})
		for _, g := range groups {
			add(prefix+"-"+join(g), section, pay, 1, false, g...)
		}
	}
	// 72(1): outside wagers, unless the table offers doubles without
	// saying it takes them (72.1). They cover numbers from 1 to 36 only:
	// they lose on 0 and 00 (72(1), ruling R1).
	if r.Doubles == NoDoubles || r.OutsideWithDoubles {
		for c := 1; c <= 3; c++ { // a column is the numbers under one another: 1, 4 … 34
			add("column-"+strconv.Itoa(c), "72(1)(a)", payColumn, 1, true, numbers(func(n int) bool { return (n-1)%3 == c-1 })...)
		}
		for d := 1; d <= 3; d++ {
			add("dozen-"+strconv.Itoa(d), "72(1)(b)", payDozen, 1, true, numbers(func(n int) bool { return (n-1)/12 == d-1 })...)
		}
		add("low", "72(1)(c)", payEvenChance, 1, true, numbers(func(n int) bool { return n <= 18 })...)
		add("even", "72(1)(d)", payEvenChance, 1, true, numbers(func(n int) bool { return n%2 == 0 })...)
		add("red", "72(1)(e)", payEvenChance, 1, true, numbers(func(n int) bool { return red[n] })...)
		add("black", "72(1)(f)", payEvenChance, 1, true, numbers(func(n int) bool { return !red[n] })...)
		add("odd", "72(1)(g)", payEvenChance, 1, true, numbers(func(n int) bool { return n%2 == 1 })...)
		add("high", "72(1)(h)", payEvenChance, 1, true, numbers(func(n int) bool { return n >= 19 })...)
	}
	// 72(2): inside wagers.
	for _, p := range pockets {
		add("straight-"+p.String(), "72(2)(a)", payStraight, 1, false, p)
	}
	splits := slices.Clone(zeroSplits[r.Wheel])
	var streets, corners [][]pocket
	for row := 0; row < 12; row++ {
		first := pocket(3*row + 1) // the row first, second, first+2
		streets = append(streets, []pocket{first, first + 1, first + 2})
		splits = append(splits, []pocket{first, first + 1}, []pocket{first + 1, first + 2})
		if row < 11 { // with the row below
			for c := pocket(0); c < 3; c++ {
				splits = append(splits, []pocket{first + c, first + c + 3})
			}
			for c := pocket(0); c < 2; c++ {
				corners = append(corners, []pocket{first + c, first + c + 1, first + c + 3, first + c + 4})
			}
		}
	}
	group("split", "72(2)(b)", paySplit, splits)
	group("street", "72(2)(c)", payStreet, append(slices.Clone(zeroStreets[r.Wheel]), streets...))
	group("corner", "72(2)(d)", payCorner, corners)
	if r.Wheel == SingleZero {
		add("first-four", "72(2)(e)", payFirstFour, 1, false, 0, 1, 2, 3)
	} else {
		add("five-number", "72(2)(e)", payFiveNumber, 1, false, 0, doubleZero, 1, 2, 3)
	}
	for row := 0; row < 11; row++ { // two rows: this one and the one below
		first := pocket(3*row + 1)
		add(fmt.Sprintf("six-line-%d-%d", first, first+5), "72(2)(f)", paySixLine, 1, false, first, first+1, first+2, first+3, first+4, first+5)
	}
	// 72.1: doubles and triples, on any number of the wheel.
	if r.Doubles != NoDoubles {
		pay := payDoubleOnly
		if r.Doubles == DoubleTriple {
			pay = payDouble
		}
		for _, p := range pockets {
			add("double-"+p.String(), "72.1", pay, 2, false, p)
		}
	}
	if r.Doubles == DoubleTriple {
		for _, p := range pockets {
			add("triple-"+p.String(), "72.1", payTriple, 3, false, p)
		}
	}
	var names []string
	for _, g := range zeroSplits[r.Wheel] {
		names = append(names, join(g))
	}
	b.zeroSplits = strings.Join(names, ", ")
	names = nil
	for _, g := range zeroStreets[r.Wheel] {
		names = append(names, join(g))
	}
	b.zeroStreets = strings.Join(names, ", ")
	return b
}

// join writes pockets as a wager id does: "0-00-2".
func join(ps []pocket) string {
	s := make([]string, len(ps))
	for i, p := range ps {
		s[i] = p.String()
	}
	return strings.Join(s, "-")
}

// lookup returns the spot of wager id, or an error naming the wager and
// saying why the table does not take it.
func (b *board) lookup(id string) (*spot, error) {
	if s, ok := b.spots[id]; ok {
		return s, nil
	}
	return nil, b.refuse(id)
}

// Families of grouped numbers: a wager id's prefix, how many numbers it
// names and its paragraph of 72(2).
var groups = []struct {
	prefix  string
	n       int
	section string
}{
	{"split-", 2, "72(2)(b)"},
	{"street-", 3, "72(2)(c)"},
	{"corner-", 4, "72(2)(d)"},
	{"six-line-", 2, "72(2)(f)"},
}

// refuse says why the table takes no wager id, citing the section.
func (b *board) refuse(id string) error {
	no := func(section, format string, args ...any) error {
		return game.Rulef(section, "roulette has no wager %q at this table: "+format, append([]any{id}, args...)...)
	}
	r := b.rules
	outside := func(section string) error {
		return no(section+", 72.1", "this table offers doubles, and outside wagers are accepted with them only where it is so indicated at the table (option outside-with-doubles)")
	}
	switch id {
	case "low":
		return outside("72(1)(c)")
	case "even":
		return outside("72(1)(d)")
	case "red":
		return outside("72(1)(e)")
	case "black":
		return outside("72(1)(f)")
	case "odd":
		return outside("72(1)(g)")
	case "high":
		return outside("72(1)(h)")
	case "first-four":
		return no("72(2)(e)", "the first four (0, 1, 2, 3) is French and English Roulette's, on a single-zero wheel; a double-zero table has five-number (0, 00, 1, 2, 3)")
	case "five-number":
		return no("72(2)(e)", "the five numbers (0, 00, 1, 2, 3) are American Roulette's, on a double-zero wheel; a single-zero table has first-four (0, 1, 2, 3)")
	}
	number := func(section, tok string) (pocket, error) {
		p, ok := parsePocket(tok)
		switch {
		case !ok:
			return 0, no(section, "%q is not a number of the layout (0, 00, 1 to 36, without leading zeros)", tok)
		case p == doubleZero && r.Wheel == SingleZero:
			return 0, no("68", "00 is a number of the double-zero wheel only; this table's wheel has a single zero")
		}
		return p, nil
	}
	for _, f := range []struct{ prefix, section string }{{"column-", "72(1)(a)"}, {"dozen-", "72(1)(b)"}} {
		if rest, ok := strings.CutPrefix(id, f.prefix); ok {
			if rest != "1" && rest != "2" && rest != "3" {
				return no(f.section, "%sN takes N from 1 to 3", f.prefix)
			}
			return outside(f.section)
		}
	}
	if rest, ok := strings.CutPrefix(id, "straight-"); ok {
		if _, err := number("72(2)(a)", rest); err != nil {
			return err
		}
	}
	for _, f := range []struct {
		prefix string
		spins  int
	}{{"double-", 2}, {"triple-", 3}} {
		rest, ok := strings.CutPrefix(id, f.prefix)
		if !ok {
			continue
		}
		switch {
		case r.Doubles == NoDoubles:
			return no("72.1", "this table offers no doubles or triples (72.1: only where it is so indicated at the table)")
		case f.spins == 3 && r.Doubles == DoubleOnly:
			return no("72.1", "this table offers doubles but not triples")
		}
		if _, err := number("72.1", rest); err != nil {
			return err
		}
	}
	for _, g := range groups {
		rest, ok := strings.CutPrefix(id, g.prefix)
		if !ok {
			continue
		}
		toks := strings.Split(rest, "-")
		if rest == "" || len(toks) != g.n {
			return no(g.section, "%sN… names %d numbers", g.prefix, g.n)
		}
		ps := make([]pocket, len(toks))
		for i, tok := range toks {
			p, err := number(g.section, tok)
			if err != nil {
				return err
			}
			if slices.Contains(ps[:i], p) {
				return no(g.section, "it names %s twice", p)
			}
			ps[i] = p
		}
		sorted := slices.SortedFunc(slices.Values(ps), func(a, b pocket) int { return a.rank() - b.rank() })
		if canon := g.prefix + join(sorted); !slices.Equal(ps, sorted) && b.spots[canon] != nil {
			return no(g.section, "numbers are written in layout order (0, 00, then 1 to 36): %s", canon)
		}
		return no(g.section, "%s", b.notAGroup(g.prefix, sorted))
	}
	zero := "first-four"
	if r.Wheel == DoubleZero {
		zero = "five-number"
	}
	doubles := ""
	switch r.Doubles {
	case DoubleOnly:
		doubles = ", double-N"
	case DoubleTriple:
		doubles = ", double-N, triple-N"
	}
	return no("72", "its wagers are column-N, dozen-N, low, even, red, black, odd, high, straight-N, split-A-B, street-A-B-C, corner-A-B-C-D, %s, six-line-A-F%s", zero, doubles)
}

// notAGroup says why the numbers ps (in layout order) are not the group a
// wager id's prefix names.
func (b *board) notAGroup(prefix string, ps []pocket) string {
	zero := ps[0] == 0 || ps[0] == doubleZero
	switch prefix {
	case "split-":
		if zero {
			return fmt.Sprintf("%s and %s are not next to each other on the layout; the splits with a zero are %s", ps[0], ps[1], b.zeroSplits)
		}
		return fmt.Sprintf("%s and %s are not next to each other on the layout (rows 1-2-3 … 34-35-36: a split joins two numbers of a row side by side, or one under the other)", ps[0], ps[1])
	case "street-":
		return fmt.Sprintf("a street is a row of three, street-1-2-3 … street-34-35-36, or a zero street (%s)", b.zeroStreets)
	case "corner-":
		if zero {
			if b.rules.Wheel == SingleZero {
				return "a corner is four numbers from 1 to 36; 0, 1, 2 and 3 together are the first-four wager"
			}
			return "a corner is four numbers from 1 to 36; 0, 00, 1, 2 and 3 together are the five-number wager"
		}
		return "a corner is four numbers meeting at a corner of the layout, two of one row over two of the next (corner-1-2-4-5 … corner-32-33-35-36)"
	}
	return "a six-line is two rows one under the other, written with the first number of the first row and the last of the second (six-line-1-6 … six-line-31-36)"
}
