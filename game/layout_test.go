package game_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"croupier/game"
	"croupier/money"
)

// bets is a layout with the wagers a by-law game may need: an initial
// wager, a side bet beside it at most its size, a fixed $1 bet, a bet in
// units of 4 (craps horn), and a standing player's behind wager sharing the
// hand's maximum (9, 16).
func bets(t *testing.T, first string) (*game.Layout, *game.Record) {
	t.Helper()
	lookup := func(id string) (game.Bet, error) {
		switch id {
		case "main":
			return game.Bet{ID: id, Section: "17", Group: "hand (main and behind)"}, nil
		case "side":
			return game.Bet{ID: id, Section: "21.1", Needs: "main", Rule: money.Rule{AtMost: "main"}}, nil
		case "dollar":
			return game.Bet{ID: id, Section: "21.2", Needs: "main", Rule: money.Rule{Fixed: 100}}, nil
		case "horn":
			return game.Bet{ID: id, Section: "95.12", Rule: money.Rule{Multiple: 400}}, nil
		case "behind":
			return game.Bet{ID: id, Section: "16", Needs: "main", Behind: true, Group: "hand (main and behind)"}, nil
		}
		return game.Bet{}, game.Rulef("17", "no wager %q", id)
	}
	l := game.NewLayout(game.Betting{Limits: money.Limits{Min: 500, Max: 10000}, Scope: money.PerHand, Seats: 3,
		SeatSection: "16", Section: "17", Before: "before the deal", GroupSection: "9, 16", FirstRound: first,
		Offer: []string{"main", "side", "dollar", "horn", "behind"}, Lookup: lookup})
	rec := game.NewRecord()
	return &l, &rec
}

func wager(seat int, player string, pairs ...any) game.Step {
	s := game.Step{Seat: seat, Player: player}
	for i := 0; i < len(pairs); i += 2 {
		s.Wagers = append(s.Wagers, game.WagerAmount{ID: pairs[i].(string), Amount: money.Amount(pairs[i+1].(int))})
	}
	return s
}

func layoutString(l *game.Layout) string { return fmt.Sprint(l.Wagers()) }

// Each rule of a wager, and a step that breaks one changes nothing.
func TestLayoutPlace(t *testing.T) {
	l, rec := bets(t, "off")
	if err := l.Place(rec, wager(1, "", "main", 2000, "side", 1500, "dollar", 100)); err != nil {
		t.Fatal(err)
	}
	before, events := layoutString(l), len(rec.Events(game.Omniscient))
	for _, c := range []struct {
		step            game.Step
		section, reason string
	}{
		{wager(1, "", "main", 100, "side", 1000), "21.1", "may not exceed another wager"}, // 1500+1000 > 2100
		{wager(2, "", "side", 500), "21.1", "in addition to an initial wager"},
		{wager(1, "", "dollar", 100), "21.2", "fixed amount"},
		{wager(2, "", "main", 400), "3", "below the table minimum"},
		{wager(2, "", "main", 10001), "3", "above the table maximum"},
		{wager(2, "", "horn", 1000), "95.12", "multiple"},
		{wager(1, "", "main", 0), "17", "positive"},
		{wager(1, "ann", "behind", 8500), "16", "applies per hand"}, // 2000 + 8500 > 10000
		{wager(1, "", "behind", 500), "16", "standing player"},
		{wager(1, "ann", "main", 500), "17", "only behind wagers"},
		{wager(2, "ann", "behind", 500), "16", "seat 2 has no main"},
		{wager(1, "", "main", 500, "nope", 500), "17", "no wager"},
	} {
		err := l.Place(rec, c.step)
		var re *game.RuleError
		if !errors.As(err, &re) || re.Section != c.section || !strings.Contains(err.Error(), c.reason) {
			t.Errorf("%+v: %v, want a refusal citing %s: %s", c.step, err, c.section, c.reason)
		}
		if layoutString(l) != before || len(rec.Events(game.Omniscient)) != events {
			t.Fatalf("%+v was refused but changed the layout: %s", c.step, layoutString(l))
		}
	}
	// 9, B14: the hand's maximum covers main and every behind wager.
	if err := l.Place(rec, wager(1, "ann", "behind", 5000)); err != nil {
		t.Fatal(err)
	}
	if err := l.Place(rec, wager(1, "bob", "behind", 3001)); err == nil || !strings.Contains(err.Error(), "10001") {
		t.Errorf("bob's 3001 takes the hand to 10001: %v", err)
	}
	if err := l.Place(rec, wager(1, "", "main", 3001, "horn", 800)); err == nil || !strings.Contains(err.Error(), "section 9, 16") {
		t.Errorf("main's 3001 more takes the hand to 10001: %v", err)
	}
	if got := l.Amount(1, "ann", "behind"); got != 5000 {
		t.Errorf("ann's behind wager %d, want 5000", got)
	}
}

// Options gives each seat's exact bounds: what Place would accept.
func TestLayoutOptions(t *testing.T) {
	l, rec := bets(t, "off")
	if err := l.Place(rec, wager(2, "", "main", 2000)); err != nil {
		t.Fatal(err)
	}
	if err := l.Place(rec, wager(2, "ann", "behind", 3000)); err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, o := range l.Options() {
		if o.Seat == 2 {
			got[fmt.Sprint(o.Kind, " ", o.Name, " ", o.Player)] = fmt.Sprint(o.Min, "-", o.Max, "/", o.Multiple)
		}
	}
	want := map[string]string{
		"wager main ":         "0.01-50.00/0.00",  // 10000 less ann's 3000 and main's 2000 is 5000 more
		"wager side ":         "5.00-20.00/0.00",  // at most main (21.1)
		"wager dollar ":       "1.00-1.00/0.00",   // fixed
		"wager horn ":         "8.00-100.00/4.00", // the minimum rounded up to units of 4
		"wager behind ":       "5.00-50.00/0.00",  // a new standing player
		"wager behind ann":    "0.01-50.00/0.00",
		"withdraw behind ann": "0.00-0.00/0.00",
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("seat 2's options\n%v\nwant\n%v", got, want)
	}
}

// A wager another needs comes down after it (67.40, 21.1–21.4, 16).
func TestLayoutWithdraw(t *testing.T) {
	l, rec := bets(t, "off")
	if err := l.Place(rec, wager(1, "", "main", 1000, "side", 500)); err != nil {
		t.Fatal(err)
	}
	down := func(id string) error { return l.Withdraw(rec, game.Step{Seat: 1, Withdraw: id}) }
	if err := down("main"); err == nil || !strings.Contains(err.Error(), "take down its side wager before its main") {
		t.Errorf("main under side: %v", err)
	}
	if err := down("side"); err != nil {
		t.Fatal(err)
	}
	if err := down("main"); err != nil {
		t.Fatal(err)
	}
	if !l.Empty() {
		t.Errorf("layout %s after both came down", layoutString(l))
	}
	l.Close(rec)
	if err := l.Place(rec, wager(1, "", "main", 1000)); err == nil || !strings.Contains(err.Error(), "bets are closed") {
		t.Errorf("a wager after Close: %v", err)
	}
}

// 10: after the first round of a shoe a seat that did not wager is refused
// ("refuse") or held to the minimum ("minimum") until the shuffle.
func TestLayoutFirstRound(t *testing.T) {
	for _, mode := range []string{"refuse", "minimum"} {
		l, rec := bets(t, mode)
		if err := l.Place(rec, wager(1, "", "main", 1000)); err != nil {
			t.Fatal(err)
		}
		l.Close(rec)
		l.NextRound()
		err := l.Place(rec, wager(2, "", "main", 1000))
		if err == nil || !strings.Contains(err.Error(), "section 10") {
			t.Errorf("%s: seat 2 after the first round: %v", mode, err)
		}
		err = l.Place(rec, wager(2, "", "main", 500))
		if (mode == "minimum") != (err == nil) {
			t.Errorf("%s: seat 2 at the minimum: %v", mode, err)
		}
		l.Shuffled()
		if err := l.Place(rec, wager(3, "", "main", 1000)); err != nil {
			t.Errorf("%s: after the shuffle: %v", mode, err)
		}
	}
}

// Return hands back every wager of a seat, each after the wagers that
// need it, and leaves other seats alone.
func TestLayoutReturn(t *testing.T) {
	l, rec := bets(t, "off")
	if err := l.Place(rec, wager(1, "", "main", 1000, "side", 500, "dollar", 100)); err != nil {
		t.Fatal(err)
	}
	if err := l.Place(rec, wager(2, "", "main", 700)); err != nil {
		t.Fatal(err)
	}
	n := len(rec.Events(game.Omniscient))
	if err := l.Return(rec, 1); err != nil {
		t.Fatal(err)
	}
	var back []string
	for _, ev := range rec.Events(game.Omniscient)[n:] {
		back = append(back, fmt.Sprint(ev.Kind, " ", ev.Wager, " ", ev.Amount))
	}
	if got := strings.Join(back, ", "); got != "withdraw side 5.00, withdraw dollar 1.00, withdraw main 10.00" {
		t.Errorf("returned %s", got)
	}
	if got := layoutString(l); got != "[{2  main 7.00}]" {
		t.Errorf("layout after the return: %s", got)
	}
}
