package catalog

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"croupier/game"
)

// outcomes is what a live dealer enters at each game of games.md: the
// cards dealt, the dice rolled, the pocket, the balls drawn, the tiles, the
// wheel's segment or the reels' stops. The strings are sent to clients.
var outcomes = map[string]game.Outcome{
	"blackjack":              "cards",
	"multi-action-blackjack": "cards",
	"baccarat":               "cards",
	"pai-gow-poker":          "cards",
	"super-pan-9":            "cards",
	"red-dog":                "cards",
	"let-it-ride":            "cards",
	"caribbean-stud":         "cards",
	"three-card-poker":       "cards",
	"war":                    "cards",
	"three-five-seven-poker": "cards",
	"boston-poker":           "cards",
	"four-card-poker":        "cards",
	"crazy-four-poker":       "cards",
	"poker-room":             "cards",
	"roulette":               "pocket",
	"keno":                   "balls",
	"slots":                  "reels",
	"craps":                  "dice-2",
	"sic-bo":                 "dice-3",
	"pai-gow":                "tiles",
	"wheel-of-fortune":       "segment",
}

// TestOutcome checks that every catalog entry says what a live dealer
// enters, as one of the eight kinds, and sends it as "outcome".
func TestOutcome(t *testing.T) {
	kinds := []game.Outcome{"cards", "dice-3", "dice-2", "pocket", "balls", "tiles", "segment", "reels"}
	all := All()
	if len(all) != len(outcomes) {
		t.Errorf("the catalog has %d games, the table here %d", len(all), len(outcomes))
	}
	for _, g := range all {
		s := g.Spec
		if !slices.Contains(kinds, s.Outcome) {
			t.Errorf("%s: outcome %q is not one of %q", s.ID, s.Outcome, kinds)
		}
		if want := outcomes[s.ID]; s.Outcome != want {
			t.Errorf("%s: outcome %q, want %q", s.ID, s.Outcome, want)
		}
	}
	for id, want := range map[string]string{"sic-bo": `"outcome":"dice-3"`, "war": `"outcome":"cards"`} {
		g, _ := Lookup(id)
		b, err := json.Marshal(g.Spec)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(b), want) {
			t.Errorf("%s's spec as sent: %s, want it to carry %s", id, b, want)
		}
	}
}
