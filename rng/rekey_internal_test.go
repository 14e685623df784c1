package rng

import (
	"math/rand/v2"
	"sync"
	"testing"
)

// The key serves exactly rekeyEvery outputs: the last one still comes from
// the old key, the next from a fresh one.
func TestSecureRekeys(t *testing.T) {
	s := NewSecure()
	if s.used != 0 {
		t.Fatalf("new source: used = %d", s.used)
	}
	s.Uint64()
	if s.used != 1 {
		t.Fatalf("after one output: used = %d", s.used)
	}

	s.used = rekeyEvery - 1
	old := s.c
	s.Uint64() // output number rekeyEvery of this key
	if s.c != old || s.used != rekeyEvery {
		t.Fatalf("rekeyed one output early (used %d)", s.used)
	}
	// A copy of the old generator's state shows what the old key would
	// give next.
	state, err := old.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	oldNext := new(rand.ChaCha8)
	if err := oldNext.UnmarshalBinary(state); err != nil {
		t.Fatal(err)
	}

	v := s.Uint64()
	if s.c == old {
		t.Fatal("no new generator after rekeyEvery outputs")
	}
	if s.used != 1 {
		t.Errorf("after rekeying: used = %d, want 1", s.used)
	}
	if w := oldNext.Uint64(); v == w {
		t.Errorf("output after rekeying %#x equals the old key's next output", v)
	}
	// It goes on producing distinct values.
	seen := map[uint64]bool{v: true}
	for range 1000 {
		x := s.Uint64()
		if seen[x] {
			t.Fatalf("repeated %#x after rekeying", x)
		}
		seen[x] = true
	}
	if s.used != 1001 {
		t.Errorf("used = %d after 1001 outputs of the new key", s.used)
	}
}

// Rekeying under concurrent use (run with -race).
func TestSecureRekeyConcurrent(t *testing.T) {
	s := NewSecure()
	s.used = rekeyEvery - 100
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			for range 100 {
				s.Uint64()
			}
		})
	}
	wg.Wait()
	// 800 outputs: 100 from the old key, 700 from the new one.
	if s.used != 700 {
		t.Errorf("used = %d, want 700", s.used)
	}
}
