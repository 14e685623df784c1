package sqlite_test

import (
	"context"
	"path/filepath"
	"testing"

	"croupier/internal/sqlite"
	"croupier/internal/store"
	"croupier/internal/store/storetest"
)

// The storage conformance suite, on SQLite.
func TestStore(t *testing.T) {
	storetest.Run(t, storetest.Harness{
		Fresh: func(t testing.TB) string { return filepath.Join(t.TempDir(), "croupier.db") },
		Open: func(ctx context.Context, path string) (store.Store, error) {
			s, err := sqlite.Open(ctx, path)
			if err != nil {
				return nil, err
			}
			return s, nil
		},
		Exec: func(s store.Store, query string) error {
			_, err := s.(*sqlite.Store).DB().Exec(query)
			return err
		},
		LiftBound: []string{`DROP TRIGGER IF EXISTS accounts_balance_bound`},
		RestoreBound: []string{`CREATE TRIGGER accounts_balance_bound BEFORE UPDATE OF balance ON accounts WHEN NEW.balance NOT BETWEEN -1000000000000000 AND 1000000000000000 ` +
			`BEGIN SELECT RAISE(ABORT, 'accounts_balance_bound: a balance beyond 10^15 cents either way'); END`},
		NameFold: 4, // 004_name_fold.sql
	})
}

func TestMigrationVersionsUnique(t *testing.T) { storetest.CheckMigrations(t, "migrations") }
