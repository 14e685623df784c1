package sqlite

import (
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"croupier/internal/store"
	"croupier/money"
)

// CreateAccount makes an account if it does not exist.
func (t *Tx) CreateAccount(id, kind string) error {
	n, err := t.execN(`UPDATE accounts SET balance = balance WHERE id = ?`, id)
	if err != nil || n > 0 {
		return err
	}
	return t.exec(`INSERT INTO accounts (id, kind, balance) VALUES (?, ?, 0)`, id, kind)
}

// Balance returns an account's balance.
func (t *Tx) Balance(account string) (money.Amount, error) {
	var b int64
	err := t.row(`SELECT balance FROM accounts WHERE id = ?`, account).Scan(&b)
	return money.Amount(b), notFound(err, "account "+account)
}

// Balances returns several accounts' balances.
func (t *Tx) Balances(accounts []string) (map[string]money.Amount, error) {
	out := make(map[string]money.Amount, len(accounts))
	for rest := accounts; len(rest) > 0; {
		n := min(len(rest), maxRows)
		args := make([]any, n)
		for i, a := range rest[:n] {
			args[i] = a
		}
		rows, err := t.query(`SELECT id, balance FROM accounts WHERE id IN (`+inList(n)+`)`, args...)
		if err != nil {
			return nil, err
		}
		for rows.Next() {
			var id string
			var b int64
			if err := rows.Scan(&id, &b); err != nil {
				rows.Close()
				return nil, err
			}
			out[id] = money.Amount(b)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, err
		}
		rest = rest[n:]
	}
	for _, a := range accounts {
		if _, ok := out[a]; !ok {
			return nil, fmt.Errorf("account %s: %w", a, store.ErrNotFound)
		}
	}
	return out, nil
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
// were posted one after the other, and returns their ids: the transfers'
// rows, one UPDATE of every account (store.Posting checks what it returns)
// and the entries with their running balances. On an error the caller
// must roll the transaction back.
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

// update applies each account's total with one statement per maxRows
// accounts (one writer: no lock order to keep), then checks the posting
// against the balances before it, which the statement returned. A refusal
// of the database's constraints (the statement alone is undone) is
// explained by the same check, from the balances then.
func (t *Tx) update(p *store.Posting) error {
	before := make(map[string]store.Account, len(p.Accounts))
	for rest := p.Accounts; len(rest) > 0; {
		n := min(len(rest), maxRows)
		var b strings.Builder
		args := make([]any, 0, 3*n)
		b.WriteString(`UPDATE accounts SET balance = balance + CASE id`)
		for _, a := range rest[:n] {
			b.WriteString(` WHEN ? THEN ?`)
			args = append(args, a, int64(p.Total[a]))
		}
		b.WriteString(` END WHERE id IN (` + inList(n) + `) RETURNING id, balance, kind`)
		for _, a := range rest[:n] {
			args = append(args, a)
		}
		rows, err := t.query(b.String(), args...)
		if err == nil {
			err = scanAccounts(rows, before)
		}
		if err != nil {
			err = classify(err)
			if !errors.Is(err, store.ErrInsufficient) && !errors.Is(err, store.ErrOutOfRange) {
				return err
			}
			if e := t.accounts(rest[:n], before); e != nil {
				return err
			}
			if e := p.Check(before); e != nil {
				return e
			}
			return err
		}
		for _, a := range rest[:n] {
			acct, ok := before[a]
			if !ok {
				return fmt.Errorf("account %s: %w", a, store.ErrNotFound)
			}
			acct.Balance -= p.Total[a] // RETURNING gave the balance after
			before[a] = acct
		}
		rest = rest[n:]
	}
	return p.Check(before)
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
		err := t.row(`SELECT kind, CAST(balance AS BIGINT) FROM accounts WHERE id = ?`, a).Scan(&kind, &bal)
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
	rows, err := t.query(`INSERT INTO transfers (key, kind, memo, table_id, round_id, created_at) VALUES `+values(n, 6)+` RETURNING id, key`, args...)
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
		FROM entries e JOIN transfers tr ON tr.id = e.transfer_id WHERE e.account = ? ORDER BY e.id DESC LIMIT ?`, account, n)
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
	rows, err := t.rows(`SELECT id, kind, CAST(balance AS BIGINT) FROM accounts ORDER BY id`)
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
