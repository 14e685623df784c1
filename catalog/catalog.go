// Package catalog lists every game of games.md: the engines that are built,
// with their constructors, and the ones that are not yet available, described
// but not playable, so that the catalog is honest about what runs.
package catalog

import (
	"croupier/game"
	"croupier/game/baccarat"
	"croupier/game/blackjack"
	"croupier/game/boston"
	"croupier/game/caribbean"
	"croupier/game/craps"
	"croupier/game/crazyfour"
	"croupier/game/fourcard"
	"croupier/game/keno"
	"croupier/game/letitride"
	"croupier/game/paigow"
	"croupier/game/paigowpoker"
	"croupier/game/pokerroom"
	"croupier/game/reddog"
	"croupier/game/roulette"
	"croupier/game/sicbo"
	"croupier/game/slots"
	"croupier/game/superpan9"
	"croupier/game/threecard"
	"croupier/game/threefiveseven"
	"croupier/game/war"
	"croupier/game/wheel"
)

// built are the games with engines, by id.
var built = map[string]game.Game{
	blackjack.Spec.ID:            blackjack.Game,
	blackjack.MultiActionSpec.ID: blackjack.MultiAction,
	war.Spec.ID:                  war.Game,
	sicbo.Spec.ID:                sicbo.Game,
	reddog.Spec.ID:               reddog.Game,
	baccarat.Spec.ID:             baccarat.Game,
	superpan9.Spec.ID:            superpan9.Game,
	threecard.Spec.ID:            threecard.Game,
	letitride.Spec.ID:            letitride.Game,
	fourcard.Spec.ID:             fourcard.Game,
	crazyfour.Spec.ID:            crazyfour.Game,
	boston.Spec.ID:               boston.Game,
	caribbean.Spec.ID:            caribbean.Game,
	threefiveseven.Spec.ID:       threefiveseven.Game,
	paigowpoker.Spec.ID:          paigowpoker.Game,
	paigow.Spec.ID:               paigow.Game,
	wheel.Spec.ID:                wheel.Game,
	keno.Spec.ID:                 keno.Game,
	slots.Spec.ID:                slots.Game,
	pokerroom.Spec.ID:            pokerroom.Game,
	roulette.Spec.ID:             roulette.Game,
	craps.Spec.ID:                craps.Game,
}

// order is every game id of games.md, in its order.
var order = []string{
	"blackjack", "multi-action-blackjack", "baccarat", "pai-gow-poker", "super-pan-9",
	"red-dog", "let-it-ride", "caribbean-stud", "three-card-poker", "war", "three-five-seven-poker",
	"boston-poker", "four-card-poker", "crazy-four-poker", "poker-room", "roulette",
	"keno", "slots", "craps", "sic-bo", "pai-gow", "wheel-of-fortune",
}

// All returns every game in the order of games.md: the built ones with
// their constructors, the others as planned entries, not available.
func All() []game.Game {
	plan := map[string]game.Spec{}
	for _, s := range planned() {
		plan[s.ID] = s
	}
	out := make([]game.Game, 0, len(order))
	for _, id := range order {
		if g, ok := built[id]; ok {
			out = append(out, g)
		} else {
			out = append(out, game.Game{Spec: plan[id]})
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
