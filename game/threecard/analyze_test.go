package threecard

import (
	"encoding/json"
	"math/big"
	"slices"
	"testing"

	"croupier/analysis"
	"croupier/card"
	"croupier/game"
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

func analyzed(t *testing.T, opts string) *analysis.Report {
	t.Helper()
	r, err := Analyze(table(t, opts))
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Check(); err != nil {
		t.Fatal(err)
	}
	return r
}

// TestAnalyzePairPlus checks pair plus (67.32) against the hands of each
// combination counted by hand.
//
// One deck, C(52,3) = 22,100 hands: straight flush 12 runs × 4 suits = 48;
// three of a kind 13 × C(4,3) = 52; straight 12 × (4³ − 4) = 720; flush
// 4 × C(13,3) − 48 = 1,096; pair 13 × C(4,2) × 48 = 3,744. It returns
// (48×41 + 52×31 + 720×7 + 1,096×5 + 3,744×2) / 22,100 = 21,588/22,100.
//
// Two decks, C(104,3) = 182,104 hands of physical cards: straight flush
// 12 × 4 × 2³ = 384; three of a kind 13 × C(8,3) = 728; straight
// 12 × (8³ − 4 × 2³) = 5,760; flush 4 × (C(26,3) − 12 × 2³) = 10,016 (a
// suit's two copies of a card are a flush, not a pair: handeval's doc);
// pair 13 × (C(8,2) × 96 − 4 × 24) = 33,696, less the 4 same-suit pairs
// (a card twice) with a third card of that suit, which are flushes. It
// returns (384×41 + 728×31 + 5,760×7 + 10,016×5 + 33,696×2) / 182,104 =
// 196,104/182,104: more than the stake, and the report warns.
func TestAnalyzePairPlus(t *testing.T) {
	for _, c := range []struct {
		opts string
		want *big.Rat
	}{
		{`{}`, big.NewRat(21588, 22100)},
		{`{"decks":2}`, big.NewRat(196104, 182104)},
	} {
		r := analyzed(t, c.opts)
		w := r.Wager("pair-plus", "")
		if w == nil {
			t.Fatalf("%s: no pair-plus", c.opts)
		}
		if got := w.Figures().Return; got.Cmp(c.want) != 0 {
			t.Errorf("%s: pair plus returns %s, want %s", c.opts, got.RatString(), c.want.RatString())
		}
		if warned := len(r.Warnings()) > 0; warned != (c.want.Cmp(analysis.Int(1)) > 0) {
			t.Errorf("%s: warnings %q", c.opts, r.Warnings())
		}
	}
}

// TestAnalyzePublished checks the one-deck ante against the figures
// published by the Wizard of Odds (wizardofodds.com/games/three-card-poker,
// "Ante and Play Analysis", pay table 1: straight flush 5, three of a kind
// 4, straight 1, which is 67.31's ante bonus, with 67.29's queen-high
// qualifier and 67.30's even money): house edge 3.37%, element of risk
// 2.01%, under the strategy "raise with Q-6-4 or higher" that the same
// page derives, which the analysis must find by itself (67.28).
func TestAnalyzePublished(t *testing.T) {
	r := analyzed(t, `{}`)
	f := r.Wager("ante", "").Figures()
	if got := analysis.Percent(f.Edge, 2); got != "3.37%" {
		t.Errorf("ante and play house edge %s, want 3.37%%", got)
	}
	if got := analysis.Percent(f.Risk, 2); got != "2.01%" {
		t.Errorf("ante and play element of risk %s, want 2.01%%", got)
	}
	notes := r.Strategies[0].Notes
	if len(notes) == 0 || notes[0] != "play Q-6-4 or better, fold below: the lowest hand played is Q-6-4, the highest folded Q-6-3" {
		t.Errorf("strategy %q, want Q-6-4 or better", notes)
	}
}

// dealerHands calls f with every three cards of cards.
func dealerHands(cards []card.Card, f func(h []card.Card)) {
	h := make([]card.Card, 3)
	for i := 0; i < len(cards); i++ {
		for j := i + 1; j < len(cards); j++ {
			for k := j + 1; k < len(cards); k++ {
				h[0], h[1], h[2] = cards[i], cards[j], cards[k]
				f(h)
			}
		}
	}
}

// without returns deck less one copy of each of cards.
func without(deck []card.Card, cards []card.Card) []card.Card {
	left := slices.Clone(deck)
	for _, c := range cards {
		i := slices.Index(left, c)
		left = slices.Delete(left, i, i+1)
	}
	return left
}

// bruteForce counts, as enumerate does, the dealer's hands that open, rank
// below and equal the player's p, dealing every hand of what deck leaves
// and valuing it with handeval.Three (67.23, 67.24, 67.29).
func bruteForce(deck []card.Card, p [3]card.Card) (open, below, equal int64) {
	pv := handeval.Three(p[:])
	dealerHands(without(deck, p[:]), func(d []card.Card) {
		dv := handeval.Three(d)
		if !handeval.QueenHighOrBetter(dv) {
			return
		}
		open++
		switch {
		case dv < pv:
			below++
		case dv == pv:
			equal++
		}
	})
	if !handeval.QueenHighOrBetter(pv) {
		below, equal = 0, 0
	}
	return open, below, equal
}

// TestAnalyzeCounts compares, for a sample of the player's hands of one
// deck and of two, enumerate's counts by inclusion and exclusion with the
// dealer's hands dealt one by one.
func TestAnalyzeCounts(t *testing.T) {
	for _, c := range []struct {
		decks, every int
	}{{1, 101}, {2, 1009}} {
		deck := physical(c.decks)
		cnt := enumerate(deck)
		if want := int64(len(without(deck, deck[:3])) * (len(deck) - 4) * (len(deck) - 5) / 6); cnt.Dealt != want {
			t.Errorf("%d decks: %d dealer hands, want %d", c.decks, cnt.Dealt, want)
		}
		for i := 0; i < len(cnt.Hands); i += c.every {
			h := cnt.Hands[i]
			open, below, equal := bruteForce(deck, h.Cards)
			if h.Open != open || h.Below != below || h.Equal != equal {
				t.Errorf("%d decks, %s: open %d below %d equal %d, dealt one by one %d %d %d",
					c.decks, card.Format(h.Cards[:]), h.Open, h.Below, h.Equal, open, below, equal)
			}
		}
	}
}

// TestAnalyzeSmallDeck runs the whole analysis on small decks, of one and
// of two copies of each card, and compares every figure of the ante with
// a slow analysis written apart: each player's hand against each dealer's
// hand dealt one by one, the play chosen by the expected net of 67.29–67.31
// written here from the by-law, the distribution of the net result
// tallied deal by deal.
func TestAnalyzeSmallDeck(t *testing.T) {
	ranks := []card.Rank{2, 3, 4, card.Jack, card.Queen, card.Ace}
	for _, c := range []struct {
		suits  []card.Suit
		copies int
	}{
		{[]card.Suit{0, 1, 2, 3}, 1},
		{[]card.Suit{0, 3}, 2},
	} {
		var deck []card.Card
		for _, r := range ranks {
			for _, s := range c.suits {
				for range c.copies {
					deck = append(deck, card.New(r, s))
				}
			}
		}
		got := report(enumerate(deck), len(deck)).Wager("ante", "")
		if err := got.Check(); err != nil {
			t.Fatal(err)
		}
		want := slowAnte(deck)
		if err := want.Check(); err != nil {
			t.Fatal(err)
		}
		gf, wf := got.Figures(), want.Figures()
		for _, x := range []struct {
			name      string
			got, want *big.Rat
		}{{"return", gf.Return, wf.Return}, {"staked", gf.Staked, wf.Staked}, {"variance", gf.Variance, wf.Variance}, {"hit", gf.Hit, wf.Hit}} {
			if x.got.Cmp(x.want) != 0 {
				t.Errorf("%d cards: %s %s, slow analysis %s", len(deck), x.name, x.got.RatString(), x.want.RatString())
			}
		}
		if g, w := byNet(got), byNet(&want); !maps(g, w) {
			t.Errorf("%d cards: distribution %v, slow analysis %v", len(deck), g, w)
		}
	}
}

// slowAnte is the ante's distribution on deck by dealing every hand.
func slowAnte(deck []card.Card) analysis.Wager {
	bonus := map[handeval.Category]int64{handeval.StraightFlush: 5, handeval.ThreeOfAKind: 4, handeval.Straight: 1} // 67.31
	tally := map[int64]int64{}                                                                                      // net → deals
	var players, dealt, played int64
	dealerHands(deck, func(p []card.Card) {
		players++
		pv := handeval.Three(p)
		b := bonus[pv.Category()]
		nets := map[int64]int64{}
		var sum, n int64
		dealerHands(without(deck, p), func(d []card.Card) {
			dv := handeval.Three(d)
			var x int64
			switch {
			case !handeval.QueenHighOrBetter(dv): // 67.29: the ante wins, the play pushes
				x = 1
			case pv > dv: // 67.30
				x = 2
			case pv < dv:
				x = -2
			}
			x += b // 67.31
			nets[x]++
			sum += x
			n++
		})
		dealt = n
		if sum > -n { // playing returns more than the ante lost on a fold (67.28)
			played++
			for x, k := range nets {
				tally[x] += k
			}
		} else {
			tally[-1] += n
		}
	})
	w := analysis.Wager{ID: "ante", Staked: big.NewRat(players+played, players)}
	for x, k := range tally {
		w.Lines = append(w.Lines, analysis.CountLine("", analysis.Int(x), k, players*dealt))
	}
	return w
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

// TestAnalyzeEveryWager: the report has every wager of the Spec; play is
// part of the ante's figure (67.28).
func TestAnalyzeEveryWager(t *testing.T) {
	r := analyzed(t, `{}`)
	for _, w := range Spec.Wagers {
		if w.Decision {
			continue
		}
		if r.Wager(w.ID, "") == nil {
			t.Errorf("no wager %s", w.ID)
		}
	}
	if a := r.Wager("ante", ""); a == nil || a.Staked == nil {
		t.Errorf("the ante does not count the play wager: %+v", a)
	}
}

func BenchmarkAnalyze(b *testing.B) {
	for _, decks := range []int{1, 2} {
		b.Run(map[int]string{1: "one-deck", 2: "two-decks"}[decks], func(b *testing.B) {
			b.ReportAllocs()
			deck := physical(decks)
			for b.Loop() {
				report(enumerate(deck), len(deck))
			}
		})
	}
}
