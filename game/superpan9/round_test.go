package superpan9_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"croupier/game"
	"croupier/game/gametest"
	"croupier/game/superpan9"
	"croupier/money"
	"croupier/replay"
)

func lookup(id string) (game.Game, bool) { return superpan9.Game, id == "super-pan-9" }

func script(table, tape string, steps ...string) string {
	toks := []string{}
	for _, c := range strings.Fields(tape) {
		toks = append(toks, fmt.Sprintf("%q", c))
	}
	return fmt.Sprintf(`{"game":"super-pan-9","table":%s,"tape":[%s],"steps":[%s]}`, table, strings.Join(toks, ","), strings.Join(steps, ","))
}

// play runs a script: table options as JSON, the tape in card notation and
// the steps as JSON objects.
func play(table, tape string, steps ...string) (*replay.Result, error) {
	s, err := replay.Parse(strings.NewReader(script(table, tape, steps...)))
	if err != nil {
		return nil, err
	}
	return replay.Run(s, lookup)
}

func bet(seat, cents int) string    { return fmt.Sprintf(`{"seat":%d,"wager":{"main":%d}}`, seat, cents) }
func act(seat int, a string) string { return fmt.Sprintf(`{"seat":%d,"act":%q}`, seat, a) }

const deal = `{"dealer":"no-more-bets"}`

type want struct {
	seat       int
	wager      string
	stake      money.Amount
	result     game.Result
	net        money.Amount
	commission money.Amount
}

func check(t *testing.T, res *replay.Result, round int, wants ...want) {
	t.Helper()
	got := res.Rounds[round-1].Settlements
	if len(got) != len(wants) {
		t.Fatalf("round %d: %d settlements %+v, want %d", round, len(got), got, len(wants))
	}
	for i, w := range wants {
		g := got[i]
		if g.Seat != w.seat || g.Wager != w.wager || g.Stake != w.stake || g.Result != w.result || g.Net != w.net || g.Commission != w.commission || g.Rounding != 0 {
			t.Errorf("settlement %d = %+v, want %+v", i, g, w)
		}
	}
}

// 59: three passes of one card to each seat with a wager, then the dealer;
// 54: pictures 0, aces 1, the units digit; 60: a hit is one card (SP1), the
// dealer hits on 5 or less; 57, 58: higher wins 1 to 1 less 5% on the next
// multiple of $10, lower loses, equal pushes.
func Test54_60_DealPlayAndSettle(t *testing.T) {
	// Seat 1: A 4 K = 5, hits 3: 8. Seat 3: 6 6 Q = 2, stands: 2.
	// Dealer: 2 J 3 = 5, hits (60) 2: 7. Seat 1's 8 beats 7; seat 3's 2 loses.
	tape := "Ah 6c 2d 4h 6d Jd Kh Qc 3d 3s 2s"
	res, err := play(`{}`, tape, bet(1, 1050), bet(3, 400), deal, act(1, "hit"), act(3, "stand"))
	if err != nil {
		t.Fatal(err)
	}
	check(t, res, 1, want{1, "main", 1050, game.Win, 1050, 100}, want{3, "main", 400, game.Lose, -400, 0})
	h := res.Rounds[0].Hands
	if fmt.Sprint(h["1"], h["3"], h["dealer"]) != "[Ah 4h Kh 3s] [6c 6d Qc] [2d Jd 3d 2s]" {
		t.Errorf("hands %v", h)
	}
	if res.Net["1"] != 950 {
		t.Errorf("seat 1 nets %d, want 1050 less a commission of 100 (5%% of $20)", res.Net["1"])
	}
	// The dealer stands on 6 (60): 2 J 4. Seat 1 A 4 K + stand = 5 loses;
	// seat 3's 6 6 4 = 6 pushes.
	res, err = play(`{}`, "Ah 6c 2d 4h 6d Jd Kh 4c 4d", bet(1, 1000), bet(3, 400), deal, act(1, "stand"), act(3, "stand"))
	if err != nil {
		t.Fatal(err)
	}
	check(t, res, 1, want{1, "main", 1000, game.Lose, -1000, 0}, want{3, "main", 400, game.Push, 0, 0})
	if len(res.Rounds[0].Hands["dealer"].Cards) != 3 {
		t.Errorf("the dealer drew on 6: %v", res.Rounds[0].Hands["dealer"])
	}
}

// 59, 61: the cards are dealt face down; a seat sees its own cards and no
// other hand until the dealer turns them face up after every player has
// played, and its events tell it no other hand's cards.
func Test59_61_FaceDownUntilTheReveal(t *testing.T) {
	s, err := replay.Parse(strings.NewReader(script(`{}`, "Ah 6c 2d 4h 6d Jd Kh Qc 3d 3s 2s", bet(1, 1000), bet(3, 400), deal)))
	if err != nil {
		t.Fatal(err)
	}
	tb, _ := superpan9.Spec.ParseTable(nil)
	e, err := superpan9.New(superpan9.RulesOf(tb), game.NewTape(s.Tape))
	if err != nil {
		t.Fatal(err)
	}
	for _, st := range s.Steps {
		if err := e.Apply(st); err != nil {
			t.Fatal(err)
		}
	}
	shown := func(seat int) string {
		v := e.View(seat)
		return fmt.Sprint(v.Hands["1"], v.Hands["3"], v.Hands["dealer"])
	}
	if got := shown(1); got != "[{Ah true} {4h true} {Kh true}] [{?? true} {?? true} {?? true}] [{?? true} {?? true} {?? true}]" {
		t.Errorf("seat 1 sees %s", got)
	}
	if got := shown(game.Dealer); strings.ContainsAny(strings.ReplaceAll(got, "true", ""), "AKQJ23456") {
		t.Errorf("the dealer's screen sees %s before the reveal", got)
	}
	for _, ev := range e.Events(1) {
		for _, c := range ev.Cards {
			if c != game.Hidden && !strings.Contains("Ah 4h Kh", c) {
				t.Errorf("seat 1 is told of %s in %+v", c, ev)
			}
		}
	}
	for _, st := range []game.Step{{Seat: 1, Act: "hit"}, {Seat: 3, Act: "stand"}} {
		if err := e.Apply(st); err != nil {
			t.Fatal(err)
		}
	}
	if got := shown(1); got != "[{Ah false} {4h false} {Kh false} {3s false}] [{6c false} {6d false} {Qc false}] [{2d false} {Jd false} {3d false} {2s false}]" {
		t.Errorf("after the reveal seat 1 sees %s", got)
	}
}

// 62, 53, ruling PG3: the dealer banks the first round; then a seat that
// wagered in it may bank the next: its hand, played last, is the bank's; it
// covers every main wager and settles the other way round, paying 5% of its
// net win on the next multiple of $10; the dealer's hand is dealt, played
// and not wagered.
func Test62_53_APlayerBanks(t *testing.T) {
	// Round 1 (the dealer banks): seat 1 A 2 3 = 6 stands, seat 2 2 2 2 = 6
	// stands; the dealer 4 4 4 = 2 hits K: 2. Both win 1 to 1.
	// Round 2: seat 2 banks. Seat 1 (1000) and seat 3 (500) wager; seat 2
	// covers 1500. Seat 1 K K 5 = 5 stands, seat 3 J J 6 = 6 stands; seat
	// 2's bank hand 3 3 K = 6 stands; the dealer's A A A = 3 hits 2: 5.
	// Seat 1's 5 loses to 6, seat 3's 6 pushes: the bank wins 1000, paying
	// 5% of $10: 50.
	tape := "Ah 2c 4d 2h 2d 4h 3h 2s 4s Kd " + // round 1
		"Kh 3c Jd Ac Ks 3d Js As 5h Kc 6h Ad 2c"
	steps := []string{bet(1, 1000), bet(2, 300), deal, act(1, "stand"), act(2, "stand"),
		`{"dealer":"next-round","bank":2}`, bet(1, 1000), bet(3, 500), deal, act(1, "stand"), act(3, "stand"), act(2, "stand")}
	res, err := play(`{}`, tape, steps...)
	if err != nil {
		t.Fatal(err)
	}
	check(t, res, 1, want{1, "main", 1000, game.Win, 1000, 50}, want{2, "main", 300, game.Win, 300, 50})
	check(t, res, 2, want{1, "main", 1000, game.Lose, -1000, 0}, want{2, "bank", 1500, game.Win, 1000, 50}, want{3, "main", 500, game.Push, 0, 0})
	if h := res.Rounds[1].Hands; fmt.Sprint(h["2"], h["dealer"]) != "[3c 3d Kc] [Ac As Ad 2c]" {
		t.Errorf("round 2 hands %v", h)
	}
	if res.Net["2"] != 300-50+1000-50 {
		t.Errorf("seat 2 nets %d", res.Net["2"])
	}
}

// 53 refusals: no bank twice running, only a seat that wagered in the last
// round the dealer banked, and a bank places no main wager; every bad step
// leaves the table as it was.
func TestBadSteps(t *testing.T) {
	round1 := []string{bet(1, 1000), bet(2, 300), deal, act(1, "stand"), act(2, "stand")}
	tape := "Ah 2c 4d 2h 2d 4h 3h 2s 4s Kd Kh 3c Jd Ac Ks 3d Js As 5h Kc 6h Ad 2c"
	for _, c := range []struct {
		name    string
		steps   []string
		mention string
	}{
		{"a bank that did not wager with the dealer banking (53)", append(round1, `{"dealer":"next-round","bank":3}`), "did not wager in the last round the dealer banked"},
		{"the bank twice running (53)", append(round1, `{"dealer":"next-round","bank":2}`, bet(1, 1000), deal, act(1, "stand"), act(2, "stand"), `{"dealer":"next-round","bank":2}`), "2 consecutive rounds"},
		{"a bank's main wager (53)", append(round1, `{"dealer":"next-round","bank":2}`, bet(2, 500)), "is the bank this round"},
		{"a hit out of turn (60)", []string{bet(1, 1000), bet(2, 300), deal, act(2, "hit")}, "seat 1 is to play"},
		{"two cards (SP1)", []string{bet(1, 1000), bet(2, 300), deal, act(1, "hit"), act(1, "hit")}, "seat 2 is to play"},
		{"a wager after the first card (56)", []string{bet(1, 1000), deal, bet(2, 300)}, "bets are closed"},
		{"an eighth seat (55)", []string{bet(8, 1000)}, "seat 8 is not a place"},
		{"placing the bank wager (53)", []string{`{"seat":1,"wager":{"bank":1000}}`}, "made when the bets close"},
		{"the bank offered with no-more-bets", []string{bet(1, 1000), `{"dealer":"no-more-bets","bank":2}`}, "with next-round"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := play(`{}`, tape, c.steps...)
			var re *replay.Error
			if !errors.As(err, &re) || re.Step != len(c.steps)-1 || !strings.Contains(err.Error(), c.mention) {
				t.Errorf("err = %v, want an error at step %d mentioning %q", err, len(c.steps)-1, c.mention)
			}
		})
	}
}

// 54, 55, 62: the options the by-law bounds.
func TestRules(t *testing.T) {
	for _, opts := range []string{`{"seats":8}`, `{"decks":6}`, `{"bank-seat":8}`} {
		raw := map[string]json.RawMessage{}
		_ = json.Unmarshal([]byte(opts), &raw)
		if _, err := superpan9.Spec.ParseTable(raw); err == nil {
			t.Errorf("ParseTable(%s) accepted", opts)
		}
	}
	if err := (superpan9.Rules{Seats: 3, BankSeat: 4, Penetration: 0.5, Limits: money.Limits{Min: 1, Max: 2}}).Validate(); err == nil {
		t.Error("bank-seat 4 at a table of 3 seats accepted")
	}
}

func TestConformance(t *testing.T) {
	gametest.Run(t, superpan9.Game, gametest.Options{})
}

// A round replayed alone whose bank is seat 3 (bank-seat).
func TestConformanceSeatBanks(t *testing.T) {
	gametest.Run(t, superpan9.Game, gametest.Options{Tables: 2, Rounds: 150, Table: map[string]json.RawMessage{
		"bank-seat": json.RawMessage("3"), "penetration": json.RawMessage("0.1"), "min": json.RawMessage("500"), "max": json.RawMessage("2000"),
	}})
}

// TestGoldens replays every script in testdata/ against its hand-computed
// .golden.json.
func TestGoldens(t *testing.T) { gametest.Goldens(t, superpan9.Game, "testdata", 3) }
