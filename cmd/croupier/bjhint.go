package main

import (
	"fmt"
	"io"
	"strings"

	"croupier/card"
	"croupier/catalog"
	"croupier/game/blackjack"
)

// runHint is `croupier math blackjack --hint "Th 6c vs 9d"`: blackjack's
// advisor, each option of the player's cards against the dealer's up card
// with its expected value, at the table the options describe.
func runHint(id string, opts options, hint string, stdout io.Writer) error {
	if id != blackjack.Spec.ID {
		return fmt.Errorf("--hint advises at blackjack only, not %q", id)
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
