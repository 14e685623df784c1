package wheel_test

import (
	"encoding/json"
	"errors"
	"math/big"
	"testing"

	"croupier/analysis"
	"croupier/game"
	"croupier/game/wheel"
)

func analyzeWith(t *testing.T, opts string) (*analysis.Report, wheel.Rules, error) {
	t.Helper()
	var raw map[string]json.RawMessage
	if err := json.Unmarshal([]byte(opts), &raw); err != nil {
		t.Fatal(err)
	}
	tb, err := wheel.Spec.ParseTable(raw)
	if err != nil {
		t.Fatal(err)
	}
	r, err := wheel.RulesOf(tb)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := wheel.Game.Analyze(tb)
	if err == nil {
		if err := rep.Check(); err != nil {
			t.Fatal(err)
		}
	}
	return rep, r, err
}

// TestAnalyze122 checks the default wheel's returns worked by hand: a
// symbol on c of the 54 segments paying N to 1 returns c × (N + 1) / 54
// (117, 120): 1: 24 × 2; 2: 15 × 3; 5: 7 × 6; 10: 4 × 11; 20: 2 × 21;
// joker and flag: 1 × 41.
func TestAnalyze122(t *testing.T) {
	rep, r, err := analyzeWith(t, `{}`)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]*big.Rat{
		"1": big.NewRat(48, 54), "2": big.NewRat(45, 54), "5": big.NewRat(42, 54), "10": big.NewRat(44, 54),
		"20": big.NewRat(42, 54), "joker": big.NewRat(41, 54), "flag": big.NewRat(41, 54),
	}
	if len(rep.Wagers) != len(want) {
		t.Errorf("%d wagers, want one per symbol, %d", len(rep.Wagers), len(want))
	}
	for sym, ret := range want {
		w := rep.Wager("symbol-S", sym)
		if w == nil {
			t.Errorf("no wager on %s", sym)
			continue
		}
		if got := w.Figures().Return; got.Cmp(ret) != 0 {
			t.Errorf("symbol-%s returns %s, want %s", sym, got.RatString(), ret.RatString())
		}
	}
	agrees(t, rep, r)
}

// agrees checks that each wager returns what the table's allocation (120)
// publishes, the figure Validate holds to 75% (122).
func agrees(t *testing.T, rep *analysis.Report, r wheel.Rules) {
	t.Helper()
	for _, p := range wheel.Allocation(r) {
		w := rep.Wager("symbol-S", p.Symbol)
		if w == nil {
			t.Errorf("no wager on %s", p.Symbol)
			continue
		}
		if got, want := w.Figures().Return, big.NewRat(p.Return.Num, p.Return.Den); got.Cmp(want) != 0 {
			t.Errorf("symbol-%s returns %s, the allocation %s", p.Symbol, got.RatString(), p.Return)
		}
	}
}

// TestAnalyzeOptions: the segments and payouts options are the wheel
// analysed, and a wheel the by-law refuses is refused as the engine
// refuses it. On 12 segments, a symbol on 1 paying 8 to 1 returns 9/12,
// exactly the 75% that 122 allows (W1); at 7 to 1, 8/12 is refused.
func TestAnalyzeOptions(t *testing.T) {
	segs := `["a","a","a","a","a","a","a","a","a","b","b","c"]`
	rep, r, err := analyzeWith(t, `{"segments": `+segs+`, "payouts": {"a": 1, "b": 4, "c": 8}}`)
	if err != nil {
		t.Fatal(err)
	}
	// a: 9 × 2 / 12 = 3/2, the player's edge; b: 2 × 5 / 12; c: 1 × 9 / 12.
	for sym, ret := range map[string]*big.Rat{"a": big.NewRat(18, 12), "b": big.NewRat(10, 12), "c": big.NewRat(9, 12)} {
		if got := rep.Wager("symbol-S", sym).Figures().Return; got.Cmp(ret) != 0 {
			t.Errorf("symbol-%s returns %s, want %s", sym, got.RatString(), ret.RatString())
		}
	}
	if w := rep.Warnings(); len(w) != 1 {
		t.Errorf("warnings %v, want symbol a's", w)
	}
	agrees(t, rep, r)

	_, r, err = analyzeWith(t, `{"segments": `+segs+`, "payouts": {"a": 1, "b": 4, "c": 7}}`)
	var oe *game.OptionError
	if !errors.As(err, &oe) || oe.Section != "122" {
		t.Fatalf("a wager returning 8/12: %v, want a refusal citing 122", err)
	}
	if want := r.Validate(); want == nil || err.Error() != want.Error() {
		t.Errorf("Analyze refuses with %v, the engine with %v", err, want)
	}
}
