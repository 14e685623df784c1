package catalog

import (
	"croupier/game"
	"croupier/money"
)

// planned returns the catalog entries of the games not yet built, in the
// order of games.md (Blackjack, Multi-Action Blackjack, Baccarat, Pai Gow
// Poker, Super Pan 9, Red Dog, Let It Ride, Caribbean Stud, Three Card
// Poker, War, 3-5-7, Boston, 4-Card and Crazy Four Poker, roulette, Sic Bo,
// Pai Gow and the Wheel of Fortune are built elsewhere). The
// data is transcribed from games.md, rulings.md and the by-law; every entry
// is marked unavailable until its engine exists.
func planned() []game.Spec {
	return []game.Spec{
		pokerRoomSpec(),
		kenoSpec(),
		slotsSpec(),
		crapsSpec(),
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

func kenoSpec() game.Spec {
	return game.Spec{
		ID:       "keno",
		Name:     "Keno",
		Sections: "75–86",
		Seats:    "any number of players through the central system (81)",
		Outcome:  game.OutcomeBalls,
		Options: []game.OptionSpec{
			game.OptMin,
			game.OptMax,
			intOpt("numbers", 80, 1, 0, "75", "numbers a draw chooses from"),
			intOpt("drawn", 20, 1, 0, "75", "numbers drawn per draw"),
			intOpt("max-spots", 10, 1, 0, "77, 78", "most numbers in one selection, shown on the selection slip"),
			{Name: "paytable", Type: game.TypeJSON, Default: nil, Section: "76, 85",
				Doc: "prizes per spot count; its return must be at least 65%"},
			centsOpt("max-aggregate-payout", 0, "77, 82(5)", "most paid out per draw, in cents; prizes over it are reduced in proportion (ruling K2); 0: none set"),
			intOpt("claim-days", 0, 0, 0, "82(6), 86", "days to claim a prize, printed on the ticket; 0: none set"),
		},
		Wagers: []game.WagerSpec{
			{ID: "ticket", Section: "78–80", Pays: "by the paytable option",
				Doc: `one selection of 1 to max-spots numbers, given with "numbers" and "draws"; settled per draw`},
		},
		Decisions: []game.DecisionSpec{},
		Dealer:    []string{"draw"},
		Notes: "A central system rather than a table: selection slips, validated tickets with a control number, " +
			"the draws, the aggregate payout limit per draw, claims and void tickets (77–86, ruling K1).",
	}
}

func slotsSpec() game.Spec {
	return game.Spec{
		ID:       "slots",
		Name:     "Slot Machines",
		Sections: "87–95",
		Seats:    "one player at each machine (87)",
		Outcome:  game.OutcomeReels,
		Options: []game.OptionSpec{
			game.OptMin,
			game.OptMax,
			{Name: "machine", Type: game.TypeJSON, Default: nil, Section: "89, 91–93",
				Doc: "the machine: reels, paylines, pay table, unit cost (coins per play and denomination) and any linked progressive jackpot (contribution rate, reset value); its return must be at least 83%"},
		},
		Wagers: []game.WagerSpec{},
		Decisions: []game.DecisionSpec{
			{Act: "spin", Section: "88, 89, 94, 95",
				Doc: "one play at the unit cost; void and refunded on a defective machine, voided without refund when the player disrupted it"},
		},
		Notes: "A machine configuration rather than a table: reels, paylines, pay table, unit cost and an optional progressive jackpot " +
			"shared by linked machines taking the same coins at the same odds (89–93).",
	}
}

func crapsSpec() game.Spec {
	const (
		passOdds = "2 to 1 on 4 or 10, 3 to 2 on 5 or 9, 6 to 5 on 6 or 8"
		dontOdds = "1 to 2 on 4 or 10, 2 to 3 on 5 or 9, 5 to 6 on 6 or 8"
	)
	return game.Spec{
		ID:       "craps",
		Name:     "Craps",
		Sections: "95.1–95.17",
		Seats:    "unlimited (95.7)",
		Outcome:  game.OutcomeDice2,
		Options: []game.OptionSpec{
			game.OptMin,
			game.OptMax,
			intOpt("max-odds", 3, 1, 0, "95.16", "most an associate chance may be, as a multiple of its line wager (ruling C4)"),
		},
		Wagers: []game.WagerSpec{
			{ID: "pass", Section: "95.11, 95.14(1)", Pays: "1 to 1", Doc: "the shooter's line; may not be withdrawn"},
			{ID: "dont-pass", Section: "95.11, 95.14(2)", Pays: "1 to 1; 12 on the come-out pushes", Doc: "against the shooter; may be withdrawn"},
			{ID: "come", Section: "95.14(3)", Pays: "1 to 1", Doc: "after the come-out roll; travels to come-N on a point number"},
			{ID: "dont-come", Section: "95.14(4)", Pays: "1 to 1; 12 pushes", Doc: "after the come-out roll; travels to dont-come-N on a point number"},
			{ID: "come-N", Section: "95.14(3)", Pays: "1 to 1", Doc: "not placed: a come wager that travelled to N; wins on N, loses on 7"},
			{ID: "dont-come-N", Section: "95.14(4)", Pays: "1 to 1", Doc: "not placed: a don't-come wager that travelled to N; wins on 7, loses on N"},
			{ID: "field", Section: "95.14(5)", Pays: "1 to 1; 2 or 12 pays 2 to 1", Doc: "one roll: 2, 3, 4, 9, 10, 11 or 12"},
			{ID: "hard-4", Section: "95.15(1)", Pays: "7 to 1", Doc: "2-2 before a 7 or an easy 4; off on the come-out unless working"},
			{ID: "hard-6", Section: "95.15(1)", Pays: "9 to 1", Doc: "3-3 before a 7 or an easy 6; off on the come-out unless working"},
			{ID: "hard-8", Section: "95.15(1)", Pays: "9 to 1", Doc: "4-4 before a 7 or an easy 8; off on the come-out unless working"},
			{ID: "hard-10", Section: "95.15(1)", Pays: "7 to 1", Doc: "5-5 before a 7 or an easy 10; off on the come-out unless working"},
			{ID: "any-7", Section: "95.15(2)", Pays: "4 to 1", Doc: "one roll: 7"},
			{ID: "eleven", Section: "95.15(3)", Pays: "15 to 1", Doc: "one roll: 11"},
			{ID: "any-craps", Section: "95.15(4)", Pays: "7 to 1", Doc: "one roll: 2, 3 or 12"},
			{ID: "craps-2", Section: "95.15(5)", Pays: "30 to 1", Doc: "one roll: 2"},
			{ID: "craps-3", Section: "95.15(6)", Pays: "15 to 1", Doc: "one roll: 3"},
			{ID: "craps-12", Section: "95.15(7)", Pays: "30 to 1", Doc: "one roll: 12"},
			{ID: "horn", Section: "95.15(8)", Rule: money.Rule{Multiple: 4}, Pays: "the part on the number rolled at its odds (2 or 12: 30 to 1; 3 or 11: 15 to 1); the other parts lose",
				Doc: "one roll: equal parts on 2, 3, 11 and 12 (ruling C1); a multiple of 4 units, the unit being one cent (Multiple 4)"},
			{ID: "world", Section: "95.15(10)", Rule: money.Rule{Multiple: 5}, Pays: "the part on the number rolled at its odds (2 or 12: 30 to 1; 3 or 11: 15 to 1; 7: 4 to 1); the other parts lose",
				Doc: "one roll: equal parts on 2, 3, 7, 11 and 12 (rulings C1, C6); a multiple of 5 units, the unit being one cent (Multiple 5)"},
			{ID: "three-way-craps", Section: "95.15(11)", Rule: money.Rule{Multiple: 3}, Pays: "the part on the number rolled at its odds (2 or 12: 30 to 1; 3: 15 to 1); the other parts lose",
				Doc: "one roll: equal parts on 2, 3 and 12 (ruling C1); a multiple of 3 units, the unit being one cent (Multiple 3)"},
			{ID: "hop-A-B", Section: "95.15(9)", Pays: "30 to 1 for a pair (A = B), 15 to 1 otherwise", Doc: "one roll: exactly the dice A and B, A ≤ B"},
			{ID: "pass-odds", Section: "95.16(1)", Pays: passOdds, Doc: "behind a pass wager once the point is known; at most max-odds times it"},
			{ID: "dont-pass-odds", Section: "95.16(2)", Pays: dontOdds, Doc: "behind a don't-pass wager once the point is known; at most max-odds times it"},
			{ID: "come-odds-N", Section: "95.16(3)", Pays: passOdds, Doc: "behind come-N; off on the come-out unless working (ruling C3)"},
			{ID: "dont-come-odds-N", Section: "95.16(4)", Pays: dontOdds, Doc: "behind dont-come-N"},
			{ID: "place-N", Section: "95.17(1)", Pays: "9 to 5 on 4 or 10, 7 to 5 on 5 or 9, 7 to 6 on 6 or 8",
				Doc: "N in 4, 5, 6, 8, 9, 10, before a 7; off on the come-out unless working"},
			{ID: "buy-N", Section: "95.17(2)", Pays: "2 to 1 on 4 or 10, 3 to 2 on 5 or 9, 6 to 5 on 6 or 8",
				Doc: "N before a 7, for a commission of 5% of the wager (rulings C2, C7); off on the come-out unless working"},
			{ID: "lay-N", Section: "95.17(3)", Pays: dontOdds,
				Doc: "7 before N, for a commission of 5% of the potential winnings (rulings C2, C7); always working"},
		},
		Decisions: []game.DecisionSpec{
			{Act: "working", Section: "95.15(1), 95.16(3), 95.17", Args: []string{"wager"},
				Doc: "turn a wager that is off on the come-out roll on until it is decided"},
		},
		Dealer: []string{"roll", "no-roll", "next-round"},
	}
}
