package keno_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"croupier/catalog"
	"croupier/game"
	"croupier/internal/dbtest"
	"croupier/internal/keno"
	"croupier/internal/store"
	"croupier/money"
	"croupier/replay"
	"croupier/rng"
	"croupier/rng/seeded"
)

var ctx = context.Background()

// The test game's pay table, small enough to work out by hand (80
// numbers, 20 drawn): a 1-spot selection catching its number pays 3 for
// 1, a 2-spot catching both pays 12 for 1. Returns: 1 spot 3 × 20/80 =
// 75%; 2 spots 12 × C(20,2)/C(80,2) = 12 × 190/3160 = 72.15% (85: at
// least 65%).
const testOptions = `{"max-spots": 2, "paytable": {"1": {"1": 3}, "2": {"2": 12}}, "claim-days": 2, "max-draws": 5}`

type fixture struct {
	t      *testing.T
	db     dbtest.DB
	s      store.Store
	c      *keno.Central
	now    time.Time
	mu     sync.Mutex
	player store.User
	other  store.User
	row    store.Table
	seed   uint64
}

const interval = time.Minute

func newFixture(t *testing.T, db dbtest.DB, mode, options string) *fixture {
	f := &fixture{t: t, db: db, s: dbtest.Open(t, db), now: time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC), seed: 7}
	f.central()
	err := f.s.Do(ctx, func(tx store.Tx) (err error) {
		if f.player, err = tx.CreateUser("pat", "x", store.RolePlayer); err != nil {
			return err
		}
		if f.other, err = tx.CreateUser("lou", "x", store.RolePlayer); err != nil {
			return err
		}
		for _, u := range []store.User{f.player, f.other} {
			if _, err := tx.Post(store.Transfer{Key: fmt.Sprintf("cash-in:%d", u.ID), Kind: "cash-in", Legs: []store.Leg{{Account: store.Cage, Amount: -100000}, {Account: store.Wallet(u.ID), Amount: 100000}}}); err != nil {
				return err
			}
		}
		f.row, err = tx.CreateTable(store.Table{Name: "Keno", Game: keno.GameID, Mode: mode, Options: json.RawMessage(options), Timing: store.Timing{Bets: interval.Milliseconds()}})
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// central makes the keno computer afresh, as a restarted server does.
func (f *fixture) central() {
	f.c = &keno.Central{Store: f.s, Clock: f.clock, Place: "the cage",
		Gen: func() game.Generator { f.seed++; return rng.NewDealer(seeded.New(f.seed)) }}
}

func (f *fixture) clock() time.Time { f.mu.Lock(); defer f.mu.Unlock(); return f.now }

func (f *fixture) advance(d time.Duration) { f.mu.Lock(); f.now = f.now.Add(d); f.mu.Unlock() }

// restart closes the database and opens it again with a new keno computer.
func (f *fixture) restart() {
	f.t.Helper()
	if err := f.s.Close(); err != nil {
		f.t.Fatal(err)
	}
	f.s = dbtest.Open(f.t, f.db)
	f.central()
}

func (f *fixture) tick() {
	f.t.Helper()
	if _, err := f.c.Tick(ctx, f.row); err != nil {
		f.t.Fatal(err)
	}
}

func (f *fixture) sell(user store.User, draws int64, sels ...keno.SlipSelection) store.KenoTicket {
	f.t.Helper()
	tk, err := f.c.Sell(ctx, f.row, user.ID, keno.Slip{Selections: sels, Draws: draws})
	if err != nil {
		f.t.Fatal(err)
	}
	return tk
}

func (f *fixture) balance(acct string) money.Amount {
	f.t.Helper()
	var b money.Amount
	if err := f.s.ReadOnly(ctx, func(tx store.Tx) (err error) { b, err = tx.Balance(acct); return err }); err != nil {
		f.t.Fatal(err)
	}
	return b
}

func (f *fixture) ticket(control string) store.KenoTicket {
	f.t.Helper()
	var tk store.KenoTicket
	if err := f.s.ReadOnly(ctx, func(tx store.Tx) (err error) { tk, err = tx.KenoTicket(control); return err }); err != nil {
		f.t.Fatal(err)
	}
	return tk
}

// sound checks the whole ledger and the keno accounts against the tickets.
func (f *fixture) sound() {
	f.t.Helper()
	err := f.s.ReadOnly(ctx, func(tx store.Tx) error {
		ps, err := store.Check(tx)
		if err != nil {
			return err
		}
		kp, err := keno.Problems(tx, f.row.ID)
		if err != nil {
			return err
		}
		if ps = append(ps, kp...); len(ps) > 0 {
			return fmt.Errorf("ledger problems: %+v", ps)
		}
		return nil
	})
	if err != nil {
		f.t.Fatal(err)
	}
}

// balls returns a draw of 20 holding want and none of avoid: the rest
// are the lowest numbers neither names.
func balls(want []int, avoid ...int) []int {
	out := slices.Clone(want)
	for n := 80; len(out) < 20; n-- {
		if !slices.Contains(want, n) && !slices.Contains(avoid, n) {
			out = append(out, n)
		}
	}
	return out
}

func (f *fixture) enter(b []int) store.KenoDraw {
	f.t.Helper()
	d, err := f.c.Enter(ctx, f.row, b)
	if err != nil {
		f.t.Fatal(err)
	}
	return d
}

func ruled(t *testing.T, err error, section, words string) {
	t.Helper()
	var re *game.RuleError
	if !errors.As(err, &re) || re.Section != section || !strings.Contains(err.Error(), words) {
		t.Fatalf("error %v, want a rule of section %s saying %q", err, section, words)
	}
}

// A multi-draw ticket bought, played over three live draws, claimed in two
// payments, across two restarts; every amount worked out from testOptions.
func TestMultiDrawTicketPlaysClaimsOnceAndSurvivesRestarts(t *testing.T) {
	for _, db := range dbtest.All(t) {
		t.Run(db.Adapter, func(t *testing.T) {
			f := newFixture(t, db, store.Live, testOptions)
			f.tick() // draw 1 on sale, closing a minute from now
			// 80: ticket A, two selections for 3 draws: (1 + 2) × 3 = $9.
			a := f.sell(f.player, 3, keno.SlipSelection{Numbers: []int{5}, Wager: 100}, keno.SlipSelection{Numbers: []int{9, 7}, Wager: 200})
			b := f.sell(f.other, 1, keno.SlipSelection{Numbers: []int{1}, Wager: 100})
			if a.First != 1 || a.Last() != 3 || a.Cost != 900 || b.Cost != 100 {
				t.Fatalf("ticket A plays %d-%d for %s, B costs %s; want 1-3 for 9.00 and 1.00", a.First, a.Last(), a.Cost, b.Cost)
			}
			if !slices.Equal(a.Selections[1].Numbers, []int{7, 9}) {
				t.Errorf("selection 2 recorded %v, want [7 9]", a.Selections[1].Numbers)
			}
			// 82(6): the deadline is claim-days after the last draw's time.
			if want := f.now.Add(3*interval + 2*keno.Day).UnixMilli(); a.Deadline != want {
				t.Errorf("deadline %d, want %d (draw 3 at +3 min, then 2 days)", a.Deadline, want)
			}
			if got := f.balance(store.Wallet(f.player.ID)); got != 100000-900 {
				t.Errorf("pat's wallet %s after buying, want 991.00", got)
			}
			if got := f.balance(store.Escrow(f.row.ID)); got != 1000 {
				t.Errorf("escrow %s, want 10.00: both tickets in full", got)
			}
			f.sound()

			f.restart() // between sale and draw
			f.advance(interval)
			f.tick() // 83: draw 1 closes, draw 2 goes on sale
			c := f.sell(f.other, 1, keno.SlipSelection{Numbers: []int{5}, Wager: 500})
			if c.First != 2 {
				t.Errorf("a ticket sold after draw 1 closed plays from draw %d, want 2", c.First)
			}
			// Draw 1: 5, 7 and 9 come out, 1 does not. A's 1-spot pays 3 × 1.00,
			// its 2-spot 12 × 2.00: 27.00; B catches nothing.
			d := f.enter(balls([]int{5, 7, 9}, 1))
			if d.Number != 1 || d.Status != store.KenoDrawn {
				t.Fatalf("entered draw %d, status %s; want draw 1 drawn", d.Number, d.Status)
			}
			if got := f.ticket(a.Control).Won; got != 2700 {
				t.Errorf("A won %s in draw 1, want 27.00", got)
			}
			if got := f.balance(store.Prizes(f.row.ID)); got != 2700 {
				t.Errorf("prize account %s, want 27.00", got)
			}
			// The house took draw 1's wagers (3.00 + 1.00) and put up 27.00.
			if got := f.balance(store.House); got != 400-2700 {
				t.Errorf("house %s, want -23.00", got)
			}
			f.sound()

			f.restart() // between draw and payment
			// 86: the holder claims what is won so far; draws 2 and 3 are to come.
			tk, paid, err := f.c.Claim(ctx, keno.FormatControl(a.Control), keno.Payee{User: f.player.ID})
			if err != nil || paid != 2700 || tk.Status != store.TicketActive {
				t.Fatalf("claim A after draw 1: paid %s, status %s, %v; want 27.00, still active", paid, tk.Status, err)
			}
			_, _, err = f.c.Claim(ctx, a.Control, keno.Payee{User: f.player.ID})
			ruled(t, err, "86", "not all of them are drawn")
			_, _, err = f.c.Claim(ctx, b.Control, keno.Payee{User: f.other.ID})
			ruled(t, err, "86", "won nothing in draws 1 to 1")

			f.advance(interval)
			f.tick()
			f.enter(balls(nil, 5, 7, 9)) // draw 2: nothing for A; C catches nothing
			f.advance(interval)
			f.tick()
			f.enter(balls([]int{5}, 7, 9)) // draw 3: A's 1-spot again, 3.00
			if got := f.ticket(a.Control); got.Won != 3000 || got.Paid != 2700 {
				t.Errorf("A after draw 3: won %s paid %s, want 30.00 and 27.00", got.Won, got.Paid)
			}
			if got := f.ticket(c.Control); got.Status != store.TicketPaid || got.Won != 0 {
				t.Errorf("C, a loser whose only draw is drawn: status %s won %s; want paid (nothing due)", got.Status, got.Won)
			}
			f.sound()
			// Paid in cash at the cage this time.
			cage := f.balance(store.Cage)
			tk, paid, err = f.c.Claim(ctx, a.Control, keno.Payee{Cash: true, Cashier: "cy"})
			if err != nil || paid != 300 || tk.Status != store.TicketPaid {
				t.Fatalf("claim A after draw 3: paid %s, status %s, %v; want 3.00 and paid", paid, tk.Status, err)
			}
			if got := f.balance(store.Cage); got != cage+300 {
				t.Errorf("cage %s, want %s: 3.00 handed over in cash", got, cage+300)
			}
			_, _, err = f.c.Claim(ctx, a.Control, keno.Payee{User: f.player.ID})
			ruled(t, err, "86", "a prize is paid once")
			if got := f.balance(store.Wallet(f.player.ID)); got != 100000-900+2700 {
				t.Errorf("pat's wallet %s, want 1018.00", got)
			}
			if got := f.balance(store.Escrow(f.row.ID)); got != 0 {
				t.Errorf("escrow %s after every draw, want 0", got)
			}
			f.sound()
			// Every draw is a round of the chain whose script replays to its result.
			verifyRounds(t, f, 3)
		})
	}
}

// verifyRounds replays every stored round of the game and compares.
func verifyRounds(t *testing.T, f *fixture, want int) {
	t.Helper()
	err := f.s.ReadOnly(ctx, func(tx store.Tx) error {
		n, probs, err := store.VerifyChain(tx, func(r store.Round) error {
			var s replay.Script
			if err := json.Unmarshal(r.Script, &s); err != nil {
				return err
			}
			res, err := replay.Run(&s, catalog.Lookup)
			if err != nil {
				return err
			}
			got, _ := json.Marshal(res)
			var stored replay.Result
			json.Unmarshal(r.Result, &stored)
			wantJSON, _ := json.Marshal(&stored)
			if string(got) != string(wantJSON) {
				return fmt.Errorf("round %d replays to %s, stored %s", r.Number, got, wantJSON)
			}
			return nil
		})
		if err != nil {
			return err
		}
		if n != want || len(probs) > 0 {
			return fmt.Errorf("%d rounds verified with problems %+v; want %d and none", n, probs, want)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// K2: when a draw's prizes exceed the maximum aggregate payout, every prize
// is reduced in proportion. Prizes 24.00 and 3.00 against a cap of 10.00:
// floor(2400 × 1000 / 2700) = 888 and floor(300 × 1000 / 2700) = 111.
func TestK2CapReducesEveryPrizeInProportion(t *testing.T) {
	f := newFixture(t, dbtest.SQLite(t), store.Live,
		`{"max-spots": 2, "paytable": {"1": {"1": 3}, "2": {"2": 12}}, "max-aggregate-payout": 1000}`)
	f.tick()
	a := f.sell(f.player, 1, keno.SlipSelection{Numbers: []int{7, 9}, Wager: 200})
	b := f.sell(f.other, 1, keno.SlipSelection{Numbers: []int{5}, Wager: 100})
	f.advance(interval)
	f.tick()
	f.enter(balls([]int{5, 7, 9}))
	if got := f.ticket(a.Control).Won; got != 888 {
		t.Errorf("A's 24.00 reduced to %s, want 8.88", got)
	}
	if got := f.ticket(b.Control).Won; got != 111 {
		t.Errorf("B's 3.00 reduced to %s, want 1.11", got)
	}
	if got := f.balance(store.Prizes(f.row.ID)); got != 999 {
		t.Errorf("prizes %s, want 9.99: never more than the cap", got)
	}
	f.sound()
}

// 86: a prize not claimed by the deadline is refused, and goes back to the
// house when the clock sweeps it.
func TestLateClaimIsRefusedAndThePrizeExpires(t *testing.T) {
	f := newFixture(t, dbtest.SQLite(t), store.Live, testOptions)
	f.tick()
	a := f.sell(f.player, 1, keno.SlipSelection{Numbers: []int{5}, Wager: 100})
	f.advance(interval)
	f.tick()
	f.enter(balls([]int{5}))
	f.advance(2*keno.Day + time.Millisecond) // claim-days 2 after draw 1's time
	_, _, err := f.c.Claim(ctx, a.Control, keno.Payee{User: f.player.ID})
	ruled(t, err, "86", "deadline has passed")
	house := f.balance(store.House)
	f.tick()
	if got := f.ticket(a.Control); got.Status != store.TicketExpired {
		t.Errorf("ticket status %s after the sweep, want expired", got.Status)
	}
	if got := f.balance(store.House); got != house+300 {
		t.Errorf("house %s, want %s: the unclaimed 3.00 back", got, house+300)
	}
	if got := f.balance(store.Prizes(f.row.ID)); got != 0 {
		t.Errorf("prizes %s, want 0", got)
	}
	f.sound()
}

// 83: a forged number (a valid check digit, no such ticket) and an
// altered one (check digit wrong) win nothing and change nothing.
func TestForgedAndAlteredControlNumbersAreRefused(t *testing.T) {
	f := newFixture(t, dbtest.SQLite(t), store.Live, testOptions)
	f.tick()
	a := f.sell(f.player, 1, keno.SlipSelection{Numbers: []int{5}, Wager: 100})
	f.advance(interval)
	f.tick()
	f.enter(balls([]int{5}))
	prizes := f.balance(store.Prizes(f.row.ID))
	altered := []byte(a.Control)
	altered[3] = '0' + (altered[3]-'0'+1)%10
	_, _, err := f.c.Claim(ctx, string(altered), keno.Payee{User: f.other.ID})
	ruled(t, err, "83", "fails its check digit")
	if n := strings.Count(err.Error(), "(section 83)"); n != 1 {
		t.Errorf("%q cites section 83 %d times, want once", err, n)
	}
	forged := forge(a.Control)
	_, _, err = f.c.Claim(ctx, forged, keno.Payee{User: f.other.ID})
	ruled(t, err, "83", "no ticket has control number")
	if got := f.balance(store.Prizes(f.row.ID)); got != prizes {
		t.Errorf("prizes %s after refused claims, want %s", got, prizes)
	}
	if got := f.ticket(a.Control); got.Paid != 0 {
		t.Errorf("the real ticket shows %s paid", got.Paid)
	}
}

// forge returns a well-formed control number other than c: c's first 20
// digits changed in one place and every possible last digit tried until
// one passes the check.
func forge(c string) string {
	head := c[:19] + string('0'+(c[19]-'0'+5)%10)
	for d := byte('0'); d <= '9'; d++ {
		if _, err := keno.ParseControl(head + string(d)); err == nil {
			return head + string(d)
		}
	}
	panic("no check digit fits")
}

// 81, 83: sales refused for a bad slip change nothing.
func TestBadSlipsAreRefusedWholeAndChangeNothing(t *testing.T) {
	f := newFixture(t, dbtest.SQLite(t), store.Live, testOptions)
	f.tick()
	cases := []struct {
		slip    keno.Slip
		section string
		words   string
	}{
		{keno.Slip{Draws: 1}, "79", "at least one selection"},
		{keno.Slip{Draws: 6, Selections: []keno.SlipSelection{{Numbers: []int{1}, Wager: 100}}}, "80", "1 to 5 consecutive draws"},
		{keno.Slip{Draws: 1, Selections: []keno.SlipSelection{{Numbers: []int{1}, Computer: 1, Wager: 100}}}, "80", "not both"},
		{keno.Slip{Draws: 1, Selections: []keno.SlipSelection{{Computer: 3, Wager: 100}}}, "78", "picks 1 to 2 numbers"},
		{keno.Slip{Draws: 1, Selections: []keno.SlipSelection{{Numbers: []int{1}, Wager: 100}, {Numbers: []int{1, 2, 3}, Wager: 100}}}, "", "selection 2"},
		{keno.Slip{Draws: 1, Selections: []keno.SlipSelection{{Numbers: []int{81}, Wager: 100}}}, "", "selection 1"},
	}
	for _, c := range cases {
		_, err := f.c.Sell(ctx, f.row, f.player.ID, c.slip)
		if err == nil || !strings.Contains(err.Error(), c.words) {
			t.Errorf("slip %+v: %v, want an error saying %q", c.slip, err, c.words)
			continue
		}
		if c.section != "" {
			ruled(t, err, c.section, c.words)
		}
	}
	// Section 5: a wallet that cannot pay the whole ticket buys none of it.
	_, err := f.c.Sell(ctx, f.row, f.player.ID, keno.Slip{Draws: 5, Selections: []keno.SlipSelection{{Numbers: []int{1}, Wager: 30000}}})
	if !errors.Is(err, store.ErrInsufficient) {
		t.Errorf("a 1,500.00 ticket from a 1,000.00 wallet: %v, want insufficient funds", err)
	}
	if got := f.balance(store.Wallet(f.player.ID)); got != 100000 {
		t.Errorf("wallet %s after refused slips, want 1000.00", got)
	}
	if got := f.balance(store.Escrow(f.row.ID)); got != 0 {
		t.Errorf("escrow %s after refused slips, want 0", got)
	}
}

// 80: the computer picks distinct numbers within the game for a
// selection that asks it to.
func TestComputerPicks(t *testing.T) {
	f := newFixture(t, dbtest.SQLite(t), store.Electronic, `{"max-spots": 10}`)
	f.tick()
	tk := f.sell(f.player, 1, keno.SlipSelection{Computer: 10, Wager: 100}, keno.SlipSelection{Computer: 1, Wager: 100})
	for i, want := range []int{10, 1} {
		s := tk.Selections[i]
		if !s.Computer || len(s.Numbers) != want || !slices.IsSorted(s.Numbers) || len(slices.Compact(slices.Clone(s.Numbers))) != want || s.Numbers[0] < 1 || s.Numbers[len(s.Numbers)-1] > 80 {
			t.Errorf("selection %d: %+v, want %d distinct sorted computer picks from 1 to 80", i+1, s, want)
		}
	}
}

// A game of fewer spots than the default paytable pays settles its draws:
// the draw's script writes the options out with the default paytable in
// full, which the engine once refused as paying more spots than max-spots
// (found by catalog's FuzzTableOptions).
func TestFewerSpotsOnTheDefaultPaytableSettle(t *testing.T) {
	f := newFixture(t, dbtest.SQLite(t), store.Electronic, `{"max-spots": 4}`)
	f.tick()
	f.sell(f.player, 1, keno.SlipSelection{Numbers: []int{1, 2, 3, 4}, Wager: 100})
	f.advance(interval)
	f.tick() // closes the draw and draws it at once
	var draws []store.KenoDraw
	f.s.ReadOnly(ctx, func(tx store.Tx) (err error) { draws, err = tx.KenoDraws(f.row.ID, 0, 50); return err })
	drawn := 0
	for _, d := range draws {
		if d.Status == store.KenoDrawn {
			drawn++
		}
	}
	if drawn != 1 {
		t.Fatalf("%d draws drawn, want the ticket's one: %+v", drawn, draws)
	}
	f.sound()
	verifyRounds(t, f, 1)
}

// An electronic game draws from its source on its clock; every draw's
// settlement agrees with an independent reckoning from the recorded balls
// and the pay table, and the ledger balances.
func TestElectronicDrawsSettleByThePayTable(t *testing.T) {
	f := newFixture(t, dbtest.SQLite(t), store.Electronic, testOptions)
	f.tick()
	sels := []keno.SlipSelection{{Numbers: []int{11}, Wager: 100}, {Numbers: []int{3, 40}, Wager: 100}, {Numbers: []int{80}, Wager: 200}}
	var tickets []store.KenoTicket
	for i := range 5 {
		tickets = append(tickets, f.sell(f.player, 5, sels...))
		f.advance(interval)
		f.tick() // closes draw i+1 and draws it at once
		_ = i
	}
	for range 5 {
		f.advance(interval)
		f.tick()
	}
	pays := map[int]map[int]money.Amount{1: {1: 3}, 2: {2: 12}}
	var draws []store.KenoDraw
	f.s.ReadOnly(ctx, func(tx store.Tx) (err error) { draws, err = tx.KenoDraws(f.row.ID, 0, 50); return err })
	ballsOf := map[int64][]int{}
	for _, d := range draws {
		if d.Status == store.KenoDrawn {
			ballsOf[d.Number] = d.Balls
		}
	}
	for _, tk := range tickets {
		var want money.Amount
		for n := tk.First; n <= tk.Last(); n++ {
			b, ok := ballsOf[n]
			if !ok {
				t.Fatalf("draw %d of ticket %d was not drawn", n, tk.ID)
			}
			for _, s := range tk.Selections {
				caught := 0
				for _, x := range s.Numbers {
					if slices.Contains(b, x) {
						caught++
					}
				}
				want += s.Wager * pays[len(s.Numbers)][caught]
			}
		}
		if got := f.ticket(tk.Control); got.Won != want {
			t.Errorf("ticket %d won %s, want %s from its draws' balls", tk.ID, got.Won, want)
		}
	}
	f.sound()
	verifyRounds(t, f, len(ballsOf))
}

// Many terminals sell while the draws close: each sale is either in the
// draw on sale when it committed, paid, or refused whole; each draw's
// count of tickets is exact and the ledger balances (83).
func TestSalesRacingTheCloseLoseNothing(t *testing.T) {
	for _, db := range dbtest.All(t) {
		t.Run(db.Adapter, func(t *testing.T) {
			f := newFixture(t, db, store.Electronic, testOptions)
			f.tick()
			var wg sync.WaitGroup
			var mu sync.Mutex
			var sold []store.KenoTicket
			stop := make(chan struct{})
			for w := range 6 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					u := []store.User{f.player, f.other}[w%2]
					for {
						select {
						case <-stop:
							return
						default:
						}
						tk, err := f.c.Sell(ctx, f.row, u.ID, keno.Slip{Draws: 2, Selections: []keno.SlipSelection{{Numbers: []int{1 + w}, Wager: 100}}})
						if err != nil {
							var re *game.RuleError
							if errors.As(err, &re) && re.Section == "83" || errors.Is(err, store.ErrUnavailable) {
								continue // refused whole: no draw on sale at that instant
							}
							t.Error(err)
							return
						}
						mu.Lock()
						sold = append(sold, tk)
						mu.Unlock()
					}
				}()
			}
			for range 8 {
				time.Sleep(30 * time.Millisecond)
				f.advance(interval)
				f.tick()
			}
			close(stop)
			wg.Wait()
			for range 3 {
				f.advance(interval)
				f.tick()
			}
			byFirst := map[int64]int64{}
			for _, tk := range sold {
				byFirst[tk.First]++
			}
			var draws []store.KenoDraw
			f.s.ReadOnly(ctx, func(tx store.Tx) (err error) { draws, err = tx.KenoDraws(f.row.ID, 0, 50); return err })
			for _, d := range draws {
				if d.Sold != byFirst[d.Number] {
					t.Errorf("draw %d counts %d sales, %d tickets were issued for it", d.Number, d.Sold, byFirst[d.Number])
				}
				var in []store.KenoTicket
				f.s.ReadOnly(ctx, func(tx store.Tx) (err error) { in, err = tx.KenoTicketsIn(f.row.ID, d.Number); return err })
				want := byFirst[d.Number] + byFirst[d.Number-1]
				if int64(len(in)) != want {
					t.Errorf("draw %d plays %d tickets, want %d", d.Number, len(in), want)
				}
			}
			if len(byFirst) < 3 {
				t.Fatalf("sales went into %d draws, want the race to span several closes", len(byFirst))
			}
			t.Logf("%d tickets sold across %d draws", len(sold), len(byFirst))
			f.sound()
		})
	}
}

// 82(6): a claim period longer than a time.Duration holds (about 106,000
// days) still gives a deadline after the draw, not one wrapped into the
// past.
func TestLongClaimPeriod(t *testing.T) {
	f := newFixture(t, dbtest.SQLite(t), store.Live, `{"max-spots": 2, "paytable": {"1": {"1": 3}, "2": {"2": 12}}, "claim-days": 1000000}`)
	f.tick()
	a := f.sell(f.player, 1, keno.SlipSelection{Numbers: []int{5}, Wager: 100})
	want := f.now.Add(interval).UnixMilli() + 1_000_000*keno.Day.Milliseconds()
	if a.Deadline != want {
		t.Fatalf("deadline %d, want %d: a million days after draw 1", a.Deadline, want)
	}
	f.advance(interval)
	f.tick()
	f.enter(balls([]int{5}))
	if _, paid, err := f.c.Claim(ctx, a.Control, keno.Payee{User: f.player.ID}); err != nil || paid != 300 {
		t.Fatalf("claim: paid %s, %v; want 3.00", paid, err)
	}
}

// 86: a ticket whose printed deadline passes before its last draw is
// drawn (a live game's operator away for days) does not expire until that
// draw is made; then a late claim is refused and the prize goes back.
func TestNoExpiryBeforeTheLastDraw(t *testing.T) {
	f := newFixture(t, dbtest.SQLite(t), store.Live, testOptions)
	f.tick()
	a := f.sell(f.player, 2, keno.SlipSelection{Numbers: []int{5}, Wager: 100})
	f.advance(interval)
	f.tick()
	f.enter(balls([]int{5})) // draw 1: 3.00 won
	f.advance(interval)
	f.tick() // draw 2 closes; nobody enters its balls
	f.advance(3 * keno.Day)
	f.tick()
	if got := f.ticket(a.Control); got.Status != store.TicketActive || got.Won != 300 {
		t.Fatalf("ticket %s with %s won before its last draw is made, want active with 3.00", got.Status, got.Won)
	}
	f.sound()
	f.enter(balls(nil, 5)) // draw 2, at last
	f.tick()
	if got := f.ticket(a.Control); got.Status != store.TicketExpired {
		t.Errorf("ticket %s after its last draw, deadline passed; want expired", got.Status)
	}
	f.sound()
}
