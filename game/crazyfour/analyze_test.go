package crazyfour

import (
	"encoding/json"
	"math/big"
	"slices"
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

// oneDeck is the one-deck count, made once for the tests that read it.
var oneDeck = sync.OnceValue(func() *count { return enumerate(combin.Full(1)) })

// whole skips a test of the whole analysis under the race detector, where
// it takes ten times as long.
func whole(t *testing.T) {
	t.Helper()
	if raceEnabled {
		t.Skip("the whole analysis, ten times slower under the race detector")
	}
}

// analyzed is Analyze's report at a table of options opts, checked.
func analyzed(t *testing.T, opts string) *analysis.Report {
	t.Helper()
	whole(t)
	r, err := Analyze(table(t, opts))
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Check(); err != nil {
		t.Fatal(err)
	}
	return r
}

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

// Test67_76_Categories counts the best four of each of the 2,598,960
// five-card hands of one deck (67.76's order: four of a kind, straight
// flush, three of a kind, flush, straight, two pairs, a pair), worked by
// hand:
//
//   - four of a kind: 13 × 48 = 624;
//   - straight flush: a suit's 4-card run (11 runs, A-2-3-4 to J-Q-K-A) and
//     any fifth card, 4 × 11 × 48, less the 4 × 10 five-card runs counted
//     twice: 2,072;
//   - three of a kind: trips and full houses, 54,912 + 3,744 = 58,656 (three
//     ranks at most: no straight, no four of a suit);
//   - flush: four or five cards of a suit, 4 × (C(13,5) + C(13,4) × 39) =
//     116,688, less the straight flushes: 114,616;
//   - straight: 5 ranks holding a 4-run, 11 × 9 − 10 = 89 rank sets × 4⁵,
//     plus a pair and three ranks making a run, 11 × 4 × C(4,2) × 4³: 108,032
//     hands with a run; less those with four of a suit, 89 × 4 × 16 and
//     11 × 4 × 4 × 3: 101,808;
//   - two pairs: 123,552, as in five-card poker (three ranks);
//   - a pair: the 1,098,240 one-pair hands less the 16,896 whose four ranks
//     make a run and the 13 × C(12,3) × 4 × 3 − 528 = 33,792 others holding
//     four of a suit: 1,047,552; of queens 84,480 − 3 × 384 − (2,640 −
//     3 × 12) = 80,724 (three runs hold a queen), of kings and of aces
//     84,480 − 2 × 384 − (2,640 − 2 × 12) = 81,096 each;
//   - no combination: C(13,5) × 4⁵ hands of five ranks less the 91,136
//     holding a run and the (1,287 − 89) × 64 holding four of a suit:
//     1,150,080.
func Test67_76_Categories(t *testing.T) {
	want := map[handeval.Category]int64{
		handeval.FourOfAKind: 624, handeval.StraightFlush: 2_072, handeval.ThreeOfAKind: 58_656, handeval.Flush: 114_616,
		handeval.Straight: 101_808, handeval.TwoPairs: 123_552, handeval.Pair: 1_047_552, handeval.HighCard: 1_150_080,
	}
	whole(t)
	c := oneDeck()
	got := map[handeval.Category]int64{}
	pairs := map[card.Rank]int64{}
	var all int64
	for _, p := range c.Players {
		got[p.Value.Category()] += p.Weight
		all += p.Weight
		if p.Value.Category() == handeval.Pair && handeval.PairOfQueensOrBetter(p.Value) {
			_, four := ranking.Best(p.Cards[:])
			for i := range four {
				for j := i + 1; j < len(four); j++ {
					if four[i].Rank() == four[j].Rank() {
						pairs[four[i].Rank()] += p.Weight
					}
				}
			}
		}
	}
	if all != 2_598_960 || len(c.Players) != 134_459 || c.Dealt != 1_533_939 {
		t.Errorf("%d hands in %d classes, %d dealer hands each; want 2,598,960, 134,459 and C(47,5) = 1,533,939", all, len(c.Players), c.Dealt)
	}
	for cat, n := range want {
		if got[cat] != n {
			t.Errorf("%s: %d hands, want %d", cat, got[cat], n)
		}
	}
	if pairs[card.Queen] != 80_724 || pairs[card.King] != 81_096 || pairs[card.Ace] != 81_096 {
		t.Errorf("pairs of queens, kings, aces: %v, want 80,724, 81,096 and 81,096", pairs)
	}
}

// Test67_87_QueensUp: Queens Up on the counts above, 67.87's table: four
// of a kind 50, straight flush 30, three of a kind 7, flush 4, straight 3,
// two pairs 2, a pair of queens or better 1 to 1.
func Test67_87_QueensUp(t *testing.T) {
	r := analyzed(t, `{}`)
	wins := []struct{ n, pays int64 }{{624, 50}, {2_072, 30}, {58_656, 7}, {114_616, 4}, {101_808, 3}, {123_552, 2}, {80_724 + 2*81_096, 1}}
	var net, won int64
	for _, w := range wins {
		net += w.n * w.pays
		won += w.n
	}
	net -= 2_598_960 - won
	want := big.NewRat(2_598_960+net, 2_598_960)
	w := r.Wager("queens-up", "")
	if w == nil {
		t.Fatal("no queens-up")
	}
	if got := w.Figures().Return; got.Cmp(want) != 0 {
		t.Errorf("queens up returns %s, want %s", got.FloatString(8), want.FloatString(8))
	}
	if r := reported(t, `{"queens-up":false}`); r.Wager("queens-up", "") != nil {
		t.Error("queens up reported where not offered")
	}
}

// TestAnalyzePublished checks the one-deck figures against the Wizard of
// Odds (wizardofodds.com/games/crazy-four-poker, the analysis by Stanley
// Ko for Shuffle Master): with the Super Bonus table casinos post (four
// aces 200, four of a kind 30, straight flush 15, three of a kind 2,
// flush 3 to 2, straight 1 to 1: super-bonus-table industry), the dealer
// opening with king-high and 3 times the ante allowed with a pair of aces,
// "with proper strategy the element of risk is only 1.09%". The same page
// and the game's guides publish the strategy: play 3 times the ante with a
// pair of aces or better, the ante from K-Q-8-4, fold below — here found
// by the analysis itself, within a kicker of that line, where the suits
// decide.
func TestAnalyzePublished(t *testing.T) {
	r := reported(t, `{"super-bonus-table":"industry"}`)
	f := r.Wager("ante", "").Figures()
	if got := analysis.Percent(f.Risk, 2); got != "1.09%" {
		t.Errorf("element of risk %s, published 1.09%%", got)
	}
	c := oneDeck()
	pay := newPayoff(Industry)
	kq84 := handeval.Four(card.MustParseList("Kh Qc 8d 4s"))
	kq76 := handeval.Four(card.MustParseList("Kh Qc 7d 6s"))
	for i := range c.Players {
		p := &c.Players[i]
		o := c.outcomes(p)
		k, _ := pay.decide(p, &o)
		switch {
		case handeval.PairOfAcesOrBetter(p.Value) && k != 2:
			t.Errorf("%s played %d×, want 3× with a pair of aces or better", card.Format(p.Cards[:]), plays[k])
		case !handeval.PairOfAcesOrBetter(p.Value) && p.Value > kq84 && k != 1:
			t.Errorf("%s played %d×, want 1× above K-Q-8-4", card.Format(p.Cards[:]), plays[k])
		case p.Value < kq76 && k != 0:
			t.Errorf("%s played %d×, want folded below K-Q-7-6", card.Format(p.Cards[:]), plays[k])
		}
	}
}

// TestAnalyzeOptions: the report reads the table's options — the Super
// Bonus table (67.85: the by-law's flush 3 to 1 returns more than the
// industry's 3 to 2), one deck or two (67.75) — and has every wager of the
// Spec, the play and the Super Bonus in the ante's figure.
func TestAnalyzeOptions(t *testing.T) {
	byLaw, industry := reported(t, `{}`), reported(t, `{"super-bonus-table":"industry"}`)
	if byLaw.Wager("ante", "").Figures().Return.Cmp(industry.Wager("ante", "").Figures().Return) <= 0 {
		t.Error("a flush paying 3 to 1 returns no more than 3 to 2")
	}
	for _, w := range Spec.Wagers {
		if !slices.ContainsFunc(byLaw.Wagers, func(x analysis.Wager) bool { return x.ID == w.ID || slices.Contains(x.Count, w.ID) }) {
			t.Errorf("wager %s is not in the analysis", w.ID)
		}
	}
	two := analyzed(t, `{"decks":2}`)
	if got := two.Method; got != "every hand of the player (91,962,520, counted as 202,735 up to the suits) against every hand of the dealer from the 99 cards left (71,523,144): 6,577,448,560,562,880 deals" {
		t.Errorf("two decks: %s; want C(104,5) = 91,962,520 hands against C(99,5) = 71,523,144", got)
	}
}

// byLawBonus is 67.85's table as printed (ruling P9), written here from
// the by-law; four aces 200 to 1.
var byLawBonus = map[handeval.Category]int64{
	handeval.FourOfAKind: 30, handeval.StraightFlush: 15, handeval.ThreeOfAKind: 2, handeval.Flush: 3, handeval.Straight: 1,
}

// fourAcesSlow is the lowest four aces (67.85).
var fourAcesSlow = handeval.Four(card.MustParseList("Ac Ad Ah As"))

// settleSlow is the net of ante, Super Bonus and play x (times the ante)
// for a player's best four p against the dealer's d, from 67.82–67.86.
func settleSlow(p, d handeval.Value, x int64) int64 {
	opens := handeval.KingHighOrBetter(d)
	var ante, play, sb int64
	switch {
	case !opens: // 67.82: the play wins, the ante pushes
		play = x
	case p > d: // 67.84
		ante, play = 1, x
	case p < d:
		ante, play = -1, -x
	}
	b, ok := byLawBonus[p.Category()]
	switch {
	case ok && p >= fourAcesSlow:
		sb = 200
	case ok: // 67.85, whatever the dealer holds
		sb = b
	case opens && p < d: // 67.86
		sb = -1
	}
	return ante + play + sb
}

// slowAnte deals every hand of physical cards deck to the player and every
// five of the rest to the dealer, one by one; chooses per player's hand the
// fold (−2) or the play of 1 or, with a pair of aces or better, 3 times
// the ante that sums the most, the smaller on a tie; and tallies the net
// results.
func slowAnte(deck []card.Card) analysis.Wager {
	tally := map[int64]int64{}
	var players, dealt, staked int64
	fives(deck, func(p []card.Card, rest []card.Card) {
		players++
		pv := handeval.Four(p)
		var ds []handeval.Value
		fives(rest, func(d []card.Card, _ []card.Card) { ds = append(ds, handeval.Four(d)) })
		dealt = int64(len(ds))
		best, bestX := -2*dealt, int64(0)
		for _, x := range []int64{1, 3} {
			if x == 3 && !handeval.PairOfAcesOrBetter(pv) {
				continue
			}
			var s int64
			for _, dv := range ds {
				s += settleSlow(pv, dv, x)
			}
			if s > best {
				best, bestX = s, x
			}
		}
		staked += 2 + bestX
		if bestX == 0 {
			tally[-2] += dealt
			return
		}
		for _, dv := range ds {
			tally[settleSlow(pv, dv, bestX)]++
		}
	})
	w := analysis.Wager{ID: "ante", Staked: big.NewRat(staked, players)}
	for x, k := range tally {
		w.Lines = append(w.Lines, analysis.CountLine("", analysis.Int(x), k, players*dealt))
	}
	return w
}

// fives calls f with every five of cards and the cards left.
func fives(cards []card.Card, f func(h, rest []card.Card)) {
	n := len(cards)
	h := make([]card.Card, 5)
	rest := make([]card.Card, 0, n)
	var idx [5]int
	var rec func(i, from int)
	rec = func(i, from int) {
		if i == 5 {
			rest = rest[:0]
			j := 0
			for x := range n {
				if j < 5 && idx[j] == x {
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
		// Seven ranks, two suits: hands that do not open (five ranks below
		// the king), runs, flushes, pairs of aces.
		{Ranks: []card.Rank{2, 3, 4, 5, 6, card.King, card.Ace}, Suits: []card.Suit{0, 3}, Copies: 1},
		// Two copies: a card twice, four and five of a rank, flushes holding
		// a pair.
		{Ranks: []card.Rank{2, 3, card.King, card.Ace}, Suits: []card.Suit{1, 2}, Copies: 2},
	} {
		var cards []card.Card
		for _, c := range d.Types() {
			for range d.Copies {
				cards = append(cards, c)
			}
		}
		got := enumerate(d).report(Rules{Decks: d.Copies, SuperBonus: ByLaw}).Wager("ante", "")
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
				enumerate(combin.Full(decks)).report(Rules{Decks: decks, QueensUp: true, SuperBonus: ByLaw})
			}
		})
	}
}
