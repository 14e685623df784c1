package postgres

import (
	"errors"
	"fmt"
	"strings"

	"croupier/internal/store"
)

// Flush writes what a batch of a table's steps has accumulated: their log
// rows, the transfers of their wagers and the holds those make.
//
// Every statement is a round trip to another process, so a posting in
// which no account both gains and loses (store.Posting.OneSided) waits in
// the transaction's queue (pgTx) as statements that need no answer: each
// entry's running balance is computed from what the UPDATE of its account
// returns. The balances are then not read before the posting, so the
// database's constraints detect what Posting.Check would refuse: a wallet
// below zero, which with every leg of an account on one side is the only
// way the posting can go below zero, and a balance beyond
// store.MaxBalance (accounts_balance_bound). The error is Check's, from
// the balances of the last commit (explain). Accounts are still locked in
// id order first. A posting that cannot go this way goes statement by
// statement.
func (t *Tx) Flush(table, segment int64, steps []store.LogStep, trs []store.Transfer, holds []store.Hold) error {
	p, err := store.NewPosting(trs)
	if err != nil {
		return err
	}
	if t.read != nil || !p.OneSided() || store.TakesDown(holds) {
		if err := t.appendSteps(table, segment, steps); err != nil {
			return err
		}
		if _, err := t.post(p); err != nil {
			return err
		}
		return t.addHolds(holds)
	}
	// Each statement is written with its own $n arguments and queued.
	var b strings.Builder
	var args []any
	var stmts []pgStmt
	arg := func(v any) string {
		args = append(args, v)
		switch v.(type) {
		case nil, int, int64: // a VALUES list's column takes its type from its first row; every nil is an id
			return fmt.Sprintf("$%d::bigint", len(args))
		}
		return fmt.Sprintf("$%d", len(args))
	}
	end := func() {
		stmts = append(stmts, pgStmt{sql: b.String(), args: args})
		b.Reset()
		args = nil
	}
	tuple := func(vs ...any) {
		b.WriteString("(")
		for i, v := range vs {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(arg(v))
		}
		b.WriteString(")")
	}
	list := func(n int, row func(i int) []any) {
		for i := range n {
			if i > 0 {
				b.WriteString(", ")
			}
			tuple(row(i)...)
		}
	}
	if len(steps) > 0 {
		at := store.Now()
		tapes := make([]string, len(steps))
		for i, s := range steps {
			tape, err := jsonTape(s.Tape)
			if err != nil {
				return err
			}
			tapes[i] = tape
		}
		b.WriteString(`INSERT INTO steps (table_id, segment, seq, user_id, step, tape, created_at) VALUES `)
		list(len(steps), func(i int) []any {
			s := steps[i]
			return []any{table, segment, s.Seq, nullID(s.User), string(s.Step), tapes[i], at}
		})
		end()
	}
	accts, total, entries := p.Accounts, p.Total, p.Entries
	if len(trs) > 0 {
		// The accounts are locked in id order first (two postings never
		// wait for each other in a circle); then one statement inserts
		// the transfers, updates the balances and writes the entries from
		// what the other two return (a data-modifying WITH: no lookup of
		// the transfers by key, no second read of the accounts).
		b.WriteString(`SELECT 1 FROM accounts WHERE id IN (`)
		for i, a := range accts {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(arg(a))
		}
		b.WriteString(`) ORDER BY id FOR UPDATE`)
		end()
		b.WriteString(`WITH tr AS (INSERT INTO transfers (key, kind, memo, table_id, round_id, created_at) VALUES `)
		at := store.Now()
		list(len(trs), func(i int) []any {
			tr := trs[i]
			return []any{tr.Key, tr.Kind, tr.Memo, nullID(tr.Table), nullID(tr.Round), at}
		})
		b.WriteString(` RETURNING id, key),
up AS (UPDATE accounts AS a SET balance = a.balance + v.d FROM (VALUES `)
		list(len(accts), func(i int) []any { return []any{accts[i], int64(total[accts[i]])} })
		b.WriteString(`) AS v (id, d) WHERE a.id = v.id RETURNING a.id, a.balance)
INSERT INTO entries (transfer_id, account, amount, balance_after)
SELECT tr.id, v.account, v.amount, up.balance - v.later FROM (VALUES `)
		list(len(entries), func(i int) []any {
			e := entries[i]
			return []any{i, trs[e.Transfer].Key, e.Account, int64(e.Amount), int64(e.Later)}
		})
		// An account that does not exist leaves balance_after NULL: refused.
		b.WriteString(`) AS v (ord, key, account, amount, later) JOIN tr ON tr.key = v.key LEFT JOIN up ON up.id = v.account ORDER BY v.ord`)
		end()
	}
	if rows := holdRows(holds); len(rows) > 0 {
		b.WriteString(`INSERT INTO holds (table_id, segment, round, seat, player, wager, user_id, amount, balance_before) VALUES `)
		list(len(rows), func(i int) []any { return rows[i] })
		b.WriteString(` ON CONFLICT (table_id, segment, round, seat, player, wager) DO UPDATE SET amount = holds.amount + excluded.amount`)
		end()
	}
	fail := func(err error) error {
		switch {
		case errors.Is(err, store.ErrInsufficient), errors.Is(err, store.ErrOutOfRange):
			return t.s.explain(p, err)
		case errors.Is(err, store.ErrDuplicate):
			var ks []string
			for _, tr := range trs {
				ks = append(ks, tr.Key)
			}
			return fmt.Errorf("transfer %s: %w", strings.Join(ks, ", "), store.ErrDuplicate)
		}
		return err
	}
	for _, st := range stmts {
		st.fail = fail
		t.w.queue = append(t.w.queue, st)
	}
	return nil
}

// appendSteps adds steps to a table segment's log, in order.
func (t *Tx) appendSteps(table, segment int64, steps []store.LogStep) error {
	rows := make([][]any, len(steps))
	at := store.Now()
	for i, s := range steps {
		tape, err := jsonTape(s.Tape)
		if err != nil {
			return err
		}
		rows[i] = []any{table, segment, s.Seq, nullID(s.User), string(s.Step), tape, at}
	}
	return t.insertRows(`INSERT INTO steps (table_id, segment, seq, user_id, step, tape, created_at)`, "", rows)
}

// addHolds adds amounts to holds (which may be negative: a wager taken
// down); the same hold may come more than once.
//
// An amount taken down is added to its hold by an UPDATE: written as a row
// to insert, it would break the hold's CHECK (amount >= 0) before the
// conflict made it an update.
func (t *Tx) addHolds(hs []store.Hold) error {
	add, down := store.SplitHolds(store.MergeHolds(hs))
	if err := t.insertRows(`INSERT INTO holds (table_id, segment, round, seat, player, wager, user_id, amount, balance_before)`,
		` ON CONFLICT (table_id, segment, round, seat, player, wager) DO UPDATE SET amount = holds.amount + excluded.amount`, holdRows(add)); err != nil {
		return err
	}
	for _, h := range down {
		n, err := t.execN(`UPDATE holds SET amount = amount + $1 WHERE table_id = $2 AND segment = $3 AND round = $4 AND seat = $5 AND player = $6 AND wager = $7`,
			int64(h.Amount), h.Table, h.Segment, h.Round, h.Seat, h.Player, h.Wager)
		if err != nil {
			return err
		}
		if n != 1 {
			return store.NoHoldError(h)
		}
	}
	return nil
}

// holdRows is the rows of hs with each hold once (store.MergeHolds); the
// fast path of Flush writes them only when none takes money down.
func holdRows(hs []store.Hold) [][]any {
	merged := store.MergeHolds(hs)
	rows := make([][]any, len(merged))
	for i, h := range merged {
		rows[i] = []any{h.Table, h.Segment, h.Round, h.Seat, h.Player, h.Wager, h.User, int64(h.Amount), int64(h.BalanceBefore)}
	}
	return rows
}
