// Package wheel is the Wheel of Fortune, sections 117–122 of the by-law.
//
// The wheel is divided into 9 to 60 equal parts (117), each bearing a
// symbol: the table option segments lists them in wheel order, stop 0
// first, and payouts gives each symbol its odds, N to 1. The default wheel
// of games.md has 54 stops:
//
//	stops   symbol  segments  pays      returns
//	0–23    1       24         1 to 1   24 × 2 / 54  = 8/9    88.8888%
//	24–38   2       15         2 to 1   15 × 3 / 54  = 5/6    83.3333%
//	39–45   5        7         5 to 1    7 × 6 / 54  = 7/9    77.7777%
//	46–49   10       4        10 to 1    4 × 11 / 54 = 22/27  81.4814%
//	50–51   20       2        20 to 1    2 × 21 / 54 = 7/9    77.7777%
//	52      joker    1        40 to 1    1 × 41 / 54 = 41/54  75.9259%
//	53      flag     1        40 to 1    1 × 41 / 54 = 41/54  75.9259%
//
// A wager on a symbol on c of n segments paying N to 1 returns
// c × (N + 1) / n of what is wagered: section 122 and ruling W1 ask at
// least 75% of every wager, exactly 75% allowed. Rules.Validate computes it
// in integers (refused when 4 × c × (N + 1) < 3 × n) and so does
// Allocation, the method of prize allocation a table makes public (120).
//
// The wagers are symbol-S, one per symbol on the wheel (119): a wager wins
// if the pin stops on a segment bearing its symbol, paid at the symbol's
// odds; every other wager loses. A round is: wagers and withdrawals while
// bets are open, the dealer's "no-more-bets", after which no wager can be
// made, amended or withdrawn (118), and the dealer's "spin", one tape entry:
// a stop (17) or a stop with the wheel's revolutions ({"stop": 17,
// "revolutions": 4}). A spin recorded with fewer than 3 revolutions is not
// a valid result (121): nothing is settled, an EventInvalidSpin records it,
// bets stay closed and the dealer spins again, the next "spin" reading the
// next tape entry. A plain stop records no revolutions and is valid. An
// electronic wheel's tape draws the stop and 3 to 8 revolutions.
//
// A second wager on the same id in the same round adds to the first; the
// table's min and max apply to the total on each id.
//
// Leniency: a "spin" while bets are still open closes them first, exactly
// as if the dealer had announced "no-more-bets" just before it. After a
// valid spin settles a round (phase over), "next-round" opens the next one;
// so does any step that belongs to the next round (a wager, a withdrawal,
// "no-more-bets", "spin"), which then applies in the new round, so a
// script may omit "next-round". Legal offers next-round first, then the
// next round's wagers.
//
// The wheel has no decisions: any "act" is an error (118). No wager stays
// on the layout from one round to the next, so the engine carries nothing
// across rounds (it is no game.Carrier).
//
// Settlements are ordered by seat, then in the order each wager id was
// first placed by that seat in the round (a wager withdrawn and placed
// again counts from its new placing). A round's result gives the stop in
// "stop" and, when the dealer recorded them, the revolutions in
// "revolutions"; it has no hands. The View shows the last spin, valid or
// not, until the next one.
//
// Analyze (croupier math wheel-of-fortune) gives each wager's exact figures
// from Allocation, after Validate.
package wheel
