package paigow

import (
	"encoding/json"
	"fmt"
	"slices"

	"croupier/analysis"
	"croupier/game"
	"croupier/tile"
)

// Decide is the setting of Analyze's figures as a simulation plays it: a
// seat playing the figure of the player's best setting sets each hand as
// the analysis found best against the house-way bank (113); any other
// lets the house way set it (115).
func Decide(t game.Table) (game.Decider, error) {
	r := RulesOf(t)
	if err := r.Validate(); err != nil {
		return nil, err
	}
	c := study()
	index := make(map[[4]tile.Tile]int, len(c.hands))
	for i, g := range c.hands {
		index[g.tiles] = i
	}
	return func(e game.Engine, seat int, w *analysis.Wager, _ []game.Option) (game.Step, error) {
		x, ok := e.(*Engine)
		if !ok {
			return game.Step{}, fmt.Errorf("paigow: the strategy plays a Pai Gow table, not %T", e)
		}
		if w == nil || w.Title != bestMain {
			return game.Step{Seat: seat, Act: "house-way"}, nil
		}
		if seat < 1 || seat > positions {
			return game.Step{}, fmt.Errorf("paigow: seat %d sets no hand", seat)
		}
		i, ok := index[byKind(x.hands[seat].tiles)]
		if !ok {
			return game.Step{}, fmt.Errorf("paigow: seat %d's tiles %v are no hand of the set", seat, x.hands[seat].tiles)
		}
		best := c.hands[i].parts[c.res[i].best]
		args := map[string]json.RawMessage{}
		for name, two := range map[string][2]tile.Tile{"high": best.High, "low": best.Low} {
			b, err := json.Marshal([]string{two[0].String(), two[1].String()})
			if err != nil {
				return game.Step{}, err
			}
			args[name] = b
		}
		return game.Step{Seat: seat, Act: "set", Args: args}, nil
	}, nil
}

// byKind is a hand's tiles in the order of their kinds (100), as a group
// holds them.
func byKind(ts [4]tile.Tile) [4]tile.Tile {
	slices.SortFunc(ts[:], func(a, b tile.Tile) int { return slices.Index(kinds, a) - slices.Index(kinds, b) })
	return ts
}
