package table_test

import (
	"encoding/json"
	"fmt"
	"testing"

	"croupier/game"
	"croupier/internal/dbtest"
	"croupier/internal/store"
	"croupier/internal/table"
	"croupier/money"
)

// roll has the live dealer roll and enter the dice a, b.
func roll(t *testing.T, tb *table.Table, dee table.Actor, a, b int) {
	t.Helper()
	errc := waitFor(t, ctx, tb, dee, game.Step{Dealer: "roll"})
	if _, err := tb.Outcomes(ctx, dee, []json.RawMessage{json.RawMessage(fmt.Sprintf("[%d,%d]", a, b))}); err != nil {
		t.Fatalf("dice %d-%d: %v", a, b, err)
	}
	if err := <-errc; err != nil {
		t.Fatalf("roll %d-%d: %v", a, b, err)
	}
}

// A live craps table keeps its point, its come bets, a place bet that
// won and stays up and a buy bet's commission across two restarts
// (95.14–95.17, rulings C2, C5, C7). Every amount is worked out by hand:
//
//	pass 1000; roll 3-3: the point is 6                  wallet 9000
//	come 500, pass odds 2000, place 8 600, buy 4 2000
//	  and its 5% commission, 100 (95.17(2))              wallet 3800
//	roll 4-4: the come travels to 8; place 8 pays 7 to 6
//	  on 600 = 700 and stays up (C5)                     wallet 4500
//	— restart —
//	come odds on 8, 1000                                 wallet 3500
//	roll 2-6: come 8 wins 500 and its odds 6 to 5, 1200:
//	  1000 + 1200 + 500 + 500 back; place 8 700 again   wallet 7400
//	— restart —
//	roll 3-4: seven out: pass, its odds, place 8 and
//	  buy 4 lose (95.14(1), 95.16(1), 95.17); the buy's
//	  commission goes to the house (C2, C7)              wallet 7400
func TestLiveCrapsCarriesAcrossRestarts(t *testing.T) {
	for _, db := range dbtest.All(t) {
		t.Run(db.Adapter, func(t *testing.T) {
			f := newFixture(t, db, store.Live, "craps", `{}`, store.Timing{})
			pat := table.Actor{User: f.player.ID, Role: store.RolePlayer}
			dee := table.Actor{User: f.dealer.ID, Role: store.RoleDealer}
			tb := f.open()
			if err := tb.Sit(ctx, pat, 1); err != nil {
				t.Fatal(err)
			}
			step(t, tb, pat, `{"seat": 1, "wager": {"pass": 1000}}`)
			roll(t, tb, dee, 3, 3)
			f.money(9000, 1000)
			step(t, tb, pat, `{"seat": 1, "wager": {"come": 500, "pass-odds": 2000, "place-8": 600, "buy-4": 2000}}`)
			f.money(3800, 6200)
			roll(t, tb, dee, 4, 4)
			f.money(4500, 6200)

			tb.Close()
			tb = f.open()
			f.money(4500, 6200)
			st, err := tb.State(ctx, pat)
			if err != nil {
				t.Fatal(err)
			}
			held := map[string]money.Amount{}
			for _, w := range st.View.Wagers {
				held[w.ID] = w.Amount
			}
			want := map[string]money.Amount{"pass": 1000, "pass-odds": 2000, "come-8": 500, "place-8": 600, "buy-4": 2000}
			if fmt.Sprint(held) != fmt.Sprint(want) {
				t.Fatalf("after the restart the layout holds %v, want %v", held, want)
			}
			step(t, tb, pat, `{"seat": 1, "wager": {"come-odds-8": 1000}}`)
			roll(t, tb, dee, 2, 6)
			f.money(7400, 5700)

			tb.Close()
			tb = f.open()
			f.money(7400, 5700)
			roll(t, tb, dee, 3, 4)
			f.money(7400, 0)
			if c := f.balance(store.Commission); c != 100 {
				t.Fatalf("the commission account holds %s, want the buy's 100", c)
			}
			rounds := f.audit()
			if len(rounds) != 4 {
				t.Fatalf("%d rounds stored, want one per roll: 4", len(rounds))
			}
		})
	}
}

// spin has the live dealer spin and enter pocket p after revs revolutions.
func spin(t *testing.T, tb *table.Table, dee table.Actor, p string, revs int) {
	t.Helper()
	errc := waitFor(t, ctx, tb, dee, game.Step{Dealer: "spin"})
	if _, err := tb.Outcomes(ctx, dee, []json.RawMessage{json.RawMessage(fmt.Sprintf(`{"pocket":%q,"revolutions":%d}`, p, revs))}); err != nil {
		t.Fatalf("pocket %s: %v", p, err)
	}
	if err := <-errc; err != nil {
		t.Fatalf("spin %s: %v", p, err)
	}
}

// A roulette double (72.1) waits in escrow across a restart between its
// two spins and is paid 1200 to 1 on the second (ruling R2, doubles but
// no triples): 100 cents on double-17 and 100 on straight-17; the first
// 17 pays the straight 35 to 1 (3500) and leaves the double up; after the
// restart a second 17 pays the double 120000.
func TestLiveRouletteDoubleAcrossARestart(t *testing.T) {
	for _, db := range dbtest.All(t) {
		t.Run(db.Adapter, func(t *testing.T) {
			f := newFixture(t, db, store.Live, "roulette", `{"doubles": "double"}`, store.Timing{})
			pat := table.Actor{User: f.player.ID, Role: store.RolePlayer}
			dee := table.Actor{User: f.dealer.ID, Role: store.RoleDealer}
			tb := f.open()
			if err := tb.Sit(ctx, pat, 1); err != nil {
				t.Fatal(err)
			}
			step(t, tb, pat, `{"seat": 1, "wager": {"double-17": 100, "straight-17": 100}}`)
			step(t, tb, dee, `{"dealer": "no-more-bets"}`)
			spin(t, tb, dee, "17", 9)
			f.money(10000-200+100+3500, 100)

			tb.Close()
			tb = f.open()
			f.money(13400, 100)
			step(t, tb, dee, `{"dealer": "next-round"}`)
			spin(t, tb, dee, "17", 8)
			f.money(13400+100+120000, 0)
			if rounds := f.audit(); len(rounds) != 2 {
				t.Fatalf("%d rounds stored, want 2", len(rounds))
			}
		})
	}
}
