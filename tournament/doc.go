// Package tournament is the tournament format of the by-law, Division IX,
// sections 123–127, with ruling TN1: a tournament's published rules, its
// leaderboard and the payment of its prizes.
//
// Any casino game may be offered as a tournament (123). Entrants pay an
// entry fee instead of wagers and play with tournament chips, which are not
// money (124); the rules are public at least a week before the start and
// during the tournament (125); the tables or machines used are identified
// (126); and the prizes return at least 30% of the entry fees (127).
//
// The package is pure: it reads no clock (times are passed in), does no
// I/O and draws no randomness. Playing the rounds is the game's engine;
// registering entrants, collecting fees, publishing the rules and paying
// the prizes are the server's.
//
// # Rules
//
// Parse reads a tournament's rules from JSON, refusing unknown fields:
//
//	{"name": "Spring Blackjack", "game": "blackjack", "options": {…},
//	 "published": "2025-03-01T12:00:00-05:00", "registrationCloses": "…",
//	 "start": "…", "end": "…",
//	 "entryFee": 5000, "startingChips": 1000,
//	 "maxEntrants": 60, "minEntrants": 6, "tables": 10,
//	 "prizes": [{"place": 1, "percent": "50"}, {"place": 2, "percent": "30"}, {"place": 3, "percent": "20"}],
//	 "merchandise": [{"place": 1, "description": "a crystal trophy"}]}
//
// game is a catalog id (not checked here) and options the game's table
// options, kept as they are. Times are RFC 3339; the entry fee is in cents;
// minEntrants defaults to 2. A percent is a JSON string holding a decimal
// with at most 2 decimals ("12.5"), kept exactly as a Percent in hundredths
// of a percent.
//
// Rules.Check says whether rules are well formed: each field given and in
// range, published ≤ registrationCloses ≤ start < end (so registration
// closes no later than the end, and no later than the start: this package
// has no late registration), 1 to 100 tables (126), the prize places
// listed 1, 2, …, k in order, each once and no greater than maxEntrants,
// with percents above 0 that never increase from one place to the next
// and sum to at most 100, and each merchandise prize on a place from 1 to
// maxEntrants, at most one per place, with a description (90: merchandise
// must be described to the public). Parse checks what it reads.
//
// Rules.Publishable(now) says whether the rules may be published at now,
// what 125, 127 and 124 require beyond Check:
//
//   - 125: the start is at least one week, Notice = 7 × 24 hours of elapsed
//     time (not calendar days), after the rules become public. They become
//     public at published, or at now if now is later: rules published late
//     are public only from the moment they are published.
//   - 127 and ruling TN1: the fee-paid prizes' percents, Rules.Return, sum to
//     at least 30. Merchandise does not count: its value is not a share of
//     the fees.
//   - 124: a Let It Ride tournament (game "let-it-ride", the catalog id)
//     states letItRide.feePercent, the part of each supplemental wager
//     (67.9) taken as its entry fee, from 30 to 100; any other game states
//     no letItRide.
//
// Every refusal is a *game.RuleError citing its section and naming the
// field.
//
// # Prizes
//
// Rules.Pool is the prize money on the fees collected: Return of the fees,
// rounded up to the cent, so that at least the stated rate, and so at least
// 30%, comes back (127). Rounding the pool down would pay 30% of 2331 cents
// as 699 cents, below the 699.3 the by-law requires; the pool is 700.
// This is the one place this package rounds up: ruling G1 rounds payouts
// down, but a return floor the by-law states as a minimum is not met by a
// payout rounded below it.
//
// Rules.Allocate divides the pool among the entrants, ranked by chips, most
// first:
//
//   - Place n's prize is its percent of the fees, rounded down to the cent
//     (ruling G1); the cents these fall short of the pool (at most one per
//     place) go one each to places 1, 2, …, so the prizes sum to
//     the pool exactly and a better place never wins less than a worse one.
//   - With fewer entrants than prize places, the places no one reaches add
//     their prizes to place 1's. The fees stay returned at the stated rate,
//     the simplest reading that keeps 127, and the entrant who did best
//     gains; re-spreading them over every paid place would change each
//     prize the rules announced.
//   - Entrants tied on chips occupy places together (two tied for second
//     occupy places 2 and 3) and share those places' prizes equally,
//     rounded down; the odd cents go one each to the tied entrants in
//     registration order (Standing.Order). A tied group never wins less
//     each, to the cent, than the entrants ranked below it, nor more than
//     those above.
//   - Merchandise cannot be split: the tied entrants take the merchandise
//     of the places they occupy place by place, in registration order.
//     Merchandise on a place no one reaches is not won.
//
// Allocate returns each winner, paid money or merchandise, with the place
// Leaderboard gives them: entrants tied on chips share the better place
// (1, 2, 2, 4) and are listed in registration order.
//
// # Let It Ride
//
// In a Let It Ride tournament the entry fee is taken from the supplemental
// wager of 67.9 (124). Registration is free (entryFee 0, and no other value
// is accepted) and every hand an entrant plays carries the $1 supplemental
// wager, in money, besides his three bets in tournament chips; the table's
// engine deals no hand without it (option tournament). Of each supplemental
// wager settled, LetItRideFee, feePercent of it rounded up to the cent so
// that it is never below the stated share, goes from the house to the
// tournament's fees: the wager itself wins and loses as 67.9 says, as a
// progressive's contribution leaves the wager's settlement alone. feePercent
// is at least 30 (124); the prizes are a share of the fees so collected
// (127) like any tournament's.
package tournament
