package wheel_test

import (
	"slices"
	"strings"
	"testing"

	"croupier/game"
	"croupier/game/wheel"
)

// 120, 122: the default wheel's prizes, worked out by hand from games.md
// (stops 0–23 "1", 24–38 "2", 39–45 "5", 46–49 "10", 50–51 "20", 52 joker,
// 53 flag; 1, 2, 5, 10, 20, 40, 40 to 1). A symbol on c of 54 segments
// paying N to 1 returns c × (N + 1) / 54:
//
//	1      24 × 2  = 48 / 54 = 8/9    = 0.888888… → 88.8888%
//	2      15 × 3  = 45 / 54 = 5/6    = 0.833333… → 83.3333%
//	5       7 × 6  = 42 / 54 = 7/9    = 0.777777… → 77.7777%
//	10      4 × 11 = 44 / 54 = 22/27  = 0.814814… → 81.4814%
//	20      2 × 21 = 42 / 54 = 7/9    = 0.777777… → 77.7777%
//	joker   1 × 41 = 41 / 54          = 0.759259… → 75.9259%
//	flag    1 × 41 = 41 / 54          = 0.759259… → 75.9259%
//
// Every one is at least 3/4 (40.5/54): the default wheel keeps 122.
func TestDefaultAllocation(t *testing.T) {
	want := []wheel.Prize{
		{Symbol: "1", Segments: 24, Of: 54, Odds: 1, Return: wheel.Return{Num: 8, Den: 9}},
		{Symbol: "2", Segments: 15, Of: 54, Odds: 2, Return: wheel.Return{Num: 5, Den: 6}},
		{Symbol: "5", Segments: 7, Of: 54, Odds: 5, Return: wheel.Return{Num: 7, Den: 9}},
		{Symbol: "10", Segments: 4, Of: 54, Odds: 10, Return: wheel.Return{Num: 22, Den: 27}},
		{Symbol: "20", Segments: 2, Of: 54, Odds: 20, Return: wheel.Return{Num: 7, Den: 9}},
		{Symbol: "joker", Segments: 1, Of: 54, Odds: 40, Return: wheel.Return{Num: 41, Den: 54}},
		{Symbol: "flag", Segments: 1, Of: 54, Odds: 40, Return: wheel.Return{Num: 41, Den: 54}},
	}
	tb, err := wheel.Spec.ParseTable(nil)
	if err != nil {
		t.Fatal(err)
	}
	r, err := wheel.RulesOf(tb)
	if err != nil {
		t.Fatal(err)
	}
	got := wheel.Allocation(r)
	if !slices.Equal(got, want) {
		t.Errorf("Allocation of the default wheel\n got %v\nwant %v", got, want)
	}
	percents := []string{"88.8888%", "83.3333%", "77.7777%", "81.4814%", "77.7777%", "75.9259%", "75.9259%"}
	for i, p := range got {
		if p.Return.Percent() != percents[i] {
			t.Errorf("%s returns %s, want %s", p.Symbol, p.Return.Percent(), percents[i])
		}
		if !p.Return.AtLeast(3, 4) {
			t.Errorf("%s returns %s, below 75%%", p.Symbol, p.Return)
		}
	}
	if s := got[5].String(); s != "joker: 1 of 54 segments, pays 40 to 1, returns 41/54 (75.9259%)" {
		t.Errorf("joker's prize reads %q", s)
	}
	// The engine publishes the same allocation (120).
	e, err := wheel.New(r, game.NewTape(nil))
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(e.Allocation(), want) {
		t.Errorf("the engine's allocation differs: %v", e.Allocation())
	}
	// And the catalog's notes show it.
	for _, p := range want {
		if !strings.Contains(wheel.Spec.Notes, p.String()) {
			t.Errorf("the Spec's notes lack %q", p)
		}
	}
}

// Return.Percent truncates to 4 decimals with integer arithmetic, so a
// return just below 75% never reads 75.0000%; AtLeast compares exactly.
func TestReturnPercent(t *testing.T) {
	cases := []struct {
		r       wheel.Return
		percent string
		atLeast bool // at least 3/4
	}{
		{wheel.Return{Num: 3, Den: 4}, "75.0000%", true},
		{wheel.Return{Num: 44, Den: 59}, "74.5762%", false}, // 0.7457627…
		{wheel.Return{Num: 2, Den: 3}, "66.6666%", false},
		{wheel.Return{Num: 1, Den: 1}, "100.0000%", true},
		{wheel.Return{Num: 3, Den: 2}, "150.0000%", true},
		{wheel.Return{Num: 7_499_999, Den: 10_000_000}, "74.9999%", false}, // 74.99999%: truncated, not rounded up
		{wheel.Return{Num: 7_500_001, Den: 10_000_000}, "75.0000%", true},
		{wheel.Return{Num: 1, Den: 60}, "1.6666%", false},
	}
	for _, c := range cases {
		if got := c.r.Percent(); got != c.percent {
			t.Errorf("%d/%d: %s, want %s", c.r.Num, c.r.Den, got, c.percent)
		}
		if got := c.r.AtLeast(3, 4); got != c.atLeast {
			t.Errorf("%d/%d at least 3/4: %v, want %v", c.r.Num, c.r.Den, got, c.atLeast)
		}
	}
}

// Allocation lists symbols in wheel order, each where it first appears,
// and counts segments wherever they are on the wheel.
func TestAllocationOrder(t *testing.T) {
	r := wheel.Rules{Segments: []string{"b", "a", "b", "c", "a", "b", "a", "b", "b"}, Payouts: map[string]int64{"a": 2, "b": 1, "c": 8}}
	// b: 5 × 2 / 9 = 10/9; a: 3 × 3 / 9 = 1/1; c: 1 × 9 / 9 = 1/1.
	want := []wheel.Prize{
		{Symbol: "b", Segments: 5, Of: 9, Odds: 1, Return: wheel.Return{Num: 10, Den: 9}},
		{Symbol: "a", Segments: 3, Of: 9, Odds: 2, Return: wheel.Return{Num: 1, Den: 1}},
		{Symbol: "c", Segments: 1, Of: 9, Odds: 8, Return: wheel.Return{Num: 1, Den: 1}},
	}
	if got := wheel.Allocation(r); !slices.Equal(got, want) {
		t.Errorf("\n got %v\nwant %v", got, want)
	}
}
