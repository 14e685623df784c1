package analysis

import (
	"bytes"
	"math"
	"strings"
	"testing"
)

// TestVolatility: the straight up's SD is 216/37 (TestFigures); its
// volatility index is 1.6449 × 216/37 = 9.6024, and after 10,000 rounds
// the 90% range of the return is 36/37 ± 9.6024/100.
func TestVolatility(t *testing.T) {
	v := VolatilityOf(straight())
	if math.Abs(v.Index-1.6448536269514722*216/37) > 1e-12 {
		t.Errorf("index %v", v.Index)
	}
	for _, r := range v.Ranges {
		if r.Rounds == 10_000 && (math.Abs(r.Low-(36.0/37-v.Index/100)) > 1e-12 || math.Abs(r.Top-(36.0/37+v.Index/100)) > 1e-12) {
			t.Errorf("range %+v", r)
		}
	}
}

// TestDistribution adds lines of equal net and sorts by net.
func TestDistribution(t *testing.T) {
	w := Wager{ID: "w", Lines: []Line{
		CountLine("a", Int(2), 1, 8), CountLine("b", Int(-1), 1, 2), CountLine("c", Int(2), 1, 8), CountLine("d", Int(0), 1, 4),
	}}
	got := Distribution(w)
	want := []struct{ net, prob string }{{"-1", "1/2"}, {"0", "1/4"}, {"2", "1/4"}}
	if len(got) != len(want) {
		t.Fatalf("%d bars", len(got))
	}
	for i, b := range got {
		if b.Net.RatString() != want[i].net || b.Prob.RatString() != want[i].prob {
			t.Errorf("bar %d: %s %s, want %v", i, b.Net.RatString(), b.Prob.RatString(), want[i])
		}
	}
}

func TestWritePAR(t *testing.T) {
	r := Report{Game: "roulette", Method: "every pocket", Wagers: []Wager{straight()},
		Strategies: []Strategy{{Title: "bet", Columns: []string{"hand", "act"}, Rows: [][]string{{"<any>", "bet"}}}}}
	var md, page bytes.Buffer
	if err := r.WritePAR(&md, "md"); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"# PAR sheet: roulette", "| straight-N | 97.2973% | 2.7027% | 2.7027% | 2.7027% | 5.8378 | 9.6024 |",
		"| wins | 35 to 1 | 0.0270270270 | 37.00 |", "exactly 36/37", "| 10,000 |", "## Strategy: bet"} {
		if !strings.Contains(md.String(), want) {
			t.Errorf("markdown lacks %q:\n%s", want, md.String())
		}
	}
	if err := r.WritePAR(&page, "html"); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"<!doctype html>", "<svg", "net 35: probability 0.0270270270", "&lt;any&gt;"} {
		if !strings.Contains(page.String(), want) {
			t.Errorf("html lacks %q", want)
		}
	}
	if err := r.WritePAR(&page, "pdf"); err == nil {
		t.Error("pdf accepted")
	}
}

func TestOneIn(t *testing.T) {
	for _, c := range []struct {
		a, b int64
		want string
	}{{1, 649740, "649,740"}, {1, 37, "37.00"}, {0, 1, "never"}, {1, 1_000_000_000_000_000_000, "1e+18"}} {
		if got := oneIn(Rat(c.a, c.b)); got != c.want {
			t.Errorf("oneIn(%d/%d) = %q, want %q", c.a, c.b, got, c.want)
		}
	}
}
