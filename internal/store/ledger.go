package store

import (
	"errors"
	"fmt"
	"sort"
	"strconv"

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

// Post records a transfer and applies it to the balances. Legs on the same
// account are merged; accounts are locked in id order so that concurrent
// transfers never deadlock. A leg that would take a wallet, an escrow or a
// pool below zero fails with an *InsufficientError, and the database's
// constraint refuses it even if two transactions race. A key used before
// fails with ErrDuplicate.
func (t *Tx) Post(tr Transfer) (int64, error) {
	legs := merge(tr.Legs)
	var sum money.Amount
	for _, l := range legs {
		sum += l.Amount
	}
	if sum != 0 {
		return 0, fmt.Errorf("post %s: legs sum to %d, not zero", tr.Key, sum)
	}
	var id int64
	err := t.row(`INSERT INTO transfers (key, kind, memo, table_id, round_id, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
		tr.Key, tr.Kind, tr.Memo, nullID(tr.Table), nullID(tr.Round), now()).Scan(&id)
	if err != nil {
		if err := t.s.classify(err); errors.Is(err, ErrDuplicate) {
			return 0, fmt.Errorf("transfer %s: %w", tr.Key, ErrDuplicate)
		}
		return 0, err
	}
	for _, l := range legs {
		if l.Amount < 0 {
			var kind string
			var bal int64
			if err := t.row(`SELECT kind, balance FROM accounts WHERE id = ?`, l.Account).Scan(&kind, &bal); err != nil {
				return 0, notFound(err, "account "+l.Account)
			}
			if (kind == KindWallet || kind == KindEscrow || kind == KindPool) && bal+int64(l.Amount) < 0 {
				return 0, &InsufficientError{Account: l.Account, Balance: money.Amount(bal), Need: -l.Amount}
			}
		}
		var after int64
		err := t.row(`UPDATE accounts SET balance = balance + ? WHERE id = ? RETURNING balance`, int64(l.Amount), l.Account).Scan(&after)
		if err != nil {
			err = t.s.classify(notFound(err, "account "+l.Account))
			if errors.Is(err, ErrInsufficient) { // the constraint caught a race
				return 0, &InsufficientError{Account: l.Account, Need: -l.Amount}
			}
			return 0, err
		}
		if err := t.exec(`INSERT INTO entries (transfer_id, account, amount, balance_after) VALUES (?, ?, ?, ?)`,
			id, l.Account, int64(l.Amount), after); err != nil {
			return 0, err
		}
	}
	return id, nil
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
// no wallet, escrow or pool is below zero, and each entry's running balance
// follows from the one before.
func (s *Store) Check(t *Tx) ([]Problem, error) {
	var out []Problem
	rows, err := t.rows(`SELECT a.id, a.kind, a.balance, COALESCE(SUM(e.amount), 0) FROM accounts a LEFT JOIN entries e ON e.account = a.id GROUP BY a.id, a.kind, a.balance ORDER BY a.id`)
	if err != nil {
		return nil, err
	}
	for rows.Next() {
		var id, kind string
		var bal, sum int64
		if err := rows.Scan(&id, &kind, &bal, &sum); err != nil {
			rows.Close()
			return nil, err
		}
		if bal != sum {
			out = append(out, Problem{id, fmt.Sprintf("balance %d but its entries sum to %d", bal, sum)})
		}
		if (kind == KindWallet || kind == KindEscrow || kind == KindPool) && bal < 0 {
			out = append(out, Problem{id, fmt.Sprintf("balance %d is below zero", bal)})
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	var total int64
	if err := t.row(`SELECT COALESCE(SUM(amount), 0) FROM entries`).Scan(&total); err != nil {
		return nil, err
	}
	if total != 0 {
		out = append(out, Problem{"", fmt.Sprintf("all entries sum to %d, not zero", total)})
	}
	rows, err = t.rows(`SELECT transfer_id, SUM(amount) FROM entries GROUP BY transfer_id HAVING SUM(amount) <> 0`)
	if err != nil {
		return nil, err
	}
	for rows.Next() {
		var id, sum int64
		if err := rows.Scan(&id, &sum); err != nil {
			rows.Close()
			return nil, err
		}
		out = append(out, Problem{"", fmt.Sprintf("transfer %d sums to %d", id, sum)})
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	rows, err = t.rows(`SELECT account, amount, balance_after FROM entries ORDER BY account, id`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var prevAcct string
	var run int64
	for rows.Next() {
		var acct string
		var amt, after int64
		if err := rows.Scan(&acct, &amt, &after); err != nil {
			return nil, err
		}
		if acct != prevAcct {
			prevAcct, run = acct, 0
		}
		run += amt
		if run != after {
			out = append(out, Problem{acct, fmt.Sprintf("running balance %d but the entry records %d", run, after)})
			run = after
		}
	}
	return out, rows.Err()
}
