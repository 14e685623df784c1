package slots_test

import (
	"testing"

	"croupier/game/gametest"
	"croupier/game/slots"
)

func TestConformance(t *testing.T) {
	gametest.Run(t, slots.Game, gametest.Options{})
}
