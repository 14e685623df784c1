package craps_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"croupier/game"
	"croupier/game/craps"
)

// table opens a craps engine with the options given as JSON ("" for the
// defaults) and a tape written in dice notation, entries separated by
// spaces: "[3,4] [6,6]".
func table(t *testing.T, opts, tape string) (*craps.Engine, *game.Tape) {
	t.Helper()
	raw := map[string]json.RawMessage{}
	if opts != "" {
		if err := json.Unmarshal([]byte(opts), &raw); err != nil {
			t.Fatalf("options %s: %v", opts, err)
		}
	}
	tbl, err := craps.Spec.ParseTable(raw)
	if err != nil {
		t.Fatalf("ParseTable(%s): %v", opts, err)
	}
	var entries []json.RawMessage
	for _, f := range strings.Fields(tape) {
		entries = append(entries, json.RawMessage(f))
	}
	tp := game.NewTape(entries)
	e, err := craps.New(craps.RulesOf(tbl), tp)
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

// refuse applies a step that must be refused citing section, and checks it
// changed nothing.
func refuse(t *testing.T, e *craps.Engine, tp *game.Tape, js, section string) {
	t.Helper()
	before := snapshot(t, e, tp)
	err := e.Apply(step(t, js))
	if err == nil {
		t.Fatalf("%s: accepted, want an error citing %s", js, section)
	}
	if !strings.Contains(err.Error(), "(section "+section) {
		t.Errorf("%s: %v, want section %s", js, err, section)
	}
	if after := snapshot(t, e, tp); after != before {
		t.Errorf("%s was refused but changed the state:\nbefore %s\nafter  %s", js, before, after)
	}
}

// bet writes one wager step.
func bet(seat int, id string, amount int64) string {
	return fmt.Sprintf(`{"seat":%d,"wager":{%q:%d}}`, seat, id, amount)
}

// The dealer's steps.
const (
	roll      = `{"dealer":"roll"}`
	noRoll    = `{"dealer":"no-roll"}`
	nextRound = `{"dealer":"next-round"}`
)

// net is a settlement reduced to what the tests compare.
type net struct {
	Seat  int
	Wager string
	Stake int64
	Res   game.Result
	Net   int64
}

func (n net) String() string {
	return fmt.Sprintf("{%d %s %d %s %+d}", n.Seat, n.Wager, n.Stake, n.Res, n.Net)
}

// nets returns a round's settlements as nets; a commission, a rounding or
// Stays is written after the wager id.
func nets(r game.Round) []net {
	var out []net
	for _, s := range r.Settlements {
		id := s.Wager
		if s.Commission != 0 {
			id += fmt.Sprintf(" commission %d", s.Commission)
		}
		if s.Rounding != 0 {
			id += fmt.Sprintf(" rounding %d", s.Rounding)
		}
		if s.Stays {
			id += " stays"
		}
		out = append(out, net{s.Seat, id, int64(s.Stake), s.Result, int64(s.Net)})
	}
	return out
}

// seatNets returns the nets of seat's settlements in r.
func seatNets(r game.Round, seat int) []net {
	var out []net
	for _, n := range nets(r) {
		if n.Seat == seat {
			out = append(out, n)
		}
	}
	return out
}

// last returns the last settled round.
func last(t *testing.T, e game.Engine) game.Round {
	t.Helper()
	rs := e.Rounds()
	if len(rs) == 0 {
		t.Fatal("no round settled")
	}
	return rs[len(rs)-1]
}

// layout writes the wagers on the layout as "seat:id=amount" fields.
func layout(e game.Engine) string {
	var f []string
	for _, w := range e.View(game.Omniscient).Wagers {
		f = append(f, fmt.Sprintf("%d:%s=%d", w.Seat, w.ID, w.Amount))
	}
	return strings.Join(f, " ")
}

// snapshot is everything observable of an engine and its tape.
func snapshot(t *testing.T, e *craps.Engine, tp *game.Tape) string {
	t.Helper()
	b, err := json.Marshal(struct {
		View   game.View
		Legal  game.Legal
		Table  craps.State
		Rounds []game.Round
		Events []game.Event
		Pos    int
	}{e.View(game.Omniscient), e.Legal(), e.Table(), e.Rounds(), e.Events(game.Omniscient), tp.Pos()})
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// events returns the events of kind k.
func events(e game.Engine, k game.EventKind) []game.Event {
	var out []game.Event
	for _, ev := range e.Events(game.Omniscient) {
		if ev.Kind == k {
			out = append(out, ev)
		}
	}
	return out
}
