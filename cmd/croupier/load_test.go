//go:build load

package main

// The load run of issue 27: P players over loopback against real `croupier
// serve` processes, on SQLite and on PostgreSQL, and several processes on
// one PostgreSQL, for a bounded time. It counts every answer a player gets,
// splits the refusals that are the player's own (a wager after bets
// closed) from every other error (which must be zero), and after the run
// reckons each player's wallet against the stored rounds: the cents he was
// told were accepted are the stakes the rounds settled, and his balance is
// what he brought plus the nets the rounds paid him (zero drift). Then
// `croupier ledger check` and `croupier audit verify` must pass. Run by hand
// (docs/RELIABILITY.md, "Load"):
//
//	CROUPIER_TEST_POSTGRES=postgres://croupier:croupier@127.0.0.1:5432/croupier_test?sslmode=disable \
//	  go test -tags load -run TestLoadServers -v -count=1 -timeout 30m ./cmd/croupier/ \
//	  -load.players 500 -load.seconds 30 -load.servers 1,3

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"croupier/game"
	"croupier/internal/auth"
	"croupier/internal/dbtest"
	"croupier/internal/store"
)

var (
	loadPlayers = flag.Int("load.players", 500, "simulated players")
	loadSeconds = flag.Int("load.seconds", 30, "how long the players wager, after the warm-up")
	loadServers = flag.String("load.servers", "1,3", "server processes on PostgreSQL, one run for each number (SQLite always runs one)")
	loadThink   = flag.Duration("load.think", 200*time.Millisecond, "each player's pause between wagers")
	loadWarmup  = flag.Duration("load.warmup", 3*time.Second, "how long the players play before anything is counted")
)

// loadSeats is the players a Sic Bo table seats in the run.
const loadSeats = 20

// sicboSpots are Sic Bo's 50 wagers (95.22): a player goes round them, so
// that each wager he places in a round is one of its own at settlement.
func sicboSpots() []string {
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
}

func TestLoadServers(t *testing.T) {
	var counts []int
	for _, f := range strings.Split(*loadServers, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 1 {
			t.Fatalf("-load.servers %q: want numbers of processes such as 1,3", *loadServers)
		}
		counts = append(counts, n)
	}
	for _, db := range dbtest.All(t) {
		ns := counts
		if db.Adapter == "sqlite" {
			ns = []int{1} // one process owns an embedded database
		}
		for _, n := range ns {
			t.Run(fmt.Sprintf("%s/%d-servers", db.Adapter, n), func(t *testing.T) {
				if db.Adapter == "postgres" {
					db = dbtest.DB{Adapter: "postgres", URL: dbtest.PostgresURL(t)} // a fresh schema each run
				}
				loadRun(t, db, n)
			})
		}
	}
}

// loadPlayer is one simulated player and what he was told.
type loadPlayer struct {
	name     string
	token    string
	client   *http.Client
	table    int
	seat     int
	accepted int64           // cents of wagers answered 200
	counts   map[string]int  // answers by code, 200 included
	lat      []time.Duration // latency of the counted accepted wagers
}

func loadRun(t *testing.T, db dbtest.DB, servers int) {
	dir := t.TempDir()
	args := dbArgs(db, dir)
	if out, err := cli(t, append([]string{"admin", "create", "--name", "root", "--password", "rootpassword"}, args...)...); err != nil {
		t.Fatalf("admin create: %v\n%s", err, out)
	}
	// The players and cashiers are written straight to the database with
	// the cheap Argon2 cost: 500 logins at the production cost (64 MiB and
	// three passes each) would be the setup's whole time, and they are not
	// what the run measures. A hash carries its cost, so the server checks
	// these as it checks any other.
	flags := dbFlags{data: dir}
	if db.Adapter == "postgres" {
		flags.db = db.URL
	}
	st, err := flags.open(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	const cashiers = 10
	players := make([]*loadPlayer, *loadPlayers)
	err = st.Do(context.Background(), func(tx store.Tx) error {
		for i := range cashiers {
			if _, err := tx.CreateUser(fmt.Sprint("cashier", i), auth.Hash("cashier-password", auth.Fast), store.RoleCashier); err != nil {
				return err
			}
		}
		for i := range players {
			players[i] = &loadPlayer{name: fmt.Sprint("p", i), counts: map[string]int{}}
			if _, err := tx.CreateUser(players[i].name, auth.Hash("player-password", auth.Fast), store.RolePlayer); err != nil {
				return err
			}
		}
		return nil
	})
	st.Close()
	if err != nil {
		t.Fatal(err)
	}

	procs := make([]*proc, servers)
	for i := range procs {
		procs[i] = serve(t, append(args, "--lease", "3s"))
	}
	root := procs[0].login("root", "rootpassword")

	// Each player dials from an address of his own in 127.0.0.0/8, as
	// players at home do: the server's allowance before login is per
	// address, and 500 logins from one would wait on it.
	for i, p := range players {
		local := &net.TCPAddr{IP: net.IPv4(127, byte(1+i/250), byte(i%250+1), 1)}
		tr := &http.Transport{DialContext: (&net.Dialer{LocalAddr: local, Timeout: 5 * time.Second}).DialContext, MaxIdleConnsPerHost: 2}
		p.client = &http.Client{Transport: tr, Timeout: 10 * time.Second}
	}

	// Tables: one per 20 players, each opened through the server that is
	// to run it (a server opening a table leases it at once), round robin.
	tables := (len(players) + loadSeats - 1) / loadSeats
	ids := make([]int, tables)
	for i := range ids {
		p := procs[i%servers]
		tb := p.must(root, "POST", "/api/tables", fmt.Sprintf(`{"name": "Sic Bo %d", "game": "sic-bo", "mode": "electronic", "options": {"seats": %d}, "timing": {"bets": 1000, "decision": 0, "result": 0}}`, i+1, loadSeats))
		ids[i] = int(tb["table"].(map[string]any)["id"].(float64))
	}
	owner := loadOwners(t, procs, ids)
	per := make([]int, servers)
	for _, o := range owner {
		per[o]++
	}
	t.Logf("%d tables on %d server(s): %v each", tables, servers, per)

	var wg sync.WaitGroup
	for c := range cashiers {
		cashier := procs[c%servers].login(fmt.Sprint("cashier", c), "cashier-password")
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := c; i < len(players); i += cashiers {
				for {
					code, m := procs[c%servers].call(cashier, "POST", "/api/cage/cash-in", fmt.Sprintf(`{"user": %q, "amount": 1000000}`, players[i].name))
					if code == 200 {
						break
					}
					if code != http.StatusTooManyRequests {
						t.Errorf("cash-in for %s: %d %v", players[i].name, code, m)
						return
					}
					time.Sleep(50 * time.Millisecond)
				}
			}
		}()
	}
	wg.Wait()
	if t.Failed() {
		return
	}
	for i, p := range players {
		p.table, p.seat = ids[i/loadSeats], i%loadSeats+1
		srv := procs[owner[i/loadSeats]]
		_, m := loadCall(p.client, srv.url, "", "POST", "/api/login", fmt.Sprintf(`{"name": %q, "password": "player-password"}`, p.name))
		tok, _ := m["token"].(string)
		if tok == "" {
			t.Fatalf("login %s: %v", p.name, m)
		}
		p.token = tok
		if code, m := loadCall(p.client, srv.url, tok, "POST", fmt.Sprintf("/api/tables/%d/seats", p.table), fmt.Sprintf(`{"seat": %d}`, p.seat)); code != 200 {
			t.Fatalf("%s sits at table %d seat %d: %d %v", p.name, p.table, p.seat, code, m)
		}
	}

	spots := sicboSpots()
	start := time.Now().Add(*loadWarmup)
	deadline := start.Add(time.Duration(*loadSeconds) * time.Second)
	for i, p := range players {
		wg.Add(1)
		go func() {
			defer wg.Done()
			url := procs[owner[i/loadSeats]].url
			path := fmt.Sprintf("/api/tables/%d/steps", p.table)
			for k := i; time.Now().Before(deadline); k++ {
				t0 := time.Now()
				code, m := loadCall(p.client, url, p.token, "POST", path, fmt.Sprintf(`{"seat": %d, "wager": {%q: 100}}`, p.seat, spots[k%len(spots)]))
				d := time.Since(t0)
				key := strconv.Itoa(code)
				if e, ok := m["error"].(map[string]any); ok {
					key += fmt.Sprint(" ", e["code"])
				} else if c, ok := m["code"].(string); ok {
					key += " " + c // the transport's
				}
				p.counts[key]++
				switch {
				case code == 200:
					p.accepted += 100
					if !t0.Before(start) {
						p.lat = append(p.lat, d)
					}
					time.Sleep(*loadThink)
				default:
					time.Sleep(50 * time.Millisecond) // bets closed: the dice are rolling
				}
			}
		}()
	}
	wg.Wait()
	elapsed := time.Duration(*loadSeconds) * time.Second

	// The players' answers: accepted, their own refusals (the rule of
	// 95.x that bets are closed while the dice roll: code "rule"), and the
	// rest, which must be none.
	total := map[string]int{}
	var all []time.Duration
	for _, p := range players {
		for k, n := range p.counts {
			total[k] += n
		}
		all = append(all, p.lat...)
	}
	slices.Sort(all)
	pct := func(q float64) time.Duration {
		if len(all) == 0 {
			return 0
		}
		return all[int(q*float64(len(all)-1))]
	}
	var others []string
	for k, n := range total {
		if k != "200" && k != "422 rule" {
			others = append(others, fmt.Sprintf("%s ×%d", k, n))
		}
	}
	t.Logf("%s, %d server(s): %d players at %d tables for %s after %s of warm-up, %s between a player's wagers",
		db.Adapter, servers, len(players), tables, elapsed, *loadWarmup, *loadThink)
	t.Logf("  answers over the whole run: %v", total)
	t.Logf("  accepted wagers counted: %d = %.0f/s; latency p50 %s p99 %s max %s",
		len(all), float64(len(all))/elapsed.Seconds(), pct(0.5), pct(0.99), pct(1))
	if len(others) > 0 {
		t.Errorf("answers that are not the players' own: %v", others)
	}

	// Zero drift: every round played settles (the betting window closes a
	// second after a table's first wager), then each player's stakes and
	// nets in the stored rounds against what he was told and his wallet.
	time.Sleep(3 * time.Second)
	st, err = flags.open(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	staked, net, rounds := loadReckon(t, st)
	var drift []string
	for _, p := range players {
		_, m := loadCall(p.client, procs[0].url, p.token, "GET", "/api/me", "")
		bal, _ := m["balance"].(float64)
		k := loadBox(p.table, p.seat)
		if staked[k] != p.accepted || int64(bal) != 1000000+net[k] {
			drift = append(drift, fmt.Sprintf("%s: accepted %d, rounds staked %d; balance %v, 1000000 + nets %d", p.name, p.accepted, staked[k], bal, 1000000+net[k]))
		}
	}
	t.Logf("  %d rounds recorded; every player's accepted cents and balance reckoned from them", rounds)
	if len(drift) > 0 {
		t.Errorf("%d players drift, the first: %v", len(drift), drift[:min(3, len(drift))])
	}
	for _, p := range procs {
		p.kill()
	}
	for _, c := range [][]string{{"ledger", "check"}, {"audit", "verify"}} {
		if out, err := cli(t, append(c, args...)...); err != nil || !strings.Contains(out, `"ok": true`) {
			t.Errorf("croupier %s: %v\n%s", strings.Join(c, " "), err, out)
		}
	}
}

// loadOwners waits until every table runs and says which process runs it.
func loadOwners(t *testing.T, procs []*proc, ids []int) []int {
	owner := make([]int, len(ids))
	deadline := time.Now().Add(60 * time.Second)
	for {
		found := 0
		for i := range owner {
			owner[i] = -1
		}
		for k, p := range procs {
			_, m := p.call("", "GET", "/api/tables", "")
			tables, _ := m["tables"].([]any)
			for _, tb := range tables {
				tm := tb.(map[string]any)
				if tm["running"] != true {
					continue
				}
				if i := slices.Index(ids, int(tm["id"].(float64))); i >= 0 && owner[i] < 0 {
					owner[i] = k
					found++
				}
			}
		}
		if found == len(ids) {
			return owner
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d of %d tables running after 60 s", found, len(ids))
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// loadCall is one request of a player through his own client.
func loadCall(c *http.Client, base, token, method, path, body string) (int, map[string]any) {
	req, _ := http.NewRequest(method, base+path, strings.NewReader(body))
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := c.Do(req)
	if err != nil {
		return 0, map[string]any{"code": "transport: " + err.Error()}
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	var m map[string]any
	json.Unmarshal(b, &m)
	return resp.StatusCode, m
}

// loadBox names a seat at a table: in the run each is one player's for
// its whole length.
func loadBox(table, seat int) string { return fmt.Sprintf("%d/%d", table, seat) }

// loadReckon sums every stored round's settlements by seat (loadBox): the
// stakes and the nets.
func loadReckon(t *testing.T, st store.Store) (staked, net map[string]int64, rounds int) {
	staked, net = map[string]int64{}, map[string]int64{}
	err := st.ReadOnly(context.Background(), func(tx store.Tx) error {
		var before int64
		for {
			page, err := tx.Rounds(0, before, 200)
			if err != nil || len(page) == 0 {
				return err
			}
			for _, r := range page {
				var res struct{ Rounds []game.Round }
				if err := json.Unmarshal(r.Result, &res); err != nil {
					return fmt.Errorf("round %d: %v", r.ID, err)
				}
				for _, rd := range res.Rounds {
					for _, s := range rd.Settlements {
						k := loadBox(int(r.Table), s.Seat)
						staked[k] += int64(s.Stake)
						net[k] += int64(s.Net)
					}
				}
				rounds++
			}
			before = page[len(page)-1].ID
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	return staked, net, rounds
}
