package pokerroom

import (
	"fmt"
	"slices"

	"croupier/card"
)

// ShowOrder returns the players still in, in 67.102's order: the player
// who made the last bet first, then the others clockwise. When the last
// betting round saw no bet (every player passed), the first to act on it
// shows first; after an all-in no later round is played, so the last bet
// stands.
func (h *Hand) ShowOrder() []int {
	first := h.lastBettor
	if first < 0 || h.lastStreet != h.betRound {
		if h.v.Stud {
			first = h.bestShowing()
		} else {
			first = 0
		}
	}
	var out []int
	for i := range h.n {
		p := (first + i) % h.n
		if h.in(p) {
			out = append(out, p)
		}
	}
	return out
}

// NextShow returns the player to show next in 67.102's order, or -1.
func (h *Hand) NextShow() int {
	if !h.open {
		return -1
	}
	for _, p := range h.ShowOrder() {
		if h.shown[p] == notShown {
			return p
		}
	}
	return -1
}

// Show is player p showing his hole cards at the showdown (67.102), or
// with muck set, giving up the pot (a loser may). cards are his hand in
// any order: known cards must be ones he holds, and the others name (or
// leave unknown) the cards he was dealt unknown (a recorded hand). nil
// shows the cards as dealt.
func (h *Hand) Show(p int, cards []card.Card, muck bool) error {
	switch {
	case h.phase == PhaseOver:
		return fmt.Errorf("the hand is over")
	case !h.open && h.v.draws(-1):
		return fmt.Errorf("hands are shown once the betting is over, after the last draw (67.102)")
	case !h.open:
		return fmt.Errorf("hands are shown once the betting is over (67.102)")
	case p < 0 || p >= h.n:
		return fmt.Errorf("there is no player %d", p+1)
	case !h.in(p):
		return fmt.Errorf("player %d is no longer in the hand", p+1)
	case h.shown[p] == shownAll || (h.shown[p] == shownPart && h.cfg.Strict):
		return fmt.Errorf("player %d has shown his hand already", p+1)
	}
	if h.cfg.Strict {
		if next := h.NextShow(); next != p {
			return fmt.Errorf("player %d shows first, then the others clockwise (67.102), not player %d", next+1, p+1)
		}
	}
	if muck {
		h.folded[p] = true
		h.shown[p] = mucked
		h.log = append(h.log, Act{Player: p + 1, Verb: "sm"})
		h.maybeDone()
		return nil
	}
	if cards != nil {
		if len(cards) != len(h.hole[p]) {
			return fmt.Errorf("player %d holds %d cards, not %d", p+1, len(h.hole[p]), len(cards))
		}
		var buf [8]int // a hand holds at most 7 cards: no allocation
		at := buf[:0]
		if len(cards) > len(buf) {
			at = make([]int, 0, len(cards))
		}
		at, err := h.match(p, cards, at[:len(cards)])
		if err != nil {
			return fmt.Errorf("player %d shows %v: %w", p+1, card.Format(cards), err)
		}
		h.name(p, cards, at)
	}
	hole := h.hole[p]
	h.shown[p] = shownAll
	if len(hole) < h.v.HoleCards() { // a stud hand shown before its last card is shown again
		h.shown[p] = shownPart
	}
	for _, c := range hole {
		if c == 0 {
			h.shown[p] = shownPart
		}
	}
	h.log = append(h.log, Act{Player: p + 1, Verb: "sm", Cards: slices.Clone(hole)})
	h.maybeDone()
	return nil
}

// maybeDone awards the pots once the showdown is complete: the board
// dealt and every hand in shown or mucked.
func (h *Hand) maybeDone() {
	if h.phase != PhaseShowdown || h.count(h.in) == 0 {
		if h.phase == PhaseShowdown && h.count(h.in) == 0 {
			h.award()
		}
		return
	}
	if h.count(h.in) == 1 {
		h.award()
		return
	}
	for p := range h.n {
		if h.in(p) && h.shown[p] == notShown {
			return
		}
	}
	if !h.cfg.Strict {
		return // a recorded hand may show again: Finish awards it
	}
	h.award()
}

// Finish ends a recorded hand whose actions are all applied: at the
// showdown, a hand in that was not shown is taken as dealt, and the pots
// are awarded.
func (h *Hand) Finish() error {
	switch h.phase {
	case PhaseOver:
		return nil
	case PhaseShowdown:
		h.award()
		return nil
	}
	return fmt.Errorf("the hand stops at its %s on street %d: it is not over", h.phase, h.street+1)
}

// upCards returns player p's face-up cards.
func (h *Hand) upCards(p int) []card.Card {
	var out []card.Card
	for i, c := range h.hole[p] {
		if h.up[p][i] {
			out = append(out, c)
		}
	}
	return out
}

// bringInPlayer is the player with the lowest up card, the suit breaking a
// tie (clubs lowest); at razz the highest, the ace low (spades highest).
func (h *Hand) bringInPlayer() int {
	best, at := 0, -1
	for p := range h.n {
		if !h.in(p) {
			continue
		}
		ups := h.upCards(p)
		if len(ups) == 0 || ups[0] == 0 {
			continue
		}
		c := ups[0]
		r := int(c.Rank())
		if h.v.Low == Razz && r == int(card.Ace) {
			r = 1
		}
		k := r*4 + int(c.Suit())
		if h.v.Low != Razz {
			k = -k
		}
		if at < 0 || k > best {
			best, at = k, p
		}
	}
	if at < 0 {
		return 0
	}
	return at
}

// bestShowing is the player whose up cards make the best poker hand
// showing (razz: the lowest), the first from the dealer's left on a tie.
func (h *Hand) bestShowing() int {
	var best []int
	at := -1
	for p := range h.n {
		if !h.live(p) {
			continue
		}
		k := showingKey(h.upCards(p), h.v.Low == Razz)
		if at < 0 || less(best, k) {
			best, at = k, p
		}
	}
	if at < 0 {
		for p := range h.n {
			if h.in(p) {
				return p
			}
		}
		return 0
	}
	return at
}

// showingKey ranks up cards so that a greater key is a better showing
// hand: quads, trips, two pairs, a pair, then the ranks from the highest.
// At razz (low) pairs are worse and lower ranks better, the ace low.
func showingKey(cards []card.Card, low bool) []int {
	var cnt [15]int
	for _, c := range cards {
		if c == 0 {
			continue
		}
		r := int(c.Rank())
		if low && r == int(card.Ace) {
			r = 1
		}
		cnt[r]++
	}
	type group struct{ n, r int }
	var gs []group
	for r := 14; r >= 1; r-- {
		if cnt[r] > 0 {
			gs = append(gs, group{cnt[r], r})
		}
	}
	for i := 1; i < len(gs); i++ { // by count, then rank, descending
		for j := i; j > 0 && (gs[j].n > gs[j-1].n || gs[j].n == gs[j-1].n && gs[j].r > gs[j-1].r); j-- {
			gs[j], gs[j-1] = gs[j-1], gs[j]
		}
	}
	cat := 0
	switch {
	case len(gs) > 0 && gs[0].n == 4:
		cat = 5
	case len(gs) > 0 && gs[0].n == 3:
		cat = 3
	case len(gs) > 1 && gs[0].n == 2 && gs[1].n == 2:
		cat = 2
	case len(gs) > 0 && gs[0].n == 2:
		cat = 1
	}
	key := []int{cat}
	for _, g := range gs {
		key = append(key, g.r)
	}
	if low { // the lowest is best: negate so that greater is better
		for i := range key {
			key[i] = -key[i]
		}
	}
	return key
}

// less reports whether key a ranks below key b.
func less(a, b []int) bool {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return len(a) < len(b)
}

// Expose records a folded hand shown at the house's request (67.102); it
// changes no pot. Only a folded player's cards may be exposed, once.
func (h *Hand) Expose(p int) error {
	switch {
	case p < 0 || p >= h.n:
		return fmt.Errorf("there is no player %d", p+1)
	case !h.folded[p]:
		return fmt.Errorf("player %d has not folded: his hand is shown at the showdown (67.102)", p+1)
	case h.exposed != nil && h.exposed[p]:
		return fmt.Errorf("player %d's folded hand is exposed already", p+1)
	case len(h.hole[p]) == 0:
		return fmt.Errorf("player %d was dealt no cards", p+1)
	}
	if h.exposed == nil {
		h.exposed = make([]bool, h.n)
	}
	h.exposed[p] = true
	h.log = append(h.log, Act{Player: p + 1, Verb: "expose", Cards: slices.Clone(h.hole[p])})
	return nil
}
