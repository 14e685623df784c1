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

// A start is where a round's own steps begin (step and tape position), and
// where its script begins: at its own steps, or for a round that began with
// something carried (game.Carrier) where the script of the round before it
// began. first is the first round that script settles.
type start struct{ step, tape, fromStep, fromTape, first int }

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
	return &Recorder{game: g.Spec.ID, table: table, engine: e, tape: tape, starts: []start{{0, tape.Pos(), 0, tape.Pos(), 1}}}, nil
}

// Engine returns the table's engine, for Legal, View and Rounds. Steps must go
// through the Recorder's Apply to be recorded.
func (r *Recorder) Engine() game.Engine { return r.engine }

// Apply applies step and records it if the engine accepts it.
//
// A round's script starts after the next-round that opened it, or at the
// step that opened it (a wager or a spin taken while the last round's
// result shows, at the games that allow it). A round that begins with
// something carried from the rounds before (game.Carrier: a point and its
// come bets, a roulette double, a seat banking) cannot be replayed alone:
// its script starts where the script of the round before it started.
func (r *Recorder) Apply(step game.Step) error {
	carried := false
	if step.Dealer != "next-round" {
		carried = r.carries() // what the round this step may open starts with
	}
	events, pos := len(r.engine.Events(game.Omniscient)), r.tape.Pos()
	if err := r.engine.Apply(step); err != nil {
		return err
	}
	r.steps = append(r.steps, step)
	all := r.engine.Events(game.Omniscient)
	opened := false
	for _, ev := range all[events:] {
		opened = opened || ev.Kind == game.EventNewRound
	}
	if !opened {
		return nil
	}
	at := start{step: len(r.steps), tape: r.tape.Pos(), first: len(r.starts) + 1}
	if step.Dealer == "next-round" {
		carried = r.carries()
	} else {
		at.step, at.tape = len(r.steps)-1, pos // this step is the new round's first
	}
	at.fromStep, at.fromTape = at.step, at.tape
	if carried {
		prev := r.starts[len(r.starts)-1]
		at.fromStep, at.fromTape, at.first = prev.fromStep, prev.fromTape, prev.first
	}
	r.starts = append(r.starts, at)
	return nil
}

// carries reports whether the engine carries into its round something its
// own steps do not replay (game.Carrier, game.Standalone).
func (r *Recorder) carries() bool {
	c, ok := r.engine.(game.Carrier)
	if !ok || !c.Carries() {
		return false
	}
	s, ok := r.engine.(game.Standalone)
	return !ok || !s.ReplaysAlone()
}

// Script returns the whole session so far.
func (r *Recorder) Script() *Script {
	return &Script{Game: r.game, Table: r.table, Tape: r.tape.Consumed(), Steps: append([]game.Step(nil), r.steps...)}
}

// RoundScript returns round n (1-based) with what it needs: the table
// options, the outcomes and the steps from its start (Apply) to its end.
// Replayed, it settles the round as it was settled at the table, as its
// last round, numbered First(n)… n. It returns nil for a round not begun.
func (r *Recorder) RoundScript(n int) *Script {
	if n < 1 || n > len(r.starts) {
		return nil
	}
	from := r.starts[n-1]
	to := start{step: len(r.steps), tape: r.tape.Pos()}
	if n < len(r.starts) {
		to = r.starts[n]
		if to.step > 0 && r.steps[to.step-1].Dealer == "next-round" {
			to.step-- // the next-round step belongs to neither round
		}
	}
	tape := r.tape.Consumed()[from.fromTape:to.tape]
	return &Script{Game: r.game, Table: r.table, Tape: append([]json.RawMessage(nil), tape...),
		Steps: append([]game.Step(nil), r.steps[from.fromStep:to.step]...)}
}

// Number returns round n's number in its own script: 1 when it replays
// alone, more when it starts with rounds it carries from.
func (r *Recorder) Number(n int) int {
	if n < 1 || n > len(r.starts) {
		return 0
	}
	return n - r.starts[n-1].first + 1
}
