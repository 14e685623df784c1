package keno

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"

	"croupier/catalog"
	"croupier/game"
	"croupier/internal/store"
	"croupier/money"
	"croupier/replay"
)

// Tick is the clock of one keno game, run by the server holding its lease:
// it opens the first draw, closes the draw on sale when its time comes and
// opens the next in the same transaction (no moment without a draw on
// sale), draws and settles an electronic game's closed draw, and expires
// the prizes nobody claimed in time. It returns when the game should be
// looked at again.
func (c *Central) Tick(ctx context.Context, row store.Table) (time.Time, error) {
	r, err := RulesOf(row)
	if err != nil {
		return time.Time{}, err
	}
	now := c.now()
	var last store.KenoDraw
	err = c.Store.Do(ctx, func(tx store.Tx) error {
		var err error
		last, err = tx.LastKenoDraw(row.ID)
		switch {
		case errors.Is(err, store.ErrNotFound): // the game's first tick: its prize account and first draw
			if err := tx.CreateAccount(store.Prizes(row.ID), store.KindEscrow); err != nil {
				return err
			}
			last = store.KenoDraw{Table: row.ID, Number: 1, Status: store.KenoOpen, Closes: now.Add(r.Interval).UnixMilli()}
			return tx.CreateKenoDraw(last)
		case err != nil:
			return err
		case last.Status != store.KenoOpen || now.UnixMilli() < last.Closes:
			return nil
		}
		if prev, err := tx.KenoDraw(row.ID, last.Number-1); err == nil && prev.Status == store.KenoClosed {
			return nil // the draw before is still being drawn: this one's drawing cannot begin yet, its sale goes on
		}
		// 83: the drawing begins; nothing more is sold for this draw.
		if err := tx.CloseKenoDraw(row.ID, last.Number); err != nil {
			return err
		}
		next := store.KenoDraw{Table: row.ID, Number: last.Number + 1, Status: store.KenoOpen,
			Closes: max(last.Closes+r.Interval.Milliseconds(), now.Add(r.Interval/2).UnixMilli())}
		last = next
		return tx.CreateKenoDraw(next)
	})
	if err != nil {
		return time.Time{}, err
	}
	if row.Mode == store.Electronic {
		if err := c.drawPending(ctx, row, r); err != nil {
			return time.Time{}, err
		}
	}
	if err := c.expire(ctx, row); err != nil {
		return time.Time{}, err
	}
	return time.UnixMilli(last.Closes), nil
}

// drawPending draws and settles every closed draw of an electronic game,
// oldest first, from the secure source (75).
func (c *Central) drawPending(ctx context.Context, row store.Table, r Rules) error {
	for {
		d, err := c.oldestClosed(ctx, row.ID)
		if err != nil || d == nil {
			return err
		}
		balls, err := game.NewGenerated(c.Gen()).Balls(r.Drawn, r.Numbers)
		if err != nil {
			return err
		}
		if _, err := c.settle(ctx, row, r, d.Number, balls); err != nil {
			return err
		}
	}
}

// oldestClosed returns the game's oldest draw whose drawing has begun and
// whose balls are not recorded, or nil.
func (c *Central) oldestClosed(ctx context.Context, table int64) (*store.KenoDraw, error) {
	var out *store.KenoDraw
	err := c.Store.ReadOnly(ctx, func(tx store.Tx) error {
		out = nil
		ds, err := tx.KenoDraws(table, 0, 50)
		if err != nil {
			return err
		}
		for i := range ds {
			if ds[i].Status == store.KenoClosed {
				out = &ds[i] // newest first: the last one found is the oldest
			}
		}
		return nil
	})
	return out, err
}

// Enter records the balls a live game's draw machine gave for its oldest
// closed draw (75) and settles it. The balls are checked as the tape
// checks a keno draw: drawn different numbers from 1 to numbers.
func (c *Central) Enter(ctx context.Context, row store.Table, balls []int) (store.KenoDraw, error) {
	r, err := RulesOf(row)
	if err != nil {
		return store.KenoDraw{}, err
	}
	if row.Mode != store.Live {
		return store.KenoDraw{}, game.Rulef("75", "keno game %d is electronic: the computer draws its numbers", row.ID)
	}
	raw, _ := json.Marshal(balls)
	checked, err := game.NewTape([]json.RawMessage{raw}).Balls(r.Drawn, r.Numbers)
	if err != nil {
		return store.KenoDraw{}, err
	}
	d, err := c.oldestClosed(ctx, row.ID)
	if err != nil {
		return store.KenoDraw{}, err
	}
	if d == nil {
		return store.KenoDraw{}, game.Rulef("83", "no draw of keno game %d is waiting for its balls: a draw's balls are entered once its sale has closed", row.ID)
	}
	return c.settle(ctx, row, r, d.Number, checked)
}

// settle settles closed draw n with its balls: it plays the draw's script
// on the keno engine, moves the draw's wagers out of escrow and its prizes
// into the prize account, adds each ticket's prizes to its record, and
// records the draw as the game's round n.
func (c *Central) settle(ctx context.Context, row store.Table, r Rules, n int64, balls []int) (store.KenoDraw, error) {
	for attempt := 0; ; attempt++ {
		d, err := c.settleOnce(ctx, row, r, n, balls)
		if !errors.Is(err, store.ErrStale) || attempt == 4 {
			return d, err
		}
		// A claim paid one of the draw's tickets as it settled: read again.
	}
}

func (c *Central) settleOnce(ctx context.Context, row store.Table, r Rules, n int64, balls []int) (store.KenoDraw, error) {
	raw, _ := json.Marshal(balls)
	tape := []json.RawMessage{raw}
	var out store.KenoDraw
	err := c.Store.Do(ctx, func(tx store.Tx) error {
		d, err := tx.KenoDraw(row.ID, n)
		if err != nil {
			return err
		}
		if d.Status != store.KenoClosed {
			return fmt.Errorf("draw %d is %s: %w", n, d.Status, store.ErrDrawClosed)
		}
		tickets, err := tx.KenoTicketsIn(row.ID, n)
		if err != nil {
			return err
		}
		s := script(r, tickets, tape)
		res, err := replay.Run(s, catalog.Lookup)
		if err != nil {
			return fmt.Errorf("draw %d does not settle on the keno engine: %w", n, err)
		}
		if len(res.Rounds) != 1 {
			return fmt.Errorf("draw %d settled %d rounds, not one", n, len(res.Rounds))
		}
		rd := res.Rounds[0]
		var stakes, prizes money.Amount
		won := make([]money.Amount, len(tickets))
		players := map[int64]*store.RoundPlayer{}
		var order []int64
		for _, st := range rd.Settlements {
			if st.Seat < 1 || st.Seat > len(tickets) {
				return fmt.Errorf("draw %d settles seat %d, which no ticket holds", n, st.Seat)
			}
			prize := st.Stake + st.Net
			stakes += st.Stake
			prizes += prize
			won[st.Seat-1] += prize
			t := tickets[st.Seat-1]
			p := players[t.User]
			if p == nil {
				p = &store.RoundPlayer{User: t.User}
				players[t.User] = p
				order = append(order, t.User)
			}
			p.Net += st.Net
			if !slices.Contains(p.Seats, st.Seat) {
				p.Seats = append(p.Seats, st.Seat)
			}
		}
		slices.Sort(order)
		rec := store.Round{Table: row.ID, Status: store.RoundSettled}
		for _, u := range order {
			b, err := tx.Balance(store.Wallet(u))
			if err != nil {
				return err
			}
			players[u].BalanceBefore = b // keno moves no wallet money at a draw: sale before, claim after
			rec.Players = append(rec.Players, *players[u])
		}
		rec.Script, _ = json.Marshal(s)
		rec.Result, _ = json.Marshal(res)
		var xfers []store.Transfer
		if stakes > 0 {
			xfers = []store.Transfer{{Key: fmt.Sprintf("keno-draw:%d:%d", row.ID, n), Kind: "settle", Table: row.ID,
				Memo: fmt.Sprintf("%s keno draw %d settled", row.Name, n),
				Legs: []store.Leg{{Account: store.Escrow(row.ID), Amount: -stakes}, {Account: store.Prizes(row.ID), Amount: prizes},
					{Account: store.House, Amount: stakes - prizes}}}}
		}
		if err := tx.RecordRound(&rec, xfers); err != nil {
			return err
		}
		if rec.Number != n {
			return fmt.Errorf("draw %d would be round %d of keno game %d: its chain is out of step with its draws", n, rec.Number, row.ID)
		}
		for i, t := range tickets {
			if won[i] == 0 && t.Last() != n {
				continue
			}
			was := t
			t.Won += won[i]
			if t.Last() == n && t.Won == t.Paid {
				t.Status = store.TicketPaid // every draw played, nothing (more) to pay
			}
			if err := tx.UpdateKenoTicket(t, was); err != nil {
				return err
			}
		}
		at := c.now().UnixMilli()
		if err := tx.SettleKenoDraw(row.ID, n, balls, rec.ID, at); err != nil {
			return err
		}
		d.Status, d.Balls, d.Round, d.Drawn = store.KenoDrawn, balls, rec.ID, at
		out = d
		return nil
	})
	return out, err
}

// expire sends to the house the prizes whose claim deadline has passed
// (86) and marks their tickets expired.
func (c *Central) expire(ctx context.Context, row store.Table) error {
	now := c.now().UnixMilli()
	// A claim racing the sweep makes it stale; the next tick sweeps again.
	err := c.Store.Do(ctx, func(tx store.Tx) error {
		drawn, err := LastDrawn(tx, row.ID)
		if err != nil {
			return err
		}
		ts, err := tx.KenoOutstanding(row.ID, drawn)
		if err != nil {
			return err
		}
		for _, t := range ts {
			// A ticket expires once every draw it plays is drawn: after an
			// outage its printed deadline may pass before its last draw.
			if t.Deadline >= now || t.Won == t.Paid || t.Last() > drawn {
				continue
			}
			due := t.Won - t.Paid
			if _, err := tx.Post(store.Transfer{Key: "keno-unclaimed:" + t.Control, Kind: "unclaimed", Table: row.ID,
				Memo: fmt.Sprintf("keno ticket %s not claimed by %s", FormatControl(t.Control), stamp(t.Deadline)),
				Legs: []store.Leg{{Account: store.Prizes(row.ID), Amount: -due}, {Account: store.House, Amount: due}}}); err != nil {
				return err
			}
			was := t
			t.Status = store.TicketExpired
			if err := tx.UpdateKenoTicket(t, was); err != nil {
				return err
			}
		}
		return nil
	})
	if errors.Is(err, store.ErrStale) {
		return nil
	}
	return err
}

// Problems checks a keno game's money against its record: the escrow holds
// exactly the wagers of the draws still to play, and the prize account
// exactly the prizes won and not paid or expired. The ledger check proves
// the ledger balances; this proves the keno accounts mean what they say.
func Problems(tx store.Tx, table int64) ([]store.Problem, error) {
	drawn, err := LastDrawn(tx, table)
	if err != nil {
		return nil, err
	}
	ts, err := tx.KenoOutstanding(table, drawn)
	if err != nil {
		return nil, err
	}
	var held, owed money.Amount
	for _, t := range ts {
		var per money.Amount
		for _, s := range t.Selections {
			per += s.Wager
		}
		if left := t.Last() - max(drawn, t.First-1); left > 0 {
			held += per * money.Amount(left)
		}
		owed += t.Won - t.Paid
	}
	bal, err := tx.Balances([]string{store.Escrow(table), store.Prizes(table)})
	if err != nil && !errors.Is(err, store.ErrNotFound) {
		return nil, err
	}
	var out []store.Problem
	if b := bal[store.Escrow(table)]; b != held {
		out = append(out, store.Problem{Account: store.Escrow(table), Msg: fmt.Sprintf("holds %d but the tickets still to play wager %d", b, held)})
	}
	if b := bal[store.Prizes(table)]; b != owed {
		out = append(out, store.Problem{Account: store.Prizes(table), Msg: fmt.Sprintf("holds %d but the prizes won and not paid are %d", b, owed)})
	}
	return out, nil
}

// AllProblems is Problems for every keno game of the floor: what the
// ledger check adds to store.Check.
func AllProblems(tx store.Tx) ([]store.Problem, error) {
	tables, err := tx.Tables()
	if err != nil {
		return nil, err
	}
	var out []store.Problem
	for _, tb := range tables {
		if tb.Game != GameID {
			continue
		}
		ps, err := Problems(tx, tb.ID)
		if err != nil {
			return nil, fmt.Errorf("keno game %d: %w", tb.ID, err)
		}
		out = append(out, ps...)
	}
	return out, nil
}

// LastDrawn returns the number of a game's last drawn draw (0: none).
// Draws are drawn in order, and at most one waits for its balls while
// the next is on sale, so it is among the newest few.
func LastDrawn(tx store.Tx, table int64) (int64, error) {
	ds, err := tx.KenoDraws(table, 0, 10)
	if err != nil {
		return 0, err
	}
	for _, d := range ds {
		if d.Status == store.KenoDrawn {
			return d.Number, nil
		}
	}
	return 0, nil
}
