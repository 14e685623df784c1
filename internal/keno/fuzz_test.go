package keno

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"croupier/game"
	"croupier/internal/store"
	"croupier/money"
	"croupier/rng"
	"croupier/rng/seeded"
)

// fuzzGames are the keno games a fuzzed slip is sold at: the default one
// (80 numbers, 20 drawn, 10 spots, 20 draws) and a small one whose pay
// table game/keno's TestReturnBruteForce works out.
var fuzzGames = []string{
	`{}`,
	`{"numbers":12,"drawn":5,"max-spots":5,"max-draws":3,"min":1,"max":500,` +
		`"paytable":{"1":{"1":2},"2":{"1":1,"2":5},"3":{"0":1,"2":2,"3":20},"4":{"2":1,"3":4,"4":50},"5":{"3":3,"4":30,"5":300}}}`,
}

// FuzzSlip: no selection slip, as POST /api/keno/{id}/tickets reads it,
// makes the central computer's validation panic, and a refusal says
// something. A slip it accepts becomes selections of 1 to max-spots
// different numbers from 1 to numbers, sorted, each as marked or picked by
// the computer, at a cost of every wager times the draws. The input is the
// game (wrapping over fuzzGames) and the body. Seeds: the slips of the
// server's and this package's tests and some refusals.
func FuzzSlip(f *testing.F) {
	for _, s := range []string{
		`{"selections": [{"numbers": [5], "wager": 100}, {"computer": 2, "wager": 100}], "draws": 2}`,
		`{"selections": [{"numbers": [11], "wager": 100}, {"numbers": [3, 40], "wager": 100}, {"numbers": [80], "wager": 200}], "draws": 5}`,
		`{"selections": [{"computer": 10, "wager": 100}, {"computer": 1, "wager": 100}], "draws": 1}`,
		`{"selections": [{"numbers": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], "wager": 100000000}], "draws": 20}`,
		`{"selections": [{"numbers": [5], "computer": 1, "wager": 100}]}`,
		`{"selections": [{"numbers": [5, 5], "wager": 100}]}`,
		`{"selections": [{"numbers": [0, 81], "wager": 100}]}`,
		`{"selections": [{"computer": 11, "wager": 100}]}`,
		`{"selections": [{"computer": -1, "wager": 100}]}`,
		`{"selections": [{"numbers": [5], "wager": 0}]}`,
		`{"selections": [{"numbers": [5], "wager": -100}]}`,
		`{"selections": [], "draws": 1}`,
		`{"selections": [{"numbers": [5], "wager": 100}], "draws": 21}`,
		`{"selections": [{"numbers": [5], "wager": 100}], "draws": -1}`,
		`{"selections": [{"numbers": [5], "wager": 100}], "colour": "red"}`,
		`{"selections": [{"numbers": [5], "wager": 100}]} {}`,
		`{"selections": {"numbers": [5]}}`, `[]`, `null`, ``,
	} {
		for g := range fuzzGames {
			f.Add(uint8(g), []byte(s))
		}
	}
	var rules []Rules
	for _, opts := range fuzzGames {
		r, err := RulesOf(store.Table{ID: 1, Game: GameID, Options: json.RawMessage(opts)})
		if err != nil {
			f.Fatalf("%s: %v", opts, err)
		}
		rules = append(rules, r)
	}
	c := &Central{Gen: func() game.Generator { return rng.NewDealer(seeded.New(7)) }}
	f.Fuzz(func(t *testing.T, g uint8, body []byte) {
		r := rules[int(g)%len(rules)]
		// As the server reads the body (decode, then draws 1 unless given).
		var slip Slip
		dec := json.NewDecoder(bytes.NewReader(body))
		dec.DisallowUnknownFields()
		if dec.Decode(&slip) != nil || dec.More() {
			return
		}
		if slip.Draws == 0 {
			slip.Draws = 1
		}
		sels, cost, err := c.validate(r, slip)
		if err != nil {
			if err.Error() == "" {
				t.Fatalf("%s: an empty error", body)
			}
			return
		}
		if len(sels) != len(slip.Selections) {
			t.Fatalf("%s: %d selections of %d", body, len(sels), len(slip.Selections))
		}
		var want money.Amount
		for i, s := range sels {
			n := len(s.Numbers)
			if n < 1 || n > r.MaxSpots || !slices.IsSorted(s.Numbers) || len(slices.Compact(slices.Clone(s.Numbers))) != n ||
				s.Numbers[0] < 1 || s.Numbers[n-1] > r.Numbers {
				t.Fatalf("%s: selection %d is %v, not 1 to %d different numbers from 1 to %d, sorted", body, i+1, s.Numbers, r.MaxSpots, r.Numbers)
			}
			if mark := slip.Selections[i]; s.Computer != (mark.Computer != 0) || s.Wager != mark.Wager ||
				(!s.Computer && !slices.Equal(s.Numbers, slices.Sorted(slices.Values(mark.Numbers)))) {
				t.Fatalf("%s: selection %d is %+v, marked %+v", body, i+1, s, mark)
			}
			if s.Computer && n != slip.Selections[i].Computer {
				t.Fatalf("%s: selection %d: the computer picked %d numbers, not %d", body, i+1, n, slip.Selections[i].Computer)
			}
			if s.Wager < r.Limits.Min || s.Wager > r.Limits.Max {
				t.Fatalf("%s: selection %d wagers %d outside %d to %d", body, i+1, s.Wager, r.Limits.Min, r.Limits.Max)
			}
			want += s.Wager * money.Amount(slip.Draws)
		}
		if cost != want {
			t.Fatalf("%s: cost %d, want %d", body, cost, want)
		}
	})
}

// FuzzParseControl: ParseControl never panics; what it refuses it says
// why; what it accepts is 21 digits with a good check digit, which
// FormatControl prints as ParseControl reads it back. Seeds: a control
// number as typed, printed and altered, and what the tests refuse.
func FuzzParseControl(f *testing.F) {
	c := "31415926535897932384"
	c += string(checkDigit(c))
	for _, s := range []string{
		c, FormatControl(c), " " + strings.ReplaceAll(FormatControl(c), "-", " ") + " ", c[:20], c + "1",
		"12345x" + c[6:], "", "０" + c[1:], c[:20] + "?", strings.Repeat("-", 30), forged(c),
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d, err := ParseControl(s)
		if err != nil {
			if err.Error() == "" {
				t.Fatalf("ParseControl(%q): an empty error", s)
			}
			return
		}
		if len(d) != controlDigits || strings.Trim(d, "0123456789") != "" || checkDigit(d[:controlRandom]) != d[controlRandom] {
			t.Fatalf("ParseControl(%q) = %q", s, d)
		}
		if again, err := ParseControl(FormatControl(d)); err != nil || again != d {
			t.Fatalf("ParseControl(%q) = %q, printed %q reads back %q, %v", s, d, FormatControl(d), again, err)
		}
	})
}

// forged returns c with its last digit changed: its check digit fails.
func forged(c string) string {
	last := c[len(c)-1]
	return c[:len(c)-1] + string('0'+(last-'0'+1)%10)
}
