package server

import (
	"errors"
	"strings"
	"testing"

	"croupier/catalog"
	"croupier/game"
)

// Each kind of outcome is read in the spec's notation (README "Notation");
// anything else is refused with a sentence saying what is expected.
func TestReadOutcomes(t *testing.T) {
	for _, tc := range []struct {
		kind game.Outcome
		body string
		want string // "" if accepted, else part of the sentence
	}{
		{game.OutcomeDice3, `{"outcomes": [[1,4,5]]}`, ""},
		{game.OutcomeDice3, `{"outcomes": [[1,4,5], [2,2,3]]}`, ""},
		{game.OutcomeDice3, `{"outcomes": [1,4,5]}`, "outcomes is a list of rolls, each a list of the three faces, 1 to 6: send [[1,4,5]], not [1,4,5]"},
		{game.OutcomeDice3, `{"outcomes": [1,4,5,2,2,3]}`, "send [[1,4,5],[2,2,3]], not [1,4,5,2,2,3]"},
		{game.OutcomeDice3, `{"outcomes": [[1,4]]}`, "outcome 1, [1,4], is not a roll of 3 dice: roll [1,4] has 2 faces, want 3"},
		{game.OutcomeDice3, `{"outcomes": [[1,4,9]]}`, "outcome 1, [1,4,9], is not a roll of 3 dice"},
		{game.OutcomeDice3, `{"outcomes": "1 4 5"}`, "outcomes is a list of rolls, each a list of the three faces, 1 to 6: [[1,4,5]]"},
		{game.OutcomeDice3, `{"outcomes": []}`, "give 1 to 64 outcomes: outcomes is a list of rolls"},
		{game.OutcomeDice3, `{}`, "outcomes is a list of rolls"},
		{game.OutcomeDice3, `{"outcome": [[1,4,5]]}`, `the request body is not {"outcomes": [...]}: outcomes is a list of rolls`},
		{game.OutcomeDice2, `{"outcomes": [3,4]}`, "send [[3,4]], not [3,4]"},
		{game.OutcomeDice2, `{"outcomes": [[3,4]]}`, ""},
		{game.OutcomeCards, `{"outcomes": ["As", " kd ", "Jk"]}`, ""},
		{game.OutcomeCards, `{"outcomes": "As Kd"}`, `outcomes is a list of cards, each a string such as "As"`},
		{game.OutcomeCards, `{"outcomes": ["As", "Kx"]}`, `outcome 2, "Kx", is not a card`},
		{game.OutcomeCards, `{"outcomes": [["As"]]}`, `outcome 1, ["As"], is not a card: a card is a string such as "As"`},
		{game.OutcomeTiles, `{"outcomes": ["6-6", "2-1"]}`, ""},
		{game.OutcomeTiles, `{"outcomes": ["6-7"]}`, `outcome 1, "6-7", is not a tile`},
		{game.OutcomePocket, `{"outcomes": ["00", {"pocket": "17", "revolutions": 9}]}`, ""},
		{game.OutcomePocket, `{"outcomes": [17]}`, `outcome 1, 17, is not a spin: the pocket as a string such as "17"`},
		{game.OutcomeSegment, `{"outcomes": [17, {"stop": 3, "revolutions": 4}]}`, ""},
		{game.OutcomeSegment, `{"outcomes": ["17"]}`, "outcome 1, \"17\", is not a spin: the stop as a number"},
		{game.OutcomeBalls, `{"outcomes": [[5,71,12]]}`, ""},
		{game.OutcomeBalls, `{"outcomes": [5,71,12]}`, "outcomes is a list of draws, each a list of the numbers drawn, in draw order: send [[5,71,12]], not [5,71,12]"},
		{game.OutcomeReels, `{"outcomes": [[3,17,40]]}`, ""},
		{game.OutcomeReels, `{"outcomes": [3,17,40]}`, "send [[3,17,40]], not [3,17,40]"},
		{game.OutcomeReels, `{"outcomes": [{"stops": [3,17,40], "disrupted": "door opened"}]}`, ""}, // 94
		{game.OutcomeReels, `{"outcomes": [{"stops": [3,17,40]}]}`, `or {"stops": [3,17,40], "disrupted": "the reason"}`},
		{"", `{"outcomes": [{"anything": 1}]}`, ""},
	} {
		_, err := readOutcomes(tc.kind, []byte(tc.body))
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s %s: %v", tc.kind, tc.body, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%s %s: %v, want %q", tc.kind, tc.body, err, tc.want)
		}
		var ae *apiError
		if err != nil && (!errors.As(err, &ae) || ae.Code != CodeBadRequest) {
			t.Errorf("%s %s: %v is not a bad_request", tc.kind, tc.body, err)
		}
	}
	// Every game's kind of outcome, built or planned, has its format.
	for _, g := range catalog.All() {
		if _, ok := outcomeFormats[g.Spec.Outcome]; !ok && g.Spec.Outcome != "" {
			t.Errorf("%s: no format for outcomes of kind %q", g.Spec.ID, g.Spec.Outcome)
		}
	}
}
