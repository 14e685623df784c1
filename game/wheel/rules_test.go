package wheel_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"croupier/game"
	"croupier/game/wheel"
	"croupier/money"
)

// A stretch is n consecutive segments bearing one symbol.
type stretch struct {
	sym string
	n   int
}

// wheelOf writes table options for a wheel made of runs, with payouts (a
// JSON object) and any other options (JSON object members, or "").
func wheelOf(runs []stretch, payouts, more string) string {
	var segs []string
	for _, r := range runs {
		for range r.n {
			segs = append(segs, fmt.Sprintf("%q", r.sym))
		}
	}
	s := fmt.Sprintf(`{"segments":[%s],"payouts":%s`, strings.Join(segs, ","), payouts)
	if more != "" {
		s += "," + more
	}
	return s + "}"
}

// Hand-built wheels. Each return is c × (N + 1) / n, worked out by hand.
var (
	// Nine segments, the fewest (117): red 5 × 2 / 9 = 10/9, blue
	// 3 × 3 / 9 = 1, gold 1 × 7 / 9 = 7/9 (77.78%).
	nine = []stretch{{"red", 5}, {"blue", 3}, {"gold", 1}}
	// Sixty segments, the most (117), five symbols returning exactly 75%:
	// a 1 × 45, b 3 × 15, c 5 × 9, d 9 × 5, e 15 × 3, all 45/60 = 3/4;
	// f 27 × 2 / 60 = 9/10.
	sixty     = []stretch{{"a", 1}, {"b", 3}, {"c", 5}, {"d", 9}, {"e", 15}, {"f", 27}}
	sixtyPays = `{"a":44,"b":14,"c":8,"d":4,"e":2,"f":1}`
)

// optionError checks that err is a *game.OptionError on option citing
// section whose message holds every one of mentions.
func optionError(t *testing.T, what string, err error, option, section string, mentions ...string) {
	t.Helper()
	var oe *game.OptionError
	if !errors.As(err, &oe) || oe.Option != option || oe.Section != section {
		t.Errorf("%s: error %v (%T), want an OptionError on %q citing %s", what, err, err, option, section)
		return
	}
	for _, m := range mentions {
		if !strings.Contains(err.Error(), m) {
			t.Errorf("%s: error %q does not mention %q", what, err, m)
		}
	}
}

// 117: the wheel is divided into at least 9 and at most 60 equal parts.
func Test117_Segments(t *testing.T) {
	if err := open(t, wheelOf(nine, `{"red":1,"blue":2,"gold":6}`, "")); err != nil {
		t.Errorf("9 segments: %v", err)
	}
	if err := open(t, wheelOf(sixty, sixtyPays, "")); err != nil {
		t.Errorf("60 segments: %v", err)
	}
	eight := []stretch{{"red", 5}, {"blue", 3}}
	optionError(t, "8 segments", open(t, wheelOf(eight, `{"red":1,"blue":2}`, "")), "segments", "117", "9 to 60", "not 8")
	sixtyOne := append(append([]stretch(nil), sixty...), stretch{"f", 1})
	optionError(t, "61 segments", open(t, wheelOf(sixtyOne, sixtyPays, "")), "segments", "117", "9 to 60", "not 61")
	optionError(t, "no segments", open(t, `{"segments":[]}`), "segments", "117", "not 0")
}

// 122, ruling W1: every wager returns at least 75%; exactly 75% is allowed.
// Each return below is c × (N + 1) / n, worked out by hand; the percentage
// is truncated to 4 decimals.
func Test122_ReturnAtLeast75(t *testing.T) {
	// Exactly 75% on five symbols of sixty: accepted.
	if err := open(t, wheelOf(sixty, sixtyPays, "")); err != nil {
		t.Errorf("sixty at exactly 75%%: %v", err)
	}
	// Exactly 75% on twelve: x 3 × 3 / 12 = 3/4; y 9 × 2 / 12 = 3/2.
	if err := open(t, wheelOf([]stretch{{"x", 3}, {"y", 9}}, `{"x":2,"y":1}`, "")); err != nil {
		t.Errorf("twelve at exactly 75%%: %v", err)
	}
	cases := []struct {
		name     string
		opts     string
		mentions []string
	}{
		// a at 43 to 1: 1 × 44 / 60 = 11/15 = 73.3333…%.
		{"one of sixty at 43 to 1", wheelOf(sixty, `{"a":43,"b":14,"c":8,"d":4,"e":2,"f":1}`, ""),
			[]string{`symbol "a"`, "11/15 (73.3333%)", "1 of 60 segments at 43 to 1", "75%"}},
		// e at 1 to 1: 15 × 2 / 60 = 1/2.
		{"fifteen of sixty at 1 to 1", wheelOf(sixty, `{"a":44,"b":14,"c":8,"d":4,"e":1,"f":1}`, ""),
			[]string{`symbol "e"`, "1/2 (50.0000%)", "15 of 60 segments at 1 to 1"}},
		// Just below: b on 22 of 59 at 1 to 1 returns 44/59 = 74.5762…%
		// (4 × 44 = 176 < 177 = 3 × 59), a whisker short.
		{"twenty-two of fifty-nine at 1 to 1", wheelOf([]stretch{{"b", 22}, {"w", 37}}, `{"b":1,"w":1}`, ""),
			[]string{`symbol "b"`, "44/59 (74.5762%)", "22 of 59 segments at 1 to 1"}},
		// The default wheel with joker at 39 to 1: 1 × 40 / 54 = 20/27 = 74.0740…%.
		{"the default joker at 39 to 1", `{"payouts":{"1":1,"2":2,"5":5,"10":10,"20":20,"joker":39,"flag":40}}`,
			[]string{`symbol "joker"`, "20/27 (74.0740%)", "1 of 54 segments at 39 to 1"}},
	}
	for _, c := range cases {
		optionError(t, c.name, open(t, c.opts), "payouts", "122", c.mentions...)
	}
	// One more segment of b, 23 of 59 at 1 to 1: 46/59 = 77.9661…%, accepted.
	if err := open(t, wheelOf([]stretch{{"b", 23}, {"w", 36}}, `{"b":1,"w":1}`, "")); err != nil {
		t.Errorf("23 of 59 at 1 to 1: %v", err)
	}
}

// 120: every symbol on the wheel has a payout, and only those; odds are
// whole numbers from 1 to wheel.MaxOdds, low enough that the table maximum
// times the odds is an Amount.
func Test120_Payouts(t *testing.T) {
	nineOf := func(pays, more string) string { return wheelOf(nine, pays, more) }
	cases := []struct {
		name, opts, option, section string
		mentions                    []string
	}{
		{"a symbol without a payout", nineOf(`{"red":1,"blue":2}`, ""), "payouts", "120", []string{`"gold"`, "no payout"}},
		{"a payout for no symbol", nineOf(`{"red":1,"blue":2,"gold":6,"joker":40}`, ""), "payouts", "120", []string{`"joker"`, "no segment"}},
		{"odds 0", nineOf(`{"red":0,"blue":2,"gold":6}`, ""), "payouts", "120", []string{`"red"`, "0 to 1"}},
		{"negative odds", nineOf(`{"red":-1,"blue":2,"gold":6}`, ""), "payouts", "120", []string{`"red"`, "-1 to 1"}},
		{"odds over the bound", nineOf(`{"red":1,"blue":2,"gold":1000001}`, ""), "payouts", "120", []string{`"gold"`, "1000001 to 1", "1 to 1000000"}},
		{"odds times the maximum overflow", nineOf(`{"red":1,"blue":2,"gold":1000000}`, `"max":9223372036855`), "payouts", "120",
			[]string{`"gold"`, "table maximum"}},
		{"fractional odds", nineOf(`{"red":1.5,"blue":2,"gold":6}`, ""), "payouts", "120", []string{`"red"`, "1.5", "whole number"}},
		{"odds as a string", nineOf(`{"red":"1","blue":2,"gold":6}`, ""), "payouts", "120", []string{`"red"`, "whole number"}},
		{"a symbol given twice", nineOf(`{"red":1,"blue":2,"gold":6,"red":3}`, ""), "payouts", "120", []string{`"red"`, "twice"}},
		{"payouts a list", nineOf(`[1,2,6]`, ""), "payouts", "120", []string{"[1,2,6]", "object"}},
		{"payouts null", nineOf(`null`, ""), "payouts", "120", []string{"null", "object"}},
	}
	for _, c := range cases {
		optionError(t, c.name, open(t, c.opts), c.option, c.section, c.mentions...)
	}
	// The largest odds at a maximum they do not overflow: accepted.
	if err := open(t, wheelOf(nine, `{"red":1,"blue":2,"gold":1000000}`, `"max":9223372036854`)); err != nil {
		t.Errorf("1,000,000 to 1 at a maximum of 9223372036854 cents: %v", err)
	}
}

// Symbols name wager ids: 1 to 16 lower-case letters, digits and inner
// hyphens, as the segments option says (117).
func TestSymbols(t *testing.T) {
	with := func(sym string) string {
		runs := []stretch{{"red", 5}, {"blue", 3}, {sym, 1}}
		pays, _ := json.Marshal(map[string]int64{"red": 1, "blue": 2, sym: 6})
		return wheelOf(runs, string(pays), "")
	}
	for _, sym := range []string{"gold", "7", "big-joker", "a", "abcdefghijklmnop"} {
		if err := open(t, with(sym)); err != nil {
			t.Errorf("symbol %q: %v", sym, err)
		}
	}
	for _, sym := range []string{"", "Gold", "-gold", "gold-", "go ld", "gold!", "abcdefghijklmnopq", "é", "$1"} {
		optionError(t, fmt.Sprintf("symbol %q", sym), open(t, with(sym)), "segments", "117", "segment 8")
	}
	optionError(t, "numbers for symbols", open(t, `{"segments":[1,1,1,1,1,2,2,2,3]}`), "segments", "117", "list of segment symbols")
	optionError(t, "segments an object", open(t, `{"segments":{"red":5}}`), "segments", "117", "list of segment symbols")
}

// Seats: the by-law sets no limit; 7 places by default, 0 for any seat
// number, up to game.MaxSeat. The limits are checked too (3).
func TestSeatsAndLimits(t *testing.T) {
	for _, opts := range []string{`{"seats":1001}`, `{"seats":-1}`} {
		if _, err := wheel.Spec.ParseTable(options(t, opts)); err == nil {
			t.Errorf("ParseTable(%s): nil error", opts)
		}
	}
	for _, opts := range []string{`{"seats":0}`, `{"seats":1000}`, `{"seats":1}`} {
		if err := open(t, opts); err != nil {
			t.Errorf("%s: %v", opts, err)
		}
	}
	r := wheel.Rules{Limits: money.Limits{Min: 100, Max: 1000}, Segments: []string{"a", "a", "a", "a", "a", "a", "a", "a", "a"}, Payouts: map[string]int64{"a": 1}}
	if err := r.Validate(); err != nil {
		t.Errorf("a wheel of nine a's: %v", err)
	}
	r.Seats = 1001
	optionError(t, "Rules with 1001 seats", r.Validate(), "seats", "118", "1001")
	r.Seats, r.Limits = 7, money.Limits{Min: 0, Max: 1000}
	optionError(t, "a zero minimum", r.Validate(), "max", "3", "minimum")
	if _, err := wheel.New(r, game.NewTape(nil)); err == nil {
		t.Error("New with a zero minimum: nil error")
	}
}

// New keeps its own copy of the rules: changing them afterwards changes
// nothing at the table.
func TestNewCopiesRules(t *testing.T) {
	r := wheel.Rules{Limits: money.Limits{Min: 1, Max: 1000}, Segments: []string{"a", "a", "a", "a", "a", "a", "b", "b", "b"}, Payouts: map[string]int64{"a": 1, "b": 2}}
	tp := game.NewTape([]json.RawMessage{json.RawMessage(`6`)})
	e, err := wheel.New(r, tp)
	if err != nil {
		t.Fatal(err)
	}
	r.Segments[6], r.Payouts["b"] = "a", 100
	run(t, e, wagerStep(1, "b", 10), `{"dealer":"spin"}`)
	// Stop 6 is b at 2 to 1: 10 × 2 = 20.
	if got := nets(e.Rounds()[0]); len(got) != 1 || got[0] != (net{1, "symbol-b", 10, game.Win, 20}) {
		t.Errorf("got %v, want symbol-b winning 20", got)
	}
}
