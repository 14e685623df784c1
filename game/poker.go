package game

import (
	"cmp"
	"slices"
	"strconv"

	"croupier/card"
)

// ShowHands returns hands as viewer may see them, for the games that deal
// face down: a card is shown when up reports it face up; otherwise only its
// own seat (the hand keyed by the seat's number) and Omniscient see it, and
// everyone else sees Hidden.
func ShowHands(hands Hands, viewer int, up func(hand string, i int) bool) map[string][]Shown {
	out := make(map[string][]Shown, len(hands))
	mine := strconv.Itoa(viewer)
	for k, h := range hands {
		cs := make([]Shown, len(h.Cards))
		for i, c := range h.Cards {
			faceUp := up(k, i)
			cs[i] = Shown{Card: c, FaceDown: !faceUp}
			if !faceUp && viewer != Omniscient && k != mine {
				cs[i].Card = Hidden
			}
		}
		out[k] = cs
	}
	return out
}

// ShuffleFor shuffles shoe before a deal that needs more cards than are
// left, telling the layout (section 10) and recording it. Section 8 (ruling
// G6) shuffles one deck only every second round when few play, and a round
// of many seats after one of few can need more cards than the deck holds.
func ShuffleFor(shoe *card.Shoe, need int, bets *Layout, rec *Record) {
	if left := shoe.Left(); left.Len() >= need {
		return
	}
	shoe.Shuffle()
	bets.Shuffled()
	rec.Emit(Event{Kind: EventShuffle, Text: "section 8: the cards left cannot deal this round"})
}

// SortSettlements orders a round's settlements by seat and, within a seat,
// by the order of their wager ids in order (ids not listed last, as they
// were).
func SortSettlements(out []Settlement, order ...string) {
	rank := func(id string) int {
		if i := slices.Index(order, id); i >= 0 {
			return i
		}
		return len(order)
	}
	slices.SortStableFunc(out, func(a, b Settlement) int {
		return cmp.Or(a.Seat-b.Seat, rank(a.Wager)-rank(b.Wager))
	})
}
