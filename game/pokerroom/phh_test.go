package pokerroom_test

import (
	"encoding/json"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"croupier/game/pokerroom"
	"croupier/phh"
)

// online is the commission posted at the PartyPoker tables the HandHQ hands
// come from, as the hands' own derived rakes bear out (MANIFEST.md): 5% of
// the pots rounded down to the cent, at most $3.00 and at most $2.00 with
// five players dealt in or fewer, and none when no flop is dealt.
var online = pokerroom.Rake{Percent: 500, Cap: 300, Caps: []pokerroom.RakeCap{{Players: 5, Cap: 200}}, NoFlopNoDrop: true}

// halfChips are the hands whose source splits a pot into half chips; the
// room gives the odd chip to the first tied hand left of the button, so
// their stacks differ from the file's by that half chip (MANIFEST.md).
var halfChips = map[string]bool{
	"pluribus-41b-h204-NT-split-half-chips.phh":              true,
	"pluribus-32-h023-NT-allin-preflop-split-half-chips.phh": true,
}

func samples(t *testing.T) []string {
	t.Helper()
	var files []string
	for _, pat := range []string{"testdata/phh/*.phh", "testdata/phh/synthetic/*.phh"} {
		m, err := filepath.Glob(pat)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, m...)
	}
	if len(files) != 33 {
		t.Fatalf("%d sample hands, want the 33 of MANIFEST.md", len(files))
	}
	return files
}

// units reads file amounts at scale s.
func units(t *testing.T, ns []phh.Number, s int) []int64 {
	t.Helper()
	out := make([]int64, len(ns))
	for i, n := range ns {
		u, err := n.Units(s)
		if err != nil {
			t.Fatalf("%v: %v", n, err)
		}
		out[i] = u
	}
	return out
}

// Every hand of ../shared/phh (copied to testdata/phh with its manifest)
// replays through the engine: every action legal, the chips conserved, the
// finishing stacks the file's (its own or, for the online hands, derived
// from its winnings), the online hands' commission their derived rake and
// their winnings what each player collected.
func TestPHHConformance(t *testing.T) {
	for _, path := range samples(t) {
		t.Run(filepath.Base(path), func(t *testing.T) { conforms(t, path, nil) })
	}
}

// conforms replays the hand at path (with the online commission for the
// HandHQ hands) and checks it as TestPHHConformance does; a hand that
// records no result is checked against want when given.
func conforms(t *testing.T, path string, want []int64) *pokerroom.Recorded {
	t.Helper()
	name := filepath.Base(path)
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	file, err := phh.Parse(f)
	if err != nil {
		t.Fatal(err)
	}
	rake := pokerroom.Rake{}
	if strings.HasPrefix(name, "handhq-") {
		rake = online
	}
	rec, err := pokerroom.Replay(file, rake)
	if err != nil {
		t.Fatal(err)
	}
	res := rec.Hand.Result()
	if res == nil {
		t.Fatalf("the hand is not over: %s", rec.Hand.Phase())
	}
	start := units(t, file.StartingStacks, rec.Scale)
	var before, after int64
	for p := range start {
		before += start[p]
		after += res.Stacks[p]
	}
	if after+res.Rake != before {
		t.Errorf("chips: %d before, %d after and %d commission", before, after, res.Rake)
	}
	finish := file.FinishingStacks
	if d, ok := file.Fields["_derived_finishing_stacks"]; ok {
		finish = numbers(t, d)
	}
	if finish == nil {
		if want != nil && !slices.Equal(res.Stacks, want) {
			t.Errorf("finishing stacks %v, want %v (worked out by hand)", res.Stacks, want)
		}
		return rec // Dwan–Ivey and Antonius–Blom record no result: replaying legally is the test
	}
	s := rec.Scale
	for _, n := range finish {
		s = max(s, n.Decimals())
	}
	got := make([]int64, len(res.Stacks))
	for p, u := range res.Stacks {
		got[p] = u * pow10(s-rec.Scale)
	}
	wantU := units(t, finish, s)
	for p := range got {
		diff := got[p] - wantU[p]
		if diff != 0 && !(halfChips[name] && (diff == pow10(s)/2 || diff == -pow10(s)/2)) {
			t.Errorf("player %d finishes with %s, the file says %s", p+1, phh.FromUnits(got[p], s), finish[p])
		}
	}
	if r, ok := file.Fields["_derived_rake"]; ok {
		wr := units(t, numbers(t, []any{r}), rec.Scale)[0]
		if res.Rake != wr {
			t.Errorf("commission %s, the derived rake %s", phh.FromUnits(res.Rake, rec.Scale), phh.FromUnits(wr, rec.Scale))
		}
	}
	if file.Winnings != nil {
		w := units(t, file.Winnings, rec.Scale)
		for p := range w {
			if got := res.Won[p] + res.Returned[p]; got != w[p] {
				t.Errorf("player %d collects %s, the file's winnings %s", p+1, phh.FromUnits(got, rec.Scale), file.Winnings[p])
			}
		}
	}
	return rec
}

// variantHands are the 17 hands of PHH's variants the room replays but does
// not deal (testdata/phh/variants, MANIFEST.md).
func variantHands(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob("testdata/phh/variants/*.phh")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != 17 {
		t.Fatalf("%d variant hands, want the 17 of MANIFEST.md", len(files))
	}
	return files
}

// Every hand of the public corpus in a variant beyond the room's games
// (short-deck hold'em, deuce-to-seven single and triple draw, badugi)
// replays like the samples: every action legal, chips conserved, the
// recorded finishing stacks. Three record no result; theirs are worked out
// by hand: Arieh's 7-5-4-3-2 beats Yockey's 7-6-4-3-2, all in, for the
// 1,180,000 each and Hui's big blind; Xuan's K-Q-J-10-9 straight beats
// Phua's three kings (a straight beats three of a kind in short-deck as
// PokerKit ranks it), 2 × 298,000, the six antes, two limps and the button
// blind of 3,000 each; Carol's 8-7-5-3 badugi beats Alice's 9-6-4-2, for
// 16 from each of them and Bob's 4.
func TestPHHVariants(t *testing.T) {
	worked := map[string][]int64{
		"historic-arieh-yockey-2019-F2L3D-allin-third-draw.phh": {0, 4190000, 5910000, 12095000},
		"historic-phua-xuan-2019-NS-allin-preflop.phh":          {489000, 226000, 684000, 400000, 0, 198000},
		"wikipedia-alice-carol-FB-unknown-draws.phh":            {196, 220, 200, 184},
	}
	codes := map[string]int{}
	for _, path := range variantHands(t) {
		name := filepath.Base(path)
		t.Run(name, func(t *testing.T) {
			rec := conforms(t, path, worked[name])
			codes[rec.Hand.Variant().Code]++
		})
	}
	if want := map[string]int{"NS": 1, "N2L1D": 7, "F2L3D": 8, "FB": 1}; !maps.Equal(codes, want) {
		t.Errorf("variants %v, want %v", codes, want)
	}
}

func pow10(n int) int64 {
	p := int64(1)
	for range n {
		p *= 10
	}
	return p
}

// numbers reads a parsed array field of numbers.
func numbers(t *testing.T, v any) []phh.Number {
	t.Helper()
	list, ok := v.([]any)
	if !ok {
		t.Fatalf("%v is not an array", v)
	}
	out := make([]phh.Number, len(list))
	for i, x := range list {
		switch n := x.(type) {
		case phh.Number:
			out[i] = n
		case int64:
			out[i] = phh.FromUnits(n, 0)
		default:
			b, _ := json.Marshal(x)
			t.Fatalf("%s is not a number", b)
		}
	}
	return out
}
