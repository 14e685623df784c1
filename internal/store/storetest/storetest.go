// Package storetest opens throw-away databases for tests: a SQLite file in
// the test's temporary folder and, when CROUPIER_TEST_POSTGRES holds a
// PostgreSQL URL, a fresh schema in that database. The same test runs on
// each (STYLE 12: one suite per interface, on both databases).
package storetest

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"croupier/internal/store"
)

// EnvPostgres names the variable holding the test PostgreSQL URL. When CI
// is set and it is not, tests fail rather than silently skip PostgreSQL.
const EnvPostgres = "CROUPIER_TEST_POSTGRES"

// A DB is a database a test may use: its URL and its dialect.
type DB struct {
	Dialect string
	URL     string
}

// DBs returns a fresh SQLite database and, if configured, a fresh
// PostgreSQL schema; both are removed when the test ends.
func DBs(t testing.TB) []DB {
	t.Helper()
	out := []DB{{store.SQLite, filepath.Join(t.TempDir(), "croupier.db")}}
	if pg := PostgresURL(t); pg != "" {
		out = append(out, DB{store.Postgres, pg})
	}
	return out
}

// PostgresURL returns the URL of a fresh schema in the test PostgreSQL
// database, or "" when none is configured outside CI.
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

// Open opens db for the test and closes it when the test ends.
func Open(t testing.TB, db DB) *store.Store {
	t.Helper()
	s, err := store.Open(context.Background(), db.URL)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}
