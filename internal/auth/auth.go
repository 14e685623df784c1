// Package auth hashes passwords with Argon2id (memory-hard, RFC 9106) and
// makes opaque session tokens, stored only as their SHA-256.
package auth

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"

	"golang.org/x/crypto/argon2"
)

// Params are Argon2id's costs. Default follows RFC 9106's second
// recommended option scaled to a casino login (64 MiB, 3 passes).
type Params struct {
	Time    uint32
	Memory  uint32 // KiB
	Threads uint8
}

// Default is the production cost.
var Default = Params{Time: 3, Memory: 64 * 1024, Threads: 2}

// Fast is a cheap cost for tests and load benchmarks only.
var Fast = Params{Time: 1, Memory: 1024, Threads: 1}

// ErrMismatch is a password that does not match its hash.
var ErrMismatch = errors.New("wrong name or password")

const keyLen = 32

// Hash returns the encoded Argon2id hash of password with a fresh salt.
func Hash(password string, p Params) string {
	salt := make([]byte, 16)
	rand.Read(salt)
	key := argon2.IDKey([]byte(password), salt, p.Time, p.Memory, p.Threads, keyLen)
	b64 := base64.RawStdEncoding
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s", argon2.Version, p.Memory, p.Time, p.Threads, b64.EncodeToString(salt), b64.EncodeToString(key))
}

// Verify reports whether password matches the encoded hash, in constant
// time; it returns ErrMismatch if not.
func Verify(password, encoded string) error {
	parts := strings.Split(encoded, "$")
	if len(parts) != 6 || parts[1] != "argon2id" {
		return ErrMismatch
	}
	var p Params
	if _, err := fmt.Sscanf(parts[3], "m=%d,t=%d,p=%d", &p.Memory, &p.Time, &p.Threads); err != nil {
		return ErrMismatch
	}
	b64 := base64.RawStdEncoding
	salt, err1 := b64.DecodeString(parts[4])
	want, err2 := b64.DecodeString(parts[5])
	if err1 != nil || err2 != nil {
		return ErrMismatch
	}
	got := argon2.IDKey([]byte(password), salt, p.Time, p.Memory, p.Threads, uint32(len(want)))
	if subtle.ConstantTimeCompare(got, want) != 1 {
		return ErrMismatch
	}
	return nil
}

// NewToken returns a fresh session token (256 random bits) and the hash
// under which it is stored.
func NewToken() (token, hash string) {
	b := make([]byte, 32)
	rand.Read(b)
	token = base64.RawURLEncoding.EncodeToString(b)
	return token, TokenHash(token)
}

// TokenHash is the stored form of a token: the database never holds a token
// that would let its reader log in.
func TokenHash(token string) string {
	h := sha256.Sum256([]byte(token))
	return hex.EncodeToString(h[:])
}
