package paigowpoker

import (
	"fmt"
	"math/big"
	"strconv"

	"croupier/analysis"
	"croupier/card"
	"croupier/game"
	"croupier/game/combin"
	"croupier/money"
)

// Analyze is the exact analysis of Pai Gow Poker: the main wager (43–47)
// and a banking seat's cover of it (53) over every hand of seven of the 53
// cards against every bank hand of seven of the 46 left, both set the
// house way (mainCounted, count.go); the total of the remaining four (48)
// over every 4 of the 53 cards, C(53,4) = 292,825, counted by card value
// (ruling G4); and the position wagers (48.1) over the 7 numbers the
// generator draws. Each line's net is the engine's own settlement of it.
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
		Method: fmt.Sprintf("the main wager: every hand of seven of the 53 cards against every bank hand of seven of the 46 left, "+
			"%s pairs, both set the house way (docs/house-way.md), counted by an inclusion–exclusion over the cards two hands "+
			"would share, each set of shared cards counted once per class of suits (docs/ARCHITECTURE.md, Game math); the remaining four (48, ruling PG6): "+
			"every 4 of the %d cards of a deck and its joker (%s), by card value "+
			"(ruling G4: aces and the joker 1, tens and pictures 10); wherever the deal starts, the last four of a shuffled deck are "+
			"any four of its cards alike. The position number: the 7 the generator draws alike (48.1)",
			analysis.Thousands(mainCounted.Pairs), d.Len(), analysis.Thousands(all)),
	}
	rep.Wagers = append(rep.Wagers, mainWager(mainCounted), bankWager(mainCounted))
	for _, id := range []string{"total-over-26", "total-under-26", "total-26"} {
		rep.Wagers = append(rep.Wagers, totalWager(id, totals, all))
	}
	rep.Wagers = append(rep.Wagers, positionWager(r.PositionBet))
	return rep, nil
}

// mainWager is the main wager (44–47) of a player who sets his hand the
// house way, as a player may ask (52), against the bank's hand set the
// same way; each line is settled by versus, the engine's settlement.
func mainWager(c mainCount) analysis.Wager {
	best := &hand{high: card.MustParseList("As Ks Qs Js Ts"), low: card.MustParseList("Ah Ad")}
	worst := &hand{high: card.MustParseList("7c 5d 4h 3s 2c"), low: card.MustParseList("3d 2h")}
	net := func(h, b *hand) *big.Rat {
		s := versus(1, unit, h, b)
		return big.NewRat(int64(s.Net-s.Commission), int64(unit))
	}
	split := &hand{high: best.high, low: worst.low}
	w := analysis.Wager{ID: "main", Section: "43–47", Place: []string{"main"}, Count: []string{"main"},
		Note: "the player sets the house way (52), as the bank does; a win pays 1 to 1 less 5% on the next multiple of $10 (47); " +
			"the figure for the unit of $10"}
	w.Lines = []analysis.Line{
		analysis.CountLine("both hands higher (46)", net(best, worst), c.Win, c.Pairs),
		analysis.CountLine("one hand higher (45)", net(split, &hand{high: worst.high, low: best.low}), c.Pairs-c.Win-c.Lose, c.Pairs),
		analysis.CountLine("neither hand higher, copies to the bank (44)", net(worst, best), c.Lose, c.Pairs),
	}
	return w
}

// bankWager is a banking seat's cover (53) of one main wager of the unit
// set the house way, settled by game.BankCover, the engine's settlement: the main
// wager the other way round, 5% of its net win on the next multiple of $10
// (ruling PG3).
func bankWager(c mainCount) analysis.Wager {
	net := func(players money.Amount) *big.Rat {
		s := game.BankCover(1, unit, players)
		return big.NewRat(int64(s.Net-s.Commission), int64(unit))
	}
	w := analysis.Wager{ID: "bank", Title: "covering one main wager", Section: "53", Place: []string{"bank"}, Count: []string{"bank"},
		Note: "a banking seat's cover of one main wager, both hands set the house way; covering several, it " +
			"settles their sum and pays 5% of its net win (ruling PG3)",
		Unplayed: bankedBySeat}
	w.Lines = []analysis.Line{
		analysis.CountLine("the player's hands both lower or copies (44)", net(-unit), c.Lose, c.Pairs),
		analysis.CountLine("one hand each (45)", net(0), c.Pairs-c.Win-c.Lose, c.Pairs),
		analysis.CountLine("the player's hands both higher (46)", net(unit), c.Win, c.Pairs),
	}
	return w
}

// bankedBySeat is why a simulation does not play the bank wager.
const bankedBySeat = "a seat banks (53): the simulation's table is banked by the dealer"

// mainCounted is countMain(fullDeck()): of the 154,143,080 × 53,524,680
// ordered pairs of a player's hand and a bank hand, those the player wins
// and those he loses. TestMainCountedIsTheCount counts it again (minutes:
// .ci/run runs it outside -race); TestCountMainAgainstEveryPair checks
// countMain against dealing every pair of smaller decks.
var mainCounted = mainCount{Pairs: 8_250_459_031_214_400, Win: 2_356_270_702_872_676, Lose: 2_461_521_145_108_436}

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
						ways *= combin.Binomial(n[v], k[v])
					}
					totals[a+b+c+e] += ways
					all += ways
				}
			}
		}
	}
	return totals, all
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
