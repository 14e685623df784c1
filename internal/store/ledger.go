package store

import (
	"fmt"
	"strconv"

	"croupier/money"
)

// A Ledger is the double-entry ledger: accounts and the transfers between
// them. Every posting is laid out by NewPosting and checked by
// Posting.Check before the balances change; the database's constraints
// (CHECK balance >= 0 on wallets, escrows and pools, and
// accounts_balance_bound) are a second line of defence.
type Ledger interface {
	// CreateAccount makes an account if it does not exist.
	CreateAccount(id, kind string) error
	// Balance returns an account's balance.
	Balance(account string) (money.Amount, error)
	// Balances returns several accounts' balances; a missing account is
	// ErrNotFound.
	Balances(accounts []string) (map[string]money.Amount, error)
	// Post records a transfer and applies it to the balances (PostAll of
	// one) and returns its id.
	Post(tr Transfer) (int64, error)
	// PostAll records transfers and applies them to the balances as if
	// they were posted one after the other, and returns their ids. Legs on
	// one account are merged within a transfer; each entry records the
	// running balance after its transfer. A posting Posting refuses fails
	// whole (*InsufficientError, *RangeError), and a key used before fails
	// with ErrDuplicate.
	PostAll(trs []Transfer) ([]int64, error)
	// Lines returns an account's last n entries, newest first.
	Lines(account string, n int) ([]Line, error)
	// Counts returns how many accounts and ledger entries there are.
	Counts() (accounts, entries int64, err error)

	// The ledger check's reading (Check). Accounts calls f with every
	// account in id order; EntriesByAccount with every entry, by account
	// and in the order they were posted; EntriesByTransfer with every
	// entry, by transfer. An error from f stops the reading and is
	// returned.
	Accounts(f func(id string, a Account) error) error
	EntriesByAccount(f func(Posted) error) error
	EntriesByTransfer(f func(Posted) error) error
}

// Account kinds (stored; never renamed). Wallets, escrows and pools may not
// go below zero (section 5: no credit, NoCredit), a constraint the
// database enforces.
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

// Pool returns the account of the progressive jackpot pool named name
// (21.2, 67.21): one per game, shared by every table that offers it.
func Pool(name string) string { return "pool:" + name }

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
// constraint accounts_balance_bound (the adapters' migrations) hold the
// bound in the database as well.
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

// A Posted is one stored ledger entry as the ledger check reads it.
type Posted struct {
	Transfer int64
	Account  string
	Amount   int64 // as stored: the check makes its own sums, checked for overflow
	After    int64 // the account's running balance after it
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
func Check(l Ledger) ([]Problem, error) {
	var out []Problem
	type account struct {
		kind     string
		bal, sum int64
		overflow bool
	}
	accts := map[string]*account{}
	var ids []string
	err := l.Accounts(func(id string, a Account) error {
		accts[id] = &account{kind: a.Kind, bal: int64(a.Balance)}
		ids = append(ids, id)
		return nil
	})
	if err != nil {
		return nil, err
	}
	var prevAcct string
	var run int64
	var a *account
	err = l.EntriesByAccount(func(e Posted) error {
		if e.Account != prevAcct || a == nil {
			prevAcct, run = e.Account, 0
			if a = accts[e.Account]; a == nil { // the foreign key makes it impossible
				a = &account{}
				out = append(out, Problem{e.Account, "has entries but no account"})
			}
		}
		if !a.overflow {
			a.sum, a.overflow = add(a.sum, e.Amount)
		}
		next, overflow := add(run, e.Amount)
		switch {
		case overflow:
			out = append(out, Problem{e.Account, fmt.Sprintf("running balance %d plus %d overflows; the entry records %d", run, e.Amount, e.After)})
		case next != e.After:
			out = append(out, Problem{e.Account, fmt.Sprintf("running balance %d but the entry records %d", next, e.After)})
		}
		run = e.After
		return nil
	})
	if err != nil {
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
	var tr, sum int64
	overflow = false
	end := func() {
		if tr != 0 && (overflow || sum != 0) {
			out = append(out, Problem{"", fmt.Sprintf("transfer %d sums to %d, not zero", tr, sum)})
		}
	}
	err = l.EntriesByTransfer(func(e Posted) error {
		if e.Transfer != tr {
			end()
			tr, sum, overflow = e.Transfer, 0, false
		}
		if !overflow {
			sum, overflow = add(sum, e.Amount)
		}
		return nil
	})
	if err != nil {
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
