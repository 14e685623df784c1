package store

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/jackc/pgx/v5"

	"croupier/money"
)

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
	Status     string          `json:"status"`
	Segment    int64           `json:"segment"`
	Rounds     int64           `json:"rounds"`
	ChainHead  string          `json:"-"`
	LeaseOwner string          `json:"-"`
	LeaseUntil int64           `json:"-"`
	Created    int64           `json:"created"`
}

const tableCols = `id, name, game, mode, options, timing, COALESCE(dealer_id, 0), status, segment, rounds, chain_head, lease_owner, lease_until, created_at`

func scanTable(sc interface{ Scan(...any) error }) (Table, error) {
	var t Table
	var opts, timing string
	err := sc.Scan(&t.ID, &t.Name, &t.Game, &t.Mode, &opts, &timing, &t.Dealer, &t.Status, &t.Segment, &t.Rounds, &t.ChainHead, &t.LeaseOwner, &t.LeaseUntil, &t.Created)
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
func (t *Tx) CreateTable(tb Table) (Table, error) {
	timing, _ := json.Marshal(tb.Timing)
	tb.Created, tb.Status, tb.Segment = now(), "open", 1
	err := t.row(`INSERT INTO tables (name, game, mode, options, timing, dealer_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
		tb.Name, tb.Game, tb.Mode, string(tb.Options), string(timing), nullID(tb.Dealer), tb.Created).Scan(&tb.ID)
	if err != nil {
		return Table{}, err
	}
	return tb, t.CreateAccount(Escrow(tb.ID), KindEscrow)
}

// Table returns a table.
func (t *Tx) Table(id int64) (Table, error) {
	tb, err := scanTable(t.row(`SELECT `+tableCols+` FROM tables WHERE id = ?`, id))
	return tb, notFound(err, fmt.Sprintf("table %d", id))
}

// Tables lists every table.
func (t *Tx) Tables() ([]Table, error) {
	rows, err := t.rows(`SELECT ` + tableCols + ` FROM tables ORDER BY id`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []Table{}
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
// it reports whether owner holds it. A lease held by another owner is taken
// only once it has expired.
func (t *Tx) Lease(id int64, owner string, until, at int64) (bool, error) {
	n, err := t.execN(`UPDATE tables SET lease_owner = ?, lease_until = ? WHERE id = ? AND status = 'open' AND (lease_owner = ? OR lease_owner = '' OR lease_until < ?)`,
		owner, until, id, owner, at)
	return n == 1, err
}

// ReleaseLease gives a lease up.
func (t *Tx) ReleaseLease(id int64, owner string) error {
	return t.exec(`UPDATE tables SET lease_owner = '', lease_until = 0 WHERE id = ? AND lease_owner = ?`, id, owner)
}

// Fence locks a table's row and fails with ErrLeaseLost unless owner still
// holds its lease: every write a table makes goes through it first, so two
// servers can never both write one table.
//
// On PostgreSQL the check waits in the transaction's queue and travels
// with its next message (pgTx), as a function that raises an error when
// the lease is lost (migration 002): the transaction still holds the
// table's row until it commits and fails whole if the lease is lost.
func (t *Tx) Fence(id int64, owner string) error {
	lost := func() error { return fmt.Errorf("table %d: %w", id, ErrLeaseLost) }
	if t.pg == nil {
		n, err := t.execN(fenceSQL, id, owner)
		if err == nil && n != 1 {
			err = lost()
		}
		return err
	}
	t.pg.queue = append(t.pg.queue, pgStmt{sql: `SELECT croupier_fence($1, $2)`, args: []any{id, owner}, fail: func(err error) error {
		if errors.Is(err, ErrLeaseLost) {
			return lost()
		}
		return err
	}})
	return nil
}

const fenceSQL = `UPDATE tables SET lease_until = lease_until WHERE id = ? AND lease_owner = ?`

// NextSegment starts a new engine segment at the table (after a reshuffle
// or a void) and returns its number.
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
	if err := t.s.classify(err); errors.Is(err, ErrDuplicate) {
		return fmt.Errorf("seat %d: %w", seat, ErrDuplicate)
	}
	return err
}

// Leave frees a seat.
func (t *Tx) Leave(table int64, seat int) error {
	return t.exec(`DELETE FROM seats WHERE table_id = ? AND seat = ?`, table, seat)
}

// A LogStep is one accepted step in a table's log with the outcomes it
// consumed.
type LogStep struct {
	Seq  int64
	User int64
	Step json.RawMessage
	Tape []json.RawMessage
}

// AppendStep adds a step to a table segment's log.
func (t *Tx) AppendStep(table, segment int64, s LogStep) error {
	return t.AppendSteps(table, segment, []LogStep{s})
}

// AppendSteps adds steps to a table segment's log, in order.
func (t *Tx) AppendSteps(table, segment int64, steps []LogStep) error {
	rows := make([][]any, len(steps))
	at := now()
	for i, s := range steps {
		tape, err := jsonTape(s.Tape)
		if err != nil {
			return err
		}
		rows[i] = []any{table, segment, s.Seq, nullID(s.User), string(s.Step), tape, at}
	}
	return t.insertRows(`INSERT INTO steps (table_id, segment, seq, user_id, step, tape, created_at)`, "", rows)
}

// Steps returns a segment's log in order.
func (t *Tx) Steps(table, segment int64) ([]LogStep, error) {
	rows, err := t.rows(`SELECT seq, COALESCE(user_id, 0), step, tape FROM steps WHERE table_id = ? AND segment = ? ORDER BY seq`, table, segment)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []LogStep
	for rows.Next() {
		var s LogStep
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

// jsonTape is a step's outcomes as the log stores them.
func jsonTape(tape []json.RawMessage) (string, error) {
	if tape == nil {
		return "[]", nil
	}
	b, err := json.Marshal(tape)
	return string(b), err
}

// AddHold adds amount (which may be negative: a wager taken down) to a hold.
func (t *Tx) AddHold(h Hold) error { return t.AddHolds([]Hold{h}) }

// AddHolds adds several amounts to holds; the same hold may come more than
// once.
func (t *Tx) AddHolds(hs []Hold) error {
	return t.insertRows(`INSERT INTO holds (table_id, segment, round, seat, player, wager, user_id, amount, balance_before)`,
		` ON CONFLICT (table_id, segment, round, seat, player, wager) DO UPDATE SET amount = holds.amount + excluded.amount`, mergeHolds(hs))
}

// mergeHolds is the rows of hs with each hold once, its amounts summed (a
// statement may not change the same row twice).
func mergeHolds(hs []Hold) [][]any {
	type key struct {
		table, segment int64
		round, seat    int
		player, wager  string
	}
	at := map[key]int{}
	var rows [][]any
	for _, h := range hs {
		k := key{h.Table, h.Segment, h.Round, h.Seat, h.Player, h.Wager}
		if i, ok := at[k]; ok {
			rows[i][7] = rows[i][7].(int64) + int64(h.Amount)
			continue
		}
		at[k] = len(rows)
		rows = append(rows, []any{h.Table, h.Segment, h.Round, h.Seat, h.Player, h.Wager, h.User, int64(h.Amount), int64(h.BalanceBefore)})
	}
	return rows
}

// Holds returns the holds of a table; round 0 means every round.
func (t *Tx) Holds(table, segment int64, round int) ([]Hold, error) {
	rows, err := t.rows(`SELECT table_id, segment, round, seat, player, wager, user_id, amount, balance_before FROM holds
		WHERE table_id = ? AND (? = 0 OR (segment = ? AND round = ?)) ORDER BY segment, round, seat, player, wager`, table, round, segment, round)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Hold
	for rows.Next() {
		var h Hold
		if err := rows.Scan(&h.Table, &h.Segment, &h.Round, &h.Seat, &h.Player, &h.Wager, &h.User, &h.Amount, &h.BalanceBefore); err != nil {
			return nil, err
		}
		out = append(out, h)
	}
	return out, rows.Err()
}

// DeleteHolds clears a settled or voided round's holds.
func (t *Tx) DeleteHolds(table, segment int64, round int) error {
	return t.later(`DELETE FROM holds WHERE table_id = ? AND segment = ? AND round = ?`, table, segment, round)
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
	Seats         []int        `json:"seats,omitempty"` // the boxes his wagers were on, sorted (none in rounds stored before 002_round_seats)
}

// seatList is seats as round_players stores them: "1,3", sorted, each once.
func seatList(seats []int) string {
	s := slices.Clone(seats)
	slices.Sort(s)
	s = slices.Compact(s)
	parts := make([]string, len(s))
	for i, n := range s {
		parts[i] = strconv.Itoa(n)
	}
	return strings.Join(parts, ",")
}

// parseSeats reads a stored seat list.
func parseSeats(s string) ([]int, error) {
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

// scanFunc lets a function stand where a row is scanned.
type scanFunc func(dest ...any) error

func (f scanFunc) Scan(dest ...any) error { return f(dest...) }

const playerCols = `user_id, net, balance_before, balance_after, seats`

func scanPlayer(sc interface{ Scan(...any) error }) (RoundPlayer, error) {
	var p RoundPlayer
	var seats string
	if err := sc.Scan(&p.User, &p.Net, &p.BalanceBefore, &p.BalanceAfter, &seats); err != nil {
		return p, err
	}
	var err error
	p.Seats, err = parseSeats(seats)
	return p, err
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

// RecordRound stores a round, chained to the table's last one, and posts its
// transfers under its id, all in this transaction. It fills in r's id,
// number, hashes and creation time. Each player's balance after the round
// is read from his wallet once the round is paid (r.Players' BalanceAfter
// is not read).
//
// On PostgreSQL it is one message (the chain's head, read with whatever the
// transaction has queued); the rest waits in the queue for the commit.
func (t *Tx) RecordRound(r *Round, transfers []Transfer) error {
	var prev string
	var number int64
	const next = `UPDATE tables SET rounds = rounds + 1 WHERE id = ? RETURNING rounds, chain_head`
	if t.pg != nil {
		n := 0
		err := t.pgQuery(next+`, nextval(pg_get_serial_sequence('rounds', 'id'))`, []any{r.Table}, func(row pgx.Rows) error {
			n++
			return row.Scan(&number, &prev, &r.ID)
		})
		if err != nil {
			return err
		}
		if n != 1 {
			return fmt.Errorf("table %d: %w", r.Table, ErrNotFound)
		}
	} else if err := t.row(next, r.Table).Scan(&number, &prev); err != nil {
		return notFound(err, fmt.Sprintf("table %d", r.Table))
	}
	r.Number, r.PrevHash, r.Created = number, prev, now()
	r.Hash = RoundHash(prev, *r, transfers)
	cols := []any{r.Table, r.Number, r.Status, string(r.Script), string(r.Result), r.Reason, r.PrevHash, r.Hash, r.Created}
	if t.pg != nil {
		if err := t.later(`INSERT INTO rounds (id, table_id, number, status, script, result, reason, prev_hash, hash, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, append([]any{r.ID}, cols...)...); err != nil {
			return err
		}
	} else if err := t.row(`INSERT INTO rounds (table_id, number, status, script, result, reason, prev_hash, hash, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, cols...).Scan(&r.ID); err != nil {
		return err
	}
	if err := t.later(`UPDATE tables SET chain_head = ? WHERE id = ?`, r.Hash, r.Table); err != nil {
		return err
	}
	trs := slices.Clone(transfers)
	for i := range trs {
		trs[i].Round, trs[i].Table = r.ID, r.Table
	}
	if err := t.Flush(r.Table, 0, nil, trs, nil); err != nil {
		return err
	}
	for rest := r.Players; len(rest) > 0; {
		n := chunks(len(rest))[0]
		var args []any
		for _, p := range rest[:n] {
			args = append(args, r.ID, p.User, int64(p.Net), int64(p.BalanceBefore), Wallet(p.User), seatList(p.Seats))
		}
		// VALUES names its columns column1, column2… on both databases; a
		// placeholder in it has no type of its own on PostgreSQL.
		tuple := "(CAST(? AS BIGINT), CAST(? AS BIGINT), CAST(? AS BIGINT), CAST(? AS BIGINT), ?, CAST(? AS TEXT))"
		err := t.later(`INSERT INTO round_players (round_id, user_id, net, balance_before, balance_after, seats)
SELECT v.column1, v.column2, v.column3, v.column4, a.balance, v.column6 FROM (VALUES `+strings.Repeat(tuple+", ", n-1)+tuple+`) AS v JOIN accounts a ON a.id = v.column5`, args...)
		if err != nil {
			return err
		}
		rest = rest[n:]
	}
	return nil
}

const roundCols = `id, table_id, number, status, script, result, reason, prev_hash, hash, created_at`

func scanRound(sc interface{ Scan(...any) error }) (Round, error) {
	var r Round
	var script, result string
	err := sc.Scan(&r.ID, &r.Table, &r.Number, &r.Status, &script, &result, &r.Reason, &r.PrevHash, &r.Hash, &r.Created)
	r.Script, r.Result = json.RawMessage(script), json.RawMessage(result)
	return r, err
}

// Round returns a round with its players.
func (t *Tx) Round(id int64) (Round, error) {
	r, err := scanRound(t.row(`SELECT `+roundCols+` FROM rounds WHERE id = ?`, id))
	if err != nil {
		return r, notFound(err, fmt.Sprintf("round %d", id))
	}
	list := []Round{r}
	err = t.withPlayers(list)
	return list[0], err
}

// Rounds lists a table's rounds (every table's when table is 0), newest
// first, at most n, with ids below before (0: no bound).
// Each round comes with its players.
func (t *Tx) Rounds(table int64, before int64, n int) ([]Round, error) {
	list, err := t.roundList(`SELECT `+roundCols+` FROM rounds WHERE (? = 0 OR table_id = ?) AND (? = 0 OR id < ?) ORDER BY id DESC LIMIT ?`,
		table, table, before, before, n)
	if err != nil {
		return nil, err
	}
	return list, t.withPlayers(list)
}

// withPlayers reads the players of every round in list, in one query.
func (t *Tx) withPlayers(list []Round) error {
	if len(list) == 0 {
		return nil
	}
	at := map[int64]*Round{}
	args := make([]any, len(list))
	for i := range list {
		at[list[i].ID] = &list[i]
		args[i] = list[i].ID
	}
	rows, err := t.rows(`SELECT round_id, `+playerCols+` FROM round_players WHERE round_id IN (?`+strings.Repeat(", ?", len(list)-1)+`) ORDER BY round_id, user_id`, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var id int64
		p, err := scanPlayer(scanFunc(func(dest ...any) error { return rows.Scan(append([]any{&id}, dest...)...) }))
		if err != nil {
			return err
		}
		at[id].Players = append(at[id].Players, p)
	}
	return rows.Err()
}

// UserRounds lists the last n rounds a user had money in, newest first.
func (t *Tx) UserRounds(user int64, n int) ([]Round, error) {
	list, err := t.roundList(`SELECT `+roundCols+` FROM rounds WHERE id IN (SELECT round_id FROM round_players WHERE user_id = ?) ORDER BY id DESC LIMIT ?`, user, n)
	if err != nil {
		return nil, err
	}
	for i := range list {
		p, err := scanPlayer(t.row(`SELECT `+playerCols+` FROM round_players WHERE round_id = ? AND user_id = ?`, list[i].ID, user))
		if err != nil {
			return nil, err
		}
		list[i].Players = []RoundPlayer{p}
	}
	return list, nil
}

func (t *Tx) roundList(q string, args ...any) ([]Round, error) {
	rows, err := t.rows(q, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []Round{}
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
func (t *Tx) RoundTransfers(round int64) ([]Transfer, error) {
	rows, err := t.rows(`SELECT tr.id, tr.key, tr.kind, tr.memo, e.account, e.amount FROM transfers tr JOIN entries e ON e.transfer_id = tr.id
		WHERE tr.round_id = ? ORDER BY tr.id, e.id`, round)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Transfer
	var last int64
	for rows.Next() {
		var id int64
		var tr Transfer
		var l Leg
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
func (t *Tx) VerifyChain(each func(Round) error) (int, []ChainProblem, error) {
	tables, err := t.Tables()
	if err != nil {
		return 0, nil, err
	}
	var out []ChainProblem
	count := 0
	for _, tb := range tables {
		rows, err := t.rows(`SELECT `+roundCols+` FROM rounds WHERE table_id = ? ORDER BY number`, tb.ID)
		if err != nil {
			return 0, nil, err
		}
		var list []Round
		for rows.Next() {
			r, err := scanRound(rows)
			if err != nil {
				rows.Close()
				return 0, nil, err
			}
			list = append(list, r)
		}
		rows.Close()
		prev := ""
		for i, r := range list {
			count++
			if r.Number != int64(i+1) {
				out = append(out, ChainProblem{tb.ID, r.ID, fmt.Sprintf("round number %d where %d was expected (a round is missing)", r.Number, i+1)})
			}
			if r.PrevHash != prev {
				out = append(out, ChainProblem{tb.ID, r.ID, "its previous hash is not the hash of the round before"})
			}
			transfers, err := t.RoundTransfers(r.ID)
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
