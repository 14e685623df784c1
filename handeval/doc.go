// Package handeval ranks poker hands under every ranking in the by-law:
// one evaluator per ranking, each returning a [Value] that compares as an
// integer (higher is better, equal is identical) against values of the same
// ranking.
//
// # Rankings
//
//	ranking     functions                    sections
//	high        Five, Seven, High, Hand,     67.2 (Let It Ride), 67.11 (Caribbean Stud),
//	            Sevens, Omaha                67.44, 67.50 (3-5-7), 67.54 (Boston), the poker room
//	pai gow     PaiGow                       39, 40, 41; rulings PG1, PG4 (53 cards with the joker)
//	low hand    PaiGowLow                    40(10), 41: Pai Gow Poker's two-card hand
//	three-card  Three                        67.23 (3-Card Poker), 67.43 (3-5-7), 67.53 (Boston); P3
//	four-card   Four                         67.65, 67.76 (4-Card and Crazy Four Poker), best 4 of 5
//	                                         (67.72, 67.83) and of 6 (67.71)
//	eight       LowEight, OmahaLow           ace-to-five low, eight or better (high-low games)
//	razz        Razz                         ace-to-five low (67.88(13), razz)
//
// and the rankings of PHH's variants the poker room replays but does not
// deal (PHH's NS, N2L1D and F2L3D, FB):
//
//	short-deck      ShortDeck                36 cards, six to ace: a flush above a full
//	                                         house, A-6-7-8-9 the lowest straight
//	deuce-to-seven  DeuceToSeven             five cards, the lowest best: the ace high,
//	                                         straights and flushes count against
//	badugi          Badugi                   up to four cards: the most of different suits
//	                                         and ranks, then the lowest, the ace low
//
// Short-deck hold'em ranks as PokerKit's ShortDeckHoldemHand does.
// Deuce-to-seven is the lowball of the draw games: 7-5-4-3-2 of more than
// one suit is the best hand, and A-2-3-4-5 is an ace high, not a straight
// (PokerKit 0.7.4's StandardLowHand makes it a 5-high straight, its issue
// 44).
//
// The high ranking is also Caribbean Stud's order: 67.11 spells out what 67.2
// leaves to 67.1 (K-Q-J-10-9 is the highest straight flush below the royal
// flush, A-2-3-4-5 the lowest), and the two orders are the same. The
// pay-table and dealer qualifiers are functions named after their wording:
// PairOfTensOrBetter (67.7), AceKingOrBetter (67.17), and so on.
//
// # Games
//
// [Games] maps each game that ranks poker hands (its catalog id, or
// poker-room/VARIANT for the poker room) to a [Game]: the [Ranking] of a hand
// of each number of cards it deals, by the sections above; 3-5-7 Poker, for
// one, ranks three cards by 67.43 and five or the best five of seven by
// 67.44 and 67.50. [Ranking.Best] values a hand and names the cards that
// make it: all of them, the first of the best four or five of more, or
// Omaha's two hole cards and three of the board.
//
// # Ties
//
// Sections 41, 67.12, 67.24, 67.55, 67.66 and 67.77 break a tie inside a
// combination by "the hand which contains the highest ranking card". Croupier
// reads this as poker's usual order: the cards that make the combination
// first (the rank of the four, of the three, then of the pair; the higher
// pair, then the lower), then the remaining cards from the highest down; a
// straight is ranked by its top card (A-2-3-4-5 by the five, except in Pai
// Gow Poker, section 40(7)). Suits never break a tie, and cards outside the
// best four or five never do (ruling P10). Hands equal under this order are
// identical: the wager pushes, or the section's own tie rule applies.
//
// # Input
//
// Evaluators take cards of one 52-card deck (the joker only in PaiGow and
// PaiGowLow), or of two decks, and do not check them: callers validate
// input (the engines deal from a card.Shoe). Two decks are for the games
// that may deal from two (Let It Ride, Caribbean Stud, 3-Card Poker, 3-5-7,
// Boston, 4-Card and Crazy Four Poker): Three, Four, Five, Seven, High,
// Hand with its batch evaluators Sevens and Hand.ValuesWith, and those
// games' Rankings in Games. PaiGow, PaiGowLow, Razz, LowEight, Omaha,
// OmahaLow, DeuceToSeven and Badugi take one deck, ShortDeck one short deck
// (a five-card hand with a card below the six is no hand); Game.Deals says
// which cards a game's deck holds.
//
// # Two decks
//
// A hand from two decks may hold the same card twice (ruling P11). It is
// valued as the multiset of cards it is. As As is a pair of aces. Three
// (four, five) cards of a suit are a flush whatever their ranks, and a flush
// that is also a pair or two pairs is a flush: every ranking places a flush
// above both (67.2, 67.23, 67.65). A straight needs different ranks, so no
// straight flush holds a card twice. Five cards of a rank are four of a kind with a kicker of that
// rank (P11): five aces beat four aces and a king, five kings lose to four
// kings and an ace. Ties follow the rule above on the multiset: a flush
// ranks by its cards from the highest down, a pair's two side by side, so
// A-A-K-Q-2 beats A-K-Q-J-9 and loses to A-A-K-K-2, and the lowest flush of
// five is 4-3-3-2-2. The high ranking's flush then has 4,995 hands (1,277 of
// different ranks, 2,860 with a pair, 858 with two pairs), more than a
// Value's 12 bits of order: it takes two consecutive places, which Category
// reads as Flush alike, and every combination above it one place higher.
// Values still compare as integers and equal values are identical hands,
// between hands of one deck and of two alike.
//
// # How it works
//
// A hand's key is the sum of its cards' keys (key.go): the top 31 bits are a
// linear hash of its ranks, the low 32 bits count its suits in a way that
// flags five of a suit. A perfect hash (a displacement table of 16 Ki entries
// and a value table of 128 Ki entries) turns the ranks into a slot; a flush
// looks its suit's 13 rank bits up in a table of its own. Every table is
// derived from the rules in build.go: each ranking scores its exact hands
// (five cards, or three, or four) by its section, and a hand of more cards
// takes the best of its hands one card smaller. The high ranking's tables are
// built when the program starts (a few milliseconds, BenchmarkInit), so that
// Hand.Add, Hand.Value and Hand.ValueWith (a hand and one more card, the
// innermost loop of an enumeration) inline; the others on first use. A
// badugi hand is valued from its cards (the suits decide which ranks play),
// its score numbered as the tables' scores are. Two batch evaluators, Sevens
// (a list of 7-card hands) and Hand.ValuesWith (a Hand with each of a list
// of Hands), evaluate sixteen hands at once on a processor with AVX-512
// (batch_amd64.s), the same tables read by gathers, and hand by hand
// elsewhere.
//
// Two decks cost a hand of one deck a compare on the flush path. The
// perfect hash holds every multiset of up to seven ranks, a rank up to seven
// times, so keys count copies; a suit's 13 rank bits do not. A flush table
// entry holds, beside the value, the suit counter of exactly those cards: a
// suit that holds a card twice reads more, and such a hand goes to dup.go,
// which finds the doubled ranks from the key's rank hash (one choice of
// them makes it) and values the flush from the ranking's numbering of its
// hands. The batch kernels leave such hands as no hand and say so, for
// Sevens and ValuesWith to value them one by one. Hand.Value and
// Hand.ValueWith, which must inline, have no room for the compare and the
// call both within the compiler's budget: their flush path is a call, which
// costs an enumeration through them up to a tenth of its speed
// (docs/PERFORMANCE.md, "Two decks").
//
// The slow evaluator in slow_test.go, written apart from all this, checks
// every hand, of one deck and of two.
// docs/PERFORMANCE.md records the speed against the published evaluators.
package handeval
