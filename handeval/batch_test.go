package handeval

import (
	"math/rand/v2"
	"testing"

	"croupier/card"
)

// sevensCases returns n random 7-card hands, seeded, and hands chosen for
// the kernel's flush path: a flush, a straight flush and a royal flush in
// each suit, the wheel, seven of a suit, four of a kind with a flush.
func sevensCases(n int) [][7]card.Card {
	var hs [][7]card.Card
	for _, s := range []string{
		"2c 5c 9c Jc Kc 3d 4h", "2d 5d 9d Jd Kd 3c 4h", "2h 5h 9h Jh Kh 3d 4c", "2s 5s 9s Js Ks 3d 4h",
		"9c Tc Jc Qc Kc Ad Ah", "9d Td Jd Qd Kd Ac Ah", "9h Th Jh Qh Kh Ad Ac", "9s Ts Js Qs Ks Ad Ah",
		"Ts Js Qs Ks As Ad Ah", "Tc Jc Qc Kc Ac Ad Ah", "Ac 2c 3c 4c 5c 6d 7h", "Ah 2s 3d 4c 5h 9s Kd",
		"2h 3h 4h 5h 6h 7h 8h", "2s 4s 6s 8s Ts Qs As", "9c 9d 9h 9s 2s 5s Ks", "Ac Ad Ah As Kc Kd Kh",
	} {
		var h [7]card.Card
		copy(h[:], card.MustParseList(s))
		hs = append(hs, h)
	}
	rng := rand.New(rand.NewPCG(67, 0x5E7))
	d := make([]card.Card, 52)
	for i := range d {
		d[i] = card.Card(i + 1)
	}
	for range n {
		var h [7]card.Card
		for j := range h {
			r := j + rng.IntN(52-j)
			d[j], d[r] = d[r], d[j]
			h[j] = d[j]
		}
		hs = append(hs, h)
	}
	return hs
}

// 67.50 in batches: Sevens gives each hand Seven's value (Seven is checked
// against the slow evaluator in exhaustive_test.go), with the AVX-512 kernel
// where the processor has it and without, on batches of every length from 0
// to 40 (the kernel's blocks of 16 and the rest) and on a million hands, and
// writes nothing past the last hand's value.
func Test67_50_SevensBatch(t *testing.T) {
	n := 1_000_000
	if raceEnabled || testing.Short() {
		n = 20_000
	}
	hs := sevensCases(n)
	want := make([]Value, len(hs))
	for i := range hs {
		want[i] = Seven(hs[i][:])
	}
	check := func(t *testing.T, hs [][7]card.Card, want []Value) {
		out := make([]Value, len(hs)+17)
		for i := range out {
			out[i] = 0xDEAD
		}
		Sevens(hs, out)
		for i := range hs {
			if out[i] != want[i] {
				t.Fatalf("hand %d of %d, %s: Sevens %#x, Seven %#x", i, len(hs), card.Format(hs[i][:]), uint32(out[i]), uint32(want[i]))
			}
		}
		for i := len(hs); i < len(out); i++ {
			if out[i] != 0xDEAD {
				t.Fatalf("%d hands: Sevens wrote %#x at %d", len(hs), uint32(out[i]), i)
			}
		}
	}
	run := func(t *testing.T) {
		for k := 0; k <= 40; k++ {
			for _, at := range []int{0, 3, 16} {
				check(t, hs[at:at+k], want[at:at+k])
			}
		}
		check(t, hs, want)
	}
	if haveAVX512 {
		t.Run("avx512", run)
	} else {
		t.Log("this processor has no AVX-512: only the fallback is checked")
	}
	defer func(had bool) { haveAVX512 = had }(haveAVX512)
	haveAVX512 = false
	t.Run("fallback", run)
}

func TestSevensShortOut(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("Sevens of 2 hands into 1 value did not panic")
		}
	}()
	Sevens(make([][7]card.Card, 2), make([]Value, 1))
}

// sevensCheck passes hands through Sevens in batches and checks each value
// against the one given with the hand.
type sevensCheck struct {
	t         *testing.T
	hs        [][7]card.Card
	want, out []Value
}

func (s *sevensCheck) add(h [7]card.Card, v Value) {
	s.hs, s.want = append(s.hs, h), append(s.want, v)
	if len(s.hs) == 4099 { // blocks of 16 and three hands more
		s.finish()
	}
}

// finish checks the hands added since the last batch.
func (s *sevensCheck) finish() {
	s.t.Helper()
	s.out = append(s.out[:0], make([]Value, len(s.hs))...)
	Sevens(s.hs, s.out)
	for i, h := range s.hs {
		if s.out[i] != s.want[i] {
			s.t.Fatalf("%s: Sevens %#x, want %#x", card.Format(h[:]), uint32(s.out[i]), uint32(s.want[i]))
		}
	}
	s.hs, s.want = s.hs[:0], s.want[:0]
}
