// Package postgres is the storage adapter for PostgreSQL: several servers
// may share one database, each table leased to one of them. It implements
// store.Store with its own SQL and its own migrations (migrations/,
// embedded), through pgx. A write transaction is sent in as few messages
// as it can be (pgTx); at most pgWriters run at once, in the order they
// were asked for; reads have their own transactions beside them.
package postgres

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"embed"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net"
	"path"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
	_ "github.com/jackc/pgx/v5/stdlib" // database/sql driver "pgx"

	"croupier/internal/store"
)

//go:embed migrations/*.sql
var migrations embed.FS

// A Store is an open PostgreSQL database.
type Store struct {
	db *sql.DB

	// Writer goroutines take the transactions in the order they come,
	// each running one at a time (database/sql gives a freed connection
	// to a random waiter, which made some wait for ten others).
	jobs    chan *job
	sent    atomic.Int64 // messages write transactions have sent (pgTx)
	closing sync.RWMutex
	closed  bool
	writers sync.WaitGroup
}

var _ store.Store = (*Store)(nil)

// pgWriters is how many transactions run at once: more only take turns on
// the database's cores (docs/PERFORMANCE.md).
const pgWriters = 4

// A job is one Do's transaction waiting for a writer.
type job struct {
	ctx  context.Context
	f    func(store.Tx) error
	done chan error
}

// Open opens the PostgreSQL database at url (postgres:// or
// postgresql://) and applies the migrations it lacks.
func Open(ctx context.Context, url string) (*Store, error) {
	db, err := sql.Open("pgx", url)
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", redact(url), err)
	}
	db.SetMaxOpenConns(16)
	db.SetMaxIdleConns(16)
	s := &Store{db: db, jobs: make(chan *job, 256)}
	for range pgWriters {
		s.writers.Go(s.write)
	}
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	if err := s.db.PingContext(ctx); err != nil {
		s.Close()
		return nil, fmt.Errorf("open %s: %w: %v", redact(url), store.ErrUnavailable, err)
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

// Close closes the database once the transactions under way are done.
func (s *Store) Close() error {
	s.closing.Lock()
	if !s.closed {
		s.closed = true
		close(s.jobs)
	}
	s.closing.Unlock()
	s.writers.Wait()
	return s.db.Close()
}

// Ping reports whether the database answers.
func (s *Store) Ping(ctx context.Context) error { return s.db.PingContext(ctx) }

// DB returns the database handle: tests that go behind the store's back,
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
			if err := t.row(`SELECT COUNT(*) FROM schema_migrations WHERE version = $1`, v).Scan(&n); err != nil || n > 0 {
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
				if _, err := t.send(&pgStmt{sql: stmt}); err != nil {
					return fmt.Errorf("%s: %w", base, err)
				}
			}
			return t.exec(`INSERT INTO schema_migrations (version) VALUES ($1)`, v)
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

// A Tx is one PostgreSQL transaction: a write transaction (Do) sent in as
// few messages as it can be, or a read transaction (ReadOnly).
type Tx struct {
	ctx  context.Context
	s    *Store
	w    *pgTx   // Do's
	read *sql.Tx // ReadOnly's
}

var _ store.Tx = (*Tx)(nil)

// Do runs f in a transaction and commits it if f returns nil. A
// transaction the database aborted for a deadlock or a serialisation
// failure is retried a few times.
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

// write runs transactions one after the other.
func (s *Store) write() {
	for j := range s.jobs {
		j.done <- s.run(j.ctx, j.f)
	}
}

// run runs f in a transaction on a connection of its own, sent in as few
// messages as it can be (pgTx).
func (s *Store) run(ctx context.Context, f func(store.Tx) error) error {
	conn, err := s.db.Conn(ctx)
	if err != nil {
		return classify(err)
	}
	defer conn.Close()
	t := &Tx{ctx: ctx, s: s, w: &pgTx{conn: conn}}
	err = f(t)
	if err == nil {
		err = t.commit()
	}
	if err != nil {
		t.rollback()
		if t.w.err != nil {
			err = t.w.err // what broke the transaction, not what met it broken
		}
		return classify(err)
	}
	return nil
}

// ReadOnly runs f in a transaction that is always rolled back.
func (s *Store) ReadOnly(ctx context.Context, f func(store.Tx) error) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return classify(err)
	}
	defer tx.Rollback()
	return classify(f(&Tx{ctx: ctx, s: s, read: tx}))
}

// errRetry marks a transaction the database aborted for a conflict.
type errRetry struct{ err error }

func (e errRetry) Error() string { return e.err.Error() }
func (e errRetry) Unwrap() error { return e.err }

func retryable(err error) bool {
	var r errRetry
	return errors.As(err, &r)
}

// classify maps a driver error to the store's errors.
// lostConnection reports whether err says the connection to PostgreSQL
// was lost, rather than that a statement was refused.
func lostConnection(err error) bool {
	var ce *pgconn.ConnectError
	return errors.Is(err, pgconn.ErrConnClosed) || errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) ||
		errors.Is(err, driver.ErrBadConn) || errors.Is(err, net.ErrClosed) || errors.Is(err, syscall.ECONNRESET) ||
		errors.Is(err, syscall.EPIPE) || errors.Is(err, syscall.ECONNREFUSED) || errors.As(err, &ce)
}

func classify(err error) error {
	if err == nil {
		return nil
	}
	var pg *pgconn.PgError
	if errors.As(err, &pg) {
		switch pg.Code {
		case "23505":
			return fmt.Errorf("%w: %v", store.ErrDuplicate, err)
		case "23514":
			if pg.ConstraintName == store.BoundName {
				return fmt.Errorf("%w: %v", store.ErrOutOfRange, err)
			}
			return fmt.Errorf("%w: %v", store.ErrInsufficient, err)
		case "22003": // a bigint overflowed: a balance stored beyond the bound before there was one
			return fmt.Errorf("%w: %v", store.ErrOutOfRange, err)
		case "40001", "40P01":
			return errRetry{err}
		case "CR001": // croupier_fence
			return fmt.Errorf("%w: %v", store.ErrLeaseLost, err)
		}
		if strings.HasPrefix(pg.Code, "08") || strings.HasPrefix(pg.Code, "57") || strings.HasPrefix(pg.Code, "53") {
			return fmt.Errorf("%w: %v", store.ErrUnavailable, err)
		}
		return err
	}
	if errors.Is(err, sql.ErrConnDone) || errors.Is(err, context.DeadlineExceeded) {
		return fmt.Errorf("%w: %v", store.ErrUnavailable, err)
	}
	// The connection went away under a statement: closed by pgx after a
	// failed read, or cut while a message was half read or written.
	if lostConnection(err) {
		return fmt.Errorf("%w: the connection to the database was lost: %v", store.ErrUnavailable, err)
	}
	var ne interface{ Timeout() bool }
	if errors.As(err, &ne) || strings.Contains(err.Error(), "connection refused") || strings.Contains(err.Error(), "database is closed") {
		return fmt.Errorf("%w: %v", store.ErrUnavailable, err)
	}
	return err
}

func (t *Tx) exec(query string, args ...any) error {
	_, err := t.execN(query, args...)
	return err
}

// execN runs a statement (in a write transaction with the queue in front
// of it) and reports the rows it touched.
func (t *Tx) execN(query string, args ...any) (int64, error) {
	if t.read != nil {
		r, err := t.read.ExecContext(t.ctx, query, args...)
		if err != nil {
			return 0, err
		}
		return r.RowsAffected()
	}
	tag, err := t.send(&pgStmt{sql: query, args: args})
	return tag.RowsAffected(), err
}

// row runs a query that returns one row. In a write transaction what is
// queued is sent first: a *sql.Row cannot carry that message's error, so
// the query then meets an aborted transaction, and run reports what
// aborted it.
func (t *Tx) row(query string, args ...any) *sql.Row {
	if t.read != nil {
		return t.read.QueryRowContext(t.ctx, query, args...)
	}
	t.sync()
	return t.w.conn.QueryRowContext(t.ctx, query, args...)
}

// rows runs a query, in a write transaction after what is queued.
func (t *Tx) rows(query string, args ...any) (*sql.Rows, error) {
	if t.read != nil {
		return t.read.QueryContext(t.ctx, query, args...)
	}
	if err := t.sync(); err != nil {
		return nil, err
	}
	return t.w.conn.QueryContext(t.ctx, query, args...)
}

// later queues a statement nobody waits on (pgTx): its error comes back
// from whatever sends it. In a read transaction it runs at once.
func (t *Tx) later(query string, args ...any) error {
	if t.read != nil {
		return t.exec(query, args...)
	}
	t.w.queue = append(t.w.queue, pgStmt{sql: query, args: args})
	return nil
}

// maxRows is the most rows one multi-row statement carries: a statement
// text per row count up to it is planned once per connection and kept.
const maxRows = 64

// params is n placeholders numbered from first: "$3, $4, $5".
func params(first, n int) string {
	var b strings.Builder
	for i := range n {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString("$" + strconv.Itoa(first+i))
	}
	return b.String()
}

// values is a VALUES list of rows tuples of cols placeholders, numbered
// from $1.
func values(rows, cols int) string {
	var b strings.Builder
	for r := range rows {
		if r > 0 {
			b.WriteString(", ")
		}
		b.WriteString("(" + params(1+r*cols, cols) + ")")
	}
	return b.String()
}

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
