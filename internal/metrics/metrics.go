// Package metrics keeps the server's counters and latency histograms in a
// Prometheus registry of its own, beside the Go runtime's and the
// process's, and serves them at /metrics through client_golang.
package metrics

import (
	"net/http"
	"strconv"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"croupier/money"
)

// Latency buckets in seconds.
var buckets = []float64{0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5}

// A Registry holds every metric of one server. Its names are what the
// dashboards read: change none of them.
type Registry struct {
	reg            *prometheus.Registry
	rounds         *prometheus.CounterVec
	handle         *prometheus.CounterVec
	payout         *prometheus.CounterVec
	steps          *prometheus.CounterVec
	stepSeconds    *prometheus.HistogramVec
	requests       *prometheus.CounterVec
	requestSeconds *prometheus.HistogramVec
	errors         *prometheus.CounterVec
}

// New returns a registry with the server's metrics, the Go runtime's
// (go_*) and the process's (process_*). It is not Prometheus's default
// registry, so two servers in one process (as in tests) count apart.
func New() *Registry {
	counter := func(name, help string, labels ...string) *prometheus.CounterVec {
		return prometheus.NewCounterVec(prometheus.CounterOpts{Name: name, Help: help}, labels)
	}
	histogram := func(name, help string, labels ...string) *prometheus.HistogramVec {
		return prometheus.NewHistogramVec(prometheus.HistogramOpts{Name: name, Help: help, Buckets: buckets}, labels)
	}
	r := &Registry{
		reg:            prometheus.NewRegistry(),
		rounds:         counter("croupier_rounds_total", "Rounds settled, by game.", "game"),
		handle:         counter("croupier_handle_cents_total", "Cents wagered in settled rounds, by game.", "game"),
		payout:         counter("croupier_payout_cents_total", "Cents paid back to players (stakes returned and winnings), by game.", "game"),
		steps:          counter("croupier_steps_total", "Table steps applied or refused, by game and outcome.", "game", "outcome"),
		stepSeconds:    histogram("croupier_step_seconds", "Time to apply a table step and commit its transaction, by game.", "game"),
		requests:       counter("croupier_http_requests_total", "HTTP requests, by route and status.", "route", "status"),
		requestSeconds: histogram("croupier_http_request_seconds", "HTTP request latency, by route.", "route"),
		errors:         counter("croupier_errors_total", "Errors returned to clients, by code.", "code"),
	}
	// The Go runtime and process collectors from the prometheus package
	// itself: its collectors package also holds a database statistics
	// collector, and importing it would put database/sql under the
	// server, which holds storage only behind its interfaces
	// (internal/store's TestDeps).
	r.reg.MustRegister(
		prometheus.NewGoCollector(),                                       //lint:ignore SA1019 the collectors package imports database/sql (above)
		prometheus.NewProcessCollector(prometheus.ProcessCollectorOpts{}), //lint:ignore SA1019 as above
		r.rounds, r.handle, r.payout, r.steps, r.stepSeconds,
		r.requests, r.requestSeconds, r.errors,
	)
	return r
}

// Handler serves every metric in the exposition format the scraper asks
// for (the text format unless it asks for another).
func (r *Registry) Handler() http.Handler {
	return promhttp.HandlerFor(r.reg, promhttp.HandlerOpts{})
}

// Request counts an HTTP request to route that answered status after d.
func (r *Registry) Request(route string, status int, d time.Duration) {
	r.requests.WithLabelValues(route, strconv.Itoa(status)).Inc()
	r.requestSeconds.WithLabelValues(route).Observe(d.Seconds())
}

// Error counts an error returned to a client, by its code.
func (r *Registry) Error(code string) {
	r.errors.WithLabelValues(code).Inc()
}

// Step counts a table step (table.Metrics).
func (r *Registry) Step(game string, d time.Duration, err error) {
	outcome := "ok"
	if err != nil {
		outcome = "refused"
	}
	r.steps.WithLabelValues(game, outcome).Inc()
	if err == nil {
		r.stepSeconds.WithLabelValues(game).Observe(d.Seconds())
	}
}

// Round counts a settled round (table.Metrics).
func (r *Registry) Round(game string, handle, payout money.Amount) {
	r.rounds.WithLabelValues(game).Inc()
	// Counter.Add panics below zero. No settlement has a negative stake or
	// payout, and a metric must never stop a table that has committed.
	r.handle.WithLabelValues(game).Add(float64(max(handle, 0)))
	r.payout.WithLabelValues(game).Add(float64(max(payout, 0)))
}
