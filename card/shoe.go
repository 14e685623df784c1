package card

import (
	"errors"
	"fmt"
)

// ErrNotInShoe is returned when a card is dealt that the shoe no longer holds:
// more copies than its decks contain, or a card its composition lacks.
var ErrNotInShoe = errors.New("card is not in the shoe")

// A Policy is when section 8 has the cards reshuffled.
type Policy struct {
	// EveryRound shuffles after each round whatever the number of decks:
	// Pai Gow Poker, Let It Ride and Caribbean Stud (section 8).
	EveryRound bool
	// Penetration is the fraction of a shoe of 3 or more decks dealt before
	// the stop card (ruling G6; default 0.75).
	Penetration float64
}

// A Shoe tracks the cards dealt since the last shuffle: what is left, the stop
// card and the rounds played. It does not know the order of the cards — that
// is the tape's, or the random source's — so it can sit in an engine's state
// and be copied without revealing anything. The zero Shoe is not usable; call
// NewShoe.
type Shoe struct {
	full, left Deck
	decks      int
	policy     Policy
	stop       int // the stop card sits after this many cards
	dealt      int
	rounds     int // rounds finished since the shuffle
	stopOut    bool
	shuffles   int // shuffles so far, the first included
}

// NewShoe returns a freshly shuffled shoe of composition d built from decks
// decks under policy p.
func NewShoe(d Deck, decks int, p Policy) Shoe {
	s := Shoe{full: d, left: d, decks: decks, policy: p, shuffles: 1}
	s.stop = s.full.Len()
	if decks >= 3 && !p.EveryRound {
		pen := p.Penetration
		if pen <= 0 || pen > 1 {
			pen = 0.75
		}
		// floor(penetration × cards), G6; the small epsilon keeps 0.75 × 312
		// from landing a hair under 234 in binary floating point.
		s.stop = int(pen*float64(s.full.Len()) + 1e-9)
	}
	return s
}

// Deal takes c out of the shoe. It fails, changing nothing, if the shoe
// holds no more copies of c.
func (s *Shoe) Deal(c Card) error {
	if !s.left.remove(c) {
		if s.full.Count(c) == 0 {
			return fmt.Errorf("%w: %s is not part of this game's deck (section 6)", ErrNotInShoe, c)
		}
		return fmt.Errorf("%w: all %d copies of %s were already dealt since the shuffle", ErrNotInShoe, s.full.Count(c), c)
	}
	s.dealt++
	if s.dealt > s.stop && s.decks >= 3 && !s.policy.EveryRound {
		s.stopOut = true
	}
	return nil
}

// Stop returns how many cards are dealt before the stop card comes out
// (section 8, ruling G6): the whole shoe when it has none.
func (s *Shoe) Stop() int { return s.stop }

// Left returns the cards not yet dealt since the shuffle, as a composition.
func (s *Shoe) Left() Deck { return s.left }

// Dealt returns the number of cards dealt since the shuffle.
func (s *Shoe) Dealt() int { return s.dealt }

// Shuffles returns how many times the shoe has been shuffled, the first
// shuffle included; a random source uses it to know a new order is due.
func (s *Shoe) Shuffles() int { return s.shuffles }

// StopOut reports whether the stop card has come out (section 8).
func (s *Shoe) StopOut() bool { return s.stopOut }

// EndRound records a finished round with the given number of seats wagering
// (behind bettors not counted) and reports whether section 8 (ruling G6) has
// the cards shuffled now; if so the shoe is shuffled.
func (s *Shoe) EndRound(players int) bool {
	s.rounds++
	var due bool
	switch {
	case s.policy.EveryRound:
		due = true
	case s.decks == 1:
		due = players >= 4 || s.rounds >= 2
	case s.decks == 2:
		due = true // a 2-deck shuffler-shoe: every round (G6)
	default:
		due = s.stopOut
	}
	if due {
		s.Shuffle()
	}
	return due
}

// Shuffle puts every card back: a new shoe begins.
func (s *Shoe) Shuffle() {
	s.left = s.full
	s.dealt, s.rounds, s.stopOut = 0, 0, false
	s.shuffles++
}
