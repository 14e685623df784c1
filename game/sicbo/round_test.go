package sicbo_test

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"croupier/game"
	"croupier/game/sicbo"
	"croupier/money"
)

// 95.19, 95.22: several seats, wagers given in any seat order, a second wager
// on an id adding to the first; settlements go by seat, then by when each id
// was first placed.
func TestMultiSeat(t *testing.T) {
	e, _ := table(t, `{"seats":20}`, "[6,1,6]")
	run(t, e,
		`{"seat":20,"wager":{"big":500,"single-6":100}}`,
		`{"seat":3,"wager":{"duo-1-6":200}}`,
		`{"seat":3,"wager":{"small":100,"double-6":100}}`,
		`{"seat":20,"wager":{"total-13":100}}`,
		`{"seat":3,"wager":{"duo-1-6":300}}`, // adds to the first duo-1-6: 500, still first in seat 3's order
		`{"seat":1,"wager":{"any-triple":100}}`,
		`{"dealer":"no-more-bets"}`,
		`{"dealer":"roll"}`,
	)
	// [6,1,6]: total 13, two sixes, one ace, not a triple.
	want := []net{
		{1, "any-triple", 100, game.Lose, -100},
		{3, "duo-1-6", 500, game.Win, 2500}, // 500 × 5
		{3, "small", 100, game.Lose, -100},  // 13 is big
		{3, "double-6", 100, game.Win, 800}, // 100 × 8
		{20, "big", 500, game.Win, 500},
		{20, "single-6", 100, game.Win, 200}, // two dice, 2 to 1
		{20, "total-13", 100, game.Win, 800}, // 95.24: total of 13, 8 to 1
	}
	if got := nets(e.Rounds()[0]); !slices.Equal(got, want) {
		t.Errorf("\n got %v\nwant %v", got, want)
	}
	var added []money.Amount
	for _, ev := range e.Events(game.Omniscient) {
		if ev.Kind == game.EventWager && ev.Seat == 3 && ev.Wager == "duo-1-6" {
			added = append(added, ev.Amount)
		}
	}
	if !slices.Equal(added, []money.Amount{200, 300}) {
		t.Errorf("wager events for seat 3 duo-1-6 = %v, want each amount put at risk: [200 300]", added)
	}
}

// Settlements go by seat, then by when each id was first placed, however
// many wagers are interleaved.
func TestSettlementOrder(t *testing.T) {
	e, _ := table(t, "", "[1,2,4]")
	ids := allIDs()
	seats := []int{3, 1, 2, 5}
	var want []net
	for _, s := range []int{1, 2, 3, 5} {
		for i, id := range ids {
			if seats[i%len(seats)] == s {
				want = append(want, net{Seat: s, Wager: id, Stake: 100})
			}
		}
	}
	for i, id := range ids {
		run(t, e, wagerStep(seats[i%len(seats)], id, 100))
	}
	for i := len(ids) - 1; i >= 0; i-- { // adding to a wager keeps its place
		run(t, e, wagerStep(seats[i%len(seats)], ids[i], 100))
	}
	run(t, e, `{"dealer":"roll"}`)
	got := e.Rounds()[0].Settlements
	if len(got) != len(want) {
		t.Fatalf("%d settlements, want %d", len(got), len(want))
	}
	for i, s := range got {
		if s.Seat != want[i].Seat || s.Wager != want[i].Wager || s.Stake != 200 {
			t.Errorf("settlement %d is seat %d %s %d, want seat %d %s 200", i, s.Seat, s.Wager, s.Stake, want[i].Seat, want[i].Wager)
		}
	}
}

// Rounds follow one another with next-round, the tape running on.
func TestRounds(t *testing.T) {
	e, tp := table(t, "", "[1,2,3] [5,5,5] [4,4,2] [1,1,1]")
	run(t, e,
		wagerStep(1, "total-6", 100), `{"dealer":"roll"}`, `{"dealer":"next-round"}`,
		wagerStep(2, "any-triple", 100), wagerStep(1, "big", 200), `{"dealer":"roll"}`, `{"dealer":"next-round"}`,
		wagerStep(1, "double-4", 300), `{"dealer":"no-more-bets"}`, `{"dealer":"roll"}`,
	)
	rs := e.Rounds()
	if len(rs) != 3 {
		t.Fatalf("%d rounds, want 3", len(rs))
	}
	want := [][]net{
		{{1, "total-6", 100, game.Win, 1800}},                                      // [1,2,3]: 6 pays 18 to 1
		{{1, "big", 200, game.Lose, -200}, {2, "any-triple", 100, game.Win, 2400}}, // [5,5,5]: big loses on a triple (95.22(7))
		{{1, "double-4", 300, game.Win, 2400}},                                     // [4,4,2]: 300 × 8
	}
	wantDice := [][]int{{1, 2, 3}, {5, 5, 5}, {4, 4, 2}}
	for i, r := range rs {
		if r.Round != i+1 || !slices.Equal(r.Dice, wantDice[i]) || !slices.Equal(nets(r), want[i]) {
			t.Errorf("round %d = %d %v %v, want %d %v %v", i+1, r.Round, r.Dice, nets(r), i+1, wantDice[i], want[i])
		}
	}
	if tp.Pos() != 3 {
		t.Errorf("tape position %d, want 3 (one roll a round, [1,1,1] left over)", tp.Pos())
	}
	if err := e.Finish(); err != nil {
		t.Errorf("Finish after a settled round: %v", err)
	}
}

// 95.23: a wager may be taken down, whole, while bets are open; it is then
// not settled, and placed again it goes to the end of the seat's order.
func TestWithdraw(t *testing.T) {
	e, _ := table(t, "", "[2,3,4]")
	run(t, e,
		`{"seat":1,"wager":{"small":100,"big":100}}`,
		`{"seat":1,"withdraw":"small"}`,
		`{"seat":2,"wager":{"total-9":100}}`,
		`{"seat":2,"withdraw":"total-9"}`,
		`{"seat":1,"wager":{"small":300}}`,
	)
	v := e.View(1)
	if want := []game.Wager{{Seat: 1, ID: "big", Amount: 100}, {Seat: 1, ID: "small", Amount: 300}}; !slices.Equal(v.Wagers, want) {
		t.Errorf("layout %v, want %v", v.Wagers, want)
	}
	if err := e.Apply(step(t, `{"seat":2,"withdraw":"total-9"}`)); err == nil {
		t.Error("withdrawing a wager already taken down: nil error")
	}
	run(t, e, `{"dealer":"roll"}`)
	want := []net{{1, "big", 100, game.Lose, -100}, {1, "small", 300, game.Win, 300}}
	if got := nets(e.Rounds()[0]); !slices.Equal(got, want) {
		t.Errorf("\n got %v\nwant %v", got, want)
	}
	var wd []game.Event
	for _, ev := range e.Events(game.Omniscient) {
		if ev.Kind == game.EventWithdraw {
			wd = append(wd, ev)
		}
	}
	if want := []game.Event{{Round: 1, Kind: game.EventWithdraw, Seat: 1, Wager: "small", Amount: 100},
		{Round: 1, Kind: game.EventWithdraw, Seat: 2, Wager: "total-9", Amount: 100}}; !slices.EqualFunc(wd, want, eventEqual) {
		t.Errorf("withdraw events %v, want %v", wd, want)
	}
}

func eventEqual(a, b game.Event) bool {
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	return string(ja) == string(jb)
}

// The leniency of doc.go: a roll while bets are open closes them first.
func TestRollClosesBets(t *testing.T) {
	e, _ := table(t, "", "[1,1,3]")
	run(t, e, wagerStep(1, "total-5", 100), `{"dealer":"roll"}`)
	var kinds []game.EventKind
	for _, ev := range e.Events(game.Omniscient) {
		kinds = append(kinds, ev.Kind)
	}
	want := []game.EventKind{game.EventWager, game.EventClosed, game.EventRoll, game.EventSettled}
	if !slices.Equal(kinds, want) {
		t.Errorf("events %v, want %v", kinds, want)
	}
	if got := nets(e.Rounds()[0]); !slices.Equal(got, []net{{1, "total-5", 100, game.Win, 3000}}) { // 95.24: 30 to 1
		t.Errorf("got %v", got)
	}
}

// Legal and View through a round.
func TestLegalAndView(t *testing.T) {
	e, _ := table(t, `{"min":200,"max":5000}`, "[3,3,4]")
	l := e.Legal()
	if l.Phase != game.PhaseBets || l.Round != 1 {
		t.Errorf("Legal = round %d %s, want 1 bets", l.Round, l.Phase)
	}
	var wagers []string
	for _, o := range l.Options {
		if o.Kind == game.KindWager {
			wagers = append(wagers, o.Name)
			if o.Min != 200 || o.Max != 5000 || o.Seat != 0 || !strings.HasPrefix(o.Section, "95.22") {
				t.Errorf("option %+v, want any seat, 200 to 5000, section 95.22", o)
			}
		} else {
			t.Errorf("with nothing on the layout only wagers are legal, not %+v", o)
		}
	}
	// 6 triples, 6 doubles, any-triple, 14 totals, 15 duos, small, big, 6 singles.
	if len(wagers) != 6+6+1+14+15+2+6 || !slices.Contains(wagers, "duo-5-6") || !slices.Contains(wagers, "total-17") {
		t.Errorf("%d wager options %v", len(wagers), wagers)
	}
	run(t, e, wagerStep(4, "single-3", 200))
	if l := e.Legal(); !l.Allows(4, game.KindWithdraw, "single-3") || !l.Allows(0, game.KindDealer, "no-more-bets") ||
		!l.Allows(0, game.KindDealer, "roll") || l.Allows(3, game.KindWithdraw, "single-3") || l.Allows(0, game.KindDealer, "next-round") {
		t.Errorf("Legal with a wager = %+v", l)
	}
	if err := e.Finish(); err == nil {
		t.Error("Finish with a wager on the layout, not rolled for: nil error")
	}
	run(t, e, `{"dealer":"no-more-bets"}`)
	if l := e.Legal(); l.Phase != game.PhaseDealer || len(l.Options) != 1 || !l.Allows(0, game.KindDealer, "roll") {
		t.Errorf("Legal after no-more-bets = %+v, want only roll", l)
	}
	if err := e.Finish(); err == nil {
		t.Error("Finish after no-more-bets, not rolled: nil error")
	}
	v := e.View(game.Omniscient)
	if v.Dice != nil || !slices.Equal(v.Wagers, []game.Wager{{Seat: 4, ID: "single-3", Amount: 200}}) || v.Last != nil {
		t.Errorf("View before the roll = %+v", v)
	}
	run(t, e, `{"dealer":"roll"}`)
	for _, seat := range []int{game.Omniscient, game.Dealer, 1, 4} {
		v := e.View(seat)
		if v.Seat != seat || v.Phase != game.PhaseOver || !slices.Equal(v.Dice, []int{3, 3, 4}) || len(v.Wagers) != 0 || v.Last == nil ||
			!slices.Equal(nets(*v.Last), []net{{4, "single-3", 200, game.Win, 400}}) { // two 3s: 2 to 1
			t.Errorf("View(%d) after the roll = %+v", seat, v)
		}
	}
	if l := e.Legal(); l.Phase != game.PhaseOver || len(l.Options) != 1 || !l.Allows(0, game.KindDealer, "next-round") {
		t.Errorf("Legal after the roll = %+v, want only next-round", l)
	}
	run(t, e, `{"dealer":"next-round"}`)
	v = e.View(1)
	if v.Round != 2 || v.Phase != game.PhaseBets || v.Dice != nil || v.Wagers != nil || v.Last == nil || v.Last.Round != 1 {
		t.Errorf("View in round 2 = %+v", v)
	}
	if err := e.Finish(); err != nil {
		t.Errorf("Finish with an empty layout: %v", err)
	}
}

// The views an engine hands out are copies.
func TestCopies(t *testing.T) {
	e, _ := table(t, "", "[1,2,3]")
	run(t, e, wagerStep(1, "single-1", 100), `{"dealer":"roll"}`)
	before := snapshot(t, e, game.NewTape(nil))
	e.View(1).Last.Settlements[0].Net = 1e6
	e.View(1).Last.Dice[0] = 6
	e.View(1).Dice[1] = 6
	if after := snapshot(t, e, game.NewTape(nil)); after != before {
		t.Errorf("changing returned values changed the engine:\n%s\n%s", before, after)
	}
}

// Every bad step returns a *game.RuleError citing a section and leaves the
// engine and its tape exactly as they were.
func TestBadStepChangesNothing(t *testing.T) {
	open := []string{`{"seat":1,"wager":{"small":100,"triple-1":100}}`, `{"seat":2,"wager":{"big":500}}`}
	closed := append(slices.Clone(open), `{"dealer":"no-more-bets"}`)
	settled := append(slices.Clone(open), `{"dealer":"roll"}`)
	cases := []struct {
		name, tape string
		setup      []string
		bad        string
		section    string // the section the error must cite
		mention    string // a word the message must hold
	}{
		{"unknown wager id", "[1,2,3]", open, `{"seat":1,"wager":{"lucky-7":100}}`, "95.22", "lucky-7"},
		{"95.22(5) duo of one number", "[1,2,3]", open, `{"seat":1,"wager":{"duo-2-2":100}}`, "95.22(5)", "duo-2-2"},
		{"95.22(5) duo higher first", "[1,2,3]", open, `{"seat":1,"wager":{"duo-3-1":100}}`, "95.22(5)", "duo-3-1"},
		{"95.22(5) duo face 7", "[1,2,3]", open, `{"seat":1,"wager":{"duo-1-7":100}}`, "95.22(5)", "duo-1-7"},
		{"95.22(5) duo one number", "[1,2,3]", open, `{"seat":1,"wager":{"duo-1":100}}`, "95.22(5)", "duo-1"},
		{"95.22(4) total-3", "[1,2,3]", open, `{"seat":1,"wager":{"total-3":100}}`, "95.22(4)", "total-3"},
		{"95.22(4) total-18", "[1,2,3]", open, `{"seat":1,"wager":{"total-18":100}}`, "95.22(4)", "total-18"},
		{"95.22(4) total-04", "[1,2,3]", open, `{"seat":1,"wager":{"total-04":100}}`, "95.22(4)", "total-04"},
		{"95.22(8) single-7", "[1,2,3]", open, `{"seat":1,"wager":{"single-7":100}}`, "95.22(8)", "single-7"},
		{"95.22(8) single-0", "[1,2,3]", open, `{"seat":1,"wager":{"single-0":100}}`, "95.22(8)", "single-0"},
		{"95.22(1) triple-x", "[1,2,3]", open, `{"seat":1,"wager":{"triple-x":100}}`, "95.22(1)", "triple-x"},
		{"95.22(2) double-", "[1,2,3]", open, `{"seat":1,"wager":{"double-":100}}`, "95.22(2)", "double-"},
		{"upper case id", "[1,2,3]", open, `{"seat":1,"wager":{"SMALL":100}}`, "95.22", "SMALL"},
		{"one bad id spoils the step", "[1,2,3]", open, `{"seat":1,"wager":{"big":100,"total-2":100}}`, "95.22(4)", "total-2"},
		{"a held wager, then a bad id", "[1,2,3]", open, `{"seat":1,"wager":{"small":100,"total-2":100}}`, "95.22(4)", "total-2"},
		{"a held wager, then over the max", "[1,2,3]", open, `{"seat":2,"wager":{"small":100,"big":9600}}`, "3", "maximum"},
		{"zero amount", "[1,2,3]", open, `{"seat":1,"wager":{"big":0}}`, "95.22(7)", "positive"},
		{"negative amount", "[1,2,3]", open, `{"seat":1,"wager":{"single-4":-100}}`, "95.22(8)", "positive"},
		{"negative amount on a held wager", "[1,2,3]", open, `{"seat":1,"wager":{"small":-50}}`, "95.22(6)", "positive"},
		{"3: below the minimum", "[1,2,3]", open, `{"seat":1,"wager":{"big":99}}`, "3", "minimum"},
		{"3: over the maximum", "[1,2,3]", open, `{"seat":1,"wager":{"big":10001}}`, "3", "maximum"},
		{"3: the total over the maximum", "[1,2,3]", open, `{"seat":2,"wager":{"big":9501}}`, "3", "maximum"},
		{"3: an overflowing total", "[1,2,3]", open, `{"seat":2,"wager":{"big":9223372036854775807}}`, "3", "maximum"},
		{"95.22 behind wager", "[1,2,3]", open, `{"seat":1,"wager":{"big":100},"player":"ann"}`, "95.22", "behind"},
		{"95.22 extra argument", "[1,2,3]", open, `{"seat":1,"wager":{"big":100},"colour":"red"}`, "95.22", "colour"},
		{"95.23 wager after no-more-bets", "[1,2,3]", closed, `{"seat":3,"wager":{"big":100}}`, "95.23", "closed"},
		{"95.23 wager after the roll", "[1,2,3]", settled, `{"seat":3,"wager":{"big":100}}`, "95.23", "closed"},
		{"95.23 withdraw after no-more-bets", "[1,2,3]", closed, `{"seat":1,"withdraw":"small"}`, "95.23", "closed"},
		{"95.23 withdraw a wager not placed", "[1,2,3]", open, `{"seat":1,"withdraw":"big"}`, "95.23", "no big"},
		{"95.23 withdraw another seat's wager", "[1,2,3]", open, `{"seat":3,"withdraw":"small"}`, "95.23", "seat 3"},
		{"95.22 withdraw an unknown id", "[1,2,3]", open, `{"seat":1,"withdraw":"total-19"}`, "95.22(4)", "total-19"},
		{"95.22 an act", "[1,2,3]", open, `{"seat":1,"act":"hit"}`, "95.22", "decision"},
		{"95.22 an act with an amount", "[1,2,3]", closed, `{"seat":1,"act":"press","amount":100}`, "95.22", "decision"},
		{"95.22 an act after the roll", "[1,2,3]", settled, `{"seat":1,"act":"stand"}`, "95.22", "decision"},
		{"95.23 no-more-bets on an empty layout", "[1,2,3]", nil, `{"dealer":"no-more-bets"}`, "95.23", "no wager"},
		{"95.23 roll on an empty layout", "[1,2,3]", nil, `{"dealer":"roll"}`, "95.23", "no wager"},
		{"95.23 no-more-bets twice", "[1,2,3]", closed, `{"dealer":"no-more-bets"}`, "95.23", "already closed"},
		{"95.20 roll twice", "[1,2,3] [4,5,6]", settled, `{"dealer":"roll"}`, "95.20", "settled"},
		{"95.24 next-round before the roll", "[1,2,3]", closed, `{"dealer":"next-round"}`, "95.24", "not settled"},
		{"95.24 next-round with bets open", "[1,2,3]", open, `{"dealer":"next-round"}`, "95.24", "not settled"},
		{"95.20 unknown dealer step", "[1,2,3]", open, `{"dealer":"spin"}`, "95.20", "spin"},
		{"95.18 roll of two dice", "[1,2]", closed, `{"dealer":"roll"}`, "95.18", "[1,2]"},
		{"95.18 roll of four dice", "[1,2,3,4]", closed, `{"dealer":"roll"}`, "95.18", "4 faces"},
		{"95.18 face 0", "[0,1,2]", closed, `{"dealer":"roll"}`, "95.18", "die face"},
		{"95.18 face 7", "[7,1,2]", closed, `{"dealer":"roll"}`, "95.18", "die face"},
		{"95.18 a card on the tape", `"As"`, closed, `{"dealer":"roll"}`, "95.18", "As"},
		{"95.18 a card, bets still open", `"As"`, open, `{"dealer":"roll"}`, "95.18", "As"},
		{"95.18 tape exhausted", "", closed, `{"dealer":"roll"}`, "95.18", "tape exhausted"},
		{"95.18 tape exhausted, bets still open", "", open, `{"dealer":"roll"}`, "95.18", "tape exhausted"},
		{"95.18 tape exhausted in round 2", "[1,2,3]", append(slices.Clone(settled), `{"dealer":"next-round"}`, wagerStep(1, "big", 100)), `{"dealer":"roll"}`, "95.18", "tape exhausted"},
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

// Errors keep their causes for errors.Is.
func TestErrorCauses(t *testing.T) {
	e, _ := table(t, `{"max":1000}`, "")
	if err := e.Apply(step(t, wagerStep(1, "big", 1001))); !errors.Is(err, money.ErrAboveMax) {
		t.Errorf("over the max: %v, want money.ErrAboveMax", err)
	}
	if err := e.Apply(step(t, wagerStep(1, "big", 0))); !errors.Is(err, money.ErrNotPositive) {
		t.Errorf("zero: %v, want money.ErrNotPositive", err)
	}
	run(t, e, wagerStep(1, "big", 1000))
	if err := e.Apply(step(t, `{"dealer":"roll"}`)); !errors.Is(err, game.ErrTapeExhausted) {
		t.Errorf("empty tape: %v, want game.ErrTapeExhausted", err)
	}
	// A tape appended later (a live dealer's entry) then rolls.
	e2, tp := table(t, "", "")
	run(t, e2, wagerStep(1, "big", 100))
	if err := e2.Apply(step(t, `{"dealer":"roll"}`)); err == nil {
		t.Fatal("roll on an empty tape: nil error")
	}
	tp.Append(json.RawMessage("[6,5,4]"))
	run(t, e2, `{"dealer":"roll"}`)
	if got := nets(e2.Rounds()[0]); !slices.Equal(got, []net{{1, "big", 100, game.Win, 100}}) {
		t.Errorf("got %v", got)
	}
}

// The catalog entry: options and their bounds come from the Spec.
func TestSpec(t *testing.T) {
	if sicbo.Spec.ID != "sic-bo" || sicbo.Game.New == nil || !sicbo.Spec.Available {
		t.Fatalf("Spec = %+v", sicbo.Spec)
	}
	seats := sicbo.Spec.Option("seats")
	if seats == nil || seats.Default != int64(0) || *seats.Max != 1000 || seats.Section != "95.19" {
		t.Errorf("seats option = %+v", seats)
	}
	for _, opts := range []string{`{"seats":1001}`, `{"seats":-1}`, `{"decks":6}`, `{"min":500,"max":100}`} {
		raw := map[string]json.RawMessage{}
		_ = json.Unmarshal([]byte(opts), &raw)
		if _, err := sicbo.Spec.ParseTable(raw); err == nil {
			t.Errorf("ParseTable(%s): nil error", opts)
		}
	}
	e, _ := table(t, `{"seats":100}`, "[1,1,1]")
	run(t, e, wagerStep(100, "triple-1", 100), `{"dealer":"roll"}`)
	if got := nets(e.Rounds()[0]); !slices.Equal(got, []net{{100, "triple-1", 100, game.Win, 15000}}) {
		t.Errorf("seat 100: %v", got)
	}
	var ids []string
	for _, w := range sicbo.Spec.Wagers {
		ids = append(ids, w.ID)
		if !strings.Contains(w.Section, "95.22") || !strings.Contains(w.Section, "95.24") || w.Pays == "" {
			t.Errorf("wager spec %+v lacks its section or its odds", w)
		}
	}
	if want := []string{"triple-N", "double-N", "any-triple", "total-N", "duo-A-B", "small", "big", "single-N"}; !slices.Equal(ids, want) {
		t.Errorf("wager ids %v, want %v", ids, want)
	}
	if w := sicbo.Spec.Wager("total-N"); w == nil || w.Doc != "N from 4 to 17" {
		t.Errorf("total-N = %+v", w)
	}
}

// 95.19, ruling S2: the number of players is unlimited. By default any seat
// number is a place (seat 8 and seat 12 of a layout once capped at 7);
// an operator may set a cap, and then a seat past it is refused.
func Test95_19_AnySeat(t *testing.T) {
	e, _ := table(t, "", "[2,2,5]")
	run(t, e, wagerStep(8, "double-2", 100), wagerStep(12, "big", 200), wagerStep(1000, "single-5", 300), `{"dealer":"roll"}`)
	// 95.24: double 8 to 1; big loses (total 9); single-5 once, 1 to 1.
	want := []net{{8, "double-2", 100, game.Win, 800}, {12, "big", 200, game.Lose, -200}, {1000, "single-5", 300, game.Win, 300}}
	if got := nets(e.Rounds()[0]); !slices.Equal(got, want) {
		t.Errorf("seats 8, 12 and 1000: %v, want %v", got, want)
	}
	capped, tp := table(t, `{"seats":7}`, "[2,2,5]")
	before := snapshot(t, capped, tp)
	err := capped.Apply(step(t, `{"seat":8,"wager":{"big":100}}`))
	var re *game.RuleError
	if !errors.As(err, &re) || re.Section != "95.19" || !strings.Contains(err.Error(), "seat 8") {
		t.Errorf("seat 8 at a table capped at 7: %v, want a refusal citing 95.19", err)
	}
	if after := snapshot(t, capped, tp); after != before {
		t.Errorf("the refused wager changed the table:\n%s\n%s", before, after)
	}
}
