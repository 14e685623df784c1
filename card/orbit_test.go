package card

import (
	"slices"
	"testing"
)

// TestOrbit: every renaming of the suits of a hand comes to the same types,
// whose suits' contents do not increase, and an extra card keeps its rank
// in a suit of the same contents.
func TestOrbit(t *testing.T) {
	perms := [][4]Suit{{0, 1, 2, 3}, {3, 2, 1, 0}, {1, 0, 3, 2}, {2, 3, 0, 1}, {1, 2, 3, 0}, {0, 2, 1, 3}}
	for _, text := range []string{"As Kd Qh Jc 9s", "2c 2d 7h 7s Kc", "Ah Kh Qh Jh Th", "3d 5d 8c 8c Jd", "4h 4h 9s"} {
		hand, err := ParseList(text)
		if err != nil {
			t.Fatal(err)
		}
		up := New(King, 2)
		want, wantUp := Orbit(hand, up)
		// The suits' contents of the representative do not increase.
		var desc [4]uint64
		for i, x := range want {
			if i > 0 && want[i-1] == x {
				desc[x%4] |= 1 << (16 + x/4)
			} else {
				desc[x%4] |= 1 << (x / 4)
			}
		}
		for s := 1; s < 4; s++ {
			if desc[s] > desc[s-1] {
				t.Errorf("%s: %v has suit %d holding more than suit %d", text, want, s, s-1)
			}
		}
		for _, p := range perms {
			moved := make([]Card, len(hand))
			for i, c := range hand {
				moved[i] = New(c.Rank(), p[c.Suit()])
			}
			got, gotUp := Orbit(moved, New(up.Rank(), p[up.Suit()]))
			if !slices.Equal(got, want) || gotUp[0]/4 != wantUp[0]/4 || desc[gotUp[0]%4] != desc[wantUp[0]%4] {
				t.Errorf("%s as %s: %v up %d, want %v up %d", text, Format(moved), got, gotUp, want, wantUp)
			}
		}
	}
}
