package table

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"croupier/game"
)

// ErrNotDue is wrapped by the refusal of a live dealer's outcome the round
// in progress cannot use: entered after the round was settled, or more
// than the round reads before it is settled. Nothing is entered.
var ErrNotDue = errors.New("outcome not due")

// A notDue is an outcome refused with ErrNotDue; it is a rule refusal
// (game.ErrRule), with the sentence saying which entry and why.
type notDue struct{ msg string }

func (e *notDue) Error() string   { return e.msg }
func (e *notDue) Unwrap() []error { return []error{ErrNotDue, game.ErrRule} }

// checkDue refuses a live dealer's entries the round in progress cannot
// use. A settled round uses none until next-round starts the next. Else a
// copy of the engine is played on with the entries: the step waiting for
// them, if one is, then the dealer's own steps while the dealer alone may
// act (no more bets, the deal, the roll), until an outcome is missing, a
// seat is to decide or the round is settled. Entries still unread when it
// is settled are more than the round needs.
//
// Entries kept for a step still to come (the cards of a war, the dealer's
// draw after the players' decisions) are not judged: they stay on the
// tape for that step, as they did before.
func (t *Table) checkDue(entries []json.RawMessage) error {
	number := t.base + t.legal.Round
	if t.pending == nil && t.legal.Phase == game.PhaseOver {
		return &notDue{fmt.Sprintf("round %d is settled: no outcome is due until the dealer starts round %d (next-round); nothing was entered", number, number+1)}
	}
	before := t.tape.Rest() // entered earlier for the steps to come
	sc := t.rec.Script()
	opts, err := t.g.Spec.ParseTable(sc.Table)
	if err != nil {
		return nil // the table opened with these options: not for this check to say
	}
	tape := game.NewTape(slices.Concat(sc.Tape, before, entries))
	e, err := t.g.New(opts, tape)
	if err != nil {
		return nil
	}
	for _, s := range sc.Steps {
		if err := e.Apply(s); err != nil {
			return nil // the log replays when the table opens; a copy that does not cannot judge
		}
	}
	settled := len(e.Rounds())
	if t.pending != nil {
		if err := e.Apply(t.pending.step); err != nil {
			return nil // missing more, or refused: the step itself says so
		}
	}
	for range 16 { // a round's dealer steps are few; never loop on an engine's mistake
		l := e.Legal()
		if len(e.Rounds()) > settled || (l.Phase != game.PhaseBets && l.Phase != game.PhaseDealer) {
			break
		}
		i := slices.IndexFunc(l.Options, func(o game.Option) bool { return o.Kind == game.KindDealer && o.Name != "next-round" })
		if i < 0 || e.Apply(game.Step{Dealer: l.Options[i].Name}) != nil {
			break
		}
	}
	unread := len(tape.Rest())
	if len(e.Rounds()) == settled || unread == 0 {
		return nil
	}
	return &notDue{unused(t.g.Spec.Outcome, number, len(before), entries, unread)}
}

// unused says which of entries a round numbered number does not use when
// it is settled with unread entries left on the tape, before of them
// entered earlier.
func unused(kind game.Outcome, number, before int, entries []json.RawMessage, unread int) string {
	noun := outcomeNoun[kind]
	if noun == "" {
		noun = "outcome"
	}
	used := max(len(entries)-unread, 0)
	need := count(used, noun, "")
	if before > 0 {
		need = fmt.Sprintf("%s (%s entered before)", count(used, noun, "more "), count(before, noun, ""))
	}
	extra := entries[used:]
	raw := make([]string, len(extra))
	for i, x := range extra {
		raw[i] = strings.TrimSpace(string(x))
	}
	which := ordinal(used + 1)
	switch len(extra) {
	case 1:
		return fmt.Sprintf("round %d needs %s and is then settled: the %s %s entered, %s, is not used; nothing was entered", number, need, which, noun, raw[0])
	case 2:
		which += " and " + ordinal(used+2)
	default:
		which += " to " + ordinal(len(entries))
	}
	return fmt.Sprintf("round %d needs %s and is then settled: the %s %ss entered, %s, are not used; nothing was entered", number, need, which, noun, strings.Join(raw, " "))
}

// outcomeNoun names one outcome of each kind a live dealer enters.
var outcomeNoun = map[game.Outcome]string{
	game.OutcomeCards:   "card",
	game.OutcomeDice3:   "roll",
	game.OutcomeDice2:   "roll",
	game.OutcomePocket:  "spin",
	game.OutcomeBalls:   "draw",
	game.OutcomeTiles:   "tile",
	game.OutcomeSegment: "spin",
	game.OutcomeReels:   "spin",
}

// count writes n of noun: "no roll", "1 roll", "2 rolls"; with more
// "more ", "no more rolls", "1 more roll", "2 more rolls".
func count(n int, noun, more string) string {
	switch {
	case n == 0 && more != "":
		return "no " + more + noun + "s"
	case n == 0:
		return "no " + noun
	case n == 1:
		return "1 " + more + noun
	}
	return fmt.Sprintf("%d %s%ss", n, more, noun)
}

// ordinal writes n as "1st", "2nd", "3rd", "4th", "11th", "21st".
func ordinal(n int) string {
	suffix := "th"
	if n%100 < 11 || n%100 > 13 {
		switch n % 10 {
		case 1:
			suffix = "st"
		case 2:
			suffix = "nd"
		case 3:
			suffix = "rd"
		}
	}
	return fmt.Sprintf("%d%s", n, suffix)
}
