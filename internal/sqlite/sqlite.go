// Package sqlite is the storage adapter for SQLite, the embedded default:
// a pure-Go driver (modernc.org/sqlite), WAL, synchronous=FULL, one
// writer goroutine that commits the transactions queued behind it
// together, and a pool of readers beside it. It implements store.Store
// with its own SQL and its own migrations (migrations/, embedded).
package sqlite

import (
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"

	"croupier/internal/store"
)

//go:embed migrations/*.sql
var migrations embed.FS

// A Store is an open SQLite database.
type Store struct {
	db   *sql.DB // the writer: one connection
	read *sql.DB // readers: a pool beside the writer (WAL lets them run at once)

	prepared  sync.Map // query text → *sql.Stmt on the writer
	toPrepare sync.Map // queries to prepare once the writer is free

	// The writer goroutine takes the transactions in the order they come,
	// and commits those that queue up together as one.
	jobs    chan *job
	closing sync.RWMutex
	closed  bool
	writer  sync.WaitGroup
}

var _ store.Store = (*Store)(nil)

// A job is one Do's transaction waiting for the writer.
type job struct {
	ctx  context.Context
	f    func(store.Tx) error
	done chan error
}

// maxJobs is how many transactions the writer commits as one.
const maxJobs = 64

// Open opens the SQLite database at path ("sqlite:" and a path is the
// same), creating the file and its folder if needed, and applies the
// migrations it lacks.
func Open(ctx context.Context, path string) (*Store, error) {
	path = strings.TrimPrefix(path, "sqlite:")
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
	s := &Store{db: db, read: read, jobs: make(chan *job, 256)}
	s.writer.Go(s.write)
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	if err := s.db.PingContext(ctx); err != nil {
		s.Close()
		return nil, fmt.Errorf("open %s: %w: %v", path, store.ErrUnavailable, err)
	}
	if err := s.migrate(ctx); err != nil {
		s.Close()
		return nil, err
	}
	return s, nil
}

// Close closes the database once the transactions under way are done.
func (s *Store) Close() error {
	s.closing.Lock()
	if !s.closed {
		s.closed = true
		close(s.jobs)
	}
	s.closing.Unlock()
	s.writer.Wait()
	s.read.Close()
	return s.db.Close()
}

// Ping reports whether the database answers.
func (s *Store) Ping(ctx context.Context) error { return s.db.PingContext(ctx) }

// DB returns the writer's handle: tests that go behind the store's back,
// and the load benchmark's raw commit baseline.
func (s *Store) DB() *sql.DB { return s.db }

// migrate applies the migrations the database lacks, each in its own
// transaction, in version order.
func (s *Store) migrate(ctx context.Context) error {
	if _, err := s.db.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY)`); err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	files, err := fs.Glob(migrations, "migrations/*.sql")
	if err != nil {
		return err
	}
	sort.Strings(files)
	for _, f := range files {
		base := path.Base(f)
		v, err := strconv.Atoi(strings.SplitN(base, "_", 2)[0])
		if err != nil {
			return fmt.Errorf("migrate: %s has no version number", base)
		}
		err = s.Do(ctx, func(stx store.Tx) error {
			t := stx.(*Tx)
			var n int
			if err := t.row(`SELECT COUNT(*) FROM schema_migrations WHERE version = ?`, v).Scan(&n); err != nil || n > 0 {
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
				if _, err := t.tx.ExecContext(t.ctx, stmt); err != nil {
					return fmt.Errorf("%s: %w", base, err)
				}
			}
			return t.exec(`INSERT INTO schema_migrations (version) VALUES (?)`, v)
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

// A Tx is one SQLite transaction.
type Tx struct {
	ctx   context.Context
	tx    *sql.Tx
	s     *Store
	read  bool // a ReadOnly transaction on the read pool
	stmts map[string]*sql.Stmt
}

var _ store.Tx = (*Tx)(nil)

// Do runs f in a transaction and commits it if f returns nil. A
// transaction committed with others that the database rolled back with
// them is taken again, a few times.
func (s *Store) Do(ctx context.Context, f func(store.Tx) error) error {
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

func (s *Store) do(ctx context.Context, f func(store.Tx) error) error {
	j := &job{ctx: ctx, f: f, done: make(chan error, 1)}
	s.closing.RLock()
	if s.closed {
		s.closing.RUnlock()
		return fmt.Errorf("%w: the database is closed", store.ErrUnavailable)
	}
	s.jobs <- j
	s.closing.RUnlock()
	return <-j.done
}

// write runs the transactions one after the other, in the order they were
// asked for (database/sql hands a free connection to a random waiter,
// which made some wait for ten others). Transactions that queue up while
// one commits go together in the next: each inside its own savepoint, so
// that one that fails is rolled back alone, and all of them made durable
// by one commit.
func (s *Store) write() {
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
			j.done <- s.run(j.ctx, j.f)
		} else {
			s.runAll(batch)
		}
		s.prepare(context.Background())
	}
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
		fail(classify(err))
		return
	}
	for i, j := range batch {
		if err := j.ctx.Err(); err != nil {
			errs[i] = classify(err)
			continue
		}
		if _, err := tx.ExecContext(ctx, "SAVEPOINT job"); err != nil {
			tx.Rollback()
			fail(classify(err))
			return
		}
		if err := j.f(&Tx{ctx: ctx, tx: tx, s: s}); err != nil {
			errs[i] = classify(err)
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
		fail(classify(err))
		return
	}
	for i, j := range batch {
		j.done <- errs[i]
	}
}

// run runs one transaction on the writer.
func (s *Store) run(ctx context.Context, f func(store.Tx) error) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return classify(err)
	}
	if err := f(&Tx{ctx: ctx, tx: tx, s: s}); err != nil {
		tx.Rollback()
		return classify(err)
	}
	return classify(tx.Commit())
}

// ReadOnly runs f in a transaction that is always rolled back, on the read
// pool: readers run beside the writer.
func (s *Store) ReadOnly(ctx context.Context, f func(store.Tx) error) error {
	tx, err := s.read.BeginTx(ctx, nil)
	if err != nil {
		return classify(err)
	}
	defer tx.Rollback()
	return classify(f(&Tx{ctx: ctx, tx: tx, s: s, read: true}))
}

// errRetry marks a transaction to take again: one committed with others
// whose transaction the database rolled back.
type errRetry struct{ err error }

func (e errRetry) Error() string { return e.err.Error() }
func (e errRetry) Unwrap() error { return e.err }

func retryable(err error) bool {
	var r errRetry
	return errors.As(err, &r)
}

// classify maps a driver error to the store's errors.
func classify(err error) error {
	if err == nil {
		return nil
	}
	var lite *sqlite.Error
	if errors.As(err, &lite) {
		switch lite.Code() {
		case sqlite3.SQLITE_CONSTRAINT_UNIQUE, sqlite3.SQLITE_CONSTRAINT_PRIMARYKEY:
			return fmt.Errorf("%w: %v", store.ErrDuplicate, err)
		case sqlite3.SQLITE_CONSTRAINT_CHECK:
			return fmt.Errorf("%w: %v", store.ErrInsufficient, err)
		case sqlite3.SQLITE_CONSTRAINT_TRIGGER:
			if strings.Contains(err.Error(), store.BoundName) {
				return fmt.Errorf("%w: %v", store.ErrOutOfRange, err)
			}
		}
		switch lite.Code() & 0xff {
		case sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED:
			return fmt.Errorf("%w: the database is locked: %v", store.ErrUnavailable, err)
		case sqlite3.SQLITE_IOERR, sqlite3.SQLITE_CANTOPEN, sqlite3.SQLITE_FULL, sqlite3.SQLITE_READONLY, sqlite3.SQLITE_CORRUPT:
			return fmt.Errorf("%w: %v", store.ErrUnavailable, err)
		}
		return err
	}
	if errors.Is(err, sql.ErrConnDone) || errors.Is(err, context.DeadlineExceeded) {
		return fmt.Errorf("%w: %v", store.ErrUnavailable, err)
	}
	var ne interface{ Timeout() bool }
	if errors.As(err, &ne) || strings.Contains(err.Error(), "database is closed") {
		return fmt.Errorf("%w: %v", store.ErrUnavailable, err)
	}
	return err
}

// stmt returns query prepared for this transaction. A write statement is
// prepared once on the writer's connection and reused by every
// transaction after (parsing is a large part of a small transaction's
// cost).
func (t *Tx) stmt(query string) *sql.Stmt {
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

// execN runs a statement and reports the rows it touched.
func (t *Tx) execN(query string, args ...any) (int64, error) {
	var r sql.Result
	var err error
	if st := t.stmt(query); st != nil {
		r, err = st.ExecContext(t.ctx, args...)
	} else {
		r, err = t.tx.ExecContext(t.ctx, query, args...)
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
	return t.tx.QueryRowContext(t.ctx, query, args...)
}

func (t *Tx) rows(query string, args ...any) (*sql.Rows, error) {
	return t.tx.QueryContext(t.ctx, query, args...)
}

// query is rows for a write statement with RETURNING, prepared once like
// exec's.
func (t *Tx) query(query string, args ...any) (*sql.Rows, error) {
	if st := t.stmt(query); st != nil {
		return st.QueryContext(t.ctx, args...)
	}
	return t.tx.QueryContext(t.ctx, query, args...)
}

// maxRows is the most rows one multi-row statement carries: a statement
// text per row count up to it is prepared once and kept.
const maxRows = 64

// values is a VALUES list of rows tuples of cols placeholders.
func values(rows, cols int) string {
	tuple := "(" + strings.Repeat("?, ", cols-1) + "?)"
	return strings.Repeat(tuple+", ", rows-1) + tuple
}

// inList is n placeholders for an IN list.
func inList(n int) string { return strings.TrimSuffix(strings.Repeat("?, ", n), ", ") }

// insertRows inserts rows (each of the same width) with multi-row
// statements: head is the INSERT up to VALUES, tail what follows the list.
func (t *Tx) insertRows(head, tail string, rows [][]any) error {
	for len(rows) > 0 {
		n := min(len(rows), maxRows)
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

// notFound turns sql.ErrNoRows into store.ErrNotFound with what was
// looked for.
func notFound(err error, what string) error {
	if errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("%s: %w", what, store.ErrNotFound)
	}
	return err
}

// nullID is an id column's value: NULL for none.
func nullID(id int64) any {
	if id == 0 {
		return nil
	}
	return id
}
