package store

import (
	"errors"
	"strconv"

	"croupier/money"
)

// Keno is the central computer's record (75–86): the draws of each keno
// game and the tickets sold for them. A keno game is a row of Floor's
// tables (game "keno"): its draws are its rounds in the Chain, its escrow
// holds the wagers of the draws to come, and Prizes(table) the prizes won
// and not yet claimed. The record prevails over a ticket (84).
type Keno interface {
	// CreateKenoDraw stores a draw open for sale; a number the game has
	// already is ErrDuplicate.
	CreateKenoDraw(d KenoDraw) error
	// KenoDraw returns one draw of a game.
	KenoDraw(table, number int64) (KenoDraw, error)
	// LastKenoDraw returns the game's highest-numbered draw; none is
	// ErrNotFound.
	LastKenoDraw(table int64) (KenoDraw, error)
	// KenoDraws returns the game's draws numbered below before (0: no
	// bound), newest first, at most n.
	KenoDraws(table, before int64, n int) ([]KenoDraw, error)
	// SellKeno counts a sale in draw number of the game, which must still
	// be open: a draw whose drawing has begun is ErrDrawClosed (83: no
	// ticket is sold for it). It takes the draw row's lock, so a close that
	// commits first makes the sale fail and a sale that commits first is
	// seen by the close.
	SellKeno(table, number int64) error
	// CloseKenoDraw moves an open draw to KenoClosed (its drawing has
	// begun: nothing more is sold, voided or changed for it); a draw not
	// open is ErrDrawClosed.
	CloseKenoDraw(table, number int64) error
	// SettleKenoDraw records a closed draw's balls, its round record's id
	// and when it was drawn, and moves it to KenoDrawn; a draw not closed
	// is ErrDrawClosed.
	SettleKenoDraw(table, number int64, balls []int, round int64, at int64) error

	// CreateKenoTicket stores a ticket and fills in its id; a control
	// number already used is ErrDuplicate.
	CreateKenoTicket(t *KenoTicket) error
	// KenoTicket returns the ticket with a control number.
	KenoTicket(control string) (KenoTicket, error)
	// KenoTicketsIn returns the tickets of a game that play in draw
	// number (First <= number < First+Draws), by id.
	KenoTicketsIn(table, number int64) ([]KenoTicket, error)
	// UserKenoTickets returns a user's last n tickets, newest first.
	UserKenoTickets(user int64, n int) ([]KenoTicket, error)
	// KenoOutstanding returns the tickets of a game that still have a
	// draw to play (last draw > drawn) or a prize not paid (Won > Paid)
	// and are not Expired, by id.
	KenoOutstanding(table, drawn int64) ([]KenoTicket, error)
	// UpdateKenoTicket stores a ticket's Won, Paid, Status, PaidAt and
	// PaidTo; a ticket whose stored Won, Paid or Status is no longer was's
	// is ErrStale (a payment, a draw or the expiry came first), and
	// nothing changes.
	UpdateKenoTicket(t, was KenoTicket) error
}

// Errors of the keno record.
var (
	ErrDrawClosed = errors.New("the draw is closed")
	ErrStale      = errors.New("changed by another request")
)

// Keno draw statuses (stored).
const (
	KenoOpen   = "open"   // on sale
	KenoClosed = "closed" // its drawing has begun: nothing is sold for it (83)
	KenoDrawn  = "drawn"  // its balls are known and its prizes settled
)

// A KenoDraw is one draw of a keno game.
type KenoDraw struct {
	Table  int64  `json:"table"`
	Number int64  `json:"number"` // 1, 2, … : the game's round number
	Status string `json:"status"`
	Closes int64  `json:"closes"` // when its sale ends and its drawing begins (Unix ms)
	Balls  []int  `json:"balls,omitempty"`
	Round  int64  `json:"round,omitempty"` // its round record, once drawn
	Sold   int64  `json:"sold"`            // tickets sold for it as their first draw
	Drawn  int64  `json:"drawn,omitempty"` // when its balls were recorded (Unix ms)
}

// Keno ticket statuses (stored).
const (
	TicketActive  = "active"  // valid: draws to play or a prize to claim
	TicketPaid    = "paid"    // every draw played and every prize paid
	TicketExpired = "expired" // the claim deadline passed with a prize unpaid (86)
)

// A KenoSelection is one selection of a slip (78–80): its numbers, whether
// the computer chose them, and the wager on it per draw.
type KenoSelection struct {
	Numbers  []int        `json:"numbers"`
	Computer bool         `json:"computer,omitempty"`
	Wager    money.Amount `json:"wager"`
}

// A KenoTicket is a validated slip (81, 82): what the central computer
// recorded when it was sold.
type KenoTicket struct {
	ID         int64           `json:"id"`
	Control    string          `json:"control"` // unguessable, with a check digit (K1)
	Table      int64           `json:"table"`
	User       int64           `json:"user"`
	Selections []KenoSelection `json:"selections"`
	First      int64           `json:"first"` // the first draw it plays
	Draws      int64           `json:"draws"` // consecutive draws from First
	Cost       money.Amount    `json:"cost"`  // paid at sale: every wager times Draws
	Won        money.Amount    `json:"won"`   // prizes of the draws played so far
	Paid       money.Amount    `json:"paid"`  // prizes paid so far
	Deadline   int64           `json:"deadline"`
	Status     string          `json:"status"`
	Created    int64           `json:"created"`
	PaidAt     int64           `json:"paidAt,omitempty"`
	PaidTo     string          `json:"paidTo,omitempty"` // the account the last payment went to
}

// Last returns the number of the ticket's last draw.
func (t KenoTicket) Last() int64 { return t.First + t.Draws - 1 }

// Prizes returns the account of a keno game's prizes won and not yet
// claimed (86). It is of kind escrow: money held for players, never below
// zero.
func Prizes(table int64) string { return "prizes:" + strconv.FormatInt(table, 10) }
