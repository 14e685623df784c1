package pokerroom

import "fmt"

// Range is what player p may do now: call (or check when Call is 0), and
// complete, bet or raise to an amount from MinTo to MaxTo when CanRaise.
// At fixed limit MaxTo is the one full raise (MinTo is less only when a
// player cannot make or need not exceed it).
type Range struct {
	Call         int64
	CanRaise     bool
	MinTo, MaxTo int64
	BringIn      bool // the bring-in: post it (pb) or complete (67.88(10))
}

// reach is all player p can have in front of him on this street.
func (h *Hand) reach(p int) int64 { return h.bet[p] + h.stack[p] }

// Options returns what player p may do; an error when it is not his turn.
func (h *Hand) Options(p int) (Range, error) {
	if h.phase != PhaseBet {
		return Range{}, fmt.Errorf("no betting round is open: the hand is at its %s", h.phase)
	}
	if p != h.turn {
		return Range{}, fmt.Errorf("player %d is to act, not player %d", h.turn+1, p+1)
	}
	r := Range{Call: min(h.current-h.bet[p], h.stack[p]), BringIn: p == h.bringIn && !h.acted[p] && h.current < h.cfg.BringIn}
	if h.v.Structure == FixedLimit && h.raises >= maxRaises {
		return r, nil
	}
	if !h.canRaise[p] && h.current-h.faced[p] < h.fullInc {
		return r, nil // 67.99 with the room's rule: a short all-in does not reopen the betting
	}
	// The most any other player in can put in: no raise beyond what
	// someone can call is made, save by going all in.
	var others int64
	for q := range h.n {
		if q != p && h.in(q) {
			others = max(others, h.reach(q))
		}
	}
	own := h.reach(p)
	if own <= h.current || others <= h.current {
		return r, nil
	}
	var full int64
	switch {
	case h.v.Structure == FixedLimit:
		size := h.betSize()
		if h.current < size {
			full = size // a first bet, or the completion of a bring-in
		} else {
			full = h.current + size
		}
	case h.current == 0:
		full = h.cfg.MinBet
	default:
		full = h.current + h.fullInc
	}
	r.CanRaise = true
	r.MinTo = min(full, own, others)
	switch h.v.Structure {
	case NoLimit:
		r.MaxTo = own
	case PotLimit: // the pot after calling, on top of the call (67.88(19))
		call := h.current - h.bet[p]
		r.MaxTo = min(own, h.current+h.Pot()+call)
	case FixedLimit:
		r.MaxTo = min(full, own)
	}
	r.MaxTo = max(r.MaxTo, r.MinTo)
	return r, nil
}

// maxRaises is the most completions, bets and raises a fixed-limit betting
// round takes: a bet and three raises, as the room posts.
const maxRaises = 4

// Fold is player p giving up the pot (67.88(1)); what he put in stays in
// it (67.106).
func (h *Hand) Fold(p int) error {
	if _, err := h.Options(p); err != nil {
		return err
	}
	if p == h.bringIn && !h.acted[p] {
		return fmt.Errorf("player %d brings in: he posts the bring-in or completes (67.106)", p+1)
	}
	h.folded[p] = true
	h.acted[p] = true
	h.discard(h.hole[p]) // to the muck
	h.log = append(h.log, Act{Player: p + 1, Verb: "f"})
	h.after(p)
	return nil
}

// CheckCall is player p passing (67.88(12)) or calling (67.88(21)); short
// of the bet he calls all in (67.95(3)).
func (h *Hand) CheckCall(p int) error {
	r, err := h.Options(p)
	if err != nil {
		return err
	}
	if r.BringIn {
		return fmt.Errorf("player %d brings in: he posts the bring-in or completes", p+1)
	}
	h.put(p, r.Call)
	h.acted[p], h.canRaise[p], h.faced[p] = true, false, h.current
	h.log = append(h.log, Act{Player: p + 1, Verb: "cc"})
	h.after(p)
	return nil
}

// BringIn is player p posting the bring-in on third street.
func (h *Hand) BringIn(p int) error {
	r, err := h.Options(p)
	if err != nil {
		return err
	}
	if !r.BringIn {
		return fmt.Errorf("player %d has no bring-in to post", p+1)
	}
	amt := min(h.cfg.BringIn, h.stack[p])
	h.put(p, amt)
	h.current = max(h.current, h.bet[p])
	h.acted[p], h.canRaise[p], h.faced[p] = true, false, h.current
	h.log = append(h.log, Act{Player: p + 1, Verb: "pb"})
	h.after(p)
	return nil
}

// RaiseTo is player p completing, betting or raising so that his bet on
// this street is to (67.88(8), (16)).
func (h *Hand) RaiseTo(p int, to int64) error {
	r, err := h.Options(p)
	if err != nil {
		return err
	}
	switch {
	case !r.CanRaise:
		return fmt.Errorf("player %d may not bet or raise now (call %d or fold)", p+1, r.Call)
	case to < r.MinTo || to > r.MaxTo:
		if r.MinTo == r.MaxTo {
			return fmt.Errorf("player %d may bet or raise to %d only, not %d", p+1, r.MinTo, to)
		}
		return fmt.Errorf("player %d may bet or raise to %d to %d, not %d", p+1, r.MinTo, r.MaxTo, to)
	}
	inc := to - h.current
	completion := h.v.Stud && h.street == 0 && h.current < h.cfg.SmallBet
	h.put(p, to-h.bet[p])
	if inc >= h.fullInc || completion {
		if h.v.Structure != FixedLimit {
			h.fullInc = max(h.fullInc, inc)
		}
		for q := range h.n {
			if q != p {
				h.canRaise[q] = true
			}
		}
	}
	h.current = to
	h.raises++
	h.aggressor, h.lastBettor, h.lastStreet = p, p, h.street
	h.acted[p], h.canRaise[p], h.faced[p] = true, false, to
	h.log = append(h.log, Act{Player: p + 1, Verb: "cbr", To: to})
	h.after(p)
	return nil
}

func (h *Hand) put(p int, amt int64) {
	h.stack[p] -= amt
	h.bet[p] += amt
	h.contrib[p] += amt
}

// after moves the turn on, or ends the betting round.
func (h *Hand) after(p int) {
	if h.count(h.in) == 1 {
		h.endBetting()
		return
	}
	h.turn = h.nextToAct(p)
	if h.turn < 0 {
		h.endBetting()
	}
}
