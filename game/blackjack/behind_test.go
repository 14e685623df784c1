package blackjack_test

import (
	"testing"

	"croupier/game/blackjack"
	"croupier/money"
)

// 16, ruling B11: standing players bet behind a seated player's box, bound
// by his decisions but free to decline his splits, doubles and insurance.
func Test16_BehindFollowsOrDeclinesASplit(t *testing.T) {
	// Seat 3 8-8 against 7; alice follows the split, bob declines. main
	// 8-3 hits T: 21; main.2 8-9 = 17; dealer 7-K = 17.
	tape := "8c 7h 8d 3c Ts 9s Kd"
	wants := []want{
		w(3, "main", 1000, win, 1000), w(3, "main.2", 1000, push, 0),
		w(3, "behind", 500, win, 500).by("alice"), w(3, "behind.2", 500, push, 0).by("alice"),
		w(3, "behind", 300, win, 300).by("bob"), // B11: stays on the first hand
	}
	res := play(t, `{}`, tape, mainBet(3, 1000), behindBet(3, "alice", 500), behindBet(3, "bob", 300), deal,
		act(3, "split"), actBy(3, "follow", "alice"), actBy(3, "decline", "bob"), act(3, "hit"), act(3, "stand"))
	check(t, res, 1, wants...)
	for k, v := range map[string]money.Amount{"3": 1000, "3:alice": 500, "3:bob": 300} {
		if res.Net[k] != v {
			t.Errorf("net[%s] = %d, want %d (all: %v)", k, res.Net[k], v, res.Net)
		}
	}
	// Bob's decline is the default: the seated player's next act takes it.
	res = play(t, `{}`, tape, mainBet(3, 1000), behindBet(3, "alice", 500), behindBet(3, "bob", 300), deal,
		act(3, "split"), actBy(3, "follow", "alice"), act(3, "hit"), act(3, "stand"))
	check(t, res, 1, wants...)
	// A follow is for the behind wager's amount exactly.
	refused(t, blackjack.Game, 4, `{}`, tape, []string{"follows with his wager's amount, 500 cents, not 200", "section 16"},
		mainBet(3, 1000), behindBet(3, "alice", 500), deal, act(3, "split"),
		`{"seat":3,"act":"follow","player":"alice","amount":200}`)
	// A bettor who is not on the hand has nothing to follow.
	refused(t, blackjack.Game, 4, `{}`, tape, []string{`behind bettor "bob" at seat 3 has no decision to make now`, "section 16"},
		mainBet(3, 1000), behindBet(3, "alice", 500), deal, act(3, "split"), actBy(3, "follow", "bob"))
}

func Test16_BehindFollowsADouble(t *testing.T) {
	// 6-5 doubles, draws T: 21; dealer 9-8. Alice follows; bob says nothing
	// and the script ends: he declined (B11: his wager keeps its amount).
	res := play(t, `{}`, "6c 9h 5d Ts 8c", mainBet(1, 1000), behindBet(1, "alice", 400), behindBet(1, "bob", 200), deal,
		act(1, "double"), actBy(1, "follow", "alice"))
	check(t, res, 1, w(1, "main", 1000, win, 1000), w(1, "double", 1000, win, 1000),
		w(1, "behind", 400, win, 400).by("alice"), w(1, "behind-double", 400, win, 400).by("alice"),
		w(1, "behind", 200, win, 200).by("bob"))
}

func Test16_BehindInsurance(t *testing.T) {
	// Seat 2 insures 500 and alice 300; dealer A-K.
	res := play(t, `{}`, "Tc Ah 9d Kc", mainBet(2, 1000), behindBet(2, "alice", 600), deal,
		act(2, "insure"), actBy(2, "insure", "alice"), act(2, "stand"))
	check(t, res, 1, w(2, "main", 1000, lose, -1000), w(2, "insurance", 500, win, 1000),
		w(2, "behind", 600, lose, -600).by("alice"), w(2, "behind-insurance", 300, win, 600).by("alice"))
	// Free to decline when the seated player insures…
	res = play(t, `{}`, "Tc Ah 9d Kc", mainBet(2, 1000), behindBet(2, "alice", 600), deal,
		act(2, "insure"), actBy(2, "decline", "alice"), act(2, "stand"))
	check(t, res, 1, w(2, "main", 1000, lose, -1000), w(2, "insurance", 500, win, 1000),
		w(2, "behind", 600, lose, -600).by("alice"))
	// …but bound when he declines (16).
	refused(t, blackjack.Game, 4, `{}`, "Tc Ah 9d Kc", []string{`behind bettor "alice" at seat 2 has no decision to make now`, "section 16"},
		mainBet(2, 1000), behindBet(2, "alice", 600), deal, act(2, "decline"), actBy(2, "insure", "alice"))
}

// 20 for behind wagers: a dealer Blackjack with no hole card takes the
// initial behind wager; what followed a split is withdrawn.
func Test16_20_BehindAgainstADealerBlackjack(t *testing.T) {
	res := play(t, `{}`, "8c Th 8d 3h 9h Ks Ad", mainBet(1, 1000), behindBet(1, "alice", 500), deal,
		act(1, "split"), actBy(1, "follow", "alice"), act(1, "hit"), act(1, "stand"), act(1, "stand"))
	check(t, res, 1, w(1, "main", 1000, lose, -1000), w(1, "main.2", 1000, withdrawn, 0),
		w(1, "behind", 500, lose, -500).by("alice"), w(1, "behind.2", 500, withdrawn, 0).by("alice"))
}

// B11 through a re-split: a bettor follows the hand he is on.
func Test16_BehindThroughAResplit(t *testing.T) {
	// As Test24's re-split: main 8-2-T = 20, main.3 8-9 = 17, main.2 8-K = 18,
	// dealer 17. Alice follows the first split (onto main.2) and declines
	// the second (she stays on main); bob follows only the second (main.3).
	res := play(t, `{"split-hands": 3}`, "8c 7h 8d 8h 2s Ts 9s Kc Tc",
		mainBet(1, 1000), behindBet(1, "alice", 200), behindBet(1, "bob", 100), deal,
		act(1, "split"), actBy(1, "follow", "alice"), actBy(1, "decline", "bob"),
		act(1, "split"), actBy(1, "decline", "alice"), actBy(1, "follow", "bob"),
		act(1, "hit"), act(1, "stand"), act(1, "stand"), act(1, "stand"))
	check(t, res, 1, w(1, "main", 1000, win, 1000), w(1, "main.2", 1000, win, 1000), w(1, "main.3", 1000, push, 0),
		w(1, "behind", 200, win, 200).by("alice"), w(1, "behind.2", 200, win, 200).by("alice"),
		w(1, "behind", 100, win, 100).by("bob"), w(1, "behind.3", 100, push, 0).by("bob"))
}

// 9, 16: the maximum is per hand: the seated player's wager and every
// behind wager on it together.
func Test16_BehindLimits(t *testing.T) {
	table := `{"max": 2000}`
	refused(t, blackjack.Game, 3, table, "", []string{"above the table maximum", "per hand", "section 16"},
		mainBet(3, 1000), behindBet(3, "alice", 500), behindBet(3, "bob", 300), behindBet(3, "carol", 300))
	refused(t, blackjack.Game, 2, table, "", []string{"above the table maximum", "section 9, 16"},
		mainBet(3, 1000), behindBet(3, "alice", 800), mainBet(3, 300))
	refused(t, blackjack.Game, 0, table, "", []string{"seat 2 has no main wager", "section 16"}, behindBet(2, "alice", 500))
	refused(t, blackjack.Game, 1, table, "", []string{"below the table minimum"}, mainBet(2, 500), behindBet(2, "alice", 50))
	refused(t, blackjack.Game, 1, table, "", []string{"names him in \"player\"", "section 16"}, mainBet(2, 500), bet(2, `"behind":500`))
	refused(t, blackjack.Game, 1, table, "", []string{"places only behind wagers", "section 16"},
		mainBet(2, 500), `{"seat":2,"wager":{"main":500},"player":"alice"}`)
	refused(t, blackjack.Game, 2, table, "", []string{"come down before its main wager", "section 16"},
		mainBet(2, 500), behindBet(2, "alice", 500), `{"seat":2,"withdraw":"main"}`)
	// Exactly the maximum is fine; a bettor adds to his own wager; the
	// behind wagers come down, then main.
	res := play(t, table, "Th 7c 9d Kd", mainBet(3, 1000), behindBet(3, "alice", 500), behindBet(3, "alice", 200),
		behindBet(3, "bob", 300), `{"seat":3,"withdraw":"behind","player":"bob"}`, behindBet(3, "bob", 300), deal, act(3, "stand"))
	check(t, res, 1, w(3, "main", 1000, win, 1000), w(3, "behind", 700, win, 700).by("alice"), w(3, "behind", 300, win, 300).by("bob"))
	play(t, table, "", mainBet(3, 1000), behindBet(3, "alice", 500), `{"seat":3,"withdraw":"behind","player":"alice"}`, `{"seat":3,"withdraw":"main"}`)
}

// A step past undecided defaults takes them, next-round included: bob's
// follow is declined, the double's card dealt and the round settled first.
func Test16_DefaultsBeforeNextRound(t *testing.T) {
	res := play(t, `{}`, "6c 9h 5d Ts 8c  Th 7c 9d Kd", mainBet(1, 1000), behindBet(1, "bob", 200), deal,
		act(1, "double"), nextRound, mainBet(1, 100), deal, act(1, "stand"))
	check(t, res, 1, w(1, "main", 1000, win, 1000), w(1, "double", 1000, win, 1000), w(1, "behind", 200, win, 200).by("bob"))
	check(t, res, 2, w(1, "main", 100, win, 100))
}
