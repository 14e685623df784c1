package roulette

import (
	"fmt"
	"math/big"
	"math/bits"
	"strings"

	"croupier/analysis"
	"croupier/game"
)

// Analyze is roulette's exact analysis under t's options: every wager the
// table's board offers (72, 72.1), each pocket of the wheel equally likely
// (68, 69). Wagers of one kind covering as many numbers at the same pay
// are one wager of the report: every split returns what any other does.
func Analyze(t game.Table) (*analysis.Report, error) {
	r := RulesOf(t)
	if err := r.Validate(); err != nil {
		return nil, err
	}
	return analyze(r), nil
}

// patterns are the wager ids of games.md, by the id's words.
var patterns = map[string]string{
	"straight": "straight-N", "split": "split-A-B", "street": "street-A-B-C", "corner": "corner-A-B-C-D",
	"six-line": "six-line-A-F", "column": "column-N", "dozen": "dozen-N", "double": "double-N", "triple": "triple-N",
}

// pattern is the games.md id of wager id: its words without its numbers.
func pattern(id string) string {
	var words []string
	for _, w := range strings.Split(id, "-") {
		if w != "" && strings.Trim(w, "0123456789") != "" {
			words = append(words, w)
		}
	}
	stem := strings.Join(words, "-")
	if p, ok := patterns[stem]; ok {
		return p
	}
	return stem
}

func analyze(r Rules) *analysis.Report {
	b := newBoard(r)
	n := int64(len(b.pockets))
	rep := &analysis.Report{Game: Spec.ID,
		Method: fmt.Sprintf("each of the wheel's %d pockets equally likely (68, 69); a double or triple over its 2 or 3 valid spins (72.1)", n)}
	type key struct {
		id             string
		numbers, spins int
		pay            string
	}
	index, count, first := map[key]int{}, []int{}, []string{}
	for _, s := range b.offer {
		k := key{pattern(s.ID), bits.OnesCount64(s.Mask), s.Spins, s.Pay.String()}
		if i, ok := index[k]; ok {
			count[i]++
			continue
		}
		index[k] = len(rep.Wagers)
		count, first = append(count, 1), append(first, s.ID)
		// 72.1: a double or triple wins when each of its spins shows its
		// number, (covered/pockets)^spins; any other wager is one spin.
		win := new(big.Rat).SetFrac(pow(int64(k.numbers), s.Spins), pow(n, s.Spins))
		title := fmt.Sprintf("%d numbers", k.numbers)
		if k.numbers == 1 {
			title = "1 number"
		}
		rep.Wagers = append(rep.Wagers, analysis.Wager{
			ID: k.id, Title: title, Section: s.Section, Place: []string{s.ID},
			Lines: []analysis.Line{
				{Name: "wins", Net: new(big.Rat).SetFrac64(s.Pay.Num, s.Pay.Den), Prob: win},
				{Name: "loses", Net: analysis.Int(-1), Prob: new(big.Rat).Sub(analysis.Int(1), win)},
			},
		})
	}
	for i := range rep.Wagers {
		if count[i] > 1 {
			rep.Wagers[i].Note = fmt.Sprintf("Each of the %d wagers alike returns this; the first is %s.", count[i], first[i])
		}
	}
	return rep
}

// pow is a^k as a big integer.
func pow(a int64, k int) *big.Int {
	return new(big.Int).Exp(big.NewInt(a), big.NewInt(int64(k)), nil)
}
