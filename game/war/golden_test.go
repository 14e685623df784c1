package war_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"croupier/replay"
)

// TestGoldens replays every script in testdata/ and compares the result (or
// the error) with the hand-computed .golden.json beside it.
func TestGoldens(t *testing.T) {
	scripts, _ := filepath.Glob("testdata/*.json")
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
				res, err = replay.Run(s, lookup)
				got = res
			}
			if err != nil {
				got = replay.AsError(err)
			}
			wantRaw, err := os.ReadFile(strings.TrimSuffix(path, ".json") + ".golden.json")
			if err != nil {
				t.Fatal(err)
			}
			gotRaw, _ := json.Marshal(got)
			var g, w any
			if err := json.Unmarshal(gotRaw, &g); err != nil {
				t.Fatal(err)
			}
			if err := json.Unmarshal(wantRaw, &w); err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(g, w) {
				t.Errorf("result differs from golden\n got %s\nwant %s", gotRaw, wantRaw)
			}
		})
	}
	if n < 3 {
		t.Fatalf("only %d scripts in testdata", n)
	}
}
