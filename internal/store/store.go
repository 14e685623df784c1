// Package store keeps Croupier's state in a SQL database: accounts and
// sessions, the double-entry ledger, tables and their step logs, and the
// hash-chained round records. The same code runs on SQLite (embedded, the
// default: a pure-Go driver, WAL, one writer at a time) and on PostgreSQL
// (several servers sharing one database, each table leased to one of them).
//
// Every change happens inside Do, in one transaction: a wager's hold and the
// step that placed it, a round's settlement and its record, commit together
// or not at all.
package store

import (
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
	_ "github.com/jackc/pgx/v5/stdlib" // PostgreSQL driver "pgx"
	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// Errors a caller can act on; every other error is the database's own.
var (
	ErrNotFound     = errors.New("not found")
	ErrDuplicate    = errors.New("already exists")
	ErrInsufficient = errors.New("insufficient funds")
	ErrUnavailable  = errors.New("database unavailable")
	ErrLeaseLost    = errors.New("table lease lost")
)

// Dialects.
const (
	SQLite   = "sqlite"
	Postgres = "postgres"
)

//go:embed migrations
var migrations embed.FS

// A Store is an open database.
type Store struct {
	db      *sql.DB // writes (SQLite: one connection)
	read    *sql.DB // reads (SQLite: a pool beside the writer, WAL lets them run at once)
	dialect string
	rebind  sync.Map // query text → dialect's text

	prepared  sync.Map // SQLite: query text → *sql.Stmt on the writer
	toPrepare sync.Map // SQLite: queries to prepare once the writer is free
}

// Open opens the database at url: a postgres:// or postgresql:// URL, or a
// SQLite file (a path, or "sqlite:" and a path), creating the file and its
// folder if needed. It applies the migrations the database lacks.
func Open(ctx context.Context, url string) (*Store, error) {
	var s *Store
	switch {
	case strings.HasPrefix(url, "postgres://"), strings.HasPrefix(url, "postgresql://"):
		db, err := sql.Open("pgx", url)
		if err != nil {
			return nil, fmt.Errorf("open %s: %w", redact(url), err)
		}
		db.SetMaxOpenConns(16)
		db.SetMaxIdleConns(16)
		s = &Store{db: db, read: db, dialect: Postgres}
	default:
		path := strings.TrimPrefix(url, "sqlite:")
		if path == "" {
			return nil, errors.New("open: no database file given")
		}
		if dir := filepath.Dir(path); dir != "" {
			if err := os.MkdirAll(dir, 0o750); err != nil {
				return nil, fmt.Errorf("open %s: %w", path, err)
			}
		}
		// synchronous(FULL): in WAL mode NORMAL survives a process crash but
		// may lose the last commits on a power loss; a settled wager must not.
		dsn := "file:" + path + "?_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)" +
			"&_pragma=synchronous(FULL)&_pragma=foreign_keys(1)&_txlock=immediate"
		db, err := sql.Open("sqlite", dsn)
		if err != nil {
			return nil, fmt.Errorf("open %s: %w", path, err)
		}
		// One writer: SQLite serialises writes anyway, and one connection
		// keeps BEGIN IMMEDIATE from ever waiting on itself.
		db.SetMaxOpenConns(1)
		db.SetMaxIdleConns(1)
		db.SetConnMaxLifetime(0)
		read, err := sql.Open("sqlite", strings.Replace(dsn, "_txlock=immediate", "_txlock=deferred", 1))
		if err != nil {
			db.Close()
			return nil, fmt.Errorf("open %s: %w", path, err)
		}
		read.SetMaxOpenConns(4)
		read.SetMaxIdleConns(4)
		s = &Store{db: db, read: read, dialect: SQLite}
	}
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	if err := s.db.PingContext(ctx); err != nil {
		s.Close()
		return nil, fmt.Errorf("open %s: %w: %v", redact(url), ErrUnavailable, err)
	}
	if err := s.migrate(ctx); err != nil {
		s.Close()
		return nil, err
	}
	return s, nil
}

// redact hides a URL's password.
func redact(url string) string {
	if i := strings.Index(url, "://"); i >= 0 {
		if at := strings.LastIndex(url, "@"); at > i {
			if colon := strings.Index(url[i+3:at], ":"); colon >= 0 {
				return url[:i+3+colon] + ":xxxxx" + url[at:]
			}
		}
	}
	return url
}

// Dialect returns SQLite or Postgres.
func (s *Store) Dialect() string { return s.dialect }

// Close closes the database.
func (s *Store) Close() error {
	if s.read != s.db {
		s.read.Close()
	}
	return s.db.Close()
}

// DB returns the database handle (the load benchmark's raw commit baseline).
func (s *Store) DB() *sql.DB { return s.db }

func (s *Store) migrate(ctx context.Context) error {
	if _, err := s.db.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY)`); err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	dir := "migrations/" + s.dialect
	files, err := fs.Glob(migrations, dir+"/*.sql")
	if err != nil {
		return err
	}
	sort.Strings(files)
	for _, f := range files {
		base := filepath.Base(f)
		v, err := strconv.Atoi(strings.SplitN(base, "_", 2)[0])
		if err != nil {
			return fmt.Errorf("migrate: %s has no version number", base)
		}
		err = s.Do(ctx, func(tx *Tx) error {
			var n int
			if err := tx.row(`SELECT COUNT(*) FROM schema_migrations WHERE version = ?`, v).Scan(&n); err != nil || n > 0 {
				return err
			}
			body, err := migrations.ReadFile(f)
			if err != nil {
				return err
			}
			for _, stmt := range strings.Split(string(body), ";\n") {
				if strings.TrimSpace(stripComments(stmt)) == "" {
					continue
				}
				if _, err := tx.tx.ExecContext(tx.ctx, stmt); err != nil {
					return fmt.Errorf("%s: %w", base, err)
				}
			}
			return tx.exec(`INSERT INTO schema_migrations (version) VALUES (?)`, v)
		})
		if err != nil {
			return fmt.Errorf("migrate: %w", err)
		}
	}
	return nil
}

func stripComments(s string) string {
	var b strings.Builder
	for _, line := range strings.Split(s, "\n") {
		if !strings.HasPrefix(strings.TrimSpace(line), "--") {
			b.WriteString(line)
		}
	}
	return b.String()
}

// A Tx is one transaction.
type Tx struct {
	ctx   context.Context
	tx    *sql.Tx
	s     *Store
	read  bool // a ReadOnly transaction on the read pool
	stmts map[string]*sql.Stmt
}

// Do runs f in a transaction and commits it if f returns nil. A transaction
// the database aborted for a conflict (a PostgreSQL deadlock or
// serialisation failure, SQLite busy) is retried a few times.
func (s *Store) Do(ctx context.Context, f func(*Tx) error) error {
	var err error
	for attempt := 0; attempt < 5; attempt++ {
		err = s.do(ctx, f)
		if !retryable(err) {
			return err
		}
		time.Sleep(time.Duration(attempt+1) * 5 * time.Millisecond)
	}
	return err
}

func (s *Store) do(ctx context.Context, f func(*Tx) error) error {
	err := s.run(ctx, s.db, f)
	if s.dialect == SQLite {
		s.prepare(ctx)
	}
	return err
}

func (s *Store) run(ctx context.Context, db *sql.DB, f func(*Tx) error) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return s.classify(err)
	}
	t := &Tx{ctx: ctx, tx: tx, s: s}
	if err := f(t); err != nil {
		tx.Rollback()
		return s.classify(err)
	}
	if err := tx.Commit(); err != nil {
		return s.classify(err)
	}
	return nil
}

// errRetry marks a transaction the database aborted for a conflict.
type errRetry struct{ err error }

func (e errRetry) Error() string { return e.err.Error() }
func (e errRetry) Unwrap() error { return e.err }

func retryable(err error) bool {
	var r errRetry
	return errors.As(err, &r)
}

// classify maps a driver error to the package's errors.
func (s *Store) classify(err error) error {
	if err == nil {
		return nil
	}
	var pg *pgconn.PgError
	if errors.As(err, &pg) {
		switch pg.Code {
		case "23505":
			return fmt.Errorf("%w: %v", ErrDuplicate, err)
		case "23514":
			return fmt.Errorf("%w: %v", ErrInsufficient, err)
		case "40001", "40P01":
			return errRetry{err}
		}
		if strings.HasPrefix(pg.Code, "08") || strings.HasPrefix(pg.Code, "57") || strings.HasPrefix(pg.Code, "53") {
			return fmt.Errorf("%w: %v", ErrUnavailable, err)
		}
		return err
	}
	var lite *sqlite.Error
	if errors.As(err, &lite) {
		switch lite.Code() {
		case sqlite3.SQLITE_CONSTRAINT_UNIQUE, sqlite3.SQLITE_CONSTRAINT_PRIMARYKEY:
			return fmt.Errorf("%w: %v", ErrDuplicate, err)
		case sqlite3.SQLITE_CONSTRAINT_CHECK:
			return fmt.Errorf("%w: %v", ErrInsufficient, err)
		}
		switch lite.Code() & 0xff {
		case sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED:
			return fmt.Errorf("%w: the database is locked: %v", ErrUnavailable, err)
		case sqlite3.SQLITE_IOERR, sqlite3.SQLITE_CANTOPEN, sqlite3.SQLITE_FULL, sqlite3.SQLITE_READONLY, sqlite3.SQLITE_CORRUPT:
			return fmt.Errorf("%w: %v", ErrUnavailable, err)
		}
		return err
	}
	if errors.Is(err, sql.ErrConnDone) || errors.Is(err, context.DeadlineExceeded) {
		return fmt.Errorf("%w: %v", ErrUnavailable, err)
	}
	var ne interface{ Timeout() bool }
	if errors.As(err, &ne) || strings.Contains(err.Error(), "connection refused") || strings.Contains(err.Error(), "database is closed") {
		return fmt.Errorf("%w: %v", ErrUnavailable, err)
	}
	return err
}

// q rewrites a query written with ? placeholders for the dialect.
func (s *Store) q(query string) string {
	if s.dialect != Postgres {
		return query
	}
	if v, ok := s.rebind.Load(query); ok {
		return v.(string)
	}
	var b strings.Builder
	n := 0
	for _, r := range query {
		if r == '?' {
			n++
			b.WriteString("$" + strconv.Itoa(n))
			continue
		}
		b.WriteRune(r)
	}
	out := b.String()
	s.rebind.Store(query, out)
	return out
}

// stmt returns query prepared for this transaction. On SQLite a write
// statement is prepared once on the writer's connection and reused by
// every transaction after (parsing is a large part of a small
// transaction's cost); pgx caches prepared statements itself.
func (t *Tx) stmt(query string) *sql.Stmt {
	if t.s.dialect != SQLite {
		return nil
	}
	if st, ok := t.stmts[query]; ok {
		return st
	}
	var st *sql.Stmt
	if v, ok := t.s.prepared.Load(query); ok && !t.read {
		st = t.tx.StmtContext(t.ctx, v.(*sql.Stmt))
	} else {
		var err error
		if st, err = t.tx.PrepareContext(t.ctx, query); err != nil {
			return nil
		}
		if !t.read {
			t.s.toPrepare.Store(query, true)
		}
	}
	if t.stmts == nil {
		t.stmts = map[string]*sql.Stmt{}
	}
	t.stmts[query] = st
	return st
}

// prepare prepares on the writer's connection, now free, the statements
// the last transaction met for the first time.
func (s *Store) prepare(ctx context.Context) {
	s.toPrepare.Range(func(k, _ any) bool {
		s.toPrepare.Delete(k)
		if st, err := s.db.PrepareContext(ctx, k.(string)); err == nil {
			if _, loaded := s.prepared.LoadOrStore(k, st); loaded {
				st.Close()
			}
		}
		return true
	})
}

func (t *Tx) exec(query string, args ...any) error {
	_, err := t.execN(query, args...)
	return err
}

func (t *Tx) execN(query string, args ...any) (int64, error) {
	var r sql.Result
	var err error
	if st := t.stmt(query); st != nil {
		r, err = st.ExecContext(t.ctx, args...)
	} else {
		r, err = t.tx.ExecContext(t.ctx, t.s.q(query), args...)
	}
	if err != nil {
		return 0, err
	}
	return r.RowsAffected()
}

func (t *Tx) row(query string, args ...any) *sql.Row {
	if st := t.stmt(query); st != nil {
		return st.QueryRowContext(t.ctx, args...)
	}
	return t.tx.QueryRowContext(t.ctx, t.s.q(query), args...)
}

func (t *Tx) rows(query string, args ...any) (*sql.Rows, error) {
	return t.tx.QueryContext(t.ctx, t.s.q(query), args...)
}

// notFound turns sql.ErrNoRows into ErrNotFound with what was looked for.
func notFound(err error, what string) error {
	if errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("%s: %w", what, ErrNotFound)
	}
	return err
}

// now is the stored time: Unix milliseconds.
func now() int64 { return time.Now().UnixMilli() }

// ReadOnly runs f in a transaction that is always rolled back, on the read
// pool (SQLite readers run beside the writer).
func (s *Store) ReadOnly(ctx context.Context, f func(*Tx) error) error {
	tx, err := s.read.BeginTx(ctx, nil)
	if err != nil {
		return s.classify(err)
	}
	defer tx.Rollback()
	return s.classify(f(&Tx{ctx: ctx, tx: tx, s: s, read: true}))
}
