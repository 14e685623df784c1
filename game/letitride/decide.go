package letitride

import (
	"slices"
	"strconv"
	"sync"

	"croupier/analysis"
	"croupier/card"
	"croupier/game"
	"croupier/handeval"
)

// Decide is the strategy Analyze assumes, for simulations: a seat rides
// bet-1 where the sum of its nets over every fourth and fifth card the
// seat does not see is positive, and bet-2 where the sum over every fifth
// is, the dealer's second card exposed (67.6); it pulls otherwise.
func Decide(t game.Table) (game.Decider, error) {
	r := RulesOf(t)
	if err := r.Validate(); err != nil {
		return nil, err
	}
	d := fullDeck(r.Decks)
	s := &strategy{deck: d, types: d.Types(), pay: newPayoff(), first: map[[3]card.Card]bool{}}
	return s.decide, nil
}

// A strategy decides a seat's bets from the cards it sees. Bet-1's
// decisions are kept as they are found: a simulation calls it from every
// worker at once.
type strategy struct {
	deck  deck
	types []card.Card
	pay   *payoff
	mu    sync.Mutex
	first map[[3]card.Card]bool
}

func (s *strategy) decide(e game.Engine, seat int, _ *analysis.Wager, _ []game.Option) (game.Step, error) {
	v := e.View(seat)
	var held []card.Card
	for _, key := range []string{strconv.Itoa(seat), "dealer"} {
		for _, c := range v.Hands[key] {
			if c.Card == game.Hidden || c.FaceDown && key == "dealer" {
				continue
			}
			x, err := card.Parse(c.Card)
			if err != nil {
				return game.Step{}, err
			}
			held = append(held, x)
		}
	}
	ride := false
	switch len(held) {
	case 3:
		ride = s.ridesFirst([3]card.Card(held))
	case 4:
		ride = s.sum(held) > 0
	default:
		return game.Step{}, game.Rulef("67.6", "seat %d sees %d cards: no bet to ride or pull", seat, len(held))
	}
	act := "pull"
	if ride {
		act = "ride"
	}
	return game.Step{Seat: seat, Act: act}, nil
}

// ridesFirst reports whether bet-1 rides on three cards.
func (s *strategy) ridesFirst(cards [3]card.Card) bool {
	slices.Sort(cards[:])
	s.mu.Lock()
	ride, ok := s.first[cards]
	s.mu.Unlock()
	if !ok {
		ride = s.sum(cards[:]) > 0
		s.mu.Lock()
		s.first[cards] = ride
		s.mu.Unlock()
	}
	return ride
}

// sum is a bet's net (× den) summed over every physical card or two to
// come after held, three or four cards.
func (s *strategy) sum(held []card.Card) int64 {
	left := make(map[card.Card]int64, len(s.types))
	for _, t := range s.types {
		left[t] = int64(s.deck.Copies)
	}
	var h handeval.Hand
	for _, c := range held {
		left[c]--
		h = h.Add(c)
	}
	fifth := func(h handeval.Hand) int64 {
		var n int64
		for _, t := range s.types {
			if w := left[t]; w > 0 {
				n += w * s.pay.scaled[outcome(h.ValueWith(t))]
			}
		}
		return n
	}
	if len(held) == 4 {
		return fifth(h)
	}
	var n int64
	for _, t := range s.types {
		if w := left[t]; w > 0 {
			left[t]--
			n += w * fifth(h.Add(t))
			left[t]++
		}
	}
	return n
}
