package letitride

import (
	"encoding/json"
	"fmt"
	"math/big"
	"slices"
	"strings"
	"sync"
	"testing"

	"croupier/analysis"
	"croupier/card"
	"croupier/game"
	"croupier/game/combin"
	"croupier/handeval"
	"croupier/money"
)

// byLawPays is 67.8's table, written here from the by-law: what a bet wins
// on a final hand of each combination, a pair being one of tens or better
// (67.7).
var byLawPays = map[handeval.Category]int64{
	handeval.RoyalFlush: 1000, handeval.StraightFlush: 200, handeval.FourOfAKind: 50, handeval.FullHouse: 11,
	handeval.Flush: 8, handeval.Straight: 5, handeval.ThreeOfAKind: 3, handeval.TwoPairs: 2, handeval.Pair: 1,
}

// byLawBonus is 67.9's table in dollars, written here from the by-law;
// industryBonus the option bonus-table industry's, from its doc.
var (
	byLawBonus = map[handeval.Category]int64{
		handeval.RoyalFlush: 20_000, handeval.StraightFlush: 2_000, handeval.FourOfAKind: 200, handeval.FullHouse: 100,
		handeval.Flush: 50, handeval.Straight: 25,
	}
	industryBonus = map[handeval.Category]int64{
		handeval.RoyalFlush: 20_000, handeval.StraightFlush: 2_000, handeval.FourOfAKind: 400, handeval.FullHouse: 200,
		handeval.Flush: 50, handeval.Straight: 25, handeval.ThreeOfAKind: 5,
	}
)

func table(t testing.TB, opts string) game.Table {
	t.Helper()
	var raw map[string]json.RawMessage
	if err := json.Unmarshal([]byte(opts), &raw); err != nil {
		t.Fatal(err)
	}
	tb, err := Spec.ParseTable(raw)
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

// enumerations are the full decks' counts, made once for the tests.
var enumerations struct {
	sync.Mutex
	decks [3]*count
}

func enumerated(decks int) *count {
	enumerations.Lock()
	defer enumerations.Unlock()
	if enumerations.decks[decks] == nil {
		enumerations.decks[decks] = fullDeck(decks).enumerate()
	}
	return enumerations.decks[decks]
}

// analyzed is Analyze under opts, its enumeration made once per number of
// decks.
func analyzed(t testing.TB, opts string) *analysis.Report {
	t.Helper()
	r := RulesOf(table(t, opts))
	if err := r.Validate(); err != nil {
		t.Fatal(err)
	}
	rep := enumerated(r.Decks).report(r)
	if err := rep.Check(); err != nil {
		t.Fatal(err)
	}
	return rep
}

// A final is a five-card hand's outcome as the tests count it: its
// category, a pair split into tens or better (67.7) and lower.
type final struct {
	cat  handeval.Category
	high bool // a pair of tens or better
}

// poker counts every five-card hand of copies decks by its ranks, worked by
// hand without dealing one: a multiset of five ranks (a rank up to 4 ×
// copies times) stands for Π C(4·copies, n_r) hands, of which
// 4 · Π C(copies, n_r) hold one suit (each card of a suit is there copies
// times). The one-suit hands are flushes, straight flushes on five
// consecutive ranks, unless the ranks make four of a kind or a full house
// (67.2); five cards of a rank are four of a kind (ruling P11).
func poker(copies int) map[final]int64 {
	out := map[final]int64{}
	var counts [card.Ace + 1]int
	var walk func(r card.Rank, left int)
	walk = func(r card.Rank, left int) {
		if r > card.Ace {
			if left == 0 {
				classify(out, counts, copies)
			}
			return
		}
		for n := 0; n <= left && n <= 4*copies; n++ {
			counts[r] = n
			walk(r+1, left-n)
		}
		counts[r] = 0
	}
	walk(2, 5)
	return out
}

func classify(out map[final]int64, counts [card.Ace + 1]int, copies int) {
	hands, suited := int64(1), int64(4)
	var pattern []int
	var ranks []card.Rank
	pairRank := card.Rank(0)
	for r := card.Rank(2); r <= card.Ace; r++ {
		if n := counts[r]; n > 0 {
			hands *= combin.Binomial(4*copies, n)
			suited *= combin.Binomial(copies, n)
			pattern = append(pattern, n)
			ranks = append(ranks, r)
			if n == 2 {
				pairRank = r
			}
		}
	}
	slices.Sort(pattern)
	slices.Reverse(pattern)
	add := func(c handeval.Category, n int64) {
		out[final{cat: c, high: c == handeval.Pair && pairRank >= card.Ten}] += n
	}
	switch {
	case pattern[0] >= 4:
		add(handeval.FourOfAKind, hands)
	case slices.Equal(pattern, []int{3, 2}):
		add(handeval.FullHouse, hands)
	case pattern[0] == 3:
		add(handeval.Flush, suited)
		add(handeval.ThreeOfAKind, hands-suited)
	case slices.Equal(pattern, []int{2, 2, 1}):
		add(handeval.Flush, suited)
		add(handeval.TwoPairs, hands-suited)
	case pattern[0] == 2:
		add(handeval.Flush, suited)
		add(handeval.Pair, hands-suited)
	default:
		straight := ranks[4]-ranks[0] == 4 || slices.Equal(ranks, []card.Rank{2, 3, 4, 5, card.Ace})
		switch {
		case straight && ranks[0] == card.Ten:
			add(handeval.RoyalFlush, suited)
			add(handeval.Straight, hands-suited)
		case straight:
			add(handeval.StraightFlush, suited)
			add(handeval.Straight, hands-suited)
		default:
			add(handeval.Flush, suited)
			add(handeval.HighCard, hands-suited)
		}
	}
}

// fives are the enumeration's five-card hands by outcome: each is dealt
// 20 ways, its three cards of the player any 3 of its 5 and the dealer's
// two in either order.
func (c *count) fives() map[final]int64 {
	out := map[final]int64{}
	for o := range numOut {
		var n int64
		for k := range 3 {
			n += c.Deals[k][o]
		}
		if n%20 != 0 {
			panic(fmt.Sprintf("outcome %d dealt %d times, not a multiple of 20", o, n))
		}
		f := final{cat: handeval.Category(o)}
		switch f.cat {
		case lowPair:
			f.cat = handeval.Pair
		case handeval.Pair:
			f.high = true
		}
		if n > 0 {
			out[f] = n / 20
		}
	}
	return out
}

// Test67_2_FiveCardHands counts the final hands (67.7) by combination:
// one deck's are poker's well-known counts (e.g. Wikipedia, "Poker
// probability": 4 royal flushes, 36 straight flushes, 624, 3,744, 5,108,
// 10,200, 54,912, 123,552, 1,098,240 pairs and 1,302,540 hands of none of
// 2,598,960), the pairs of tens or better 5 × C(4,2) × C(12,3) × 4³ =
// 422,400; two decks' are worked out rank by rank (poker above), with
// some by hand: 4 × 2⁵ = 128 royal flushes, 9 × 4 × 2⁵ = 1,152 straight
// flushes, 13 × (C(8,4) × 96 + C(8,5)) = 88,088 four of a kind (ruling P11)
// of C(104,5) = 91,962,520.
func Test67_2_FiveCardHands(t *testing.T) {
	one := map[final]int64{
		{cat: handeval.RoyalFlush}: 4, {cat: handeval.StraightFlush}: 36, {cat: handeval.FourOfAKind}: 624,
		{cat: handeval.FullHouse}: 3_744, {cat: handeval.Flush}: 5_108, {cat: handeval.Straight}: 10_200,
		{cat: handeval.ThreeOfAKind}: 54_912, {cat: handeval.TwoPairs}: 123_552,
		{cat: handeval.Pair, high: true}: 422_400, {cat: handeval.Pair}: 1_098_240 - 422_400, {cat: handeval.HighCard}: 1_302_540,
	}
	if got := poker(1); !mapsEqual(got, one) {
		t.Errorf("one deck worked by ranks %v, want %v", got, one)
	}
	if got := enumerated(1).fives(); !mapsEqual(got, one) {
		t.Errorf("one deck: enumerated %v, want %v", got, one)
	}
	two := poker(2)
	var sum int64
	for _, n := range two {
		sum += n
	}
	for f, n := range map[final]int64{{cat: handeval.RoyalFlush}: 128, {cat: handeval.StraightFlush}: 1_152, {cat: handeval.FourOfAKind}: 88_088} {
		if two[f] != n {
			t.Errorf("two decks: %+v worked by ranks %d, by hand %d", f, two[f], n)
		}
	}
	if sum != 91_962_520 {
		t.Errorf("two decks: %d hands, want C(104,5) = 91,962,520", sum)
	}
	if got := enumerated(2).fives(); !mapsEqual(got, two) {
		t.Errorf("two decks: enumerated %v, worked by ranks %v", got, two)
	}
}

func mapsEqual[K comparable](a, b map[K]int64) bool {
	for k, v := range a {
		if v != 0 && b[k] != v {
			return false
		}
	}
	for k, v := range b {
		if v != 0 && a[k] != v {
			return false
		}
	}
	return true
}

// wizardThree is a row of the Wizard of Odds' table of the three-card
// hands on which bet-1 rides (wizardofodds.com/games/let-it-ride/appendix/1/,
// "Probability and Returns of First Three Cards"): its hands, and the
// total of a ridden bet's nets over the 1,176 pairs of cards that complete
// one of them. Suited rows list their rank sets; the pair and three of a
// kind rows hold every such hand.
type wizardThree struct {
	name   string
	sets   [][3]card.Rank // suited, of these ranks
	number int64          // hands
	total  int64
}

var wizardThrees = []wizardThree{
	{name: "high pair", number: 1_440, total: 1_689},
	{name: "three of a kind", number: 52, total: 6_360},
	{name: "3 to a straight flush, spread 3, 0 high cards", sets: [][3]card.Rank{{3, 4, 5}, {4, 5, 6}, {5, 6, 7}, {6, 7, 8}, {7, 8, 9}}, number: 20, total: 252},
	{name: "3 to a straight flush, spread 3, 1 high card", sets: [][3]card.Rank{{8, 9, 10}}, number: 4, total: 480},
	{name: "3 to a straight flush, spread 3, 2 high cards", sets: [][3]card.Rank{{9, 10, 11}}, number: 4, total: 708},
	{name: "3 to a straight flush, spread 4, 1 high card", sets: [][3]card.Rank{{7, 8, 10}, {7, 9, 10}, {8, 9, 11}}, number: 12, total: 198},
	{name: "3 to a straight flush, spread 4, 2 high cards", sets: [][3]card.Rank{{8, 10, 11}, {9, 10, 12}, {9, 11, 12}}, number: 12, total: 426},
	{name: "3 to a straight flush, spread 5, 2 high cards", sets: [][3]card.Rank{{7, 10, 11}, {8, 10, 12}, {8, 11, 12}, {9, 10, 13}, {9, 11, 13}, {9, 12, 13}}, number: 24, total: 144},
	{name: "3 to a royal flush, queen highest", sets: [][3]card.Rank{{10, 11, 12}}, number: 4, total: 1_736},
	{name: "3 to a royal flush, king highest", sets: [][3]card.Rank{{10, 11, 13}, {10, 12, 13}, {11, 12, 13}}, number: 12, total: 1_454},
	{name: "3 to a royal flush, ace highest", sets: [][3]card.Rank{{10, 11, 14}, {10, 12, 14}, {10, 13, 14}, {11, 12, 14}, {11, 13, 14}, {12, 13, 14}}, number: 24, total: 1_172},
}

// wizardRow is the row of cs in wizardThrees, or −1 (a hand to pull).
func wizardRow(cs [3]card.Card) int {
	r := []card.Rank{cs[0].Rank(), cs[1].Rank(), cs[2].Rank()}
	slices.Sort(r)
	switch {
	case r[0] == r[2]:
		return 1
	case r[0] == r[1] && r[0] >= card.Ten, r[1] == r[2] && r[1] >= card.Ten:
		return 0
	case cs[0].Suit() != cs[1].Suit() || cs[0].Suit() != cs[2].Suit():
		return -1
	}
	for i, w := range wizardThrees {
		if slices.Contains(w.sets, [3]card.Rank{r[0], r[1], r[2]}) {
			return i
		}
	}
	return -1
}

// Test67_6_FirstBetWizard checks bet-1's decision (67.6) on every three
// cards against the Wizard of Odds' table (wizardThrees): the hands of
// each row ride and number as the table says, each returns the table's
// total over its completions (twice over: the analysis deals the dealer's
// two cards in order), every other hand is pulled, and bet-1 returns
// 2,836,136 / (22,100 × 1,176) = 0.10912580 (the table's total).
func Test67_6_FirstBetWizard(t *testing.T) {
	c := enumerated(1)
	if c.pay.den != 1 {
		t.Fatalf("67.8 pays whole odds, den %d", c.pay.den)
	}
	number := make([]int64, len(wizardThrees))
	for _, h := range c.Threes {
		i := wizardRow(h.Cards)
		if i < 0 {
			if h.Ride {
				t.Errorf("%s rides, the Wizard pulls it (sum %d)", card.Format(h.Cards[:]), h.Sum)
			}
			continue
		}
		number[i] += h.Weight
		w := wizardThrees[i]
		if !h.Ride || h.Sum != 2*w.total {
			t.Errorf("%s (%s): ride %v, sum %d over ordered completions, want to ride with %d", card.Format(h.Cards[:]), w.name, h.Ride, h.Sum, 2*w.total)
		}
	}
	var all int64
	for i, w := range wizardThrees {
		all += w.number * w.total
		if number[i] != w.number {
			t.Errorf("%s: %d hands, want %d", w.name, number[i], w.number)
		}
	}
	if all != 2_836_136 {
		t.Fatalf("the Wizard's totals add to %d", all)
	}
	if c.Bets[0] != 2*all {
		t.Errorf("bet-1 nets %d over every deal, want %d (0.10912580 a hand)", c.Bets[0], 2*all)
	}
}

// Test67_8_HouseEdge checks the whole wager against the published
// figures. The Wizard of Odds (wizardofodds.com/games/let-it-ride/ and
// Ask the Wizard, Let it Ride: "This increases the house edge from 3.506%
// to 3.737%" for a royal flush at 500 to 1) gives a house edge of 3.506%
// of one bet with 67.8's table (1-1-2-3-5-8-11-50-200-1000, the by-law's:
// byLawPays) and an element of risk of 2.86%. Bet-3 rides to the end: its
// net is the final hands' by 67.8, (4·1000 + 36·200 + 624·50 + 3,744·11 +
// 5,108·8 + 10,200·5 + 54,912·3 + 123,552·2 + 422,400 − 1,978,380) /
// 2,598,960 = −968,692 / 2,598,960.
func Test67_8_HouseEdge(t *testing.T) {
	for cat, n := range byLawPays {
		if r := pay[cat]; r.Den != 1 || r.Num != n {
			t.Errorf("%s pays %s, 67.8 says %d to 1", cat, r, n)
		}
	}
	c := enumerated(1)
	if c.Bets[2] != 20*-968_692 {
		t.Errorf("bet-3 nets %d over every deal, want 20 × −968,692", c.Bets[2])
	}
	r, err := Analyze(table(t, `{}`))
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Check(); err != nil {
		t.Fatal(err)
	}
	w := r.Wager("bet-1", "")
	if w == nil || !slices.Equal(w.Count, []string{"bet-1", "bet-2", "bet-3"}) {
		t.Fatalf("no wager bet-1 counting the three bets: %+v", w)
	}
	f := w.Figures()
	if got := analysis.Percent(f.Edge, 3); got != "3.506%" {
		t.Errorf("house edge %s, the Wizard's 3.506%%", got)
	}
	if got := analysis.Percent(f.Risk, 2); got != "2.86%" {
		t.Errorf("element of risk %s, the Wizard's 2.86%%", got)
	}
	// The lines add up to the three bets' nets.
	sum := c.Bets[0] + c.Bets[1] + c.Bets[2]
	if want := big.NewRat(-sum, c.deals()); f.Edge.Cmp(want) != 0 {
		t.Errorf("edge %s, the bets' nets %s", f.Edge.RatString(), want.RatString())
	}
	// Staked: bet-3, and bet-1 and bet-2 where ridden.
	var riding int64
	for _, h := range c.Threes {
		if h.Ride {
			riding += h.Weight
		}
	}
	if riding != 1_608 {
		t.Errorf("bet-1 rides %d hands of 22,100, the Wizard 1,608", riding)
	}

	// A royal flush at 500 to 1.
	saved := pay[handeval.RoyalFlush]
	pay[handeval.RoyalFlush] = money.To(500, 1)
	defer func() { pay[handeval.RoyalFlush] = saved }()
	if r, err = Analyze(table(t, `{}`)); err != nil {
		t.Fatal(err)
	}
	if got := analysis.Percent(r.Wager("bet-1", "").Figures().Edge, 3); got != "3.737%" {
		t.Errorf("royal flush at 500 to 1: house edge %s, the Wizard's 3.737%%", got)
	}
}

// Test67_9_BonusFigures checks the bonus wager with one deck against the final
// hands' counts (Test67_2_FiveCardHands) and the prizes of 67.9 in
// dollars on $1, the wager returned (ruling G2), and with the industry's
// table; it is the same whatever the player pulls, and with two decks the
// same counts worked rank by rank.
func Test67_9_BonusFigures(t *testing.T) {
	for _, tc := range []struct {
		opts   string
		decks  int
		prizes map[handeval.Category]int64
	}{
		{`{"bonus":true}`, 1, byLawBonus},
		{`{"bonus":true,"bonus-table":"industry"}`, 1, industryBonus},
		{`{"bonus":true,"decks":2}`, 2, byLawBonus},
		{`{"bonus":true,"decks":2,"bonus-table":"industry"}`, 2, industryBonus},
	} {
		hands := poker(tc.decks)
		var total, net int64
		for f, n := range hands {
			total += n
			if p, ok := tc.prizes[f.cat]; ok {
				net += n * p
			} else {
				net -= n
			}
		}
		w := analyzed(t, tc.opts).Wager("bonus", "")
		if got, want := w.Figures().Return, big.NewRat(total+net, total); got.Cmp(want) != 0 {
			t.Errorf("%s: return %s, want %s", tc.opts, got.FloatString(6), want.FloatString(6))
		}
		if strings.Contains(w.Note, "not offered") {
			t.Errorf("%s: %s", tc.opts, w.Note)
		}
	}
	// The industry's table with one deck: gamblingmy.com ("Let it ride
	// probability and smarts") adds each prize times its probability to
	// "the total expected return from a $1 bet is $0.7446", the winnings
	// alone: 1,935,360 / 2,598,960 = 0.74467.
	w := analyzed(t, `{"bonus-table":"industry"}`).Wager("bonus", "")
	winnings := new(big.Rat)
	for _, l := range w.Lines {
		if l.Net.Sign() > 0 {
			winnings.Add(winnings, new(big.Rat).Mul(l.Net, l.Prob))
		}
	}
	if got := winnings.FloatString(4); got != "0.7447" || winnings.Cmp(big.NewRat(1_935_360, 2_598_960)) != 0 {
		t.Errorf("industry bonus: winnings %s a $1 wager", winnings.FloatString(6))
	}
	// 67.9 by the by-law with one deck: (4 × 20,000 + 36 × 2,000 + 624 ×
	// 200 + 3,744 × 100 + 5,108 × 50 + 10,200 × 25 − 2,579,244) /
	// 2,598,960 = −1,417,644 / 2,598,960.
	if got := analyzed(t, `{}`).Wager("bonus", "").Figures().Edge; got.Cmp(big.NewRat(1_417_644, 2_598_960)) != 0 {
		t.Errorf("bonus: edge %s", got.FloatString(6))
	}
}

// TestAnalyzeOptions: every option the analysis reads, each report a
// distribution naming every wager; a tournament table (124) changes
// nothing in the figures, max-payout only the note, and two decks the
// figures (67.1).
func TestAnalyzeOptions(t *testing.T) {
	base := analyzed(t, `{"bonus":true}`)
	for _, opts := range []string{`{"bonus":true,"tournament":true}`, `{"bonus":true,"max-payout":300000}`} {
		r := analyzed(t, opts)
		for i, w := range base.Wagers {
			if !linesEqual(w.Lines, r.Wagers[i].Lines) {
				t.Errorf("%s: %s's figures differ", opts, w.ID)
			}
		}
	}
	if w := analyzed(t, `{}`).Wager("bonus", ""); w == nil || !strings.Contains(w.Note, "not offered") {
		t.Errorf("bonus not offered: %+v", w)
	}
	// 67.8 and ruling P1: $3,000 caps three bets up on a royal flush
	// (3 × 1,000 bets) at $1 a bet.
	if n := analyzed(t, `{"max-payout":300000}`).Wager("bet-1", "").Note; !strings.Contains(n, "up to $1.00 each") {
		t.Errorf("max-payout $3,000: %s", n)
	}
	if n := analyzed(t, `{"bonus":true,"tournament":true}`).Wager("bonus", "").Note; !strings.Contains(n, "tournament") {
		t.Errorf("tournament: %s", n)
	}
	two := analyzed(t, `{"decks":2}`)
	if linesEqual(two.Wagers[0].Lines, base.Wagers[0].Lines) {
		t.Errorf("two decks: the figures of one")
	}
	if _, err := Analyze(table(t, `{"tournament":true}`)); err == nil {
		t.Errorf("a tournament without the bonus is analysed")
	}
}

func linesEqual(a, b []analysis.Line) bool {
	return slices.EqualFunc(a, b, func(x, y analysis.Line) bool {
		return x.Name == y.Name && x.Net.Cmp(y.Net) == 0 && x.Prob.Cmp(y.Prob) == 0
	})
}

// physical lists d's cards, each copies times.
func (d deck) physical() []card.Card {
	var out []card.Card
	for _, c := range d.Types() {
		for range d.Copies {
			out = append(out, c)
		}
	}
	return out
}

// testNet is a bet's net on a final hand by 67.7 and 67.8 (byLawPays),
// the pair's rank read from the cards.
func testNet(cards []card.Card) (int64, handeval.Category) {
	cat := handeval.Five(cards).Category()
	if cat == handeval.Pair {
		var n [card.Ace + 1]int
		for _, c := range cards {
			n[c.Rank()]++
		}
		high := false
		for r := card.Ten; r <= card.Ace; r++ {
			high = high || n[r] >= 2
		}
		if !high {
			return -1, lowPair
		}
	}
	if p, ok := byLawPays[cat]; ok {
		return p, cat
	}
	return -1, cat
}

// bruteForce deals every three physical cards of d (no suits' symmetry,
// no multisets), every fourth and every fifth of those left, values each
// final hand by handeval.Five and testNet, and rides a bet where the sum
// of its nets over the cards to come is positive (67.6).
func bruteForce(d deck) *count {
	cards := d.physical()
	n := len(cards)
	c := &count{n: n, First: map[string]*class{}, Second: map[string]*class{}}
	hand := make([]card.Card, 5)
	sum2 := make([]int64, n)
	outs := make([][]handeval.Category, n)
	for a := 0; a < n; a++ {
		for b := a + 1; b < n; b++ {
			for e := b + 1; e < n; e++ {
				hand[0], hand[1], hand[2] = cards[a], cards[b], cards[e]
				var sum1 int64
				for x := range n {
					outs[x], sum2[x] = outs[x][:0], 0
					if x == a || x == b || x == e {
						continue
					}
					hand[3] = cards[x]
					for y := range n {
						if y == a || y == b || y == e || y == x {
							continue
						}
						hand[4] = cards[y]
						net, o := testNet(hand)
						sum2[x] += net
						outs[x] = append(outs[x], o)
					}
					sum1 += sum2[x]
				}
				three := [3]card.Card{cards[a], cards[b], cards[e]}
				tally(c.First, classOfThree(three), 1, sum1 > 0, sum1 == 0, float64(sum1))
				c.Bets[2] += sum1
				k := 0
				if sum1 > 0 {
					k = 1
					c.Bets[0] += sum1
				}
				for x := range n {
					if x == a || x == b || x == e {
						continue
					}
					kx := k
					if sum2[x] > 0 {
						kx++
						c.Bets[1] += sum2[x]
					}
					for _, o := range outs[x] {
						c.Deals[kx][o]++
					}
					tally(c.Second, classOfFour([4]card.Card{cards[a], cards[b], cards[e], cards[x]}), 1, sum2[x] > 0, sum2[x] == 0, float64(sum2[x]))
				}
			}
		}
	}
	for _, k := range c.Second {
		k.Hands /= 4
		k.Ridden /= 4
		k.Even /= 4
	}
	return c
}

// TestAnalyzeSmallDeck runs the enumeration on small decks of one and two
// copies of each card and compares it with bruteForce: the deals of every
// outcome with each number of bets up, each bet's nets, and the hands of
// each kind of the strategy tables ridden, pulled and even; the report's
// lines add up to the bets' nets.
func TestAnalyzeSmallDeck(t *testing.T) {
	for _, d := range []deck{
		{combin.Deck{Ranks: []card.Rank{9, 10, card.Jack, card.Queen, card.King, card.Ace}, Suits: []card.Suit{0, 1, 3}, Copies: 1}},
		{combin.Deck{Ranks: []card.Rank{2, 3, 4, 5, card.King, card.Ace}, Suits: []card.Suit{1, 2}, Copies: 2}},
	} {
		t.Run(fmt.Sprintf("%d-cards", d.Size()), func(t *testing.T) {
			fast, slow := d.enumerate(), bruteForce(d)
			if fast.pay.den != 1 {
				t.Fatalf("den %d", fast.pay.den)
			}
			if fast.Deals != slow.Deals {
				t.Errorf("deals\n%v\nbrute force\n%v", fast.Deals, slow.Deals)
			}
			if fast.Bets != slow.Bets {
				t.Errorf("bets' nets %v, brute force %v", fast.Bets, slow.Bets)
			}
			for _, k := range [2][2]map[string]*class{{fast.First, slow.First}, {fast.Second, slow.Second}} {
				if len(k[0]) != len(k[1]) {
					t.Errorf("%d kinds, brute force %d", len(k[0]), len(k[1]))
				}
				for name, x := range k[1] {
					y := k[0][name]
					if y == nil || y.Hands != x.Hands || y.Ridden != x.Ridden || y.Even != x.Even {
						t.Errorf("%s: %+v, brute force %+v", name, y, x)
					}
				}
			}
			var hands int64
			for _, h := range fast.Threes {
				hands += h.Weight
			}
			if want := combin.Binomial(d.Size(), 3); hands != want {
				t.Errorf("%d three-card hands, want %d", hands, want)
			}
			r := fast.report(Rules{Decks: d.Copies, BonusTable: ByLaw})
			if err := r.Check(); err != nil {
				t.Fatal(err)
			}
			f := r.Wager("bet-1", "").Figures()
			sum := slow.Bets[0] + slow.Bets[1] + slow.Bets[2]
			if want := big.NewRat(-sum, fast.deals()); f.Edge.Cmp(want) != 0 {
				t.Errorf("edge %s, brute force %s", f.Edge.RatString(), want.RatString())
			}
		})
	}
}

// TestStrategyTables: the strategies name what the analysis rides, 67.6.
func TestStrategyTables(t *testing.T) {
	r := analyzed(t, `{}`)
	if len(r.Strategies) != 2 {
		t.Fatalf("%d strategies", len(r.Strategies))
	}
	first, second := r.Strategies[0], r.Strategies[1]
	for _, want := range []string{"a pair of tens or better", "three to a royal flush", "three of a kind"} {
		if !strings.Contains(first.Notes[0], want) {
			t.Errorf("bet 1: %q lacks %q", first.Notes[0], want)
		}
	}
	for _, want := range []string{"four to a flush", "four to an open-ended straight, 1 high card", "two pairs"} {
		if !strings.Contains(second.Notes[0], want) {
			t.Errorf("bet 2: %q lacks %q", second.Notes[0], want)
		}
	}
	// 5-6-7-8 (8 cards straighten it, 40 lose) and J-Q-K-A (4 straighten,
	// 12 pair, 32 lose) return 0 ridden: pulled.
	if strings.Contains(second.Notes[0], "no high card") || strings.Contains(second.Notes[0], "inside") {
		t.Errorf("bet 2: an even hand ridden: %q", second.Notes[0])
	}
	if !strings.Contains(strings.Join(second.Notes, " "), "2,268 hands return as much ridden as pulled") {
		t.Errorf("bet 2: %q: 5 × 252 open-ended without a high card and 4 × 252 inside with four are even", second.Notes)
	}
}

// BenchmarkAnalyze is the whole analysis, one deck and two.
func BenchmarkAnalyze(b *testing.B) {
	for _, decks := range []int{1, 2} {
		b.Run(fmt.Sprintf("%d-decks", decks), func(b *testing.B) {
			tb := table(b, fmt.Sprintf(`{"decks":%d,"bonus":true}`, decks))
			b.ReportAllocs()
			for b.Loop() {
				if _, err := Analyze(tb); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// Test67_6_Decide plays the analysis's strategy on an engine: bet-1 on
// the seat's three cards, bet-2 with the dealer's second card (67.6).
// Sums worked by hand over the 48 fifth cards, one deck: 7-8-9-T of
// several suits straightens on 8 cards (5 to 1) and pairs its ten on 3,
// 8 × 5 + 3 − 37 = +6, ridden; 5-6-7-8 straightens on 8 and loses 40,
// and J-Q-K-A straightens on 4 and pairs on 12, 20 + 12 − 32: both 0,
// pulled. Three cards ride as the enumeration found (sampled).
func Test67_6_Decide(t *testing.T) {
	dec, err := Decide(table(t, `{}`))
	if err != nil {
		t.Fatal(err)
	}
	s := &strategy{deck: fullDeck(1), types: fullDeck(1).Types(), pay: newPayoff(), first: map[[3]card.Card]bool{}}
	for _, tc := range []struct {
		cards string
		sum   int64
	}{{"7c 8d 9h Ts", 6}, {"5c 6d 7h 8s", 0}, {"Jc Qd Kh As", 0}} {
		if got := s.sum(card.MustParseList(tc.cards)); got != tc.sum {
			t.Errorf("%s: bet-2 sums %d, by hand %d", tc.cards, got, tc.sum)
		}
	}
	for i, h := range enumerated(1).Threes {
		if i%50 == 0 && (s.sum(h.Cards[:]) != h.Sum || s.ridesFirst(h.Cards) != h.Ride) {
			t.Errorf("%s: sum %d, the enumeration %d", card.Format(h.Cards[:]), s.sum(h.Cards[:]), h.Sum)
		}
	}
	// Seat 1 holds 7c 8d 9h (pulled: no suited cards, no pair); the
	// dealer's first, second and burned cards are Jc Ts Kd: with Ts, an
	// open-ended straight with a high card, bet-2 rides, and the Jc makes
	// the straight.
	tape := []json.RawMessage{}
	for _, c := range strings.Fields("7c 8d 9h Jc Ts Kd") {
		tape = append(tape, json.RawMessage(fmt.Sprintf("%q", c)))
	}
	e, err := New(RulesOf(table(t, `{}`)), game.NewTape(tape))
	if err != nil {
		t.Fatal(err)
	}
	steps := []game.Step{{Seat: 1, Wagers: []game.WagerAmount{{ID: "bet-1", Amount: 500}, {ID: "bet-2", Amount: 500}, {ID: "bet-3", Amount: 500}}},
		{Dealer: "no-more-bets"}}
	for _, s := range steps {
		if err := e.Apply(s); err != nil {
			t.Fatal(err)
		}
	}
	for _, want := range []string{"pull", "ride"} {
		s, err := dec(e, 1, nil, e.Legal().Options)
		if err != nil {
			t.Fatal(err)
		}
		if s.Act != want || s.Seat != 1 {
			t.Fatalf("%+v, want %s", s, want)
		}
		if err := e.Apply(s); err != nil {
			t.Fatal(err)
		}
	}
	got := e.Rounds()[0].Settlements
	if len(got) != 3 || got[0].Result != game.Withdrawn || got[1].Result != game.Win || got[1].Net != 2500 {
		t.Errorf("settlements %+v: bet-1 withdrawn, bet-2 wins on the straight", got)
	}
}
