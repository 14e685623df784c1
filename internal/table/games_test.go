package table_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"testing"
	"time"

	"croupier/card"
	"croupier/catalog"
	"croupier/game"
	"croupier/internal/dbtest"
	"croupier/internal/store"
	"croupier/internal/table"
	"croupier/money"
	"croupier/replay"
	"croupier/tile"
)

// Every game the catalog marks available plays on an electronic table
// through the server's table: a player sits, places the smallest wager
// Legal offers him, takes a decision when one is his (stand where the game
// has it), and the round settles; the ledger then holds exactly the
// wallet's opening balance plus the round's net, nothing stays in escrow,
// and the stored round re-settles from its script (audit).
func TestEveryGameElectronic(t *testing.T) {
	for _, g := range catalog.All() {
		if !g.Spec.Available || g.Spec.ID == "keno" || g.Spec.ID == "poker-room" {
			continue // keno is a central computer (internal/keno), not a table; a poker game needs two players (pokerroom_test.go)
		}
		t.Run(g.Spec.ID, func(t *testing.T) {
			db := dbtest.SQLite(t) // a database of its own: SQLite
			f := newFixture(t, db, store.Electronic, g.Spec.ID, `{}`, store.Timing{Bets: 20, Decision: 60000, Result: 60000})
			pat := table.Actor{User: f.player.ID, Role: store.RolePlayer, Name: "pat"}
			tb := f.open()
			if err := tb.Sit(ctx, pat, 1); err != nil {
				t.Fatal(err)
			}
			w, err := tb.Watch(ctx, pat)
			if err != nil {
				t.Fatal(err)
			}
			defer w.Stop()
			placed := map[string]bool{}
			moved := false // a slot machine's round is one act and no wager
			for st := range w.C {
				if moved && st.Phase == game.PhaseOver {
					break
				}
				if s, ok := pick(st, placed); ok {
					if _, err := tb.Step(ctx, pat, s); err != nil && s.Kind() != game.KindWager {
						t.Fatalf("%+v: %v", s, err) // a wager may come after the window closed
					}
					for _, w := range s.Wagers {
						placed[w.ID] = true
					}
					moved = true
				}
			}
			rounds := f.audit()
			if len(rounds) != 1 {
				t.Fatalf("%d rounds stored, want 1", len(rounds))
			}
			var res replay.Result
			if err := json.Unmarshal(rounds[0].Result, &res); err != nil {
				t.Fatal(err)
			}
			carried := f.balance(store.Escrow(f.row.ID))
			if carried != 0 {
				carriedOn(t, tb, pat, g, carried)
			}
			f.money(10000+res.Net["1"]-carried, carried)
		})
	}
}

// Every game the catalog marks available plays on a live table: the
// player sits and wagers, the dealer closes the bets and enters each
// outcome the round waits for (cards, dice), the player decides, and the
// round settles with the same ledger and audit checks as above.
func TestEveryGameLive(t *testing.T) {
	for _, g := range catalog.All() {
		if !g.Spec.Available || g.Spec.ID == "keno" || g.Spec.ID == "poker-room" {
			continue // keno is a central computer (internal/keno), not a table; a poker game needs two players (pokerroom_test.go)
		}
		t.Run(g.Spec.ID, func(t *testing.T) {
			db := dbtest.SQLite(t)
			f := newFixture(t, db, store.Live, g.Spec.ID, `{}`, store.Timing{})
			pat := table.Actor{User: f.player.ID, Role: store.RolePlayer, Name: "pat"}
			dee := table.Actor{User: f.dealer.ID, Role: store.RoleDealer, Name: "dee"}
			tb := f.open()
			if err := tb.Sit(ctx, pat, 1); err != nil {
				t.Fatal(err)
			}
			next := outcomeSource(t, g.Spec.Outcome, g.Spec.ID)
			placed := map[string]bool{}
			moved := false
			for range 200 {
				st, err := tb.State(ctx, pat)
				if err != nil {
					t.Fatal(err)
				}
				if moved && st.Phase == game.PhaseOver {
					break
				}
				s, ok := pick(st, placed)
				switch {
				case ok && s.Kind() == game.KindWager:
					if _, err := tb.Step(ctx, pat, s); err != nil {
						t.Fatalf("%+v: %v", s, err)
					}
					for _, w := range s.Wagers {
						placed[w.ID] = true
					}
					moved = true
				case ok:
					live(t, tb, pat, dee, s, next)
					moved = true
				case st.Phase == game.PhaseBets || st.Phase == game.PhaseDealer:
					dealer, _ := tb.State(ctx, dee)
					i := slices.IndexFunc(dealer.Options, func(o game.Option) bool { return o.Kind == game.KindDealer && o.Name != "next-round" })
					if i < 0 {
						t.Fatalf("the dealer has nothing to do in %s: %+v", st.Phase, dealer.Options)
					}
					live(t, tb, dee, dee, game.Step{Dealer: dealer.Options[i].Name}, next)
				default:
					t.Fatalf("nobody can move the round in %s (turn %d)", st.Phase, st.Turn)
				}
			}
			rounds := f.audit()
			if len(rounds) != 1 {
				t.Fatalf("%d rounds stored, want 1", len(rounds))
			}
			var res replay.Result
			if err := json.Unmarshal(rounds[0].Result, &res); err != nil {
				t.Fatal(err)
			}
			carried := f.balance(store.Escrow(f.row.ID))
			if carried != 0 {
				carriedOn(t, tb, pat, g, carried)
			}
			f.money(10000+res.Net["1"]-carried, carried)
		})
	}
}

// live takes step s for a and, while the table waits for the dealer's
// outcomes, has dealer enter them one at a time from next.
func live(t *testing.T, tb *table.Table, a, dealer table.Actor, s game.Step, next func() json.RawMessage) {
	t.Helper()
	errc := make(chan error, 1)
	go func() {
		_, err := tb.Step(ctx, a, s)
		errc <- err
	}()
	for range 100 {
		select {
		case err := <-errc:
			if err != nil {
				t.Fatalf("%+v: %v", s, err)
			}
			return
		case <-time.After(5 * time.Millisecond):
		}
		if st, _ := tb.State(ctx, dealer); st.Waiting {
			if _, err := tb.Outcomes(ctx, dealer, []json.RawMessage{next()}); err != nil {
				t.Fatalf("entering an outcome for %+v: %v", s, err)
			}
		}
	}
	t.Fatalf("%+v did not complete after 100 outcomes", s)
}

// outcomeSource returns what a live dealer enters at game id, of outcome
// kind k: the cards A to 6 and J to K of one deck, seven apart, over and
// over (Pai Gow Poker, which deals all 53 every round (ruling PG6): the
// deck and the joker, seven apart); the 32 Pai Gow tiles in turn; rolls
// counting up.
func outcomeSource(t *testing.T, k game.Outcome, id string) func() json.RawMessage {
	n := 0
	switch k {
	case game.OutcomeCards:
		if id == "pai-gow-poker" {
			one := card.PaiGowPoker()
			deck := card.Strings(one.Cards())
			return func() json.RawMessage {
				n++
				return json.RawMessage(`"` + deck[(n*7)%len(deck)] + `"`)
			}
		}
		// Every shoe holds these: no 7s to 10s, which Super Pan 9's lacks (54).
		one := card.SuperPan9()
		deck := slices.Compact(card.Strings(one.Cards()))
		return func() json.RawMessage {
			n++
			return json.RawMessage(`"` + deck[(n*7)%len(deck)] + `"`)
		}
	case game.OutcomeTiles:
		// Pai Gow deals all 32 tiles every round (112): any 32 entries in a
		// row of the set, over and over, are the whole set.
		set := tile.NewSet()
		all := set.Remaining()
		return func() json.RawMessage {
			n++
			return json.RawMessage(`"` + all[n%len(all)].String() + `"`)
		}
	case game.OutcomeDice3:
		return func() json.RawMessage {
			n++
			return json.RawMessage(fmt.Sprintf("[%d,%d,%d]", n%6+1, (n+2)%6+1, (n+3)%6+1))
		}
	case game.OutcomeDice2:
		return func() json.RawMessage {
			n++
			return json.RawMessage(fmt.Sprintf("[%d,%d]", n%6+1, (n+2)%6+1))
		}
	case game.OutcomeSegment:
		// A stop of the default wheel (54 segments), with the revolutions
		// the dealer counted (121: at least 3).
		return func() json.RawMessage {
			n++
			return json.RawMessage(fmt.Sprintf(`{"stop":%d,"revolutions":%d}`, (n*7)%54, 3+n%4))
		}
	case game.OutcomeReels:
		// The default machine's three reels of 10 stops.
		return func() json.RawMessage {
			n++
			return json.RawMessage(fmt.Sprintf("[%d,%d,%d]", n%10, (n*3)%10, (n*7)%10))
		}
	case game.OutcomePocket:
		return func() json.RawMessage {
			n++
			return json.RawMessage(fmt.Sprintf(`{"pocket":"%d","revolutions":%d}`, (n*11)%37, 7+n%5))
		}
	}
	t.Fatalf("no live outcomes for %s yet", k)
	return nil
}

// carriedOn checks that what stays in escrow once the round is settled is
// money that stays on the layout into the next round: only at the games
// whose engine carries it (game.Carrier: craps), and exactly the wagers
// the table shows.
func carriedOn(t *testing.T, tb *table.Table, a table.Actor, g game.Game, held money.Amount) {
	t.Helper()
	tt, err := g.Spec.ParseTable(nil)
	if err != nil {
		t.Fatal(err)
	}
	e, err := g.New(tt, game.NewTape(nil))
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := e.(game.Carrier); !ok {
		t.Fatalf("%s is left in escrow at a game that carries nothing from one round to the next", held)
	}
	st, err := tb.State(ctx, a)
	if err != nil {
		t.Fatal(err)
	}
	var sum money.Amount
	for _, w := range st.View.Wagers {
		sum += w.Amount
	}
	if sum != held {
		t.Fatalf("%s is in escrow but the layout shows %s", held, sum)
	}
}

// pick chooses seat 1's step from what the table offers it: while bets
// are open, the smallest amount on each of its own wagers not yet placed
// (a game may need several, Multi-Action's 26.4); then its decisions,
// standing where it may.
func pick(st table.State, placed map[string]bool) (game.Step, bool) {
	var mine []game.Option
	for _, o := range st.Options {
		if o.Seat == 1 && o.Player == "" {
			mine = append(mine, o)
		}
	}
	if st.Phase == game.PhaseBets {
		// At most 3 wagers, offered together in one step: enough for every
		// game's required ones (Multi-Action's three, 26.4), and a roulette
		// or craps layout of a hundred places is not played out spot by spot.
		s := game.Step{Seat: 1}
		for _, o := range mine {
			if o.Kind == game.KindWager && !placed[o.Name] && o.Max >= o.Min && len(placed)+len(s.Wagers) < 3 {
				s.Wagers = append(s.Wagers, game.WagerAmount{ID: o.Name, Amount: max(o.Min, min(o.Max, money.Amount(100)))})
			}
		}
		if len(s.Wagers) > 0 || slices.ContainsFunc(mine, func(o game.Option) bool { return o.Kind == game.KindWager }) {
			return s, len(s.Wagers) > 0
		}
		// A game without wagers (a slot machine): its act is the play.
	} else if st.Turn != 1 {
		return game.Step{}, false
	}
	acts := slices.DeleteFunc(mine, func(o game.Option) bool { return o.Kind != game.KindAct })
	if len(acts) == 0 {
		return game.Step{}, false
	}
	o := acts[0]
	if i := slices.IndexFunc(acts, func(o game.Option) bool { return o.Name == "stand" }); i >= 0 {
		o = acts[i]
	}
	s := game.Step{Seat: 1, Act: o.Name}
	if o.Min > 0 {
		s.Amount, s.HasAmt = o.Min, true
	}
	return s, true
}

// Once the dealer's outcome completes the waiting step, the table no
// longer says it waits: the last state a watcher gets is not "waiting".
func TestOutcomeEndsTheWait(t *testing.T) {
	f := newFixture(t, dbtest.SQLite(t), store.Live, "sic-bo", `{}`, store.Timing{})
	pat := table.Actor{User: f.player.ID, Role: store.RolePlayer, Name: "pat"}
	dee := table.Actor{User: f.dealer.ID, Role: store.RoleDealer, Name: "dee"}
	tb := f.open()
	if err := tb.Sit(ctx, pat, 1); err != nil {
		t.Fatal(err)
	}
	step(t, tb, pat, `{"seat": 1, "wager": {"big": 500}}`)
	w, err := tb.Watch(ctx, dee)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Stop()
	live(t, tb, dee, dee, game.Step{Dealer: "roll"}, outcomeSource(t, game.OutcomeDice3, "sic-bo"))
	var last table.State
	for {
		select {
		case st := <-w.C:
			last = st
			continue
		case <-time.After(50 * time.Millisecond):
		}
		break
	}
	if last.Phase != game.PhaseOver || last.Waiting {
		t.Errorf("after the roll the dealer is shown %s, waiting %v; want the settled round, not waiting", last.Phase, last.Waiting)
	}
}
