package main

import (
	"strings"
	"testing"
)

// admin create follows the server's rule for names: trimmed, the same
// whatever their case, and of letters, digits, '.', '_' or '-'.
func TestAdminCreateNames(t *testing.T) {
	dir := t.TempDir()
	create := func(name string) (string, string, int) {
		return runCmd(t, "", "admin", "create", "--name", name, "--password", "a-long-password", "--data", dir)
	}
	if out, errOut, code := create(" boss "); code != 0 || !strings.Contains(out, `"boss"`) {
		t.Fatalf("admin create \" boss \": exit %d %q %q", code, out, errOut)
	}
	if _, errOut, code := create("BOSS"); code != 2 || !strings.Contains(errOut, "already exists") {
		t.Fatalf("admin create BOSS beside boss: exit %d %q, want 2 and already exists", code, errOut)
	}
	if _, errOut, code := create("the boss"); code != 2 || !strings.Contains(errOut, "a name is 2 to 32") {
		t.Fatalf("admin create \"the boss\": exit %d %q, want 2 and the rule for names", code, errOut)
	}
}
