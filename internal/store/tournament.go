package store

import (
	"encoding/json"
	"strconv"
)

// Tournaments is the record of tournaments (123–127): each one's published
// rules (tournament.Rules as JSON, public from their publication, 125), its
// status, and its entrants in the order they registered. A tournament's
// tables are rows of Floor's tables naming it (Table.Tournament, 126).
//
// Its money and chips are ledger accounts: the entry fees collected in
// Fees(id) until the prizes are paid from them (124, 127); each entrant's
// tournament chips in Chips(id, user), issued from ChipBank(id), which
// goes as far below zero as the chips in play. Chips are not money: they
// never leave the tournament's own accounts.
type Tournaments interface {
	// CreateTournament stores a published tournament, fills in its id and
	// creation time, and creates its fee and chip bank accounts.
	CreateTournament(t *Tournament) error
	// Tournament returns one tournament.
	Tournament(id int64) (Tournament, error)
	// TournamentList returns every tournament, newest first.
	TournamentList() ([]Tournament, error)
	// SetTournamentStatus moves a tournament from status was to to; a
	// tournament no longer at was is ErrStale and nothing changes.
	SetTournamentStatus(id int64, was, to string) error
	// AddEntrant registers user in a tournament as its next entrant (Order
	// 1, 2, …) and creates his chip account; a user already registered is
	// ErrDuplicate. It takes the tournament row's lock, so two
	// registrations never get one order.
	AddEntrant(tournament, user int64) (Entrant, error)
	// Entrants returns a tournament's entrants in registration order.
	Entrants(tournament int64) ([]Entrant, error)
}

// A Tournament is one tournament's record.
type Tournament struct {
	ID      int64           `json:"id"`
	Name    string          `json:"name"`
	Game    string          `json:"game"`
	Rules   json.RawMessage `json:"rules"`
	Status  string          `json:"status"`
	Created int64           `json:"created"`
}

// Tournament statuses (stored).
const (
	TournamentOpen      = "open"      // published: registration, then play, until the prizes are paid
	TournamentPaid      = "paid"      // ended: the prizes paid from the fees (127)
	TournamentCancelled = "cancelled" // ended with fewer entrants than the rules' minimum: every fee refunded
)

// An Entrant is a registered participant.
type Entrant struct {
	Tournament int64  `json:"tournament"`
	User       int64  `json:"user"`
	Name       string `json:"name"`
	Order      int    `json:"order"`
	Created    int64  `json:"created"`
}

// Fees returns the account holding a tournament's entry fees.
func Fees(tournament int64) string { return "fees:" + strconv.FormatInt(tournament, 10) }

// ChipBank returns the account a tournament's chips are issued from.
func ChipBank(tournament int64) string { return "chipbank:" + strconv.FormatInt(tournament, 10) }

// Chips returns an entrant's tournament chips account.
func Chips(tournament, user int64) string {
	return "chips:" + strconv.FormatInt(tournament, 10) + ":" + strconv.FormatInt(user, 10)
}
