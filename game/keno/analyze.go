package keno

import (
	"fmt"
	"strconv"
	"strings"

	"croupier/analysis"
	"croupier/game"
)

// Analyze is Keno's exact analysis under t's options: a selection of each
// spot count from 1 to max-spots, one line per catch with its
// hypergeometric probability (Catch: drawn of numbers, 75) and the
// paytable's prize for 1 (76). Each figure is the return Validate holds to
// the 65% of section 85 (Rules.Return).
func Analyze(t game.Table) (*analysis.Report, error) {
	r, err := RulesFrom(t)
	if err != nil {
		return nil, err
	}
	if err := r.Validate(); err != nil {
		return nil, err
	}
	rep := &analysis.Report{Game: Spec.ID,
		Method: fmt.Sprintf("the hypergeometric law of a draw of %d numbers out of %d (75): each catch of a selection's numbers", r.Drawn, r.Numbers)}
	note := fmt.Sprintf("prizes for 1, the wager included (76); a draw's prizes over the maximum aggregate payout, $%s, "+
		"are reduced in proportion (82(5), ruling K2): that depends on every ticket of the draw, not on one wager, and is left out", r.MaxAggregate)
	for n := 1; n <= r.MaxSpots; n++ {
		title := fmt.Sprintf("%d spots", n)
		if n == 1 {
			title = "1 spot"
		}
		w := analysis.Wager{ID: "ticket", Title: title, Section: "76, 78, 85", Note: note, PlaceArgs: firstNumbers(n)}
		for k := n; k >= 0; k-- {
			p := r.Catch(n, k)
			if p.Sign() == 0 {
				continue // no draw catches k of n
			}
			prize := r.Pays(n, k)
			name := fmt.Sprintf("%d of %d, %d for 1", k, n, prize)
			if prize == 0 {
				name = fmt.Sprintf("%d of %d, no prize", k, n)
			}
			w.Lines = append(w.Lines, analysis.Line{Name: name, Net: analysis.Int(prize - 1), Prob: p})
		}
		rep.Wagers = append(rep.Wagers, w)
	}
	return rep, nil
}

// firstNumbers is a ticket of n spots for one draw, the numbers 1 to n, as
// a simulation places it: the draw is random, so any n numbers return
// the same.
func firstNumbers(n int) map[string]string {
	nums := make([]string, n)
	for i := range nums {
		nums[i] = strconv.Itoa(i + 1)
	}
	return map[string]string{"numbers": "[" + strings.Join(nums, ",") + "]", "draws": "1"}
}
