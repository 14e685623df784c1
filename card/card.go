// Package card is the playing card of sections 6–8: cards and their text
// notation ("As", "Td", "Jk" for the joker), deck compositions for every
// game, and the shoe with its stop card and reshuffle rules.
package card

import (
	"errors"
	"fmt"
	"strings"
)

// A Rank is a card's rank: 2–10, Jack 11, Queen 12, King 13, Ace 14.
type Rank uint8

// Ranks with names.
const (
	Ten   Rank = 10
	Jack  Rank = 11
	Queen Rank = 12
	King  Rank = 13
	Ace   Rank = 14
)

// A Suit is clubs, diamonds, hearts or spades.
type Suit uint8

// The suits, in the notation's order.
const (
	Clubs Suit = iota
	Diamonds
	Hearts
	Spades
)

// A Card is one of the 52 cards or the joker. The zero Card is no card.
// Values 1–52 are the standard cards, 53 the joker; they are stable and may be
// stored.
type Card uint8

// Joker is Pai Gow Poker's joker (section 38).
const Joker Card = 53

// New returns the card of rank r (2–14) and suit s.
func New(r Rank, s Suit) Card { return Card(1 + (int(r)-2)*4 + int(s)) }

// Rank returns c's rank; the joker's is 0.
func (c Card) Rank() Rank {
	if !c.Standard() {
		return 0
	}
	return Rank((c-1)/4 + 2)
}

// Suit returns c's suit; meaningless for the joker.
func (c Card) Suit() Suit { return Suit((c - 1) % 4) }

// Standard reports whether c is one of the 52 standard cards.
func (c Card) Standard() bool { return c >= 1 && c <= 52 }

// Valid reports whether c is a standard card or the joker.
func (c Card) Valid() bool { return c >= 1 && c <= Joker }

const rankChars = "23456789TJQKA"
const suitChars = "cdhs"

// String returns the notation: "As", "Td", "Jk"; "??" for an invalid card.
func (c Card) String() string {
	switch {
	case c == Joker:
		return "Jk"
	case c.Standard():
		return string([]byte{rankChars[c.Rank()-2], suitChars[c.Suit()]})
	}
	return "??"
}

// MarshalText implements encoding.TextMarshaler.
func (c Card) MarshalText() ([]byte, error) {
	if !c.Valid() {
		return nil, fmt.Errorf("card: cannot encode invalid card %d", uint8(c))
	}
	return []byte(c.String()), nil
}

// UnmarshalText implements encoding.TextUnmarshaler.
func (c *Card) UnmarshalText(b []byte) error {
	p, err := Parse(string(b))
	if err != nil {
		return err
	}
	*c = p
	return nil
}

// ErrSyntax is the error a malformed card token wraps.
var ErrSyntax = errors.New("not a card")

// A SyntaxError names the bad token and its 0-based position in a list.
type SyntaxError struct {
	Token string
	Pos   int
}

func (e *SyntaxError) Error() string {
	return fmt.Sprintf("token %d %q is not a card (rank 2-9 T J Q K A and suit c d h s, or Jk)", e.Pos, e.Token)
}

func (e *SyntaxError) Unwrap() error { return ErrSyntax }

// Parse reads one card in either case with surrounding spaces: "As", " td ".
func Parse(s string) (Card, error) {
	t := strings.TrimSpace(s)
	if len(t) != 2 {
		return 0, &SyntaxError{Token: s}
	}
	if strings.EqualFold(t, "Jk") {
		return Joker, nil
	}
	r := strings.IndexByte(rankChars, upper(t[0]))
	u := strings.IndexByte(suitChars, lower(t[1]))
	if r < 0 || u < 0 {
		return 0, &SyntaxError{Token: s}
	}
	return New(Rank(r+2), Suit(u)), nil
}

// ParseList reads cards separated by spaces or commas: "As Kd, Qh".
func ParseList(s string) ([]Card, error) {
	fields := strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' || r == '\t' || r == '\n' })
	cards := make([]Card, 0, len(fields))
	for i, f := range fields {
		c, err := Parse(f)
		if err != nil {
			return nil, &SyntaxError{Token: f, Pos: i}
		}
		cards = append(cards, c)
	}
	return cards, nil
}

// MustParseList is ParseList for tests and package variables; it panics on error.
func MustParseList(s string) []Card {
	cs, err := ParseList(s)
	if err != nil {
		panic(err)
	}
	return cs
}

// Format writes cards in notation separated by single spaces.
func Format(cards []Card) string {
	var b strings.Builder
	for i, c := range cards {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(c.String())
	}
	return b.String()
}

// Strings returns each card's notation.
func Strings(cards []Card) []string {
	s := make([]string, len(cards))
	for i, c := range cards {
		s[i] = c.String()
	}
	return s
}

func upper(b byte) byte {
	if b >= 'a' && b <= 'z' {
		return b - 'a' + 'A'
	}
	return b
}

func lower(b byte) byte {
	if b >= 'A' && b <= 'Z' {
		return b - 'A' + 'a'
	}
	return b
}
