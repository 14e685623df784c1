package blackjack_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"croupier/game"
	"croupier/game/blackjack"
)

// open opens a table of g with options table (JSON) over a fixed tape.
func open(t *testing.T, g game.Game, table, tape string) (game.Engine, *game.Tape) {
	t.Helper()
	var raw map[string]json.RawMessage
	if err := json.Unmarshal([]byte(table), &raw); err != nil {
		t.Fatal(err)
	}
	tb, err := g.Spec.ParseTable(raw)
	if err != nil {
		t.Fatal(err)
	}
	var entries []json.RawMessage
	for _, c := range strings.Fields(tape) {
		entries = append(entries, json.RawMessage(fmt.Sprintf("%q", c)))
	}
	tp := game.NewTape(entries)
	e, err := g.New(tb, tp)
	if err != nil {
		t.Fatal(err)
	}
	return e, tp
}

func step(t *testing.T, s string) game.Step {
	t.Helper()
	var st game.Step
	if err := json.Unmarshal([]byte(s), &st); err != nil {
		t.Fatalf("step %s: %v", s, err)
	}
	return st
}

func apply(t *testing.T, e game.Engine, steps ...string) {
	t.Helper()
	for _, s := range steps {
		if err := e.Apply(step(t, s)); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
}

// buttons writes l's options one per line: "seat[:player] kind name min-max".
func buttons(l game.Legal) string {
	var out []string
	for _, o := range l.Options {
		s := fmt.Sprint(o.Seat)
		if o.Player != "" {
			s += ":" + o.Player
		}
		s += " " + string(o.Kind) + " " + o.Name
		if o.Min != 0 || o.Max != 0 {
			s += fmt.Sprintf(" %d-%d", o.Min, o.Max)
		}
		out = append(out, s)
	}
	return strings.Join(out, "\n")
}

func wantButtons(t *testing.T, e game.Engine, phase game.Phase, turn int, want ...string) {
	t.Helper()
	l := e.Legal()
	if l.Phase != phase || l.Turn != turn {
		t.Errorf("phase %q turn %d, want %q turn %d", l.Phase, l.Turn, phase, turn)
	}
	if got := buttons(l); got != strings.Join(want, "\n") {
		t.Errorf("buttons:\n%s\nwant:\n%s", got, strings.Join(want, "\n"))
	}
}

// Legal while bets are open: each box's wagers with exact bounds (9, 16,
// 21.1, 21.2), withdrawals, and the deal once a box has a wager.
func TestLegalBets(t *testing.T) {
	e, _ := open(t, blackjack.Game, `{"max": 2000, "seats": 2, "side-bets": ["twelve-sixteen", "progressive"]}`, "")
	wantButtons(t, e, game.PhaseBets, 0, "1 wager main 100-2000", "2 wager main 100-2000")
	apply(t, e, mainBet(1, 1000))
	wantButtons(t, e, game.PhaseBets, 0,
		"1 wager main 1-1000", "1 wager twelve-sixteen 100-1000", "1 wager progressive 100-100", "1 wager behind 100-1000",
		"1 withdraw main", "2 wager main 100-2000", "0 dealer no-more-bets")
	apply(t, e, behindBet(1, "alice", 600), bet(1, `"progressive":100,"twelve-sixteen":150`))
	wantButtons(t, e, game.PhaseBets, 0,
		"1 wager main 1-400", "1 wager twelve-sixteen 1-850", "1 wager behind 100-400", "1:alice wager behind 1-400",
		"1:alice withdraw behind", "1 withdraw twelve-sixteen", "1 withdraw progressive", "2 wager main 100-2000", "0 dealer no-more-bets")
}

// Legal in a round: only the decision due now, with its amount.
func TestLegalDecisions(t *testing.T) {
	t.Run("25: insurance, then play", func(t *testing.T) {
		e, _ := open(t, blackjack.Game, `{}`, "5c Ah 6d")
		apply(t, e, mainBet(1, 1001), deal)
		wantButtons(t, e, game.PhaseDecision, 1, "1 act insure 500-500", "1 act decline")
		apply(t, e, act(1, "decline"))
		wantButtons(t, e, game.PhaseDecision, 1, "1 act hit", "1 act stand", "1 act double 1001-1001")
	})
	t.Run("24: a pair splits; 16 does not double on 9-11", func(t *testing.T) {
		e, _ := open(t, blackjack.Game, `{}`, "8c 9h 8d 8h")
		apply(t, e, mainBet(1, 1000), deal)
		wantButtons(t, e, game.PhaseDecision, 1, "1 act hit", "1 act stand", "1 act split 1000-1000")
		apply(t, e, act(1, "split"))
		// 8-8 again, but split-hands 2 allows no second split, and no
		// double after a split.
		wantButtons(t, e, game.PhaseDecision, 1, "1 act hit", "1 act stand")
	})
	t.Run("26.1: double-any, split-hands 3, double-after-split", func(t *testing.T) {
		e, _ := open(t, blackjack.Game, `{"double-any": true, "split-hands": 3, "double-after-split": true}`, "8c 9h 8d 8h")
		apply(t, e, mainBet(1, 1000), deal)
		wantButtons(t, e, game.PhaseDecision, 1, "1 act hit", "1 act stand", "1 act double 1000-1000", "1 act split 1000-1000")
		apply(t, e, act(1, "split"))
		wantButtons(t, e, game.PhaseDecision, 1, "1 act hit", "1 act stand", "1 act double 1000-1000", "1 act split 1000-1000")
	})
	t.Run("16: a behind bettor is asked before the split card is dealt", func(t *testing.T) {
		e, _ := open(t, blackjack.Game, `{}`, "8c 9h 8d 3c")
		apply(t, e, mainBet(1, 1000), behindBet(1, "alice", 500), deal, act(1, "split"))
		wantButtons(t, e, game.PhaseDecision, 1, "1:alice act follow 500-500", "1:alice act decline")
		v := e.View(1)
		if got := fmt.Sprint(v.Hands["1"], v.Hands["1.2"]); got != "[{8c false}] [{8d false}]" {
			t.Errorf("hands before alice decides: %s", got)
		}
		apply(t, e, actBy(1, "follow", "alice"))
		// 8-3 is 11, but a split hand does not double by default (24(5)).
		wantButtons(t, e, game.PhaseDecision, 1, "1 act hit", "1 act stand")
	})
	t.Run("over: the next round", func(t *testing.T) {
		e, _ := open(t, blackjack.Game, `{}`, "As 9h Kd 8c")
		apply(t, e, mainBet(1, 1000), deal)
		wantButtons(t, e, game.PhaseOver, 0, "0 dealer next-round")
	})
	t.Run("26.4, 26.6: Multi-Action amounts are every wager's", func(t *testing.T) {
		e, _ := open(t, blackjack.MultiAction, `{"seats": 1}`, "5c Ah 6d")
		apply(t, e, bet(1, `"hand-1":1000`))
		wantButtons(t, e, game.PhaseBets, 0, "1 wager hand-1 1-99999000", "1 withdraw hand-1",
			"1 wager hand-2 100-100000000", "1 wager hand-3 100-100000000") // no deal: 26.4
		apply(t, e, bet(1, `"hand-2":500,"hand-3":301`))
		if l := e.Legal(); !l.Allows(0, game.KindDealer, "no-more-bets") {
			t.Error("three wagers may be dealt")
		}
		apply(t, e, deal)
		wantButtons(t, e, game.PhaseDecision, 1, "1 act insure 900-900", "1 act decline")
		apply(t, e, act(1, "insure"))
		wantButtons(t, e, game.PhaseDecision, 1, "1 act hit", "1 act stand", "1 act double 1801-1801")
	})
}

// 22: the dealer's face-down card (peek) is hidden from every seat, the
// dealer's screen included, until it is turned.
func TestViewHidesTheHoleCard(t *testing.T) {
	e, _ := open(t, blackjack.Game, `{"peek": true}`, "Tc Kh 9d 7c")
	apply(t, e, mainBet(1, 1000), deal)
	for seat := game.Dealer; seat <= 7; seat++ {
		d := e.View(seat).Hands["dealer"]
		if len(d) != 2 || d[0].Card != "Kh" || d[1].Card != game.Hidden || !d[1].FaceDown {
			t.Errorf("seat %d sees the dealer's hand as %v", seat, d)
		}
		// As JSON: fmt would print the view's pointers as addresses, in
		// which "7c" may appear by chance.
		if b, _ := json.Marshal(e.View(seat)); strings.Contains(string(b), "7c") {
			t.Errorf("seat %d's view shows the face-down 7c", seat)
		}
	}
	if d := e.View(game.Omniscient).Hands["dealer"]; d[1].Card != "7c" || !d[1].FaceDown {
		t.Errorf("the omniscient view shows %v", d)
	}
	for _, ev := range e.Events(game.Omniscient) {
		if slices.Contains(ev.Cards, "7c") {
			t.Errorf("event %+v shows the face-down card", ev)
		}
	}
	apply(t, e, act(1, "stand"))
	if d := e.View(2).Hands["dealer"]; fmt.Sprint(d) != "[{Kh false} {7c false}]" {
		t.Errorf("after the turn seat 2 sees %v", d)
	}
	// Without peek, the dealer has one card while the players play.
	e, _ = open(t, blackjack.Game, `{}`, "Tc Kh 9d 7c")
	apply(t, e, mainBet(1, 1000), deal)
	if d := e.View(1).Hands["dealer"]; fmt.Sprint(d) != "[{Kh false}]" {
		t.Errorf("no hole card: the dealer shows %v", d)
	}
}

// The layout in a view: every wager, decision-made and behind ones too.
func TestViewWagers(t *testing.T) {
	e, _ := open(t, blackjack.Game, `{"double-after-split": true}`, "8c Ah 8d 3c")
	apply(t, e, mainBet(1, 1000), behindBet(1, "bob", 400), deal, act(1, "insure"), actBy(1, "insure", "bob"),
		act(1, "split"), actBy(1, "follow", "bob"), act(1, "double"))
	var got []string
	for _, w := range e.View(3).Wagers {
		got = append(got, fmt.Sprintf("%d%s %s %d", w.Seat, map[bool]string{true: ":" + w.Player}[w.Player != ""], w.ID, w.Amount))
	}
	want := "1 main 1000|1 double 1000|1 main.2 1000|1 insurance 500|1:bob behind 400|1:bob behind.2 400|1:bob behind-insurance 200"
	if strings.Join(got, "|") != want {
		t.Errorf("layout\n got %s\nwant %s", strings.Join(got, "|"), want)
	}
}

// fingerprint is what may be seen of an engine and its tape.
func fingerprint(e game.Engine, tp *game.Tape) string {
	b, _ := json.Marshal([]any{e.View(game.Omniscient), e.Legal(), len(e.Events(game.Omniscient)), len(e.Rounds()), tp.Pos()})
	return string(b)
}

// Bad input: each error cites its section and changes nothing.
func TestBadInputChangesNothing(t *testing.T) {
	tests := []struct {
		name, table, tape string
		setup             []string
		bad               string
		section           string
	}{
		{"double on 12 without double-any", `{}`, "Tc 9h 2d", []string{mainBet(1, 1000), deal}, act(1, "double"), "23"},
		{"a second split with split-hands 2", `{}`, "8c 9h 8d 8h", []string{mainBet(1, 1000), deal, act(1, "split")}, act(1, "split"), "26.1(2)"},
		{"a double of a split hand without double-after-split", `{}`, "8c 9h 8d 3h", []string{mainBet(1, 1000), deal, act(1, "split")}, act(1, "double"), "24(5)"},
		{"insurance when the dealer shows no ace", `{}`, "Tc 9h 9d", []string{mainBet(1, 1000), deal}, act(1, "insure"), "25"},
		{"a side bet the table does not offer", `{}`, "", []string{mainBet(1, 1000)}, bet(1, `"sevens":100`), "21.3"},
		{"a behind bet over the per-hand maximum", `{"max": 2000}`, "", []string{mainBet(1, 1500)}, behindBet(1, "alice", 600), "16"},
		{"out of turn", `{}`, "Tc 9c 9h 9d 8c", []string{mainBet(1, 1000), mainBet(2, 1000), deal}, act(2, "stand"), "22"},
		{"a hit after the hand is complete", `{}`, "5c Tc 9h 6d 9c Th", []string{mainBet(1, 1000), mainBet(2, 1000), deal, act(1, "hit")}, act(1, "hit"), "22"},
		{"a wager after the first card", `{}`, "Tc 9h 9d", []string{mainBet(1, 1000), deal}, mainBet(2, 1000), "17"},
		{"a split of unequal cards with insurance undecided", `{}`, "8c Ah 9d", []string{mainBet(1, 1000), deal}, act(1, "split"), "24"},
		{"a follow nobody asked", `{}`, "8c 9h 8d", []string{mainBet(1, 1000), behindBet(1, "alice", 100), deal}, actBy(1, "follow", "alice"), "16"},
		{"Multi-Action below min-wagers", `{}`, "", []string{bet(1, `"hand-1":100`)}, deal, "26.4"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := blackjack.Game
			if strings.HasPrefix(tt.name, "Multi") {
				g = blackjack.MultiAction
			}
			e, tp := open(t, g, tt.table, tt.tape)
			apply(t, e, tt.setup...)
			before := fingerprint(e, tp)
			err := e.Apply(step(t, tt.bad))
			var re *game.RuleError
			if !errors.As(err, &re) || !errors.Is(err, game.ErrRule) {
				t.Fatalf("Apply(%s) = %v, want a rule error", tt.bad, err)
			}
			if re.Section != tt.section {
				t.Errorf("%v cites section %q, want %q", err, re.Section, tt.section)
			}
			if after := fingerprint(e, tp); after != before {
				t.Errorf("the refused step changed the table:\n%s\n%s", before, after)
			}
		})
	}
}

// A live table: a step that needs a card the dealer has not entered fails
// with game.ErrTapeExhausted, changes nothing, and succeeds once it is.
func TestLiveTapeExhausted(t *testing.T) {
	e, tp := open(t, blackjack.Game, `{}`, "5c 9h 6d")
	apply(t, e, mainBet(1, 1000), deal)
	before := fingerprint(e, tp)
	if err := e.Apply(step(t, act(1, "double"))); !errors.Is(err, game.ErrTapeExhausted) {
		t.Fatalf("double without its card: %v", err)
	}
	if after := fingerprint(e, tp); after != before {
		t.Fatalf("the failed double changed the table")
	}
	tp.Append(json.RawMessage(`"9s"`))
	if err := e.Apply(step(t, act(1, "double"))); !errors.Is(err, game.ErrTapeExhausted) {
		t.Fatalf("double with its card but not the dealer's: %v", err)
	}
	tp.Append(json.RawMessage(`"8c"`))
	apply(t, e, act(1, "double"))
	if r := e.Rounds(); len(r) != 1 || r[0].Settlements[1].Wager != "double" || r[0].Settlements[1].Net != 1000 {
		t.Fatalf("rounds %+v", r)
	}
}

// 8, ruling G6: a single deck is reshuffled after every round with 4 or more
// boxes wagering, and every second round with 3 or fewer; behind bettors do
// not count.
func Test8_SingleDeckReshuffle(t *testing.T) {
	dealt := func(e game.Engine) int { return e.View(game.Omniscient).Shoe.Dealt }
	e, _ := open(t, blackjack.Game, `{"decks": 1}`, "2c 4c 6c 8c Tc 3c 5c 7c 9c 7d")
	apply(t, e, mainBet(1, 100), mainBet(2, 100), mainBet(3, 100), mainBet(4, 100), deal,
		act(1, "stand"), act(2, "stand"), act(3, "stand"), act(4, "stand"))
	if n := dealt(e); n != 0 {
		t.Errorf("4 boxes: %d cards dealt after the round, want a fresh shoe", n)
	}
	e, _ = open(t, blackjack.Game, `{"decks": 1}`, "2c 4c 6c Tc 3c 5c 7c 7d  2d 4d 6d Td 3d 5d 8d 7h")
	apply(t, e, mainBet(1, 100), mainBet(2, 100), mainBet(3, 100), behindBet(1, "alice", 100), behindBet(2, "bob", 100), deal,
		act(1, "stand"), act(2, "stand"), act(3, "stand"))
	if n := dealt(e); n != 8 {
		t.Errorf("3 boxes and 2 behind bettors: %d cards dealt after round 1, want 8 (no shuffle)", n)
	}
	apply(t, e, nextRound, mainBet(1, 100), mainBet(2, 100), mainBet(3, 100), deal, act(1, "stand"), act(2, "stand"), act(3, "stand"))
	if n := dealt(e); n != 0 {
		t.Errorf("3 boxes: %d cards dealt after round 2, want a fresh shoe", n)
	}
}
