package money

import (
	"errors"
	"fmt"
)

// Errors a wager check returns, wrapped in a *WagerError.
var (
	ErrNotPositive = errors.New("a wager must be a positive number of cents")
	ErrBelowMin    = errors.New("below the table minimum")
	ErrAboveMax    = errors.New("above the table maximum")
	ErrNotFixed    = errors.New("this wager has a fixed amount")
	ErrOverOther   = errors.New("may not exceed another wager")
	ErrNotMultiple = errors.New("must be a multiple of its unit")
	ErrNotEqual    = errors.New("must equal another wager")
)

// Limits are a table's minimum and maximum wager in cents (sections 3, 9).
type Limits struct {
	Min, Max Amount
}

// Validate reports whether the limits make sense: 0 < Min ≤ Max.
func (l Limits) Validate() error {
	if l.Min <= 0 {
		return fmt.Errorf("table minimum %d must be positive (section 3)", l.Min)
	}
	if l.Max < l.Min {
		return fmt.Errorf("table maximum %d is below the minimum %d (section 3)", l.Max, l.Min)
	}
	return nil
}

// A Rule is how a wager's amount is bounded beyond the table's limits. The
// zero Rule means "within the table's minimum and maximum".
type Rule struct {
	Fixed    Amount `json:"fixed,omitempty"`    // exactly this amount (21.2, 21.3: $1), whatever the limits
	AtMost   string `json:"atMost,omitempty"`   // at most the amount of this other wager (21.1)
	Equal    string `json:"equal,omitempty"`    // exactly the amount of this other wager (the war wager, 67.39)
	Times    int64  `json:"times,omitempty"`    // with Equal: this many times the other wager (Boston Poker's plays, 67.56); 0 is once
	Multiple Amount `json:"multiple,omitempty"` // a multiple of this many cents (craps horn: 4 units)
}

// A WagerError says which wager failed which check.
type WagerError struct {
	Wager  string
	Amount Amount
	Err    error
	Detail string
}

func (e *WagerError) Error() string {
	msg := fmt.Sprintf("wager %s of %d cents: %v", e.Wager, e.Amount, e.Err)
	if e.Detail != "" {
		msg += " (" + e.Detail + ")"
	}
	return msg
}

func (e *WagerError) Unwrap() error { return e.Err }

// Check verifies amount for the wager id under rule r and the table limits l.
// other returns the amount of another wager the rule refers to (0 if absent).
func Check(id string, amount Amount, r Rule, l Limits, other func(string) Amount) error {
	fail := func(err error, detail string) error {
		return &WagerError{Wager: id, Amount: amount, Err: err, Detail: detail}
	}
	if amount <= 0 {
		return fail(ErrNotPositive, "")
	}
	if r.Fixed > 0 {
		if amount != r.Fixed {
			return fail(ErrNotFixed, fmt.Sprintf("it must be exactly %d cents", r.Fixed))
		}
		return nil
	}
	if r.Equal != "" {
		if want := r.Of(other(r.Equal)); amount != want {
			return fail(ErrNotEqual, fmt.Sprintf("it must be %d cents, %s", want, r.times()))
		}
		return nil
	}
	if amount < l.Min {
		return fail(ErrBelowMin, fmt.Sprintf("the minimum is %d cents", l.Min))
	}
	if amount > l.Max {
		return fail(ErrAboveMax, fmt.Sprintf("the maximum is %d cents", l.Max))
	}
	if r.AtMost != "" {
		if most := other(r.AtMost); amount > most {
			return fail(ErrOverOther, fmt.Sprintf("%s is %d cents", r.AtMost, most))
		}
	}
	if r.Multiple > 0 && amount%r.Multiple != 0 {
		return fail(ErrNotMultiple, fmt.Sprintf("a multiple of %d cents", r.Multiple))
	}
	return nil
}

// A Scope is what a table's maximum applies to (section 9).
type Scope string

// The scopes of section 9. The values are stored and sent; they never change.
const (
	// PerWager: each wager on its own (the spec's default).
	PerWager Scope = "wager"
	// PerHand: the wagers on one hand together — Blackjack, Multi-action
	// Blackjack, Super Pan 9 and Red Dog, subject to the side bets, doubles,
	// splits, insurance and raises section 9 sets apart.
	PerHand Scope = "hand"
	// PerPosition: all wagers on one betting position together — Baccarat,
	// Let It Ride, Caribbean Stud and Pai Gow Poker.
	PerPosition Scope = "position"
)

// CheckGroup verifies the total of the wagers a scope groups (one hand or
// one betting position) against the table maximum (section 9). Each wager is
// still checked on its own with Check.
func (l Limits) CheckGroup(scope Scope, group string, total Amount) error {
	if scope == PerWager || total <= l.Max {
		return nil
	}
	return &WagerError{Wager: group, Amount: total, Err: ErrAboveMax,
		Detail: fmt.Sprintf("the maximum of %d cents applies per %s, section 9", l.Max, scope)}
}

// Of returns what an Equal wager must be when the wager it equals holds
// other: other, or Times times it.
func (r Rule) Of(other Amount) Amount {
	if r.Times > 1 {
		return other * Amount(r.Times)
	}
	return other
}

func (r Rule) times() string {
	if r.Times > 1 {
		return fmt.Sprintf("%d times %s", r.Times, r.Equal)
	}
	return "the same as " + r.Equal
}
