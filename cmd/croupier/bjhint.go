package main

import (
	"fmt"
	"io"
	"strings"

	"croupier/card"
	"croupier/catalog"
	"croupier/game/blackjack"
	"croupier/game/paigowpoker"
)

// runHint is `croupier math blackjack --hint "Th 6c vs 9d"`: blackjack's
// advisor, each option of the player's cards against the dealer's up card
// with its expected value, at the table the options describe.
func runHint(id string, opts options, hint string, stdout io.Writer) error {
	if id == paigowpoker.Spec.ID {
		return paiGowPokerHint(hint, stdout)
	}
	if id != blackjack.Spec.ID {
		return fmt.Errorf("--hint advises at blackjack and Pai Gow Poker only, not %q", id)
	}
	g, _ := catalog.Lookup(id)
	t, err := g.Spec.ParseTable(opts)
	if err != nil {
		return err
	}
	fields := strings.Fields(hint)
	at := -1
	for i, f := range fields {
		if strings.EqualFold(f, "vs") || strings.EqualFold(f, "v") {
			at = i
		}
	}
	if at < 2 || at != len(fields)-2 {
		return fmt.Errorf("--hint %q: give the player's cards, vs, the dealer's up card: \"Th 6c vs 9d\"", hint)
	}
	player, err := card.ParseList(strings.Join(fields[:at], " "))
	if err != nil {
		return err
	}
	up, err := card.Parse(fields[at+1])
	if err != nil {
		return err
	}
	a, err := blackjack.AdviseCards(blackjack.RulesOf(t), player, up)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%s vs %s: expected net result per unit of the initial wager, the dealer having no Blackjack\n%s",
		card.Format(player), up, a)
	return nil
}

// paiGowPokerHint is `croupier math pai-gow-poker --hint "Ks Jd 9h 7c 5s
// 3d 2c"`: the setting of the seven cards that returns the player the most
// against the bank's hand set the house way (the analysis' best setting),
// and the house way's.
func paiGowPokerHint(hint string, stdout io.Writer) error {
	cs, err := card.ParseList(hint)
	if err != nil {
		return fmt.Errorf("--hint %q: %w", hint, err)
	}
	if len(cs) != 7 {
		return fmt.Errorf("--hint %q: give the seven cards of a hand (38), not %d", hint, len(cs))
	}
	seven := [7]card.Card(cs)
	best, departs, err := paigowpoker.BestSet(seven)
	if err != nil {
		return fmt.Errorf("--hint %q: %w", hint, err)
	}
	hw, rule := paigowpoker.HouseWay(seven)
	fmt.Fprintf(stdout, "%s: the best setting against the bank's hand set the house way, at the unit of $10\n", card.Format(cs))
	fmt.Fprintf(stdout, "  best       high %s  low %s\n", card.Format(best.High[:]), card.Format(best.Low[:]))
	fmt.Fprintf(stdout, "  house way  high %s  low %s  (rule %d, docs/house-way.md)\n", card.Format(hw.High[:]), card.Format(hw.Low[:]), rule)
	if departs {
		fmt.Fprintln(stdout, "  the house way sets this hand for less")
	} else {
		fmt.Fprintln(stdout, "  the house way is the best setting")
	}
	return nil
}
