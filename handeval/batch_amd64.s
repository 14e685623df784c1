#include "textflag.h"

// CARD spreads card j of sixteen hands (off = 64·j) into the lanes of c,
// adds its suit counter to Z3 and its rank's hash to Z2, and leaves its rank
// index plus one in r (sevensAVX512).
#define CARD(off, c, r) \
	VMOVDQU64 ·avxCards+off(SB), c; \
	VPERMI2B  Z1, Z0, c; \
	VPERMD    ·avxSuit(SB), c, Z4; \
	VPADDD    Z4, Z3, Z3; \
	VPADDD    Z24, c, Z4; \
	VPSRLD    $2, Z4, r; \
	VPERMD    ·avxRank(SB), r, Z4; \
	VPADDD    Z4, Z2, Z2

// SUITED ORs into Z5 the rank bit of each lane's card c (rank index plus
// one r) when the card is of the suit whose 8·suit is in Z4 (sevensAVX512's
// flush lanes).
#define SUITED(c, r) \
	VPERMD   ·avxSuit8(SB), c, Z6; \
	VPCMPEQD Z4, Z6, K3; \
	VPERMD   ·avxRankBit(SB), r, Z8; \
	VPORD    Z8, Z5, K3, Z5

// WORDS puts word off/64 of each of sixteen Hands in Z0–Z3 (avxWords) into
// dst, through Z6 and Z7 (withAVX512).
#define WORDS(off, dst) \
	VMOVDQU64  ·avxWords+off(SB), Z6; \
	VMOVDQA64  Z6, Z7; \
	VPERMI2D   Z1, Z0, Z6; \
	VPERMI2D   Z3, Z2, Z7; \
	VSHUFI64X2 $0x44, Z7, Z6, dst

// CONSTANTS broadcasts the constants both kernels share, through AX: Z25
// the flush flags 0x40404040, Z26 the slot mask 1<<17−1, Z27 0xFFFF (a
// 16-bit table's entry, a flush entry's value), Z28 25 (8·suit is 25 − the
// flag's leading zeros).
#define CONSTANTS \
	MOVL $0x40404040, AX; \
	VPBROADCASTD AX, Z25; \
	MOVL $0x1FFFF, AX; \
	VPBROADCASTD AX, Z26; \
	MOVL $0xFFFF, AX; \
	VPBROADCASTD AX, Z27; \
	MOVL $25, AX; \
	VPBROADCASTD AX, Z28

// func sevensAVX512(hands *[7]card.Card, blocks int, out *Value, hash, disp, flush *uint16)
//
// Sixteen 7-card hands a block (112 bytes of cards, 64 bytes of values), one
// hand a 32-bit lane; batch.go and batch_amd64.go say what the tables hold.
// A lane computes what Seven does: the high half of the key (the ranks'
// hash) in Z2, the low half (the suit counters) in Z3, then the slot
// (uint32(key>>33) ^ disp[key>>50]) & (1<<17-1) = (hi>>1 ^ disp[hi>>18]) &
// (1<<17-1), and the value at that slot. A 16-bit table is read by 32-bit
// gathers at twice the index, the upper half masked off. Lanes whose suit
// counters flag a flush take the flush table's value instead: the suit is
// found from the flag's bit (25 − its leading zeros is 8·suit), the index
// is the OR of the bits of that suit's cards' ranks. A flush entry is 32
// bits, its value in the low half and in bits 16–23 the suit counter of
// exactly those cards; a lane whose counter reads otherwise holds a card of
// the suit twice (two decks): it gets 0, and its bit goes into R8, the
// result, for Sevens to value it with Seven.
//
// Registers: Z0, Z1 the block's cards; Z10–Z16 card j of each hand; Z17–Z23
// its rank index plus one; Z24 3; Z25 the flush flags 0x40404040; Z26
// 1<<17−1; Z27 0xFFFF; Z28 25; Z29 0xFF; R8 the lanes that held a card
// twice.
TEXT ·sevensAVX512(SB), NOSPLIT, $0-56
	MOVQ hands+0(FP), SI
	MOVQ blocks+8(FP), CX
	MOVQ out+16(FP), DI
	MOVQ hash+24(FP), R9
	MOVQ disp+32(FP), R10
	MOVQ flush+40(FP), R11
	XORQ R8, R8
	TESTQ CX, CX
	JLE done
	MOVQ $0xFFFFFFFFFFFF, AX
	KMOVQ AX, K7
	MOVL $3, AX
	VPBROADCASTD AX, Z24
	MOVL $0xFF, AX
	VPBROADCASTD AX, Z29
	CONSTANTS

block:
	VMOVDQU8 (SI), Z0
	VMOVDQU8.Z 64(SI), K7, Z1
	VPXORD Z2, Z2, Z2
	VPXORD Z3, Z3, Z3
	CARD(0, Z10, Z17)
	CARD(64, Z11, Z18)
	CARD(128, Z12, Z19)
	CARD(192, Z13, Z20)
	CARD(256, Z14, Z21)
	CARD(320, Z15, Z22)
	CARD(384, Z16, Z23)
	// The perfect hash: the displacement of bucket hi>>18, then the value.
	VPSRLD $18, Z2, Z4
	KXNORW K1, K1, K1
	VPGATHERDD (R10)(Z4*2), K1, Z5
	VPANDD Z27, Z5, Z5
	VPSRLD $1, Z2, Z6
	VPXORD Z5, Z6, Z6
	VPANDD Z26, Z6, Z6
	KXNORW K1, K1, K1
	VPGATHERDD (R9)(Z6*2), K1, Z7
	VPANDD Z27, Z7, Z7
	VPTESTMD Z25, Z3, K2
	KORTESTW K2, K2
	JNZ flush

store:
	VMOVDQU32 Z7, (DI)
	ADDQ $112, SI
	ADDQ $64, DI
	DECQ CX
	JNZ block
	VZEROUPPER

done:
	MOVQ R8, dup+48(FP)
	RET

flush:
	// K2 holds the lanes with five cards or more of a suit; Z4 gets 8·suit.
	VPANDD Z25, Z3, Z4
	VPLZCNTD Z4, Z4
	VPSUBD Z4, Z28, Z4
	VPXORD Z5, Z5, Z5
	SUITED(Z10, Z17)
	SUITED(Z11, Z18)
	SUITED(Z12, Z19)
	SUITED(Z13, Z20)
	SUITED(Z14, Z21)
	SUITED(Z15, Z22)
	SUITED(Z16, Z23)
	KMOVW K2, K3
	VPGATHERDD (R11)(Z5*4), K2, Z6
	VPANDD Z27, Z6, K3, Z7
	// K4: the flush lanes whose suit counter (Z3's byte 8·suit) is not the
	// entry's bits 16–23; their value becomes 0.
	VPSRLVD Z4, Z3, Z8
	VPSRLD $16, Z6, Z9
	VPXORD Z8, Z9, Z9
	VPTESTMD Z29, Z9, K3, K4
	VPXORD Z7, Z7, K4, Z7
	KMOVW K4, AX
	ORQ AX, R8
	JMP store

// func withAVX512(key, set uint64, hs *Hand, n int, out *Value, hash, disp, flush *uint16)
//
// Hand.ValuesWith: the value of the hand (key, set) with each of n hands
// added, sixteen a block, one a 32-bit lane. A block's hands are 256 bytes:
// key and set, low half first, four 32-bit words a hand; VPERMI2D picks one
// word of each hand from two registers (eight hands), VSHUFI64X2 joins two
// such halves. The hash and the flush table are read as in sevensAVX512; a
// flush lane's rank bits are its suit's 13 bits of the set: the set's low
// word holds suits 0 and 1, the high word suits 2 and 3. A lane whose suit
// holds a card twice gets 0 and its bit in R8, the result, as in
// sevensAVX512. Whole blocks load and store without masks; the last block,
// when n is not a multiple of 16, is masked (with_tail), so nothing is read
// or written past either list.
//
// Registers: Z0–Z3 the block; Z9 the key's low half, Z29 its high half, Z30
// and Z31 the set's halves; Z19 0x1FFF; Z20 0xFF; Z24 16; Z25–Z28 as in
// sevensAVX512. K1 the block's lanes (all sixteen until the last block),
// K4–K7 the last block's words in Z0–Z3 (K4 then the lanes with a card
// twice); R8 the lanes that held a card twice.
TEXT ·withAVX512(SB), NOSPLIT, $0-72
	MOVQ hs+16(FP), SI
	MOVQ n+24(FP), CX
	MOVQ out+32(FP), DI
	MOVQ hash+40(FP), R9
	MOVQ disp+48(FP), R10
	MOVQ flush+56(FP), R11
	XORQ R8, R8
	TESTQ CX, CX
	JLE with_done
	MOVQ key+0(FP), AX
	VPBROADCASTD AX, Z9
	SHRQ $32, AX
	VPBROADCASTD AX, Z29
	MOVQ set+8(FP), AX
	VPBROADCASTD AX, Z30
	SHRQ $32, AX
	VPBROADCASTD AX, Z31
	MOVL $0x1FFF, AX
	VPBROADCASTD AX, Z19
	MOVL $0xFF, AX
	VPBROADCASTD AX, Z20
	MOVL $16, AX
	VPBROADCASTD AX, Z24
	CONSTANTS
	KXNORW K1, K1, K1
	CMPQ CX, $16
	JL with_tail

with_block:
	VMOVDQU32 (SI), Z0
	VMOVDQU32 64(SI), Z1
	VMOVDQU32 128(SI), Z2
	VMOVDQU32 192(SI), Z3

with_eval:
	// Z5 the keys' low halves, Z6 their high halves, h's added.
	WORDS(0, Z5)
	VPADDD Z9, Z5, Z5
	WORDS(64, Z6)
	VPADDD Z29, Z6, Z6
	VPSRLD $18, Z6, Z7
	KMOVW K1, K2
	VPGATHERDD (R10)(Z7*2), K2, Z8
	VPANDD Z27, Z8, Z8
	VPSRLD $1, Z6, Z7
	VPXORD Z8, Z7, Z7
	VPANDD Z26, Z7, Z7
	KMOVW K1, K2
	VPGATHERDD (R9)(Z7*2), K2, Z10
	VPANDD Z27, Z10, Z10
	VPTESTMD Z25, Z5, K1, K2
	KORTESTW K2, K2
	JNZ with_flush

with_store:
	VMOVDQU32 Z10, K1, (DI)
	ADDQ $256, SI
	ADDQ $64, DI
	SUBQ $16, CX
	CMPQ CX, $16
	JGE with_block
	TESTQ CX, CX
	JG with_tail
	VZEROUPPER

with_done:
	MOVQ R8, dup+64(FP)
	RET

with_tail:
	// The last n < 16 hands: K1 their lanes, K4–K7 their words.
	MOVQ $-1, AX
	MOVQ CX, BX
	SHLQ $2, BX
	BZHIQ BX, AX, DX
	BZHIQ CX, AX, AX
	KMOVW AX, K1
	KMOVQ DX, K4
	KSHIFTRQ $16, K4, K5
	KSHIFTRQ $32, K4, K6
	KSHIFTRQ $48, K4, K7
	VMOVDQU32.Z (SI), K4, Z0
	VMOVDQU32.Z 64(SI), K5, Z1
	VMOVDQU32.Z 128(SI), K6, Z2
	VMOVDQU32.Z 192(SI), K7, Z3
	JMP with_eval

with_flush:
	// K2: the lanes with five of a suit; Z11 gets 8·suit, Z12 the set word
	// holding the suit (its high word from suit 2), Z13 the shift to it.
	VPANDD Z25, Z5, Z11
	VPLZCNTD Z11, Z11
	VPSUBD Z11, Z28, Z11
	WORDS(128, Z12)
	VPORD Z30, Z12, Z12
	WORDS(192, Z6)
	VPORD Z31, Z6, Z6
	VPTESTMD Z24, Z11, K3
	VPBLENDMD Z6, Z12, K3, Z12
	VPSRLD $1, Z24, Z13
	VPANDD Z11, Z13, Z13
	VPSLLD $1, Z13, Z13
	VPSRLVD Z13, Z12, Z12
	VPANDD Z19, Z12, Z12
	KMOVW K2, K3
	VPGATHERDD (R11)(Z12*4), K2, Z14
	VPANDD Z27, Z14, K3, Z10
	// K4: the flush lanes whose suit counter (Z5's byte 8·suit) is not the
	// entry's bits 16–23; their value becomes 0.
	VPSRLVD Z11, Z5, Z15
	VPSRLD $16, Z14, Z16
	VPXORD Z15, Z16, Z16
	VPTESTMD Z20, Z16, K3, K4
	VPXORD Z10, Z10, K4, Z10
	KMOVW K4, AX
	ORQ AX, R8
	JMP with_store
