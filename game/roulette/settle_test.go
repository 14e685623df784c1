package roulette_test

import (
	"slices"
	"testing"

	"croupier/game"
)

// A payCase is one spin and the wagers on it with the net each must settle
// for on a stake of 100 cents (a win at a to 1 nets 100 × a, a loss −100).
// Every net is worked out by hand from 72 and the layout: 1-2-3 is the top
// row, columns are 1, 4 … 34 / 2, 5 … 35 / 3, 6 … 36.
type payCase struct {
	name string
	opts string
	spin string
	want map[string]int64 // wager id → net on 100
}

var payCases = []payCase{
	{"72 a black odd low number", "", "17", map[string]int64{
		"straight-17":        3500, // 72(2)(a) 35 to 1
		"straight-16":        -100,
		"split-14-17":        1700, // 72(2)(b) 17 to 1, one under the other
		"split-16-17":        1700, // side by side
		"split-17-20":        1700,
		"split-17-18":        1700,
		"split-13-16":        -100,
		"street-16-17-18":    1100, // 72(2)(c) 11 to 1
		"street-13-14-15":    -100,
		"corner-13-14-16-17": 800, // 72(2)(d) 8 to 1
		"corner-14-15-17-18": 800,
		"corner-16-17-19-20": 800,
		"corner-17-18-20-21": 800,
		"corner-19-20-22-23": -100,
		"six-line-13-18":     500, // 72(2)(f) 5 to 1
		"six-line-16-21":     500,
		"six-line-10-15":     -100,
		"first-four":         -100,
		"column-2":           200, // 72(1)(a): 17 = 2 + 3 × 5, the middle column
		"column-1":           -100,
		"column-3":           -100,
		"dozen-2":            200, // 72(1)(b): 13 to 24
		"dozen-1":            -100,
		"low":                100, // 72(1)(c): 1 to 18
		"high":               -100,
		"odd":                100, // 72(1)(g)
		"even":               -100,
		"black":              100, // 72(1)(f): 17 is black
		"red":                -100,
	}},
	{"72 a red even high number", "", "36", map[string]int64{
		"straight-36": 3500, "split-35-36": 1700, "split-33-36": 1700, "street-34-35-36": 1100,
		"corner-32-33-35-36": 800, "six-line-31-36": 500,
		"column-3": 200, "dozen-3": 200, "high": 100, "even": 100, "red": 100,
		"column-1": -100, "dozen-2": -100, "low": -100, "odd": -100, "black": -100,
	}},
	{"72 the first row", "", "1", map[string]int64{
		"straight-1": 3500, "split-0-1": 1700, "split-1-2": 1700, "split-1-4": 1700,
		"street-0-1-2": 1100, "street-1-2-3": 1100, "street-0-2-3": -100, "corner-1-2-4-5": 800,
		"first-four":   800, // 72(2)(e) French or English Roulette 8 to 1
		"six-line-1-6": 500, "column-1": 200, "dozen-1": 200, "low": 100, "odd": 100, "red": 100,
	}},
	{"72(1), R1: the outside wagers lose on 0", "", "0", map[string]int64{
		"straight-0": 3500, "split-0-1": 1700, "split-0-2": 1700, "split-0-3": 1700,
		"street-0-1-2": 1100, "street-0-2-3": 1100, "first-four": 800,
		"straight-1": -100, "split-1-2": -100, "six-line-1-6": -100, "corner-1-2-4-5": -100,
		"column-1": -100, "column-2": -100, "column-3": -100, "dozen-1": -100, "dozen-2": -100, "dozen-3": -100,
		"low": -100, "high": -100, "even": -100, "odd": -100, "red": -100, "black": -100,
	}},
	{"72(1), R1: the outside wagers lose on 00", `{"wheel":"double-zero"}`, "00", map[string]int64{
		"straight-00": 3500, "straight-0": -100,
		"split-0-00": 1700, "split-00-2": 1700, "split-00-3": 1700, "split-0-1": -100, "split-0-2": -100,
		"street-0-00-2": 1100, "street-00-2-3": 1100, "street-0-1-2": -100,
		"five-number": 600, // 72(2)(e) American Roulette 6 to 1
		"column-1":    -100, "column-2": -100, "column-3": -100, "dozen-1": -100, "dozen-2": -100, "dozen-3": -100,
		"low": -100, "high": -100, "even": -100, "odd": -100, "red": -100, "black": -100,
	}},
	{"72(2)(e) the five numbers on 3", `{"wheel":"double-zero"}`, "3", map[string]int64{
		"five-number": 600, "split-00-3": 1700, "street-00-2-3": 1100, "street-1-2-3": 1100, "split-2-3": 1700,
		"straight-00": -100, "street-0-00-2": -100, "corner-2-3-5-6": 800, "column-3": 200, "red": 100,
	}},
	{"72(2)(e) the five numbers on 0", `{"wheel":"double-zero"}`, "0", map[string]int64{
		"five-number": 600, "straight-0": 3500, "split-0-00": 1700, "street-0-1-2": 1100, "street-0-00-2": 1100,
		"split-00-3": -100, "even": -100, "low": -100,
	}},
}

func TestPayTable72(t *testing.T) {
	for _, c := range payCases {
		t.Run(c.name, func(t *testing.T) {
			e, _ := table(t, c.opts, c.spin)
			var ids []string
			for id := range c.want {
				ids = append(ids, id)
			}
			slices.Sort(ids)
			for _, id := range ids {
				run(t, e, wagerStep(1, id, 100))
			}
			run(t, e, `{"dealer":"spin"}`)
			rd := e.Rounds()[0]
			if rd.Pocket != c.spin || rd.Revolutions != 0 {
				t.Errorf("round outcome %q, %d revolutions; want %q, none recorded", rd.Pocket, rd.Revolutions, c.spin)
			}
			if len(rd.Settlements) != len(ids) {
				t.Fatalf("%d settlements, want %d", len(rd.Settlements), len(ids))
			}
			for i, s := range rd.Settlements {
				want := c.want[ids[i]]
				res := game.Lose
				if want > 0 {
					res = game.Win
				}
				if s.Wager != ids[i] || s.Stake != 100 || int64(s.Net) != want || s.Result != res || s.Rounding != 0 || s.Commission != 0 || s.Stays {
					t.Errorf("%s: got %+v, want %s %d", ids[i], s, res, want)
				}
			}
		})
	}
}
