package postgres

import (
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"croupier/internal/store"
)

// CreateUser adds a user (and a player's wallet). A name any account
// already has, in any case, is store.ErrDuplicate: the code asks first to
// name the account, and the unique index on lower(name) refuses it should
// two race.
func (t *Tx) CreateUser(name, passHash, role string) (store.User, error) {
	var taken string
	err := t.row(`SELECT name FROM users WHERE lower(name) = lower($1) LIMIT 1`, name).Scan(&taken)
	switch {
	case err == nil:
		return store.User{}, store.NameTaken(name, taken)
	case !errors.Is(err, sql.ErrNoRows):
		return store.User{}, err
	}
	u := store.User{Name: name, Role: role, PassHash: passHash, Created: store.Now()}
	err = t.row(`INSERT INTO users (name, pass_hash, role, created_at) VALUES ($1, $2, $3, $4) RETURNING id`, name, passHash, role, u.Created).Scan(&u.ID)
	if err != nil {
		if err := classify(err); errors.Is(err, store.ErrDuplicate) {
			return store.User{}, fmt.Errorf("user %q: %w", name, store.ErrDuplicate)
		}
		return store.User{}, err
	}
	if err := t.CreateAccount(store.Wallet(u.ID), store.KindWallet); err != nil {
		return store.User{}, err
	}
	return u, nil
}

// UserByName looks a user up by name, whatever its case and ignoring
// surrounding spaces (store.Named).
func (t *Tx) UserByName(name string) (store.User, error) {
	name = strings.TrimSpace(name)
	found, err := t.users(`SELECT id, name, role, pass_hash, created_at FROM users WHERE lower(name) = lower($1) ORDER BY id`, name)
	if err != nil {
		return store.User{}, err
	}
	return store.Named(name, found)
}

// NameClashes lists the accounts made before names were unique whatever
// their case whose names differ only by case, by name.
func (t *Tx) NameClashes() ([]store.User, error) {
	return t.users(`SELECT id, name, role, '', created_at FROM users WHERE name_clash <> 0 ORDER BY lower(name), id`)
}

// UserByID looks a user up by id.
func (t *Tx) UserByID(id int64) (store.User, error) {
	var u store.User
	err := t.row(`SELECT id, name, role, pass_hash, created_at FROM users WHERE id = $1`, id).Scan(&u.ID, &u.Name, &u.Role, &u.PassHash, &u.Created)
	return u, notFound(err, fmt.Sprintf("user %v", id))
}

// Users lists users, optionally of one role.
func (t *Tx) Users(role string) ([]store.User, error) {
	out, err := t.users(`SELECT id, name, role, pass_hash, created_at FROM users WHERE $1 = '' OR role = $2 ORDER BY id`, role, role)
	if out == nil && err == nil {
		out = []store.User{}
	}
	return out, err
}

// users reads the users a query of id, name, role, pass_hash and
// created_at returns.
func (t *Tx) users(query string, args ...any) ([]store.User, error) {
	rows, err := t.rows(query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []store.User
	for rows.Next() {
		var u store.User
		if err := rows.Scan(&u.ID, &u.Name, &u.Role, &u.PassHash, &u.Created); err != nil {
			return nil, err
		}
		out = append(out, u)
	}
	return out, rows.Err()
}

// CreateSession stores a session under the hash of its token.
func (t *Tx) CreateSession(tokenHash string, user int64, expires int64) error {
	return t.exec(`INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, $3)`, tokenHash, user, expires)
}

// SessionUser returns the user of an unexpired session and when it
// expires.
func (t *Tx) SessionUser(tokenHash string, at int64) (store.User, int64, error) {
	var id, expires int64
	err := t.row(`SELECT user_id, expires_at FROM sessions WHERE token_hash = $1 AND expires_at > $2`, tokenHash, at).Scan(&id, &expires)
	if errors.Is(err, sql.ErrNoRows) {
		return store.User{}, 0, fmt.Errorf("session: %w", store.ErrNotFound)
	}
	if err != nil {
		return store.User{}, 0, err
	}
	u, err := t.UserByID(id)
	return u, expires, err
}

// DeleteSession ends a session; expired ones are swept at the same time.
func (t *Tx) DeleteSession(tokenHash string) error {
	return t.exec(`DELETE FROM sessions WHERE token_hash = $1 OR expires_at < $2`, tokenHash, store.Now())
}

// Request returns the stored answer under key.
func (t *Tx) Request(key string) (store.Request, error) {
	var r store.Request
	err := t.row(`SELECT body_hash, status, response FROM requests WHERE key = $1`, key).Scan(&r.BodyHash, &r.Status, &r.Response)
	return r, notFound(err, "request "+key)
}

// SaveRequest stores the answer to a request under key.
func (t *Tx) SaveRequest(key string, r store.Request) error {
	return t.exec(`INSERT INTO requests (key, body_hash, status, response, created_at) VALUES ($1, $2, $3, $4, $5)`,
		key, r.BodyHash, r.Status, string(r.Response), store.Now())
}
