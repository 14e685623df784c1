package rng_test

import (
	"testing"

	"croupier/card"
	"croupier/rng"
	"croupier/rng/seeded"
)

// dealThrough deals n cards out of s, each the one d names, and returns them.
// It fails the test if d names a card the shoe does not hold.
func dealThrough(t *testing.T, d *rng.Dealer, s *card.Shoe, n int) []card.Card {
	t.Helper()
	out := make([]card.Card, 0, n)
	for range n {
		c := d.Card(s)
		left := s.Left()
		if left.Count(c) == 0 {
			t.Fatalf("after %d cards the dealer named %s, which the shoe does not hold", s.Dealt(), c)
		}
		if err := s.Deal(c); err != nil {
			t.Fatalf("Deal(%s) of the dealer's card: %v", c, err)
		}
		out = append(out, c)
	}
	return out
}

func counts(cs []card.Card) map[card.Card]int {
	m := map[card.Card]int{}
	for _, c := range cs {
		m[c]++
	}
	return m
}

func TestDealerWholeShoe(t *testing.T) {
	for _, tc := range []struct {
		name  string
		deck  card.Deck
		decks int
		pol   card.Policy
	}{
		{"1 deck", card.Standard(1), 1, card.Policy{}},
		{"2 decks", card.Standard(2), 2, card.Policy{}},
		{"6 decks", card.Standard(6), 6, card.Policy{}},
		{"Pai Gow Poker", card.PaiGowPoker(), 1, card.Policy{EveryRound: true}},
		{"Super Pan 9", card.SuperPan9(), 8, card.Policy{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := card.NewShoe(tc.deck, tc.decks, tc.pol)
			d := rng.NewDealer(seeded.New(seed))
			got := counts(dealThrough(t, d, &s, tc.deck.Len()))
			for _, c := range tc.deck.Cards() {
				if got[c] != tc.deck.Count(c) {
					t.Errorf("%s dealt %d times, the shoe holds %d", c, got[c], tc.deck.Count(c))
				}
			}
			if len(got) != len(counts(tc.deck.Cards())) {
				t.Errorf("%d distinct cards dealt, want %d", len(got), len(counts(tc.deck.Cards())))
			}
			if l := s.Left(); l.Len() != 0 {
				t.Errorf("%d cards left", l.Len())
			}
		})
	}
}

// A single deck dealt through the Dealer: each of the 52 cards exactly once,
// and in an order that is not the notation order.
func TestDealerSingleDeckOnce(t *testing.T) {
	s := card.NewShoe(card.Standard(1), 1, card.Policy{})
	d := rng.NewDealer(seeded.New(seed))
	cs := dealThrough(t, d, &s, 52)
	got := counts(cs)
	if len(got) != 52 {
		t.Fatalf("%d distinct cards in 52", len(got))
	}
	for c, n := range got {
		if n != 1 || !c.Standard() {
			t.Errorf("%s dealt %d times", c, n)
		}
	}
	deck := card.Standard(1)
	if card.Format(cs) == card.Format(deck.Cards()) {
		t.Error("the dealer dealt the deck in notation order")
	}
}

// Card names the next card without dealing it: asked again before the shoe
// moves, it names the same card and draws nothing.
func TestDealerCardIsPeek(t *testing.T) {
	src := &counting{src: seeded.New(seed)}
	s := card.NewShoe(card.Standard(1), 1, card.Policy{})
	d := rng.NewDealer(src)
	first := d.Card(&s)
	drawn := src.n
	if drawn < 51 {
		t.Errorf("the first card drew %d values; a 52-card Fisher–Yates needs at least 51", drawn)
	}
	for range 3 {
		if c := d.Card(&s); c != first {
			t.Fatalf("asked again: %s, first %s", c, first)
		}
	}
	if src.n != drawn {
		t.Errorf("asking again drew %d more values", src.n-drawn)
	}
	// Dealing on through the same order draws nothing more.
	dealThrough(t, d, &s, 52)
	if src.n != drawn {
		t.Errorf("dealing the order drew %d more values", src.n-drawn)
	}
}

// After the shoe is shuffled (section 8) the dealer makes a fresh order of
// the full composition.
func TestDealerFreshOrderAfterShuffle8(t *testing.T) {
	src := &counting{src: seeded.New(seed)}
	s := card.NewShoe(card.Standard(1), 1, card.Policy{})
	d := rng.NewDealer(src)
	first := dealThrough(t, d, &s, 20)

	// A round with 4 players: section 8 shuffles the single deck.
	if !s.EndRound(4) {
		t.Fatal("EndRound(4) on one deck did not shuffle")
	}
	before := src.n
	second := dealThrough(t, d, &s, 52)
	if n := src.n - before; n < 51 {
		t.Errorf("the first card after the shuffle drew %d values; a fresh 52-card order needs at least 51", n)
	}
	if len(counts(second)) != 52 {
		t.Errorf("after the shuffle: %d distinct cards in 52", len(counts(second)))
	}
	// The old order continued would start with card 21 of it; a fresh
	// order's first 20 cards differ from the old first 20 (the chance they
	// agree is 32!/52!).
	if card.Format(second[:20]) == card.Format(first) {
		t.Error("the order after the shuffle repeats the order before it")
	}

	// An explicit Shuffle in the middle of a shoe: the next 52 cards are a
	// whole deck again.
	s2 := card.NewShoe(card.Standard(1), 1, card.Policy{})
	d2 := rng.NewDealer(seeded.New(seed))
	dealThrough(t, d2, &s2, 30)
	s2.Shuffle()
	if got := counts(dealThrough(t, d2, &s2, 52)); len(got) != 52 {
		t.Errorf("after Shuffle: %d distinct cards in 52", len(got))
	}
}

// Recovery: a new Dealer meets a shoe with cards already dealt (its state
// restored from storage). It must never name one of them.
func TestDealerRecovery(t *testing.T) {
	gone := card.MustParseList("As Kd Qh Jc Ts 9d 8h 7c 6s 2c")
	goneSet := counts(gone)
	for trial := range uint64(200) {
		s := card.NewShoe(card.Standard(1), 1, card.Policy{})
		for _, c := range gone {
			if err := s.Deal(c); err != nil {
				t.Fatal(err)
			}
		}
		d := rng.NewDealer(seeded.New(seed + trial))
		rest := dealThrough(t, d, &s, 42)
		got := counts(rest)
		for c := range goneSet {
			if got[c] != 0 {
				t.Fatalf("trial %d: recovered dealer named %s, dealt before the recovery", trial, c)
			}
		}
		if len(got) != 42 {
			t.Fatalf("trial %d: %d distinct cards in the 42 left", trial, len(got))
		}
	}

	// The same with a 6-deck shoe past its stop card.
	s := card.NewShoe(card.Standard(6), 6, card.Policy{})
	old := rng.NewDealer(seeded.New(seed))
	dealThrough(t, old, &s, 240)
	if !s.StopOut() {
		t.Fatal("stop card not out after 240 of 312")
	}
	left := s.Left()
	d := rng.NewDealer(seeded.New(seed + 1))
	rest := counts(dealThrough(t, d, &s, 72))
	for c, n := range rest {
		if n != left.Count(c) {
			t.Errorf("recovered 6-deck shoe: %s dealt %d times, %d were left", c, n, left.Count(c))
		}
	}
}

// Whatever happens to the shoe between calls — cards dealt without the
// dealer (a card entered by hand, a burn card exposed), the shoe restored
// from an earlier copy (a step undone), a shuffle — Card names only cards the
// shoe still holds.
func TestDealerOnlyCardsInShoe(t *testing.T) {
	ops := seeded.New(seed + 7) // drives the scenario, not the dealer
	for _, tc := range []struct {
		deck  card.Deck
		decks int
	}{
		{card.Standard(1), 1},
		{card.Standard(2), 2},
		{card.PaiGowPoker(), 1},
	} {
		for trial := range uint64(100) {
			s := card.NewShoe(tc.deck, tc.decks, card.Policy{})
			d := rng.NewDealer(seeded.New(seed + trial))
			var saved card.Shoe
			haveSaved := false
			for step := range 400 {
				left := s.Left()
				if left.Len() == 0 {
					s.Shuffle()
					continue
				}
				c := d.Card(&s)
				if left.Count(c) == 0 {
					t.Fatalf("deck of %d, trial %d, step %d: Card named %s, not in the shoe (%d dealt, %d shuffles)",
						tc.deck.Len(), trial, step, c, s.Dealt(), s.Shuffles())
				}
				switch op := rng.IntN(ops, 20); {
				case op == 0: // a card dealt without the dealer
					lc := left.Cards()
					if err := s.Deal(lc[rng.IntN(ops, len(lc))]); err != nil {
						t.Fatal(err)
					}
				case op == 1:
					saved, haveSaved = s, true
				case op == 2 && haveSaved:
					s = saved
				case op == 3:
					s.EndRound(rng.IntN(ops, 7) + 1)
				default:
					if err := s.Deal(c); err != nil {
						t.Fatalf("Deal(%s): %v", c, err)
					}
				}
			}
		}
	}
}

// A card dealt without the dealer (one entered by hand) that its order has
// further on: the dealer must not name it later. Dealing the rest of the
// deck through the dealer gives every other card exactly once.
func TestDealerCardDealtOutside(t *testing.T) {
	for trial := range uint64(50) {
		s := card.NewShoe(card.Standard(1), 1, card.Policy{})
		d := rng.NewDealer(seeded.New(seed + trial))
		first := dealThrough(t, d, &s, 5)
		next := d.Card(&s)
		// Any card still in the shoe other than the one named next sits
		// later in the dealer's order.
		var outside card.Card
		left := s.Left()
		for _, c := range left.Cards() {
			if c != next {
				outside = c
				break
			}
		}
		if err := s.Deal(outside); err != nil {
			t.Fatal(err)
		}
		rest := dealThrough(t, d, &s, 46)
		all := counts(append(append(first, outside), rest...))
		if len(all) != 52 {
			t.Fatalf("trial %d: %d distinct cards in the deck", trial, len(all))
		}
	}
}

func TestDealerDice(t *testing.T) {
	d := rng.NewDealer(seeded.New(seed))
	if r := d.Dice(0); len(r) != 0 {
		t.Errorf("Dice(0) = %v", r)
	}
	var faces [6]int
	const rolls = 20000
	for range rolls {
		r := d.Dice(3)
		if len(r) != 3 {
			t.Fatalf("Dice(3) = %v", r)
		}
		for _, f := range r {
			if f < 1 || f > 6 {
				t.Fatalf("Dice(3) = %v: face out of 1–6", r)
			}
			faces[f-1]++
		}
	}
	if x, c := chiSquare(faces[:]), crit99(5); x > c {
		t.Errorf("faces %v: χ² = %.3f with 5 df, above %.3f", faces, x, c)
	}
	for _, n := range []int{1, 2, 38, 54} {
		for range 1000 {
			if v := d.IntN(n); v < 0 || v >= n {
				t.Fatalf("Dealer.IntN(%d) = %d", n, v)
			}
		}
	}
}
