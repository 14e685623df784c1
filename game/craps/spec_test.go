package craps_test

import (
	"encoding/json"
	"regexp"
	"slices"
	"strings"
	"testing"

	"croupier/game"
	"croupier/game/craps"
	"croupier/money"
)

// The catalog entry transcribes games.md "craps": its option max-odds
// (default 3) beside min, max and seats (95.7, like Sic Bo's 95.19); its
// wager ids; the act working with its wager; the dealer's roll, no-roll
// and next-round. Every default is one the spec accepts and opens a table.
func TestSpec(t *testing.T) {
	s := craps.Spec
	if s.ID != "craps" || !s.Available || craps.Game.New == nil || s.Sections != "95.1–95.17" || s.Outcome != game.OutcomeDice2 {
		t.Errorf("entry %+v", s)
	}
	var opts []string
	for _, o := range s.Options {
		opts = append(opts, o.Name)
		if o.Section == "" || o.Doc == "" {
			t.Errorf("option %s needs a section and a doc", o.Name)
		}
		b, _ := json.Marshal(o.Default)
		if _, err := s.ParseTable(map[string]json.RawMessage{o.Name: b}); err != nil {
			t.Errorf("option %s: default %s: %v", o.Name, b, err)
		}
	}
	if !slices.Equal(opts, []string{"min", "max", "max-odds", "seats"}) || s.Option("max-odds").Default != int64(3) {
		t.Errorf("options %v", opts)
	}
	games := []string{"pass", "dont-pass", "come", "dont-come", "field", "hard-4", "hard-6", "hard-8", "hard-10",
		"any-7", "eleven", "any-craps", "craps-2", "craps-3", "craps-12", "horn", "world", "three-way-craps", "hop-A-B",
		"pass-odds", "dont-pass-odds", "come-odds-N", "dont-come-odds-N", "place-N", "buy-N", "lay-N", "come-N", "dont-come-N"}
	var ids []string
	for _, w := range s.Wagers {
		ids = append(ids, w.ID)
		if w.Section == "" || !strings.HasPrefix(w.Section, "95.1") || w.Pays == "" {
			t.Errorf("wager %s: section %q, pays %q", w.ID, w.Section, w.Pays)
		}
	}
	slices.Sort(ids)
	slices.Sort(games)
	if !slices.Equal(ids, games) {
		t.Errorf("wagers\n got %v\nwant %v (games.md)", ids, games)
	}
	for id, m := range map[string]money.Amount{"horn": 4, "world": 5, "three-way-craps": 3} {
		if s.Wager(id).Rule.Multiple != m {
			t.Errorf("%s: multiple %d, want %d (games.md)", id, s.Wager(id).Rule.Multiple, m)
		}
	}
	if d := s.Decisions; len(d) != 2 || d[0].Act != "working" || !slices.Equal(d[0].Args, []string{"wager"}) || d[1].Act != "decline" {
		t.Errorf("decisions %+v", d)
	}
	for _, want := range []string{"roll", "no-roll", "next-round"} {
		if !slices.Contains(s.Dealer, want) {
			t.Errorf("dealer steps %v lack %s", s.Dealer, want)
		}
	}
	tb, err := s.ParseTable(nil)
	if err != nil {
		t.Fatal(err)
	}
	e, err := craps.Game.New(tb, game.NewTape(nil))
	if err != nil {
		t.Fatal(err)
	}
	// Every id Legal offers is one of the spec's, a pattern standing for
	// its numbers.
	pattern := regexp.MustCompile(`^(hop)-[1-6]-[1-6]$|^(come-odds|dont-come-odds|place|buy|lay|come|dont-come)-(4|5|6|8|9|10)$`)
	for _, o := range e.Legal().Options {
		id := o.Name
		if m := pattern.FindStringSubmatch(id); m != nil {
			id = m[1] + m[2] + "-N"
			if m[1] == "hop" {
				id = "hop-A-B"
			}
		}
		if s.Wager(id) == nil {
			t.Errorf("Legal offers %s, which the spec does not list", o.Name)
		}
	}
}

// Validate refuses what the by-law does not allow, citing the section.
func TestRulesValidate(t *testing.T) {
	ok := craps.Rules{Limits: money.Limits{Min: 100, Max: 1000}, MaxOdds: 3}
	if err := ok.Validate(); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		r       craps.Rules
		section string
	}{
		{craps.Rules{Limits: money.Limits{Min: 100, Max: 1000}, MaxOdds: 0}, "95.16"},
		{craps.Rules{Limits: money.Limits{Min: 100, Max: 1000}, MaxOdds: 1001}, "95.16"},
		{craps.Rules{Limits: money.Limits{Min: 100, Max: 1000}, MaxOdds: 3, Seats: -1}, "95.7"},
		{craps.Rules{Limits: money.Limits{Min: 0, Max: 1000}, MaxOdds: 3}, "95.5"},
		{craps.Rules{Limits: money.Limits{Min: 100, Max: 99}, MaxOdds: 3}, "95.5"},
	} {
		err := c.r.Validate()
		if err == nil || !strings.Contains(err.Error(), "(section "+c.section+")") {
			t.Errorf("Validate(%+v) = %v, want an error citing %s", c.r, err, c.section)
		}
	}
}
