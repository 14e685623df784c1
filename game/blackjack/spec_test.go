package blackjack_test

import (
	"encoding/json"
	"errors"
	"slices"
	"testing"

	"croupier/game"
	"croupier/game/blackjack"
	"croupier/money"
)

// The catalog entries transcribe games.md: every option with a section, a
// doc and a default the spec itself accepts; every wager and act with a
// section; the wagers a rule refers to exist.
func TestSpecs(t *testing.T) {
	for _, g := range []game.Game{blackjack.Game, blackjack.MultiAction} {
		s := g.Spec
		if !s.Available || g.New == nil || s.Name == "" || s.Sections == "" || s.Seats == "" {
			t.Errorf("%s: incomplete entry", s.ID)
		}
		if len(s.Options) < 2 || s.Options[0].Name != "min" || s.Options[1].Name != "max" {
			t.Errorf("%s: options begin with min and max", s.ID)
		}
		for _, o := range s.Options {
			if o.Section == "" || o.Doc == "" {
				t.Errorf("%s: option %s needs a section and a doc", s.ID, o.Name)
			}
			b, _ := json.Marshal(o.Default)
			if _, err := s.ParseTable(map[string]json.RawMessage{o.Name: b}); err != nil {
				t.Errorf("%s: option %s: default %s: %v", s.ID, o.Name, b, err)
			}
		}
		for _, w := range s.Wagers {
			if w.Section == "" {
				t.Errorf("%s: wager %s has no section", s.ID, w.ID)
			}
			for _, other := range []string{w.Rule.AtMost, w.Rule.Equal} {
				if other != "" && s.Wager(other) == nil {
					t.Errorf("%s: wager %s refers to %s", s.ID, w.ID, other)
				}
			}
		}
		for _, d := range s.Decisions {
			if d.Section == "" {
				t.Errorf("%s: act %s has no section", s.ID, d.Act)
			}
		}
		tb, err := s.ParseTable(nil)
		if err != nil {
			t.Fatalf("%s: defaults: %v", s.ID, err)
		}
		if _, err := g.New(tb, game.NewTape(nil)); err != nil {
			t.Errorf("%s: a default table does not open: %v", s.ID, err)
		}
	}
	// games.md: side bets are blackjack's, min-wagers Multi-Action's.
	names := func(s game.Spec) (out []string) {
		for _, o := range s.Options {
			out = append(out, o.Name)
		}
		return out
	}
	bj, ma := names(blackjack.Spec), names(blackjack.MultiActionSpec)
	for _, n := range []string{"peek", "side-bets", "progressive-table", "jackpot"} {
		if !slices.Contains(bj, n) || slices.Contains(ma, n) {
			t.Errorf("option %s belongs to blackjack only", n)
		}
	}
	if !slices.Contains(ma, "min-wagers") || slices.Contains(bj, "min-wagers") {
		t.Error("min-wagers belongs to multi-action-blackjack only")
	}
}

// Validate refuses what the by-law does not allow, citing the section.
func TestRulesValidate(t *testing.T) {
	ok := blackjack.Rules{Decks: 6, Limits: money.Limits{Min: 100, Max: 1000}, Seats: 7, SplitHands: 2, ProgressiveTable: 1}
	if err := ok.Validate(); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		change  func(*blackjack.Rules)
		section string
	}{
		{"9 decks", func(r *blackjack.Rules) { r.Decks = 9 }, "13"},
		{"8 seats", func(r *blackjack.Rules) { r.Seats = 8 }, "16"},
		{"6 hands", func(r *blackjack.Rules) { r.SplitHands = 6 }, "26.1(2)"},
		{"min above max", func(r *blackjack.Rules) { r.Limits.Min = 2000 }, "3"},
		{"4 wagers", func(r *blackjack.Rules) { r.MultiAction, r.MinWagers = true, 4 }, "26.4"},
		{"Multi-Action with peek", func(r *blackjack.Rules) { r.MultiAction, r.MinWagers, r.Peek = true, 3, true }, "26.2"},
		{"progressive table 4", func(r *blackjack.Rules) { r.SideBets, r.ProgressiveTable = []string{"progressive"}, 4 }, "21.2"},
		{"an unknown side bet", func(r *blackjack.Rules) { r.SideBets = []string{"lucky-ladies"} }, "21.1–21.4"},
	}
	for _, tt := range tests {
		r := ok
		tt.change(&r)
		err := r.Validate()
		var oe *game.OptionError
		if !errors.As(err, &oe) || oe.Section != tt.section {
			t.Errorf("%s: %v, want an option error citing %s", tt.name, err, tt.section)
		}
	}
}
