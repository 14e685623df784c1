package fourcard

import (
	"fmt"
	"math/big"
	"slices"

	"croupier/analysis"
	"croupier/card"
	"croupier/game"
	"croupier/game/combin"
	"croupier/handeval"
	"croupier/money"
)

// Analyze is 4-Card Poker's exact analysis under t's options: every hand
// the player may hold, with every card the dealer may show face up and
// every five others he may hold (67.69), of one deck or two (67.64), each
// hand valued by its best four (67.71, 67.72). The player folds or plays 1
// to 3 times the ante (67.70) as the analysis finds best for his five
// cards and the up card; the ante is reported with its play and its bonus
// (67.72, 67.73), and Aces Up (67.74) on the player's hand alone.
func Analyze(t game.Table) (*analysis.Report, error) {
	r := RulesOf(t)
	if err := r.Validate(); err != nil {
		return nil, err
	}
	return enumerate(combin.Full(r.Decks)).report(r), nil
}

// The outcomes of an ante, in the order reported.
const (
	wins = iota // equal or higher: 67.72
	loses
	folds
	numOutcomes
)

var outcomeNames = [numOutcomes]string{"equals or beats the dealer", "loses to the dealer", "folds"}

// The ante bonus hands (67.73), then none.
var bonusOrder = []handeval.Category{handeval.FourOfAKind, handeval.StraightFlush, handeval.ThreeOfAKind, handeval.NoHand}

func bonusIndex(c handeval.Category) int {
	if i := slices.Index(bonusOrder, c); i >= 0 {
		return i
	}
	return len(bonusOrder) - 1
}

// The plays: fold, 1 and 3 times the ante (67.70); twice the ante never
// returns more than both of them, a linear mean of the two.
var plays = [3]int64{0, 1, 3}

func rat(r money.Ratio) *big.Rat { return big.NewRat(r.Num, r.Den) }

// A payoff is the net per unit of ante of ante and play together on each
// outcome, play and bonus hand, exact and as integers over a common
// denominator so that a decision compares integers.
type payoff struct {
	net    [numOutcomes][3][4]*big.Rat
	scaled [numOutcomes][3][4]int64 // net × den
	den    int64
}

// newPayoff reads the pay tables: a fold loses the ante (67.70); a hand
// equal to or higher than the dealer's wins ante and play at even money, a
// lower one loses both (67.72); a hand played with a bonus combination has
// its ante win whatever the dealer holds and paid the bonus besides
// (67.73).
func newPayoff() *payoff {
	p := &payoff{den: 1}
	for o := range numOutcomes {
		for k, x := range plays {
			for b, cat := range bonusOrder {
				n := new(big.Rat)
				play := new(big.Rat).Mul(rat(payPlay), analysis.Int(x))
				bonus, ok := payBonus[cat]
				switch {
				case o == folds:
					n.SetInt64(-1)
				case o == wins:
					n.Add(rat(payAnte), play)
				case ok: // loses, the ante won all the same
					n.Sub(rat(payAnte), analysis.Int(x))
				default:
					n.SetInt64(-1 - x)
				}
				if ok && o != folds {
					n.Add(n, rat(bonus))
				}
				p.net[o][k][b] = n
				d := n.Denom().Int64()
				p.den = p.den / gcd(p.den, d) * d
			}
		}
	}
	for o := range numOutcomes {
		for k := range plays {
			for b := range bonusOrder {
				p.scaled[o][k][b] = new(big.Rat).Mul(p.net[o][k][b], analysis.Int(p.den)).Num().Int64()
			}
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

// decide returns the play (an index of plays) that returns the most for a
// hand of bonus index b winning won of dealt deals, the smaller stake when
// two return as much, and whether an equal return made it so.
func (pay *payoff) decide(b int, won, dealt int64) (best int, even bool) {
	bestEV := pay.scaled[folds][0][b] * dealt
	for k := 1; k < len(plays); k++ {
		switch e := pay.scaled[wins][k][b]*won + pay.scaled[loses][k][b]*(dealt-won); {
		case e > bestEV:
			best, bestEV, even = k, e, false
		case e == bestEV:
			even = true
		}
	}
	return best, even
}

// fourCategories are 67.65's combinations from the highest, then the hands
// with none.
var fourCategories = []handeval.Category{handeval.FourOfAKind, handeval.StraightFlush, handeval.ThreeOfAKind,
	handeval.Flush, handeval.Straight, handeval.TwoPairs, handeval.Pair, handeval.HighCard}

// report writes the figures of c under the table's rules r.
func (c *count) report(r Rules) *analysis.Report {
	pay := newPayoff()
	m := int64(c.deck.Copies)
	var hands int64
	for _, p := range c.Players {
		hands += p.Weight
	}
	ups := int64(c.n - 5)
	pairs := hands * ups // (player's hand, up card), physical
	// deals[o][k][b]: deals of outcome o played plays[k] with bonus hand b.
	var deals [numOutcomes][3][4]uint64
	var staked, even int64 // over the pairs
	st := newSummary()
	for i := range c.Players {
		p := &c.Players[i]
		b := bonusIndex(p.Value.Category())
		var group [3]int64 // this hand's pairs by play, for the summary
		for u, won := range p.Wins {
			copies := m - int64(p.held[u])
			if copies == 0 {
				continue
			}
			w := p.Weight * copies
			k, tie := pay.decide(b, int64(won), c.Dealt)
			if tie {
				even += w
			}
			staked += w * (1 + plays[k])
			group[k] += w
			st.up(p, c.types[u], k, w)
			if k == 0 {
				deals[folds][0][b] += uint64(w) * uint64(c.Dealt)
				continue
			}
			deals[wins][k][b] += uint64(w) * uint64(won)
			deals[loses][k][b] += uint64(w) * uint64(c.Dealt-int64(won))
		}
		st.hand(p, group)
	}
	total := new(big.Int).Mul(big.NewInt(pairs), big.NewInt(c.Dealt))
	ante := analysis.Wager{ID: "ante", Title: "ante and play", Section: "67.68–67.73", Count: []string{"ante", "play"},
		Staked: big.NewRat(staked, pairs),
		Note: "per unit of ante: the ante and the play (67.70) together, the player folding or playing 1 or 3 times the ante " +
			"as the analysis finds best for his five cards and the dealer's up card (the strategies below); the bonus of 67.73 is part of the ante's net"}
	for o := range numOutcomes {
		for k := range plays {
			for b, cat := range bonusOrder {
				n := deals[o][k][b]
				if n == 0 {
					continue
				}
				name := outcomeNames[o]
				if o != folds {
					name = fmt.Sprintf("plays %d×, %s", plays[k], name)
				}
				if r, ok := payBonus[cat]; ok {
					name += fmt.Sprintf(", %s (ante bonus %s)", article(cat), r)
				}
				ante.Lines = append(ante.Lines, analysis.NewLine(name, pay.net[o][k][b], new(big.Int).SetUint64(n), total))
			}
		}
	}
	rep := &analysis.Report{Game: Spec.ID,
		Method: fmt.Sprintf("every hand of the player (%s, counted as %s up to the suits) with every up card of the dealer (%d, 67.69) and every five other cards of his (%s): %s deals",
			analysis.Thousands(hands), analysis.Thousands(int64(len(c.Players))), ups, analysis.Thousands(c.Dealt), analysis.Commas(total.String())),
		Wagers:     []analysis.Wager{ante, c.acesUp(r, hands)},
		Strategies: st.strategies(even),
	}
	return rep
}

// acesUp is 67.74's wager on the player's hand alone, fold or not (ruling
// P4), by the table r plays.
func (c *count) acesUp(r Rules, hands int64) analysis.Wager {
	w := analysis.Wager{ID: "aces-up", Section: "67.74",
		Note: fmt.Sprintf("on the player's hand alone, whatever the dealer holds and whether the player folds or not (ruling P4); %s's table; a pair pays when of aces", r.AcesUp)}
	var by [16]int64
	for _, p := range c.Players {
		if handeval.PairOfAcesOrBetter(p.Value) {
			by[p.Value.Category()] += p.Weight
		}
	}
	lost := hands
	for _, cat := range fourCategories {
		x, ok := payAcesUp[r.AcesUp][cat]
		if !ok {
			continue
		}
		name := fmt.Sprintf("%s, %s", cat, x)
		if cat == handeval.Pair {
			name = fmt.Sprintf("a pair of aces, %s", x)
		}
		lost -= by[cat]
		w.Lines = append(w.Lines, analysis.CountLine(name, rat(x), by[cat], hands))
	}
	w.Lines = append(w.Lines, analysis.CountLine("loses", analysis.Int(-1), lost, hands))
	return w
}

// article is a category with its article: "a flush", "three of a kind".
func article(c handeval.Category) string {
	switch c {
	case handeval.TwoPairs, handeval.FourOfAKind, handeval.ThreeOfAKind:
		return c.String()
	}
	return "a " + c.String()
}

// A summary gathers the plays for the strategy tables: by the hand's kind
// (rowOf) and play, over every up card; and, for each up card's rank, the
// lowest hands from which every hand is played 3 times the ante and
// played at all.
type summary struct {
	rows [numRows][3]int64
	// Per up card rank: the current value's plays, seen from the highest
	// value down, and the lowest value so far all played (3×, at all).
	value   handeval.Value
	cur     [15][3]int64
	lowest  [15][2]*player
	pending []*player // the current value's hands
}

// The rows of the strategy: the combinations above a pair, each pair by
// rank from aces down, then no combination.
const (
	numAbove = 6 // four of a kind to two pairs
	numRows  = numAbove + 13 + 1
)

func rowOf(p *player) int {
	switch cat := p.Value.Category(); cat {
	case handeval.Pair:
		return numAbove + int(card.Ace-pairRank(p))
	case handeval.HighCard:
		return numRows - 1
	default:
		return slices.Index(fourCategories, cat)
	}
}

func rowName(i int) string {
	switch {
	case i < numAbove:
		return fourCategories[i].String()
	case i == numRows-1:
		return "no pair"
	}
	return "a pair of " + combin.Plural(card.Ace-card.Rank(i-numAbove))
}

// pairRank is the rank of the pair of a hand whose best four is a pair.
func pairRank(p *player) card.Rank {
	_, four := ranking.Best(p.Cards[:])
	for i := range four {
		for j := i + 1; j < len(four); j++ {
			if four[i].Rank() == four[j].Rank() {
				return four[i].Rank()
			}
		}
	}
	return 0
}

func newSummary() *summary { return &summary{} }

// up records player p's play k with up card u, weight times. The hands
// come from the lowest value up.
func (s *summary) up(p *player, u card.Card, k int, weight int64) {
	if p.Value != s.value {
		s.flush()
		s.value = p.Value
	}
	if len(s.pending) == 0 || s.pending[len(s.pending)-1] != p {
		s.pending = append(s.pending, p)
	}
	s.cur[u.Rank()][k] += weight
}

// flush closes the current value: for each up card rank, a value whose
// hands are all played so (3 times the ante; at all) starts a run of such
// values, or extends the current one; a value that is not ends it. The
// run left at the top gives the lowest hand from which all are.
func (s *summary) flush() {
	if len(s.pending) == 0 {
		return
	}
	for r := range s.cur {
		x := s.cur[r]
		if x[0]+x[1]+x[2] == 0 {
			continue
		}
		for j, all := range [2]bool{x[0] == 0 && x[1] == 0, x[0] == 0} {
			switch {
			case !all:
				s.lowest[r][j] = nil
			case s.lowest[r][j] == nil:
				s.lowest[r][j] = s.pending[0]
			}
		}
	}
	s.cur = [15][3]int64{}
	s.pending = s.pending[:0]
}

// hand records hand p's plays over every up card.
func (s *summary) hand(p *player, by [3]int64) {
	row := rowOf(p)
	for k, w := range by {
		s.rows[row][k] += w
	}
}

func (s *summary) strategies(even int64) []analysis.Strategy {
	s.flush()
	kinds := analysis.Strategy{Title: "Fold, play 1 or 3 times the ante, by the best four: pairs of the player's hand and the dealer's up card",
		Section: "67.69, 67.70", Columns: []string{"best four", "folded", "played 1×", "played 3×"}}
	for i, x := range s.rows {
		if x[0]+x[1]+x[2] == 0 {
			continue
		}
		kinds.Rows = append(kinds.Rows, []string{rowName(i), share(x[0], x), share(x[1], x), share(x[2], x)})
	}
	kinds.Notes = append(kinds.Notes, "each cell is the share of the hands of its row, with each card the dealer may show, played so")
	if even > 0 {
		kinds.Notes = append(kinds.Notes, fmt.Sprintf("%s pairs of a hand and an up card return as much by two plays; the smaller stake is taken", analysis.Thousands(even)))
	}
	ups := analysis.Strategy{Title: "The lowest hands always played, by the dealer's up card", Section: "67.69, 67.70",
		Columns: []string{"up card", "3 times the ante from", "played from"}}
	for r := card.Ace; r >= 2; r-- {
		if s.lowest[r][0] == nil && s.lowest[r][1] == nil {
			continue
		}
		ups.Rows = append(ups.Rows, []string{combin.RankText(r), handName(s.lowest[r][0]), handName(s.lowest[r][1])})
	}
	ups.Notes = append(ups.Notes, "every hand from the one named up is played so against an up card of that rank, whatever the suits; "+
		"below it the play depends on the hand's other cards and the suits, down to a fold (the table above)")
	return []analysis.Strategy{kinds, ups}
}

// share writes a's share of the row x.
func share(a int64, x [3]int64) string {
	n := x[0] + x[1] + x[2]
	switch {
	case a == n:
		return "all"
	case a == 0:
		return "none"
	}
	return analysis.Percent(big.NewRat(a, n), 1)
}

// ranking is the best four of five (67.72).
var ranking, _ = handeval.Games()[Spec.ID].Ranking(5)

// handName names a hand by its best four: "K-Q-8-4", "a pair of aces,
// 9-4", "two pairs (J-J-3-3)".
func handName(p *player) string {
	if p == nil {
		return "–"
	}
	return combin.FourName(ranking.Best(p.Cards[:]))
}
