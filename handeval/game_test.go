package handeval

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"croupier/card"
)

// gameRanking returns the ranking game id gives a hand of n cards.
func gameRanking(t *testing.T, id string, n int) Ranking {
	t.Helper()
	g, ok := Games()[id]
	if !ok {
		t.Fatalf("%s: not a game that ranks poker hands", id)
	}
	r, ok := g.Ranking(n)
	if !ok {
		t.Fatalf("%s: ranks no hand of %d cards", id, n)
	}
	return r
}

// The games, their hands' sizes and rankings, as the sections list them.
func TestGames(t *testing.T) {
	want := map[string]string{
		"let-it-ride":            "5:high",                              // 67.2
		"caribbean-stud":         "5:high",                              // 67.11
		"three-card-poker":       "3:three-card",                        // 67.23
		"three-five-seven-poker": "3:three-card 5:high 7:high",          // 67.43, 67.44, 67.50
		"boston-poker":           "3:three-card 5:high",                 // 67.53, 67.54
		"four-card-poker":        "4:four-card 5:four-card 6:four-card", // 67.65, 67.71, 67.72
		"crazy-four-poker":       "4:four-card 5:four-card",             // 67.76, 67.82, 67.83
		"pai-gow-poker":          "2:pai-gow-low 5:pai-gow",             // 40, 41
		"poker-room":             "5:high 6:high 7:high",
		"poker-room/holdem":      "5:high 6:high 7:high",
		"poker-room/stud":        "5:high 6:high 7:high",
		"poker-room/omaha":       "7:omaha 8:omaha 9:omaha",
		"poker-room/omaha-low":   "7:omaha-low 8:omaha-low 9:omaha-low",
		"poker-room/stud-low":    "5:low-eight 6:low-eight 7:low-eight",
		"poker-room/razz":        "5:razz 6:razz 7:razz", // 67.88(13)
		// PHH's variants the poker room replays: NS, N2L1D and F2L3D, FB.
		"poker-room/short-deck":     "5:short-deck 6:short-deck 7:short-deck",
		"poker-room/deuce-to-seven": "5:deuce-to-seven",
		"poker-room/badugi":         "4:badugi",
	}
	all := Games()
	if len(all) != len(want) {
		t.Errorf("%d games, want %d", len(all), len(want))
	}
	for id, w := range want {
		g, ok := all[id]
		if !ok {
			t.Errorf("%s: missing", id)
			continue
		}
		var got []string
		for _, n := range g.Sizes() {
			r, ok := g.Ranking(n)
			if !ok {
				t.Errorf("%s: size %d listed, no ranking", id, n)
			}
			got = append(got, fmt.Sprintf("%d:%v", n, r))
		}
		if s := strings.Join(got, " "); s != w {
			t.Errorf("%s: %s, want %s", id, s, w)
		}
		if _, ok := g.Ranking(1); ok {
			t.Errorf("%s: ranks a hand of 1 card", id)
		}
		if g.Joker() != (id == "pai-gow-poker") {
			t.Errorf("%s: Joker %v", id, g.Joker())
		}
	}
	if _, ok := all["blackjack"]; ok {
		t.Error("blackjack ranks poker hands")
	}
	// Games returns a copy: changing it changes no other caller's.
	delete(all, "let-it-ride")
	if _, ok := Games()["let-it-ride"]; !ok {
		t.Error("deleting from Games' map deleted the game")
	}
}

// Two hands compare when their game ranks them by the same Ranking: 3-5-7's
// five and seven cards (67.44, 67.50), not its three (67.43); Pai Gow Poker's
// high and low hands never (40(10)).
func TestRankingsCompare(t *testing.T) {
	for _, c := range []struct {
		id   string
		a, b int
		same bool
	}{
		{"three-five-seven-poker", 5, 7, true},
		{"three-five-seven-poker", 3, 5, false},
		{"boston-poker", 3, 5, false},
		{"four-card-poker", 4, 6, true},
		{"pai-gow-poker", 2, 5, false},
		{"poker-room/omaha", 7, 9, true},
	} {
		if got := gameRanking(t, c.id, c.a) == gameRanking(t, c.id, c.b); got != c.same {
			t.Errorf("%s: %d and %d cards the same ranking %v, want %v", c.id, c.a, c.b, got, c.same)
		}
	}
	if gameRanking(t, "poker-room", 5) == gameRanking(t, "poker-room/omaha", 7) {
		t.Error("omaha's ranking is high's")
	}
	if gameRanking(t, "poker-room/stud-low", 5) == gameRanking(t, "poker-room/omaha-low", 7) {
		t.Error("omaha-low's ranking is stud-low's")
	}
}

// Known hands, worked out by hand: the value's category and the cards that
// make it.
func TestBestByHand(t *testing.T) {
	for _, c := range []struct {
		sec, id, cards string
		cat            Category
		made           string // "" for none
	}{
		{"67.2", "let-it-ride", "As 2d 3c 4h 5d", Straight, "As 2d 3c 4h 5d"},
		{"67.23", "three-card-poker", "Ac 2d 3h", Straight, "Ac 2d 3h"},
		{"67.50", "three-five-seven-poker", "As Ad Kc Kd Qh 3c 2d", TwoPairs, "As Ad Kc Kd Qh"},
		{"67.50", "three-five-seven-poker", "2c 3d 9h Jh 4s 5c 6d", Straight, "2c 3d 4s 5c 6d"},
		{"poker room", "poker-room", "As Ks Qs Js 2d 3c Ts", RoyalFlush, "As Ks Qs Js Ts"},
		{"poker room", "poker-room/holdem", "2h 7h Kc 9h 3h Ah 4h", Flush, "7h 9h 3h Ah 4h"},
		{"poker room", "poker-room/stud", "Ac Ad Ah As Kd Kc", FourOfAKind, "Ac Ad Ah As Kd"},
		{"67.72", "four-card-poker", "Ks Kd 5h 5c 9s", TwoPairs, "Ks Kd 5h 5c"},
		{"67.71", "four-card-poker", "As Ks Qs Js 2d 2c", StraightFlush, "As Ks Qs Js"},
		{"67.65", "four-card-poker", "2c 2d 2h 3s 9d", ThreeOfAKind, "2c 2d 2h 9d"},
		{"67.82", "crazy-four-poker", "9h Ah Kh 4h 3c", Flush, "9h Ah Kh 4h"},
		{"40(1)", "pai-gow-poker", "As Ad Ac Ah Jk", FiveAces, "As Ad Ac Ah Jk"},
		{"41", "pai-gow-poker", "Jk Kd", HighCard, "Jk Kd"},
		{"omaha", "poker-room/omaha", "As Ks 2d 3c Qs Js Ts 4h 5h", RoyalFlush, "As Ks Qs Js Ts"},
		// Four hearts in the hole and three on the board: only two count.
		{"omaha", "poker-room/omaha", "Ah 2c 3d 4s Kh Qh Jh 9h 7h", HighCard, "Ah 4s Kh Qh Jh"},
		{"omaha low", "poker-room/omaha-low", "As 2d Kc Kd 3h 4c 5s Qd Jh", Low, "As 2d 3h 4c 5s"},
		{"omaha low", "poker-room/omaha-low", "As Kc Kd Qh 2c 3d 4h 5s 6c", NoLow, ""},
		{"stud low", "poker-room/stud-low", "8c 7d 6h 5s 4c Kd Kh", Low, "8c 7d 6h 5s 4c"},
		{"stud low", "poker-room/stud-low", "As 2d 3c 4h 9s Kd Qc", NoLow, ""},
		{"stud low", "poker-room/stud-low", "As 2d 3c 4h 9s", NoLow, ""},
		{"67.88(13)", "poker-room/razz", "Kc 2d 3h 2s 4c 5d Ad", Low, "2d 3h 4c 5d Ad"},
		{"67.88(13)", "poker-room/razz", "Kc Kd Qh Qs Jc", TwoPairs, "Kc Kd Qh Qs Jc"},
	} {
		cards := card.MustParseList(c.cards)
		v, made := gameRanking(t, c.id, len(cards)).Best(cards)
		if v.Category() != c.cat || card.Format(made) != c.made {
			t.Errorf("%s %s %s: %v %q, want %v %q", c.sec, c.id, c.cards, v.Category(), card.Format(made), c.cat, c.made)
		}
	}
}

// firstBest returns the best value eval gives to k of cards by trying every
// k of them, and the first k, in the order of cards, that make it.
func firstBest(cards []card.Card, k int, eval func([]card.Card) Value) (Value, []card.Card) {
	var best Value
	var made []card.Card
	combinations(cards, k, func(sub []card.Card) {
		if v := eval(sub); v > best {
			best, made = v, slices.Clone(sub)
		}
	})
	return best, made
}

// checkBest compares Best with firstBest on random hands of n cards.
func checkBest(t *testing.T, id string, n, k int, eval func([]card.Card) Value, hands int) {
	t.Helper()
	r := gameRanking(t, id, n)
	for _, c := range randomHands(uint64(100*n+k), hands, n, deck52) {
		in := slices.Clone(c)
		v, made := r.Best(c)
		if !slices.Equal(c, in) {
			t.Fatalf("%s: Best changed the cards to %s", card.Format(in), card.Format(c))
		}
		want, wantMade := firstBest(c, k, eval)
		if want.Category() == NoLow {
			wantMade = nil
		}
		if v != want || !slices.Equal(made, wantMade) {
			t.Fatalf("%s %s: %v %s, want %v %s", id, card.Format(c), v, card.Format(made), want, card.Format(wantMade))
		}
	}
}

// 67.50, hold'em and stud: the best five of six or seven, against every five
// of them under Five; and the slow evaluator agrees on the category.
func Test67_50_BestFiveOfSevenSubsets(t *testing.T) {
	n := 20000
	if testing.Short() {
		n = 3000
	}
	checkBest(t, "poker-room", 6, 5, Five, n)
	checkBest(t, "three-five-seven-poker", 7, 5, Five, n)
	r := gameRanking(t, "poker-room/holdem", 7)
	for _, c := range randomHands(7, 1000, 7, deck52) {
		v, _ := r.Best(c)
		if cat, _ := slowHigh(c); v.Category() != cat {
			t.Fatalf("%s: %v, slow %v", card.Format(c), v.Category(), cat)
		}
	}
}

// 67.71, 67.72, 67.82, 67.83: the best four of five or six under Four.
func Test67_72_BestFourOfSubsets(t *testing.T) {
	n := 10000
	if testing.Short() {
		n = 2000
	}
	checkBest(t, "four-card-poker", 5, 4, Four, n)
	checkBest(t, "four-card-poker", 6, 4, Four, n)
	checkBest(t, "crazy-four-poker", 5, 4, Four, n)
}

// Razz (67.88(13)) and stud eight-or-better: the best low of six or seven.
func TestBestLowOfSubsets(t *testing.T) {
	n := 5000
	if testing.Short() {
		n = 1000
	}
	for _, k := range []int{6, 7} {
		checkBest(t, "poker-room/razz", k, 5, Razz, n)
		checkBest(t, "poker-room/stud-low", k, 5, LowEight, n)
	}
}

// Short-deck hold'em: the best five of six or seven.
func TestBestShortDeckOfSubsets(t *testing.T) {
	n := 5000
	if testing.Short() {
		n = 1000
	}
	for _, k := range []int{6, 7} {
		r := gameRanking(t, "poker-room/short-deck", k)
		for _, c := range randomHands(uint64(k), n, k, deck36) {
			v, made := r.Best(c)
			want, wantMade := firstBest(c, 5, ShortDeck)
			if v != want || !slices.Equal(made, wantMade) {
				t.Fatalf("%s: %v %s, want %v %s", card.Format(c), v, card.Format(made), want, card.Format(wantMade))
			}
		}
	}
}

// Exact hands are made of all their cards.
func TestBestExact(t *testing.T) {
	for _, c := range []struct {
		id   string
		n    int
		eval func([]card.Card) Value
		deck []card.Card
	}{
		{"let-it-ride", 5, Five, deck52},
		{"three-card-poker", 3, Three, deck52},
		{"four-card-poker", 4, Four, deck52},
		{"pai-gow-poker", 5, PaiGow, deck53},
		{"pai-gow-poker", 2, PaiGowLow, deck53},
		{"poker-room/razz", 5, Razz, deck52},
		{"poker-room/short-deck", 5, ShortDeck, deck36},
		{"poker-room/deuce-to-seven", 5, DeuceToSeven, deck52},
	} {
		r := gameRanking(t, c.id, c.n)
		for _, h := range randomHands(uint64(c.n), 500, c.n, c.deck) {
			v, made := r.Best(h)
			if v != c.eval(h) || !slices.Equal(made, h) {
				t.Fatalf("%s %s: %v %s", c.id, card.Format(h), v, card.Format(made))
			}
		}
	}
}

// Omaha: exactly two of the four hole cards and three of the board, against
// every such five under Five and LowEight.
func TestBestOmahaSubsets(t *testing.T) {
	n := 3000
	if testing.Short() {
		n = 500
	}
	for _, c := range []struct {
		id   string
		eval func([]card.Card) Value
	}{
		{"poker-room/omaha", Five},
		{"poker-room/omaha-low", LowEight},
	} {
		for _, board := range []int{3, 4, 5} {
			r := gameRanking(t, c.id, 4+board)
			for _, h := range randomHands(uint64(board), n, 4+board, deck52) {
				v, made := r.Best(h)
				var want Value
				var wantMade []card.Card
				combinations(h[:4], 2, func(hole []card.Card) {
					combinations(h[4:], 3, func(b []card.Card) {
						five := append(slices.Clone(hole), b...)
						if w := c.eval(five); w > want {
							want, wantMade = w, five
						}
					})
				})
				if want.Category() == NoLow {
					wantMade = nil
				}
				if v != want || !slices.Equal(made, wantMade) {
					t.Fatalf("%s %s: %v %s, want %v %s", c.id, card.Format(h), v, card.Format(made), want, card.Format(wantMade))
				}
			}
		}
	}
}

// Best panics on a number of cards its ranking does not take, as the
// evaluators do.
func TestBestPanics(t *testing.T) {
	for _, c := range []struct {
		r Ranking
		n int
	}{
		{gameRanking(t, "three-card-poker", 3), 4},
		{gameRanking(t, "pai-gow-poker", 5), 7},
		{gameRanking(t, "let-it-ride", 5), 4},
		{gameRanking(t, "let-it-ride", 5), 8},
		{gameRanking(t, "four-card-poker", 4), 7},
		{gameRanking(t, "poker-room/omaha", 7), 6},
		{gameRanking(t, "poker-room/omaha", 7), 10},
		{gameRanking(t, "poker-room/short-deck", 5), 8},
		{gameRanking(t, "poker-room/deuce-to-seven", 5), 6},
		{gameRanking(t, "poker-room/badugi", 4), 5},
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%v of %d cards: no panic", c.r, c.n)
				}
			}()
			c.r.Best(deck52[:c.n])
		}()
	}
}

// choose visits every k of n in increasing order, and stops when told.
func TestChoose(t *testing.T) {
	for n := 0; n <= 9; n++ {
		for k := 1; k <= n; k++ {
			var got [][]int
			choose(n, k, func(idx []int) bool {
				got = append(got, slices.Clone(idx))
				return true
			})
			var want [][]int // card i+1 stands for index i
			combinations(deck52[:n], k, func(c []card.Card) {
				w := make([]int, k)
				for i := range c {
					w[i] = int(c[i]) - 1
				}
				want = append(want, w)
			})
			if !slices.EqualFunc(got, want, slices.Equal) {
				t.Errorf("choose(%d, %d): %v, want %v", n, k, got, want)
			}
		}
	}
	calls := 0
	choose(7, 5, func([]int) bool { calls++; return calls < 3 })
	if calls != 3 {
		t.Errorf("choose went on %d calls, want 3", calls)
	}
}
