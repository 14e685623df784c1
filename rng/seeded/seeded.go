// Package seeded provides deterministic sources for tests, simulations and
// benchmarks. Production code must not import it: game/deps_test.go fails
// if the server, or any part of the command but croupier simulate
// (analysis/simulate), reaches it.
package seeded

import "math/rand/v2"

// New returns a deterministic source: ChaCha8 keyed from seed.
func New(seed uint64) *rand.ChaCha8 {
	var key [32]byte
	for i := range 4 {
		s := seed + uint64(i)*0x9e3779b97f4a7c15
		for j := range 8 {
			key[i*8+j] = byte(s >> (8 * j))
		}
	}
	return rand.NewChaCha8(key)
}
