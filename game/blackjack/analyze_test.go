package blackjack

import (
	"encoding/json"
	"math"
	"math/big"
	"strings"
	"testing"

	"croupier/game"
)

func bjTable(t *testing.T, opts string) game.Table { return bjTableB(t, opts) }

func bjTableB(t testing.TB, opts string) game.Table {
	t.Helper()
	var raw map[string]json.RawMessage
	if err := json.Unmarshal([]byte(opts), &raw); err != nil {
		t.Fatal(err)
	}
	tb, err := Spec.ParseTable(raw)
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

// farmerRules are the rules of Eric Farmer's strategy calculator (version
// 7.6, strategy.cpp) for a shoe of decks decks, H17 unless s17: its double
// on 9–11 counts a soft hand's soft total, so do not double
// (Croupier's ruling B12 doubles them).
func farmerRules(decks int, s17, doa, das bool, hands int, post postSplit) calcRules {
	r := calcRulesOf(Rules{Decks: decks, StandSoft17: s17, DoubleAny: doa, DoubleAfterSplit: das, SplitHands: hands})
	r.DoubleSoft9 = false
	r.Post = post
	return r
}

// TestFarmer compares the calculator with Eric Farmer's combinatorial
// analyzer, the Basic Strategy Calculator of his Blackjack 7.6 (strategy.exe,
// GPL, run locally with the rules below: double on soft hands allowed, no
// double after a hit, no surrender, Blackjack 3 to 2; "resplit" is split to
// 4 hands, aces not resplit). Its figures, the overall expected value in
// percent as printed in its table with 9 decimals, are quoted from those
// runs. Farmer's game peeks for Blackjack; its expected values are
// unconditional, a dealer Blackjack taking only the initial wager: the same
// figure as the no-hole-card game of section 20.
func TestFarmer(t *testing.T) {
	cases := []struct {
		name          string
		decks         int
		s17, doa, das bool
		hands         int
		post          postSplit
		percent       float64
		slow          bool
	}{
		// 6 decks, H17, D9, NDAS, SPL1, CDP: the Québec defaults.
		{"6d H17 D9 NDAS SPL1 CDP", 6, false, false, false, 2, cdp, -0.891658651, false},
		{"6d H17 D9 NDAS SPL1 CDZ-", 6, false, false, false, 2, cdz, -0.891658651, true},
		{"6d S17 D9 NDAS SPL1 CDP", 6, true, false, false, 2, cdp, -0.668100771, true},
		{"6d H17 D9 DAS SPL1 CDP", 6, false, false, true, 2, cdp, -0.773813440, true},
		{"6d H17 DOA NDAS SPL1 CDP", 6, false, true, false, 2, cdp, -0.793231067, true},
		{"6d H17 D9 NDAS SPL3 CDP", 6, false, false, false, 4, cdp, -0.858276034, true},
		{"6d H17 D9 NDAS SPL3 CDZ-", 6, false, false, false, 4, cdz, -0.858276086, true},
		{"6d H17 D9 DAS SPL3 CDP", 6, false, false, true, 4, cdp, -0.721331490, true},
		{"6d H17 D9 NDAS SPL3 CDP1", 6, false, false, false, 4, cdp1, -0.858276086, true},
		{"1d H17 DOA DAS SPL3 CDP", 1, false, true, true, 4, cdp, -0.008029732, true},
		{"1d H17 DOA DAS SPL3 CDP1", 1, false, true, true, 4, cdp1, -0.008053671, true},
		{"2d S17 D9 NDAS SPL3 CDP", 2, true, false, false, 4, cdp, -0.425525688, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if c.slow && analyzeRace {
				t.Skip("slow under -race; the plain run checks it")
			}
			got := newCalc(farmerRules(c.decks, c.s17, c.doa, c.das, c.hands, c.post)).run().ev * 100
			if math.Abs(got-c.percent) > 1e-7+5e-10 { // 1e-9 of the wager; Farmer prints 9 decimals of a percent
				t.Errorf("expected value %.10f%%, Farmer's %.9f%%", got, c.percent)
			}
		})
	}
}

// TestDealerOdds checks the dealer's outcome probabilities against the
// Wizard of Odds' "Dealer Probabilities in Blackjack" (appendix 2B, before
// the peek): one deck, dealer stands on soft 17, the up card out of the
// deck. Bust and 17–21 by up card (26).
func TestDealerOdds(t *testing.T) {
	c := newCalc(farmerRules(1, true, false, false, 2, cdp))
	want := map[int][nOut]float64{
		// 17, 18, 19, 20, 21, bust, Blackjack
		1: {0.126128, 0.131003, 0.129486, 0.131553, 0.0515646, 0.11654, 0.313726},
		2: {0.138976, 0.131762, 0.131815, 0.123948, 0.120526, 0.352973, 0},
		3: {0.130313, 0.130946, 0.123761, 0.123345, 0.116047, 0.375588, 0},
		4: {0.130973, 0.114163, 0.120679, 0.116286, 0.115096, 0.402803, 0},
		5: {0.119687, 0.123483, 0.116909, 0.104694, 0.106321, 0.428905, 0},
		6: {0.166948, 0.106454, 0.107192, 0.100705, 0.0978785, 0.420823, 0},
		7: {0.372345, 0.138583, 0.0773344, 0.0788967, 0.072987, 0.259854, 0},
	}
	p := c.tree.probs(&c.r.Shoe, make([]float64, len(c.tree.nodes)))
	for up, w := range want {
		for k := range nOut {
			if math.Abs(p[up][k]-w[k]) > 1e-6 {
				t.Errorf("up %d outcome %d: %.7f, Wizard of Odds %.7f", up, k, p[up][k], w[k])
			}
		}
	}
}

// TestAnalyze checks the report at the Québec defaults and a few options:
// a distribution (Report.Check), 9 decimals, the return as the calculator
// finds it, and the strategy table's familiar plays.
func TestAnalyze(t *testing.T) {
	r, err := Analyze(bjTable(t, `{}`))
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Check(); err != nil {
		t.Fatal(err)
	}
	if r.Digits != 9 || len(r.Strategies) != 1 {
		t.Fatalf("digits %d, %d strategies", r.Digits, len(r.Strategies))
	}
	main := r.Wager("main", "")
	ret, _ := main.Figures().Return.Float64()
	// Farmer's −0.891658651% (TestFarmer) less what B12's
	// doubles give: they double A-8 against a 6 (below), a small gain.
	if ret < 1-0.00891658651 || ret > 1-0.0089 {
		t.Errorf("return %.9f", ret)
	}
	// The lines follow the strategy's paths to every end of the round: they
	// must give back the calculator's expected value.
	ev := newCalc(calcRulesOf(RulesOf(bjTable(t, `{}`)))).run().ev
	if math.Abs(ret-1-ev) > 1e-12 {
		t.Errorf("the lines return %.15f, the calculator %.15f", ret, 1+ev)
	}
	// A Blackjack 3 to 2 (21): dealt in 2·(24/312)·(96/311) of rounds, paid
	// unless the dealer has one too.
	if l := main.Lines[1]; l.Net.Cmp(big.NewRat(3, 2)) != 0 {
		t.Errorf("second line %s pays %s", l.Name, l.Net.RatString())
	} else if p, _ := l.Prob.Float64(); p > 2*24.0/312*96/311 || p < 0.95*2*24.0/312*96/311 {
		t.Errorf("Blackjacks paid in %.6f of rounds", p)
	}
	for _, id := range []string{"insurance", "double", "main.N", "double.N"} {
		if !strings.Contains(main.Note, id) {
			t.Errorf("main's note does not name %s", id)
		}
	}
	rows := map[string][]string{}
	for _, row := range r.Strategies[0].Rows {
		rows[row[0]] = row[1:]
	}
	// Columns 2 … 10, A. Basic plays any 6-deck H17 chart shows.
	check := func(hand string, col int, want string) {
		t.Helper()
		if got := strings.TrimRight(rows[hand][col], "*"); got != want {
			t.Errorf("%s column %d: %s, want %s", hand, col, got, want)
		}
	}
	check("hard 16", 8, "H")       // 16 v 10 hits
	check("hard 12", 2, "S")       // 12 v 4 stands
	check("hard 11", 9, "D")       // 11 v A doubles (H17)
	check("pair A-A", 9, "P")      // aces split
	check("pair 8-8", 8, "P")      // 8s split against a 10
	check("pair 10-10", 4, "S")    // tens stand
	check("soft 19 (A-8)", 4, "D") // B12: A-8 doubles as 9 against a 6 (H17)
	check("soft 18 (A-7)", 8, "H") // A-7 v 10 hits

	s17, err := Analyze(bjTable(t, `{"stand-soft-17": true}`))
	if err != nil {
		t.Fatal(err)
	}
	if err := s17.Check(); err != nil {
		t.Fatal(err)
	}
	if a, b := s17.Wager("main", "").Figures().Return, main.Figures().Return; a.Cmp(b) <= 0 {
		t.Errorf("S17 returns %s, H17 %s: S17 should return more", a.FloatString(9), b.FloatString(9))
	}
}

// TestAdvise checks the advisor's options and best play on hands whose
// play every strategy table agrees on.
func TestAdvise(t *testing.T) {
	r := RulesOf(bjTable(t, `{}`))
	cases := []struct {
		player []int
		up     int
		best   string
		n      int
	}{
		{[]int{10, 6}, 10, "hit", 2},
		{[]int{10, 6}, 6, "stand", 2},
		{[]int{6, 5}, 6, "double", 3},
		{[]int{8, 8}, 10, "split", 3},
		{[]int{1, 10}, 10, "stand", 1},
		{[]int{5, 6, 10}, 9, "stand", 1}, // hard 21: no hit (22)
	}
	for _, c := range cases {
		a, err := Advise(r, c.player, c.up)
		if err != nil {
			t.Fatal(err)
		}
		if a.Best != c.best || len(a.Options) != c.n {
			t.Errorf("%v v %d: %v", c.player, c.up, a)
		}
	}
	// 16 v 10 (6 decks): Farmer's calculator prints stand −54.095443902%
	// and hit −53.467556245% (given no dealer Blackjack).
	a, _ := Advise(r, []int{10, 6}, 10)
	if math.Abs(a.EV[0]*100+54.095443902) > 1e-8 || math.Abs(a.EV[1]*100+53.467556245) > 1e-8 {
		t.Errorf("16 v 10: %v", a)
	}
}

// TestBonus checks the 18.1 bonus: three 7s standing pay 3 to 2 unless the
// dealer has a Blackjack, whatever his total (B4), and the return rises.
func TestBonus(t *testing.T) {
	cr := calcRulesOf(Rules{Decks: 6, SplitHands: 2})
	cr.Bonus = true
	c := newCalc(cr)
	x := c.newContext(9, [11]int{})
	var h comp
	h[7] = 3
	i := c.cs.index[h]
	x.eval(i)
	if math.Abs(x.stand[i]-1.5) > 1e-12 { // a 9 up: no dealer Blackjack
		t.Errorf("7-7-7 v 9 stands for %v, want 1.5", x.stand[i])
	}
	plain, err := analyzeRules(RulesOf(bjTable(t, `{}`)))
	if err != nil {
		t.Fatal(err)
	}
	bonus, err := analyzeRules(RulesOf(bjTable(t, `{"bonus-7s-678": true}`)))
	if err != nil {
		t.Fatal(err)
	}
	if err := bonus.Check(); err != nil {
		t.Fatal(err)
	}
	if bonus.Wager("main", "").Figures().Return.Cmp(plain.Wager("main", "").Figures().Return) <= 0 {
		t.Error("the bonus does not raise the return")
	}
}

// TestInsurance: 25, insurance pays 2 to 1 when the hole card is a
// ten-value card: 96 of the 311 cards left by the ace in 6 decks.
func TestInsurance(t *testing.T) {
	res := newCalc(calcRulesOf(Rules{Decks: 6, SplitHands: 2}))
	if got := (&result{c: res}).insurance(); got.Cmp(big.NewRat(96, 311)) != 0 {
		t.Errorf("insurance wins with probability %s", got.RatString())
	}
}

// TestAnalyzeMultiAction: 26.2–26.7, each of the three wagers returns what
// Blackjack's main wager does at the same options (TestSecondDealerHand
// checks why), counted alone with its doubles and split hands.
func TestAnalyzeMultiAction(t *testing.T) {
	var raw map[string]json.RawMessage
	tb, err := MultiActionSpec.ParseTable(raw)
	if err != nil {
		t.Fatal(err)
	}
	r, err := AnalyzeMultiAction(tb)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Check(); err != nil {
		t.Fatal(err)
	}
	bj, err := Analyze(bjTable(t, `{}`))
	if err != nil {
		t.Fatal(err)
	}
	want := bj.Wager("main", "").Figures().Return
	for _, id := range []string{"hand-1", "hand-2", "hand-3"} {
		w := r.Wager(id, "")
		if w == nil || w.Figures().Return.Cmp(want) != 0 {
			t.Fatalf("%s: %v", id, w)
		}
		if !strings.Contains(w.Note, "double-N") || !strings.Contains(w.Note, "hand-N.M") || !strings.Contains(w.Note, "insurance-N") {
			t.Errorf("%s's note: %s", id, w.Note)
		}
	}
	if c := r.Wager("hand-2", "").Count; c[0] != "hand-2" || c[1] != "double-2" || c[2] != "hand-2.2" {
		t.Errorf("hand-2 counts %v", c)
	}
}
