package replay

import (
	"encoding/json"

	"croupier/game"
)

// A Recorder runs a table and records it as scripts: the whole session, and
// each round on its own (the game recall, audit record and recovery log of
// one round). It works the same at a live table, whose dealer appends to the
// tape, and at an electronic one, whose tape generates outcomes.
type Recorder struct {
	game   string
	table  map[string]json.RawMessage
	engine game.Engine
	tape   *game.Tape
	steps  []game.Step
	starts []start // where each round began
}

type start struct{ step, tape int }

// NewRecorder opens a table of g with the given options and tape.
func NewRecorder(g game.Game, table map[string]json.RawMessage, tape *game.Tape) (*Recorder, error) {
	if table == nil {
		table = map[string]json.RawMessage{}
	}
	t, err := g.Spec.ParseTable(table)
	if err != nil {
		return nil, err
	}
	e, err := g.New(t, tape)
	if err != nil {
		return nil, err
	}
	return &Recorder{game: g.Spec.ID, table: table, engine: e, tape: tape, starts: []start{{0, tape.Pos()}}}, nil
}

// Engine returns the table's engine, for Legal, View and Rounds. Steps must go
// through the Recorder's Apply to be recorded.
func (r *Recorder) Engine() game.Engine { return r.engine }

// Apply applies step and records it if the engine accepts it.
func (r *Recorder) Apply(step game.Step) error {
	// Only next-round starts a round (spec README), so only it pays for
	// two calls to Legal, which can be costly on a crowded layout.
	round := -1
	if step.Dealer == "next-round" {
		round = r.engine.Legal().Round
	}
	if err := r.engine.Apply(step); err != nil {
		return err
	}
	r.steps = append(r.steps, step)
	if round >= 0 && r.engine.Legal().Round != round {
		// next-round: a new round's script starts after this step.
		r.starts = append(r.starts, start{len(r.steps), r.tape.Pos()})
	}
	return nil
}

// Script returns the whole session so far.
func (r *Recorder) Script() *Script {
	return &Script{Game: r.game, Table: r.table, Tape: r.tape.Consumed(), Steps: append([]game.Step(nil), r.steps...)}
}

// RoundScript returns round n (1-based) on its own: the table options, the
// outcomes that round consumed and its steps. Replayed alone it settles the
// round as it was settled at the table. It returns nil for a round not begun.
func (r *Recorder) RoundScript(n int) *Script {
	if n < 1 || n > len(r.starts) {
		return nil
	}
	from := r.starts[n-1]
	to := start{len(r.steps), r.tape.Pos()}
	if n < len(r.starts) {
		to = r.starts[n]
		to.step-- // the next-round step belongs to neither round
	}
	tape := r.tape.Consumed()[from.tape:to.tape]
	return &Script{Game: r.game, Table: r.table, Tape: append([]json.RawMessage(nil), tape...),
		Steps: append([]game.Step(nil), r.steps[from.step:to.step]...)}
}
