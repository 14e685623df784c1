package slots

import (
	"encoding/json"
	"os"
	"testing"

	"croupier/game"
	"croupier/money"
	"croupier/rng"
	"croupier/rng/seeded"
)

func twentyLines(tb testing.TB) Machine {
	raw, err := os.ReadFile("../../examples/slots/twenty-lines.json")
	if err != nil {
		tb.Fatal(err)
	}
	var m Machine
	if err := json.Unmarshal(raw, &m); err != nil {
		tb.Fatal(err)
	}
	return m
}

// BenchmarkAnalyzeTwentyLines is the exact return (ruling M1) of the
// 5-reel, 20-line example over its 30^5 = 24,300,000 combinations,
// uncached.
func BenchmarkAnalyzeTwentyLines(b *testing.B) {
	m := twentyLines(b)
	for b.Loop() {
		if _, err := analyze(m); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSpinTwentyLines is one play of the 20-line example drawn from
// the secure source's stand-in, settled, on an open engine.
func BenchmarkSpinTwentyLines(b *testing.B) {
	m := twentyLines(b)
	e, err := New(m, money.Limits{Min: 100, Max: 100}, game.NewGenerated(rng.NewDealer(seeded.New(1))))
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if err := e.Apply(game.Step{Seat: 1, Act: "spin"}); err != nil {
			b.Fatal(err)
		}
	}
}

// Analyze answers a machine it has seen from memory, and no caller's
// numbers are another's.
func TestAnalyzeRemembers(t *testing.T) {
	m := twentyLines(t)
	a, err := Analyze(m)
	if err != nil {
		t.Fatal(err)
	}
	want := a.Return.RatString()
	a.Return.SetInt64(7)
	b, err := Analyze(m)
	if err != nil {
		t.Fatal(err)
	}
	if b.Return.RatString() != want {
		t.Errorf("the second answer's return is %s, want %s", b.Return.RatString(), want)
	}
}
