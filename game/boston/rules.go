// Package boston is Boston Poker, sections 67.51–67.63 of the by-law.
//
// One or two decks (67.51); up to 7 players (67.52) place an ante and a
// first play of twice the ante, and may add a bonus bet, before no more
// bets (67.56); a seat without both is handed its wagers back at no more
// bets. Each player and then the dealer receive three cards face down
// (67.57). A player makes a second play of twice the ante or folds,
// forfeiting ante and first play (67.58). The bonus pays the player's
// three cards by 67.59's table, fold or not (ruling P4). Two more cards go
// to each player who made the second play, then two to the dealer, who
// takes them even when every player folded (67.60); each hand is then five
// cards (67.54). There is no dealer qualification (ruling P7): a higher
// hand wins both plays at even money and pushes the ante; equal hands push
// everything; a lower hand loses the plays and the ante — unless the hand
// has two pairs of tens or better (ruling P6) or more, when the ante wins
// at 67.63's odds whatever the dealer holds.
//
// Table options: decks (1 or 2), min, max, seats (up to 7) and
// first-round-only (section 10).
//
// Analyze is the exact analysis (croupier math boston-poker): every three
// cards of the player, every two he draws and every five of the dealer's
// from the cards left, of one deck or two (count.go). The 5-card hands
// are valued once and swept in the order of their value, tables counting
// the hands passed that hold each set of up to four cards, so that
// inclusion and exclusion over a player's five cards gives the dealer's
// hands below it and as high without pairing any two hands; the player's
// hands and three-card starts are taken up to the suits. The second play
// or fold is decided per three cards by comparing the exact expected nets,
// and ante, first play and second play are reported as one wager per unit
// of ante; the bonus is on the three cards alone.
package boston

import (
	"croupier/card"
	"croupier/game"
	"croupier/handeval"
	"croupier/money"
)

// maxSeats is the most players at a table (67.52).
const maxSeats = 7

// Pay tables (67.59, 67.62, 67.63), by category.
var (
	payPlay  = money.To(1, 1)                     // 67.62
	payBonus = map[handeval.Category]money.Ratio{ // 67.59, on the 3-card hand
		handeval.StraightFlush: money.To(40, 1),
		handeval.ThreeOfAKind:  money.To(30, 1),
		handeval.Straight:      money.To(6, 1),
		handeval.Flush:         money.To(4, 1),
		handeval.Pair:          money.To(1, 1),
	}
	payAnte = map[handeval.Category]money.Ratio{ // 67.63, on the 5-card hand
		handeval.RoyalFlush:    money.To(1000, 1),
		handeval.StraightFlush: money.To(200, 1),
		handeval.FourOfAKind:   money.To(100, 1),
		handeval.FullHouse:     money.To(25, 1),
		handeval.Flush:         money.To(15, 1),
		handeval.Straight:      money.To(8, 1),
		handeval.ThreeOfAKind:  money.To(5, 1),
		handeval.TwoPairs:      money.To(2, 1), // of tens or better (ruling P6)
	}
)

// Spec is Boston Poker's catalog entry; its options are what New accepts.
var Spec = game.Spec{
	ID:        "boston-poker",
	Name:      "Boston Poker",
	Sections:  "67.51–67.63",
	Available: true,
	Seats:     "up to 7 players (67.52)",
	Outcome:   game.OutcomeCards,
	Options: []game.OptionSpec{
		game.OptMin,
		game.OptMax,
		{Name: "decks", Type: game.TypeInt, Default: int64(1), Min: game.Int64(1), Max: game.Int64(2), Section: "67.51", Doc: "decks, 1 or 2"},
		func() game.OptionSpec {
			o := game.OptSeats
			o.Section, o.Doc = "67.52", "places on the layout; the by-law allows at most 7 players (67.52)"
			return o
		}(),
		game.OptFirstRound,
	},
	Wagers: []game.WagerSpec{
		{ID: "ante", Section: "67.56, 67.62, 67.63", Required: true,
			Pays: "push on a higher hand; two pairs of tens or better and up win by 67.63 (royal flush 1000 to 1 … two pairs 2 to 1) whatever the dealer holds (ruling P7)",
			Doc:  "the initial wager"},
		{ID: "first-play", Section: "67.56, 67.62", Required: true, Rule: money.Rule{Equal: "ante", Times: 2}, Pays: "1 to 1 on a higher hand",
			Doc: "the first additional bet, twice the ante"},
		{ID: "bonus", Section: "67.56, 67.59", Pays: "straight flush 40 to 1, three of a kind 30 to 1, straight 6 to 1, flush 4 to 1, pair 1 to 1 (67.59)",
			Doc: "optional: on the player's three cards, even on a fold (ruling P4)"},
		{ID: "second-play", Section: "67.58, 67.62", Decision: true, Rule: money.Rule{Equal: "ante", Times: 2}, Pays: "1 to 1 on a higher hand",
			Doc: "the second additional bet, twice the ante"},
	},
	Decisions: []game.DecisionSpec{
		{Act: "second-play", Section: "67.58", Doc: "place the second additional bet, twice the ante"},
		{Act: "fold", Section: "67.58", Doc: "forfeit the ante and the first additional bet"},
	},
	Dealer: []string{"no-more-bets", "next-round"},
}

// Game is Boston Poker's catalog entry with its constructor.
var Game = game.Game{Spec: Spec, New: func(t game.Table, tape *game.Tape) (game.Engine, error) { return New(RulesOf(t), tape) }, Analyze: Analyze, Decide: Decide}

// Rules are a Boston Poker table's options.
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
		return game.Rulef("67.51", "Boston Poker is played with 1 or 2 decks, not %d", r.Decks)
	case r.Seats < 1 || r.Seats > maxSeats:
		return game.Rulef("67.52", "a Boston Poker table has at most %d players, not %d places", maxSeats, r.Seats)
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

// betting is how Boston Poker takes wagers: the ante, a first play of
// twice it, and the bonus (67.56), each within the table's limits.
func (r Rules) betting() game.Betting {
	return game.Betting{
		Limits: r.Limits, Seats: r.Seats, SeatSection: "67.52", Section: "67.56",
		Before: "before the dealer announces no more bets", FirstRound: r.FirstRound,
		Offer: []string{"ante", "first-play", "bonus"}, Lookup: lookup,
	}
}

// lookup says what a placed Boston Poker wager is.
func lookup(id string) (game.Bet, error) {
	switch id {
	case "ante":
		return game.Bet{ID: id, Section: "67.56"}, nil
	case "first-play":
		return game.Bet{ID: id, Section: "67.56", Needs: "ante", Rule: money.Rule{Equal: "ante", Times: 2}}, nil
	case "bonus":
		return game.Bet{ID: id, Section: "67.56", Needs: "ante"}, nil
	case "second-play":
		return game.Bet{}, game.Rulef("67.58", "the second additional bet is made by the act \"second-play\" after the player has seen his cards, not placed")
	}
	return game.Bet{}, game.Rulef("67.56", "Boston Poker has no wager %q (its wagers are ante, first-play and bonus; second-play is a decision)", id)
}
