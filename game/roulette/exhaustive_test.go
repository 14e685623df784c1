package roulette_test

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"croupier/game"
)

// pocketsOf lists a wheel's pockets (68).
func pocketsOf(doubleZero bool) []string {
	ps := []string{"0"}
	if doubleZero {
		ps = append(ps, "00")
	}
	for n := 1; n <= 36; n++ {
		ps = append(ps, strconv.Itoa(n))
	}
	return ps
}

// slowRed are the red numbers, written out again from the layout.
var slowRed = map[int]bool{1: true, 3: true, 5: true, 7: true, 9: true, 12: true, 14: true, 16: true, 18: true,
	19: true, 21: true, 23: true, 25: true, 27: true, 30: true, 32: true, 34: true, 36: true}

// slowOdds is the by-law's pay table copied again from 72, by the id's
// first word.
var slowOdds = map[string]int64{
	"column": 2, "dozen": 2, "low": 1, "high": 1, "even": 1, "odd": 1, "red": 1, "black": 1,
	"straight": 35, "split": 17, "street": 11, "corner": 8, "first": 8, "five": 6, "six": 5,
}

// slowNet is the net of a 1-unit wager on id when the ball stops in
// pocket, read off the id the long way: the numbers an inside id names
// (or, for a six-line, the numbers from its first to its last), and for an
// outside wager the property of 72(1), which no zero has (ruling R1).
func slowNet(t *testing.T, id, pocket string) int64 {
	n := -1 // 0 and 00: no number from 1 to 36
	if pocket != "0" && pocket != "00" {
		n, _ = strconv.Atoi(pocket)
	}
	word, rest, _ := strings.Cut(id, "-")
	var wins bool
	switch word {
	case "column":
		c, _ := strconv.Atoi(rest)
		wins = n >= 1 && n%3 == c%3
	case "dozen":
		d, _ := strconv.Atoi(rest)
		wins = n > 12*(d-1) && n <= 12*d
	case "low":
		wins = n >= 1 && n <= 18
	case "high":
		wins = n >= 19
	case "even":
		wins = n >= 1 && n%2 == 0
	case "odd":
		wins = n >= 1 && n%2 == 1
	case "red":
		wins = slowRed[n]
	case "black":
		wins = n >= 1 && !slowRed[n]
	case "first": // first-four
		wins = n == -1 && pocket == "0" || n >= 1 && n <= 3
	case "five": // five-number: 0, 00, 1, 2, 3
		wins = n <= 3
	case "six": // six-line-A-F
		var a, f int
		if _, err := fmt.Sscanf(rest, "line-%d-%d", &a, &f); err != nil {
			t.Fatalf("slowNet: %s: %v", id, err)
		}
		wins = n >= a && n <= f
	case "straight", "split", "street", "corner":
		for _, tok := range strings.Split(rest, "-") {
			wins = wins || tok == pocket
		}
	default:
		t.Fatalf("slowNet: no wager %q", id)
	}
	if wins {
		return slowOdds[word]
	}
	return -1
}

// TestAllPockets puts 1 cent on every wager a table of each wheel offers,
// spins every pocket, and checks each settlement against slowNet. Then the
// house's take: over the 37 pockets of a single-zero wheel every wager
// loses exactly 1 unit (it covers k numbers and pays 36/k − 1 to 1: k ×
// 36/k − 37 = −1), a return of 36/37; over the 38 of a double-zero wheel it
// loses 2 (36/38), except the five numbers, 5 × 7 − 38 = −3 (35/38). And
// the number of wagers of each kind, counted from the layout by hand.
func TestAllPockets(t *testing.T) {
	for _, c := range []struct {
		opts   string
		double bool
		loss   int64
		counts map[string]int
	}{
		{`{"min":1}`, false, -1, map[string]int{"straight": 37, "split": 60, "street": 14, "corner": 22, "first": 1, "six": 11,
			"column": 3, "dozen": 3, "low": 1, "high": 1, "even": 1, "odd": 1, "red": 1, "black": 1}},
		{`{"min":1,"wheel":"double-zero"}`, true, -2, map[string]int{"straight": 38, "split": 62, "street": 15, "corner": 22, "five": 1, "six": 11,
			"column": 3, "dozen": 3, "low": 1, "high": 1, "even": 1, "odd": 1, "red": 1, "black": 1}},
	} {
		pockets := pocketsOf(c.double)
		e0, _ := table(t, c.opts, "")
		var ids []string
		counts := map[string]int{}
		for _, o := range e0.Legal().Options {
			if o.Kind == game.KindWager {
				ids = append(ids, o.Name)
				word, _, _ := strings.Cut(o.Name, "-")
				counts[word]++
			}
		}
		if fmt.Sprint(counts) != fmt.Sprint(c.counts) {
			t.Errorf("%s: wagers offered %v, want %v", c.opts, counts, c.counts)
		}
		sums := map[string]int64{}
		for _, p := range pockets {
			e, _ := table(t, c.opts, p)
			wagers := make([]game.WagerAmount, len(ids))
			for i, id := range ids {
				wagers[i] = game.WagerAmount{ID: id, Amount: 1}
			}
			if err := e.Apply(game.Step{Seat: 1, Wagers: wagers}); err != nil {
				t.Fatal(err)
			}
			run(t, e, `{"dealer":"spin"}`)
			got := e.Rounds()[0].Settlements
			if len(got) != len(ids) {
				t.Fatalf("pocket %s: %d settlements, want %d", p, len(got), len(ids))
			}
			for i, s := range got {
				want := slowNet(t, ids[i], p)
				if s.Wager != ids[i] || int64(s.Net) != want || s.Stake != 1 || (s.Result == game.Win) != (want > 0) {
					t.Errorf("pocket %s, %s: got %s %s %d, want %d", p, ids[i], s.Wager, s.Result, s.Net, want)
				}
				sums[s.Wager] += int64(s.Net)
			}
		}
		for _, id := range ids {
			want := c.loss
			if id == "five-number" {
				want = -3
			}
			if sums[id] != want {
				t.Errorf("%s: %s over the %d pockets: %+d units, want %+d", c.opts, id, len(pockets), sums[id], want)
			}
		}
	}
}

// TestDoublesExactReturn72_1 plays, on each kind of table offering
// doubles, a double and (where offered) a triple on every number through
// every sequence of valid spins that decides them, and checks the exact
// return of each against ruling R2 worked out by hand. With every double
// and triple placed, the first spin a leaves only double-a and triple-a in
// play; a second spin b ≠ a decides everything (the third spin does not
// matter: the leaf stands for N sequences); b = a pays double-a and leaves
// triple-a for a third spin. Over the N³ sequences of three spins:
//
//	double-N (doubles only)   wins N sequences at 1200, loses N³ − N
//	double-N (with triples)   wins N sequences at 1000, loses N³ − N
//	triple-N                  wins 1 sequence at 10000, loses N³ − 1
//
// so a double returns 1201/N² (1000 to 1: 1001/N²) and a triple 10001/N³.
func TestDoublesExactReturn72_1(t *testing.T) {
	for _, c := range []struct {
		opts       string
		double     bool
		doublePays int64
		triples    bool
	}{
		{`{"min":1,"doubles":"double"}`, false, 1200, false},
		{`{"min":1,"doubles":"double-triple"}`, false, 1000, true},
		{`{"min":1,"doubles":"double-triple","wheel":"double-zero"}`, true, 1000, true},
	} {
		pockets := pocketsOf(c.double)
		n := int64(len(pockets))
		var wagers []game.WagerAmount
		for _, p := range pockets {
			wagers = append(wagers, game.WagerAmount{ID: "double-" + p, Amount: 1})
			if c.triples {
				wagers = append(wagers, game.WagerAmount{ID: "triple-" + p, Amount: 1})
			}
		}
		sums := map[string]int64{}
		leaf := func(weight int64, spins ...string) {
			e, _ := table(t, c.opts, strings.Join(spins, " "))
			if err := e.Apply(game.Step{Seat: 1, Wagers: wagers}); err != nil {
				t.Fatal(err)
			}
			settled := map[string]int{}
			for range spins {
				run(t, e, `{"dealer":"spin"}`)
				for _, s := range e.Rounds()[len(e.Rounds())-1].Settlements {
					sums[s.Wager] += weight * int64(s.Net)
					settled[s.Wager]++
				}
			}
			for _, w := range wagers {
				if settled[w.ID] != 1 {
					t.Fatalf("spins %v: %s settled %d times, want once", spins, w.ID, settled[w.ID])
				}
			}
			if v := e.View(game.Omniscient); len(v.Wagers) != 0 || e.Carries() {
				t.Fatalf("spins %v: %v left on the layout", spins, v.Wagers)
			}
		}
		for _, a := range pockets {
			for _, b := range pockets {
				switch {
				case b != a:
					leaf(n, a, b)
				case c.triples:
					for _, c := range pockets {
						leaf(1, a, b, c)
					}
				default:
					leaf(n, a, b)
				}
			}
		}
		for _, p := range pockets {
			if got, want := sums["double-"+p], n*c.doublePays-(n*n*n-n); got != want {
				t.Errorf("%s: double-%s over %d³ sequences: %+d, want %+d (return %d/%d)", c.opts, p, n, got, want, c.doublePays+1, n*n)
			}
			if !c.triples {
				continue
			}
			if got, want := sums["triple-"+p], 10000-(n*n*n-1); got != want {
				t.Errorf("%s: triple-%s over %d³ sequences: %+d, want %+d (return 10001/%d)", c.opts, p, n, got, want, n*n*n)
			}
		}
	}
}
