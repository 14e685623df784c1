package server_test

import (
	"strings"
	"testing"

	"croupier/internal/dbtest"
	"croupier/internal/server"
	"croupier/internal/store"
)

// The forged request: a text/plain POST from another site's page,
// authenticated by the session cookie, went through. A state-changing
// request the cookie authenticates must now come from this server's own
// pages (Sec-Fetch-Site same-origin, or an Origin that is this server);
// from another origin, a sibling port included, it is a 403 that says so,
// and nothing is done. Reads, requests with a bearer token and requests
// with neither header (not a browser's) are not affected.
func TestCrossSiteCookieRequests(t *testing.T) {
	c := newCasino(t, dbtest.SQLite(t), 1000)
	admin := c.login("root", "rootpassword")
	cashier := c.staff(admin, "cara", store.RoleCashier)
	pat := c.player("pat")
	cookie := func(cl *client) string { return "croupier_session=" + cl.token }
	cashIn := func(hdr ...string) reply {
		t.Helper()
		hdr = append([]string{"Cookie", cookie(cashier), "Content-Type", "text/plain"}, hdr...)
		return c.do("", "POST", "/api/cage/cash-in", `{"user": "pat", "amount": 100}`, hdr...)
	}
	accepted := func(what string, hdr ...string) {
		t.Helper()
		if r := cashIn(hdr...); r.status != 200 {
			t.Fatalf("a cash-in from %s: %d %s, want 200", what, r.status, r.raw)
		}
	}
	for _, tc := range []struct {
		what string
		hdr  []string
	}{
		{"another site's page", []string{"Sec-Fetch-Site", "cross-site", "Origin", "https://evil.example"}},
		{"a sibling port", []string{"Sec-Fetch-Site", "same-site", "Origin", "http://127.0.0.1:1"}},
		{"an older browser on another site", []string{"Origin", "https://evil.example"}},
	} {
		r := cashIn(tc.hdr...)
		if r.status != 403 || r.code() != server.CodeForbidden || !strings.Contains(string(r.raw), "cross-site request is refused") {
			t.Fatalf("a cookie's cash-in from %s: %d %s, want 403 refusing a cross-site request", tc.what, r.status, r.raw)
		}
	}
	if r := c.do("", "POST", "/api/logout", "", "Cookie", cookie(pat), "Sec-Fetch-Site", "cross-site"); r.status != 403 {
		t.Fatalf("a cookie's logout from another site: %d %s, want 403", r.status, r.raw)
	}
	if got := pat.balance(); got != 0 {
		t.Fatalf("balance %s after forged cash-ins, want 0", got)
	}

	// This server's own pages, a program with the cookie, and any request
	// with a bearer token go through; so does a read from anywhere.
	accepted("the server's own page", "Sec-Fetch-Site", "same-origin", "Origin", c.url)
	accepted("an older browser on the server's own page", "Origin", c.url)
	accepted("a program with the cookie")
	cashier.ok("POST", "/api/cage/cash-in", `{"user": "pat", "amount": 100}`, "Sec-Fetch-Site", "cross-site", "Origin", "https://evil.example")
	if r := c.do("", "GET", "/api/me", "", "Cookie", cookie(pat), "Sec-Fetch-Site", "cross-site"); r.status != 200 {
		t.Fatalf("a cookie's read from another site: %d %s", r.status, r.raw)
	}
	if got := pat.balance(); got != 400 {
		t.Fatalf("balance %s after four accepted cash-ins of $1, want 4.00", got)
	}
}
