package pokerroom

import (
	"fmt"
	"strings"

	"croupier/game"
	"croupier/money"
)

// maxSeats is the most players at a poker table: ten, as rooms deal
// hold'em (stud takes at most eight: 8 × 7 cards is 56, the community card
// of the last street not being dealt here).
const maxSeats = 10

// Rules are a poker table's options.
type Rules struct {
	Variant      Variant
	Seats        int
	SmallBlind   money.Amount // button games
	BigBlind     money.Amount // button games; the minimum bet at no limit and pot limit
	Straddle     money.Amount // the third blind, 0 when none
	Ante         money.Amount
	BringIn      money.Amount // stud
	SmallBet     money.Amount // fixed limit
	BigBet       money.Amount
	MinBuyIn     money.Amount // 67.94
	MaxBuyIn     money.Amount // 0: no maximum
	RakePercent  int64        // whole percent, at most 10 (67.108)
	RakeCap      money.Amount
	NoFlopNoDrop bool
	TimeCharge   money.Amount // 67.108: per player, each time the dealer collects it
}

// Spec is the poker room's catalog entry; its options are what New accepts.
var Spec = game.Spec{
	ID:        "poker-room",
	Name:      "Poker Room",
	Sections:  "67.88–67.110",
	Available: true,
	Seats:     "only players seated at the table (67.93); 2 to 10 places",
	Outcome:   game.OutcomeCards,
	Options: []game.OptionSpec{
		{Name: "variant", Type: game.TypeEnum, Default: "NT", Values: Codes(), Section: "67.90",
			Doc: "the game: NT, PT and FT no-limit, pot-limit and fixed-limit Texas hold'em; PO, NO and FO Omaha; FO/8 and PO/8 Omaha high-low eight or better; F7S seven-card stud, F7S/8 stud high-low, FR razz (67.88(13))"},
		{Name: "seats", Type: game.TypeInt, Default: int64(8), Min: game.Int64(2), Max: game.Int64(maxSeats), Section: "67.93", Doc: "places at the table: up to 10 at hold'em and Omaha, 8 at stud (8 × 7 cards of 52)"},
		{Name: "small-blind", Type: game.TypeCents, Default: int64(100), Min: game.Int64(0), Section: "67.88(9)", Doc: "the small blind, in cents (hold'em and Omaha)"},
		{Name: "big-blind", Type: game.TypeCents, Default: int64(200), Min: game.Int64(1), Section: "67.88(9)", Doc: "the big blind, in cents; at no limit and pot limit also the smallest bet and raise"},
		{Name: "straddle", Type: game.TypeCents, Default: int64(0), Min: game.Int64(0), Section: "67.88(9)",
			Doc: "a blind the player after the big blind posts, in cents, at twice the big blind or more; he acts last before the flop and raises are at least the straddle (hold'em and Omaha, 3 players or more); 0: none"},
		{Name: "ante", Type: game.TypeCents, Default: int64(0), Min: game.Int64(0), Section: "67.88(11)", Doc: "every player's ante, in cents"},
		{Name: "bring-in", Type: game.TypeCents, Default: int64(100), Min: game.Int64(1), Section: "67.88(10)", Doc: "stud's bring-in, in cents"},
		{Name: "small-bet", Type: game.TypeCents, Default: int64(200), Min: game.Int64(1), Section: "67.88(19)", Doc: "fixed limit: the bet and raise of the first streets, in cents"},
		{Name: "big-bet", Type: game.TypeCents, Default: int64(400), Min: game.Int64(1), Section: "67.88(19)", Doc: "fixed limit: the bet and raise of the last streets, in cents"},
		{Name: "min-buy-in", Type: game.TypeCents, Default: int64(4000), Min: game.Int64(1), Section: "67.94", Doc: "least table stakes a player must have to play, in cents"},
		{Name: "max-buy-in", Type: game.TypeCents, Default: int64(0), Min: game.Int64(0), Section: "67.95", Doc: "most table stakes a player may bring to one game, in cents; 0: no maximum"},
		{Name: "rake-percent", Type: game.TypeInt, Default: int64(0), Min: game.Int64(0), Max: game.Int64(10), Section: "67.108", Doc: "commission taken from the pots, in percent; at most 10"},
		{Name: "rake-cap", Type: game.TypeCents, Default: int64(0), Min: game.Int64(0), Section: "67.108", Doc: "most commission taken from one game, in cents; 0: no cap"},
		{Name: "no-flop-no-drop", Type: game.TypeBool, Default: false, Section: "67.108", Doc: "no commission on a hand that ends before the flop"},
		{Name: "time-charge", Type: game.TypeCents, Default: int64(0), Min: game.Int64(0), Section: "67.108",
			Doc: "commission on game time, in cents: what each player with table stakes pays when the dealer collects it between games (every half hour, as posted at the table); 0: none"},
	},
	Wagers: []game.WagerSpec{
		{ID: "stakes", Section: "67.94, 67.95", Required: true, Pays: "what the game leaves in front of the player: the pots he wins less the commission (67.108)",
			Doc: "the table stakes the player brings to the next game, from min-buy-in to max-buy-in; added to only between games (67.95(1)), never taken off during one"},
	},
	Decisions: []game.DecisionSpec{
		{Act: "fold", Section: "67.88(1)", Doc: "give up the pot; what was put in stays (67.106)"},
		{Act: "check", Section: "67.88(12)", Doc: "pass: no bet, and act again if another player bets (67.100)"},
		{Act: "call", Section: "67.88(21)", Doc: "match the bet, or all in for less (67.95(3))"},
		{Act: "bet", Section: "67.88(8)", Doc: "amount: the bet, within the legal range"},
		{Act: "raise", Section: "67.88(16)", Doc: "amount: the total the bet is raised to on this street, within the legal range"},
		{Act: "bring-in", Section: "67.88(10)", Doc: "stud: post the bring-in (or complete with bet)"},
		{Act: "show", Section: "67.102", Doc: "show the hand at the showdown, in turn"},
		{Act: "muck", Section: "67.102", Doc: "give up the pot at the showdown"},
	},
	Dealer: []string{"deal", "time-charge", "next-round"},
	Notes: "Players play against each other; the house deals, directs and takes its commission (67.92, 67.108). " +
		"A real hand history replays with croupier replay hand.phh.",
}

// Game is the poker room's catalog entry with its constructor.
var Game = game.Game{Spec: Spec, New: func(t game.Table, tape *game.Tape) (game.Engine, error) { return New(RulesOf(t), tape) }}

// RulesOf reads the rules from checked table options.
func RulesOf(t game.Table) Rules {
	v, _ := VariantOf(t.String("variant"))
	return Rules{Variant: v, Seats: int(t.Int("seats")), SmallBlind: money.Amount(t.Int("small-blind")), BigBlind: money.Amount(t.Int("big-blind")), Straddle: money.Amount(t.Int("straddle")),
		Ante: money.Amount(t.Int("ante")), BringIn: money.Amount(t.Int("bring-in")), SmallBet: money.Amount(t.Int("small-bet")), BigBet: money.Amount(t.Int("big-bet")),
		MinBuyIn: money.Amount(t.Int("min-buy-in")), MaxBuyIn: money.Amount(t.Int("max-buy-in")),
		RakePercent: t.Int("rake-percent"), RakeCap: money.Amount(t.Int("rake-cap")), NoFlopNoDrop: t.Bool("no-flop-no-drop"),
		TimeCharge: money.Amount(t.Int("time-charge"))}
}

// Validate reports whether the by-law and the room allow r.
func (r Rules) Validate() error {
	switch {
	case len(r.Variant.Streets) == 0:
		return game.Rulef("67.90", "unknown variant (its codes: %v)", Codes())
	case !r.Variant.dealt():
		return game.Rulef("67.90", "%s is replayed from hand histories, not dealt at the room's tables (its codes: %v)", r.Variant.Name, Codes())
	case r.Seats < 2 || r.Seats > maxSeats || r.Variant.Stud && r.Seats > 8:
		return game.Rulef("67.93", "a %s table has 2 to %d places, not %d", r.Variant.Name, map[bool]int{true: 8, false: maxSeats}[r.Variant.Stud], r.Seats)
	case r.RakePercent < 0 || r.RakePercent > 10:
		return game.Rulef("67.108", "the commission is at most 10%% of the pot, not %d%%", r.RakePercent)
	case r.MaxBuyIn != 0 && r.MaxBuyIn < r.MinBuyIn:
		return game.Rulef("67.94", "max-buy-in %s is below min-buy-in %s", r.MaxBuyIn, r.MinBuyIn)
	case r.Variant.Structure == FixedLimit && r.BigBet < r.SmallBet:
		return game.Rulef("67.88(19)", "the big bet %s is below the small bet %s", r.BigBet, r.SmallBet)
	case !r.Variant.Stud && r.SmallBlind > r.BigBlind:
		return game.Rulef("67.88(9)", "the small blind %s is above the big blind %s", r.SmallBlind, r.BigBlind)
	case r.Straddle != 0 && (r.Variant.Stud || r.Straddle < 2*r.BigBlind):
		return game.Rulef("67.88(9)", "a straddle is a blind of twice the big blind or more at hold'em and Omaha, not %s", r.Straddle)
	}
	return nil
}

// betting is how the table takes its one wager, the table stakes.
func (r Rules) betting() game.Betting {
	max := r.MaxBuyIn
	if max == 0 {
		max = noMaximum
	}
	return game.Betting{
		Limits: money.Limits{Min: r.MinBuyIn, Max: max}, Seats: r.Seats, SeatSection: "67.93", Section: "67.94",
		Before: "before the game is dealt (67.95(1))", Offer: []string{"stakes"},
		Lookup: func(id string) (game.Bet, error) {
			if id != "stakes" {
				return game.Bet{}, game.Rulef("67.95", "a poker table takes only the table stakes (stakes), not %q: the bets are made in the game", id)
			}
			return game.Bet{ID: id, Section: "67.94", LimitSection: "67.94"}, nil
		},
	}
}

// noMaximum is the table stakes' maximum when the room sets none: a
// million dollars, the catalog's largest table maximum.
const noMaximum money.Amount = 100_000_000

// posted is the commission as the table posts it (67.108): in words.
func (r Rules) posted() string {
	var parts []string
	if r.RakePercent > 0 {
		p := fmt.Sprintf("%d%% of the pot", r.RakePercent)
		if r.RakeCap > 0 {
			p += " up to " + r.RakeCap.String()
		}
		if r.NoFlopNoDrop {
			p += ", none without a flop"
		}
		parts = append(parts, p)
	}
	if r.TimeCharge > 0 {
		parts = append(parts, "time charge "+r.TimeCharge.String()+" a player when collected")
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, "; ")
}
