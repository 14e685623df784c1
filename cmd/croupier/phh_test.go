package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"croupier/game/pokerroom"
	"croupier/phh"
)

const samples = "../../game/pokerroom/testdata/phh/"

// croupier replay hand.phh prints the finishing stacks, the pots with
// their winners and the commission in the file's units. h131 (MANIFEST.md):
// a main pot of 18.17 and a secondary pot of 38.22, both to player 3; the
// room's 5% of their 56.39 is 2.81 (rounded down), taken from the main pot,
// and player 3 finishes with the file's derived 78.61.
func TestReplayPHH(t *testing.T) {
	out, errOut, code := runCmd(t, "", "replay", "--rake-percent", "5", "--rake-cap", "3", "--rake-caps", "5:2", "--no-flop-no-drop",
		samples+"handhq-pty25nl-h131-NT-3way-allin-sidepot.phh")
	if code != 0 {
		t.Fatalf("exit %d: %s %s", code, out, errOut)
	}
	var got struct {
		Complete bool          `json:"complete"`
		Stacks   []json.Number `json:"finishing_stacks"`
		Pots     []struct {
			Amount     json.Number `json:"amount"`
			Commission json.Number `json:"commission"`
			Players    []int       `json:"players"`
			Winners    []struct {
				Player int         `json:"player"`
				Amount json.Number `json:"amount"`
			} `json:"winners"`
		} `json:"pots"`
		Commission json.Number `json:"commission"`
	}
	d := json.NewDecoder(strings.NewReader(out))
	d.UseNumber()
	if err := d.Decode(&got); err != nil {
		t.Fatal(err)
	}
	if !got.Complete || got.Commission != "2.81" || len(got.Pots) != 2 || got.Pots[0].Amount != "18.17" || got.Pots[1].Amount != "38.22" ||
		got.Pots[0].Commission != "2.81" || got.Pots[0].Winners[0].Player != 3 || got.Pots[1].Winners[0].Amount != "38.22" ||
		got.Stacks[2] != "78.61" || got.Stacks[1] != "0" {
		t.Errorf("got %s", out)
	}
	// A bulk file: each hand with its section.
	var bulk strings.Builder
	for i, name := range []string{"synthetic/syn-s1-NT-three-pots-three-winners.phh", "synthetic/syn-s2-NT-sidepot-odd-chip-tie.phh"} {
		b, err := os.ReadFile(samples + name)
		if err != nil {
			t.Fatal(err)
		}
		bulk.WriteString("[" + string(rune('1'+i)) + "]\n" + string(b) + "\n")
	}
	path := filepath.Join(t.TempDir(), "two.phhs")
	if err := os.WriteFile(path, []byte(bulk.String()), 0o600); err != nil {
		t.Fatal(err)
	}
	out, _, code = runCmd(t, "", "replay", path)
	var hands []struct {
		Section int           `json:"section"`
		Stacks  []json.Number `json:"finishing_stacks"`
	}
	if err := json.Unmarshal([]byte(out), &hands); code != 0 || err != nil || len(hands) != 2 || hands[1].Section != 2 ||
		hands[0].Stacks[0] != "400" || hands[1].Stacks[0] != "77" {
		t.Errorf("bulk: exit %d %v %s", code, err, out)
	}
	// A refused action names itself; a commission above 10% is refused (67.108).
	bad := strings.Replace(readFile(t, samples+"synthetic/syn-s2-NT-sidepot-odd-chip-tie.phh"), "'p3 cbr 6'", "'p3 cbr 3'", 1)
	path = filepath.Join(t.TempDir(), "bad.phh")
	os.WriteFile(path, []byte(bad), 0o600)
	if out, _, code := runCmd(t, "", "replay", path); code != 2 || !strings.Contains(out, "action 4 (p3 cbr 3): player 3 may bet or raise to 4 to 200, not 3") {
		t.Errorf("a short raise: exit %d %s", code, out)
	}
	if out, _, code := runCmd(t, "", "replay", "--rake-percent", "10.5", samples+"synthetic/syn-s1-NT-three-pots-three-winners.phh"); code != 2 || !strings.Contains(out, "67.108") {
		t.Errorf("10.5%%: exit %d %s", code, out)
	}
}

func readFile(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// croupier replay --phh writes a poker room script's games as PHH: the
// example's game (worked by hand in game/pokerroom's TestGameAtTheTable)
// reads back and replays under the table's 5% commission, capped at $3, to
// the finishing stacks and the commission it records.
func TestReplayExportsPHH(t *testing.T) {
	out, errOut, code := runCmd(t, "", "replay", "--phh", "../../examples/poker-room.json")
	if code != 0 {
		t.Fatalf("exit %d: %s %s", code, out, errOut)
	}
	hands, err := phh.ParseBulk(strings.NewReader(out))
	if err != nil || len(hands) != 1 {
		t.Fatalf("%v, %d hands:\n%s", err, len(hands), out)
	}
	h := hands[0]
	if got := fmt.Sprint(h.FinishingStacks); got != "[84.00 98.00 66.30]" || fmt.Sprint(h.Fields["_commission"]) != "1.70" {
		t.Errorf("finishing %s, commission %v:\n%s", got, h.Fields["_commission"], out)
	}
	rec, err := pokerroom.Replay(h, pokerroom.Rake{Percent: 500, Cap: 300})
	if err != nil {
		t.Fatal(err)
	}
	if got := fmt.Sprint(rec.Summary().FinishingStacks); got != "[84 98 66.3]" || rec.Summary().Commission != "1.7" {
		t.Errorf("replayed: %s, commission %s", got, rec.Summary().Commission)
	}
	if out, _, code := runCmd(t, "", "replay", "--phh", "../../examples/war.json"); code != 2 || !strings.Contains(out, "poker room games") {
		t.Errorf("a War script: exit %d %s", code, out)
	}
}
