package boston

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

// Analyze is Boston Poker's exact analysis under t's options: every three
// cards the player may see (67.57), every two he may draw (67.60) and
// every five the dealer may hold of the cards left, of one deck or two
// (67.51). The player makes his second play or folds (67.58) as the
// analysis finds best for his three cards, and the ante, the first play
// and the second play are reported as one wager per unit of ante (67.62,
// 67.63, ruling P7); the bonus (67.59) is on the three cards alone.
func Analyze(t game.Table) (*analysis.Report, error) {
	r := RulesOf(t)
	if err := r.Validate(); err != nil {
		return nil, err
	}
	c := fullDeck(r.Decks).enumerate(nil)
	return c.report(), nil
}

// rat is a pay's odds as a rational.
func rat(r money.Ratio) *big.Rat { return big.NewRat(r.Num, r.Den) }

// foldNet is a fold's net per unit of ante: the ante and the first play,
// twice the ante, are lost (67.58).
var foldNet = analysis.Int(-3)

// A payoff is the net per unit of ante of a played hand of each class on
// each outcome: the ante, the first play and the second play together.
type payoff struct {
	net  [numPays][numOutcomes]*big.Rat
	ante [numPays]*money.Ratio // 67.63's pay, nil where the ante is not paid
}

// newPayoff reads the engine's settlement for a hand of each class, given
// a value of it (sample; a class no hand has keeps no net): the plays,
// twice the ante each, win by payPlay on a higher hand, push on an equal
// one and lose on a lower one (67.62); the ante wins by antePays whatever
// the dealer holds (67.63), or else pushes on a higher or equal hand and
// loses on a lower one (ruling P7).
func newPayoff(sample *[numPays]handeval.Value) *payoff {
	p := &payoff{}
	plays := new(big.Rat).Mul(analysis.Int(4), rat(payPlay))
	for pc, v := range sample {
		if v == 0 {
			continue
		}
		anteNet := [numOutcomes]*big.Rat{analysis.Int(0), analysis.Int(0), analysis.Int(-1)}
		if r, ok := antePays(v); ok {
			p.ante[pc] = &r
			for o := range anteNet {
				anteNet[o] = rat(r)
			}
		}
		p.net[pc][beats] = new(big.Rat).Add(anteNet[beats], plays)
		p.net[pc][ties] = anteNet[ties]
		p.net[pc][loses] = new(big.Rat).Sub(anteNet[loses], analysis.Int(4))
	}
	return p
}

// A decision is a start's expected nets played and folded, summed over
// its deals, and whether it is played: only when that returns more.
type decision struct {
	play, fold *big.Rat
	played     bool
}

// decide compares playing and folding each start.
func (c *count) decide(p *payoff) []decision {
	out := make([]decision, len(c.Starts))
	x := new(big.Rat)
	for i := range c.Starts {
		s := &c.Starts[i]
		play := new(big.Rat)
		for pc := range numPays {
			for o := range numOutcomes {
				if n := s.Acc[pc][o]; n != 0 {
					play.Add(play, x.Mul(p.net[pc][o], analysis.Int(n)))
				}
			}
		}
		deals := new(big.Int).Mul(big.NewInt(s.Weight), big.NewInt(c.Draws*c.Dealt))
		fold := new(big.Rat).Mul(foldNet, new(big.Rat).SetInt(deals))
		out[i] = decision{play: play, fold: fold, played: play.Cmp(fold) > 0}
	}
	return out
}

// payNames are the classes' names, from the lowest.
var payNames = [numPays]string{"high card", "a pair", "two pairs below tens", "two pairs of tens or better", "three of a kind",
	"a straight", "a flush", "a full house", "four of a kind", "a straight flush", "a royal flush"}

// report writes the figures of c.
func (c *count) report() *analysis.Report {
	p := newPayoff(&c.sample)
	ds := c.decide(p)
	var hands, played int64
	var tally [numPays][numOutcomes]int64
	var folded int64 // deals folded
	for i, s := range c.Starts {
		hands += s.Weight
		if !ds[i].played {
			folded += s.Weight * c.Draws * c.Dealt
			continue
		}
		played += s.Weight
		for pc := range numPays {
			for o := range numOutcomes {
				tally[pc][o] += s.Acc[pc][o]
			}
		}
	}
	total := new(big.Int).Mul(big.NewInt(hands), big.NewInt(c.Draws*c.Dealt))
	main := analysis.Wager{ID: "ante", Title: "ante, first play and second play", Section: "67.56–67.58, 67.62, 67.63",
		Count:  []string{"ante", "first-play", "second-play"},
		Place:  []string{"ante", "first-play"},
		Staked: new(big.Rat).SetFrac64(3*hands+2*played, hands),
		Note: "one wager per unit of ante: the first play, twice the ante, is required (67.56); the second play (second-play), twice the ante, " +
			"is made or the hand folded (67.58) as the analysis finds best for the player's three cards, the strategy below; " +
			"no dealer qualification (ruling P7)"}
	line := func(name string, net *big.Rat, n int64) {
		if n > 0 {
			main.Lines = append(main.Lines, analysis.NewLine(name, net, big.NewInt(n), total))
		}
	}
	line("folds (67.58)", foldNet, folded)
	outcomeNames := [numOutcomes]string{"beats the dealer", "ties the dealer", "loses to the dealer"}
	for pc := numPays - 1; pc >= 0; pc-- {
		if p.ante[pc] == nil {
			continue
		}
		for o := range numOutcomes {
			line(fmt.Sprintf("%s (ante %s), %s", payNames[pc], p.ante[pc], outcomeNames[o]), p.net[pc][o], tally[pc][o])
		}
	}
	// The hands the ante does not pay: one line per outcome.
	for o := range numOutcomes {
		var n int64
		var net *big.Rat
		for pc := range numPays {
			if p.ante[pc] == nil && p.net[pc][o] != nil {
				n += tally[pc][o]
				net = p.net[pc][o]
			}
		}
		if net != nil {
			line(fmt.Sprintf("%s, lower than two pairs of tens", outcomeNames[o]), net, n)
		}
	}
	rep := &analysis.Report{Game: Spec.ID,
		Method: fmt.Sprintf("every three cards of the player (%s, counted as %s up to the suits), every two he draws of the %d left (%s) "+
			"and every five of the dealer's of the %d left after them (%s): %s deals; the %s are valued once and "+
			"swept in the order of their value, no two hands paired",
			analysis.Thousands(hands), analysis.Thousands(int64(len(c.Starts))), c.n-3, analysis.Thousands(c.Draws), c.n-5, analysis.Thousands(c.Dealt),
			analysis.Thousands(hands*c.Draws*c.Dealt), fiveCards(c))}
	rep.Wagers = []analysis.Wager{main, c.bonus(hands)}
	rep.Strategies = []analysis.Strategy{c.strategy(ds)}
	return rep
}

// fiveCards names the 5-card hands c valued.
func fiveCards(c *count) string {
	if c.deck.Copies > 1 {
		return analysis.Thousands(int64(c.Hands)) + " hands of five cards (the copies of a card alike)"
	}
	return analysis.Thousands(int64(c.Hands)) + " hands of five cards"
}

// bonusOrder is 67.59's hands from the highest.
var bonusOrder = []handeval.Category{handeval.StraightFlush, handeval.ThreeOfAKind, handeval.Straight, handeval.Flush, handeval.Pair}

// bonus is the bonus wager on the player's three cards (67.59), fold or
// not (ruling P4).
func (c *count) bonus(hands int64) analysis.Wager {
	w := analysis.Wager{ID: "bonus", Section: "67.59", Place: []string{"bonus", "ante", "first-play"}, Count: []string{"bonus"},
		Note: "on the player's three cards alone, whatever the dealer holds and whether the player folds or not (ruling P4)"}
	by := map[handeval.Category]int64{}
	for _, s := range c.Starts {
		by[s.Value.Category()] += s.Weight
	}
	lost := hands
	for _, cat := range bonusOrder {
		r := payBonus[cat]
		lost -= by[cat]
		w.Lines = append(w.Lines, analysis.CountLine(fmt.Sprintf("%s, %s", cat, r), rat(r), by[cat], hands))
	}
	w.Lines = append(w.Lines, analysis.CountLine("loses", analysis.Int(-1), lost, hands))
	return w
}

// threeCategories are 67.53's combinations from the highest, then the
// hands with none.
var threeCategories = []handeval.Category{handeval.StraightFlush, handeval.ThreeOfAKind, handeval.Straight, handeval.Flush, handeval.Pair, handeval.HighCard}

// strategy writes the decisions ds: per combination of the three cards,
// the hands played and folded, and the folded hands by their ranks.
func (c *count) strategy(ds []decision) analysis.Strategy {
	st := analysis.Strategy{Title: "Second play or fold, on the player's three cards", Section: "67.58",
		Columns: []string{"three cards", "second play", "fold"}}
	play, fold := map[handeval.Category]int64{}, map[handeval.Category]int64{}
	for i, s := range c.Starts {
		if ds[i].played {
			play[s.Value.Category()] += s.Weight
		} else {
			fold[s.Value.Category()] += s.Weight
		}
	}
	for _, cat := range threeCategories {
		st.Rows = append(st.Rows, []string{cat.String(), analysis.Thousands(play[cat]), analysis.Thousands(fold[cat])})
	}
	st.Notes = c.foldNotes(ds)
	return st
}

// foldNotes describes the decisions: every hand played, or the hands
// folded (the first few, from the lowest), and the played hand that
// returns the least, with what it returns per unit of ante.
func (c *count) foldNotes(ds []decision) []string {
	const most = 8
	var notes, folded []string
	least := -1 // the played start returning the least
	avg := func(i int) *big.Rat {
		deals := new(big.Int).Mul(big.NewInt(c.Starts[i].Weight), big.NewInt(c.Draws*c.Dealt))
		return new(big.Rat).Quo(ds[i].play, new(big.Rat).SetInt(deals))
	}
	order := make([]int, len(c.Starts))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return avg(a).Cmp(avg(b)) })
	var nFolded int64
	for _, i := range order {
		s := &c.Starts[i]
		if !ds[i].played {
			nFolded += s.Weight
			if len(folded) < most {
				folded = append(folded, fmt.Sprintf("  %s (%s): %s on average played", ranks(s.Cards), card.Format(s.Cards[:]), antes(avg(i))))
			}
			continue
		}
		if least < 0 {
			least = i
		}
	}
	switch {
	case nFolded == 0:
		notes = append(notes, "make the second play with every hand")
	case least < 0:
		notes = append(notes, "fold every hand")
	default:
		notes = append(notes, fmt.Sprintf("fold %s hands, from the lowest return played:", analysis.Thousands(nFolded)))
		notes = append(notes, folded...)
	}
	if least >= 0 {
		s := &c.Starts[least]
		notes = append(notes, fmt.Sprintf("the hand played that returns the least is %s (%s, or the same up to the suits): it %s on average played, against 3 folded",
			ranks(s.Cards), card.Format(s.Cards[:]), antes(avg(least))))
	}
	return notes
}

// antes writes an average net in antes: "loses 2.0723 antes", "wins 0.5000 antes".
func antes(x *big.Rat) string {
	if x.Sign() < 0 {
		return "loses " + new(big.Rat).Neg(x).FloatString(4) + " antes"
	}
	return "wins " + x.FloatString(4) + " antes"
}

// ranks writes a hand's ranks from the highest: "Q-6-4".
func ranks(cs [3]card.Card) string {
	rs := []card.Rank{cs[0].Rank(), cs[1].Rank(), cs[2].Rank()}
	slices.Sort(rs)
	slices.Reverse(rs)
	parts := make([]string, len(rs))
	for i, r := range rs {
		parts[i] = combin.RankText(r)
	}
	return strings.Join(parts, "-")
}
