package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"croupier/card"
	"croupier/dice"
	"croupier/tile"
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
	if left := s.Left(); t.gen != nil && t.pos == len(t.entries) && left.Len() == 0 {
		return 0, &TapeError{t.pos, "the shoe is empty: no card is left to draw", card.ErrNotInShoe}
	}
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

// Tile reads the next tile and takes it out of set s (Pai Gow, section
// 100). On error nothing is consumed and s is unchanged.
func (t *Tape) Tile(s *tile.Set) (tile.Tile, error) {
	start := t.pos
	raw, i, err := t.next(func() any { r := s.Remaining(); return r[t.gen.IntN(len(r))].String() })
	if err != nil {
		return tile.Tile{}, err
	}
	var tok string
	if err := json.Unmarshal(raw, &tok); err != nil {
		t.pos = start
		return tile.Tile{}, &TapeError{i, fmt.Sprintf("%s is not a tile: a tile is a string such as \"6-6\"", raw), nil}
	}
	x, err := tile.Parse(tok)
	if err == nil {
		err = s.Deal(x)
	}
	if err != nil {
		t.pos = start
		return tile.Tile{}, &TapeError{i, err.Error(), err}
	}
	return x, nil
}

// A Spin is a wheel's result: the roulette pocket or the wheel of fortune's
// stop, and the revolutions that made it valid when the dealer recorded
// them (0 when not recorded).
type Spin struct {
	Pocket      string `json:"pocket,omitempty"`
	Stop        int    `json:"stop"`
	Revolutions int    `json:"revolutions,omitempty"`
}

// Pocket reads the next roulette spin (games.md "roulette"): a pocket of
// wheel, written "17" or {"pocket": "17", "revolutions": 9}. Recorded
// revolutions are at least 1 (0 means "not recorded" in Spin, so a
// recorded 0 is refused rather than read as a spin nobody counted).
// Whether a spin is valid (74) is the engine's to judge.
//
// A generated spin draws the pocket uniformly among wheel's pockets, then
// the ball's revolutions uniformly from 7 to 14, and records both as
// {"pocket": …, "revolutions": …}: an electronic wheel's spin is always
// valid under 74, and its recording says so.
func (t *Tape) Pocket(wheel []string) (Spin, error) {
	// A generated spin's revolutions: at least the 7 of section 74, at
	// most twice that.
	const minRevolutions, maxRevolutions = 7, 14
	start := t.pos
	raw, i, err := t.next(func() any {
		type spin struct {
			Pocket      string `json:"pocket"`
			Revolutions int    `json:"revolutions"`
		}
		p := wheel[t.gen.IntN(len(wheel))]
		return spin{p, minRevolutions + t.gen.IntN(maxRevolutions-minRevolutions+1)}
	})
	if err != nil {
		return Spin{}, err
	}
	var sp Spin
	if err := json.Unmarshal(raw, &sp.Pocket); err != nil {
		var obj struct {
			Pocket      *string `json:"pocket"`
			Revolutions *int    `json:"revolutions"`
		}
		if err := strict(raw, &obj); err != nil || obj.Pocket == nil || (obj.Revolutions != nil && *obj.Revolutions < 0) {
			t.pos = start
			return Spin{}, &TapeError{i, fmt.Sprintf("%s is not a spin: a pocket such as \"17\", or {\"pocket\": \"17\", \"revolutions\": 9}", raw), nil}
		}
		if obj.Revolutions != nil && *obj.Revolutions == 0 {
			t.pos = start
			return Spin{}, &TapeError{i, fmt.Sprintf("%s is not a spin: recorded revolutions are at least 1 (a spin whose revolutions were not counted gives none)", raw), nil}
		}
		sp.Pocket = *obj.Pocket
		if obj.Revolutions != nil {
			sp.Revolutions = *obj.Revolutions
		}
	}
	sp.Pocket = strings.TrimSpace(sp.Pocket)
	sp.Stop = slices.Index(wheel, sp.Pocket)
	if sp.Stop < 0 {
		t.pos = start
		return Spin{}, &TapeError{i, fmt.Sprintf("%q is not a pocket of this wheel (%s)", sp.Pocket, strings.Join(wheel, " ")), nil}
	}
	return sp, nil
}

// Stop reads the next wheel of fortune spin (games.md
// "wheel-of-fortune"): a stop from 0 to segments-1, written 17 or
// {"stop": 17, "revolutions": 4}. A plain stop records no revolutions
// (Revolutions 0); whether a spin is valid (121) is the engine's to judge.
//
// An electronic wheel's generator draws the stop, uniform among the
// segments, then the revolutions, uniform from 3 to 8 (always a valid
// result, 121), and records both: {"stop": 17, "revolutions": 4}.
func (t *Tape) Stop(segments int) (Spin, error) {
	start := t.pos
	if t.gen != nil && t.pos == len(t.entries) && segments < 1 {
		return Spin{}, &TapeError{t.pos, fmt.Sprintf("a wheel of %d segments has no stop to draw", segments), nil}
	}
	raw, i, err := t.next(func() any {
		stop := t.gen.IntN(segments)
		return struct {
			Stop        int `json:"stop"`
			Revolutions int `json:"revolutions"`
		}{stop, minRevolutions + t.gen.IntN(maxRevolutions-minRevolutions+1)}
	})
	if err != nil {
		return Spin{}, err
	}
	var sp Spin
	if err := json.Unmarshal(raw, &sp.Stop); err != nil {
		var obj struct {
			Stop        *int `json:"stop"`
			Revolutions *int `json:"revolutions"`
		}
		if err := strict(raw, &obj); err != nil || obj.Stop == nil || (obj.Revolutions != nil && *obj.Revolutions < 0) {
			t.pos = start
			return Spin{}, &TapeError{i, fmt.Sprintf("%s is not a spin: a stop such as 17, or {\"stop\": 17, \"revolutions\": 4}", raw), nil}
		}
		sp.Stop = *obj.Stop
		if obj.Revolutions != nil {
			sp.Revolutions = *obj.Revolutions
		}
	}
	if sp.Stop < 0 || sp.Stop >= segments {
		t.pos = start
		return Spin{}, &TapeError{i, fmt.Sprintf("stop %d is not a segment of this wheel (0 to %d)", sp.Stop, segments-1), nil}
	}
	return sp, nil
}

// The revolutions an electronic wheel of fortune draws for a spin: at least
// the 3 that make a result valid (121), at most a spin's usual few more.
const (
	minRevolutions = 3
	maxRevolutions = 8
)

// Balls reads the next keno draw: drawn different numbers from 1 to
// numbers, in draw order.
func (t *Tape) Balls(drawn, numbers int) ([]int, error) {
	start := t.pos
	raw, i, err := t.next(func() any {
		pool := make([]int, numbers)
		for k := range pool {
			pool[k] = k + 1
		}
		for k := range drawn { // a partial Fisher–Yates shuffle
			j := k + t.gen.IntN(numbers-k)
			pool[k], pool[j] = pool[j], pool[k]
		}
		return pool[:drawn]
	})
	if err != nil {
		return nil, err
	}
	var balls []int
	bad := func(msg string) error {
		t.pos = start
		return &TapeError{i, msg, nil}
	}
	if err := json.Unmarshal(raw, &balls); err != nil {
		return nil, bad(fmt.Sprintf("%s is not a draw: an array of %d numbers from 1 to %d", raw, drawn, numbers))
	}
	if len(balls) != drawn {
		return nil, bad(fmt.Sprintf("a draw is %d numbers, not %d", drawn, len(balls)))
	}
	seen := make([]bool, numbers+1)
	for k, b := range balls {
		switch {
		case b < 1 || b > numbers:
			return nil, bad(fmt.Sprintf("ball %d of the draw, %d, is not a number from 1 to %d", k+1, b, numbers))
		case seen[b]:
			return nil, bad(fmt.Sprintf("ball %d of the draw, %d, was already drawn", k+1, b))
		}
		seen[b] = true
	}
	return balls, nil
}

// A ReelSpin is one slot play as the machine recorded it: where each reel
// stopped and, when the player disrupted the machine's normal operation
// during the play (94), the reason the machine gave.
type ReelSpin struct {
	Stops     []int
	Disrupted string
}

// Reels reads the next slot spin: one stop index per reel, reel k's from 0
// to strips[k]-1, written [3, 17, 0], or {"stops": [3, 17, 0],
// "disrupted": "door opened during the play"} for a play the machine
// found disrupted (94). A generated spin is never disrupted.
func (t *Tape) Reels(strips []int) (ReelSpin, error) {
	start := t.pos
	raw, i, err := t.next(func() any {
		stops := make([]int, len(strips))
		for k, n := range strips {
			stops[k] = t.gen.IntN(n)
		}
		return stops
	})
	if err != nil {
		return ReelSpin{}, err
	}
	bad := func(msg string) (ReelSpin, error) {
		t.pos = start
		return ReelSpin{}, &TapeError{i, msg, nil}
	}
	var sp ReelSpin
	if err := json.Unmarshal(raw, &sp.Stops); err != nil {
		var obj struct {
			Stops     []int  `json:"stops"`
			Disrupted string `json:"disrupted"`
		}
		if err := strict(raw, &obj); err != nil || obj.Stops == nil || strings.TrimSpace(obj.Disrupted) == "" {
			return bad(fmt.Sprintf("%s is not a spin: an array of %d stop indices, or {\"stops\": [...], \"disrupted\": \"the reason\"}", raw, len(strips)))
		}
		sp = ReelSpin{obj.Stops, strings.TrimSpace(obj.Disrupted)}
	}
	if len(sp.Stops) != len(strips) {
		return bad(fmt.Sprintf("%s is not a spin of %d reels: an array of %d stop indices", raw, len(strips), len(strips)))
	}
	for k, s := range sp.Stops {
		if s < 0 || s >= strips[k] {
			return bad(fmt.Sprintf("reel %d stops at %d, not a stop from 0 to %d", k+1, s, strips[k]-1))
		}
	}
	return sp, nil
}

// strict decodes raw into v, refusing unknown fields.
func strict(raw json.RawMessage, v any) error {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	return dec.Decode(v)
}
