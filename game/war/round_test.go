package war_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"croupier/card"
	"croupier/game"
	"croupier/game/war"
	"croupier/money"
	"croupier/replay"
)

func lookup(id string) (game.Game, bool) { return war.Game, id == "war" }

// play runs a script: table options as JSON, the tape in card notation and
// the steps as JSON objects.
func play(table, tape string, steps ...string) (*replay.Result, error) {
	toks := []string{}
	for _, c := range strings.Fields(tape) {
		toks = append(toks, fmt.Sprintf("%q", c))
	}
	src := fmt.Sprintf(`{"game":"war","table":%s,"tape":[%s],"steps":[%s]}`, table, strings.Join(toks, ","), strings.Join(steps, ","))
	s, err := replay.Parse(strings.NewReader(src))
	if err != nil {
		return nil, err
	}
	return replay.Run(s, lookup)
}

type want struct {
	seat   int
	wager  string
	stake  money.Amount
	result game.Result
	net    money.Amount
}

func check(t *testing.T, res *replay.Result, round int, wants ...want) {
	t.Helper()
	if len(res.Rounds) < round {
		t.Fatalf("only %d rounds settled", len(res.Rounds))
	}
	got := res.Rounds[round-1].Settlements
	if len(got) != len(wants) {
		t.Fatalf("round %d: %d settlements %+v, want %d", round, len(got), got, len(wants))
	}
	for i, w := range wants {
		g := got[i]
		if g.Seat != w.seat || g.Wager != w.wager || g.Stake != w.stake || g.Result != w.result || g.Net != w.net || g.Commission != 0 || g.Rounding != 0 {
			t.Errorf("settlement %d = %+v, want %+v", i, g, w)
		}
	}
}

const bet1000 = `{"seat":1,"wager":{"main":1000}}`
const close = `{"dealer":"no-more-bets"}`

func TestFirstCards6738(t *testing.T) {
	tests := []struct {
		name string
		tape string // seat 1's card, then the dealer's
		want want
	}{
		{"67.38(1) higher card wins 1 to 1", "Kd 7s", want{1, "main", 1000, game.Win, 1000}},
		{"67.38(2) lower card loses", "5h 9c", want{1, "main", 1000, game.Lose, -1000}},
		{"67.34 ace is the highest card", "As Kd", want{1, "main", 1000, game.Win, 1000}},
		{"67.34 two is the lowest card", "2c 3d", want{1, "main", 1000, game.Lose, -1000}},
		{"67.34 ace beats two (no wrap)", "As 2c", want{1, "main", 1000, game.Win, 1000}},
		{"67.34 ten below jack", "Th Jc", want{1, "main", 1000, game.Lose, -1000}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := play(`{}`, tt.tape, bet1000, close)
			if err != nil {
				t.Fatal(err)
			}
			check(t, res, 1, tt.want)
			if res.Net["1"] != tt.want.net {
				t.Errorf("net = %d, want %d", res.Net["1"], tt.want.net)
			}
		})
	}
}

// 67.38(3): on equal ranks the player may withdraw, losing half the
// initial wager; ruling G5 rounds the half given back down.
func TestSurrender6738(t *testing.T) {
	for _, tt := range []struct {
		stake, net money.Amount
	}{{1000, -500}, {1001, -501}, {1, -1}, {2, -1}} {
		res, err := play(`{"min":1}`, "7h 7s", fmt.Sprintf(`{"seat":1,"wager":{"main":%d}}`, tt.stake), close, `{"seat":1,"act":"surrender"}`)
		if err != nil {
			t.Fatal(err)
		}
		check(t, res, 1, want{1, "main", tt.stake, game.Surrender, tt.net})
	}
}

// 67.39: burn 3, the player's war card, burn 3, the dealer's war card.
func TestWar6739(t *testing.T) {
	tests := []struct {
		name string
		war  string // the player's war card, then the dealer's
		want []want
	}{
		{"67.39(1) higher: main wins 1 to 1, war pushes", "Qd 4c",
			[]want{{1, "main", 1000, game.Win, 1000}, {1, "war", 1000, game.Push, 0}}},
		{"67.39(2) lower: both wagers lose", "3h Kc",
			[]want{{1, "main", 1000, game.Lose, -1000}, {1, "war", 1000, game.Lose, -1000}}},
		{"67.39(3) equal: both wagers win 1 to 1", "9h 9c",
			[]want{{1, "main", 1000, game.Win, 1000}, {1, "war", 1000, game.Win, 1000}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := strings.Fields(tt.war)
			tape := fmt.Sprintf("7h 7s 2c 2d 2h %s 3c 3d 3s %s", w[0], w[1])
			res, err := play(`{}`, tape, bet1000, close, `{"seat":1,"act":"war"}`)
			if err != nil {
				t.Fatal(err)
			}
			check(t, res, 1, tt.want...)
			hands := res.Rounds[0].Hands
			if got := fmt.Sprint(hands["1"], hands["dealer"]); got != fmt.Sprintf("[7h %s] [7s %s]", w[0], w[1]) {
				t.Errorf("hands = %s: the burn cards were not skipped as 67.39 says", got)
			}
		})
	}
}

// 67.39: the war wager equals the initial wager; an amount that differs is
// refused.
func TestWarAmount6739(t *testing.T) {
	_, err := play(`{}`, "7h 7s", bet1000, close, `{"seat":1,"act":"war","amount":500}`)
	assertStepErr(t, err, 2, "67.39")
	res, err := play(`{}`, "7h 7s 2c 2d 2h Qd 3c 3d 3s 4c", bet1000, close, `{"seat":1,"act":"war","amount":1000}`)
	if err != nil {
		t.Fatal(err)
	}
	check(t, res, 1, want{1, "main", 1000, game.Win, 1000}, want{1, "war", 1000, game.Push, 0})
}

// 67.40: the tie wager pays 10 to 1 when the first cards are of equal rank,
// whatever the player then does; it loses otherwise, and a war does not
// decide it.
func TestTieWager6740(t *testing.T) {
	tie := `{"seat":1,"wager":{"main":1000,"tie":300}}`
	res, err := play(`{}`, "Kh Kd", tie, close, `{"seat":1,"act":"surrender"}`)
	if err != nil {
		t.Fatal(err)
	}
	check(t, res, 1, want{1, "main", 1000, game.Surrender, -500}, want{1, "tie", 300, game.Win, 3000})
	if res.Net["1"] != 2500 {
		t.Errorf("net = %d, want -500 + 3000 = 2500", res.Net["1"])
	}

	res, err = play(`{}`, "Kh 4d", tie, close)
	if err != nil {
		t.Fatal(err)
	}
	check(t, res, 1, want{1, "main", 1000, game.Win, 1000}, want{1, "tie", 300, game.Lose, -300})

	// Equal war cards pay main and war, but the tie wager was decided on the
	// first cards: it wins once.
	res, err = play(`{}`, "5h 5s 2c 2d 2h 9h 3c 3d 3s 9c", tie, close, `{"seat":1,"act":"war"}`)
	if err != nil {
		t.Fatal(err)
	}
	check(t, res, 1, want{1, "main", 1000, game.Win, 1000}, want{1, "war", 1000, game.Win, 1000}, want{1, "tie", 300, game.Win, 3000})
}

// 67.37: one card to each seat with a wager, from the dealer's left, then the
// dealer; 67.39: every seat at war gets its card between the two burns, in
// seat order.
func TestMultiSeat6737(t *testing.T) {
	res, err := play(`{}`,
		// seat 1, seat 3, seat 5, dealer; burn 3; seat 1, seat 5; burn 3; dealer
		"8c Ad 8h 8s  2c 2d 2h  Kc 3c  4c 4d 4h  Th",
		`{"seat":5,"wager":{"main":200}}`, `{"seat":1,"wager":{"main":1000,"tie":100}}`, `{"seat":3,"wager":{"main":500}}`,
		close, `{"seat":1,"act":"war"}`, `{"seat":5,"act":"war"}`)
	if err != nil {
		t.Fatal(err)
	}
	check(t, res, 1,
		want{1, "main", 1000, game.Win, 1000}, want{1, "war", 1000, game.Push, 0}, want{1, "tie", 100, game.Win, 1000},
		want{3, "main", 500, game.Win, 500},
		want{5, "main", 200, game.Lose, -200}, want{5, "war", 200, game.Lose, -200})
	for seat, n := range map[string]money.Amount{"1": 2000, "3": 500, "5": -400} {
		if res.Net[seat] != n {
			t.Errorf("net[%s] = %d, want %d", seat, res.Net[seat], n)
		}
	}
}

// 67.38(3): seats at a tie decide in seat order; a later seat first is out of
// turn, and a seat that did not tie has no decision.
func TestDecisionOrder(t *testing.T) {
	steps := []string{`{"seat":1,"wager":{"main":1000}}`, `{"seat":2,"wager":{"main":1000}}`, `{"seat":3,"wager":{"main":1000}}`, close}
	_, err := play(`{}`, "7c Ad 7h 7s", append(steps, `{"seat":3,"act":"war"}`)...)
	assertStepErr(t, err, 4, "out of turn")
	_, err = play(`{}`, "7c Ad 7h 7s", append(steps, `{"seat":2,"act":"war"}`)...)
	assertStepErr(t, err, 4, "no decision")
	_, err = play(`{}`, "7c Ad 7h 7s", append(steps, `{"seat":1,"act":"hit"}`)...)
	assertStepErr(t, err, 4, "war or surrender")
	// The script may not end while a decision is owed: no default (67.38(3)).
	_, err = play(`{}`, "7c Ad 7h 7s", append(steps, `{"seat":1,"act":"war"}`)...)
	var re *replay.Error
	if !errors.As(err, &re) || re.Step != -1 || !strings.Contains(err.Error(), "seat 3") {
		t.Fatalf("err = %v, want a whole-script error naming seat 3", err)
	}
}

func TestBadSteps(t *testing.T) {
	tests := []struct {
		name  string
		table string
		tape  string
		steps []string
		step  int
		msg   string
	}{
		{"unknown wager", `{}`, "", []string{`{"seat":1,"wager":{"banker":100}}`}, 0, "no wager"},
		{"war is not placed", `{}`, "", []string{`{"seat":1,"wager":{"war":100}}`}, 0, "67.39"},
		{"tie needs main (67.40)", `{}`, "", []string{`{"seat":1,"wager":{"tie":100}}`}, 0, "67.40"},
		{"below the minimum (3)", `{"min":500}`, "", []string{`{"seat":1,"wager":{"main":499}}`}, 0, "minimum"},
		{"above the maximum (3)", `{"max":5000}`, "", []string{`{"seat":1,"wager":{"main":3000}}`, `{"seat":1,"wager":{"main":2001}}`}, 1, "maximum"},
		{"an overflowing total is above the maximum (3)", `{}`, "", []string{bet1000, `{"seat":1,"wager":{"main":9223372036854775807}}`}, 1, "maximum"},
		{"zero", `{}`, "", []string{`{"seat":1,"wager":{"main":0}}`}, 0, "positive"},
		{"negative", `{}`, "", []string{`{"seat":1,"wager":{"main":-100}}`}, 0, "positive"},
		{"seat beyond the layout (67.35)", `{"seats":3}`, "", []string{`{"seat":4,"wager":{"main":100}}`}, 0, "67.35"},
		{"wager after no more bets (67.36)", `{}`, "Kd 2c", []string{bet1000, close, `{"seat":2,"wager":{"main":100}}`}, 2, "67.36"},
		{"nothing to deal", `{}`, "", []string{close}, 0, "nothing to deal"},
		{"next round before settlement", `{}`, "7h 7s", []string{bet1000, close, `{"dealer":"next-round"}`}, 2, "not settled"},
		{"unknown dealer step", `{}`, "", []string{`{"dealer":"spin"}`}, 0, "spin"},
		{"tape exhausted", `{}`, "Kd", []string{bet1000, close}, 1, "tape exhausted"},
		{"bad card on the tape", `{}`, "Kd Xx", []string{bet1000, close}, 1, `tape entry 1: "Xx" is not a card`},
		{"withdraw what is not there", `{}`, "", []string{`{"seat":1,"withdraw":"main"}`}, 0, "no main wager"},
		{"withdraw main under a tie", `{}`, "", []string{`{"seat":1,"wager":{"main":100,"tie":100}}`, `{"seat":1,"withdraw":"main"}`}, 1, "67.40"},
		{"withdraw after the deal", `{}`, "Kd 2c", []string{bet1000, close, `{"seat":1,"withdraw":"main"}`}, 2, "67.36"},
		{"behind wagers do not exist", `{}`, "", []string{`{"seat":1,"wager":{"main":100},"player":"bob"}`}, 0, "behind"},
		{"stray argument", `{}`, "", []string{`{"seat":1,"wager":{"main":100},"high":["As"]}`}, 0, "high"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := play(tt.table, tt.tape, tt.steps...)
			assertStepErr(t, err, tt.step, tt.msg)
		})
	}
}

// Section 6 and the README: a tape that deals more copies of a card than the
// shoe holds is an error. Six decks hold six aces of spades.
func TestTapeCopies6(t *testing.T) {
	var steps []string
	for s := 1; s <= 7; s++ {
		steps = append(steps, fmt.Sprintf(`{"seat":%d,"wager":{"main":100}}`, s))
	}
	_, err := play(`{}`, "As As As As As As As Kd", append(steps, close)...)
	assertStepErr(t, err, 7, "all 6 copies of As")
	if !errors.Is(err, card.ErrNotInShoe) {
		t.Errorf("err = %v, want card.ErrNotInShoe", err)
	}
	// Eight decks hold eight.
	if _, err := play(`{"decks":8}`, "As As As As As As As Kd", append(steps, close)...); err != nil {
		t.Fatalf("8 decks: %v", err)
	}
}

func TestTableOptions6733(t *testing.T) {
	for _, tt := range []struct{ table, msg string }{
		{`{"decks":7}`, "67.33"},
		{`{"decks":1}`, "67.33"},
		{`{"peek":true}`, "no such option"},
		{`{"min":1000,"max":500}`, "below the minimum"},
		{`{"penetration":1.5}`, "fraction"},
		{`{"first-round-only":"sometimes"}`, "not one of"},
	} {
		_, err := play(tt.table, "", bet1000)
		var re *replay.Error
		if !errors.As(err, &re) || re.Step != -1 || !strings.Contains(err.Error(), tt.msg) {
			t.Errorf("table %s: err = %v, want a whole-script error containing %q", tt.table, err, tt.msg)
		}
	}
}

// Section 10 with first-round-only "refuse": seat 2, absent from the shoe's
// first round, is refused in the second; "minimum" limits it to the table
// minimum instead.
func TestFirstRoundOnly10(t *testing.T) {
	round := []string{bet1000, close, `{"dealer":"next-round"}`}
	_, err := play(`{"first-round-only":"refuse"}`, "Kd 2c Qd 3c", append(round, `{"seat":2,"wager":{"main":1000}}`)...)
	assertStepErr(t, err, 3, "section 10")
	_, err = play(`{"first-round-only":"minimum","min":500}`, "Kd 2c Qd 3c", append(round, `{"seat":2,"wager":{"main":501}}`)...)
	assertStepErr(t, err, 3, "table minimum")
	res, err := play(`{"first-round-only":"minimum","min":500}`, "Kd 2c Qd 3c", append(round, `{"seat":2,"wager":{"main":500}}`, close)...)
	if err != nil {
		t.Fatal(err)
	}
	check(t, res, 2, want{2, "main", 500, game.Win, 500})
	// Seat 1, in good standing, may still wager anything.
	if _, err := play(`{"first-round-only":"refuse"}`, "Kd 2c Qd 3c", append(round, bet1000, close)...); err != nil {
		t.Fatal(err)
	}
}

// Section 8 and ruling G6: the stop card sits after floor(0.01 × 312) = 3
// cards and comes out with the 4th; the round in progress ends and the shoe
// is shuffled, so the third round again starts a fresh six-deck shoe.
func TestStopCard8(t *testing.T) {
	tb, err := war.Spec.ParseTable(map[string]json.RawMessage{"penetration": json.RawMessage("0.01")})
	if err != nil {
		t.Fatal(err)
	}
	tape := game.NewTape(nil)
	for _, c := range strings.Fields("Kd 2c 3c  Qd 4c 5c  Jd 6c") {
		tape.Append(json.RawMessage(fmt.Sprintf("%q", c)))
	}
	e, _ := war.New(war.RulesOf(tb), tape)
	steps := []game.Step{
		{Seat: 1, Wagers: []game.WagerAmount{{ID: "main", Amount: 100}}}, {Seat: 2, Wagers: []game.WagerAmount{{ID: "main", Amount: 100}}}, {Dealer: "no-more-bets"},
	}
	for _, s := range steps {
		if err := e.Apply(s); err != nil {
			t.Fatal(err)
		}
	}
	if v := e.View(1); v.Shoe.Dealt != 3 || v.Shoe.StopOut {
		t.Fatalf("after 3 cards: %+v, want 3 dealt and the stop card still in", v.Shoe)
	}
	for _, s := range append([]game.Step{{Dealer: "next-round"}}, steps...) {
		if err := e.Apply(s); err != nil {
			t.Fatal(err)
		}
	}
	if v := e.View(1); v.Shoe.Dealt != 0 {
		t.Fatalf("after the stop card's round: %+v, want a shuffled shoe", v.Shoe)
	}
	shuffles := 0
	for _, ev := range e.Events(game.Omniscient) {
		if ev.Kind == game.EventShuffle {
			shuffles++
			if ev.Round != 2 {
				t.Errorf("shuffled after round %d, want 2", ev.Round)
			}
		}
	}
	if shuffles != 1 {
		t.Errorf("%d shuffles, want 1", shuffles)
	}
}

// An error leaves the engine and its tape exactly as they were.
func TestErrorChangesNothing(t *testing.T) {
	tb, _ := war.Spec.ParseTable(nil)
	tape := game.NewTape([]json.RawMessage{json.RawMessage(`"7h"`), json.RawMessage(`"7s"`), json.RawMessage(`"2c"`)})
	e, _ := war.New(war.RulesOf(tb), tape)
	for _, s := range []game.Step{{Seat: 1, Wagers: []game.WagerAmount{{ID: "main", Amount: 1000}}}, {Dealer: "no-more-bets"}} {
		if err := e.Apply(s); err != nil {
			t.Fatal(err)
		}
	}
	before, _ := json.Marshal([]any{e.View(game.Omniscient), e.Legal(), e.Rounds(), len(e.Events(game.Omniscient)), tape.Pos()})
	// Going to war needs 8 more cards; the tape has 1: nothing may change.
	err := e.Apply(game.Step{Seat: 1, Act: "war"})
	if !errors.Is(err, game.ErrTapeExhausted) {
		t.Fatalf("err = %v, want tape exhausted", err)
	}
	after, _ := json.Marshal([]any{e.View(game.Omniscient), e.Legal(), e.Rounds(), len(e.Events(game.Omniscient)), tape.Pos()})
	if string(before) != string(after) {
		t.Fatalf("state changed:\n%s\n%s", before, after)
	}
	// A live dealer enters the rest and the same step now succeeds.
	for _, c := range strings.Fields("2d 2h Qd 3c 3d 3s 4c") {
		tape.Append(json.RawMessage(fmt.Sprintf("%q", c)))
	}
	if err := e.Apply(game.Step{Seat: 1, Act: "war"}); err != nil {
		t.Fatal(err)
	}
	if got := e.Rounds()[0].Settlements[0]; got.Net != 1000 {
		t.Fatalf("main = %+v, want a win of 1000", got)
	}
}

func assertStepErr(t *testing.T, err error, step int, msg string) {
	t.Helper()
	var re *replay.Error
	if !errors.As(err, &re) {
		t.Fatalf("err = %v, want a replay error at step %d", err, step)
	}
	if re.Step != step || !strings.Contains(re.Msg, msg) {
		t.Fatalf("err = step %d %q, want step %d containing %q", re.Step, re.Msg, step, msg)
	}
}
