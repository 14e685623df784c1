package rng_test

import (
	crand "crypto/rand"
	"encoding/binary"
	"math/rand/v2"
	"testing"

	"croupier/card"
	"croupier/rng"
	"croupier/rng/seeded"
)

var sinkInt int

func BenchmarkIntNSeeded(b *testing.B) {
	src := seeded.New(seed)
	b.ReportAllocs()
	for b.Loop() {
		sinkInt += rng.IntN(src, 52)
	}
}

func BenchmarkIntNSecure(b *testing.B) {
	src := rng.NewSecure()
	b.ReportAllocs()
	for b.Loop() {
		sinkInt += rng.IntN(src, 52)
	}
}

// A bound with a large biased zone (2^64 mod n ≈ 2^62): a quarter of draws
// are rejected.
func BenchmarkIntNSeededLargeBound(b *testing.B) {
	src := seeded.New(seed)
	b.ReportAllocs()
	for b.Loop() {
		sinkInt += rng.IntN(src, 1<<62+1)
	}
}

func benchmarkShuffle(b *testing.B, src rng.Source, d card.Deck) {
	cs := d.Cards()
	b.ReportAllocs()
	for b.Loop() {
		rng.Shuffle(src, len(cs), func(i, j int) { cs[i], cs[j] = cs[j], cs[i] })
	}
	sinkInt += int(cs[0])
}

func BenchmarkShuffle52(b *testing.B)  { benchmarkShuffle(b, seeded.New(seed), card.Standard(1)) }
func BenchmarkShuffle416(b *testing.B) { benchmarkShuffle(b, seeded.New(seed), card.Standard(8)) }

func BenchmarkShuffle52Secure(b *testing.B) {
	benchmarkShuffle(b, rng.NewSecure(), card.Standard(1))
}

// A whole 6-deck shoe dealt through a Dealer: one 312-card shuffle and 312
// Card calls.
func BenchmarkDealerShoe312(b *testing.B) {
	src := seeded.New(seed)
	b.ReportAllocs()
	for b.Loop() {
		s := card.NewShoe(card.Standard(6), 6, card.Policy{})
		d := rng.NewDealer(src)
		for range 312 {
			if err := s.Deal(d.Card(&s)); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// Baselines measured in the same run: a bounded integer drawn straight from
// crypto/rand (8 bytes per draw, the obvious secure implementation) and from
// math/rand/v2's unbiased bounded draw on the same seeded ChaCha8.
func BenchmarkIntNCryptoRandBaseline(b *testing.B) {
	var buf [8]byte
	b.ReportAllocs()
	for b.Loop() {
		_, _ = crand.Read(buf[:])
		sinkInt += int(binary.LittleEndian.Uint64(buf[:]) % 52) // biased: a speed baseline only
	}
}

func BenchmarkIntNMathRandBaseline(b *testing.B) {
	r := rand.New(seeded.New(seed))
	b.ReportAllocs()
	for b.Loop() {
		sinkInt += r.IntN(52)
	}
}
