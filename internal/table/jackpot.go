package table

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"sync"

	"croupier/game"
	"croupier/internal/store"
	"croupier/money"
)

// A Board is the progressive jackpots' display of one server (21.2; 67.21:
// "a display board continuously indicating the amount"): every pool's
// amount as the ledger last had it, and the tables that show it. A table
// offering a progressive wager reads its pool's amount here as the bets
// close, and tells the board what its settled rounds left in the pool; the
// board has every table of that pool push the new amount to its watchers.
//
// Each game's progressive tables share one pool, the ledger account
// store.Pool(game id), unless the engine names its pool (linked slot
// machines: store.Pool of the Jackpot's Pool). Contribution is the cents
// of each $1 progressive wager that go into the pool; the rest stays with
// the house. An engine reckoning its own contribution (a slot machine's
// rate, 91) reports it in the round's JackpotDraw.
type Board struct {
	Contribution money.Amount

	mu      sync.Mutex
	amounts map[string]money.Amount
	tables  map[string]map[*Table]struct{}
}

// NewBoard returns an empty board putting contribution cents of each $1
// progressive wager into its pool.
func NewBoard(contribution money.Amount) *Board {
	return &Board{Contribution: contribution, amounts: map[string]money.Amount{}, tables: map[string]map[*Table]struct{}{}}
}

// Amount returns pool's amount on the display, and whether the board has
// it.
func (b *Board) Amount(pool string) (money.Amount, bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	a, ok := b.amounts[pool]
	return a, ok
}

// set shows amount for pool and has every other table of the pool push
// it to its watchers.
func (b *Board) set(pool string, amount money.Amount, from *Table) {
	b.mu.Lock()
	changed := b.amounts[pool] != amount
	b.amounts[pool] = amount
	var others []*Table
	for t := range b.tables[pool] {
		if t != from {
			others = append(others, t)
		}
	}
	b.mu.Unlock()
	if !changed {
		return
	}
	for _, t := range others {
		go t.do(context.Background(), func() { t.publish(nil) }) // never wait on another table's goroutine
	}
}

// join adds t to pool's tables; leave removes it.
func (b *Board) join(pool string, t *Table) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.tables[pool] == nil {
		b.tables[pool] = map[*Table]struct{}{}
	}
	b.tables[pool][t] = struct{}{}
}

func (b *Board) leave(pool string, t *Table) {
	b.mu.Lock()
	defer b.mu.Unlock()
	delete(b.tables[pool], t)
}

// progressive returns the table's jackpot pool account and its seed, and
// reports whether the table offers a progressive wager on a board.
func (t *Table) progressive() (pool string, seed money.Amount, ok bool) {
	if t.cfg.Board == nil || t.row.Tournament != 0 { // a tournament plays for chips, not a pool of money
		return "", 0, false
	}
	p, isP := t.rec.Engine().(game.Progressive)
	if !isP {
		return "", 0, false
	}
	j, offered := p.Progressive()
	if !offered {
		return "", 0, false
	}
	if j.Pool != "" {
		return store.Pool(j.Pool), j.Seed, true
	}
	return store.Pool(t.row.Game), j.Seed, true
}

// openPool makes sure the table's pool exists, funding a new one with the
// seed from the house, and puts its amount on the board.
func (t *Table) openPool(ctx context.Context) error {
	pool, seed, ok := t.progressive()
	if !ok {
		return nil
	}
	var amount money.Amount
	err := t.cfg.Store.Do(ctx, func(tx store.Tx) error {
		b, err := tx.Balance(pool)
		if !errors.Is(err, store.ErrNotFound) || seed == 0 {
			if errors.Is(err, store.ErrNotFound) {
				err = tx.CreateAccount(pool, store.KindPool)
			}
			amount = b
			return err
		}
		// The first table of the game to open creates the pool and seeds it,
		// once: its key is the pool's.
		if err := tx.CreateAccount(pool, store.KindPool); err != nil {
			return err
		}
		_, err = tx.Post(store.Transfer{Key: "seed:" + pool, Kind: "seed",
			Memo: fmt.Sprintf("%s jackpot seeded by %s", t.row.Game, t.row.Name), Table: t.row.ID,
			Legs: []store.Leg{{Account: store.House, Amount: -seed}, {Account: pool, Amount: seed}}})
		amount = seed
		return err
	})
	if err != nil {
		return fmt.Errorf("table %d: jackpot pool: %w", t.row.ID, err)
	}
	t.cfg.Board.join(pool, t)
	t.cfg.Board.set(pool, amount, t)
	return nil
}

// tellJackpot adds the pool's amount on the board to a no-more-bets step
// at a progressive table, or to the step its engine's JackpotCarrier
// names: the jackpot the round draws on (the engine's Jackpot.Tell or
// Take). It is logged with the step, so the round replays alike.
func (t *Table) tellJackpot(s game.Step) game.Step {
	if c, ok := t.rec.Engine().(game.JackpotCarrier); ok {
		if !c.CarriesJackpot(s) {
			return s
		}
	} else if s.Dealer != "no-more-bets" {
		return s
	}
	pool, _, ok := t.progressive()
	if !ok {
		return s
	}
	amount, ok := t.cfg.Board.Amount(pool)
	if !ok {
		return s
	}
	args := make(map[string]json.RawMessage, len(s.Args)+1)
	for k, v := range s.Args {
		args[k] = v
	}
	args["jackpot"] = json.RawMessage(strconv.FormatInt(int64(amount), 10))
	s.Args = args
	return s
}

// poolLegs returns the legs that move a settled round's jackpot money
// between the house and the pool: the contributions of its progressive
// wagers, the seed put back by 100% awards, less the awards (which the
// round's settlement legs pay from the house). An award beyond what the
// pool holds (another table paid from it in the meantime) is paid by the
// house: the pool never goes below zero. It returns the pool's amount
// after the round.
func (t *Table) poolLegs(tx store.Tx, rd game.Round) ([]store.Leg, string, money.Amount, error) {
	pool, _, ok := t.progressive()
	if !ok {
		return nil, "", 0, nil
	}
	in := rd.Jackpot.Contributed
	for _, s := range rd.Settlements {
		if s.Wager == "progressive" && s.Result != game.Void {
			in += s.Stake / 100 * t.cfg.Board.Contribution
		}
	}
	b := t.shown // the batch's earlier rounds' legs may not be applied yet
	if t.showing != pool {
		var err error
		if b, err = tx.Balance(pool); err != nil {
			return nil, "", 0, err
		}
	}
	delta := in + rd.Jackpot.Reseeded - min(rd.Jackpot.Paid, b)
	if delta == 0 {
		return nil, pool, b, nil
	}
	return []store.Leg{{Account: pool, Amount: delta}, {Account: store.House, Amount: -delta}}, pool, b + delta, nil
}
