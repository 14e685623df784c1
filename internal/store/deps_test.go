package store_test

import (
	"os/exec"
	"strings"
	"testing"
)

// TestDeps keeps storage behind its interfaces: the vocabulary and its
// conformance suite know no database, each adapter knows only its own,
// and the server and the tables hold the interfaces, not an adapter (only
// cmd/croupier picks one).
func TestDeps(t *testing.T) {
	const (
		sql      = "database/sql"
		pgx      = "github.com/jackc/"
		modernc  = "modernc.org/"
		sqlite   = "croupier/internal/sqlite"
		postgres = "croupier/internal/postgres"
	)
	for pkg, banned := range map[string][]string{
		"croupier/internal/store":           {sql, pgx, modernc, sqlite, postgres},
		"croupier/internal/store/storetest": {sql, pgx, modernc, sqlite, postgres},
		"croupier/internal/sqlite":          {pgx, postgres},
		"croupier/internal/postgres":        {modernc, sqlite},
		"croupier/internal/table":           {sql, pgx, modernc, sqlite, postgres},
		"croupier/internal/server":          {sql, pgx, modernc, sqlite, postgres},
	} {
		out, err := exec.Command("go", "list", "-deps", pkg).Output()
		if err != nil {
			t.Fatalf("go list -deps %s: %v", pkg, err)
		}
		deps := strings.Fields(string(out))
		if len(deps) < 2 {
			t.Fatalf("go list -deps %s: %q; is the module layout what this test expects?", pkg, out)
		}
		for _, dep := range deps {
			for _, b := range banned {
				if dep == b || strings.HasPrefix(dep, strings.TrimSuffix(b, "/")+"/") {
					t.Errorf("%s depends on %s", pkg, dep)
				}
			}
		}
	}
}
