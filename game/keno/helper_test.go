package keno_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"croupier/game"
	"croupier/game/keno"
)

// options reads table options written as a JSON object.
func options(t *testing.T, js string) map[string]json.RawMessage {
	t.Helper()
	m := map[string]json.RawMessage{}
	if err := json.Unmarshal([]byte(js), &m); err != nil {
		t.Fatal(err)
	}
	return m
}

// rules returns the validated rules of table options js.
func rules(t *testing.T, js string) keno.Rules {
	t.Helper()
	tb, err := keno.Spec.ParseTable(options(t, js))
	if err != nil {
		t.Fatal(err)
	}
	r, err := keno.RulesFrom(tb)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// open opens a game of table options js reading the draws tape.
func open(t *testing.T, js string, tape ...string) *keno.Engine {
	t.Helper()
	raw := make([]json.RawMessage, len(tape))
	for i, d := range tape {
		raw[i] = json.RawMessage(d)
	}
	e, err := keno.New(rules(t, js), game.NewTape(raw))
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// step reads a step written as the script does.
func step(t *testing.T, js string) game.Step {
	t.Helper()
	var s game.Step
	if err := json.Unmarshal([]byte(js), &s); err != nil {
		t.Fatalf("step %s: %v", js, err)
	}
	return s
}

// apply applies the steps and fails on the first refused.
func apply(t *testing.T, e *keno.Engine, steps ...string) {
	t.Helper()
	for _, js := range steps {
		if err := e.Apply(step(t, js)); err != nil {
			t.Fatalf("%s: %v", js, err)
		}
	}
}

// refused checks that err is a *game.RuleError citing section whose
// message mentions each of mention.
func refused(t *testing.T, err error, section string, mention ...string) {
	t.Helper()
	var re *game.RuleError
	if !errors.As(err, &re) || re.Section != section {
		t.Errorf("error %v, want a refusal citing %s", err, section)
		return
	}
	for _, m := range mention {
		if !strings.Contains(err.Error(), m) {
			t.Errorf("error %q does not mention %q", err, m)
		}
	}
}
