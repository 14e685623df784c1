package postgres

import (
	"encoding/json"
	"errors"
	"fmt"

	"croupier/internal/store"
	"croupier/money"
)

const kenoDrawCols = `table_id, number, status, closes, balls, COALESCE(round_id, 0), sold, drawn_at`

func scanKenoDraw(sc interface{ Scan(...any) error }) (store.KenoDraw, error) {
	var d store.KenoDraw
	var balls string
	if err := sc.Scan(&d.Table, &d.Number, &d.Status, &d.Closes, &balls, &d.Round, &d.Sold, &d.Drawn); err != nil {
		return d, err
	}
	var err error
	d.Balls, err = parseBalls(balls)
	if err != nil {
		return d, fmt.Errorf("keno draw %d of table %d: %w", d.Number, d.Table, err)
	}
	return d, nil
}

// parseBalls reads a draw's stored balls: none (” or '[]') until drawn.
func parseBalls(s string) ([]int, error) {
	if s == "" {
		return nil, nil
	}
	var balls []int
	if err := json.Unmarshal([]byte(s), &balls); err != nil {
		return nil, fmt.Errorf("balls: %w", err)
	}
	if len(balls) == 0 {
		return nil, nil
	}
	return balls, nil
}

// CreateKenoDraw stores a draw open for sale.
func (t *Tx) CreateKenoDraw(d store.KenoDraw) error {
	err := t.exec(`INSERT INTO keno_draws (table_id, number, status, closes) VALUES ($1, $2, 'open', $3)`, d.Table, d.Number, d.Closes)
	if err := classify(err); errors.Is(err, store.ErrDuplicate) {
		return fmt.Errorf("keno draw %d of table %d: %w", d.Number, d.Table, store.ErrDuplicate)
	}
	return err
}

// KenoDraw returns one draw of a game.
func (t *Tx) KenoDraw(table, number int64) (store.KenoDraw, error) {
	d, err := scanKenoDraw(t.row(`SELECT `+kenoDrawCols+` FROM keno_draws WHERE table_id = $1 AND number = $2`, table, number))
	return d, notFound(err, fmt.Sprintf("keno draw %d of table %d", number, table))
}

// LastKenoDraw returns the game's highest-numbered draw.
func (t *Tx) LastKenoDraw(table int64) (store.KenoDraw, error) {
	d, err := scanKenoDraw(t.row(`SELECT `+kenoDrawCols+` FROM keno_draws WHERE table_id = $1 ORDER BY number DESC LIMIT 1`, table))
	return d, notFound(err, fmt.Sprintf("keno draws of table %d", table))
}

// KenoDraws returns the game's draws numbered below before (0: no bound),
// newest first, at most n.
func (t *Tx) KenoDraws(table, before int64, n int) ([]store.KenoDraw, error) {
	rows, err := t.rows(`SELECT `+kenoDrawCols+` FROM keno_draws WHERE table_id = $1 AND (CAST($2 AS BIGINT) = 0 OR number < $3) ORDER BY number DESC LIMIT $4`,
		table, before, before, n)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []store.KenoDraw{}
	for rows.Next() {
		d, err := scanKenoDraw(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, d)
	}
	return out, rows.Err()
}

// SellKeno counts a sale in an open draw. Its UPDATE takes the draw row's
// lock: a sale and a close of one draw take turns on it, and whichever
// commits first is seen by the other. The transactions are READ COMMITTED
// (PostgreSQL's default, which Do keeps): a sale waiting behind a close
// re-reads the row once the close commits, finds it closed and touches no
// row, and the status read after it (a new snapshot) names it closed, so
// the sale fails with store.ErrDrawClosed. (Were the database's default
// raised to REPEATABLE READ or SERIALIZABLE, the waiting sale would fail
// with a serialisation failure instead; Do takes such a transaction
// again, and the retry finds the draw closed: ErrDrawClosed all the
// same.)
func (t *Tx) SellKeno(table, number int64) error {
	n, err := t.execN(`UPDATE keno_draws SET sold = sold + 1 WHERE table_id = $1 AND number = $2 AND status = 'open'`, table, number)
	if err != nil || n == 1 {
		return err
	}
	return t.drawNot(table, number, store.KenoOpen)
}

// drawNot is the error of a draw a conditional update did not find in
// status want: ErrDrawClosed if it exists, ErrNotFound if not.
func (t *Tx) drawNot(table, number int64, want string) error {
	var status string
	err := t.row(`SELECT status FROM keno_draws WHERE table_id = $1 AND number = $2`, table, number).Scan(&status)
	if err != nil {
		return notFound(err, fmt.Sprintf("keno draw %d of table %d", number, table))
	}
	return fmt.Errorf("keno draw %d of table %d is %s, not %s: %w", number, table, status, want, store.ErrDrawClosed)
}

// CloseKenoDraw moves an open draw to closed.
func (t *Tx) CloseKenoDraw(table, number int64) error {
	n, err := t.execN(`UPDATE keno_draws SET status = 'closed' WHERE table_id = $1 AND number = $2 AND status = 'open'`, table, number)
	if err != nil || n == 1 {
		return err
	}
	return t.drawNot(table, number, store.KenoOpen)
}

// SettleKenoDraw records a closed draw's balls, round and time, and moves
// it to drawn.
func (t *Tx) SettleKenoDraw(table, number int64, balls []int, round int64, at int64) error {
	b, err := json.Marshal(balls)
	if err != nil {
		return err
	}
	n, err := t.execN(`UPDATE keno_draws SET status = 'drawn', balls = $1, round_id = $2, drawn_at = $3 WHERE table_id = $4 AND number = $5 AND status = 'closed'`,
		string(b), nullID(round), at, table, number)
	if err != nil || n == 1 {
		return err
	}
	return t.drawNot(table, number, store.KenoClosed)
}

const kenoTicketCols = `id, control, table_id, user_id, selections, first_draw, draws, cost, won, paid, deadline, status, created_at, paid_at, paid_to`

func scanKenoTicket(sc interface{ Scan(...any) error }) (store.KenoTicket, error) {
	var k store.KenoTicket
	var sel string
	err := sc.Scan(&k.ID, &k.Control, &k.Table, &k.User, &sel, &k.First, &k.Draws, &k.Cost, &k.Won, &k.Paid, &k.Deadline, &k.Status, &k.Created, &k.PaidAt, &k.PaidTo)
	if err != nil {
		return k, err
	}
	if err := json.Unmarshal([]byte(sel), &k.Selections); err != nil {
		return k, fmt.Errorf("keno ticket %d selections: %w", k.ID, err)
	}
	return k, nil
}

// CreateKenoTicket stores a ticket and fills in its id.
func (t *Tx) CreateKenoTicket(k *store.KenoTicket) error {
	sel, err := jsonSelections(k.Selections)
	if err != nil {
		return err
	}
	err = t.row(`INSERT INTO keno_tickets (control, table_id, user_id, selections, first_draw, draws, cost, won, paid, deadline, status, created_at, paid_at, paid_to)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
		k.Control, k.Table, k.User, sel, k.First, k.Draws, int64(k.Cost), int64(k.Won), int64(k.Paid), k.Deadline, k.Status, k.Created, k.PaidAt, k.PaidTo).Scan(&k.ID)
	if err := classify(err); errors.Is(err, store.ErrDuplicate) {
		return fmt.Errorf("keno ticket %s: %w", k.Control, store.ErrDuplicate)
	}
	return err
}

// jsonSelections is a ticket's selections as stored: a JSON list.
func jsonSelections(sel []store.KenoSelection) (string, error) {
	if sel == nil {
		return "[]", nil
	}
	b, err := json.Marshal(sel)
	return string(b), err
}

// KenoTicket returns the ticket with a control number.
func (t *Tx) KenoTicket(control string) (store.KenoTicket, error) {
	k, err := scanKenoTicket(t.row(`SELECT `+kenoTicketCols+` FROM keno_tickets WHERE control = $1`, control))
	return k, notFound(err, fmt.Sprintf("keno ticket %s", control))
}

// KenoTicketsIn returns the tickets of a game that play in draw number, by
// id.
func (t *Tx) KenoTicketsIn(table, number int64) ([]store.KenoTicket, error) {
	return t.kenoTickets(`SELECT `+kenoTicketCols+` FROM keno_tickets WHERE table_id = $1 AND first_draw <= $2 AND first_draw + draws > $3 ORDER BY id`,
		table, number, number)
}

// UserKenoTickets returns a user's last n tickets, newest first.
func (t *Tx) UserKenoTickets(user int64, n int) ([]store.KenoTicket, error) {
	return t.kenoTickets(`SELECT `+kenoTicketCols+` FROM keno_tickets WHERE user_id = $1 ORDER BY id DESC LIMIT $2`, user, n)
}

// KenoOutstanding returns the active tickets of a game with a draw after
// drawn still to play or a prize not paid, by id.
func (t *Tx) KenoOutstanding(table, drawn int64) ([]store.KenoTicket, error) {
	return t.kenoTickets(`SELECT `+kenoTicketCols+` FROM keno_tickets WHERE table_id = $1 AND status = 'active' AND (first_draw + draws - 1 > $2 OR won > paid) ORDER BY id`,
		table, drawn)
}

func (t *Tx) kenoTickets(q string, args ...any) ([]store.KenoTicket, error) {
	rows, err := t.rows(q, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []store.KenoTicket{}
	for rows.Next() {
		k, err := scanKenoTicket(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, k)
	}
	return out, rows.Err()
}

// UpdateKenoTicket stores a ticket's Won, Paid, Status, PaidAt and PaidTo
// unless its stored Won, Paid or Status is no longer was's (store.ErrStale).
func (t *Tx) UpdateKenoTicket(k, was store.KenoTicket) error {
	n, err := t.execN(`UPDATE keno_tickets SET won = $1, paid = $2, status = $3, paid_at = $4, paid_to = $5 WHERE id = $6 AND won = $7 AND paid = $8 AND status = $9`,
		int64(k.Won), int64(k.Paid), k.Status, k.PaidAt, k.PaidTo, k.ID, int64(was.Won), int64(was.Paid), was.Status)
	if err != nil || n == 1 {
		return err
	}
	var won, paid int64
	var status string
	if err := t.row(`SELECT won, paid, status FROM keno_tickets WHERE id = $1`, k.ID).Scan(&won, &paid, &status); err != nil {
		return notFound(err, fmt.Sprintf("keno ticket %d", k.ID))
	}
	return fmt.Errorf("keno ticket %d: won %s, paid %s, %s, not won %s, paid %s, %s: %w", k.ID, money.Amount(won), money.Amount(paid), status, was.Won, was.Paid, was.Status, store.ErrStale)
}
