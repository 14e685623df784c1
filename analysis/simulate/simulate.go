// Package simulate plays a game's real engine for many rounds on a seeded
// source and estimates each wager's return with a confidence interval, to
// set beside the exact figure of the game's analysis: the interval must
// contain it.
//
// A simulation goes through the production code path: the catalog's
// constructor, the table options checked as the server checks them, an
// electronic table's generated tape (on a seeded ChaCha8 source instead of
// the secure one), Legal, Apply and the engine's settlements. Each wager of
// the analysis is staked on a seat of its own, so that a seat's settlements
// in a round are that wager's result; the decisions are the strategy the
// analysis assumes (game.Game.Decide).
package simulate

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"

	"croupier/analysis"
	"croupier/game"
	"croupier/money"
	"croupier/rng"
	"croupier/rng/seeded"
)

// Options are a simulation's settings.
type Options struct {
	Game  game.Game
	Table game.Table
	// Rounds is how many rounds each wager is played, at least.
	Rounds int64
	Seed   uint64
	// Workers is how many engines run at once, each on its own goroutine
	// and its own stream of the seed; 0 means one per CPU.
	Workers int
	// Z is the normal quantile of the intervals; 0 means 3.2905, the
	// two-sided 99.9% interval, so that a report of 20 wagers holds every
	// exact figure with probability above 98%.
	Z float64
	// Progress, if set, is called from the workers with the rounds played
	// so far; it must be safe for concurrent use.
	Progress func(played int64)
	// Engine plays the engine, Legal and Apply, even where the game has a
	// fast way (game.Game.Sample).
	Engine bool
}

// An Estimate is one wager's simulated return.
type Estimate struct {
	Wager analysis.Wager
	// N is the number of decisions observed (rounds in which the wager
	// settled); Mean the average net result per unit of the initial wager,
	// SD its standard deviation.
	N        int64
	Mean, SD float64
	// Low and High bound the return (1 + Mean) at the options' Z.
	Low, High float64
	// Exact is the analysis' return; Contains reports whether the interval
	// holds it.
	Exact    float64
	Contains bool
	// Unplayed says why the wager was not played (Wager.Unplayed); its
	// estimate is empty and judged neither way.
	Unplayed string
}

// Return is the simulated return, stake included, per unit.
func (e Estimate) Return() float64 { return 1 + e.Mean }

// A Result is a whole simulation.
type Result struct {
	Rounds    int64 // rounds played by all engines
	Workers   int
	Z         float64
	Estimates []Estimate
	// Guessed counts the decisions taken as the first act offered, for
	// want of the game's strategy (game.Game.Decide): where it is not 0 the
	// simulation did not play the analysed strategy.
	Guessed int64
	// Fast reports that the rounds were played by the game's Sample, its
	// rules without the engine's steps, tape and record.
	Fast bool
}

// Run simulates every wager of report r at o.Game's table.
func Run(o Options, r *analysis.Report) (Result, error) {
	if o.Game.New == nil {
		return Result{}, fmt.Errorf("simulate: %s has no engine", o.Game.Spec.ID)
	}
	if o.Rounds <= 0 {
		return Result{}, fmt.Errorf("simulate: %d rounds", o.Rounds)
	}
	if o.Workers <= 0 {
		o.Workers = runtime.NumCPU()
	}
	if o.Z == 0 {
		o.Z = 3.2905267314919255
	}
	if o.Game.Sample != nil && !o.Engine {
		return fast(o, r)
	}
	var decide game.Decider
	if o.Game.Decide != nil {
		d, err := o.Game.Decide(o.Table)
		if err != nil {
			return Result{}, err
		}
		decide = d
	}
	seats := 7
	if o.Game.Spec.Option("seats") != nil && o.Table.Int("seats") > 0 {
		seats = int(o.Table.Int("seats"))
	}
	var targets []target
	var skipped []analysis.Wager
	for _, w := range r.Wagers {
		if w.Unplayed != "" {
			skipped = append(skipped, w)
			continue
		}
		targets = append(targets, newTarget(w))
	}
	// Groups of as many wagers as the table has seats take turns.
	var groups [][]int
	for i := 0; i < len(targets); i += seats {
		g := make([]int, 0, seats)
		for j := i; j < min(i+seats, len(targets)); j++ {
			g = append(g, j)
		}
		groups = append(groups, g)
	}
	per := (o.Rounds*int64(len(groups)) + int64(o.Workers) - 1) / int64(o.Workers)
	sums := make([][]analysis.Sample, o.Workers)
	errs := make([]error, o.Workers)
	var played, guessed atomic.Int64
	var wg sync.WaitGroup
	for w := range o.Workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			p := &player{o: o, targets: targets, groups: groups, decide: decide,
				dealer: rng.NewDealer(seeded.New(o.Seed ^ uint64(w+1)*0x9E3779B97F4A7C15)),
				sums:   make([]analysis.Sample, len(targets)), played: &played, guessed: &guessed}
			errs[w] = p.run(per)
			sums[w] = p.sums
		}()
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return Result{}, err
	}
	res := Result{Rounds: played.Load(), Workers: o.Workers, Z: o.Z, Guessed: guessed.Load()}
	for i, t := range targets {
		var m analysis.Sample
		for w := range o.Workers {
			m.Add(sums[w][i])
		}
		res.Estimates = append(res.Estimates, estimate(t.w, m, o.Z))
	}
	for _, w := range skipped {
		e := estimate(w, analysis.Sample{}, o.Z)
		e.Unplayed = w.Unplayed
		res.Estimates = append(res.Estimates, e)
	}
	return res, nil
}

// estimate is w's estimate from its sample, at quantile z.
//
// The interval's width is the exact figure's own standard deviation
// where it is larger than the sample's: the question is whether the
// sample could come from the exact distribution, and a sample that has not
// met a wager's rare large prizes understates its spread.
func estimate(w analysis.Wager, m analysis.Sample, z float64) Estimate {
	e := Estimate{Wager: w, N: m.N}
	f := w.Figures()
	e.Exact, _ = f.Return.Float64()
	if m.N > 0 {
		e.Mean = m.Sum / float64(m.N)
		e.SD = math.Sqrt(max(0, m.Sq/float64(m.N)-e.Mean*e.Mean))
		h := z * max(e.SD, f.SD()) / math.Sqrt(float64(m.N))
		e.Low, e.High = 1+e.Mean-h, 1+e.Mean+h
		e.Contains = e.Low <= e.Exact && e.Exact <= e.High
	}
	return e
}

// chunk is how many rounds a fast worker plays between progress reports.
const chunk = 1 << 20

// fast simulates with the game's Sample, one source per worker.
func fast(o Options, r *analysis.Report) (Result, error) {
	per := (o.Rounds + int64(o.Workers) - 1) / int64(o.Workers)
	sums := make([][]analysis.Sample, o.Workers)
	errs := make([]error, o.Workers)
	var played atomic.Int64
	var wg sync.WaitGroup
	for w := range o.Workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			src := seeded.New(o.Seed ^ uint64(w+1)*0x9E3779B97F4A7C15)
			sums[w] = make([]analysis.Sample, len(r.Wagers))
			for left := per; left > 0; {
				n := min(left, chunk)
				got, err := o.Game.Sample(o.Table, src, n)
				if err == nil && len(got) != len(r.Wagers) {
					err = fmt.Errorf("simulate: %s's Sample returned %d wagers, its analysis %d", o.Game.Spec.ID, len(got), len(r.Wagers))
				}
				if err != nil {
					errs[w] = err
					return
				}
				for i := range got {
					sums[w][i].Add(got[i])
				}
				left -= n
				if p := played.Add(n); o.Progress != nil {
					o.Progress(p)
				}
			}
		}()
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return Result{}, err
	}
	res := Result{Rounds: played.Load(), Workers: o.Workers, Z: o.Z, Fast: true}
	for i, w := range r.Wagers {
		var m analysis.Sample
		for k := range o.Workers {
			m.Add(sums[k][i])
		}
		res.Estimates = append(res.Estimates, estimate(w, m, o.Z))
	}
	return res, nil
}

// A target is a wager of the analysis as the simulation plays it.
type target struct {
	w     analysis.Wager
	place []string
	count []string
}

func newTarget(w analysis.Wager) target {
	t := target{w: w, place: w.Place, count: w.Count}
	if len(t.place) == 0 {
		t.place = []string{w.ID}
	}
	return t
}

// rebuild is how many rounds an engine plays before a new one takes over:
// an engine keeps every round and event, and a simulation plays millions.
const rebuild = 2000

// A player is one worker: an engine, its tape and the wagers' sums.
type player struct {
	o       Options
	targets []target
	groups  [][]int
	decide  game.Decider
	dealer  *rng.Dealer
	sums    []analysis.Sample
	played  *atomic.Int64
	guessed *atomic.Int64

	e     game.Engine
	seen  int // rounds of e already read
	stake money.Amount
}

// run plays n rounds, the groups of wagers in turn.
func (p *player) run(n int64) error {
	for i := int64(0); i < n; i++ {
		if i%rebuild == 0 {
			if err := p.open(); err != nil {
				return err
			}
		}
		if err := p.round(p.groups[int(i)%len(p.groups)]); err != nil {
			return err
		}
		if p.o.Progress != nil && i%256 == 255 {
			p.o.Progress(p.played.Add(256))
		}
	}
	p.played.Add(n % 256)
	return nil
}

// open starts a new engine on the worker's source.
func (p *player) open() error {
	e, err := p.o.Game.New(p.o.Table, game.NewGenerated(p.dealer))
	if err != nil {
		return err
	}
	p.e, p.seen = e, 0
	l := p.o.Table.Limits()
	// A stake of $100 makes every pay of the by-law (3 to 2, 7 to 6, 5%
	// on the next $10) a whole number of cents, so the engine's rounding
	// leaves the figures alone; within the table's limits if it can.
	p.stake = 10000
	if l.Max > 0 && p.stake > l.Max {
		p.stake = l.Max
	}
	if p.stake < l.Min {
		p.stake = l.Min
	}
	return nil
}

// round places the group's wagers, one seat each, and plays until the
// engine settles a round, then adds each seat's result.
func (p *player) round(group []int) error {
	if err := p.place(group); err != nil {
		return err
	}
	for steps := 0; ; steps++ {
		if steps > 10000 {
			return fmt.Errorf("simulate: %s: no round settled after %d steps", p.o.Game.Spec.ID, steps)
		}
		if rs := p.e.Rounds(); len(rs) > p.seen {
			for _, rd := range rs[p.seen:] {
				p.tally(group, rd)
			}
			p.seen = len(rs)
			return nil
		}
		if p.decide == nil && p.dealerStep() {
			continue
		}
		l := p.e.Legal()
		s, err := p.next(l, group)
		if errors.Is(err, errDeclined) {
			if p.dealerStep() {
				continue
			}
			return fmt.Errorf("simulate: %s round %d (%s): the strategy takes no act and no dealer step moves the round on", p.o.Game.Spec.ID, l.Round, l.Phase)
		}
		if err != nil {
			return err
		}
		if err := p.e.Apply(s); err != nil {
			return fmt.Errorf("simulate: %s round %d: %v", p.o.Game.Spec.ID, l.Round, err)
		}
	}
}

// place stakes each wager of the group on its seat, unless it is still on
// the layout from an earlier round (a craps line wager with a point). A
// wager the table does not take now (a come wager before a point) is left
// out of the round: Apply refuses it and changes nothing.
func (p *player) place(group []int) error {
	_ = p.e.Apply(game.Step{Dealer: "next-round"}) // refused but after a settled round
	on := p.e.View(game.Omniscient).Wagers
	for i, ti := range group {
		seat := i + 1
		t := p.targets[ti]
		if slices.ContainsFunc(on, func(w game.Wager) bool { return w.Seat == seat && w.ID == t.place[0] }) {
			continue
		}
		s := game.Step{Seat: seat}
		for _, id := range t.place {
			s.Wagers = append(s.Wagers, game.WagerAmount{ID: id, Amount: p.amount(id)})
		}
		for name, v := range t.w.PlaceArgs {
			if s.Args == nil {
				s.Args = map[string]json.RawMessage{}
			}
			s.Args[name] = json.RawMessage(v)
		}
		_ = p.e.Apply(s)
	}
	return nil
}

// amount is what the simulation stakes on wager id: the amount the game
// fixes for it (a $1 progressive wager, 67.21), a multiple of the wager
// it must equal (Boston Poker's first play, twice the ante, 67.56), or
// the worker's stake.
func (p *player) amount(id string) money.Amount {
	for _, w := range p.o.Game.Spec.Wagers {
		if w.ID != id {
			continue
		}
		switch {
		case w.Rule.Fixed > 0:
			return w.Rule.Fixed
		case w.Rule.Equal != "":
			return money.Amount(max(w.Rule.Times, 1)) * p.amount(w.Rule.Equal)
		}
	}
	return p.stake
}

// dealerStep applies the first of the game's dealer steps (but
// next-round) the engine takes now, and reports whether one was.
func (p *player) dealerStep() bool {
	for _, name := range p.o.Game.Spec.Dealer {
		if name != "next-round" && p.e.Apply(game.Step{Dealer: name}) == nil {
			return true
		}
	}
	return false
}

// errDeclined is next's word that the strategy leaves the acts offered
// untaken and Legal offers no dealer step: the driver tries the game's.
var errDeclined = errors.New("simulate: the strategy takes no act")

// next is the step that moves the round on: a seat's decision when one is
// offered and the strategy takes it, else the dealer's step; an act
// offered beside a dealer step (roulette's colour) is the seat's to take or
// leave. With no dealer step and no strategy, the first act offered.
// Seat i + 1 plays the wager targets[group[i]].
func (p *player) next(l game.Legal, group []int) (game.Step, error) {
	var acts []game.Option
	for _, o := range l.Options {
		if o.Kind == game.KindAct && (l.Turn == 0 || o.Seat == l.Turn) && (len(acts) == 0 || o.Seat == acts[0].Seat) {
			acts = append(acts, o)
		}
	}
	declined := false
	if len(acts) > 0 && p.decide != nil {
		var w *analysis.Wager
		if i := acts[0].Seat - 1; i >= 0 && i < len(group) {
			w = &p.targets[group[i]].w
		}
		s, err := p.decide(p.e, acts[0].Seat, w, acts)
		if err != nil {
			return game.Step{}, err
		}
		if s.Act != "" || s.Dealer != "" || len(s.Wagers) > 0 || s.Withdraw != "" {
			return s, nil
		}
		declined = true
	}
	for _, o := range l.Options {
		if o.Kind == game.KindDealer && o.Name != "next-round" {
			return game.Step{Dealer: o.Name}, nil
		}
	}
	if declined {
		return game.Step{}, errDeclined
	}
	if len(acts) > 0 {
		p.guessed.Add(1)
		return game.Step{Seat: acts[0].Seat, Act: acts[0].Name}, nil
	}
	return game.Step{}, fmt.Errorf("simulate: %s round %d (%s): nothing moves the round on", p.o.Game.Spec.ID, l.Round, l.Phase)
}

// tally adds each seat's settled result to its wager's sums.
func (p *player) tally(group []int, rd game.Round) {
	nets := make([]money.Amount, len(group))
	units := make([]money.Amount, len(group))
	settled := make([]bool, len(group))
	for _, s := range rd.Settlements {
		i := s.Seat - 1
		if i < 0 || i >= len(group) {
			continue
		}
		t := p.targets[group[i]]
		if s.Wager == t.place[0] && s.Stake > 0 {
			units[i] = s.Stake // a slot machine's play, staked by its act
		}
		if t.count != nil && !slices.Contains(t.count, s.Wager) {
			continue
		}
		nets[i] += s.Net - s.Commission
		settled[i] = true
	}
	for i, ti := range group {
		if !settled[i] {
			continue
		}
		unit := units[i]
		if unit == 0 {
			unit = p.amount(p.targets[ti].place[0])
		}
		x := float64(nets[i]) / float64(unit)
		p.sums[ti].Add(analysis.Sample{N: 1, Sum: x, Sq: x * x})
	}
}
