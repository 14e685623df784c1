// Package server is Croupier's casino server: the HTTP JSON API (documented
// in openapi.json), a WebSocket per table, Prometheus metrics, and the loop
// that keeps this server's tables running under their database leases.
package server

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"log/slog"
	"net/http"
	"os"
	"sync"
	"time"

	"croupier/game"
	"croupier/internal/auth"
	"croupier/internal/keno"
	"croupier/internal/metrics"
	"croupier/internal/store"
	"croupier/internal/table"
	"croupier/money"
)

// Config is a server's wiring.
type Config struct {
	Store      store.Store
	Log        *slog.Logger
	Gen        func() game.Generator // an electronic table's secure source
	Hash       auth.Params           // password hashing cost
	SessionTTL time.Duration         // how long a login lasts
	LeaseTTL   time.Duration         // how long a table lease lasts unrenewed
	Rate       float64               // requests per second per session
	Burst      int
	Owner      string        // this server's name in table leases; random if empty
	Wait       time.Duration // how long a step waits for a live dealer's outcome before answering 202 waiting (10 s)
	Web        http.Handler
	// CageMax is the most one cash-in or cash-out may move: the cage's
	// maximum per transaction, an operator's setting (serve --cage-max).
	// DefaultCageMax if zero; at most store.MaxBalance.
	CageMax money.Amount
	// JackpotContribution is the cents of each $1 progressive wager (21.2,
	// 67.21) that go into the game's shared jackpot pool (serve
	// --jackpot-contribution); DefaultJackpotContribution if zero, at most
	// 100.
	JackpotContribution money.Amount
	// KenoPlace is where keno's rules may be read and its prizes claimed,
	// printed on every slip and ticket (76, 77, 86); keno.DefaultPlace if
	// empty.
	KenoPlace string
	// Clock is the time tournaments' dates are read against (125); the
	// system clock if nil.
	Clock func() time.Time
}

// DefaultJackpotContribution is the share of each $1 progressive wager
// put into the jackpot pool unless the operator sets another: 25 cents.
const DefaultJackpotContribution money.Amount = 25

// DefaultCageMax is the cage's maximum per transaction unless the operator
// sets another: one million dollars.
const DefaultCageMax money.Amount = 100_000_000

// A Server is one casino server process.
type Server struct {
	cfg      Config
	metrics  *metrics.Registry
	limiter  *limiter
	sessions sessionCache
	mux      *http.ServeMux
	docs     []doc

	mu     sync.Mutex
	tables map[int64]*table.Table
	wake   chan struct{}
	board  *table.Board // the progressive jackpots' display
	keno   *keno.Central
	kenos  map[int64]*kenoRunner // the keno games whose clock this server runs
	felts  sync.Map              // table id → a keno game's rules as the page shows them (kenoFelt)
}

// New returns a server; Run keeps its tables going.
func New(cfg Config) *Server {
	if cfg.Log == nil {
		cfg.Log = slog.New(slog.NewJSONHandler(os.Stderr, nil))
	}
	if cfg.SessionTTL == 0 {
		cfg.SessionTTL = 12 * time.Hour
	}
	if cfg.LeaseTTL == 0 {
		cfg.LeaseTTL = 10 * time.Second
	}
	if cfg.Wait == 0 {
		cfg.Wait = 10 * time.Second
	}
	if cfg.Rate == 0 {
		cfg.Rate, cfg.Burst = 20, 40
	}
	if cfg.CageMax <= 0 {
		cfg.CageMax = DefaultCageMax
	}
	cfg.CageMax = min(cfg.CageMax, store.MaxBalance)
	if cfg.JackpotContribution <= 0 {
		cfg.JackpotContribution = DefaultJackpotContribution
	}
	cfg.JackpotContribution = min(cfg.JackpotContribution, 100)
	if cfg.Hash == (auth.Params{}) {
		cfg.Hash = auth.Default
	}
	if cfg.Owner == "" {
		host, _ := os.Hostname()
		b := make([]byte, 4)
		rand.Read(b)
		cfg.Owner = fmt.Sprintf("%s/%d/%s", host, os.Getpid(), hex.EncodeToString(b))
	}
	s := &Server{cfg: cfg, metrics: metrics.New(), limiter: newLimiter(cfg.Rate, cfg.Burst),
		tables: map[int64]*table.Table{}, wake: make(chan struct{}, 1), board: table.NewBoard(cfg.JackpotContribution)}
	if cfg.KenoPlace == "" {
		cfg.KenoPlace = keno.DefaultPlace
	}
	s.cfg = cfg
	s.keno = &keno.Central{Store: cfg.Store, Gen: cfg.Gen, Place: cfg.KenoPlace}
	s.kenos = map[int64]*kenoRunner{}
	s.routes()
	return s
}

// Handler returns the server's HTTP handler.
func (s *Server) Handler() http.Handler { return s.mux }

// Owner returns this server's lease name.
func (s *Server) Owner() string { return s.cfg.Owner }

// Run keeps this server's tables running until ctx ends: it takes the
// leases of open tables nobody holds (or whose holder stopped renewing),
// resumes each from its log, renews its leases, and lets go of tables whose
// lease it lost. On return every table is stopped and its lease released.
func (s *Server) Run(ctx context.Context) {
	tick := time.NewTicker(s.cfg.LeaseTTL / 3)
	defer tick.Stop()
	for {
		s.reconcile(ctx)
		select {
		case <-ctx.Done():
			s.stopAll()
			return
		case <-tick.C:
		case <-s.wake:
		}
	}
}

// Wake asks Run to look for tables now (a table was just opened).
func (s *Server) Wake() {
	select {
	case s.wake <- struct{}{}:
	default:
	}
}

func (s *Server) reconcile(ctx context.Context) {
	var rows []store.Table
	if err := s.cfg.Store.ReadOnly(ctx, func(tx store.Tx) (err error) { rows, err = tx.Tables(); return err }); err != nil {
		s.cfg.Log.Warn("lease loop: list tables", "err", err)
		return
	}
	now := time.Now()
	for _, row := range rows {
		if row.Status != "open" {
			s.drop(row.ID)
			s.dropKeno(row.ID)
			continue
		}
		var held bool
		err := s.cfg.Store.Do(ctx, func(tx store.Tx) (err error) {
			held, err = tx.Lease(row.ID, s.cfg.Owner, now.Add(s.cfg.LeaseTTL).UnixMilli(), now.UnixMilli())
			return err
		})
		if err != nil {
			s.cfg.Log.Warn("lease loop: lease", "table", row.ID, "err", err)
			continue
		}
		if row.Game == keno.GameID {
			s.mu.Lock()
			k := s.kenos[row.ID]
			s.mu.Unlock()
			switch {
			case !held && k != nil:
				s.cfg.Log.Info("keno lease lost", "table", row.ID)
				s.dropKeno(row.ID)
			case held && k == nil:
				s.runKeno(ctx, row)
			}
			continue
		}
		s.mu.Lock()
		t := s.tables[row.ID]
		s.mu.Unlock()
		if t != nil {
			select {
			case <-t.Done(): // stopped itself (the database went away): reopen below
				s.drop(row.ID)
				t = nil
			default:
			}
		}
		switch {
		case !held && t != nil:
			s.cfg.Log.Info("table lease lost", "table", row.ID)
			s.drop(row.ID)
		case held && t == nil:
			t, err := table.Open(ctx, table.Config{Store: s.cfg.Store, Owner: s.cfg.Owner, Gen: s.cfg.Gen, Metrics: s.metrics, Board: s.board}, row)
			if err != nil {
				s.cfg.Log.Error("table does not open", "table", row.ID, "err", err)
				continue
			}
			s.mu.Lock()
			s.tables[row.ID] = t
			s.mu.Unlock()
			s.cfg.Log.Info("table running", "table", row.ID, "game", row.Game, "mode", row.Mode, "segment", row.Segment)
		}
	}
}

func (s *Server) drop(id int64) {
	s.mu.Lock()
	t := s.tables[id]
	delete(s.tables, id)
	s.mu.Unlock()
	if t != nil {
		t.Close()
	}
}

func (s *Server) stopAll() {
	s.mu.Lock()
	ids := make([]int64, 0, len(s.tables))
	for id := range s.tables {
		ids = append(ids, id)
	}
	for id := range s.kenos {
		ids = append(ids, id)
	}
	s.mu.Unlock()
	for _, id := range ids {
		s.drop(id)
		s.dropKeno(id)
		s.cfg.Store.Do(context.Background(), func(tx store.Tx) error { return tx.ReleaseLease(id, s.cfg.Owner) })
	}
}

// table returns a running table.
func (s *Server) table(id int64) (*table.Table, error) {
	s.mu.Lock()
	t := s.tables[id]
	s.mu.Unlock()
	if t != nil {
		return t, nil
	}
	var row store.Table
	err := s.cfg.Store.ReadOnly(context.Background(), func(tx store.Tx) (err error) { row, err = tx.Table(id); return err })
	if err != nil {
		return nil, err
	}
	if row.Status != "open" {
		return nil, errorf(CodeNotFound, "table %d is closed", id)
	}
	if row.Game == keno.GameID {
		return nil, errorf(CodeNotFound, "table %d is a keno game: it has no seats; its tickets and draws are at /api/keno/%d", id, id)
	}
	if row.LeaseOwner != "" && row.LeaseOwner != s.cfg.Owner && row.LeaseUntil > time.Now().UnixMilli() {
		return nil, errorf(CodeUnavailable, "table %d is run by server %s: send its requests there", id, row.LeaseOwner)
	}
	return nil, errorf(CodeUnavailable, "table %d is starting; try again in a few seconds", id)
}

// limiter is a token bucket per session (or per client address before
// login).
type limiter struct {
	mu    sync.Mutex
	rate  float64
	burst float64
	by    map[string]*bucket
}

type bucket struct {
	tokens float64
	at     time.Time
}

func newLimiter(rate float64, burst int) *limiter {
	return &limiter{rate: rate, burst: float64(burst), by: map[string]*bucket{}}
}

func (l *limiter) allow(key string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := time.Now()
	b := l.by[key]
	if b == nil {
		if len(l.by) > 100_000 { // forget idle clients rather than grow without bound
			l.by = map[string]*bucket{}
		}
		b = &bucket{tokens: l.burst, at: now}
		l.by[key] = b
	}
	b.tokens = min(l.burst, b.tokens+now.Sub(b.at).Seconds()*l.rate)
	b.at = now
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}
