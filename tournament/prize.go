package tournament

import (
	"cmp"
	"slices"

	"croupier/game"
	"croupier/money"
)

// A Standing is an entrant's count of tournament chips. Order is the
// entrant's registration order, which settles who is listed, and who gets
// an odd cent or a piece of merchandise, first among entrants tied on chips.
type Standing struct {
	Entrant string
	Chips   int64
	Order   int
}

// A Rank is an entrant's place on the leaderboard. Entrants tied on chips
// share the better place: 1, 2, 2, 4.
type Rank struct {
	Place   int
	Entrant string
	Chips   int64
}

// A Prize is what an entrant wins (127): Amount of the entry fees, and the
// Merchandise described by the rules, if any (90). Place is the entrant's
// place as Leaderboard gives it.
type Prize struct {
	Entrant     string
	Place       int
	Amount      money.Amount
	Merchandise string
}

// ranked returns a copy of standings by chips, most first, then by
// registration order (then entrant, for standings that repeat an order).
func ranked(standings []Standing) []Standing {
	s := slices.Clone(standings)
	slices.SortStableFunc(s, func(a, b Standing) int {
		if c := cmp.Compare(b.Chips, a.Chips); c != 0 {
			return c
		}
		if c := cmp.Compare(a.Order, b.Order); c != 0 {
			return c
		}
		return cmp.Compare(a.Entrant, b.Entrant)
	})
	return s
}

// Leaderboard ranks standings by chips, most first; entrants tied on chips
// share the better place (1, 2, 2, 4) and are listed in registration order.
func Leaderboard(standings []Standing) []Rank {
	s := ranked(standings)
	ranks := make([]Rank, len(s))
	for i, e := range s {
		place := i + 1
		if i > 0 && e.Chips == s[i-1].Chips {
			place = ranks[i-1].Place
		}
		ranks[i] = Rank{Place: place, Entrant: e.Entrant, Chips: e.Chips}
	}
	return ranks
}

// Allocate pays the prizes of r on fees collected to the entrants of a
// finished tournament (127), ranked by chips, most first. It returns the
// winners, those paid money or merchandise, in Leaderboard order; their
// amounts sum to exactly Pool(fees).
//
// Place n's prize is its percent of fees rounded down to the cent; the
// cents by which those fall short of the pool go one each to places 1, 2, …
// When fewer entrants than prize places finish, the places no one reaches
// add their prizes to place 1's. Entrants tied on chips share the prizes of
// the places they occupy together equally, rounded down, the odd cents one
// each to the tied entrants in registration order; merchandise goes place
// by place to the tied entrants in registration order.
//
// Allocate refuses rules that fail Check, negative fees, and standings with
// fewer than minEntrants or more than maxEntrants entrants, an entrant
// without a name or listed twice, a registration order repeated, or
// negative chips.
func (r Rules) Allocate(fees money.Amount, standings []Standing) ([]Prize, error) {
	if err := r.Check(); err != nil {
		return nil, err
	}
	if err := r.checkStandings(fees, standings); err != nil {
		return nil, err
	}
	s := ranked(standings)
	n, k := len(s), len(r.Prizes)

	// Each position's prize, 0-based: position i is place i+1.
	pool := r.Pool(fees)
	amount := make([]money.Amount, max(n, k))
	left := pool
	for i, p := range r.Prizes {
		amount[i] = p.Percent.Of(fees, false)
		left -= amount[i]
	}
	for i := 0; left > 0; i = (i + 1) % k { // left ≤ k: each floor drops under a cent
		amount[i]++
		left--
	}
	for i := n; i < k; i++ { // places no one reaches go to place 1
		amount[0] += amount[i]
	}
	amount = amount[:n]
	merch := make([]string, n)
	for _, m := range r.Merchandise {
		if m.Place <= n {
			merch[m.Place-1] = m.Description
		}
	}

	var prizes []Prize
	for i := 0; i < n; {
		j := i + 1
		for j < n && s[j].Chips == s[i].Chips {
			j++
		}
		var total money.Amount
		for _, a := range amount[i:j] {
			total += a
		}
		size := money.Amount(j - i)
		share, odd := total/size, total%size
		for m := i; m < j; m++ {
			p := Prize{Entrant: s[m].Entrant, Place: i + 1, Amount: share, Merchandise: merch[m]}
			if money.Amount(m-i) < odd {
				p.Amount++
			}
			if p.Amount > 0 || p.Merchandise != "" {
				prizes = append(prizes, p)
			}
		}
		i = j
	}
	return prizes, nil
}

func (r Rules) checkStandings(fees money.Amount, standings []Standing) error {
	switch n := len(standings); {
	case fees < 0:
		return game.Rulef("127", "prize payment: fees collected are %s; they cannot be negative", fees)
	case n < r.MinEntrants:
		return game.Rulef("125", "prize payment: %d entrants, fewer than minEntrants (%d): the tournament does not take place", n, r.MinEntrants)
	case n > r.MaxEntrants:
		return game.Rulef("125", "prize payment: %d entrants, more than maxEntrants (%d)", n, r.MaxEntrants)
	}
	entrants, orders := map[string]bool{}, map[int]string{}
	for i, e := range standings {
		switch {
		case e.Entrant == "":
			return game.Rulef("127", "prize payment: standings[%d] names no entrant", i)
		case entrants[e.Entrant]:
			return game.Rulef("127", "prize payment: entrant %q is listed twice", e.Entrant)
		case orders[e.Order] != "":
			return game.Rulef("127", "prize payment: entrants %q and %q share registration order %d", orders[e.Order], e.Entrant, e.Order)
		case e.Chips < 0:
			return game.Rulef("127", "prize payment: entrant %q has %d chips; chips cannot be negative", e.Entrant, e.Chips)
		}
		entrants[e.Entrant], orders[e.Order] = true, e.Entrant
	}
	return nil
}
