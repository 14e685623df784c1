package reddog

import (
	"fmt"
	"math/big"

	"croupier/analysis"
	"croupier/card"
	"croupier/game"
	"croupier/money"
)

// Analyze is Red Dog's exact analysis under t's options: every first two
// cards and third card a full shoe of t's decks can deal (66), each
// settled by the engine's settleWager. On a spread the player raises by
// the whole initial wager when the spread's expected net is positive and
// stands otherwise, derived here from the enumeration: a raise settles as
// the initial wager does, so its expected net is the initial wager's, and
// a partial raise is never better than the whole one or none.
func Analyze(t game.Table) (*analysis.Report, error) {
	r := RulesOf(t)
	if err := r.Validate(); err != nil {
		return nil, err
	}
	s := r.shoe()
	d := s.Left()
	st := study(composition(&d))
	return &analysis.Report{
		Game: Spec.ID,
		Method: fmt.Sprintf("every first two cards and third card from a full shoe of %s (%d cards), by rank, "+
			"each sequence weighted by the shoe's composition; a round of two cards counts each card that could come third (66, 67)", decks(r.Decks), d.Len()),
		Wagers:     []analysis.Wager{st.main()},
		Strategies: []analysis.Strategy{st.strategy()},
	}, nil
}

// decks writes a number of decks: "1 deck", "6 decks".
func decks(n int) string {
	if n == 1 {
		return "1 deck"
	}
	return fmt.Sprintf("%d decks", n)
}

// composition counts d's cards by rank, 2 to 14 (63).
func composition(d *card.Deck) [card.Ace + 1]int {
	var n [card.Ace + 1]int
	for c := card.Card(1); c <= 52; c++ {
		n[c.Rank()] += d.Count(c)
	}
	return n
}

// unit is the wager the analysis settles through the engine, $10.
const unit money.Amount = 1000

// maxSpread is the widest spread: a 2 and an ace (ruling RD1).
const maxSpread = int(card.Ace) - 2 - 1

// A tally counts the ordered three-card sequences of a shoe: for each
// spread, how many put the third card between the first two or not, and
// the rounds that show no spread.
type tally struct {
	total uint64
	// on a spread of s, the third card between (win) or not (lose), on
	// first cards the player stands on or raises on
	win, lose, raisedWin, raisedLose [maxSpread + 1]uint64
	// the nets per unit wager, in cents, as the engine settles them
	winNet, loseNet [maxSpread + 1]money.Amount
	trips           uint64 // three of a kind
	// raise[r1][r2]: the player raises on first cards of ranks r1, r2
	raise    [card.Ace + 1][card.Ace + 1]bool
	tripsNet money.Amount
	pushes   map[string]uint64 // consecutive cards, a pair without a third
}

// study deals every round from a shoe of n[r] cards of rank r. On each
// first two cards showing a spread it raises when the third card's
// expected net is positive.
func study(n [card.Ace + 1]int) *tally {
	left := 0
	for _, k := range n {
		left += k
	}
	t := &tally{total: uint64(left) * uint64(left-1) * uint64(left-2), pushes: map[string]uint64{}}
	main := game.Wager{Seat: 1, ID: "main", Amount: unit}
	for r1 := card.Rank(2); r1 <= card.Ace; r1++ {
		w1 := uint64(n[r1])
		n[r1]--
		for r2 := card.Rank(2); r2 <= card.Ace; r2++ {
			w := w1 * uint64(max(n[r2], 0))
			if w == 0 {
				continue
			}
			n[r2]--
			sp := spread(r1, r2)
			if sp == 0 { // 66(1): no third card
				t.pushes[consecutive] += w * uint64(left-2)
				n[r2]++
				continue
			}
			var ev int64
			var win, lose uint64
			for r3 := card.Rank(2); r3 <= card.Ace; r3++ {
				w3 := w * uint64(max(n[r3], 0))
				if w3 == 0 {
					continue
				}
				s := settleWager(main, r1, r2, r3)
				ev += int64(s.Net) * int64(w3)
				switch {
				case sp < 0 && s.Result == game.Win:
					t.trips += w3
					t.tripsNet = s.Net
				case sp < 0:
					t.pushes[pairPush] += w3
				case s.Result == game.Win:
					win += w3
					t.winNet[sp] = s.Net
				default:
					lose += w3
					t.loseNet[sp] = s.Net
				}
			}
			switch {
			case sp > 0 && ev > 0: // 66(3): raise by the initial wager
				t.raise[r1][r2] = true
				t.raisedWin[sp] += win
				t.raisedLose[sp] += lose
			case sp > 0:
				t.win[sp] += win
				t.lose[sp] += lose
			}
			n[r2]++
		}
		n[r1]++
	}
	return t
}

// The rounds that push, as the report names them.
const (
	consecutive = "consecutive cards (66(1))"
	pairPush    = "a pair, no three of a kind (66(2))"
)

// raises reports whether the player raises on every spread of s, on none,
// or on some (a shoe whose composition tells the spread's cards apart).
func (t *tally) raises(s int) string {
	switch {
	case t.raisedWin[s]+t.raisedLose[s] == 0:
		return "stand"
	case t.win[s]+t.lose[s] == 0:
		return "raise"
	}
	return "raise on some cards"
}

// main is the initial wager with the raise it may bring (66, 67).
func (t *tally) main() analysis.Wager {
	w := analysis.Wager{ID: "main", Title: "main and raise", Section: "66, 67",
		Note: "the raise, the whole initial wager, is made on the spreads the strategy below raises on; it settles as main does, " +
			"its result is counted in main's, and the average stake counts it"}
	total := new(big.Int).SetUint64(t.total)
	line := func(name string, net money.Amount, ways uint64) {
		if ways > 0 {
			w.Lines = append(w.Lines, analysis.NewLine(name, big.NewRat(int64(net), int64(unit)), new(big.Int).SetUint64(ways), total))
		}
	}
	line("three of a kind", t.tripsNet, t.trips)
	// spreads side by side alike in pay and raise share a line
	for from := 1; from <= maxSpread; {
		to := from
		for to < maxSpread && t.winNet[to+1] == t.winNet[from] && t.raises(to+1) == t.raises(from) {
			to++
		}
		var win, lose, raisedWin, raisedLose uint64
		for s := from; s <= to; s++ {
			win, lose, raisedWin, raisedLose = win+t.win[s], lose+t.lose[s], raisedWin+t.raisedWin[s], raisedLose+t.raisedLose[s]
		}
		name := fmt.Sprintf("spread of %d", from)
		if to > from {
			name = fmt.Sprintf("spreads of %d to %d", from, to)
		}
		line(name+", third card between", t.winNet[from], win)
		line(name+", third card outside", t.loseNet[from], lose)
		line(name+", raised, third card between", 2*t.winNet[from], raisedWin)
		line(name+", raised, third card outside", 2*t.loseNet[from], raisedLose)
		from = to + 1
	}
	line(pairPush, 0, t.pushes[pairPush])
	line(consecutive, 0, t.pushes[consecutive])
	var raised uint64
	for s := range t.raisedWin {
		raised += t.raisedWin[s] + t.raisedLose[s]
	}
	w.Staked = new(big.Rat).Add(analysis.Int(1), new(big.Rat).SetFrac(new(big.Int).SetUint64(raised), total))
	return w
}

// strategy is the raise by spread (66(3)).
func (t *tally) strategy() analysis.Strategy {
	st := analysis.Strategy{Title: "raise or stand on a spread", Section: "66(3), 67",
		Columns: []string{"spread", "pays", "probability the third card is between", "expected net per unit", "decision"}}
	for s := 1; s <= maxSpread; s++ {
		win := t.win[s] + t.raisedWin[s]
		all := win + t.lose[s] + t.raisedLose[s]
		if all == 0 {
			continue
		}
		p := new(big.Rat).SetFrac(new(big.Int).SetUint64(win), new(big.Int).SetUint64(all))
		ev := new(big.Rat).Sub(new(big.Rat).Mul(p, big.NewRat(int64(t.winNet[s]), int64(unit))),
			new(big.Rat).Mul(new(big.Rat).Sub(analysis.Int(1), p), big.NewRat(int64(-t.loseNet[s]), int64(unit))))
		st.Rows = append(st.Rows, []string{fmt.Sprint(s), analysis.Pays(big.NewRat(int64(t.winNet[s]), int64(unit))),
			p.FloatString(6), ev.FloatString(6), t.raises(s)})
	}
	st.Notes = []string{"the player raises by the whole initial wager where the expected net is positive, and stands elsewhere"}
	return st
}
