package paigow

import (
	"encoding/json"
	"math/big"
	"testing"

	"croupier/analysis"
	"croupier/game"
	"croupier/tile"
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

// groupOf finds the group of the four tiles.
func groupOf(t *testing.T, c *counted, tiles string) (group, result) {
	t.Helper()
	want := four(tiles)
	for i, g := range c.hands {
		if sameTiles(g.tiles, want) {
			return g, c.res[i]
		}
	}
	t.Fatalf("no group holds %s", tiles)
	return group{}, result{}
}

func sameTiles(a, b [4]tile.Tile) bool {
	n := map[tile.Tile]int{}
	for i := range a {
		n[a[i]]++
		n[b[i]]--
	}
	for _, k := range n {
		if k != 0 {
			return false
		}
	}
	return true
}

// 100: 21 kinds of tile, the 11 civil twice, the 10 military once. The
// hands of four up to identical tiles, worked by hand: four kinds,
// C(21,4) = 5,985; one civil kind twice and two other kinds,
// 11·C(20,2) = 2,090; two civil kinds twice, C(11,2) = 55; 8,130 in all.
// Weighted by the ways to pick them they are the C(32,4) = 35,960 hands,
// and each leaves the bank C(28,4) = 20,475.
func TestAnalyze100_Groups(t *testing.T) {
	c := study()
	if len(c.hands) != 5985+2090+55 {
		t.Errorf("%d groups of four tiles, want 8,130", len(c.hands))
	}
	var ways int64
	for i, g := range c.hands {
		ways += g.ways
		for s := range 3 {
			if r := c.res[i]; r.win[s] < 0 || r.loss[s] < 0 || r.win[s]+r.loss[s] > 20475 {
				t.Fatalf("%v parting %d: %d wins and %d losses of 20,475 bank hands", g.tiles, s, r.win[s], r.loss[s])
			}
		}
	}
	if ways != 35960 || c.players != 35960 || c.banks != 20475 {
		t.Errorf("%d hands (%d), %d bank hands; want 35,960 and 20,475", ways, c.players, c.banks)
	}
}

// 101, 104, 108–110, worked by hand. The player holds 6-6 6-6 1-1 1-1 and
// sets the two pairs (101: second and third), which is also his best. The
// 28 tiles left hold no 6-6 and no 1-1, so no bank hand reaches his 1-1
// pair but the supreme pair (1-2 2-4). The bank holds both gee joon tiles
// in C(26,2) = 325 hands. The house way keeps the supreme pair (rule 2)
// unless the other two tiles are both among 5-5 5-5 4-6 4-6 5-6 5-6 and not
// a pair themselves (rule 1 plays two pairs): C(6,2) − 3 = 12 hands split
// it into two hands of value, both below the player's. The 313 others set
// the supreme pair high, above the 6-6 pair, and a low hand below the 1-1
// pair: one hand higher, a push (109). The other 20,475 − 325 bank hands
// are below both: 20,162 wins, 313 pushes, no loss.
func TestAnalyze109_110_TwoPairsByHand(t *testing.T) {
	g, r := groupOf(t, study(), "6-6 6-6 1-1 1-1")
	if g.ways != 1 {
		t.Errorf("6-6 6-6 1-1 1-1 is dealt %d ways, want 1", g.ways)
	}
	if r.best != g.way {
		t.Errorf("the best setting is %s, want the house way's %s", setWords(g.parts[r.best]), setWords(g.parts[g.way]))
	}
	if w, l := r.win[g.way], r.loss[g.way]; w != 20162 || l != 0 || 20475-w-l != 313 {
		t.Errorf("6-6 6-6 / 1-1 1-1: %d wins, %d pushes, %d losses; want 20,162, 313, 0", w, 20475-w-l, l)
	}
}

// slow settles each parting of the player's four tiles against every bank
// hand of four of the 28 tiles left, one tile at a time: the bank set by
// HouseWay, the player's parting set both ways where 113 allows, each
// settled by the engine's versus. It returns, for each parting, the ranks
// of its high and low hands, and its wins and losses.
func slow(t *testing.T, hand [4]tile.Tile) ([][2]Rank, [3][2]int64) {
	t.Helper()
	set := tile.NewSet()
	for _, x := range hand {
		if err := set.Deal(x); err != nil {
			t.Fatal(err)
		}
	}
	left := set.Remaining()
	if len(left) != 28 {
		t.Fatalf("%d tiles left", len(left))
	}
	var sets []Set // the three partings, each set one way 113 allows
	for _, p := range [][4]int{{0, 1, 2, 3}, {0, 2, 1, 3}, {0, 3, 1, 2}} {
		s := Set{High: [2]tile.Tile{hand[p[0]], hand[p[1]]}, Low: [2]tile.Tile{hand[p[2]], hand[p[3]]}}
		if s.Foul() {
			s.High, s.Low = s.Low, s.High
		}
		sets = append(sets, s)
	}
	var out [3][2]int64
	keys := make([][2]Rank, 3)
	for i, s := range sets {
		keys[i] = [2]Rank{RankOf(s.High[0], s.High[1]), RankOf(s.Low[0], s.Low[1])}
	}
	n := 0
	for a := 0; a < 28; a++ {
		for b := a + 1; b < 28; b++ {
			for c := b + 1; c < 28; c++ {
				for d := c + 1; d < 28; d++ {
					n++
					bank, _ := HouseWay([4]tile.Tile{left[a], left[b], left[c], left[d]})
					for i, s := range sets {
						switch versus(1, unit, s, bank).Result {
						case game.Win:
							out[i][0]++
						case game.Lose:
							out[i][1]++
						}
					}
				}
			}
		}
	}
	if n != 20475 {
		t.Fatalf("%d bank hands, want 20,475", n)
	}
	return keys, out
}

// compare checks the analysis' counts for the four tiles against slow's,
// parting by parting, and its best setting against the slow loop's best.
func compare(t *testing.T, c *counted, hand [4]tile.Tile) {
	t.Helper()
	var g group
	var r result
	for i := range c.hands {
		if sameTiles(c.hands[i].tiles, hand) {
			g, r = c.hands[i], c.res[i]
		}
	}
	keys, want := slow(t, hand)
	bestNet := int64(-1 << 62)
	for _, x := range want {
		bestNet = max(bestNet, 19*x[0]-20*x[1])
	}
	for s := range 3 {
		found := false
		for i, k := range keys { // the partings alike in ranks are alike in counts
			if k != g.rank[s] {
				continue
			}
			found = true
			if w := want[i]; w[0] != r.win[s] || w[1] != r.loss[s] {
				t.Errorf("%v set %s: %d wins, %d losses; the slow loop counts %v", hand, setWords(g.parts[s]), r.win[s], r.loss[s], w)
			}
		}
		if !found {
			t.Errorf("%v: the parting %s is not among the slow loop's", hand, setWords(g.parts[s]))
		}
	}
	if got := 19*r.win[r.best] - 20*r.loss[r.best]; got != bestNet {
		t.Errorf("%v: the best setting %s nets %d/20 per bank hand, the slow loop's best %d/20", hand, setWords(g.parts[r.best]), got, bestNet)
	}
}

// 104, 108–111, 113, 115: hands of every rule of the house way
// (docs/house-way-tiles.md) and hands whose best setting departs from it,
// each against the 20,475 bank hands one tile at a time.
func TestAnalyze108_110_SlowLoop(t *testing.T) {
	c := study()
	for _, h := range []string{
		"6-6 6-6 1-1 1-1", "3-6 4-5 1-4 2-3", // rule 1
		"1-2 2-4 6-6 1-1", "5-5 5-5 6-6 4-5", // rule 2
		"1-2 2-4 6-6 5-5", "3-5 2-6 5-6 4-6", // rule 3
		"6-6 4-5 1-4 1-2", "1-1 4-4 2-2 5-6", // rule 4, the second departing
		"5-6 4-6 2-5 1-5", "1-1 1-3 1-6 1-5", // rule 5, the second departing
	} {
		compare(t, c, four(h))
		if raceOn { // ten times slower: one hand of each kind is enough
			break
		}
	}
}

// The same over a sample of every 4,999th hand of four of the 32 tiles,
// 8 hands (skipped under the race detector: 10 times slower).
func TestAnalyze108_110_SlowSample(t *testing.T) {
	if raceOn || testing.Short() {
		t.Skip("the slow loop over 8 hands")
	}
	c := study()
	s := tile.NewSet()
	all := s.Remaining()
	n := 0
	for a := 0; a < 32; a++ {
		for b := a + 1; b < 32; b++ {
			for x := b + 1; x < 32; x++ {
				for d := x + 1; d < 32; d++ {
					if n%4999 == 0 {
						compare(t, c, [4]tile.Tile{all[a], all[b], all[x], all[d]})
					}
					n++
				}
			}
		}
	}
}

// Published figures. The Wizard of Odds (wizardofodds.com/games/pai-gow-tiles/strategy/wizard-way/,
// "Pai Gow House Edge") gives, with a 5% commission, the player setting the
// casino's house way against the dealer's house way: wins 29.21%, pushes
// 40.61%, loses 30.18%, a house edge of 2.44% (and 2.3896% in
// wizardofodds.com/ask-the-wizard/pai-gow-tiles); a banking player covering
// it 0.7377%. Croupier's house way is shorter than the casino's
// (docs/house-way-tiles.md, "Where this one differs"), so the figures are
// close, not equal: within a quarter of a point for the edges, a point and
// a half for the lines.
//
// The Wizard's optimal player against the casino's house way has 1.67%;
// Croupier's house way leaves more to the player's choice (it always plays
// a wong or gong and balances on the low hand alone), so the best setting
// here only has to do better than the house way's.
func TestAnalyzeWizardOfOdds(t *testing.T) {
	r := analyzeOpts(t, `{}`)
	near := func(what string, got *big.Rat, want, tol float64) {
		g, _ := got.Float64()
		if g < want-tol || g > want+tol {
			t.Errorf("%s = %.4f%%, the Wizard of Odds %.4f%% (± %.2f)", what, 100*g, 100*want, 100*tol)
		}
	}
	hw := r.Wager("main", "the player sets the house way")
	f := hw.Figures()
	near("the house way's edge", f.Edge, 0.0244, 0.0025)
	near("the house way's edge", f.Edge, 0.023896, 0.0025)
	near("the house way's wins", hw.Lines[0].Prob, 0.2921, 0.015)
	near("the house way's pushes", hw.Lines[1].Prob, 0.4061, 0.015)
	near("the house way's losses", hw.Lines[2].Prob, 0.3018, 0.015)
	near("the bank's edge", r.Wager("bank", "covering a player who sets the house way").Figures().Edge, 0.007377, 0.0025)
	best := r.Wager("main", "the player's best setting").Figures()
	if best.Edge.Cmp(f.Edge) >= 0 {
		t.Errorf("the best setting's edge %s is not below the house way's %s", best.Edge.FloatString(6), f.Edge.FloatString(6))
	}
}

// 104, 111, 116 worked from the lines: win and loss are exchanged for the
// bank, a pushed hand is a push on both sides, and the commission is 5%
// of whichever side wins. With W, L the player's win and loss
// probabilities, the player's edge is L − 0.95·W and the bank's
// W − 0.95·L; their sum, what the house collects, is 0.05·(W + L).
// Copies (identical hands, 104) go to the bank, so even with both sides
// setting the house way the player loses more often than he wins.
func TestAnalyze111_116_BankMirrorsMain(t *testing.T) {
	r := analyzeOpts(t, `{}`)
	for _, c := range [][2]string{{"the player sets the house way", "covering a player who sets the house way"},
		{"the player's best setting", "covering a player who sets his best"}} {
		m, b := r.Wager("main", c[0]), r.Wager("bank", c[1])
		W, L := m.Lines[0].Prob, m.Lines[2].Prob
		edge := new(big.Rat).Sub(L, new(big.Rat).Mul(W, big.NewRat(19, 20)))
		bank := new(big.Rat).Sub(W, new(big.Rat).Mul(L, big.NewRat(19, 20)))
		if m.Figures().Edge.Cmp(edge) != 0 || b.Figures().Edge.Cmp(bank) != 0 {
			t.Errorf("%s: edges %s and %s, want %s and %s", c[0], m.Figures().Edge.FloatString(8), b.Figures().Edge.FloatString(8),
				edge.FloatString(8), bank.FloatString(8))
		}
		if c[0] == "the player sets the house way" && W.Cmp(L) >= 0 {
			t.Errorf("house way against house way: the player wins %s, loses %s: copies should tip it to the bank", W.FloatString(6), L.FloatString(6))
		}
	}
}

// 116: a seat that banks sets its hand the house way as the dealer does
// (115): the figures are the same whoever banks.
func TestAnalyze116_BankSeat(t *testing.T) {
	a, b := analyzeOpts(t, `{}`), analyzeOpts(t, `{"bank-seat": 3}`)
	if len(a.Wagers) != 4 || len(b.Wagers) != 4 {
		t.Fatalf("%d and %d wagers, want 4", len(a.Wagers), len(b.Wagers))
	}
	for i := range a.Wagers {
		if fa, fb := a.Wagers[i].Figures(), b.Wagers[i].Figures(); fa.Return.Cmp(fb.Return) != 0 {
			t.Errorf("%s: %s with the dealer banking, %s with seat 3", a.Wagers[i].Title, fa.Return.FloatString(8), fb.Return.FloatString(8))
		}
	}
	if len(a.Strategies) != 1 || len(a.Strategies[0].Rows) == 0 {
		t.Errorf("strategies %v", a.Strategies)
	}
	if _, err := Analyze(game.Table{}); err == nil {
		t.Error("Analyze took a table of no options")
	}
}

func BenchmarkAnalyze(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if r := count(groups()).report(); len(r.Wagers) != 4 {
			b.Fatal(len(r.Wagers))
		}
	}
}
