package blackjack

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"croupier/game"
	"croupier/money"
)

// initialIndex returns which initial wager id is (main, or hand-1 … hand-3
// at Multi-Action), or -1.
func (e *Engine) initialIndex(id string) int {
	if !e.rules.MultiAction {
		if id == "main" {
			return 0
		}
		return -1
	}
	if n, ok := strings.CutPrefix(id, "hand-"); ok && len(n) == 1 && n[0] >= '1' && n[0] <= '0'+maxWagers {
		return int(n[0] - '1')
	}
	return -1
}

// sideIndex returns which side bet id is, or -1 (never at Multi-Action).
func (e *Engine) sideIndex(id string) int {
	if e.rules.MultiAction {
		return -1
	}
	return slices.Index(sideIDs[:], id)
}

// decisionMade reports whether id names a wager made by a decision at this
// game (insurance, doubles, split hands, what behind bettors follow), never
// placed.
func decisionMade(multi bool, id string) bool {
	base, n, dotted := strings.Cut(id, ".")
	if dotted {
		if v, err := strconv.Atoi(n); err != nil || v < 2 || v > maxHands || strconv.Itoa(v) != n {
			return false
		}
	}
	if multi {
		for _, p := range []string{"hand-", "double-", "insurance-"} {
			if k, ok := strings.CutPrefix(base, p); ok && len(k) == 1 && k[0] >= '1' && k[0] <= '0'+maxWagers {
				return p == "double-" || (p == "hand-") == dotted
			}
		}
		return false
	}
	switch base {
	case "main", "behind":
		return dotted
	case "insurance", "behind-insurance":
		return !dotted
	case "double", "behind-double":
		return true
	}
	return false
}

// wager places a seated player's wagers, or a standing player's behind
// wager (17, 16, 21.1–21.4, 26.5). Wagers on an id the box holds add to it;
// the limits apply to the total.
func (e *Engine) wager(s game.Step) error {
	if e.phase != game.PhaseBets {
		return game.Rulef(e.section(), "no wager is placed after the first card of a round is dealt; round %d is past that", e.round)
	}
	if s.Player != "" {
		return e.behindWager(s)
	}
	b := e.boxes[s.Seat]
	for _, w := range s.Wagers {
		k, j := e.initialIndex(w.ID), e.sideIndex(w.ID)
		switch {
		case k >= 0:
		case j >= 0:
			if !e.offered[j] {
				return game.Rulef(sideSection[j], "this table does not offer the %s wager (side-bets)", w.ID)
			}
		case w.ID == "behind" && !e.rules.MultiAction:
			return game.Rulef("16", "a behind wager is a standing player's: the step names him in \"player\"")
		case decisionMade(e.rules.MultiAction, w.ID):
			return game.Rulef(e.section(), "the %s wager is made by a decision, not placed", w.ID)
		case e.rules.MultiAction:
			return game.Rulef("26.5", "Multi-Action Blackjack has no wager %q (its wagers are hand-1, hand-2 and hand-3)", w.ID)
		default:
			return game.Rulef("17", "Blackjack has no wager %q (its wagers are main, behind and the side bets twelve-sixteen, progressive, sevens, over-13, under-13)", w.ID)
		}
		if w.Amount <= 0 {
			return &game.RuleError{Section: e.section(), Msg: fmt.Sprintf("seat %d", s.Seat),
				Err: &money.WagerError{Wager: w.ID, Amount: w.Amount, Err: money.ErrNotPositive}}
		}
		if k >= 0 {
			b.stake[k] = b.stake[k].Plus(w.Amount)
		} else {
			b.side[j] = b.side[j].Plus(w.Amount)
		}
	}
	for _, w := range s.Wagers {
		if err := e.checkWager(s.Seat, &b, w.ID); err != nil {
			return err
		}
	}
	e.boxes[s.Seat] = b
	for _, w := range s.Wagers {
		e.emit(game.Event{Kind: game.EventWager, Seat: s.Seat, Wager: w.ID, Amount: w.Amount})
	}
	return nil
}

// checkWager checks the total of wager id of seat's box b against the
// limits: the table's, the per-hand maximum with the behind wagers (9, 16),
// the side bets' own rules (21.1–21.4) and section 10.
func (e *Engine) checkWager(seat int, b *box, id string) error {
	l := e.rules.Limits
	fail := func(section string, err error) error {
		return &game.RuleError{Section: section, Msg: fmt.Sprintf("seat %d", seat), Err: err}
	}
	var total money.Amount
	if k := e.initialIndex(id); k >= 0 {
		total = b.stake[k]
		if err := money.Check(id, total, money.Rule{}, l, nil); err != nil {
			return fail(e.section(), err)
		}
		if !e.rules.MultiAction {
			if err := l.CheckGroup(money.PerHand, "seat "+strconv.Itoa(seat)+"'s hand (main and behind)", total.Plus(e.behindTotal(seat))); err != nil {
				return fail("9, 16", err)
			}
		}
	} else {
		j := e.sideIndex(id)
		total = b.side[j]
		if b.stake[0] == 0 {
			return game.Rulef(sideSection[j], "seat %d: the %s wager is placed in addition to an initial wager (main)", seat, id)
		}
		rule := money.Rule{Fixed: fixed[j]}
		if id == TwelveSixteen {
			rule.AtMost = "main" // 21.1: not greater than the initial wager
		}
		if err := money.Check(id, total, rule, l, func(string) money.Amount { return b.stake[0] }); err != nil {
			return fail(sideSection[j], err)
		}
	}
	return e.first.Check(seat, id, total, l.Min)
}

// behindTotal returns the behind wagers on seat's hand.
func (e *Engine) behindTotal(seat int) money.Amount {
	var t money.Amount
	for i := range e.behinds {
		if e.behinds[i].seat == seat {
			t = t.Plus(e.behinds[i].amount)
		}
	}
	return t
}

// behindWager places a standing player's wager on a seated player's hand
// (16): within the table's limits, and with the seated player's wager and the
// other behind wagers within the maximum per hand (9).
func (e *Engine) behindWager(s game.Step) error {
	var add money.Amount
	for _, w := range s.Wagers {
		if w.ID != "behind" {
			return game.Rulef("16", "a standing player (\"player\") places only behind wagers, not %q", w.ID)
		}
		if w.Amount <= 0 {
			return &game.RuleError{Section: "16", Msg: fmt.Sprintf("behind bettor %q at seat %d", s.Player, s.Seat),
				Err: &money.WagerError{Wager: w.ID, Amount: w.Amount, Err: money.ErrNotPositive}}
		}
		add = add.Plus(w.Amount)
	}
	main := e.boxes[s.Seat].stake[0]
	if main == 0 {
		return game.Rulef("16", "a behind wager goes on a seated player's hand: seat %d has no main wager", s.Seat)
	}
	i := slices.IndexFunc(e.behinds, func(b behind) bool { return b.seat == s.Seat && b.player == s.Player })
	var held money.Amount
	if i >= 0 {
		held = e.behinds[i].amount
	}
	total := held.Plus(add)
	fail := func(err error) error {
		return &game.RuleError{Section: "16", Msg: fmt.Sprintf("behind bettor %q at seat %d", s.Player, s.Seat), Err: err}
	}
	if err := money.Check("behind", total, money.Rule{}, e.rules.Limits, nil); err != nil {
		return fail(err)
	}
	hand := main.Plus(e.behindTotal(s.Seat)).Plus(add)
	if err := e.rules.Limits.CheckGroup(money.PerHand, "seat "+strconv.Itoa(s.Seat)+"'s hand (main and behind)", hand); err != nil {
		return fail(err)
	}
	bs := slices.Clone(e.behinds)
	if i >= 0 {
		bs[i].amount = total
	} else {
		bs = append(bs, behind{seat: s.Seat, player: s.Player, amount: total, on: [maxHands + 1]bool{1: true}})
	}
	e.behinds = bs
	for _, w := range s.Wagers {
		e.emit(game.Event{Kind: game.EventWager, Seat: s.Seat, Player: s.Player, Wager: w.ID, Amount: w.Amount})
	}
	return nil
}

// withdraw takes a wager down, whole, before the first card (17). A box's
// main wager comes down only after its side bets and the behind wagers on
// it.
func (e *Engine) withdraw(s game.Step) error {
	if e.phase != game.PhaseBets {
		return game.Rulef(e.section(), "no wager is withdrawn after the first card of a round is dealt; round %d is past that", e.round)
	}
	if s.Player != "" {
		i := slices.IndexFunc(e.behinds, func(b behind) bool { return b.seat == s.Seat && b.player == s.Player })
		if s.Withdraw != "behind" || i < 0 {
			return game.Rulef("16", "behind bettor %q has no %s wager at seat %d to withdraw", s.Player, s.Withdraw, s.Seat)
		}
		amt := e.behinds[i].amount
		e.behinds = slices.Delete(slices.Clone(e.behinds), i, i+1)
		e.emit(game.Event{Kind: game.EventWithdraw, Seat: s.Seat, Player: s.Player, Wager: "behind", Amount: amt})
		return nil
	}
	b := &e.boxes[s.Seat]
	var p *money.Amount
	if k := e.initialIndex(s.Withdraw); k >= 0 {
		p = &b.stake[k]
		if !e.rules.MultiAction && *p > 0 {
			if b.side != [nSide]money.Amount{} {
				return game.Rulef("21.1–21.4", "seat %d must take down its side bets before its main wager", s.Seat)
			}
			if e.behindTotal(s.Seat) > 0 {
				return game.Rulef("16", "seat %d carries behind wagers: they come down before its main wager", s.Seat)
			}
		}
	} else if j := e.sideIndex(s.Withdraw); j >= 0 {
		p = &b.side[j]
	}
	if p == nil || *p == 0 {
		return game.Rulef(e.section(), "seat %d has no %s wager to withdraw", s.Seat, s.Withdraw)
	}
	amt := *p
	*p = 0
	e.emit(game.Event{Kind: game.EventWithdraw, Seat: s.Seat, Wager: s.Withdraw, Amount: amt})
	return nil
}

// room returns the bounds of an amount seat may add to its wager id holding
// cur, whose total may not pass hi: the table's limits and section 10.
func (e *Engine) room(seat int, id string, cur, hi money.Amount) (lo, up money.Amount, ok bool) {
	min := e.rules.Limits.Min
	if e.first.Check(seat, id, 0, min) != nil {
		return 0, 0, false // 10: refused until the reshuffle
	}
	if e.first.Check(seat, id, hi, min) != nil {
		hi = min // 10: limited to the table minimum
	}
	lo = max(1, min-cur)
	up = hi - cur
	return lo, up, up >= lo
}

// betOptions are the wagers and withdrawals each box and standing player may
// make while bets are open, with exact bounds, and no-more-bets once a box
// may be dealt.
func (e *Engine) betOptions() []game.Option {
	var out []game.Option
	l := e.rules.Limits
	ready := false
	for s := 1; s <= e.rules.Seats; s++ {
		b := &e.boxes[s]
		if e.rules.MultiAction {
			for k := range maxWagers {
				id := handWager(true, k, 1)
				if lo, up, ok := e.room(s, id, b.stake[k], l.Max); ok {
					out = append(out, game.Option{Seat: s, Kind: game.KindWager, Name: id, Min: lo, Max: up, Section: "26.5"})
				}
				if b.stake[k] > 0 {
					out = append(out, game.Option{Seat: s, Kind: game.KindWithdraw, Name: id, Section: "17"})
				}
			}
			if n := e.placed(s); n > 0 {
				ready = ready || n >= e.rules.MinWagers
			}
			continue
		}
		main := b.stake[0]
		behind := e.behindTotal(s)
		if lo, up, ok := e.room(s, "main", main, l.Max-behind); ok {
			out = append(out, game.Option{Seat: s, Kind: game.KindWager, Name: "main", Min: lo, Max: up, Section: "17"})
		}
		if main == 0 {
			continue
		}
		ready = true
		for j, id := range sideIDs {
			if !e.offered[j] {
				continue
			}
			if fixed[j] > 0 {
				if b.side[j] == 0 && e.first.Check(s, id, fixed[j], l.Min) == nil {
					out = append(out, game.Option{Seat: s, Kind: game.KindWager, Name: id, Min: fixed[j], Max: fixed[j], Section: sideSection[j]})
				}
				continue
			}
			hi := l.Max
			if id == TwelveSixteen {
				hi = min(hi, main)
			}
			if lo, up, ok := e.room(s, id, b.side[j], hi); ok {
				out = append(out, game.Option{Seat: s, Kind: game.KindWager, Name: id, Min: lo, Max: up, Section: sideSection[j]})
			}
		}
		// 16: behind wagers, each within the table's limits, all with main
		// within the maximum per hand.
		if up := l.Max - main - behind; up >= l.Min {
			out = append(out, game.Option{Seat: s, Kind: game.KindWager, Name: "behind", Min: l.Min, Max: up, Section: "16"})
		}
		for i := range e.behinds {
			if bh := &e.behinds[i]; bh.seat == s {
				if up := l.Max - main - behind; up >= 1 {
					out = append(out, game.Option{Seat: s, Player: bh.player, Kind: game.KindWager, Name: "behind", Min: 1, Max: up, Section: "16"})
				}
				out = append(out, game.Option{Seat: s, Player: bh.player, Kind: game.KindWithdraw, Name: "behind", Section: "16"})
			}
		}
		for j, id := range sideIDs {
			if b.side[j] > 0 {
				out = append(out, game.Option{Seat: s, Kind: game.KindWithdraw, Name: id, Section: "17"})
			}
		}
		if b.side == [nSide]money.Amount{} && behind == 0 {
			out = append(out, game.Option{Seat: s, Kind: game.KindWithdraw, Name: "main", Section: "17"})
		}
	}
	if ready && e.dealable() {
		out = append(out, game.Option{Kind: game.KindDealer, Name: "no-more-bets", Section: "22"})
	}
	return out
}

// dealable reports whether every box with a wager may be dealt: at
// Multi-Action, each has at least min-wagers wagers (26.4).
func (e *Engine) dealable() bool {
	if !e.rules.MultiAction {
		return e.anyWager()
	}
	for s := 1; s <= e.rules.Seats; s++ {
		if n := e.placed(s); n > 0 && n < e.rules.MinWagers {
			return false
		}
	}
	return e.anyWager()
}
