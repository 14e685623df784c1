package table

import (
	"context"
	"slices"

	"croupier/game"
	"croupier/internal/store"
	"croupier/money"
)

// State is what one person sees of a table: its legal steps (only those they
// may take), their own view of the cards (never another seat's face-down
// cards), the seats, and the server-dealer's next deadline.
type State struct {
	Table    int64            `json:"table"`
	Game     string           `json:"game"`
	Mode     string           `json:"mode"`
	Round    int              `json:"round"`
	Phase    game.Phase       `json:"phase"`
	Turn     int              `json:"turn,omitempty"`
	Options  []game.Option    `json:"options"` // the steps this person may take now
	View     game.View        `json:"view"`
	Seats    map[string]int64 `json:"seats"`              // seat → user id
	Mine     []int            `json:"mine,omitempty"`     // the seats this person holds
	Deadline int64            `json:"deadline,omitempty"` // Unix ms of the next automatic step
	Waiting  bool             `json:"waiting,omitempty"`  // a step waits for the dealer's outcomes
	Events   []game.Event     `json:"events,omitempty"`   // what just happened
	Jackpot  *money.Amount    `json:"jackpot,omitempty"`  // the progressive jackpot's display (21.2, 67.21)
	Felt     any              `json:"felt,omitempty"`     // what the felt shows beyond the view (game.Felter)
}

// behindWager reports whether wager id is placed by a standing player
// behind a box (blackjack's behind wager, 16).
func (t *Table) behindWager(id string) bool {
	w := t.g.Spec.Wager(id)
	return w != nil && w.Player
}

// A Watcher receives a table's State after every change (a WebSocket).
type Watcher struct {
	actor Actor
	C     chan State // closed when the table stops or the watcher lags
	t     *Table
}

// Watch registers a watcher for actor and sends it the current state.
func (t *Table) Watch(ctx context.Context, a Actor) (*Watcher, error) {
	w := &Watcher{actor: a, C: make(chan State, 64), t: t}
	err := t.do(ctx, func() {
		t.mu.Lock()
		t.subs[w] = struct{}{}
		t.mu.Unlock()
		w.C <- t.state(a, nil)
	})
	return w, err
}

// Stop unregisters the watcher.
func (w *Watcher) Stop() {
	w.t.mu.Lock()
	defer w.t.mu.Unlock()
	if _, ok := w.t.subs[w]; ok {
		delete(w.t.subs, w)
		close(w.C)
	}
}

// State returns what actor sees now.
func (t *Table) State(ctx context.Context, a Actor) (State, error) {
	var s State
	err := t.do(ctx, func() { s = t.state(a, nil) })
	return s, err
}

func (t *Table) state(a Actor, events []game.Event) State {
	e := t.rec.Engine()
	l := t.legal
	s := State{Table: t.row.ID, Game: t.row.Game, Mode: t.row.Mode, Round: t.base + l.Round, Phase: l.Phase, Turn: l.Turn,
		Seats: map[string]int64{}, Options: []game.Option{}, Waiting: t.pending != nil}
	for seat, u := range t.seats {
		s.Seats[seatName(seat)] = u
	}
	s.Mine = t.mine(a)
	if f, ok := e.(game.Felter); ok {
		s.Felt = f.Felt()
	}
	if pool, _, ok := t.progressive(); ok {
		if amount, ok := t.cfg.Board.Amount(pool); ok {
			s.Jackpot = &amount
		}
	}
	if d := t.deadline(); !d.IsZero() {
		s.Deadline = d.UnixMilli()
	}
	dealer := t.dealer(a)
	player := a.Role == store.RolePlayer
	for _, o := range l.Options {
		behind := o.Kind == game.KindWager && t.behindWager(o.Name)
		switch {
		case o.Kind == game.KindDealer:
			if dealer {
				s.Options = append(s.Options, o)
			}
		case o.Player != "": // a behind bettor's own decision (16)
			if player && o.Player == a.Name {
				s.Options = append(s.Options, o)
			}
		case behind: // a wager behind another's box: any standing player, as himself
			if !player {
				continue
			}
			for seat := range t.seats {
				if (o.Seat == 0 || o.Seat == seat) && t.seats[seat] != a.User {
					o.Seat, o.Player = seat, a.Name
					s.Options = append(s.Options, o)
				}
			}
		case o.Seat == 0: // a wager any seat may place: offer it on each of mine
			for _, m := range s.Mine {
				o.Seat = m
				s.Options = append(s.Options, o)
			}
		case slices.Contains(s.Mine, o.Seat):
			s.Options = append(s.Options, o)
		}
	}
	s.View = RenumberView(e.View(t.viewer(a)), t.base)
	s.Events = game.Hide(events, t.viewer(a)) // the engine marks what a seat may not see; numbered as the table does
	return s
}

// viewer returns the seat whose view actor gets: everything for an auditor,
// a supervisor and the table itself; the dealer's at a live table for its
// dealer; a player's first seat; else a spectator's.
func (t *Table) viewer(a Actor) int {
	switch {
	case a.Role == store.RoleAuditor || a.Role == store.RoleSupervisor || a == System:
		return game.Omniscient
	case t.dealer(a):
		return game.Dealer
	}
	mine := t.mine(a)
	if len(mine) > 0 {
		return mine[0]
	}
	return Spectator
}

// dealer reports whether actor runs this live table.
func (t *Table) dealer(a Actor) bool {
	return a.Role == store.RoleDealer && t.row.Mode == store.Live && (t.row.Dealer == 0 || t.row.Dealer == a.User)
}

// mine returns the seats actor holds, in order.
func (t *Table) mine(a Actor) []int {
	var out []int
	for seat, u := range t.seats {
		if u == a.User && a != System {
			out = append(out, seat)
		}
	}
	slices.Sort(out)
	return out
}

// publish sends every watcher its new state. A watcher that does not keep
// up is dropped (its connection closes and the client reconnects).
func (t *Table) publish(events []game.Event) {
	t.mu.Lock()
	defer t.mu.Unlock()
	for w := range t.subs {
		select {
		case w.C <- t.state(w.actor, events):
		default:
			delete(t.subs, w)
			close(w.C)
		}
	}
}

func (t *Table) closeWatchers() {
	t.mu.Lock()
	defer t.mu.Unlock()
	for w := range t.subs {
		delete(t.subs, w)
		close(w.C)
	}
}
