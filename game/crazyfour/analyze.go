package crazyfour

import (
	"fmt"
	"math/big"

	"croupier/analysis"
	"croupier/game"
	"croupier/game/combin"
	"croupier/handeval"
	"croupier/money"
)

// Analyze is Crazy Four Poker's exact analysis under t's options: every
// hand the player may hold against every hand the dealer may hold from the
// cards left, of one deck or two (67.75), each valued by its best four
// (67.82, 67.83). The player folds or plays the ante, or three times it
// with a pair of aces or better (67.81), as the analysis finds best for his
// five cards; the ante, the Super Bonus and the play are reported together
// (67.82–67.86), and Queens Up (67.87) on the player's hand alone.
func Analyze(t game.Table) (*analysis.Report, error) {
	r := RulesOf(t)
	if err := r.Validate(); err != nil {
		return nil, err
	}
	return enumerate(combin.Full(r.Decks)).report(r), nil
}

// The outcomes of a hand played, then a fold, in the order reported.
const (
	notOpen = iota
	beats
	ties
	loses
	folds
	numOutcomes
)

var outcomeNames = [numOutcomes]string{"dealer does not open", "beats the dealer", "ties the dealer", "loses to the dealer", "folds"}

// The Super Bonus hands (67.85), then none.
const (
	bonusNone = iota
	bonusStraight
	bonusFlush
	bonusThree
	bonusStraightFlush
	bonusFour
	bonusFourAces
	numBonuses
)

var bonusNames = [numBonuses]string{"", "a straight", "a flush", "three of a kind", "a straight flush", "four of a kind", "four aces"}

// bonusOf is the Super Bonus hand a best four of value v makes.
func bonusOf(v handeval.Value) int {
	switch v.Category() {
	case handeval.Straight:
		return bonusStraight
	case handeval.Flush:
		return bonusFlush
	case handeval.ThreeOfAKind:
		return bonusThree
	case handeval.StraightFlush:
		return bonusStraightFlush
	case handeval.FourOfAKind:
		if v >= fourAces {
			return bonusFourAces
		}
		return bonusFour
	}
	return bonusNone
}

// The plays: fold, the ante, three times it (67.81).
var plays = [3]int64{0, 1, 3}

func rat(r money.Ratio) *big.Rat { return big.NewRat(r.Num, r.Den) }

// A payoff is the net per unit of ante of ante, Super Bonus and play
// together on each outcome, play and Super Bonus hand, exact and as
// integers over a common denominator so that a decision compares
// integers.
type payoff struct {
	bonus  [numBonuses]*big.Rat // the Super Bonus's pay; nil for none
	net    [numOutcomes][3][numBonuses]*big.Rat
	scaled [numOutcomes][3][numBonuses]int64 // net × den
	den    int64
}

// newPayoff reads the pay tables of table name: a fold loses ante and
// Super Bonus (67.81); when the dealer does not open the play wins even
// money and the ante pushes (67.82); a higher hand wins ante and play
// (67.84), an equal one pushes them (67.83), a lower one loses them
// (67.84). The Super Bonus is paid its table on a straight or better
// played (67.85, ruling P9), else pushes but on a lower hand than an
// opening dealer's, where it loses (67.86).
func newPayoff(name string) *payoff {
	p := &payoff{den: 1}
	table := paySuperBonus[name]
	for b := bonusStraight; b < numBonuses; b++ {
		switch b {
		case bonusStraight:
			p.bonus[b] = rat(table[handeval.Straight])
		case bonusFlush:
			p.bonus[b] = rat(table[handeval.Flush])
		case bonusThree:
			p.bonus[b] = rat(table[handeval.ThreeOfAKind])
		case bonusStraightFlush:
			p.bonus[b] = rat(table[handeval.StraightFlush])
		case bonusFour:
			p.bonus[b] = rat(table[handeval.FourOfAKind])
		case bonusFourAces:
			p.bonus[b] = rat(payFourAces)
		}
	}
	even := rat(payEven)
	for o := range numOutcomes {
		for k, x := range plays {
			for b := range numBonuses {
				play := new(big.Rat).Mul(even, analysis.Int(x))
				n := new(big.Rat)
				sb := analysis.Int(0) // a push
				switch o {
				case folds:
					n.SetInt64(-2)
				case notOpen:
					n.Set(play)
				case beats:
					n.Add(even, play)
				case loses:
					n.Sub(analysis.Int(-1), analysis.Int(x))
					sb = analysis.Int(-1)
				}
				if o != folds {
					if p.bonus[b] != nil {
						sb = p.bonus[b]
					}
					n.Add(n, sb)
				}
				p.net[o][k][b] = n
				d := n.Denom().Int64()
				p.den = p.den / gcd(p.den, d) * d
			}
		}
	}
	for o := range numOutcomes {
		for k := range plays {
			for b := range numBonuses {
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

// outcomes are player p's deals by outcome when played (o[folds] is all).
func (c *count) outcomes(p *player) (o [numOutcomes]int64) {
	o[notOpen] = p.NoOpen
	o[beats] = p.Below
	o[ties] = p.Equal
	o[loses] = c.Dealt - p.NoOpen - p.Below - p.Equal
	o[folds] = c.Dealt
	return o
}

// decide returns the play (an index of plays) that returns the most for
// player p over its deals o, the smaller stake when two return as much,
// and whether an equal return made it so.
func (pay *payoff) decide(p *player, o *[numOutcomes]int64) (best int, even bool) {
	b := bonusOf(p.Value)
	ev := func(k int) int64 {
		if k == 0 {
			return pay.scaled[folds][0][b] * o[folds]
		}
		var s int64
		for x := range folds {
			s += pay.scaled[x][k][b] * o[x]
		}
		return s
	}
	top := 1
	if handeval.PairOfAcesOrBetter(p.Value) { // 67.81, ruling P8
		top = 2
	}
	bestEV := ev(0)
	for k := 1; k <= top; k++ {
		switch e := ev(k); {
		case e > bestEV:
			best, bestEV, even = k, e, false
		case e == bestEV:
			even = true
		}
	}
	return best, even
}

// fourCategories are 67.76's combinations from the highest, then the hands
// with none.
var fourCategories = []handeval.Category{handeval.FourOfAKind, handeval.StraightFlush, handeval.ThreeOfAKind,
	handeval.Flush, handeval.Straight, handeval.TwoPairs, handeval.Pair, handeval.HighCard}

// report writes the figures of c under the table's rules r.
func (c *count) report(r Rules) *analysis.Report {
	pay := newPayoff(r.SuperBonus)
	var hands int64
	for _, p := range c.Players {
		hands += p.Weight
	}
	// deals[o][k][b]: deals of outcome o played plays[k] with Super Bonus
	// hand b; chosen[i]: player i's play.
	var deals [numOutcomes][3][numBonuses]uint64
	chosen := make([]int, len(c.Players))
	var staked int64 // units of ante staked over every hand: 2 + the play
	var even int64
	for i := range c.Players {
		p := &c.Players[i]
		o := c.outcomes(p)
		k, tie := pay.decide(p, &o)
		chosen[i] = k
		if tie {
			even += p.Weight
		}
		staked += p.Weight * (2 + plays[k])
		b := bonusOf(p.Value)
		w := uint64(p.Weight)
		if k == 0 {
			deals[folds][0][b] += w * uint64(o[folds])
			continue
		}
		for x := range folds {
			deals[x][k][b] += w * uint64(o[x])
		}
	}
	total := new(big.Int).Mul(big.NewInt(hands), big.NewInt(c.Dealt))
	main := analysis.Wager{ID: "ante", Title: "ante, Super Bonus and play", Section: "67.79–67.86",
		Place: []string{"ante", "super-bonus"}, Count: []string{"ante", "super-bonus", "play"},
		Staked: big.NewRat(staked, hands),
		Note: fmt.Sprintf("per unit of ante: the ante, the equal Super Bonus (%s's table, 67.85) and the play (67.81) together, "+
			"the player folding or playing the ante or three times it as the analysis finds best for his five cards (the strategy below)",
			r.SuperBonus)}
	for o := range numOutcomes {
		for k := range plays {
			for b := range numBonuses {
				n := deals[o][k][b]
				if n == 0 {
					continue
				}
				name := outcomeNames[o]
				if o != folds {
					name = fmt.Sprintf("plays %d×, %s", plays[k], name)
				}
				if pay.bonus[b] != nil {
					name += fmt.Sprintf(", %s (Super Bonus %s)", bonusNames[b], analysis.Pays(pay.bonus[b]))
				}
				main.Lines = append(main.Lines, analysis.NewLine(name, pay.net[o][k][b], new(big.Int).SetUint64(n), total))
			}
		}
	}
	rep := &analysis.Report{Game: Spec.ID,
		Method: fmt.Sprintf("every hand of the player (%s, counted as %s up to the suits) against every hand of the dealer from the %d cards left (%s): %s deals",
			analysis.Thousands(hands), analysis.Thousands(int64(len(c.Players))), c.n-5, analysis.Thousands(c.Dealt), analysis.Commas(total.String())),
		Wagers:     []analysis.Wager{main},
		Strategies: []analysis.Strategy{c.strategy(chosen, even)},
	}
	if r.QueensUp {
		rep.Wagers = append(rep.Wagers, c.queensUp(hands))
	}
	return rep
}

// queensUp is 67.87's wager on the player's hand alone, fold or not
// (ruling P4).
func (c *count) queensUp(hands int64) analysis.Wager {
	w := analysis.Wager{ID: "queens-up", Section: "67.87", Place: []string{"queens-up", "ante", "super-bonus"}, Count: []string{"queens-up"},
		Note: "on the player's hand alone, whatever the dealer holds and whether the player folds or not (ruling P4); a pair pays when of queens or better"}
	var by [16]int64
	for _, p := range c.Players {
		if handeval.PairOfQueensOrBetter(p.Value) {
			by[p.Value.Category()] += p.Weight
		}
	}
	lost := hands
	for _, cat := range fourCategories {
		r, ok := payQueensUp[cat]
		if !ok {
			continue
		}
		name := fmt.Sprintf("%s, %s", cat, r)
		if cat == handeval.Pair {
			name = fmt.Sprintf("a pair of queens, kings or aces, %s", r)
		}
		lost -= by[cat]
		w.Lines = append(w.Lines, analysis.CountLine(name, rat(r), by[cat], hands))
	}
	w.Lines = append(w.Lines, analysis.CountLine("loses", analysis.Int(-1), lost, hands))
	return w
}

// strategy is the play of each hand, by its best four's combination, and
// where it changes.
func (c *count) strategy(chosen []int, even int64) analysis.Strategy {
	st := analysis.Strategy{Title: "Fold, play the ante or three times it: the play that returns the most for each hand", Section: "67.81",
		Columns: []string{"best four", "folded", "played 1×", "played 3×"}}
	var by [16][3]int64
	for i, p := range c.Players {
		by[p.Value.Category()][chosen[i]] += p.Weight
	}
	for _, cat := range fourCategories {
		x := by[cat]
		st.Rows = append(st.Rows, []string{cat.String(), analysis.Thousands(x[0]), analysis.Thousands(x[1]), analysis.Thousands(x[2])})
	}
	played := make([]bool, len(c.Players))
	three := make([]bool, len(c.Players))
	for i, k := range chosen {
		played[i], three[i] = k > 0, k == 2
	}
	st.Notes = append(st.Notes, threshold(c.Players, played, nil, "play", "played", "fold")...)
	aces := func(p *player) bool { return handeval.PairOfAcesOrBetter(p.Value) }
	st.Notes = append(st.Notes, threshold(c.Players, three, aces, "play 3 times the ante with", "played 3 times the ante", "the ante alone")...)
	if even > 0 {
		st.Notes = append(st.Notes, fmt.Sprintf("%s hands return as much by two plays; the smaller stake is taken", analysis.Thousands(even)))
	}
	return st
}

// threshold says which of players (in the order of their value), among
// those among admits (every one when nil), are yes: above the highest no
// every hand is, below the lowest yes none is, and between the two each
// value's hands are counted; act is what is done, done its past.
func threshold(players []player, yes []bool, among func(*player) bool, act, done, other string) []string {
	low, high := -1, -1 // the lowest yes, the highest no
	for i := range players {
		if among != nil && !among(&players[i]) {
			continue
		}
		if yes[i] && low < 0 {
			low = i
		}
		if !yes[i] {
			high = i
		}
	}
	switch {
	case low < 0:
		return []string{fmt.Sprintf("%s: no hand", act)}
	case high < 0 && among != nil:
		return []string{fmt.Sprintf("%s every hand it is allowed: %s or better (67.81)", act, handName(&players[low]))}
	case high < 0:
		return []string{fmt.Sprintf("%s every hand", act)}
	case high < low:
		return []string{fmt.Sprintf("%s %s or better, %s below", act, handName(&players[low]), other)}
	}
	above := high
	for above < len(players) && players[above].Value == players[high].Value {
		above++
	}
	var notes []string
	if above < len(players) {
		notes = append(notes, fmt.Sprintf("%s %s or better, %s below %s; in between, by the cards' suits and kickers:", act, handName(&players[above]), other, handName(&players[low])))
	} else {
		notes = append(notes, fmt.Sprintf("%s below %s; from it up, by the cards' suits and kickers:", other, handName(&players[low])))
	}
	for low > 0 && players[low-1].Value == players[low].Value {
		low--
	}
	const most = 8
	var listed, more int
	for i := low; i < above; {
		j := i
		var y, n int64
		for ; j < above && players[j].Value == players[i].Value; j++ {
			if among != nil && !among(&players[j]) {
				continue
			}
			n += players[j].Weight
			if yes[j] {
				y += players[j].Weight
			}
		}
		switch {
		case y == n:
		case listed < most:
			listed++
			notes = append(notes, fmt.Sprintf("  %s: %s in %s of %s hands", handName(&players[i]), done, analysis.Thousands(y), analysis.Thousands(n)))
		default:
			more++
		}
		i = j
	}
	if more > 0 {
		notes = append(notes, fmt.Sprintf("  and %d more values not all alike", more))
	}
	notes = append(notes, "  every other hand in between: "+act)
	return notes
}

// ranking is the best four of five (67.83).
var ranking, _ = handeval.Games()[Spec.ID].Ranking(5)

// handName names a hand by its best four: "K-Q-8-4", "a pair of aces,
// 9-4", "two pairs (J-J-3-3)".
func handName(p *player) string {
	return combin.FourName(ranking.Best(p.Cards[:]))
}
