package sicbo_test

import (
	"fmt"
	"strings"
	"testing"

	"croupier/game"
)

// The by-law's pay table, copied again from 95.24 for the slow computation,
// independently of the package's own table.
var (
	slowTotals = map[int]int64{4: 50, 5: 30, 6: 18, 7: 12, 8: 8, 9: 6, 10: 6, 11: 6, 12: 6, 13: 8, 14: 12, 15: 18, 16: 30, 17: 50}
)

// allIDs lists every wager id of the layout, written out from 95.22.
func allIDs() []string {
	var ids []string
	for n := 1; n <= 6; n++ {
		ids = append(ids, fmt.Sprintf("triple-%d", n), fmt.Sprintf("double-%d", n), fmt.Sprintf("single-%d", n))
	}
	for n := 4; n <= 17; n++ {
		ids = append(ids, fmt.Sprintf("total-%d", n))
	}
	for a := 1; a <= 6; a++ {
		for b := a + 1; b <= 6; b++ {
			ids = append(ids, fmt.Sprintf("duo-%d-%d", a, b))
		}
	}
	return append(ids, "any-triple", "small", "big")
}

// slowNet is the net of a 1-unit wager on id when the dice show d, worked
// out the long way from 95.22 and 95.24.
func slowNet(t *testing.T, id string, d [3]int) int64 {
	var shows [7]int // how many dice show each face
	for _, f := range d {
		shows[f]++
	}
	sum := d[0] + d[1] + d[2]
	isTriple := false
	for f := 1; f <= 6; f++ {
		isTriple = isTriple || shows[f] == 3
	}
	var n, a, b int
	switch {
	case id == "any-triple": // 95.22(3): 24 to 1
		if isTriple {
			return 24
		}
	case id == "small": // 95.22(6)
		if !isTriple && sum <= 10 {
			return 1
		}
	case id == "big": // 95.22(7)
		if !isTriple && sum >= 11 {
			return 1
		}
	case scan(id, "triple-%d", &n): // 95.22(1): 150 to 1
		if shows[n] == 3 {
			return 150
		}
	case scan(id, "double-%d", &n): // 95.22(2) with ruling S1: 8 to 1
		if shows[n] >= 2 {
			return 8
		}
	case scan(id, "single-%d", &n): // 95.22(8): one to one per die showing n
		if shows[n] > 0 {
			return int64(shows[n])
		}
	case scan(id, "total-%d", &n): // 95.22(4)
		if sum == n {
			return slowTotals[n]
		}
	case scan(id, "duo-%d-%d", &a, &b): // 95.22(5): 5 to 1
		if shows[a] > 0 && shows[b] > 0 {
			return 5
		}
	default:
		t.Fatalf("slowNet: no wager %q", id)
	}
	return -1
}

func scan(id, format string, args ...any) bool {
	prefix, _, _ := strings.Cut(format, "%")
	if !strings.HasPrefix(id, prefix) {
		return false
	}
	n, err := fmt.Sscanf(id, format, args...)
	return err == nil && n == len(args)
}

// TestAllRolls plays every one of the 6 × 6 × 6 = 216 rolls with one unit on
// every wager of the layout and checks each settlement against slowNet, then
// each wager's total over the 216 rolls against the house's take worked out
// by hand.
func TestAllRolls(t *testing.T) {
	ids := allIDs()
	if len(ids) != 50 {
		t.Fatalf("%d wager ids, want 50", len(ids))
	}
	sums := map[string]int64{}
	wins := map[string]int{}
	for d1 := 1; d1 <= 6; d1++ {
		for d2 := 1; d2 <= 6; d2++ {
			for d3 := 1; d3 <= 6; d3++ {
				d := [3]int{d1, d2, d3}
				e, _ := table(t, `{"min":1}`, fmt.Sprintf("[%d,%d,%d]", d1, d2, d3))
				for _, id := range ids {
					run(t, e, wagerStep(1, id, 1))
				}
				run(t, e, `{"dealer":"roll"}`)
				got := e.Rounds()[0].Settlements
				if len(got) != len(ids) {
					t.Fatalf("roll %v: %d settlements, want %d", d, len(got), len(ids))
				}
				for i, s := range got {
					want := slowNet(t, ids[i], d)
					res := game.Lose
					if want > 0 {
						res = game.Win
					}
					if s.Wager != ids[i] || int64(s.Net) != want || s.Result != res || s.Stake != 1 {
						t.Errorf("roll %v, %s: got %s %s %d, want %s %d", d, ids[i], s.Wager, s.Result, s.Net, res, want)
					}
					sums[s.Wager] += int64(s.Net)
					if s.Result == game.Win {
						wins[s.Wager]++
					}
				}
			}
		}
	}
	// Ways to roll each total with three dice (3 and 18 have no wager):
	// 4:3 5:6 6:10 7:15 8:21 9:25 10:27 11:27 12:25 13:21 14:15 15:10 16:6 17:3.
	ways := map[int]int{4: 3, 5: 6, 6: 10, 7: 15, 8: 21, 9: 25, 10: 27, 11: 27, 12: 25, 13: 21, 14: 15, 15: 10, 16: 6, 17: 3}
	// The player's result over the 216 rolls, 1 unit each: wins × odds − losses.
	take := map[string]int64{
		"triple-N":   1*150 - 215,           // −65: the house keeps 30.09%
		"double-N":   16*8 - 200,            // −72: 15 rolls with exactly two N (3 places × 5 others) + the triple
		"single-N":   75*1 + 15*2 + 3 - 125, // −17: 75 rolls with one N, 15 with two, 1 with three, 125 with none
		"any-triple": 6*24 - 210,            // −66
		"duo-A-B":    30*5 - 186,            // −36: 6 orders of A, B, other (4 others) = 24, plus AAB, ABB in 3 orders each = 6
		"small":      105 - 111,             // −6: totals 4–10 are 107 rolls, less [2,2,2] and [3,3,3]
		"big":        105 - 111,             // −6: totals 11–17, less [4,4,4] and [5,5,5]
		"total-4":    3*50 - 213,            // −63
		"total-5":    6*30 - 210,            // −30
		"total-6":    10*18 - 206,           // −26
		"total-7":    15*12 - 201,           // −21
		"total-8":    21*8 - 195,            // −27
		"total-9":    25*6 - 191,            // −41
		"total-10":   27*6 - 189,            // −27
		"total-11":   27*6 - 189,            // −27
		"total-12":   25*6 - 191,            // −41
		"total-13":   21*8 - 195,            // −27
		"total-14":   15*12 - 201,           // −21
		"total-15":   10*18 - 206,           // −26
		"total-16":   6*30 - 210,            // −30
		"total-17":   3*50 - 213,            // −63
	}
	wantWins := map[string]int{"triple-N": 1, "double-N": 16, "single-N": 91, "any-triple": 6, "duo-A-B": 30, "small": 105, "big": 105}
	for n, w := range ways {
		wantWins[fmt.Sprintf("total-%d", n)] = w
	}
	for _, id := range ids {
		key := id
		for _, p := range []string{"triple", "double", "single"} {
			if strings.HasPrefix(id, p+"-") {
				key = p + "-N"
			}
		}
		if strings.HasPrefix(id, "duo-") {
			key = "duo-A-B"
		}
		if sums[id] != take[key] {
			t.Errorf("%s over 216 rolls: %+d units, want %+d", id, sums[id], take[key])
		}
		if wins[id] != wantWins[key] {
			t.Errorf("%s wins on %d rolls, want %d", id, wins[id], wantWins[key])
		}
	}
}
