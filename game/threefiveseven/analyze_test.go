package threefiveseven

import (
	"encoding/json"
	"math/big"
	"runtime/debug"
	"strings"
	"sync"
	"testing"

	"croupier/analysis"
	"croupier/card"
	"croupier/game"
	"croupier/handeval"
)

func tableOf(t *testing.T, opts string) game.Table {
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

var reports sync.Map // by options: each analysed once

// analyzed is the report at opts, checked to be a distribution.
func analyzed(t *testing.T, opts string) *analysis.Report {
	t.Helper()
	if r, ok := reports.Load(opts); ok {
		return r.(*analysis.Report)
	}
	r, err := Analyze(tableOf(t, opts))
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Check(); err != nil {
		t.Fatal(err)
	}
	reports.Store(opts, r)
	return r
}

// raceBuild reports whether the test runs under the race detector.
func raceBuild() bool {
	if bi, ok := debug.ReadBuildInfo(); ok {
		for _, s := range bi.Settings {
			if s.Key == "-race" && s.Value == "true" {
				return true
			}
		}
	}
	return false
}

// expect compares w's lines, in order, with counts out of total.
func expect(t *testing.T, w *analysis.Wager, total *big.Int, counts ...*big.Int) {
	t.Helper()
	if w == nil {
		t.Fatal("no such wager")
	}
	if len(w.Lines) != len(counts) {
		t.Fatalf("%s (%s) has %d lines, want %d", w.ID, w.Title, len(w.Lines), len(counts))
	}
	for i, l := range w.Lines {
		if want := new(big.Rat).SetFrac(counts[i], total); l.Prob.Cmp(want) != 0 {
			t.Errorf("%s (%s) %q: probability %s, want %s/%s", w.ID, w.Title, l.Name, l.Prob.RatString(), counts[i], total)
		}
	}
}

func ints(xs ...int64) []*big.Int {
	var out []*big.Int
	for _, x := range xs {
		out = append(out, big.NewInt(x))
	}
	return out
}

// rest appends to counts the losses: total less the others.
func rest(total int64, counts ...int64) []*big.Int {
	s := total
	for _, c := range counts {
		s -= c
	}
	return ints(append(counts, s)...)
}

// TestAnalyzeThreeCard checks 67.48 against the combinations counted by
// hand (67.43; 67.41: an ace completes A-2-3).
//
// One deck, C(52,3) = 22,100: straight flush 12 runs × 4 suits = 48;
// three of a kind 13 × C(4,3) = 52; straight 12 × (4³ − 4) = 720; flush
// 4 × C(13,3) − 48 = 1,096; pair 13 × C(4,2) × 48 = 3,744; 16,440 lose. The
// Wizard of Odds' 3-5-7 Poker page prints the same counts
// (wizardofodds.com/games/3-5-7-poker/): a house edge of 772/22,100 =
// 3.4932%.
//
// Two decks, C(104,3) = 182,104 hands of physical cards: straight flush
// 12 × 4 × 2³ = 384; three of a kind 13 × C(8,3) = 728; straight
// 12 × (8³ − 4 × 2³) = 5,760; flush 4 × (C(26,3) − 12 × 2³) = 10,016 (a
// suit's two copies of a card and a third card of the suit are a flush,
// ruling P11); pair 13 × C(8,2) × 96 less the 4 × 13 × 24 same-card pairs
// whose third card is of their suit: 34,944 − 1,248 = 33,696.
func TestAnalyzeThreeCard(t *testing.T) {
	w := analyzed(t, `{}`).Wager("three-card", "")
	expect(t, w, big.NewInt(22100), rest(22100, 48, 52, 720, 1096, 3744)...)
	if e := w.Figures().Edge; e.Cmp(big.NewRat(772, 22100)) != 0 {
		t.Errorf("one deck: edge %s, want 772/22,100", e.RatString())
	}
	if raceBuild() {
		return // a second analysis: about 30 s under -race
	}
	w = analyzed(t, `{"decks":2}`).Wager("three-card", "")
	expect(t, w, big.NewInt(182104), rest(182104, 384, 728, 5760, 10016, 33696)...)
}

// TestAnalyzeFiveCard checks 67.49 against the 2,598,960 five-card hands'
// combinations (67.44; A-2-3-4-5 a straight, ruling P5): royal flush 4,
// straight flush 9 × 4 = 36, four of a kind 13 × 48 = 624, full house
// 13 × 4 × 12 × 6 = 3,744, flush 4 × C(13,5) − 40 = 5,108, straight
// 10 × 4⁵ − 40 = 10,200, three of a kind 13 × 4 × C(12,2) × 16 = 54,912, two
// pairs C(13,2) × 36 × 44 = 123,552, and a pair of sixes or better: nine
// ranks (6 to ace) × C(4,2) × C(12,3) × 4³ = 9 × 84,480 = 760,320; the
// rest lose.
func TestAnalyzeFiveCard(t *testing.T) {
	w := analyzed(t, `{}`).Wager("five-card", "")
	expect(t, w, big.NewInt(2598960), rest(2598960, 4, 36, 624, 3744, 5108, 10200, 54912, 123552, 760320)...)
}

// sevenCounts are the 133,784,560 seven-card hands by their best five
// (67.44, 67.50): royal flush 4,324, straight flush 37,260, four of a kind
// 224,848, full house 3,473,184, flush 4,047,644, straight 6,180,020, three
// of a kind 6,461,620 (the published counts, e.g. Wikipedia's "Poker
// probability", 7-card hands), and two pairs whose higher pair is tens or
// better (ruling P6), counted here. Two pairs are 2+2+1+1+1 ranks or
// 2+2+2+1. 2+2+1+1+1: the pairs' ranks with the higher ten or better,
// C(13,2) − C(8,2) = 50, the singles' C(11,3) = 165, less the 44 choices of
// a straight's five ranks with two of them paired the higher ten or better
// (A-2-3-4-5: 4; 6 to 10: 4; 7 to J: 7; 8 to Q: 9; 9 to K: 10; 10 to A:
// 10): 8,206, each with 6² × 4³ suits less the 4 × 3² that make a flush,
// 2,268: 18,611,208. 2+2+2+1: the three pairs' ranks with the highest ten
// or better, C(13,3) − C(8,3) = 230, × 10 singles × 6³ × 4 = 1,987,200. In
// all 20,598,408.
var sevenCounts = []int64{4324, 37260, 224848, 3473184, 4047644, 6180020, 6461620, 20598408}

// TestAnalyzeSevenCard checks 67.50: every 3-card hand with every 4 cards
// of the dealer counts each seven-card hand C(7,3) = 35 times, so the bet
// always kept has the distribution of the seven-card hands: its return is
// 1 − 4,387,512/133,784,560 (a house edge of 3.2795%).
//
// 67.47: withdrawing returns half the bet. With one deck the analysis
// withdraws only 2-3-7, 2-3-8, 2-3-9 and 2-4-9 of three suits (4 × 4 × 3 × 2
// = 96 hands of 22,100); the keep-or-withdraw values of two of them are
// checked against every dealer's hand below. With two decks it keeps every
// hand.
func TestAnalyzeSevenCard(t *testing.T) {
	r := analyzed(t, `{}`)
	kept := r.Wager("seven-card", "always kept")
	counts := make([]*big.Int, 0, 9)
	var won int64
	for _, c := range sevenCounts {
		counts = append(counts, big.NewInt(35*c))
		won += c
	}
	counts = append(counts, big.NewInt(35*(133784560-won)))
	expect(t, kept, big.NewInt(35*133784560), counts...)
	if e := kept.Figures().Edge; e.Cmp(big.NewRat(4387512, 133784560)) != 0 {
		t.Errorf("always kept: edge %s, want 4,387,512/133,784,560", e.RatString())
	}
	best := r.Wager("seven-card", "kept or withdrawn as the strategy says")
	if best == nil {
		t.Fatal("one deck: no withdrawal found")
	}
	last := best.Lines[len(best.Lines)-1]
	if last.Net.Cmp(big.NewRat(-1, 2)) != 0 || last.Prob.Cmp(big.NewRat(96, 22100)) != 0 {
		t.Errorf("withdrawn: net %s probability %s, want −1/2 and 96/22,100", last.Net.RatString(), last.Prob.RatString())
	}
	if best.Figures().Edge.Cmp(kept.Figures().Edge) >= 0 {
		t.Error("withdrawing costs more than keeping")
	}
	s := r.Strategies[0]
	if !strings.Contains(strings.Join(s.Notes, " "), "withdraw with 2c 3d 7h, 2c 3d 8h, 2c 3d 9h, 2c 4d 9h") {
		t.Errorf("strategy notes %q", s.Notes)
	}

	if raceBuild() {
		return
	}
	r2 := analyzed(t, `{"decks":2}`)
	if r2.Wager("seven-card", "always kept") != nil || r2.Wager("seven-card", "") == nil {
		t.Error("two decks: the 7-card bet is always kept, one figure")
	}
}

// keepValue is the 7-card bet's expected net when kept with the player's
// cards p, over every 4 of the 49 other cards of one deck, each valued by
// handeval and the 67.50 pay table, written apart from the analyzer.
func keepValue(p []card.Card) *big.Rat {
	var others []card.Card
	for c := card.Card(1); c <= 52; c++ {
		if c != p[0] && c != p[1] && c != p[2] {
			others = append(others, c)
		}
	}
	sum, n := new(big.Rat), int64(0)
	hand := make([]card.Card, 7)
	copy(hand, p)
	for a := 0; a < len(others); a++ {
		for b := a + 1; b < len(others); b++ {
			for c := b + 1; c < len(others); c++ {
				for d := c + 1; d < len(others); d++ {
					hand[3], hand[4], hand[5], hand[6] = others[a], others[b], others[c], others[d]
					n++
					if r, ok := sevenCard.pay(handeval.High(hand)); ok {
						sum.Add(sum, big.NewRat(r.Num, r.Den))
					} else {
						sum.Sub(sum, analysis.Int(1))
					}
				}
			}
		}
	}
	return sum.Quo(sum, analysis.Int(n))
}

// TestAnalyzeWithdraw (67.47) values two hands against every dealer's
// four cards: 2-3-7 of three suits returns less than the half a
// withdrawal gives back, 2-4-7 more.
func TestAnalyzeWithdraw(t *testing.T) {
	if raceBuild() {
		t.Skip("424k hands through the slow path: not under -race")
	}
	half := big.NewRat(-1, 2)
	if v := keepValue(card.MustParseList("2c 3d 7h")); v.Cmp(half) >= 0 {
		t.Errorf("2-3-7: kept nets %s, want less than −1/2", v.FloatString(6))
	}
	if v := keepValue(card.MustParseList("2c 4d 7h")); v.Cmp(half) < 0 {
		t.Errorf("2-4-7: kept nets %s, want at least −1/2", v.FloatString(6))
	}
}

// brute counts every wager over the physical cards of a small shoe s, one
// player hand and one dealer's hand at a time, valued by handeval and the
// engine's pay tables, the decision taken per hand: the lines of
// three-card, five-card, the 7-card bet at the best decision (its
// withdrawals last) and always kept.
func brute(s *shoe) (three, five, best, kept []*big.Int) {
	var cs []card.Card
	for c := card.Card(1); c <= 52; c++ {
		for range s[c] {
			cs = append(cs, c)
		}
	}
	// line is the line of pay table t that value v wins, len(lines) for a
	// loss: the category's place among the table's pays, highest first
	index := map[string]map[handeval.Category]int{}
	for _, t := range []table{threeCard, fiveCard, sevenCard} {
		index[t.section] = map[handeval.Category]int{}
		for i, l := range t.lines() {
			index[t.section][l.cat] = i
		}
	}
	line := func(t table, v handeval.Value) int {
		if _, ok := t.pay(v); ok {
			return index[t.section][v.Category()]
		}
		return len(t.pays)
	}
	var memo [1 << 16]int8 // line7's answers + 1, by the value's low bits
	line7 := func(v handeval.Value) int {
		if memo[uint16(v)] == 0 {
			memo[uint16(v)] = int8(line(sevenCard, v) + 1)
		}
		return int(memo[uint16(v)]) - 1
	}
	n7 := len(sevenCard.lines()) + 1
	zero := func(n int) []*big.Int {
		out := make([]*big.Int, n)
		for i := range out {
			out[i] = new(big.Int)
		}
		return out
	}
	three, five, best, kept = zero(len(threeCard.lines())+1), zero(len(fiveCard.lines())+1), zero(n7+1), zero(n7)
	one := big.NewInt(1)
	n := len(cs)
	for a := 0; a < n; a++ {
		for b := a + 1; b < n; b++ {
			for c := b + 1; c < n; c++ {
				for d := c + 1; d < n; d++ {
					for e := d + 1; e < n; e++ {
						i := line(fiveCard, handeval.High([]card.Card{cs[a], cs[b], cs[c], cs[d], cs[e]}))
						five[i].Add(five[i], one)
					}
				}
			}
		}
	}
	for a := 0; a < n; a++ {
		for b := a + 1; b < n; b++ {
			for c := b + 1; c < n; c++ {
				p := []card.Card{cs[a], cs[b], cs[c]}
				i := line(threeCard, handeval.Three(p))
				three[i].Add(three[i], one)
				var others []card.Card
				for k := range cs {
					if k != a && k != b && k != c {
						others = append(others, cs[k])
					}
				}
				tally := make([]int64, n7)
				var dealt int64
				var h3 handeval.Hand
				for _, x := range p {
					h3 = h3.Add(x)
				}
				for w := 0; w < len(others); w++ {
					h4 := h3.Add(others[w])
					for x := w + 1; x < len(others); x++ {
						h5 := h4.Add(others[x])
						for y := x + 1; y < len(others); y++ {
							h6 := h5.Add(others[y])
							for z := y + 1; z < len(others); z++ {
								tally[line7(h6.ValueWith(others[z]))]++
								dealt++
							}
						}
					}
				}
				keep := new(big.Rat)
				for j, l := range sevenCard.lines() {
					keep.Add(keep, new(big.Rat).Mul(l.net, analysis.Int(tally[j])))
				}
				keep.Sub(keep, analysis.Int(tally[n7-1]))
				withdraw := keep.Cmp(new(big.Rat).Mul(big.NewRat(-1, 2), analysis.Int(dealt))) < 0
				for j, x := range tally {
					kept[j].Add(kept[j], big.NewInt(x))
					if !withdraw {
						best[j].Add(best[j], big.NewInt(x))
					}
				}
				if withdraw {
					best[n7].Add(best[n7], big.NewInt(dealt))
				}
			}
		}
	}
	return three, five, best, kept
}

// TestAnalyzeSmallShoes compares the analysis of small shoes with the
// brute force line by line: the tens to aces of four suits, one deck (20
// cards); and of three suits, two decks (30 cards: cards held twice,
// flushes of five, six or seven cards among the seven, the suit
// symmetries only those of the three suits).
func TestAnalyzeSmallShoes(t *testing.T) {
	shoes := map[string]shoe{}
	var one, two shoe
	for c := card.Card(1); c <= 52; c++ {
		if c.Rank() >= card.Ten {
			one[c] = 1
			if c.Suit() != card.Spades {
				two[c] = 2
			}
		}
	}
	shoes["one deck, 10 to A"] = one
	if !raceBuild() {
		shoes["two decks, 10 to A, three suits"] = two
	}
	for name, s := range shoes {
		st := study(&s)
		rep := st.report(Rules{Decks: 1})
		if err := rep.Check(); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		three, five, best, kept := brute(&s)
		players := new(big.Int).SetInt64(st.players)
		deals := new(big.Int).Mul(players, big.NewInt(st.dealerTot))
		expect(t, rep.Wager("three-card", ""), big.NewInt(st.threeTot), three...)
		expect(t, rep.Wager("five-card", ""), big.NewInt(st.fiveTot), five...)
		if w := rep.Wager("seven-card", "always kept"); w != nil {
			expect(t, w, deals, kept...)
			expect(t, rep.Wager("seven-card", "kept or withdrawn as the strategy says"), deals, best...)
		} else {
			if best[len(best)-1].Sign() != 0 {
				t.Errorf("%s: the brute force withdraws, the analysis does not", name)
			}
			expect(t, rep.Wager("seven-card", ""), deals, kept...)
		}
	}
}

func BenchmarkAnalyze(b *testing.B) {
	for _, opts := range []string{`{}`, `{"decks":2}`} {
		var raw map[string]json.RawMessage
		if err := json.Unmarshal([]byte(opts), &raw); err != nil {
			b.Fatal(err)
		}
		tb, err := Spec.ParseTable(raw)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(opts, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := Analyze(tb); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
