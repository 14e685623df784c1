package craps

import (
	"cmp"
	"fmt"
	"math/big"
	"slices"
	"strconv"
	"strings"

	"croupier/analysis"
	"croupier/game"
	"croupier/money"
)

// Analyze is craps' exact analysis under t's options: every wager of the
// Spec, each decision followed roll by roll over the 36 equally likely
// rolls of two dice (95.6) as a Markov chain whose states are the table's
// point and the wagers still standing, solved exactly. Each roll is judged
// by the engine itself (judge, nextPoint), at its pay tables.
//
// A wager that lasts several rolls is analysed for one decision: its lines
// are its final outcomes ("point 4 made"). Place, buy, lay and hard-way
// winners stay up (C5) and are decided again at the same odds; a buy or lay
// pays its commission once (C2, C7), with its first decision. The
// associate chances are analysed alone (true odds, no edge) and with their
// line wager, taken at max-odds as soon as they may be (95.16, C4).
func Analyze(t game.Table) (*analysis.Report, error) {
	r := RulesOf(t)
	if err := r.Validate(); err != nil {
		return nil, err
	}
	return analyze(r), nil
}

// rolls are the 36 equally likely rolls of two dice (95.6), by total, then
// by the first die.
var rolls = func() [][2]int {
	var out [][2]int
	for a := 1; a <= 6; a++ {
		for b := 1; b <= 6; b++ {
			out = append(out, [2]int{a, b})
		}
	}
	slices.SortStableFunc(out, func(x, y [2]int) int { return cmp.Compare(x[0]+x[1], y[0]+y[1]) })
	return out
}()

// unit is the amount, in cents, that one unit of a wager is judged with:
// the equal parts of a horn, world or 3-way craps wager (4, 5, 3: C1) and
// every payout of the pay tables are whole cents on it, so the engine's
// amounts are the nominal ratios exactly.
const unit = 6_000_000

// A slot is a wager the analysis follows: its place, its amount in units
// of the wager analysed, and whether it works on a come-out roll (C3).
type slot struct {
	spot    spot
	units   int64
	working bool
}

// A layout is a state of the chain: the table's point (0: the next roll is
// a come-out roll) and the wagers still standing, the wager analysed and
// the associate chance taken with it (Kind 0: none).
type layout struct {
	point int
	bets  [2]slot
}

// A start is a layout a decision may begin from, with its probability.
type start struct {
	l layout
	p *big.Rat
}

// namer names the outcome that roll d gives from layout l (back: come odds
// were returned, C6). A name holding %s is merged with the others of the
// same name and net, total taking the place of %s ("7 or 11 on the come-out
// roll"); order sorts the lines (the number a line wager stands on, 0
// first), the higher net first.
type namer func(l layout, d [2]int, back bool) (name string, total, order int)

// A chain is one wager's decision as a Markov chain.
type chain struct {
	start []start
	odds  int64    // the associate chance taken with a line wager, in units; 0 none
	fee   *big.Rat // a commission paid with the wager, per unit (95.17(2), (3)); nil none
	name  namer
}

// next applies roll d to layout l: the layout after it, the net of the
// wagers it decided, whether the decision is over, whether come odds were
// returned (C6) and whether the associate chance was taken on it.
func (c chain) next(l layout, d [2]int) (after layout, net *big.Rat, done, back, added bool) {
	e := &Engine{point: l.point}
	net = new(big.Rat)
	for i, s := range l.bets {
		if s.spot.Kind == 0 {
			continue
		}
		v := e.judge(bet{Wager: game.Wager{Amount: money.Amount(unit * s.units)}, spot: s.spot, working: s.working}, d)
		switch {
		case v.moves != 0: // 95.14(3), (4): the wager travels to its number
			to := spot{Kind: kindComeOn, N: v.moves}
			if s.spot.Kind == kindDontCome {
				to.Kind = kindDontComeOn
			}
			after.bets[i] = slot{spot: to, units: s.units, working: s.working}
		case v.back: // C6: returned
			back = true
		case v.result == "":
			after.bets[i] = s
		default:
			net.Add(net, payoff(v, s.units))
		}
	}
	after.point = nextPoint(l.point, d[0]+d[1])
	if line := after.bets[0].spot; c.odds > 0 && line.Kind != 0 && after.bets[1].spot.Kind == 0 {
		// 95.16: the associate chance, once the point is known.
		if o, ok := odds(line); ok && (after.point != 0 || line.Kind == kindComeOn || line.Kind == kindDontComeOn) {
			after.bets[1] = slot{spot: o, units: c.odds}
			added = true
		}
	}
	done = after.bets[0].spot.Kind == 0 && after.bets[1].spot.Kind == 0
	return after, net, done, back, added
}

// payoff is a decided wager's net, in units of the wager analysed.
func payoff(v verdict, units int64) *big.Rat {
	switch {
	case v.parts:
		return big.NewRat(int64(v.net), unit)
	case v.result == game.Win:
		return big.NewRat(v.pay.Num*units, v.pay.Den)
	case v.result == game.Lose:
		return big.NewRat(-units, 1)
	}
	return new(big.Rat)
}

// An outcome is one line of a decision, while the chain is solved.
type outcome struct {
	name   string
	net    *big.Rat
	totals []int
	order  int
	prob   *big.Rat
}

// A decision is a chain solved: its lines, the average amount staked and
// the average number of rolls a decision takes.
type decision struct {
	lines  []analysis.Line
	staked *big.Rat
	rolls  *big.Rat
}

// solve follows every layout the chain reaches and solves for the
// probability of each outcome: with Q the counts of the rolls from layout
// to layout and π the start, the expected visits to each layout are
// 36·y where (36·I − Q)ᵀ y = π, and an outcome's probability is the sum
// over the layouts of y times the rolls that end there with it.
func (c chain) solve() decision {
	index := map[layout]int{}
	var states []layout
	id := func(l layout) int {
		i, ok := index[l]
		if !ok {
			i = len(states)
			index[l] = i
			states = append(states, l)
		}
		return i
	}
	for _, s := range c.start {
		id(s.l)
	}
	type key struct{ name, net string }
	outIndex := map[key]int{}
	var outs []*outcome
	var moves []map[int]int64 // by state: counts of the rolls to each state
	var ends []map[int]int64  // by state: counts of the rolls to each outcome
	var adds []int64          // by state: rolls on which the associate chance is taken
	for i := 0; i < len(states); i++ {
		moves, ends, adds = append(moves, map[int]int64{}), append(ends, map[int]int64{}), append(adds, 0)
		for _, d := range rolls {
			after, net, done, back, added := c.next(states[i], d)
			if added {
				adds[i]++
			}
			if !done {
				moves[i][id(after)]++
				continue
			}
			if c.fee != nil {
				net.Sub(net, c.fee)
			}
			name, total, order := c.name(states[i], d, back)
			k := key{name, net.RatString()}
			o, ok := outIndex[k]
			if !ok {
				o = len(outs)
				outIndex[k] = o
				outs = append(outs, &outcome{name: name, net: net, order: order})
			}
			if total != 0 && !slices.Contains(outs[o].totals, total) {
				outs[o].totals = append(outs[o].totals, total)
			}
			ends[i][o]++
		}
	}
	n := len(states)
	m := make([][]*big.Rat, n) // (36·I − Q)ᵀ
	for r := range m {
		m[r] = make([]*big.Rat, n)
		for k := range m[r] {
			m[r][k] = new(big.Rat)
		}
		m[r][r].SetInt64(36)
	}
	for i, row := range moves {
		for j, count := range row {
			m[j][i].Sub(m[j][i], big.NewRat(count, 1))
		}
	}
	pi := make([]*big.Rat, n)
	for i := range pi {
		pi[i] = new(big.Rat)
	}
	for _, s := range c.start {
		pi[index[s.l]].Add(pi[index[s.l]], s.p)
	}
	y := solve(m, pi)

	d := decision{staked: analysis.Int(1), rolls: new(big.Rat)}
	for _, o := range outs {
		o.prob = new(big.Rat)
	}
	added := new(big.Rat)
	for i, yi := range y {
		d.rolls.Add(d.rolls, yi)
		for o, count := range ends[i] {
			outs[o].prob.Add(outs[o].prob, new(big.Rat).Mul(yi, big.NewRat(count, 1)))
		}
		added.Add(added, new(big.Rat).Mul(yi, big.NewRat(adds[i], 1)))
	}
	d.rolls.Mul(d.rolls, analysis.Int(36))
	if c.fee != nil {
		d.staked.Add(d.staked, c.fee)
	}
	d.staked.Add(d.staked, added.Mul(added, analysis.Int(c.odds)))
	slices.SortStableFunc(outs, func(a, b *outcome) int { return cmp.Or(cmp.Compare(a.order, b.order), b.net.Cmp(a.net)) })
	for _, o := range outs {
		name := o.name
		if strings.Contains(name, "%s") {
			name = fmt.Sprintf(name, totals(o.totals))
		}
		d.lines = append(d.lines, analysis.Line{Name: name, Net: o.net, Prob: o.prob})
	}
	return d
}

// totals writes the totals a line merges: "7", "7 or 11", "2, 3 or 12";
// more than five are "any other total".
func totals(ts []int) string {
	slices.Sort(ts)
	if len(ts) > 5 {
		return "any other total"
	}
	s := make([]string, len(ts))
	for i, t := range ts {
		s[i] = strconv.Itoa(t)
	}
	return list(s)
}

// list writes "a", "a or b", "a, b or c".
func list(s []string) string {
	if len(s) < 2 {
		return strings.Join(s, "")
	}
	return strings.Join(s[:len(s)-1], ", ") + " or " + s[len(s)-1]
}

// solve returns x such that m·x = b, m square and invertible, by
// Gauss–Jordan elimination in exact arithmetic. It changes m and b.
func solve(m [][]*big.Rat, b []*big.Rat) []*big.Rat {
	n := len(b)
	t := new(big.Rat)
	for c := range n {
		p := c
		for m[p][c].Sign() == 0 {
			p++ // m is invertible: some row below has a pivot
		}
		m[c], m[p], b[c], b[p] = m[p], m[c], b[p], b[c]
		inv := new(big.Rat).Inv(m[c][c])
		for r := range n {
			if r == c || m[r][c].Sign() == 0 {
				continue
			}
			f := new(big.Rat).Mul(m[r][c], inv)
			for k := c; k < n; k++ {
				if m[c][k].Sign() != 0 {
					m[r][k].Sub(m[r][k], t.Mul(f, m[c][k]))
				}
			}
			b[r].Sub(b[r], t.Mul(f, b[c]))
		}
	}
	x := make([]*big.Rat, n)
	for i := range x {
		x[i] = new(big.Rat).Quo(b[i], m[i][i])
	}
	return x
}

// tablePoints are the values the table's point takes: 0 (a come-out roll)
// and the point numbers.
var tablePoints = append([]int{0}, points[:]...)

// longRun returns the table's long-run share of rolls made with each point
// (0: a come-out roll), the stationary law of the point's own chain
// (nextPoint): π·P = π, Σπ = 1.
func longRun() map[int]*big.Rat {
	n := len(tablePoints)
	at := map[int]int{}
	for i, p := range tablePoints {
		at[p] = i
	}
	m := make([][]*big.Rat, n) // (Pᵀ − I), its last row replaced by Σπ = 1
	for r := range m {
		m[r] = make([]*big.Rat, n)
		for k := range m[r] {
			m[r][k] = new(big.Rat)
		}
		m[r][r].SetInt64(-1)
	}
	for i, p := range tablePoints {
		for _, d := range rolls {
			j := at[nextPoint(p, d[0]+d[1])]
			m[j][i].Add(m[j][i], big.NewRat(1, 36))
		}
	}
	b := make([]*big.Rat, n)
	for i := range b {
		b[i] = new(big.Rat)
		m[n-1][i].SetInt64(1)
	}
	b[n-1].SetInt64(1)
	pi := solve(m, b)
	out := map[int]*big.Rat{}
	for i, p := range tablePoints {
		out[p] = pi[i]
	}
	return out
}

// starts are where the analysis places its wagers: a roll taken at random
// in the table's long-run proportions (any), or among those with a point on
// (on, by point).
type starts struct {
	any []start
	on  map[int]*big.Rat
}

func newStarts() starts {
	pi := longRun()
	s := starts{on: map[int]*big.Rat{}}
	on := new(big.Rat).Sub(analysis.Int(1), pi[0])
	for _, p := range tablePoints {
		s.any = append(s.any, start{layout{point: p}, pi[p]})
		if p != 0 {
			s.on[p] = new(big.Rat).Quo(pi[p], on)
		}
	}
	return s
}

// anyRoll starts sp at a roll taken at random, not working (C3).
func (s starts) anyRoll(sp spot) []start {
	out := make([]start, len(s.any))
	for i, a := range s.any {
		out[i] = start{layout{point: a.l.point, bets: [2]slot{{spot: sp, units: 1}}}, a.p}
	}
	return out
}

// pointOn starts sp at a roll taken at random among those with a point on:
// a come or don't come wager (95.14(3), (4)).
func (s starts) pointOn(sp spot) []start {
	var out []start
	for _, p := range points {
		out = append(out, start{layout{point: p, bets: [2]slot{{spot: sp, units: 1}}}, s.on[p]})
	}
	return out
}

// travelled starts sp, an associate chance of a come or don't come wager
// on n, as that wager travels to n (95.16(3), (4)): it was made on a roll
// taken at random with a point on, and the roll of n may have made the
// point.
func (s starts) travelled(sp spot, n int) []start {
	var out []start
	at := map[int]int{}
	for _, p := range points {
		after := nextPoint(p, n)
		l := layout{point: after, bets: [2]slot{{spot: sp, units: 1}}}
		if i, ok := at[after]; ok {
			out[i].p = new(big.Rat).Add(out[i].p, s.on[p])
			continue
		}
		at[after] = len(out)
		out = append(out, start{l, s.on[p]})
	}
	return out
}

// fixed starts sp with the table's point at point: 0 for a line wager,
// made on a come-out roll (95.14(1), (2)), the point for its associate
// chance (95.16(1), (2)).
func fixed(sp spot, point int) []start {
	return []start{{layout{point: point, bets: [2]slot{{spot: sp, units: 1}}}, analysis.Int(1)}}
}

// lineNames names the lines of the single chances (95.14(1)–(4)), alone or
// with their odds.
func lineNames(l layout, d [2]int, back bool) (string, int, int) {
	t, s := d[0]+d[1], l.bets[0].spot
	switch s.Kind {
	case kindPass, kindDontPass:
		switch {
		case l.point == 0:
			return "%s on the come-out roll", t, 0
		case t == 7:
			return fmt.Sprintf("point %d, seven-out", l.point), 0, l.point
		}
		return fmt.Sprintf("point %d made", l.point), 0, l.point
	case kindCome, kindDontCome:
		return "%s on its first roll", t, 0
	}
	name := fmt.Sprintf("travels to %d, then %d", s.N, t)
	if back {
		name += " on a come-out roll, the odds returned (C6)"
	}
	return name, 0, s.N
}

// oneRollNames names a one-roll wager's lines by the totals rolled.
func oneRollNames(_ layout, d [2]int, _ bool) (string, int, int) { return "%s", d[0] + d[1], 0 }

// hopNames names a hop's lines (95.15(9)).
func hopNames(l layout, d [2]int, _ bool) (string, int, int) {
	s := l.bets[0].spot
	if min(d[0], d[1]) == s.A && max(d[0], d[1]) == s.B {
		return "the two dice called", 0, 0
	}
	return "any other roll", 0, 0
}

// hardNames names a hard way's lines (95.15(1)).
func hardNames(l layout, d [2]int, _ bool) (string, int, int) {
	n, t := l.bets[0].spot.N, d[0]+d[1]
	switch {
	case t == n && d[0] == d[1]:
		return fmt.Sprintf("hard %d (%d-%d) before a 7 or an easy %d", n, d[0], d[1], n), 0, 0
	case t == n:
		return fmt.Sprintf("easy %d first", n), 0, 1
	}
	return "a 7 first", 0, 2
}

// numberNames names a wager that wins on its number before a 7 (right) or
// on a 7 before its number.
func numberNames(right bool) namer {
	return func(l layout, d [2]int, _ bool) (string, int, int) {
		if hit := d[0]+d[1] != 7; hit == right {
			if right {
				return "the number before a 7", 0, 0
			}
			return "a 7 before the number", 0, 0
		}
		if right {
			return "a 7 first", 0, 0
		}
		return "the number first", 0, 0
	}
}

// oddsNames names the lines of the associate chances alone (95.16(1)–(3)).
func oddsNames(l layout, d [2]int, back bool) (string, int, int) {
	t := d[0] + d[1]
	switch s := l.bets[0].spot; {
	case back:
		return "the number or a 7 on a come-out roll: returned (C6)", 0, 0
	case s.Kind == kindPassOdds || s.Kind == kindDontPassOdds:
		if t == 7 {
			return "seven-out", 0, 0
		}
		return "the point made", 0, 0
	case t == 7:
		return "a 7", 0, 0
	}
	return "the number", 0, 0
}

// analyze builds the report.
func analyze(r Rules) *analysis.Report {
	s := newStarts()
	m := r.MaxOdds
	rep := &analysis.Report{Game: Spec.ID,
		Method: "each decision followed roll by roll over the 36 equally likely rolls of two dice (95.6), " +
			"a Markov chain of the point and the wagers standing, solved exactly; one decision of each wager"}
	add := func(c chain, id, title, section, note string) {
		rep.Wagers = append(rep.Wagers, c.solve().wager(id, title, section, note))
	}
	withOdds := fmt.Sprintf("with %d× odds", m)

	// 95.14: the single chances, alone and with their associate chance at
	// max-odds (95.16, C4).
	lines := []struct {
		kind, odds kind
		id, what   string
		start      []start
		note       string
	}{
		{kindPass, kindPassOdds, "pass", "taken", fixed(spot{Kind: kindPass}, 0), ""},
		{kindDontPass, kindDontPassOdds, "dont-pass", "laid", fixed(spot{Kind: kindDontPass}, 0), "a barred 12 pushes (C6)"},
		{kindCome, kindComeOdds, "come", "taken", s.pointOn(spot{Kind: kindCome}),
			"placed with a point on (95.14(3)); come-N, the wager once it has travelled to N, is part of this figure"},
		{kindDontCome, kindDontComeOdds, "dont-come", "laid", s.pointOn(spot{Kind: kindDontCome}),
			"placed with a point on (95.14(4)); dont-come-N, the wager once it has travelled to N, is part of this figure; a barred 12 pushes (C6)"},
	}
	for _, l := range lines {
		sec := kinds[l.kind].section
		add(chain{start: l.start, name: lineNames}, l.id, "", sec, l.note)
		note := fmt.Sprintf("the associate chance %s at %d times the %s wager as soon as the point is known (95.16, C4); "+
			"staked is the %s wager and the odds' average amount", l.what, m, l.id, l.id)
		if l.kind == kindCome {
			note += "; the come odds are off on a come-out roll (C3) and returned when it decides the come wager (C6), " +
				"the come wager placed on a roll taken at random with a point on, in the table's long-run proportions"
		}
		add(chain{start: l.start, odds: m, name: lineNames}, l.id, withOdds, sec+", "+kinds[l.odds].section, note)
		// A simulation lays or takes the odds at max-odds as soon as the
		// table offers them (Wager.Then): once the point is known, or as
		// the come wager travels to its number.
		w := &rep.Wagers[len(rep.Wagers)-1]
		w.ThenTimes = m
		if l.kind == kindPass || l.kind == kindDontPass {
			w.Then = []string{spot{Kind: l.odds}.String()}
		} else {
			for _, n := range points {
				w.Then = append(w.Then, spot{Kind: l.odds, N: n}.String())
			}
		}
	}

	// 95.14(5), 95.15: the field and the multiple chances.
	add(chain{start: s.anyRoll(spot{Kind: kindField}), name: oneRollNames}, "field", "", kinds[kindField].section, "")
	for _, n := range []int{4, 6, 8, 10} {
		sp := spot{Kind: kindHard, N: n}
		add(chain{start: s.anyRoll(sp), name: hardNames}, sp.String(), "", sp.section(),
			"off on a come-out roll unless working (C3): that changes how long a decision takes, not its odds; a winner stays up (C5)")
	}
	for _, k := range []kind{kindAny7, kindEleven, kindAnyCraps, kindCraps2, kindCraps3, kindCraps12, kindHorn, kindWorld, kindThreeWay} {
		sp := spot{Kind: k}
		note := ""
		if p := sp.parts(); p > 0 {
			note = fmt.Sprintf("%d equal parts, the one on the total rolled paid at its odds (C1)", p)
		}
		add(chain{start: s.anyRoll(sp), name: oneRollNames}, sp.String(), "", sp.section(), note)
	}
	var hops []group
	for a := 1; a <= 6; a++ {
		for b := a; b <= 6; b++ {
			sp := spot{Kind: kindHop, A: a, B: b}
			title := "two different faces"
			if a == b {
				title = "a pair"
			}
			hops = append(hops, group{sp.String(), title, chain{start: s.anyRoll(sp), name: hopNames}.solve()})
		}
	}
	addGroups(rep, "hop-A-B", kinds[kindHop].section, "", hops, nil, placeFirst)

	// 95.16: the associate chances alone, at true odds.
	perNumber := func(pattern string, k kind, title string, st func(sp spot, n int) []start, name namer, paid bool, note string, play stakes) {
		var gs []group
		for _, n := range points {
			sp := spot{Kind: k, N: n}
			c := chain{start: st(sp, n), name: name}
			if paid {
				c.fee = fee(sp)
			}
			gs = append(gs, group{sp.String(), strconv.Itoa(n), c.solve()})
		}
		addGroups(rep, pattern, kinds[k].section, note, gs, func(ns []string) string { return title + list(ns) }, play)
	}
	perNumber("pass-odds", kindPassOdds, "point ", func(sp spot, n int) []start { return fixed(sp, n) }, oddsNames, false,
		"taken once the point is known, at most max-odds times the pass wager (95.16(1), C4)", withLine(kindPass))
	perNumber("dont-pass-odds", kindDontPassOdds, "point ", func(sp spot, n int) []start { return fixed(sp, n) }, oddsNames, false,
		"laid once the point is known, at most max-odds times the don't pass wager (95.16(2), C4)", withLine(kindDontPass))
	perNumber("come-odds-N", kindComeOdds, "", s.travelled, oddsNames, false,
		"taken as the come wager travels to N, with a point on at a roll taken at random; off on a come-out roll unless working (C3), "+
			"and then returned when that roll decides the come wager (C6)", withLine(kindCome))
	perNumber("dont-come-odds-N", kindDontComeOdds, "", s.travelled, numberNames(false), false,
		"laid as the don't come wager travels to N; always working", withLine(kindDontCome))

	// 95.17: the place bets.
	place := "off on a come-out roll unless working (C3): that changes how long a decision takes, not its odds; a winner stays up (C5) and is decided again at the same odds"
	perNumber("place-N", kindPlace, "", func(sp spot, _ int) []start { return s.anyRoll(sp) }, numberNames(true), false, place, placeFirst)
	perNumber("buy-N", kindBuy, "", func(sp spot, _ int) []start { return s.anyRoll(sp) }, numberNames(true), true,
		fmt.Sprintf("%d%% of the wager paid as it is accepted and never returned (95.17(2), C2), in the net of this first decision and in the amount staked; "+
			"a winner stays up (C5) and pays none again, so each later decision is at true odds, with no edge; %s",
			commissionPercent, "off on a come-out roll unless working (C3)"), placeFirst)
	perNumber("lay-N", kindLay, "", func(sp spot, _ int) []start { return s.anyRoll(sp) }, numberNames(false), true,
		fmt.Sprintf("%d%% of the potential winnings paid as it is accepted and never returned (95.17(3), C2), in the net of this first decision and in the amount staked; "+
			"a winner stays up (C5) and pays none again, so each later decision is at true odds, with no edge; always working (C3)", commissionPercent), placeFirst)
	return rep
}

// fee is the commission a buy or lay wager pays per unit wagered (95.17(2),
// (3)), the engine's own reckoning on an amount large enough that it is
// exact.
func fee(sp spot) *big.Rat {
	return big.NewRat(int64(commission(sp, unit)), unit)
}

// stakes sets how a simulation stakes a wager of a set of alike ones
// (Wager.Place, Then), from the members' ids and titles.
type stakes func(w *analysis.Wager, ids, titles []string)

// placeFirst plays the set's first wager: place-4 for place-N (4 or 10).
func placeFirst(w *analysis.Wager, ids, _ []string) { w.Place = ids[:1] }

// withLine plays an associate chance analysed alone: its line wager, then
// the odds at once its amount on the set's numbers alone, counted alone.
// A pass or don't pass wager's odds are taken when the come-out roll makes
// one of them the point; a come wager's as it travels to one.
func withLine(k kind) stakes {
	return func(w *analysis.Wager, ids, titles []string) {
		w.Place, w.Then, w.ThenTimes, w.Count = []string{spot{Kind: k}.String()}, ids, 1, ids
		if k == kindPass || k == kindDontPass {
			w.Then, w.Count = ids[:1], ids[:1]
			for _, t := range titles {
				n, _ := strconv.Atoi(t)
				w.ThenTotals = append(w.ThenTotals, n)
			}
		}
	}
}

// A group is one wager of several alike (the place bets on 4 and 10), with
// its decision.
type group struct {
	id, title string
	d         decision
}

// wager is the decision as a wager of the report.
func (d decision) wager(id, title, section, note string) analysis.Wager {
	w := analysis.Wager{ID: id, Title: title, Section: section, Lines: d.lines, Note: note}
	if d.staked.Cmp(analysis.Int(1)) != 0 {
		w.Staked = d.staked
	}
	if d.rolls.Cmp(analysis.Int(1)) != 0 {
		w.Note = join(w.Note, fmt.Sprintf("a decision takes %s rolls on average", analysis.Decimal(d.rolls, 4)))
		w.Rounds = d.rolls
	}
	return w
}

// addGroups adds the wagers gs under their games.md id pattern, one wager
// for each set of them whose decisions are the same: "place-N" titled "4
// or 10". title writes a set's title from its members' titles; nil keeps
// the first member's. play says how a simulation plays each set.
func addGroups(rep *analysis.Report, pattern, section, note string, gs []group, title func([]string) string, play stakes) {
	type set struct {
		first       int
		ids, titles []string
	}
	var sets []*set
	byKey := map[string]*set{}
	for i, g := range gs {
		var k strings.Builder
		fmt.Fprintf(&k, "%s %s|", g.d.staked.RatString(), g.d.rolls.RatString())
		for _, l := range g.d.lines {
			fmt.Fprintf(&k, "%s %s %s|", l.Name, l.Net.RatString(), l.Prob.RatString())
		}
		if st, ok := byKey[k.String()]; ok {
			st.ids, st.titles = append(st.ids, g.id), append(st.titles, g.title)
			continue
		}
		st := &set{first: i, ids: []string{g.id}, titles: []string{g.title}}
		byKey[k.String()] = st
		sets = append(sets, st)
	}
	for _, st := range sets {
		t := st.titles[0]
		if title != nil {
			t = title(st.titles)
		}
		n := note
		if len(st.ids) > 1 && st.ids[0] != st.ids[1] {
			n = join(fmt.Sprintf("each of %d wagers alike, %s the first", len(st.ids), st.ids[0]), note)
		}
		w := gs[st.first].d.wager(pattern, t, section, n)
		play(&w, st.ids, st.titles)
		rep.Wagers = append(rep.Wagers, w)
	}
}

// join joins two notes.
func join(a, b string) string {
	switch {
	case a == "":
		return b
	case b == "":
		return a
	}
	return a + "; " + b
}
