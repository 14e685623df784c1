package sicbo_test

import (
	"testing"

	"croupier/game/gametest"
	"croupier/game/sicbo"
)

// TestConformance runs the shared suite: random legal play, illegal steps
// changing nothing, money conserved and replay reproducing every round.
func TestConformance(t *testing.T) {
	gametest.Run(t, sicbo.Game, gametest.Options{})
}
