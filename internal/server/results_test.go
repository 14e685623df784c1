package server_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"croupier/internal/dbtest"
	"croupier/internal/server"
	"croupier/internal/store"
)

// A table's results are its settled rounds' cards, newest first, numbered
// as the table numbers them: what Baccarat's bead road is drawn from. A
// player reads them without reading anyone's round; a voided round is not
// among them.
func TestTableResults(t *testing.T) {
	c := newCasino(t, dbtest.SQLite(t), 1000)
	admin := c.login("root", "rootpassword")
	cashier := c.staff(admin, "cara", store.RoleCashier)
	dealer := c.staff(admin, "dino", store.RoleDealer)
	super := c.staff(admin, "sam", store.RoleSupervisor)
	pat := c.player("pat")
	kim := c.player("kim")
	cashier.ok("POST", "/api/cage/cash-in", `{"user": "pat", "amount": 10000}`)
	bac := admin.ok("POST", "/api/tables", `{"name": "Baccarat", "game": "baccarat", "mode": "live", "dealer": "dino"}`)
	id := int(bac.body["table"].(map[string]any)["id"].(float64))
	c.running(id)
	path := fmt.Sprintf("/api/tables/%d", id)
	pat.ok("POST", path+"/seats", `{"seat": 1}`)

	// deal plays a round whose cards come out as cards (37: a natural ends it).
	deal := func(cards string) {
		t.Helper()
		pat.ok("POST", path+"/steps", `{"seat": 1, "wager": {"banker": 1000}}`)
		step := dealer.waitingStep(id, `{"dealer": "no-more-bets"}`)
		dealer.ok("POST", path+"/outcomes", `{"outcomes": `+cards+`}`)
		step.ok()
		dealer.ok("POST", path+"/steps", `{"dealer": "next-round"}`)
	}
	deal(`["9h", "2c", "Tc", "3d"]`) // round 1: Player 9, Banker 5
	pat.ok("POST", path+"/steps", `{"seat": 1, "wager": {"player": 500}}`)
	super.ok("POST", path+"/void", `{"reason": "a card fell face up"}`) // round 2
	deal(`["3c", "Ks", "4d", "8s"]`)                                    // round 3: Player 7, Banker 8

	r := kim.ok("GET", path+"/results", "")
	var got struct {
		Results []struct {
			Round int                 `json:"round"`
			Hands map[string][]string `json:"hands"`
		} `json:"results"`
	}
	if err := json.Unmarshal(r.raw, &got); err != nil {
		t.Fatal(err)
	}
	want := `[{3 map[banker:[Ks 8s] player:[3c 4d]]} {1 map[banker:[2c 3d] player:[9h Tc]]}]`
	if fmt.Sprint(got.Results) != want {
		t.Fatalf("results %v\nwant %s", got.Results, want)
	}
	for _, secret := range []string{"settlements", "stake", "players", "pat"} {
		if strings.Contains(string(r.raw), secret) {
			t.Errorf("the results say %q: %s", secret, r.raw)
		}
	}
	if r := kim.ok("GET", path+"/results?limit=1", ""); len(r.body["results"].([]any)) != 1 {
		t.Errorf("limit=1: %s", r.raw)
	}

	for _, bad := range []struct {
		who        *client
		path, code string
	}{
		{kim, path + "/results?limit=0", server.CodeBadRequest},
		{kim, path + "/results?limit=201", server.CodeBadRequest},
		{kim, path + "/results?limit=many", server.CodeBadRequest},
		{kim, "/api/tables/99/results", server.CodeNotFound},
		{kim, "/api/tables/x/results", server.CodeBadRequest},
		{&client{c: c}, path + "/results", server.CodeUnauthorized},
	} {
		if r := bad.who.do("GET", bad.path, ""); r.code() != bad.code {
			t.Errorf("GET %s: %d %s, want %s", bad.path, r.status, r.raw, bad.code)
		}
	}
}
