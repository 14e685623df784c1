package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCheck: a table the by-law allows is reported with its returns; one
// it refuses exits 1 with the section (85: a keno pay table returning 50%,
// 2 for 1 spot at 1 chance in 4); files are told apart by what they hold.
func TestCheck(t *testing.T) {
	out, errOut, code := runCmd(t, "", "check", "roulette", "--option", "wheel=double-zero")
	if code != 0 || !strings.Contains(out, "the by-law allows this table") || !strings.Contains(out, "straight-N (1 number) returns 94.7368%") {
		t.Errorf("check roulette: exit %d %s\n%s", code, errOut, out)
	}
	if _, errOut, code := runCmd(t, "", "check", "keno", "--option", `paytable={"1":{"1":2}}`, "--option", "max-spots=1"); code != 1 || !strings.Contains(errOut, "refused") || !strings.Contains(errOut, "section 85") {
		t.Errorf("check keno at 50%%: exit %d %q", code, errOut)
	}
	dir := t.TempDir()
	table := filepath.Join(dir, "table.json")
	if err := os.WriteFile(table, []byte(`{"game": "roulette", "table": {"wheel": "triple-zero"}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, errOut, code := runCmd(t, "", "check", "../../examples/war.json", table); code != 1 || !strings.Contains(errOut, table+": refused") {
		t.Errorf("check a bad table file: exit %d %q", code, errOut)
	}
	if out, errOut, code := runCmd(t, "", "check", "../../examples/war.json", "../../examples/slots/classic.json"); code != 0 ||
		!strings.Contains(out, "war.json: war: the by-law allows this table") || !strings.Contains(out, `"return": "9/10"`) {
		t.Errorf("check a script and a machine: exit %d %s\n%s", code, errOut, out)
	}
	other := filepath.Join(dir, "other.json")
	if err := os.WriteFile(other, []byte(`{"name": "x"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, errOut, code := runCmd(t, "", "check", other); code != 1 || !strings.Contains(errOut, "is not a table") {
		t.Errorf("check an unknown file: exit %d %q", code, errOut)
	}
	if _, _, code := runCmd(t, "", "check"); code != 2 {
		t.Errorf("check: exit %d", code)
	}
}
