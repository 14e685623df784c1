package keno_test

import (
	"encoding/json"
	"slices"
	"testing"

	"croupier/game"
	"croupier/game/keno"
	"croupier/money"
)

// twenty is a draw of the numbers 1 to 20, in order.
const twenty = `[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20]`

// state is what a refused step must leave unchanged.
func state(t *testing.T, e *keno.Engine) string {
	t.Helper()
	b, err := json.Marshal([]any{e.View(game.Omniscient), e.Legal(), e.Rounds(), len(e.Events(game.Omniscient)), e.Carries()})
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestRefusedSteps: every step the rules refuse is a *game.RuleError
// citing its section, and changes nothing.
func TestRefusedSteps(t *testing.T) {
	for _, c := range []struct {
		name, step, section string
		mention             []string
	}{
		{"78: no number", `{"seat":1,"wager":{"ticket":100},"numbers":[]}`, "78", []string{"1 to 10 numbers, not 0"}},
		{"78: more than max-spots", `{"seat":1,"wager":{"ticket":100},"numbers":[1,2,3,4,5,6,7,8,9,10,11]}`, "78", []string{"not 11"}},
		{"75, 80: a number below 1", `{"seat":1,"wager":{"ticket":100},"numbers":[0,5]}`, "75, 80", []string{"0 is not a number"}},
		{"75, 80: a number above numbers", `{"seat":1,"wager":{"ticket":100},"numbers":[81]}`, "75, 80", []string{"81", "1 to 80"}},
		{"78, 80: a number twice", `{"seat":2,"wager":{"ticket":100},"numbers":[7,3,7]}`, "78, 80", []string{"seat 2", "7 is marked twice"}},
		{"80: numbers missing", `{"seat":1,"wager":{"ticket":100}}`, "80", []string{"\"numbers\""}},
		{"80: numbers not an array", `{"seat":1,"wager":{"ticket":100},"numbers":"1,2"}`, "80", []string{"numbers"}},
		{"80: numbers not whole", `{"seat":1,"wager":{"ticket":100},"numbers":[1.5]}`, "80", []string{"numbers"}},
		{"80: draws 0", `{"seat":1,"wager":{"ticket":100},"numbers":[1],"draws":0}`, "80", []string{"not 0"}},
		{"80: draws above max-draws", `{"seat":1,"wager":{"ticket":100},"numbers":[1],"draws":21}`, "80", []string{"1 to 20", "not 21"}},
		{"80: draws not a number", `{"seat":1,"wager":{"ticket":100},"numbers":[1],"draws":"2"}`, "80", []string{"draws"}},
		{"3, 80: below the minimum", `{"seat":1,"wager":{"ticket":99},"numbers":[1]}`, "3, 80", []string{"per selection per draw"}},
		{"3, 80: above the maximum", `{"seat":1,"wager":{"ticket":100000001},"numbers":[1]}`, "3, 80", nil},
		{"3, 80: zero", `{"seat":1,"wager":{"ticket":0},"numbers":[1]}`, "3, 80", nil},
		{"80: an argument keno does not take", `{"seat":1,"wager":{"ticket":100},"numbers":[1],"spots":1}`, "80", []string{"spots"}},
		{"80: arguments on a dealer step", `{"dealer":"draw","numbers":[1]}`, "80", []string{"numbers"}},
		{"79, 80: two wagers in one step", `{"seat":1,"wager":{"ticket":100,"ticket.2":100},"numbers":[1]}`, "79, 80", []string{"one selection"}},
		{"79, 80: another wager id", `{"seat":1,"wager":{"ticket.2":100},"numbers":[1]}`, "79, 80", nil},
		{"80: behind wagers", `{"seat":1,"player":"ann","wager":{"ticket":100},"numbers":[1]}`, "80", []string{"behind"}},
		{"81: a selection is not taken down", `{"seat":1,"withdraw":"ticket"}`, "81", nil},
		{"80: no decisions", `{"seat":1,"act":"hit"}`, "80", []string{"no decisions"}},
		{"75: no such dealer step", `{"dealer":"no-more-bets"}`, "75", []string{"draw and next-round"}},
		{"75: next-round before the draw", `{"dealer":"next-round"}`, "75", []string{"not been drawn"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			e := open(t, `{}`, twenty)
			apply(t, e, `{"seat":1,"wager":{"ticket":100},"numbers":[1,2]}`)
			before := state(t, e)
			refused(t, e.Apply(step(t, c.step)), c.section, c.mention...)
			if after := state(t, e); after != before {
				t.Errorf("the refused step changed the game:\nbefore %s\nafter  %s", before, after)
			}
		})
	}
}

// A draw the tape does not hold, or holds wrong, is refused (75) and
// changes nothing: a live system enters it again.
func TestRefusedDraw(t *testing.T) {
	for _, tape := range []string{`[1,2,3]`, `[1,1,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20]`, `[81,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20]`} {
		e := open(t, `{}`, tape)
		apply(t, e, `{"seat":1,"wager":{"ticket":100},"numbers":[1,2]}`)
		before := state(t, e)
		refused(t, e.Apply(step(t, `{"dealer":"draw"}`)), "75", "draw 1", "tape entry 0")
		if after := state(t, e); after != before {
			t.Errorf("tape %s: the refused draw changed the game", tape)
		}
	}
	e := open(t, `{}`)
	refused(t, e.Apply(step(t, `{"dealer":"draw"}`)), "75", "tape exhausted")
}

// TestSettlement works a draw out by hand (82): on 1 … 20 drawn, seat 3's
// 1 spot [7] catches 1 of 1 and is paid 3 for 1: 200 × 3 = 600, net 400;
// seat 1's 2 spots [1, 80] catch 1 of 2, which pays nothing: −150; seat 1's
// second selection, 3 spots [2, 3, 50], catches 2 of 3 paying 1 for 1:
// 100 back, a push; seat 3's 4 spots [21 … 24] catch nothing: −100.
// Settlements go by seat, then in the order the seat bought.
func TestSettlement(t *testing.T) {
	e := open(t, `{}`, twenty)
	apply(t, e,
		`{"seat":3,"wager":{"ticket":200},"numbers":[7]}`,
		`{"seat":1,"wager":{"ticket":150},"numbers":[80,1]}`,
		`{"seat":3,"wager":{"ticket":100},"numbers":[24,23,22,21]}`,
		`{"seat":1,"wager":{"ticket":100},"numbers":[50,3,2]}`,
		`{"dealer":"draw"}`)
	want := []game.Settlement{
		{Seat: 1, Wager: "ticket", Stake: 150, Result: game.Lose, Net: -150},
		{Seat: 1, Wager: "ticket.2", Stake: 100, Result: game.Push, Net: 0},
		{Seat: 3, Wager: "ticket", Stake: 200, Result: game.Win, Net: 400},
		{Seat: 3, Wager: "ticket.2", Stake: 100, Result: game.Lose, Net: -100},
	}
	rd := e.Rounds()
	if len(rd) != 1 || !slices.Equal(rd[0].Settlements, want) || len(rd[0].Balls) != 20 || rd[0].Balls[19] != 20 {
		t.Fatalf("rounds %+v, want %+v", rd, want)
	}
	var catches []string
	for _, ev := range e.Events(game.Omniscient) {
		if ev.Kind == keno.EventCatch {
			catches = append(catches, ev.Wager+" "+ev.Text)
		}
		if ev.Kind == keno.EventDraw && ev.Text != twenty {
			t.Errorf("draw event %q", ev.Text)
		}
	}
	if !slices.Equal(catches, []string{"ticket 1 of 2", "ticket.2 2 of 3", "ticket 1 of 1", "ticket.2 0 of 4"}) {
		t.Errorf("catches %v", catches)
	}
	if v := e.View(2); v.Phase != game.PhaseOver || len(v.Wagers) != 0 || len(v.Balls) != 20 || v.Last == nil || e.Carries() {
		t.Errorf("view after the draw %+v", v)
	}
}

// TestReduced works ruling K2 out by hand with a maximum aggregate payout
// of 1000 cents. On 1 … 20 drawn: seat 1's 100 on [1] wins 3 for 1, 300;
// seat 2's 101 on [1, 2] wins 12 for 1, 1212; seat 3's 100 on [79] wins
// nothing. The prizes total 1512 > 1000, so each is paid ×1000/1512,
// floored: 300000/1512 = 198 rest 624 (198 × 1512 = 299376), net 98;
// 1212000/1512 = 801 rest 888 (801 × 1512 = 1211112), net 700. The rests
// are in 1/1512 of a cent: 624 + 888 = 1512, the one cent the floors
// dropped (999 paid of 1000).
func TestReduced(t *testing.T) {
	e := open(t, `{"max-aggregate-payout":1000}`, twenty)
	apply(t, e,
		`{"seat":2,"wager":{"ticket":101},"numbers":[1,2]}`,
		`{"seat":1,"wager":{"ticket":100},"numbers":[1]}`,
		`{"seat":3,"wager":{"ticket":100},"numbers":[79]}`,
		`{"dealer":"draw"}`)
	want := []game.Settlement{
		{Seat: 1, Wager: "ticket", Stake: 100, Result: game.Win, Net: 98, Rounding: 624},
		{Seat: 2, Wager: "ticket", Stake: 101, Result: game.Win, Net: 700, Rounding: 888},
		{Seat: 3, Wager: "ticket", Stake: 100, Result: game.Lose, Net: -100},
	}
	if got := e.Rounds()[0].Settlements; !slices.Equal(got, want) {
		t.Errorf("settlements %+v, want %+v", got, want)
	}
	evs := e.Events(game.Omniscient)
	i := slices.IndexFunc(evs, func(ev game.Event) bool { return ev.Kind == keno.EventReduced })
	if i < 0 || evs[i].Amount != 1000 {
		t.Fatalf("no reduction event for 1000 cents: %+v", evs)
	}
	// At exactly the maximum nothing is reduced: 300 + 1212 = 1512.
	e = open(t, `{"max-aggregate-payout":1512}`, twenty)
	apply(t, e, `{"seat":2,"wager":{"ticket":101},"numbers":[1,2]}`, `{"seat":1,"wager":{"ticket":100},"numbers":[1]}`, `{"dealer":"draw"}`)
	if got := e.Rounds()[0].Settlements; got[0].Net != 200 || got[1].Net != 1111 || got[0].Rounding != 0 {
		t.Errorf("at the maximum: %+v", got)
	}
}

// TestMultiDraw follows a selection of 3 draws (80) bought in round 1: its
// three wagers are on the layout at once (ticket, ticket@2, ticket@3),
// each later one moves onto ticket as its round opens, and it is settled
// once per draw. Seat 1's 100 on [1] catches 1 of 1 on draw 1 (1 … 20),
// nothing on draw 2 (21 … 40), 1 of 1 on draw 3 (1 … 20): +200, −100,
// +200 by hand (3 for 1).
func TestMultiDraw(t *testing.T) {
	other := `[21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40]`
	e := open(t, `{}`, twenty, other, twenty)
	layout := func(want ...string) {
		t.Helper()
		var got []string
		for _, w := range e.View(game.Omniscient).Wagers {
			if w.Amount != 100 {
				t.Errorf("wager %+v", w)
			}
			got = append(got, w.ID)
		}
		if !slices.Equal(got, want) {
			t.Errorf("round %d %s: layout %v, want %v", e.Legal().Round, e.Legal().Phase, got, want)
		}
	}
	apply(t, e, `{"seat":1,"wager":{"ticket":100},"numbers":[1],"draws":3}`)
	layout("ticket", "ticket@2", "ticket@3")
	apply(t, e, `{"dealer":"draw"}`)
	layout("ticket@2", "ticket@3")
	if !e.Carries() {
		t.Error("after draw 1 the selection carries into draws 2 and 3")
	}
	apply(t, e, `{"dealer":"next-round"}`)
	layout("ticket", "ticket@3")
	evs := e.Events(game.Omniscient)
	if mv := evs[len(evs)-1]; mv.Kind != game.EventMove || mv.Wager != "ticket@2" || mv.Text != "ticket" || mv.Amount != 100 || mv.Round != 2 {
		t.Errorf("move %+v", mv)
	}
	// A new selection of seat 1 is ticket.2; the draw opens nothing new.
	apply(t, e, `{"seat":1,"wager":{"ticket":100},"numbers":[40]}`, `{"dealer":"draw"}`)
	layout("ticket@3")
	// The draw of round 3 opens it leniently (common rule 1).
	apply(t, e, `{"dealer":"draw"}`)
	layout()
	if e.Carries() {
		t.Error("after draw 3 nothing carries")
	}
	var nets []money.Amount
	for _, rd := range e.Rounds() {
		for _, s := range rd.Settlements {
			nets = append(nets, s.Net)
			if s.Stays {
				t.Errorf("%+v stays", s)
			}
		}
	}
	// Round 2: ticket (1 of 1 missed) −100, ticket.2 on [40] 1 of 1 +200.
	if !slices.Equal(nets, []money.Amount{200, -100, 200, 200}) {
		t.Errorf("nets %v", nets)
	}
	if err := e.Finish(); err != nil {
		t.Error(err)
	}
}

// Finish: a selection sold for a draw not drawn is an error (81); wagers
// carried to later draws when a script ends are not reported.
func TestFinish(t *testing.T) {
	e := open(t, `{}`, twenty)
	apply(t, e, `{"seat":1,"wager":{"ticket":100},"numbers":[1],"draws":2}`)
	refused(t, e.Finish(), "81", "not drawn")
	apply(t, e, `{"dealer":"draw"}`)
	if err := e.Finish(); err != nil {
		t.Error(err)
	}
	apply(t, e, `{"dealer":"next-round"}`)
	if err := e.Finish(); err != nil {
		t.Errorf("a carried selection at the end: %v", err)
	}
	if err := open(t, `{}`).Finish(); err != nil {
		t.Errorf("no step at all: %v", err)
	}
}

// A wager once the draw is settled opens the next round (common rule 1),
// and Legal there offers next-round first, then the round's own steps.
func TestLenientNextRound(t *testing.T) {
	e := open(t, `{}`, twenty, twenty)
	apply(t, e, `{"dealer":"draw"}`) // a draw without selections: the system draws on schedule
	l := e.Legal()
	if l.Phase != game.PhaseOver || len(l.Options) != 3 || l.Options[0].Name != "next-round" || l.Options[1].Name != "ticket" || l.Options[2].Name != "draw" {
		t.Errorf("legal %+v", l)
	}
	apply(t, e, `{"seat":9,"wager":{"ticket":100},"numbers":[3]}`)
	if l := e.Legal(); l.Round != 2 || l.Phase != game.PhaseBets {
		t.Errorf("legal %+v", l)
	}
	apply(t, e, `{"dealer":"draw"}`)
	if rd := e.Rounds(); len(rd) != 2 || len(rd[0].Settlements) != 0 || rd[1].Round != 2 || rd[1].Settlements[0].Net != 200 {
		t.Errorf("rounds %+v", rd)
	}
}

// Felt shows what the page and the ticket need (76, 77, 82(5), 82(6)).
func TestFelt(t *testing.T) {
	e := open(t, `{"max-aggregate-payout":5000,"claim-days":30,"max-spots":2}`)
	f, ok := e.Felt().(keno.Felt)
	if !ok || f.Numbers != 80 || f.Drawn != 20 || f.MaxSpots != 2 || f.MaxDraws != 20 || f.Min != 100 || f.MaxAggregate != 5000 || f.ClaimDays != 30 ||
		len(f.Returns) != 2 || f.Returns[0].Return != "0.7500" || f.Returns[0].Num != "3" || f.Returns[0].Den != "4" || f.Returns[0].Paytable["1"] != 3 {
		t.Errorf("felt %+v", e.Felt())
	}
	if _, err := json.Marshal(f); err != nil {
		t.Error(err)
	}
}
