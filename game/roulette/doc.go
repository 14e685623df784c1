// Package roulette is the game of roulette, sections 68–74 of the by-law.
//
// The wheel (68, 69) has 37 numbers, 0 to 36 (French and English Roulette,
// option wheel single-zero, the default), or 38 with a double zero
// (American Roulette, double-zero). The table's numbers 1 to 36 stand on
// the layout in 12 rows of 3, 1-2-3 at the top by the zeros and 34-35-36 at
// the bottom; a column is the 12 numbers under one another (column-1 is 1,
// 4 … 34). Wagers (72) and what they pay:
//
//	column-N, dozen-N            12 numbers                  2 to 1   72(1)(a), (b)
//	low, even, red, black,       18 numbers                  1 to 1   72(1)(c)–(h)
//	odd, high
//	straight-N                   one number, 0 and 00 too   35 to 1   72(2)(a)
//	split-A-B                    two side by side           17 to 1   72(2)(b)
//	street-A-B-C                 a row of three             11 to 1   72(2)(c)
//	corner-A-B-C-D               four meeting at a corner    8 to 1   72(2)(d)
//	first-four                   0, 1, 2, 3 (single zero)    8 to 1   72(2)(e)
//	five-number                  0, 00, 1, 2, 3 (double)     6 to 1   72(2)(e)
//	six-line-A-F                 two rows                    5 to 1   72(2)(f)
//	double-N                     N on the next 2 spins   1,200 to 1   72.1 (1,000 to 1 where triples are offered)
//	triple-N                     N on the next 3 spins  10,000 to 1   72.1
//
// Ids write their numbers in layout order, 0, 00, then 1 to 36
// (split-0-00, street-0-1-2, corner-1-2-4-5); a six-line names the first
// number of its first row and the last of its second (six-line-1-6 …
// six-line-31-36). Only groups adjacent on the layout are wagers: a split
// joins two numbers side by side in a row or one under the other; the
// zero groups are those of games.md (single zero: splits 0-1, 0-2, 0-3,
// streets 0-1-2 and 0-2-3, first-four; double zero: splits 0-00, 0-1, 0-2,
// 00-2, 00-3, streets 0-1-2, 0-00-2, 00-2-3, five-number). Any other id is
// refused with an error that names it and says why. Red is 1, 3, 5, 7, 9,
// 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36, as on every standard
// layout (the by-law does not list them); black is the other numbers.
// Outside wagers cover no zero, so they lose on 0 and 00 (72(1), ruling
// R1).
//
// Limits (3, 72): min and max bound each inside wager, double and triple;
// outside-min and outside-max (by default the same) each outside wager. A
// second wager on the same id adds to the first, and the limits apply to
// the total.
//
// A round (73, 74) is: wagers and withdrawals while bets are open, the
// dealer's no-more-bets, the dealer's spin (one tape entry: "17", or
// {"pocket": "17", "revolutions": 9}), which settles the round, and
// next-round, the next "place your bets". A spin whose recorded revolutions
// are fewer than 7 is not a valid spin (74): it is recorded as an
// EventInvalidSpin, nothing is settled, the bets stay closed and the next
// spin reads the next tape entry. A spin written without revolutions is a
// live dealer's who did not count them, and is valid; an electronic
// wheel's tape draws 7 to 14 (game.Tape.Pocket). A round's result gives
// the pocket and, where recorded, the revolutions.
//
// Leniency: a spin while bets are open closes them first, as if the dealer
// had announced no-more-bets just before. Once a round is settled, any step
// that belongs to the next round (a wager, a withdrawal, a colour, the
// dealer's no-more-bets or spin) opens it first exactly as next-round
// would, then applies; Legal then offers next-round first and everything
// the next round would. A script may therefore omit no-more-bets and
// next-round; the events still record both.
//
// Doubles and triples (72.1, ruling R2) are offered only where the table
// says so (option doubles: none, double, double-triple), and a table that
// offers them refuses outside wagers unless outside-with-doubles is set. A
// double-N or triple-N placed in a round is decided as soon as it can be:
// it loses on the first valid spin that does not show N, reported in that
// round, and wins in the round of its second (or third) valid spin. In
// between it stays on the layout (View.Wagers, Carries) with nothing
// reported, and it may not be taken down: it was placed before "no more
// bets" of its first spin (73) and covers the spins that follow. An
// invalid spin is not a spin for 72.1. While it is in play the seat may
// not place another wager of the same id. Wagers still in play when a
// script ends are not reported (ruling C7).
//
// Chips (70, 71): at an American or English table (option chips colour,
// the default) a player may take one of the 7 colours of non-value chips
// with {"seat": n, "act": "colour", "amount": cents}, the value he gives
// each chip, within the table's min and max. The colours go white, red,
// blue, green, yellow, purple, orange (Colours) to the seats in the order
// they ask, one per player, for the rest of the session; an eighth is
// refused and plays with value chips (70, second paragraph). A seat with a
// colour wagers whole numbers of its chips; a seat without one plays with
// value chips, any number of cents. At a French table (chips value, single
// zero only) the colour act is refused (71). Engine.Chips reports each
// seat's colour and value; the act is recorded as a game.EventDecision
// whose Text is "colour " and the colour, and Amount the value. The amount
// may be left out only where min equals max.
//
// Seats: the by-law sets no number of players. The option seats gives the
// places, 7 by default (one per colour), up to 1000. While no seat holds a
// colour, Legal offers each wager once for any seat; once one does, each
// seat's wagers are offered seat by seat with their whole-chip multiple,
// which costs one option per seat and wager.
//
// Settlements are ordered by seat, then in the order each wager id was
// first placed by that seat (a double in play from an earlier round comes
// before the seat's wagers of this round; a wager taken down and placed
// again goes last).
package roulette
