// Package rng is Croupier's only source of randomness.
//
// Production draws come from NewSecure, a ChaCha8 generator keyed from the
// operating system's cryptographic source and re-keyed regularly. There is no
// seeded constructor in this package: deterministic sources live in
// rng/seeded, which production packages are forbidden to import (a test in
// cmd/croupier checks), so a production path cannot fall back to a seeded
// source by accident.
//
// Bounded integers use rejection (never a modulo bias); shuffles are
// Fisher–Yates.
package rng

import (
	crand "crypto/rand"
	"math/bits"
	"math/rand/v2"
	"sync"

	"croupier/card"
)

// A Source produces uniformly distributed 64-bit values.
type Source interface {
	Uint64() uint64
}

// rekeyEvery is how many outputs a key serves before it is replaced.
const rekeyEvery = 1 << 20

// Secure is a cryptographically secure Source: ChaCha8 keyed with 32 bytes
// from crypto/rand, re-keyed from crypto/rand every 2^20 outputs. It is safe
// for concurrent use.
type Secure struct {
	mu   sync.Mutex
	c    *rand.ChaCha8
	used int
}

// NewSecure returns a Secure source keyed from the operating system.
func NewSecure() *Secure {
	s := &Secure{}
	s.rekey()
	return s
}

func (s *Secure) rekey() {
	var seed [32]byte
	// crypto/rand.Read never returns an error on supported platforms (it
	// crashes the program rather than return predictable bytes).
	_, _ = crand.Read(seed[:])
	s.c = rand.NewChaCha8(seed)
	s.used = 0
}

// Uint64 returns the next secure value.
func (s *Secure) Uint64() uint64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.used >= rekeyEvery {
		s.rekey()
	}
	s.used++
	return s.c.Uint64()
}

// IntN returns a uniform integer in [0, n). It uses Lemire's multiply and
// rejects the values that would bias the result. It panics if n <= 0.
func IntN(src Source, n int) int {
	if n <= 0 {
		panic("rng: IntN with n <= 0")
	}
	un := uint64(n)
	hi, lo := bits.Mul64(src.Uint64(), un)
	if lo < un {
		thresh := -un % un // 2^64 mod n
		for lo < thresh {
			hi, lo = bits.Mul64(src.Uint64(), un)
		}
	}
	return int(hi)
}

// Shuffle is the Fisher–Yates shuffle of n elements.
func Shuffle(src Source, n int, swap func(i, j int)) {
	for i := n - 1; i > 0; i-- {
		swap(i, IntN(src, i+1))
	}
}

// A Dealer draws a round's outcomes from a Source: it is the tape of an
// electronic table. Cards come from a Fisher–Yates shuffle of what the shoe
// still holds, made when the shoe is shuffled (or when the dealer meets a
// shoe whose state it did not deal, as after a recovery).
type Dealer struct {
	src      Source
	order    []card.Card
	shuffles int // the shoe's shuffle count the order belongs to
	base     int // the shoe's dealt count when order was made
}

// NewDealer returns a Dealer drawing from src.
func NewDealer(src Source) *Dealer { return &Dealer{src: src, shuffles: -1} }

// Card returns the next card out of shoe s. If the shoe no longer holds the
// card its order has next (a card was dealt without the dealer), a new order
// of what the shoe holds is made.
func (d *Dealer) Card(s *card.Shoe) card.Card {
	left := s.Left()
	i := s.Dealt() - d.base
	if s.Shuffles() != d.shuffles || i < 0 || i >= len(d.order) || left.Count(d.order[i]) == 0 {
		d.order = left.Cards()
		Shuffle(d.src, len(d.order), func(i, j int) { d.order[i], d.order[j] = d.order[j], d.order[i] })
		d.shuffles, d.base, i = s.Shuffles(), s.Dealt(), 0
	}
	return d.order[i]
}

// Dice returns n faces 1–6.
func (d *Dealer) Dice(n int) []int {
	r := make([]int, n)
	for i := range r {
		r[i] = 1 + IntN(d.src, 6)
	}
	return r
}

// IntN returns a uniform integer in [0, n).
func (d *Dealer) IntN(n int) int { return IntN(d.src, n) }
