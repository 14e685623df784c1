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
//
// Craps' wagers last several rounds (a round is a roll), so a simulation
// counts decisions, each the unit its figure is per. Every wager is seated
// at once and placed whenever its seat is empty and the table takes it (a
// pass wager on a come-out roll, a come wager with a point on); its Then
// wagers, the odds, are added the first round the table offers them; a
// winner that stays on the layout (a place bet, C5) is taken down through
// the engine before the next roll, so the next decision is a new wager's
// first; and before an engine is dropped its layout is played out, so that
// no decision is left out for lasting long. Every amount counted is the
// engine's settlement.
package simulate

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"runtime"
	"slices"
	"strings"
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
	// Rounds is how many rounds each wager is played, at least: at craps,
	// rolls, and a wager that lasts several is decided fewer times.
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
	// Covered is how many main wagers a banking seat covers at the rounds
	// a seat banks (bankRound); 0 means 1. Over several, a figure that
	// holds for one covered wager (analysis.Wager.OneCover) is estimated
	// without being judged: the seat pays 5% of its net win, not of each
	// wager's (ruling PG3), and no analysis counts the hands of several
	// players against one bank hand together.
	Covered int
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
	// Unjudged says why the interval is not set against Exact, which is
	// then the figure of another table: a banking seat covering several
	// wagers where the figure holds for one (Options.Covered).
	Unjudged string
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
	o.Covered = max(o.Covered, 1)
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
	var targets []target
	var skipped []analysis.Wager
	for _, w := range r.Wagers {
		if w.Unplayed != "" {
			skipped = append(skipped, w)
			continue
		}
		targets = append(targets, newTarget(w))
	}
	seats := Seats(o.Game, o.Table, len(targets))
	groups := groupsOf(targets, seats)
	if slices.ContainsFunc(targets, target.seatBanks) && seats < o.Covered+1 {
		return Result{}, fmt.Errorf("simulate: %s: a banking seat covering %d wagers needs a table of %d seats at least, and it seats %d",
			o.Game.Spec.ID, o.Covered, o.Covered+1, seats)
	}
	if i := slices.IndexFunc(r.Wagers, func(w analysis.Wager) bool { return w.Rounds != nil && w.Rounds.Cmp(analysis.Int(1)) > 0 }); i >= 0 && len(groups) > 1 {
		// The seats take turns between rounds: a wager standing on seat 1
		// would be counted as the next group's.
		w := r.Wagers[i]
		return Result{}, fmt.Errorf("simulate: %s: a decision of %s takes %s rounds on average, so the table must seat its %d wagers at once, and it seats %d",
			o.Game.Spec.ID, w.ID, analysis.Decimal(w.Rounds, 2), len(targets), seats)
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
				sums:   make([]analysis.Sample, len(targets)), tried: make([]bool, len(targets)),
				played: &played, guessed: &guessed}
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
		res.Estimates = append(res.Estimates, estimate(t.w, m, o.Z, o.Covered))
	}
	for _, w := range skipped {
		e := estimate(w, analysis.Sample{}, o.Z, 1)
		e.Unplayed = w.Unplayed
		res.Estimates = append(res.Estimates, e)
	}
	return res, nil
}

// Groups is how many groups of wagers take turns in a simulation of
// report r at table t: each plays the rounds asked for.
func Groups(g game.Game, t game.Table, r *analysis.Report) int {
	var targets []target
	for _, w := range r.Wagers {
		if w.Unplayed == "" {
			targets = append(targets, newTarget(w))
		}
	}
	return len(groupsOf(targets, Seats(g, t, len(targets))))
}

// coveredTitle is the title of w's estimate where a banking seat covers k
// wagers: a cover's "one main wager" becomes k, per unit covered.
func coveredTitle(w analysis.Wager, k int) string {
	if w.Covers == nil {
		return w.Title + fmt.Sprintf(" covering %d wagers", k)
	}
	if t := strings.Replace(w.Title, "one main wager", fmt.Sprintf("%d main wagers", k), 1); t != w.Title {
		return t + ", per unit covered"
	}
	return strings.TrimPrefix(w.Title+fmt.Sprintf(", %d such wagers covered, per unit covered", k), ", ")
}

// groupsOf groups targets as they take turns: as many wagers as the table
// has seats, then each wager of a round a seat banks alone (its round
// takes Options.Covered + 1 seats and two rounds, bankRound).
func groupsOf(targets []target, seats int) [][]int {
	var groups, banks [][]int
	var g []int
	for i, t := range targets {
		if t.seatBanks() {
			banks = append(banks, []int{i})
			continue
		}
		if len(g) == seats {
			groups, g = append(groups, g), nil
		}
		g = append(g, i)
	}
	if len(g) > 0 {
		groups = append(groups, g)
	}
	return append(groups, banks...)
}

// Seats is how many seats a simulation of g at table t stakes wagers on
// at once, for a report of wagers wagers: the table's seats option, 7
// where it has none, and one a wager where the table takes any number of
// players (its seats option 0: craps, Sic Bo, the wheel). Groups of that
// many wagers take turns; a game whose wagers last several rounds (craps)
// must seat them all at once.
func Seats(g game.Game, t game.Table, wagers int) int {
	o := g.Spec.Option("seats")
	switch {
	case o == nil:
		return 7
	case t.Int("seats") > 0:
		return int(t.Int("seats"))
	case o.Min != nil && *o.Min == 0:
		return max(wagers, 1)
	}
	return 7
}

// estimate is w's estimate from its sample, at quantile z.
//
// The interval's width is the exact figure's own standard deviation
// where it is larger than the sample's: the question is whether the
// sample could come from the exact distribution, and a sample that has not
// met a wager's rare large prizes understates its spread.
//
// Where a banking seat covers several wagers (covered above 1) and w's
// figure holds for one (Wager.OneCover), the exact figure is another
// table's: the interval is the sample's own, and not judged (Unjudged).
func estimate(w analysis.Wager, m analysis.Sample, z float64, covered int) Estimate {
	e := Estimate{Wager: w, N: m.N}
	f := w.Figures()
	e.Exact, _ = f.Return.Float64()
	judged := covered <= 1 || !w.OneCover()
	if !judged {
		e.Unjudged = fmt.Sprintf("the exact figure is for a banking seat covering one wager, this one covers %d", covered)
		e.Wager.Title = coveredTitle(w, covered)
	}
	if m.N > 0 {
		e.Mean = m.Sum / float64(m.N)
		e.SD = math.Sqrt(max(0, m.Sq/float64(m.N)-e.Mean*e.Mean))
		sd := e.SD
		if judged {
			sd = max(sd, f.SD())
		}
		h := z * sd / math.Sqrt(float64(m.N))
		e.Low, e.High = 1+e.Mean-h, 1+e.Mean+h
		e.Contains = judged && e.Low <= e.Exact && e.Exact <= e.High
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
		res.Estimates = append(res.Estimates, estimate(w, m, o.Z, 1))
	}
	return res, nil
}

// A target is a wager of the analysis as the simulation plays it.
type target struct {
	w     analysis.Wager
	place []string
	count []string
}

// seatBanks reports whether t is played at a round a seat banks: a
// banking seat's cover, or a wager against one.
func (t target) seatBanks() bool { return t.w.Covers != nil || t.w.BankedBySeat }

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
	// tried marks, by target, that its Then wagers were offered since its
	// first wager was placed: they are taken at that round or never.
	tried []bool
	// down are the withdrawals of the winners that stayed on the layout
	// (craps' place bets, C5): the figures are per decision, so a winner
	// comes down before the next round and a new wager starts the next.
	down []game.Step
	// group is the group of the last round; closing, that no new wager is
	// placed while the engine's layout is played out (close).
	group   []int
	closing bool
}

// run plays n rounds, the groups of wagers in turn, then plays out the
// wagers left on the layout.
func (p *player) run(n int64) error {
	for i := int64(0); i < n; i++ {
		if i%rebuild == 0 {
			if err := p.close(); err != nil {
				return err
			}
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
	return p.close()
}

// close plays the wagers left on the engine's layout (craps' line wagers
// with a point, its place bets) to their decisions, placing no new one, so
// that every wager placed is counted with its decision, however long it
// takes: an engine dropped with wagers standing would leave out the
// decisions that take the longest. Then it finishes the engine, whose
// last round reports the winners taken down after the last roll (C7).
// The engine stays, its layout empty.
func (p *player) close() error {
	if p.e == nil {
		return nil
	}
	p.closing = true
	defer func() { p.closing = false }()
	for rounds := 0; ; rounds++ {
		_ = p.e.Apply(game.Step{Dealer: "next-round"})
		if err := p.takeDown(); err != nil {
			return err
		}
		if len(p.e.View(game.Omniscient).Wagers) == 0 {
			if err := p.e.Finish(); err != nil {
				return fmt.Errorf("simulate: %s: %v", p.o.Game.Spec.ID, err)
			}
			_, err := p.collect(p.group)
			return err
		}
		if rounds > 100000 {
			return fmt.Errorf("simulate: %s: wagers still on the layout after %d rounds placing no new one", p.o.Game.Spec.ID, rounds)
		}
		if err := p.round(p.group); err != nil {
			return err
		}
	}
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
// engine settles a round, then adds each seat's result. A wager of a
// round a seat banks plays its own rounds (bankRound).
func (p *player) round(group []int) error {
	if len(group) == 1 && p.targets[group[0]].seatBanks() {
		return p.bankRound(group[0])
	}
	p.group = group
	if err := p.place(group); err != nil {
		return err
	}
	wagerOf := func(seat int) *analysis.Wager {
		if i := seat - 1; i >= 0 && i < len(group) {
			return &p.targets[group[i]].w
		}
		return nil
	}
	return p.playOut(wagerOf, func() (bool, error) { return p.collect(group) }, func() bool { return p.closing && p.reopen(group) })
}

// bankRound plays target ti, a wager of a round a seat banks: a round the
// dealer banks, where seats 1 to k + 1 place the covered wager (the one a
// banking seat's cover covers, Wager.Covers, or ti's own), k being
// Options.Covered, so that he may offer seat k + 1 the bank (53, 62, 116),
// then the round seat k + 1 banks, seats 1 to k placing the wager again.
// There the banking seat's result is a cover's figure (per unit covered),
// seat 1's a wager's; the dealer's round is not counted.
func (p *player) bankRound(ti int) error {
	t := p.targets[ti]
	k := p.o.Covered
	bank := k + 1
	// Seat 1's wager is counted (collect), or the bank's cover: one
	// result a round, as the interval assumes (the other seats' results
	// go with seat 1's, against the same bank hand).
	covered, counted := t, make([]int, bank)
	for i := range counted {
		counted[i] = -1
	}
	if t.w.Covers != nil {
		covered, counted[k] = newTarget(*t.w.Covers), ti
	} else {
		counted[0] = ti
	}
	wagerOf := func(seat int) *analysis.Wager {
		if seat >= 1 && seat <= bank {
			return &covered.w
		}
		return nil
	}
	// Nothing of it stands on the layout for close to count; next-round is
	// refused but after a settled round.
	p.group = nil
	_ = p.e.Apply(game.Step{Dealer: "next-round"})
	for seat := 1; seat <= bank; seat++ {
		if err := p.stakeOn(seat, covered); err != nil {
			return fmt.Errorf("simulate: %s: seat %d's %s at a round the dealer banks: %v", p.o.Game.Spec.ID, seat, covered.place[0], err)
		}
	}
	if err := p.playOut(wagerOf, func() (bool, error) { return p.collect(nil) }, nil); err != nil {
		return err
	}
	offer := game.Step{Dealer: "next-round", Args: map[string]json.RawMessage{"bank": json.RawMessage(fmt.Sprint(bank))}}
	if err := p.e.Apply(offer); err != nil {
		return fmt.Errorf("simulate: %s: the bank offered to seat %d: %v", p.o.Game.Spec.ID, bank, err)
	}
	for seat := 1; seat <= k; seat++ {
		if err := p.stakeOn(seat, covered); err != nil {
			return fmt.Errorf("simulate: %s: seat %d's %s at a round seat %d banks: %v", p.o.Game.Spec.ID, seat, covered.place[0], bank, err)
		}
	}
	return p.playOut(wagerOf, func() (bool, error) { return p.collect(counted) }, nil)
}

// playOut moves the round on, each seat's decisions taken by the strategy
// of the wager wagerOf gives it, until settled reports the round settled;
// reopen, where set, may place a wager when nothing else moves it on.
func (p *player) playOut(wagerOf func(seat int) *analysis.Wager, settled func() (bool, error), reopen func() bool) error {
	for steps := 0; ; steps++ {
		if steps > 10000 {
			return fmt.Errorf("simulate: %s: no round settled after %d steps", p.o.Game.Spec.ID, steps)
		}
		if done, err := settled(); done || err != nil {
			return err
		}
		if p.decide == nil {
			if p.dealerStep() {
				continue
			}
			if reopen != nil && reopen() {
				continue
			}
		}
		l := p.e.Legal()
		s, err := p.next(l, wagerOf)
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

// collect tallies the rounds the engine settled since the last call, seat
// i + 1's result to target group[i] (none where it is −1), and reports
// whether there were any.
func (p *player) collect(group []int) (bool, error) {
	rs := p.e.Rounds()
	if len(rs) == p.seen {
		return false, nil
	}
	for _, rd := range rs[p.seen:] {
		if err := p.tally(group, rd); err != nil {
			return true, err
		}
	}
	p.seen = len(rs)
	return true, nil
}

// takeDown withdraws the winners that stayed on the layout (down).
func (p *player) takeDown() error {
	for _, s := range p.down {
		if err := p.e.Apply(s); err != nil {
			return fmt.Errorf("simulate: %s: seat %d's %s, decided, cannot come down: %v", p.o.Game.Spec.ID, s.Seat, s.Withdraw, err)
		}
	}
	p.down = p.down[:0]
	return nil
}

// place stakes each wager of the group on its seat, unless the seat's
// wagers are still on the layout from an earlier round (a craps line wager
// with a point): then it adds the wager's Then wagers where the table
// offers them (the odds once the point is known). A wager the table does
// not take now (a come wager before a point) is left out of the round:
// Apply refuses it and changes nothing. Closing, it places no new wager.
// Winners that stay on the layout are taken down first.
func (p *player) place(group []int) error {
	_ = p.e.Apply(game.Step{Dealer: "next-round"}) // refused but after a settled round
	if err := p.takeDown(); err != nil {
		return err
	}
	v := p.e.View(game.Omniscient)
	if len(v.Wagers) > 0 && len(p.groups) > 1 {
		return fmt.Errorf("simulate: %s's wagers last several rounds: the table must seat its %d wagers at once, not %d",
			p.o.Game.Spec.ID, len(p.targets), len(group))
	}
	var legal *game.Legal
	for i, ti := range group {
		seat := i + 1
		t := p.targets[ti]
		if !slices.ContainsFunc(v.Wagers, func(w game.Wager) bool { return w.Seat == seat }) {
			if !p.closing {
				_ = p.placeOn(seat, ti)
			}
			continue
		}
		if len(t.w.Then) == 0 || p.tried[ti] {
			continue
		}
		if legal == nil {
			l := p.e.Legal()
			legal = &l
		}
		if err := p.then(seat, ti, legal.Options, v.Dice); err != nil {
			return err
		}
	}
	return nil
}

// placeOn places target ti's wager on seat, anew: Apply's error when the
// table does not take it now.
func (p *player) placeOn(seat, ti int) error {
	err := p.stakeOn(seat, p.targets[ti])
	if err == nil {
		p.tried[ti] = false
	}
	return err
}

// stakeOn places t's wager on seat: Apply's error when the table does not
// take it now.
func (p *player) stakeOn(seat int, t target) error {
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
	return p.e.Apply(s)
}

// then adds target ti's Then wagers that the table offers seat now, at
// ThenTimes the first wager's amount, if the last roll's total is one of
// ThenTotals where they are set. The first round one is offered decides:
// it is taken then or never (the odds as soon as the point is known).
func (p *player) then(seat, ti int, offered []game.Option, dice []int) error {
	t := p.targets[ti]
	var ids []string
	for _, o := range offered {
		if o.Kind == game.KindWager && o.Seat == seat && slices.Contains(t.w.Then, o.Name) {
			ids = append(ids, o.Name)
		}
	}
	if len(ids) == 0 {
		return nil
	}
	p.tried[ti] = true
	if len(t.w.ThenTotals) > 0 {
		total := 0
		for _, d := range dice {
			total += d
		}
		if !slices.Contains(t.w.ThenTotals, total) {
			return nil
		}
	}
	s := game.Step{Seat: seat}
	for _, id := range ids {
		s.Wagers = append(s.Wagers, game.WagerAmount{ID: id, Amount: money.Amount(max(t.w.ThenTimes, 1)) * p.amount(t.place[0])})
	}
	if err := p.e.Apply(s); err != nil {
		// The figure assumes it (max-odds times the line wager): a table
		// whose maximum refuses it cannot be simulated as analysed.
		return fmt.Errorf("simulate: %s: seat %d's %s beside its %s: %v", p.o.Game.Spec.ID, seat, strings.Join(ids, ", "), t.place[0], err)
	}
	return nil
}

// reopen places, closing, the first wager of the first empty seat of the
// group the table takes, when nothing else moves the round on (a craps
// table with no line wager has no shooter, 95.11), and reports whether
// one was placed. That wager too is played to its decision.
func (p *player) reopen(group []int) bool {
	on := p.e.View(game.Omniscient).Wagers
	for i, ti := range group {
		seat := i + 1
		if !slices.ContainsFunc(on, func(w game.Wager) bool { return w.Seat == seat }) && p.placeOn(seat, ti) == nil {
			return true
		}
	}
	return false
}

// amount is what the simulation stakes on wager id: the amount the game
// fixes for it (a $1 progressive wager, 67.21), a multiple of the wager
// it must equal (Boston Poker's first play, twice the ante, 67.56), the
// worker's stake down to the multiple of cents the wager is made of
// (craps' 3-way craps, three equal parts: $99.99, ruling C1), or the
// worker's stake.
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
		case w.Rule.Multiple > 0:
			return p.stake / w.Rule.Multiple * w.Rule.Multiple
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
// Each seat plays the wager wagerOf gives it.
func (p *player) next(l game.Legal, wagerOf func(seat int) *analysis.Wager) (game.Step, error) {
	var acts []game.Option
	for _, o := range l.Options {
		if o.Kind == game.KindAct && (l.Turn == 0 || o.Seat == l.Turn) && (len(acts) == 0 || o.Seat == acts[0].Seat) {
			acts = append(acts, o)
		}
	}
	declined := false
	if len(acts) > 0 && p.decide != nil {
		s, err := p.decide(p.e, acts[0].Seat, wagerOf(acts[0].Seat), acts)
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

// tally adds each seat's settled result to its wager's sums. A winner
// that stays on the layout is counted and taken down before the next
// round (place); the report of a wager taken down is no decision, and
// must move no money.
func (p *player) tally(group []int, rd game.Round) error {
	nets := make([]money.Amount, len(group))
	units := make([]money.Amount, len(group))
	settled := make([]bool, len(group))
	for _, s := range rd.Settlements {
		i := s.Seat - 1
		if i < 0 || i >= len(group) || group[i] < 0 {
			continue
		}
		if s.TakenDown {
			if s.Net != 0 || s.Commission != 0 {
				return fmt.Errorf("simulate: %s round %d: seat %d's %s came down with net %d and commission %d, not counted",
					p.o.Game.Spec.ID, rd.Round, s.Seat, s.Wager, s.Net, s.Commission)
			}
			continue
		}
		if s.Stays {
			p.down = append(p.down, game.Step{Seat: s.Seat, Withdraw: s.Wager})
		}
		t := p.targets[group[i]]
		if s.Stake > 0 && (s.Wager == t.place[0] || t.w.Covers != nil) {
			units[i] = s.Stake // a slot machine's play, staked by its act; a cover, per unit covered
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
	return nil
}
