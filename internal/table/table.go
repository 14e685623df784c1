// Package table runs one casino table: one goroutine owns the engine, takes
// players' and the dealer's steps, moves the money of every step through the
// ledger in the same transaction as the step's record, settles rounds,
// records them in the hash chain, and tells the table's watchers what each
// of them may see.
//
// A table's engine lives for a segment: from a fresh shoe (or, for games
// without a shoe, one round) to the next reshuffle. Every accepted step is
// logged with the outcomes it consumed, so after a crash the segment is
// replayed from the log and the round in progress continues where it stopped,
// with its holds still in escrow.
package table

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"croupier/catalog"
	"croupier/game"
	"croupier/internal/store"
	"croupier/money"
	"croupier/replay"
	"croupier/tournament"
)

// Errors the server maps to its codes.
var (
	ErrForbidden = errors.New("not allowed for you")
	ErrWaiting   = errors.New("waiting for the dealer to enter the next outcome")
	ErrPending   = errors.New("another step is waiting for the dealer's outcomes") // this one was not taken
	ErrClosed    = errors.New("table is not running here")
	ErrKeyInUse  = errors.New("a step with this idempotency key is being taken")
	ErrSeat      = errors.New("seat")
)

// An Actor is who asks: a user and their role.
type Actor struct {
	User int64
	Role string
	Name string // a behind bettor names himself in a step's "player" (16)
}

// An Idem is a request's idempotency key and body hash: the step's answer
// is stored under it in the step's own transaction, so a retried request
// finds it whatever happened in between.
type Idem struct {
	Key, BodyHash string
}

// System is the server acting as an electronic table's dealer.
var System = Actor{User: 0, Role: "system"}

// A Generator makes an electronic table's outcomes (rng.Dealer).
type Generator = game.Generator

// Metrics receives a table's counts; the server exports them.
type Metrics interface {
	Step(game string, d time.Duration, err error)
	Round(game string, handle, payout money.Amount)
}

type nopMetrics struct{}

func (nopMetrics) Step(string, time.Duration, error) {}
func (nopMetrics) Round(string, money.Amount, money.Amount) {
}

// Config is what a Table needs besides its stored row.
type Config struct {
	Store   store.Store
	Owner   string                // this server's lease name
	Gen     func() game.Generator // a fresh secure generator for electronic tables
	Metrics Metrics
	Clock   func() time.Time // time.Now unless a test sets it
	Board   *Board           // the progressive jackpots' display; nil: no shared pools
}

// A Table is a running table.
type Table struct {
	cfg   Config
	row   store.Table
	g     game.Game
	ops   chan func()
	steps chan *stepOp
	done  chan struct{}
	stop  context.CancelFunc

	// Owned by the table goroutine.
	rec      *replay.Recorder
	tape     *game.Tape
	seq      int64
	seats    map[int]int64
	holds    map[holdKey]store.Hold // the round in progress
	feeRules *tournament.Rules      // a Let It Ride tournament's, whose fee is taken from a wager (124)
	undo     []holdUndo             // changes to holds in the transaction under way
	before   map[int64]money.Amount // wallets read ahead for the holds of the steps being committed
	pending  *stepOp                // a step waiting for the live dealer's outcomes
	inflight map[string]*stepOp     // by idempotency key, the steps taken and not yet answered (staged or pending)
	timer    *time.Timer
	legal    game.Legal // the engine's Legal now, kept so a step asks the engine once
	base     int        // rounds the table recorded before its segment began (see Renumber)
	logged   int        // tape entries the log holds (the rest were read by steps not yet stored)
	phaseAt  time.Time  // when the current phase or turn began
	betsAt   time.Time  // when the round's first wager was placed
	closed   bool
	shown    money.Amount // the pool's amount after the rounds being committed (poolLegs)
	showing  string       // the pool whose amount shown holds; "" when none changed

	mu   sync.Mutex // guards subs
	subs map[*Watcher]struct{}

	// loaded is a copy of row for other goroutines (Row): the table's
	// goroutine changes row's segment as it plays.
	loaded atomic.Pointer[store.Table]
}

type holdKey struct {
	seat          int
	player, wager string
}

// A stepOp is a step waiting for the table goroutine.
type stepOp struct {
	actor Actor
	step  game.Step
	idem  []Idem
	reply chan stepReply // buffered: the goroutine never blocks on it
	// followers are later sendings of the same request (its idempotency
	// key) that reached the table before this one was answered: each gets
	// this one's answer.
	followers []*stepOp
}

type stepReply struct {
	res Result
	err error
}

// Open loads a table from its stored row and log, rebuilding the round in
// progress, and starts its goroutine. The caller must hold the table's lease.
func Open(ctx context.Context, cfg Config, row store.Table) (*Table, error) {
	g, ok := catalog.Lookup(row.Game)
	if !ok || g.New == nil {
		return nil, fmt.Errorf("table %d: game %q is not available", row.ID, row.Game)
	}
	if cfg.Metrics == nil {
		cfg.Metrics = nopMetrics{}
	}
	if cfg.Clock == nil {
		cfg.Clock = time.Now
	}
	t := &Table{cfg: cfg, row: row, g: g, ops: make(chan func()), steps: make(chan *stepOp, 256), done: make(chan struct{}), subs: map[*Watcher]struct{}{}}
	if err := t.load(ctx); err != nil {
		return nil, err
	}
	if err := t.openPool(ctx); err != nil {
		return nil, err
	}
	ctx, t.stop = context.WithCancel(context.Background())
	t.timer = time.NewTimer(time.Hour)
	t.timer.Stop()
	t.schedule()
	t.publish(nil)
	go t.loop(ctx)
	return t, nil
}

// ID returns the table's id.
func (t *Table) ID() int64 { return t.row.ID }

// Row returns the table's stored configuration as it was when the table
// was last loaded (its segment and round count move on without it).
func (t *Table) Row() store.Table { return *t.loaded.Load() }

// Game returns the table's game.
func (t *Table) Game() game.Game { return t.g }

// Close stops the table's goroutine; its state stays in the database.
func (t *Table) Close() {
	t.stop()
	<-t.done
}

// Done is closed when the table's goroutine has stopped (Close, or a lost
// lease).
func (t *Table) Done() <-chan struct{} { return t.done }

func (t *Table) loop(ctx context.Context) {
	defer close(t.done)
	if pool, _, ok := t.progressive(); ok {
		defer t.cfg.Board.leave(pool, t)
	}
	defer t.closeWatchers()
	for {
		select {
		case <-ctx.Done():
			t.closed = true
			t.failPending(ErrClosed)
			return
		case f := <-t.ops:
			f()
		case op := <-t.steps:
			t.runBatch(op)
		case <-t.timer.C:
			t.tick()
		}
		if t.closed {
			t.failPending(ErrClosed)
			return
		}
	}
}

// do runs f on the table goroutine and waits for it.
func (t *Table) do(ctx context.Context, f func()) error {
	ran := make(chan struct{})
	select {
	case t.ops <- func() { f(); close(ran) }:
	case <-t.done:
		return ErrClosed
	case <-ctx.Done():
		return ctx.Err()
	}
	select {
	case <-ran:
		return nil
	case <-t.done:
		return ErrClosed
	}
}

// load reads the table's segment log and seats and replays the log into a
// fresh engine. It is how a table opens, resumes after a crash, and undoes a
// step whose transaction failed.
func (t *Table) load(ctx context.Context) error {
	var steps []store.LogStep
	var holds []store.Hold
	err := t.cfg.Store.ReadOnly(ctx, func(tx store.Tx) (err error) {
		if t.row, err = tx.Table(t.row.ID); err != nil {
			return err
		}
		if t.seats, err = tx.Seats(t.row.ID); err != nil {
			return err
		}
		if steps, err = tx.Steps(t.row.ID, t.row.Segment); err != nil {
			return err
		}
		if holds, err = tx.Holds(t.row.ID, t.row.Segment, 0); err != nil {
			return err
		}
		return t.loadTournament(tx)
	})
	if err != nil {
		return fmt.Errorf("table %d: load: %w", t.row.ID, err)
	}
	row := t.row
	t.loaded.Store(&row)
	var entries []json.RawMessage
	for _, s := range steps {
		entries = append(entries, s.Tape...)
	}
	if t.row.Mode == store.Electronic {
		t.tape = game.NewGenerated(t.cfg.Gen())
		t.tape.Append(entries...)
	} else {
		t.tape = game.NewTape(entries)
	}
	rec, err := replay.NewRecorder(t.g, tableOptions(t.row.Options), t.tape)
	if err != nil {
		return fmt.Errorf("table %d: options: %w", t.row.ID, err)
	}
	for i, s := range steps {
		var st game.Step
		if err := json.Unmarshal(s.Step, &st); err != nil {
			return fmt.Errorf("table %d: log step %d: %w", t.row.ID, s.Seq, err)
		}
		if err := rec.Apply(st); err != nil {
			return fmt.Errorf("table %d: log step %d does not replay: %w", t.row.ID, i, err)
		}
	}
	t.rec, t.seq, t.logged = rec, int64(len(steps)), t.tape.Pos()
	t.legal = rec.Engine().Legal()
	// Every round settled in this segment is recorded, and so is every
	// round before it (settled, or voided, which ends a segment).
	t.base = int(t.row.Rounds) - len(rec.Engine().Rounds())
	t.holds = map[holdKey]store.Hold{}
	round := t.legal.Round
	if t.legal.Phase == game.PhaseOver {
		round++ // only wagers carried into the next round are held
	}
	for _, h := range holds {
		if h.Segment != t.row.Segment || h.Round != round {
			return fmt.Errorf("table %d: a hold of segment %d round %d is left from a round that is over", t.row.ID, h.Segment, h.Round)
		}
		t.holds[holdKey{h.Seat, h.Player, h.Wager}] = h
	}
	if err := t.reconcile(); err != nil {
		return fmt.Errorf("table %d: %w", t.row.ID, err)
	}
	t.phaseAt = t.cfg.Clock()
	return nil
}

func tableOptions(raw json.RawMessage) map[string]json.RawMessage {
	m := map[string]json.RawMessage{}
	json.Unmarshal(raw, &m)
	return m
}

// reconcile checks that the escrowed holds are exactly the money the
// engine's history leaves on the layout (game.Escrow): the wagers of the
// round in progress, those carried from earlier rounds, and the
// commissions paid in advance on them.
func (t *Table) reconcile() error {
	e := t.rec.Engine()
	esc, err := game.ReplayEscrow(e.Events(game.Omniscient), e.Rounds())
	if err != nil {
		return fmt.Errorf("the log's money does not add up: %w", err)
	}
	want := map[holdKey]money.Amount{}
	for k, v := range esc.Wagers() {
		want[holdKey{k.Seat, k.Player, k.Wager}] = v
	}
	for k, v := range esc.Prepaids() {
		want[holdKey{k.Seat, k.Player, k.Wager + prepaid}] = v
	}
	for k, v := range want {
		if t.holds[k].Amount != v {
			return fmt.Errorf("seat %d %s: %s on the layout but %s in escrow", k.seat, k.wager, v, t.holds[k].Amount)
		}
	}
	for k, h := range t.holds {
		if h.Amount != want[k] {
			return fmt.Errorf("seat %d %s: %s in escrow but %s on the layout", k.seat, k.wager, h.Amount, want[k])
		}
	}
	return nil
}

func sumHolds(hs map[holdKey]store.Hold) money.Amount {
	var n money.Amount
	for _, h := range hs {
		n += h.Amount
	}
	return n
}

// Result is what an accepted step did.
type Result struct {
	Events  []game.Event `json:"events"`
	Settled []int64      `json:"settled,omitempty"` // ids of round records stored
	Round   int          `json:"round"`             // where the table is now
	Phase   game.Phase   `json:"phase"`
	Turn    int          `json:"turn,omitempty"`
}

// now fills in where the table is after l, and numbers the rounds of r's
// events as the table does, in a segment that began after base rounds.
func (r Result) now(l game.Legal, base int) Result {
	r.Round, r.Phase, r.Turn = base+l.Round, l.Phase, l.Turn
	r.Events = Renumber(r.Events, base)
	return r
}

// Round numbers. An engine counts its rounds from 1 and lives for a
// segment (a shoe, or one round of dice), and a round's script replays it
// alone as round 1; the table counts every round it has played, settled or
// voided, from 1: the stored record's Number. Everything the table says —
// Result, State, its View and events — uses the table's number: the
// engine's round plus the rounds recorded before the segment began.

// Renumber returns events with their rounds numbered as the table does,
// in a segment that began after base rounds (a copy if it changes any).
func Renumber(events []game.Event, base int) []game.Event {
	if base == 0 || len(events) == 0 {
		return events
	}
	out := slices.Clone(events)
	for i := range out {
		out[i].Round += base
	}
	return out
}

// RenumberView is Renumber for a View: its round and its last settled one.
func RenumberView(v game.View, base int) game.View {
	v.Round += base
	if v.Last != nil {
		last := *v.Last
		last.Round += base
		v.Last = &last
	}
	return v
}

// roundWord finds "round N" in an engine's message.
var roundWord = regexp.MustCompile(`\bround (\d+)\b`)

// RenumberError is Renumber for an engine's refusal: "round N" in its
// message becomes the table's number, in a segment that began after base
// rounds.
func RenumberError(err error, base int) error {
	var re *game.RuleError
	if base == 0 || !errors.As(err, &re) {
		return err
	}
	re.Msg = roundWord.ReplaceAllStringFunc(re.Msg, func(m string) string {
		n, _ := strconv.Atoi(m[len("round "):])
		return "round " + strconv.Itoa(n+base)
	})
	return err
}

func (t *Table) failPending(err error) {
	if t.pending != nil {
		t.answer(t.pending, stepReply{err: err})
		t.pending = nil
	}
}

// authorize checks that actor may take step s at this table.
func (t *Table) authorize(a Actor, s game.Step) error {
	if _, ok := s.Args["jackpot"]; ok && a != System {
		return fmt.Errorf("%w: the jackpot a round draws on comes from the pool's ledger account, not from a step", ErrForbidden)
	}
	if s.Kind() == game.KindDealer {
		switch {
		case a == System:
			return nil
		case t.row.Mode == store.Electronic:
			return fmt.Errorf("%w: the server deals at an electronic table", ErrForbidden)
		case a.Role != store.RoleDealer || (t.row.Dealer != 0 && t.row.Dealer != a.User):
			return fmt.Errorf("%w: only this table's dealer announces %q", ErrForbidden, s.Dealer)
		}
		return nil
	}
	if a == System {
		return nil
	}
	if s.Player != "" { // a standing player's step behind a box (16): only for himself
		if a.Role != store.RolePlayer || s.Player != a.Name {
			return fmt.Errorf("%w: you may wager and decide behind a box only as yourself (%q)", ErrForbidden, a.Name)
		}
		if t.seats[s.Seat] == a.User {
			return fmt.Errorf("%w %d is yours: wager on it, not behind it", ErrSeat, s.Seat)
		}
		return nil
	}
	if owner, ok := t.seats[s.Seat]; !ok || owner != a.User {
		return fmt.Errorf("%w %d is not yours: sit there first", ErrSeat, s.Seat)
	}
	return nil
}

// freshShoe reports whether the engine, just past next-round, is as a new
// engine would be: no shoe at all (dice, wheels) or a shoe just shuffled,
// and no seat banking the round it opens (game.Carrier).
func freshShoe(e game.Engine) bool {
	if c, ok := e.(game.Carrier); ok && c.Carries() {
		return false // a seat banks the round: a fresh engine would not know it
	}
	v := e.View(game.Omniscient)
	return v.Shoe == nil || v.Shoe.Dealt == 0
}

// A posting is what a batch of steps has yet to write: their log rows,
// the transfers of their wagers and the holds those make. It is written
// at once before a round settles and at the end of the batch.
type posting struct {
	steps     []store.LogStep
	transfers []store.Transfer
	holds     []store.Hold
}

// flush writes the posting in the table's current segment.
func (t *Table) flush(tx store.Tx, p *posting) error {
	if err := tx.Flush(t.row.ID, t.row.Segment, p.steps, p.transfers, p.holds); err != nil {
		return err
	}
	*p = posting{}
	return nil
}

// hold moves the money of a step's wager and withdraw events between the
// seat owners' wallets and the table's escrow (posted at the next flush).
func (t *Table) hold(tx store.Tx, p *posting, seq int64, events []game.Event) error {
	for i, ev := range events {
		if ev.Kind == game.EventMove {
			t.move(p, ev)
			continue
		}
		if ev.Kind != game.EventWager && ev.Kind != game.EventWithdraw && ev.Kind != game.EventCommission {
			continue
		}
		user, ok := t.seats[ev.Seat]
		if ev.Player != "" {
			u, err := tx.UserByName(ev.Player)
			if err != nil {
				return fmt.Errorf("behind bettor %q: %w", ev.Player, err)
			}
			user, ok = u.ID, true
		}
		if !ok {
			return fmt.Errorf("%w %d has nobody to pay for its %s", ErrSeat, ev.Seat, ev.Wager)
		}
		k := holdKey{ev.Seat, ev.Player, ev.Wager}
		if ev.Kind == game.EventCommission {
			k.wager += prepaid
		}
		h, had := t.holds[k]
		if !had {
			h = store.Hold{Table: t.row.ID, Segment: t.row.Segment, Round: ev.Round, Seat: ev.Seat, Player: ev.Player, Wager: k.wager, User: user}
			h.BalanceBefore = -1
			for _, o := range t.holds {
				if o.User == user {
					h.BalanceBefore = o.BalanceBefore
				}
			}
			if b, ok := t.before[user]; ok && h.BalanceBefore < 0 {
				h.BalanceBefore = b
			}
			if h.BalanceBefore < 0 { // the wallet has no transfer pending in p: none of its holds is in t.holds
				b, err := tx.Balance(t.wallet(user))
				if err != nil {
					return err
				}
				h.BalanceBefore = b
			}
		}
		amt := ev.Amount
		kind, memo := "hold", fmt.Sprintf("%s seat %d %s", t.row.Name, ev.Seat, k.wager)
		if ev.Kind == game.EventWithdraw {
			amt, kind = -amt, "release"
		}
		legs := []store.Leg{{Account: t.account(user, ev.Wager), Amount: -amt}, {Account: store.Escrow(t.row.ID), Amount: amt}}
		key := fmt.Sprintf("%s:%d:%d:%d:%d", kind, t.row.ID, t.row.Segment, seq, i)
		p.transfers = append(p.transfers, store.Transfer{Key: key, Kind: kind, Memo: memo, Table: t.row.ID, Legs: legs})
		d := h
		d.Amount = amt
		p.holds = append(p.holds, d)
		h.Amount += amt
		t.setHold(k, h)
	}
	return nil
}

// prepaid ends the hold key of the commission paid in advance on a wager
// (game.EventCommission): "buy-4" + prepaid holds the buy's 5%.
const prepaid = "/commission"

// move renames the money on a wager (game.EventMove: a come wager
// travelling to its number): the hold changes key, no money moves.
func (t *Table) move(p *posting, ev game.Event) {
	for _, suffix := range []string{"", prepaid} {
		from := holdKey{ev.Seat, ev.Player, ev.Wager + suffix}
		h, ok := t.holds[from]
		if !ok || h.Amount == 0 {
			continue
		}
		to := holdKey{ev.Seat, ev.Player, ev.Text + suffix}
		out, in := h, h
		out.Amount = -h.Amount
		in.Wager = to.wager
		p.holds = append(p.holds, out, in)
		h.Amount = 0
		t.setHold(from, h)
		t.setHold(to, in)
	}
}

// A holdUndo takes back one change to t.holds made inside a transaction,
// so that a transaction the database asks to run again starts from the
// holds as they were (without copying them all before each commit).
type holdUndo struct {
	k   holdKey
	old store.Hold
	had bool
	all map[holdKey]store.Hold // non-nil: the whole map was replaced by a settlement
}

func (t *Table) setHold(k holdKey, h store.Hold) {
	old, had := t.holds[k]
	t.undo = append(t.undo, holdUndo{k: k, old: old, had: had})
	t.holds[k] = h
}

func (t *Table) clearHolds() {
	t.undo = append(t.undo, holdUndo{all: t.holds})
	t.holds = map[holdKey]store.Hold{}
}

// rollbackHolds undoes the changes since the last commit attempt began.
func (t *Table) rollbackHolds() {
	for i := len(t.undo) - 1; i >= 0; i-- {
		u := t.undo[i]
		switch {
		case u.all != nil:
			t.holds = u.all
		case u.had:
			t.holds[u.k] = u.old
		default:
			delete(t.holds, u.k)
		}
	}
	t.undo = t.undo[:0]
}

// settle pays a settled round out of escrow and records it in the chain; a
// round voided for reason (every settlement Void, stake returned) is
// recorded the same way with status void.
func (t *Table) settle(tx store.Tx, rd game.Round, script []byte, reason string) (id int64, handle, payout money.Amount, err error) {
	var legs []store.Leg
	players := map[int64]*store.RoundPlayer{}
	var order []int64
	used := map[holdKey]bool{}
	for _, st := range rd.Settlements {
		k := holdKey{st.Seat, st.Player, st.Wager}
		ck := holdKey{st.Seat, st.Player, st.Wager + prepaid}
		h, ok := t.holds[k]
		if !ok {
			return 0, 0, 0, fmt.Errorf("seat %d %s settles a stake of %s but nothing is in escrow", st.Seat, st.Wager, st.Stake)
		}
		pay, err := game.Pay(st, h.Amount, t.holds[ck].Amount)
		if err != nil {
			return 0, 0, 0, err
		}
		if !st.Stays && !st.TakenDown {
			used[k] = true
		}
		legs = append(legs,
			store.Leg{Account: store.Escrow(t.row.ID), Amount: -(pay.Released + pay.Prepaid)},
			store.Leg{Account: t.account(h.User, st.Wager), Amount: pay.Back},
			store.Leg{Account: t.commission(st.Wager), Amount: pay.Commission},
			store.Leg{Account: t.house(st.Wager), Amount: pay.House()})
		fee, err := t.feeLegs(st)
		if err != nil {
			return 0, 0, 0, err
		}
		legs = append(legs, fee...)
		if pay.Prepaid > 0 {
			c := t.holds[ck]
			c.Amount -= pay.Prepaid
			t.setHold(ck, c)
		}
		if used[k] {
			h.Amount = 0
			t.setHold(k, h)
		}
		handle += st.Stake
		payout += pay.Back
		p := players[h.User]
		if p == nil {
			p = &store.RoundPlayer{User: h.User, BalanceBefore: h.BalanceBefore}
			players[h.User] = p
			order = append(order, h.User)
		}
		p.Net += st.Net - st.Commission
		if !slices.Contains(p.Seats, st.Seat) { // a behind bettor's seat is the box he bet behind
			p.Seats = append(p.Seats, st.Seat)
		}
	}
	var carried []store.Hold
	_, carrier := t.rec.Engine().(game.Carrier)
	for k, h := range t.holds {
		if h.Amount == 0 {
			continue
		}
		if !carrier {
			return 0, 0, 0, fmt.Errorf("seat %d %s has %s in escrow but no settlement", k.seat, k.wager, h.Amount)
		}
		carried = append(carried, h) // it stays on the layout into the next round
	}
	slices.Sort(order)
	rec := store.Round{Table: t.row.ID, Status: store.RoundSettled}
	kind, memo := "settle", fmt.Sprintf("%s round settled", t.row.Name)
	if reason != "" {
		rec.Status, rec.Reason = store.RoundVoid, reason
		kind, memo = "void", fmt.Sprintf("%s round voided: %s", t.row.Name, reason)
	}
	for _, u := range order {
		slices.Sort(players[u].Seats)
		rec.Players = append(rec.Players, *players[u]) // the balance after is read once paid
	}
	pl, pool, after, err := t.poolLegs(tx, rd)
	if err != nil {
		return 0, 0, 0, err
	}
	legs = append(legs, pl...)
	if pool != "" {
		t.showing, t.shown = pool, after
	}
	rec.Script = script
	rec.Result, _ = json.Marshal(replay.Summarize(t.g.Spec.ID, []game.Round{t.alone(rd)}))
	key := fmt.Sprintf("%s:%d:%d:%d", kind, t.row.ID, t.row.Segment, rd.Round)
	var xfers []store.Transfer
	if len(legs) > 0 { // a craps roll that only sets the point moves no money
		xfers = []store.Transfer{{Key: key, Kind: kind, Memo: memo, Table: t.row.ID, Legs: legs}}
	}
	if err := tx.RecordRound(&rec, xfers); err != nil {
		return 0, 0, 0, err
	}
	if err := tx.DeleteHolds(t.row.ID, t.row.Segment, rd.Round); err != nil {
		return 0, 0, 0, err
	}
	t.clearHolds()
	if err := t.carry(tx, carried, rd.Round+1); err != nil {
		return 0, 0, 0, err
	}
	return rec.ID, handle, payout, nil
}

// carry keeps the holds of the wagers a settled round left on the layout
// (game.Carrier: a craps point's come bets, a roulette double) as holds of
// the next round, each with its owner's balance once the round is paid.
func (t *Table) carry(tx store.Tx, holds []store.Hold, round int) error {
	if len(holds) == 0 {
		return nil
	}
	balance := map[int64]money.Amount{}
	for i := range holds {
		u := holds[i].User
		if _, ok := balance[u]; !ok {
			b, err := tx.Balance(t.wallet(u))
			if err != nil {
				return err
			}
			balance[u] = b
		}
		holds[i].Round, holds[i].Segment, holds[i].BalanceBefore = round, t.row.Segment, balance[u]
		t.setHold(holdKey{holds[i].Seat, holds[i].Player, holds[i].Wager}, holds[i])
	}
	return tx.Flush(t.row.ID, t.row.Segment, nil, nil, holds)
}

// alone is a round numbered as its own script replays it: 1, or more when
// the script starts with the rounds it carries from (the table-wide number
// is the record's Number).
func (t *Table) alone(rd game.Round) game.Round {
	rd.Round = t.rec.Number(rd.Round)
	return rd
}

// Outcomes appends what a live dealer saw come out (cards, a roll) to the
// tape, and retries the step that was waiting for them. Entries the rules
// refuse are taken back; entries the round cannot use (ErrNotDue: the
// round is settled, or it is settled without reading them) are refused
// before anything changes.
func (t *Table) Outcomes(ctx context.Context, a Actor, entries []json.RawMessage) (Result, error) {
	var res Result
	var rerr error
	err := t.do(ctx, func() {
		switch {
		case t.row.Mode != store.Live:
			rerr = fmt.Errorf("%w: the server draws the outcomes at an electronic table", ErrForbidden)
			return
		case a.Role != store.RoleDealer || (t.row.Dealer != 0 && t.row.Dealer != a.User):
			rerr = fmt.Errorf("%w: only this table's dealer enters outcomes", ErrForbidden)
			return
		case len(entries) == 0:
			rerr = errors.New("no outcomes given")
			return
		}
		if rerr = t.checkDue(entries); rerr != nil {
			return
		}
		keep := t.tape.Rest()
		t.tape.Append(entries...)
		if t.pending == nil {
			res = res.now(t.legal, t.base)
			t.publish(nil)
			return
		}
		p := t.pending
		t.pending = nil // the state the commit publishes no longer waits
		r, err := t.applyOne(p)
		switch {
		case errors.Is(err, game.ErrTapeExhausted):
			t.pending = p
			res = res.now(t.legal, t.base)
			t.publish(nil)
			return
		case err != nil:
			var te *game.TapeError
			if errors.As(err, &te) {
				t.pending = p
				t.tape.Drop()
				t.tape.Append(keep...)
				rerr = err
				return
			}
			t.answer(p, stepReply{err: err})
			rerr = err
			return
		}
		t.answer(p, stepReply{r, nil})
		res = r
	})
	if err != nil {
		return Result{}, err
	}
	return res, rerr
}

// Sit seats a user.
func (t *Table) Sit(ctx context.Context, a Actor, seat int) error {
	var rerr error
	err := t.do(ctx, func() {
		if seat < 1 || seat > t.maxSeats() {
			rerr = fmt.Errorf("%w %d is not a place at this table (1 to %d)", ErrSeat, seat, t.maxSeats())
			return
		}
		if _, taken := t.seats[seat]; taken {
			rerr = fmt.Errorf("%w %d is taken", ErrSeat, seat)
			return
		}
		rerr = t.cfg.Store.Do(ctx, func(tx store.Tx) error {
			if err := tx.Fence(t.row.ID, t.cfg.Owner); err != nil {
				return err
			}
			return tx.Sit(t.row.ID, seat, a.User)
		})
		if rerr == nil {
			t.seats[seat] = a.User
			t.publish(nil)
		}
	})
	if err != nil {
		return err
	}
	return rerr
}

// Leave frees a user's seat; a seat with money at risk cannot be left until
// the round is settled.
func (t *Table) Leave(ctx context.Context, a Actor, seat int) error {
	var rerr error
	err := t.do(ctx, func() {
		if owner, ok := t.seats[seat]; !ok || owner != a.User {
			rerr = fmt.Errorf("%w %d is not yours", ErrSeat, seat)
			return
		}
		for k, h := range t.holds {
			if k.seat == seat && h.Amount > 0 {
				rerr = fmt.Errorf("%w %d has %s at risk in this round: leave when it is settled", ErrSeat, seat, h.Amount)
				return
			}
		}
		rerr = t.cfg.Store.Do(ctx, func(tx store.Tx) error {
			if err := tx.Fence(t.row.ID, t.cfg.Owner); err != nil {
				return err
			}
			return tx.Leave(t.row.ID, seat)
		})
		if rerr == nil {
			delete(t.seats, seat)
			t.publish(nil)
		}
	})
	if err != nil {
		return err
	}
	return rerr
}

// maxSeats returns the highest seat number of the table: its seats
// option, or where that is 0 (a game whose number of players is unlimited,
// Sic Bo 95.19) the highest a step may name.
func (t *Table) maxSeats() int {
	if t.g.Spec.Places > 0 {
		return t.g.Spec.Places
	}
	if tb, err := t.g.Spec.ParseTable(tableOptions(t.row.Options)); err == nil && t.g.Spec.Option("seats") != nil {
		if n := int(tb.Int("seats")); n > 0 {
			return n
		}
		return game.MaxSeat
	}
	return 7
}

// Void voids the round in progress (a supervisor's decision, 67.101,
// 67.110): every wager is returned from escrow, the round is recorded as
// void with the steps taken so far, and the table starts a fresh shoe. It
// returns the round record's id and the round's number at the table.
func (t *Table) Void(ctx context.Context, a Actor, reason string) (id int64, number int, err error) {
	var rerr error
	err = t.do(ctx, func() {
		if reason == "" {
			rerr = errors.New("a void needs a reason")
			return
		}
		if t.legal.Phase == game.PhaseOver || sumHolds(t.holds) == 0 {
			rerr = errors.New("there is no round in progress with wagers to void")
			return
		}
		round := t.legal.Round
		number = t.base + round
		keys := make([]holdKey, 0, len(t.holds))
		for k, h := range t.holds {
			if h.Amount != 0 {
				keys = append(keys, k)
			}
		}
		slices.SortFunc(keys, func(x, y holdKey) int {
			return cmp.Or(cmp.Compare(x.seat, y.seat), cmp.Compare(x.player, y.player), cmp.Compare(x.wager, y.wager))
		})
		rd := game.Round{Round: round}
		for _, k := range keys {
			rd.Settlements = append(rd.Settlements, game.Settlement{Seat: k.seat, Player: k.player, Wager: k.wager, Stake: t.holds[k].Amount, Result: game.Void})
		}
		t.undo = t.undo[:0]
		rerr = t.cfg.Store.Do(ctx, func(tx store.Tx) error {
			t.rollbackHolds()
			if err := tx.Fence(t.row.ID, t.cfg.Owner); err != nil {
				return err
			}
			script, _ := json.Marshal(t.rec.RoundScript(round))
			var err error
			if id, _, _, err = t.settle(tx, rd, script, fmt.Sprintf("%s (by user %d)", reason, a.User)); err != nil {
				return err
			}
			_, err = tx.NextSegment(t.row.ID)
			return err
		})
		if rerr != nil {
			t.rollbackHolds()
			return
		}
		t.failPending(errors.New("the round was voided"))
		if err := t.load(ctx); err != nil {
			t.closed = true
			rerr = err
			return
		}
		t.schedule()
		t.publish([]game.Event{{Round: number, Kind: "void", Text: reason}})
	})
	if err != nil {
		return 0, 0, err
	}
	return id, number, rerr
}

// seatName is a seat's key in a View's hands.
func seatName(s int) string { return strconv.Itoa(s) }
