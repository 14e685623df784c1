// Package craps is the game of craps, sections 95.1–95.17 of the by-law.
//
// Two dice (95.6), any number of players (95.7: the table option seats, 0
// by default, takes any seat number up to game.MaxSeat; an operator may set
// a cap). Wagers stay on the layout from one roll to the next: a round is
// one valid roll, and its result reports the wagers that roll decided.
//
// # Wagers
//
//	pass, dont-pass      95.14(1), (2)  1 to 1; the don't bars 12 on the come-out (push)
//	come, dont-come      95.14(3), (4)  1 to 1; travel to come-N, dont-come-N
//	field                95.14(5)       one roll: 2, 3, 4, 9, 10, 11, 12; 2 to 1 on 2 or 12
//	hard-N               95.15(1)       7 to 1 (4, 10), 9 to 1 (6, 8)
//	any-7 eleven any-craps craps-2 craps-3 craps-12
//	                     95.15(2)–(7)   one roll: 4, 15, 7, 30, 15, 30 to 1
//	horn world three-way-craps
//	                     95.15(8), (10), (11)  one roll, equal parts (ruling C1)
//	hop-A-B              95.15(9)       one roll, dice A and B: 30 to 1 a pair, else 15 to 1
//	pass-odds dont-pass-odds come-odds-N dont-come-odds-N
//	                     95.16          true odds, at most max-odds times the line wager (C4)
//	place-N buy-N lay-N  95.17          9 to 5, 7 to 5, 7 to 6; 2 to 1, 3 to 2, 6 to 5;
//	                                    1 to 2, 2 to 3, 5 to 6 — for 4/10, 5/9, 6/8
//
// A second wager on an id adds to it; the table's min and max (95.5) apply
// to the total on each id. Horn, world and 3-way craps are multiples of 4,
// 5 and 3 cents: each part a whole cent. Odds, place, buy and lay wagers
// need no multiple: their payouts round down to the cent and report what
// was dropped (spec README "Money", ruling G7). A buy pays 5% of its amount
// and a lay 5% of its potential winnings (its payout at its odds), each
// rounded up to the cent, when accepted (game.EventCommission right after
// its game.EventWager); an increase pays the commission of the new amount
// less what was paid. The commission is never returned (C2) and is reported
// once, on the wager's next settlement (C7): a winner that stays up reports
// none again until more is added.
//
// When each wager may be placed: pass and dont-pass on a come-out roll only
// (a pass while a point is on, a "put" bet, is refused: 95.14(1) plays it on
// the come-out); come and dont-come only while a point is on (95.14(3),
// (4)); an associate chance only beside its line wager with the point known
// (95.16); everything else at any time (95.15, 95.17). A don't pass or don't
// come wager is never increased (95.11, 95.14(4)); a pass wager is never
// reduced (95.11).
//
// When a wager may be taken down (whole, between rolls): never a pass,
// come or come-N wager (95.14); a line wager only after its associate
// chance; every other wager at any time between rolls: the don't wagers
// "at any time" (95.14), the associate chances, place bets and hard ways
// after an inconclusive roll (95.15(1), 95.16, 95.17) or before any roll
// has touched them, one-roll wagers before their roll (the by-law is
// silent; until the dice are rolled they are not in play). The money comes
// back at once (game.EventWithdraw); the next valid roll's round reports
// the wager, result withdrawn, net 0, with any commission it paid (C7;
// game.Settlement.TakenDown). A wager taken down after the last roll of a
// script is reported by Finish in a last round with no dice.
//
// # Working
//
// Place, buy, hard-way and come odds wagers are off on a come-out roll:
// that roll neither wins nor loses them (95.15(1), 95.16(3), 95.17(1), (2),
// ruling C3). {"seat": n, "act": "working", "wager": id} turns one on until
// it leaves the layout; Legal offers it for each such wager, naming it
// (game.Option.Wager). A winner that stays up stays working (C7). Lay
// wagers, don't come odds and every other wager always work. Come odds that
// are off when their come wager is decided on a come-out roll are returned
// by that roll's settlement, result withdrawn, net 0, as a push returns a
// stake (C6; no step took them down, so no EventWithdraw, not TakenDown).
//
// # Settlement
//
// Place, buy, lay and hard-way winners are paid and stay up
// (game.Settlement.Stays, C5); every other wager leaves the layout once
// decided, its associate chance with it. A barred 12 pushes a don't wager,
// which leaves the layout; a world on 7 nets 0 and is reported push (C6).
// Horn, world and 3-way craps report one settlement with the net of all
// their parts (C1). A come or don't come wager that travels to its number
// is renamed come-N or dont-come-N (game.EventMove) and keeps its place in
// the order. A settlement's stake is what stood on the wager.
//
// A round's settlements go by seat, then in the order each wager was first
// placed (across rounds: a wager that stays up keeps its place; one placed
// again after it left comes last). Wagers still on the layout when a script
// ends are not reported (C7). A round's result gives the roll in "dice".
//
// # Steps and rounds
//
// Between rolls (phase bets): wagers, withdrawals, the acts working and
// decline, and the dealer's roll (one tape entry of two faces, [3,4]),
// no-roll (95.3: consumes nothing, settles nothing, recorded as an
// EventNoRoll; one-roll wagers wait for the next valid roll), change-dice
// (95.4: recorded as an EventChangeDice) and withhold (below). There is no
// "no-more-bets": a roll closes the wagers for that roll. A valid roll
// settles the round (phase over); next-round opens the next, and so does
// any step of the next round (a wager, a withdrawal, an act, a dealer step
// but next-round), exactly as next-round would, so a script need never say
// next-round. In phase over Legal offers next-round first, then what the
// next round offers. roll, no-roll and change-dice are offered while a seat
// may shoot. withhold is never offered (an option names no seat).
//
// # The dice
//
// The shooter (95.10) is chosen when he rolls: the dice are offered
// clockwise, in increasing seat numbers and wrapping, to the first seat
// holding a pass or don't pass wager (95.11), starting at seat 1 (95.8: the
// player at the boxperson's left). The shooter keeps the dice while he
// holds a line wager on each come-out roll; while a point is on he rolls
// until it is decided, whatever he holds. A seven-out passes them to the
// next seat clockwise with a line wager (95.14(1)); a shooter without a
// line wager on a come-out roll passes them the same way.
//
// {"seat": n, "act": "decline"}, before a come-out roll, by a seat holding a
// line wager while another that has neither declined nor been withheld
// holds one: the dice pass it by (95.8), now if they are offered to it, or
// when they reach it. {"dealer": "withhold", "shooter": n} withholds seat
// n's turn to roll (95.4): the dice pass it by, even in the middle of its
// point (the next seat with a line wager, or failing one with any wager,
// finishes it), and even if no other seat may take them (the table then
// waits for one). Once every seat with a line wager has declined, the dice
// are offered to the declining seats again, never to a withheld one.
// Declines and withholds last until the next valid roll. Legal offers
// decline to each seat that may; withhold, which names a seat, it never
// offers.
//
// The dice's place carries from round to round: Carries (game.Carrier) is
// true once a shooter has rolled, as well as while a wager is on the
// layout, a withdrawal is to be reported or a point is on. Who holds the
// dice settles nothing, and whether a step is allowed never depends on it,
// so a round into which no money and no point carry replays alone on a
// fresh engine (ReplaysAlone, game.Standalone) with the same settlements.
//
// Engine.Table (and Felt, game.Felter) returns the point, the shooter, the
// declined and withheld seats and each wager with whether it is off on a
// come-out roll unless working, its working flag and whether the next roll
// leaves it off; View shows the last valid roll in Dice, every wager on the
// layout and the last settled round. Nothing is hidden in craps.
//
// Events beside the layout's wagers, withdrawals, commissions and moves:
// EventShooter (a new shooter takes the dice), game.EventRoll (Dice, Seat
// the shooter, Text the total), EventPoint (the point marked, "6", or
// "off"), EventNoRoll, EventChangeDice, EventWithhold, game.EventDecision
// (working, decline) and game.EventSettled.
//
// # Analysis
//
// Analyze (croupier math craps) gives the exact figures of one decision of
// every wager: a Markov chain over the 36 rolls whose states are the point
// and the wagers standing, each roll judged by the engine itself. The line
// wagers are shown alone and with their odds at max-odds; come odds, off on
// a come-out roll, are returned when it decides their come wager (C6).
package craps
