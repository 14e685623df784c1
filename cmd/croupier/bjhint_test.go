package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestMathHint: blackjack's advisor hits 16 against a 9 and splits 8s
// against a 10 (22, 24); a malformed hint or another game is refused.
func TestMathHint(t *testing.T) {
	out, errOut, code := runCmd(t, "", "math", "blackjack", "--hint", "Th 6c vs 9d")
	if code != 0 || !strings.Contains(out, "best: hit") || !strings.Contains(out, "stand") {
		t.Errorf("--hint Th 6c vs 9d: exit %d %s\n%s", code, errOut, out)
	}
	out, errOut, code = runCmd(t, "", "math", "blackjack", "--option", "split-hands=4", "--hint", "8s 8d vs Kh")
	if code != 0 || !strings.Contains(out, "best: split") {
		t.Errorf("--hint 8s 8d vs Kh: exit %d %s\n%s", code, errOut, out)
	}
	if _, errOut, code := runCmd(t, "", "math", "blackjack", "--hint", "Th 6c 9d"); code != 1 || !strings.Contains(errOut, "vs") {
		t.Errorf("a hint without vs: exit %d %q", code, errOut)
	}
	if _, _, code := runCmd(t, "", "math", "roulette", "--hint", "Th 6c vs 9d"); code != 1 {
		t.Errorf("a hint at roulette: exit %d", code)
	}
}

// TestMathHintPaiGowPoker: Pai Gow Poker's advisor. Ks Jd 9h 7c 5s 3d 2c,
// counted against all 53,524,680 bank hands of the 46 cards left
// (docs/house-way.md): the house way's J-9 low nets −0.838587 a unit, J-7
// low, the 9 kept high, −0.837546, the best of its settings. Six cards, a
// card twice or a card that is none are refused.
func TestMathHintPaiGowPoker(t *testing.T) {
	out, errOut, code := runCmd(t, "", "math", "pai-gow-poker", "--hint", "Ks Jd 9h 7c 5s 3d 2c")
	if code != 0 || !strings.Contains(out, "best       high Ks 9h 5s 3d 2c  low Jd 7c") ||
		!strings.Contains(out, "house way  high Ks 7c 5s 3d 2c  low Jd 9h") || !strings.Contains(out, "for less") {
		t.Errorf("--hint Ks Jd 9h 7c 5s 3d 2c: exit %d %s\n%s", code, errOut, out)
	}
	for _, bad := range []string{"Ks Jd 9h 7c 5s 3d", "Ks Ks 9h 7c 5s 3d 2c", "Ks Jd 9h 7c 5s 3d Zz"} {
		if _, errOut, code := runCmd(t, "", "math", "pai-gow-poker", "--hint", bad); code != 1 || !strings.Contains(errOut, bad) {
			t.Errorf("--hint %q: exit %d %q", bad, code, errOut)
		}
	}
}

// TestSimulateBlackjack: blackjack's engine played by the analysis's own
// strategy (Decide) holds the exact return of main and behind within
// their 99.9% intervals; the side bets a default table does not offer are
// not played.
func TestSimulateBlackjack(t *testing.T) {
	out, errOut, code := runCmd(t, "", "simulate", "blackjack", "--rounds", "3000", "--quiet", "--json")
	var res struct {
		Estimates []struct {
			Wager     string `json:"wager"`
			Contains  bool   `json:"contains"`
			NotPlayed string `json:"notPlayed"`
		} `json:"estimates"`
	}
	if err := json.Unmarshal([]byte(out), &res); code != 0 || err != nil {
		t.Fatalf("simulate blackjack: exit %d %s %v\n%s", code, errOut, err, out)
	}
	played := 0
	for _, e := range res.Estimates {
		switch {
		case e.NotPlayed != "":
		case e.Contains:
			played++
		default:
			t.Errorf("%s misses its exact return", e.Wager)
		}
	}
	if played != 2 {
		t.Errorf("%d wagers played, want main and behind:\n%s", played, out)
	}
}
