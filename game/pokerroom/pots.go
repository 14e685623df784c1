package pokerroom

import (
	"fmt"
	"slices"

	"croupier/card"
	"croupier/handeval"
)

// Rake is the room's commission on a pot (67.108): Percent in hundredths
// of a percent (500 is 5%, at most 10%) of the pots, rounded down to the
// unit, at most Cap (0: none) or, with no more than Players players dealt
// in, the cap of the first of Caps that applies; none on a hand that ends
// before the flop with NoFlopNoDrop.
type Rake struct {
	Percent      int64
	Cap          int64
	Caps         []RakeCap
	NoFlopNoDrop bool
}

// A RakeCap is a lower cap for a short-handed hand.
type RakeCap struct {
	Players int
	Cap     int64
}

// MaxRakePercent is 67.108's 10% in Rake.Percent's hundredths.
const MaxRakePercent = 1000

func (r Rake) check() error {
	switch {
	case r.Percent < 0 || r.Percent > MaxRakePercent:
		return fmt.Errorf("the commission is %d.%02d%% of the pot; 67.108 allows at most 10%%", r.Percent/100, r.Percent%100)
	case r.Cap < 0:
		return fmt.Errorf("the commission's cap is %d", r.Cap)
	}
	for _, c := range r.Caps {
		if c.Players < 2 || c.Cap < 0 {
			return fmt.Errorf("a commission cap of %d for %d players", c.Cap, c.Players)
		}
	}
	return nil
}

// A Pot is the main pot or a secondary pot (67.96) with what it paid.
type Pot struct {
	Amount   int64   // before the commission
	Rake     int64   // the commission taken from it (67.108)
	Eligible []int   // the players who contested it
	Shares   []Share // who won what
}

// A Share is a player's winnings from a pot: the whole, a tied part, or
// the high or low half of a high-low split (67.88(15)).
type Share struct {
	Player int    `json:"player"`
	Amount int64  `json:"amount"`
	Half   string `json:"half,omitempty"` // "high" or "low" in a split pot
}

// Result is an awarded hand.
type Result struct {
	Stacks   []int64 // finishing stacks
	Pots     []Pot
	Returned []int64 // the uncalled part of a bet handed back (67.103(2))
	Rake     int64
	Won      []int64 // what each player collected from the pots
}

// award builds the pots from the contributions, takes the commission and
// pays the winners.
func (h *Hand) award() {
	h.turn = -1
	h.open = true
	returned := slices.Clone(h.returned)
	pots := h.pots()
	rake := h.rake(pots)
	left := rake
	for i := range pots { // the commission comes out of the main pot first
		take := min(left, pots[i].Amount)
		pots[i].Rake = take
		left -= take
	}
	won := make([]int64, h.n)
	for i := range pots {
		pots[i].Shares = h.split(pots[i])
		for _, s := range pots[i].Shares {
			won[s.Player] += s.Amount
		}
	}
	res := &Result{Stacks: make([]int64, h.n), Pots: pots, Returned: returned, Rake: rake, Won: won}
	for p := range h.n {
		res.Stacks[p] = h.stack[p] + won[p] // the uncalled part is back in the stack already
		h.stack[p] = res.Stacks[p]
	}
	h.result = res
	h.phase = PhaseOver
}

// pots builds the main pot and the secondary pots (67.96): the antes, dead
// money, first (levelled by what each paid under ante trimming), then the
// bets by the levels of the all-in players. A pot contested by the same
// players as the one before joins it.
func (h *Hand) pots() []Pot { return h.potsOf(h.contrib) }

// potsOf builds the pots from what each player has put in, contrib.
func (h *Hand) potsOf(contrib []int64) []Pot {
	var pots []Pot
	add := func(amount int64, eligible []int) {
		if amount == 0 {
			return
		}
		if k := len(pots); k > 0 && slices.Equal(pots[k-1].Eligible, eligible) {
			pots[k-1].Amount += amount
			return
		}
		pots = append(pots, Pot{Amount: amount, Eligible: eligible})
	}
	var in []int
	for p := range h.n {
		if h.in(p) {
			in = append(in, p)
		}
	}
	level := func(paid []int64) {
		var levels []int64
		for p, c := range paid {
			if c > 0 && h.in(p) && !slices.Contains(levels, c) {
				levels = append(levels, c)
			}
		}
		slices.Sort(levels)
		var prev int64
		for i, l := range levels {
			var amount int64
			var eligible []int
			for p, c := range paid {
				amount += min(c, l) - min(c, prev)
				if i == len(levels)-1 && c > l { // a folded player's chips above every live level
					amount += c - l
				}
				if h.in(p) && c >= l {
					eligible = append(eligible, p)
				}
			}
			add(amount, eligible)
			prev = l
		}
		if len(levels) == 0 { // only folded players paid: dead money, contested by every live player
			var all int64
			for _, c := range paid {
				all += c
			}
			add(all, in)
		}
	}
	if h.cfg.AnteTrimming {
		level(h.ante)
	} else {
		var antes int64
		for _, a := range h.ante {
			antes += a
		}
		add(antes, in)
	}
	live := make([]int64, h.n)
	for p := range h.n {
		live[p] = contrib[p] - h.ante[p]
	}
	level(live)
	return pots
}

// rake is the commission on the pots (67.108).
func (h *Hand) rake(pots []Pot) int64 {
	r := h.cfg.Rake
	if r.Percent == 0 {
		return 0
	}
	if r.NoFlopNoDrop && h.v.flop() && !h.flopDealt {
		return 0
	}
	var total int64
	for _, p := range pots {
		total += p.Amount
	}
	take := total / 10000 * r.Percent
	take += total % 10000 * r.Percent / 10000
	cap := r.Cap
	dealt := h.count(func(p int) bool { return len(h.hole[p]) > 0 })
	for _, c := range r.Caps {
		if dealt <= c.Players {
			cap = c.Cap
			break
		}
	}
	if cap > 0 {
		take = min(take, cap)
	}
	return take
}

// split pays a pot after its commission to its best hand, or its high and
// low halves (the high half takes the odd unit); tied hands share, the odd
// units going in the order oddOrder gives.
func (h *Hand) split(pot Pot) []Share {
	amount := pot.Amount - pot.Rake
	if len(pot.Eligible) == 0 || amount == 0 {
		return nil
	}
	if len(pot.Eligible) == 1 {
		return []Share{{Player: pot.Eligible[0], Amount: amount}}
	}
	if h.v.Low.whole() {
		w := h.winners(pot.Eligible, h.wholeLowValue)
		if len(w) == 0 {
			w = pot.Eligible
		}
		return h.shares(w, amount, "")
	}
	high := h.winners(pot.Eligible, h.highValue)
	if len(high) == 0 { // no hand can be valued (every one shown unknown): they share
		high = pot.Eligible
	}
	if h.v.Low == EightOrBetter {
		if low := h.winners(pot.Eligible, h.lowValue); len(low) > 0 {
			half := amount / 2
			return append(h.shares(high, amount-half, "high"), h.shares(low, half, "low")...)
		}
	}
	return h.shares(high, amount, "")
}

// shares divides amount among winners, one unit more to each of the first
// in odd-chip order while units remain.
func (h *Hand) shares(winners []int, amount int64, half string) []Share {
	if len(winners) == 0 {
		return nil
	}
	order := h.oddOrder(winners)
	k := int64(len(order))
	out := make([]Share, len(order))
	for i, p := range order {
		out[i] = Share{Player: p, Amount: amount / k, Half: half}
		if int64(i) < amount%k {
			out[i].Amount++
		}
	}
	slices.SortFunc(out, func(a, b Share) int { return a.Player - b.Player })
	return out
}

// oddOrder orders tied winners for the odd units: at a button game the
// first clockwise from the button (player 0 sits left of it); at stud the
// highest card by suit (spades, hearts, diamonds, clubs).
func (h *Hand) oddOrder(ps []int) []int {
	out := slices.Clone(ps)
	if !h.v.Stud {
		slices.Sort(out)
		return out
	}
	highest := func(p int) int {
		best := 0
		for _, c := range h.hole[p] {
			if c != 0 {
				best = max(best, int(c.Rank())*4+int(c.Suit()))
			}
		}
		return best
	}
	slices.SortStableFunc(out, func(a, b int) int { return highest(b) - highest(a) })
	return out
}

// winners returns the players of ps whose hands value best; hands with an
// unknown card cannot be valued and win only when no hand can be (an
// unknown low never qualifies).
func (h *Hand) winners(ps []int, value func(int) (handeval.Value, bool)) []int {
	var best handeval.Value
	var out []int
	valued := false
	for _, p := range ps {
		v, ok := value(p)
		if !ok {
			continue
		}
		switch {
		case !valued || v > best:
			best, out, valued = v, []int{p}, true
		case v == best:
			out = append(out, p)
		}
	}
	return out
}

func (h *Hand) cards(p int) ([]card.Card, bool) {
	cs := append(slices.Clone(h.hole[p]), h.board...)
	for _, c := range cs {
		if c == 0 {
			return nil, false
		}
	}
	return cs, true
}

func (h *Hand) highValue(p int) (handeval.Value, bool) {
	if h.v.Omaha {
		if !h.known(p) || len(h.board) < 3 {
			return 0, false
		}
		return handeval.Omaha(h.hole[p], h.board), true
	}
	cs, ok := h.cards(p)
	switch {
	case !ok || len(cs) < 5:
		return 0, false
	case h.v.ShortDeck:
		return handeval.ShortDeck(cs), true
	}
	return handeval.High(cs), true
}

func (h *Hand) lowValue(p int) (handeval.Value, bool) {
	var v handeval.Value
	if h.v.Omaha {
		if !h.known(p) || len(h.board) < 3 {
			return 0, false
		}
		v = handeval.OmahaLow(h.hole[p], h.board)
	} else {
		cs, ok := h.cards(p)
		if !ok || len(cs) < 5 {
			return 0, false
		}
		v = handeval.LowEight(cs)
	}
	if v.Category() == handeval.NoLow {
		return 0, false
	}
	return v, true
}

// wholeLowValue values player p's hand under a low that wins the whole
// pot: razz's best ace-to-five low of 5 to 7 cards, the draw games'
// deuce-to-seven low of five, badugi's hand of four.
func (h *Hand) wholeLowValue(p int) (handeval.Value, bool) {
	cs, ok := h.cards(p)
	switch {
	case !ok:
		return 0, false
	case h.v.Low == DeuceToSeven && len(cs) == 5:
		return handeval.DeuceToSeven(cs), true
	case h.v.Low == Badugi && len(cs) == 4:
		return handeval.Badugi(cs), true
	case h.v.Low == Razz && len(cs) >= 5:
		return handeval.Razz(cs), true
	}
	return 0, false
}

func (h *Hand) known(p int) bool {
	for _, c := range h.hole[p] {
		if c == 0 {
			return false
		}
	}
	return true
}
