// Package replay reads a round-replay script (README "The round-replay
// script"), plays it through the game's engine and produces the result in the
// spec's form. The same script is what the server records for each round.
package replay

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"

	"croupier/game"
	"croupier/money"
)

// A Script is a table's options, the outcomes consumed and the steps taken.
type Script struct {
	Game  string                     `json:"game"`
	Table map[string]json.RawMessage `json:"table"`
	Tape  []json.RawMessage          `json:"tape"`
	Steps []game.Step                `json:"steps"`
}

// A Result is what a replay prints.
type Result struct {
	Game   string                  `json:"game"`
	Rounds []game.Round            `json:"rounds"`
	Net    map[string]money.Amount `json:"net"`
}

// An Error is a script the rules or the format reject: {"error": …, "step": k}.
// Step is -1 when the script as a whole is wrong.
type Error struct {
	Msg  string
	Step int
	Err  error
}

func (e *Error) Error() string {
	if e.Step >= 0 {
		return fmt.Sprintf("step %d: %s", e.Step, e.Msg)
	}
	return e.Msg
}

func (e *Error) Unwrap() error { return e.Err }

// MarshalJSON writes the error as the spec does.
func (e *Error) MarshalJSON() ([]byte, error) {
	if e.Step < 0 {
		return json.Marshal(struct {
			Error string `json:"error"`
		}{e.Msg})
	}
	return json.Marshal(struct {
		Error string `json:"error"`
		Step  int    `json:"step"`
	}{e.Msg, e.Step})
}

func whole(format string, args ...any) *Error {
	return &Error{Msg: fmt.Sprintf(format, args...), Step: -1}
}

// maxScript bounds what Parse reads (64 MiB).
const maxScript = 64 << 20

// Parse reads a script strictly: unknown fields, a malformed step (the error
// names its index) or trailing data are errors.
func Parse(r io.Reader) (*Script, error) {
	b, err := io.ReadAll(io.LimitReader(r, maxScript+1))
	if err != nil {
		return nil, whole("read script: %v", err)
	}
	if len(b) > maxScript {
		return nil, whole("script is larger than %d bytes", maxScript)
	}
	var top struct {
		Game  *string                    `json:"game"`
		Table map[string]json.RawMessage `json:"table"`
		Tape  []json.RawMessage          `json:"tape"`
		Steps []json.RawMessage          `json:"steps"`
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&top); err != nil {
		return nil, whole("script is not valid: %v", err)
	}
	if dec.More() {
		return nil, whole("script has data after its closing brace")
	}
	if top.Game == nil {
		return nil, whole("script has no \"game\"")
	}
	s := &Script{Game: *top.Game, Table: top.Table, Tape: top.Tape}
	if s.Table == nil {
		s.Table = map[string]json.RawMessage{}
	}
	for i, raw := range top.Steps {
		var st game.Step
		if err := json.Unmarshal(raw, &st); err != nil {
			return nil, &Error{Msg: err.Error(), Step: i}
		}
		s.Steps = append(s.Steps, st)
	}
	return s, nil
}

// Lookup finds a game by id (catalog.Lookup).
type Lookup func(id string) (game.Game, bool)

// Open checks the script's game and table and returns a fresh engine reading
// the script's tape.
func Open(s *Script, lookup Lookup) (game.Engine, *game.Tape, error) {
	g, ok := lookup(s.Game)
	if !ok {
		return nil, nil, whole("unknown game %q (croupier games lists them)", s.Game)
	}
	if g.New == nil {
		return nil, nil, whole("game %q is not yet available in this release", s.Game)
	}
	t, err := g.Spec.ParseTable(s.Table)
	if err != nil {
		return nil, nil, &Error{Msg: err.Error(), Step: -1, Err: err}
	}
	tape := game.NewTape(s.Tape)
	e, err := g.New(t, tape)
	if err != nil {
		return nil, nil, &Error{Msg: err.Error(), Step: -1, Err: err}
	}
	return e, tape, nil
}

// Run plays the script and returns its result.
func Run(s *Script, lookup Lookup) (*Result, error) {
	e, _, err := Open(s, lookup)
	if err != nil {
		return nil, err
	}
	for i, st := range s.Steps {
		if err := e.Apply(st); err != nil {
			return nil, &Error{Msg: err.Error(), Step: i, Err: err}
		}
	}
	if err := e.Finish(); err != nil {
		return nil, &Error{Msg: err.Error(), Step: -1, Err: err}
	}
	return Summarize(s.Game, e.Rounds()), nil
}

// Summarize builds a result from settled rounds: per seat (and per behind
// bettor, "SEAT:PLAYER") the sum of net − commission.
func Summarize(gameID string, rounds []game.Round) *Result {
	r := &Result{Game: gameID, Rounds: rounds, Net: map[string]money.Amount{}}
	if r.Rounds == nil {
		r.Rounds = []game.Round{}
	}
	for _, rd := range rounds {
		for _, st := range rd.Settlements {
			k := strconv.Itoa(st.Seat)
			if st.Player != "" {
				k += ":" + st.Player
			}
			r.Net[k] += st.Net - st.Commission
		}
	}
	return r
}

// Last returns r's last round alone, with its net: the result a round's
// stored script gives when it starts with the rounds it carries from
// (Recorder.RoundScript). A result of one round is returned as it is.
func (r *Result) Last() *Result {
	if n := len(r.Rounds); n > 1 {
		return Summarize(r.Game, r.Rounds[n-1:])
	}
	return r
}

// AsError returns err as a *Error, wrapping a foreign error as a whole-script one.
func AsError(err error) *Error {
	var re *Error
	if errors.As(err, &re) {
		return re
	}
	return &Error{Msg: err.Error(), Step: -1, Err: err}
}
