// Package war is the game of War, sections 67.33–67.40 of the by-law.
//
// Six or eight decks (67.33); aces high (67.34). Each seat with an initial
// wager (`main`) gets one card face up, then the dealer (67.37). A higher card
// wins even money, a lower one loses (67.38). On equal ranks the player either
// surrenders half of the initial wager or goes to war with an equal additional
// wager (`war`): the dealer burns three cards, deals each seat at war a card in
// seat order, burns three more and takes one (67.39). After a war a higher card
// pays the initial wager 1 to 1 and pushes the war wager; a lower card loses
// both; equal cards pay both 1 to 1. The optional `tie` wager pays 10 to 1 when
// the first cards are of equal rank (67.40).
//
// Table options: decks (6 or 8), min, max, seats, penetration (the stop card,
// section 8 and ruling G6) and first-round-only (section 10).
package war

import (
	"croupier/card"
	"croupier/game"
	"croupier/money"
)

// Pay tables (67.38–67.40).
var (
	payMain = money.To(1, 1) // 67.38(1), 67.39(1), 67.39(3)
	payWar  = money.To(1, 1) // 67.39(3)
	payTie  = money.To(10, 1)
)

// Spec is War's catalog entry; its options are what New accepts.
var Spec = func() game.Spec {
	decks := game.OptionSpec{Name: "decks", Type: game.TypeInt, Default: int64(6), Allowed: []int64{6, 8}, Section: "67.33",
		Doc: "number of 52-card decks in the shoe"}
	seats := game.OptSeats
	seats.Section = "67.35"
	return game.Spec{
		ID:        "war",
		Name:      "War",
		Sections:  "67.33–67.40",
		Available: true,
		Seats:     "the places for wagers on the layout (67.35), option seats",
		Outcome:   game.OutcomeCards,
		Options:   []game.OptionSpec{game.OptMin, game.OptMax, decks, seats, game.OptPenetration, game.OptFirstRound},
		Wagers: []game.WagerSpec{
			{ID: "main", Section: "67.36", Required: true, Pays: "1 to 1", Doc: "the initial wager: higher card wins (67.38)"},
			{ID: "war", Section: "67.39", Decision: true, Rule: money.Rule{Equal: "main"}, Pays: "1 to 1 on a tie after the war, else push or lose",
				Doc: "the additional wager made by going to war, equal to the initial wager"},
			{ID: "tie", Section: "67.40", Pays: "10 to 1", Doc: "supplemental wager that the first cards are of equal rank; needs a main wager"},
		},
		Decisions: []game.DecisionSpec{
			{Act: "war", Section: "67.39", Doc: "on equal first cards, place an equal additional wager and go to war"},
			{Act: "surrender", Section: "67.38(3)", Doc: "on equal first cards, withdraw and lose half the initial wager (rounded as ruling G5)"},
		},
		Dealer: []string{"no-more-bets", "next-round"},
	}
}()

// Game is War's catalog entry with its constructor.
var Game = game.Game{Spec: Spec, New: func(t game.Table, tape *game.Tape) (game.Engine, error) { return New(RulesOf(t), tape) }, Analyze: Analyze, Decide: Decide}

// Rules are a War table's options.
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
	case r.Decks != 6 && r.Decks != 8:
		return game.Rulef("67.33", "War is played with 6 or 8 decks, not %d", r.Decks)
	case r.Seats < 1 || r.Seats > maxSeats:
		return game.Rulef("67.35", "a War layout has 1 to %d places, not %d", maxSeats, r.Seats)
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

// betting is how War takes wagers: main (67.36) and, beside it, tie
// (67.40), on each of the places (67.35), each within the table's limits.
func (r Rules) betting() game.Betting {
	return game.Betting{
		Limits: r.Limits, Seats: r.Seats, SeatSection: "67.35", Section: "67.36",
		Before: "before the first card is dealt", FirstRound: r.FirstRound,
		Offer: []string{"main", "tie"}, Lookup: lookup,
	}
}

// lookup says what a placed War wager is.
func lookup(id string) (game.Bet, error) {
	switch id {
	case "main":
		return game.Bet{ID: id, Section: "67.36"}, nil
	case "tie": // 67.40: made in addition to an initial wager
		return game.Bet{ID: id, Section: "67.40", Needs: "main"}, nil
	case "war":
		return game.Bet{}, game.Rulef("67.39", "the war wager is made by the act \"war\" after equal first cards, not placed")
	}
	return game.Bet{}, game.Rulef("67.36", "War has no wager %q (its wagers are main and tie)", id)
}
