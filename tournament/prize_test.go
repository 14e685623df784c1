package tournament_test

import (
	"fmt"
	"math"
	"slices"
	"testing"

	"croupier/money"
	"croupier/tournament"
)

// field returns standings from "name:chips" in registration order 1, 2, 3 …
func field(entries ...string) []tournament.Standing {
	s := make([]tournament.Standing, len(entries))
	for i, e := range entries {
		var name string
		var chips int64
		if _, err := fmt.Sscanf(e, "%1s:%d", &name, &chips); err != nil {
			panic(e)
		}
		s[i] = tournament.Standing{Entrant: name, Chips: chips, Order: i + 1}
	}
	return s
}

// withPrizes returns blackjack.json's rules (50/30/20, a trophy for place 1
// and a sweater for place 4) with minEntrants 1 and, if given, other
// percents in hundredths.
func withPrizes(t *testing.T, percents ...tournament.Percent) tournament.Rules {
	r := parse(t, "blackjack.json")
	r.MinEntrants = 1
	if len(percents) > 0 {
		r.Prizes = nil
		for i, p := range percents {
			r.Prizes = append(r.Prizes, tournament.Place{Place: i + 1, Percent: p})
		}
	}
	return r
}

func wantPrizes(t *testing.T, r tournament.Rules, fees money.Amount, s []tournament.Standing, want []tournament.Prize) {
	t.Helper()
	got, err := r.Allocate(fees, s)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(got, want) {
		t.Errorf("Allocate(%d) =\n\t%v\nwant\n\t%v", fees, got, want)
	}
	var sum money.Amount
	for _, p := range got {
		sum += p.Amount
	}
	if pool := r.Pool(fees); sum != pool {
		t.Errorf("prizes sum to %d, pool %d", sum, pool)
	}
}

// 127: fees 10 × $50 = $500.00 = 50000 cents; places 50/30/20 pay 50000 ×
// 0.5 = 25000, × 0.3 = 15000, × 0.2 = 10000, together the whole 50000.
// 90: place 1 also wins the trophy, place 4 only the sweater.
func Test127AllocateWhole(t *testing.T) {
	r := withPrizes(t)
	s := field("a:10", "b:90", "c:30", "d:80", "e:50", "f:20", "g:70", "h:60", "i:40", "j:5")
	wantPrizes(t, r, 10*5000, s, []tournament.Prize{
		{"b", 1, 25000, "a crystal trophy"},
		{"d", 2, 15000, ""},
		{"g", 3, 10000, ""},
		{"h", 4, 0, "a casino sweater"},
	})
}

// 127, ruling TN1: fees 7 × $3.33 = 2331 cents at 33.33%: 2331 × 3333 =
// 7,769,223, so the share is 776.9223 cents; the pool is rounded up to 777
// so that no less than 33.33% returns. Place 1's floor is 776; the one cent
// left goes to place 1: 777.
func Test127AllocateOddCents(t *testing.T) {
	r := withPrizes(t, 33_33)
	r.Merchandise = nil
	wantPrizes(t, r, 7*333, field("a:1", "b:9", "c:3", "d:4", "e:5", "f:6", "g:7"), []tournament.Prize{{"b", 1, 777, ""}})
}

// 127: fees 2331 at 12.5/10/7.5 (30%): 2331 × 0.125 = 291.375, × 0.10 =
// 233.1, × 0.075 = 174.825, together 699.3, so the pool is 700. The floors
// 291 + 233 + 174 = 698 leave 2 cents, one each to places 1 and 2:
// 292, 234, 174 (sum 700).
func Test127AllocateLeftoverCents(t *testing.T) {
	r := parse(t, "let-it-ride.json")
	if p := r.Pool(2331); p != 700 {
		t.Errorf("Pool(2331) = %d, want 700", p)
	}
	wantPrizes(t, r, 2331, field("a:300", "b:200", "c:100", "d:0"), []tournament.Prize{
		{"a", 1, 292, ""}, {"b", 2, 234, ""}, {"c", 3, 174, ""},
	})
}

// 127, ties: entrants tied on chips share the prizes of the places they
// occupy together, odd cents to the earlier registration.
func Test127AllocateTies(t *testing.T) {
	lir := parse(t, "let-it-ride.json") // 292, 234, 174 on fees 2331 (above)
	lir.MinEntrants = 1
	// Tied for second: places 2 and 3 pay 234 + 174 = 408, 204 each.
	s := field("a:300", "b:200", "c:200", "d:0")
	s[1].Order, s[2].Order = 9, 8 // c registered before b: listed first
	wantPrizes(t, lir, 2331, s, []tournament.Prize{{"a", 1, 292, ""}, {"c", 2, 204, ""}, {"b", 2, 204, ""}})
	// Tied for first: 292 + 234 = 526, 263 each.
	wantPrizes(t, lir, 2331, field("a:300", "b:300", "c:100"), []tournament.Prize{{"a", 1, 263, ""}, {"b", 1, 263, ""}, {"c", 3, 174, ""}})
	// Three tied for first: 292 + 234 + 174 = 700 = 3 × 233 + 1; the odd
	// cent to the first registered, c (order 1).
	s = field("a:50", "b:50", "c:50")
	s[0].Order, s[1].Order, s[2].Order = 3, 2, 1
	wantPrizes(t, lir, 2331, s, []tournament.Prize{{"c", 1, 234, ""}, {"b", 1, 233, ""}, {"a", 1, 233, ""}})
	// Three tied for second occupy places 2, 3 and 4, which pays nothing:
	// 234 + 174 + 0 = 408 = 3 × 136.
	wantPrizes(t, lir, 2331, field("a:9", "b:5", "c:5", "d:5"), []tournament.Prize{{"a", 1, 292, ""}, {"b", 2, 136, ""}, {"c", 2, 136, ""}, {"d", 2, 136, ""}})

	// Fees 2331 at 20/10/5: 466.2, 233.1, 116.55, together 815.85, pool
	// 816; floors 466 + 233 + 116 = 815 leave 1 cent for place 1: 467, 233,
	// 116. Tied for second: 233 + 116 = 349 = 2 × 174 + 1, the odd cent to
	// b, registered before c.
	r := withPrizes(t, 20_00, 10_00, 5_00)
	r.Merchandise = nil
	wantPrizes(t, r, 2331, field("a:9", "b:5", "c:5"), []tournament.Prize{{"a", 1, 467, ""}, {"b", 2, 175, ""}, {"c", 2, 174, ""}})

	// 90: tied for third on blackjack.json's prizes with fees 4 × $50 =
	// 20000: places 3 and 4 pay 4000 + 0, 2000 each; the merchandise goes
	// place by place in registration order, place 4's sweater to d.
	wantPrizes(t, withPrizes(t), 20000, field("a:9", "b:8", "c:1", "d:1"), []tournament.Prize{
		{"a", 1, 10000, "a crystal trophy"}, {"b", 2, 6000, ""}, {"c", 3, 2000, ""}, {"d", 3, 2000, "a casino sweater"},
	})
}

// 127, fewer entrants than places: fees 2 × $50 = 10000 at 50/30/20 pay
// 5000, 3000, 2000; with 2 entrants no one reaches place 3, whose 2000 goes
// to place 1: 7000 and 3000, the whole 10000 still returned. Place 4's
// sweater is not won.
func Test127AllocateFewerEntrants(t *testing.T) {
	r := withPrizes(t)
	wantPrizes(t, r, 10000, field("a:1", "b:2"), []tournament.Prize{{"b", 1, 7000, "a crystal trophy"}, {"a", 2, 3000, ""}})
	// Both tied for first: 7000 + 3000 = 10000, 5000 each; the trophy to
	// the first registered.
	wantPrizes(t, r, 10000, field("a:2", "b:2"), []tournament.Prize{{"a", 1, 5000, "a crystal trophy"}, {"b", 1, 5000, ""}})
	// One entrant (minEntrants 1) takes the whole pool.
	wantPrizes(t, r, 5000, field("a:0"), []tournament.Prize{{"a", 1, 5000, "a crystal trophy"}})
}

// 127: no fees, no money; merchandise is still won.
func Test127AllocateNoFees(t *testing.T) {
	wantPrizes(t, withPrizes(t), 0, field("a:1", "b:2"), []tournament.Prize{{"b", 1, 0, "a crystal trophy"}})
}

func Test127AllocateRefusals(t *testing.T) {
	r := parse(t, "blackjack.json") // minEntrants 6, maxEntrants 60
	six := field("a:1", "b:2", "c:3", "d:4", "e:5", "f:6")
	many := make([]tournament.Standing, 61)
	for i := range many {
		many[i] = tournament.Standing{Entrant: fmt.Sprint("e", i), Order: i}
	}
	broken := r
	broken.Prizes = []tournament.Place{{1, 60_00}, {2, 50_00}}
	for _, c := range []struct {
		name          string
		r             tournament.Rules
		fees          money.Amount
		s             []tournament.Standing
		section, want string
	}{
		{"rules", broken, 100, six, "125", "prizes percents sum to 110"},
		{"negative fees", r, -1, six, "127", "fees collected are -0.01"},
		{"too few", r, 100, six[:5], "125", "5 entrants, fewer than minEntrants (6)"},
		{"too many", r, 100, many, "125", "61 entrants, more than maxEntrants (60)"},
		{"no name", r, 100, append(field("a:1", "b:2", "c:3", "d:4", "e:5"), tournament.Standing{Order: 6}), "127", "standings[5] names no entrant"},
		{"twice", r, 100, append(field("a:1", "b:2", "c:3", "d:4", "e:5"), tournament.Standing{Entrant: "a", Order: 6}), "127", `entrant "a" is listed twice`},
		{"order", r, 100, append(field("a:1", "b:2", "c:3", "d:4", "e:5"), tournament.Standing{Entrant: "z", Order: 5}), "127", `entrants "e" and "z" share registration order 5`},
		{"chips", r, 100, append(field("a:1", "b:2", "c:3", "d:4", "e:5"), tournament.Standing{Entrant: "z", Chips: -1, Order: 6}), "127", `entrant "z" has -1 chips`},
	} {
		t.Run(c.name, func(t *testing.T) {
			p, err := c.r.Allocate(c.fees, c.s)
			if p != nil {
				t.Errorf("prizes %v with an error", p)
			}
			wantRule(t, err, c.section, c.want)
		})
	}
}

// 127: the pool is rounded up to the cent. At 30%: 1 cent × 0.3 = 0.3,
// pool 1; 2331 × 0.3 = 699.3, pool 700; the largest Amount, 9223372036854775807
// × 3 / 10 = 2767011611056432742.1, pool 2767011611056432743, without
// overflow. At 100% the pool is the fees.
func Test127Pool(t *testing.T) {
	lir, bj := parse(t, "let-it-ride.json"), parse(t, "blackjack.json")
	for _, c := range []struct {
		r          tournament.Rules
		fees, want money.Amount
	}{
		{lir, 0, 0}, {lir, -5, 0}, {lir, 1, 1}, {lir, 10, 3}, {lir, 2331, 700},
		{lir, math.MaxInt64, 2767011611056432743},
		{bj, 2331, 2331}, {bj, math.MaxInt64, math.MaxInt64},
	} {
		if got := c.r.Pool(c.fees); got != c.want {
			t.Errorf("%s: Pool(%d) = %d, want %d", c.r.Name, c.fees, got, c.want)
		}
	}
}

// 124: the entry fee taken from a $1 supplemental wager (67.9) at 33.33%
// is 33.33 cents, rounded up to 34 so it is not below 33.33%; at 30% it is
// 30 cents, at 100% the whole 100; on $2.50 at 30.01%, 75.025 rounds up to
// 76.
func Test124LetItRideFee(t *testing.T) {
	r := parse(t, "let-it-ride.json")
	for _, c := range []struct {
		pct               tournament.Percent
		supplemental, fee money.Amount
	}{{33_33, 100, 34}, {30_00, 100, 30}, {100_00, 100, 100}, {30_01, 250, 76}} {
		r.LetItRide = &tournament.SupplementalFee{FeePercent: c.pct}
		if fee, err := tournament.LetItRideFee(c.supplemental, r); err != nil || fee != c.fee {
			t.Errorf("%s%% of %s: fee %s, %v; want %s", c.pct, c.supplemental, fee, err, c.fee)
		}
	}
	_, err := tournament.LetItRideFee(100, parse(t, "blackjack.json"))
	wantRule(t, err, "124", `tournament "Spring Blackjack" is not a Let It Ride tournament`)
	_, err = tournament.LetItRideFee(0, r)
	wantRule(t, err, "67.9", "the supplemental wager is 0.00")
	r.LetItRide.FeePercent = 29_99
	_, err = tournament.LetItRideFee(100, r)
	wantRule(t, err, "124", "letItRide.feePercent is 29.99; it must be at least 30")
}

// The live ranking: ties share the better place, listed in registration
// order.
func TestLeaderboard(t *testing.T) {
	s := field("a:100", "b:300", "c:500", "d:300", "e:0", "f:100")
	s[1].Order = 7 // b registered after d
	got := tournament.Leaderboard(s)
	want := []tournament.Rank{{1, "c", 500}, {2, "d", 300}, {2, "b", 300}, {4, "a", 100}, {4, "f", 100}, {6, "e", 0}}
	if !slices.Equal(got, want) {
		t.Errorf("Leaderboard = %v, want %v", got, want)
	}
	if s[1].Entrant != "b" {
		t.Error("Leaderboard reordered its argument")
	}
	if got := tournament.Leaderboard(nil); len(got) != 0 {
		t.Errorf("Leaderboard(nil) = %v", got)
	}
}
