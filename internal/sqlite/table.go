package sqlite

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
	err := t.row(`INSERT INTO tables (name, game, mode, options, timing, dealer_id, created_at, tournament_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
		tb.Name, tb.Game, tb.Mode, string(tb.Options), string(timing), nullID(tb.Dealer), tb.Created, tb.Tournament).Scan(&tb.ID)
	if err != nil {
		return store.Table{}, err
	}
	return tb, t.CreateAccount(store.Escrow(tb.ID), store.KindEscrow)
}

// Table returns a table.
func (t *Tx) Table(id int64) (store.Table, error) {
	tb, err := scanTable(t.row(`SELECT `+tableCols+` FROM tables WHERE id = ?`, id))
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
	return t.exec(`UPDATE tables SET status = 'closed' WHERE id = ?`, id)
}

// Lease takes or renews the lease on a table for owner until the given time;
// it reports whether owner holds it.
func (t *Tx) Lease(id int64, owner string, until, at int64) (bool, error) {
	n, err := t.execN(`UPDATE tables SET lease_owner = ?, lease_until = ? WHERE id = ? AND status = 'open' AND (lease_owner = ? OR lease_owner = '' OR lease_until < ?)`,
		owner, until, id, owner, at)
	return n == 1, err
}

// ReleaseLease gives a lease up.
func (t *Tx) ReleaseLease(id int64, owner string) error {
	return t.exec(`UPDATE tables SET lease_owner = '', lease_until = 0 WHERE id = ? AND lease_owner = ?`, id, owner)
}

// Fence fails with store.ErrLeaseLost unless owner still holds the
// table's lease. SQLite has one writer: the check holds until the commit.
func (t *Tx) Fence(id int64, owner string) error {
	n, err := t.execN(`UPDATE tables SET lease_until = lease_until WHERE id = ? AND lease_owner = ?`, id, owner)
	if err == nil && n != 1 {
		err = fmt.Errorf("table %d: %w", id, store.ErrLeaseLost)
	}
	return err
}

// NextSegment starts a new engine segment at the table and returns its
// number.
func (t *Tx) NextSegment(id int64) (int64, error) {
	var seg int64
	err := t.row(`UPDATE tables SET segment = segment + 1 WHERE id = ? RETURNING segment`, id).Scan(&seg)
	return seg, err
}

// Seats returns who sits where at a table.
func (t *Tx) Seats(table int64) (map[int]int64, error) {
	rows, err := t.rows(`SELECT seat, user_id FROM seats WHERE table_id = ?`, table)
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
	err := t.exec(`INSERT INTO seats (table_id, seat, user_id) VALUES (?, ?, ?)`, table, seat, user)
	if err := classify(err); errors.Is(err, store.ErrDuplicate) {
		return fmt.Errorf("seat %d: %w", seat, store.ErrDuplicate)
	}
	return err
}

// Leave frees a seat.
func (t *Tx) Leave(table int64, seat int) error {
	return t.exec(`DELETE FROM seats WHERE table_id = ? AND seat = ?`, table, seat)
}

// Flush writes a batch's log rows, its transfers (as PostAll) and the
// holds they make, statement by statement: on SQLite a statement is a
// call into the same process.
func (t *Tx) Flush(table, segment int64, steps []store.LogStep, trs []store.Transfer, holds []store.Hold) error {
	p, err := store.NewPosting(trs)
	if err != nil {
		return err
	}
	if err := t.appendSteps(table, segment, steps); err != nil {
		return err
	}
	if _, err := t.post(p); err != nil {
		return err
	}
	return t.addHolds(holds)
}

// appendSteps adds steps to a table segment's log, in order.
func (t *Tx) appendSteps(table, segment int64, steps []store.LogStep) error {
	rows := make([][]any, len(steps))
	at := store.Now()
	for i, s := range steps {
		tape, err := jsonTape(s.Tape)
		if err != nil {
			return err
		}
		rows[i] = []any{table, segment, s.Seq, nullID(s.User), string(s.Step), tape, at}
	}
	return t.insertRows(`INSERT INTO steps (table_id, segment, seq, user_id, step, tape, created_at)`, "", rows)
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
	rows, err := t.rows(`SELECT seq, COALESCE(user_id, 0), step, tape FROM steps WHERE table_id = ? AND segment = ? ORDER BY seq`, table, segment)
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

// addHolds adds amounts to holds (which may be negative: a wager taken
// down); the same hold may come more than once.
//
// An amount taken down is added to its hold by an UPDATE: written as a row
// to insert, it would break the hold's CHECK (amount >= 0) before the
// conflict made it an update.
func (t *Tx) addHolds(hs []store.Hold) error {
	add, down := store.SplitHolds(store.MergeHolds(hs))
	rows := make([][]any, len(add))
	for i, h := range add {
		rows[i] = []any{h.Table, h.Segment, h.Round, h.Seat, h.Player, h.Wager, h.User, int64(h.Amount), int64(h.BalanceBefore)}
	}
	if err := t.insertRows(`INSERT INTO holds (table_id, segment, round, seat, player, wager, user_id, amount, balance_before)`,
		` ON CONFLICT (table_id, segment, round, seat, player, wager) DO UPDATE SET amount = holds.amount + excluded.amount`, rows); err != nil {
		return err
	}
	for _, h := range down {
		n, err := t.execN(`UPDATE holds SET amount = amount + ? WHERE table_id = ? AND segment = ? AND round = ? AND seat = ? AND player = ? AND wager = ?`,
			int64(h.Amount), h.Table, h.Segment, h.Round, h.Seat, h.Player, h.Wager)
		if err != nil {
			return err
		}
		if n != 1 {
			return store.NoHoldError(h)
		}
	}
	return nil
}

// Holds returns the holds of a table; round 0 means every round.
func (t *Tx) Holds(table, segment int64, round int) ([]store.Hold, error) {
	rows, err := t.rows(`SELECT table_id, segment, round, seat, player, wager, user_id, amount, balance_before FROM holds
		WHERE table_id = ? AND (? = 0 OR (segment = ? AND round = ?)) ORDER BY segment, round, seat, player, wager`, table, round, segment, round)
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

// DeleteHolds clears a settled or voided round's holds.
func (t *Tx) DeleteHolds(table, segment int64, round int) error {
	return t.exec(`DELETE FROM holds WHERE table_id = ? AND segment = ? AND round = ?`, table, segment, round)
}
