package table_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"croupier/catalog"
	"croupier/game"
	"croupier/internal/dbtest"
	"croupier/internal/store"
	"croupier/internal/table"
	"croupier/money"
	"croupier/replay"
	"croupier/rng"
	"croupier/rng/seeded"
)

var ctx = context.Background()

type fixture struct {
	t      *testing.T
	s      store.Store
	player store.User
	dealer store.User
	row    store.Table
	cfg    table.Config
}

func newFixture(t *testing.T, db dbtest.DB, mode string, gameID string, options string, timing store.Timing) *fixture {
	f := &fixture{t: t, s: dbtest.Open(t, db)}
	f.cfg = table.Config{Store: f.s, Owner: "test", Gen: func() game.Generator { return rng.NewDealer(seeded.New(11)) }}
	err := f.s.Do(ctx, func(tx store.Tx) (err error) {
		if f.player, err = tx.CreateUser("pat", "x", store.RolePlayer); err != nil {
			return err
		}
		if f.dealer, err = tx.CreateUser("dee", "x", store.RoleDealer); err != nil {
			return err
		}
		if _, err := tx.Post(store.Transfer{Key: "cash-in", Kind: "cash-in", Legs: []store.Leg{{Account: store.Cage, Amount: -10000}, {Account: store.Wallet(f.player.ID), Amount: 10000}}}); err != nil {
			return err
		}
		f.row, err = tx.CreateTable(store.Table{Name: "T1", Game: gameID, Mode: mode, Options: json.RawMessage(options), Timing: timing, Dealer: f.dealer.ID})
		if err != nil {
			return err
		}
		ok, err := tx.Lease(f.row.ID, "test", time.Now().Add(time.Hour).UnixMilli(), time.Now().UnixMilli())
		if !ok && err == nil {
			err = errors.New("no lease")
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func (f *fixture) open() *table.Table {
	f.t.Helper()
	return f.openRow(f.row)
}

// openRow opens the table stored as row, closed when the test ends.
func (f *fixture) openRow(row store.Table) *table.Table {
	f.t.Helper()
	tb, err := table.Open(ctx, f.cfg, row)
	if err != nil {
		f.t.Fatal(err)
	}
	f.t.Cleanup(tb.Close)
	return tb
}

// another stores a second live table of the fixture's dealer, its lease
// held by this test's server, not yet open.
func (f *fixture) another(name, gameID, options string) store.Table {
	f.t.Helper()
	var row store.Table
	err := f.s.Do(ctx, func(tx store.Tx) (err error) {
		row, err = tx.CreateTable(store.Table{Name: name, Game: gameID, Mode: store.Live, Options: json.RawMessage(options), Dealer: f.dealer.ID})
		if err != nil {
			return err
		}
		_, err = tx.Lease(row.ID, "test", time.Now().Add(time.Hour).UnixMilli(), time.Now().UnixMilli())
		return err
	})
	if err != nil {
		f.t.Fatal(err)
	}
	return row
}

func (f *fixture) balance(acct string) money.Amount {
	f.t.Helper()
	var b money.Amount
	if err := f.s.ReadOnly(ctx, func(tx store.Tx) (err error) { b, err = tx.Balance(acct); return err }); err != nil {
		f.t.Fatal(err)
	}
	return b
}

func (f *fixture) money(wallet, escrow money.Amount) {
	f.t.Helper()
	if w, e := f.balance(store.Wallet(f.player.ID)), f.balance(store.Escrow(f.row.ID)); w != wallet || e != escrow {
		f.t.Fatalf("wallet %s and escrow %s, want %s and %s", w, e, wallet, escrow)
	}
}

func (f *fixture) audit() []store.Round {
	f.t.Helper()
	var probs []store.Problem
	var chain []store.ChainProblem
	var rounds []store.Round
	err := f.s.ReadOnly(ctx, func(tx store.Tx) (err error) {
		if probs, err = store.Check(tx); err != nil {
			return err
		}
		if _, chain, err = store.VerifyChain(tx, nil); err != nil {
			return err
		}
		rounds, err = tx.Rounds(f.row.ID, 0, 100)
		return err
	})
	if err != nil {
		f.t.Fatal(err)
	}
	if len(probs)+len(chain) > 0 {
		f.t.Fatalf("ledger %+v chain %+v", probs, chain)
	}
	for _, r := range rounds {
		if r.Status != store.RoundSettled {
			continue
		}
		s, err := replay.Parse(strings.NewReader(string(r.Script)))
		if err != nil {
			f.t.Fatal(err)
		}
		res, err := replay.Run(s, catalog.Lookup)
		if err != nil {
			f.t.Fatalf("round %d does not replay: %v", r.ID, err)
		}
		got, _ := json.Marshal(res.Last()) // it may start with the rounds it carries from
		var want, have any
		json.Unmarshal(r.Result, &want)
		json.Unmarshal(got, &have)
		if fmt.Sprint(want) != fmt.Sprint(have) {
			f.t.Fatalf("round %d re-settles to %s, stored %s", r.ID, got, r.Result)
		}
	}
	return rounds
}

func step(t *testing.T, tb *table.Table, a table.Actor, s string) table.Result {
	t.Helper()
	var st game.Step
	if err := json.Unmarshal([]byte(s), &st); err != nil {
		t.Fatal(err)
	}
	r, err := tb.Step(ctx, a, st)
	if err != nil {
		t.Fatalf("%s: %v", s, err)
	}
	return r
}

// waitFor takes step s for a on a goroutine of its own and returns once
// the table shows the step waiting for the dealer's outcomes. The channel
// receives the step's error when it completes, or ErrWaiting once stepCtx
// ends.
func waitFor(t *testing.T, stepCtx context.Context, tb *table.Table, a table.Actor, s game.Step) <-chan error {
	t.Helper()
	w, err := tb.Watch(ctx, a)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Stop()
	errc := make(chan error, 1)
	go func() {
		_, err := tb.Step(stepCtx, a, s)
		errc <- err
	}()
	timeout := time.After(10 * time.Second)
	for {
		select {
		case st, ok := <-w.C:
			if !ok {
				t.Fatalf("%+v: the table stopped before the step waited for the dealer", s)
			}
			if st.Waiting {
				return errc
			}
		case err := <-errc:
			t.Fatalf("%+v did not wait for the dealer: %v", s, err)
		case <-timeout:
			t.Fatalf("%+v is not waiting for the dealer after 10s", s)
		}
	}
}

func outcomes(t *testing.T, tb *table.Table, a table.Actor, cards ...string) (table.Result, error) {
	t.Helper()
	var es []json.RawMessage
	for _, c := range cards {
		es = append(es, json.RawMessage(`"`+c+`"`))
	}
	return tb.Outcomes(ctx, a, es)
}

// A live War table (67.33–67.40) run by a dealer account, with the server
// stopped and reopened at every point of the round: after the wager, while
// the deal waits for cards, while the seat's war decision is owed, and
// after the settlement. The holds in escrow always match the layout, no
// cent is made or lost, and the round is recorded, chained and replays.
func TestLiveWarRecoversAtEveryPoint(t *testing.T) {
	for _, db := range dbtest.All(t) {
		t.Run(db.Adapter, func(t *testing.T) {
			f := newFixture(t, db, store.Live, "war", `{"decks": 6}`, store.Timing{})
			pat := table.Actor{User: f.player.ID, Role: store.RolePlayer}
			dee := table.Actor{User: f.dealer.ID, Role: store.RoleDealer}
			tb := f.open()
			if err := tb.Sit(ctx, pat, 1); err != nil {
				t.Fatal(err)
			}
			step(t, tb, pat, `{"seat": 1, "wager": {"main": 1000, "tie": 100}}`)
			f.money(8900, 1100)

			tb.Close() // crash after the wager
			tb = f.open()
			f.money(8900, 1100)

			// 67.37: the seat's card, then the dealer's; the deal waits for both.
			short, cancel := context.WithCancel(ctx)
			deal := waitFor(t, short, tb, dee, game.Step{Dealer: "no-more-bets"})
			cancel()
			if err := <-deal; !errors.Is(err, table.ErrWaiting) {
				t.Fatalf("the deal with no cards entered: %v, want waiting", err)
			}
			if _, err := outcomes(t, tb, dee, "Kd"); err != nil {
				t.Fatal(err)
			}
			if _, err := outcomes(t, tb, dee, "Kx"); err == nil {
				t.Fatal("a card of no suit was accepted")
			}
			if _, err := outcomes(t, tb, dee, "Kh"); err != nil {
				t.Fatal(err)
			}
			// Equal ranks: the seat owes its war-or-surrender decision
			// (67.39); everything stays in escrow until the round settles.
			f.money(8900, 1100)

			tb.Close() // crash while the decision is owed
			tb = f.open()
			st, _ := tb.State(ctx, pat)
			if st.Phase != game.PhaseDecision || st.Turn != 1 {
				t.Fatalf("after the restart the round is in %s (turn %d), want seat 1's decision", st.Phase, st.Turn)
			}
			f.money(8900, 1100)

			// 67.39: going to war places an equal wager; three burns, the
			// seat's card, three burns, the dealer's card. The step waits
			// for them, and the dealer enters them.
			war := waitFor(t, ctx, tb, pat, game.Step{Seat: 1, Act: "war"})
			if _, err := outcomes(t, tb, dee, "2c", "3c", "4c", "As", "5c", "6c", "7c", "9s"); err != nil {
				t.Fatal(err)
			}
			if err := <-war; err != nil {
				t.Fatalf("war: %v", err)
			}
			// Seat's ace beats the nine after the war: the main wager wins
			// 1 to 1 and the war wager pushes (67.39(3)); the tie wager won
			// 10 to 1 (67.40). Wallet: 8900 less the war wager 1000, then
			// back: main 1000 + 1000, war 1000, tie 100 + 1000.
			f.money(12000, 0)

			tb.Close() // crash after the settlement
			tb = f.open()
			f.money(12000, 0)
			rounds := f.audit()
			if len(rounds) != 1 {
				t.Fatalf("%d rounds recorded, want 1", len(rounds))
			}
			var r store.Round
			f.s.ReadOnly(ctx, func(tx store.Tx) (err error) { r, err = tx.Round(rounds[0].ID); return err })
			if len(r.Players) != 1 || r.Players[0].BalanceBefore != 10000 || r.Players[0].BalanceAfter != 12000 || r.Players[0].Net != 2000 || fmt.Sprint(r.Players[0].Seats) != "[1]" {
				t.Fatalf("round players %+v, want seat 1, before 10000, after 12000, net 2000", r.Players)
			}
			step(t, tb, dee, `{"dealer": "next-round"}`)
		})
	}
}

// An electronic Sic Bo table (95.18–95.24): the server closes the bets when
// the window ends and rolls from its generator, settles, and starts the
// next round on its own.
func TestElectronicSicBoRunsItself(t *testing.T) {
	for _, db := range dbtest.All(t) {
		t.Run(db.Adapter, func(t *testing.T) {
			f := newFixture(t, db, store.Electronic, "sic-bo", `{}`, store.Timing{Bets: 30, Decision: 30, Result: 30})
			pat := table.Actor{User: f.player.ID, Role: store.RolePlayer}
			tb := f.open()
			if err := tb.Sit(ctx, pat, 2); err != nil {
				t.Fatal(err)
			}
			w, err := tb.Watch(ctx, pat)
			if err != nil {
				t.Fatal(err)
			}
			defer w.Stop()
			for range 3 {
				for st := range w.C {
					if st.Phase == game.PhaseBets && len(st.Options) > 0 {
						break
					}
				}
				step(t, tb, pat, `{"seat": 2, "wager": {"small": 500, "big": 500}}`)
				for st := range w.C {
					if st.Phase == game.PhaseOver {
						break
					}
				}
			}
			rounds := f.audit()
			if len(rounds) != 3 {
				t.Fatalf("%d rounds, want 3", len(rounds))
			}
			// Small and big together: a triple loses both (95.22), any other
			// roll wins one and loses the other, so each round is -1000 or 0.
			want := money.Amount(10000)
			for _, r := range rounds {
				var res replay.Result
				json.Unmarshal(r.Result, &res)
				n := res.Net["2"]
				if n != 0 && n != -1000 {
					t.Fatalf("round net %d, want 0 or -1000", n)
				}
				want += n
			}
			f.money(want, 0)
		})
	}
}

// Section 5: a wager the wallet cannot cover is refused, and the table is
// exactly as before (the engine rebuilt from the log).
func TestSection5WagerOverBalanceChangesNothing(t *testing.T) {
	for _, db := range dbtest.All(t) {
		t.Run(db.Adapter, func(t *testing.T) {
			f := newFixture(t, db, store.Live, "war", `{}`, store.Timing{})
			pat := table.Actor{User: f.player.ID, Role: store.RolePlayer}
			tb := f.open()
			tb.Sit(ctx, pat, 3)
			step(t, tb, pat, `{"seat": 3, "wager": {"main": 6000}}`)
			_, err := tb.Step(ctx, pat, game.Step{Seat: 3, Wagers: []game.WagerAmount{{ID: "tie", Amount: 5000}}})
			if !errors.Is(err, store.ErrInsufficient) {
				t.Fatalf("a wager over the balance: %v, want insufficient funds", err)
			}
			st, _ := tb.State(ctx, pat)
			if len(st.View.Wagers) != 1 || st.View.Wagers[0].Amount != 6000 {
				t.Fatalf("layout after the refused wager: %+v", st.View.Wagers)
			}
			f.money(4000, 6000)
			if _, err := tb.Step(ctx, pat, game.Step{Seat: 4, Wagers: []game.WagerAmount{{ID: "main", Amount: 100}}}); !errors.Is(err, table.ErrSeat) {
				t.Fatalf("a wager on a seat not held: %v", err)
			}
			dee := table.Actor{User: f.dealer.ID, Role: store.RoleDealer}
			if _, err := tb.Step(ctx, pat, game.Step{Dealer: "no-more-bets"}); !errors.Is(err, table.ErrForbidden) {
				t.Fatalf("a player announcing no more bets: %v", err)
			}
			sup := table.Actor{User: 99, Role: store.RoleSupervisor}
			if _, _, err := tb.Void(ctx, sup, "dealer exposed a card"); err != nil {
				t.Fatal(err)
			}
			f.money(10000, 0)
			rounds := f.audit()
			if len(rounds) != 1 || rounds[0].Status != store.RoundVoid {
				t.Fatalf("rounds %+v, want one void", rounds)
			}
			var void store.Round
			f.s.ReadOnly(ctx, func(tx store.Tx) (err error) { void, err = tx.Round(rounds[0].ID); return err })
			if len(void.Players) != 1 || fmt.Sprint(void.Players[0].Seats) != "[3]" || void.Players[0].Net != 0 {
				t.Fatalf("void round players %+v, want pat on seat 3, net 0", void.Players)
			}
			// The table goes on with a fresh shoe.
			step(t, tb, pat, `{"seat": 3, "wager": {"main": 100}}`)
			short, cancel := context.WithCancel(ctx)
			deal := waitFor(t, short, tb, dee, game.Step{Dealer: "no-more-bets"})
			cancel()
			if err := <-deal; !errors.Is(err, table.ErrWaiting) {
				t.Fatalf("the deal after the void: %v, want waiting for the cards", err)
			}
		})
	}
}

// A player with wagers on two seats: the round records both, in order,
// whichever he wagered on first.
func TestRoundRecordsEverySeat(t *testing.T) {
	for _, db := range dbtest.All(t) {
		t.Run(db.Adapter, func(t *testing.T) {
			f := newFixture(t, db, store.Live, "sic-bo", `{}`, store.Timing{})
			pat := table.Actor{User: f.player.ID, Role: store.RolePlayer, Name: "pat"}
			dee := table.Actor{User: f.dealer.ID, Role: store.RoleDealer, Name: "dee"}
			tb := f.open()
			for _, seat := range []int{3, 1} {
				if err := tb.Sit(ctx, pat, seat); err != nil {
					t.Fatal(err)
				}
			}
			step(t, tb, pat, `{"seat": 3, "wager": {"small": 500}}`)
			step(t, tb, pat, `{"seat": 1, "wager": {"big": 500}}`)
			if _, err := tb.Outcomes(ctx, dee, []json.RawMessage{json.RawMessage(`[1,3,6]`)}); err != nil {
				t.Fatal(err)
			}
			step(t, tb, dee, `{"dealer": "no-more-bets"}`)
			step(t, tb, dee, `{"dealer": "roll"}`)
			// 1+3+6 = 10: small (4–10) wins 1 to 1, big (11–17) loses
			// (95.22(6), (7)): +500 −500.
			f.money(10000, 0)
			rounds := f.audit()
			if len(rounds) != 1 {
				t.Fatalf("%d rounds, want 1", len(rounds))
			}
			var r store.Round
			f.s.ReadOnly(ctx, func(tx store.Tx) (err error) { r, err = tx.Round(rounds[0].ID); return err })
			if len(r.Players) != 1 || fmt.Sprint(r.Players[0].Seats) != "[1 3]" || r.Players[0].Net != 0 {
				t.Fatalf("round players %+v, want pat on seats [1 3], net 0", r.Players)
			}
		})
	}
}

// Blackjack at a live table with a standing player betting behind the
// seated player's box (16, ruling B11): each is paid from and to his own
// wallet, and the behind bettor may act only as himself.
func TestLiveBlackjackBehindBettor(t *testing.T) {
	for _, db := range dbtest.All(t) {
		t.Run(db.Adapter, func(t *testing.T) {
			f := newFixture(t, db, store.Live, "blackjack", `{"decks": 6}`, store.Timing{})
			var bob store.User
			err := f.s.Do(ctx, func(tx store.Tx) (err error) {
				if bob, err = tx.CreateUser("bob", "x", store.RolePlayer); err != nil {
					return err
				}
				_, err = tx.Post(store.Transfer{Key: "bob-in", Kind: "cash-in", Legs: []store.Leg{{Account: store.Cage, Amount: -3000}, {Account: store.Wallet(bob.ID), Amount: 3000}}})
				return err
			})
			if err != nil {
				t.Fatal(err)
			}
			pat := table.Actor{User: f.player.ID, Role: store.RolePlayer, Name: "pat"}
			bobA := table.Actor{User: bob.ID, Role: store.RolePlayer, Name: "bob"}
			dee := table.Actor{User: f.dealer.ID, Role: store.RoleDealer, Name: "dee"}
			tb := f.open()
			tb.Sit(ctx, pat, 1)
			step(t, tb, pat, `{"seat": 1, "wager": {"main": 1000}}`)
			if _, err := tb.Step(ctx, bobA, game.Step{Seat: 1, Player: "pat", Wagers: []game.WagerAmount{{ID: "behind", Amount: 500}}}); !errors.Is(err, table.ErrForbidden) {
				t.Fatalf("a behind wager in another's name: %v", err)
			}
			st, _ := tb.State(ctx, bobA)
			offered := false
			for _, o := range st.Options {
				offered = offered || (o.Name == "behind" && o.Seat == 1 && o.Player == "bob")
			}
			if !offered {
				t.Fatalf("bob is not offered a behind wager on box 1: %+v", st.Options)
			}
			step(t, tb, bobA, `{"seat": 1, "player": "bob", "wager": {"behind": 500}}`)
			// 22: the box's card, the dealer's up card, the box's second card;
			// no hole card (the default), so the dealer draws after the box.
			if _, err := outcomes(t, tb, dee, "Th", "6c", "9d"); err != nil {
				t.Fatal(err)
			}
			step(t, tb, dee, `{"dealer": "no-more-bets"}`)
			// The seated player stands on 19; the dealer draws T (16) and
			// must hit: K, 26, bust. Box and behind wager win 1 to 1 (18).
			if _, err := outcomes(t, tb, dee, "Ts", "Kc"); err != nil {
				t.Fatal(err)
			}
			step(t, tb, pat, `{"seat": 1, "act": "stand"}`)
			if w := f.balance(store.Wallet(f.player.ID)); w != 11000 {
				t.Fatalf("seated player's wallet %s, want 110.00", w)
			}
			if w := f.balance(store.Wallet(bob.ID)); w != 3500 {
				t.Fatalf("behind bettor's wallet %s, want 35.00", w)
			}
			rounds := f.audit()
			var res replay.Result
			json.Unmarshal(rounds[0].Result, &res)
			if res.Net["1"] != 1000 || res.Net["1:bob"] != 500 {
				t.Fatalf("round net %v, want seat 1 +1000 and 1:bob +500", res.Net)
			}
			// Both had money on box 1: the seated player's and, behind it, bob's.
			var r store.Round
			f.s.ReadOnly(ctx, func(tx store.Tx) (err error) { r, err = tx.Round(rounds[0].ID); return err })
			seats := map[int64]string{}
			for _, p := range r.Players {
				seats[p.User] = fmt.Sprint(p.Seats)
			}
			if len(seats) != 2 || seats[f.player.ID] != "[1]" || seats[bob.ID] != "[1]" {
				t.Fatalf("round players %+v, want pat and bob each on seat 1", r.Players)
			}
		})
	}
}

// Group commit: wagers arriving together go in one transaction; when one
// of them cannot be covered (section 5) the others still go through, each
// refused or accepted on its own, and the money adds up.
func TestGroupCommitRefusesOnlyTheUncovered(t *testing.T) {
	for _, db := range dbtest.All(t) {
		t.Run(db.Adapter, func(t *testing.T) {
			f := newFixture(t, db, store.Live, "sic-bo", `{"seats": 20}`, store.Timing{})
			tb := f.open()
			var actors []table.Actor
			err := f.s.Do(ctx, func(tx store.Tx) error {
				for i := range 16 {
					u, err := tx.CreateUser(fmt.Sprint("p", i), "x", store.RolePlayer)
					if err != nil {
						return err
					}
					if i%2 == 0 { // the even ones can cover 500, the odd ones nothing
						if _, err := tx.Post(store.Transfer{Key: fmt.Sprint("in", i), Kind: "cash-in", Legs: []store.Leg{{Account: store.Cage, Amount: -500}, {Account: store.Wallet(u.ID), Amount: 500}}}); err != nil {
							return err
						}
					}
					actors = append(actors, table.Actor{User: u.ID, Role: store.RolePlayer, Name: u.Name})
				}
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			for i, a := range actors {
				if err := tb.Sit(ctx, a, i+1); err != nil {
					t.Fatal(err)
				}
			}
			errs := make([]error, len(actors))
			var wg sync.WaitGroup
			for i, a := range actors {
				wg.Add(1)
				go func() {
					defer wg.Done()
					_, errs[i] = tb.Step(ctx, a, game.Step{Seat: i + 1, Wagers: []game.WagerAmount{{ID: "big", Amount: 500}}})
				}()
			}
			wg.Wait()
			for i, err := range errs {
				if (i%2 == 0) != (err == nil) {
					t.Errorf("player %d: %v", i, err)
				}
				if i%2 == 1 && !errors.Is(err, store.ErrInsufficient) {
					t.Errorf("player %d without money: %v, want insufficient funds", i, err)
				}
			}
			if e := f.balance(store.Escrow(f.row.ID)); e != 8*500 {
				t.Fatalf("escrow %s, want 40.00", e)
			}
			st, _ := tb.State(ctx, table.System)
			if len(st.View.Wagers) != 8 {
				t.Fatalf("%d wagers on the layout, want 8", len(st.View.Wagers))
			}
			f.audit()
		})
	}
}

// 95.19, ruling S2: a Sic Bo table takes any number of players, so seat 12
// is a place by default; an operator's cap refuses a seat past it.
func TestSicBoSeatsUnlimited(t *testing.T) {
	for _, db := range dbtest.All(t) {
		t.Run(db.Adapter, func(t *testing.T) {
			f := newFixture(t, db, store.Live, "sic-bo", `{}`, store.Timing{})
			pat := table.Actor{User: f.player.ID, Role: store.RolePlayer}
			tb := f.open()
			if err := tb.Sit(ctx, pat, 12); err != nil {
				t.Fatalf("seat 12 at an uncapped Sic Bo table: %v", err)
			}
			step(t, tb, pat, `{"seat": 12, "wager": {"big": 500}}`)
		})
	}
}

// An operator may cap a Sic Bo table's seats (ruling S2): seat 8 at a
// table of 7 is refused.
func TestSicBoSeatsCapped(t *testing.T) {
	for _, db := range dbtest.All(t) {
		t.Run(db.Adapter, func(t *testing.T) {
			f := newFixture(t, db, store.Live, "sic-bo", `{"seats": 7}`, store.Timing{})
			if err := f.open().Sit(ctx, table.Actor{User: f.player.ID, Role: store.RolePlayer}, 8); !errors.Is(err, table.ErrSeat) {
				t.Errorf("seat 8 at a table capped at 7: %v, want ErrSeat", err)
			}
		})
	}
}

// A table numbers its rounds from 1 across its engine's segments (a Sic Bo
// engine lives for one round, a War engine for a shoe) and across restarts:
// each step's Result and events, the State and its View name the round the
// stored record numbers.
func TestRoundNumbersAcrossSegments(t *testing.T) {
	for _, tc := range []struct {
		game, wager string
		outcomes    []json.RawMessage
	}{
		{"sic-bo", `{"seat": 1, "wager": {"small": 500}}`, []json.RawMessage{json.RawMessage(`[1,3,6]`)}},
		{"war", `{"seat": 1, "wager": {"main": 500}}`, []json.RawMessage{json.RawMessage(`"Kd"`), json.RawMessage(`"2c"`)}},
	} {
		for _, db := range dbtest.All(t) {
			t.Run(tc.game+"/"+db.Adapter, func(t *testing.T) {
				f := newFixture(t, db, store.Live, tc.game, `{}`, store.Timing{})
				pat := table.Actor{User: f.player.ID, Role: store.RolePlayer}
				dee := table.Actor{User: f.dealer.ID, Role: store.RoleDealer}
				tb := f.open()
				if err := tb.Sit(ctx, pat, 1); err != nil {
					t.Fatal(err)
				}
				check := func(what string, r table.Result, want int) {
					t.Helper()
					if r.Round != want {
						t.Errorf("%s: round %d, want %d", what, r.Round, want)
					}
					for _, ev := range r.Events {
						if ev.Round != want {
							t.Errorf("%s: a %s event of round %d, want %d", what, ev.Kind, ev.Round, want)
						}
					}
				}
				state := func(what string, want int, settled bool) {
					t.Helper()
					st, err := tb.State(ctx, pat)
					if err != nil {
						t.Fatal(err)
					}
					if st.Round != want || st.View.Round != want {
						t.Errorf("%s: the table is in round %d, its view in %d, want %d", what, st.Round, st.View.Round, want)
					}
					if settled && (st.View.Last == nil || st.View.Last.Round != want) {
						t.Errorf("%s: the last settled round is %+v, want %d", what, st.View.Last, want)
					}
				}
				restart := func() {
					tb.Close()
					tb = f.open()
				}
				for n := 1; n <= 3; n++ {
					check("the wager", step(t, tb, pat, tc.wager), n)
					restart()
					state("after a restart with bets open", n, false)
					if _, err := tb.Outcomes(ctx, dee, tc.outcomes); err != nil {
						t.Fatal(err)
					}
					check("no more bets", step(t, tb, dee, `{"dealer": "no-more-bets"}`), n)
					if tc.game == "sic-bo" {
						check("the roll", step(t, tb, dee, `{"dealer": "roll"}`), n)
					}
					restart()
					state("settled, after a restart", n, true)
					// an engine's refusal names the round as the table does
					if _, err := tb.Step(ctx, dee, game.Step{Dealer: "no-more-bets"}); err == nil || !strings.Contains(err.Error(), fmt.Sprintf("round %d", n)) {
						t.Errorf("no-more-bets once round %d is settled: %v, want it named round %d", n, err, n)
					}
					if rounds := f.audit(); len(rounds) != n || rounds[0].Number != int64(n) {
						t.Fatalf("%d rounds recorded, the newest numbered %d, want %d", len(rounds), rounds[0].Number, n)
					}
					check("next-round", step(t, tb, dee, `{"dealer": "next-round"}`), n+1)
					state("after next-round", n+1, false)
				}
			})
		}
	}
}

// A live dealer's outcomes the round cannot use are refused with the
// reason, and nothing changes: a second roll where Sic Bo's round reads
// one (95.20), a roll after the round is settled, a War card past the
// deal that settles the round (67.37, 67.38). Cards for a war still to
// come (67.39) are kept for it.
func TestOutcomesTheRoundCannotUse(t *testing.T) {
	raw := func(es ...string) []json.RawMessage {
		var out []json.RawMessage
		for _, e := range es {
			out = append(out, json.RawMessage(e))
		}
		return out
	}
	refused := func(t *testing.T, err error, says ...string) {
		t.Helper()
		if !errors.Is(err, table.ErrNotDue) || !errors.Is(err, game.ErrRule) {
			t.Fatalf("got %v, want a refusal (ErrNotDue, game.ErrRule)", err)
		}
		for _, s := range says {
			if !strings.Contains(err.Error(), s) {
				t.Errorf("%q does not say %q", err, s)
			}
		}
	}
	for _, db := range dbtest.All(t) {
		t.Run("sic-bo/"+db.Adapter, func(t *testing.T) {
			f := newFixture(t, db, store.Live, "sic-bo", `{}`, store.Timing{})
			pat := table.Actor{User: f.player.ID, Role: store.RolePlayer}
			dee := table.Actor{User: f.dealer.ID, Role: store.RoleDealer}
			tb := f.open()
			if err := tb.Sit(ctx, pat, 1); err != nil {
				t.Fatal(err)
			}
			step(t, tb, pat, `{"seat": 1, "wager": {"small": 500}}`)
			step(t, tb, dee, `{"dealer": "no-more-bets"}`)
			roll := waitFor(t, ctx, tb, dee, game.Step{Dealer: "roll"})
			_, err := tb.Outcomes(ctx, dee, raw(`[1,3,6]`, `[2,3,4]`))
			refused(t, err, "round 1 needs 1 roll", "the 2nd roll entered, [2,3,4], is not used", "nothing was entered")
			if st, _ := tb.State(ctx, pat); !st.Waiting || st.Phase != game.PhaseDealer {
				t.Fatalf("after the refusal the table is in %s, waiting %v: want the roll still waiting", st.Phase, st.Waiting)
			}
			f.money(9500, 500)
			if _, err := tb.Outcomes(ctx, dee, raw(`[2,3,4]`)); err != nil {
				t.Fatal(err)
			}
			if err := <-roll; err != nil {
				t.Fatal(err)
			}
			// 2+3+4 = 9: small (4–10) wins 1 to 1 (95.22(6)); the refused
			// [1,3,6] was never read.
			f.money(10500, 0)
			if rounds := f.audit(); len(rounds) != 1 || !strings.Contains(string(rounds[0].Script), "[2,3,4]") || strings.Contains(string(rounds[0].Script), "[1,3,6]") {
				t.Fatalf("rounds recorded: %+v, want one rolled [2,3,4]", rounds)
			}
			_, err = tb.Outcomes(ctx, dee, raw(`[6,6,6]`))
			refused(t, err, "round 1 is settled: no outcome is due")

			// Entered before the roll is announced: judged the same way.
			step(t, tb, dee, `{"dealer": "next-round"}`)
			step(t, tb, pat, `{"seat": 1, "wager": {"big": 500}}`)
			_, err = tb.Outcomes(ctx, dee, raw(`[6,6,5]`, `[1,1,2]`, `[3,3,3]`))
			refused(t, err, "round 2 needs 1 roll", "the 2nd and 3rd rolls entered, [1,1,2] [3,3,3], are not used")
			if _, err := tb.Outcomes(ctx, dee, raw(`[6,6,5]`)); err != nil {
				t.Fatal(err)
			}
			_, err = tb.Outcomes(ctx, dee, raw(`[1,1,2]`))
			refused(t, err, "round 2 needs no more rolls (1 roll entered before)", "the 1st roll entered, [1,1,2], is not used")
			step(t, tb, dee, `{"dealer": "roll"}`)
			// 6+6+5 = 17: big (11–17) wins 1 to 1 (95.22(7)).
			f.money(11000, 0)
		})
	}
	for _, db := range dbtest.All(t) {
		t.Run("war/"+db.Adapter, func(t *testing.T) {
			f := newFixture(t, db, store.Live, "war", `{}`, store.Timing{})
			pat := table.Actor{User: f.player.ID, Role: store.RolePlayer}
			dee := table.Actor{User: f.dealer.ID, Role: store.RoleDealer}
			tb := f.open()
			if err := tb.Sit(ctx, pat, 1); err != nil {
				t.Fatal(err)
			}
			step(t, tb, pat, `{"seat": 1, "wager": {"main": 1000}}`)
			// 67.37: the seat's card, then the dealer's; different ranks
			// settle the round (67.38), so a third card is not used.
			_, err := outcomes(t, tb, dee, "Kd", "2c", "5h")
			refused(t, err, `round 1 needs 2 cards and is then settled: the 3rd card entered, "5h", is not used`)
			// Equal ranks: the seat decides war or surrender (67.39); the
			// third card is kept for the war's burns.
			if _, err := outcomes(t, tb, dee, "Kd", "Kh", "2c"); err != nil {
				t.Fatalf("a card for the war to come: %v", err)
			}
			step(t, tb, dee, `{"dealer": "no-more-bets"}`)
			war := waitFor(t, ctx, tb, pat, game.Step{Seat: 1, Act: "war"})
			// Three burns, the seat's card, three burns, the dealer's: 8
			// cards, 2c entered before; a ninth is not used.
			_, err = outcomes(t, tb, dee, "3c", "4c", "As", "5c", "6c", "7c", "9s", "Td")
			refused(t, err, `round 1 needs 7 more cards (1 card entered before) and is then settled: the 8th card entered, "Td", is not used`)
			if _, err := outcomes(t, tb, dee, "3c", "4c", "As", "5c", "6c", "7c", "9s"); err != nil {
				t.Fatal(err)
			}
			if err := <-war; err != nil {
				t.Fatal(err)
			}
			// The ace beats the nine after the war: main +1000, the war
			// wager pushes (67.39(3)).
			f.money(11000, 0)
		})
	}
}
