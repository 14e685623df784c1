package handeval

import (
	"testing"

	"croupier/card"
)

func TestQualifiersByName(t *testing.T) {
	h := card.MustParseList
	for _, c := range []struct {
		name string
		q    func(Value) bool
		v    Value
		want bool
	}{
		{"67.7 pair of tens", PairOfTensOrBetter, Five(h("Th Tc 4d 3s 2h")), true},
		{"67.7 pair of nines", PairOfTensOrBetter, Five(h("9h 9c Ad Ks Qh")), false},
		{"67.7 two pairs of threes and twos", PairOfTensOrBetter, Five(h("3h 3c 2d 2s 4h")), true},
		{"67.7 wheel", PairOfTensOrBetter, Five(h("As 2d 3c 4h 5d")), true},
		{"67.49 pair of sixes", PairOfSixesOrBetter, Five(h("6h 6c 4d 3s 2h")), true},
		{"67.49 pair of fives", PairOfSixesOrBetter, Five(h("5h 5c Ad Ks Qh")), false},
		{"P6 tens and twos", TwoPairsOfTensOrBetter, Five(h("Th Tc 2d 2s 3h")), true},
		{"P6 nines and eights", TwoPairsOfTensOrBetter, Five(h("9h 9c 8d 8s Ah")), false},
		{"P6 three twos", TwoPairsOfTensOrBetter, Five(h("2h 2c 2d 3s 4h")), true},
		{"P6 pair of aces", TwoPairsOfTensOrBetter, Five(h("Ah Ac Kd Qs Jh")), false},
		{"67.50 seven cards, aces and twos", TwoPairsOfTensOrBetter, Seven(h("Ah Ac 2d 2s 9h 7c 5d")), true},
		{"67.17 ace-king", AceKingOrBetter, Five(h("Ah Kc 4d 3s 2h")), true},
		{"67.17 ace-queen", AceKingOrBetter, Five(h("Ah Qc Jd Ts 8h")), false},
		{"67.17 pair of twos", AceKingOrBetter, Five(h("2h 2c 4d 3s 7h")), true},
		{"67.29 queen-high", QueenHighOrBetter, Three(h("Qh 3c 2d")), true},
		{"67.29 jack-high", QueenHighOrBetter, Three(h("Jh Tc 8d")), false},
		{"67.29 A-2-3 straight", QueenHighOrBetter, Three(h("Ah 2c 3d")), true},
		{"67.82 king-high of five", KingHighOrBetter, Four(h("Ks 9d 7h 4c 2s")), true},
		{"67.82 queen-high of five", KingHighOrBetter, Four(h("Qs Jd 9h 8c 2s")), false},
		{"67.82 pair of twos", KingHighOrBetter, Four(h("2s 2d 9h 8c 4s")), true},
		{"67.74 pair of aces", PairOfAcesOrBetter, Four(h("Ac Ad 3h 2s")), true},
		{"67.74 pair of kings", PairOfAcesOrBetter, Four(h("Kc Kd Ah Qs")), false},
		{"67.74 two pairs", PairOfAcesOrBetter, Four(h("3c 3d 2h 2s")), true},
		{"67.87 pair of queens", PairOfQueensOrBetter, Four(h("Qc Qd 3h 2s")), true},
		{"67.87 pair of jacks", PairOfQueensOrBetter, Four(h("Jc Jd Ah Ks")), false},
		{"wrong ranking", PairOfTensOrBetter, Four(h("Ac Ad Ah As")), false},
	} {
		if got := c.q(c.v); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}

// The qualifiers over every hand, against their definitions on the slow
// evaluator's categories and ranks.
func TestQualifiersEveryHand(t *testing.T) {
	above := func(order []Category, c, than Category) bool { return pos(order, c) > pos(order, than) }
	every, i := sampleEvery(2598960, 100000), 0
	combinations(deck52, 5, func(c []card.Card) {
		if i++; i%every != 0 {
			return
		}
		v := Five(c)
		cat, _ := slowFive(c, false)
		r, _ := sortedGroups(c, false)
		want := [...]bool{
			above(orderHigh, cat, Pair) || cat == Pair && r[0] >= 10,
			above(orderHigh, cat, Pair) || cat == Pair && r[0] >= 6,
			above(orderHigh, cat, TwoPairs) || cat == TwoPairs && r[0] >= 10,
			cat != HighCard || r[0] == 14 && r[1] == 13,
		}
		got := [...]bool{PairOfTensOrBetter(v), PairOfSixesOrBetter(v), TwoPairsOfTensOrBetter(v), AceKingOrBetter(v)}
		for k := range want {
			if want[k] != got[k] {
				t.Fatalf("qualifier %d, %s: %v, want %v", k, card.Format(c), got[k], want[k])
			}
		}
	})
	combinations(deck52, 3, func(c []card.Card) {
		cat, _ := slowThree(c)
		r, _ := sortedGroups(c, false)
		if want := cat != HighCard || r[0] >= 12; QueenHighOrBetter(Three(c)) != want {
			t.Fatalf("queen-high %s: want %v", card.Format(c), want)
		}
	})
	combinations(deck52, 4, func(c []card.Card) {
		v := Four(c)
		cat, _ := slowFour(c)
		r, _ := sortedGroups(c, false)
		want := [...]bool{
			cat != HighCard || r[0] >= 13,
			above(orderFour, cat, Pair) || cat == Pair && r[0] == 14,
			above(orderFour, cat, Pair) || cat == Pair && r[0] >= 12,
		}
		got := [...]bool{KingHighOrBetter(v), PairOfAcesOrBetter(v), PairOfQueensOrBetter(v)}
		for k := range want {
			if want[k] != got[k] {
				t.Fatalf("qualifier %d, %s: %v, want %v", k, card.Format(c), got[k], want[k])
			}
		}
	})
}
