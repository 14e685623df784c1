// Package blackjack is Blackjack (sections 13–26.1 of the by-law) and
// Multi-Action Blackjack (26.2–26.7): one engine plays both, since
// Multi-Action is Blackjack with two or three wagers on the one player hand.
//
// One to eight decks (13); an ace counts 1 or 11, tens and pictures 10 (13);
// a hand with an ace counted 11 is soft (14); an ace and a ten-value card as
// the first two cards of a hand that was not split is a Blackjack (15). Up to
// seven seated players, one per betting box; a player may hold several boxes
// (a box is a seat number: who sits where is the server's business), and
// standing players bet behind a seated player's box within the per-hand
// maximum, bound by the seated player's decisions but free to decline
// insurance, splits and doubles (16, ruling B11).
//
// A round: wagers before the first card (17); one card face up to each box,
// the dealer's first card face up, a second card to each box (22). When the
// dealer's first card is an ace, insurance, half the initial wager, is
// offered to each box in seat order before anyone plays (25). With the table
// option peek the dealer takes his second card face down right after the
// players' second cards and a dealer Blackjack ends the round at once;
// without it (the default) the dealer has no hole card and takes his second
// card after the players (22, 26). Each box then plays its hands in turn: hit,
// stand, double on 9–11 (23, or any two cards with double-any, 26.1(1)),
// split equal values (24; up to split-hands hands, 26.1(2)). Split aces take
// one card each; a split hand is not a Blackjack and is doubled only with
// double-after-split (24(4), 24(5), 26.1(3)). No hit on a hard 21 or a
// Blackjack (22). The dealer then completes his hand, hitting soft 17 unless
// stand-soft-17 (26, ruling B1).
//
// Settlement: 18–21 and 18.1 (the optional 7-7-7 and suited 6-7-8 bonuses,
// rulings B4, B5, B13); without a hole card a dealer Blackjack takes only the
// initial wager, and doubles and split hands are withdrawn (20). Side bets
// 21.1–21.4 settle on the box's first cards (rulings B6–B9); the progressive
// jackpot of 21.2 is state of the table, paid in seat order (ruling G2).
//
// Decisions the script does not give take their defaults: a step addressed
// past an undecided insurance or behind-bettor choice declines it, and Finish
// declines whatever is left when a script ends. Legal offers only the
// decision due now, so it never depends on a card not yet turned.
//
// Analyze (`croupier math blackjack`) is the main wager's
// composition-dependent analysis: every two-card hand against every up
// card, each hand's stand, hit and double valued by the exact odds of every
// dealer hand from the cards left (a tree of the dealer's hands gives his
// odds for all up cards in one pass, for each of some 7,500 sets of cards
// out), splits by Eric Farmer's algorithm, exact for the post-split
// strategy CDP1 with up to 5 hands; float64, to about 1e-12. It agrees with
// Farmer's calculator to 1e-9 and with a brute-force player of whole
// rounds on small shoes to 1e-12. Decide plays the same strategy in
// simulations, and Advise (`croupier math blackjack --hint "Th 6c vs 9d"`)
// values any hand's options.
package blackjack
