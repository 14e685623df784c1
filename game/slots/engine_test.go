package slots

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"croupier/game"
	"croupier/money"
)

// 95: a spin on a defective machine is void, net 0; otherwise 7 7 7 on the
// classic machine pays 200 × 4 coins × 25 cents = 20000, net 19900.
func TestSpinSettles(t *testing.T) {
	m, _ := Parse([]byte(Classic))
	for _, c := range []struct {
		defective bool
		result    game.Result
		net       money.Amount
	}{{false, game.Win, 19900}, {true, game.Void, 0}} {
		m.Defective = c.defective
		e, err := New(m, money.Limits{Min: 100, Max: 100}, game.NewTape([]json.RawMessage{json.RawMessage("[0,0,0]")}))
		if err != nil {
			t.Fatal(err)
		}
		if err := e.Apply(game.Step{Seat: 1, Act: "spin"}); err != nil {
			t.Fatal(err)
		}
		s := e.Rounds()[0].Settlements[0]
		if s.Result != c.result || s.Net != c.net || s.Stake != 100 {
			t.Errorf("defective %v: %+v", c.defective, s)
		}
	}
}

// 92: linked machines must give the same chance of the jackpot.
func TestLinked(t *testing.T) {
	a, _ := Parse([]byte(Classic))
	a.Progressive = &Progressive{Pool: "p", Symbols: []string{"7", "7", "7"}, Rate: "1/100"}
	b := a
	b.Progressive = &Progressive{Pool: "p", Symbols: []string{"7", "7", "bar"}, Rate: "1/100"}
	if err := Linked(a, a); err != nil {
		t.Error(err)
	}
	if err := Linked(a, b); err == nil {
		t.Error("1/1000 and 4/1000 linked")
	}
}

// 91, 94: the linked-jackpot golden's pool, round by round (testdata/README.md):
// a hit pays the amount shown as the play began and resets the pool to
// 100000; every play the house keeps adds 1/100 of its 100 cents.
func TestLinkedJackpotDraws(t *testing.T) {
	raw, err := os.ReadFile("../../examples/slots/linked-a.json")
	if err != nil {
		t.Fatal(err)
	}
	m, err := Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	tape := game.NewTape([]json.RawMessage{
		json.RawMessage(`[0,0,0]`), json.RawMessage(`[1,1,1]`),
		json.RawMessage(`{"stops":[0,0,0],"disrupted":"door opened"}`), json.RawMessage(`[0,0,0]`)})
	e, err := New(m, money.Limits{Min: 100, Max: 100}, tape)
	if err != nil {
		t.Fatal(err)
	}
	if err := e.SetJackpot(250000); err != nil {
		t.Fatal(err)
	}
	steps := []game.Step{{Seat: 1, Act: "spin"}, {Seat: 1, Act: "spin"}, {Seat: 1, Act: "spin"},
		{Seat: 1, Act: "spin", Args: map[string]json.RawMessage{"jackpot": json.RawMessage("500000")}}}
	want := []struct {
		draw game.JackpotDraw
		pool money.Amount
	}{
		{game.JackpotDraw{Paid: 250000, Reseeded: 100000, Contributed: 1}, 100001},
		{game.JackpotDraw{Contributed: 1}, 100002},
		{game.JackpotDraw{Contributed: 1}, 100003}, // 94: the disrupted play's coins are kept, so they feed the pool
		{game.JackpotDraw{Paid: 500000, Reseeded: 100000, Contributed: 1}, 100001},
	}
	for i, s := range steps {
		if err := e.Apply(s); err != nil {
			t.Fatalf("spin %d: %v", i+1, err)
		}
		rd := e.Rounds()[i]
		if j, offered := e.Progressive(); rd.Jackpot != want[i].draw || j.Amount != want[i].pool || !offered || j.Pool != "slots:sevens" {
			t.Errorf("spin %d: draw %+v, pool %+v; want %+v, %d", i+1, rd.Jackpot, j, want[i].draw, want[i].pool)
		}
	}
}

// 91: the pool grows by whole cents, a jackpot belongs to a machine that
// has one, and only a spin carries it; each refusal changes nothing.
func TestJackpotRefusals(t *testing.T) {
	m, _ := Parse([]byte(Classic))
	m.Progressive = &Progressive{Pool: "p", Symbols: []string{"7", "7", "7"}, Rate: "1/300", Reset: 100}
	if err := m.Validate(); err == nil || !strings.Contains(err.Error(), "whole cents") {
		t.Errorf("a rate of 1/300 of 100 cents: %v", err)
	}
	plain, _ := Parse([]byte(Classic))
	e, err := New(plain, money.Limits{Min: 100, Max: 100}, game.NewTape(nil))
	if err != nil {
		t.Fatal(err)
	}
	if err := e.SetJackpot(5); err == nil {
		t.Error("a jackpot set on a machine without one")
	}
	told := map[string]json.RawMessage{"jackpot": json.RawMessage("5")}
	for _, s := range []game.Step{{Seat: 1, Act: "spin", Args: told}, {Dealer: "next-round", Args: told}} {
		if err := e.Apply(s); err == nil {
			t.Errorf("%+v accepted", s)
		}
	}
	if len(e.Rounds()) != 0 {
		t.Error("a refused spin was played")
	}
}

// 90: a merchandise prize is described with the pay table and named in the
// spin's event when its line is paid, beside the line's coins; the return
// (93, M1) counts only the coins. The classic machine returns 9/10 with
// 7 7 7 (a 1/1000 chance) at 200 coins; at 150 coins and a weekend it
// returns 9/10 − 50/1000 = 17/20, and the play nets 150 × 4 × 25 − 100.
func TestMerchandisePrize(t *testing.T) {
	m, _ := Parse([]byte(Classic))
	m.Pays[0] = Pay{Symbols: []string{"7", "7", "7"}, Pays: 150, Merchandise: "a weekend for two"}
	a, err := Analyze(m)
	if err != nil {
		t.Fatal(err)
	}
	if a.Return.RatString() != "17/20" {
		t.Errorf("return %s, want 17/20", a.Return.RatString())
	}
	e, err := New(m, money.Limits{Min: 100, Max: 100}, game.NewTape([]json.RawMessage{json.RawMessage("[0,0,0]")}))
	if err != nil {
		t.Fatal(err)
	}
	if err := e.Apply(game.Step{Seat: 1, Act: "spin"}); err != nil {
		t.Fatal(err)
	}
	// 150 coins × 4 × 25 cents = 15000, less the 100-cent play.
	if s := e.Rounds()[0].Settlements[0]; s.Net != 14900 {
		t.Errorf("net %d, want 14900", s.Net)
	}
	var said bool
	for _, ev := range e.Events(game.Omniscient) {
		said = said || strings.Contains(ev.Text, "line 1 wins the merchandise: a weekend for two (7 7 7)")
	}
	if !said {
		t.Errorf("no event names the merchandise: %+v", e.Events(game.Omniscient))
	}
	m.Pays[0] = Pay{Symbols: []string{"7", "7", "7"}}
	if err := m.Validate(); err == nil || !strings.Contains(err.Error(), "merchandise described (90)") {
		t.Errorf("a line paying nothing: %v", err)
	}
}
