package sicbo_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"croupier/game"
	"croupier/game/sicbo"
)

// table opens a Sic Bo engine with the options given as JSON ("" for the
// defaults) and a tape written in dice notation, entries separated by
// spaces: "[1,1,6] [2,3,4]".
func table(t *testing.T, opts, tape string) (game.Engine, *game.Tape) {
	t.Helper()
	raw := map[string]json.RawMessage{}
	if opts != "" {
		if err := json.Unmarshal([]byte(opts), &raw); err != nil {
			t.Fatalf("options %s: %v", opts, err)
		}
	}
	tbl, err := sicbo.Spec.ParseTable(raw)
	if err != nil {
		t.Fatalf("ParseTable(%s): %v", opts, err)
	}
	var entries []json.RawMessage
	for _, f := range strings.Fields(tape) {
		entries = append(entries, json.RawMessage(f))
	}
	tp := game.NewTape(entries)
	e, err := sicbo.Game.New(tbl, tp)
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
	var out []net
	for _, s := range r.Settlements {
		out = append(out, net{s.Seat, s.Wager, int64(s.Stake), s.Result, int64(s.Net)})
		if s.Commission != 0 || s.Rounding != 0 {
			out[len(out)-1].Wager += fmt.Sprintf(" (commission %d, rounding %d)", s.Commission, s.Rounding)
		}
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
