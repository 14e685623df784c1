package main

import (
	"strings"
	"testing"

	"croupier/rng"
	"croupier/rng/seeded"
)

// biased is a source a lab must catch: every third output has its top bit
// cleared, so the bounded draw (rng.IntN, which takes the high part of
// v × n) lands in the lower half of its range a sixth more often than it
// should. (An output of 0 would not do: IntN's rejection discards it.)
type biased struct {
	src rng.Source
	n   int
}

func (b *biased) Uint64() uint64 {
	b.n++
	v := b.src.Uint64()
	if b.n%3 == 0 {
		v &^= 1 << 63
	}
	return v
}

// The battery passes a good source and fails a bad one: a test that
// could not fail would prove nothing. The seeded run is fixed, so its
// p-values are too; each is held to 0.001, a tenth of the 99% level. The
// biased source fails every test but the ace's place in the deck: its
// favouring the lower half of each of the shuffle's 51 draws mostly
// cancels out in where one card ends (the first card out still shows it).
func TestRNGBattery(t *testing.T) {
	good, err := rngBattery(seeded.New(2026), 20_000)
	if err != nil {
		t.Fatal(err)
	}
	bad, err := rngBattery(&biased{src: seeded.New(2026)}, 20_000)
	if err != nil {
		t.Fatal(err)
	}
	if len(good) != 9 || len(bad) != 9 {
		t.Fatalf("%d and %d tests, want 9", len(good), len(bad))
	}
	for i := range good {
		if good[i].P < 0.001 {
			t.Errorf("seeded source: %s: p = %g", good[i].Name, good[i].P)
		}
		if i > 0 && bad[i].P > 1e-6 {
			t.Errorf("biased source passed %s: p = %g", bad[i].Name, bad[i].P)
		}
	}
}

// dump writes exactly the bytes asked for; test prints its table.
func TestRNGCommand(t *testing.T) {
	out, errOut, code := runCmd(t, "", "rng", "dump", "--bytes", "21")
	if code != 0 || len(out) != 21 {
		t.Errorf("dump --bytes 21: exit %d, %d bytes, %s", code, len(out), errOut)
	}
	out, errOut, code = runCmd(t, "", "rng", "test", "--draws", "1000")
	if code != 0 || strings.Count(out, "\n| ") != 10 {
		t.Errorf("test: exit %d %s\n%s", code, errOut, out)
	}
	if _, _, code := runCmd(t, "", "rng", "test", "--draws", "5"); code != 2 {
		t.Errorf("5 draws: exit %d, want 2", code)
	}
}
