package handeval

import (
	"fmt"
	"slices"
	"testing"

	"croupier/card"
)

// The rankings of PHH's variants the poker room replays but does not deal:
// short-deck hold'em, the deuce-to-seven draws and badugi. Each is checked
// against counts worked out by hand, then hand by hand against the slow
// evaluator.

// deck36 is the short deck: six to ace.
var deck36 = func() []card.Card {
	var d []card.Card
	for _, c := range deck52 {
		if c.Rank() >= 6 {
			d = append(d, c)
		}
	}
	return d
}()

// Short-deck hold'em over the C(36,5) = 376,992 five-card hands. Nine ranks:
// straights have 6 tops (A-6-7-8-9 up to A-K-Q-J-10), so 6·4 = 24 straight
// flushes (4 of them royal) and 6·(4^5 − 4) = 6,120 straights; flushes
// 4·(C(9,5) − 6) = 480, fewer than the full houses 9·4·8·6 = 1,728, which is
// why the flush ranks above them; four of a kind 9·32 = 288; three of a
// kind 9·4·C(8,2)·16 = 16,128; two pairs C(9,2)·36·28 = 36,288; a pair
// 9·6·C(8,3)·64 = 193,536; no pair 120·1,020 = 122,400.
func TestShortDeckEveryFiveCardHand(t *testing.T) {
	x := newCrossCheck(t, "short deck five cards")
	every, i := sampleEvery(376992, 100000), 0
	combinations(deck36, 5, func(c []card.Card) {
		v := ShortDeck(c)
		x.count(v)
		if i++; i%every != 0 {
			return
		}
		cat, s := slowShortDeck(c)
		x.check(c, v, cat, s)
	})
	x.wantCounts(376992, map[Category]int{
		RoyalFlush: 4, StraightFlush: 20, FourOfAKind: 288, Flush: 480, FullHouse: 1728,
		Straight: 6120, ThreeOfAKind: 16128, TwoPairs: 36288, Pair: 193536, HighCard: 122400,
	})
	x.finish()
}

// Short-deck hold'em's best five of six and seven, random hands of the 36.
func TestShortDeckBestOfSevenRandom(t *testing.T) {
	n := 50000
	if raceEnabled || testing.Short() {
		n = 3000
	}
	for _, k := range []int{6, 7} {
		x := newCrossCheck(t, fmt.Sprintf("short deck %d", k))
		for _, c := range randomHands(uint64(36+k), n, k, deck36) {
			cat, s := slowBest(c, 5, slowShortDeck)
			x.check(c, ShortDeck(c), cat, s)
		}
		x.finish()
	}
}

// Deuce-to-seven over every five-card hand: the high ranking's counts, but
// A-2-3-4-5 is no straight, so its 4^5 − 4 = 1,020 hands are no pair and
// its 4 straight flushes flushes: 9 tops of straights (6 to ace), 36
// straight flushes (the A-K-Q-J-10 of a suit among them, the worst hand),
// 9,180 straights, 5,112 flushes, 1,303,560 hands of no pair.
func TestDeuceToSevenEveryFiveCardHand(t *testing.T) {
	x := newCrossCheck(t, "deuce to seven")
	every, i := sampleEvery(2598960, 100000), 0
	combinations(deck52, 5, func(c []card.Card) {
		v := DeuceToSeven(c)
		x.count(v)
		if i++; i%every != 0 {
			return
		}
		cat, s := slowDeuceToSeven(c)
		x.check(c, v, cat, s)
	})
	x.wantCounts(2598960, map[Category]int{
		StraightFlush: 36, FourOfAKind: 624, FullHouse: 3744, Flush: 5112, Straight: 9180,
		ThreeOfAKind: 54912, TwoPairs: 123552, Pair: 1098240, HighCard: 1303560,
	})
	x.finish()
}

// Badugi over the C(52,4) = 270,725 four-card hands, every one against the
// slow evaluator. Known answers: a badugi (four cards of four suits and four
// ranks) is 13·12·11·10 = 17,160 hands; a one-card hand has every two
// cards of a suit or of a rank, four of one suit or of one rank:
// 4·C(13,4) + 13 = 2,873; the three-card and two-card hands (154,440 and
// 96,252) make up the rest.
func TestBadugiEveryHand(t *testing.T) {
	x := newCrossCheck(t, "badugi")
	combinations(deck52, 4, func(c []card.Card) {
		v := Badugi(c)
		x.count(v)
		cat, s := slowBadugi(c)
		x.check(c, v, cat, s)
	})
	x.wantCounts(270725, map[Category]int{FourCardHand: 17160, ThreeCardHand: 154440, TwoCardHand: 96252, OneCardHand: 2873})
	x.finish()
	// Fewer cards: the hand is made of at most as many.
	for k := 1; k <= 3; k++ {
		y := newCrossCheck(t, fmt.Sprintf("badugi of %d", k))
		combinations(deck52, k, func(c []card.Card) {
			cat, s := slowBadugi(c)
			y.check(c, Badugi(c), cat, s)
		})
		y.finish()
	}
}

func TestShortDeck(t *testing.T) {
	runRules(t, ShortDeck, []ruleCase{
		{"a flush beats a full house", "6h 8h 9h Jh Kh", Flush, ">", "Ac Ad Ah Kc Kd", FullHouse},
		{"four of a kind beats a flush", "6c 6d 6h 6s 7d", FourOfAKind, ">", "Ah Kh Qh Jh 9h", Flush},
		{"a full house beats a straight", "6c 6d 6h 7s 7d", FullHouse, ">", "Ac Kd Qh Js Tc", Straight},
		{"a straight beats three of a kind", "As 6d 7c 8h 9d", Straight, ">", "Ac Ad Ah Kc Qd", ThreeOfAKind},
		{"A-6-7-8-9 the lowest straight", "As 6d 7c 8h 9d", Straight, "<", "6s 7d 8c 9h Td", Straight},
		{"A-6-7-8-9 of a suit a straight flush", "As 6s 7s 8s 9s", StraightFlush, "<", "6h 7h 8h 9h Th", StraightFlush},
		{"A-K-Q-J-10 of a suit", "As Ks Qs Js Ts", RoyalFlush, ">", "Kh Qh Jh Th 9h", StraightFlush},
		{"no wrap", "Ks As 6d 7c 8h", HighCard, "<", "6c 6d 7h 8s 9c", Pair},
		{"best five of seven", "Kh Ks 9h Jh Th Qc 6c", Straight, "=", "Ks Qc Jh Th 9h", Straight},
		{"hold'em's flush over full house, seven cards", "Kh Ks 6h 7h 9h Kc Jh", Flush, ">", "Kh Ks Kd 7h 7c 6s 8d", FullHouse},
	})
	if v := ShortDeck(card.MustParseList("2c 6d 7h 8s Tc")); v.Category() != NoHand {
		t.Errorf("a deuce in a short-deck hand: %v, want no hand", v)
	}
}

func TestDeuceToSeven(t *testing.T) {
	runRules(t, DeuceToSeven, []ruleCase{
		{"7-5-4-3-2 the best hand", "7c 5d 4h 3s 2c", HighCard, ">", "7c 6d 4h 3s 2c", HighCard},
		{"7-5-4-3-2 of a suit is a flush", "7c 5c 4c 3c 2c", Flush, "<", "Kc Qd Jh 9s 8c", HighCard},
		{"the highest card first", "8c 7d 6h 5s 3c", HighCard, "<", "8c 6d 5h 4s 3c", HighCard},
		{"6-5-4-3-2 is a straight", "6c 5d 4h 3s 2c", Straight, "<", "Ac Kd Qh Js 9c", HighCard},
		{"the ace is high: A-2-3-4-5 is no straight", "Ac 2d 3h 4s 5c", HighCard, ">", "2c 2d 7h 8s 9c", Pair},
		{"an ace high loses to a king high", "Ac 5d 4h 3s 2c", HighCard, "<", "Kc 5d 4h 3s 2c", HighCard},
		{"a pair beats two pairs", "Ac Ad Kh Qs Jc", Pair, ">", "2c 2d 3h 3s 4c", TwoPairs},
		{"the lower pair wins", "2c 2d Kh Qs Jc", Pair, ">", "3c 3d 4h 5s 6c", Pair},
		{"A-K-Q-J-10 of a suit the worst", "As Ks Qs Js Ts", StraightFlush, "<", "2c 2d 2h 2s 3c", FourOfAKind},
		{"suits never break a tie", "7c 5d 4h 3s 2c", HighCard, "=", "7d 5h 4s 3c 2d", HighCard},
	})
}

func TestBadugi(t *testing.T) {
	runRules(t, Badugi, []ruleCase{
		{"A-2-3-4 of four suits the best", "Ac 2d 3h 4s", FourCardHand, ">", "Ac 2d 3h 5s", FourCardHand},
		{"any badugi beats a three-card hand", "Kc Qd Jh Ts", FourCardHand, ">", "Ac 2d 3h 4h", ThreeCardHand},
		{"the highest card first, the ace low", "9c 4d 3h 2s", FourCardHand, "<", "8c 7d 6h 5s", FourCardHand},
		{"a pair counts once", "Ac Ad 2h 3s", ThreeCardHand, "=", "Ac 2h 3s Kc", ThreeCardHand},
		{"two of a suit count once: the lower stays", "2s 3s 4d 7h", ThreeCardHand, ">", "2s 5d 7h Ks", ThreeCardHand},
		{"a three-card hand beats a two-card hand", "Kc Qd Jh Js", ThreeCardHand, ">", "Ac Ad 2c 2d", TwoCardHand},
		{"four of a suit: the lowest card", "Ac 2c 3c 4c", OneCardHand, ">", "2s 3s 4s 5s", OneCardHand},
		{"four of a rank", "Kc Kd Kh Ks", OneCardHand, "<", "Qc Qd Qh Qs", OneCardHand},
		{"Alice's 9 badugi loses to Carol's 8 (Wikipedia's example hand)", "2s 4c 6d 9h", FourCardHand, "<", "3s 5d 7c 8h", FourCardHand},
	})
	// Best names the cards that make the hand.
	for _, c := range []struct{ cards, made string }{
		{"2s 3s 4d 7h", "2s 4d 7h"},
		{"Kc Kd Kh Ks", "Kc"},
		{"Ac 2d 3h 4s", "Ac 2d 3h 4s"},
	} {
		_, made := gameRanking(t, "poker-room/badugi", 4).Best(card.MustParseList(c.cards))
		if card.Format(made) != c.made {
			t.Errorf("%s: made of %s, want %s", c.cards, card.Format(made), c.made)
		}
	}
}

// Short-deck hold'em deals 36 cards; the other games their own decks.
func TestDeals(t *testing.T) {
	g := Games()
	for _, c := range []struct {
		id    string
		cards string
		want  bool
	}{
		{"poker-room/short-deck", "6c", true},
		{"poker-room/short-deck", "As", true},
		{"poker-room/short-deck", "5h", false},
		{"poker-room/short-deck", "Jk", false},
		{"poker-room/deuce-to-seven", "2c", true},
		{"pai-gow-poker", "Jk", true},
		{"poker-room", "Jk", false},
	} {
		if got := g[c.id].Deals(card.MustParseList(c.cards)[0]); got != c.want {
			t.Errorf("%s deals %s: %v, want %v", c.id, c.cards, got, c.want)
		}
	}
	if !slices.Equal(deck36[:4], card.MustParseList("6c 6d 6h 6s")) || len(deck36) != 36 {
		t.Errorf("deck36 %s", card.Format(deck36))
	}
}
