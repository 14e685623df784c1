package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
)

func runCmd(t *testing.T, stdin string, args ...string) (string, string, int) {
	t.Helper()
	var out, errb bytes.Buffer
	err := run(context.Background(), args, strings.NewReader(stdin), &out, &errb)
	code := 0
	if err != nil {
		var ex exitError
		if !errors.As(err, &ex) {
			t.Fatalf("run %v: %v", args, err)
		}
		code = int(ex)
	}
	return out.String(), errb.String(), code
}

// The README's main job: replay the example script.
func TestReplayExample(t *testing.T) {
	out, _, code := runCmd(t, "", "replay", "../../examples/war.json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, out)
	}
	var res struct {
		Game string           `json:"game"`
		Net  map[string]int64 `json:"net"`
	}
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatal(err)
	}
	// Worked by hand in game/war/testdata/three-seats-war.golden.json.
	if res.Game != "war" || res.Net["1"] != 1000 || res.Net["2"] != -600 || res.Net["3"] != 2500 {
		t.Fatalf("result = %s", out)
	}
}

func TestReplayStdinAndErrors(t *testing.T) {
	example, err := os.ReadFile("../../examples/war.json")
	if err != nil {
		t.Fatal(err)
	}
	if out, _, code := runCmd(t, string(example), "replay"); code != 0 || !strings.Contains(out, `"rounds"`) {
		t.Fatalf("stdin: exit %d %s", code, out)
	}
	tests := []struct {
		stdin string
		args  []string
		want  string
	}{
		{`{"game":"war","steps":[{"seat":1,"wager":{"main":100}},{"seat":1,"act":"war"}]}`, nil, `{"error":"no decision is open: a seat chooses war or surrender only when its first card ties the dealer's (section 67.38(3))","step":1}`},
		{`{"game":"nope"}`, nil, `{"error":"unknown game \"nope\" (croupier games lists them)"}`},
		{`{`, nil, ""},
		{"", []string{"does-not-exist.json"}, ""},
	}
	for _, tt := range tests {
		out, stderr, code := runCmd(t, tt.stdin, append([]string{"replay"}, tt.args...)...)
		if code != 2 {
			t.Errorf("%s: exit %d, want 2", tt.stdin, code)
		}
		var got map[string]any
		if err := json.Unmarshal([]byte(out), &got); err != nil || got["error"] == "" {
			t.Errorf("%s: output %q is not a JSON error", tt.stdin, out)
		}
		if tt.want != "" {
			var want map[string]any
			_ = json.Unmarshal([]byte(tt.want), &want)
			if !jsonEqual(got, want) {
				t.Errorf("%s: got %s, want %s", tt.stdin, out, tt.want)
			}
		}
		if strings.Contains(out+stderr, "goroutine") {
			t.Errorf("%s: a panic trace was printed", tt.stdin)
		}
	}
}

func jsonEqual(a, b any) bool {
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return bytes.Equal(x, y)
}

// every id of games.md, in its order.
var gameIDs = []string{
	"blackjack", "multi-action-blackjack", "baccarat", "pai-gow-poker", "super-pan-9", "red-dog",
	"let-it-ride", "caribbean-stud", "three-card-poker", "war", "three-five-seven-poker", "boston-poker",
	"four-card-poker", "crazy-four-poker", "poker-room", "roulette", "keno", "slots", "craps", "sic-bo",
	"pai-gow", "wheel-of-fortune",
}

func TestGamesJSON(t *testing.T) {
	out, _, code := runCmd(t, "", "games", "--json")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	var cat struct {
		Games []struct {
			ID        string `json:"id"`
			Available bool   `json:"available"`
			Sections  string `json:"sections"`
			Options   []struct {
				Name    string `json:"name"`
				Section string `json:"section"`
			} `json:"options"`
			Wagers []struct {
				ID string `json:"id"`
			} `json:"wagers"`
		} `json:"games"`
	}
	if err := json.Unmarshal([]byte(out), &cat); err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, g := range cat.Games {
		ids = append(ids, g.ID)
		if want := slices.Contains([]string{"war", "sic-bo", "blackjack", "multi-action-blackjack", "red-dog", "baccarat", "super-pan-9", "three-card-poker", "let-it-ride", "four-card-poker", "crazy-four-poker", "boston-poker", "caribbean-stud", "three-five-seven-poker", "pai-gow-poker", "pai-gow", "wheel-of-fortune", "roulette", "craps", "keno", "slots", "poker-room"}, g.ID); g.Available != want {
			t.Errorf("%s: available = %v, want %v", g.ID, g.Available, want)
		}
		if g.Sections == "" || len(g.Options) < 2 {
			t.Errorf("%s: sections %q, %d options", g.ID, g.Sections, len(g.Options))
		}
	}
	if !slices.Equal(ids, gameIDs) {
		t.Fatalf("ids = %v\nwant %v", ids, gameIDs)
	}
	// Cross-check with the spec when it sits beside the repository.
	if md, err := os.ReadFile("../../../shared/spec/games.md"); err == nil {
		for _, m := range regexp.MustCompile("(?m)^##+ .*`([a-z0-9-]+)`").FindAllStringSubmatch(string(md), -1) {
			if !slices.Contains(ids, m[1]) {
				t.Errorf("games.md lists %q; the catalog does not", m[1])
			}
		}
	}
	text, _, _ := runCmd(t, "", "games")
	if !strings.Contains(text, "available") || !strings.Contains(text, "67.33–67.40") || !strings.Contains(text, "67.88–67.110") {
		t.Errorf("text catalog:\n%s", text)
	}
}

// croupier games ID prints one game in full: each pay table beside the
// option that offers another (67.74's Aces Up as printed, and the
// industry's with aces-up-table), and an unknown id is refused.
func TestGamesOne(t *testing.T) {
	out, _, code := runCmd(t, "", "games", "four-card-poker")
	for _, want := range []string{"Four Card Poker (four-card-poker), sections 67.64–67.74", "aces-up-table", "by-law (by-law, industry)",
		"straight flush 30 to 1", "(67.74, the by-law's table); with aces-up-table industry: 50, 40, 8, 5, 4, 3 and 1 to 1", "fold"} {
		if code != 0 || !strings.Contains(out, want) {
			t.Errorf("games four-card-poker: exit %d, no %q in:\n%s", code, want, out)
		}
	}
	out, _, _ = runCmd(t, "", "games", "caribbean-stud")
	if !strings.Contains(out, "progressive  exactly $1.00") || !strings.Contains(out, "raise        by decision") {
		t.Errorf("games caribbean-stud:\n%s", out)
	}
	if _, errOut, code := runCmd(t, "", "games", "nope"); code != 2 || !strings.Contains(errOut, `unknown game "nope"`) {
		t.Errorf("games nope: exit %d %q", code, errOut)
	}
}

func TestUsage(t *testing.T) {
	if _, errOut, code := runCmd(t, "", "frobnicate"); code != 2 || !strings.Contains(errOut, "unknown command") {
		t.Errorf("unknown command: exit %d %q", code, errOut)
	}
	if _, _, code := runCmd(t, ""); code != 2 {
		t.Errorf("no command: exit %d", code)
	}
	if out, _, code := runCmd(t, "", "version"); code != 0 || !strings.HasPrefix(out, "croupier ") {
		t.Errorf("version: %q", out)
	}
}
