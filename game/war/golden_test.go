package war_test

import (
	"testing"

	"croupier/game/gametest"
	"croupier/game/war"
)

// TestGoldens replays every script in testdata/ against its hand-computed
// .golden.json.
func TestGoldens(t *testing.T) { gametest.Goldens(t, war.Game, "testdata", 3) }
