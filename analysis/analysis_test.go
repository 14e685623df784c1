package analysis

import (
	"bytes"
	"encoding/json"
	"errors"
	"math/big"
	"strings"
	"testing"
)

// straight is a single-zero roulette straight-up wager worked by hand:
// 35 to 1 on 1 pocket of 37. E[net] = (35 − 36)/37 = −1/37; E[net²] =
// (1225 + 36)/37 = 1261/37; variance 1261/37 − 1/1369 = 46656/1369.
func straight() Wager {
	return Wager{ID: "straight-N", Lines: []Line{
		CountLine("wins", Int(35), 1, 37),
		CountLine("loses", Int(-1), 36, 37),
	}}
}

func TestFigures(t *testing.T) {
	f := straight().Figures()
	for _, c := range []struct {
		name      string
		got, want *big.Rat
	}{
		{"return", f.Return, Rat(36, 37)},
		{"edge", f.Edge, Rat(1, 37)},
		{"risk", f.Risk, Rat(1, 37)},
		{"hit", f.Hit, Rat(1, 37)},
		{"variance", f.Variance, Rat(46656, 1369)},
	} {
		if c.got.Cmp(c.want) != 0 {
			t.Errorf("%s = %s, want %s", c.name, c.got.RatString(), c.want.RatString())
		}
	}
	if sd := f.SD(); sd < 5.83783 || sd > 5.83784 { // √(46656/1369) = 216/37 = 5.837837…
		t.Errorf("SD = %v, want 216/37", sd)
	}
}

// TestElementOfRisk: a wager that doubles its stake half the time (an ante
// with a raise of 1) and loses 1/10 of a unit on average has edge 1/10 and
// element of risk 1/10 ÷ 3/2 = 1/15.
func TestElementOfRisk(t *testing.T) {
	w := Wager{ID: "ante", Staked: Rat(3, 2), Lines: []Line{
		CountLine("raise, wins", Int(2), 1, 4),
		CountLine("raise, loses", Int(-2), 1, 4),
		CountLine("fold", Rat(-1, 5), 1, 2),
	}}
	f := w.Figures()
	if f.Edge.Cmp(Rat(1, 10)) != 0 || f.Risk.Cmp(Rat(1, 15)) != 0 {
		t.Errorf("edge %s risk %s, want 1/10 and 1/15", f.Edge.RatString(), f.Risk.RatString())
	}
}

// TestSpread: the straight-up wager with its two outcomes folded into one
// line at their mean, −1/37, and their variance, 46656/1369, as Spread
// has the same variance, which the JSON gives; a negative spread is
// refused.
func TestSpread(t *testing.T) {
	w := Wager{ID: "straight-N", Lines: []Line{{Name: "any", Net: Rat(-1, 37), Prob: Int(1), Spread: Rat(46656, 1369)}}}
	if f := w.Figures(); f.Variance.Cmp(Rat(46656, 1369)) != 0 || f.Edge.Cmp(Rat(1, 37)) != 0 {
		t.Errorf("variance %s edge %s, want 46656/1369 and 1/37", f.Variance.RatString(), f.Edge.RatString())
	}
	r := Report{Game: "roulette", Wagers: []Wager{w}}
	raw, err := json.Marshal(&r)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(raw), `"spread":34.080350620891161`) { // 46656/1369
		t.Errorf("JSON without the spread: %s", raw)
	}
	w.Lines[0].Spread = Rat(-1, 2)
	if err := w.Check(); !errors.Is(err, ErrLines) || !strings.Contains(err.Error(), "negative spread") {
		t.Errorf("a negative spread: %v", err)
	}
}

// TestHitBounds: a line that stands for rounds of several nets counts in
// the hit frequency by the sign of its mean, and bounds it as winning
// none or all of them; a line whose spread is 0 is one net, exact.
func TestHitBounds(t *testing.T) {
	w := Wager{ID: "main", Lines: []Line{
		{Name: "wins", Net: Int(1), Prob: Rat(1, 4), Spread: Int(0)},
		{Name: "rounds that resplit against 6", Net: Rat(1, 2), Prob: Rat(1, 8), Spread: Int(1)},
		{Name: "rounds that resplit against 10", Net: Rat(-3, 10), Prob: Rat(1, 8), Spread: Int(2)},
		{Name: "loses", Net: Int(-1), Prob: Rat(1, 2)},
	}}
	f := w.Figures()
	for _, c := range []struct {
		name      string
		got, want *big.Rat
	}{{"hit", f.Hit, Rat(3, 8)}, {"low", f.HitLow, Rat(1, 4)}, {"high", f.HitHigh, Rat(1, 2)}} {
		if c.got.Cmp(c.want) != 0 {
			t.Errorf("%s %s, want %s", c.name, c.got.RatString(), c.want.RatString())
		}
	}
	var b strings.Builder
	r := Report{Game: "blackjack", Wagers: []Wager{w}}
	if err := r.WriteText(&b); err != nil || !strings.Contains(b.String(), "hit frequency 37.5000% (between 25.0000% and 50.0000%)") {
		t.Errorf("text %v:\n%s", err, b.String())
	}
	raw, err := json.Marshal(&r)
	if err != nil || !strings.Contains(string(raw), `"hitFrequencyLow":0.250000000000000,"hitFrequencyHigh":0.500000000000000`) {
		t.Errorf("JSON %v: %s", err, raw)
	}
	if f := straight().Figures(); f.HitLow.Cmp(f.Hit) != 0 || f.HitHigh.Cmp(f.Hit) != 0 {
		t.Errorf("straight up: hit %s between %s and %s, want exact", f.Hit.RatString(), f.HitLow.RatString(), f.HitHigh.RatString())
	}
	if raw, _ := json.Marshal(&Report{Game: "roulette", Wagers: []Wager{straight()}}); strings.Contains(string(raw), "hitFrequencyLow") {
		t.Errorf("exact hit frequency with bounds: %s", raw)
	}
}

func TestCheck(t *testing.T) {
	if err := straight().Check(); err != nil {
		t.Fatal(err)
	}
	bad := straight()
	bad.Lines[1] = CountLine("loses", Int(-1), 35, 37)
	if err := bad.Check(); !errors.Is(err, ErrLines) || !strings.Contains(err.Error(), "not 1") {
		t.Errorf("lines summing to 36/37: %v", err)
	}
	bad.Lines[1] = Line{Name: "loses", Prob: Rat(36, 37)}
	if err := bad.Check(); !errors.Is(err, ErrLines) {
		t.Errorf("a line without a net: %v", err)
	}
	r := Report{Game: "g"}
	if err := r.Check(); !errors.Is(err, ErrLines) {
		t.Errorf("a report without wagers: %v", err)
	}
}

func TestWarnings(t *testing.T) {
	good := Wager{ID: "w", Lines: []Line{CountLine("wins", Int(2), 1, 2), CountLine("loses", Int(-1), 1, 2)}}
	r := Report{Game: "g", Wagers: []Wager{straight(), good}}
	ws := r.Warnings()
	if len(ws) != 1 || !strings.Contains(ws[0], "w gives the player the edge: it returns 150.0000%") {
		t.Errorf("warnings %q", ws)
	}
}

func TestPercentAndPays(t *testing.T) {
	for _, c := range []struct{ got, want string }{
		{Percent(Rat(1, 3), 4), "33.3333%"},
		{Percent(Rat(2, 3), 4), "66.6667%"},
		{Pays(Int(35)), "35 to 1"},
		{Pays(Rat(19, 20)), "0.95 to 1"},
		{Pays(Rat(1, 3)), "1/3 to 1"},
		{Pays(Int(0)), "push"},
		{Pays(Int(-2)), "loses 2"},
	} {
		if c.got != c.want {
			t.Errorf("%q, want %q", c.got, c.want)
		}
	}
}

func TestRender(t *testing.T) {
	r := Report{Game: "roulette", Options: map[string]any{"wheel": "single-zero"}, Method: "every pocket", Wagers: []Wager{straight()},
		Strategies: []Strategy{{Title: "strategy", Columns: []string{"hand", "act"}, Rows: [][]string{{"any", "bet"}}}}}
	var b bytes.Buffer
	if err := r.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"roulette (wheel=single-zero)", "wins", "35 to 1", "return 97.2973%", "house edge 2.7027%", "standard deviation 5.8378", "strategy"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("text lacks %q:\n%s", want, b.String())
		}
	}
	raw, err := json.Marshal(&r)
	if err != nil {
		t.Fatal(err)
	}
	var back struct {
		Wagers []struct {
			ReturnExact string  `json:"returnExact"`
			Return      float64 `json:"return"`
			Lines       []struct {
				Exact string `json:"exact"`
			} `json:"lines"`
		} `json:"wagers"`
	}
	if err := json.Unmarshal(raw, &back); err != nil {
		t.Fatal(err)
	}
	if w := back.Wagers[0]; w.ReturnExact != "36/37" || w.Return < 0.97297 || w.Return > 0.97298 || w.Lines[0].Exact != "1/37" {
		t.Errorf("JSON %s", raw)
	}
}

// TestRenderMissing: a report that leaves wagers out says so in its text,
// its JSON and its PAR sheets.
func TestRenderMissing(t *testing.T) {
	r := Report{Game: "pai-gow-poker", Method: "the side wagers", Wagers: []Wager{straight()}, Missing: []string{"main", "bank"}}
	var b bytes.Buffer
	if err := r.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "not analysed yet: main, bank") {
		t.Errorf("text:\n%s", b.String())
	}
	raw, err := json.Marshal(&r)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(raw), `"missing":["main","bank"]`) {
		t.Errorf("JSON %s", raw)
	}
	for _, format := range []string{"md", "html"} {
		b.Reset()
		if err := r.WritePAR(&b, format); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(b.String(), "Not analysed yet: main, bank.") {
			t.Errorf("%s PAR sheet does not say what is missing", format)
		}
	}
	if err := (&Report{Game: "x", Missing: []string{"main"}}).Check(); err != nil {
		t.Errorf("a report of missing wagers only: %v", err)
	}
}

// TestThousands: a comma every three digits from the right, the sign kept
// apart.
func TestThousands(t *testing.T) {
	for n, want := range map[int64]string{0: "0", 999: "999", 1000: "1,000", 22100: "22,100", 2598960: "2,598,960",
		-100: "-100", -1000: "-1,000", -123456: "-123,456"} {
		if got := Thousands(n); got != want {
			t.Errorf("Thousands(%d) = %q, want %q", n, got, want)
		}
	}
	if got := Commas("19933230517200"); got != "19,933,230,517,200" {
		t.Errorf("Commas = %q", got)
	}
}
