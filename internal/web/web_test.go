package web_test

import (
	"io"
	"net/http"
	"net/http/httptest"
	"path"
	"regexp"
	"strings"
	"testing"

	"croupier/internal/web"
)

func get(t *testing.T, h http.Handler, p string) (*http.Response, string) {
	t.Helper()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", p, nil))
	res := rec.Result()
	b, _ := io.ReadAll(res.Body)
	return res, string(b)
}

// TestAssetsResolve follows every module import from the page's script:
// a missing or misnamed file would leave the browser with a blank page.
func TestAssetsResolve(t *testing.T) {
	h := web.Handler()
	res, page := get(t, h, "/")
	if res.StatusCode != 200 || !strings.Contains(page, `src="/js/app.js"`) {
		t.Fatalf("GET / = %d, want the page loading /js/app.js", res.StatusCode)
	}
	if csp := res.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "default-src 'self'") {
		t.Errorf("CSP = %q, want default-src 'self'", csp)
	}
	for _, href := range regexp.MustCompile(`(?:href|src)="(/[^"]+)"`).FindAllStringSubmatch(page, -1) {
		if strings.HasPrefix(href[1], "/api/") {
			continue // the server's, not an asset
		}
		if r, _ := get(t, h, href[1]); r.StatusCode != 200 {
			t.Errorf("index.html links %s: %d", href[1], r.StatusCode)
		}
	}
	imports := regexp.MustCompile(`(?m)^\s*(?:import|export)\s[^;]*?from\s+"(\.[^"]+)"`)
	seen := map[string]bool{}
	queue := []string{"/js/app.js"}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		if seen[p] {
			continue
		}
		seen[p] = true
		r, src := get(t, h, p)
		if r.StatusCode != 200 {
			t.Errorf("module %s: %d", p, r.StatusCode)
			continue
		}
		if ct := r.Header.Get("Content-Type"); !strings.Contains(ct, "javascript") {
			t.Errorf("module %s is served as %q; browsers refuse modules that are not JavaScript", p, ct)
		}
		for _, m := range imports.FindAllStringSubmatch(src, -1) {
			queue = append(queue, path.Join(path.Dir(p), m[1]))
		}
	}
	for _, want := range []string{"/js/layouts/war.js", "/js/layouts/sicbo.js", "/js/layouts/blackjack.js", "/js/layouts/generic.js", "/js/layouts/superpan9.js", "/js/pages/dealer.js"} {
		if !seen[want] {
			t.Errorf("%s is not reached from /js/app.js", want)
		}
	}
}
