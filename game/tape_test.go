package game_test

import (
	"encoding/json"
	"errors"
	"testing"

	"croupier/card"
	"croupier/game"
)

// A live dealer's refused entry is dropped and the right one entered; what
// was already read stays.
func TestTapeDropKeepsWhatWasRead(t *testing.T) {
	shoe := card.NewShoe(card.Standard(1), 1, card.Policy{})
	tape := game.NewTape(nil)
	tape.Append(json.RawMessage(`"As"`))
	if c, err := tape.Card(&shoe); err != nil || c.String() != "As" {
		t.Fatalf("first card %v, %v", c, err)
	}
	tape.Append(json.RawMessage(`"As"`)) // a second ace of spades from a one-deck shoe
	if _, err := tape.Card(&shoe); err == nil {
		t.Fatal("a second As from one deck was dealt")
	}
	tape.Drop()
	if _, err := tape.Card(&shoe); !errors.Is(err, game.ErrTapeExhausted) {
		t.Fatalf("after Drop: %v, want tape exhausted", err)
	}
	tape.Append(json.RawMessage(`"Kd"`))
	if c, err := tape.Card(&shoe); err != nil || c.String() != "Kd" {
		t.Fatalf("the corrected card %v, %v", c, err)
	}
	if got := tape.Consumed(); len(got) != 2 || string(got[0]) != `"As"` || string(got[1]) != `"Kd"` {
		t.Fatalf("consumed %s", got)
	}
}
