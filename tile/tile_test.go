package tile

import (
	"testing"
)

// 100: a set of 32 tiles, 11 civil doubled and 10 military, covering all
// 21 pairs of two dice once each.
func Test100_SetOf32(t *testing.T) {
	s := NewSet()
	if s.Len() != 32 || len(s.Remaining()) != 32 {
		t.Fatalf("set holds %d tiles (%d listed), want 32", s.Len(), len(s.Remaining()))
	}
	seen := map[Tile]int{}
	for _, x := range append(append([]Tile(nil), Civil...), Military...) {
		seen[x]++
	}
	for a := uint8(1); a <= 6; a++ {
		for b := a; b <= 6; b++ {
			if seen[Of(a, b)] != 1 {
				t.Errorf("tile %v is listed %d times among civil and military, want once", Of(a, b), seen[Of(a, b)])
			}
		}
	}
	if err := s.Deal(Of(6, 6)); err != nil {
		t.Fatal(err)
	}
	if err := s.Deal(Of(6, 6)); err != nil {
		t.Fatal(err)
	}
	if err := s.Deal(Of(6, 6)); err == nil {
		t.Error("a third 6-6 was dealt from one set")
	}
	if err := s.Deal(Of(1, 2)); err != nil {
		t.Fatal(err)
	}
	if err := s.Deal(Of(2, 1)); err == nil {
		t.Error("a second 1-2 (a military tile, one in a set) was dealt")
	}
	if s.Len() != 29 {
		t.Errorf("after 3 tiles dealt the set holds %d, want 29", s.Len())
	}
}

func TestParse(t *testing.T) {
	for in, want := range map[string]Tile{"6-6": {6, 6}, " 2-1 ": {1, 2}, "4-5": {4, 5}} {
		if got, err := Parse(in); err != nil || got != want {
			t.Errorf("Parse(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for _, in := range []string{"", "7-1", "0-3", "66", "1-2-3", "a-b", "1 - 2"} {
		if got, err := Parse(in); err == nil {
			t.Errorf("Parse(%q) = %v, want an error", in, got)
		}
	}
}

// STYLE 9: notation round-trips.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"6-6", "1-2", "3-1", " 5-4"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		x, err := Parse(s)
		if err != nil {
			return
		}
		y, err := Parse(x.String())
		if err != nil || y != x || x.Lo > x.Hi {
			t.Fatalf("%q → %v → %q → %v, %v", s, x, x.String(), y, err)
		}
	})
}
