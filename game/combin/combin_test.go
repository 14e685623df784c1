package combin

import (
	"slices"
	"testing"

	"croupier/card"
	"croupier/handeval"
)

func TestBinomial(t *testing.T) {
	// Worked by hand: C(52, 5) = 52·51·50·49·48 / 120; C(47, 4) the
	// dealer's other four in Caribbean Stud; C(104, 5) two decks.
	for _, c := range []struct {
		n, k int
		want int64
	}{
		{0, 0, 1}, {5, 0, 1}, {5, 5, 1}, {5, 1, 5}, {5, 2, 10}, {6, 3, 20},
		{52, 5, 2598960}, {47, 4, 178365}, {47, 5, 1533939}, {46, 5, 1370754},
		{104, 5, 91962520}, {5, 6, 0}, {5, -1, 0}, {0, 1, 0},
	} {
		if got := Binomial(c.n, c.k); got != c.want {
			t.Errorf("Binomial(%d, %d) = %d, want %d", c.n, c.k, got, c.want)
		}
	}
}

func TestFactorial(t *testing.T) {
	for n, want := range []int64{1, 1, 2, 6, 24, 120, 720} {
		if got := Factorial(n); got != want {
			t.Errorf("Factorial(%d) = %d, want %d", n, got, want)
		}
	}
}

func TestFull(t *testing.T) {
	for decks := 1; decks <= 2; decks++ {
		d := Full(decks)
		if d.Size() != 52*decks {
			t.Errorf("Full(%d).Size() = %d, want %d", decks, d.Size(), 52*decks)
		}
		types := d.Types()
		if len(types) != 52 {
			t.Fatalf("Full(%d) has %d types, want 52", decks, len(types))
		}
		for i, c := range types {
			// Type t is card t + 1: rank t/4 from the deuce, suit t%4.
			if int(c) != i+1 || c.Rank() != card.Rank(2+i/4) || c.Suit() != card.Suit(i%4) {
				t.Errorf("type %d is %v, want rank %d suit %d", i, c, 2+i/4, i%4)
			}
		}
	}
}

func TestMultisetsCountEveryHand(t *testing.T) {
	// Each physical hand of k of the n·m cards is one multiset's: the
	// multisets' physical hands sum to C(n·m, k).
	for _, c := range []struct{ n, m, k int }{
		{24, 1, 5}, {24, 2, 5}, {52, 1, 3}, {52, 2, 3}, {12, 2, 6}, {12, 1, 6}, {8, 2, 4},
	} {
		var sum, count int64
		var prev []uint8
		last := make([]uint8, c.k)
		Multisets(c.n, c.m, c.k, func(h []uint8) {
			count++
			sum += Physical(h, c.m)
			for i := 1; i < len(h); i++ {
				if h[i] < h[i-1] {
					t.Fatalf("n %d m %d k %d: %v not sorted", c.n, c.m, c.k, h)
				}
				if i >= c.m && h[i] == h[i-c.m] {
					t.Fatalf("n %d m %d k %d: %v holds a type more than %d times", c.n, c.m, c.k, h, c.m)
				}
			}
			if prev != nil && slices.Compare(prev, h) >= 0 {
				t.Fatalf("n %d m %d k %d: %v after %v, not in lexicographic order", c.n, c.m, c.k, h, prev)
			}
			prev = last
			copy(prev, h)
		})
		if want := Binomial(c.n*c.m, c.k); sum != want {
			t.Errorf("n %d m %d k %d: %d physical hands, want C(%d, %d) = %d", c.n, c.m, c.k, sum, c.n*c.m, c.k, want)
		}
		if c.m == 1 && count != Binomial(c.n, c.k) {
			t.Errorf("n %d k %d: %d multisets of one copy, want %d", c.n, c.k, count, Binomial(c.n, c.k))
		}
	}
}

func TestHands(t *testing.T) {
	for m := 1; m <= 2; m++ {
		hs := Hands(20, m)
		var want [][5]uint8
		Multisets(20, m, 5, func(h []uint8) { want = append(want, [5]uint8(h)) })
		if !slices.Equal(hs, want) {
			t.Errorf("Hands(20, %d): %d hands, not the %d multisets in order", m, len(hs), len(want))
		}
		if cap(hs) != len(hs) {
			t.Errorf("Hands(20, %d): capacity %d for %d hands: the size formula is wrong", m, cap(hs), len(hs))
		}
	}
}

// TestCanonical checks Canonical against brute force: renaming the suits of
// every multiset by every permutation, exactly one hand of each orbit is
// canonical and its orbit is the number of distinct hands renaming gives.
func TestCanonical(t *testing.T) {
	for _, c := range []struct{ ranks, suits, m, k int }{
		{5, 4, 1, 5}, {5, 4, 2, 5}, {3, 4, 2, 6}, {6, 3, 1, 5}, {4, 3, 2, 4}, {3, 2, 2, 5}, {8, 4, 1, 3},
	} {
		n := c.ranks * c.suits
		perms := permutations(c.suits)
		reps := map[string]int{} // an orbit's smallest hand: its canonical hands
		var physicalSum int64
		Multisets(n, c.m, c.k, func(h []uint8) {
			orbit := map[string]bool{}
			smallest := ""
			for _, p := range perms {
				g := make([]uint8, len(h))
				for i, x := range h {
					g[i] = uint8(int(x)/c.suits*c.suits + p[int(x)%c.suits])
				}
				slices.Sort(g)
				key := string(g)
				orbit[key] = true
				if smallest == "" || key < smallest {
					smallest = key
				}
			}
			ok, size := Canonical(h, c.suits)
			if !ok {
				reps[smallest] += 0
				return
			}
			reps[smallest]++
			if size != int64(len(orbit)) {
				t.Errorf("%+v: %v stands for %d hands, renaming the suits gives %d", c, h, size, len(orbit))
			}
			physicalSum += size * Physical(h, c.m)
		})
		for key, k := range reps {
			if k != 1 {
				t.Errorf("%+v: the orbit of %v has %d canonical hands, want 1", c, []uint8(key), k)
			}
		}
		if want := Binomial(n*c.m, c.k); physicalSum != want {
			t.Errorf("%+v: the canonical hands stand for %d physical hands, want %d", c, physicalSum, want)
		}
	}
}

// TestCanonicalAgreesWithOrbit: card.Orbit maps a hand to the canonical
// hand of its orbit.
func TestCanonicalAgreesWithOrbit(t *testing.T) {
	for _, s := range []string{"As Kd 7h 7c 2s", "2c 3c 4c 5c 6c", "9h 9d 9s Tc Jd", "Qd Qh 3s 3c 8d"} {
		ts, _ := card.Orbit(card.MustParseList(s))
		if ok, _ := Canonical(ts, 4); !ok {
			t.Errorf("card.Orbit(%s) = %v, which Canonical does not take as its orbit's", s, ts)
		}
	}
}

// permutations lists the permutations of 0 … k−1.
func permutations(k int) [][]int {
	if k == 0 {
		return [][]int{{}}
	}
	var out [][]int
	for _, p := range permutations(k - 1) {
		for i := 0; i <= len(p); i++ {
			q := slices.Concat(p[:i:i], []int{k - 1}, p[i:])
			out = append(out, q)
		}
	}
	return out
}

// The names strategy tables print, written from the notation (a rank's
// letter or digit) and English plurals.
func TestRankNames(t *testing.T) {
	for _, c := range []struct {
		r            card.Rank
		text, plural string
	}{
		{card.Ace, "A", "aces"}, {card.King, "K", "kings"}, {card.Queen, "Q", "queens"}, {card.Jack, "J", "jacks"},
		{card.Ten, "T", "Ts"}, {9, "9", "9s"}, {2, "2", "2s"},
	} {
		if got := RankText(c.r); got != c.text {
			t.Errorf("RankText(%d) = %q, want %q", c.r, got, c.text)
		}
		if got := Plural(c.r); got != c.plural {
			t.Errorf("Plural(%d) = %q, want %q", c.r, got, c.plural)
		}
	}
}

// FourName, worked from the names above: the cards in any order, named
// from the highest rank; a pair first, then the rest; other hands by
// category. The values are handeval's best four of five (67.72).
func TestFourName(t *testing.T) {
	r, ok := handeval.Games()["four-card-poker"].Ranking(5)
	if !ok {
		t.Fatal("four-card-poker has no ranking of the best four of five")
	}
	for _, c := range []struct{ cards, want string }{
		{"4c Ad 2d 9h Ks", "A-K-9-4"},
		{"9c Ad 3s 9h Ks", "a pair of 9s, A-K"},
		{"Qc Qd 2h 2s 7c", "two pairs (Q-Q-2-2)"},
	} {
		cs := card.MustParseList(c.cards)
		v, four := r.Best(cs)
		if got := FourName(v, four); got != c.want {
			t.Errorf("%s: %q, want %q", c.cards, got, c.want)
		}
	}
}
