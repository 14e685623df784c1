package store_test

import (
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"croupier/internal/store"
	"croupier/money"
)

// lines returns an account's entries, oldest first, as amount/balance pairs.
func lines(t *testing.T, s *store.Store, acct string) [][2]money.Amount {
	t.Helper()
	var ls []store.Line
	if err := s.ReadOnly(ctx, func(tx *store.Tx) (err error) { ls, err = tx.Lines(acct, 100); return err }); err != nil {
		t.Fatal(err)
	}
	var out [][2]money.Amount
	for i := len(ls) - 1; i >= 0; i-- {
		out = append(out, [2]money.Amount{ls[i].Amount, ls[i].Balance})
	}
	return out
}

// Section 5: PostAll applies several transfers as if posted one after the
// other: each entry records the running balance after its own transfer.
func TestSection5PostAllRunningBalances(t *testing.T) {
	each(t, func(t *testing.T, s *store.Store) {
		a, b := user(t, s, "ann"), user(t, s, "bob")
		wa, wb := store.Wallet(a.ID), store.Wallet(b.ID)
		var ids []int64
		err := s.Do(ctx, func(tx *store.Tx) (err error) {
			ids, err = tx.PostAll([]store.Transfer{
				{Key: "in-a", Kind: "cash-in", Legs: []store.Leg{{store.Cage, -1000}, {wa, 1000}}},
				{Key: "in-b", Kind: "cash-in", Legs: []store.Leg{{store.Cage, -500}, {wb, 500}}},
				{Key: "a-to-b", Kind: "test", Legs: []store.Leg{{wa, -300}, {wb, 300}, {wa, -100}, {wb, 100}}}, // legs on one account merge
				{Key: "b-out", Kind: "cash-out", Legs: []store.Leg{{wb, -900}, {store.Cage, 900}}},
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
		if err := s.ReadOnly(ctx, func(tx *store.Tx) (err error) { bal, err = tx.Balances([]string{wa, wb, store.Cage}); return err }); err != nil {
			t.Fatal(err)
		}
		if bal[wa] != 600 || bal[wb] != 0 || bal[store.Cage] != -600 {
			t.Errorf("balances %v, want ann 600, bob 0, cage -600", bal)
		}
		check(t, s)
	})
}

// Section 5: a posting whose total leaves a wallet at or above zero but
// which takes it below zero on the way is refused whole: no entry may ever
// record a negative wallet.
func TestSection5PostAllRefusesDipBelowZero(t *testing.T) {
	each(t, func(t *testing.T, s *store.Store) {
		a := user(t, s, "ann")
		w := store.Wallet(a.ID)
		if err := post(s, store.Transfer{Key: "in", Kind: "cash-in", Legs: []store.Leg{{store.Cage, -100}, {w, 100}}}); err != nil {
			t.Fatal(err)
		}
		err := s.Do(ctx, func(tx *store.Tx) error {
			_, err := tx.PostAll([]store.Transfer{
				{Key: "out", Kind: "cash-out", Legs: []store.Leg{{w, -150}, {store.Cage, 150}}}, // 100 − 150 = −50 in passing
				{Key: "in2", Kind: "cash-in", Legs: []store.Leg{{store.Cage, -200}, {w, 200}}},
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
		err = s.Do(ctx, func(tx *store.Tx) error {
			_, err := tx.PostAll([]store.Transfer{
				{Key: "o1", Kind: "cash-out", Legs: []store.Leg{{w, -60}, {store.Cage, 60}}},
				{Key: "o2", Kind: "cash-out", Legs: []store.Leg{{w, -60}, {store.Cage, 60}}},
			})
			return err
		})
		if !errors.As(err, &ins) || ins.Balance != 100 || ins.Need != 120 {
			t.Fatalf("two withdrawals over the balance: %v, want 100 held, 120 needed", err)
		}
		// The same key twice in one posting.
		err = s.Do(ctx, func(tx *store.Tx) error {
			_, err := tx.PostAll([]store.Transfer{
				{Key: "k", Kind: "cash-out", Legs: []store.Leg{{w, -1}, {store.Cage, 1}}},
				{Key: "k", Kind: "cash-out", Legs: []store.Leg{{w, -1}, {store.Cage, 1}}},
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
	})
}

// AddHolds adds to a hold each time the same hold comes, within one call
// and across calls.
func TestAddHoldsMerges(t *testing.T) {
	each(t, func(t *testing.T, s *store.Store) {
		a := user(t, s, "ann")
		var tb store.Table
		err := s.Do(ctx, func(tx *store.Tx) (err error) {
			tb, err = tx.CreateTable(store.Table{Name: "T", Game: "sic-bo", Mode: store.Electronic, Options: []byte(`{}`)})
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		h := store.Hold{Table: tb.ID, Segment: 1, Round: 1, Seat: 2, Wager: "small", User: a.ID, Amount: 100, BalanceBefore: 5000}
		big := h
		big.Wager, big.Amount = "big", 300
		down := h
		down.Amount, down.BalanceBefore = -40, 1 // balance_before is the first one's
		err = s.Do(ctx, func(tx *store.Tx) error {
			if err := tx.AddHolds([]store.Hold{h, big, h, down}); err != nil {
				return err
			}
			return tx.AddHolds([]store.Hold{h})
		})
		if err != nil {
			t.Fatal(err)
		}
		var got []store.Hold
		if err := s.ReadOnly(ctx, func(tx *store.Tx) (err error) { got, err = tx.Holds(tb.ID, 1, 1); return err }); err != nil {
			t.Fatal(err)
		}
		// By hand: small 100 + 100 − 40 + 100 = 260; big 300.
		if len(got) != 2 || got[0].Wager != "big" || got[0].Amount != 300 || got[1].Wager != "small" || got[1].Amount != 260 || got[1].BalanceBefore != 5000 {
			t.Fatalf("holds %+v, want big 300 and small 260 (balance before 5000)", got)
		}
	})
}

// Transactions that queue up for SQLite's writer are committed together,
// each in its own savepoint: one that fails is rolled back alone and the
// others land, and every caller gets its own answer.
func TestConcurrentTransactionsFailAlone(t *testing.T) {
	each(t, func(t *testing.T, s *store.Store) {
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
			first <- s.Do(ctx, func(tx *store.Tx) error { close(busy); <-release; return nil })
		}()
		<-busy
		for i := range n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				w := store.Wallet(us[i].ID)
				errs[i] = s.Do(ctx, func(tx *store.Tx) error {
					if _, err := tx.Post(store.Transfer{Key: fmt.Sprint("in", i), Kind: "cash-in", Legs: []store.Leg{{store.Cage, -100}, {w, 100}}}); err != nil {
						return err
					}
					if i%3 == 0 { // every third takes out more than it put in: refused, with its cash-in
						_, err := tx.Post(store.Transfer{Key: fmt.Sprint("out", i), Kind: "cash-out", Legs: []store.Leg{{w, -101}, {store.Cage, 101}}})
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
	})
}

// Flush writes a table's steps, hold transfers and holds as one posting (on
// PostgreSQL in one round trip): the same rows, entries and running
// balances as statement by statement, and a wallet short of a wager
// refuses the whole of it, naming the wallet.
func TestSection5FlushWritesAPostingWhole(t *testing.T) {
	each(t, func(t *testing.T, s *store.Store) {
		a, b := user(t, s, "ann"), user(t, s, "bob")
		wa, wb := store.Wallet(a.ID), store.Wallet(b.ID)
		var tb store.Table
		err := s.Do(ctx, func(tx *store.Tx) (err error) {
			if tb, err = tx.CreateTable(store.Table{Name: "T", Game: "sic-bo", Mode: store.Electronic, Options: []byte(`{}`)}); err != nil {
				return err
			}
			_, err = tx.PostAll([]store.Transfer{
				{Key: "in-a", Kind: "cash-in", Legs: []store.Leg{{store.Cage, -1000}, {wa, 1000}}},
				{Key: "in-b", Kind: "cash-in", Legs: []store.Leg{{store.Cage, -300}, {wb, 300}}},
			})
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		esc := store.Escrow(tb.ID)
		hold := func(key string, w string, amt money.Amount) store.Transfer {
			return store.Transfer{Key: key, Kind: "hold", Memo: "T seat 1 it's \"small\"", Table: tb.ID, Legs: []store.Leg{{w, -amt}, {esc, amt}}}
		}
		h := func(seat int, user int64, wager string, amt money.Amount) store.Hold {
			return store.Hold{Table: tb.ID, Segment: 1, Round: 1, Seat: seat, Wager: wager, User: user, Amount: amt, BalanceBefore: 1000}
		}
		steps := []store.LogStep{{Seq: 1, User: a.ID, Step: []byte(`{"seat":1,"wager":{"small":100}}`)}, {Seq: 2, User: b.ID, Step: []byte(`{"seat":2,"wager":{"big":250}}`)},
			{Seq: 3, User: a.ID, Step: []byte(`{"seat":1,"wager":{"small":400}}`)}}
		err = s.Do(ctx, func(tx *store.Tx) error {
			return tx.Flush(tb.ID, 1, steps,
				[]store.Transfer{hold("h1", wa, 100), hold("h2", wb, 250), hold("h3", wa, 400)},
				[]store.Hold{h(1, a.ID, "small", 100), h(2, b.ID, "big", 250), h(1, a.ID, "small", 400)})
		})
		if err != nil {
			t.Fatal(err)
		}
		// By hand: ann 1000 → 900 → 500; bob 300 → 50; escrow 0 → 100 → 350 → 750.
		want := map[string][][2]money.Amount{
			wa:  {{1000, 1000}, {-100, 900}, {-400, 500}},
			wb:  {{300, 300}, {-250, 50}},
			esc: {{100, 100}, {250, 350}, {400, 750}},
		}
		for acct, w := range want {
			if got := lines(t, s, acct); fmt.Sprint(got) != fmt.Sprint(w) {
				t.Errorf("%s entries %v, want %v", acct, got, w)
			}
		}
		var holds []store.Hold
		var logged []store.LogStep
		s.ReadOnly(ctx, func(tx *store.Tx) (err error) {
			if holds, err = tx.Holds(tb.ID, 1, 1); err != nil {
				return err
			}
			logged, err = tx.Steps(tb.ID, 1)
			return err
		})
		if len(holds) != 2 || holds[0].Amount != 500 || holds[1].Amount != 250 {
			t.Errorf("holds %+v, want seat 1 small 500 and seat 2 big 250", holds)
		}
		if len(logged) != 3 || string(logged[2].Step) != string(steps[2].Step) || logged[1].User != b.ID {
			t.Errorf("log %+v, want the three steps", logged)
		}
		// Bob has 50: a wager of 60 refuses the whole posting, Ann's too.
		err = s.Do(ctx, func(tx *store.Tx) error {
			return tx.Flush(tb.ID, 1, []store.LogStep{{Seq: 4, User: a.ID, Step: []byte(`{}`)}, {Seq: 5, User: b.ID, Step: []byte(`{}`)}},
				[]store.Transfer{hold("h4", wa, 10), hold("h5", wb, 60)}, []store.Hold{h(1, a.ID, "small", 10), h(2, b.ID, "big", 60)})
		})
		var ins *store.InsufficientError
		if !errors.As(err, &ins) || ins.Account != wb || ins.Balance != 50 || ins.Need != 60 {
			t.Fatalf("a wager over the balance: %v, want bob's wallet holding 50, 60 needed", err)
		}
		// A key posted before, and an account that does not exist.
		for _, tr := range []store.Transfer{hold("h1", wa, 1), hold("h6", "wallet:999", 1)} {
			err = s.Do(ctx, func(tx *store.Tx) error { return tx.Flush(tb.ID, 1, nil, []store.Transfer{tr}, nil) })
			if err == nil {
				t.Errorf("posting %s: nil error", tr.Key)
			}
		}
		if got := balance(t, s, wa); got != 500 {
			t.Errorf("ann %d after the refused postings, want 500", got)
		}
		if got := balance(t, s, esc); got != 750 {
			t.Errorf("escrow %d after the refused postings, want 750", got)
		}
		check(t, s)
	})
}

// A table's writes go through the fence: a server whose lease was taken
// writes nothing, whether the transaction posts money or only logs a step
// (on PostgreSQL the check travels with the posting or runs before the
// commit).
func TestFenceRefusesAServerWithoutTheLease(t *testing.T) {
	each(t, func(t *testing.T, s *store.Store) {
		a := user(t, s, "ann")
		w := store.Wallet(a.ID)
		var tb store.Table
		err := s.Do(ctx, func(tx *store.Tx) (err error) {
			if tb, err = tx.CreateTable(store.Table{Name: "T", Game: "sic-bo", Mode: store.Electronic, Options: []byte(`{}`)}); err != nil {
				return err
			}
			if ok, err := tx.Lease(tb.ID, "server-a", 1<<62, 1); err != nil || !ok {
				return fmt.Errorf("lease: %v %v", ok, err)
			}
			_, err = tx.Post(store.Transfer{Key: "in", Kind: "cash-in", Legs: []store.Leg{{store.Cage, -1000}, {w, 1000}}})
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		esc := store.Escrow(tb.ID)
		step := func(seq int64) []store.LogStep {
			return []store.LogStep{{Seq: seq, User: a.ID, Step: []byte(`{"seat":1,"wager":{"small":100}}`)}}
		}
		hold := func(key string) []store.Transfer {
			return []store.Transfer{{Key: key, Kind: "hold", Table: tb.ID, Legs: []store.Leg{{w, -100}, {esc, 100}}}}
		}
		for _, tc := range []struct {
			name  string
			owner string
			write func(tx *store.Tx) error
			err   error
		}{
			{"posting, lease held", "server-a", func(tx *store.Tx) error { return tx.Flush(tb.ID, 1, step(1), hold("h1"), nil) }, nil},
			{"posting, lease lost", "server-b", func(tx *store.Tx) error { return tx.Flush(tb.ID, 1, step(2), hold("h2"), nil) }, store.ErrLeaseLost},
			{"log only, lease lost", "server-b", func(tx *store.Tx) error { return tx.AppendSteps(tb.ID, 1, step(2)) }, store.ErrLeaseLost},
			{"nothing written, lease lost", "server-b", func(tx *store.Tx) error { return nil }, store.ErrLeaseLost},
		} {
			err := s.Do(ctx, func(tx *store.Tx) error {
				if err := tx.Fence(tb.ID, tc.owner); err != nil {
					return err
				}
				return tc.write(tx)
			})
			if !errors.Is(err, tc.err) || (tc.err == nil) != (err == nil) {
				t.Errorf("%s: %v, want %v", tc.name, err, tc.err)
			}
		}
		var logged []store.LogStep
		s.ReadOnly(ctx, func(tx *store.Tx) (err error) { logged, err = tx.Steps(tb.ID, 1); return err })
		if len(logged) != 1 || balance(t, s, w) != 900 || balance(t, s, esc) != 100 {
			t.Errorf("after the refused writes: %d steps logged, wallet %d, escrow %d; want 1, 900, 100", len(logged), balance(t, s, w), balance(t, s, esc))
		}
		check(t, s)
	})
}

// On PostgreSQL a table's transaction waits for the database as few times
// as it can (pgTx): a wager — the lease check, its log row, its hold and
// the escrowed amount — is one message with BEGIN and COMMIT; a round's
// settlement is two (the chain's head must be read before the record's
// hash can be computed). Each message is a wait for another process,
// which on a busy machine waits for a core: this is the load target's
// budget (docs/PERFORMANCE.md).
func TestPostgresMessagesPerTransaction(t *testing.T) {
	each(t, func(t *testing.T, s *store.Store) {
		if s.Dialect() != store.Postgres {
			t.Skip("PostgreSQL only")
		}
		a := user(t, s, "ann")
		w := store.Wallet(a.ID)
		var tb store.Table
		err := s.Do(ctx, func(tx *store.Tx) (err error) {
			if tb, err = tx.CreateTable(store.Table{Name: "T", Game: "sic-bo", Mode: store.Electronic, Options: []byte(`{}`)}); err != nil {
				return err
			}
			if ok, err := tx.Lease(tb.ID, "srv", 1<<62, 1); err != nil || !ok {
				return fmt.Errorf("lease: %v %v", ok, err)
			}
			_, err = tx.Post(store.Transfer{Key: "in", Kind: "cash-in", Legs: []store.Leg{{store.Cage, -1000}, {w, 1000}}})
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		esc := store.Escrow(tb.ID)
		sent := func(f func(tx *store.Tx) error) int64 {
			t.Helper()
			before := s.Sent()
			if err := s.Do(ctx, func(tx *store.Tx) error {
				if err := tx.Fence(tb.ID, "srv"); err != nil {
					return err
				}
				return f(tx)
			}); err != nil {
				t.Fatal(err)
			}
			return s.Sent() - before
		}
		wager := func(tx *store.Tx) error {
			return tx.Flush(tb.ID, 1, []store.LogStep{{Seq: 1, User: a.ID, Step: []byte(`{"seat":1}`)}},
				[]store.Transfer{{Key: "h1", Kind: "hold", Table: tb.ID, Legs: []store.Leg{{w, -300}, {esc, 300}}}},
				[]store.Hold{{Table: tb.ID, Segment: 1, Round: 1, Seat: 1, Wager: "big", User: a.ID, Amount: 300, BalanceBefore: 1000}})
		}
		if n := sent(wager); n != 1 {
			t.Errorf("a wager's transaction sent %d messages, want 1", n)
		}
		settle := func(tx *store.Tx) error {
			r := store.Round{Table: tb.ID, Status: store.RoundSettled, Script: []byte(`{}`), Result: []byte(`{}`),
				Players: []store.RoundPlayer{{User: a.ID, Net: 300, BalanceBefore: 1000}}}
			xfer := store.Transfer{Key: "s1", Kind: "settle", Table: tb.ID, Legs: []store.Leg{{esc, -300}, {w, 600}, {store.House, -300}}}
			if err := tx.RecordRound(&r, []store.Transfer{xfer}); err != nil {
				return err
			}
			return tx.DeleteHolds(tb.ID, 1, 1)
		}
		if n := sent(settle); n != 2 {
			t.Errorf("a settlement's transaction sent %d messages, want 2", n)
		}
		// What the messages carried, by hand: 1000 - 300 held, 600 back.
		if got := lines(t, s, w); fmt.Sprint(got) != "[[10.00 10.00] [-3.00 7.00] [6.00 13.00]]" {
			t.Errorf("wallet lines %v, want cash-in 1000, hold -300 → 700, settlement +600 → 1300", got)
		}
		var r store.Round
		if err := s.ReadOnly(ctx, func(tx *store.Tx) error {
			rs, err := tx.Rounds(tb.ID, 0, 1)
			if err == nil && len(rs) == 1 {
				r, err = tx.Round(rs[0].ID)
			}
			return err
		}); err != nil {
			t.Fatal(err)
		}
		if len(r.Players) != 1 || r.Players[0].BalanceBefore != 1000 || r.Players[0].BalanceAfter != 1300 || r.Players[0].Net != 300 {
			t.Errorf("round players %+v, want ann 1000 → 1300, net +300", r.Players)
		}
		check(t, s)
	})
}
