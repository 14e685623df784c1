package catalog

import (
	"encoding/json"
	"slices"
	"testing"

	"croupier/game"
)

// plannedIDs is every game id of games.md not yet built: none, since the
// poker room.
var plannedIDs []string

func TestPlannedIDs(t *testing.T) {
	var ids []string
	seen := map[string]bool{}
	for _, s := range planned() {
		if seen[s.ID] {
			t.Errorf("game %s is listed twice", s.ID)
		}
		seen[s.ID] = true
		ids = append(ids, s.ID)
	}
	if !slices.Equal(ids, plannedIDs) {
		t.Errorf("ids\n got %q\nwant %q", ids, plannedIDs)
	}
}

func TestPlannedEntries(t *testing.T) {
	for _, s := range planned() {
		if s.Name == "" || s.Sections == "" || s.Seats == "" {
			t.Errorf("%s: name %q, sections %q, seats %q: none may be empty", s.ID, s.Name, s.Sections, s.Seats)
		}
		if s.Available {
			t.Errorf("%s: a planned game is not available", s.ID)
		}
		if len(s.Options) < 2 || s.Options[0].Name != "min" || s.Options[1].Name != "max" {
			t.Errorf("%s: the options must begin with min and max", s.ID)
		}
		names := map[string]bool{}
		for _, o := range s.Options {
			if names[o.Name] {
				t.Errorf("%s: option %s is listed twice", s.ID, o.Name)
			}
			names[o.Name] = true
			if o.Section == "" || o.Doc == "" {
				t.Errorf("%s: option %s needs a section and a doc", s.ID, o.Name)
			}
		}
		wagers := map[string]bool{}
		for _, w := range s.Wagers {
			if wagers[w.ID] {
				t.Errorf("%s: wager %s is listed twice", s.ID, w.ID)
			}
			wagers[w.ID] = true
			if w.Section == "" {
				t.Errorf("%s: wager %s has no section", s.ID, w.ID)
			}
			for _, other := range []string{w.Rule.AtMost, w.Rule.Equal} {
				if other != "" && s.Wager(other) == nil {
					t.Errorf("%s: wager %s refers to %s, which the game does not list", s.ID, w.ID, other)
				}
			}
		}
		acts := map[string]bool{}
		for _, d := range s.Decisions {
			if acts[d.Act] {
				t.Errorf("%s: act %s is listed twice", s.ID, d.Act)
			}
			acts[d.Act] = true
			if d.Section == "" {
				t.Errorf("%s: act %s has no section", s.ID, d.Act)
			}
		}
	}
}

// TestPlannedDefaults checks that every option's default is a value its own
// spec accepts, given explicitly.
func TestPlannedDefaults(t *testing.T) {
	for _, s := range planned() {
		if _, err := s.ParseTable(nil); err != nil {
			t.Errorf("%s: the defaults alone: %v", s.ID, err)
		}
		for _, o := range s.Options {
			if o.Type == game.TypeJSON && o.Default == nil {
				continue
			}
			b, err := json.Marshal(o.Default)
			if err != nil {
				t.Errorf("%s: option %s: default %v: %v", s.ID, o.Name, o.Default, err)
				continue
			}
			if _, err := (&s).ParseTable(map[string]json.RawMessage{o.Name: b}); err != nil {
				t.Errorf("%s: option %s: default %s: %v", s.ID, o.Name, b, err)
			}
		}
	}
}

// TestPlannedSharedOptions checks that building the catalog leaves the
// shared option values as they were.
func TestPlannedSharedOptions(t *testing.T) {
	before, err := json.Marshal([]game.OptionSpec{game.OptMin, game.OptMax, game.OptSeats, game.OptPenetration, game.OptFirstRound})
	if err != nil {
		t.Fatal(err)
	}
	planned()
	after, err := json.Marshal([]game.OptionSpec{game.OptMin, game.OptMax, game.OptSeats, game.OptPenetration, game.OptFirstRound})
	if err != nil {
		t.Fatal(err)
	}
	if string(before) != string(after) {
		t.Errorf("planned changed the shared options:\n%s\n%s", before, after)
	}
}
