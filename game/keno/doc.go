// Package keno is the game of Keno, sections 75–86 of the by-law, with
// rulings K1 and K2.
//
// Keno is a central system: the server sells tickets, runs the draws and
// pays claims (control numbers, void tickets and the time to claim, 81–86
// and K1, are the server's). This package is its rules: what a selection
// may be, what a draw pays, and the replay of draws. The server settles
// every draw by running an Engine on the draw's script: its options, a
// tape of the draw's balls, one wager step per selection playing the draw
// and {"dealer": "draw"}.
//
// # Options
//
// A draw chooses drawn numbers (20) out of numbers (80) (75). A selection
// is 1 to max-spots numbers (10; at most drawn) (77, 78), plays 1 to
// max-draws consecutive draws (20) (80), and wagers min to max cents per
// draw (3, 80). The paytable gives, for each spot count n from 1 to
// max-spots, the prize paid for 1 of each catch k: the amount returned per
// cent wagered, the wager included, as keno tables are written (76). A
// catch it does not list pays nothing. Every spot count must return at
// least 65% (85): the by-law sets "the return rate set for Keno", which
// this package reads per spot count, the stricter reading, so that no
// selection a slip offers returns less. A game states its maximum
// aggregate payout per draw (77, 82(5)) and its time to claim (82(6), 86).
//
// The default paytable, on 80 numbers with 20 drawn, and its exact returns
// (Rules.Return; truncated to 4 decimals; TestDefaultReturns; Analyze,
// croupier math keno, gives each catch's probability, Catch, and figures):
//
//	spots  catch: prize for 1                                   return
//	 1     1:3                                                  0.7500  3/4
//	 2     2:12                                                 0.7215  57/79
//	 3     2:1 3:42                                             0.7215  57/79
//	 4     2:1 3:5 4:100                                        0.7352  58140/79079
//	 5     3:2 4:20 5:500                                       0.7321  57900/79079
//	 6     3:1 4:7 5:60 6:1600                                  0.7216  228285/316316
//	 7     3:1 4:3 5:20 6:120 7:6000                            0.7386  308727/417989
//	 8     4:2 5:10 6:70 7:800 8:15000                          0.7052  21519501/30513197
//	 9     4:1 5:5 6:30 7:250 8:3000 9:30000                    0.7161  218512509/305131970
//	10     0:2 5:2 6:20 7:100 8:900 9:5000 10:100000            0.7488  16223164753/21664369870
//
// # A round is one draw
//
// While sales are open, wager steps sell selections:
//
//	{"seat": 3, "wager": {"ticket": 200}, "numbers": [7, 21, 64], "draws": 3}
//
// "numbers" is required (any order; stored sorted), "draws" defaults to 1.
// Any seat from 1 to 1000 may buy (the central system takes any number of
// players, 81) and a seat may buy several selections (79): its first is
// wager id "ticket", its next "ticket.2", "ticket.3" …, numbered per seat
// across the whole game and never reused. The step always writes
// {"ticket": cents}; the engine names the selection.
//
// A selection bought in round r for k draws puts k wagers on the layout at
// once: "ticket" on this draw and "ticket@d" on each later draw d (round
// numbers r+1 … r+k−1). When round d opens, "ticket@d" moves onto
// "ticket" (game.EventMove). The engine is a game.Carrier while such a
// later wager remains, or a selection sold in an earlier round plays the
// round in progress; it is not a game.Standalone, so a round's recorded
// script starts where the selection carried into it was sold
// (TestRoundScripts).
//
// {"dealer": "draw"} reads one tape entry (the balls in draw order,
// game.Tape.Balls), closes the sales (game.EventClosed; there is no
// no-more-bets), and settles every selection playing the draw. Any draw
// may be drawn, with or without selections: the central system draws on
// its schedule. {"dealer": "next-round"} opens the next round; so,
// leniently, does a wager or a draw taken once the round is settled, as if
// next-round came just before it. A selection is never taken down (81: a
// validated selection plays its draws) and keno has no decisions.
//
// A script that ends with selections sold in the round in progress and
// not drawn for is an error; wagers carried to later draws when the script
// ends are not reported.
//
// # Settlement
//
// Each selection playing a draw is settled once (82, ruling K2): its catch
// k is how many of its n numbers were drawn, its prize is wager × the
// prize for 1 of catching k of n, and its net is prize − wager: win above
// zero, push at zero, lose below. When the draw's prizes total T cents,
// more than the maximum aggregate payout C, every prize p is reduced in
// proportion (K2) and paid floor(p × C / T); the settlement's rounding is
// (p × C) mod T, in units of 1/T of a cent, as ruling G7 counts a payout at
// odds C to T. The maximum is read on what a draw pays out, the wagers
// returned in prizes included. Settlements go by seat, then in the order
// the seat bought its selections. A round's result gives the draw in
// "balls" and has no hands.
//
// # Events
//
// Besides the shared ones: EventDraw (the balls, in Text), one EventCatch
// per selection ("k of n" in Text, the prize before any reduction in
// Amount) in settlement order, and EventReduced when K2 applies (the
// maximum in Amount, the total and the factor in Text).
package keno
