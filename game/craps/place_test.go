package craps_test

import (
	"fmt"
	"slices"
	"testing"

	"croupier/game"
	"croupier/money"
)

// 95.17(1): a place bet ("right bet") wins on its number before a 7 at 9 to
// 5 on 4 or 10, 7 to 5 on 5 or 9, 7 to 6 on 6 or 8, and stays up (C5); a 7
// takes them all.
func TestPlace9517_1(t *testing.T) {
	e, _ := table(t, "", "[2,3] [1,3] [2,4] [2,6] [4,5] [6,4] [3,2] [3,4]")
	run(t, e, bet(1, "pass", 100), roll) // point 5
	run(t, e, `{"seat":2,"wager":{"place-4":500,"place-5":500,"place-6":600,"place-8":601,"place-9":500,"place-10":500}}`)
	wins := []net{
		{2, "place-4 stays", 500, game.Win, 900},            // 500 × 9/5
		{2, "place-6 stays", 600, game.Win, 700},            // 600 × 7/6
		{2, "place-8 rounding 1 stays", 601, game.Win, 701}, // 601 × 7/6 = 701.17: 1/6 cent dropped
		{2, "place-9 stays", 500, game.Win, 700},            // 500 × 7/5
		{2, "place-10 stays", 500, game.Win, 900},           // 500 × 9/5
	}
	for _, w := range wins {
		run(t, e, roll)
		if got := nets(last(t, e)); !slices.Equal(got, []net{w}) {
			t.Errorf("got %v, want %v", got, w)
		}
	}
	run(t, e, roll) // 5: the point made, place-5 wins 500 × 7/5
	if got, want := nets(last(t, e)), []net{{1, "pass", 100, game.Win, 100}, {2, "place-5 stays", 500, game.Win, 700}}; !slices.Equal(got, want) {
		t.Errorf("5: %v, want %v", got, want)
	}
	if l := layout(e); l != "2:place-4=500 2:place-5=500 2:place-6=600 2:place-8=601 2:place-9=500 2:place-10=500" {
		t.Errorf("layout %q: every place bet stays up (C5)", l)
	}
	// The come-out: seat 1 bets the pass again; the 7 wins it and leaves
	// the place bets, which are off (95.17(1), C3).
	run(t, e, bet(1, "pass", 100), roll)
	if got, want := nets(last(t, e)), []net{{1, "pass", 100, game.Win, 100}}; !slices.Equal(got, want) {
		t.Errorf("come-out 7: %v, want %v", got, want)
	}
}

// C3: place, buy, hard-way and come-odds wagers are off on the come-out
// roll unless working; the act turns one on, named in "wager" (Legal names
// it too); lay wagers always work and cannot be turned on.
func TestWorkingC3(t *testing.T) {
	e, tp := table(t, "", "[3,3] [3,4]")
	run(t, e, bet(1, "pass", 100), `{"seat":2,"wager":{"place-6":600,"place-8":600,"hard-6":100,"buy-6":1000,"lay-4":1000}}`)
	st := e.Table()
	var off []string
	for _, b := range st.Bets {
		if b.Off {
			off = append(off, b.ID)
		}
	}
	if want := []string{"place-6", "place-8", "hard-6", "buy-6"}; !slices.Equal(off, want) || st.Point != 0 || st.Shooter != 1 {
		t.Errorf("table %+v: off %v, want %v, come-out, shooter 1", st, off, want)
	}
	refuse(t, e, tp, `{"seat":2,"act":"working","wager":"lay-4"}`, "95.17(3)")
	refuse(t, e, tp, `{"seat":2,"act":"working","wager":"place-5"}`, "95.17(1)")
	refuse(t, e, tp, `{"seat":1,"act":"working","wager":"pass"}`, "95.14(1)")
	refuse(t, e, tp, `{"seat":1,"act":"working"}`, "95.17")
	run(t, e, `{"seat":2,"act":"working","wager":"place-6"}`, `{"seat":2,"act":"working","wager":"hard-6"}`)
	refuse(t, e, tp, `{"seat":2,"act":"working","wager":"hard-6"}`, "95.15(1)")
	run(t, e, roll) // [3,3]: a hard 6 on the come-out, the point 6
	// place-6 and hard-6 work: 600 × 7/6 = 700 and 100 × 9 = 900; buy-6 is
	// off (its commission is reported with its first settlement); place-8
	// is undecided; lay-4 is undecided.
	want := []net{{2, "place-6 stays", 600, game.Win, 700}, {2, "hard-6 stays", 100, game.Win, 900}}
	if got := nets(last(t, e)); !slices.Equal(got, want) {
		t.Errorf("hard 6: %v, want %v", got, want)
	}
	if b := e.Table().Bets; !b[1].Working || b[2].Working {
		t.Errorf("bets %+v: place-6 keeps its working flag (C7)", b)
	}
	var offered []string
	for _, o := range e.Legal().Options {
		if o.Kind == game.KindAct && o.Name == "working" {
			offered = append(offered, fmt.Sprint(o.Seat, " ", o.Wager))
		}
	}
	if want := []string{"2 place-8", "2 buy-6"}; !slices.Equal(offered, want) {
		t.Errorf("working offered for %v, want %v", offered, want)
	}
	refuse(t, e, tp, `{"seat":2,"act":"working"}`, "95.17")
}

// 95.17(2), C2, C7: a buy bet pays a commission of 5% of the wager, rounded
// up to the cent, when it is accepted (EventCommission right after its
// EventWager); it pays 2 to 1, 3 to 2, 6 to 5 and stays up; the commission
// is reported once, with its first settlement, and an increase pays only
// the commission of what was added.
func TestBuy9517_2(t *testing.T) {
	e, _ := table(t, `{"min":1}`, "[4,5] [1,3] [1,3] [2,2] [1,5] [3,4]")
	run(t, e, bet(1, "pass", 100), roll) // point 9
	run(t, e, `{"seat":2,"wager":{"buy-4":1000,"buy-10":1001,"buy-6":1000,"buy-5":20}}`)
	var got []string
	for _, ev := range e.Events(game.Omniscient) {
		if ev.Seat == 2 {
			got = append(got, string(ev.Kind)+" "+ev.Wager+" "+ev.Amount.String())
		}
	}
	// 5% of 10.00 is 0.50; of 10.01, 0.5005 rounded up to 0.51; of 0.20, 0.01.
	want := []string{"wager buy-4 10.00", "commission buy-4 0.50", "wager buy-10 10.01", "commission buy-10 0.51",
		"wager buy-6 10.00", "commission buy-6 0.50", "wager buy-5 0.20", "commission buy-5 0.01"}
	if !slices.Equal(got, want) {
		t.Errorf("events\n got %v\nwant %v", got, want)
	}
	run(t, e, roll) // 4: buy-4 wins 1000 × 2 and reports its commission
	if got, want := nets(last(t, e)), []net{{2, "buy-4 commission 50 stays", 1000, game.Win, 2000}}; !slices.Equal(got, want) {
		t.Errorf("first 4: %v, want %v", got, want)
	}
	run(t, e, roll) // 4 again: no commission left to report (C5, C7)
	if got, want := nets(last(t, e)), []net{{2, "buy-4 stays", 1000, game.Win, 2000}}; !slices.Equal(got, want) {
		t.Errorf("second 4: %v, want %v", got, want)
	}
	run(t, e, bet(2, "buy-4", 500)) // 1500 owes 75: 25 more
	if c := events(e, game.EventCommission); c[len(c)-1].Amount != 25 || c[len(c)-1].Wager != "buy-4" {
		t.Errorf("commission on the increase %+v, want 25", c[len(c)-1])
	}
	run(t, e, `{"seat":2,"withdraw":"buy-10"}`, roll) // 4 hard: buy-4 1500 × 2
	if got, want := nets(last(t, e)), []net{
		{2, "buy-4 commission 25 stays", 1500, game.Win, 3000},
		{2, "buy-10 commission 51", 1001, game.Withdrawn, 0}, // C2: not returned; C7: reported
	}; !slices.Equal(got, want) {
		t.Errorf("third 4: %v, want %v", got, want)
	}
	run(t, e, roll) // 6: buy-6 1000 × 6/5
	if got, want := nets(last(t, e)), []net{{2, "buy-6 commission 50 stays", 1000, game.Win, 1200}}; !slices.Equal(got, want) {
		t.Errorf("6: %v, want %v", got, want)
	}
	run(t, e, roll) // 7: seven-out
	if got, want := nets(last(t, e)), []net{{1, "pass", 100, game.Lose, -100},
		{2, "buy-4", 1500, game.Lose, -1500}, {2, "buy-6", 1000, game.Lose, -1000}, {2, "buy-5 commission 1", 20, game.Lose, -20}}; !slices.Equal(got, want) {
		t.Errorf("seven-out: %v, want %v", got, want)
	}
}

// 95.17(3), C2, C3, C7: a lay bet pays a commission of 5% of its potential
// winnings, rounded up, when accepted; it always works, wins on a 7 at 1 to
// 2, 2 to 3 or 5 to 6 and stays up, and loses on its number.
func TestLay9517_3(t *testing.T) {
	e, _ := table(t, `{"min":1}`, "[3,4] [1,3] [3,4]")
	run(t, e, bet(1, "pass", 100), `{"seat":2,"wager":{"lay-4":1000,"lay-6":1200,"lay-9":1001}}`)
	// Potential winnings: 1000 × 1/2 = 500, commission 25; 1200 × 5/6 =
	// 1000, commission 50; 1001 × 2/3 = 667 (667.33), commission 5% of 667
	// = 33.35, rounded up to 34.
	var comm []money.Amount
	for _, ev := range events(e, game.EventCommission) {
		comm = append(comm, ev.Amount)
	}
	if want := []money.Amount{25, 50, 34}; !slices.Equal(comm, want) {
		t.Errorf("commissions %v, want %v", comm, want)
	}
	run(t, e, roll) // a come-out 7: the lays work (C3)
	want := []net{{1, "pass", 100, game.Win, 100},
		{2, "lay-4 commission 25 stays", 1000, game.Win, 500},
		{2, "lay-6 commission 50 stays", 1200, game.Win, 1000},
		{2, "lay-9 commission 34 rounding 1 stays", 1001, game.Win, 667}, // 2002/3: 1/3 cent dropped
	}
	if got := nets(last(t, e)); !slices.Equal(got, want) {
		t.Errorf("come-out 7: %v, want %v", got, want)
	}
	run(t, e, bet(2, "lay-6", 300)) // 1500 wins 1250: commission 63 (62.5 up), 13 more
	if c := events(e, game.EventCommission); c[len(c)-1].Amount != 13 {
		t.Errorf("commission on the increase %d, want 13", c[len(c)-1].Amount)
	}
	run(t, e, bet(1, "pass", 100), roll) // 4: lay-4 loses, the point 4
	if got, want := nets(last(t, e)), []net{{2, "lay-4", 1000, game.Lose, -1000}}; !slices.Equal(got, want) {
		t.Errorf("4: %v, want %v", got, want)
	}
	run(t, e, roll) // 7: seven-out
	want = []net{{1, "pass", 100, game.Lose, -100},
		{2, "lay-6 commission 13 stays", 1500, game.Win, 1250},
		{2, "lay-9 rounding 1 stays", 1001, game.Win, 667}}
	if got := nets(last(t, e)); !slices.Equal(got, want) {
		t.Errorf("seven-out: %v, want %v", got, want)
	}
}

// C6: come odds that are off when their come wager is decided on a
// come-out roll come back, reported withdrawn and returned by the
// settlement as a push is (not TakenDown: no step took them down); working
// come odds are paid.
func TestComeOddsOffC6(t *testing.T) {
	e, _ := table(t, "", "[2,3] [2,4] [4,4] [1,4] [4,4] [3,4]")
	run(t, e, bet(1, "pass", 100), roll)                             // point 5
	run(t, e, bet(2, "come", 100), roll)                             // come-6
	run(t, e, bet(2, "come-odds-6", 300), bet(3, "come", 100), roll) // come-8
	run(t, e, bet(3, "come-odds-8", 200), `{"seat":3,"act":"working","wager":"come-odds-8"}`)
	run(t, e, roll) // 5: the point made
	if got, want := nets(last(t, e)), []net{{1, "pass", 100, game.Win, 100}}; !slices.Equal(got, want) {
		t.Errorf("5: %v, want %v", got, want)
	}
	run(t, e, bet(1, "pass", 100), roll) // come-out 8: come-8 wins, its odds work (6 to 5 on 200)
	if got, want := nets(last(t, e)), []net{{3, "come-8", 100, game.Win, 100}, {3, "come-odds-8", 200, game.Win, 240}}; !slices.Equal(got, want) {
		t.Errorf("come-out 8: %v, want %v", got, want)
	}
	run(t, e, roll) // 7: seven-out; come-odds-6 work once the point is on
	if got, want := nets(last(t, e)), []net{{1, "pass", 100, game.Lose, -100}, {2, "come-6", 100, game.Lose, -100}, {2, "come-odds-6", 300, game.Lose, -300}}; !slices.Equal(got, want) {
		t.Errorf("seven-out: %v, want %v", got, want)
	}

	e, _ = table(t, "", "[2,3] [2,4] [1,4] [3,4]")
	run(t, e, bet(1, "pass", 100), roll, bet(2, "come", 100), roll, bet(2, "come-odds-6", 300), roll) // point 5, come-6, 5 made
	run(t, e, bet(1, "pass", 100), roll)                                                              // come-out 7
	want := []net{{1, "pass", 100, game.Win, 100}, {2, "come-6", 100, game.Lose, -100}, {2, "come-odds-6", 300, game.Withdrawn, 0}}
	if got := nets(last(t, e)); !slices.Equal(got, want) {
		t.Errorf("come-out 7: %v, want %v", got, want)
	}
	if wd := events(e, game.EventWithdraw); len(wd) != 0 {
		t.Errorf("withdraw events %+v: nothing was taken down", wd)
	}
	if s := last(t, e).Settlements[2]; s.TakenDown || s.Stays {
		t.Errorf("%+v: the odds come back with the settlement", s)
	}
}
