package roulette_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"croupier/game"
	"croupier/game/gametest"
	"croupier/game/roulette"
	"croupier/money"
	"croupier/replay"
	"croupier/rng"
	"croupier/rng/seeded"
)

// TestConformanceDoubles runs the shared suite on tables whose doubles and
// triples stay on the layout across rounds (72.1): gametest follows the
// money through game.Escrow, so a double placed in round k and decided in
// round k+1 must be exactly the layout the engine shows in between.
// TestCarriedMoney checks the same rules on its own.
func TestConformanceDoubles(t *testing.T) {
	// Fewer rounds than the default: with chip colours a busy table offers
	// each seat its own options, about a thousand of them.
	gametest.Run(t, roulette.Game, gametest.Options{Rounds: 120, Tables: 4, Table: options(t, `{"doubles":"double-triple","outside-with-doubles":true}`)})
}

// key is one seat's wager id.
type key struct {
	seat int
	id   string
}

// TestCarriedMoney plays seeded random legal steps on tables offering
// doubles and triples (spun from a generated tape, so that doubles do come
// in), and after every step checks game.Carrier's rules for money that
// stays on the layout: a wager stays under its id, with what its wager
// and withdraw events put there, until a settlement takes it off; that
// settlement's stake is what stood on it, and its net is the stake at the
// pay table's odds or its loss; View.Wagers lists exactly that money;
// Carries says whether any stays or a colour is held. Steps Legal does not
// offer are refused and change nothing. Then the recorded script replays
// to the same rounds.
func TestCarriedMoney(t *testing.T) {
	for _, c := range []struct {
		opts             string
		doubles, triples int64
	}{
		{`{"doubles":"double","min":100,"max":400,"seats":3}`, 1200, 0},
		{`{"doubles":"double-triple","outside-with-doubles":true,"wheel":"double-zero","min":100,"max":400,"outside-max":1000,"seats":4}`, 1000, 10000},
	} {
		for seed := uint64(1); seed <= 2; seed++ {
			t.Run(fmt.Sprintf("%s/seed=%d", c.opts, seed), func(t *testing.T) {
				carried(t, c.opts, seed, func(id string) int64 {
					word, _, _ := strings.Cut(id, "-")
					switch word {
					case "double":
						return c.doubles
					case "triple":
						return c.triples
					}
					return slowOdds[word] // 72, written again in exhaustive_test.go
				})
			})
		}
	}
}

// favoured are the pockets TestCarriedMoney's tape spins.
var favoured = []string{"0", "5", "17", "00"}

func carried(t *testing.T, opts string, seed uint64, odds func(string) int64) {
	tb, err := roulette.Spec.ParseTable(options(t, opts))
	if err != nil {
		t.Fatal(err)
	}
	// A tape whose spins are few pockets, so that doubles and triples win
	// now and then, and sometimes too few revolutions (74).
	r := rand.New(rand.NewPCG(seed, 74))
	var spins []json.RawMessage
	for range 4000 {
		p := favoured[r.IntN(len(favoured))]
		if p == "00" && roulette.RulesOf(tb).Wheel == roulette.SingleZero {
			p = "36"
		}
		revs := 7 + r.IntN(8)
		if r.IntN(10) == 0 {
			revs = 1 + r.IntN(6)
		}
		spins = append(spins, json.RawMessage(fmt.Sprintf(`{"pocket":%q,"revolutions":%d}`, p, revs)))
	}
	tape := game.NewTape(spins)
	e, err := roulette.New(roulette.RulesOf(tb), tape)
	if err != nil {
		t.Fatal(err)
	}
	escrow := map[key]money.Amount{}
	var steps []game.Step
	events, rounds, doublesWon := 0, 0, 0
	for len(e.Rounds()) < 200 {
		l := e.Legal()
		var o game.Option
		var dealer []game.Option
		for _, x := range l.Options {
			if x.Kind == game.KindDealer {
				dealer = append(dealer, x)
			}
		}
		if len(dealer) > 0 && r.IntN(3) == 0 {
			o = dealer[r.IntN(len(dealer))]
		} else {
			o = l.Options[r.IntN(len(l.Options))]
			// Half the time a double or triple on a number the tape
			// favours, so that some win.
			var hot []game.Option
			for _, x := range l.Options {
				if x.Kind == game.KindWager && slices.Contains(favoured, x.Name[min(len(x.Name), 7):]) &&
					(strings.HasPrefix(x.Name, "double-") || strings.HasPrefix(x.Name, "triple-")) {
					hot = append(hot, x)
				}
			}
			if len(hot) > 0 && r.IntN(2) == 0 {
				o = hot[r.IntN(len(hot))]
			}
		}
		s := game.Step{Seat: o.Seat}
		switch o.Kind {
		case game.KindDealer:
			s = game.Step{Dealer: o.Name}
		case game.KindWithdraw:
			s.Withdraw = o.Name
		case game.KindAct:
			s.Act, s.Amount, s.HasAmt = o.Name, o.Min, true
		case game.KindWager:
			if s.Seat == 0 {
				s.Seat = 1 + r.IntN(3)
			}
			unit := max(o.Multiple, 1)
			s.Wagers = []game.WagerAmount{{ID: o.Name, Amount: min(o.Max, o.Min+unit*money.Amount(r.IntN(3)))}}
		}
		if r.IntN(4) == 0 {
			unoffered(t, e, tape, l)
		}
		before, _ := json.Marshal(e.View(game.Omniscient))
		err := e.Apply(s)
		if o.Kind == game.KindWager && o.Seat == 0 && err != nil {
			// Any seat: this one may hold the wager already (a double in
			// play, or no room left). A refusal must change nothing.
			if after, _ := json.Marshal(e.View(game.Omniscient)); !bytes.Equal(before, after) {
				t.Fatalf("refused %+v changed the view", s)
			}
			continue
		}
		if err != nil {
			t.Fatalf("Legal offered %+v, Apply refused it: %v", o, err)
		}
		steps = append(steps, s)
		evs := e.Events(game.Omniscient)
		for _, ev := range evs[events:] {
			switch ev.Kind {
			case game.EventWager:
				escrow[key{ev.Seat, ev.Wager}] += ev.Amount
			case game.EventWithdraw:
				if escrow[key{ev.Seat, ev.Wager}] != ev.Amount {
					t.Fatalf("withdraw %+v: %d stood on it", ev, escrow[key{ev.Seat, ev.Wager}])
				}
				delete(escrow, key{ev.Seat, ev.Wager})
			}
		}
		events = len(evs)
		for _, rd := range e.Rounds()[rounds:] {
			for _, st := range rd.Settlements {
				k := key{st.Seat, st.Wager}
				stake, ok := escrow[k]
				want := -stake
				if st.Result == game.Win {
					want = stake * money.Amount(odds(st.Wager))
				}
				if !ok || st.Stake != stake || st.Net != want || st.Stays || (st.Result != game.Win && st.Result != game.Lose) {
					t.Fatalf("round %d on %s: %+v, but %d stood on it (want net %d)", rd.Round, rd.Pocket, st, stake, want)
				}
				if st.Result == game.Win && (strings.HasPrefix(st.Wager, "double-") || strings.HasPrefix(st.Wager, "triple-")) {
					doublesWon++
				}
				delete(escrow, k)
			}
		}
		rounds = len(e.Rounds())
		v := e.View(game.Omniscient)
		var layout []game.Wager
		for k, a := range escrow {
			layout = append(layout, game.Wager{Seat: k.seat, ID: k.id, Amount: a})
		}
		got := slices.Clone(v.Wagers)
		order := func(a, b game.Wager) int {
			if a.Seat != b.Seat {
				return a.Seat - b.Seat
			}
			return cmpString(a.ID, b.ID)
		}
		slices.SortFunc(got, order)
		slices.SortFunc(layout, order)
		if !slices.Equal(got, layout) {
			t.Fatalf("after %+v the view shows %v, the events and settlements leave %v", s, got, layout)
		}
		if e.Carries() != (len(layout) > 0 || len(e.Chips()) > 0) {
			t.Fatalf("Carries %v with %v on the layout and chips %v", e.Carries(), layout, e.Chips())
		}
	}
	t.Logf("%d doubles and triples won", doublesWon)
	if doublesWon == 0 {
		t.Error("no double or triple won: the test did not test them")
	}
	script := &replay.Script{Game: "roulette", Table: options(t, opts), Tape: tape.Consumed(), Steps: steps}
	res, err := replay.Run(script, func(string) (game.Game, bool) { return roulette.Game, true })
	if err != nil {
		t.Fatalf("replay: %v", err)
	}
	a, _ := json.Marshal(res.Rounds)
	b, _ := json.Marshal(e.Rounds())
	if !bytes.Equal(a, b) {
		t.Fatal("the replay settled differently")
	}
}

// unoffered applies the dealer steps and withdrawals l does not offer (a
// double or triple in play among them, 72.1 and 73) and checks each is
// refused and changes nothing.
func unoffered(t *testing.T, e *roulette.Engine, tape *game.Tape, l game.Legal) {
	t.Helper()
	var bad []string
	for _, d := range []string{"no-more-bets", "spin", "next-round"} {
		if !l.Allows(0, game.KindDealer, d) {
			bad = append(bad, fmt.Sprintf(`{"dealer":%q}`, d))
		}
	}
	for _, w := range e.View(game.Omniscient).Wagers {
		if !l.Allows(w.Seat, game.KindWithdraw, w.ID) {
			bad = append(bad, fmt.Sprintf(`{"seat":%d,"withdraw":%q}`, w.Seat, w.ID))
		}
	}
	state := func() string {
		b, _ := json.Marshal([]any{e.View(game.Omniscient), e.Legal(), len(e.Events(game.Omniscient)), len(e.Rounds()), tape.Pos(), e.Chips(), e.Carries()})
		return string(b)
	}
	before := state()
	for _, js := range bad {
		if err := e.Apply(step(t, js)); err == nil {
			t.Fatalf("%s was accepted, but Legal did not offer it", js)
		}
		if state() != before {
			t.Fatalf("refused %s changed the table", js)
		}
	}
}

func cmpString(a, b string) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// An electronic table: the generated tape's spins are always valid.
func TestGeneratedSpinsAreValid74(t *testing.T) {
	tb, _ := roulette.Spec.ParseTable(nil)
	tape := game.NewGenerated(rng.NewDealer(seeded.New(3)))
	e, _ := roulette.New(roulette.RulesOf(tb), tape)
	for range 200 {
		run(t, e, wagerStep(1, "red", 100), `{"dealer":"spin"}`)
	}
	if len(e.Rounds()) != 200 {
		t.Fatalf("%d rounds of 200 spins", len(e.Rounds()))
	}
	for _, r := range e.Rounds() {
		if r.Revolutions < 7 || r.Revolutions > 14 || r.Pocket == "" {
			t.Fatalf("round %d: %q after %d revolutions", r.Round, r.Pocket, r.Revolutions)
		}
	}
}
