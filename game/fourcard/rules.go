// Package fourcard is 4-Card Poker, sections 67.64–67.74 of the by-law.
//
// One or two decks (67.64); up to 7 players (67.67) place an ante, an Aces
// Up bet, or both (67.68). Each player receives five cards face down, then
// the dealer six, the sixth face up (67.69). A player with an ante plays,
// adding a bet of one to three times the ante, or folds and forfeits the
// ante (67.70). Each hand is the best four of its cards (67.71, 67.72;
// 67.65 ranks them, three of a kind above a flush); a player's hand equal to
// or higher than the dealer's wins ante and play at even money, a lower one
// loses both (67.72) — no qualification, ties to the player. A player who
// played with four of a kind, a straight flush or three of a kind has his
// ante win and paid a bonus too, whatever the dealer holds (67.73). Aces Up
// pays on the player's own hand, fold or not (67.74, ruling P4). Cards
// outside the best four never break a tie (ruling P10).
//
// Table options: decks (1 or 2), min, max, seats (up to 7),
// first-round-only (section 10) and aces-up-table. The cards are shuffled
// as section 8 and ruling G6 say for one or two decks.
//
// Analyze is the game's exact analysis: every hand of the player with
// every up card of the dealer and every five other cards of his, 2,598,960
// × 47 × 1,370,754 deals with one deck, counted without pairing hands —
// the dealer's six-card hands swept once in the order of their best four,
// tables of the hands passed holding each multiset of up to five cards,
// and inclusion and exclusion over the player's cards (count.go). It
// derives the fold or the play of 1 or 3 times the ante that returns the
// most for each hand and up card, and reports the ante with its play and
// bonus, and Aces Up.
package fourcard

import (
	"math/bits"

	"croupier/card"
	"croupier/game"
	"croupier/handeval"
	"croupier/money"
)

// maxSeats is the most players at a table (67.67).
const maxSeats = 7

// Pay tables (67.72–67.74), indexed by the 4-card hand's category.
var (
	payAnte  = money.To(1, 1)                     // 67.72
	payPlay  = money.To(1, 1)                     // 67.72
	payBonus = map[handeval.Category]money.Ratio{ // 67.73, for a seat that played
		handeval.FourOfAKind:   money.To(25, 1),
		handeval.StraightFlush: money.To(20, 1),
		handeval.ThreeOfAKind:  money.To(2, 1),
	}
	// payAcesUp is Aces Up's table by the option aces-up-table; a pair
	// pays only if of aces.
	payAcesUp = map[string]map[handeval.Category]money.Ratio{
		ByLaw: { // 67.74, as printed
			handeval.FourOfAKind:   money.To(50, 1),
			handeval.StraightFlush: money.To(30, 1),
			handeval.ThreeOfAKind:  money.To(7, 1),
			handeval.Flush:         money.To(5, 1),
			handeval.Straight:      money.To(4, 1),
			handeval.TwoPairs:      money.To(2, 1),
			handeval.Pair:          money.To(1, 1),
		},
		Industry: { // the table casinos commonly post (the game's maker's standard)
			handeval.FourOfAKind:   money.To(50, 1),
			handeval.StraightFlush: money.To(40, 1),
			handeval.ThreeOfAKind:  money.To(8, 1),
			handeval.Flush:         money.To(5, 1),
			handeval.Straight:      money.To(4, 1),
			handeval.TwoPairs:      money.To(3, 1),
			handeval.Pair:          money.To(1, 1),
		},
	}
)

// The values of the option aces-up-table: the by-law's table of 67.74 (the
// default) or the industry's.
const (
	ByLaw    = "by-law"
	Industry = "industry"
)

// cardsEach and dealerCards are what 67.69 deals.
const (
	cardsEach   = 5
	dealerCards = 6
)

// Spec is 4-Card Poker's catalog entry; its options are what New accepts.
var Spec = game.Spec{
	ID:        "four-card-poker",
	Name:      "Four Card Poker",
	Sections:  "67.64–67.74",
	Available: true,
	Seats:     "up to 7 players (67.67)",
	Outcome:   game.OutcomeCards,
	Options: []game.OptionSpec{
		game.OptMin,
		game.OptMax,
		{Name: "decks", Type: game.TypeInt, Default: int64(1), Min: game.Int64(1), Max: game.Int64(2), Section: "67.64", Doc: "decks, 1 or 2"},
		func() game.OptionSpec {
			o := game.OptSeats
			o.Section, o.Doc = "67.67", "places on the layout; the by-law allows at most 7 players (67.67)"
			return o
		}(),
		game.OptFirstRound,
		{Name: "aces-up-table", Type: game.TypeEnum, Default: ByLaw, Values: []string{ByLaw, Industry}, Section: "67.74",
			Doc: "Aces Up's pay table: the by-law's as printed (the default), or the industry's 50, 40, 8, 5, 4, 3 and 1 to 1 (straight flush 40, three of a kind 8, two pairs 3)"},
	},
	Wagers: []game.WagerSpec{
		{ID: "ante", Section: "67.68, 67.72, 67.73", Pays: "1 to 1; for a seat that played, the ante also wins and is paid three of a kind 2 to 1, straight flush 20 to 1, four of a kind 25 to 1 (67.73)",
			Doc: "the initial wager; either or both of ante and aces-up; wins when equal to or higher than the dealer's hand"},
		{ID: "aces-up", Section: "67.68, 67.74", Pays: "four of a kind 50 to 1, straight flush 30 to 1, three of a kind 7 to 1, flush 5 to 1, straight 4 to 1, two pairs 2 to 1, pair of aces 1 to 1 (67.74, the by-law's table); with aces-up-table industry: 50, 40, 8, 5, 4, 3 and 1 to 1",
			Doc: "a pair of aces or better, whatever the dealer's hand, even on a fold (ruling P4)"},
		{ID: "play", Section: "67.70, 67.72", Decision: true, Pays: "1 to 1", Doc: "the additional wager, 1 to 3 times the ante"},
	},
	Decisions: []game.DecisionSpec{
		{Act: "play", Section: "67.70", Args: []string{"amount"}, Doc: "place the play wager of amount, 1 to 3 times the ante"},
		{Act: "fold", Section: "67.70", Doc: "forfeit the ante"},
	},
	Dealer: []string{"no-more-bets", "next-round"},
}

// Game is 4-Card Poker's catalog entry with its constructor.
var Game = game.Game{Spec: Spec, New: func(t game.Table, tape *game.Tape) (game.Engine, error) { return New(RulesOf(t), tape) }, Analyze: Analyze, Decide: Decide}

// Rules are a 4-Card Poker table's options.
type Rules struct {
	Decks      int
	Limits     money.Limits
	Seats      int
	FirstRound string // section 10: "off", "refuse" or "minimum"
	AcesUp     string // 67.74's table: ByLaw (the default) or Industry
}

// RulesOf reads the rules from checked table options.
func RulesOf(t game.Table) Rules {
	return Rules{Decks: int(t.Int("decks")), Limits: t.Limits(), Seats: int(t.Int("seats")), FirstRound: t.String("first-round-only"),
		AcesUp: t.String("aces-up-table")}
}

// Validate reports whether the by-law allows r.
func (r Rules) Validate() error {
	switch {
	case r.Decks < 1 || r.Decks > 2:
		return game.Rulef("67.64", "4-Card Poker is played with 1 or 2 decks, not %d", r.Decks)
	case r.Seats < 1 || r.Seats > maxSeats:
		return game.Rulef("67.67", "a 4-Card Poker table has at most %d players, not %d places", maxSeats, r.Seats)
	case payAcesUp[r.AcesUp] == nil:
		return game.Rulef("67.74", "aces-up-table is %q or %q, not %q", ByLaw, Industry, r.AcesUp)
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

// betting is how 4-Card Poker takes wagers: ante, Aces Up or both (67.68),
// each within the table's limits.
func (r Rules) betting() game.Betting {
	return game.Betting{
		Limits: r.Limits, Seats: r.Seats, SeatSection: "67.67", Section: "67.68",
		Before: "before the dealer announces no more bets", FirstRound: r.FirstRound,
		Offer: []string{"ante", "aces-up"}, Lookup: lookup,
	}
}

// lookup says what a placed 4-Card Poker wager is.
func lookup(id string) (game.Bet, error) {
	switch id {
	case "ante", "aces-up":
		return game.Bet{ID: id, Section: "67.68"}, nil
	case "play":
		return game.Bet{}, game.Rulef("67.70", "the additional bet is made by the act \"play\" after the player has seen his cards, not placed")
	}
	return game.Bet{}, game.Rulef("67.68", "4-Card Poker has no wager %q (its wagers are ante and aces-up; play is a decision)", id)
}

// best returns the best 4-card hand among cards (67.71, 67.72; ruling
// P10): every choice of four, the highest value.
func best(cards []card.Card) handeval.Value {
	var top handeval.Value
	four := make([]card.Card, 0, 4)
	for mask := range 1 << len(cards) {
		if bits.OnesCount(uint(mask)) != 4 {
			continue
		}
		four = four[:0]
		for i, c := range cards {
			if mask&(1<<i) != 0 {
				four = append(four, c)
			}
		}
		top = max(top, handeval.Four(four))
	}
	return top
}
