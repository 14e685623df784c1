package card_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"croupier/card"
)

// FuzzParse: whatever Parse accepts is a valid card whose notation reads back
// as the same card, in either case; whatever it rejects is a *SyntaxError at
// position 0. The seed corpus is testdata/fuzz/FuzzParse plus the f.Add
// seeds below; `go test` runs them all.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"As", "  as ", "TD", "jk", "JK", "10h", "1s", "Ax", "", "A", "Ass", "??", "7\u0130"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := card.Parse(s)
		if err != nil {
			var se *card.SyntaxError
			if !errors.As(err, &se) || !errors.Is(err, card.ErrSyntax) {
				t.Fatalf("Parse(%q): error %v (%T) is not a *SyntaxError wrapping ErrSyntax", s, err, err)
			}
			if se.Pos != 0 || se.Token != s {
				t.Fatalf("Parse(%q): SyntaxError{%q, %d}, want the input at 0", s, se.Token, se.Pos)
			}
			return
		}
		if !c.Valid() {
			t.Fatalf("Parse(%q) = invalid card %d", s, c)
		}
		str := c.String()
		if len(str) != 2 || !strings.EqualFold(str, strings.TrimSpace(s)) {
			t.Fatalf("Parse(%q).String() = %q, not the input's card", s, str)
		}
		again, err := card.Parse(str)
		if err != nil || again != c {
			t.Fatalf("Parse(%q) = %v but Parse(%q) = %v, %v", s, c, str, again, err)
		}
		for _, v := range []string{strings.ToUpper(str), strings.ToLower(str), " " + str + " "} {
			if got, err := card.Parse(v); err != nil || got != c {
				t.Fatalf("Parse(%q) = %v, %v; want %v", v, got, err, c)
			}
		}
		b, err := c.MarshalText()
		if err != nil || string(b) != str {
			t.Fatalf("%v.MarshalText() = %q, %v", c, b, err)
		}
	})
}

// FuzzParseList: a list that parses formats to a list that parses to the same
// cards and formats the same; a list that does not names a token of the input
// that is not a card.
func FuzzParseList(f *testing.F) {
	for _, s := range []string{"As Kd Qh", "As Kd Xx", "as,kd,,qh", " Jk\t2c\n", "", ",,,", "Td 10d"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		cs, err := card.ParseList(s)
		if err != nil {
			var se *card.SyntaxError
			if !errors.As(err, &se) || !errors.Is(err, card.ErrSyntax) {
				t.Fatalf("ParseList(%q): error %v (%T) is not a *SyntaxError wrapping ErrSyntax", s, err, err)
			}
			if se.Pos < 0 || se.Token == "" || strings.ContainsAny(se.Token, " ,\t\n") || !strings.Contains(s, se.Token) {
				t.Fatalf("ParseList(%q): bad SyntaxError{%q, %d}", s, se.Token, se.Pos)
			}
			if c, err := card.Parse(se.Token); err == nil {
				t.Fatalf("ParseList(%q) rejects token %q, which Parse reads as %v", s, se.Token, c)
			}
			return
		}
		for i, c := range cs {
			if !c.Valid() {
				t.Fatalf("ParseList(%q)[%d] = invalid card %d", s, i, c)
			}
		}
		text := card.Format(cs)
		again, err := card.ParseList(text)
		if err != nil {
			t.Fatalf("ParseList(Format(ParseList(%q)) = %q): %v", s, text, err)
		}
		if !slices.Equal(again, cs) {
			t.Fatalf("ParseList(%q) = %v, but its format %q reads back as %v", s, cs, text, again)
		}
		if text2 := card.Format(again); text2 != text {
			t.Fatalf("Format is not stable: %q then %q", text, text2)
		}
		if want := 3*len(cs) - 1; len(cs) > 0 && len(text) != want {
			t.Fatalf("Format(%v) = %q: %d bytes, want %d", cs, text, len(text), want)
		}
	})
}
