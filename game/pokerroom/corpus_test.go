package pokerroom_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"croupier/game/pokerroom"
	"croupier/phh"
)

// TestPHHCorpus replays every .phh under $CROUPIER_PHH_CORPUS (a copy of a
// public PHH dataset, outside the repository: docs/ARCHITECTURE.md says how to
// get one) like TestPHHConformance: every action legal, chips conserved,
// the finishing stacks the file's within the odd chip of a pot the source
// split into half chips. Variants the room neither deals nor replays are
// counted and skipped. Without the variable it is skipped.
func TestPHHCorpus(t *testing.T) {
	root := os.Getenv("CROUPIER_PHH_CORPUS")
	if root == "" {
		t.Skip("CROUPIER_PHH_CORPUS is not set")
	}
	var files []string
	filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".phh") {
			files = append(files, p)
		}
		return nil
	})
	sort.Strings(files)
	var played, halves, skipped, failed int
	other := map[string]int{}
	for _, path := range files {
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		f, err := phh.Parse(strings.NewReader(string(b)))
		if err != nil {
			failed++
			t.Errorf("%s: %v", path, err)
			continue
		}
		if _, err := pokerroom.VariantOf(f.Variant); err != nil {
			skipped++
			other[f.Variant]++
			continue
		}
		rec, err := pokerroom.Replay(f, pokerroom.Rake{})
		if err != nil {
			failed++
			t.Errorf("%s: %v", path, err)
			continue
		}
		played++
		res := rec.Hand.Result()
		if res == nil || f.FinishingStacks == nil {
			continue
		}
		s := rec.Scale
		for _, n := range f.FinishingStacks {
			s = max(s, n.Decimals())
		}
		half := false
		for p, n := range f.FinishingStacks {
			want, err := n.Units(s)
			if err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			diff := res.Stacks[p]*pow10(s-rec.Scale) - want
			switch {
			case diff == 0:
			case (diff == pow10(s)/2 || diff == -pow10(s)/2) && s > rec.Scale:
				half = true
			default:
				failed++
				t.Errorf("%s: player %d finishes with %s, the file says %s", path, p+1, phh.FromUnits(res.Stacks[p], rec.Scale), n)
			}
		}
		if half {
			halves++
		}
	}
	t.Logf("%d files: %d replayed (%d within a half chip the source split), %d of variants the room does not know %v, %d failed",
		len(files), played, halves, skipped, other, failed)
}
