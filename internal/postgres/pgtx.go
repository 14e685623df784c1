package postgres

import (
	"context"
	"database/sql"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/stdlib"
)

// A pgTx is a write transaction sent in as few messages as it can be.
// Every message is a round trip to another process that, on a busy
// machine, waits for a core before it answers: a wager's transaction sent
// statement by statement (BEGIN, the posting, COMMIT) waited three times.
// Here BEGIN travels with the first message, COMMIT with the last, and the
// statements whose answer nobody waits for (a posting, the lease check, a
// round's record) queue until a statement needs an answer or the
// transaction commits. A wager's transaction is then one message.
//
// A message is a pgx batch: the statements pipelined in the extended
// protocol, prepared once per connection and kept (so PostgreSQL plans
// them once), with one Sync at the end. The first statement that fails
// stops the rest; its own fail maps the error.
type pgTx struct {
	conn  *sql.Conn
	queue []pgStmt
	begun bool  // BEGIN has been sent
	err   error // what broke the transaction
}

// A pgStmt is a statement waiting in a pgTx's queue.
type pgStmt struct {
	sql  string
	args []any
	each func(pgx.Rows) error // non-nil: called for each row it returns
	// fail maps an error the statement raised (may be nil). A statement's
	// result cannot be checked afterwards: it may have gone with COMMIT.
	fail func(error) error
}

// send sends the queue, and last if given, in one message (beginning the
// transaction first if it has not begun) and returns what the message's
// last statement reported.
func (t *Tx) send(last *pgStmt) (pgconn.CommandTag, error) {
	p := t.w
	stmts := p.queue
	p.queue = nil
	if last != nil {
		stmts = append(stmts, *last)
	}
	if len(stmts) == 0 && p.begun {
		return pgconn.CommandTag{}, nil
	}
	if !p.begun {
		stmts = append([]pgStmt{{sql: "BEGIN"}}, stmts...)
		p.begun = true
	}
	b := &pgx.Batch{}
	for _, s := range stmts {
		b.Queue(s.sql, s.args...)
	}
	var tag pgconn.CommandTag
	failed := -1
	t.s.sent.Add(1)
	err := p.conn.Raw(func(dc any) error {
		br := dc.(*stdlib.Conn).Conn().SendBatch(t.ctx, b)
		defer br.Close()
		for i, s := range stmts {
			if s.each == nil {
				var err error
				if tag, err = br.Exec(); err != nil {
					failed = i
					return err
				}
				continue
			}
			rows, err := br.Query()
			if err == nil {
				for err == nil && rows.Next() {
					err = s.each(rows)
				}
				rows.Close()
				if err == nil {
					err = rows.Err()
				}
				tag = rows.CommandTag()
			}
			if err != nil {
				failed = i
				return err
			}
		}
		return br.Close()
	})
	if err != nil {
		err = classify(err)
		if failed >= 0 && stmts[failed].fail != nil {
			err = stmts[failed].fail(err)
		}
		return pgconn.CommandTag{}, t.fail(err)
	}
	return tag, nil
}

// fail keeps the first error that broke the transaction: a statement run
// after it only meets an aborted transaction.
func (t *Tx) fail(err error) error {
	if err != nil && t.w.err == nil {
		t.w.err = err
	}
	return err
}

// sync sends what is queued, so that a statement run through database/sql
// comes after it in the transaction.
func (t *Tx) sync() error {
	if t.w.begun && len(t.w.queue) == 0 {
		return nil
	}
	_, err := t.send(nil)
	return err
}

// each runs a query with the queue in front of it, calling f for every
// row.
func (t *Tx) each(query string, args []any, f func(pgx.Rows) error) error {
	_, err := t.send(&pgStmt{sql: query, args: args, each: f})
	return err
}

// commit sends what is left with COMMIT.
func (t *Tx) commit() error {
	if !t.w.begun && len(t.w.queue) == 0 {
		return nil // nothing was written
	}
	_, err := t.send(&pgStmt{sql: "COMMIT"})
	return err
}

// rollback ends the transaction if the server has one open.
func (t *Tx) rollback() {
	t.w.queue = nil
	t.w.conn.Raw(func(dc any) error {
		pc := dc.(*stdlib.Conn).Conn().PgConn()
		if pc.TxStatus() != 'I' {
			return pc.Exec(context.Background(), "ROLLBACK").Close()
		}
		return nil
	})
}
