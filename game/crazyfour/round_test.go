package crazyfour_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"croupier/game"
	"croupier/game/crazyfour"
	"croupier/game/gametest"
	"croupier/money"
	"croupier/replay"
)

func lookup(id string) (game.Game, bool) { return crazyfour.Game, id == "crazy-four-poker" }

func play(table, tape string, steps ...string) (*replay.Result, error) {
	toks := []string{}
	for _, c := range strings.Fields(tape) {
		toks = append(toks, fmt.Sprintf("%q", c))
	}
	src := fmt.Sprintf(`{"game":"crazy-four-poker","table":%s,"tape":[%s],"steps":[%s]}`, table, strings.Join(toks, ","), strings.Join(steps, ","))
	s, err := replay.Parse(strings.NewReader(src))
	if err != nil {
		return nil, err
	}
	return replay.Run(s, lookup)
}

func bets(seat, ante int, extra ...any) string {
	parts := []string{fmt.Sprintf(`"ante":%d`, ante), fmt.Sprintf(`"super-bonus":%d`, ante)}
	for i := 0; i < len(extra); i += 2 {
		parts = append(parts, fmt.Sprintf("%q:%d", extra[i], extra[i+1]))
	}
	return fmt.Sprintf(`{"seat":%d,"wager":{%s}}`, seat, strings.Join(parts, ","))
}

func playFor(seat, cents int) string {
	return fmt.Sprintf(`{"seat":%d,"act":"play","amount":%d}`, seat, cents)
}

const deal = `{"dealer":"no-more-bets"}`

// nets returns seat 1's ante, play, super-bonus (and queens-up) nets.
func nets(t *testing.T, res *replay.Result) []money.Amount {
	t.Helper()
	var out []money.Amount
	for _, s := range res.Rounds[0].Settlements {
		out = append(out, s.Net)
	}
	return out
}

// 67.82–67.86 on 1000 ante, 1000 super bonus, 1000 play. The dealer's
// five cards in each case, and the player's.
func Test67_82_86_Settlement(t *testing.T) {
	for _, c := range []struct {
		name, player, dealer string
		want                 []money.Amount // ante, play, super-bonus
	}{
		// Q-J-9-5 high: the dealer does not open (67.82): play wins, ante and super bonus push.
		{"the dealer does not open", "Ah As 7d 4c 2h", "Qc Jd 9h 5s 3c", []money.Amount{0, 1000, 0}},
		// ... but a straight still earns the Super Bonus table (P9).
		{"no opening, a straight: 1 to 1 (P9)", "5h 6s 7d 8c 2h", "Qc Jd 9h 4s 3c", []money.Amount{0, 1000, 1000}},
		// K high opens; a pair of aces beats it (67.84); no bonus hand, higher: super bonus pushes (67.86).
		{"the dealer opens, the player higher", "Ah As 7d 4c 2h", "Kc Jd 9h 5s 3c", []money.Amount{1000, 1000, 0}},
		// Kings and a lower pair lose (67.84, 67.86).
		{"the dealer opens, the player lower", "Qh Qs 7d 4c 2h", "Kc Kd 9h 5s 3c", []money.Amount{-1000, -1000, -1000}},
		// Identical best fours push everything (67.83), the fifth card aside (P10).
		{"identical hands push", "Kh Ks 9d 5c 2h", "Kc Kd 9h 5s 3c", []money.Amount{0, 0, 0}},
		// A flush pays 3 to 1, more than three of a kind's 2 to 1, as printed (P9).
		{"a flush 3 to 1", "2h 7h 9h Jh 3s", "Kc Kd 9c 5s 3c", []money.Amount{1000, 1000, 3000}},
		{"three of a kind 2 to 1", "5h 5s 5d Jc 2h", "Kc Kd 9h 6s 3c", []money.Amount{1000, 1000, 2000}},
		{"a straight flush 15 to 1", "Ah 2h 3h 4h Ks", "Kc Kd 9h 6s 3c", []money.Amount{1000, 1000, 15000}},
		{"four of a kind 30 to 1", "9c 9d 9s 9h 2c", "Kc Kd Jh 6s 3c", []money.Amount{1000, 1000, 30000}},
		{"four aces 200 to 1", "Ac Ad Ah As 2c", "Kc Kd Jh 6s 3c", []money.Amount{1000, 1000, 200000}},
		// Three of a kind under the dealer's higher trips: ante and play lose, the bonus is paid.
		{"a bonus hand that loses to the dealer", "5h 5s 5d Jc 2h", "Kc Kd Kh 6s 3c", []money.Amount{-1000, -1000, 2000}},
	} {
		t.Run(c.name, func(t *testing.T) {
			res, err := play(`{"queens-up":false}`, c.player+" "+c.dealer, bets(1, 1000), deal, playFor(1, 1000))
			if err != nil {
				t.Fatal(err)
			}
			if got := nets(t, res); fmt.Sprint(got) != fmt.Sprint(c.want) {
				t.Errorf("ante, play, super bonus nets %v, want %v (%+v)", got, c.want, res.Rounds[0].Settlements)
			}
		})
	}
}

// 67.85 with super-bonus-table industry: the table casinos commonly post,
// a flush 3 to 2 (1000 pays 1500), every other line as printed; an odd
// stake's half cent is dropped (G1) and reported (G7).
func Test67_85_SuperBonusIndustryTable(t *testing.T) {
	for _, c := range []struct {
		name, player, dealer string
		stake                money.Amount
		bonus                money.Amount
		rounding             money.Remainder
	}{
		{"a flush 3 to 2", "2h 7h 9h Jh 3s", "Kc Kd 9c 5s 3c", 1000, 1500, 0},
		{"a flush 3 to 2 on an odd stake", "2h 7h 9h Jh 3s", "Kc Kd 9c 5s 3c", 1001, 1501, 1},
		{"three of a kind 2 to 1", "5h 5s 5d Jc 2h", "Kc Kd 9h 6s 3c", 1000, 2000, 0},
		{"a straight 1 to 1", "5h 6s 7d 8c 2h", "Qc Jd 9h 4s 3c", 1000, 1000, 0},
		{"a straight flush 15 to 1", "Ah 2h 3h 4h Ks", "Kc Kd 9h 6s 3c", 1000, 15000, 0},
		{"four of a kind 30 to 1", "9c 9d 9s 9h 2c", "Kc Kd Jh 6s 3c", 1000, 30000, 0},
		{"four aces 200 to 1", "Ac Ad Ah As 2c", "Kc Kd Jh 6s 3c", 1000, 200000, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			res, err := play(`{"queens-up":false,"super-bonus-table":"industry"}`, c.player+" "+c.dealer, bets(1, int(c.stake)), deal, playFor(1, int(c.stake)))
			if err != nil {
				t.Fatal(err)
			}
			sb := res.Rounds[0].Settlements[2]
			if sb.Wager != "super-bonus" || sb.Net != c.bonus || sb.Rounding != c.rounding {
				t.Errorf("super bonus %+v, want net %d rounding %d", sb, c.bonus, c.rounding)
			}
		})
	}
	if _, err := crazyfour.Spec.ParseTable(map[string]json.RawMessage{"super-bonus-table": json.RawMessage(`"house"`)}); err == nil {
		t.Error("an unknown Super Bonus table was accepted")
	}
}

// 67.81, ruling P8: up to 3 times the ante only with a pair of aces or
// better in the best four; a fold forfeits ante and Super Bonus, while
// Queens Up is still settled (67.87, P4), every line of its table.
func Test67_81_87_PlayAndQueensUp(t *testing.T) {
	if _, err := play(`{}`, "Kh Ks 7d 4c 2h Qc Jd 9h 5s 3c", bets(1, 1000), deal, playFor(1, 3000)); err == nil || !strings.Contains(err.Error(), "pair of aces") {
		t.Errorf("3 times the ante on kings: %v", err)
	}
	res, err := play(`{}`, "Ah As 7d 4c 2h Kc Jd 9h 5s 3c", bets(1, 1000), deal, playFor(1, 3000))
	if err != nil {
		t.Fatal(err)
	}
	if got := nets(t, res); fmt.Sprint(got) != "[10.00 30.00 0.00]" {
		t.Errorf("aces playing 3 times: %v", got)
	}
	for _, c := range []struct {
		player string
		net    money.Amount // queens-up on 100
	}{
		{"9c 9d 9s 9h 2c", 5000}, {"Ah 2h 3h 4h Ks", 3000}, {"5h 5s 5d Jc 2h", 700}, {"2h 7h 9h Jh 3s", 400},
		{"5h 6h 7d 8c Jh", 300}, {"5h 5s 4d 4c Jh", 200}, {"Qh Qs 7d 4c 2h", 100}, {"Jh Js 7d 4c 2h", -100},
	} {
		res, err := play(`{}`, c.player+" Kc Kd Th 6s 3c", bets(1, 1000, "queens-up", 100), deal, `{"seat":1,"act":"fold"}`)
		if err != nil {
			t.Fatal(err)
		}
		if got := nets(t, res); fmt.Sprint(got) != fmt.Sprint([]money.Amount{-1000, -1000, c.net}) {
			t.Errorf("%s folded: nets %v, want ante and super bonus lost and queens up %d", c.player, got, c.net)
		}
	}
}

func TestBadSteps(t *testing.T) {
	for _, c := range []struct {
		name    string
		steps   []string
		mention string
	}{
		{"a Super Bonus unequal to the ante (67.79)", []string{`{"seat":1,"wager":{"ante":1000,"super-bonus":500}}`}, "must equal"},
		{"Queens Up where not offered", []string{`{"seat":1,"wager":{"ante":1000,"super-bonus":1000,"queens-up":100}}`}, "does not offer"},
		{"no seat complete at the deal (67.79)", []string{`{"seat":1,"wager":{"ante":1000}}`, deal}, "nothing to deal"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := play(`{"queens-up":false}`, "Ah As 7d 4c 2h Kc Jd 9h 5s 3c", c.steps...)
			var re *replay.Error
			if !errors.As(err, &re) || re.Step != len(c.steps)-1 || !strings.Contains(err.Error(), c.mention) {
				t.Errorf("err = %v, want an error at step %d mentioning %q", err, len(c.steps)-1, c.mention)
			}
		})
	}
}

func TestConformance(t *testing.T) {
	gametest.Run(t, crazyfour.Game, gametest.Options{})
}

func TestConformanceTwoDecks(t *testing.T) {
	gametest.Run(t, crazyfour.Game, gametest.Options{Tables: 2, Rounds: 200, Table: map[string]json.RawMessage{
		"decks": json.RawMessage("2"), "first-round-only": json.RawMessage(`"minimum"`), "min": json.RawMessage("500"), "max": json.RawMessage("2000"),
	}})
}

func TestGoldens(t *testing.T) { gametest.Goldens(t, crazyfour.Game, "testdata", 1) }
