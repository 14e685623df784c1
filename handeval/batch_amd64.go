package handeval

import (
	"golang.org/x/sys/cpu"

	"croupier/card"
)

// haveAVX512 tells whether Sevens may use its AVX-512 kernel: the processor
// has the instructions (F; BW for the byte mask of the last 48 bytes, VBMI
// for VPERMI2B, CD for VPLZCNTD) and the system saves the ZMM registers (cpu
// checks XGETBV), and BMI2 for the last block's masks (BZHI). Tests turn it off to check the kernel against Seven.
var haveAVX512 = cpu.X86.HasAVX512F && cpu.X86.HasAVX512BW && cpu.X86.HasAVX512CD && cpu.X86.HasAVX512VBMI && cpu.X86.HasBMI2

// sevensAVX512 evaluates blocks·16 hands into out (batch_amd64.s). hash,
// disp and flush are the starts of tab.hash, of its displacements and of
// tab.flush. A hand whose flush holds a card twice (two decks) gets 0, no
// hand, for the caller to value, and dup is then not 0.
//
//go:noescape
func sevensAVX512(hands *[7]card.Card, blocks int, out *Value, hash, disp *uint16, flush *uint32) (dup int)

// withAVX512 writes into out the value of the hand (key, set) with each of
// the n hands from hs added (Hand.ValuesWith), and 0, with dup not 0, for
// those whose flush holds a card twice, as sevensAVX512.
//
//go:noescape
func withAVX512(key, set uint64, hs *Hand, n int, out *Value, hash, disp *uint16, flush *uint32) (dup int)

// The kernels' constant tables, read by VPERMI2B and VPERMD. The kernel
// holds a card c (1–52) in each 32-bit lane: its rank index plus one is
// (c+3)>>2 and its suit is (c−1)&3, a function of c&15, the low four bits
// VPERMD reads.
var (
	// avxCards[j] gathers card j of sixteen hands (112 bytes: bytes 0–63 in
	// one register, 64–111 and 16 zero bytes in the other) into 32-bit
	// lanes: lane i takes byte 7i+j, then three copies of byte 127, zero.
	avxCards [7][64]byte
	// avxRank holds the high half of each rank's key (rankHash) by rank
	// index plus one; the suit counters never carry into it (key.go).
	avxRank [16]uint32
	// avxRankBit holds each rank's bit in a flush table index, by rank index
	// plus one.
	avxRankBit [16]uint32
	// avxSuit holds a card's suit counter (13 in byte suit, key.go) by c&15.
	avxSuit [16]uint32
	// avxSuit8 holds 8·suit by c&15: the bit where the suit's counter starts.
	avxSuit8 [16]uint32
	// avxWords[w] picks word w of eight Hands (key low, key high, set low,
	// set high) from two registers of four Hands each, twice.
	avxWords [4][16]uint32
)

func init() {
	for j := range avxCards {
		for i := range 16 {
			avxCards[j][4*i] = byte(7*i + j)
			avxCards[j][4*i+1], avxCards[j][4*i+2], avxCards[j][4*i+3] = 127, 127, 127
		}
	}
	for r := range rankHash {
		avxRank[r+1] = uint32(rankHash[r] >> 32)
		avxRankBit[r+1] = 1 << r
	}
	for w := range avxWords {
		for i := range 16 {
			avxWords[w][i] = uint32(4*(i%8) + w)
		}
	}
	for i := range avxSuit {
		s := uint(i-1) & 3
		avxSuit[i] = 13 << (8 * s)
		avxSuit8[i] = uint32(8 * s)
	}
}
