// Package storetest is the storage conformance suite (STYLE 12: one suite
// per interface, on both databases): Run checks that an adapter's
// store.Store keeps the ledger's rules, the tables' logs and holds, the
// round chain, the roster and the keno record as the server and the
// tables rely on.
// internal/sqlite and internal/postgres each run it from their tests.
package storetest

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"croupier/internal/store"
	"croupier/money"
)

// A Harness is what the suite needs of an adapter.
type Harness struct {
	// Fresh returns where a new, empty database is (a file, a URL); it is
	// removed when the test ends.
	Fresh func(t testing.TB) string
	// Open opens the database at url, applying the migrations it lacks.
	Open func(ctx context.Context, url string) (store.Store, error)
	// Exec runs a statement on s behind the store's back, as someone
	// holding the database's password could (the statements are plain
	// SQL both databases read alike).
	Exec func(s store.Store, query string) error
	// LiftBound and RestoreBound drop the database's own guard of
	// store.MaxBalance (accounts_balance_bound) and put it back as the
	// migration puts it, to store a balance as it was before there was
	// a bound.
	LiftBound, RestoreBound []string
	// NameFold is the version of the migration that made names unique
	// whatever their case.
	NameFold int
}

// Run runs the suite, each test on a fresh database.
func Run(t *testing.T, h Harness) {
	for _, c := range []struct {
		name string
		f    func(*testing.T, env)
	}{
		// The ledger.
		{"Section5WalletNeverBelowZero", testSection5WalletNeverBelowZero},
		{"Section5ConstraintInDatabase", testSection5ConstraintInDatabase},
		{"Section5ConcurrentWithdrawals", testSection5ConcurrentWithdrawals},
		{"Section5PostAllRunningBalances", testSection5PostAllRunningBalances},
		{"Section5PostAllRefusesDipBelowZero", testSection5PostAllRefusesDipBelowZero},
		{"TransferKeyIsUnique", testTransferKeyIsUnique},
		{"TransferMustBalance", testTransferMustBalance},
		{"CheckFindsTampering", testCheckFindsTampering},
		{"LedgerBound", testLedgerBound},
		{"LedgerBoundOnABalanceStoredBeyondIt", testLedgerBoundOnABalanceStoredBeyondIt},
		{"ConcurrentTransactionsFailAlone", testConcurrentTransactionsFailAlone},
		// The tables.
		{"FlushMergesHolds", testFlushMergesHolds},
		{"FlushTakesDownALaterPostingsHold", testFlushTakesDownALaterPostingsHold},
		{"Section5FlushWritesAPostingWhole", testSection5FlushWritesAPostingWhole},
		{"FenceRefusesAServerWithoutTheLease", testFenceRefusesAServerWithoutTheLease},
		// The rounds.
		{"RoundChainDetectsChanges", testRoundChainDetectsChanges},
		{"RoundSeats", testRoundSeats},
		// The roster.
		{"NamesIgnoreCase", testNamesIgnoreCase},
		{"NameFoldMigrationKeepsClashes", testNameFoldMigrationKeepsClashes},
		{"SessionsExpire", testSessionsExpire},
		// The keno record.
		{"KenoDrawLifecycle", testKenoDrawLifecycle},
		{"KenoTickets", testKenoTickets},
		{"KenoSaleRacesClose", testKenoSaleRacesClose},
		// The tournaments.
		{"TournamentRecord", testTournamentRecord},
	} {
		t.Run(c.name, func(t *testing.T) { c.f(t, env{h}) })
	}
}

// CheckMigrations fails unless every migration in dir (an adapter's
// migrations/) has its own version number: two with one number (two
// branches adding the next one) would leave the second never applied.
func CheckMigrations(t *testing.T, dir string) {
	files, err := filepath.Glob(filepath.Join(dir, "*.sql"))
	if err != nil || len(files) == 0 {
		t.Fatalf("%s: %v %v", dir, files, err)
	}
	seen := map[string]string{}
	for _, f := range files {
		v, _, _ := strings.Cut(filepath.Base(f), "_")
		if other, ok := seen[v]; ok {
			t.Errorf("%s and %s have the same version %s", other, f, v)
		}
		seen[v] = f
	}
}

var ctx = context.Background()

// env is what a test of the suite is given.
type env struct{ h Harness }

// open opens a fresh database, closed when the test ends.
func (e env) open(t *testing.T) store.Store {
	t.Helper()
	return e.openAt(t, e.h.Fresh(t))
}

// openAt opens the database at url, closed when the test ends.
func (e env) openAt(t *testing.T, url string) store.Store {
	t.Helper()
	s, err := e.h.Open(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// exec runs statements behind the store's back.
func (e env) exec(t *testing.T, s store.Store, stmts ...string) {
	t.Helper()
	for _, q := range stmts {
		if err := e.h.Exec(s, q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
}

func user(t *testing.T, s store.Store, name string) store.User {
	t.Helper()
	var u store.User
	err := s.Do(ctx, func(tx store.Tx) (err error) {
		u, err = tx.CreateUser(name, "x", store.RolePlayer)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return u
}

func post(s store.Store, tr store.Transfer) error {
	return s.Do(ctx, func(tx store.Tx) error { _, err := tx.Post(tr); return err })
}

func balance(t *testing.T, s store.Store, acct string) money.Amount {
	t.Helper()
	var b money.Amount
	if err := s.ReadOnly(ctx, func(tx store.Tx) (err error) { b, err = tx.Balance(acct); return err }); err != nil {
		t.Fatal(err)
	}
	return b
}

// lines returns an account's entries, oldest first, as amount/balance pairs.
func lines(t *testing.T, s store.Store, acct string) [][2]money.Amount {
	t.Helper()
	var ls []store.Line
	if err := s.ReadOnly(ctx, func(tx store.Tx) (err error) { ls, err = tx.Lines(acct, 100); return err }); err != nil {
		t.Fatal(err)
	}
	var out [][2]money.Amount
	for i := len(ls) - 1; i >= 0; i-- {
		out = append(out, [2]money.Amount{ls[i].Amount, ls[i].Balance})
	}
	return out
}

func problems(t *testing.T, s store.Store) []store.Problem {
	t.Helper()
	var probs []store.Problem
	if err := s.ReadOnly(ctx, func(tx store.Tx) (err error) { probs, err = store.Check(tx); return err }); err != nil {
		t.Fatalf("the ledger check failed instead of reporting: %v", err)
	}
	return probs
}

func check(t *testing.T, s store.Store) {
	t.Helper()
	if probs := problems(t, s); len(probs) > 0 {
		t.Fatalf("ledger check: %+v", probs)
	}
}
