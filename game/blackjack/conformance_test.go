package blackjack_test

import (
	"encoding/json"
	"testing"

	"croupier/game/blackjack"
	"croupier/game/gametest"
)

// table builds table options from name/JSON pairs.
func table(kv ...string) map[string]json.RawMessage {
	m := map[string]json.RawMessage{}
	for i := 0; i+1 < len(kv); i += 2 {
		m[kv[i]] = json.RawMessage(kv[i+1])
	}
	return m
}

// The table maximum is kept within a few minimums so that the per-hand
// maximum (9, 16) and "at most main" (21.1) bite. The suite's cost grows with
// seats × decisions, so most tables have 3 or 4 boxes; one has all 7.
func TestConformance(t *testing.T) {
	tests := []struct {
		name          string
		tables, round int
		table         map[string]json.RawMessage
	}{
		{"seven boxes, first-round-only refuse, shallow shoe", 2, 100, table("max", "3000", "first-round-only", `"refuse"`, "penetration", "0.3")},
		{"defaults", 3, 150, table("max", "2000", "seats", "4")},
		{"peek, stand-soft-17, one deck", 3, 150, table("peek", "true", "stand-soft-17", "true", "decks", "1", "max", "1500", "seats", "3")},
		{"double-any, 5 hands, double-after-split, bonus, two decks", 3, 150, table("double-any", "true", "split-hands", "5",
			"double-after-split", "true", "bonus-7s-678", "true", "decks", "2", "max", "3000", "seats", "4")},
		{"every side bet, progressive table 2, peek", 3, 150, table("side-bets", `["twelve-sixteen","progressive","sevens","over-under"]`,
			"progressive-table", "2", "jackpot", "1000000", "max", "2000", "peek", "true", "seats", "3")},
		{"progressive table 3, first-round-only, shallow shoe", 3, 150, table("side-bets", `["progressive","over-under"]`,
			"progressive-table", "3", "jackpot", "5000", "penetration", "0.2", "decks", "3", "first-round-only", `"minimum"`, "max", "1000", "seats", "4")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			gametest.Run(t, blackjack.Game, gametest.Options{Tables: tt.tables, Rounds: scale(tt.round), Table: tt.table})
		})
	}
}

// The random player places one wager per step and takes wagers down as often
// as it adds them, so a few boxes are needed for every box to hold
// min-wagers wagers (26.4) at once, as a deal requires.
func TestConformanceMultiAction(t *testing.T) {
	tests := []struct {
		name  string
		table map[string]json.RawMessage
	}{
		{"three wagers, two boxes", table("max", "2000", "seats", "2")},
		{"two wagers, three boxes, double-any, 4 hands, double-after-split, bonus", table("seats", "3", "min-wagers", "2", "double-any", "true",
			"split-hands", "4", "double-after-split", "true", "bonus-7s-678", "true", "stand-soft-17", "true", "max", "1000", "decks", "1")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			gametest.Run(t, blackjack.MultiAction, gametest.Options{Tables: 3, Rounds: scale(100), Table: tt.table})
		})
	}
}

// scale cuts the rounds under the race detector, which slows the suite's
// JSON fingerprints tenfold; the engines are single-goroutine state machines,
// so the race run adds little but time.
func scale(rounds int) int {
	if raceEnabled {
		return max(rounds/8, 10)
	}
	return rounds
}
