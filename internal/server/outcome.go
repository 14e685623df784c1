package server

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"croupier/card"
	"croupier/dice"
	"croupier/game"
	"croupier/tile"
)

// maxOutcomes is how many outcomes one request may enter.
const maxOutcomes = 64

// An outcomeFormat is how POST /api/tables/{id}/outcomes takes one kind of
// outcome (game.Outcome): the spec's notation (README "Notation"), as the
// game.Tape method named reads it.
type outcomeFormat struct {
	one     string // one outcome: "roll"
	each    string // what each is, after "each "
	example string // a valid outcomes list
	schema  obj    // one outcome's JSON Schema
	check   func(raw json.RawMessage) string
}

// spin is the schema of a wheel's result with its revolutions (74, 121).
func spin(field string, value obj) obj {
	return object([]string{field}, obj{field: value, "revolutions": obj{"type": "integer", "minimum": 0}})
}

var (
	face      = obj{"type": "integer", "minimum": 1, "maximum": 6}
	cardNote  = obj{"type": "string", "pattern": `^\s*([2-9TJQKAtjqka][cdhsCDHS]|[Jj][Kk])\s*$`}
	tileNote  = obj{"type": "string", "pattern": `^\s*[1-6]-[1-6]\s*$`}
	pocketStr = obj{"type": "string", "description": `"0", "00", "1" … "36"`}
	stopInt   = obj{"type": "integer", "minimum": 0}
	reelStops = obj{"type": "array", "items": stopInt}
)

var outcomeFormats = map[game.Outcome]outcomeFormat{
	game.OutcomeCards: {"card", `a string such as "As" (rank 2-9 T J Q K A, suit c d h s), in the order the cards came out`, `["As", "Kd"]`,
		cardNote, func(raw json.RawMessage) string {
			var s string
			if json.Unmarshal(raw, &s) != nil {
				return "is not a card: a card is a string such as \"As\""
			}
			if _, err := card.Parse(s); err != nil {
				return "is not a card: a rank 2-9 T J Q K A then a suit c d h s, such as \"Qh\""
			}
			return ""
		}},
	game.OutcomeDice3: {"roll", "a list of the three faces, 1 to 6", `[[1,4,5]]`,
		obj{"type": "array", "items": face, "minItems": 3, "maxItems": 3}, rollOf(3)},
	game.OutcomeDice2: {"roll", "a list of the two faces, 1 to 6", `[[3,4]]`,
		obj{"type": "array", "items": face, "minItems": 2, "maxItems": 2}, rollOf(2)},
	game.OutcomePocket: {"spin", `the winning pocket as a string ("0", "00", "1" … "36"), or {"pocket": "17", "revolutions": 9}`, `["17"]`,
		obj{"anyOf": []obj{pocketStr, spin("pocket", pocketStr)}}, func(raw json.RawMessage) string {
			var s string
			var o struct {
				Pocket      *string `json:"pocket"`
				Revolutions int     `json:"revolutions"`
			}
			if json.Unmarshal(raw, &s) != nil && (strictJSON(raw, &o) != nil || o.Pocket == nil) {
				return `is not a spin: the pocket as a string such as "17", or {"pocket": "17", "revolutions": 9}`
			}
			return ""
		}},
	game.OutcomeBalls: {"draw", "a list of the numbers drawn, in draw order", `[[5,71,12]]`,
		obj{"type": "array", "items": obj{"type": "integer", "minimum": 1}}, intsOf("draw", "the numbers drawn")},
	game.OutcomeTiles: {"tile", `a string of its two halves, such as "6-6" or "1-2", in the order the tiles were dealt`, `["6-6", "1-2"]`,
		tileNote, func(raw json.RawMessage) string {
			var s string
			if json.Unmarshal(raw, &s) != nil {
				return `is not a tile: a tile is a string such as "6-6"`
			}
			if _, err := tile.Parse(s); err != nil {
				return `is not a tile: two halves 1 to 6 joined by "-", such as "6-6" or "1-2"`
			}
			return ""
		}},
	game.OutcomeSegment: {"spin", `the wheel's stop, its 0-based segment, or {"stop": 17, "revolutions": 4}`, `[17]`,
		obj{"anyOf": []obj{stopInt, spin("stop", stopInt)}}, func(raw json.RawMessage) string {
			var n int
			var o struct {
				Stop        *int `json:"stop"`
				Revolutions int  `json:"revolutions"`
			}
			if json.Unmarshal(raw, &n) != nil && (strictJSON(raw, &o) != nil || o.Stop == nil) {
				return `is not a spin: the stop as a number such as 17, or {"stop": 17, "revolutions": 4}`
			}
			return ""
		}},
	game.OutcomeReels: {"spin", `a list of the reels' stop indices, one per reel, or {"stops": [3,17,40], "disrupted": "the reason"} for a play the player disrupted (94)`, `[[3,17,40]]`,
		obj{"anyOf": []obj{reelStops, object([]string{"stops", "disrupted"}, obj{"stops": reelStops, "disrupted": obj{"type": "string", "minLength": 1}})}},
		func(raw json.RawMessage) string {
			var ns []int
			var o struct {
				Stops     []int  `json:"stops"`
				Disrupted string `json:"disrupted"`
			}
			if json.Unmarshal(raw, &ns) != nil && (strictJSON(raw, &o) != nil || o.Stops == nil || o.Disrupted == "") {
				return `is not a spin: a list of the reels' stop indices such as [3,17,40], or {"stops": [3,17,40], "disrupted": "the reason"}`
			}
			return ""
		}},
}

func rollOf(n int) func(json.RawMessage) string {
	return func(raw json.RawMessage) string {
		if _, err := dice.Parse(string(raw), n); err != nil {
			return fmt.Sprintf("is not a roll of %d dice: %v", n, err)
		}
		return ""
	}
}

func intsOf(one, what string) func(json.RawMessage) string {
	return func(raw json.RawMessage) string {
		var ns []int
		if json.Unmarshal(raw, &ns) != nil {
			return fmt.Sprintf("is not a %s: a %s is a list of %s, such as [3,17,40]", one, one, what)
		}
		return ""
	}
}

func strictJSON(raw json.RawMessage, v any) error {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	return dec.Decode(v)
}

// expected says what the outcomes of kind are: "outcomes is a list of
// rolls, each a list of the three faces, 1 to 6: [[1,4,5]]".
func (f outcomeFormat) expected() string {
	return fmt.Sprintf("outcomes is a list of %ss, each %s: %s", f.one, f.each, f.example)
}

// readOutcomes reads the outcomes of a POST /api/tables/{id}/outcomes body
// for a game whose dealer enters outcomes of kind, checking each is in the
// spec's notation; what the rules make of them is the table's to say. A
// body that is not what kind takes gets a sentence saying what is.
func readOutcomes(kind game.Outcome, body []byte) ([]json.RawMessage, error) {
	f, known := outcomeFormats[kind]
	shape := "outcomes is a list of outcomes in the spec's notation"
	if known {
		shape = f.expected()
	}
	var c struct {
		Outcomes json.RawMessage `json:"outcomes"`
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&c); err != nil || dec.More() {
		return nil, errorf(CodeBadRequest, "the request body is not {\"outcomes\": [...]}: %s", shape)
	}
	var list []json.RawMessage
	if len(c.Outcomes) == 0 || json.Unmarshal(c.Outcomes, &list) != nil {
		return nil, errorf(CodeBadRequest, "%s", shape)
	}
	if len(list) == 0 || len(list) > maxOutcomes {
		return nil, errorf(CodeBadRequest, "give 1 to %d outcomes: %s", maxOutcomes, shape)
	}
	if !known {
		return list, nil
	}
	if _, nested := f.schema["items"]; (nested || kind == game.OutcomeReels) && allNumbers(list) {
		return nil, errorf(CodeBadRequest, "outcomes is a list of %ss, each %s: send %s, not %s", f.one, f.each, nest(kind, list), oneLine(c.Outcomes))
	}
	for i, raw := range list {
		if msg := f.check(raw); msg != "" {
			return nil, errorf(CodeBadRequest, "outcome %d, %s, %s (%s)", i+1, oneLine(raw), msg, shape)
		}
	}
	return list, nil
}

// allNumbers reports whether every entry is a bare number: a roll or a
// draw sent without the list around it.
func allNumbers(list []json.RawMessage) bool {
	for _, raw := range list {
		var n float64
		if json.Unmarshal(raw, &n) != nil {
			return false
		}
	}
	return true
}

// nest is a list of bare numbers as the outcomes they were meant to be:
// rolls of n dice when they divide evenly, else one draw or spin.
func nest(kind game.Outcome, list []json.RawMessage) string {
	n := len(list)
	switch kind {
	case game.OutcomeDice3:
		n = 3
	case game.OutcomeDice2:
		n = 2
	}
	if len(list)%n != 0 {
		n = len(list)
	}
	var out []string
	for i := 0; i < len(list); i += n {
		var nums []string
		for _, raw := range list[i : i+n] {
			nums = append(nums, oneLine(raw))
		}
		out = append(out, "["+strings.Join(nums, ",")+"]")
	}
	return "[" + strings.Join(out, ",") + "]"
}

// oneLine writes raw JSON compactly, for a sentence.
func oneLine(raw json.RawMessage) string {
	var b bytes.Buffer
	if json.Compact(&b, raw) != nil {
		return strings.TrimSpace(string(raw))
	}
	return b.String()
}
