#include "textflag.h"

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
// is the OR of the bits of that suit's cards' ranks.
//
// Registers: Z0, Z1 the block's cards; Z10–Z16 card j of each hand; Z17–Z23
// its rank index plus one; Z24 3; Z25 the flush flags 0x40404040; Z26
// 1<<17−1; Z27 0xFFFF; Z28 25.
TEXT ·sevensAVX512(SB), NOSPLIT, $0-48
	MOVQ hands+0(FP), SI
	MOVQ blocks+8(FP), CX
	MOVQ out+16(FP), DI
	MOVQ hash+24(FP), R9
	MOVQ disp+32(FP), R10
	MOVQ flush+40(FP), R11
	TESTQ CX, CX
	JLE done
	MOVQ $0xFFFFFFFFFFFF, AX
	KMOVQ AX, K7
	MOVL $3, AX
	VPBROADCASTD AX, Z24
	MOVL $0x40404040, AX
	VPBROADCASTD AX, Z25
	MOVL $0x1FFFF, AX
	VPBROADCASTD AX, Z26
	MOVL $0xFFFF, AX
	VPBROADCASTD AX, Z27
	MOVL $25, AX
	VPBROADCASTD AX, Z28

block:
	VMOVDQU8 (SI), Z0
	VMOVDQU8.Z 64(SI), K7, Z1
	VPXORD Z2, Z2, Z2
	VPXORD Z3, Z3, Z3
	VMOVDQU64 ·avxCards+0(SB), Z10
	VPERMI2B Z1, Z0, Z10
	VPERMD ·avxSuit(SB), Z10, Z4
	VPADDD Z4, Z3, Z3
	VPADDD Z24, Z10, Z4
	VPSRLD $2, Z4, Z17
	VPERMD ·avxRank(SB), Z17, Z4
	VPADDD Z4, Z2, Z2
	VMOVDQU64 ·avxCards+64(SB), Z11
	VPERMI2B Z1, Z0, Z11
	VPERMD ·avxSuit(SB), Z11, Z4
	VPADDD Z4, Z3, Z3
	VPADDD Z24, Z11, Z4
	VPSRLD $2, Z4, Z18
	VPERMD ·avxRank(SB), Z18, Z4
	VPADDD Z4, Z2, Z2
	VMOVDQU64 ·avxCards+128(SB), Z12
	VPERMI2B Z1, Z0, Z12
	VPERMD ·avxSuit(SB), Z12, Z4
	VPADDD Z4, Z3, Z3
	VPADDD Z24, Z12, Z4
	VPSRLD $2, Z4, Z19
	VPERMD ·avxRank(SB), Z19, Z4
	VPADDD Z4, Z2, Z2
	VMOVDQU64 ·avxCards+192(SB), Z13
	VPERMI2B Z1, Z0, Z13
	VPERMD ·avxSuit(SB), Z13, Z4
	VPADDD Z4, Z3, Z3
	VPADDD Z24, Z13, Z4
	VPSRLD $2, Z4, Z20
	VPERMD ·avxRank(SB), Z20, Z4
	VPADDD Z4, Z2, Z2
	VMOVDQU64 ·avxCards+256(SB), Z14
	VPERMI2B Z1, Z0, Z14
	VPERMD ·avxSuit(SB), Z14, Z4
	VPADDD Z4, Z3, Z3
	VPADDD Z24, Z14, Z4
	VPSRLD $2, Z4, Z21
	VPERMD ·avxRank(SB), Z21, Z4
	VPADDD Z4, Z2, Z2
	VMOVDQU64 ·avxCards+320(SB), Z15
	VPERMI2B Z1, Z0, Z15
	VPERMD ·avxSuit(SB), Z15, Z4
	VPADDD Z4, Z3, Z3
	VPADDD Z24, Z15, Z4
	VPSRLD $2, Z4, Z22
	VPERMD ·avxRank(SB), Z22, Z4
	VPADDD Z4, Z2, Z2
	VMOVDQU64 ·avxCards+384(SB), Z16
	VPERMI2B Z1, Z0, Z16
	VPERMD ·avxSuit(SB), Z16, Z4
	VPADDD Z4, Z3, Z3
	VPADDD Z24, Z16, Z4
	VPSRLD $2, Z4, Z23
	VPERMD ·avxRank(SB), Z23, Z4
	VPADDD Z4, Z2, Z2
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
	RET

flush:
	// K2 holds the lanes with five cards or more of a suit; Z4 gets 8·suit.
	VPANDD Z25, Z3, Z4
	VPLZCNTD Z4, Z4
	VPSUBD Z4, Z28, Z4
	VPXORD Z5, Z5, Z5
	VPERMD ·avxSuit8(SB), Z10, Z6
	VPCMPEQD Z4, Z6, K3
	VPERMD ·avxRankBit(SB), Z17, Z8
	VPORD Z8, Z5, K3, Z5
	VPERMD ·avxSuit8(SB), Z11, Z6
	VPCMPEQD Z4, Z6, K3
	VPERMD ·avxRankBit(SB), Z18, Z8
	VPORD Z8, Z5, K3, Z5
	VPERMD ·avxSuit8(SB), Z12, Z6
	VPCMPEQD Z4, Z6, K3
	VPERMD ·avxRankBit(SB), Z19, Z8
	VPORD Z8, Z5, K3, Z5
	VPERMD ·avxSuit8(SB), Z13, Z6
	VPCMPEQD Z4, Z6, K3
	VPERMD ·avxRankBit(SB), Z20, Z8
	VPORD Z8, Z5, K3, Z5
	VPERMD ·avxSuit8(SB), Z14, Z6
	VPCMPEQD Z4, Z6, K3
	VPERMD ·avxRankBit(SB), Z21, Z8
	VPORD Z8, Z5, K3, Z5
	VPERMD ·avxSuit8(SB), Z15, Z6
	VPCMPEQD Z4, Z6, K3
	VPERMD ·avxRankBit(SB), Z22, Z8
	VPORD Z8, Z5, K3, Z5
	VPERMD ·avxSuit8(SB), Z16, Z6
	VPCMPEQD Z4, Z6, K3
	VPERMD ·avxRankBit(SB), Z23, Z8
	VPORD Z8, Z5, K3, Z5
	KMOVW K2, K3
	VPGATHERDD (R11)(Z5*2), K2, Z6
	VPANDD Z27, Z6, K3, Z7
	JMP store
