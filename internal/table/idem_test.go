package table_test

import (
	"context"
	"encoding/json"
	"errors"
	"testing"
	"time"

	"croupier/game"
	"croupier/internal/dbtest"
	"croupier/internal/store"
	"croupier/internal/table"
)

// A step sent again with its idempotency key while its first sending is
// still at the table — a live dealer's roll waiting for the dice, whose
// request gave up — is neither taken a second time nor refused: it waits
// for the first and gets its answer. The same key with another request is
// refused while the first waits. Sent again once the first is stored, it
// gets the stored answer (AnsweredError), not the refusal the rules give a
// roll after the round.
func TestResentStepGetsTheFirstAnswer(t *testing.T) {
	for _, db := range dbtest.All(t) {
		t.Run(db.Adapter, func(t *testing.T) {
			f := newFixture(t, db, store.Live, "sic-bo", `{}`, store.Timing{})
			pat := table.Actor{User: f.player.ID, Role: store.RolePlayer, Name: "pat"}
			dee := table.Actor{User: f.dealer.ID, Role: store.RoleDealer, Name: "dee"}
			tb := f.open()
			if err := tb.Sit(ctx, pat, 1); err != nil {
				t.Fatal(err)
			}
			step(t, tb, pat, `{"seat": 1, "wager": {"big": 500}}`)
			roll := game.Step{Dealer: "roll"}
			key := table.Idem{Key: "dee:roll-1", BodyHash: "the roll"}
			within := func(d time.Duration, idem table.Idem) error {
				c, cancel := context.WithTimeout(ctx, d)
				defer cancel()
				_, err := tb.Step(c, dee, roll, idem)
				return err
			}
			if err := within(100*time.Millisecond, key); !errors.Is(err, table.ErrWaiting) {
				t.Fatalf("the first roll without dice: %v, want it waiting", err)
			}
			// Before, the table took this as a second step and refused it:
			// another step waits for the dealer.
			if err := within(300*time.Millisecond, key); !errors.Is(err, table.ErrWaiting) {
				t.Fatalf("the roll sent again while the first waits: %v, want it waiting for the first", err)
			}
			if err := within(time.Second, table.Idem{Key: key.Key, BodyHash: "another request"}); !errors.Is(err, table.ErrKeyInUse) {
				t.Fatalf("the key with another request while the first waits: %v, want ErrKeyInUse", err)
			}
			if _, err := tb.Outcomes(ctx, dee, []json.RawMessage{json.RawMessage(`[2, 3, 6]`)}); err != nil {
				t.Fatal(err)
			}
			// 95.22: 11 is big, paid 1 to 1.
			f.money(10500, 0)
			_, err := tb.Step(ctx, dee, roll, key)
			var answered *table.AnsweredError
			if !errors.As(err, &answered) || answered.Request.Status != 200 || answered.Request.BodyHash != key.BodyHash {
				t.Fatalf("the roll sent again after it was stored: %v, want the stored answer", err)
			}
			if rounds := f.audit(); len(rounds) != 1 {
				t.Fatalf("%d rounds recorded, want the one roll", len(rounds))
			}
		})
	}
}
