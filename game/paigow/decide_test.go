package paigow

import (
	"testing"

	"croupier/tile"
)

// TestByKindFindsEveryGroup: a hand's tiles, dealt in any order, come to
// the group the analysis counted them in, so Decide sets each dealt hand
// as its group's best parting (113).
func TestByKindFindsEveryGroup(t *testing.T) {
	for _, g := range study().hands {
		for _, p := range [][4]int{{0, 1, 2, 3}, {3, 2, 1, 0}, {1, 3, 0, 2}, {2, 0, 3, 1}} {
			var ts [4]tile.Tile
			for i, j := range p {
				ts[i] = g.tiles[j]
			}
			if got := byKind(ts); got != g.tiles {
				t.Fatalf("%v dealt as %v: %v, want %v", g.tiles, ts, got, g.tiles)
			}
		}
	}
}
