package storetest

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"croupier/internal/store"
)

// Names are unique whatever their case, since a cashier reads them aloud:
// "PAT" cannot join pat, in the code or in the database, and " Pat "
// finds pat.
func testNamesIgnoreCase(t *testing.T, e env) {
	s := e.open(t)
	pat := user(t, s, "pat")
	for _, name := range []string{"PAT", "Pat", "pat"} {
		err := s.Do(ctx, func(tx store.Tx) error { _, err := tx.CreateUser(name, "x", store.RolePlayer); return err })
		if !errors.Is(err, store.ErrDuplicate) || !strings.Contains(err.Error(), `"pat"`) {
			t.Fatalf("CreateUser(%q) beside pat: %v, want ErrDuplicate naming pat", name, err)
		}
	}
	for _, name := range []string{"pat", "PAT", " Pat "} {
		var u store.User
		err := s.ReadOnly(ctx, func(tx store.Tx) (err error) { u, err = tx.UserByName(name); return err })
		if err != nil || u.ID != pat.ID {
			t.Fatalf("UserByName(%q): %+v %v, want pat", name, u, err)
		}
	}
	// The database refuses it too, should the code's check be bypassed.
	if err := e.h.Exec(s, `INSERT INTO users (name, pass_hash, role, created_at) VALUES ('pAt', 'x', 'player', 0)`); err == nil {
		t.Fatal("the database took pAt beside pat")
	}
}

// The migration on a database that already holds names differing only by
// case (pat and PAT, made before the rule) does not fail: it keeps both,
// each found by its exact spelling only ("Pat" is refused, naming both),
// lists them for the operator, and refuses any new name in their case.
func testNameFoldMigrationKeepsClashes(t *testing.T, e env) {
	url := e.h.Fresh(t)
	s := e.openAt(t, url)
	pat := user(t, s, "pat")
	user(t, s, "ann")
	// Back to the schema before the migration, and a clash it allowed.
	e.exec(t, s,
		`DROP INDEX users_name_fold`,
		`ALTER TABLE users DROP COLUMN name_clash`,
		`DELETE FROM schema_migrations WHERE version = `+strconv.Itoa(e.h.NameFold),
		`INSERT INTO users (name, pass_hash, role, created_at) VALUES ('PAT', 'x', 'cashier', 0)`)
	s.Close()
	s, err := e.h.Open(ctx, url)
	if err != nil {
		t.Fatalf("the migration on a database with pat and PAT: %v", err)
	}
	defer s.Close()
	byName := func(name string) (store.User, error) {
		var u store.User
		err := s.ReadOnly(ctx, func(tx store.Tx) (err error) { u, err = tx.UserByName(name); return err })
		return u, err
	}
	if u, err := byName("pat"); err != nil || u.ID != pat.ID {
		t.Fatalf("pat: %+v %v", u, err)
	}
	if u, err := byName("PAT"); err != nil || u.Role != store.RoleCashier {
		t.Fatalf("PAT: %+v %v", u, err)
	}
	if u, err := byName("ANN"); err != nil || u.Name != "ann" {
		t.Fatalf("ANN: %+v %v, want ann", u, err)
	}
	_, err = byName("Pat")
	if !errors.Is(err, store.ErrNotFound) || !strings.Contains(err.Error(), `"pat" and "PAT"`) {
		t.Fatalf("Pat between pat and PAT: %v, want ErrNotFound naming both", err)
	}
	var clashes []store.User
	if err := s.ReadOnly(ctx, func(tx store.Tx) (err error) { clashes, err = tx.NameClashes(); return err }); err != nil {
		t.Fatal(err)
	}
	if len(clashes) != 2 || clashes[0].Name != "pat" || clashes[1].Name != "PAT" {
		t.Fatalf("name clashes %+v, want pat and PAT", clashes)
	}
	for _, name := range []string{"pAt", "Ann"} {
		err := s.Do(ctx, func(tx store.Tx) error { _, err := tx.CreateUser(name, "x", store.RolePlayer); return err })
		if !errors.Is(err, store.ErrDuplicate) {
			t.Fatalf("CreateUser(%q) after the migration: %v, want ErrDuplicate", name, err)
		}
	}
	if err := s.Do(ctx, func(tx store.Tx) error { _, err := tx.CreateUser("quinn", "x", store.RolePlayer); return err }); err != nil {
		t.Fatal(err)
	}
}

// A session is found until the moment it expires, with that moment (the
// server remembers it no longer), and not from then on; ending it ends it.
func testSessionsExpire(t *testing.T, e env) {
	s := e.open(t)
	pat := user(t, s, "pat")
	const expires = 1_000_000
	if err := s.Do(ctx, func(tx store.Tx) error { return tx.CreateSession("hash-1", pat.ID, expires) }); err != nil {
		t.Fatal(err)
	}
	find := func(at int64) (store.User, int64, error) {
		var u store.User
		var until int64
		err := s.ReadOnly(ctx, func(tx store.Tx) (err error) { u, until, err = tx.SessionUser("hash-1", at); return err })
		return u, until, err
	}
	if u, until, err := find(expires - 1); err != nil || u.ID != pat.ID || until != expires {
		t.Fatalf("the session a moment before it expires: %+v until %d, %v; want pat until %d", u, until, err, expires)
	}
	if _, _, err := find(expires); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("the session as it expires: %v, want ErrNotFound", err)
	}
	if err := s.Do(ctx, func(tx store.Tx) error { return tx.DeleteSession("hash-1") }); err != nil {
		t.Fatal(err)
	}
	if _, _, err := find(expires - 1); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("the session ended: %v, want ErrNotFound", err)
	}
}
