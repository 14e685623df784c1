package caribbean_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"croupier/game"
	"croupier/game/caribbean"
	"croupier/game/gametest"
	"croupier/money"
	"croupier/replay"
)

func lookup(id string) (game.Game, bool) { return caribbean.Game, id == "caribbean-stud" }

func script(table, tape string, steps ...string) string {
	toks := []string{}
	for _, c := range strings.Fields(tape) {
		toks = append(toks, fmt.Sprintf("%q", c))
	}
	return fmt.Sprintf(`{"game":"caribbean-stud","table":%s,"tape":[%s],"steps":[%s]}`, table, strings.Join(toks, ","), strings.Join(steps, ","))
}

func play(table, tape string, steps ...string) (*replay.Result, error) {
	s, err := replay.Parse(strings.NewReader(script(table, tape, steps...)))
	if err != nil {
		return nil, err
	}
	return replay.Run(s, lookup)
}

func wager(seat int, pairs ...any) string {
	var parts []string
	for i := 0; i < len(pairs); i += 2 {
		parts = append(parts, fmt.Sprintf("%q:%d", pairs[i], pairs[i+1]))
	}
	return fmt.Sprintf(`{"seat":%d,"wager":{%s}}`, seat, strings.Join(parts, ","))
}

func act(seat int, a string) string { return fmt.Sprintf(`{"seat":%d,"act":%q}`, seat, a) }

const deal = `{"dealer":"no-more-bets"}`

type want struct {
	seat   int
	wager  string
	stake  money.Amount
	result game.Result
	net    money.Amount
}

func check(t *testing.T, got []game.Settlement, wants ...want) {
	t.Helper()
	if len(got) != len(wants) {
		t.Fatalf("%d settlements %+v, want %d", len(got), got, len(wants))
	}
	for i, w := range wants {
		g := got[i]
		if g.Seat != w.seat || g.Wager != w.wager || g.Stake != w.stake || g.Result != w.result || g.Net != w.net || g.Commission != 0 {
			t.Errorf("settlement %d = %+v, want %+v", i, g, w)
		}
	}
}

// opens is a dealer's hand that opens with an ace and a king and nothing
// more (67.17): A K 8 4 3, the 3 face up.
const opens = "Ad Kc 8s 4c 3d"

// 67.20: a hand higher than the dealer's wins the ante 1 to 1 and the raise
// by the table, every line; an ace-king-high hand that beats the dealer's
// ace-king by its third card is paid 1 to 1 ("the highest ranking card
// under section 67.12").
func Test67_20_RaisePayTable(t *testing.T) {
	for _, c := range []struct {
		hand string
		odds money.Amount
	}{
		{"Ts Js Qs Ks As", 100},
		{"9h 8h 7h 6h 5h", 50},
		{"9c 9d 9s 9h 2c", 20},
		{"Qc Qd Qh 2s 2d", 7},
		{"2h 5h 9h Jh Kh", 5},
		{"5c 6d 7s 8h 9c", 4},
		{"Jc Jd Js 2s 6h", 3},
		{"Jc Jd 5s 5h 2c", 2},
		{"Jc Jd 5s 6h 2c", 1},
		{"Ac Kd Qs 5h 2c", 1},
	} {
		t.Run(c.hand, func(t *testing.T) {
			res, err := play(`{}`, c.hand+" "+opens, wager(1, "ante", 1000), deal, act(1, "raise"))
			if err != nil {
				t.Fatal(err)
			}
			check(t, res.Rounds[0].Settlements, want{1, "ante", 1000, game.Win, 1000}, want{1, "raise", 2000, game.Win, 2000 * c.odds})
		})
	}
}

// 67.17: a dealer without an ace and a king or a combination does not
// open: the ante wins 1 to 1 and the raise pushes, even against a better
// hand than the player's.
func Test67_17_DealerDoesNotOpen(t *testing.T) {
	res, err := play(`{}`, "7c 6d 5s 3h 2c Qd Jc 8s 4c 3d", wager(1, "ante", 1000), deal, act(1, "raise"))
	if err != nil {
		t.Fatal(err)
	}
	check(t, res.Rounds[0].Settlements, want{1, "ante", 1000, game.Win, 1000}, want{1, "raise", 2000, game.Push, 0})
}

// 67.19: equal hands push both wagers; 67.12: the highest card decides
// between two ace-king hands, down to the last card; a lower hand loses both.
func Test67_19_EqualAndLower(t *testing.T) {
	for _, c := range []struct {
		name, hand string
		result     game.Result
		ante       money.Amount
	}{
		{"equal (67.19)", "Ah Ks 8d 4h 3s", game.Push, 0},
		{"lower by the last card (67.12)", "Ah Ks 8d 4h 2s", game.Lose, -1000},
		{"a lower combination", "Qc Js 7d 5h 2c", game.Lose, -1000},
	} {
		t.Run(c.name, func(t *testing.T) {
			res, err := play(`{}`, c.hand+" "+opens, wager(1, "ante", 1000), deal, act(1, "raise"))
			if err != nil {
				t.Fatal(err)
			}
			check(t, res.Rounds[0].Settlements, want{1, "ante", 1000, c.result, c.ante}, want{1, "raise", 2000, c.result, 2 * c.ante})
		})
	}
}

// 67.16 and ruling P2: a fold loses the ante and the progressive wager, a
// flush in hand notwithstanding.
func Test67_16_FoldLosesAnteAndProgressive(t *testing.T) {
	res, err := play(`{"progressive":true,"jackpot":1000000}`, "2h 5h 9h Jh Kh "+opens, wager(1, "ante", 1000, "progressive", 100), deal, act(1, "fold"))
	if err != nil {
		t.Fatal(err)
	}
	check(t, res.Rounds[0].Settlements, want{1, "ante", 1000, game.Lose, -1000}, want{1, "progressive", 100, game.Lose, -100})
}

// 67.20, ruling P1: max-payout caps what ante and raise win together, the
// ante paid first.
func Test67_20_MaxPayout(t *testing.T) {
	res, err := play(`{"max-payout":5000}`, "2h 5h 9h Jh Kh "+opens, wager(1, "ante", 1000), deal, act(1, "raise"))
	if err != nil {
		t.Fatal(err)
	}
	// A flush: 1000 on the ante and 5 × 2000 = 10000 on the raise, capped
	// at 5000 together: 1000 and 4000.
	check(t, res.Rounds[0].Settlements, want{1, "ante", 1000, game.Win, 1000}, want{1, "raise", 2000, game.Win, 4000})
}

// 67.21, ruling G2: every line of the progressive table, paid whether the
// dealer opens or not; the dollar prizes are the winnings; a percentage is
// of the jackpot, floored to the cent (G1) with the dropped part reported
// (G7). Three of a kind wins nothing on it.
func Test67_21_ProgressiveTable(t *testing.T) {
	const notOpen = "Qd Jc 8s 4c 3d"
	for _, c := range []struct {
		hand     string
		net      money.Amount
		rounding money.Remainder
		left     money.Amount // the jackpot after the round
	}{
		{"Ts Js Qs Ks As", 1234567, 0, 50000},  // 100%, reset to the seed
		{"9h 8h 7h 6h 5h", 123456, 7, 1111111}, // 10% of 1234567 is 123456.7
		{"9c 9d 9s 9h 2c", 50000, 0, 1234567},  // $500
		{"Qc Qh Qs 2s 2d", 10000, 0, 1234567},  // $100
		{"2h 5h 9h Jh Kh", 5000, 0, 1234567},   // $50
		{"Jh Jd Js 2s 6h", -100, 0, 1234567},   // no line
	} {
		for _, dealer := range []string{opens, notOpen} {
			t.Run(c.hand+" against "+dealer, func(t *testing.T) {
				res, e := run(t, `{"progressive":true,"jackpot":1234567,"seed":50000}`, c.hand+" "+dealer,
					wager(1, "ante", 1000, "progressive", 100), deal, act(1, "raise"))
				p := res.Settlements[2]
				result := game.Win
				if c.net < 0 {
					result = game.Lose
				}
				if p.Wager != "progressive" || p.Stake != 100 || p.Result != result || p.Net != c.net || p.Rounding != c.rounding {
					t.Errorf("progressive = %+v, want %s %d rounding %d", p, result, c.net, c.rounding)
				}
				if got := e.Jackpot(); got != c.left {
					t.Errorf("jackpot after the round %d, want %d", got, c.left)
				}
			})
		}
	}
}

// run plays steps on a new engine and returns its last settled round (if
// any) and the engine.
func run(t *testing.T, table, tape string, steps ...string) (game.Round, *caribbean.Engine) {
	t.Helper()
	s, err := replay.Parse(strings.NewReader(script(table, tape, steps...)))
	if err != nil {
		t.Fatal(err)
	}
	tb, err := caribbean.Spec.ParseTable(s.Table)
	if err != nil {
		t.Fatal(err)
	}
	e, err := caribbean.New(caribbean.RulesOf(tb), game.NewTape(s.Tape))
	if err != nil {
		t.Fatal(err)
	}
	for i, st := range s.Steps {
		if err := e.Apply(st); err != nil {
			t.Fatalf("step %d: %v", i, err)
		}
	}
	rs := e.Rounds()
	if len(rs) == 0 {
		return game.Round{}, e
	}
	return rs[len(rs)-1], e
}

// Ruling G3: a straight flush is a flush too, so with a jackpot under $500
// its 10% is worth less than the flush's $50 and the flush line pays, with
// nothing taken from the jackpot; a royal flush with a jackpot under $50
// likewise.
func TestG3_ProgressiveHighestLine(t *testing.T) {
	for _, c := range []struct {
		hand    string
		jackpot money.Amount
	}{{"9h 8h 7h 6h 5h", 30000}, {"Ts Js Qs Ks As", 2000}} {
		rd, e := run(t, fmt.Sprintf(`{"progressive":true,"jackpot":%d}`, int64(c.jackpot)), c.hand+" "+opens, wager(1, "ante", 1000, "progressive", 100), deal, act(1, "raise"))
		if p := rd.Settlements[2]; p.Net != 5000 || rd.Jackpot != (game.JackpotDraw{}) {
			t.Errorf("%s with a jackpot of %s: progressive %+v, draw %+v; want the flush's 5000 and no draw", c.hand, c.jackpot, p, rd.Jackpot)
		}
		if e.Jackpot() != c.jackpot {
			t.Errorf("jackpot after the round %d, want %d untouched", e.Jackpot(), c.jackpot)
		}
	}
}

// Ruling G2: two royal flushes in one round are paid in seat order, the
// second from what the first left: the seed it was reset to. The round's
// draw on the jackpot is both awards, and two reseedings.
func TestG2_AwardsInSeatOrder(t *testing.T) {
	rd, e := run(t, `{"decks":2,"progressive":true,"jackpot":1000000,"seed":20000}`,
		"Ts Js Qs Ks As Th Jh Qh Kh Ah "+opens,
		wager(1, "ante", 500, "progressive", 100), wager(2, "ante", 500, "progressive", 100), deal, act(1, "raise"), act(2, "raise"))
	check(t, rd.Settlements,
		want{1, "ante", 500, game.Win, 500}, want{1, "raise", 1000, game.Win, 100000}, want{1, "progressive", 100, game.Win, 1000000},
		want{2, "ante", 500, game.Win, 500}, want{2, "raise", 1000, game.Win, 100000}, want{2, "progressive", 100, game.Win, 20000})
	if rd.Jackpot != (game.JackpotDraw{Paid: 1020000, Reseeded: 40000}) || e.Jackpot() != 20000 {
		t.Errorf("draw %+v, jackpot %d", rd.Jackpot, e.Jackpot())
	}
}

// The server tells each round the pool's amount as the bets close: the
// second round's 10% is of the amount told, not of what the table counted.
func Test67_21_NoMoreBetsTellsTheJackpot(t *testing.T) {
	rd, e := run(t, `{"progressive":true,"jackpot":100000}`,
		"2c 3c 4d 5d 7s "+opens+" 9h 8h 7h 6h 5h "+opens,
		wager(1, "ante", 500, "progressive", 100), deal, act(1, "fold"),
		`{"dealer":"next-round"}`,
		wager(1, "ante", 500, "progressive", 100), `{"dealer":"no-more-bets","jackpot":250000}`, act(1, "raise"))
	if p := rd.Settlements[2]; p.Net != 25000 || e.Jackpot() != 225000 {
		t.Errorf("progressive %+v, jackpot %d; want 25000 and 225000 left", p, e.Jackpot())
	}
}

// 67.15: five cards to each seat in turn, then five to the dealer, the
// fifth face up. A seat sees its own cards and the dealer's fifth; the
// others are hidden until the dealer exposes the hands (67.17, 67.18).
func Test67_15_DealingAndView(t *testing.T) {
	_, e := run(t, `{}`, "As Kd Qh Jc 9s 2c 2d 5s 7h 8h "+opens, wager(1, "ante", 500), wager(3, "ante", 500), deal)
	v := e.View(1)
	if got := fmt.Sprint(v.Hands["1"][:2], v.Hands["3"][:1], v.Hands["dealer"]); got != "[{As true} {Kd true}] [{?? true}] [{?? true} {?? true} {?? true} {?? true} {3d false}]" {
		t.Errorf("seat 1 sees %s", got)
	}
	if err := e.Apply(game.Step{Seat: 3, Act: "fold"}); err == nil || !strings.Contains(err.Error(), "seat 1 is to raise or fold") {
		t.Errorf("seat 3 before seat 1: %v", err)
	}
	for _, st := range []game.Step{{Seat: 1, Act: "raise"}, {Seat: 3, Act: "fold"}} {
		if err := e.Apply(st); err != nil {
			t.Fatal(err)
		}
	}
	h := e.Rounds()[0].Hands
	if fmt.Sprint(h["1"], h["3"], h["dealer"]) != "[As Kd Qh Jc 9s] [2c 2d 5s 7h 8h] [Ad Kc 8s 4c 3d]" {
		t.Errorf("hands %v", h)
	}
}

func TestBadSteps(t *testing.T) {
	for _, c := range []struct {
		name    string
		table   string
		steps   []string
		mention string
	}{
		{"a raise of another amount (67.16)", `{}`, []string{wager(1, "ante", 1000), deal, `{"seat":1,"act":"raise","amount":1000}`}, "twice the ante"},
		{"placing the raise (67.16)", `{}`, []string{wager(1, "raise", 1000)}, "made by the act"},
		{"a progressive wager the table does not offer (67.21)", `{}`, []string{wager(1, "ante", 1000, "progressive", 100)}, "does not offer"},
		{"a progressive wager of $2 (67.21)", `{"progressive":true}`, []string{wager(1, "ante", 1000, "progressive", 200)}, "100"},
		{"a progressive wager without an ante", `{"progressive":true}`, []string{wager(1, "progressive", 100)}, "ante"},
		{"a wager after no more bets (67.14)", `{}`, []string{wager(1, "ante", 1000), deal, wager(2, "ante", 100)}, "bets are closed"},
		{"an unknown act", `{}`, []string{wager(1, "ante", 1000), deal, act(1, "play")}, "raises or folds"},
		{"a jackpot told with next-round", `{"progressive":true}`, []string{wager(1, "ante", 1000), deal, act(1, "fold"), `{"dealer":"next-round","jackpot":5}`}, "only no-more-bets"},
		{"a jackpot told with a wager", `{"progressive":true}`, []string{`{"seat":1,"wager":{"ante":1000},"jackpot":5}`}, "only no-more-bets"},
		{"a jackpot told to a table without it", `{}`, []string{wager(1, "ante", 1000), `{"dealer":"no-more-bets","jackpot":5}`}, "does not offer"},
		{"a negative jackpot", `{"progressive":true}`, []string{wager(1, "ante", 1000), `{"dealer":"no-more-bets","jackpot":-5}`}, "not -5"},
		{"a jackpot that is not a number", `{"progressive":true}`, []string{wager(1, "ante", 1000), `{"dealer":"no-more-bets","jackpot":"a lot"}`}, "cents"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := play(c.table, "As Kd Qh Jc 9s "+opens, c.steps...)
			var re *replay.Error
			if !errors.As(err, &re) || re.Step != len(c.steps)-1 || !strings.Contains(err.Error(), c.mention) {
				t.Errorf("err = %v, want an error at step %d mentioning %q", err, len(c.steps)-1, c.mention)
			}
		})
	}
	for _, raw := range []string{`{"decks":3}`, `{"seats":8}`, `{"jackpot":-1}`} {
		var m map[string]json.RawMessage
		_ = json.Unmarshal([]byte(raw), &m)
		if _, err := caribbean.Spec.ParseTable(m); err == nil {
			t.Errorf("%s accepted", raw)
		}
	}
}

func TestConformance(t *testing.T) {
	gametest.Run(t, caribbean.Game, gametest.Options{Table: map[string]json.RawMessage{
		"progressive": json.RawMessage("true"), "jackpot": json.RawMessage("1000000"), "seed": json.RawMessage("500000"),
	}})
}

// Two decks, section 10, a low maximum and a cap that bites.
func TestConformanceTwoDecks(t *testing.T) {
	gametest.Run(t, caribbean.Game, gametest.Options{Tables: 2, Rounds: 200, Table: map[string]json.RawMessage{
		"decks": json.RawMessage("2"), "seats": json.RawMessage("4"), "first-round-only": json.RawMessage(`"refuse"`),
		"min": json.RawMessage("500"), "max": json.RawMessage("2000"), "max-payout": json.RawMessage("3000"),
	}})
}

func TestGoldens(t *testing.T) { gametest.Goldens(t, caribbean.Game, "testdata", 2) }

// Two decks (67.10) can deal a card twice. As As Ks Qs 2s is a flush
// (67.11(5): five cards of one suit); against the dealer's A-K-Q-J-9 flush
// it is higher by its second card, an ace against a king (67.12): the
// raise wins 5 to 1 (67.20) and the progressive the flush's $50 (67.21).
func Test67_12_TwoDecksFlushWithACardTwice(t *testing.T) {
	rd, _ := run(t, `{"decks":2,"progressive":true,"jackpot":1000000}`, "As As Ks Qs 2s Ah Kh Qh Jh 9h",
		wager(1, "ante", 1000, "progressive", 100), deal, act(1, "raise"))
	check(t, rd.Settlements, want{1, "ante", 1000, game.Win, 1000}, want{1, "raise", 2000, game.Win, 10000}, want{1, "progressive", 100, game.Win, 5000})
}
