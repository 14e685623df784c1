package phh

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Write writes h as a .phh document. The state fields come first, in the
// standard's order (variant, antes, blinds_or_straddles, bring_in,
// small_bet, big_bet, min_bet, starting_stacks, actions), with the actions
// one per line; then the other fields in h.Order, then any not in h.Order
// sorted by key. ante_trimming_status is written when it is true or in
// h.Order. Strings are written in double quotes with escapes, numbers as
// written, and "time" bare when it holds a local time.
//
// Each action is written as its Text when that reads back as the action,
// else in canonical notation. Write checks h as Parse does and writes
// nothing when h breaks the standard or holds a Fields value it cannot
// write, so what it writes reads back as h (Order and Section aside).
func Write(w io.Writer, h Hand) error {
	text, err := h.encode()
	if err != nil {
		return err
	}
	if _, err := io.WriteString(w, text); err != nil {
		return fmt.Errorf("phh: write hand: %w", err)
	}
	return nil
}

// WriteBulk writes hands as a .phhs file, each under the header "[N]" with
// N its Section, or its 1-based position in hands when Section is 0. Two
// hands under one header are an error, and so is a negative Section.
func WriteBulk(w io.Writer, hands []Hand) error {
	var b strings.Builder
	first := map[int]int{}
	for i, h := range hands {
		n := h.Section
		if n == 0 {
			n = i + 1
		}
		if n < 0 {
			return &FieldError{Msg: fmt.Sprintf("hand %d has negative section %d", i, n)}
		}
		if j, dup := first[n]; dup {
			return &FieldError{Section: n, Msg: fmt.Sprintf("hands %d and %d both go under [%d]", j, i, n)}
		}
		first[n] = i
		h.Section = n
		text, err := h.encode()
		if err != nil {
			return err
		}
		if i > 0 {
			b.WriteByte('\n')
		}
		fmt.Fprintf(&b, "[%d]\n%s", n, text)
	}
	if _, err := io.WriteString(w, b.String()); err != nil {
		return fmt.Errorf("phh: write hands: %w", err)
	}
	return nil
}

// encode returns h as a .phh document.
func (h Hand) encode() (string, error) {
	if err := h.check(nil); err != nil {
		return "", err
	}
	fail := func(field, msg string) error { return &FieldError{Section: h.Section, Field: field, Msg: msg} }
	for k := range h.Fields {
		switch {
		case typedKeys[k]:
			return "", fail(k, "is a Hand field; Fields may not hold it")
		case k == "" || strings.IndexFunc(k, func(r rune) bool { return r > 0x7f || !isKeyChar(byte(r)) }) >= 0:
			return "", fail(strconv.Quote(k), "key is not a bare key ([A-Za-z0-9_-]+)")
		}
	}
	var b strings.Builder
	done := map[string]bool{}
	put := func(key, text string) {
		b.WriteString(key + " = " + text + "\n")
		done[key] = true
	}
	variant, ok := quote(h.Variant)
	if !ok {
		return "", fail("variant", "not valid UTF-8")
	}
	put("variant", variant)
	for _, f := range []struct {
		key string
		ns  []Number
	}{{"antes", h.Antes}, {"blinds_or_straddles", h.BlindsOrStraddles}} {
		if f.ns != nil {
			put(f.key, numberList(f.ns))
		}
	}
	for _, f := range []struct {
		key string
		n   *Number
	}{{"bring_in", h.BringIn}, {"small_bet", h.SmallBet}, {"big_bet", h.BigBet}, {"min_bet", h.MinBet}} {
		if f.n != nil {
			put(f.key, f.n.String())
		}
	}
	put("starting_stacks", numberList(h.StartingStacks))
	if len(h.Actions) == 0 {
		put("actions", "[]")
	} else {
		var a strings.Builder
		a.WriteString("[\n")
		for i, act := range h.Actions {
			s, _ := act.notation() // check has seen it read back
			q, ok := quote(s)
			if !ok {
				return "", fail(fmt.Sprintf("actions[%d]", i), "not valid UTF-8")
			}
			a.WriteString("  " + q + ",\n")
		}
		a.WriteString("]")
		put("actions", a.String())
	}
	for _, k := range h.Order {
		if done[k] {
			continue
		}
		text, ok, err := h.other(k, true)
		if err != nil {
			return "", err
		}
		if ok {
			put(k, text)
		}
	}
	var rest []string
	for k, present := range map[string]bool{
		"ante_trimming_status": h.AnteTrimming, "finishing_stacks": h.FinishingStacks != nil,
		"winnings": h.Winnings != nil, "players": h.Players != nil, "seats": h.Seats != nil,
	} {
		if present && !done[k] {
			rest = append(rest, k)
		}
	}
	for k := range h.Fields {
		if !done[k] {
			rest = append(rest, k)
		}
	}
	slices.Sort(rest)
	for _, k := range rest {
		text, _, err := h.other(k, false)
		if err != nil {
			return "", err
		}
		put(k, text)
	}
	return b.String(), nil
}

// other returns the text of a key that is not a state field, and whether h
// has it; inOrder says the key is in h.Order.
func (h Hand) other(key string, inOrder bool) (string, bool, error) {
	switch key {
	case "ante_trimming_status":
		return strconv.FormatBool(h.AnteTrimming), inOrder || h.AnteTrimming, nil
	case "finishing_stacks":
		return numberList(h.FinishingStacks), h.FinishingStacks != nil, nil
	case "winnings":
		return numberList(h.Winnings), h.Winnings != nil, nil
	case "players":
		text, ok := format(h.Players)
		if !ok {
			return "", false, &FieldError{Section: h.Section, Field: key, Msg: "a name is not valid UTF-8"}
		}
		return text, h.Players != nil, nil
	case "seats":
		text, _ := format(h.Seats)
		return text, h.Seats != nil, nil
	}
	x, ok := h.Fields[key]
	if !ok || typedKeys[key] {
		return "", false, nil
	}
	if s, isString := x.(string); isString && key == "time" && validTime(s) {
		return s, true, nil // the standard types time as a TOML local time
	}
	text, ok := format(x)
	if !ok {
		return "", false, &FieldError{Section: h.Section, Field: key,
			Msg: fmt.Sprintf("cannot write %T value %v (want string, int64, int, Number, bool or a slice of these, strings valid UTF-8)", x, x)}
	}
	return text, true, nil
}

// format returns x in TOML, or false when x is of a type Write does not
// write or holds a string that is not valid UTF-8.
func format(x any) (string, bool) {
	switch x := x.(type) {
	case string:
		return quote(x)
	case bool:
		return strconv.FormatBool(x), true
	case int:
		return strconv.Itoa(x), true
	case int64:
		return strconv.FormatInt(x, 10), true
	case Number:
		return x.String(), true
	case []any:
		return list(x)
	case []string:
		return list(x)
	case []int:
		return list(x)
	case []int64:
		return list(x)
	case []Number:
		return numberList(x), true
	}
	return "", false
}

func list[T any](xs []T) (string, bool) {
	parts := make([]string, len(xs))
	for i, x := range xs {
		s, ok := format(x)
		if !ok {
			return "", false
		}
		parts[i] = s
	}
	return "[" + strings.Join(parts, ", ") + "]", true
}

func numberList(ns []Number) string {
	parts := make([]string, len(ns))
	for i, n := range ns {
		parts[i] = n.String()
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// quote returns s as a TOML basic string, or false when s is not valid UTF-8.
func quote(s string) (string, bool) {
	if !utf8.ValidString(s) {
		return "", false
	}
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch r {
		case '"':
			b.WriteString(`\"`)
		case '\\':
			b.WriteString(`\\`)
		case '\n':
			b.WriteString(`\n`)
		case '\t':
			b.WriteString(`\t`)
		case '\r':
			b.WriteString(`\r`)
		case '\b':
			b.WriteString(`\b`)
		case '\f':
			b.WriteString(`\f`)
		default:
			if r < 0x20 || r == 0x7f {
				fmt.Fprintf(&b, `\u%04X`, r)
			} else {
				b.WriteRune(r)
			}
		}
	}
	b.WriteByte('"')
	return b.String(), true
}
