package store_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"

	"croupier/internal/store"
	"croupier/internal/store/storetest"
	"croupier/money"
)

// each runs f on a fresh SQLite database and, where configured, PostgreSQL.
func each(t *testing.T, f func(t *testing.T, s *store.Store)) {
	for _, db := range storetest.DBs(t) {
		t.Run(db.Dialect, func(t *testing.T) { f(t, storetest.Open(t, db)) })
	}
}

var ctx = context.Background()

func user(t *testing.T, s *store.Store, name string) store.User {
	t.Helper()
	var u store.User
	err := s.Do(ctx, func(tx *store.Tx) (err error) {
		u, err = tx.CreateUser(name, "x", store.RolePlayer)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return u
}

func post(s *store.Store, tr store.Transfer) error {
	return s.Do(ctx, func(tx *store.Tx) error { _, err := tx.Post(tr); return err })
}

func balance(t *testing.T, s *store.Store, acct string) money.Amount {
	t.Helper()
	var b money.Amount
	if err := s.ReadOnly(ctx, func(tx *store.Tx) (err error) { b, err = tx.Balance(acct); return err }); err != nil {
		t.Fatal(err)
	}
	return b
}

func check(t *testing.T, s *store.Store) {
	t.Helper()
	var probs []store.Problem
	if err := s.ReadOnly(ctx, func(tx *store.Tx) (err error) { probs, err = s.Check(tx); return err }); err != nil {
		t.Fatal(err)
	}
	if len(probs) > 0 {
		t.Fatalf("ledger check: %+v", probs)
	}
}

// Section 5: no credit. A transfer that would take a wallet below zero is
// refused whole, and nothing of it is recorded.
func TestSection5WalletNeverBelowZero(t *testing.T) {
	each(t, func(t *testing.T, s *store.Store) {
		u := user(t, s, "ann")
		w := store.Wallet(u.ID)
		if err := post(s, store.Transfer{Key: "in", Kind: "cash-in", Legs: []store.Leg{{store.Cage, -1000}, {w, 1000}}}); err != nil {
			t.Fatal(err)
		}
		err := post(s, store.Transfer{Key: "out", Kind: "cash-out", Legs: []store.Leg{{w, -1001}, {store.Cage, 1001}}})
		var ins *store.InsufficientError
		if !errors.As(err, &ins) || ins.Balance != 1000 || ins.Need != 1001 {
			t.Fatalf("overdraw: %v, want an InsufficientError of 1000 held, 1001 needed", err)
		}
		if got := balance(t, s, w); got != 1000 {
			t.Fatalf("wallet %d after a refused overdraw, want 1000", got)
		}
		if err := post(s, store.Transfer{Key: "out", Kind: "cash-out", Legs: []store.Leg{{w, -1000}, {store.Cage, 1000}}}); err != nil {
			t.Fatalf("the refused key must stay free: %v", err)
		}
		check(t, s)
	})
}

// The database itself refuses a negative wallet (the constraint), even when
// the code's own check is bypassed.
func TestSection5ConstraintInDatabase(t *testing.T) {
	each(t, func(t *testing.T, s *store.Store) {
		u := user(t, s, "bob")
		_, err := s.DB().Exec(map[string]string{store.SQLite: `UPDATE accounts SET balance = -1 WHERE id = ?`, store.Postgres: `UPDATE accounts SET balance = -1 WHERE id = $1`}[s.Dialect()], store.Wallet(u.ID))
		if err == nil {
			t.Fatal("the database let a wallet go below zero")
		}
	})
}

// Concurrent withdrawals from one wallet: exactly as many succeed as the
// balance covers, never one more.
func TestSection5ConcurrentWithdrawals(t *testing.T) {
	each(t, func(t *testing.T, s *store.Store) {
		u := user(t, s, "cat")
		w := store.Wallet(u.ID)
		if err := post(s, store.Transfer{Key: "in", Kind: "cash-in", Legs: []store.Leg{{store.Cage, -1000}, {w, 1000}}}); err != nil {
			t.Fatal(err)
		}
		var ok, refused atomic.Int32
		var wg sync.WaitGroup
		for i := range 40 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				err := post(s, store.Transfer{Key: fmt.Sprint("w", i), Kind: "cash-out", Legs: []store.Leg{{w, -100}, {store.Cage, 100}}})
				switch {
				case err == nil:
					ok.Add(1)
				case errors.Is(err, store.ErrInsufficient):
					refused.Add(1)
				default:
					t.Error(err)
				}
			}()
		}
		wg.Wait()
		if ok.Load() != 10 || refused.Load() != 30 {
			t.Fatalf("%d withdrawals of $1 from $10 went through and %d were refused, want 10 and 30", ok.Load(), refused.Load())
		}
		if got := balance(t, s, w); got != 0 {
			t.Fatalf("wallet %d, want 0", got)
		}
		check(t, s)
	})
}

func TestTransferKeyIsUnique(t *testing.T) {
	each(t, func(t *testing.T, s *store.Store) {
		u := user(t, s, "dan")
		tr := store.Transfer{Key: "k", Kind: "cash-in", Legs: []store.Leg{{store.Cage, -5}, {store.Wallet(u.ID), 5}}}
		if err := post(s, tr); err != nil {
			t.Fatal(err)
		}
		if err := post(s, tr); !errors.Is(err, store.ErrDuplicate) {
			t.Fatalf("the same key twice: %v, want ErrDuplicate", err)
		}
		if got := balance(t, s, store.Wallet(u.ID)); got != 5 {
			t.Fatalf("wallet %d, want 5", got)
		}
	})
}

func TestTransferMustBalance(t *testing.T) {
	each(t, func(t *testing.T, s *store.Store) {
		u := user(t, s, "eve")
		if err := post(s, store.Transfer{Key: "k", Kind: "cash-in", Legs: []store.Leg{{store.Cage, -5}, {store.Wallet(u.ID), 6}}}); err == nil {
			t.Fatal("a transfer whose legs do not sum to zero was posted")
		}
		check(t, s)
	})
}

// The ledger check finds a balance changed behind the ledger's back.
func TestCheckFindsTampering(t *testing.T) {
	each(t, func(t *testing.T, s *store.Store) {
		u := user(t, s, "fay")
		if err := post(s, store.Transfer{Key: "in", Kind: "cash-in", Legs: []store.Leg{{store.Cage, -700}, {store.Wallet(u.ID), 700}}}); err != nil {
			t.Fatal(err)
		}
		check(t, s)
		q := map[string]string{store.SQLite: `UPDATE accounts SET balance = 800 WHERE id = ?`, store.Postgres: `UPDATE accounts SET balance = 800 WHERE id = $1`}[s.Dialect()]
		if _, err := s.DB().Exec(q, store.Wallet(u.ID)); err != nil {
			t.Fatal(err)
		}
		var probs []store.Problem
		s.ReadOnly(ctx, func(tx *store.Tx) (err error) { probs, err = s.Check(tx); return err })
		if len(probs) == 0 {
			t.Fatal("the check missed a balance that no longer equals its entries")
		}
	})
}

// Round records are chained: changing a stored script, result or ledger
// entry, or removing a round, breaks the chain.
func TestRoundChainDetectsChanges(t *testing.T) {
	each(t, func(t *testing.T, s *store.Store) {
		u := user(t, s, "gus")
		var tb store.Table
		err := s.Do(ctx, func(tx *store.Tx) (err error) {
			tb, err = tx.CreateTable(store.Table{Name: "t", Game: "war", Mode: store.Electronic, Options: json.RawMessage(`{}`), Timing: store.DefaultTiming})
			if err != nil {
				return err
			}
			if _, err := tx.Post(store.Transfer{Key: "in", Kind: "cash-in", Legs: []store.Leg{{store.Cage, -3000}, {store.Wallet(u.ID), 3000}}}); err != nil {
				return err
			}
			for i := 1; i <= 3; i++ {
				r := store.Round{Table: tb.ID, Status: store.RoundSettled, Script: json.RawMessage(fmt.Sprintf(`{"n":%d}`, i)), Result: json.RawMessage(`{}`)}
				xfer := store.Transfer{Key: fmt.Sprint("settle", i), Kind: "settle", Legs: []store.Leg{{store.Wallet(u.ID), -100}, {store.House, 100}}}
				if err := tx.RecordRound(&r, []store.Transfer{xfer}); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		verify := func() []store.ChainProblem {
			var probs []store.ChainProblem
			var n int
			if err := s.ReadOnly(ctx, func(tx *store.Tx) (err error) { n, probs, err = tx.VerifyChain(nil); return err }); err != nil {
				t.Fatal(err)
			}
			if n != 3 {
				t.Fatalf("verified %d rounds, want 3", n)
			}
			return probs
		}
		if p := verify(); len(p) != 0 {
			t.Fatalf("an untouched chain: %+v", p)
		}
		rebind := func(q string) string {
			if s.Dialect() == store.Postgres {
				return q[:len(q)-1] + "$1"
			}
			return q
		}
		if _, err := s.DB().Exec(rebind(`UPDATE entries SET amount = -99 WHERE amount = -100 AND transfer_id = (SELECT MAX(id) FROM transfers WHERE kind = 'settle') AND 1 = ?`), 1); err != nil {
			t.Fatal(err)
		}
		if p := verify(); len(p) != 1 || p[0].Msg == "" {
			t.Fatalf("a changed ledger entry: %+v, want one problem", p)
		}
	})
}

// A round records the seats each player's wagers were on, sorted and each
// once, and gives them back with the round and in the player's recall; a
// player with none recorded (a round stored before the column) has none.
func TestRoundSeats(t *testing.T) {
	each(t, func(t *testing.T, s *store.Store) {
		ann, bob := user(t, s, "ann"), user(t, s, "bob")
		var id int64
		err := s.Do(ctx, func(tx *store.Tx) error {
			tb, err := tx.CreateTable(store.Table{Name: "t", Game: "sic-bo", Mode: store.Live, Options: json.RawMessage(`{}`)})
			if err != nil {
				return err
			}
			r := store.Round{Table: tb.ID, Status: store.RoundSettled, Script: json.RawMessage(`{}`), Result: json.RawMessage(`{}`),
				Players: []store.RoundPlayer{{User: ann.ID, Seats: []int{3, 1}}, {User: bob.ID}}}
			if err := tx.RecordRound(&r, nil); err != nil {
				return err
			}
			id = r.ID
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		var r store.Round
		var recall, list []store.Round
		err = s.ReadOnly(ctx, func(tx *store.Tx) (err error) {
			if r, err = tx.Round(id); err != nil {
				return err
			}
			if list, err = tx.Rounds(0, 0, 10); err != nil {
				return err
			}
			recall, err = tx.UserRounds(ann.ID, 10)
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		if len(r.Players) != 2 || fmt.Sprint(r.Players[0].Seats) != "[1 3]" || r.Players[1].Seats != nil {
			t.Fatalf("round players %+v, want ann on seats [1 3] and bob on none", r.Players)
		}
		// The auditor's list carries every round's players too.
		if len(list) != 1 || len(list[0].Players) != 2 || list[0].Players[0].User != ann.ID || fmt.Sprint(list[0].Players[0].Seats) != "[1 3]" || list[0].Players[1].User != bob.ID {
			t.Fatalf("rounds list %+v, want the one round with ann on [1 3] and bob", list)
		}
		if len(recall) != 1 || len(recall[0].Players) != 1 || fmt.Sprint(recall[0].Players[0].Seats) != "[1 3]" {
			t.Fatalf("ann's recall %+v, want the one round on seats [1 3]", recall)
		}
		// The seats are not part of the record the hash chains (RoundHash).
		if h := store.RoundHash(r.PrevHash, store.Round{Table: r.Table, Number: r.Number, Status: r.Status, Script: r.Script, Result: r.Result}, nil); h != r.Hash {
			t.Fatalf("hash %s, want %s: the seats changed the chained record", r.Hash, h)
		}
		if b, _ := json.Marshal(r.Players); string(b) != `[{"user":`+fmt.Sprint(ann.ID)+`,"net":0,"balanceBefore":0,"balanceAfter":0,"seats":[1,3]},{"user":`+fmt.Sprint(bob.ID)+`,"net":0,"balanceBefore":0,"balanceAfter":0}]` {
			t.Fatalf("players as sent: %s", b)
		}
	})
}
