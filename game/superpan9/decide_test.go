package superpan9

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"croupier/game"
)

// Test60_StrategyAgainstTheDealer: the player's best play derived by the
// analysis, the one Decide plays, hits every three cards of 0 to 5 points
// and stands on 6 to 9, the published Super Pan 9 player strategy (the
// Wizard of Odds: "the player should hit with 0 to 5 points, and stand
// with 6 to 9 points").
func Test60_StrategyAgainstTheDealer(t *testing.T) {
	tb, err := Spec.ParseTable(nil)
	if err != nil {
		t.Fatal(err)
	}
	s := RulesOf(tb).shoe()
	d := s.Left()
	st := newStudy(composition(&d))
	hits := st.best(st.dealer())
	for i, h := range st.threes {
		if p := h.points(); hits[i] != (p <= 5) {
			t.Errorf("%s (%d points): hits %v", h, p, hits[i])
		}
	}
}

// decideBanked deals deal and plays two rounds: the dealer's, where seats
// 1 to bank wager and stand (so that the dealer may offer the bank, 53),
// then the round seat bank banks, seats 1 to bank − 1 wagering. There
// each seat in turn takes Decide's act, which must be want[seat − 1].
func decideBanked(t *testing.T, name, deal string, bank int, want []string) {
	t.Helper()
	tb, err := Spec.ParseTable(nil)
	if err != nil {
		t.Fatal(err)
	}
	decide, err := Decide(tb)
	if err != nil {
		t.Fatal(err)
	}
	var tape []json.RawMessage
	for _, s := range strings.Fields(deal) {
		tape = append(tape, json.RawMessage(strconv.Quote(s)))
	}
	e, err := Game.New(tb, game.NewTape(tape))
	if err != nil {
		t.Fatal(err)
	}
	apply := func(s game.Step) {
		t.Helper()
		if err := e.Apply(s); err != nil {
			t.Fatalf("%s: %+v: %v", name, s, err)
		}
	}
	bet := func(seat int) game.Step {
		return game.Step{Seat: seat, Wagers: []game.WagerAmount{{ID: "main", Amount: 1000}}}
	}
	for seat := 1; seat <= bank; seat++ {
		apply(bet(seat))
	}
	apply(game.Step{Dealer: "no-more-bets"})
	for seat := 1; seat <= bank; seat++ {
		apply(game.Step{Seat: seat, Act: "stand"})
	}
	apply(game.Step{Dealer: "next-round", Args: map[string]json.RawMessage{"bank": json.RawMessage(strconv.Itoa(bank))}})
	for seat := 1; seat < bank; seat++ {
		apply(bet(seat))
	}
	apply(game.Step{Dealer: "no-more-bets"})
	for i, act := range want {
		seat := i + 1
		s, err := decide(e, seat, nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		if s.Seat != seat || s.Act != act {
			t.Errorf("%s: seat %d decides %+v, want %s", name, seat, s, act)
		}
		apply(s)
	}
}

// Test62_53_DecideAgainstABankingSeat: at a round seat 2 banks, Decide
// plays the strategies Analyze prints against a banking seat. Seat 1
// hits 0 to 5 points and stands on 6 to 9, as against the dealer; the
// banking seat, playing last, hits 6 points when the player stood and
// stands on them when he hit (its strategy table's row 6). Round 1, the
// dealer's, lets the dealer offer seat 2 the bank (53).
func Test62_53_DecideAgainstABankingSeat(t *testing.T) {
	round1 := "Ah 2c 4d 2h 2d 4h 3h 2s 4s Kd" // seats 1 and 2 6 points, the dealer 2 hits K
	for _, c := range []struct {
		name             string
		round2           string // seat 1, seat 2 (the bank), the dealer, then the hits
		player, bankSeat string
	}{
		{"seat 1 K K 6 stands", "Kh 3c Ac Ks 3d As 6h Kc 5d 2c 2d", "stand", "hit"},
		{"seat 1 K K 2 hits", "Kh 3c Ac Ks 3d As 2h Kc 5d 4c 2d", "hit", "stand"},
	} {
		decideBanked(t, c.name, round1+" "+c.round2, 2, []string{c.player, c.bankSeat})
	}
}

// Test62_53_DecideFacingSeveral: seat 4 banks against seats 1 to 3, of
// whom only seat 3 hits (2 points); the seat's 6 points hit, since fewer
// than half of the players hit (TestFacingSeveral_SlowDeal), where facing
// one player who hit it would stand.
func Test62_53_DecideFacingSeveral(t *testing.T) {
	// Round 1, the dealer's: seats 1 to 4 have 6 points and stand, the
	// dealer 7. Round 2: seats 1 and 2 have 6 points, seat 3 K-K-2 (2)
	// and draws 4c, seat 4 3-3-K (6), the dealer 7.
	deal := "Ah 2c 3c 4c 4d 2h 2d 3d Kh 3h 3s 2s Kc 2c Kd " +
		"Kh Qh Jh 3c Ac Ks Qs Js 3d As 6h 6d 2h Kc 5d 4c 2d 2s"
	decideBanked(t, "seat 4 banks", deal, 4, []string{"stand", "stand", "hit", "hit"})
}
