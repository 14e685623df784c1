package crazyfour

import (
	"testing"

	"croupier/card"
	"croupier/game/combin"
)

// Test67_81_StrategyPlays: the decisions Decide plays, read from the
// analysis, agree with the published Crazy 4 Poker strategy (the Wizard
// of Odds: raise 3 times with a pair of aces or better, 1 time with
// K-Q-8-4 or better, fold less), on hands clear of its kicker boundary,
// and do not depend on the suits' names.
func Test67_81_StrategyPlays(t *testing.T) {
	if testing.Short() {
		t.Skip("the strategy is the whole analysis")
	}
	c := enumerate(combin.Full(1))
	pay := newPayoff(ByLaw)
	chosen := map[[5]uint8]int{}
	for i := range c.Players {
		p := &c.Players[i]
		o := c.outcomes(p)
		chosen[p.types], _ = pay.decide(p, &o)
	}
	perm := [4]card.Suit{3, 1, 0, 2}
	for _, x := range []struct {
		hand string
		want int64 // times the ante played, 0 a fold
	}{
		{"As Ad 9c 5h 3s", 3}, {"Kh Kd Ks 7c 2d", 3}, {"Ks Qd 9h 5c 2s", 1}, {"Ks Kd 9h 5c 2s", 1},
		{"Ks Qd 6h 4c 2s", 0}, {"Js 9d 7h 4c 2s", 0},
	} {
		h, err := card.ParseList(x.hand)
		if err != nil {
			t.Fatal(err)
		}
		k, ok := chosen[orbit(h)]
		if !ok {
			t.Fatalf("%s: no analysed hand", x.hand)
		}
		if plays[k] != x.want {
			t.Errorf("%s: plays %d times the ante, want %d", x.hand, plays[k], x.want)
		}
		moved := make([]card.Card, len(h))
		for i, cd := range h {
			moved[i] = card.New(cd.Rank(), perm[cd.Suit()])
		}
		if orbit(moved) != orbit(h) {
			t.Errorf("%s and %s are counted as different hands", x.hand, card.Format(moved))
		}
	}
}
