package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestMath: roulette's straight up on a double-zero wheel returns 36/38 =
// 18/19 (72(2)(a)); options come before or after the game; a bad option or
// game exits with a message naming it.
func TestMath(t *testing.T) {
	out, errOut, code := runCmd(t, "", "math", "roulette", "--option", "wheel=double-zero", "--json")
	if code != 0 || !strings.Contains(out, `"returnExact": "18/19"`) || !strings.Contains(out, `"wheel": "double-zero"`) {
		t.Errorf("math roulette --json: exit %d %s\n%s", code, errOut, out)
	}
	out, errOut, code = runCmd(t, "", "math", "--option", "wheel=single-zero", "roulette")
	if code != 0 || !strings.Contains(out, "return 97.2973%") || !strings.Contains(out, "straight-N (1 number), section 72(2)(a)") {
		t.Errorf("math roulette: exit %d %s\n%s", code, errOut, out)
	}
	if _, errOut, code := runCmd(t, "", "math", "roulette", "--option", "wheel=triple-zero"); code != 1 || !strings.Contains(errOut, `table option "wheel"`) {
		t.Errorf("a bad wheel: exit %d %q", code, errOut)
	}
	if _, errOut, code := runCmd(t, "", "math", "bingo"); code != 1 || !strings.Contains(errOut, `unknown game "bingo"`) {
		t.Errorf("an unknown game: exit %d %q", code, errOut)
	}
	if _, _, code := runCmd(t, "", "math", "roulette", "extra"); code != 2 {
		t.Errorf("an extra argument: exit %d", code)
	}
	if out, _, code := runCmd(t, "", "math"); code != 0 || !strings.Contains(out, "roulette") {
		t.Errorf("math: exit %d\n%s", code, out)
	}
}

// TestSimulateCraps: craps' engine played 1,000 rolls at max-odds 2 holds
// every one of its 45 exact figures, each wager decided at least once; a
// table capped at 7 seats cannot play them at once, and one whose maximum
// is below the odds analysed cannot play them as analysed: both refused,
// saying why.
func TestSimulateCraps(t *testing.T) {
	out, errOut, code := runCmd(t, "", "simulate", "craps", "--rounds", "1000", "--quiet", "--option", "max-odds=2", "--json")
	var res struct {
		Estimates []struct {
			Wager     string
			Decisions int64
			Contains  bool
		}
	}
	if err := json.Unmarshal([]byte(out), &res); code != 0 || err != nil || len(res.Estimates) != 45 {
		t.Fatalf("simulate craps: exit %d %s %v, %d estimates\n%s", code, errOut, err, len(res.Estimates), out)
	}
	for _, e := range res.Estimates {
		if !e.Contains || e.Decisions == 0 {
			t.Errorf("simulate craps: %+v", e)
		}
	}
	if _, errOut, code := runCmd(t, "", "simulate", "craps", "--quiet", "--option", "seats=7"); code != 1 || !strings.Contains(errOut, "must seat its 45 wagers at once, and it seats 7") {
		t.Errorf("simulate craps at 7 seats: exit %d %q", code, errOut)
	}
	if _, errOut, code := runCmd(t, "", "simulate", "craps", "--quiet", "--option", "max=20000"); code != 1 || !strings.Contains(errOut, "pass-odds beside its pass") {
		t.Errorf("simulate craps with a $200 maximum: exit %d %q", code, errOut)
	}
}

// TestSimulate: roulette's engine played 3,000 spins of each wager holds
// every exact figure within its 99.9% interval (seed 1; the analysis and
// the engine agree on 72), and a game without an analysis is refused.
func TestSimulate(t *testing.T) {
	out, errOut, code := runCmd(t, "", "simulate", "roulette", "--rounds", "3000", "--quiet", "--option", "seats=20", "--json")
	if code != 0 || !strings.Contains(out, `"contains": true`) || strings.Contains(out, `"contains": false`) || !strings.Contains(out, `"decisions": 3000`) {
		t.Errorf("simulate roulette: exit %d %s\n%s", code, errOut, out)
	}
	out, errOut, code = runCmd(t, "", "simulate", "baccarat", "--rounds", "400000", "--quiet", "--json")
	if code != 0 || !strings.Contains(out, `"fast": true`) || strings.Contains(out, `"contains": false`) || !strings.Contains(out, `"decisions": 400000`) {
		t.Errorf("simulate baccarat: exit %d %s\n%s", code, errOut, out)
	}
	if _, errOut, code := runCmd(t, "", "simulate", "bingo"); code != 1 || !strings.Contains(errOut, `unknown game "bingo"`) {
		t.Errorf("simulate bingo: exit %d %q", code, errOut)
	}
	if _, _, code := runCmd(t, "", "simulate"); code != 2 {
		t.Errorf("simulate: exit %d", code)
	}
}

// TestSimulateCovered: --covered 2 has Super Pan 9's banking seat cover
// two main wagers (62, 53): its cover, and main against it (the seat
// plays on whether any player hit), are estimated without being judged
// against the figures for one covered wager, main against the dealer
// judged as ever; a seat covers one wager at least, and no more than the
// other seats of the table (55: 7).
func TestSimulateCovered(t *testing.T) {
	out, errOut, code := runCmd(t, "", "simulate", "super-pan-9", "--rounds", "300", "--quiet", "--covered", "2", "--json")
	var res struct {
		Estimates []struct {
			Wager, Title, Unjudged string
			Decisions              int64
			Contains               bool
		}
	}
	if err := json.Unmarshal([]byte(out), &res); code != 0 || err != nil || len(res.Estimates) != 3 {
		t.Fatalf("simulate super-pan-9 --covered 2: exit %d %s %v\n%s", code, errOut, err, out)
	}
	for _, e := range res.Estimates {
		judged := e.Title == "against the dealer"
		if e.Decisions != 300 || judged != (e.Unjudged == "") || judged && !e.Contains || !judged && !strings.Contains(e.Title, "covering 2") {
			t.Errorf("simulate super-pan-9 --covered 2: %+v", e)
		}
	}
	if _, errOut, code := runCmd(t, "", "simulate", "super-pan-9", "--quiet", "--covered", "0"); code != 2 || !strings.Contains(errOut, "covers one wager at least") {
		t.Errorf("--covered 0: exit %d %q", code, errOut)
	}
	if _, errOut, code := runCmd(t, "", "simulate", "super-pan-9", "--quiet", "--covered", "7"); code != 1 || !strings.Contains(errOut, "needs a table of 8 seats at least, and it seats 7") {
		t.Errorf("--covered 7: exit %d %q", code, errOut)
	}
}

// TestMathExactSplits: --exact-splits counts blackjack's split hands hand
// by hand: the same return (to the analysis' 1e-12), and a larger standard
// deviation than the lines that give a split its expected net, which leave
// out the spread within splits; another game refuses the flag.
func TestMathExactSplits(t *testing.T) {
	figures := func(args ...string) (ret, sd float64) {
		t.Helper()
		out, errOut, code := runCmd(t, "", append([]string{"math", "blackjack", "--option", "decks=1", "--json"}, args...)...)
		var r struct {
			Wagers []struct {
				ID                string
				Return            float64
				StandardDeviation float64
			}
		}
		if err := json.Unmarshal([]byte(out), &r); code != 0 || err != nil || len(r.Wagers) == 0 || r.Wagers[0].ID != "main" {
			t.Fatalf("math blackjack %v: exit %d %s %v", args, code, errOut, err)
		}
		return r.Wagers[0].Return, r.Wagers[0].StandardDeviation
	}
	r0, sd0 := figures()
	r1, sd1 := figures("--exact-splits")
	if d := r1 - r0; d > 1e-9 || d < -1e-9 || sd1 <= sd0 {
		t.Errorf("--exact-splits: return %.12f sd %.6f, without it %.12f sd %.6f: want the same return and a larger sd", r1, sd1, r0, sd0)
	}
	if _, errOut, code := runCmd(t, "", "math", "roulette", "--exact-splits"); code != 2 || !strings.Contains(errOut, "--exact-splits is blackjack's") {
		t.Errorf("roulette --exact-splits: exit %d %q", code, errOut)
	}
}
