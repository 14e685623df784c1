package roulette_test

import (
	"encoding/json"
	"errors"
	"slices"
	"testing"

	"croupier/game"
	"croupier/game/roulette"
	"croupier/money"
)

// The catalog entry transcribes games.md "roulette": its options (and the
// chips and outside limits of 70–72), every wager id family, the dealer
// steps; every option has a section, a doc and a default the spec accepts.
func TestSpec(t *testing.T) {
	s := roulette.Spec
	if s.ID != "roulette" || s.Sections != "68–74" || !s.Available || roulette.Game.New == nil || s.Name == "" || s.Seats == "" || s.Outcome != game.OutcomePocket {
		t.Errorf("incomplete entry: %+v", s)
	}
	var names []string
	for _, o := range s.Options {
		names = append(names, o.Name)
		if o.Section == "" || o.Doc == "" {
			t.Errorf("option %s needs a section and a doc", o.Name)
		}
		b, _ := json.Marshal(o.Default)
		if _, err := s.ParseTable(map[string]json.RawMessage{o.Name: b}); err != nil {
			t.Errorf("option %s: default %s: %v", o.Name, b, err)
		}
	}
	wantOpts := []string{"min", "max", "wheel", "doubles", "outside-with-doubles", "chips", "outside-min", "outside-max", "seats"}
	if !slices.Equal(names, wantOpts) {
		t.Errorf("options %v, want %v", names, wantOpts)
	}
	var ids []string
	for _, w := range s.Wagers {
		ids = append(ids, w.ID)
		if w.Section == "" || w.Pays == "" {
			t.Errorf("wager %s needs a section and its odds", w.ID)
		}
	}
	// games.md, in the by-law's order (72(1), 72(2), 72.1).
	wantIDs := []string{"column-N", "dozen-N", "low", "even", "red", "black", "odd", "high",
		"straight-N", "split-A-B", "street-A-B-C", "corner-A-B-C-D", "first-four", "five-number", "six-line-A-F", "double-N", "triple-N"}
	if !slices.Equal(ids, wantIDs) {
		t.Errorf("wagers %v, want %v", ids, wantIDs)
	}
	if !slices.Equal(s.Dealer, []string{"no-more-bets", "spin", "next-round"}) {
		t.Errorf("dealer steps %v", s.Dealer)
	}
	if len(s.Decisions) != 1 || s.Decisions[0].Act != "colour" || s.Decisions[0].Section != "70" {
		t.Errorf("decisions %+v, want the colour of 70", s.Decisions)
	}
	tb, err := s.ParseTable(nil)
	if err != nil {
		t.Fatal(err)
	}
	r := roulette.RulesOf(tb)
	want := roulette.Rules{Wheel: roulette.SingleZero, Doubles: roulette.NoDoubles, Chips: roulette.ColourChips,
		Inside: money.Limits{Min: 100, Max: 100_000_000}, Outside: money.Limits{Min: 100, Max: 100_000_000}, Seats: 7}
	if r != want {
		t.Errorf("default rules %+v, want %+v", r, want)
	}
	for _, bad := range []string{`{"wheel":"triple-zero"}`, `{"doubles":"quadruple"}`, `{"chips":"plaques"}`, `{"seats":1001}`, `{"seats":0}`, `{"outside-min":-1}`} {
		if _, err := s.ParseTable(options(t, bad)); err == nil {
			t.Errorf("table %s accepted", bad)
		}
	}
	if _, err := s.ParseTable(options(t, `{"seats":1000}`)); err != nil {
		t.Errorf("1000 places: %v", err)
	}
}

// Validate refuses what the by-law does not allow, citing the section.
func TestRulesValidate(t *testing.T) {
	ok := roulette.Rules{Wheel: roulette.DoubleZero, Doubles: roulette.DoubleTriple, Chips: roulette.ColourChips,
		Inside: money.Limits{Min: 100, Max: 1000}, Outside: money.Limits{Min: 500, Max: 5000}, Seats: 7}
	if err := ok.Validate(); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		change  func(r *roulette.Rules)
		section string
	}{
		{func(r *roulette.Rules) { r.Wheel = "" }, "68"},
		{func(r *roulette.Rules) { r.Doubles = "" }, "72.1"},
		{func(r *roulette.Rules) { r.Chips = "" }, "70, 71"},
		{func(r *roulette.Rules) { r.Chips = roulette.ValueChips }, "71"}, // French Roulette has a single zero
		{func(r *roulette.Rules) { r.Seats = 0 }, "70"},
		{func(r *roulette.Rules) { r.Inside.Min = 0 }, "3"},
		{func(r *roulette.Rules) { r.Outside.Max = 499 }, "72"},
	} {
		r := ok
		c.change(&r)
		var re *game.RuleError
		if err := r.Validate(); !errors.As(err, &re) || re.Section != c.section {
			t.Errorf("%+v: %v, want a refusal citing %s", r, err, c.section)
		}
	}
}
