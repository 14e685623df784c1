package paigowpoker

import (
	"math/rand/v2"
	"slices"
	"testing"

	"croupier/card"
	"croupier/game"
)

// bruteMain deals every player hand against every bank hand of d's other
// cards, sets both the house way and settles them by versus, the engine's
// own settlement (44–47): the count countMain must equal, without its
// table, classes or inclusion–exclusion.
func bruteMain(t *testing.T, d countDeck) mainCount {
	t.Helper()
	type set struct {
		mask uint64
		h    hand
	}
	var hands []set
	eachHand(d, func(mask uint64, seven [7]card.Card) {
		s, _ := HouseWay(seven)
		hands = append(hands, set{mask, hand{cards: seven, high: s.High[:], low: s.Low[:]}})
	})
	var c mainCount
	for i := range hands {
		for j := range hands {
			if hands[i].mask&hands[j].mask != 0 {
				continue
			}
			c.Pairs++
			switch versus(1, unit, &hands[i].h, &hands[j].h).Result {
			case game.Win:
				c.Win++
			case game.Lose:
				c.Lose++
			}
		}
	}
	return c
}

// eachHand calls f with every hand of seven of d's cards: the set of
// their numbers in d (bit i: card i) and the cards.
func eachHand(d countDeck, f func(mask uint64, seven [7]card.Card)) {
	var pick func(from int, mask uint64, cs []card.Card)
	pick = func(from int, mask uint64, cs []card.Card) {
		if len(cs) == 7 {
			f(mask, [7]card.Card(cs))
			return
		}
		for c := from; c < d.size(); c++ {
			pick(c+1, mask|1<<c, append(cs, d.card(c)))
		}
	}
	pick(0, 0, nil)
}

// TestCountMainAgainstEveryPair checks the count of the main wager against
// dealing every pair on small decks of every suit of a few ranks and the
// joker: with the aces (five aces, the joker as an ace), with the broadway
// and the wheel (the joker completing straights and flushes, PG1), and
// with low ranks where pairs and threes of a kind crowd the hands.
func TestCountMainAgainstEveryPair(t *testing.T) {
	for _, rs := range [][]card.Rank{
		{card.Ace, card.King, card.Queen, card.Jack},
		{5, 4, 3, 2},
		{card.Ace, 5, 3, 2},
		{9, 7, 6, card.Ten},
	} {
		d := countDeck{ranks: rs}
		got, want := countMain(d), bruteMain(t, d)
		if got != want {
			t.Errorf("ranks %v: counted %+v, every pair dealt %+v", rs, got, want)
		}
		if want.Win == 0 || want.Lose == 0 || want.Win+want.Lose == want.Pairs {
			t.Errorf("ranks %v: %+v: a deck too small to tell", rs, want)
		}
	}
}

// TestCountMainFiveRanks is the same check on 21 cards, where straights
// and flushes need no joker: 116,280 × 3,432 pairs.
func TestCountMainFiveRanks(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("about 4 × 10^8 pairs, two minutes: .ci/run runs it outside -race")
	}
	d := countDeck{ranks: []card.Rank{card.Ace, card.King, card.Queen, card.Jack, card.Ten}}
	if got, want := countMain(d), bruteMain(t, d); got != want {
		t.Errorf("counted %+v, every pair dealt %+v", got, want)
	}
}

// TestClassesCoverEverySet checks that the classes of sets of k cards,
// each counted with its size, are every set once: C(53, k).
func TestClassesCoverEverySet(t *testing.T) {
	d := fullDeck()
	top := 7
	if raceEnabled {
		top = 5 // 6 and 7, about a million classes each, take minutes under -race
	}
	for k := 0; k <= top; k++ {
		var sum, classes int64
		d.classes(k, func(s suitSet, size int64) {
			classes++
			sum += size
			if got := int64(len(arrangements(s))); got != size {
				t.Fatalf("k=%d: %v: class size %d, %d arrangements", k, s, size, got)
			}
		})
		if want := int64(binom[53][k]); sum != want {
			t.Errorf("k=%d: classes hold %d sets, want C(53,%d) = %d", k, sum, k, want)
		}
		t.Logf("k=%d: %d classes", k, classes)
	}
}

// TestHouseWayIgnoresWhichSuit checks what counting by classes rests on:
// renaming the suits leaves the high and low hands' ranks as they were.
func TestHouseWayIgnoresWhichSuit(t *testing.T) {
	rng := rand.New(rand.NewPCG(38, 52))
	deck := make([]card.Card, 0, 53)
	for c := card.Card(1); c <= card.Joker; c++ {
		deck = append(deck, c)
	}
	for range 20000 {
		rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
		var seven, renamed [7]card.Card
		copy(seven[:], deck)
		p := suitPerms[rng.IntN(len(suitPerms))]
		for i, c := range seven {
			renamed[i] = c
			if c != card.Joker {
				renamed[i] = card.New(c.Rank(), card.Suit(p[c.Suit()]))
			}
		}
		a, _ := HouseWay(seven)
		b, _ := HouseWay(renamed)
		h, l := &hand{high: a.High[:], low: a.Low[:]}, &hand{high: b.High[:], low: b.Low[:]}
		if versus(1, unit, h, l).Result != game.Lose || versus(1, unit, l, h).Result != game.Lose {
			t.Fatalf("%v set %v / %v, its suits renamed %v set %v / %v: not copies", seven, a.High, a.Low, renamed, b.High, b.Low)
		}
	}
}

// TestSweepAgainstGrid checks the two ways of counting dominating pairs
// against each other and against every pair.
func TestSweepAgainstGrid(t *testing.T) {
	rng := rand.New(rand.NewPCG(46, 45))
	for _, n := range []int{1, 2, 5, 63, 64, 200, 3000} {
		highs, lows := 1+rng.IntN(40), 1+rng.IntN(20)
		ps := make([]point, n)
		cnt := make([]int64, highs<<lowBits)
		for i := range ps {
			ps[i] = point(rng.IntN(highs))<<lowBits | point(rng.IntN(lows))
			cnt[ps[i]]++
		}
		var win, lose int64
		for _, a := range ps {
			for _, b := range ps {
				ah, al, bh, bl := a>>lowBits, a&(1<<lowBits-1), b>>lowBits, b&(1<<lowBits-1)
				if ah > bh && al > bl {
					win++
				}
				if bh >= ah && bl >= al {
					lose++
				}
			}
		}
		var sc sweep
		sw, sl := sc.pairs(slices.Clone(ps), lows)
		gw, gl := gridPairs(cnt, highs, lows)
		if sw != win || sl != lose || gw != win || gl != lose {
			t.Errorf("n=%d: sweep %d/%d, grid %d/%d, every pair %d/%d", n, sw, sl, gw, gl, win, lose)
		}
	}
}
