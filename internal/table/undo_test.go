package table

import (
	"maps"
	"testing"

	"croupier/internal/store"
)

// A transaction the database asks to run again starts from the holds as
// they were before it: every change since is taken back, in reverse,
// across a settlement that replaced the whole map.
func TestRollbackHoldsRestoresTheRoundInProgress(t *testing.T) {
	a, b, c := holdKey{1, "", "small"}, holdKey{2, "", "big"}, holdKey{3, "", "any-triple"}
	tb := &Table{holds: map[holdKey]store.Hold{a: {Amount: 100}, b: {Amount: 200}}}
	before := maps.Clone(tb.holds)
	tb.setHold(a, store.Hold{Amount: 150}) // a wager added to
	tb.setHold(c, store.Hold{Amount: 50})  // a new wager
	tb.clearHolds()                        // the round settles
	tb.setHold(b, store.Hold{Amount: 300}) // a wager of the next round
	if len(tb.holds) != 1 || tb.holds[b].Amount != 300 {
		t.Fatalf("holds %v before the rollback, want only b 300", tb.holds)
	}
	tb.rollbackHolds()
	if !maps.Equal(tb.holds, before) {
		t.Fatalf("holds %v after the rollback, want %v", tb.holds, before)
	}
	if len(tb.undo) != 0 {
		t.Fatalf("%d undo entries left", len(tb.undo))
	}
	tb.rollbackHolds() // nothing to take back
	if !maps.Equal(tb.holds, before) {
		t.Fatalf("a second rollback changed the holds: %v", tb.holds)
	}
}
