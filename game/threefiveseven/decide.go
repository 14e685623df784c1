package threefiveseven

import (
	"fmt"

	"croupier/analysis"
	"croupier/card"
	"croupier/game"
)

// alwaysKept is the title of the 7-card figure of a bet never withdrawn.
const alwaysKept = "always kept"

// Decide is Analyze's keep or withdraw-seven (67.47) as a simulation plays
// it: a seat withdraws its 7-card bet on exactly the three cards the
// analysis withdraws on, and keeps it elsewhere; a seat playing the
// figure of the bet always kept keeps it.
func Decide(t game.Table) (game.Decider, error) {
	r := RulesOf(t)
	if err := r.Validate(); err != nil {
		return nil, err
	}
	withdraws := withdrawals(r.Decks)
	return func(e game.Engine, seat int, w *analysis.Wager, _ []game.Option) (game.Step, error) {
		x, ok := e.(*Engine)
		if !ok {
			return game.Step{}, fmt.Errorf("threefiveseven: the strategy plays a 3-5-7 Poker table, not %T", e)
		}
		hand := x.Hand(seat)
		if len(hand) != cardsEach {
			return game.Step{}, fmt.Errorf("threefiveseven: seat %d decides on %d cards, not %d", seat, len(hand), cardsEach)
		}
		if (w == nil || w.Title != alwaysKept) && withdraws(hand) {
			return game.Step{Seat: seat, Act: "withdraw-seven"}, nil
		}
		return game.Step{Seat: seat, Act: "keep"}, nil
	}, nil
}

// withdrawals reports, for three cards of decks decks, whether the
// analysis withdraws their 7-card bet.
func withdrawals(decks int) func(hand []card.Card) bool {
	var s shoe
	for c := card.Card(1); c <= 52; c++ {
		s[c] = decks
	}
	st := study(&s)
	perms := symmetries(&s)
	ls := sevenCard.lines()
	withdraw := map[[cardsEach]card.Card]bool{}
	for i := range st.classes {
		c := &st.classes[i]
		if st.withdraw(c, ls) {
			withdraw[canonical(c.cards[:], perms)] = true
		}
	}
	return func(hand []card.Card) bool { return withdraw[canonical(hand, perms)] }
}
