// Command handcmp measures Croupier's poker hand evaluator beside OMPEval in
// one process: it cuts each benchmark into pieces (the hands of one lowest
// card, or a million random hands), runs each piece with both evaluators in
// turn, alternating which goes first, and adds up the time of each. Both see
// the same machine at the same moment, so the ratio holds still while the
// rates themselves move with the machine's other load (docs/PERFORMANCE.md,
// "Against OMPEval").
//
// It is a module of its own, outside go test ./..., because it needs OMPEval,
// which is not in this repository; PERFORMANCE.md says how to build it
// ("Building OMPEval and tools/handcmp").
//
//	handcmp -b all7|all5|random [-api with|value|seven|hand|batch] [-r passes]
//	handcmp -b ab7|ab5 [-r passes] with|value|up with|value|up
package main

/*
#cgo CXXFLAGS: -O3 -march=native -std=c++17
#cgo LDFLAGS: -lstdc++
#include <stdint.h>
void omp_init();
uint64_t omp_all7(int a, uint64_t *n);
uint64_t omp_all5(int a, uint64_t *n);
uint64_t omp_random(const uint8_t *p, uint64_t count);
*/
import "C"

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"time"
	"unsafe"

	"croupier/card"
	"croupier/handeval"
)

var sink handeval.Value

// lastTwoWith and lastTwoValue sum the values of h with every two cards from
// first to the ace of spades added, the last card through ValueWith or
// through Add and Value, as handeval's benchmarks do (bench_test.go); they
// return the sum and the number of hands.
//
//go:noinline
func lastTwoWith(h handeval.Hand, first card.Card) (sum handeval.Value, n int) {
	for c := first; c < 52; c++ {
		g := h.Add(c)
		for d := card.Card(52); d > c; d-- {
			sum += g.ValueWith(d)
		}
		n += int(52 - c)
	}
	return sum, n
}

//go:noinline
func lastTwoValue(h handeval.Hand, first card.Card) (sum handeval.Value, n int) {
	for c := first; c < 52; c++ {
		g := h.Add(c)
		for d := card.Card(52); d > c; d-- {
			sum += g.Add(d).Value()
		}
		n += int(52 - c)
	}
	return sum, n
}

// lastTwoUp is lastTwoWith counting the last card up, for ab to time against
// the benchmarks' counting down.
//
//go:noinline
func lastTwoUp(h handeval.Hand, first card.Card) (sum handeval.Value, n int) {
	for c := first; c < 52; c++ {
		g := h.Add(c)
		for d := c + 1; d <= 52; d++ {
			sum += g.ValueWith(d)
		}
		n += int(52 - c)
	}
	return sum, n
}

// triples lists every three cards as Hands, the higher lowest card first:
// the triples of cards from first up are the first C(53−first, 3).
func triples() []handeval.Hand {
	var ts []handeval.Hand
	for c := card.Card(50); c >= 1; c-- {
		for d := c + 1; d <= 52; d++ {
			for e := d + 1; e <= 52; e++ {
				ts = append(ts, handeval.Hand{}.Add(c).Add(d).Add(e))
			}
		}
	}
	return ts
}

var (
	tripleList []handeval.Hand
	valueBuf   [2048]handeval.Value
)

// add returns the sum of vs, at most 2,048 values of the High ranking (each
// below 1<<16), two at a time as the halves of a uint64, as handeval's
// benchmarks add them (addValues in bench_test.go): the low halves never
// carry.
func add(vs []handeval.Value) handeval.Value {
	var last handeval.Value
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
	return handeval.Value(s) + handeval.Value(s>>32) + last
}

// lastThreeBatch evaluates h with every three cards from first up through
// ValuesWith, 2,048 at a time, and adds the values up, as handeval's
// benchmarks do.
//
//go:noinline
func lastThreeBatch(h handeval.Hand, first card.Card) (sum handeval.Value, n int) {
	k := int(53 - first)
	n = k * (k - 1) * (k - 2) / 6
	for rest := tripleList[:n]; len(rest) > 0; {
		part := rest[:min(len(rest), len(valueBuf))]
		h.ValuesWith(part, valueBuf[:])
		sum += add(valueBuf[:len(part)])
		rest = rest[len(part):]
	}
	return sum, n
}

// allBatch returns the benchmark piece that evaluates every hand of k cards
// and three more whose lowest card is a: every k cards (four for 7-card
// hands, two for 5-card hands) with each three above them through
// lastThreeBatch.
func allBatch(k int) func(a card.Card, _ lastTwo) (handeval.Value, int) {
	return func(a card.Card, _ lastTwo) (sum handeval.Value, n int) {
		var each func(h handeval.Hand, next card.Card, left int)
		each = func(h handeval.Hand, next card.Card, left int) {
			if left == 0 {
				s, m := lastThreeBatch(h, next)
				sum += s
				n += m
				return
			}
			for c := next; c <= 49-card.Card(left-1); c++ {
				each(h.Add(c), c+1, left-1)
			}
		}
		each(handeval.Hand{}.Add(a), a+1, k-1)
		return sum, n
	}
}

var lastTwos = map[string]lastTwo{"with": lastTwoWith, "value": lastTwoValue, "up": lastTwoUp}

// ab times two of Croupier's innermost loops against each other over every
// 7- or 5-card hand, in pieces of one lowest card, alternating which goes
// first, and prints how much faster the second is.
func ab(k int, x, y lastTwo, passes int) {
	var t [2]time.Duration
	all := all7
	if k == 5 {
		all = all5
	}
	for r := range passes {
		for a := card.Card(1); a <= card.Card(53-k); a++ {
			for j := range 2 {
				i := (j + int(a) + r) % 2
				last := x
				if i == 1 {
					last = y
				}
				t0 := time.Now()
				s, _ := all(a, last)
				t[i] += time.Since(t0)
				sink += s
			}
		}
	}
	fmt.Printf("all%d: the second is %.3f× the first\n", k, t[0].Seconds()/t[1].Seconds())
}

type lastTwo func(h handeval.Hand, first card.Card) (handeval.Value, int)

// all7 evaluates every 7-card hand whose lowest card is a.
func all7(a card.Card, last lastTwo) (sum handeval.Value, n int) {
	h1 := handeval.Hand{}.Add(a)
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
	return sum, n
}

// all5 evaluates every 5-card hand whose lowest card is a.
func all5(a card.Card, last lastTwo) (sum handeval.Value, n int) {
	h1 := handeval.Hand{}.Add(a)
	for c2 := a + 1; c2 <= 52; c2++ {
		h2 := h1.Add(c2)
		for c3 := c2 + 1; c3 < 52; c3++ {
			s, k := last(h2.Add(c3), c3+1)
			sum += s
			n += k
		}
	}
	return sum, n
}

//go:noinline
func randomHand(hs [][7]card.Card) (sum handeval.Value) {
	for i := range hs {
		c := &hs[i]
		sum += handeval.Hand{}.Add(c[0]).Add(c[1]).Add(c[2]).Add(c[3]).Add(c[4]).Add(c[5]).Add(c[6]).Value()
	}
	return sum
}

//go:noinline
func randomSeven(hs [][7]card.Card) (sum handeval.Value) {
	for i := range hs {
		sum += handeval.Seven(hs[i][:])
	}
	return sum
}

// randomBatch evaluates the hands with Sevens, 1,024 at a time into a
// buffer, and adds the buffer up, as handeval's BenchmarkSevensRandom does.
//
//go:noinline
func randomBatch(hs [][7]card.Card) (sum handeval.Value) {
	var buf [1024]handeval.Value
	for i := 0; i < len(hs); i += len(buf) {
		part := hs[i:min(i+len(buf), len(hs))]
		handeval.Sevens(part, buf[:])
		sum += add(buf[:len(part)])
	}
	return sum
}

// deal returns n random 7-card hands, seeded, as cards and as OMPEval's
// card indexes (card − 1).
func deal(n int) ([][7]card.Card, []uint8) {
	rng := rand.New(rand.NewPCG(42, 7))
	d := make([]card.Card, 52)
	for i := range d {
		d[i] = card.Card(i + 1)
	}
	hs, idx := make([][7]card.Card, n), make([]uint8, 7*n)
	for i := range hs {
		for j := range 7 {
			r := j + rng.IntN(52-j)
			d[j], d[r] = d[r], d[j]
			idx[7*i+j] = uint8(d[j] - 1)
		}
		copy(hs[i][:], d[:7])
	}
	return hs, idx
}

func main() {
	bench := flag.String("b", "all7", "benchmark: all7, all5 or random; ab7 or ab5 to time two of Croupier's loops against each other")
	api := flag.String("api", "", "Croupier's side: with, value or batch (all7, all5: the last card through ValueWith or Add and Value, or the last three through ValuesWith, 2,048 at a time), seven, hand or batch (random: Seven, Hand, or Sevens 1,024 hands at a time)")
	passes := flag.Int("r", 1, "passes over the benchmark's hands")
	flag.Parse()
	tripleList = triples()
	if *bench == "ab7" || *bench == "ab5" {
		x, y := lastTwos[flag.Arg(0)], lastTwos[flag.Arg(1)]
		if flag.NArg() != 2 || x == nil || y == nil {
			fmt.Fprintf(os.Stderr, "handcmp: -b %s takes two of with, value, up\n", *bench)
			os.Exit(2)
		}
		ab(int((*bench)[2]-'0'), x, y, *passes)
		return
	}
	C.omp_init()

	var tOMP, tOurs time.Duration
	var nOMP, nOurs uint64
	piece := 0
	// both times one piece with each evaluator, the first in turn.
	both := func(omp, ours func()) {
		run := func(f func(), t *time.Duration) {
			t0 := time.Now()
			f()
			*t += time.Since(t0)
		}
		if piece++; piece%2 == 0 {
			run(omp, &tOMP)
			run(ours, &tOurs)
		} else {
			run(ours, &tOurs)
			run(omp, &tOMP)
		}
	}
	switch *bench {
	case "all7", "all5":
		last, k, batch := lastTwo(lastTwoWith), 7, false
		switch *api {
		case "value":
			last = lastTwoValue
		case "batch":
			batch = true
		case "", "with":
		default:
			fmt.Fprintf(os.Stderr, "handcmp: -api %s: %s takes with, value or batch\n", *api, *bench)
			os.Exit(2)
		}
		ours := all7
		if *bench == "all5" {
			k, ours = 5, all5
		}
		if batch {
			ours = allBatch(k - 3)
		}
		for range *passes {
			for a := 1; a <= 53-k; a++ {
				both(func() {
					var n C.uint64_t
					if k == 7 {
						C.omp_all7(C.int(a-1), &n)
					} else {
						C.omp_all5(C.int(a-1), &n)
					}
					nOMP += uint64(n)
				}, func() {
					s, n := ours(card.Card(a), last)
					sink += s
					nOurs += uint64(n)
				})
			}
		}
	case "random":
		const n, chunk = 10_000_000, 1_000_000
		hs, idx := deal(n)
		eval := randomSeven
		switch *api {
		case "hand":
			eval = randomHand
		case "batch":
			eval = randomBatch
		case "", "seven":
		default:
			fmt.Fprintf(os.Stderr, "handcmp: -api %s: random takes seven, hand or batch\n", *api)
			os.Exit(2)
		}
		for range *passes {
			for i := 0; i < n; i += chunk {
				both(func() {
					C.omp_random((*C.uint8_t)(unsafe.Pointer(&idx[7*i])), chunk)
					nOMP += chunk
				}, func() {
					sink += eval(hs[i : i+chunk])
					nOurs += chunk
				})
			}
		}
	default:
		fmt.Fprintf(os.Stderr, "handcmp: -b %s: want all7, all5 or random\n", *bench)
		os.Exit(2)
	}
	if nOMP != nOurs {
		fmt.Fprintf(os.Stderr, "handcmp: OMPEval evaluated %d hands, Croupier %d\n", nOMP, nOurs)
		os.Exit(1)
	}
	omp, ours := float64(nOMP)/tOMP.Seconds()/1e6, float64(nOurs)/tOurs.Seconds()/1e6
	fmt.Printf("%s %s: OMPEval %.1f, Croupier %.1f Mhands/s, ratio %.3f\n", *bench, *api, omp, ours, ours/omp)
}
