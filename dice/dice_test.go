package dice

import "testing"

func TestParse(t *testing.T) {
	r, err := Parse(" [1, 1,6] ", 3)
	if err != nil || r.String() != "[1,1,6]" || r.Sum() != 8 || r.Count(1) != 2 {
		t.Fatalf("Parse = %v, %v", r, err)
	}
	for _, bad := range []string{"[1,1]", "[0,1,2]", "[1,2,7]", "1,2,3", "[1,2,\"3\"]", "[1.5,2,3]", ""} {
		if _, err := Parse(bad, 3); err == nil {
			t.Errorf("Parse(%q) = nil error", bad)
		}
	}
}

func FuzzParse(f *testing.F) {
	f.Add("[1,1,6]")
	f.Add("[6,6,6]")
	f.Add("[ 2 , 3 ,4]")
	f.Fuzz(func(t *testing.T, s string) {
		r, err := Parse(s, 3)
		if err != nil {
			return
		}
		again, err := Parse(r.String(), 3)
		if err != nil || again.String() != r.String() {
			t.Fatalf("round trip %q → %v → %v, %v", s, r, again, err)
		}
	})
}
