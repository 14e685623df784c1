package wheel

import (
	"fmt"

	"croupier/analysis"
	"croupier/game"
)

// Analyze is the Wheel of Fortune's exact analysis under t's options: the
// wager on each symbol of the wheel (119) over its equal segments (117),
// paid at the symbol's odds (120). Its lines are the table's own method of
// prize allocation (Allocation), which Validate holds to the 75% of
// section 122 (ruling W1): a wheel the engine refuses is refused here with
// the same error, and each wager's return is its Prize's.
func Analyze(t game.Table) (*analysis.Report, error) {
	r, err := RulesOf(t)
	if err != nil {
		return nil, err
	}
	if err := r.Validate(); err != nil {
		return nil, err
	}
	rep := &analysis.Report{Game: Spec.ID,
		Method: fmt.Sprintf("each of the wheel's %d equal segments (117), the table's allocation of prizes (120)", len(r.Segments))}
	for _, p := range Allocation(r) {
		of, on := int64(p.Of), int64(p.Segments)
		rep.Wagers = append(rep.Wagers, analysis.Wager{ID: prefix + "S", Title: p.Symbol, Section: "119, 120, 122", Place: []string{wager(p.Symbol)},
			Lines: []analysis.Line{
				analysis.CountLine(fmt.Sprintf("%s, %d of %d segments", p.Symbol, on, of), analysis.Int(p.Odds), on, of),
				analysis.CountLine("any other segment", analysis.Int(-1), of-on, of),
			},
			Note: "at least the 75% of section 122 (ruling W1)",
		})
	}
	return rep, nil
}
