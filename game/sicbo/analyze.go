package sicbo

import (
	"cmp"
	"fmt"
	"math/big"
	"slices"
	"strconv"
	"strings"

	"croupier/analysis"
	"croupier/dice"
	"croupier/game"
)

// Analyze is Sic Bo's exact analysis: every wager of the layout (95.22)
// over the 216 equally likely rolls of three dice (95.18), each judged by
// the engine's own odds at its pay table (95.24). Wagers of one kind that
// return the same (the six triples, two totals paying alike) are one wager
// of the report.
func Analyze(t game.Table) (*analysis.Report, error) {
	r := RulesOf(t)
	if err := r.Validate(); err != nil {
		return nil, err
	}
	return analyze(), nil
}

// rolls are the 216 equally likely rolls of three dice, in order.
var rolls = func() []dice.Roll {
	var out []dice.Roll
	for a := 1; a <= 6; a++ {
		for b := 1; b <= 6; b++ {
			for c := 1; c <= 6; c++ {
				out = append(out, dice.Roll{a, b, c})
			}
		}
	}
	return out
}()

// patterns are the games.md ids of the wagers, by kind.
var patterns = map[string]string{
	kindTriple: "triple-N", kindDouble: "double-N", kindTotal: "total-N", kindDuo: "duo-A-B", kindSingle: "single-N",
}

// outcome names what roll r does to a wager on s, in words that hold for
// every wager of its kind.
func outcome(s spot, r dice.Roll) string {
	triple := r[0] == r[1] && r[1] == r[2]
	switch s.Kind {
	case kindTriple:
		if r.Count(s.A) == 3 {
			return "the number called on all three dice"
		}
	case kindDouble:
		switch r.Count(s.A) {
		case 2:
			return "the number called on two dice"
		case 3:
			return "the number called on three dice (S1)"
		}
	case kindAnyTriple:
		if triple {
			return "three of a kind"
		}
	case kindTotal:
		if r.Sum() == s.A {
			return "the total called"
		}
		return "any other total"
	case kindDuo:
		if r.Count(s.A) > 0 && r.Count(s.B) > 0 {
			return "both numbers called"
		}
	case kindSmall, kindBig:
		switch t := r.Sum(); {
		case triple:
			return "three of a kind"
		case t <= 10:
			return "a total of 4 to 10"
		}
		return "a total of 11 to 17"
	case kindSingle:
		switch r.Count(s.A) {
		case 1:
			return "the number called on one die"
		case 2:
			return "the number called on two dice"
		case 3:
			return "the number called on three dice"
		}
	}
	return "any other roll"
}

func analyze() *analysis.Report {
	rep := &analysis.Report{Game: Spec.ID, Method: "each of the 216 equally likely rolls of three dice (95.18)"}
	type set struct {
		w     analysis.Wager
		key   string
		ids   []string
		names []string // the totals of a total-N set
	}
	var sets []*set
	for _, sp := range spots() {
		w := wager(sp)
		var key strings.Builder
		key.WriteString(w.ID)
		for _, l := range w.Lines {
			fmt.Fprintf(&key, "|%s %s %s", l.Name, l.Net.RatString(), l.Prob.RatString())
		}
		if i := slices.IndexFunc(sets, func(s *set) bool { return s.key == key.String() }); i >= 0 {
			sets[i].ids = append(sets[i].ids, sp.String())
			sets[i].names = append(sets[i].names, strconv.Itoa(sp.A))
			continue
		}
		sets = append(sets, &set{w: w, key: key.String(), ids: []string{sp.String()}, names: []string{strconv.Itoa(sp.A)}})
	}
	for _, s := range sets {
		w := s.w
		if w.ID == patterns[kindTotal] {
			w.Title = strings.Join(s.names, " or ")
		}
		if len(s.ids) > 1 {
			w.Note = fmt.Sprintf("each of %d wagers alike, %s the first", len(s.ids), s.ids[0])
		}
		rep.Wagers = append(rep.Wagers, w)
	}
	return rep
}

// wager is one wager on s over every roll: a line for each outcome, the
// higher net first, then the likelier.
func wager(s spot) analysis.Wager {
	type line struct {
		name  string
		net   *big.Rat
		count int64
	}
	var lines []*line
	for _, r := range rolls {
		net := analysis.Int(-1)
		if pay, won := odds(s, r); won {
			net = big.NewRat(pay.Num, pay.Den)
		}
		name := outcome(s, r)
		i := slices.IndexFunc(lines, func(l *line) bool { return l.name == name })
		if i < 0 {
			i = len(lines)
			lines = append(lines, &line{name: name, net: net})
		}
		if lines[i].net.Cmp(net) != 0 {
			panic("sicbo: outcome " + name + " of " + s.String() + " has two nets") // outcome names too little
		}
		lines[i].count++
	}
	slices.SortStableFunc(lines, func(a, b *line) int { return cmp.Or(b.net.Cmp(a.net), cmp.Compare(b.count, a.count)) })
	id := s.String()
	if p, ok := patterns[s.Kind]; ok {
		id = p
	}
	w := analysis.Wager{ID: id, Section: s.section() + ", 95.24", Place: []string{s.String()}}
	for _, l := range lines {
		w.Lines = append(w.Lines, analysis.CountLine(l.name, l.net, l.count, int64(len(rolls))))
	}
	return w
}
