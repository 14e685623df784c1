package threecard_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"croupier/game"
	"croupier/game/gametest"
	"croupier/game/threecard"
	"croupier/money"
	"croupier/replay"
)

func lookup(id string) (game.Game, bool) { return threecard.Game, id == "three-card-poker" }

func script(table, tape string, steps ...string) string {
	toks := []string{}
	for _, c := range strings.Fields(tape) {
		toks = append(toks, fmt.Sprintf("%q", c))
	}
	return fmt.Sprintf(`{"game":"three-card-poker","table":%s,"tape":[%s],"steps":[%s]}`, table, strings.Join(toks, ","), strings.Join(steps, ","))
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

func check(t *testing.T, res *replay.Result, wants ...want) {
	t.Helper()
	got := res.Rounds[0].Settlements
	if len(got) != len(wants) {
		t.Fatalf("%d settlements %+v, want %d", len(got), got, len(wants))
	}
	for i, w := range wants {
		g := got[i]
		if g.Seat != w.seat || g.Wager != w.wager || g.Stake != w.stake || g.Result != w.result || g.Net != w.net || g.Commission != 0 || g.Rounding != 0 {
			t.Errorf("settlement %d = %+v, want %+v", i, g, w)
		}
	}
}

// The spec README's example: the dealer's nine-high does not open (67.29),
// so the ante wins 1 to 1 and play pushes; the straight earns the ante
// bonus 1 to 1 (67.31) and pair plus 6 to 1 (67.32).
func TestSpecExample(t *testing.T) {
	res, err := play(`{"decks":1}`, "As Kd Qh 2c 7d 9s", wager(1, "ante", 1000, "pair-plus", 500), deal, act(1, "play"))
	if err != nil {
		t.Fatal(err)
	}
	check(t, res, want{1, "ante", 1000, game.Win, 2000}, want{1, "play", 1000, game.Push, 0}, want{1, "pair-plus", 500, game.Win, 3000})
	if res.Net["1"] != 5000 {
		t.Errorf("net %v, want 5000", res.Net)
	}
}

// 67.29, 67.30, 67.24: a dealer with queen-high or better opens; then the
// higher hand wins ante and play 1 to 1, the lower loses both, identical
// hands push.
func Test67_29_30_DealerOpens(t *testing.T) {
	for _, c := range []struct {
		name, player, dealer string
		ante, play           game.Result
		net                  money.Amount // ante and play each, no bonus
	}{
		{"queen-high opens, player higher", "Ks Jd 4h", "Qc 9d 5s", game.Win, game.Win, 1000},
		{"queen-high opens, player lower", "Js Td 4h", "Qc 9d 5s", game.Lose, game.Lose, -1000},
		{"identical hands push (67.24)", "Qs 9h 5c", "Qc 9d 5s", game.Push, game.Push, 0},
		{"a pair beats ace-high", "4s 4d 2h", "Ac Kd 9s", game.Win, game.Win, 1000},
		{"a flush loses to a straight (67.23)", "2s 7s Js", "3c 4d 5h", game.Lose, game.Lose, -1000},
		{"jack-high does not open: ante 1 to 1, play pushes", "3s 5d 9h", "Jc 9d 5s", game.Win, game.Push, 1000},
	} {
		t.Run(c.name, func(t *testing.T) {
			res, err := play(`{}`, c.player+" "+c.dealer, wager(1, "ante", 1000), deal, act(1, "play"))
			if err != nil {
				t.Fatal(err)
			}
			playNet := c.net
			if c.play == game.Push {
				playNet = 0
			}
			check(t, res, want{1, "ante", 1000, c.ante, c.net}, want{1, "play", 1000, c.play, playNet})
		})
	}
}

// 67.31: the ante bonus for a seat that played, whatever the dealer holds:
// straight flush 5 to 1, three of a kind 4 to 1, straight 1 to 1 (A-2-3 the
// lowest, ruling P3); added to the ante's net, whose sign gives the result.
func Test67_31_AnteBonus(t *testing.T) {
	for _, c := range []struct {
		name, player, dealer string
		ante                 money.Amount
		result               game.Result
	}{
		{"straight flush beats the dealer: 1 + 5", "Qh Jh Th", "Kc 9d 5s", 6000, game.Win},
		{"three of a kind beats the dealer: 1 + 4", "7h 7d 7s", "Kc 9d 5s", 5000, game.Win},
		{"A-2-3 straight loses to a straight flush: -1 + 1", "Ah 2d 3s", "4c 5c 6c", 0, game.Push},
		{"trips lose to higher trips: -1 + 4", "7h 7d 7s", "8c 8d 8s", 3000, game.Win},
	} {
		t.Run(c.name, func(t *testing.T) {
			res, err := play(`{}`, c.player+" "+c.dealer, wager(1, "ante", 1000), deal, act(1, "play"))
			if err != nil {
				t.Fatal(err)
			}
			if got := res.Rounds[0].Settlements[0]; got.Wager != "ante" || got.Net != c.ante || got.Result != c.result {
				t.Errorf("ante %+v, want net %d %s", got, c.ante, c.result)
			}
		})
	}
}

// 67.32 and ruling P4: pair plus on the seat's own hand, every line of the
// table, and still paid on a fold; 67.28: a fold loses the ante.
func Test67_32_PairPlus(t *testing.T) {
	for _, c := range []struct {
		hand string
		net  money.Amount // on 100
	}{
		{"9h Th Jh", 4000}, {"5c 5d 5h", 3000}, {"Ad 2c 3h", 600}, {"2s 9s Ks", 400}, {"Qd Qs 3c", 100}, {"Ac Kd 9s", -100},
	} {
		res, err := play(`{}`, c.hand+" 4c 6d 8s", wager(1, "ante", 1000, "pair-plus", 100), deal, act(1, "fold"))
		if err != nil {
			t.Fatal(err)
		}
		r := map[bool]game.Result{true: game.Win, false: game.Lose}[c.net > 0]
		check(t, res, want{1, "ante", 1000, game.Lose, -1000}, want{1, "pair-plus", 100, r, c.net})
	}
	// pair plus alone: no decision, settled at once.
	res, err := play(`{}`, "Qd Qs 3c 2c 3d 5s", wager(1, "pair-plus", 100), deal)
	if err != nil {
		t.Fatal(err)
	}
	check(t, res, want{1, "pair-plus", 100, game.Win, 100})
}

// 67.27, 67.28: blocks of three to each seat in order, then the dealer;
// seats decide in order; the cards are face down until exposed.
func Test67_27_DealingAndFaceDown(t *testing.T) {
	s, err := replay.Parse(strings.NewReader(script(`{}`, "As Kd Qh 2c 2d 5s 9c 9d 4h", wager(3, "ante", 500), wager(1, "ante", 1000), deal)))
	if err != nil {
		t.Fatal(err)
	}
	tb, _ := threecard.Spec.ParseTable(nil)
	e, err := threecard.New(threecard.RulesOf(tb), game.NewTape(s.Tape))
	if err != nil {
		t.Fatal(err)
	}
	for _, st := range s.Steps {
		if err := e.Apply(st); err != nil {
			t.Fatal(err)
		}
	}
	v := e.View(1)
	if got := fmt.Sprint(v.Hands["1"], v.Hands["3"], v.Hands["dealer"]); got != "[{As true} {Kd true} {Qh true}] [{?? true} {?? true} {?? true}] [{?? true} {?? true} {?? true}]" {
		t.Errorf("seat 1 sees %s", got)
	}
	if err := e.Apply(game.Step{Seat: 3, Act: "play"}); err == nil || !strings.Contains(err.Error(), "seat 1 is to play or fold") {
		t.Errorf("seat 3 before seat 1: %v", err)
	}
	for _, st := range []game.Step{{Seat: 1, Act: "play"}, {Seat: 3, Act: "fold"}} {
		if err := e.Apply(st); err != nil {
			t.Fatal(err)
		}
	}
	h := e.Rounds()[0].Hands
	if fmt.Sprint(h["1"], h["3"], h["dealer"]) != "[As Kd Qh] [2c 2d 5s] [9c 9d 4h]" {
		t.Errorf("hands %v", h)
	}
}

func TestBadSteps(t *testing.T) {
	for _, c := range []struct {
		name    string
		steps   []string
		mention string
	}{
		{"a play of another amount (67.28)", []string{wager(1, "ante", 1000), deal, `{"seat":1,"act":"play","amount":500}`}, "identical to the ante"},
		{"a decision without an ante", []string{wager(1, "pair-plus", 100), wager(2, "ante", 100), deal, act(1, "play")}, "no ante"},
		{"placing play (67.28)", []string{wager(1, "play", 1000)}, "made by the act"},
		{"a wager after no more bets (67.26)", []string{wager(1, "ante", 1000), deal, wager(2, "ante", 100)}, "bets are closed"},
		{"an unknown act", []string{wager(1, "ante", 1000), deal, act(1, "raise")}, "plays or folds"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := play(`{}`, "As Kd Qh 2c 2d 5s 9c 9d 4h", c.steps...)
			var re *replay.Error
			if !errors.As(err, &re) || re.Step != len(c.steps)-1 || !strings.Contains(err.Error(), c.mention) {
				t.Errorf("err = %v, want an error at step %d mentioning %q", err, len(c.steps)-1, c.mention)
			}
		})
	}
	raw := map[string]json.RawMessage{"decks": json.RawMessage("3")}
	if _, err := threecard.Spec.ParseTable(raw); err == nil {
		t.Error("3 decks accepted (67.22)")
	}
}

func TestConformance(t *testing.T) {
	gametest.Run(t, threecard.Game, gametest.Options{})
}

// Two decks, section 10, a low maximum.
func TestConformanceTwoDecks(t *testing.T) {
	gametest.Run(t, threecard.Game, gametest.Options{Tables: 2, Rounds: 200, Table: map[string]json.RawMessage{
		"decks": json.RawMessage("2"), "seats": json.RawMessage("4"), "first-round-only": json.RawMessage(`"refuse"`),
		"min": json.RawMessage("500"), "max": json.RawMessage("2000"),
	}})
}

func TestGoldens(t *testing.T) { gametest.Goldens(t, threecard.Game, "testdata", 2) }

// Two decks (67.22) can deal a card twice. As As Ks is a flush (67.23:
// three cards of one suit) above any pair: pair plus pays it 4 to 1
// (67.32); the dealer's nine-high does not open (67.29).
func Test67_23_TwoDecksFlushWithACardTwice(t *testing.T) {
	res, err := play(`{"decks":2}`, "As As Ks 2c 7d 9h", wager(1, "ante", 1000, "pair-plus", 500), deal, act(1, "play"))
	if err != nil {
		t.Fatal(err)
	}
	check(t, res, want{1, "ante", 1000, game.Win, 1000}, want{1, "play", 1000, game.Push, 0}, want{1, "pair-plus", 500, game.Win, 2000})
}
