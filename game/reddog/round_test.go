package reddog_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"croupier/game"
	"croupier/game/gametest"
	"croupier/game/reddog"
	"croupier/money"
	"croupier/replay"
)

func lookup(id string) (game.Game, bool) { return reddog.Game, id == "red-dog" }

// play runs a script: table options as JSON, the tape in card notation and
// the steps as JSON objects.
func play(table, tape string, steps ...string) (*replay.Result, error) {
	toks := []string{}
	for _, c := range strings.Fields(tape) {
		toks = append(toks, fmt.Sprintf("%q", c))
	}
	src := fmt.Sprintf(`{"game":"red-dog","table":%s,"tape":[%s],"steps":[%s]}`, table, strings.Join(toks, ","), strings.Join(steps, ","))
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

func bet(seat int, cents int) string {
	return fmt.Sprintf(`{"seat":%d,"wager":{"main":%d}}`, seat, cents)
}

const deal = `{"dealer":"no-more-bets"}`

func raise(seat, cents int) string {
	return fmt.Sprintf(`{"seat":%d,"act":"raise","amount":%d}`, seat, cents)
}

func stand(seat int) string { return fmt.Sprintf(`{"seat":%d,"act":"stand"}`, seat) }

// 66(1): consecutive values push, with no third card and no decision.
func Test66_1_ConsecutivePush(t *testing.T) {
	for _, tape := range []string{"7h 8c", "Kd Ac", "2s 3s", "Qh Jh"} {
		res, err := play(`{}`, tape, bet(1, 1000), bet(4, 500), deal)
		if err != nil {
			t.Fatalf("%s: %v", tape, err)
		}
		check(t, res, 1, want{1, "main", 1000, game.Push, 0}, want{4, "main", 500, game.Push, 0})
		if got := res.Rounds[0].Hands["dealer"].String(); got != "["+tape+"]" {
			t.Errorf("%s: hands %s, want no third card", tape, got)
		}
	}
}

// 66(2), 67: a pair draws the third card; three of a kind wins 11 to 1,
// anything else pushes. No raise is offered on a pair.
func Test66_2_Pair(t *testing.T) {
	res, err := play(`{}`, "9h 9c 9d", bet(1, 1000), deal)
	if err != nil {
		t.Fatal(err)
	}
	check(t, res, 1, want{1, "main", 1000, game.Win, 11000}) // 67: 11 to 1
	res, err = play(`{}`, "9h 9c Td", bet(1, 1000), deal)
	if err != nil {
		t.Fatal(err)
	}
	check(t, res, 1, want{1, "main", 1000, game.Push, 0})
	if _, err := play(`{}`, "9h 9c 9d", bet(1, 1000), deal, raise(1, 500)); err == nil {
		t.Error("a raise on a pair was accepted")
	}
}

// 66(3), 67: on a spread each seat may raise up to its initial wager; a
// third card strictly between the first two wins at the spread's odds, on
// the wager and the raise alike.
func Test67_SpreadOdds(t *testing.T) {
	for _, c := range []struct {
		tape   string
		spread string
		net    money.Amount // on 1000 main + 1000 raise, each
		result game.Result
	}{
		{"5h 7c 6d", "1: 5 to 1", 5000, game.Win},
		{"5h 8c 6d", "2: 4 to 1", 4000, game.Win},
		{"5h 9c 8d", "3: 2 to 1", 2000, game.Win},
		{"5h Tc 7d", "4: 1 to 1", 1000, game.Win},
		{"2h Ac Kd", "11: 1 to 1", 1000, game.Win},
		{"Ac 2h Kd", "11, the ace first: 1 to 1", 1000, game.Win},
		{"5h 9c 9d", "equal to the high card: lose", -1000, game.Lose},
		{"5h 9c 5d", "equal to the low card: lose", -1000, game.Lose},
		{"5h 9c Kd", "outside: lose", -1000, game.Lose},
		{"5h 9c 2d", "below: lose", -1000, game.Lose},
	} {
		res, err := play(`{}`, c.tape, bet(2, 1000), deal, raise(2, 1000))
		if err != nil {
			t.Fatalf("%s: %v", c.tape, err)
		}
		t.Run(c.spread, func(t *testing.T) {
			check(t, res, 1, want{2, "main", 1000, c.result, c.net}, want{2, "raise", 1000, c.result, c.net})
		})
	}
}

// 66(3): seats decide in seat order; a partial raise is paid on what was
// raised; a step past an undecided seat stands it (the default, games.md).
func Test66_3_RaisesInTurn(t *testing.T) {
	// Spread of 2 (5 and 8): 4 to 1.
	res, err := play(`{}`, "5h 8c 7d", bet(1, 1000), bet(3, 600), bet(6, 2000), deal, raise(1, 250), raise(6, 2000))
	if err != nil {
		t.Fatal(err)
	}
	check(t, res, 1,
		want{1, "main", 1000, game.Win, 4000}, want{1, "raise", 250, game.Win, 1000},
		want{3, "main", 600, game.Win, 2400}, // seat 3 stood by default
		want{6, "main", 2000, game.Win, 8000}, want{6, "raise", 2000, game.Win, 8000})
	// The script ends on the spread: everyone stands and the third card comes.
	res, err = play(`{}`, "5h 8c Kd", bet(1, 1000), deal)
	if err != nil {
		t.Fatal(err)
	}
	check(t, res, 1, want{1, "main", 1000, game.Lose, -1000})
}

// 66(3), 65, 30-style: bad steps are clear errors citing the section, and
// change nothing.
func TestBadSteps(t *testing.T) {
	for _, c := range []struct {
		name, tape string
		steps      []string
		mention    string
	}{
		{"raise above the initial wager (66(3))", "5h 9c 7d", []string{bet(1, 1000), deal, raise(1, 1001)}, "up to the initial wager"},
		{"raise of nothing (66(3))", "5h 9c 7d", []string{bet(1, 1000), deal, raise(1, 0)}, "up to the initial wager"},
		{"raise without an amount", "5h 9c 7d", []string{bet(1, 1000), deal, `{"seat":1,"act":"raise"}`}, "amount"},
		{"raise on consecutive cards (66(1))", "5h 6c 7d", []string{bet(1, 1000), deal, raise(1, 500)}, "no decision is open"},
		{"raise before the deal (65)", "5h 9c 7d", []string{bet(1, 1000), raise(1, 500)}, "no decision is open"},
		{"a seat deciding twice", "5h 9c 7d", []string{bet(1, 1000), bet(2, 1000), deal, stand(1), raise(1, 500)}, "seat 1 has no decision"},
		{"a seat with no wager", "5h 9c 7d", []string{bet(1, 1000), deal, raise(4, 500)}, "seat 4 has no decision"},
		{"a wager after the first card (65)", "5h 9c 7d", []string{bet(1, 1000), deal, bet(2, 500)}, "bets are closed"},
		{"placing a raise (66(3))", "5h 9c 7d", []string{`{"seat":1,"wager":{"raise":500}}`}, "made by the act"},
		{"seat 8 (64)", "5h 9c 7d", []string{bet(8, 500)}, "seat 8 is not a place"},
		{"below the minimum (3)", "5h 9c 7d", []string{bet(1, 99)}, "below the table minimum"},
		{"no wager to deal for (65)", "5h 9c 7d", []string{deal}, "nothing to deal"},
		{"next-round before the deal", "5h 9c 7d", []string{bet(1, 1000), `{"dealer":"next-round"}`}, "not settled"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := play(`{}`, c.tape, c.steps...)
			var re *replay.Error
			if !errors.As(err, &re) || re.Step != len(c.steps)-1 || !strings.Contains(err.Error(), c.mention) {
				t.Errorf("err = %v, want an error at step %d mentioning %q", err, len(c.steps)-1, c.mention)
			}
		})
	}
}

// A refused step changes nothing: view, legal options, rounds, events and
// the tape stay as they were.
func TestRefusedRaiseChangesNothing(t *testing.T) {
	tb, _ := reddog.Spec.ParseTable(nil)
	tape := game.NewTape([]json.RawMessage{json.RawMessage(`"5h"`), json.RawMessage(`"9c"`), json.RawMessage(`"7d"`)})
	e, err := reddog.New(reddog.RulesOf(tb), tape)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []game.Step{{Seat: 1, Wagers: []game.WagerAmount{{ID: "main", Amount: 1000}}}, {Seat: 2, Wagers: []game.WagerAmount{{ID: "main", Amount: 1000}}}, {Dealer: "no-more-bets"}} {
		if err := e.Apply(s); err != nil {
			t.Fatal(err)
		}
	}
	snap := func() string {
		b, _ := json.Marshal([]any{e.View(game.Omniscient), e.Legal(), e.Rounds(), e.Events(game.Omniscient), tape.Pos()})
		return string(b)
	}
	before := snap()
	// Seat 2's raise is too big: seat 1's default stand must not stick.
	if err := e.Apply(game.Step{Seat: 2, Act: "raise", Amount: 5000, HasAmt: true}); err == nil {
		t.Fatal("a raise of 5000 on 1000 was accepted")
	}
	if after := snap(); after != before {
		t.Errorf("the refused raise changed the table:\n%s\n%s", before, after)
	}
}

// 64, 63: the options the by-law bounds.
func TestRules(t *testing.T) {
	for _, opts := range []string{`{"seats":8}`, `{"decks":0}`, `{"decks":9}`} {
		raw := map[string]json.RawMessage{}
		_ = json.Unmarshal([]byte(opts), &raw)
		if _, err := reddog.Spec.ParseTable(raw); err == nil {
			t.Errorf("ParseTable(%s) accepted", opts)
		}
	}
	for _, r := range []reddog.Rules{
		{Decks: 0, Seats: 7, Penetration: 0.75, Limits: money.Limits{Min: 1, Max: 2}},
		{Decks: 1, Seats: 8, Penetration: 0.75, Limits: money.Limits{Min: 1, Max: 2}},
		{Decks: 1, Seats: 7, Penetration: 0, Limits: money.Limits{Min: 1, Max: 2}},
		{Decks: 1, Seats: 7, Penetration: 0.75, Limits: money.Limits{Min: 3, Max: 2}},
		{Decks: 1, Seats: 7, Penetration: 0.75, Limits: money.Limits{Min: 1, Max: 2}, FirstRound: "sometimes"},
	} {
		if err := r.Validate(); err == nil {
			t.Errorf("Validate(%+v) accepted", r)
		}
	}
}

func TestConformance(t *testing.T) {
	gametest.Run(t, reddog.Game, gametest.Options{})
}

// A one-deck shoe (section 8, G6: reshuffled after rounds of 4+ seats,
// every second round with 3 or fewer) and section 10 refusing latecomers.
func TestConformanceOneDeck(t *testing.T) {
	gametest.Run(t, reddog.Game, gametest.Options{Tables: 2, Rounds: 300, Table: map[string]json.RawMessage{
		"decks": json.RawMessage("1"), "seats": json.RawMessage("3"),
		"first-round-only": json.RawMessage(`"refuse"`), "min": json.RawMessage("500"), "max": json.RawMessage("2000"),
	}})
}

// TestGoldens replays every script in testdata/ against its hand-computed
// .golden.json.
func TestGoldens(t *testing.T) { gametest.Goldens(t, reddog.Game, "testdata", 3) }
