package storetest

import (
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"croupier/internal/store"
	"croupier/money"
)

// Section 5: no credit. A transfer that would take a wallet below zero is
// refused whole, and nothing of it is recorded.
func testSection5WalletNeverBelowZero(t *testing.T, e env) {
	s := e.open(t)
	u := user(t, s, "ann")
	w := store.Wallet(u.ID)
	if err := post(s, store.Transfer{Key: "in", Kind: "cash-in", Legs: []store.Leg{{Account: store.Cage, Amount: -1000}, {Account: w, Amount: 1000}}}); err != nil {
		t.Fatal(err)
	}
	err := post(s, store.Transfer{Key: "out", Kind: "cash-out", Legs: []store.Leg{{Account: w, Amount: -1001}, {Account: store.Cage, Amount: 1001}}})
	var ins *store.InsufficientError
	if !errors.As(err, &ins) || ins.Balance != 1000 || ins.Need != 1001 {
		t.Fatalf("overdraw: %v, want an InsufficientError of 1000 held, 1001 needed", err)
	}
	if got := balance(t, s, w); got != 1000 {
		t.Fatalf("wallet %d after a refused overdraw, want 1000", got)
	}
	if err := post(s, store.Transfer{Key: "out", Kind: "cash-out", Legs: []store.Leg{{Account: w, Amount: -1000}, {Account: store.Cage, Amount: 1000}}}); err != nil {
		t.Fatalf("the refused key must stay free: %v", err)
	}
	check(t, s)
}

// The database itself refuses a negative wallet (the constraint), even when
// the code's own check is bypassed.
func testSection5ConstraintInDatabase(t *testing.T, e env) {
	s := e.open(t)
	u := user(t, s, "bob")
	if err := e.h.Exec(s, `UPDATE accounts SET balance = -1 WHERE id = '`+store.Wallet(u.ID)+`'`); err == nil {
		t.Fatal("the database let a wallet go below zero")
	}
}

// Concurrent withdrawals from one wallet: exactly as many succeed as the
// balance covers, never one more.
func testSection5ConcurrentWithdrawals(t *testing.T, e env) {
	s := e.open(t)
	u := user(t, s, "cat")
	w := store.Wallet(u.ID)
	if err := post(s, store.Transfer{Key: "in", Kind: "cash-in", Legs: []store.Leg{{Account: store.Cage, Amount: -1000}, {Account: w, Amount: 1000}}}); err != nil {
		t.Fatal(err)
	}
	var ok, refused atomic.Int32
	var wg sync.WaitGroup
	for i := range 40 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			err := post(s, store.Transfer{Key: fmt.Sprint("w", i), Kind: "cash-out", Legs: []store.Leg{{Account: w, Amount: -100}, {Account: store.Cage, Amount: 100}}})
			switch {
			case err == nil:
				ok.Add(1)
			case errors.Is(err, store.ErrInsufficient):
				refused.Add(1)
			default:
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	if ok.Load() != 10 || refused.Load() != 30 {
		t.Fatalf("%d withdrawals of $1 from $10 went through and %d were refused, want 10 and 30", ok.Load(), refused.Load())
	}
	if got := balance(t, s, w); got != 0 {
		t.Fatalf("wallet %d, want 0", got)
	}
	check(t, s)
}

// Section 5: PostAll applies several transfers as if posted one after the
// other: each entry records the running balance after its own transfer.
func testSection5PostAllRunningBalances(t *testing.T, e env) {
	s := e.open(t)
	a, b := user(t, s, "ann"), user(t, s, "bob")
	wa, wb := store.Wallet(a.ID), store.Wallet(b.ID)
	var ids []int64
	err := s.Do(ctx, func(tx store.Tx) (err error) {
		ids, err = tx.PostAll([]store.Transfer{
			{Key: "in-a", Kind: "cash-in", Legs: []store.Leg{{Account: store.Cage, Amount: -1000}, {Account: wa, Amount: 1000}}},
			{Key: "in-b", Kind: "cash-in", Legs: []store.Leg{{Account: store.Cage, Amount: -500}, {Account: wb, Amount: 500}}},
			{Key: "a-to-b", Kind: "test", Legs: []store.Leg{{Account: wa, Amount: -300}, {Account: wb, Amount: 300}, {Account: wa, Amount: -100}, {Account: wb, Amount: 100}}}, // legs on one account merge
			{Key: "b-out", Kind: "cash-out", Legs: []store.Leg{{Account: wb, Amount: -900}, {Account: store.Cage, Amount: 900}}},
		})
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(ids) != 4 || ids[0] == ids[1] || ids[2] == ids[3] {
		t.Fatalf("ids %v: want four distinct transfer ids", ids)
	}
	// By hand: ann 0 → 1000 → 600; bob 0 → 500 → 900 → 0; the cage
	// −1000 → −1500 → −600.
	want := map[string][][2]money.Amount{
		wa:         {{1000, 1000}, {-400, 600}},
		wb:         {{500, 500}, {400, 900}, {-900, 0}},
		store.Cage: {{-1000, -1000}, {-500, -1500}, {900, -600}},
	}
	for acct, w := range want {
		if got := lines(t, s, acct); fmt.Sprint(got) != fmt.Sprint(w) {
			t.Errorf("%s entries %v, want %v", acct, got, w)
		}
	}
	var bal map[string]money.Amount
	if err := s.ReadOnly(ctx, func(tx store.Tx) (err error) { bal, err = tx.Balances([]string{wa, wb, store.Cage}); return err }); err != nil {
		t.Fatal(err)
	}
	if bal[wa] != 600 || bal[wb] != 0 || bal[store.Cage] != -600 {
		t.Errorf("balances %v, want ann 600, bob 0, cage -600", bal)
	}
	check(t, s)
}

// Section 5: a posting whose total leaves a wallet at or above zero but
// which takes it below zero on the way is refused whole: no entry may ever
// record a negative wallet.
func testSection5PostAllRefusesDipBelowZero(t *testing.T, e env) {
	s := e.open(t)
	a := user(t, s, "ann")
	w := store.Wallet(a.ID)
	if err := post(s, store.Transfer{Key: "in", Kind: "cash-in", Legs: []store.Leg{{Account: store.Cage, Amount: -100}, {Account: w, Amount: 100}}}); err != nil {
		t.Fatal(err)
	}
	err := s.Do(ctx, func(tx store.Tx) error {
		_, err := tx.PostAll([]store.Transfer{
			{Key: "out", Kind: "cash-out", Legs: []store.Leg{{Account: w, Amount: -150}, {Account: store.Cage, Amount: 150}}}, // 100 − 150 = −50 in passing
			{Key: "in2", Kind: "cash-in", Legs: []store.Leg{{Account: store.Cage, Amount: -200}, {Account: w, Amount: 200}}},
		})
		return err
	})
	var ins *store.InsufficientError
	if !errors.As(err, &ins) || ins.Account != w || ins.Balance != 100 || ins.Need != 150 {
		t.Fatalf("dip below zero: %v, want an InsufficientError on %s of 100 held, 150 needed", err, w)
	}
	if got := balance(t, s, w); got != 100 {
		t.Fatalf("wallet %d after the refused posting, want 100", got)
	}
	// The total alone over the balance: refused by the update itself.
	err = s.Do(ctx, func(tx store.Tx) error {
		_, err := tx.PostAll([]store.Transfer{
			{Key: "o1", Kind: "cash-out", Legs: []store.Leg{{Account: w, Amount: -60}, {Account: store.Cage, Amount: 60}}},
			{Key: "o2", Kind: "cash-out", Legs: []store.Leg{{Account: w, Amount: -60}, {Account: store.Cage, Amount: 60}}},
		})
		return err
	})
	if !errors.As(err, &ins) || ins.Balance != 100 || ins.Need != 120 {
		t.Fatalf("two withdrawals over the balance: %v, want 100 held, 120 needed", err)
	}
	// The same key twice in one posting.
	err = s.Do(ctx, func(tx store.Tx) error {
		_, err := tx.PostAll([]store.Transfer{
			{Key: "k", Kind: "cash-out", Legs: []store.Leg{{Account: w, Amount: -1}, {Account: store.Cage, Amount: 1}}},
			{Key: "k", Kind: "cash-out", Legs: []store.Leg{{Account: w, Amount: -1}, {Account: store.Cage, Amount: 1}}},
		})
		return err
	})
	if !errors.Is(err, store.ErrDuplicate) {
		t.Fatalf("a key twice: %v, want ErrDuplicate", err)
	}
	if got := lines(t, s, w); len(got) != 1 {
		t.Fatalf("wallet lines %v: refused postings left entries", got)
	}
	check(t, s)
}

func testTransferKeyIsUnique(t *testing.T, e env) {
	s := e.open(t)
	u := user(t, s, "dan")
	tr := store.Transfer{Key: "k", Kind: "cash-in", Legs: []store.Leg{{Account: store.Cage, Amount: -5}, {Account: store.Wallet(u.ID), Amount: 5}}}
	if err := post(s, tr); err != nil {
		t.Fatal(err)
	}
	if err := post(s, tr); !errors.Is(err, store.ErrDuplicate) {
		t.Fatalf("the same key twice: %v, want ErrDuplicate", err)
	}
	if got := balance(t, s, store.Wallet(u.ID)); got != 5 {
		t.Fatalf("wallet %d, want 5", got)
	}
}

func testTransferMustBalance(t *testing.T, e env) {
	s := e.open(t)
	u := user(t, s, "eve")
	if err := post(s, store.Transfer{Key: "k", Kind: "cash-in", Legs: []store.Leg{{Account: store.Cage, Amount: -5}, {Account: store.Wallet(u.ID), Amount: 6}}}); err == nil {
		t.Fatal("a transfer whose legs do not sum to zero was posted")
	}
	check(t, s)
}

// The ledger check finds a balance changed behind the ledger's back.
func testCheckFindsTampering(t *testing.T, e env) {
	s := e.open(t)
	u := user(t, s, "fay")
	if err := post(s, store.Transfer{Key: "in", Kind: "cash-in", Legs: []store.Leg{{Account: store.Cage, Amount: -700}, {Account: store.Wallet(u.ID), Amount: 700}}}); err != nil {
		t.Fatal(err)
	}
	check(t, s)
	e.exec(t, s, `UPDATE accounts SET balance = 800 WHERE id = '`+store.Wallet(u.ID)+`'`)
	if len(problems(t, s)) == 0 {
		t.Fatal("the check missed a balance that no longer equals its entries")
	}
}

// Transactions that queue up for SQLite's writer are committed together,
// each in its own savepoint: one that fails is rolled back alone and the
// others land, and every caller gets its own answer.
func testConcurrentTransactionsFailAlone(t *testing.T, e env) {
	s := e.open(t)
	const n = 60
	us := make([]store.User, n)
	for i := range us {
		us[i] = user(t, s, fmt.Sprintf("p%d", i))
	}
	errs := make([]error, n)
	var wg sync.WaitGroup
	// A first transaction keeps the writer busy while the others queue
	// up behind it, so that they are committed together.
	release, busy, first := make(chan struct{}), make(chan struct{}), make(chan error, 1)
	go func() {
		first <- s.Do(ctx, func(tx store.Tx) error { close(busy); <-release; return nil })
	}()
	<-busy
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w := store.Wallet(us[i].ID)
			errs[i] = s.Do(ctx, func(tx store.Tx) error {
				if _, err := tx.Post(store.Transfer{Key: fmt.Sprint("in", i), Kind: "cash-in", Legs: []store.Leg{{Account: store.Cage, Amount: -100}, {Account: w, Amount: 100}}}); err != nil {
					return err
				}
				if i%3 == 0 { // every third takes out more than it put in: refused, with its cash-in
					_, err := tx.Post(store.Transfer{Key: fmt.Sprint("out", i), Kind: "cash-out", Legs: []store.Leg{{Account: w, Amount: -101}, {Account: store.Cage, Amount: 101}}})
					return err
				}
				return nil
			})
		}()
	}
	time.Sleep(100 * time.Millisecond) // not a limit: lets the goroutines queue
	close(release)
	wg.Wait()
	if err := <-first; err != nil {
		t.Errorf("the transaction keeping the writer busy: %v", err)
	}
	var cage money.Amount
	for i, err := range errs {
		w := store.Wallet(us[i].ID)
		if i%3 == 0 {
			if !errors.Is(err, store.ErrInsufficient) {
				t.Errorf("job %d: %v, want ErrInsufficient", i, err)
			}
			if b := balance(t, s, w); b != 0 {
				t.Errorf("job %d refused but its wallet holds %d", i, b)
			}
			continue
		}
		if err != nil {
			t.Errorf("job %d: %v", i, err)
		}
		if b := balance(t, s, w); b != 100 {
			t.Errorf("job %d: wallet %d, want 100", i, b)
		}
		cage -= 100
	}
	if got := balance(t, s, store.Cage); got != cage {
		t.Errorf("cage %d, want %d (40 cash-ins of 100)", got, cage)
	}
	check(t, s)
}
