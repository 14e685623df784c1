package blackjack_test

import (
	"testing"

	"croupier/game"
	"croupier/game/blackjack"
)

// Tapes below are in dealing order (22): each box's first card, the dealer's
// first card, each box's second card (with peek, the dealer's face-down
// card next), then the cards of the players' decisions in play order, then
// the dealer's second card and his hits. Stakes are 1000 unless said.

var lose, win, push, withdrawn = game.Lose, game.Win, game.Push, game.Withdrawn

// 18–21 on a single box, default table (no hole card, the dealer hits soft 17).
func Test18_21_OneHand(t *testing.T) {
	tests := []struct {
		name  string
		tape  string
		stake int
		steps []string
		want  want
	}{
		{"18(2) the higher total wins: 19 against 17", "Th 7c 9d Kd", 1000, []string{act(1, "stand")},
			w(1, "main", 1000, win, 1000)},
		{"18(1) the dealer busts: 16 against 5-T-9", "Th 5c 6d Td 9s", 1000, []string{act(1, "stand")},
			w(1, "main", 1000, win, 1000)},
		{"18(2) the lower total loses: 17 against 18", "Th 9c 7d 9h", 1000, []string{act(1, "stand")},
			w(1, "main", 1000, lose, -1000)},
		{"19 equal totals push: 18 against 18", "Th 9c 8d 9h", 1000, []string{act(1, "stand")},
			w(1, "main", 1000, push, 0)},
		{"a bust loses though the dealer busts after it", "Th 6c 6d Kh Td 8s", 1000, []string{act(1, "hit")},
			w(1, "main", 1000, lose, -1000)},
		{"18(3), 21: a Blackjack beats a dealer 21 of three cards at 3 to 2", "As 9c Kd 7h 5s", 1000, nil,
			w(1, "main", 1000, win, 1500)},
		{"21: 3 to 2 on 1005 is 1507.5, rounded down", "As 9c Kd 7h 5s", 1005, nil,
			w(1, "main", 1005, win, 1507).dropped(1)},
		{"21: a Blackjack against a dealer 20", "As Tc Kd Qh", 1000, nil,
			w(1, "main", 1000, win, 1500)},
		{"19: a Blackjack pushes a dealer Blackjack", "As Kc Kd Ah", 1000, nil,
			w(1, "main", 1000, push, 0)},
		{"20: a 21 of three cards loses to a dealer Blackjack", "5c Kh 6d Th As", 1000, []string{act(1, "hit")},
			w(1, "main", 1000, lose, -1000)},
		{"22: a soft 21 may be hit: A-5-5, then 9 for a hard 20, stands against 18", "As Tc 5d 5c 9h 8h", 1000,
			[]string{act(1, "hit"), act(1, "hit"), act(1, "stand")}, w(1, "main", 1000, win, 1000)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := play(t, `{}`, tt.tape, append([]string{mainBet(1, tt.stake), deal}, tt.steps...)...)
			check(t, res, 1, tt.want)
		})
	}
}

// 22: a box that reaches a hard 21 is complete and play passes to the next
// box; the dealer completes his hand even when every player has busted.
func Test22_PlayOrderAndCompletion(t *testing.T) {
	// Seat 1: 5-6, hits a ten: hard 21. Seat 2: T-9 stands. Dealer 7-T.
	tape := "5c Tc 7h 6d 9c Th Ts"
	res := play(t, `{}`, tape, mainBet(1, 1000), mainBet(2, 500), deal, act(1, "hit"), act(2, "stand"))
	check(t, res, 1, w(1, "main", 1000, win, 1000), w(2, "main", 500, win, 500))
	hands(t, res, 1, map[string]string{"1": "5c 6d Th", "2": "Tc 9c", "dealer": "7h Ts"})

	refused(t, blackjack.Game, 4, `{}`, tape, []string{"seat 1 has completed its hands", "section 22"},
		mainBet(1, 1000), mainBet(2, 500), deal, act(1, "hit"), act(1, "hit"))
	refused(t, blackjack.Game, 3, `{}`, tape, []string{"out of turn", "seat 1 is to play hand main before seat 2", "section 22"},
		mainBet(1, 1000), mainBet(2, 500), deal, act(2, "stand"))
	refused(t, blackjack.Game, 3, `{}`, "As Tc 9h Kd 9c", []string{"seat 1 has completed its hands", "section 22"},
		mainBet(1, 1000), mainBet(2, 500), deal, act(1, "hit")) // 22: no hit on a Blackjack

	// Every box busts; the dealer still draws 6-T-5.
	res = play(t, `{}`, "Tc 6h 6d Kc Ts 5c", mainBet(1, 1000), deal, act(1, "hit"))
	check(t, res, 1, w(1, "main", 1000, lose, -1000))
	hands(t, res, 1, map[string]string{"1": "Tc 6d Kc", "dealer": "6h Ts 5c"})
}

// 26, ruling B1: the dealer hits a soft 17 by default, stands on it with
// stand-soft-17.
func Test26_DealerSoft17(t *testing.T) {
	// Player T-9 = 19. Dealer 6 then A: soft 17.
	res := play(t, `{}`, "Tc 6h 9d Ac 5s 4d 3c", mainBet(1, 1000), deal, act(1, "stand"))
	// 6-A soft 17 hits: 5 (hard 12), 4 (16), 3 (19): a push.
	check(t, res, 1, w(1, "main", 1000, push, 0))
	hands(t, res, 1, map[string]string{"1": "Tc 9d", "dealer": "6h Ac 5s 4d 3c"})

	res = play(t, `{"stand-soft-17": true}`, "Tc 6h 9d Ac 5s", mainBet(1, 1000), deal, act(1, "stand"))
	check(t, res, 1, w(1, "main", 1000, win, 1000))
	hands(t, res, 1, map[string]string{"1": "Tc 9d", "dealer": "6h Ac"})

	// A hard 17 stands either way: 7-K-... no draw on T-7.
	res = play(t, `{}`, "Tc Th 9d 7c", mainBet(1, 1000), deal, act(1, "stand"))
	check(t, res, 1, w(1, "main", 1000, win, 1000))
}

// 20: with no hole card (the default) a dealer Blackjack takes only the
// initial wager: the double and the split hands are withdrawn, even a busted
// one.
func Test20_NoHoleCardBlackjackAgainstDoublesAndSplits(t *testing.T) {
	t.Run("double", func(t *testing.T) {
		// 6-5 doubles, draws 9 (20); dealer K then A.
		res := play(t, `{}`, "6c Kh 5d 9s As", mainBet(1, 1000), deal, act(1, "double"))
		check(t, res, 1, w(1, "main", 1000, lose, -1000), w(1, "double", 1000, withdrawn, 0))
	})
	t.Run("split", func(t *testing.T) {
		// 8-8 against a ten: main 8-3-9 = 20, main.2 8-K = 18; dealer T-A.
		res := play(t, `{}`, "8c Th 8d 3h 9h Ks Ad", mainBet(1, 1000), deal,
			act(1, "split"), act(1, "hit"), act(1, "stand"), act(1, "stand"))
		check(t, res, 1, w(1, "main", 1000, lose, -1000), w(1, "main.2", 1000, withdrawn, 0))
		hands(t, res, 1, map[string]string{"1": "8c 3h 9h", "1.2": "8d Ks", "dealer": "Th Ad"})
	})
	t.Run("split then double each hand", func(t *testing.T) {
		res := play(t, `{"double-after-split": true}`, "8c Th 8d 3h 9h 2s Kc Ad", mainBet(1, 1000), deal,
			act(1, "split"), act(1, "double"), act(1, "double"))
		check(t, res, 1, w(1, "main", 1000, lose, -1000), w(1, "double", 1000, withdrawn, 0),
			w(1, "main.2", 1000, withdrawn, 0), w(1, "double.2", 1000, withdrawn, 0))
	})
	t.Run("a busted split hand is withdrawn too", func(t *testing.T) {
		// main 8-3 doubles to 20; main.2 8-K hits 9: 27.
		res := play(t, `{"double-after-split": true}`, "8c Th 8d 3h 9h Kc 9s Ad", mainBet(1, 1000), deal,
			act(1, "split"), act(1, "double"), act(1, "hit"))
		check(t, res, 1, w(1, "main", 1000, lose, -1000), w(1, "double", 1000, withdrawn, 0), w(1, "main.2", 1000, withdrawn, 0))
	})
	t.Run("without a Blackjack the same hands are paid", func(t *testing.T) {
		// Dealer T-7 = 17: main 20 and double win, main.2 18 wins.
		res := play(t, `{}`, "8c Th 8d 3h 9h Ks 7d", mainBet(1, 1000), deal,
			act(1, "split"), act(1, "hit"), act(1, "stand"), act(1, "stand"))
		check(t, res, 1, w(1, "main", 1000, win, 1000), w(1, "main.2", 1000, win, 1000))
	})
}

// 22, 26 with peek: the dealer's second card comes face down right after the
// players' second cards, and a Blackjack ends the round before anyone plays.
func Test22_PeekDealerBlackjackEndsTheRound(t *testing.T) {
	// Seat 1 8-8, seat 2 A-K; dealer K, face-down A.
	tape := "8c As Kh 8d Kd Ac"
	res := play(t, `{"peek": true}`, tape, mainBet(1, 1000), mainBet(2, 400), deal)
	check(t, res, 1, w(1, "main", 1000, lose, -1000), w(2, "main", 400, push, 0))
	hands(t, res, 1, map[string]string{"1": "8c 8d", "2": "As Kd", "dealer": "Kh Ac"})
	// The round is over: no split.
	refused(t, blackjack.Game, 3, `{"peek": true}`, tape, []string{"no decision is open", "section 22"},
		mainBet(1, 1000), mainBet(2, 400), deal, act(1, "split"))

	// No Blackjack: play goes on and the dealer turns the card at the end.
	res = play(t, `{"peek": true}`, "Tc Kh 9d 7c", mainBet(1, 1000), deal, act(1, "stand"))
	check(t, res, 1, w(1, "main", 1000, win, 1000))
	hands(t, res, 1, map[string]string{"1": "Tc 9d", "dealer": "Kh 7c"})

	// With peek, splits and doubles are never against a Blackjack: they are
	// paid as usual (dealer K-7).
	res = play(t, `{"peek": true}`, "6c Kh 5d 7c 9s", mainBet(1, 1000), deal, act(1, "double"))
	check(t, res, 1, w(1, "main", 1000, win, 1000), w(1, "double", 1000, win, 1000))
}

// 23, 26.1(1), ruling B12: double on 9, 10 or 11 for exactly one card.
func Test23_Double(t *testing.T) {
	res := play(t, `{}`, "5c 9h 4d Kd 9s", mainBet(1, 1000), deal, act(1, "double"))
	check(t, res, 1, w(1, "main", 1000, win, 1000), w(1, "double", 1000, win, 1000))
	hands(t, res, 1, map[string]string{"1": "5c 4d Kd", "dealer": "9h 9s"})

	// B12: A-8 doubles as 9; the card 2 makes a soft 21 against 19.
	res = play(t, `{}`, "As Tc 8d 2c 9s", mainBet(1, 1000), deal, act(1, `double`))
	check(t, res, 1, w(1, "main", 1000, win, 1000), w(1, "double", 1000, win, 1000))

	// A double for its exact amount is accepted; any other is refused.
	res = play(t, `{}`, "5c 9h 4d Kd 9s", mainBet(1, 700), deal, `{"seat":1,"act":"double","amount":700}`)
	check(t, res, 1, w(1, "main", 700, win, 700), w(1, "double", 700, win, 700))
	refused(t, blackjack.Game, 2, `{}`, "5c 9h 4d Kd 9s", []string{"equals the hand's wager, 700 cents", "section 23"},
		mainBet(1, 700), deal, `{"seat":1,"act":"double","amount":350}`)

	// 12 doubles only with double-any (26.1(1)).
	refused(t, blackjack.Game, 2, `{}`, "Tc 9h 2d 9s 8c", []string{"totals 12", "9, 10 or 11", "section 23"},
		mainBet(1, 1000), deal, act(1, "double"))
	res = play(t, `{"double-any": true}`, "Tc 9h 2d 9s 8c", mainBet(1, 1000), deal, act(1, "double"))
	check(t, res, 1, w(1, "main", 1000, win, 1000), w(1, "double", 1000, win, 1000))

	// Only the first two cards double: 2-3-4 = 9 in three cards.
	refused(t, blackjack.Game, 3, `{}`, "2c 9h 3d 4h 9s", []string{"first two cards", "section 23"},
		mainBet(1, 1000), deal, act(1, "hit"), act(1, "double"))
	// A doubled hand takes exactly one card: a hit after it is refused.
	refused(t, blackjack.Game, 3, `{}`, "5c 9h 4d 2d 9s", []string{"no decision is open"},
		mainBet(1, 1000), deal, act(1, "double"), act(1, "hit"))
}

// 24, 26.1(2), 26.1(3), rulings B2, B3: splits.
func Test24_Split(t *testing.T) {
	t.Run("24, B3: a king and a queen split; each hand its own wager", func(t *testing.T) {
		res := play(t, `{}`, "Kc 9h Qd 9c 8s 8h", mainBet(1, 1000), deal, act(1, "split"), act(1, "stand"), act(1, "stand"))
		check(t, res, 1, w(1, "main", 1000, win, 1000), w(1, "main.2", 1000, win, 1000))
		hands(t, res, 1, map[string]string{"1": "Kc 9c", "1.2": "Qd 8s", "dealer": "9h 8h"})
	})
	t.Run("24(4), 24(5): split aces take one card each, no Blackjack", func(t *testing.T) {
		// A-K on a split ace is 21 paid 1 to 1; A-9 is 20; dealer 9-T = 19.
		res := play(t, `{}`, "As 9h Ad Kc 9c Th", mainBet(1, 1000), deal, act(1, "split"))
		check(t, res, 1, w(1, "main", 1000, win, 1000), w(1, "main.2", 1000, win, 1000))
		hands(t, res, 1, map[string]string{"1": "As Kc", "1.2": "Ad 9c", "dealer": "9h Th"})
		// A split ace that draws an ace is complete: no re-split.
		res = play(t, `{"split-hands": 4}`, "As 9h Ad Ac 5c Th", mainBet(1, 1000), deal, act(1, "split"))
		check(t, res, 1, w(1, "main", 1000, lose, -1000), w(1, "main.2", 1000, lose, -1000))
	})
	t.Run("24(3), 26.1(2): a re-split hand is played next; ids in the order formed", func(t *testing.T) {
		// 8-8 splits; main draws 8 and splits again; main 8-2 hits T (20),
		// main.3 8-9 (17), main.2 8-K (18); dealer 7-T = 17.
		res := play(t, `{"split-hands": 3}`, "8c 7h 8d 8h 2s Ts 9s Kc Tc", mainBet(1, 1000), deal,
			act(1, "split"), act(1, "split"), act(1, "hit"), act(1, "stand"), act(1, "stand"), act(1, "stand"))
		check(t, res, 1, w(1, "main", 1000, win, 1000), w(1, "main.2", 1000, win, 1000), w(1, "main.3", 1000, push, 0))
		hands(t, res, 1, map[string]string{"1": "8c 2s Ts", "1.3": "8h 9s", "1.2": "8d Kc", "dealer": "7h Tc"})
	})
	t.Run("26.1(2): a second split with split-hands 2 is refused", func(t *testing.T) {
		refused(t, blackjack.Game, 3, `{}`, "8c 7h 8d 8h 2s", []string{"split once", "split-hands 2", "section 26.1(2)"},
			mainBet(1, 1000), deal, act(1, "split"), act(1, "split"))
	})
	t.Run("24(5): no double on a split hand without double-after-split", func(t *testing.T) {
		refused(t, blackjack.Game, 3, `{}`, "8c 7h 8d 3h 2s", []string{"split hand is not doubled", "section 24(5)"},
			mainBet(1, 1000), deal, act(1, "split"), act(1, "double"))
	})
	t.Run("26.1(3): split then double each hand", func(t *testing.T) {
		// main 8-3 doubles: T (21); main.2 8-2 doubles: 9 (19); dealer 7-T.
		res := play(t, `{"double-after-split": true}`, "8c 7h 8d 3h Tc 2s 9d Ts", mainBet(1, 1000), deal,
			act(1, "split"), act(1, "double"), act(1, "double"))
		check(t, res, 1, w(1, "main", 1000, win, 1000), w(1, "double", 1000, win, 1000),
			w(1, "main.2", 1000, win, 1000), w(1, "double.2", 1000, win, 1000))
	})
	t.Run("26.1(1), 26.1(3): a split hand doubles on 12 only with double-any", func(t *testing.T) {
		refused(t, blackjack.Game, 3, `{"double-after-split": true}`, "8c 7h 8d 4h", []string{"totals 12", "section 23"},
			mainBet(1, 1000), deal, act(1, "split"), act(1, "double"))
		// main 8-4 doubles: 9 (21); main.2 8-K stands (18); dealer 7-T.
		res := play(t, `{"double-after-split": true, "double-any": true}`, "8c 7h 8d 4h 9c Kd Ts", mainBet(1, 1000), deal,
			act(1, "split"), act(1, "double"), act(1, "stand"))
		check(t, res, 1, w(1, "main", 1000, win, 1000), w(1, "double", 1000, win, 1000), w(1, "main.2", 1000, win, 1000))
	})
	t.Run("24: unequal values do not split", func(t *testing.T) {
		refused(t, blackjack.Game, 2, `{}`, "8c 7h 9d", []string{"not two cards of the same value", "section 24"},
			mainBet(1, 1000), deal, act(1, "split"))
	})
	t.Run("24(2): the split wager equals the initial wager", func(t *testing.T) {
		refused(t, blackjack.Game, 2, `{}`, "8c 7h 8d", []string{"equals the initial wager, 1000 cents", "section 24(2)"},
			mainBet(1, 1000), deal, `{"seat":1,"act":"split","amount":500}`)
	})
}

// 25, ruling B10: insurance, half the initial wager, 2 to 1 on a dealer
// Blackjack, offered before the first player plays.
func Test25_Insurance(t *testing.T) {
	t.Run("a dealer Blackjack pays insurance 2 to 1 (no hole card)", func(t *testing.T) {
		// 1001 insures for 500 (B10); dealer A then K.
		res := play(t, `{}`, "Tc Ah 9d Kc", mainBet(1, 1001), deal, act(1, "insure"), act(1, "stand"))
		check(t, res, 1, w(1, "main", 1001, lose, -1001), w(1, "insurance", 500, win, 1000))
	})
	t.Run("no Blackjack: insurance lost", func(t *testing.T) {
		// Dealer A-5 soft 16 draws 2: soft 18; player 19.
		res := play(t, `{}`, "Tc Ah 9d 5c 2d", mainBet(1, 1000), deal, act(1, "insure"), act(1, "stand"))
		check(t, res, 1, w(1, "main", 1000, win, 1000), w(1, "insurance", 500, lose, -500))
	})
	t.Run("peek: insure, then the Blackjack ends the round", func(t *testing.T) {
		res := play(t, `{"peek": true}`, "Tc Ah 9d Kc", mainBet(1, 1000), deal, act(1, "insure"))
		check(t, res, 1, w(1, "main", 1000, lose, -1000), w(1, "insurance", 500, win, 1000))
	})
	t.Run("in seat order; an undecided box declines", func(t *testing.T) {
		// Seat 1 says nothing, seat 2 insures: seat 1 has declined.
		tape := "Tc 9c Ah 9d 9s 5c 2d"
		res := play(t, `{}`, tape, mainBet(1, 1000), mainBet(2, 600), deal, act(2, "insure"), act(1, "stand"), act(2, "stand"))
		check(t, res, 1, w(1, "main", 1000, win, 1000), w(2, "main", 600, push, 0), w(2, "insurance", 300, lose, -300))
		refused(t, blackjack.Game, 4, `{}`, tape, []string{"insurance is offered only", "section 25"},
			mainBet(1, 1000), mainBet(2, 600), deal, act(2, "insure"), act(1, "insure"))
		// A Blackjack may insure (even money in effect): 1000 pushes, 500 wins 1000.
		res = play(t, `{}`, "As Ah Kd Kc", mainBet(1, 1000), deal, act(1, "insure"))
		check(t, res, 1, w(1, "main", 1000, push, 0), w(1, "insurance", 500, win, 1000))
	})
	t.Run("refused without an ace, or for another amount", func(t *testing.T) {
		refused(t, blackjack.Game, 2, `{}`, "Tc 9h 9d", []string{"insurance is offered only when the dealer's first card is an ace", "section 25"},
			mainBet(1, 1000), deal, act(1, "insure"))
		refused(t, blackjack.Game, 2, `{}`, "Tc Ah 9d", []string{"half the initial wager, 500 cents, not 1000", "section 25"},
			mainBet(1, 1000), deal, `{"seat":1,"act":"insure","amount":1000}`)
		// After the first player has played, insurance is closed.
		refused(t, blackjack.Game, 4, `{}`, "Tc 9c Ah 9d 8c", []string{"section 25"},
			mainBet(1, 1000), mainBet(2, 1000), deal, act(1, "stand"), act(2, "insure"))
	})
}

// 18.1, 21, rulings B4, B5, B13: the 7-7-7 and suited 6-7-8 bonuses.
func Test18_1_Bonuses(t *testing.T) {
	on := `{"bonus-7s-678": true}`
	t.Run("three 7s pay 3 to 2", func(t *testing.T) {
		res := play(t, on, "7c 9h 7d 7h Ts", mainBet(1, 1000), deal, act(1, "hit"))
		check(t, res, 1, w(1, "main", 1000, win, 1500))
		res = play(t, `{}`, "7c 9h 7d 7h Ts", mainBet(1, 1000), deal, act(1, "hit"))
		check(t, res, 1, w(1, "main", 1000, win, 1000)) // off: a plain 21
	})
	t.Run("B4: whatever the dealer's total, even 21", func(t *testing.T) {
		res := play(t, on, "7c 9h 7d 7h 5c 7s", mainBet(1, 1000), deal, act(1, "hit"))
		check(t, res, 1, w(1, "main", 1000, win, 1500))
		res = play(t, `{}`, "7c 9h 7d 7h 5c 7s", mainBet(1, 1000), deal, act(1, "hit"))
		check(t, res, 1, w(1, "main", 1000, push, 0))
	})
	t.Run("a suited 6-7-8 pays 2 to 1", func(t *testing.T) {
		res := play(t, on, "6h Tc 7h 8h 9s", mainBet(1, 1000), deal, act(1, "hit"))
		check(t, res, 1, w(1, "main", 1000, win, 2000))
		// Not suited: a plain 21.
		res = play(t, on, "6h Tc 7h 8d 9s", mainBet(1, 1000), deal, act(1, "hit"))
		check(t, res, 1, w(1, "main", 1000, win, 1000))
	})
	t.Run("B4, 20: a bonus hand loses to a dealer Blackjack", func(t *testing.T) {
		res := play(t, on, "7c Kh 7d 7h As", mainBet(1, 1000), deal, act(1, "hit"))
		check(t, res, 1, w(1, "main", 1000, lose, -1000))
	})
	t.Run("B13: a double pays at the bonus odds", func(t *testing.T) {
		res := play(t, `{"bonus-7s-678": true, "double-any": true}`, "7c 9h 7d 7h Ts", mainBet(1, 1000), deal, act(1, "double"))
		check(t, res, 1, w(1, "main", 1000, win, 1500), w(1, "double", 1000, win, 1500))
	})
	t.Run("B13: a split hand earns the bonus", func(t *testing.T) {
		// main 7-7 hits 7: 7-7-7; main.2 7-Q = 17; dealer 9-T = 19.
		res := play(t, on, "7c 9h 7d 7h 7s Qc Ts", mainBet(1, 1000), deal, act(1, "split"), act(1, "hit"), act(1, "stand"))
		check(t, res, 1, w(1, "main", 1000, win, 1500), w(1, "main.2", 1000, lose, -1000))
	})
}

// 17: wagers before the first card; withdrawn only before it.
func Test17_Wagers(t *testing.T) {
	refused(t, blackjack.Game, 2, `{}`, "Tc 9h 9d", []string{"no wager is placed after the first card", "section 17"},
		mainBet(1, 1000), deal, mainBet(2, 1000))
	refused(t, blackjack.Game, 2, `{}`, "Tc 9h 9d", []string{"no wager is withdrawn after the first card", "section 17"},
		mainBet(1, 1000), deal, `{"seat":1,"withdraw":"main"}`)
	refused(t, blackjack.Game, 2, `{}`, "", []string{"nothing to deal"},
		mainBet(1, 1000), `{"seat":1,"withdraw":"main"}`, deal)
	refused(t, blackjack.Game, 0, `{}`, "", []string{"made by a decision"}, bet(1, `"double":100`))
	refused(t, blackjack.Game, 0, `{}`, "", []string{"no wager \"ante\""}, bet(1, `"ante":100`))
	refused(t, blackjack.Game, 0, `{"max": 2000}`, "", []string{"above the table maximum"}, mainBet(1, 2001))
	refused(t, blackjack.Game, 1, `{"max": 2000}`, "", []string{"above the table maximum"}, mainBet(1, 1500), mainBet(1, 501))
	refused(t, blackjack.Game, 0, `{"min": 500}`, "", []string{"below the table minimum"}, mainBet(1, 499))
	refused(t, blackjack.Game, 0, `{"seats": 5}`, "", []string{"seat 6 is not a betting box", "section 16"}, mainBet(6, 1000))
	refused(t, blackjack.Game, -1, `{}`, "Tc 9h", []string{"the script ends", "no-more-bets"}, mainBet(1, 1000))
	refused(t, blackjack.Game, 1, `{}`, "Tc 9h", []string{"tape exhausted"}, mainBet(1, 1000), deal)

	// Two wagers on main add up; seats without a wager are not dealt.
	res := play(t, `{}`, "Th 7c 9d Kd", mainBet(3, 400), mainBet(3, 600), deal, act(3, "stand"))
	check(t, res, 1, w(3, "main", 1000, win, 1000))
	hands(t, res, 1, map[string]string{"3": "Th 9d", "dealer": "7c Kd"})
}

// Several rounds: the tape runs on, and the script may end between rounds.
func TestRounds(t *testing.T) {
	res := play(t, `{}`, "Th 7c 9d Kd  As 9c Kd 7h 5s", mainBet(1, 1000), deal, act(1, "stand"), nextRound,
		mainBet(1, 200), deal, nextRound)
	check(t, res, 1, w(1, "main", 1000, win, 1000))
	check(t, res, 2, w(1, "main", 200, win, 300))
	if res.Net["1"] != 1300 {
		t.Errorf("net %v, want 1300", res.Net)
	}
	refused(t, blackjack.Game, 2, `{}`, "Th 7c 9d Kd", []string{"is not settled: seat 1 is to play hand main", "section 22"},
		mainBet(1, 1000), deal, nextRound)
}

// 26.1(2), ruling B2: split-hands 5 allows 4 splits, 5 hands; a fifth split
// is refused. Re-split hands are played right after the hand they came from.
func Test26_1_2_FourSplits(t *testing.T) {
	tape := "8c 7h 8d 8h 8s 8c 8d Tc 9c 2c Kc 3c 5c Ts"
	split4 := []string{mainBet(1, 1000), deal, act(1, "split"), act(1, "split"), act(1, "split"), act(1, "split")}
	refused(t, blackjack.Game, 6, `{"split-hands": 5}`, tape, []string{"seat 1 has 5 hands", "split-hands 5", "section 26.1(2)"},
		append(split4, act(1, "split"))...)
	// main 8-8 = 16, main.5 8-T = 18, main.4 8-9 = 17, main.3 8-2-K = 20,
	// main.2 8-3-5 = 16; dealer 7-T = 17.
	res := play(t, `{"split-hands": 5}`, tape, append(split4, act(1, "stand"), act(1, "stand"), act(1, "stand"),
		act(1, "hit"), act(1, "stand"), act(1, "hit"), act(1, "stand"))...)
	check(t, res, 1, w(1, "main", 1000, lose, -1000), w(1, "main.2", 1000, lose, -1000), w(1, "main.3", 1000, win, 1000),
		w(1, "main.4", 1000, push, 0), w(1, "main.5", 1000, win, 1000))
	hands(t, res, 1, map[string]string{"1": "8c 8d", "1.5": "8c Tc", "1.4": "8s 9c", "1.3": "8h 2c Kc", "1.2": "8d 3c 5c", "dealer": "7h Ts"})
}

// 13, 6: the shoe holds decks × 52 cards; a tape dealing more copies of a
// card than that is refused.
func Test13_Decks(t *testing.T) {
	refused(t, blackjack.Game, 1, `{"decks": 1}`, "As 9h As", []string{"all 1 copies of As were already dealt"}, mainBet(1, 1000), deal)
	res := play(t, `{"decks": 2}`, "As 9h As 9c", mainBet(1, 1000), deal, act(1, "stand"))
	check(t, res, 1, w(1, "main", 1000, lose, -1000)) // soft 12 against 18
	refused(t, blackjack.Game, -1, `{"decks": 9}`, "", []string{"above the largest allowed, 8", "section 13"})
}

// 10: the first-round-only option refuses, or limits to the minimum, a box
// that did not wager on the shoe's first round.
func Test10_FirstRoundOnly(t *testing.T) {
	tape := "Th 7c 9d Kd  Th 7c 9d Kd"
	round1 := []string{mainBet(1, 1000), deal, act(1, "stand"), nextRound}
	refused(t, blackjack.Game, 4, `{"first-round-only": "refuse"}`, tape, []string{"seat 2", "refused until the cards are reshuffled", "section 10"},
		append(round1, mainBet(2, 100))...)
	refused(t, blackjack.Game, 4, `{"first-round-only": "minimum"}`, tape, []string{"limited to the table minimum of 100 cents", "section 10"},
		append(round1, mainBet(2, 500))...)
	// Limited to the minimum, seat 2 plays for 100 beside seat 1's 700:
	// 19 and 17 against 17.
	res := play(t, `{"first-round-only": "minimum"}`, "Th 7c 9d Kd Th 9s 7c 9d 8d Kd",
		append(round1, mainBet(1, 700), mainBet(2, 100), deal, act(1, "stand"), act(2, "stand"))...)
	check(t, res, 2, w(1, "main", 700, win, 700), w(2, "main", 100, push, 0))
}
