package table

import (
	"fmt"

	"croupier/game"
	"croupier/internal/store"
	"croupier/tournament"
)

// supplemental is the Let It Ride wager a tournament's entry fee is taken
// from (67.9, 124): at a Let It Ride tournament's table it is staked in
// money, the three bets in tournament chips.
const supplemental = "bonus"

// loadTournament reads the rules of the tournament a table is identified
// for (126), when they take a fee from a wager in play (124).
func (t *Table) loadTournament(tx store.Tx) error {
	t.feeRules = nil
	if t.row.Tournament == 0 {
		return nil
	}
	tm, err := tx.Tournament(t.row.Tournament)
	if err != nil {
		return fmt.Errorf("tournament %d: %w", t.row.Tournament, err)
	}
	r, err := tournament.Parse(tm.Rules)
	if err != nil {
		return fmt.Errorf("tournament %d: %w", t.row.Tournament, err)
	}
	if r.LetItRide != nil {
		t.feeRules = &r
	}
	return nil
}

// inMoney reports whether wager is staked in money at this table: every
// wager outside a tournament, and at a Let It Ride tournament's table the
// supplemental wager (124).
func (t *Table) inMoney(wager string) bool {
	return t.row.Tournament == 0 || (t.feeRules != nil && wager == supplemental)
}

// account is the account a player's stake on wager comes from and its wins
// go to: his wallet, or at a table identified for a tournament (126) his
// tournament chips, which the round's rules move as they would money (124).
func (t *Table) account(user int64, wager string) string {
	if t.inMoney(wager) {
		return store.Wallet(user)
	}
	return store.Chips(t.row.Tournament, user)
}

// wallet is the account a player's balance at this table is read from: his
// wallet, or his tournament chips.
func (t *Table) wallet(user int64) string { return t.account(user, "") }

// house is the account that takes losing stakes on wager and pays its wins:
// the house, or a tournament's chip bank.
func (t *Table) house(wager string) string {
	if t.inMoney(wager) {
		return store.House
	}
	return store.ChipBank(t.row.Tournament)
}

// commission is the account commissions on wager go to: the house's
// commission account, or in a tournament its chip bank (a commission in
// chips is no money of the house's).
func (t *Table) commission(wager string) string {
	if t.inMoney(wager) {
		return store.Commission
	}
	return store.ChipBank(t.row.Tournament)
}

// feeLegs take a Let It Ride tournament's entry fee from a settled
// supplemental wager (124): feePercent of its stake, from the house to the
// tournament's fees, the wager's own settlement untouched. A voided wager
// was not played and pays no fee.
func (t *Table) feeLegs(st game.Settlement) ([]store.Leg, error) {
	if t.feeRules == nil || st.Wager != supplemental || st.Result == game.Void || st.Stake <= 0 {
		return nil, nil
	}
	fee, err := tournament.LetItRideFee(st.Stake, *t.feeRules)
	if err != nil {
		return nil, err
	}
	return []store.Leg{{Account: store.House, Amount: -fee}, {Account: store.Fees(t.row.Tournament), Amount: fee}}, nil
}
