package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/jackc/pgx/v5"

	"croupier/money"
)

// Account kinds (stored; never renamed). Wallets, escrows and pools may not
// go below zero (section 5: no credit), a constraint the database enforces.
const (
	KindWallet     = "wallet"     // a player's money at the casino
	KindCage       = "cage"       // cash taken in or paid out at the cage
	KindEscrow     = "escrow"     // a table's holds: wagers at risk in the round in progress
	KindHouse      = "house"      // the house bankroll: losing wagers in, winnings out
	KindCommission = "commission" // commissions charged (31, 47, 58, 111, 95.17)
	KindPool       = "pool"       // a progressive jackpot pool (21.2)
)

// Fixed accounts.
const (
	Cage       = "cage"
	House      = "house"
	Commission = "commission"
)

// Wallet returns a user's wallet account id.
func Wallet(user int64) string { return "wallet:" + strconv.FormatInt(user, 10) }

// Escrow returns a table's escrow account id.
func Escrow(table int64) string { return "escrow:" + strconv.FormatInt(table, 10) }

// A Leg is one side of a transfer: a signed change to one account.
type Leg struct {
	Account string       `json:"account"`
	Amount  money.Amount `json:"amount"`
}

// A Transfer moves money between accounts; its legs sum to zero.
type Transfer struct {
	Key   string // unique: the idempotency key
	Kind  string // cash-in, cash-out, hold, release, settle, void
	Memo  string
	Table int64 // 0 if none
	Round int64 // 0 if none
	Legs  []Leg
}

// An InsufficientError is a transfer that would take an account below zero.
type InsufficientError struct {
	Account string
	Balance money.Amount
	Need    money.Amount
}

func (e *InsufficientError) Error() string {
	return fmt.Sprintf("%s holds %s, %s is needed (section 5: no credit)", e.Account, e.Balance, e.Need)
}

// Unwrap returns ErrInsufficient.
func (e *InsufficientError) Unwrap() error { return ErrInsufficient }

// MaxBalance bounds the ledger: no account's balance, and no amount a
// transfer moves, may be beyond it either way. Ten trillion dollars is far
// above any casino's money and some 9,000 times below where int64 cents
// overflow (9.2 × 10^18), so that no sum the code or the database makes of
// a balance and a posting can overflow: a posting that would go beyond it
// is refused whole with a *RangeError. SQLite's trigger and PostgreSQL's
// constraint accounts_balance_bound (the migrations) hold the bound in the
// database as well.
const MaxBalance money.Amount = 1_000_000_000_000_000

// A RangeError is a posting refused because it would take an account's
// balance, or move an amount, beyond MaxBalance either way.
type RangeError struct {
	Account string
	Change  money.Amount // what the posting adds to the account
	Balance money.Amount // the account's balance before it, if Known
	Known   bool
}

func (e *RangeError) Error() string {
	if !e.Known {
		return fmt.Sprintf("a change of %s to %s is beyond the ledger's bound of %s either way", e.Change, e.Account, MaxBalance)
	}
	return fmt.Sprintf("%s holds %s, and a change of %s would take it beyond the ledger's bound of %s either way", e.Account, e.Balance, e.Change, MaxBalance)
}

// Unwrap returns ErrOutOfRange.
func (e *RangeError) Unwrap() error { return ErrOutOfRange }

// within reports whether a is within MaxBalance either way.
func within(a money.Amount) bool { return a >= -MaxBalance && a <= MaxBalance }

// bounded checks what can be told of a posting's bounds without the
// balances: every leg, each transfer's net change to an account, and the
// posting's running change to an account, stay within MaxBalance. Every
// sum it makes adds two amounts within MaxBalance, so none overflows, and
// what the database then adds to a balance within MaxBalance cannot
// overflow either.
func bounded(trs []Transfer) error {
	total := map[string]money.Amount{}
	net := map[string]money.Amount{}
	for _, tr := range trs {
		clear(net)
		for _, l := range tr.Legs {
			if !within(l.Amount) {
				return &RangeError{Account: l.Account, Change: l.Amount}
			}
			if net[l.Account] += l.Amount; !within(net[l.Account]) {
				return &RangeError{Account: l.Account, Change: net[l.Account]}
			}
		}
		for a, v := range net {
			if total[a] += v; !within(total[a]) {
				return &RangeError{Account: a, Change: total[a]}
			}
		}
	}
	return nil
}

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

// Post records a transfer and applies it to the balances (PostAll of one).
func (t *Tx) Post(tr Transfer) (int64, error) {
	ids, err := t.PostAll([]Transfer{tr})
	if err != nil {
		return 0, err
	}
	return ids[0], nil
}

// PostAll records transfers and applies them to the balances as if they
// were posted one after the other, and returns their ids. Legs on the same
// account are merged within a transfer; each account is updated once, by
// the transfers' total, in id order so that concurrent transfers never
// deadlock, and each entry records the running balance after its transfer.
// The ledger's rules are Posting's: a transfer that would take a wallet,
// an escrow or a pool below zero, even in passing, fails the whole call
// with an *InsufficientError (and the database's constraint refuses it
// even if two transactions race); a posting that would take a balance, or
// move an amount, beyond MaxBalance fails whole with a *RangeError. A key
// used before fails with ErrDuplicate. On an error the caller must roll
// the transaction back.
func (t *Tx) PostAll(trs []Transfer) ([]int64, error) {
	p, err := NewPosting(trs)
	if err != nil {
		return nil, err
	}
	return t.post(p)
}

// post is PostAll of a posting laid out.
func (t *Tx) post(p *Posting) ([]int64, error) {
	ids, err := t.insertTransfers(p.Transfers, p.Index)
	if err != nil {
		return nil, err
	}
	update := t.updateLocked
	if t.s.dialect == SQLite {
		update = t.updateAll // one writer: no lock order to keep, one statement for them all
	}
	if err := update(p); err != nil {
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

// updateAll applies each account's total with one statement per
// maxRows accounts (SQLite), then checks the posting against the balances
// before it. A refusal of the database's constraints (the statement alone
// is undone) is explained by the same check, from the balances then.
func (t *Tx) updateAll(p *Posting) error {
	before := make(map[string]Account, len(p.Accounts))
	for rest := p.Accounts; len(rest) > 0; {
		n := chunks(len(rest))[0]
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
			err = t.s.classify(err)
			if !errors.Is(err, ErrInsufficient) && !errors.Is(err, ErrOutOfRange) {
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
				return fmt.Errorf("account %s: %w", a, ErrNotFound)
			}
			acct.Balance -= p.Total[a] // RETURNING gave the balance after
			before[a] = acct
		}
		rest = rest[n:]
	}
	return p.Check(before)
}

// updateLocked applies each account's total on PostgreSQL: the rows are
// locked in id order and read first (so that two postings never wait for
// each other), the posting is checked against them, then one statement per
// maxRows accounts updates them.
func (t *Tx) updateLocked(p *Posting) error {
	before := make(map[string]Account, len(p.Accounts))
	for rest := p.Accounts; len(rest) > 0; {
		n := chunks(len(rest))[0]
		ids := make([]any, n)
		for i, a := range rest[:n] {
			ids[i] = a
		}
		rows, err := t.query(`SELECT id, balance, kind FROM accounts WHERE id IN (`+inList(n)+`) ORDER BY id FOR UPDATE`, ids...)
		if err == nil {
			err = scanAccounts(rows, before)
		}
		if err != nil {
			return t.s.classify(err)
		}
		rest = rest[n:]
	}
	if err := p.Check(before); err != nil {
		return err
	}
	for rest := p.Accounts; len(rest) > 0; {
		n := chunks(len(rest))[0]
		args := make([]any, 0, 2*n)
		for _, a := range rest[:n] {
			args = append(args, a, int64(p.Total[a]))
		}
		err := t.exec(`UPDATE accounts AS a SET balance = a.balance + v.d FROM (VALUES `+
			strings.TrimSuffix(strings.Repeat("(?::text, ?::bigint), ", n), ", ")+`) AS v (id, d) WHERE a.id = v.id`, args...)
		if err != nil {
			return t.s.classify(err)
		}
		rest = rest[n:]
	}
	return nil
}

// scanAccounts reads the id, balance and kind of each account a statement
// returned into accts, and closes rows.
func scanAccounts(rows *sql.Rows, accts map[string]Account) error {
	defer rows.Close()
	for rows.Next() {
		var id, kind string
		var bal int64
		if err := rows.Scan(&id, &bal, &kind); err != nil {
			return err
		}
		accts[id] = Account{Kind: kind, Balance: money.Amount(bal)}
	}
	return rows.Err()
}

// inList is n placeholders for an IN list.
func inList(n int) string { return strings.TrimSuffix(strings.Repeat("?, ", n), ", ") }

// accounts reads the kind and balance of accts into out.
func (t *Tx) accounts(accts []string, out map[string]Account) error {
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
		out[a] = Account{Kind: kind, Balance: money.Amount(bal)}
	}
	return nil
}

// explain is the error Check gives a posting the database refused with
// cause, read from the last commit (a PostgreSQL transaction the refusal
// aborted), or cause if Check finds nothing wrong there.
func (s *Store) explain(p *Posting, cause error) error {
	out := cause
	s.ReadOnly(context.Background(), func(tx *Tx) error {
		before := make(map[string]Account, len(p.Accounts))
		if tx.accounts(p.Accounts, before) != nil {
			return nil
		}
		if err := p.Check(before); err != nil && (errors.Is(err, ErrInsufficient) || errors.Is(err, ErrOutOfRange)) {
			out = err
		}
		return nil
	})
	return out
}

// rangeError is the *RangeError of adding change to an account holding
// bal, or nil if the sum is within MaxBalance. A balance beyond the bound
// (stored before there was one) is refused whatever the change.
func rangeError(acct string, bal, change money.Amount) error {
	if within(bal) && within(bal+change) {
		return nil
	}
	return &RangeError{Account: acct, Change: change, Balance: bal, Known: true}
}

// insertTransfers inserts the transfers' rows and returns their ids.
func (t *Tx) insertTransfers(trs []Transfer, index map[string]int) ([]int64, error) {
	ids := make([]int64, len(trs))
	at := now()
	for rest := trs; len(rest) > 0; {
		n := chunks(len(rest))[0]
		args := make([]any, 0, 6*n)
		for _, tr := range rest[:n] {
			args = append(args, tr.Key, tr.Kind, tr.Memo, nullID(tr.Table), nullID(tr.Round), at)
		}
		if err := t.scanTransferIDs(n, args, ids, index); err != nil {
			if err := t.s.classify(err); errors.Is(err, ErrDuplicate) {
				var ks []string
				for _, tr := range rest[:n] {
					ks = append(ks, tr.Key)
				}
				return nil, fmt.Errorf("transfer %s: %w", strings.Join(ks, ", "), ErrDuplicate)
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

// Balances returns several accounts' balances.
func (t *Tx) Balances(accounts []string) (map[string]money.Amount, error) {
	out := make(map[string]money.Amount, len(accounts))
	todo := accounts
	if t.pg != nil && len(accounts) > 0 {
		// One message with whatever the transaction has queued.
		args := make([]any, len(accounts))
		for i, a := range accounts {
			args[i] = a
		}
		err := t.pgQuery(`SELECT id, balance FROM accounts WHERE id IN (`+inList(len(accounts))+`)`, args, func(r pgx.Rows) error {
			var id string
			var b int64
			err := r.Scan(&id, &b)
			out[id] = money.Amount(b)
			return err
		})
		if err != nil {
			return nil, err
		}
		todo = nil
	}
	for rest := todo; len(rest) > 0; {
		n := chunks(len(rest))[0]
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
			return nil, fmt.Errorf("account %s: %w", a, ErrNotFound)
		}
	}
	return out, nil
}

// merge sums legs per account, drops zero legs and sorts by account.
func merge(legs []Leg) []Leg {
	by := map[string]money.Amount{}
	for _, l := range legs {
		by[l.Account] += l.Amount
	}
	out := make([]Leg, 0, len(by))
	for a, v := range by {
		if v != 0 {
			out = append(out, Leg{a, v})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Account < out[j].Account })
	return out
}

func nullID(id int64) any {
	if id == 0 {
		return nil
	}
	return id
}

// A Line is one ledger entry as a player's statement shows it.
type Line struct {
	Transfer int64        `json:"transfer"`
	Kind     string       `json:"kind"`
	Memo     string       `json:"memo"`
	Amount   money.Amount `json:"amount"`
	Balance  money.Amount `json:"balance"`
	Table    int64        `json:"table,omitempty"`
	Round    int64        `json:"round,omitempty"`
	At       int64        `json:"at"` // Unix milliseconds
}

// Lines returns an account's last n entries, newest first.
func (t *Tx) Lines(account string, n int) ([]Line, error) {
	rows, err := t.rows(`SELECT e.transfer_id, tr.kind, tr.memo, e.amount, e.balance_after, COALESCE(tr.table_id, 0), COALESCE(tr.round_id, 0), tr.created_at
		FROM entries e JOIN transfers tr ON tr.id = e.transfer_id WHERE e.account = ? ORDER BY e.id DESC LIMIT ?`, account, n)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []Line{}
	for rows.Next() {
		var l Line
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

// A Problem is one inconsistency the ledger check found.
type Problem struct {
	Account string `json:"account,omitempty"`
	Msg     string `json:"msg"`
}

// Check verifies the ledger: every account's balance equals the sum of its
// entries, every transfer's entries sum to zero, all entries sum to zero,
// no wallet, escrow or pool is below zero, no balance is beyond
// MaxBalance, and each entry's running balance follows from the one
// before. The sums are made here, checked for overflow, not by the
// database (whose SUM would fail on a ledger that overflows, the very
// ledger this must describe).
func (s *Store) Check(t *Tx) ([]Problem, error) {
	var out []Problem
	type account struct {
		kind     string
		bal, sum int64
		overflow bool
	}
	accts := map[string]*account{}
	var ids []string
	rows, err := t.rows(`SELECT id, kind, CAST(balance AS BIGINT) FROM accounts ORDER BY id`)
	if err != nil {
		return nil, err
	}
	for rows.Next() {
		a := &account{}
		var id string
		if err := rows.Scan(&id, &a.kind, &a.bal); err != nil {
			rows.Close()
			return nil, err
		}
		accts[id] = a
		ids = append(ids, id)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	rows, err = t.rows(`SELECT account, amount, balance_after FROM entries ORDER BY account, id`)
	if err != nil {
		return nil, err
	}
	var prevAcct string
	var run int64
	var a *account
	for rows.Next() {
		var acct string
		var amt, after int64
		if err := rows.Scan(&acct, &amt, &after); err != nil {
			rows.Close()
			return nil, err
		}
		if acct != prevAcct {
			prevAcct, run = acct, 0
			if a = accts[acct]; a == nil { // the foreign key makes it impossible
				a = &account{}
				out = append(out, Problem{acct, "has entries but no account"})
			}
		}
		if !a.overflow {
			a.sum, a.overflow = add(a.sum, amt)
		}
		next, overflow := add(run, amt)
		switch {
		case overflow:
			out = append(out, Problem{acct, fmt.Sprintf("running balance %d plus %d overflows; the entry records %d", run, amt, after)})
		case next != after:
			out = append(out, Problem{acct, fmt.Sprintf("running balance %d but the entry records %d", next, after)})
		}
		run = after
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	var total int64
	var overflow bool
	for _, id := range ids {
		a := accts[id]
		switch {
		case a.overflow:
			out = append(out, Problem{id, fmt.Sprintf("balance %d but its entries sum beyond a 64-bit integer", a.bal)})
		case a.bal != a.sum:
			out = append(out, Problem{id, fmt.Sprintf("balance %d but its entries sum to %d", a.bal, a.sum)})
		}
		if NoCredit(a.kind) && a.bal < 0 {
			out = append(out, Problem{id, fmt.Sprintf("balance %d is below zero", a.bal)})
		}
		if !within(money.Amount(a.bal)) {
			out = append(out, Problem{id, fmt.Sprintf("balance %d is beyond the ledger's bound of %d either way", a.bal, MaxBalance)})
		}
		if !overflow && !a.overflow {
			total, overflow = add(total, a.sum)
		}
	}
	switch {
	case overflow:
		out = append(out, Problem{"", "all entries sum beyond a 64-bit integer, not to zero"})
	case total != 0:
		out = append(out, Problem{"", fmt.Sprintf("all entries sum to %d, not zero", total)})
	}
	rows, err = t.rows(`SELECT transfer_id, amount FROM entries ORDER BY transfer_id`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var tr, sum int64
	overflow = false
	end := func() {
		if tr != 0 && (overflow || sum != 0) {
			out = append(out, Problem{"", fmt.Sprintf("transfer %d sums to %d, not zero", tr, sum)})
		}
	}
	for rows.Next() {
		var id, amt int64
		if err := rows.Scan(&id, &amt); err != nil {
			return nil, err
		}
		if id != tr {
			end()
			tr, sum, overflow = id, 0, false
		}
		if !overflow {
			sum, overflow = add(sum, amt)
		}
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	end()
	return out, nil
}

// add returns a + b and whether it overflowed.
func add(a, b int64) (int64, bool) {
	s := a + b
	return s, (a >= 0) == (b >= 0) && (s >= 0) != (a >= 0)
}

// Pool returns the account of the progressive jackpot pool named name
// (21.2, 67.21): one per game, shared by every table that offers it.
func Pool(name string) string { return "pool:" + name }
