package postgres

import (
	"encoding/json"
	"errors"
	"fmt"

	"croupier/internal/store"
)

const tableCols = `id, name, game, mode, options, timing, COALESCE(dealer_id, 0), status, segment, rounds, chain_head, lease_owner, lease_until, created_at, tournament_id`

func scanTable(sc interface{ Scan(...any) error }) (store.Table, error) {
	var t store.Table
	var opts, timing string
	err := sc.Scan(&t.ID, &t.Name, &t.Game, &t.Mode, &opts, &timing, &t.Dealer, &t.Status, &t.Segment, &t.Rounds, &t.ChainHead, &t.LeaseOwner, &t.LeaseUntil, &t.Created, &t.Tournament)
	if err != nil {
		return t, err
	}
	t.Options = json.RawMessage(opts)
	if err := json.Unmarshal([]byte(timing), &t.Timing); err != nil {
		return t, fmt.Errorf("table %d timing: %w", t.ID, err)
	}
	return t, nil
}

// CreateTable stores a new open table and its escrow account.
func (t *Tx) CreateTable(tb store.Table) (store.Table, error) {
	timing, _ := json.Marshal(tb.Timing)
	tb.Created, tb.Status, tb.Segment = store.Now(), "open", 1
	err := t.row(`INSERT INTO tables (name, game, mode, options, timing, dealer_id, created_at, tournament_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
		tb.Name, tb.Game, tb.Mode, string(tb.Options), string(timing), nullID(tb.Dealer), tb.Created, tb.Tournament).Scan(&tb.ID)
	if err != nil {
		return store.Table{}, err
	}
	return tb, t.CreateAccount(store.Escrow(tb.ID), store.KindEscrow)
}

// Table returns a table.
func (t *Tx) Table(id int64) (store.Table, error) {
	tb, err := scanTable(t.row(`SELECT `+tableCols+` FROM tables WHERE id = $1`, id))
	return tb, notFound(err, fmt.Sprintf("table %d", id))
}

// Tables lists every table.
func (t *Tx) Tables() ([]store.Table, error) {
	rows, err := t.rows(`SELECT ` + tableCols + ` FROM tables ORDER BY id`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []store.Table{}
	for rows.Next() {
		tb, err := scanTable(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, tb)
	}
	return out, rows.Err()
}

// CloseTable closes a table: it takes no more rounds.
func (t *Tx) CloseTable(id int64) error {
	return t.exec(`UPDATE tables SET status = 'closed' WHERE id = $1`, id)
}

// Lease takes or renews the lease on a table for owner until the given time;
// it reports whether owner holds it.
func (t *Tx) Lease(id int64, owner string, until, at int64) (bool, error) {
	n, err := t.execN(`UPDATE tables SET lease_owner = $1, lease_until = $2 WHERE id = $3 AND status = 'open' AND (lease_owner = $4 OR lease_owner = '' OR lease_until < $5)`,
		owner, until, id, owner, at)
	return n == 1, err
}

// ReleaseLease gives a lease up.
func (t *Tx) ReleaseLease(id int64, owner string) error {
	return t.exec(`UPDATE tables SET lease_owner = '', lease_until = 0 WHERE id = $1 AND lease_owner = $2`, id, owner)
}

// Fence fails the transaction with store.ErrLeaseLost unless owner still
// holds the table's lease. The check waits in the transaction's queue and
// travels with its next message (pgTx), as a function that raises an
// error when the lease is lost (migration 002): the transaction holds the
// table's row until it commits and fails whole if the lease is lost.
func (t *Tx) Fence(id int64, owner string) error {
	lost := func(err error) error {
		if errors.Is(err, store.ErrLeaseLost) {
			return fmt.Errorf("table %d: %w", id, store.ErrLeaseLost)
		}
		return err
	}
	if t.read != nil {
		return lost(classify(t.exec(`SELECT croupier_fence($1, $2)`, id, owner)))
	}
	t.w.queue = append(t.w.queue, pgStmt{sql: `SELECT croupier_fence($1, $2)`, args: []any{id, owner}, fail: lost})
	return nil
}

// NextSegment starts a new engine segment at the table and returns its
// number.
func (t *Tx) NextSegment(id int64) (int64, error) {
	var seg int64
	err := t.row(`UPDATE tables SET segment = segment + 1 WHERE id = $1 RETURNING segment`, id).Scan(&seg)
	return seg, err
}

// Seats returns who sits where at a table.
func (t *Tx) Seats(table int64) (map[int]int64, error) {
	rows, err := t.rows(`SELECT seat, user_id FROM seats WHERE table_id = $1`, table)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[int]int64{}
	for rows.Next() {
		var seat int
		var user int64
		if err := rows.Scan(&seat, &user); err != nil {
			return nil, err
		}
		out[seat] = user
	}
	return out, rows.Err()
}

// Sit puts a user in a free seat.
func (t *Tx) Sit(table int64, seat int, user int64) error {
	err := t.exec(`INSERT INTO seats (table_id, seat, user_id) VALUES ($1, $2, $3)`, table, seat, user)
	if err := classify(err); errors.Is(err, store.ErrDuplicate) {
		return fmt.Errorf("seat %d: %w", seat, store.ErrDuplicate)
	}
	return err
}

// Leave frees a seat.
func (t *Tx) Leave(table int64, seat int) error {
	return t.exec(`DELETE FROM seats WHERE table_id = $1 AND seat = $2`, table, seat)
}

// jsonTape is a step's outcomes as the log stores them.
func jsonTape(tape []json.RawMessage) (string, error) {
	if tape == nil {
		return "[]", nil
	}
	b, err := json.Marshal(tape)
	return string(b), err
}

// Steps returns a segment's log in order.
func (t *Tx) Steps(table, segment int64) ([]store.LogStep, error) {
	rows, err := t.rows(`SELECT seq, COALESCE(user_id, 0), step, tape FROM steps WHERE table_id = $1 AND segment = $2 ORDER BY seq`, table, segment)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []store.LogStep
	for rows.Next() {
		var s store.LogStep
		var step, tape string
		if err := rows.Scan(&s.Seq, &s.User, &step, &tape); err != nil {
			return nil, err
		}
		s.Step = json.RawMessage(step)
		if err := json.Unmarshal([]byte(tape), &s.Tape); err != nil {
			return nil, fmt.Errorf("table %d step %d tape: %w", table, s.Seq, err)
		}
		out = append(out, s)
	}
	return out, rows.Err()
}

// Holds returns the holds of a table; round 0 means every round.
func (t *Tx) Holds(table, segment int64, round int) ([]store.Hold, error) {
	rows, err := t.rows(`SELECT table_id, segment, round, seat, player, wager, user_id, amount, balance_before FROM holds
		WHERE table_id = $1 AND ($2 = 0 OR (segment = $3 AND round = $4)) ORDER BY segment, round, seat, player, wager`, table, round, segment, round)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []store.Hold
	for rows.Next() {
		var h store.Hold
		if err := rows.Scan(&h.Table, &h.Segment, &h.Round, &h.Seat, &h.Player, &h.Wager, &h.User, &h.Amount, &h.BalanceBefore); err != nil {
			return nil, err
		}
		out = append(out, h)
	}
	return out, rows.Err()
}

// DeleteHolds clears a settled or voided round's holds; the statement
// waits in the transaction's queue.
func (t *Tx) DeleteHolds(table, segment int64, round int) error {
	return t.later(`DELETE FROM holds WHERE table_id = $1 AND segment = $2 AND round = $3`, table, segment, round)
}
