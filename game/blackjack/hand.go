package blackjack

import "croupier/card"

const (
	maxSeats  = 7  // 16: cards are dealt to at most 7 seated players
	maxHands  = 5  // 26.1(2): up to 4 splits (ruling B2)
	maxWagers = 3  // 26.3: two or three wagers at Multi-Action
	maxCards  = 21 // a hand stops at hard 21: at most 20 cards of at least 1 point, then one more
	nFirst    = 5  // the side bets look at no more than a box's first 5 cards (21.2)
)

// value is a card's point value (13): 2–9 their face, tens and pictures 10,
// an ace 1 (total counts one ace 11 when that does not pass 21).
func value(c card.Card) int {
	switch r := c.Rank(); {
	case r == card.Ace:
		return 1
	case r >= card.Ten:
		return 10
	default:
		return int(r)
	}
}

// total returns the best total of cards, an ace counting 11 if that does not
// pass 21 (13), and whether the hand is soft, an ace counted 11 (14).
func total(cs []card.Card) (int, bool) {
	t, ace := 0, false
	for _, c := range cs {
		t += value(c)
		ace = ace || c.Rank() == card.Ace
	}
	if ace && t+10 <= 21 {
		return t + 10, true
	}
	return t, false
}

// natural reports whether cs, the first cards of a hand not formed by a
// split, are a Blackjack: an ace and a ten-value card (15).
func natural(cs []card.Card) bool {
	return len(cs) == 2 && value(cs[0])+value(cs[1]) == 11 && (cs[0].Rank() == card.Ace || cs[1].Rank() == card.Ace)
}

// bonus returns the 18.1 bonus a hand of cs earns: 1 for three 7s, 2 for a
// suited 6-7-8, 0 for none.
func bonus(cs []card.Card) int {
	if len(cs) != 3 {
		return 0
	}
	if value(cs[0]) == 7 && value(cs[1]) == 7 && value(cs[2]) == 7 {
		return 1 // 18.1(1)
	}
	s := cs[0].Suit()
	seen := [11]bool{}
	for _, c := range cs {
		if c.Suit() != s {
			return 0
		}
		seen[value(c)] = true
	}
	if seen[6] && seen[7] && seen[8] {
		return 2 // 18.1(2)
	}
	return 0
}

// A hand is one player hand, or one dealer hand (whose cards[0] is the
// dealer's first card).
type hand struct {
	cards   [maxCards]card.Card
	n       uint8
	id      uint8 // the order it was formed in: 1 is main, 2 is main.2 … (24)
	split   bool  // formed by a split: no Blackjack, no double without double-after-split (15, 24(5))
	aces    bool  // a split ace: it takes one card (24(4))
	doubled bool  // doubled down: one more card (23)
	done    bool  // complete: no more decisions
}

func (h *hand) add(c card.Card) {
	h.cards[h.n] = c
	h.n++
}

// list returns the hand's cards; the slice aliases the hand.
func (h *hand) list() []card.Card { return h.cards[:h.n] }

func (h *hand) total() (int, bool) { return total(h.list()) }

// blackjack reports whether the hand is a Blackjack (15): two cards, an ace
// and a ten-value card, not after a split (24(5)).
func (h *hand) blackjack() bool { return !h.split && natural(h.list()) }

// complete reports whether the hand needs no decision: a Blackjack or a hard
// 21 (no hit, 22), a bust, a split ace with its one card (24(4)) or a double
// with its card (23).
func (h *hand) complete() bool {
	t, soft := h.total()
	switch {
	case h.n < 2:
		return false
	case h.blackjack(), t > 21, t == 21 && !soft:
		return true
	case h.aces, h.doubled && h.n >= 3:
		return true
	}
	return false
}

// pair reports whether the hand is two cards of the same value (24, ruling
// B3: a king and a queen split).
func (h *hand) pair() bool { return h.n == 2 && value(h.cards[0]) == value(h.cards[1]) }

// doubleTotals reports whether a two-card hand's total allows a double: 9, 10
// or 11 (23), or also 2–8 and 12–20 with doubleAny (26.1(1)). An ace counts 1
// or 11 at the player's option (13, ruling B12), so A-8 doubles as 9; an ace
// with a ten-value card never doubles (23).
func (h *hand) doubleTotals(doubleAny bool) bool {
	if h.n != 2 || natural(h.list()) {
		return false
	}
	low := value(h.cards[0]) + value(h.cards[1])
	ok := func(t int) bool { return (t >= 9 && t <= 11) || (doubleAny && t >= 2 && t <= 20) }
	if ok(low) {
		return true
	}
	ace := h.cards[0].Rank() == card.Ace || h.cards[1].Rank() == card.Ace
	return ace && ok(low+10)
}

// dealerHits reports whether the dealer draws to h (26): below 17, and on a
// soft 17 unless he stands on all 17s (ruling B1).
func dealerHits(h *hand, standSoft17 bool) bool {
	t, soft := h.total()
	return t < 17 || (t == 17 && soft && !standSoft17)
}
