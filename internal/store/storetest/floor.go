package storetest

import (
	"errors"
	"fmt"
	"testing"

	"croupier/internal/store"
	"croupier/money"
)

// Flush adds to a hold each time the same hold comes, within one call and
// across calls.
func testFlushMergesHolds(t *testing.T, e env) {
	s := e.open(t)
	a := user(t, s, "ann")
	var tb store.Table
	err := s.Do(ctx, func(tx store.Tx) (err error) {
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
	err = s.Do(ctx, func(tx store.Tx) error {
		if err := tx.Flush(tb.ID, 1, nil, nil, []store.Hold{h, big, h, down}); err != nil {
			return err
		}
		return tx.Flush(tb.ID, 1, nil, nil, []store.Hold{h})
	})
	if err != nil {
		t.Fatal(err)
	}
	var got []store.Hold
	if err := s.ReadOnly(ctx, func(tx store.Tx) (err error) { got, err = tx.Holds(tb.ID, 1, 1); return err }); err != nil {
		t.Fatal(err)
	}
	// By hand: small 100 + 100 − 40 + 100 = 260; big 300.
	if len(got) != 2 || got[0].Wager != "big" || got[0].Amount != 300 || got[1].Wager != "small" || got[1].Amount != 260 || got[1].BalanceBefore != 5000 {
		t.Fatalf("holds %+v, want big 300 and small 260 (balance before 5000)", got)
	}
}

// A wager taken down in a later posting than the one that placed it (a
// Sic Bo bet moved before the roll, a craps come bet travelling to its
// number) takes its hold down to nothing: the negative amount is added to
// the hold, never written as a hold of its own.
func testFlushTakesDownALaterPostingsHold(t *testing.T, e env) {
	s := e.open(t)
	a := user(t, s, "ann")
	var tb store.Table
	err := s.Do(ctx, func(tx store.Tx) (err error) {
		tb, err = tx.CreateTable(store.Table{Name: "T", Game: "craps", Mode: store.Live, Options: []byte(`{}`)})
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	come := store.Hold{Table: tb.ID, Segment: 1, Round: 2, Seat: 1, Wager: "come", User: a.ID, Amount: 500, BalanceBefore: 9000}
	if err := s.Do(ctx, func(tx store.Tx) error { return tx.Flush(tb.ID, 1, nil, nil, []store.Hold{come}) }); err != nil {
		t.Fatal(err)
	}
	gone, moved := come, come
	gone.Amount = -500
	moved.Wager = "come-8"
	if err := s.Do(ctx, func(tx store.Tx) error { return tx.Flush(tb.ID, 1, nil, nil, []store.Hold{gone, moved}) }); err != nil {
		t.Fatalf("taking the come hold down in a later posting: %v", err)
	}
	var got []store.Hold
	if err := s.ReadOnly(ctx, func(tx store.Tx) (err error) { got, err = tx.Holds(tb.ID, 1, 2); return err }); err != nil {
		t.Fatal(err)
	}
	held := map[string]money.Amount{}
	for _, h := range got {
		held[h.Wager] = h.Amount
	}
	if held["come"] != 0 || held["come-8"] != 500 {
		t.Fatalf("holds %+v, want come 0 and come-8 500", got)
	}
	// More taken down than is held is refused, and changes nothing.
	over := come
	over.Wager, over.Amount = "come-8", -501
	if err := s.Do(ctx, func(tx store.Tx) error { return tx.Flush(tb.ID, 1, nil, nil, []store.Hold{over}) }); err == nil {
		t.Fatal("taking 501 off a hold of 500 was accepted")
	}
	// So is taking money off a hold that does not exist.
	none := come
	none.Wager, none.Amount = "place-6", -100
	if err := s.Do(ctx, func(tx store.Tx) error { return tx.Flush(tb.ID, 1, nil, nil, []store.Hold{none}) }); err == nil {
		t.Fatal("taking 100 off a hold that does not exist was accepted")
	}
}

// Flush writes a table's steps, hold transfers and holds as one posting (on
// PostgreSQL in one round trip): the same rows, entries and running
// balances as statement by statement, and a wallet short of a wager
// refuses the whole of it, naming the wallet.
func testSection5FlushWritesAPostingWhole(t *testing.T, e env) {
	s := e.open(t)
	a, b := user(t, s, "ann"), user(t, s, "bob")
	wa, wb := store.Wallet(a.ID), store.Wallet(b.ID)
	var tb store.Table
	err := s.Do(ctx, func(tx store.Tx) (err error) {
		if tb, err = tx.CreateTable(store.Table{Name: "T", Game: "sic-bo", Mode: store.Electronic, Options: []byte(`{}`)}); err != nil {
			return err
		}
		_, err = tx.PostAll([]store.Transfer{
			{Key: "in-a", Kind: "cash-in", Legs: []store.Leg{{Account: store.Cage, Amount: -1000}, {Account: wa, Amount: 1000}}},
			{Key: "in-b", Kind: "cash-in", Legs: []store.Leg{{Account: store.Cage, Amount: -300}, {Account: wb, Amount: 300}}},
		})
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	esc := store.Escrow(tb.ID)
	hold := func(key string, w string, amt money.Amount) store.Transfer {
		return store.Transfer{Key: key, Kind: "hold", Memo: "T seat 1 it's \"small\"", Table: tb.ID, Legs: []store.Leg{{Account: w, Amount: -amt}, {Account: esc, Amount: amt}}}
	}
	h := func(seat int, user int64, wager string, amt money.Amount) store.Hold {
		return store.Hold{Table: tb.ID, Segment: 1, Round: 1, Seat: seat, Wager: wager, User: user, Amount: amt, BalanceBefore: 1000}
	}
	steps := []store.LogStep{{Seq: 1, User: a.ID, Step: []byte(`{"seat":1,"wager":{"small":100}}`)}, {Seq: 2, User: b.ID, Step: []byte(`{"seat":2,"wager":{"big":250}}`)},
		{Seq: 3, User: a.ID, Step: []byte(`{"seat":1,"wager":{"small":400}}`)}}
	err = s.Do(ctx, func(tx store.Tx) error {
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
	s.ReadOnly(ctx, func(tx store.Tx) (err error) {
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
	err = s.Do(ctx, func(tx store.Tx) error {
		return tx.Flush(tb.ID, 1, []store.LogStep{{Seq: 4, User: a.ID, Step: []byte(`{}`)}, {Seq: 5, User: b.ID, Step: []byte(`{}`)}},
			[]store.Transfer{hold("h4", wa, 10), hold("h5", wb, 60)}, []store.Hold{h(1, a.ID, "small", 10), h(2, b.ID, "big", 60)})
	})
	var ins *store.InsufficientError
	if !errors.As(err, &ins) || ins.Account != wb || ins.Balance != 50 || ins.Need != 60 {
		t.Fatalf("a wager over the balance: %v, want bob's wallet holding 50, 60 needed", err)
	}
	// A key posted before, and an account that does not exist.
	for _, tr := range []store.Transfer{hold("h1", wa, 1), hold("h6", "wallet:999", 1)} {
		err = s.Do(ctx, func(tx store.Tx) error { return tx.Flush(tb.ID, 1, nil, []store.Transfer{tr}, nil) })
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
}

// A table's writes go through the fence: a server whose lease was taken
// writes nothing, whether the transaction posts money or only logs a step
// (on PostgreSQL the check travels with the posting or runs before the
// commit).
func testFenceRefusesAServerWithoutTheLease(t *testing.T, e env) {
	s := e.open(t)
	a := user(t, s, "ann")
	w := store.Wallet(a.ID)
	var tb store.Table
	err := s.Do(ctx, func(tx store.Tx) (err error) {
		if tb, err = tx.CreateTable(store.Table{Name: "T", Game: "sic-bo", Mode: store.Electronic, Options: []byte(`{}`)}); err != nil {
			return err
		}
		if ok, err := tx.Lease(tb.ID, "server-a", 1<<62, 1); err != nil || !ok {
			return fmt.Errorf("lease: %v %v", ok, err)
		}
		_, err = tx.Post(store.Transfer{Key: "in", Kind: "cash-in", Legs: []store.Leg{{Account: store.Cage, Amount: -1000}, {Account: w, Amount: 1000}}})
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
		return []store.Transfer{{Key: key, Kind: "hold", Table: tb.ID, Legs: []store.Leg{{Account: w, Amount: -100}, {Account: esc, Amount: 100}}}}
	}
	for _, tc := range []struct {
		name  string
		owner string
		write func(tx store.Tx) error
		err   error
	}{
		{"posting, lease held", "server-a", func(tx store.Tx) error { return tx.Flush(tb.ID, 1, step(1), hold("h1"), nil) }, nil},
		{"posting, lease lost", "server-b", func(tx store.Tx) error { return tx.Flush(tb.ID, 1, step(2), hold("h2"), nil) }, store.ErrLeaseLost},
		{"log only, lease lost", "server-b", func(tx store.Tx) error { return tx.Flush(tb.ID, 1, step(2), nil, nil) }, store.ErrLeaseLost},
		{"nothing written, lease lost", "server-b", func(tx store.Tx) error { return nil }, store.ErrLeaseLost},
	} {
		err := s.Do(ctx, func(tx store.Tx) error {
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
	s.ReadOnly(ctx, func(tx store.Tx) (err error) { logged, err = tx.Steps(tb.ID, 1); return err })
	if len(logged) != 1 || balance(t, s, w) != 900 || balance(t, s, esc) != 100 {
		t.Errorf("after the refused writes: %d steps logged, wallet %d, escrow %d; want 1, 900, 100", len(logged), balance(t, s, w), balance(t, s, esc))
	}
	check(t, s)
}
