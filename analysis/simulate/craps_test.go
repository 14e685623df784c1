package simulate

import (
	"encoding/json"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"

	"croupier/analysis"
	"croupier/catalog"
	"croupier/game"
	"croupier/game/craps"
	"croupier/money"
	"croupier/rng"
	"croupier/rng/seeded"
)

// crapsTable is the table the craps tests play: max-odds 5, not the
// default 3, so that the figures with odds are the table's own.
func crapsTable(t *testing.T) (game.Game, game.Table, *analysis.Report) {
	t.Helper()
	g, _ := catalog.Lookup("craps")
	tb, err := g.Spec.ParseTable(map[string]json.RawMessage{"max-odds": json.RawMessage("5")})
	if err != nil {
		t.Fatal(err)
	}
	r, err := g.Analyze(tb)
	if err != nil {
		t.Fatal(err)
	}
	return g, tb, r
}

// TestCraps plays every wager of craps' analysis at once, each on a seat
// of its own at one table, for 10,000 rolls (2,000 under the race
// detector): each is decided as often as its figure's unit comes round
// (a pass wager every 3.4 rolls, the odds on a point of 4 or 10 about
// once in 20), and each 99.9% interval holds the exact return. The
// returns with odds equal those without (the odds are fair), so each
// sample's standard deviation is also held to the exact figure's: the
// odds at 5 times the line, a place bet to its first decision, come odds
// returned on a come-out roll (C6) spread the results as analysed.
func TestCraps(t *testing.T) {
	rolls := int64(10000)
	if raceEnabled {
		rolls = 2000 // about 2 s under the race detector, 10 times slower
	}
	g, tb, r := crapsTable(t)
	res, err := Run(Options{Game: g, Table: tb, Rounds: rolls, Seed: 7}, r)
	if err != nil {
		t.Fatal(err)
	}
	if res.Guessed != 0 {
		t.Errorf("%d decisions guessed", res.Guessed)
	}
	if len(res.Estimates) != len(r.Wagers) {
		t.Fatalf("%d estimates of %d wagers", len(res.Estimates), len(r.Wagers))
	}
	for _, e := range res.Estimates {
		name := e.Wager.ID
		if e.Wager.Title != "" {
			name += " (" + e.Wager.Title + ")"
		}
		// The fewest decisions: the odds on a point of 4 or 10, 1/6 of
		// the come-out rolls, which are 1 roll in 3.4: 0.049 a roll.
		if float64(e.N) < 0.03*float64(rolls) || !e.Contains {
			t.Errorf("%s: %d decisions, return %.4f in [%.4f, %.4f], exact %.4f", name, e.N, e.Return(), e.Low, e.High, e.Exact)
		}
		sd := e.Wager.Figures().SD()
		if tol := 5 / math.Sqrt(float64(e.N)); math.Abs(e.SD/sd-1) > max(tol, 0.05) {
			t.Errorf("%s: standard deviation %.4f over %d decisions, exact %.4f", name, e.SD, e.N, sd)
		}
	}
}

// TestCrapsLayout plays 1,500 rolls on one engine as a worker of Run does
// and reads the engine's own record. A line wager is placed on a come-out
// roll, a come wager with a point on; an associate chance only once its
// line wager's point is known, at the next roll after it is (or as the
// come wager travels), at max-odds times the line wager where the figure
// is with odds, and on the points of its figure alone ("point 4 or 10");
// nothing is turned working. Every winner that stays (C5) comes down
// before the next roll, and after the closing the escrow of the record's
// events and settlements holds nothing: every wager placed was decided.
// Each seat's sum is its counted settlements' nets, per unit of its stake.
func TestCrapsLayout(t *testing.T) {
	g, tb, r := crapsTable(t)
	var targets []target
	for _, w := range r.Wagers {
		targets = append(targets, newTarget(w))
	}
	group := make([]int, len(targets))
	for i := range group {
		group[i] = i
	}
	var played, guessed atomic.Int64
	p := &player{o: Options{Game: g, Table: tb}, targets: targets, groups: [][]int{group},
		dealer: rng.NewDealer(seeded.New(3)), sums: make([]analysis.Sample, len(targets)), tried: make([]bool, len(targets)),
		played: &played, guessed: &guessed}
	if err := p.run(1500); err != nil {
		t.Fatal(err)
	}
	e := p.e
	if n := len(e.Rounds()); n < 1500 {
		t.Fatalf("%d rounds played", n)
	}
	const stake = 10000
	if p.stake != stake {
		t.Fatalf("stake %d", p.stake)
	}
	wager := func(seat int) analysis.Wager { return targets[seat-1].w }

	// The record, in order: the point before each roll and at each wager.
	point, lastTotal := 0, 0
	pointAt := map[int]int{} // by round: the point its roll was made with
	lineAt := map[int]int{}  // by seat: the point its line or come wager stands on
	oddsOn := map[int]bool{} // by seat: an associate chance placed since its line wager
	stays, down := 0, 0
	for _, ev := range e.Events(game.Omniscient) {
		w := wager(max(ev.Seat, 1))
		switch ev.Kind {
		case game.EventRoll:
			pointAt[ev.Round] = point
			lastTotal, _ = strconv.Atoi(ev.Text)
		case craps.EventPoint:
			point = 0
			if ev.Text != "off" {
				point, _ = strconv.Atoi(ev.Text)
			}
		case game.EventDecision:
			t.Errorf("round %d: seat %d decided %q (%s): the analysis turns nothing working", ev.Round, ev.Seat, ev.Text, ev.Wager)
		case game.EventWithdraw:
			down++
		case game.EventMove:
			lineAt[ev.Seat], _ = strconv.Atoi(ev.Text[strings.LastIndex(ev.Text, "-")+1:])
		case game.EventWager:
			switch id := ev.Wager; {
			case id == "pass" || id == "dont-pass":
				if point != 0 {
					t.Errorf("round %d: seat %d's %s placed with the point %d", ev.Round, ev.Seat, id, point)
				}
				oddsOn[ev.Seat] = false
			case id == "come" || id == "dont-come":
				if point == 0 {
					t.Errorf("round %d: seat %d's %s placed on a come-out roll", ev.Round, ev.Seat, id)
				}
				oddsOn[ev.Seat] = false
			case id == "pass-odds" || id == "dont-pass-odds" || w.Then != nil && slices.Contains(w.Then, id):
				n := point
				if id != "pass-odds" && id != "dont-pass-odds" {
					n = lineAt[ev.Seat]
				}
				times := w.ThenTimes
				switch {
				case n == 0:
					t.Errorf("round %d: seat %d's %s placed with no point", ev.Round, ev.Seat, id)
				case lastTotal != n:
					t.Errorf("round %d: seat %d's %s placed on %d, not as the roll of %d made it", ev.Round, ev.Seat, id, n, lastTotal)
				case oddsOn[ev.Seat]:
					t.Errorf("round %d: seat %d's %s placed twice", ev.Round, ev.Seat, id)
				case w.ThenTotals != nil && !slices.Contains(w.ThenTotals, n):
					t.Errorf("round %d: seat %d (%s %s) took %s on %d", ev.Round, ev.Seat, w.ID, w.Title, id, n)
				case ev.Amount != money.Amount(times)*stake:
					t.Errorf("round %d: seat %d's %s of %d cents, not %d times %d", ev.Round, ev.Seat, id, ev.Amount, times, stake)
				}
				oddsOn[ev.Seat] = true
			}
		}
	}

	// The settlements: each seat's counted nets are its sum, every line
	// wager decided with a point on had its odds with it where its figure
	// takes them, and every winner that stayed came down.
	sums := make([]analysis.Sample, len(targets))
	for _, rd := range e.Rounds() {
		nets := map[int]money.Amount{}
		ids := map[int][]string{}
		for _, s := range rd.Settlements {
			w := wager(s.Seat)
			if s.Stays {
				stays++
			}
			if s.TakenDown {
				continue
			}
			ids[s.Seat] = append(ids[s.Seat], s.Wager)
			if w.Count == nil || slices.Contains(w.Count, s.Wager) {
				nets[s.Seat] += s.Net - s.Commission
			}
		}
		for seat, got := range ids {
			w := wager(seat)
			if w.Count != nil && !slices.ContainsFunc(got, func(id string) bool { return slices.Contains(w.Count, id) }) {
				continue
			}
			unit := float64(p.amount(targets[seat-1].place[0]))
			x := float64(nets[seat]) / unit
			sums[seat-1].Add(analysis.Sample{N: 1, Sum: x, Sq: x * x})
			if w.ThenTimes > 1 && (slices.Contains(got, "pass") || slices.Contains(got, "dont-pass")) && pointAt[rd.Round] != 0 &&
				!slices.Contains(got, w.Then[0]) {
				t.Errorf("round %d: seat %d's %s decided on point %d without its odds", rd.Round, seat, got[0], pointAt[rd.Round])
			}
		}
	}
	if stays == 0 || stays != down {
		t.Errorf("%d winners stayed on the layout, %d came down", stays, down)
	}
	for i := range targets {
		if got, want := p.sums[i], sums[i]; got.N != want.N || math.Abs(got.Sum-want.Sum) > 1e-6 || got.N == 0 {
			t.Errorf("%s (%s): counted %+v, the settlements make %+v", targets[i].w.ID, targets[i].w.Title, got, want)
		}
	}
	esc, err := game.ReplayEscrow(e.Events(game.Omniscient), e.Rounds())
	if err != nil {
		t.Fatal(err)
	}
	if left, paid := esc.Wagers(), esc.Prepaids(); len(left) != 0 || len(paid) != 0 {
		t.Errorf("left on the layout after the closing: %v, commissions %v", left, paid)
	}
}
