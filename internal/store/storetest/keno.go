package storetest

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"croupier/internal/store"
	"croupier/money"
)

// kenoTable opens a keno game: a table of game "keno".
func kenoTable(t *testing.T, s store.Store, name string) store.Table {
	t.Helper()
	var tb store.Table
	err := s.Do(ctx, func(tx store.Tx) (err error) {
		tb, err = tx.CreateTable(store.Table{Name: name, Game: "keno", Mode: store.Electronic, Options: json.RawMessage(`{}`), Timing: store.DefaultTiming})
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

// draw returns a stored draw.
func draw(t *testing.T, s store.Store, table, number int64) store.KenoDraw {
	t.Helper()
	var d store.KenoDraw
	if err := s.ReadOnly(ctx, func(tx store.Tx) (err error) { d, err = tx.KenoDraw(table, number); return err }); err != nil {
		t.Fatal(err)
	}
	return d
}

// A draw is open for sale, then closed (its drawing has begun: 83, nothing
// more is sold for it), then drawn with its balls and its round record,
// each move once and in that order; the game's draws are read newest
// first, a page at a time.
func testKenoDrawLifecycle(t *testing.T, e env) {
	s := e.open(t)
	tb := kenoTable(t, s, "keno")
	other := kenoTable(t, s, "keno 2")
	do := func(f func(tx store.Tx) error) error { return s.Do(ctx, f) }

	if err := do(func(tx store.Tx) error {
		return tx.CreateKenoDraw(store.KenoDraw{Table: tb.ID, Number: 1, Closes: 5000})
	}); err != nil {
		t.Fatal(err)
	}
	err := do(func(tx store.Tx) error {
		return tx.CreateKenoDraw(store.KenoDraw{Table: tb.ID, Number: 1, Closes: 6000})
	})
	if !errors.Is(err, store.ErrDuplicate) {
		t.Fatalf("draw 1 stored twice: %v, want ErrDuplicate", err)
	}
	// Another game has its own draw 1.
	if err := do(func(tx store.Tx) error {
		return tx.CreateKenoDraw(store.KenoDraw{Table: other.ID, Number: 1, Closes: 5000})
	}); err != nil {
		t.Fatalf("the other game's draw 1: %v", err)
	}
	want := store.KenoDraw{Table: tb.ID, Number: 1, Status: store.KenoOpen, Closes: 5000}
	if d := draw(t, s, tb.ID, 1); !reflect.DeepEqual(d, want) {
		t.Fatalf("new draw %+v, want %+v", d, want)
	}

	for range 2 {
		if err := do(func(tx store.Tx) error { return tx.SellKeno(tb.ID, 1) }); err != nil {
			t.Fatal(err)
		}
	}
	if d := draw(t, s, tb.ID, 1); d.Sold != 2 || d.Status != store.KenoOpen {
		t.Fatalf("after two sales %+v, want open with 2 sold", d)
	}
	if d := draw(t, s, other.ID, 1); d.Sold != 0 {
		t.Fatalf("the other game's draw sold %d, want 0", d.Sold)
	}
	for name, f := range map[string]func(tx store.Tx) error{
		"a sale":       func(tx store.Tx) error { return tx.SellKeno(tb.ID, 9) },
		"a close":      func(tx store.Tx) error { return tx.CloseKenoDraw(tb.ID, 9) },
		"a settlement": func(tx store.Tx) error { return tx.SettleKenoDraw(tb.ID, 9, []int{1}, 0, 1) },
		"a read":       func(tx store.Tx) error { _, err := tx.KenoDraw(tb.ID, 9); return err },
	} {
		if err := do(f); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("%s in a draw not stored: %v, want ErrNotFound", name, err)
		}
	}
	// An open draw is not settled.
	if err := do(func(tx store.Tx) error { return tx.SettleKenoDraw(tb.ID, 1, []int{1, 2}, 0, 7000) }); !errors.Is(err, store.ErrDrawClosed) {
		t.Fatalf("an open draw settled: %v, want ErrDrawClosed", err)
	}

	if err := do(func(tx store.Tx) error { return tx.CloseKenoDraw(tb.ID, 1) }); err != nil {
		t.Fatal(err)
	}
	if err := do(func(tx store.Tx) error { return tx.CloseKenoDraw(tb.ID, 1) }); !errors.Is(err, store.ErrDrawClosed) {
		t.Fatalf("a closed draw closed again: %v, want ErrDrawClosed", err)
	}
	if err := do(func(tx store.Tx) error { return tx.SellKeno(tb.ID, 1) }); !errors.Is(err, store.ErrDrawClosed) {
		t.Fatalf("a sale in a closed draw: %v, want ErrDrawClosed (83)", err)
	}
	if d := draw(t, s, tb.ID, 1); d.Sold != 2 || d.Status != store.KenoClosed {
		t.Fatalf("after the refused sale %+v, want closed with 2 sold", d)
	}

	// The drawing: its round record, then the draw settled with it.
	balls := []int{80, 3, 17, 42, 1, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34}
	var round int64
	err = do(func(tx store.Tx) error {
		r := store.Round{Table: tb.ID, Status: store.RoundSettled, Script: json.RawMessage(`{"draw":1}`), Result: json.RawMessage(`{}`)}
		if err := tx.RecordRound(&r, nil); err != nil {
			return err
		}
		round = r.ID
		return tx.SettleKenoDraw(tb.ID, 1, balls, r.ID, 8000)
	})
	if err != nil {
		t.Fatal(err)
	}
	want = store.KenoDraw{Table: tb.ID, Number: 1, Status: store.KenoDrawn, Closes: 5000, Balls: balls, Round: round, Sold: 2, Drawn: 8000}
	if d := draw(t, s, tb.ID, 1); !reflect.DeepEqual(d, want) {
		t.Fatalf("drawn %+v, want %+v", d, want)
	}
	if err := do(func(tx store.Tx) error { return tx.SettleKenoDraw(tb.ID, 1, []int{5}, round, 9000) }); !errors.Is(err, store.ErrDrawClosed) {
		t.Fatalf("a drawn draw settled again: %v, want ErrDrawClosed", err)
	}
	if err := do(func(tx store.Tx) error { return tx.CloseKenoDraw(tb.ID, 1) }); !errors.Is(err, store.ErrDrawClosed) {
		t.Fatalf("a drawn draw closed: %v, want ErrDrawClosed", err)
	}
	if d := draw(t, s, tb.ID, 1); !reflect.DeepEqual(d, want) {
		t.Fatalf("after the refused settlement %+v, want %+v", d, want)
	}

	// The last draw and the pages of draws, newest first.
	err = s.ReadOnly(ctx, func(tx store.Tx) error { _, err := tx.LastKenoDraw(kenoTable(t, s, "none").ID); return err })
	if !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("the last draw of a game with none: %v, want ErrNotFound", err)
	}
	err = do(func(tx store.Tx) error {
		for n := int64(2); n <= 5; n++ {
			if err := tx.CreateKenoDraw(store.KenoDraw{Table: tb.ID, Number: n, Closes: 5000 + n}); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	var last store.KenoDraw
	pages := map[[2]int64][]int64{}
	err = s.ReadOnly(ctx, func(tx store.Tx) error {
		var err error
		if last, err = tx.LastKenoDraw(tb.ID); err != nil {
			return err
		}
		for _, p := range [][2]int64{{0, 2}, {0, 10}, {4, 2}, {4, 10}, {2, 10}, {1, 10}} {
			ds, err := tx.KenoDraws(tb.ID, p[0], int(p[1]))
			if err != nil {
				return err
			}
			pages[p] = []int64{}
			for _, d := range ds {
				if d.Table != tb.ID {
					return fmt.Errorf("draws of table %d: one of table %d", tb.ID, d.Table)
				}
				pages[p] = append(pages[p], d.Number)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if last.Number != 5 || last.Closes != 5005 || last.Status != store.KenoOpen {
		t.Fatalf("last draw %+v, want draw 5, open, closing at 5005", last)
	}
	for p, want := range map[[2]int64][]int64{
		{0, 2}:  {5, 4},
		{0, 10}: {5, 4, 3, 2, 1},
		{4, 2}:  {3, 2},
		{4, 10}: {3, 2, 1},
		{2, 10}: {1},
		{1, 10}: {},
	} {
		if !slices.Equal(pages[p], want) {
			t.Errorf("draws before %d, at most %d: %v, want %v", p[0], p[1], pages[p], want)
		}
	}
}

// Tickets: a control number is used once; a ticket plays in the draws from
// its first for as many as it was sold for; a player's tickets come newest
// first; those with a draw to play or a prize to pay are outstanding; a
// payment is made against the amount paid before it, so that two
// payments of one prize cannot both go through (86), and never beyond
// what was won.
func testKenoTickets(t *testing.T, e env) {
	s := e.open(t)
	tb := kenoTable(t, s, "keno")
	other := kenoTable(t, s, "keno 2")
	ann, bob := user(t, s, "ann"), user(t, s, "bob")
	do := func(f func(tx store.Tx) error) error { return s.Do(ctx, f) }
	ticket := func(control string, table, u, first, draws int64) store.KenoTicket {
		return store.KenoTicket{
			Control: control, Table: table, User: u,
			Selections: []store.KenoSelection{{Numbers: []int{1, 2, 3}, Wager: 100}, {Numbers: []int{40, 80}, Computer: true, Wager: 200}},
			First:      first, Draws: draws, Cost: 300 * money.Amount(draws), Deadline: 1_000_000, Status: store.TicketActive, Created: 1000 + first,
		}
	}
	create := func(k store.KenoTicket) (store.KenoTicket, error) {
		err := do(func(tx store.Tx) error { return tx.CreateKenoTicket(&k) })
		return k, err
	}
	must := func(k store.KenoTicket, err error) store.KenoTicket {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		if k.ID == 0 {
			t.Fatalf("ticket %s stored without an id", k.Control)
		}
		return k
	}
	t1 := must(create(ticket("K-1", tb.ID, ann.ID, 5, 3))) // draws 5, 6, 7
	t2 := must(create(ticket("K-2", tb.ID, bob.ID, 6, 1)))
	t3 := must(create(ticket("K-3", tb.ID, ann.ID, 8, 1)))
	t4 := must(create(ticket("K-4", other.ID, bob.ID, 5, 3)))
	if _, err := create(ticket("K-1", other.ID, bob.ID, 9, 1)); !errors.Is(err, store.ErrDuplicate) {
		t.Fatalf("a control number used twice: %v, want ErrDuplicate", err)
	}
	for _, bad := range []store.KenoTicket{
		func() store.KenoTicket { k := ticket("K-free", tb.ID, ann.ID, 9, 1); k.Cost = 0; return k }(),
		ticket("K-none", tb.ID, ann.ID, 9, 0),
	} {
		if _, err := create(bad); err == nil {
			t.Errorf("ticket with cost %s for %d draws stored, want it refused", bad.Cost, bad.Draws)
		}
	}

	get := func(control string) store.KenoTicket {
		t.Helper()
		var k store.KenoTicket
		if err := s.ReadOnly(ctx, func(tx store.Tx) (err error) { k, err = tx.KenoTicket(control); return err }); err != nil {
			t.Fatal(err)
		}
		return k
	}
	if k := get("K-1"); !reflect.DeepEqual(k, t1) {
		t.Fatalf("ticket K-1 read back as\n%+v, want\n%+v", k, t1)
	}
	if err := s.ReadOnly(ctx, func(tx store.Tx) error { _, err := tx.KenoTicket("K-9"); return err }); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("a control number never used: %v, want ErrNotFound", err)
	}

	ids := func(ks []store.KenoTicket) []int64 {
		out := []int64{}
		for _, k := range ks {
			out = append(out, k.ID)
		}
		return out
	}
	read := func(f func(tx store.Tx) ([]store.KenoTicket, error)) []int64 {
		t.Helper()
		var ks []store.KenoTicket
		if err := s.ReadOnly(ctx, func(tx store.Tx) (err error) { ks, err = f(tx); return err }); err != nil {
			t.Fatal(err)
		}
		return ids(ks)
	}
	// A 3-draw ticket from draw 5 plays in 5, 6 and 7 and in no other.
	for n, want := range map[int64][]int64{
		4: {},
		5: {t1.ID},
		6: {t1.ID, t2.ID},
		7: {t1.ID},
		8: {t3.ID},
		9: {},
	} {
		if got := read(func(tx store.Tx) ([]store.KenoTicket, error) { return tx.KenoTicketsIn(tb.ID, n) }); !slices.Equal(got, want) {
			t.Errorf("tickets in draw %d: %v, want %v", n, got, want)
		}
	}
	if got := read(func(tx store.Tx) ([]store.KenoTicket, error) { return tx.KenoTicketsIn(other.ID, 5) }); !slices.Equal(got, []int64{t4.ID}) {
		t.Errorf("tickets in the other game's draw 5: %v, want %v", got, []int64{t4.ID})
	}
	for _, c := range []struct {
		user int64
		n    int
		want []int64
	}{
		{ann.ID, 10, []int64{t3.ID, t1.ID}},
		{ann.ID, 1, []int64{t3.ID}},
		{bob.ID, 10, []int64{t4.ID, t2.ID}},
	} {
		if got := read(func(tx store.Tx) ([]store.KenoTicket, error) { return tx.UserKenoTickets(c.user, c.n) }); !slices.Equal(got, c.want) {
			t.Errorf("user %d's last %d tickets: %v, want %v", c.user, c.n, got, c.want)
		}
	}
	outstanding := func(drawn int64) []int64 {
		t.Helper()
		return read(func(tx store.Tx) ([]store.KenoTicket, error) { return tx.KenoOutstanding(tb.ID, drawn) })
	}
	// Drawn up to 6: t1 has draw 7 to play, t3 draw 8; t2 is done.
	if got, want := outstanding(6), []int64{t1.ID, t3.ID}; !slices.Equal(got, want) {
		t.Fatalf("outstanding after draw 6: %v, want %v", got, want)
	}

	update := func(k, was store.KenoTicket) error {
		return do(func(tx store.Tx) error { return tx.UpdateKenoTicket(k, was) })
	}
	// t2 won 500 in draw 6: outstanding until paid.
	t2was := t2
	t2.Won = 500
	if err := update(t2, t2was); err != nil {
		t.Fatal(err)
	}
	if got, want := outstanding(6), []int64{t1.ID, t2.ID, t3.ID}; !slices.Equal(got, want) {
		t.Fatalf("outstanding with t2's prize unpaid: %v, want %v", got, want)
	}
	paid := t2
	paid.Paid, paid.Status, paid.PaidAt, paid.PaidTo = 500, store.TicketPaid, 9000, store.Wallet(bob.ID)
	if err := update(paid, t2); err != nil {
		t.Fatal(err)
	}
	if k := get("K-2"); !reflect.DeepEqual(k, paid) {
		t.Fatalf("t2 paid read back as\n%+v, want\n%+v", k, paid)
	}
	// The same payment again, made against the ticket as it was before the first.
	again := paid
	again.PaidTo, again.PaidAt = store.Cage, 9500
	if err := update(again, t2); !errors.Is(err, store.ErrStale) {
		t.Fatalf("a second payment against paid 0: %v, want ErrStale", err)
	}
	if k := get("K-2"); !reflect.DeepEqual(k, paid) {
		t.Fatalf("t2 after the stale payment\n%+v, want it unchanged\n%+v", k, paid)
	}
	if err := update(store.KenoTicket{ID: t4.ID + 100, Status: store.TicketPaid}, store.KenoTicket{ID: t4.ID + 100}); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("a ticket not stored updated: %v, want ErrNotFound", err)
	}
	// No more is paid than was won.
	over := t1
	over.Won, over.Paid = 200, 300
	if err := update(over, t1); err == nil || errors.Is(err, store.ErrStale) {
		t.Fatalf("a ticket paid 300 of 200 won: %v, want the database's refusal", err)
	}
	if k := get("K-1"); !reflect.DeepEqual(k, t1) {
		t.Fatalf("t1 after the refused overpayment\n%+v, want it unchanged\n%+v", k, t1)
	}
	// t1 won 200 and is played out; t3 expired with a prize unpaid (86).
	// A settlement that read the ticket before another changed its Won is
	// stale too: no prize is lost to a lost update.
	t1was, t3was := t1, t3
	t1.Won = 200
	if err := update(t1, t1was); err != nil {
		t.Fatal(err)
	}
	late := t1was
	late.Won = 50
	if err := update(late, t1was); !errors.Is(err, store.ErrStale) {
		t.Fatalf("a prize added to a ticket read before another was: %v, want ErrStale", err)
	}
	t3.Won, t3.Status = 100, store.TicketExpired
	if err := update(t3, t3was); err != nil {
		t.Fatal(err)
	}
	if got, want := outstanding(8), []int64{t1.ID}; !slices.Equal(got, want) {
		t.Fatalf("outstanding after draw 8: %v, want %v (t1's prize; not t2 paid nor t3 expired)", got, want)
	}
}

// Sales race the draw's close (83): whichever commits first is seen by
// the other. Every sale that went through is counted in the draw and has
// its ticket; none went through after the close committed.
func testKenoSaleRacesClose(t *testing.T, e env) {
	s := e.open(t)
	tb := kenoTable(t, s, "keno")
	u := user(t, s, "ann")
	if err := s.Do(ctx, func(tx store.Tx) error { return tx.CreateKenoDraw(store.KenoDraw{Table: tb.ID, Number: 1, Closes: 1}) }); err != nil {
		t.Fatal(err)
	}
	const sellers, each = 8, 25
	var (
		sold, refused atomic.Int32
		closed        atomic.Bool  // the close has committed
		atClose       atomic.Int64 // the draw's sold once it had
		mu            sync.Mutex
		controls      []string // those sold
		wg            sync.WaitGroup
	)
	for i := range sellers {
		wg.Go(func() {
			for j := range each {
				control := fmt.Sprintf("K-%d-%d", i, j)
				after := closed.Load()
				err := s.Do(ctx, func(tx store.Tx) error {
					if err := tx.SellKeno(tb.ID, 1); err != nil {
						return err
					}
					k := store.KenoTicket{Control: control, Table: tb.ID, User: u.ID, Selections: []store.KenoSelection{{Numbers: []int{7}, Wager: 100}},
						First: 1, Draws: 1, Cost: 100, Deadline: 1_000_000, Status: store.TicketActive, Created: 1}
					return tx.CreateKenoTicket(&k)
				})
				switch {
				case err == nil:
					if after {
						t.Errorf("ticket %s sold after the draw was closed", control)
					}
					sold.Add(1)
					mu.Lock()
					controls = append(controls, control)
					mu.Unlock()
				case errors.Is(err, store.ErrDrawClosed):
					refused.Add(1)
				default:
					t.Error(err)
				}
			}
		})
	}
	wg.Go(func() {
		// Close once a quarter of the sales are in, while the rest
		// are under way.
		for sold.Load() < sellers*each/4 && sold.Load()+refused.Load() < sellers*each {
			time.Sleep(time.Millisecond)
		}
		// The close reads what was sold as it commits: a sale that
		// waited behind it and went through anyway would add to it.
		err := s.Do(ctx, func(tx store.Tx) error {
			if err := tx.CloseKenoDraw(tb.ID, 1); err != nil {
				return err
			}
			d, err := tx.KenoDraw(tb.ID, 1)
			atClose.Store(d.Sold)
			return err
		})
		if err != nil {
			t.Error(err)
		}
		closed.Store(true)
	})
	wg.Wait()
	if t.Failed() {
		return
	}
	if n := sold.Load() + refused.Load(); n != sellers*each {
		t.Fatalf("%d sales answered, want %d", n, sellers*each)
	}
	var d store.KenoDraw
	var in []store.KenoTicket
	err := s.ReadOnly(ctx, func(tx store.Tx) (err error) {
		if d, err = tx.KenoDraw(tb.ID, 1); err != nil {
			return err
		}
		in, err = tx.KenoTicketsIn(tb.ID, 1)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if d.Sold != atClose.Load() {
		t.Fatalf("draw sold %d, but %d when its close committed: a sale went through after it (83)", d.Sold, atClose.Load())
	}
	if d.Status != store.KenoClosed || d.Sold != int64(sold.Load()) {
		t.Fatalf("draw %s with %d sold; %d sales went through and %d were refused: want it closed with %d sold", d.Status, d.Sold, sold.Load(), refused.Load(), sold.Load())
	}
	var got []string
	for _, k := range in {
		got = append(got, k.Control)
	}
	slices.Sort(got)
	slices.Sort(controls)
	if !slices.Equal(got, controls) {
		t.Fatalf("tickets in the draw %v, want those sold %v", got, controls)
	}
	t.Logf("%d sold before the close, %d refused after it", sold.Load(), refused.Load())
}
