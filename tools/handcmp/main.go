// Command handcmp measures Croupier's poker hand evaluator beside OMPEval in
// one process: it cuts each benchmark into pieces (the hands of one lowest
// card, or a million random hands), runs each piece with both evaluators in
// turn, alternating which goes first, and adds up the time of each. Both see
// the same machine at the same moment, so the ratio holds still while the
// rates themselves move with the machine's other load (docs/PERFORMANCE.md,
// "Side by side in one process").
//
// It is a module of its own, outside go test ./..., because it needs OMPEval,
// which is not in this repository; PERFORMANCE.md says how to build it.
//
//	handcmp -b all7|all5|random [-api with|value|seven|hand|batch] [-r passes]
//	handcmp -b ab7|ab5 [-r passes] with|value|up|batch with|value|up|batch
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

// lastTwoUp is lastTwoWith counting the last card up, as the benchmarks did
// before the fifth session (for ab).
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

// pairs lists every two cards as Hands, the higher first card first: the
// pairs of cards from first up are the first C(53−first, 2).
var pairs = func() []handeval.Hand {
	var ps []handeval.Hand
	for c := card.Card(51); c >= 1; c-- {
		for d := c + 1; d <= 52; d++ {
			ps = append(ps, handeval.Hand{}.Add(c).Add(d))
		}
	}
	return ps
}

var (
	pairList []handeval.Hand
	pairBuf  [1326]handeval.Value
)

// add returns the sum of vs, four at a time.
func add(vs []handeval.Value) handeval.Value {
	var s0, s1, s2, s3 handeval.Value
	for ; len(vs) >= 4; vs = vs[4:] {
		s0 += vs[0]
		s1 += vs[1]
		s2 += vs[2]
		s3 += vs[3]
	}
	for _, v := range vs {
		s0 += v
	}
	return s0 + s1 + s2 + s3
}

// lastTwoBatch evaluates h with every two cards from first up in one
// ValuesWith and adds the values up.
//
//go:noinline
func lastTwoBatch(h handeval.Hand, first card.Card) (sum handeval.Value, n int) {
	k := int(53 - first)
	n = k * (k - 1) / 2
	h.ValuesWith(pairList[:n], pairBuf[:])
	return add(pairBuf[:n]), n
}

var lastTwos = map[string]lastTwo{"with": lastTwoWith, "value": lastTwoValue, "up": lastTwoUp, "batch": lastTwoBatch}

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
		for _, v := range buf[:len(part)] {
			sum += v
		}
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
	api := flag.String("api", "", "Croupier's side: with, value or batch (all7, all5: the last card through ValueWith or Add and Value, or the last two through ValuesWith), seven, hand or batch (random: Seven, Hand, or Sevens 1,024 hands at a time)")
	passes := flag.Int("r", 1, "passes over the benchmark's hands")
	flag.Parse()
	pairList = pairs()
	if *bench == "ab7" || *bench == "ab5" {
		x, y := lastTwos[flag.Arg(0)], lastTwos[flag.Arg(1)]
		if flag.NArg() != 2 || x == nil || y == nil {
			fmt.Fprintf(os.Stderr, "handcmp: -b %s takes two of with, value, up, batch\n", *bench)
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
		last, k := lastTwo(lastTwoWith), 7
		switch *api {
		case "value":
			last = lastTwoValue
		case "batch":
			last = lastTwoBatch
		case "", "with":
		default:
			fmt.Fprintf(os.Stderr, "handcmp: -api %s: %s takes with, value or batch\n", *api, *bench)
			os.Exit(2)
		}
		ours := all7
		if *bench == "all5" {
			k, ours = 5, all5
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
	omp, ours := float64(nOMP)/tOMP.Seconds()/1e6, float64(nOurs)/tOurs.Seconds()/1e6
	fmt.Printf("%s %s: OMPEval %.1f, Croupier %.1f Mhands/s, ratio %.3f\n", *bench, *api, omp, ours, ours/omp)
}
