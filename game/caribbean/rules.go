// Package caribbean is Caribbean Stud Poker, sections 67.10–67.21 of the
// by-law.
//
// One or two decks (67.10), up to 7 players (67.13). Before no more bets a
// player places an ante, the initial wager, and where the table offers it
// the $1 progressive (supplemental) wager (67.14, 67.21). Each seat and the
// dealer receive five cards face down, the dealer's fifth face up (67.15).
// A seat looks at its cards and raises, an additional wager of twice the
// ante, or folds and loses the ante (67.16) and the progressive wager with
// it (ruling P2). The dealer exposes his cards: he opens with an ace and a
// king or any combination of 67.11 (67.17). If he does not open, antes
// win 1 to 1 and raises push. If he opens, a hand higher than his wins:
// the ante 1 to 1, the raise by the 67.20 table up to the table's
// max-payout (ruling P1); an equal hand pushes (67.19); a lower loses both.
// The progressive wager wins on a flush or better, whether the dealer opens
// or not (67.21): 100% or 10% of the progressive jackpot, or $500, $100 or
// $50 (ruling G2: the winnings; the highest line only, G3). Hands rank by
// 67.11 and 67.12.
//
// Table options: decks (1 or 2), min, max, seats, first-round-only
// (section 10), progressive (the $1 wager is offered), jackpot (its amount
// when the table opens), seed (its reset value) and max-payout. The cards
// are shuffled before every round (ruling G6).
package caribbean

import (
	"croupier/card"
	"croupier/game"
	"croupier/handeval"
	"croupier/money"
)

// maxSeats is 67.13's most players.
const maxSeats = 7

// progressiveStake is the supplemental wager, exactly $1 (67.21).
const progressiveStake money.Amount = 100

// Pay tables (67.17, 67.20, 67.21).
var (
	payAnte  = money.To(1, 1)                     // 67.17, 67.20
	payRaise = map[handeval.Category]money.Ratio{ // 67.20, up to max-payout (P1)
		handeval.RoyalFlush:    money.To(100, 1),
		handeval.StraightFlush: money.To(50, 1),
		handeval.FourOfAKind:   money.To(20, 1),
		handeval.FullHouse:     money.To(7, 1),
		handeval.Flush:         money.To(5, 1),
		handeval.Straight:      money.To(4, 1),
		handeval.ThreeOfAKind:  money.To(3, 1),
		handeval.TwoPairs:      money.To(2, 1),
		handeval.Pair:          money.To(1, 1),
		handeval.HighCard:      money.To(1, 1), // "the hand containing the highest ranking card under 67.12"
	}
)

// A prize is a line of 67.21's table: a percentage of the progressive
// jackpot or a dollar amount (ruling G2: the winnings).
type prize struct {
	hand   handeval.Category
	pct    int64        // of the jackpot; 0 for a fixed prize
	amount money.Amount // the fixed prize
}

// progressiveTable is 67.21's table, in the order printed.
var progressiveTable = []prize{
	{hand: handeval.RoyalFlush, pct: 100},
	{hand: handeval.StraightFlush, pct: 10},
	{hand: handeval.FourOfAKind, amount: 500_00},
	{hand: handeval.FullHouse, amount: 100_00},
	{hand: handeval.Flush, amount: 50_00},
}

// Spec is Caribbean Stud's catalog entry; its options are what New accepts.
var Spec = game.Spec{
	ID:        "caribbean-stud",
	Name:      "Caribbean Stud Poker",
	Sections:  "67.10–67.21",
	Available: true,
	Seats:     "up to 7 players (67.13)",
	Outcome:   game.OutcomeCards,
	Options: []game.OptionSpec{
		game.OptMin,
		game.OptMax,
		{Name: "decks", Type: game.TypeInt, Default: int64(1), Min: game.Int64(1), Max: game.Int64(2), Section: "67.10", Doc: "decks, 1 or 2"},
		func() game.OptionSpec {
			o := game.OptSeats
			o.Section, o.Doc = "67.13", "places on the layout; the by-law allows at most 7 players (67.13)"
			return o
		}(),
		game.OptFirstRound,
		{Name: "progressive", Type: game.TypeBool, Default: false, Section: "67.21", Doc: "the $1 progressive wager is offered (a display board shows the jackpot)"},
		{Name: "jackpot", Type: game.TypeCents, Default: int64(0), Min: game.Int64(0), Section: "67.21",
			Doc: "the progressive jackpot in cents when the table opens; no-more-bets may tell a round the current amount"},
		{Name: "seed", Type: game.TypeCents, Default: int64(0), Min: game.Int64(0), Section: "67.21",
			Doc: "what a 100% award resets the jackpot to, in cents; 0: the jackpot the table opened with (ruling G2)"},
		{Name: "max-payout", Type: game.TypeCents, Default: int64(0), Min: game.Int64(0), Section: "67.20",
			Doc: "most a seat may win on its ante and raise in one round, in cents; 0: no cap (ruling P1)"},
	},
	Wagers: []game.WagerSpec{
		{ID: "ante", Section: "67.14, 67.17, 67.20", Required: true, Pays: "1 to 1",
			Doc: "the initial wager"},
		{ID: "progressive", Section: "67.21", Rule: money.Rule{Fixed: progressiveStake},
			Pays: "royal flush 100% of the jackpot, straight flush 10%, four of a kind $500, full house $100, flush $50 (ruling G2)",
			Doc:  "the $1 supplemental wager, won even when the dealer does not open, lost on a fold (ruling P2); offered with progressive"},
		{ID: "raise", Section: "67.16, 67.20", Decision: true, Rule: money.Rule{Equal: "ante", Times: 2},
			Pays: "royal flush 100 to 1, straight flush 50, four of a kind 20, full house 7, flush 5, straight 4, three of a kind 3, two pairs 2, pair or high card 1 (67.20); push when the dealer does not open",
			Doc:  "the additional wager, twice the ante; the dealer opens with ace-king or better"},
	},
	Decisions: []game.DecisionSpec{
		{Act: "raise", Section: "67.16", Doc: "place the additional wager of twice the ante"},
		{Act: "fold", Section: "67.16", Doc: "lose the ante (and the progressive wager, ruling P2)"},
	},
	Dealer: []string{"no-more-bets", "next-round"},
	Notes:  "no-more-bets may carry \"jackpot\": the progressive jackpot's current amount in cents, for the round it closes (the server's shared pool).",
}

// Game is Caribbean Stud's catalog entry with its constructor.
var Game = game.Game{Spec: Spec, New: func(t game.Table, tape *game.Tape) (game.Engine, error) { return New(RulesOf(t), tape) }, Analyze: Analyze, Decide: Decide}

// Rules are a Caribbean Stud table's options.
type Rules struct {
	Decks       int
	Limits      money.Limits
	Seats       int
	FirstRound  string       // section 10: "off", "refuse" or "minimum"
	Progressive bool         // 67.21 offered
	Jackpot     money.Amount // 67.21: the jackpot when the table opens
	Seed        money.Amount // G2: the reset value; 0 is Jackpot
	MaxPayout   money.Amount // 67.20, ruling P1; 0: no cap
}

// RulesOf reads the rules from checked table options.
func RulesOf(t game.Table) Rules {
	return Rules{Decks: int(t.Int("decks")), Limits: t.Limits(), Seats: int(t.Int("seats")), FirstRound: t.String("first-round-only"),
		Progressive: t.Bool("progressive"), Jackpot: money.Amount(t.Int("jackpot")), Seed: money.Amount(t.Int("seed")),
		MaxPayout: money.Amount(t.Int("max-payout"))}
}

// Validate reports whether the by-law allows r.
func (r Rules) Validate() error {
	switch {
	case r.Decks < 1 || r.Decks > 2:
		return game.Rulef("67.10", "Caribbean Stud is played with 1 or 2 decks, not %d", r.Decks)
	case r.Seats < 1 || r.Seats > maxSeats:
		return game.Rulef("67.13", "a Caribbean Stud table has at most %d players, not %d places", maxSeats, r.Seats)
	case r.Jackpot < 0:
		return game.Rulef("67.21", "the progressive jackpot %d is negative", r.Jackpot)
	case r.Seed < 0:
		return game.Rulef("67.21", "the jackpot's seed %d is negative", r.Seed)
	case r.MaxPayout < 0:
		return game.Rulef("67.20", "max-payout is 0 (no cap) or a positive number of cents, not %d", r.MaxPayout)
	}
	if err := game.CheckFirstRound(r.FirstRound); err != nil {
		return err
	}
	if err := r.Limits.Validate(); err != nil {
		return game.Rulef("3", "%v", err)
	}
	return nil
}

// jackpot is the progressive jackpot as the table opens (G2).
func (r Rules) jackpot() game.Jackpot {
	seed := r.Seed
	if seed == 0 {
		seed = r.Jackpot
	}
	return game.Jackpot{Amount: r.Jackpot, Seed: seed}
}

// shoe is one or two decks, shuffled before every round (ruling G6).
func (r Rules) shoe() card.Shoe {
	return card.NewShoe(card.Standard(r.Decks), r.Decks, card.Policy{EveryRound: true})
}

// betting is how Caribbean Stud takes wagers: an ante on each place, and
// the $1 progressive beside it where offered (67.14, 67.21).
func (r Rules) betting() game.Betting {
	offer := []string{"ante"}
	if r.Progressive {
		offer = append(offer, "progressive")
	}
	return game.Betting{
		Limits: r.Limits, Seats: r.Seats, SeatSection: "67.13", Section: "67.14",
		Before: "before the dealer announces no more bets", FirstRound: r.FirstRound,
		Offer: offer, Lookup: r.lookup,
	}
}

// lookup says what a placed Caribbean Stud wager is.
func (r Rules) lookup(id string) (game.Bet, error) {
	switch id {
	case "ante":
		return game.Bet{ID: id, Section: "67.14"}, nil
	case "progressive":
		if !r.Progressive {
			return game.Bet{}, game.Rulef("67.21", "this table does not offer the progressive wager (option progressive)")
		}
		return game.Bet{ID: id, Section: "67.21", Needs: "ante", Rule: money.Rule{Fixed: progressiveStake}}, nil
	case "raise":
		return game.Bet{}, game.Rulef("67.16", "the raise is made by the act \"raise\" after the player has seen his cards, not placed")
	}
	return game.Bet{}, game.Rulef("67.14", "Caribbean Stud has no wager %q (its wagers are ante and progressive; raise is a decision)", id)
}
