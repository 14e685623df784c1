package main

import (
	"context"
	"database/sql"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"croupier/internal/dbtest"
)

// The fault campaign's size. The defaults are CI's run; the long campaign
// is `go test -count=1 -run TestFaults ./cmd/croupier -args
// -faults.kills 50` (docs/RELIABILITY.md, "Faults").
var (
	faultKills   = flag.Int("faults.kills", 3, "TestFaults: how many times the server is killed")
	faultPlayers = flag.Int("faults.players", 6, "TestFaults: players wagering at once, 1 to 7")
	faultSeed    = flag.Uint64("faults.seed", 0, "TestFaults: the seed of the kill times and the players' choices (0: from the clock)")
)

// A faultTable is one table of the campaign and what its players wager.
type faultTable struct {
	name, game, mode string
	options          string
	wagers           []string // step bodies' "wager" objects, one chosen per round
	id               int
}

func faultTables() []*faultTable {
	return []*faultTable{
		{name: "Sic Bo", game: "sic-bo", mode: "electronic", wagers: []string{`{"big": 100}`, `{"small": 200, "total-9": 100}`, `{"triple-4": 100, "duo-1-2": 300}`}},
		{name: "Blackjack", game: "blackjack", mode: "electronic", wagers: []string{`{"main": 200}`, `{"main": 500, "over-13": 100}`}},
		{name: "War", game: "war", mode: "electronic", wagers: []string{`{"main": 300}`, `{"main": 100, "tie": 100}`}},
		{name: "Roulette", game: "roulette", mode: "electronic", options: `{"chips": "value"}`, wagers: []string{`{"red": 100}`, `{"straight-17": 100, "dozen-2": 200}`}},
		{name: "Three Card", game: "three-card-poker", mode: "electronic", wagers: []string{`{"ante": 200}`, `{"ante": 100, "pair-plus": 100}`}},
		{name: "Sic Bo live", game: "sic-bo", mode: "live", wagers: []string{`{"big": 100}`, `{"total-10": 100}`}},
	}
}

// faultBound is the longest a request may wait for its answer, whatever
// the fault: SQLite waits 10 s for a lock (busy_timeout) and a step 10 s
// for its transaction's turn, and a loaded machine gets a margin.
const faultBound = 20 * time.Second

// fault is the campaign's shared state: the server's current address,
// whether the load is paused, and the failures the goroutines saw.
type fault struct {
	t      *testing.T
	client *http.Client
	mu     sync.Mutex
	url    string
	errs   []string
	codes  map[int]int // the answers, by status

	paused atomic.Bool
	parked sync.WaitGroup // the actors parked once paused
	resume chan struct{}  // closed to let them go on
}

func (f *fault) base() string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.url
}

func (f *fault) fail(format string, args ...any) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.errs = append(f.errs, fmt.Sprintf(format, args...))
}

// do sends a request to the server running now. Status 0 means no answer:
// the server is down (or was killed while answering).
func (f *fault) do(token, method, path, key, body string) (int, []byte) {
	req, _ := http.NewRequest(method, f.base()+path, strings.NewReader(body))
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	if key != "" {
		req.Header.Set("Idempotency-Key", key)
	}
	sent := time.Now()
	resp, err := f.client.Do(req)
	if d := time.Since(sent); d > faultBound {
		f.fail("%s %s %s: answered after %s", method, path, body, d.Round(time.Millisecond))
	}
	if err != nil {
		return 0, nil
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return 0, nil
	}
	f.mu.Lock()
	f.codes[resp.StatusCode]++
	f.mu.Unlock()
	if resp.StatusCode >= 500 && resp.StatusCode != http.StatusServiceUnavailable {
		f.fail("%s %s %s: %d %s", method, path, body, resp.StatusCode, b)
	}
	return resp.StatusCode, b
}

// get is a GET that must answer 200, retried while the server answers 503
// (a table still opening) for up to 30 seconds.
func (f *fault) get(token, path string, v any) {
	f.t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		code, b := f.do(token, "GET", path, "", "")
		if code == 200 {
			if err := json.Unmarshal(b, v); err != nil {
				f.t.Fatalf("GET %s: %v: %s", path, err, b)
			}
			return
		}
		if time.Now().After(deadline) {
			f.t.Fatalf("GET %s: %d %s", path, code, b)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// park is called by an actor between requests: while the load is paused
// it waits for the campaign to resume it.
func (f *fault) park() {
	if !f.paused.Load() {
		return
	}
	f.mu.Lock()
	resume := f.resume
	f.mu.Unlock()
	f.parked.Done()
	<-resume
}

// tableState is the part of a table's State the campaign reads.
type tableState struct {
	Round   int              `json:"round"`
	Phase   string           `json:"phase"`
	Turn    int              `json:"turn"`
	Seats   map[string]int64 `json:"seats"`
	Options []struct {
		Seat int    `json:"seat"`
		Kind string `json:"kind"`
		Name string `json:"name"`
		Min  int64  `json:"min"`
		Max  int64  `json:"max"`
	} `json:"options"`
	View struct {
		Wagers []struct {
			Seat   int    `json:"seat"`
			Wager  string `json:"wager"`
			Amount int64  `json:"amount"`
		} `json:"wagers"`
	} `json:"view"`
	Waiting bool `json:"waiting"`
}

// bySeat sums the wagers on the layout by seat.
func (s tableState) bySeat() map[int]int64 {
	m := map[int]int64{}
	for _, w := range s.View.Wagers {
		m[w.Seat] += w.Amount
	}
	return m
}

// A faultPlayer wagers and decides at every table with his own session
// and keeps his own record of what the server acknowledged.
type faultPlayer struct {
	name  string
	id    int64
	token string
	seat  int
	rnd   *rand.Rand
	n     int // Idempotency-Keys used

	// acked is what the server answered 200 to: the money each of his
	// steps put on (or took off) the layout, by table, round and seat.
	acked map[[2]int]int64 // {table, round} → cents
	// pending is a request sent with no answer: the kill came first. It
	// is sent again, with the same key, once the server is back.
	pending *faultRequest
}

type faultRequest struct {
	table           int
	path, key, body string
}

// record notes the money of an accepted step's events on his seat.
func (p *faultPlayer) record(table int, b []byte) error {
	var res struct {
		Events []struct {
			Round  int    `json:"round"`
			Kind   string `json:"kind"`
			Seat   int    `json:"seat"`
			Amount int64  `json:"amount"`
		} `json:"events"`
	}
	if err := json.Unmarshal(b, &res); err != nil {
		return fmt.Errorf("a step's answer: %v: %s", err, b)
	}
	for _, ev := range res.Events {
		if ev.Seat != p.seat {
			continue
		}
		switch ev.Kind {
		case "wager":
			p.acked[[2]int{table, ev.Round}] += ev.Amount
		case "withdraw":
			p.acked[[2]int{table, ev.Round}] -= ev.Amount
		}
	}
	return nil
}

// send posts one step with a fresh Idempotency-Key; with no answer it
// becomes the player's pending request.
func (p *faultPlayer) send(f *fault, table int, body string) {
	p.n++
	r := &faultRequest{table: table, path: fmt.Sprintf("/api/tables/%d/steps", table), key: fmt.Sprintf("%s-%d", p.name, p.n), body: body}
	code, b := f.do(p.token, "POST", r.path, r.key, r.body)
	switch {
	case code == 0 || code == http.StatusServiceUnavailable || code == http.StatusAccepted:
		// No answer, or the database did not answer: the step may or may
		// not be taken. Or 202: it is queued but not yet committed (the
		// request's 10 s ran out while the database was locked), and is
		// taken once the database answers. Either way it is sent again
		// with its key, which gives its stored answer once it is taken.
		p.pending = r
	case code == 200:
		if err := p.record(table, b); err != nil {
			f.fail("%s: %v", p.name, err)
		}
	}
}

// settle sends the pending request again with its key until the server
// answers: 200 is the step, taken before the kill (the stored answer) or
// now; a refusal means it was never taken.
func (p *faultPlayer) settle(f *fault) {
	deadline := time.Now().Add(30 * time.Second)
	for !p.settleOnce(f) {
		if time.Now().After(deadline) {
			f.fail("%s: %s %s got no answer 30s after the fault", p.name, p.pending.path, p.pending.body)
			p.pending = nil
			return
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// settleOnce sends the pending request once and reports whether it is
// settled (or there was none).
func (p *faultPlayer) settleOnce(f *fault) bool {
	r := p.pending
	if r == nil {
		return true
	}
	code, b := f.do(p.token, "POST", r.path, r.key, r.body)
	switch {
	case code == 200:
		if err := p.record(r.table, b); err != nil {
			f.fail("%s: %v", p.name, err)
		}
	case code == 0 || code == http.StatusServiceUnavailable || code == http.StatusAccepted:
		return false
	case code == http.StatusConflict && strings.Contains(string(b), "already being handled"):
		return false // the first sending is still queued
	}
	p.pending = nil
	return true
}

// acts lists the decisions the player may take now at a table, those
// that need no amount.
func (p *faultPlayer) acts(st tableState) []string {
	var acts []string
	for _, o := range st.Options {
		if o.Kind == "act" && o.Seat == p.seat && o.Min == 0 && o.Max == 0 {
			acts = append(acts, o.Name)
		}
	}
	return acts
}

// decide takes one of the player's decisions at a table, if he has one.
func (p *faultPlayer) decide(f *fault, table int) {
	code, b := f.do(p.token, "GET", fmt.Sprintf("/api/tables/%d", table), "", "")
	var st tableState
	if code != 200 || json.Unmarshal(b, &st) != nil {
		return
	}
	if acts := p.acts(st); len(acts) > 0 {
		p.send(f, table, fmt.Sprintf(`{"seat": %d, "act": %q}`, p.seat, acts[p.rnd.IntN(len(acts))]))
	}
}

// play is one player's load: at a random table, decide when it is his
// turn, else wager when bets are open and he has none on.
func (p *faultPlayer) play(f *fault, tables []*faultTable, stop <-chan struct{}) {
	for {
		select {
		case <-stop:
			return
		default:
		}
		f.park()
		if p.pending != nil {
			// The kill or the outage came: resend, or wait to be parked.
			p.settleOnce(f)
			time.Sleep(100 * time.Millisecond)
			continue
		}
		tb := tables[p.rnd.IntN(len(tables))]
		code, b := f.do(p.token, "GET", fmt.Sprintf("/api/tables/%d", tb.id), "", "")
		var st tableState
		if code != 200 || json.Unmarshal(b, &st) != nil {
			time.Sleep(50 * time.Millisecond)
			continue
		}
		switch acts := p.acts(st); {
		case len(acts) > 0:
			p.send(f, tb.id, fmt.Sprintf(`{"seat": %d, "act": %q}`, p.seat, acts[p.rnd.IntN(len(acts))]))
		case st.Phase == "bets" && st.bySeat()[p.seat] == 0 && !st.Waiting:
			p.send(f, tb.id, fmt.Sprintf(`{"seat": %d, "wager": %s}`, p.seat, tb.wagers[p.rnd.IntN(len(tb.wagers))]))
		}
		// 20 requests a second is a session's allowance: stay well under.
		time.Sleep(time.Duration(60+p.rnd.IntN(80)) * time.Millisecond)
	}
}

// dealLive is one move of the live table's dealer: roll once wagers are
// on, start the next round once one is settled. It reports whether the
// table is idle (bets open, nothing on the layout).
func dealLive(f *fault, token string, tb *faultTable, rnd *rand.Rand) bool {
	path := fmt.Sprintf("/api/tables/%d", tb.id)
	code, b := f.do(token, "GET", path, "", "")
	var st tableState
	if code != 200 || json.Unmarshal(b, &st) != nil {
		return false
	}
	// The roll is entered before the step that reads it, as a dealer
	// may: a step sent first would wait for it (up to 10 s) before
	// answering 202. A roll the round cannot use now is refused.
	roll := func() {
		f.do(token, "POST", path+"/outcomes", "", fmt.Sprintf(`{"outcomes": [[%d,%d,%d]]}`, 1+rnd.IntN(6), 1+rnd.IntN(6), 1+rnd.IntN(6)))
	}
	switch {
	case st.Phase == "over":
		f.do(token, "POST", path+"/steps", "", `{"dealer": "next-round"}`)
	case st.Waiting:
		roll()
	case st.Phase == "bets" && len(st.View.Wagers) > 0:
		roll()
		f.do(token, "POST", path+"/steps", "", `{"dealer": "no-more-bets"}`)
	case st.Phase == "bets":
		return true
	default:
		// The dealer's turn with no step waiting: a step that waited for
		// the roll is not logged, so a kill forgets it and the dealer
		// takes it again.
		roll()
		for _, o := range st.Options {
			if o.Kind == "dealer" {
				f.do(token, "POST", path+"/steps", "", fmt.Sprintf(`{"dealer": %q}`, o.Name))
				break
			}
		}
	}
	return false
}

// escrowMatches checks that a running table's escrow account holds
// exactly the wagers its layout shows. The table deals on its own clock,
// so the escrow is read between two views; it reports false when the
// table moved in between every time (the check was not made), and fails
// the test on a mismatch.
func (f *fault) escrowMatches(token string, table int) bool {
	f.t.Helper()
	for range 5 {
		var a, b tableState
		var esc struct{ Balance int64 }
		f.get(token, fmt.Sprintf("/api/tables/%d", table), &a)
		f.get(token, fmt.Sprintf("/api/ledger/lines?account=escrow:%d&limit=1", table), &esc)
		f.get(token, fmt.Sprintf("/api/tables/%d", table), &b)
		if a.Round != b.Round || a.Phase != b.Phase || !slices.Equal(a.View.Wagers, b.View.Wagers) {
			continue
		}
		var sum int64
		for _, w := range a.View.Wagers {
			sum += w.Amount
		}
		if a.Phase == "over" {
			sum = 0 // the view shows the settled round's wagers; nothing stays on (no game here carries a wager)
		}
		if esc.Balance != sum {
			f.t.Fatalf("table %d round %d: %d cents in escrow, %d on the layout (%+v)", table, a.Round, esc.Balance, sum, a.View.Wagers)
		}
		return true
	}
	return false
}

// A faultRound is a stored round as the auditor lists it.
type faultRound struct {
	ID      int64  `json:"id"`
	Table   int    `json:"table"`
	Number  int    `json:"number"`
	Status  string `json:"status"`
	Reason  string `json:"reason"`
	Players []struct {
		User int64 `json:"user"`
		Net  int64 `json:"net"`
	} `json:"players"`
	Result struct {
		Rounds []struct {
			Settlements []struct {
				Seat  int   `json:"seat"`
				Stake int64 `json:"stake"`
			} `json:"settlements"`
		} `json:"rounds"`
	} `json:"result"`
}

// The fault harness: several players wagering and deciding at
// five electronic tables of different games and one live table, the
// server killed with SIGKILL at random moments (seeded), restarted, and
// after every restart:
//   - the round each table was in resumes: the same number, every wager
//     the server had acknowledged still on the layout, and it settles;
//   - each table's escrow equals the wagers on its layout;
//   - `croupier ledger check` and `croupier audit verify` pass (the chain,
//     and every stored round re-settled from its script);
//   - every player's wallet plus his wagers on the layouts equals what he
//     cashed in plus the net of every round he played: no chip lost or
//     invented across the kill;
//   - every settled round's stakes at a seat are exactly what the player
//     there had acknowledged for that round (a request cut by the kill is
//     sent again with its Idempotency-Key: answered if it was taken);
//   - no round is voided. Croupier resumes every interrupted round from
//     its log, so the rule for a round that cannot resume (the better of
//     the winnings so far or the wager returned) never applies.
func TestFaults(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the server")
	}
	if *faultPlayers < 1 || *faultPlayers > 7 {
		t.Fatalf("-faults.players %d: 1 to 7 (a seat each at every table)", *faultPlayers)
	}
	seed := *faultSeed
	if seed == 0 {
		seed = uint64(time.Now().UnixNano())
	}
	t.Logf("seed %d (-faults.seed %d repeats the kill times and choices)", seed, seed)
	for _, db := range dbtest.All(t) {
		t.Run(db.Adapter, func(t *testing.T) {
			args := dbArgs(db, t.TempDir())
			faultCampaign(t, seed, *faultKills, *faultPlayers, args, args, func(p *proc, pause func()) *proc {
				p.kill()
				pause()
				return serve(t, args)
			})
		})
	}
}

// faultCampaign runs the campaign: the server on serveArgs' database
// (args is the same database as the checks reach it), the load, and n
// faults, each injected by inject, which pauses the load (pause) once the
// fault is over and returns the server to go on with.
func faultCampaign(t *testing.T, seed uint64, kills, players int, serveArgs, args []string, inject func(p *proc, pause func()) *proc) {
	start := time.Now()
	if out, err := cli(t, append([]string{"admin", "create", "--name", "root", "--password", "rootpassword"}, args...)...); err != nil {
		t.Fatalf("admin create: %v\n%s", err, out)
	}
	p := serve(t, serveArgs)
	f := &fault{t: t, client: &http.Client{Timeout: 2 * faultBound}, codes: map[int]int{}, url: p.url, resume: make(chan struct{})}
	root := p.login("root", "rootpassword")
	for _, s := range []string{"cara:cashier", "dino:dealer", "ada:auditor"} {
		n, r, _ := strings.Cut(s, ":")
		p.must(root, "POST", "/api/staff", fmt.Sprintf(`{"name": %q, "password": "password-%s", "role": %q}`, n, n, r))
	}
	cara, dino, ada := p.login("cara", "password-cara"), p.login("dino", "password-dino"), p.login("ada", "password-ada")
	tables := faultTables()
	var live *faultTable
	for _, tb := range tables {
		body := map[string]any{"name": tb.name, "game": tb.game, "mode": tb.mode}
		if tb.options != "" {
			body["options"] = json.RawMessage(tb.options)
		}
		if tb.mode == "live" {
			body["dealer"] = "dino"
			live = tb
		} else {
			body["timing"] = map[string]int{"bets": 600, "decision": 1200, "result": 200}
		}
		b, _ := json.Marshal(body)
		tb.id = int(p.must(root, "POST", "/api/tables", string(b))["table"].(map[string]any)["id"].(float64))
		p.running(tb.id)
	}
	const cashIn = 1_000_000
	// The players sign up side by side: each registration and login
	// hashes a password at the production cost.
	ps := make([]*faultPlayer, players)
	var signup sync.WaitGroup
	for i := range ps {
		pl := &faultPlayer{name: fmt.Sprintf("p%d", i), seat: i + 1, rnd: rand.New(rand.NewPCG(seed, uint64(i+1))), acked: map[[2]int]int64{}}
		ps[i] = pl
		signup.Go(func() {
			ok := func(code int, b []byte, v any) bool {
				if code < 200 || code > 299 || json.Unmarshal(b, v) != nil {
					f.fail("%s signing up: %d %s", pl.name, code, b)
					return false
				}
				return true
			}
			var u struct{ User struct{ ID int64 } }
			var l struct{ Token string }
			var any struct{}
			if code, b := f.do("", "POST", "/api/register", "", fmt.Sprintf(`{"name": %q, "password": "secret-%s"}`, pl.name, pl.name)); !ok(code, b, &u) {
				return
			}
			pl.id = u.User.ID
			if code, b := f.do(cara, "POST", "/api/cage/cash-in", "", fmt.Sprintf(`{"user": %q, "amount": %d}`, pl.name, cashIn)); !ok(code, b, &any) {
				return
			}
			if code, b := f.do("", "POST", "/api/login", "", fmt.Sprintf(`{"name": %q, "password": "secret-%s"}`, pl.name, pl.name)); !ok(code, b, &l) {
				return
			}
			pl.token = l.Token
			for _, tb := range tables {
				if code, b := f.do(pl.token, "POST", fmt.Sprintf("/api/tables/%d/seats", tb.id), "", fmt.Sprintf(`{"seat": %d}`, pl.seat)); !ok(code, b, &any) {
					return
				}
			}
		})
	}
	signup.Wait()
	if len(f.errs) > 0 {
		t.Fatal(strings.Join(f.errs, "\n"))
	}

	rnd := rand.New(rand.NewPCG(seed, 0))
	dealerRnd := rand.New(rand.NewPCG(seed, 100))
	stop := make(chan struct{})
	var running sync.WaitGroup
	begin := func() {
		for _, pl := range ps {
			running.Go(func() { pl.play(f, tables, stop) })
		}
		running.Go(func() {
			for {
				select {
				case <-stop:
					return
				default:
				}
				f.park()
				dealLive(f, dino, live, dealerRnd)
				time.Sleep(150 * time.Millisecond)
			}
		})
	}
	pause := func() {
		f.mu.Lock()
		f.resume = make(chan struct{})
		f.mu.Unlock()
		f.parked.Add(len(ps) + 1)
		f.paused.Store(true)
		f.parked.Wait()
	}
	unpause := func() {
		f.paused.Store(false)
		f.mu.Lock()
		close(f.resume)
		f.mu.Unlock()
	}

	// check waits for every table to be idle (the live one dealt to the
	// end), then checks everything the campaign promises.
	rounds, interrupted, escrowed := 0, 0, 0
	check := func(resumed map[int]int) {
		t.Helper()
		deadline := time.Now().Add(60 * time.Second)
		var states map[int]tableState
		for {
			idle := dealLive(f, dino, live, dealerRnd)
			states = map[int]tableState{}
			for _, tb := range tables {
				var st tableState
				f.get(ada, fmt.Sprintf("/api/tables/%d", tb.id), &st)
				states[tb.id] = st
				if st.Phase != "bets" || len(st.View.Wagers) > 0 {
					idle = false
				}
				// A seat whose turn it is decides rather than wait for
				// the table's default (a blackjack table of six seats
				// would take six decision times).
				if st.Phase == "decision" && st.Turn >= 1 && st.Turn <= len(ps) {
					ps[st.Turn-1].decide(f, tb.id)
				}
			}
			if idle {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("tables not idle 60s after the load stopped: %+v", states)
			}
			time.Sleep(200 * time.Millisecond)
		}
		for _, c := range [][]string{{"ledger", "check"}, {"audit", "verify"}} {
			out, err := cli(t, append(c, args...)...)
			if err != nil || !strings.Contains(out, `"ok": true`) {
				t.Fatalf("croupier %s: %v\n%s", strings.Join(c, " "), err, out)
			}
			if c[0] == "audit" {
				var a struct{ Rounds int }
				json.Unmarshal([]byte(out), &a)
				rounds = a.Rounds
			}
		}
		// Every stored round, from the auditor's list.
		var all []faultRound
		for before := int64(0); ; {
			var page struct{ Rounds []faultRound }
			f.get(ada, fmt.Sprintf("/api/rounds?limit=200&before=%d", before), &page)
			all = append(all, page.Rounds...)
			if len(page.Rounds) < 200 {
				break
			}
			before = page.Rounds[len(page.Rounds)-1].ID
		}
		if len(all) != rounds {
			t.Fatalf("the auditor lists %d rounds, audit verify checked %d", len(all), rounds)
		}
		net := map[int64]int64{}
		stakes := map[[3]int]int64{} // {table, round, seat}
		settled := map[[2]int]bool{}
		for _, r := range all {
			if r.Status != "settled" {
				t.Fatalf("round %d of table %d is %s (%s): no round may be voided or refunded after a kill", r.Number, r.Table, r.Status, r.Reason)
			}
			settled[[2]int{r.Table, r.Number}] = true
			for _, pl := range r.Players {
				net[pl.User] += pl.Net
			}
			for _, rd := range r.Result.Rounds {
				for _, s := range rd.Settlements {
					stakes[[3]int{r.Table, r.Number, s.Seat}] += s.Stake
				}
			}
		}
		for tb, n := range resumed {
			if !settled[[2]int{tb, n}] {
				t.Fatalf("table %d: round %d, in progress at the kill, is not settled", tb, n)
			}
		}
		for _, tb := range tables {
			var esc struct{ Balance int64 }
			f.get(ada, fmt.Sprintf("/api/ledger/lines?account=escrow:%d&limit=1", tb.id), &esc)
			if esc.Balance != 0 {
				t.Fatalf("table %d is idle with %d cents in escrow", tb.id, esc.Balance)
			}
		}
		for _, pl := range ps {
			var me struct{ Balance int64 }
			f.get(pl.token, "/api/me", &me)
			if me.Balance != cashIn+net[pl.id] {
				t.Fatalf("%s: wallet %d, but %d cashed in and %d won over the rounds: %d cents lost or invented", pl.name, me.Balance, cashIn, net[pl.id], me.Balance-cashIn-net[pl.id])
			}
			for k, v := range pl.acked {
				if got := stakes[[3]int{k[0], k[1], pl.seat}]; got != v {
					t.Fatalf("%s: table %d round %d: the server acknowledged %d cents of wagers at seat %d, the round settled %d", pl.name, k[0], k[1], v, pl.seat, got)
				}
			}
			for k, v := range stakes {
				if k[2] == pl.seat && pl.acked[[2]int{k[0], k[1]}] != v {
					t.Fatalf("%s: table %d round %d settled %d cents at seat %d, the server acknowledged %d", pl.name, k[0], k[1], v, pl.seat, pl.acked[[2]int{k[0], k[1]}])
				}
			}
		}
		f.mu.Lock()
		errs := slices.Clone(f.errs)
		f.mu.Unlock()
		if len(errs) > 0 {
			t.Fatalf("during the load:\n%s", strings.Join(errs, "\n"))
		}
	}

	begin()
	for k := range kills {
		time.Sleep(time.Duration(300+rnd.IntN(1700)) * time.Millisecond)
		// Snapshot what a watcher last saw before the kill: no round
		// number may go back.
		before := map[int]int{}
		for _, tb := range tables {
			code, b := f.do(ada, "GET", fmt.Sprintf("/api/tables/%d", tb.id), "", "")
			var st tableState
			if code == 200 && json.Unmarshal(b, &st) == nil {
				before[tb.id] = st.Round
			}
		}
		p = inject(p, pause)
		f.mu.Lock()
		f.url = p.url
		f.mu.Unlock()
		for _, tb := range tables {
			p.running(tb.id)
		}
		// The state each table resumed in, before anyone acts: the round
		// it was in, with every wager acknowledged for it still on.
		resumed := map[int]int{}
		for _, tb := range tables {
			var st tableState
			f.get(ada, fmt.Sprintf("/api/tables/%d", tb.id), &st)
			if st.Round < before[tb.id] {
				t.Fatalf("fault %d: table %d resumed at round %d, it was at round %d", k+1, tb.id, st.Round, before[tb.id])
			}
			// A table deals on its own clock once it runs: by now it may
			// have settled the round (phase over; the round's record is
			// checked below).
			on := st.bySeat()
			for _, pl := range ps {
				if acked := pl.acked[[2]int{tb.id, st.Round}]; st.Phase != "over" && on[pl.seat] < acked {
					t.Fatalf("kill %d: table %d round %d resumed with %d cents at seat %d, %d were acknowledged", k+1, tb.id, st.Round, on[pl.seat], pl.seat, acked)
				}
			}
			if len(st.View.Wagers) > 0 || st.Phase != "bets" {
				resumed[tb.id] = st.Round
			}
			if f.escrowMatches(ada, tb.id) {
				escrowed++
			}
		}
		interrupted += len(resumed)
		for _, pl := range ps {
			pl.settle(f)
		}
		check(resumed)
		t.Logf("fault %d after %s: %d rounds verified, %d in progress at the fault resumed and settled", k+1, time.Since(start).Round(time.Millisecond), rounds, len(resumed))
		unpause()
	}
	close(stop)
	running.Wait()
	t.Logf("%s: %d faults, %d rounds recorded and verified, %d interrupted rounds resumed and settled, escrow matched the layout at %d of %d tables after a fault, answers by status %v, %s",
		t.Name(), kills, rounds, interrupted, escrowed, kills*len(tables), f.codes, time.Since(start).Round(time.Second))
	if rounds < kills {
		t.Fatalf("only %d rounds were played around %d kills", rounds, kills)
	}
}

// How many outages TestDatabaseOutage and TestDiskFull inject, and how
// long each lasts.
var (
	faultOutages = flag.Int("faults.outages", 1, "TestDatabaseOutage, TestDiskFull: how many times the database goes away or the disk fills")
	faultOutage  = flag.Duration("faults.outage", 3*time.Second, "TestDatabaseOutage, TestDiskFull: how long the database is away or the disk full")
)

// A pgProxy forwards TCP connections to PostgreSQL until it is cut: then
// every connection is closed and new ones are refused (nothing listens),
// as when the database's machine goes away.
type pgProxy struct {
	addr, target string
	mu           sync.Mutex
	ln           net.Listener
	conns        map[net.Conn]bool
}

func newPGProxy(t *testing.T, target string) *pgProxy {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	x := &pgProxy{addr: ln.Addr().String(), target: target, conns: map[net.Conn]bool{}}
	x.serve(ln)
	t.Cleanup(x.cut)
	return x
}

func (x *pgProxy) serve(ln net.Listener) {
	x.mu.Lock()
	x.ln = ln
	x.mu.Unlock()
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			go x.pipe(c)
		}
	}()
}

func (x *pgProxy) pipe(c net.Conn) {
	d, err := net.Dial("tcp", x.target)
	if err != nil {
		c.Close()
		return
	}
	x.mu.Lock()
	if x.ln == nil { // cut while dialling
		x.mu.Unlock()
		c.Close()
		d.Close()
		return
	}
	x.conns[c], x.conns[d] = true, true
	x.mu.Unlock()
	go func() { io.Copy(d, c); d.Close(); c.Close() }()
	io.Copy(c, d)
	c.Close()
	d.Close()
}

// cut closes every connection and stops listening.
func (x *pgProxy) cut() {
	x.mu.Lock()
	defer x.mu.Unlock()
	if x.ln != nil {
		x.ln.Close()
		x.ln = nil
	}
	for c := range x.conns {
		c.Close()
		delete(x.conns, c)
	}
}

// restore listens again at the same address.
func (x *pgProxy) restore(t *testing.T) {
	ln, err := net.Listen("tcp", x.addr)
	if err != nil {
		t.Fatalf("the proxy cannot listen at %s again: %v", x.addr, err)
	}
	x.serve(ln)
}

// The database away under load: on PostgreSQL every connection to it cut
// and new ones refused (a TCP proxy between the server and PostgreSQL),
// on SQLite another connection holding an exclusive lock. While it lasts
// every request answers within a bound and never with a 500 (the players'
// requests are checked as they go: a 503 `unavailable`, or success once
// SQLite's lock is gone within its 10 s busy timeout); a step answered
// 503 is sent again with its Idempotency-Key afterwards. Once the database
// is back the tables go on by themselves and every check of TestFaults
// holds: nothing half-written, no chip lost or invented.
func TestDatabaseOutage(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the server")
	}
	seed := *faultSeed
	if seed == 0 {
		seed = uint64(time.Now().UnixNano())
	}
	t.Logf("seed %d, outages of %s", seed, *faultOutage)
	for _, db := range dbtest.All(t) {
		t.Run(db.Adapter, func(t *testing.T) {
			args := dbArgs(db, t.TempDir())
			serveArgs := args
			var begin, end func()
			if db.Adapter == "postgres" {
				u, err := url.Parse(db.URL)
				if err != nil {
					t.Fatal(err)
				}
				x := newPGProxy(t, u.Host)
				u.Host = x.addr
				serveArgs = []string{"--db", u.String()}
				begin, end = x.cut, func() { x.restore(t) }
			} else {
				var lock *sql.Conn
				begin = func() {
					db, err := sql.Open("sqlite", "file:"+filepath.Join(args[1], "croupier.db")+"?_pragma=busy_timeout(10000)")
					if err != nil {
						t.Fatal(err)
					}
					t.Cleanup(func() { db.Close() })
					if lock, err = db.Conn(context.Background()); err != nil {
						t.Fatal(err)
					}
					if _, err := lock.ExecContext(context.Background(), "BEGIN EXCLUSIVE"); err != nil {
						t.Fatalf("BEGIN EXCLUSIVE: %v", err)
					}
				}
				end = func() {
					lock.ExecContext(context.Background(), "ROLLBACK")
					lock.Close()
				}
			}
			faultCampaign(t, seed, *faultOutages, *faultPlayers, serveArgs, args, func(p *proc, pause func()) *proc {
				begin()
				time.Sleep(*faultOutage)
				end()
				// Play on for a moment with the database back before
				// the checks: the tables resume by themselves.
				time.Sleep(time.Second)
				pause()
				return p
			})
		})
	}
}

// SQLite on a full disk: the server's database on a small tmpfs, filled
// to the last byte under load and emptied again. While the disk is full
// no request answers 500 (SQLITE_FULL is 503 unavailable), reads are still
// served, and nothing is half-written; once there is room again the
// tables play on, and every check of TestFaults holds. It needs to mount a
// tmpfs (root, as CI runs); elsewhere it skips, saying so.
func TestDiskFull(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the server")
	}
	dir := t.TempDir()
	if out, err := exec.Command("mount", "-t", "tmpfs", "-o", "size=64m", "tmpfs", dir).CombinedOutput(); err != nil {
		t.Skipf("cannot mount a tmpfs to fill (needs root): %v %s", err, out)
	}
	t.Cleanup(func() {
		if out, err := exec.Command("umount", dir).CombinedOutput(); err != nil {
			t.Errorf("umount %s: %v %s", dir, err, out)
		}
	})
	seed := *faultSeed
	if seed == 0 {
		seed = uint64(time.Now().UnixNano())
	}
	t.Logf("seed %d, the disk full for %s", seed, *faultOutage)
	args := []string{"--data", dir}
	filler := filepath.Join(dir, "filler")
	reads := 0
	faultCampaign(t, seed, *faultOutages, *faultPlayers, args, args, func(p *proc, pause func()) *proc {
		fill, err := os.Create(filler)
		if err != nil {
			t.Fatal(err)
		}
		block := make([]byte, 64<<10)
		for {
			if _, err := fill.Write(block); err != nil {
				break // ENOSPC
			}
		}
		for {
			if _, err := fill.Write(block[:512]); err != nil {
				break // and the last bytes
			}
		}
		fill.Close()
		// Reads go on while the disk is full (a login would write its
		// session: the lobby needs none).
		for end := time.Now().Add(*faultOutage); time.Now().Before(end); time.Sleep(200 * time.Millisecond) {
			if code, _ := p.call("", "GET", "/api/tables", ""); code != 200 {
				t.Errorf("GET /api/tables with the disk full: %d", code)
			}
			reads++
		}
		if err := os.Remove(filler); err != nil {
			t.Fatal(err)
		}
		time.Sleep(time.Second)
		pause()
		return p
	})
	t.Logf("%d reads served with the disk full", reads)
}
