package handeval

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"croupier/card"
)

// full runs the long checks by hand: every 7-card hand (133,784,560), 10
// million random 7-card hands against the slow evaluator, every 6-card hand
// against it for 4-Card Poker. go test -run . -handeval.full -timeout 2h
var full = flag.Bool("handeval.full", false, "run the exhaustive 7-card and the 10-million-hand cross-checks")

// deck52 and deck53 are the cards in order; deck53 ends with the joker.
var (
	deck52 = func() []card.Card {
		d := make([]card.Card, 52)
		for i := range d {
			d[i] = card.Card(i + 1)
		}
		return d
	}()
	deck53 = append(slices.Clone(deck52), card.Joker)
)

// combinations calls f with every k cards of deck, in order; f must not keep
// the slice.
func combinations(deck []card.Card, k int, f func([]card.Card)) {
	h := make([]card.Card, k)
	var rec func(i, from int)
	rec = func(i, from int) {
		if i == k {
			f(h)
			return
		}
		for j := from; j <= len(deck)-(k-i); j++ {
			h[i] = deck[j]
			rec(i+1, j+1)
		}
	}
	rec(0, 0)
}

// sampleEvery returns how many hands to skip between slow checks: 1 (every
// hand) normally, fewer under the race detector or -short.
func sampleEvery(total, budget int) int {
	if !raceEnabled && !testing.Short() {
		return 1
	}
	return max(1, total/budget)
}

// A crossCheck compares the fast values of a hand space with the slow
// scores: the categories must agree, and the two must order the hands the
// same way (equal scores exactly when equal values, higher exactly when
// higher).
type crossCheck struct {
	t      *testing.T
	name   string
	toFast map[score]Value
	toSlow map[Value]score
	counts map[Category]int
	n      int
	errs   int
}

func newCrossCheck(t *testing.T, name string) *crossCheck {
	return &crossCheck{t: t, name: name, toFast: map[score]Value{}, toSlow: map[Value]score{}, counts: map[Category]int{}}
}

// count records v's category.
func (x *crossCheck) count(v Value) { x.counts[v.Category()]++; x.n++ }

// check compares v with the slow evaluator's category and score.
func (x *crossCheck) check(cards []card.Card, v Value, c Category, s score) {
	x.t.Helper()
	fail := func(format string, args ...any) {
		x.errs++
		if x.errs <= 10 {
			x.t.Errorf("%s %s: "+format, append([]any{x.name, card.Format(cards)}, args...)...)
		}
	}
	if v.Category() != c {
		fail("category %v, slow evaluator %v", v.Category(), c)
	}
	if f, ok := x.toFast[s]; ok && f != v {
		fail("value %#x, but %#x for a hand the slow evaluator scores the same", uint32(v), uint32(f))
	}
	if sl, ok := x.toSlow[v]; ok && sl != s {
		fail("value %#x shared with a hand the slow evaluator scores %#x, not %#x", uint32(v), uint64(sl), uint64(s))
	}
	x.toFast[s], x.toSlow[v] = v, s
}

// finish checks that higher scores have higher values.
func (x *crossCheck) finish() {
	x.t.Helper()
	keys := make([]score, 0, len(x.toFast))
	for s := range x.toFast {
		keys = append(keys, s)
	}
	slices.Sort(keys)
	for i := 1; i < len(keys); i++ {
		if x.toFast[keys[i]] <= x.toFast[keys[i-1]] {
			x.t.Errorf("%s: slow scores %#x < %#x but values %#x >= %#x", x.name, uint64(keys[i-1]), uint64(keys[i]), uint32(x.toFast[keys[i-1]]), uint32(x.toFast[keys[i]]))
			return
		}
	}
	x.t.Logf("%s: %d hands counted, %d distinct values checked", x.name, x.n, len(keys))
}

// wantCounts compares the category counts.
func (x *crossCheck) wantCounts(total int, want map[Category]int) {
	x.t.Helper()
	if x.n != total {
		x.t.Errorf("%s: %d hands, want %d", x.name, x.n, total)
	}
	for c, n := range want {
		if x.counts[c] != n {
			x.t.Errorf("%s: %d hands of %v, want %d", x.name, x.counts[c], c, n)
		}
	}
	for c, n := range x.counts {
		if _, ok := want[c]; !ok {
			x.t.Errorf("%s: %d hands of unexpected %v", x.name, n, c)
		}
	}
}

// Published counts of the 2,598,960 five-card hands (67.2 lists the
// categories; the counts are the standard combinatorics: e.g. full houses
// 13·C(4,3)·12·C(4,2) = 3,744; flushes 4·C(13,5) − 40 = 5,108).
var fiveCardCounts = map[Category]int{
	RoyalFlush: 4, StraightFlush: 36, FourOfAKind: 624, FullHouse: 3744, Flush: 5108,
	Straight: 10200, ThreeOfAKind: 54912, TwoPairs: 123552, Pair: 1098240, HighCard: 1302540,
}

func Test67_2_FiveCardsEveryHand(t *testing.T) {
	x := newCrossCheck(t, "67.2 five cards")
	every, i := sampleEvery(2598960, 150000), 0
	var h Hand
	combinations(deck52, 5, func(c []card.Card) {
		v := Five(c)
		x.count(v)
		if w := (Hand{}).Add(c[0]).Add(c[1]).Add(c[2]).Add(c[3]).ValueWith(c[4]); w != v {
			t.Fatalf("%s: ValueWith %#x, Five %#x", card.Format(c), uint32(w), uint32(v))
		}
		if i++; i%every != 0 {
			return
		}
		if hv := High(c); hv != v {
			t.Fatalf("%s: High %#x, Five %#x", card.Format(c), uint32(hv), uint32(v))
		}
		h = Hand{}
		for _, cc := range c {
			h = h.Add(cc)
		}
		if h.Value() != v {
			t.Fatalf("%s: Hand %#x, Five %#x", card.Format(c), uint32(h.Value()), uint32(v))
		}
		cat, s := slowFive(c, false)
		x.check(c, v, cat, s)
	})
	x.wantCounts(2598960, fiveCardCounts)
	x.finish()
}

// Six-card hands (hold'em on the turn), best five of six: counts published
// with the seven-card ones (B. Alspach, Pai Gow Poker computations, 2003);
// the straight flushes include the royal flushes.
func TestSixCardsEveryHand(t *testing.T) {
	if raceEnabled && !*full {
		t.Skip("20 million hands: run without -race, or with -handeval.full")
	}
	x := newCrossCheck(t, "six cards")
	every, i := sampleEvery(20358520, 20000), 0
	if !*full && every == 1 {
		every = 100
	}
	combinations(deck52, 6, func(c []card.Card) {
		v := High(c)
		x.count(v)
		if i++; i%every == 0 {
			cat, s := slowHigh(c)
			x.check(c, v, cat, s)
		}
	})
	x.counts[StraightFlush] += x.counts[RoyalFlush]
	delete(x.counts, RoyalFlush)
	x.wantCounts(20358520, map[Category]int{
		StraightFlush: 1844, FourOfAKind: 14664, FullHouse: 165984, Flush: 205792, Straight: 361620,
		ThreeOfAKind: 732160, TwoPairs: 2532816, Pair: 9730740, HighCard: 6612900,
	})
	x.finish()
}

// Every 7-card hand, through Hand one card at a time: the counts the issue
// lists (Alspach 2003), straight flushes including the 4,324 royal flushes.
// Seven, ValueWith and Sevens (in batches) give every hand the same value.
func TestSevenCardsEveryHand(t *testing.T) {
	if !*full {
		t.Skip("133,784,560 hands: run with -handeval.full")
	}
	var counts [16]int
	var h [8]Hand
	batch := sevensCheck{t: t}
	for a := card.Card(1); a <= 52; a++ {
		h[1] = h[0].Add(a)
		for b := a + 1; b <= 52; b++ {
			h[2] = h[1].Add(b)
			for c := b + 1; c <= 52; c++ {
				h[3] = h[2].Add(c)
				for d := c + 1; d <= 52; d++ {
					h[4] = h[3].Add(d)
					for e := d + 1; e <= 52; e++ {
						h[5] = h[4].Add(e)
						for f := e + 1; f <= 52; f++ {
							h[6] = h[5].Add(f)
							for g := f + 1; g <= 52; g++ {
								v := h[6].Add(g).Value()
								batch.add([7]card.Card{a, b, c, d, e, f, g}, v)
								if s := Seven([]card.Card{a, b, c, d, e, f, g}); s != v {
									t.Fatalf("%v %v %v %v %v %v %v: Seven %#x, Hand %#x", a, b, c, d, e, f, g, uint32(s), uint32(v))
								}
								if w := h[6].ValueWith(g); w != v {
									t.Fatalf("%v %v %v %v %v %v %v: ValueWith %#x, Hand %#x", a, b, c, d, e, f, g, uint32(w), uint32(v))
								}
								counts[v.Category()]++
							}
						}
					}
				}
			}
		}
	}
	batch.finish()
	want := map[Category]int{
		RoyalFlush: 4324, StraightFlush: 41584 - 4324, FourOfAKind: 224848, FullHouse: 3473184, Flush: 4047644,
		Straight: 6180020, ThreeOfAKind: 6461620, TwoPairs: 31433400, Pair: 58627800, HighCard: 23294460,
	}
	total := 0
	for c, n := range counts {
		total += n
		if n != want[Category(c)] {
			t.Errorf("%v: %d hands, want %d", Category(c), n, want[Category(c)])
		}
	}
	if total != 133784560 {
		t.Errorf("%d hands, want 133,784,560", total)
	}
	for c, n := range counts {
		if n > 0 {
			t.Logf("%v: %d", Category(c), n)
		}
	}
}

// randomHands returns n random k-card hands of deck, seeded.
func randomHands(seed uint64, n, k int, deck []card.Card) [][]card.Card {
	rng := rand.New(rand.NewPCG(seed, 0x5EED))
	d := slices.Clone(deck)
	out := make([][]card.Card, n)
	for i := range out {
		for j := 0; j < k; j++ {
			r := j + rng.IntN(len(d)-j)
			d[j], d[r] = d[r], d[j]
		}
		out[i] = slices.Clone(d[:k])
	}
	return out
}

// 67.50 and hold'em: the best five of seven, against the slow evaluator on
// random hands (10 million with -handeval.full).
func Test67_50_SevenCardsRandom(t *testing.T) {
	n := 200000
	switch {
	case *full:
		n = 10000000
	case raceEnabled || testing.Short():
		n = 10000
	}
	x := newCrossCheck(t, "67.50 seven cards")
	rng := rand.New(rand.NewPCG(67, 50))
	d := slices.Clone(deck52)
	for range n {
		for j := range 7 {
			r := j + rng.IntN(52-j)
			d[j], d[r] = d[r], d[j]
		}
		c := d[:7]
		v := Seven(c)
		if hv := High(c); hv != v {
			t.Fatalf("%s: High %#x, Seven %#x", card.Format(c), uint32(hv), uint32(v))
		}
		var h Hand
		for _, cc := range c[:6] {
			h = h.Add(cc)
		}
		if w := h.ValueWith(c[6]); w != v {
			t.Fatalf("%s: ValueWith %#x, Seven %#x", card.Format(c), uint32(w), uint32(v))
		}
		x.count(v)
		cat, s := slowHigh(c)
		x.check(c, v, cat, s)
	}
	x.finish()
}

// 3-card poker (67.23, 67.43, 67.53): all 22,100 hands. Counts: straight
// flushes 12·4 = 48; three of a kind 13·4 = 52; straights 12·(64−4) = 720;
// flushes 4·(C(13,3) − 12) = 1,096; pairs 13·6·48 = 3,744; the rest.
func Test67_23_ThreeCardsEveryHand(t *testing.T) {
	x := newCrossCheck(t, "67.23 three cards")
	combinations(deck52, 3, func(c []card.Card) {
		v := Three(c)
		x.count(v)
		cat, s := slowThree(c)
		x.check(c, v, cat, s)
	})
	x.wantCounts(22100, map[Category]int{
		StraightFlush: 48, ThreeOfAKind: 52, Straight: 720, Flush: 1096, Pair: 3744, HighCard: 16440,
	})
	x.finish()
}

// 4-card poker (67.65): all 270,725 hands. Counts: four of a kind 13;
// straight flushes 11 runs (A-2-3-4 to A-K-Q-J) · 4 = 44; three of a kind
// 13·4·48 = 2,496; flushes 4·(C(13,4) − 11) = 2,816; straights 11·(4^4 − 4)
// = 2,772; two pairs C(13,2)·6·6 = 2,808; pairs 13·6·C(12,2)·16 = 82,368;
// high card (C(13,4) − 11)·(4^4 − 4) = 177,408.
func Test67_65_FourCardsEveryHand(t *testing.T) {
	x := newCrossCheck(t, "67.65 four cards")
	combinations(deck52, 4, func(c []card.Card) {
		v := Four(c)
		x.count(v)
		cat, s := slowFour(c)
		x.check(c, v, cat, s)
	})
	x.wantCounts(270725, map[Category]int{
		FourOfAKind: 13, StraightFlush: 44, ThreeOfAKind: 2496, Flush: 2816, Straight: 2772,
		TwoPairs: 2808, Pair: 82368, HighCard: 177408,
	})
	x.finish()
}

// 67.72, 67.83: the player's best four of five, every 5-card hand.
func Test67_72_BestFourOfFiveEveryHand(t *testing.T) {
	x := newCrossCheck(t, "67.72 best 4 of 5")
	every, i := sampleEvery(2598960, 20000), 0
	if every == 1 && !*full {
		every = 4 // a quarter of the hands, spread over the whole space
	}
	combinations(deck52, 5, func(c []card.Card) {
		if i++; i%every != 0 {
			return
		}
		v := Four(c)
		x.count(v)
		cat, s := slowBest(c, 4, slowFour)
		x.check(c, v, cat, s)
	})
	x.finish()
}

// 67.71, 67.82: the dealer's best four of six in 4-Card Poker, on random
// hands (every one of the 20,358,520 with -handeval.full).
func Test67_82_BestFourOfSix(t *testing.T) {
	x := newCrossCheck(t, "67.82 best 4 of 6")
	check := func(c []card.Card) {
		v := Four(c)
		x.count(v)
		cat, s := slowBest(c, 4, slowFour)
		x.check(c, v, cat, s)
	}
	if *full {
		combinations(deck52, 6, check)
	} else {
		n := 100000
		if raceEnabled || testing.Short() {
			n = 5000
		}
		for _, c := range randomHands(6782, n, 6, deck52) {
			check(c)
		}
	}
	x.finish()
}

// Pai Gow Poker (39, 40, PG1, PG4): all 2,869,685 five-card hands of the 53
// cards. Without the joker the counts are the 52-card ones. With it (the
// joker and 4 of 52: 270,725 hands): five aces 1 (A-A-A-A); royal flushes
// 4·5 = 20 (4 of a suit's A-K-Q-J-10); straight flushes 4·36 = 144 (the 41
// sets of 4 ranks inside a straight, less the 5 inside A-K-Q-J-10); four of a
// kind 4·48 (three aces) + 12 (four of another rank) = 204; full houses
// 6·12·6 (two aces, another pair) + 12·4·4 (three of a rank, an ace) = 624;
// flushes 4·(715 − 41) = 2,696; straights 41·(4^4 − 4) = 10,332; three of a
// kind 6·C(12,2)·16 (two aces) + 12·4·44 (three of another rank) = 8,448;
// two pairs C(12,2)·36 + 12·6·4·44 = 15,048; pairs 12·6·C(11,2)·16 (a pair
// besides the joker's ace) + (C(12,3) − 8)·252 (an ace, the joker pairs it)
// = 116,784; high card (C(12,4) − 33)·252 = 116,424.
func Test40_PaiGowEveryHand(t *testing.T) {
	x := newCrossCheck(t, "40 Pai Gow")
	every, i := sampleEvery(2869685, 60000), 0
	combinations(deck53, 5, func(c []card.Card) {
		v := PaiGow(c)
		x.count(v)
		if i++; i%every != 0 {
			return
		}
		cat, s := slowPaiGow(c)
		x.check(c, v, cat, s)
	})
	x.wantCounts(2869685, map[Category]int{
		FiveAces: 1, RoyalFlush: 4 + 20, StraightFlush: 36 + 144, FourOfAKind: 624 + 204,
		FullHouse: 3744 + 624, Flush: 5108 + 2696, Straight: 10200 + 10332, ThreeOfAKind: 54912 + 8448,
		TwoPairs: 123552 + 15048, Pair: 1098240 + 116784, HighCard: 1302540 + 116424,
	})
	x.finish()
}

// 40(10), 41: every 2-card low hand of the 53 cards.
func Test40_10_PaiGowLowEveryHand(t *testing.T) {
	x := newCrossCheck(t, "40(10) low hand")
	combinations(deck53, 2, func(c []card.Card) {
		v := PaiGowLow(c)
		x.count(v)
		cat, s := slowPaiGowLow(c)
		x.check(c, v, cat, s)
	})
	// Pairs: 13·6 + 4 (an ace and the joker).
	x.wantCounts(1378, map[Category]int{Pair: 82, HighCard: 1378 - 82})
	x.finish()
}

// Razz and eight-or-better lows over every 5-card hand. A low without a
// pair: C(13,5)·4^5 = 1,317,888 hands (straights and flushes do not count);
// an eight-or-better low: C(8,5)·4^5 = 57,344.
func TestLowsEveryFiveCardHand(t *testing.T) {
	razz, eight := newCrossCheck(t, "razz"), newCrossCheck(t, "eight or better")
	every, i := sampleEvery(2598960, 100000), 0
	combinations(deck52, 5, func(c []card.Card) {
		r, e := Razz(c), LowEight(c)
		razz.count(r)
		eight.count(e)
		if i++; i%every != 0 {
			return
		}
		cat, s := slowRazz(c)
		razz.check(c, r, cat, s)
		cat, s = slowEight(c)
		eight.check(c, e, cat, s)
	})
	razz.wantCounts(2598960, map[Category]int{
		Low: 1317888, Pair: 1098240, TwoPairs: 123552, ThreeOfAKind: 54912, FullHouse: 3744, FourOfAKind: 624,
	})
	eight.wantCounts(2598960, map[Category]int{Low: 57344, NoLow: 2598960 - 57344})
	razz.finish()
	eight.finish()
}

// Razz and stud eight-or-better: best five of six and seven, random hands.
func TestLowsBestOfSevenRandom(t *testing.T) {
	n := 50000
	if raceEnabled || testing.Short() {
		n = 3000
	}
	for _, k := range []int{6, 7} {
		razz, eight := newCrossCheck(t, fmt.Sprintf("razz %d", k)), newCrossCheck(t, fmt.Sprintf("eight %d", k))
		for _, c := range randomHands(uint64(k), n, k, deck52) {
			r, e := Razz(c), LowEight(c)
			cat, s := slowBest(c, 5, slowRazz)
			razz.check(c, r, cat, s)
			cat, s = slowBest(c, 5, slowEight)
			eight.check(c, e, cat, s)
		}
		razz.finish()
		eight.finish()
	}
}

// Omaha: exactly two hole cards and three of the board, high and
// eight-or-better low, random deals.
func TestOmahaRandom(t *testing.T) {
	n := 30000
	if raceEnabled || testing.Short() {
		n = 2000
	}
	high, low := newCrossCheck(t, "omaha"), newCrossCheck(t, "omaha low")
	for _, c := range randomHands(9, n, 9, deck52) {
		hole, board := c[:4], c[4:]
		v := Omaha(hole, board)
		cat, s := slowOmaha(hole, board, func(h []card.Card) (Category, score) { return slowFive(h, false) })
		high.check(c, v, cat, s)
		v = OmahaLow(hole, board)
		cat, s = slowOmaha(hole, board, slowEight)
		low.check(c, v, cat, s)
	}
	high.finish()
	low.finish()
}
