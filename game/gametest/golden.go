package gametest

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"croupier/game"
	"croupier/replay"
)

// Goldens replays every script dir/*.json through g and compares the result,
// or the error ({"error": …, "step": k}), with the .golden.json beside it.
// Goldens are worked out by hand from the by-law; one changes only by
// reworking it by hand and reviewing the diff. It fails if dir holds fewer
// than min scripts.
func Goldens(t *testing.T, g game.Game, dir string, min int) {
	t.Helper()
	scripts, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil {
		t.Fatal(err)
	}
	lookup := func(id string) (game.Game, bool) { return g, id == g.Spec.ID }
	n := 0
	for _, path := range scripts {
		if strings.HasSuffix(path, ".golden.json") {
			continue
		}
		n++
		t.Run(filepath.Base(path), func(t *testing.T) {
			f, err := os.Open(path)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			var got any
			s, err := replay.Parse(f)
			if err == nil {
				var res *replay.Result
				if res, err = replay.Run(s, lookup); err == nil {
					got = res
				}
			}
			if err != nil {
				got = replay.AsError(err)
			}
			gotJSON, err := json.Marshal(got)
			if err != nil {
				t.Fatal(err)
			}
			wantJSON, err := os.ReadFile(strings.TrimSuffix(path, ".json") + ".golden.json")
			if err != nil {
				t.Fatal(err)
			}
			var gv, wv any
			if err := json.Unmarshal(gotJSON, &gv); err != nil {
				t.Fatal(err)
			}
			if err := json.Unmarshal(wantJSON, &wv); err != nil {
				t.Fatalf("golden: %v", err)
			}
			if !reflect.DeepEqual(gv, wv) {
				var ind bytes.Buffer
				_ = json.Indent(&ind, gotJSON, "", "  ")
				t.Errorf("result differs from the golden; got\n%s\nwant\n%s", ind.String(), wantJSON)
			}
		})
	}
	if n < min {
		t.Errorf("%d scripts in %s, want at least %d", n, dir, min)
	}
}
