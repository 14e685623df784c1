package craps_test

import (
	"fmt"
	"slices"
	"testing"

	"croupier/game"
)

// 95.14(1): on the come-out roll a pass wager wins on 7 or 11, loses on 2,
// 3 or 12; any other total becomes the point.
func TestPassComeOut9514_1(t *testing.T) {
	for total, dice := range rolls {
		e, _ := table(t, "", dice)
		run(t, e, bet(1, "pass", 100), roll)
		var want []net
		point := 0
		switch total {
		case 7, 11:
			want = []net{{1, "pass", 100, game.Win, 100}}
		case 2, 3, 12:
			want = []net{{1, "pass", 100, game.Lose, -100}}
		default:
			point = total
		}
		if got := nets(last(t, e)); !slices.Equal(got, want) {
			t.Errorf("come-out %d: %v, want %v", total, got, want)
		}
		if p := e.Table().Point; p != point {
			t.Errorf("come-out %d: point %d, want %d", total, p, point)
		}
	}
}

// 95.14(1): once the point is known, the pass wager wins when the point is
// rolled again, loses on a 7, and is suspended for any other total.
func TestPassPoint9514_1(t *testing.T) {
	e, _ := table(t, "", "[2,4] [1,1] [5,6] [6,6] [1,3] [3,3]")
	run(t, e, bet(1, "pass", 100), roll)
	for _, d := range []string{"[1,1]", "[5,6]", "[6,6]", "[1,3]"} {
		run(t, e, roll)
		if got := nets(last(t, e)); len(got) != 0 || e.Table().Point != 6 {
			t.Errorf("%s with the point 6: %v, point %d; want nothing decided, point 6", d, got, e.Table().Point)
		}
	}
	run(t, e, roll)
	if got, want := nets(last(t, e)), []net{{1, "pass", 100, game.Win, 100}}; !slices.Equal(got, want) || e.Table().Point != 0 {
		t.Errorf("the point made: %v, point %d; want %v, point off", got, e.Table().Point, want)
	}
	e, _ = table(t, "", "[2,4] [3,4]")
	run(t, e, bet(1, "pass", 100), roll, roll)
	if got, want := nets(last(t, e)), []net{{1, "pass", 100, game.Lose, -100}}; !slices.Equal(got, want) || e.Table().Point != 0 {
		t.Errorf("seven-out: %v, point %d; want %v, point off", got, e.Table().Point, want)
	}
}

// 95.14(2): the don't pass wins on a come-out 2 or 3, loses on 7 or 11 and
// pushes on 12, leaving the layout (ruling C6); then it wins on a 7 before
// the point and loses on the point.
func TestDontPass9514_2(t *testing.T) {
	for total, dice := range rolls {
		e, _ := table(t, "", dice)
		run(t, e, bet(1, "dont-pass", 100), roll)
		var want []net
		switch total {
		case 2, 3:
			want = []net{{1, "dont-pass", 100, game.Win, 100}}
		case 7, 11:
			want = []net{{1, "dont-pass", 100, game.Lose, -100}}
		case 12:
			want = []net{{1, "dont-pass", 100, game.Push, 0}}
		}
		if got := nets(last(t, e)); !slices.Equal(got, want) {
			t.Errorf("come-out %d: %v, want %v", total, got, want)
		}
		if total == 12 && layout(e) != "" {
			t.Errorf("a barred 12 leaves %q on the layout; the push takes the wager off (C6)", layout(e))
		}
	}
	e, _ := table(t, "", "[1,3] [6,6] [5,6] [3,4]")
	run(t, e, bet(1, "dont-pass", 100), roll, roll, roll)
	if got := nets(last(t, e)); len(got) != 0 {
		t.Errorf("12 and 11 with the point 4: %v, want nothing decided", got)
	}
	run(t, e, roll)
	if got, want := nets(last(t, e)), []net{{1, "dont-pass", 100, game.Win, 100}}; !slices.Equal(got, want) {
		t.Errorf("a 7 before the point: %v, want %v", got, want)
	}
	e, _ = table(t, "", "[1,3] [2,2]")
	run(t, e, bet(1, "dont-pass", 100), roll, roll)
	if got, want := nets(last(t, e)), []net{{1, "dont-pass", 100, game.Lose, -100}}; !slices.Equal(got, want) {
		t.Errorf("the point made: %v, want %v", got, want)
	}
}

// 95.14(1), (2), 95.11: pass and don't pass are played on the come-out
// roll; a pass is not reduced (nor withdrawn), a don't pass not increased.
func TestLineWhen9514(t *testing.T) {
	e, tp := table(t, "", "[2,4]")
	run(t, e, bet(1, "pass", 100), bet(1, "pass", 200), bet(2, "dont-pass", 300))
	refuse(t, e, tp, bet(2, "dont-pass", 100), "95.11")
	refuse(t, e, tp, `{"seat":1,"withdraw":"pass"}`, "95.14")
	run(t, e, roll)
	if l := layout(e); l != "1:pass=300 2:dont-pass=300" {
		t.Errorf("layout %q", l)
	}
	refuse(t, e, tp, bet(3, "pass", 100), "95.14(1)") // a put bet
	refuse(t, e, tp, bet(1, "pass", 100), "95.14(1)")
	refuse(t, e, tp, bet(3, "dont-pass", 100), "95.14(2)")
	run(t, e, `{"seat":2,"withdraw":"dont-pass"}`) // at any time (95.14)
}

// 95.14(3): a come wager, played once a point is on, wins on 7 or 11 and
// loses on 2, 3 or 12 on its first roll; any other total moves it to that
// number (come-N, game.EventMove), where it wins on the number and loses on
// a 7. Come odds (95.16(3)) pay the pass odds.
func TestCome9514_3(t *testing.T) {
	e, tp := table(t, "", "[2,3] [4,4] [1,2] [2,6] [5,6] [1,1] [6,4] [3,4]")
	refuse(t, e, tp, bet(2, "come", 100), "95.14(3)") // no point yet
	run(t, e, bet(1, "pass", 100), roll)              // point 5
	run(t, e, bet(2, "come", 100), roll)              // 8: come travels
	if got := nets(last(t, e)); len(got) != 0 {
		t.Errorf("come on 8: %v, want nothing decided", got)
	}
	moves := events(e, game.EventMove)
	if len(moves) != 1 || moves[0].Seat != 2 || moves[0].Wager != "come" || moves[0].Text != "come-8" || moves[0].Amount != 100 {
		t.Errorf("move events %+v, want seat 2's 100 moved from come to come-8", moves)
	}
	refuse(t, e, tp, bet(2, "come-8", 100), "95.14(3)")
	refuse(t, e, tp, `{"seat":2,"withdraw":"come-8"}`, "95.14")
	refuse(t, e, tp, bet(2, "come-odds-8", 301), "95.16") // C4: at most 3 × 100
	run(t, e, bet(2, "come-odds-8", 200), roll)           // 3: nothing for come-8 (pass neither)
	if got := nets(last(t, e)); len(got) != 0 {
		t.Errorf("3 with come-8: %v, want nothing decided", got)
	}
	run(t, e, roll) // 8
	// come-8 wins 100; its odds pay 6 to 5: 200 × 6 / 5 = 240.
	if got, want := nets(last(t, e)), []net{{2, "come-8", 100, game.Win, 100}, {2, "come-odds-8", 200, game.Win, 240}}; !slices.Equal(got, want) {
		t.Errorf("8 made: %v, want %v", got, want)
	}
	run(t, e, bet(2, "come", 100), roll) // 11
	if got, want := nets(last(t, e)), []net{{2, "come", 100, game.Win, 100}}; !slices.Equal(got, want) {
		t.Errorf("come on 11: %v, want %v", got, want)
	}
	run(t, e, bet(2, "come", 100), roll) // 2
	if got, want := nets(last(t, e)), []net{{2, "come", 100, game.Lose, -100}}; !slices.Equal(got, want) {
		t.Errorf("come on 2: %v, want %v", got, want)
	}
	run(t, e, bet(2, "come", 100), roll, bet(2, "come", 100), bet(2, "come", 50), roll) // 10, then 7
	// The 7 is a seven-out: the pass loses, come-10 loses, the new come
	// (100, added to: 150) wins on its first roll; come-10 was placed first.
	want := []net{{1, "pass", 100, game.Lose, -100}, {2, "come-10", 100, game.Lose, -100}, {2, "come", 150, game.Win, 150}}
	if got := nets(last(t, e)); !slices.Equal(got, want) {
		t.Errorf("seven-out: %v, want %v", got, want)
	}
	if l := layout(e); l != "" {
		t.Errorf("layout after the seven-out %q, want empty", l)
	}
}

// 95.14(4): the don't come wins on 2 or 3 and loses on 7 or 11 on its first
// roll, pushes on 12 and leaves (C6); otherwise it moves to dont-come-N,
// winning on 7 and losing on N. It is never increased (95.14). Don't come
// odds (95.16(4)) pay the don't pass odds.
func TestDontCome9514_4(t *testing.T) {
	e, tp := table(t, "", "[2,3] [6,6] [1,2] [5,6] [4,6] [5,5] [2,2] [3,4]")
	run(t, e, bet(1, "pass", 100), roll) // point 5
	run(t, e, bet(2, "dont-come", 100))
	refuse(t, e, tp, bet(2, "dont-come", 100), "95.14(4)")
	steps := []struct {
		what string
		want []net
	}{
		{"12 bars", []net{{2, "dont-come", 100, game.Push, 0}}},
		{"3 wins", []net{{2, "dont-come", 100, game.Win, 100}}},
		{"11 loses", []net{{2, "dont-come", 100, game.Lose, -100}}},
		{"10 moves", nil},
	}
	for i, s := range steps {
		if i > 0 {
			run(t, e, bet(2, "dont-come", 100))
		}
		run(t, e, roll)
		if got := nets(last(t, e)); !slices.Equal(got, s.want) {
			t.Errorf("%s: %v, want %v", s.what, got, s.want)
		}
	}
	if l := layout(e); l != "1:pass=100 2:dont-come-10=100" {
		t.Errorf("layout %q", l)
	}
	// dont-come-10 loses on 10, made hard or easy; its odds too.
	run(t, e, bet(2, "dont-come-odds-10", 300), roll)
	if got, want := nets(last(t, e)), []net{{2, "dont-come-10", 100, game.Lose, -100}, {2, "dont-come-odds-10", 300, game.Lose, -300}}; !slices.Equal(got, want) {
		t.Errorf("10 rolled: %v, want %v", got, want)
	}
	run(t, e, bet(2, "dont-come", 100), roll) // 4: travels
	run(t, e, bet(2, "dont-come-odds-4", 201))
	refuse(t, e, tp, `{"seat":2,"withdraw":"dont-come-4"}`, "95.16(4)") // its odds first
	run(t, e, roll)                                                     // 7
	// dont-come-4 wins 100; the odds pay 1 to 2: 201 / 2 = 100, half a cent
	// dropped (G7: rounding 1, in halves of a cent).
	want := []net{{1, "pass", 100, game.Lose, -100}, {2, "dont-come-4", 100, game.Win, 100}, {2, "dont-come-odds-4 rounding 1", 201, game.Win, 100}}
	if got := nets(last(t, e)); !slices.Equal(got, want) {
		t.Errorf("seven-out: %v, want %v", got, want)
	}
}

// 95.16(1), (2): the pass odds pay 2 to 1 on 4 or 10, 3 to 2 on 5 or 9, 6
// to 5 on 6 or 8; the don't pass odds 1 to 2, 2 to 3, 5 to 6. Payouts round
// down to the cent, the dropped part reported in 1/b of a cent (G7).
func TestOdds9516(t *testing.T) {
	cases := []struct {
		tape       string
		line       string
		odds       int64
		oddsNet    int64
		remainder  int64
		lineResult game.Result
	}{
		{"[1,3] [2,2]", "pass", 3000, 6000, 0, game.Win},     // 3000 × 2
		{"[4,6] [6,4]", "pass", 1000, 2000, 0, game.Win},     // 1000 × 2
		{"[1,4] [2,3]", "pass", 1005, 1507, 1, game.Win},     // 1005 × 3/2 = 1507.5
		{"[4,5] [3,6]", "pass", 1000, 1500, 0, game.Win},     // 1000 × 3/2
		{"[1,5] [3,3]", "pass", 1001, 1201, 1, game.Win},     // 1001 × 6/5 = 1201.2
		{"[2,6] [4,4]", "pass", 3000, 3600, 0, game.Win},     // 3000 × 6/5
		{"[2,2] [3,4]", "dont-pass", 1001, 500, 1, game.Win}, // 1001 × 1/2 = 500.5
		{"[5,5] [3,4]", "dont-pass", 3000, 1500, 0, game.Win},
		{"[1,4] [3,4]", "dont-pass", 1000, 666, 2, game.Win}, // 1000 × 2/3 = 666.67
		{"[3,6] [3,4]", "dont-pass", 3000, 2000, 0, game.Win},
		{"[2,6] [3,4]", "dont-pass", 1000, 833, 2, game.Win}, // 1000 × 5/6 = 833.33
		{"[1,5] [3,4]", "dont-pass", 3000, 2500, 0, game.Win},
		{"[1,5] [3,4]", "pass", 3000, -3000, 0, game.Lose},
		{"[1,5] [5,1]", "dont-pass", 3000, -3000, 0, game.Lose},
	}
	for _, c := range cases {
		e, tp := table(t, "", c.tape)
		odds := c.line + "-odds"
		refuse(t, e, tp, bet(1, odds, 100), "95.16") // no line wager
		run(t, e, bet(1, c.line, 1000))
		refuse(t, e, tp, bet(1, odds, 100), kindSection(c.line)) // no point yet
		run(t, e, roll)
		refuse(t, e, tp, bet(1, odds, 3001), "95.16") // C4
		run(t, e, bet(1, odds, c.odds), roll)
		lineNet := int64(1000)
		if c.lineResult == game.Lose {
			lineNet = -1000
		}
		oddsID := odds
		if c.remainder != 0 {
			oddsID += fmt.Sprintf(" rounding %d", c.remainder)
		}
		want := []net{{1, c.line, 1000, c.lineResult, lineNet}, {1, oddsID, c.odds, c.lineResult, c.oddsNet}}
		if got := nets(last(t, e)); !slices.Equal(got, want) {
			t.Errorf("%s %s: %v, want %v", c.line, c.tape, got, want)
		}
	}
}

// kindSection is the paragraph of 95.16 for a line wager's odds.
func kindSection(line string) string {
	if line == "pass" {
		return "95.16(1)"
	}
	return "95.16(2)"
}

// C4: max-odds sets the multiple of the line wager the odds may reach.
func TestMaxOddsC4(t *testing.T) {
	e, tp := table(t, `{"max-odds":5}`, "[2,4]")
	run(t, e, bet(1, "pass", 1000), roll)
	refuse(t, e, tp, bet(1, "pass-odds", 5001), "95.16")
	run(t, e, bet(1, "pass-odds", 4000), bet(1, "pass-odds", 1000))
	refuse(t, e, tp, bet(1, "pass-odds", 1), "95.16")
	var found bool
	for _, o := range e.Legal().Options {
		if o.Kind == game.KindWager && o.Name == "pass-odds" {
			found = true
		}
	}
	if found {
		t.Error("Legal offers pass-odds at 5 times the pass already")
	}
	// max-odds times a large pass passes the table maximum without
	// overflowing: the maximum bounds the odds.
	e, tp = table(t, `{"max":9000000000000000000,"max-odds":1000}`, "[2,4]")
	run(t, e, bet(1, "pass", 900_000_000_000_000_000), roll)
	refuse(t, e, tp, bet(1, "pass-odds", 9_000_000_000_000_000_001), "95.5")
	run(t, e, bet(1, "pass-odds", 9_000_000_000_000_000_000))
}
