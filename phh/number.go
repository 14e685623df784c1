package phh

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// A Number is a PHH amount kept exactly as written: no float ever. It is a
// sign and the decimal digits before and after the point, or infinity (the
// standard's "inf", an unknown stack). The zero Number is 0.
//
// Numbers compare with == by their written form, so "0.10" and "0.1" are
// different Numbers of the same value; [Number.Units] compares values.
type Number struct {
	neg   bool
	whole string // digits before the point without leading zeros; "" for 0
	frac  string // digits after the point, as written
	inf   bool
}

// ParseNumber reads a decimal number in TOML's syntax: "25", "-0.25",
// "10162.5", "1_000", "+5", "inf". Underscores between digits are dropped
// and a "+" sign is dropped; trailing zeros after the point are kept.
// Exponents, leading zeros, hexadecimal and "nan" are refused.
func ParseNumber(s string) (Number, error) {
	n, _, msg := scanNumber(s)
	if msg != "" {
		return Number{}, &NumberError{Text: s, Msg: msg, Err: ErrNumber}
	}
	return n, nil
}

// scanNumber reads s as ParseNumber does and also reports whether it is
// written as an integer (no point, not inf). A non-empty msg says why s is
// not a number.
func scanNumber(s string) (n Number, integer bool, msg string) {
	t := s
	if t != "" && (t[0] == '+' || t[0] == '-') {
		n.neg = t[0] == '-'
		t = t[1:]
	}
	switch {
	case t == "":
		return Number{}, false, "no digits"
	case t == "inf":
		n.inf = true
		return n, false, ""
	case t == "nan":
		return Number{}, false, "nan is not an amount"
	case len(t) > 1 && t[0] == '0' && (t[1] == 'x' || t[1] == 'o' || t[1] == 'b'):
		return Number{}, false, "only decimal numbers are allowed"
	case t[0] == '.':
		return Number{}, false, "no digits before the decimal point"
	case !isDigit(t[0]):
		return Number{}, false, "not a number"
	}
	whole, rest, msg := digitRun(t)
	if msg != "" {
		return Number{}, false, msg
	}
	if len(whole) > 1 && whole[0] == '0' {
		return Number{}, false, "leading zero"
	}
	integer = true
	if rest != "" && rest[0] == '.' {
		integer = false
		if rest == "." || !isDigit(rest[1]) {
			return Number{}, false, "no digits after the decimal point"
		}
		n.frac, rest, msg = digitRun(rest[1:])
		if msg != "" {
			return Number{}, false, msg
		}
	}
	if rest != "" {
		if rest[0] == 'e' || rest[0] == 'E' {
			return Number{}, false, "exponents are not supported"
		}
		return Number{}, false, fmt.Sprintf("unexpected %q", rest)
	}
	n.whole = strings.TrimLeft(whole, "0")
	return n, integer, ""
}

// digitRun reads the digits at the start of s, which starts with a digit,
// allowing single underscores between digits, and returns them without the
// underscores and the rest of s.
func digitRun(s string) (digits, rest, msg string) {
	var b strings.Builder
	i := 0
	for ; i < len(s); i++ {
		c := s[i]
		if isDigit(c) {
			b.WriteByte(c)
			continue
		}
		if c != '_' {
			break
		}
		if i+1 >= len(s) || !isDigit(s[i+1]) {
			return "", "", "an underscore must sit between two digits"
		}
	}
	return b.String(), s[i:], ""
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// Decimals returns the number of digits written after the point: "0.25" → 2,
// "25" → 0, "9950.0" → 1, "inf" → 0.
func (n Number) Decimals() int { return len(n.frac) }

// IsInf reports whether n is infinite ("inf" or "-inf").
func (n Number) IsInf() bool { return n.inf }

// String returns n as written, normalised: no "+" sign and no underscores;
// "0.10", "-0.25", "10162.5", "inf".
func (n Number) String() string {
	var b strings.Builder
	if n.neg {
		b.WriteByte('-')
	}
	switch {
	case n.inf:
		b.WriteString("inf")
		return b.String()
	case n.whole == "":
		b.WriteByte('0')
	default:
		b.WriteString(n.whole)
	}
	if n.frac != "" {
		b.WriteByte('.')
		b.WriteString(n.frac)
	}
	return b.String()
}

// sign returns -1, 0 or +1 by n's value; infinities count as ±1.
func (n Number) sign() int {
	if !n.inf && n.whole == "" && strings.Trim(n.frac, "0") == "" {
		return 0
	}
	if n.neg {
		return -1
	}
	return 1
}

// Units returns n × 10^scale exactly: "12.34" at scale 2 is 1234, "-0.25" at
// scale 2 is -25, "7" at scale 2 is 700. Trailing zeros do not count against
// the scale ("9950.0" at scale 0 is 9950), but any other digit past it does:
// "0.255" at scale 2 is an error wrapping ErrInexact. An infinite n, a
// negative scale or a result outside int64 is an error wrapping ErrRange.
func (n Number) Units(scale int) (int64, error) {
	if n.inf {
		return 0, n.fail(ErrRange, "infinite, so it has no units")
	}
	if scale < 0 {
		return 0, n.fail(ErrRange, fmt.Sprintf("scale %d is negative", scale))
	}
	frac := n.frac
	if len(frac) > scale {
		if strings.Trim(frac[scale:], "0") != "" {
			return 0, n.fail(ErrInexact, fmt.Sprintf("%d decimals do not fit scale %d", len(strings.TrimRight(frac, "0")), scale))
		}
		frac = frac[:scale]
	}
	limit := uint64(math.MaxInt64)
	if n.neg {
		limit++ // -2^63 fits
	}
	var u uint64
	push := func(c byte) bool {
		d := uint64(c - '0')
		if u > (limit-d)/10 {
			return false
		}
		u = u*10 + d
		return true
	}
	ok := true
	for i := 0; ok && i < len(n.whole); i++ {
		ok = push(n.whole[i])
	}
	for i := 0; ok && i < len(frac); i++ {
		ok = push(frac[i])
	}
	for i := len(frac); ok && u != 0 && i < scale; i++ {
		ok = push('0')
	}
	if !ok {
		return 0, n.fail(ErrRange, fmt.Sprintf("overflows int64 at scale %d", scale))
	}
	v := int64(u) // for -2^63, u is 2^63 and wraps to math.MinInt64
	if n.neg {
		v = -v
	}
	return v, nil
}

func (n Number) fail(sentinel error, msg string) error {
	return &NumberError{Text: n.String(), Msg: msg, Err: sentinel}
}

// FromUnits returns the Number units × 10^-scale written as the shortest
// exact decimal: 1234 at scale 2 is "12.34", -5 is "-0.05", 700 is "7",
// 1050 is "10.5", 0 is "0". It panics if scale is negative.
func FromUnits(units int64, scale int) Number {
	if scale < 0 {
		panic(fmt.Sprintf("phh: FromUnits with negative scale %d", scale))
	}
	if units == 0 {
		return Number{}
	}
	var n Number
	u := uint64(units)
	if units < 0 {
		n.neg = true
		u = -u
	}
	digits := strconv.FormatUint(u, 10)
	if len(digits) <= scale {
		n.frac = strings.Repeat("0", scale-len(digits)) + digits
	} else {
		n.whole = digits[:len(digits)-scale]
		n.frac = digits[len(digits)-scale:]
	}
	n.frac = strings.TrimRight(n.frac, "0")
	return n
}
