//go:build !amd64

package handeval

import "croupier/card"

// haveAVX512 is false off amd64: Sevens evaluates every hand with Seven. A
// variable, as on amd64, for the tests.
var haveAVX512 = false

func sevensAVX512(hands *[7]card.Card, blocks int, out *Value, hash, disp *uint16, flush *uint32) int {
	panic("handeval: no AVX-512 off amd64")
}

func withAVX512(key, set uint64, hs *Hand, n int, out *Value, hash, disp *uint16, flush *uint32) int {
	panic("handeval: no AVX-512 off amd64")
}
