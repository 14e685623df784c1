package paigow

import "croupier/tile"

// order is the tiles from the highest single tile down, as section 105
// lists them; tiles on one line of 105 share a place.
var order = [][]tile.Tile{
	{of(66)}, {of(11)}, {of(44)}, {of(13)}, {of(55)}, {of(33)}, {of(22)}, {of(56)}, {of(46)}, {of(16)}, {of(15)},
	{of(36), of(45)}, {of(26), of(35)}, {of(25), of(34)}, {of(24)}, {of(14), of(23)}, {of(12)},
}

// Place returns t's place among single tiles by section 105: 1 for 6-6,
// the first, down to 17 for 1-2; 0 for what is not a tile.
func Place(t tile.Tile) int {
	for i, line := range order {
		for _, x := range line {
			if x == t {
				return i + 1
			}
		}
	}
	return 0
}

// of returns the tile written as two digits, low half first: of(12) is 1-2.
func of(ab uint8) tile.Tile { return tile.Of(ab/10, ab%10) }

// pairs are the pairs of section 101, first (supreme) to sixteenth: each
// is the two tiles that make it.
var pairs = [16][2]tile.Tile{
	{of(24), of(12)}, // supreme: the gee joon
	{of(66), of(66)}, {of(11), of(11)}, {of(44), of(44)}, {of(13), of(13)}, {of(55), of(55)}, {of(33), of(33)},
	{of(22), of(22)}, {of(56), of(56)}, {of(46), of(46)}, {of(16), of(16)}, {of(15), of(15)},
	{of(36), of(45)}, {of(35), of(26)}, {of(34), of(25)}, {of(14), of(23)}, // the odd pairs
}

// Combination returns the place of the two tiles a, b among the
// combinations of section 101: 1 the supreme pair, 2–12 the even pairs,
// 13–16 the odd pairs, 17–18 the wongs (the 6-6 or the 1-1 with a 9),
// 19–20 the gongs (the 6-6 or the 1-1 with an 8); 0 when they are none.
func Combination(a, b tile.Tile) int {
	for i, p := range pairs {
		if (a == p[0] && b == p[1]) || (a == p[1] && b == p[0]) {
			return i + 1
		}
	}
	for _, h := range [2][2]tile.Tile{{a, b}, {b, a}} {
		top, other := h[0], h[1]
		if top != tile.Of(6, 6) && top != tile.Of(1, 1) {
			continue
		}
		base := 17 // a wong with the 6-6
		if other.Pips() == 8 {
			base = 19 // a gong
		} else if other.Pips() != 9 {
			continue
		}
		if top == tile.Of(1, 1) {
			base++
		}
		return base
	}
	return 0
}

// geeJoon reports whether t is one of the two gee joon tiles, 1-2 and 2-4
// (103, ruling T1).
func geeJoon(t tile.Tile) bool { return t == tile.Of(1, 2) || t == tile.Of(2, 4) }

// Value returns the value of the two tiles a, b (102): their dots, the
// tens dropped. Unpaired, a gee joon tile counts 3 or 6, whichever gives
// the higher value (103, ruling T1).
func Value(a, b tile.Tile) int {
	best := 0
	for _, x := range pipsOf(a) {
		for _, y := range pipsOf(b) {
			best = max(best, (x+y)%10)
		}
	}
	return best
}

// pipsOf returns what t may count: its dots, or 3 and 6 for a gee joon
// tile (103).
func pipsOf(t tile.Tile) []int {
	if geeJoon(t) {
		return []int{3, 6}
	}
	return []int{t.Pips()}
}

// A Rank is a two-tile hand's rank: the greater Rank is the higher hand,
// equal Ranks are identical hands, which the bank wins (104). It orders
// the combinations of 101, then the values of 102 (with 103), then, for
// equal combinations or values, the highest single tile by 105 (104).
type Rank int

// RankOf returns the rank of the hand of tiles a and b.
func RankOf(a, b tile.Tile) Rank {
	top := min(Place(a), Place(b)) // 104: the tile of greatest value
	var class int
	if c := Combination(a, b); c > 0 {
		class = 10 + 21 - c // 101: above every value; the first is the highest
	} else {
		class = Value(a, b) // 102, 103: 0 to 9
	}
	return Rank(class*100 + 18 - top)
}

// Class returns the part of r that 101–103 rank, without the single tile
// of 104: two hands of one class are identical hands in 104's words.
func (r Rank) Class() int { return int(r) / 100 }
