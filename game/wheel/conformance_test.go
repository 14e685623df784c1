package wheel_test

import (
	"encoding/json"
	"testing"

	"croupier/game/gametest"
	"croupier/game/wheel"
)

// TestConformance runs the shared suite on the default wheel: random legal
// play (rounds opened by next-round or by the next round's first step),
// illegal steps changing nothing, money conserved and replay reproducing
// every round.
func TestConformance(t *testing.T) {
	gametest.Run(t, wheel.Game, gametest.Options{})
}

// TestConformanceCustomWheel runs the suite on the 9-segment wheel of
// rules_test.go, any seat number taken, with a low minimum so that odd
// stakes come up.
func TestConformanceCustomWheel(t *testing.T) {
	gametest.Run(t, wheel.Game, gametest.Options{Tables: 4, Table: map[string]json.RawMessage{
		"segments": json.RawMessage(`["red","red","red","red","red","blue","blue","blue","gold"]`),
		"payouts":  json.RawMessage(`{"red":1,"blue":2,"gold":6}`),
		"seats":    json.RawMessage(`0`),
		"min":      json.RawMessage(`1`),
		"max":      json.RawMessage(`1000`),
	}})
}
