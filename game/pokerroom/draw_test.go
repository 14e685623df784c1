package pokerroom_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"croupier/card"
	"croupier/game/pokerroom"
)

// The variants the room replays but does not deal: the draw games' draw
// round, deuce-to-seven and badugi at the showdown, short-deck hold'em's
// deck and ranking.

// No-limit deuce-to-seven single draw, three players: p1 the small blind,
// p2 the big blind, p3 the button.
const nl27 = `variant = 'N2L1D'
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [100, 100, 100]
`

var (
	deal27 = []string{"d dh p1 7c5d4h3s2c", "d dh p2 KcKdQhJs9c", "d dh p3 Ac2d3h4s5c"}
	limp27 = append(slices.Clone(deal27), "p3 cc", "p1 cc", "p2 cc")
)

// The draw: each player still in, from the dealer's left (p1), stands pat
// or discards; then the dealer deals each, in the same order, as many
// cards as he discarded, and the betting starts from p1. At the showdown
// the lowest hand wins, the ace high: p1's 7-5-4-3-2 beats p3's K-5-4-3-2
// and p2's pair.
func TestDrawStandPatAndDiscard(t *testing.T) {
	rec := play(t, with(nl27, append(slices.Clone(limp27),
		"p1 sd", "p2 sd KcKd", "p3 sd Ac", "d dh p2 8c6d", "d dh p3 Kh",
		"p1 cc", "p2 cc", "p3 cc",
		"p1 sm 7c5d4h3s2c", "p2 sm QhJs9c8c6d", "p3 sm 2d3h4s5cKh")...), pokerroom.Rake{})
	stacks(t, rec, 104, 98, 98)
	hole, up := rec.Hand.Hole(1)
	if card.Format(hole) != "Qh Js 9c 8c 6d" || slices.Contains(up, true) {
		t.Errorf("p2 holds %s face up %v, want Qh Js 9c 8c 6d face down", card.Format(hole), up)
	}
}

// Every refusal of the draw round names the rule, and each is an action
// the engine would otherwise apply out of turn or out of the deck.
func TestDrawRefusals(t *testing.T) {
	for _, c := range []struct {
		actions []string
		want    string
	}{
		{append(slices.Clone(deal27), "p3 sd"), "no cards are drawn now: the hand is at its bet"},
		{append(slices.Clone(limp27), "p2 sd"), "player 1 draws next, not player 2"},
		{append(slices.Clone(limp27), "p1 sd Ah"), "player 1 discards Ah: he holds 7c 5d 4h 3s 2c, not Ah"},
		{append(slices.Clone(limp27), "p1 sd 7c7c"), "player 1 discards 7c 7c: he holds 7c 5d 4h 3s 2c, not 7c"},
		{append(slices.Clone(limp27), "p1 sd ??"), "no card dealt unknown is left"},
		{append(slices.Clone(limp27), "p1 sd 7c", "d dh p1 Kh"), "no cards are dealt now: the hand is at its draw"},
		{append(slices.Clone(limp27), "p1 sd 7c5d", "p2 sd", "p3 sd", "d dh p1 Kh"), "player 1 discarded 2 cards: he is dealt 2, not 1"},
		{append(slices.Clone(limp27), "p1 sd 7c", "p2 sd Kc", "p3 sd", "d dh p2 Kh"), "player 1 is dealt next, not player 2"},
		{append(slices.Clone(limp27), "p1 sd 7c", "p2 sd", "p3 sd", "d dh p1 7c"), "7c is dealt twice"},
		{append(slices.Clone(limp27), "p1 sd 7c", "p2 sd", "p3 sd", "d dh p1 Kc"), "Kc is dealt twice"},
		{append(slices.Clone(limp27), "p1 sd 7c", "p2 sd", "p3 sd", "p1 cc"), "no betting round is open: the hand is at its deal"},
		{append(slices.Clone(limp27), "p1 sd", "p3 sd"), "player 2 draws next, not player 3"},
		// A player who folded does not draw.
		{append(slices.Clone(deal27), "p3 f", "p1 cc", "p2 cc", "p1 sd", "p2 sd", "p3 sd"), "no cards are drawn now: the hand is at its bet"},
	} {
		refused(t, with(nl27, c.actions...), c.want)
	}
	// Standing pat all round: no card is dealt, the betting starts.
	play(t, with(nl27, append(slices.Clone(limp27), "p1 sd", "p2 sd", "p3 sd", "p1 cc")...), pokerroom.Rake{})
}

// An all-in player draws too, and the hands are shown after the draw, not
// before (PokerKit's all-in showdown waits for the last draw): p3 is all in
// for 20 before it. His A-5-4-3-2 is an ace high, no straight, so p1's
// 7-5-4-3-2 wins: at high poker the straight would win, at razz the wheel.
func TestDrawAllInShowsAfterTheDraw(t *testing.T) {
	short := strings.Replace(nl27, "starting_stacks = [100, 100, 100]", "starting_stacks = [100, 100, 20]", 1)
	allIn := append(slices.Clone(deal27), "p3 cbr 20", "p1 cc", "p2 f")
	refused(t, with(short, append(slices.Clone(allIn), "p3 sm Ac2d3h4s5c")...), "hands are shown once the betting is over, after the last draw")
	rec := play(t, with(short, append(slices.Clone(allIn), "p1 sd", "p3 sd", "p1 sm 7c5d4h3s2c", "p3 sm Ac2d3h4s5c")...), pokerroom.Rake{})
	stacks(t, rec, 122, 98, 0)
}

// Fixed-limit triple draw, heads-up (p2 the button posts the small blind
// and acts first before the draws, p1 first after them): the small bet
// before the draws and after the first, the big bet after the second and
// the third.
func TestTripleDrawBetSizes(t *testing.T) {
	head := `variant = 'F2L3D'
antes = [0, 0]
blinds_or_straddles = [1, 2]
small_bet = 2
big_bet = 4
starting_stacks = [100, 100]
`
	pre := []string{"d dh p1 8c6d4h3s2c", "d dh p2 9c7d5h4s3d", "p2 cc", "p1 cc", "p1 sd 8c", "p2 sd", "d dh p1 7h"}
	refused(t, with(head, append(slices.Clone(pre), "p1 cbr 4")...), "may bet or raise to 2 only, not 4")
	second := append(slices.Clone(pre), "p1 cbr 2", "p2 cc", "p1 sd", "p2 sd 9c", "d dh p2 Kd")
	refused(t, with(head, append(slices.Clone(second), "p1 cbr 2")...), "may bet or raise to 4 only, not 2")
	rec := play(t, with(head, append(slices.Clone(second), "p1 cbr 4", "p2 cc", "p1 sd", "p2 sd Kd", "d dh p2 6c",
		"p1 cbr 4", "p2 cbr 8", "p1 cc", "p2 sm 7d5h4s3d6c", "p1 sm 6d4h3s2c7h")...), pokerroom.Rake{})
	// p2's 7-6-5-4-3 is a straight: p1's 7-6-4-3-2 wins 2 + 2 + 4 + 8 from
	// each.
	stacks(t, rec, 116, 84)
}

// Badugi: the most cards of four suits and four ranks wins, any badugi
// above a three-card hand; A-3-4 of three suits (the two clubs count once)
// loses to a king badugi.
func TestBadugiShowdown(t *testing.T) {
	head := `variant = 'FB'
antes = [0, 0]
blinds_or_straddles = [1, 2]
small_bet = 2
big_bet = 4
starting_stacks = [50, 50]
`
	rec := play(t, with(head, "d dh p1 Ac2c3d4h", "d dh p2 KcQdJhTs", "p2 cc", "p1 cc",
		"p1 sd", "p2 sd", "p1 cc", "p2 cc", "p1 sd", "p2 sd", "p1 cc", "p2 cc", "p1 sd", "p2 sd", "p1 cc", "p2 cc",
		"p1 sm Ac2c3d4h", "p2 sm KcQdJhTs"), pokerroom.Rake{})
	stacks(t, rec, 48, 52)
	refused(t, with(head, "d dh p1 Ac2c3d4h5s"), "street 1 deals 4 hole cards, not 5")
}

const ns2 = `variant = 'NS'
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [100, 100]
`

// Short-deck hold'em: 36 cards, six to ace; a flush beats a full house and
// A-6-7-8-9 is a straight (both would lose at Texas hold'em here).
func TestShortDeckHoldem(t *testing.T) {
	refused(t, with(ns2, "d dh p1 2c6d"), "2c is not a card of the short deck (six to ace)")
	refused(t, with(ns2, "d dh p1 Ac6d", "d dh p2 KcKd", "p2 cc", "p1 cc", "d db 9h8h5h"), "5h is not a card of the short deck")
	showdown := func(p1, p2, flop, turn, river string) *pokerroom.Recorded {
		return play(t, with(ns2, "d dh p1 "+p1, "d dh p2 "+p2, "p2 cc", "p1 cc", "d db "+flop, "p1 cc", "p2 cc",
			"d db "+turn, "p1 cc", "p2 cc", "d db "+river, "p1 cc", "p2 cc", "p1 sm "+p1, "p2 sm "+p2), pokerroom.Rake{})
	}
	// p1's hearts flush against p2's kings full of sevens.
	stacks(t, showdown("8h9h", "Kd7c", "KhKs6h", "7d", "Jh"), 102, 98)
	// p1's A-6-7-8-9 against p2's kings and queens.
	stacks(t, showdown("As6c", "QcQd", "7d8h9s", "Kc", "Kd"), 102, 98)
}

// The by-law room's tables deal only its games: a table of a variant the
// room replays is refused, and the table option lists none of them.
func TestReplayedVariantsAreNotDealt(t *testing.T) {
	for _, code := range pokerroom.ReplayCodes() {
		r := pokerroom.Rules{Variant: mustVariant(t, code), Seats: 6, SmallBlind: 100, BigBlind: 200, SmallBet: 200, BigBet: 400, MinBuyIn: 4000}
		if err := r.Validate(); err == nil || !strings.Contains(err.Error(), "replayed from hand histories, not dealt") {
			t.Errorf("%s: Validate %v", code, err)
		}
		if slices.Contains(pokerroom.Codes(), code) {
			t.Errorf("%s is among the table's variants %v", code, pokerroom.Codes())
		}
	}
	if got := fmt.Sprint(pokerroom.ReplayCodes()); got != "[F2L3D FB N2L1D NS]" {
		t.Errorf("ReplayCodes %s", got)
	}
}

// Verify-then-operate: a refused draw changes nothing.
func TestDrawRefusedChangesNothing(t *testing.T) {
	v := mustVariant(t, "N2L1D")
	h, err := pokerroom.NewHand(pokerroom.Config{Variant: v, Stacks: []int64{100, 100}, Antes: []int64{0, 0}, Blinds: []int64{1, 2}, MinBet: 2})
	if err != nil {
		t.Fatal(err)
	}
	for p, s := range []string{"7c5d4h3s2c", "KcKdQhJs9c"} {
		if err := h.DealHole(p, cardsOf(s)); err != nil {
			t.Fatal(err)
		}
	}
	for _, p := range []int{1, 0} {
		if err := h.CheckCall(p); err != nil {
			t.Fatal(err)
		}
	}
	if h.Phase() != pokerroom.PhaseDraw || h.NextDraw() != 0 {
		t.Fatalf("phase %s, next draw %d: want p1 to draw", h.Phase(), h.NextDraw())
	}
	log := len(h.Log())
	for _, c := range []struct {
		p     int
		cards string
	}{{1, "Kc"}, {0, "Kc"}, {0, "7c7c"}, {0, "7c5d4h3s2cAs"}, {5, ""}} {
		if err := h.Draw(c.p, cardsOf(c.cards)); err == nil {
			t.Errorf("p%d draws %q: accepted", c.p+1, c.cards)
		}
		if hole, _ := h.Hole(0); card.Format(hole) != "7c 5d 4h 3s 2c" || len(h.Log()) != log || h.NextDraw() != 0 {
			t.Fatalf("after a refused draw: p1 holds %s, %d acts", card.Format(hole), len(h.Log()))
		}
	}
	if err := h.Draw(0, cardsOf("7c")); err != nil {
		t.Fatal(err)
	}
	if hole, _ := h.Hole(0); card.Format(hole) != "5d 4h 3s 2c" || h.NextDraw() != 1 {
		t.Errorf("p1 holds %s after discarding 7c, next draw %d", card.Format(hole), h.NextDraw())
	}
}

// When the stub runs short at a draw, the discards and the folded hands
// are shuffled into a new one (as PokerKit deals): a card discarded may be
// dealt again then, and only then. Six players at triple draw: 30 cards
// dealt, one burned and 18 drawn at the first draw leave 3, one burned
// before the second leaves 2: p1's three new cards take a new stub.
func TestDrawReshufflesTheDiscards(t *testing.T) {
	head := `variant = 'F2L3D'
antes = [0, 0, 0, 0, 0, 0]
blinds_or_straddles = [1, 2, 0, 0, 0, 0]
small_bet = 2
big_bet = 4
starting_stacks = [100, 100, 100, 100, 100, 100]
`
	c := func(i int) string { return card.Card(i).String() }
	cs := func(from, to int) string {
		var b strings.Builder
		for i := from; i <= to; i++ {
			b.WriteString(c(i))
		}
		return b.String()
	}
	var acts []string
	for p := range 6 {
		acts = append(acts, fmt.Sprintf("d dh p%d %s", p+1, cs(5*p+1, 5*p+5)))
	}
	acts = append(acts, "p3 cc", "p4 cc", "p5 cc", "p6 cc", "p1 cc", "p2 cc")
	for p := range 6 { // each discards his first three cards
		acts = append(acts, fmt.Sprintf("p%d sd %s", p+1, cs(5*p+1, 5*p+3)))
	}
	// The stub still holds 21 cards: p1's own discard is not dealt again.
	refused(t, with(head, append(slices.Clone(acts), "d dh p1 "+c(1)+cs(31, 32))...), c(1)+" is dealt twice")
	for p := range 6 {
		acts = append(acts, fmt.Sprintf("d dh p%d %s", p+1, cs(31+3*p, 33+3*p)))
	}
	acts = append(acts, "p1 cc", "p2 cc", "p3 cc", "p4 cc", "p5 cc", "p6 cc",
		"p1 sd "+c(4)+c(5)+c(31), "p2 sd", "p3 sd", "p4 sd", "p5 sd", "p6 sd")
	// A card in another player's hand is never dealt again.
	refused(t, with(head, append(slices.Clone(acts), "d dh p1 "+c(9)+cs(49, 50))...), c(9)+" is dealt twice")
	play(t, with(head, append(slices.Clone(acts), "d dh p1 "+c(1)+cs(49, 50), "p1 cc")...), pokerroom.Rake{})
}
