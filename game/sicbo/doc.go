// Package sicbo is the game of Sic Bo, sections 95.18–95.24 of the by-law.
//
// Three dice (95.18), any number of players (95.19; the table option seats
// sets how many places the layout has, 7 by default and at most 100). The
// dealer rolls the dice (95.20); the players' wagers (95.22) are placed on the
// layout before the roll (95.23) and paid at the odds of 95.24:
//
//	triple-N     all three dice show N                        150 to 1
//	double-N     at least two dice show N (a triple N too, S1)  8 to 1
//	any-triple   all three dice show the same number           24 to 1
//	total-N      the dice total N, 4 to 17           50, 30, 18, 12, 8, 6 to 1
//	duo-A-B      both A and B show (A < B)                      5 to 1
//	small        total 4 to 10, not a triple                    1 to 1
//	big          total 11 to 17, not a triple                   1 to 1
//	single-N     N shows on one, two or three dice          1, 2, 3 to 1
//
// A round is: wagers and withdrawals while bets are open, the dealer's
// "no-more-bets", the dealer's "roll" (one tape entry of three faces, such as
// [1,1,6]), which settles every wager, and "next-round". A second wager on the
// same id in the same round adds to the first; the table's min and max apply
// to the total on each id. A wager may be taken down while bets are open
// (95.23: it must be in place before the dice are rolled, and until then it
// is the player's to move).
//
// Leniency: a "roll" while bets are still open closes them first, exactly as
// if the dealer had announced "no-more-bets" just before it. A script may
// therefore omit "no-more-bets"; the events still record the close.
//
// Sic Bo has no decisions: any "act" is an error (95.22). Rolling in turn by
// the players (95.21) is not offered: the dealer rolls.
//
// Settlements are ordered by seat, then in the order each wager id was first
// placed by that seat in the round. A round's result gives the roll in
// "dice"; it has no hands.
//
// Analyze (croupier math sic-bo) gives the exact figures of every wager
// over the 216 rolls of three dice, wagers returning alike grouped.
package sicbo
