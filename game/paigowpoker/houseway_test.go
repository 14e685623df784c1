package paigowpoker

import (
	"math/rand/v2"
	"slices"
	"testing"

	"croupier/card"
)

func cards(t testing.TB, s string) []card.Card {
	t.Helper()
	cs, err := card.ParseList(s)
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

func seven(t testing.TB, s string) [7]card.Card {
	t.Helper()
	cs := cards(t, s)
	if len(cs) != 7 {
		t.Fatalf("%q: %d cards", s, len(cs))
	}
	return [7]card.Card(cs)
}

// Each rule of docs/house-way.md on hands worked by hand: the seven cards,
// the rule that applies and the low hand it makes (the high hand is the
// other five).
func TestHouseWayRules(t *testing.T) {
	for _, c := range []struct {
		name, hand string
		rule       int
		low        string
	}{
		// 2: five aces (40(1)); kings stay low, any other pair splits the aces.
		{"2 five aces and kings", "Jk Ac Ad Ah As Kc Kd", 2, "Kc Kd"},
		{"2 five aces and 5s", "Jk Ac Ad Ah As 5c 5d", 2, "Ah As"},
		{"2 five aces", "Jk Ac Ad Ah As Qc 3d", 2, "Ah As"},
		// 3: four of a kind.
		{"3a four and three", "9c 9d 9h 9s 4c 4d 4h", 3, "4d 4h"},
		{"3b four and a pair", "9c 9d 9h 9s Kc Kd 2h", 3, "Kc Kd"},
		{"3c low four together", "5c 5d 5h 5s Ac Qd 2h", 3, "Ac Qd"},
		{"3d middle four split", "8c 8d 8h 8s Kc Qd 2h", 3, "8h 8s"},
		{"3d middle four with an ace", "8c 8d 8h 8s Ac Qd 2h", 3, "Ac Qd"},
		{"3d middle four with the joker", "8c 8d 8h 8s Jk Qd 2h", 3, "Jk Qd"},
		{"3e high four split", "Kc Kd Kh Ks Ac Qd 2h", 3, "Kh Ks"},
		{"3e joker and three aces", "Jk Ac Ad Ah Kc 9d 2h", 3, "Ad Ah"},
		{"3e joker and three aces, the joker's flush kept", "Jk Ac Ad Ah Kh 9h 2h", 3, "Ac Ad"},
		// 4: full houses.
		{"4a two threes", "Qc Qd Qh 7c 7d 7h 2s", 4, "Qd Qh"},
		{"4b three and two pairs", "Qc Qd Qh 7c 7d 4h 4s", 4, "7c 7d"},
		{"4c three and a pair", "Qc Qd Qh 7c 7d Ah 4s", 4, "7c 7d"},
		{"4c 2s with ace-king", "Qc Qd Qh 2c 2d Ah Ks", 4, "Ah Ks"},
		{"4c 2s with joker-king", "Qc Qd Qh 2c 2d Jk Ks", 4, "Jk Ks"},
		// 5: straights and flushes.
		{"5a straight, no pair", "Ah Kd 9s 8c 7d 6h 5s", 5, "Ah Kd"},
		{"5a joker completes K-high straight", "Jk Kd Qs Jc 9d 4h 2s", 5, "4h 2s"},
		{"5a straight needs the pair", "9c 9d 8s 7h 6c 5d Kh", 5, "Kh 9d"},
		{"5a flush, pair low", "Ah Jh 8h 5h 2h Kc Kd", 5, "Kc Kd"},
		{"5a joker flush (PG4), pair low", "Kh Jh 9h 4h Jk Qc Qd", 5, "Qc Qd"},
		{"7a the joker and an ace pair: two pairs, not a flush", "Ah Kh 9h 4h Jk Qc Qd", 7, "Qc Qd"},
		{"5a six-card straight", "Ac Kd Qh Js Tc 9d 3h", 5, "Ac 3h"},
		{"5a wheel", "Ac 2d 3h 4s 5c Kd Qh", 5, "Kd Qh"},
		{"5b three, straight, pair low", "5c 5d 5h 6s 7c 8d 9h", 5, "5d 5h"},
		{"5b three aces, no pair left: rule 8", "Jk Ac Ad Kh Qh Jh 2s", 8, "Ad Kh"},
		// 6: three pairs.
		{"6 three pairs", "Ac Ad Kc Kd 5h 5s 2c", 6, "Ac Ad"},
		// 7: two pairs.
		{"7a aces split", "Jk As 4c 4d Kh 9s 2c", 7, "4c 4d"},
		{"7b jacks and 6s split, ace or not", "Jc Jd 6h 6s Ac 9d 2c", 7, "6h 6s"},
		{"7c two low pairs together", "6c 6d 3h 3s Ac Kd 2c", 7, "Ac Kd"},
		{"7d middle and low with an ace", "9c 9d 5h 5s Ac Qd 2c", 7, "Ac Qd"},
		{"7d middle and low split", "9c 9d 5h 5s Kc Qd 2c", 7, "5h 5s"},
		{"7d kings and 4s split", "Kc Kd 4h 4s Qc Jd 2c", 7, "4h 4s"},
		{"7d kings and 4s with the joker", "Kc Kd 4h 4s Jk Jd 2c", 7, "Jk Jd"},
		{"7 two pairs beat a straight", "9c 9d 8c 8d 7h 6s 5c", 7, "8c 8d"},
		// 8: three of a kind.
		{"8 three eights", "8c 8d 8h Ac Qd 5h 2c", 8, "Ac Qd"},
		{"8 three aces split", "Jk Ac Ad Kh 9s 5c 2d", 8, "Ad Kh"},
		{"8 three aces, the joker's flush kept", "As 2s Kh 5s Ts Jk Ad", 8, "Ad Kh"},
		{"8 three aces, the flush kept as listed", "Ad 2d Kc 5d Td Jk Ah", 8, "Ah Kc"},
		// 9: one pair.
		{"9 one pair", "Tc Td Ac 9h 6s 4c 2d", 9, "Ac 9h"},
		{"9 one pair, joker an ace", "Tc Td Jk 9h 6s 4c 2d", 9, "Jk 9h"},
		// 10: no pair.
		{"10 no pair", "Ac Qd 9h 7s 5c 3d 2h", 10, "Qd 9h"},
		{"10 no pair, joker an ace", "Jk Qd 9h 7s 5c 3d 2h", 10, "Qd 9h"},
	} {
		t.Run(c.name, func(t *testing.T) {
			h := seven(t, c.hand)
			s, rule := HouseWay(h)
			want := cards(t, c.low)
			got := s.Low[:]
			if rule != c.rule || !sameCards(got, want) {
				t.Errorf("%s: rule %d low %v high %v, want rule %d low %v", c.hand, rule, got, s.High, c.rule, want)
			}
			all := append(slices.Clone(s.High[:]), s.Low[:]...)
			if !sameCards(all, h[:]) {
				t.Errorf("set %v %v is not the seven cards %v", s.High, s.Low, h)
			}
			if Foul(s.High[:], s.Low[:]) {
				t.Errorf("%s: the house way fouls: %v / %v", c.hand, s.High, s.Low)
			}
		})
	}
}

func sameCards(a, b []card.Card) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}

// 44(3), 50: the foul test on hands worked by hand.
func Test50_Foul(t *testing.T) {
	for _, c := range []struct {
		high, low string
		foul      bool
	}{
		{"Ac 9d 7h 5s 3c", "Kd Qh", false}, // ace high over king high
		{"Kc 9d 7h 5s 3c", "Ad 2h", true},  // king high under ace high
		{"Kc Qd 7h 5s 3c", "Kd Qh", false}, // equal (50: equal or higher)
		{"Kc Jd 7h 5s 3c", "Kd Qh", true},  // K-J under K-Q
		{"Kc 9d 7h 5s 3c", "2d 2h", true},  // no pair under a pair
		{"3c 3d 7h 5s 2c", "Ad Kh", false}, // a pair over two cards
		{"3c 3d 7h 5s 2c", "4d 4h", true},  // 3s under 4s
		{"4c 4s 7h 5s 2c", "4d 4h", false}, // equal pairs
		{"Jk As 7h 5s 2c", "Kd Kh", false}, // joker and ace: aces over kings
		{"Jk Qs 7h 5s 2c", "Ad Kh", true},  // the joker an ace: A-Q under A-K
		{"2c 2d 3h 3s 4c", "Ad Ah", false}, // two pairs over any pair
		{"2c 3d 4h 5s Jk", "Ad Ah", false}, // the joker makes a straight (39)
		{"Ac Kd Qh Js", "Tc 9d 8h", true},  // 4 + 3 (44(3), PG5)
	} {
		h, l := cards(t, c.high), cards(t, c.low)
		if got := Foul(h, l); got != c.foul {
			t.Errorf("Foul(%s / %s) = %v, want %v", c.high, c.low, got, c.foul)
		}
	}
}

// The house way never fouls (50): every pattern of ranks seven cards of
// one deck and the joker can have, each under four ways of giving suits
// (flush-prone and not), and random hands.
func TestHouseWayNeverFouls(t *testing.T) {
	n := 0
	check := func(h [7]card.Card) {
		n++
		s, _ := HouseWay(h)
		all := append(slices.Clone(s.High[:]), s.Low[:]...)
		if !sameCards(all, h[:]) || Foul(s.High[:], s.Low[:]) {
			t.Fatalf("%v: house way sets %v / %v", h, s.High, s.Low)
		}
	}
	var counts [15]int
	var walk func(r card.Rank, left int, joker bool)
	walk = func(r card.Rank, left int, joker bool) {
		if left == 0 {
			for scheme := range 4 {
				var h [7]card.Card
				i := 0
				if joker {
					h[i], i = card.Joker, i+1
				}
				for rk := card.Rank(2); rk <= card.Ace; rk++ {
					for m := range counts[rk] {
						var suit int
						switch scheme {
						case 0:
							suit = m // every rank's first card a club: flushes
						case 1:
							suit = (m + int(rk)) % 4
						case 2:
							suit = (m + 3*int(rk)) % 4
						default:
							suit = 3 - m
						}
						h[i], i = card.New(rk, card.Suit(suit)), i+1
					}
				}
				check(h)
			}
			return
		}
		if r > card.Ace {
			return
		}
		for k := 0; k <= min(4, left); k++ {
			counts[r] = k
			walk(r+1, left-k, joker)
		}
		counts[r] = 0
	}
	walk(2, 7, false)
	walk(2, 6, true)
	r := rand.New(rand.NewPCG(1, 2))
	deck := card.PaiGowPoker()
	all := deck.Cards()
	for range 200_000 {
		r.Shuffle(len(all), func(i, j int) { all[i], all[j] = all[j], all[i] })
		check([7]card.Card(all[:7]))
	}
	t.Logf("%d hands set", n)
}
