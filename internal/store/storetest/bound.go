package storetest

import (
	"errors"
	"math"
	"strings"
	"testing"

	"croupier/internal/store"
	"croupier/money"
)

// The ledger's bound: a posting that would take a balance, or move an
// amount, beyond store.MaxBalance is refused whole with a *RangeError that
// names the account, by either posting path (Post, and Flush, which on
// PostgreSQL queues a one-sided posting without reading its answer), and
// nothing of it is written. A sum beyond int64 is never attempted.
func testLedgerBound(t *testing.T, e env) {
	const max = store.MaxBalance
	s := e.open(t)
	ann, bob := user(t, s, "ann"), user(t, s, "bob")
	a, b := store.Wallet(ann.ID), store.Wallet(bob.ID)
	escrow := store.Escrow(1)
	if err := s.Do(ctx, func(tx store.Tx) error { return tx.CreateAccount(escrow, store.KindEscrow) }); err != nil {
		t.Fatal(err)
	}
	refused := func(what, acct string, err error) {
		t.Helper()
		var re *store.RangeError
		if !errors.As(err, &re) || !errors.Is(err, store.ErrOutOfRange) {
			t.Fatalf("%s: %v, want a *RangeError", what, err)
		}
		if re.Account != acct {
			t.Fatalf("%s: %v names %s, want %s", what, err, re.Account, acct)
		}
		if !strings.Contains(err.Error(), max.String()) {
			t.Fatalf("%s: %q does not state the bound", what, err)
		}
	}
	in := func(key string, from string, to string, amt money.Amount) error {
		return post(s, store.Transfer{Key: key, Kind: "cash-in", Legs: []store.Leg{{Account: from, Amount: -amt}, {Account: to, Amount: amt}}})
	}
	// The amount: refused before the database sees it.
	refused("a leg of MaxInt64", store.Cage, in("huge", store.Cage, a, math.MaxInt64))
	refused("a leg just beyond the bound", store.Cage, in("over", store.Cage, a, max+1))
	// Up to the bound it posts; one cent more on the same account is
	// refused by the balance (the code reads it, the database holds it).
	if err := in("in-a", store.Cage, a, max); err != nil {
		t.Fatal(err)
	}
	refused("the cage one cent beyond", store.Cage, in("in-b", store.Cage, b, 1))
	if err := in("in-b", store.House, b, 1); err != nil {
		t.Fatal(err)
	}
	// A table's holds (Flush): ann's whole wallet into the escrow, then
	// bob's cent would take the escrow beyond the bound.
	flush := func(key, from string, amt money.Amount) error {
		return s.Do(ctx, func(tx store.Tx) error {
			return tx.Flush(1, 1, nil, []store.Transfer{{Key: key, Kind: "hold", Legs: []store.Leg{{Account: from, Amount: -amt}, {Account: escrow, Amount: amt}}}}, nil)
		})
	}
	if err := flush("hold-a", a, max); err != nil {
		t.Fatal(err)
	}
	refused("a hold taking the escrow one cent beyond", escrow, flush("hold-b", b, 1))
	for acct, want := range map[string]money.Amount{store.Cage: -max, store.House: -1, a: 0, b: 1, escrow: max} {
		if got := balance(t, s, acct); got != want {
			t.Errorf("%s holds %d after the refusals, want %d", acct, got, want)
		}
	}
	check(t, s)
	// The database holds the bound even if the code's check is bypassed.
	if err := e.h.Exec(s, `UPDATE accounts SET balance = 1000000000000001 WHERE id = 'house'`); err == nil {
		t.Fatal("the database let the house go beyond the bound")
	}
}

// A balance stored beyond the bound before there was one (as the issue's
// cash-in of 9223372036854775807 cents was): the migration keeps it, a
// posting that adds to it is refused with a *RangeError rather than
// overflowing, and the ledger check reports it instead of failing.
func testLedgerBoundOnABalanceStoredBeyondIt(t *testing.T, e env) {
	s := e.open(t)
	ann := user(t, s, "ann")
	w := store.Wallet(ann.ID)
	// As an unbounded cash-in would have stored it: the guard is
	// lifted for the writes, and put back as the migration puts it.
	e.exec(t, s, e.h.LiftBound...)
	e.exec(t, s,
		`INSERT INTO transfers (id, key, kind, memo, created_at) VALUES (1000, 'old', 'cash-in', '', 0)`,
		`INSERT INTO entries (transfer_id, account, amount, balance_after) VALUES (1000, 'cage', -9223372036854775807, -9223372036854775807)`,
		`INSERT INTO entries (transfer_id, account, amount, balance_after) VALUES (1000, '`+w+`', 9223372036854775807, 9223372036854775807)`,
		`UPDATE accounts SET balance = -9223372036854775807 WHERE id = 'cage'`,
		`UPDATE accounts SET balance = 9223372036854775807 WHERE id = '`+w+`'`)
	e.exec(t, s, e.h.RestoreBound...)
	err := post(s, store.Transfer{Key: "more", Kind: "cash-in", Legs: []store.Leg{{Account: store.House, Amount: -100}, {Account: w, Amount: 100}}})
	var re *store.RangeError
	if !errors.As(err, &re) || re.Account != w || !re.Known || re.Balance != math.MaxInt64 {
		t.Fatalf("adding to a wallet holding MaxInt64: %v, want a *RangeError naming it", err)
	}
	probs := problems(t, s)
	beyond := 0
	for _, p := range probs {
		if strings.Contains(p.Msg, "beyond the ledger's bound") {
			beyond++
		}
	}
	if beyond != 2 {
		t.Fatalf("ledger check: %+v, want the cage and the wallet reported beyond the bound", probs)
	}
}
