package letitride

import (
	"cmp"
	"fmt"
	"math/big"
	"slices"
	"strings"

	"croupier/analysis"
	"croupier/game"
	"croupier/handeval"
	"croupier/money"
)

// Analyze is Let It Ride's exact analysis under t's options: every three
// cards the player may hold, every second card the dealer may expose and
// then every first (67.5–67.7), of one deck or two (67.1). Bet-1 and bet-2
// are ridden or pulled (67.6) as the analysis finds best, bet-1 on the
// player's three cards, bet-2 on those and the dealer's second card, and
// the three bets are reported together per unit of one (67.8); the bonus
// (67.9) is on the final hand alone, whatever the player pulls.
func Analyze(t game.Table) (*analysis.Report, error) {
	r := RulesOf(t)
	if err := r.Validate(); err != nil {
		return nil, err
	}
	return fullDeck(r.Decks).enumerate().report(r), nil
}

// categories are 67.2's combinations from the highest.
var categories = []handeval.Category{handeval.RoyalFlush, handeval.StraightFlush, handeval.FourOfAKind, handeval.FullHouse,
	handeval.Flush, handeval.Straight, handeval.ThreeOfAKind, handeval.TwoPairs, handeval.Pair}

// report writes c's figures under the table's rules r.
func (c *count) report(r Rules) *analysis.Report {
	n := c.n
	var hands int64
	for _, t := range c.Threes {
		hands += t.Weight
	}
	rep := &analysis.Report{Game: Spec.ID,
		Method: fmt.Sprintf("every three cards of the player (%s, counted as %s up to the suits), every second card the dealer exposes (%d) and every first (%d), "+
			"the two completing his hand (67.6, 67.7): %s deals; the dealer's burned card and the other seats' cards, unseen, do not change the odds",
			analysis.Thousands(hands), analysis.Thousands(int64(len(c.Threes))), n-3, n-4, analysis.Thousands(c.deals())),
		Wagers:     []analysis.Wager{c.bets(r), c.bonus(r)},
		Strategies: []analysis.Strategy{c.strategy(c.First, 1, int64(n-3)*int64(n-4)), c.strategy(c.Second, 2, int64(n-4))},
	}
	return rep
}

// name is a category's name in a pay table: a pair is one of tens or
// better (67.7).
func name(c handeval.Category) string {
	if c == handeval.Pair {
		return "pair of tens or better"
	}
	return c.String()
}

// bets is bet-1, bet-2 and bet-3 together, per unit of one bet.
func (c *count) bets(r Rules) analysis.Wager {
	total := big.NewInt(c.deals())
	w := analysis.Wager{ID: "bet-1", Title: "bet-1, bet-2 and bet-3, per unit of one bet", Section: "67.4–67.8",
		Place: slices.Clone(bets[:]), Count: slices.Clone(bets[:]),
		Note: "the three equal bets (67.4) per unit of one: bet-3 rides to the end, bet-1 and bet-2 are ridden or pulled (67.6) as the analysis finds best, " +
			"the strategies below (a bet returning as much ridden as pulled is pulled); staked is the bets ridden on average"}
	var staked, top int64
	var up [3]int64
	for k := range 3 {
		for o := range numOut {
			up[k] += c.Deals[k][o]
		}
		staked += int64(k+1) * up[k]
	}
	for k := 2; k >= 0; k-- {
		label := fmt.Sprintf("%d bets up", k+1)
		if k == 0 {
			label = "1 bet up"
		}
		lost := up[k]
		for _, cat := range categories {
			m := c.Deals[k][cat]
			lost -= m
			if m == 0 {
				continue
			}
			net := new(big.Rat).Mul(c.pay.net[cat], analysis.Int(int64(k+1)))
			top = max(top, net.Num().Int64()/net.Denom().Int64())
			w.Lines = append(w.Lines, analysis.NewLine(fmt.Sprintf("%s, %s, each %s", name(cat), label, pay[cat]), net, big.NewInt(m), total))
		}
		if lost > 0 {
			w.Lines = append(w.Lines, analysis.NewLine("less than a pair of tens, "+label, analysis.Int(-int64(k+1)), big.NewInt(lost), total))
		}
	}
	w.Staked = new(big.Rat).SetFrac(big.NewInt(staked), total)
	if r.MaxPayout > 0 {
		w.Note += fmt.Sprintf("; max-payout (ruling P1) caps what a seat wins on the three bets together at $%s: "+
			"the figures are the uncapped pays, exact for bets up to $%s each (three bets up on a royal flush win %d bets); larger bets return less",
			r.MaxPayout, money.Amount(int64(r.MaxPayout)/max(top, 1)), top)
	}
	return w
}

// bonus is the $1 bonus wager (67.9): the table's prizes, in dollars, on
// the final hand.
func (c *count) bonus(r Rules) analysis.Wager {
	prizes := prize[r.BonusTable]
	w := analysis.Wager{ID: "bonus", Title: "bonus-table " + r.BonusTable, Section: "67.9", Place: []string{"bonus", bets[0], bets[1], bets[2]}, Count: []string{"bonus"},
		Note: "the $1 wager on the final hand, whatever the player pulls; each prize is the winnings, the wager returned too (ruling G2)"}
	if !r.Bonus {
		w.Note = "not offered at this table (option bonus); " + w.Note
		w.Unplayed = "not offered at this table (option bonus, 67.9)"
	}
	if r.Tournament {
		w.Note += "; at this tournament table (124) the entry fee is taken from this wager: it settles as any other, so the figures are the same"
	}
	total := big.NewInt(c.deals())
	won := int64(0)
	for _, cat := range categories {
		p, ok := prizes[cat]
		if !ok {
			continue
		}
		m := c.Deals[0][cat] + c.Deals[1][cat] + c.Deals[2][cat]
		won += m
		net := new(big.Rat).SetFrac64(int64(p), int64(bonusStake))
		w.Lines = append(w.Lines, analysis.NewLine(fmt.Sprintf("%s, $%s", name(cat), analysis.Thousands(int64(p/100))), net, big.NewInt(m), total))
	}
	w.Lines = append(w.Lines, analysis.NewLine("loses", analysis.Int(-1), big.NewInt(c.deals()-won), total))
	return w
}

// strategy is the table of bet's ride or pull over classes, each hand of
// which has completions equally likely ways to end.
func (c *count) strategy(classes map[string]*class, bet int, completions int64) analysis.Strategy {
	cards := map[int]string{1: "the player's three cards", 2: "the player's three cards and the dealer's second card"}[bet]
	st := analysis.Strategy{
		Title:   fmt.Sprintf("Bet %d: ride or pull on %s", bet, cards),
		Section: "67.6",
		Columns: []string{"hand", "hands", "ridden", "pulled", "riding nets per unit"},
	}
	names := make([]string, 0, len(classes))
	for name := range classes {
		names = append(names, name)
	}
	mean := func(k *class) float64 { return k.Sum / float64(k.Hands) / float64(completions) / float64(c.pay.den) }
	slices.SortFunc(names, func(a, b string) int {
		return cmp.Or(cmp.Compare(mean(classes[b]), mean(classes[a])), cmp.Compare(a, b))
	})
	var rest class
	var ridden, mixed []string
	var even int64
	for _, name := range names {
		k := classes[name]
		even += k.Even
		if k.Ridden == 0 {
			rest.Hands += k.Hands
			rest.Sum += k.Sum
			continue
		}
		st.Rows = append(st.Rows, []string{name, analysis.Thousands(k.Hands), analysis.Thousands(k.Ridden), analysis.Thousands(k.Hands - k.Ridden), fmt.Sprintf("%+.4f", mean(k))})
		if k.Ridden == k.Hands {
			ridden = append(ridden, name)
		} else {
			mixed = append(mixed, fmt.Sprintf("%s (%s of %s)", name, analysis.Thousands(k.Ridden), analysis.Thousands(k.Hands)))
		}
	}
	if rest.Hands > 0 {
		st.Rows = append(st.Rows, []string{"every other hand", analysis.Thousands(rest.Hands), "0", analysis.Thousands(rest.Hands), fmt.Sprintf("%+.4f", mean(&rest))})
	}
	switch {
	case len(ridden)+len(mixed) == 0:
		st.Notes = append(st.Notes, fmt.Sprintf("pull bet %d with every hand", bet))
	default:
		note := fmt.Sprintf("ride bet %d with %s", bet, strings.Join(ridden, "; "))
		if len(mixed) > 0 {
			note += "; some of " + strings.Join(mixed, "; ")
		}
		st.Notes = append(st.Notes, note+"; pull every other hand")
	}
	units := map[int]string{1: "three-card hands", 2: "four-card hands (the dealer's second card one of them)"}[bet]
	st.Notes = append(st.Notes, "hands are the player's "+units+"; a high card is a ten or higher; riding nets per unit is a ridden bet's average net over the hands of the row, ridden or not")
	if even > 0 {
		st.Notes = append(st.Notes, fmt.Sprintf("%s hands return as much ridden as pulled; they are pulled", analysis.Thousands(even)))
	}
	return st
}
