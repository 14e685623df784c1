package store

import (
	"encoding/json"
	"fmt"

	"croupier/money"
)

// A Floor is the tables: their configuration, leases and seats, their step
// logs and the holds of the round in progress.
type Floor interface {
	// CreateTable stores a new open table and its escrow account, and
	// returns it with its id, status, segment and creation time.
	CreateTable(tb Table) (Table, error)
	// Table returns a table.
	Table(id int64) (Table, error)
	// Tables lists every table, by id.
	Tables() ([]Table, error)
	// CloseTable closes a table: it takes no more rounds.
	CloseTable(id int64) error
	// Lease takes or renews the lease on a table for owner until the given
	// time (Unix ms), and reports whether owner holds it. A lease held by
	// another owner is taken only once it has expired (at is now).
	Lease(id int64, owner string, until, at int64) (bool, error)
	// ReleaseLease gives a lease up.
	ReleaseLease(id int64, owner string) error
	// Fence locks a table's row and fails the transaction with
	// ErrLeaseLost unless owner still holds its lease: every write a table
	// makes goes through it first, so two servers never both write one
	// table. The error may come from a later call or from the commit.
	Fence(id int64, owner string) error
	// NextSegment starts a new engine segment at the table (after a
	// reshuffle or a void) and returns its number.
	NextSegment(id int64) (int64, error)
	// Seats returns who sits where at a table.
	Seats(table int64) (map[int]int64, error)
	// Sit puts a user in a free seat; a taken seat is ErrDuplicate.
	Sit(table int64, seat int, user int64) error
	// Leave frees a seat.
	Leave(table int64, seat int) error
	// Steps returns a segment's log in order.
	Steps(table, segment int64) ([]LogStep, error)
	// Holds returns the holds of a table, by segment, round, seat, player
	// and wager; round 0 means every round.
	Holds(table, segment int64, round int) ([]Hold, error)
	// DeleteHolds clears a settled or voided round's holds.
	DeleteHolds(table, segment int64, round int) error
	// Flush writes what a batch of a table's steps has accumulated: their
	// log rows, the transfers of their wagers (as PostAll) and the holds
	// those make (added to a hold already there, the same hold may come
	// more than once).
	Flush(table, segment int64, steps []LogStep, trs []Transfer, holds []Hold) error
}

// Table modes (stored).
const (
	Electronic = "electronic" // the server draws outcomes and runs the dealer's steps on timers
	Live       = "live"       // a dealer account enters what happened
)

// Timing is an electronic table's clock, in milliseconds.
type Timing struct {
	Bets     int64 `json:"bets"`     // the betting window, from the round's first wager
	Decision int64 `json:"decision"` // how long a seat may think before the default is taken
	Result   int64 `json:"result"`   // how long a settled round is shown before the next
}

// DefaultTiming is an electronic table's clock unless the admin sets one.
var DefaultTiming = Timing{Bets: 15000, Decision: 20000, Result: 5000}

// A Table is a table's stored configuration and position.
type Table struct {
	ID         int64           `json:"id"`
	Name       string          `json:"name"`
	Game       string          `json:"game"`
	Mode       string          `json:"mode"`
	Options    json.RawMessage `json:"options"`
	Timing     Timing          `json:"timing"`
	Dealer     int64           `json:"dealer,omitempty"`
	Tournament int64           `json:"tournament,omitempty"` // the tournament the table is identified for (126); 0: none
	Status     string          `json:"status"`
	Segment    int64           `json:"segment"`
	Rounds     int64           `json:"rounds"`
	ChainHead  string          `json:"-"`
	LeaseOwner string          `json:"-"`
	LeaseUntil int64           `json:"-"`
	Created    int64           `json:"created"`
}

// A LogStep is one accepted step in a table's log with the outcomes it
// consumed.
type LogStep struct {
	Seq  int64
	User int64
	Step json.RawMessage
	Tape []json.RawMessage
}

// A Hold is money in a table's escrow on one wager of the round in progress.
type Hold struct {
	Table, Segment int64
	Round          int
	Seat           int
	Player         string // a behind bettor's name, or ""
	Wager          string
	User           int64
	Amount         money.Amount
	BalanceBefore  money.Amount // the user's wallet before their first hold of the round
}

// SplitHolds divides merged holds into those that add money (or none) and
// those that take money down, which an adapter adds to the hold already
// stored: a hold is never written negative.
func SplitHolds(hs []Hold) (add, down []Hold) {
	for _, h := range hs {
		if h.Amount < 0 {
			down = append(down, h)
		} else {
			add = append(add, h)
		}
	}
	return add, down
}

// TakesDown reports whether hs, merged, take money down from a hold.
func TakesDown(hs []Hold) bool {
	_, down := SplitHolds(MergeHolds(hs))
	return len(down) > 0
}

// NoHoldError is the error for money taken down from a hold not stored.
func NoHoldError(h Hold) error {
	return fmt.Errorf("table %d segment %d round %d seat %d %s: %s taken down, but nothing is held there", h.Table, h.Segment, h.Round, h.Seat, h.Wager, -h.Amount)
}

// MergeHolds returns hs with each hold once, its amounts summed and the
// first one's BalanceBefore (a statement may not change the same row
// twice).
func MergeHolds(hs []Hold) []Hold {
	type key struct {
		table, segment int64
		round, seat    int
		player, wager  string
	}
	at := map[key]int{}
	var out []Hold
	for _, h := range hs {
		k := key{h.Table, h.Segment, h.Round, h.Seat, h.Player, h.Wager}
		if i, ok := at[k]; ok {
			out[i].Amount += h.Amount
			continue
		}
		at[k] = len(out)
		out = append(out, h)
	}
	return out
}
