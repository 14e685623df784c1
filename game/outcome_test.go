package game_test

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"croupier/card"
	"croupier/game"
	"croupier/rng"
	"croupier/rng/seeded"
	"croupier/tile"
)

// tape returns a tape reading the given entries, written as JSON.
func tape(entries ...string) *game.Tape {
	raw := make([]json.RawMessage, len(entries))
	for i, e := range entries {
		raw[i] = json.RawMessage(e)
	}
	return game.NewTape(raw)
}

// wheel is a double-zero roulette wheel's pockets (68), in any order: only
// membership matters to the tape.
var wheel = func() []string {
	w := []string{"0", "00"}
	for n := 1; n <= 36; n++ {
		w = append(w, itoa(n))
	}
	return w
}()

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

// A bad entry is refused with its index and what was wanted, and nothing
// is consumed: the next read sees the same entry.
func refused(t *testing.T, tp *game.Tape, read func() error, mention string) {
	t.Helper()
	err := read()
	var te *game.TapeError
	if !errors.As(err, &te) || te.Entry != 0 || !strings.Contains(err.Error(), mention) {
		t.Errorf("err = %v, want tape entry 0 mentioning %q", err, mention)
	}
	if tp.Pos() != 0 {
		t.Errorf("a refused entry was consumed: pos %d", tp.Pos())
	}
}

// games.md "roulette": a spin is a pocket, or a pocket with the ball's
// revolutions (74 judges the count; the tape only reads it).
func TestTapePocket(t *testing.T) {
	tp := tape(`"17"`, `{"pocket": "00", "revolutions": 9}`, `" 0 "`)
	for _, want := range []game.Spin{{Pocket: "17", Stop: 18}, {Pocket: "00", Stop: 1, Revolutions: 9}, {Pocket: "0", Stop: 0}} {
		if got, err := tp.Pocket(wheel); err != nil || got != want {
			t.Errorf("Pocket = %+v, %v; want %+v", got, err, want)
		}
	}
	for entry, mention := range map[string]string{
		`"37"`:                               `"37" is not a pocket`,
		`17`:                                 "is not a spin",
		`{"pocket": "5", "x": 1}`:            "is not a spin",
		`{"revolutions": 9}`:                 "is not a spin",
		`{"pocket": "5", "revolutions": -1}`: "is not a spin",
	} {
		tp := tape(entry)
		refused(t, tp, func() error { _, err := tp.Pocket(wheel); return err }, mention)
	}
}

// games.md "wheel-of-fortune": a stop from 0 to segments-1, with or
// without the wheel's revolutions (121 judges the count).
func TestTapeStop(t *testing.T) {
	tp := tape(`17`, `{"stop": 53, "revolutions": 4}`)
	for _, want := range []game.Spin{{Stop: 17}, {Stop: 53, Revolutions: 4}} {
		if got, err := tp.Stop(54); err != nil || got != want {
			t.Errorf("Stop = %+v, %v; want %+v", got, err, want)
		}
	}
	for entry, mention := range map[string]string{`54`: "stop 54 is not a segment", `-1`: "stop -1", `"3"`: "is not a spin"} {
		tp := tape(entry)
		refused(t, tp, func() error { _, err := tp.Stop(54); return err }, mention)
	}
}

// Keno (75–86): a draw is `drawn` different numbers from 1 to `numbers`.
func TestTapeBalls(t *testing.T) {
	tp := tape(`[5, 71, 80, 1]`)
	if got, err := tp.Balls(4, 80); err != nil || !slices.Equal(got, []int{5, 71, 80, 1}) {
		t.Errorf("Balls = %v, %v", got, err)
	}
	for entry, mention := range map[string]string{
		`[5, 71, 80]`:    "a draw is 4 numbers, not 3",
		`[5, 71, 81, 1]`: "ball 3 of the draw, 81",
		`[5, 5, 80, 1]`:  "ball 2 of the draw, 5, was already drawn",
		`[0, 5, 80, 1]`:  "ball 1 of the draw, 0",
		`"5 71 80 1"`:    "is not a draw",
	} {
		tp := tape(entry)
		refused(t, tp, func() error { _, err := tp.Balls(4, 80); return err }, mention)
	}
}

// Slots (87–95): one stop per reel, each within its strip.
func TestTapeReels(t *testing.T) {
	tp := tape(`[3, 17, 0]`)
	if got, err := tp.Reels([]int{22, 22, 30}); err != nil || !slices.Equal(got.Stops, []int{3, 17, 0}) || got.Disrupted != "" {
		t.Errorf("Reels = %v, %v", got, err)
	}
	// 94: a play the machine found disrupted keeps where the reels stopped.
	tp = tape(`{"stops": [1, 2, 3], "disrupted": " door opened "}`)
	if got, err := tp.Reels([]int{22, 22, 30}); err != nil || !slices.Equal(got.Stops, []int{1, 2, 3}) || got.Disrupted != "door opened" {
		t.Errorf("disrupted Reels = %+v, %v", got, err)
	}
	for entry, mention := range map[string]string{`[3, 22, 0]`: "reel 2 stops at 22", `[3, 17]`: "is not a spin of 3 reels", `[-1, 0, 0]`: "reel 1 stops at -1",
		`{"stops": [1, 2, 3]}`: "disrupted", `{"stops": [1, 2, 3], "disrupted": ""}`: "disrupted", `{"stops": [1, 2, 3], "disrupted": "x", "why": 1}`: "is not a spin",
		`{"stops": [1, 2], "disrupted": "x"}`: "is not a spin of 3 reels"} {
		tp := tape(entry)
		refused(t, tp, func() error { _, err := tp.Reels([]int{22, 22, 30}); return err }, mention)
	}
}

// Pai Gow (100): tiles come from a set of 32; a third 6-6 is refused.
func TestTapeTile(t *testing.T) {
	set := tile.NewSet()
	tp := tape(`"6-6"`, `"6-6"`, `"2-1"`)
	for _, want := range []tile.Tile{tile.Of(6, 6), tile.Of(6, 6), tile.Of(1, 2)} {
		if got, err := tp.Tile(&set); err != nil || got != want {
			t.Errorf("Tile = %v, %v; want %v", got, err, want)
		}
	}
	if set.Len() != 29 {
		t.Errorf("the set holds %d tiles after 3, want 29", set.Len())
	}
	again := tape(`"6-6"`)
	refused(t, again, func() error { _, err := again.Tile(&set); return err }, "not left in the set")
	if set.Len() != 29 {
		t.Errorf("a refused tile changed the set: %d", set.Len())
	}
	bad := tape(`"7-1"`)
	refused(t, bad, func() error { _, err := bad.Tile(&set); return err }, "is not a tile")
}

// An electronic table's tape draws every outcome from its generator and
// records it, so the round replays from what it wrote.
func TestGeneratedOutcomesReplay(t *testing.T) {
	gen := game.NewGenerated(rng.NewDealer(seeded.New(7)))
	set := tile.NewSet()
	spin, err1 := gen.Pocket(wheel)
	stop, err2 := gen.Stop(54)
	balls, err3 := gen.Balls(20, 80)
	reels, err4 := gen.Reels([]int{22, 22, 22})
	tl, err5 := gen.Tile(&set)
	if err := errors.Join(err1, err2, err3, err4, err5); err != nil {
		t.Fatal(err)
	}
	re := game.NewTape(gen.Consumed())
	set2 := tile.NewSet()
	spin2, _ := re.Pocket(wheel)
	stop2, _ := re.Stop(54)
	balls2, err := re.Balls(20, 80)
	if err != nil {
		t.Fatalf("a generated draw does not read back: %v", err)
	}
	reels2, _ := re.Reels([]int{22, 22, 22})
	tl2, _ := re.Tile(&set2)
	if spin2 != spin || stop2 != stop || !slices.Equal(balls2, balls) || !slices.Equal(reels2.Stops, reels.Stops) || reels2.Disrupted != "" || tl2 != tl {
		t.Errorf("replayed %v %v %v %v %v, generated %v %v %v %v %v", spin2, stop2, balls2, reels2, tl2, spin, stop, balls, reels, tl)
	}
}

// An electronic table's tape refuses to draw from an empty shoe with an
// error, never a panic.
func TestGeneratedCardFromAnEmptyShoe(t *testing.T) {
	shoe := card.NewShoe(card.Standard(1), 1, card.Policy{})
	gen := game.NewGenerated(rng.NewDealer(seeded.New(3)))
	for range 52 {
		if _, err := gen.Card(&shoe); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := gen.Card(&shoe); !errors.Is(err, card.ErrNotInShoe) {
		t.Errorf("the 53rd card of one deck: %v, want ErrNotInShoe", err)
	}
}
