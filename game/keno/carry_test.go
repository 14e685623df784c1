package keno_test

import (
	"encoding/json"
	"testing"

	"croupier/game"
	"croupier/game/keno"
	"croupier/replay"
)

// TestRoundScripts: the server records each round's script with
// replay.Recorder. A round a multi-draw selection carries into (the
// engine Carries, and is no game.Standalone) must start where that
// selection was sold, and replay to the round as it was settled; a round
// nothing carries into replays alone.
func TestRoundScripts(t *testing.T) {
	tape := game.NewTape([]json.RawMessage{
		json.RawMessage(twenty),
		json.RawMessage(`[21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40]`),
		json.RawMessage(twenty),
		json.RawMessage(twenty),
	})
	rec, err := replay.NewRecorder(keno.Game, nil, tape)
	if err != nil {
		t.Fatal(err)
	}
	for _, js := range []string{
		`{"seat":1,"wager":{"ticket":100},"numbers":[1,21],"draws":2}`,
		`{"dealer":"draw"}`,
		`{"dealer":"next-round"}`,
		`{"seat":2,"wager":{"ticket":100},"numbers":[22]}`,
		`{"dealer":"draw"}`,
		`{"seat":3,"wager":{"ticket":100},"numbers":[3]}`,
		`{"dealer":"draw"}`,
	} {
		if err := rec.Apply(step(t, js)); err != nil {
			t.Fatalf("%s: %v", js, err)
		}
	}
	all := rec.Engine().Rounds()
	for n, first := range []int{1, 1, 3} {
		s := rec.RoundScript(n + 1)
		if got := rec.Number(n + 1); got != n+2-first {
			t.Errorf("round %d is number %d of its script, want %d", n+1, got, n+2-first)
		}
		res, err := replay.Run(s, lookup)
		if err != nil {
			t.Fatalf("round %d: %v", n+1, err)
		}
		last := res.Rounds[len(res.Rounds)-1]
		if got, want := js(last.Settlements), js(all[n].Settlements); got != want {
			t.Errorf("round %d replays as %s, want %s", n+1, got, want)
		}
	}
}

func js(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}
