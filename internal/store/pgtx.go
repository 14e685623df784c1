package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strconv"
	"strings"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/stdlib"
)

// A pgTx is a PostgreSQL write transaction sent in as few messages as it
// can be. Every message is a round trip to another process that, on a
// busy machine, waits for a core before it answers: a wager's transaction
// sent statement by statement (BEGIN, the posting, COMMIT) waited three
// times. Here BEGIN travels with the first message, COMMIT with the last,
// and the statements whose answer nobody waits for (a posting, the lease
// check, a round's record) queue until a statement needs an answer or the
// transaction commits. A wager's transaction is then one message.
//
// Queued statements go as one simple-protocol query (several statements,
// arguments written as literals by literal). Their errors come back with
// the message that carries them: each statement maps its own.
type pgTx struct {
	conn  *sql.Conn
	queue []pgStmt
	begun bool  // BEGIN has been sent
	err   error // what broke the transaction
}

// A pgStmt is a statement waiting in a pgTx's queue.
type pgStmt struct {
	sql string
	n   int // how many statements sql holds beyond the first
	// fail maps an error the statement raised (may be nil). A statement's
	// result cannot be checked afterwards: it may have gone with COMMIT.
	fail func(error) error
}

// later queues a statement written with ? placeholders; on SQLite it runs
// at once. Its error, on PostgreSQL, comes back from whatever sends it.
func (t *Tx) later(query string, args ...any) error {
	if t.pg == nil {
		return t.exec(query, args...)
	}
	q, err := interpolate(query, args)
	if err != nil {
		return err
	}
	t.pg.queue = append(t.pg.queue, pgStmt{sql: q})
	return nil
}

// send sends the queue, and last if given, in one message (beginning the
// transaction first if it has not begun) and returns last's result.
func (t *Tx) send(last *pgStmt) (*pgconn.Result, error) {
	p := t.pg
	stmts := p.queue
	p.queue = nil
	if last != nil {
		stmts = append(stmts, *last)
	}
	if len(stmts) == 0 && p.begun {
		return nil, nil
	}
	var b strings.Builder
	if !p.begun {
		b.WriteString("BEGIN")
		if len(stmts) > 0 {
			b.WriteString(";\n")
		}
	}
	for i, s := range stmts {
		if i > 0 {
			b.WriteString(";\n")
		}
		b.WriteString(s.sql)
	}
	var results []*pgconn.Result
	t.s.sent.Add(1)
	err := p.conn.Raw(func(dc any) error {
		pc := dc.(*stdlib.Conn).Conn().PgConn()
		if v := pc.ParameterStatus("standard_conforming_strings"); v != "on" {
			return fmt.Errorf("standard_conforming_strings is %q: Croupier needs it on", v)
		}
		var err error
		results, err = pc.Exec(t.ctx, b.String()).ReadAll()
		return err
	})
	if !p.begun {
		p.begun = true
		if len(results) == 0 {
			return nil, t.fail(err)
		}
		results = results[1:]
	}
	// owner[i] is the queued statement result i belongs to.
	var owner []int
	for i, s := range stmts {
		for range s.n + 1 {
			owner = append(owner, i)
		}
	}
	if err != nil {
		// The statement that failed is the first without a whole result.
		i := len(results)
		if i > 0 && results[i-1].Err != nil {
			i--
		}
		err = t.s.classify(err)
		if i < len(owner) && stmts[owner[i]].fail != nil {
			err = stmts[owner[i]].fail(err)
		}
		return nil, t.fail(err)
	}
	if len(results) != len(owner) {
		return nil, t.fail(fmt.Errorf("%d statements sent, %d answered", len(owner), len(results)))
	}
	if last == nil {
		return nil, nil
	}
	return results[len(results)-1], nil
}

// fail keeps the first error that broke the transaction: a statement run
// after it only meets an aborted transaction.
func (t *Tx) fail(err error) error {
	if err != nil && t.pg.err == nil {
		t.pg.err = err
	}
	return err
}

// sync sends what is queued, so that a statement run through database/sql
// comes after it in the transaction.
func (t *Tx) sync() error {
	if t.pg == nil || (t.pg.begun && len(t.pg.queue) == 0) {
		return nil
	}
	_, err := t.send(nil)
	return err
}

// pgExec runs a statement with the queue in front of it and reports the
// rows it touched.
func (t *Tx) pgExec(query string, args []any) (int64, error) {
	q, err := interpolate(query, args)
	if err != nil {
		return 0, err
	}
	r, err := t.send(&pgStmt{sql: q})
	if err != nil {
		return 0, err
	}
	return r.CommandTag.RowsAffected(), nil
}

// pgQuery runs a query with the queue in front of it and returns its rows
// as text.
func (t *Tx) pgQuery(query string, args []any) ([][][]byte, error) {
	q, err := interpolate(query, args)
	if err != nil {
		return nil, err
	}
	r, err := t.send(&pgStmt{sql: q})
	if err != nil {
		return nil, err
	}
	return r.Rows, nil
}

// commit sends what is left with COMMIT.
func (t *Tx) commit() error {
	if !t.pg.begun && len(t.pg.queue) == 0 {
		return nil // nothing was written
	}
	_, err := t.send(&pgStmt{sql: "COMMIT"})
	return err
}

// rollback ends the transaction if the server has one open.
func (t *Tx) rollback() {
	t.pg.queue = nil
	t.pg.conn.Raw(func(dc any) error {
		pc := dc.(*stdlib.Conn).Conn().PgConn()
		if pc.TxStatus() != 'I' {
			return pc.Exec(context.Background(), "ROLLBACK").Close()
		}
		return nil
	})
}

// interpolate writes args into query's ? placeholders as PostgreSQL
// literals. The store's queries never hold a ? of their own.
func interpolate(query string, args []any) (string, error) {
	var b strings.Builder
	n := 0
	for i := 0; i < len(query); i++ {
		if query[i] != '?' {
			b.WriteByte(query[i])
			continue
		}
		if n == len(args) {
			return "", fmt.Errorf("query has more placeholders than its %d arguments", len(args))
		}
		lit, err := literal(args[n])
		if err != nil {
			return "", fmt.Errorf("argument %d: %w", n+1, err)
		}
		b.WriteString(lit)
		n++
	}
	if n != len(args) {
		return "", fmt.Errorf("query has %d placeholders for %d arguments", n, len(args))
	}
	return b.String(), nil
}

// literal writes a value as a PostgreSQL literal: integers bare (negative
// ones in parentheses, so that a minus before them never makes a comment),
// text quoted with its quotes doubled (the server must have
// standard_conforming_strings on, the default since 9.1, which Open
// checks), NULL for nil.
func literal(v any) (string, error) {
	switch x := v.(type) {
	case nil:
		return "NULL", nil
	case string:
		return quote(x)
	case []byte:
		return quote(string(x))
	case json.RawMessage:
		return quote(string(x))
	case bool:
		if x {
			return "TRUE", nil
		}
		return "FALSE", nil
	}
	rv := reflect.ValueOf(v)
	switch rv.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		if n := rv.Int(); n < 0 {
			return "(" + strconv.FormatInt(n, 10) + ")", nil
		}
		return strconv.FormatInt(rv.Int(), 10), nil
	case reflect.String:
		return quote(rv.String())
	}
	return "", fmt.Errorf("cannot write a %T as a literal", v)
}

func quote(s string) (string, error) {
	if strings.IndexByte(s, 0) >= 0 {
		return "", errors.New("text holds a NUL byte")
	}
	return "'" + strings.ReplaceAll(s, "'", "''") + "'", nil
}
