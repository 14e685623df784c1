package paigow

import (
	"slices"
	"strings"
	"testing"

	"croupier/tile"
)

func four(s string) [4]tile.Tile {
	f := strings.Fields(s)
	var out [4]tile.Tile
	for i := range out {
		out[i] = tl(f[i])
	}
	return out
}

func setString(s Set) string {
	return strings.Join(strs(s.High[:]), " ") + " / " + strings.Join(strs(s.Low[:]), " ")
}

// The house way (docs/house-way-tiles.md) on hand-worked
// examples, one or more per rule: the set is written "high / low", each
// hand its higher tile (105) first.
func TestHouseWayRules(t *testing.T) {
	for _, c := range []struct {
		tiles string
		rule  int
		want  string
		why   string
	}{
		{"6-6 6-6 1-1 1-1", RuleTwoPairs, "6-6 6-6 / 1-1 1-1", "two pairs, the 12s (2nd) over the 2s (3rd)"},
		{"3-6 4-5 1-4 2-3", RuleTwoPairs, "3-6 4-5 / 1-4 2-3", "the 9s (13th) over the 5s (16th)"},
		{"1-2 2-4 6-6 1-1", RuleKeepPair, "2-4 1-2 / 6-6 1-1", "the supreme pair kept: 1-1 is not a 12, 10 or 11 tile"},
		{"5-5 5-5 6-6 4-5", RuleKeepPair, "5-5 5-5 / 6-6 4-5", "the 10s are not in the split table: kept over the wong"},
		{"1-1 1-1 6-6 5-5", RuleKeepPair, "1-1 1-1 / 6-6 5-5", "the 2s with a 10: not two tiles of 7 to 9 dots"},
		{"1-2 2-4 6-6 5-5", RuleSplitPair, "6-6 2-4 / 5-5 1-2", "gee joon with 12 and 10: 6-6 2-4 is 8 (2-4 as 6), 5-5 1-2 is 6; the other parting 6-6 1-2 (8) / 5-5 2-4 (6) has the same ranks but 1-2 is lower than 2-4 in the low"},
		{"6-6 6-6 4-5 3-5", RuleSplitPair, "6-6 4-5 / 6-6 3-5", "the 12s with a 9 and an 8 (7 to 9 dots) are parted: a wong (17th) high, a gong (19th) low"},
		{"3-6 4-5 6-6 1-1", RuleSplitPair, "6-6 3-6 / 1-1 4-5", "the 9s with a 12 and a 2 are parted: two wongs, 6-6 3-6 (17th) / 1-1 4-5 (18th), ranked as 6-6 4-5 / 1-1 3-6 (3-6 and 4-5 share 105's twelfth place); listed 6-6 1-1 3-6 4-5, the first parting is the 6-6 with the 3-6"},
		{"3-5 2-6 5-6 4-6", RuleSplitPair, "5-6 2-6 / 4-6 3-5", "the 8s with an 11 and a 10 are parted: 11+8=9 / 10+8=8 either way, ranked alike (2-6 and 3-5 share a place); listed 5-6 4-6 2-6 3-5, the first parting is the 5-6 with the 2-6"},
		{"6-6 4-5 1-4 1-2", RuleWongGong, "6-6 4-5 / 1-4 1-2", "a wong: 12 + 9; the rest 5 + 3 = 8"},
		{"1-1 3-5 5-5 1-5", RuleWongGong, "1-1 3-5 / 5-5 1-5", "a gong: 2 + 8; the rest 10 + 6 = 6"},
		{"6-6 1-6 2-6 1-4", RuleWongGong, "6-6 2-6 / 1-6 1-4", "a gong, though the low is 7 + 5 = 2 (12+5=7 / 8+7=5 would balance better)"},
		{"5-6 4-6 2-5 1-5", RuleBalance, "5-6 1-5 / 4-6 2-5", "11+6=7 / 10+7=7 beats 11+7=8 / 10+6=6 and 7+6=3 / 11+10=1 on the low; 7 against 7, the 5-6 (8th) over the 4-6 (9th) goes high"},
		{"5-5 3-4 2-6 1-3", RuleBalance, "2-6 3-4 / 1-3 5-5", "8+7=5 / 4+10=4: the low 4 beats 7/2 (5-5 3-4 / 2-6 1-3) and 8/1 (5-5 2-6 / 3-4 1-3)"},
		{"1-2 5-5 3-3 1-6", RuleBalance, "3-3 1-2 / 5-5 1-6", "6+3=9 (the 1-2 counts 3, T1) / 10+7=7 beats 10+6=6 / 7+6=3 either way"},
	} {
		got, rule := HouseWay(four(c.tiles))
		if rule != c.rule || setString(got) != c.want {
			t.Errorf("%s: rule %d %s, want rule %d %s (%s)", c.tiles, rule, setString(got), c.rule, c.want, c.why)
		}
	}
}

// 113: over every 4 of the 32 tiles, 35,960 hands, the house way sets the
// four tiles given, high at least as high as low, by the rule the
// document says applies.
func TestHouseWayNeverFouls(t *testing.T) {
	s := tile.NewSet()
	all := s.Remaining()
	n := 0
	rules := map[int]int{}
	for a := 0; a < len(all); a++ {
		for b := a + 1; b < len(all); b++ {
			for c := b + 1; c < len(all); c++ {
				for d := c + 1; d < len(all); d++ {
					n++
					in := [4]tile.Tile{all[a], all[b], all[c], all[d]}
					got, rule := HouseWay(in)
					rules[rule]++
					if got.Foul() {
						t.Fatalf("%v: the house way sets %s, foul (113)", in, setString(got))
					}
					out := []tile.Tile{got.High[0], got.High[1], got.Low[0], got.Low[1]}
					want := slices.Clone(in[:])
					slices.SortFunc(out, byPlace)
					slices.SortFunc(want, byPlace)
					if !slices.Equal(out, want) {
						t.Fatalf("%v: the house way sets %s, other tiles", in, setString(got))
					}
				}
			}
		}
	}
	if n != 35960 {
		t.Fatalf("%d hands of 4 from 32, want 35,960", n)
	}
	t.Logf("hands by rule: %v", rules)
}
