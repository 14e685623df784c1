package paigowpoker

import (
	"fmt"
	"math/big"
	"strconv"

	"croupier/analysis"
	"croupier/card"
	"croupier/game"
	"croupier/money"
)

// Analyze is the exact analysis of Pai Gow Poker's side wagers: the total
// of the remaining four (48) over every 4 of the 53 cards, C(53,4) =
// 292,825, counted by card value (ruling G4), and the position wagers
// (48.1) over the 7 numbers the generator draws, each settled by the
// engine's side.
//
// The main wager, seven of the 53 cards against the bank's seven of the
// 46 left (about 8.25 × 10^15 pairs, each set by the house way), and a
// banking seat's cover of it (53) are not analysed yet: the report leaves
// them out and says so.
func Analyze(t game.Table) (*analysis.Report, error) {
	r := RulesOf(t)
	if err := r.Validate(); err != nil {
		return nil, err
	}
	s := r.shoe()
	d := s.Left()
	totals, all := totalsOf(&d)
	rep := &analysis.Report{
		Game: Spec.ID,
		Method: fmt.Sprintf("the remaining four (48, ruling PG6): every 4 of the %d cards of a deck and its joker (%s), by card value "+
			"(ruling G4: aces and the joker 1, tens and pictures 10); wherever the deal starts, the last four of a shuffled deck are "+
			"any four of its cards alike. The position number: the 7 the generator draws alike (48.1). The main wager is not "+
			"analysed yet: seven cards against the bank's seven of the 46 left, each set the house way, are about 8.25 × 10^15 "+
			"pairs, out of reach of an exact count here; it and a banking seat's cover (the bank wager, 53) are left out",
			d.Len(), analysis.Thousands(all)),
	}
	rep.Missing = unanalysed
	for _, id := range []string{"total-over-26", "total-under-26", "total-26"} {
		rep.Wagers = append(rep.Wagers, totalWager(id, totals, all))
	}
	rep.Wagers = append(rep.Wagers, positionWager(r.PositionBet))
	return rep, nil
}

// unanalysed are the wagers Analyze leaves out: the main wager and a
// banking seat's cover of it.
var unanalysed = []string{"main", "bank"}

// unit is the wager the analysis settles through the engine: $10, on which
// every pay of 48 and 48.1 is whole cents.
const unit money.Amount = 1000

// maxTotal is the highest total of four cards: four tens (ruling G4).
const maxTotal = 40

// totalsOf counts, for each total, the hands of 4 of d's cards with that
// total (48), and all the hands: C(n, 4). Cards are grouped by value and
// each group of values weighted by the ways to pick its cards.
func totalsOf(d *card.Deck) (totals [maxTotal + 1]int64, all int64) {
	var n [11]int // cards by value, 1 to 10
	for c := card.Card(1); c <= card.Joker; c++ {
		n[value(c)] += d.Count(c)
	}
	for a := 1; a <= 10; a++ {
		for b := a; b <= 10; b++ {
			for c := b; c <= 10; c++ {
				for e := c; e <= 10; e++ {
					var k [11]int
					k[a]++
					k[b]++
					k[c]++
					k[e]++
					ways := int64(1)
					for v := 1; v <= 10; v++ {
						ways *= choose(n[v], k[v])
					}
					totals[a+b+c+e] += ways
					all += ways
				}
			}
		}
	}
	return totals, all
}

// choose is C(n, k).
func choose(n, k int) int64 {
	if k < 0 || k > n {
		return 0
	}
	c := int64(1)
	for i := range k {
		c = c * int64(n-i) / int64(i+1)
	}
	return c
}

// totalWager is the total wager id (48): each total settled by the
// engine's side, the totals that win and those that lose each a line.
func totalWager(id string, totals [maxTotal + 1]int64, all int64) analysis.Wager {
	type line struct {
		net   money.Amount
		count int64
		lo    int
		hi    int
	}
	var lines []*line
	for t, k := range totals {
		if k == 0 {
			continue
		}
		s := side(game.Wager{Seat: 1, ID: id, Amount: unit}, t, 0)
		net := s.Net - s.Commission
		if n := len(lines); n > 0 && lines[n-1].net == net {
			lines[n-1].count += k
			lines[n-1].hi = t
			continue
		}
		lines = append(lines, &line{net: net, count: k, lo: t, hi: t})
	}
	w := analysis.Wager{ID: id, Section: "48", Place: []string{id, "main"}, Count: []string{id},
		Note: "beside main (ruling PG6), settled on its own, without the commission of 47"}
	for _, l := range lines {
		name := "the remaining four total " + strconv.Itoa(l.lo)
		if l.hi > l.lo {
			name += " to " + strconv.Itoa(l.hi)
		}
		w.Lines = append(w.Lines, analysis.CountLine(name, big.NewRat(int64(l.net), int64(unit)), l.count, all))
	}
	return w
}

// positionWager is the position wager (48.1): the one of the 7 numbers
// the generator draws, settled by the engine's side, alike for each N.
func positionWager(offered bool) analysis.Wager {
	w := analysis.Wager{ID: "position-N", Title: "any one number of 1 to 7", Section: "48.1", Place: []string{"position-1", "main"},
		Count: []string{"position-1"}, Note: "beside main (ruling PG6), settled on its own; each of position-1 to position-7 returns this"}
	if !offered {
		w.Note = "not offered at this table (option position-bet); " + w.Note
		w.Unplayed = "not offered at this table (option position-bet, 48.1)"
	}
	var win, lose int64
	var wn, ln money.Amount
	for n := 1; n <= positions; n++ {
		s := side(game.Wager{Seat: 1, ID: "position-1", Amount: unit}, 0, n)
		if s.Net > 0 {
			win, wn = win+1, s.Net-s.Commission
		} else {
			lose, ln = lose+1, s.Net-s.Commission
		}
	}
	w.Lines = []analysis.Line{
		analysis.CountLine("the number drawn", big.NewRat(int64(wn), int64(unit)), win, positions),
		analysis.CountLine("another number drawn", big.NewRat(int64(ln), int64(unit)), lose, positions),
	}
	return w
}
