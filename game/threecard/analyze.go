package threecard

import (
	"cmp"
	"fmt"
	"math/big"
	"slices"
	"strings"

	"croupier/analysis"
	"croupier/card"
	"croupier/game"
	"croupier/game/combin"
	"croupier/handeval"
	"croupier/money"
)

// Analyze is Three Card Poker's exact analysis under t's options: every
// hand the player may hold against every hand the dealer may hold from the
// cards left, of one deck or two (67.22). The ante is played or folded
// (67.28) as the analysis finds best for each hand, and reported with its
// play wager and the ante bonus (67.29–67.31); pair plus is on the
// player's hand alone (67.32).
func Analyze(t game.Table) (*analysis.Report, error) {
	r := RulesOf(t)
	if err := r.Validate(); err != nil {
		return nil, err
	}
	return report(enumerate(physical(r.Decks)), 52*r.Decks), nil
}

// physical is the cards of decks decks, a card once per deck.
func physical(decks int) []card.Card {
	cards := make([]card.Card, 0, 52*decks)
	for c := card.Card(1); c <= 52; c++ {
		for range decks {
			cards = append(cards, c)
		}
	}
	return cards
}

// A hand is one hand the player may hold and what the dealer's hands do
// against it: of the Dealt hands of the cards the player does not hold,
// Open open (67.29) and Below of them rank below the player's, Equal as
// high (67.24); the rest rank above.
type hand struct {
	Cards              [3]card.Card
	Value              handeval.Value
	Open, Below, Equal int64
}

// A count is every hand of a deck, each hand of three of its physical
// cards once (two decks hold each card twice: a hand may hold a card
// twice, and the dealer may hold a card the player holds), and the number
// of dealer hands each leaves.
type count struct {
	Hands []hand
	Dealt int64 // the dealer's hands of the cards left: C(n−3, 3)
}

// enumerate values every hand of the physical cards deck and counts, for
// each, the dealer's hands that do not open, rank below it and equal it.
//
// It does not pair hands. Each hand is valued once and placed in its class
// (hands of one value); tables count, for every card and every two cards,
// the hands holding them in each class and below. The dealer's hands of
// value below k that share no card with the player's a, b, c are then, by
// inclusion and exclusion over the cards they share,
//
//	all(k) − Σ one(x, k) + Σ two(x, y, k) − [the player's own hand below k]
//
// where one(x, k) counts the hands below k holding card x, two(x, y, k)
// those holding x and y. Cards are physical (a card of the second deck is
// another card), so the same sum counts two decks.
func enumerate(deck []card.Card) *count {
	n := len(deck)
	size := combin.Binomial(n, 3)
	hands := make([][3]uint8, 0, size)
	values := make([]handeval.Value, 0, size)
	cards := make([]card.Card, 3)
	for c := 2; c < n; c++ {
		for b := 1; b < c; b++ {
			for a := 0; a < b; a++ {
				hands = append(hands, [3]uint8{uint8(a), uint8(b), uint8(c)})
				cards[0], cards[1], cards[2] = deck[a], deck[b], deck[c]
				values = append(values, handeval.Three(cards))
			}
		}
	}
	// The classes: the distinct values from the lowest.
	distinct := slices.Clone(values)
	slices.Sort(distinct)
	distinct = slices.Compact(distinct)
	k := len(distinct)
	class := make([]int32, len(values))
	for i, v := range values {
		j, _ := slices.BinarySearch(distinct, v)
		class[i] = int32(j)
	}
	// all[j], one[x][j], two[xy][j]: the hands of class below j (holding
	// x, holding x and y); filled as counts of class j − 1, then summed.
	w := k + 1
	all := make([]int64, w)
	one := make([]int32, n*w)
	two := make([]int16, n*(n-1)/2*w)
	pair := func(a, b uint8) int { return int(b)*(int(b)-1)/2 + int(a) }
	for i, h := range hands {
		j := int(class[i]) + 1
		all[j]++
		for _, x := range h {
			one[int(x)*w+j]++
		}
		two[pair(h[0], h[1])*w+j]++
		two[pair(h[0], h[2])*w+j]++
		two[pair(h[1], h[2])*w+j]++
	}
	for j := 1; j < w; j++ {
		all[j] += all[j-1]
	}
	for x := 0; x < n; x++ {
		row := one[x*w : (x+1)*w]
		for j := 1; j < w; j++ {
			row[j] += row[j-1]
		}
	}
	for p := 0; p < n*(n-1)/2; p++ {
		row := two[p*w : (p+1)*w]
		for j := 1; j < w; j++ {
			row[j] += row[j-1]
		}
	}
	// The lowest class that opens (67.29).
	open, _ := slices.BinarySearchFunc(distinct, true, func(v handeval.Value, _ bool) int {
		if handeval.QueenHighOrBetter(v) {
			return 1
		}
		return -1
	})
	out := &count{Hands: make([]hand, len(hands)), Dealt: combin.Binomial(n-3, 3)}
	for i, h := range hands {
		a, b, c := int(h[0])*w, int(h[1])*w, int(h[2])*w
		ab, ac, bc := pair(h[0], h[1])*w, pair(h[0], h[2])*w, pair(h[1], h[2])*w
		own := int(class[i])
		below := func(j int) int64 {
			s := all[j] - int64(one[a+j]) - int64(one[b+j]) - int64(one[c+j]) +
				int64(two[ab+j]) + int64(two[ac+j]) + int64(two[bc+j])
			if own < j {
				s--
			}
			return s
		}
		nq := below(open)
		x := hand{Cards: [3]card.Card{deck[h[0]], deck[h[1]], deck[h[2]]}, Value: values[i], Open: out.Dealt - nq}
		if own >= open {
			// Hands below the player's that do not open are no win of
			// his: the ante wins on them whatever he holds (67.29).
			x.Below = below(own) - nq
			x.Equal = below(own+1) - below(own)
		}
		out.Hands[i] = x
	}
	return out
}

// The outcomes of an ante, in the order reported.
const (
	folds = iota
	notOpen
	beats
	ties
	loses
	numOutcomes
)

var outcomeNames = [numOutcomes]string{"folds", "dealer does not open", "beats the dealer", "ties the dealer", "loses to the dealer"}

// bonusOrder is the ante bonus's hands (67.31), then none.
var bonusOrder = []handeval.Category{handeval.StraightFlush, handeval.ThreeOfAKind, handeval.Straight, handeval.NoHand}

// rat is a pay's odds as a rational.
func rat(r money.Ratio) *big.Rat { return big.NewRat(r.Num, r.Den) }

// net is the ante's net per unit on outcome o with the ante bonus of a
// hand of category c (zero for a hand without one): the ante and the play
// wager (67.29, 67.30) and the bonus (67.31).
func net(o int, c handeval.Category) *big.Rat {
	x := new(big.Rat)
	switch o {
	case folds:
		return analysis.Int(-1)
	case notOpen:
		x.Set(rat(payAnte)) // the play wager pushes
	case beats:
		x.Add(rat(payAnte), rat(payPlay))
	case loses:
		x.SetInt64(-2)
	}
	if b, ok := payBonus[c]; ok {
		x.Add(x, rat(b))
	}
	return x
}

// A payoff is the ante's nets on each outcome for each ante bonus hand,
// exact and as integers over a common denominator, so that a hand's
// decision compares integers.
type payoff struct {
	net    [numOutcomes][4]*big.Rat
	scaled [numOutcomes][4]int64 // net × den
	den    int64
}

func newPayoff() *payoff {
	p := &payoff{den: 1}
	for o := range numOutcomes {
		for b, cat := range bonusOrder {
			p.net[o][b] = net(o, cat)
			d := p.net[o][b].Denom().Int64()
			p.den = p.den / gcd(p.den, d) * d
		}
	}
	for o := range numOutcomes {
		for b := range bonusOrder {
			x := new(big.Rat).Mul(p.net[o][b], analysis.Int(p.den))
			p.scaled[o][b] = x.Num().Int64()
		}
	}
	return p
}

func gcd(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// bonusIndex is the place of a hand of category cat in bonusOrder.
func bonusIndex(cat handeval.Category) int {
	if i := slices.Index(bonusOrder, cat); i >= 0 {
		return i
	}
	return len(bonusOrder) - 1
}

// outcomes are the deals of each outcome for hand h when played.
func (c *count) outcomes(h hand) (o [numOutcomes]int64) {
	o[notOpen] = c.Dealt - h.Open
	o[beats] = h.Below
	o[ties] = h.Equal
	o[loses] = h.Open - h.Below - h.Equal
	return o
}

// gain compares what playing h returns with what folding it does, the
// expected nets over the dealer's hands compared exactly: +1 when playing
// returns more, 0 when as much, −1 when less.
func (c *count) gain(p *payoff, h hand) int {
	b := bonusIndex(h.Value.Category())
	o := c.outcomes(h)
	var play int64
	for i := notOpen; i < numOutcomes; i++ {
		play += p.scaled[i][b] * o[i]
	}
	return cmp.Compare(play, p.scaled[folds][b]*c.Dealt)
}

// report writes the figures of c's hands, dealt from n cards.
func report(c *count, n int) *analysis.Report {
	hands, dealt := int64(len(c.Hands)), c.Dealt
	total := new(big.Int).Mul(big.NewInt(hands), big.NewInt(dealt))
	// counts[o][b]: deals of outcome o with bonus hand bonusOrder[b].
	var counts [numOutcomes][4]int64
	p := newPayoff()
	pp := map[handeval.Category]int64{}
	played := int64(0)
	s := newSummary()
	for _, h := range c.Hands {
		cat := h.Value.Category()
		pp[cat]++
		g := c.gain(p, h)
		play := g > 0 // as much either way: fold, the smaller stake
		s.add(h, play)
		if g == 0 {
			s.equal++
		}
		if !play {
			counts[folds][len(bonusOrder)-1] += dealt
			continue
		}
		played++
		b, o := bonusIndex(cat), c.outcomes(h)
		for i := notOpen; i < numOutcomes; i++ {
			counts[i][b] += o[i]
		}
	}
	ante := analysis.Wager{ID: "ante", Title: "ante and play", Section: "67.26, 67.28–67.31",
		Staked: new(big.Rat).SetFrac(big.NewInt(hands+played), big.NewInt(hands)),
		Note: "the play wager (67.28) is part of this figure: the player plays or folds each hand as the analysis finds best " +
			"(the strategy below); the ante bonus (67.31) is part of the ante's net"}
	for o := range numOutcomes {
		for b, cat := range bonusOrder {
			if counts[o][b] == 0 {
				continue
			}
			name := outcomeNames[o]
			if r, ok := payBonus[cat]; ok {
				name = fmt.Sprintf("%s, %s (ante bonus %s)", name, cat, r)
			}
			ante.Lines = append(ante.Lines, analysis.NewLine(name, p.net[o][b], big.NewInt(counts[o][b]), total))
		}
	}
	pairPlus := analysis.Wager{ID: "pair-plus", Section: "67.32",
		Note: "on the player's hand alone, whatever the dealer holds and whether the player folds or not (ruling P4)"}
	lost := hands
	for _, cat := range []handeval.Category{handeval.StraightFlush, handeval.ThreeOfAKind, handeval.Straight, handeval.Flush, handeval.Pair} {
		r := payPairPlus[cat]
		lost -= pp[cat]
		pairPlus.Lines = append(pairPlus.Lines, analysis.CountLine(fmt.Sprintf("%s, %s", cat, r), rat(r), pp[cat], hands))
	}
	pairPlus.Lines = append(pairPlus.Lines, analysis.CountLine("loses", analysis.Int(-1), lost, hands))
	return &analysis.Report{
		Game: Spec.ID,
		Method: fmt.Sprintf("every hand of the player against every hand of the dealer from the %d cards left: %s × %s deals (67.27)",
			n-3, analysis.Thousands(hands), analysis.Thousands(dealt)),
		Wagers:     []analysis.Wager{ante, pairPlus},
		Strategies: []analysis.Strategy{s.strategy()},
	}
}

// A summary gathers the decisions per category for the strategy table.
type summary struct {
	play, fold map[handeval.Category]int64
	// The lowest hand played and the highest folded, when there is one.
	lowPlay, highFold hand
	anyPlay, anyFold  bool
	equal             int64 // hands whose play returns what folding does
}

func newSummary() *summary {
	return &summary{play: map[handeval.Category]int64{}, fold: map[handeval.Category]int64{}}
}

func (s *summary) add(h hand, play bool) {
	cat := h.Value.Category()
	if play {
		s.play[cat]++
		if !s.anyPlay || h.Value < s.lowPlay.Value {
			s.lowPlay, s.anyPlay = h, true
		}
		return
	}
	s.fold[cat]++
	if !s.anyFold || h.Value > s.highFold.Value {
		s.highFold, s.anyFold = h, true
	}
}

// categories are 67.23's combinations from the highest, then the hands
// without one.
var categories = []handeval.Category{handeval.StraightFlush, handeval.ThreeOfAKind, handeval.Straight, handeval.Flush, handeval.Pair, handeval.HighCard}

func (s *summary) strategy() analysis.Strategy {
	st := analysis.Strategy{Title: "Play or fold, the play that returns the most for each hand", Section: "67.28",
		Columns: []string{"hand", "played", "folded"}}
	for _, cat := range categories {
		st.Rows = append(st.Rows, []string{cat.String(), analysis.Thousands(s.play[cat]), analysis.Thousands(s.fold[cat])})
	}
	switch {
	case !s.anyPlay:
		st.Notes = append(st.Notes, "fold every hand")
	case !s.anyFold:
		st.Notes = append(st.Notes, "play every hand")
	case s.highFold.Value < s.lowPlay.Value:
		st.Notes = append(st.Notes, fmt.Sprintf("play %s or better, fold below: the lowest hand played is %s, the highest folded %s",
			ranks(s.lowPlay.Cards), ranks(s.lowPlay.Cards), ranks(s.highFold.Cards)))
	default:
		st.Notes = append(st.Notes, fmt.Sprintf("no single threshold: the lowest hand played is %s (%s), the highest folded %s (%s)",
			ranks(s.lowPlay.Cards), card.Format(s.lowPlay.Cards[:]), ranks(s.highFold.Cards), card.Format(s.highFold.Cards[:])))
	}
	if s.equal > 0 {
		st.Notes = append(st.Notes, fmt.Sprintf("%s hands return as much played as folded; they are folded", analysis.Thousands(s.equal)))
	}
	return st
}

// ranks writes a hand's ranks from the highest: "Q-6-4".
func ranks(cs [3]card.Card) string {
	rs := []card.Rank{cs[0].Rank(), cs[1].Rank(), cs[2].Rank()}
	slices.Sort(rs)
	slices.Reverse(rs)
	parts := make([]string, len(rs))
	for i, r := range rs {
		parts[i] = strings.TrimSuffix(card.New(r, 0).String(), "c")
	}
	return strings.Join(parts, "-")
}
