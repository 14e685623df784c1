package tournament_test

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"slices"
	"testing"

	"croupier/money"
	"croupier/tournament"
)

// 127, ruling TN1, over seeded random tournaments: the prizes sum exactly
// to the pool; the pool is at least the stated share of the fees, so at
// least 30% when the percents sum to 30 or more, and less than one cent
// above it; no prize is negative; an entrant with more chips never wins
// less than one with fewer; and every winner is an entrant, paid once.
func Test127AllocateProperties(t *testing.T) {
	rng := rand.New(rand.NewPCG(127, 30))
	base := parse(t, "blackjack.json")
	for trial := range 20000 {
		r := base
		r.MinEntrants, r.MaxEntrants, r.Merchandise = 1, 60, nil

		// 1 to 10 places, non-increasing percents summing to at most 100.
		k := 1 + rng.IntN(10)
		budget := tournament.Percent(1 + rng.IntN(100_00))
		var ps []tournament.Percent
		for range k {
			if budget < 1 {
				break
			}
			p := tournament.Percent(1 + rng.Int64N(int64(budget)))
			ps = append(ps, p)
			budget -= p
		}
		slices.Sort(ps)
		slices.Reverse(ps)
		r.Prizes = nil
		for i, p := range ps {
			r.Prizes = append(r.Prizes, tournament.Place{Place: i + 1, Percent: p})
		}
		if trial%10 == 0 {
			r.Merchandise = []tournament.Merchandise{{Place: 1 + rng.IntN(5), Description: "a hat"}}
		}

		var fees money.Amount
		switch trial % 4 {
		case 0:
			fees = money.Amount(rng.IntN(1000))
		case 1:
			fees = money.Amount(rng.Int64N(10_000_000))
		case 2:
			fees = money.Amount(rng.Int64()) // up to the largest Amount
		default:
			fees = money.Amount(rng.IntN(60)) * money.Amount(1+rng.IntN(10000))
		}

		// 1 to 15 entrants with few chip counts, so that ties are common.
		n := 1 + rng.IntN(15)
		chipRange := 1 + rng.Int64N(8)
		s := make([]tournament.Standing, n)
		for i, o := range rng.Perm(n) {
			s[i] = tournament.Standing{Entrant: fmt.Sprint("e", i), Chips: rng.Int64N(chipRange), Order: o}
		}

		name := fmt.Sprintf("trial %d: fees %d, percents %v, standings %v", trial, fees, ps, s)
		prizes, err := r.Allocate(fees, s)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		pool := r.Pool(fees)

		// The pool against exact arithmetic: fees × Return / 100 ≤ pool <
		// that + 1 cent.
		exact := new(big.Rat).SetFrac(new(big.Int).Mul(big.NewInt(int64(fees)), big.NewInt(int64(r.Return()))), big.NewInt(100_00))
		pr := new(big.Rat).SetInt64(int64(pool))
		if pr.Cmp(exact) < 0 || new(big.Rat).Sub(pr, exact).Cmp(big.NewRat(1, 1)) >= 0 {
			t.Fatalf("%s: pool %d, exact share %s", name, pool, exact.FloatString(4))
		}
		if r.Return() >= tournament.MinReturn {
			thirty := new(big.Rat).SetFrac(big.NewInt(int64(fees)), big.NewInt(1))
			thirty.Mul(thirty, big.NewRat(30, 100))
			if pr.Cmp(thirty) < 0 {
				t.Fatalf("%s: pool %d below 30%% of the fees, %s", name, pool, thirty.FloatString(2))
			}
		}

		won := map[string]money.Amount{}
		var sum big.Int
		for _, p := range prizes {
			if p.Amount < 0 {
				t.Fatalf("%s: %v is negative", name, p)
			}
			if _, dup := won[p.Entrant]; dup {
				t.Fatalf("%s: %s paid twice", name, p.Entrant)
			}
			won[p.Entrant] = p.Amount
			sum.Add(&sum, big.NewInt(int64(p.Amount)))
		}
		if sum.Cmp(big.NewInt(int64(pool))) != 0 {
			t.Fatalf("%s: prizes %v sum to %s, pool %d", name, prizes, &sum, pool)
		}
		for _, a := range s {
			for _, b := range s {
				if a.Chips > b.Chips && won[a.Entrant] < won[b.Entrant] {
					t.Fatalf("%s: %s (%d chips) wins %d, less than %s (%d chips) %d", name, a.Entrant, a.Chips, won[a.Entrant], b.Entrant, b.Chips, won[b.Entrant])
				}
			}
		}
		for e := range won {
			if !slices.ContainsFunc(s, func(x tournament.Standing) bool { return x.Entrant == e }) {
				t.Fatalf("%s: %s wins but is no entrant", name, e)
			}
		}
	}
}
