package phh

import (
	"errors"
	"math"
	"testing"
)

func TestParseNumber(t *testing.T) {
	for _, c := range []struct {
		in       string
		str      string
		decimals int
		inf      bool
	}{
		{"0.25", "0.25", 2, false},
		{"-0.25", "-0.25", 2, false},
		{"25", "25", 0, false},
		{"10162.5", "10162.5", 1, false},
		{"9950.0", "9950.0", 1, false}, // trailing zeros are kept as written
		{"0.10", "0.10", 2, false},
		{"0", "0", 0, false},
		{"+5", "5", 0, false}, // "+" is dropped
		{"1_000_000", "1000000", 0, false},
		{"224_617.445_991", "224617.445991", 6, false},
		{"inf", "inf", 0, true},
		{"+inf", "inf", 0, true},
		{"-inf", "-inf", 0, true},
		{"-0", "-0", 0, false},
	} {
		n, err := ParseNumber(c.in)
		if err != nil {
			t.Errorf("ParseNumber(%q): %v", c.in, err)
			continue
		}
		if n.String() != c.str || n.Decimals() != c.decimals || n.IsInf() != c.inf {
			t.Errorf("ParseNumber(%q) = %q, %d decimals, inf %v; want %q, %d, %v",
				c.in, n, n.Decimals(), n.IsInf(), c.str, c.decimals, c.inf)
		}
		again, err := ParseNumber(n.String())
		if err != nil || again != n {
			t.Errorf("ParseNumber(%q) = %#v, but its String %q reads back as %#v, %v", c.in, n, n, again, err)
		}
	}
	if z, _ := ParseNumber("0"); z != (Number{}) {
		t.Errorf("ParseNumber(\"0\") = %#v, want the zero Number", z)
	}
}

func TestParseNumberRefusals(t *testing.T) {
	for in, want := range map[string]string{
		"":       `phh: number "": no digits`,
		"-":      `phh: number "-": no digits`,
		"1e5":    `phh: number "1e5": exponents are not supported`,
		"2.5E-1": `phh: number "2.5E-1": exponents are not supported`,
		"01":     `phh: number "01": leading zero`,
		"1__0":   `phh: number "1__0": an underscore must sit between two digits`,
		"1_":     `phh: number "1_": an underscore must sit between two digits`,
		"_1":     `phh: number "_1": not a number`,
		"1.":     `phh: number "1.": no digits after the decimal point`,
		"1._5":   `phh: number "1._5": no digits after the decimal point`,
		".5":     `phh: number ".5": no digits before the decimal point`,
		"nan":    `phh: number "nan": nan is not an amount`,
		"0x1F":   `phh: number "0x1F": only decimal numbers are allowed`,
		"1.2.3":  `phh: number "1.2.3": unexpected ".3"`,
		"12a":    `phh: number "12a": unexpected "a"`,
		"abc":    `phh: number "abc": not a number`,
		" 1":     `phh: number " 1": not a number`,
	} {
		_, err := ParseNumber(in)
		if err == nil || err.Error() != want || !errors.Is(err, ErrNumber) {
			t.Errorf("ParseNumber(%q) error = %v, want %q wrapping ErrNumber", in, err, want)
		}
	}
}

func TestUnits(t *testing.T) {
	for _, c := range []struct {
		in    string
		scale int
		want  int64
	}{
		{"50.03", 2, 5003},
		{"-0.25", 2, -25},
		{"0.10", 2, 10},
		{"0.10", 1, 1}, // a trailing zero past the scale is exact
		{"10162.5", 1, 101625},
		{"10162.5", 3, 10162500},
		{"9950.0", 0, 9950},
		{"7", 2, 700},
		{"0", 30, 0}, // zero fits any scale
		{"1259450.25", 2, 125945025},
		{"9223372036854775807", 0, math.MaxInt64},
		{"-9223372036854775808", 0, math.MinInt64},
		{"-92233720368547758.08", 2, math.MinInt64},
		{"922337203685477580.7", 1, math.MaxInt64},
	} {
		n, err := ParseNumber(c.in)
		if err != nil {
			t.Fatal(err)
		}
		got, err := n.Units(c.scale)
		if err != nil || got != c.want {
			t.Errorf("%s.Units(%d) = %d, %v; want %d", c.in, c.scale, got, err, c.want)
		}
	}
}

func TestUnitsRefusals(t *testing.T) {
	for _, c := range []struct {
		in       string
		scale    int
		sentinel error
		want     string
	}{
		{"0.255", 2, ErrInexact, `phh: number "0.255": 3 decimals do not fit scale 2`},
		{"10162.5", 0, ErrInexact, `phh: number "10162.5": 1 decimals do not fit scale 0`},
		{"0.250", 1, ErrInexact, `phh: number "0.250": 2 decimals do not fit scale 1`},
		{"inf", 2, ErrRange, `phh: number "inf": infinite, so it has no units`},
		{"-inf", 0, ErrRange, `phh: number "-inf": infinite, so it has no units`},
		{"9223372036854775808", 0, ErrRange, `phh: number "9223372036854775808": overflows int64 at scale 0`},
		{"-9223372036854775809", 0, ErrRange, `phh: number "-9223372036854775809": overflows int64 at scale 0`},
		{"92233720368547758.08", 2, ErrRange, `phh: number "92233720368547758.08": overflows int64 at scale 2`},
		{"1", 19, ErrRange, `phh: number "1": overflows int64 at scale 19`},
		{"1", 1 << 40, ErrRange, `phh: number "1": overflows int64 at scale 1099511627776`},
		{"5", -1, ErrRange, `phh: number "5": scale -1 is negative`},
	} {
		n, err := ParseNumber(c.in)
		if err != nil {
			t.Fatal(err)
		}
		_, err = n.Units(c.scale)
		if err == nil || err.Error() != c.want || !errors.Is(err, c.sentinel) {
			t.Errorf("%s.Units(%d) error = %v, want %q wrapping %v", c.in, c.scale, err, c.want, c.sentinel)
		}
	}
	if u, err := FromUnits(1, 0).Units(18); err != nil || u != 1e18 {
		t.Errorf("1.Units(18) = %d, %v; want 1e18", u, err)
	}
}

func TestFromUnits(t *testing.T) {
	for _, c := range []struct {
		units int64
		scale int
		want  string
	}{
		{1234, 2, "12.34"},
		{-5, 2, "-0.05"},
		{700, 2, "7"},
		{1050, 2, "10.5"},
		{0, 2, "0"},
		{5003, 2, "50.03"},
		{-25, 2, "-0.25"},
		{101625, 1, "10162.5"},
		{7, 0, "7"},
		{1, 5, "0.00001"},
		{math.MaxInt64, 0, "9223372036854775807"},
		{math.MinInt64, 2, "-92233720368547758.08"},
	} {
		n := FromUnits(c.units, c.scale)
		if n.String() != c.want {
			t.Errorf("FromUnits(%d, %d) = %q, want %q", c.units, c.scale, n, c.want)
		}
		if back, err := n.Units(c.scale); err != nil || back != c.units {
			t.Errorf("FromUnits(%d, %d).Units(%d) = %d, %v", c.units, c.scale, c.scale, back, err)
		}
		if p, err := ParseNumber(c.want); err != nil || p != n {
			t.Errorf("ParseNumber(%q) = %#v, %v; FromUnits gave %#v", c.want, p, err, n)
		}
	}
	defer func() {
		if recover() == nil {
			t.Error("FromUnits(1, -1) did not panic")
		}
	}()
	FromUnits(1, -1)
}
