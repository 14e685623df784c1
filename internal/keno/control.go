package keno

import (
	"crypto/rand"
	"fmt"
	"strings"
)

// A control number identifies a ticket to the central computer (82(4)): 20
// random decimal digits (66 bits, ruling K1 asks for at least 64) and a
// Damm check digit, 21 digits in all, printed in groups of four:
// "4821-0937-5562-1840-7319-6". Only the central record can say whether a
// well-formed number is a ticket's (84); the check digit catches a number
// misread or altered by one digit or two swapped neighbours before the
// record is asked (83).
const (
	controlRandom = 20
	controlDigits = controlRandom + 1
)

// damm is the Damm algorithm's quasigroup of order 10 (H. Michael Damm,
// 2004): every single-digit error and every transposition of adjacent
// digits changes the interim digit.
var damm = [10][10]byte{
	{0, 3, 1, 7, 5, 9, 8, 6, 4, 2},
	{7, 0, 9, 2, 1, 5, 4, 8, 6, 3},
	{4, 2, 0, 6, 8, 7, 1, 3, 5, 9},
	{1, 7, 5, 0, 9, 8, 3, 4, 2, 6},
	{6, 1, 2, 3, 0, 4, 5, 9, 7, 8},
	{3, 6, 7, 4, 2, 0, 9, 5, 8, 1},
	{5, 8, 6, 9, 7, 2, 0, 1, 3, 4},
	{8, 9, 4, 5, 3, 6, 2, 0, 1, 7},
	{9, 4, 3, 8, 6, 1, 7, 2, 0, 5},
	{2, 5, 8, 1, 4, 3, 6, 7, 9, 0},
}

// checkDigit returns the Damm check digit of a string of decimal digits.
func checkDigit(digits string) byte {
	var interim byte
	for i := 0; i < len(digits); i++ {
		interim = damm[interim][digits[i]-'0']
	}
	return '0' + interim
}

// newControl returns a fresh control number, canonical (digits only), from
// the operating system's secure source.
func newControl() string {
	var b [controlRandom]byte
	var buf [1]byte
	for i := range b {
		// Rejection sampling: a byte below 250 is uniform modulo 10.
		for {
			if _, err := rand.Read(buf[:]); err != nil {
				panic(fmt.Sprintf("keno: the secure source failed: %v", err)) // crypto/rand does not fail on supported systems
			}
			if buf[0] < 250 {
				b[i] = '0' + buf[0]%10
				break
			}
		}
	}
	s := string(b[:])
	return s + string(checkDigit(s))
}

// ParseControl reads a control number as a person types it: digits, with
// any spaces or dashes between them. It returns the canonical 21 digits, or
// an error that says what is wrong with it.
func ParseControl(s string) (string, error) {
	var b strings.Builder
	for i, r := range s {
		switch {
		case r >= '0' && r <= '9':
			b.WriteRune(r)
		case r == ' ' || r == '-':
		default:
			return "", fmt.Errorf("a control number is digits only; %q at position %d is not one", r, i+1)
		}
	}
	d := b.String()
	if len(d) != controlDigits {
		return "", fmt.Errorf("a control number has %d digits, not %d", controlDigits, len(d))
	}
	if checkDigit(d[:controlRandom]) != d[controlRandom] {
		return "", fmt.Errorf("control number %s fails its check digit: it was misread or altered", FormatControl(d))
	}
	return d, nil
}

// FormatControl prints a canonical control number in groups of four.
func FormatControl(d string) string {
	var b strings.Builder
	for i := 0; i < len(d); i++ {
		if i > 0 && i%4 == 0 {
			b.WriteByte('-')
		}
		b.WriteByte(d[i])
	}
	return b.String()
}
