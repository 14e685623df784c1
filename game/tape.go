package game

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"croupier/card"
	"croupier/dice"
)

// ErrTapeExhausted is returned when a round needs an outcome the tape does not
// hold. At a live table it means "waiting for the dealer to enter it".
var ErrTapeExhausted = errors.New("tape exhausted")

// A Generator makes outcomes on demand: an electronic table's secure source
// (rng.Dealer). Engines never see it; they read the Tape.
type Generator interface {
	Card(s *card.Shoe) card.Card
	Dice(n int) []int
	IntN(n int) int
}

// A Tape is the sequence of outcomes a table consumes, in the spec's notation
// (README "The round-replay script"): "As" for a card, [1,1,6] for a roll.
// A replay reads a fixed tape; a live table appends what the dealer enters; an
// electronic table's tape has a Generator and writes each outcome as it is
// drawn. Either way the consumed part is the recording the round is replayed
// from.
type Tape struct {
	entries []json.RawMessage
	pos     int
	gen     Generator
}

// NewTape returns a tape that reads entries in order.
func NewTape(entries []json.RawMessage) *Tape {
	return &Tape{entries: entries}
}

// NewGenerated returns a tape that draws every outcome from g.
func NewGenerated(g Generator) *Tape { return &Tape{gen: g} }

// Append adds outcomes at the end (a live dealer's entry).
func (t *Tape) Append(entries ...json.RawMessage) { t.entries = append(t.entries, entries...) }

// Drop discards the entries not yet read: a live dealer's entry the rules
// refused, taken back so the dealer can enter the right one.
func (t *Tape) Drop() { t.entries = t.entries[:t.pos:t.pos] }

// Pos returns how many entries have been consumed.
func (t *Tape) Pos() int { return t.pos }

// Reset rewinds or advances the tape to pos, a value Pos returned earlier.
// Engines call it to undo what a failed step read.
func (t *Tape) Reset(pos int) { t.pos = pos }

// Consumed returns the entries read so far: the round's recorded tape. The
// slice is the tape's own: read it, never modify it.
func (t *Tape) Consumed() []json.RawMessage {
	return t.entries[:t.pos:t.pos]
}

// Rest returns the entries not yet read.
func (t *Tape) Rest() []json.RawMessage { return append([]json.RawMessage(nil), t.entries[t.pos:]...) }

func (t *Tape) next(draw func() any) (json.RawMessage, int, error) {
	if t.pos == len(t.entries) {
		if t.gen == nil {
			return nil, t.pos, ErrTapeExhausted
		}
		b, err := json.Marshal(draw())
		if err != nil {
			return nil, t.pos, err
		}
		t.entries = append(t.entries, b)
	}
	e := t.entries[t.pos]
	t.pos++
	return e, t.pos - 1, nil
}

// A TapeError is a tape entry that is not the outcome the rules need.
type TapeError struct {
	Entry int // 0-based index in the tape
	Msg   string
	Err   error // the cause, if any (card.ErrNotInShoe)
}

func (e *TapeError) Error() string { return fmt.Sprintf("tape entry %d: %s", e.Entry, e.Msg) }

// Unwrap returns the cause.
func (e *TapeError) Unwrap() error { return e.Err }

// Card reads the next card and takes it out of shoe s. On error nothing is
// consumed and s is unchanged.
func (t *Tape) Card(s *card.Shoe) (card.Card, error) {
	start := t.pos
	raw, i, err := t.next(func() any { return t.gen.Card(s).String() })
	if err != nil {
		return 0, err
	}
	var tok string
	if err := json.Unmarshal(raw, &tok); err != nil {
		t.pos = start
		return 0, &TapeError{i, fmt.Sprintf("%s is not a card: a card is a string such as \"As\"", raw), nil}
	}
	c, err := card.Parse(tok)
	if err != nil {
		t.pos = start
		return 0, &TapeError{i, fmt.Sprintf("%q is not a card (rank 2-9 T J Q K A, suit c d h s)", tok), nil}
	}
	if err := s.Deal(c); err != nil {
		t.pos = start
		return 0, &TapeError{i, err.Error(), err}
	}
	return c, nil
}

// Dice reads the next roll of n dice.
func (t *Tape) Dice(n int) (dice.Roll, error) {
	start := t.pos
	raw, i, err := t.next(func() any { return t.gen.Dice(n) })
	if err != nil {
		return nil, err
	}
	r, err := dice.Parse(string(raw), n)
	if err != nil {
		t.pos = start
		return nil, &TapeError{i, err.Error(), nil}
	}
	return r, nil
}

// Int reads the next entry as an integer in [lo, hi] (a random number
// generator's pick, a wheel stop).
func (t *Tape) Int(lo, hi int) (int, error) {
	start := t.pos
	raw, i, err := t.next(func() any { return lo + t.gen.IntN(hi-lo+1) })
	if err != nil {
		return 0, err
	}
	v, err := strconv.Atoi(strings.TrimSpace(string(raw)))
	if err != nil || v < lo || v > hi {
		t.pos = start
		return 0, &TapeError{i, fmt.Sprintf("%s is not a number from %d to %d", raw, lo, hi), nil}
	}
	return v, nil
}
