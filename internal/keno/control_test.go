package keno

import (
	"strings"
	"testing"
)

// K1: a control number is at least 64 random bits with a check digit.
func TestK1ControlNumberHasSixtyFourBitsAndACheckDigit(t *testing.T) {
	seen := map[string]bool{}
	for range 2000 {
		c := newControl()
		if len(c) != controlDigits {
			t.Fatalf("%q has %d digits, want %d", c, len(c), controlDigits)
		}
		if _, err := ParseControl(c); err != nil {
			t.Fatalf("a fresh control number is refused: %v", err)
		}
		if seen[c] {
			t.Fatalf("%s drawn twice in 2000", c)
		}
		seen[c] = true
	}
	// 10^20 > 2^64: twenty random decimal digits carry more than 64 bits.
	const twoTo64 = "18446744073709551616"
	if len("1"+strings.Repeat("0", controlRandom)) <= len(twoTo64) {
		t.Fatalf("%d random digits carry fewer than 64 bits", controlRandom)
	}
}

// 83: a number altered in one digit, or with two neighbouring digits
// swapped, fails its check digit: every such change of a sample is tried.
func TestControlCheckDigitCatchesEveryAlteration(t *testing.T) {
	for range 50 {
		c := newControl()
		for i := range len(c) {
			for d := byte('0'); d <= '9'; d++ {
				if d == c[i] {
					continue
				}
				bad := c[:i] + string(d) + c[i+1:]
				if _, err := ParseControl(bad); err == nil {
					t.Fatalf("%s (digit %d of %s changed to %c) passes its check digit", bad, i+1, c, d)
				}
			}
			if i+1 < len(c) && c[i] != c[i+1] {
				sw := c[:i] + string(c[i+1]) + string(c[i]) + c[i+2:]
				if _, err := ParseControl(sw); err == nil {
					t.Fatalf("%s (digits %d and %d of %s swapped) passes its check digit", sw, i+1, i+2, c)
				}
			}
		}
	}
}

func TestParseControlReadsWhatAPersonTypes(t *testing.T) {
	c := newControl()
	printed := FormatControl(c)
	if strings.Count(printed, "-") != 5 {
		t.Errorf("printed %q, want six groups", printed)
	}
	for _, in := range []string{c, printed, " " + strings.ReplaceAll(printed, "-", " ") + " "} {
		got, err := ParseControl(in)
		if err != nil || got != c {
			t.Errorf("ParseControl(%q) = %q, %v; want %q", in, got, err, c)
		}
	}
	for in, want := range map[string]string{
		c[:20]:                  "has 21 digits, not 20",
		c + "1":                 "has 21 digits, not 22",
		"12345x" + c[6:]:        `'x' at position 6`,
		"":                      "has 21 digits, not 0",
		"０" + c[1:]:             "is not one",
		c[:20] + "?":            `'?' at position 21`,
		strings.Repeat("-", 30): "has 21 digits, not 0",
	} {
		_, err := ParseControl(in)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseControl(%q) = %v, want an error saying %q", in, err, want)
		}
	}
}

// The Damm table's published example: 572 has check digit 4.
func TestDammCheckDigitOfThePublishedExample(t *testing.T) {
	if got := checkDigit("572"); got != '4' {
		t.Errorf("check digit of 572 = %c, want 4 (Damm 2004's worked example)", got)
	}
}
