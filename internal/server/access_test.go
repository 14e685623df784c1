package server_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"croupier/internal/auth"
	"croupier/internal/dbtest"
	"croupier/internal/server"
	"croupier/internal/store"
)

// The access-control matrix (issue 27): every route the OpenAPI document
// lists, called by every kind of caller, each answer written here by hand
// from the documented role policy (store/user.go's roles, ARCHITECTURE.md's
// "The server" and "Keno", each route's summary), not read off the code.

// A caller is a column of the matrix.
type caller int

const (
	anonymous      caller = iota // no session
	owner                        // the player concerned: seated at the table, played the round, bought the ticket
	otherPlayer                  // another player, with a wallet of his own and nothing at that table
	tableDealer                  // the dealer the live table (or keno game) names
	otherDealer                  // a dealer, not that table's
	cashierRole                  // cash in and out at the cage
	supervisorRole               // voids rounds, decides disputes (67.101, 67.110)
	auditorRole                  // reads every round and the ledger
	adminRole                    // opens tables, creates staff; reads every page that changes nothing
	callers
)

var callerNames = [callers]string{"anonymous", "the player", "another player", "the table's dealer", "another dealer", "a cashier", "a supervisor", "an auditor", "an admin"}

// What a cell expects, one word each, in the order of the callers:
//
//	ok    allowed, and the server did the work: a 2xx answer
//	dom   allowed, and refused for the game's or the ledger's reasons (409,
//	      422): never 401 or 403
//	401   refused: no session (code unauthorized)
//	403   refused: the role, the table or the ticket is not the caller's (forbidden)
//	404   refused as if it did not exist (not_found)
//	seat  refused: the seat named is not the caller's (409 seat)
//
// A refusal changes nothing: the ledger, the users, the tables, their
// seats, step logs and rounds, and the tournaments read the same before
// and after it.
const (
	everyone   = "ok ok ok ok ok ok ok ok ok"
	anyLogin   = "401 ok ok ok ok ok ok ok ok"
	playerOnly = "401 ok ok 403 403 403 403 403 403"
	adminOnly  = "401 403 403 403 403 403 403 403 ok"
	readers    = "401 403 403 403 403 403 ok ok ok" // auditor, supervisor, admin read every round
	ledgerRead = "401 403 403 403 403 403 403 ok ok"
	ownRounds  = "401 ok 403 403 403 403 ok ok ok" // a player reads the rounds he played
)

// A matrixRoute is a row: what each caller is expected to get, and how
// to call it.
type matrixRoute struct {
	want  string
	setup func(m *matrix)                    // builds the row's own fixture, once, before its cells
	path  func(m *matrix, c caller) string   // the path the cell calls
	body  func(m *matrix, c caller) string   // a body valid for a caller allowed it
	after func(m *matrix, c caller, r reply) // checks an allowed cell's work, or finishes it
	fresh bool                               // the cell uses a session of its own (logout ends it)
}

// A matrix is one casino with the callers and the fixtures the rows share.
type matrix struct {
	t     *testing.T
	c     *casino
	clk   *clock
	who   [callers]*client
	names [callers]string // the account each caller logs in as
	pass  [callers]string

	played   int // a live Sic Bo table where the player played one settled round
	round    int // that round's id
	keno     int // a live keno game the table's dealer runs
	ticket   string
	ticket2  string // another of the player's winning tickets
	tourney  int
	table    int               // the row's own table, made by its setup
	waiting  *pending          // a dealer's step waiting for the outcomes the row enters
	tourney2 int               // the tournament the pay row pays
	rowVars  map[string]string // anything else a row's setup leaves for its cells
	tokens   map[caller]string // sessions made for a fresh row
}

func newMatrix(t *testing.T) *matrix {
	clk := &clock{now: t0}
	c := newCasino(t, dbtest.SQLite(t), 1000, func(cfg *server.Config) { cfg.Clock = clk.Now })
	m := &matrix{t: t, c: c, clk: clk, rowVars: map[string]string{}, tokens: map[caller]string{}}
	admin := c.login("root", "rootpassword")
	m.who[adminRole], m.names[adminRole], m.pass[adminRole] = admin, "root", "rootpassword"
	for _, s := range []struct {
		as         caller
		name, role string
	}{{tableDealer, "dino", store.RoleDealer}, {otherDealer, "dana", store.RoleDealer}, {cashierRole, "cara", store.RoleCashier},
		{supervisorRole, "sue", store.RoleSupervisor}, {auditorRole, "aude", store.RoleAuditor}} {
		m.who[s.as], m.names[s.as], m.pass[s.as] = c.staff(admin, s.name, s.role), s.name, "password-"+s.name
	}
	m.who[owner], m.names[owner], m.pass[owner] = c.player("pat"), "pat", "secret-pat"
	m.who[otherPlayer], m.names[otherPlayer], m.pass[otherPlayer] = c.player("quinn"), "quinn", "secret-quinn"
	m.who[anonymous] = &client{c: c, name: "anonymous"}
	for _, p := range []string{"pat", "quinn"} {
		m.who[cashierRole].ok("POST", "/api/cage/cash-in", fmt.Sprintf(`{"user": %q, "amount": 100000}`, p))
	}

	// A settled round the player played at a live Sic Bo table.
	m.played = m.liveSicBo()
	pat, dino := m.who[owner], m.who[tableDealer]
	path := fmt.Sprintf("/api/tables/%d", m.played)
	pat.ok("POST", path+"/seats", `{"seat": 1}`)
	pat.ok("POST", path+"/steps", `{"seat": 1, "wager": {"small": 1000}}`)
	dino.ok("POST", path+"/steps", `{"dealer": "no-more-bets"}`)
	roll := dino.waitingStep(m.played, `{"dealer": "roll"}`)
	dino.ok("POST", path+"/outcomes", `{"outcomes": [[1,3,6]]}`)
	roll.ok()
	rounds := m.who[auditorRole].ok("GET", fmt.Sprintf("/api/rounds?table=%d", m.played), "").body["rounds"].([]any)
	if len(rounds) != 1 {
		t.Fatalf("table %d recorded %d rounds, want the one played", m.played, len(rounds))
	}
	m.round = int(rounds[0].(map[string]any)["id"].(float64))

	// A live keno game whose draws close every half second; the player
	// holds two winning tickets: 5 is drawn, and a 1-spot on 5 pays 3 for 1.
	r := admin.ok("POST", "/api/tables", `{"name": "Keno", "game": "keno", "mode": "live", "dealer": "dino",
		"options": {"max-spots": 2, "paytable": {"1": {"1": 3}, "2": {"2": 12}}, "claim-days": 1}, "timing": {"bets": 500}}`)
	m.keno = int(r.body["table"].(map[string]any)["id"].(float64))
	c.running(m.keno)
	last := 0
	for i, into := range []*string{&m.ticket, &m.ticket2} {
		tk := pat.ok("POST", fmt.Sprintf("/api/keno/%d/tickets", m.keno), fmt.Sprintf(`{"selections": [{"numbers": [5], "wager": %d}]}`, 100*(i+1))).body["ticket"].(map[string]any)
		*into = tk["control"].(string)
		last = max(last, int(tk["first"].(float64)))
	}
	for drawn := 0; drawn < last; {
		drawn = m.enterKenoDraw()
	}

	// A tournament in its registration (125: published a week before).
	r = admin.ok("POST", "/api/tournaments", fmt.Sprintf(`{"rules": %s, "mode": "electronic"}`, rulesJSON(`[{"place": 1, "percent": "60"}, {"place": 2, "percent": "30"}]`, 8*day)))
	m.tourney = int(r.body["tournament"].(map[string]any)["id"].(float64))
	return m
}

// liveSicBo opens a live Sic Bo table run by the table's dealer.
func (m *matrix) liveSicBo() int {
	r := m.who[adminRole].ok("POST", "/api/tables", `{"name": "Sic Bo", "game": "sic-bo", "mode": "live", "dealer": "dino"}`)
	id := int(r.body["table"].(map[string]any)["id"].(float64))
	m.c.running(id)
	return id
}

// enterKenoDraw waits for the keno game's draw to close and has its
// operator enter balls with 5 among them; it returns the draw's number.
func (m *matrix) enterKenoDraw() int {
	m.t.Helper()
	n := m.waitKenoDraw()
	m.who[tableDealer].ok("POST", fmt.Sprintf("/api/keno/%d/draw", m.keno), fmt.Sprintf(`{"balls": %s}`, jsonInts(kenoBalls([]int{5}, nil))))
	return n
}

// waitKenoDraw waits for a closed draw waiting for its balls.
func (m *matrix) waitKenoDraw() int {
	m.t.Helper()
	var n int
	eventually(m.t, "a keno draw waiting for its balls", func() bool {
		st := m.who[tableDealer].ok("GET", fmt.Sprintf("/api/keno/%d", m.keno), "")
		w, ok := st.body["waiting"].(map[string]any)
		if ok {
			n = int(w["number"].(float64))
		}
		return ok
	})
	return n
}

func fixed(p string) func(*matrix, caller) string { return func(*matrix, caller) string { return p } }

// onTable is a path under the row's own table.
func onTable(suffix string) func(*matrix, caller) string {
	return func(m *matrix, _ caller) string { return fmt.Sprintf("/api/tables/%d%s", m.table, suffix) }
}

// onPlayed is a path under the table where the player played.
func onPlayed(suffix string) func(*matrix, caller) string {
	return func(m *matrix, _ caller) string { return fmt.Sprintf("/api/tables/%d%s", m.played, suffix) }
}

func onRound(suffix string) func(*matrix, caller) string {
	return func(m *matrix, _ caller) string { return fmt.Sprintf("/api/rounds/%d%s", m.round, suffix) }
}

// matrixRoutes is the matrix: every route of the API, by its pattern.
func matrixRoutes() map[string]matrixRoute {
	sicBoSeated := func(m *matrix) { // the row's own live Sic Bo table, the player in seat 1
		m.table = m.liveSicBo()
		m.who[owner].ok("POST", fmt.Sprintf("/api/tables/%d/seats", m.table), `{"seat": 1}`)
	}
	return map[string]matrixRoute{
		"POST /api/register": {want: everyone, path: fixed("/api/register"),
			body: func(_ *matrix, c caller) string {
				return fmt.Sprintf(`{"name": "new-%d", "password": "a-long-password-%d"}`, c, c)
			}},
		"POST /api/login": {want: everyone, path: fixed("/api/login"),
			body: func(m *matrix, c caller) string {
				if c == anonymous {
					c = owner
				}
				return fmt.Sprintf(`{"name": %q, "password": %q}`, m.names[c], m.pass[c])
			}},
		"POST /api/logout": {want: anyLogin, path: fixed("/api/logout"), fresh: true,
			after: func(m *matrix, c caller, _ reply) { // the session is over; the caller's others are not
				if r := m.c.do(m.tokens[c], "GET", "/api/me", ""); r.status != http.StatusUnauthorized {
					m.t.Errorf("%s's session after logout: GET /api/me answered %d, want 401", callerNames[c], r.status)
				}
				m.who[c].ok("GET", "/api/me", "")
			}},
		"GET /api/me":     {want: anyLogin, path: fixed("/api/me")},
		"GET /api/wallet": {want: playerOnly, path: fixed("/api/wallet"), after: ownWallet},
		"GET /api/recall": {want: playerOnly, path: fixed("/api/recall"), after: ownRoundsOnly},
		"GET /api/games":  {want: everyone, path: fixed("/api/games")},
		"GET /api/tables": {want: everyone, path: fixed("/api/tables")},
		"POST /api/tables": {want: adminOnly, path: fixed("/api/tables"),
			body: func(_ *matrix, c caller) string {
				return fmt.Sprintf(`{"name": "Opened by %d", "game": "war", "mode": "live"}`, c)
			}},
		"GET /api/tables/{id}": {want: anyLogin, path: onPlayed("")},
		"POST /api/tables/{id}/close": {want: adminOnly, path: onTable("/close"), body: fixed(""),
			setup: func(m *matrix) { m.table = m.liveSicBo() }},
		"POST /api/tables/{id}/seats": {want: playerOnly, path: onTable("/seats"),
			setup: sicBoSeated,
			body:  func(_ *matrix, c caller) string { return fmt.Sprintf(`{"seat": %d}`, 2+c) }},
		// Only the seat's own player leaves it; another player naming it
		// is told it is not his.
		"DELETE /api/tables/{id}/seats/{seat}": {want: "401 ok seat 403 403 403 403 403 403", path: onTable("/seats/1"), body: fixed(""),
			setup: sicBoSeated},
		// A player wagers only on his own seat; only the table's dealer
		// announces at a live table.
		"POST /api/tables/{id}/steps": {want: "401 ok seat ok 403 403 403 403 403", path: onTable("/steps"),
			setup: sicBoSeated,
			body: func(_ *matrix, c caller) string {
				if c == tableDealer || c == otherDealer {
					return `{"dealer": "no-more-bets"}`
				}
				return `{"seat": 1, "wager": {"small": 500}}`
			}},
		// Only the table's dealer enters what came out.
		"POST /api/tables/{id}/outcomes": {want: "401 403 403 ok 403 403 403 403 403", path: onTable("/outcomes"),
			setup: func(m *matrix) {
				sicBoSeated(m)
				path := fmt.Sprintf("/api/tables/%d", m.table)
				m.who[owner].ok("POST", path+"/steps", `{"seat": 1, "wager": {"small": 500}}`)
				m.who[tableDealer].ok("POST", path+"/steps", `{"dealer": "no-more-bets"}`)
				m.waiting = m.who[tableDealer].waitingStep(m.table, `{"dealer": "roll"}`)
			},
			body: fixed(`{"outcomes": [[1,3,6]]}`),
			after: func(m *matrix, _ caller, _ reply) {
				m.waiting.ok() // the roll the dealer entered completed the round
				if st := m.who[owner].ok("GET", fmt.Sprintf("/api/tables/%d", m.table), ""); st.body["phase"] != "over" {
					m.t.Errorf("after the dealer's roll: %s, want the round settled", st.raw)
				}
			}},
		// A supervisor's ruling at a poker room game in progress (67.110).
		"POST /api/tables/{id}/rulings": {want: "401 403 403 403 403 403 ok 403 403", path: onTable("/rulings"),
			setup: func(m *matrix) {
				r := m.who[adminRole].ok("POST", "/api/tables", `{"name": "Hold'em", "game": "poker-room", "mode": "live", "dealer": "dino",
					"options": {"variant": "NT", "seats": 3, "small-blind": 100, "big-blind": 200, "min-buy-in": 1000, "rake-percent": 5, "rake-cap": 300}}`)
				m.table = int(r.body["table"].(map[string]any)["id"].(float64))
				m.c.running(m.table)
				path := fmt.Sprintf("/api/tables/%d", m.table)
				for i, p := range []*client{m.who[owner], m.who[otherPlayer]} {
					p.ok("POST", path+"/seats", fmt.Sprintf(`{"seat": %d}`, i+1))
					p.ok("POST", path+"/steps", fmt.Sprintf(`{"seat": %d, "wager": {"stakes": 5000}}`, i+1))
				}
				deal := m.who[tableDealer].waitingStep(m.table, `{"dealer": "deal"}`)
				m.who[tableDealer].ok("POST", path+"/outcomes", `{"outcomes": ["As", "Ks", "7c", "2d"]}`)
				deal.ok()
			},
			body: fixed(`{"text": "the button stays where it is"}`)},
		// Voiding is the supervisor's: not the dealer's, not the admin's.
		"POST /api/tables/{id}/void": {want: "401 403 403 403 403 403 ok 403 403", path: onTable("/void"),
			setup: func(m *matrix) {
				sicBoSeated(m)
				m.who[owner].ok("POST", fmt.Sprintf("/api/tables/%d/steps", m.table), `{"seat": 1, "wager": {"small": 500}}`)
			},
			body: fixed(`{"reason": "the dice left the table"}`)},
		"GET /api/tables/{id}/results": {want: anyLogin, path: onPlayed("/results")},
		"GET /api/tables/{id}/recall":  {want: anyLogin, path: onPlayed("/recall"), after: ownRoundsOnly},
		"GET /api/tables/{id}/ws":      {want: anyLogin, path: onPlayed("/ws")},
		"POST /api/cage/cash-in":       {want: "401 403 403 403 403 ok 403 403 403", path: fixed("/api/cage/cash-in"), body: fixed(`{"user": "pat", "amount": 700}`)},
		"POST /api/cage/cash-out":      {want: "401 403 403 403 403 ok 403 403 403", path: fixed("/api/cage/cash-out"), body: fixed(`{"user": "pat", "amount": 700}`)},
		"GET /api/users":               {want: "401 403 403 403 403 ok ok ok ok", path: fixed("/api/users")},
		"POST /api/staff": {want: adminOnly, path: fixed("/api/staff"),
			body: func(_ *matrix, c caller) string {
				return fmt.Sprintf(`{"name": "staff-%d", "password": "staff-password-%d", "role": "cashier"}`, c, c)
			}},
		"GET /api/rounds":              {want: readers, path: fixed("/api/rounds")},
		"GET /api/rounds/{id}":         {want: ownRounds, path: onRound("")},
		"GET /api/rounds/{id}/replay":  {want: ownRounds, path: onRound("/replay")},
		"POST /api/rounds/{id}/verify": {want: readers, path: onRound("/verify"), body: fixed("")},
		// Any account's lines: the player's own wallet too, which he reads
		// at GET /api/wallet.
		"GET /api/ledger/lines": {want: ledgerRead, path: func(m *matrix, _ caller) string {
			return "/api/ledger/lines?account=wallet:" + m.rowVars["pat"]
		}, setup: func(m *matrix) {
			m.rowVars["pat"] = fmt.Sprint(m.who[owner].ok("GET", "/api/me", "").body["user"].(map[string]any)["id"])
		}},
		"GET /api/ledger/check": {want: ledgerRead, path: fixed("/api/ledger/check")},
		"GET /api/keno/{id}": {want: anyLogin, path: func(m *matrix, _ caller) string { return fmt.Sprintf("/api/keno/%d", m.keno) },
			after: func(m *matrix, c caller, r reply) { // the control number is the bearer's secret (86): nobody reads it here
				if strings.Contains(string(r.raw), m.ticket) {
					m.t.Errorf("%s reads the keno game and finds the player's control number: %s", callerNames[c], r.raw)
				}
			}},
		"POST /api/keno/{id}/tickets": {want: playerOnly, path: func(m *matrix, _ caller) string { return fmt.Sprintf("/api/keno/%d/tickets", m.keno) },
			body: fixed(`{"selections": [{"numbers": [7], "wager": 100}]}`)},
		// Only the keno game's own operator enters its balls (75).
		"POST /api/keno/{id}/draw": {want: "401 403 403 ok 403 403 403 403 403", path: func(m *matrix, _ caller) string { return fmt.Sprintf("/api/keno/%d/draw", m.keno) },
			setup: func(m *matrix) { m.waitKenoDraw() },
			body:  func(*matrix, caller) string { return fmt.Sprintf(`{"balls": %s}`, jsonInts(kenoBalls([]int{5}, nil))) }},
		"GET /api/keno/tickets": {want: playerOnly, path: fixed("/api/keno/tickets"),
			after: func(m *matrix, c caller, r reply) {
				if c == otherPlayer && strings.Contains(string(r.raw), m.ticket) {
					m.t.Errorf("another player's keno tickets hold the player's: %s", r.raw)
				}
			}},
		// The buyer, the cage and those who read everything (84, 86).
		"GET /api/keno/tickets/{control}": {want: "401 ok 403 403 403 ok ok ok ok", path: func(m *matrix, _ caller) string { return "/api/keno/tickets/" + m.ticket }},
		// The holder of a ticket claims it into his wallet, a cashier pays
		// it in cash (86). The control number is a bearer's: another
		// player who presents it is answered as the holder is, and by then
		// the prize is paid.
		"POST /api/keno/claims": {want: "401 ok dom 403 403 ok 403 403 403", path: fixed("/api/keno/claims"),
			body: func(m *matrix, c caller) string {
				if c == cashierRole {
					return fmt.Sprintf(`{"control": %q, "cash": true}`, m.ticket2)
				}
				return fmt.Sprintf(`{"control": %q}`, m.ticket)
			}},
		"GET /api/tournaments": {want: everyone, path: fixed("/api/tournaments")},
		"POST /api/tournaments": {want: adminOnly, path: fixed("/api/tournaments"),
			body: func(_ *matrix, c caller) string {
				rules := strings.Replace(rulesJSON(`[{"place": 1, "percent": "60"}]`, 8*day), "War Cup", fmt.Sprintf("Cup %d", c), 1)
				return fmt.Sprintf(`{"rules": %s, "mode": "electronic"}`, rules)
			}},
		"GET /api/tournaments/{id}": {want: everyone, path: func(m *matrix, _ caller) string { return fmt.Sprintf("/api/tournaments/%d", m.tourney) }},
		"POST /api/tournaments/{id}/entries": {want: playerOnly, path: func(m *matrix, _ caller) string { return fmt.Sprintf("/api/tournaments/%d/entries", m.tourney) },
			body: fixed("")},
		// Paying out is the admin's, after the end: nobody entered this
		// one, so its fees (none) are refunded and it is cancelled.
		"POST /api/tournaments/{id}/pay": {want: adminOnly, path: func(m *matrix, _ caller) string { return fmt.Sprintf("/api/tournaments/%d/pay", m.tourney2) },
			setup: func(m *matrix) {
				rules := strings.Replace(rulesJSON(`[{"place": 1, "percent": "60"}]`, 8*day), "War Cup", "Paid Cup", 1)
				r := m.who[adminRole].ok("POST", "/api/tournaments", fmt.Sprintf(`{"rules": %s, "mode": "electronic"}`, rules))
				m.tourney2 = int(r.body["tournament"].(map[string]any)["id"].(float64))
				m.clk.at(8*day + 3*time.Hour) // past its end
			},
			body: fixed(""),
			after: func(m *matrix, _ caller, r reply) {
				if tm := r.body["tournament"].(map[string]any); tm["status"] != store.TournamentCancelled {
					m.t.Errorf("the tournament paid with no entrants: %s, want it cancelled", r.raw)
				}
				m.clk.set(t0)
			}},
		"GET /api/openapi.json": {want: everyone, path: fixed("/api/openapi.json")},
	}
}

// ownWallet checks a player's wallet is his own: another player's balance
// is not the player's.
func ownWallet(m *matrix, c caller, r reply) {
	want := m.who[c].balance()
	if got := r.body["balance"].(float64); int64(got) != int64(want) {
		m.t.Errorf("%s's wallet shows %v, want his own balance %s", callerNames[c], got, want)
	}
}

// ownRoundsOnly checks that a player's recall holds only rounds he played,
// and in each only his own line.
func ownRoundsOnly(m *matrix, c caller, r reply) {
	if c != owner && c != otherPlayer {
		return
	}
	id := m.who[c].ok("GET", "/api/me", "").body["user"].(map[string]any)["id"].(float64)
	rounds, _ := r.body["rounds"].([]any)
	if c == otherPlayer && len(rounds) > 0 {
		m.t.Errorf("another player's recall holds %d of the player's rounds: %s", len(rounds), r.raw)
	}
	for _, rd := range rounds {
		for _, p := range rd.(map[string]any)["players"].([]any) {
			if u := p.(map[string]any)["user"].(float64); u != id {
				m.t.Errorf("%s's recall holds the line of user %v", callerNames[c], u)
			}
		}
	}
}

// TestAccessMatrix calls every route of the OpenAPI document as each kind
// of caller and checks each answer against the matrix; a route the
// matrix does not name fails the test, so a new route cannot escape it.
func TestAccessMatrix(t *testing.T) {
	m := newMatrix(t)
	doc := m.c.do("", "GET", "/api/openapi.json", "")
	var listed []string
	for p, ops := range doc.body["paths"].(map[string]any) {
		for method := range ops.(map[string]any) {
			listed = append(listed, strings.ToUpper(method)+" "+p)
		}
	}
	slices.Sort(listed)
	rows := matrixRoutes()
	for name := range rows {
		if !slices.Contains(listed, name) {
			t.Errorf("the matrix names %s, which the API does not have", name)
		}
	}
	cells := 0
	for _, name := range listed {
		row, ok := rows[name]
		if !ok {
			t.Errorf("route %s is not in the access matrix: write what each caller may do there", name)
			continue
		}
		want := strings.Fields(row.want)
		if len(want) != int(callers) {
			t.Fatalf("%s: %d expectations, want one per caller (%d)", name, len(want), callers)
		}
		if row.setup != nil {
			row.setup(m)
		}
		method, _, _ := strings.Cut(name, " ")
		// Refusals first, on the fixture as the setup left it; then the
		// callers allowed, whose work may change it.
		for _, allowed := range []bool{false, true} {
			for c := range callers {
				if w := want[c]; (w == "ok" || w == "dom") != allowed {
					continue
				}
				m.cell(name, method, row, c, want[c])
				cells++
			}
		}
	}
	t.Logf("%d routes × %d callers: %d cells", len(listed), callers, cells)
}

// cell calls one route as one caller and checks the answer.
func (m *matrix) cell(name, method string, row matrixRoute, c caller, want string) {
	m.t.Helper()
	path := row.path(m, c)
	body := ""
	if row.body != nil {
		body = row.body(m, c)
	}
	token := m.who[c].token
	if row.fresh && c != anonymous {
		token = m.c.login(m.names[c], m.pass[c]).token
		m.tokens[c] = token
	}
	what := fmt.Sprintf("%s (%s) as %s", name, path, callerNames[c])
	before := ""
	if want != "ok" && want != "dom" {
		before = m.c.fingerprint()
	}
	var r reply
	if strings.HasSuffix(name, "/ws") {
		r = m.dial(path, token)
	} else {
		r = m.c.do(token, method, path, body)
	}
	switch want {
	case "ok":
		if r.status >= 300 {
			m.t.Errorf("%s: %d %s, want it allowed and done", what, r.status, r.raw)
			return
		}
	case "dom":
		if r.status != http.StatusConflict && r.status != http.StatusUnprocessableEntity {
			m.t.Errorf("%s: %d %s, want it allowed and refused only by the game's rules (409 or 422)", what, r.status, r.raw)
			return
		}
	default:
		status, code := map[string]int{"401": 401, "403": 403, "404": 404, "seat": 409}[want], map[string]string{
			"401": server.CodeUnauthorized, "403": server.CodeForbidden, "404": server.CodeNotFound, "seat": server.CodeSeat}[want]
		if r.status != status || r.code() != code {
			m.t.Errorf("%s: %d %s, want %d %s", what, r.status, r.raw, status, code)
		}
		if after := m.c.fingerprint(); after != before {
			m.t.Errorf("%s was refused but changed the casino:\nbefore %s\nafter  %s", what, before, after)
		}
		return
	}
	if row.after != nil {
		row.after(m, c, r)
	}
}

// dial opens the table's WebSocket with token and reads the first state
// it pushes; an upgrade refused is the reply the server gave instead.
func (m *matrix) dial(path, token string) reply {
	m.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	h := http.Header{}
	if token != "" {
		h.Set("Authorization", "Bearer "+token)
	}
	conn, resp, err := websocket.Dial(ctx, strings.Replace(m.c.url, "http", "ws", 1)+path, &websocket.DialOptions{HTTPHeader: h})
	if err != nil {
		if resp == nil {
			m.t.Fatalf("WebSocket %s: %v", path, err)
		}
		r := reply{status: resp.StatusCode}
		r.raw, _ = io.ReadAll(resp.Body) // its first 1024 bytes: the error
		json.Unmarshal(r.raw, &r.body)
		return r
	}
	defer conn.Close(websocket.StatusNormalClosure, "")
	_, b, err := conn.Read(ctx)
	if err != nil {
		m.t.Fatalf("WebSocket %s: no state: %v", path, err)
	}
	return reply{status: http.StatusSwitchingProtocols, raw: b}
}

// fingerprint is everything a refused request must leave as it was: every
// account's balance, the ledger's transfers and entries, the users and
// their sessions, the stored answers, each table's status, segment,
// rounds and chain head, the seats, the step logs, the holds, the rounds
// recorded, the keno tickets, the tournaments and their entrants. It is
// read in a few queries (the leases and the keno clock's draws, which
// move by themselves, are left out), so that each of the matrix's
// refusals can afford it.
func (c *casino) fingerprint() string {
	c.t.Helper()
	var b strings.Builder
	for _, q := range []string{
		`SELECT id, balance FROM accounts ORDER BY id`,
		`SELECT (SELECT count(*) FROM transfers), (SELECT count(*) FROM entries), (SELECT count(*) FROM users),
			(SELECT count(*) FROM sessions), (SELECT count(*) FROM requests), (SELECT count(*) FROM rounds)`,
		`SELECT id, status, segment, rounds, chain_head FROM tables ORDER BY id`,
		`SELECT table_id, seat, user_id FROM seats ORDER BY table_id, seat`,
		`SELECT table_id, segment, count(*) FROM steps GROUP BY table_id, segment ORDER BY table_id, segment`,
		`SELECT * FROM holds ORDER BY 1, 2, 3, 4, 5`,
		`SELECT * FROM keno_tickets ORDER BY id`,
		`SELECT id, status FROM tournaments ORDER BY id`,
		`SELECT * FROM tournament_entrants ORDER BY 1, 2`,
	} {
		rows, err := dbtest.Raw(c.st).Query(q)
		if err != nil {
			c.t.Fatalf("%s: %v", q, err)
		}
		cols, _ := rows.Columns()
		for rows.Next() {
			vals := make([]any, len(cols))
			ptrs := make([]any, len(cols))
			for i := range vals {
				ptrs[i] = &vals[i]
			}
			if err := rows.Scan(ptrs...); err != nil {
				c.t.Fatal(err)
			}
			for _, v := range vals {
				if bs, ok := v.([]byte); ok {
					v = string(bs)
				}
				fmt.Fprintf(&b, "%v ", v)
			}
			b.WriteString("\n")
		}
		if err := rows.Err(); err != nil {
			c.t.Fatal(err)
		}
		rows.Close()
	}
	return b.String()
}

// cardRE finds cards in the spec's notation in an answer.
var cardRE = regexp.MustCompile(`\b[2-9TJQKA][cdhs]\b`)

// cardsIn returns the cards of want that raw names.
func cardsIn(raw []byte, want []string) []string {
	var out []string
	for _, c := range cardRE.FindAllString(string(raw), -1) {
		if slices.Contains(want, c) && !slices.Contains(out, c) {
			out = append(out, c)
		}
	}
	slices.Sort(out)
	return out
}

// A poker room game at a live table (the hand of TestPokerRoomLiveGame):
// the hole cards are dealt face down, so no player, spectator or member of
// staff at the table but the player himself sees them, over GET or the
// WebSocket; a player who folds never shows his (67.102), nor are the
// burned cards shown, so neither is in any answer to the other players
// after the game: the round record, its replay, the recalls, the results.
// The auditor reads them all. And nobody acts for another's seat.
func TestHiddenCards(t *testing.T) {
	c := newCasino(t, dbtest.SQLite(t), 1000)
	admin := c.login("root", "rootpassword")
	cashier := c.staff(admin, "cara", store.RoleCashier)
	auditor := c.staff(admin, "aude", store.RoleAuditor)
	dealer := c.staff(admin, "dino", store.RoleDealer)
	players := []*client{c.player("pat"), c.player("sam"), c.player("kim")}
	quinn := c.player("quinn") // watches, not seated
	for _, p := range players {
		cashier.ok("POST", "/api/cage/cash-in", fmt.Sprintf(`{"user": %q, "amount": 20000}`, p.name))
	}
	tb := admin.ok("POST", "/api/tables", `{"name": "Hold'em 1/2", "game": "poker-room", "mode": "live", "dealer": "dino",
		"options": {"variant": "NT", "seats": 3, "small-blind": 100, "big-blind": 200, "min-buy-in": 1000, "rake-percent": 5, "rake-cap": 300}}`)
	id := int(tb.body["table"].(map[string]any)["id"].(float64))
	c.running(id)
	path := fmt.Sprintf("/api/tables/%d", id)
	for i, p := range players {
		p.ok("POST", path+"/seats", fmt.Sprintf(`{"seat": %d}`, i+1))
		p.ok("POST", path+"/steps", fmt.Sprintf(`{"seat": %d, "wager": {"stakes": %d}}`, i+1, []int{10000, 10000, 5000}[i]))
	}
	watch := map[string]*watcher{}
	for _, cl := range append(slices.Clone(players), quinn, cashier) {
		watch[cl.name] = cl.watch(id)
		defer watch[cl.name].close()
	}
	dealt := []string{"As", "Ks", "7c", "2d", "Qh", "Qd"}
	deal := dealer.waitingStep(id, `{"dealer": "deal"}`)
	dealer.ok("POST", path+"/outcomes", `{"outcomes": ["As", "Ks", "7c", "2d", "Qh", "Qd"]}`)
	deal.ok()

	// Each seat's hole cards are the two of the six its own view shows;
	// the three pairs are the six cards.
	hole := map[string][]string{}
	var all []string
	for _, p := range players {
		hole[p.name] = cardsIn(p.ok("GET", path, "").raw, dealt)
		if len(hole[p.name]) != 2 {
			t.Fatalf("%s sees %v of the cards dealt, want his two", p.name, hole[p.name])
		}
		all = append(all, hole[p.name]...)
	}
	slices.Sort(all)
	if want := slices.Sorted(slices.Values(dealt)); !slices.Equal(all, want) {
		t.Fatalf("the players' own cards %v, want the six dealt %v", hole, want)
	}
	// Nobody sees another's: over GET and over the WebSocket.
	others := func(name string) []string {
		var out []string
		for n, cs := range hole {
			if n != name {
				out = append(out, cs...)
			}
		}
		return out
	}
	for _, cl := range append(slices.Clone(players), quinn, cashier) {
		if got := cardsIn(cl.ok("GET", path, "").raw, others(cl.name)); len(got) > 0 {
			t.Errorf("%s's view of the table shows %v, another's hole cards", cl.name, got)
		}
		st := watch[cl.name].until(func(s map[string]any) bool { return s["phase"] != "bets" })
		raw, _ := json.Marshal(st)
		if got := cardsIn(raw, others(cl.name)); len(got) > 0 {
			t.Errorf("%s's WebSocket shows %v, another's hole cards", cl.name, got)
		}
	}

	// Nobody acts for another's seat: not a player, seated or not, not as
	// another player behind a box; nothing changes.
	before := c.fingerprint()
	for _, try := range []struct {
		who        *client
		body, code string
	}{
		{players[0], `{"seat": 3, "act": "raise", "amount": 600}`, server.CodeSeat},
		{quinn, `{"seat": 3, "act": "fold"}`, server.CodeSeat},
		{players[1], `{"seat": 3, "act": "call"}`, server.CodeSeat},
		{players[0], `{"seat": 3, "player": "kim", "act": "fold"}`, server.CodeForbidden},
		{cashier, `{"seat": 3, "act": "fold"}`, server.CodeForbidden},
	} {
		if r := try.who.do("POST", path+"/steps", try.body); r.code() != try.code {
			t.Errorf("%s steps %s: %d %s, want %s", try.who.name, try.body, r.status, r.raw, try.code)
		}
	}
	if after := c.fingerprint(); after != before {
		t.Errorf("steps for another's seat changed the casino:\nbefore %s\nafter  %s", before, after)
	}

	// The hand of TestPokerRoomLiveGame: sam folds on the flop, pat and
	// kim show down. A card is burned before each street (67.88(4)): 3s,
	// 4s and 5s are never seen.
	act := func(p *client, seat int, act string, amount int) {
		t.Helper()
		body := fmt.Sprintf(`{"seat": %d, "act": %q}`, seat, act)
		if amount > 0 {
			body = fmt.Sprintf(`{"seat": %d, "act": %q, "amount": %d}`, seat, act, amount)
		}
		p.ok("POST", path+"/steps", body)
	}
	act(players[2], 3, "raise", 600)
	act(players[0], 1, "call", 0)
	fold := players[1].waitingStep(id, `{"seat": 2, "act": "fold"}`)
	dealer.ok("POST", path+"/outcomes", `{"outcomes": ["3s", "2c", "7h", "8c"]}`)
	fold.ok()
	act(players[0], 1, "check", 0)
	act(players[2], 3, "bet", 1000)
	call := players[0].waitingStep(id, `{"seat": 1, "act": "call"}`)
	dealer.ok("POST", path+"/outcomes", `{"outcomes": ["4s", "Jd"]}`)
	call.ok()
	act(players[0], 1, "check", 0)
	check := players[2].waitingStep(id, `{"seat": 3, "act": "check"}`)
	dealer.ok("POST", path+"/outcomes", `{"outcomes": ["5s", "9s"]}`)
	check.ok()
	act(players[0], 1, "check", 0)
	act(players[2], 3, "check", 0)
	act(players[0], 1, "show", 0)
	act(players[2], 3, "show", 0)

	never := append(slices.Clone(hole["sam"]), "3s", "4s", "5s") // sam folded; the burns
	rounds := auditor.ok("GET", fmt.Sprintf("/api/rounds?table=%d", id), "").body["rounds"].([]any)
	if len(rounds) != 1 {
		t.Fatalf("%d rounds recorded, want the game", len(rounds))
	}
	rid := int(rounds[0].(map[string]any)["id"].(float64))
	// The auditor reads every card: the cards looked for are there to find.
	if got := cardsIn(auditor.ok("GET", fmt.Sprintf("/api/rounds/%d", rid), "").raw, never); len(got) != len(never) {
		t.Fatalf("the auditor's round record shows %v of %v", got, never)
	}
	for _, p := range []*client{players[0], players[2], quinn} {
		pages := []string{path, path + "/results", path + "/recall"}
		if p != quinn {
			pages = append(pages, fmt.Sprintf("/api/rounds/%d", rid), fmt.Sprintf("/api/rounds/%d/replay", rid), "/api/recall")
		}
		for _, page := range pages {
			if got := cardsIn(p.ok("GET", page, "").raw, never); len(got) > 0 {
				t.Errorf("%s reads %v at %s: a folded hand's or a burned card", p.name, got, page)
			}
		}
	}
	// Sam plays his round back seeing his own folded cards, and no
	// other's hidden card.
	rp := players[1].ok("GET", fmt.Sprintf("/api/rounds/%d/replay", rid), "").raw
	if got := cardsIn(rp, hole["sam"]); len(got) != 2 {
		t.Errorf("sam's replay of his round shows %v of his cards %v", got, hole["sam"])
	}
	if got := cardsIn(rp, []string{"3s", "4s", "5s"}); len(got) > 0 {
		t.Errorf("sam's replay of his round shows the burned %v", got)
	}
}

// A session lasts its TTL and no longer: a token used while it lasts
// (and so remembered by the server for a few seconds) is refused once
// its time is up; and a token past its time is refused, 401, on every
// route that takes a session, whatever the role.
func TestSessionsExpire(t *testing.T) {
	const ttl = 1500 * time.Millisecond
	c := newCasino(t, dbtest.SQLite(t), 1000, func(cfg *server.Config) { cfg.SessionTTL = ttl })
	c.player("pat")
	before := time.Now()
	r := c.do("", "POST", "/api/login", `{"name": "pat", "password": "secret-pat"}`)
	after := time.Now()
	if r.status != 200 {
		t.Fatalf("login: %d %s", r.status, r.raw)
	}
	pat := &client{c: c, token: r.body["token"].(string), name: "pat"}
	expires := time.UnixMilli(int64(r.body["expires"].(float64)))
	if expires.Before(before.Add(ttl).Truncate(time.Millisecond)) || expires.After(after.Add(ttl)) {
		t.Fatalf("a login at %s with a TTL of %s expires at %s", before, ttl, expires)
	}
	if r := pat.do("GET", "/api/me", ""); r.status != 200 && time.Now().Before(expires) {
		t.Fatalf("the session within its TTL: %d %s", r.status, r.raw)
	}
	time.Sleep(time.Until(expires) + 10*time.Millisecond)
	if r := pat.do("GET", "/api/me", ""); r.code() != server.CodeUnauthorized {
		t.Fatalf("the session past its TTL: %d %s, want 401", r.status, r.raw)
	}

	// A session of every role, expired a moment ago, on every route the
	// document says takes one.
	var expired []string
	err := c.st.Do(context.Background(), func(tx store.Tx) error {
		for _, role := range store.Roles {
			u, err := tx.CreateUser("old-"+role, auth.Hash("old-password", auth.Fast), role)
			if err != nil {
				return err
			}
			tok, hash := auth.NewToken()
			if err := tx.CreateSession(hash, u.ID, time.Now().Add(-time.Millisecond).UnixMilli()); err != nil {
				return err
			}
			expired = append(expired, tok)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	expired = append(expired, pat.token)
	doc := c.do("", "GET", "/api/openapi.json", "")
	routes := 0
	for p, ops := range doc.body["paths"].(map[string]any) {
		for method, op := range ops.(map[string]any) {
			if _, ok := op.(map[string]any)["security"]; !ok {
				continue
			}
			routes++
			path := strings.NewReplacer("{id}", "1", "{seat}", "1", "{control}", "12345678901234567890").Replace(p)
			for _, tok := range expired {
				var r reply
				if strings.HasSuffix(p, "/ws") {
					m := &matrix{t: t, c: c}
					r = m.dial(path, tok)
				} else {
					r = c.do(tok, strings.ToUpper(method), path, "")
				}
				if r.status != http.StatusUnauthorized || r.code() != server.CodeUnauthorized {
					t.Errorf("%s %s with an expired session: %d %s, want 401 unauthorized", strings.ToUpper(method), path, r.status, r.raw)
				}
			}
		}
	}
	if routes < 30 {
		t.Fatalf("only %d routes take a session", routes)
	}
}

// Rate limits hold for every caller (TestRateLimit: one session's
// stream). A bucket of 3 that refills once every 100 seconds, so that
// exactly what the burst allows is answered: a client address guessing
// passwords is stopped after 3 tries, and then the right password is
// not checked either; a player is one bucket whatever the number of his
// sessions, and another player's is his own; a token that names no
// session counts against its client's address like a guess.
func TestRateLimitEveryCaller(t *testing.T) {
	c := newCasino(t, dbtest.SQLite(t), 0.01, func(cfg *server.Config) { cfg.Burst = 3 })
	var pat1, pat2, sam string
	err := c.st.Do(context.Background(), func(tx store.Tx) error {
		for _, name := range []string{"pat", "sam"} {
			u, err := tx.CreateUser(name, auth.Hash("secret-"+name, auth.Fast), store.RolePlayer)
			if err != nil {
				return err
			}
			for _, into := range map[string][]*string{"pat": {&pat1, &pat2}, "sam": {&sam}}[name] {
				tok, hash := auth.NewToken()
				*into = tok
				if err := tx.CreateSession(hash, u.ID, time.Now().Add(time.Hour).UnixMilli()); err != nil {
					return err
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	answers := func(token, method, path, body string, n int) []string {
		var out []string
		for range n {
			r := c.do(token, method, path, body)
			out = append(out, fmt.Sprint(r.status))
		}
		return out
	}
	same := func(what string, got []string, want string) {
		t.Helper()
		if strings.Join(got, " ") != want {
			t.Errorf("%s: %s, want %s", what, strings.Join(got, " "), want)
		}
	}
	// Two sessions of pat's, in turn: one bucket.
	var turns []string
	for i := range 6 {
		turns = append(turns, answers([]string{pat1, pat2}[i%2], "GET", "/api/me", "", 1)...)
	}
	same("pat's two sessions in turn", turns, "200 200 200 429 429 429")
	same("sam, on the same address", answers(sam, "GET", "/api/me", "", 1), "200")
	// Password guesses from one address.
	same("wrong passwords", answers("", "POST", "/api/login", `{"name": "sam", "password": "guess-guess"}`, 5), "401 401 401 429 429")
	same("the right one after them", answers("", "POST", "/api/login", `{"name": "sam", "password": "secret-sam"}`, 1), "429")
	// Forged tokens from an address whose bucket is empty.
	same("forged tokens", answers("forged-token", "GET", "/api/me", "", 3), "429 429 429")
	same("sam still", answers(sam, "GET", "/api/me", "", 1), "200")
}

// lockedBuffer is a log's destination written by the server's goroutines
// and read by the test.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// Passwords and session tokens never reach the log: a whole session at
// the Debug level (every request logged) — registrations, logins,
// wrong passwords and unknown names, the cage, staff made, wagers and a
// round at a live table, the table watched with the token in the URL,
// logout — and neither any password nor any token, nor any 8 characters
// of one, is in what the server wrote.
func TestSecretsNeverLogged(t *testing.T) {
	var log lockedBuffer
	c := newCasino(t, dbtest.SQLite(t), 1000, func(cfg *server.Config) {
		cfg.Log = slog.New(slog.NewJSONHandler(&log, &slog.HandlerOptions{Level: slog.LevelDebug}))
	})
	secrets := []string{"rootpassword"}
	login := func(name, password string) *client {
		t.Helper()
		cl := c.login(name, password)
		secrets = append(secrets, cl.token)
		return cl
	}
	admin := login("root", "rootpassword")
	for _, s := range []struct{ name, password, role string }{
		{"cara", "Cq7-tulip-Hx93", store.RoleCashier}, {"dino", "Dz4-maple-Rw18", store.RoleDealer},
	} {
		secrets = append(secrets, s.password)
		admin.ok("POST", "/api/staff", fmt.Sprintf(`{"name": %q, "password": %q, "role": %q}`, s.name, s.password, s.role))
	}
	cashier, dealer := login("cara", "Cq7-tulip-Hx93"), login("dino", "Dz4-maple-Rw18")
	secrets = append(secrets, "Pv2-cedar-Kj55", "Wx8-birch-Nq61", "Ab3-aspen-Yt07", "Tooshrt")
	c.do("", "POST", "/api/register", `{"name": "pat", "password": "Pv2-cedar-Kj55"}`)
	c.do("", "POST", "/api/register", `{"name": "shorty", "password": "Tooshrt"}`)     // refused: too short
	c.do("", "POST", "/api/login", `{"name": "pat", "password": "Wx8-birch-Nq61"}`)    // a wrong password
	c.do("", "POST", "/api/login", `{"name": "nobody", "password": "Ab3-aspen-Yt07"}`) // an unknown name
	pat := login("pat", "Pv2-cedar-Kj55")
	second := login("pat", "Pv2-cedar-Kj55")
	cashier.ok("POST", "/api/cage/cash-in", `{"user": "pat", "amount": 10000}`, "Idempotency-Key", "in-1")
	sic := admin.ok("POST", "/api/tables", `{"name": "Sic Bo", "game": "sic-bo", "mode": "live", "dealer": "dino"}`)
	id := int(sic.body["table"].(map[string]any)["id"].(float64))
	c.running(id)
	path := fmt.Sprintf("/api/tables/%d", id)
	pat.ok("POST", path+"/seats", `{"seat": 1}`)
	pat.ok("POST", path+"/steps", `{"seat": 1, "wager": {"small": 1000}}`)
	dealer.ok("POST", path+"/steps", `{"dealer": "no-more-bets"}`)
	roll := dealer.waitingStep(id, `{"dealer": "roll"}`) // the dealer watches with ?token=
	dealer.ok("POST", path+"/outcomes", `{"outcomes": [[2,2,5]]}`)
	roll.ok()
	pat.ok("GET", "/api/recall", "")
	c.do("forged-"+pat.token, "GET", "/api/me", "")
	second.ok("POST", "/api/logout", "")
	c.do(second.token, "GET", "/api/me", "")
	c.stop() // the tables' goroutines stop: the log is whole

	written := log.String()
	if !strings.Contains(written, `"msg":"request"`) {
		t.Fatalf("the log has no request lines at the Debug level: %.300s", written)
	}
	for _, s := range secrets {
		if len(s) < 8 && strings.Contains(written, s) {
			t.Errorf("the log holds the secret %q", s)
		}
		for i := 0; i+8 <= len(s); i++ {
			if part := s[i : i+8]; strings.Contains(written, part) {
				t.Errorf("the log holds %q, of the secret %q…", part, s[:4])
				break
			}
		}
	}
}

// Blackjack with peek (22, 26): the dealer's second card is dealt face
// down, and until he turns it nobody at the table but the auditor and
// the supervisor sees it, over GET or the WebSocket: not the player
// deciding, not another player, not the cashier. The deal is that of
// TestRoundReplayHidesHoleCard: Th to the box, 6c up, 9d to the box, 7s
// down.
func TestHiddenHoleCard(t *testing.T) {
	c := newCasino(t, dbtest.SQLite(t), 1000)
	admin := c.login("root", "rootpassword")
	cashier := c.staff(admin, "cara", store.RoleCashier)
	dealer := c.staff(admin, "dino", store.RoleDealer)
	auditor := c.staff(admin, "aude", store.RoleAuditor)
	supervisor := c.staff(admin, "sue", store.RoleSupervisor)
	pat, quinn := c.player("pat"), c.player("quinn")
	cashier.ok("POST", "/api/cage/cash-in", `{"user": "pat", "amount": 10000}`)
	tb := admin.ok("POST", "/api/tables", `{"name": "BJ", "game": "blackjack", "mode": "live", "dealer": "dino", "options": {"peek": true}}`)
	id := int(tb.body["table"].(map[string]any)["id"].(float64))
	c.running(id)
	path := fmt.Sprintf("/api/tables/%d", id)
	pat.ok("POST", path+"/seats", `{"seat": 1}`)
	pat.ok("POST", path+"/steps", `{"seat": 1, "wager": {"main": 1000}}`)
	watchers := map[string]*watcher{}
	for _, cl := range []*client{pat, quinn, cashier, admin} {
		watchers[cl.name] = cl.watch(id)
		defer watchers[cl.name].close()
	}
	dealer.ok("POST", path+"/outcomes", `{"outcomes": ["Th", "6c", "9d", "7s"]}`)
	dealer.ok("POST", path+"/steps", `{"dealer": "no-more-bets"}`)
	dealt := []string{"Th", "6c", "9d", "7s"}
	for _, cl := range []*client{pat, quinn, cashier, admin} {
		if got := cardsIn(cl.ok("GET", path, "").raw, dealt); !slices.Equal(got, []string{"6c", "9d", "Th"}) {
			t.Errorf("%s sees %v of the deal, want the box's Th 9d and the up card 6c", cl.name, got)
		}
		st := watchers[cl.name].until(func(s map[string]any) bool { return s["phase"] != "bets" })
		raw, _ := json.Marshal(st)
		if got := cardsIn(raw, []string{"7s"}); len(got) > 0 {
			t.Errorf("%s's WebSocket shows the hole card 7s", cl.name)
		}
	}
	for _, cl := range []*client{auditor, supervisor} {
		if got := cardsIn(cl.ok("GET", path, "").raw, dealt); len(got) != 4 {
			t.Errorf("%s sees %v of the deal, want every card", cl.name, got)
		}
	}
	// Once the box stands the dealer turns it: everyone sees it.
	dealer.ok("POST", path+"/outcomes", `{"outcomes": ["Ts"]}`)
	pat.ok("POST", path+"/steps", `{"seat": 1, "act": "stand"}`)
	if got := cardsIn(quinn.ok("GET", path, "").raw, []string{"7s"}); len(got) != 1 {
		t.Errorf("after the round another player sees %v, want the turned hole card 7s", got)
	}
}
