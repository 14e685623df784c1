package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestSlotsCheck: the classic example returns 9/10 (worked out by hand in
// game/slots TestAnalyzeClassicByHand); a machine under 83% exits 1 citing 93.
func TestSlotsCheck(t *testing.T) {
	out, errOut, code := runCmd(t, "", "slots", "check", "../../examples/slots/classic.json")
	if code != 0 || !strings.Contains(out, `"return": "9/10"`) || !strings.Contains(out, `"returnPercent": "90.0000"`) || !strings.Contains(out, `"hitFrequency": "77/1000"`) {
		t.Errorf("slots check classic: exit %d %s\n%s", code, errOut, out)
	}
	raw, err := os.ReadFile("../../examples/slots/classic.json")
	if err != nil {
		t.Fatal(err)
	}
	stingy := filepath.Join(t.TempDir(), "stingy.json")
	// 7 7 7 pays 20 instead of 200: (20+360+160+180)/1000 = 72%.
	if err := os.WriteFile(stingy, []byte(strings.Replace(string(raw), `"pays": 200`, `"pays": 20`, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, errOut, code := runCmd(t, "", "slots", "check", stingy); code != 1 || !strings.Contains(errOut, "18/25 = 72.0000%") || !strings.Contains(errOut, "section 93") {
		t.Errorf("slots check stingy: exit %d %q", code, errOut)
	}
	if _, _, code := runCmd(t, "", "slots", "nope"); code != 2 {
		t.Errorf("slots nope: exit %d", code)
	}
}
