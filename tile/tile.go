// Package tile is the Pai Gow tile (Division VII): its two halves, the
// 32-tile set of section 100 and the spec's notation, "6-6", "1-2", the low
// half first (README "Notation").
package tile

import (
	"fmt"
	"strings"
)

// A Tile is one domino: its two halves, each 1 to 6, Lo ≤ Hi. The zero
// Tile is no tile.
type Tile struct{ Lo, Hi uint8 }

// Of returns the tile with halves a and b, in either order.
func Of(a, b uint8) Tile { return Tile{min(a, b), max(a, b)} }

// String writes t as the spec does: "1-3".
func (t Tile) String() string { return fmt.Sprintf("%d-%d", t.Lo, t.Hi) }

// Pips returns the tile's total.
func (t Tile) Pips() int { return int(t.Lo) + int(t.Hi) }

// Parse reads a tile: its two halves 1 to 6 joined by "-", in either order,
// with surrounding spaces. The tile is returned low half first.
func Parse(s string) (Tile, error) {
	a, b, ok := strings.Cut(strings.TrimSpace(s), "-")
	if !ok || len(a) != 1 || len(b) != 1 || a[0] < '1' || a[0] > '6' || b[0] < '1' || b[0] > '6' {
		return Tile{}, fmt.Errorf("%q is not a tile: two halves 1 to 6 joined by \"-\", as \"6-6\" or \"1-2\"", s)
	}
	return Of(a[0]-'0', b[0]-'0'), nil
}

// Civil are the 11 tiles of which a Pai Gow set holds two each, and
// Military the 10 it holds once (section 100; games.md "pai-gow").
var (
	Civil    = []Tile{{6, 6}, {1, 1}, {4, 4}, {1, 3}, {5, 5}, {3, 3}, {2, 2}, {5, 6}, {4, 6}, {1, 6}, {1, 5}}
	Military = []Tile{{3, 6}, {4, 5}, {2, 6}, {3, 5}, {2, 5}, {3, 4}, {1, 4}, {2, 3}, {2, 4}, {1, 2}}
)

// A Set is the tiles not yet dealt from a Pai Gow set of 32 (section 100):
// how many of each tile remain. The zero Set is empty; it is a value.
type Set struct {
	left [7][7]uint8 // by Lo, Hi
	n    int
}

// NewSet returns the full set of 32 tiles.
func NewSet() Set {
	var s Set
	for _, t := range Civil {
		s.left[t.Lo][t.Hi] += 2
	}
	for _, t := range Military {
		s.left[t.Lo][t.Hi]++
	}
	s.n = 32
	return s
}

// Len returns how many tiles remain.
func (s *Set) Len() int { return s.n }

// Remaining returns the tiles left, civil then military, each copy listed.
func (s *Set) Remaining() []Tile {
	out := make([]Tile, 0, s.n)
	for _, t := range append(append([]Tile(nil), Civil...), Military...) {
		for range s.left[t.Lo][t.Hi] {
			out = append(out, t)
		}
	}
	return out
}

// Deal takes t out of the set, or says why it cannot.
func (s *Set) Deal(t Tile) error {
	if t.Lo < 1 || t.Hi > 6 || t.Lo > t.Hi {
		return fmt.Errorf("%v is not a tile", t)
	}
	if s.left[t.Lo][t.Hi] == 0 {
		return fmt.Errorf("tile %v is not left in the set (section 100: a set of 32 tiles)", t)
	}
	s.left[t.Lo][t.Hi]--
	s.n--
	return nil
}
