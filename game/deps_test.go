package game_test

import (
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// banned are the imports no engine may reach: engines do no I/O, read no
// clock and draw no randomness of their own.
var banned = map[string]string{
	"os":           "engines do no I/O",
	"net":          "transport belongs to the server",
	"database/sql": "storage belongs to the server",
	"log":          "engines return events; the server logs",
	"log/slog":     "engines return events; the server logs",
	"crypto/rand":  "randomness comes from the tape",
	"math/rand":    "randomness comes from the tape",
	"math/rand/v2": "randomness comes from the tape",
	"time":         "engines read no clock",
	"croupier/rng": "randomness comes from the tape",
}

func packages(t *testing.T, args ...string) map[string][]string {
	t.Helper()
	out, err := exec.Command("go", append([]string{"list", "-f", `{{.ImportPath}} {{join .Imports " "}}`}, args...)...).Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	m := map[string][]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Fields(line)
		m[f[0]] = f[1:]
	}
	return m
}

func isBanned(imp string) (string, bool) {
	if why, ok := banned[imp]; ok {
		return why, true
	}
	if strings.HasPrefix(imp, "net/") {
		return "transport belongs to the server", true
	}
	return "", false
}

// TestEngineDeps fails if an engine package, or a package of this module it
// depends on, imports I/O, a clock or a random source.
func TestEngineDeps(t *testing.T) {
	pkgs := packages(t, "croupier/...")
	engines := 0
	for pkg := range pkgs {
		if pkg != "croupier/game" && (!strings.HasPrefix(pkg, "croupier/game/") || pkg == "croupier/game/gametest") {
			continue
		}
		engines++
		// Walk this module's packages the engine depends on.
		seen := map[string]bool{}
		stack := []string{pkg}
		for len(stack) > 0 {
			p := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if seen[p] {
				continue
			}
			seen[p] = true
			for _, imp := range pkgs[p] {
				if why, bad := isBanned(imp); bad {
					t.Errorf("%s reaches %s through %s: %s", pkg, imp, p, why)
				}
				if strings.HasPrefix(imp, "croupier/") {
					stack = append(stack, imp)
				}
			}
		}
	}
	if engines < 3 {
		t.Fatalf("found only %d engine packages; is the module layout what this test expects?", engines)
	}
}

// TestNoSeededSourceInProduction fails if the server, or any part of the
// command but the simulation (croupier simulate, issue 26: the engines on
// a seeded source, by design), can reach the deterministic sources of
// rng/seeded.
func TestNoSeededSourceInProduction(t *testing.T) {
	const simulation = "croupier/analysis/simulate"
	out, err := exec.Command("go", "list", "-f", `{{join .Imports " "}}`, "croupier/cmd/croupier").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	imports := strings.Fields(string(out))
	if !slices.Contains(imports, "croupier/internal/server") {
		t.Fatalf("croupier/cmd/croupier does not import croupier/internal/server: %v", imports)
	}
	for _, imp := range imports {
		if imp == simulation || !strings.HasPrefix(imp, "croupier/") {
			continue
		}
		out, err := exec.Command("go", "list", "-deps", imp).Output()
		if err != nil {
			t.Fatalf("go list -deps %s: %v", imp, err)
		}
		if slices.Contains(strings.Fields(string(out)), "croupier/rng/seeded") {
			t.Errorf("croupier/cmd/croupier reaches croupier/rng/seeded through %s: production must use rng.NewSecure", imp)
		}
		if slices.Contains(strings.Fields(string(out)), simulation) {
			t.Errorf("%s reaches %s: only the command's simulate may", imp, simulation)
		}
	}
}
