package pokerroom_test

import (
	"encoding/json"
	"testing"

	"croupier/game/gametest"
	"croupier/game/pokerroom"
)

// Every variant passes the conformance suite: Legal gives exactly the
// acts, refused steps change nothing, money is conserved (the players'
// nets and the commission sum to zero), nobody sees another's hole cards,
// and every game replays from its own script.
func TestConformance(t *testing.T) {
	for _, v := range []string{"NT", "PO", "FO/8", "F7S", "FR"} {
		t.Run(v, func(t *testing.T) {
			gametest.Run(t, pokerroom.Game, gametest.Options{Rounds: 60, Tables: 3, Table: map[string]json.RawMessage{
				"variant": json.RawMessage(`"` + v + `"`), "seats": json.RawMessage("6"), "rake-percent": json.RawMessage("5"),
				"ante": json.RawMessage("25"), "min-buy-in": json.RawMessage("1000"), "max-buy-in": json.RawMessage("20000"),
				"time-charge": json.RawMessage("50")}})
		})
	}
}
