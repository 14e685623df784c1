package postgres_test

import (
	"database/sql/driver"
	"errors"
	"fmt"
	"io"
	"syscall"
	"testing"

	"github.com/jackc/pgx/v5/pgconn"

	"croupier/internal/postgres"
	"croupier/internal/store"
)

// A connection lost under a statement is the database away (503
// unavailable), not a bug (500): the errors pgx gives when PostgreSQL's
// connections are cut, as TestDatabaseOutage (cmd/croupier) cuts them.
func TestLostConnectionIsUnavailable(t *testing.T) {
	for _, err := range []error{
		fmt.Errorf("wrapped: %w", pgconn.ErrConnClosed),
		fmt.Errorf("error preprocessing batch (prepare): %w", io.ErrUnexpectedEOF),
		io.EOF,
		driver.ErrBadConn,
		fmt.Errorf("write: %w", syscall.ECONNRESET),
		fmt.Errorf("write: %w", syscall.EPIPE),
	} {
		if got := postgres.Classify(err); !errors.Is(got, store.ErrUnavailable) {
			t.Errorf("%v: classified as %v, want store.ErrUnavailable", err, got)
		}
	}
	if got := postgres.Classify(errors.New("syntax error")); errors.Is(got, store.ErrUnavailable) {
		t.Errorf("a statement's own error is classified as the database away: %v", got)
	}
}
