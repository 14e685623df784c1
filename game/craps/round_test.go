package craps_test

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"croupier/game"
)

// C7: a wager taken down comes back at once (EventWithdraw) and is reported
// in the next valid roll's round, result withdrawn, net 0; one taken down
// after the last roll is reported by Finish in a last round with no dice.
func TestWithdrawC7(t *testing.T) {
	e, tp := table(t, "", "[2,4] [1,2] [5,5]")
	run(t, e, bet(1, "pass", 100), bet(2, "dont-pass", 500), bet(3, "field", 100), `{"seat":3,"withdraw":"field"}`)
	if l := layout(e); l != "1:pass=100 2:dont-pass=500" {
		t.Errorf("layout %q", l)
	}
	run(t, e, roll) // 6: the point
	if got, want := nets(last(t, e)), []net{{3, "field", 100, game.Withdrawn, 0}}; !slices.Equal(got, want) {
		t.Errorf("round 1: %v, want %v", got, want)
	}
	run(t, e, bet(2, "dont-pass-odds", 600), bet(3, "place-8", 600), bet(3, "hard-10", 100))
	refuse(t, e, tp, `{"seat":2,"withdraw":"dont-pass"}`, "95.16(2)") // its odds first (95.16)
	refuse(t, e, tp, `{"seat":1,"withdraw":"pass"}`, "95.14")
	refuse(t, e, tp, `{"seat":3,"withdraw":"place-9"}`, "95.14")
	refuse(t, e, tp, `{"seat":3,"withdraw":"place-11"}`, "95.17(1)")
	run(t, e, roll) // 3: inconclusive for all of them
	run(t, e, `{"seat":3,"withdraw":"place-8"}`, `{"seat":2,"withdraw":"dont-pass-odds"}`, `{"seat":2,"withdraw":"dont-pass"}`)
	run(t, e, roll) // 10 hard: hard-10 wins 100 × 7 and stays
	want := []net{{2, "dont-pass", 500, game.Withdrawn, 0}, {2, "dont-pass-odds", 600, game.Withdrawn, 0},
		{3, "place-8", 600, game.Withdrawn, 0}, {3, "hard-10 stays", 100, game.Win, 700}}
	if got := nets(last(t, e)); !slices.Equal(got, want) {
		t.Errorf("round 3: %v, want %v", got, want)
	}
	for _, s := range last(t, e).Settlements[:3] {
		if !s.TakenDown {
			t.Errorf("%+v: a report of a wager taken down is TakenDown", s)
		}
	}
	run(t, e, `{"seat":3,"withdraw":"hard-10"}`) // after its win (C7)
	if err := e.Finish(); err != nil {
		t.Fatal(err)
	}
	rs := e.Rounds()
	if len(rs) != 4 {
		t.Fatalf("%d rounds, want 4", len(rs))
	}
	if r := rs[3]; r.Round != 4 || r.Dice != nil || !slices.Equal(nets(r), []net{{3, "hard-10", 100, game.Withdrawn, 0}}) {
		t.Errorf("the last round %+v, want round 4, no dice, hard-10 withdrawn", r)
	}
	if l := layout(e); l != "1:pass=100" {
		t.Errorf("layout %q: the pass is not reported (C7)", l)
	}
}

// 95.3: a no-roll consumes no tape, settles nothing and is recorded;
// one-roll wagers wait for the next valid roll.
func TestNoRoll953(t *testing.T) {
	e, tp := table(t, "", "[5,6]")
	run(t, e, bet(1, "pass", 100), bet(2, "eleven", 100), noRoll, noRoll)
	if tp.Pos() != 0 || len(e.Rounds()) != 0 || len(events(e, "no-roll")) != 2 || e.Legal().Phase != game.PhaseBets {
		t.Errorf("after two no-rolls: tape at %d, %d rounds, events %v", tp.Pos(), len(e.Rounds()), e.Events(game.Omniscient))
	}
	run(t, e, roll)
	if got, want := nets(last(t, e)), []net{{1, "pass", 100, game.Win, 100}, {2, "eleven", 100, game.Win, 1500}}; !slices.Equal(got, want) {
		t.Errorf("%v, want %v", got, want)
	}
}

// A round is one valid roll: after it Legal offers next-round first, then
// what the next round offers, and any step of the next round opens it as
// next-round would (common rule 1).
func TestRoundsAndLeniency(t *testing.T) {
	e, tp := table(t, "", "[2,4] [1,2] [3,3]")
	refuse(t, e, tp, nextRound, "95.14")
	run(t, e, bet(1, "pass", 100), roll)
	l := e.Legal()
	if l.Phase != game.PhaseOver || l.Round != 1 || l.Options[0].Name != "next-round" {
		t.Fatalf("after the roll: %+v", l)
	}
	if !l.Allows(1, game.KindWager, "pass-odds") || !l.Allows(0, game.KindDealer, "roll") || !l.Allows(5, game.KindWager, "place-8") {
		t.Errorf("phase over does not offer the next round's steps: %+v", l.Options)
	}
	run(t, e, bet(1, "pass-odds", 200)) // opens round 2
	if l := e.Legal(); l.Phase != game.PhaseBets || l.Round != 2 {
		t.Errorf("after a wager in phase over: round %d %s, want 2 bets", l.Round, l.Phase)
	}
	evs := e.Events(game.Omniscient)
	if n := len(evs); evs[n-2].Kind != game.EventNewRound || evs[n-1].Kind != game.EventWager || evs[n-1].Round != 2 {
		t.Errorf("events end %+v, want next-round then the wager in round 2", evs[n-2:])
	}
	run(t, e, roll, nextRound, roll) // next-round said, or not
	rs := e.Rounds()
	if len(rs) != 3 || rs[1].Round != 2 || rs[2].Round != 3 || !slices.Equal(rs[1].Dice, []int{1, 2}) {
		t.Errorf("rounds %+v", rs)
	}
	if got, want := nets(rs[2]), []net{{1, "pass", 100, game.Win, 100}, {1, "pass-odds", 200, game.Win, 240}}; !slices.Equal(got, want) {
		t.Errorf("round 3: %v, want %v", got, want)
	}
	if tp.Pos() != 3 {
		t.Errorf("tape at %d, want 3", tp.Pos())
	}
	v := e.View(4)
	if v.Seat != 4 || !slices.Equal(v.Dice, []int{3, 3}) || v.Last == nil || v.Last.Round != 3 || len(v.Wagers) != 0 {
		t.Errorf("view %+v", v)
	}
}

// 95.8, 95.10, 95.11: the lowest seat with a line wager shoots; a seven-out
// passes the dice clockwise to the next seat with one, wrapping; a shooter
// with no line wager on a come-out roll passes them the same way.
func TestShooter958(t *testing.T) {
	e, tp := table(t, "", "[2,2] [3,4] [1,5] [4,2] [2,3] [3,4]")
	refuse(t, e, tp, roll, "95.11")
	refuse(t, e, tp, noRoll, "95.11")
	refuse(t, e, tp, `{"dealer":"change-dice"}`, "95.4")
	run(t, e, bet(6, "pass", 100), bet(4, "field", 100), bet(2, "pass", 100), bet(4, "dont-pass", 100))
	if s := e.Table().Shooter; s != 2 {
		t.Fatalf("shooter %d, want 2, the lowest seat with a line wager", s)
	}
	run(t, e, roll, roll) // 4, then a seven-out
	if sh := events(e, "shooter"); len(sh) != 1 || sh[0].Seat != 2 {
		t.Errorf("shooter events %+v", sh)
	}
	for _, ev := range events(e, game.EventRoll) {
		if ev.Seat != 2 {
			t.Errorf("roll %+v not by seat 2", ev)
		}
	}
	if s := e.Table().Shooter; s != 0 {
		t.Errorf("shooter %d with no line wager on the layout, want 0", s)
	}
	run(t, e, bet(2, "pass", 100), bet(6, "dont-pass", 100))
	if s := e.Table().Shooter; s != 6 {
		t.Errorf("shooter %d, want 6: seat 4 holds no line wager", s)
	}
	run(t, e, roll, roll) // 6, then 6 made: both line wagers decided
	if s := e.Table().Shooter; s != 0 {
		t.Errorf("shooter %d with no line wager on the layout, want 0", s)
	}
	run(t, e, bet(2, "pass", 100))
	if s := e.Table().Shooter; s != 2 {
		t.Errorf("shooter %d, want 2: seat 6 holds no line wager and the dice pass on, wrapping", s)
	}
	run(t, e, bet(6, "dont-pass", 100))
	if s := e.Table().Shooter; s != 6 {
		t.Errorf("shooter %d, want 6 again with a line wager", s)
	}
	run(t, e, roll, `{"seat":6,"withdraw":"dont-pass"}`)
	if s := e.Table().Shooter; s != 6 {
		t.Errorf("shooter %d, want 6 while its point is on", s)
	}
	run(t, e, roll) // seven-out by seat 6: the dice go on from seat 7, wrapping
	run(t, e, bet(4, "pass", 100), bet(2, "pass", 100))
	if s := e.Table().Shooter; s != 2 {
		t.Errorf("shooter %d after seat 6's seven-out, want 2", s)
	}
}

// 95.8: a seat holding a line wager may decline its turn with the dice
// before a come-out roll, if another may take them; 95.4: the dealer may
// withhold a seat's turn, naming it in "shooter". Both last until the next
// roll, and neither depends on who holds the dice.
func TestDeclineAndWithhold(t *testing.T) {
	e, tp := table(t, "", "[2,3] [3,4]")
	run(t, e, bet(1, "pass", 100), bet(3, "pass", 100), bet(5, "field", 100))
	refuse(t, e, tp, `{"seat":5,"act":"decline"}`, "95.8") // no line wager
	if l := e.Legal(); !l.Allows(1, game.KindAct, "decline") || !l.Allows(3, game.KindAct, "decline") || l.Allows(5, game.KindAct, "decline") {
		t.Errorf("decline offered: %+v", l.Options)
	}
	run(t, e, `{"seat":1,"act":"decline"}`)
	if s := e.Table().Shooter; s != 3 {
		t.Errorf("shooter %d after seat 1 declined, want 3", s)
	}
	refuse(t, e, tp, `{"seat":1,"act":"decline"}`, "95.8") // already
	refuse(t, e, tp, `{"seat":3,"act":"decline"}`, "95.8") // no one else takes them
	refuse(t, e, tp, `{"dealer":"withhold"}`, "95.4")
	refuse(t, e, tp, `{"dealer":"withhold","shooter":"three"}`, "95.4")
	refuse(t, e, tp, `{"dealer":"withhold","shooter":1001}`, "95.4")
	refuse(t, e, tp, `{"dealer":"roll","shooter":3}`, "95.13")
	run(t, e, `{"dealer":"withhold","shooter":3}`)
	refuse(t, e, tp, `{"dealer":"withhold","shooter":3}`, "95.4") // already
	if st := e.Table(); st.Shooter != 1 || !slices.Equal(st.Withheld, []int{3}) || !slices.Equal(st.Declined, []int{1}) {
		t.Errorf("table %+v, want the dice back to seat 1, who declined, since seat 3 is withheld", st)
	}
	run(t, e, roll) // seat 1 shoots: point 5; the declines and withholds are spent
	if st := e.Table(); st.Shooter != 1 || st.Withheld != nil || st.Declined != nil || st.Point != 5 {
		t.Errorf("table %+v", st)
	}
	refuse(t, e, tp, `{"seat":1,"act":"decline"}`, "95.8") // the point is on
	run(t, e, `{"dealer":"withhold","shooter":1}`)
	if s := e.Table().Shooter; s != 3 {
		t.Errorf("shooter %d with seat 1 withheld during its point, want 3 to finish it", s)
	}
	run(t, e, `{"dealer":"change-dice"}`, roll)
	if got, want := nets(last(t, e)), []net{{1, "pass", 100, game.Lose, -100}, {3, "pass", 100, game.Lose, -100}}; !slices.Equal(got, want) {
		t.Errorf("seven-out: %v, want %v", got, want)
	}
	var kinds []string
	for _, ev := range e.Events(game.Omniscient) {
		kinds = append(kinds, string(ev.Kind)+" "+ev.Text)
	}
	// The withhold after the first roll opens round 2 (next-round).
	want := "act decline|withhold |shooter |roll 5|point 5|settled |next-round |withhold |change-dice |shooter |roll 7|point off|settled "
	if got := strings.Join(kinds[3:], "|"); got != want {
		t.Errorf("events\n got %s\nwant %s", got, want)
	}

	// A seat may decline before the dice reach it: they pass it by.
	e, _ = table(t, "", "")
	run(t, e, bet(1, "pass", 100), bet(3, "pass", 100), bet(5, "dont-pass", 100), `{"seat":3,"act":"decline"}`)
	if s := e.Table().Shooter; s != 1 {
		t.Errorf("shooter %d, want 1", s)
	}
	run(t, e, `{"dealer":"withhold","shooter":1}`)
	if s := e.Table().Shooter; s != 5 {
		t.Errorf("shooter %d with seat 1 withheld and seat 3 declined, want 5", s)
	}
}

// A round replays alone when no money and no point carry into it, however
// the dice went round before: who shoots settles nothing, and the steps
// that name a seat for the dice are allowed alike.
func TestReplaysAlone(t *testing.T) {
	e, _ := table(t, "", "[3,4] [2,2] [3,4]")
	if e.Carries() || !e.ReplaysAlone() {
		t.Error("a new table carries something")
	}
	run(t, e, bet(2, "pass", 100), roll) // seat 2 wins on 7: the layout is empty
	if !e.Carries() || !e.ReplaysAlone() {
		t.Errorf("after seat 2 rolled: Carries %v (the dice's place), ReplaysAlone %v", e.Carries(), e.ReplaysAlone())
	}
	run(t, e, bet(1, "pass", 100), bet(2, "pass", 100), `{"seat":2,"act":"decline"}`, roll) // seat 1 shoots: point 4
	if e.ReplaysAlone() {
		t.Error("a point carries: the round does not replay alone")
	}
	// Round 2 replayed alone on a fresh table: seat 1 is the lowest seat
	// with a line wager there, and seat 2's decline is allowed alike.
	f, _ := table(t, "", "[2,2]")
	run(t, f, bet(1, "pass", 100), bet(2, "pass", 100), `{"seat":2,"act":"decline"}`, roll)
	if len(f.Rounds()) != 1 || f.Table().Point != 4 {
		t.Errorf("round 2 alone: %+v", f.Rounds())
	}
}

// Unknown wagers, acts, dealer steps and arguments are refused, citing the
// section, and change nothing.
func TestRefused(t *testing.T) {
	e, tp := table(t, `{"seats":8}`, "[1,1]")
	run(t, e, bet(1, "pass", 100))
	for _, c := range []struct{ step, section string }{
		{bet(1, "big", 100), "95.13"},
		{bet(1, "hop-4-1", 100), "95.15(9)"},
		{bet(1, "hop-0-1", 100), "95.15(9)"},
		{bet(1, "hard-5", 100), "95.15(1)"},
		{bet(1, "place-7", 100), "95.17(1)"},
		{bet(1, "lay-04", 100), "95.17(3)"},
		{bet(1, "come-odds-11", 100), "95.16(3)"},
		{bet(1, "horn", 402), "95.15(8)"}, // 4 equal parts (C1)
		{bet(1, "world", 101), "95.15(10)"},
		{bet(1, "three-way-craps", 100), "95.15(11)"},
		{bet(1, "horn", 96), "95.5"},
		{bet(1, "field", 100_000_001), "95.5"},
		{bet(1, "field", 0), "95.14(5)"},
		{bet(9, "field", 100), "95.7"},
		{`{"seat":1,"wager":{"field":100},"player":"ann"}`, "95.12"},
		{`{"seat":1,"act":"double"}`, "95.13"},
		{`{"seat":1,"act":"working","wager":"place-6","amount":5}`, "95.13"},
		{`{"seat":1,"act":"decline","wager":"pass"}`, "95.8"},
		{`{"seat":1,"withdraw":"field"}`, "95.14"},
		{`{"dealer":"spin"}`, "95.3"},
		{`{"dealer":"no-more-bets"}`, "95.3"},
		{`{"seat":1,"withdraw":"pass","hand":2}`, "95.13"},
	} {
		refuse(t, e, tp, c.step, c.section)
	}
	run(t, e, bet(1, "field", 100), bet(1, "field", 100))
	if l := layout(e); l != "1:pass=100 1:field=200" {
		t.Errorf("layout %q", l)
	}
	// A step of several wagers is taken whole or not at all.
	refuse(t, e, tp, `{"seat":2,"wager":{"field":100,"come":100}}`, "95.14(3)")
}

// Legal offers exactly what Apply accepts: every wager option with its
// bounds, the odds seat by seat within max-odds, and no dealer step before
// a seat may shoot.
func TestLegal(t *testing.T) {
	e, _ := table(t, `{"min":200,"max":5000}`, "[2,4]")
	l := e.Legal()
	var ids []string
	for _, o := range l.Options {
		if o.Kind != game.KindWager {
			t.Errorf("with nothing on the layout only wagers are offered, not %+v", o)
			continue
		}
		ids = append(ids, o.Name)
		lo, hi := int64(200), int64(5000)
		switch o.Name {
		case "horn":
			lo, hi = 200, 5000
		case "world":
			lo, hi = 200, 5000
		case "three-way-craps":
			lo, hi = 201, 4998
		}
		if o.Seat != 0 || int64(o.Min) != lo || int64(o.Max) != hi {
			t.Errorf("option %+v, want any seat, %d to %d", o, lo, hi)
		}
	}
	// pass, dont-pass, field, 4 hard ways, 9 one-roll, 21 hops, 18 place bets.
	if len(ids) != 2+1+4+9+21+18 || slices.Contains(ids, "come") || !slices.Contains(ids, "hop-6-6") || !slices.Contains(ids, "lay-10") {
		t.Errorf("%d wager options %v", len(ids), ids)
	}
	run(t, e, bet(3, "pass", 1000), roll)
	var odds []game.Option
	for _, o := range e.Legal().Options {
		if o.Name == "pass-odds" {
			odds = append(odds, o)
		}
	}
	if len(odds) != 1 || odds[0].Seat != 3 || odds[0].Min != 200 || odds[0].Max != 3000 {
		t.Errorf("pass-odds options %+v, want seat 3, 200 to 3000", odds)
	}
	b, _ := json.Marshal(e.Legal())
	if !strings.Contains(string(b), `"name":"come"`) || strings.Contains(string(b), `"name":"pass","min"`) {
		t.Errorf("with the point on, come is offered and pass is not: %s", b)
	}
}
