package rng_test

import (
	"sync"
	"testing"

	"croupier/rng"
)

func TestSecureSourcesDiffer(t *testing.T) {
	a, b := rng.NewSecure(), rng.NewSecure()
	same := 0
	for range 8 {
		if a.Uint64() == b.Uint64() {
			same++
		}
	}
	// Two keys from crypto/rand: equal outputs have probability 2^-64 each.
	if same > 0 {
		t.Errorf("two NewSecure sources gave %d equal outputs out of 8", same)
	}
	// Nor does one source repeat itself.
	seen := map[uint64]bool{}
	for range 10000 {
		v := a.Uint64()
		if seen[v] {
			t.Fatalf("Secure repeated %#x within 10000 outputs", v)
		}
		seen[v] = true
	}
}

// The bits are balanced: over 4096 outputs each of the 64 bit positions is
// set 2048 ± 6σ (σ = 32) times. The source is not seeded, so the bound is
// loose enough never to fail by chance (about 2·10^-9 per bit).
func TestSecureBitBalance(t *testing.T) {
	s := rng.NewSecure()
	var ones [64]int
	for range 4096 {
		v := s.Uint64()
		for b := range 64 {
			ones[b] += int(v >> b & 1)
		}
	}
	for b, n := range ones {
		if n < 2048-192 || n > 2048+192 {
			t.Errorf("bit %d set %d times in 4096", b, n)
		}
	}
}

// Run with -race: the mutex must serialize the ChaCha8 state.
func TestSecureConcurrent(t *testing.T) {
	s := rng.NewSecure()
	const workers, each = 8, 5000
	out := make([][]uint64, workers)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			vals := make([]uint64, each)
			for i := range vals {
				vals[i] = s.Uint64()
			}
			for range 200 {
				if v := rng.IntN(s, 52); v < 0 || v >= 52 {
					t.Errorf("IntN(52) = %d", v)
				}
			}
			out[w] = vals
		})
	}
	wg.Wait()
	// No value handed out twice: concurrent callers never share an output.
	seen := make(map[uint64]bool, workers*each)
	for _, vals := range out {
		for _, v := range vals {
			if seen[v] {
				t.Fatalf("value %#x handed out twice", v)
			}
			seen[v] = true
		}
	}
}
