package phh

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// This file reads the TOML subset PHH files are written in: bare keys,
// basic and literal one-line strings, decimal integers and floats (with
// inf), booleans, local times and arrays, which may span lines and hold
// comments; "[N]" headers in bulk files. Anything else is a *SyntaxError.

// A kind is the TOML type of a value.
type kind uint8

const (
	kString kind = iota + 1
	kTime
	kInt
	kFloat
	kBool
	kArray
)

// String names k for an error message: "a string", "an integer".
func (k kind) String() string {
	return [...]string{"", "a string", "a local time", "an integer", "a float", "a boolean", "an array"}[k]
}

// A value is one TOML value and the line it starts on. Numbers, integers
// included, are kept as Numbers; strings and local times in str.
type value struct {
	kind kind
	line int
	str  string
	num  Number
	b    bool
	arr  []value
}

// An entry is one "key = value" line.
type entry struct {
	key  string
	line int
	val  value
}

// A section is the entries under one "[N]" header, or a whole .phh file.
type section struct {
	n       int
	line    int // of the header; 0 for a .phh file
	entries []entry
}

// maxDepth bounds the nesting of arrays.
const maxDepth = 32

type scanner struct {
	src  string
	pos  int
	line int
}

// readTOML reads src into sections: one for a .phh file, or one per "[N]"
// header when bulk is true.
func readTOML(src string, bulk bool) ([]section, error) {
	if !utf8.ValidString(src) {
		for i := 0; i < len(src); {
			r, size := utf8.DecodeRuneInString(src[i:])
			if r == utf8.RuneError && size == 1 {
				return nil, &SyntaxError{Line: 1 + strings.Count(src[:i], "\n"), Msg: "text is not valid UTF-8"}
			}
			i += size
		}
	}
	s := &scanner{src: src, line: 1}
	var secs []section
	if !bulk {
		secs = append(secs, section{})
	}
	sectionLine := map[int]int{}
	keyLine := map[string]int{}
	for {
		s.skipSpace()
		if s.eof() {
			return secs, nil
		}
		switch c := s.peek(); {
		case c == '\n' || c == '\r':
			if err := s.newline(); err != nil {
				return nil, err
			}
		case c == '#':
			if err := s.comment(); err != nil {
				return nil, err
			}
		case c == '[':
			if !bulk {
				return nil, s.errorf(s.line, "table header in a single-hand file (a bulk .phhs file is read with ParseBulk)")
			}
			sec, err := s.header()
			if err != nil {
				return nil, err
			}
			if first, dup := sectionLine[sec.n]; dup {
				return nil, s.errorf(sec.line, "duplicate header [%d] (first on line %d)", sec.n, first)
			}
			sectionLine[sec.n] = sec.line
			keyLine = map[string]int{}
			secs = append(secs, sec)
		case isKeyChar(c):
			if len(secs) == 0 {
				return nil, s.errorf(s.line, "key before the first [N] header of a bulk file")
			}
			e, err := s.keyValue()
			if err != nil {
				return nil, err
			}
			if first, dup := keyLine[e.key]; dup {
				return nil, s.errorf(e.line, "duplicate key %q (first on line %d)", e.key, first)
			}
			keyLine[e.key] = e.line
			last := &secs[len(secs)-1]
			last.entries = append(last.entries, e)
		case c == '"' || c == '\'':
			return nil, s.errorf(s.line, "quoted keys are not supported")
		default:
			return nil, s.errorf(s.line, "unexpected %s", s.next())
		}
	}
}

func (s *scanner) errorf(line int, format string, args ...any) error {
	return &SyntaxError{Line: line, Msg: fmt.Sprintf(format, args...)}
}

func (s *scanner) eof() bool  { return s.pos >= len(s.src) }
func (s *scanner) peek() byte { return s.src[s.pos] }

// next describes the character at pos for an error message.
func (s *scanner) next() string {
	if s.eof() {
		return "end of input"
	}
	r, _ := utf8.DecodeRuneInString(s.src[s.pos:])
	return strconv.QuoteRune(r)
}

func isKeyChar(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || isDigit(c) || c == '_' || c == '-'
}

func (s *scanner) skipSpace() {
	for !s.eof() && (s.peek() == ' ' || s.peek() == '\t') {
		s.pos++
	}
}

// newline consumes "\n" or "\r\n".
func (s *scanner) newline() error {
	if s.peek() == '\r' {
		if !strings.HasPrefix(s.src[s.pos:], "\r\n") {
			return s.errorf(s.line, "carriage return without a line feed")
		}
		s.pos++
	}
	s.pos++
	s.line++
	return nil
}

// comment consumes a "#" comment up to, not including, the end of the line.
func (s *scanner) comment() error {
	for ; !s.eof(); s.pos++ {
		c := s.peek()
		if c == '\n' || c == '\r' && strings.HasPrefix(s.src[s.pos:], "\r\n") {
			return nil
		}
		if c < 0x20 && c != '\t' || c == 0x7f {
			return s.errorf(s.line, "control character %U in a comment", rune(c))
		}
	}
	return nil
}

// endLine consumes spaces and a comment after a value or header, then the
// end of the line.
func (s *scanner) endLine(after string) error {
	s.skipSpace()
	if !s.eof() && s.peek() == '#' {
		if err := s.comment(); err != nil {
			return err
		}
	}
	if s.eof() {
		return nil
	}
	if c := s.peek(); c != '\n' && c != '\r' {
		return s.errorf(s.line, "unexpected %s after %s", s.next(), after)
	}
	return s.newline()
}

// skipBlank consumes spaces, comments and line ends between array elements.
func (s *scanner) skipBlank() error {
	for {
		s.skipSpace()
		if s.eof() {
			return nil
		}
		switch s.peek() {
		case '#':
			if err := s.comment(); err != nil {
				return err
			}
		case '\n', '\r':
			if err := s.newline(); err != nil {
				return err
			}
		default:
			return nil
		}
	}
}

// header reads "[N]".
func (s *scanner) header() (section, error) {
	sec := section{line: s.line}
	s.pos++
	if !s.eof() && s.peek() == '[' {
		return sec, s.errorf(s.line, "arrays of tables are not supported")
	}
	s.skipSpace()
	start := s.pos
	for !s.eof() && isKeyChar(s.peek()) {
		s.pos++
	}
	name := s.src[start:s.pos]
	s.skipSpace()
	if s.eof() || s.peek() != ']' {
		return sec, s.errorf(s.line, "unexpected %s in a header (want [N], N a hand number)", s.next())
	}
	s.pos++
	n, err := strconv.Atoi(name)
	if err != nil || name == "" || !isDigit(name[0]) {
		return sec, s.errorf(s.line, "header [%s] is not a hand number", name)
	}
	sec.n = n
	return sec, s.endLine("the header")
}

// keyValue reads "key = value".
func (s *scanner) keyValue() (entry, error) {
	e := entry{line: s.line}
	start := s.pos
	for !s.eof() && isKeyChar(s.peek()) {
		s.pos++
	}
	e.key = s.src[start:s.pos]
	s.skipSpace()
	switch {
	case !s.eof() && s.peek() == '.':
		return e, s.errorf(s.line, "dotted keys are not supported")
	case s.eof() || s.peek() != '=':
		return e, s.errorf(s.line, "unexpected %s after key %q (want =)", s.next(), e.key)
	}
	s.pos++
	s.skipSpace()
	v, err := s.value(0)
	if err != nil {
		return e, err
	}
	e.val = v
	return e, s.endLine("the value of " + e.key)
}

// value reads one value.
func (s *scanner) value(depth int) (value, error) {
	if s.eof() {
		return value{}, s.errorf(s.line, "missing value")
	}
	switch c := s.peek(); {
	case c == '"':
		return s.basicString()
	case c == '\'':
		return s.literalString()
	case c == '[':
		return s.array(depth + 1)
	case c == '{':
		return value{}, s.errorf(s.line, "inline tables are not supported")
	case c == '\n' || c == '\r' || c == '#' || c == ',' || c == ']':
		return value{}, s.errorf(s.line, "missing value before %s", s.next())
	}
	start := s.pos
	for !s.eof() && isTokenChar(s.peek()) {
		s.pos++
	}
	if start == s.pos {
		return value{}, s.errorf(s.line, "unexpected %s (want a value)", s.next())
	}
	return s.token(s.src[start:s.pos])
}

func isTokenChar(c byte) bool { return isKeyChar(c) || c == '+' || c == '.' || c == ':' }

// token classifies an unquoted value: a boolean, a local time or a number.
func (s *scanner) token(t string) (value, error) {
	v := value{line: s.line}
	switch {
	case t == "true" || t == "false":
		v.kind, v.b = kBool, t == "true"
		return v, nil
	case timeShape(t):
		if !validTime(t) {
			return v, s.errorf(s.line, "bad local time %q", t)
		}
		v.kind, v.str = kTime, t
		return v, nil
	case len(t) >= 10 && isDigit(t[0]) && t[4] == '-' && t[7] == '-':
		return v, s.errorf(s.line, "dates are not supported (%q)", t)
	}
	n, integer, msg := scanNumber(t)
	if msg != "" {
		return v, s.errorf(s.line, "bad value %q: %s", t, msg)
	}
	v.kind, v.num = kFloat, n
	if integer {
		v.kind = kInt
	}
	return v, nil
}

// timeShape reports whether t is shaped like a local time, HH:MM:SS with an
// optional fraction of a second.
func timeShape(t string) bool {
	if len(t) < 8 || t[2] != ':' || t[5] != ':' {
		return false
	}
	for _, i := range []int{0, 1, 3, 4, 6, 7} {
		if !isDigit(t[i]) {
			return false
		}
	}
	if len(t) == 8 {
		return true
	}
	if t[8] != '.' || len(t) == 9 {
		return false
	}
	return strings.Trim(t[9:], "0123456789") == ""
}

// validTime reports whether t is a local time: shaped like one, with the
// hour, minute and second in range (second 60 is a leap second).
func validTime(t string) bool {
	if !timeShape(t) {
		return false
	}
	h, _ := strconv.Atoi(t[0:2])
	m, _ := strconv.Atoi(t[3:5])
	sec, _ := strconv.Atoi(t[6:8])
	return h <= 23 && m <= 59 && sec <= 60
}

// basicString reads a "..." string with escapes.
func (s *scanner) basicString() (value, error) {
	v := value{kind: kString, line: s.line}
	if strings.HasPrefix(s.src[s.pos:], `"""`) {
		return v, s.errorf(s.line, "multi-line strings are not supported")
	}
	s.pos++
	var b strings.Builder
	for {
		if s.eof() {
			return v, s.errorf(v.line, "unterminated string")
		}
		switch c := s.peek(); {
		case c == '"':
			s.pos++
			v.str = b.String()
			return v, nil
		case c == '\n' || c == '\r':
			return v, s.errorf(v.line, "unterminated string")
		case c == '\\':
			if err := s.escape(&b); err != nil {
				return v, err
			}
		case c < 0x20 && c != '\t' || c == 0x7f:
			return v, s.errorf(s.line, "control character %U in a string (write it as an escape)", rune(c))
		default:
			b.WriteByte(c)
			s.pos++
		}
	}
}

// escape reads one escape sequence at pos, its backslash included.
func (s *scanner) escape(b *strings.Builder) error {
	s.pos++
	if s.eof() {
		return s.errorf(s.line, "unterminated string")
	}
	c := s.peek()
	s.pos++
	switch c {
	case 'b':
		b.WriteByte('\b')
	case 't':
		b.WriteByte('\t')
	case 'n':
		b.WriteByte('\n')
	case 'f':
		b.WriteByte('\f')
	case 'r':
		b.WriteByte('\r')
	case '"':
		b.WriteByte('"')
	case '\\':
		b.WriteByte('\\')
	case 'u', 'U':
		k := 4
		if c == 'U' {
			k = 8
		}
		if len(s.src)-s.pos < k {
			return s.errorf(s.line, "short \\%c escape", c)
		}
		hex := s.src[s.pos : s.pos+k]
		r, err := strconv.ParseUint(hex, 16, 32)
		if err != nil || !utf8.ValidRune(rune(r)) {
			return s.errorf(s.line, "bad escape \\%c%s (want %d hex digits of a Unicode scalar value)", c, hex, k)
		}
		b.WriteRune(rune(r))
		s.pos += k
	default:
		r, _ := utf8.DecodeRuneInString(s.src[s.pos-1:])
		return s.errorf(s.line, "bad escape \\%c in a string", r)
	}
	return nil
}

// literalString reads a '...' string, which has no escapes.
func (s *scanner) literalString() (value, error) {
	v := value{kind: kString, line: s.line}
	if strings.HasPrefix(s.src[s.pos:], "'''") {
		return v, s.errorf(s.line, "multi-line strings are not supported")
	}
	s.pos++
	start := s.pos
	for {
		if s.eof() {
			return v, s.errorf(v.line, "unterminated string")
		}
		switch c := s.peek(); {
		case c == '\'':
			v.str = s.src[start:s.pos]
			s.pos++
			return v, nil
		case c == '\n' || c == '\r':
			return v, s.errorf(v.line, "unterminated string")
		case c < 0x20 && c != '\t' || c == 0x7f:
			return v, s.errorf(s.line, "control character %U in a literal string", rune(c))
		}
		s.pos++
	}
}

// array reads "[a, b, c]", which may span lines, hold comments between
// elements and end with a comma.
func (s *scanner) array(depth int) (value, error) {
	v := value{kind: kArray, line: s.line, arr: []value{}}
	if depth > maxDepth {
		return v, s.errorf(s.line, "arrays nested more than %d deep", maxDepth)
	}
	s.pos++
	unterminated := func() error {
		return s.errorf(v.line, "unterminated array (no ']' before the end of the input)")
	}
	for {
		if err := s.skipBlank(); err != nil {
			return v, err
		}
		if s.eof() {
			return v, unterminated()
		}
		if s.peek() == ']' {
			s.pos++
			return v, nil
		}
		e, err := s.value(depth)
		if err != nil {
			return v, err
		}
		v.arr = append(v.arr, e)
		if err := s.skipBlank(); err != nil {
			return v, err
		}
		if s.eof() {
			return v, unterminated()
		}
		switch s.peek() {
		case ',':
			s.pos++
		case ']':
			s.pos++
			return v, nil
		default:
			return v, s.errorf(s.line, "unexpected %s in the array opened on line %d (want , or ])", s.next(), v.line)
		}
	}
}
