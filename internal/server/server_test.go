package server_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"croupier/game"
	"croupier/internal/auth"
	"croupier/internal/dbtest"
	"croupier/internal/server"
	"croupier/internal/store"
	"croupier/money"
	"croupier/rng"
	"croupier/rng/seeded"
)

type casino struct {
	t    *testing.T
	url  string
	st   store.Store
	srv  *server.Server
	stop func() // stops the lease loop and the tables
	seen *seen  // every answer, checked against the OpenAPI document at the end
}

func newCasino(t *testing.T, db dbtest.DB, rate float64, with ...func(*server.Config)) *casino {
	st := dbtest.Open(t, db)
	cfg := server.Config{
		Store:    st,
		Log:      slog.New(slog.NewTextHandler(io.Discard, nil)),
		Gen:      func() game.Generator { return rng.NewDealer(seeded.New(5)) },
		Hash:     auth.Fast,
		LeaseTTL: 3 * time.Second,
		Rate:     rate, Burst: int(rate),
	}
	for _, f := range with {
		f(&cfg)
	}
	srv := server.New(cfg)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { srv.Run(ctx); close(done) }()
	hs := httptest.NewServer(srv.Handler())
	var once sync.Once
	stop := func() { once.Do(func() { cancel(); <-done }) }
	t.Cleanup(func() { hs.Close(); stop() })
	err := st.Do(ctx, func(tx store.Tx) error {
		_, err := tx.CreateUser("root", auth.Hash("rootpassword", auth.Fast), store.RoleAdmin)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	c := &casino{t: t, url: hs.URL, st: st, srv: srv, stop: stop, seen: &seen{}}
	t.Cleanup(c.checkDocumented) // before the server stops
	return c
}

type client struct {
	c     *casino
	token string
	name  string
}

type reply struct {
	status int
	body   map[string]any
	raw    []byte
}

func (r reply) code() string {
	e, _ := r.body["error"].(map[string]any)
	s, _ := e["code"].(string)
	return s
}

func (c *casino) do(token, method, path, body string, hdr ...string) reply {
	c.t.Helper()
	r, err := c.send(token, method, path, body, hdr...)
	if err != nil {
		c.t.Fatal(err)
	}
	return r
}

// send is do for any goroutine: it returns the error instead of failing
// the test.
func (c *casino) send(token, method, path, body string, hdr ...string) (reply, error) {
	req, err := http.NewRequest(method, c.url+path, strings.NewReader(body))
	if err != nil {
		return reply{}, err
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	for i := 0; i+1 < len(hdr); i += 2 {
		req.Header.Set(hdr[i], hdr[i+1])
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return reply{}, err
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	if err != nil {
		return reply{}, fmt.Errorf("%s %s: %v", method, path, err)
	}
	r := reply{status: resp.StatusCode, raw: raw}
	json.Unmarshal(raw, &r.body)
	c.seen.add(method, path, r)
	return r, nil
}

func (cl *client) do(method, path, body string, hdr ...string) reply {
	cl.c.t.Helper()
	return cl.c.do(cl.token, method, path, body, hdr...)
}

func (cl *client) ok(method, path, body string, hdr ...string) reply {
	cl.c.t.Helper()
	r := cl.do(method, path, body, hdr...)
	if r.status >= 300 {
		cl.c.t.Fatalf("%s %s %s as %s: %d %s", method, path, body, cl.name, r.status, r.raw)
	}
	return r
}

func (c *casino) login(name, password string) *client {
	c.t.Helper()
	r := c.do("", "POST", "/api/login", fmt.Sprintf(`{"name": %q, "password": %q}`, name, password))
	if r.status != 200 {
		c.t.Fatalf("login %s: %d %s", name, r.status, r.raw)
	}
	return &client{c: c, token: r.body["token"].(string), name: name}
}

func (c *casino) staff(admin *client, name, role string) *client {
	c.t.Helper()
	admin.ok("POST", "/api/staff", fmt.Sprintf(`{"name": %q, "password": "password-%s", "role": %q}`, name, name, role))
	return c.login(name, "password-"+name)
}

func (c *casino) player(name string) *client {
	c.t.Helper()
	r := c.do("", "POST", "/api/register", fmt.Sprintf(`{"name": %q, "password": "secret-%s"}`, name, name))
	if r.status != 201 {
		c.t.Fatalf("register: %d %s", r.status, r.raw)
	}
	return c.login(name, "secret-"+name)
}

func (cl *client) balance() money.Amount {
	cl.c.t.Helper()
	r := cl.ok("GET", "/api/me", "")
	return money.Amount(r.body["balance"].(float64))
}

// running waits for the lease loop to start table id on this server.
func (c *casino) running(id int) {
	c.t.Helper()
	eventually(c.t, fmt.Sprintf("table %d runs", id), func() bool {
		r := c.do("", "GET", "/api/tables", "")
		tables, _ := r.body["tables"].([]any) // none in a refusal (rate limited)
		for _, tb := range tables {
			m := tb.(map[string]any)
			if int(m["id"].(float64)) == id && m["running"] == true {
				return true
			}
		}
		return false
	})
}

// eventually polls cond every few milliseconds until it holds, and fails
// the test if it does not within 10 seconds: long enough for a loaded
// machine, where a fixed sleep would be a guess.
func eventually(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("%s: not after 10s", what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// A pending is a request sent on a goroutine of its own.
type pending struct {
	cl     *client
	what   string
	answer chan answer
}

type answer struct {
	r   reply
	err error
}

// waitingStep posts step body to a live table on a goroutine of its own
// and returns once the table's WebSocket shows the step waiting for the
// dealer's outcomes.
func (cl *client) waitingStep(table int, body string) *pending {
	cl.c.t.Helper()
	ws := cl.watch(table)
	defer ws.close()
	p := &pending{cl: cl, what: fmt.Sprintf("step %s at table %d", body, table), answer: make(chan answer, 1)}
	go func() {
		r, err := cl.c.send(cl.token, "POST", fmt.Sprintf("/api/tables/%d/steps", table), body)
		p.answer <- answer{r, err}
	}()
	ws.until(func(s map[string]any) bool { return s["waiting"] == true })
	return p
}

// ok waits for the request's reply and fails the test unless it succeeded.
func (p *pending) ok() reply {
	p.cl.c.t.Helper()
	a := <-p.answer
	switch {
	case a.err != nil:
		p.cl.c.t.Fatalf("%s as %s: %v", p.what, p.cl.name, a.err)
	case a.r.status >= 300:
		p.cl.c.t.Fatalf("%s as %s: %d %s", p.what, p.cl.name, a.r.status, a.r.raw)
	}
	return a.r
}

// The whole flow: a cashier credits a player; the player plays an
// electronic War table and a live Sic Bo table run by a dealer account; the
// balance is exact; the ledger and the chain verify.
func TestCasinoFlow(t *testing.T) {
	for _, db := range dbtest.All(t) {
		t.Run(db.Adapter, func(t *testing.T) {
			c := newCasino(t, db, 1000)
			admin := c.login("root", "rootpassword")
			cashier := c.staff(admin, "cara", store.RoleCashier)
			dealer := c.staff(admin, "dino", store.RoleDealer)
			auditor := c.staff(admin, "aude", store.RoleAuditor)
			pat := c.player("pat")

			cashier.ok("POST", "/api/cage/cash-in", `{"user": "pat", "amount": 50000}`, "Idempotency-Key", "in-1")
			// A retried cash-in with the same key changes nothing more.
			r := cashier.ok("POST", "/api/cage/cash-in", `{"user": "pat", "amount": 50000}`, "Idempotency-Key", "in-1")
			if r.body["balance"].(float64) != 50000 {
				t.Fatalf("retried cash-in answered %s", r.raw)
			}
			if r := cashier.do("POST", "/api/cage/cash-in", `{"user": "pat", "amount": 1}`, "Idempotency-Key", "in-1"); r.code() != server.CodeConflict {
				t.Fatalf("a reused key with another body: %d %s", r.status, r.raw)
			}
			if got := pat.balance(); got != 50000 {
				t.Fatalf("balance %s after one cash-in, want 500.00", got)
			}

			war := admin.ok("POST", "/api/tables", `{"name": "War 1", "game": "war", "mode": "electronic", "timing": {"bets": 50, "decision": 50, "result": 50}}`)
			warID := int(war.body["table"].(map[string]any)["id"].(float64))
			sic := admin.ok("POST", "/api/tables", `{"name": "Sic Bo live", "game": "sic-bo", "mode": "live", "dealer": "dino"}`)
			sicID := int(sic.body["table"].(map[string]any)["id"].(float64))
			c.running(warID)
			c.running(sicID)

			// Electronic War: wager each round, let the server deal.
			pat.ok("POST", fmt.Sprintf("/api/tables/%d/seats", warID), `{"seat": 2}`)
			ws := pat.watch(warID)
			for round := 1; round <= 3; round++ {
				ws.until(func(s map[string]any) bool { return s["phase"] == "bets" && len(s["options"].([]any)) > 0 })
				first := pat.ok("POST", fmt.Sprintf("/api/tables/%d/steps", warID), `{"seat": 2, "wager": {"main": 1000}}`, "Idempotency-Key", fmt.Sprint("war-", round))
				// A retried wager (the answer was lost) is not placed twice.
				again := pat.ok("POST", fmt.Sprintf("/api/tables/%d/steps", warID), `{"seat": 2, "wager": {"main": 1000}}`, "Idempotency-Key", fmt.Sprint("war-", round))
				if string(again.raw) != string(first.raw) {
					t.Fatalf("a retried wager answered %s, first %s", again.raw, first.raw)
				}
				ws.until(func(s map[string]any) bool { return s["phase"] == "over" })
			}
			ws.close()

			// Live Sic Bo: the dealer closes the bets and enters the roll.
			pat.ok("POST", fmt.Sprintf("/api/tables/%d/seats", sicID), `{"seat": 1}`)
			pat.ok("POST", fmt.Sprintf("/api/tables/%d/steps", sicID), `{"seat": 1, "wager": {"small": 2000, "total-10": 500}}`)
			dealer.ok("POST", fmt.Sprintf("/api/tables/%d/steps", sicID), `{"dealer": "no-more-bets"}`)
			if r := pat.do("POST", fmt.Sprintf("/api/tables/%d/steps", sicID), `{"seat": 1, "wager": {"big": 100}}`); r.code() != server.CodeRule {
				t.Fatalf("a wager after no more bets: %d %s", r.status, r.raw)
			}
			if r := pat.do("POST", fmt.Sprintf("/api/tables/%d/outcomes", sicID), `{"outcomes": [[1,3,6]]}`); r.code() != server.CodeForbidden {
				t.Fatalf("a player entering the roll: %d %s", r.status, r.raw)
			}
			roll := dealer.waitingStep(sicID, `{"dealer": "roll"}`)
			dealer.ok("POST", fmt.Sprintf("/api/tables/%d/outcomes", sicID), `{"outcomes": [[1,3,6]]}`)
			roll.ok()
			// 1+3+6 = 10: small (4–10) wins 1 to 1 (95.22(1)); total 10 pays
			// 6 to 1 (95.22(4)): +2000 +3000.

			// The balance is the cash-in plus every round's net.
			recall := pat.ok("GET", "/api/recall", "")
			rounds := recall.body["rounds"].([]any)
			if len(rounds) != 4 {
				t.Fatalf("recall has %d rounds, want 4", len(rounds))
			}
			var nets money.Amount
			for _, rd := range rounds {
				p := rd.(map[string]any)["players"].([]any)[0].(map[string]any)
				nets += money.Amount(p["net"].(float64))
				if p["balanceAfter"].(float64)-p["balanceBefore"].(float64) != p["net"].(float64) {
					t.Fatalf("recall balances do not add up: %v", p)
				}
			}
			sicNet := money.Amount(rounds[0].(map[string]any)["players"].([]any)[0].(map[string]any)["net"].(float64))
			if sicNet != 5000 {
				t.Fatalf("Sic Bo round net %s, want 50.00", sicNet)
			}
			if got := pat.balance(); got != 50000+nets {
				t.Fatalf("balance %s, want 500.00 + %s", got, nets)
			}

			// The auditor: the ledger checks, every round verifies by replay.
			if r := auditor.ok("GET", "/api/ledger/check", ""); r.body["ok"] != true {
				t.Fatalf("ledger check: %s", r.raw)
			}
			if r := auditor.ok("GET", fmt.Sprintf("/api/ledger/lines?account=escrow:%d", warID), ""); len(r.body["lines"].([]any)) != 6 {
				t.Fatalf("War escrow lines: %s, want 3 holds and 3 settlements", r.raw)
			}
			all := auditor.ok("GET", "/api/rounds", "")
			for _, rd := range all.body["rounds"].([]any) {
				id := int(rd.(map[string]any)["id"].(float64))
				if v := auditor.ok("POST", fmt.Sprintf("/api/rounds/%d/verify", id), ""); v.body["matches"] != true || v.body["hash"] != true {
					t.Fatalf("round %d: %s", id, v.raw)
				}
			}
			// A player may read only their own rounds; cash-out never lends.
			other := c.player("quinn")
			id := int(all.body["rounds"].([]any)[0].(map[string]any)["id"].(float64))
			if r := other.do("GET", fmt.Sprintf("/api/rounds/%d", id), ""); r.code() != server.CodeForbidden {
				t.Fatalf("another player's round: %d %s", r.status, r.raw)
			}
			if r := cashier.do("POST", "/api/cage/cash-out", `{"user": "quinn", "amount": 1}`); r.code() != server.CodeFunds {
				t.Fatalf("cash-out from an empty wallet: %d %s", r.status, r.raw)
			}
		})
	}
}

type watcher struct {
	t    *testing.T
	conn *websocket.Conn
}

func (cl *client) watch(table int) *watcher {
	cl.c.t.Helper()
	u := strings.Replace(cl.c.url, "http", "ws", 1) + fmt.Sprintf("/api/tables/%d/ws?token=%s", table, cl.token)
	conn, _, err := websocket.Dial(context.Background(), u, nil)
	if err != nil {
		cl.c.t.Fatal(err)
	}
	return &watcher{cl.c.t, conn}
}

func (w *watcher) until(f func(map[string]any) bool) map[string]any {
	w.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	for {
		_, b, err := w.conn.Read(ctx)
		if err != nil {
			w.t.Fatalf("websocket: %v", err)
		}
		var s map[string]any
		json.Unmarshal(b, &s)
		if f(s) {
			return s
		}
	}
}

func (w *watcher) close() { w.conn.Close(websocket.StatusNormalClosure, "") }

// Bad input gets a clear error with a stable code and changes nothing.
func TestBadInput(t *testing.T) {
	c := newCasino(t, dbtest.SQLite(t), 1000)
	admin := c.login("root", "rootpassword")
	cashier := c.staff(admin, "cara", store.RoleCashier)
	pat := c.player("pat")
	bob := c.player("bob")
	cashier.ok("POST", "/api/cage/cash-in", `{"user": "pat", "amount": 10000}`)
	tb := admin.ok("POST", "/api/tables", `{"name": "W", "game": "war", "mode": "live"}`)
	id := int(tb.body["table"].(map[string]any)["id"].(float64))
	c.running(id)
	pat.ok("POST", fmt.Sprintf("/api/tables/%d/seats", id), `{"seat": 1}`)
	steps := fmt.Sprintf("/api/tables/%d/steps", id)
	for _, tc := range []struct {
		who        *client
		method     string
		path, body string
		code       string
	}{
		{pat, "POST", steps, `{"seat": 1, "wager": {"main": 10.5}}`, server.CodeBadRequest},
		{pat, "POST", steps, `{"seat": 1, "wager": {"main": -100}}`, server.CodeAmount},
		{pat, "POST", steps, `{"seat": 1, "wager": {"main": 0}}`, server.CodeAmount},
		{pat, "POST", steps, `{"seat": 1, "wager": {"main": 100}, "bogus": 1}`, server.CodeRule},
		{pat, "POST", steps, `{"seat": 1, "wager": {"main": 100}, "act": "war"}`, server.CodeBadRequest},
		{pat, "POST", steps, `{"seat": 1, "wager": {"main": 20000}}`, server.CodeFunds},
		{pat, "POST", steps, `{"seat": 1, "wager": {"main": 50}}`, server.CodeRule},
		{pat, "POST", steps, `{"seat": 1, "wager": {"nope": 100}}`, server.CodeRule},
		{pat, "POST", steps, `{"seat": 1, "act": "war"}`, server.CodeRule},
		{bob, "POST", steps, `{"seat": 1, "wager": {"main": 100}}`, server.CodeSeat},
		{bob, "POST", fmt.Sprintf("/api/tables/%d/seats", id), `{"seat": 1}`, server.CodeSeat},
		{bob, "POST", fmt.Sprintf("/api/tables/%d/seats", id), `{"seat": 9}`, server.CodeSeat},
		{pat, "POST", steps, `{"dealer": "no-more-bets"}`, server.CodeForbidden},
		{pat, "POST", "/api/cage/cash-in", `{"user": "pat", "amount": 100}`, server.CodeForbidden},
		{cashier, "POST", "/api/cage/cash-in", `{"user": "pat", "amount": "100"}`, server.CodeBadRequest},
		{cashier, "POST", "/api/cage/cash-in", `{"user": "nobody", "amount": 100}`, server.CodeNotFound},
		{cashier, "POST", "/api/cage/cash-in", `not json`, server.CodeBadRequest},
		{admin, "POST", "/api/tables", `{"name": "X", "game": "war", "mode": "live", "options": {"decks": 7}}`, server.CodeBadRequest},
		{admin, "POST", "/api/tables", `{"name": "X", "game": "poker-room", "mode": "live", "options": {"variant": "ZZ"}}`, server.CodeBadRequest},
		{admin, "POST", "/api/tables", `{"name": "X", "game": "let-it-ride", "mode": "live", "options": {"bonus": true, "tournament": true}}`, server.CodeRule}, // 124: only a tournament's tables
		{admin, "POST", "/api/tables", `{"name": "X", "game": "slots", "mode": "live", "options": {"machine": {"name": "M"}}}`, server.CodeRule},
		{pat, "GET", "/api/tables/999", ``, server.CodeNotFound},
		{pat, "GET", "/api/ledger/check", ``, server.CodeForbidden},
		{&client{c: c}, "GET", "/api/me", ``, server.CodeUnauthorized},
		{&client{c: c, token: "forged"}, "GET", "/api/me", ``, server.CodeUnauthorized},
		{pat, "POST", "/api/cage/cash-in", strings.Repeat(" ", 70<<10), server.CodeForbidden},
		{cashier, "POST", "/api/cage/cash-in", `{"user": "pat", "amount": 1}` + strings.Repeat(" ", 70<<10), server.CodeTooLarge},
	} {
		r := tc.who.do(tc.method, tc.path, tc.body)
		if r.code() != tc.code {
			t.Errorf("%s %s %.60s: %d %s, want code %s", tc.method, tc.path, tc.body, r.status, r.raw, tc.code)
		}
		if msg, _ := r.body["error"].(map[string]any)["message"].(string); len(msg) < 10 {
			t.Errorf("%s %.60s: message %q is not a sentence", tc.path, tc.body, msg)
		}
	}
	if got := pat.balance(); got != 10000 {
		t.Fatalf("balance %s after refused requests, want 100.00", got)
	}
	st := pat.ok("GET", fmt.Sprintf("/api/tables/%d", id), "")
	if w := st.body["view"].(map[string]any)["wagers"]; w != nil {
		t.Fatalf("refused wagers left %v on the layout", w)
	}
	// Logout ends the session.
	pat.ok("POST", "/api/logout", "")
	if r := pat.do("GET", "/api/me", ""); r.code() != server.CodeUnauthorized {
		t.Fatalf("after logout: %d", r.status)
	}
	if r := c.do("", "POST", "/api/login", `{"name": "pat", "password": "wrong-password"}`); r.code() != server.CodeLogin {
		t.Fatalf("a wrong password: %d %s", r.status, r.raw)
	}
}

func TestRateLimit(t *testing.T) {
	c := newCasino(t, dbtest.SQLite(t), 5)
	pat := c.player("pat")
	limited := 0
	for range 30 {
		if r := pat.do("GET", "/api/me", ""); r.code() == server.CodeRateLimited {
			limited++
		}
	}
	if limited == 0 {
		t.Fatal("30 requests at once at 5 a second were never limited")
	}
}

// The OpenAPI document lists every route the server answers, and no other.
func TestOpenAPIDocumentsEveryRoute(t *testing.T) {
	c := newCasino(t, dbtest.SQLite(t), 1000)
	r := c.do("", "GET", "/api/openapi.json", "")
	paths := r.body["paths"].(map[string]any)
	want := map[string]bool{}
	for _, line := range strings.Split(string(mustRead(t, "api.go")), "\n") {
		line = strings.TrimSpace(line)
		if strings.HasPrefix(line, `api("`) {
			route := strings.SplitN(line[5:], `"`, 2)[0]
			want[route] = true
		}
	}
	got := map[string]bool{}
	for p, ops := range paths {
		for m := range ops.(map[string]any) {
			got[strings.ToUpper(m)+" "+p] = true
		}
	}
	if len(want) < 20 || fmt.Sprint(want) != fmt.Sprint(got) {
		t.Fatalf("routes %v, documented %v", want, got)
	}
	if !bytes.Contains(r.raw, []byte(`"insufficient_funds"`)) {
		t.Fatal("the error codes are not in the document")
	}
}

func mustRead(t *testing.T, name string) []byte {
	b, err := readFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// A database that is gone: a clear error with its code, nothing changed.
func TestDatabaseGone(t *testing.T) {
	c := newCasino(t, dbtest.SQLite(t), 1000)
	pat := c.player("pat")
	c.st.Close()
	r := pat.do("GET", "/api/me", "")
	if r.code() != server.CodeUnavailable || r.status != http.StatusServiceUnavailable {
		t.Fatalf("with the database closed: %d %s", r.status, r.raw)
	}
}

// Several servers on one PostgreSQL database: each table is run by exactly
// one of them at a time (its lease), the other answers that the table runs
// elsewhere, and when the owner stops the other takes the table over.
func TestLeasesAcrossServers(t *testing.T) {
	url := dbtest.PostgresURL(t)
	if url == "" {
		t.Skip("no PostgreSQL configured (" + dbtest.EnvPostgres + ")")
	}
	db := dbtest.DB{Adapter: "postgres", URL: url}
	a := newCasino(t, db, 1000)
	stB := dbtest.Open(t, db)
	b := server.New(server.Config{Store: stB, Log: slog.New(slog.NewTextHandler(io.Discard, nil)), Hash: auth.Fast, LeaseTTL: 600 * time.Millisecond,
		Gen: func() game.Generator { return rng.NewDealer(seeded.New(6)) }, Rate: 1000, Burst: 1000})
	hb := httptest.NewServer(b.Handler())
	defer hb.Close()
	admin := a.login("root", "rootpassword")
	tb := admin.ok("POST", "/api/tables", `{"name": "W", "game": "war", "mode": "live"}`)
	id := int(tb.body["table"].(map[string]any)["id"].(float64))
	a.running(id)
	cb := &casino{t: t, url: hb.URL, st: stB, srv: b}
	pat := cb.player("pat")
	// A table only the second server may lease: once it runs there, the
	// second server's lease loop has been through every table (in order
	// of id), the first one included, and taken only what it may.
	var probe store.Table
	err := stB.Do(context.Background(), func(tx store.Tx) (err error) {
		probe, err = tx.CreateTable(store.Table{Name: "B", Game: "war", Mode: store.Live, Options: json.RawMessage(`{}`)})
		if err != nil {
			return err
		}
		ok, err := tx.Lease(probe.ID, b.Owner(), time.Now().Add(time.Hour).UnixMilli(), time.Now().UnixMilli())
		if !ok && err == nil {
			err = fmt.Errorf("table %d is leased to another server", probe.ID)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	runB := func() (stop func()) {
		ctx, cancel := context.WithCancel(context.Background())
		done := make(chan struct{})
		go func() { b.Run(ctx); close(done) }()
		var once sync.Once
		stop = func() { once.Do(func() { cancel(); <-done }) }
		t.Cleanup(stop)
		cb.running(int(probe.ID))
		return stop
	}
	stopB := runB()
	if r := pat.do("GET", fmt.Sprintf("/api/tables/%d", id), ""); r.code() != server.CodeUnavailable || !strings.Contains(string(r.raw), "run by server") {
		t.Fatalf("the second server on a table the first runs: %d %s", r.status, r.raw)
	}
	// The first server dies without releasing its lease (stopped, and its
	// lease put back as a killed process leaves it): once the lease runs
	// out the second server takes the table over. The second server's
	// lease loop pauses meanwhile, so that it cannot take the table in
	// the moment between the first server's stop and the lease put back;
	// and the lease is made to have run out, rather than left to run out
	// while the test hopes to ask in time.
	stopB()
	a.stop()
	lease := func(until time.Time) {
		t.Helper()
		if _, err := dbtest.Raw(stB).Exec(`UPDATE tables SET lease_owner = $1, lease_until = $2 WHERE id = $3`, a.srv.Owner(), until.UnixMilli(), id); err != nil {
			t.Fatal(err)
		}
	}
	lease(time.Now().Add(time.Hour))
	runB()
	if r := pat.do("GET", fmt.Sprintf("/api/tables/%d", id), ""); r.code() != server.CodeUnavailable {
		t.Fatalf("while the dead server's lease runs: %d %s", r.status, r.raw)
	}
	lease(time.Now().Add(-time.Millisecond))
	eventually(t, "the second server takes the table over", func() bool {
		return pat.do("GET", fmt.Sprintf("/api/tables/%d", id), "").status == 200
	})
}
