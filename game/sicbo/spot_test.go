package sicbo

import "testing"

// Every id of the layout reads back to itself, and there are 50 of them.
func TestSpots(t *testing.T) {
	all := spots()
	if len(all) != 50 {
		t.Errorf("%d spots, want 50", len(all))
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
// strict: no spaces, case or leading zeros), and is one of the layout's.
func FuzzParseSpot(f *testing.F) {
	for _, s := range spots() {
		f.Add(s.String())
	}
	for _, bad := range []string{"duo-2-2", "duo-3-1", "total-3", "total-18", "single-7", "total-04", "Small", " big", "triple-", "duo-1-2-3"} {
		f.Add(bad)
	}
	valid := map[spot]bool{}
	for _, s := range spots() {
		valid[s] = true
	}
	f.Fuzz(func(t *testing.T, id string) {
		s, err := parseSpot(id)
		if err != nil {
			return
		}
		if s.String() != id || !valid[s] {
			t.Fatalf("parseSpot(%q) = %+v, written %q", id, s, s.String())
		}
	})
}
