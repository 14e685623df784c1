package blackjack_test

import (
	"bytes"
	"os"
	"testing"

	"croupier/game/blackjack"
	"croupier/game/gametest"
)

// TestGoldens replays every script in testdata/ against its hand-computed
// .golden.json (testdata/README.md shows the arithmetic).
func TestGoldens(t *testing.T) {
	t.Run("blackjack", func(t *testing.T) { gametest.Goldens(t, blackjack.Game, "testdata", 5) })
	t.Run("multi-action", func(t *testing.T) { gametest.Goldens(t, blackjack.MultiAction, "testdata/multi-action", 2) })
}

// The example in examples/ is the three-seats-behind golden's script.
func TestExample(t *testing.T) {
	a, err := os.ReadFile("../../examples/blackjack.json")
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile("testdata/three-seats-behind.json")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a, b) {
		t.Error("examples/blackjack.json differs from testdata/three-seats-behind.json")
	}
}
