package card

// A Deck is a composition of cards: how many copies of each card a shoe holds.
// It is a value; copying it copies the counts.
type Deck struct {
	n [Joker + 1]uint16
}

// Standard returns decks × 52 cards (section 6; 1–8 decks at blackjack, 13).
func Standard(decks int) Deck {
	var d Deck
	for c := Card(1); c <= 52; c++ {
		d.n[c] = uint16(decks)
	}
	return d
}

// PaiGowPoker returns one deck and a joker (section 38).
func PaiGowPoker() Deck {
	d := Standard(1)
	d.n[Joker] = 1
	return d
}

// SuperPan9 returns 8 decks without the 7s, 8s, 9s and 10s (section 54).
func SuperPan9() Deck {
	d := Standard(8)
	for c := Card(1); c <= 52; c++ {
		if r := c.Rank(); r >= 7 && r <= Ten {
			d.n[c] = 0
		}
	}
	return d
}

// Count returns how many copies of c the deck holds.
func (d *Deck) Count(c Card) int {
	if !c.Valid() {
		return 0
	}
	return int(d.n[c])
}

// Len returns the number of cards.
func (d *Deck) Len() int {
	t := 0
	for _, k := range d.n {
		t += int(k)
	}
	return t
}

// Cards returns every card, copies included, in notation order (2c 2d … As Jk).
func (d *Deck) Cards() []Card {
	out := make([]Card, 0, d.Len())
	for c := Card(1); c <= Joker; c++ {
		for range d.n[c] {
			out = append(out, c)
		}
	}
	return out
}

// remove takes one copy of c out, reporting whether there was one.
func (d *Deck) remove(c Card) bool {
	if !c.Valid() || d.n[c] == 0 {
		return false
	}
	d.n[c]--
	return true
}
