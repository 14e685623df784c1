package game

import "croupier/money"

// Jackpot is a progressive jackpot as a table's rounds draw on it (21.2,
// 67.21, ruling G2): the amount the display shows and the seed a 100%
// award resets it to. The server keeps one pool for every table that
// offers it and tells each table its amount as a round opens (the
// "jackpot" option, and no-more-bets's "jackpot" argument for each round).
type Jackpot struct {
	Amount money.Amount // what the display shows now
	Seed   money.Amount // the reset value after a 100% award
	Pool   string       // the shared pool's name; "" is the game's one pool
}

// A JackpotDraw is what one round took from a progressive jackpot and put
// back: Paid is the awards' total, Reseeded the seed put back by each 100%
// award. Contributed is what the round's plays added to the pool when the
// engine reckons it (a slot machine's rate per play, 91); the server adds
// its own contribution of each progressive wager besides. The server moves
// them between the pool and the house.
type JackpotDraw struct {
	Paid        money.Amount
	Reseeded    money.Amount
	Contributed money.Amount
}

// Value returns what pct percent of the jackpot pays now, floored to the
// cent (G1), with the part of a cent dropped (G7).
func (j Jackpot) Value(pct int64) (money.Amount, money.Remainder) {
	return percent(pct).Pay(j.Amount)
}

// Award pays pct percent of the jackpot and records it in d: the award
// comes out of the jackpot, and a 100% award resets it to the seed (G2).
// Awards in one round are paid in seat order, each from what the earlier
// ones left, by calling Award in that order.
func (j *Jackpot) Award(pct int64, d *JackpotDraw) (money.Amount, money.Remainder) {
	won, dropped := j.Value(pct)
	j.Amount -= won
	d.Paid += won
	if pct == 100 {
		j.Amount += j.Seed
		d.Reseeded += j.Seed
	}
	return won, dropped
}

// percent is pct% as odds in lowest terms (10% is 1 to 10), so that the
// rounding reported is money.Pay's remainder over the smallest denominator.
func percent(pct int64) money.Ratio {
	a, b := pct, int64(100)
	for b != 0 {
		a, b = b, a%b
	}
	return money.To(pct/a, 100/a)
}

// Tell takes the jackpot's current amount from step s's "jackpot" argument,
// which only "no-more-bets" may carry: the amount the display shows as the
// bets close, for the round they close (the server's shared pool). A table
// that does not offer the progressive wager (offered false) takes none.
// section names the game's progressive rule.
func (j *Jackpot) Tell(s Step, section string, offered bool) error {
	if _, told := s.Args["jackpot"]; told && s.Dealer != "no-more-bets" {
		return Rulef(section, "only no-more-bets carries the jackpot, for the round it closes")
	}
	return j.Take(s, section, offered)
}

// Take takes the jackpot's current amount from step s's "jackpot"
// argument whatever the step: for an engine whose rounds have no
// no-more-bets, whose JackpotCarrier names the step that carries it.
func (j *Jackpot) Take(s Step, section string, offered bool) error {
	var amount money.Amount
	told, err := s.Arg("jackpot", &amount, "the progressive jackpot in cents")
	switch {
	case !told:
		return nil
	case err != nil:
		return Rulef(section, "%v", err)
	case !offered:
		return Rulef(section, "this table does not offer the progressive wager, so it has no jackpot")
	case amount < 0 || amount > MaxJackpot:
		return Rulef(section, "the jackpot is 0 to %d cents, not %d", int64(MaxJackpot), amount)
	}
	j.Amount = amount
	return nil
}

// MaxJackpot bounds a jackpot told to a table: the ledger's bound on any
// balance, 10^15 cents.
const MaxJackpot money.Amount = 1_000_000_000_000_000

// A Progressive engine draws on a progressive jackpot (21.2, 67.21).
type Progressive interface {
	// Progressive returns the jackpot as the engine counts it now, and
	// reports whether the table offers the progressive wager.
	Progressive() (Jackpot, bool)
}

// A JackpotCarrier is a Progressive engine whose rounds have no
// no-more-bets: CarriesJackpot reports whether step s is the one the
// server adds the pool's amount to (a slot machine's spin).
type JackpotCarrier interface {
	CarriesJackpot(s Step) bool
}
