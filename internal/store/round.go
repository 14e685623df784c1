package store

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"croupier/money"
)

// A Chain is the round records, each chained by hash to its table's
// previous one (RoundHash, VerifyChain).
type Chain interface {
	// RecordRound stores a round, chained to the table's last one, and
	// posts its transfers under its id (as PostAll), all in this
	// transaction. It fills in r's id, number, hashes and creation time.
	// Each player's balance after the round is read from his wallet once
	// the round is paid (r.Players' BalanceAfter is not read).
	RecordRound(r *Round, transfers []Transfer) error
	// Round returns a round with its players.
	Round(id int64) (Round, error)
	// Rounds lists a table's rounds (every table's when table is 0),
	// newest first, at most n, with ids below before (0: no bound), each
	// with its players.
	Rounds(table, before int64, n int) ([]Round, error)
	// UserRounds lists the last n rounds a user had money in, newest
	// first, each with that user alone as its players.
	UserRounds(user int64, n int) ([]Round, error)
	// TableRounds lists a table's rounds in number order, without their
	// players: the chain as VerifyChain reads it.
	TableRounds(table int64) ([]Round, error)
	// RoundTransfers returns the transfers posted with a round, in order,
	// each with its legs in the order they were posted.
	RoundTransfers(round int64) ([]Transfer, error)
}

// Round statuses (stored).
const (
	RoundSettled = "settled"
	RoundVoid    = "void"
)

// A Round is the stored record of one settled or voided round: its replay
// script, its result, and the players' balances, chained by hash to the
// table's previous round.
type Round struct {
	ID       int64           `json:"id"`
	Table    int64           `json:"table"`
	Number   int64           `json:"number"`
	Status   string          `json:"status"`
	Script   json.RawMessage `json:"script"`
	Result   json.RawMessage `json:"result"`
	Reason   string          `json:"reason,omitempty"`
	PrevHash string          `json:"prevHash"`
	Hash     string          `json:"hash"`
	Created  int64           `json:"created"`
	Players  []RoundPlayer   `json:"players,omitempty"`
}

// A RoundPlayer is one player's money in a round.
type RoundPlayer struct {
	User          int64        `json:"user"`
	Net           money.Amount `json:"net"`
	BalanceBefore money.Amount `json:"balanceBefore"`
	BalanceAfter  money.Amount `json:"balanceAfter"`
	Seats         []int        `json:"seats,omitempty"` // the boxes his wagers were on, sorted (none in rounds stored before the seats were)
}

// SeatList is seats as a round's player row stores them: "1,3", sorted,
// each once.
func SeatList(seats []int) string {
	s := slices.Clone(seats)
	slices.Sort(s)
	s = slices.Compact(s)
	parts := make([]string, len(s))
	for i, n := range s {
		parts[i] = strconv.Itoa(n)
	}
	return strings.Join(parts, ",")
}

// ParseSeats reads a stored SeatList.
func ParseSeats(s string) ([]int, error) {
	if s == "" {
		return nil, nil
	}
	var out []int
	for _, f := range strings.Split(s, ",") {
		n, err := strconv.Atoi(f)
		if err != nil {
			return nil, fmt.Errorf("round seats %q: %w", s, err)
		}
		out = append(out, n)
	}
	return out, nil
}

// chained is what a round's hash covers.
type chained struct {
	Table     int64           `json:"table"`
	Number    int64           `json:"number"`
	Status    string          `json:"status"`
	Script    json.RawMessage `json:"script"`
	Result    json.RawMessage `json:"result"`
	Reason    string          `json:"reason"`
	Transfers []chainedXfer   `json:"transfers"`
}

type chainedXfer struct {
	Key  string `json:"key"`
	Legs []Leg  `json:"legs"`
}

// RoundHash is the hash of a round record chained to prev.
func RoundHash(prev string, r Round, transfers []Transfer) string {
	c := chained{Table: r.Table, Number: r.Number, Status: r.Status, Script: r.Script, Result: r.Result, Reason: r.Reason}
	for _, tr := range transfers {
		c.Transfers = append(c.Transfers, chainedXfer{tr.Key, merge(tr.Legs)})
	}
	b, _ := json.Marshal(c)
	h := sha256.New()
	h.Write([]byte(prev))
	h.Write([]byte{'\n'})
	h.Write(b)
	return hex.EncodeToString(h.Sum(nil))
}

// A ChainProblem is a round whose record does not match its hash chain.
type ChainProblem struct {
	Table int64  `json:"table"`
	Round int64  `json:"round"`
	Msg   string `json:"msg"`
}

// VerifyChain recomputes every table's round hashes from the stored
// records and their transfers and reports where the chain breaks; it also
// returns how many rounds it checked. each, if not nil, is called with every
// round (the audit's re-settlement by replay).
func VerifyChain(tx Tx, each func(Round) error) (int, []ChainProblem, error) {
	tables, err := tx.Tables()
	if err != nil {
		return 0, nil, err
	}
	var out []ChainProblem
	count := 0
	for _, tb := range tables {
		list, err := tx.TableRounds(tb.ID)
		if err != nil {
			return 0, nil, err
		}
		prev := ""
		for i, r := range list {
			count++
			if r.Number != int64(i+1) {
				out = append(out, ChainProblem{tb.ID, r.ID, fmt.Sprintf("round number %d where %d was expected (a round is missing)", r.Number, i+1)})
			}
			if r.PrevHash != prev {
				out = append(out, ChainProblem{tb.ID, r.ID, "its previous hash is not the hash of the round before"})
			}
			transfers, err := tx.RoundTransfers(r.ID)
			if err != nil {
				return 0, nil, err
			}
			if h := RoundHash(r.PrevHash, r, transfers); h != r.Hash {
				out = append(out, ChainProblem{tb.ID, r.ID, "its record or ledger entries were changed after it was stored (hash mismatch)"})
			}
			if each != nil {
				if err := each(r); err != nil {
					out = append(out, ChainProblem{tb.ID, r.ID, err.Error()})
				}
			}
			prev = r.Hash
		}
		if prev != tb.ChainHead {
			out = append(out, ChainProblem{tb.ID, 0, "the table's chain head is not its last round's hash (a round was removed)"})
		}
	}
	return count, out, nil
}
