package paigow

import (
	"testing"

	"croupier/tile"
)

func tl(s string) tile.Tile {
	t, err := tile.Parse(s)
	if err != nil {
		panic(err)
	}
	return t
}

func rk(a, b string) Rank { return RankOf(tl(a), tl(b)) }

// 101: the combinations from the supreme pair down to the second gong,
// transcribed from the section (each line one combination, strictly
// below the one before it), and every one above the best hand of no
// combination, a 9 (102).
func Test101_CombinationsInOrder(t *testing.T) {
	lines := [][][2]string{
		{{"2-4", "1-2"}}, // first: supreme
		{{"6-6", "6-6"}}, {{"1-1", "1-1"}}, {{"4-4", "4-4"}}, {{"1-3", "1-3"}}, {{"5-5", "5-5"}}, {{"3-3", "3-3"}},
		{{"2-2", "2-2"}}, {{"5-6", "5-6"}}, {{"4-6", "4-6"}}, {{"1-6", "1-6"}}, {{"1-5", "1-5"}}, // second to twelfth
		{{"3-6", "4-5"}}, {{"3-5", "2-6"}}, {{"3-4", "2-5"}}, {{"1-4", "2-3"}}, // thirteenth to sixteenth
		{{"6-6", "4-5"}, {"6-6", "3-6"}},                 // seventeenth: wong
		{{"1-1", "4-5"}, {"1-1", "3-6"}},                 // eighteenth: wong
		{{"6-6", "2-6"}, {"6-6", "3-5"}, {"6-6", "4-4"}}, // nineteenth: gong
		{{"1-1", "2-6"}, {"1-1", "3-5"}, {"1-1", "4-4"}}, // twentieth: gong
	}
	for i, line := range lines {
		for _, h := range line {
			if c := Combination(tl(h[0]), tl(h[1])); c != i+1 {
				t.Errorf("101: %v is combination %d, want %d", h, c, i+1)
			}
			if c := Combination(tl(h[1]), tl(h[0])); c != i+1 {
				t.Errorf("101: %v reversed is combination %d, want %d", h, c, i+1)
			}
			r := rk(h[0], h[1])
			if i > 0 && r.Class() >= rk(lines[i-1][0][0], lines[i-1][0][1]).Class() {
				t.Errorf("101: %v (line %d) does not rank below line %d", h, i+1, i)
			}
			// 102: every combination is above the best 9, 6-6 with 1-6.
			if r <= rk("6-6", "1-6") {
				t.Errorf("101: %v ranks at or below a 9 of no combination", h)
			}
		}
	}
	// Within a line of 101 the hands are of one rank; only 104 parts them.
	if rk("6-6", "4-5").Class() != rk("6-6", "3-6").Class() || rk("6-6", "4-5") != rk("6-6", "3-6") {
		t.Error("101, 104: the two wongs of 6-6 are not identical (both hold the 6-6)")
	}
	// Not a combination: a 12 with a 7 is a 9 (102), a 1-1 with 2-4 is no gong.
	for _, h := range [][2]string{{"6-6", "1-6"}, {"1-1", "2-4"}, {"6-6", "5-5"}, {"3-6", "3-5"}} {
		if c := Combination(tl(h[0]), tl(h[1])); c != 0 {
			t.Errorf("101: %v is combination %d, want none", h, c)
		}
	}
}

// 102: no combination: the dots of the two tiles, the tens dropped.
func Test102_ValueDropsTheTens(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want int
	}{
		{"5-6", "4-6", 1}, // 11 + 10 = 21
		{"6-6", "1-6", 9}, // 12 + 7 = 19: a 9, not a wong
		{"3-3", "1-3", 0}, // 6 + 4 = 10
		{"1-4", "1-5", 1}, // 5 + 6 = 11
		{"4-4", "2-5", 5}, // 8 + 7 = 15
		{"5-5", "4-6", 0}, // 10 + 10 = 20
		{"2-6", "1-1", 0}, // a gong: its dots are 10 (101 ranks it)
	} {
		if got := Value(tl(c.a), tl(c.b)); got != c.want {
			t.Errorf("102: %s %s values %d, want %d", c.a, c.b, got, c.want)
		}
	}
	if !(rk("6-6", "2-2") > rk("4-4", "2-5")) {
		t.Error("102: 6-6 2-2 (16: 6) does not beat 4-4 2-5 (15: 5)")
	}
}

// 103, ruling T1: a gee joon tile alone counts 3 or 6, whichever is better.
func Test103_GeeJoonThreeOrSix(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want int
	}{
		{"1-2", "1-3", 7}, // 3 + 4 = 7 (6 + 4 = 10 would be 0)
		{"2-4", "5-5", 6}, // 6 + 10 = 16 (3 + 10 would be 3)
		{"2-4", "1-5", 9}, // 3 + 6 = 9 (6 + 6 = 12 would be 2)
		{"1-2", "4-6", 6}, // 6 + 10 = 16 (3 would be 3)
		{"1-2", "3-3", 9}, // 3 + 6 = 9
		{"2-4", "1-1", 8}, // 6 + 2 = 8 (no gong: 101 lists 2-6, 3-5, 4-4)
	} {
		if got := Value(tl(c.a), tl(c.b)); got != c.want {
			t.Errorf("103: %s %s values %d, want %d", c.a, c.b, got, c.want)
		}
	}
}

// 104, 105: equal hands go by the tile of greatest value (105); equal
// tiles too, and the hands are identical (the bank wins them, settle_test).
func Test104_105_HighestSingleTile(t *testing.T) {
	want105 := [][]string{{"6-6"}, {"1-1"}, {"4-4"}, {"1-3"}, {"5-5"}, {"3-3"}, {"2-2"}, {"5-6"}, {"4-6"}, {"1-6"}, {"1-5"},
		{"3-6", "4-5"}, {"2-6", "3-5"}, {"2-5", "3-4"}, {"2-4"}, {"1-4", "2-3"}, {"1-2"}}
	n := 0
	for i, line := range want105 {
		for _, s := range line {
			n++
			if p := Place(tl(s)); p != i+1 {
				t.Errorf("105: %s is at place %d, want %d", s, p, i+1)
			}
		}
	}
	if n != 21 {
		t.Fatalf("105 lists %d tiles, want the 21 kinds", n)
	}
	// Two 9s (102): 6-6 1-6 holds the 6-6 (first), 5-6 4-4 the 4-4 (third).
	if !(rk("6-6", "1-6") > rk("5-6", "4-4")) {
		t.Error("104: 6-6 1-6 does not beat 5-6 4-4, both 9")
	}
	// Two 0s: 3-3 1-3 holds the 1-3 (fourth), 5-5 4-6 the 5-5 (fifth).
	if !(rk("3-3", "1-3") > rk("5-5", "4-6")) {
		t.Error("104: 3-3 1-3 does not beat 5-5 4-6, both 0")
	}
	// Identical: 6-6 1-6 and 6-6 2-5, both 9 with the 6-6 (the bank's, 104).
	if rk("6-6", "1-6") != rk("6-6", "2-5") {
		t.Error("104: 6-6 1-6 and 6-6 2-5 are not identical")
	}
	// 105's shared places: 3-6 and 4-5 are one place, so 3-6 2-2 and
	// 4-5 2-2 (13: 3, the 2-2 highest in both) are identical.
	if rk("3-6", "2-2") != rk("4-5", "2-2") {
		t.Error("104, 105: 3-6 2-2 and 4-5 2-2 are not identical")
	}
}
