package fourcard

import (
	"encoding/json"
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
)

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

// whole skips a test of the whole analysis under the race detector, where
// it takes ten times as long.
func whole(t *testing.T) {
	t.Helper()
	if raceEnabled {
		t.Skip("the whole analysis, ten times slower under the race detector")
	}
}

// oneDeck is the one-deck count, made once for the tests that read it.
var oneDeck = sync.OnceValue(func() *count { return enumerate(combin.Full(1)) })

// reported is the one-deck report at a table of options opts, checked.
func reported(t *testing.T, opts string) *analysis.Report {
	t.Helper()
	whole(t)
	r := oneDeck().report(RulesOf(table(t, opts)))
	if err := r.Check(); err != nil {
		t.Fatal(err)
	}
	return r
}

// Test67_74_AcesUp: Aces Up on the best four of each of the 2,598,960
// five-card hands of one deck, counted by hand (67.65's order):
//
//   - four of a kind: 13 × 48 = 624;
//   - straight flush: a suit's 4-card run (11 runs, A-2-3-4 to J-Q-K-A) and
//     any fifth card, 4 × 11 × 48, less the 4 × 10 five-card runs counted
//     twice: 2,072;
//   - three of a kind: trips and full houses, 54,912 + 3,744 = 58,656;
//   - flush: four or five cards of a suit, 4 × (C(13,5) + C(13,4) × 39) =
//     116,688, less the straight flushes: 114,616;
//   - straight: 5 ranks holding a 4-run, 11 × 9 − 10 = 89 rank sets × 4⁵,
//     plus a pair and three ranks making a run, 11 × 4 × C(4,2) × 4³:
//     108,032 hands with a run; less those with four of a suit, 89 × 4 × 16
//     and 11 × 4 × 4 × 3: 101,808;
//   - two pairs: 123,552, as in five-card poker (three ranks);
//   - a pair of aces: the 84,480 hands of one pair of aces less the 2 × 384
//     whose four ranks make a run (A-2-3-4, J-Q-K-A) and the 220 × 12 −
//     2 × 12 others holding four of a suit: 81,096.
//
// 67.74's table (50, 30, 7, 5, 4, 2, 1 to 1) and the industry's (50, 40,
// 8, 5, 4, 3, 1 to 1) on these counts.
func Test67_74_AcesUpReturn(t *testing.T) {
	counts := []int64{624, 2_072, 58_656, 114_616, 101_808, 123_552, 81_096}
	for _, c := range []struct {
		opts string
		pays []int64
	}{
		{`{}`, []int64{50, 30, 7, 5, 4, 2, 1}},
		{`{"aces-up-table":"industry"}`, []int64{50, 40, 8, 5, 4, 3, 1}},
	} {
		const hands = 2_598_960
		net, won := int64(0), int64(0)
		for i, n := range counts {
			net += n * c.pays[i]
			won += n
		}
		net -= hands - won
		want := big.NewRat(hands+net, hands)
		w := reported(t, c.opts).Wager("aces-up", "")
		if got := w.Figures().Return; got.Cmp(want) != 0 {
			t.Errorf("%s: aces up returns %s, want %s", c.opts, got.FloatString(8), want.FloatString(8))
		}
	}
}

// TestAnalyzePublished checks the one-deck ante and play against the
// Wizard of Odds' figures for Shuffle Master's Four Card Poker (as quoted
// by J. Grochowski, "Four Card Poker finds expanded niche online",
// Atlantic City Weekly, 2022-08-22, from wizardofodds.com): the house edge
// 2.78% of the ante, 1.30% of the total wagered, with 67.73's bonus table
// (25, 20 and 2 to 1), ties to the player and the play of 1 to 3 times the
// ante seeing the dealer's up card. One rule differs: in that game a hand
// paid the bonus that loses to the dealer loses its ante (the bonus is
// paid all the same), where 67.73 reads "the player's ante wins ...
// regardless of the rank of the dealer's hand", as the engine settles it.
// The decisions are the same under both (such a hand is always played, 3
// times the ante exactly when it wins more often than not), so the
// published edge is the by-law's plus twice the probability of a bonus
// hand played and beaten: both figures are checked, the first truncated
// to the two decimals published.
func TestAnalyzePublished(t *testing.T) {
	r := reported(t, `{}`)
	w := r.Wager("ante", "")
	beaten := new(big.Rat)
	for _, l := range w.Lines {
		if strings.Contains(l.Name, "loses to the dealer") && strings.Contains(l.Name, "ante bonus") {
			beaten.Add(beaten, l.Prob)
		}
	}
	f := w.Figures()
	edge := new(big.Rat).Add(f.Edge, new(big.Rat).Mul(analysis.Int(2), beaten))
	risk := new(big.Rat).Quo(edge, f.Staked)
	truncated := new(big.Rat).Mul(edge, analysis.Int(10_000))
	truncated.SetFrac(new(big.Int).Quo(truncated.Num(), truncated.Denom()), big.NewInt(100))
	if got := truncated.FloatString(2); got != "2.78" {
		t.Errorf("the commercial game's house edge %s%% (truncated), published 2.78%%", got)
	}
	if got := analysis.Percent(risk, 2); got != "1.30%" {
		t.Errorf("the commercial game's element of risk %s, published 1.30%%", got)
	}
	// The simple strategy published for the game (J. Grochowski, Casino
	// City Times, "Beating Three Card Poker"): fold a pair of 2s or less,
	// play the ante with a pair of 3s to 9s, 3 times it with a pair of 10s
	// or better. The analysis, seeing the up card, departs from it near its
	// lines only: two pairs or better and a pair of aces are always played
	// 3 times the ante, pairs of 5s and 6s always once.
	rows := map[string][]string{}
	for _, row := range r.Strategies[0].Rows {
		rows[row[0]] = row[1:]
	}
	for _, name := range []string{"four of a kind", "straight flush", "three of a kind", "flush", "straight", "two pairs", "a pair of aces"} {
		if got := rows[name]; len(got) != 3 || got[2] != "all" {
			t.Errorf("%s: folded, 1×, 3× = %v; want all played 3 times the ante", name, got)
		}
	}
	for _, name := range []string{"a pair of 5s", "a pair of 6s"} {
		if got := rows[name]; len(got) != 3 || got[1] != "all" {
			t.Errorf("%s: folded, 1×, 3× = %v; want all played once the ante", name, got)
		}
	}
}

// TestAnalyzeTwoDecks: the report reads the option decks (67.64); two
// decks count C(104,5) hands of the player, 99 up cards and C(98,5)
// dealer's hands each.
func TestAnalyzeTwoDecks(t *testing.T) {
	whole(t)
	if testing.Short() {
		t.Skip("the whole two-deck analysis")
	}
	r, err := Analyze(table(t, `{"decks":2}`))
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Check(); err != nil {
		t.Fatal(err)
	}
	want := "every hand of the player (91,962,520, counted as 202,735 up to the suits) with every up card of the dealer (99, 67.69) " +
		"and every five other cards of his (67,910,864): 618,280,164,692,910,720 deals"
	if r.Method != want {
		t.Errorf("method %q, want %q", r.Method, want)
	}
}

// anteBonus is 67.73's table, written here from the by-law.
var anteBonus = map[handeval.Category]int64{handeval.FourOfAKind: 25, handeval.StraightFlush: 20, handeval.ThreeOfAKind: 2}

// settleSlow is the net of ante and play x (times the ante) for a
// player's best four p against the dealer's d, from 67.72 and 67.73.
func settleSlow(p, d handeval.Value, x int64) int64 {
	won := p >= d // 67.72: equal or higher
	if b, ok := anteBonus[p.Category()]; ok {
		if won { // 67.73: the ante wins whatever the dealer holds, and the bonus
			return 1 + b + x
		}
		return 1 + b - x
	}
	if won {
		return 1 + x
	}
	return -1 - x
}

// slowAnte deals every hand of physical cards deck to the player, every
// card of the rest face up and every five others to the dealer, one by
// one; chooses per player's hand and up card the fold (−1) or the play of
// 1, 2 or 3 times the ante that sums the most, the smaller on a tie; and
// tallies the net results.
func slowAnte(deck []card.Card) analysis.Wager {
	tally := map[int64]int64{}
	var pairs, dealt, staked int64
	six := make([]card.Card, 6)
	choose(deck, 5, func(p, rest []card.Card) {
		pv := handeval.Four(p)
		for i, u := range rest {
			pairs++
			others := append(append([]card.Card{}, rest[:i]...), rest[i+1:]...)
			var ds []handeval.Value
			choose(others, 5, func(d, _ []card.Card) {
				copy(six, d)
				six[5] = u
				ds = append(ds, handeval.Four(six))
			})
			dealt = int64(len(ds))
			best, bestX := -dealt, int64(0)
			for x := int64(1); x <= 3; x++ {
				var s int64
				for _, dv := range ds {
					s += settleSlow(pv, dv, x)
				}
				if s > best {
					best, bestX = s, x
				}
			}
			staked += 1 + bestX
			if bestX == 0 {
				tally[-1] += dealt
				continue
			}
			for _, dv := range ds {
				tally[settleSlow(pv, dv, bestX)]++
			}
		}
	})
	w := analysis.Wager{ID: "ante", Staked: big.NewRat(staked, pairs)}
	for x, k := range tally {
		w.Lines = append(w.Lines, analysis.CountLine("", analysis.Int(x), k, pairs*dealt))
	}
	return w
}

// choose calls f with every k of cards and the cards left.
func choose(cards []card.Card, k int, f func(h, rest []card.Card)) {
	n := len(cards)
	h := make([]card.Card, k)
	rest := make([]card.Card, 0, n)
	idx := make([]int, k)
	var rec func(i, from int)
	rec = func(i, from int) {
		if i == k {
			rest = rest[:0]
			j := 0
			for x := range n {
				if j < k && idx[j] == x {
					j++
					continue
				}
				rest = append(rest, cards[x])
			}
			f(h, rest)
			return
		}
		for x := from; x < n; x++ {
			idx[i], h[i] = x, cards[x]
			rec(i+1, x+1)
		}
	}
	rec(0, 0)
}

// TestAnalyzeSmallDeck runs the whole analysis on small decks, of one and
// of two copies of each card, and compares every figure of the ante with
// slowAnte, written apart from it.
func TestAnalyzeSmallDeck(t *testing.T) {
	for _, d := range []combin.Deck{
		// Seven ranks, two suits: runs, flushes, trips.
		{Ranks: []card.Rank{2, 3, 4, 5, 6, card.King, card.Ace}, Suits: []card.Suit{0, 3}, Copies: 1},
		// Two copies: a card twice, four and five of a rank, flushes holding
		// a pair.
		{Ranks: []card.Rank{3, card.King, card.Ace}, Suits: []card.Suit{1, 2}, Copies: 2},
		{Ranks: []card.Rank{2, 3, card.King, card.Ace}, Suits: []card.Suit{1, 2}, Copies: 2},
	} {
		if raceEnabled && len(d.Ranks) == 4 {
			continue // 12 million hands dealt one by one: the plain run
		}
		var cards []card.Card
		for _, c := range d.Types() {
			for range d.Copies {
				cards = append(cards, c)
			}
		}
		got := enumerate(d).report(Rules{Decks: d.Copies, AcesUp: ByLaw}).Wager("ante", "")
		if err := got.Check(); err != nil {
			t.Fatal(err)
		}
		want := slowAnte(cards)
		if err := want.Check(); err != nil {
			t.Fatal(err)
		}
		gf, wf := got.Figures(), want.Figures()
		for _, x := range []struct {
			name      string
			got, want *big.Rat
		}{{"return", gf.Return, wf.Return}, {"staked", gf.Staked, wf.Staked}, {"variance", gf.Variance, wf.Variance}, {"hit", gf.Hit, wf.Hit}} {
			if x.got.Cmp(x.want) != 0 {
				t.Errorf("%d cards: %s %s, slow analysis %s", len(cards), x.name, x.got.RatString(), x.want.RatString())
			}
		}
		if g, w := byNet(got), byNet(&want); !maps(g, w) {
			t.Errorf("%d cards: distribution %v, slow analysis %v", len(cards), g, w)
		}
	}
}

// TestAnalyzeCounts compares, on decks too large to analyse slowly whole,
// the counts of a sample of the player's hands with every up card against
// the dealer's five other cards dealt one by one (67.69, 67.71, 67.72).
func TestAnalyzeCounts(t *testing.T) {
	whole(t)
	ranks := []card.Rank{2, 3, 4, 5, 6, 7, 8, 9, card.King, card.Ace}
	for _, d := range []combin.Deck{
		{Ranks: ranks, Suits: []card.Suit{0, 1, 2}, Copies: 1},
		{Ranks: ranks, Suits: []card.Suit{0, 3}, Copies: 2},
	} {
		c := enumerate(d)
		var cards []card.Card
		for _, x := range d.Types() {
			for range d.Copies {
				cards = append(cards, x)
			}
		}
		six := make([]card.Card, 6)
		for i := 0; i < len(c.Players); i += len(c.Players)/3 + 1 {
			p := &c.Players[i]
			rest := without(cards, p.Cards[:])
			for u, up := range c.types {
				if int(p.held[u]) == d.Copies {
					continue
				}
				var won int64
				choose(without(rest, []card.Card{up}), 5, func(h, _ []card.Card) {
					copy(six, h)
					six[5] = up
					if handeval.Four(six) <= p.Value {
						won++
					}
				})
				if won != int64(p.Wins[u]) {
					t.Errorf("%d cards: %s, up card %s: %d dealer hands as high or lower, dealt one by one %d",
						len(cards), card.Format(p.Cards[:]), up, p.Wins[u], won)
				}
			}
		}
	}
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

// BenchmarkAnalyze is the whole analysis, one deck and two.
func BenchmarkAnalyze(b *testing.B) {
	for _, decks := range []int{1, 2} {
		b.Run(map[int]string{1: "one-deck", 2: "two-decks"}[decks], func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				enumerate(combin.Full(decks)).report(Rules{Decks: decks, AcesUp: ByLaw})
			}
		})
	}
}
