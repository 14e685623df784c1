package craps

import "testing"

// Every id offered to any seat, and every numbered id placed seat by seat
// or reached by travelling, reads back to itself.
func TestSpots(t *testing.T) {
	if len(offer) != 5+4+9+21+18 {
		t.Errorf("%d ids offered to any seat, want 57", len(offer))
	}
	all := append([]spot{}, offer...)
	all = append(all, spot{Kind: kindPassOdds}, spot{Kind: kindDontPassOdds})
	for _, n := range points {
		for _, k := range []kind{kindComeOn, kindDontComeOn, kindComeOdds, kindDontComeOdds} {
			all = append(all, spot{Kind: k, N: n})
		}
	}
	seen := map[string]bool{}
	for _, s := range all {
		id := s.String()
		back, err := parseSpot(id)
		if err != nil || back != s || seen[id] {
			t.Errorf("parseSpot(%q) = %+v, %v (seen %v)", id, back, err, seen[id])
		}
		seen[id] = true
		if s.section() == "" {
			t.Errorf("%s has no section", id)
		}
	}
}

// FuzzParseSpot: an id that reads is written back exactly as given (ids are
// strict: no spaces, case or leading zeros).
func FuzzParseSpot(f *testing.F) {
	for _, s := range offer {
		f.Add(s.String())
	}
	for _, id := range []string{"come-odds-6", "dont-come-4", "hop-2-1", "hop-3-3", "hard-5", "place-7", "lay-04",
		"Pass", " field", "come-", "come-odds-", "hop-1-2-3", "buy-10", "dont-come-odds-10"} {
		f.Add(id)
	}
	f.Fuzz(func(t *testing.T, id string) {
		s, err := parseSpot(id)
		if err != nil {
			return
		}
		if s.String() != id {
			t.Fatalf("parseSpot(%q) = %+v, written %q", id, s, s.String())
		}
	})
}
