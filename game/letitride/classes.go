package letitride

import (
	"fmt"

	"croupier/card"
)

// This file names the kinds of hands the strategy tables list: the
// player's three cards when he rides or pulls bet-1, his four when he
// rides or pulls bet-2 (67.6). A kind never depends on the suits' names,
// only on whether the cards share one, so every hand of an orbit is of
// its rep's kind. A high card is a ten or higher: each one may pair into
// a winning hand (67.7).

// shape is what a strategy table reads of some cards.
type shape struct {
	counts  [card.Ace + 1]int
	ranks   []card.Rank // distinct
	suited  bool        // every card of one suit
	high    int         // distinct ranks ten or higher
	windows int         // straights of 67.2(6) holding every rank (no pair)
	royal   bool        // every rank ten or higher, no pair
}

func shapeOf(cards []card.Card) shape {
	s := shape{suited: true}
	for _, c := range cards {
		if s.counts[c.Rank()] == 0 {
			s.ranks = append(s.ranks, c.Rank())
			if c.Rank() >= card.Ten {
				s.high++
			}
		}
		s.counts[c.Rank()]++
		if c.Suit() != cards[0].Suit() {
			s.suited = false
		}
	}
	if len(s.ranks) < len(cards) {
		return s
	}
	// A straight is five consecutive ranks from A-2-3-4-5 (the ace low) to
	// 10-J-Q-K-A (67.2(6)).
	for low := card.Rank(1); low <= card.Ten; low++ {
		in := true
		for _, r := range s.ranks {
			if !(r >= low && r <= low+4) && !(r == card.Ace && low == 1) {
				in = false
			}
		}
		if in {
			s.windows++
		}
	}
	s.royal = s.high == len(cards)
	return s
}

// pairs are the ranks held twice or more, and the most of one rank.
func (s shape) pairs() (pairs []card.Rank, most int) {
	for _, r := range s.ranks {
		if n := s.counts[r]; n >= 2 {
			pairs = append(pairs, r)
		}
		most = max(most, s.counts[r])
	}
	return pairs, most
}

func highCards(n int) string {
	switch n {
	case 0:
		return "no high card"
	case 1:
		return "1 high card"
	}
	return fmt.Sprintf("%d high cards", n)
}

// paired names a hand holding a rank twice or more, or "".
func (s shape) paired() string {
	pairs, most := s.pairs()
	switch {
	case most >= 4:
		return "four of a kind"
	case most == 3:
		return "three of a kind"
	case len(pairs) >= 2:
		return "two pairs"
	case len(pairs) == 1 && pairs[0] >= card.Ten:
		return "a pair of tens or better"
	case len(pairs) == 1 && s.suited:
		return "a pair of nines or lower, the cards suited"
	case len(pairs) == 1:
		return "a pair of nines or lower"
	}
	return ""
}

// classOfThree is the kind of the player's three cards.
func classOfThree(cards [3]card.Card) string {
	s := shapeOf(cards[:])
	if p := s.paired(); p != "" {
		return p
	}
	switch {
	case s.suited && s.royal:
		return "three to a royal flush"
	case s.suited && s.windows > 0:
		return fmt.Sprintf("three suited, %s, %s", flushes(s.windows), highCards(s.high))
	case s.suited:
		return fmt.Sprintf("three suited, no straight possible, %s", highCards(s.high))
	case s.windows > 0:
		return fmt.Sprintf("three to a straight, %d straights possible, %s", s.windows, highCards(s.high))
	}
	return fmt.Sprintf("no pair, no three to a straight or flush, %s", highCards(s.high))
}

// classOfFour is the kind of the player's four cards: his three and the
// dealer's second (67.6).
func classOfFour(cards [4]card.Card) string {
	s := shapeOf(cards[:])
	if p := s.paired(); p != "" {
		return p
	}
	switch {
	case s.suited && s.royal:
		return "four to a royal flush"
	case s.suited && s.windows > 0:
		return "four to a straight flush"
	case s.suited:
		return "four to a flush"
	case s.windows == 2:
		return fmt.Sprintf("four to an open-ended straight, %s", highCards(s.high))
	case s.windows == 1:
		return fmt.Sprintf("four to an inside or one-ended straight, %s", highCards(s.high))
	}
	return fmt.Sprintf("no pair, no four to a straight or flush, %s", highCards(s.high))
}

// flushes says how many straight flushes three suited cards may make.
func flushes(n int) string {
	if n == 1 {
		return "1 straight flush possible"
	}
	return fmt.Sprintf("%d straight flushes possible", n)
}
