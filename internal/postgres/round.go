package postgres

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/jackc/pgx/v5"

	"croupier/internal/store"
)

// RecordRound stores a round, chained to the table's last one, and posts its
// transfers under its id, all in this transaction. It is one message (the
// chain's head and the round's id, read with whatever the transaction has
// queued); the rest waits in the queue for the commit.
func (t *Tx) RecordRound(r *store.Round, transfers []store.Transfer) error {
	var prev string
	var number int64
	const next = `UPDATE tables SET rounds = rounds + 1 WHERE id = $1 RETURNING rounds, chain_head, nextval(pg_get_serial_sequence('rounds', 'id'))`
	if t.read != nil {
		if err := t.row(next, r.Table).Scan(&number, &prev, &r.ID); err != nil {
			return notFound(err, fmt.Sprintf("table %d", r.Table))
		}
	} else {
		n := 0
		err := t.each(next, []any{r.Table}, func(row pgx.Rows) error {
			n++
			return row.Scan(&number, &prev, &r.ID)
		})
		if err != nil {
			return err
		}
		if n != 1 {
			return fmt.Errorf("table %d: %w", r.Table, store.ErrNotFound)
		}
	}
	r.Number, r.PrevHash, r.Created = number, prev, store.Now()
	r.Hash = store.RoundHash(prev, *r, transfers)
	err := t.later(`INSERT INTO rounds (id, table_id, number, status, script, result, reason, prev_hash, hash, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
		r.ID, r.Table, r.Number, r.Status, string(r.Script), string(r.Result), r.Reason, r.PrevHash, r.Hash, r.Created)
	if err != nil {
		return err
	}
	if err := t.later(`UPDATE tables SET chain_head = $1 WHERE id = $2`, r.Hash, r.Table); err != nil {
		return err
	}
	trs := slices.Clone(transfers)
	for i := range trs {
		trs[i].Round, trs[i].Table = r.ID, r.Table
	}
	if err := t.Flush(r.Table, 0, nil, trs, nil); err != nil {
		return err
	}
	// Each player's balance after is read from the wallet, now paid. A
	// VALUES list names its columns column1, column2…; a placeholder in
	// it has no type of its own.
	for rest := r.Players; len(rest) > 0; {
		n := min(len(rest), maxRows)
		var args []any
		var b strings.Builder
		for i, p := range rest[:n] {
			if i > 0 {
				b.WriteString(", ")
			}
			k := 6 * i
			fmt.Fprintf(&b, "(CAST($%d AS BIGINT), CAST($%d AS BIGINT), CAST($%d AS BIGINT), CAST($%d AS BIGINT), $%d, CAST($%d AS TEXT))", k+1, k+2, k+3, k+4, k+5, k+6)
			args = append(args, r.ID, p.User, int64(p.Net), int64(p.BalanceBefore), store.Wallet(p.User), store.SeatList(p.Seats))
		}
		err := t.later(`INSERT INTO round_players (round_id, user_id, net, balance_before, balance_after, seats)
SELECT v.column1, v.column2, v.column3, v.column4, a.balance, v.column6 FROM (VALUES `+b.String()+`) AS v JOIN accounts a ON a.id = v.column5`, args...)
		if err != nil {
			return err
		}
		rest = rest[n:]
	}
	return nil
}

const roundCols = `id, table_id, number, status, script, result, reason, prev_hash, hash, created_at`

func scanRound(sc interface{ Scan(...any) error }) (store.Round, error) {
	var r store.Round
	var script, result string
	err := sc.Scan(&r.ID, &r.Table, &r.Number, &r.Status, &script, &result, &r.Reason, &r.PrevHash, &r.Hash, &r.Created)
	r.Script, r.Result = json.RawMessage(script), json.RawMessage(result)
	return r, err
}

const playerCols = `user_id, net, balance_before, balance_after, seats`

// scanPlayer reads a round_players row: what scan gives the columns
// after any it reads first, then playerCols.
func scanPlayer(scan func(dest ...any) error, first ...any) (store.RoundPlayer, error) {
	var p store.RoundPlayer
	var seats string
	if err := scan(append(first, &p.User, &p.Net, &p.BalanceBefore, &p.BalanceAfter, &seats)...); err != nil {
		return p, err
	}
	var err error
	p.Seats, err = store.ParseSeats(seats)
	return p, err
}

// Round returns a round with its players.
func (t *Tx) Round(id int64) (store.Round, error) {
	r, err := scanRound(t.row(`SELECT `+roundCols+` FROM rounds WHERE id = $1`, id))
	if err != nil {
		return r, notFound(err, fmt.Sprintf("round %d", id))
	}
	list := []store.Round{r}
	err = t.withPlayers(list)
	return list[0], err
}

// Rounds lists a table's rounds (every table's when table is 0), newest
// first, at most n, with ids below before (0: no bound), each with its
// players.
func (t *Tx) Rounds(table int64, before int64, n int) ([]store.Round, error) {
	list, err := t.roundList(`SELECT `+roundCols+` FROM rounds WHERE ($1 = 0 OR table_id = $2) AND ($3 = 0 OR id < $4) ORDER BY id DESC LIMIT $5`,
		table, table, before, before, n)
	if err != nil {
		return nil, err
	}
	return list, t.withPlayers(list)
}

// withPlayers reads the players of every round in list, in one query.
func (t *Tx) withPlayers(list []store.Round) error {
	if len(list) == 0 {
		return nil
	}
	at := map[int64]*store.Round{}
	args := make([]any, len(list))
	for i := range list {
		at[list[i].ID] = &list[i]
		args[i] = list[i].ID
	}
	rows, err := t.rows(`SELECT round_id, `+playerCols+` FROM round_players WHERE round_id IN (`+params(1, len(list))+`) ORDER BY round_id, user_id`, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var id int64
		p, err := scanPlayer(rows.Scan, &id)
		if err != nil {
			return err
		}
		at[id].Players = append(at[id].Players, p)
	}
	return rows.Err()
}

// UserRounds lists the last n rounds a user had money in, newest first.
func (t *Tx) UserRounds(user int64, n int) ([]store.Round, error) {
	list, err := t.roundList(`SELECT `+roundCols+` FROM rounds WHERE id IN (SELECT round_id FROM round_players WHERE user_id = $1) ORDER BY id DESC LIMIT $2`, user, n)
	if err != nil {
		return nil, err
	}
	for i := range list {
		p, err := scanPlayer(t.row(`SELECT `+playerCols+` FROM round_players WHERE round_id = $1 AND user_id = $2`, list[i].ID, user).Scan)
		if err != nil {
			return nil, err
		}
		list[i].Players = []store.RoundPlayer{p}
	}
	return list, nil
}

// TableRounds lists a table's rounds in number order, without their
// players.
func (t *Tx) TableRounds(table int64) ([]store.Round, error) {
	return t.roundList(`SELECT `+roundCols+` FROM rounds WHERE table_id = $1 ORDER BY number`, table)
}

func (t *Tx) roundList(q string, args ...any) ([]store.Round, error) {
	rows, err := t.rows(q, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []store.Round{}
	for rows.Next() {
		r, err := scanRound(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

// RoundTransfers returns the transfers posted with a round, in order.
func (t *Tx) RoundTransfers(round int64) ([]store.Transfer, error) {
	rows, err := t.rows(`SELECT tr.id, tr.key, tr.kind, tr.memo, e.account, e.amount FROM transfers tr JOIN entries e ON e.transfer_id = tr.id
		WHERE tr.round_id = $1 ORDER BY tr.id, e.id`, round)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []store.Transfer
	var last int64
	for rows.Next() {
		var id int64
		var tr store.Transfer
		var l store.Leg
		if err := rows.Scan(&id, &tr.Key, &tr.Kind, &tr.Memo, &l.Account, &l.Amount); err != nil {
			return nil, err
		}
		if id != last || len(out) == 0 {
			tr.Round = round
			out = append(out, tr)
			last = id
		}
		out[len(out)-1].Legs = append(out[len(out)-1].Legs, l)
	}
	return out, rows.Err()
}
