// Package crazyfour is Crazy Four Poker, sections 67.75–67.87 of the
// by-law.
//
// One or two decks (67.75); up to 7 players (67.78) place an ante and an
// equal Super Bonus bet, and where offered a Queens Up bet, before no more
// bets (67.79, 67.87); a seat without both is handed its wagers back at no
// more bets. Each player and then the dealer receive five cards face down
// (67.80). A player plays, adding a bet equal to the ante — or up to three
// times it with a pair of aces or better in his best four (67.81, ruling
// P8) — or folds and forfeits the ante and the Super Bonus. The dealer
// opens with king-high or better in his best four (67.82); if he does not,
// the play bet wins 1 to 1 and the ante and Super Bonus push. If he opens,
// the higher best four wins ante and play at even money, the lower loses
// them, equal hands push (67.83, 67.84). A seat that played with a straight
// or better is paid the Super Bonus table whatever the dealer holds (67.85,
// ruling P9: as printed, flush 3 to 1 above three of a kind's 2 to 1);
// otherwise the Super Bonus pushes when the seat's hand is equal to or
// higher than the dealer's and loses when lower (67.86). Queens Up pays a
// pair of queens or better on the player's own hand, fold or not (67.87,
// ruling P4). Cards outside the best four never break a tie (P10).
//
// Table options: decks (1 or 2), min, max, seats (up to 7),
// first-round-only (section 10), queens-up, super-bonus-table.
//
// Analyze is the game's exact analysis: every hand of the player against
// every hand of the dealer from the cards left, 2,598,960 × 1,533,939
// deals with one deck, counted without pairing hands — the dealer's hands
// swept once in the order of their best four, tables of the hands passed
// holding each multiset of up to four cards, and inclusion and exclusion
// over the player's cards (count.go). It derives the fold, or the play of
// the ante or three times it, that returns the most for each hand, and
// reports ante, Super Bonus and play together, and Queens Up.
package crazyfour

import (
	"math/bits"

	"croupier/card"
	"croupier/game"
	"croupier/handeval"
	"croupier/money"
)

// maxSeats is the most players at a table (67.78).
const maxSeats = 7

// Pay tables (67.82–67.87), by the best four's category.
var (
	payEven     = money.To(1, 1) // 67.82, 67.84
	payFourAces = money.To(200, 1)
	// paySuperBonus is the Super Bonus table by the option
	// super-bonus-table (four aces pay payFourAces in both).
	paySuperBonus = map[string]map[handeval.Category]money.Ratio{
		ByLaw: { // 67.85, as printed (ruling P9)
			handeval.FourOfAKind:   money.To(30, 1),
			handeval.StraightFlush: money.To(15, 1),
			handeval.ThreeOfAKind:  money.To(2, 1),
			handeval.Flush:         money.To(3, 1),
			handeval.Straight:      money.To(1, 1),
		},
		Industry: { // the table casinos commonly post: a flush 3 to 2
			handeval.FourOfAKind:   money.To(30, 1),
			handeval.StraightFlush: money.To(15, 1),
			handeval.ThreeOfAKind:  money.To(2, 1),
			handeval.Flush:         money.To(3, 2),
			handeval.Straight:      money.To(1, 1),
		},
	}
	payQueensUp = map[handeval.Category]money.Ratio{ // 67.87; a pair pays only if queens or better
		handeval.FourOfAKind:   money.To(50, 1),
		handeval.StraightFlush: money.To(30, 1),
		handeval.ThreeOfAKind:  money.To(7, 1),
		handeval.Flush:         money.To(4, 1),
		handeval.Straight:      money.To(3, 1),
		handeval.TwoPairs:      money.To(2, 1),
		handeval.Pair:          money.To(1, 1),
	}
)

// cardsEach and dealerCards are what 67.80 deals.
const (
	cardsEach   = 5
	dealerCards = 5
)

// Spec is Crazy Four Poker's catalog entry; its options are what New
// accepts.
var Spec = game.Spec{
	ID:        "crazy-four-poker",
	Name:      "Crazy Four Poker",
	Sections:  "67.75–67.87",
	Available: true,
	Seats:     "up to 7 players (67.78)",
	Outcome:   game.OutcomeCards,
	Options: []game.OptionSpec{
		game.OptMin,
		game.OptMax,
		{Name: "decks", Type: game.TypeInt, Default: int64(1), Min: game.Int64(1), Max: game.Int64(2), Section: "67.75", Doc: "decks, 1 or 2"},
		func() game.OptionSpec {
			o := game.OptSeats
			o.Section, o.Doc = "67.78", "places on the layout; the by-law allows at most 7 players (67.78)"
			return o
		}(),
		game.OptFirstRound,
		{Name: "queens-up", Type: game.TypeBool, Default: true, Section: "67.87", Doc: "the Queens Up wager is offered"},
		{Name: "super-bonus-table", Type: game.TypeEnum, Default: ByLaw, Values: []string{ByLaw, Industry}, Section: "67.85",
			Doc: "the Super Bonus pay table: the by-law's as printed, a flush 3 to 1 (the default), or the industry's, a flush 3 to 2"},
	},
	Wagers: []game.WagerSpec{
		{ID: "ante", Section: "67.79, 67.82–67.84", Required: true, Pays: "1 to 1; push when the dealer does not open", Doc: "the initial wager"},
		{ID: "super-bonus", Section: "67.79, 67.85, 67.86", Required: true, Rule: money.Rule{Equal: "ante"},
			Pays: "four aces 200 to 1, four of a kind 30 to 1, straight flush 15 to 1, flush 3 to 1, three of a kind 2 to 1, straight 1 to 1 (67.85, printed: a flush pays more than three of a kind, ruling P9); with super-bonus-table industry, a flush 3 to 2",
			Doc:  "equal to the ante; paid on a straight or better for a seat that played, push or loss otherwise (67.86)"},
		{ID: "queens-up", Section: "67.87", Pays: "four of a kind 50 to 1, straight flush 30 to 1, three of a kind 7 to 1, flush 4 to 1, straight 3 to 1, two pairs 2 to 1, a pair of queens, kings or aces 1 to 1 (67.87)",
			Doc: "optional: a pair of queens or better, even on a fold (ruling P4); offered with queens-up"},
		{ID: "play", Section: "67.81, 67.82, 67.84", Decision: true, Pays: "1 to 1; also when the dealer does not open",
			Doc: "the additional wager: the ante, or up to 3 times it with a pair of aces or better (ruling P8); the dealer opens with king-high or better"},
	},
	Decisions: []game.DecisionSpec{
		{Act: "play", Section: "67.81", Args: []string{"amount"}, Doc: "place the play wager of amount"},
		{Act: "fold", Section: "67.81", Doc: "forfeit the ante and the Super Bonus"},
	},
	Dealer: []string{"no-more-bets", "next-round"},
}

// Game is Crazy Four Poker's catalog entry with its constructor.
var Game = game.Game{Spec: Spec, New: func(t game.Table, tape *game.Tape) (game.Engine, error) { return New(RulesOf(t), tape) }, Analyze: Analyze, Decide: Decide}

// Rules are a Crazy Four Poker table's options.
type Rules struct {
	Decks      int
	Limits     money.Limits
	Seats      int
	FirstRound string // section 10: "off", "refuse" or "minimum"
	QueensUp   bool   // 67.87 offered
	SuperBonus string // 67.85's table: ByLaw (the default) or Industry
}

// The values of the option super-bonus-table: the by-law's table of 67.85
// (the default) or the industry's.
const (
	ByLaw    = "by-law"
	Industry = "industry"
)

// RulesOf reads the rules from checked table options.
func RulesOf(t game.Table) Rules {
	return Rules{Decks: int(t.Int("decks")), Limits: t.Limits(), Seats: int(t.Int("seats")), FirstRound: t.String("first-round-only"), QueensUp: t.Bool("queens-up"),
		SuperBonus: t.String("super-bonus-table")}
}

// Validate reports whether the by-law allows r.
func (r Rules) Validate() error {
	switch {
	case r.Decks < 1 || r.Decks > 2:
		return game.Rulef("67.75", "Crazy Four Poker is played with 1 or 2 decks, not %d", r.Decks)
	case r.Seats < 1 || r.Seats > maxSeats:
		return game.Rulef("67.78", "a Crazy Four Poker table has at most %d players, not %d places", maxSeats, r.Seats)
	case paySuperBonus[r.SuperBonus] == nil:
		return game.Rulef("67.85", "super-bonus-table is %q or %q, not %q", ByLaw, Industry, r.SuperBonus)
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

// betting is how Crazy Four Poker takes wagers: the ante and an equal
// Super Bonus (67.79), and Queens Up where offered (67.87), each within the
// table's limits.
func (r Rules) betting() game.Betting {
	offer := []string{"ante", "super-bonus"}
	if r.QueensUp {
		offer = append(offer, "queens-up")
	}
	return game.Betting{
		Limits: r.Limits, Seats: r.Seats, SeatSection: "67.78", Section: "67.79",
		Before: "before the dealer announces no more bets", FirstRound: r.FirstRound,
		Offer: offer, Lookup: r.lookup,
	}
}

// lookup says what a placed Crazy Four Poker wager is.
func (r Rules) lookup(id string) (game.Bet, error) {
	switch id {
	case "ante":
		return game.Bet{ID: id, Section: "67.79"}, nil
	case "super-bonus":
		return game.Bet{ID: id, Section: "67.79", Needs: "ante", Rule: money.Rule{Equal: "ante"}}, nil
	case "queens-up":
		if !r.QueensUp {
			return game.Bet{}, game.Rulef("67.87", "this table does not offer the Queens Up wager (option queens-up)")
		}
		return game.Bet{ID: id, Section: "67.87", Needs: "ante"}, nil
	case "play":
		return game.Bet{}, game.Rulef("67.81", "the additional bet is made by the act \"play\" after the player has seen his cards, not placed")
	}
	return game.Bet{}, game.Rulef("67.79", "Crazy Four Poker has no wager %q (its wagers are ante, super-bonus and queens-up; play is a decision)", id)
}

// best returns the best 4-card hand among cards (67.82, 67.83; ruling
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

// cardsOf reads cards in notation; for the package's constants only.
func cardsOf(s string) []card.Card { return card.MustParseList(s) }
