package storetest

import (
	"encoding/json"
	"fmt"
	"testing"

	"croupier/internal/store"
)

// Round records are chained: changing a stored script, result or ledger
// entry, or removing a round, breaks the chain.
func testRoundChainDetectsChanges(t *testing.T, e env) {
	s := e.open(t)
	u := user(t, s, "gus")
	var tb store.Table
	err := s.Do(ctx, func(tx store.Tx) (err error) {
		tb, err = tx.CreateTable(store.Table{Name: "t", Game: "war", Mode: store.Electronic, Options: json.RawMessage(`{}`), Timing: store.DefaultTiming})
		if err != nil {
			return err
		}
		if _, err := tx.Post(store.Transfer{Key: "in", Kind: "cash-in", Legs: []store.Leg{{Account: store.Cage, Amount: -3000}, {Account: store.Wallet(u.ID), Amount: 3000}}}); err != nil {
			return err
		}
		for i := 1; i <= 3; i++ {
			r := store.Round{Table: tb.ID, Status: store.RoundSettled, Script: json.RawMessage(fmt.Sprintf(`{"n":%d}`, i)), Result: json.RawMessage(`{}`)}
			xfer := store.Transfer{Key: fmt.Sprint("settle", i), Kind: "settle", Legs: []store.Leg{{Account: store.Wallet(u.ID), Amount: -100}, {Account: store.House, Amount: 100}}}
			if err := tx.RecordRound(&r, []store.Transfer{xfer}); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	verify := func() []store.ChainProblem {
		var probs []store.ChainProblem
		var n int
		if err := s.ReadOnly(ctx, func(tx store.Tx) (err error) { n, probs, err = store.VerifyChain(tx, nil); return err }); err != nil {
			t.Fatal(err)
		}
		if n != 3 {
			t.Fatalf("verified %d rounds, want 3", n)
		}
		return probs
	}
	if p := verify(); len(p) != 0 {
		t.Fatalf("an untouched chain: %+v", p)
	}
	e.exec(t, s, `UPDATE entries SET amount = -99 WHERE amount = -100 AND transfer_id = (SELECT MAX(id) FROM transfers WHERE kind = 'settle')`)
	if p := verify(); len(p) != 1 || p[0].Msg == "" {
		t.Fatalf("a changed ledger entry: %+v, want one problem", p)
	}
}

// A round records the seats each player's wagers were on, sorted and each
// once, and gives them back with the round and in the player's recall; a
// player with none recorded (a round stored before the column) has none.
func testRoundSeats(t *testing.T, e env) {
	s := e.open(t)
	ann, bob := user(t, s, "ann"), user(t, s, "bob")
	var id int64
	err := s.Do(ctx, func(tx store.Tx) error {
		tb, err := tx.CreateTable(store.Table{Name: "t", Game: "sic-bo", Mode: store.Live, Options: json.RawMessage(`{}`)})
		if err != nil {
			return err
		}
		r := store.Round{Table: tb.ID, Status: store.RoundSettled, Script: json.RawMessage(`{}`), Result: json.RawMessage(`{}`),
			Players: []store.RoundPlayer{{User: ann.ID, Seats: []int{3, 1}}, {User: bob.ID}}}
		if err := tx.RecordRound(&r, nil); err != nil {
			return err
		}
		id = r.ID
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	var r store.Round
	var recall, list []store.Round
	err = s.ReadOnly(ctx, func(tx store.Tx) (err error) {
		if r, err = tx.Round(id); err != nil {
			return err
		}
		if list, err = tx.Rounds(0, 0, 10); err != nil {
			return err
		}
		recall, err = tx.UserRounds(ann.ID, 10)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Players) != 2 || fmt.Sprint(r.Players[0].Seats) != "[1 3]" || r.Players[1].Seats != nil {
		t.Fatalf("round players %+v, want ann on seats [1 3] and bob on none", r.Players)
	}
	// The auditor's list carries every round's players too.
	if len(list) != 1 || len(list[0].Players) != 2 || list[0].Players[0].User != ann.ID || fmt.Sprint(list[0].Players[0].Seats) != "[1 3]" || list[0].Players[1].User != bob.ID {
		t.Fatalf("rounds list %+v, want the one round with ann on [1 3] and bob", list)
	}
	if len(recall) != 1 || len(recall[0].Players) != 1 || fmt.Sprint(recall[0].Players[0].Seats) != "[1 3]" {
		t.Fatalf("ann's recall %+v, want the one round on seats [1 3]", recall)
	}
	// The seats are not part of the record the hash chains (RoundHash).
	if h := store.RoundHash(r.PrevHash, store.Round{Table: r.Table, Number: r.Number, Status: r.Status, Script: r.Script, Result: r.Result}, nil); h != r.Hash {
		t.Fatalf("hash %s, want %s: the seats changed the chained record", r.Hash, h)
	}
	if b, _ := json.Marshal(r.Players); string(b) != `[{"user":`+fmt.Sprint(ann.ID)+`,"net":0,"balanceBefore":0,"balanceAfter":0,"seats":[1,3]},{"user":`+fmt.Sprint(bob.ID)+`,"net":0,"balanceBefore":0,"balanceAfter":0}]` {
		t.Fatalf("players as sent: %s", b)
	}
}
