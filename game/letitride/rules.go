// Package letitride is Let It Ride Poker, sections 67.1–67.9 of the by-law.
//
// One or two decks (67.1); up to 7 players (67.3), each placing three
// equal wagers, bet-1, bet-2 and bet-3, and where the table offers it the
// $1 bonus, before no more bets (67.4). Three cards face down to each such
// player, then three to the dealer (67.5). Each player in turn may pull
// bet-1 back or let it ride; the dealer burns his third card and exposes
// his second; each player may pull bet-2 or let it ride; the dealer
// exposes his first card (67.6). A player's three cards and the dealer's
// two exposed cards are his hand; a pair of tens or better wins every bet
// still up at the odds of 67.8, up to the table's max-payout (ruling P1);
// anything less loses them (67.7). A pulled bet settles withdrawn. The
// bonus pays a straight or better the dollar amounts of 67.9 (ruling G2).
//
// Table options: decks (1 or 2), min, max (per betting position, section
// 9: the three bets together), seats (up to 7), first-round-only (section
// 10), bonus, max-payout.
//
// Analyze is the exact analysis (croupier math let-it-ride): every three
// cards of the player, up to the suits, with every second card the dealer
// exposes and every first, 22,100 × 49 × 48 deals with one deck, counted
// in integers (count.go). Bet-1 rides where the sum of its nets over every
// fourth and fifth card is positive, bet-2 where the sum over every fifth
// is; the strategy tables name the hands each rides. The three bets are
// reported together per unit of one, the bonus on the final hand. Decide
// plays the same strategy in simulations (croupier simulate).
package letitride

import (
	"croupier/card"
	"croupier/game"
	"croupier/handeval"
	"croupier/money"
)

// maxSeats is the most players at a table (67.3).
const maxSeats = 7

// Pay tables. pay is 67.8's odds on each bet; prize the bonus prizes by
// the option bonus-table, in cents, the winnings on the $1 wager (ruling
// G2).
var (
	pay = map[handeval.Category]money.Ratio{
		handeval.RoyalFlush:    money.To(1000, 1),
		handeval.StraightFlush: money.To(200, 1),
		handeval.FourOfAKind:   money.To(50, 1),
		handeval.FullHouse:     money.To(11, 1),
		handeval.Flush:         money.To(8, 1),
		handeval.Straight:      money.To(5, 1),
		handeval.ThreeOfAKind:  money.To(3, 1),
		handeval.TwoPairs:      money.To(2, 1),
		handeval.Pair:          money.To(1, 1), // of tens or better (67.7, 67.8)
	}
	prize = map[string]map[handeval.Category]money.Amount{
		ByLaw: { // 67.9, as printed
			handeval.RoyalFlush:    2_000_000, // $20 000
			handeval.StraightFlush: 200_000,   // $2 000
			handeval.FourOfAKind:   20_000,    // $200
			handeval.FullHouse:     10_000,    // $100
			handeval.Flush:         5_000,     // $50
			handeval.Straight:      2_500,     // $25
		},
		Industry: { // the $1 bonus table casinos commonly post: three of a kind pays too
			handeval.RoyalFlush:    2_000_000, // $20 000
			handeval.StraightFlush: 200_000,   // $2 000
			handeval.FourOfAKind:   40_000,    // $400
			handeval.FullHouse:     20_000,    // $200
			handeval.Flush:         5_000,     // $50
			handeval.Straight:      2_500,     // $25
			handeval.ThreeOfAKind:  500,       // $5
		},
	}
)

// The values of the option bonus-table: the by-law's table of 67.9 (the
// default) or the industry's.
const (
	ByLaw    = "by-law"
	Industry = "industry"
)

// bonusStake is the bonus wager's one amount (67.9).
const bonusStake money.Amount = 100

// bets are the three equal wagers (67.4), in the order they may be pulled.
var bets = [3]string{"bet-1", "bet-2", "bet-3"}

// Spec is Let It Ride's catalog entry; its options are what New accepts.
var Spec = game.Spec{
	ID:        "let-it-ride",
	Name:      "Let It Ride Poker",
	Sections:  "67.1–67.9",
	Available: true,
	Seats:     "up to 7 players (67.3)",
	Outcome:   game.OutcomeCards,
	Options: []game.OptionSpec{
		game.OptMin,
		game.OptMax,
		{Name: "decks", Type: game.TypeInt, Default: int64(1), Min: game.Int64(1), Max: game.Int64(2), Section: "67.1", Doc: "decks, 1 or 2"},
		func() game.OptionSpec {
			o := game.OptSeats
			o.Section, o.Doc = "67.3", "places on the layout; the by-law allows at most 7 players (67.3)"
			return o
		}(),
		game.OptFirstRound,
		{Name: "bonus", Type: game.TypeBool, Default: false, Section: "67.9", Doc: "the $1 bonus wager is offered"},
		{Name: "bonus-table", Type: game.TypeEnum, Default: ByLaw, Values: []string{ByLaw, Industry}, Section: "67.9",
			Doc: "the $1 bonus's prizes: the by-law's as printed (the default), or the industry's, $20,000, $2,000, $400, $200, $50, $25 and $5 for three of a kind"},
		{Name: "tournament", Type: game.TypeBool, Default: false, Section: "124",
			Doc: "a table identified for a Let It Ride tournament: the entry fee is taken from the $1 bonus wager, so a seat is dealt only with bet-1, bet-2, bet-3 and the bonus up (requires bonus)"},
		{Name: "max-payout", Type: game.TypeCents, Default: int64(0), Min: game.Int64(0), Section: "67.8",
			Doc: "most a seat may win on bet-1, bet-2 and bet-3 in one round, in cents; 0: no cap (ruling P1)"},
	},
	Wagers: []game.WagerSpec{
		{ID: "bet-1", Section: "67.4, 67.6", Required: true, Pays: "see 67.8 table", Doc: "first of three equal wagers; may be pulled after the player's 3 cards"},
		{ID: "bet-2", Section: "67.4, 67.6", Required: true, Rule: money.Rule{Equal: "bet-1"}, Pays: "see 67.8 table", Doc: "second of three equal wagers; may be pulled after the dealer's second card is exposed"},
		{ID: "bet-3", Section: "67.4", Required: true, Rule: money.Rule{Equal: "bet-1"}, Pays: "see 67.8 table", Doc: "third of three equal wagers; rides to the end"},
		{ID: "bonus", Section: "67.9", Rule: money.Rule{Fixed: 100}, Pays: "royal flush $20,000, straight flush $2,000, four of a kind $200, full house $100, flush $50, straight $25 (67.9, the by-law's table); with bonus-table industry: $20,000, $2,000, $400, $200, $50, $25, three of a kind $5", Doc: "$1 on a straight or better (three of a kind with the industry table), paid in dollars (ruling G2); offered with bonus"},
	},
	Decisions: []game.DecisionSpec{
		{Act: "pull", Section: "67.6", Doc: "withdraw bet-1 (after the cards) or bet-2 (after the dealer's second card): it settles withdrawn"},
		{Act: "ride", Section: "67.6", Doc: "let the bet ride"},
	},
	Dealer: []string{"no-more-bets", "next-round"},
	Notes:  "The pay table of 67.8 pays a pair of tens or better; the bonus pays the dollar amounts of 67.9.",
}

// Game is Let It Ride's catalog entry with its constructor.
var Game = game.Game{Spec: Spec, New: func(t game.Table, tape *game.Tape) (game.Engine, error) { return New(RulesOf(t), tape) }, Analyze: Analyze, Decide: Decide}

// Rules are a Let It Ride table's options.
type Rules struct {
	Decks      int
	Limits     money.Limits
	Seats      int
	FirstRound string       // section 10: "off", "refuse" or "minimum"
	Bonus      bool         // 67.9 offered
	MaxPayout  money.Amount // 67.8, ruling P1; 0: no cap
	BonusTable string       // 67.9's prizes: ByLaw (the default) or Industry
	Tournament bool         // 124: every hand dealt carries the bonus, the entry fee's source
}

// RulesOf reads the rules from checked table options.
func RulesOf(t game.Table) Rules {
	return Rules{Decks: int(t.Int("decks")), Limits: t.Limits(), Seats: int(t.Int("seats")), FirstRound: t.String("first-round-only"),
		Bonus: t.Bool("bonus"), MaxPayout: money.Amount(t.Int("max-payout")), BonusTable: t.String("bonus-table"),
		Tournament: t.Bool("tournament")}
}

// Validate reports whether the by-law allows r.
func (r Rules) Validate() error {
	switch {
	case r.Decks < 1 || r.Decks > 2:
		return game.Rulef("67.1", "Let It Ride is played with 1 or 2 decks, not %d", r.Decks)
	case r.Seats < 1 || r.Seats > maxSeats:
		return game.Rulef("67.3", "a Let It Ride table has at most %d players, not %d places", maxSeats, r.Seats)
	case r.MaxPayout < 0:
		return game.Rulef("67.8", "max-payout is 0 (no cap) or a positive number of cents, not %d", r.MaxPayout)
	case prize[r.BonusTable] == nil:
		return game.Rulef("67.9", "bonus-table is %q or %q, not %q", ByLaw, Industry, r.BonusTable)
	case r.Tournament && !r.Bonus:
		return game.Rulef("124", "a Let It Ride tournament takes its entry fee from the supplemental wager of 67.9: option tournament needs option bonus")
	}
	if err := game.CheckFirstRound(r.FirstRound); err != nil {
		return err
	}
	if err := r.Limits.Validate(); err != nil {
		return game.Rulef("3", "%v", err)
	}
	return nil
}

// shoe is one or two decks, shuffled every round (section 8).
func (r Rules) shoe() card.Shoe {
	return card.NewShoe(card.Standard(r.Decks), r.Decks, card.Policy{EveryRound: true})
}

// position is the group the maximum applies to (9): the three bets.
const position = "betting position (bet-1, bet-2 and bet-3)"

// betting is how Let It Ride takes wagers: three equal bets (67.4), each
// beside bet-1, the maximum per betting position (9), and the $1 bonus
// where offered (67.9).
func (r Rules) betting() game.Betting {
	offer := []string{"bet-1", "bet-2", "bet-3"}
	if r.Bonus {
		offer = append(offer, "bonus")
	}
	return game.Betting{
		Limits: r.Limits, Scope: money.PerPosition, Seats: r.Seats, SeatSection: "67.3", Section: "67.4",
		Before: "before the dealer announces no more bets", GroupSection: "9", FirstRound: r.FirstRound,
		Offer: offer, Lookup: r.lookup,
	}
}

// lookup says what a placed Let It Ride wager is.
func (r Rules) lookup(id string) (game.Bet, error) {
	switch id {
	case "bet-1":
		return game.Bet{ID: id, Section: "67.4", Group: position}, nil
	case "bet-2", "bet-3":
		return game.Bet{ID: id, Section: "67.4", Group: position, Needs: "bet-1", Rule: money.Rule{Equal: "bet-1"}}, nil
	case "bonus":
		if !r.Bonus {
			return game.Bet{}, game.Rulef("67.9", "this table does not offer the bonus wager (option bonus)")
		}
		return game.Bet{ID: id, Section: "67.9", Needs: "bet-1", Rule: money.Rule{Fixed: bonusStake}}, nil
	}
	return game.Bet{}, game.Rulef("67.4", "Let It Ride has no wager %q (its wagers are bet-1, bet-2, bet-3 and bonus)", id)
}
