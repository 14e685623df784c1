package roulette

import (
	"slices"

	"croupier/game"
	"croupier/money"
)

// A bet is money on the layout.
type bet struct {
	Seat   int
	Spot   *spot
	Amount money.Amount
	// Seen counts the valid spins that have shown a double's or a
	// triple's number so far (72.1): 0 for a wager of the round in
	// progress, which may still be taken down (73).
	Seen int
}

// A layout is the money on the table by seat, each seat's wagers in the
// order first placed. It is a value: the list of seats, and a seat's list,
// are copied before any change, so an engine restoring a copy of itself
// (game.Atomic) restores its layout.
type layout struct {
	seats [][]bet // by seat number
	n     int     // wagers on the layout
}

// seat returns seat's wagers.
func (l *layout) seat(seat int) []bet {
	if seat >= 0 && seat < len(l.seats) {
		return l.seats[seat]
	}
	return nil
}

// find returns the index of seat's wager id in its list, or -1.
func (l *layout) find(seat int, id string) int {
	return slices.IndexFunc(l.seat(seat), func(b bet) bool { return b.Spot.ID == id })
}

// set replaces seat's wagers with bs, copying the list of seats.
func (l *layout) set(seat int, bs []bet) {
	seats := make([][]bet, max(len(l.seats), seat+1))
	copy(seats, l.seats)
	l.n += len(bs) - len(seats[seat])
	seats[seat] = bs
	l.seats = seats
}

// all calls f with each wager, by seat, then in the order first placed.
func (l *layout) all(f func(b bet)) {
	for _, bs := range l.seats {
		for _, b := range bs {
			f(b)
		}
	}
}

// wagers returns the money on the layout as a View shows it.
func (l *layout) wagers() []game.Wager {
	if l.n == 0 {
		return nil
	}
	out := make([]game.Wager, 0, l.n)
	l.all(func(b bet) { out = append(out, game.Wager{Seat: b.Seat, ID: b.Spot.ID, Amount: b.Amount}) })
	return out
}

// fresh reports whether a wager of the round in progress, not yet spun
// for, is on the layout.
func (l *layout) fresh() bool {
	for _, bs := range l.seats {
		if slices.ContainsFunc(bs, func(b bet) bool { return b.Seen == 0 }) {
			return true
		}
	}
	return false
}
