package card

import (
	"cmp"
	"slices"
)

// Orbit names the hand an exact analysis counts in place of hand: the
// representative of its orbit under the permutations of the four suits.
// A card is written as its type, card − 1 (rank × 4 + suit from the
// deuce of clubs), the types sorted; the suits are renamed in the
// decreasing order of their contents (the ranks each holds once, then
// those it holds twice, from a second deck), so every hand of the orbit
// comes to the same types, and the analyses' canonical hand is the one
// whose suits' contents do not increase. others are renamed the same way
// (a dealer's up card): where two suits hold the same, either renaming is
// the same hand, and others land on a card of the same rank in a suit of
// the same contents.
func Orbit(hand []Card, others ...Card) (types []uint8, moved []uint8) {
	ts := make([]uint8, len(hand))
	for i, c := range hand {
		ts[i] = uint8(c - 1)
	}
	slices.Sort(ts)
	var desc [4]uint64
	for i, t := range ts {
		r, s := t/4, t%4
		if i > 0 && ts[i-1] == t {
			desc[s] |= 1 << (16 + r)
		} else {
			desc[s] |= 1 << r
		}
	}
	order := []uint8{0, 1, 2, 3}
	slices.SortStableFunc(order, func(a, b uint8) int { return cmp.Compare(desc[b], desc[a]) })
	var to [4]uint8
	for pos, s := range order {
		to[s] = uint8(pos)
	}
	for i, t := range ts {
		ts[i] = t/4*4 + to[t%4]
	}
	slices.Sort(ts)
	moved = make([]uint8, len(others))
	for i, c := range others {
		t := uint8(c - 1)
		moved[i] = t/4*4 + to[t%4]
	}
	return ts, moved
}
