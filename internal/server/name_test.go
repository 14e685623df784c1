package server_test

import (
	"strings"
	"testing"

	"croupier/internal/dbtest"
	"croupier/internal/server"
	"croupier/internal/store"
)

// The PAT registered beside pat. A name is now the same whatever
// its case and surrounding spaces, everywhere: registration and staff
// creation refuse it (409, naming why), and login and the cage find pat
// by "Pat" or " PAT ".
func TestNamesIgnoreCase(t *testing.T) {
	for _, db := range dbtest.All(t) {
		t.Run(db.Adapter, func(t *testing.T) {
			c := newCasino(t, db, 1000)
			admin := c.login("root", "rootpassword")
			cashier := c.staff(admin, "cara", store.RoleCashier)
			pat := c.player("pat")
			for _, name := range []string{"PAT", "Pat", " pat "} {
				r := c.do("", "POST", "/api/register", `{"name": "`+name+`", "password": "another-password"}`)
				if r.status != 409 || r.code() != server.CodeConflict || !strings.Contains(string(r.raw), "whatever their case") {
					t.Fatalf("register %q beside pat: %d %s, want 409 conflict", name, r.status, r.raw)
				}
				if r := admin.do("POST", "/api/staff", `{"name": "`+name+`", "password": "another-password", "role": "dealer"}`); r.status != 409 || r.code() != server.CodeConflict {
					t.Fatalf("staff %q beside pat: %d %s, want 409 conflict", name, r.status, r.raw)
				}
			}
			if r := c.do("", "POST", "/api/register", `{"name": " ROOT", "password": "another-password"}`); r.status != 409 {
				t.Fatalf("register ROOT beside root: %d %s", r.status, r.raw)
			}
			if r := c.do("", "POST", "/api/register", `{"name": " quinn ", "password": "secret-quinn"}`); r.status != 201 || r.body["user"].(map[string]any)["name"] != "quinn" {
				t.Fatalf("register \" quinn \": %d %s, want quinn, trimmed", r.status, r.raw)
			}
			for _, name := range []string{"Pat", " PAT "} {
				r := c.do("", "POST", "/api/login", `{"name": "`+name+`", "password": "secret-pat"}`)
				if r.status != 200 || r.body["user"].(map[string]any)["name"] != "pat" {
					t.Fatalf("login as %q: %d %s, want pat", name, r.status, r.raw)
				}
			}
			if r := c.do("", "POST", "/api/login", `{"name": "PAT", "password": "wrong-password"}`); r.code() != server.CodeLogin {
				t.Fatalf("login as PAT with a wrong password: %d %s", r.status, r.raw)
			}
			r := cashier.ok("POST", "/api/cage/cash-in", `{"user": "Pat", "amount": 2500}`)
			if r.body["user"] != "pat" || pat.balance() != 2500 {
				t.Fatalf("cash-in to Pat: %s, balance %s", r.raw, pat.balance())
			}
		})
	}
}
