package phh

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzParse: Parse never panics; what it refuses is an ErrSyntax or an
// ErrField; what it accepts, Write writes, and Parse reads that back as the
// same hand, which Write then writes the same way. The seed corpus is the
// sample hands (when present) and the inputs below; `go test` runs them all.
func FuzzParse(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join(sampleDir, "*.phh"))
	more, _ := filepath.Glob(filepath.Join(sampleDir, "synthetic", "*.phh"))
	for _, path := range append(files, more...) {
		if b, err := os.ReadFile(path); err == nil {
			f.Add(string(b))
		}
	}
	for _, s := range []string{
		base,
		base + "time = 00:00:02\n_x = [[1, 'a'], [], -inf, 0.10]\nplayers = [\"\", \"é\", \"\\u0000\"]\n",
		strings.ReplaceAll(base, "\n", "\r\n"),
		"variant = 'F7S'\nantes = [1]\nbring_in = 1\nsmall_bet = 2\nbig_bet = 4\nstarting_stacks = [inf]\nactions = ['', '#', 'p1 sm -', 'p1 sd']\n",
		"", "[1]\n", "a = [", "a = \"\\", "a = 1_", "a = '", "k = [[[[", "x = 00:00:60\n", "\xff",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		h, err := Parse(strings.NewReader(s))
		if err != nil {
			if !errors.Is(err, ErrSyntax) && !errors.Is(err, ErrField) {
				t.Fatalf("Parse error %v (%T) is neither ErrSyntax nor ErrField", err, err)
			}
			return
		}
		var b strings.Builder
		if err := Write(&b, h); err != nil {
			t.Fatalf("Parse accepted the input but Write refuses it: %v", err)
		}
		again, err := Parse(strings.NewReader(b.String()))
		if err != nil {
			t.Fatalf("Parse(Write(h)): %v\n%s", err, b.String())
		}
		if !sameHand(h, again) {
			t.Fatalf("Parse(Write(h)) differs from h:\n%#v\n%#v\n%s", h, again, b.String())
		}
		var b2 strings.Builder
		if err := Write(&b2, again); err != nil || b2.String() != b.String() {
			t.Fatalf("Write is not stable: %v\n%s\n%s", err, b.String(), b2.String())
		}
	})
}

// FuzzParseBulk: ParseBulk never panics, and what it accepts WriteBulk
// writes and ParseBulk reads back as the same hands.
func FuzzParseBulk(f *testing.F) {
	for _, s := range []string{"[1]\n" + base + "[2]\n" + base, "", "[3]\n", "# c\n[1]\n" + base, "x = 1\n[1]\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		hands, err := ParseBulk(strings.NewReader(s))
		if err != nil {
			if !errors.Is(err, ErrSyntax) && !errors.Is(err, ErrField) {
				t.Fatalf("ParseBulk error %v (%T) is neither ErrSyntax nor ErrField", err, err)
			}
			return
		}
		var b strings.Builder
		if err := WriteBulk(&b, hands); err != nil {
			// Only a hand under [0] may be renumbered onto another's header.
			if !strings.Contains(err.Error(), "both go under") {
				t.Fatalf("WriteBulk: %v", err)
			}
			return
		}
		again, err := ParseBulk(strings.NewReader(b.String()))
		if err != nil || len(again) != len(hands) {
			t.Fatalf("ParseBulk(WriteBulk(hands)) = %d hands, %v\n%s", len(again), err, b.String())
		}
		for i := range hands {
			if hands[i].Section == 0 {
				hands[i].Section = i + 1
			}
			if !sameHand(hands[i], again[i]) {
				t.Fatalf("hand %d differs:\n%#v\n%#v", i, hands[i], again[i])
			}
		}
	})
}

// FuzzParseAction: whatever ParseAction accepts has a canonical String that
// reads back as the same action, and a stable one; what it refuses is an
// *ActionError quoting the input.
func FuzzParseAction(f *testing.F) {
	for _, s := range []string{
		"d dh p1 Ac2d", "d db Jc3d5c", "p3 cbr 7000", "p2 f", "p1 cc", "p5 pb", "p4 sm QhTdJd", "p4 sm",
		"p1 sm -", "p2 sd", "p2 sd 7h", "p2 f # tank", "# burn", "", " p1\tcbr 1_000.50 #x", "d dh p1 1x", "p3 zz", "p3 cbr",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		a, err := ParseAction(s)
		if err != nil {
			var ae *ActionError
			if !errors.As(err, &ae) || !errors.Is(err, ErrAction) || ae.Text != s {
				t.Fatalf("ParseAction(%q) error %v (%T) is not an *ActionError on the input", s, err, err)
			}
			return
		}
		if a.Text != s {
			t.Fatalf("ParseAction(%q).Text = %q", s, a.Text)
		}
		canon := a.String()
		b, err := ParseAction(canon)
		if err != nil || !a.same(b) {
			t.Fatalf("ParseAction(%q) = %#v, but its String %q reads back as %#v, %v", s, a, canon, b, err)
		}
		if b.String() != canon {
			t.Fatalf("String is not stable: %q then %q", canon, b.String())
		}
		if n, err := a.notation(); err != nil || n != s {
			t.Fatalf("notation of a parsed action = %q, %v; want its Text %q", n, err, s)
		}
	})
}

// FuzzParseNumber: whatever ParseNumber accepts has a String that reads back
// as the same Number; at its own number of decimals a finite Number converts
// to units exactly or overflows, and FromUnits gives back its value.
func FuzzParseNumber(f *testing.F) {
	for _, s := range []string{"0.25", "-0.25", "25", "10162.5", "inf", "+inf", "-0", "9950.0", "1_000", "9223372036854775808", "1e5", "01", ".5"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		n, err := ParseNumber(s)
		if err != nil {
			if !errors.Is(err, ErrNumber) {
				t.Fatalf("ParseNumber(%q) error %v does not wrap ErrNumber", s, err)
			}
			return
		}
		again, err := ParseNumber(n.String())
		if err != nil || again != n {
			t.Fatalf("ParseNumber(%q) = %#v, but %q reads back as %#v, %v", s, n, n.String(), again, err)
		}
		u, err := n.Units(n.Decimals())
		switch {
		case n.IsInf():
			if !errors.Is(err, ErrRange) {
				t.Fatalf("%s.Units: %v, want ErrRange", n, err)
			}
		case errors.Is(err, ErrRange):
		case err != nil:
			t.Fatalf("%s.Units(%d): %v", n, n.Decimals(), err)
		default:
			back, err := FromUnits(u, n.Decimals()).Units(n.Decimals())
			if err != nil || back != u {
				t.Fatalf("%s: %d units at scale %d come back as %d, %v", n, u, n.Decimals(), back, err)
			}
		}
	})
}
