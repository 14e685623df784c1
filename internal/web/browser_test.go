package web_test

import (
	"bufio"
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"croupier/game"
	"croupier/internal/auth"
	"croupier/internal/dbtest"
	"croupier/internal/server"
	"croupier/internal/store"
	"croupier/internal/web"
	"croupier/rng"
)

// TestBrowser runs the browser flows of e2e/flows.test.mjs — Playwright
// driving Debian's Chromium — against a casino server with a fresh SQLite
// database, the secure source and the embedded pages. Without node,
// Chromium or e2e/node_modules it skips, except under CI (which installs
// them: .ci/run), where it fails. Screenshots go to $CROUPIER_SHOTS, or to
// the test's temporary folder.
func TestBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("browser flows take a minute; not in -short")
	}
	chromium := os.Getenv("CHROMIUM")
	if chromium == "" {
		chromium = "/usr/bin/chromium"
	}
	node, err := exec.LookPath("node")
	missing := ""
	switch {
	case err != nil:
		missing = "node is not installed"
	case !exists(chromium):
		missing = chromium + " is not installed (apt-get install chromium)"
	case !exists(filepath.Join("e2e", "node_modules", "playwright-core")):
		missing = "e2e/node_modules is missing (npm ci --prefix internal/web/e2e)"
	}
	if missing != "" {
		if os.Getenv("CI") != "" {
			t.Fatalf("%s: CI must run the browser tests (.ci/run installs them)", missing)
		}
		t.Skip(missing)
	}

	st := dbtest.Open(t, dbtest.SQLite(t))
	const adminName, adminPass = "boss", "boss-password"
	err = st.Do(context.Background(), func(tx store.Tx) error {
		_, err := tx.CreateUser(adminName, auth.Hash(adminPass, auth.Fast), store.RoleAdmin)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	// The tournaments' clock runs ahead when a flow posts a duration to
	// /test/clock: a tournament is published a week before it plays (125).
	var ahead atomic.Int64
	srv := server.New(server.Config{
		Clock:    func() time.Time { return time.Now().Add(time.Duration(ahead.Load())) },
		Store:    st,
		Log:      slog.New(slog.NewTextHandler(io.Discard, nil)),
		Gen:      func() game.Generator { return rng.NewDealer(rng.NewSecure()) },
		Hash:     auth.Fast,
		LeaseTTL: 3 * time.Second,
		Web:      web.Handler(),
	})
	ctx, cancel := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	wg.Add(1)
	go func() { defer wg.Done(); srv.Run(ctx) }()
	mux := http.NewServeMux()
	mux.Handle("/", srv.Handler())
	mux.HandleFunc("POST /test/clock", func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		d, err := time.ParseDuration(strings.TrimSpace(string(b)))
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		ahead.Add(int64(d))
	})
	hs := httptest.NewServer(mux)
	t.Cleanup(func() { hs.Close(); cancel(); wg.Wait() })

	shots := os.Getenv("CROUPIER_SHOTS")
	if shots == "" {
		shots = filepath.Join(t.TempDir(), "screenshots")
	} else if abs, err := filepath.Abs(shots); err == nil {
		shots = abs
	}
	tctx, stop := context.WithTimeout(context.Background(), 5*time.Minute)
	defer stop()
	cmd := exec.CommandContext(tctx, node, "--test", "--test-reporter=spec", "flows.test.mjs")
	cmd.Dir = "e2e"
	cmd.Env = append(os.Environ(),
		"CROUPIER_URL="+hs.URL, "CROUPIER_ADMIN="+adminName, "CROUPIER_ADMIN_PASSWORD="+adminPass,
		"CROUPIER_SHOTS="+shots, "CHROMIUM="+chromium)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = cmd.Stdout
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(out)
	for sc.Scan() {
		if line := strings.TrimRight(sc.Text(), " "); line != "" {
			t.Log(line)
		}
	}
	if err := cmd.Wait(); err != nil {
		t.Fatalf("browser flows failed (%v); screenshots in %s", err, shots)
	}
	t.Logf("screenshots in %s", shots)
}

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}
