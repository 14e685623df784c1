package card_test

import (
	"errors"
	"testing"

	"croupier/card"
)

// dealN deals the first n cards of the shoe's remaining composition in
// notation order (any legal order will do: the shoe does not know the order).
func dealN(t *testing.T, s *card.Shoe, n int) {
	t.Helper()
	left := s.Left()
	cs := left.Cards()
	if n > len(cs) {
		t.Fatalf("dealN(%d) with %d cards left", n, len(cs))
	}
	for _, c := range cs[:n] {
		if err := s.Deal(c); err != nil {
			t.Fatalf("Deal(%s) after %d cards: %v", c, s.Dealt(), err)
		}
	}
}

// shoeState is everything a failed Deal must leave alone.
type shoeState struct {
	left     card.Deck
	dealt    int
	stopOut  bool
	shuffles int
}

func stateOf(s *card.Shoe) shoeState {
	return shoeState{s.Left(), s.Dealt(), s.StopOut(), s.Shuffles()}
}

func mustCard(t *testing.T, s string) card.Card {
	t.Helper()
	c, err := card.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// dealFails deals c, expects ErrNotInShoe, and checks nothing changed.
func dealFails(t *testing.T, s *card.Shoe, c card.Card) {
	t.Helper()
	before := stateOf(s)
	err := s.Deal(c)
	if !errors.Is(err, card.ErrNotInShoe) {
		t.Errorf("Deal(%s): err %v, want ErrNotInShoe", c, err)
	}
	if after := stateOf(s); after != before {
		t.Errorf("failed Deal(%s) changed the shoe: %+v → %+v", c, before, after)
	}
}

func TestShoeDealBeyondCopies8(t *testing.T) {
	as := mustCard(t, "As")
	s := card.NewShoe(card.Standard(1), 1, card.Policy{})
	if err := s.Deal(as); err != nil {
		t.Fatalf("first As: %v", err)
	}
	dealFails(t, &s, as)

	s2 := card.NewShoe(card.Standard(2), 2, card.Policy{})
	for i := range 2 {
		if err := s2.Deal(as); err != nil {
			t.Fatalf("As copy %d of 2: %v", i+1, err)
		}
	}
	dealFails(t, &s2, as)
	if s2.Dealt() != 2 {
		t.Errorf("Dealt = %d, want 2", s2.Dealt())
	}

	s8 := card.NewShoe(card.Standard(8), 8, card.Policy{})
	for i := range 8 {
		if err := s8.Deal(as); err != nil {
			t.Fatalf("As copy %d of 8: %v", i+1, err)
		}
	}
	dealFails(t, &s8, as)
	if l := s8.Left(); l.Count(as) != 0 || l.Len() != 416-8 {
		t.Errorf("Left: As %d, Len %d; want 0, 408", l.Count(as), l.Len())
	}

	// A whole single deck, then nothing more.
	s1 := card.NewShoe(card.Standard(1), 1, card.Policy{})
	dealN(t, &s1, 52)
	if l := s1.Left(); l.Len() != 0 || s1.Dealt() != 52 {
		t.Errorf("after 52 cards: Len %d, Dealt %d", l.Len(), s1.Dealt())
	}
	for _, c := range every52(t) {
		dealFails(t, &s1, c)
	}
}

func TestShoeDealNotInComposition6(t *testing.T) {
	std := card.NewShoe(card.Standard(6), 6, card.Policy{})
	dealN(t, &std, 10)
	dealFails(t, &std, card.Joker)
	dealFails(t, &std, card.Card(0))
	dealFails(t, &std, card.Card(54))
	dealFails(t, &std, card.Card(255))

	sp := card.NewShoe(card.SuperPan9(), 8, card.Policy{})
	for _, name := range []string{"7c", "7s", "8d", "9h", "Tc", "Ts"} {
		dealFails(t, &sp, mustCard(t, name))
	}
	dealFails(t, &sp, card.Joker)
	for _, name := range []string{"6s", "Jc", "Ac", "2d"} {
		if err := sp.Deal(mustCard(t, name)); err != nil {
			t.Errorf("Super Pan 9 Deal(%s): %v", name, err)
		}
	}

	pg := card.NewShoe(card.PaiGowPoker(), 1, card.Policy{EveryRound: true})
	if err := pg.Deal(card.Joker); err != nil {
		t.Errorf("Pai Gow Poker joker: %v", err)
	}
	dealFails(t, &pg, card.Joker)
}

// Section 8, ruling G6: the stop card sits after floor(penetration × cards)
// cards and comes out with the next card.
func TestShoeStopCardPositionG6(t *testing.T) {
	for _, tc := range []struct {
		name  string
		deck  card.Deck
		decks int
		pen   float64
		stop  int // hand-computed floor(pen × cards)
	}{
		{"6 decks 0.75", card.Standard(6), 6, 0.75, 234},   // 0.75 × 312
		{"6 decks default", card.Standard(6), 6, 0, 234},   // default 0.75
		{"8 decks 0.75", card.Standard(8), 8, 0.75, 312},   // 0.75 × 416
		{"3 decks 0.75", card.Standard(3), 3, 0.75, 117},   // 0.75 × 156
		{"6 decks 0.8", card.Standard(6), 6, 0.8, 249},     // 249.6
		{"6 decks 0.6", card.Standard(6), 6, 0.6, 187},     // 187.2
		{"6 decks 2/3", card.Standard(6), 6, 2.0 / 3, 208}, // exactly 208
		{"8 decks 0.7", card.Standard(8), 8, 0.7, 291},     // 291.2
		{"4 decks 0.55", card.Standard(4), 4, 0.55, 114},   // 114.4
		{"Super Pan 9 0.75", card.SuperPan9(), 8, 0.75, 216},
		{"Super Pan 9 0.9", card.SuperPan9(), 8, 0.9, 259}, // 259.2
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := card.NewShoe(tc.deck, tc.decks, card.Policy{Penetration: tc.pen})
			dealN(t, &s, tc.stop-1)
			if s.StopOut() {
				t.Fatalf("stop card out after %d cards, want it after %d", s.Dealt(), tc.stop)
			}
			dealN(t, &s, 1)
			if s.StopOut() {
				t.Fatalf("stop card out after exactly %d cards: it sits after them", tc.stop)
			}
			// A round ending exactly on the stop card has not brought it out.
			if s.EndRound(7) {
				t.Fatalf("EndRound shuffled with the stop card still in")
			}
			if s.Dealt() != tc.stop || s.Shuffles() != 1 {
				t.Fatalf("EndRound changed the shoe: Dealt %d Shuffles %d", s.Dealt(), s.Shuffles())
			}
			dealN(t, &s, 1)
			if !s.StopOut() {
				t.Fatalf("card %d dealt and the stop card is not out", tc.stop+1)
			}
		})
	}
}

func TestShoeStopCardRoundFinishes8(t *testing.T) {
	deck := card.Standard(6)
	s := card.NewShoe(deck, 6, card.Policy{Penetration: 0.75})
	rounds := 0
	for !s.StopOut() {
		dealN(t, &s, 10) // a round of 10 cards
		if s.StopOut() {
			break
		}
		if s.EndRound(3) {
			t.Fatalf("round %d: shuffled before the stop card came out (%d dealt)", rounds+1, s.Dealt())
		}
		rounds++
	}
	// Round 24 deals cards 231–240; card 235 brings the stop card out.
	if rounds != 23 || s.Dealt() != 240 {
		t.Fatalf("stop card out in round %d after %d cards, want round 24 after 240", rounds+1, s.Dealt())
	}
	// The round in progress finishes: dealing goes on.
	dealN(t, &s, 5)
	if !s.StopOut() || s.Dealt() != 245 {
		t.Fatalf("after more cards in the round: StopOut %v Dealt %d", s.StopOut(), s.Dealt())
	}
	if !s.EndRound(1) {
		t.Fatal("EndRound after the stop card came out did not shuffle")
	}
	if s.StopOut() || s.Dealt() != 0 || s.Shuffles() != 2 || s.Left() != deck {
		t.Errorf("after the shuffle: StopOut %v Dealt %d Shuffles %d Left.Len %d", s.StopOut(), s.Dealt(), s.Shuffles(), func() int { l := s.Left(); return l.Len() }())
	}
	// The next shoe's stop card is at the same place.
	dealN(t, &s, 234)
	if s.StopOut() {
		t.Error("second shoe: stop card out after 234")
	}
	dealN(t, &s, 1)
	if !s.StopOut() {
		t.Error("second shoe: stop card not out after 235")
	}
}

func TestShoeSingleDeckEveryRoundFourPlayers8(t *testing.T) {
	for _, players := range []int{4, 5, 7} {
		s := card.NewShoe(card.Standard(1), 1, card.Policy{})
		for round := 1; round <= 5; round++ {
			dealN(t, &s, 2*players+2)
			if !s.EndRound(players) {
				t.Errorf("%d players, round %d: no shuffle", players, round)
			}
			if s.Shuffles() != round+1 || s.Dealt() != 0 {
				t.Errorf("%d players, round %d: Shuffles %d Dealt %d", players, round, s.Shuffles(), s.Dealt())
			}
		}
	}
}

func TestShoeSingleDeckEveryTwoRounds8(t *testing.T) {
	for _, players := range []int{1, 2, 3} {
		s := card.NewShoe(card.Standard(1), 1, card.Policy{})
		for round := 1; round <= 6; round++ {
			dealN(t, &s, 2*players+2)
			want := round%2 == 0
			if got := s.EndRound(players); got != want {
				t.Errorf("%d players, round %d: shuffle %v, want %v", players, round, got, want)
			}
			if wantShuffles := 1 + round/2; s.Shuffles() != wantShuffles {
				t.Errorf("%d players, round %d: Shuffles %d, want %d", players, round, s.Shuffles(), wantShuffles)
			}
			if !want && s.Dealt() != round%2*(2*players+2) {
				t.Errorf("%d players, round %d: the cards were put back without a shuffle (Dealt %d)", players, round, s.Dealt())
			}
		}
	}
}

func TestShoeSingleDeckFourAfterTwo8(t *testing.T) {
	s := card.NewShoe(card.Standard(1), 1, card.Policy{})
	steps := []struct {
		players int
		shuffle bool
	}{
		{2, false}, // first round with 2: wait for the second
		{4, true},  // 4 players: shuffle at once
		{2, false}, // the count starts again after the shuffle
		{3, true},  // second round with ≤ 3
		{4, true},
		{4, true},
		{1, false},
		{0, true}, // no seat wagering still counts as a round
	}
	for i, st := range steps {
		dealN(t, &s, 4)
		if got := s.EndRound(st.players); got != st.shuffle {
			t.Errorf("step %d (%d players): shuffle %v, want %v", i, st.players, got, st.shuffle)
		}
	}
	if s.Shuffles() != 1+5 {
		t.Errorf("Shuffles = %d, want 6", s.Shuffles())
	}
}

func TestShoeTwoDecksEveryRoundG6(t *testing.T) {
	s := card.NewShoe(card.Standard(2), 2, card.Policy{Penetration: 0.75})
	for round := 1; round <= 4; round++ {
		dealN(t, &s, 5)
		if !s.EndRound(1) {
			t.Errorf("round %d: 2 decks not shuffled", round)
		}
	}
	if s.Shuffles() != 5 {
		t.Errorf("Shuffles = %d, want 5", s.Shuffles())
	}
	// A 2-deck shoe has no stop card.
	dealN(t, &s, 104)
	if s.StopOut() {
		t.Errorf("2 decks: stop card out")
	}
}

func TestShoeEveryRoundPolicy8(t *testing.T) {
	for _, tc := range []struct {
		name  string
		deck  card.Deck
		decks int
	}{
		{"Pai Gow Poker", card.PaiGowPoker(), 1},
		{"Let It Ride", card.Standard(1), 1},
		{"Caribbean Stud", card.Standard(1), 1},
		{"6 decks", card.Standard(6), 6},
	} {
		s := card.NewShoe(tc.deck, tc.decks, card.Policy{EveryRound: true})
		for round := 1; round <= 3; round++ {
			dealN(t, &s, 7)
			if !s.EndRound(1) {
				t.Errorf("%s round %d, 1 player: no shuffle", tc.name, round)
			}
			if s.Dealt() != 0 || s.Shuffles() != round+1 {
				t.Errorf("%s round %d: Dealt %d Shuffles %d", tc.name, round, s.Dealt(), s.Shuffles())
			}
		}
	}
}

func TestShoeMultiDeckOnlyAfterStopCard8(t *testing.T) {
	for _, decks := range []int{3, 4, 6, 8} {
		s := card.NewShoe(card.Standard(decks), decks, card.Policy{Penetration: 0.75})
		stop := 52 * decks * 3 / 4 // exact for these sizes
		for s.Dealt()+10 <= stop {
			dealN(t, &s, 10)
			for _, players := range []int{1, 4, 7} {
				if s.EndRound(players) {
					t.Fatalf("%d decks, %d players, %d dealt: shuffled before the stop card", decks, players, s.Dealt())
				}
			}
		}
		dealN(t, &s, stop+1-s.Dealt())
		if !s.StopOut() {
			t.Fatalf("%d decks: stop card not out after %d", decks, s.Dealt())
		}
		if !s.EndRound(1) {
			t.Errorf("%d decks: no shuffle after the stop card came out", decks)
		}
	}
}

func TestShoeShuffle8(t *testing.T) {
	for _, tc := range []struct {
		name  string
		deck  card.Deck
		decks int
	}{
		{"1 deck", card.Standard(1), 1},
		{"6 decks", card.Standard(6), 6},
		{"Pai Gow Poker", card.PaiGowPoker(), 1},
		{"Super Pan 9", card.SuperPan9(), 8},
	} {
		s := card.NewShoe(tc.deck, tc.decks, card.Policy{})
		if s.Shuffles() != 1 || s.Dealt() != 0 || s.StopOut() || s.Left() != tc.deck {
			t.Errorf("%s: new shoe Shuffles %d Dealt %d StopOut %v", tc.name, s.Shuffles(), s.Dealt(), s.StopOut())
		}
		n := tc.deck.Len() - 1
		dealN(t, &s, n)
		if l := s.Left(); l.Len() != 1 || s.Dealt() != n {
			t.Errorf("%s: after %d cards Left %d Dealt %d", tc.name, n, l.Len(), s.Dealt())
		}
		s.Shuffle()
		if s.Left() != tc.deck {
			t.Errorf("%s: Shuffle did not restore the composition", tc.name)
		}
		if s.Dealt() != 0 || s.StopOut() || s.Shuffles() != 2 {
			t.Errorf("%s: after Shuffle Dealt %d StopOut %v Shuffles %d", tc.name, s.Dealt(), s.StopOut(), s.Shuffles())
		}
		s.Shuffle()
		if s.Shuffles() != 3 {
			t.Errorf("%s: Shuffles %d after two shuffles, want 3", tc.name, s.Shuffles())
		}
		// The whole composition can be dealt again.
		dealN(t, &s, tc.deck.Len())
	}
}

// Shuffle resets the single-deck round count: one round with 2 players after
// a shuffle does not bring another.
func TestShoeShuffleResetsRounds8(t *testing.T) {
	s := card.NewShoe(card.Standard(1), 1, card.Policy{})
	dealN(t, &s, 6)
	if s.EndRound(2) {
		t.Fatal("first round with 2 players shuffled")
	}
	s.Shuffle()
	if s.EndRound(2) {
		t.Error("first round after an explicit Shuffle shuffled again")
	}
}
