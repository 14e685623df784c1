package baccarat_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"croupier/game"
	"croupier/game/baccarat"
	"croupier/game/gametest"
	"croupier/money"
	"croupier/replay"
)

func lookup(id string) (game.Game, bool) { return baccarat.Game, id == "baccarat" }

// play runs a script: table options as JSON, the tape in card notation and
// the steps as JSON objects.
func play(table, tape string, steps ...string) (*replay.Result, error) {
	toks := []string{}
	for _, c := range strings.Fields(tape) {
		toks = append(toks, fmt.Sprintf("%q", c))
	}
	src := fmt.Sprintf(`{"game":"baccarat","table":%s,"tape":[%s],"steps":[%s]}`, table, strings.Join(toks, ","), strings.Join(steps, ","))
	s, err := replay.Parse(strings.NewReader(src))
	if err != nil {
		return nil, err
	}
	return replay.Run(s, lookup)
}

const deal = `{"dealer":"no-more-bets"}`

func wager(seat int, id string, cents int) string {
	return fmt.Sprintf(`{"seat":%d,"wager":{%q:%d}}`, seat, id, cents)
}

// card returns a card of value v (27): 0 a ten or a picture, 1 an ace.
func card(v int, suit string) string {
	switch v {
	case 0:
		return "K" + suit
	case 1:
		return "A" + suit
	}
	return fmt.Sprintf("%d%s", v, suit)
}

// two returns two cards totalling t (mod 10) whose first card is not a
// natural's: t=5 → "5? K?".
func two(t int, suit string) (string, string) {
	return card(t, suit), card(0, suit)
}

// The tableau of section 37 as the by-law prints it: for Banker's two-card
// total 3 to 6, "H" or "S" when Player does not take a third card, then for
// Player's third card of value 0 to 9.
var printed = map[int]string{
	3: "H H H H H H H H H S H",
	4: "H S S H H H H H H S S",
	5: "H S S S S H H H H S S",
	6: "S S S S S S S H H S S",
}

// 37: every cell of the tableau, each dealt: Banker's total 0 to 7, with
// Player standing (6 or 7) or drawing each third card 0 to 9. Banker draws
// a third card exactly where the by-law prints H (0–2 always hit, 7 always
// stands, "HIT A 3rd CARD" and "STAND").
func Test37_EveryCellOfTheTableau(t *testing.T) {
	for b := 0; b <= 7; b++ {
		row := strings.Fields(printed[b])
		for col := 0; col <= 10; col++ {
			var want bool
			switch {
			case b <= 2:
				want = true
			case b == 7:
				want = false
			default:
				want = row[col] == "H"
			}
			p1, p2 := two(5, "h") // Player 5: draws (37)
			if col == 0 {
				p1, p2 = two(6, "h") // Player 6: stands
			}
			b1, b2 := two(b, "s")
			tape := []string{p1, b1, p2, b2}
			if col > 0 {
				tape = append(tape, card(col-1, "d"))
			}
			tape = append(tape, "2c", "3c") // Banker's third card, if drawn, and one more never dealt
			res, err := play(`{}`, strings.Join(tape, " "), wager(1, "player", 1000), deal)
			if err != nil {
				t.Fatalf("banker %d, column %d: %v", b, col, err)
			}
			got := len(res.Rounds[0].Hands["banker"].Cards) == 3
			if got != want {
				t.Errorf("Banker on %d, Player's third card %s: drew %v, the by-law prints %v (hands %v)", b, column(col), got, want, res.Rounds[0].Hands)
			}
			wantPlayer := 2 + min(col, 1)
			if n := len(res.Rounds[0].Hands["player"].Cards); n != wantPlayer {
				t.Errorf("Player's hand has %d cards, want %d", n, wantPlayer)
			}
		}
	}
}

func column(col int) string {
	if col == 0 {
		return "none (Player stood)"
	}
	return fmt.Sprint(col - 1)
}

// 37: Player draws on 0–5 and stands on 6–7; a natural (8 or 9 on two
// cards) on either side ends the deal.
func Test37_PlayerAndNaturals(t *testing.T) {
	for p := 0; p <= 9; p++ {
		p1, p2 := two(p, "h")
		b1, b2 := two(4, "s") // Banker 4 stands only on a third card of 0, 1, 8, 9
		res, err := play(`{}`, strings.Join([]string{p1, b1, p2, b2, "Kd", "2c"}, " "), wager(1, "tie", 100), deal)
		if err != nil {
			t.Fatal(err)
		}
		h := res.Rounds[0].Hands
		wantP := map[bool]int{true: 3, false: 2}[p <= 5]
		if len(h["player"].Cards) != wantP {
			t.Errorf("Player on %d took %d cards, want %d", p, len(h["player"].Cards), wantP)
		}
		// Banker 4: with Player's third a K (0) it stands; with Player
		// standing on 6 or 7 it draws; after a natural nobody draws.
		wantB := map[bool]int{true: 3, false: 2}[p == 6 || p == 7]
		if len(h["banker"].Cards) != wantB {
			t.Errorf("Player on %d: Banker took %d cards, want %d", p, len(h["banker"].Cards), wantB)
		}
	}
	// Banker's natural stops Player drawing on 0.
	res, err := play(`{}`, "Kh 9s Qh Ks 2d 2c", wager(1, "banker", 1000), deal)
	if err != nil {
		t.Fatal(err)
	}
	if h := res.Rounds[0].Hands; len(h["player"].Cards) != 2 || len(h["banker"].Cards) != 2 {
		t.Errorf("after Banker's natural 9: %v", h)
	}
}

type want struct {
	seat       int
	wager      string
	stake      money.Amount
	result     game.Result
	net        money.Amount
	commission money.Amount
}

func check(t *testing.T, res *replay.Result, wants ...want) {
	t.Helper()
	got := res.Rounds[0].Settlements
	if len(got) != len(wants) {
		t.Fatalf("%d settlements %+v, want %d", len(got), got, len(wants))
	}
	for i, w := range wants {
		g := got[i]
		if g.Seat != w.seat || g.Wager != w.wager || g.Stake != w.stake || g.Result != w.result || g.Net != w.net || g.Commission != w.commission || g.Rounding != 0 {
			t.Errorf("settlement %d = %+v, want %+v", i, g, w)
		}
	}
}

// 32–36 and 31: Banker wins 1 to 1 less 5% on the next multiple of $10;
// Player wins 1 to 1; a tie pays 8 to 1 and pushes both; the commission is
// collected only when Banker wins (ruling BA1).
func Test31_36_Settlement(t *testing.T) {
	three := func(w ...string) []string { return append(w, deal) }
	// Player 9 (natural: 9, K) against Banker 7 (7, K, no draw on a natural).
	res, err := play(`{}`, "9h 7s Kh Ks", three(wager(1, "player", 1000), wager(2, "banker", 1050), wager(3, "tie", 500))...)
	if err != nil {
		t.Fatal(err)
	}
	check(t, res, want{1, "player", 1000, game.Win, 1000, 0}, want{2, "banker", 1050, game.Lose, -1050, 0}, want{3, "tie", 500, game.Lose, -500, 0})
	// Banker 8 against Player 6: 1050 wins 1050; commission on $20, $1.00.
	res, err = play(`{}`, "6h 8s Kh Ks", three(wager(1, "player", 1000), wager(2, "banker", 1050), wager(3, "banker", 1000))...)
	if err != nil {
		t.Fatal(err)
	}
	check(t, res, want{1, "player", 1000, game.Lose, -1000, 0}, want{2, "banker", 1050, game.Win, 1050, 100}, want{3, "banker", 1000, game.Win, 1000, 50})
	if res.Net["2"] != 950 || res.Net["3"] != 950 {
		t.Errorf("nets %v: seat 2 wins 1050 less 100, seat 3 1000 less 50", res.Net)
	}
	// A tie, 7 and 7: tie 8 to 1, player and banker push.
	res, err = play(`{}`, "7h 7s Kh Ks", three(wager(1, "player", 1000), wager(1, "banker", 300), wager(1, "tie", 200))...)
	if err != nil {
		t.Fatal(err)
	}
	check(t, res, want{1, "player", 1000, game.Push, 0, 0}, want{1, "banker", 300, game.Push, 0, 0}, want{1, "tie", 200, game.Win, 1600, 0})
}

// 9: the maximum is per betting position, the box's wagers together; 29: a
// box is one seat's; 30: no wager after the first card; 28: only a Grand
// Baccarat player deals.
func TestBadSteps(t *testing.T) {
	for _, c := range []struct {
		name, table string
		steps       []string
		mention     string
	}{
		{"position over the maximum (9)", `{"max":2000}`, []string{wager(1, "player", 1500), wager(1, "tie", 600)}, "applies per position"},
		{"a wager after the first card (30)", `{}`, []string{wager(1, "player", 1000), deal, wager(2, "banker", 1000)}, "bets are closed"},
		{"a decision (30)", `{}`, []string{wager(1, "player", 1000), `{"seat":1,"act":"hit"}`}, "no decisions"},
		{"no such wager (29)", `{}`, []string{wager(1, "dragon", 1000)}, "no wager \"dragon\""},
		{"a second player on an occupied box (29)", `{}`, []string{wager(1, "player", 1000), `{"seat":1,"player":"bob","wager":{"banker":500}}`}, "no behind wagers"},
		{"seat 8 (28)", `{}`, []string{wager(8, "player", 1000)}, "seat 8 is not a place"},
		{"a player deals at Midi (28)", `{}`, []string{wager(1, "player", 1000), `{"dealer":"no-more-bets","by":1}`}, "only the dealer"},
		{"a dealer with no wager at Grand (28)", `{"style":"grand"}`, []string{wager(1, "player", 1000), `{"dealer":"no-more-bets","by":2}`}, "\"by\" is the seat"},
		{"nothing to deal", `{}`, []string{deal}, "nothing to deal"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := play(c.table, "9h 7s Kh Ks", c.steps...)
			var re *replay.Error
			if !errors.As(err, &re) || re.Step != len(c.steps)-1 || !strings.Contains(err.Error(), c.mention) {
				t.Errorf("err = %v, want an error at step %d mentioning %q", err, len(c.steps)-1, c.mention)
			}
		})
	}
}

// 28: at Grand Baccarat the deal records the player who dealt; settlement
// is the same.
func Test28_GrandBaccaratDealer(t *testing.T) {
	s, err := replay.Parse(strings.NewReader(`{"game":"baccarat","table":{"style":"grand"},"tape":["9h","7s","Kh","Ks"],
		"steps":[{"seat":3,"wager":{"player":1000}},{"dealer":"no-more-bets","by":3}]}`))
	if err != nil {
		t.Fatal(err)
	}
	g, _ := lookup("baccarat")
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
	found := false
	for _, ev := range e.Events(game.Omniscient) {
		found = found || (ev.Seat == 3 && strings.Contains(ev.Text, "deals"))
	}
	if !found {
		t.Errorf("no event records seat 3 dealing: %+v", e.Events(game.Omniscient))
	}
	if r := e.Rounds(); len(r) != 1 || r[0].Settlements[0].Net != 1000 {
		t.Errorf("rounds %+v", r)
	}
}

func TestRules(t *testing.T) {
	for _, opts := range []string{`{"decks":5}`, `{"decks":9}`, `{"style":"mini"}`, `{"seats":8}`} {
		raw := map[string]json.RawMessage{}
		_ = json.Unmarshal([]byte(opts), &raw)
		if _, err := baccarat.Spec.ParseTable(raw); err == nil {
			t.Errorf("ParseTable(%s) accepted", opts)
		}
	}
	ok := baccarat.Rules{Decks: 8, Seats: 7, Penetration: 0.75, Style: "midi", Limits: money.Limits{Min: 1, Max: 2}}
	if err := ok.Validate(); err != nil {
		t.Fatal(err)
	}
	for _, f := range []func(*baccarat.Rules){
		func(r *baccarat.Rules) { r.Decks = 5 }, func(r *baccarat.Rules) { r.Style = "" }, func(r *baccarat.Rules) { r.Seats = 0 },
		func(r *baccarat.Rules) { r.Penetration = 2 }, func(r *baccarat.Rules) { r.FirstRound = "x" }, func(r *baccarat.Rules) { r.Limits.Min = 0 },
	} {
		r := ok
		f(&r)
		if err := r.Validate(); err == nil {
			t.Errorf("Validate(%+v) accepted", r)
		}
	}
}

func TestConformance(t *testing.T) {
	gametest.Run(t, baccarat.Game, gametest.Options{})
}

// A shallow stop card reshuffles often (8), section 10 refuses latecomers,
// and a low maximum per position (9) bites.
func TestConformanceShuffles(t *testing.T) {
	gametest.Run(t, baccarat.Game, gametest.Options{Tables: 2, Rounds: 300, Table: map[string]json.RawMessage{
		"decks": json.RawMessage("6"), "penetration": json.RawMessage("0.05"), "seats": json.RawMessage("4"),
		"first-round-only": json.RawMessage(`"minimum"`), "min": json.RawMessage("500"), "max": json.RawMessage("2000"),
	}})
}

// TestGoldens replays every script in testdata/ against its hand-computed
// .golden.json.
func TestGoldens(t *testing.T) { gametest.Goldens(t, baccarat.Game, "testdata", 3) }
