package sqlite

import (
	"errors"
	"fmt"

	"croupier/internal/store"
)

const tournamentCols = `id, name, game, rules, status, created_at`

func scanTournament(sc interface{ Scan(...any) error }) (store.Tournament, error) {
	var t store.Tournament
	var rules string
	err := sc.Scan(&t.ID, &t.Name, &t.Game, &rules, &t.Status, &t.Created)
	t.Rules = []byte(rules)
	return t, err
}

// CreateTournament stores a published tournament and its accounts.
func (t *Tx) CreateTournament(tm *store.Tournament) error {
	tm.Created, tm.Status = store.Now(), store.TournamentOpen
	err := t.row(`INSERT INTO tournaments (name, game, rules, status, created_at) VALUES (?, ?, ?, ?, ?) RETURNING id`,
		tm.Name, tm.Game, string(tm.Rules), tm.Status, tm.Created).Scan(&tm.ID)
	if err != nil {
		return classify(err)
	}
	if err := t.CreateAccount(store.Fees(tm.ID), store.KindEscrow); err != nil {
		return err
	}
	return t.CreateAccount(store.ChipBank(tm.ID), store.KindHouse)
}

// Tournament returns one tournament.
func (t *Tx) Tournament(id int64) (store.Tournament, error) {
	tm, err := scanTournament(t.row(`SELECT `+tournamentCols+` FROM tournaments WHERE id = ?`, id))
	return tm, notFound(err, fmt.Sprintf("tournament %d", id))
}

// TournamentList returns every tournament, newest first.
func (t *Tx) TournamentList() ([]store.Tournament, error) {
	rows, err := t.rows(`SELECT ` + tournamentCols + ` FROM tournaments ORDER BY id DESC`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []store.Tournament{}
	for rows.Next() {
		tm, err := scanTournament(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, tm)
	}
	return out, rows.Err()
}

// SetTournamentStatus moves a tournament from was to to.
func (t *Tx) SetTournamentStatus(id int64, was, to string) error {
	n, err := t.execN(`UPDATE tournaments SET status = ? WHERE id = ? AND status = ?`, to, id, was)
	if err != nil || n == 1 {
		return err
	}
	if _, err := t.Tournament(id); err != nil {
		return err
	}
	return fmt.Errorf("tournament %d is no longer %s: %w", id, was, store.ErrStale)
}

// AddEntrant registers a user as the tournament's next entrant.
func (t *Tx) AddEntrant(tournament, user int64) (store.Entrant, error) {
	// The tournament row's lock: an update of it, as SQLite has one writer.
	if n, err := t.execN(`UPDATE tournaments SET status = status WHERE id = ?`, tournament); err != nil || n != 1 {
		if err == nil {
			err = fmt.Errorf("tournament %d: %w", tournament, store.ErrNotFound)
		}
		return store.Entrant{}, err
	}
	e := store.Entrant{Tournament: tournament, User: user, Created: store.Now()}
	err := t.row(`INSERT INTO tournament_entrants (tournament_id, user_id, entry_order, created_at)
		SELECT ?, ?, COALESCE(MAX(entry_order), 0) + 1, ? FROM tournament_entrants WHERE tournament_id = ? RETURNING entry_order`,
		tournament, user, e.Created, tournament).Scan(&e.Order)
	if err := classify(err); errors.Is(err, store.ErrDuplicate) {
		return store.Entrant{}, fmt.Errorf("user %d in tournament %d: %w", user, tournament, store.ErrDuplicate)
	} else if err != nil {
		return store.Entrant{}, err
	}
	if err := t.row(`SELECT name FROM users WHERE id = ?`, user).Scan(&e.Name); err != nil {
		return store.Entrant{}, notFound(err, fmt.Sprintf("user %d", user))
	}
	return e, t.CreateAccount(store.Chips(tournament, user), store.KindEscrow)
}

// Entrants returns a tournament's entrants in registration order.
func (t *Tx) Entrants(tournament int64) ([]store.Entrant, error) {
	rows, err := t.rows(`SELECT e.tournament_id, e.user_id, u.name, e.entry_order, e.created_at
		FROM tournament_entrants e JOIN users u ON u.id = e.user_id WHERE e.tournament_id = ? ORDER BY e.entry_order`, tournament)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []store.Entrant{}
	for rows.Next() {
		var e store.Entrant
		if err := rows.Scan(&e.Tournament, &e.User, &e.Name, &e.Order, &e.Created); err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	return out, rows.Err()
}
