package craps

import (
	"fmt"
	"strconv"
	"strings"

	"croupier/game"
	"croupier/money"
)

// Pay tables. An index is the total of the dice: the point, the number a
// place bet or hard way names, or the total a multiple-chance part covers.
var (
	payEven  = money.To(1, 1) // 95.14: single chances are paid at even money
	payField = money.To(2, 1) // 95.14(5): the field pays 2 to 1 on 2 or 12
	payHard  = [11]money.Ratio{
		4:  money.To(7, 1), // 95.15(1): a double 2
		6:  money.To(9, 1), // 95.15(1): a double 3
		8:  money.To(9, 1), // 95.15(1): a double 4
		10: money.To(7, 1), // 95.15(1): a double 5
	}
	// payNumber is the multiple chance that wins on each total alone, the
	// odds a part of a horn, world or 3-way craps wager is paid at (95.15(8),
	// (10), (11), ruling C1).
	payNumber = [13]money.Ratio{
		2:  money.To(30, 1), // 95.15(5) Craps 2
		3:  money.To(15, 1), // 95.15(6) Craps 3
		7:  money.To(4, 1),  // 95.15(2) Any 7
		11: money.To(15, 1), // 95.15(3) 11
		12: money.To(30, 1), // 95.15(7) Craps 12
	}
	payAnyCraps = money.To(7, 1)   // 95.15(4)
	payHopPair  = money.To(30, 1)  // 95.15(9): two identical numbers
	payHop      = money.To(15, 1)  // 95.15(9): in all other cases
	payOdds     = [11]money.Ratio{ // 95.16(1), (3): pass and come odds
		4: money.To(2, 1), 10: money.To(2, 1),
		5: money.To(3, 2), 9: money.To(3, 2),
		6: money.To(6, 5), 8: money.To(6, 5),
	}
	payDontOdds = [11]money.Ratio{ // 95.16(2), (4): don't pass and don't come odds
		4: money.To(1, 2), 10: money.To(1, 2),
		5: money.To(2, 3), 9: money.To(2, 3),
		6: money.To(5, 6), 8: money.To(5, 6),
	}
	payPlace = [11]money.Ratio{ // 95.17(1): the "right bet"
		4: money.To(9, 5), 10: money.To(9, 5),
		5: money.To(7, 5), 9: money.To(7, 5),
		6: money.To(7, 6), 8: money.To(7, 6),
	}
	payBuy = [11]money.Ratio{ // 95.17(2)
		4: money.To(2, 1), 10: money.To(2, 1),
		5: money.To(3, 2), 9: money.To(3, 2),
		6: money.To(6, 5), 8: money.To(6, 5),
	}
	payLay = [11]money.Ratio{ // 95.17(3)
		4: money.To(1, 2), 10: money.To(1, 2),
		5: money.To(2, 3), 9: money.To(2, 3),
		6: money.To(5, 6), 8: money.To(5, 6),
	}
)

// commissionPercent is the buy and lay commission, 5% rounded up to the
// cent (95.17(2), (3); spec README "Money").
const commissionPercent = 5

// maxSeats is the largest cap an operator may set on the seats: the number
// of players is unlimited (95.7), and a step names a seat up to 1000.
const maxSeats = game.MaxSeat

// Spec is craps' catalog entry; its options are what New accepts.
var Spec = func() game.Spec {
	const (
		passOdds = "2 to 1 on 4 or 10, 3 to 2 on 5 or 9, 6 to 5 on 6 or 8"
		dontOdds = "1 to 2 on 4 or 10, 2 to 3 on 5 or 9, 5 to 6 on 6 or 8"
	)
	seats := game.OptSeats
	seats.Default = int64(0)
	seats.Min = game.Int64(0)
	seats.Max = game.Int64(maxSeats)
	seats.Section = "95.7"
	seats.Doc = "the number of players is unlimited (95.7): 0, the default, takes any seat number; an operator may set a cap"
	return game.Spec{
		ID:        "craps",
		Name:      "Craps",
		Sections:  "95.1–95.17",
		Available: true,
		Seats:     "unlimited (95.7); option seats may cap the places",
		Outcome:   game.OutcomeDice2,
		Options: []game.OptionSpec{
			game.OptMin,
			game.OptMax,
			{Name: "max-odds", Type: game.TypeInt, Default: int64(3), Min: game.Int64(1), Max: game.Int64(maxOdds), Section: "95.16",
				Doc: "most an associate chance may be, as a multiple of its line wager (ruling C4)"},
			seats,
		},
		Wagers: []game.WagerSpec{
			{ID: "pass", Section: "95.11, 95.14(1)", Pays: "1 to 1", Doc: "the shooter's line, on the come-out roll only; may not be withdrawn"},
			{ID: "dont-pass", Section: "95.11, 95.14(2)", Pays: "1 to 1; 12 on the come-out pushes", Doc: "against the shooter, on the come-out roll only; may not be increased, may be withdrawn"},
			{ID: "come", Section: "95.14(3)", Pays: "1 to 1", Doc: "after the come-out roll; travels to come-N on a point number"},
			{ID: "dont-come", Section: "95.14(4)", Pays: "1 to 1; 12 pushes", Doc: "after the come-out roll; travels to dont-come-N on a point number"},
			{ID: "come-N", Section: "95.14(3)", Decision: true, Pays: "1 to 1", Doc: "not placed: a come wager that travelled to N; wins on N, loses on 7"},
			{ID: "dont-come-N", Section: "95.14(4)", Decision: true, Pays: "1 to 1", Doc: "not placed: a don't-come wager that travelled to N; wins on 7, loses on N"},
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
				Doc: "one roll: equal parts on 2, 3, 11 and 12 (ruling C1); a multiple of 4 cents"},
			{ID: "world", Section: "95.15(10)", Rule: money.Rule{Multiple: 5}, Pays: "the part on the number rolled at its odds (2 or 12: 30 to 1; 3 or 11: 15 to 1; 7: 4 to 1); the other parts lose",
				Doc: "one roll: equal parts on 2, 3, 7, 11 and 12 (rulings C1, C6); a multiple of 5 cents"},
			{ID: "three-way-craps", Section: "95.15(11)", Rule: money.Rule{Multiple: 3}, Pays: "the part on the number rolled at its odds (2 or 12: 30 to 1; 3: 15 to 1); the other parts lose",
				Doc: "one roll: equal parts on 2, 3 and 12 (ruling C1); a multiple of 3 cents"},
			{ID: "hop-A-B", Section: "95.15(9)", Pays: "30 to 1 for a pair (A = B), 15 to 1 otherwise", Doc: "one roll: exactly the dice A and B, A ≤ B"},
			{ID: "pass-odds", Section: "95.16(1)", Pays: passOdds, Doc: "behind a pass wager once the point is known; at most max-odds times it"},
			{ID: "dont-pass-odds", Section: "95.16(2)", Pays: dontOdds, Doc: "beside a don't-pass wager once the point is known; at most max-odds times it"},
			{ID: "come-odds-N", Section: "95.16(3)", Pays: passOdds, Doc: "on come-N, at most max-odds times it; off on the come-out unless working (ruling C3)"},
			{ID: "dont-come-odds-N", Section: "95.16(4)", Pays: dontOdds, Doc: "beside dont-come-N, at most max-odds times it"},
			{ID: "place-N", Section: "95.17(1)", Pays: "9 to 5 on 4 or 10, 7 to 5 on 5 or 9, 7 to 6 on 6 or 8",
				Doc: "N in 4, 5, 6, 8, 9, 10, before a 7; off on the come-out unless working; a winner stays up (C5)"},
			{ID: "buy-N", Section: "95.17(2)", Pays: "2 to 1 on 4 or 10, 3 to 2 on 5 or 9, 6 to 5 on 6 or 8",
				Doc: "N before a 7, for a commission of 5% of the wager (rulings C2, C7); off on the come-out unless working; a winner stays up (C5)"},
			{ID: "lay-N", Section: "95.17(3)", Pays: dontOdds,
				Doc: "7 before N, for a commission of 5% of the potential winnings (rulings C2, C7); always working; a winner stays up (C5)"},
		},
		Decisions: []game.DecisionSpec{
			{Act: "working", Section: "95.15(1), 95.16(3), 95.17", Args: []string{"wager"},
				Doc: "turn a wager that is off on the come-out roll on until it leaves the layout (ruling C3)"},
			{Act: "decline", Section: "95.8",
				Doc: "before a come-out roll, a seat holding a line wager passes its turn with the dice until the next roll, if another may take them"},
		},
		Dealer: []string{"roll", "no-roll", "change-dice", "withhold", "next-round"},
		Notes: "A round is one valid roll. Wagers are placed and taken down between rolls; a step of the next round " +
			"after a roll opens it as next-round would. withhold names the seat whose turn to roll is withheld until the next roll: " +
			`{"dealer": "withhold", "shooter": 3} (95.4).`,
	}
}()

// maxOdds bounds the max-odds option: more than any table offers, little
// enough that max-odds times a wager cannot overflow.
const maxOdds = 1000

// Game is craps' catalog entry with its constructor.
var Game = game.Game{Spec: Spec, New: func(t game.Table, tape *game.Tape) (game.Engine, error) { return New(RulesOf(t), tape) }, Analyze: Analyze}

// Rules are a craps table's options.
type Rules struct {
	Limits  money.Limits
	MaxOdds int64 // an associate chance is at most MaxOdds times its line wager (95.16, C4)
	Seats   int   // 0: any seat number (95.7); else the cap an operator set
}

// RulesOf reads the rules from checked table options.
func RulesOf(t game.Table) Rules {
	return Rules{Limits: t.Limits(), MaxOdds: t.Int("max-odds"), Seats: int(t.Int("seats"))}
}

// Validate reports whether the by-law allows r.
func (r Rules) Validate() error {
	if r.Seats < 0 || r.Seats > maxSeats {
		return game.Rulef("95.7", "seats is 0 (any number of players) or a cap from 1 to %d, not %d", maxSeats, r.Seats)
	}
	if r.MaxOdds < 1 || r.MaxOdds > maxOdds {
		return game.Rulef("95.16", "max-odds is a multiple of the line wager from 1 to %d, not %d", maxOdds, r.MaxOdds)
	}
	if err := r.Limits.Validate(); err != nil {
		return game.Rulef("95.5", "%v", err)
	}
	return nil
}

// seatCap returns the highest seat number a step may name.
func (r Rules) seatCap() int {
	if r.Seats > 0 {
		return r.Seats
	}
	return maxSeats
}

// A kind is a family of wagers (95.13–95.17).
type kind uint8

// The kinds of wager.
const (
	kindPass         kind = iota + 1 // 95.14(1)
	kindDontPass                     // 95.14(2)
	kindCome                         // 95.14(3), before it travels
	kindComeOn                       // 95.14(3), come-N: travelled to N
	kindDontCome                     // 95.14(4), before it travels
	kindDontComeOn                   // 95.14(4), dont-come-N
	kindField                        // 95.14(5)
	kindHard                         // 95.15(1), hard-N
	kindAny7                         // 95.15(2)
	kindEleven                       // 95.15(3)
	kindAnyCraps                     // 95.15(4)
	kindCraps2                       // 95.15(5)
	kindCraps3                       // 95.15(6)
	kindCraps12                      // 95.15(7)
	kindHorn                         // 95.15(8)
	kindHop                          // 95.15(9), hop-A-B
	kindWorld                        // 95.15(10)
	kindThreeWay                     // 95.15(11)
	kindPassOdds                     // 95.16(1)
	kindDontPassOdds                 // 95.16(2)
	kindComeOdds                     // 95.16(3), come-odds-N
	kindDontComeOdds                 // 95.16(4), dont-come-odds-N
	kindPlace                        // 95.17(1), place-N
	kindBuy                          // 95.17(2), buy-N
	kindLay                          // 95.17(3), lay-N
)

// kinds holds each kind's id (or the prefix of its id, before N) and
// section.
var kinds = [...]struct{ name, section string }{
	kindPass:         {"pass", "95.14(1)"},
	kindDontPass:     {"dont-pass", "95.14(2)"},
	kindCome:         {"come", "95.14(3)"},
	kindComeOn:       {"come", "95.14(3)"},
	kindDontCome:     {"dont-come", "95.14(4)"},
	kindDontComeOn:   {"dont-come", "95.14(4)"},
	kindField:        {"field", "95.14(5)"},
	kindHard:         {"hard", "95.15(1)"},
	kindAny7:         {"any-7", "95.15(2)"},
	kindEleven:       {"eleven", "95.15(3)"},
	kindAnyCraps:     {"any-craps", "95.15(4)"},
	kindCraps2:       {"craps-2", "95.15(5)"},
	kindCraps3:       {"craps-3", "95.15(6)"},
	kindCraps12:      {"craps-12", "95.15(7)"},
	kindHorn:         {"horn", "95.15(8)"},
	kindHop:          {"hop", "95.15(9)"},
	kindWorld:        {"world", "95.15(10)"},
	kindThreeWay:     {"three-way-craps", "95.15(11)"},
	kindPassOdds:     {"pass-odds", "95.16(1)"},
	kindDontPassOdds: {"dont-pass-odds", "95.16(2)"},
	kindComeOdds:     {"come-odds", "95.16(3)"},
	kindDontComeOdds: {"dont-come-odds", "95.16(4)"},
	kindPlace:        {"place", "95.17(1)"},
	kindBuy:          {"buy", "95.17(2)"},
	kindLay:          {"lay", "95.17(3)"},
}

// A spot is a place on the layout: a wager id read into its kind and
// numbers. N is the number of a come-N, hard-N, odds or place bet; A and B
// are the dice of a hop, A ≤ B.
type spot struct {
	Kind    kind
	N, A, B int
}

// String returns the wager id.
func (s spot) String() string {
	switch s.Kind {
	case kindComeOn, kindDontComeOn, kindHard, kindComeOdds, kindDontComeOdds, kindPlace, kindBuy, kindLay:
		if id := numberedIDs[s.Kind][s.N]; id != "" {
			return id
		}
		return kinds[s.Kind].name + "-" + strconv.Itoa(s.N)
	case kindHop:
		if id := hopIDs[s.A][s.B]; id != "" {
			return id
		}
		return fmt.Sprintf("hop-%d-%d", s.A, s.B)
	}
	return kinds[s.Kind].name
}

// numberedIDs and hopIDs are the ids written with numbers, made once: Legal
// names them for every wager on the layout.
var (
	numberedIDs [len(kinds)][11]string
	hopIDs      [7][7]string
)

func init() {
	for _, p := range numbered {
		for n := 4; n <= 10; n++ {
			numberedIDs[p.kind][n] = p.prefix + strconv.Itoa(n)
		}
	}
	for a := 1; a <= 6; a++ {
		for b := a; b <= 6; b++ {
			hopIDs[a][b] = fmt.Sprintf("hop-%d-%d", a, b)
		}
	}
}

// section returns the paragraph of the by-law that defines the spot's
// wager.
func (s spot) section() string { return kinds[s.Kind].section }

// parts returns how many equal parts a multiple-chance wager on several
// numbers is made of (ruling C1), or 0.
func (s spot) parts() int64 {
	switch s.Kind {
	case kindHorn:
		return 4
	case kindWorld:
		return 5
	case kindThreeWay:
		return 3
	}
	return 0
}

// rule returns the spot's bound beyond the table limits: horn, world and
// 3-way craps are made of equal parts (ruling C1).
func (s spot) rule() money.Rule {
	return money.Rule{Multiple: money.Amount(s.parts())}
}

// pointNumber reports whether n is a point number (95.14(1)): 4, 5, 6, 8,
// 9 or 10.
func pointNumber(n int) bool {
	switch n {
	case 4, 5, 6, 8, 9, 10:
		return true
	}
	return false
}

// plain are the ids that take no number, by kind.
var plain = map[string]kind{
	"pass": kindPass, "dont-pass": kindDontPass, "come": kindCome, "dont-come": kindDontCome,
	"field": kindField, "any-7": kindAny7, "eleven": kindEleven, "any-craps": kindAnyCraps,
	"craps-2": kindCraps2, "craps-3": kindCraps3, "craps-12": kindCraps12,
	"horn": kindHorn, "world": kindWorld, "three-way-craps": kindThreeWay,
	"pass-odds": kindPassOdds, "dont-pass-odds": kindDontPassOdds,
}

// numbered are the ids written PREFIX-N, longest prefix first so that
// "come-odds-6" is not read as "come-" and "odds-6".
var numbered = []struct {
	prefix string
	kind   kind
}{
	{"dont-come-odds-", kindDontComeOdds},
	{"come-odds-", kindComeOdds},
	{"dont-come-", kindDontComeOn},
	{"come-", kindComeOn},
	{"hard-", kindHard},
	{"place-", kindPlace},
	{"buy-", kindBuy},
	{"lay-", kindLay},
}

// parseSpot reads a wager id. The error names the wager and says what is
// wrong, citing the section.
func parseSpot(id string) (spot, error) {
	bad := func(sec, format string, args ...any) (spot, error) {
		return spot{}, game.Rulef(sec, "craps has no wager %q: "+format, append([]any{id}, args...)...)
	}
	if k, ok := plain[id]; ok {
		return spot{Kind: k}, nil
	}
	if rest, ok := strings.CutPrefix(id, "hop-"); ok {
		as, bs, _ := strings.Cut(rest, "-")
		a, okA := number(as)
		b, okB := number(bs)
		switch {
		case !okA || !okB || a < 1 || a > 6 || b < 1 || b > 6:
			return bad("95.15(9)", "hop-A-B takes the two dice called, faces from 1 to 6, lower first (hop-1-4, hop-3-3)")
		case a > b:
			return bad("95.15(9)", "a hop names its lower die first (hop-%d-%d)", b, a)
		}
		return spot{Kind: kindHop, A: a, B: b}, nil
	}
	for _, p := range numbered {
		rest, ok := strings.CutPrefix(id, p.prefix)
		if !ok {
			continue
		}
		n, ok := number(rest)
		sec := kinds[p.kind].section
		switch {
		case p.kind == kindHard && (!ok || (n != 4 && n != 6 && n != 8 && n != 10)):
			return bad(sec, "the hard ways are hard-4, hard-6, hard-8 and hard-10")
		case !ok || !pointNumber(n):
			return bad(sec, "%sN takes a point number N: 4, 5, 6, 8, 9 or 10", p.prefix)
		}
		return spot{Kind: p.kind, N: n}, nil
	}
	return bad("95.13", "its wagers are the single chances pass, dont-pass, come, dont-come and field; "+
		"the multiple chances hard-N, any-7, eleven, any-craps, craps-2, craps-3, craps-12, horn, world, three-way-craps and hop-A-B; "+
		"the associate chances pass-odds, dont-pass-odds, come-odds-N and dont-come-odds-N; and the place bets place-N, buy-N and lay-N")
}

// number reads a plain decimal number: digits only, no sign, no leading zero.
func number(s string) (int, bool) {
	if s == "" || len(s) > 2 || s[0] == '0' {
		return 0, false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return 0, false
		}
	}
	n, _ := strconv.Atoi(s)
	return n, true
}

// offered returns every id a seat may place with the table's bounds alone,
// in the order of 95.14–95.17 (the associate chances depend on the seat's
// line wagers and are offered seat by seat; come-N and dont-come-N are never
// placed).
func offered() []spot {
	out := []spot{{Kind: kindPass}, {Kind: kindDontPass}, {Kind: kindCome}, {Kind: kindDontCome}, {Kind: kindField}}
	for _, n := range []int{4, 6, 8, 10} {
		out = append(out, spot{Kind: kindHard, N: n})
	}
	for _, k := range []kind{kindAny7, kindEleven, kindAnyCraps, kindCraps2, kindCraps3, kindCraps12, kindHorn, kindWorld, kindThreeWay} {
		out = append(out, spot{Kind: k})
	}
	for a := 1; a <= 6; a++ {
		for b := a; b <= 6; b++ {
			out = append(out, spot{Kind: kindHop, A: a, B: b})
		}
	}
	for _, k := range []kind{kindPlace, kindBuy, kindLay} {
		for _, n := range points {
			out = append(out, spot{Kind: k, N: n})
		}
	}
	return out
}

// points are the point numbers, in order.
var points = [...]int{4, 5, 6, 8, 9, 10}

// offer is offered(), computed once.
var offer = offered()
