package craps_test

import (
	"fmt"
	"math/big"
	"testing"
)

// slowOneRoll is the net of a one-roll wager of stake (a multiple of 60, so
// every part is whole) on the dice a and b, worked out the long way from
// 95.14(5) and 95.15(2)–(11) with ruling C1, independently of the package's
// tables.
func slowOneRoll(t *testing.T, id string, stake int64, a, b int) int64 {
	total := a + b
	// The multiple chance that wins on each total alone, 95.15(2)–(7).
	single := map[int]int64{2: 30, 3: 15, 7: 4, 11: 15, 12: 30}
	// parts pays one part of stake/len(on) per number covered.
	parts := func(on ...int) int64 {
		part := stake / int64(len(on))
		net := int64(0)
		for _, n := range on {
			if n == total {
				net += part * single[n]
			} else {
				net -= part
			}
		}
		return net
	}
	pays := func(wins bool, odds int64) int64 {
		if wins {
			return stake * odds
		}
		return -stake
	}
	switch id {
	case "field":
		if total == 2 || total == 12 {
			return 2 * stake
		}
		return pays(total == 3 || total == 4 || total == 9 || total == 10 || total == 11, 1)
	case "any-7":
		return pays(total == 7, 4)
	case "eleven":
		return pays(total == 11, 15)
	case "any-craps":
		return pays(total == 2 || total == 3 || total == 12, 7)
	case "craps-2":
		return pays(total == 2, 30)
	case "craps-3":
		return pays(total == 3, 15)
	case "craps-12":
		return pays(total == 12, 30)
	case "horn":
		return parts(2, 3, 11, 12)
	case "world":
		return parts(2, 3, 7, 11, 12)
	case "three-way-craps":
		return parts(2, 3, 12)
	}
	var x, y int
	if n, err := fmt.Sscanf(id, "hop-%d-%d", &x, &y); err == nil && n == 2 {
		hit := (a == x && b == y) || (a == y && b == x)
		if x == y {
			return pays(hit, 30)
		}
		return pays(hit, 15)
	}
	t.Fatalf("slowOneRoll: no wager %q", id)
	return 0
}

// oneRollEdges are the house's take of each one-roll wager over the 36
// rolls, as a fraction of the stake, worked out by hand: the field wins 2
// × 2 (on 2 and 12) + 14 × 1 (3, 4, 9, 10, 11: 2 + 3 + 4 + 3 + 2 ways) and
// loses 20 (5, 6, 7, 8: 4 + 5 + 6 + 5 ways): −2/36 = 1/18, 5.56%. Any 7: 6
// × 4 − 30 = −6, 1/6. Eleven: 2 × 15 − 34 = −4, 1/9. Any craps: 4 × 7 − 32 =
// −4, 1/9. Craps 2 and 12: 30 − 35 = −5, 5/36; craps 3: 2 × 15 − 34 = −4,
// 1/9. Horn of 4 parts: 2 and 12 net 27, 3 and 11 net 12 (2 ways each), the
// 30 other rolls −4: 54 + 48 − 120 = −18 on 36 × 4, 1/8. World of 5: 2 and
// 12 net 26, 3 and 11 net 11 (2 ways), 7 nets 0, the 24 others −5: 52 + 44
// − 120 = −24 on 36 × 5, 2/15. 3-way craps of 3: 2 and 12 net 28, 3 nets 13
// (2 ways), the 32 others −3: 56 + 26 − 96 = −14 on 36 × 3, 7/54. A pair
// hop: 30 − 35, 5/36; any other hop: 2 × 15 − 34, 1/9.
var oneRollEdges = map[string][2]int64{
	"field": {1, 18}, "any-7": {1, 6}, "eleven": {1, 9}, "any-craps": {1, 9},
	"craps-2": {5, 36}, "craps-3": {1, 9}, "craps-12": {5, 36},
	"horn": {1, 8}, "world": {2, 15}, "three-way-craps": {7, 54},
}

// TestAllRollsOneRoll plays every one of the 36 rolls with every one-roll
// wager of the layout on it and checks each settlement against slowOneRoll,
// then each wager's total over the 36 rolls against its house edge worked
// out by hand.
func TestAllRollsOneRoll(t *testing.T) {
	ids := []string{"field", "any-7", "eleven", "any-craps", "craps-2", "craps-3", "craps-12", "horn", "world", "three-way-craps"}
	for a := 1; a <= 6; a++ {
		for b := a; b <= 6; b++ {
			ids = append(ids, fmt.Sprintf("hop-%d-%d", a, b))
		}
	}
	const stake = 60
	sums := map[string]int64{}
	for a := 1; a <= 6; a++ {
		for b := 1; b <= 6; b++ {
			e, _ := table(t, `{"min":1}`, fmt.Sprintf("[%d,%d]", a, b))
			run(t, e, bet(1, "pass", 1))
			for _, id := range ids {
				run(t, e, bet(2, id, stake))
			}
			run(t, e, roll)
			got := seatNets(last(t, e), 2)
			if len(got) != len(ids) {
				t.Fatalf("[%d,%d]: %d settlements, want %d", a, b, len(got), len(ids))
			}
			for i, s := range got {
				want := slowOneRoll(t, ids[i], stake, a, b)
				if s.Wager != ids[i] || s.Net != want || s.Stake != stake {
					t.Errorf("[%d,%d] %s: %v, want net %d", a, b, ids[i], s, want)
				}
				sums[ids[i]] += s.Net
			}
		}
	}
	for _, id := range ids {
		num, den := int64(1), int64(9) // a hop on two different faces
		if e, ok := oneRollEdges[id]; ok {
			num, den = e[0], e[1]
		} else if id[4] == id[6] { // hop-A-A
			num, den = 5, 36
		}
		// The house keeps num/den of the stake: −sum / (36 × stake) = num / den.
		if -sums[id]*den != num*36*stake {
			t.Errorf("%s: the 36 rolls net %d on %d each; want a house edge of %d/%d", id, sums[id], stake, num, den)
		}
	}
}

// ways is the number of the 36 rolls showing each total.
var ways = [13]int64{2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 7: 6, 8: 5, 9: 4, 10: 3, 11: 2, 12: 1}

// allRolls returns the 36 rolls.
func allRolls() [][2]int {
	var out [][2]int
	for a := 1; a <= 6; a++ {
		for b := 1; b <= 6; b++ {
			out = append(out, [2]int{a, b})
		}
	}
	return out
}

// decided plays seat 2's wager id of stake, placed after setup steps and
// the rolls before it, through the roll d, and returns its net less its
// commission. It fails the test unless that roll settles the wager.
func decided(t *testing.T, setup []string, before []string, id string, stake int64, d [2]int) int64 {
	t.Helper()
	tape := ""
	for _, r := range before {
		tape += r + " "
	}
	e, _ := table(t, `{"min":1}`, tape+fmt.Sprintf("[%d,%d]", d[0], d[1]))
	run(t, e, setup...)
	for range before {
		run(t, e, roll)
	}
	run(t, e, bet(2, id, stake), roll)
	for _, s := range last(t, e).Settlements {
		if s.Seat == 2 && s.Wager == id {
			return int64(s.Net - s.Commission)
		}
	}
	t.Fatalf("%s after %v: roll %v does not settle it", id, before, d)
	return 0
}

// TestEdgesUntilDecided works out exactly, with the engine, the house edge
// of the wagers that stay until decided: for each, every roll that decides
// it (the by-law's, listed here independently), each weighted by its
// chance given that the wager is decided, and compares it with the edge
// worked out by hand. Place 6: it wins 7/6 on 5 ways of 11, loses on 6:
// 35/66 − 36/66 = −1/66. Place 5: 4 × 7/5 − 6 over 10: −1/25. Place 4: 3 ×
// 9/5 − 6 over 9: −1/15. Buy bets pay true odds: their edge is the
// commission, 5% of the stake. Lay 4: the commission on 500 of 1000, 2.5%;
// lay 5 of 900 wins 600, 30 on 900 = 1/30; lay 6 of 1200 wins 1000, 50 on
// 1200 = 1/24. Hard 6: 1 way wins 9, 4 easy and 6 sevens lose: −1/11; hard
// 4: 7 − 8 over 9: −1/9. Odds pay true odds: 0.
func TestEdgesUntilDecided(t *testing.T) {
	setup := []string{bet(1, "pass", 1)}
	point9 := []string{"[4,5]"} // the point 9 is on, and the wagers work
	cases := []struct {
		id       string
		stake    int64
		setup    []string
		before   []string
		decides  func(a, b int) bool
		num, den int64 // the player's expectation per unit staked
	}{
		{"place-6", 600, setup, point9, totals(6, 7), -1, 66},
		{"place-8", 600, setup, point9, totals(8, 7), -1, 66},
		{"place-5", 500, setup, point9, totals(5, 7), -1, 25},
		{"place-4", 500, setup, point9, totals(4, 7), -1, 15},
		{"place-10", 500, setup, point9, totals(10, 7), -1, 15},
		{"buy-4", 1000, setup, point9, totals(4, 7), -1, 20},
		{"buy-5", 1000, setup, point9, totals(5, 7), -1, 20},
		{"buy-6", 1000, setup, point9, totals(6, 7), -1, 20},
		{"lay-4", 1000, setup, nil, totals(4, 7), -1, 40},
		{"lay-5", 900, setup, nil, totals(5, 7), -1, 30},
		{"lay-6", 1200, setup, nil, totals(6, 7), -1, 24},
		{"hard-6", 100, setup, point9, totals(6, 7), -1, 11},
		{"hard-4", 100, setup, point9, totals(4, 7), -1, 9},
		{"hard-10", 100, setup, point9, totals(10, 7), -1, 9},
		{"pass-odds", 600, []string{bet(2, "pass", 200)}, []string{"[1,5]"}, totals(6, 7), 0, 1},
		{"pass-odds", 200, []string{bet(2, "pass", 200)}, []string{"[1,3]"}, totals(4, 7), 0, 1},
		{"dont-pass-odds", 600, []string{bet(2, "dont-pass", 200)}, []string{"[1,5]"}, totals(6, 7), 0, 1},
		{"dont-pass-odds", 600, []string{bet(2, "dont-pass", 200)}, []string{"[4,5]"}, totals(9, 7), 0, 1},
	}
	for _, c := range cases {
		t.Run(c.id+fmt.Sprint(c.before), func(t *testing.T) {
			var rolls [][2]int
			for _, d := range allRolls() {
				if c.decides(d[0], d[1]) {
					rolls = append(rolls, d)
				}
			}
			ev := new(big.Rat)
			for _, d := range rolls {
				net := decided(t, c.setup, c.before, c.id, c.stake, d)
				ev.Add(ev, big.NewRat(net, int64(len(rolls))*c.stake))
			}
			if want := big.NewRat(c.num, c.den); ev.Cmp(want) != 0 {
				t.Errorf("expectation %v per unit, want %v", ev, want)
			}
		})
	}
}

// totals returns a test that a roll shows one of the totals ts.
func totals(ts ...int) func(a, b int) bool {
	return func(a, b int) bool {
		for _, x := range ts {
			if a+b == x {
				return true
			}
		}
		return false
	}
}

// TestEdgeLine works out the pass and don't pass expectations exactly
// through the engine: every come-out roll, then for a point an
// inconclusive roll (a 2, which decides nothing once the point is on) and
// every roll that decides it, each weighted by its chance. By hand: the pass wins 244 of 495 (−7/495, 1.414%); the
// don't pass, barring 12, loses 976 and wins 949 of 1980 (−3/220, 1.364%).
func TestEdgeLine(t *testing.T) {
	for _, c := range []struct {
		id       string
		num, den int64
	}{{"pass", -7, 495}, {"dont-pass", -3, 220}} {
		ev := new(big.Rat)
		for _, co := range allRolls() {
			p := co[0] + co[1]
			comeOut := fmt.Sprintf("[%d,%d]", co[0], co[1])
			switch p {
			case 2, 3, 7, 11, 12:
				e, _ := table(t, "", comeOut)
				run(t, e, bet(1, c.id, 100), roll)
				s := last(t, e).Settlements[0]
				ev.Add(ev, big.NewRat(int64(s.Net), 36*100))
				continue
			}
			// The point p: decided by the first p or 7, each of the
			// ways[p] + 6 such rolls equally likely.
			n := ways[p] + ways[7]
			for _, d := range allRolls() {
				if t2 := d[0] + d[1]; t2 != p && t2 != 7 {
					continue
				}
				e, _ := table(t, "", fmt.Sprintf("%s [1,1] [%d,%d]", comeOut, d[0], d[1]))
				run(t, e, bet(1, c.id, 100), roll, roll, roll)
				rs := e.Rounds()
				if len(rs[1].Settlements) != 0 || len(rs[2].Settlements) != 1 {
					t.Fatalf("%s, point %d, then 2 and %v: %v", c.id, p, d, rs)
				}
				ev.Add(ev, big.NewRat(int64(rs[2].Settlements[0].Net), 36*n*100))
			}
		}
		if want := big.NewRat(c.num, c.den); ev.Cmp(want) != 0 {
			t.Errorf("%s: expectation %v per unit, want %v", c.id, ev, want)
		}
	}
}
