package server

import (
	"encoding/json"
	"errors"
	"slices"
	"testing"

	"croupier/card"
	"croupier/dice"
	"croupier/game"
	"croupier/tile"
)

// FuzzReadOutcomes: no body of POST /api/tables/{id}/outcomes makes
// readOutcomes panic, for any kind of outcome (and an unknown one); a
// refusal is a bad_request with a sentence. What it accepts is 1 to
// maxOutcomes outcomes, each valid JSON and, for cards, dice and tiles,
// in the spec's notation. The input is the kind (wrapping over every kind
// and "") and the body. Seeds: each kind's example, and the bodies of
// TestReadOutcomes sent to every kind.
func FuzzReadOutcomes(f *testing.F) {
	var kinds []game.Outcome
	for k := range outcomeFormats {
		kinds = append(kinds, k)
	}
	slices.Sort(kinds)
	kinds = append(kinds, "")
	bodies := []string{
		`{"outcomes": [[1,4,5], [2,2,3]]}`, `{"outcomes": [1,4,5,2,2,3]}`, `{"outcomes": [[1,4]]}`, `{"outcomes": [[1,4,9]]}`,
		`{"outcomes": "1 4 5"}`, `{"outcomes": []}`, `{}`, `{"outcome": [[1,4,5]]}`, `{"outcomes": [3,4]}`,
		`{"outcomes": ["As", " kd ", "Jk"]}`, `{"outcomes": ["As", "Kx"]}`, `{"outcomes": [["As"]]}`,
		`{"outcomes": ["6-6", "2-1"]}`, `{"outcomes": ["6-7"]}`,
		`{"outcomes": ["00", {"pocket": "17", "revolutions": 9}]}`, `{"outcomes": [17, {"stop": 3, "revolutions": 4}]}`,
		`{"outcomes": [{"stops": [3,17,40], "disrupted": "door opened"}]}`, `{"outcomes": [{"stops": [3,17,40]}]}`,
		`{"outcomes": [{"anything": 1}]}`, `{"outcomes": [1]} {}`, `null`, ``,
	}
	for i, k := range kinds {
		if fm, ok := outcomeFormats[k]; ok {
			f.Add(uint8(i), []byte(`{"outcomes": `+fm.example+`}`))
		}
		for _, b := range bodies {
			f.Add(uint8(i), []byte(b))
		}
	}
	f.Fuzz(func(t *testing.T, k uint8, body []byte) {
		kind := kinds[int(k)%len(kinds)]
		list, err := readOutcomes(kind, body)
		if err != nil {
			var ae *apiError
			if !errors.As(err, &ae) || ae.Code != CodeBadRequest || ae.Message == "" {
				t.Fatalf("%s %s: %v (%T), want a bad_request that says something", kind, body, err, err)
			}
			return
		}
		if len(list) < 1 || len(list) > maxOutcomes {
			t.Fatalf("%s %s: %d outcomes accepted", kind, body, len(list))
		}
		for i, raw := range list {
			if !json.Valid(raw) {
				t.Fatalf("%s %s: outcome %d, %s, is not JSON", kind, body, i+1, raw)
			}
			var s string
			switch kind {
			case game.OutcomeCards:
				if json.Unmarshal(raw, &s) != nil || !parses(card.Parse, s) {
					t.Fatalf("%s: outcome %d, %s, is not a card", body, i+1, raw)
				}
			case game.OutcomeTiles:
				if json.Unmarshal(raw, &s) != nil || !parses(tile.Parse, s) {
					t.Fatalf("%s: outcome %d, %s, is not a tile", body, i+1, raw)
				}
			case game.OutcomeDice2, game.OutcomeDice3:
				n := 2
				if kind == game.OutcomeDice3 {
					n = 3
				}
				if _, err := dice.Parse(string(raw), n); err != nil {
					t.Fatalf("%s: outcome %d, %s, is not a roll of %d dice: %v", body, i+1, raw, n, err)
				}
			}
		}
	})
}

// parses reports whether parse reads s.
func parses[T any](parse func(string) (T, error), s string) bool {
	_, err := parse(s)
	return err == nil
}
