package slots_test

import (
	"encoding/json"
	"math/big"
	"os"
	"strings"
	"testing"

	"croupier/analysis"
	"croupier/game"
	"croupier/game/slots"
)

// machineTable is a table of the machine raw (nil: the default) with the
// extra options opts.
func machineTable(t *testing.T, raw []byte, opts string) game.Table {
	t.Helper()
	o := map[string]json.RawMessage{}
	if opts != "" {
		if err := json.Unmarshal([]byte(opts), &o); err != nil {
			t.Fatal(err)
		}
	}
	if raw != nil {
		o["machine"] = raw
	}
	tb, err := slots.Spec.ParseTable(o)
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

// report analyses the table and checks that the report is a distribution
// whose figures are slots.Analyze's (93, ruling M1).
func report(t *testing.T, tb game.Table) (*analysis.Report, slots.Analysis) {
	t.Helper()
	rep, err := slots.Game.Analyze(tb)
	if err != nil {
		t.Fatal(err)
	}
	if err := rep.Check(); err != nil {
		t.Fatal(err)
	}
	if len(rep.Wagers) != 1 || rep.Wagers[0].ID != "play" {
		t.Fatalf("wagers %v, want the one play", rep.Wagers)
	}
	m, err := slots.Parse(tb.Raw("machine"))
	if err != nil {
		t.Fatal(err)
	}
	a, err := slots.Analyze(m)
	if err != nil {
		t.Fatal(err)
	}
	f := rep.Wagers[0].Figures()
	if f.Return.Cmp(a.Return) != 0 || f.Variance.Cmp(a.Variance) != 0 {
		t.Errorf("return %s, variance %s; Analyze's %s, %s", f.Return.RatString(), f.Variance.RatString(), a.Return.RatString(), a.Variance.RatString())
	}
	return rep, a
}

// TestAnalyzeTableClassic: the default machine's lines, worked out by hand
// as in TestAnalyzeClassicByHand: of 1000 combinations, 7 7 7 once (200 per
// coin, 199 to 1 on the play), cherry ×3 4 times (39 to 1), bar ×3 36
// (9 to 1), cherry cherry 36 (4 to 1), nothing the other 923.
func TestAnalyzeTableClassic(t *testing.T) {
	rep, a := report(t, machineTable(t, nil, ""))
	want := []struct {
		name       string
		net, count int64
	}{{"7 7 7", 199, 1}, {"cherry cherry cherry", 39, 4}, {"bar bar bar", 9, 36}, {"cherry cherry", 4, 36}, {"no win", -1, 923}}
	lines := rep.Wagers[0].Lines
	if len(lines) != len(want) {
		t.Fatalf("%d lines, want %d", len(lines), len(want))
	}
	for i, w := range want {
		l := lines[i]
		if l.Name != w.name || l.Net.Cmp(big.NewRat(w.net, 1)) != 0 || l.Prob.Cmp(big.NewRat(w.count, 1000)) != 0 {
			t.Errorf("line %d: %s %s %s, want %s %d %d/1000", i, l.Name, l.Net.RatString(), l.Prob.RatString(), w.name, w.net, w.count)
		}
	}
	// One line, no scatter: a play that pays anything pays more than it costs.
	if f := rep.Wagers[0].Figures(); f.Hit.Cmp(a.HitFrequency) != 0 || f.Hit.Cmp(big.NewRat(77, 1000)) != 0 {
		t.Errorf("hit frequency %s, Analyze's %s", f.Hit.RatString(), a.HitFrequency.RatString())
	}
}

// TestAnalyzeTableEveryCombination: on the small machine of 5 paylines, a
// wild and a scatter (independent_test.go), the law of a play's win is the
// count of its 7,776 combinations, each evaluated by config.win, the
// package's rules read independently from doc.go.
func TestAnalyzeTableEveryCombination(t *testing.T) {
	rep, a := report(t, machineTable(t, []byte(small), `{"min": 50}`))
	c := readConfig(t, []byte(small))
	count := map[string]int64{} // by net per play
	var combos, above int64
	stops := make([]int, len(c.Reels))
	for {
		w := c.win(stops)
		count[big.NewRat(w-int64(c.Coins), int64(c.Coins)).RatString()]++
		combos++
		if w > int64(c.Coins) {
			above++
		}
		k := 0
		for ; k < len(stops); k++ {
			if stops[k]++; stops[k] < len(c.Reels[k]) {
				break
			}
			stops[k] = 0
		}
		if k == len(stops) {
			break
		}
	}
	got := map[string]*big.Rat{}
	for _, l := range rep.Wagers[0].Lines {
		k := l.Net.RatString()
		if got[k] != nil {
			t.Errorf("net %s on two lines", k)
			continue
		}
		got[k] = l.Prob
	}
	for net, n := range count {
		if p := got[net]; p == nil || p.Cmp(big.NewRat(n, combos)) != 0 {
			t.Errorf("net %s: %v, every combination %d/%d", net, p, n, combos)
		}
	}
	if len(got) != len(count) {
		t.Errorf("%d lines, every combination %d nets", len(got), len(count))
	}
	// Several lines: some wins pay less than the play, so the report's hit
	// frequency (more than the play back) is below Analyze's (anything).
	w := rep.Wagers[0]
	if f := w.Figures(); f.Hit.Cmp(big.NewRat(above, combos)) != 0 || f.Hit.Cmp(a.HitFrequency) >= 0 || !strings.Contains(w.Note, "hit frequency") {
		t.Errorf("hit %s, every combination %d/%d, Analyze %s; note %q", f.Hit.RatString(), above, combos, a.HitFrequency.RatString(), w.Note)
	}
}

// TestAnalyzeTableJackpot: on the linked machine (the classic's reels and
// pays, a progressive won by 7 7 7 on the payline), the one combination of
// 1000 showing 7 7 7 is the line of the jackpot, which is not counted (M1);
// the figures are the classic's.
func TestAnalyzeTableJackpot(t *testing.T) {
	raw, err := os.ReadFile("../../examples/slots/linked-a.json")
	if err != nil {
		t.Fatal(err)
	}
	rep, _ := report(t, machineTable(t, raw, ""))
	w := rep.Wagers[0]
	if l := w.Lines[0]; l.Name != "7 7 7 and the progressive jackpot" || l.Prob.Cmp(big.NewRat(1, 1000)) != 0 || l.Net.Cmp(big.NewRat(199, 1)) != 0 {
		t.Errorf("first line %s %s %s", l.Name, l.Net.RatString(), l.Prob.RatString())
	}
	if f := w.Figures(); f.Return.Cmp(big.NewRat(9, 10)) != 0 || !strings.Contains(w.Note, "not counted") {
		t.Errorf("return %s, note %q", f.Return.RatString(), w.Note)
	}
}

// TestAnalyzeTableRefusals: a machine the engine refuses, for its return
// (93) or the table's limits (3), is refused with the engine's error.
func TestAnalyzeTableRefusals(t *testing.T) {
	stingy := strings.Replace(slots.Classic, `"pays": 200`, `"pays": 100`, 1) // 80% of the classic's 90%
	for _, c := range []struct {
		raw  []byte
		opts string
	}{{[]byte(stingy), ""}, {nil, `{"min": 200}`}} {
		tb := machineTable(t, c.raw, c.opts)
		_, err := slots.Game.Analyze(tb)
		_, want := slots.Game.New(tb, game.NewTape(nil))
		if err == nil || want == nil || err.Error() != want.Error() {
			t.Errorf("%s %s: Analyze %v, the engine %v", c.raw, c.opts, err, want)
		}
	}
}

// TestAnalyzeTableTwentyLines: the 20-line example's report, a law of over
// a thousand totals, gives Analyze's figures.
func TestAnalyzeTableTwentyLines(t *testing.T) {
	if testing.Short() {
		t.Skip("24,300,000 combinations")
	}
	raw, err := os.ReadFile("../../examples/slots/twenty-lines.json")
	if err != nil {
		t.Fatal(err)
	}
	report(t, machineTable(t, raw, `{"min": 100}`))
}
