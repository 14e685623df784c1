package phh

import (
	"errors"
	"fmt"
	"strings"
)

// Errors the package's detail types wrap; test for them with errors.Is.
var (
	// ErrSyntax is text that is not the TOML subset a PHH file is written in.
	ErrSyntax = errors.New("phh: not PHH text")
	// ErrField is a field that is missing, of the wrong type or length, or
	// not allowed for the hand's variant.
	ErrField = errors.New("phh: field breaks the standard")
	// ErrAction is a string that is not an action notation.
	ErrAction = errors.New("phh: not an action")
	// ErrNumber is a string that is not a PHH number.
	ErrNumber = errors.New("phh: not a number")
	// ErrInexact is a Number with more decimals than the scale asked of it.
	ErrInexact = errors.New("phh: number has more decimals than the scale")
	// ErrRange is a Number that is infinite or too large for an int64 at the
	// scale asked of it.
	ErrRange = errors.New("phh: number out of range")
)

// A SyntaxError is text the reader stopped on. It wraps ErrSyntax.
type SyntaxError struct {
	Line int    // 1-based line of the input
	Msg  string // what is wrong there
}

// Error returns "phh: line N: " and the message.
func (e *SyntaxError) Error() string { return fmt.Sprintf("phh: line %d: %s", e.Line, e.Msg) }

// Unwrap returns ErrSyntax.
func (e *SyntaxError) Unwrap() error { return ErrSyntax }

// A FieldError is a field that breaks the standard. It wraps ErrField and,
// when set, Err (an *ActionError for a bad action).
type FieldError struct {
	Section int    // the [N] of a bulk file; 0 in a .phh file
	Line    int    // 1-based line where the field is written; 0 when it is missing or the hand was not read from text
	Field   string // the key, with a 0-based index for one element: "actions[3]", "antes[1]"
	Msg     string // what is wrong with it
	Err     error  // the underlying error, or nil
}

// Error returns the section, line and field it knows of, then the message.
func (e *FieldError) Error() string {
	var b strings.Builder
	b.WriteString("phh: ")
	if e.Section > 0 {
		fmt.Fprintf(&b, "section [%d]: ", e.Section)
	}
	if e.Line > 0 {
		fmt.Fprintf(&b, "line %d: ", e.Line)
	}
	if e.Field != "" {
		fmt.Fprintf(&b, "field %s: ", e.Field)
	}
	b.WriteString(e.Msg)
	if e.Err != nil {
		if e.Msg != "" {
			b.WriteString(": ")
		}
		b.WriteString(strings.TrimPrefix(e.Err.Error(), "phh: "))
	}
	return b.String()
}

// Unwrap returns ErrField and Err.
func (e *FieldError) Unwrap() []error {
	if e.Err == nil {
		return []error{ErrField}
	}
	return []error{ErrField, e.Err}
}

// An ActionError is an action notation that does not parse, or an Action
// that cannot be written. It wraps ErrAction.
type ActionError struct {
	Text string // the notation
	Msg  string // what is wrong with it
}

// Error returns the notation quoted and the message.
func (e *ActionError) Error() string { return fmt.Sprintf("phh: action %q: %s", e.Text, e.Msg) }

// Unwrap returns ErrAction.
func (e *ActionError) Unwrap() error { return ErrAction }

// A NumberError is a string that is not a number, or a Number that Units
// cannot convert. It wraps ErrNumber, ErrInexact or ErrRange.
type NumberError struct {
	Text string // the number as written
	Msg  string // what is wrong with it
	Err  error  // ErrNumber, ErrInexact or ErrRange
}

// Error returns the number quoted and the message.
func (e *NumberError) Error() string { return fmt.Sprintf("phh: number %q: %s", e.Text, e.Msg) }

// Unwrap returns the sentinel Err.
func (e *NumberError) Unwrap() error { return e.Err }
