package main

import (
	"os"
	"path/filepath"
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

// The database's URL picks its adapter: PostgreSQL for a postgres:// or
// postgresql:// URL, SQLite for a path or "sqlite:" and a path; --data
// names the folder of the SQLite file.
func TestDBFlagsAdapter(t *testing.T) {
	for _, tc := range []struct {
		flags dbFlags
		want  string
	}{
		{dbFlags{data: "./croupier-data"}, "sqlite"},
		{dbFlags{db: "/var/lib/croupier/croupier.db"}, "sqlite"},
		{dbFlags{db: "sqlite:croupier.db"}, "sqlite"},
		{dbFlags{db: "postgres://croupier@db/croupier"}, "postgres"},
		{dbFlags{data: "./croupier-data", db: "postgresql://croupier@db/croupier"}, "postgres"},
	} {
		if got := tc.flags.adapter(); got != tc.want {
			t.Errorf("%+v: adapter %s, want %s", tc.flags, got, tc.want)
		}
	}
	// "sqlite:" and a path opens the file at the path.
	dir := t.TempDir()
	if _, errOut, code := runCmd(t, "", "admin", "create", "--name", "boss", "--password", "a-long-password", "--db", "sqlite:"+dir+"/c.db"); code != 0 {
		t.Fatalf("admin create on sqlite:%s/c.db: exit %d %q", dir, code, errOut)
	}
	if _, err := os.Stat(filepath.Join(dir, "c.db")); err != nil {
		t.Fatal(err)
	}
}
