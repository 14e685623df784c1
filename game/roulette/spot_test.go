package roulette

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"croupier/game"
)

// rulesFor is a table of wheel w offering doubles d, outside wagers taken.
func rulesFor(w Wheel, d Doubles) Rules {
	r := Rules{Wheel: w, Doubles: d, OutsideWithDoubles: true, Chips: ColourChips, Seats: 7}
	r.Inside.Min, r.Inside.Max, r.Outside.Min, r.Outside.Max = 100, 10000, 100, 10000
	return r
}

// The number of wagers of each wheel, counted by hand from 72 and 72.1:
// straights 37 (38 with 00); splits 24 side by side (2 in each of 12 rows)
// + 33 one under the other (3 between each of 11 pairs of rows) + the zero
// splits, 3 (5); streets 12 rows + 2 (3) zero streets; corners 2 in each
// of 11 pairs of rows = 22; six-lines 11; first-four or five-number 1;
// columns 3, dozens 3, even chances 6; a double and a triple per number.
func TestBoardSize(t *testing.T) {
	for _, c := range []struct {
		w          Wheel
		d          Doubles
		want       int
		outsideOff bool
	}{
		{SingleZero, NoDoubles, 37 + 60 + 14 + 22 + 11 + 1 + 12, false},
		{DoubleZero, NoDoubles, 38 + 62 + 15 + 22 + 11 + 1 + 12, false},
		{SingleZero, DoubleOnly, 37 + 60 + 14 + 22 + 11 + 1 + 12 + 37, false},
		{SingleZero, DoubleTriple, 37 + 60 + 14 + 22 + 11 + 1 + 12 + 74, false},
		{DoubleZero, DoubleTriple, 38 + 62 + 15 + 22 + 11 + 1 + 12 + 76, false},
		{DoubleZero, DoubleTriple, 38 + 62 + 15 + 22 + 11 + 1 + 76, true}, // 72.1: no outside wagers
	} {
		r := rulesFor(c.w, c.d)
		r.OutsideWithDoubles = !c.outsideOff
		b := newBoard(r)
		if len(b.offer) != c.want || len(b.spots) != c.want {
			t.Errorf("%s %s outside %v: %d wagers (%d ids), want %d", c.w, c.d, !c.outsideOff, len(b.offer), len(b.spots), c.want)
		}
		for _, s := range b.offer {
			if got, err := b.lookup(s.ID); err != nil || got != s {
				t.Errorf("lookup(%q) = %v, %v", s.ID, got, err)
			}
			if s.Section == "" || s.Pay.Den != 1 || s.Mask == 0 {
				t.Errorf("%s: section %q, pay %v, mask %b", s.ID, s.Section, s.Pay, s.Mask)
			}
		}
	}
}

// coord is where a number from 1 to 36 stands on the layout: its row (0
// at the top, by the zeros) and column.
func coord(n pocket) (row, col int) { return (int(n) - 1) / 3, (int(n) - 1) % 3 }

// adjacent reports whether two numbers from 1 to 36 touch along a side.
func adjacent(a, b pocket) bool {
	ra, ca := coord(a)
	rb, cb := coord(b)
	d := abs(ra-rb) + abs(ca-cb)
	return d == 1
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// validGroup is the by-law's geometry worked out again, from coordinates
// and the zero groups as games.md lists them (not the package's tables):
// whether the numbers ps, as a family's wager, are one on wheel w.
func validGroup(family string, w Wheel, ps []pocket) bool {
	names := make([]string, len(ps))
	zero := false
	for i, p := range ps {
		names[i] = p.String()
		zero = zero || p == 0 || p == doubleZero
	}
	key := strings.Join(names, "-")
	if zero {
		single := map[string]bool{"split 0-1": true, "split 0-2": true, "split 0-3": true, "street 0-1-2": true, "street 0-2-3": true}
		double := map[string]bool{"split 0-00": true, "split 0-1": true, "split 0-2": true, "split 00-2": true, "split 00-3": true,
			"street 0-1-2": true, "street 0-00-2": true, "street 00-2-3": true}
		if w == SingleZero {
			return single[family+" "+key]
		}
		return double[family+" "+key]
	}
	rows := map[int]bool{}
	cols := map[int]bool{}
	for _, p := range ps {
		r, c := coord(p)
		rows[r], cols[c] = true, true
	}
	switch family {
	case "split":
		return adjacent(ps[0], ps[1])
	case "street": // three numbers of one row
		return len(rows) == 1
	case "corner": // a 2 × 2 block: two rows, two columns, side by side
		if len(rows) != 2 || len(cols) != 2 {
			return false
		}
		r0, c0 := coord(ps[0])
		r3, c3 := coord(ps[3])
		return r3-r0 == 1 && c3-c0 == 1
	}
	return false
}

// Every group of 2, 3 and 4 numbers of each wheel, in layout order: the
// board takes exactly those validGroup says are adjacent, and refuses the
// others with an error naming the wager. Six-lines: every pair of numbers.
func TestGroupsExhaustive(t *testing.T) {
	for _, w := range []Wheel{SingleZero, DoubleZero} {
		b := newBoard(rulesFor(w, NoDoubles))
		all := []pocket{0}
		if w == DoubleZero {
			all = append(all, doubleZero)
		}
		for n := pocket(1); n <= 36; n++ {
			all = append(all, n)
		}
		counts := map[string]int{}
		var walk func(family string, k, from int, ps []pocket)
		walk = func(family string, k, from int, ps []pocket) {
			if len(ps) == k {
				id := family + "-" + join(ps)
				want := validGroup(family, w, ps)
				s, err := b.lookup(id)
				switch {
				case want && err != nil:
					t.Errorf("%s: %s refused: %v", w, id, err)
				case want && s.Mask != maskOf(ps):
					t.Errorf("%s: %s covers %b, want %b", w, id, s.Mask, maskOf(ps))
				case !want && err == nil:
					t.Errorf("%s: %s accepted, but the numbers are not adjacent", w, id)
				case !want && !strings.Contains(err.Error(), id):
					t.Errorf("%s: %s refused without naming it: %v", w, id, err)
				}
				if want {
					counts[family]++
				}
				return
			}
			for i := from; i < len(all); i++ {
				walk(family, k, i+1, append(ps, all[i]))
			}
		}
		walk("split", 2, 0, nil)
		walk("street", 3, 0, nil)
		walk("corner", 4, 0, nil)
		// Six-lines are named by two numbers: the first of a row, the last
		// of the row below.
		for _, a := range all {
			for _, f := range all {
				id := fmt.Sprintf("six-line-%s-%s", a, f)
				_, err := b.lookup(id)
				want := a != 0 && a != doubleZero && f != 0 && f != doubleZero && (a-1)%3 == 0 && f == a+5
				if want != (err == nil) {
					t.Errorf("%s: %s: accepted %v, want %v (%v)", w, id, err == nil, want, err)
				}
				if want {
					counts["six-line"]++
				}
			}
		}
		zs, zt := 3, 2
		if w == DoubleZero {
			zs, zt = 5, 3
		}
		want := map[string]int{"split": 57 + zs, "street": 12 + zt, "corner": 22, "six-line": 11}
		for f, n := range want {
			if counts[f] != n {
				t.Errorf("%s: %d %ss, want %d", w, counts[f], f, n)
			}
		}
	}
}

func maskOf(ps []pocket) uint64 {
	var m uint64
	for _, p := range ps {
		m |= 1 << uint(p)
	}
	return m
}

// Ids that are not the table's wagers: the error names the wager, says why
// and cites the section.
func TestRefusedIDs(t *testing.T) {
	cases := []struct {
		w       Wheel
		d       Doubles
		outside bool
		id      string
		section string
		mention string
	}{
		{SingleZero, NoDoubles, true, "split-1-5", "72(2)(b)", "1 and 5 are not next to each other"},
		{SingleZero, NoDoubles, true, "split-3-4", "72(2)(b)", "3 and 4 are not next to each other"}, // the end of one row, the start of the next
		{SingleZero, NoDoubles, true, "split-1-3", "72(2)(b)", "not next to each other"},
		{SingleZero, NoDoubles, true, "split-4-1", "72(2)(b)", "layout order (0, 00, then 1 to 36): split-1-4"},
		{SingleZero, NoDoubles, true, "split-0-4", "72(2)(b)", "the splits with a zero are 0-1, 0-2, 0-3"},
		{SingleZero, NoDoubles, true, "split-0-00", "68", "00 is a number of the double-zero wheel only"},
		{DoubleZero, NoDoubles, true, "split-0-3", "72(2)(b)", "0-00, 0-1, 0-2, 00-2, 00-3"},
		{DoubleZero, NoDoubles, true, "split-00-1", "72(2)(b)", "not next to each other"},
		{DoubleZero, NoDoubles, true, "split-00-0", "72(2)(b)", "split-0-00"},
		{SingleZero, NoDoubles, true, "split-2-2", "72(2)(b)", "names 2 twice"},
		{SingleZero, NoDoubles, true, "split-1-2-3", "72(2)(b)", "names 2 numbers"},
		{SingleZero, NoDoubles, true, "split-01-2", "72(2)(b)", `"01" is not a number`},
		{SingleZero, NoDoubles, true, "split-36-37", "72(2)(b)", `"37" is not a number`},
		{SingleZero, NoDoubles, true, "street-2-3-4", "72(2)(c)", "a street is a row of three"},
		{SingleZero, NoDoubles, true, "street-0-00-2", "68", "00 is a number"},
		{SingleZero, NoDoubles, true, "street-0-1-3", "72(2)(c)", "zero street (0-1-2, 0-2-3)"},
		{DoubleZero, NoDoubles, true, "street-0-2-3", "72(2)(c)", "0-1-2, 0-00-2, 00-2-3"},
		{SingleZero, NoDoubles, true, "corner-3-4-6-7", "72(2)(d)", "four numbers meeting at a corner"}, // wraps from column 3 to column 1
		{SingleZero, NoDoubles, true, "corner-1-2-3-4", "72(2)(d)", "meeting at a corner"},
		{SingleZero, NoDoubles, true, "corner-0-1-2-3", "72(2)(d)", "the first-four wager"},
		{DoubleZero, NoDoubles, true, "corner-0-1-2-3", "72(2)(d)", "five-number"},
		{SingleZero, NoDoubles, true, "corner-2-1-5-4", "72(2)(d)", "corner-1-2-4-5"},
		{SingleZero, NoDoubles, true, "six-line-2-7", "72(2)(f)", "six-line-1-6 … six-line-31-36"},
		{SingleZero, NoDoubles, true, "six-line-1-9", "72(2)(f)", "two rows"},
		{SingleZero, NoDoubles, true, "six-line-34-39", "72(2)(f)", `"39" is not a number`},
		{SingleZero, NoDoubles, true, "six-line-6-1", "72(2)(f)", "six-line-1-6"},
		{SingleZero, NoDoubles, true, "straight-00", "68", "single zero"},
		{SingleZero, NoDoubles, true, "straight-37", "72(2)(a)", "not a number"},
		{SingleZero, NoDoubles, true, "straight-07", "72(2)(a)", "without leading zeros"},
		{DoubleZero, NoDoubles, true, "first-four", "72(2)(e)", "five-number"},
		{SingleZero, NoDoubles, true, "five-number", "72(2)(e)", "first-four"},
		{SingleZero, NoDoubles, true, "column-4", "72(1)(a)", "N from 1 to 3"},
		{SingleZero, NoDoubles, true, "dozen-0", "72(1)(b)", "N from 1 to 3"},
		{SingleZero, NoDoubles, true, "double-17", "72.1", "offers no doubles"},
		{SingleZero, DoubleOnly, true, "triple-17", "72.1", "doubles but not triples"},
		{SingleZero, DoubleTriple, true, "double-00", "68", "single zero"},
		{DoubleZero, DoubleTriple, true, "triple-38", "72.1", "not a number"},
		{SingleZero, DoubleOnly, false, "red", "72(1)(e), 72.1", "outside-with-doubles"},
		{SingleZero, DoubleOnly, false, "column-2", "72(1)(a), 72.1", "outside wagers are accepted"},
		{SingleZero, DoubleTriple, false, "high", "72(1)(h), 72.1", "outside-with-doubles"},
		{SingleZero, NoDoubles, true, "Red", "72", "its wagers are"},
		{SingleZero, NoDoubles, true, "basket", "72", "first-four, six-line-A-F"},
		{DoubleZero, DoubleTriple, true, "any", "72", "five-number, six-line-A-F, double-N, triple-N"},
		{SingleZero, NoDoubles, true, "", "72", "its wagers are"},
	}
	for _, c := range cases {
		r := rulesFor(c.w, c.d)
		r.OutsideWithDoubles = c.outside
		_, err := newBoard(r).lookup(c.id)
		var re *game.RuleError
		if !errors.As(err, &re) || re.Section != c.section || !strings.Contains(err.Error(), fmt.Sprintf("%q", c.id)) || !strings.Contains(err.Error(), c.mention) {
			t.Errorf("%s %s: lookup(%q) = %v; want section %s mentioning the id and %q", c.w, c.d, c.id, err, c.section, c.mention)
		}
	}
}

// FuzzLookup: any id is either one of the table's wagers, written exactly
// as the board writes it, or refused with a *game.RuleError naming it;
// never a panic.
func FuzzLookup(f *testing.F) {
	for _, s := range newBoard(rulesFor(DoubleZero, DoubleTriple)).offer {
		f.Add(s.ID)
	}
	for _, bad := range []string{"split-1-5", "split-0-", "six-line--", "corner-1-2-4-", "double-", "straight-", "street-0-00-2-3", "-", "split--1-2"} {
		f.Add(bad)
	}
	boards := []*board{newBoard(rulesFor(SingleZero, NoDoubles)), newBoard(rulesFor(DoubleZero, DoubleTriple))}
	f.Fuzz(func(t *testing.T, id string) {
		for _, b := range boards {
			s, err := b.lookup(id)
			var re *game.RuleError
			switch {
			case err == nil && (s == nil || s.ID != id || !slices.Contains(b.offer, s)):
				t.Fatalf("lookup(%q) = %+v", id, s)
			case err != nil && (!errors.As(err, &re) || !strings.Contains(err.Error(), fmt.Sprintf("%q", id))):
				t.Fatalf("lookup(%q): %v", id, err)
			}
		}
	})
}
