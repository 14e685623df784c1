package wheel_test

import (
	"encoding/json"
	"maps"
	"slices"
	"testing"

	"croupier/game"
	"croupier/game/wheel"
)

// The catalog entry transcribes games.md "wheel-of-fortune": its id and
// sections, the options segments and payouts with their defaults, the
// symbol-S wagers, and the dealer's steps.
func TestSpecIsGamesMD(t *testing.T) {
	s := wheel.Spec
	if s.ID != "wheel-of-fortune" || s.Name != "Wheel of Fortune" || s.Sections != "117–122" || !s.Available || wheel.Game.New == nil ||
		s.Outcome != game.OutcomeSegment || s.Seats == "" || s.Notes == "" {
		t.Errorf("Spec = %+v", s)
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
	if want := []string{"min", "max", "seats", "segments", "payouts"}; !slices.Equal(names, want) {
		t.Errorf("options %v, want %v", names, want)
	}
	// games.md: "stops 0–23 1, 24–38 2, 39–45 5, 46–49 10, 50–51 20, 52
	// joker, 53 flag, paying 1, 2, 5, 10, 20, 40 and 40 to 1".
	var wantSegs []string
	for _, r := range []struct {
		from, to int
		sym      string
	}{{0, 23, "1"}, {24, 38, "2"}, {39, 45, "5"}, {46, 49, "10"}, {50, 51, "20"}, {52, 52, "joker"}, {53, 53, "flag"}} {
		for k := r.from; k <= r.to; k++ {
			if len(wantSegs) != k {
				t.Fatalf("stop %d out of order", k)
			}
			wantSegs = append(wantSegs, r.sym)
		}
	}
	wantPays := map[string]int64{"1": 1, "2": 2, "5": 5, "10": 10, "20": 20, "joker": 40, "flag": 40}
	var segs []string
	var pays map[string]int64
	if err := json.Unmarshal(s.Option("segments").Default.(json.RawMessage), &segs); err != nil || !slices.Equal(segs, wantSegs) {
		t.Errorf("default segments %v (%v), want %v", segs, err, wantSegs)
	}
	if err := json.Unmarshal(s.Option("payouts").Default.(json.RawMessage), &pays); err != nil || !maps.Equal(pays, wantPays) {
		t.Errorf("default payouts %v (%v), want %v", pays, err, wantPays)
	}
	if o := s.Option("segments"); o.Type != game.TypeJSON || o.Section != "117" {
		t.Errorf("segments = %+v", o)
	}
	if o := s.Option("payouts"); o.Type != game.TypeJSON || o.Section != "120, 122" {
		t.Errorf("payouts = %+v", o)
	}
	// The seats: 7 by default (the planned entry), any number allowed.
	if o := s.Option("seats"); o.Default != int64(7) || *o.Min != 0 || *o.Max != game.MaxSeat {
		t.Errorf("seats = %+v", o)
	}
	if len(s.Wagers) != 1 || s.Wagers[0].ID != "symbol-S" || s.Wagers[0].Section != "118, 119" || s.Wagers[0].Pays == "" {
		t.Errorf("wagers %+v, want symbol-S (118, 119)", s.Wagers)
	}
	if len(s.Decisions) != 0 {
		t.Errorf("decisions %+v, want none", s.Decisions)
	}
	if want := []string{"no-more-bets", "spin", "next-round"}; !slices.Equal(s.Dealer, want) {
		t.Errorf("dealer steps %v, want %v", s.Dealer, want)
	}
	tb, err := s.ParseTable(nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := wheel.Game.New(tb, game.NewTape(nil)); err != nil {
		t.Errorf("a default table does not open: %v", err)
	}
	// Options written with spaces, as an operator would, read the same.
	spaced := map[string]json.RawMessage{"payouts": json.RawMessage(` { "1" : 1, "2":2, "5": 5, "10" :10, "20": 20, "joker": 40, "flag": 40 } `)}
	if tb, err := s.ParseTable(spaced); err != nil {
		t.Errorf("spaced payouts: %v", err)
	} else if _, err := wheel.Game.New(tb, game.NewTape(nil)); err != nil {
		t.Errorf("spaced payouts: %v", err)
	}
}
