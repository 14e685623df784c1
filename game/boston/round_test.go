package boston_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"croupier/game"
	"croupier/game/boston"
	"croupier/game/gametest"
	"croupier/money"
	"croupier/replay"
)

func lookup(id string) (game.Game, bool) { return boston.Game, id == "boston-poker" }

func play(tape string, steps ...string) (*replay.Result, error) {
	toks := []string{}
	for _, c := range strings.Fields(tape) {
		toks = append(toks, fmt.Sprintf("%q", c))
	}
	src := fmt.Sprintf(`{"game":"boston-poker","table":{},"tape":[%s],"steps":[%s]}`, strings.Join(toks, ","), strings.Join(steps, ","))
	s, err := replay.Parse(strings.NewReader(src))
	if err != nil {
		return nil, err
	}
	return replay.Run(s, lookup)
}

func bets(seat, ante int, extra ...any) string {
	parts := []string{fmt.Sprintf(`"ante":%d`, ante), fmt.Sprintf(`"first-play":%d`, 2*ante)}
	for i := 0; i < len(extra); i += 2 {
		parts = append(parts, fmt.Sprintf("%q:%d", extra[i], extra[i+1]))
	}
	return fmt.Sprintf(`{"seat":%d,"wager":{%s}}`, seat, strings.Join(parts, ","))
}

func act(seat int, a string) string { return fmt.Sprintf(`{"seat":%d,"act":%q}`, seat, a) }

const deal = `{"dealer":"no-more-bets"}`

func nets(res *replay.Result) string {
	var out []money.Amount
	for _, s := range res.Rounds[0].Settlements {
		out = append(out, s.Net)
	}
	return fmt.Sprint(out)
}

// The tape of one seat: its three cards, the dealer's three, then its two
// and the dealer's two (67.57, 67.60). cards splits a player's five and the
// dealer's five into that order.
func tape(player, dealer string) string {
	p, d := strings.Fields(player), strings.Fields(dealer)
	return strings.Join(append(append(append(append([]string{}, p[:3]...), d[:3]...), p[3:]...), d[3:]...), " ")
}

// Ruling P7 and 67.62, 67.63 on ante 100, plays 200 and 200: no dealer
// qualification; higher wins both plays and pushes the ante, equal pushes
// all, lower loses all — unless two pairs of tens or better or more pays
// the ante by 67.63 whatever the dealer holds.
func Test67_62_63_Settlement(t *testing.T) {
	for _, c := range []struct {
		name, player, dealer string
		want                 string // ante, first play, second play
	}{
		{"higher: plays win, ante pushes", "Ah As 7d 4c 2h", "Kc Kd 9h 5s 3c", "[0.00 2.00 2.00]"},
		{"lower: everything loses", "Qh Qs 7d 4c 2h", "Kc Kd 9h 5s 3c", "[-1.00 -2.00 -2.00]"},
		{"equal: everything pushes", "Kh Ks 9d 5c 3h", "Kc Kd 9h 5s 3c", "[0.00 0.00 0.00]"},
		{"two pairs of nines, higher: no ante bonus (P6)", "9h 9s 4d 4c 2h", "Kc Kd 9c 5s 3c", "[0.00 2.00 2.00]"},
		{"two pairs of tens: ante 2 to 1 (P6)", "Th Ts 4d 4c 2h", "Kc Kd 9c 5s 3c", "[2.00 2.00 2.00]"},
		{"three of a kind 5 to 1", "5h 5s 5d Jc 2h", "Kc Kd 9c 6s 3c", "[5.00 2.00 2.00]"},
		{"a straight 8 to 1", "5h 6s 7d 8c 9h", "Kc Kd Jh 6c 3c", "[8.00 2.00 2.00]"},
		{"a flush 15 to 1", "2h 7h 9h Jh 3h", "Kc Kd Jc 6s 3c", "[15.00 2.00 2.00]"},
		{"a full house 25 to 1", "9h 9s 9d 4c 4h", "Kc Kd Jc 6s 3c", "[25.00 2.00 2.00]"},
		{"four of a kind 100 to 1", "9h 9s 9d 9c 4h", "Kc Kd Jc 6s 3c", "[100.00 2.00 2.00]"},
		{"a straight flush 200 to 1", "5h 6h 7h 8h 9h", "Kc Kd Jc 6s 3c", "[200.00 2.00 2.00]"},
		{"a royal flush 1000 to 1", "Ah Kh Qh Jh Th", "Kc Kd Jc 6s 3c", "[1000.00 2.00 2.00]"},
		{"a flush under the dealer's full house: ante still 15 to 1", "2h 7h 9h Jh 3h", "Kc Kd Ks 6s 6c", "[15.00 -2.00 -2.00]"},
	} {
		t.Run(c.name, func(t *testing.T) {
			res, err := play(tape(c.player, c.dealer), bets(1, 100), deal, act(1, "second-play"))
			if err != nil {
				t.Fatal(err)
			}
			if got := nets(res); got != c.want {
				t.Errorf("nets %s, want %s (%+v)", got, c.want, res.Rounds[0].Settlements)
			}
		})
	}
}

// 67.58: a fold forfeits ante and first play; 67.59, ruling P4: the bonus
// is paid on the three cards, fold or not, every line; 67.60: a seat that
// folded gets no more cards, the dealer takes his two all the same.
func Test67_58_60_FoldAndBonus(t *testing.T) {
	for _, c := range []struct {
		three string
		bonus string // on 100
	}{
		{"Qh Jh Th", "100.00"}, {"7h 7d 7s", "30.00"}, {"Ad 2c 3h", "6.00"}, {"2s 9s Ks", "4.00"}, {"Qd Qs 3c", "1.00"}, {"Ac Kd 9s", "-1.00"},
	} {
		res, err := play(c.three+" 4c 6d 8c 2d 5s", bets(1, 100, "bonus", 100), deal, act(1, "fold"))
		if err != nil {
			t.Fatal(err)
		}
		want := "[-1.00 -2.00 " + c.bonus + "]"
		if c.bonus == "100.00" {
			want = "[-1.00 -2.00 40.00]"
		}
		if got := nets(res); got != want {
			t.Errorf("%s folded: %s, want %s", c.three, got, want)
		}
		if h := res.Rounds[0].Hands; len(h["1"].Cards) != 3 || len(h["dealer"].Cards) != 5 {
			t.Errorf("hands %v: the folded seat keeps 3 cards, the dealer takes 5", h)
		}
	}
}

func TestBadSteps(t *testing.T) {
	for _, c := range []struct {
		name    string
		steps   []string
		mention string
	}{
		{"a first play not double the ante (67.56)", []string{`{"seat":1,"wager":{"ante":100,"first-play":100}}`}, "it must be 200 cents, 2 times ante"},
		{"a second play not double the ante (67.58)", []string{bets(1, 100), deal, `{"seat":1,"act":"second-play","amount":100}`}, "double the ante"},
		{"no seat complete (67.56)", []string{`{"seat":1,"wager":{"ante":100}}`, deal}, "nothing to deal"},
		{"out of turn (67.58)", []string{bets(1, 100), bets(2, 100), deal, act(2, "fold")}, "seat 1 is to make"},
		{"placing the second play", []string{`{"seat":1,"wager":{"second-play":200}}`}, "made by the act"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := play("Ah As 7d Kc Kd 9h 4c 2h 5s 3c Qc Qd 2c 2s 3d", c.steps...)
			var re *replay.Error
			if !errors.As(err, &re) || re.Step != len(c.steps)-1 || !strings.Contains(err.Error(), c.mention) {
				t.Errorf("err = %v, want an error at step %d mentioning %q", err, len(c.steps)-1, c.mention)
			}
		})
	}
}

func TestConformance(t *testing.T) {
	gametest.Run(t, boston.Game, gametest.Options{})
}

func TestConformanceTwoDecks(t *testing.T) {
	gametest.Run(t, boston.Game, gametest.Options{Tables: 2, Rounds: 200, Table: map[string]json.RawMessage{
		"decks": json.RawMessage("2"), "first-round-only": json.RawMessage(`"refuse"`), "min": json.RawMessage("500"), "max": json.RawMessage("3000"),
	}})
}

func TestGoldens(t *testing.T) { gametest.Goldens(t, boston.Game, "testdata", 1) }
