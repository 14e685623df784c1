package store

import (
	"encoding/json"
	"strings"
	"testing"

	"croupier/money"
)

// The queued statements carry their arguments as literals: every value
// the store writes must come out as PostgreSQL reads it back.
func TestLiteral(t *testing.T) {
	for _, tc := range []struct {
		v    any
		want string
	}{
		{nil, "NULL"},
		{int64(42), "42"},
		{-7, "(-7)"}, // "balance -" and "-7" must never make "--", a comment
		{money.Amount(-1005), "(-1005)"},
		{"O'Brien", "'O''Brien'"},
		{`back\slash`, `'back\slash'`}, // standard_conforming_strings: a backslash is itself
		{"'; DROP TABLE accounts; --", "'''; DROP TABLE accounts; --'"},
		{json.RawMessage(`{"a":"b"}`), `'{"a":"b"}'`},
		{[]byte("x"), "'x'"},
		{true, "TRUE"},
	} {
		got, err := literal(tc.v)
		if err != nil || got != tc.want {
			t.Errorf("literal(%#v) = %s, %v; want %s", tc.v, got, err, tc.want)
		}
	}
	if _, err := literal("a\x00b"); err == nil {
		t.Error("a NUL byte must be refused: PostgreSQL text cannot hold one")
	}
	if _, err := literal(3.5); err == nil {
		t.Error("a float must be refused: no float touches the ledger")
	}
}

func TestInterpolate(t *testing.T) {
	got, err := interpolate(`UPDATE accounts SET balance = balance -? WHERE id = ?`, []any{-5, "wallet:1"})
	if want := `UPDATE accounts SET balance = balance -(-5) WHERE id = 'wallet:1'`; err != nil || got != want {
		t.Errorf("got %s, %v; want %s", got, err, want)
	}
	for _, args := range [][]any{{1}, {1, 2, 3}} {
		if _, err := interpolate(`SELECT ?, ?`, args); err == nil || !strings.Contains(err.Error(), "placeholders") {
			t.Errorf("%d arguments for 2 placeholders: %v, want an error", len(args), err)
		}
	}
}
