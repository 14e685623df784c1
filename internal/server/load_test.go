//go:build load

package server_test

// The load benchmark (issue: "Measure"): N simulated players wager at
// electronic Sic Bo tables over loopback for a bounded time, beside the raw
// single-row commit rate of the same database. Run by hand:
//
//	go test -tags load -run TestLoad -v -count=1 ./internal/server/ \
//	    -load.players 200 -load.seconds 20
//
// with CROUPIER_TEST_POSTGRES set to also measure PostgreSQL.

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"slices"
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
	"croupier/rng"
)

var (
	loadPlayers = flag.Int("load.players", 200, "simulated players")
	loadSeconds = flag.Int("load.seconds", 20, "how long the players wager")
	loadSeats   = flag.Int("load.seats", 20, "players per table")
	loadThink   = flag.Duration("load.think", 100*time.Millisecond, "each player's pause between requests (0: as fast as the server answers)")
	loadSlip    = flag.Int("load.slip", 1, "wagers on distinct spots in each request (a bet slip)")
	loadWarmup  = flag.Duration("load.warmup", 2*time.Second, "how long the players play before anything is counted (connections open, statements are prepared)")
)

// spots are Sic Bo's 50 wagers (95.22): a player goes round them, so that
// every wager he places in a round is a wager of its own at settlement.
var spots = func() []string {
	out := []string{"small", "big", "any-triple"}
	for n := 1; n <= 6; n++ {
		out = append(out, fmt.Sprint("single-", n), fmt.Sprint("double-", n), fmt.Sprint("triple-", n))
		for m := n + 1; m <= 6; m++ {
			out = append(out, fmt.Sprintf("duo-%d-%d", n, m))
		}
	}
	for n := 4; n <= 17; n++ {
		out = append(out, fmt.Sprint("total-", n))
	}
	return out
}()

func TestLoad(t *testing.T) {
	for _, db := range dbtest.All(t) {
		t.Run(db.Adapter, func(t *testing.T) {
			st := dbtest.Open(t, db)
			raw := commitRate(t, db, st, 3*time.Second)
			srv := server.New(server.Config{Store: st, Log: slog.New(slog.NewTextHandler(io.Discard, nil)),
				Gen: func() game.Generator { return rng.NewDealer(rng.NewSecure()) }, Hash: auth.Fast, Rate: 1e6, Burst: 1e6})
			ctx, cancel := context.WithCancel(context.Background())
			done := make(chan struct{})
			go func() { srv.Run(ctx); close(done) }()
			defer func() { cancel(); <-done }()
			hs := httptest.NewServer(srv.Handler())
			defer hs.Close()
			tr := &http.Transport{MaxIdleConnsPerHost: *loadPlayers + 10}
			hc := &http.Client{Transport: tr, Timeout: 10 * time.Second}
			call := func(tok, method, path, body string) (int, map[string]any) {
				req, _ := http.NewRequest(method, hs.URL+path, strings.NewReader(body))
				if tok != "" {
					req.Header.Set("Authorization", "Bearer "+tok)
				}
				resp, err := hc.Do(req)
				if err != nil {
					return 0, nil
				}
				defer resp.Body.Close()
				var m map[string]any
				if method == "POST" && strings.HasSuffix(path, "/steps") {
					io.Copy(io.Discard, resp.Body) // a player reads the answer; the generator need not parse it
				} else {
					json.NewDecoder(resp.Body).Decode(&m)
				}
				return resp.StatusCode, m
			}
			st.Do(ctx, func(tx store.Tx) error {
				_, err := tx.CreateUser("root", auth.Hash("rootpassword", auth.Fast), store.RoleAdmin)
				if err != nil {
					return err
				}
				_, err = tx.CreateUser("cara", auth.Hash("cashier-pw", auth.Fast), store.RoleCashier)
				return err
			})
			_, m := call("", "POST", "/api/login", `{"name": "root", "password": "rootpassword"}`)
			root := m["token"].(string)
			_, m = call("", "POST", "/api/login", `{"name": "cara", "password": "cashier-pw"}`)
			cara := m["token"].(string)
			tables := (*loadPlayers + *loadSeats - 1) / *loadSeats
			var ids []int
			for i := range tables {
				code, m := call(root, "POST", "/api/tables", fmt.Sprintf(`{"name": "S%d", "game": "sic-bo", "mode": "electronic", "options": {"seats": %d}, "timing": {"bets": 1000, "decision": 0, "result": 0}}`, i, *loadSeats))
				if code != 201 {
					t.Fatalf("create table: %d %v", code, m)
				}
				ids = append(ids, int(m["table"].(map[string]any)["id"].(float64)))
			}
			tokens := make([]string, *loadPlayers)
			for i := range tokens {
				name := fmt.Sprintf("p%d", i)
				call("", "POST", "/api/register", fmt.Sprintf(`{"name": %q, "password": "password"}`, name))
				call(cara, "POST", "/api/cage/cash-in", fmt.Sprintf(`{"user": %q, "amount": 100000000}`, name))
				_, m := call("", "POST", "/api/login", fmt.Sprintf(`{"name": %q, "password": "password"}`, name))
				tokens[i] = m["token"].(string)
			}
			time.Sleep(500 * time.Millisecond) // the lease loop starts the tables
			for i, tok := range tokens {
				if code, m := call(tok, "POST", fmt.Sprintf("/api/tables/%d/seats", ids[i / *loadSeats]), fmt.Sprintf(`{"seat": %d}`, i%*loadSeats+1)); code != 200 {
					t.Fatalf("sit: %d %v", code, m)
				}
			}
			var accepted, refused atomic.Int64
			lat := make([][]time.Duration, len(tokens))
			var wg sync.WaitGroup
			start := time.Now().Add(*loadWarmup) // counted from here
			deadline := start.Add(time.Duration(*loadSeconds) * time.Second)
			if len(spots) != 50 {
				t.Fatalf("%d Sic Bo spots, want 50", len(spots))
			}
			for i, tok := range tokens {
				wg.Add(1)
				go func() {
					defer wg.Done()
					path := fmt.Sprintf("/api/tables/%d/steps", ids[i / *loadSeats])
					seat := i%*loadSeats + 1
					for k := 0; time.Now().Before(deadline); k += *loadSlip {
						var slip []string
						for j := range *loadSlip {
							slip = append(slip, fmt.Sprintf("%q: 100", spots[(i+k+j)%len(spots)]))
						}
						t0 := time.Now()
						code, _ := call(tok, "POST", path, fmt.Sprintf(`{"seat": %d, "wager": {%s}}`, seat, strings.Join(slip, ", ")))
						d := time.Since(t0)
						if t0.Before(start) {
							time.Sleep(*loadThink)
							continue
						}
						if code == 200 {
							accepted.Add(1)
							lat[i] = append(lat[i], d)
							time.Sleep(*loadThink)
						} else {
							refused.Add(1)
							time.Sleep(20 * time.Millisecond) // bets closed: wait for the next round
						}
					}
				}()
			}
			wg.Wait()
			elapsed := deadline.Sub(start)
			time.Sleep(1500 * time.Millisecond) // the last rounds settle
			var all []time.Duration
			for _, l := range lat {
				all = append(all, l...)
			}
			slices.Sort(all)
			pct := func(p float64) time.Duration {
				if len(all) == 0 {
					return 0
				}
				return all[int(p*float64(len(all)-1))]
			}
			var settled, rounds int64
			st.ReadOnly(context.Background(), func(tx store.Tx) error {
				return txQuery(tx, start, deadline, &settled, &rounds)
			})
			rate := float64(accepted.Load()) / elapsed.Seconds()
			settledRate := float64(settled) / elapsed.Seconds()
			t.Logf("%s: %d players at %d tables for %s after %s of warm-up, %d wager(s) a request, %s between a player's requests",
				db.Adapter, len(tokens), tables, elapsed.Round(time.Millisecond), *loadWarmup, *loadSlip, *loadThink)
			t.Logf("  raw single-row commits: %.0f/s", raw)
			t.Logf("  requests accepted (each committed with its holds before the answer): %.0f/s, %.0f wagers/s; %d refused (bets closed)", rate, rate*float64(*loadSlip), refused.Load())
			t.Logf("  request latency p50 %s p99 %s max %s", pct(0.5), pct(0.99), pct(1))
			t.Logf("  rounds settled %d, wagers settled %d: %.0f settled wagers/s = %.2f of the raw commit rate", rounds, settled, settledRate, settledRate/raw)
			if resp, err := hc.Get(hs.URL + "/metrics"); err == nil {
				b, _ := io.ReadAll(resp.Body)
				resp.Body.Close()
				for _, line := range strings.Split(string(b), "\n") {
					if strings.HasPrefix(line, "croupier_step_seconds_bucket") {
						t.Logf("  %s", line)
					}
				}
			}
			if problems := ledgerProblems(st); len(problems) > 0 {
				t.Fatalf("ledger after the load: %v", problems)
			}
		})
	}
}

// commitRate is the raw rate of single-row INSERT transactions, one at a
// time, on the same database.
func commitRate(t *testing.T, adb dbtest.DB, st store.Store, d time.Duration) float64 {
	db := dbtest.Raw(st)
	ph := "?"
	if adb.Adapter == "postgres" {
		ph = "$1"
	}
	if _, err := db.Exec(`CREATE TABLE bench_commit (id INTEGER PRIMARY KEY, v INTEGER NOT NULL)`); err != nil {
		t.Fatal(err)
	}
	n := 0
	var lat []time.Duration
	start := time.Now()
	for time.Since(start) < d {
		t0 := time.Now()
		tx, err := db.Begin()
		if err != nil {
			t.Fatal(err)
		}
		if _, err := tx.Exec(`INSERT INTO bench_commit (id, v) VALUES (`+ph+`, 1)`, n); err != nil {
			t.Fatal(err)
		}
		if err := tx.Commit(); err != nil {
			t.Fatal(err)
		}
		lat = append(lat, time.Since(t0))
		n++
	}
	rate := float64(n) / time.Since(start).Seconds()
	slices.Sort(lat)
	t.Logf("  raw single-row commit latency p50 %s p99 %s max %s", lat[len(lat)/2], lat[len(lat)*99/100], lat[len(lat)-1])
	return rate
}

// txQuery counts the rounds recorded between from and to and their
// settlements.
func txQuery(tx store.Tx, from, to time.Time, settled, rounds *int64) error {
	var before int64
	for {
		page, err := tx.Rounds(0, before, 200)
		if err != nil || len(page) == 0 {
			return err
		}
		for _, r := range page {
			if r.Created < from.UnixMilli() || r.Created >= to.UnixMilli() {
				continue
			}
			var res struct{ Rounds []game.Round }
			json.Unmarshal(r.Result, &res)
			for _, rd := range res.Rounds {
				*settled += int64(len(rd.Settlements))
			}
			*rounds++
		}
		before = page[len(page)-1].ID
	}
}

func ledgerProblems(st store.Store) []store.Problem {
	var probs []store.Problem
	st.ReadOnly(context.Background(), func(tx store.Tx) (err error) { probs, err = store.Check(tx); return err })
	return probs
}
