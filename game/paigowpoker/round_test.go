package paigowpoker_test

import (
	"encoding/json"
	"testing"

	"croupier/game/gametest"
	"croupier/game/paigowpoker"
)

func TestConformance(t *testing.T) {
	gametest.Run(t, paigowpoker.Game, gametest.Options{Tables: 4, Rounds: 150})
}

// The position wager (48.1) and seat banking (53).
func TestConformancePositionAndBank(t *testing.T) {
	gametest.Run(t, paigowpoker.Game, gametest.Options{Tables: 2, Rounds: 150, Table: map[string]json.RawMessage{
		"position-bet": json.RawMessage("true"), "bank-seat": json.RawMessage("3"), "seats": json.RawMessage("4"),
		"min": json.RawMessage("500"), "max": json.RawMessage("2000"),
	}})
}
