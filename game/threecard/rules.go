// Package threecard is Three Card Poker, sections 67.22–67.32 of the
// by-law.
//
// One or two decks (67.22). Before no more bets a player places an ante, a
// pair plus wager, or both (67.26). Each seat and then the dealer receive
// three cards face down (67.27). A seat with an ante looks at its cards and
// plays, adding a play wager equal to the ante, or folds and loses the ante
// (67.28). The dealer then shows his hand: he opens with queen-high or
// better (67.29); if he does not, antes win 1 to 1 and play wagers push.
// Otherwise the higher hand wins ante and play 1 to 1, the lower loses both,
// identical hands push (67.24, 67.30). A seat that played is paid an ante
// bonus on a straight (1 to 1), three of a kind (4 to 1) or straight flush
// (5 to 1), whatever the dealer holds (67.31); it is part of the ante's
// net. Pair plus pays on the seat's own hand, fold or not (67.32, ruling
// P4). Hands rank by 67.23 (a straight beats a flush; A-2-3 is the lowest
// straight, ruling P3).
//
// Table options: decks (1 or 2), min, max, seats (the places, 67.25) and
// first-round-only (section 10). The cards are shuffled as section 8 and
// ruling G6 say for one or two decks.
package threecard

import (
	"croupier/card"
	"croupier/game"
	"croupier/handeval"
	"croupier/money"
)

// maxSeats bounds the seats option (67.25 fixes no number; the shared
// bound).
const maxSeats = 7

// Pay tables (67.29–67.32), indexed by the hand's category.
var (
	payAnte  = money.To(1, 1)                     // 67.29, 67.30
	payPlay  = money.To(1, 1)                     // 67.30
	payBonus = map[handeval.Category]money.Ratio{ // 67.31, for a seat that played
		handeval.StraightFlush: money.To(5, 1),
		handeval.ThreeOfAKind:  money.To(4, 1),
		handeval.Straight:      money.To(1, 1),
	}
	payPairPlus = map[handeval.Category]money.Ratio{ // 67.32
		handeval.StraightFlush: money.To(40, 1),
		handeval.ThreeOfAKind:  money.To(30, 1),
		handeval.Straight:      money.To(6, 1),
		handeval.Flush:         money.To(4, 1),
		handeval.Pair:          money.To(1, 1),
	}
)

// Spec is Three Card Poker's catalog entry; its options are what New
// accepts.
var Spec = game.Spec{
	ID:        "three-card-poker",
	Name:      "Three Card Poker",
	Sections:  "67.22–67.32",
	Available: true,
	Seats:     "one seat per place on the layout (67.25)",
	Outcome:   game.OutcomeCards,
	Options: []game.OptionSpec{
		game.OptMin,
		game.OptMax,
		{Name: "decks", Type: game.TypeInt, Default: int64(1), Min: game.Int64(1), Max: game.Int64(2), Section: "67.22", Doc: "decks, 1 or 2"},
		func() game.OptionSpec {
			o := game.OptSeats
			o.Section, o.Doc = "67.25", "places on the layout, which are the most players (67.25; the by-law fixes no number)"
			return o
		}(),
		game.OptFirstRound,
	},
	Wagers: []game.WagerSpec{
		{ID: "ante", Section: "67.26, 67.29–67.31", Pays: "1 to 1; ante bonus for a seat that played: straight 1 to 1, three of a kind 4 to 1, straight flush 5 to 1 (67.31)",
			Doc: "the initial wager; either or both of ante and pair-plus"},
		{ID: "pair-plus", Section: "67.26, 67.32", Pays: "straight flush 40 to 1, three of a kind 30 to 1, straight 6 to 1, flush 4 to 1, pair 1 to 1 (67.32)",
			Doc: "a pair or better, whatever the dealer's hand, even on a fold (ruling P4)"},
		{ID: "play", Section: "67.28, 67.29, 67.30", Decision: true, Rule: money.Rule{Equal: "ante"}, Pays: "1 to 1; push when the dealer does not open",
			Doc: "the additional wager, equal to the ante; the dealer opens with queen-high or better"},
	},
	Decisions: []game.DecisionSpec{
		{Act: "play", Section: "67.28", Doc: "place the play wager (a seat with an ante)"},
		{Act: "fold", Section: "67.28", Doc: "lose the ante"},
	},
	Dealer: []string{"no-more-bets", "next-round"},
}

// Game is Three Card Poker's catalog entry with its constructor.
var Game = game.Game{Spec: Spec, New: func(t game.Table, tape *game.Tape) (game.Engine, error) { return New(RulesOf(t), tape) }, Analyze: Analyze, Decide: Decide}

// Rules are a Three Card Poker table's options.
type Rules struct {
	Decks      int
	Limits     money.Limits
	Seats      int
	FirstRound string // section 10: "off", "refuse" or "minimum"
}

// RulesOf reads the rules from checked table options.
func RulesOf(t game.Table) Rules {
	return Rules{Decks: int(t.Int("decks")), Limits: t.Limits(), Seats: int(t.Int("seats")), FirstRound: t.String("first-round-only")}
}

// Validate reports whether the by-law allows r.
func (r Rules) Validate() error {
	switch {
	case r.Decks < 1 || r.Decks > 2:
		return game.Rulef("67.22", "Three Card Poker is played with 1 or 2 decks, not %d", r.Decks)
	case r.Seats < 1 || r.Seats > maxSeats:
		return game.Rulef("67.25", "a Three Card Poker layout has 1 to %d places, not %d", maxSeats, r.Seats)
	}
	if err := game.CheckFirstRound(r.FirstRound); err != nil {
		return err
	}
	if err := r.Limits.Validate(); err != nil {
		return game.Rulef("3", "%v", err)
	}
	return nil
}

// shoe is one or two decks, shuffled as section 8 and ruling G6 say.
func (r Rules) shoe() card.Shoe { return card.NewShoe(card.Standard(r.Decks), r.Decks, card.Policy{}) }

// betting is how Three Card Poker takes wagers: ante, pair plus or both on
// each place (67.25, 67.26), each within the table's limits.
func (r Rules) betting() game.Betting {
	return game.Betting{
		Limits: r.Limits, Seats: r.Seats, SeatSection: "67.25", Section: "67.26",
		Before: "before the dealer announces no more bets", FirstRound: r.FirstRound,
		Offer: []string{"ante", "pair-plus"}, Lookup: lookup,
	}
}

// lookup says what a placed Three Card Poker wager is.
func lookup(id string) (game.Bet, error) {
	switch id {
	case "ante", "pair-plus":
		return game.Bet{ID: id, Section: "67.26"}, nil
	case "play":
		return game.Bet{}, game.Rulef("67.28", "the play wager is made by the act \"play\" after the player has seen his cards, not placed")
	}
	return game.Bet{}, game.Rulef("67.26", "Three Card Poker has no wager %q (its wagers are ante and pair-plus; play is a decision)", id)
}
