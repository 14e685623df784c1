package table_test

import (
	"testing"

	"croupier/game"
	"croupier/internal/dbtest"
	"croupier/internal/store"
	"croupier/internal/table"
)

// A poker room game at an electronic table, played by the table's clock:
// two players bring $50 each, the table deals once its betting window
// closes, and a player who does not act in time checks or else folds. The
// first game's button is the last seat with stakes, seat 2; heads-up the
// button posts the small blind ($1) and acts first (67.88(20)); he folds
// when his time runs out. Seat 1's big blind ($2) is matched by $1 only:
// $1 comes back (67.103(2)) and he wins the $2 pot less the 5% commission,
// 10 cents (67.108): pat +$0.90, sam −$1.00, the commission account +$0.10
// (internal/server's TestPokerRoomLiveGame checks the house moves nothing).
func TestPokerRoomElectronic(t *testing.T) {
	for _, db := range dbtest.All(t) {
		t.Run(db.Adapter, func(t *testing.T) {
			f := newFixture(t, db, store.Electronic, "poker-room", `{"variant": "NT", "seats": 2, "min-buy-in": 1000, "rake-percent": 5}`,
				store.Timing{Bets: 20, Decision: 30, Result: 60000})
			var sam store.User
			err := f.s.Do(ctx, func(tx store.Tx) (err error) {
				if sam, err = tx.CreateUser("sam", "x", store.RolePlayer); err != nil {
					return err
				}
				_, err = tx.Post(store.Transfer{Key: "cash-in-sam", Kind: "cash-in", Legs: []store.Leg{{Account: store.Cage, Amount: -10000}, {Account: store.Wallet(sam.ID), Amount: 10000}}})
				return err
			})
			if err != nil {
				t.Fatal(err)
			}
			pat := table.Actor{User: f.player.ID, Role: store.RolePlayer, Name: "pat"}
			sa := table.Actor{User: sam.ID, Role: store.RolePlayer, Name: "sam"}
			tb := f.open()
			w, err := tb.Watch(ctx, pat)
			if err != nil {
				t.Fatal(err)
			}
			defer w.Stop()
			for i, a := range []table.Actor{pat, sa} {
				if err := tb.Sit(ctx, a, i+1); err != nil {
					t.Fatal(err)
				}
				if _, err := tb.Step(ctx, a, game.Step{Seat: i + 1, Wagers: []game.WagerAmount{{ID: "stakes", Amount: 5000}}}); err != nil {
					t.Fatal(err)
				}
			}
			for st := range w.C {
				if st.Phase == game.PhaseOver {
					break
				}
			}
			if rounds := f.audit(); len(rounds) != 1 {
				t.Fatalf("%d games stored, want 1", len(rounds))
			}
			for acct, want := range map[string]int64{store.Wallet(f.player.ID): 10090, store.Wallet(sam.ID): 9900, store.Commission: 10,
				store.Escrow(f.row.ID): 0} {
				if got := f.balance(acct); int64(got) != want {
					t.Errorf("%s: %s, want %d cents", acct, got, want)
				}
			}
		})
	}
}
