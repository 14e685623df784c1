// Package catalog lists every game of games.md: the engines that are built,
// with their constructors, and the ones that are not yet available, described
// but not playable, so that the catalog is honest about what runs.
package catalog

import (
	"croupier/game"
	"croupier/game/blackjack"
	"croupier/game/sicbo"
	"croupier/game/war"
)

// built are the games with engines, by id.
var built = map[string]game.Game{
	blackjack.Spec.ID:            blackjack.Game,
	blackjack.MultiActionSpec.ID: blackjack.MultiAction,
	war.Spec.ID:                  war.Game,
	sicbo.Spec.ID:                sicbo.Game,
}

// All returns every game in the order of games.md.
func All() []game.Game {
	var out []game.Game
	add := func(g game.Game) { out = append(out, g) }
	add(built["blackjack"]) // games.md opens with the two blackjacks
	add(built["multi-action-blackjack"])
	for _, s := range planned() {
		add(game.Game{Spec: s})
		switch s.ID {
		case "three-card-poker":
			add(built["war"])
		case "craps":
			add(built["sic-bo"])
		}
	}
	return out
}

// Lookup returns the game with id.
func Lookup(id string) (game.Game, bool) {
	for _, g := range All() {
		if g.Spec.ID == id {
			return g, true
		}
	}
	return game.Game{}, false
}
