package craps_test

import (
	"encoding/json"
	"math/big"
	"strings"
	"testing"

	"croupier/analysis"
	"croupier/game/craps"
)

// analyzed is craps' analysis under the options given as JSON, checked to
// be a distribution for every wager.
func analyzed(t *testing.T, opts string) *analysis.Report {
	t.Helper()
	raw := map[string]json.RawMessage{}
	if err := json.Unmarshal([]byte(opts), &raw); err != nil {
		t.Fatal(err)
	}
	tb, err := craps.Spec.ParseTable(raw)
	if err != nil {
		t.Fatal(err)
	}
	r, err := craps.Game.Analyze(tb)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Check(); err != nil {
		t.Fatal(err)
	}
	return r
}

// TestAnalyzeByHand checks figures worked by hand from 95.14–95.17. Of the
// 36 rolls, a total t comes w(t) ways: 2 and 12 one, 3 and 11 two, 4 and
// 10 three, 5 and 9 four, 6 and 8 five, 7 six. A number n before a 7 has
// probability w(n)/(w(n)+6): 3/9 for 4 and 10, 4/10 for 5 and 9, 5/11 for
// 6 and 8.
func TestAnalyzeByHand(t *testing.T) {
	r := analyzed(t, `{}`)
	for _, c := range []struct {
		id, title   string
		ret, staked *big.Rat
		why         string
	}{
		// 95.14(1): the pass wins on 7 or 11 (8/36), or on the point made:
		// Σ w(p)/36 × w(p)/(w(p)+6) = 2(3/36·3/9 + 4/36·4/10 + 5/36·5/11)
		// = 2(55 + 88 + 125)/1980 = 536/1980; with the 440/1980 of 7 or 11,
		// 976/1980 = 244/495 to win, 251/495 to lose: the return is 488/495,
		// the edge 7/495 = 1.4141%.
		{"pass", "", big.NewRat(488, 495), nil, "95.14(1)"},
		// 95.14(2): the don't pass loses where the pass wins (244/495), but
		// the 12 of the come-out roll (55/1980) pushes: it wins 1980 − 976 −
		// 55 = 949 of 1980 and the return is 1 + (949 − 976)/1980 = 217/220,
		// an edge of 3/220 = 1.3636%.
		{"dont-pass", "", big.NewRat(217, 220), nil, "95.14(2)"},
		// 95.14(3), (4): a come or don't come wager is a pass or don't pass
		// of its own, whatever the point on the table.
		{"come", "", big.NewRat(488, 495), nil, "95.14(3)"},
		{"dont-come", "", big.NewRat(217, 220), nil, "95.14(4)"},
		// 95.16, C4: the odds pay true odds; taken at 3 times the line
		// wager whenever a point is set (24/36 of the decisions), the average
		// stake is 1 + 3 × 2/3 = 3 and the return stays the line's.
		{"pass", "with 3× odds", big.NewRat(488, 495), big.NewRat(3, 1), "95.16(1)"},
		{"dont-pass", "with 3× odds", big.NewRat(217, 220), big.NewRat(3, 1), "95.16(2)"},
		{"come", "with 3× odds", big.NewRat(488, 495), big.NewRat(3, 1), "95.16(3)"},
		{"dont-come", "with 3× odds", big.NewRat(217, 220), big.NewRat(3, 1), "95.16(4)"},
		{"pass-odds", "point 4 or 10", big.NewRat(1, 1), nil, "95.16(1): 1/3 × 3"},
		{"dont-pass-odds", "point 6 or 8", big.NewRat(1, 1), nil, "95.16(2): 6/11 × (1 + 5/6)"},
		{"come-odds-N", "5 or 9", big.NewRat(1, 1), nil, "95.16(3): returned, or 2/5 × 5/2"},
		{"dont-come-odds-N", "4 or 10", big.NewRat(1, 1), nil, "95.16(4): 2/3 × 3/2"},
		// 95.14(5): the field wins 2 to 1 on 2 or 12 (2 ways), even money on
		// 3, 4, 9, 10, 11 (14 ways), loses on 20: (2·3 + 14·2)/36 = 34/36.
		{"field", "", big.NewRat(17, 18), nil, "95.14(5)"},
		// 95.15(1): hard 8 is one way of the 11 that end it (5 eights, 6
		// sevens), at 9 to 1: 10/11, an edge of 9.0909%. Hard 4: 1 of 9 at 7
		// to 1: 8/9.
		{"hard-8", "", big.NewRat(10, 11), nil, "95.15(1)"},
		{"hard-6", "", big.NewRat(10, 11), nil, "95.15(1)"},
		{"hard-4", "", big.NewRat(8, 9), nil, "95.15(1)"},
		{"hard-10", "", big.NewRat(8, 9), nil, "95.15(1)"},
		// 95.15(2)–(7): one roll, w(t)/36 × (pays + 1).
		{"any-7", "", big.NewRat(6*5, 36), nil, "95.15(2)"},
		{"eleven", "", big.NewRat(2*16, 36), nil, "95.15(3)"},
		{"any-craps", "", big.NewRat(4*8, 36), nil, "95.15(4)"},
		{"craps-2", "", big.NewRat(31, 36), nil, "95.15(5)"},
		{"craps-3", "", big.NewRat(2*16, 36), nil, "95.15(6)"},
		{"craps-12", "", big.NewRat(31, 36), nil, "95.15(7)"},
		// 95.15(8), C1: a quarter on each of 2, 3, 11, 12. On 2 or 12 the
		// quarter wins 30/4 and the others lose 3/4: net 27/4; on 3 or 11,
		// 15/4 − 3/4 = 3. EV = (2 × 27/4 + 4 × 3 − 30)/36 = −1/8: 7/8.
		{"horn", "", big.NewRat(7, 8), nil, "95.15(8)"},
		// 95.15(10): fifths on 2, 3, 7, 11, 12: 2 or 12 nets 26/5, 3 or 11
		// 11/5, 7 nets 4/5 − 4/5 = 0 (C6). EV = (2 × 26/5 + 4 × 11/5 − 24)/36
		// = −2/15: 13/15.
		{"world", "", big.NewRat(13, 15), nil, "95.15(10)"},
		// 95.15(11): thirds on 2, 3, 12: 2 or 12 nets 28/3, 3 nets 13/3.
		// EV = (2 × 28/3 + 2 × 13/3 − 32)/36 = −7/54: 47/54.
		{"three-way-craps", "", big.NewRat(47, 54), nil, "95.15(11)"},
		// 95.15(9): a pair is 1 roll in 36 at 30 to 1, two faces 2 at 15 to 1.
		{"hop-A-B", "a pair", big.NewRat(31, 36), nil, "95.15(9)"},
		{"hop-A-B", "two different faces", big.NewRat(32, 36), nil, "95.15(9)"},
		// 95.17(1): place 6 at 7 to 6: 5/11 × 13/6 = 65/66, an edge of 1/66
		// = 1.5152%. Place 4 at 9 to 5: 1/3 × 14/5 = 14/15; 5 at 7 to 5:
		// 2/5 × 12/5 = 24/25.
		{"place-N", "6 or 8", big.NewRat(65, 66), nil, "95.17(1)"},
		{"place-N", "4 or 10", big.NewRat(14, 15), nil, "95.17(1)"},
		{"place-N", "5 or 9", big.NewRat(24, 25), nil, "95.17(1)"},
		// 95.17(2): true odds less 5% of the wager, paid besides it: the
		// return is 1 − 1/20 on a stake of 21/20 (element of risk 1/21).
		{"buy-N", "4 or 10", big.NewRat(19, 20), big.NewRat(21, 20), "95.17(2)"},
		{"buy-N", "6 or 8", big.NewRat(19, 20), big.NewRat(21, 20), "95.17(2)"},
		// 95.17(3): true odds less 5% of the winnings: 1/2 on 4 (1/40), 2/3
		// on 5 (1/30), 5/6 on 6 (1/24).
		{"lay-N", "4 or 10", big.NewRat(39, 40), big.NewRat(41, 40), "95.17(3)"},
		{"lay-N", "5 or 9", big.NewRat(29, 30), big.NewRat(31, 30), "95.17(3)"},
		{"lay-N", "6 or 8", big.NewRat(23, 24), big.NewRat(25, 24), "95.17(3)"},
	} {
		w := r.Wager(c.id, c.title)
		if w == nil {
			t.Errorf("%s: no wager %s (%s)", c.why, c.id, c.title)
			continue
		}
		f := w.Figures()
		if f.Return.Cmp(c.ret) != 0 {
			t.Errorf("%s %s (%s): return %s, want %s", c.why, c.id, c.title, f.Return.RatString(), c.ret.RatString())
		}
		staked := c.staked
		if staked == nil {
			staked = big.NewRat(1, 1)
		}
		if f.Staked.Cmp(staked) != 0 {
			t.Errorf("%s %s (%s): staked %s, want %s", c.why, c.id, c.title, f.Staked.RatString(), staked.RatString())
		}
	}
	// The figures quoted in the brief, as percentages.
	for _, c := range []struct{ id, title, edge, risk string }{
		{"pass", "", "1.4141%", "1.4141%"},
		{"dont-pass", "", "1.3636%", "1.3636%"},
		{"place-N", "6 or 8", "1.5152%", "1.5152%"},
		{"hard-8", "", "9.0909%", "9.0909%"},
		{"buy-N", "4 or 10", "5.0000%", "4.7619%"},
		{"pass", "with 3× odds", "1.4141%", "0.4714%"}, // 7/495 over 3
	} {
		f := r.Wager(c.id, c.title).Figures()
		if e, k := analysis.Percent(f.Edge, 4), analysis.Percent(f.Risk, 4); e != c.edge || k != c.risk {
			t.Errorf("%s (%s): edge %s, risk %s; want %s, %s", c.id, c.title, e, k, c.edge, c.risk)
		}
	}
	if w := r.Warnings(); len(w) != 0 {
		t.Errorf("no craps wager gives the player the edge: %v", w)
	}
	// The average pass line decision takes 557/165 = 3.3758 rolls: 1 for
	// the come-out, then for each point p a further 36/(w(p)+6) with
	// probability w(p)/36: 1 + 2(3/9 + 4/10 + 5/11) = 557/165.
	if w := r.Wager("pass", ""); !strings.Contains(w.Note, "3.3758 rolls") {
		t.Errorf("pass: note %q does not give the 3.3758 rolls of a decision", w.Note)
	}
}

// TestAnalyzeMaxOdds: the max-odds option (95.16, C4) sets the odds taken
// with a line wager, 5 times: the stake is 1 + 5 × 2/3 = 13/3, the return
// unchanged, the element of risk 7/495 ÷ 13/3 = 7/2145.
func TestAnalyzeMaxOdds(t *testing.T) {
	r := analyzed(t, `{"max-odds": 5}`)
	w := r.Wager("pass", "with 5× odds")
	if w == nil {
		t.Fatal("no pass with 5× odds")
	}
	f := w.Figures()
	if f.Staked.Cmp(big.NewRat(13, 3)) != 0 || f.Risk.Cmp(big.NewRat(7, 2145)) != 0 || f.Return.Cmp(big.NewRat(488, 495)) != 0 {
		t.Errorf("pass with 5× odds: staked %s, risk %s, return %s", f.Staked.RatString(), f.Risk.RatString(), f.Return.RatString())
	}
	// Point 4 made: 1 + 5 × 2 = 11 units won; seven-out: 6 lost.
	for _, l := range w.Lines {
		if l.Name == "point 4 made" && l.Net.Cmp(big.NewRat(11, 1)) != 0 || l.Name == "point 4, seven-out" && l.Net.Cmp(big.NewRat(-6, 1)) != 0 {
			t.Errorf("%s: net %s", l.Name, l.Net.RatString())
		}
	}
}

// TestAnalyzeEveryWager: every wager of the Spec is in the report, or, for
// come-N and dont-come-N, which are never placed, named in the note of
// the wager they are part of.
func TestAnalyzeEveryWager(t *testing.T) {
	r := analyzed(t, `{}`)
	for _, w := range craps.Spec.Wagers {
		if r.Wager(w.ID, "") != nil {
			continue
		}
		parent := strings.TrimSuffix(w.ID, "-N")
		if p := r.Wager(parent, ""); w.Decision && p != nil && strings.Contains(p.Note, w.ID) {
			continue
		}
		t.Errorf("%s is not analysed", w.ID)
	}
}

// The independent check: the decisions of a few wagers followed roll
// sequence by roll sequence, to a depth, with their rules written here
// from 95.14–95.17 and nothing of the package.

// A chainState is a state of a decision: the table's point and the number
// the wager stands on (0 before it has one).
type chainState struct{ table, number int }

// A rule is a wager's rules: from state s, the roll (a, b) ends the
// decision with a net, or leads to another state.
type rule func(s chainState, a, b int) (next chainState, net *big.Rat, done bool)

// pointAfter is 95.14(1): a point number on a come-out roll becomes the
// point; the point or a 7 takes it off.
func pointAfter(p, t int) int {
	switch {
	case p == 0 && t != 2 && t != 3 && t != 7 && t != 11 && t != 12:
		return t
	case p != 0 && (t == p || t == 7):
		return 0
	}
	return p
}

var (
	trueOdds = map[int]*big.Rat{4: big.NewRat(2, 1), 10: big.NewRat(2, 1), 5: big.NewRat(3, 2), 9: big.NewRat(3, 2), 6: big.NewRat(6, 5), 8: big.NewRat(6, 5)}
	one      = big.NewRat(1, 1)
)

// comeWithOdds is a come wager (95.14(3)) with odds of m units taken as it
// travels (95.16(3)), off on a come-out roll and then returned (C3, C6):
// number 0 before its first roll.
func comeWithOdds(m int64) rule {
	return func(s chainState, a, b int) (chainState, *big.Rat, bool) {
		t := a + b
		next := chainState{pointAfter(s.table, t), s.number}
		if s.number == 0 {
			switch t {
			case 7, 11:
				return next, one, true
			case 2, 3, 12:
				return next, big.NewRat(-1, 1), true
			}
			next.number = t
			return next, nil, false
		}
		odds := new(big.Rat).Mul(trueOdds[s.number], big.NewRat(m, 1))
		if s.table == 0 { // the odds are off, and returned if decided
			odds.SetInt64(0)
		}
		switch t {
		case s.number:
			return next, odds.Add(odds, one), true
		case 7:
			if s.table == 0 {
				return next, big.NewRat(-1, 1), true
			}
			return next, big.NewRat(-1-m, 1), true
		}
		return next, nil, false
	}
}

// passLine is the pass (95.14(1)) with m units of odds (95.16(1)), or the
// don't pass (95.14(2)) with m units laid (95.16(2)).
func passLine(dont bool, m int64) rule {
	return func(s chainState, a, b int) (chainState, *big.Rat, bool) {
		t := a + b
		win, lose := one, big.NewRat(-1, 1)
		if dont {
			win, lose = lose, win
		}
		if s.number == 0 {
			switch {
			case t == 12 && dont:
				return s, new(big.Rat), true
			case t == 7 || t == 11:
				return s, win, true
			case t == 2 || t == 3 || t == 12:
				return s, lose, true
			}
			return chainState{number: t}, nil, false
		}
		p := s.number
		odds := new(big.Rat).Mul(trueOdds[p], big.NewRat(m, 1)) // right: pays p's odds
		if dont {
			odds.Inv(trueOdds[p]).Mul(odds, big.NewRat(m, 1))
		}
		switch {
		case t == p && !dont, t == 7 && dont:
			return s, odds.Add(odds, one), true
		case t == 7 || t == p:
			return s, big.NewRat(-1-m, 1), true
		}
		return s, nil, false
	}
}

// onNumber is a wager on n before a 7 at pays (95.17(1), (2)) or a 7 before
// n (95.17(3)), less a fee paid with it.
func onNumber(n int, pays, fee *big.Rat, seven bool) rule {
	return func(s chainState, a, b int) (chainState, *big.Rat, bool) {
		t := a + b
		if t != n && t != 7 {
			return s, nil, false
		}
		net := big.NewRat(-1, 1)
		if (t == 7) == seven {
			net = new(big.Rat).Set(pays)
		}
		return s, net.Sub(net, fee), true
	}
}

// hardWay is the hard way n (95.15(1)) at pays, taken as always working.
func hardWay(n int, pays int64) rule {
	return func(s chainState, a, b int) (chainState, *big.Rat, bool) {
		switch {
		case a+b == n && a == b:
			return s, big.NewRat(pays, 1), true
		case a+b == n || a+b == 7:
			return s, big.NewRat(-1, 1), true
		}
		return s, nil, false
	}
}

// followRule runs rule from the start for depth rolls: the probability of each
// net among the decisions made, and the probability still undecided.
func followRule(r rule, start map[chainState]*big.Rat, depth int) (map[string]*big.Rat, *big.Rat) {
	ended := map[string]*big.Rat{}
	at := start
	for range depth {
		next := map[chainState]*big.Rat{}
		for s, p := range at {
			q := new(big.Rat).Mul(p, big.NewRat(1, 36))
			for a := 1; a <= 6; a++ {
				for b := 1; b <= 6; b++ {
					to, net, done := r(s, a, b)
					if done {
						k := net.RatString()
						if ended[k] == nil {
							ended[k] = new(big.Rat)
						}
						ended[k].Add(ended[k], q)
						continue
					}
					if next[to] == nil {
						next[to] = new(big.Rat)
					}
					next[to].Add(next[to], q)
				}
			}
		}
		at = next
	}
	left := new(big.Rat)
	for _, p := range at {
		left.Add(left, p)
	}
	return ended, left
}

// TestAnalyzeAgainstRollSequences follows a few wagers' decisions over
// every sequence of up to 80 rolls with rules written from the by-law in
// this test alone, and checks that each net's probability in the report
// lies between what those sequences decide and that plus what they leave
// undecided (under 10⁻⁹).
func TestAnalyzeAgainstRollSequences(t *testing.T) {
	r := analyzed(t, `{}`)
	at := func(s chainState) map[chainState]*big.Rat { return map[chainState]*big.Rat{s: big.NewRat(1, 1)} }
	// A come wager is placed on a roll taken at random among those with a
	// point on: in the long run the table spends, for each time a point p is
	// set (w(p)/36 of come-out rolls), 36/(w(p)+6) rolls on it, so the
	// point is p in proportion to w(p)/(w(p)+6).
	onPoint := map[chainState]*big.Rat{}
	sum := new(big.Rat)
	for _, p := range []int{4, 5, 6, 8, 9, 10} {
		onPoint[chainState{table: p}] = big.NewRat(ways[p], ways[p]+6)
		sum.Add(sum, onPoint[chainState{table: p}])
	}
	for _, p := range onPoint {
		p.Quo(p, sum)
	}
	zero := new(big.Rat)
	for _, c := range []struct {
		id, title string
		rule      rule
		start     map[chainState]*big.Rat
	}{
		{"pass", "", passLine(false, 0), at(chainState{})},
		{"dont-pass", "", passLine(true, 0), at(chainState{})},
		{"pass", "with 3× odds", passLine(false, 3), at(chainState{})},
		{"dont-pass", "with 3× odds", passLine(true, 3), at(chainState{})},
		{"come", "", comeWithOdds(0), onPoint},
		{"come", "with 3× odds", comeWithOdds(3), onPoint},
		{"place-N", "6 or 8", onNumber(6, big.NewRat(7, 6), zero, false), at(chainState{})},
		{"place-N", "5 or 9", onNumber(9, big.NewRat(7, 5), zero, false), at(chainState{})},
		{"buy-N", "4 or 10", onNumber(4, big.NewRat(2, 1), big.NewRat(1, 20), false), at(chainState{})},
		{"lay-N", "4 or 10", onNumber(10, big.NewRat(1, 2), big.NewRat(1, 40), true), at(chainState{})},
		{"lay-N", "6 or 8", onNumber(8, big.NewRat(5, 6), big.NewRat(1, 24), true), at(chainState{})},
		{"hard-8", "", hardWay(8, 9), at(chainState{})},
		{"hard-10", "", hardWay(10, 7), at(chainState{})},
	} {
		w := r.Wager(c.id, c.title)
		if w == nil {
			t.Errorf("no wager %s (%s)", c.id, c.title)
			continue
		}
		got := map[string]*big.Rat{}
		for _, l := range w.Lines {
			k := l.Net.RatString()
			if got[k] == nil {
				got[k] = new(big.Rat)
			}
			got[k].Add(got[k], l.Prob)
		}
		want, left := followRule(c.rule, c.start, 80)
		if left.Cmp(big.NewRat(1, 1_000_000_000)) > 0 {
			t.Fatalf("%s (%s): %s left undecided after 80 rolls", c.id, c.title, left.FloatString(12))
		}
		for k, p := range want {
			hi := new(big.Rat).Add(p, left)
			if g := got[k]; g == nil || g.Cmp(p) < 0 || g.Cmp(hi) > 0 {
				t.Errorf("%s (%s): net %s has probability %v, the roll sequences %s to %s", c.id, c.title, k, g, p.FloatString(12), hi.FloatString(12))
			}
		}
		for k := range got {
			if want[k] == nil {
				t.Errorf("%s (%s): net %s is no decision of the roll sequences", c.id, c.title, k)
			}
		}
	}
}
