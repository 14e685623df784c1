package main

import (
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

// TestSimulateBlackjack: blackjack's engine played by the analysis's own
// strategy (Decide) holds the exact return within its 99.9% interval.
func TestSimulateBlackjack(t *testing.T) {
	out, errOut, code := runCmd(t, "", "simulate", "blackjack", "--rounds", "3000", "--quiet", "--json")
	if code != 0 || !strings.Contains(out, `"contains": true`) || strings.Contains(out, `"contains": false`) {
		t.Errorf("simulate blackjack: exit %d %s\n%s", code, errOut, out)
	}
}
