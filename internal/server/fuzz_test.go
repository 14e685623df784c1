package server_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"croupier/game"
	"croupier/internal/auth"
	"croupier/internal/dbtest"
	"croupier/internal/server"
	"croupier/internal/store"
	"croupier/rng"
	"croupier/rng/seeded"
)

// A fuzzCasino is one server on a SQLite database, called in process
// (no socket), with an account of each role that POSTs a body, a live Sic
// Bo table dealt by the dealer with the player seated, and a live keno
// game. FuzzAPIBodies builds one per fuzz process. Its leases last a
// minute and keno's draws close every minute, so that little runs in the
// background: coverage from other goroutines would be credited to the
// input being run.
type fuzzCasino struct {
	h      http.Handler
	tokens map[string]string // by role
	sicBo  int
	keno   int
}

// do sends a request as role ("" for none) and returns the status and the
// body.
func (c *fuzzCasino) do(role, method, path, body string) (int, []byte) {
	req := httptest.NewRequest(method, path, strings.NewReader(body))
	if tok := c.tokens[role]; tok != "" {
		req.Header.Set("Authorization", "Bearer "+tok)
	}
	w := httptest.NewRecorder()
	c.h.ServeHTTP(w, req)
	return w.Code, w.Body.Bytes()
}

// must sends a request that must succeed and returns its JSON answer.
func (c *fuzzCasino) must(tb testing.TB, role, method, path, body string) map[string]any {
	tb.Helper()
	status, raw := c.do(role, method, path, body)
	if status >= 300 {
		tb.Fatalf("%s %s %s as %s: %d %s", method, path, body, role, status, raw)
	}
	var m map[string]any
	if err := json.Unmarshal(raw, &m); err != nil {
		tb.Fatalf("%s %s: %s is not JSON: %v", method, path, raw, err)
	}
	return m
}

// fuzzClock is the fuzzed casino's date, the day the example tournaments
// are published.
var fuzzClock = time.Date(2027, 3, 1, 0, 0, 0, 0, time.UTC)

// newFuzzCasino builds the casino: newCasino for a testing.TB, without the
// HTTP listener, rate limit or OpenAPI bookkeeping, and with steps that
// wait for the dealer answering 202 at once.
func newFuzzCasino(tb testing.TB) *fuzzCasino {
	tb.Helper()
	st := dbtest.Open(tb, dbtest.SQLite(tb))
	srv := server.New(server.Config{
		Store:    st,
		Log:      slog.New(slog.NewTextHandler(io.Discard, nil)),
		Gen:      func() game.Generator { return rng.NewDealer(seeded.New(5)) },
		Hash:     auth.Fast,
		LeaseTTL: time.Minute,
		Rate:     1e9, Burst: 1 << 30,
		Wait:  20 * time.Millisecond,
		Clock: func() time.Time { return fuzzClock },
	})
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { srv.Run(ctx); close(done) }()
	tb.Cleanup(func() { cancel(); <-done })
	err := st.Do(ctx, func(tx store.Tx) error {
		_, err := tx.CreateUser("root", auth.Hash("rootpassword", auth.Fast), store.RoleAdmin)
		return err
	})
	if err != nil {
		tb.Fatal(err)
	}
	c := &fuzzCasino{h: srv.Handler(), tokens: map[string]string{}}
	login := func(name, password string) string {
		return c.must(tb, "", "POST", "/api/login", fmt.Sprintf(`{"name": %q, "password": %q}`, name, password))["token"].(string)
	}
	c.tokens[store.RoleAdmin] = login("root", "rootpassword")
	for name, role := range map[string]string{"cara": store.RoleCashier, "dino": store.RoleDealer, "sue": store.RoleSupervisor} {
		c.must(tb, store.RoleAdmin, "POST", "/api/staff", fmt.Sprintf(`{"name": %q, "password": "password-%s", "role": %q}`, name, name, role))
		c.tokens[role] = login(name, "password-"+name)
	}
	c.must(tb, "", "POST", "/api/register", `{"name": "pat", "password": "secret-pat"}`)
	c.tokens[store.RolePlayer] = login("pat", "secret-pat")
	c.must(tb, store.RoleCashier, "POST", "/api/cage/cash-in", `{"user": "pat", "amount": 1000000}`)
	id := func(m map[string]any) int { return int(m["table"].(map[string]any)["id"].(float64)) }
	c.sicBo = id(c.must(tb, store.RoleAdmin, "POST", "/api/tables", `{"name": "Sic Bo", "game": "sic-bo", "mode": "live", "dealer": "dino"}`))
	c.keno = id(c.must(tb, store.RoleAdmin, "POST", "/api/tables", `{"name": "Keno", "game": "keno", "mode": "live", "dealer": "dino",
		"options": {"max-spots": 2, "paytable": {"1": {"1": 3}, "2": {"2": 12}}}}`))
	deadline := time.Now().Add(30 * time.Second)
	for !c.running(c.sicBo) || !c.running(c.keno) {
		if time.Now().After(deadline) {
			tb.Fatal("the tables do not run after 30s")
		}
		time.Sleep(10 * time.Millisecond)
	}
	c.must(tb, store.RolePlayer, "POST", fmt.Sprintf("/api/tables/%d/seats", c.sicBo), `{"seat": 1}`)
	return c
}

// running reports whether table id runs on the server.
func (c *fuzzCasino) running(id int) bool {
	_, raw := c.do("", "GET", "/api/tables", "")
	var r struct {
		Tables []struct {
			ID      int  `json:"id"`
			Running bool `json:"running"`
		} `json:"tables"`
	}
	json.Unmarshal(raw, &r)
	for _, t := range r.Tables {
		if t.ID == id && t.Running {
			return true
		}
	}
	return false
}

// A bodyRoute is a route that reads a JSON body, the role that may call it
// and valid bodies for it.
type bodyRoute struct {
	role, path string // %d in path: the Sic Bo table, or the keno game for /api/keno/
	seeds      []string
}

// bodyRoutes are the routes of api.go that read a JSON body (every POST
// with a request schema in openapi.go); steps twice, as the player and as
// the dealer.
var bodyRoutes = []bodyRoute{
	{"", "/api/register", []string{`{"name": "lou", "password": "secret-lou"}`, `{"name": "x", "password": "short"}`}},
	{"", "/api/login", []string{`{"name": "pat", "password": "secret-pat"}`, `{"name": "pat", "password": "wrong-one"}`}},
	{store.RoleAdmin, "/api/tables", []string{
		`{"name": "War", "game": "war", "mode": "electronic", "timing": {"bets": 50, "decision": 50, "result": 50}}`,
		`{"name": "BJ", "game": "blackjack", "mode": "live", "dealer": "dino", "options": {"peek": true}}`,
		`{"name": "W", "game": "war", "mode": "live", "options": {"max": 1000000000000}}`,
		`{"name": "Slots", "game": "slots", "mode": "electronic"}`,
	}},
	{store.RolePlayer, "/api/tables/%d/seats", []string{`{"seat": 1}`, `{"seat": 2}`, `{"seat": 0}`}},
	{store.RolePlayer, "/api/tables/%d/steps", []string{
		`{"seat": 1, "wager": {"small": 2000, "total-10": 500}}`, `{"seat": 1, "wager": {"big": 100}}`,
		`{"seat": 1, "withdraw": "small"}`, `{"seat": 1, "wager": {"triple-4": 100}}`,
	}},
	{store.RoleDealer, "/api/tables/%d/steps", []string{`{"dealer": "no-more-bets"}`, `{"dealer": "roll"}`, `{"dealer": "next-round"}`}},
	{store.RoleDealer, "/api/tables/%d/outcomes", []string{`{"outcomes": [[1,3,6]]}`, `{"outcomes": [1,3,6]}`, `{"outcomes": [[1,4,5], [2,2,3]]}`}},
	{store.RoleSupervisor, "/api/tables/%d/void", []string{`{"reason": "the dice left the table"}`, `{"reason": " "}`}},
	{store.RoleCashier, "/api/cage/cash-in", []string{`{"user": "pat", "amount": 10000}`, `{"user": "Pat", "amount": 2500, "memo": "cash"}`, `{"user": "pat", "amount": 0}`}},
	{store.RoleCashier, "/api/cage/cash-out", []string{`{"user": "pat", "amount": 5000}`, `{"user": "pat", "amount": 100000000000}`}},
	{store.RoleAdmin, "/api/staff", []string{`{"name": "kay", "password": "password-kay", "role": "dealer"}`, `{"name": "al", "password": "password-al", "role": "auditor"}`}},
	{store.RolePlayer, "/api/keno/%d/tickets", []string{
		`{"selections": [{"numbers": [5], "wager": 100}, {"computer": 2, "wager": 100}], "draws": 2}`,
		`{"selections": [{"numbers": [3, 40], "wager": 100}]}`,
	}},
	{store.RoleDealer, "/api/keno/%d/draw", []string{
		`{"balls": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]}`, `{"balls": [1, 2]}`,
	}},
	{store.RolePlayer, "/api/keno/claims", []string{`{"control": "3141-5926-5358-9793-2384-6"}`}},
	{store.RoleCashier, "/api/keno/claims", []string{`{"control": "31415926535897932384", "cash": true}`, `{"control": "1", "user": "pat"}`}},
	{store.RoleAdmin, "/api/tournaments", []string{
		`{"rules": {"name": "War Cup", "game": "war", "published": "2027-03-01T00:00:00Z", "registrationCloses": "2027-03-08T00:00:00Z",
			"start": "2027-03-09T00:00:00Z", "end": "2027-03-09T02:00:00Z", "entryFee": 5000, "startingChips": 10000, "maxEntrants": 3,
			"minEntrants": 2, "tables": 1, "prizes": [{"place": 1, "percent": "60"}, {"place": 2, "percent": "30"}]},
			"mode": "electronic", "timing": {"bets": 50, "decision": 50, "result": 50}}`,
	}},
}

// FuzzAPIBodies: no request body sent to a route that reads one makes the
// server fail (500) or panic, and every answer is JSON; refusals (4xx)
// are the expected answers. The input is the route (its index in
// bodyRoutes, wrapping) and the body. One casino serves every run of a
// fuzz process, so a run finds it as earlier runs left it: a table or
// tournament created is closed again to keep it small. Seeds: valid
// bodies from the server's tests and the example tournaments.
func FuzzAPIBodies(f *testing.F) {
	for i, r := range bodyRoutes {
		for _, s := range r.seeds {
			f.Add(uint8(i), []byte(s))
		}
		f.Add(uint8(i), []byte(`{}`))
		f.Add(uint8(i), []byte(`{"unknown": 1}`))
		f.Add(uint8(i), []byte(`[`))
	}
	examples, _ := filepath.Glob("../../examples/tournaments/*.json")
	for _, p := range examples {
		b, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		for i, r := range bodyRoutes {
			if r.path == "/api/tournaments" {
				f.Add(uint8(i), []byte(`{"rules": `+string(b)+`, "mode": "electronic"}`))
			}
		}
	}
	c := newFuzzCasino(f)
	f.Fuzz(func(t *testing.T, i uint8, body []byte) {
		r := bodyRoutes[int(i)%len(bodyRoutes)]
		path := r.path
		if strings.Contains(path, "%d") {
			id := c.sicBo
			if strings.HasPrefix(path, "/api/keno/") {
				id = c.keno
			}
			path = fmt.Sprintf(path, id)
		}
		status, raw := c.do(r.role, "POST", path, string(body))
		if status == http.StatusInternalServerError {
			t.Fatalf("POST %s as %s, %q: %d %s", path, r.role, body, status, raw)
		}
		if !json.Valid(raw) {
			t.Fatalf("POST %s as %s, %q: %d, the answer is not JSON: %q", path, r.role, body, status, raw)
		}
		if status < 300 {
			c.closeCreated(t, raw)
		}
	})
}

// closeCreated closes the tables a created table or tournament answer
// names, so that a fuzz process does not run thousands of them.
func (c *fuzzCasino) closeCreated(t *testing.T, raw []byte) {
	var a struct {
		Table *struct {
			ID int `json:"id"`
		} `json:"table"`
		Tournament *struct {
			Tables []int `json:"tables"`
		} `json:"tournament"`
	}
	json.Unmarshal(raw, &a)
	var ids []int
	if a.Table != nil {
		ids = append(ids, a.Table.ID)
	}
	if a.Tournament != nil {
		ids = append(ids, a.Tournament.Tables...)
	}
	for _, id := range ids {
		if id == c.sicBo || id == c.keno {
			continue
		}
		path := fmt.Sprintf("/api/tables/%d/close", id)
		if status, raw := c.do(store.RoleAdmin, "POST", path, ""); status >= 500 {
			t.Fatalf("POST %s: %d %s", path, status, raw)
		}
	}
}
