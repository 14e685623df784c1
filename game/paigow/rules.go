// Package paigow is Pai Gow, the game of tiles, sections 100–116 of the
// by-law.
//
// A set of 32 tiles (100). Up to 7 players (106) wager main before the
// dealer announces no more bets (107). Four tiles go to each of the
// positions 1–7 (the seats) and 8 (the dealer), in blocks of four in that
// order, whether or not a position has a wager (112): every round deals
// the whole set. Each seat with a wager then, in seat order, sets a high
// hand and a low hand of two tiles each, the high hand ranking at least as
// high as the low (113: "set" with "high" and "low"), has the house way
// set them ("house-way", docs/house-way-tiles.md), or
// surrenders (115: the wager is lost and the tiles are not shown to the
// other players). The bank's hand is set the house way (115). Hands rank
// by 101 (the supreme pair, the pairs, the wongs and gongs), then by their
// value (102; the gee joon tiles count 3 or 6, 103, ruling T1); identical
// hands go by the highest single tile (105) and then to the bank (104,
// ruling T2). A wager wins 1 to 1, less 5% on the next multiple of $10
// (111), when both hands rank higher than the bank's (110); loses when
// neither does (108); pushes otherwise (109).
//
// A player may be the bank (116) as at Pai Gow Poker: the dealer banks the
// first round; the dealer may then offer the bank, with next-round's
// "bank", to a seat that wagered in the last round the dealer banked and
// did not bank this one. A banking seat places no main wager: its hand,
// set the house way, is the bank's; its "bank" wager covers every main
// wager, settles the other way round and pays 5% on the next multiple of
// $10 of its net win (ruling PG3, which Croupier reads for tiles too). The
// dealer's hand is then dealt and set but not wagered.
//
// # Analysis
//
// Analyze (croupier math pai-gow) gives the exact figures of main and of a
// banking seat's cover: every hand of four of the 32 tiles against every
// bank hand of four of the 28 left, 736,281,000 pairs, counted over the
// 8,130 hands that differ by their kinds of tile, the bank set the house
// way and each pair compared as versus compares it. The player either
// sets the house way too or, hand by hand, the parting that returns the
// most, which the analysis derives and shows where it departs from the
// house way.
package paigow

import (
	"croupier/game"
	"croupier/money"
)

// maxSeats is the most players at a table (106); positions is the places
// dealt (112): the seven seats and the dealer.
const (
	maxSeats  = 7
	positions = 8
	dealerPos = positions
)

var payMain = money.To(1, 1) // 111

// Spec is Pai Gow's catalog entry; its options are what New accepts.
var Spec = game.Spec{
	ID:        "pai-gow",
	Name:      "Pai Gow",
	Sections:  "100–116",
	Available: true,
	Seats:     "up to 7 players (106)",
	Outcome:   game.OutcomeTiles,
	Options: []game.OptionSpec{
		game.OptMin,
		game.OptMax,
		{Name: "seats", Type: game.TypeInt, Default: int64(maxSeats), Min: game.Int64(1), Max: game.Int64(maxSeats), Section: "106",
			Doc: "places on the layout; the by-law allows at most 7 players (106)"},
		{Name: "house-way", Type: game.TypeEnum, Default: "standard", Values: []string{"standard"}, Section: "113, 115",
			Doc: "how the dealer, and a player who asks for it, sets a hand: docs/house-way-tiles.md"},
		{Name: "bank-seat", Type: game.TypeInt, Default: int64(0), Min: game.Int64(0), Max: game.Int64(maxSeats), Section: "116",
			Doc: "0: the dealer banks; otherwise the seat that banks the script's first round (later rounds: next-round's \"bank\"; ruling PG3)"},
	},
	Wagers: []game.WagerSpec{
		{ID: "main", Section: "107–111", Required: true, Pays: "1 to 1, commission 5% on the next multiple of $10 (111)",
			Doc: "both hands against the bank's: win if both are higher, lose if neither is, push otherwise; identical hands go by the highest single tile, then to the bank (104)"},
		{ID: "bank", Section: "116", Decision: true, Pays: "the other way round; 5% on the next multiple of $10 of the net win (ruling PG3)",
			Doc: "a banking seat covers every main wager on the table"},
	},
	Decisions: []game.DecisionSpec{
		{Act: "house-way", Section: "113, 115", Doc: "let the house way set the hand (docs/house-way-tiles.md)"},
		{Act: "set", Section: "113", Args: []string{"high", "low"}, Doc: "set a high hand and a low hand of 2 tiles each; the high hand must rank at least as high"},
		{Act: "surrender", Section: "115", Doc: "give up the wager before the hand is exposed: it is lost"},
	},
	Dealer: []string{"no-more-bets", "next-round"},
	Notes: "set takes the seat's four tiles as {\"high\": [2 tiles], \"low\": [2 tiles]}; Legal offers house-way and surrender, and set " +
		"whenever house-way is offered. next-round may name the seat that banks the new round: {\"dealer\": \"next-round\", \"bank\": 3} (116).",
}

// Game is Pai Gow's catalog entry with its constructor.
var Game = game.Game{Spec: Spec, New: func(t game.Table, tape *game.Tape) (game.Engine, error) { return New(RulesOf(t), tape) }, Analyze: Analyze, Decide: Decide}

// Rules are a Pai Gow table's options.
type Rules struct {
	Limits   money.Limits
	Seats    int
	HouseWay string // "standard": docs/house-way-tiles.md
	BankSeat int    // the seat that banks the first round; 0 the dealer (116)
}

// RulesOf reads the rules from checked table options.
func RulesOf(t game.Table) Rules {
	return Rules{Limits: t.Limits(), Seats: int(t.Int("seats")), HouseWay: t.String("house-way"), BankSeat: int(t.Int("bank-seat"))}
}

// Validate reports whether the by-law allows r.
func (r Rules) Validate() error {
	switch {
	case r.Seats < 1 || r.Seats > maxSeats:
		return game.Rulef("106", "a Pai Gow table has at most %d players, not %d places", maxSeats, r.Seats)
	case r.BankSeat < 0 || r.BankSeat > r.Seats:
		return game.Rulef("116", "bank-seat is 0 (the dealer) or a seat from 1 to %d, not %d", r.Seats, r.BankSeat)
	case r.HouseWay != "standard":
		return game.Rulef("113", "the house way is \"standard\" (docs/house-way-tiles.md), not %q", r.HouseWay)
	}
	if err := r.Limits.Validate(); err != nil {
		return game.Rulef("3", "%v", err)
	}
	return nil
}

// betting is how Pai Gow takes wagers: main, before no more bets (107),
// within the table's limits.
func (r Rules) betting() game.Betting {
	return game.Betting{
		Limits: r.Limits, Scope: money.PerPosition, Seats: r.Seats, SeatSection: "106", Section: "107",
		Before: "before the dealer announces no more bets", FirstRound: "off",
		Offer: []string{"main"}, Lookup: lookup,
	}
}

// lookup says what a placed Pai Gow wager is.
func lookup(id string) (game.Bet, error) {
	switch id {
	case "main":
		return game.Bet{ID: id, Section: "107"}, nil
	case "bank":
		return game.Bet{}, game.Rulef("116", "the bank wager is the banking seat's cover of every main wager, made when the bets close, not placed")
	}
	return game.Bet{}, game.Rulef("107", "Pai Gow has no wager %q (its wager is main)", id)
}
