package catalog

import (
	"croupier/game"
)

// planned returns the catalog entries of the games not yet built, in the
// order of games.md (Blackjack, Multi-Action Blackjack, Baccarat, Pai Gow
// Poker, Super Pan 9, Red Dog, Let It Ride, Caribbean Stud, Three Card
// Poker, War, 3-5-7, Boston, 4-Card and Crazy Four Poker, roulette, craps,
// Sic Bo, Pai Gow, the Wheel of Fortune, keno and the slot machines are
// built elsewhere). The
// data is transcribed from games.md, rulings.md and the by-law; every entry
// is marked unavailable until its engine exists.
func planned() []game.Spec {
	return []game.Spec{
		pokerRoomSpec(),
	}
}

func boolOpt(name string, def bool, section, doc string) game.OptionSpec {
	return game.OptionSpec{Name: name, Type: game.TypeBool, Default: def, Section: section, Doc: doc}
}

func centsOpt(name string, def int64, section, doc string) game.OptionSpec {
	return game.OptionSpec{Name: name, Type: game.TypeCents, Default: def, Min: game.Int64(0), Section: section, Doc: doc}
}

func intOpt(name string, def, lo, hi int64, section, doc string) game.OptionSpec {
	o := game.OptionSpec{Name: name, Type: game.TypeInt, Default: def, Min: game.Int64(lo), Section: section, Doc: doc}
	if hi > 0 {
		o.Max = game.Int64(hi)
	}
	return o
}

func pokerRoomSpec() game.Spec {
	return game.Spec{
		ID:       "poker-room",
		Name:     "Poker Room",
		Sections: "67.88–67.110",
		Seats:    "only players seated at the table (67.93)",
		Outcome:  game.OutcomeCards,
		Options: []game.OptionSpec{
			game.OptMin,
			game.OptMax,
			intOpt("rake-percent", 0, 0, 10, "67.108", "commission taken from each pot, in percent; at most 10"),
			centsOpt("rake-cap", 0, "67.108", "most commission taken from one pot, in cents; 0: no cap"),
			boolOpt("no-flop-no-drop", false, "67.108", "no commission on a hand that ends before the flop"),
			centsOpt("time-charge", 0, "67.108", "commission per player per period of play, in cents, within the limits posted at the table"),
			centsOpt("min-buy-in", 0, "67.94", "least table stakes a player must have to play, in cents"),
		},
		Wagers:    []game.WagerSpec{},
		Decisions: []game.DecisionSpec{},
		Notes: "Replayed from PHH hand histories (croupier replay hand.phh) rather than a round script: " +
			"dealer-run cash games between players where the house only deals, directs the play and takes its commission (67.92, 67.108).",
	}
}
