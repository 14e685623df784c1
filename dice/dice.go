// Package dice is the dice of Division VI: rolls of two (craps) or three (sic
// bo) six-sided dice and their notation, a JSON array of faces: [1,1,6].
package dice

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// A Roll is the faces shown, each 1–6, in the order given.
type Roll []int

// Parse reads a roll of n dice in the notation "[3,4]" (spaces allowed).
// The error names the bad face and its position.
func Parse(s string, n int) (Roll, error) {
	var raw []json.RawMessage
	if err := json.Unmarshal([]byte(s), &raw); err != nil {
		return nil, fmt.Errorf("roll %s is not an array of %d faces", strings.TrimSpace(s), n)
	}
	if len(raw) != n {
		return nil, fmt.Errorf("roll %s has %d faces, want %d", strings.TrimSpace(s), len(raw), n)
	}
	r := make(Roll, n)
	for i, f := range raw {
		v, err := strconv.Atoi(strings.TrimSpace(string(f)))
		if err != nil || v < 1 || v > 6 {
			return nil, fmt.Errorf("roll %s: face %d %s is not a die face 1-6", strings.TrimSpace(s), i, f)
		}
		r[i] = v
	}
	return r, nil
}

// String formats the roll as "[1,1,6]".
func (r Roll) String() string {
	var b strings.Builder
	b.WriteByte('[')
	for i, f := range r {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Itoa(f))
	}
	b.WriteByte(']')
	return b.String()
}

// Sum returns the total of the faces.
func (r Roll) Sum() int {
	t := 0
	for _, f := range r {
		t += f
	}
	return t
}

// Count returns how many dice show face.
func (r Roll) Count(face int) int {
	n := 0
	for _, f := range r {
		if f == face {
			n++
		}
	}
	return n
}
