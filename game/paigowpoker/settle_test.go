package paigowpoker_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"croupier/card"
	"croupier/game"
	"croupier/game/gametest"
	"croupier/game/paigowpoker"
	"croupier/money"
	"croupier/replay"
)

func lookup(id string) (game.Game, bool) { return paigowpoker.Game, id == "pai-gow-poker" }

// tape deals the named positions' seven cards (1–6 seats, 7 the dealer)
// from position first, the others' from the cards nobody named, then the
// remaining four (49, ruling PG6); number > 0 puts the drawn position first
// (48.1).
func tape(t *testing.T, number int, hands map[int]string, rest string) string {
	t.Helper()
	used := map[string]bool{}
	for _, h := range hands {
		for _, c := range strings.Fields(h) {
			used[c] = true
		}
	}
	for _, c := range strings.Fields(rest) {
		used[c] = true
	}
	deck := card.PaiGowPoker()
	var spare []string
	for _, c := range card.Strings(deck.Cards()) {
		if !used[c] {
			spare = append(spare, c)
		}
	}
	var out []string
	first := 1
	if number > 0 {
		out, first = append(out, fmt.Sprint(number)), number // a number, not a string
	}
	for k := range 7 {
		p := (first-1+k)%7 + 1
		if h, ok := hands[p]; ok {
			out = append(out, strings.Fields(h)...)
		} else {
			out, spare = append(out, spare[:7]...), spare[7:]
		}
	}
	out = append(out, strings.Fields(rest)...)
	for i, c := range out {
		if i > 0 || number == 0 {
			out[i] = fmt.Sprintf("%q", c)
		}
	}
	return strings.Join(out, ",")
}

func play(table, tape string, steps ...string) (*replay.Result, error) {
	src := fmt.Sprintf(`{"game":"pai-gow-poker","table":%s,"tape":[%s],"steps":[%s]}`, table, tape, strings.Join(steps, ","))
	s, err := replay.Parse(strings.NewReader(src))
	if err != nil {
		return nil, err
	}
	return replay.Run(s, lookup)
}

func bet(seat int, wagers string) string {
	return fmt.Sprintf(`{"seat":%d,"wager":{%s}}`, seat, wagers)
}
func act(seat int, a string) string { return fmt.Sprintf(`{"seat":%d,"act":%q}`, seat, a) }
func set(seat int, high, low string) string {
	q := func(s string) string {
		f := strings.Fields(s)
		for i := range f {
			f[i] = fmt.Sprintf("%q", f[i])
		}
		return "[" + strings.Join(f, ",") + "]"
	}
	return fmt.Sprintf(`{"seat":%d,"act":"set","high":%s,"low":%s}`, seat, q(high), q(low))
}

const deal = `{"dealer":"no-more-bets"}`

type want struct {
	seat       int
	wager      string
	stake      money.Amount
	result     game.Result
	net        money.Amount
	commission money.Amount
	rounding   money.Remainder
}

func check(t *testing.T, res *replay.Result, err error, wants ...want) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
	got := res.Rounds[0].Settlements
	if len(got) != len(wants) {
		t.Fatalf("%d settlements %+v, want %d", len(got), got, len(wants))
	}
	for i, w := range wants {
		g := got[i]
		if g.Seat != w.seat || g.Wager != w.wager || g.Stake != w.stake || g.Result != w.result || g.Net != w.net || g.Commission != w.commission || g.Rounding != w.rounding {
			t.Errorf("settlement %d = %+v, want %+v", i, g, w)
		}
	}
}

// The dealer's hand, no pair: the house way (rule 10) sets K-7-5-3-2 high
// and Q-9 low.
const dealer = "Kc Qd 9h 7s 5c 3d 2h"

// 46, 47: both hands higher win 1 to 1; the commission is 5% of the wager
// taken up to the next multiple of $10: $10.50 → $20 → $1.00.
func Test46_47_WinPaysEvenLessCommissionOnTens(t *testing.T) {
	// Seat 1's house way (rule 9): A-A-8-6-4 high over K-high, K-J low over Q-9.
	tp := tape(t, 0, map[int]string{1: "Ac Ad Kd Jh 8s 6c 4d", 7: dealer}, "Kh Ts 3s 3h")
	res, err := play(`{}`, tp, bet(1, `"main":1050`), deal, act(1, "house-way"))
	check(t, res, err, want{1, "main", 1050, game.Win, 1050, 100, 0})
	h := res.Rounds[0].Hands
	if fmt.Sprint(h["bank"], h["1"]) != "high [Kc 7s 5c 3d 2h] low [Qd 9h] high [Ac Ad 8s 6c 4d] low [Kd Jh]" {
		t.Errorf("hands %v", h)
	}
	for _, c := range []struct{ stake, commission money.Amount }{{1000, 50}, {1001, 100}, {2000, 100}, {100, 50}} {
		res, err := play(`{}`, tp, bet(1, fmt.Sprintf(`"main":%d`, c.stake)), deal, act(1, "house-way"))
		check(t, res, err, want{1, "main", c.stake, game.Win, c.stake, c.commission, 0})
	}
}

// 44(1): both hands lower lose. 44(2): copies go to the bank: identical
// hands lose. 45(1): high higher, low identical: push. 45(2): high lower,
// low higher: push.
func Test44_45_LoseCopiesAndPush(t *testing.T) {
	tp := tape(t, 0, map[int]string{
		1: "Jc 9d 8h 6s 4c 3c 2s", // J-6-4-3-2 / 9-8: both lower
		2: "Ks Qc 9c 7c 5d 3h 2c", // set as the bank's copy
		3: "As Qh 9s 7h 6d 4h 2d", // A-high high, Q-9 low: high higher, low identical
		4: "Ah Kd 6h 5h 4s 3s Td", //
		7: dealer,
	}, "Kh Ts Jd Jh")
	_ = tp
	res, err := play(`{}`, tp,
		bet(1, `"main":500`), bet(2, `"main":500`), bet(3, `"main":500`), deal,
		act(1, "house-way"),
		set(2, "Ks 7c 5d 3h 2c", "Qc 9c"),
		set(3, "As 7h 6d 4h 2d", "Qh 9s"))
	check(t, res, err,
		want{1, "main", 500, game.Lose, -500, 0, 0},
		want{2, "main", 500, game.Lose, -500, 0, 0},
		want{3, "main", 500, game.Push, 0, 0, 0})
	// 45(2): the dealer's A-A-8-6-4 / K-J (rule 9); seat 1's kings and
	// queens split (rule 7b): K-K-5-3-2 below A-A, Q-Q above K-J: push.
	tp = tape(t, 0, map[int]string{1: "Kc Kh Qd Qs 5c 3d 2h", 7: "Ac Ad Kd Jh 8s 6c 4d"}, "Th Ts 3s 9c")
	res, err = play(`{}`, tp, bet(1, `"main":500`), deal, act(1, "house-way"))
	check(t, res, err, want{1, "main", 500, game.Push, 0, 0, 0})
}

// 44(3), 50, ruling PG5: a low hand above the high hand, or 4 + 3, is foul
// and loses, even where both hands would beat the bank's.
func Test44_3_FoulLoses(t *testing.T) {
	tp := tape(t, 0, map[int]string{1: "Ac Ad Kd Jh 8s 6c 4d", 7: dealer}, "Kh Ts 3s 3h")
	// K-J-8-6-4 high under a low pair of aces.
	res, err := play(`{}`, tp, bet(1, `"main":1000`), deal, set(1, "Kd Jh 8s 6c 4d", "Ac Ad"))
	check(t, res, err, want{1, "main", 1000, game.Lose, -1000, 0, 0})
	res, err = play(`{}`, tp, bet(1, `"main":1000`), deal, set(1, "Ac Ad Kd Jh", "8s 6c 4d"))
	check(t, res, err, want{1, "main", 1000, game.Lose, -1000, 0, 0})
}

// 48, ruling G4: the remaining four total 26 (K 10 3 3: 10 + 10 + 3 + 3):
// exactly 26 pays 15 to 1, over and under lose; ruling PG6: no commission.
// Then A Jk 9 9 = 1 + 1 + 9 + 9 = 20: under wins 1 to 1.
func Test48_TotalOfTheRemainingFour(t *testing.T) {
	tp := tape(t, 0, map[int]string{1: "Ac Ad Kd Jh 8s 6c 4d", 7: dealer}, "Kh Ts 3s 3h")
	res, err := play(`{}`, tp, bet(1, `"main":1000,"total-26":200,"total-over-26":300,"total-under-26":400`), deal, act(1, "house-way"))
	check(t, res, err,
		want{1, "main", 1000, game.Win, 1000, 50, 0},
		want{1, "total-26", 200, game.Win, 3000, 0, 0},
		want{1, "total-over-26", 300, game.Lose, -300, 0, 0},
		want{1, "total-under-26", 400, game.Lose, -400, 0, 0})
	tp = tape(t, 0, map[int]string{1: "Ac Ad Kd Jh 8s 6c 4d", 7: dealer}, "Ah Jk 9s 9c")
	res, err = play(`{}`, tp, bet(1, `"main":1000,"total-under-26":400,"total-over-26":300`), deal, act(1, "house-way"))
	check(t, res, err,
		want{1, "main", 1000, game.Win, 1000, 50, 0},
		want{1, "total-under-26", 400, game.Win, 400, 0, 0},
		want{1, "total-over-26", 300, game.Lose, -300, 0, 0})
}

// 48.1, 49: the drawn number comes first and dealing starts at that
// position; the matching position wager pays 11 to 2 (G7: 101 × 11 / 2 =
// 555.5: 555 paid, half a cent dropped, rounding 1), the others lose.
func Test48_1_PositionWager(t *testing.T) {
	tp := tape(t, 3, map[int]string{3: "Ac Ad Kd Jh 8s 6c 4d", 7: dealer}, "Kh Ts 3s 3h")
	if !strings.HasPrefix(tp, `3,"Ac","Ad"`) {
		t.Fatalf("tape %s", tp)
	}
	res, err := play(`{"position-bet":true}`, tp, bet(3, `"main":1000,"position-3":101,"position-7":500`), deal, act(3, "house-way"))
	check(t, res, err,
		want{3, "main", 1000, game.Win, 1000, 50, 0},
		want{3, "position-3", 101, game.Win, 555, 0, 1},
		want{3, "position-7", 500, game.Lose, -500, 0, 0})
	if res.Rounds[0].Number != 3 {
		t.Errorf("number %d, want 3", res.Rounds[0].Number)
	}
	// 48.1: without a random number generator there is no position wager.
	if _, err := play(`{}`, tp, bet(3, `"main":1000,"position-3":100`)); err == nil {
		t.Error("a position wager without position-bet was accepted")
	}
}

// 52, rulings PG2, PG6: a surrender loses main; the total still settles.
func Test52_SurrenderLosesMainOnly(t *testing.T) {
	tp := tape(t, 0, map[int]string{1: "Ac Ad Kd Jh 8s 6c 4d", 7: dealer}, "Kh Ts 3s 3h")
	res, err := play(`{}`, tp, bet(1, `"main":1000,"total-26":100`), deal, act(1, "surrender"))
	check(t, res, err,
		want{1, "main", 1000, game.Surrender, -1000, 0, 0},
		want{1, "total-26", 100, game.Win, 1500, 0, 0})
}

// Steps the rules refuse change nothing (verify, then apply), and name the
// section.
func TestRefusedStepsChangeNothing(t *testing.T) {
	tp := tape(t, 0, map[int]string{1: "Ac Ad Kd Jh 8s 6c 4d", 2: "Ks Qc 9c 7c 5d 3h 2c", 7: dealer}, "Kh Ts 3s 3c")
	var raw []json.RawMessage
	if err := json.Unmarshal([]byte("["+tp+"]"), &raw); err != nil {
		t.Fatal(err)
	}
	tb, err := paigowpoker.Spec.ParseTable(nil)
	if err != nil {
		t.Fatal(err)
	}
	e, err := paigowpoker.Game.New(tb, game.NewTape(raw))
	if err != nil {
		t.Fatal(err)
	}
	apply := func(js string) error {
		var s game.Step
		if err := json.Unmarshal([]byte(js), &s); err != nil {
			return err
		}
		return e.Apply(s)
	}
	for _, s := range []string{bet(1, `"main":1000,"total-26":100`), bet(2, `"main":500`), deal} {
		if err := apply(s); err != nil {
			t.Fatal(err)
		}
	}
	before, _ := json.Marshal(e.View(game.Omniscient))
	for _, c := range []struct{ step, section string }{
		{set(2, "Ks 7c 5d 3h 2c", "Qc 9c"), "50"},             // out of turn: seat 1 first
		{set(1, "Kd Jh 8s 6c 4d", "Ac Qd"), "50"},             // Qd is the dealer's
		{set(1, "Kd Jh 8s 6c 4d", "Ac Ac"), "50"},             // a card twice
		{set(1, "Kd Jh 8s 6c", "Ac Ad"), "50"},                // six cards
		{`{"seat":1,"act":"set","high":"Kd","low":[]}`, "50"}, // not a list
		{`{"seat":1,"act":"set","high":["Kd","Jh","8s","6c","4d"]}`, "50"},
		{`{"seat":1,"act":"house-way","high":[]}`, "50"},
		{`{"seat":1,"act":"surrender","amount":100}`, "50"},
		{bet(1, `"total-over-26":100`), "43"}, // bets are closed
		{`{"dealer":"next-round"}`, "52"},
	} {
		err := apply(c.step)
		var re *game.RuleError
		if err == nil || !errors.As(err, &re) || re.Section != c.section {
			t.Errorf("%s: %v, want a refusal citing %s", c.step, err, c.section)
		}
		if after, _ := json.Marshal(e.View(game.Omniscient)); !slices.Equal(before, after) {
			t.Fatalf("%s changed the table", c.step)
		}
	}
	if err := apply(set(1, "Ac Ad 8s 6c 4d", "Kd Jh")); err != nil {
		t.Fatal(err)
	}
}

// 53, ruling PG3: seat 2 banks; its hand, set the house way, is the bank's.
// Seat 1's A-A-8-6-4 / K-J beats seat 2's K-Q-9-7-5-3-2 set K-7-5-3-2 /
// Q-9 (rule 10): seat 1 wins 1000 less 50; the bank loses 1000 and pays no
// commission. The dealer's hand is set but not wagered.
func Test53_SeatBanks(t *testing.T) {
	tp := tape(t, 0, map[int]string{1: "Ac Ad Kd Jh 8s 6c 4d", 2: "Ks Qc 9c 7c 5d 3h 2c"}, "Kh Ts 3s 3c")
	res, err := play(`{"bank-seat":2}`, tp, bet(1, `"main":1000`), deal, act(1, "house-way"))
	check(t, res, err,
		want{1, "main", 1000, game.Win, 1000, 50, 0},
		want{2, "bank", 1000, game.Lose, -1000, 0, 0})
	if _, ok := res.Rounds[0].Hands["dealer"]; !ok {
		t.Errorf("the dealer's hand is not in the result: %v", res.Rounds[0].Hands)
	}
	// Seat 1 foul: the bank wins 1000 and pays 5% of $10 = 50.
	res, err = play(`{"bank-seat":2}`, tp, bet(1, `"main":1000`), deal, set(1, "Kd Jh 8s 6c 4d", "Ac Ad"))
	check(t, res, err,
		want{1, "main", 1000, game.Lose, -1000, 0, 0},
		want{2, "bank", 1000, game.Win, 1000, 50, 0})
	// 53: the banking seat places no main wager.
	if _, err := play(`{"bank-seat":2}`, tp, bet(2, `"main":1000`)); err == nil {
		t.Error("the banking seat's main wager was accepted")
	}
}

// TestGoldens replays every script in testdata/ against its hand-computed
// .golden.json.
func TestGoldens(t *testing.T) { gametest.Goldens(t, paigowpoker.Game, "testdata", 2) }

// 50: a seat in turn is offered the house way with the set it would make,
// so a screen can propose it: Tc Td Ac 8h 6s 4c 2d is one pair, the pair
// high and the next two cards (Ac 8h) low (docs/house-way.md, rule 9).
// The option is the seat's alone: the table shows acts only to their seat.
func Test50_HouseWayProposed(t *testing.T) {
	tp := tape(t, 0, map[int]string{1: "Tc Td Ac 8h 6s 4c 2d", 7: dealer}, "Kh Ts 3s 3c")
	var raw []json.RawMessage
	if err := json.Unmarshal([]byte("["+tp+"]"), &raw); err != nil {
		t.Fatal(err)
	}
	tb, _ := paigowpoker.Spec.ParseTable(nil)
	e, err := paigowpoker.Game.New(tb, game.NewTape(raw))
	if err != nil {
		t.Fatal(err)
	}
	for _, js := range []string{bet(1, `"main":1000`), deal} {
		var s game.Step
		if err := json.Unmarshal([]byte(js), &s); err != nil {
			t.Fatal(err)
		}
		if err := e.Apply(s); err != nil {
			t.Fatal(err)
		}
	}
	l := e.Legal()
	if len(l.Options) == 0 || l.Options[0].Name != "house-way" || l.Options[0].Set == nil {
		t.Fatalf("options %+v, want house-way with its set", l.Options)
	}
	got := l.Options[0].Set
	if !sameStrings(got.Low, "Ac 8h") || !sameStrings(got.High, "Tc Td 6s 4c 2d") {
		t.Errorf("the house way proposes high %v low %v, want Tc Td 6s 4c 2d and Ac 8h", got.High, got.Low)
	}
}

// sameStrings reports whether cs holds the cards of want, in any order.
func sameStrings(cs []string, want string) bool {
	w := strings.Fields(want)
	a, b := slices.Clone(cs), slices.Clone(w)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}
