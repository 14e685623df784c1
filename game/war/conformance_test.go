package war_test

import (
	"encoding/json"
	"testing"

	"croupier/game/gametest"
	"croupier/game/war"
)

func TestConformance(t *testing.T) {
	gametest.Run(t, war.Game, gametest.Options{})
}

// A small 8-deck shoe with a shallow stop card exercises section 8's
// reshuffle many times, and section 10 refuses latecomers.
func TestConformanceShuffles(t *testing.T) {
	gametest.Run(t, war.Game, gametest.Options{Tables: 2, Rounds: 400, Table: map[string]json.RawMessage{
		"decks": json.RawMessage("8"), "penetration": json.RawMessage("0.1"), "seats": json.RawMessage("3"),
		"first-round-only": json.RawMessage(`"refuse"`), "min": json.RawMessage("500"), "max": json.RawMessage("2000"),
	}})
}
