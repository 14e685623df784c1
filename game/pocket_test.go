package game_test

import (
	"encoding/json"
	"slices"
	"testing"

	"croupier/game"
	"croupier/rng"
	"croupier/rng/seeded"
)

// An electronic roulette wheel draws the pocket uniformly among the wheel's
// and the ball's revolutions from 7 to 14, and records both: every
// generated spin is valid under 74, and it reads back as drawn.
func TestGeneratedPocket74(t *testing.T) {
	gen := game.NewGenerated(rng.NewDealer(seeded.New(74)))
	const spins = 38 * 100
	pockets := map[string]int{}
	revs := map[int]int{}
	for range spins {
		sp, err := gen.Pocket(wheel)
		if err != nil {
			t.Fatal(err)
		}
		pockets[sp.Pocket]++
		revs[sp.Revolutions]++
		if sp.Stop != slices.Index(wheel, sp.Pocket) {
			t.Fatalf("spin %+v: stop is not the pocket's index", sp)
		}
	}
	for _, p := range wheel {
		if pockets[p] == 0 {
			t.Errorf("pocket %s never drawn in %d spins", p, spins)
		}
	}
	for r := range revs {
		if r < 7 || r > 14 {
			t.Errorf("%d spins drew %d revolutions, outside 7 to 14", revs[r], r)
		}
	}
	for r := 7; r <= 14; r++ {
		if revs[r] == 0 {
			t.Errorf("%d revolutions never drawn in %d spins", r, spins)
		}
	}
	// The recording is the spec's object form, and reads back the same.
	var first struct {
		Pocket      string `json:"pocket"`
		Revolutions int    `json:"revolutions"`
	}
	rec := gen.Consumed()
	if err := json.Unmarshal(rec[0], &first); err != nil || first.Pocket == "" || first.Revolutions < 7 {
		t.Errorf("recorded %s, want {\"pocket\": …, \"revolutions\": 7 to 14}", rec[0])
	}
	re := game.NewTape(rec)
	again := game.NewGenerated(rng.NewDealer(seeded.New(74)))
	for i := range rec {
		a, err1 := re.Pocket(wheel)
		b, err2 := again.Pocket(wheel)
		if err1 != nil || err2 != nil || a != b {
			t.Fatalf("spin %d reads back %+v (%v), drawn %+v (%v)", i, a, err1, b, err2)
		}
	}
}

// A recorded count of revolutions is at least 1: 0 is how Spin says "not
// recorded", so a written 0 is refused rather than taken for a spin nobody
// counted (which 74 would let stand).
func TestPocketZeroRevolutions(t *testing.T) {
	tp := tape(`{"pocket": "5", "revolutions": 0}`)
	refused(t, tp, func() error { _, err := tp.Pocket(wheel); return err }, "at least 1")
}
