package store

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// A Roster is the users and their sessions, and the stored answers to
// requests that carried an idempotency key.
type Roster interface {
	// CreateUser adds a user (and a player's wallet). A name any account
	// already has, in any case, is ErrDuplicate (NameTaken).
	CreateUser(name, passHash, role string) (User, error)
	// UserByName looks a user up by name, whatever its case and ignoring
	// surrounding spaces: " Pat " finds pat. The accounts whose names
	// equal it whatever their case are given to Named.
	UserByName(name string) (User, error)
	// UserByID looks a user up by id.
	UserByID(id int64) (User, error)
	// Users lists users by id, those of one role unless role is "".
	Users(role string) ([]User, error)
	// NameClashes lists the accounts made before names were unique
	// whatever their case whose names differ only by case, by name: each
	// is found by its exact spelling only.
	NameClashes() ([]User, error)
	// CreateSession stores a session under the hash of its token.
	CreateSession(tokenHash string, user int64, expires int64) error
	// SessionUser returns the user of a session unexpired at the given
	// time and when it expires (Unix ms); none is ErrNotFound.
	SessionUser(tokenHash string, at int64) (User, int64, error)
	// DeleteSession ends a session; expired ones are swept at the same time.
	DeleteSession(tokenHash string) error
	// Request returns the stored answer under key.
	Request(key string) (Request, error)
	// SaveRequest stores the answer to a request under key.
	SaveRequest(key string, r Request) error
}

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

// NameTaken is the error of naming a new account name when an account is
// already named taken, the same name whatever its case.
func NameTaken(name, taken string) error {
	return fmt.Errorf("user %q: %w as %q (names are the same whatever their case)", name, ErrDuplicate, taken)
}

// Named picks the account name stands for from found, the accounts whose
// names equal it whatever their case, in id order. One is it. Of accounts
// made before names were unique whatever their case that differ only by
// case, only the exact spelling finds one; another is ErrNotFound, naming
// them.
func Named(name string, found []User) (User, error) {
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

// A Request is the stored answer to a request that carried an idempotency
// key.
type Request struct {
	BodyHash string
	Status   int
	Response []byte
}
