package slots_test

import (
	"testing"

	"croupier/game/gametest"
	"croupier/game/slots"
)

// The replay goldens in testdata, each worked out by hand in its README.
func TestReplayGoldens(t *testing.T) { gametest.Goldens(t, slots.Game, "testdata", 1) }
