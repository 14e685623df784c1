package storetest

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sync"
	"testing"

	"croupier/internal/store"
)

// 123–127: a tournament is stored with its rules and its accounts; its
// entrants are numbered in the order they registered, once each, even when
// they register at once; its tables name it (126); its status moves only
// from the status a caller read.
func testTournamentRecord(t *testing.T, e env) {
	s := e.open(t)
	tm := store.Tournament{Name: "Winter", Game: "war", Rules: json.RawMessage(`{"name": "Winter"}`)}
	var users []int64
	err := s.Do(ctx, func(tx store.Tx) error {
		if err := tx.CreateTournament(&tm); err != nil {
			return err
		}
		for i := range 8 {
			u, err := tx.CreateUser(fmt.Sprint("entrant", i), "x", store.RolePlayer)
			if err != nil {
				return err
			}
			users = append(users, u.ID)
		}
		tb, err := tx.CreateTable(store.Table{Name: "Winter 1", Game: "war", Mode: store.Electronic, Options: json.RawMessage(`{}`), Timing: store.DefaultTiming, Tournament: tm.ID})
		if err != nil {
			return err
		}
		back, err := tx.Table(tb.ID)
		if err == nil && back.Tournament != tm.ID {
			err = fmt.Errorf("table %d names tournament %d, want %d", tb.ID, back.Tournament, tm.ID)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if tm.ID == 0 || tm.Status != store.TournamentOpen {
		t.Fatalf("created %+v", tm)
	}
	// Eight registrations at once get orders 1 to 8, each once.
	var wg sync.WaitGroup
	errs := make(chan error, len(users))
	for _, u := range users {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs <- s.Do(ctx, func(tx store.Tx) error { _, err := tx.AddEntrant(tm.ID, u); return err })
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	var list []store.Entrant
	err = s.ReadOnly(ctx, func(tx store.Tx) error {
		var err error
		if list, err = tx.Entrants(tm.ID); err != nil {
			return err
		}
		for _, acct := range []string{store.Fees(tm.ID), store.ChipBank(tm.ID), store.Chips(tm.ID, users[0])} {
			if _, err := tx.Balance(acct); err != nil {
				return fmt.Errorf("%s: %w", acct, err)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	var orders []int
	for _, en := range list {
		orders = append(orders, en.Order)
	}
	if !slices.Equal(orders, []int{1, 2, 3, 4, 5, 6, 7, 8}) || list[0].Name == "" {
		t.Fatalf("entrants %+v", list)
	}
	// A second registration is refused.
	err = s.Do(ctx, func(tx store.Tx) error { _, err := tx.AddEntrant(tm.ID, users[3]); return err })
	if !errors.Is(err, store.ErrDuplicate) {
		t.Errorf("a second registration: %v, want ErrDuplicate", err)
	}
	// The status moves once from what was read.
	if err := s.Do(ctx, func(tx store.Tx) error {
		return tx.SetTournamentStatus(tm.ID, store.TournamentOpen, store.TournamentPaid)
	}); err != nil {
		t.Fatal(err)
	}
	err = s.Do(ctx, func(tx store.Tx) error {
		return tx.SetTournamentStatus(tm.ID, store.TournamentOpen, store.TournamentCancelled)
	})
	if !errors.Is(err, store.ErrStale) {
		t.Errorf("a stale status change: %v, want ErrStale", err)
	}
	var got []store.Tournament
	if err := s.ReadOnly(ctx, func(tx store.Tx) (err error) { got, err = tx.TournamentList(); return err }); err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || got[0].Status != store.TournamentPaid || string(got[0].Rules) != `{"name": "Winter"}` {
		t.Errorf("list %+v", got)
	}
	if err := s.ReadOnly(ctx, func(tx store.Tx) error { _, err := tx.Tournament(999); return err }); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("tournament 999: %v", err)
	}
}
