package caribbean

import (
	"slices"
	"testing"

	"croupier/card"
	"croupier/game/combin"
)

// TestOrbitIsTheCountedHand: a hand and its up card, with their suits
// permuted every way, come to one hand the analysis counts (canonical)
// and an up card of the same rank in a suit of the same content.
func TestOrbitIsTheCountedHand(t *testing.T) {
	hands := []string{"As Kd Qh Jc 9s", "2c 2d 7h 7s Kc", "Ah Kh Qh Jh Th", "3d 5d 8c 8c Jd"}
	ups := []string{"Ks", "2h", "Ah", "8d"}
	perms := permutations([]card.Suit{0, 1, 2, 3})
	for i, text := range hands {
		hand := cards(t, text)
		up := cards(t, ups[i])[0]
		want, wantUp := orbit(hand, up)
		if ok, _ := combin.Canonical(want[:], 4); !ok {
			t.Errorf("%s: %v is not the hand its orbit is counted as", text, want)
		}
		for _, p := range perms {
			moved := make([]card.Card, len(hand))
			for j, c := range hand {
				moved[j] = card.New(c.Rank(), p[c.Suit()])
			}
			got, gotUp := orbit(moved, card.New(up.Rank(), p[up.Suit()]))
			if got != want || gotUp/4 != wantUp/4 || content(got, gotUp%4) != content(want, wantUp%4) {
				t.Errorf("%s as %s: orbit %v up %d, want %v up %d", text, card.Format(moved), got, gotUp, want, wantUp)
			}
		}
	}
}

// content is the ranks a hand of types holds in suit s, a bit each.
func content(h [5]uint8, s int) (bits uint32) {
	for _, t := range h {
		if int(t)%4 == s {
			bits += 1 << (t / 4)
		}
	}
	return bits
}

func cards(t *testing.T, s string) []card.Card {
	t.Helper()
	cs, err := card.ParseList(s)
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

// Test67_16_StrategyRaisesAndFolds: the analysis' strategy raises a pair
// of aces and folds 7-5-4-3-2 of mixed suits whatever the up card; on the
// cards alone it raises A-K-J-8-3 and folds A-K-J-7-6, the published
// threshold (A-K-J-8-3 or better, the Wizard of Odds' Caribbean Stud
// strategy).
func Test67_16_StrategyRaisesAndFolds(t *testing.T) {
	if testing.Short() {
		t.Skip("the strategy is the whole analysis")
	}
	st := newStrategy(1)
	check := func(hand string, blind, want bool) {
		t.Helper()
		h := cards(t, hand)
		for c := card.Card(1); c <= 52; c++ {
			if slices.Contains(h, c) {
				continue
			}
			got, err := st.raises(h, c, blind)
			if err != nil {
				t.Fatal(err)
			}
			if got != want {
				t.Errorf("%s, up card %s, blind %v: raises %v, want %v", hand, c, blind, got, want)
			}
			if blind {
				return
			}
		}
	}
	check("As Ad 7h 4c 2s", false, true)
	check("7s 5d 4h 3c 2s", false, false)
	check("As Kd Jh 8c 3s", true, true)
	check("As Kd Jh 7c 6s", true, false)
}
