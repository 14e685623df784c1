package phh

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// An Action is one action notation: "d dh p1 Ac2d", "d db Jc3d5c",
// "p3 cbr 7000", "p2 f", "p1 cc", "p5 pb", "p4 sm QhTdJd", "p4 sm" (a muck),
// "p1 sm -" (show the cards dealt), "p2 sd" (stand pat), "p2 sd 7h"
// (discard). Commentary after "#" is kept in Comment. An empty or
// commentary-only notation is a no-op, with Verb "".
type Action struct {
	Player  int      // 0 for the dealer "d", N for "pN" (1-based)
	Verb    string   // "dh", "db", "pb", "cbr", "cc", "f", "sd", "sm", or "" for a no-op
	Target  int      // for "d dh pN": N
	Cards   []string // two-character cards, "??" for an unknown one; nil when none are written
	Dash    bool     // for "sm -": the cards dealt are shown (Cards is nil)
	Amount  Number   // for "cbr": the amount completed, bet or raised to
	Comment string   // the commentary after "#", trimmed; "" when none
	Text    string   // the notation as written; "" for an Action built in code
}

// Card ranks and suits of the notation; "??" is an unknown card.
const (
	ranks = "A23456789TJQK"
	suits = "cdhs"
)

// ParseAction reads one action notation. Words may be separated by any
// whitespace and the notation may have leading or trailing whitespace. The
// error, an *ActionError, names what is wrong: an unknown actor or verb, a
// bad card such as "1x", a missing amount, extra words.
func ParseAction(s string) (Action, error) {
	a := Action{Text: s}
	body := s
	if i := strings.IndexByte(s, '#'); i >= 0 {
		body = s[:i]
		a.Comment = strings.TrimSpace(s[i+1:])
	}
	w := strings.Fields(body)
	if len(w) == 0 {
		return a, nil
	}
	fail := func(format string, args ...any) (Action, error) {
		return Action{}, &ActionError{Text: s, Msg: fmt.Sprintf(format, args...)}
	}
	if w[0] != "d" {
		p, ok := parsePlayer(w[0])
		switch {
		case w[0] == "p0":
			return fail(`actor "p0": players count from p1`)
		case !ok:
			return fail("actor %q is not d or pN", w[0])
		}
		a.Player = p
	}
	if len(w) == 1 {
		return fail("no verb after %q", w[0])
	}
	a.Verb = w[1]
	args := w[2:]
	var dealer bool
	var need, most int // how many words may follow the verb
	switch a.Verb {
	case "db", "cbr":
		dealer, need, most = a.Verb == "db", 1, 1
	case "dh":
		dealer, need, most = true, 2, 2
	case "pb", "cc", "f":
	case "sd", "sm":
		most = 1
	default:
		return fail("unknown verb %q (want db, dh, pb, cbr, cc, f, sd or sm)", a.Verb)
	}
	switch {
	case dealer && a.Player != 0:
		return fail("verb %q is the dealer's, not %s's", a.Verb, w[0])
	case !dealer && a.Player == 0:
		return fail("verb %q is a player's, not the dealer's", a.Verb)
	}
	switch {
	case len(args) < need && a.Verb == "cbr":
		return fail("cbr needs an amount")
	case len(args) < need && a.Verb == "dh":
		return fail("dh needs a player and cards")
	case len(args) < need:
		return fail("%s needs cards", a.Verb)
	case len(args) > most:
		return fail("unexpected %q after %q", strings.Join(args[most:], " "), a.Verb)
	}
	switch a.Verb {
	case "db":
		return a.cards(s, args[0])
	case "dh":
		t, ok := parsePlayer(args[0])
		switch {
		case args[0] == "p0":
			return fail(`dh target "p0": players count from p1`)
		case !ok:
			return fail("dh target %q is not pN", args[0])
		}
		a.Target = t
		return a.cards(s, args[1])
	case "cbr":
		n, err := ParseNumber(args[0])
		if err != nil {
			return fail("amount %q: %s", args[0], err.(*NumberError).Msg)
		}
		if n.IsInf() || n.sign() <= 0 {
			return fail("amount %s is not a positive finite number", n)
		}
		a.Amount = n
	case "sd", "sm":
		switch {
		case len(args) == 0:
		case args[0] == "-" && a.Verb == "sm":
			a.Dash = true
		default:
			return a.cards(s, args[0])
		}
	}
	return a, nil
}

// cards sets a.Cards from the card string tok ("Ac2d", "????").
func (a Action) cards(s, tok string) (Action, error) {
	cs := make([]string, 0, (len(tok)+1)/2)
	for i := 0; i < len(tok); i += 2 {
		c := tok[i:min(i+2, len(tok))]
		if !validCard(c) {
			return Action{}, &ActionError{Text: s, Msg: fmt.Sprintf("bad card %q (rank A23456789TJQK and suit cdhs, or ??)", c)}
		}
		cs = append(cs, c)
	}
	a.Cards = cs
	return a, nil
}

func validCard(c string) bool {
	return c == "??" || len(c) == 2 && strings.IndexByte(ranks, c[0]) >= 0 && strings.IndexByte(suits, c[1]) >= 0
}

// parsePlayer reads "pN" with N from 1 to 999999999 written without a
// leading zero, and reports whether w is one.
func parsePlayer(w string) (int, bool) {
	d, ok := strings.CutPrefix(w, "p")
	if !ok || d == "" || len(d) > 9 || d[0] == '0' || strings.Trim(d, "0123456789") != "" {
		return 0, false
	}
	n, _ := strconv.Atoi(d)
	return n, true
}

// String returns the canonical notation: "d dh p1 Ac2d", "d db Jc3d5c",
// "p3 cbr 7000", "p4 sm", "p1 sm -", "p2 f # tank fold", or "" for a no-op
// without commentary. Text is not used.
func (a Action) String() string {
	var b strings.Builder
	switch a.Verb {
	case "":
	case "db":
		b.WriteString("d db " + strings.Join(a.Cards, ""))
	case "dh":
		fmt.Fprintf(&b, "d dh p%d %s", a.Target, strings.Join(a.Cards, ""))
	default:
		fmt.Fprintf(&b, "p%d %s", a.Player, a.Verb)
		switch {
		case a.Verb == "cbr":
			b.WriteString(" " + a.Amount.String())
		case a.Dash:
			b.WriteString(" -")
		case len(a.Cards) > 0:
			b.WriteString(" " + strings.Join(a.Cards, ""))
		}
	}
	if a.Comment != "" {
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString("# " + a.Comment)
	}
	return b.String()
}

// same reports whether a and b are the same action, Text aside.
func (a Action) same(b Action) bool {
	return a.Player == b.Player && a.Verb == b.Verb && a.Target == b.Target &&
		slices.Equal(a.Cards, b.Cards) && a.Dash == b.Dash && a.Amount == b.Amount && a.Comment == b.Comment
}

// notation returns the text Write uses for a: its Text when that reads back
// as a, so an annotator's spacing survives, else String() when that does.
func (a Action) notation() (string, error) {
	if a.Text != "" {
		if b, err := ParseAction(a.Text); err == nil && a.same(b) {
			return a.Text, nil
		}
	}
	s := a.String()
	b, err := ParseAction(s)
	if err != nil {
		return "", err
	}
	if !a.same(b) {
		return "", &ActionError{Text: s, Msg: fmt.Sprintf("does not read back as the action %+v", a)}
	}
	return s, nil
}
