package blackjack_test

import (
	"testing"

	"croupier/game/blackjack"
)

// Multi-Action tapes: the deal as at Blackjack, the player's cards, then
// dealer hand 1 (its second card and hits), hand 2, hand 3 (26.7).

// 26.3, 26.5, 26.7: one player hand against three dealer hands sharing the
// first card, completed and settled one after the other.
func Test26_3_7_ThreeDealerHands(t *testing.T) {
	// Player T-9 = 19. Dealer 7, then hand 1 T (17), hand 2 5-K (22), hand 3
	// 3-9 (19).
	res := playMulti(t, `{}`, "Tc 7h 9d Ts 5c Kd 3c 9h", bet(1, `"hand-1":1000,"hand-2":500,"hand-3":200`), deal, act(1, "stand"))
	check(t, res, 1, w(1, "hand-1", 1000, win, 1000), w(1, "hand-2", 500, win, 500), w(1, "hand-3", 200, push, 0))
	hands(t, res, 1, map[string]string{"1": "Tc 9d", "dealer": "7h", "dealer-1": "Ts", "dealer-2": "5c Kd", "dealer-3": "3c 9h"})
}

// 26.4: at least min-wagers of the three, each within the table's limits.
func Test26_4_MinimumWagers(t *testing.T) {
	refused(t, blackjack.MultiAction, 1, `{}`, "", []string{"seat 1 has 2 of the wagers", "at least 3", "section 26.4"},
		bet(1, `"hand-1":1000,"hand-2":500`), deal)
	refused(t, blackjack.MultiAction, 2, `{}`, "", []string{"seat 2 has 1 of the wagers", "section 26.4"},
		bet(1, `"hand-1":100,"hand-2":100,"hand-3":100`), bet(2, `"hand-1":100`), deal)
	// With min-wagers 2, any two: hand-1 and hand-3 (dealer hand 2 is
	// completed all the same).
	res := playMulti(t, `{"min-wagers": 2}`, "Tc 7h 9d Ts 5c Kd 3c 9h", bet(1, `"hand-1":1000,"hand-3":200`), deal, act(1, "stand"))
	check(t, res, 1, w(1, "hand-1", 1000, win, 1000), w(1, "hand-3", 200, push, 0))
	hands(t, res, 1, map[string]string{"1": "Tc 9d", "dealer": "7h", "dealer-1": "Ts", "dealer-2": "5c Kd", "dealer-3": "3c 9h"})
	refused(t, blackjack.MultiAction, 0, `{"max": 500}`, "", []string{"above the table maximum", "section 26.5"},
		bet(1, `"hand-1":100,"hand-2":501,"hand-3":100`))
	refused(t, blackjack.MultiAction, -1, `{"min-wagers": 4}`, "", []string{"min-wagers", "above the largest allowed"})
}

// 26.6: a double adds its amount to every wager.
func Test26_6_Double(t *testing.T) {
	// 6-5 doubles, draws 9: 20. Dealer 9: hand 1 T (19), hand 2 A (20),
	// hand 3 2-T (21).
	res := playMulti(t, `{}`, "6c 9h 5d 9s Tc Ac 2c Td", bet(1, `"hand-1":1000,"hand-2":1000,"hand-3":500`), deal, act(1, "double"))
	check(t, res, 1,
		w(1, "hand-1", 1000, win, 1000), w(1, "double-1", 1000, win, 1000),
		w(1, "hand-2", 1000, push, 0), w(1, "double-2", 1000, push, 0),
		w(1, "hand-3", 500, lose, -500), w(1, "double-3", 500, lose, -500))
	refused(t, blackjack.MultiAction, 2, `{}`, "6c 9h 5d", []string{"equals the hand's wager, 2500 cents, not 1000", "section 23"},
		bet(1, `"hand-1":1000,"hand-2":1000,"hand-3":500`), deal, `{"seat":1,"act":"double","amount":1000}`)
}

// 26.6, 24: a split adds a wager for each initial wager.
func Test26_6_Split(t *testing.T) {
	// 8-8 splits: hand 8-3 hits T (21), split hand 8-K (18). Dealer 7:
	// hand 1 T (17), hand 2 7-5 (19), hand 3 4-Q (21).
	res := playMulti(t, `{}`, "8c 7h 8d 3h Ts Kc Td 7c 5s 4c Qs", bet(1, `"hand-1":1000,"hand-2":600,"hand-3":400`), deal,
		act(1, "split"), act(1, "hit"), act(1, "stand"))
	check(t, res, 1,
		w(1, "hand-1", 1000, win, 1000), w(1, "hand-1.2", 1000, win, 1000),
		w(1, "hand-2", 600, win, 600), w(1, "hand-2.2", 600, lose, -600),
		w(1, "hand-3", 400, push, 0), w(1, "hand-3.2", 400, lose, -400))
	hands(t, res, 1, map[string]string{"1": "8c 3h Ts", "1.2": "8d Kc", "dealer": "7h", "dealer-1": "Td", "dealer-2": "7c 5s", "dealer-3": "4c Qs"})
}

// 25, 26.2: one insure covers every wager, each insurance settled against
// its dealer hand.
func Test26_2_Insurance(t *testing.T) {
	// Insurance 500 + 250 + 150 = 900. Player T-9 = 19. Dealer A: hand 1
	// K (Blackjack), hand 2 5-2 (soft 18), hand 3 T (Blackjack).
	res := playMulti(t, `{}`, "Tc Ah 9d Kc 5c 2d Td", bet(1, `"hand-1":1000,"hand-2":501,"hand-3":300`), deal,
		act(1, "insure"), act(1, "stand"))
	check(t, res, 1,
		w(1, "hand-1", 1000, lose, -1000), w(1, "insurance-1", 500, win, 1000),
		w(1, "hand-2", 501, win, 501), w(1, "insurance-2", 250, lose, -250),
		w(1, "hand-3", 300, lose, -300), w(1, "insurance-3", 150, win, 300))
	refused(t, blackjack.MultiAction, 2, `{}`, "Tc Ah 9d", []string{"half the initial wager, 900 cents, not 500", "section 25"},
		bet(1, `"hand-1":1000,"hand-2":501,"hand-3":300`), deal, `{"seat":1,"act":"insure","amount":500}`)
}

// 20, 26.7: a Blackjack on one dealer hand takes only that hand's initial
// wager; its double is withdrawn, the other hands settle as usual.
func Test26_7_20_BlackjackOnOneDealerHand(t *testing.T) {
	// 6-5 doubles, draws 9: 20. Dealer K: hand 1 7 (17), hand 2 A
	// (Blackjack), hand 3 8 (18, no wager on it).
	res := playMulti(t, `{"min-wagers": 2}`, "6c Kh 5d 9s 7c As 8d", bet(1, `"hand-1":1000,"hand-2":1000`), deal, act(1, "double"))
	check(t, res, 1,
		w(1, "hand-1", 1000, win, 1000), w(1, "double-1", 1000, win, 1000),
		w(1, "hand-2", 1000, lose, -1000), w(1, "double-2", 1000, withdrawn, 0))
	hands(t, res, 1, map[string]string{"1": "6c 5d 9s", "dealer": "Kh", "dealer-1": "7c", "dealer-2": "As", "dealer-3": "8d"})
}

// 15, 19, 21 at Multi-Action: a Blackjack is paid 3 to 2 against each dealer
// hand but one with a Blackjack.
func Test26_2_Blackjack(t *testing.T) {
	// Dealer T: hand 1 9 (19), hand 2 A (Blackjack), hand 3 6-5 (21).
	res := playMulti(t, `{}`, "As Tc Kd 9c Ah 6d 5d", bet(1, `"hand-1":1000,"hand-2":800,"hand-3":400`), deal)
	check(t, res, 1, w(1, "hand-1", 1000, win, 1500), w(1, "hand-2", 800, push, 0), w(1, "hand-3", 400, win, 600))
}

// 26.2: no behind wagers, side bets or peek at Multi-Action; two boxes play
// in seat order, each settled per dealer hand.
func Test26_2_NotOffered(t *testing.T) {
	refused(t, blackjack.MultiAction, 1, `{}`, "", []string{"no behind wagers", "section 26.2"},
		bet(1, `"hand-1":100,"hand-2":100,"hand-3":100`), `{"seat":1,"wager":{"behind":100},"player":"alice"}`)
	refused(t, blackjack.MultiAction, 0, `{}`, "", []string{"no wager \"main\"", "section 26.5"}, bet(1, `"main":100`))
	refused(t, blackjack.MultiAction, -1, `{"peek": true}`, "", []string{"takes no such option"})
	refused(t, blackjack.MultiAction, -1, `{"side-bets": ["sevens"]}`, "", []string{"takes no such option"})

	// Seat 1 T-9 stands; seat 2 9-2 doubles, draws 9 (20). Dealer 7: hand 1
	// T (17), hand 2 K (17), hand 3 A (soft 18).
	res := playMulti(t, `{"min-wagers": 2}`, "Tc 9h 7h 9d 2c 9s Ts Kd Ac",
		bet(1, `"hand-1":100,"hand-2":100`), bet(2, `"hand-2":300,"hand-3":300`), deal, act(1, "stand"), act(2, "double"))
	check(t, res, 1,
		w(1, "hand-1", 100, win, 100),
		w(1, "hand-2", 100, win, 100), w(2, "hand-2", 300, win, 300), w(2, "double-2", 300, win, 300),
		w(2, "hand-3", 300, win, 300), w(2, "double-3", 300, win, 300))
}
