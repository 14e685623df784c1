// Package threefiveseven is 3-5-7 Poker, sections 67.41–67.50 of the
// by-law.
//
// One or two decks (67.41); up to 7 players (67.42) each place a bet on
// their 3-card hand and one on their 5-card hand, and may add one on their
// 7-card hand, before no more bets (67.45); a seat without both required
// bets is handed its wagers back at no more bets. Each player in turn, then
// the dealer, receives a block of cards face down: three to each player,
// four to the dealer (67.46). Having seen his cards, each player with a
// 7-card bet may withdraw it, in seat order, before the dealer shows any of
// his cards, forfeiting half of it (67.47; the half given back rounds down
// to the cent, ruling G5); keeping it is the default. Then the dealer turns
// up each player's three cards and settles the 3-card bets on them (67.48;
// 67.43 ranks them, and an ace completes A-2-3, 67.41); turns up two of his
// four cards, which complete each player's 5-card hand (67.49); and turns
// up the other two: each player's 7-card hand is his three and the
// dealer's four, the best five of the seven counting (67.50; ruling P10).
// 67.44 ranks the 5- and 7-card hands; A-2-3-4-5 is a straight as well as
// a straight flush (ruling P5). The bets are paid by the pay tables alone,
// never against the dealer's hand: the 3-card bet from a pair up, the
// 5-card from a pair of sixes, the 7-card from two pairs whose higher pair
// is tens or better (ruling P6); anything less loses. With two decks a hand
// may hold a card twice; five of a rank count as four of a kind (ruling
// P11).
//
// Table options: decks (1 or 2), min, max (each bet on its own), seats
// (up to 7) and first-round-only (section 10). The cards are shuffled as
// section 8 and ruling G6 say for one or two decks.
//
// Analyze is the exact analysis: every 3-card hand of the player, counted
// once per kind up to the suits, with every four cards of the dealer, and
// every five cards for the 5-card bet, valued by the engine's ranking and
// pay tables. The dealer's four cards are counted by their ranks, whose
// value decides every hand but those with five cards of a suit, which are
// dealt one by one. The 7-card bet is withdrawn (67.47) where keeping it
// returns less than half of it: with one deck, 2-3-7, 2-3-8, 2-3-9 and 2-4-9
// of three suits; with two, never.
package threefiveseven

import (
	"croupier/card"
	"croupier/game"
	"croupier/handeval"
	"croupier/money"
)

// maxSeats is the most players at a table (67.42).
const maxSeats = 7

// A table is one of the pay tables of 67.48–67.50: the odds of each winning
// combination, and the lowest hand of its lowest line where that line
// names one (least; nil when every hand of the combination wins).
type table struct {
	section string
	pays    map[handeval.Category]money.Ratio
	least   func(handeval.Value) bool
}

// The pay tables, as the by-law prints them ("Bets / Payout odds"). A hand
// below a table's lowest line loses the bet.
var (
	threeCard = table{section: "67.48", pays: map[handeval.Category]money.Ratio{
		handeval.StraightFlush: money.To(40, 1), // 67.48: straight flush 40 to 1
		handeval.ThreeOfAKind:  money.To(25, 1), // 67.48: three-of-a-kind 25 to 1
		handeval.Straight:      money.To(6, 1),  // 67.48: straight 6 to 1
		handeval.Flush:         money.To(4, 1),  // 67.48: flush 4 to 1
		handeval.Pair:          money.To(1, 1),  // 67.48: pair 1 to 1
	}}
	fiveCard = table{section: "67.49", pays: map[handeval.Category]money.Ratio{
		handeval.RoyalFlush:    money.To(500, 1), // 67.49: royal flush 500 to 1
		handeval.StraightFlush: money.To(100, 1), // 67.49: straight flush 100 to 1
		handeval.FourOfAKind:   money.To(40, 1),  // 67.49: four-of-a-kind 40 to 1
		handeval.FullHouse:     money.To(12, 1),  // 67.49: full house 12 to 1
		handeval.Flush:         money.To(9, 1),   // 67.49: flush 9 to 1
		handeval.Straight:      money.To(6, 1),   // 67.49: straight 6 to 1
		handeval.ThreeOfAKind:  money.To(4, 1),   // 67.49: three-of-a-kind 4 to 1
		handeval.TwoPairs:      money.To(3, 1),   // 67.49: two pairs 3 to 1
		handeval.Pair:          money.To(1, 1),   // 67.49: pair of sixes or better 1 to 1
	}, least: handeval.PairOfSixesOrBetter}
	sevenCard = table{section: "67.50", pays: map[handeval.Category]money.Ratio{
		handeval.RoyalFlush:    money.To(100, 1), // 67.50: royal flush 100 to 1
		handeval.StraightFlush: money.To(20, 1),  // 67.50: straight flush 20 to 1
		handeval.FourOfAKind:   money.To(7, 1),   // 67.50: four-of-a-kind 7 to 1
		handeval.FullHouse:     money.To(5, 1),   // 67.50: full house 5 to 1
		handeval.Flush:         money.To(4, 1),   // 67.50: flush 4 to 1
		handeval.Straight:      money.To(3, 1),   // 67.50: straight 3 to 1
		handeval.ThreeOfAKind:  money.To(2, 1),   // 67.50: three-of-a-kind 2 to 1
		handeval.TwoPairs:      money.To(1, 1),   // 67.50: two pairs of tens or better 1 to 1 (ruling P6)
	}, least: handeval.TwoPairsOfTensOrBetter}
)

// pay returns the odds t pays on hand v, and reports whether v wins.
func (t table) pay(v handeval.Value) (money.Ratio, bool) {
	r, ok := t.pays[v.Category()]
	if !ok || (t.least != nil && !t.least(v)) {
		return money.Ratio{}, false
	}
	return r, true
}

// Spec is 3-5-7 Poker's catalog entry; its options are what New accepts.
var Spec = game.Spec{
	ID:        "three-five-seven-poker",
	Name:      "3-5-7 Poker",
	Sections:  "67.41–67.50",
	Available: true,
	Seats:     "up to 7 players (67.42)",
	Outcome:   game.OutcomeCards,
	Options: []game.OptionSpec{
		game.OptMin,
		game.OptMax,
		{Name: "decks", Type: game.TypeInt, Default: int64(1), Min: game.Int64(1), Max: game.Int64(2), Section: "67.41", Doc: "decks, 1 or 2"},
		func() game.OptionSpec {
			o := game.OptSeats
			o.Section, o.Doc = "67.42", "places on the layout; the by-law allows at most 7 players (67.42)"
			return o
		}(),
		game.OptFirstRound,
	},
	Wagers: []game.WagerSpec{
		{ID: "three-card", Section: "67.45, 67.48", Required: true,
			Pays: "straight flush 40 to 1, three of a kind 25 to 1, straight 6 to 1, flush 4 to 1, pair 1 to 1 (67.48)",
			Doc:  "the player's 3 cards: a pair or better; required with five-card"},
		{ID: "five-card", Section: "67.45, 67.49", Required: true,
			Pays: "royal flush 500 to 1, straight flush 100 to 1, four of a kind 40 to 1, full house 12 to 1, flush 9 to 1, straight 6 to 1, three of a kind 4 to 1, two pairs 3 to 1, pair of sixes or better 1 to 1 (67.49)",
			Doc:  "the player's 3 cards and the dealer's first 2: a pair of sixes or better; required with three-card"},
		{ID: "seven-card", Section: "67.45, 67.47, 67.50",
			Pays: "royal flush 100 to 1, straight flush 20 to 1, four of a kind 7 to 1, full house 5 to 1, flush 4 to 1, straight 3 to 1, three of a kind 2 to 1, two pairs of tens or better 1 to 1 (67.50, ruling P6)",
			Doc:  "optional: the best 5 of the player's 3 cards and the dealer's 4; may be withdrawn for half of it (67.47)"},
	},
	Decisions: []game.DecisionSpec{
		{Act: "withdraw-seven", Section: "67.47", Doc: "withdraw seven-card before the dealer shows his cards, forfeiting half of it (the half given back rounds down to the cent, ruling G5)"},
		{Act: "keep", Section: "67.47", Default: true, Doc: "keep seven-card (the default)"},
	},
	Dealer: []string{"no-more-bets", "next-round"},
	Notes:  "Pay tables only (67.48–67.50): no hand is compared with the dealer's.",
}

// Game is 3-5-7 Poker's catalog entry with its constructor.
var Game = game.Game{Spec: Spec, New: func(t game.Table, tape *game.Tape) (game.Engine, error) { return New(RulesOf(t), tape) }, Analyze: Analyze, Decide: Decide}

// Rules are a 3-5-7 Poker table's options.
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
		return game.Rulef("67.41", "3-5-7 Poker is played with 1 or 2 decks, not %d", r.Decks)
	case r.Seats < 1 || r.Seats > maxSeats:
		return game.Rulef("67.42", "a 3-5-7 Poker table has at most %d players, not %d places", maxSeats, r.Seats)
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

// betting is how 3-5-7 Poker takes wagers: the 3-card and 5-card bets and
// the optional 7-card bet (67.45), each within the table's limits.
func (r Rules) betting() game.Betting {
	return game.Betting{
		Limits: r.Limits, Seats: r.Seats, SeatSection: "67.42", Section: "67.45",
		Before: "before the dealer announces no more bets", FirstRound: r.FirstRound,
		Offer: []string{"three-card", "five-card", "seven-card"}, Lookup: lookup,
	}
}

// lookup says what a placed 3-5-7 Poker wager is.
func lookup(id string) (game.Bet, error) {
	switch id {
	case "three-card", "five-card", "seven-card":
		return game.Bet{ID: id, Section: "67.45"}, nil
	}
	return game.Bet{}, game.Rulef("67.45", "3-5-7 Poker has no wager %q (its wagers are three-card, five-card and seven-card)", id)
}
