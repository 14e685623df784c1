package roulette_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"croupier/game"
	"croupier/game/roulette"
	"croupier/money"
)

// 73: several seats, wagers in any seat order, a second wager on an id
// adding to the first; settlements go by seat, then by when each id was
// first placed. 74: the spin's pocket is the round's outcome.
func TestMultiSeat(t *testing.T) {
	e, _ := table(t, `{"seats":20}`, "20")
	run(t, e,
		`{"seat":20,"wager":{"red":500,"straight-20":100}}`,
		`{"seat":3,"wager":{"split-17-20":200}}`,
		`{"seat":3,"wager":{"even":100,"corner-19-20-22-23":100}}`,
		`{"seat":20,"wager":{"dozen-2":100}}`,
		`{"seat":3,"wager":{"split-17-20":300}}`, // adds to the first split: 500, still first in seat 3's order
		`{"seat":1,"wager":{"column-3":100}}`,
		`{"dealer":"no-more-bets"}`,
		`{"dealer":"spin"}`,
	)
	// 20: black, even, high, second dozen, middle column (20 = 2 + 3 × 6).
	want := []net{
		{1, "column-3", 100, game.Lose, -100},
		{3, "split-17-20", 500, game.Win, 8500},       // 500 × 17
		{3, "even", 100, game.Win, 100},               // 72(1)(d)
		{3, "corner-19-20-22-23", 100, game.Win, 800}, // 72(2)(d)
		{20, "red", 500, game.Lose, -500},             // 20 is black
		{20, "straight-20", 100, game.Win, 3500},      // 72(2)(a)
		{20, "dozen-2", 100, game.Win, 200},           // 72(1)(b)
	}
	if got := nets(e.Rounds()[0]); !slices.Equal(got, want) {
		t.Errorf("\n got %v\nwant %v", got, want)
	}
	v := e.View(3)
	if v.Pocket != "20" || v.Phase != game.PhaseOver || v.Last == nil || len(v.Last.Settlements) != 7 || len(v.Wagers) != 0 {
		t.Errorf("view after the spin: %+v", v)
	}
	var added []money.Amount
	for _, ev := range e.Events(game.Omniscient) {
		if ev.Kind == game.EventWager && ev.Seat == 3 && ev.Wager == "split-17-20" {
			added = append(added, ev.Amount)
		}
	}
	if !slices.Equal(added, []money.Amount{200, 300}) {
		t.Errorf("wager events for seat 3's split = %v, want each amount put at risk: [200 300]", added)
	}
}

// Rounds follow one another, the tape running on. Common rule 1: a step of
// the next round (a wager, the dealer's spin) after a settled round opens
// it exactly as next-round would; 73: a spin while bets are open closes
// them first. The events record the close and the new round either way.
func TestRoundsAndLeniency(t *testing.T) {
	e, tp := table(t, "", "7 0 32 11")
	run(t, e,
		wagerStep(1, "red", 100), `{"dealer":"spin"}`, // 7 is red
		wagerStep(2, "straight-0", 100), wagerStep(1, "red", 200), `{"dealer":"spin"}`, // round 2 without next-round
		`{"dealer":"next-round"}`, wagerStep(1, "six-line-31-36", 300), `{"dealer":"no-more-bets"}`, `{"dealer":"spin"}`,
	)
	rs := e.Rounds()
	want := [][]net{
		{{1, "red", 100, game.Win, 100}},
		{{1, "red", 200, game.Lose, -200}, {2, "straight-0", 100, game.Win, 3500}}, // 0: red loses (72(1), R1)
		{{1, "six-line-31-36", 300, game.Win, 1500}},                               // 32: 300 × 5
	}
	pockets := []string{"7", "0", "32"}
	if len(rs) != 3 {
		t.Fatalf("%d rounds, want 3", len(rs))
	}
	for i, r := range rs {
		if r.Round != i+1 || r.Pocket != pockets[i] || !slices.Equal(nets(r), want[i]) {
			t.Errorf("round %d = %d %q %v, want %d %q %v", i+1, r.Round, r.Pocket, nets(r), i+1, pockets[i], want[i])
		}
	}
	if tp.Pos() != 3 {
		t.Errorf("tape position %d, want 3 (one spin a round, 11 left over)", tp.Pos())
	}
	var kinds []game.EventKind
	for _, ev := range e.Events(game.Omniscient) {
		if ev.Round == 2 {
			kinds = append(kinds, ev.Kind)
		}
	}
	wantKinds := []game.EventKind{game.EventNewRound, game.EventWager, game.EventWager, game.EventClosed, roulette.EventSpin, game.EventSettled}
	if !slices.Equal(kinds, wantKinds) {
		t.Errorf("round 2 events %v, want %v", kinds, wantKinds)
	}
	if err := e.Finish(); err != nil {
		t.Errorf("Finish after a settled round: %v", err)
	}
	// Legal after a settled round: next-round first, then the next round's
	// wagers; no spin with nothing on the layout.
	l := e.Legal()
	if l.Phase != game.PhaseOver || l.Options[0].Name != "next-round" || !l.Allows(5, game.KindWager, "straight-17") || l.Allows(0, game.KindDealer, "spin") {
		t.Errorf("Legal after a settled round: %+v", l.Options[:3])
	}
}

// 73: a wager may be taken down, whole, while bets are open; placed again
// it goes to the end of the seat's order. After no-more-bets nothing is
// placed or taken down.
func TestWithdraw73(t *testing.T) {
	e, tp := table(t, "", "2")
	run(t, e,
		`{"seat":1,"wager":{"black":100,"straight-2":100,"low":100}}`,
		`{"seat":1,"withdraw":"straight-2"}`,
		`{"seat":1,"wager":{"straight-2":200}}`,
	)
	refuse(t, e, tp, `{"seat":1,"withdraw":"high"}`, "seat 1 has no high wager", "section 73")
	refuse(t, e, tp, `{"seat":2,"withdraw":"black"}`, "seat 2 has no black wager")
	run(t, e, `{"dealer":"no-more-bets"}`)
	refuse(t, e, tp, `{"seat":1,"withdraw":"black"}`, "bets are closed in round 1", "section 73")
	refuse(t, e, tp, wagerStep(2, "red", 100), "bets are closed in round 1", "section 73")
	refuse(t, e, tp, `{"dealer":"no-more-bets"}`, "already closed")
	refuse(t, e, tp, `{"dealer":"next-round"}`, "not settled yet", "section 74")
	run(t, e, `{"dealer":"spin"}`)
	want := []net{{1, "black", 100, game.Win, 100}, {1, "low", 100, game.Win, 100}, {1, "straight-2", 200, game.Win, 7000}}
	if got := nets(e.Rounds()[0]); !slices.Equal(got, want) {
		t.Errorf("\n got %v\nwant %v", got, want)
	}
	var back money.Amount
	for _, ev := range e.Events(game.Omniscient) {
		if ev.Kind == game.EventWithdraw {
			back += ev.Amount
		}
	}
	if back != 100 {
		t.Errorf("withdrawn %d, want 100", back)
	}
}

// Steps the table refuses, each with its section, changing nothing.
func TestRefused(t *testing.T) {
	e, tp := table(t, `{"min":100,"max":5000,"outside-min":1000,"outside-max":20000}`, "")
	refuse(t, e, tp, `{"dealer":"spin"}`, "nothing to spin for", "section 73")
	refuse(t, e, tp, `{"dealer":"no-more-bets"}`, "nothing to spin for")
	refuse(t, e, tp, `{"dealer":"roll"}`, `not "roll"`, "section 73")
	refuse(t, e, tp, `{"seat":1,"act":"hit"}`, `only act is colour`, "section 70")
	refuse(t, e, tp, `{"seat":8,"wager":{"red":1000}}`, "seat 8 is not a place", "section 70")
	refuse(t, e, tp, `{"seat":1,"wager":{"red":1000},"player":"ann"}`, "no behind wagers")
	refuse(t, e, tp, `{"seat":1,"wager":{"red":1000},"colour":"red"}`, `no "colour"`)
	refuse(t, e, tp, wagerStep(1, "split-1-5", 100), `"split-1-5"`, "not next to each other", "section 72(2)(b)")
	refuse(t, e, tp, wagerStep(1, "straight-5", 0), "positive", "section 72(2)(a)")
	// 72: inside wagers within min and max, outside wagers within
	// outside-min and outside-max, each on its own total.
	refuse(t, e, tp, wagerStep(1, "straight-5", 99), "inside wager", "below the table minimum", "section 3, 72")
	refuse(t, e, tp, wagerStep(1, "straight-5", 5001), "inside wager", "above the table maximum")
	refuse(t, e, tp, wagerStep(1, "red", 999), "outside wager", "the minimum is 1000")
	refuse(t, e, tp, wagerStep(1, "red", 20001), "outside wager", "the maximum is 20000")
	run(t, e, wagerStep(1, "red", 20000), wagerStep(1, "straight-5", 100), wagerStep(1, "straight-5", 4900))
	refuse(t, e, tp, wagerStep(1, "straight-5", 1), "adding 1 cents to the 5000 already on straight-5")
	// A step with one bad wager places none of its wagers.
	refuse(t, e, tp, `{"seat":2,"wager":{"black":1000,"split-0-00":100}}`, "00 is a number of the double-zero wheel only", "section 68")
	if err := e.Finish(); err == nil || !strings.Contains(err.Error(), "not spun for") {
		t.Errorf("Finish with wagers not spun for = %v", err)
	}
	refuse(t, e, tp, `{"dealer":"spin"}`, "tape exhausted", "round 1")
}

// 74: a spin of fewer than 7 revolutions is not a valid spin. Nothing is
// settled, the event records the pocket and the revolutions, bets stay
// closed, and the next spin reads the next tape entry. A pocket written
// without revolutions counts as valid; 7 is enough.
func TestInvalidSpin74(t *testing.T) {
	e, tp := table(t, "", `{"pocket":"17","revolutions":6} {"pocket":"17","revolutions":3} {"pocket":"4","revolutions":7} 9`)
	run(t, e, wagerStep(1, "straight-4", 100), wagerStep(2, "straight-17", 100), `{"dealer":"spin"}`)
	if len(e.Rounds()) != 0 || e.Legal().Phase != game.PhaseDealer || tp.Pos() != 1 {
		t.Fatalf("after an invalid spin: %d rounds, phase %s, tape at %d", len(e.Rounds()), e.Legal().Phase, tp.Pos())
	}
	evs := e.Events(game.Omniscient)
	last := evs[len(evs)-1]
	if last.Kind != roulette.EventInvalidSpin || !strings.Contains(last.Text, "17 after 6 revolutions") {
		t.Errorf("last event %+v, want the invalid spin", last)
	}
	if v := e.View(game.Omniscient); v.Pocket != "" || len(v.Wagers) != 2 {
		t.Errorf("view after an invalid spin shows pocket %q and %d wagers; want no pocket, 2 wagers", v.Pocket, len(v.Wagers))
	}
	refuse(t, e, tp, wagerStep(3, "red", 100), "bets are closed")
	refuse(t, e, tp, `{"dealer":"next-round"}`, "not settled yet")
	if l := e.Legal(); len(l.Options) != 1 || l.Options[0].Name != "spin" {
		t.Errorf("Legal after an invalid spin: %+v", l.Options)
	}
	run(t, e, `{"dealer":"spin"}`, `{"dealer":"spin"}`)
	rs := e.Rounds()
	if len(rs) != 1 || rs[0].Pocket != "4" || rs[0].Revolutions != 7 {
		t.Fatalf("rounds %+v, want one, on 4 after 7 revolutions", rs)
	}
	want := []net{{1, "straight-4", 100, game.Win, 3500}, {2, "straight-17", 100, game.Lose, -100}}
	if got := nets(rs[0]); !slices.Equal(got, want) {
		t.Errorf("\n got %v\nwant %v", got, want)
	}
	if v := e.View(2); v.Pocket != "4" || v.Revolutions != 7 {
		t.Errorf("view shows %q after %d revolutions, want 4 after 7", v.Pocket, v.Revolutions)
	}
	b, _ := json.Marshal(rs[0])
	if !strings.Contains(string(b), `"pocket":"4","revolutions":7`) {
		t.Errorf("result %s does not give the pocket and revolutions", b)
	}
	run(t, e, wagerStep(1, "straight-9", 100), `{"dealer":"spin"}`)
	if r := e.Rounds()[1]; r.Pocket != "9" || r.Revolutions != 0 {
		t.Errorf("a bare pocket: %+v", r)
	}
}

// A spin entry that is not a pocket of the wheel is refused with the tape
// entry's index, and nothing moves.
func TestBadSpinEntry(t *testing.T) {
	e, tp := table(t, "", `00`)
	run(t, e, wagerStep(1, "red", 100))
	refuse(t, e, tp, `{"dealer":"spin"}`, "tape entry 0", `"00" is not a pocket of this wheel`, "round 1")
	if e.Legal().Phase != game.PhaseBets {
		t.Error("a refused spin closed the bets")
	}
}

// 72.1, ruling R2: a double wins when the next two valid spins both show
// its number; it stays on the layout between them, reported only when
// decided, and cannot be taken down once spun for (73). An invalid spin
// (74) is not a spin.
func TestDoubleAcrossSpins72_1(t *testing.T) {
	e, tp := table(t, `{"doubles":"double","outside-with-doubles":true}`,
		`17 {"pocket":"5","revolutions":2} 17 17 3`)
	run(t, e,
		`{"seat":2,"wager":{"double-17":100,"red":100}}`,
		`{"seat":1,"wager":{"double-5":100,"double-17":300}}`,
		`{"dealer":"spin"}`, // 17: the doubles on 17 stay, double-5 loses, red loses
	)
	r1 := e.Rounds()[0]
	want1 := []net{{1, "double-5", 100, game.Lose, -100}, {2, "red", 100, game.Lose, -100}}
	if got := nets(r1); !slices.Equal(got, want1) {
		t.Errorf("round 1\n got %v\nwant %v", got, want1)
	}
	wantLayout := []game.Wager{{Seat: 1, ID: "double-17", Amount: 300}, {Seat: 2, ID: "double-17", Amount: 100}}
	if v := e.View(game.Omniscient); !slices.Equal(v.Wagers, wantLayout) || !e.Carries() {
		t.Errorf("layout between the spins %v (carries %v), want %v", v.Wagers, e.Carries(), wantLayout)
	}
	if err := e.Finish(); err != nil {
		t.Errorf("Finish with doubles in play: %v (ruling C7: they are not reported)", err)
	}
	refuse(t, e, tp, `{"seat":1,"withdraw":"double-17"}`, "stays on the layout until it is decided", "section 73")
	refuse(t, e, tp, wagerStep(2, "double-17", 100), "still in play", "section 72.1")
	if l := e.Legal(); !l.Allows(0, game.KindDealer, "spin") || slices.ContainsFunc(l.Options, func(o game.Option) bool { return o.Kind == game.KindWithdraw }) {
		t.Errorf("Legal between the spins: the spin, and no withdrawal: %+v", l.Options[0])
	}
	run(t, e,
		`{"seat":3,"wager":{"double-5":100}}`, // opens round 2 (common rule 1)
		`{"dealer":"spin"}`,                   // 5 after 2 revolutions: not a spin (74)
		`{"dealer":"spin"}`,                   // 17
	)
	rs := e.Rounds()
	if len(rs) != 2 || rs[1].Pocket != "17" {
		t.Fatalf("rounds %+v", rs)
	}
	want2 := []net{
		{1, "double-17", 300, game.Win, 360000}, // 72.1 with doubles only: 1,200 to 1
		{2, "double-17", 100, game.Win, 120000},
		{3, "double-5", 100, game.Lose, -100}, // its first valid spin shows 17
	}
	if got := nets(rs[1]); !slices.Equal(got, want2) {
		t.Errorf("round 2\n got %v\nwant %v", got, want2)
	}
	if e.Carries() || len(e.View(1).Wagers) != 0 {
		t.Errorf("nothing stays once the doubles are decided: %v", e.View(1).Wagers)
	}
	// A new double on the same number once the first is decided.
	run(t, e, wagerStep(1, "double-17", 100), `{"dealer":"spin"}`, `{"dealer":"spin"}`)
	if got, want := nets(e.Rounds()[2]), []net{}; !slices.Equal(got, want) {
		t.Errorf("round 3 (17 again, the new double in play) %v, want no settlement", got)
	}
	want4 := []net{{1, "double-17", 100, game.Lose, -100}}
	if got := nets(e.Rounds()[3]); !slices.Equal(got, want4) {
		t.Errorf("round 4 (3)\n got %v\nwant %v", got, want4)
	}
}

// 72.1: with triples offered a double pays 1,000 to 1 and a triple 10,000
// to 1 on the third valid spin; a triple that misses on the second spin
// loses then.
func TestTriple72_1(t *testing.T) {
	e, _ := table(t, `{"doubles":"double-triple","wheel":"double-zero"}`, "00 00 00 8 5")
	run(t, e, `{"seat":1,"wager":{"triple-00":100,"double-00":100,"triple-8":100}}`, `{"dealer":"spin"}`)
	run(t, e, `{"seat":2,"wager":{"triple-00":100}}`, `{"dealer":"spin"}`)
	run(t, e, `{"dealer":"spin"}`, `{"dealer":"spin"}`)
	want := [][]net{
		{{1, "triple-8", 100, game.Lose, -100}},    // 00: the others stay
		{{1, "double-00", 100, game.Win, 100000}},  // second 00: 1,000 to 1 where triples are offered
		{{1, "triple-00", 100, game.Win, 1000000}}, // third 00: 10,000 to 1; seat 2's triple has seen two
		{{2, "triple-00", 100, game.Lose, -100}},   // 8: seat 2's third spin misses
	}
	rs := e.Rounds()
	if len(rs) != 4 {
		t.Fatalf("%d rounds, want 4", len(rs))
	}
	for i := range want {
		if got := nets(rs[i]); !slices.Equal(got, want[i]) {
			t.Errorf("round %d\n got %v\nwant %v", i+1, got, want[i])
		}
	}
}

// 72.1: a table offering doubles refuses outside wagers unless it says it
// takes them; a table without doubles refuses them; and a double-only
// table refuses triples.
func TestDoublesOffered72_1(t *testing.T) {
	e, tp := table(t, `{"doubles":"double"}`, "")
	for _, id := range []string{"red", "column-1", "dozen-3", "low", "odd"} {
		refuse(t, e, tp, wagerStep(1, id, 100), "outside-with-doubles", "72.1")
	}
	refuse(t, e, tp, wagerStep(1, "triple-3", 100), "doubles but not triples", "section 72.1")
	run(t, e, wagerStep(1, "double-3", 100), wagerStep(1, "straight-3", 100))
	e2, tp2 := table(t, "", "")
	refuse(t, e2, tp2, wagerStep(1, "double-3", 100), "offers no doubles", "section 72.1")
	e3, _ := table(t, `{"doubles":"double-triple","outside-with-doubles":true}`, "")
	run(t, e3, wagerStep(1, "red", 100), wagerStep(1, "triple-0", 100))
}

// A double may be taken down before its first spin, like any wager (73).
func TestWithdrawDoubleBeforeItsFirstSpin(t *testing.T) {
	e, _ := table(t, `{"doubles":"double"}`, "12")
	run(t, e, wagerStep(1, "double-12", 100), wagerStep(1, "straight-12", 100), `{"seat":1,"withdraw":"double-12"}`, `{"dealer":"spin"}`)
	if got, want := nets(e.Rounds()[0]), []net{{1, "straight-12", 100, game.Win, 3500}}; !slices.Equal(got, want) {
		t.Errorf("\n got %v\nwant %v", got, want)
	}
	if e.Carries() {
		t.Error("nothing is carried")
	}
}

// 70: at an American or English table each player may take a colour of
// non-value chips and give it a value within the table's limits; the 7
// colours go in the order asked, one per player; an eighth plays with
// value chips. A seat with a colour wagers whole chips.
func TestColourChips70(t *testing.T) {
	e, tp := table(t, `{"seats":9,"min":100,"max":10000}`, "1")
	refuse(t, e, tp, `{"seat":1,"act":"colour"}`, `gives "amount"`, "from 100 to 10000", "section 70")
	refuse(t, e, tp, `{"seat":1,"act":"colour","amount":99}`, "within the table's limits", "section 70")
	refuse(t, e, tp, `{"seat":1,"act":"colour","amount":10001}`, "within the table's limits")
	for seat := 1; seat <= 7; seat++ {
		run(t, e, fmt.Sprintf(`{"seat":%d,"act":"colour","amount":%d}`, seat, 100*seat))
	}
	refuse(t, e, tp, `{"seat":8,"act":"colour","amount":500}`, "all taken", "plays with value chips", "section 70")
	refuse(t, e, tp, `{"seat":3,"act":"colour","amount":500}`, "already plays blue chips worth 300 cents")
	want := map[int]roulette.Chip{1: {"white", 100}, 2: {"red", 200}, 3: {"blue", 300}, 4: {"green", 400}, 5: {"yellow", 500}, 6: {"purple", 600}, 7: {"orange", 700}}
	got := e.Chips()
	if len(got) != len(want) {
		t.Errorf("chips %v, want %v", got, want)
	}
	for s, c := range want {
		if got[s] != c {
			t.Errorf("seat %d plays %v, want %v", s, got[s], c)
		}
	}
	refuse(t, e, tp, wagerStep(3, "red", 400), "blue chips worth 300 cents", "not a whole number of chips", "section 70")
	run(t, e, wagerStep(3, "red", 600), wagerStep(3, "red", 300), wagerStep(8, "red", 123)) // seat 8: value chips, any amount
	// Legal offers seat 3 whole chips only, within the room left on red.
	l := e.Legal()
	i := slices.IndexFunc(l.Options, func(o game.Option) bool { return o.Seat == 3 && o.Name == "red" })
	if i < 0 || l.Options[i].Min != 300 || l.Options[i].Max != 9000 || l.Options[i].Multiple != 300 {
		t.Errorf("seat 3's red option: %+v (want 300 to 9000 by 300)", l.Options[i])
	}
	i = slices.IndexFunc(l.Options, func(o game.Option) bool { return o.Seat == 8 && o.Name == "straight-0" })
	if i < 0 || l.Options[i].Min != 100 || l.Options[i].Max != 10000 || l.Options[i].Multiple != 0 {
		t.Errorf("seat 8's straight-0 option: %+v", l.Options[i])
	}
	if slices.ContainsFunc(l.Options, func(o game.Option) bool { return o.Kind == game.KindWager && o.Seat == 0 }) {
		t.Error("with colours taken, Legal still offers wagers for any seat")
	}
	evs := e.Events(game.Omniscient)
	if i := slices.IndexFunc(evs, func(ev game.Event) bool { return ev.Kind == game.EventDecision }); i < 0 || evs[i].Text != "colour white" || evs[i].Amount != 100 || evs[i].Seat != 1 {
		t.Errorf("the first colour's event: %+v", evs[i])
	}
	run(t, e, `{"dealer":"spin"}`)
	if !e.Carries() {
		t.Error("the colours are carried to the next round")
	}
	refuse(t, e, tp, `{"seat":9,"act":"colour","amount":100}`, "all taken")
	if e.Legal().Round != 1 {
		t.Error("a refused step after the round opened the next one")
	}
}

// 70 (the colours go before the bets close) and a table whose limits
// leave one value: the amount may be left out.
func TestColourClosedAndFixedValue(t *testing.T) {
	e, tp := table(t, `{"min":500,"max":500}`, "1")
	run(t, e, wagerStep(1, "red", 500), `{"dealer":"no-more-bets"}`)
	refuse(t, e, tp, `{"seat":1,"act":"colour","amount":500}`, "bets are closed", "section 70")
	run(t, e, `{"dealer":"spin"}`, `{"seat":2,"act":"colour"}`)
	if c := e.Chips()[2]; c != (roulette.Chip{Colour: "white", Value: 500}) {
		t.Errorf("seat 2 plays %v", c)
	}
}

// 71: French Roulette uses value chips only, on a single-zero wheel.
func TestValueChips71(t *testing.T) {
	e, tp := table(t, `{"chips":"value"}`, "")
	refuse(t, e, tp, `{"seat":1,"act":"colour","amount":500}`, "only value chips", "section 71")
	if slices.ContainsFunc(e.Legal().Options, func(o game.Option) bool { return o.Kind == game.KindAct }) {
		t.Error("Legal offers a colour at a French table")
	}
	tb, err := roulette.Spec.ParseTable(options(t, `{"chips":"value","wheel":"double-zero"}`))
	if err != nil {
		t.Fatal(err)
	}
	_, err = roulette.Game.New(tb, game.NewTape(nil))
	var re *game.RuleError
	if !errors.As(err, &re) || re.Section != "71" {
		t.Errorf("a French table with a double zero: %v, want a refusal citing 71", err)
	}
}

// The outside limits default to the table's.
func TestOutsideLimitsDefault72(t *testing.T) {
	tb, _ := roulette.Spec.ParseTable(options(t, `{"min":200,"max":3000}`))
	r := roulette.RulesOf(tb)
	if r.Outside != (money.Limits{Min: 200, Max: 3000}) || r.Inside != r.Outside {
		t.Errorf("rules %+v", r)
	}
	tb, _ = roulette.Spec.ParseTable(options(t, `{"min":200,"max":3000,"outside-min":5000}`))
	if _, err := roulette.Game.New(tb, game.NewTape(nil)); err == nil || !strings.Contains(err.Error(), "outside") {
		t.Errorf("outside-min above the outside maximum: %v", err)
	}
}

// Every view shows the whole layout: nothing is hidden at roulette.
func TestViewsAreAlike(t *testing.T) {
	e, _ := table(t, `{"doubles":"double"}`, "8")
	run(t, e, wagerStep(2, "double-8", 100), wagerStep(1, "straight-8", 100), `{"dealer":"spin"}`)
	omni, _ := json.Marshal(e.View(game.Omniscient))
	for _, seat := range []int{game.Dealer, 1, 2, 7} {
		v := e.View(seat)
		v.Seat = game.Omniscient
		b, _ := json.Marshal(v)
		if string(b) != string(omni) {
			t.Errorf("seat %d sees %s, the omniscient view %s", seat, b, omni)
		}
	}
}
