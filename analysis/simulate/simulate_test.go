package simulate

import (
	"encoding/json"
	"math"
	"math/big"
	"testing"

	"croupier/analysis"
	"croupier/catalog"
	"croupier/game"
)

// TestRoulette: 20,000 spins of each roulette wager through the engine;
// every 99.9% interval holds the exact return of the analysis (36/37).
func TestRoulette(t *testing.T) {
	g, _ := catalog.Lookup("roulette")
	tb, err := g.Spec.ParseTable(map[string]json.RawMessage{"seats": json.RawMessage("20"), "max": json.RawMessage("10000")})
	if err != nil {
		t.Fatal(err)
	}
	r, err := g.Analyze(tb)
	if err != nil {
		t.Fatal(err)
	}
	res, err := Run(Options{Game: g, Table: tb, Rounds: 20000, Seed: 1}, r)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range res.Estimates {
		if e.N < 20000 || !e.Contains {
			t.Errorf("%s (%s): %d decisions, return %.4f in [%.4f, %.4f], exact %.4f", e.Wager.ID, e.Wager.Title, e.N, e.Return(), e.Low, e.High, e.Exact)
		}
	}
}

// heavy are the games whose strategy (Decide) and analysis take more than
// about half a second of CPU each, ten times that under the race detector.
var heavy = map[string]bool{
	"caribbean-stud": true, "crazy-four-poker": true, "boston-poker": true, "three-five-seven-poker": true,
	"let-it-ride": true, "four-card-poker": true,
}

// simulateGame plays every wager of game id's analysis at the table of
// options opts for rounds rounds and checks each interval holds the exact
// return, every decision taken by the analysis' own strategy; a wager the
// table cannot play must say why (Wager.Unplayed) and is not played. It
// returns how many figures of each wager id were played, and the result.
// analyzed is game id at the table of opts, with its analysis.
func analyzed(t *testing.T, id string, opts map[string]json.RawMessage) (game.Game, game.Table, *analysis.Report) {
	t.Helper()
	g, _ := catalog.Lookup(id)
	tb, err := g.Spec.ParseTable(opts)
	if err != nil {
		t.Fatal(err)
	}
	r, err := g.Analyze(tb)
	if err != nil {
		t.Fatal(err)
	}
	return g, tb, r
}

func simulateGame(t *testing.T, id string, opts map[string]json.RawMessage, rounds int64) (map[string]int, Result) {
	t.Helper()
	if raceEnabled && heavy[id] {
		t.Skip("its strategy is a whole analysis, minutes under -race: .ci/run plays it outside")
	}
	g, tb, r := analyzed(t, id, opts)
	res, err := Run(Options{Game: g, Table: tb, Rounds: rounds, Seed: 7}, r)
	if err != nil {
		t.Fatal(err)
	}
	if res.Guessed != 0 {
		t.Errorf("%s: %d decisions guessed, not the analysis' strategy", id, res.Guessed)
	}
	played := map[string]int{}
	for _, e := range res.Estimates {
		switch {
		case e.Unplayed != "":
			if e.N != 0 {
				t.Errorf("%s (%s): %d decisions of a wager not played", e.Wager.ID, e.Wager.Title, e.N)
			}
		case e.N < rounds || !e.Contains:
			t.Errorf("%s (%s): %d decisions, return %.4f in [%.4f, %.4f], exact %.4f", e.Wager.ID, e.Wager.Title, e.N, e.Return(), e.Low, e.High, e.Exact)
		default:
			played[e.Wager.ID]++
		}
	}
	return played, res
}

// TestThreeCardPoker plays the ante with its play or fold (67.28) as the
// analysis decides, and pair plus.
func TestThreeCardPoker(t *testing.T) {
	simulateGame(t, "three-card-poker", nil, 20000)
}

// TestCaribbeanStud plays the ante raised or folded seeing the up card
// (67.15, 67.16) on one seat and on its cards alone on another, each
// against its own exact figure, and the progressive wager.
func TestCaribbeanStud(t *testing.T) {
	simulateGame(t, "caribbean-stud", map[string]json.RawMessage{"progressive": json.RawMessage("true")}, 20000)
}

// TestWar plays main with war or surrender on a tie as the analysis
// chooses per rank (67.38(3)), and the tie wager.
func TestWar(t *testing.T) {
	simulateGame(t, "war", nil, 20000)
}

// TestRedDog plays main raised on the spreads the analysis raises on
// (66(3)).
func TestRedDog(t *testing.T) {
	simulateGame(t, "red-dog", nil, 20000)
}

// TestSicBo plays every wager of the layout (95.22), the numbered ones
// on one number each.
func TestSicBo(t *testing.T) {
	simulateGame(t, "sic-bo", map[string]json.RawMessage{"max": json.RawMessage("10000")}, 5000)
}

// TestWheelOfFortune plays a wager on each symbol of the wheel (119).
func TestWheelOfFortune(t *testing.T) {
	simulateGame(t, "wheel-of-fortune", nil, 5000)
}

// TestKeno plays a one-draw ticket of each spot count (78), judged with
// the exact standard deviation: a sample that meets no top prize
// understates the spread.
func TestKeno(t *testing.T) {
	simulateGame(t, "keno", nil, 3000)
}

// TestSlots plays the default machine, each play at its unit cost (89),
// not at the simulation's stake.
func TestSlots(t *testing.T) {
	_, res := simulateGame(t, "slots", nil, 20000)
	// The unit is the play's cost, $1: a net divided by the simulation's
	// $100 stake would put the return near 100% whatever the machine.
	if e := res.Estimates[0]; e.Return() > 0.99 || e.Return() < 0.5 {
		t.Errorf("slots: simulated return %.4f: the play's unit is not its cost", e.Return())
	}
}

// TestEstimateRarePrize: a wager returning 90%, half of it from a prize
// of 999,999 to 1 once in two million, is judged with its exact spread:
// 1,000 rounds that never met the prize (40% returned) cannot tell it from
// the exact figure, though their own spread would put the interval far
// below it. A wager without the prize, returning 40% in 1,000 rounds of
// the same results, misses an exact 90%.
func TestEstimateRarePrize(t *testing.T) {
	rare := analysis.Wager{ID: "ticket", Lines: []analysis.Line{
		{Name: "top prize", Net: analysis.Int(999999), Prob: big.NewRat(1, 2000000)},
		{Name: "small prize", Net: analysis.Int(1), Prob: big.NewRat(400000, 2000000)},
		{Name: "loses", Net: analysis.Int(-1), Prob: big.NewRat(1599999, 2000000)},
	}}
	plain := analysis.Wager{ID: "even", Lines: []analysis.Line{
		{Name: "wins", Net: analysis.Int(1), Prob: big.NewRat(45, 100)},
		{Name: "loses", Net: analysis.Int(-1), Prob: big.NewRat(55, 100)},
	}}
	for _, w := range []analysis.Wager{rare, plain} {
		if err := w.Check(); err != nil {
			t.Fatal(err)
		}
		if r, _ := w.Figures().Return.Float64(); math.Abs(r-0.9) > 1e-6 {
			t.Fatalf("%s returns %v, not 90%%", w.ID, r)
		}
	}
	// 1,000 rounds: 200 small prizes or wins (+1), 800 losses (−1).
	m := analysis.Sample{N: 1000, Sum: -600, Sq: 1000}
	if e := estimate(rare, m, 3.2905, 1); !e.Contains {
		t.Errorf("rare prize: interval [%v, %v] misses %v", e.Low, e.High, e.Exact)
	}
	if e := estimate(plain, m, 3.2905, 1); e.Contains {
		t.Errorf("even wager: interval [%v, %v] holds %v", e.Low, e.High, e.Exact)
	}
}

// TestSuperPan9 plays main against the dealer with the analysis' hit or
// stand (59, 60), and the round a seat banks (62, 53): main against the
// banking seat on seat 1 and the seat's cover on seat 2, each side
// playing its strategy against the other.
func TestSuperPan9(t *testing.T) {
	if played, _ := simulateGame(t, "super-pan-9", nil, 10000); played["main"] != 2 || played["bank"] != 1 || len(played) != 2 {
		t.Errorf("played %v, want main against the dealer and against a banking seat, and the bank", played)
	}
}

// TestPaiGow plays main with the house way's setting on one seat and the
// analysis' best setting on another (113, 115), and a banking seat's
// cover (116) of a player setting each way.
func TestPaiGow(t *testing.T) {
	if raceEnabled {
		t.Skip("its strategy is a whole analysis, minutes under -race: .ci/run plays it outside")
	}
	if played, _ := simulateGame(t, "pai-gow", nil, 5000); played["main"] != 2 || played["bank"] != 2 || len(played) != 2 {
		t.Errorf("played %v, want both main figures and both covers", played)
	}
}

// TestBostonPoker plays the ante with its first play of twice the ante
// (67.56) and the second play or fold the analysis decides (67.58), and
// the bonus beside them.
func TestBostonPoker(t *testing.T) {
	simulateGame(t, "boston-poker", nil, 5000)
}

// TestPaiGowPoker plays main set the best way on one seat and the house
// way (52) on another, the totals of the remaining four (48), a position
// wager (48.1) where the table offers it, and a banking seat's cover (53)
// of a player setting each way.
func TestPaiGowPoker(t *testing.T) {
	played, _ := simulateGame(t, "pai-gow-poker", map[string]json.RawMessage{"position-bet": json.RawMessage("true")}, 3000)
	if played["main"] != 2 || played["bank"] != 2 {
		t.Errorf("played %v, want main twice (set the best way and the house way), bank twice", played)
	}
}

// TestThreeFiveSevenPoker plays the three bets, the 7-card one withdrawn
// where the analysis withdraws it (67.47) and always kept on another seat.
func TestThreeFiveSevenPoker(t *testing.T) {
	simulateGame(t, "three-five-seven-poker", nil, 5000)
}

// TestLetItRide plays the three bets pulled or ridden as the analysis
// decides (67.6) and the $1 bonus (67.9) beside them.
func TestLetItRide(t *testing.T) {
	simulateGame(t, "let-it-ride", map[string]json.RawMessage{"bonus": json.RawMessage("true")}, 5000)
}

// TestCrazyFourPoker plays the ante and Super Bonus folded or played 1 or
// 3 times the ante as the analysis decides (67.81), and Queens Up.
func TestCrazyFourPoker(t *testing.T) {
	simulateGame(t, "crazy-four-poker", nil, 5000)
}

// TestFourCardPoker plays the ante folded or played 1 or 3 times as the
// analysis decides seeing the dealer's up card (67.69, 67.70), and Aces Up.
func TestFourCardPoker(t *testing.T) {
	if testing.Short() {
		t.Skip("the strategy is the whole analysis, about 10 s of CPU: outside -short")
	}
	simulateGame(t, "four-card-poker", nil, 3000)
}

// TestBlackjackSideBets plays the side bets that depend only on the first
// cards (21.1, 21.4) beside main at a table offering them all; the
// progressive and sevens figures assume the player draws for them, which
// main's strategy does not, and are not played.
func TestBlackjackSideBets(t *testing.T) {
	played, _ := simulateGame(t, "blackjack", map[string]json.RawMessage{
		"side-bets": json.RawMessage(`["twelve-sixteen","progressive","sevens","over-under"]`), "max": json.RawMessage("10000")}, 3000)
	for _, id := range []string{"main", "behind", "twelve-sixteen", "over-13", "under-13"} {
		if played[id] != 1 {
			t.Errorf("%s not played: %v", id, played)
		}
	}
	if played["progressive"]+played["sevens"] != 0 {
		t.Errorf("the side bets drawn for were played: %v", played)
	}
}

// TestPaiGowPokerCovered plays a banking seat covering three main wagers
// (53): seats 1 to 3 wager, seat 4 banks. Its result is per unit covered,
// the mean of three hands' results against one bank hand, so its spread
// is well under one covered wager's: σ·√((1+2ρ)/3) for the correlation ρ
// of two hands against the same bank hand, 0.58σ for none and σ for
// complete. A cover counted per one wager's stake would spread as σ·√3·
// that, one covering a single wager as σ. The figure for one wager is not
// its own (5% on the net, ruling PG3), so the interval is not judged.
func TestPaiGowPokerCovered(t *testing.T) {
	g, tb, r := analyzed(t, "pai-gow-poker", nil)
	var bank []analysis.Wager
	for _, w := range r.Wagers {
		if w.Covers != nil {
			bank = append(bank, w)
		}
	}
	if len(bank) == 0 {
		t.Fatal("no banking seat's cover in the analysis")
	}
	r.Wagers = bank[:1]
	sd := map[int]float64{}
	for _, k := range []int{1, 3} {
		res, err := Run(Options{Game: g, Table: tb, Rounds: 4000, Seed: 7, Covered: k}, r)
		if err != nil {
			t.Fatal(err)
		}
		e := res.Estimates[0]
		if e.N < 4000 {
			t.Fatalf("covering %d: %d decisions, want 4000", k, e.N)
		}
		if judged := e.Unjudged == ""; judged != (k == 1) || k == 1 && !e.Contains {
			t.Errorf("covering %d: unjudged %q, contains %v", k, e.Unjudged, e.Contains)
		}
		if h := 3.2905267314919255 * e.SD / math.Sqrt(float64(e.N)); k > 1 && math.Abs(e.High-e.Low-2*h) > 1e-12 {
			t.Errorf("covering %d: interval [%.6f, %.6f], want the sample's own half-width %.6f", k, e.Low, e.High, h)
		}
		sd[k] = e.SD
	}
	if ratio := sd[3] / sd[1]; ratio < 0.5 || ratio > 0.9 {
		t.Errorf("covering 3 spreads %.4f per unit covered, covering 1 %.4f: ratio %.3f, want about √((1+2ρ)/3)", sd[3], sd[1], ratio)
	}
	if _, err := Run(Options{Game: g, Table: tb, Rounds: 10, Seed: 7, Covered: 6}, r); err == nil {
		t.Error("a banking seat covering 6 wagers at a table of 6 seats was simulated")
	}
}

// TestCoveredTitle: an estimate of a seat covering k wagers says so in
// its title, each cover's own distinction kept.
func TestCoveredTitle(t *testing.T) {
	main := analysis.Wager{ID: "main", Title: "against a banking seat"}
	for _, c := range []struct {
		w    analysis.Wager
		want string
	}{
		{analysis.Wager{Title: "covering one main wager set the best way", Covers: &main}, "covering 3 main wagers set the best way, per unit covered"},
		{analysis.Wager{Title: "covering a player who sets the house way", Covers: &main}, "covering a player who sets the house way, 3 such wagers covered, per unit covered"},
		{analysis.Wager{Covers: &main}, "3 such wagers covered, per unit covered"},
		{main, "against a banking seat covering 3 wagers"},
	} {
		if got := coveredTitle(c.w, 3); got != c.want {
			t.Errorf("%q: %q, want %q", c.w.Title, got, c.want)
		}
	}
}
