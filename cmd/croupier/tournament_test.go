package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// 125, 127: the example's rules, checked on their publication, 2026-12-01, five weeks before the start,
// pay at a full field of 60 × $50.00 = $3,000.00 the places' 50, 30 and 20
// percent: $1,500.00, $900.00 and $600.00 (worked by hand).
func TestTournamentCheck(t *testing.T) {
	const rules = "../../examples/tournaments/winter-blackjack.json"
	out, errOut, code := runCmd(t, "", "tournament", "check", "--at", "2026-12-01T00:00:00Z", rules)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var got struct {
		Fees   int64 `json:"feesAtFullField"`
		Pool   int64 `json:"poolAtFullField"`
		Prizes []struct {
			Place int   `json:"place"`
			Prize int64 `json:"prize"`
		} `json:"prizesAtFullField"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	if got.Fees != 300000 || got.Pool != 300000 || len(got.Prizes) != 3 || got.Prizes[0].Prize != 150000 || got.Prizes[1].Prize != 90000 || got.Prizes[2].Prize != 60000 {
		t.Errorf("got %+v", got)
	}

	// 125: three days before the start is too late to publish.
	if _, errOut, code := runCmd(t, "", "tournament", "check", "--at", "2027-01-06T00:00:00Z", rules); code != 1 || !strings.Contains(errOut, "section 125") {
		t.Errorf("published 3 days ahead: exit %d %q", code, errOut)
	}
	// 127: prizes of 25% of the fees are refused; so is a game option the
	// game refuses (124: its rules unchanged).
	raw, err := os.ReadFile(rules)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ from, to, says string }{
		{`{"place": 1, "percent": "50"},
    {"place": 2, "percent": "30"},
    {"place": 3, "percent": "20"}`, `{"place": 1, "percent": "25"}`, "section 127"},
		{`"options": {"decks": 6}`, `"options": {"decks": 9}`, "decks"},
	} {
		if !strings.Contains(string(raw), c.from) {
			t.Fatalf("the example no longer reads %s", c.from)
		}
		path := filepath.Join(t.TempDir(), "rules.json")
		if err := os.WriteFile(path, []byte(strings.Replace(string(raw), c.from, c.to, 1)), 0o600); err != nil {
			t.Fatal(err)
		}
		if _, errOut, code := runCmd(t, "", "tournament", "check", "--at", "2026-12-01T00:00:00Z", path); code != 1 || !strings.Contains(errOut, c.says) {
			t.Errorf("%s: exit %d %q", c.to, code, errOut)
		}
	}
}

// 124: the Let It Ride example takes no fee at registration; 40% of each
// $1 supplemental wager, 40 cents, is its fee. Its tables may not drop the
// supplemental wager.
func TestTournamentCheckLetItRide(t *testing.T) {
	const rules = "../../examples/tournaments/spring-let-it-ride.json"
	out, errOut, code := runCmd(t, "", "tournament", "check", "--at", "2027-03-01T00:00:00Z", rules)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var got struct {
		Fees int64 `json:"feesAtFullField"`
		Fee  int64 `json:"feePerSupplementalWager"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	if got.Fees != 0 || got.Fee != 40 {
		t.Errorf("got %+v, want no fees at registration and 40 cents a hand", got)
	}
	raw, err := os.ReadFile(rules)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ from, to, says string }{
		{`"options": {"min": 500, "max": 2500}`, `"options": {"min": 500, "max": 2500, "bonus": false}`, "option bonus true"},
		{`"entryFee": 0`, `"entryFee": 500`, "entryFee must be 0"},
		{`"feePercent": "40"`, `"feePercent": "25"`, "section 124"},
	} {
		if !strings.Contains(string(raw), c.from) {
			t.Fatalf("the example no longer reads %s", c.from)
		}
		path := filepath.Join(t.TempDir(), "rules.json")
		if err := os.WriteFile(path, []byte(strings.Replace(string(raw), c.from, c.to, 1)), 0o600); err != nil {
			t.Fatal(err)
		}
		if _, errOut, code := runCmd(t, "", "tournament", "check", "--at", "2027-03-01T00:00:00Z", path); code != 1 || !strings.Contains(errOut, c.says) {
			t.Errorf("%s: exit %d %q", c.to, code, errOut)
		}
	}
}

// 92: the two linked examples check together; a machine on their pool at
// another number of coins is refused.
func TestSlotsCheckLinked(t *testing.T) {
	if _, errOut, code := runCmd(t, "", "slots", "check", "../../examples/slots/linked-a.json", "../../examples/slots/linked-b.json"); code != 0 {
		t.Fatalf("linked pair: exit %d %s", code, errOut)
	}
	raw, err := os.ReadFile("../../examples/slots/linked-a.json")
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	json.Unmarshal(raw, &m)
	m["coins"] = 8
	m["progressive"].(map[string]any)["rate"] = "1/200"
	eight, _ := json.Marshal(m)
	path := filepath.Join(t.TempDir(), "eight.json")
	os.WriteFile(path, eight, 0o600)
	if _, errOut, code := runCmd(t, "", "slots", "check", "../../examples/slots/linked-a.json", path); code != 1 || !strings.Contains(errOut, "section 92") {
		t.Errorf("8 coins on the pool: exit %d %q", code, errOut)
	}
}
