package blackjack

import (
	"testing"

	"croupier/card"
)

func cards(s string) []card.Card { return card.MustParseList(s) }

func mk(s string) *hand {
	h := &hand{id: 1}
	for _, c := range cards(s) {
		h.add(c)
	}
	return h
}

// 13: face value, tens and pictures 10, an ace 1 or 11.
func Test13_CardValues(t *testing.T) {
	want := map[string]int{"2c": 2, "5d": 5, "9h": 9, "Ts": 10, "Jc": 10, "Qd": 10, "Kh": 10, "As": 1}
	for c, v := range want {
		if got := value(cards(c)[0]); got != v {
			t.Errorf("value(%s) = %d, want %d", c, got, v)
		}
	}
}

// 13, 14: an ace counts 11 when that does not pass 21, and the hand is then
// soft; otherwise hard.
func Test14_SoftAndHardTotals(t *testing.T) {
	tests := []struct {
		cards string
		total int
		soft  bool
	}{
		{"Kh Qd", 20, false},
		{"As 6d", 17, true},          // soft 17 (26's "easy 17", ruling B1)
		{"As 6d Tc", 17, false},      // the ace back to 1: hard 17
		{"As Ad", 12, true},          // one ace 11, one 1
		{"As Ad 9c", 21, true},       // soft 21
		{"As Ad 9c Kh", 21, false},   // hard 21
		{"As 5d 5c", 21, true},       // soft 21 in three cards
		{"9s 8d 7c", 24, false},      // bust
		{"Ac Ad Ah As 7c", 21, true}, // 11 + 1 + 1 + 1 + 7
		{"2c 3d 4h 5s 6c", 20, false},
	}
	for _, tt := range tests {
		got, soft := total(cards(tt.cards))
		if got != tt.total || soft != tt.soft {
			t.Errorf("total(%s) = %d soft %v, want %d soft %v", tt.cards, got, soft, tt.total, tt.soft)
		}
	}
}

// 15: an ace and a ten-value card in two cards, not after a split (24(5)).
func Test15_Blackjack(t *testing.T) {
	for _, s := range []string{"As Kd", "Kd As", "Ah Tc", "Jc Ad", "Qs Ac"} {
		if !mk(s).blackjack() {
			t.Errorf("%s is a Blackjack", s)
		}
	}
	for _, s := range []string{"As 9d", "As 5d 5c", "Tc Kd", "Ac Ad", "5c 6d Kh"} {
		if mk(s).blackjack() {
			t.Errorf("%s is not a Blackjack", s)
		}
	}
	h := mk("As Kd")
	h.split = true
	if h.blackjack() {
		t.Error("24(5): an ace and a king on a split hand are not a Blackjack")
	}
}

// 22: a Blackjack or a hard 21 is complete; a soft 21 is the player's to
// hit or stand. 24(4): a split ace with its card is complete.
func Test22_CompleteHands(t *testing.T) {
	tests := []struct {
		cards    string
		aces     bool
		complete bool
	}{
		{"As Kd", false, true},     // Blackjack
		{"7c 7d 7h", false, true},  // hard 21
		{"As 5d 5c", false, false}, // soft 21: may hit
		{"Tc 9d 5h", false, true},  // bust
		{"Tc 9d", false, false},
		{"As 3c", true, true}, // a split ace has its one card
		{"As", true, false},   // …not yet
	}
	for _, tt := range tests {
		h := mk(tt.cards)
		h.aces = tt.aces
		h.split = tt.aces
		if got := h.complete(); got != tt.complete {
			t.Errorf("%s (split ace %v): complete = %v, want %v", tt.cards, tt.aces, got, tt.complete)
		}
	}
}

// 23, 26.1(1), ruling B12: a double on 9, 10 or 11 (an ace counting 1 or 11),
// never on an ace and a ten-value card; with double-any on 2–8 and 12–20 too.
func Test23_DoubleTotals(t *testing.T) {
	tests := []struct {
		cards    string
		nine211  bool
		anyTotal bool
	}{
		{"5c 4d", true, true},   // 9
		{"6c 4d", true, true},   // 10
		{"6c 5d", true, true},   // 11
		{"4c 4d", false, true},  // 8
		{"Tc 2d", false, true},  // 12
		{"Tc Kd", false, true},  // 20
		{"2c 3d", false, true},  // 5
		{"As 8d", true, true},   // 9 or 19 (B12)
		{"As 9d", true, true},   // 10 or 20 (B12)
		{"As 7d", false, true},  // 8 or 18
		{"As Ad", false, true},  // 2 or 12
		{"As Td", false, false}, // 23: never an ace and a ten
		{"Ks Ad", false, false},
	}
	for _, tt := range tests {
		h := mk(tt.cards)
		if got := h.doubleTotals(false); got != tt.nine211 {
			t.Errorf("23: %s doubles = %v, want %v", tt.cards, got, tt.nine211)
		}
		if got := h.doubleTotals(true); got != tt.anyTotal {
			t.Errorf("26.1(1): %s doubles = %v, want %v", tt.cards, got, tt.anyTotal)
		}
	}
	if mk("5c 4d 2h").doubleTotals(true) {
		t.Error("23: only the first two cards double")
	}
}

// 24, ruling B3: two cards of the same value split, a king and a queen
// included.
func Test24_Pairs(t *testing.T) {
	for _, s := range []string{"8c 8d", "Kc Qd", "Tc Jd", "As Ad"} {
		if !mk(s).pair() {
			t.Errorf("%s is a pair", s)
		}
	}
	for _, s := range []string{"8c 9d", "As Kd", "8c 8d 8h"} {
		if mk(s).pair() {
			t.Errorf("%s is not a pair", s)
		}
	}
}

// 26, ruling B1: the dealer draws to 16 and to a soft 17, and stands on all
// 17s with stand-soft-17.
func Test26_DealerDraws(t *testing.T) {
	tests := []struct {
		cards           string
		hits, standSoft bool
	}{
		{"Tc 6d", true, true},
		{"As 6d", true, false}, // soft 17: hit by default, stand with the option
		{"As 5c Ad", true, false},
		{"Tc 7d", false, false},
		{"As 6d Tc", false, false}, // hard 17
		{"As 7d", false, false},    // soft 18
		{"2c 3c 4c 5c", true, true},
	}
	for _, tt := range tests {
		h := mk(tt.cards)
		if got := dealerHits(h, false); got != tt.hits {
			t.Errorf("%s: hits = %v, want %v", tt.cards, got, tt.hits)
		}
		if got := dealerHits(h, true); got != tt.standSoft {
			t.Errorf("%s with stand-soft-17: hits = %v, want %v", tt.cards, got, tt.standSoft)
		}
	}
}

// 18.1: three 7s, or a suited 6-7-8 in any order; three cards exactly.
func Test18_1_BonusHands(t *testing.T) {
	tests := []struct {
		cards string
		want  int
	}{
		{"7c 7d 7h", 1},
		{"7s 7s 7s", 1},
		{"6h 7h 8h", 2},
		{"8d 6d 7d", 2},
		{"6h 7h 8d", 0}, // not suited
		{"7c 7d 7h 7s", 0},
		{"7c 7d", 0},
		{"6h 6h 9h", 0},
	}
	for _, tt := range tests {
		if got := bonus(cards(tt.cards)); got != tt.want {
			t.Errorf("bonus(%s) = %d, want %d", tt.cards, got, tt.want)
		}
	}
}
