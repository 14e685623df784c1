package superpan9

import "testing"

// Test60_StrategyAgainstTheDealer: the player's best play derived by the
// analysis, the one Decide plays, hits every three cards of 0 to 5 points
// and stands on 6 to 9, the published Super Pan 9 player strategy (the
// Wizard of Odds: "the player should hit with 0 to 5 points, and stand
// with 6 to 9 points").
func Test60_StrategyAgainstTheDealer(t *testing.T) {
	tb, err := Spec.ParseTable(nil)
	if err != nil {
		t.Fatal(err)
	}
	s := RulesOf(tb).shoe()
	d := s.Left()
	st := newStudy(composition(&d))
	hits := st.best(st.dealer())
	for i, h := range st.threes {
		if p := h.points(); hits[i] != (p <= 5) {
			t.Errorf("%s (%d points): hits %v", h, p, hits[i])
		}
	}
}
