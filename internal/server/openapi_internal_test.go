package server

import "testing"

// Each route has its answers listed, each listed route is served, and
// each error code says when it is answered.
func TestAnswersCoverEveryRoute(t *testing.T) {
	s := New(Config{})
	served := map[string]bool{}
	for _, d := range s.docs {
		served[d.pattern] = true
		if _, ok := answers[d.pattern]; !ok {
			t.Errorf("%s: no answers listed", d.pattern)
		}
	}
	for p := range answers {
		if !served[p] {
			t.Errorf("answers lists %s, which is not a route", p)
		}
	}
	for c := range statusOf {
		if meaning[c] == "" {
			t.Errorf("error code %s: no meaning", c)
		}
	}
}
