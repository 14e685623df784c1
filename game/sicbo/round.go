package sicbo

import (
	"fmt"
	"slices"

	"croupier/dice"
	"croupier/game"
)

// Engine is a Sic Bo table. Its state is plain values and slices copied
// before they change or only appended to, so Apply can undo a failed step by
// restoring a copy.
type Engine struct {
	rules Rules
	tape  *game.Tape
	rec   game.Record
	bets  game.Layout
	phase game.Phase
	roll  dice.Roll // the current round's roll, once rolled
}

// New opens a Sic Bo table under rules r reading its rolls from tape.
func New(r Rules, tape *game.Tape) (*Engine, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	return &Engine{rules: r, tape: tape, rec: game.NewRecord(), bets: game.NewLayout(r.betting()), phase: game.PhaseBets}, nil
}

// Apply implements game.Engine.
func (e *Engine) Apply(s game.Step) error {
	return game.Atomic(e, e.tape, func() error { return e.apply(s) })
}

func (e *Engine) apply(s game.Step) error {
	if err := e.bets.CheckSeat(s); err != nil {
		return err
	}
	switch s.Kind() {
	case game.KindWager:
		return e.bets.Place(&e.rec, s)
	case game.KindWithdraw:
		if _, err := parseSpot(s.Withdraw); err != nil {
			return err
		}
		return e.bets.Withdraw(&e.rec, s)
	case game.KindAct:
		return game.Rulef("95.22", "Sic Bo has no decisions: a player only places wagers, so seat %d cannot %q", s.Seat, s.Act)
	}
	return e.dealerStep(s.Dealer)
}

func (e *Engine) dealerStep(name string) error {
	switch name {
	case "no-more-bets":
		if e.phase != game.PhaseBets {
			return game.Rulef("95.23", "bets are already closed in round %d", e.rec.Round())
		}
		return e.close()
	case "roll":
		switch e.phase {
		case game.PhaseOver:
			return game.Rulef("95.20", "round %d is settled: the dice are rolled again after next-round and new wagers", e.rec.Round())
		case game.PhaseBets: // the leniency of doc.go: the roll closes the bets
			if err := e.close(); err != nil {
				return err
			}
		}
		return e.rollDice()
	case "next-round":
		if e.phase != game.PhaseOver {
			return game.Rulef("95.24", "round %d is not settled yet: the dice have not been rolled", e.rec.Round())
		}
		e.phase = game.PhaseBets
		e.roll = nil
		e.bets.NextRound()
		e.rec.NextRound()
		return nil
	}
	return game.Rulef("95.20", "Sic Bo's dealer steps are no-more-bets, roll and next-round, not %q", name)
}

// close announces no more bets (95.23): there must be something to roll for.
func (e *Engine) close() error {
	if e.bets.Empty() {
		return game.Rulef("95.23", "no wager is on the layout in round %d: there is nothing to roll for", e.rec.Round())
	}
	e.phase = game.PhaseDealer
	e.bets.Close(&e.rec)
	return nil
}

// rollDice reads one roll of the three dice (95.18, 95.20) and settles.
func (e *Engine) rollDice() error {
	r, err := e.tape.Dice(3)
	if err != nil {
		return &game.RuleError{Section: "95.18", Msg: fmt.Sprintf("roll of the three dice in round %d", e.rec.Round()), Err: err}
	}
	e.roll = r
	e.rec.Emit(game.Event{Kind: game.EventRoll, Dice: slices.Clone([]int(r))})
	e.settle(r)
	return nil
}

// Finish implements game.Engine: wagers on the layout must be rolled for.
func (e *Engine) Finish() error {
	if e.phase != game.PhaseOver && !e.bets.Empty() {
		return game.Rulef("95.20", "the script ends in round %d with wagers on the layout that were not rolled for", e.rec.Round())
	}
	return nil
}

// Legal implements game.Engine: while bets are open, every place of the
// layout for any seat (the number of players is unlimited, 95.19) and the
// withdrawal of each wager on it.
func (e *Engine) Legal() game.Legal {
	l := game.Legal{Round: e.rec.Round(), Phase: e.phase}
	switch e.phase {
	case game.PhaseBets:
		l.Options = e.bets.Options()
		if !e.bets.Empty() {
			l.Options = append(l.Options,
				game.Option{Kind: game.KindDealer, Name: "no-more-bets", Section: "95.23"},
				game.Option{Kind: game.KindDealer, Name: "roll", Section: "95.20"})
		}
	case game.PhaseDealer:
		l.Options = []game.Option{{Kind: game.KindDealer, Name: "roll", Section: "95.20"}}
	case game.PhaseOver:
		l.Options = []game.Option{{Kind: game.KindDealer, Name: "next-round"}}
	}
	return l
}

// View implements game.Engine. Nothing is hidden in Sic Bo: every seat sees
// the roll, the whole layout and the last settled round. Once the dice are
// rolled the layout is empty, its wagers paid or collected: they are in Last
// until next-round.
func (e *Engine) View(seat int) game.View {
	v := game.View{Seat: seat, Round: e.rec.Round(), Phase: e.phase, Wagers: e.bets.Wagers()}
	if e.roll != nil {
		v.Dice = slices.Clone([]int(e.roll))
	}
	if last := e.rec.Last(); last != nil {
		last.Dice = slices.Clone(last.Dice)
		last.Settlements = slices.Clone(last.Settlements)
		v.Last = last
	}
	return v
}

// Rounds implements game.Engine: the engine's own append-only slice.
func (e *Engine) Rounds() []game.Round { return e.rec.Rounds() }

// Events implements game.Engine: nothing in Sic Bo is hidden.
func (e *Engine) Events(seat int) []game.Event { return e.rec.Events(seat) }
