// Package metrics keeps the server's counters and latency histograms and
// writes them in the Prometheus text exposition format, with nothing but
// the standard library.
package metrics

import (
	"fmt"
	"io"
	"math"
	"sort"
	"strings"
	"sync"
	"time"

	"croupier/money"
)

// Latency buckets in seconds.
var buckets = []float64{0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5}

// A Registry holds every metric.
type Registry struct {
	mu       sync.Mutex
	counters map[string]map[string]float64 // name → labels → value
	hists    map[string]map[string]*hist
	help     map[string]string
}

type hist struct {
	counts []uint64
	sum    float64
	n      uint64
}

// New returns an empty registry with the server's metrics described.
func New() *Registry {
	r := &Registry{counters: map[string]map[string]float64{}, hists: map[string]map[string]*hist{}, help: map[string]string{}}
	r.help["croupier_rounds_total"] = "Rounds settled, by game."
	r.help["croupier_handle_cents_total"] = "Cents wagered in settled rounds, by game."
	r.help["croupier_payout_cents_total"] = "Cents paid back to players (stakes returned and winnings), by game."
	r.help["croupier_steps_total"] = "Table steps applied or refused, by game and outcome."
	r.help["croupier_step_seconds"] = "Time to apply a table step and commit its transaction, by game."
	r.help["croupier_http_requests_total"] = "HTTP requests, by route and status."
	r.help["croupier_http_request_seconds"] = "HTTP request latency, by route."
	r.help["croupier_errors_total"] = "Errors returned to clients, by code."
	return r
}

func labels(kv ...string) string {
	var b strings.Builder
	for i := 0; i+1 < len(kv); i += 2 {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "%s=%q", kv[i], kv[i+1])
	}
	return b.String()
}

// Add adds v to a counter.
func (r *Registry) Add(name string, v float64, kv ...string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	m := r.counters[name]
	if m == nil {
		m = map[string]float64{}
		r.counters[name] = m
	}
	m[labels(kv...)] += v
}

// Observe records a duration in a histogram.
func (r *Registry) Observe(name string, d time.Duration, kv ...string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	m := r.hists[name]
	if m == nil {
		m = map[string]*hist{}
		r.hists[name] = m
	}
	l := labels(kv...)
	h := m[l]
	if h == nil {
		h = &hist{counts: make([]uint64, len(buckets))}
		m[l] = h
	}
	s := d.Seconds()
	for i, b := range buckets {
		if s <= b {
			h.counts[i]++
		}
	}
	h.sum += s
	h.n++
}

// Step counts a table step (table.Metrics).
func (r *Registry) Step(game string, d time.Duration, err error) {
	outcome := "ok"
	if err != nil {
		outcome = "refused"
	}
	r.Add("croupier_steps_total", 1, "game", game, "outcome", outcome)
	if err == nil {
		r.Observe("croupier_step_seconds", d, "game", game)
	}
}

// Round counts a settled round (table.Metrics).
func (r *Registry) Round(game string, handle, payout money.Amount) {
	r.Add("croupier_rounds_total", 1, "game", game)
	r.Add("croupier_handle_cents_total", float64(handle), "game", game)
	r.Add("croupier_payout_cents_total", float64(payout), "game", game)
}

// Write writes every metric in the text exposition format.
func (r *Registry) Write(w io.Writer) {
	r.mu.Lock()
	defer r.mu.Unlock()
	names := make([]string, 0, len(r.help))
	for n := range r.help {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		if hs, ok := r.hists[n]; ok || strings.HasSuffix(n, "_seconds") {
			fmt.Fprintf(w, "# HELP %s %s\n# TYPE %s histogram\n", n, r.help[n], n)
			for _, l := range sortedKeys(hs) {
				h := hs[l]
				sep := ""
				if l != "" {
					sep = ","
				}
				for i, b := range buckets {
					fmt.Fprintf(w, "%s_bucket{%s%sle=\"%g\"} %d\n", n, l, sep, b, h.counts[i])
				}
				fmt.Fprintf(w, "%s_bucket{%s%sle=\"+Inf\"} %d\n", n, l, sep, h.n)
				fmt.Fprintf(w, "%s_sum{%s} %g\n%s_count{%s} %d\n", n, l, h.sum, n, l, h.n)
			}
			continue
		}
		fmt.Fprintf(w, "# HELP %s %s\n# TYPE %s counter\n", n, r.help[n], n)
		cs := r.counters[n]
		for _, l := range sortedKeys(cs) {
			v := cs[l]
			if v == math.Trunc(v) {
				fmt.Fprintf(w, "%s{%s} %.0f\n", n, l, v)
			} else {
				fmt.Fprintf(w, "%s{%s} %g\n", n, l, v)
			}
		}
	}
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
