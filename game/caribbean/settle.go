package caribbean

import (
	"croupier/game"
	"croupier/handeval"
	"croupier/money"
)

// settle exposes the hands (67.17, 67.18), pays every wager of the round
// and records it with what it drew on the jackpot.
func (e *Engine) settle() {
	e.Reveal()
	d := handeval.Five(e.Hand(0))
	opens := handeval.AceKingOrBetter(d) // 67.17
	var draw game.JackpotDraw
	var out []game.Settlement
	for _, seat := range e.Bets.Seats() { // G2: awards in seat order
		p := handeval.Five(e.Hand(seat))
		out = append(out, e.main(seat, p, d, opens)...)
		if stake := e.Bets.Amount(seat, "", "progressive"); stake > 0 {
			out = append(out, e.progressive(seat, stake, p, &draw))
		}
	}
	e.Settle(game.Round{Settlements: out, Jackpot: draw}, "ante", "raise", "progressive")
}

// main settles seat's ante and raise on its hand p against the dealer's d:
// the ante lost on a fold (67.16); the ante paid 1 to 1 and the raise
// pushed when the dealer does not open (67.17); else both won, pushed or
// lost against the dealer (67.19, 67.20), the raise by the 67.20 table,
// and what the two win together capped at max-payout (ruling P1, the ante
// first).
func (e *Engine) main(seat int, p, d handeval.Value, opens bool) []game.Settlement {
	ante := e.Bets.Amount(seat, "", "ante")
	if e.Choice[seat] == "fold" {
		return []game.Settlement{game.Lost(seat, "ante", ante)}
	}
	raise := e.Bets.Amount(seat, "", "raise")
	var out []game.Settlement
	switch {
	case !opens:
		out = []game.Settlement{game.Won(seat, "ante", ante, payAnte), game.Pushed(seat, "raise", raise)}
	case p > d:
		out = []game.Settlement{game.Won(seat, "ante", ante, payAnte), game.Won(seat, "raise", raise, payRaise[p.Category()])}
	case p < d:
		return []game.Settlement{game.Lost(seat, "ante", ante), game.Lost(seat, "raise", raise)}
	default:
		return []game.Settlement{game.Pushed(seat, "ante", ante), game.Pushed(seat, "raise", raise)}
	}
	if room := e.rules.MaxPayout; room > 0 {
		for i := range out {
			if out[i].Result != game.Win {
				continue
			}
			if out[i].Net > room {
				out[i].Net, out[i].Rounding = room, 0
			}
			room -= out[i].Net
			if out[i].Net == 0 {
				out[i].Result = game.Push
			}
		}
	}
	return out
}

// progressive settles seat's $1 progressive wager on its hand p (67.21):
// lost on a fold (ruling P2); else won on a flush or better whether the
// dealer opens or not, on the line worth the most (ruling G3: a royal or
// straight flush is a flush too, and a percentage line is valued at the
// jackpot now). A percentage is taken from the jackpot (G2); a win of
// nothing (a percentage of an empty jackpot) is a push.
func (e *Engine) progressive(seat int, stake money.Amount, p handeval.Value, draw *game.JackpotDraw) game.Settlement {
	if e.Choice[seat] == "fold" {
		return game.Lost(seat, "progressive", stake)
	}
	best := -1
	var bestWon money.Amount
	for i, l := range progressiveTable {
		if !holds(p.Category(), l.hand) {
			continue
		}
		won := l.amount
		if l.pct > 0 {
			won, _ = e.jackpot.Value(l.pct)
		}
		if best < 0 || won > bestWon {
			best, bestWon = i, won
		}
	}
	if best < 0 {
		return game.Lost(seat, "progressive", stake)
	}
	s := game.Settlement{Seat: seat, Wager: "progressive", Stake: stake, Result: game.Win, Net: bestWon}
	if l := progressiveTable[best]; l.pct > 0 {
		s.Net, s.Rounding = e.jackpot.Award(l.pct, draw)
	}
	if s.Net == 0 {
		s.Result = game.Push
	}
	return s
}

// holds reports whether a hand of category c is a hand of category line:
// the same, or a royal or straight flush for a flush (67.11's flush is any
// five cards of one suit).
func holds(c, line handeval.Category) bool {
	return c == line || (line == handeval.Flush && (c == handeval.StraightFlush || c == handeval.RoyalFlush))
}
