package game_test

import (
	"encoding/json"
	"slices"
	"testing"

	"croupier/card"
	"croupier/game"
	"croupier/rng"
	"croupier/rng/seeded"
)

// fixedGen is a generator whose IntN answers are given in advance; it
// records the bound of each draw.
type fixedGen struct {
	picks  []int
	bounds []int
}

func (g *fixedGen) Card(*card.Shoe) card.Card { panic("no card is drawn") }
func (g *fixedGen) Dice(int) []int            { panic("no dice are drawn") }
func (g *fixedGen) IntN(n int) int {
	g.bounds = append(g.bounds, n)
	v := g.picks[0]
	g.picks = g.picks[1:]
	return v
}

// An electronic wheel of fortune draws the stop among the segments, then
// the revolutions from 3 to 8 (121: always a valid result), and records
// both on the tape in the spec's notation.
func TestGeneratedStopRecordsRevolutions(t *testing.T) {
	g := &fixedGen{picks: []int{17, 1, 53, 5, 0, 0}}
	tp := game.NewGenerated(g)
	for _, want := range []game.Spin{{Stop: 17, Revolutions: 4}, {Stop: 53, Revolutions: 8}, {Stop: 0, Revolutions: 3}} {
		if got, err := tp.Stop(54); err != nil || got != want {
			t.Errorf("Stop = %+v, %v; want %+v", got, err, want)
		}
	}
	// The stop is drawn among 54 segments, the revolutions among the six
	// counts 3 to 8.
	if want := []int{54, 6, 54, 6, 54, 6}; !slices.Equal(g.bounds, want) {
		t.Errorf("draw bounds %v, want %v", g.bounds, want)
	}
	wantTape := []string{`{"stop":17,"revolutions":4}`, `{"stop":53,"revolutions":8}`, `{"stop":0,"revolutions":3}`}
	for i, raw := range tp.Consumed() {
		if string(raw) != wantTape[i] {
			t.Errorf("entry %d recorded %s, want %s", i, raw, wantTape[i])
		}
	}
	// A wheel with no segment has nothing to draw: an error, not a panic.
	if _, err := game.NewGenerated(&fixedGen{}).Stop(0); err == nil {
		t.Error("Stop(0) on a generated tape: nil error")
	}
}

// Over many generated spins every stop of a 9-segment wheel and every
// revolution count from 3 to 8 comes up, and no other; each spin reads back
// from the recording.
func TestGeneratedStopRange(t *testing.T) {
	tp := game.NewGenerated(rng.NewDealer(seeded.New(11)))
	stops, revs := map[int]int{}, map[int]int{}
	const n = 2000
	for range n {
		sp, err := tp.Stop(9)
		if err != nil {
			t.Fatal(err)
		}
		stops[sp.Stop]++
		revs[sp.Revolutions]++
	}
	for s := range 9 {
		if stops[s] < n/9/2 {
			t.Errorf("stop %d came up %d times in %d spins", s, stops[s], n)
		}
	}
	for r := 3; r <= 8; r++ {
		if revs[r] < n/6/2 {
			t.Errorf("%d revolutions came up %d times in %d spins", r, revs[r], n)
		}
	}
	if len(stops) != 9 || len(revs) != 6 {
		t.Errorf("stops %v, revolutions %v: values out of range", stops, revs)
	}
	re := game.NewTape(tp.Consumed())
	for i := range n {
		sp, err := re.Stop(9)
		var rec struct{ Stop, Revolutions int }
		_ = json.Unmarshal(tp.Consumed()[i], &rec)
		if err != nil || sp.Stop != rec.Stop || sp.Revolutions != rec.Revolutions {
			t.Fatalf("entry %d reads back as %+v, %v", i, sp, err)
		}
	}
}
