package caribbean

import (
	"fmt"
	"math/big"
	"slices"
	"strings"

	"croupier/analysis"
	"croupier/card"
	"croupier/game"
	"croupier/game/combin"
	"croupier/handeval"
	"croupier/money"
)

// Analyze is Caribbean Stud's exact analysis under t's options: every
// hand the player may hold, with every card the dealer may show face up
// (67.15) and every four others he may hold, of one deck or two (67.10).
// The ante is raised or folded (67.16) as the analysis finds best for the
// player's cards and the up card, and reported with its raise (67.17,
// 67.19, 67.20); a second figure decides on the player's cards alone. The
// progressive wager (67.21) is valued at the table's jackpot.
func Analyze(t game.Table) (*analysis.Report, error) {
	r := RulesOf(t)
	if err := r.Validate(); err != nil {
		return nil, err
	}
	pay := newPayoff()
	c := enumerate(combin.Full(r.Decks), pay, []rule{best}, nil)
	return c.report(r), nil
}

// blindTitle is the title of the ante's figure decided on the player's
// cards alone.
const blindTitle = "ante and raise, the up card ignored"

// The outcomes of an ante, in the order reported.
const (
	folds = iota
	notOpen
	beats
	ties
	loses
	numOutcomes
)

// categories are 67.11's combinations from the highest, then the hands
// with none (67.12).
var categories = []handeval.Category{handeval.RoyalFlush, handeval.StraightFlush, handeval.FourOfAKind, handeval.FullHouse,
	handeval.Flush, handeval.Straight, handeval.ThreeOfAKind, handeval.TwoPairs, handeval.Pair, handeval.HighCard}

// A payoff is the ante's net per unit on each outcome for a player's hand
// of each category, exact and as integers over a common denominator, so
// that a decision compares integers.
type payoff struct {
	net    [numOutcomes][numCats]*big.Rat
	scaled [numOutcomes][numCats]int64 // net × den
	den    int64
}

func rat(r money.Ratio) *big.Rat { return big.NewRat(r.Num, r.Den) }

// newPayoff reads the pay tables: a fold loses the ante (67.16); when the
// dealer does not open the ante wins and the raise pushes (67.17); a
// higher hand wins the ante at payAnte and the raise, twice the ante, by
// payRaise (67.20); an equal one pushes both (67.19); a lower one loses
// both, three antes.
func newPayoff() *payoff {
	p := &payoff{den: 1}
	for _, c := range categories {
		p.net[folds][c] = analysis.Int(-1)
		p.net[notOpen][c] = rat(payAnte)
		p.net[beats][c] = new(big.Rat).Add(rat(payAnte), new(big.Rat).Mul(analysis.Int(2), rat(payRaise[c])))
		p.net[ties][c] = analysis.Int(0)
		p.net[loses][c] = analysis.Int(-3)
		for o := range numOutcomes {
			d := p.net[o][c].Denom().Int64()
			p.den = p.den / gcd(p.den, d) * d
		}
	}
	for _, c := range categories {
		for o := range numOutcomes {
			p.scaled[o][c] = new(big.Rat).Mul(p.net[o][c], analysis.Int(p.den)).Num().Int64()
		}
	}
	return p
}

func gcd(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// outcomes are a deal's counts by outcome: of the dealt dealer's hands,
// noOpen do not open, below open and rank below the player's, equal open
// and rank as high; o[folds] is all of them.
func (p *payoff) outcomes(dealt, noOpen, below, equal int64) (o [numOutcomes]int64) {
	o[folds] = dealt
	o[notOpen] = noOpen
	o[beats] = below
	o[ties] = equal
	o[loses] = dealt - noOpen - below - equal
	return o
}

// gain compares what raising a hand of category c returns with what
// folding it does over the deals o: +1 more, 0 as much, −1 less.
func (p *payoff) gain(c handeval.Category, o *[numOutcomes]int64) int {
	var raise int64
	for k := notOpen; k < numOutcomes; k++ {
		raise += p.scaled[k][c] * o[k]
	}
	fold := p.scaled[folds][c] * o[folds]
	switch {
	case raise > fold:
		return 1
	case raise < fold:
		return -1
	}
	return 0
}

// report writes the figures of c under the table's rules r.
func (c *count) report(r Rules) *analysis.Report {
	ups := int64(c.n - 5)
	var hands int64
	for _, p := range c.Players {
		hands += p.Weight
	}
	rep := &analysis.Report{Game: Spec.ID,
		Method: fmt.Sprintf("every hand of the player (%s, counted as %s up to the suits) with every up card of the dealer (%d, 67.15) and every four other cards of his (%s): %s deals",
			analysis.Thousands(hands), analysis.Thousands(int64(len(c.Players))), ups, analysis.Thousands(c.Dealt), analysis.Thousands(hands*ups*c.Dealt))}
	t := &c.Tallies[0]
	ante := c.anteWager(t, "ante and raise",
		"the raise (67.16) is part of this figure: the player raises or folds as the analysis finds best for his five cards and the dealer's up card (67.15), the first strategy below")
	blind, bt := c.blind()
	blindAnte := c.anteWager(bt, blindTitle,
		"the same, the player deciding on his five cards alone, as the last strategy below: what ignoring the up card costs")
	if r.MaxPayout > 0 {
		capped := fmt.Sprintf("; max-payout (ruling P1) caps what a seat wins on ante and raise together at $%s: "+
			"the figures are the uncapped pays, exact for an ante up to $%s (a royal flush wins %s antes); a larger ante returns less",
			r.MaxPayout, maxAnte(r.MaxPayout, c.pay), c.pay.net[beats][handeval.RoyalFlush].RatString())
		ante.Note += capped
		blindAnte.Note += capped
	}
	rep.Wagers = []analysis.Wager{ante, blindAnte, c.progressive(t, r)}
	rep.Strategies = []analysis.Strategy{c.upStrategy(t), c.aceKing(t), blind}
	return rep
}

// maxAnte is the largest ante whose royal flush wins no more than limit.
func maxAnte(limit money.Amount, p *payoff) money.Amount {
	royal := p.net[beats][handeval.RoyalFlush]
	x := new(big.Rat).Quo(new(big.Rat).SetInt64(int64(limit)), royal)
	return money.Amount(new(big.Int).Quo(x.Num(), x.Denom()).Int64())
}

// pairs is the (player hand, up card) pairs a tally counts.
func (c *count) pairs(t *tally) uint64 {
	var s uint64
	for _, cat := range categories {
		s += t.raised[cat] + t.folded[cat]
	}
	return s
}

// anteWager is the ante and raise under tally t.
func (c *count) anteWager(t *tally, title, note string) analysis.Wager {
	pairs := c.pairs(t)
	var raised uint64
	for _, cat := range categories {
		raised += t.raised[cat]
	}
	total := new(big.Int).Mul(new(big.Int).SetUint64(pairs), big.NewInt(c.Dealt))
	w := analysis.Wager{ID: "ante", Title: title, Section: "67.14–67.20", Note: note,
		Staked: new(big.Rat).SetFrac(new(big.Int).SetUint64(pairs+2*raised), new(big.Int).SetUint64(pairs))}
	line := func(name string, net *big.Rat, n uint64) {
		if n > 0 {
			w.Lines = append(w.Lines, analysis.NewLine(name, net, new(big.Int).SetUint64(n), total))
		}
	}
	sum := func(o int) uint64 {
		var s uint64
		for _, cat := range categories {
			s += t.ante[o][cat]
		}
		return s
	}
	line("folds", c.pay.net[folds][handeval.HighCard], sum(folds))
	line("dealer does not open", c.pay.net[notOpen][handeval.HighCard], sum(notOpen))
	for _, cat := range categories {
		line(fmt.Sprintf("beats the dealer with %s, raise %s", article(cat), payRaise[cat]), c.pay.net[beats][cat], t.ante[beats][cat])
	}
	line("ties the dealer", c.pay.net[ties][handeval.HighCard], sum(ties))
	line("loses to the dealer", c.pay.net[loses][handeval.HighCard], sum(loses))
	return w
}

// article is a category with its article: "a flush", "two pairs".
func article(c handeval.Category) string {
	switch c {
	case handeval.HighCard:
		return "the highest cards (67.12)"
	case handeval.TwoPairs, handeval.FourOfAKind, handeval.ThreeOfAKind:
		return c.String()
	}
	return "a " + c.String()
}

// blind decides each player's hand on its cards alone, over every up card
// together, and tallies it.
func (c *count) blind() (analysis.Strategy, *tally) {
	var t tally
	ups := int64(c.n - 5)
	st := analysis.Strategy{Title: "Raise or fold on the player's cards alone, the up card ignored", Section: "67.16",
		Columns: []string{"hand", "raised", "folded"}}
	raised := make([]bool, len(c.Players))
	for i := range c.Players {
		p := &c.Players[i]
		o := c.pay.outcomes(ups*c.Dealt, p.NoOpen, p.Below, p.Equal)
		raised[i] = c.pay.gain(p.Value.Category(), &o) > 0
		cat, w := p.Value.Category(), uint64(p.Weight)
		if raised[i] {
			t.raised[cat] += w
			for k := notOpen; k < numOutcomes; k++ {
				t.ante[k][cat] += w * uint64(o[k])
			}
		} else {
			t.folded[cat] += w
			t.ante[folds][cat] += w * uint64(o[folds])
		}
	}
	// The tally counts player hands; its ante counts deals over every up
	// card: scale the hands to (hand, up card) pairs.
	for _, cat := range categories {
		st.Rows = append(st.Rows, []string{cat.String(), analysis.Thousands(int64(t.raised[cat])), analysis.Thousands(int64(t.folded[cat]))})
		t.raised[cat] *= uint64(ups)
		t.folded[cat] *= uint64(ups)
	}
	st.Notes = threshold(c.Players, raised)
	return st, &t
}

// threshold says which of players (in the order of their value) are
// raised: above the highest hand folded every hand is, below the lowest
// raised none is, and between the two each value's hands are counted.
func threshold(players []player, raised []bool) []string {
	low, high := -1, -1 // the lowest raised, the highest folded
	for i := range players {
		if raised[i] && low < 0 {
			low = i
		}
		if !raised[i] {
			high = i
		}
	}
	switch {
	case low < 0:
		return []string{"fold every hand"}
	case high < 0:
		return []string{"raise every hand"}
	case high < low:
		return []string{fmt.Sprintf("raise %s or better, fold below", handName(&players[low]))}
	}
	// Every hand above the highest folded is raised: name the lowest of
	// them, the first of a higher value.
	above := high
	for above < len(players) && players[above].Value == players[high].Value {
		above++
	}
	var notes []string
	if above < len(players) {
		notes = append(notes, fmt.Sprintf("raise %s or better, fold below %s; in between, by the cards' suits:", handName(&players[above]), handName(&players[low])))
	} else {
		notes = append(notes, fmt.Sprintf("fold below %s; from it up, by the cards' suits:", handName(&players[low])))
	}
	for low > 0 && players[low-1].Value == players[low].Value {
		low-- // the value's first hand
	}
	// List the values in between not all raised.
	const most = 8
	var listed, more int
	for i := low; i < above; {
		j := i
		var r, n int64
		for ; j < above && players[j].Value == players[i].Value; j++ {
			n += players[j].Weight
			if raised[j] {
				r += players[j].Weight
			}
		}
		switch {
		case r == n:
		case listed < most:
			listed++
			notes = append(notes, fmt.Sprintf("  %s: %s of %s hands raised", handName(&players[i]), analysis.Thousands(r), analysis.Thousands(n)))
		default:
			more++
		}
		i = j
	}
	if more > 0 {
		notes = append(notes, fmt.Sprintf("  and %d more values not all raised", more))
	}
	notes = append(notes, "  every other hand in between raised")
	return notes
}

// handName names a hand by its combination and Ranks: "A-K-J-8-3", "a
// pair of 2s, Q-T-8".
func handName(p *player) string {
	var rs []card.Rank
	for i := 4; i >= 0; i-- {
		rs = append(rs, p.Cards[i].Rank())
	}
	text := func(rs []card.Rank) string {
		parts := make([]string, len(rs))
		for i, r := range rs {
			parts[i] = combin.RankText(r)
		}
		return strings.Join(parts, "-")
	}
	switch cat := p.Value.Category(); cat {
	case handeval.HighCard:
		return text(rs)
	case handeval.Pair:
		for i := 0; i < 4; i++ {
			if rs[i] == rs[i+1] {
				rest := slices.Concat(rs[:i:i], rs[i+2:])
				return fmt.Sprintf("a pair of %ss, %s", combin.RankText(rs[i]), text(rest))
			}
		}
	}
	return fmt.Sprintf("%s (%s)", p.Value.Category(), text(rs))
}

// upStrategy is the raise or fold of tally t by category.
func (c *count) upStrategy(t *tally) analysis.Strategy {
	st := analysis.Strategy{Title: "Raise or fold seeing the dealer's up card, counted per player hand and up card", Section: "67.15, 67.16",
		Columns: []string{"hand", "raised", "folded"}}
	var ak [2]uint64
	for r := range t.ak {
		for k := range t.ak[r] {
			ak[0] += t.ak[r][k][0]
			ak[1] += t.ak[r][k][1]
		}
	}
	pairsFolded := uint64(0)
	for _, cat := range categories {
		if cat != handeval.HighCard {
			st.Rows = append(st.Rows, []string{cat.String(), analysis.Thousands(int64(t.raised[cat])), analysis.Thousands(int64(t.folded[cat]))})
			pairsFolded += t.folded[cat]
		}
	}
	lessRaised, lessFolded := t.raised[handeval.HighCard]-ak[0], t.folded[handeval.HighCard]-ak[1]
	st.Rows = append(st.Rows, []string{"ace-king (67.17)", analysis.Thousands(int64(ak[0])), analysis.Thousands(int64(ak[1]))},
		[]string{"less than ace-king", analysis.Thousands(int64(lessRaised)), analysis.Thousands(int64(lessFolded))})
	if pairsFolded == 0 {
		st.Notes = append(st.Notes, "raise every pair or better, whatever the up card")
	}
	for _, cat := range categories {
		if r, f := t.raised[cat], t.folded[cat]; cat != handeval.HighCard && r > 0 && f > 0 {
			st.Notes = append(st.Notes, fmt.Sprintf("raise %s %s of the time", article(cat), share(r, r+f)))
		}
	}
	if lessRaised == 0 {
		st.Notes = append(st.Notes, "fold every hand less than ace-king, whatever the up card")
	}
	if ak[0]+ak[1] > 0 {
		st.Notes = append(st.Notes, fmt.Sprintf("raise an ace-king %s of the time: by its third card and the up card in the next table", share(ak[0], ak[0]+ak[1])))
	}
	return st
}

// aceKing is the raise or fold of an ace-king without a pair, by its
// third card and the up card.
func (c *count) aceKing(t *tally) analysis.Strategy {
	st := analysis.Strategy{Title: "Ace-king: the share raised, by the third card and the up card", Section: "67.16, 67.17",
		Columns: []string{"hand", "up card an ace or king", "up card pairs a lower card", "up card of another rank"}}
	for r := card.Queen; r >= 2; r-- {
		k := t.ak[r]
		if k[0][0]+k[0][1]+k[1][0]+k[1][1]+k[2][0]+k[2][1] == 0 {
			continue
		}
		row := []string{"A-K-" + combin.RankText(r)}
		for _, x := range k {
			row = append(row, share(x[0], x[0]+x[1]))
		}
		st.Rows = append(st.Rows, row)
	}
	st.Notes = append(st.Notes, "each cell is the share of the player's hands and up cards of its kind that are raised; all is every one, none not one")
	return st
}

// share writes a of b as a percentage, "all" or "none".
func share(a, b uint64) string {
	switch {
	case b == 0:
		return "–"
	case a == b:
		return "all"
	case a == 0:
		return "none"
	}
	return analysis.Percent(new(big.Rat).SetFrac(new(big.Int).SetUint64(a), new(big.Int).SetUint64(b)), 1)
}

// progressive is the $1 progressive wager (67.21) at the table's jackpot,
// lost on a fold (ruling P2) under tally t's decisions.
func (c *count) progressive(t *tally, r Rules) analysis.Wager {
	jackpot := r.Jackpot
	w := analysis.Wager{ID: "progressive", Section: "67.21", Place: []string{"progressive", "ante"}, Count: []string{"progressive"},
		Note: fmt.Sprintf("one wager at a jackpot of $%s (option jackpot): how the jackpot grows, and resets to the seed after a royal flush, "+
			"is left aside; paid on the highest line the hand makes (ruling G3); lost on a fold (ruling P2), the player raising as the first strategy below says", jackpot)}
	if !r.Progressive {
		w.Note = "not offered at this table (option progressive); " + w.Note
	}
	pairs := c.pairs(t)
	total := new(big.Int).SetUint64(pairs)
	var won uint64
	for _, cat := range categories {
		best, name := (*big.Rat)(nil), ""
		for _, l := range progressiveTable {
			if !holds(cat, l.hand) {
				continue
			}
			x := new(big.Rat).SetInt64(int64(l.amount)) // cents
			what := "$" + l.amount.String()
			if l.pct > 0 {
				x.SetFrac64(int64(jackpot)*l.pct, 100)
				what = fmt.Sprintf("%d%% of the jackpot", l.pct)
			}
			if best == nil || x.Cmp(best) > 0 {
				best, name = x, what
				if l.hand != cat {
					name += ", as " + article(l.hand)
				}
			}
		}
		if best == nil {
			continue
		}
		net := new(big.Rat).Quo(best, new(big.Rat).SetInt64(int64(progressiveStake)))
		won += t.raised[cat]
		w.Lines = append(w.Lines, analysis.NewLine(fmt.Sprintf("%s, %s", cat, name), net, new(big.Int).SetUint64(t.raised[cat]), total))
	}
	w.Lines = append(w.Lines, analysis.NewLine("loses, or folded", analysis.Int(-1), new(big.Int).SetUint64(pairs-won), total))
	return w
}
