// Package reddog is Red Dog, sections 63–67 of the by-law.
//
// At least one deck (63); cards count their face, the jack 11, the queen
// 12, the king 13 and the ace 14. Up to 7 players (64) place a main wager
// before the first card (65). The dealer draws two cards face up (66):
// consecutive values push (66(1)); a pair has a third card drawn, three of a
// kind winning 11 to 1 and anything else pushing (66(2)); otherwise the
// cards show a spread, the number of values strictly between them (ruling
// RD1), and each seat in turn may raise by up to its initial wager (66(3),
// act "raise" with "amount"; "stand", the default, keeps the wager). The
// third card then wins when it falls strictly between the first two, at 5
// to 1 on a spread of 1, 4 to 1 on 2, 2 to 1 on 3 and 1 to 1 on 4 or more
// (67); it loses both wagers otherwise.
//
// Table options: decks (at least 1), min, max (per hand, the raise set
// apart, section 9), seats (up to 7), penetration (section 8) and
// first-round-only (section 10).
package reddog

import (
	"croupier/card"
	"croupier/game"
	"croupier/money"
)

// maxSeats is the most players at a table (64).
const maxSeats = 7

// Pay table (67). paySpread is indexed by the spread, 4 and more paying as 4.
var (
	payTrips  = money.To(11, 1) // 67 Three of a kind
	paySpread = [5]money.Ratio{
		1: money.To(5, 1), // 67 Spread of 1
		2: money.To(4, 1), // 67 Spread of 2
		3: money.To(2, 1), // 67 Spread of 3
		4: money.To(1, 1), // 67 Spread of 4 and over
	}
)

const pays = "three of a kind 11 to 1; spread of 1: 5 to 1, 2: 4 to 1, 3: 2 to 1, 4 or more: 1 to 1; consecutive cards or a pair without a third push"

// Spec is Red Dog's catalog entry; its options are what New accepts.
var Spec = game.Spec{
	ID:        "red-dog",
	Name:      "Red Dog",
	Sections:  "63–67",
	Available: true,
	Seats:     "up to 7 players (64)",
	Outcome:   game.OutcomeCards,
	Options: []game.OptionSpec{
		game.OptMin,
		game.OptMax,
		{Name: "decks", Type: game.TypeInt, Default: int64(6), Min: game.Int64(1), Max: game.Int64(maxDecks), Section: "63",
			Doc: "decks in the shoe: at least 1"},
		func() game.OptionSpec {
			o := game.OptSeats
			o.Section, o.Doc = "64", "places on the layout; the by-law allows at most 7 players (64)"
			return o
		}(),
		game.OptPenetration,
		game.OptFirstRound,
	},
	Wagers: []game.WagerSpec{
		{ID: "main", Section: "65–67", Required: true, Pays: pays, Doc: "the third card falls between the first two (ruling RD1), or makes three of a kind"},
		{ID: "raise", Section: "66(3)", Decision: true, Rule: money.Rule{AtMost: "main"}, Pays: pays, Doc: "a raise on a spread, at most main"},
	},
	Decisions: []game.DecisionSpec{
		{Act: "raise", Section: "66(3)", Args: []string{"amount"}, Doc: "raise by amount, at most main, when a spread shows"},
		{Act: "stand", Section: "66(3)", Default: true, Doc: "keep the wager as it is"},
	},
	Dealer: []string{"no-more-bets", "next-round"},
	Notes:  "A step past a seat that has not decided on a spread takes its default, stand.",
}

// maxDecks bounds the decks option: the by-law sets only a floor (63); a
// shoe of more than 8 decks is not a table anyone deals.
const maxDecks = 8

// Game is Red Dog's catalog entry with its constructor.
var Game = game.Game{Spec: Spec, New: func(t game.Table, tape *game.Tape) (game.Engine, error) { return New(RulesOf(t), tape) }, Analyze: Analyze, Decide: Decide}

// Rules are a Red Dog table's options.
type Rules struct {
	Decks       int
	Limits      money.Limits
	Seats       int
	Penetration float64
	FirstRound  string // section 10: "off", "refuse" or "minimum"
}

// RulesOf reads the rules from checked table options.
func RulesOf(t game.Table) Rules {
	return Rules{
		Decks:       int(t.Int("decks")),
		Limits:      t.Limits(),
		Seats:       int(t.Int("seats")),
		Penetration: t.Fraction("penetration"),
		FirstRound:  t.String("first-round-only"),
	}
}

// Validate reports whether the by-law allows r.
func (r Rules) Validate() error {
	switch {
	case r.Decks < 1 || r.Decks > maxDecks:
		return game.Rulef("63", "Red Dog is played with at least 1 deck (this table takes up to %d), not %d", maxDecks, r.Decks)
	case r.Seats < 1 || r.Seats > maxSeats:
		return game.Rulef("64", "a Red Dog table has at most %d players, not %d places", maxSeats, r.Seats)
	case !(r.Penetration > 0 && r.Penetration <= 1):
		return game.Rulef("8", "the stop card sits after a fraction of the shoe greater than 0 and at most 1, not %v", r.Penetration)
	}
	if err := game.CheckFirstRound(r.FirstRound); err != nil {
		return err
	}
	if err := r.Limits.Validate(); err != nil {
		return game.Rulef("3", "%v", err)
	}
	return nil
}

func (r Rules) shoe() card.Shoe {
	return card.NewShoe(card.Standard(r.Decks), r.Decks, card.Policy{Penetration: r.Penetration})
}

// betting is how Red Dog takes wagers: main, before the first card (65),
// within the table's limits per hand (9), on each of the places (64).
func (r Rules) betting() game.Betting {
	return game.Betting{
		Limits: r.Limits, Scope: money.PerHand, Seats: r.Seats, SeatSection: "64", Section: "65",
		Before: "before the first card is dealt", FirstRound: r.FirstRound,
		Offer: []string{"main"}, Lookup: lookup,
	}
}

// lookup says what a placed Red Dog wager is.
func lookup(id string) (game.Bet, error) {
	switch id {
	case "main":
		return game.Bet{ID: id, Section: "65"}, nil
	case "raise":
		return game.Bet{}, game.Rulef("66(3)", "the raise is made by the act \"raise\" when a spread shows, not placed")
	}
	return game.Bet{}, game.Rulef("65", "Red Dog has no wager %q (its wager is main; raise is a decision)", id)
}
