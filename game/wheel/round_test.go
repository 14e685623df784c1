package wheel_test

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"croupier/game"
	"croupier/game/wheel"
	"croupier/money"
)

// 121: a result is valid only after at least 3 revolutions. A spin of 2, 1
// or 0 revolutions settles nothing: an invalid-spin event records it, the
// bets stay closed, and the next spin reads the next tape entry. Three
// revolutions is valid; so is a plain stop, or a stop without revolutions.
func Test121_InvalidSpins(t *testing.T) {
	e, tp := table(t, "", `{"stop":52,"revolutions":2} {"stop":53,"revolutions":0} {"stop":0,"revolutions":1} {"stop":39,"revolutions":3} 52`)
	run(t, e, wagerStep(1, "joker", 100), wagerStep(2, "5", 300), `{"dealer":"no-more-bets"}`)
	for i, want := range []struct{ stop, revs int }{{52, 2}, {53, 0}, {0, 1}} {
		run(t, e, `{"dealer":"spin"}`)
		if len(e.Rounds()) != 0 {
			t.Fatalf("invalid spin %d settled a round", i+1)
		}
		v := e.View(3)
		if v.Phase != game.PhaseDealer || v.Stop == nil || *v.Stop != want.stop || v.Revolutions != want.revs || len(v.Wagers) != 2 {
			t.Errorf("after invalid spin %d: phase %s stop %v revolutions %d wagers %v", i+1, v.Phase, v.Stop, v.Revolutions, v.Wagers)
		}
		if l := e.Legal(); len(l.Options) != 1 || !l.Allows(0, game.KindDealer, "spin") {
			t.Errorf("Legal after invalid spin %d = %+v, want only spin", i+1, l)
		}
		if err := e.Finish(); err == nil {
			t.Errorf("Finish after invalid spin %d: nil error", i+1)
		}
		if err := e.Apply(step(t, wagerStep(3, "1", 100))); err == nil {
			t.Errorf("a wager after invalid spin %d was accepted: bets stay closed (118)", i+1)
		}
		if tp.Pos() != i+1 {
			t.Errorf("tape position %d after invalid spin %d", tp.Pos(), i+1)
		}
	}
	run(t, e, `{"dealer":"spin"}`) // stop 39, "5", three revolutions: valid
	rd := e.Rounds()
	if len(rd) != 1 || *rd[0].Stop != 39 || rd[0].Revolutions != 3 {
		t.Fatalf("rounds %+v, want one settled on stop 39 after 3 revolutions", rd)
	}
	// Stop 39 is a 5 (stops 39–45), 5 to 1: 300 × 5 = 1500; the joker loses.
	want := []net{{1, "symbol-joker", 100, game.Lose, -100}, {2, "symbol-5", 300, game.Win, 1500}}
	if got := nets(rd[0]); !slices.Equal(got, want) {
		t.Errorf("\n got %v\nwant %v", got, want)
	}
	wantKinds := []game.EventKind{game.EventWager, game.EventWager, game.EventClosed,
		wheel.EventInvalidSpin, wheel.EventInvalidSpin, wheel.EventInvalidSpin, wheel.EventSpin, game.EventSettled}
	evs := e.Events(game.Omniscient)
	if got := kinds(evs); !slices.Equal(got, wantKinds) {
		t.Errorf("events %v, want %v", got, wantKinds)
	}
	if ev := evs[3]; !strings.Contains(ev.Text, "stop 52 (joker) after 2 revolutions") || !strings.Contains(ev.Text, "121") {
		t.Errorf("the first invalid spin's event reads %q", ev.Text)
	}
	if ev := evs[6]; ev.Text != "stop 39 (5), 3 revolutions" {
		t.Errorf("the valid spin's event reads %q", ev.Text)
	}
	// A plain stop records no revolutions and is valid; so is a stop
	// written as an object without them.
	for _, entry := range []string{`52`, `{"stop":52}`, `{"stop":52,"revolutions":9}`} {
		e, _ := table(t, "", entry)
		run(t, e, wagerStep(1, "joker", 100), `{"dealer":"spin"}`)
		if rd := e.Rounds(); len(rd) != 1 || !slices.Equal(nets(rd[0]), []net{{1, "symbol-joker", 100, game.Win, 4000}}) {
			t.Errorf("spin %s: rounds %+v, want the joker paid 40 to 1", entry, rd)
		}
	}
}

// 118: wagers go on the layout before "No more bets"; after it no wager can
// be made, amended or withdrawn. Before it a wager may be added to, and
// taken down whole.
func Test118_NoMoreBets(t *testing.T) {
	e, _ := table(t, "", "50")
	run(t, e,
		wagerStep(1, "20", 100),
		wagerStep(1, "20", 150), // amended: 250 on 20
		wagerStep(2, "1", 500),
		`{"seat":2,"withdraw":"symbol-1"}`,
		wagerStep(2, "flag", 100),
		`{"dealer":"no-more-bets"}`,
	)
	for _, bad := range []string{wagerStep(1, "20", 100), wagerStep(3, "joker", 100), `{"seat":2,"withdraw":"symbol-flag"}`} {
		err := e.Apply(step(t, bad))
		var re *game.RuleError
		if !errors.As(err, &re) || re.Section != "118" || !strings.Contains(err.Error(), "closed") {
			t.Errorf("%s after no-more-bets: %v, want a refusal citing 118", bad, err)
		}
	}
	run(t, e, `{"dealer":"spin"}`)
	// Stop 50 is a 20 (stops 50–51), 20 to 1: 250 × 20 = 5000.
	want := []net{{1, "symbol-20", 250, game.Win, 5000}, {2, "symbol-flag", 100, game.Lose, -100}}
	if got := nets(e.Rounds()[0]); !slices.Equal(got, want) {
		t.Errorf("\n got %v\nwant %v", got, want)
	}
	var wd []game.Event
	for _, ev := range e.Events(game.Omniscient) {
		if ev.Kind == game.EventWithdraw {
			wd = append(wd, ev)
		}
	}
	if len(wd) != 1 || wd[0].Seat != 2 || wd[0].Wager != "symbol-1" || wd[0].Amount != 500 {
		t.Errorf("withdraw events %+v, want seat 2's 500 on symbol-1", wd)
	}
}

// Several seats, wagers in any seat order; settlements go by seat, then by
// when each id was first placed (a withdrawn and replaced wager goes last).
func TestSettlementOrder(t *testing.T) {
	e, _ := table(t, `{"seats":20}`, "47")
	run(t, e,
		wagerStep(20, "10", 100),
		wagerStep(3, "joker", 100),
		wagerStep(3, "10", 200),
		wagerStep(1, "1", 100),
		wagerStep(3, "joker", 50), // adds to joker: it stays first
		wagerStep(20, "2", 300),
		`{"seat":20,"withdraw":"symbol-10"}`,
		wagerStep(20, "10", 400), // placed again: now after 2
		`{"dealer":"spin"}`,
	)
	// Stop 47 is a 10 (stops 46–49), 10 to 1.
	want := []net{
		{1, "symbol-1", 100, game.Lose, -100},
		{3, "symbol-joker", 150, game.Lose, -150},
		{3, "symbol-10", 200, game.Win, 2000},
		{20, "symbol-2", 300, game.Lose, -300},
		{20, "symbol-10", 400, game.Win, 4000},
	}
	if got := nets(e.Rounds()[0]); !slices.Equal(got, want) {
		t.Errorf("\n got %v\nwant %v", got, want)
	}
}

// Rounds follow one another with next-round, or with the next round's
// first step (doc.go); the tape runs on.
func TestRounds(t *testing.T) {
	e, tp := table(t, "", `0 {"stop":53,"revolutions":1} 53 24 7`)
	run(t, e,
		wagerStep(1, "1", 100), `{"dealer":"spin"}`, `{"dealer":"next-round"}`,
		wagerStep(2, "flag", 100), `{"dealer":"spin"}`, `{"dealer":"spin"}`, // an invalid spin, then 53
		wagerStep(1, "2", 100), // opens round 3 by itself
		`{"dealer":"no-more-bets"}`, `{"dealer":"spin"}`,
	)
	rs := e.Rounds()
	if len(rs) != 3 {
		t.Fatalf("%d rounds, want 3", len(rs))
	}
	want := [][]net{
		{{1, "symbol-1", 100, game.Win, 100}},     // stop 0: 1, 1 to 1
		{{2, "symbol-flag", 100, game.Win, 4000}}, // stop 53: flag, 40 to 1
		{{1, "symbol-2", 100, game.Win, 200}},     // stop 24: 2, 2 to 1
	}
	wantStops := []int{0, 53, 24}
	for i, r := range rs {
		if r.Round != i+1 || *r.Stop != wantStops[i] || !slices.Equal(nets(r), want[i]) {
			t.Errorf("round %d = %d stop %d %v, want %d stop %d %v", i+1, r.Round, *r.Stop, nets(r), i+1, wantStops[i], want[i])
		}
	}
	if tp.Pos() != 4 {
		t.Errorf("tape position %d, want 4 (7 left over)", tp.Pos())
	}
	if err := e.Finish(); err != nil {
		t.Errorf("Finish after a settled round: %v", err)
	}
	// The next round's first step opened it: a next-round event, then the
	// wager, in round 3.
	evs := e.Events(game.Omniscient)
	var opened []game.Event
	for i, ev := range evs {
		if ev.Kind == game.EventNewRound {
			opened = append(opened, ev, evs[i+1])
		}
	}
	if len(opened) != 4 || opened[2].Round != 3 || opened[3].Kind != game.EventWager || opened[3].Round != 3 || opened[3].Seat != 1 {
		t.Errorf("round openings %+v", opened)
	}
}

// Common rule 1: once a round is settled, the next round's steps open it
// first: a withdrawal, no-more-bets and spin too, and they are then judged
// in the new round; refused, they leave everything as it was.
func TestNextRoundOpensItself(t *testing.T) {
	settled := []string{wagerStep(1, "5", 100), `{"dealer":"spin"}`}
	for _, c := range []struct{ bad, section, mention string }{
		{`{"seat":1,"withdraw":"symbol-5"}`, "118", "no symbol-5 wager"},
		{`{"dealer":"no-more-bets"}`, "118", "round 2: there is nothing to spin for"},
		{`{"dealer":"spin"}`, "118", "round 2: there is nothing to spin for"},
		{`{"seat":1,"act":"hit"}`, "118", "no decisions"},
		{wagerStep(1, "7", 100), "119", `no symbol "7"`},
		{`{"dealer":"roll"}`, "118", `not "roll"`},
	} {
		e, tp := table(t, "", "40 41")
		run(t, e, settled...)
		before := snapshot(t, e, tp)
		err := e.Apply(step(t, c.bad))
		var re *game.RuleError
		if !errors.As(err, &re) || re.Section != c.section || !strings.Contains(err.Error(), c.mention) {
			t.Errorf("%s after a settled round: %v, want a refusal citing %s mentioning %q", c.bad, err, c.section, c.mention)
		}
		if after := snapshot(t, e, tp); after != before {
			t.Errorf("%s changed the table:\n%s\n%s", c.bad, before, after)
		}
	}
	// A wager then a spin, without next-round: round 2, on stop 41 (a 5).
	e, _ := table(t, "", "40 41")
	run(t, e, settled...)
	run(t, e, wagerStep(3, "5", 200), `{"dealer":"spin"}`)
	if rs := e.Rounds(); len(rs) != 2 || rs[1].Round != 2 || !slices.Equal(nets(rs[1]), []net{{3, "symbol-5", 200, game.Win, 1000}}) {
		t.Errorf("rounds %+v", rs)
	}
}

// The leniency of doc.go: a spin while bets are open closes them first.
func TestSpinClosesBets(t *testing.T) {
	e, _ := table(t, "", "52")
	run(t, e, wagerStep(1, "joker", 100), `{"dealer":"spin"}`)
	want := []game.EventKind{game.EventWager, game.EventClosed, wheel.EventSpin, game.EventSettled}
	if got := kinds(e.Events(game.Omniscient)); !slices.Equal(got, want) {
		t.Errorf("events %v, want %v", got, want)
	}
	if got := nets(e.Rounds()[0]); !slices.Equal(got, []net{{1, "symbol-joker", 100, game.Win, 4000}}) { // 40 to 1
		t.Errorf("got %v", got)
	}
}

// Legal and View through a round.
func TestLegalAndView(t *testing.T) {
	e, _ := table(t, `{"min":200,"max":5000}`, `{"stop":46,"revolutions":2} {"stop":49,"revolutions":5}`)
	l := e.Legal()
	if l.Phase != game.PhaseBets || l.Round != 1 {
		t.Errorf("Legal = round %d %s, want 1 bets", l.Round, l.Phase)
	}
	var wagers []string
	for _, o := range l.Options {
		if o.Kind != game.KindWager || o.Min != 200 || o.Max != 5000 || o.Seat != 0 || o.Section != "119" {
			t.Errorf("with nothing on the layout only wagers are legal, any seat, 200 to 5000, section 119: not %+v", o)
		}
		wagers = append(wagers, o.Name)
	}
	// The layout offers exactly the wheel's symbols, in wheel order.
	if want := []string{"symbol-1", "symbol-2", "symbol-5", "symbol-10", "symbol-20", "symbol-joker", "symbol-flag"}; !slices.Equal(wagers, want) {
		t.Errorf("wager options %v, want %v", wagers, want)
	}
	run(t, e, wagerStep(4, "10", 200))
	if l := e.Legal(); !l.Allows(4, game.KindWithdraw, "symbol-10") || !l.Allows(0, game.KindDealer, "no-more-bets") ||
		!l.Allows(0, game.KindDealer, "spin") || l.Allows(3, game.KindWithdraw, "symbol-10") || l.Allows(0, game.KindDealer, "next-round") {
		t.Errorf("Legal with a wager = %+v", l)
	}
	if err := e.Finish(); err == nil {
		t.Error("Finish with a wager on the layout, not spun for: nil error")
	}
	run(t, e, `{"dealer":"no-more-bets"}`)
	if l := e.Legal(); l.Phase != game.PhaseDealer || len(l.Options) != 1 || !l.Allows(0, game.KindDealer, "spin") {
		t.Errorf("Legal after no-more-bets = %+v, want only spin", l)
	}
	v := e.View(game.Omniscient)
	if v.Stop != nil || v.Revolutions != 0 || !slices.Equal(v.Wagers, []game.Wager{{Seat: 4, ID: "symbol-10", Amount: 200}}) || v.Last != nil {
		t.Errorf("View before the spin = %+v", v)
	}
	run(t, e, `{"dealer":"spin"}`, `{"dealer":"spin"}`) // 2 revolutions: invalid; then 49 after 5
	for _, seat := range []int{game.Omniscient, game.Dealer, 1, 4} {
		v := e.View(seat)
		if v.Seat != seat || v.Phase != game.PhaseOver || v.Stop == nil || *v.Stop != 49 || v.Revolutions != 5 || len(v.Wagers) != 0 || v.Last == nil ||
			*v.Last.Stop != 49 || v.Last.Revolutions != 5 || !slices.Equal(nets(*v.Last), []net{{4, "symbol-10", 200, game.Win, 2000}}) { // 10 to 1
			t.Errorf("View(%d) after the spin = %+v", seat, v)
		}
	}
	// Settled: next-round first, then the next round's wagers.
	l = e.Legal()
	if l.Phase != game.PhaseOver || len(l.Options) != 8 || l.Options[0].Name != "next-round" || l.Options[0].Kind != game.KindDealer ||
		!l.Allows(2, game.KindWager, "symbol-joker") || l.Allows(0, game.KindDealer, "spin") || l.Allows(0, game.KindDealer, "no-more-bets") {
		t.Errorf("Legal after the spin = %+v, want next-round and the 7 wagers", l)
	}
	run(t, e, `{"dealer":"next-round"}`)
	v = e.View(1)
	// The wheel still shows where it stopped; the layout is empty.
	if v.Round != 2 || v.Phase != game.PhaseBets || *v.Stop != 49 || v.Wagers != nil || v.Last == nil || v.Last.Round != 1 {
		t.Errorf("View in round 2 = %+v", v)
	}
	if err := e.Finish(); err != nil {
		t.Errorf("Finish with an empty layout: %v", err)
	}
}

// The views an engine hands out are copies.
func TestCopies(t *testing.T) {
	e, _ := table(t, "", "3 4")
	run(t, e, wagerStep(1, "1", 100))
	before := snapshot(t, e, game.NewTape(nil))
	e.View(1).Wagers[0].Amount = 1e6
	if after := snapshot(t, e, game.NewTape(nil)); after != before {
		t.Errorf("changing the view's wagers changed the engine:\n%s\n%s", before, after)
	}
	run(t, e, `{"dealer":"spin"}`)
	before = snapshot(t, e, game.NewTape(nil))
	v := e.View(1)
	v.Last.Settlements[0].Net = 1e6
	*v.Last.Stop = 40
	*v.Stop = 41
	if after := snapshot(t, e, game.NewTape(nil)); after != before {
		t.Errorf("changing the view's spin and last round changed the engine:\n%s\n%s", before, after)
	}
}

// Every bad step returns a *game.RuleError citing a section and leaves the
// engine and its tape exactly as they were.
func TestBadStepChangesNothing(t *testing.T) {
	open := []string{`{"seat":1,"wager":{"symbol-1":100,"symbol-joker":100}}`, `{"seat":2,"wager":{"symbol-2":500}}`}
	closed := append(slices.Clone(open), `{"dealer":"no-more-bets"}`)
	invalid := append(slices.Clone(closed), `{"dealer":"spin"}`)
	cases := []struct {
		name, tape string
		setup      []string
		bad        string
		section    string // the section the error must cite
		mention    string // a word the message must hold
	}{
		{"118 unknown wager id", "0", open, `{"seat":1,"wager":{"red":100}}`, "118", `"red"`},
		{"119 unknown symbol", "0", open, `{"seat":1,"wager":{"symbol-7":100}}`, "119", `no symbol "7"`},
		{"119 symbol of another case", "0", open, `{"seat":1,"wager":{"symbol-Joker":100}}`, "119", "Joker"},
		{"119 the bare prefix", "0", open, `{"seat":1,"wager":{"symbol-":100}}`, "119", `no symbol ""`},
		{"118 a symbol without its prefix", "0", open, `{"seat":1,"wager":{"joker":100}}`, "118", "symbol-S"},
		{"one bad id spoils the step", "0", open, `{"seat":1,"wager":{"symbol-5":100,"symbol-6":100}}`, "119", "symbol-6"},
		{"zero amount", "0", open, `{"seat":1,"wager":{"symbol-5":0}}`, "119", "positive"},
		{"negative amount", "0", open, `{"seat":1,"wager":{"symbol-1":-100}}`, "119", "positive"},
		{"3: below the minimum", "0", open, `{"seat":3,"wager":{"symbol-5":99}}`, "3", "minimum"},
		{"3: over the maximum", "0", open, `{"seat":3,"wager":{"symbol-5":10001}}`, "3", "maximum"},
		{"3: the total over the maximum", "0", open, `{"seat":2,"wager":{"symbol-2":9501}}`, "3", "maximum"},
		{"3: an overflowing total", "0", open, `{"seat":2,"wager":{"symbol-2":9223372036854775807}}`, "3", "maximum"},
		{"118 seat 8 at a table of 7", "0", open, `{"seat":8,"wager":{"symbol-5":100}}`, "118", "seat 8"},
		{"118 behind wager", "0", open, `{"seat":1,"wager":{"symbol-5":100},"player":"ann"}`, "118", "behind"},
		{"118 extra argument", "0", open, `{"seat":1,"wager":{"symbol-5":100},"colour":"red"}`, "118", "colour"},
		{"118 wager after no-more-bets", "0", closed, `{"seat":3,"wager":{"symbol-5":100}}`, "118", "closed"},
		{"118 amend after no-more-bets", "0", closed, `{"seat":1,"wager":{"symbol-1":100}}`, "118", "closed"},
		{"118 withdraw after no-more-bets", "0", closed, `{"seat":1,"withdraw":"symbol-1"}`, "118", "closed"},
		{"118 wager after an invalid spin", `{"stop":1,"revolutions":2} 0`, invalid, `{"seat":3,"wager":{"symbol-5":100}}`, "118", "closed"},
		{"118 withdraw a wager not placed", "0", open, `{"seat":1,"withdraw":"symbol-2"}`, "118", "no symbol-2"},
		{"118 withdraw another seat's wager", "0", open, `{"seat":3,"withdraw":"symbol-1"}`, "118", "seat 3"},
		{"119 withdraw an unknown symbol", "0", open, `{"seat":1,"withdraw":"symbol-3"}`, "119", "symbol-3"},
		{"118 an act", "0", open, `{"seat":1,"act":"hit"}`, "118", "no decisions"},
		{"118 an act with an amount", "0", closed, `{"seat":1,"act":"press","amount":100}`, "118", "no decisions"},
		{"118 no-more-bets on an empty layout", "0", nil, `{"dealer":"no-more-bets"}`, "118", "nothing to spin for"},
		{"118 spin on an empty layout", "0", nil, `{"dealer":"spin"}`, "118", "nothing to spin for"},
		{"118 no-more-bets twice", "0", closed, `{"dealer":"no-more-bets"}`, "118", "already closed"},
		{"118 no-more-bets after an invalid spin", `{"stop":1,"revolutions":2} 0`, invalid, `{"dealer":"no-more-bets"}`, "118", "already closed"},
		{"121 next-round before the spin", "0", closed, `{"dealer":"next-round"}`, "121", "not settled"},
		{"121 next-round with bets open", "0", open, `{"dealer":"next-round"}`, "121", "not settled"},
		{"121 next-round after an invalid spin", `{"stop":1,"revolutions":2} 0`, invalid, `{"dealer":"next-round"}`, "121", "not settled"},
		{"118 unknown dealer step", "0", open, `{"dealer":"roll"}`, "118", "roll"},
		{"117 stop 54", "54", closed, `{"dealer":"spin"}`, "117", "stop 54 is not a segment"},
		{"117 stop -1", "-1", closed, `{"dealer":"spin"}`, "117", "stop -1"},
		{"117 a pocket on the tape", `"17"`, closed, `{"dealer":"spin"}`, "117", "is not a spin"},
		{"117 a card, bets still open", `"As"`, open, `{"dealer":"spin"}`, "117", "is not a spin"},
		{"117 negative revolutions", `{"stop":3,"revolutions":-1}`, closed, `{"dealer":"spin"}`, "117", "is not a spin"},
		{"117 an unknown field", `{"stop":3,"turns":4}`, closed, `{"dealer":"spin"}`, "117", "is not a spin"},
		{"117 tape exhausted", "", closed, `{"dealer":"spin"}`, "117", "tape exhausted"},
		{"117 tape exhausted after an invalid spin", `{"stop":1,"revolutions":2}`, invalid, `{"dealer":"spin"}`, "117", "tape exhausted"},
		{"117 tape exhausted, bets still open", "", open, `{"dealer":"spin"}`, "117", "tape exhausted"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			e, tp := table(t, `{"min":100,"max":10000}`, c.tape)
			run(t, e, c.setup...)
			before := snapshot(t, e, tp)
			err := e.Apply(step(t, c.bad))
			if err == nil {
				t.Fatalf("%s: nil error", c.bad)
			}
			var re *game.RuleError
			if !errors.As(err, &re) || re.Section != c.section || !errors.Is(err, game.ErrRule) {
				t.Errorf("%s: error %q (%T), want a RuleError citing section %s", c.bad, err, err, c.section)
			}
			if !strings.Contains(err.Error(), c.mention) {
				t.Errorf("%s: error %q does not mention %q", c.bad, err, c.mention)
			}
			if after := snapshot(t, e, tp); after != before {
				t.Errorf("%s changed the engine:\nbefore %s\nafter  %s", c.bad, before, after)
			}
		})
	}
}

// Errors keep their causes for errors.Is, and a live dealer's spin entered
// after a refusal is read.
func TestErrorCauses(t *testing.T) {
	e, tp := table(t, `{"max":1000}`, "")
	if err := e.Apply(step(t, wagerStep(1, "1", 1001))); !errors.Is(err, money.ErrAboveMax) {
		t.Errorf("over the max: %v, want money.ErrAboveMax", err)
	}
	if err := e.Apply(step(t, wagerStep(1, "1", 0))); !errors.Is(err, money.ErrNotPositive) {
		t.Errorf("zero: %v, want money.ErrNotPositive", err)
	}
	run(t, e, wagerStep(1, "1", 1000))
	if err := e.Apply(step(t, `{"dealer":"spin"}`)); !errors.Is(err, game.ErrTapeExhausted) {
		t.Errorf("empty tape: %v, want game.ErrTapeExhausted", err)
	}
	tp.Append(json.RawMessage(`{"stop":60}`))
	var te *game.TapeError
	if err := e.Apply(step(t, `{"dealer":"spin"}`)); !errors.As(err, &te) || te.Entry != 0 {
		t.Errorf("stop 60 of 54: %v, want a TapeError at entry 0", err)
	}
	tp.Drop()
	tp.Append(json.RawMessage(`{"stop":12,"revolutions":6}`))
	run(t, e, `{"dealer":"spin"}`)
	if got := nets(e.Rounds()[0]); !slices.Equal(got, []net{{1, "symbol-1", 1000, game.Win, 1000}}) {
		t.Errorf("got %v", got)
	}
}

// Seats: the by-law sets no limit. Seven places by default; with seats 0
// any seat number up to game.MaxSeat is a place.
func TestSeats(t *testing.T) {
	e, _ := table(t, `{"seats":0,"min":1}`, "53")
	run(t, e, wagerStep(8, "flag", 100), wagerStep(1000, "1", 300), wagerStep(12, "flag", 1), `{"dealer":"spin"}`)
	// Stop 53 is the flag, 40 to 1.
	want := []net{{8, "symbol-flag", 100, game.Win, 4000}, {12, "symbol-flag", 1, game.Win, 40}, {1000, "symbol-1", 300, game.Lose, -300}}
	if got := nets(e.Rounds()[0]); !slices.Equal(got, want) {
		t.Errorf("seats 8, 12 and 1000: %v, want %v", got, want)
	}
}
