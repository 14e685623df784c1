package handeval

import (
	"math/rand/v2"
	"sync"
	"testing"

	"croupier/card"
)

// sevensCases returns n random 7-card hands, seeded, and hands chosen for
// the kernel's flush path: a flush, a straight flush and a royal flush in
// each suit, the wheel, seven of a suit, four of a kind with a flush.
func sevensCases(n int) [][7]card.Card {
	var hs [][7]card.Card
	for _, s := range []string{
		"2c 5c 9c Jc Kc 3d 4h", "2d 5d 9d Jd Kd 3c 4h", "2h 5h 9h Jh Kh 3d 4c", "2s 5s 9s Js Ks 3d 4h",
		"9c Tc Jc Qc Kc Ad Ah", "9d Td Jd Qd Kd Ac Ah", "9h Th Jh Qh Kh Ad Ac", "9s Ts Js Qs Ks Ad Ah",
		"Ts Js Qs Ks As Ad Ah", "Tc Jc Qc Kc Ac Ad Ah", "Ac 2c 3c 4c 5c 6d 7h", "Ah 2s 3d 4c 5h 9s Kd",
		"2h 3h 4h 5h 6h 7h 8h", "2s 4s 6s 8s Ts Qs As", "9c 9d 9h 9s 2s 5s Ks", "Ac Ad Ah As Kc Kd Kh",
	} {
		var h [7]card.Card
		copy(h[:], card.MustParseList(s))
		hs = append(hs, h)
	}
	rng := rand.New(rand.NewPCG(67, 0x5E7))
	d := make([]card.Card, 52)
	for i := range d {
		d[i] = card.Card(i + 1)
	}
	for range n {
		var h [7]card.Card
		for j := range h {
			r := j + rng.IntN(52-j)
			d[j], d[r] = d[r], d[j]
			h[j] = d[j]
		}
		hs = append(hs, h)
	}
	return hs
}

// 67.50 in batches: Sevens gives each hand Seven's value (Seven is checked
// against the slow evaluator in exhaustive_test.go), with the AVX-512 kernel
// where the processor has it and without, on batches of every length from 0
// to 40 (the kernel's blocks of 16 and the rest) and on a million hands, and
// writes nothing past the last hand's value.
func Test67_50_SevensBatch(t *testing.T) {
	n := 1_000_000
	if raceEnabled || testing.Short() {
		n = 20_000
	}
	hs := sevensCases(n)
	want := make([]Value, len(hs))
	for i := range hs {
		want[i] = Seven(hs[i][:])
	}
	check := func(t *testing.T, hs [][7]card.Card, want []Value) {
		out := make([]Value, len(hs)+17)
		for i := range out {
			out[i] = 0xDEAD
		}
		Sevens(hs, out)
		for i := range hs {
			if out[i] != want[i] {
				t.Fatalf("hand %d of %d, %s: Sevens %#x, Seven %#x", i, len(hs), card.Format(hs[i][:]), uint32(out[i]), uint32(want[i]))
			}
		}
		for i := len(hs); i < len(out); i++ {
			if out[i] != 0xDEAD {
				t.Fatalf("%d hands: Sevens wrote %#x at %d", len(hs), uint32(out[i]), i)
			}
		}
	}
	run := func(t *testing.T) {
		for k := 0; k <= 40; k++ {
			for _, at := range []int{0, 3, 16} {
				check(t, hs[at:at+k], want[at:at+k])
			}
		}
		check(t, hs, want)
	}
	withAndWithoutAVX512(t, run)
}

// withAndWithoutAVX512 runs run with the AVX-512 kernels, where the
// processor has them, and with the fallback.
func withAndWithoutAVX512(t *testing.T, run func(*testing.T)) {
	if haveAVX512 {
		t.Run("avx512", run)
	} else {
		t.Log("this processor has no AVX-512: only the fallback is checked")
	}
	defer func(had bool) { haveAVX512 = had }(haveAVX512)
	haveAVX512 = false
	t.Run("fallback", run)
}

func TestSevensShortOut(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("Sevens of 2 hands into 1 value did not panic")
		}
	}()
	Sevens(make([][7]card.Card, 2), make([]Value, 1))
}

// sevensCheck passes hands through Sevens in batches and checks each value
// against the one given with the hand.
type sevensCheck struct {
	t         *testing.T
	hs        [][7]card.Card
	want, out []Value
}

func (s *sevensCheck) add(h [7]card.Card, v Value) {
	s.hs, s.want = append(s.hs, h), append(s.want, v)
	if len(s.hs) == 4099 { // blocks of 16 and three hands more
		s.finish()
	}
}

// finish checks the hands added since the last batch.
func (s *sevensCheck) finish() {
	s.t.Helper()
	s.out = append(s.out[:0], make([]Value, len(s.hs))...)
	Sevens(s.hs, s.out)
	for i, h := range s.hs {
		if s.out[i] != s.want[i] {
			s.t.Fatalf("%s: Sevens %#x, want %#x", card.Format(h[:]), uint32(s.out[i]), uint32(s.want[i]))
		}
	}
	s.hs, s.want = s.hs[:0], s.want[:0]
}

// pairsAbove and triplesAbove list every two and every three cards as Hands
// (cardsAbove); the pairs of cards above c are the first C(52−c, 2), the
// triples the first C(52−c, 3). They are built on first use, after init has
// filled the cards' keys.
var (
	pairsAbove   = sync.OnceValue(func() []Hand { return cardsAbove(2) })
	triplesAbove = sync.OnceValue(func() []Hand { return cardsAbove(3) })
)

// pairsOver returns the pairs of cards above c.
func pairsOver(c card.Card) []Hand { n := int(52 - c); return pairsAbove()[:n*(n-1)/2] }

// triplesOver returns the triples of cards above c.
func triplesOver(c card.Card) []Hand {
	n := int(52 - c)
	return triplesAbove()[:n*(n-1)*(n-2)/6]
}

// cardsAbove lists every k cards as Hands, the higher lowest card first, so
// that the Hands of cards above any card are a prefix of the list.
func cardsAbove(k int) []Hand {
	var hs []Hand
	for c := card.Card(53 - k); c >= 1; c-- {
		eachCards(Hand{}.Add(c), c+1, k-1, 52, func(h Hand, _ card.Card) { hs = append(hs, h) })
	}
	return hs
}

// eachCards calls f with h and each k cards from next up to top added, in
// increasing order, and the card after the last one added.
func eachCards(h Hand, next card.Card, k int, top card.Card, f func(h Hand, next card.Card)) {
	if k == 0 {
		f(h, next)
		return
	}
	for c := next; c <= top-card.Card(k-1); c++ {
		eachCards(h.Add(c), c+1, k-1, top, f)
	}
}

// 67.50 for a Hand and each of several: ValuesWith gives each what Add and
// Value give, with the AVX-512 kernel and without: five cards with every two
// of the others, three cards with every two, no card with whole 7-card
// hands, on lists of every length from 0 to 40 (the kernel's blocks of 16,
// the last one masked), writing nothing past the last value.
func Test67_50_ValuesWith(t *testing.T) {
	n := 300
	if raceEnabled || testing.Short() {
		n = 20
	}
	type batch struct {
		h  Hand
		hs []Hand
	}
	var batches []batch
	for _, c := range sevensCases(n) {
		var h5, h3, h7 Hand
		for _, x := range c[:5] {
			h5 = h5.Add(x)
		}
		for _, x := range c[:3] {
			h3 = h3.Add(x)
		}
		h7 = h5.Add(c[5]).Add(c[6])
		var others []Hand
		for a := card.Card(1); a <= 52; a++ {
			for b := a + 1; b <= 52; b++ {
				if h5.set&(tab.bit[a]|tab.bit[b]) == 0 {
					others = append(others, Hand{}.Add(a).Add(b))
				}
			}
		}
		batches = append(batches, batch{h5, others}, batch{h3, others[:0:0]}, batch{Hand{}, []Hand{h7}})
		for _, o := range others {
			if h3.set&o.set == 0 {
				batches[len(batches)-2].hs = append(batches[len(batches)-2].hs, o)
			}
		}
	}
	// Whole hands alone, in lists of every length.
	var whole []Hand
	for _, b := range batches {
		if b.h == (Hand{}) {
			whole = append(whole, b.hs...)
		}
	}
	for k := 0; k <= 40; k++ {
		batches = append(batches, batch{Hand{}, whole[3 : 3+k]})
	}
	run := func(t *testing.T) {
		var out []Value
		for _, b := range batches {
			out = append(out[:0], make([]Value, len(b.hs)+17)...)
			for i := range out {
				out[i] = 0xDEAD
			}
			b.h.ValuesWith(b.hs, out)
			for i, x := range b.hs {
				if want := (Hand{b.h.key + x.key, b.h.set | x.set}).Value(); out[i] != want {
					t.Fatalf("%#x with %#x (hand %d of %d): ValuesWith %#x, Value %#x", b.h.set, x.set, i, len(b.hs), uint32(out[i]), uint32(want))
				}
			}
			for i := len(b.hs); i < len(out); i++ {
				if out[i] != 0xDEAD {
					t.Fatalf("%d hands: ValuesWith wrote %#x at %d", len(b.hs), uint32(out[i]), i)
				}
			}
		}
	}
	withAndWithoutAVX512(t, run)
}

// 67.50: every 7-card hand as four cards with each three cards above them,
// through ValuesWith, the kernel's blocks taking many thousands of hands a
// call: the counts of every category (as in
// TestSevenCardsEveryHand, which CI does not run). Under the race detector
// it takes minutes, and is left to the run without it.
func Test67_50_SevenCardsEveryHandValuesWith(t *testing.T) {
	if raceEnabled || testing.Short() {
		t.Skip("133,784,560 hands: run without -race or -short")
	}
	var counts [numCategories]int
	out := make([]Value, len(triplesOver(4)))
	for a := card.Card(1); a <= 52; a++ {
		for b := a + 1; b <= 52; b++ {
			for c := b + 1; c <= 52; c++ {
				for d := c + 1; d < 50; d++ {
					ts := triplesOver(d)
					Hand{}.Add(a).Add(b).Add(c).Add(d).ValuesWith(ts, out)
					for _, v := range out[:len(ts)] {
						counts[v.Category()]++
					}
				}
			}
		}
	}
	want := map[Category]int{
		RoyalFlush: 4324, StraightFlush: 41584 - 4324, FourOfAKind: 224848, FullHouse: 3473184, Flush: 4047644,
		Straight: 6180020, ThreeOfAKind: 6461620, TwoPairs: 31433400, Pair: 58627800, HighCard: 23294460,
	}
	for c, n := range counts {
		if n != want[Category(c)] {
			t.Errorf("%v: %d hands, want %d", Category(c), n, want[Category(c)])
		}
	}
}

// 67.2: every 5-card hand as three cards with each two cards above them,
// through ValuesWith: the counts of Test67_2_FiveCardsEveryHand.
func Test67_2_FiveCardsEveryHandValuesWith(t *testing.T) {
	var counts [numCategories]int
	var out [1326]Value
	for a := card.Card(1); a <= 52; a++ {
		for b := a + 1; b <= 52; b++ {
			for c := b + 1; c < 52; c++ {
				ps := pairsOver(c)
				Hand{}.Add(a).Add(b).Add(c).ValuesWith(ps, out[:])
				for _, v := range out[:len(ps)] {
					counts[v.Category()]++
				}
			}
		}
	}
	want := map[Category]int{
		RoyalFlush: 4, StraightFlush: 36, FourOfAKind: 624, FullHouse: 3744, Flush: 5108,
		Straight: 10200, ThreeOfAKind: 54912, TwoPairs: 123552, Pair: 1098240, HighCard: 1302540,
	}
	for c, n := range counts {
		if n != want[Category(c)] {
			t.Errorf("%v: %d hands, want %d", Category(c), n, want[Category(c)])
		}
	}
}
