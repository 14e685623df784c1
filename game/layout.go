package game

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strconv"

	"croupier/money"
)

// A Bet is what a placed wager id is: a game's answer when its Layout looks
// an id up (Betting.Lookup). Wagers made by decisions (a double, a raise, the
// war wager) are not Bets: the engine checks them and puts them on the
// layout with Raise.
type Bet struct {
	ID      string     // the id as the layout writes it
	Section string     // the section that allows the wager, cited by errors and options
	Rule    money.Rule // a fixed amount, at most another wager, a multiple of a unit
	// Needs is the wager of the same seat this one is placed beside: it is
	// refused without it, and Needs comes down only after it (67.40, the
	// side bets of 21.1–21.4, the behind wagers of 16).
	Needs string
	// Group names the wagers of a seat that share the table maximum under
	// section 9 (one hand, one betting position), as it reads in messages:
	// "hand (main and behind)". Empty: the wager's maximum is its own.
	Group string
	// Behind marks a standing player's wager on a seat's hand, placed by a
	// step that names him in "player" (blackjack, 16).
	Behind bool
	// LimitSection is the section cited when the wager is below the table's
	// minimum or above its maximum. Empty: section 3, the table's limits.
	LimitSection string
}

// Betting is how a game takes wagers: its limits, its places and its
// wagers. The zero values of its fields mean "none".
type Betting struct {
	Limits money.Limits
	Scope  money.Scope // what a Group is: money.PerHand or money.PerPosition (9)
	// Seats numbers the places 1 to Seats; 0 takes any seat number, as the
	// games whose number of players is unlimited (95.19).
	Seats       int
	SeatSection string // the section that sets the places
	Section     string // the section that lists the wagers
	Closes      string // the section that closes the bets, if not Section
	// Before completes "bets are closed in round N: wagers are placed and
	// taken down …": "before the first card is dealt".
	Before       string
	GroupSection string // cited when a seat's Group passes the maximum: "9, 16"
	FirstRound   string // section 10: "off", "refuse" or "minimum"
	// Offer lists the ids Options offers, in order: to each seat with its
	// exact bounds, or with AnySeat once for any seat, within the limits (a
	// layout all the players share: Sic Bo, roulette, craps).
	Offer   []string
	AnySeat bool
	// Lookup says what wager id is, or why the game takes no such wager
	// (an error the player reads: a *RuleError citing the section).
	Lookup func(id string) (Bet, error)
}

// A Layout is the wagers on a table, by seat and by standing player, with
// the rules that bound them: placing, adding to and taking down wagers
// while bets are open (sections 3, 9 and 10), closing the bets, and the
// wagers' events and view. Engines hold one and keep to their dealing,
// decisions and settlement.
//
// It is a value: a seat's list of wagers, and the list of seats, are copied
// before any change, so an engine restoring a copy of itself (Atomic)
// restores its layout.
type Layout struct {
	rules  *Betting
	offer  []Bet
	seats  [][]entry // by seat number: the seat's wagers in the order first placed
	n      int       // wagers on the layout
	closed bool
	first  FirstRound
}

// An entry is a wager on the layout and what it is.
type entry struct {
	Wager
	bet *Bet
}

// NewLayout returns an empty layout taking wagers under b. It looks up
// every offered id now: an id Lookup refuses is a programming error.
func NewLayout(b Betting) Layout {
	l := Layout{rules: &b, first: FirstRound{Mode: b.FirstRound}}
	for _, id := range b.Offer {
		bet, err := b.Lookup(id)
		if err != nil {
			panic(fmt.Sprintf("game: offered wager %q: %v", id, err))
		}
		l.offer = append(l.offer, bet)
	}
	return l
}

// Limits returns the table's minimum and maximum.
func (l *Layout) Limits() money.Limits { return l.rules.Limits }

// Open reports whether bets are open.
func (l *Layout) Open() bool { return !l.closed }

// Wagers returns the wagers on the layout by seat, then in the order first
// placed, in a new slice.
func (l *Layout) Wagers() []Wager {
	if l.n == 0 {
		return nil
	}
	out := make([]Wager, 0, l.n)
	for _, es := range l.seats {
		for _, e := range es {
			out = append(out, e.Wager)
		}
	}
	return out
}

// Empty reports whether no wager is on the layout.
func (l *Layout) Empty() bool { return l.n == 0 }

// seat returns seat's wagers.
func (l *Layout) seat(seat int) []entry {
	if seat >= 0 && seat < len(l.seats) {
		return l.seats[seat]
	}
	return nil
}

// Amount returns what is on wager id of seat (of player, a standing
// player, or of the seated player when player is "").
func (l *Layout) Amount(seat int, player, id string) money.Amount {
	es := l.seat(seat)
	if i := find(es, player, id); i >= 0 {
		return es[i].Amount
	}
	return 0
}

// Seated reports whether seat holds a wager of its own (not only behind
// wagers).
func (l *Layout) Seated(seat int) bool {
	return slices.ContainsFunc(l.seat(seat), func(e entry) bool { return e.Player == "" })
}

// Seats returns the seats holding wagers of their own, in order.
func (l *Layout) Seats() []int {
	var out []int
	for s := range l.seats {
		if l.Seated(s) {
			out = append(out, s)
		}
	}
	return out
}

// Players returns the standing players with a wager at seat, in the order
// they first placed one.
func (l *Layout) Players(seat int) []string {
	var out []string
	for _, e := range l.seat(seat) {
		if e.Player != "" && !slices.Contains(out, e.Player) {
			out = append(out, e.Player)
		}
	}
	return out
}

func find(es []entry, player, id string) int {
	return slices.IndexFunc(es, func(e entry) bool { return e.Player == player && e.ID == id })
}

// set replaces seat's wagers with es, copying the list of seats.
func (l *Layout) set(seat int, es []entry) {
	seats := make([][]entry, max(len(l.seats), seat+1))
	copy(seats, l.seats)
	l.n += len(es) - len(seats[seat])
	seats[seat] = es
	l.seats = seats
}

// bet returns what the layout's wager id is.
func (l *Layout) bet(id string) (*Bet, error) {
	for i := range l.offer {
		if l.offer[i].ID == id {
			return &l.offer[i], nil
		}
	}
	b, err := l.rules.Lookup(id)
	return &b, err
}

// CheckSeat verifies what every seat's step must be before its kind is
// looked at: a seat that is a place at the table, a "player" only where
// the game has behind wagers, and no argument but allowed.
func (l *Layout) CheckSeat(s Step, allowed ...string) error {
	if err := s.NoArgs(allowed...); err != nil {
		err.(*RuleError).Section = l.rules.Section
		return err
	}
	if s.Player != "" && !slices.ContainsFunc(l.offer, func(b Bet) bool { return b.Behind }) {
		return Rulef(l.rules.Section, "this game has no behind wagers (\"player\")")
	}
	if s.Dealer == "" && (s.Seat < 1 || (l.rules.Seats > 0 && s.Seat > l.rules.Seats)) {
		return Rulef(l.rules.SeatSection, "seat %d is not a place at this table (1 to %d)", s.Seat, l.rules.Seats)
	}
	return nil
}

// closedError is the error of a wager or withdrawal after the bets closed.
func (l *Layout) closedError(rec *Record) error {
	return Rulef(l.closes(), "bets are closed in round %d: wagers are placed and taken down %s", rec.Round(), l.rules.Before)
}

// closes returns the section that closes the bets.
func (l *Layout) closes() string {
	if l.rules.Closes != "" {
		return l.rules.Closes
	}
	return l.rules.Section
}

// who names the owner of a step's money in messages.
func who(seat int, player string) string {
	if player != "" {
		return fmt.Sprintf("behind bettor %q at seat %d", player, seat)
	}
	return "seat " + strconv.Itoa(seat)
}

// Place puts a wager step's money on the layout (README "steps"): each id
// the game takes, a positive amount, added to what the seat (or the
// standing player) already holds on it; then every total is checked against
// its rule, the table's limits (3), its group's maximum (9), the wager it
// needs and section 10. Nothing changes unless every wager passes; then
// each is recorded as an EventWager.
func (l *Layout) Place(rec *Record, s Step) error {
	if l.closed {
		return l.closedError(rec)
	}
	es := append(make([]entry, 0, len(l.seat(s.Seat))+len(s.Wagers)), l.seat(s.Seat)...)
	kinds := make([]*Bet, len(s.Wagers))
	held := make([]money.Amount, len(s.Wagers))
	for k, w := range s.Wagers {
		b, err := l.bet(w.ID)
		if err != nil {
			return err
		}
		switch {
		case b.Behind && s.Player == "":
			return Rulef(b.Section, "a %s wager is a standing player's: the step names him in \"player\"", b.ID)
		case !b.Behind && s.Player != "":
			return Rulef(b.Section, "a standing player (\"player\") places only behind wagers, not %q", w.ID)
		case w.Amount <= 0:
			return &RuleError{Section: b.Section, Msg: who(s.Seat, s.Player),
				Err: &money.WagerError{Wager: b.ID, Amount: w.Amount, Err: money.ErrNotPositive}}
		}
		kinds[k] = b
		es, held[k] = add(es, entry{Wager{Seat: s.Seat, Player: s.Player, ID: b.ID, Amount: w.Amount}, b})
	}
	for k, b := range kinds {
		if err := l.check(es, s.Seat, s.Player, b, held[k], s.Wagers[k].Amount); err != nil {
			return err
		}
	}
	// A wager equal to another stays so: adding to the other is refused
	// (67.4's three equal wagers).
	for _, e := range es {
		if eq := e.bet.Rule.Equal; eq != "" && e.Player == s.Player {
			var other money.Amount
			if i := find(es, s.Player, eq); i >= 0 {
				other = es[i].Amount
			}
			if want := e.bet.Rule.Of(other); want != e.Amount {
				return Rulef(e.bet.Section, "%s: the %s wager must %s wager (%d cents), not %d", who(s.Seat, s.Player), e.ID, times(e.bet.Rule), want, e.Amount)
			}
		}
	}
	l.set(s.Seat, es)
	for k, w := range s.Wagers {
		rec.Emit(Event{Kind: EventWager, Seat: s.Seat, Player: s.Player, Wager: kinds[k].ID, Amount: w.Amount})
	}
	return nil
}

// add adds e's amount to its wager in es (a seat's, already copied),
// placing a new wager last; it returns what the wager held before.
func add(es []entry, e entry) ([]entry, money.Amount) {
	if i := find(es, e.Player, e.ID); i >= 0 {
		held := es[i].Amount
		es[i].Amount = held.Plus(e.Amount)
		return es, held
	}
	return append(es, e), 0
}

// total returns the wagers of a seat's es in group, behind wagers included.
func total(es []entry, group string) money.Amount {
	var t money.Amount
	for _, e := range es {
		if e.bet.Group == group {
			t = t.Plus(e.Amount)
		}
	}
	return t
}

// check verifies the total on wager b of seat (player) in es, the seat's
// wagers with the step's added, held before and amount added.
func (l *Layout) check(es []entry, seat int, player string, b *Bet, held, amount money.Amount) error {
	lim := l.rules.Limits
	sum := es[find(es, player, b.ID)].Amount
	fail := func(section string, err error) error {
		msg := who(seat, player)
		if held > 0 {
			msg += fmt.Sprintf(", adding %d cents to the %d already on %s", amount, held, b.ID)
		}
		return &RuleError{Section: section, Msg: msg, Err: err}
	}
	own := func(id string) money.Amount {
		if j := find(es, "", id); j >= 0 {
			return es[j].Amount
		}
		return 0
	}
	if b.Needs != "" && own(b.Needs) == 0 {
		if b.Behind {
			return Rulef(b.Section, "a behind wager goes on a seated player's hand: seat %d has no %s wager", seat, b.Needs)
		}
		return Rulef(b.Section, "seat %d: the %s wager is placed in addition to an initial wager (%s)", seat, b.ID, b.Needs)
	}
	if err := money.Check(b.ID, sum, b.Rule, lim, own); err != nil {
		section := b.Section
		if isLimit(err) && !b.Behind {
			section = cmp.Or(b.LimitSection, "3")
		}
		return fail(section, err)
	}
	if b.Group != "" {
		name := "seat " + strconv.Itoa(seat) + "'s " + b.Group
		if err := lim.CheckGroup(l.rules.Scope, name, total(es, b.Group)); err != nil {
			section := l.rules.GroupSection
			if b.Behind || section == "" {
				section = b.Section
			}
			return &RuleError{Section: section, Msg: who(seat, player), Err: err}
		}
	}
	if player != "" {
		return nil // section 10 is about the players at the table
	}
	return l.first.Check(seat, b.ID, sum, lim.Min)
}

// times says what an Equal rule asks, for messages: "equal the bet-1",
// "be 2 times the ante".
func times(r money.Rule) string {
	if r.Times > 1 {
		return fmt.Sprintf("be %d times the %s", r.Times, r.Equal)
	}
	return "equal the " + r.Equal
}

// isLimit reports whether err is the table's minimum or maximum (section
// 3), not the wager's own rule.
func isLimit(err error) bool {
	return errors.Is(err, money.ErrBelowMin) || errors.Is(err, money.ErrAboveMax)
}

// Withdraw takes a wager down, whole, while bets are open: a seat's own
// wager, or a standing player's behind wager. A wager that another of the
// seat's wagers needs comes down after it. The amount returned is recorded
// as an EventWithdraw.
func (l *Layout) Withdraw(rec *Record, s Step) error {
	if l.closed {
		return l.closedError(rec)
	}
	es := l.seat(s.Seat)
	i := find(es, s.Player, s.Withdraw)
	if i < 0 {
		return Rulef(l.closes(), "%s has no %s wager to withdraw", who(s.Seat, s.Player), s.Withdraw)
	}
	if s.Player == "" {
		for _, e := range es {
			if e.bet.Needs != s.Withdraw {
				continue
			}
			if e.bet.Behind {
				return Rulef(e.bet.Section, "seat %d carries behind wagers: they come down before its %s wager", s.Seat, s.Withdraw)
			}
			return Rulef(e.bet.Section, "seat %d must take down its %s wager before its %s wager", s.Seat, e.ID, s.Withdraw)
		}
	}
	w := es[i].Wager
	l.set(s.Seat, slices.Delete(slices.Clone(es), i, i+1))
	rec.Emit(Event{Kind: EventWithdraw, Seat: w.Seat, Player: w.Player, Wager: w.ID, Amount: w.Amount})
	return nil
}

// Return hands back every wager of seat's own, those that need another
// first, each recorded as an EventWithdraw: the cards go only to seats that
// placed every wager the game asks (67.5, 67.56, 67.79).
func (l *Layout) Return(rec *Record, seat int) error {
	for {
		es := l.seat(seat)
		i := slices.IndexFunc(es, func(e entry) bool {
			return e.Player == "" && !slices.ContainsFunc(es, func(o entry) bool { return o.Player == "" && o.bet.Needs == e.ID })
		})
		if i < 0 {
			return nil
		}
		if err := l.Withdraw(rec, Step{Seat: seat, Withdraw: es[i].ID}); err != nil {
			return err
		}
	}
}

// Raise puts amount more on a wager made by a decision (the war wager, a
// double, a raise), after the engine has checked the decision's rules, and
// records it as an EventWager.
func (l *Layout) Raise(rec *Record, seat int, player, id string, amount money.Amount) {
	es, _ := add(slices.Clone(l.seat(seat)), entry{Wager{Seat: seat, Player: player, ID: id, Amount: amount}, &Bet{ID: id}})
	l.set(seat, es)
	rec.Emit(Event{Kind: EventWager, Seat: seat, Player: player, Wager: id, Amount: amount})
}

// Close announces no more bets and records EventClosed; section 10 counts
// the seats that wagered in this round. The engine checks first that there
// is something to deal for.
func (l *Layout) Close(rec *Record) {
	l.closed = true
	l.first.Dealt(l.Seated)
	rec.Emit(Event{Kind: EventClosed})
}

// Shuffled tells section 10 that the cards were shuffled: every seat may
// wager on the new shoe's first round.
func (l *Layout) Shuffled() { l.first.Shuffled() }

// Clear takes every wager off the layout, paid or collected; bets stay
// closed until NextRound.
func (l *Layout) Clear() { l.seats, l.n = nil, 0 }

// NextRound empties the layout and opens the bets for the next round.
func (l *Layout) NextRound() {
	l.Clear()
	l.closed = false
}

// Options returns the wagers and withdrawals that may be made now, with
// their exact bounds (Legal while bets are open). Seat by seat: each seat's
// offered wagers (a wager that needs another only beside it; a fixed one
// once), then a new standing player's and each standing player's behind
// wager, then the withdrawals of wagers no other wager needs. With AnySeat:
// each offered wager once for any seat, within the table's limits, then
// every withdrawal.
func (l *Layout) Options() []Option {
	if l.closed {
		return nil
	}
	var out []Option
	lim := l.rules.Limits
	if l.rules.AnySeat {
		out = make([]Option, 0, len(l.offer)+l.n+dealerRoom)
		for _, b := range l.offer {
			lo, up := lim.Min, lim.Max
			if m := b.Rule.Multiple; m > 0 {
				lo, up = (lo+m-1)/m*m, up/m*m
			}
			out = append(out, Option{Kind: KindWager, Name: b.ID, Min: lo, Max: up, Multiple: b.Rule.Multiple, Section: b.Section})
		}
	} else {
		for seat := 1; seat <= l.rules.Seats; seat++ {
			out = l.seatOptions(out, seat)
		}
	}
	for _, es := range l.seats {
		for _, e := range es {
			if l.rules.AnySeat || e.Player != "" || !slices.ContainsFunc(es, func(o entry) bool { return o.bet.Needs == e.ID }) {
				out = append(out, Option{Seat: e.Seat, Player: e.Player, Kind: KindWithdraw, Name: e.ID, Section: l.closes()})
			}
		}
	}
	return out
}

// dealerRoom is the room Options leaves for the engine's dealer steps.
const dealerRoom = 4

// seatOptions appends seat's wager options with their exact bounds.
func (l *Layout) seatOptions(out []Option, seat int) []Option {
	lim := l.rules.Limits
	es := l.seat(seat)
	for i := range l.offer {
		b := &l.offer[i]
		if b.Needs != "" && l.Amount(seat, "", b.Needs) == 0 {
			continue
		}
		room := lim.Max
		if b.Group != "" {
			room = lim.Max - total(es, b.Group)
		}
		if b.Behind {
			if room >= lim.Min { // a new standing player
				out = append(out, Option{Seat: seat, Kind: KindWager, Name: b.ID, Min: lim.Min, Max: room, Section: b.Section})
			}
			for _, p := range l.Players(seat) {
				cur := l.Amount(seat, p, b.ID)
				if lo, up := max(1, lim.Min-cur), min(room, lim.Max-cur); up >= lo {
					out = append(out, Option{Seat: seat, Player: p, Kind: KindWager, Name: b.ID, Min: lo, Max: up, Section: b.Section})
				}
			}
			continue
		}
		cur := l.Amount(seat, "", b.ID)
		if slices.ContainsFunc(es, func(e entry) bool { return e.bet.Rule.Equal == b.ID }) {
			continue // another wager equals it: it may not change
		}
		if eq := b.Rule.Equal; eq != "" { // exactly the other wager (or a multiple of it), once
			want := b.Rule.Of(l.Amount(seat, "", eq))
			if cur == 0 && want > 0 && want <= room && want <= lim.Max && l.first.Check(seat, b.ID, want, lim.Min) == nil {
				out = append(out, Option{Seat: seat, Kind: KindWager, Name: b.ID, Min: want, Max: want, Section: b.Section})
			}
			continue
		}
		if f := b.Rule.Fixed; f > 0 {
			if cur == 0 && l.first.Check(seat, b.ID, f, lim.Min) == nil {
				out = append(out, Option{Seat: seat, Kind: KindWager, Name: b.ID, Min: f, Max: f, Section: b.Section})
			}
			continue
		}
		if l.first.Check(seat, b.ID, 0, lim.Min) != nil {
			continue // 10: refused until the reshuffle
		}
		hi := min(lim.Max, cur+room)
		if b.Rule.AtMost != "" {
			hi = min(hi, l.Amount(seat, "", b.Rule.AtMost))
		}
		if l.first.Check(seat, b.ID, hi, lim.Min) != nil {
			hi = lim.Min // 10: limited to the table minimum
		}
		lo, up := max(1, lim.Min-cur), hi-cur
		if m := b.Rule.Multiple; m > 0 {
			lo, up = (lo+m-1)/m*m, up/m*m
		}
		if up >= lo {
			out = append(out, Option{Seat: seat, Kind: KindWager, Name: b.ID, Min: lo, Max: up, Multiple: b.Rule.Multiple, Section: b.Section})
		}
	}
	return out
}
