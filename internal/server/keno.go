package server

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"time"

	"croupier/catalog"
	"croupier/game"
	"croupier/internal/keno"
	"croupier/internal/store"
	"croupier/internal/table"
	"croupier/money"
)

// A keno game runs on the server holding its lease: its clock (keno.Tick)
// closes and opens draws and draws an electronic game's balls. Sales,
// claims and a live game's balls are database transactions any server
// takes.
type kenoRunner struct {
	cancel context.CancelFunc
	done   chan struct{}
}

// runKeno starts the clock of a keno game whose lease this server holds.
func (s *Server) runKeno(ctx context.Context, row store.Table) {
	ctx, cancel := context.WithCancel(ctx)
	k := &kenoRunner{cancel: cancel, done: make(chan struct{})}
	s.mu.Lock()
	s.kenos[row.ID] = k
	s.mu.Unlock()
	go func() {
		defer close(k.done)
		for {
			next, err := s.keno.Tick(ctx, row)
			wait := time.Until(next)
			if err != nil {
				if ctx.Err() != nil {
					return
				}
				s.cfg.Log.Warn("keno clock", "table", row.ID, "err", err)
				wait = time.Second
			}
			wait = min(max(wait, 10*time.Millisecond), time.Second) // at least once a second: expiries, a restart's pending draw
			select {
			case <-ctx.Done():
				return
			case <-time.After(wait):
			}
		}
	}()
	s.cfg.Log.Info("keno game running", "table", row.ID, "mode", row.Mode)
}

func (s *Server) dropKeno(id int64) {
	s.mu.Lock()
	k := s.kenos[id]
	delete(s.kenos, id)
	s.mu.Unlock()
	if k != nil {
		k.cancel()
		<-k.done
	}
}

// kenoRow returns the keno game named in the path.
func (s *Server) kenoRow(r *request) (store.Table, error) {
	id, err := pathID(r, "id")
	if err != nil {
		return store.Table{}, err
	}
	var row store.Table
	err = s.cfg.Store.ReadOnly(r.Context(), func(tx store.Tx) (err error) { row, err = tx.Table(id); return err })
	if err != nil {
		return row, err
	}
	if row.Game != keno.GameID {
		return row, errorf(CodeNotFound, "table %d plays %s, not keno", id, row.Game)
	}
	return row, nil
}

// kenoState is what the keno page shows: the rules and the prizes (76, 77),
// the draw on sale with its closing time, the draw waiting for its balls,
// and the last draws' results.
type kenoState struct {
	Game    store.Table      `json:"game"`
	Rules   any              `json:"rules"` // the engine's Felt: spots, paytable, exact returns, limits
	Place   string           `json:"place"`
	Now     int64            `json:"now"`
	OnSale  *store.KenoDraw  `json:"onSale,omitempty"`
	Waiting *store.KenoDraw  `json:"waiting,omitempty"` // closed, balls not yet recorded (a live game's draw machine)
	Drawn   []store.KenoDraw `json:"drawn"`
}

func (s *Server) kenoState(w http.ResponseWriter, r *request) error {
	row, err := s.kenoRow(r)
	if err != nil {
		return err
	}
	st := kenoState{Game: row, Place: s.keno.Place, Now: time.Now().UnixMilli(), Rules: s.kenoFelt(row), Drawn: []store.KenoDraw{}}
	err = s.cfg.Store.ReadOnly(r.Context(), func(tx store.Tx) error {
		ds, err := tx.KenoDraws(row.ID, 0, 12)
		if err != nil {
			return err
		}
		for i := range ds {
			switch ds[i].Status {
			case store.KenoOpen:
				st.OnSale = &ds[i]
			case store.KenoClosed:
				st.Waiting = &ds[i]
			default:
				st.Drawn = append(st.Drawn, ds[i])
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	writeJSON(w, 200, st)
	return nil
}

// kenoFelt returns what the engine shows of a keno game's rules: its pay
// table with the exact returns, its spots and limits (76, 77). A table's
// options never change, and the exact returns take half a millisecond, so
// the page's polls read it from s.felts, made once per game.
func (s *Server) kenoFelt(row store.Table) any {
	if f, ok := s.felts.Load(row.ID); ok {
		return f
	}
	rules, err := keno.RulesOf(row)
	if err != nil {
		return nil
	}
	g, _ := catalog.Lookup(keno.GameID)
	e, err := g.New(rules.Table, game.NewTape(nil))
	if err != nil {
		return nil
	}
	f, ok := e.(game.Felter)
	if !ok {
		return nil
	}
	felt := f.Felt()
	s.felts.Store(row.ID, felt)
	return felt
}

// kenoTicket is a ticket as printed (82): its selections and wagers, its
// draws, its control number, the most paid per draw and the deadline.
type kenoTicket struct {
	store.KenoTicket
	ControlPrinted string       `json:"controlPrinted"`
	Game           string       `json:"game"`
	MaxAggregate   money.Amount `json:"maxAggregate"` // 82(5)
	Place          string       `json:"place"`        // 86: where to claim
	Due            money.Amount `json:"due"`          // won and not yet paid
}

func (s *Server) printTicket(tx store.Tx, t store.KenoTicket) kenoTicket {
	kt := kenoTicket{KenoTicket: t, ControlPrinted: keno.FormatControl(t.Control), Place: s.keno.Place, Due: t.Won - t.Paid}
	if t.Status == store.TicketExpired {
		kt.Due = 0
	}
	if row, err := tx.Table(t.Table); err == nil {
		kt.Game = row.Name
		if rules, err := keno.RulesOf(row); err == nil {
			kt.MaxAggregate = money.Amount(rules.Table.Int("max-aggregate-payout"))
		}
	}
	return kt
}

func (s *Server) kenoSell(w http.ResponseWriter, r *request) error {
	row, err := s.kenoRow(r)
	if err != nil {
		return err
	}
	var slip keno.Slip
	if err := decode(r, &slip); err != nil {
		return err
	}
	if slip.Draws == 0 {
		slip.Draws = 1
	}
	return s.idempotent(w, r, func(idem *table.Idem) error {
		var resp []byte
		_, err := s.keno.SellWith(r.Context(), row, r.user.ID, slip, func(tx store.Tx, t store.KenoTicket) error {
			resp, _ = json.Marshal(map[string]any{"ticket": s.printTicket(tx, t)})
			if idem == nil {
				return nil
			}
			return tx.SaveRequest(idem.Key, store.Request{BodyHash: idem.BodyHash, Status: http.StatusCreated, Response: resp})
		})
		if err != nil {
			return err
		}
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusCreated)
		w.Write(append(resp, '\n'))
		return nil
	})
}

func (s *Server) kenoTickets(w http.ResponseWriter, r *request) error {
	var out []kenoTicket
	err := s.cfg.Store.ReadOnly(r.Context(), func(tx store.Tx) error {
		ts, err := tx.UserKenoTickets(r.user.ID, 50)
		if err != nil {
			return err
		}
		for _, t := range ts {
			out = append(out, s.printTicket(tx, t))
		}
		return nil
	})
	if err != nil {
		return err
	}
	if out == nil {
		out = []kenoTicket{}
	}
	writeJSON(w, 200, map[string]any{"tickets": out})
	return nil
}

// kenoTicketByControl shows one ticket to its buyer, to a cashier about to
// pay it and to the auditors: the central record (84).
func (s *Server) kenoTicketByControl(w http.ResponseWriter, r *request) error {
	code, err := keno.ParseControl(r.PathValue("control"))
	if err != nil {
		return game.Rulef("83", "%v", err)
	}
	var out kenoTicket
	err = s.cfg.Store.ReadOnly(r.Context(), func(tx store.Tx) error {
		t, err := tx.KenoTicket(code)
		if errors.Is(err, store.ErrNotFound) {
			return game.Rulef("83", "no ticket has control number %s: a counterfeit or misprinted ticket wins nothing", keno.FormatControl(code))
		}
		if err != nil {
			return err
		}
		if r.user.Role == store.RolePlayer && t.User != r.user.ID {
			return errorf(CodeForbidden, "ticket %s is not one you bought: its holder presents it for payment (86)", keno.FormatControl(code))
		}
		out = s.printTicket(tx, t)
		return nil
	})
	if err != nil {
		return err
	}
	writeJSON(w, 200, map[string]any{"ticket": out})
	return nil
}

type kenoClaimRequest struct {
	Control string `json:"control"`
	User    string `json:"user"` // a cashier paying into a player's wallet
	Cash    bool   `json:"cash"` // a cashier paying cash
}

// kenoClaim pays a winning ticket to its holder (86): a player presenting
// it at a terminal is paid into his wallet; a cashier pays cash, or into
// the wallet of the player named.
func (s *Server) kenoClaim(w http.ResponseWriter, r *request) error {
	var c kenoClaimRequest
	if err := decode(r, &c); err != nil {
		return err
	}
	to := keno.Payee{User: r.user.ID}
	if r.user.Role == store.RoleCashier {
		switch {
		case c.Cash == (c.User != ""):
			return errorf(CodeBadRequest, "a cashier pays a keno prize either in cash (\"cash\": true) or into the wallet of the player named in \"user\", one of the two")
		case c.Cash:
			to = keno.Payee{Cash: true, Cashier: r.user.Name}
		default:
			var u store.User
			err := s.cfg.Store.ReadOnly(r.Context(), func(tx store.Tx) (err error) { u, err = tx.UserByName(c.User); return err })
			if err != nil {
				return err
			}
			if u.Role != store.RolePlayer {
				return errorf(CodeBadRequest, "%s is a %s, not a player: only players have wallets", u.Name, u.Role)
			}
			to = keno.Payee{User: u.ID, Cashier: r.user.Name}
		}
	} else if c.Cash || c.User != "" {
		return errorf(CodeForbidden, "a player's claim is paid into his own wallet; cash is paid at the cage")
	}
	t, paid, err := s.keno.Claim(r.Context(), c.Control, to)
	if err != nil {
		return err
	}
	var out kenoTicket
	s.cfg.Store.ReadOnly(r.Context(), func(tx store.Tx) error { out = s.printTicket(tx, t); return nil })
	writeJSON(w, 200, map[string]any{"paid": paid, "ticket": out})
	return nil
}

// kenoEnter takes the balls a live keno game's draw machine gave (75),
// entered by the game's dealer.
func (s *Server) kenoEnter(w http.ResponseWriter, r *request) error {
	row, err := s.kenoRow(r)
	if err != nil {
		return err
	}
	if row.Dealer != 0 && row.Dealer != r.user.ID {
		return errorf(CodeForbidden, "only keno game %d's own draw operator enters its balls", row.ID)
	}
	var c struct {
		Balls []int `json:"balls"`
	}
	if err := decode(r, &c); err != nil {
		return err
	}
	d, err := s.keno.Enter(r.Context(), row, c.Balls)
	if err != nil {
		return err
	}
	writeJSON(w, 200, map[string]any{"draw": d})
	return nil
}

// kenoClosable refuses to close a keno game that has sold tickets for
// draws not yet drawn: their wagers would stay in escrow for ever. Prizes
// already won stay claimable at a closed game.
func (s *Server) kenoClosable(ctx context.Context, id int64) error {
	return s.cfg.Store.ReadOnly(ctx, func(tx store.Tx) error {
		row, err := tx.Table(id)
		if err != nil || row.Game != keno.GameID {
			return err
		}
		drawn, err := keno.LastDrawn(tx, id)
		if err != nil {
			return err
		}
		ts, err := tx.KenoOutstanding(id, drawn)
		if err != nil {
			return err
		}
		for _, t := range ts {
			if t.Last() > drawn {
				return errorf(CodeConflict, "keno game %d has tickets for draws not yet drawn (ticket %d plays to draw %d; the last drawn is %d): close it when they are drawn", id, t.ID, t.Last(), drawn)
			}
		}
		return nil
	})
}
