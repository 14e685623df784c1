package handeval

import (
	"math/rand/v2"
	"sync"
	"testing"
	"unsafe"

	"croupier/card"
)

// The three benchmarks of the issue, in the form the public C++ evaluators
// are measured (docs/PERFORMANCE.md): one op is a whole pass, and the
// Mhands/s metric is what to compare.

const dealtHands = 10_000_000

// dealt are 10 million random 7-card hands, seeded.
var dealt = sync.OnceValue(func() [][7]card.Card {
	rng := rand.New(rand.NewPCG(42, 7))
	d := make([]card.Card, 52)
	for i := range d {
		d[i] = card.Card(i + 1)
	}
	hs := make([][7]card.Card, dealtHands)
	for i := range hs {
		for j := range 7 {
			r := j + rng.IntN(52-j)
			d[j], d[r] = d[r], d[j]
		}
		copy(hs[i][:], d[:7])
	}
	return hs
})

var sink Value

// reportRate reports hands per wall-clock second, and per CPU second since
// cpu0 (the machine is shared: the CPU rate does not count time the
// benchmark waited for a core).
func reportRate(b *testing.B, hands int, cpu0 float64) {
	b.ReportMetric(float64(hands)*float64(b.N)/b.Elapsed().Seconds()/1e6, "Mhands/s")
	if cpu := cpuSeconds() - cpu0; cpu > 0 {
		b.ReportMetric(float64(hands)*float64(b.N)/cpu/1e6, "Mhands/cpu-s")
	}
}

// benchRandom evaluates the 10 million pre-dealt random 7-card hands with
// all in each op.
func benchRandom(b *testing.B, all func([][7]card.Card) Value) {
	hs := dealt()
	Seven(hs[0][:])
	b.ReportAllocs()
	var sum Value
	cpu0 := cpuSeconds()
	for b.Loop() {
		sum += all(hs)
	}
	sink = sum
	reportRate(b, len(hs), cpu0)
}

// BenchmarkSevenRandom evaluates 10 million pre-dealt random 7-card hands
// with Seven.
func BenchmarkSevenRandom(b *testing.B) { benchRandom(b, sevenAll) }

// BenchmarkSevensRandom evaluates the same hands with Sevens, a batch of
// 1,024 at a time into a buffer, and adds the buffer up: what a simulation
// does with a batch of dealt hands.
func BenchmarkSevensRandom(b *testing.B) { benchRandom(b, sevensAll) }

// The loops over hands are functions of their own, as a caller's would be:
// inside the benchmark's loop the compiler keeps their variables on the
// stack.
//
//go:noinline
func sevenAll(hs [][7]card.Card) (sum Value) {
	for i := range hs {
		sum += Seven(hs[i][:])
	}
	return sum
}

//go:noinline
func sevensAll(hs [][7]card.Card) (sum Value) {
	var buf [1024]Value
	for i := 0; i < len(hs); i += len(buf) {
		part := hs[i:min(i+len(buf), len(hs))]
		Sevens(part, buf[:])
		sum += addValues(buf[:len(part)])
	}
	return sum
}

// BenchmarkSevenRandomHand evaluates the same hands through Hand, which
// inlines.
func BenchmarkSevenRandomHand(b *testing.B) { benchRandom(b, handAll) }

//go:noinline
func handAll(hs [][7]card.Card) (sum Value) {
	for i := range hs {
		c := &hs[i]
		sum += Hand{}.Add(c[0]).Add(c[1]).Add(c[2]).Add(c[3]).Add(c[4]).Add(c[5]).Add(c[6]).Value()
	}
	return sum
}

// lastTwo sums the values of h with every two cards from first to the ace of
// spades added: the two innermost loops of an enumeration, the last card
// through ValueWith, from the ace of spades down (the shape of loop the
// compiler keeps in registers; counting up, it reloaded a loop bound from the
// stack on every hand).
//
//go:noinline
func lastTwo(h Hand, first card.Card) (sum Value, n int) {
	for c := first; c < 52; c++ {
		g := h.Add(c)
		for d := card.Card(52); d > c; d-- {
			sum += g.ValueWith(d)
		}
		n += int(52 - c)
	}
	return sum, n
}

// BenchmarkSevenAll evaluates every 7-card hand, adding one card at a time
// to a Hand (the incremental way).
func BenchmarkSevenAll(b *testing.B) { benchAll7(b, lastTwo) }

// benchAll7 evaluates every 7-card hand in each op, the last two cards of
// every five through last.
func benchAll7(b *testing.B, last func(h Hand, first card.Card) (Value, int)) {
	b.ReportAllocs()
	var sum Value
	n := 0
	cpu0 := cpuSeconds()
	for b.Loop() {
		n = 0
		var h0 Hand
		for a := card.Card(1); a <= 52; a++ {
			h1 := h0.Add(a)
			for c2 := a + 1; c2 <= 52; c2++ {
				h2 := h1.Add(c2)
				for c3 := c2 + 1; c3 <= 52; c3++ {
					h3 := h2.Add(c3)
					for c4 := c3 + 1; c4 <= 52; c4++ {
						h4 := h3.Add(c4)
						for c5 := c4 + 1; c5 < 52; c5++ {
							s, k := last(h4.Add(c5), c5+1)
							sum += s
							n += k
						}
					}
				}
			}
		}
	}
	sink = sum
	reportRate(b, n, cpu0)
}

// lastThreeBatch sums the values of h with every three cards from first up,
// evaluated through ValuesWith 2,048 at a time into a buffer (small enough
// to stay in the L1 cache between the kernel's writes and the sum's reads),
// and returns the sum and the number of hands. The buffer is a package
// variable: zeroing one on each call would cost more than the hands.
//
//go:noinline
func lastThreeBatch(h Hand, first card.Card) (sum Value, n int) {
	ts := triplesOver(first - 1)
	for rest := ts; len(rest) > 0; {
		part := rest[:min(len(rest), len(valueBuf))]
		h.ValuesWith(part, valueBuf[:])
		sum += addValues(valueBuf[:len(part)])
		rest = rest[len(part):]
	}
	return sum, len(ts)
}

var valueBuf [2048]Value

// addValues returns the sum of vs, at most 2,048 values of the High ranking
// (each below 1<<16). It adds them two at a time as the halves of a uint64,
// eight words a step: the low halves' sum stays below 1<<27 and never
// carries into the high halves. One value at a time, the sum cost about a
// third as much as the evaluation; four at a time, about a fifth.
func addValues(vs []Value) Value {
	var last Value
	if len(vs)%2 == 1 {
		last, vs = vs[len(vs)-1], vs[:len(vs)-1]
	}
	if len(vs) == 0 {
		return last
	}
	ws := unsafe.Slice((*uint64)(unsafe.Pointer(&vs[0])), len(vs)/2)
	var s0, s1, s2, s3 uint64
	i := 0
	for ; i+8 <= len(ws); i += 8 {
		w := (*[8]uint64)(ws[i : i+8])
		s0 += w[0] + w[4]
		s1 += w[1] + w[5]
		s2 += w[2] + w[6]
		s3 += w[3] + w[7]
	}
	for _, w := range ws[i:] {
		s0 += w
	}
	s := s0 + s1 + s2 + s3
	return Value(s) + Value(s>>32) + last
}

// BenchmarkSevenAllBatch evaluates every 7-card hand as four cards with
// each three cards above them, through ValuesWith.
func BenchmarkSevenAllBatch(b *testing.B) {
	triplesAbove()
	benchPrefixes(b, 4, lastThreeBatch)
}

// BenchmarkFiveAllBatch evaluates every 5-card hand as two cards with each
// three cards above them, through ValuesWith.
func BenchmarkFiveAllBatch(b *testing.B) {
	triplesAbove()
	benchPrefixes(b, 2, lastThreeBatch)
}

// benchPrefixes evaluates in each op every hand of k cards and three more,
// every k cards through last.
func benchPrefixes(b *testing.B, k int, last func(h Hand, first card.Card) (Value, int)) {
	b.ReportAllocs()
	var sum Value
	n := 0
	each := func(h Hand, next card.Card) {
		s, m := last(h, next)
		sum += s
		n += m
	}
	cpu0 := cpuSeconds()
	for b.Loop() {
		n = 0
		eachCards(Hand{}, 1, k, 49, each)
	}
	sink = sum
	reportRate(b, n, cpu0)
}

// BenchmarkSevenAllCards evaluates every 7-card hand from its cards with
// Seven (no partial sums kept).
func BenchmarkSevenAllCards(b *testing.B) {
	b.ReportAllocs()
	var sum Value
	n := 0
	var h [7]card.Card
	cpu0 := cpuSeconds()
	for b.Loop() {
		n = 0
		for h[0] = 1; h[0] <= 52; h[0]++ {
			for h[1] = h[0] + 1; h[1] <= 52; h[1]++ {
				for h[2] = h[1] + 1; h[2] <= 52; h[2]++ {
					for h[3] = h[2] + 1; h[3] <= 52; h[3]++ {
						for h[4] = h[3] + 1; h[4] <= 52; h[4]++ {
							for h[5] = h[4] + 1; h[5] <= 52; h[5]++ {
								for h[6] = h[5] + 1; h[6] <= 52; h[6]++ {
									sum += Seven(h[:])
								}
								n += int(52 - h[5])
							}
						}
					}
				}
			}
		}
	}
	sink = sum
	reportRate(b, n, cpu0)
}

// BenchmarkFiveAll evaluates every 5-card hand through Hand.
func BenchmarkFiveAll(b *testing.B) { benchAll5(b, lastTwo) }

// benchAll5 evaluates every 5-card hand in each op, the last two cards of
// every three through last.
func benchAll5(b *testing.B, last func(h Hand, first card.Card) (Value, int)) {
	b.ReportAllocs()
	var sum Value
	n := 0
	cpu0 := cpuSeconds()
	for b.Loop() {
		n = 0
		var h0 Hand
		for a := card.Card(1); a <= 52; a++ {
			h1 := h0.Add(a)
			for c2 := a + 1; c2 <= 52; c2++ {
				h2 := h1.Add(c2)
				for c3 := c2 + 1; c3 < 52; c3++ {
					s, k := last(h2.Add(c3), c3+1)
					sum += s
					n += k
				}
			}
		}
	}
	sink = sum
	reportRate(b, n, cpu0)
}

// BenchmarkFiveAllCards evaluates every 5-card hand from its cards with Five.
func BenchmarkFiveAllCards(b *testing.B) {
	b.ReportAllocs()
	var sum Value
	n := 0
	var h [5]card.Card
	cpu0 := cpuSeconds()
	for b.Loop() {
		n = 0
		for h[0] = 1; h[0] <= 52; h[0]++ {
			for h[1] = h[0] + 1; h[1] <= 52; h[1]++ {
				for h[2] = h[1] + 1; h[2] <= 52; h[2]++ {
					for h[3] = h[2] + 1; h[3] <= 52; h[3]++ {
						for h[4] = h[3] + 1; h[4] <= 52; h[4]++ {
							sum += Five(h[:])
						}
						n += int(52 - h[3])
					}
				}
			}
		}
	}
	sink = sum
	reportRate(b, n, cpu0)
}

// The other rankings, one hand per op.
func BenchmarkRankings(b *testing.B) {
	hs := dealt()[:1<<16]
	for _, r := range []struct {
		name string
		f    func([]card.Card) Value
	}{
		{"Three", func(c []card.Card) Value { return Three(c[:3]) }},
		{"Four5", func(c []card.Card) Value { return Four(c[:5]) }},
		{"Four6", func(c []card.Card) Value { return Four(c[:6]) }},
		{"PaiGow", func(c []card.Card) Value { return PaiGow(c[:5]) }},
		{"Razz7", Razz},
		{"LowEight7", LowEight},
		{"Omaha", func(c []card.Card) Value { return Omaha(c[:4], c[4:7]) }},
	} {
		b.Run(r.name, func(b *testing.B) {
			r.f(hs[0][:])
			b.ReportAllocs()
			i := 0
			for b.Loop() {
				sink += r.f(hs[i&(1<<16-1)][:])
				i++
			}
		})
	}
}

// BenchmarkInit measures what the package does at start-up: load the
// displacements, build the High tables.
func BenchmarkInit(b *testing.B) {
	for b.Loop() {
		initHash()
		buildRanking(rHigh, 5, 7, twoDecks, func(c *[13]uint8) uint32 { return five(rHigh, c) }, func(m uint16) uint32 { return fiveSuited(rHigh, m) })
	}
}

// addValues gives the plain sum of every list the batch benchmarks hand it:
// random High values (below 1<<16), every length from 0 to 2,048.
func TestAddValues(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	vs := make([]Value, 2048)
	for i := range vs {
		vs[i] = Value(rng.IntN(1 << 16))
	}
	vs[7], vs[8] = 0xFFFF, 0xFFFF
	for n := 0; n <= len(vs); n++ {
		var want Value
		for _, v := range vs[:n] {
			want += v
		}
		if got := addValues(vs[:n]); got != want {
			t.Fatalf("addValues of %d values: %d, want %d", n, got, want)
		}
	}
}
