package phh

import (
	"fmt"
	"io"
)

// A Hand is one hand history.
//
// The fields the standard defines for state construction and a few of its
// optional ones are typed; every other key, the optional fields such as
// "author", "time" or "hand" and the user-defined "_..." fields alike, is in
// Fields as the reader found it.
type Hand struct {
	Variant                           string   // "NT", "F7S/8", …: a code of the standard's variant table
	Antes                             []Number // one per player
	BlindsOrStraddles                 []Number // one per player; nil when absent (stud games)
	BringIn, SmallBet, BigBet, MinBet *Number  // nil when absent
	StartingStacks                    []Number // one per player; its length is the number of players
	Actions                           []Action // in the order they happened
	AnteTrimming                      bool     // ante_trimming_status; false when absent
	FinishingStacks                   []Number // one per player; nil when absent
	Winnings                          []Number // one per player; nil when absent
	Players                           []string // one per player; nil when absent
	Seats                             []int    // one per player; nil when absent

	// Fields holds every other key as read: string (a local time such as
	// "00:02:46" too), int64, Number (a non-integer number or inf), bool,
	// or []any of these.
	Fields  map[string]any
	Order   []string // every key in file order (for writing back)
	Section int      // the [N] of a bulk file; 0 in a .phh file
}

// A variant is one row of the standard's table of required fields per
// variant (required.rst). Antes, starting stacks and actions are required
// in every variant.
type variant struct {
	blinds  bool // blinds_or_straddles required (button games)
	bringIn bool // bring_in required (stud)
	fixed   bool // fixed-limit: small_bet and big_bet required, min_bet not allowed; else min_bet required
}

// variants is required.rst's table.
var variants = map[string]variant{
	"FT":    {blinds: true, fixed: true},
	"NT":    {blinds: true},
	"NS":    {blinds: true},
	"PO":    {blinds: true},
	"FO/8":  {blinds: true, fixed: true},
	"F7S":   {bringIn: true, fixed: true},
	"F7S/8": {bringIn: true, fixed: true},
	"FR":    {bringIn: true, fixed: true},
	"N2L1D": {blinds: true},
	"F2L3D": {blinds: true, fixed: true},
	"FB":    {blinds: true, fixed: true},
	// Codes the standard lets an annotator introduce (required.rst: "new
	// variant codes"), named its way, for the games Croupier's poker room
	// deals that the table lacks: pot-limit Texas hold'em, no-limit and
	// fixed-limit Omaha, pot-limit Omaha high-low.
	"PT":   {blinds: true},
	"NO":   {blinds: true},
	"FO":   {blinds: true, fixed: true},
	"PO/8": {blinds: true},
}

const variantCodes = "FT, NT, NS, PO, FO/8, F7S, F7S/8, FR, N2L1D, F2L3D, FB; and PT, NO, FO, PO/8"

// typedKeys are the keys a Hand holds outside Fields.
var typedKeys = map[string]bool{
	"variant": true, "antes": true, "blinds_or_straddles": true, "bring_in": true, "small_bet": true,
	"big_bet": true, "min_bet": true, "starting_stacks": true, "actions": true, "ante_trimming_status": true,
	"finishing_stacks": true, "winnings": true, "players": true, "seats": true,
}

// Parse reads one .phh document and checks it: the fields its variant
// requires are present (min_bet is refused in a fixed-limit game, and
// bring_in beside blinds_or_straddles), each field has its type, every
// per-player array has one entry per starting stack, and every action
// parses and names a player of the hand. An error names the line, or the
// field when it is missing; errors.Is tells ErrSyntax from ErrField.
func Parse(r io.Reader) (Hand, error) {
	src, err := io.ReadAll(r)
	if err != nil {
		return Hand{}, fmt.Errorf("phh: read hand: %w", err)
	}
	secs, err := readTOML(string(src), false)
	if err != nil {
		return Hand{}, err
	}
	return secs[0].hand()
}

// ParseBulk reads a .phhs file: every "[N]" section a Hand with Section N,
// in file order, each checked as Parse checks one. Text before the first
// header may only be blank lines and comments.
func ParseBulk(r io.Reader) ([]Hand, error) {
	src, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("phh: read hands: %w", err)
	}
	secs, err := readTOML(string(src), true)
	if err != nil {
		return nil, err
	}
	hands := make([]Hand, 0, len(secs))
	for _, sec := range secs {
		h, err := sec.hand()
		if err != nil {
			return nil, err
		}
		hands = append(hands, h)
	}
	return hands, nil
}

// lines says where a hand's fields were written, for error messages.
type lines struct {
	key     map[string]int
	actions []int
}

func (l *lines) of(key string) int {
	if l == nil {
		return 0
	}
	return l.key[key]
}

// hand turns a section's entries into a checked Hand.
func (sec section) hand() (Hand, error) {
	h := Hand{Section: sec.n, Fields: map[string]any{}, Order: make([]string, 0, len(sec.entries))}
	at := &lines{key: map[string]int{}}
	for _, e := range sec.entries {
		h.Order = append(h.Order, e.key)
		at.key[e.key] = e.line
		if err := h.set(e, at); err != nil {
			return Hand{}, err
		}
	}
	if err := h.check(at); err != nil {
		return Hand{}, err
	}
	return h, nil
}

// set stores one entry in h.
func (h *Hand) set(e entry, at *lines) error {
	fail := func(v value, field, format string, args ...any) error {
		return &FieldError{Section: h.Section, Line: v.line, Field: field, Msg: fmt.Sprintf(format, args...)}
	}
	want := func(v value, field string, k kind) error {
		if v.kind == k {
			return nil
		}
		return fail(v, field, "is %v, want %v", v.kind, k)
	}
	number := func(v value, field string) (Number, error) {
		if v.kind != kInt && v.kind != kFloat {
			return Number{}, fail(v, field, "is %v, want a number", v.kind)
		}
		return v.num, nil
	}
	numbers := func(v value) ([]Number, error) {
		if err := want(v, e.key, kArray); err != nil {
			return nil, err
		}
		ns := make([]Number, len(v.arr))
		for i, x := range v.arr {
			n, err := number(x, fmt.Sprintf("%s[%d]", e.key, i))
			if err != nil {
				return nil, err
			}
			ns[i] = n
		}
		return ns, nil
	}
	one := func(v value) (*Number, error) {
		n, err := number(v, e.key)
		return &n, err
	}
	var err error
	v := e.val
	switch e.key {
	case "variant":
		err = want(v, e.key, kString)
		h.Variant = v.str
	case "antes":
		h.Antes, err = numbers(v)
	case "blinds_or_straddles":
		h.BlindsOrStraddles, err = numbers(v)
	case "bring_in":
		h.BringIn, err = one(v)
	case "small_bet":
		h.SmallBet, err = one(v)
	case "big_bet":
		h.BigBet, err = one(v)
	case "min_bet":
		h.MinBet, err = one(v)
	case "starting_stacks":
		h.StartingStacks, err = numbers(v)
	case "finishing_stacks":
		h.FinishingStacks, err = numbers(v)
	case "winnings":
		h.Winnings, err = numbers(v)
	case "ante_trimming_status":
		err = want(v, e.key, kBool)
		h.AnteTrimming = v.b
	case "actions":
		if err := want(v, e.key, kArray); err != nil {
			return err
		}
		h.Actions = make([]Action, len(v.arr))
		at.actions = make([]int, len(v.arr))
		for i, x := range v.arr {
			field := fmt.Sprintf("actions[%d]", i)
			if err := want(x, field, kString); err != nil {
				return err
			}
			a, err := ParseAction(x.str)
			if err != nil {
				return &FieldError{Section: h.Section, Line: x.line, Field: field, Err: err}
			}
			h.Actions[i], at.actions[i] = a, x.line
		}
	case "players":
		if err := want(v, e.key, kArray); err != nil {
			return err
		}
		h.Players = make([]string, len(v.arr))
		for i, x := range v.arr {
			if err := want(x, fmt.Sprintf("players[%d]", i), kString); err != nil {
				return err
			}
			h.Players[i] = x.str
		}
	case "seats":
		if err := want(v, e.key, kArray); err != nil {
			return err
		}
		h.Seats = make([]int, len(v.arr))
		for i, x := range v.arr {
			field := fmt.Sprintf("seats[%d]", i)
			if err := want(x, field, kInt); err != nil {
				return err
			}
			n, err := x.num.Units(0)
			if err != nil || int64(int(n)) != n {
				return fail(x, field, "integer %s out of range", x.num)
			}
			h.Seats[i] = int(n)
		}
	default:
		x, err := v.field(func(v value) error { return fail(v, e.key, "integer %s out of range", v.num) })
		if err != nil {
			return err
		}
		h.Fields[e.key] = x
	}
	return err
}

// field returns v as a Fields value; overflow is the error for an integer
// outside int64.
func (v value) field(overflow func(value) error) (any, error) {
	switch v.kind {
	case kString, kTime:
		return v.str, nil
	case kBool:
		return v.b, nil
	case kFloat:
		return v.num, nil
	case kInt:
		n, err := v.num.Units(0)
		if err != nil {
			return nil, overflow(v)
		}
		return n, nil
	}
	xs := make([]any, len(v.arr))
	for i, e := range v.arr {
		x, err := e.field(overflow)
		if err != nil {
			return nil, err
		}
		xs[i] = x
	}
	return xs, nil
}

// check reports the first way h breaks the standard; at says where its
// fields were written, or is nil for a hand built in code.
func (h *Hand) check(at *lines) error {
	fail := func(field, format string, args ...any) error {
		return &FieldError{Section: h.Section, Line: at.of(field), Field: field, Msg: fmt.Sprintf(format, args...)}
	}
	if h.Variant == "" && at.of("variant") == 0 {
		return fail("variant", "missing")
	}
	rule, ok := variants[h.Variant]
	if !ok {
		return fail("variant", "unknown variant %q (want one of %s)", h.Variant, variantCodes)
	}
	for _, f := range []struct {
		key      string
		present  bool
		required bool
	}{
		{"antes", h.Antes != nil, true},
		{"blinds_or_straddles", h.BlindsOrStraddles != nil, rule.blinds},
		{"bring_in", h.BringIn != nil, rule.bringIn},
		{"small_bet", h.SmallBet != nil, rule.fixed},
		{"big_bet", h.BigBet != nil, rule.fixed},
		{"min_bet", h.MinBet != nil, !rule.fixed},
		{"starting_stacks", h.StartingStacks != nil, true},
		{"actions", h.Actions != nil, true},
	} {
		if f.required && !f.present {
			return fail(f.key, "missing, variant %s requires it", h.Variant)
		}
	}
	if rule.fixed && h.MinBet != nil {
		return fail("min_bet", "not allowed in fixed-limit variant %s (it uses small_bet and big_bet)", h.Variant)
	}
	if h.BringIn != nil && h.BlindsOrStraddles != nil {
		return fail("bring_in", "not allowed beside blinds_or_straddles")
	}
	n := len(h.StartingStacks)
	if n == 0 {
		return fail("starting_stacks", "no players")
	}
	for _, f := range []struct {
		key string
		len int
		nil bool
	}{
		{"antes", len(h.Antes), h.Antes == nil},
		{"blinds_or_straddles", len(h.BlindsOrStraddles), h.BlindsOrStraddles == nil},
		{"finishing_stacks", len(h.FinishingStacks), h.FinishingStacks == nil},
		{"winnings", len(h.Winnings), h.Winnings == nil},
		{"players", len(h.Players), h.Players == nil},
		{"seats", len(h.Seats), h.Seats == nil},
	} {
		if !f.nil && f.len != n {
			return fail(f.key, "%d values for %d players (the length of starting_stacks)", f.len, n)
		}
	}
	if tb, ok := h.Fields["time_banks"].([]any); ok && len(tb) != n {
		return fail("time_banks", "%d values for %d players (the length of starting_stacks)", len(tb), n)
	}
	for i, a := range h.Actions {
		field := fmt.Sprintf("actions[%d]", i)
		line := 0
		if at != nil && i < len(at.actions) {
			line = at.actions[i]
		}
		if _, err := a.notation(); err != nil {
			return &FieldError{Section: h.Section, Line: line, Field: field, Err: err}
		}
		for _, p := range []int{a.Player, a.Target} {
			if p > n {
				return &FieldError{Section: h.Section, Line: line, Field: field,
					Msg: fmt.Sprintf("action %q names p%d of a %d-player hand", a.String(), p, n)}
			}
		}
	}
	return nil
}
