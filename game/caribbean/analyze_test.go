package caribbean

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

// raisePays is 67.20's table, written here from the by-law: what a raise
// wins on a higher hand of each combination.
var raisePays = map[handeval.Category]int64{
	handeval.RoyalFlush: 100, handeval.StraightFlush: 50, handeval.FourOfAKind: 20, handeval.FullHouse: 7,
	handeval.Flush: 5, handeval.Straight: 4, handeval.ThreeOfAKind: 3, handeval.TwoPairs: 2,
	handeval.Pair: 1, handeval.HighCard: 1,
}

// deals are a player's hand and up card's counts of the dealer's other
// four cards: not opening (67.17), opening below, opening as high.
type deals struct{ noOpen, below, equal int64 }

// nets are a raised hand's deals' net results per unit of ante: +1 when
// the dealer does not open (67.17), 1 + 2 × the pay when the player wins
// (67.20), 0 on a tie (67.19), −3 when the dealer wins; a fold loses 1
// (67.16).
func (d deals) net(cat handeval.Category, dealt int64) (notOpen, win, lose int64) {
	return d.noOpen, d.below * (1 + 2*raisePays[cat]), -3 * (dealt - d.noOpen - d.below - d.equal)
}

// raises reports whether raising returns more than folding's −dealt.
func (d deals) raises(cat handeval.Category, dealt int64) bool {
	a, b, c := d.net(cat, dealt)
	return a+b+c > -dealt
}

// physical lists d's cards, each copies times.
func physical(d combin.Deck) []card.Card {
	var out []card.Card
	for _, c := range d.Types() {
		for range d.Copies {
			out = append(out, c)
		}
	}
	return out
}

// without returns cards less one copy of each of p.
func without(cards, p []card.Card) []card.Card {
	left := slices.Clone(cards)
	for _, c := range p {
		i := slices.Index(left, c)
		left = slices.Delete(left, i, i+1)
	}
	return left
}

// fives calls f with every five of cards.
func fives(cards []card.Card, f func(h []card.Card)) {
	h := make([]card.Card, 5)
	n := len(cards)
	for a := 0; a < n; a++ {
		for b := a + 1; b < n; b++ {
			for c := b + 1; c < n; c++ {
				for d := c + 1; d < n; d++ {
					for e := d + 1; e < n; e++ {
						h[0], h[1], h[2], h[3], h[4] = cards[a], cards[b], cards[c], cards[d], cards[e]
						f(h)
					}
				}
			}
		}
	}
}

// bruteForce deals every dealer's hand of the physical cards left by the
// player's p, valued by handeval.Five, each with each of its cards face
// up (67.15), and returns the deals per physical up card of each card.
func bruteForce(cards, p []card.Card) map[card.Card]deals {
	pv := handeval.Five(p)
	left := without(cards, p)
	var sum [53]deals
	fives(left, func(d []card.Card) {
		dv := handeval.Five(d)
		opens := handeval.AceKingOrBetter(dv)
		for _, up := range d {
			x := &sum[up]
			switch {
			case !opens: // 67.17
				x.noOpen++
			case dv < pv:
				x.below++
			case dv == pv: // 67.19
				x.equal++
			}
		}
	})
	var copies [53]int64 // the physical copies of each card left
	for _, c := range left {
		copies[c]++
	}
	out := map[card.Card]deals{}
	for up, k := range copies {
		if k > 0 {
			x := sum[up]
			out[card.Card(up)] = deals{x.noOpen / k, x.below / k, x.equal / k}
		}
	}
	return out
}

// watched records every player's hand's counts.
type watched struct {
	sync.Mutex
	want func(p *player) bool
	got  map[[5]card.Card]map[card.Card]deals
}

func (w *watched) watch(p *player, up card.Card, noOpen, below, equal int64) {
	if w.want != nil && !w.want(p) {
		return
	}
	w.Lock()
	defer w.Unlock()
	if w.got[p.Cards] == nil {
		w.got[p.Cards] = map[card.Card]deals{}
	}
	w.got[p.Cards][up] = deals{noOpen, below, equal}
}

// TestAnalyzeSmallDeck runs the whole analysis on small decks of one and
// two copies of each card and checks every count it makes against deals
// made one by one: each player's hand's weight (the physical hands of its
// orbit, found by trying every permutation of the suits), each hand and
// up card's counts (every dealer's hand of the cards left), and the
// figures of the ante under both strategies and of the progressive wager
// (tallied here from those counts, with 67.16–67.21's pays).
func TestAnalyzeSmallDeck(t *testing.T) {
	for _, d := range []combin.Deck{
		{Ranks: []card.Rank{9, 10, card.Jack, card.Queen, card.King, card.Ace}, Suits: []card.Suit{0, 1, 3}, Copies: 1},
		{Ranks: []card.Rank{2, 3, 4, 5, card.King, card.Ace}, Suits: []card.Suit{1, 2}, Copies: 2},
	} {
		t.Run(fmt.Sprintf("%d-cards", len(physical(d))), func(t *testing.T) { smallDeck(t, d) })
	}
}

func smallDeck(t *testing.T, d combin.Deck) {
	cards := physical(d)
	w := &watched{got: map[[5]card.Card]map[card.Card]deals{}}
	c := enumerate(d, newPayoff(), []rule{best}, w.watch)
	// The orbits: every physical hand, its cards' suits permuted every
	// way, the least of the sorted results naming it.
	orbit := map[[5]card.Card]int64{}
	perms := permutations(d.Suits)
	fives(cards, func(h []card.Card) { orbit[orbitKey(h, d.Suits, perms)]++ })
	if len(orbit) != len(c.Players) {
		t.Errorf("%d orbits, %d player's hands", len(orbit), len(c.Players))
	}
	dealt := binomialTest(len(cards)-6, 4)
	if c.Dealt != dealt {
		t.Errorf("dealt %d, want %d", c.Dealt, dealt)
	}
	ante := map[int64]int64{}  // net → deals, the up card seen
	blind := map[int64]int64{} // net → deals, the up card ignored
	prog := map[string]int64{} // net → (hand, up card) pairs
	var pairs, raised, blindRaised, hands int64
	jackpot := money.Amount(1_000_000_00)
	for _, p := range c.Players {
		weight := orbit[orbitKey(p.Cards[:], d.Suits, perms)]
		if p.Weight != weight {
			t.Errorf("%s stands for %d hands, want %d", card.Format(p.Cards[:]), p.Weight, weight)
		}
		hands += weight
		want := bruteForce(cards, p.Cards[:])
		got := w.got[p.Cards]
		if len(got) != len(want) {
			t.Errorf("%s: %d up cards counted, want %d", card.Format(p.Cards[:]), len(got), len(want))
		}
		cat := p.Value.Category()
		var sum deals
		var ups int64
		for up, x := range want {
			if got[up] != x {
				t.Errorf("%s, up card %s: %+v, dealt one by one %+v", card.Format(p.Cards[:]), up, got[up], x)
			}
			k := int64(0)
			for _, cd := range without(cards, p.Cards[:]) {
				if cd == up {
					k++
				}
			}
			ups += k
			sum.noOpen += k * x.noOpen
			sum.below += k * x.below
			sum.equal += k * x.equal
			n := weight * k
			pairs += n
			if x.raises(cat, dealt) {
				raised += n
				ante[1] += n * x.noOpen
				ante[1+2*raisePays[cat]] += n * x.below
				ante[0] += n * x.equal
				ante[-3] += n * (dealt - x.noOpen - x.below - x.equal)
				prog[progressivePay(cat, jackpot)] += n
			} else {
				ante[-1] += n * dealt
				prog["-1"] += n // ruling P2
			}
		}
		if sum.raises(cat, ups*dealt) {
			blindRaised += weight * ups
			blind[1] += weight * sum.noOpen
			blind[1+2*raisePays[cat]] += weight * sum.below
			blind[0] += weight * sum.equal
			blind[-3] += weight * (ups*dealt - sum.noOpen - sum.below - sum.equal)
		} else {
			blind[-1] += weight * ups * dealt
		}
	}
	if want := binomialTest(len(cards), 5); hands != want {
		t.Errorf("the player's hands stand for %d hands, want %d", hands, want)
	}
	r := c.report(Rules{Decks: d.Copies, Progressive: true, Jackpot: jackpot})
	if err := r.Check(); err != nil {
		t.Fatal(err)
	}
	for _, x := range []struct {
		title  string
		tally  map[int64]int64
		raised int64
	}{{"ante and raise", ante, raised}, {"ante and raise, the up card ignored", blind, blindRaised}} {
		w := r.Wager("ante", x.title)
		want := map[string]string{}
		for net, n := range x.tally {
			if n != 0 {
				want[fmt.Sprint(net)] = big.NewRat(n, pairs*dealt).RatString()
			}
		}
		if got := byNet(w); !maps(got, want) {
			t.Errorf("%s: %v, dealt one by one %v", x.title, got, want)
		}
		if want := big.NewRat(pairs+2*x.raised, pairs); w.Staked.Cmp(want) != 0 {
			t.Errorf("%s: staked %s, want %s", x.title, w.Staked.RatString(), want.RatString())
		}
	}
	want := map[string]string{}
	for net, n := range prog {
		want[net] = big.NewRat(n, pairs).RatString()
	}
	if got := byNet(r.Wager("progressive", "")); !maps(got, want) {
		t.Errorf("progressive: %v, dealt one by one %v", got, want)
	}
}

// orbitKey names the orbit of hand h under the permutations perms of the
// suits: the least of its sorted images.
func orbitKey(h []card.Card, suits []card.Suit, perms [][]card.Suit) [5]card.Card {
	var least [5]card.Card
	for i, perm := range perms {
		var x [5]card.Card
		for j, cd := range h {
			x[j] = card.New(cd.Rank(), perm[slices.Index(suits, cd.Suit())])
		}
		slices.Sort(x[:])
		if i == 0 || slices.Compare(x[:], least[:]) < 0 {
			least = x
		}
	}
	return least
}

// progressivePay is 67.21's net on a $1 wager for a hand of category cat
// at the jackpot, the highest line it qualifies for (ruling G3: a royal
// or straight flush is a flush too), or −1.
func progressivePay(cat handeval.Category, jackpot money.Amount) string {
	var lines []*big.Rat
	switch cat {
	case handeval.RoyalFlush:
		lines = append(lines, big.NewRat(int64(jackpot), 100)) // 100% of the jackpot, in dollars
	case handeval.StraightFlush:
		lines = append(lines, big.NewRat(int64(jackpot)/10, 100)) // 10%
	case handeval.FourOfAKind:
		lines = append(lines, big.NewRat(500, 1))
	case handeval.FullHouse:
		lines = append(lines, big.NewRat(100, 1))
	}
	if cat == handeval.Flush || cat == handeval.StraightFlush || cat == handeval.RoyalFlush {
		lines = append(lines, big.NewRat(50, 1))
	}
	if len(lines) == 0 {
		return "-1"
	}
	best := lines[0]
	for _, l := range lines {
		if l.Cmp(best) > 0 {
			best = l
		}
	}
	return best.RatString()
}

// permutations lists every order of suits.
func permutations(suits []card.Suit) [][]card.Suit {
	if len(suits) <= 1 {
		return [][]card.Suit{slices.Clone(suits)}
	}
	var out [][]card.Suit
	for i, s := range suits {
		rest := slices.Concat(suits[:i:i], suits[i+1:])
		for _, p := range permutations(rest) {
			out = append(out, append([]card.Suit{s}, p...))
		}
	}
	return out
}

func binomialTest(n, k int) int64 {
	r := big.NewInt(0).Binomial(int64(n), int64(k))
	return r.Int64()
}

// byNet sums a wager's probabilities by net result.
func byNet(w *analysis.Wager) map[string]string {
	sum := map[string]*big.Rat{}
	for _, l := range w.Lines {
		k := l.Net.RatString()
		if sum[k] == nil {
			sum[k] = new(big.Rat)
		}
		sum[k].Add(sum[k], l.Prob)
	}
	out := map[string]string{}
	for k, v := range sum {
		if v.Sign() != 0 {
			out[k] = v.RatString()
		}
	}
	return out
}

func maps(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

// matchingRank is the "matching rank" strategy of the Wizard of Odds
// (below): raise a pair or better, and an ace-king when one of the
// player's cards is of the up card's rank.
func matchingRank(p *player, up card.Card, _ int) bool {
	if p.Value.Category() != handeval.HighCard {
		return true
	}
	if !handeval.AceKingOrBetter(p.Value) {
		return false
	}
	for _, c := range p.Cards {
		if c.Rank() == up.Rank() {
			return true
		}
	}
	return false
}

// loss is the house's total win over a tally's deals, from 67.16–67.20's
// pays written here.
func loss(t *tally) int64 {
	var won int64
	for _, cat := range categories {
		won -= int64(t.ante[folds][cat])
		won += int64(t.ante[notOpen][cat])
		won += int64(t.ante[beats][cat]) * (1 + 2*raisePays[cat])
		won -= 3 * int64(t.ante[loses][cat])
	}
	return -won
}

// oneDeck is the one-deck analysis the tests share, under the best rule
// and "matching rank", watched by oneDeckWatch.
var (
	oneDeckWatch = &watched{got: map[[5]card.Card]map[card.Card]deals{}}
	oneDeck      = sync.OnceValue(func() *count {
		return enumerate(combin.Full(1), newPayoff(), []rule{best, matchingRank}, oneDeckWatch.watch)
	})
)

// TestAnalyzePublished checks the one-deck analysis against the Wizard of
// Odds' "Strategy Statistics in Caribbean Stud Poker" (wizardofodds.com,
// Caribbean Stud Poker; also M. Shackleford, "The Wizard of Odds Analyzes
// the New Casino Games", Contingencies, Nov/Dec 2000): the house's total
// win over all 19,933,230,517,200 combinations (2,598,960 player hands ×
// 47 up cards × 163,185 dealer hands) under each strategy, for the raise
// pays 1-1-2-3-4-5-7-20-50-100, which are 67.20's, the dealer opening with
// ace-king (67.17), the ante paid and the raise pushed when he does not.
// The strategies that decide on the player's cards alone are tallied
// here from each hand's counts summed over the up cards; the perfect one
// and "matching rank" in the sweep. Each figure is exact: a miscount of
// one deal shows. A sample of hands is also dealt one by one.
func TestAnalyzePublished(t *testing.T) {
	if testing.Short() {
		t.Skip("the whole one-deck analysis")
	}
	sample := map[string]bool{ // hands of every kind, named by their cards
		"2c 3d 4h 5s 7c": true, "4c 5d 8h Ks Ac": true, "2c 3d 8h Ks Ac": true, "Qd Jd 9h Ks Ac": true,
		"2c 2d 5h 9s Jh": true, "Tc Td Th 3s 3h": true, "2h 5h 9h Jh Kh": true, "Th Jh Qh Kh Ah": true,
	}
	// The sample's orbits, and their ranks to find them fast.
	suits := combin.Full(1).Suits
	perms := permutations(suits)
	keys, ranks := map[[5]card.Card]bool{}, map[[5]card.Rank]bool{}
	for h := range sample {
		cs := card.MustParseList(h)
		keys[orbitKey(cs, suits, perms)] = true
		ranks[rankKey(cs)] = true
	}
	w := oneDeckWatch
	w.want = func(p *player) bool {
		return ranks[rankKey(p.Cards[:])] && keys[orbitKey(p.Cards[:], suits, perms)]
	}
	c := oneDeck()
	const total = 19_933_230_517_200
	if got := int64(len(c.Players)); got != 134_459 {
		t.Errorf("%d hands up to the suits, want 134,459", got)
	}
	if n := c.pairs(&c.Tallies[0]) * uint64(c.Dealt); n != total {
		t.Errorf("%d deals, want %d", n, total)
	}
	for _, x := range []struct {
		name string
		want int64
		got  int64
	}{
		{"perfect strategy", 1_041_372_912_372, loss(&c.Tallies[0])},
		{"matching rank", 1_063_176_931_284, loss(&c.Tallies[1])},
		{"raise on ace/king/jack/8/3 or better", 1_059_715_400_580, c.lossBy(t, func(p *player) bool {
			return p.Value >= handeval.Five(card.MustParseList("Ac Kd Jh 8s 3c"))
		})},
		{"raise on any pair or better", 1_090_272_101_460, c.lossBy(t, func(p *player) bool { return p.Value.Category() != handeval.HighCard })},
		{"raise on any ace/king or better", 1_132_600_203_540, c.lossBy(t, func(p *player) bool { return handeval.AceKingOrBetter(p.Value) })},
		{"playing blind (raise on everything)", 3_310_360_338_060, c.lossBy(t, func(*player) bool { return true })},
	} {
		if x.got != x.want {
			t.Errorf("%s: the house wins %d, published %d", x.name, x.got, x.want)
		}
	}
	r := c.report(Rules{Decks: 1})
	if err := r.Check(); err != nil {
		t.Fatal(err)
	}
	f := r.Wager("ante", "ante and raise").Figures()
	if e, k := analysis.Percent(f.Edge, 3), analysis.Percent(f.Risk, 3); e != "5.224%" || k != "2.555%" {
		t.Errorf("house edge %s, element of risk %s; published 5.224%%, 2.555%%", e, k)
	}
	// The strategy on the player's cards alone is the best of those: it
	// loses no more than raising on A-K-J-8-3 or better.
	if b := r.Wager("ante", "ante and raise, the up card ignored").Figures().Edge; b.Cmp(big.NewRat(1_059_715_400_580, total)) > 0 {
		t.Errorf("the up card ignored, the house edge is %s, more than A-K-J-8-3's", b.FloatString(6))
	}
	if len(w.got) != len(sample) {
		t.Fatalf("watched %d hands of the sample, want %d", len(w.got), len(sample))
	}
	cards := physical(combin.Full(1))
	for hand, got := range w.got {
		for up, x := range bruteForce(cards, hand[:]) {
			if got[up] != x {
				t.Errorf("%s, up card %s: %+v, dealt one by one %+v", card.Format(hand[:]), up, got[up], x)
			}
		}
	}
}

// rankKey is a hand's ranks, sorted.
func rankKey(h []card.Card) [5]card.Rank {
	var r [5]card.Rank
	for i, c := range h {
		r[i] = c.Rank()
	}
	slices.Sort(r[:])
	return r
}

// lossBy is the house's total win when the player raises the hands raise
// says, whatever the up card, from each hand's counts summed over the up
// cards.
func (c *count) lossBy(t *testing.T, raise func(p *player) bool) int64 {
	t.Helper()
	ups := int64(c.n - 5)
	var won int64
	for i := range c.Players {
		p := &c.Players[i]
		if !raise(p) {
			won -= p.Weight * ups * c.Dealt
			continue
		}
		notOpen, win, lose := deals{p.NoOpen, p.Below, p.Equal}.net(p.Value.Category(), ups*c.Dealt)
		won += p.Weight * (notOpen + win + lose)
	}
	return -won
}

func table(t *testing.T, opts string) game.Table {
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

// TestAnalyzeOptions: the report reads the table's options; it has every
// wager of the Spec, the raise part of the ante's (67.16).
func TestAnalyzeOptions(t *testing.T) {
	if testing.Short() {
		t.Skip("the whole one-deck analysis")
	}
	tb := table(t, `{"progressive":true,"jackpot":25000000,"max-payout":500000}`)
	r := oneDeck().report(RulesOf(tb))
	if err := r.Check(); err != nil {
		t.Fatal(err)
	}
	for _, w := range Spec.Wagers {
		if !w.Decision && r.Wager(w.ID, "") == nil {
			t.Errorf("no wager %s", w.ID)
		}
	}
	// 67.21 at a $250,000 jackpot: a royal flush wins 250,000 to 1.
	i := slices.IndexFunc(r.Wager("progressive", "").Lines, func(l analysis.Line) bool { return l.Name == "royal flush, 100% of the jackpot" })
	if i < 0 {
		t.Fatalf("no royal flush line: %+v", r.Wager("progressive", "").Lines)
	}
	if l := r.Wager("progressive", "").Lines[i]; l.Net.Cmp(analysis.Int(250_000)) != 0 {
		t.Errorf("royal flush pays %s", l.Net.RatString())
	}
	if a := r.Wager("ante", ""); a.Staked == nil || !strings.Contains(a.Note, "$24.87") {
		t.Errorf("ante: staked %v, note %q: the cap of $5,000 binds above an ante of $24.87 (201 antes for a royal)", a.Staked, a.Note)
	}
}

// BenchmarkAnalyze is the whole analysis, one deck and two (run it with
// -benchtime=1x: an iteration takes seconds).
func BenchmarkAnalyze(b *testing.B) {
	for _, decks := range []int{1, 2} {
		b.Run(fmt.Sprintf("%d-decks", decks), func(b *testing.B) {
			b.ReportAllocs()
			d := combin.Full(decks)
			for b.Loop() {
				enumerate(d, newPayoff(), []rule{best}, nil).report(Rules{Decks: decks})
			}
		})
	}
}
