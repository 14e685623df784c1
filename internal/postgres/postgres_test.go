package postgres_test

import (
	"context"
	"fmt"
	"testing"

	"croupier/internal/dbtest"
	"croupier/internal/postgres"
	"croupier/internal/store"
	"croupier/internal/store/storetest"
)

// The storage conformance suite, on PostgreSQL: each test in a fresh
// schema of the database CROUPIER_TEST_POSTGRES names (skipped when it is
// not set, failed under CI).
func TestStore(t *testing.T) {
	storetest.Run(t, harness)
}

var harness = storetest.Harness{
	Fresh: func(t testing.TB) string {
		url := dbtest.PostgresURL(t)
		if url == "" {
			t.Skip("no PostgreSQL configured (" + dbtest.EnvPostgres + ")")
		}
		return url
	},
	Open: func(ctx context.Context, url string) (store.Store, error) {
		s, err := postgres.Open(ctx, url)
		if err != nil {
			return nil, err
		}
		return s, nil
	},
	Exec: func(s store.Store, query string) error {
		_, err := s.(*postgres.Store).DB().Exec(query)
		return err
	},
	LiftBound:    []string{`ALTER TABLE accounts DROP CONSTRAINT IF EXISTS accounts_balance_bound`},
	RestoreBound: []string{`ALTER TABLE accounts ADD CONSTRAINT accounts_balance_bound CHECK (balance BETWEEN -1000000000000000 AND 1000000000000000) NOT VALID`},
	NameFold:     5, // 005_name_fold.sql
}

func TestMigrationVersionsUnique(t *testing.T) { storetest.CheckMigrations(t, "migrations") }

var ctx = context.Background()

// open opens a fresh schema, closed when the test ends.
func open(t *testing.T) *postgres.Store {
	t.Helper()
	s, err := postgres.Open(ctx, harness.Fresh(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// A table's transaction waits for the database as few times
// as it can (pgTx): a wager — the lease check, its log row, its hold and
// the escrowed amount — is one message with BEGIN and COMMIT; a round's
// settlement is two (the chain's head must be read before the record's
// hash can be computed). Each message is a wait for another process,
// which on a busy machine waits for a core: this is the load target's
// budget (docs/PERFORMANCE.md).
func TestMessagesPerTransaction(t *testing.T) {
	s := open(t)
	a := user(t, s, "ann")
	w := store.Wallet(a.ID)
	var tb store.Table
	err := s.Do(ctx, func(tx store.Tx) (err error) {
		if tb, err = tx.CreateTable(store.Table{Name: "T", Game: "sic-bo", Mode: store.Electronic, Options: []byte(`{}`)}); err != nil {
			return err
		}
		if ok, err := tx.Lease(tb.ID, "srv", 1<<62, 1); err != nil || !ok {
			return fmt.Errorf("lease: %v %v", ok, err)
		}
		_, err = tx.Post(store.Transfer{Key: "in", Kind: "cash-in", Legs: []store.Leg{{Account: store.Cage, Amount: -1000}, {Account: w, Amount: 1000}}})
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	esc := store.Escrow(tb.ID)
	sent := func(f func(tx store.Tx) error) int64 {
		t.Helper()
		before := s.Sent()
		if err := s.Do(ctx, func(tx store.Tx) error {
			if err := tx.Fence(tb.ID, "srv"); err != nil {
				return err
			}
			return f(tx)
		}); err != nil {
			t.Fatal(err)
		}
		return s.Sent() - before
	}
	wager := func(tx store.Tx) error {
		return tx.Flush(tb.ID, 1, []store.LogStep{{Seq: 1, User: a.ID, Step: []byte(`{"seat":1}`)}},
			[]store.Transfer{{Key: "h1", Kind: "hold", Table: tb.ID, Legs: []store.Leg{{Account: w, Amount: -300}, {Account: esc, Amount: 300}}}},
			[]store.Hold{{Table: tb.ID, Segment: 1, Round: 1, Seat: 1, Wager: "big", User: a.ID, Amount: 300, BalanceBefore: 1000}})
	}
	if n := sent(wager); n != 1 {
		t.Errorf("a wager's transaction sent %d messages, want 1", n)
	}
	settle := func(tx store.Tx) error {
		r := store.Round{Table: tb.ID, Status: store.RoundSettled, Script: []byte(`{}`), Result: []byte(`{}`),
			Players: []store.RoundPlayer{{User: a.ID, Net: 300, BalanceBefore: 1000}}}
		xfer := store.Transfer{Key: "s1", Kind: "settle", Table: tb.ID, Legs: []store.Leg{{Account: esc, Amount: -300}, {Account: w, Amount: 600}, {Account: store.House, Amount: -300}}}
		if err := tx.RecordRound(&r, []store.Transfer{xfer}); err != nil {
			return err
		}
		return tx.DeleteHolds(tb.ID, 1, 1)
	}
	if n := sent(settle); n != 2 {
		t.Errorf("a settlement's transaction sent %d messages, want 2", n)
	}
	// What the messages carried, by hand: 1000 - 300 held, 600 back.
	if got := lines(t, s, w); got != "[[1000 1000] [-300 700] [600 1300]]" {
		t.Errorf("wallet lines %v, want cash-in 1000, hold -300 → 700, settlement +600 → 1300", got)
	}
	var r store.Round
	if err := s.ReadOnly(ctx, func(tx store.Tx) error {
		rs, err := tx.Rounds(tb.ID, 0, 1)
		if err == nil && len(rs) == 1 {
			r, err = tx.Round(rs[0].ID)
		}
		return err
	}); err != nil {
		t.Fatal(err)
	}
	if len(r.Players) != 1 || r.Players[0].BalanceBefore != 1000 || r.Players[0].BalanceAfter != 1300 || r.Players[0].Net != 300 {
		t.Errorf("round players %+v, want ann 1000 → 1300, net +300", r.Players)
	}
	check(t, s)
}

func user(t *testing.T, s store.Store, name string) store.User {
	t.Helper()
	var u store.User
	err := s.Do(ctx, func(tx store.Tx) (err error) { u, err = tx.CreateUser(name, "x", store.RolePlayer); return err })
	if err != nil {
		t.Fatal(err)
	}
	return u
}

// lines returns an account's entries, oldest first, as amount/balance pairs.
func lines(t *testing.T, s store.Store, acct string) string {
	t.Helper()
	var ls []store.Line
	if err := s.ReadOnly(ctx, func(tx store.Tx) (err error) { ls, err = tx.Lines(acct, 100); return err }); err != nil {
		t.Fatal(err)
	}
	var out [][2]int64
	for i := len(ls) - 1; i >= 0; i-- {
		out = append(out, [2]int64{int64(ls[i].Amount), int64(ls[i].Balance)})
	}
	return fmt.Sprint(out)
}

func check(t *testing.T, s store.Store) {
	t.Helper()
	var probs []store.Problem
	if err := s.ReadOnly(ctx, func(tx store.Tx) (err error) { probs, err = store.Check(tx); return err }); err != nil || len(probs) > 0 {
		t.Fatalf("ledger check: %+v %v", probs, err)
	}
}
