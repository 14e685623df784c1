package table_test

import (
	"encoding/json"
	"errors"
	"os"
	"testing"
	"time"

	"croupier/game"
	"croupier/internal/dbtest"
	"croupier/internal/store"
	"croupier/internal/table"
	"croupier/money"
)

// Two live Caribbean Stud tables share the game's progressive pool (67.21):
// the first table to open seeds it from the house; a round draws on the
// amount the pool holds as the bets close; a royal flush at one table is
// paid from the pool, which is reset to its seed and gets the round's
// contribution; the other table's display shows the new amount without a
// step of its own; and the books balance throughout.
func TestJackpotPoolSharedByTables(t *testing.T) {
	for _, db := range dbtest.All(t) {
		t.Run(db.Adapter, func(t *testing.T) {
			const options = `{"progressive": true, "seed": 100000}`
			f := newFixture(t, db, store.Live, "caribbean-stud", options, store.Timing{})
			f.cfg.Board = table.NewBoard(25)
			row2 := f.another("T2", "caribbean-stud", options)
			pool := store.Pool("caribbean-stud")
			t1 := f.open()
			t2 := f.openRow(row2)
			// Seeded once, by the first table: $1,000 from the house.
			if p, h := f.balance(pool), f.balance(store.House); p != 100000 || h != -100000 {
				t.Fatalf("pool %s and house %s after both tables opened, want 1000.00 and -1000.00", p, h)
			}

			pat := table.Actor{User: f.player.ID, Role: store.RolePlayer, Name: "pat"}
			dee := table.Actor{User: f.dealer.ID, Role: store.RoleDealer, Name: "dee"}
			if err := t1.Sit(ctx, pat, 1); err != nil {
				t.Fatal(err)
			}
			step(t, t1, pat, `{"seat": 1, "wager": {"ante": 500, "progressive": 100}}`)
			// A dealer cannot say what the jackpot is: it comes from the pool.
			if _, err := t1.Step(ctx, dee, game.Step{Dealer: "no-more-bets", Args: map[string]json.RawMessage{"jackpot": json.RawMessage("5")}}); !errors.Is(err, table.ErrForbidden) {
				t.Fatalf("a dealer's jackpot: %v, want forbidden", err)
			}

			w, err := t2.Watch(ctx, pat)
			if err != nil {
				t.Fatal(err)
			}
			defer w.Stop()
			if st := <-w.C; st.Jackpot == nil || *st.Jackpot != 100000 {
				t.Fatalf("table 2 shows a jackpot of %v, want 1000.00", st.Jackpot)
			}

			deal := waitFor(t, ctx, t1, dee, game.Step{Dealer: "no-more-bets"})
			if _, err := outcomes(t, t1, dee, "Ts", "Js", "Qs", "Ks", "As", "Qd", "Jc", "8h", "4c", "3d"); err != nil {
				t.Fatal(err)
			}
			if err := <-deal; err != nil {
				t.Fatal(err)
			}
			step(t, t1, pat, `{"seat": 1, "act": "raise"}`)

			// The dealer's queen-high does not open (67.17): ante +500, raise
			// pushes; the royal flush takes 100% of the $1,000 told as the
			// bets closed (67.21, G2): +100000.
			f.money(10000+500+100000, 0)
			// The pool paid 100000, was reset to the 100000 seed by the
			// house, and took 25 cents of the $1 wager: 100025.
			if p := f.balance(pool); p != 100025 {
				t.Errorf("pool %s after the royal flush, want 1000.25", p)
			}
			f.audit()

			timeout := time.After(10 * time.Second)
			for {
				select {
				case st := <-w.C:
					if st.Jackpot != nil && *st.Jackpot == money.Amount(100025) {
						return
					}
				case <-timeout:
					t.Fatal("table 2's display did not show the reset jackpot of 1000.25")
				}
			}
		})
	}
}

// Blackjack's 21.2 progressive draws on its own pool, pool:blackjack,
// seeded by the first table offering it (its jackpot option when no seed
// is set); a table without the progressive wager neither seeds nor shows
// one.
func TestJackpotPoolBlackjack(t *testing.T) {
	for _, db := range dbtest.All(t) {
		t.Run(db.Adapter, func(t *testing.T) {
			f := newFixture(t, db, store.Live, "blackjack", `{"side-bets": ["progressive"], "jackpot": 50000}`, store.Timing{})
			f.cfg.Board = table.NewBoard(25)
			tb := f.open()
			if p := f.balance(store.Pool("blackjack")); p != 50000 {
				t.Errorf("pool:blackjack %s, want 500.00", p)
			}
			pat := table.Actor{User: f.player.ID, Role: store.RolePlayer, Name: "pat"}
			st, err := tb.State(ctx, pat)
			if err != nil {
				t.Fatal(err)
			}
			if st.Jackpot == nil || *st.Jackpot != 50000 {
				t.Errorf("the table shows a jackpot of %v, want 500.00", st.Jackpot)
			}

			g := newFixture(t, dbtest.SQLite(t), store.Live, "war", `{}`, store.Timing{})
			g.cfg.Board = f.cfg.Board
			st, err = g.open().State(ctx, pat)
			if err != nil {
				t.Fatal(err)
			}
			if st.Jackpot != nil {
				t.Errorf("a War table shows a jackpot of %d", *st.Jackpot)
			}
		})
	}
}

// An award the pool no longer holds when the round settles (another table
// paid from it after this round was told the amount) is paid in full: the
// pool pays what it holds and the house the rest, so the pool never goes
// below zero and the books balance.
func TestJackpotPoolShortfallPaidByTheHouse(t *testing.T) {
	for _, db := range dbtest.All(t) {
		t.Run(db.Adapter, func(t *testing.T) {
			f := newFixture(t, db, store.Live, "caribbean-stud", `{"progressive": true, "seed": 100000}`, store.Timing{})
			f.cfg.Board = table.NewBoard(25)
			tb := f.open()
			pool := store.Pool("caribbean-stud")
			pat := table.Actor{User: f.player.ID, Role: store.RolePlayer, Name: "pat"}
			dee := table.Actor{User: f.dealer.ID, Role: store.RoleDealer, Name: "dee"}
			if err := tb.Sit(ctx, pat, 1); err != nil {
				t.Fatal(err)
			}
			step(t, tb, pat, `{"seat": 1, "wager": {"ante": 500, "progressive": 100}}`)
			deal := waitFor(t, ctx, tb, dee, game.Step{Dealer: "no-more-bets"})
			// Told $1,000 as the bets closed; then $700 leaves the pool
			// (as another table's award would).
			err := f.s.Do(ctx, func(tx store.Tx) error {
				_, err := tx.Post(store.Transfer{Key: "drain", Kind: "adjust", Legs: []store.Leg{{Account: pool, Amount: -70000}, {Account: store.House, Amount: 70000}}})
				return err
			})
			if err != nil {
				t.Fatal(err)
			}
			if _, err := outcomes(t, tb, dee, "Ts", "Js", "Qs", "Ks", "As", "Qd", "Jc", "8h", "4c", "3d"); err != nil {
				t.Fatal(err)
			}
			if err := <-deal; err != nil {
				t.Fatal(err)
			}
			house := f.balance(store.House)
			step(t, tb, pat, `{"seat": 1, "act": "raise"}`)
			// The royal flush is paid the $1,000 told (67.21, G2) and the ante
			// $5: the pool's $300 and $705.00 from the house.
			f.money(10000+500+100000, 0)
			// The pool: 30000 − 30000 paid + 100000 seed + 25 contribution.
			if p := f.balance(pool); p != 100025 {
				t.Errorf("pool %s, want 1000.25", p)
			}
			// The house pays the ante's $5 and the $1,000 award, takes back
			// the $300 the pool held, puts the $1,000 seed back and the 25
			// cents of the $1 wager (returned to the winner) in.
			if h := f.balance(store.House); h != house-500-100000+30000-100000-25 {
				t.Errorf("house %s, was %s", h, house)
			}
			f.audit()
		})
	}
}

// Two linked slot machines (91, 92) share the pool pool:slots:sevens: the
// first to open seeds it with the machines' reset value; each play adds
// rate × unit cost = 1/100 × 100 = 1 cent; a hit at the other machine pays
// the amount the pool holds as its play begins, the pool restarts at the
// reset value plus that play's cent, and the first machine's display shows
// it. Worked by hand:
//
//	machine A, 1 1 1: bar bar bar pays 10 × 4 coins × 25 = 1000, net +900; pool 100001
//	machine A, 1 1 1: again, net +900; pool 100002
//	machine B, 0 0 0: 7 7 7 pays 200 × 100 = 20000 and the jackpot 100002, net +119902; pool 100000 + 1
//
// The player's wallet ends at 10000 + 900 + 900 + 119902 = 131702; the
// house paid the seed, the wins and the cents it put in the pool:
// −100000 − 901 − 901 − 119902 + 1 (the pool's part of the award beyond
// the reset) = −221703.
func TestJackpotPoolLinkedSlots(t *testing.T) {
	for _, db := range dbtest.All(t) {
		t.Run(db.Adapter, func(t *testing.T) {
			machine := func(name string) string {
				raw, err := os.ReadFile("../../examples/slots/" + name + ".json")
				if err != nil {
					t.Fatal(err)
				}
				return `{"machine": ` + string(raw) + `}`
			}
			f := newFixture(t, db, store.Live, "slots", machine("linked-a"), store.Timing{})
			f.cfg.Board = table.NewBoard(25)
			row2 := f.another("B", "slots", machine("linked-b"))
			pool := store.Pool("slots:sevens")
			a := f.open()
			b := f.openRow(row2)
			if p, h := f.balance(pool), f.balance(store.House); p != 100000 || h != -100000 {
				t.Fatalf("pool %s and house %s after both machines opened, want 1000.00 and -1000.00", p, h)
			}
			pat := table.Actor{User: f.player.ID, Role: store.RolePlayer, Name: "pat"}
			dee := table.Actor{User: f.dealer.ID, Role: store.RoleDealer, Name: "dee"}
			for _, tb := range []*table.Table{a, b} {
				if err := tb.Sit(ctx, pat, 1); err != nil {
					t.Fatal(err)
				}
			}
			// A player cannot say what the jackpot is: it comes from the pool.
			if _, err := a.Step(ctx, pat, game.Step{Seat: 1, Act: "spin", Args: map[string]json.RawMessage{"jackpot": json.RawMessage("5")}}); !errors.Is(err, table.ErrForbidden) {
				t.Fatalf("a player's jackpot: %v, want forbidden", err)
			}
			play := func(tb *table.Table, stops string) {
				t.Helper()
				done := waitFor(t, ctx, tb, pat, game.Step{Seat: 1, Act: "spin"})
				if _, err := tb.Outcomes(ctx, dee, []json.RawMessage{json.RawMessage(stops)}); err != nil {
					t.Fatal(err)
				}
				if err := <-done; err != nil {
					t.Fatal(err)
				}
			}
			play(a, "[1,1,1]")
			play(a, "[1,1,1]")
			if p := f.balance(pool); p != 100002 {
				t.Fatalf("pool %s after two plays, want 1000.02", p)
			}
			w, err := a.Watch(ctx, pat)
			if err != nil {
				t.Fatal(err)
			}
			defer w.Stop()
			if st := <-w.C; st.Jackpot == nil || *st.Jackpot != 100002 {
				t.Fatalf("machine A shows a jackpot of %v, want 1000.02", st.Jackpot)
			}
			play(b, "[0,0,0]")
			if p, h, wal := f.balance(pool), f.balance(store.House), f.balance(store.Wallet(f.player.ID)); p != 100001 || h != -221703 || wal != 131702 {
				t.Errorf("pool %s, house %s, wallet %s after the hit; want 1000.01, -2217.03, 1317.02", p, h, wal)
			}
			f.audit()
			timeout := time.After(10 * time.Second)
			for {
				select {
				case st := <-w.C:
					if st.Jackpot != nil && *st.Jackpot == 100001 {
						return
					}
				case <-timeout:
					t.Fatal("machine A's display did not show the reset jackpot of 1000.01")
				}
			}
		})
	}
}
