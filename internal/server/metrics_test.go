package server_test

import (
	"strings"
	"testing"

	"croupier/internal/dbtest"
)

// /metrics counts each request under its route and status, each error
// under its code, and carries the Go runtime's metrics.
func TestMetrics(t *testing.T) {
	c := newCasino(t, dbtest.SQLite(t), 1000)
	c.do("", "GET", "/api/openapi.json", "")
	c.do("", "GET", "/api/me", "") // no session: 401 unauthorized
	c.do("", "GET", "/api/me", "")
	r := c.do("", "GET", "/metrics", "")
	if r.status != 200 {
		t.Fatalf("GET /metrics: %d %s", r.status, r.raw)
	}
	out := string(r.raw)
	for _, want := range []string{
		"croupier_http_requests_total{route=\"GET /api/openapi.json\",status=\"200\"} 1\n",
		"croupier_http_requests_total{route=\"GET /api/me\",status=\"401\"} 2\n",
		"croupier_http_request_seconds_count{route=\"GET /api/me\"} 2\n",
		"croupier_errors_total{code=\"unauthorized\"} 2\n",
		"# TYPE go_goroutines gauge\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in\n%s", want, out)
		}
	}
}
