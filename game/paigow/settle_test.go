package paigow_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"croupier/game"
	"croupier/game/gametest"
	"croupier/game/paigow"
	"croupier/money"
	"croupier/replay"
	"croupier/tile"
)

func lookup(id string) (game.Game, bool) { return paigow.Game, id == "pai-gow" }

// tape deals the named positions' four tiles (1–7 seats, 8 the dealer) in
// position order, the others' from the tiles nobody named (112).
func tape(t *testing.T, hands map[int]string) string {
	t.Helper()
	set := tile.NewSet()
	for p := 1; p <= 8; p++ {
		for _, s := range strings.Fields(hands[p]) {
			x, err := tile.Parse(s)
			if err != nil {
				t.Fatal(err)
			}
			if err := set.Deal(x); err != nil {
				t.Fatalf("position %d: %v", p, err)
			}
		}
	}
	spare := set.Remaining()
	var out []string
	for p := 1; p <= 8; p++ {
		if h, ok := hands[p]; ok {
			for _, s := range strings.Fields(h) {
				out = append(out, fmt.Sprintf("%q", s))
			}
			continue
		}
		for _, x := range spare[:4] {
			out = append(out, fmt.Sprintf("%q", x.String()))
		}
		spare = spare[4:]
	}
	return strings.Join(out, ",")
}

func play(table, tape string, steps ...string) (*replay.Result, error) {
	src := fmt.Sprintf(`{"game":"pai-gow","table":%s,"tape":[%s],"steps":[%s]}`, table, tape, strings.Join(steps, ","))
	s, err := replay.Parse(strings.NewReader(src))
	if err != nil {
		return nil, err
	}
	return replay.Run(s, lookup)
}

func bet(seat int, cents int) string {
	return fmt.Sprintf(`{"seat":%d,"wager":{"main":%d}}`, seat, cents)
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
		if g.Seat != w.seat || g.Wager != w.wager || g.Stake != w.stake || g.Result != w.result || g.Net != w.net || g.Commission != w.commission || g.Rounding != 0 {
			t.Errorf("settlement %d = %+v, want %+v", i, g, w)
		}
	}
}

// The dealer's hand: no pair, no wong or gong; the house way (rule 5)
// sets 5-6 1-5 (11 + 6 = 17: 7) high and 4-6 2-5 (10 + 7 = 17: 7) low,
// the 5-6 (105: eighth) over the 4-6 (ninth).
const dealer = "5-6 4-6 2-5 1-5"

// 110, 111: both hands higher win 1 to 1 less 5% on the next multiple of
// $10. Two pairs (12s over 2s, 101) beat 7 / 7: a win of 1500; the
// commission is 5% of $20 (1500 rounded up to a multiple of $10) = 100.
func Test110_111_WinLessCommissionOnTens(t *testing.T) {
	tp := tape(t, map[int]string{1: "6-6 6-6 1-1 1-1", 8: dealer})
	res, err := play(`{}`, tp, bet(1, 1500), deal, act(1, "house-way"))
	check(t, res, err, want{1, "main", 1500, game.Win, 1500, 100})
	h := res.Rounds[0].Hands
	if fmt.Sprint(h["1"].High, h["1"].Low, h["bank"].High, h["bank"].Low) != "[6-6 6-6] [1-1 1-1] [5-6 1-5] [4-6 2-5]" {
		t.Errorf("hands %v", h)
	}
	// A stake on a multiple of $10: 2000 pays 5% of $20 = 100.
	res, err = play(`{}`, tp, bet(1, 2000), deal, act(1, "house-way"))
	check(t, res, err, want{1, "main", 2000, game.Win, 2000, 100})
}

// 108: neither hand higher loses. Seat 1 sets 1-3 3-5 (4 + 8 = 12: 2, the
// 1-3 fourth of 105) high and 3-4 2-3 (7 + 5 = 12: 2) low: 2 and 2 under 7
// and 7.
func Test108_NeitherHigherLoses(t *testing.T) {
	tp := tape(t, map[int]string{1: "1-3 3-5 2-3 3-4", 8: dealer})
	res, err := play(`{}`, tp, bet(1, 500), deal, set(1, "1-3 3-5", "3-4 2-3"))
	check(t, res, err, want{1, "main", 500, game.Lose, -500, 0})
}

// 109: one hand higher pushes. The house way keeps seat 1's 4-4 pair
// (rule 2): 4-4 4-4 beats 7; 3-3 1-4 (6 + 5 = 11: 1) is under 7.
func Test109_OneHigherPushes(t *testing.T) {
	tp := tape(t, map[int]string{1: "4-4 4-4 3-3 1-4", 8: dealer})
	res, err := play(`{}`, tp, bet(1, 1000), deal, act(1, "house-way"))
	check(t, res, err, want{1, "main", 1000, game.Push, 0, 0})
}

// 104, ruling T2: identical hands go to the bank. Seat 1's low 4-6 1-6
// (10 + 7 = 17: 7, its highest tile the 4-6) is identical to the bank's
// 4-6 2-5 (7, the 4-6): the bank's. Its high, the 3-3 pair, beats the
// bank's 7: one higher, a push, not a win.
func Test104_IdenticalHandsToTheBank(t *testing.T) {
	tp := tape(t, map[int]string{1: "3-3 3-3 4-6 1-6", 8: dealer})
	res, err := play(`{}`, tp, bet(1, 1000), deal, act(1, "house-way"))
	check(t, res, err, want{1, "main", 1000, game.Push, 0, 0})
	// And both identical: seat 2 sets 5-6 1-5 over 1-3 1-6 (4 + 7: 1); its
	// high is the bank's own 7 with the 5-6: lost (104, 108).
	tp = tape(t, map[int]string{2: "5-6 1-5 1-3 1-6", 8: dealer})
	res, err = play(`{}`, tp, bet(2, 1000), deal, set(2, "5-6 1-5", "1-3 1-6"))
	check(t, res, err, want{2, "main", 1000, game.Lose, -1000, 0})
}

// 103, ruling T1: the bank's 1-2 counts 3 in 3-3 1-2 (6 + 3 = 9; as 6 it
// would be 12: 2). The bank sets 3-3 1-2 / 5-5 1-6 (the house way's rule
// 5: 9 / 10 + 7 = 17: 7). Seat 1 sets 2-2 1-4 (4 + 5 = 9) over 4-4 2-5
// (8 + 7 = 15: 5): its 9 holds the 2-2 (105: seventh), under the bank's
// 9 with the 3-3 (sixth), and its 5 is under 7: lost. Were the 1-2 only a
// 6, seat 1's high would win and the wager push.
func Test103_GeeJoonAtTheBank(t *testing.T) {
	tp := tape(t, map[int]string{1: "2-2 1-4 4-4 2-5", 8: "1-2 5-5 3-3 1-6"})
	res, err := play(`{}`, tp, bet(1, 1000), deal, set(1, "2-2 1-4", "4-4 2-5"))
	check(t, res, err, want{1, "main", 1000, game.Lose, -1000, 0})
	if b := res.Rounds[0].Hands["bank"]; fmt.Sprint(b.High, b.Low) != "[3-3 1-2] [5-5 1-6]" {
		t.Errorf("the bank set %v", b)
	}
}

// 115: a surrendered wager is lost; its tiles are not shown.
func Test115_SurrenderLoses(t *testing.T) {
	tp := tape(t, map[int]string{1: "6-6 6-6 1-1 1-1", 8: dealer})
	res, err := play(`{}`, tp, bet(1, 1000), deal, act(1, "surrender"))
	check(t, res, err, want{1, "main", 1000, game.Surrender, -1000, 0})
}

// Steps the rules refuse change nothing (verify, then apply), and name the
// section.
func TestRefusedStepsChangeNothing(t *testing.T) {
	tp := tape(t, map[int]string{1: "1-3 3-5 2-3 3-4", 2: "6-6 6-6 1-1 1-1", 8: dealer})
	var raw []json.RawMessage
	if err := json.Unmarshal([]byte("["+tp+"]"), &raw); err != nil {
		t.Fatal(err)
	}
	tb, err := paigow.Spec.ParseTable(nil)
	if err != nil {
		t.Fatal(err)
	}
	e, err := paigow.Game.New(tb, game.NewTape(raw))
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
	for _, s := range []string{bet(1, 1000), bet(2, 500), deal} {
		if err := apply(s); err != nil {
			t.Fatal(err)
		}
	}
	before, _ := json.Marshal(e.View(game.Omniscient))
	for _, c := range []struct{ step, section string }{
		{set(2, "6-6 6-6", "1-1 1-1"), "113"},                   // out of turn: seat 1 first
		{set(1, "1-3 3-5", "3-4 5-6"), "113"},                   // 5-6 is the dealer's
		{set(1, "1-3 1-3", "3-4 2-3"), "113"},                   // a tile twice
		{set(1, "1-3 3-5 2-3", "3-4"), "113"},                   // three and one
		{set(1, "3-4 2-3", "1-3 3-5"), "113"},                   // 2 with the 3-4 under 2 with the 1-3: foul
		{set(1, "1-3 3-5", "3-4 7-7"), "113"},                   // not a tile
		{`{"seat":1,"act":"set","high":"1-3","low":[]}`, "113"}, // not a list
		{`{"seat":1,"act":"set","high":["1-3","3-5"]}`, "113"},  // no low
		{`{"seat":1,"act":"house-way","high":[]}`, "113"},       // house-way takes none
		{`{"seat":1,"act":"surrender","amount":100}`, "113"},    // no amount
		{`{"seat":1,"act":"hit"}`, "113"},                       // no such act
		{bet(3, 100), "107"},                                    // bets are closed
		{`{"dealer":"next-round"}`, "115"},                      // not settled
		{`{"dealer":"no-more-bets","bank":2}`, "116"},           // the bank is offered with next-round
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
	if err := apply(set(1, "1-3 3-5", "3-4 2-3")); err != nil {
		t.Fatal(err)
	}
}

// 116, ruling PG3: seat 2 banks; its hand, set the house way, is the
// bank's (5-6 1-5 / 4-6 2-5). Seat 1's two pairs beat it: seat 1 wins
// 1000 less 5% of $10 = 50; the bank loses 1000 and pays no commission.
// The dealer's hand is set but not wagered.
func Test116_SeatBanks(t *testing.T) {
	tp := tape(t, map[int]string{1: "6-6 6-6 1-1 1-1", 2: dealer})
	res, err := play(`{"bank-seat":2}`, tp, bet(1, 1000), deal, act(1, "house-way"))
	check(t, res, err,
		want{1, "main", 1000, game.Win, 1000, 50},
		want{2, "bank", 1000, game.Lose, -1000, 0})
	if _, ok := res.Rounds[0].Hands["dealer"]; !ok {
		t.Errorf("the dealer's hand is not in the result: %v", res.Rounds[0].Hands)
	}
	// Seat 1 loses 1500 to the bank (108): the bank wins 1500 and pays 5%
	// of $20 = 100 on its net win.
	tp = tape(t, map[int]string{1: "1-3 3-5 2-3 3-4", 2: dealer})
	res, err = play(`{"bank-seat":2}`, tp, bet(1, 1500), deal, set(1, "1-3 3-5", "3-4 2-3"))
	check(t, res, err,
		want{1, "main", 1500, game.Lose, -1500, 0},
		want{2, "bank", 1500, game.Win, 1500, 100})
	// The banking seat places no main wager.
	if _, err := play(`{"bank-seat":2}`, tp, bet(2, 1000)); err == nil {
		t.Error("the banking seat's main wager was accepted")
	}
}

// 116: the dealer banks the first round; the bank goes only to a seat that
// took part in the last round the dealer banked, never twice in a row.
func Test116_BankOffered(t *testing.T) {
	tp := tape(t, map[int]string{1: "6-6 6-6 1-1 1-1", 8: dealer})
	tp = tp + "," + tp + "," + tp
	round1 := []string{bet(1, 1000), deal, act(1, "house-way")}
	if _, err := play(`{}`, tp, append(round1, `{"dealer":"next-round","bank":2}`)...); err == nil {
		t.Error("seat 2, which did not wager in the dealer's round, was offered the bank")
	}
	steps := append(round1, `{"dealer":"next-round","bank":1}`, bet(2, 500), deal, act(2, "house-way"))
	if _, err := play(`{"seats":3}`, tp, append(steps, `{"dealer":"next-round","bank":1}`)...); err == nil {
		t.Error("seat 1 banked two rounds in a row")
	}
	if _, err := play(`{"seats":3}`, tp, append(steps, `{"dealer":"next-round"}`)...); err != nil {
		t.Errorf("the dealer took the bank back: %v", err)
	}
}

// 106: at most 7 players.
func Test106_SevenPlayers(t *testing.T) {
	if _, err := paigow.Spec.ParseTable(map[string]json.RawMessage{"seats": json.RawMessage("8")}); err == nil {
		t.Error("a table of 8 seats was accepted")
	}
}

// 113: a seat in turn is offered the house way with the set it would make.
func TestHouseWayProposed(t *testing.T) {
	tp := tape(t, map[int]string{1: "5-5 3-4 2-6 1-3", 8: dealer})
	var raw []json.RawMessage
	if err := json.Unmarshal([]byte("["+tp+"]"), &raw); err != nil {
		t.Fatal(err)
	}
	tb, _ := paigow.Spec.ParseTable(nil)
	e, err := paigow.Game.New(tb, game.NewTape(raw))
	if err != nil {
		t.Fatal(err)
	}
	for _, js := range []string{bet(1, 1000), deal} {
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
	if got := l.Options[0].Set; fmt.Sprint(got.High, got.Low) != "[2-6 3-4] [1-3 5-5]" {
		t.Errorf("the house way proposes %v, want 2-6 3-4 / 1-3 5-5 (rule 5)", got)
	}
}

// TestGoldens replays every script in testdata/ against its hand-computed
// .golden.json.
func TestGoldens(t *testing.T) { gametest.Goldens(t, paigow.Game, "testdata", 2) }

func TestConformance(t *testing.T) {
	gametest.Run(t, paigow.Game, gametest.Options{Tables: 4, Rounds: 150})
}

// Seat banking (116).
func TestConformanceSeatBanks(t *testing.T) {
	gametest.Run(t, paigow.Game, gametest.Options{Tables: 2, Rounds: 150, Table: map[string]json.RawMessage{
		"bank-seat": json.RawMessage("3"), "seats": json.RawMessage("4"),
		"min": json.RawMessage("500"), "max": json.RawMessage("2000"),
	}})
}
