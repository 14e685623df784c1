package blackjack

import (
	"fmt"
	"slices"
	"sync"

	"croupier/analysis"
	"croupier/game"
)

// Decide is the strategy Analyze assumes, for simulations: insurance and a
// behind bettor's following declined, each hand played as the
// composition-dependent analysis finds best for its cards and the up card
// (two-card hands with the split value beside; split hands by CDP1,
// resplitting each pair card while the table allows).
func Decide(t game.Table) (game.Decider, error) { return decide(RulesOf(t)) }

// DecideMultiAction is Decide at Multi-Action Blackjack: the same play, best
// for each wager (AnalyzeMultiAction).
func DecideMultiAction(t game.Table) (game.Decider, error) { return decide(MultiActionRulesOf(t)) }

func decide(r Rules) (game.Decider, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	cr := calcRulesOf(r)
	cr.Bonus = r.Bonus
	res := newCalc(cr).run()
	var mu sync.Mutex // the contexts fill their tables as hands ask
	return func(ge game.Engine, seat int, _ *analysis.Wager, offered []game.Option) (game.Step, error) {
		e, ok := ge.(*Engine)
		if !ok {
			return game.Step{}, fmt.Errorf("blackjack: Decide plays a blackjack engine, not %T", ge)
		}
		has := func(act string) bool {
			return slices.ContainsFunc(offered, func(o game.Option) bool { return o.Name == act })
		}
		p := e.point()
		if p.kind != pointPlay {
			if has("decline") {
				return game.Step{Seat: seat, Player: e.who(p), Act: "decline"}, nil
			}
			return game.Step{}, nil
		}
		h := &e.boxes[p.seat].hands[p.pos]
		mu.Lock()
		act := res.decide(h, value(e.dealer[0].cards[0]), has)
		mu.Unlock()
		return game.Step{Seat: seat, Act: act}, nil
	}, nil
}

var actNames = [nOpt]string{"stand", "hit", "double", "split"}

// decide is the act the analysis plays on hand h against up, among those
// offered.
func (res *result) decide(h *hand, up int, has func(string) bool) string {
	var k comp
	for _, c := range h.list() {
		k[value(c)]++
	}
	cs := res.c.cs
	i := cs.index[k]
	v0, v1 := value(h.cards[0]), value(h.cards[1])
	var o int
	switch {
	case h.split && h.pair() && has("split"):
		o = optSplit // resplit, as the analysis does
	case h.split:
		y := res.c.firsts[up][v0]
		y.eval(i)
		o = y.best(i, y.mayDouble(i))
	case h.n == 2:
		o = res.options(up, v0, v1).best()
	default:
		x := res.ups[up].unsplit
		x.eval(i)
		o = x.best(i, false)
	}
	if !has(actNames[o]) {
		return "stand"
	}
	return actNames[o]
}
