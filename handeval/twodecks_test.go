package handeval

import (
	"math/rand/v2"
	"slices"
	"testing"

	"croupier/card"
)

// Hands from two decks (ruling P11): Three Card Poker, Let It Ride,
// Caribbean Stud, 3-5-7, Boston, 4-Card and Crazy Four Poker may deal from
// two decks, and a hand may hold a card twice. Every evaluator of those
// games is checked against the slow evaluator (slow_test.go), which reads a
// hand as a multiset: every hand of three and of four cards, every hand of
// five with -run Every outside the race detector, and a million random
// hands of five, six and seven cards, most with a card twice.

// twoDeckHands calls f with every k-card hand from two decks as a multiset,
// each card at most twice, its cards in increasing order; f must not keep
// the slice.
func twoDeckHands(k int, f func([]card.Card)) {
	h := make([]card.Card, k)
	var rec func(i int, from card.Card)
	rec = func(i int, from card.Card) {
		if i == k {
			f(h)
			return
		}
		for c := from; c <= 52; c++ {
			if i >= 2 && h[i-1] == c && h[i-2] == c {
				continue
			}
			h[i] = c
			rec(i+1, c)
		}
	}
	rec(0, 1)
}

// twoDeckCounts gives the number of k-card hands from two decks, as
// multisets: a hand holds j cards twice and k − 2j once, from 52 cards.
func twoDeckCounts(k int) int {
	binom := func(n, r int) int {
		b := 1
		for i := range r {
			b = b * (n - i) / (i + 1)
		}
		return b
	}
	n := 0
	for j := 0; 2*j <= k; j++ {
		n += binom(52, j) * binom(52-j, k-2*j)
	}
	return n
}

// randomTwoDeckHands returns n random k-card hands from two decks, seeded,
// weighted toward the hands that hold a card twice: a quarter dealt from the
// whole 104-card shoe (a card twice in about one hand in five of seven
// cards), a quarter with a card dealt twice on purpose, a quarter from the
// two decks' cards of two suits (flushes holding a card twice) and a quarter
// from the two decks' cards of four ranks (five of a rank, full houses).
func randomTwoDeckHands(seed uint64, n, k int) [][]card.Card {
	rng := rand.New(rand.NewPCG(seed, 0x2DEC))
	var shoe []card.Card
	for range 2 {
		shoe = append(shoe, deck52...)
	}
	out := make([][]card.Card, n)
	for i := range out {
		var from []card.Card
		h := make([]card.Card, 0, k)
		switch i % 4 {
		case 0:
			from = shoe
		case 1:
			c := card.Card(1 + rng.IntN(52))
			h = append(h, c, c)
			for _, x := range shoe {
				if x != c {
					from = append(from, x)
				}
			}
		case 2:
			s1, s2 := card.Suit(rng.IntN(4)), card.Suit(rng.IntN(4))
			for _, x := range shoe {
				if x.Suit() == s1 || x.Suit() == s2 {
					from = append(from, x)
				}
			}
		case 3:
			ranks := rng.Perm(13)[:4]
			for _, x := range shoe {
				if slices.Contains(ranks, int(x.Rank())-2) {
					from = append(from, x)
				}
			}
		}
		from = slices.Clone(from)
		for j := 0; len(h) < k; j++ {
			r := j + rng.IntN(len(from)-j)
			from[j], from[r] = from[r], from[j]
			h = append(h, from[j])
		}
		rng.Shuffle(len(h), func(a, b int) { h[a], h[b] = h[b], h[a] })
		out[i] = h
	}
	return out
}

// hasTwice reports whether a card of cards is there twice.
func hasTwice(cards []card.Card) bool {
	for i, c := range cards {
		if slices.Contains(cards[i+1:], c) {
			return true
		}
	}
	return false
}

// atMostTwice reports whether no card of cards is there more than twice.
func atMostTwice(cards []card.Card) bool {
	var n [53]int
	for _, c := range cards {
		if n[c]++; n[c] > 2 {
			return false
		}
	}
	return true
}

// randomTwoDeckCount is the number of random hands of each size: a million,
// fewer under the race detector or -short.
func randomTwoDeckCount() int {
	if raceEnabled || testing.Short() {
		return 20000
	}
	return 1_000_000
}

func handOf(cards []card.Card) Hand {
	var h Hand
	for _, c := range cards {
		h = h.Add(c)
	}
	return h
}

// checkBestTwoDecks checks that Best under game id's ranking of len(cards)
// cards gives v and cards of the hand that make it.
func checkBestTwoDecks(t *testing.T, id string, cards []card.Card, v Value, exact func([]card.Card) Value) {
	t.Helper()
	g := Games()[id]
	r, ok := g.Ranking(len(cards))
	if !ok {
		t.Fatalf("%s ranks no hand of %d cards", id, len(cards))
	}
	bv, made := r.Best(cards)
	if bv != v {
		t.Fatalf("%s %s: Best %#x, want %#x", id, card.Format(cards), uint32(bv), uint32(v))
	}
	if ev := exact(made); ev != v {
		t.Fatalf("%s %s: Best's cards %s are worth %#x, not %#x", id, card.Format(cards), card.Format(made), uint32(ev), uint32(v))
	}
	left := slices.Clone(cards)
	for _, c := range made {
		i := slices.Index(left, c)
		if i < 0 {
			t.Fatalf("%s %s: Best's cards %s are not the hand's", id, card.Format(cards), card.Format(made))
		}
		left = slices.Delete(left, i, i+1)
	}
}

// 67.23: every 3-card hand from two decks, 24,752 of them, against the slow
// evaluator, through Three and Best for each game that ranks three cards.
func Test67_23_ThreeCardsEveryTwoDeckHand(t *testing.T) {
	x := newCrossCheck(t, "67.23 three cards, two decks")
	twice := newCrossCheck(t, "67.23 three cards with a card twice")
	twoDeckHands(3, func(c []card.Card) {
		v := Three(c)
		cat, s := slowThree(c)
		x.check(c, v, cat, s)
		x.n++
		if hasTwice(c) {
			twice.count(v)
			for _, id := range []string{"three-card-poker", "three-five-seven-poker", "boston-poker"} {
				checkBestTwoDecks(t, id, c, v, Three)
			}
		}
	})
	if x.n != twoDeckCounts(3) {
		t.Errorf("%d hands, want %d", x.n, twoDeckCounts(3))
	}
	// A card twice (52 ways) and another of its suit: a flush, 52·12 hands;
	// another of its rank: three of a kind, 52·3; any other: a pair.
	twice.wantCounts(52*51, map[Category]int{Flush: 52 * 12, ThreeOfAKind: 52 * 3, Pair: 52 * 36})
	x.finish()
}

// 67.65: every 4-card hand from two decks, 338,351 of them, against the slow
// evaluator.
func Test67_65_FourCardsEveryTwoDeckHand(t *testing.T) {
	x := newCrossCheck(t, "67.65 four cards, two decks")
	every, i := sampleEvery(twoDeckCounts(4), 50000), 0
	twoDeckHands(4, func(c []card.Card) {
		if i++; i%every != 0 {
			return
		}
		v := Four(c)
		x.count(v)
		cat, s := slowFour(c)
		x.check(c, v, cat, s)
	})
	x.finish()
}

// 67.2 and P11: every 5-card hand from two decks, 3,748,160 of them, against
// the slow evaluator, through Five, Hand and ValueWith; the best four of
// each under 67.72 through Four. Outside the race detector and -short only
// (CI runs it with -run Every).
func Test67_2_FiveCardsEveryTwoDeckHand(t *testing.T) {
	if raceEnabled || testing.Short() {
		t.Skip("3,748,160 hands: run without -race or -short")
	}
	x := newCrossCheck(t, "67.2 five cards, two decks")
	x4 := newCrossCheck(t, "67.72 best four of five, two decks")
	twoDeckHands(5, func(c []card.Card) {
		v := Five(c)
		x.count(v)
		h := Hand{}.Add(c[0]).Add(c[1]).Add(c[2]).Add(c[3])
		if w := h.ValueWith(c[4]); w != v {
			t.Fatalf("%s: ValueWith %#x, Five %#x", card.Format(c), uint32(w), uint32(v))
		}
		if w := h.Add(c[4]).Value(); w != v {
			t.Fatalf("%s: Hand %#x, Five %#x", card.Format(c), uint32(w), uint32(v))
		}
		cat, s := slowFive(c, false)
		x.check(c, v, cat, s)
		v4 := Four(c)
		x4.count(v4)
		cat, s = slowBest(c, 4, slowFour)
		x4.check(c, v4, cat, s)
	})
	if x.n != twoDeckCounts(5) {
		t.Errorf("%d hands, want %d", x.n, twoDeckCounts(5))
	}
	// The flush category's values, 4,995 hands from 1,277 (of distinct
	// ranks) and 2,860 and 858 (with a pair, with two), span two places.
	flushes := map[Value]bool{}
	for v := range x.toSlow {
		if v.Category() == Flush {
			flushes[v] = true
		}
	}
	if len(flushes) != 1277+2860+858 {
		t.Errorf("%d flushes, want 4,995", len(flushes))
	}
	x.finish()
	x4.finish()
}

// 67.2, 67.44, 67.72: a million random 5-card hands from two decks against
// the slow evaluator, through every evaluator that takes five cards and
// Best for each game that ranks them.
func Test67_2_FiveCardsRandomTwoDecks(t *testing.T) {
	x := newCrossCheck(t, "67.2 five cards, two decks")
	x4 := newCrossCheck(t, "67.72 best four of five, two decks")
	twice := 0
	for i, c := range randomTwoDeckHands(5, randomTwoDeckCount(), 5) {
		v := Five(c)
		if hv := High(c); hv != v {
			t.Fatalf("%s: High %#x, Five %#x", card.Format(c), uint32(hv), uint32(v))
		}
		if w := handOf(c[:4]).ValueWith(c[4]); w != v {
			t.Fatalf("%s: ValueWith %#x, Five %#x", card.Format(c), uint32(w), uint32(v))
		}
		x.count(v)
		cat, s := slowFive(c, false)
		x.check(c, v, cat, s)
		v4 := Four(c)
		x4.count(v4)
		cat, s = slowBest(c, 4, slowFour)
		x4.check(c, v4, cat, s)
		if hasTwice(c) {
			twice++
		}
		if i%50 == 0 {
			for _, id := range []string{"let-it-ride", "caribbean-stud", "three-five-seven-poker", "boston-poker", "poker-room"} {
				checkBestTwoDecks(t, id, c, v, Five)
			}
			for _, id := range []string{"four-card-poker", "crazy-four-poker"} {
				checkBestTwoDecks(t, id, c, v4, Four)
			}
		}
	}
	t.Logf("%d hands with a card twice", twice)
	x.finish()
	x4.finish()
}

// 67.71: a million random 6-card hands from two decks, the best five (the
// poker room) and the best four (the 4-Card Poker dealer).
func Test67_71_SixCardsRandomTwoDecks(t *testing.T) {
	x := newCrossCheck(t, "best five of six, two decks")
	x4 := newCrossCheck(t, "67.71 best four of six, two decks")
	for i, c := range randomTwoDeckHands(6, randomTwoDeckCount(), 6) {
		v := High(c)
		if w := handOf(c[:5]).ValueWith(c[5]); w != v {
			t.Fatalf("%s: ValueWith %#x, High %#x", card.Format(c), uint32(w), uint32(v))
		}
		x.count(v)
		cat, s := slowHigh(c)
		x.check(c, v, cat, s)
		v4 := Four(c)
		x4.count(v4)
		cat, s = slowBest(c, 4, slowFour)
		x4.check(c, v4, cat, s)
		if i%50 == 0 {
			checkBestTwoDecks(t, "poker-room", c, v, Five)
			checkBestTwoDecks(t, "four-card-poker", c, v4, Four)
		}
	}
	x.finish()
	x4.finish()
}

// 67.50: a million random 7-card hands from two decks against the slow
// evaluator, through Seven, High, Hand, ValueWith, Best, and the batch
// evaluators Sevens and ValuesWith (with the AVX-512 kernels where the
// processor has them, and without).
func Test67_50_SevenCardsRandomTwoDecks(t *testing.T) {
	hands := randomTwoDeckHands(7, randomTwoDeckCount(), 7)
	x := newCrossCheck(t, "67.50 seven cards, two decks")
	want := make([]Value, len(hands))
	for i, c := range hands {
		v := Seven(c)
		want[i] = v
		if hv := High(c); hv != v {
			t.Fatalf("%s: High %#x, Seven %#x", card.Format(c), uint32(hv), uint32(v))
		}
		if w := handOf(c[:6]).ValueWith(c[6]); w != v {
			t.Fatalf("%s: ValueWith %#x, Seven %#x", card.Format(c), uint32(w), uint32(v))
		}
		x.count(v)
		cat, s := slowHigh(c)
		x.check(c, v, cat, s)
		if i%50 == 0 {
			checkBestTwoDecks(t, "three-five-seven-poker", c, v, Five)
		}
	}
	x.finish()
	sevens := make([][7]card.Card, len(hands))
	for i, c := range hands {
		copy(sevens[i][:], c)
	}
	// ValuesWith: the first k cards of each hand with the rest of it and
	// the rest of the next fifteen hands, which may repeat its cards.
	run := func(t *testing.T) {
		out := make([]Value, len(hands)+1)
		Sevens(sevens, out)
		for i := range hands {
			if out[i] != want[i] {
				t.Fatalf("%s: Sevens %#x, Seven %#x", card.Format(hands[i]), uint32(out[i]), uint32(want[i]))
			}
		}
		var hs []Hand
		var cs [][]card.Card
		for i := 0; i+16 <= len(hands) && i < 200_000; i += 16 {
			k := 2 + i/16%4 // 2 to 5 cards known
			h := handOf(hands[i][:k])
			hs, cs = hs[:0], cs[:0]
			for j := i; j < i+16+i/16%7; j++ {
				c := append(slices.Clone(hands[i][:k]), hands[j%len(hands)][k:]...)
				if atMostTwice(c) {
					hs, cs = append(hs, handOf(c[k:])), append(cs, c)
				}
			}
			h.ValuesWith(hs, out)
			for j, c := range cs {
				if w := High(c); out[j] != w {
					t.Fatalf("%s: ValuesWith %#x, High %#x", card.Format(c), uint32(out[j]), uint32(w))
				}
			}
		}
	}
	withAndWithoutAVX512(t, run)
}

// P11: five cards of a rank are four of a kind with a kicker of that rank,
// which ranks as any kicker does (67.12: the highest card): five aces are
// above four aces with a king, five kings below four kings with an ace.
func TestP11_FiveAcesAboveFourAcesAndAKing(t *testing.T) {
	runRules(t, Five, []ruleCase{
		{"P11", "As As Ah Ad Ac", FourOfAKind, ">", "As Ah Ad Ac Kd", FourOfAKind},
		{"P11", "As As Ah Ad Ac", FourOfAKind, "<", "2s 3s 4s 5s As", StraightFlush},
		{"P11", "Ks Kd Kh Kc Kc", FourOfAKind, ">", "Ks Kd Kh Kc Qd", FourOfAKind},
		{"P11 kicker", "Ks Kd Kh Kc Kc", FourOfAKind, "<", "Ks Kd Kh Kc Ad", FourOfAKind},
		{"P11", "Ks Kd Kh Kc Kc", FourOfAKind, "<", "As Ad Ah Ac 2d", FourOfAKind},
		{"P11", "2s 2s 2d 2d 2h", FourOfAKind, "=", "2c 2c 2h 2d 2s", FourOfAKind},
		{"P11", "7s 7s 7d 7d 2h", FourOfAKind, "=", "7c 7h 7d 7s 2s", FourOfAKind},
	})
	runRules(t, High, []ruleCase{
		{"P11 best five of seven", "As As Ah Ad Ac Ac Kd", FourOfAKind, ">", "As Ah Ad Ac Kd Kd Kh", FourOfAKind},
		{"P11 best five of seven", "As As Ah Ad Ac 2c 3d", FourOfAKind, "=", "As Ah Ad Ac Ah Ks Qs", FourOfAKind},
		{"P11 best five of six", "9s 9s 9h 9d 9c 9c", FourOfAKind, "=", "9s 9h 9d 9c 9s", FourOfAKind},
	})
	if v := Five(card.MustParseList("As As Ah Ad Ac")); !AceKingOrBetter(v) || !TwoPairsOfTensOrBetter(v) {
		t.Errorf("five aces %#x does not qualify", uint32(v))
	}
}

// 67.23: three cards of a suit are a flush even when one is there twice, and
// 67.23 ranks a flush above a pair; flushes rank by their cards from the
// highest down, the pair's side by side.
func Test67_23_FlushWithAPairIsAFlush(t *testing.T) {
	runRules(t, Three, []ruleCase{
		{"67.23", "As As Ks", Flush, ">", "Ah Ad Kc", Pair},
		{"67.23", "As As Ks", Flush, ">", "As Ks Js", Flush},
		{"67.23", "As As Ks", Flush, "<", "As As Ah", ThreeOfAKind},
		{"67.23", "As As Ks", Flush, "<", "2c 3d 4h", Straight},
		{"67.23", "As As 2s", Flush, ">", "Ah Kh Jh", Flush},
		{"67.23", "As Ks Ks", Flush, ">", "As Ks Js", Flush},
		{"67.23", "As Ks Ks", Flush, "<", "As As 2s", Flush},
		{"67.23", "2s 2s 3s", Flush, "<", "5h 3h 2h", Flush},
		{"67.23", "2s 2s 3s", Flush, "<", "3h 3h 2h", Flush},
		{"67.23", "2s 2s 3s", Flush, ">", "Ah Kd Jh", HighCard},
		{"67.23", "Qd Qd 9d", Flush, "=", "Qh 9h Qh", Flush},
		{"67.23", "Jc Jc Jd", ThreeOfAKind, "=", "Js Jh Jd", ThreeOfAKind},
		{"67.23", "Jc Jc 2d", Pair, "=", "Js Jh 2d", Pair},
	})
	if v := Three(card.MustParseList("2s 2s 3s")); !QueenHighOrBetter(v) {
		t.Errorf("a flush 2-2-3, %#x, is not queen high or better (67.29)", uint32(v))
	}
}

// 67.2: five cards of a suit are a flush even when they hold a pair or two
// pairs, and rank by their cards from the highest down.
func Test67_2_FlushWithAPairIsAFlush(t *testing.T) {
	runRules(t, Five, []ruleCase{
		{"67.2(5)", "As As Ks Qs 2s", Flush, ">", "Ah Ad Ac Kd Qc", ThreeOfAKind},
		{"67.2(5)", "As As Ks Qs 2s", Flush, ">", "As Ks Qs Js 9s", Flush},
		{"67.2(5)", "As As Ks Qs 2s", Flush, "<", "As As Ks Ks 2s", Flush},
		{"67.2(5)", "As As Ks Ks 2s", Flush, "<", "As As Ks Ks 3s", Flush},
		{"67.2(5)", "As As Ks Ks Qs", Flush, "<", "2c 2d 3h 3s 3d", FullHouse},
		{"67.2(5)", "2s 2s 3s 3s 4s", Flush, "<", "7h 5h 4h 3h 2h", Flush},
		{"67.2(5)", "2s 2s 3s 3s 4s", Flush, ">", "As Kd Qh Jc Tc", Straight},
		{"67.2(5)", "2s 2s 3s 3s 4s", Flush, "<", "2h 2h 3h 3h 5h", Flush},
		{"67.2(5)", "As As Ks Qs Js", Flush, ">", "As Ks Qs Js 9s", Flush},
		{"67.2(5)", "As As Ks Qs Js", Flush, "<", "As As Ks Ks Qs", Flush},
		{"67.2(5)", "Ah Ah Kh Qh Jh", Flush, "=", "Ad Kd Ad Jd Qd", Flush},
		{"67.2(8)", "Ah Ah Kd Kc 2h", TwoPairs, "=", "Ac Ad Kh Ks 2s", TwoPairs},
		{"67.2(9)", "Ah Ah Kd Qc 2h", Pair, "=", "Ac Ad Kh Qs 2s", Pair},
	})
	for _, s := range []string{"As As Ks Qs 2s", "2s 2s 3s 3s 4s", "As Ks Qs Js 9s", "7h 5h 4h 3h 2h"} {
		if v := Five(card.MustParseList(s)); v.String() != "flush" || !PairOfTensOrBetter(v) || !AceKingOrBetter(v) {
			t.Errorf("%s: %v %#x, or below the qualifiers", s, v, uint32(v))
		}
	}
}

// 67.65: four cards of a suit are a flush above a pair and two pairs, below
// three of a kind.
func Test67_65_FlushWithAPairIsAFlush(t *testing.T) {
	runRules(t, Four, []ruleCase{
		{"67.65", "As As Ks Qs", Flush, ">", "Ah Ad Kc Kd", TwoPairs},
		{"67.65", "As As Ks Ks", Flush, "<", "As Ks Qs Js", StraightFlush},
		{"67.65", "As As Ks Qs", Flush, "<", "2h 2d 2c 3d", ThreeOfAKind},
		{"67.65", "As As Ks Qs", Flush, ">", "As Ks Qs Ts", Flush},
		{"67.65", "As As Ks Qs 2h", Flush, "=", "As Qs As Ks", Flush},
		{"67.65", "As As Ks Qs Ah", ThreeOfAKind, "<", "As Ks Qs Js Ts Ah", StraightFlush},
		{"67.65", "As As Ks Qs Ah", ThreeOfAKind, ">", "As As Ks Ks Qs Qs", Flush},
		{"67.65", "9s 9s 9h 9d 9c", FourOfAKind, "=", "9s 9h 9d 9c", FourOfAKind},
		{"67.65", "2s 2s 3s 3s 4h 4h", Flush, ">", "Ah Ac Kh Kc 4s", TwoPairs},
	})
}

// 67.50: the best five of seven from two decks.
func Test67_50_SevenCardsWithACardTwice(t *testing.T) {
	runRules(t, Seven, []ruleCase{
		{"67.50", "As As Ks Qs Js 9s 2h", Flush, ">", "As Ks Qs Js 9s 2h 3d", Flush},
		{"67.50", "As As Ks Qs 2s Ah Ad", FourOfAKind, ">", "As As Ks Qs Js 9s 2h", Flush},
		{"67.50", "As As Ks Ks 2s Ah Kh", FullHouse, ">", "As As Ks Ks Qs Qs Js", Flush},
		{"67.50", "As Ks Qs Js Ts As 2d", RoyalFlush, ">", "As As Ah Ad Ac Kd Kd", FourOfAKind},
		{"67.50", "9s 9s 8s 8s 7s 7s 6s", Flush, "<", "Ts 9s 8s 7s 6s 6s 6d", StraightFlush},
		{"67.50", "9s 9s 8s 8s 7s 7s 6s", Flush, "=", "9s 9s 8s 8s 7s 7d 2s", Flush},
	})
}

// A Hand counts a card twice.
func TestHandLenTwoDecks(t *testing.T) {
	if n := handOf(card.MustParseList("As As Kd Kd 2c")).Len(); n != 5 {
		t.Errorf("Len %d, want 5", n)
	}
	if n := handOf(card.MustParseList("As Kd 2c 3h 4s 5d 6c")).Len(); n != 7 {
		t.Errorf("Len %d, want 7", n)
	}
}
