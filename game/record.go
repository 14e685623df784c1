package game

import "slices"

// A Record is what a table has done: the round in progress, the events so
// far and the settled rounds. Every engine keeps one and answers Rounds and
// Events from it. It is a value whose slices are only appended to, so an
// engine restoring a copy (Atomic) restores its Record too.
type Record struct {
	round   int
	events  []Event
	rounds  []Round
	private bool // some event holds cards dealt face down
}

// NewRecord returns the record of a table about to play its first round.
func NewRecord() Record { return Record{round: 1} }

// Round returns the number of the round in progress (or just settled).
func (r *Record) Round() int { return r.round }

// Emit records ev as happening in the round in progress.
func (r *Record) Emit(ev Event) {
	ev.Round = r.round
	r.private = r.private || ev.FaceDown
	r.events = append(r.events, ev)
}

// Settle records the round in progress as settled with its hands, outcomes
// and settlements, and emits EventSettled.
func (r *Record) Settle(rd Round) {
	rd.Round = r.round
	r.rounds = append(r.rounds, rd)
	r.Emit(Event{Kind: EventSettled})
}

// NextRound starts the next round and emits EventNewRound.
func (r *Record) NextRound() {
	r.round++
	r.Emit(Event{Kind: EventNewRound})
}

// Last returns a copy of the last settled round for a View, or nil.
func (r *Record) Last() *Round {
	if len(r.rounds) == 0 {
		return nil
	}
	last := r.rounds[len(r.rounds)-1]
	return &last
}

// Rounds returns the settled rounds, oldest first (Engine.Rounds).
func (r *Record) Rounds() []Round { return r.rounds[:len(r.rounds):len(r.rounds)] }

// Events returns the events as seat may know them (Engine.Events): the
// cards of an event dealt face down to another seat show as Hidden, to
// everyone but that seat and Omniscient.
func (r *Record) Events(seat int) []Event {
	all := r.events[:len(r.events):len(r.events)]
	if !r.private {
		return all
	}
	return Hide(all, seat)
}

// Hide returns events as seat may know them: where an event's cards were
// dealt face down (Event.FaceDown) to another seat, each shows as Hidden.
// Omniscient sees every card. It returns events itself when it hides
// nothing, else a copy.
func Hide(events []Event, seat int) []Event {
	if seat == Omniscient || !slices.ContainsFunc(events, func(ev Event) bool { return ev.FaceDown && ev.Seat != seat }) {
		return events
	}
	out := make([]Event, len(events))
	for i, ev := range events {
		if ev.FaceDown && ev.Seat != seat && len(ev.Cards) > 0 {
			hidden := make([]string, len(ev.Cards))
			for j := range hidden {
				hidden[j] = Hidden
			}
			ev.Cards = hidden
		}
		out[i] = ev
	}
	return out
}
