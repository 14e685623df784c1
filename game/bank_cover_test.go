package game

import (
	"testing"

	"croupier/money"
)

// PG3 (53, 62, 116), worked by hand: the banking seat nets what the
// players net with the other sign, and pays 5% of a net win rounded up to
// the next multiple of $10: $10 won pays 50¢, $15 won pays 5% of $20, $1.
func TestBankCoverPG3(t *testing.T) {
	for _, c := range []struct {
		players, net, commission money.Amount
		result                   Result
	}{
		{players: 1000, net: -1000, result: Lose},
		{players: -1000, net: 1000, commission: 50, result: Win},
		{players: -1500, net: 1500, commission: 100, result: Win},
		{players: 0, net: 0, result: Push},
	} {
		s := BankCover(3, 2500, c.players)
		if s.Seat != 3 || s.Wager != "bank" || s.Stake != 2500 || s.Net != c.net || s.Commission != c.commission || s.Result != c.result {
			t.Errorf("players net %v: %+v, want net %v, commission %v, %v", c.players, s, c.net, c.commission, c.result)
		}
	}
}
