package blackjack

import (
	"fmt"
	"math/big"
	"slices"
	"sync"

	"croupier/analysis"
	"croupier/card"
	"croupier/game"
	"croupier/money"
)

// sideWagers are the exact figures of every side bet of 21.1–21.4, offered
// at the table or not (a note says which), under r's decks, progressive pay
// table and jackpot: twelve-sixteen, progressive, sevens, over-13 and
// under-13, in the order they settle. Multi-Action Blackjack has none
// (26.2).
//
// A side bet settles on the first cards of the box's first hand (rulings
// B6–B9), which are a uniformly drawn ordered sample of the shoe whatever
// the other boxes and the dealer take between them: each wager is counted
// over every ordered deal of the cards it looks at, from the shoe of r's
// decks, by the engine's own pay tables and settlement helpers. The
// progressive (21.2) and sevens (21.3) wagers may look past the first two
// cards: the count assumes the player takes a card to his first hand
// whenever a line of more cards is still possible and the hand can take
// one (a hit; a split or a double gives the hand its next card too), the
// play that returns the most on the wager, and with peek a dealer
// Blackjack ends the round on the first two cards, the dealer's two cards
// then enumerated too (22, 26).
func sideWagers(r Rules) ([]analysis.Wager, error) {
	switch {
	case r.MultiAction:
		return nil, nil // 26.2: no side bets
	case r.Decks < 1 || r.Decks > 8:
		return nil, &game.OptionError{Option: "decks", Section: "13", Msg: fmt.Sprintf("blackjack is played with 1 to 8 decks, not %d", r.Decks)}
	case r.ProgressiveTable < 1 || r.ProgressiveTable > len(progressiveTables):
		return nil, &game.OptionError{Option: "progressive-table", Section: "21.2", Msg: fmt.Sprintf("the progressive wager pays by table 1, 2 or 3, not %d", r.ProgressiveTable)}
	case r.Jackpot < 0:
		return nil, &game.OptionError{Option: "jackpot", Section: "21.2", Msg: fmt.Sprintf("the progressive jackpot %d is negative", r.Jackpot)}
	}
	ws := []analysis.Wager{twelveSixteen(r), progressiveWager(r), sevensWager(r), overUnder(r, Over13), overUnder(r, Under13)}
	for i := range ws {
		j := slices.Index(sideIDs[:], ws[i].ID)
		ws[i].Section = sideSection[j]
		ws[i].Place = []string{ws[i].ID, "main"} // a side bet goes with a main wager (17)
		ws[i].Count = []string{ws[i].ID}
		switch {
		case !r.offers(sideOption[j]):
			ws[i].Note = "not offered at this table (option side-bets); " + ws[i].Note
			ws[i].Unplayed = "not offered at this table (option side-bets)"
		case ws[i].ID == "progressive" || ws[i].ID == "sevens":
			// A simulation plays main's strategy, which stands where
			// these figures draw for the side bet's later lines.
			ws[i].Unplayed = "its figure assumes the player draws for the side bet's later cards; the simulation plays main's best strategy"
		}
	}
	return ws, nil
}

// offeredSides is sideWagers' figures of the side bets the table offers.
func offeredSides(r Rules) ([]analysis.Wager, error) {
	ws, err := sideWagers(r)
	if err != nil {
		return nil, err
	}
	return slices.DeleteFunc(ws, func(w analysis.Wager) bool {
		return !r.offers(sideOption[slices.Index(sideIDs[:], w.ID)])
	}), nil
}

// An sideOutcome is one line of a side bet's figures: its name and net per
// unit wagered.
type sideOutcome struct {
	name string
	net  *big.Rat
}

func sideRat(r money.Ratio) *big.Rat { return big.NewRat(r.Num, r.Den) }

// wager writes outcomes with their counts out of every deal d counted.
func (d *firstDeal) wager(id, title, note string, outs []sideOutcome) analysis.Wager {
	w := analysis.Wager{ID: id, Title: title, Note: note}
	for i, o := range outs {
		w.Lines = append(w.Lines, analysis.CountLine(o.name, o.net, d.ways[i], d.total))
	}
	return w
}

// twelveSixteen is 21.1: the first two cards totalled as a Blackjack hand
// (ruling B6) win from 12 to 16, two aces or two eights 2 to 1.
func twelveSixteen(r Rules) analysis.Wager {
	outs := []sideOutcome{
		{"two aces or two eights", sideRat(payAces8s)},
		{"another total of 12 to 16", sideRat(payTwelve16)},
		{"a total under 12 or over 16", analysis.Int(-1)},
	}
	d := countFirst(r, 2, nil, func(cs []card.Card) int {
		switch t, _ := total(cs[:2]); {
		case t < 12 || t > 16:
			return 2
		case sameOf(cs[:2], card.Ace, 8):
			return 0
		}
		return 1
	})
	return d.wager(TwelveSixteen, "", fmt.Sprintf("every ordered pair of first cards: %s", sideThousands(d.total)), outs)
}

// overUnder is 21.4's over-13 or under-13: the first two cards' total, aces
// 1; exactly 13 loses both (ruling B9).
func overUnder(r Rules, id string) analysis.Wager {
	outs := []sideOutcome{{"a total over 13", sideRat(payOverUnder)}, {"exactly 13 (ruling B9)", analysis.Int(-1)}, {"a total under 13", analysis.Int(-1)}}
	if id == Under13 {
		outs[0].net, outs[2].net = outs[2].net, outs[0].net
	}
	d := countFirst(r, 2, nil, func(cs []card.Card) int {
		switch t := value(cs[0]) + value(cs[1]); {
		case t > 13:
			return 0
		case t == 13:
			return 1
		}
		return 2
	})
	return d.wager(id, "", fmt.Sprintf("every ordered pair of first cards: %s", sideThousands(d.total)), outs)
}

// sevensWager is 21.3: the highest line the first three cards win (ruling
// G3), a seven as the first card paying 3 to 1 (ruling B8).
func sevensWager(r Rules) analysis.Wager {
	var outs []sideOutcome
	for _, l := range sevensTable {
		outs = append(outs, sideOutcome{l.Name, sideRat(l.Odds)})
	}
	outs = append(outs, sideOutcome{"loses: no seven as the first card", analysis.Int(-1)})
	d := countFirst(r, 3, opens(len(progressiveTables)), func(cs []card.Card) int {
		if w := wins(sevensTable, cs); len(w) > 0 {
			return slices.IndexFunc(sevensTable, func(l line) bool { return l.Name == w[0].Name })
		}
		return len(sevensTable)
	})
	return d.wager(Sevens, "", "the player takes a third card (a hit, a split or a double) whenever his first two cards are two sevens, "+
		"the third card being the first card drawn to his first hand after the two (ruling B8); "+d.method(), outs)
}

// progressiveWager is 21.2 by the table's pay table: the award worth the
// most of the lines the first cards win (ruling G3), a percentage valued at
// the jackpot option, on the $1 wager (G2).
func progressiveWager(r Rules) analysis.Wager {
	table := progressiveTables[r.ProgressiveTable-1]
	jp := game.Jackpot{Amount: r.Jackpot}
	stake := fixed[slices.Index(sideIDs[:], Progressive)]
	awards := make([]money.Amount, len(table))
	var outs []sideOutcome
	for i, l := range table {
		awards[i] = l.Prize
		name := fmt.Sprintf("%s ($%s)", l.Name, l.Prize)
		if l.Pct > 0 {
			awards[i], _ = jp.Value(l.Pct)
			name = fmt.Sprintf("%s (%d%% of the jackpot: $%s)", l.Name, l.Pct, awards[i])
			if awards[i] == 0 {
				name += ", a push"
			}
		}
		outs = append(outs, sideOutcome{name, big.NewRat(int64(awards[i]), int64(stake))})
	}
	outs = append(outs, sideOutcome{"loses: no line", analysis.Int(-1)})
	d := countFirst(r, sideMaxCards(table), opens(r.ProgressiveTable-1), func(cs []card.Card) int {
		best := len(table)
		for _, l := range wins(table, cs) {
			i := slices.IndexFunc(table, func(x line) bool { return x.Name == l.Name })
			if best == len(table) || awards[i] > awards[best] {
				best = i
			}
		}
		return best
	})
	note := fmt.Sprintf("one $1 wager at a jackpot of $%s (option jackpot), each percentage line valued at it: how the jackpot grows, "+
		"resets to the seed after a 100%% award and pays several winners of one round in seat order (ruling G2) is left aside; "+
		"paid on the line worth the most (ruling G3); the player takes a card to his first hand whenever a line of more cards is "+
		"still possible (ruling B7: hits and a double card count), the play that returns the most on this wager; %s", r.Jackpot, d.method())
	return d.wager(Progressive, fmt.Sprintf("pay table %d of 21.2", r.ProgressiveTable), note, outs)
}

// sideMaxCards is the most first cards a line of table looks at.
func sideMaxCards(table []line) int {
	m := 0
	for _, l := range table {
		m = max(m, l.Cards)
	}
	return m
}

// A firstDeal counts a side bet's outcomes over every ordered deal of the
// first m cards of a box's first hand, and with peek of the dealer's two
// cards, from a shoe: ways[o] of the total deals end in sideOutcome o.
type firstDeal struct {
	left   [53]int64 // cards of each face still in the shoe
	n      int64     // cards still in the shoe
	m      int       // the most first cards the wager looks at
	dealer bool      // peek and m > 2: a dealer Blackjack stops the hand on two cards
	open   *openSets
	settle func(cs []card.Card) int
	cs     [nFirst]card.Card
	ways   []int64
	total  int64
}

// countFirst counts settle's outcomes over every ordered deal of the first
// m cards from r's shoe. With m > 2 the hand takes a further card while
// open holds a prefix of a line of more cards and the hand is not complete
// (a Blackjack, a hard 21, a bust: 22); with peek the dealer's two cards
// are dealt too, and a dealer Blackjack ends the round on two cards.
func countFirst(r Rules, m int, open *openSets, settle func(cs []card.Card) int) *firstDeal {
	d := &firstDeal{m: m, dealer: r.Peek && m > 2, open: open, settle: settle, ways: make([]int64, 16)}
	for c := card.Card(1); c <= 52; c++ {
		d.left[c] = int64(r.Decks)
	}
	d.n = 52 * int64(r.Decks)
	extra := 0
	if d.dealer {
		extra = 2
	}
	d.total = sideFall(d.n, m+extra)
	d.walk(0, 1)
	return d
}

// method says what a count enumerated.
func (d *firstDeal) method() string {
	s := fmt.Sprintf("every ordered deal of the first %d cards of the box's first hand: %s", d.m, sideThousands(d.total))
	if d.dealer {
		s = fmt.Sprintf("with peek (22, 26), a dealer Blackjack ending the round on the first two cards: every ordered deal of the box's first %d cards and the dealer's two: %s", d.m, sideThousands(d.total))
	}
	return s
}

// sideFall is n × (n−1) × … k factors: the ordered deals of k cards of n.
func sideFall(n int64, k int) int64 {
	p := int64(1)
	for i := range k {
		p *= n - int64(i)
	}
	return p
}

// naturals are the ordered pairs of the shoe's cards left that make a
// dealer Blackjack: an ace and a ten-value card either way (15).
func (d *firstDeal) naturals() int64 {
	var aces, tens int64
	for c := card.Card(1); c <= 52; c++ {
		switch {
		case c.Rank() == card.Ace:
			aces += d.left[c]
		case value(c) == 10:
			tens += d.left[c]
		}
	}
	return 2 * aces * tens
}

// walk deals the k-th first card in every way, w the ordered deals of the k
// cards dealt so far.
func (d *firstDeal) walk(k int, w int64) {
	if k >= 2 {
		cs := d.cs[:k]
		draw := k < d.m && d.open.has(cs) && !completeFirst(cs)
		switch {
		case !draw && (!d.dealer || k == 2):
			// the cards after (and with peek the dealer's two) are free
			extra := 0
			if d.dealer {
				extra = 2
			}
			d.ways[d.settle(cs)] += w * sideFall(d.n, d.m-k+extra)
			return
		case !draw: // reached with peek past two cards: no dealer Blackjack
			d.ways[d.settle(cs)] += w * (sideFall(d.n, 2) - d.naturals()) * sideFall(d.n-2, d.m-k)
			return
		case d.dealer && k == 2: // a dealer Blackjack stops the hand on two cards
			d.ways[d.settle(cs)] += w * d.naturals() * sideFall(d.n-2, d.m-2)
		}
	}
	for c := card.Card(1); c <= 52; c++ {
		x := d.left[c]
		if x == 0 {
			continue
		}
		d.cs[k] = c
		d.left[c]--
		d.n--
		d.walk(k+1, w*x)
		d.left[c]++
		d.n++
	}
}

// completeFirst reports whether the first hand of cards cs, never split,
// takes no more card: a Blackjack, a hard 21 or a bust (22).
func completeFirst(cs []card.Card) bool {
	h := hand{id: 1}
	for _, c := range cs {
		h.add(c)
	}
	return h.complete()
}

// openSets are, by number of cards, the first cards (as sorted multisets)
// that some line of more cards may still win with: a hand holding them
// takes another card. A set holding more than the shoe can deal only makes
// the hand draw a card that changes nothing.
type openSets [nFirst]map[uint64]bool

func (o *openSets) has(cs []card.Card) bool {
	return o != nil && o[len(cs)][firstKey(cs)]
}

// firstKey packs the sorted cards cs into an integer.
func firstKey(cs []card.Card) uint64 {
	var s [nFirst]card.Card
	t := s[:len(cs)]
	copy(t, cs)
	slices.Sort(t)
	var k uint64
	for _, c := range t {
		k = k<<8 | uint64(c)
	}
	return k
}

var (
	openOnce [len(progressiveTables) + 1]sync.Once
	openSet  [len(progressiveTables) + 1]*openSets
)

// opens returns the open sets of progressive table i, or with i 3 of the
// sevens table, worked out once.
func opens(i int) *openSets {
	openOnce[i].Do(func() {
		table := sevensTable
		if i < len(progressiveTables) {
			table = progressiveTables[i]
		}
		openSet[i] = openOf(table)
	})
	return openSet[i]
}

// openOf finds the open sets of table: every multiset of cards, as many
// as a line of three or more cards looks at, that wins the line (every
// line's match ignores the order of the cards, as "first N cards" does),
// gives each of its sub-multisets of two cards or more.
func openOf(table []line) *openSets {
	o := new(openSets)
	for j := range o {
		o[j] = map[uint64]bool{}
	}
	var cs [nFirst]card.Card
	var rec func(k, m int, from card.Card, l line)
	rec = func(k, m int, from card.Card, l line) {
		if k == m {
			if l.match(cs[:m]) {
				for mask := 1; mask < 1<<m; mask++ {
					var sub []card.Card
					for i := range m {
						if mask&(1<<i) != 0 {
							sub = append(sub, cs[i])
						}
					}
					if len(sub) >= 2 && len(sub) < m {
						o[len(sub)][firstKey(sub)] = true
					}
				}
			}
			return
		}
		for c := from; c <= 52; c++ {
			cs[k] = c
			rec(k+1, m, c, l)
		}
	}
	for _, l := range table {
		if l.Cards >= 3 {
			rec(0, l.Cards, 1, l)
		}
	}
	return o
}

// sideThousands writes n with commas: 2,598,960.
func sideThousands(n int64) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
