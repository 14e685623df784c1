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
// cards against every bank hand of seven of the 46 left, the bank's set the
// house way and the player's set the way that returns him the most, or the
// house way (bestCounted, best.go); the total of the remaining four (48)
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
	c := bestCounted
	rep := &analysis.Report{
		Game: Spec.ID,
		Method: fmt.Sprintf("the main wager: every hand of seven of the 53 cards against every bank hand of seven of the 46 left, "+
			"%s pairs, the bank's set the house way (docs/house-way.md) and the player's each of the ways worth considering, "+
			"counted by an inclusion–exclusion over the cards two hands "+
			"would share, each set of shared cards counted once per class of suits (docs/ARCHITECTURE.md, Game math); the remaining four (48, ruling PG6): "+
			"every 4 of the %d cards of a deck and its joker (%s), by card value "+
			"(ruling G4: aces and the joker 1, tens and pictures 10); wherever the deal starts, the last four of a shuffled deck are "+
			"any four of its cards alike. The position number: the 7 the generator draws alike (48.1)",
			analysis.Thousands(c.Pairs), d.Len(), analysis.Thousands(all)),
	}
	departs := fmt.Sprintf("the house way sets %s of the %s hands (%s) for less",
		analysis.Thousands(c.departs()), analysis.Thousands(int64(binom[53][7])), analysis.Percent(big.NewRat(c.departs(), int64(binom[53][7])), 4))
	best := mainWager(c.best(), bestTitle, "each hand set the way that returns the player the most against every bank hand "+
		"the 46 cards left can make, set the house way, at the unit of $10 (a win nets $9.50, 47): "+departs+"; the first strategy below says where")
	hw := mainWager(c.houseWay(), houseWayTitle, "the player sets the house way (52), as the bank does")
	bank := bankWager(c.houseWay(), hw, "covering one main wager", "a banking seat's cover of one main wager, both hands set the house way; "+
		analysis.SeveralCovered)
	bankBest := bankWager(c.best(), best, "covering one main wager set the best way", "the same, the player setting his hand the way that returns him the most")
	rep.Wagers = append(rep.Wagers, best, hw, bank, bankBest)
	for _, id := range []string{"total-over-26", "total-under-26", "total-26"} {
		rep.Wagers = append(rep.Wagers, totalWager(id, totals, all))
	}
	rep.Wagers = append(rep.Wagers, positionWager(r.PositionBet))
	rep.Strategies = []analysis.Strategy{departures(c)}
	return rep, nil
}

// The main wager's titles: the player's best setting, and the house way.
const (
	bestTitle     = "set the best way"
	houseWayTitle = "set the house way"
)

// mainWager is the main wager (44–47) of count c; each line is settled by
// versus, the engine's settlement.
func mainWager(c mainCount, title, note string) analysis.Wager {
	best := &hand{high: card.MustParseList("As Ks Qs Js Ts"), low: card.MustParseList("Ah Ad")}
	worst := &hand{high: card.MustParseList("7c 5d 4h 3s 2c"), low: card.MustParseList("3d 2h")}
	net := func(h, b *hand) *big.Rat {
		s := versus(1, unit, h, b)
		return big.NewRat(int64(s.Net-s.Commission), int64(unit))
	}
	split := &hand{high: best.high, low: worst.low}
	w := analysis.Wager{ID: "main", Title: title, Section: "43–47", Place: []string{"main"}, Count: []string{"main"},
		Note: note + "; a win pays 1 to 1 less 5% on the next multiple of $10 (47); the figure for the unit of $10"}
	w.Lines = []analysis.Line{
		analysis.CountLine("both hands higher (46)", net(best, worst), c.Win, c.Pairs),
		analysis.CountLine("one hand higher (45)", net(split, &hand{high: worst.high, low: best.low}), c.Pairs-c.Win-c.Lose, c.Pairs),
		analysis.CountLine("neither hand higher, copies to the bank (44)", net(worst, best), c.Lose, c.Pairs),
	}
	return w
}

// bankWager is a banking seat's cover (53) of one main wager of the unit
// whose count is c (main's figure), settled by game.BankCover, the
// engine's settlement: the main wager the other way round, 5% of its net
// win on the next multiple of $10 (ruling PG3).
func bankWager(c mainCount, main analysis.Wager, title, note string) analysis.Wager {
	net := func(players money.Amount) *big.Rat {
		s := game.BankCover(1, unit, players)
		return big.NewRat(int64(s.Net-s.Commission), int64(unit))
	}
	w := analysis.Wager{ID: "bank", Title: title, Section: "53", Note: note, Covers: &main}
	w.Lines = []analysis.Line{
		analysis.CountLine("the player's hands both lower or copies (44)", net(-unit), c.Lose, c.Pairs),
		analysis.CountLine("one hand each (45)", net(0), c.Pairs-c.Win-c.Lose, c.Pairs),
		analysis.CountLine("the player's hands both higher (46)", net(unit), c.Win, c.Pairs),
	}
	return w
}

// departures is the strategy table of the best setting: for the hands each
// rule of the house way sets, how many the best setting sets otherwise and
// what the player's main wager returns on them set each way.
func departures(c bestCount) analysis.Strategy {
	st := analysis.Strategy{Title: "The best setting against the house way, by the house way's rule", Section: "50, 52",
		Columns: []string{"the house way's rule (docs/house-way.md)", "hands", "set otherwise by the best setting",
			"main returns on them set the house way", "set the best way", "what the best setting adds to main's return"}}
	banks := int64(binom[46][7])
	ret := func(win, lose, pairs int64) string { // (1.95 win + push) per pair
		return analysis.Percent(big.NewRat(195*win+100*(pairs-win-lose), 100*pairs), 4)
	}
	for rule, r := range c.ByRule {
		if r.Hands == 0 {
			continue
		}
		pairs := r.Hands * banks
		st.Rows = append(st.Rows, []string{fmt.Sprintf("%d. %s", rule, ruleNames[rule]), analysis.Thousands(r.Hands),
			fmt.Sprintf("%s (%s)", analysis.Thousands(r.Departs), analysis.Percent(big.NewRat(r.Departs, r.Hands), 2)),
			ret(r.HWWin, r.HWLose, pairs), ret(r.Win, r.Lose, pairs),
			analysis.Percent(big.NewRat(95*(r.Win-r.HWWin)-100*(r.Lose-r.HWLose), 100*c.Pairs), 4)})
	}
	st.Notes = []string{"The best setting of a hand is the one with the most wins less losses against the 53,524,680 bank hands of the 46 cards left, " +
		"a win counting 0.95 (47); it is found by the count for each of the 6,972,147 hands of seven up to the suits, so it is no rule a table can print. " +
		"The rows say where the house way gives away most."}
	return st
}

// ruleNames are the house way's rules by number (docs/house-way.md); rule
// 1, the joker, reads the hand for the others.
var ruleNames = [...]string{2: "five aces", 3: "four of a kind", 4: "full house or two threes", 5: "straight or flush",
	6: "three pairs", 7: "two pairs", 8: "three of a kind", 9: "one pair", 10: "no pair"}

// bestCounted is countBest(fullDeck()): of the 154,143,080 × 53,524,680
// ordered pairs of a player's hand and a bank hand, by the house way's
// rule for the player's hand, those the player wins and loses setting his
// hand the best way and the house way. TestBestCountedIsTheCount counts it
// again, and TestMainCountedIsTheCount the house way's by countMain.
var bestCounted = bestCount{Pairs: 8_250_459_031_214_400, ByRule: [11]ruleCount{
	2:  {Hands: 1_128, Departs: 6, Win: 55_935_676_532, Lose: 0, HWWin: 55_935_500_504, HWLose: 0},
	3:  {Hands: 307_568, Departs: 37_654, Win: 9_576_732_501_564, Lose: 282_110_652_596, HWWin: 9_467_350_701_016, HWLose: 297_446_345_488},
	4:  {Hands: 4_189_680, Departs: 26_772, Win: 174_646_541_018_884, Lose: 3_043_152_101_648, HWWin: 174_622_552_415_032, HWLose: 3_073_372_080_236},
	5:  {Hands: 15_728_048, Departs: 1_149_968, Win: 251_693_187_560_304, Lose: 29_183_483_181_140, HWWin: 235_200_121_577_864, HWLose: 20_657_674_397_836},
	6:  {Hands: 2_898_720, Departs: 0, Win: 118_603_046_093_472, Lose: 2_842_327_985_940, HWWin: 118_603_046_093_472, HWLose: 2_842_327_985_940},
	7:  {Hands: 34_404_480, Departs: 3_557_976, Win: 923_767_861_783_536, Lose: 180_521_632_838_820, HWWin: 902_960_536_316_940, HWLose: 178_944_020_932_464},
	8:  {Hands: 7_611_076, Departs: 248_288, Win: 137_153_544_365_224, Lose: 29_986_768_704_396, HWWin: 134_849_187_507_388, HWLose: 28_973_808_913_804},
	9:  {Hands: 64_221_960, Departs: 789_300, Win: 699_969_344_027_196, Lose: 1_269_690_486_343_812, HWWin: 700_017_917_682_336, HWLose: 1_269_783_997_928_112},
	10: {Hands: 24_780_420, Departs: 8_022_060, Win: 82_694_720_898_840, Lose: 954_443_146_105_680, HWWin: 80_494_055_078_124, HWLose: 956_948_496_524_556},
}}

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
