package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"

	"croupier/game"
	"croupier/internal/auth"
	"croupier/internal/store"
	"croupier/internal/table"
	"croupier/money"
)

// Error codes sent to clients (stored by clients and operators' tools: never
// renamed). Each maps to one HTTP status, in one table.
const (
	CodeBadRequest   = "bad_request"        // malformed JSON, unknown fields, a wrong type
	CodeAmount       = "invalid_amount"     // an amount that is not a positive whole number of cents, or over a maximum
	CodeUnauthorized = "unauthorized"       // no session, or it expired
	CodeLogin        = "login_failed"       // wrong name or password
	CodeForbidden    = "forbidden"          // the role or the seat does not allow it
	CodeNotFound     = "not_found"          // no such table, round or user
	CodeConflict     = "conflict"           // a name taken, a key reused with another body, a step while another waits for the dealer
	CodeSeat         = "seat"               // a seat taken, not yours, or holding money at risk
	CodeFunds        = "insufficient_funds" // section 5: no credit
	CodeRule         = "rule"               // the game's rules refuse the step (cites the section)
	CodeWaiting      = "waiting"            // accepted; waits for the live dealer's cards
	CodeTooLarge     = "too_large"          // request body over the limit
	CodeRateLimited  = "rate_limited"       // too many requests in this session
	CodeUnavailable  = "unavailable"        // the database is locked or gone, or the table runs elsewhere
	CodeInternal     = "internal"           // a bug: logged with its request id
)

var statusOf = map[string]int{
	CodeBadRequest:   http.StatusBadRequest,
	CodeAmount:       http.StatusBadRequest,
	CodeUnauthorized: http.StatusUnauthorized,
	CodeLogin:        http.StatusUnauthorized,
	CodeForbidden:    http.StatusForbidden,
	CodeNotFound:     http.StatusNotFound,
	CodeConflict:     http.StatusConflict,
	CodeSeat:         http.StatusConflict,
	CodeFunds:        http.StatusUnprocessableEntity,
	CodeRule:         http.StatusUnprocessableEntity,
	CodeWaiting:      http.StatusAccepted,
	CodeTooLarge:     http.StatusRequestEntityTooLarge,
	CodeRateLimited:  http.StatusTooManyRequests,
	CodeUnavailable:  http.StatusServiceUnavailable,
	CodeInternal:     http.StatusInternalServerError,
}

// An apiError is an error with its code and a sentence a person can act on.
type apiError struct {
	Code    string `json:"code"`
	Message string `json:"message"`
	Section string `json:"section,omitempty"`
}

func (e *apiError) Error() string { return e.Code + ": " + e.Message }

func errorf(code, format string, args ...any) error {
	return &apiError{Code: code, Message: fmt.Sprintf(format, args...)}
}

// classify turns any error into the apiError a client sees.
func classify(err error) *apiError {
	var ae *apiError
	var re *game.RuleError
	var te *game.TapeError
	var ins *store.InsufficientError
	var rng *store.RangeError
	var we *money.WagerError
	var mbe *http.MaxBytesError
	var oe *game.OptionError
	switch {
	case errors.As(err, &ae):
		return ae
	case errors.As(err, &mbe):
		return &apiError{CodeTooLarge, fmt.Sprintf("the request body is over %d bytes", mbe.Limit), ""}
	case errors.As(err, &rng):
		return &apiError{CodeAmount, rng.Error() + "; nothing was changed", ""}
	case errors.Is(err, store.ErrOutOfRange):
		return &apiError{CodeAmount, fmt.Sprintf("this would take a balance beyond the ledger's bound of %s either way; nothing was changed", store.MaxBalance), ""}
	case errors.As(err, &ins) && strings.HasPrefix(ins.Account, "chips:"):
		return &apiError{CodeFunds, fmt.Sprintf("your tournament chips are %d and this needs %d (124: a tournament is played with its chips)", ins.Balance, ins.Need), "124"}
	case errors.As(err, &ins):
		return &apiError{CodeFunds, fmt.Sprintf("your wallet holds %s and this needs %s: cash in at the cage first (section 5: no credit)", ins.Balance, ins.Need), "5"}
	case errors.Is(err, store.ErrInsufficient):
		return &apiError{CodeFunds, "your wallet does not cover this (section 5: no credit)", "5"}
	case errors.As(err, &re):
		return &apiError{CodeRule, err.Error(), re.Section}
	case errors.As(err, &we):
		return &apiError{CodeRule, err.Error(), ""}
	case errors.As(err, &te):
		return &apiError{CodeRule, err.Error(), ""}
	case errors.As(err, &oe):
		return &apiError{CodeBadRequest, err.Error(), oe.Section}
	case errors.Is(err, table.ErrPending):
		return &apiError{CodeConflict, err.Error(), ""}
	case errors.Is(err, table.ErrWaiting):
		// At a live table the step waits for the dealer's outcomes; at any
		// table a request may also run out of time while the table is busy
		// with the database.
		return &apiError{CodeWaiting, "accepted, not yet taken: the step completes when the table takes it (at a live table, once the dealer enters the next card or roll); send it again with the same Idempotency-Key for its answer", ""}
	case errors.Is(err, table.ErrSeat):
		return &apiError{CodeSeat, err.Error(), ""}
	case errors.Is(err, table.ErrForbidden):
		return &apiError{CodeForbidden, err.Error(), ""}
	case errors.Is(err, table.ErrClosed), errors.Is(err, store.ErrLeaseLost):
		return &apiError{CodeUnavailable, "this table is not running on this server right now; try again in a few seconds", ""}
	case errors.Is(err, auth.ErrMismatch):
		return &apiError{CodeLogin, "wrong name or password", ""}
	case errors.Is(err, store.ErrNotFound):
		return &apiError{CodeNotFound, err.Error(), ""}
	case errors.Is(err, store.ErrDuplicate):
		return &apiError{CodeConflict, err.Error(), ""}
	case errors.Is(err, store.ErrUnavailable), errors.Is(err, context.DeadlineExceeded):
		return &apiError{CodeUnavailable, "the casino's database is not answering; nothing was changed, try again shortly", ""}
	case errors.Is(err, game.ErrRule):
		return &apiError{CodeRule, err.Error(), ""}
	}
	return &apiError{CodeInternal, "something went wrong on our side; nothing was changed", ""}
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.Encode(v)
}

func writeError(w http.ResponseWriter, e *apiError) {
	writeJSON(w, statusOf[e.Code], map[string]*apiError{"error": e})
}
