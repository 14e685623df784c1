package paigowpoker

import (
	"strconv"
	"strings"

	"croupier/card"
	"croupier/game"
	"croupier/handeval"
	"croupier/money"
)

// value is a card's value for the total of 48 (ruling G4): aces and the
// joker 1, 2–9 their face, tens and pictures 10.
func value(c card.Card) int {
	switch r := rank(c); {
	case r == card.Ace:
		return 1
	case r >= card.Ten:
		return 10
	default:
		return int(r)
	}
}

// total is the value of the remaining four cards (48).
func (e *Engine) total() int {
	t := 0
	for _, c := range e.rest {
		t += value(c)
	}
	return t
}

// versus settles a main wager of stake on hand h against the bank's hand
// b: 44(3) a foul set loses; 46 both hands higher win 1 to 1 less 5% on the
// next multiple of $10 (47); 44(1), 44(2) neither higher loses (copies go
// to the bank); 45 one higher pushes.
func versus(seat int, stake money.Amount, h, b *hand) game.Settlement {
	if h.foul {
		return game.Lost(seat, "main", stake) // 44(3)
	}
	hi := handeval.PaiGow(h.high) > handeval.PaiGow(b.high)
	lo := handeval.PaiGowLow(h.low) > handeval.PaiGowLow(b.low)
	switch {
	case hi && lo: // 46, 47
		s := game.Won(seat, "main", stake, payMain)
		s.Commission = money.CommissionOnTens(stake)
		return s
	case hi || lo: // 45
		return game.Pushed(seat, "main", stake)
	}
	return game.Lost(seat, "main", stake) // 44(1), 44(2)
}

// side settles a total wager (48) on the remaining four's total, or a
// position wager (48.1) on the number the generator drew.
func side(w game.Wager, total, number int) game.Settlement {
	switch id := w.ID; {
	case id == "total-over-26" && total > 26, id == "total-under-26" && total < 26: // 48: 1 to 1
		return game.Won(w.Seat, id, w.Amount, payTotal)
	case id == "total-26" && total == 26: // 48: 15 to 1
		return game.Won(w.Seat, id, w.Amount, payTotal26)
	case strings.HasPrefix(id, "position-") && id == "position-"+strconv.Itoa(number): // 48.1: 11 to 2
		return game.Won(w.Seat, id, w.Amount, payPosition)
	}
	return game.Lost(w.Seat, w.ID, w.Amount) // 48, 48.1: the total or the number is another
}

// settle pays every wager (44–48, 48.1), settles a banking seat's cover the
// other way round (53, ruling PG3), records the round and notes who may
// bank next (53).
func (e *Engine) settle() {
	bank := &e.hands[e.bankPos()]
	total := e.total()
	var out []game.Settlement
	var players money.Amount // what the main wagers win from the bank, net
	for _, w := range e.bets.Wagers() {
		var s game.Settlement
		switch id := w.ID; {
		case id == "main":
			h := &e.hands[w.Seat]
			if h.surrendered { // 52, ruling PG2: lost
				s = game.Settlement{Seat: w.Seat, Wager: id, Stake: w.Amount, Result: game.Surrender, Net: -w.Amount}
			} else {
				s = versus(w.Seat, w.Amount, h, bank)
			}
			players += s.Net
		case id == "bank":
			continue // below
		default:
			s = side(w, total, e.number)
		}
		out = append(out, s)
	}
	if e.bank > 0 {
		out = append(out, game.BankCover(e.bank, e.bets.Amount(e.bank, "", "bank"), players))
		game.SortSettlements(out) // by seat: the bank's cover among the seats' wagers
	}
	e.rotation.Settled(e.bank, func(s int) bool { return e.bets.Amount(s, "", "main") > 0 })
	e.rec.Settle(game.Round{Hands: e.exposed(), Outcomes: game.Outcomes{Number: e.number}, Settlements: out})
	e.phase = game.PhaseOver
	if e.shoe.EndRound(len(e.bets.Seats())) {
		e.bets.Shuffled()
		e.rec.Emit(game.Event{Kind: game.EventShuffle, Text: "section 8"})
	}
}

// exposed is the settled round's record of the hands: every hand shown but
// a surrendered one, which is never exposed (52).
func (e *Engine) exposed() game.Hands {
	hs := e.shown()
	for s := 1; s <= e.rules.Seats; s++ {
		if e.hands[s].surrendered {
			delete(hs, strconv.Itoa(s))
		}
	}
	return hs
}
