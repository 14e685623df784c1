package slots

import (
	"encoding/json"
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
