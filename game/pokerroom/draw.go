package pokerroom

import (
	"fmt"
	"slices"

	"croupier/card"
)

// NextDraw returns the player to stand pat or discard next on a draw
// street, or -1: each player still in, from the dealer's left (player 0),
// an all-in player too.
func (h *Hand) NextDraw() int {
	if h.phase != PhaseDraw {
		return -1
	}
	for p := range h.n {
		if h.in(p) && !h.drawn[p] {
			return p
		}
	}
	return -1
}

// Draw is player p, in turn, standing pat (no cards) or discarding cards
// from his hand; once every player still in has drawn, the dealer deals
// each, from the dealer's left, as many cards as he discarded (DealHole).
// A recorded hand may discard cards dealt unknown: as unknown cards (0),
// or named, a card he does not hold taking the place of one of his
// unknown cards (checked against every card dealt, as a shown card is).
func (h *Hand) Draw(p int, cards []card.Card) error {
	switch {
	case h.phase != PhaseDraw:
		return fmt.Errorf("no cards are drawn now: the hand is at its %s", h.phase)
	case p < 0 || p >= h.n:
		return fmt.Errorf("there is no player %d", p+1)
	}
	if next := h.NextDraw(); next != p {
		return fmt.Errorf("player %d draws next, not player %d", next+1, p+1)
	}
	at, err := h.match(p, cards, make([]int, len(cards)))
	if err != nil {
		return fmt.Errorf("player %d discards %s: %w", p+1, card.Format(cards), err)
	}
	h.name(p, cards, at)
	out := make([]bool, len(h.hole[p]))
	for _, i := range at {
		out[i] = true
	}
	var hole []card.Card
	var up []bool
	for i, c := range h.hole[p] {
		if !out[i] {
			hole, up = append(hole, c), append(up, h.up[p][i])
		}
	}
	h.hole[p], h.up[p] = hole, up
	h.discard(cards)
	h.drawn[p] = true
	h.log = append(h.log, Act{Player: p + 1, Verb: "sd", Cards: slices.Clone(cards)})
	if h.NextDraw() < 0 {
		h.phase = PhaseDeal
		h.dealt() // when nobody discarded, on to the betting
	}
	return nil
}

// match pairs cards with player p's hole cards, for a discard or a show:
// a known card with that card if he holds it, then an unknown card, or a
// known card he does not hold (dealt to him unknown, now named), with one
// of his unknown cards. It writes the index in his hand of each of cards
// into at (as long as cards) and returns it, or an error when a card cannot
// be his; the named cards are checked against every card dealt. It changes
// nothing.
func (h *Hand) match(p int, cards []card.Card, at []int) ([]int, error) {
	hole := h.hole[p]
	var buf [8]bool
	taken := buf[:0]
	if len(hole) > len(buf) {
		taken = make([]bool, 0, len(hole))
	}
	taken = taken[:len(hole)]
	free := func(c card.Card) int {
		for j, d := range hole {
			if d == c && !taken[j] {
				return j
			}
		}
		return -1
	}
	for i, c := range cards {
		at[i] = -1
		if j := free(c); c != 0 && j >= 0 {
			at[i], taken[j] = j, true
		}
	}
	var named []card.Card
	for i, c := range cards {
		if at[i] >= 0 {
			continue
		}
		j := free(0)
		switch {
		case j < 0 && c == 0:
			return nil, fmt.Errorf("he holds %s: no card dealt unknown is left for an unknown one", card.Format(hole))
		case j < 0:
			return nil, fmt.Errorf("he holds %s, not %v", card.Format(hole), c)
		}
		at[i], taken[j] = j, true
		if c != 0 {
			named = append(named, c)
		}
	}
	if err := h.take(named); err != nil {
		return nil, err
	}
	return at, nil
}

// name records the cards match paired with player p's unknown cards.
func (h *Hand) name(p int, cards []card.Card, at []int) {
	for i, c := range cards {
		if j := at[i]; h.hole[p][j] == 0 && c != 0 {
			h.hole[p][j] = c
			h.used[c] = true
		}
	}
}
