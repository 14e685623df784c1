package blackjack

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"croupier/analysis"
	"croupier/card"
	"croupier/game"
)

// Analyze is Blackjack's analysis of the main wager under t's options: the
// player's composition-dependent strategy, each two-card hand against each
// up card played as the exact odds of the cards left in the shoe make best
// (22–24, 26.1), and its expected return. See analyze_ev.go for how.
func Analyze(t game.Table) (*analysis.Report, error) {
	r := RulesOf(t)
	if err := r.Validate(); err != nil {
		return nil, err
	}
	return analyzeRules(r)
}

// AnalyzeMultiAction is Multi-Action Blackjack's analysis (26.2–26.7): the
// player's one hand against three dealer hands sharing the up card, each
// completed from the cards the ones before left (26.7). A dealer hand
// drawn after another is, over all the ways the one before may go, drawn
// from the same cards as the first (the dealer's hands read only their own
// cards to stop): each wager hand-N meets a dealer hand of the same odds,
// so each returns what Blackjack's main wager does at the same options,
// and the strategy that is best for one wager is best for all (a double or
// split adds to every wager alike, 26.6).
func AnalyzeMultiAction(t game.Table) (*analysis.Report, error) {
	r := MultiActionRulesOf(t)
	if err := r.Validate(); err != nil {
		return nil, err
	}
	cr := calcRulesOf(r)
	cr.Bonus = r.Bonus
	res := newCalc(cr).run()
	rep := &analysis.Report{Game: MultiActionSpec.ID, Digits: 9, Method: method(r, res) +
		"; each of hand-1 … hand-3 meets a dealer hand with the odds of the first (26.7: completed one after the other from the cards left, each reading only its own cards), so each wager returns what one hand does"}
	for k := 1; k <= maxWagers; k++ {
		w := res.mainWager("main", r)
		w.ID, w.Section = fmt.Sprintf("hand-%d", k), "26.3, 26.5"
		w.Note = "the player's hand against dealer hand " + strconv.Itoa(k) + ": " +
			strings.NewReplacer("split hands main.2 … main.N (24, 26.1(2)) and their double.N (26.1(3))",
				"double-N (26.6), split hands hand-N.M (24, 26.6) and their double-N.M (26.1(3))",
				"double (23, 26.1(1)), ", "",
				"insurance (25) is not taken", "insurance-N (25, 26.2) is not taken").Replace(w.Note)
		// 26.4: the table takes the three wagers together; each is counted
		// alone, with its doubles and split hands.
		w.Place = []string{w.ID}
		for j := 1; j <= maxWagers; j++ {
			if j != k {
				w.Place = append(w.Place, fmt.Sprintf("hand-%d", j))
			}
		}
		for id := uint8(1); id <= maxHands; id++ {
			w.Count = append(w.Count, handWager(true, k-1, id), doubleWager(true, k-1, id))
		}
		rep.Wagers = append(rep.Wagers, w)
	}
	rep.Strategies = []analysis.Strategy{res.strategy(r)}
	return rep, nil
}

// AnalyzeSplitsExactly is Analyze with every split counted hand by hand in
// the main wager's lines (analyze_splitpdf.go): with one split (the
// Québec default) the lines are the round's exact distribution, so the
// standard deviation, the hit frequency and the element of risk are the
// strategy's own, not only the return. It takes some seconds at 6 decks
// (the dealer's odds for each set of cards two split hands may hold
// together), against Analyze's tenth of a second.
func AnalyzeSplitsExactly(t game.Table) (*analysis.Report, error) {
	r := RulesOf(t)
	if err := r.Validate(); err != nil {
		return nil, err
	}
	return analyzeRulesWith(r, true)
}

func analyzeRules(r Rules) (*analysis.Report, error) { return analyzeRulesWith(r, false) }

func analyzeRulesWith(r Rules, splitLines bool) (*analysis.Report, error) {
	// The side bets the table offers (21.1–21.4), counted beside main on
	// the other core; a table offering none reports main alone, as
	// roulette reports its doubles only where a table offers them.
	var ws []analysis.Wager
	var err error
	done := make(chan struct{})
	go func() {
		defer close(done)
		if len(r.SideBets) > 0 {
			ws, err = offeredSides(r)
		}
	}()
	cr := calcRulesOf(r)
	cr.Bonus = r.Bonus
	cr.SplitLines = splitLines
	res := newCalc(cr).run()
	rep := &analysis.Report{Game: Spec.ID, Digits: 9, Method: method(r, res)}
	rep.Wagers = []analysis.Wager{res.mainWager("main", r), res.mainWager("behind", r)}
	rep.Strategies = []analysis.Strategy{res.strategy(r)}
	<-done
	if err != nil {
		return nil, err
	}
	rep.Wagers = append(rep.Wagers, ws...)
	return rep, nil
}

func method(r Rules, res *result) string {
	hands := "one split (2 hands)"
	if r.SplitHands > 2 {
		hands = fmt.Sprintf("resplits to %d hands", r.SplitHands)
	}
	lines := ""
	if res.c.r.SplitLines {
		lines = "; the main wager's lines count each split's two hands together, every pair of ways they may end (their orders of cards as the strategy plays) " +
			"against the dealer's odds for the cards both hold: exact for one split (as Farmer's pdf, blackjack_pdf.cpp)"
		if r.SplitHands > 2 {
			lines += " and for the rounds that do not resplit; those that do are one line per up card at their expected net, " +
				"their spread and stake counted from each hand's square and each two hands' product against the dealer's odds for the cards they hold " +
				"(exact by Farmer's argument: the other hands reach them only through the second cards the resplits revealed)"
		}
	}
	return fmt.Sprintf("composition-dependent: every two-card hand against every up card from %d decks (%d cards), "+
		"each hand's stand, hit and double valued by the exact odds of every dealer hand from the cards left (%d player hands of up to 21 points); "+
		"splits (%s, aces once) by Eric Farmer's algorithm, exact for the post-split strategy CDP1 "+
		"(every split hand played as best for a split hand with the other pair card gone); computed in float64 (good to about 1e-12), "+
		"the peek and no-hole-card games having the same expected values (section 20 takes only the initial wager)",
		r.Decks, 52*r.Decks, len(res.c.cs.comps), hands) + lines
}

var upNames = [11]string{"", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10"}

// mainWager is the main wager's figures: one line per dealer up card, its
// exact probability and the expected net result of the round given it.
func (res *result) mainWager(id string, r Rules) analysis.Wager {
	w := analysis.Wager{ID: id, Section: "17–21"}
	t := res.lines()
	w.Lines = t.mainLines()
	w.Staked = new(big.Rat).SetFloat64(t.staked)
	stake := " The element of risk divides by the average stake, doubles and split hands counted (not withdrawn against a dealer Blackjack, 20)."
	ins := res.insurance()
	w.Note = "the round's net results as the strategy below plays (probabilities to about 1e-15), " + splitsNote(r, res.c.r.SplitLines) + " " +
		"The decisions are part of the figure: double (23, 26.1(1)), split hands main.2 … main.N (24, 26.1(2)) and their double.N (26.1(3)), " +
		"as the strategy below; a Blackjack pays " + payBlackjack.String() + " (21), and a dealer Blackjack takes only the initial wager (20). " +
		"insurance (25) is not taken: at a full shoe it pays 2 to 1 on a ten-value card in " + ins.FloatString(6) +
		" of the hole cards, returning " + analysis.Percent(new(big.Rat).Mul(ins, big.NewRat(3, 1)), 4) + " of the insurance." + stake
	if id == "behind" {
		w.Title = "as the seated player's hand"
		w.Place = []string{"main"} // a behind wager's result per unit is main's: simulated as main
		w.Note = "a behind wager (16) settles as the hand it is on, behind.N, behind-double and behind-double.N following the seated player's split and double (B11), behind-insurance his insurance: main's figures. " + w.Note
	}
	if r.Bonus {
		w.Note += "; with bonus-7s-678 three 7s pay 3 to 2 and a suited 6-7-8 2 to 1 (18.1, B4, B5, B13), a 6-7-8 being suited in 1 of 16 (suits unseen in the decisions)"
	}
	return w
}

// splitsNote says how the lines count a split.
func splitsNote(r Rules, counted bool) string {
	switch {
	case !counted:
		return "but a split: one line per up card, the split's expected net, so the return is exact to about 1e-12 while the variance " +
			"leaves out the spread within splits (about 2.2% of rounds: at the Québec defaults the standard deviation counted hand by hand " +
			"is 1.1149 units, the lines' 1.0866)."
	case r.SplitHands <= 2:
		return "a split's two hands settled together against the dealer's odds for the cards both hold: the return exact to about 1e-12, " +
			"the variance, the hit frequency and the element of risk the strategy's own."
	}
	return "a split's two hands settled together against the dealer's odds for the cards both hold; the rounds that resplit " +
		"(a pair card as a split hand's second card) are one line per up card at their expected net with their spread (variance), " +
		"so the return, the variance and the element of risk are exact to about 1e-12, while the hit frequency counts each of those lines " +
		"by the sign of its mean, between exact bounds that count them as winning none or all: how three hands or more end together " +
		"is beyond enumeration (Farmer's pdf, too, gives the distribution only without resplits)."
}

// insurance is the chance that the hole card is ten-valued when the dealer
// shows an ace, at a full shoe (25).
func (res *result) insurance() *big.Rat {
	s := res.c.r.Shoe
	n := 0
	for v := 1; v <= 10; v++ {
		n += s[v]
	}
	return big.NewRat(int64(s[10]), int64(n-1))
}

// twoCard is a two-card hand's options against one up card.
type twoCard struct {
	a, b int
	opt  [nOpt]float64
	may  [nOpt]bool
}

// options values two-card hand a, b (not a natural) against up.
func (res *result) options(up, a, b int) twoCard {
	u := &res.ups[up]
	x := u.unsplit
	cs := res.c.cs
	i := cs.next[cs.next[0][a]][b]
	x.eval(i)
	h := twoCard{a: a, b: b}
	h.opt[optStand], h.opt[optHit], h.opt[optDouble] = x.stand[i], x.hit[i], x.dbl[i]
	h.may[optStand], h.may[optHit], h.may[optDouble] = true, true, x.mayDouble(i)
	if a == b && u.split[a] > -2 {
		h.opt[optSplit], h.may[optSplit] = u.split[a], true
	}
	return h
}

// best is the option of h that returns the most.
func (h twoCard) best() int {
	o := optStand
	for k := optHit; k < nOpt; k++ {
		if h.may[k] && h.opt[k] > h.opt[o] {
			o = k
		}
	}
	return o
}

var optLetters = [nOpt]string{"S", "H", "D", "P"}

// strategy summarises the composition-dependent strategy by total: for
// each class of two-card hands (hard totals, soft totals, pairs) and up
// card, the option that returns the most over the hands of the class
// (weighted by their chances), with an asterisk where some hand of the
// class plays otherwise.
func (res *result) strategy(r Rules) analysis.Strategy {
	st := analysis.Strategy{Title: "Composition-dependent strategy, summarised by total (two-card hands)", Section: "22–24, 26.1",
		Columns: []string{"hand", "2", "3", "4", "5", "6", "7", "8", "9", "10", "A"}}
	ups := []int{2, 3, 4, 5, 6, 7, 8, 9, 10, 1}
	row := func(name string, hands [][2]int) {
		cells := []string{name}
		for _, up := range ups {
			var sum [nOpt]float64
			var may [nOpt]bool
			var bests []int
			s := res.c.r.Shoe
			s[up]--
			for _, hb := range hands {
				a, b := hb[0], hb[1]
				w := float64(s[a]) * float64(s[b]-boolInt(a == b))
				if a != b {
					w *= 2
				}
				if w <= 0 {
					continue
				}
				h := res.options(up, a, b)
				for k := range nOpt {
					sum[k] += w * h.opt[k]
					may[k] = may[k] || h.may[k]
				}
				bests = append(bests, h.best())
			}
			o := twoCard{opt: sum, may: may}.best()
			cell := optLetters[o]
			for _, b := range bests {
				if b != o {
					cell += "*"
					break
				}
			}
			cells = append(cells, cell)
		}
		st.Rows = append(st.Rows, cells)
	}
	for t := 20; t >= 4; t-- {
		var hands [][2]int
		for a := 2; a <= 10; a++ {
			if b := t - a; b > a && b <= 10 {
				hands = append(hands, [2]int{a, b})
			}
		}
		if len(hands) > 0 {
			row("hard "+strconv.Itoa(t), hands)
		}
	}
	for b := 9; b >= 2; b-- {
		row(fmt.Sprintf("soft %d (A-%d)", b+11, b), [][2]int{{1, b}})
	}
	for _, p := range []int{1, 10, 9, 8, 7, 6, 5, 4, 3, 2} {
		row(fmt.Sprintf("pair %s-%s", upNames[p], upNames[p]), [][2]int{{p, p}})
	}
	st.Notes = []string{
		"S stand, H hit, D double (only on two cards: 9, 10, 11, A-8 and A-9 (23, B12), or any two cards with double-any), P split; " +
			"an asterisk marks a class where some hand plays otherwise (the strategy is composition-dependent: the advisor, croupier math blackjack --hint, gives any hand's options)",
		"hands of three cards or more stand or hit as the analysis finds best for their composition and the up card; split hands play CDP1 (best with the other pair card out) and resplit every pair card while the table allows",
	}
	if !r.DoubleAfterSplit {
		st.Notes = append(st.Notes, "split hands are not doubled (26.1(3) off)")
	}
	return st
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Advice is the advisor's answer for one hand: each legal option's
// expected net result per unit of the initial wager, given that the dealer
// has no Blackjack when he could have one (the peek game's figures; in the
// no-hole-card game a dealer Blackjack takes the initial wager whatever the
// player does).
type Advice struct {
	Options []string  // "stand", "hit", "double", "split"
	EV      []float64 // in the same order
	Best    string
}

// Advise values the options of the player's cards against the dealer's up
// card at a table of rules r, from a full shoe less the cards shown.
// Values are card values: 1 for an ace, 10 for any ten-value card.
func Advise(r Rules, player []int, up int) (Advice, error) {
	if err := r.Validate(); err != nil {
		return Advice{}, err
	}
	if up < 1 || up > 10 || len(player) < 2 {
		return Advice{}, fmt.Errorf("blackjack: an advice needs two player cards or more and an up card")
	}
	cr := calcRulesOf(r)
	cr.Bonus = r.Bonus
	c := newCalc(cr)
	var hand comp
	low := 0
	for _, v := range player {
		if v < 1 || v > 10 {
			return Advice{}, fmt.Errorf("blackjack: card value %d", v)
		}
		hand[v]++
		low += v
	}
	if low > 21 {
		return Advice{}, fmt.Errorf("blackjack: the hand is bust (%d)", low)
	}
	x := c.newContext(up, [11]int{})
	i, ok := c.cs.index[hand]
	if _, fits := x.rest(i); !ok || !fits {
		return Advice{}, fmt.Errorf("blackjack: a %d-deck shoe does not hold these cards", r.Decks)
	}
	x.eval(i)
	s, _ := x.rest(i)
	n := 0
	for v := 1; v <= 10; v++ {
		n += s[v]
	}
	pbj := 0.0
	if up == 1 || up == 10 {
		pbj = float64(s[11-up]) / float64(n)
	}
	cond := func(v float64) float64 { return (v + pbj) / (1 - pbj) }
	var a Advice
	add := func(name string, v float64) {
		a.Options = append(a.Options, name)
		a.EV = append(a.EV, v)
		if a.Best == "" || v > a.EV[indexOf(a.Options, a.Best)] {
			a.Best = name
		}
	}
	natural := len(player) == 2 && low == 11 && hand[1] == 1
	t, soft := c.cs.total(i)
	switch {
	case natural:
		add("stand", c.r.BJPays)
		return a, nil
	case t == 21 && !soft:
		add("stand", cond(x.stand[i]))
		return a, nil
	}
	add("stand", cond(x.stand[i]))
	add("hit", cond(x.hit[i]))
	if x.mayDouble(i) {
		add("double", cond(x.dbl[i]))
	}
	if len(player) == 2 && player[0] == player[1] {
		if v := c.splitValue(up, player[0], x); v > -2 {
			add("split", cond(v))
		}
	}
	return a, nil
}

func indexOf(xs []string, s string) int {
	for i, x := range xs {
		if x == s {
			return i
		}
	}
	return -1
}

// String writes the advice, best first.
func (a Advice) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "best: %s\n", a.Best)
	for i, o := range a.Options {
		fmt.Fprintf(&b, "  %-6s %+.6f%%\n", o, 100*a.EV[i])
	}
	return b.String()
}

// AdviseCards is Advise for the cards themselves: the player's and the
// dealer's up card, counted by value (13).
func AdviseCards(r Rules, player []card.Card, up card.Card) (Advice, error) {
	vs := make([]int, len(player))
	for i, c := range player {
		if !c.Standard() {
			return Advice{}, fmt.Errorf("blackjack: %v is not a card of the shoe", c)
		}
		vs[i] = value(c)
	}
	if !up.Standard() {
		return Advice{}, fmt.Errorf("blackjack: %v is not a card of the shoe", up)
	}
	return Advise(r, vs, value(up))
}
