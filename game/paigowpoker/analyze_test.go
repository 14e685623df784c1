package paigowpoker

import (
	"encoding/json"
	"flag"
	"math/big"
	"os"
	"slices"
	"strings"
	"testing"

	"croupier/analysis"
	"croupier/card"
	"croupier/game"
)

func analyzeOpts(t *testing.T, opts string) *analysis.Report {
	t.Helper()
	var raw map[string]json.RawMessage
	if err := json.Unmarshal([]byte(opts), &raw); err != nil {
		t.Fatal(err)
	}
	tb, err := Spec.ParseTable(raw)
	if err != nil {
		t.Fatal(err)
	}
	r, err := Analyze(tb)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Check(); err != nil {
		t.Fatal(err)
	}
	return r
}

// g4 is a card's value by ruling G4, written from the ruling: aces and the
// joker 1, 2 to 9 their face, tens and pictures 10.
func g4(c card.Card) int {
	if c == card.Joker {
		return 1
	}
	switch r := c.Rank(); {
	case r == card.Ace:
		return 1
	case r >= card.Ten:
		return 10
	default:
		return int(r)
	}
}

// 48, ruling G4, worked by hand: of the 53 cards, 5 count 1 (four aces and
// the joker), 16 count 10 and 4 each of 2 to 9. Four cards total 4 only as
// four of the 1s, C(5,4) = 5 ways; 5 as three 1s and a 2, C(5,3)·4 = 40;
// 40 as four 10s, C(16,4) = 1,820; 39 as three 10s and a 9,
// C(16,3)·4 = 2,240; 38 as three 10s and an 8 or two 10s and two 9s,
// 2,240 + C(16,2)·C(4,2) = 2,960. In all C(53,4) = 292,825 hands.
func TestAnalyze48_TotalsByHand(t *testing.T) {
	d := RulesOf(mustTable(t)).shoe()
	left := d.Left()
	totals, all := totalsOf(&left)
	if all != 292825 {
		t.Errorf("%d hands of four, want C(53,4) = 292,825", all)
	}
	for total, want := range map[int]int64{4: 5, 5: 40, 40: 1820, 39: 2240, 38: 2960, 3: 0} {
		if total < len(totals) && totals[total] != want {
			t.Errorf("%d hands total %d, want %d", totals[total], total, want)
		}
	}
}

func mustTable(t *testing.T) game.Table {
	t.Helper()
	tb, err := Spec.ParseTable(nil)
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

// 48: every 4 of the 53 cards one at a time, the total by ruling G4 as
// written above, each total wager settled by the count of the totals it
// wins on at the pay of 48 (1 to 1 over or under 26, 15 to 1 on 26):
// the analysis' lines must match.
func TestAnalyze48_BruteForce(t *testing.T) {
	var over, under, at26, n int64
	for a := card.Card(1); a <= card.Joker; a++ {
		for b := a + 1; b <= card.Joker; b++ {
			for c := b + 1; c <= card.Joker; c++ {
				for d := c + 1; d <= card.Joker; d++ {
					n++
					switch s := g4(a) + g4(b) + g4(c) + g4(d); {
					case s > 26:
						over++
					case s < 26:
						under++
					default:
						at26++
					}
				}
			}
		}
	}
	if n != 292825 {
		t.Fatalf("%d hands of four, want 292,825", n)
	}
	r := analyzeOpts(t, `{}`)
	for _, c := range []struct {
		id       string
		win, net int64
	}{{"total-over-26", over, 1}, {"total-under-26", under, 1}, {"total-26", at26, 15}} {
		p := big.NewRat(c.win, n)
		want := new(big.Rat).Mul(p, analysis.Int(c.net+1)) // the stake and the pay back on a win
		f := r.Wager(c.id, "").Figures()
		if f.Return.Cmp(want) != 0 || f.Hit.Cmp(p) != 0 {
			t.Errorf("%s returns %s hitting %s; the brute force %s hitting %s", c.id, f.Return.FloatString(8), f.Hit.FloatString(8),
				want.FloatString(8), p.FloatString(8))
		}
	}
	t.Logf("over %d, under %d, 26 %d", over, under, at26)
}

// 48.1, worked by hand: the generator draws each of 1 to 7 alike; a win
// pays 11 to 2. The return is (1/7)·(1 + 11/2) = 13/14, an edge of 1/14.
func TestAnalyze48_1_PositionByHand(t *testing.T) {
	for _, opts := range []string{`{}`, `{"position-bet":true}`} {
		r := analyzeOpts(t, opts)
		w := r.Wager("position-N", "")
		if w == nil {
			t.Fatalf("%s: no position-N wager", opts)
		}
		if got := w.Figures().Return; got.Cmp(big.NewRat(13, 14)) != 0 {
			t.Errorf("%s: position-N returns %s, want 13/14", opts, got.RatString())
		}
		if off := strings.Contains(w.Note, "not offered"); off != (opts == `{}`) {
			t.Errorf("%s: note %q", opts, w.Note)
		}
	}
}

// 43–47, 53: the main wager's lines are the count's, each at the net the
// by-law gives it on the unit of $10 — a win 1 to 1 less 5% on the next
// multiple of $10 (47): +$9.50; a push 0; a loss −$10 — and a banking
// seat's cover is the same count the other way round: +$9.50 when the
// player loses (PG3: 5% of the net win), −$10 when he wins. Each returns
// (1.95 · its wins + the pushes) / the pairs per unit staked, worked here
// from the counts alone, for the player setting the best way and the
// house way.
func TestAnalyze46_MainFromTheCount(t *testing.T) {
	r := analyzeOpts(t, `{"bank-seat":2,"position-bet":true}`)
	if len(r.Missing) != 0 {
		t.Errorf("the report misses %v", r.Missing)
	}
	if want := int64(154143080) * 53524680; bestCounted.Pairs != want { // C(53,7) · C(46,7)
		t.Fatalf("%d pairs, want C(53,7)·C(46,7) = %d", bestCounted.Pairs, want)
	}
	best, hw := bestCounted.best(), bestCounted.houseWay()
	for _, x := range []struct {
		id, title string
		win, lose int64 // pairs where the wager wins 0.95 and where it loses 1
	}{
		{"main", bestTitle, best.Win, best.Lose},
		{"main", houseWayTitle, hw.Win, hw.Lose},
		{"bank", "covering one main wager", hw.Lose, hw.Win},
		{"bank", "covering one main wager set the best way", best.Lose, best.Win},
	} {
		w := r.Wager(x.id, x.title)
		if w == nil {
			t.Fatalf("no %s wager %q", x.id, x.title)
		}
		pairs := bestCounted.Pairs
		// return per unit staked: the stake back on a win and a push, and 0.95 more on a win
		ret := new(big.Rat).SetFrac64(x.win*195+(pairs-x.win-x.lose)*100, pairs*100)
		f := w.Figures()
		if f.Return.Cmp(ret) != 0 {
			t.Errorf("%s %s returns %s, the count gives %s", x.id, x.title, f.Return.FloatString(10), ret.FloatString(10))
		}
		if hit := big.NewRat(x.win, pairs); f.Hit.Cmp(hit) != 0 {
			t.Errorf("%s %s hits %s, the count gives %s", x.id, x.title, f.Hit.FloatString(10), hit.FloatString(10))
		}
		t.Logf("%s %s: return %s%%", x.id, x.title, new(big.Rat).Mul(f.Return, analysis.Int(100)).FloatString(6))
	}
	if r.Wager("main", "") != r.Wager("main", bestTitle) {
		t.Errorf("main's first figure is not the best setting's")
	}
	if len(r.Wagers) != 8 {
		t.Errorf("%d wagers, want main and bank each two ways, the three totals and position-N", len(r.Wagers))
	}
}

// 50, 52: the best setting, rule by rule of the house way. The rules'
// hands are every hand once, C(53,7); on no rule's hands does the best
// setting return less than the house way, and it departs from it exactly
// where it returns more; where the house way is the best for every hand
// of a rule, the two return alike. The strategy table shows each rule.
func TestBestByRule(t *testing.T) {
	var hands int64
	for rule, r := range bestCounted.ByRule {
		hands += r.Hands
		if r.Hands == 0 {
			continue
		}
		best, hw := 19*r.Win-20*r.Lose, 19*r.HWWin-20*r.HWLose
		if best < hw || (best > hw) != (r.Departs > 0) || r.Departs > r.Hands {
			t.Errorf("rule %d: %+v: the best setting nets %d twentieths against the house way's %d", rule, r, best, hw)
		}
		if ruleNames[rule] == "" {
			t.Errorf("rule %d has no name", rule)
		}
	}
	if want := int64(154143080); hands != want {
		t.Errorf("the rules set %d hands, want C(53,7) = %d", hands, want)
	}
	st := analyzeOpts(t, `{}`).Strategies
	if len(st) != 1 || len(st[0].Rows) != 9 {
		t.Fatalf("strategies %+v: want one table, a row for each of rules 2 to 10", st)
	}
}

// TestMainCountedIsTheCount counts the main wager set the house way again
// by countMain, which keeps no setting but the house way's: the figures
// Analyze gives for it are this count's.
func TestMainCountedIsTheCount(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("minutes of counting over a 616 MB table: .ci/run runs it outside -race")
	}
	if got, want := countMain(fullDeck()), bestCounted.houseWay(); got != want {
		t.Errorf("counted %+v, Analyze gives %+v", got, want)
	}
}

var writeBest = flag.Bool("write-best", false, "TestBestCountedIsTheCount writes best.bin from its count")

// TestBestCountedIsTheCount counts the main wager set the best way again
// over the whole deck: the figures Analyze gives are this count's, and
// best.bin holds its best settings.
func TestBestCountedIsTheCount(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("minutes of counting over a 616 MB table: .ci/run runs it outside -race")
	}
	got, table := countBest(fullDeck())
	if got != bestCounted {
		t.Errorf("counted %#v, Analyze gives %#v", got, bestCounted)
	}
	if *writeBest {
		if err := os.WriteFile("best.bin", table.encode(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	stored, err := bestSettings()
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(stored, table) {
		t.Errorf("best.bin holds %d hands set otherwise than the house way, the count %d (-write-best writes it)", len(stored), len(table))
	}
}

func BenchmarkAnalyze(b *testing.B) {
	tb, _ := Spec.ParseTable(nil)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Analyze(tb); err != nil {
			b.Fatal(err)
		}
	}
}
