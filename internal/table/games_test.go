package table_test

import (
	"encoding/json"
	"slices"
	"testing"

	"croupier/catalog"
	"croupier/game"
	"croupier/internal/store"
	"croupier/internal/store/storetest"
	"croupier/internal/table"
	"croupier/money"
	"croupier/replay"
)

// Every game the catalog marks available plays on an electronic table
// through the server's table: a player sits, places the smallest wager
// Legal offers him, takes a decision when one is his (stand where the game
// has it), and the round settles; the ledger then holds exactly the
// wallet's opening balance plus the round's net, nothing stays in escrow,
// and the stored round re-settles from its script (audit).
func TestEveryGameElectronic(t *testing.T) {
	for _, g := range catalog.All() {
		if !g.Spec.Available {
			continue
		}
		t.Run(g.Spec.ID, func(t *testing.T) {
			db := storetest.DBs(t)[0] // a database of its own: SQLite
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
			for st := range w.C {
				if len(placed) > 0 && st.Phase == game.PhaseOver {
					break
				}
				if s, ok := pick(st, placed); ok {
					if _, err := tb.Step(ctx, pat, s); err != nil && s.Kind() != game.KindWager {
						t.Fatalf("%+v: %v", s, err) // a wager may come after the window closed
					}
					for _, w := range s.Wagers {
						placed[w.ID] = true
					}
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
			f.money(10000+res.Net["1"], 0)
		})
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
		for _, o := range mine {
			if o.Kind == game.KindWager && !placed[o.Name] && o.Max >= o.Min {
				return game.Step{Seat: 1, Wagers: []game.WagerAmount{{ID: o.Name, Amount: max(o.Min, min(o.Max, money.Amount(100)))}}}, true
			}
		}
		return game.Step{}, false
	}
	if st.Turn != 1 {
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
