package threefiveseven_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"croupier/game"
	"croupier/game/gametest"
	"croupier/game/threefiveseven"
	"croupier/money"
	"croupier/replay"
)

func lookup(id string) (game.Game, bool) {
	return threefiveseven.Game, id == "three-five-seven-poker"
}

func script(table, tape string, steps ...string) string {
	toks := []string{}
	for _, c := range strings.Fields(tape) {
		toks = append(toks, fmt.Sprintf("%q", c))
	}
	return fmt.Sprintf(`{"game":"three-five-seven-poker","table":%s,"tape":[%s],"steps":[%s]}`, table, strings.Join(toks, ","), strings.Join(steps, ","))
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

// all places the three bets of 67.45 at seat, each of stake cents.
func all(seat int, stake money.Amount) string {
	return wager(seat, "three-card", stake, "five-card", stake, "seven-card", stake)
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

// check compares round 0's settlements with wants, in order.
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

// settled returns the settlement of seat's wager id in round 0.
func settled(t *testing.T, res *replay.Result, seat int, id string) game.Settlement {
	t.Helper()
	for _, s := range res.Rounds[0].Settlements {
		if s.Seat == seat && s.Wager == id {
			return s
		}
	}
	t.Fatalf("no settlement of seat %d's %s in %+v", seat, id, res.Rounds[0].Settlements)
	return game.Settlement{}
}

// line is one line of a pay table checked on a stake of 100 cents: the
// player's three cards, the dealer's four, and the net worked out by hand
// from the table's odds (a win at a to 1 nets 100·a; a loss −100).
type line struct {
	name, player, dealer string
	net                  money.Amount
}

// payLines plays each line with one seat holding the three bets of 100
// (the seat keeps its 7-card bet) and checks the settlement of id.
func payLines(t *testing.T, table, id string, lines []line) {
	t.Helper()
	for _, c := range lines {
		t.Run(c.name, func(t *testing.T) {
			res, err := play(table, c.player+" "+c.dealer, all(1, 100), deal, act(1, "keep"))
			if err != nil {
				t.Fatal(err)
			}
			s := settled(t, res, 1, id)
			r := game.Lose
			if c.net > 0 {
				r = game.Win
			}
			if s.Net != c.net || s.Result != r || s.Stake != 100 || s.Rounding != 0 {
				t.Errorf("%s %+v, want net %d (%s)", id, s, c.net, r)
			}
		})
	}
}

// 67.48: the 3-card bet on the player's three cards, ranked by 67.43; an
// ace completes A-2-3 (67.41) and Q-K-A, never K-A-2. Every line of the
// table, and the hands below it.
func Test67_48_ThreeCardTable(t *testing.T) {
	payLines(t, `{}`, "three-card", []line{
		{"straight flush 40 to 1", "9h Th Jh", "2c 4d 6s 8c", 4000},
		{"A-2-3 straight flush 40 to 1 (67.41)", "Ah 2h 3h", "9c Jd Ks 6c", 4000},
		{"Q-K-A straight flush 40 to 1", "Qs Ks As", "2c 4d 6h 8c", 4000},
		{"three of a kind 25 to 1", "5c 5d 5h", "2c 4d 9s Jc", 2500},
		{"straight 6 to 1", "7c 8d 9h", "2c 4d Qs Kc", 600},
		{"A-2-3 straight 6 to 1 (67.41)", "Ad 2c 3h", "9c Jd Ks 6c", 600},
		{"Q-K-A straight 6 to 1", "Qd Kc Ah", "2c 4d 6h 8c", 600},
		{"flush 4 to 1", "2s 9s Ks", "3c 4d 6h 8c", 400},
		{"pair 1 to 1", "Qd Qs 3c", "2c 4d 6h 8c", 100},
		{"a pair of twos 1 to 1", "2d 2s 9c", "3c 5d 7h Jc", 100},
		{"K-A-2 is no straight: loses", "Ks Ad 2c", "3c 5d 7h 9c", -100},
		{"ace-high loses", "Ac Kd 9s", "2c 4d 6h 8c", -100},
	})
}

// 67.49: the 5-card bet on the player's three cards and the dealer's first
// two, ranked by 67.44; A-2-3-4-5 is a straight and a straight flush
// (67.41, ruling P5). Every line, down to a pair of sixes; lower loses.
func Test67_49_FiveCardTable(t *testing.T) {
	payLines(t, `{}`, "five-card", []line{
		{"royal flush 500 to 1", "Ah Kh Qh", "Jh Th 2c 3d", 50000},
		{"straight flush 100 to 1", "9c 8c 7c", "6c 5c Kd 2h", 10000},
		{"A-2-3-4-5 straight flush 100 to 1 (67.41)", "Ad 2d 3d", "4d 5d Kc 9h", 10000},
		{"four of a kind 40 to 1", "9h 9s 9d", "9c 4h Kd 2s", 4000},
		{"full house 12 to 1", "9h 9s 9d", "4c 4h Kd 2s", 1200},
		{"flush 9 to 1", "2h 7h 9h", "Jh 3h Kd 2s", 900},
		{"straight 6 to 1", "5h 6s 7d", "8c 9h Kd 2s", 600},
		{"A-2-3-4-5 straight 6 to 1 (ruling P5)", "Ah 2s 3d", "4c 5h Kd 9s", 600},
		{"A-K-Q-J-10 straight 6 to 1", "Ah Ks Qd", "Jc Th 2d 5s", 600},
		{"three of a kind 4 to 1", "5h 5s 5d", "Jc 2h 9d Kc", 400},
		{"two pairs 3 to 1", "3h 3s 2d", "2c Kh 9d 7c", 300},
		{"pair of sixes 1 to 1", "6h 6c 4d", "3s Kh 9d Jc", 100},
		{"pair of aces 1 to 1", "Ah Ac 4d", "3s Kh 9d Jc", 100},
		{"pair of fives loses", "5h 5c 4d", "3s Kh 9d Jc", -100},
		{"ace-high loses", "Ah Kc 9d", "4s 2h 7d Jc", -100},
		{"the dealer's last two do not count", "Ah Kc 9d", "4s 2h Ad Ac", -100},
	})
}

// 67.50: the 7-card bet on the best five of the player's three cards and
// the dealer's four (ruling P10), ranked by 67.44; A-2-3-4-5 is a straight
// and a straight flush (ruling P5); two pairs pay only when the higher
// pair is tens or better (ruling P6). Every line; lower loses.
func Test67_50_SevenCardTable(t *testing.T) {
	payLines(t, `{}`, "seven-card", []line{
		{"royal flush 100 to 1", "Ah Kh Qh", "Jh Th 2c 3d", 10000},
		{"four hearts to a royal flush lose", "Ah Kh 2c", "3d 4s Qh Jh", -100},
		{"royal flush of the player's ace and the dealer's four", "Ah 2c 3d", "Kh Qh Jh Th", 10000},
		{"straight flush 20 to 1", "9c 8c 7c", "6c 5c Kd 2h", 2000},
		{"A-2-3-4-5 straight flush 20 to 1 (67.41)", "Ad 2d 3d", "4d 5d Kc 9h", 2000},
		{"four of a kind 7 to 1", "9h 9s 9d", "9c 4h Kd 2s", 700},
		{"full house 5 to 1", "9h 9s 9d", "4c 4h Kd 2s", 500},
		{"full house from two threes of a kind 5 to 1", "9h 9s 9d", "4c 4h 4d 2s", 500},
		{"flush 4 to 1", "2h 7h 9h", "Jh 3h Kd 2s", 400},
		{"a flush beats the straight beside it", "4h 5h 6h", "7c 8h Kh 2s", 400},
		{"straight 3 to 1", "5h 6s 7d", "8c 9h Kd 2s", 300},
		{"A-2-3-4-5 straight 3 to 1 (ruling P5)", "Ah 2s 3d", "4c 5h Kd 9s", 300},
		{"three of a kind 2 to 1", "5h 5s 5d", "Jc 2h 9d Kc", 200},
		{"two pairs, tens and fours, 1 to 1 (ruling P6)", "Th Ts 4d", "4c 2h 9d Kc", 100},
		{"two pairs, aces and kings, 1 to 1", "Ah As Kd", "Kc 2h 9d 7c", 100},
		{"three pairs: the best two, tens and nines, 1 to 1 (ruling P10)", "Ts Td 9c", "9h 4s 4d 2c", 100},
		{"two pairs, nines and fours, lose (ruling P6)", "9h 9s 4d", "4c 2h Td Kc", -100},
		{"a pair of aces loses", "Ah As 4d", "7c 2h 9d Kc", -100},
		{"ace-high loses", "Ah Kc 9d", "4s 2h 7d Jc", -100},
	})
}

// Ruling P11 and 67.41: with two decks a hand may hold a card twice. Five
// aces are four of a kind; a suit's five cards are a flush though two are
// the same card (67.44(5)), and three of a suit a 3-card flush (67.43(4)),
// each above the pair they also hold; a card twice is otherwise a pair.
func TestTwoDecks(t *testing.T) {
	for _, c := range []struct {
		name, player, dealer string
		three, five, seven   money.Amount // nets on 100 each
	}{
		// three aces 25 to 1; five aces in five cards 40 to 1 and in seven 7 to 1 (P11)
		{"five aces", "As Ah Ad", "Ac As 7d 2c", 2500, 4000, 700},
		// a 3-card flush 4 to 1; a flush 9 to 1; a flush 4 to 1
		{"the ace of spades twice in a flush", "As As Ks", "Qs Js 2c 3d", 400, 900, 400},
		// a pair of kings 1 to 1; two pairs 3 to 1; kings and fours 1 to 1 (P6)
		{"the king of diamonds twice", "Kd Kd 4c", "4h 9s 2c 3d", 100, 300, 100},
		// Q-K-A straight flush 40 to 1; a royal flush 500 to 1; and 100 to 1 beside the ten twice
		{"a royal flush beside a card twice", "Ah Kh Qh", "Jh Th Th 2c", 4000, 50000, 10000},
		// six sevens: three sevens 25 to 1; five in five cards, four of a kind 40 to 1, and 7 to 1
		{"six sevens", "7c 7d 7h", "7s 7c 7d 2h", 2500, 4000, 700},
	} {
		t.Run(c.name, func(t *testing.T) {
			res, err := play(`{"decks":2}`, c.player+" "+c.dealer, all(1, 100), deal, act(1, "keep"))
			if err != nil {
				t.Fatal(err)
			}
			for id, net := range map[string]money.Amount{"three-card": c.three, "five-card": c.five, "seven-card": c.seven} {
				if s := settled(t, res, 1, id); s.Net != net {
					t.Errorf("%s %+v, want net %d", id, s, net)
				}
			}
		})
	}
	// One deck holds each card once: a second ace of spades is refused.
	if _, err := play(`{}`, "As As Ks Qs Js 2c 3d", all(1, 100), deal); err == nil {
		t.Error("one deck dealt the ace of spades twice")
	}
}

// 67.47 and ruling G5: a withdrawn 7-card bet forfeits half of it; the half
// given back rounds down to the cent, so an odd stake loses the odd cent.
// The other bets settle as ever, three-card, five-card, seven-card.
func Test67_47_Withdraw(t *testing.T) {
	for _, c := range []struct {
		stake, net money.Amount
	}{
		{1000, -500}, // 500 back
		{1001, -501}, // 500 back (G5)
		{1, -1},      // nothing back
		{2, -1},
	} {
		t.Run(fmt.Sprint(c.stake), func(t *testing.T) {
			// the seven cards hold three queens: the bet would have won 2 to 1
			res, err := play(`{"min":1}`, "Qh Qs 5d Qc 9h Th 3h", wager(1, "seven-card", c.stake, "five-card", 100, "three-card", 100), deal, act(1, "withdraw-seven"))
			if err != nil {
				t.Fatal(err)
			}
			check(t, res,
				want{1, "three-card", 100, game.Win, 100}, // a pair of queens 1 to 1 (67.48)
				want{1, "five-card", 100, game.Win, 400},  // three queens 4 to 1 (67.49)
				want{1, "seven-card", c.stake, game.Surrender, c.net})
		})
	}
}

// 67.47: the withdrawal comes before the dealer shows 2 of his 4 cards.
// Once the last seat with a 7-card bet has decided he shows them and
// settles, and nothing may be withdrawn; a seat decides once.
func Test67_47_WithdrawRefusedAfterTheDealerShows(t *testing.T) {
	tape := "Qh Qs 5d 2c 7d 9s Qc 9h Th 3h"
	for _, c := range []struct {
		name    string
		steps   []string
		mention string
	}{
		{"after the dealer shows", []string{all(1, 100), deal, act(1, "keep"), act(1, "withdraw-seven")}, "the dealer has shown his cards"},
		{"after every seat kept", []string{all(1, 100), all(2, 100), deal, act(1, "keep"), act(2, "keep"), act(2, "withdraw-seven")}, "the dealer has shown his cards"},
		{"twice", []string{all(1, 100), all(2, 100), deal, act(1, "keep"), act(1, "withdraw-seven")}, "seat 1 has already decided (keep)"},
		{"an earlier seat after a later one (its keep is taken)", []string{all(1, 100), all(2, 100), deal, act(2, "keep"), act(1, "withdraw-seven")}, "has shown his cards"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := play(`{}`, tape, c.steps...)
			var re *replay.Error
			if !errors.As(err, &re) || re.Step != len(c.steps)-1 || !strings.Contains(err.Error(), c.mention) || !strings.Contains(err.Error(), "67.47") {
				t.Errorf("err = %v, want a 67.47 error at step %d mentioning %q", err, len(c.steps)-1, c.mention)
			}
		})
	}
}

// 67.47, games.md: keeping is the default. A script that gives no decision
// keeps the bet (Finish); so does one that goes on to the next round; a
// later seat's decision keeps the bets of earlier seats that said nothing
// — seats decide in order, so seat 1 may not withdraw after seat 3 has
// decided.
func Test67_47_KeepIsTheDefault(t *testing.T) {
	tape := "Qh Qs 5d 2c 7d 9s Qc 9h Th 3h"
	// seat 1: three queens in seven, 2 to 1; seat 3: a pair of nines, loses
	for name, steps := range map[string][]string{
		"the script ends":           {all(1, 100), all(3, 100), deal},
		"keeps given":               {all(1, 100), all(3, 100), deal, act(1, "keep"), act(3, "keep")},
		"the next round":            {all(1, 100), all(3, 100), deal, `{"dealer":"next-round"}`},
		"only seat 3 says it keeps": {all(1, 100), all(3, 100), deal, act(3, "keep")},
	} {
		t.Run(name, func(t *testing.T) {
			res, err := play(`{}`, tape, steps...)
			if err != nil {
				t.Fatal(err)
			}
			if s1, s3 := settled(t, res, 1, "seven-card"), settled(t, res, 3, "seven-card"); s1.Net != 200 || s3.Net != -100 {
				t.Errorf("seven-card %+v and %+v, want 200 and -100", s1, s3)
			}
		})
	}
	res, err := play(`{}`, tape, all(1, 100), all(3, 100), deal, act(3, "withdraw-seven"))
	if err != nil {
		t.Fatal(err)
	}
	if s1, s3 := settled(t, res, 1, "seven-card"), settled(t, res, 3, "seven-card"); s1.Result != game.Win || s3.Result != game.Surrender || s3.Net != -50 {
		t.Errorf("seat 3 withdrew with seat 1 silent: %+v and %+v, want seat 1 kept (win) and seat 3 −50", s1, s3)
	}
	_, err = play(`{}`, tape+" 4c 5c 6c", all(1, 100), all(3, 100), all(5, 100), deal, act(3, "keep"), act(1, "withdraw-seven"))
	if err == nil || !strings.Contains(err.Error(), "seat 1 has already decided (keep)") {
		t.Errorf("seat 1 withdrew after seat 3 decided: %v", err)
	}
}

// 67.45: both the 3-card and the 5-card bet are required; a seat without
// both is handed its wagers back at no more bets and is not dealt. A seat
// without a 7-card bet has nothing to decide.
func Test67_45_RequiredBets(t *testing.T) {
	// seat 1 complete, seat 2 without five-card: dealt seat 1, then the dealer.
	res, err := play(`{}`, "Qh Qs 5d Qc 9h Th 3h",
		wager(2, "three-card", 500, "seven-card", 500), wager(1, "three-card", 100, "five-card", 100), deal)
	if err != nil {
		t.Fatal(err)
	}
	check(t, res,
		want{1, "three-card", 100, game.Win, 100}, // a pair of queens (67.48)
		want{1, "five-card", 100, game.Win, 400})  // three queens (67.49)
	if h := res.Rounds[0].Hands; len(h) != 2 || fmt.Sprint(h["1"].Cards, h["dealer"].Cards) != "[Qh Qs 5d] [Qc 9h Th 3h]" {
		t.Errorf("hands %v, want seat 1's and the dealer's only", h)
	}
	if _, ok := res.Net["2"]; ok {
		t.Errorf("seat 2, handed back, has a net: %v", res.Net)
	}
	_, err = play(`{}`, "Qh Qs 5d Qc 9h Th 3h", wager(1, "five-card", 100, "seven-card", 100), deal)
	if err == nil || !strings.Contains(err.Error(), "no seat has placed both its three-card and five-card bets") {
		t.Errorf("no complete seat: %v", err)
	}
}

// 67.48–67.50 on three seats (places 1, 2 and 4): each is paid by the pay
// tables alone, in seat order, three-card, five-card, seven-card. Worked
// out by hand; the dealer holds Qc 9h, then Th 3h.
//
//   - seat 1, Qh Qs 5d: a pair of queens 1 to 1 (+100); with Qc 9h three
//     queens 4 to 1 (+400); in seven, three queens 2 to 1 (+200): +700.
//   - seat 2, 2c 7d 9s: nine-high loses (−200); with Qc 9h a pair of nines
//     1 to 1 (+200); 7-card bet of 301 withdrawn, 150 back (G5): −151.
//   - seat 4, Ah Kh Jh: a flush 4 to 1 (+2000); with Qc 9h ace-high loses
//     (−500); in seven, Ah Kh Jh Th 9h a flush 4 to 1 (+2000) above the
//     straight A-K-Q-J-10: +3500.
func TestThreeSeats(t *testing.T) {
	res, err := play(`{}`, "Qh Qs 5d 2c 7d 9s Ah Kh Jh Qc 9h Th 3h",
		all(4, 500), wager(2, "seven-card", 301, "three-card", 200, "five-card", 200), all(1, 100), deal,
		act(1, "keep"), act(2, "withdraw-seven"), act(4, "keep"))
	if err != nil {
		t.Fatal(err)
	}
	check(t, res,
		want{1, "three-card", 100, game.Win, 100}, want{1, "five-card", 100, game.Win, 400}, want{1, "seven-card", 100, game.Win, 200},
		want{2, "three-card", 200, game.Lose, -200}, want{2, "five-card", 200, game.Win, 200}, want{2, "seven-card", 301, game.Surrender, -151},
		want{4, "three-card", 500, game.Win, 2000}, want{4, "five-card", 500, game.Lose, -500}, want{4, "seven-card", 500, game.Win, 2000})
	if res.Net["1"] != 700 || res.Net["2"] != -151 || res.Net["4"] != 3500 || len(res.Net) != 3 {
		t.Errorf("net %v, want 1: 7.00, 2: -1.51, 4: 35.00", res.Net)
	}
}

// engine opens a table of table's options reading tape and applies steps.
func engine(t *testing.T, table, tape string, steps ...string) *threefiveseven.Engine {
	t.Helper()
	s, err := replay.Parse(strings.NewReader(script(table, tape, steps...)))
	if err != nil {
		t.Fatal(err)
	}
	tb, err := threefiveseven.Spec.ParseTable(s.Table)
	if err != nil {
		t.Fatal(err)
	}
	e, err := threefiveseven.New(threefiveseven.RulesOf(tb), game.NewTape(s.Tape))
	if err != nil {
		t.Fatal(err)
	}
	for _, st := range s.Steps {
		if err := e.Apply(st); err != nil {
			t.Fatal(err)
		}
	}
	return e
}

// 67.46: a block of three to each seat in turn, then four to the dealer,
// all face down: a seat sees its own cards only. Then 67.48–67.50: each
// seat's three turned up, one seat at a time, then the dealer's first two,
// then his last two.
func Test67_46_DealingOrder(t *testing.T) {
	e := engine(t, `{}`, "As Kd Qh 2c 2d 5s 9c 9d 4h 3h 8s", all(3, 100), wager(1, "three-card", 100, "five-card", 100), deal)
	v := e.View(1)
	if got := fmt.Sprint(v.Hands["1"], v.Hands["3"], v.Hands["dealer"]); got != "[{As true} {Kd true} {Qh true}] [{?? true} {?? true} {?? true}] [{?? true} {?? true} {?? true} {?? true}]" {
		t.Errorf("seat 1 sees %s", got)
	}
	for _, ev := range e.Events(1) {
		if ev.Seat == 3 && ev.Kind == game.EventCard && fmt.Sprint(ev.Cards) != "[??]" {
			t.Errorf("seat 1 is told of seat 3's %v", ev.Cards)
		}
	}
	if l := e.Legal(); l.Turn != 3 || len(l.Options) != 2 || l.Options[0].Name != "withdraw-seven" || l.Options[1].Name != "keep" {
		t.Errorf("legal %+v, want seat 3 to withdraw-seven or keep", l)
	}
	n := len(e.Events(game.Omniscient))
	if err := e.Apply(game.Step{Seat: 3, Act: "keep"}); err != nil {
		t.Fatal(err)
	}
	h := e.Rounds()[0].Hands
	if got := fmt.Sprint(h["1"], h["3"], h["dealer"]); got != "[As Kd Qh] [2c 2d 5s] [9c 9d 4h 3h]" {
		t.Errorf("hands %s", got)
	}
	var shown []string
	for _, ev := range e.Events(game.Omniscient)[n:] {
		if ev.Kind == threefiveseven.EventReveal {
			shown = append(shown, fmt.Sprint(ev.Text, ev.Cards))
		}
	}
	if got := strings.Join(shown, " "); got != "1[As Kd Qh] 3[2c 2d 5s] dealer[9c] dealer[9d] dealer[4h] dealer[3h]" {
		t.Errorf("turned up: %s", got)
	}
	if v := e.View(1); fmt.Sprint(v.Hands["3"]) != "[{2c false} {2d false} {5s false}]" {
		t.Errorf("after the settlement seat 1 sees seat 3's %v", v.Hands["3"])
	}
}

// fingerprint is what a step may change: the views, the options, the
// events and the rounds.
func fingerprint(e *threefiveseven.Engine) string {
	b, _ := json.Marshal([]any{e.View(game.Omniscient), e.View(1), e.Legal(), e.Events(game.Omniscient), e.Rounds()})
	return string(b)
}

// Bad steps are refused with the section they break and change nothing.
func TestBadSteps(t *testing.T) {
	tape := "Qh Qs 5d 2c 7d 9s Qc 9h Th 3h 4c 5c 6c 7c"
	for _, c := range []struct {
		name    string
		before  []string
		bad     string
		mention string
	}{
		{"a wager after no more bets (67.45)", []string{all(1, 100), deal}, wager(2, "three-card", 100), "bets are closed"},
		{"a withdrawal after no more bets (67.45)", []string{all(1, 100), all(2, 100), deal}, `{"seat":1,"withdraw":"seven-card"}`, "bets are closed"},
		{"an unknown wager (67.45)", nil, wager(1, "bonus", 100), "has no wager \"bonus\""},
		{"a wager above the maximum (3)", nil, wager(1, "three-card", 100_000_001), "maximum"},
		{"seat 8 (67.42)", nil, wager(8, "three-card", 100), "not a place"},
		{"no seat complete (67.45)", []string{wager(1, "three-card", 100)}, deal, "nothing to deal"},
		{"a decision before the deal (67.47)", []string{all(1, 100)}, act(1, "keep"), "no decision is open"},
		{"a decision without a 7-card bet (67.47)", []string{wager(1, "three-card", 100, "five-card", 100), all(2, 100), deal}, act(1, "withdraw-seven"), "has no 7-card bet"},
		{"a withdrawal with an amount (67.47)", []string{all(1, 100), deal}, `{"seat":1,"act":"withdraw-seven","amount":50}`, "takes no amount"},
		{"an unknown act (67.47)", []string{all(1, 100), deal}, act(1, "fold"), "not \"fold\""},
		{"after the dealer shows (67.47)", []string{all(1, 100), deal, act(1, "keep")}, act(1, "withdraw-seven"), "has shown his cards"},
		{"no more bets twice", []string{all(1, 100), all(2, 100), deal}, deal, "already closed"},
		{"next round before the deal", []string{all(1, 100)}, `{"dealer":"next-round"}`, "not settled yet"},
		{"an unknown dealer step", nil, `{"dealer":"shuffle"}`, "not \"shuffle\""},
	} {
		t.Run(c.name, func(t *testing.T) {
			e := engine(t, `{}`, tape, c.before...)
			before := fingerprint(e)
			s, err := replay.Parse(strings.NewReader(script(`{}`, "", c.bad)))
			if err != nil {
				t.Fatal(err)
			}
			err = e.Apply(s.Steps[0])
			var re *game.RuleError
			if !errors.As(err, &re) || !strings.Contains(err.Error(), c.mention) {
				t.Errorf("err = %v, want a rule error mentioning %q", err, c.mention)
			}
			if after := fingerprint(e); after != before {
				t.Errorf("the refused step changed the table:\nbefore %s\nafter  %s", before, after)
			}
		})
	}
	raw := map[string]json.RawMessage{"decks": json.RawMessage("3")}
	if _, err := threefiveseven.Spec.ParseTable(raw); err == nil {
		t.Error("3 decks accepted (67.41)")
	}
	if _, err := threefiveseven.New(threefiveseven.Rules{Decks: 1, Seats: 8, Limits: money.Limits{Min: 100, Max: 1000}, FirstRound: "off"}, game.NewTape(nil)); err == nil || !strings.Contains(err.Error(), "67.42") {
		t.Errorf("8 places: %v, want a 67.42 error", err)
	}
}

func TestConformance(t *testing.T) {
	gametest.Run(t, threefiveseven.Game, gametest.Options{})
}

// Two decks (67.41), section 10, a low maximum.
func TestConformanceTwoDecks(t *testing.T) {
	gametest.Run(t, threefiveseven.Game, gametest.Options{Tables: 2, Rounds: 200, Table: map[string]json.RawMessage{
		"decks": json.RawMessage("2"), "seats": json.RawMessage("5"), "first-round-only": json.RawMessage(`"refuse"`),
		"min": json.RawMessage("500"), "max": json.RawMessage("2001"),
	}})
}

func TestGoldens(t *testing.T) { gametest.Goldens(t, threefiveseven.Game, "testdata", 2) }
