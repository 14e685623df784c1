package craps_test

import (
	"fmt"
	"slices"
	"testing"

	"croupier/game"
)

// rolls are a roll of each total, written in dice notation; hard is the
// hard way of each even total from 4 to 10.
var (
	rolls = map[int]string{2: "[1,1]", 3: "[1,2]", 4: "[1,3]", 5: "[2,3]", 6: "[2,4]", 7: "[3,4]",
		8: "[3,5]", 9: "[4,5]", 10: "[4,6]", 11: "[5,6]", 12: "[6,6]"}
	hard = map[int]string{4: "[2,2]", 6: "[3,3]", 8: "[4,4]", 10: "[5,5]"}
)

// oneRollNets are the field and the multiple chances decided by one roll,
// each total's net on the stake given, worked out by hand from 95.14(5)
// and 95.15(2)–(11) with ruling C1: a win at a to 1 nets stake × a; a
// wager in parts wins its part on the total at that total's odds (2 and 12
// 30 to 1, 3 and 11 15 to 1, 7 4 to 1) and loses the other parts.
var oneRollNets = []struct {
	id    string
	stake int64
	net   map[int]int64 // by total; a total not listed loses the stake
}{
	{"field", 100, map[int]int64{2: 200, 3: 100, 4: 100, 9: 100, 10: 100, 11: 100, 12: 200}}, // 95.14(5)
	{"any-7", 100, map[int]int64{7: 400}},                                                    // 95.15(2)
	{"eleven", 100, map[int]int64{11: 1500}},                                                 // 95.15(3)
	{"any-craps", 100, map[int]int64{2: 700, 3: 700, 12: 700}},                               // 95.15(4)
	{"craps-2", 100, map[int]int64{2: 3000}},                                                 // 95.15(5)
	{"craps-3", 100, map[int]int64{3: 1500}},                                                 // 95.15(6)
	{"craps-12", 100, map[int]int64{12: 3000}},                                               // 95.15(7)
	// 95.15(8), C1: four parts of 100; on 11 the 100 part wins 1500 and
	// the three others lose 300: +1200.
	{"horn", 400, map[int]int64{2: 3000 - 300, 3: 1500 - 300, 11: 1500 - 300, 12: 3000 - 300}},
	// 95.15(10), C1, C6: five parts of 100; on 7 the part wins 400 and
	// the four others lose 400: 0, a push.
	{"world", 500, map[int]int64{2: 3000 - 400, 3: 1500 - 400, 7: 0, 11: 1500 - 400, 12: 3000 - 400}},
	// 95.15(11), C1: three parts of 100.
	{"three-way-craps", 300, map[int]int64{2: 3000 - 200, 3: 1500 - 200, 12: 3000 - 200}},
}

// The field and the multiple chances of one roll, on every total, on a
// come-out roll (they always work): seat 1's pass gives the dice a shooter.
func TestOneRollWagers(t *testing.T) {
	for total, dice := range rolls {
		t.Run(fmt.Sprint(total), func(t *testing.T) {
			e, _ := table(t, "", dice)
			run(t, e, bet(1, "pass", 100))
			for _, w := range oneRollNets {
				run(t, e, bet(2, w.id, w.stake))
			}
			run(t, e, roll)
			got := seatNets(last(t, e), 2)
			var want []net
			for _, w := range oneRollNets {
				n, ok := w.net[total]
				if !ok {
					n = -w.stake
				}
				res := game.Push
				switch {
				case n > 0:
					res = game.Win
				case n < 0:
					res = game.Lose
				}
				want = append(want, net{2, w.id, w.stake, res, n})
			}
			if !slices.Equal(got, want) {
				t.Errorf("\n got %v\nwant %v", got, want)
			}
			if l := layout(e); l != "" && l != "1:pass=100" {
				t.Errorf("layout after the roll %q: one-roll wagers leave it (C5)", l)
			}
		})
	}
}

// 95.15(9): a hop wins on that exact pair of dice, in either order: 30 to 1
// for a pair, 15 to 1 otherwise; the same total made otherwise loses.
func TestHop9515_9(t *testing.T) {
	cases := []struct {
		dice string
		want []net
	}{
		{"[1,4]", []net{{2, "hop-1-4", 100, game.Win, 1500}, {2, "hop-2-3", 100, game.Lose, -100}, {2, "hop-2-2", 100, game.Lose, -100}, {2, "hop-6-6", 100, game.Lose, -100}}},
		{"[4,1]", []net{{2, "hop-1-4", 100, game.Win, 1500}, {2, "hop-2-3", 100, game.Lose, -100}, {2, "hop-2-2", 100, game.Lose, -100}, {2, "hop-6-6", 100, game.Lose, -100}}},
		{"[3,2]", []net{{2, "hop-1-4", 100, game.Lose, -100}, {2, "hop-2-3", 100, game.Win, 1500}, {2, "hop-2-2", 100, game.Lose, -100}, {2, "hop-6-6", 100, game.Lose, -100}}},
		{"[2,2]", []net{{2, "hop-1-4", 100, game.Lose, -100}, {2, "hop-2-3", 100, game.Lose, -100}, {2, "hop-2-2", 100, game.Win, 3000}, {2, "hop-6-6", 100, game.Lose, -100}}},
		{"[6,6]", []net{{2, "hop-1-4", 100, game.Lose, -100}, {2, "hop-2-3", 100, game.Lose, -100}, {2, "hop-2-2", 100, game.Lose, -100}, {2, "hop-6-6", 100, game.Win, 3000}}},
	}
	for _, c := range cases {
		e, _ := table(t, "", c.dice)
		run(t, e, bet(1, "pass", 100), `{"seat":2,"wager":{"hop-1-4":100,"hop-2-3":100,"hop-2-2":100,"hop-6-6":100}}`, roll)
		got := seatNets(last(t, e), 2)
		if !slices.Equal(got, c.want) {
			t.Errorf("%s:\n got %v\nwant %v", c.dice, got, c.want)
		}
	}
}

// 95.15(1): a hard way wins on its number made with two identical dice (7
// to 1 on 4 and 10, 9 to 1 on 6 and 8) and stays up (C5); it loses on a 7
// or on its number made otherwise (easy); other totals leave it.
func TestHardWays9515_1(t *testing.T) {
	for _, n := range []int{4, 6, 8, 10} {
		id := fmt.Sprintf("hard-%d", n)
		odds := int64(7)
		if n == 6 || n == 8 {
			odds = 9
		}
		// Point 5 first, so the hard way works; then a roll of each kind.
		e, _ := table(t, "", fmt.Sprintf("[2,3] [1,1] %s %s %s", hard[n], rolls[n], rolls[7]))
		run(t, e, bet(1, "pass", 100), roll, bet(2, id, 100), roll)
		if got := nets(last(t, e)); len(got) != 0 {
			t.Errorf("%s on a 2: %v, want undecided", id, got)
		}
		run(t, e, roll)
		if got, want := nets(last(t, e)), []net{{2, id + " stays", 100, game.Win, 100 * odds}}; !slices.Equal(got, want) {
			t.Errorf("%s on %s: %v, want %v", id, hard[n], got, want)
		}
		if l := layout(e); l != "1:pass=100 2:"+id+"=100" {
			t.Errorf("layout %q: the hard way stays up (C5)", l)
		}
		run(t, e, roll)
		if got, want := nets(last(t, e)), []net{{2, id, 100, game.Lose, -100}}; !slices.Equal(got, want) {
			t.Errorf("%s on an easy %s: %v, want %v", id, rolls[n], got, want)
		}
		e, _ = table(t, "", "[2,3] [3,4]")
		run(t, e, bet(1, "pass", 100), roll, bet(2, id, 100), roll)
		if got, want := nets(last(t, e)), []net{{1, "pass", 100, game.Lose, -100}, {2, id, 100, game.Lose, -100}}; !slices.Equal(got, want) {
			t.Errorf("%s on a 7: %v, want %v", id, got, want)
		}
	}
}
