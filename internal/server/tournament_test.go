package server_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"croupier/internal/dbtest"
	"croupier/internal/server"
	"croupier/internal/store"
	"croupier/money"
)

// A settable clock for the tournaments' dates.
type clock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *clock) Now() time.Time     { c.mu.Lock(); defer c.mu.Unlock(); return c.now }
func (c *clock) set(t time.Time)    { c.mu.Lock(); defer c.mu.Unlock(); c.now = t }
func (c *clock) at(d time.Duration) { c.set(t0.Add(d)) }

var t0 = time.Date(2027, 1, 1, 12, 0, 0, 0, time.UTC)

const day = 24 * time.Hour

// rulesJSON is a War tournament published at t0: registration for a week,
// play on day 8 for two hours, $50.00 a head, 10,000 chips, 2 to 3
// entrants, one table, 60% and 30% of the fees to the first two places.
func rulesJSON(prizes string, start time.Duration) string {
	ts := func(d time.Duration) string { return t0.Add(d).Format(time.RFC3339) }
	return fmt.Sprintf(`{"name": "War Cup", "game": "war", "published": %q, "registrationCloses": %q, "start": %q, "end": %q,
		"entryFee": 5000, "startingChips": 10000, "maxEntrants": 3, "minEntrants": 2, "tables": 1, "prizes": %s}`,
		ts(0), ts(7*day), ts(start), ts(start+2*time.Hour), prizes)
}

// A tournament from publication to prize payment (123–127), on both
// databases: the rules checked as they are published, registration
// paying the fee and giving the chips, the table identified for it and
// open only to entrants while it plays, rounds of War played with chips,
// the leaderboard, and the prizes paid from the fees with the ledger
// balanced. Every amount is worked out from the rules.
func TestTournamentEndToEnd(t *testing.T) {
	for _, db := range dbtest.All(t) {
		t.Run(db.Adapter, func(t *testing.T) {
			clk := &clock{now: t0}
			c := newCasino(t, db, 1000, func(cfg *server.Config) { cfg.Clock = clk.Now })
			admin := c.login("root", "rootpassword")
			cashier := c.staff(admin, "cara", store.RoleCashier)
			auditor := c.staff(admin, "aude", store.RoleAuditor)
			players := map[string]*client{}
			for _, name := range []string{"pat", "sam", "kim", "lou"} {
				players[name] = c.player(name)
				cashier.ok("POST", "/api/cage/cash-in", fmt.Sprintf(`{"user": %q, "amount": 10000}`, name))
			}
			publish := func(rules string) reply {
				return admin.do("POST", "/api/tournaments", fmt.Sprintf(`{"rules": %s, "mode": "electronic", "timing": {"bets": 50, "decision": 50, "result": 50}}`, rules))
			}
			// 127: 25% of the fees is refused; 125: a start three days after publication is refused.
			refused(t, "25%", publish(rulesJSON(`[{"place": 1, "percent": "25"}]`, 8*day)), http.StatusUnprocessableEntity, server.CodeRule, "section 127")
			refused(t, "three days' notice", publish(rulesJSON(`[{"place": 1, "percent": "60"}]`, 3*day)), http.StatusUnprocessableEntity, server.CodeRule, "section 125")
			r := publish(rulesJSON(`[{"place": 1, "percent": "60"}, {"place": 2, "percent": "30"}]`, 8*day))
			if r.status != http.StatusCreated {
				t.Fatalf("publish: %d %s", r.status, r.raw)
			}
			tm := r.body["tournament"].(map[string]any)
			id := int(tm["id"].(float64))
			tables := tm["tables"].([]any)
			if len(tables) != 1 || tm["phase"] != "registration" {
				t.Fatalf("published %s", r.raw)
			}
			table := int(tables[0].(float64))
			c.running(table)

			// Registration: the fee from the wallet, the chips to the entrant (124).
			for _, name := range []string{"pat", "sam", "kim"} {
				players[name].ok("POST", fmt.Sprintf("/api/tournaments/%d/entries", id), "")
				if b := players[name].balance(); b != 5000 {
					t.Fatalf("%s's wallet %s after the $50.00 fee, want 50.00", name, b)
				}
			}
			refused(t, "a second registration", players["pat"].do("POST", fmt.Sprintf("/api/tournaments/%d/entries", id), ""), http.StatusConflict, server.CodeConflict, "already registered")
			refused(t, "a fourth entrant", players["lou"].do("POST", fmt.Sprintf("/api/tournaments/%d/entries", id), ""), http.StatusConflict, server.CodeConflict, "full")
			// 126: only entrants sit at its table; nobody plays before the start.
			refused(t, "lou sits", players["lou"].do("POST", fmt.Sprintf("/api/tables/%d/seats", table), `{"seat": 3}`), http.StatusForbidden, server.CodeForbidden, "identified for the tournament")
			players["pat"].ok("POST", fmt.Sprintf("/api/tables/%d/seats", table), `{"seat": 1}`)
			players["sam"].ok("POST", fmt.Sprintf("/api/tables/%d/seats", table), `{"seat": 2}`)
			refused(t, "a wager before the start", players["pat"].do("POST", fmt.Sprintf("/api/tables/%d/steps", table), `{"seat": 1, "wager": {"main": 1000}}`), http.StatusConflict, server.CodeConflict, "plays from")

			// Play: three rounds of War at 1,000 chips a seat.
			clk.at(8*day + time.Minute)
			ws := players["pat"].watch(table)
			for range 3 {
				var round float64
				ws.until(func(s map[string]any) bool {
					round, _ = s["round"].(float64)
					return s["phase"] == "bets" && len(s["options"].([]any)) > 0
				})
				players["pat"].ok("POST", fmt.Sprintf("/api/tables/%d/steps", table), `{"seat": 1, "wager": {"main": 1000}}`)
				players["sam"].ok("POST", fmt.Sprintf("/api/tables/%d/steps", table), `{"seat": 2, "wager": {"main": 1000}}`)
				// The server deals; a tie's decision (67.37) is left to the
				// table's clock, which surrenders. The round is over once the
				// next one opens or its result shows.
				ws.until(func(s map[string]any) bool { return s["phase"] == "over" || s["round"].(float64) > round })
			}
			ws.close()
			// Money never moved at the table: the wallets are as the fees left them.
			for _, name := range []string{"pat", "sam", "kim"} {
				if b := players[name].balance(); b != 5000 {
					t.Errorf("%s's wallet %s after playing for chips, want 50.00", name, b)
				}
			}
			// Each entrant's chips are 10,000 plus his nets in the rounds recorded.
			chips := map[string]money.Amount{"pat": 10000, "sam": 10000, "kim": 10000}
			ids := map[int64]string{}
			for _, u := range auditor.ok("GET", "/api/users?role=player", "").body["users"].([]any) {
				m := u.(map[string]any)
				ids[int64(m["id"].(float64))] = m["name"].(string)
			}
			rounds := auditor.ok("GET", fmt.Sprintf("/api/rounds?table=%d", table), "").body["rounds"].([]any)
			if len(rounds) != 3 {
				t.Fatalf("%d rounds recorded at the tournament's table, want 3", len(rounds))
			}
			for _, x := range rounds {
				for _, p := range x.(map[string]any)["players"].([]any) {
					pm := p.(map[string]any)
					chips[ids[int64(pm["user"].(float64))]] += money.Amount(pm["net"].(float64))
				}
			}
			if chips["pat"] == 10000 && chips["sam"] == 10000 {
				t.Fatalf("three rounds of War moved no chips: %v", chips)
			}
			board := admin.ok("GET", fmt.Sprintf("/api/tournaments/%d", id), "").body["tournament"].(map[string]any)["leaderboard"].([]any)
			for _, x := range board {
				m := x.(map[string]any)
				if got := money.Amount(m["chips"].(float64)); got != chips[m["entrant"].(string)] {
					t.Errorf("leaderboard: %s has %d chips, the rounds say %d", m["entrant"], got, chips[m["entrant"].(string)])
				}
			}

			// 127: paid after the end only; fees 3 × $50.00 = $150.00: place 1
			// wins 60% = $90.00, place 2 30% = $45.00, the house keeps $15.00.
			refused(t, "paying before the end", admin.do("POST", fmt.Sprintf("/api/tournaments/%d/pay", id), ""), http.StatusConflict, server.CodeConflict, "plays until")
			clk.at(8*day + 2*time.Hour + time.Minute)
			houseBefore := houseBalance(t, auditor)
			paid := admin.ok("POST", fmt.Sprintf("/api/tournaments/%d/pay", id), "").body["tournament"].(map[string]any)
			want := expectedPrizes([]string{"pat", "sam", "kim"}, chips, []money.Amount{9000, 4500})
			for _, name := range []string{"pat", "sam", "kim"} {
				if b := players[name].balance(); b != 5000+want[name] {
					t.Errorf("%s's wallet %s after the prizes, want %s", name, b, 5000+want[name])
				}
			}
			if paid["status"] != "paid" || len(paid["prizes"].([]any)) < 2 {
				t.Errorf("paid: %v", paid)
			}
			if h := houseBalance(t, auditor); h-houseBefore != 1500 {
				t.Errorf("the house took %s of the fees, want 15.00", h-houseBefore)
			}
			if chk := auditor.ok("GET", "/api/ledger/check", ""); chk.body["ok"] != true {
				t.Errorf("ledger check: %s", chk.raw)
			}
			refused(t, "paying twice", admin.do("POST", fmt.Sprintf("/api/tournaments/%d/pay", id), ""), http.StatusConflict, server.CodeConflict, "already ended")
			for _, x := range c.do("", "GET", "/api/tables", "").body["tables"].([]any) {
				if int(x.(map[string]any)["id"].(float64)) == table {
					t.Errorf("the tournament's table is still open after the payment")
				}
			}

			// Short of the minimum (2 entrants), a tournament is cancelled and
			// the fee refunded.
			clk.set(t0.Add(10 * day))
			second := strings.ReplaceAll(rulesJSON(`[{"place": 1, "percent": "60"}]`, 8*day), `"War Cup"`, `"Lonely Cup"`)
			second = strings.NewReplacer(t0.Format(time.RFC3339), t0.Add(10*day).Format(time.RFC3339)).Replace(second)
			second = shiftTimes(t, second, 10*day)
			r = publish(second)
			if r.status != http.StatusCreated {
				t.Fatalf("second: %d %s", r.status, r.raw)
			}
			id2 := int(r.body["tournament"].(map[string]any)["id"].(float64))
			players["lou"].ok("POST", fmt.Sprintf("/api/tournaments/%d/entries", id2), "")
			// 125: with its field final and short of the minimum, it is not played.
			table2 := int(r.body["tournament"].(map[string]any)["tables"].([]any)[0].(float64))
			c.running(table2)
			players["lou"].ok("POST", fmt.Sprintf("/api/tables/%d/seats", table2), `{"seat": 1}`)
			clk.set(t0.Add(10*day + 8*day + time.Minute))
			refused(t, "a wager short of the minimum", players["lou"].do("POST", fmt.Sprintf("/api/tables/%d/steps", table2), `{"seat": 1, "wager": {"main": 1000}}`),
				http.StatusConflict, server.CodeConflict, "short of its rules' minimum of 2 entrants (it has 1)")
			clk.set(t0.Add(10*day + 8*day + 3*time.Hour))
			if got := admin.ok("POST", fmt.Sprintf("/api/tournaments/%d/pay", id2), "").body["tournament"].(map[string]any)["status"]; got != "cancelled" {
				t.Errorf("one entrant of a minimum of 2: %v", got)
			}
			if b := players["lou"].balance(); b != 10000 {
				t.Errorf("lou's wallet %s after the refund, want 100.00", b)
			}
			if chk := auditor.ok("GET", "/api/ledger/check", ""); chk.body["ok"] != true {
				t.Errorf("ledger check: %s", chk.raw)
			}
		})
	}
}

// shiftTimes moves every date of rules written by rulesJSON later by d,
// except the published one, which the caller set.
func shiftTimes(t *testing.T, rules string, d time.Duration) string {
	var m map[string]any
	if err := json.Unmarshal([]byte(rules), &m); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"registrationCloses", "start", "end"} {
		at, err := time.Parse(time.RFC3339, m[k].(string))
		if err != nil {
			t.Fatal(err)
		}
		m[k] = at.Add(d).Format(time.RFC3339)
	}
	out, _ := json.Marshal(m)
	return string(out)
}

func houseBalance(t *testing.T, auditor *client) money.Amount {
	t.Helper()
	r := auditor.ok("GET", "/api/ledger/lines?account=house&limit=1", "")
	return money.Amount(r.body["balance"].(float64))
}

// expectedPrizes is an independent reading of 127's allocation for these
// tests: entrants ranked by chips, most first, then by registration order;
// entrants tied on chips share the prizes of the places they fill equally,
// the odd cents to the earlier registered.
func expectedPrizes(order []string, chips map[string]money.Amount, places []money.Amount) map[string]money.Amount {
	ranked := slices.Clone(order)
	sort.SliceStable(ranked, func(i, j int) bool { return chips[ranked[i]] > chips[ranked[j]] })
	out := map[string]money.Amount{}
	for i := 0; i < len(ranked); {
		j := i
		for j < len(ranked) && chips[ranked[j]] == chips[ranked[i]] {
			j++
		}
		var sum money.Amount
		for p := i; p < j && p < len(places); p++ {
			sum += places[p]
		}
		share, odd := sum/money.Amount(j-i), sum%money.Amount(j-i)
		group := slices.Clone(ranked[i:j])
		sort.SliceStable(group, func(a, b int) bool { return slices.Index(order, group[a]) < slices.Index(order, group[b]) })
		for k, name := range group {
			out[name] = share
			if money.Amount(k) < odd {
				out[name]++
			}
		}
		i = j
	}
	return out
}

// A Let It Ride tournament (124) on both databases, live so that the cards
// are known: registration is free, each hand carries the $1 supplemental
// wager in money besides three bets in chips, and feePercent 33.33 of each
// supplemental wager goes from the house to the fees, rounded up: 34 cents.
//
// One hand. Seat 1 (pat) holds 2h 7h Kh, seat 2 (sam) 9s 9h 5d; the dealer's
// 2c is burned and Jh Th are the community cards (67.5, 67.6).
//   - pat's flush rides all three 1,000-chip bets: 8 to 1 (67.8), +24,000
//     chips; the bonus's flush pays $50 (67.9): his wallet 100.00 − 1.00 +
//     51.00 = 150.00.
//   - sam's pair of nines pulls bet-1 and bet-2 (67.6) and loses bet-3, 500
//     chips; his bonus loses: wallet 99.00.
//   - fees 2 × 34 = 68 cents; the house pays 50.00 − 1.00 + 0.68 = 49.68.
//
// After the end the prizes are 60% and 30% of 68 cents, 40.8 and 20.4:
// the pool is 61.2 rounded up, 62; the floors 40 + 20 leave 2 cents, one
// each to places 1 and 2 (127, as tournament.Allocate's tests work it):
// pat 41, sam 21, and the house keeps 6.
func TestLetItRideTournament(t *testing.T) {
	for _, db := range dbtest.All(t) {
		t.Run(db.Adapter, func(t *testing.T) {
			clk := &clock{now: t0}
			c := newCasino(t, db, 1000, func(cfg *server.Config) { cfg.Clock = clk.Now })
			admin := c.login("root", "rootpassword")
			cashier := c.staff(admin, "cara", store.RoleCashier)
			auditor := c.staff(admin, "aude", store.RoleAuditor)
			dealer := c.staff(admin, "dino", store.RoleDealer)
			pat, sam := c.player("pat"), c.player("sam")
			for _, name := range []string{"pat", "sam"} {
				cashier.ok("POST", "/api/cage/cash-in", fmt.Sprintf(`{"user": %q, "amount": 10000}`, name))
			}
			ts := func(d time.Duration) string { return t0.Add(d).Format(time.RFC3339) }
			rules := func(fee, options string) string {
				return fmt.Sprintf(`{"name": "Ride Cup", "game": "let-it-ride", "published": %q, "registrationCloses": %q, "start": %q, "end": %q,
					"entryFee": %s, "startingChips": 10000, "maxEntrants": 3, "minEntrants": 2, "tables": 1, "options": %s,
					"prizes": [{"place": 1, "percent": "60"}, {"place": 2, "percent": "30"}], "letItRide": {"feePercent": "33.33"}}`,
					ts(0), ts(7*day), ts(8*day), ts(8*day+2*time.Hour), fee, options)
			}
			publish := func(rules string) reply {
				return admin.do("POST", "/api/tournaments", fmt.Sprintf(`{"rules": %s, "mode": "live", "dealer": "dino", "timing": {"bets": 600, "decision": 600, "result": 600}}`, rules))
			}
			refused(t, "an entry fee at registration", publish(rules("100", "{}")), http.StatusUnprocessableEntity, server.CodeRule, "section 124")
			refused(t, "no bonus", publish(rules("0", `{"bonus": false}`)), http.StatusUnprocessableEntity, server.CodeRule, "section 124")
			r := publish(rules("0", "{}"))
			if r.status != http.StatusCreated {
				t.Fatalf("publish: %d %s", r.status, r.raw)
			}
			tm := r.body["tournament"].(map[string]any)
			id := int(tm["id"].(float64))
			table := int(tm["tables"].([]any)[0].(float64))
			c.running(table)
			path := fmt.Sprintf("/api/tables/%d", table)
			for _, p := range []*client{pat, sam} {
				p.ok("POST", fmt.Sprintf("/api/tournaments/%d/entries", id), "")
				if b := p.balance(); b != 10000 {
					t.Fatalf("%s's wallet %s after a free registration, want 100.00", p.name, b)
				}
			}
			pat.ok("POST", path+"/seats", `{"seat": 1}`)
			sam.ok("POST", path+"/seats", `{"seat": 2}`)
			clk.at(8*day + time.Minute)
			houseBefore := houseBalance(t, auditor)
			pat.ok("POST", path+"/steps", `{"seat": 1, "wager": {"bet-1": 1000, "bet-2": 1000, "bet-3": 1000, "bonus": 100}}`)
			sam.ok("POST", path+"/steps", `{"seat": 2, "wager": {"bet-1": 500, "bet-2": 500, "bet-3": 500, "bonus": 100}}`)
			if b := pat.balance(); b != 9900 {
				t.Errorf("pat's wallet %s with the bonus up, want 99.00: the supplemental wager is money", b)
			}
			step := dealer.waitingStep(table, `{"dealer": "no-more-bets"}`)
			dealer.ok("POST", path+"/outcomes", `{"outcomes": ["2h", "7h", "Kh", "9s", "9h", "5d", "Jh", "Th", "2c"]}`)
			step.ok()
			for _, a := range []struct {
				p    *client
				seat int
				act  string
			}{{pat, 1, "ride"}, {sam, 2, "pull"}, {pat, 1, "ride"}, {sam, 2, "pull"}} {
				a.p.ok("POST", path+"/steps", fmt.Sprintf(`{"seat": %d, "act": %q}`, a.seat, a.act))
			}
			if b := pat.balance(); b != 15000 {
				t.Errorf("pat's wallet %s after the bonus's flush, want 150.00", b)
			}
			if b := sam.balance(); b != 9900 {
				t.Errorf("sam's wallet %s after a losing bonus, want 99.00", b)
			}
			if h := houseBalance(t, auditor); houseBefore-h != 4968 {
				t.Errorf("the house paid %s in the hand, want 49.68", houseBefore-h)
			}
			v := admin.ok("GET", fmt.Sprintf("/api/tournaments/%d", id), "").body["tournament"].(map[string]any)
			if v["fees"] != 68.0 || v["pool"] != 62.0 {
				t.Errorf("fees %v pool %v, want 68 and 62 cents", v["fees"], v["pool"])
			}
			board := fmt.Sprint(v["leaderboard"])
			if want := "[map[chips:34000 entrant:pat place:1] map[chips:9500 entrant:sam place:2]]"; board != want {
				t.Errorf("leaderboard %s, want %s", board, want)
			}

			clk.at(8*day + 2*time.Hour + time.Minute)
			houseBefore = houseBalance(t, auditor)
			paid := admin.ok("POST", fmt.Sprintf("/api/tournaments/%d/pay", id), "").body["tournament"].(map[string]any)
			if b := pat.balance(); b != 15041 {
				t.Errorf("pat's wallet %s after first place, want 150.41", b)
			}
			if b := sam.balance(); b != 9921 {
				t.Errorf("sam's wallet %s after second place, want 99.21", b)
			}
			if h := houseBalance(t, auditor); h-houseBefore != 6 {
				t.Errorf("the house kept %s of the fees, want 0.06", h-houseBefore)
			}
			if paid["fees"] != 68.0 || fmt.Sprint(paid["prizes"]) != "[map[amount:41 entrant:pat place:1] map[amount:21 entrant:sam place:2]]" {
				t.Errorf("paid: fees %v prizes %v", paid["fees"], paid["prizes"])
			}
			if chk := auditor.ok("GET", "/api/ledger/check", ""); chk.body["ok"] != true {
				t.Errorf("ledger check: %s", chk.raw)
			}
		})
	}
}
