package wheel

import (
	"encoding/json"
	"maps"
	"testing"
)

// FuzzPayouts: the payouts option reads without panicking, and what reads
// writes back as JSON and reads again the same (STYLE 9).
func FuzzPayouts(f *testing.F) {
	def, _ := json.Marshal(defaultPayouts)
	for _, s := range []string{string(def), `{"red":1,"blue":2,"gold":6}`, `{}`, `{"a":1,"a":2}`, `{"a":1.5}`, `{"a":"1"}`, `[1]`, `null`, `{"a":1}{}`, ` { "a" : -3 } `} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := payouts(json.RawMessage(s))
		if err != nil {
			return
		}
		b, err := json.Marshal(p)
		if err != nil {
			t.Fatal(err)
		}
		again, err := payouts(b)
		if err != nil || !maps.Equal(again, p) {
			t.Fatalf("%s read as %v, written %s, read back as %v, %v", s, p, b, again, err)
		}
	})
}
