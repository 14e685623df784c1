package game

import "slices"

// A Record is what a table has done: the round in progress, the events so
// far and the settled rounds. Every engine keeps one and answers Rounds and
// Events from it. It is a value whose slices are only appended to, so an
// engine restoring a copy (Atomic) restores its Record too.
type Record struct {
	round  int
	events []Event // every event, every card
	rounds []Round
	// Once a card is dealt face down: public is the events as a seat with
	// no face-down card of its own knows them, and own each such seat's.
	// They are kept as events come, so Events(seat) never copies the log.
	private bool
	public  []Event
	own     []seatLog // copied before any change
}

// A seatLog is the events as one seat knows them.
type seatLog struct {
	seat   int
	events []Event
}

// NewRecord returns the record of a table about to play its first round.
func NewRecord() Record { return Record{round: 1} }

// Round returns the number of the round in progress (or just settled).
func (r *Record) Round() int { return r.round }

// Emit records ev as happening in the round in progress.
func (r *Record) Emit(ev Event) {
	ev.Round = r.round
	r.events = append(r.events, ev)
	if !ev.FaceDown && !r.private {
		return
	}
	if !r.private {
		r.private = true
		r.public = append([]Event(nil), r.events[:len(r.events)-1]...)
	}
	hidden := hide(ev)
	own := make([]seatLog, len(r.own), len(r.own)+1)
	copy(own, r.own)
	mine := false
	for i := range own {
		if own[i].seat == ev.Seat {
			own[i].events, mine = append(own[i].events, ev), true
		} else {
			own[i].events = append(own[i].events, hidden)
		}
	}
	if ev.FaceDown && !mine {
		own = append(own, seatLog{ev.Seat, append(append([]Event(nil), r.public...), ev)})
	}
	r.own = own
	r.public = append(r.public, hidden)
}

// hide returns ev as a seat other than its own knows it.
func hide(ev Event) Event {
	if !ev.FaceDown || len(ev.Cards) == 0 {
		return ev
	}
	hidden := make([]string, len(ev.Cards))
	for j := range hidden {
		hidden[j] = Hidden
	}
	ev.Cards = hidden
	return ev
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
// everyone but that seat and Omniscient. The slice is the record's own:
// read it, never modify it.
func (r *Record) Events(seat int) []Event {
	switch {
	case !r.private || seat == Omniscient:
		return r.events[:len(r.events):len(r.events)]
	}
	for _, l := range r.own {
		if l.seat == seat {
			return l.events[:len(l.events):len(l.events)]
		}
	}
	return r.public[:len(r.public):len(r.public)]
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
		if ev.Seat != seat {
			ev = hide(ev)
		}
		out[i] = ev
	}
	return out
}
