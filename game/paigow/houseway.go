package paigow

import (
	"cmp"
	"slices"

	"croupier/tile"
)

// A Set is four tiles set in two hands of two (113): High ranks at least
// as high as Low. Each hand lists its higher tile (105) first.
type Set struct {
	High, Low [2]tile.Tile
}

// Foul reports whether s breaks 113: its high hand ranks below its low
// hand (by 101–105, as RankOf orders them).
func (s Set) Foul() bool { return RankOf(s.High[0], s.High[1]) < RankOf(s.Low[0], s.Low[1]) }

// pairUp returns a and b higher tile first (105), then by halves.
func pairUp(a, b tile.Tile) [2]tile.Tile {
	if byPlace(a, b) > 0 {
		a, b = b, a
	}
	return [2]tile.Tile{a, b}
}

// byPlace orders tiles by 105, then by their halves, so that the order is
// total and the house way deterministic.
func byPlace(a, b tile.Tile) int {
	if c := cmp.Compare(Place(a), Place(b)); c != 0 {
		return c
	}
	if c := cmp.Compare(a.Lo, b.Lo); c != 0 {
		return c
	}
	return cmp.Compare(a.Hi, b.Hi)
}

// setOf returns the set of hands {a, b} and {c, d}, the higher hand high:
// it is never foul (113).
func setOf(a, b, c, d tile.Tile) Set {
	x, y := pairUp(a, b), pairUp(c, d)
	if RankOf(x[0], x[1]) < RankOf(y[0], y[1]) {
		x, y = y, x
	}
	return Set{High: x, Low: y}
}

func (s Set) ranks() (high, low Rank) {
	return RankOf(s.High[0], s.High[1]), RankOf(s.Low[0], s.Low[1])
}

// isPair reports whether the hand is a pair of 101 (first to sixteenth).
func isPair(h [2]tile.Tile) bool { c := Combination(h[0], h[1]); return c >= 1 && c <= 16 }

// isWongGong reports whether the hand is a wong or a gong (101).
func isWongGong(h [2]tile.Tile) bool { return Combination(h[0], h[1]) >= 17 }

// Rules of docs/house-way-tiles.md; HouseWay returns the one
// that set the hand.
const (
	RuleTwoPairs  = 1 // two pairs: each a hand
	RuleKeepPair  = 2 // one pair, kept as a hand
	RuleSplitPair = 3 // one pair the split table parts
	RuleWongGong  = 4 // a wong or a gong
	RuleBalance   = 5 // the highest low hand, then the highest high hand
)

// HouseWay sets four tiles the house way (docs/house-way-tiles.md) and
// returns the set and the number of the rule that chose it.
// The set is never foul (113): every candidate is oriented by RankOf.
func HouseWay(ts [4]tile.Tile) (Set, int) {
	t := ts
	slices.SortFunc(t[:], byPlace)
	// The three ways to part four tiles in two: the first tile with the
	// second, the third or the fourth.
	splits := []Set{setOf(t[0], t[1], t[2], t[3]), setOf(t[0], t[2], t[1], t[3]), setOf(t[0], t[3], t[1], t[2])}
	rule := RuleBalance
	for i, s := range splits {
		hp, lp := isPair(s.High), isPair(s.Low)
		if hp && lp { // rule 1
			return s, RuleTwoPairs
		}
		if !hp && !lp {
			continue
		}
		pair, other := s.High, s.Low
		if lp {
			pair, other = s.Low, s.High
		}
		if !splitPair(pair, other) { // rule 2
			return s, RuleKeepPair
		}
		splits = slices.Delete(splits, i, i+1) // rule 3: part it
		rule = RuleSplitPair
		break
	}
	if wg := slices.DeleteFunc(slices.Clone(splits), func(s Set) bool { return !isWongGong(s.High) && !isWongGong(s.Low) }); len(wg) > 0 {
		if rule == RuleBalance {
			rule = RuleWongGong
		}
		splits = wg // rule 4
	}
	best := splits[0] // rule 5: the highest low hand, then the highest high hand
	for _, s := range splits[1:] {
		bh, bl := best.ranks()
		h, l := s.ranks()
		if l > bl || (l == bl && h > bh) {
			best = s
		}
	}
	return best, rule
}

// splitPair is the split table of docs/house-way-tiles.md (rule 3): whether the
// pair is parted given the other two tiles.
func splitPair(pair, other [2]tile.Tile) bool {
	in := func(set ...tile.Tile) bool {
		return slices.Contains(set, other[0]) && slices.Contains(set, other[1])
	}
	teen, day := tile.Of(6, 6), tile.Of(1, 1)
	switch Combination(pair[0], pair[1]) {
	case 1: // the gee joon, with two of the 12, 10 and 11 tiles
		return in(teen, tile.Of(5, 5), tile.Of(4, 6), tile.Of(5, 6))
	case 2, 3: // the 6-6 or 1-1 pair, with two tiles of 7 to 9 dots
		return other[0].Pips() >= 7 && other[0].Pips() <= 9 && other[1].Pips() >= 7 && other[1].Pips() <= 9
	case 13: // the 9s, with two of the 12, 2 and 10 tiles
		return in(teen, day, tile.Of(5, 5), tile.Of(4, 6))
	case 14: // the mixed 8s, with two of the 12, 2, 10 and 11 tiles
		return in(teen, day, tile.Of(5, 5), tile.Of(4, 6), tile.Of(5, 6))
	case 11, 15: // the 7s, likewise, one of them the 12 or the 2
		return in(teen, day, tile.Of(5, 5), tile.Of(4, 6), tile.Of(5, 6)) &&
			(slices.Contains(other[:], teen) || slices.Contains(other[:], day))
	}
	return false
}
