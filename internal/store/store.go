// Package store is the vocabulary of Croupier's storage: the double-entry
// ledger and its rules (Posting), accounts and sessions, tables and their
// step logs, and the hash-chained round records, with the interfaces the
// server and the tables hold (Store, Tx). It knows no database.
//
// The adapters are internal/sqlite (embedded, the default: a pure-Go
// driver, WAL, one writer at a time) and internal/postgres (several
// servers sharing one database, each table leased to one of them); each
// owns its SQL and its migrations, and both pass the conformance suite
// storetest. Only cmd/croupier picks one.
//
// Every change happens inside Store.Do, in one transaction: a wager's hold
// and the step that placed it, a round's settlement and its record,
// commit together or not at all.
package store

import (
	"context"
	"errors"
	"time"
)

// Errors a caller can act on; every other error is the database's own.
// An adapter maps its driver's errors onto these.
var (
	ErrNotFound     = errors.New("not found")
	ErrDuplicate    = errors.New("already exists")
	ErrInsufficient = errors.New("insufficient funds")
	ErrUnavailable  = errors.New("database unavailable")
	ErrLeaseLost    = errors.New("table lease lost")
	ErrOutOfRange   = errors.New("beyond the ledger's bound") // MaxBalance
)

// BoundName names the database's own guard of MaxBalance (SQLite's
// trigger, PostgreSQL's constraint): an adapter recognises its refusal by
// it.
const BoundName = "accounts_balance_bound"

// A Store is an open database.
type Store interface {
	// Do runs f in a transaction and commits it if f returns nil. A
	// transaction the database aborted for a conflict (a deadlock, a
	// serialisation failure) is retried a few times, so f may run more
	// than once. The Tx is valid only until f returns.
	Do(ctx context.Context, f func(Tx) error) error
	// ReadOnly runs f in a transaction that is always rolled back; its
	// writes, if any, are lost.
	ReadOnly(ctx context.Context, f func(Tx) error) error
	// Ping reports whether the database answers.
	Ping(ctx context.Context) error
	// Close closes the database once the transactions under way are done.
	Close() error
}

// A Tx is one transaction: the ledger, the tables, the rounds, the users
// and the keno record as they stand in it. On an error from any of its
// methods the transaction must be rolled back (f returns the error).
type Tx interface {
	Ledger
	Floor
	Chain
	Roster
	Keno
	Tournaments
}

// Now is the stored time: Unix milliseconds.
func Now() int64 { return time.Now().UnixMilli() }
