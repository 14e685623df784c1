package superpan9

import (
	"fmt"

	"croupier/analysis"
	"croupier/game"
)

// Decide is Analyze's hit or stand (59, 60, 62) as a simulation plays
// it, by the three cards' values: at a round the dealer banks, a seat
// hits where the analysis finds hitting nets more against the dealer's
// rule; at a round a seat banks, each side plays its strategy against the
// other, the banking seat seeing whether a player took a fourth card;
// facing several, how many did (facing.hits).
func Decide(t game.Table) (game.Decider, error) {
	r := RulesOf(t)
	if err := r.Validate(); err != nil {
		return nil, err
	}
	s := r.shoe()
	d := s.Left()
	st := newStudy(composition(&d))
	hits := st.best(st.dealer())
	pSeat, bSeat, err := st.equilibrium(hits)
	if err != nil {
		return nil, err
	}
	f := st.facingOf(pSeat)
	index := make(map[three]int, len(st.threes))
	for i, h := range st.threes {
		index[h] = i
	}
	return func(e game.Engine, seat int, _ *analysis.Wager, _ []game.Option) (game.Step, error) {
		x, ok := e.(*Engine)
		if !ok {
			return game.Step{}, fmt.Errorf("superpan9: the strategy plays a Super Pan 9 table, not %T", e)
		}
		if seat < 1 || seat >= len(x.hands) || x.hands[seat].n != 3 {
			return game.Step{}, fmt.Errorf("superpan9: seat %d has no three cards to decide on", seat)
		}
		c := x.hands[seat].cards
		i := index[sorted(value(c[0]), value(c[1]), value(c[2]))]
		hit := hits[i]
		switch {
		case seat == x.bank:
			players, hitters := 0, 0
			for s := 1; s < len(x.hands); s++ {
				if s != seat && x.hands[s].n >= 3 {
					players++
					if x.hands[s].n == 4 {
						hitters++
					}
				}
			}
			if players <= 1 {
				hit = bSeat[i][hitters]
			} else {
				hit = f.hits(i, players, hitters)
			}
		case x.bank > 0:
			hit = pSeat[i]
		}
		act := "stand"
		if hit {
			act = "hit"
		}
		return game.Step{Seat: seat, Act: act}, nil
	}, nil
}
