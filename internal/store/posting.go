package store

import (
	"fmt"
	"sort"

	"croupier/money"
)

// NoCredit reports whether an account of kind may not go below zero
// (section 5: no credit): wallets, escrows and pools.
func NoCredit(kind string) bool {
	return kind == KindWallet || kind == KindEscrow || kind == KindPool
}

// A Posting is transfers laid out for the database: their legs merged per
// transfer, in posting order, with each account's total change. It holds
// the ledger's rules, written once for every adapter: NewPosting checks
// what can be told without the balances, Check what needs them. An
// adapter posts a Posting only if both pass; the database's constraints
// (CHECK balance >= 0, accounts_balance_bound) are a second line of
// defence, and a refusal of theirs is explained by Check too.
type Posting struct {
	Transfers []Transfer
	Entries   []Entry                 // in posting order
	Accounts  []string                // the accounts touched, sorted
	Total     map[string]money.Amount // each account's change
	Index     map[string]int          // a transfer's key → its index in Transfers
}

// An Entry is one account's change in one transfer of a posting.
type Entry struct {
	Transfer int // index in Posting.Transfers
	Account  string
	Amount   money.Amount
	Later    money.Amount // what later transfers of the posting add to the account
	After    money.Amount // the running balance after it, once Check has run
}

// An Account is an account's kind and its balance: before a posting, as
// Check reads it, or as the ledger check reads it (Ledger.Accounts).
type Account struct {
	Kind    string
	Balance money.Amount
}

// NewPosting lays transfers out as a posting and checks what can be told
// without the balances: no key twice, each transfer's legs sum to zero,
// and every leg, each transfer's net change to an account and the
// posting's running change to an account stay within MaxBalance (every
// sum it makes adds two amounts within MaxBalance, so none overflows, and
// what the database then adds to a balance within MaxBalance cannot
// overflow either).
func NewPosting(trs []Transfer) (*Posting, error) {
	if err := bounded(trs); err != nil {
		return nil, err
	}
	p := &Posting{Transfers: trs, Total: map[string]money.Amount{}, Index: make(map[string]int, len(trs))}
	for i, tr := range trs {
		if _, dup := p.Index[tr.Key]; dup {
			return nil, fmt.Errorf("transfer %s: %w (twice in one posting)", tr.Key, ErrDuplicate)
		}
		p.Index[tr.Key] = i
		var sum money.Amount
		for _, l := range merge(tr.Legs) {
			sum += l.Amount
			if _, ok := p.Total[l.Account]; !ok {
				p.Accounts = append(p.Accounts, l.Account)
			}
			p.Total[l.Account] += l.Amount
			p.Entries = append(p.Entries, Entry{Transfer: i, Account: l.Account, Amount: l.Amount})
		}
		if sum != 0 {
			return nil, fmt.Errorf("post %s: legs sum to %d, not zero", tr.Key, sum)
		}
	}
	sort.Strings(p.Accounts)
	seen := map[string]money.Amount{}
	for i := len(p.Entries) - 1; i >= 0; i-- {
		e := &p.Entries[i]
		e.Later = seen[e.Account]
		seen[e.Account] += e.Amount
	}
	return p, nil
}

// Check applies the posting to the accounts' balances before it, sets each
// entry's running balance, and reports the first rule it breaks: an
// account missing (ErrNotFound), a balance taken beyond MaxBalance either
// way (*RangeError), a wallet, an escrow or a pool taken below zero at the
// end (*InsufficientError) or even in passing, by one transfer that a
// later one would make good.
func (p *Posting) Check(before map[string]Account) error {
	for _, a := range p.Accounts {
		acct, ok := before[a]
		if !ok {
			return fmt.Errorf("account %s: %w", a, ErrNotFound)
		}
		if err := rangeError(a, acct.Balance, p.Total[a]); err != nil {
			return err
		}
		if NoCredit(acct.Kind) && acct.Balance+p.Total[a] < 0 {
			return &InsufficientError{Account: a, Balance: acct.Balance, Need: -p.Total[a]}
		}
	}
	// Running balances, from the last transfer back; none may dip below
	// zero on the way.
	for i := len(p.Entries) - 1; i >= 0; i-- {
		e := &p.Entries[i]
		acct := before[e.Account]
		e.After = acct.Balance + p.Total[e.Account] - e.Later
		if e.After < 0 && NoCredit(acct.Kind) {
			return &InsufficientError{Account: e.Account, Balance: e.After - e.Amount, Need: -e.Amount}
		}
	}
	return nil
}

// OneSided reports whether every account the posting touches only gains or
// only loses, entry by entry: then no running balance can dip below zero
// on the way to a total that does not, and the database's constraint on
// the total alone is enough to refuse it (Check then says why).
func (p *Posting) OneSided() bool {
	sign := map[string]int{}
	for _, e := range p.Entries {
		s := 1
		if e.Amount < 0 {
			s = -1
		}
		if sign[e.Account] == -s {
			return false
		}
		sign[e.Account] = s
	}
	return true
}

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

// rangeError is the *RangeError of adding change to an account holding
// bal, or nil if the sum is within MaxBalance. A balance beyond the bound
// (stored before there was one) is refused whatever the change.
func rangeError(acct string, bal, change money.Amount) error {
	if within(bal) && within(bal+change) {
		return nil
	}
	return &RangeError{Account: acct, Change: change, Balance: bal, Known: true}
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
