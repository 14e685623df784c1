package postgres

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"github.com/jackc/pgx/v5"

	"croupier/internal/store"
	"croupier/money"
)

// CreateAccount makes an account if it does not exist.
func (t *Tx) CreateAccount(id, kind string) error {
	n, err := t.execN(`UPDATE accounts SET balance = balance WHERE id = $1`, id)
	if err != nil || n > 0 {
		return err
	}
	return t.exec(`INSERT INTO accounts (id, kind, balance) VALUES ($1, $2, 0)`, id, kind)
}

// Balance returns an account's balance.
func (t *Tx) Balance(account string) (money.Amount, error) {
	var b int64
	err := t.row(`SELECT balance FROM accounts WHERE id = $1`, account).Scan(&b)
	return money.Amount(b), notFound(err, "account "+account)
}

// Balances returns several accounts' balances: in a write transaction, in
// one message with whatever the transaction has queued.
func (t *Tx) Balances(accounts []string) (map[string]money.Amount, error) {
	out := make(map[string]money.Amount, len(accounts))
	if len(accounts) > 0 {
		args := make([]any, len(accounts))
		for i, a := range accounts {
			args[i] = a
		}
		query := `SELECT id, balance FROM accounts WHERE id IN (` + params(1, len(accounts)) + `)`
		var err error
		if t.read != nil {
			err = t.scanBalances(query, args, out)
		} else {
			err = t.each(query, args, func(r pgx.Rows) error {
				var id string
				var b int64
				err := r.Scan(&id, &b)
				out[id] = money.Amount(b)
				return err
			})
		}
		if err != nil {
			return nil, err
		}
	}
	for _, a := range accounts {
		if _, ok := out[a]; !ok {
			return nil, fmt.Errorf("account %s: %w", a, store.ErrNotFound)
		}
	}
	return out, nil
}

func (t *Tx) scanBalances(query string, args []any, out map[string]money.Amount) error {
	rows, err := t.rows(query, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var id string
		var b int64
		if err := rows.Scan(&id, &b); err != nil {
			return err
		}
		out[id] = money.Amount(b)
	}
	return rows.Err()
}

// Post records a transfer and applies it to the balances (PostAll of one).
func (t *Tx) Post(tr store.Transfer) (int64, error) {
	ids, err := t.PostAll([]store.Transfer{tr})
	if err != nil {
		return 0, err
	}
	return ids[0], nil
}

// PostAll records transfers and applies them to the balances as if they
// were posted one after the other, and returns their ids. The accounts
// are locked in id order and read first, so that two postings never wait
// for each other in a circle and store.Posting checks the posting before
// anything changes. On an error the caller must roll the transaction
// back.
func (t *Tx) PostAll(trs []store.Transfer) ([]int64, error) {
	p, err := store.NewPosting(trs)
	if err != nil {
		return nil, err
	}
	return t.post(p)
}

// post is PostAll of a posting laid out.
func (t *Tx) post(p *store.Posting) ([]int64, error) {
	ids, err := t.insertTransfers(p.Transfers, p.Index)
	if err != nil {
		return nil, err
	}
	if err := t.update(p); err != nil {
		return nil, err
	}
	rows := make([][]any, len(p.Entries))
	for i, e := range p.Entries {
		rows[i] = []any{ids[e.Transfer], e.Account, int64(e.Amount), int64(e.After)}
	}
	if err := t.insertRows(`INSERT INTO entries (transfer_id, account, amount, balance_after)`, "", rows); err != nil {
		return nil, err
	}
	return ids, nil
}

// update applies each account's total: the rows are locked in id order
// and read first (so that two postings never wait for each other), the
// posting is checked against them, then one statement per maxRows
// accounts updates them.
func (t *Tx) update(p *store.Posting) error {
	before := make(map[string]store.Account, len(p.Accounts))
	for rest := p.Accounts; len(rest) > 0; {
		n := min(len(rest), maxRows)
		ids := make([]any, n)
		for i, a := range rest[:n] {
			ids[i] = a
		}
		rows, err := t.rows(`SELECT id, balance, kind FROM accounts WHERE id IN (`+params(1, n)+`) ORDER BY id FOR UPDATE`, ids...)
		if err == nil {
			err = scanAccounts(rows, before)
		}
		if err != nil {
			return classify(err)
		}
		rest = rest[n:]
	}
	if err := p.Check(before); err != nil {
		return err
	}
	for rest := p.Accounts; len(rest) > 0; {
		n := min(len(rest), maxRows)
		args := make([]any, 0, 2*n)
		var b strings.Builder
		for i, a := range rest[:n] {
			if i > 0 {
				b.WriteString(", ")
			}
			fmt.Fprintf(&b, "($%d::text, $%d::bigint)", 2*i+1, 2*i+2)
			args = append(args, a, int64(p.Total[a]))
		}
		err := t.exec(`UPDATE accounts AS a SET balance = a.balance + v.d FROM (VALUES `+b.String()+`) AS v (id, d) WHERE a.id = v.id`, args...)
		if err != nil {
			return classify(err)
		}
		rest = rest[n:]
	}
	return nil
}

// scanAccounts reads the id, balance and kind of each account a statement
// returned into accts, and closes rows.
func scanAccounts(rows *sql.Rows, accts map[string]store.Account) error {
	defer rows.Close()
	for rows.Next() {
		var id, kind string
		var bal int64
		if err := rows.Scan(&id, &bal, &kind); err != nil {
			return err
		}
		accts[id] = store.Account{Kind: kind, Balance: money.Amount(bal)}
	}
	return rows.Err()
}

// accounts reads the kind and balance of accts into out.
func (t *Tx) accounts(accts []string, out map[string]store.Account) error {
	for _, a := range accts {
		var kind string
		var bal int64
		err := t.row(`SELECT kind, CAST(balance AS BIGINT) FROM accounts WHERE id = $1`, a).Scan(&kind, &bal)
		if errors.Is(err, sql.ErrNoRows) {
			continue // Check names it
		}
		if err != nil {
			return err
		}
		out[a] = store.Account{Kind: kind, Balance: money.Amount(bal)}
	}
	return nil
}

// explain is the error store.Posting.Check gives a posting the database
// refused with cause, read from the last commit (the refusal aborted the
// transaction), or cause if Check finds nothing wrong there.
func (s *Store) explain(p *store.Posting, cause error) error {
	out := cause
	s.ReadOnly(context.Background(), func(stx store.Tx) error {
		before := make(map[string]store.Account, len(p.Accounts))
		if stx.(*Tx).accounts(p.Accounts, before) != nil {
			return nil
		}
		if err := p.Check(before); err != nil && (errors.Is(err, store.ErrInsufficient) || errors.Is(err, store.ErrOutOfRange)) {
			out = err
		}
		return nil
	})
	return out
}

// insertTransfers inserts the transfers' rows and returns their ids.
func (t *Tx) insertTransfers(trs []store.Transfer, index map[string]int) ([]int64, error) {
	ids := make([]int64, len(trs))
	at := store.Now()
	for rest := trs; len(rest) > 0; {
		n := min(len(rest), maxRows)
		args := make([]any, 0, 6*n)
		for _, tr := range rest[:n] {
			args = append(args, tr.Key, tr.Kind, tr.Memo, nullID(tr.Table), nullID(tr.Round), at)
		}
		if err := t.scanTransferIDs(n, args, ids, index); err != nil {
			if err := classify(err); errors.Is(err, store.ErrDuplicate) {
				var ks []string
				for _, tr := range rest[:n] {
					ks = append(ks, tr.Key)
				}
				return nil, fmt.Errorf("transfer %s: %w", strings.Join(ks, ", "), store.ErrDuplicate)
			}
			return nil, err
		}
		rest = rest[n:]
	}
	return ids, nil
}

func (t *Tx) scanTransferIDs(n int, args []any, ids []int64, index map[string]int) error {
	rows, err := t.rows(`INSERT INTO transfers (key, kind, memo, table_id, round_id, created_at) VALUES `+values(n, 6)+` RETURNING id, key`, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var id int64
		var key string
		if err := rows.Scan(&id, &key); err != nil {
			return err
		}
		ids[index[key]] = id
	}
	return rows.Err()
}

// Lines returns an account's last n entries, newest first.
func (t *Tx) Lines(account string, n int) ([]store.Line, error) {
	rows, err := t.rows(`SELECT e.transfer_id, tr.kind, tr.memo, e.amount, e.balance_after, COALESCE(tr.table_id, 0), COALESCE(tr.round_id, 0), tr.created_at
		FROM entries e JOIN transfers tr ON tr.id = e.transfer_id WHERE e.account = $1 ORDER BY e.id DESC LIMIT $2`, account, n)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []store.Line{}
	for rows.Next() {
		var l store.Line
		if err := rows.Scan(&l.Transfer, &l.Kind, &l.Memo, &l.Amount, &l.Balance, &l.Table, &l.Round, &l.At); err != nil {
			return nil, err
		}
		out = append(out, l)
	}
	return out, rows.Err()
}

// Counts returns how many accounts and ledger entries there are.
func (t *Tx) Counts() (accounts, entries int64, err error) {
	if err = t.row(`SELECT COUNT(*) FROM accounts`).Scan(&accounts); err != nil {
		return
	}
	err = t.row(`SELECT COUNT(*) FROM entries`).Scan(&entries)
	return
}

// Accounts calls f with every account in id order.
func (t *Tx) Accounts(f func(id string, a store.Account) error) error {
	rows, err := t.rows(`SELECT id, kind, balance FROM accounts ORDER BY id`)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var id, kind string
		var bal int64
		if err := rows.Scan(&id, &kind, &bal); err != nil {
			return err
		}
		if err := f(id, store.Account{Kind: kind, Balance: money.Amount(bal)}); err != nil {
			return err
		}
	}
	return rows.Err()
}

// EntriesByAccount calls f with every entry, by account and in the order
// they were posted.
func (t *Tx) EntriesByAccount(f func(store.Posted) error) error {
	return t.entries(`SELECT transfer_id, account, amount, balance_after FROM entries ORDER BY account, id`, f)
}

// EntriesByTransfer calls f with every entry, by transfer.
func (t *Tx) EntriesByTransfer(f func(store.Posted) error) error {
	return t.entries(`SELECT transfer_id, account, amount, balance_after FROM entries ORDER BY transfer_id, id`, f)
}

func (t *Tx) entries(query string, f func(store.Posted) error) error {
	rows, err := t.rows(query)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var e store.Posted
		if err := rows.Scan(&e.Transfer, &e.Account, &e.Amount, &e.After); err != nil {
			return err
		}
		if err := f(e); err != nil {
			return err
		}
	}
	return rows.Err()
}
