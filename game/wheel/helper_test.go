package wheel_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"croupier/game"
	"croupier/game/wheel"
)

// table opens a wheel with the options given as JSON ("" for the defaults)
// and a tape of spins written as JSON, entries separated by spaces:
// `52 {"stop":3,"revolutions":2}`.
func table(t *testing.T, opts, tape string) (game.Engine, *game.Tape) {
	t.Helper()
	tbl, err := wheel.Spec.ParseTable(options(t, opts))
	if err != nil {
		t.Fatalf("ParseTable(%s): %v", opts, err)
	}
	var entries []json.RawMessage
	for _, f := range strings.Fields(tape) {
		entries = append(entries, json.RawMessage(f))
	}
	tp := game.NewTape(entries)
	e, err := wheel.Game.New(tbl, tp)
	if err != nil {
		t.Fatalf("New(%s): %v", opts, err)
	}
	return e, tp
}

// options reads table options written as one JSON object.
func options(t *testing.T, opts string) map[string]json.RawMessage {
	t.Helper()
	raw := map[string]json.RawMessage{}
	if opts != "" {
		if err := json.Unmarshal([]byte(opts), &raw); err != nil {
			t.Fatalf("options %s: %v", opts, err)
		}
	}
	return raw
}

// open opens a table with options opts, returning New's error.
func open(t *testing.T, opts string) error {
	t.Helper()
	tbl, err := wheel.Spec.ParseTable(options(t, opts))
	if err != nil {
		return err
	}
	_, err = wheel.Game.New(tbl, game.NewTape(nil))
	return err
}

// step reads one step written as the script writes it.
func step(t *testing.T, js string) game.Step {
	t.Helper()
	var s game.Step
	if err := json.Unmarshal([]byte(js), &s); err != nil {
		t.Fatalf("step %s: %v", js, err)
	}
	return s
}

// run applies steps, failing the test on the first error.
func run(t *testing.T, e game.Engine, steps ...string) {
	t.Helper()
	for i, js := range steps {
		if err := e.Apply(step(t, js)); err != nil {
			t.Fatalf("step %d %s: %v", i, js, err)
		}
	}
}

// wagerStep writes one wager step on symbol sym.
func wagerStep(seat int, sym string, amount int64) string {
	return fmt.Sprintf(`{"seat":%d,"wager":{"symbol-%s":%d}}`, seat, sym, amount)
}

// net is a settlement reduced to what the tests compare.
type net struct {
	Seat  int
	Wager string
	Stake int64
	Res   game.Result
	Net   int64
}

func nets(r game.Round) []net {
	var out []net
	for _, s := range r.Settlements {
		out = append(out, net{s.Seat, s.Wager, int64(s.Stake), s.Result, int64(s.Net)})
		if s.Commission != 0 || s.Rounding != 0 {
			out[len(out)-1].Wager += fmt.Sprintf(" (commission %d, rounding %d)", s.Commission, s.Rounding)
		}
	}
	return out
}

// kinds lists the kinds of events.
func kinds(evs []game.Event) []game.EventKind {
	var out []game.EventKind
	for _, ev := range evs {
		out = append(out, ev.Kind)
	}
	return out
}

// snapshot is everything observable of an engine and its tape.
func snapshot(t *testing.T, e game.Engine, tp *game.Tape) string {
	t.Helper()
	b, err := json.Marshal(struct {
		View   game.View
		Legal  game.Legal
		Rounds []game.Round
		Events []game.Event
		Pos    int
		Finish string
	}{e.View(game.Omniscient), e.Legal(), e.Rounds(), e.Events(game.Omniscient), tp.Pos(), fmt.Sprint(e.Finish())})
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
