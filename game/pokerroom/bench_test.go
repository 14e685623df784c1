package pokerroom_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"croupier/game/pokerroom"
	"croupier/phh"
)

func sampleTexts(b *testing.B) []string {
	b.Helper()
	var out []string
	for _, pat := range []string{"testdata/phh/*.phh", "testdata/phh/synthetic/*.phh"} {
		files, _ := filepath.Glob(pat)
		for _, f := range files {
			src, err := os.ReadFile(f)
			if err != nil {
				b.Fatal(err)
			}
			out = append(out, string(src))
		}
	}
	return out
}

// BenchmarkParse reads the 33 sample hands: the baseline.
func BenchmarkParse(b *testing.B) {
	texts := sampleTexts(b)
	b.ReportAllocs()
	for b.Loop() {
		for _, s := range texts {
			if _, err := phh.Parse(strings.NewReader(s)); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkReplay reads and replays the 33 sample hands through the engine.
func BenchmarkReplay(b *testing.B) {
	texts := sampleTexts(b)
	b.ReportAllocs()
	for b.Loop() {
		for _, s := range texts {
			f, err := phh.Parse(strings.NewReader(s))
			if err != nil {
				b.Fatal(err)
			}
			if _, err := pokerroom.Replay(f, online); err != nil {
				b.Fatal(err)
			}
		}
	}
}
