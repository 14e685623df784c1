package handeval

import (
	"fmt"
	"maps"
	"slices"

	"croupier/card"
)

// A Ranking is how a game ranks a hand of some number of cards: one of the
// by-law's orders of hands (see the package documentation) applied to all the
// cards, to the best k of them, or, in Omaha, to two of four hole cards and
// three of the board. Two hands compare only under equal Rankings. The zero
// Ranking is the high ranking of five cards or the best five of six or seven.
type Ranking struct {
	order ranking // the order of hands; also the ranking of the Values
	omaha bool    // exactly two of the first four cards and three of the rest
}

// An evaluator values the hands of one order: exact a hand of exactly k
// cards, best the best k of more cards (nil if the by-law ranks only hands of
// k cards).
type evaluator struct {
	k           int
	exact, best func([]card.Card) Value
}

var evaluators = [numRankings]evaluator{
	rHigh:      {5, Five, High},         // 67.2, 67.11; best 5 of 6 or 7: 67.50, the poker room
	rPaiGow:    {5, PaiGow, nil},        // 40, PG1, PG4
	rPaiGowLow: {2, PaiGowLow, nil},     // 40(10), 41
	rThree:     {3, Three, nil},         // 67.23, 67.43, 67.53
	rFour:      {4, Four, Four},         // 67.65; best 4 of 5 or 6: 67.71, 67.72, 67.82, 67.83
	rLowEight:  {5, LowEight, LowEight}, // stud eight-or-better: best 5 of 5 to 7
	rRazz:      {5, Razz, Razz},         // 67.88(13): best 5 of 5 to 7
	// PHH's variants beyond the by-law's (replayed, not dealt, by the poker
	// room): short-deck hold'em, the deuce-to-seven draws, badugi.
	rShortDeck:    {5, ShortDeck, ShortDeck}, // best 5 of 5 to 7
	rDeuceToSeven: {5, DeuceToSeven, nil},
	rBadugi:       {4, Badugi, nil}, // Best: the cards of the hand, up to 4
}

// String returns the ranking's name: "high", "three-card", "omaha-low".
func (r Ranking) String() string {
	switch {
	case r.omaha && r.order == rHigh:
		return "omaha"
	case r.omaha:
		return "omaha-low"
	}
	return r.order.String()
}

// Best returns the value of the best hand among cards under r, and the cards
// that make it. A hand of exactly as many cards as the ranking counts (two,
// three, four or five) is made of all of them, and Best returns cards itself.
// Of more cards (the best five of 6 or 7 under a high or a low ranking, 67.50
// and the poker room; the best four of 5 or 6 under the four-card ranking,
// 67.71, 67.72, 67.82, 67.83) the hand is the first k cards, in the order
// given, that make the best value. Under an Omaha ranking the first four
// cards are the hole cards and the rest a board of three to five, and the
// hand is the first two hole cards and three of the board that make the best
// value. A badugi hand is made of the first cards, in the order given, that
// are all of different suits and ranks and make its value. A hand without
// an eight-or-better low (NoLow) is made of no cards: Best returns nil.
// Best panics on a number of cards the ranking does not
// take.
func (r Ranking) Best(cards []card.Card) (Value, []card.Card) {
	var v Value
	var made []card.Card
	switch {
	case r.omaha:
		v, made = bestOmaha(r.order, cards)
	case r.order == rBadugi:
		v, made = bestBadugi(cards)
	default:
		v, made = bestK(evaluators[r.order], cards)
	}
	if v.Category() == NoLow {
		return v, nil
	}
	return v, made
}

// bestBadugi values up to four cards as a badugi hand and finds the first
// cards, in the order of cards, that make it: as many as the hand has.
func bestBadugi(cards []card.Card) (Value, []card.Card) {
	v := Badugi(cards)
	k := int(v>>12&0xF) - int(place(rBadugi, OneCardHand)) + 1
	var made []card.Card
	choose(len(cards), k, func(idx []int) bool {
		sub := make([]card.Card, k)
		for i, j := range idx {
			sub[i] = cards[j]
		}
		if Badugi(sub) == v {
			made = sub
		}
		return made == nil
	})
	return v, made
}

// bestK values cards with e and finds the first k of them, in the order of
// cards, that make that value.
func bestK(e evaluator, cards []card.Card) (Value, []card.Card) {
	if len(cards) == e.k {
		if e.best != nil {
			return e.best(cards), cards
		}
		return e.exact(cards), cards
	}
	if e.best == nil || len(cards) < e.k {
		panic(fmt.Sprintf("handeval: Best of %d cards for a hand of %d", len(cards), e.k))
	}
	v := e.best(cards)
	var made []card.Card
	sub := make([]card.Card, e.k)
	choose(len(cards), e.k, func(idx []int) bool {
		for i, j := range idx {
			sub[i] = cards[j]
		}
		if e.exact(sub) == v {
			made = sub
			return false
		}
		return true
	})
	return v, made
}

// bestOmaha values four hole cards and a board (cards[:4] and cards[4:])
// under the Omaha form of order and finds the first two hole cards and three
// of the board that make that value.
func bestOmaha(order ranking, cards []card.Card) (Value, []card.Card) {
	if len(cards) < 7 || len(cards) > 9 {
		panic(fmt.Sprintf("handeval: Omaha Best of %d cards", len(cards)))
	}
	hole, board := cards[:4], cards[4:]
	var v Value
	five := evaluators[order].exact
	if order == rHigh {
		v = Omaha(hole, board)
	} else {
		v = OmahaLow(hole, board)
	}
	var made []card.Card
	choose(4, 2, func(h []int) bool {
		choose(len(board), 3, func(b []int) bool {
			sub := []card.Card{hole[h[0]], hole[h[1]], board[b[0]], board[b[1]], board[b[2]]}
			if five(sub) == v {
				made = sub
			}
			return made == nil
		})
		return made == nil
	})
	return v, made
}

// choose calls f with the indexes of every k of n items, in increasing
// order, until f returns false; f must not keep the slice.
func choose(n, k int, f func(idx []int) bool) {
	idx := make([]int, k)
	for i := range idx {
		idx[i] = i
	}
	for {
		if !f(idx) {
			return
		}
		// Advance the rightmost index that can move, and reset those after it.
		i := k - 1
		for i >= 0 && idx[i] == n-k+i {
			i--
		}
		if i < 0 {
			return
		}
		idx[i]++
		for j := i + 1; j < k; j++ {
			idx[j] = idx[j-1] + 1
		}
	}
}

// A Game is the poker hands one game ranks: the Ranking of a hand of each
// number of cards the game deals.
type Game struct {
	rankings map[int]Ranking // by number of cards; shared, never changed
}

// games maps the id of each game that ranks poker hands to the rankings of
// its hands by number of cards. Games not listed rank none (blackjack,
// baccarat, war, …).
var games = func() map[string]Game {
	var (
		high      = Ranking{order: rHigh}
		three     = Ranking{order: rThree}
		four      = Ranking{order: rFour}
		razz      = Ranking{order: rRazz}
		eight     = Ranking{order: rLowEight}
		omaha     = Ranking{order: rHigh, omaha: true}
		omahaLow  = Ranking{order: rLowEight, omaha: true}
		pokerRoom = Game{map[int]Ranking{5: high, 6: high, 7: high}} // hold'em, stud: best 5 of 5 to 7
		shortDeck = Ranking{order: rShortDeck}
	)
	return map[string]Game{
		"let-it-ride":            {map[int]Ranking{5: high}},                                     // 67.2: three cards and the dealer's two
		"caribbean-stud":         {map[int]Ranking{5: high}},                                     // 67.11
		"three-card-poker":       {map[int]Ranking{3: three}},                                    // 67.23
		"three-five-seven-poker": {map[int]Ranking{3: three, 5: high, 7: high}},                  // 67.43, 67.44; best 5 of 7, 67.50
		"boston-poker":           {map[int]Ranking{3: three, 5: high}},                           // 67.53, 67.54
		"four-card-poker":        {map[int]Ranking{4: four, 5: four, 6: four}},                   // 67.65; best 4 of 5, 67.72; the dealer's of 6, 67.71
		"crazy-four-poker":       {map[int]Ranking{4: four, 5: four}},                            // 67.76; best 4 of 5, 67.82, 67.83
		"pai-gow-poker":          {map[int]Ranking{5: {order: rPaiGow}, 2: {order: rPaiGowLow}}}, // 39, 40, 41; PG1, PG4
		"poker-room":             pokerRoom,
		"poker-room/holdem":      pokerRoom,
		"poker-room/stud":        pokerRoom,
		"poker-room/omaha":       {map[int]Ranking{7: omaha, 8: omaha, 9: omaha}},          // 4 hole cards, a board of 3 to 5
		"poker-room/omaha-low":   {map[int]Ranking{7: omahaLow, 8: omahaLow, 9: omahaLow}}, // as omaha, eight or better
		"poker-room/stud-low":    {map[int]Ranking{5: eight, 6: eight, 7: eight}},          // stud high-low's low
		"poker-room/razz":        {map[int]Ranking{5: razz, 6: razz, 7: razz}},             // 67.88(13)
		// PHH's variants the poker room replays: NS; N2L1D and F2L3D; FB.
		"poker-room/short-deck":     {map[int]Ranking{5: shortDeck, 6: shortDeck, 7: shortDeck}},
		"poker-room/deuce-to-seven": {map[int]Ranking{5: {order: rDeuceToSeven}}},
		"poker-room/badugi":         {map[int]Ranking{4: {order: rBadugi}}},
	}
}()

// Games returns every game that ranks poker hands, by id: the catalog's id,
// or poker-room/VARIANT for a variant of the poker room (holdem, stud, omaha,
// omaha-low, stud-low, razz) or one whose hand histories it replays
// (short-deck, deuce-to-seven, badugi). The map is new on each call.
func Games() map[string]Game {
	return maps.Clone(games)
}

// Ranking returns the ranking of a hand of n cards in g and reports whether
// g ranks hands of n cards.
func (g Game) Ranking(n int) (Ranking, bool) {
	r, ok := g.rankings[n]
	return r, ok
}

// Sizes returns the numbers of cards of the hands g ranks, from the smallest.
func (g Game) Sizes() []int {
	s := make([]int, 0, len(g.rankings))
	for n := range g.rankings {
		s = append(s, n)
	}
	slices.Sort(s)
	return s
}

// Deals reports whether c is a card of g's deck: one of the 52, or the
// joker at Pai Gow Poker (Joker); at short-deck hold'em a card from six to
// ace, the 36 of its deck.
func (g Game) Deals(c card.Card) bool {
	switch {
	case c == card.Joker:
		return g.Joker()
	case !c.Standard():
		return false
	}
	for _, r := range g.rankings {
		if r.order == rShortDeck && c.Rank() < 6 {
			return false
		}
	}
	return true
}

// Joker reports whether g deals the joker: Pai Gow Poker's 53 cards (39,
// rulings PG1 and PG4), where it also plays in the low hand as an ace (41).
func (g Game) Joker() bool {
	for _, r := range g.rankings {
		if r.order == rPaiGow || r.order == rPaiGowLow {
			return true
		}
	}
	return false
}
