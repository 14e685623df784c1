package keno_test

import (
	"encoding/json"
	"fmt"
	"math/big"
	"reflect"
	"testing"

	"croupier/game"
	"croupier/game/keno"
)

// TestReturnBruteForce checks Return's hypergeometric sum against an
// independent count on a small game, 12 numbers with 5 drawn: every one of
// the C(12,5) = 792 draws (as subsets: order does not change a catch) is
// enumerated, and for a fixed selection of n numbers its catch is counted
// directly; the return is the mean prize for 1 over the draws.
func TestReturnBruteForce(t *testing.T) {
	const pt = `{"1":{"1":2},"2":{"1":1,"2":5},"3":{"0":1,"2":2,"3":20},"4":{"2":1,"3":4,"4":50},"5":{"3":3,"4":30,"5":300}}`
	r := rules(t, `{"numbers":12,"drawn":5,"max-spots":5,"paytable":`+pt+`}`)
	draws := 0
	for n := 1; n <= 5; n++ {
		sel := make([]int, n) // the selection 1 … n: every selection of n numbers returns the same
		for i := range sel {
			sel[i] = i + 1
		}
		sum, count := new(big.Rat), int64(0)
		for mask := 0; mask < 1<<12; mask++ {
			var balls []int
			for b := range 12 {
				if mask&(1<<b) != 0 {
					balls = append(balls, b+1)
				}
			}
			if len(balls) != 5 {
				continue
			}
			count++
			k := 0
			for _, x := range sel {
				for _, b := range balls {
					if x == b {
						k++
					}
				}
			}
			sum.Add(sum, new(big.Rat).SetInt64(r.Pays(n, k)))
		}
		draws = int(count)
		want := sum.Quo(sum, new(big.Rat).SetInt64(count))
		if got := r.Return(n); got.Cmp(want) != 0 {
			t.Errorf("%d spots: Return %s, enumeration %s", n, got, want)
		}
	}
	if draws != 792 {
		t.Errorf("%d draws enumerated, want C(12,5) = 792", draws)
	}
}

// By hand on 80 numbers with 20 drawn (76, 85): one number is drawn with
// probability 20/80 = 1/4, so 1 spot paying 3 for 1 returns 3/4; two
// numbers both drawn with probability C(20,2)/C(80,2) = 190/3160 = 19/316,
// so 2 spots paying 12 for 1 return 228/316 = 57/79.
func TestReturnByHand(t *testing.T) {
	r := rules(t, `{}`)
	if got := r.Return(1); got.Cmp(big.NewRat(3, 4)) != 0 {
		t.Errorf("1 spot returns %s, want 3/4", got)
	}
	if got := r.Return(2); got.Cmp(big.NewRat(57, 79)) != 0 {
		t.Errorf("2 spots return %s, want 57/79", got)
	}
}

// TestDefaultReturns: every spot count of the default paytable returns
// between 70% and 76% (the design of doc.go), and each exact return is the
// one doc.go lists, worked out by a separate exact computation (Python's
// fractions, C(20,k)·C(60,n−k)/C(80,n) summed over the catches).
func TestDefaultReturns(t *testing.T) {
	r := rules(t, `{}`)
	want := []struct{ dec, frac string }{
		{"0.7500", "3/4"}, {"0.7215", "57/79"}, {"0.7215", "57/79"}, {"0.7352", "58140/79079"},
		{"0.7321", "57900/79079"}, {"0.7216", "228285/316316"}, {"0.7386", "308727/417989"},
		{"0.7052", "21519501/30513197"}, {"0.7161", "218512509/305131970"}, {"0.7488", "16223164753/21664369870"},
	}
	for n := 1; n <= 10; n++ {
		ret := r.Return(n)
		if ret.Cmp(big.NewRat(70, 100)) < 0 || ret.Cmp(big.NewRat(76, 100)) > 0 {
			t.Errorf("%d spots return %s, outside 70%%–76%%", n, keno.Decimal(ret))
		}
		w, _ := new(big.Rat).SetString(want[n-1].frac)
		if ret.Cmp(w) != 0 || keno.Decimal(ret) != want[n-1].dec {
			t.Errorf("%d spots return %s = %s, want %s = %s", n, ret, keno.Decimal(ret), want[n-1].frac, want[n-1].dec)
		}
	}
	if f := r.Felt(); len(f.Returns) != 10 || f.Returns[1].Return != "0.7215" || f.Returns[1].Num != "57" || f.Returns[1].Den != "79" || f.Returns[9].Paytable["10"] != 100000 {
		t.Errorf("felt %+v", f)
	}
}

// Decimal truncates: a table never shows more than it returns.
func TestDecimal(t *testing.T) {
	for _, c := range []struct {
		x    *big.Rat
		want string
	}{
		{big.NewRat(3, 4), "0.7500"}, {big.NewRat(64999, 100000), "0.6499"}, {big.NewRat(1, 100000), "0.0000"},
		{big.NewRat(0, 1), "0.0000"}, {big.NewRat(3, 2), "1.5000"}, {big.NewRat(1234567, 10000), "123.4567"},
	} {
		if got := keno.Decimal(c.x); got != c.want {
			t.Errorf("Decimal(%s) = %s, want %s", c.x, got, c.want)
		}
	}
}

// Pays reads the paytable; a catch it does not list pays nothing.
func TestPays(t *testing.T) {
	r := rules(t, `{}`)
	for _, c := range []struct {
		spots, catch int
		want         int64
	}{{1, 1, 3}, {1, 0, 0}, {10, 0, 2}, {10, 4, 0}, {10, 10, 100000}, {11, 1, 0}, {0, 0, 0}, {3, 4, 0}, {3, -1, 0}} {
		if got := r.Pays(c.spots, c.catch); got != c.want {
			t.Errorf("Pays(%d, %d) = %d, want %d", c.spots, c.catch, got, c.want)
		}
	}
}

// Catch counts a selection's numbers among the balls (82).
func TestCatch(t *testing.T) {
	balls := []int{5, 71, 3, 40, 12}
	for _, c := range []struct {
		numbers []int
		want    int
	}{{[]int{5}, 1}, {[]int{6}, 0}, {[]int{3, 5, 12, 40, 71}, 5}, {[]int{1, 2, 3, 4, 5, 6}, 2}, {nil, 0}} {
		if got := keno.Catch(c.numbers, balls); got != c.want {
			t.Errorf("Catch(%v) = %d, want %d", c.numbers, got, c.want)
		}
	}
}

// TestRefusedTables: RulesFrom refuses what the by-law does not allow,
// citing the section, and names what is wrong.
func TestRefusedTables(t *testing.T) {
	for _, c := range []struct {
		name, opts, section string
		mention             []string
	}{
		// 85: 7 spots paying only 6000 for 7 of 7: 6000 × C(20,7)/C(80,7) =
		// 6000 × 77520/3176716400 = 0.1464…, well below 65%.
		{"85: one spot count below 65%", `{"max-spots":7,"paytable":{"1":{"1":3},"2":{"2":12},"3":{"2":1,"3":42},"4":{"2":1,"3":5,"4":100},
			"5":{"3":2,"4":20,"5":500},"6":{"3":1,"4":7,"5":60,"6":1600},"7":{"7":6000}}}`, "85", []string{"7 spots", "0.1464"}},
		// 85: 1 spot paying 2 for 1 returns 2 × 1/4 = 0.5.
		{"85: half", `{"max-spots":1,"paytable":{"1":{"1":2}}}`, "85", []string{"1 spots", "0.5000"}},
		{"76: catch above the spot count", `{"max-spots":1,"paytable":{"1":{"1":3,"2":9}}}`, "76", []string{"catching 2 of 1"}},
		{"77, 78: spot count above max-spots", `{"max-spots":1,"paytable":{"1":{"1":3},"2":{"2":12}}}`, "77, 78", []string{"2 numbers"}},
		{"76: a spot count missing", `{"max-spots":2,"paytable":{"1":{"1":3}}}`, "76", []string{"no prizes for 2 spots"}},
		{"76: negative prize", `{"max-spots":1,"paytable":{"1":{"1":-3}}}`, "76", []string{"-3"}},
		{"76: fractional prize", `{"max-spots":1,"paytable":{"1":{"1":3.5}}}`, "76", []string{"3.5"}},
		{"76: not an object", `{"paytable":[1,2]}`, "76", nil},
		{"76: a catch given twice", `{"max-spots":1,"paytable":{"1":{"1":3,"1":4}}}`, "76", []string{"twice"}},
		{"78: a spot count that is no number", `{"max-spots":1,"paytable":{"one":{"1":3}}}`, "78", []string{"one"}},
		{"75: drawn not below numbers", `{"numbers":20,"drawn":20,"max-spots":10}`, "75", []string{"fewer"}},
		{"77, 78: max-spots above drawn", `{"numbers":12,"drawn":5,"max-spots":6}`, "77, 78", []string{"max-spots 6"}},
		{"76: the default pays up to 10 spots", `{"max-spots":11}`, "76", []string{"own paytable"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			tb, err := keno.Spec.ParseTable(options(t, c.opts))
			if err != nil {
				t.Fatal(err)
			}
			_, err = keno.RulesFrom(tb)
			refused(t, err, c.section, c.mention...)
		})
	}
	// The default paytable serves a game of fewer spots: its first rows.
	if r := rules(t, `{"max-spots":4}`); len(r.Paytable) != 5 || r.Pays(4, 4) != 100 {
		t.Errorf("max-spots 4: %v", r.Paytable)
	}
}

// A game of fewer spots on the default paytable, its options written out
// as a draw's script and the server write them (the default compacted,
// every row), opens the same game: found by catalog's FuzzTableOptions,
// where the written table was refused for paying more spots than
// max-spots, so such a game could not settle a draw.
func TestDefaultPaytableWrittenOut(t *testing.T) {
	for _, spots := range []int{1, 4, 9, 10} {
		tb, err := keno.Spec.ParseTable(options(t, fmt.Sprintf(`{"max-spots":%d}`, spots)))
		if err != nil {
			t.Fatal(err)
		}
		written, err := json.Marshal(tb)
		if err != nil {
			t.Fatal(err)
		}
		r := rules(t, string(written))
		if want := rules(t, fmt.Sprintf(`{"max-spots":%d}`, spots)); !reflect.DeepEqual(r, want) {
			t.Errorf("max-spots %d written out as %s: %+v, want %+v", spots, written, r, want)
		}
	}
}

// Validate refuses rules built by hand that the by-law does not allow.
func TestValidate(t *testing.T) {
	ok := rules(t, `{}`)
	for _, c := range []struct {
		change  func(r *keno.Rules)
		section string
	}{
		{func(r *keno.Rules) { r.Limits.Min = 0 }, "3"},
		{func(r *keno.Rules) { r.MaxAggregate = 0 }, "77, 82(5)"},
		{func(r *keno.Rules) { r.ClaimDays = 0 }, "82(6), 86"},
		{func(r *keno.Rules) { r.MaxDraws = 0 }, "80"},
		{func(r *keno.Rules) { r.MaxDraws = 1001 }, "80"},
		{func(r *keno.Rules) { r.Numbers = 1001 }, "75"},
		{func(r *keno.Rules) { r.Drawn = 0 }, "75"},
		{func(r *keno.Rules) { r.Paytable = r.Paytable[:5] }, "76"},
		{func(r *keno.Rules) { r.Paytable = keno.Paytable{nil, {0, 3}, {0, 0, 12}, {0, 1, 42}}; r.MaxSpots = 3 }, "76"},
		{func(r *keno.Rules) { r.Paytable = keno.Paytable{nil, {-1, 5}}; r.MaxSpots = 1 }, "76"},
	} {
		r := ok
		c.change(&r)
		refused(t, r.Validate(), c.section)
	}
	if err := ok.Validate(); err != nil {
		t.Error(err)
	}
}

// TestSpec: the catalog entry transcribes games.md "keno" with the lead's
// decisions: its options with their sections and defaults, the ticket
// wager, the dealer's draw.
func TestSpec(t *testing.T) {
	s := keno.Spec
	if s.ID != "keno" || s.Sections != "75–86" || !s.Available || keno.Game.New == nil || s.Outcome != game.OutcomeBalls {
		t.Errorf("entry %+v", s)
	}
	want := map[string]any{"min": int64(100), "max": int64(100_000_000), "numbers": int64(80), "drawn": int64(20), "max-spots": int64(10),
		"max-draws": int64(20), "max-aggregate-payout": int64(10_000_000), "claim-days": int64(365)}
	var names []string
	for _, o := range s.Options {
		names = append(names, o.Name)
		if o.Section == "" || o.Doc == "" {
			t.Errorf("option %s needs a section and a doc", o.Name)
		}
		if w, ok := want[o.Name]; ok && o.Default != w {
			t.Errorf("option %s defaults to %v, want %v", o.Name, o.Default, w)
		}
		b, _ := json.Marshal(o.Default)
		if _, err := s.ParseTable(map[string]json.RawMessage{o.Name: b}); err != nil {
			t.Errorf("option %s: default %s: %v", o.Name, b, err)
		}
	}
	if got := len(names); got != 9 || names[6] != "paytable" {
		t.Errorf("options %v", names)
	}
	if len(s.Wagers) != 1 || s.Wagers[0].ID != "ticket" || len(s.Dealer) != 2 || s.Dealer[0] != "draw" {
		t.Errorf("wagers %+v, dealer %v", s.Wagers, s.Dealer)
	}
	for _, bad := range []string{`{"max-aggregate-payout":0}`, `{"claim-days":0}`, `{"max-draws":1001}`, `{"max-draws":0}`, `{"numbers":1}`} {
		if _, err := s.ParseTable(options(t, bad)); err == nil {
			t.Errorf("table %s accepted", bad)
		}
	}
}
