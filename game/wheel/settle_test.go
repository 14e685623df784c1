package wheel_test

import (
	"fmt"
	"slices"
	"testing"

	"croupier/game"
)

// allSymbols are the default wheel's symbols, in wheel order (games.md).
var allSymbols = []string{"1", "2", "5", "10", "20", "joker", "flag"}

// 119, 120: on each symbol of the default wheel, a wager of 100 cents on
// every symbol; the one the pin stops on wins 100 × N (its odds, N to 1),
// every other loses 100. The nets are worked out by hand from games.md's
// pay table: 1, 2, 5, 10, 20, 40 and 40 to 1.
func Test119_PayEverySymbol(t *testing.T) {
	cases := []struct {
		stop int
		sym  string
		win  int64
	}{
		{0, "1", 100},       // stops 0–23: 1 to 1
		{23, "1", 100},      //
		{24, "2", 200},      // stops 24–38: 2 to 1
		{38, "2", 200},      //
		{39, "5", 500},      // stops 39–45: 5 to 1
		{45, "5", 500},      //
		{46, "10", 1000},    // stops 46–49: 10 to 1
		{49, "10", 1000},    //
		{50, "20", 2000},    // stops 50–51: 20 to 1
		{51, "20", 2000},    //
		{52, "joker", 4000}, // stop 52: 40 to 1
		{53, "flag", 4000},  // stop 53: 40 to 1
	}
	for _, c := range cases {
		t.Run(fmt.Sprintf("stop %d", c.stop), func(t *testing.T) {
			e, _ := table(t, "", fmt.Sprint(c.stop))
			var want []net
			for _, s := range allSymbols {
				run(t, e, wagerStep(1, s, 100))
				if s == c.sym {
					want = append(want, net{1, "symbol-" + s, 100, game.Win, c.win})
				} else {
					want = append(want, net{1, "symbol-" + s, 100, game.Lose, -100})
				}
			}
			run(t, e, `{"dealer":"no-more-bets"}`, `{"dealer":"spin"}`)
			rd := e.Rounds()[0]
			if rd.Stop == nil || *rd.Stop != c.stop || rd.Revolutions != 0 || rd.Hands != nil {
				t.Errorf("round outcome stop %v revolutions %d hands %v, want stop %d only", rd.Stop, rd.Revolutions, rd.Hands, c.stop)
			}
			if got := nets(rd); !slices.Equal(got, want) {
				t.Errorf("\n got %v\nwant %v", got, want)
			}
		})
	}
}

// slowSymbol is the symbol at stop k of the default wheel, read off
// games.md's stop ranges, independently of the package's table.
func slowSymbol(k int) string {
	switch {
	case k <= 23:
		return "1"
	case k <= 38:
		return "2"
	case k <= 45:
		return "5"
	case k <= 49:
		return "10"
	case k <= 51:
		return "20"
	case k == 52:
		return "joker"
	}
	return "flag"
}

// slowOdds are games.md's default payouts, copied again.
var slowOdds = map[string]int64{"1": 1, "2": 2, "5": 5, "10": 10, "20": 20, "joker": 40, "flag": 40}

// TestAllStops plays every one of the 54 stops with 1 cent on every symbol
// and checks each settlement against slowSymbol and slowOdds; then each
// symbol's total over the 54 stops against the by-hand count
// c × N − (54 − c) = c × (N + 1) − 54, the house's edge of 122:
//
//	1: 48 − 54 = −6    2: 45 − 54 = −9    5: 42 − 54 = −12   10: 44 − 54 = −10
//	20: 42 − 54 = −12  joker: 41 − 54 = −13  flag: 41 − 54 = −13
func TestAllStops(t *testing.T) {
	sums := map[string]int64{}
	wins := map[string]int{}
	for k := range 54 {
		e, _ := table(t, `{"min":1}`, fmt.Sprintf(`{"stop":%d,"revolutions":3}`, k))
		for _, s := range allSymbols {
			run(t, e, wagerStep(4, s, 1))
		}
		run(t, e, `{"dealer":"spin"}`)
		got := e.Rounds()[0].Settlements
		if len(got) != len(allSymbols) {
			t.Fatalf("stop %d: %d settlements, want %d", k, len(got), len(allSymbols))
		}
		for i, s := range got {
			sym := allSymbols[i]
			want, res := int64(-1), game.Lose
			if slowSymbol(k) == sym {
				want, res = slowOdds[sym], game.Win
			}
			if s.Seat != 4 || s.Wager != "symbol-"+sym || s.Stake != 1 || s.Result != res || int64(s.Net) != want || s.Rounding != 0 || s.Commission != 0 {
				t.Errorf("stop %d, %s: got %+v, want %s %d", k, sym, s, res, want)
			}
			sums[sym] += int64(s.Net)
			if s.Result == game.Win {
				wins[sym]++
			}
		}
	}
	wantSums := map[string]int64{"1": -6, "2": -9, "5": -12, "10": -10, "20": -12, "joker": -13, "flag": -13}
	wantWins := map[string]int{"1": 24, "2": 15, "5": 7, "10": 4, "20": 2, "joker": 1, "flag": 1}
	for _, s := range allSymbols {
		if sums[s] != wantSums[s] || wins[s] != wantWins[s] {
			t.Errorf("%s over the 54 stops: %+d on %d wins, want %+d on %d", s, sums[s], wins[s], wantSums[s], wantWins[s])
		}
	}
}

// Every payout is a whole number to 1, so no stake, however odd, drops a
// cent (README "Money", ruling G7).
func TestRounding(t *testing.T) {
	for _, stake := range []int64{1, 3, 7, 37, 99, 101, 12345} {
		for _, stop := range []int{0, 30, 40, 47, 50, 52, 53} {
			e, _ := table(t, `{"min":1}`, fmt.Sprint(stop))
			for _, s := range allSymbols {
				run(t, e, wagerStep(2, s, stake))
			}
			run(t, e, `{"dealer":"spin"}`)
			for _, s := range e.Rounds()[0].Settlements {
				if s.Rounding != 0 || s.Commission != 0 {
					t.Errorf("stake %d on %s, stop %d: rounding %d commission %d, want 0", stake, s.Wager, stop, s.Rounding, s.Commission)
				}
				if s.Result == game.Win && int64(s.Net) != stake*slowOdds[s.Wager[len("symbol-"):]] {
					t.Errorf("stake %d on %s, stop %d: net %d", stake, s.Wager, stop, s.Net)
				}
			}
		}
	}
}

// A custom wheel pays its own odds: the sixty-segment wheel of
// rules_test.go, one wager of 37 cents on each symbol, the pin on each
// symbol in turn. Stops by hand: a 0, b 1–3, c 4–8, d 9–17, e 18–32,
// f 33–59; odds 44, 14, 8, 4, 2, 1 to 1.
func TestCustomWheel(t *testing.T) {
	syms := []string{"a", "b", "c", "d", "e", "f"}
	cases := []struct {
		stop int
		sym  string
		win  int64
	}{
		{0, "a", 37 * 44}, {3, "b", 37 * 14}, {4, "c", 37 * 8}, {17, "d", 37 * 4}, {18, "e", 37 * 2}, {32, "e", 37 * 2}, {33, "f", 37}, {59, "f", 37},
	}
	for _, c := range cases {
		e, _ := table(t, wheelOf(sixty, sixtyPays, `"min":1`), fmt.Sprint(c.stop))
		var want []net
		for _, s := range syms {
			run(t, e, wagerStep(6, s, 37))
			if s == c.sym {
				want = append(want, net{6, "symbol-" + s, 37, game.Win, c.win})
			} else {
				want = append(want, net{6, "symbol-" + s, 37, game.Lose, -37})
			}
		}
		run(t, e, `{"dealer":"spin"}`)
		if got := nets(e.Rounds()[0]); !slices.Equal(got, want) {
			t.Errorf("stop %d:\n got %v\nwant %v", c.stop, got, want)
		}
	}
}
