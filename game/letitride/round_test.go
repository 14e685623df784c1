package letitride_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"croupier/game"
	"croupier/game/gametest"
	"croupier/game/letitride"
	"croupier/money"
	"croupier/replay"
)

func lookup(id string) (game.Game, bool) { return letitride.Game, id == "let-it-ride" }

func script(table, tape string, steps ...string) string {
	toks := []string{}
	for _, c := range strings.Fields(tape) {
		toks = append(toks, fmt.Sprintf("%q", c))
	}
	return fmt.Sprintf(`{"game":"let-it-ride","table":%s,"tape":[%s],"steps":[%s]}`, table, strings.Join(toks, ","), strings.Join(steps, ","))
}

func play(table, tape string, steps ...string) (*replay.Result, error) {
	s, err := replay.Parse(strings.NewReader(script(table, tape, steps...)))
	if err != nil {
		return nil, err
	}
	return replay.Run(s, lookup)
}

func three(seat, cents int) string {
	return fmt.Sprintf(`{"seat":%d,"wager":{"bet-1":%d,"bet-2":%d,"bet-3":%d}}`, seat, cents, cents, cents)
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

// 67.8: every line of the pay table on each bet that rode; 67.7: a pair of
// nines loses. The hand is the player's three cards and the dealer's first
// two; the dealer's third is burned (67.6). Tape: the player's 3, then the
// dealer's 3 (first, second, burn).
func Test67_8_PayTable(t *testing.T) {
	for _, c := range []struct {
		name, player, dealer string
		odds                 int64 // per bet on 100; -1: loses
	}{
		{"royal flush 1000 to 1", "Ah Kh Qh", "Jh Th 2c", 1000},
		{"straight flush 200 to 1", "9s 8s 7s", "6s 5s 2c", 200},
		{"four of a kind 50 to 1", "9s 9h 9d", "9c 5s 2c", 50},
		{"full house 11 to 1", "9s 9h 5d", "9c 5s 2c", 11},
		{"flush 8 to 1", "2d 7d Jd", "4d 9d 2c", 8},
		{"straight 5 to 1 (A-2-3-4-5, 67.1)", "Ad 2c 3h", "4d 5s Kc", 5},
		{"three of a kind 3 to 1", "Qd Qc Qh", "4d 5s Kc", 3},
		{"two pairs 2 to 1", "Qd Qc 4h", "4d 5s Kc", 2},
		{"a pair of tens 1 to 1", "Td Tc 4h", "8d 5s Kc", 1},
		{"a pair of nines loses (67.7)", "9d 9c 4h", "8d 5s Kc", -1},
		{"no straight round the corner (67.2(6))", "Qd Kc Ah", "2d 3s 9c", -1},
	} {
		t.Run(c.name, func(t *testing.T) {
			res, err := play(`{}`, c.player+" "+c.dealer, three(1, 100), deal, act(1, "ride"), act(1, "ride"))
			if err != nil {
				t.Fatal(err)
			}
			r, net := game.Win, money.Amount(100*c.odds)
			if c.odds < 0 {
				r, net = game.Lose, -100
			}
			check(t, res, want{1, "bet-1", 100, r, net}, want{1, "bet-2", 100, r, net}, want{1, "bet-3", 100, r, net})
		})
	}
}

// 67.6: bet-1 may be pulled after the player's cards, bet-2 after the
// dealer's second card; a pulled bet settles withdrawn, net 0.
func Test67_6_PullBack(t *testing.T) {
	res, err := play(`{}`, "Td Tc 4h 2s 3s 9h 8d 5s Kc", three(1, 500), three(2, 200), deal,
		act(1, "pull"), act(2, "ride"), act(1, "ride"), act(2, "pull"))
	if err != nil {
		t.Fatal(err)
	}
	// Seat 1: pair of tens, 1 to 1 on bet-2 and bet-3. Seat 2: 2 3 9 8 5, nothing.
	check(t, res,
		want{1, "bet-1", 500, game.Withdrawn, 0}, want{1, "bet-2", 500, game.Win, 500}, want{1, "bet-3", 500, game.Win, 500},
		want{2, "bet-1", 200, game.Lose, -200}, want{2, "bet-2", 200, game.Withdrawn, 0}, want{2, "bet-3", 200, game.Lose, -200})
	if h := res.Rounds[0].Hands; fmt.Sprint(h["dealer"]) != "[8d 5s]" {
		t.Errorf("the dealer's hand %v, want his first two cards (the third, Kc, burned)", h["dealer"])
	}
}

// 67.5: the cards go only to the seats that placed three wagers; another
// seat's wagers are handed back at no more bets, and it is not dealt.
func Test67_5_IncompleteSeatHandedBack(t *testing.T) {
	res, err := play(`{}`, "Td Tc 4h 8d 5s Kc", `{"seat":2,"wager":{"bet-1":300,"bet-2":300}}`, three(1, 100), deal, act(1, "ride"), act(1, "ride"))
	if err != nil {
		t.Fatal(err)
	}
	check(t, res, want{1, "bet-1", 100, game.Win, 100}, want{1, "bet-2", 100, game.Win, 100}, want{1, "bet-3", 100, game.Win, 100})
	if _, ok := res.Rounds[0].Hands["2"]; ok {
		t.Errorf("seat 2 was dealt: %v", res.Rounds[0].Hands)
	}
}

// 124: at a table identified for a Let It Ride tournament the entry fee is
// taken from the supplemental wager, so a seat is dealt only with the bonus
// up besides its three bets; seat 2's three bets are handed back as 67.5
// hands back an incomplete seat's. Seat 1's pair of tens pays 1 to 1 on each
// bet (67.8); its bonus, no straight, loses its $1 (67.9).
func Test124_TournamentDealsOnlyWithTheBonus(t *testing.T) {
	res, err := play(`{"bonus":true,"tournament":true}`, "Td Tc 4h 8d 5s Kc",
		`{"seat":1,"wager":{"bet-1":100,"bet-2":100,"bet-3":100,"bonus":100}}`, three(2, 300), deal, act(1, "ride"), act(1, "ride"))
	if err != nil {
		t.Fatal(err)
	}
	check(t, res, want{1, "bet-1", 100, game.Win, 100}, want{1, "bet-2", 100, game.Win, 100}, want{1, "bet-3", 100, game.Win, 100}, want{1, "bonus", 100, game.Lose, -100})
	if _, ok := res.Rounds[0].Hands["2"]; ok {
		t.Errorf("seat 2 was dealt without the supplemental wager: %v", res.Rounds[0].Hands)
	}
	_, err = play(`{"bonus":true,"tournament":true}`, "", three(1, 100), deal)
	var re *game.RuleError
	if !errors.As(err, &re) || re.Section != "124" {
		t.Errorf("a tournament hand without the bonus: err %v, want a 124 refusal", err)
	}
	if _, err := play(`{"tournament":true}`, ""); !errors.As(err, &re) || re.Section != "124" {
		t.Errorf("a tournament table without the bonus opened: err %v, want a 124 refusal", err)
	}
}

// 67.9, ruling G2: the $1 bonus pays its prize in dollars on a straight or
// better, whether or not the bets were pulled; it loses otherwise.
func Test67_9_Bonus(t *testing.T) {
	for _, c := range []struct {
		player, dealer string
		net            money.Amount
	}{
		{"Ah Kh Qh", "Jh Th 2c", 2_000_000}, {"9s 8s 7s", "6s 5s 2c", 200_000}, {"9s 9h 9d", "9c 5s 2c", 20_000},
		{"9s 9h 5d", "9c 5s 2c", 10_000}, {"2d 7d Jd", "4d 9d 2c", 5_000}, {"Ad 2c 3h", "4d 5s Kc", 2_500}, {"Qd Qc Qh", "4d 5s Kc", -100},
	} {
		res, err := play(`{"bonus":true}`, c.player+" "+c.dealer, `{"seat":1,"wager":{"bet-1":100,"bet-2":100,"bet-3":100,"bonus":100}}`, deal, act(1, "pull"), act(1, "pull"))
		if err != nil {
			t.Fatal(err)
		}
		b := res.Rounds[0].Settlements[3]
		if b.Wager != "bonus" || b.Net != c.net || b.Stake != 100 {
			t.Errorf("%s %s: bonus %+v, want net %d", c.player, c.dealer, b, c.net)
		}
	}
	if _, err := play(`{}`, "", `{"seat":1,"wager":{"bet-1":100,"bet-2":100,"bet-3":100,"bonus":100}}`); err == nil {
		t.Error("the bonus was taken at a table that does not offer it")
	}
}

// 67.9 with bonus-table industry: the $1 bonus table casinos commonly post,
// every line in dollars (G2); three of a kind pays $5 there and two pairs
// still loses.
func Test67_9_BonusIndustryTable(t *testing.T) {
	for _, c := range []struct {
		player, dealer string
		net            money.Amount
	}{
		{"Ah Kh Qh", "Jh Th 2c", 2_000_000}, {"9s 8s 7s", "6s 5s 2c", 200_000}, {"9s 9h 9d", "9c 5s 2c", 40_000},
		{"9s 9h 5d", "9c 5s 2c", 20_000}, {"2d 7d Jd", "4d 9d 2c", 5_000}, {"Ad 2c 3h", "4d 5s Kc", 2_500},
		{"Qd Qc Qh", "4d 5s Kc", 500}, {"Qd Qc 4h", "4d 5s Kc", -100},
	} {
		res, err := play(`{"bonus":true,"bonus-table":"industry"}`, c.player+" "+c.dealer, `{"seat":1,"wager":{"bet-1":100,"bet-2":100,"bet-3":100,"bonus":100}}`, deal, act(1, "pull"), act(1, "pull"))
		if err != nil {
			t.Fatal(err)
		}
		b := res.Rounds[0].Settlements[3]
		if b.Wager != "bonus" || b.Net != c.net || b.Stake != 100 {
			t.Errorf("%s %s: bonus %+v, want net %d", c.player, c.dealer, b, c.net)
		}
	}
	if _, err := letitride.Spec.ParseTable(map[string]json.RawMessage{"bonus-table": json.RawMessage(`"vegas"`)}); err == nil {
		t.Error("an unknown bonus table was accepted")
	}
}

// 67.8, ruling P1: max-payout caps what the three bets win together in a
// round, paid on bet-1 first.
func Test67_8_MaxPayout(t *testing.T) {
	res, err := play(`{"max-payout":150000}`, "9s 8s 7s 6s 5s 2c", three(1, 500), deal, act(1, "ride"), act(1, "ride"))
	if err != nil {
		t.Fatal(err)
	}
	// A straight flush pays 200 to 1: 100000 a bet, 300000 uncapped; the cap is 150000.
	check(t, res, want{1, "bet-1", 500, game.Win, 100000}, want{1, "bet-2", 500, game.Win, 50000}, want{1, "bet-3", 500, game.Push, 0})
}

// 67.4: three separate and equal wagers; 67.5: cards only to a player who
// placed them; 67.6: decisions in seat order.
func TestBadSteps(t *testing.T) {
	for _, c := range []struct {
		name    string
		steps   []string
		mention string
	}{
		{"unequal bets (67.4)", []string{`{"seat":1,"wager":{"bet-1":100,"bet-2":200,"bet-3":100}}`}, "must equal"},
		{"bet-1 raised beside the others (67.4)", []string{three(1, 100), `{"seat":1,"wager":{"bet-1":100}}`}, "must equal"},
		{"bet-2 alone", []string{`{"seat":1,"wager":{"bet-2":100}}`}, "in addition to"},
		{"two bets only at the deal (67.5)", []string{`{"seat":1,"wager":{"bet-1":100,"bet-2":100}}`, deal}, "no seat has placed its three"},
		{"out of turn (67.6)", []string{three(1, 100), three(2, 100), deal, act(2, "ride")}, "seat 1 is to pull or ride"},
		{"bet-1 withdrawn under the others", []string{three(1, 100), `{"seat":1,"withdraw":"bet-1"}`}, "before its bet-1"},
		{"a wager after no more bets (67.4)", []string{three(1, 100), deal, three(2, 100)}, "bets are closed"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := play(`{}`, "Td Tc 4h 2s 3s 9h 8d 5s Kc", c.steps...)
			var re *replay.Error
			if !errors.As(err, &re) || re.Step != len(c.steps)-1 || !strings.Contains(err.Error(), c.mention) {
				t.Errorf("err = %v, want an error at step %d mentioning %q", err, len(c.steps)-1, c.mention)
			}
		})
	}
}

func TestConformance(t *testing.T) {
	gametest.Run(t, letitride.Game, gametest.Options{Table: map[string]json.RawMessage{"bonus": json.RawMessage("true")}})
}

// Two decks, a payout cap that bites, section 10 and a low maximum.
func TestConformanceCapped(t *testing.T) {
	gametest.Run(t, letitride.Game, gametest.Options{Tables: 2, Rounds: 200, Table: map[string]json.RawMessage{
		"decks": json.RawMessage("2"), "max-payout": json.RawMessage("1000"), "first-round-only": json.RawMessage(`"minimum"`),
		"min": json.RawMessage("500"), "max": json.RawMessage("2000"),
	}})
}

func TestGoldens(t *testing.T) { gametest.Goldens(t, letitride.Game, "testdata", 2) }
