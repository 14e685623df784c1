package sicbo_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"croupier/dice"
	"croupier/game"
)

// A payCase is one roll, in dice notation, and the wagers on it with the net
// each must settle for on a stake of 100 cents (a win at a to 1 nets 100 × a,
// a loss −100). Every net below is worked out from 95.22 and 95.24 by hand.
type payCase struct {
	name string
	roll string
	want map[string]int64 // wager id → net on 100
}

var payCases = []payCase{
	// 95.22(1), 95.24: three of a kind pays 150 to 1, only on its own number.
	{"95.22(1) three of a kind", "[2,2,2]", map[string]int64{
		"triple-2":   15000, // 100 × 150
		"triple-3":   -100,
		"double-2":   800,  // ruling S1: two of a kind wins on the triple, 100 × 8
		"double-5":   -100, //
		"any-triple": 2400, // 95.22(3): 100 × 24
		"total-6":    1800, // 95.22(4): 2+2+2 = 6 pays 18 to 1; a triple does not stop a total
		"small":      -100, // 95.22(6): total 6 is small, but a triple loses
		"big":        -100,
		"single-2":   300, // 95.22(8): three dice show 2, 3 to 1
		"single-1":   -100,
		"duo-1-2":    -100, // 95.22(5): only one of the two numbers shows
		"duo-2-3":    -100,
	}},
	{"95.22(1) three sixes", "[6,6,6]", map[string]int64{
		"triple-6": 15000, "triple-1": -100, "double-6": 800, "any-triple": 2400,
		"total-17": -100, // 18 is no total wager
		"big":      -100, // 95.22(7): total 18 and a triple
		"single-6": 300,
	}},
	{"95.22(1) three aces", "[1,1,1]", map[string]int64{
		"triple-1": 15000, "double-1": 800, "any-triple": 2400,
		"total-4": -100, // 3 is no total wager
		"small":   -100, "big": -100, "single-1": 300,
	}},
	// 95.22(2), 95.24: two of a kind pays 8 to 1.
	{"95.22(2) two of a kind", "[3,5,3]", map[string]int64{
		"double-3":   800,
		"double-5":   -100, // only one 5
		"triple-3":   -100,
		"any-triple": -100,
		"total-11":   600, // 3+5+3 = 11, 6 to 1
		"big":        100,
		"small":      -100,
		"duo-3-5":    500, // 95.22(5): 5 to 1
		"duo-1-3":    -100,
		"single-3":   200, // two dice show 3, 2 to 1
		"single-5":   100, // one die shows 5, 1 to 1
		"single-4":   -100,
	}},
	// 95.22(4), 95.24: every total from 4 to 17.
	{"95.24 total of 4 pays 50 to 1", "[1,1,2]", map[string]int64{"total-4": 5000, "total-5": -100, "small": 100, "big": -100, "double-1": 800, "duo-1-2": 500}},
	{"95.24 total of 5 pays 30 to 1", "[1,2,2]", map[string]int64{"total-5": 3000, "total-4": -100, "small": 100, "double-2": 800, "single-1": 100}},
	{"95.24 total of 6 pays 18 to 1", "[1,2,3]", map[string]int64{"total-6": 1800, "total-7": -100, "small": 100, "duo-1-3": 500, "duo-2-3": 500, "double-1": -100}},
	{"95.24 total of 7 pays 12 to 1", "[4,2,1]", map[string]int64{"total-7": 1200, "total-6": -100, "small": 100, "duo-1-4": 500}},
	{"95.24 total of 8 pays 8 to 1", "[1,3,4]", map[string]int64{"total-8": 800, "total-13": -100, "small": 100}},
	{"95.24 total of 9 pays 6 to 1", "[2,3,4]", map[string]int64{"total-9": 600, "small": 100, "big": -100}},
	{"95.24 total of 9 on a triple pays 6 to 1", "[3,3,3]", map[string]int64{"total-9": 600, "small": -100, "any-triple": 2400}},
	{"95.24 total of 10 pays 6 to 1", "[5,4,1]", map[string]int64{"total-10": 600, "small": 100, "big": -100}},
	{"95.24 total of 11 pays 6 to 1", "[2,4,5]", map[string]int64{"total-11": 600, "small": -100, "big": 100}},
	{"95.24 total of 12 pays 6 to 1", "[3,4,5]", map[string]int64{"total-12": 600, "big": 100}},
	{"95.24 total of 12 on a triple pays 6 to 1", "[4,4,4]", map[string]int64{"total-12": 600, "big": -100, "double-4": 800}},
	{"95.24 total of 13 pays 8 to 1", "[6,5,2]", map[string]int64{"total-13": 800, "total-8": -100, "big": 100}},
	{"95.24 total of 14 pays 12 to 1", "[3,5,6]", map[string]int64{"total-14": 1200, "big": 100}},
	{"95.24 total of 15 pays 18 to 1", "[4,5,6]", map[string]int64{"total-15": 1800, "big": 100, "duo-4-6": 500, "duo-5-6": 500}},
	{"95.24 total of 16 pays 30 to 1", "[6,4,6]", map[string]int64{"total-16": 3000, "big": 100, "double-6": 800, "single-6": 200}},
	{"95.24 total of 17 pays 50 to 1", "[5,6,6]", map[string]int64{"total-17": 5000, "total-16": -100, "big": 100, "duo-5-6": 500}},
	// 95.22(5), 95.24: a duo pays 5 to 1 when both numbers show.
	{"95.22(5) duo", "[1,6,6]", map[string]int64{"duo-1-6": 500, "duo-1-2": -100, "duo-5-6": -100, "single-6": 200}},
	// 95.22(6), (7): small 4–10, big 11–17, 1 to 1, both lose on a triple.
	{"95.22(6) small at 10, big loses", "[6,3,1]", map[string]int64{"small": 100, "big": -100}},
	{"95.22(7) big at 11, small loses", "[6,4,1]", map[string]int64{"small": -100, "big": 100}},
	{"95.22(6),(7) triple of 2s loses both", "[2,2,2]", map[string]int64{"small": -100, "big": -100}},
	{"95.22(6),(7) triple of 5s loses both", "[5,5,5]", map[string]int64{"small": -100, "big": -100}},
	// 95.22(8), 95.24: single pays 1, 2 or 3 to 1.
	{"95.24 single on 1 of the dice", "[2,3,5]", map[string]int64{"single-2": 100, "single-3": 100, "single-5": 100, "single-1": -100, "single-4": -100, "single-6": -100}},
	{"95.24 single on 2 of the dice", "[2,5,2]", map[string]int64{"single-2": 200, "single-5": 100, "single-6": -100}},
	{"95.24 single on 3 of the dice", "[4,4,4]", map[string]int64{"single-4": 300, "single-3": -100}},
}

// TestPayTable plays each case through the engine, one seat holding every
// wager of the case at 100 cents.
func TestPayTable(t *testing.T) {
	for _, c := range payCases {
		t.Run(c.name, func(t *testing.T) {
			e, _ := table(t, "", c.roll)
			var ids []string
			for id := range c.want {
				ids = append(ids, id)
			}
			slices.Sort(ids)
			var want []net
			for _, id := range ids {
				run(t, e, wagerStep(1, id, 100))
				res := game.Lose
				if c.want[id] > 0 {
					res = game.Win
				}
				want = append(want, net{1, id, 100, res, c.want[id]})
			}
			run(t, e, `{"dealer":"no-more-bets"}`, `{"dealer":"roll"}`)
			rounds := e.Rounds()
			if len(rounds) != 1 {
				t.Fatalf("%d rounds, want 1", len(rounds))
			}
			if !slices.Equal(rounds[0].Dice, []int(parseRoll(t, c.roll))) || rounds[0].Hands != nil {
				t.Errorf("round dice %v hands %v, want %s and no hands", rounds[0].Dice, rounds[0].Hands, c.roll)
			}
			if got := nets(rounds[0]); !slices.Equal(got, want) {
				t.Errorf("roll %s:\n got %v\nwant %v", c.roll, got, want)
			}
		})
	}
}

// TestEveryPayLine checks that the cases above cover every line of 95.24 and
// every wager of 95.22, winning and losing.
func TestEveryPayLine(t *testing.T) {
	wins, losses := map[string]bool{}, map[string]bool{}
	singles := map[int64]bool{}
	for _, c := range payCases {
		for id, n := range c.want {
			kind := id
			if p, _, _ := strings.Cut(id, "-"); p == "triple" || p == "double" || p == "single" || p == "duo" {
				kind = p // one pay line whatever the number; each total is its own line
			}
			if kind == "single" && n > 0 {
				singles[n/100] = true
			}
			if n > 0 {
				wins[kind] = true
			} else {
				losses[kind] = true
			}
		}
	}
	lines := []string{"triple", "double", "any-triple", "duo", "small", "big", "single"}
	for n := 4; n <= 17; n++ {
		lines = append(lines, fmt.Sprintf("total-%d", n))
	}
	for _, l := range lines {
		if !wins[l] {
			t.Errorf("no case where %s wins", l)
		}
	}
	for _, l := range []string{"triple", "double", "any-triple", "duo", "small", "big", "single"} {
		if !losses[l] {
			t.Errorf("no case where %s loses", l)
		}
	}
	for _, k := range []int64{1, 2, 3} {
		if !singles[k] {
			t.Errorf("no case where single pays %d to 1", k)
		}
	}
}

// TestRounding: every odds of 95.24 is a whole number to 1, so no stake,
// however odd, drops a cent (README "Money", ruling G1).
func TestRounding(t *testing.T) {
	for _, stake := range []int64{1, 3, 7, 37, 99, 101, 12345} {
		for _, roll := range []string{"[2,2,2]", "[1,1,2]", "[3,5,3]", "[5,6,6]", "[1,2,4]"} {
			e, _ := table(t, `{"min":1}`, roll)
			ids := []string{"triple-2", "double-2", "any-triple", "total-4", "total-7", "total-11", "total-17",
				"duo-1-2", "duo-3-5", "duo-5-6", "small", "big", "single-1", "single-2", "single-3", "single-5", "single-6"}
			for _, id := range ids {
				run(t, e, wagerStep(1, id, stake))
			}
			run(t, e, `{"dealer":"roll"}`)
			for _, s := range e.Rounds()[0].Settlements {
				if s.Rounding != 0 || s.Commission != 0 {
					t.Errorf("stake %d on %s, roll %s: rounding %d commission %d, want 0", stake, s.Wager, roll, s.Rounding, s.Commission)
				}
				if s.Result == game.Win && int64(s.Net)%stake != 0 {
					t.Errorf("stake %d on %s, roll %s: net %d is not a whole multiple of the stake", stake, s.Wager, roll, s.Net)
				}
			}
		}
	}
	// A 1-cent triple pays exactly 150 cents.
	e, _ := table(t, `{"min":1}`, "[4,4,4]")
	run(t, e, wagerStep(1, "triple-4", 1), `{"dealer":"roll"}`)
	if got := nets(e.Rounds()[0]); !slices.Equal(got, []net{{1, "triple-4", 1, game.Win, 150}}) {
		t.Errorf("1 cent on triple-4 = %v, want +150", got)
	}
}

func parseRoll(t *testing.T, s string) dice.Roll {
	t.Helper()
	r, err := dice.Parse(s, 3)
	if err != nil {
		t.Fatal(err)
	}
	return r
}
