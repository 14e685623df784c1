package main

import (
	"encoding/json"
	"strings"
	"testing"

	"croupier/catalog"
)

// A supervisor's disputes, one per game, in the by-law's terms.
func TestHandCompare(t *testing.T) {
	for _, c := range []struct {
		args []string
		want handResult
	}{
		// 67.2(6): A-2-3-4-5 is the lowest straight, Q-K-A-2-3 no straight.
		{[]string{"--game", "let-it-ride", "As", "2d", "3c", "4h", "5d", "--vs", "Qs", "Kd", "Ac", "2h", "3d"}, handResult{"straight", "high card", "higher"}},
		// 67.11(2): K-Q-J-10-9 the highest straight flush below the royal.
		{[]string{"--game", "caribbean-stud", "Ks Qs Js Ts 9s", "--vs", "As Kh Qh Jh Th"}, handResult{"straight flush", "straight", "higher"}},
		{[]string{"--game", "caribbean-stud", "Ks Qs Js Ts 9s", "--vs", "Ah Kh Qh Jh Th"}, handResult{"straight flush", "royal flush", "lower"}},
		// 67.12: equal ranks push.
		{[]string{"--game", "caribbean-stud", "Ac Kd 9h 7s 3d", "--vs", "Ad Kh 9s 7c 3h"}, handResult{"high card", "high card", "identical"}},
		// 67.23, P3: A-2-3 is the lowest straight, above any flush.
		{[]string{"--game", "three-card-poker", "Ac 2d 3h", "--vs", "Ah Kh Jh"}, handResult{"straight", "flush", "higher"}},
		{[]string{"--game", "boston-poker", "Ac 2d 3h", "--vs", "2c 3d 4h"}, handResult{"straight", "straight", "lower"}},
		{[]string{"--game", "boston-poker", "2c 3d 4h 5s 6c", "--vs", "Ac Ad Ah Kc Qd"}, handResult{"straight", "three of a kind", "higher"}},
		// 67.50: best 5 of 7; P10: the other two cards never count.
		{[]string{"--game", "three-five-seven-poker", "As Ad Kc Kd Qh 3c 2d", "--vs", "Ah Ac Ks Kh Qd 4c 2h"}, handResult{"two pairs", "two pairs", "identical"}},
		// 67.65: three of a kind beats a flush; 67.72 best 4 of 5 against the dealer's best 4 of 6.
		{[]string{"--game", "four-card-poker", "2c 2d 2h 3s 9d", "--vs", "Ah Kh 9h 4h 3c 2s"}, handResult{"three of a kind", "flush", "higher"}},
		{[]string{"--game", "crazy-four-poker", "Ks Kd 5h 5c 9s", "--vs", "Kh Kc 5d 5s 2s"}, handResult{"two pairs", "two pairs", "identical"}},
		// 40, PG1, PG4: five aces on top; A-2-3-4-5 second-highest straight.
		{[]string{"--game", "pai-gow-poker", "As Ad Ac Ah Jk", "--vs", "As Ks Qs Js Ts"}, handResult{"five aces", "royal flush", "higher"}},
		{[]string{"--game", "pai-gow-poker", "As 2d 3c 4h 5d", "--vs", "Ks Qd Jc Th 9d"}, handResult{"straight", "straight", "higher"}},
		{[]string{"--game", "pai-gow-poker", "Jk Kd", "--vs", "Ac Kh"}, handResult{"high card", "high card", "identical"}},
		// The poker room.
		{[]string{"--game", "poker-room", "As Ks Qs Js 2d 3c Ts", "--vs", "Ac Ad Ah As Kd Kc 2h"}, handResult{"royal flush", "four of a kind", "higher"}},
		{[]string{"--game", "poker-room/omaha", "Ah 2c 3d 4s Kh Qh Jh 9h 7h", "--vs", "2h 3h 3d 4s Kh Qh Jh 9h 7h"}, handResult{"high card", "flush", "lower"}},
		{[]string{"--game", "poker-room/omaha-low", "As 2d Kc Kd 3h 4c 5s Qd Jh", "--vs", "As Kc Kd Qh 2c 3d 4h 5s 6c"}, handResult{"low", "no low", "higher"}},
		// PHH's variants the room replays: short-deck's flush over a full house,
		// deuce-to-seven's best hand, badugi.
		{[]string{"--game", "poker-room/short-deck", "Kh Ks 6h 7h 9h Kc Jh", "--vs", "Kd Ks Kc 7h 7c 6s 8d"}, handResult{"flush", "full house", "higher"}},
		{[]string{"--game", "poker-room/deuce-to-seven", "7c 5d 4h 3s 2c", "--vs", "Ac 2d 3h 4s 5c"}, handResult{"high card", "high card", "higher"}},
		{[]string{"--game", "poker-room/badugi", "2s 4c 6d 9h", "--vs", "3s 5d 7c 8h"}, handResult{"four-card hand", "four-card hand", "lower"}},
		{[]string{"--game", "poker-room/stud-low", "8c 7d 6h 5s 4c Kd Kh", "--vs", "As 2d 3c 4h 9s Kd Qc"}, handResult{"low", "no low", "higher"}},
		{[]string{"--game", "poker-room/razz", "As 2s 3s 4s 5s", "--vs", "Kc Qd Jh 9s 8c"}, handResult{"low", "low", "higher"}},
	} {
		out, errOut, code := runCmd(t, "", append([]string{"hand", "--json"}, c.args...)...)
		if code != 0 {
			t.Errorf("%v: exit %d: %s", c.args, code, errOut)
			continue
		}
		var got handResult
		if err := json.Unmarshal([]byte(out), &got); err != nil {
			t.Fatalf("%v: %v in %q", c.args, err, out)
		}
		if got != c.want {
			t.Errorf("%v: got %+v, want %+v", c.args, got, c.want)
		}
	}
}

func TestHandText(t *testing.T) {
	out, _, code := runCmd(t, "", "hand", "--game", "four-card-poker", "Ks", "Kd", "5h", "5c", "9s", "--vs", "As Ks Qs Js 2d 2c")
	want := "hand: two pairs: Ks Kd 5h 5c (best of Ks Kd 5h 5c 9s)\nvs: straight flush: As Ks Qs Js (best of As Ks Qs Js 2d 2c)\nresult: lower\n"
	if code != 0 || out != want {
		t.Errorf("exit %d\n%s\nwant\n%s", code, out, want)
	}
	out, _, code = runCmd(t, "", "hand", "--game=poker-room/omaha", "As Ks 2d 3c", "Qs Js Ts 4h 5h")
	if want := "hand: royal flush: As Ks Qs Js Ts (best of As Ks 2d 3c Qs Js Ts 4h 5h)\n"; code != 0 || out != want {
		t.Errorf("omaha: exit %d %q", code, out)
	}
	out, _, code = runCmd(t, "", "hand", "--game", "three-card-poker", "--json", "Qh 3c 2d")
	if code != 0 || strings.Join(strings.Fields(out), "") != `{"hand":"highcard"}` {
		t.Errorf("no --vs: exit %d %q", code, out)
	}
}

func TestHandErrors(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--game", "three-card-poker", "As", "Kd"}, "2 cards; three-card-poker ranks hands of 3 cards"},
		{[]string{"--game", "let-it-ride", "As Kd Qh Jc Tc 9c"}, "ranks hands of 5 cards"},
		{[]string{"--game", "let-it-ride", "As As Kd Qd Jd"}, "As appears twice"},
		{[]string{"--game", "let-it-ride", "As Kd Qd Jd", "Zz"}, `card 5 "Zz" is not a card`},
		{[]string{"--game", "let-it-ride", "As Kd Qd Jd 2c", "--vs", "As Kd Qd 1d 2c"}, `--vs hand: card 4 "1d" is not a card`},
		{[]string{"--game", "let-it-ride", "As Kd Qd Jd Jk"}, "the joker plays only in pai-gow-poker"},
		{[]string{"--game", "poker-room/short-deck", "As Kd Qd Jd 5c"}, "5c is not a card of poker-room/short-deck's deck"},
		{[]string{"--game", "pai-gow-poker", "As Kd Qd", "--vs", "As Kd"}, "ranks hands of 2 or 5 cards"},
		{[]string{"--game", "pai-gow-poker", "As Kd Qd Jd Jk", "--vs", "As Kd"}, "do not compare"},
		{[]string{"--game", "blackjack", "As Kd"}, `game "blackjack" ranks no poker hands`},
		{[]string{"--game", "nope", "As Kd"}, `unknown game "nope"`},
		{[]string{"As Kd Qd Jd 2c"}, "--game is required"},
		{[]string{"--game", "let-it-ride", "--bogus"}, "unknown flag --bogus"},
		{[]string{"--game"}, "--game needs a game id"},
	} {
		out, errOut, code := runCmd(t, "", append([]string{"hand"}, c.args...)...)
		if code != 2 || !strings.Contains(errOut, c.want) || out != "" {
			t.Errorf("%v: exit %d, stderr %q, stdout %q; want exit 2 and %q", c.args, code, errOut, out, c.want)
		}
		out, _, code = runCmd(t, "", append([]string{"hand", "--json"}, c.args...)...)
		var e map[string]string
		if code != 2 || json.Unmarshal([]byte(out), &e) != nil || !strings.Contains(e["error"], c.want) {
			t.Errorf("%v --json: exit %d, stdout %q", c.args, code, out)
		}
	}
}

// Every game of the catalog either ranks poker hands or says it does not.
func TestHandEveryGame(t *testing.T) {
	for _, g := range catalog.All() {
		_, errOut, code := runCmd(t, "", "hand", "--game", g.Spec.ID, "As", "Kd", "Qh", "Jc", "9s")
		_, poker := handGames[g.Spec.ID]
		switch {
		case code == 2 && !poker && strings.Contains(errOut, "ranks no poker hands"):
		case code == 2 && poker && strings.Contains(errOut, "ranks hands of"): // not a 5-card game
		case code == 0 && poker:
		default:
			t.Errorf("%s: exit %d %q", g.Spec.ID, code, errOut)
		}
	}
	for id := range handGames {
		base, _, _ := strings.Cut(id, "/")
		if _, ok := catalog.Lookup(base); !ok {
			t.Errorf("%s: not a game of the catalog", id)
		}
	}
}
