package replay_test

import (
	"encoding/json"
	"testing"

	"croupier/game"
	"croupier/game/sicbo"
	"croupier/game/war"
	"croupier/money"
	"croupier/replay"
	"croupier/rng"
	"croupier/rng/seeded"
)

// play runs rounds of an electronic table: seats 1–3 wager, ties alternate
// between war and surrender, the dealer does what Legal offers.
func play(t *testing.T, rec *replay.Recorder, rounds int) {
	t.Helper()
	apply := func(s game.Step) {
		t.Helper()
		if err := rec.Apply(s); err != nil {
			t.Fatalf("%+v: %v", s, err)
		}
	}
	for n := range rounds {
		for seat := 1; seat <= 3; seat++ {
			for _, id := range []string{"main", "big", "total-10"} {
				if rec.Engine().Legal().Allows(seat, game.KindWager, id) {
					apply(game.Step{Seat: seat, Wagers: []game.WagerAmount{{ID: id, Amount: money.Amount(100 * (seat + n%5))}}})
				}
			}
		}
		for k := 0; ; k++ {
			l := rec.Engine().Legal()
			if l.Phase == game.PhaseOver {
				if n < rounds-1 {
					apply(game.Step{Dealer: "next-round"})
				}
				break
			}
			if l.Phase == game.PhaseDecision {
				apply(game.Step{Seat: l.Turn, Act: []string{"war", "surrender"}[k%2]})
				continue
			}
			for _, o := range l.Options {
				if o.Kind == game.KindDealer {
					apply(game.Step{Dealer: o.Name})
					break
				}
			}
		}
	}
}

// Every round of an electronic session, cut out of the recording and replayed
// alone, settles exactly as it did at the table; so does the whole session.
func TestRecorderRoundScripts(t *testing.T) {
	for _, g := range []game.Game{war.Game, sicbo.Game} {
		t.Run(g.Spec.ID, func(t *testing.T) {
			rec, err := replay.NewRecorder(g, nil, game.NewGenerated(rng.NewDealer(seeded.New(7))))
			if err != nil {
				t.Fatal(err)
			}
			const rounds = 150
			play(t, rec, rounds)
			settled := rec.Engine().Rounds()
			if len(settled) != rounds {
				t.Fatalf("%d rounds settled, want %d", len(settled), rounds)
			}
			lookup := func(string) (game.Game, bool) { return g, true }
			for n := 1; n <= rounds; n++ {
				res, err := replay.Run(rec.RoundScript(n), lookup)
				if err != nil {
					t.Fatalf("round %d alone: %v", n, err)
				}
				if len(res.Rounds) != 1 || js(res.Rounds[0].Settlements) != js(settled[n-1].Settlements) {
					t.Fatalf("round %d alone settled %s, at the table %s", n, js(res.Rounds), js(settled[n-1]))
				}
			}
			res, err := replay.Run(rec.Script(), lookup)
			if err != nil || js(res.Rounds) != js(settled) {
				t.Fatalf("whole session: %v", err)
			}
			if rec.RoundScript(0) != nil || rec.RoundScript(rounds+1) != nil {
				t.Error("RoundScript of a round that never began is not nil")
			}
		})
	}
}

func js(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}
