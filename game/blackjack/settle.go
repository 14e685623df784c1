package blackjack

import (
	"croupier/game"
	"croupier/money"
)

// A verdict is how one hand's wagers end against one dealer hand.
type verdict struct {
	result game.Result // win, lose or push for the hand's wager; withdrawn never
	odds   money.Ratio // the payout of a win
	off    bool        // 20: a dealer Blackjack without a hole card; the extras are withdrawn
}

// judge settles hand h against dealer hand d (18–21, 18.1, rulings B4, B13).
func (e *Engine) judge(h, d *hand) verdict {
	pt, _ := h.total()
	if natural(d.list()) {
		if h.blackjack() {
			return verdict{result: game.Push} // 19: Blackjack against Blackjack
		}
		// 20: the hand loses, a 21 of more than two cards and a bonus hand
		// included (B4); a split hand or a double only its initial wager.
		return verdict{result: game.Lose, off: true}
	}
	dt, _ := d.total()
	switch {
	case pt > 21:
		return verdict{result: game.Lose} // a bust loses whatever the dealer draws
	case e.rules.Bonus && bonus(h.list()) == 1:
		return verdict{result: game.Win, odds: payThree7s} // 18.1(1), 21 (B5)
	case e.rules.Bonus && bonus(h.list()) == 2:
		return verdict{result: game.Win, odds: paySuited678} // 18.1(2), 21 (B5)
	case h.blackjack():
		return verdict{result: game.Win, odds: payBlackjack} // 18(3), 21
	case dt > 21:
		return verdict{result: game.Win, odds: payEven} // 18(1)
	case pt > dt:
		return verdict{result: game.Win, odds: payEven} // 18(2)
	case pt == dt:
		return verdict{result: game.Push} // 19
	}
	return verdict{result: game.Lose}
}

// settleWager settles one wager of stake on a hand judged v. extra is a
// double or a split hand's wager, withdrawn against a dealer Blackjack with
// no hole card (20).
func settleWager(seat int, player, id string, stake money.Amount, v verdict, extra bool) game.Settlement {
	var s game.Settlement
	switch {
	case v.off && extra:
		s = game.Settlement{Seat: seat, Wager: id, Stake: stake, Result: game.Withdrawn}
	case v.result == game.Win:
		s = game.Won(seat, id, stake, v.odds)
	case v.result == game.Push:
		s = game.Pushed(seat, id, stake)
	default:
		s = game.Lost(seat, id, stake)
	}
	s.Player = player
	return s
}

// settle pays every wager of the round, records it and applies section 8's
// reshuffle rule. Blackjack settles box by box in seat order; Multi-Action
// dealer hand by dealer hand, each after the one before (26.7).
func (e *Engine) settle() error {
	var out []game.Settlement
	if e.rules.MultiAction {
		for k := range e.rules.dealerHands() {
			for s := 1; s <= e.rules.Seats; s++ {
				out = e.settleBox(out, s, k)
			}
		}
	} else {
		for s := 1; s <= e.rules.Seats; s++ {
			if e.boxes[s].nh == 0 {
				continue
			}
			out = e.settleBox(out, s, 0)
			out = e.settleSides(out, s)
			out = e.settleBehinds(out, s)
		}
	}
	e.rec.Settle(game.Round{Hands: e.cards(), Settlements: out, Jackpot: e.awards})
	e.phase = game.PhaseOver
	players := 0
	for s := 1; s <= e.rules.Seats; s++ {
		if e.boxes[s].nh > 0 {
			players++
		}
	}
	if e.shoe.EndRound(players) { // 8, ruling G6: behind bettors are not players at the table
		e.bets.Shuffled()
		e.rec.Emit(game.Event{Kind: game.EventShuffle, Text: "section 8"})
	}
	return nil
}

// settleBox settles seat's wagers on initial wager k against dealer hand k:
// each hand in the order formed with its double, then the insurance (25).
func (e *Engine) settleBox(out []game.Settlement, seat, k int) []game.Settlement {
	b := &e.boxes[seat]
	stake := e.stake(seat, k)
	if stake == 0 {
		return out
	}
	multi := e.rules.MultiAction
	d := &e.dealer[k]
	for id := uint8(1); id <= b.nh; id++ {
		h := &b.hands[e.position(seat, id)]
		v := e.judge(h, d)
		out = append(out, settleWager(seat, "", handWager(multi, k, id), stake, v, id > 1))
		if h.doubled {
			out = append(out, settleWager(seat, "", doubleWager(multi, k, id), stake, v, true))
		}
	}
	if ins := money.Half(stake); b.insured && ins > 0 {
		out = append(out, insurance(seat, "", insuranceWager(multi, k), ins, d))
	}
	return out
}

// insurance settles an insurance wager against dealer hand d: 2 to 1 on a
// Blackjack (25(2)), else lost (25(3)).
func insurance(seat int, player, id string, stake money.Amount, d *hand) game.Settlement {
	s := game.Lost(seat, id, stake)
	if natural(d.list()) {
		s = game.Won(seat, id, stake, payInsurance)
	}
	s.Player = player
	return s
}

// settleBehinds settles the behind wagers on seat's box, bettor by bettor in
// the order they were placed: as the seated player's hands they sit on (16,
// ruling B11), then their insurance.
func (e *Engine) settleBehinds(out []game.Settlement, seat int) []game.Settlement {
	b := &e.boxes[seat]
	for i := range e.behinds {
		bh := &e.behinds[i]
		if bh.seat != seat {
			continue
		}
		amt := e.behindWager(bh)
		for id := uint8(1); id <= b.nh; id++ {
			if !bh.on[id] {
				continue
			}
			v := e.judge(&b.hands[e.position(seat, id)], &e.dealer[0])
			out = append(out, settleWager(seat, bh.player, "behind"+suffix(id), amt, v, id > 1))
			if bh.doubled[id] {
				out = append(out, settleWager(seat, bh.player, "behind-double"+suffix(id), amt, v, true))
			}
		}
		if ins := money.Half(amt); bh.insured && ins > 0 {
			out = append(out, insurance(seat, bh.player, "behind-insurance", ins, &e.dealer[0]))
		}
	}
	return out
}
