package blackjack

import (
	"errors"
	"math/big"
	"runtime/debug"
	"strings"
	"testing"

	"croupier/analysis"
	"croupier/card"
	"croupier/game"
	"croupier/money"
)

// raceBuild reports whether the test binary runs under the race detector,
// where the exhaustive one-deck enumerations of five cards take too long.
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

// sides returns the side bets' figures under r, every one checked to be a
// distribution (Report.Check).
func sides(t *testing.T, r Rules) map[string]analysis.Wager {
	t.Helper()
	ws, err := sideWagers(r)
	if err != nil {
		t.Fatal(err)
	}
	rep := analysis.Report{Game: "blackjack", Wagers: ws}
	if err := rep.Check(); err != nil {
		t.Fatal(err)
	}
	out := map[string]analysis.Wager{}
	for _, w := range ws {
		out[w.ID] = w
	}
	return out
}

// fallT is n(n−1)… k factors, written again here.
func fallT(n int64, k int) int64 {
	p := int64(1)
	for i := int64(0); i < int64(k); i++ {
		p *= n - i
	}
	return p
}

// expect compares w's lines, in order, with counts out of total.
func expect(t *testing.T, w analysis.Wager, total int64, counts ...int64) {
	t.Helper()
	if len(w.Lines) != len(counts) {
		t.Fatalf("%s has %d lines, want %d", w.ID, len(w.Lines), len(counts))
	}
	for i, l := range w.Lines {
		if want := big.NewRat(counts[i], total); l.Prob.Cmp(want) != 0 {
			t.Errorf("%s %q: probability %s, want %d/%d", w.ID, l.Name, l.Prob.RatString(), counts[i], total)
		}
	}
}

// TestSideTwoCards checks 21.1 and 21.4 against counts worked by hand for D
// decks, N = 52D cards, N(N−1) ordered pairs of first cards; an ace is 4D
// cards, each of 2–9 4D, the ten-value cards 16D.
//
// 21.1 (ruling B6: totalled as a Blackjack hand, A-A is 12): two aces or two
// eights 2 × 4D(4D−1). Other totals 12–16: an ace with a 2, 3, 4 or 5 (soft
// 13–16) 2 × 4 × 4D × 4D = 128D²; a ten with a 2–6, 2 × 5 × 4D × 16D =
// 640D²; 6-6 and 7-7, 2 × 4D(4D−1); the other ordered pairs of 2–9
// summing 12–16 (3-9 4-8 5-7 / 4-9 5-8 6-7 / 5-9 6-8 / 6-9 7-8 / 7-9, both
// ways) 22 × 16D² = 352D². In all 1,152D² − 8D: 1,144 of 2,652 with one
// deck, 41,424 of 97,032 with six.
//
// 21.4 (aces 1): exactly 13 is a ten with a 3, 2 × 4D × 16D = 128D², and
// 4-9 5-8 6-7 both ways 6 × 16D² = 96D²: 224D². Over 13: a ten with 4–9
// 2 × 6 × 64D² = 768D², two tens 16D(16D−1), 5-9 6-8 6-9 7-8 7-9 8-9 both
// ways 12 × 16D² = 192D², 7-7 8-8 9-9 3 × 4D(4D−1): 1,264D² − 28D. Under
// 13 the rest, N(N−1) − 1,488D² + 28D = 1,216D² − 24D.
func TestSideTwoCards(t *testing.T) {
	for _, d := range []int64{1, 6} {
		ws := sides(t, Rules{Decks: int(d), ProgressiveTable: 1})
		total := fallT(52*d, 2)
		expect(t, ws[TwelveSixteen], total, 8*d*(4*d-1), 1152*d*d-8*d, total-8*d*(4*d-1)-(1152*d*d-8*d))
		expect(t, ws[Over13], total, 1264*d*d-28*d, 224*d*d, 1216*d*d-24*d)
		expect(t, ws[Under13], total, 1264*d*d-28*d, 224*d*d, 1216*d*d-24*d)
		if d == 1 && ws[TwelveSixteen].Lines[1].Prob.Cmp(big.NewRat(1144, 2652)) != 0 {
			t.Errorf("one deck, 12–16: %s, want 1,144/2,652", ws[TwelveSixteen].Lines[1].Prob.RatString())
		}
	}
	// 21.4, six decks: over 13 in 45,336 = 1,889 × 24 of 97,032 = 4,043 × 24
	// pairs, so over-13 loses (4,043 − 2 × 1,889)/4,043 = 265/4,043.
	ws := sides(t, Rules{Decks: 6, ProgressiveTable: 1})
	if e := ws[Over13].Figures().Edge; e.Cmp(big.NewRat(4043-2*1889, 4043)) != 0 {
		t.Errorf("over-13 edge %s, want 265/4043", e.RatString())
	}
}

// TestSideSevens checks 21.3 (ruling B8: a seven as the first card pays 3 to
// 1; the third card is the first drawn to the hand after the two).
//
// Without peek, N(N−1)(N−2) ordered first three cards: three sevens of one
// suit 4 × D(D−1)(D−2); three sevens 4D(4D−1)(4D−2) less those; two suited
// sevens then another card 4D(D−1)(N−4D); two sevens of two suits
// 4D × 3D × (N−4D); a first seven only 4D(N−4D)(N−2). Six decks: 480,
// 11,664, 34,560, 124,416, 2,142,720 and 27,766,080 losers of 30,079,920,
// a house edge of 11.40%: the figures the Wizard of Odds publishes for
// Super Sevens, six decks, "three-card guarantee"
// (wizardofodds.com/games/blackjack/side-bets/super-sevens/); the same
// analysis gives 9.01% with eight decks (as quoted at
// webdelautomovil.com/how-to-play-super-7-in-blackjack/).
//
// With peek the dealer's two cards count too: N(N−1)…(N−4). Two sevens
// first: the dealer has a Blackjack in 2 × 4D × 16D = 128D² ordered pairs
// of the N−2 others, and the hand stops on its two sevens (any third card,
// N−4); else the third card is dealt, and the dealer's pair is not a
// Blackjack: (N−3)(N−4) − 2·a·t with a aces and t ten-value cards left, a
// third ace leaving 4D−1 aces, a third ten 16D−1 tens.
func TestSideSevens(t *testing.T) {
	for _, d := range []int64{1, 6} {
		n := 52 * d
		ws := sides(t, Rules{Decks: int(d), ProgressiveTable: 1})
		suited3 := 4 * fallT(d, 3)
		all3 := fallT(4*d, 3)
		suited2 := 4 * d * (d - 1)
		unsuited2 := 4 * d * 3 * d
		first := 4 * d * (n - 4*d) * (n - 2)
		total := fallT(n, 3)
		counts := []int64{suited3, all3 - suited3, suited2 * (n - 4*d), unsuited2 * (n - 4*d), first}
		counts = append(counts, total-sum(counts))
		expect(t, ws[Sevens], total, counts...)
		if d == 6 {
			want := []int64{480, 11664, 34560, 124416, 2142720, 27766080}
			expect(t, ws[Sevens], 30079920, want...)
			if e := ws[Sevens].Figures().Edge; analysis.Percent(e, 2) != "11.40%" {
				t.Errorf("six decks, sevens edge %s, want the Wizard of Odds' 11.40%%", analysis.Percent(e, 4))
			}
		}

		if d == 6 {
			w := sides(t, Rules{Decks: 8, ProgressiveTable: 1})[Sevens]
			if e := w.Figures().Edge; analysis.Percent(e, 2) != "9.01%" {
				t.Errorf("eight decks, sevens edge %s, want 9.01%%", analysis.Percent(e, 4))
			}
		}

		// peek
		ws = sides(t, Rules{Decks: int(d), ProgressiveTable: 1, Peek: true})
		total = fallT(n, 5)
		noBJ := func(aces, tens int64) int64 { return (n-3)*(n-4) - 2*aces*tens }
		three := noBJ(4*d, 16*d)
		// two sevens stop: a dealer Blackjack (any third card), or a third
		// card not a seven and no dealer Blackjack
		stop2 := 128*d*d*(n-4) + 4*d*noBJ(4*d-1, 16*d) + 16*d*noBJ(4*d, 16*d-1) + (n-24*d)*noBJ(4*d, 16*d)
		counts = []int64{suited3 * three, (all3 - suited3) * three, suited2 * stop2, unsuited2 * stop2, first * (n - 3) * (n - 4)}
		counts = append(counts, total-sum(counts))
		expect(t, ws[Sevens], total, counts...)
	}
}

func sum(xs []int64) int64 {
	var s int64
	for _, x := range xs {
		s += x
	}
	return s
}

// TestSideProgressiveOne checks 21.2(1) (rulings B7, G2, G3).
//
// N(N−1)…(N−4) ordered first five cards. Two-card lines, the other three
// cards free ((N−2)(N−3)(N−4)): ace-jack suited 2 × 4 × D² = 8D²; another
// suited Blackjack (ace with a ten, queen or king of its suit) 2 × 4 × D ×
// 3D = 24D²; a pair of aces, kings, queens, jacks or tens 5 × 4D(4D−1); an
// unsuited Blackjack 2 × 4D × 16D − 32D² = 96D². 4-5-6 suited in any
// order 3! × 4 × D³ = 24D³, the hand drawing its third card (4-5 suited may
// still make 2-3-4-5 or A-2-3-4-5), then two free cards. A-2-3-4-5 suited
// in any order: 5! × 4 × D⁵ = 480D⁵, every prefix a hand that takes a card
// (at most soft 20); those whose ace comes last, 4! × 4 × D⁵ = 96D⁵, also
// win 2-3-4-5 ($5,000) and take the bigger award (G3). 2-3-4-5 suited
// first, then a fifth card not their suit's ace: 96D⁴ × (N−4) − 96D⁵.
//
// With peek a hand that draws past two cards does so when the dealer has
// no Blackjack: (N−k)(N−k−1) − 2·a·t ordered dealer pairs after k cards,
// the ace of A-2-3-4-5 leaving 4D−1 aces.
func TestSideProgressiveOne(t *testing.T) {
	for _, d := range []int64{1, 6} {
		n := 52 * d
		for _, jackpot := range []money.Amount{1000000, 300000} {
			for _, peek := range []bool{false, true} {
				ws := sides(t, Rules{Decks: int(d), ProgressiveTable: 1, Jackpot: jackpot, Peek: peek})
				free := (n - 2) * (n - 3) * (n - 4)
				total := fallT(n, 5)
				dealer := func(k, aces, tens int64) int64 { return 1 }
				if peek {
					total = fallT(n, 7)
					free *= (n - 5) * (n - 6)
					dealer = func(k, aces, tens int64) int64 { return (n-k)*(n-k-1) - 2*aces*tens }
				}
				a2345 := 480 * d * d * d * d * d * dealer(5, 4*d-1, 16*d)
				last := 96 * d * d * d * d * d * dealer(5, 4*d-1, 16*d)
				four := (96*d*d*d*d*(n-4) - 96*d*d*d*d*d) * dealer(4, 4*d, 16*d)
				if peek {
					// a fifth card, then the dealer's pair from the N−5 others
					four = 0
					for _, c := range []struct{ cards, aces, tens int64 }{{4*d - d, 4*d - 1, 16 * d}, {16 * d, 4 * d, 16*d - 1}, {n - 4 - 4*d - 16*d, 4 * d, 16 * d}} {
						four += 96 * d * d * d * d * c.cards * dealer(5, c.aces, c.tens)
					}
				}
				if jackpot < 500000 {
					a2345 -= last
					four += last
				}
				// 4-5-6: two free cards, after the dealer's with peek
				six := 24 * d * d * d * (n - 3) * (n - 4)
				if peek {
					six = 24 * d * d * d * dealer(3, 4*d, 16*d) * (n - 5) * (n - 6)
				}
				counts := []int64{a2345, four, six}
				counts = append(counts, 8*d*d*free, 24*d*d*free, 20*d*(4*d-1)*free, 96*d*d*free)
				counts = append(counts, total-sum(counts))
				expect(t, ws[Progressive], total, counts...)
			}
		}
	}
}

// TestSideProgressiveTwo checks 21.2(2), without peek, at a jackpot of
// $10,000. N(N−1)(N−2)(N−3) ordered first four cards. Two aces then a
// card not an ace (a pair of aces draws: three aces may follow), the
// fourth free: suited 4D(D−1)(N−4D)(N−3), unsuited 4D × 3D × (N−4D)(N−3).
// Four aces all red or all black: 2 × 2D(2D−1)(2D−2)(2D−3). Three aces of
// one suit 4D(D−1)(D−2), the fourth not one of the 2D−3 aces left of their
// colour: × (N−3−(2D−3)). Three aces otherwise, less those that make four
// of a colour: (4D(4D−1)(4D−2) − 4D(D−1)(D−2))(N−3) − (2 × 2D(2D−1)(2D−2)(2D−3) −
// 4D(D−1)(D−2)(2D−3)).
func TestSideProgressiveTwo(t *testing.T) {
	for _, d := range []int64{1, 6} {
		n := 52 * d
		ws := sides(t, Rules{Decks: int(d), ProgressiveTable: 2, Jackpot: 1000000})
		four := 2 * fallT(2*d, 4)
		s3 := 4 * fallT(d, 3)
		counts := []int64{four, s3 * (n - 2*d), (fallT(4*d, 3)-s3)*(n-3) - (four - s3*(2*d-3)),
			4 * d * (d - 1) * (n - 4*d) * (n - 3), 12 * d * d * (n - 4*d) * (n - 3)}
		total := fallT(n, 4)
		counts = append(counts, total-sum(counts))
		expect(t, ws[Progressive], total, counts...)
	}
}

// TestSideProgressiveThree checks the lines of 21.2(3) worked by hand
// (without peek, a jackpot of $10,000): N(N−1)…(N−4) deals. Two tens,
// jacks, queens or kings of one suit, the rest free: 4 × 4 × D(D−1) ×
// (N−2)(N−3)(N−4). Three sixes (no line of four sixes: the hand stops)
// of one suit 4D(D−1)(D−2), of several 4D(4D−1)(4D−2) less those, two free
// cards after. A-2-3-4-5 suited 480D⁵, all at the jackpot (no $5,000
// line here). The other lines come from the one-deck brute force.
func TestSideProgressiveThree(t *testing.T) {
	for _, d := range []int64{1, 6} {
		n := 52 * d
		w := sides(t, Rules{Decks: int(d), ProgressiveTable: 3, Jackpot: 1000000})[Progressive]
		total := big.NewInt(fallT(n, 5))
		check := func(i int, count int64) {
			if want := new(big.Rat).SetFrac(big.NewInt(count), total); w.Lines[i].Prob.Cmp(want) < 0 {
				t.Errorf("%d decks, %q: %s, want at least %s", d, w.Lines[i].Name, w.Lines[i].Prob.RatString(), want.RatString())
			}
		}
		if want := new(big.Rat).SetFrac(big.NewInt(480*d*d*d*d*d), total); w.Lines[0].Prob.Cmp(want) != 0 {
			t.Errorf("%d decks, A-2-3-4-5 suited: %s, want %s", d, w.Lines[0].Prob.RatString(), want.RatString())
		}
		if want := new(big.Rat).SetFrac(big.NewInt(16*d*(d-1)*(n-2)*(n-3)*(n-4)), total); w.Lines[5].Prob.Cmp(want) != 0 {
			t.Errorf("%d decks, two suited tens or pictures: %s, want %s", d, w.Lines[5].Prob.RatString(), want.RatString())
		}
		// three of a kind of one suit: at least the sixes'; three of a kind:
		// at least the sixes'
		check(3, 4*fallT(d, 3)*(n-3)*(n-4))
		check(4, (fallT(4*d, 3)-4*fallT(d, 3))*(n-3)*(n-4))
	}
}

// bruteSide counts a side bet over every ordered deal of the first m cards
// from one deck (52 distinct cards), without peek, written apart from the
// analyzer: the hand takes every card it can (it stops only on a Blackjack,
// a hard 21 or a bust, totalled here again), whether or not a line may
// follow, and is paid on the line of the biggest award among those its
// prefixes win, the first printed on a tie (G3).
func bruteSide(table []line, award func(line) money.Amount, m int) (ways []int64, total int64) {
	ways = make([]int64, len(table)+1)
	var cs [5]card.Card
	var used [53]bool
	best := make([]int, m+1) // best line index after k cards, len(table) for none
	var rec func(k int)
	rec = func(k int) {
		if k >= 1 {
			b := len(table)
			if k >= 2 {
				b = best[k-1]
			}
			for i, l := range table {
				if l.Cards == k && l.match(cs[:k]) && (b == len(table) || award(l) > award(table[b]) || award(l) == award(table[b]) && i < b) {
					b = i
				}
			}
			best[k] = b
			if k == m || (k >= 2 && stops(cs[:k])) {
				ways[b] += fallT(int64(52-k), m-k)
				return
			}
		}
		for c := card.Card(1); c <= 52; c++ {
			if used[c] {
				continue
			}
			used[c], cs[k] = true, c
			rec(k + 1)
			used[c] = false
		}
	}
	rec(0)
	return ways, fallT(52, m)
}

// stops reports whether a first hand cs takes no more card: two cards an
// ace and a ten-value card, or a hard total of 21 or more (22).
func stops(cs []card.Card) bool {
	t, ace := 0, false
	for _, c := range cs {
		switch r := c.Rank(); {
		case r == card.Ace:
			t++
			ace = true
		case r >= card.Ten:
			t += 10
		default:
			t += int(r)
		}
	}
	// a soft total (an ace counted 11) is at most 21, so a hard 21 or a
	// bust is a count of 21 or more with aces as 1
	return len(cs) == 2 && ace && t == 11 || t >= 21
}

// TestSideBruteForce compares every side bet with the brute force, one deck,
// line by line. The five-card tables take some seconds: skipped with -short
// and under the race detector.
func TestSideBruteForce(t *testing.T) {
	jackpot := money.Amount(1000000)
	value := func(l line) money.Amount {
		if l.Pct > 0 {
			return jackpot * money.Amount(l.Pct) / 100
		}
		if l.Odds.Den > 0 {
			return money.Amount(100 * l.Odds.Num / l.Odds.Den)
		}
		return l.Prize
	}
	for tb := 1; tb <= 3; tb++ {
		m := 0
		for _, l := range progressiveTables[tb-1] {
			m = max(m, l.Cards)
		}
		if m == 5 && (testing.Short() || raceBuild()) {
			continue
		}
		w := sides(t, Rules{Decks: 1, ProgressiveTable: tb, Jackpot: jackpot})[Progressive]
		ways, total := bruteSide(progressiveTables[tb-1], value, m)
		expect(t, w, total, ways...)
	}
	w := sides(t, Rules{Decks: 1, ProgressiveTable: 1})[Sevens]
	ways, total := bruteSide(sevensTable, value, 3)
	expect(t, w, total, ways...)
}

// TestSideTwoCardsBruteForce counts 21.1 and 21.4 over the 2,652 ordered
// pairs of one deck, each totalled here again.
func TestSideTwoCardsBruteForce(t *testing.T) {
	ws := sides(t, Rules{Decks: 1, ProgressiveTable: 1})
	var twelve, over [3]int64
	for a := card.Card(1); a <= 52; a++ {
		for b := card.Card(1); b <= 52; b++ {
			if a == b {
				continue
			}
			v := func(c card.Card) int { return min(int(c.Rank()), 10) }
			x, y := v(a), v(b)
			if a.Rank() == card.Ace {
				x = 1
			}
			if b.Rank() == card.Ace {
				y = 1
			}
			bj := x + y
			if (x == 1 || y == 1) && bj+10 <= 21 {
				bj += 10
			}
			switch {
			case bj < 12 || bj > 16:
				twelve[2]++
			case a.Rank() == b.Rank() && (a.Rank() == card.Ace || a.Rank() == 8):
				twelve[0]++
			default:
				twelve[1]++
			}
			switch {
			case x+y > 13:
				over[0]++
			case x+y == 13:
				over[1]++
			default:
				over[2]++
			}
		}
	}
	expect(t, ws[TwelveSixteen], 2652, twelve[:]...)
	expect(t, ws[Over13], 2652, over[:]...)
}

// TestSideWagersEvery checks that every side bet is reported, with the
// note saying when the table does not offer it, and the errors.
func TestSideWagersEvery(t *testing.T) {
	ws, err := sideWagers(Rules{Decks: 6, ProgressiveTable: 2, SideBets: []string{Sevens, "over-under"}})
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, w := range ws {
		ids = append(ids, w.ID)
		offered := !strings.HasPrefix(w.Note, "not offered")
		if want := w.ID == Sevens || w.ID == Over13 || w.ID == Under13; offered != want {
			t.Errorf("%s: offered %v, want %v (note %q)", w.ID, offered, want, w.Note)
		}
	}
	if got := strings.Join(ids, " "); got != strings.Join(sideIDs[:], " ") {
		t.Errorf("wagers %s, want %v", got, sideIDs)
	}
	if ws, err := sideWagers(Rules{Decks: 6, MultiAction: true}); err != nil || len(ws) != 0 {
		t.Errorf("Multi-Action: %v, %v; want none (26.2)", ws, err)
	}
	for _, r := range []Rules{{Decks: 9, ProgressiveTable: 1}, {Decks: 1, ProgressiveTable: 4}, {Decks: 1, ProgressiveTable: 1, Jackpot: -1}} {
		var oe *game.OptionError
		if _, err := sideWagers(r); !errors.As(err, &oe) {
			t.Errorf("%+v: error %v, want an option error", r, err)
		}
	}
	// 21.2(1) at an empty jackpot: A-2-3-4-5 suited wins nothing, a push.
	w := sides(t, Rules{Decks: 1, ProgressiveTable: 1})[Progressive]
	if w.Lines[0].Net.Sign() != 0 || !strings.Contains(w.Lines[0].Name, "push") {
		t.Errorf("empty jackpot: %q nets %s, want a push", w.Lines[0].Name, w.Lines[0].Net.RatString())
	}
}

func BenchmarkSideWagers(b *testing.B) {
	r := Rules{Decks: 6, ProgressiveTable: 1, Jackpot: 1000000, Peek: true}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := sideWagers(r); err != nil {
			b.Fatal(err)
		}
	}
}

// TestAnalyzeReportsTheSideBetsOffered: the report of a table offering no
// side bet has main and behind alone; one offering sevens and over/under
// (21.3, 21.4) has those three side bets besides, with sideWagers' figures.
func TestAnalyzeReportsTheSideBetsOffered(t *testing.T) {
	ids := func(r *analysis.Report) (out []string) {
		for _, w := range r.Wagers {
			out = append(out, w.ID)
		}
		return out
	}
	plain, err := analyzeRules(Rules{Decks: 6, SplitHands: 2})
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(ids(plain), " "); got != "main behind" {
		t.Errorf("no side bet offered: %s", got)
	}
	r := Rules{Decks: 6, SplitHands: 2, ProgressiveTable: 1, SideBets: []string{Sevens, "over-under"}}
	some, err := analyzeRules(r)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(ids(some), " "); got != "main behind sevens over-13 under-13" {
		t.Errorf("sevens and over/under offered: %s", got)
	}
	all := sides(t, r)
	for _, w := range some.Wagers[2:] {
		if w.Figures().Return.Cmp(all[w.ID].Figures().Return) != 0 {
			t.Errorf("%s: the report's return differs from sideWagers'", w.ID)
		}
	}
}
