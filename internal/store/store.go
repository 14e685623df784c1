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
	"sync/atomic"
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
	ErrOutOfRange   = errors.New("beyond the ledger's bound") // MaxBalance
)

// boundName names the database's own guard of MaxBalance: SQLite's trigger
// and PostgreSQL's constraint.
const boundName = "accounts_balance_bound"

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

	// Writer goroutines take the transactions in the order they come.
	// SQLite has one, which commits those that queue up together as one;
	// PostgreSQL has pgWriters, each running one transaction at a time.
	jobs    chan *job
	sent    atomic.Int64 // PostgreSQL messages a write transaction sent (pgTx)
	closing sync.RWMutex
	closed  bool
	writers sync.WaitGroup
}

// pgWriters is how many transactions run at once on PostgreSQL: more only
// take turns on the database's cores (docs/PERFORMANCE.md).
const pgWriters = 4

// A job is one Do's transaction waiting for the SQLite writer.
type job struct {
	ctx  context.Context
	f    func(*Tx) error
	done chan error
}

// maxJobs is how many transactions the SQLite writer commits as one.
const maxJobs = 64

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
		s = &Store{db: db, read: db, dialect: Postgres, jobs: make(chan *job, 256)}
		for range pgWriters {
			s.writers.Go(s.pgWriter)
		}
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
		s = &Store{db: db, read: read, dialect: SQLite, jobs: make(chan *job, 256)}
		s.writers.Go(s.writer)
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

// Close closes the database once the transactions under way are done.
func (s *Store) Close() error {
	if s.jobs != nil {
		s.closing.Lock()
		if !s.closed {
			s.closed = true
			close(s.jobs)
		}
		s.closing.Unlock()
		s.writers.Wait()
	}
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
				if err := tx.execRaw(stmt); err != nil {
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
	pg    *pgTx // a PostgreSQL write transaction (tx is nil)
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
	j := &job{ctx: ctx, f: f, done: make(chan error, 1)}
	s.closing.RLock()
	if s.closed {
		s.closing.RUnlock()
		return fmt.Errorf("%w: the database is closed", ErrUnavailable)
	}
	s.jobs <- j
	s.closing.RUnlock()
	return <-j.done
}

// writer runs the SQLite transactions one after the other, in the order
// they were asked for (database/sql hands a free connection to a random
// waiter, which made some wait for ten others). Transactions that queue up
// while one commits go together in the next: each inside its own
// savepoint, so that one that fails is rolled back alone, and all of them
// made durable by one commit.
func (s *Store) writer() {
	for j := range s.jobs {
		batch := []*job{j}
	more:
		for len(batch) < maxJobs {
			select {
			case j, ok := <-s.jobs:
				if !ok {
					break more
				}
				batch = append(batch, j)
			default:
				break more
			}
		}
		if len(batch) == 1 {
			j.done <- s.run(j.ctx, s.db, j.f)
		} else {
			s.runAll(batch)
		}
		s.prepare(context.Background())
	}
}

// pgWriter runs PostgreSQL transactions one after the other.
func (s *Store) pgWriter() {
	for j := range s.jobs {
		j.done <- s.runPG(j.ctx, j.f)
	}
}

// runPG runs f in a PostgreSQL transaction on a connection of its own,
// sent in as few messages as it can be (pgTx).
func (s *Store) runPG(ctx context.Context, f func(*Tx) error) error {
	conn, err := s.db.Conn(ctx)
	if err != nil {
		return s.classify(err)
	}
	defer conn.Close()
	t := &Tx{ctx: ctx, s: s, pg: &pgTx{conn: conn}}
	err = f(t)
	if err == nil {
		err = t.commit()
	}
	if err != nil {
		t.rollback()
		if t.pg.err != nil {
			err = t.pg.err // what broke the transaction, not what met it broken
		}
		return s.classify(err)
	}
	return nil
}

// runAll commits several jobs' transactions as one. Their statements run
// without their contexts: SQLite answers a cancelled statement by rolling
// back the whole transaction, which would take the others' work with it.
func (s *Store) runAll(batch []*job) {
	errs := make([]error, len(batch))
	fail := func(err error) {
		for i, j := range batch {
			if errs[i] == nil {
				j.done <- err
			} else {
				j.done <- errs[i]
			}
		}
	}
	ctx := context.Background()
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		fail(s.classify(err))
		return
	}
	for i, j := range batch {
		if err := j.ctx.Err(); err != nil {
			errs[i] = s.classify(err)
			continue
		}
		if _, err := tx.ExecContext(ctx, "SAVEPOINT job"); err != nil {
			tx.Rollback()
			fail(s.classify(err))
			return
		}
		if err := j.f(&Tx{ctx: ctx, tx: tx, s: s}); err != nil {
			errs[i] = s.classify(err)
			if _, err := tx.ExecContext(ctx, "ROLLBACK TO job"); err != nil {
				// The transaction is gone (SQLite rolls back the whole of
				// it on some errors): the others are taken again.
				tx.Rollback()
				fail(errRetry{fmt.Errorf("a transaction committed with this one failed: %w", err)})
				return
			}
		}
		if _, err := tx.ExecContext(ctx, "RELEASE job"); err != nil {
			tx.Rollback()
			fail(errRetry{err})
			return
		}
	}
	if err := tx.Commit(); err != nil {
		fail(s.classify(err))
		return
	}
	for i, j := range batch {
		j.done <- errs[i]
	}
}

func (s *Store) run(ctx context.Context, db *sql.DB, f func(*Tx) error) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return s.classify(err)
	}
	t := &Tx{ctx: ctx, tx: tx, s: s}
	err = f(t)
	if err != nil {
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
			if pg.ConstraintName == boundName {
				return fmt.Errorf("%w: %v", ErrOutOfRange, err)
			}
			return fmt.Errorf("%w: %v", ErrInsufficient, err)
		case "22003": // a bigint overflowed: a balance stored beyond the bound before there was one
			return fmt.Errorf("%w: %v", ErrOutOfRange, err)
		case "40001", "40P01":
			return errRetry{err}
		case "CR001": // croupier_fence
			return fmt.Errorf("%w: %v", ErrLeaseLost, err)
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
		case sqlite3.SQLITE_CONSTRAINT_TRIGGER:
			if strings.Contains(err.Error(), boundName) {
				return fmt.Errorf("%w: %v", ErrOutOfRange, err)
			}
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

// execRaw runs a statement as written (no placeholders).
func (t *Tx) execRaw(stmt string) error {
	if t.pg != nil {
		_, err := t.send(&pgStmt{sql: stmt}) // a migration's statement: no arguments
		return err
	}
	_, err := t.tx.ExecContext(t.ctx, stmt)
	return err
}

func (t *Tx) exec(query string, args ...any) error {
	_, err := t.execN(query, args...)
	return err
}

func (t *Tx) execN(query string, args ...any) (int64, error) {
	if t.pg != nil {
		return t.pgExec(query, args)
	}
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
	if t.pg != nil {
		// A *sql.Row cannot carry sync's error: the query then meets an
		// aborted transaction, and runPG reports what aborted it.
		t.sync()
		return t.pg.conn.QueryRowContext(t.ctx, t.s.q(query), args...)
	}
	if st := t.stmt(query); st != nil {
		return st.QueryRowContext(t.ctx, args...)
	}
	return t.tx.QueryRowContext(t.ctx, t.s.q(query), args...)
}

func (t *Tx) rows(query string, args ...any) (*sql.Rows, error) {
	if t.pg != nil {
		return t.query(query, args...)
	}
	return t.tx.QueryContext(t.ctx, t.s.q(query), args...)
}

// query is rows for a write statement with RETURNING, prepared once on
// SQLite like exec's.
func (t *Tx) query(query string, args ...any) (*sql.Rows, error) {
	if t.pg != nil {
		if err := t.sync(); err != nil {
			return nil, err
		}
		return t.pg.conn.QueryContext(t.ctx, t.s.q(query), args...)
	}
	if st := t.stmt(query); st != nil {
		return st.QueryContext(t.ctx, args...)
	}
	return t.tx.QueryContext(t.ctx, t.s.q(query), args...)
}

// maxRows is the most rows one multi-row statement carries: a statement
// text per row count up to it is prepared once and kept.
const maxRows = 64

// chunks splits n rows into statements of at most maxRows.
func chunks(n int) []int {
	var out []int
	for ; n > 0; n -= maxRows {
		out = append(out, min(n, maxRows))
	}
	return out
}

// values is a VALUES list of rows tuples of cols placeholders.
func values(rows, cols int) string {
	tuple := "(" + strings.Repeat("?, ", cols-1) + "?)"
	return strings.Repeat(tuple+", ", rows-1) + tuple
}

// insertRows inserts rows (each of the same width) with multi-row
// statements: head is the INSERT up to VALUES, tail what follows the list.
func (t *Tx) insertRows(head, tail string, rows [][]any) error {
	for len(rows) > 0 {
		n := chunks(len(rows))[0]
		var args []any
		for _, r := range rows[:n] {
			args = append(args, r...)
		}
		if err := t.exec(head+" VALUES "+values(n, len(rows[0]))+tail, args...); err != nil {
			return err
		}
		rows = rows[n:]
	}
	return nil
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
