package table

import (
	"time"

	"croupier/game"
)

// Spectator is the seat whose View a watcher without a seat gets: no seat
// holds it, so it shows only what every player may see.
const Spectator = 1000

// clock notes when the phase, the turn or the betting window began, after a
// step that moved the table from before.
func (t *Table) clock(before game.Legal) {
	now := t.cfg.Clock()
	l := t.legal
	if l.Phase != before.Phase || l.Turn != before.Turn || l.Round != before.Round {
		t.phaseAt = now
	}
	switch {
	case l.Phase != game.PhaseBets:
		t.betsAt = time.Time{}
	case t.betsAt.IsZero() && sumHolds(t.holds) > 0:
		t.betsAt = now
	}
}

// deadline returns when an electronic table's server-dealer acts next, or
// the zero time if it waits for the players.
func (t *Table) deadline() time.Time {
	if t.row.Mode != "electronic" || t.closed {
		return time.Time{}
	}
	ms := func(n int64) time.Duration { return time.Duration(n) * time.Millisecond }
	switch t.legal.Phase {
	case game.PhaseBets:
		if t.betsAt.IsZero() {
			if len(t.rec.Engine().View(game.Omniscient).Wagers) == 0 {
				return time.Time{}
			}
			t.betsAt = t.cfg.Clock() // wagers carried over a restart: a fresh window
		}
		return t.betsAt.Add(ms(t.row.Timing.Bets))
	case game.PhaseDecision:
		return t.phaseAt.Add(ms(t.row.Timing.Decision))
	case game.PhaseOver:
		return t.phaseAt.Add(ms(t.row.Timing.Result))
	}
	return t.phaseAt // the dealer's turn: at once
}

// schedule sets the timer for the next server-dealer action.
func (t *Table) schedule() {
	t.timer.Stop()
	d := t.deadline()
	if d.IsZero() {
		return
	}
	t.timer.Reset(max(time.Until(d), 0))
}

// tick is the server-dealer's turn at an electronic table: close the bets
// when the window ends, deal or roll, take a seat's default decision when
// its time is up, and start the next round after the result was shown.
func (t *Table) tick() {
	if d := t.deadline(); d.IsZero() || t.cfg.Clock().Before(d) {
		t.schedule()
		return
	}
	step, ok := t.auto()
	if !ok {
		return
	}
	if _, err := t.applyOne(&stepOp{actor: System, step: step, reply: make(chan stepReply, 1)}); err != nil {
		// The database is away or the step is refused: try again shortly.
		t.timer.Reset(time.Second)
	}
}

// auto chooses the server-dealer's step now.
func (t *Table) auto() (game.Step, bool) {
	l := t.legal
	switch l.Phase {
	case game.PhaseOver:
		return game.Step{Dealer: "next-round"}, true
	case game.PhaseDecision:
		return t.defaultAct(l)
	}
	for _, o := range l.Options {
		if o.Kind == game.KindDealer && o.Name != "next-round" {
			return game.Step{Dealer: o.Name}, true
		}
	}
	return game.Step{}, false
}

// defaultAct is the decision taken for a seat whose time ran out: the
// default games.md names if there is one (declining insurance), else
// standing pat (stand, check), else the first act that puts no more money
// at risk and draws nothing by name (War's surrender, a fold), else the
// first act offered.
func (t *Table) defaultAct(l game.Legal) (game.Step, bool) {
	var acts []game.Option
	for _, o := range l.Options {
		if o.Kind == game.KindAct && o.Seat == l.Turn {
			acts = append(acts, o)
		}
	}
	if len(acts) == 0 {
		return game.Step{}, false
	}
	take := func(o game.Option) (game.Step, bool) {
		return game.Step{Seat: o.Seat, Player: o.Player, Act: o.Name}, true
	}
	for _, d := range t.g.Spec.Decisions {
		for _, o := range acts {
			if d.Default && d.Act == o.Name {
				return take(o)
			}
		}
	}
	for _, name := range []string{"stand", "check"} {
		for _, o := range acts {
			if o.Name == name {
				return take(o)
			}
		}
	}
	for _, o := range acts {
		if o.Min == 0 && o.Max == 0 && !t.placesWager(o.Name) && o.Name != "hit" {
			return take(o)
		}
	}
	return take(acts[0])
}

// placesWager reports whether an act creates a wager of its own name (War's
// "war", a double).
func (t *Table) placesWager(act string) bool {
	for _, w := range t.g.Spec.Wagers {
		if w.Decision && w.ID == act {
			return true
		}
	}
	return false
}
