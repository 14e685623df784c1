// Package baccarat is Baccarat, sections 27–37 of the by-law.
//
// Six to eight decks (27); tens and pictures count 0, aces 1, the others
// their face, and a hand's point count is the units digit of its total. Each
// seat is one betting box (29) on which, before the first card (30), a
// player wagers on the Player's hand, the Banker's hand or a Tie. The first
// and third cards are Player's, the second and fourth Banker's; a total of 8
// or 9 on two cards is a natural and ends the deal; otherwise each hand
// draws by the tableau of section 37. The higher point count wins 1 to 1
// (32, 33, 35); a tie pays 8 to 1 and pushes the Player and Banker wagers
// (34, 36). A winning Banker wager pays a 5% commission on the next
// multiple of $10 of the wager (31, 35; ruling BA1: put up with the wager,
// collected only when Banker wins).
//
// Table options: decks, min, max (per betting position, section 9), seats
// (the betting boxes, 28), penetration (section 8), first-round-only
// (section 10) and style: Midi-Baccarat, where only the dealer handles the
// cards, or Grand Baccarat, where a player may deal (28): its deal records
// who dealt, the dealer step {"dealer": "no-more-bets", "by": seat}.
package baccarat

import (
	"croupier/card"
	"croupier/game"
	"croupier/money"
)

// Pay table (32–36).
var (
	payPlayer = money.To(1, 1) // 33, 35
	payBanker = money.To(1, 1) // 32, 35; commission 31
	payTie    = money.To(8, 1) // 34, 36
)

// Spec is Baccarat's catalog entry; its options are what New accepts.
var Spec = game.Spec{
	ID:        "baccarat",
	Name:      "Baccarat",
	Sections:  "27–37",
	Available: true,
	Seats:     "one seat per betting box on the layout (28, 29)",
	Outcome:   game.OutcomeCards,
	Options: []game.OptionSpec{
		game.OptMin,
		game.OptMax,
		{Name: "decks", Type: game.TypeInt, Default: int64(8), Min: game.Int64(6), Max: game.Int64(8), Section: "27", Doc: "decks in the shoe, 6 to 8"},
		func() game.OptionSpec {
			o := game.OptSeats
			o.Section, o.Doc = "28", "places on the layout, which are the most players (28; the by-law fixes no number)"
			return o
		}(),
		game.OptPenetration,
		game.OptFirstRound,
		{Name: "style", Type: game.TypeEnum, Default: "midi", Values: []string{"midi", "grand"}, Section: "28",
			Doc: "Midi-Baccarat (only the dealer handles the cards) or Grand Baccarat (the players may deal); no effect on settlement"},
	},
	Wagers: []game.WagerSpec{
		{ID: "player", Section: "33, 35", Pays: "1 to 1; pushes on a tie (36)", Doc: "the Player's Hand has the higher point count"},
		{ID: "banker", Section: "31, 32, 35", Pays: "1 to 1, commission 5% on the next multiple of $10 (31); pushes on a tie (36)",
			Doc: "the Banker's Hand has the higher point count; the commission is collected only when Banker wins (ruling BA1)"},
		{ID: "tie", Section: "34, 36", Pays: "8 to 1", Doc: "the two hands have the same point count"},
	},
	Decisions: []game.DecisionSpec{},
	Dealer:    []string{"no-more-bets", "next-round"},
	Notes:     "At Grand Baccarat the no-more-bets step may name the seat that deals the cards: {\"dealer\": \"no-more-bets\", \"by\": 3} (28).",
}

// Game is Baccarat's catalog entry with its constructor.
var Game = game.Game{Spec: Spec, New: func(t game.Table, tape *game.Tape) (game.Engine, error) { return New(RulesOf(t), tape) }, Analyze: Analyze, Sample: Sample}

// Styles of table (28).
const (
	Midi  = "midi"
	Grand = "grand"
)

// maxSeats bounds the seats option (28 fixes no number; the shared bound).
const maxSeats = 7

// Rules are a Baccarat table's options.
type Rules struct {
	Decks       int
	Limits      money.Limits
	Seats       int
	Penetration float64
	FirstRound  string // section 10: "off", "refuse" or "minimum"
	Style       string // Midi or Grand (28)
}

// RulesOf reads the rules from checked table options.
func RulesOf(t game.Table) Rules {
	return Rules{
		Decks:       int(t.Int("decks")),
		Limits:      t.Limits(),
		Seats:       int(t.Int("seats")),
		Penetration: t.Fraction("penetration"),
		FirstRound:  t.String("first-round-only"),
		Style:       t.String("style"),
	}
}

// Validate reports whether the by-law allows r.
func (r Rules) Validate() error {
	switch {
	case r.Decks < 6 || r.Decks > 8:
		return game.Rulef("27", "Baccarat is played with 6 to 8 decks, not %d", r.Decks)
	case r.Seats < 1 || r.Seats > maxSeats:
		return game.Rulef("28", "a Baccarat layout has 1 to %d betting boxes, not %d", maxSeats, r.Seats)
	case r.Style != Midi && r.Style != Grand:
		return game.Rulef("28", "Baccarat is Midi-Baccarat or Grand Baccarat, not %q", r.Style)
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

// position is the group the maximum applies to at Baccarat: the betting
// position (9).
const position = "betting position (player, banker and tie)"

// betting is how Baccarat takes wagers: player, banker and tie on each
// betting box (29), before the first card (30), the maximum per betting
// position (9).
func (r Rules) betting() game.Betting {
	return game.Betting{
		Limits: r.Limits, Scope: money.PerPosition, Seats: r.Seats, SeatSection: "29", Section: "29", Closes: "30",
		Before: "before the first card is dealt", GroupSection: "9", FirstRound: r.FirstRound,
		Offer: []string{"player", "banker", "tie"}, Lookup: lookup,
	}
}

// lookup says what a Baccarat wager is.
func lookup(id string) (game.Bet, error) {
	switch id {
	case "player":
		return game.Bet{ID: id, Section: "33", Group: position}, nil
	case "banker":
		return game.Bet{ID: id, Section: "32", Group: position}, nil
	case "tie":
		return game.Bet{ID: id, Section: "34", Group: position}, nil
	}
	return game.Bet{}, game.Rulef("29", "Baccarat has no wager %q (its wagers are player, banker and tie)", id)
}
