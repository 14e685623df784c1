// Package dbtest opens throw-away databases for tests, one for each
// storage adapter: a SQLite file in the test's temporary folder and, when
// CROUPIER_TEST_POSTGRES holds a PostgreSQL URL, a fresh schema in that
// database. A test of the server or the tables ranges over All to run on
// both (STYLE 12); the adapters themselves are tested by storetest.
package dbtest

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"croupier/internal/postgres"
	"croupier/internal/sqlite"
	"croupier/internal/store"
)

// EnvPostgres names the variable holding the test PostgreSQL URL. When CI
// is set and it is not, tests fail rather than silently skip PostgreSQL.
const EnvPostgres = "CROUPIER_TEST_POSTGRES"

// A DB is a throw-away database: the adapter that opens it ("sqlite" or
// "postgres") and where it is.
type DB struct {
	Adapter string
	URL     string
}

// All returns a fresh SQLite database and, if configured, a fresh
// PostgreSQL schema; both are removed when the test ends.
func All(t testing.TB) []DB {
	t.Helper()
	out := []DB{SQLite(t)}
	if pg := PostgresURL(t); pg != "" {
		out = append(out, DB{"postgres", pg})
	}
	return out
}

// SQLite returns a fresh SQLite database in the test's temporary folder.
func SQLite(t testing.TB) DB {
	return DB{"sqlite", filepath.Join(t.TempDir(), "croupier.db")}
}

// PostgresURL returns the URL of a fresh schema in the test PostgreSQL
// database, dropped when the test ends, or "" when none is configured
// outside CI.
func PostgresURL(t testing.TB) string {
	t.Helper()
	base := os.Getenv(EnvPostgres)
	if base == "" {
		if os.Getenv("CI") != "" {
			t.Fatalf("%s is not set: CI must test PostgreSQL (.ci/run starts it)", EnvPostgres)
		}
		return ""
	}
	db, err := sql.Open("pgx", base)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	b := make([]byte, 6)
	rand.Read(b)
	schema := "t_" + hex.EncodeToString(b)
	if _, err := db.Exec("CREATE SCHEMA " + schema); err != nil {
		t.Fatalf("create schema on %s: %v", base, err)
	}
	t.Cleanup(func() {
		db, err := sql.Open("pgx", base)
		if err == nil {
			db.Exec("DROP SCHEMA " + schema + " CASCADE")
			db.Close()
		}
	})
	sep := "?"
	if strings.Contains(base, "?") {
		sep = "&"
	}
	return base + sep + "search_path=" + schema
}

// Open opens db with its adapter for the test and closes it when the test
// ends.
func Open(t testing.TB, db DB) store.Store {
	t.Helper()
	var s store.Store
	var err error
	switch db.Adapter {
	case "postgres":
		s, err = postgres.Open(context.Background(), db.URL)
	default:
		s, err = sqlite.Open(context.Background(), db.URL)
	}
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// Raw returns the database handle under s, for a test that goes behind
// the store's back (tampering, a lost lease, the raw commit rate): SQL in
// the adapter's own dialect.
func Raw(s store.Store) *sql.DB { return s.(interface{ DB() *sql.DB }).DB() }
