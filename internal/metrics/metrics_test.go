package metrics

import (
	"net/http/httptest"
	"runtime"
	"strings"
	"testing"
	"time"
)

// scrape returns what a scraper that names no format reads at /metrics.
func scrape(t *testing.T, r *Registry) string {
	t.Helper()
	w := httptest.NewRecorder()
	r.Handler().ServeHTTP(w, httptest.NewRequest("GET", "/metrics", nil))
	if w.Code != 200 {
		t.Fatalf("GET /metrics: %d %s", w.Code, w.Body)
	}
	if ct := w.Header().Get("Content-Type"); !strings.HasPrefix(ct, "text/plain; version=0.0.4") {
		t.Errorf("Content-Type %q, want the text format 0.0.4", ct)
	}
	return w.Body.String()
}

func TestExposition(t *testing.T) {
	r := New()
	r.Round("war", 1500, 2000)
	r.Round("war", 100, 0)
	r.Step("war", 3*time.Millisecond, nil)
	r.Step("war", time.Millisecond, errTest{})
	out := scrape(t, r)
	for _, want := range []string{
		"# TYPE croupier_rounds_total counter\ncroupier_rounds_total{game=\"war\"} 2\n",
		"croupier_handle_cents_total{game=\"war\"} 1600\n",
		"croupier_payout_cents_total{game=\"war\"} 2000\n",
		"croupier_steps_total{game=\"war\",outcome=\"ok\"} 1\n",
		"croupier_steps_total{game=\"war\",outcome=\"refused\"} 1\n",
		"# TYPE croupier_step_seconds histogram\n",
		"croupier_step_seconds_bucket{game=\"war\",le=\"0.0025\"} 0\n",
		"croupier_step_seconds_bucket{game=\"war\",le=\"0.005\"} 1\n",
		"croupier_step_seconds_bucket{game=\"war\",le=\"+Inf\"} 1\n",
		"croupier_step_seconds_sum{game=\"war\"} 0.003\n",
		"croupier_step_seconds_count{game=\"war\"} 1\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in\n%s", want, out)
		}
	}
}

// A request counts once under its route and status, its latency in the
// route's histogram, and an error under its code.
func TestRequest(t *testing.T) {
	r := New()
	r.Request("GET /api/me", 200, 20*time.Millisecond)
	r.Request("GET /api/me", 200, 2*time.Millisecond)
	r.Request("GET /api/me", 401, time.Millisecond)
	r.Error("unauthorized")
	out := scrape(t, r)
	for _, want := range []string{
		"# TYPE croupier_http_requests_total counter\n",
		"croupier_http_requests_total{route=\"GET /api/me\",status=\"200\"} 2\n",
		"croupier_http_requests_total{route=\"GET /api/me\",status=\"401\"} 1\n",
		"# TYPE croupier_http_request_seconds histogram\n",
		"croupier_http_request_seconds_bucket{route=\"GET /api/me\",le=\"0.001\"} 1\n",
		"croupier_http_request_seconds_bucket{route=\"GET /api/me\",le=\"0.0025\"} 2\n",
		"croupier_http_request_seconds_bucket{route=\"GET /api/me\",le=\"0.025\"} 3\n",
		"croupier_http_request_seconds_count{route=\"GET /api/me\"} 3\n",
		"croupier_errors_total{code=\"unauthorized\"} 1\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in\n%s", want, out)
		}
	}
}

// The Go runtime's and the process's metrics come with the registry.
func TestRuntime(t *testing.T) {
	out := scrape(t, New())
	want := []string{"# TYPE go_goroutines gauge\ngo_goroutines ", "go_memstats_heap_alloc_bytes ", "go_gc_duration_seconds"}
	if runtime.GOOS == "linux" { // where the process collector reads /proc
		want = append(want, "process_cpu_seconds_total ", "process_resident_memory_bytes ", "process_open_fds ", "process_start_time_seconds ")
	}
	for _, w := range want {
		if !strings.Contains(out, w) {
			t.Errorf("missing %q in\n%s", w, out)
		}
	}
}

// Two registries count apart: neither is Prometheus's global one.
func TestPrivate(t *testing.T) {
	a, b := New(), New()
	a.Round("war", 100, 0)
	if out := scrape(t, b); strings.Contains(out, "croupier_rounds_total{") {
		t.Errorf("a round counted in one registry shows in another:\n%s", out)
	}
}

type errTest struct{}

func (errTest) Error() string { return "refused" }
