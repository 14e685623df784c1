package craps

import (
	"fmt"
	"sort"

	"croupier/game"
	"croupier/money"
)

// seatBets returns seat's wagers, in the order first placed: a window of
// e.bets.
func (e *Engine) seatBets(seat int) []bet {
	lo := sort.Search(len(e.bets), func(i int) bool { return e.bets[i].Seat >= seat })
	hi := lo
	for hi < len(e.bets) && e.bets[hi].Seat == seat {
		hi++
	}
	return e.bets[lo:hi]
}

// find returns the index in e.bets of seat's wager id, or -1.
func (e *Engine) find(seat int, id string) int {
	lo := sort.Search(len(e.bets), func(i int) bool { return e.bets[i].Seat >= seat })
	for i := lo; i < len(e.bets) && e.bets[i].Seat == seat; i++ {
		if e.bets[i].ID == id {
			return i
		}
	}
	return -1
}

// amount returns what seat holds on wager id.
func (e *Engine) amount(seat int, id string) money.Amount {
	if i := e.find(seat, id); i >= 0 {
		return e.bets[i].Amount
	}
	return 0
}

// line returns the wager an associate chance is placed with (95.16), and
// whether sp is an associate chance at all.
func line(sp spot) (spot, bool) {
	switch sp.Kind {
	case kindPassOdds:
		return spot{Kind: kindPass}, true
	case kindDontPassOdds:
		return spot{Kind: kindDontPass}, true
	case kindComeOdds:
		return spot{Kind: kindComeOn, N: sp.N}, true
	case kindDontComeOdds:
		return spot{Kind: kindDontComeOn, N: sp.N}, true
	}
	return spot{}, false
}

// odds returns the associate chance placed with a line wager, and whether
// it has one.
func odds(sp spot) (spot, bool) {
	switch sp.Kind {
	case kindPass:
		return spot{Kind: kindPassOdds}, true
	case kindDontPass:
		return spot{Kind: kindDontPassOdds}, true
	case kindComeOn:
		return spot{Kind: kindComeOdds, N: sp.N}, true
	case kindDontComeOn:
		return spot{Kind: kindDontComeOdds, N: sp.N}, true
	}
	return spot{}, false
}

// placeable checks whether seat may put money on sp now, before the amount
// is looked at: the moment of the game each wager is played (95.14–95.17)
// and, for an associate chance, its line wager with the point known (95.16).
func (e *Engine) placeable(seat int, sp spot) error {
	id, sec, round := sp.String(), sp.section(), e.rec.Round()
	switch sp.Kind {
	case kindPass:
		if e.point != 0 {
			return game.Rulef(sec, "seat %d: a pass wager is played on the come-out roll, and the point is %d in round %d", seat, e.point, round)
		}
	case kindDontPass:
		if e.point != 0 {
			return game.Rulef(sec, "seat %d: a don't pass wager is played on the come-out roll, and the point is %d in round %d", seat, e.point, round)
		}
		if e.find(seat, id) >= 0 {
			return game.Rulef("95.11", "seat %d: a don't pass wager cannot be increased (round %d)", seat, round)
		}
	case kindCome, kindDontCome:
		if e.point == 0 {
			return game.Rulef(sec, "seat %d: a %s wager is played after the come-out roll, and round %d's roll is a come-out roll", seat, id, round)
		}
		if sp.Kind == kindDontCome && e.find(seat, id) >= 0 {
			return game.Rulef(sec, "seat %d: a don't come wager cannot be increased (round %d)", seat, round)
		}
	case kindComeOn, kindDontComeOn:
		base := kinds[sp.Kind].name
		return game.Rulef(sec, "seat %d: %s is not placed: a %s wager travels there when %d is rolled", seat, id, base, sp.N)
	}
	if ln, ok := line(sp); ok {
		lid := ln.String()
		switch {
		case e.find(seat, lid) < 0:
			return game.Rulef(sec, "seat %d: %s is played only with its %s wager, and seat %d has none in round %d", seat, id, lid, seat, round)
		case (sp.Kind == kindPassOdds || sp.Kind == kindDontPassOdds) && e.point == 0:
			return game.Rulef(sec, "seat %d: %s is played once the point is known, and round %d's roll is a come-out roll", seat, id, round)
		}
	}
	return nil
}

// maxOn returns the most seat may hold on sp: the table maximum (95.5),
// and for an associate chance max-odds times its line wager (95.16, C4).
func (e *Engine) maxOn(seat int, sp spot) money.Amount {
	most := e.rules.Limits.Max
	if ln, ok := line(sp); ok {
		if a, k := e.amount(seat, ln.String()), money.Amount(e.rules.MaxOdds); a <= most/k {
			most = a * k // else above the maximum anyway, and never overflowing
		}
	}
	return most
}

// least returns the smallest amount a wager on sp wins at least a cent
// with: payouts round down to the cent (G1), and at the odds below 1 to 1
// of the don't odds and the lay bets (1 to 2, 2 to 3, 5 to 6) 1 cent wins
// nothing, 2 cents at least 1.
func least(sp spot) money.Amount {
	switch sp.Kind {
	case kindDontPassOdds, kindDontComeOdds, kindLay:
		return 2
	}
	return 1
}

// place puts amount more on seat's wager id (95.12): on its own if new, else
// added to it, within the table's limits (95.5) and the wager's own rules.
// A buy or lay wager pays its commission now (95.17(2), (3), C2).
func (e *Engine) place(seat int, id string, amount money.Amount) error {
	sp, err := parseSpot(id)
	if err != nil {
		return err
	}
	id, sec := sp.String(), sp.section()
	if amount <= 0 {
		return &game.RuleError{Section: sec, Msg: fmt.Sprintf("seat %d", seat),
			Err: &money.WagerError{Wager: id, Amount: amount, Err: money.ErrNotPositive}}
	}
	if err := e.placeable(seat, sp); err != nil {
		return err
	}
	i := e.find(seat, id)
	held := money.Amount(0)
	if i >= 0 {
		held = e.bets[i].Amount
	}
	total := held.Plus(amount)
	fail := func(section string, err error) error {
		msg := fmt.Sprintf("seat %d in round %d", seat, e.rec.Round())
		if held > 0 {
			msg += fmt.Sprintf(", adding %d cents to the %d already on %s", amount, held, id)
		}
		return &game.RuleError{Section: section, Msg: msg, Err: err}
	}
	lim := e.rules.Limits
	if err := money.Check(id, total, sp.rule(), lim, nil); err != nil {
		section := "95.5"
		if sp.parts() > 0 && total >= lim.Min && total <= lim.Max {
			section = sec // the wager's equal parts (C1)
		}
		return fail(section, err)
	}
	if total < least(sp) {
		return fail(sec, &money.WagerError{Wager: id, Amount: total, Err: money.ErrBelowMin,
			Detail: fmt.Sprintf("%d cents would win nothing: payouts round down to the cent (ruling G1)", total)})
	}
	if most := e.maxOn(seat, sp); total > most {
		ln, _ := line(sp)
		return fail("95.16", &money.WagerError{Wager: id, Amount: total, Err: money.ErrOverOther,
			Detail: fmt.Sprintf("at most %d times the %d cents on %s (ruling C4)", e.rules.MaxOdds, e.amount(seat, ln.String()), ln.String())})
	}
	if i < 0 {
		i = e.insert(bet{Wager: game.Wager{Seat: seat, ID: id}, spot: sp})
	}
	b := &e.bets[i]
	b.Amount = total
	e.rec.Emit(game.Event{Kind: game.EventWager, Seat: seat, Wager: id, Amount: amount})
	if c := commission(sp, total) - b.paid; c > 0 {
		b.paid += c
		b.owed += c
		e.rec.Emit(game.Event{Kind: game.EventCommission, Seat: seat, Wager: id, Amount: c})
	}
	return nil
}

// commission returns the commission on a buy or lay wager of amount: 5% of
// the wager for a buy (95.17(2)), 5% of the potential winnings for a lay
// (95.17(3)), rounded up to the cent; 0 for any other wager. A wager
// increased pays the commission of its new amount less what it paid.
func commission(sp spot, amount money.Amount) money.Amount {
	switch sp.Kind {
	case kindBuy:
		return money.CommissionPercent(amount, commissionPercent)
	case kindLay:
		win, _ := payLay[sp.N].Pay(amount)
		return money.CommissionPercent(win, commissionPercent)
	}
	return 0
}

// insert puts a new wager last in its seat's order and returns its index.
func (e *Engine) insert(b bet) int {
	b.seq = e.seq
	e.seq++
	i := sort.Search(len(e.bets), func(i int) bool { return e.bets[i].Seat > b.Seat })
	e.bets = append(e.bets, bet{})
	copy(e.bets[i+1:], e.bets[i:])
	e.bets[i] = b
	return i
}

// remove takes e.bets[i] off the layout.
func (e *Engine) remove(i int) {
	e.bets = append(e.bets[:i], e.bets[i+1:]...)
}

// mayWithdraw reports whether b may be taken down now: never a pass or
// come wager (95.14: played until decided), a line wager only after its
// associate chance (95.16), every other wager at any time between rolls
// (doc.go).
func (e *Engine) mayWithdraw(b bet) bool {
	switch b.spot.Kind {
	case kindPass, kindCome, kindComeOn:
		return false
	}
	o, ok := odds(b.spot)
	return !ok || e.find(b.Seat, o.String()) < 0
}

// withdrawable says why b may not be taken down now, or nil.
func (e *Engine) withdrawable(b bet) error {
	if e.mayWithdraw(b) {
		return nil
	}
	if o, ok := odds(b.spot); ok && b.spot.Kind != kindPass && b.spot.Kind != kindComeOn {
		return game.Rulef(o.section(), "seat %d must take down its %s wager before its %s wager", b.Seat, o.String(), b.ID)
	}
	return game.Rulef("95.14", "seat %d: a %s wager may not be withdrawn and must be played until it has won or lost", b.Seat, b.ID)
}

// withdraw takes seat's wager id down, whole: its money goes back at once
// (EventWithdraw) and the next valid roll's round reports it, with any
// commission it paid (C7).
func (e *Engine) withdraw(seat int, id string) error {
	i := e.find(seat, id)
	if i < 0 {
		if _, err := parseSpot(id); err != nil {
			return err
		}
		return game.Rulef("95.14", "seat %d has no %s wager to withdraw in round %d", seat, id, e.rec.Round())
	}
	b := e.bets[i]
	if err := e.withdrawable(b); err != nil {
		return err
	}
	e.remove(i)
	e.takeDown(b)
	return nil
}

// takeDown records b as taken down: its money back at once, reported in
// the next valid roll's round (C7).
func (e *Engine) takeDown(b bet) {
	e.rec.Emit(game.Event{Kind: game.EventWithdraw, Seat: b.Seat, Wager: b.ID, Amount: b.Amount})
	e.taken = append(e.taken, report{b.seq, game.Settlement{Seat: b.Seat, Wager: b.ID, Stake: b.Amount, Result: game.Withdrawn,
		Commission: b.owed, TakenDown: true}})
}

// switchable reports whether a wager of this kind is off on the come-out
// roll unless the player says it works (95.15(1), 95.16(3), 95.17(1), (2);
// ruling C3).
func switchable(k kind) bool {
	return k == kindPlace || k == kindBuy || k == kindHard || k == kindComeOdds
}

// off reports whether b neither wins nor loses on the next roll: a wager
// that is off on a come-out roll and not working (C3).
func (e *Engine) off(b bet) bool {
	return e.point == 0 && switchable(b.spot.Kind) && !b.working
}

// act applies a seat's decision: working (C3) or decline (95.8).
func (e *Engine) act(s game.Step) error {
	if s.HasAmt {
		return game.Rulef("95.13", "seat %d: %q takes no amount", s.Seat, s.Act)
	}
	switch s.Act {
	case "working":
		return e.working(s.Seat, s.WagerArg)
	case "decline":
		if s.WagerArg != "" {
			return game.Rulef("95.8", "seat %d: decline names no wager", s.Seat)
		}
		return e.decline(s.Seat)
	}
	return game.Rulef("95.13", "craps' decisions are working and decline, not %q (seat %d)", s.Act, s.Seat)
}

// working turns seat's wager id on for the come-out roll until it leaves
// the layout (95.15(1), 95.16(3), 95.17(1), (2); rulings C3, C7).
func (e *Engine) working(seat int, id string) error {
	if id == "" {
		return game.Rulef("95.17", `seat %d: working names the wager it turns on: {"seat": %d, "act": "working", "wager": "place-6"}`, seat, seat)
	}
	sp, err := parseSpot(id)
	if err != nil {
		return err
	}
	if !switchable(sp.Kind) {
		if sp.Kind == kindLay {
			return game.Rulef("95.17(3)", "seat %d: a lay wager always works (ruling C3): %s is never off", seat, id)
		}
		return game.Rulef(sp.section(), "seat %d: only place, buy, hard-way and come odds wagers are off on the come-out roll; %s is never off", seat, id)
	}
	i := e.find(seat, id)
	switch {
	case i < 0:
		return game.Rulef(sp.section(), "seat %d has no %s wager to turn on in round %d", seat, id, e.rec.Round())
	case e.bets[i].working:
		return game.Rulef(sp.section(), "seat %d's %s wager is already working", seat, id)
	}
	e.bets[i].working = true
	e.rec.Emit(game.Event{Kind: game.EventDecision, Seat: seat, Wager: id, Text: "working"})
	return nil
}

// anySeat returns the wagers any seat may place within the limits lim, in
// the order of 95.14–95.17: on a come-out roll, or with a point on.
func anySeat(lim money.Limits, pointOn bool) []game.Option {
	var out []game.Option
	for _, sp := range offer {
		switch sp.Kind {
		case kindPass, kindDontPass:
			if pointOn {
				continue
			}
		case kindCome, kindDontCome:
			if !pointOn {
				continue
			}
		}
		lo, up, m := max(lim.Min, least(sp)), lim.Max, money.Amount(sp.parts())
		if m > 0 {
			lo, up = (lo+m-1)/m*m, up/m*m
		}
		if up >= lo {
			out = append(out, game.Option{Kind: game.KindWager, Name: sp.String(), Min: lo, Max: up, Multiple: m, Section: sp.section()})
		}
	}
	return out
}

// wagerOptions appends the wagers that may be placed now: every place any
// seat may take, within the table's limits (95.5), then each seat's
// associate chances with their exact bounds (95.16).
func (e *Engine) wagerOptions(out []game.Option) []game.Option {
	if e.point == 0 {
		out = append(out, e.open[0]...)
	} else {
		out = append(out, e.open[1]...)
	}
	lim := e.rules.Limits
	for _, b := range e.bets {
		o, ok := odds(b.spot)
		if !ok || (e.point == 0 && (b.spot.Kind == kindPass || b.spot.Kind == kindDontPass)) {
			continue
		}
		id := o.String()
		cur := e.amount(b.Seat, id)
		lo, up := max(1, lim.Min-cur, least(o)-cur), e.maxOn(b.Seat, o)-cur
		if up >= lo {
			out = append(out, game.Option{Seat: b.Seat, Kind: game.KindWager, Name: id, Min: lo, Max: up, Section: o.section()})
		}
	}
	return out
}

// withdrawOptions appends the wagers that may be taken down now.
func (e *Engine) withdrawOptions(out []game.Option) []game.Option {
	for _, b := range e.bets {
		if e.mayWithdraw(b) {
			out = append(out, game.Option{Seat: b.Seat, Kind: game.KindWithdraw, Name: b.ID, Section: withdrawSection(b.spot)})
		}
	}
	return out
}

// withdrawSection is the section that lets a wager come down.
func withdrawSection(sp spot) string {
	switch sp.Kind {
	case kindDontPass, kindDontCome, kindDontComeOn:
		return "95.14"
	case kindPassOdds, kindDontPassOdds, kindComeOdds, kindDontComeOdds:
		return "95.16"
	case kindHard:
		return "95.15(1)"
	case kindPlace, kindBuy, kindLay:
		return "95.17"
	}
	return sp.section()
}

// actOptions appends the decisions open now: working for each wager that
// is not working yet, naming it, and decline for each seat that may pass
// its turn with the dice.
func (e *Engine) actOptions(out []game.Option) []game.Option {
	for _, b := range e.bets {
		if switchable(b.spot.Kind) && !b.working {
			out = append(out, game.Option{Seat: b.Seat, Kind: game.KindAct, Name: "working", Wager: b.ID, Section: b.spot.section()})
		}
	}
	for i, b := range e.bets {
		if (i == 0 || e.bets[i-1].Seat != b.Seat) && e.canDecline(b.Seat) {
			out = append(out, game.Option{Seat: b.Seat, Kind: game.KindAct, Name: "decline", Section: "95.8"})
		}
	}
	return out
}
