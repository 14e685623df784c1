package keno

import (
	"fmt"
	"math/bits"
	"slices"
	"strconv"

	"croupier/game"
	"croupier/money"
)

// Catch returns how many of a selection's numbers are among the balls
// drawn (82): the numbers are distinct, the balls too.
func Catch(numbers, balls []int) int {
	k := 0
	for _, n := range numbers {
		if slices.Contains(balls, n) {
			k++
		}
	}
	return k
}

// settle settles every selection playing the draw of balls (82, ruling
// K2), records the round and leaves on the layout only the selections'
// wagers on later draws.
//
// Each selection's prize is its wager times the paytable's prize for 1 of
// its catch. When the draw's prizes total more than the maximum aggregate
// payout C (77, 82(5)), every prize p is paid floor(p × C / T), T the
// total (ruling K2); the settlement's rounding is what the floor dropped,
// (p × C) mod T, in units of 1/T of a cent (as ruling G7 counts a payout
// at odds C to T).
func (e *Engine) settle(balls []int) {
	drawn := make([]bool, e.rules.Numbers+1)
	for _, b := range balls {
		drawn[b] = true
	}
	order := e.bySeat()
	prizes := make([]int64, len(order))
	var total int64 // at most e.live: place keeps it within an int64
	for j, i := range order {
		s := &e.sels[i]
		k := 0
		for _, n := range s.numbers {
			if drawn[n] {
				k++
			}
		}
		prizes[j] = int64(s.wager) * e.rules.Pays(len(s.numbers), k)
		total += prizes[j]
		e.rec.Emit(game.Event{Kind: EventCatch, Seat: s.seat, Wager: s.id, Amount: money.Amount(prizes[j]),
			Text: strconv.Itoa(k) + " of " + strconv.Itoa(len(s.numbers))})
	}
	limit := int64(e.rules.MaxAggregate)
	reduced := total > limit
	if reduced {
		e.rec.Emit(game.Event{Kind: EventReduced, Amount: money.Amount(limit),
			Text: fmt.Sprintf("the draw's prizes total %d cents, more than the maximum aggregate payout of %d: every prize is paid %d/%d of itself, rounded down (ruling K2)", total, limit, limit, total)})
	}
	out := make([]game.Settlement, len(order))
	for j, i := range order {
		s := &e.sels[i]
		paid, dropped := prizes[j], int64(0)
		if reduced {
			// p × C < T × 2⁶⁴ as p ≤ T, so the quotient fits: it is at most C.
			hi, lo := bits.Mul64(uint64(prizes[j]), uint64(limit))
			q, r := bits.Div64(hi, lo, uint64(total))
			paid, dropped = int64(q), int64(r)
		}
		st := game.Settlement{Seat: s.seat, Wager: s.id, Stake: s.wager, Net: money.Amount(paid) - s.wager, Rounding: money.Remainder(dropped)}
		switch {
		case st.Net > 0:
			st.Result = game.Win
		case st.Net == 0:
			st.Result = game.Push
		default:
			st.Result = game.Lose
		}
		out[j] = st
	}
	e.rec.Settle(game.Round{Outcomes: game.Outcomes{Balls: slices.Clone(balls)}, Settlements: out})
	e.phase = game.PhaseOver
}
