package store

import (
	"database/sql"
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// Roles (stored; never renamed).
const (
	RolePlayer     = "player"
	RoleDealer     = "dealer"     // operates a live table
	RoleCashier    = "cashier"    // cash in and out at the cage
	RoleSupervisor = "supervisor" // voids rounds, decides disputes (67.101, 67.110)
	RoleAuditor    = "auditor"    // reads every round and the ledger
	RoleAdmin      = "admin"      // opens tables, creates staff
)

// Roles lists every role.
var Roles = []string{RolePlayer, RoleDealer, RoleCashier, RoleSupervisor, RoleAuditor, RoleAdmin}

// A User is a player or a member of staff.
type User struct {
	ID       int64  `json:"id"`
	Name     string `json:"name"`
	Role     string `json:"role"`
	PassHash string `json:"-"`
	Created  int64  `json:"created"`
}

// nameRE is what an account name may be. ASCII only: both databases fold
// its case alike (lower()).
var nameRE = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9_.-]{1,31}$`)

// ValidName reports whether name may name an account: 2 to 32 ASCII
// letters, digits, '.', '_' or '-', starting with a letter or digit.
// Names are the same whatever their case: "PAT" is pat.
func ValidName(name string) bool { return nameRE.MatchString(name) }

// CreateUser adds a user (and a player's wallet). A name any account
// already has, in any case, is ErrDuplicate.
func (t *Tx) CreateUser(name, passHash, role string) (User, error) {
	var taken string
	err := t.row(`SELECT name FROM users WHERE lower(name) = lower(?) LIMIT 1`, name).Scan(&taken)
	switch {
	case err == nil:
		return User{}, fmt.Errorf("user %q: %w as %q (names are the same whatever their case)", name, ErrDuplicate, taken)
	case !errors.Is(err, sql.ErrNoRows):
		return User{}, err
	}
	u := User{Name: name, Role: role, PassHash: passHash, Created: now()}
	err = t.row(`INSERT INTO users (name, pass_hash, role, created_at) VALUES (?, ?, ?, ?) RETURNING id`, name, passHash, role, u.Created).Scan(&u.ID)
	if err != nil {
		if err := t.s.classify(err); errors.Is(err, ErrDuplicate) {
			return User{}, fmt.Errorf("user %q: %w", name, ErrDuplicate)
		}
		return User{}, err
	}
	if err := t.CreateAccount(Wallet(u.ID), KindWallet); err != nil {
		return User{}, err
	}
	return u, nil
}

// UserByName looks a user up by name, whatever its case and ignoring
// surrounding spaces: " Pat " finds pat. Of accounts made before names
// were unique whatever their case that differ only by case, only the exact
// spelling finds one; another is ErrNotFound, naming them.
func (t *Tx) UserByName(name string) (User, error) {
	name = strings.TrimSpace(name)
	rows, err := t.rows(`SELECT id, name, role, pass_hash, created_at FROM users WHERE lower(name) = lower(?) ORDER BY id`, name)
	if err != nil {
		return User{}, err
	}
	defer rows.Close()
	var found []User
	for rows.Next() {
		var u User
		if err := rows.Scan(&u.ID, &u.Name, &u.Role, &u.PassHash, &u.Created); err != nil {
			return User{}, err
		}
		found = append(found, u)
	}
	if err := rows.Err(); err != nil {
		return User{}, err
	}
	if len(found) == 1 {
		return found[0], nil
	}
	var names []string
	for _, u := range found {
		if u.Name == name {
			return u, nil
		}
		names = append(names, strconv.Quote(u.Name))
	}
	if len(found) == 0 {
		return User{}, fmt.Errorf("user %q: %w", name, ErrNotFound)
	}
	return User{}, fmt.Errorf("user %q: %w: accounts %s differ only by case (made before names were unique whatever their case): give the name exactly", name, ErrNotFound, strings.Join(names, " and "))
}

// NameClashes lists the accounts made before names were unique whatever
// their case whose names differ only by case, by name: each is found by
// its exact spelling only.
func (t *Tx) NameClashes() ([]User, error) {
	rows, err := t.rows(`SELECT id, name, role, created_at FROM users WHERE name_clash <> 0 ORDER BY lower(name), id`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []User
	for rows.Next() {
		var u User
		if err := rows.Scan(&u.ID, &u.Name, &u.Role, &u.Created); err != nil {
			return nil, err
		}
		out = append(out, u)
	}
	return out, rows.Err()
}

// UserByID looks a user up by id.
func (t *Tx) UserByID(id int64) (User, error) {
	return t.user(`SELECT id, name, role, pass_hash, created_at FROM users WHERE id = ?`, id)
}

func (t *Tx) user(q string, arg any) (User, error) {
	var u User
	err := t.row(q, arg).Scan(&u.ID, &u.Name, &u.Role, &u.PassHash, &u.Created)
	return u, notFound(err, fmt.Sprintf("user %v", arg))
}

// Users lists users, optionally of one role.
func (t *Tx) Users(role string) ([]User, error) {
	rows, err := t.rows(`SELECT id, name, role, pass_hash, created_at FROM users WHERE ? = '' OR role = ? ORDER BY id`, role, role)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []User{}
	for rows.Next() {
		var u User
		if err := rows.Scan(&u.ID, &u.Name, &u.Role, &u.PassHash, &u.Created); err != nil {
			return nil, err
		}
		out = append(out, u)
	}
	return out, rows.Err()
}

// CreateSession stores a session under the hash of its token.
func (t *Tx) CreateSession(tokenHash string, user int64, expires int64) error {
	return t.exec(`INSERT INTO sessions (token_hash, user_id, expires_at) VALUES (?, ?, ?)`, tokenHash, user, expires)
}

// SessionUser returns the user of an unexpired session.
func (t *Tx) SessionUser(tokenHash string, at int64) (User, error) {
	var id int64
	err := t.row(`SELECT user_id FROM sessions WHERE token_hash = ? AND expires_at > ?`, tokenHash, at).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return User{}, fmt.Errorf("session: %w", ErrNotFound)
	}
	if err != nil {
		return User{}, err
	}
	return t.UserByID(id)
}

// DeleteSession ends a session; expired ones are swept at the same time.
func (t *Tx) DeleteSession(tokenHash string) error {
	if err := t.exec(`DELETE FROM sessions WHERE token_hash = ? OR expires_at < ?`, tokenHash, now()); err != nil {
		return err
	}
	return nil
}

// A Request is the stored answer to a request that carried an idempotency
// key.
type Request struct {
	BodyHash string
	Status   int
	Response []byte
}

// Request returns the stored answer under key.
func (t *Tx) Request(key string) (Request, error) {
	var r Request
	err := t.row(`SELECT body_hash, status, response FROM requests WHERE key = ?`, key).Scan(&r.BodyHash, &r.Status, &r.Response)
	return r, notFound(err, "request "+key)
}

// SaveRequest stores the answer to a request under key.
func (t *Tx) SaveRequest(key string, r Request) error {
	return t.exec(`INSERT INTO requests (key, body_hash, status, response, created_at) VALUES (?, ?, ?, ?, ?)`,
		key, r.BodyHash, r.Status, string(r.Response), now())
}
