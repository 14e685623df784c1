package server_test

import (
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"croupier/internal/dbtest"
	"croupier/internal/server"
	"croupier/internal/store"
)

// seen is every answer a casino's clients got, to be checked against the
// OpenAPI document when the test ends: so every test of the server checks
// that the document lists each status, and each error code under it, that
// a route really answered.
type seen struct {
	mu    sync.Mutex
	heard []heard
}

type heard struct {
	method, path string
	status       int
	code         string
}

func (s *seen) add(method, path string, r reply) {
	if s == nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.heard = append(s.heard, heard{method, path, r.status, r.code()})
}

// checkDocumented fails the test if a route answered a status the OpenAPI
// document does not list for it, or an error code the document does not
// list under that status.
func (c *casino) checkDocumented() {
	c.t.Helper()
	var doc struct {
		Paths map[string]map[string]struct {
			Responses map[string]json.RawMessage `json:"responses"`
		} `json:"paths"`
	}
	// Read from an address of its own (httptest's 192.0.2.1), whose rate
	// limit no client of the test has spent.
	for try := 0; ; try++ {
		w := httptest.NewRecorder()
		c.srv.Handler().ServeHTTP(w, httptest.NewRequest("GET", "/api/openapi.json", nil))
		if w.Code == 200 {
			if err := json.Unmarshal(w.Body.Bytes(), &doc); err != nil {
				c.t.Fatalf("the OpenAPI document: %v", err)
			}
			break
		}
		if try == 50 {
			c.t.Fatalf("the OpenAPI document: %d %s", w.Code, w.Body)
		}
		time.Sleep(100 * time.Millisecond) // rate limited: the bucket refills
	}
	c.seen.mu.Lock()
	heard := slices.Clone(c.seen.heard)
	c.seen.mu.Unlock()
	told := map[string]bool{}
	for _, h := range heard {
		route, ops := "", map[string]struct {
			Responses map[string]json.RawMessage `json:"responses"`
		}(nil)
		for p, o := range doc.Paths { // the most specific, as the mux picks: /api/keno/tickets before /api/keno/{id}
			if matches(p, h.path) && (route == "" || strings.Count(p, "{") < strings.Count(route, "{")) {
				route, ops = p, o
			}
		}
		op, ok := ops[strings.ToLower(h.method)]
		if !ok {
			continue // no API route: the catch-all's not_found
		}
		what := fmt.Sprintf("%s %s answered %d %s", h.method, route, h.status, h.code)
		if told[what] {
			continue
		}
		told[what] = true
		raw, ok := op.Responses[strconv.Itoa(h.status)]
		if !ok {
			c.t.Errorf("%s (%s): the OpenAPI document does not list %d for it", what, h.path, h.status)
			continue
		}
		if h.code == "" {
			continue
		}
		var resp struct {
			Content map[string]struct {
				Schema struct {
					AllOf []struct {
						Properties struct {
							Error struct {
								Properties struct {
									Code struct {
										Enum []string `json:"enum"`
									} `json:"code"`
								} `json:"properties"`
							} `json:"error"`
						} `json:"properties"`
					} `json:"allOf"`
				} `json:"schema"`
			} `json:"content"`
		}
		json.Unmarshal(raw, &resp)
		var codes []string
		for _, a := range resp.Content["application/json"].Schema.AllOf {
			codes = append(codes, a.Properties.Error.Properties.Code.Enum...)
		}
		if !slices.Contains(codes, h.code) {
			c.t.Errorf("%s (%s): the OpenAPI document lists only %v under %d", what, h.path, codes, h.status)
		}
	}
}

// matches reports whether path (a query string aside) is an instance of
// the document's route, whose {name} segments stand for any one segment.
func matches(route, path string) bool {
	path, _, _ = strings.Cut(path, "?")
	r, p := strings.Split(route, "/"), strings.Split(path, "/")
	if len(r) != len(p) {
		return false
	}
	for i := range r {
		if r[i] != p[i] && !strings.HasPrefix(r[i], "{") {
			return false
		}
	}
	return true
}

// Every route's document lists its statuses, not a catch-all: its success,
// and each error status with the codes it may carry; a step that waits for
// the dealer answers 202 "waiting", and the document says so.
func TestOpenAPIListsEveryStatus(t *testing.T) {
	c := newCasino(t, dbtest.SQLite(t), 1000, func(cfg *server.Config) { cfg.Wait = 50 * time.Millisecond })
	r := c.do("", "GET", "/api/openapi.json", "")
	var doc struct {
		Paths map[string]map[string]struct {
			Responses map[string]struct {
				Description string `json:"description"`
			} `json:"responses"`
		} `json:"paths"`
	}
	if err := json.Unmarshal(r.raw, &doc); err != nil {
		t.Fatal(err)
	}
	for p, ops := range doc.Paths {
		for m, op := range ops {
			if _, ok := op.Responses["default"]; ok {
				t.Errorf("%s %s: a default response stands for statuses not listed", m, p)
			}
			if len(op.Responses) < 3 {
				t.Errorf("%s %s lists only %v", m, p, op.Responses)
			}
		}
	}
	steps := doc.Paths["/api/tables/{id}/steps"]["post"].Responses
	if !strings.Contains(steps["202"].Description, "waiting") || !strings.Contains(steps["409"].Description, "another step waiting") {
		t.Errorf("the steps route's 202 and 409: %+v", steps)
	}

	// A live dealer's roll answered 202 waiting, then completes when he
	// enters it: checkDocumented checks each answer against the document.
	admin := c.login("root", "rootpassword")
	cashier := c.staff(admin, "cara", store.RoleCashier)
	dealer := c.staff(admin, "dino", store.RoleDealer)
	pat := c.player("pat")
	cashier.ok("POST", "/api/cage/cash-in", `{"user": "pat", "amount": 10000}`)
	sic := admin.ok("POST", "/api/tables", `{"name": "Sic Bo", "game": "sic-bo", "mode": "live", "dealer": "dino"}`)
	id := int(sic.body["table"].(map[string]any)["id"].(float64))
	c.running(id)
	path := fmt.Sprintf("/api/tables/%d", id)
	pat.ok("POST", path+"/seats", `{"seat": 1}`)
	pat.ok("POST", path+"/steps", `{"seat": 1, "wager": {"small": 500}}`)
	w := dealer.do("POST", path+"/steps", `{"dealer": "roll"}`)
	if w.status != 202 || w.code() != server.CodeWaiting {
		t.Fatalf("a roll with no dice entered: %d %s, want 202 waiting", w.status, w.raw)
	}
	dealer.ok("POST", path+"/outcomes", `{"outcomes": [[1,3,6]]}`)
	if st := pat.ok("GET", path, ""); st.body["phase"] != "over" {
		t.Fatalf("after the dice were entered: %s, want the round settled", st.raw)
	}
	// And some refusals of the routes this file is about.
	dealer.do("POST", path+"/outcomes", `{"outcomes": [[1,3,6]]}`)
	dealer.do("POST", path+"/outcomes", `{"outcomes": [1,3,6]}`)
	pat.do("POST", path+"/outcomes", `{"outcomes": [[1,3,6]]}`)
	dealer.do("POST", "/api/tables/x/outcomes", `{"outcomes": [[1,3,6]]}`)
	dealer.do("POST", "/api/tables/99/outcomes", `{"outcomes": [[1,3,6]]}`)
	pat.do("POST", path+"/steps", `{"seat": 1, "wager": {"small": -5}}`)
	pat.do("POST", path+"/steps", `{"seat": 1, "wager": {"small": 500}}`)
	c.do("", "POST", path+"/steps", `{"seat": 1, "wager": {"small": 500}}`)
}
