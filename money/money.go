// Package money is Croupier's unit of account: integer cents, exact payout
// ratios, the by-law's commission rules and table limits.
//
// No floating point touches an Amount. A payout at odds a to b rounds down to
// the cent and reports the cents it dropped; commissions round up (ruling G1).
package money

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// An Amount is a signed quantity of money in cents (CAD).
type Amount int64

// String formats a as dollars and cents: "12.50", "-0.05".
func (a Amount) String() string {
	sign := ""
	u := uint64(a)
	if a < 0 {
		sign = "-"
		u = uint64(-a)
	}
	return fmt.Sprintf("%s%d.%02d", sign, u/100, u%100)
}

// ErrSyntax reports a money text that is not dollars and cents.
var ErrSyntax = errors.New("money: not an amount of dollars and cents")

// Parse reads an amount written in dollars ("12", "12.5", "12.50", "-3.05").
func Parse(s string) (Amount, error) {
	t := strings.TrimSpace(s)
	neg := strings.HasPrefix(t, "-")
	t = strings.TrimPrefix(t, "-")
	whole, frac, hasDot := strings.Cut(t, ".")
	if whole == "" || (hasDot && (frac == "" || len(frac) > 2)) || !digits(whole) || !digits(frac) {
		return 0, fmt.Errorf("%w: %q", ErrSyntax, s)
	}
	if len(frac) == 1 {
		frac += "0"
	}
	d, err := strconv.ParseInt(whole, 10, 64)
	if err != nil || d > (1<<62)/100 {
		return 0, fmt.Errorf("%w: %q is out of range", ErrSyntax, s)
	}
	c := int64(0)
	if frac != "" {
		c, _ = strconv.ParseInt(frac, 10, 64)
	}
	a := Amount(d*100 + c)
	if neg {
		a = -a
	}
	return a, nil
}

func digits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// A Ratio is payout odds "Num to Den": 3 to 2 for a Blackjack, 11 to 2 for the
// Pai Gow Poker position bet, 150 to 1 for a Sic Bo triple.
type Ratio struct{ Num, Den int64 }

// To returns the odds a to b.
func To(a, b int64) Ratio { return Ratio{a, b} }

// String formats r as the by-law writes odds: "3 to 2".
func (r Ratio) String() string { return fmt.Sprintf("%d to %d", r.Num, r.Den) }

// Pay returns the winnings on stake at odds r, floor(stake × Num / Den)
// cents, and what rounding down dropped: the remainder of stake × Num over
// Den, in units of 1/Den of a cent (README "Money", ruling G7). The stake
// must not be negative.
func (r Ratio) Pay(stake Amount) (win Amount, dropped Remainder) {
	n := int64(stake) * r.Num
	return Amount(n / r.Den), Remainder(n % r.Den)
}

// A Remainder is the part of a cent a payout at odds a to b drops when it
// rounds down, counted in units of 1/b of a cent (ruling G7): 3 to 2 on
// 1005 cents pays 1507 and drops Remainder 1, half a cent. It is not an
// Amount: it never enters a balance.
type Remainder int64

// CommissionOnTens is the 5% commission "calculated on the next highest
// multiple of 10" of sections 31, 47, 58 and 111: 5% of the stake rounded
// up to a whole $10, that is ceil(stake / 1000) × 50 cents.
func CommissionOnTens(stake Amount) Amount {
	if stake <= 0 {
		return 0
	}
	return (stake + 999) / 1000 * 50
}

// CommissionPercent is pct% of stake rounded up to the cent (craps buy and
// lay, 95.17).
func CommissionPercent(stake Amount, pct int64) Amount {
	if stake <= 0 {
		return 0
	}
	return Amount((int64(stake)*pct + 99) / 100)
}

// Plus returns a + b for a non-negative b, saturating at the largest Amount
// instead of wrapping: a total that large is above any table maximum and is
// refused as such, never mistaken for a negative wager.
func (a Amount) Plus(b Amount) Amount {
	if s := a + b; s >= a {
		return s
	}
	return math.MaxInt64
}

// Half returns half of a rounded down to the cent (rulings B10 and G5).
func Half(a Amount) Amount { return a / 2 }
