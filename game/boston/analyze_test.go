package boston

import (
	"encoding/json"
	"fmt"
	"math/big"
	"strings"
	"sync"
	"testing"

	"croupier/analysis"
	"croupier/card"
	"croupier/game"
	"croupier/game/combin"
	"croupier/handeval"
)

// antePays67_63 is 67.63's table, written here from the by-law: what the
// ante of a played hand of each class wins whatever the dealer holds; two
// pairs only of tens or better (ruling P6).
var antePays67_63 = map[int]int64{
	pcRoyal: 1000, pcStraightFlush: 200, pcFour: 100, pcFullHouse: 25,
	pcFlush: 15, pcStraight: 8, pcThree: 5, pcTwoPairsTens: 2,
}

// byLawNet is a played hand's net per unit of ante, from the by-law: the
// plays, four antes, win 1 to 1 on a higher hand, push on an equal one
// and lose on a lower one (67.62); the ante wins by 67.63 whatever the
// dealer holds, or pushes on a higher or equal hand and loses on a lower
// one (ruling P7).
func byLawNet(pc, o int) int64 {
	plays := [numOutcomes]int64{beats: 4, ties: 0, loses: -4}[o]
	if r, ok := antePays67_63[pc]; ok {
		return r + plays
	}
	if o == loses {
		return plays - 1
	}
	return plays
}

// TestPayoffReadsTheEngine: the analysis's nets are the by-law's.
func TestPayoffReadsTheEngine(t *testing.T) {
	samples := map[int]string{
		pcHigh: "2c 3d 5h 9s Jh", pcPair: "2c 2d 5h 9s Jh", pcTwoPairsLow: "9c 9d 5h 5s Jh", pcTwoPairsTens: "Tc Td 2h 2s 3h",
		pcThree: "Tc Td Th 2s 3h", pcStraight: "Ac 2d 3h 4s 5h", pcFlush: "2h 5h 9h Jh Kh", pcFullHouse: "Tc Td Th 3s 3h",
		pcFour: "Tc Td Th Ts 3h", pcStraightFlush: "9h Th Jh Qh Kh", pcRoyal: "Th Jh Qh Kh Ah",
	}
	var sample [numPays]handeval.Value
	for pc, h := range samples {
		v := handeval.Five(card.MustParseList(h))
		if payClass(v) != pc {
			t.Fatalf("%s: class %d, want %d", h, payClass(v), pc)
		}
		sample[pc] = v
	}
	p := newPayoff(&sample)
	for pc := range numPays {
		for o := range numOutcomes {
			if want := analysis.Int(byLawNet(pc, o)); p.net[pc][o].Cmp(want) != 0 {
				t.Errorf("%s, outcome %d: net %s, want %s", payNames[pc], o, p.net[pc][o].RatString(), want.RatString())
			}
		}
	}
}

// TestThreeCardHands counts 67.53's combinations from one deck and two:
// one deck, C(52,3) = 22,100 hands: 48 straight flushes (12 sequences, A-2-3
// the lowest, 67.51, × 4 suits), 52 three of a kind, 720 straights (12 ×
// 4³ − 48), 1,096 flushes (4 × C(13,3) − 48), 3,744 pairs (13 × C(4,2) ×
// 48); and 1,755 hands up to the suits (the classes of three cards of a
// deck, as hold'em's flops). Two decks, C(104,3) = 182,104: 384 straight
// flushes (12 × 4 × 2³), 728 three of a kind (13 × C(8,3)), 5,760
// straights (12 × 8³ − 384), 10,016 flushes (274 rank sets × 2³ × 4, and
// 1,248 with a card twice, As As Ks: a flush, which 67.53 ranks above a
// pair), 33,696 pairs (13 × 12 × C(8,2) × 8 − 1,248).
func TestThreeCardHands(t *testing.T) {
	for _, x := range []struct {
		decks, starts int
		want          map[handeval.Category]int64
	}{
		{1, 1755, map[handeval.Category]int64{handeval.StraightFlush: 48, handeval.ThreeOfAKind: 52, handeval.Straight: 720,
			handeval.Flush: 1096, handeval.Pair: 3744, handeval.HighCard: 16440}},
		{2, -1, map[handeval.Category]int64{handeval.StraightFlush: 384, handeval.ThreeOfAKind: 728, handeval.Straight: 5760,
			handeval.Flush: 10016, handeval.Pair: 33696, handeval.HighCard: 131520}},
	} {
		d := fullDeck(x.decks)
		starts, _ := d.starts(d.Types(), newRower(52))
		got := map[handeval.Category]int64{}
		for _, s := range starts {
			got[s.Value.Category()] += s.Weight
		}
		for cat, n := range x.want {
			if got[cat] != n {
				t.Errorf("%d decks: %d hands of %s, want %d", x.decks, got[cat], cat, n)
			}
		}
		if x.starts > 0 && len(starts) != x.starts {
			t.Errorf("%d decks: %d hands up to the suits, want %d", x.decks, len(starts), x.starts)
		}
	}
}

// TestBonusPublished: 67.59's bonus (40, 30, 6, 4, 1 to 1) from the counts
// above. One deck returns (48×41 + 52×31 + 720×7 + 1,096×5 + 3,744×2) /
// 22,100 = 21,588/22,100: a house edge of 512/22,100 = 2.3167%, the "2.3%"
// M. Pilarski publishes for this pay table ("Poker, Beantown style",
// Casino City Times, 29 July 2005, of Boston 5 Card's three-card bonus).
// Two decks return 196,104/182,104: the player has the edge.
func TestBonusPublished(t *testing.T) {
	for _, x := range []struct {
		decks    int
		ret, den int64
	}{{1, 21588, 22100}, {2, 196104, 182104}} {
		d := fullDeck(x.decks)
		starts, _ := d.starts(d.Types(), newRower(52))
		c := &count{Starts: starts}
		var hands int64
		for _, s := range starts {
			hands += s.Weight
		}
		w := c.bonus(hands)
		if err := w.Check(); err != nil {
			t.Fatal(err)
		}
		if f := w.Figures(); f.Return.Cmp(big.NewRat(x.ret, x.den)) != 0 {
			t.Errorf("%d decks: the bonus returns %s, want %d/%d", x.decks, f.Return.RatString(), x.ret, x.den)
		}
	}
	d := fullDeck(1)
	starts, _ := d.starts(d.Types(), newRower(52))
	w := (&count{Starts: starts}).bonus(22100)
	if e := analysis.Percent(w.Figures().Edge, 1); e != "2.3%" {
		t.Errorf("one deck: the bonus's house edge is %s, published 2.3%%", e)
	}
}

// slowDeal deals every three cards of d's physical cards, every two of
// the cards left and every five of the dealer's of the rest one by one,
// each hand valued by handeval.Five, and returns per physical three-card
// hand (its types, sorted) the deals by class and outcome, summed over
// the physical hands of those types, with their number.
func slowDeal(d deck) map[[3]uint8]*slowStart {
	types := d.Types()
	var phys []uint8 // type of each physical card
	for t := range types {
		for range d.Copies {
			phys = append(phys, uint8(t))
		}
	}
	n := len(phys)
	value := func(mask uint32) handeval.Value {
		var h []card.Card
		for i := range n {
			if mask&(1<<i) != 0 {
				h = append(h, types[phys[i]])
			}
		}
		return handeval.Five(h)
	}
	vals := map[uint32]handeval.Value{}
	subsets(n, 5, 0, func(m uint32) { vals[m] = value(m) })
	out := map[[3]uint8]*slowStart{}
	subsets(n, 3, 0, func(tm uint32) {
		var key [3]uint8
		k := 0
		for i := range n {
			if tm&(1<<i) != 0 {
				key[k] = phys[i]
				k++
			}
		}
		s := out[key]
		if s == nil {
			s = &slowStart{}
			out[key] = s
		}
		s.hands++
		subsets(n, 2, tm, func(dm uint32) {
			p := tm | dm
			pv := vals[p]
			pc := payClass(pv)
			subsets(n, 5, p, func(dealer uint32) {
				switch dv := vals[dealer]; {
				case pv > dv:
					s.acc[pc][beats]++
				case pv == dv:
					s.acc[pc][ties]++
				default:
					s.acc[pc][loses]++
				}
			})
		})
	})
	return out
}

type slowStart struct {
	hands int64
	acc   [numPays][numOutcomes]int64
}

// subsets calls f with every set of k of n cards (bits) that holds none
// of taken.
func subsets(n, k int, taken uint32, f func(mask uint32)) {
	var rec func(from, left int, mask uint32)
	rec = func(from, left int, mask uint32) {
		if left == 0 {
			f(mask)
			return
		}
		for i := from; i <= n-left; i++ {
			if taken&(1<<i) == 0 {
				rec(i+1, left-1, mask|1<<i)
			}
		}
	}
	rec(0, k, 0)
}

// smallDecks are decks small enough to deal one by one: five ranks of
// three suits, which hold straights and flushes (all straight flushes);
// four ranks of two suits twice, which hold cards twice (ruling P11); and
// ten cards without a straight, where the dealer holds the five the
// player leaves and the analysis folds some hands.
var smallDecks = []deck{
	{combin.Deck{Ranks: []card.Rank{card.Ten, card.Jack, card.Queen, card.King, card.Ace}, Suits: []card.Suit{0, 1, 2}, Copies: 1}},
	{combin.Deck{Ranks: []card.Rank{card.Ten, card.Jack, card.Queen, card.Ace}, Suits: []card.Suit{0, 2}, Copies: 2}},
	{combin.Deck{Ranks: []card.Rank{2, 3, 4, 6, 7}, Suits: []card.Suit{1, 3}, Copies: 1}},
}

// TestSmallDecksOneByOne compares the sweep with every deal dealt one by
// one on small decks: each three-card hand's deals by class and outcome,
// the second play or fold decided on them with the by-law's nets, and the
// main wager's return and average stake.
func TestSmallDecksOneByOne(t *testing.T) {
	for _, d := range smallDecks {
		t.Run(fmt.Sprintf("%d×%d×%d", len(d.Ranks), len(d.Suits), d.Copies), func(t *testing.T) {
			c := d.enumerate(nil)
			slow := slowDeal(d)
			ds := c.decide(newPayoff(&c.sample))
			n := int64(d.Size())
			deals := combin.Binomial(int(n)-3, 2) * combin.Binomial(int(n)-5, 5)
			var hands, played int64
			won := new(big.Int) // the player's total net, in antes
			folds := 0
			for key, s := range slow {
				i := c.classOf3[c.rw.row(key[:])-c.rw.base[3]]
				st := &c.Starts[i]
				var play int64
				for pc := range numPays {
					for o := range numOutcomes {
						if st.Acc[pc][o]%st.Weight != 0 || st.Acc[pc][o]/st.Weight*s.hands != s.acc[pc][o] {
							t.Errorf("%v: %s %d: %d over %d hands, dealt one by one %d over %d",
								st.Cards, payNames[pc], o, st.Acc[pc][o], st.Weight, s.acc[pc][o], s.hands)
						}
						play += byLawNet(pc, o) * s.acc[pc][o]
					}
				}
				hands += s.hands
				fold := -3 * deals * s.hands
				if play > fold {
					played += s.hands
					won.Add(won, big.NewInt(play))
				} else {
					folds++
					won.Add(won, big.NewInt(fold))
				}
				if ds[i].played != (play > fold) {
					t.Errorf("%v: played %v, dealt one by one %d against %d folded", st.Cards, ds[i].played, play, fold)
				}
			}
			if want := combin.Binomial(int(n), 3); hands != want {
				t.Fatalf("%d three-card hands, want %d", hands, want)
			}
			r := c.report()
			if err := r.Check(); err != nil {
				t.Fatal(err)
			}
			f := r.Wager("ante", "").Figures()
			total := new(big.Int).Mul(big.NewInt(hands), big.NewInt(deals))
			ret := new(big.Rat).Add(analysis.Int(1), new(big.Rat).SetFrac(won, total))
			if f.Return.Cmp(ret) != 0 {
				t.Errorf("the main wager returns %s, dealt one by one %s", f.Return.FloatString(10), ret.FloatString(10))
			}
			if want := big.NewRat(3*hands+2*played, hands); f.Staked.Cmp(want) != 0 {
				t.Errorf("staked %s, dealt one by one %s", f.Staked.RatString(), want.RatString())
			}
			if d.Size() == 10 && folds == 0 {
				t.Error("no hand folded: the fold's line is not checked")
			}
			t.Logf("%d hands up to the suits, %d folded; return %s; %s", len(c.Starts), folds, f.Return.FloatString(6), strings.Join(r.Strategies[0].Notes, "; "))
		})
	}
}

// fullDecks are the whole analyses the tests share, and what each watched
// of the player's hands: Σ weight × below, Σ weight × above.
type watched struct {
	c            *count
	below, above int64
	players      int
}

var fullDecks = [3]func() *watched{1: sync.OnceValue(func() *watched { return watchDeck(1) }), 2: sync.OnceValue(func() *watched { return watchDeck(2) })}

func watchDeck(decks int) *watched {
	w := &watched{}
	d := fullDeck(decks)
	dealt := combin.Binomial(d.Size()-5, 5)
	w.c = d.enumerate(func(_ []card.Card, weight, below, equal int64) {
		w.players++
		w.below += weight * below
		w.above += weight * (dealt - below - equal)
	})
	return w
}

func skipFull(t *testing.T) {
	t.Helper()
	if raceEnabled || testing.Short() {
		t.Skip("the whole analysis of a full deck: the plain run checks it")
	}
}

// TestFiveCardHands counts 67.54's combinations, every player's hand
// counted with its orbit. One deck, C(52,5): the textbook counts, two
// pairs of tens or better (ruling P6) 50 pairs of ranks × 11 kickers ×
// 6² × 4 = 79,200. Two decks, C(104,5) = 91,962,520, 8 cards a rank: high
// card 1,277 rank sets × (8⁵ − 4 × 2⁵), a pair 2,860 × (C(8,2) × 8³ − 4 ×
// 2³), two pairs 858 × (C(8,2)² × 8 − 4 × 2) (of tens or better 50 × 11 of
// them), three of a kind 858 × C(8,3) × 8², straights 10 × (8⁵ − 4 × 2⁵),
// flushes 4 × (1,277 × 2⁵ + 2,860 × 2³ + 858 × 2) (a pair or two pairs of
// the same card in them, 67.54 ranking a flush above), full houses 156 ×
// C(8,3) × C(8,2), four of a kind 13 × C(8,4) × 96 and five of a rank 13
// × C(8,5) (ruling P11), straight flushes 9 × 4 × 2⁵, royal 4 × 2⁵.
func TestFiveCardHands(t *testing.T) {
	skipFull(t)
	want := [3][numPays]int64{
		1: {pcHigh: 1302540, pcPair: 1098240, pcTwoPairsLow: 44352, pcTwoPairsTens: 79200, pcThree: 54912,
			pcStraight: 10200, pcFlush: 5108, pcFullHouse: 3744, pcFour: 624, pcStraightFlush: 36, pcRoyal: 4},
		2: {pcHigh: 1277 * 32640, pcPair: 2860 * 14304, pcTwoPairsLow: 28 * 11 * 6264, pcTwoPairsTens: 50 * 11 * 6264,
			pcThree: 858 * 3584, pcStraight: 10 * 32640, pcFlush: 4 * (1277*32 + 2860*8 + 858*2), pcFullHouse: 156 * 56 * 28,
			pcFour: 13*70*96 + 13*56, pcStraightFlush: 9 * 4 * 32, pcRoyal: 4 * 32},
	}
	for decks := 1; decks <= 2; decks++ {
		c := fullDecks[decks]().c
		var sum int64
		for pc := range numPays {
			sum += want[decks][pc]
			if c.Fives[pc] != want[decks][pc] {
				t.Errorf("%d decks: %d hands of %s, want %d", decks, c.Fives[pc], payNames[pc], want[decks][pc])
			}
		}
		if n := combin.Binomial(52*decks, 5); sum != n {
			t.Errorf("%d decks: the counts add to %d, not C(%d, 5) = %d", decks, sum, 52*decks, n)
		}
	}
}

// TestAnalyzeFullDecks checks each whole analysis: the dealer's hands
// below the player's, over every pair of hands, are as many as those above
// (the pairs are the same, the roles swapped); each three-card hand's
// deals are its hands × C(n−3, 2) × C(n−5, 5); the deals in all are, with
// one deck, 22,100 × 1,176 × 1,533,939; every hand is played (67.58: a
// fold loses three antes, and the hand that returns the least loses less
// — the Wizard of Odds advises the same, "raise on every hand", for
// Boston 5, whose ante bonus differs), so that the main wager's lines of
// each class add to the class's share of 5-card hands.
func TestAnalyzeFullDecks(t *testing.T) {
	skipFull(t)
	for decks := 1; decks <= 2; decks++ {
		w := fullDecks[decks]()
		c := w.c
		if decks == 1 && w.players != 134_459 {
			t.Errorf("one deck: %d hands up to the suits, want 134,459", w.players)
		}
		if w.below != w.above {
			t.Errorf("%d decks: %d pairs of hands with the dealer's below, %d above", decks, w.below, w.above)
		}
		var hands int64
		for _, s := range c.Starts {
			hands += s.Weight
			var sum int64
			for pc := range numPays {
				for o := range numOutcomes {
					sum += s.Acc[pc][o]
				}
			}
			if sum != s.Weight*c.Draws*c.Dealt {
				t.Errorf("%d decks, %s: %d deals, want %d × %d × %d", decks, card.Format(s.Cards[:]), sum, s.Weight, c.Draws, c.Dealt)
			}
		}
		if decks == 1 && hands*c.Draws*c.Dealt != 39_866_461_034_400 {
			t.Errorf("one deck: %d deals, want 22,100 × 1,176 × 1,533,939", hands*c.Draws*c.Dealt)
		}
		r := c.report()
		if err := r.Check(); err != nil {
			t.Fatal(err)
		}
		main := r.Wager("ante", "")
		if main.Staked.Cmp(analysis.Int(5)) != 0 {
			t.Fatalf("%d decks: staked %s, want 5: every hand played", decks, main.Staked.RatString())
		}
		p := newPayoff(&c.sample)
		cells := combin.Binomial(52*decks, 5)
		for pc := range numPays {
			if p.ante[pc] == nil {
				continue
			}
			got := new(big.Rat)
			for _, l := range main.Lines {
				if strings.HasPrefix(l.Name, payNames[pc]+" (") {
					got.Add(got, l.Prob)
				}
			}
			if want := big.NewRat(c.Fives[pc], cells); got.Cmp(want) != 0 {
				t.Errorf("%d decks: the lines of %s add to %s, want %s", decks, payNames[pc], got.RatString(), want.RatString())
			}
		}
		if n := r.Strategies[0].Notes[0]; n != "make the second play with every hand" {
			t.Errorf("%d decks: %q", decks, n)
		}
		t.Logf("%d decks: house edge %s, element of risk %s; %s", decks, analysis.Percent(main.Figures().Edge, 4),
			analysis.Percent(main.Figures().Risk, 4), r.Strategies[0].Notes[1])
	}
}

// TestAnalyze runs Analyze on a table's options: every wager of the Spec
// is in the report, the second play in the main wager's Count (67.58).
func TestAnalyze(t *testing.T) {
	skipFull(t)
	if _, err := Analyze(game.Table{}); err == nil {
		t.Error("a table of no deck analysed (67.51)")
	}
	r, err := Analyze(table(t, `{}`))
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Check(); err != nil {
		t.Fatal(err)
	}
	for _, w := range Spec.Wagers {
		found := false
		for _, x := range r.Wagers {
			for _, id := range append([]string{x.ID}, x.Count...) {
				found = found || id == w.ID
			}
		}
		if !found {
			t.Errorf("wager %s is not in the report", w.ID)
		}
	}
	if !strings.Contains(r.Method, "22,100") || !strings.Contains(r.Method, "1,755") {
		t.Errorf("method %q", r.Method)
	}
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

// BenchmarkAnalyze is the whole analysis, one deck and two.
func BenchmarkAnalyze(b *testing.B) {
	for _, decks := range []int{1, 2} {
		b.Run(fmt.Sprintf("%d-decks", decks), func(b *testing.B) {
			b.ReportAllocs()
			d := fullDeck(decks)
			for b.Loop() {
				d.enumerate(nil).report()
			}
		})
	}
}
