package wheel

import (
	"encoding/json"
	"fmt"
	"slices"

	"croupier/game"
)

// Event kinds of the wheel, beside the shared ones. The strings are stored
// and sent, so they never change (STYLE 7).
const (
	// EventSpin is a valid spin (121): Text says where the pin stopped.
	EventSpin game.EventKind = "spin"
	// EventInvalidSpin is a spin of fewer than 3 revolutions (121): nothing
	// is settled and the wheel is spun again. Text says what it showed.
	EventInvalidSpin game.EventKind = "invalid-spin"
)

// MinRevolutions is how many revolutions the wheel must complete for a
// result to be valid (121).
const MinRevolutions = 3

// Engine is a Wheel of Fortune table. Its state is plain values and slices
// copied before they change or only appended to (the rules' slices and map
// are never changed after New), so Apply can undo a failed step by
// restoring a copy.
type Engine struct {
	rules Rules
	syms  []string         // the symbols in wheel order, each where it first appears
	odds  map[string]int64 // odds N to 1 by symbol; read only
	tape  *game.Tape
	rec   game.Record
	bets  game.Layout
	phase game.Phase
	spin  game.Spin // the last spin, valid or not
	spun  bool      // whether the wheel has been spun at all
}

// New opens a Wheel of Fortune table under rules r reading its spins from
// tape.
func New(r Rules, tape *game.Tape) (*Engine, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	r.Segments = append([]string(nil), r.Segments...)
	odds := make(map[string]int64, len(r.Payouts))
	for s, n := range r.Payouts {
		odds[s] = n
	}
	r.Payouts = odds
	syms := symbols(r.Segments)
	return &Engine{rules: r, syms: syms, odds: odds, tape: tape, rec: game.NewRecord(),
		bets: game.NewLayout(r.betting(syms)), phase: game.PhaseBets}, nil
}

// Apply implements game.Engine.
func (e *Engine) Apply(s game.Step) error {
	return game.Atomic(e, e.tape, func() error { return e.apply(s) })
}

func (e *Engine) apply(s game.Step) error {
	if err := e.bets.CheckSeat(s); err != nil {
		return err
	}
	// The next round opens by itself: once a spin has settled a round, a
	// step that belongs to the next one opens it first, exactly as
	// next-round would (doc.go). Atomic undoes the opening if the step is
	// then refused.
	if e.phase == game.PhaseOver && (s.Kind() != game.KindDealer || s.Dealer == "no-more-bets" || s.Dealer == "spin") {
		e.nextRound()
	}
	switch s.Kind() {
	case game.KindWager:
		return e.bets.Place(&e.rec, s)
	case game.KindWithdraw:
		if _, err := symbolOf(e.syms, s.Withdraw); err != nil {
			return err
		}
		return e.bets.Withdraw(&e.rec, s)
	case game.KindAct:
		return game.Rulef("118", "the Wheel of Fortune has no decisions: a player only places wagers on the layout, so seat %d cannot %q", s.Seat, s.Act)
	}
	return e.dealerStep(s.Dealer)
}

func (e *Engine) dealerStep(name string) error {
	switch name {
	case "no-more-bets":
		if e.phase != game.PhaseBets {
			return game.Rulef("118", "bets are already closed in round %d", e.rec.Round())
		}
		return e.close()
	case "spin":
		if e.phase == game.PhaseBets { // doc.go: a spin closes the bets first
			if err := e.close(); err != nil {
				return err
			}
		}
		return e.spinWheel()
	case "next-round":
		if e.phase != game.PhaseOver {
			return game.Rulef("121", "round %d is not settled yet: the wheel has not given a valid result", e.rec.Round())
		}
		e.nextRound()
		return nil
	}
	return game.Rulef("118", "the Wheel of Fortune's dealer steps are no-more-bets, spin and next-round, not %q", name)
}

// nextRound opens the bets of the next round.
func (e *Engine) nextRound() {
	e.phase = game.PhaseBets
	e.bets.NextRound()
	e.rec.NextRound()
}

// close announces "No more bets" (118): there must be something to spin
// for.
func (e *Engine) close() error {
	if e.bets.Empty() {
		return game.Rulef("118", "no wager is on the layout in round %d: there is nothing to spin for", e.rec.Round())
	}
	e.phase = game.PhaseDealer
	e.bets.Close(&e.rec)
	return nil
}

// spinWheel reads one spin from the tape. A spin of at least 3 revolutions,
// or one whose revolutions were not recorded, is a valid result and settles
// the round; one of fewer settles nothing and the wheel is spun again with
// the next step (121).
func (e *Engine) spinWheel() error {
	sp, err := e.tape.Stop(len(e.rules.Segments))
	if err != nil {
		return &game.RuleError{Section: "117", Msg: fmt.Sprintf("spin of the wheel in round %d", e.rec.Round()), Err: err}
	}
	e.spin, e.spun = sp, true
	sym := e.rules.Segments[sp.Stop]
	if sp.Revolutions < MinRevolutions && (sp.Revolutions > 0 || counted(e.tape.Consumed()[e.tape.Pos()-1])) {
		e.rec.Emit(game.Event{Kind: EventInvalidSpin, Text: fmt.Sprintf(
			"stop %d (%s) after %d revolutions: not a valid result, the wheel must complete at least %d (121); it is spun again",
			sp.Stop, sym, sp.Revolutions, MinRevolutions)})
		return nil
	}
	text := fmt.Sprintf("stop %d (%s)", sp.Stop, sym)
	if sp.Revolutions > 0 {
		text += fmt.Sprintf(", %d revolutions", sp.Revolutions)
	}
	e.rec.Emit(game.Event{Kind: EventSpin, Text: text})
	e.settle(sp)
	return nil
}

// counted reports whether the tape entry raw records the revolutions, as
// {"stop": k, "revolutions": r} does: an explicit 0 is a wheel that did not
// turn, not a plain stop.
func counted(raw json.RawMessage) bool {
	var obj struct {
		Revolutions *int `json:"revolutions"`
	}
	return json.Unmarshal(raw, &obj) == nil && obj.Revolutions != nil
}

// Finish implements game.Engine: wagers on the layout must be spun for.
func (e *Engine) Finish() error {
	if e.phase != game.PhaseOver && !e.bets.Empty() {
		return game.Rulef("121", "the script ends in round %d with wagers on the layout that no valid spin has decided", e.rec.Round())
	}
	return nil
}

// Legal implements game.Engine. While bets are open: every symbol of the
// layout for any seat, the withdrawal of each wager on it and, with a wager
// on it, the dealer's no-more-bets and spin. Once closed: the spin (again
// after an invalid one). Once settled: next-round, then what the next round
// offers (its wagers), which open it by themselves.
func (e *Engine) Legal() game.Legal {
	l := game.Legal{Round: e.rec.Round(), Phase: e.phase}
	switch e.phase {
	case game.PhaseBets:
		l.Options = e.bets.Options()
		if !e.bets.Empty() {
			l.Options = append(l.Options,
				game.Option{Kind: game.KindDealer, Name: "no-more-bets", Section: "118"},
				game.Option{Kind: game.KindDealer, Name: "spin", Section: "121"})
		}
	case game.PhaseDealer:
		l.Options = []game.Option{{Kind: game.KindDealer, Name: "spin", Section: "121"}}
	case game.PhaseOver:
		next := e.bets
		next.NextRound()
		l.Options = append([]game.Option{{Kind: game.KindDealer, Name: "next-round"}}, next.Options()...)
	}
	return l
}

// View implements game.Engine. Nothing is hidden at the wheel: every seat
// sees the wheel where the last spin left it (valid or not), the whole
// layout and the last settled round. Once a valid spin settles the round
// the layout is empty, its wagers paid or collected: they are in Last.
func (e *Engine) View(seat int) game.View {
	v := game.View{Seat: seat, Round: e.rec.Round(), Phase: e.phase, Wagers: e.bets.Wagers()}
	if e.spun {
		stop := e.spin.Stop
		v.Stop, v.Revolutions = &stop, e.spin.Revolutions
	}
	if last := e.rec.Last(); last != nil {
		if last.Stop != nil {
			stop := *last.Stop
			last.Stop = &stop
		}
		last.Settlements = append([]game.Settlement(nil), last.Settlements...)
		v.Last = last
	}
	return v
}

// Rounds implements game.Engine: the engine's own append-only slice.
func (e *Engine) Rounds() []game.Round { return e.rec.Rounds() }

// Events implements game.Engine: nothing at the wheel is hidden.
func (e *Engine) Events(seat int) []game.Event { return e.rec.Events(seat) }

// Allocation returns the table's prizes (120): Allocation of its rules.
func (e *Engine) Allocation() []Prize { return Allocation(e.rules) }

// Felt implements game.Felter: the wheel the table shows, its segments in
// wheel order, and the prize allocation every player may read (120), each
// symbol's exact return with its percentage.
func (e *Engine) Felt() any {
	type prize struct {
		Prize
		Percent string `json:"percent"`
	}
	out := struct {
		Segments   []string `json:"segments"`
		Allocation []prize  `json:"allocation"`
	}{Segments: slices.Clone(e.rules.Segments)}
	for _, p := range e.Allocation() {
		out.Allocation = append(out.Allocation, prize{p, p.Return.Percent()})
	}
	return out
}
