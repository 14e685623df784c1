package roulette_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"croupier/game"
	"croupier/game/roulette"
)

// table opens a roulette engine with the options given as JSON ("" for the
// defaults) and a tape of spins separated by spaces: "17 00 {"pocket":"5","revolutions":3}"
// (a bare pocket is written as the JSON string "17").
func table(t *testing.T, opts, tape string) (*roulette.Engine, *game.Tape) {
	t.Helper()
	raw := map[string]json.RawMessage{}
	if opts != "" {
		if err := json.Unmarshal([]byte(opts), &raw); err != nil {
			t.Fatalf("options %s: %v", opts, err)
		}
	}
	tbl, err := roulette.Spec.ParseTable(raw)
	if err != nil {
		t.Fatalf("ParseTable(%s): %v", opts, err)
	}
	var entries []json.RawMessage
	for _, f := range strings.Fields(tape) {
		if !strings.HasPrefix(f, "{") {
			f = fmt.Sprintf("%q", f)
		}
		entries = append(entries, json.RawMessage(f))
	}
	tp := game.NewTape(entries)
	e, err := roulette.New(roulette.RulesOf(tbl), tp)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	return e, tp
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

// refuse applies a step that must be refused with an error mentioning each
// of mention, and checks that it changed nothing.
func refuse(t *testing.T, e *roulette.Engine, tp *game.Tape, js string, mention ...string) {
	t.Helper()
	before := snapshot(t, e, tp)
	err := e.Apply(step(t, js))
	if err == nil {
		t.Fatalf("%s was accepted", js)
	}
	for _, m := range mention {
		if !strings.Contains(err.Error(), m) {
			t.Errorf("%s: error %q does not mention %q", js, err, m)
		}
	}
	if after := snapshot(t, e, tp); after != before {
		t.Errorf("%s was refused (%v) but changed the table", js, err)
	}
}

// wagerStep writes one wager step.
func wagerStep(seat int, id string, amount int64) string {
	return fmt.Sprintf(`{"seat":%d,"wager":{%q:%d}}`, seat, id, amount)
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
	out := []net{}
	for _, s := range r.Settlements {
		out = append(out, net{s.Seat, s.Wager, int64(s.Stake), s.Result, int64(s.Net)})
		if s.Commission != 0 || s.Rounding != 0 || s.Stays {
			out[len(out)-1].Wager += fmt.Sprintf(" (commission %d, rounding %d, stays %v)", s.Commission, s.Rounding, s.Stays)
		}
	}
	return out
}

// snapshot is everything observable of an engine and its tape.
func snapshot(t *testing.T, e *roulette.Engine, tp *game.Tape) string {
	t.Helper()
	b, err := json.Marshal(struct {
		View    game.View
		Legal   game.Legal
		Rounds  []game.Round
		Events  []game.Event
		Chips   map[int]roulette.Chip
		Carries bool
		Pos     int
		Finish  string
	}{e.View(game.Omniscient), e.Legal(), e.Rounds(), e.Events(game.Omniscient), e.Chips(), e.Carries(), tp.Pos(), fmt.Sprint(e.Finish())})
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
