package slots

import (
	"fmt"
	"math/big"
	"strings"

	"croupier/analysis"
	"croupier/game"
)

// AnalyzeTable is Analyze for a table, the game's analysis that croupier
// math shows: the table's machine, read and checked as the engine opens it
// (Parse, 93, and the table's limits, 3), over every combination of reel
// stops from the pay table alone (ruling M1). Its one wager, play, is a
// spin at the unit cost; its lines are what a play wins in all, its lines
// and scatter together, and the combinations that win nothing. Its figures
// are Analyze's: the same walk of the reels gives both.
func AnalyzeTable(t game.Table) (*analysis.Report, error) {
	m, err := decode(t.Raw("machine"))
	if err != nil {
		return nil, err
	}
	a, wins, err := law(m)
	if err != nil {
		return nil, err
	}
	if err := m.Validate(); err != nil { // 93, on the analysis law kept
		return nil, err
	}
	if err := checkLimits(m, t.Limits()); err != nil {
		return nil, err
	}
	rep := &analysis.Report{Game: Spec.ID,
		Method: fmt.Sprintf("every one of the machine's %d combinations of reel stops, from its pay table alone (ruling M1)", a.Combinations)}
	w := analysis.Wager{ID: "play", Title: fmt.Sprintf("%s, %d coins of $%s", m.Name, m.Coins, m.Denomination), Section: "88, 89, 93"}
	combos, coins := a.Combinations, int64(m.Coins)
	rest := combos
	for _, c := range wins {
		name := m.winName(c.coins)
		if c.jackpot {
			name += " and the progressive jackpot"
		}
		w.Lines = append(w.Lines, analysis.CountLine(name, big.NewRat(c.coins-coins, coins), c.combinations, combos))
		rest -= c.combinations
	}
	if rest > 0 {
		w.Lines = append(w.Lines, analysis.CountLine("no win", analysis.Int(-1), rest, combos))
	}
	var notes []string
	if len(m.lines()) > 1 || len(m.ScatterPays) > 0 {
		notes = append(notes, fmt.Sprintf("a play may win on several of its %d paylines and the scatter at once: each line is what a play wins in all", len(m.lines())))
	}
	if f := w.Figures(); f.Hit.Cmp(a.HitFrequency) != 0 {
		notes = append(notes, fmt.Sprintf("a play pays something with probability %s, the machine's hit frequency; "+
			"the hit frequency below counts the plays that pay more than they cost", analysis.Percent(a.HitFrequency, 4)))
	}
	if p := m.Progressive; p != nil {
		notes = append(notes, fmt.Sprintf("the progressive jackpot of pool %s, won with %s on the first payline in 1 play of %s (92), "+
			"is paid from the pool on top of the pays and is not counted, nor is the %s of each play added to the pool (91, ruling M1)",
			p.Pool, strings.Join(p.Symbols, " "), new(big.Rat).Inv(a.Jackpot).RatString(), p.Rate))
	}
	for _, p := range m.Pays {
		if p.Merchandise != "" {
			notes = append(notes, "merchandise prizes are delivered apart and are no part of the return (90, ruling M1)")
			break
		}
	}
	if m.Defective {
		notes = append(notes, "the machine is marked defective: every play on it is void and refunded (95); these are its pay table's figures")
	}
	w.Note = strings.Join(notes, "; ")
	rep.Wagers = []analysis.Wager{w}
	return rep, nil
}

// winName names a play's total win of coins: on a machine of one payline
// and no scatter pays, the pay table lines that pay it ("7 7 7", "cherry
// cherry"); else the coins.
func (m Machine) winName(coins int64) string {
	if coins == 0 {
		return "no coins"
	}
	if len(m.lines()) == 1 && len(m.ScatterPays) == 0 {
		var names []string
		for _, p := range m.Pays {
			if p.Pays*m.coinsPerLine() == coins {
				names = append(names, strings.Join(p.Symbols, " "))
			}
		}
		if len(names) > 0 {
			return strings.Join(names, " or ")
		}
	}
	if coins == 1 {
		return "a win of 1 coin"
	}
	return fmt.Sprintf("a win of %d coins", coins)
}
