package blackjack_test

import (
	"fmt"
	"strings"
	"testing"

	"croupier/game"
	"croupier/game/blackjack"
	"croupier/money"
	"croupier/replay"
)

const allSides = `"side-bets": ["twelve-sixteen", "progressive", "sevens", "over-under"]`

// A sideCase is seat 1's first two cards, the cards its hits draw, and the
// expected settlement of one side bet. The dealer shows 9c and draws 8c (17),
// so no insurance is offered.
type sideCase struct {
	name   string
	first  string // the first two cards
	hits   string // one hit step per card
	stand  bool   // whether a stand ends the hand (not after a Blackjack or a hard 21)
	result game.Result
	net    money.Amount
	drop   money.Remainder
}

// find returns the settlement of seat's wager id in round.
func find(t *testing.T, res *replay.Result, round, seat int, id string) game.Settlement {
	t.Helper()
	for _, s := range res.Rounds[round-1].Settlements {
		if s.Seat == seat && s.Wager == id && s.Player == "" {
			return s
		}
	}
	t.Fatalf("no settlement of seat %d's %s in round %d: %+v", seat, id, round, res.Rounds[round-1].Settlements)
	return game.Settlement{}
}

func runSide(t *testing.T, table, id string, stake money.Amount, c sideCase) {
	t.Helper()
	f := strings.Fields(c.first)
	tape := strings.Join(append([]string{f[0], "9c", f[1], c.hits}, "8c"), " ")
	steps := []string{bet(1, fmt.Sprintf(`"main":1000,%q:%d`, id, stake)), deal}
	for range strings.Fields(c.hits) {
		steps = append(steps, act(1, "hit"))
	}
	if c.stand {
		steps = append(steps, act(1, "stand"))
	}
	res := play(t, table, tape, steps...)
	got := find(t, res, 1, 1, id)
	if got.Stake != stake || got.Result != c.result || got.Net != c.net || got.Rounding != c.drop {
		t.Errorf("%s: %+v, want %s net %d rounding %d", c.first+" "+c.hits, got, c.result, c.net, c.drop)
	}
}

// 21.1, ruling B6: the first 2 cards total 12 to 16 as a blackjack hand; two
// aces or two eights 2 to 1, else 1 to 1.
func Test21_1_TwelveSixteen(t *testing.T) {
	table := `{` + allSides + `}`
	for _, c := range []sideCase{
		{"A-A is 12, 2 to 1", "Ah Ad", "", true, win, 1000, 0},
		{"8-8 is 16, 2 to 1", "8h 8d", "", true, win, 1000, 0},
		{"A-5 is 16", "Ah 5d", "", true, win, 500, 0},
		{"6-6 is 12 at even money", "6h 6d", "", true, win, 500, 0},
		{"T-2 is 12", "Th 2d", "", true, win, 500, 0},
		{"9-3 is 12", "9h 3d", "", true, win, 500, 0},
		{"T-6 is 16", "Th 6d", "", true, win, 500, 0},
		{"T-7 is 17", "Th 7d", "", true, lose, -500, 0},
		{"A-6 is 17", "Ah 6d", "", true, lose, -500, 0},
		{"5-6 is 11", "5h 6d", "", true, lose, -500, 0},
		{"A-K is 21", "Ah Kd", "", false, lose, -500, 0},
		{"only the first 2 cards: 5-6 then 3", "5h 6d", "3c", true, lose, -500, 0},
	} {
		t.Run(c.name, func(t *testing.T) { runSide(t, table, blackjack.TwelveSixteen, 500, c) })
	}
	refused(t, blackjack.Game, 0, table, "", []string{"may not exceed another wager", "main is 1000 cents", "section 21.1"},
		bet(1, `"main":1000,"twelve-sixteen":1001`))
	refused(t, blackjack.Game, 0, `{}`, "", []string{"does not offer the twelve-sixteen wager", "section 21.1"},
		bet(1, `"main":1000,"twelve-sixteen":100`))
	refused(t, blackjack.Game, 0, table, "", []string{"in addition to an initial wager", "section 21.1"},
		bet(1, `"twelve-sixteen":100`))
}

// 21.2, rulings B7, G2, G3: the three pay tables of the $1 progressive
// wager; a dollar prize is the winnings, a percentage comes from the
// jackpot of 1,000,000 cents; the highest award only.
func Test21_2_Progressive(t *testing.T) {
	tables := [][]sideCase{
		{ // 21.2(1)
			{"first 5: A-2-3-4-5 same suit, 100% of the jackpot", "Ah 2h", "3h 4h 5h", true, win, 1000000, 0},
			{"first 4: 2-3-4-5 same suit, $5000", "2h 3h", "4h 5h", true, win, 500000, 0},
			{"first 4 in any order", "5h 3h", "2h 4h", true, win, 500000, 0},
			{"first 3: 4-5-6 same suit, $500", "4s 5s", "6s", true, win, 50000, 0},
			{"first 2: A-J same suit, $50 (not also the $10 and $2)", "Ad Jd", "", false, win, 5000, 0},
			{"first 2: Blackjack same suit, $10", "Ac Kc", "", false, win, 1000, 0},
			{"first 2: a pair of aces, $3", "As Ad", "", true, win, 300, 0},
			{"first 2: a pair of tens, $3", "Th Td", "", true, win, 300, 0},
			{"first 2: a pair of kings, $3", "Kh Kd", "", true, win, 300, 0},
			{"first 2: a suited pair of queens is a pair, $3", "Qc Qc", "", true, win, 300, 0},
			{"first cards: Blackjack, $2", "As Kd", "", false, win, 200, 0},
			{"a pair of nines loses", "9h 9d", "", true, lose, -100, 0},
			{"a ten and a jack are not a pair", "Th Jh", "", true, lose, -100, 0},
			{"A-2-3-4 then an off-suit 5", "Ah 2h", "3h 4h 5d", true, lose, -100, 0},
		},
		{ // 21.2(2)
			{"first 4: 4 red aces, 100%", "Ah Ad", "Ah Ad", true, win, 1000000, 0},
			{"first 4: 4 black aces, 100%", "As Ac", "As Ac", true, win, 1000000, 0},
			{"4 aces of both colours: 3 aces, $250", "As Ah", "Ac Ad", true, win, 25000, 0},
			{"first 3: 3 aces same suit, $2500", "Ah Ah", "Ah", true, win, 250000, 0},
			{"first 2: 2 aces same suit, $100", "Ah Ah", "", true, win, 10000, 0},
			{"first 2: 2 aces, $25", "Ah As", "", true, win, 2500, 0},
			{"a Blackjack is not on this table", "Ah Kh", "", false, lose, -100, 0},
		},
		{ // 21.2(3)
			{"first 5: A-2-3-4-5 same suit, 100%", "Ah 2h", "3h 4h 5h", true, win, 1000000, 0},
			{"first 4: 4 red fives, 10% (over 3 fives, $250)", "5h 5d", "5h 5d", true, win, 100000, 0},
			{"first 4: 4 black twos, 10%", "2s 2c", "2s 2c", true, win, 100000, 0},
			{"4 fours of both colours: 3 fours, $250", "4h 4d", "4s 4c", true, win, 25000, 0},
			{"first 3: 3 sixes same suit, $1000", "6h 6h", "6h", true, win, 100000, 0},
			{"first 3: 3 threes, $250", "3h 3d", "3c", true, win, 25000, 0},
			{"first 2: 2 kings same suit, $25", "Kh Kh", "", true, win, 2500, 0},
			{"2 kings of two suits lose", "Kh Kd", "", true, lose, -100, 0},
			{"3 sevens are not on this table", "7h 7d", "7c", false, lose, -100, 0},
		},
	}
	for i, cases := range tables {
		table := fmt.Sprintf(`{%s, "progressive-table": %d, "jackpot": 1000000}`, allSides, i+1)
		for _, c := range cases {
			t.Run(fmt.Sprintf("table %d: %s", i+1, c.name), func(t *testing.T) { runSide(t, table, blackjack.Progressive, 100, c) })
		}
	}
	// G3, highest award: with a jackpot of 50,000 cents, 4 red fives earn 10%
	// = 5,000 or, as 3 fives, $250 = 25,000: the $250 is paid.
	runSide(t, `{"side-bets": ["progressive"], "progressive-table": 3, "jackpot": 50000}`, blackjack.Progressive, 100,
		sideCase{"", "5h 5d", "5h 5d", true, win, 25000, 0})
	// G1: 10% of 1,000,005 is 100,000.5: 100,000 paid, the half cent dropped
	// (money.Pay's remainder over tenths).
	runSide(t, `{"side-bets": ["progressive"], "progressive-table": 3, "jackpot": 1000005}`, blackjack.Progressive, 100,
		sideCase{"", "5h 5d", "5h 5d", true, win, 100000, 5})
	// 100% of an empty jackpot pays nothing: the wager is returned (a push).
	runSide(t, `{"side-bets": ["progressive"]}`, blackjack.Progressive, 100,
		sideCase{"", "Ah 2h", "3h 4h 5h", true, push, 0, 0})
	// …but 4 red aces also hold 3 aces, $250: the highest award (G3).
	runSide(t, `{"side-bets": ["progressive"], "progressive-table": 2}`, blackjack.Progressive, 100,
		sideCase{"", "Ah Ad", "Ah Ad", true, win, 25000, 0})

	table := `{"side-bets": ["progressive"]}`
	refused(t, blackjack.Game, 0, table, "", []string{"this wager has a fixed amount", "exactly 100 cents", "section 21.2"},
		bet(1, `"main":1000,"progressive":500`))
	refused(t, blackjack.Game, 1, table, "", []string{"exactly 100 cents", "section 21.2"},
		bet(1, `"main":1000,"progressive":100`), bet(1, `"progressive":100`))
	refused(t, blackjack.Game, 0, `{"side-bets": ["sevens"]}`, "", []string{"does not offer the progressive wager", "section 21.2"},
		bet(1, `"main":1000,"progressive":100`))
}

// G2: awards of one round are paid in seat order, each from what the earlier
// left; a 100% award resets the jackpot to its opening amount.
func Test21_2_JackpotInSeatOrder(t *testing.T) {
	table := `{"side-bets": ["progressive"], "progressive-table": 3, "jackpot": 1000000}`
	// Round 1: seat 1 four red fives (10%), seat 2 A-2-3-4-5 of hearts (100%
	// of what is left). Round 2: seat 1 four black twos (10% of the reset
	// jackpot).
	tape := "5h Ah 9c 5d 2h 5h 5d 3h 4h 5h 8c  2s 9c 2c 2s 2c 8c"
	pb := `"main":1000,"progressive":100`
	g := blackjack.Game
	s, err := replay.Parse(strings.NewReader(script(g, table, tape, bet(1, pb), bet(2, pb), deal,
		act(1, "hit"), act(1, "hit"), act(1, "stand"), act(2, "hit"), act(2, "hit"), act(2, "hit"), act(2, "stand"),
		nextRound, bet(1, pb), deal, act(1, "hit"), act(1, "hit"), act(1, "stand"))))
	if err != nil {
		t.Fatal(err)
	}
	e, _, err := replay.Open(s, func(string) (game.Game, bool) { return g, true })
	if err != nil {
		t.Fatal(err)
	}
	for i, st := range s.Steps {
		if err := e.Apply(st); err != nil {
			t.Fatalf("step %d: %v", i, err)
		}
	}
	res := replay.Summarize(g.Spec.ID, e.Rounds())
	if got := find(t, res, 1, 1, "progressive"); got.Net != 100000 {
		t.Errorf("round 1 seat 1: %+v, want 100000 (10%% of 1,000,000)", got)
	}
	if got := find(t, res, 1, 2, "progressive"); got.Net != 900000 {
		t.Errorf("round 1 seat 2: %+v, want 900000 (100%% of what seat 1 left)", got)
	}
	if got := find(t, res, 2, 1, "progressive"); got.Net != 100000 {
		t.Errorf("round 2 seat 1: %+v, want 100000 (10%% of the reset 1,000,000)", got)
	}
	if j := e.(*blackjack.Engine).Jackpot(); j != 900000 {
		t.Errorf("jackpot after = %d, want 900000", j)
	}
}

// G2 with a shared pool: a 100% award resets the jackpot to the seed
// option, the round reports what it drew (the awards and the reseeding),
// and no-more-bets tells the round the pool's amount.
func Test21_2_JackpotSeedAndToldAmount(t *testing.T) {
	table := `{"side-bets": ["progressive"], "progressive-table": 3, "jackpot": 1000000, "seed": 200000}`
	tape := "5h Ah 9c 5d 2h 5h 5d 3h 4h 5h 8c  2s 9c 2c 2s 2c 8c"
	pb := `"main":1000,"progressive":100`
	g := blackjack.Game
	s, err := replay.Parse(strings.NewReader(script(g, table, tape, bet(1, pb), bet(2, pb), deal,
		act(1, "hit"), act(1, "hit"), act(1, "stand"), act(2, "hit"), act(2, "hit"), act(2, "hit"), act(2, "stand"),
		nextRound, bet(1, pb), `{"dealer":"no-more-bets","jackpot":500000}`, act(1, "hit"), act(1, "hit"), act(1, "stand"))))
	if err != nil {
		t.Fatal(err)
	}
	e, _, err := replay.Open(s, func(string) (game.Game, bool) { return g, true })
	if err != nil {
		t.Fatal(err)
	}
	for i, st := range s.Steps {
		if err := e.Apply(st); err != nil {
			t.Fatalf("step %d: %v", i, err)
		}
	}
	rs := e.Rounds()
	// Round 1: 10% of 1,000,000 to seat 1, then 100% of the 900,000 left
	// to seat 2, which puts the 200,000 seed back.
	if rs[0].Jackpot != (game.JackpotDraw{Paid: 1000000, Reseeded: 200000}) {
		t.Errorf("round 1 drew %+v, want 1000000 paid and 200000 reseeded", rs[0].Jackpot)
	}
	// Round 2: 10% of the 500,000 the pool holds now.
	if got := find(t, replay.Summarize(g.Spec.ID, rs), 2, 1, "progressive"); got.Net != 50000 || rs[1].Jackpot.Paid != 50000 {
		t.Errorf("round 2 seat 1: %+v, drew %+v; want 50000 (10%% of 500,000)", got, rs[1].Jackpot)
	}
	if j := e.(*blackjack.Engine).Jackpot(); j != 450000 {
		t.Errorf("jackpot after = %d, want 450000", j)
	}
	refused(t, g, 1, `{}`, "Th 9c 8d Ts 2c 3c", []string{"no jackpot", "section 21.2"},
		bet(1, `"main":1000`), `{"dealer":"no-more-bets","jackpot":5}`)
}

// 21.3, ruling B8: the $1 sevens wager on the first 3 cards.
func Test21_3_Sevens(t *testing.T) {
	table := `{` + allSides + `}`
	for _, c := range []sideCase{
		{"first 3: 3 sevens same suit, 5000 to 1", "7h 7h", "7h", false, win, 500000, 0},
		{"first 3: 3 sevens, 500 to 1", "7h 7d", "7c", false, win, 50000, 0},
		{"first 2: 2 sevens same suit, 100 to 1", "7h 7h", "", true, win, 10000, 0},
		{"first 2: 2 sevens, 50 to 1", "7h 7d", "", true, win, 5000, 0},
		{"2 sevens and a third card", "7h 7d", "2c", true, win, 5000, 0},
		{"first card a seven, 3 to 1 (B8)", "7h 9d", "", true, win, 300, 0},
		{"a seven as the second card loses (B8)", "9d 7h", "", true, lose, -100, 0},
		{"a seven as the third card loses", "Td 2c", "7h", true, lose, -100, 0},
		{"no seven", "Td 9c", "", true, lose, -100, 0},
	} {
		t.Run(c.name, func(t *testing.T) { runSide(t, table, blackjack.Sevens, 100, c) })
	}
	// B7, B8: after a split of 7s, the third card is the first card drawn
	// after the two, the one main draws: 7-7-7, 500 to 1.
	res := play(t, table, "7h 9c 7d 7c Kc 8c", bet(1, `"main":1000,"sevens":100`), deal,
		act(1, "split"), act(1, "stand"), act(1, "stand"))
	if got := find(t, res, 1, 1, "sevens"); got.Net != 50000 {
		t.Errorf("split 7s then a 7: %+v, want 50000", got)
	}
	refused(t, blackjack.Game, 0, table, "", []string{"exactly 100 cents", "section 21.3"}, bet(1, `"main":1000,"sevens":200`))
}

// 21.4, ruling B9: over or under 13 on the first 2 cards, aces 1, even
// money; exactly 13 loses both.
func Test21_4_OverUnder13(t *testing.T) {
	table := `{"side-bets": ["over-under"]}`
	for _, c := range []struct {
		sideCase
		id string
	}{
		{sideCase{"14 is over", "Th 4d", "", true, win, 300, 0}, blackjack.Over13},
		{sideCase{"20 is over", "Kh Qd", "", true, win, 300, 0}, blackjack.Over13},
		{sideCase{"13 is not over (B9)", "Th 3d", "", true, lose, -300, 0}, blackjack.Over13},
		{sideCase{"A-K is 11, the ace 1", "Ah Kd", "", false, lose, -300, 0}, blackjack.Over13},
		{sideCase{"A-K is under", "Ah Kd", "", false, win, 300, 0}, blackjack.Under13},
		{sideCase{"A-A is 2", "Ah Ad", "", true, win, 300, 0}, blackjack.Under13},
		{sideCase{"12 is under", "6h 6d", "", true, win, 300, 0}, blackjack.Under13},
		{sideCase{"13 is not under (B9)", "Th 3d", "", true, lose, -300, 0}, blackjack.Under13},
		{sideCase{"14 is not under", "Th 4d", "", true, lose, -300, 0}, blackjack.Under13},
		{sideCase{"only the first 2 cards: 5-6 then 9", "5h 6d", "9c", true, win, 300, 0}, blackjack.Under13},
	} {
		t.Run(c.id+" "+c.name, func(t *testing.T) { runSide(t, table, c.id, 300, c.sideCase) })
	}
	// Both sides of the same hand; the table's limits apply.
	res := play(t, table, "Th 9c 3d 8c", bet(1, `"main":1000,"over-13":200,"under-13":100`), deal, act(1, "stand"))
	check(t, res, 1, w(1, "main", 1000, lose, -1000), w(1, "over-13", 200, lose, -200), w(1, "under-13", 100, lose, -100))
	refused(t, blackjack.Game, 0, `{"side-bets": ["over-under"], "max": 500}`, "", []string{"above the table maximum", "section 21.4"},
		bet(1, `"main":500,"over-13":501`))
	refused(t, blackjack.Game, 0, `{"side-bets": ["sevens"]}`, "", []string{"does not offer the under-13 wager", "section 21.4"},
		bet(1, `"main":500,"under-13":100`))
}

// Side bets settle even when a peeked dealer Blackjack ends the round.
func Test21_SideBetsAgainstAPeekedBlackjack(t *testing.T) {
	table := `{"peek": true, ` + allSides + `}`
	res := play(t, table, "8h Kc 8d Ah", bet(1, `"main":1000,"twelve-sixteen":1000,"sevens":100,"over-13":100`), deal)
	check(t, res, 1, w(1, "main", 1000, lose, -1000), w(1, "twelve-sixteen", 1000, win, 2000),
		w(1, "sevens", 100, lose, -100), w(1, "over-13", 100, win, 100))
}
