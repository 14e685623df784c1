// Package keno is the central computer of keno (by-law 75–86, rulings K1
// and K2): it validates selection slips into tickets with a control number,
// closes each draw's sale when its drawing begins, settles every draw by
// running the keno engine (game/keno) on the draw's own replay script,
// holds the prizes until their holder claims them, and pays each prize
// once, within the claim deadline printed on the ticket.
//
// A keno game is a row of the floor's tables (game "keno"). Its money
// moves through three accounts: a sale takes the whole ticket (every wager
// times its draws) from the player's wallet into the game's escrow; each
// draw releases that draw's wagers to the house and puts the prizes into
// the game's prize account (store.Prizes); a claim pays from there to the
// claimant's wallet or in cash at the cage, and a prize not claimed by the
// deadline goes back to the house. Every draw is a round of the game's
// hash chain whose script replays it alone: `croupier replay` and `audit
// verify` re-settle it.
//
// Sales and claims are database transactions any server may run; the
// server holding the game's lease runs its clock (Drawer): it closes each
// draw on schedule, draws the balls of an electronic game, and expires
// unclaimed prizes.
package keno

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"time"

	"croupier/catalog"
	"croupier/game"
	"croupier/internal/store"
	"croupier/money"
	"croupier/replay"
)

// GameID is the keno game's id in the catalog and the spec.
const GameID = "keno"

// Limits of a slip the central computer accepts.
const (
	MaxSelections = 20 // selections on one slip (79)
)

// Day is the unit of the claim deadline (82(6)).
const Day = 24 * time.Hour

// A Central is the keno computer of one server.
type Central struct {
	Store store.Store
	// Gen returns the secure source that draws an electronic game's balls
	// and makes the computer's picks (75, 80).
	Gen func() game.Generator
	// Clock is the time; time.Now if nil.
	Clock func() time.Time
	// Place is where the rules may be read and prizes claimed, printed on
	// the slip and the ticket (76, 77, 82(6), 86).
	Place string
}

func (c *Central) now() time.Time {
	if c.Clock != nil {
		return c.Clock()
	}
	return time.Now()
}

// DefaultPlace is where the rules and the claims are unless the operator
// says otherwise.
const DefaultPlace = "the keno counter at the cage, and the keno page of every terminal"

// A Rules is a keno game's options as the central computer reads them.
type Rules struct {
	Table     game.Table
	Numbers   int
	Drawn     int
	MaxSpots  int
	MaxDraws  int
	ClaimDays int
	Limits    money.Limits
	Interval  time.Duration // between draws: the sale window (row.Timing.Bets)
}

// RulesOf reads a keno game's options.
func RulesOf(row store.Table) (Rules, error) {
	if row.Game != GameID {
		return Rules{}, fmt.Errorf("table %d plays %s, not keno", row.ID, row.Game)
	}
	g, ok := catalog.Lookup(GameID)
	if !ok || g.New == nil {
		return Rules{}, errors.New("keno is not available in this release")
	}
	opts := map[string]json.RawMessage{}
	if len(row.Options) > 0 {
		if err := json.Unmarshal(row.Options, &opts); err != nil {
			return Rules{}, fmt.Errorf("keno game %d: options: %w", row.ID, err)
		}
	}
	t, err := g.Spec.ParseTable(opts)
	if err != nil {
		return Rules{}, err
	}
	r := Rules{Table: t, Numbers: int(t.Int("numbers")), Drawn: int(t.Int("drawn")), MaxSpots: int(t.Int("max-spots")),
		MaxDraws: int(t.Int("max-draws")), ClaimDays: int(t.Int("claim-days")), Limits: t.Limits(),
		Interval: time.Duration(row.Timing.Bets) * time.Millisecond}
	if r.Interval <= 0 {
		r.Interval = DefaultInterval
	}
	return r, nil
}

// DefaultInterval is the time between draws where the game's timing sets
// none.
const DefaultInterval = time.Minute

// A Slip is a selection slip as the player marked it (80): the selections,
// each with its numbers or a number of spots the computer picks, and its
// wager per draw; and the number of consecutive draws.
type Slip struct {
	Selections []SlipSelection `json:"selections"`
	Draws      int64           `json:"draws"`
}

// A SlipSelection is one selection of a slip: Numbers, or Computer spots
// for the computer to pick (80).
type SlipSelection struct {
	Numbers  []int        `json:"numbers,omitempty"`
	Computer int          `json:"computer,omitempty"`
	Wager    money.Amount `json:"wager"`
}

// script is a draw's replay script: each ticket playing in it is a seat
// (in ticket order), each of its selections a wager for this draw alone.
func script(r Rules, tickets []store.KenoTicket, tape []json.RawMessage) *replay.Script {
	s := &replay.Script{Game: GameID, Table: options(r), Tape: tape}
	for i, t := range tickets {
		for _, sel := range t.Selections {
			s.Steps = append(s.Steps, wagerStep(i+1, sel, 1))
		}
	}
	s.Steps = append(s.Steps, game.Step{Dealer: "draw"})
	return s
}

func wagerStep(seat int, sel store.KenoSelection, draws int64) game.Step {
	nums, _ := json.Marshal(sel.Numbers)
	st := game.Step{Seat: seat, Wagers: []game.WagerAmount{{ID: "ticket", Amount: sel.Wager}},
		Args: map[string]json.RawMessage{"numbers": nums}}
	if draws != 1 {
		st.Args["draws"] = json.RawMessage(strconv.FormatInt(draws, 10))
	}
	return st
}

// options returns the game's options as a script's table writes them.
func options(r Rules) map[string]json.RawMessage {
	b, _ := json.Marshal(r.Table)
	out := map[string]json.RawMessage{}
	json.Unmarshal(b, &out)
	return out
}

// Validate checks a slip against the game's rules by playing it on a
// fresh engine, so the central computer accepts exactly what the engine
// settles. It returns the slip's selections (computer picks made from
// gen) and its cost.
func (c *Central) validate(r Rules, slip Slip) ([]store.KenoSelection, money.Amount, error) {
	switch {
	case len(slip.Selections) == 0:
		return nil, 0, game.Rulef("79", "a slip needs at least one selection")
	case len(slip.Selections) > MaxSelections:
		return nil, 0, game.Rulef("79", "a slip takes at most %d selections, not %d", MaxSelections, len(slip.Selections))
	case slip.Draws < 1 || slip.Draws > int64(r.MaxDraws):
		return nil, 0, game.Rulef("80", "a ticket plays 1 to %d consecutive draws, not %d", r.MaxDraws, slip.Draws)
	}
	var gen game.Generator
	sels := make([]store.KenoSelection, len(slip.Selections))
	for i, s := range slip.Selections {
		switch {
		case s.Computer != 0 && len(s.Numbers) > 0:
			return nil, 0, game.Rulef("80", "selection %d: mark its numbers or ask the computer to pick them, not both", i+1)
		case s.Computer != 0 && (s.Computer < 1 || s.Computer > r.MaxSpots):
			return nil, 0, game.Rulef("78", "selection %d: the computer picks 1 to %d numbers, not %d", i+1, r.MaxSpots, s.Computer)
		case s.Computer != 0:
			if gen == nil {
				gen = c.Gen()
			}
			sels[i] = store.KenoSelection{Numbers: pick(gen, r.Numbers, s.Computer), Computer: true, Wager: s.Wager}
		default:
			sels[i] = store.KenoSelection{Numbers: slices.Clone(s.Numbers), Wager: s.Wager}
			slices.Sort(sels[i].Numbers)
		}
	}
	g, _ := catalog.Lookup(GameID)
	e, err := g.New(r.Table, game.NewTape(nil))
	if err != nil {
		return nil, 0, err
	}
	var cost money.Amount
	for i, sel := range sels {
		if err := e.Apply(wagerStep(1, sel, slip.Draws)); err != nil {
			return nil, 0, fmt.Errorf("selection %d: %w", i+1, err)
		}
		cost += sel.Wager * money.Amount(slip.Draws)
	}
	return sels, cost, nil
}

// pick returns spots different numbers from 1 to numbers, sorted: the
// computer's selection (80), a partial Fisher–Yates shuffle from the
// secure source.
func pick(gen game.Generator, numbers, spots int) []int {
	pool := make([]int, numbers)
	for i := range pool {
		pool[i] = i + 1
	}
	for i := range spots {
		j := i + gen.IntN(numbers-i)
		pool[i], pool[j] = pool[j], pool[i]
	}
	out := slices.Clone(pool[:spots])
	slices.Sort(out)
	return out
}

// Sell validates a slip and issues its ticket (81, 82): the whole cost
// moves from the player's wallet to the game's escrow in the same
// transaction that counts the sale in the draw open now, so a ticket
// either plays from that draw, paid, or is not sold at all (83).
func (c *Central) Sell(ctx context.Context, row store.Table, user int64, slip Slip) (store.KenoTicket, error) {
	return c.SellWith(ctx, row, user, slip, nil)
}

// SellWith is Sell with within, if not nil, run in the sale's transaction
// once the ticket is stored: the server saves its answer to an
// Idempotency-Key there, so a terminal's retry never buys twice.
func (c *Central) SellWith(ctx context.Context, row store.Table, user int64, slip Slip, within func(store.Tx, store.KenoTicket) error) (store.KenoTicket, error) {
	r, err := RulesOf(row)
	if err != nil {
		return store.KenoTicket{}, err
	}
	if row.Status != "open" {
		return store.KenoTicket{}, game.Rulef("81", "keno game %d is closed: it sells no tickets", row.ID)
	}
	sels, cost, err := c.validate(r, slip)
	if err != nil {
		return store.KenoTicket{}, err
	}
	t := store.KenoTicket{Table: row.ID, User: user, Selections: sels, Draws: slip.Draws, Cost: cost, Status: store.TicketActive}
	for attempt := 0; ; attempt++ {
		t.Control = newControl()
		err = c.Store.Do(ctx, func(tx store.Tx) error {
			d, err := tx.LastKenoDraw(row.ID)
			if errors.Is(err, store.ErrNotFound) {
				return game.Rulef("81", "keno game %d has no draw on sale yet: try again in a moment", row.ID)
			}
			if err != nil {
				return err
			}
			if d.Status != store.KenoOpen {
				return fmt.Errorf("draw %d: %w", d.Number, store.ErrDrawClosed)
			}
			if err := tx.SellKeno(row.ID, d.Number); err != nil {
				return fmt.Errorf("draw %d: %w", d.Number, err)
			}
			now := c.now().UnixMilli()
			t.First, t.Created = d.Number, now
			// In milliseconds: claim-days may be more days than a
			// time.Duration holds (about 106,000).
			last := d.Closes + (t.Draws-1)*r.Interval.Milliseconds()
			t.Deadline = last + int64(r.ClaimDays)*Day.Milliseconds()
			if _, err := tx.Post(store.Transfer{Key: "keno-sale:" + t.Control, Kind: "hold", Table: row.ID,
				Memo: fmt.Sprintf("%s keno ticket, draws %d to %d", row.Name, t.First, t.Last()),
				Legs: []store.Leg{{Account: store.Wallet(user), Amount: -cost}, {Account: store.Escrow(row.ID), Amount: cost}}}); err != nil {
				return err
			}
			if err := tx.CreateKenoTicket(&t); err != nil || within == nil {
				return err
			}
			return within(tx, t)
		})
		switch {
		case errors.Is(err, store.ErrDrawClosed) && attempt < 3:
			continue // the draw closed as the sale was made: the next one is on sale
		case errors.Is(err, store.ErrDuplicate) && attempt < 3:
			continue // a control number drawn twice: 10^20 of them, but never twice
		case errors.Is(err, store.ErrDrawClosed):
			return store.KenoTicket{}, game.Rulef("83", "no draw of keno game %d is on sale now (its drawing has begun): try again in a moment", row.ID)
		}
		return t, err
	}
}

// A Payee is who a claim pays: a player's wallet, or cash at the cage
// handed over by a cashier (86: the holder of the ticket).
type Payee struct {
	User    int64  // the wallet paid, if Cash is false
	Cash    bool   // paid in cash at the cage
	Cashier string // who paid it, for the ledger's memo
}

// Claim pays a ticket's prizes not yet paid to its holder, once, if the
// claim deadline has not passed (86). The control number proves the
// ticket (83); the central record says what it won (84). It returns the
// ticket as recorded after the payment and the amount paid.
func (c *Central) Claim(ctx context.Context, control string, to Payee) (store.KenoTicket, money.Amount, error) {
	code, err := ParseControl(control)
	if err != nil {
		return store.KenoTicket{}, 0, game.Rulef("83", "%v", err)
	}
	for attempt := 0; ; attempt++ {
		t, due, err := c.claim(ctx, code, to)
		switch {
		case errors.Is(err, store.ErrStale) && attempt < 3:
			continue // a draw added a prize as the claim was made: read the record again
		case errors.Is(err, store.ErrStale) || errors.Is(err, store.ErrDuplicate):
			return store.KenoTicket{}, 0, game.Rulef("86", "ticket %s is being paid by another request: a prize is paid once", FormatControl(code))
		case err != nil:
			return store.KenoTicket{}, 0, err
		}
		return t, due, nil
	}
}

func (c *Central) claim(ctx context.Context, code string, to Payee) (store.KenoTicket, money.Amount, error) {
	var t store.KenoTicket
	var due money.Amount
	err := c.Store.Do(ctx, func(tx store.Tx) error {
		var err error
		t, err = tx.KenoTicket(code)
		if errors.Is(err, store.ErrNotFound) {
			return game.Rulef("83", "no ticket has control number %s: a counterfeit or misprinted ticket wins nothing", FormatControl(code))
		}
		if err != nil {
			return err
		}
		now := c.now()
		last, err := tx.KenoDraw(t.Table, t.Last())
		drawnAll := err == nil && last.Status == store.KenoDrawn
		if err != nil && !errors.Is(err, store.ErrNotFound) {
			return err
		}
		due = t.Won - t.Paid
		switch {
		case t.Status == store.TicketExpired || now.UnixMilli() > t.Deadline:
			return game.Rulef("86", "ticket %s could be claimed until %s; that deadline has passed and it is no longer paid", FormatControl(code), stamp(t.Deadline))
		case due == 0 && t.Paid > 0 && drawnAll:
			return game.Rulef("86", "ticket %s was paid %s on %s: a prize is paid once", FormatControl(code), t.Paid, stamp(t.PaidAt))
		case due == 0 && !drawnAll:
			return game.Rulef("86", "ticket %s has no prize to pay yet: it plays draws %d to %d, and not all of them are drawn", FormatControl(code), t.First, t.Last())
		case due == 0:
			return game.Rulef("86", "ticket %s won nothing in draws %d to %d", FormatControl(code), t.First, t.Last())
		}
		was := t
		acct, memo := store.Wallet(to.User), "keno prize paid to the ticket's holder"
		if to.Cash {
			acct, memo = store.Cage, "keno prize paid in cash by cashier "+to.Cashier
		}
		if _, err := tx.Post(store.Transfer{Key: fmt.Sprintf("keno-claim:%s:%d", code, t.Won), Kind: "claim", Table: t.Table,
			Memo: fmt.Sprintf("%s, ticket %s", memo, FormatControl(code)),
			Legs: []store.Leg{{Account: store.Prizes(t.Table), Amount: -due}, {Account: acct, Amount: due}}}); err != nil {
			return err
		}
		t.Paid, t.PaidAt, t.PaidTo = t.Won, now.UnixMilli(), acct
		if drawnAll {
			t.Status = store.TicketPaid
		}
		return tx.UpdateKenoTicket(t, was)
	})
	return t, due, err
}

// stamp prints a stored time for a person: UTC, to the minute.
func stamp(ms int64) string { return time.UnixMilli(ms).UTC().Format("2006-01-02 15:04 UTC") }
