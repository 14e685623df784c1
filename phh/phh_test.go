package phh

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// sampleDir holds the project's PHH fixtures (see its MANIFEST.md), relative
// to this package in the worktree.
const sampleDir = "../../shared/phh"

// samples returns the paths of every sample .phh file, or skips the test.
func samples(t testing.TB) []string {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(sampleDir, "*.phh"))
	more, _ := filepath.Glob(filepath.Join(sampleDir, "synthetic", "*.phh"))
	files = append(files, more...)
	if len(files) == 0 {
		t.Skipf("no sample hands in %s", sampleDir)
	}
	return files
}

func parseFile(t *testing.T, path string) Hand {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	h, err := Parse(strings.NewReader(string(b)))
	if err != nil {
		t.Fatalf("%s: %v", filepath.Base(path), err)
	}
	return h
}

// sample parses the one sample whose name contains part.
func sample(t *testing.T, part string) Hand {
	t.Helper()
	for _, f := range samples(t) {
		if strings.Contains(filepath.Base(f), part) {
			return parseFile(t, f)
		}
	}
	t.Fatalf("no sample named *%s*", part)
	return Hand{}
}

// sameHand reports whether a and b are equal but for Order.
func sameHand(a, b Hand) bool {
	a.Order, b.Order = nil, nil
	return reflect.DeepEqual(a, b)
}

func TestSamplesParse(t *testing.T) {
	files := samples(t)
	if len(files) < 33 {
		t.Errorf("%d sample files in %s, want the 33 of its MANIFEST.md", len(files), sampleDir)
	}
	for _, f := range files {
		h := parseFile(t, f)
		if h.Variant == "" || len(h.StartingStacks) == 0 || len(h.Actions) == 0 || len(h.Order) < 6 {
			t.Errorf("%s: thin hand %+v", filepath.Base(f), h)
		}
	}
}

func TestDwanIvey(t *testing.T) {
	h := sample(t, "dwan-ivey")
	if len(h.Actions) != 18 {
		t.Fatalf("%d actions, want the 18 of the commented multi-line array", len(h.Actions))
	}
	for i, want := range map[int]Action{
		0:  {Verb: "dh", Target: 1, Cards: []string{"Ac", "2d"}, Text: "d dh p1 Ac2d"},
		1:  {Verb: "dh", Target: 2, Cards: []string{"??", "??"}, Text: "d dh p2 ????"},
		3:  {Player: 3, Verb: "cbr", Amount: num("7000"), Text: "p3 cbr 7000"},
		5:  {Player: 2, Verb: "f", Text: "p2 f"},
		7:  {Verb: "db", Cards: []string{"Jc", "3d", "5c"}, Text: "d db Jc3d5c"},
		13: {Player: 1, Verb: "cbr", Amount: num("1067100"), Text: "p1 cbr 1067100"},
		15: {Player: 1, Verb: "sm", Cards: []string{"Ac", "2d"}, Text: "p1 sm Ac2d"},
		17: {Verb: "db", Cards: []string{"Jh"}, Text: "d db Jh"},
	} {
		if !reflect.DeepEqual(h.Actions[i], want) {
			t.Errorf("actions[%d] = %#v, want %#v", i, h.Actions[i], want)
		}
	}
	if h.Variant != "NT" || !h.AnteTrimming || h.MinBet == nil || h.MinBet.String() != "2000" || h.BringIn != nil {
		t.Errorf("variant %q, ante trimming %v, min bet %v, bring-in %v", h.Variant, h.AnteTrimming, h.MinBet, h.BringIn)
	}
	if got := numberList(h.Antes) + numberList(h.BlindsOrStraddles) + numberList(h.StartingStacks); got != "[500, 500, 500][1000, 2000, 0][1125600, 2000000, 553500]" {
		t.Errorf("antes, blinds, stacks = %s", got)
	}
	if !slices.Equal(h.Players, []string{"Phil Ivey", "Patrik Antonius", "Tom Dwan"}) || h.FinishingStacks != nil || h.Winnings != nil || h.Seats != nil {
		t.Errorf("players %q, finishing %v, winnings %v, seats %v", h.Players, h.FinishingStacks, h.Winnings, h.Seats)
	}
	wantFields := map[string]any{"author": "Juho Kim", "event": "Full Tilt Million Dollar Cash Game S4E12", "year": int64(2009), "currency": "USD"}
	if !reflect.DeepEqual(h.Fields, wantFields) {
		t.Errorf("Fields = %#v, want %#v", h.Fields, wantFields)
	}
	wantOrder := []string{"variant", "ante_trimming_status", "antes", "blinds_or_straddles", "min_bet", "starting_stacks", "actions", "author", "event", "year", "players", "currency"}
	if !slices.Equal(h.Order, wantOrder) || h.Section != 0 {
		t.Errorf("Order = %q, Section %d", h.Order, h.Section)
	}
}

func TestHandHQ(t *testing.T) {
	h := sample(t, "h131-")
	s := h.StartingStacks[2]
	if u, err := s.Units(2); s.String() != "50.03" || s.Decimals() != 2 || err != nil || u != 5003 {
		t.Errorf("starting_stacks[2] = %q, %d decimals, Units(2) = %d, %v; want 50.03, 2, 5003", s, s.Decimals(), u, err)
	}
	if w := h.Winnings[2]; w.String() != "69.01" || len(h.Winnings) != 9 {
		t.Errorf("winnings = %v", h.Winnings)
	}
	if !slices.Equal(h.Seats, []int{6, 7, 8, 9, 10, 2, 3, 4, 5}) || h.Players != nil || h.FinishingStacks != nil || h.AnteTrimming {
		t.Errorf("seats %v, players %v, finishing %v, trimming %v", h.Seats, h.Players, h.FinishingStacks, h.AnteTrimming)
	}
	for k, want := range map[string]any{
		"time": "00:02:46", "hand": int64(16406776050), "day": int64(1), "table": "Table  128312",
		"venue": "PartyPoker", "currency_symbol": "$", "_derived_rake": num("2.81"),
	} {
		if got := h.Fields[k]; got != want {
			t.Errorf("Fields[%q] = %#v (%T), want %#v (%T)", k, got, got, want, want)
		}
	}
	derived, _ := h.Fields["_derived_finishing_stacks"].([]any)
	if len(derived) != 9 || derived[1] != num("0.00") || derived[8] != num("21.61") {
		t.Errorf("_derived_finishing_stacks = %#v", h.Fields["_derived_finishing_stacks"])
	}
	last := h.Actions[len(h.Actions)-1]
	if last.Player != 4 || last.Verb != "sm" || !slices.Equal(last.Cards, []string{"??", "??"}) {
		t.Errorf("last action = %#v", last)
	}

	h = sample(t, "h002-")
	b := h.BlindsOrStraddles
	if u, err := b[8].Units(2); b[8].String() != "-0.25" || err != nil || u != -25 {
		t.Errorf("blinds_or_straddles[8] = %q, Units(2) = %d, %v; want -0.25, -25", b[8], u, err)
	}
	if u, err := b[0].Units(2); b[0].String() != "0.10" || b[0].Decimals() != 2 || err != nil || u != 10 {
		t.Errorf("blinds_or_straddles[0] = %q, Units(2) = %d, %v; want 0.10 kept as written, 10", b[0], u, err)
	}
	if h.Fields["time_zone_abbreviation"] != "CEST" || h.Fields["_derived_rake"] != num("0.43") {
		t.Errorf("Fields = %v", h.Fields)
	}
}

func TestHalfChips(t *testing.T) {
	h := sample(t, "pluribus-41b")
	f := h.FinishingStacks[0]
	if u, err := f.Units(1); f.String() != "10162.5" || err != nil || u != 101625 {
		t.Errorf("finishing_stacks[0] = %q, Units(1) = %d, %v; want 10162.5, 101625", f, u, err)
	}
	if _, err := f.Units(0); !errors.Is(err, ErrInexact) {
		t.Errorf("10162.5.Units(0) error = %v, want ErrInexact", err)
	}
	if f := h.FinishingStacks[1]; f.String() != "9900.0" || f.Decimals() != 1 {
		t.Errorf("finishing_stacks[1] = %q, want 9900.0 as written", f)
	}
	if u, err := h.FinishingStacks[1].Units(0); err != nil || u != 9900 {
		t.Errorf("9900.0.Units(0) = %d, %v", u, err)
	}
}

func TestStudAndLimit(t *testing.T) {
	h := sample(t, "h50-F7S8")
	if h.Variant != "F7S/8" || h.BringIn == nil || h.BringIn.String() != "75000" || h.BlindsOrStraddles != nil || h.MinBet != nil ||
		h.SmallBet.String() != "250000" || h.BigBet.String() != "500000" {
		t.Errorf("variant %q, bring-in %v, blinds %v, min bet %v", h.Variant, h.BringIn, h.BlindsOrStraddles, h.MinBet)
	}
	if a := h.Actions[3]; a.Target != 4 || !slices.Equal(a.Cards, []string{"??", "??", "??"}) {
		t.Errorf("actions[3] = %#v, want p4 dealt three unknown cards", a)
	}
	if a := h.Actions[5]; a.Player != 3 || a.Verb != "pb" {
		t.Errorf("actions[5] = %#v, want p3 pb", a)
	}

	h = sample(t, "h34-FT")
	if muck := h.Actions[len(h.Actions)-1]; muck.Player != 4 || muck.Verb != "sm" || muck.Cards != nil || muck.Dash {
		t.Errorf("last action = %#v, want p4 mucking", muck)
	}
	if h.MinBet != nil || h.SmallBet.String() != "200000" {
		t.Errorf("min bet %v, small bet %v", h.MinBet, h.SmallBet)
	}

	h = sample(t, "antonius-blom")
	if s := numberList(h.StartingStacks); s != "[1259450.25, 678473.5]" || h.Variant != "PO" || len(h.Actions) != 16 {
		t.Errorf("PO stacks %s, %d actions", s, len(h.Actions))
	}
	if _, ok := h.Fields["month"].(int64); !ok {
		t.Errorf("month = %#v, want an int64", h.Fields["month"])
	}
}

func TestRoundTrip(t *testing.T) {
	for _, f := range samples(t) {
		h := parseFile(t, f)
		var b strings.Builder
		if err := Write(&b, h); err != nil {
			t.Errorf("%s: Write: %v", filepath.Base(f), err)
			continue
		}
		again, err := Parse(strings.NewReader(b.String()))
		if err != nil {
			t.Errorf("%s: Parse(Write(h)): %v\n%s", filepath.Base(f), err, b.String())
			continue
		}
		if !sameHand(h, again) {
			t.Errorf("%s: Parse(Write(h)) differs:\n%#v\n%#v", filepath.Base(f), h, again)
		}
		if !slices.Equal(slices.Sorted(slices.Values(h.Order)), slices.Sorted(slices.Values(again.Order))) {
			t.Errorf("%s: keys %q became %q", filepath.Base(f), h.Order, again.Order)
		}
		var b2 strings.Builder
		if err := Write(&b2, again); err != nil || b2.String() != b.String() {
			t.Errorf("%s: writing is not stable: %v\n%s\n%s", filepath.Base(f), err, b.String(), b2.String())
		}
	}
}

func TestWrite(t *testing.T) {
	h := Hand{
		Variant:           "NT",
		Antes:             []Number{{}, {}},
		BlindsOrStraddles: []Number{FromUnits(50, 2), FromUnits(100, 2)},
		MinBet:            ptr(FromUnits(100, 2)),
		StartingStacks:    []Number{FromUnits(10000, 2), num("inf")},
		Actions: []Action{
			{Verb: "dh", Target: 1, Cards: []string{"Ah", "Kh"}},
			{Verb: "dh", Target: 2, Cards: []string{"??", "??"}, Text: "d  dh p2 ????  # hidden"}, // stale Text: String() is written
			{Player: 1, Verb: "cbr", Amount: num("3.00"), Text: "p1  cbr 3.00"},                   // Text reads back the same: kept
			{Player: 2, Verb: "f", Comment: `said "fold"`},
		},
		Players: []string{"Ann \"A\" Lee", "Bo\\b\tC\u00e9\x01"},
		Fields: map[string]any{
			"time": "21:05:00", "time_zone": "America/Toronto", "hand": int64(7), "level": 3,
			"_rake": num("0.10"), "_flags": []any{true, "x", int64(-1), []any{}}, "_names": []string{"a"},
		},
		Order:   []string{"players", "hand", "nonexistent"},
		Section: 9,
	}
	want := `variant = "NT"
antes = [0, 0]
blinds_or_straddles = [0.5, 1]
min_bet = 1
starting_stacks = [100, inf]
actions = [
  "d dh p1 AhKh",
  "d dh p2 ????",
  "p1  cbr 3.00",
  "p2 f # said \"fold\"",
]
players = ["Ann \"A\" Lee", "Bo\\b\tCé\u0001"]
hand = 7
_flags = [true, "x", -1, []]
_names = ["a"]
_rake = 0.10
level = 3
time = 21:05:00
time_zone = "America/Toronto"
`
	var b strings.Builder
	if err := Write(&b, h); err != nil {
		t.Fatal(err)
	}
	if b.String() != want {
		t.Fatalf("Write =\n%s\nwant\n%s", b.String(), want)
	}
	got, err := Parse(strings.NewReader(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	if got.Players[1] != "Bo\\b\tCé\x01" || got.Fields["time"] != "21:05:00" || got.Fields["level"] != int64(3) || got.Section != 0 {
		t.Errorf("read back %#v", got)
	}
	h.AnteTrimming = true
	b.Reset()
	if err := Write(&b, h); err != nil || !strings.Contains(b.String(), "\n_rake = 0.10\nante_trimming_status = true\nlevel = 3\n") {
		t.Errorf("with AnteTrimming true: %v\n%s", err, b.String())
	}
}

func ptr[T any](v T) *T { return &v }

func TestWriteRefusals(t *testing.T) {
	ok := func() Hand {
		return Hand{Variant: "FT", Antes: []Number{{}, {}}, BlindsOrStraddles: []Number{num("1"), num("2")},
			SmallBet: ptr(num("2")), BigBet: ptr(num("4")), StartingStacks: []Number{num("100"), num("100")}, Actions: []Action{}}
	}
	if err := Write(&strings.Builder{}, ok()); err != nil {
		t.Fatalf("the base hand: %v", err)
	}
	for _, c := range []struct {
		edit func(*Hand)
		want string
	}{
		{func(h *Hand) { h.Variant = "" }, "phh: field variant: missing"},
		{func(h *Hand) { h.Variant = "NLHE" }, `phh: field variant: unknown variant "NLHE" (want one of FT, NT, NS, PO, FO/8, F7S, F7S/8, FR, N2L1D, F2L3D, FB; and PT, NO, FO, PO/8)`},
		{func(h *Hand) { h.MinBet = ptr(num("2")) }, "phh: field min_bet: not allowed in fixed-limit variant FT (it uses small_bet and big_bet)"},
		{func(h *Hand) { h.Actions = nil }, "phh: field actions: missing, variant FT requires it"},
		{func(h *Hand) { h.Seats = []int{1} }, "phh: field seats: 1 values for 2 players (the length of starting_stacks)"},
		{func(h *Hand) { h.Section = 4; h.Winnings = []Number{} }, "phh: section [4]: field winnings: 0 values for 2 players (the length of starting_stacks)"},
		{func(h *Hand) { h.Actions = []Action{{Player: 1, Verb: "zz"}} }, `phh: field actions[0]: action "p1 zz": unknown verb "zz" (want db, dh, pb, cbr, cc, f, sd or sm)`},
		{func(h *Hand) { h.Actions = []Action{{Player: 3, Verb: "f"}} }, `phh: field actions[0]: action "p3 f" names p3 of a 2-player hand`},
		{func(h *Hand) { h.Actions = []Action{{Verb: "dh", Target: 1, Cards: []string{"1x"}}} }, `phh: field actions[0]: action "d dh p1 1x": bad card "1x" (rank A23456789TJQK and suit cdhs, or ??)`},
		{func(h *Hand) { h.Actions = []Action{{Player: 1, Verb: "sm", Dash: true, Cards: []string{"Ac"}}} }, `phh: field actions[0]: action "p1 sm -": does not read back as the action`},
		{func(h *Hand) { h.Fields = map[string]any{"antes": "x"} }, "phh: field antes: is a Hand field; Fields may not hold it"},
		{func(h *Hand) { h.Fields = map[string]any{"a.b": 1} }, `phh: field "a.b": key is not a bare key ([A-Za-z0-9_-]+)`},
		{func(h *Hand) { h.Fields = map[string]any{"_f": 1.5} }, "phh: field _f: cannot write float64 value 1.5 (want string, int64, int, Number, bool or a slice of these, strings valid UTF-8)"},
		{func(h *Hand) { h.Fields = map[string]any{"_s": []any{"\xff"}} }, "phh: field _s: cannot write []interface {} value"},
		{func(h *Hand) { h.Players = []string{"a", "\xff"} }, "phh: field players: a name is not valid UTF-8"},
	} {
		h := ok()
		c.edit(&h)
		var b strings.Builder
		err := Write(&b, h)
		if err == nil || !strings.HasPrefix(err.Error(), c.want) || !errors.Is(err, ErrField) || b.Len() != 0 {
			t.Errorf("Write error = %v\nwant %s (and nothing written: %q)", err, c.want, b.String())
		}
	}
}

// base is a valid three-handed NT hand, one field a line.
const base = `variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [200, 200, 200]
actions = ["d dh p1 AcAd", "d dh p2 ????", "d dh p3 7h6h", "p3 f"]
`

func TestParseRefusals(t *testing.T) {
	swap := func(old, new string) string {
		if !strings.Contains(base, old) {
			panic(old)
		}
		return strings.Replace(base, old, new, 1)
	}
	for _, c := range []struct {
		in       string
		sentinel error
		want     string
	}{
		// The TOML subset.
		{base + "min_bet = 4\n", ErrSyntax, `phh: line 7: duplicate key "min_bet" (first on line 4)`},
		{swap(`"NT"`, `"NT`), ErrSyntax, "phh: line 1: unterminated string"},
		{swap(`"NT"`, `'NT`), ErrSyntax, "phh: line 1: unterminated string"},
		{base + "_x = [\n  1,\n  2, # two\n", ErrSyntax, "phh: line 7: unterminated array (no ']' before the end of the input)"},
		{base + "_x = [1 2]\n", ErrSyntax, "phh: line 7: unexpected '2' in the array opened on line 7 (want , or ])"},
		{base + "_x = [1,,2]\n", ErrSyntax, "phh: line 7: missing value before ','"},
		{base + "[1]\n", ErrSyntax, "phh: line 7: table header in a single-hand file (a bulk .phhs file is read with ParseBulk)"},
		{base + "a.b = 1\n", ErrSyntax, "phh: line 7: dotted keys are not supported"},
		{base + "\"k\" = 1\n", ErrSyntax, "phh: line 7: quoted keys are not supported"},
		{base + "k 1\n", ErrSyntax, `phh: line 7: unexpected '1' after key "k" (want =)`},
		{base + "k =\n", ErrSyntax, `phh: line 7: missing value before '\n'`},
		{base + "k = 1 2\n", ErrSyntax, "phh: line 7: unexpected '2' after the value of k"},
		{base + "k = {a = 1}\n", ErrSyntax, "phh: line 7: inline tables are not supported"},
		{base + "k = \"\"\"x\"\"\"\n", ErrSyntax, "phh: line 7: multi-line strings are not supported"},
		{base + "k = \"\\q\"\n", ErrSyntax, `phh: line 7: bad escape \q in a string`},
		{base + "k = \"\\uD800\"\n", ErrSyntax, `phh: line 7: bad escape \uD800 (want 4 hex digits of a Unicode scalar value)`},
		{base + "k = \"a\x01\"\n", ErrSyntax, "phh: line 7: control character U+0001 in a string (write it as an escape)"},
		{base + "k = 1e5\n", ErrSyntax, `phh: line 7: bad value "1e5": exponents are not supported`},
		{base + "k = nan\n", ErrSyntax, `phh: line 7: bad value "nan": nan is not an amount`},
		{base + "k = 007\n", ErrSyntax, `phh: line 7: bad value "007": leading zero`},
		{base + "k = yes\n", ErrSyntax, `phh: line 7: bad value "yes": not a number`},
		{base + "k = 1979-05-27\n", ErrSyntax, `phh: line 7: dates are not supported ("1979-05-27")`},
		{base + "k = 24:00:00\n", ErrSyntax, `phh: line 7: bad local time "24:00:00"`},
		{base + "k = 1\r\n\rx", ErrSyntax, "phh: line 8: carriage return without a line feed"},
		{base + "k = \"\xff\"\n", ErrSyntax, "phh: line 7: text is not valid UTF-8"},
		{base + "k = " + strings.Repeat("[", 40) + strings.Repeat("]", 40) + "\n", ErrSyntax, "phh: line 7: arrays nested more than 32 deep"},
		// The fields.
		{swap("min_bet = 2\n", ""), ErrField, "phh: field min_bet: missing, variant NT requires it"},
		{swap("antes = [0, 0, 0]", "antes = [0, 0]"), ErrField, "phh: line 2: field antes: 2 values for 3 players (the length of starting_stacks)"},
		{base + "players = [\"a\"]\n", ErrField, "phh: line 7: field players: 1 values for 3 players (the length of starting_stacks)"},
		{base + "time_banks = [30, 30]\n", ErrField, "phh: line 7: field time_banks: 2 values for 3 players (the length of starting_stacks)"},
		{swap(`"NT"`, `"NLHE"`), ErrField, `phh: line 1: field variant: unknown variant "NLHE" (want one of FT, NT, NS, PO, FO/8, F7S, F7S/8, FR, N2L1D, F2L3D, FB; and PT, NO, FO, PO/8)`},
		{swap(`variant = "NT"`, `variant = "FT"`), ErrField, "phh: field small_bet: missing, variant FT requires it"},
		{swap(`variant = "NT"`, "variant = \"FT\"\nsmall_bet = 2\nbig_bet = 4"), ErrField, "phh: line 6: field min_bet: not allowed in fixed-limit variant FT (it uses small_bet and big_bet)"},
		{swap("min_bet = 2", "min_bet = 2\nbring_in = 1"), ErrField, "phh: line 5: field bring_in: not allowed beside blinds_or_straddles"},
		{swap("variant = \"NT\"\n", ""), ErrField, "phh: field variant: missing"},
		{swap(`variant = "NT"`, "variant = 1"), ErrField, "phh: line 1: field variant: is an integer, want a string"},
		{swap("min_bet = 2", `min_bet = "2"`), ErrField, "phh: line 4: field min_bet: is a string, want a number"},
		{swap("antes = [0, 0, 0]", `antes = [0, "0", 0]`), ErrField, "phh: line 2: field antes[1]: is a string, want a number"},
		{swap("starting_stacks = [200, 200, 200]", "starting_stacks = []"), ErrField, "phh: line 5: field starting_stacks: no players"},
		{swap(`"p3 f"`, `"p3 f", 5`), ErrField, "phh: line 6: field actions[4]: is an integer, want a string"},
		{swap(`"d dh p1 AcAd"`, `"d dh p1 1xAd"`), ErrField, `phh: line 6: field actions[0]: action "d dh p1 1xAd": bad card "1x" (rank A23456789TJQK and suit cdhs, or ??)`},
		{swap(`"p3 f"`, `"p3 zz"`), ErrField, `phh: line 6: field actions[3]: action "p3 zz": unknown verb "zz" (want db, dh, pb, cbr, cc, f, sd or sm)`},
		{swap(`"p3 f"`, `"p3 cbr"`), ErrField, `phh: line 6: field actions[3]: action "p3 cbr": cbr needs an amount`},
		{swap(`"p3 f"`, `"p4 f"`), ErrField, `phh: line 6: field actions[3]: action "p4 f" names p4 of a 3-player hand`},
		{swap(`"d dh p2 ????"`, `"d dh p9 ????"`), ErrField, `phh: line 6: field actions[1]: action "d dh p9 ????" names p9 of a 3-player hand`},
		{base + "ante_trimming_status = 1\n", ErrField, "phh: line 7: field ante_trimming_status: is an integer, want a boolean"},
		{base + "seats = [1, 2.5, 3]\n", ErrField, "phh: line 7: field seats[1]: is a float, want an integer"},
		{base + "hand = 9223372036854775808\n", ErrField, "phh: line 7: field hand: integer 9223372036854775808 out of range"},
		{base + "_x = [[1], [99999999999999999999]]\n", ErrField, "phh: line 7: field _x: integer 99999999999999999999 out of range"},
	} {
		_, err := Parse(strings.NewReader(c.in))
		if err == nil || err.Error() != c.want || !errors.Is(err, c.sentinel) {
			t.Errorf("Parse error = %v\nwant %s\nin:\n%s", err, c.want, c.in)
		}
	}
	_, err := Parse(strings.NewReader(swap(`"p3 f"`, `"p3 zz"`)))
	if !errors.Is(err, ErrAction) {
		t.Errorf("a bad action's error %v does not wrap ErrAction", err)
	}
}

func TestParseAccepts(t *testing.T) {
	in := "\t# a comment line\r\n" + strings.ReplaceAll(base, "\n", " # comment\r\n") + `
_s = "tab\t quote\" back\\ nl\n u\u00e9 U\U0001F0A1"
_lit = 'C:\path "as is"'
_t = 07:32:00.999
_n = [1_000, +5, -0.0, inf, -inf, 0.5]
_mixed = [
  [1, "a"], # nested
  [],
  true,
  ] # trailing comma
_e = ""
`
	h, err := Parse(strings.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]any{
		"_s":     "tab\t quote\" back\\ nl\n u\u00e9 U\U0001F0A1",
		"_lit":   `C:\path "as is"`,
		"_t":     "07:32:00.999",
		"_n":     []any{int64(1000), int64(5), num("-0.0"), num("inf"), num("-inf"), num("0.5")},
		"_mixed": []any{[]any{int64(1), "a"}, []any{}, true},
		"_e":     "",
	}
	if !reflect.DeepEqual(h.Fields, want) {
		t.Errorf("Fields = %#v\nwant %#v", h.Fields, want)
	}
	var b strings.Builder
	if err := Write(&b, h); err != nil {
		t.Fatal(err)
	}
	if again, err := Parse(strings.NewReader(b.String())); err != nil || !sameHand(h, again) {
		t.Errorf("round trip: %v\n%s", err, b.String())
	}
}

func TestParseBulk(t *testing.T) {
	files := samples(t)
	var one, two Hand
	var text strings.Builder
	text.WriteString("# two hands\n\n")
	for i, f := range []string{files[0], files[len(files)-1]} {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		h := parseFile(t, f)
		h.Section = i + 1
		if i == 0 {
			one = h
		} else {
			two = h
		}
		text.WriteString("[" + string(rune('1'+i)) + "]\n")
		text.Write(b)
		text.WriteString("\n")
	}
	hands, err := ParseBulk(strings.NewReader(text.String()))
	if err != nil {
		t.Fatal(err)
	}
	if len(hands) != 2 || !reflect.DeepEqual(hands[0], one) || !reflect.DeepEqual(hands[1], two) {
		t.Fatalf("ParseBulk = %d hands:\n%#v\nwant\n%#v\n%#v", len(hands), hands, one, two)
	}

	var b strings.Builder
	hands[1].Section = 0 // written under its position, [2]
	if err := WriteBulk(&b, hands); err != nil {
		t.Fatal(err)
	}
	again, err := ParseBulk(strings.NewReader(b.String()))
	if err != nil || len(again) != 2 || !sameHand(again[0], one) || !sameHand(again[1], two) {
		t.Errorf("ParseBulk(WriteBulk(hands)) = %v, %v", again, err)
	}
	if !strings.HasPrefix(b.String(), "[1]\nvariant = ") || !strings.Contains(b.String(), "\n\n[2]\nvariant = ") {
		t.Errorf("WriteBulk wrote\n%s", b.String())
	}
	hands[1].Section = 1
	if err := WriteBulk(&b, hands); err == nil || err.Error() != "phh: section [1]: hands 0 and 1 both go under [1]" {
		t.Errorf("WriteBulk with two [1] sections: %v", err)
	}

	if hands, err := ParseBulk(strings.NewReader("# nothing\n")); err != nil || len(hands) != 0 {
		t.Errorf("ParseBulk of no hands = %v, %v", hands, err)
	}
}

func TestParseBulkRefusals(t *testing.T) {
	for _, c := range []struct {
		in       string
		sentinel error
		want     string
	}{
		{"variant = \"NT\"\n[1]\n", ErrSyntax, "phh: line 1: key before the first [N] header of a bulk file"},
		{"[1]\n" + base + "\n[1]\n" + base, ErrSyntax, "phh: line 9: duplicate header [1] (first on line 1)"},
		{"[x]\n", ErrSyntax, "phh: line 1: header [x] is not a hand number"},
		{"[-1]\n", ErrSyntax, "phh: line 1: header [-1] is not a hand number"},
		{"[a.b]\n", ErrSyntax, "phh: line 1: unexpected '.' in a header (want [N], N a hand number)"},
		{"[[1]]\n", ErrSyntax, "phh: line 1: arrays of tables are not supported"},
		{"[1] x\n", ErrSyntax, "phh: line 1: unexpected 'x' after the header"},
		{"[1]\n" + base + "[2]\n" + strings.Replace(base, "min_bet = 2\n", "", 1), ErrField, "phh: section [2]: field min_bet: missing, variant NT requires it"},
		{"[1]\n" + base + "[2]\n" + strings.Replace(base, "antes = [0, 0, 0]", "antes = [0]", 1), ErrField, "phh: section [2]: line 10: field antes: 1 values for 3 players (the length of starting_stacks)"},
		{"[1]\n" + base + "[2]\n" + base + "min_bet = 2\n", ErrSyntax, `phh: line 15: duplicate key "min_bet" (first on line 12)`},
	} {
		_, err := ParseBulk(strings.NewReader(c.in))
		if err == nil || err.Error() != c.want || !errors.Is(err, c.sentinel) {
			t.Errorf("ParseBulk error = %v\nwant %s", err, c.want)
		}
	}
}

type failReader struct{}

func (failReader) Read([]byte) (int, error) { return 0, errors.New("disk on fire") }

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

func TestIOErrors(t *testing.T) {
	if _, err := Parse(failReader{}); err == nil || err.Error() != "phh: read hand: disk on fire" {
		t.Errorf("Parse(failing reader) error = %v", err)
	}
	if _, err := ParseBulk(failReader{}); err == nil || err.Error() != "phh: read hands: disk on fire" {
		t.Errorf("ParseBulk(failing reader) error = %v", err)
	}
	h, err := Parse(strings.NewReader(base))
	if err != nil {
		t.Fatal(err)
	}
	if err := Write(failWriter{}, h); err == nil || err.Error() != "phh: write hand: disk full" {
		t.Errorf("Write(failing writer) error = %v", err)
	}
}
