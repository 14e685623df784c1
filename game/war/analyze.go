package war

import (
	"fmt"
	"math/big"
	"slices"

	"croupier/analysis"
	"croupier/card"
	"croupier/game"
	"croupier/money"
)

// Analyze is War's exact analysis under t's options: every first card of a
// player and the dealer from a full shoe of t's decks (67.37) and, on equal
// ranks, every pair of war cards (67.39), each settled by the engine's
// settleSeat. On a tie the player takes whichever of war and surrender
// returns more, derived here for each rank.
func Analyze(t game.Table) (*analysis.Report, error) {
	r := RulesOf(t)
	if err := r.Validate(); err != nil {
		return nil, err
	}
	s := r.shoe()
	d := s.Left()
	a := analyze(composition(&d))
	rep := &analysis.Report{
		Game: Spec.ID,
		Method: fmt.Sprintf("every player's and dealer's first card from a full shoe of %d decks (%d cards) by rank, and on a tie every pair of war cards "+
			"from the shoe less the two tied cards, each weighted by the shoe's composition (67.37–67.39). The six burned cards and the other seats' "+
			"cards come out of the same shoe unseen by the wager's settlement: averaged over them, the war cards are two cards drawn at random "+
			"from the shoe less the tied cards, so they do not change the odds", r.Decks, d.Len()),
		Wagers: []analysis.Wager{a.main(), a.tie()},
	}
	rep.Strategies = []analysis.Strategy{a.strategy()}
	return rep, nil
}

// composition counts d's cards by rank, 2 to 14 (67.34).
func composition(d *card.Deck) [card.Ace + 1]int {
	var n [card.Ace + 1]int
	for c := card.Card(1); c <= 52; c++ {
		n[c.Rank()] += d.Count(c)
	}
	return n
}

// unit is the wager the analysis settles through the engine: $10, whose
// half (67.38(3)) is exact.
const unit money.Amount = 1000

// A result is one way a round ends for a seat with a main and a tie
// wager: its name and what the seat nets on main (with war) and on tie,
// in cents on a unit wager each.
type result struct {
	name      string
	main, tie money.Amount
	war       bool // the seat went to war
}

// The ends of a round for the main wager, in the order the report gives
// them.
const (
	higher      = "player's card higher"
	lower       = "dealer's card higher"
	warHigher   = "tie, then the player's war card higher"
	warLower    = "tie, then the dealer's war card higher"
	warEqual    = "tie, then equal war cards"
	surrendered = "tie, surrendered"
)

var order = []string{higher, lower, warHigher, warLower, warEqual, surrendered}

// A study is every round a shoe can deal to one seat: each result's count
// of the ordered four-card sequences (the first cards, then the war
// cards), and each tied rank's expected net on war and on surrender.
type study struct {
	results []result
	ways    []uint64
	total   uint64
	// per tied rank: the expected net of the main and war wagers, in
	// cents × the war cards' sequences, going to war and surrendering
	war, surrender [card.Ace + 1]int64
	warWays        uint64 // the war cards' sequences: (n−2)(n−3)
	tiedWays       [card.Ace + 1]uint64
	choice         [card.Ace + 1]string
}

// add counts w more sequences ending in res.
func (s *study) add(res result, w uint64) {
	for i, r := range s.results {
		if r == res {
			s.ways[i] += w
			return
		}
	}
	s.results = append(s.results, res)
	s.ways = append(s.ways, w)
}

// settle is the engine's settlement of one seat with unit on main, tie
// and, at war, war.
func settle(p1, p2, d1, d2 card.Rank, choice string) (main, tie money.Amount) {
	st := seat{first: card.New(p1, card.Spades), choice: choice}
	if p2 != 0 {
		st.second = card.New(p2, card.Spades)
	}
	w := wagers{main: unit, tie: unit}
	if choice == "war" {
		w.war = unit
	}
	for _, s := range settleSeat(1, st, w, d1, d2) {
		if s.Wager == "tie" {
			tie += s.Net
		} else {
			main += s.Net
		}
	}
	return main, tie
}

// analyze studies a shoe holding n[r] cards of rank r.
func analyze(n [card.Ace + 1]int) *study {
	left := 0
	for _, k := range n {
		left += k
	}
	s := &study{total: uint64(left) * uint64(left-1) * uint64(left-2) * uint64(left-3)}
	s.warWays = uint64(left-2) * uint64(left-3)
	for p1 := card.Rank(2); p1 <= card.Ace; p1++ {
		wp := uint64(n[p1])
		n[p1]--
		for d1 := card.Rank(2); d1 <= card.Ace; d1++ {
			w := wp * uint64(max(n[d1], 0))
			switch {
			case w == 0:
			case p1 != d1: // 67.38(1), (2): the war cards are never dealt
				main, tie := settle(p1, 0, d1, 0, "")
				name := higher
				if p1 < d1 {
					name = lower
				}
				s.add(result{name: name, main: main, tie: tie}, w*s.warWays)
			default: // 67.38(3): war or surrender
				n[d1]--
				s.tied(&n, p1, w)
				n[d1]++
			}
		}
		n[p1]++
	}
	return s
}

// tied decides a tie on rank r, dealt w ways, from what is left of the
// shoe, n: the war's expected net against the surrender's, then the
// results of the choice that returns more.
func (s *study) tied(n *[card.Ace + 1]int, r card.Rank, w uint64) {
	type war struct {
		res result
		w   uint64
	}
	var wars []war
	var ev int64
	for p2 := card.Rank(2); p2 <= card.Ace; p2++ {
		wp := uint64(n[p2])
		n[p2]--
		for d2 := card.Rank(2); d2 <= card.Ace; d2++ {
			if w2 := wp * uint64(max(n[d2], 0)); w2 > 0 {
				main, tie := settle(r, p2, r, d2, "war")
				name := warHigher
				switch {
				case p2 < d2:
					name = warLower
				case p2 == d2:
					name = warEqual
				}
				wars = append(wars, war{result{name: name, main: main, tie: tie, war: true}, w2})
				ev += int64(main) * int64(w2)
			}
		}
		n[p2]++
	}
	main, tie := settle(r, 0, r, 0, "surrender")
	s.tiedWays[r] += w
	s.war[r], s.surrender[r] = ev, int64(main)*int64(s.warWays)
	if s.war[r] >= s.surrender[r] {
		s.choice[r] = "war"
		for _, x := range wars {
			s.add(x.res, w*x.w)
		}
		return
	}
	s.choice[r] = "surrender"
	s.add(result{name: surrendered, main: main, tie: tie}, w*s.warWays)
}

// main is the initial wager with the war wager it may bring (67.38, 67.39).
func (s *study) main() analysis.Wager {
	w := analysis.Wager{ID: "main", Title: "main and war", Section: "67.38, 67.39",
		Note: "the war wager, equal to main, is made on a tie when going to war returns more than surrendering (the strategy below); " +
			"its result is counted in main's, and the average stake counts it"}
	s.lines(&w, func(r result) (string, money.Amount) { return r.name, r.main })
	war := new(big.Int)
	for i, r := range s.results {
		if r.war {
			war.Add(war, new(big.Int).SetUint64(s.ways[i]))
		}
	}
	w.Staked = new(big.Rat).Add(analysis.Int(1), new(big.Rat).SetFrac(war, new(big.Int).SetUint64(s.total)))
	return w
}

// tie is the supplemental wager of 67.40, on the first cards only.
func (s *study) tie() analysis.Wager {
	w := analysis.Wager{ID: "tie", Section: "67.40", Place: []string{"tie", "main"}, Count: []string{"tie"}}
	s.lines(&w, func(r result) (string, money.Amount) {
		if r.tie > 0 {
			return "first cards of equal rank", r.tie
		}
		return "first cards of different ranks", r.tie
	})
	return w
}

// lines adds to w a line per name and net that line gives the results.
func (s *study) lines(w *analysis.Wager, line func(result) (string, money.Amount)) {
	type key struct {
		name string
		net  money.Amount
	}
	var keys []key
	ways := map[key]*big.Int{}
	for i, r := range s.results {
		name, net := line(r)
		k := key{name, net}
		if ways[k] == nil {
			keys = append(keys, k)
			ways[k] = new(big.Int)
		}
		ways[k].Add(ways[k], new(big.Int).SetUint64(s.ways[i]))
	}
	slices.SortStableFunc(keys, func(a, b key) int { return slices.Index(order, a.name) - slices.Index(order, b.name) })
	total := new(big.Int).SetUint64(s.total)
	for _, k := range keys {
		w.Lines = append(w.Lines, analysis.NewLine(k.name, big.NewRat(int64(k.net), int64(unit)), ways[k], total))
	}
}

// strategy is the choice on a tie, by tied rank: ranks alike in their
// figures share a row.
func (s *study) strategy() analysis.Strategy {
	st := analysis.Strategy{Title: "war or surrender on a tie", Section: "67.38(3), 67.39",
		Columns: []string{"tied rank", "expected net going to war", "expected net surrendering", "choice"}}
	per := new(big.Rat).SetFrac64(int64(s.warWays)*int64(unit), 1)
	row := func(from, to card.Rank) []string {
		ranks := rankName(from)
		if to != from {
			ranks += " to " + rankName(to)
		}
		return []string{ranks,
			new(big.Rat).Quo(big.NewRat(s.war[from], 1), per).FloatString(6),
			new(big.Rat).Quo(big.NewRat(s.surrender[from], 1), per).FloatString(6),
			s.choice[from]}
	}
	from := card.Rank(2)
	for r := card.Rank(3); r <= card.Ace+1; r++ {
		if r <= card.Ace && s.war[r] == s.war[from] && s.surrender[r] == s.surrender[from] {
			continue
		}
		st.Rows = append(st.Rows, row(from, r-1))
		from = r
	}
	// main's return were the player to surrender every tie
	loss := new(big.Rat)
	for r := card.Rank(2); r <= card.Ace; r++ {
		loss.Add(loss, new(big.Rat).SetFrac(new(big.Int).Mul(big.NewInt(s.surrender[r]), new(big.Int).SetUint64(s.tiedWays[r])),
			new(big.Int).Mul(big.NewInt(int64(unit)), new(big.Int).SetUint64(s.total))))
	}
	st.Notes = []string{"the expected net is per unit of the initial wager, once the tie is dealt; going to war stakes a second unit",
		"surrendering every tie instead, main would return " + analysis.Percent(loss.Add(loss, analysis.Int(1)), 4)}
	return st
}

// rankName is a rank in words: 2 to 10, jack, queen, king, ace.
func rankName(r card.Rank) string {
	switch r {
	case card.Jack:
		return "jack"
	case card.Queen:
		return "queen"
	case card.King:
		return "king"
	case card.Ace:
		return "ace"
	}
	return fmt.Sprint(int(r))
}
