package handeval

import (
	"cmp"
	"slices"
	"testing"

	"croupier/card"
)

// A fuzzRanking is an evaluator with its slow counterpart and hand size.
type fuzzRanking struct {
	name string
	n    int
	deck []card.Card
	fast func([]card.Card) Value
	slow func([]card.Card) (Category, score)
}

var fuzzRankings = []fuzzRanking{
	{"five", 5, deck52, Five, func(c []card.Card) (Category, score) { return slowFive(c, false) }},
	{"seven", 7, deck52, Seven, slowHigh},
	{"three", 3, deck52, Three, slowThree},
	{"four of 5", 5, deck52, Four, func(c []card.Card) (Category, score) { return slowBest(c, 4, slowFour) }},
	{"four of 6", 6, deck52, Four, func(c []card.Card) (Category, score) { return slowBest(c, 4, slowFour) }},
	{"pai gow", 5, deck53, PaiGow, slowPaiGow},
	{"pai gow low", 2, deck53, PaiGowLow, slowPaiGowLow},
	{"razz", 7, deck52, Razz, func(c []card.Card) (Category, score) { return slowBest(c, 5, slowRazz) }},
	{"eight", 7, deck52, LowEight, func(c []card.Card) (Category, score) { return slowBest(c, 5, slowEight) }},
	{"omaha", 9, deck52, func(c []card.Card) Value { return Omaha(c[:4], c[4:]) }, func(c []card.Card) (Category, score) {
		return slowOmaha(c[:4], c[4:], func(h []card.Card) (Category, score) { return slowFive(h, false) })
	}},
	{"short deck", 7, deck36, ShortDeck, func(c []card.Card) (Category, score) { return slowBest(c, 5, slowShortDeck) }},
	{"deuce to seven", 5, deck52, DeuceToSeven, slowDeuceToSeven},
	{"badugi", 4, deck52, Badugi, slowBadugi},
}

// hands decodes data into a ranking and three hands of distinct cards (the
// hands may share cards: they are compared, not dealt together).
func fuzzHands(data []byte) (fuzzRanking, [3][]card.Card, bool) {
	var hs [3][]card.Card
	if len(data) == 0 {
		return fuzzRanking{}, hs, false
	}
	r := fuzzRankings[int(data[0])%len(fuzzRankings)]
	data = data[1:]
	for i := range hs {
		if len(data) < r.n {
			return r, hs, false
		}
		var used [64]bool
		for _, b := range data[:r.n] {
			c := r.deck[int(b)%len(r.deck)]
			for used[c] { // the next card of the deck not yet in the hand
				c = r.deck[(slices.Index(r.deck, c)+1)%len(r.deck)]
			}
			used[c] = true
			hs[i] = append(hs[i], c)
		}
		data = data[r.n:]
	}
	return r, hs, true
}

// FuzzCompare checks that comparing values is antisymmetric and transitive
// and orders any three hands as the slow evaluator does.
func FuzzCompare(f *testing.F) {
	f.Add([]byte("\x00As Ks Qs Js Ts Kh Qh Jh Th"))
	f.Fuzz(func(t *testing.T, data []byte) {
		r, hs, ok := fuzzHands(data)
		if !ok {
			return
		}
		var v [3]Value
		var s [3]score
		for i, h := range hs {
			v[i] = r.fast(h)
			var c Category
			c, s[i] = r.slow(h)
			if v[i].Category() != c {
				t.Fatalf("%s %s: %v, slow %v", r.name, card.Format(h), v[i].Category(), c)
			}
		}
		for i := range 3 {
			for j := range 3 {
				if cmp.Compare(v[i], v[j]) != -cmp.Compare(v[j], v[i]) {
					t.Fatalf("%s: not antisymmetric", r.name)
				}
				if cmp.Compare(v[i], v[j]) != cmp.Compare(s[i], s[j]) {
					t.Fatalf("%s: %s vs %s: %d, slow %d", r.name, card.Format(hs[i]), card.Format(hs[j]), cmp.Compare(v[i], v[j]), cmp.Compare(s[i], s[j]))
				}
				for k := range 3 {
					if v[i] >= v[j] && v[j] >= v[k] && v[i] < v[k] {
						t.Fatalf("%s: not transitive", r.name)
					}
				}
			}
		}
	})
}
