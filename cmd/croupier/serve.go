package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"path/filepath"
	"strings"
	"time"

	"croupier/game"
	"croupier/internal/keno"
	"croupier/internal/postgres"
	"croupier/internal/server"
	"croupier/internal/sqlite"
	"croupier/internal/store"
	"croupier/internal/web"
	"croupier/money"
	"croupier/rng"
)

// dbFlags are the flags of every command that opens the database.
type dbFlags struct {
	data, db string
}

func (d *dbFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&d.data, "data", "./croupier-data", "folder holding the embedded SQLite database")
	fs.StringVar(&d.db, "db", "", "database URL overriding --data (postgres://user:pass@host/db)")
}

// url is the database to open.
func (d *dbFlags) url() string {
	if d.db != "" {
		return d.db
	}
	return filepath.Join(d.data, "croupier.db")
}

// adapter names the storage adapter the flags' database takes: postgres
// for a postgres:// or postgresql:// URL, sqlite for anything else (a
// file's path, or "sqlite:" and a path).
func (d *dbFlags) adapter() string {
	if u := d.url(); strings.HasPrefix(u, "postgres://") || strings.HasPrefix(u, "postgresql://") {
		return "postgres"
	}
	return "sqlite"
}

// open opens the flags' database with its adapter: the only place that
// picks one.
func (d *dbFlags) open(ctx context.Context) (store.Store, error) {
	if d.adapter() == "postgres" {
		st, err := postgres.Open(ctx, d.url())
		if err != nil {
			return nil, err
		}
		return st, nil
	}
	st, err := sqlite.Open(ctx, d.url())
	if err != nil {
		return nil, err
	}
	return st, nil
}

// runServe is `croupier serve`: the casino server.
func runServe(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	addr := fs.String("addr", "localhost:8080", "address to listen on")
	verbose := fs.Bool("v", false, "log every request")
	lease := fs.Duration("lease", 10*time.Second, "how long a table lease lasts unrenewed: after a crash, how soon another server (or this one restarted) resumes its tables")
	cageMax := fs.String("cage-max", server.DefaultCageMax.String(), "the cage's maximum per transaction in dollars: the most one cash-in or cash-out may move")
	contribution := fs.Int64("jackpot-contribution", int64(server.DefaultJackpotContribution), "cents of each $1 progressive wager (21.2, 67.21) put into the game's shared jackpot pool, 1 to 100")
	kenoPlace := fs.String("keno-place", keno.DefaultPlace, "where keno's rules may be read and its prizes claimed, printed on every slip and ticket (76, 77, 86)")
	var d dbFlags
	d.register(fs)
	if err := fs.Parse(args); err != nil {
		return exitError(2)
	}
	maxCage, err := money.Parse(*cageMax)
	if err != nil || maxCage <= 0 || maxCage > store.MaxBalance {
		fmt.Fprintf(stderr, "croupier serve: --cage-max %q is not an amount of dollars from 0.01 to %s\n", *cageMax, store.MaxBalance)
		return exitError(2)
	}
	if *contribution < 1 || *contribution > 100 {
		fmt.Fprintf(stderr, "croupier serve: --jackpot-contribution %d is not 1 to 100 cents of each $1 progressive wager\n", *contribution)
		return exitError(2)
	}
	level := slog.LevelInfo
	if *verbose {
		level = slog.LevelDebug
	}
	log := slog.New(slog.NewJSONHandler(stderr, &slog.HandlerOptions{Level: level}))
	st, err := d.open(ctx)
	if err != nil {
		return err
	}
	defer st.Close()
	warnNameClashes(ctx, st, log)
	srv := server.New(server.Config{
		Store:    st,
		Log:      log,
		Gen:      func() game.Generator { return rng.NewDealer(rng.NewSecure()) },
		Web:      web.Handler(),
		LeaseTTL: *lease,
		CageMax:  maxCage,

		JackpotContribution: money.Amount(*contribution),
		KenoPlace:           *kenoPlace,
	})
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return err
	}
	hs := &http.Server{Handler: srv.Handler(), ReadHeaderTimeout: 10 * time.Second, ReadTimeout: 30 * time.Second, IdleTimeout: 120 * time.Second}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	done := make(chan struct{})
	go func() {
		srv.Run(ctx)
		close(done)
	}()
	fmt.Fprintf(stdout, "croupier %s serving http://%s (database: %s %s)\n", version, ln.Addr(), d.adapter(), redactURL(d.url()))
	log.Info("serving", "addr", ln.Addr().String(), "db", d.adapter(), "owner", srv.Owner())
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	select {
	case err = <-errc:
	case <-ctx.Done():
		sctx, scancel := context.WithTimeout(context.Background(), 10*time.Second)
		err = hs.Shutdown(sctx)
		scancel()
	}
	cancel()
	<-done
	if errors.Is(err, http.ErrServerClosed) {
		err = nil
	}
	return err
}

// warnNameClashes logs the accounts made before names were unique whatever
// their case whose names differ only by case: the migration kept them, and
// each is found by its exact spelling only until the operator renames one.
func warnNameClashes(ctx context.Context, st store.Store, log *slog.Logger) {
	var clashes []store.User
	err := st.ReadOnly(ctx, func(tx store.Tx) (err error) { clashes, err = tx.NameClashes(); return err })
	if err != nil || len(clashes) == 0 {
		return
	}
	names := make([]string, len(clashes))
	for i, u := range clashes {
		names[i] = fmt.Sprintf("%s (id %d, %s)", u.Name, u.ID, u.Role)
	}
	log.Warn("accounts whose names differ only by case, made before names were unique whatever their case: each is found by its exact spelling only", "accounts", names)
}

func redactURL(u string) string {
	if at := lastIndex(u, '@'); at > 0 {
		return "postgres://…" + u[at:]
	}
	return u
}

func lastIndex(s string, c byte) int {
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] == c {
			return i
		}
	}
	return -1
}
