package fourcard_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"croupier/game"
	"croupier/game/fourcard"
	"croupier/game/gametest"
	"croupier/money"
	"croupier/replay"
)

func lookup(id string) (game.Game, bool) { return fourcard.Game, id == "four-card-poker" }

func play(table, tape string, steps ...string) (*replay.Result, error) {
	toks := []string{}
	for _, c := range strings.Fields(tape) {
		toks = append(toks, fmt.Sprintf("%q", c))
	}
	src := fmt.Sprintf(`{"game":"four-card-poker","table":%s,"tape":[%s],"steps":[%s]}`, table, strings.Join(toks, ","), strings.Join(steps, ","))
	s, err := replay.Parse(strings.NewReader(src))
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

func playFor(seat, cents int) string {
	return fmt.Sprintf(`{"seat":%d,"act":"play","amount":%d}`, seat, cents)
}

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

// The dealer's six cards in these tests: Kc Kd 9h 6s 3c, and 2d face up:
// his best four is a pair of kings, K K 9 6.
const dealer6 = "Kc Kd 9h 6s 3c 2d"

// 67.72: the player's best four of five against the dealer's best four of
// six; equal or higher wins ante and play at even money, lower loses both;
// 67.66, ruling P10: the fifth card never breaks a tie.
func Test67_72_EqualOrHigherWins(t *testing.T) {
	for _, c := range []struct {
		name, player string
		result       game.Result
		net          money.Amount // on 1000 ante and 2000 play: ante, play
	}{
		{"a pair of aces beats kings", "Ah As 7d 4c 2h", game.Win, 1000},
		{"kings with a lower kicker lose", "Kh Ks 8d 5c 2h", game.Lose, -1000},
		{"an identical four ties: the player wins (P10: the fifth card is outside)", "Kh Ks 9d 6h 4c", game.Win, 1000},
		{"two pairs beat a pair", "5h 5s 4d 4c Jh", game.Win, 1000},
		{"a flush beats a straight (67.65)", "2h 7h 8h Jh 3s", game.Win, 1000},
	} {
		t.Run(c.name, func(t *testing.T) {
			res, err := play(`{}`, c.player+" "+dealer6, wager(1, "ante", 1000), deal, playFor(1, 2000))
			if err != nil {
				t.Fatal(err)
			}
			check(t, res, want{1, "ante", 1000, c.result, c.net}, want{1, "play", 2000, c.result, 2 * c.net})
		})
	}
}

// 67.73: a seat that played with three of a kind, a straight flush or four
// of a kind has its ante win, whatever the dealer holds, and paid 2, 20 or
// 25 to 1 besides; the play bet is settled against the dealer as usual.
func Test67_73_AnteBonus(t *testing.T) {
	// Against the dealer's four of a kind (9s 9c 9d 9h in six cards) the
	// player's lower hands lose the play bet but the ante still wins.
	const quads = "9s 9c 9d 9h 3c 2d"
	for _, c := range []struct {
		name, player, dealer string
		ante, play           money.Amount // on 1000 each
	}{
		{"three of a kind 2 to 1", "5h 5s 5d Jc 2h", dealer6, 1000 + 2000, 1000},
		{"three of a kind under the dealer's four: ante still 1 + 2", "5h 5s 5d Jc 2h", quads, 1000 + 2000, -1000},
		{"straight flush 20 to 1", "Ah 2h 3h 4h Ks", dealer6, 1000 + 20000, 1000},
		{"four of a kind 25 to 1", "Ac Ad Ah As 2h", dealer6, 1000 + 25000, 1000},
	} {
		t.Run(c.name, func(t *testing.T) {
			res, err := play(`{}`, c.player+" "+c.dealer, wager(1, "ante", 1000), deal, playFor(1, 1000))
			if err != nil {
				t.Fatal(err)
			}
			g := res.Rounds[0].Settlements
			if g[0].Net != c.ante || g[1].Net != c.play {
				t.Errorf("ante %+v, play %+v; want %d and %d", g[0], g[1], c.ante, c.play)
			}
		})
	}
}

// 67.74, ruling P4: Aces Up on the player's own best four, every line,
// fold or not; a pair below aces loses; 67.70: a fold forfeits the ante.
func Test67_74_AcesUp(t *testing.T) {
	for _, c := range []struct {
		player string
		net    money.Amount // on 100
	}{
		{"Ac Ad Ah As 2h", 5000}, {"Ah 2h 3h 4h Ks", 3000}, {"5h 5s 5d Jc 2h", 700}, {"2h 7h 8h Jh 3s", 500},
		{"5h 6h 7d 8c Jh", 400}, {"5h 5s 4d 4c Jh", 200}, {"Ah As 7d 4c 2h", 100}, {"Qh Qs 7d 4c 2h", -100},
	} {
		res, err := play(`{}`, c.player+" "+dealer6, wager(1, "ante", 1000, "aces-up", 100), deal, `{"seat":1,"act":"fold"}`)
		if err != nil {
			t.Fatal(err)
		}
		r := map[bool]game.Result{true: game.Win, false: game.Lose}[c.net > 0]
		check(t, res, want{1, "ante", 1000, game.Lose, -1000}, want{1, "aces-up", 100, r, c.net})
	}
}

// 67.74 with aces-up-table industry: the table casinos commonly post
// instead of the by-law's (straight flush 40, three of a kind 8, two pairs
// 3 to 1; the other lines as printed), every line; an unknown table is
// refused.
func Test67_74_AcesUpIndustryTable(t *testing.T) {
	for _, c := range []struct {
		player string
		net    money.Amount // on 100
	}{
		{"Ac Ad Ah As 2h", 5000}, {"Ah 2h 3h 4h Ks", 4000}, {"5h 5s 5d Jc 2h", 800}, {"2h 7h 8h Jh 3s", 500},
		{"5h 6h 7d 8c Jh", 400}, {"5h 5s 4d 4c Jh", 300}, {"Ah As 7d 4c 2h", 100}, {"Qh Qs 7d 4c 2h", -100},
	} {
		res, err := play(`{"aces-up-table":"industry"}`, c.player+" "+dealer6, wager(1, "ante", 1000, "aces-up", 100), deal, `{"seat":1,"act":"fold"}`)
		if err != nil {
			t.Fatal(err)
		}
		r := map[bool]game.Result{true: game.Win, false: game.Lose}[c.net > 0]
		check(t, res, want{1, "ante", 1000, game.Lose, -1000}, want{1, "aces-up", 100, r, c.net})
	}
	if _, err := fourcard.Spec.ParseTable(map[string]json.RawMessage{"aces-up-table": json.RawMessage(`"generous"`)}); err == nil {
		t.Error("an unknown Aces Up table was accepted")
	}
}

// 67.69: five cards to each seat in turn, then six to the dealer, the
// sixth face up: every seat sees it before deciding.
func Test67_69_DealerSixthCardFaceUp(t *testing.T) {
	s, err := replay.Parse(strings.NewReader(`{"game":"four-card-poker","table":{},"tape":["Ah","As","7d","4c","2h","5h","5s","4d","4h","Jh","Kc","Kd","9h","6s","3c","2d"],
		"steps":[{"seat":1,"wager":{"ante":100}},{"seat":2,"wager":{"ante":100}},{"dealer":"no-more-bets"}]}`))
	if err != nil {
		t.Fatal(err)
	}
	g, _ := lookup("four-card-poker")
	tb, _ := g.Spec.ParseTable(s.Table)
	e, err := g.New(tb, game.NewTape(s.Tape))
	if err != nil {
		t.Fatal(err)
	}
	for _, st := range s.Steps {
		if err := e.Apply(st); err != nil {
			t.Fatal(err)
		}
	}
	v := e.View(2)
	if got := fmt.Sprint(v.Hands["dealer"]); got != "[{?? true} {?? true} {?? true} {?? true} {?? true} {2d false}]" {
		t.Errorf("seat 2 sees the dealer's %s", got)
	}
	if got := fmt.Sprint(v.Hands["1"]); strings.Contains(got, "Ah") {
		t.Errorf("seat 2 sees seat 1's %s", got)
	}
}

func TestBadSteps(t *testing.T) {
	for _, c := range []struct {
		name    string
		steps   []string
		mention string
	}{
		{"a play below the ante (67.70)", []string{wager(1, "ante", 1000), deal, playFor(1, 999)}, "at least the ante"},
		{"a play over 3 times the ante (67.70)", []string{wager(1, "ante", 1000), deal, playFor(1, 3001)}, "at most 3 times"},
		{"placing play", []string{wager(1, "play", 1000)}, "made by the act"},
		{"an eighth seat (67.67)", []string{wager(8, "ante", 1000)}, "seat 8 is not a place"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := play(`{}`, "Ah As 7d 4c 2h "+dealer6, c.steps...)
			var re *replay.Error
			if !errors.As(err, &re) || re.Step != len(c.steps)-1 || !strings.Contains(err.Error(), c.mention) {
				t.Errorf("err = %v, want an error at step %d mentioning %q", err, len(c.steps)-1, c.mention)
			}
		})
	}
}

func TestConformance(t *testing.T) {
	gametest.Run(t, fourcard.Game, gametest.Options{})
}

func TestConformanceTwoDecks(t *testing.T) {
	gametest.Run(t, fourcard.Game, gametest.Options{Tables: 2, Rounds: 200, Table: map[string]json.RawMessage{
		"decks": json.RawMessage("2"), "first-round-only": json.RawMessage(`"refuse"`), "min": json.RawMessage("500"), "max": json.RawMessage("2000"),
	}})
}

func TestGoldens(t *testing.T) { gametest.Goldens(t, fourcard.Game, "testdata", 1) }
