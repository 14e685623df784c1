package table

import (
	"testing"

	"croupier/game"
	"croupier/game/blackjack"
	"croupier/game/war"
)

// An electronic seat whose time runs out never takes a card or puts more
// money at risk by default.
func TestDefaultActIsThePassiveOne(t *testing.T) {
	acts := func(seat int, names ...string) game.Legal {
		l := game.Legal{Phase: game.PhaseDecision, Turn: seat}
		for _, n := range names {
			l.Options = append(l.Options, game.Option{Seat: seat, Kind: game.KindAct, Name: n})
		}
		return l
	}
	for _, tc := range []struct {
		g     game.Game
		legal game.Legal
		want  string
	}{
		{blackjack.Game, acts(2, "hit", "stand", "double", "split"), "stand"}, // 22: stand pat
		{blackjack.Game, acts(1, "insure", "decline"), "decline"},             // 25: the games.md default
		{war.Game, acts(3, "war", "surrender"), "surrender"},                  // 67.38(3): no more money at risk
		{blackjack.Game, acts(4, "hit"), "hit"},                               // the only act offered
	} {
		tb := &Table{g: tc.g}
		st, ok := tb.defaultAct(tc.legal)
		if !ok || st.Act != tc.want || st.Seat != tc.legal.Turn {
			t.Errorf("%s %v: default %+v, want %s", tc.g.Spec.ID, tc.legal.Options, st, tc.want)
		}
	}
}
