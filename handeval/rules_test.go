package handeval

import (
	"testing"

	"croupier/card"
)

// Hand-written cases in card notation, one per rule of each section: the
// section, the hand, its category, and how it compares with another hand.

type ruleCase struct {
	sec  string
	a    string
	cat  Category
	cmp  string // ">", "<" or "=": a against b
	b    string
	bCat Category
}

func runRules(t *testing.T, eval func([]card.Card) Value, cases []ruleCase) {
	t.Helper()
	for _, c := range cases {
		a, b := eval(card.MustParseList(c.a)), eval(card.MustParseList(c.b))
		if a.Category() != c.cat {
			t.Errorf("%s: %s is %v, want %v", c.sec, c.a, a.Category(), c.cat)
		}
		if b.Category() != c.bCat {
			t.Errorf("%s: %s is %v, want %v", c.sec, c.b, b.Category(), c.bCat)
		}
		got := "="
		if a > b {
			got = ">"
		} else if a < b {
			got = "<"
		}
		if got != c.cmp {
			t.Errorf("%s: %s %s %s, want %s", c.sec, c.a, got, c.b, c.cmp)
		}
	}
}

func Test67_2_Order(t *testing.T) {
	runRules(t, Five, []ruleCase{
		{"67.2(1)", "As Ks Qs Js Ts", RoyalFlush, ">", "Kh Qh Jh Th 9h", StraightFlush},
		{"67.2(2)", "As 2s 3s 4s 5s", StraightFlush, ">", "Ac Ad Ah As Kd", FourOfAKind},
		{"67.2(3)", "2c 2d 2h 2s 3d", FourOfAKind, ">", "Ac Ad Ah Kc Kd", FullHouse},
		{"67.2(4)", "2c 2d 2h 3s 3d", FullHouse, ">", "Ah Kh Qh Jh 9h", Flush},
		{"67.2(5)", "2h 3h 4h 5h 7h", Flush, ">", "Ac Kd Qh Js Tc", Straight},
		{"67.2(6) wheel", "As 2d 3c 4h 5d", Straight, ">", "Ac Ad Ah Kc Qd", ThreeOfAKind},
		{"67.2(6) wheel lowest", "As 2d 3c 4h 5d", Straight, "<", "2s 3d 4c 5h 6d", Straight},
		{"67.2(6) no wrap", "Qs Kd Ac 2h 3d", HighCard, "<", "As 2d 3c 4h 5d", Straight},
		{"67.2(6) no wrap", "Kd Ac 2h 3d 4s", HighCard, "<", "2c 2d 3h 4s 5c", Pair},
		{"67.2(7)", "2c 2d 2h 4s 3d", ThreeOfAKind, ">", "Ac Ad Kh Ks Qd", TwoPairs},
		{"67.2(8)", "2c 2d 3h 3s 4d", TwoPairs, ">", "Ac Ad Kh Qs Jd", Pair},
		{"67.2(9)", "2c 2d 3h 4s 5d", Pair, ">", "Ac Kd Qh Js 9d", HighCard},
	})
}

func Test67_11_CaribbeanStudStraightFlushes(t *testing.T) {
	runRules(t, Five, []ruleCase{
		{"67.11(2) K-Q-J-10-9 highest", "Ks Qs Js Ts 9s", StraightFlush, ">", "Qh Jh Th 9h 8h", StraightFlush},
		{"67.11(2) below the royal", "Ks Qs Js Ts 9s", StraightFlush, "<", "Ad Kd Qd Jd Td", RoyalFlush},
		{"67.11(2) A-2-3-4-5 lowest", "As 2s 3s 4s 5s", StraightFlush, "<", "2h 3h 4h 5h 6h", StraightFlush},
		{"67.11(3) four aces highest", "Ac Ad Ah As 2d", FourOfAKind, ">", "Kc Kd Kh Ks Ad", FourOfAKind},
		{"67.11(4) aces full of kings highest", "Ac Ad Ah Kc Kd", FullHouse, ">", "Ac Ad Ah Qc Qd", FullHouse},
		{"67.11(4) twos full of threes lowest", "2c 2d 2h 3c 3d", FullHouse, "<", "2c 2d 2h 4c 4d", FullHouse},
		{"67.11(6) no wrap", "Qs Kd Ac 2h 3d", HighCard, "<", "Qs Kd Ac 2h 4d", HighCard},
		{"67.11(8) aces and kings highest", "Ac Ad Kh Ks 2d", TwoPairs, ">", "Ac Ad Qh Qs Kd", TwoPairs},
		{"67.12 highest card", "Ac Kd 9h 7s 4d", HighCard, ">", "Ac Kd 9h 7s 3d", HighCard},
		{"67.12 kicker", "Kc Kd 5h 5s 9d", TwoPairs, ">", "Kc Kd 5h 5s 2d", TwoPairs},
		{"67.12 pair first", "3c 3d 4h 5s 6d", Pair, ">", "2c 2d Ah Ks Qd", Pair},
		{"67.12 push", "Ac Kd 9h 7s 3d", HighCard, "=", "Ad Kh 9s 7c 3h", HighCard},
		{"67.12 push on suits", "Kh Qh Jh Th 9h", StraightFlush, "=", "Ks Qs Js Ts 9s", StraightFlush},
	})
}

func Test67_50_BestFiveOfSeven(t *testing.T) {
	runRules(t, Seven, []ruleCase{
		{"67.50 royal in seven", "As Ks 2d Qs Js 3c Ts", RoyalFlush, ">", "Kh Qh Jh Th 9h 2c 3c", StraightFlush},
		{"67.50 wheel straight flush over a 6-high straight", "Ah 2h 3h 4h 5h 6c Kh", StraightFlush, ">", "Ac Ad Ah As 2c 3c 4c", FourOfAKind},
		{"67.50 two trips make one full house", "Ac Ad Ah Kc Kd Ks 2h", FullHouse, "=", "Ac Ad Ah Kc Kd 2s 3h", FullHouse},
		{"67.50 flush over a straight", "2h 5h 9h Jh Kh Tc Qd", Flush, ">", "9c Tc Jd Qh Ks 2h 3h", Straight},
		{"P10 cards outside the five", "As Ad Kc Kd Qh 3c 2d", TwoPairs, "=", "As Ad Kc Kd Qh 4c 2h", TwoPairs},
		{"67.50 three pairs, best two", "As Ad Kc Kd Qh Qc 2d", TwoPairs, ">", "As Ad Kc Kd Jh Jc 2d", TwoPairs},
	})
	runRules(t, High, []ruleCase{
		{"hold'em turn", "As Ks Qs Js Ts 2c", RoyalFlush, ">", "As Ad Ah Ac Kd Kc", FourOfAKind},
	})
}

func Test40_PaiGowPoker(t *testing.T) {
	runRules(t, PaiGow, []ruleCase{
		{"40(1) five aces", "As Ad Ac Ah Jk", FiveAces, ">", "As Ks Qs Js Ts", RoyalFlush},
		{"PG4 joker royal equals natural", "As Ks Qs Js Jk", RoyalFlush, "=", "Ah Kh Qh Jh Th", RoyalFlush},
		{"40(3) A-2-3-4-5 highest straight flush", "As 2s 3s 4s 5s", StraightFlush, ">", "Ks Qs Js Ts 9s", StraightFlush},
		{"40(3) below the royal", "As 2s 3s 4s 5s", StraightFlush, "<", "Ah Kh Qh Jh Jk", RoyalFlush},
		{"40(3) six-high lowest", "6h 5h 4h 3h 2h", StraightFlush, "<", "7h 6h 5h 4h 3h", StraightFlush},
		{"PG1 joker makes A-2-3-4-5, not 6-high", "Jk 2s 3s 4s 5s", StraightFlush, "=", "Ac 2c 3c 4c 5c", StraightFlush},
		{"40(4) four aces", "Ac Ad Ah As Kd", FourOfAKind, ">", "Kc Kd Kh Ks Jk", FourOfAKind},
		{"40(5) joker full house", "Ac Ad Kh Ks Jk", FullHouse, "=", "Ac Ad Ah Kc Kd", FullHouse},
		{"PG4 joker is the highest missing rank", "Ah Kh 9h 4h Jk", Flush, "=", "Ad Kd Qd 9d 4d", Flush},
		{"PG4 missing ace", "Kh Qh 9h 4h Jk", Flush, "=", "Ad Kd Qd 9d 4d", Flush},
		{"PG4 joker flush beats natural lower", "Ah Kh 9h 4h Jk", Flush, ">", "Ad Kd Jd 9d 4d", Flush},
		{"40(7) A-2-3-4-5 second-highest straight", "As 2d 3c 4h 5d", Straight, ">", "Ks Qd Jc Th 9d", Straight},
		{"40(7) A-K-Q-J-10 highest", "As 2d 3c 4h 5d", Straight, "<", "As Kd Qc Jh Td", Straight},
		{"40(7) six-high lowest", "6s 5d 4c 3h 2d", Straight, "<", "7s 6d 5c 4h 3d", Straight},
		{"39 joker completes a straight", "9c Td Qh Kc Jk", Straight, "=", "9d Th Jc Qs Kd", Straight},
		{"39 joker completes the top of a straight", "9c Tc Jd Qh Jk", Straight, "=", "9d Th Jc Qs Kd", Straight},
		{"39 joker is an ace, not a king", "Kd Kc 7h 4s Jk", Pair, "=", "Kh Ks Ah 7c 4d", Pair},
		{"39 joker pairs an ace", "Jk As 9c 7d 3h", Pair, ">", "Kd Kc Qh Js 9d", Pair},
		{"39 joker with three kings", "Kd Kc Kh 2s Jk", ThreeOfAKind, "=", "Ks Kh Kc Ad 2h", ThreeOfAKind},
		{"39 joker with a pair of twos", "Jk 2c 2d 7h 9s", Pair, "=", "Ac 2h 2s 7d 9c", Pair},
		{"41 highest card", "Ac Kd 9h 7s 4d", HighCard, ">", "Ac Kd 9h 7s 3d", HighCard},
		{"41 equal", "Jk Kd 9h 7s 4d", HighCard, "=", "Ac Kh 9s 7c 4h", HighCard},
	})
	runRules(t, PaiGowLow, []ruleCase{
		{"40(10) pair of aces with the joker", "Jk Ad", Pair, ">", "Kd Kc", Pair},
		{"40(10) pair of twos over ace-king", "2c 2d", Pair, ">", "As Kd", HighCard},
		{"41 highest card", "As Kd", HighCard, ">", "As Qd", HighCard},
		{"41 second card", "Ks 3d", HighCard, ">", "Qs Jd", HighCard},
		{"41 joker is an ace", "Jk Kd", HighCard, "=", "Ac Kh", HighCard},
	})
}

func Test67_23_ThreeCards(t *testing.T) {
	runRules(t, Three, []ruleCase{
		{"67.23(1) A-K-Q highest straight flush", "As Ks Qs", StraightFlush, ">", "Kh Qh Jh", StraightFlush},
		{"67.23(1) above three of a kind", "2h 3h 4h", StraightFlush, ">", "Ac Ad Ah", ThreeOfAKind},
		{"P3 A-2-3 lowest straight flush", "As 2s 3s", StraightFlush, "<", "2h 3h 4h", StraightFlush},
		{"67.23(2) above a straight", "2c 2d 2h", ThreeOfAKind, ">", "Ac Kd Qh", Straight},
		{"67.23(3) A-K-Q highest straight", "Ac Kd Qh", Straight, ">", "Kc Qd Jh", Straight},
		{"P3 A-2-3 lowest straight", "Ac 2d 3h", Straight, "<", "2c 3d 4h", Straight},
		{"67.23(3) straight above a flush", "Ac 2d 3h", Straight, ">", "Ah Kh Jh", Flush},
		{"67.23(4) flush above a pair", "2h 3h 5h", Flush, ">", "Ac Ad Kh", Pair},
		{"67.23(5) pair of aces highest", "Ac Ad 2h", Pair, ">", "Kc Kd Ah", Pair},
		{"no wrap K-A-2", "Kc Ad 2h", HighCard, "<", "2c 2d 3h", Pair},
		{"67.24 highest card", "Ac Kd 9h", HighCard, ">", "Ac Qd Jh", HighCard},
		{"67.24 push", "Ac Kd 9h", HighCard, "=", "Ad Kh 9s", HighCard},
	})
}

func Test67_65_FourCards(t *testing.T) {
	runRules(t, Four, []ruleCase{
		{"67.65(1) four of a kind above a straight flush", "2c 2d 2h 2s", FourOfAKind, ">", "As Ks Qs Js", StraightFlush},
		{"67.65(2) A-K-Q-J highest straight flush", "As Ks Qs Js", StraightFlush, ">", "Ah Ad Ac Kd", ThreeOfAKind},
		{"67.65(2) A-2-3-4 lowest straight flush", "As 2s 3s 4s", StraightFlush, "<", "2h 3h 4h 5h", StraightFlush},
		{"67.65(3) three of a kind above a flush", "2c 2d 2h 3s", ThreeOfAKind, ">", "Ah Kh 9h 4h", Flush},
		{"67.65(4) flush above a straight", "2h 5h 9h Jh", Flush, ">", "Ac Kd Qh Js", Straight},
		{"67.65(5) straight above two pairs", "Ac 2d 3h 4s", Straight, ">", "Ac Ad Kh Ks", TwoPairs},
		{"67.65(5) A-2-3-4 lowest straight", "Ac 2d 3h 4s", Straight, "<", "2c 3d 4h 5s", Straight},
		{"67.65(5) no wrap", "Kc Ad 2h 3s", HighCard, "<", "2c 2d 3h 4s", Pair},
		{"67.65(6) two pairs above a pair", "2c 2d 3h 3s", TwoPairs, ">", "Ac Ad Kh Qs", Pair},
		{"67.65(7) pair above high card", "2c 2d 3h 4s", Pair, ">", "Ac Kd Qh 9s", HighCard},
		{"67.66 highest card", "Ac Kd 9h 7s", HighCard, ">", "Ac Kd 9h 6s", HighCard},
	})
	runRules(t, Four, []ruleCase{
		{"67.72 best 4 of 5; P10 the fifth card never counts", "Ks Kd 5h 5c 9s", TwoPairs, "=", "Ks Kd 5h 5c 2s", TwoPairs},
		{"67.72 best 4 of 5", "As Ks Qs Js 2d", StraightFlush, ">", "Ac Ad Ah 2c 3d", ThreeOfAKind},
		{"67.71 dealer's best 4 of 6", "As Ks Qs Js 2d 2c", StraightFlush, ">", "Kc Kd Kh 9s 2d 3c", ThreeOfAKind},
		{"67.71 three of a kind beats the 4-card flush beside it", "2h 5h 9h Jh 9c 9d", ThreeOfAKind, ">", "2c 5c 9c Jc Kc 3d", Flush},
	})
}

func TestLows(t *testing.T) {
	runRules(t, Razz, []ruleCase{
		{"razz A-2-3-4-5 best", "As 2d 3c 4h 5s", Low, ">", "As 2d 3c 4h 6s", Low},
		{"razz straights and flushes do not count", "As 2s 3s 4s 5s", Low, "=", "Ad 2c 3h 4s 5d", Low},
		{"razz no pair beats a pair", "Kc Qd Jh 9s 8c", Low, ">", "Ac Ad 2h 3s 4c", Pair},
		{"razz highest card first", "8c 5d 4h 3s 2c", Low, ">", "8c 6d 4h 3s 2c", Low},
		{"razz best five of seven", "As 2d 3c 4h 5s 5d Kc", Low, "=", "Ah 2c 3d 4s 5c", Low},
		{"razz pair of aces over pair of twos", "Ac Ad 3h 4s 5c 3d 4c", Pair, ">", "2c 2d 3h 4s 5c 3d 4c", Pair},
	})
	runRules(t, LowEight, []ruleCase{
		{"eight or better: 8-7-6-5-4 qualifies", "8c 7d 6h 5s 4c", Low, ">", "9c 4d 3h 2s Ac", NoLow},
		{"eight or better: A-2-3-4-5 best", "As 2s 3s 4s 5s", Low, ">", "6s 4d 3h 2s Ac", Low},
		{"eight or better: a pair spoils", "As Ad 2c 3d 4h", NoLow, "=", "Ks Qd Jc 9d 8h", NoLow},
		{"stud: best five of seven", "As 2d 3c 4h 9s Kd 7c", Low, ">", "As 2d 3c 4h 9s Kd Qc", NoLow},
	})
}

func TestOmaha(t *testing.T) {
	for _, c := range []struct {
		hole, board string
		cat         Category
		low         Category
	}{
		{"As Ks 2d 3c", "Qs Js Ts 4h 5h", RoyalFlush, NoLow},    // two hole cards, three board; two low board cards
		{"Ah 2c 3d 4s", "Kh Qh Jh 9h 7h", HighCard, NoLow},      // one heart in hand: no flush
		{"As Ad Ac Kd", "2h 3h 7c 9s Jd", Pair, NoLow},          // only two of the aces play
		{"As 2d Kc Kd", "3h 4c 5s Qd Jh", Straight, Low},        // A-2 with 3-4-5
		{"As Kc Kd Qh", "2c 3d 4h 5s 6c", Pair, NoLow},          // one low hole card: no low
		{"Ks Kd 2c 2d", "Kh 2h 2s 9c 9d", FourOfAKind, NoLow},   // 2c 2d with 2h 2s Kh
		{"8s 7d Kc Kd", "6c 5d 4h Qs Jc", Straight, Low},        // 8-7-6-5-4 low
		{"As 2s 3s 4s", "5s 6s 7s 8s 9s", StraightFlush, Low},   // 3-4 with 5-6-7: only two hole cards play
		{"Th Jd 2c 3c", "Qh Kd Ac 9s 8s", Straight, NoLow},      // broadway from T-J and Q-K-A
		{"Ac Ad Ah As", "Kc Kd Kh 2c 3d", FullHouse, NoLow},     // aces can pair only twice
		{"5c 6c 9d Td", "7c 8c Jd Qd Kd", StraightFlush, NoLow}, // K-high straight flush in diamonds
	} {
		v := Omaha(card.MustParseList(c.hole), card.MustParseList(c.board))
		if v.Category() != c.cat {
			t.Errorf("Omaha %s | %s: %v, want %v", c.hole, c.board, v.Category(), c.cat)
		}
		l := OmahaLow(card.MustParseList(c.hole), card.MustParseList(c.board))
		if l.Category() != c.low {
			t.Errorf("OmahaLow %s | %s: %v, want %v", c.hole, c.board, l.Category(), c.low)
		}
	}
}
