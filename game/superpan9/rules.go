// Package superpan9 is Super Pan 9, sections 54–62 of the by-law.
//
// Eight decks without their 7s, 8s, 9s and 10s (54, 288 cards); cards count
// their face, pictures 0 and aces 1, and a hand counts the units digit of
// its total. Up to 7 players (55) wager main before the first card (56).
// Each player and the dealer receive three cards in turn, face down (59):
// three passes over the seats, the dealer last in each. Each player in turn
// stands or hits one more card (60, ruling SP1); the dealer hits on 5 or
// less and stands on 6 or more. Once every player has played, the dealer
// turns the cards face up (61). A hand higher than the bank's wins 1 to 1
// less a 5% commission on the next multiple of $10 of the wager (57, 58); a
// lower one loses; equal ones push.
//
// A player may be the bank (62, which applies 53): the dealer banks the
// first round; after it the dealer may offer the bank to a player, who
// cannot bank two rounds running and must have wagered in the last round
// the dealer banked. A banking seat places no main wager: its hand, played
// last, is the bank's; its "bank" wager covers every main wager on the
// table (53: it must be able to pay them all) and settles the other way
// round, paying 5% on the next multiple of $10 of its net win for the round
// (ruling PG3, which Croupier reads for 62 too). The dealer's hand is then
// dealt and played but not wagered. The dealer offers the bank with the
// step that starts the round: {"dealer": "next-round", "bank": 3}; the
// table option bank-seat names the bank of a script's first round (a
// recorded round replayed alone).
//
// Table options: min, max (per hand, section 9), decks (8), seats (up to
// 7), penetration (section 8), first-round-only (section 10), bank-seat.
package superpan9

import (
	"croupier/card"
	"croupier/game"
	"croupier/money"
)

// maxSeats is the most players at a table (55).
const maxSeats = 7

var payMain = money.To(1, 1) // 58

// Spec is Super Pan 9's catalog entry; its options are what New accepts.
var Spec = game.Spec{
	ID:        "super-pan-9",
	Name:      "Super Pan 9",
	Sections:  "54–62",
	Available: true,
	Seats:     "up to 7 players (55)",
	Outcome:   game.OutcomeCards,
	Options: []game.OptionSpec{
		game.OptMin,
		game.OptMax,
		{Name: "decks", Type: game.TypeInt, Default: int64(8), Allowed: []int64{8}, Section: "54",
			Doc: "8 decks with the 7s, 8s, 9s and 10s removed"},
		func() game.OptionSpec {
			o := game.OptSeats
			o.Section, o.Doc = "55", "places on the layout; the by-law allows at most 7 players (55)"
			return o
		}(),
		game.OptPenetration,
		game.OptFirstRound,
		{Name: "bank-seat", Type: game.TypeInt, Default: int64(0), Min: game.Int64(0), Max: game.Int64(maxSeats), Section: "62, 53",
			Doc: "0: the dealer banks; otherwise the seat that banks the script's first round (later rounds: next-round's \"bank\")"},
	},
	Wagers: []game.WagerSpec{
		{ID: "main", Section: "56–58", Required: true, Pays: "1 to 1, commission 5% on the next multiple of $10 (58)", Doc: "the player's hand against the bank's"},
		{ID: "bank", Section: "62, 53", Decision: true, Pays: "the other way round; 5% on the next multiple of $10 of the net win (ruling PG3)",
			Doc: "a banking seat covers every main wager on the table"},
	},
	Decisions: []game.DecisionSpec{
		{Act: "hit", Section: "60", Doc: "take one more card (ruling SP1)"},
		{Act: "stand", Section: "60", Doc: "take no card"},
	},
	Dealer: []string{"no-more-bets", "next-round"},
	Notes:  "next-round may name the seat that banks the new round: {\"dealer\": \"next-round\", \"bank\": 3} (62, 53).",
}

// Game is Super Pan 9's catalog entry with its constructor.
var Game = game.Game{Spec: Spec, New: func(t game.Table, tape *game.Tape) (game.Engine, error) { return New(RulesOf(t), tape) }, Analyze: Analyze, Decide: Decide}

// Rules are a Super Pan 9 table's options.
type Rules struct {
	Limits      money.Limits
	Seats       int
	Penetration float64
	FirstRound  string // section 10: "off", "refuse" or "minimum"
	BankSeat    int    // the seat that banks the first round; 0 the dealer
}

// RulesOf reads the rules from checked table options.
func RulesOf(t game.Table) Rules {
	return Rules{
		Limits:      t.Limits(),
		Seats:       int(t.Int("seats")),
		Penetration: t.Fraction("penetration"),
		FirstRound:  t.String("first-round-only"),
		BankSeat:    int(t.Int("bank-seat")),
	}
}

// Validate reports whether the by-law allows r.
func (r Rules) Validate() error {
	switch {
	case r.Seats < 1 || r.Seats > maxSeats:
		return game.Rulef("55", "a Super Pan 9 table has at most %d players, not %d places", maxSeats, r.Seats)
	case r.BankSeat < 0 || r.BankSeat > r.Seats:
		return game.Rulef("62", "bank-seat is 0 (the dealer) or a seat from 1 to %d, not %d", r.Seats, r.BankSeat)
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

// shoe is 54's eight decks without the 7s to 10s, with a stop card.
func (r Rules) shoe() card.Shoe {
	return card.NewShoe(card.SuperPan9(), 8, card.Policy{Penetration: r.Penetration})
}

// betting is how Super Pan 9 takes wagers: main, before the first card
// (56), within the table's limits per hand (9), on each of the places (55).
func (r Rules) betting() game.Betting {
	return game.Betting{
		Limits: r.Limits, Scope: money.PerHand, Seats: r.Seats, SeatSection: "55", Section: "56",
		Before: "before the first card is dealt", FirstRound: r.FirstRound,
		Offer: []string{"main"}, Lookup: lookup,
	}
}

// lookup says what a placed Super Pan 9 wager is.
func lookup(id string) (game.Bet, error) {
	switch id {
	case "main":
		return game.Bet{ID: id, Section: "56"}, nil
	case "bank":
		return game.Bet{}, game.Rulef("53", "the bank wager is the banking seat's cover of every main wager, made when the bets close, not placed")
	}
	return game.Bet{}, game.Rulef("56", "Super Pan 9 has no wager %q (its wager is main)", id)
}
