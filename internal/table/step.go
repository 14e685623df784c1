package table

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"

	"croupier/game"
	"croupier/internal/store"
	"croupier/money"
)

// maxBatch is how many queued steps one transaction may carry.
const maxBatch = 64

// Step applies a seat's or the dealer's step for actor. Steps that arrive
// together are committed together (group commit): each is verified by the
// engine on its own, and all of them, with their holds and any settlement,
// go to the database in one transaction. At a live table a step that needs
// outcomes the dealer has not entered yet waits for them: it completes when
// the dealer enters them, and Step returns ErrWaiting if ctx ends first (the
// step stays pending).
func (t *Table) Step(ctx context.Context, a Actor, s game.Step, idem ...Idem) (Result, error) {
	op := &stepOp{actor: a, step: s, idem: idem, reply: make(chan stepReply, 1)}
	select {
	case t.steps <- op:
	case <-t.done:
		return Result{}, ErrClosed
	case <-ctx.Done():
		return Result{}, ctx.Err()
	}
	select {
	case r := <-op.reply:
		return r.res, r.err
	case <-t.done:
		return Result{}, ErrClosed
	case <-ctx.Done():
		return Result{}, ErrWaiting
	}
}

// staged is a step the engine has accepted and the database not yet.
type staged struct {
	op         *stepOp
	before     game.Legal
	events     []game.Event
	raw        json.RawMessage // the step as the log keeps it
	tape       []json.RawMessage
	rounds     []game.Round
	scripts    [][]byte // each settled round's own replay script
	newSegment bool
	base       int // the table's base when the step was staged (a next-round may start a segment)
	legal      game.Legal
	settled    []int64
}

// result is the step's answer as viewer may see it.
func (st *staged) result(viewer int) Result {
	return Result{Events: game.Hide(st.events, viewer), Settled: st.settled}.now(st.legal, st.base)
}

// runBatch takes op and whatever other steps are queued, applies each to
// the engine, and commits them in one transaction.
func (t *Table) runBatch(first *stepOp) {
	ops := []*stepOp{first}
	for len(ops) < maxBatch {
		select {
		case op := <-t.steps:
			ops = append(ops, op)
			continue
		default:
		}
		break
	}
	for len(ops) > 0 && !t.closed {
		var batch []*staged
		for len(ops) > 0 {
			op := ops[0]
			ops = ops[1:]
			if t.follow(op) {
				continue
			}
			st, err := t.stage(op)
			if err != nil {
				t.refuse(op, err)
				continue
			}
			t.track(op)
			batch = append(batch, st)
			if st.newSegment {
				break // the engine is replaced after this step: commit first
			}
		}
		if len(batch) == 0 {
			continue
		}
		if err := t.commit(batch); err != nil {
			// Nothing of the batch is stored and the engine is back as the
			// log left it: take the steps again one by one, so that only the
			// step that cannot go through is refused.
			if len(batch) == 1 {
				if a := t.answered(batch[0].op); a != nil && errors.Is(err, store.ErrDuplicate) {
					err = a // its first sending was stored while this one waited
				}
				t.answer(batch[0].op, stepReply{err: err})
				continue
			}
			for _, st := range batch {
				res, err := t.applyOne(st.op)
				if err != nil {
					t.refuse(st.op, err)
					continue
				}
				t.answer(st.op, stepReply{res: res})
			}
			continue
		}
		for _, st := range batch {
			t.answer(st.op, stepReply{res: st.result(t.viewer(st.op.actor))})
		}
	}
	for _, op := range ops {
		t.answer(op, stepReply{err: ErrClosed})
	}
}

// refuse answers a step the table cannot take now; at a live table a step
// that waits for the dealer's outcomes becomes the pending step, unless
// another is pending already (ErrPending: only one step waits).
func (t *Table) refuse(op *stepOp, err error) {
	if errors.Is(err, game.ErrTapeExhausted) && t.row.Mode == store.Live {
		if t.pending != nil {
			t.answer(op, stepReply{err: fmt.Errorf("%w (%s): this step was not taken; take it again once the dealer has entered them", ErrPending, describe(t.pending.step))})
			return
		}
		t.pending = op
		t.track(op)
		t.publish(nil)
		return
	}
	if a := t.answered(op); a != nil {
		err = a
	}
	t.answer(op, stepReply{err: err})
}

// An AnsweredError is the stored answer to a request whose idempotency key
// a step carried: an earlier sending of the same request was taken and
// answered while this one waited, so this one gets that answer, not a
// refusal of its own (the step would be refused now because it was taken).
type AnsweredError struct {
	Request store.Request
}

func (e *AnsweredError) Error() string {
	return fmt.Sprintf("an earlier sending of this request was answered %d", e.Request.Status)
}

// answered looks up the stored answer to a refused step's idempotency
// keys: the request's first sending may have been committed after its
// handler looked and before this one reached the table. Only a refusal
// pays for the read.
func (t *Table) answered(op *stepOp) *AnsweredError {
	for _, k := range op.idem {
		var req store.Request
		err := t.cfg.Store.ReadOnly(context.Background(), func(tx store.Tx) (err error) { req, err = tx.Request(k.Key); return err })
		if err == nil && req.BodyHash == k.BodyHash {
			return &AnsweredError{Request: req}
		}
	}
	return nil
}

// follow makes op a follower of the step taken with the same idempotency
// key and not answered yet, if there is one, and reports whether it did:
// the table's goroutine is the one place every sending of a request passes
// in order, so a resent request waits for its first sending's answer here
// instead of being taken, or refused, a second time. A key reused with
// another body is answered ErrKeyInUse.
func (t *Table) follow(op *stepOp) bool {
	for _, k := range op.idem {
		first, ok := t.inflight[k.Key]
		if !ok {
			continue
		}
		if !slices.Contains(first.idem, k) {
			t.answer(op, stepReply{err: fmt.Errorf("%w: the key was sent with another request", ErrKeyInUse)})
			return true
		}
		first.followers = append(first.followers, op)
		return true
	}
	return false
}

// track records op's idempotency keys as taken and not yet answered.
func (t *Table) track(op *stepOp) {
	for _, k := range op.idem {
		if t.inflight == nil {
			t.inflight = map[string]*stepOp{}
		}
		t.inflight[k.Key] = op
	}
}

// answer gives op and its followers r, and forgets its keys.
func (t *Table) answer(op *stepOp, r stepReply) {
	op.reply <- r
	for _, f := range op.followers {
		f.reply <- r
	}
	op.followers = nil
	for _, k := range op.idem {
		if t.inflight[k.Key] == op {
			delete(t.inflight, k.Key)
		}
	}
}

// applyOne applies one step and commits it on its own.
func (t *Table) applyOne(op *stepOp) (Result, error) {
	st, err := t.stage(op)
	if err != nil {
		return Result{}, err
	}
	if err := t.commit([]*staged{st}); err != nil {
		return Result{}, err
	}
	return st.result(t.viewer(st.op.actor)), nil
}

// stage checks who asks and applies the step to the engine (which verifies
// it and changes nothing if the rules refuse it).
func (t *Table) stage(op *stepOp) (*staged, error) {
	if t.closed {
		return nil, ErrClosed
	}
	if err := t.authorize(op.actor, op.step); err != nil {
		return nil, err
	}
	e := t.rec.Engine()
	s := t.tellJackpot(op.step) // the actor's step stays as sent: it may be staged again
	if a, ok := e.(game.Annotator); ok {
		s = a.Annotate(s)
	}
	st := &staged{op: op, before: t.legal, base: t.base}
	ev0, rd0, pos0 := len(e.Events(game.Omniscient)), len(e.Rounds()), t.tape.Pos()
	start := time.Now()
	if err := t.rec.Apply(s); err != nil {
		t.cfg.Metrics.Step(t.g.Spec.ID, time.Since(start), err)
		var te *game.TapeError
		if t.row.Mode == store.Live && errors.As(err, &te) {
			t.tape.Drop() // the dealer's entry does not fit the shoe: take it back so he can enter the right one
			t.publish(nil)
			return nil, fmt.Errorf("the dealer's entry was refused and taken back: %w", RenumberError(err, t.base))
		}
		return nil, RenumberError(err, t.base)
	}
	st.events = slices.Clone(e.Events(game.Omniscient)[ev0:])
	st.tape = slices.Clone(t.tape.Consumed()[pos0:])
	st.rounds = e.Rounds()[rd0:]
	for _, rd := range st.rounds {
		b, _ := json.Marshal(t.rec.RoundScript(rd.Round))
		st.scripts = append(st.scripts, b)
	}
	st.newSegment = s.Dealer == "next-round" && freshShoe(e)
	st.raw, _ = json.Marshal(s)
	return st, nil
}

// prefetch reads in one query the wallets of the players whose first
// wager of the round is in steps, up to the first step that ends a round:
// the balance each had before the round (shown in the recall).
func (t *Table) prefetch(tx store.Tx, steps []*staged) error {
	clear(t.before)
	seen := map[int64]bool{}
	for _, h := range t.holds {
		seen[h.User] = true
	}
	var wallets []string
	var users []int64
	for _, st := range steps {
		for _, ev := range st.events {
			user, ok := t.seats[ev.Seat]
			if (ev.Kind != game.EventWager && ev.Kind != game.EventWithdraw) || ev.Player != "" || !ok || seen[user] {
				continue
			}
			seen[user] = true
			wallets, users = append(wallets, t.wallet(user)), append(users, user)
		}
		if len(st.rounds) > 0 {
			break
		}
	}
	if len(wallets) == 0 {
		return nil
	}
	bal, err := tx.Balances(wallets)
	if err != nil {
		return err
	}
	if t.before == nil {
		t.before = map[int64]money.Amount{}
	}
	for i, u := range users {
		t.before[u] = bal[wallets[i]]
	}
	return nil
}

// commit stores a batch of staged steps in one transaction: each step in
// the log with the outcomes it consumed, the holds its wagers move into
// escrow, the settlement and chained record of each round it ends, and the
// answer to its idempotency key. If the transaction fails the engine is
// rebuilt from the log, so memory and database never disagree.
func (t *Table) commit(batch []*staged) error {
	start := time.Now()
	seg0, seq0 := t.row.Segment, t.seq
	// Once per batch: a step's answer gives the table's state when it is
	// answered, after the whole batch, and Legal lists every wager on the
	// layout.
	legal := t.rec.Engine().Legal()
	for _, st := range batch {
		st.legal = legal
	}
	var handle, payout money.Amount
	t.undo = t.undo[:0]
	err := t.cfg.Store.Do(context.Background(), func(tx store.Tx) error {
		t.rollbackHolds()
		t.row.Segment, handle, payout = seg0, 0, 0
		if err := tx.Fence(t.row.ID, t.cfg.Owner); err != nil {
			return err
		}
		var p posting
		for i, st := range batch {
			seq := seq0 + int64(i) + 1
			if i == 0 || len(batch[i-1].rounds) > 0 {
				if err := t.prefetch(tx, batch[i:]); err != nil {
					return err
				}
			}
			p.steps = append(p.steps, store.LogStep{Seq: seq, User: st.op.actor.User, Step: st.raw, Tape: st.tape})
			if err := t.hold(tx, &p, seq, st.events); err != nil {
				return err
			}
			st.settled = nil
			if len(st.rounds) > 0 || st.newSegment {
				if err := t.flush(tx, &p); err != nil {
					return err
				}
			}
			for k, rd := range st.rounds {
				id, h, p, err := t.settle(tx, rd, st.scripts[k], "")
				if err != nil {
					return err
				}
				st.settled, handle, payout = append(st.settled, id), handle+h, payout+p
			}
			if st.newSegment {
				seg, err := tx.NextSegment(t.row.ID)
				if err != nil {
					return err
				}
				t.row.Segment = seg
			}
			for _, k := range st.op.idem {
				body, _ := json.Marshal(st.result(t.viewer(st.op.actor)))
				if err := tx.SaveRequest(k.Key, store.Request{BodyHash: k.BodyHash, Status: 200, Response: body}); err != nil {
					return err
				}
			}
		}
		return t.flush(tx, &p)
	})
	for range batch {
		t.cfg.Metrics.Step(t.g.Spec.ID, time.Since(start), err)
	}
	if err != nil {
		t.row.Segment, t.showing = seg0, ""
		// The outcomes the refused steps read were really drawn (or really
		// came out of a live shoe): they stay first on the tape for the
		// steps taken again, followed by what was not read yet.
		pending := append(slices.Clone(t.tape.Consumed()[t.logged:]), t.tape.Rest()...)
		if lerr := t.load(context.Background()); lerr != nil {
			t.closed = true // the database is gone or the log is broken: stop; the lease loop reopens the table
			return errors.Join(err, lerr)
		}
		t.tape.Append(pending...)
		return err
	}
	t.seq = seq0 + int64(len(batch))
	t.logged = t.tape.Pos()
	t.legal = legal
	var events []game.Event
	for _, st := range batch {
		events = append(events, Renumber(st.events, st.base)...)
		if len(st.rounds) > 0 {
			t.cfg.Metrics.Round(t.g.Spec.ID, handle, payout)
			handle, payout = 0, 0
		}
	}
	if batch[len(batch)-1].newSegment {
		if err := t.load(context.Background()); err != nil {
			t.closed = true
			return err
		}
	}
	if t.showing != "" {
		t.cfg.Board.set(t.showing, t.shown, t)
		t.showing = ""
	}
	t.clock(batch[0].before)
	t.schedule()
	t.publish(events)
	return nil
}

// describe names a step in a sentence: the dealer's "roll", seat 2's "war".
func describe(s game.Step) string {
	switch {
	case s.Dealer != "":
		return fmt.Sprintf("the dealer's %q", s.Dealer)
	case s.Player != "" && s.Act != "":
		return fmt.Sprintf("%s's %q behind seat %d", s.Player, s.Act, s.Seat)
	case s.Act != "":
		return fmt.Sprintf("seat %d's %q", s.Seat, s.Act)
	}
	return fmt.Sprintf("a step of seat %d", s.Seat)
}
