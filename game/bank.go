package game

import (
	"encoding/json"

	"croupier/money"
)

// A BankRotation is who may bank the next round at the games where a
// player may bank (Pai Gow Poker 53, Super Pan 9 62, Pai Gow 116): the
// dealer banks until he offers the bank, with next-round's "bank", to a
// seat that wagered in the last round he banked, never to the seat that
// banked the round just played. Its state is values, so an engine holding
// it keeps Atomic's promise.
type BankRotation struct {
	dealerBanked bool                 // the dealer banked some round so far
	tookPart     [PokerSeats + 1]bool // the seats that wagered in the last round the dealer banked
}

// Settled records a settled round banked by bank (0: the dealer): when the
// dealer banked it, the seats for which wagered reports true are those he
// may offer the bank to next.
func (r *BankRotation) Settled(bank int, wagered func(seat int) bool) {
	if bank != 0 {
		return
	}
	r.dealerBanked = true
	for s := range r.tookPart {
		r.tookPart[s] = s > 0 && wagered(s)
	}
}

// Offer checks raw, next-round's "bank": the seat offered the next round's
// bank, 1 to seats, or 0 for the dealer, at a table where bank banked the
// round just played. section names the game's banking rule.
func (r *BankRotation) Offer(raw json.RawMessage, bank, seats int, section string) (int, error) {
	var seat int
	if err := json.Unmarshal(raw, &seat); err != nil || seat < 0 || seat > seats || seat >= len(r.tookPart) {
		return 0, Rulef(section, "\"bank\" is the seat that banks the next round, 1 to %d (0: the dealer), not %s", seats, raw)
	}
	switch {
	case seat == 0:
	case seat == bank:
		return 0, Rulef(section, "seat %d banked this round: a player cannot be the bank for 2 consecutive rounds", seat)
	case !r.dealerBanked || !r.tookPart[seat]:
		return 0, Rulef(section, "seat %d did not wager in the last round the dealer banked, so it cannot be the bank", seat)
	}
	return seat, nil
}

// BankCover settles a banking seat's cover (Pai Gow Poker 53, Super Pan 9
// 62, Pai Gow 116) when the main wagers it covers net players: the other
// way round, and 5% of its net win on the next multiple of $10 (ruling
// PG3).
func BankCover(seat int, cover, players money.Amount) Settlement {
	s := Settlement{Seat: seat, Wager: "bank", Stake: cover, Net: -players}
	switch {
	case s.Net > 0: // PG3: 5% of the net win, on the next multiple of $10
		s.Result, s.Commission = Win, money.CommissionOnTens(s.Net)
	case s.Net < 0:
		s.Result = Lose
	default:
		s.Result = Push
	}
	return s
}
