package blackjack

import (
	"croupier/card"
	"croupier/game"
	"croupier/money"
)

// A line is one line of a side bet's pay table: it wins when the first Cards
// cards of the box match. It pays Pct percent of the progressive jackpot,
// Prize cents of winnings (a dollar prize on a $1 wager is the winnings, the
// wager returned too, ruling G2), or Odds.
type line struct {
	Cards int
	Name  string
	Pct   int64
	Prize money.Amount
	Odds  money.Ratio
	match func(cs []card.Card) bool
}

func suited(cs []card.Card) bool {
	for _, c := range cs[1:] {
		if c.Suit() != cs[0].Suit() {
			return false
		}
	}
	return true
}

func red(c card.Card) bool { return c.Suit() == card.Hearts || c.Suit() == card.Diamonds }

// ranks reports whether cs are exactly the ranks rs, one card each, in any
// order.
func ranks(cs []card.Card, rs ...card.Rank) bool {
	if len(cs) != len(rs) {
		return false
	}
	var seen [card.Ace + 1]int
	for _, c := range cs {
		seen[c.Rank()]++
	}
	for _, r := range rs {
		if seen[r] != 1 {
			return false
		}
	}
	return true
}

// same returns the rank all of cs share, or 0.
func same(cs []card.Card) card.Rank {
	for _, c := range cs[1:] {
		if c.Rank() != cs[0].Rank() {
			return 0
		}
	}
	return cs[0].Rank()
}

// sameOf reports whether cs are all of one rank among rs.
func sameOf(cs []card.Card, rs ...card.Rank) bool {
	r := same(cs)
	for _, x := range rs {
		if r == x {
			return true
		}
	}
	return false
}

func allRed(cs []card.Card) bool {
	for _, c := range cs {
		if !red(c) {
			return false
		}
	}
	return true
}

func allBlack(cs []card.Card) bool {
	for _, c := range cs {
		if red(c) {
			return false
		}
	}
	return true
}

const (
	two   card.Rank = 2
	three card.Rank = 3
	four  card.Rank = 4
	five  card.Rank = 5
	six   card.Rank = 6
)

// progressiveTables are the three pay tables of 21.2 (rulings B7, G2), in the
// by-law's order.
var progressiveTables = [3][]line{
	{ // 21.2(1)
		{Cards: 5, Name: "ace, two, three, four, five, same suit", Pct: 100, match: func(cs []card.Card) bool { return suited(cs) && ranks(cs, card.Ace, two, three, four, five) }},
		{Cards: 4, Name: "two, three, four, five, same suit", Prize: 500000, match: func(cs []card.Card) bool { return suited(cs) && ranks(cs, two, three, four, five) }},
		{Cards: 3, Name: "four, five, six, same suit", Prize: 50000, match: func(cs []card.Card) bool { return suited(cs) && ranks(cs, four, five, six) }},
		{Cards: 2, Name: "ace, jack, same suit", Prize: 5000, match: func(cs []card.Card) bool { return suited(cs) && ranks(cs, card.Ace, card.Jack) }},
		{Cards: 2, Name: "Blackjack, same suit", Prize: 1000, match: func(cs []card.Card) bool { return suited(cs) && natural(cs) }},
		{Cards: 2, Name: "pair of aces, kings, queens, jacks or tens", Prize: 300, match: func(cs []card.Card) bool {
			return sameOf(cs, card.Ace, card.King, card.Queen, card.Jack, card.Ten)
		}},
		{Cards: 2, Name: "Blackjack, first cards", Prize: 200, match: natural},
	},
	{ // 21.2(2)
		{Cards: 4, Name: "4 red aces or 4 black aces", Pct: 100, match: func(cs []card.Card) bool { return same(cs) == card.Ace && (allRed(cs) || allBlack(cs)) }},
		{Cards: 3, Name: "3 aces, same suit", Prize: 250000, match: func(cs []card.Card) bool { return same(cs) == card.Ace && suited(cs) }},
		{Cards: 3, Name: "3 aces", Prize: 25000, match: func(cs []card.Card) bool { return same(cs) == card.Ace }},
		{Cards: 2, Name: "2 aces, same suit", Prize: 10000, match: func(cs []card.Card) bool { return same(cs) == card.Ace && suited(cs) }},
		{Cards: 2, Name: "2 aces", Prize: 2500, match: func(cs []card.Card) bool { return same(cs) == card.Ace }},
	},
	{ // 21.2(3)
		{Cards: 5, Name: "ace, two, three, four, five, same suit", Pct: 100, match: func(cs []card.Card) bool { return suited(cs) && ranks(cs, card.Ace, two, three, four, five) }},
		{Cards: 4, Name: "4 fives, fours, threes or twos, red", Pct: 10, match: func(cs []card.Card) bool { return sameOf(cs, five, four, three, two) && allRed(cs) }},
		{Cards: 4, Name: "4 fives, fours, threes or twos, black", Pct: 10, match: func(cs []card.Card) bool { return sameOf(cs, five, four, three, two) && allBlack(cs) }},
		{Cards: 3, Name: "3 sixes, fives, fours or threes, same suit", Prize: 100000, match: func(cs []card.Card) bool { return sameOf(cs, six, five, four, three) && suited(cs) }},
		{Cards: 3, Name: "3 sixes, fives, fours or threes", Prize: 25000, match: func(cs []card.Card) bool { return sameOf(cs, six, five, four, three) }},
		{Cards: 2, Name: "2 tens, jacks, queens or kings, same suit", Prize: 2500, match: func(cs []card.Card) bool {
			return sameOf(cs, card.Ten, card.Jack, card.Queen, card.King) && suited(cs)
		}},
	},
}

// sevensTable is the pay table of 21.3 (ruling B8: a seven as the first card
// pays 3 to 1).
var sevensTable = []line{
	{Cards: 3, Name: "3 sevens, same suit", Odds: money.To(5000, 1), match: func(cs []card.Card) bool { return same(cs) == 7 && suited(cs) }},
	{Cards: 3, Name: "3 sevens", Odds: money.To(500, 1), match: func(cs []card.Card) bool { return same(cs) == 7 }},
	{Cards: 2, Name: "2 sevens, same suit", Odds: money.To(100, 1), match: func(cs []card.Card) bool { return same(cs) == 7 && suited(cs) }},
	{Cards: 2, Name: "2 sevens", Odds: money.To(50, 1), match: func(cs []card.Card) bool { return same(cs) == 7 }},
	{Cards: 1, Name: "a seven as the first card", Odds: money.To(3, 1), match: func(cs []card.Card) bool { return cs[0].Rank() == 7 }},
}

// wins returns the lines of table the first cards cs win.
func wins(table []line, cs []card.Card) []line {
	var out []line
	for _, l := range table {
		if len(cs) >= l.Cards && l.match(cs[:l.Cards]) {
			out = append(out, l)
		}
	}
	return out
}

// settleSides settles seat's side bets on the first cards of its first hand
// (21.1–21.4, ruling B7), in the order twelve-sixteen, progressive, sevens,
// over-13, under-13. Progressive awards come from the jackpot in seat order
// (ruling G2).
func (e *Engine) settleSides(out []game.Settlement, seat int) []game.Settlement {
	b := &e.boxes[seat]
	cs := b.first[:b.nf]
	for _, id := range sideIDs {
		stake := e.bets.Amount(seat, "", id)
		if stake == 0 {
			continue
		}
		var s game.Settlement
		switch id {
		case TwelveSixteen: // 21.1, ruling B6: the first 2 cards totalled as a blackjack hand
			t, _ := total(cs[:2])
			switch {
			case t < 12 || t > 16:
				s = game.Lost(seat, id, stake)
			case sameOf(cs[:2], card.Ace, 8):
				s = game.Won(seat, id, stake, payAces8s)
			default:
				s = game.Won(seat, id, stake, payTwelve16)
			}
		case Progressive:
			s = e.progressive(seat, stake, cs)
		case Sevens: // 21.3: highest line only (G3)
			s = game.Lost(seat, id, stake)
			if w := wins(sevensTable, cs); len(w) > 0 {
				s = game.Won(seat, id, stake, w[0].Odds)
			}
		case Over13, Under13: // 21.4: aces 1; exactly 13 loses both (B9)
			t := value(cs[0]) + value(cs[1])
			if (id == Over13 && t > 13) || (id == Under13 && t < 13) {
				s = game.Won(seat, id, stake, payOverUnder)
			} else {
				s = game.Lost(seat, id, stake)
			}
		}
		out = append(out, s)
	}
	return out
}

// progressive settles a progressive wager on the first cards cs by the
// table's 21.2 pay table: the highest award of the lines won (G3), a
// percentage taken from the jackpot, which a 100% award resets to its seed
// (G2). A win of nothing (a percentage of an empty jackpot) is a push.
func (e *Engine) progressive(seat int, stake money.Amount, cs []card.Card) game.Settlement {
	var best money.Amount
	var bestLine *line
	for _, l := range wins(progressiveTables[e.rules.ProgressiveTable-1], cs) {
		award := l.Prize
		if l.Pct > 0 {
			award, _ = e.jackpot.Value(l.Pct)
		}
		if bestLine == nil || award > best {
			l := l
			best, bestLine = award, &l
		}
	}
	if bestLine == nil {
		return game.Lost(seat, Progressive, stake)
	}
	s := game.Settlement{Seat: seat, Wager: Progressive, Stake: stake, Result: game.Win, Net: best}
	if bestLine.Pct > 0 {
		s.Net, s.Rounding = e.jackpot.Award(bestLine.Pct, &e.awards)
	}
	if s.Net == 0 {
		s.Result = game.Push
	}
	return s
}
