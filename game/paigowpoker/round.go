package paigowpoker

import (
	"slices"
	"strconv"

	"croupier/card"
	"croupier/game"
	"croupier/money"
)

// EventReveal is the dealer turning the hands face up (52). The string is
// stored and sent; it never changes.
const EventReveal game.EventKind = "reveal"

// dealerPos is the dealer's position, the seventh (49; games.md).
const dealerPos = positions

// A hand is the seven cards dealt to a position and how they were set.
// high and low are set once, to new slices, never changed in place: a copy
// of the engine restores them.
type hand struct {
	cards       [7]card.Card
	high, low   []card.Card // the set, in the order given (50)
	decided     bool        // set, set the house way, or surrendered
	surrendered bool        // 52, ruling PG2
	foul        bool        // 44(3), 50, ruling PG5
}

// Engine is a Pai Gow Poker table. Its state is plain values, so Apply can
// undo a failed step by restoring a copy.
type Engine struct {
	rules    Rules
	tape     *game.Tape
	shoe     card.Shoe
	rec      game.Record
	bets     game.Layout
	phase    game.Phase
	number   int                 // 48.1: the position the generator drew; 0 without position-bet
	hands    [positions + 1]hand // by position: 1–6 the seats, 7 the dealer (49)
	rest     [4]card.Card        // the remaining four (48, ruling PG6)
	revealed bool                // 52: the hands are exposed
	bank     int                 // this round's bank: 0 the dealer, or a seat (53)
	rotation game.BankRotation   // 53: who may bank the next round
}

// New opens a Pai Gow Poker table under rules r reading its cards (and,
// with position-bet, the drawn position) from tape.
func New(r Rules, tape *game.Tape) (*Engine, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	return &Engine{rules: r, tape: tape, shoe: r.shoe(), rec: game.NewRecord(), bets: game.NewLayout(r.betting()),
		phase: game.PhaseBets, bank: r.BankSeat}, nil
}

// Apply implements game.Engine.
func (e *Engine) Apply(s game.Step) error {
	return game.Atomic(e, e.tape, func() error { return e.apply(s) })
}

func (e *Engine) apply(s game.Step) error {
	if s.Dealer != "" {
		return e.dealerStep(s)
	}
	if err := e.bets.CheckSeat(s, "high", "low"); err != nil {
		return err
	}
	switch s.Kind() {
	case game.KindWager:
		if len(s.Args) > 0 {
			return game.Rulef("43", "a wager step takes no \"high\" or \"low\"")
		}
		if s.Seat == e.bank {
			return game.Rulef("53", "seat %d is the bank this round: it covers the main wagers and places none", s.Seat)
		}
		return e.bets.Place(&e.rec, s)
	case game.KindWithdraw:
		return e.bets.Withdraw(&e.rec, s)
	}
	return e.decide(s)
}

// bankPos is the position whose hand is the bank's: the dealer's, or the
// banking seat's (53, ruling PG3).
func (e *Engine) bankPos() int {
	if e.bank > 0 {
		return e.bank
	}
	return dealerPos
}

// turn returns the seat to set its hand now: the seats with a main wager,
// in seat order (games.md); 0 when none is left.
func (e *Engine) turn() int {
	if e.phase != game.PhaseDecision {
		return 0
	}
	for s := 1; s <= e.rules.Seats; s++ {
		if s != e.bank && e.bets.Amount(s, "", "main") > 0 && !e.hands[s].decided {
			return s
		}
	}
	return 0
}

// decide takes a seat's set, house way or surrender (50–52), in turn.
func (e *Engine) decide(s game.Step) error {
	if e.phase != game.PhaseDecision {
		return game.Rulef("50", "no hand is being set in round %d: seat %d cannot %q now", e.rec.Round(), s.Seat, s.Act)
	}
	if s.Act != "set" && s.Act != "house-way" && s.Act != "surrender" {
		return game.Rulef("50", "a Pai Gow Poker player sets his hand (set, house-way) or surrenders (52), not %q", s.Act)
	}
	if s.HasAmt {
		return game.Rulef("50", "%s takes no amount", s.Act)
	}
	if s.Act != "set" && len(s.Args) > 0 {
		return game.Rulef("50", "%s takes no \"high\" or \"low\": only set does", s.Act)
	}
	t := e.turn()
	if s.Seat != t {
		return game.Rulef("50", "seat %d is to set its hand now, not seat %d (seat order)", t, s.Seat)
	}
	h := &e.hands[t]
	switch s.Act {
	case "set":
		high, low, err := e.parseSet(s, h)
		if err != nil {
			return err
		}
		h.high, h.low, h.foul = high, low, Foul(high, low)
	case "house-way":
		set, _ := HouseWay(h.cards)
		h.high, h.low = slices.Clone(set.High[:]), slices.Clone(set.Low[:])
	case "surrender":
		h.surrendered = true
	}
	h.decided = true
	e.rec.Emit(game.Event{Kind: game.EventDecision, Seat: t, Text: s.Act})
	if e.turn() == 0 {
		e.finishRound()
	}
	return nil
}

// parseSet reads a set step's "high" and "low": together exactly the seven
// cards dealt to the seat, each once (50); split other than 5 + 2 is a
// foul set, not an error (44(3), ruling PG5).
func (e *Engine) parseSet(s game.Step, h *hand) (high, low []card.Card, err error) {
	read := func(name string) ([]card.Card, error) {
		var l []string
		ok, err := s.Arg(name, &l, "a list of cards")
		if err != nil {
			err.(*game.RuleError).Section = "50"
			return nil, err
		}
		if !ok {
			return nil, game.Rulef("50", "set names the %s hand: {\"high\": [5 cards], \"low\": [2 cards]}", name)
		}
		out := make([]card.Card, len(l))
		for i, x := range l {
			c, err := card.Parse(x)
			if err != nil {
				return nil, &game.RuleError{Section: "50", Msg: "the " + name + " hand's card " + strconv.Itoa(i+1), Err: err}
			}
			out[i] = c
		}
		return out, nil
	}
	if high, err = read("high"); err != nil {
		return nil, nil, err
	}
	if low, err = read("low"); err != nil {
		return nil, nil, err
	}
	all := append(slices.Clone(high), low...)
	for i, c := range all {
		if !slices.Contains(h.cards[:], c) {
			return nil, nil, game.Rulef("50", "%s was not dealt to seat %d (its cards are %v): a set is the seat's own seven cards (ruling PG5)", c, s.Seat, card.Strings(h.cards[:]))
		}
		if slices.Contains(all[:i], c) {
			return nil, nil, game.Rulef("50", "%s is set twice: a set is the seat's seven cards, each once", c)
		}
	}
	if len(all) != 7 {
		return nil, nil, game.Rulef("50", "a set is all seven of the seat's cards, not %d", len(all))
	}
	return high, low, nil
}

func (e *Engine) dealerStep(s game.Step) error {
	if err := s.NoArgs("bank"); err != nil {
		err.(*game.RuleError).Section = "53"
		return err
	}
	_, banks := s.Args["bank"]
	if banks && s.Dealer != "next-round" {
		return game.Rulef("53", "the dealer offers the bank with next-round, for the round it starts")
	}
	switch s.Dealer {
	case "no-more-bets":
		if e.phase != game.PhaseBets {
			return game.Rulef("43", "bets are already closed in round %d", e.rec.Round())
		}
		if e.bets.Empty() {
			return game.Rulef("43", "no wager is on the layout in round %d: there is nothing to deal", e.rec.Round())
		}
		if e.bank > 0 { // 53: the banking seat covers every main wager
			var cover money.Amount
			for _, w := range e.bets.Wagers() {
				if w.ID == "main" {
					cover = cover.Plus(w.Amount)
				}
			}
			e.bets.Raise(&e.rec, e.bank, "", "bank", cover)
		}
		e.bets.Close(&e.rec)
		return e.deal()
	case "next-round":
		if e.phase != game.PhaseOver {
			return game.Rulef("52", "round %d is not settled yet", e.rec.Round())
		}
		next := 0
		if banks {
			var err error
			if next, err = e.rotation.Offer(s.Args["bank"], e.bank, e.rules.Seats, "53"); err != nil {
				return err
			}
		}
		e.phase = game.PhaseBets
		e.hands, e.rest, e.number, e.revealed = [positions + 1]hand{}, [4]card.Card{}, 0, false
		e.bank = next
		e.bets.NextRound()
		e.rec.NextRound()
		return nil
	}
	return game.Rulef("", "Pai Gow Poker's dealer steps are no-more-bets and next-round, not %q", s.Dealer)
}

// dealt reports whether position p takes part: a seat with a main wager,
// the banking seat, or the dealer (49: the others' cards are collected).
func (e *Engine) dealt(p int) bool {
	return p == dealerPos || p == e.bank || e.bets.Amount(p, "", "main") > 0
}

// deal is 49 (ruling PG6): with position-bet the generator's number first
// (48.1), then seven blocks of seven cards to the positions in turn from
// that number (or from 1), face down, then the remaining four.
func (e *Engine) deal() error {
	first := 1
	if e.rules.PositionBet {
		n, err := e.tape.Int(1, positions)
		if err != nil {
			return err
		}
		e.number, first = n, n
		e.rec.Emit(game.Event{Kind: EventNumber, Text: strconv.Itoa(n)})
	}
	for k := range positions {
		p := (first-1+k)%positions + 1
		for i := range 7 {
			c, err := e.tape.Card(&e.shoe)
			if err != nil {
				return err
			}
			e.hands[p].cards[i] = c
		}
		switch {
		case p == dealerPos:
			e.rec.Emit(game.Event{Kind: game.EventCard, Text: "dealer (face down)"})
		case e.dealt(p):
			e.rec.Emit(game.Event{Kind: game.EventCard, Seat: p, Cards: card.Strings(e.hands[p].cards[:]), FaceDown: true, Text: strconv.Itoa(p)})
		default:
			e.rec.Emit(game.Event{Kind: game.EventCard, Text: "position " + strconv.Itoa(p) + " (no wager: collected, 49)"})
		}
	}
	for i := range e.rest {
		c, err := e.tape.Card(&e.shoe)
		if err != nil {
			return err
		}
		e.rest[i] = c
	}
	e.rec.Emit(game.Event{Kind: game.EventCard, Text: "the remaining four (face down, 48)"})
	e.phase = game.PhaseDecision
	if e.turn() == 0 {
		e.finishRound()
	}
	return nil
}

// EventNumber is the position the random number generator drew (48.1).
const EventNumber game.EventKind = "number"

// finishRound sets the bank's hand the house way (52) — and the dealer's,
// not wagered, when a seat banks (ruling PG3) — exposes the hands and
// settles.
func (e *Engine) finishRound() {
	for _, p := range []int{e.bankPos(), dealerPos} {
		h := &e.hands[p]
		if !h.decided {
			set, _ := HouseWay(h.cards)
			h.high, h.low, h.decided = slices.Clone(set.High[:]), slices.Clone(set.Low[:]), true
		}
	}
	e.revealed = true
	for k, h := range e.shown() {
		if k != "remaining" {
			e.rec.Emit(game.Event{Kind: EventReveal, Cards: append(slices.Clone(h.High), h.Low...), Text: k})
		}
	}
	e.settle()
}

// Finish implements game.Engine: setting a hand has no default (50, 51).
func (e *Engine) Finish() error {
	switch e.phase {
	case game.PhaseDecision:
		return game.Rulef("50", "the script ends while seat %d is to set its hand in round %d", e.turn(), e.rec.Round())
	case game.PhaseBets:
		if !e.bets.Empty() {
			return game.Rulef("43", "the script ends with wagers on the layout in round %d and no \"no-more-bets\"", e.rec.Round())
		}
	}
	return nil
}

// Legal implements game.Engine. A seat in turn is offered house-way, with
// the set the house way would make for it, and surrender; set, which
// needs its cards named, is taken whenever these are offered.
func (e *Engine) Legal() game.Legal {
	l := game.Legal{Round: e.rec.Round(), Phase: e.phase, Turn: e.turn()}
	switch e.phase {
	case game.PhaseBets:
		for _, o := range e.bets.Options() {
			if o.Seat != e.bank || e.bank == 0 {
				l.Options = append(l.Options, o)
			}
		}
		if !e.bets.Empty() {
			l.Options = append(l.Options, game.Option{Kind: game.KindDealer, Name: "no-more-bets", Section: "43"})
		}
	case game.PhaseDecision:
		way, _ := HouseWay(e.hands[l.Turn].cards)
		l.Options = []game.Option{
			{Seat: l.Turn, Kind: game.KindAct, Name: "house-way", Section: "50, 52",
				Set: &game.Hand{High: card.Strings(way.High[:]), Low: card.Strings(way.Low[:])}},
			{Seat: l.Turn, Kind: game.KindAct, Name: "surrender", Section: "52"},
		}
	case game.PhaseOver:
		l.Options = []game.Option{{Kind: game.KindDealer, Name: "next-round"}}
	}
	return l
}

// View implements game.Engine. Cards are dealt face down (49): a seat sees
// its own; the others' and the bank's are seen once exposed (52), except a
// surrendered hand, which is never shown to other players (52).
func (e *Engine) View(seat int) game.View {
	v := game.View{Seat: seat, Round: e.rec.Round(), Phase: e.phase, Turn: e.turn(), Wagers: e.bets.Wagers(),
		Shoe: &game.ShoeView{Dealt: e.shoe.Dealt(), StopOut: e.shoe.StopOut()}, Last: e.rec.Last(),
		Outcomes: game.Outcomes{Number: e.number}}
	if e.phase == game.PhaseBets {
		return v
	}
	flat := game.Hands{}
	for k, h := range e.shown() {
		if h.High != nil || h.Low != nil {
			flat[k] = game.Cards(append(slices.Clone(h.High), h.Low...)...)
		} else {
			flat[k] = h
		}
	}
	v.Hands = game.ShowHands(flat, seat, func(k string, _ int) bool {
		if !e.revealed {
			return false
		}
		if p, err := strconv.Atoi(k); err == nil {
			return !e.hands[p].surrendered
		}
		return true
	})
	return v
}

// shown returns every hand in play: each dealt seat's (its set, or its
// seven cards until set or if surrendered), the bank's under "bank", the
// dealer's under "dealer" when a seat banks, and once exposed the
// remaining four (48).
func (e *Engine) shown() game.Hands {
	hs := game.Hands{}
	show := func(h *hand) game.Hand {
		if h.high != nil {
			return game.Hand{High: card.Strings(h.high), Low: card.Strings(h.low)}
		}
		return game.Cards(card.Strings(h.cards[:])...)
	}
	for s := 1; s <= e.rules.Seats; s++ {
		if s != e.bank && e.bets.Amount(s, "", "main") > 0 {
			hs[strconv.Itoa(s)] = show(&e.hands[s])
		}
	}
	if e.bank > 0 {
		hs["bank"] = show(&e.hands[e.bank])
		if e.revealed {
			hs["dealer"] = show(&e.hands[dealerPos])
		}
	} else if e.revealed {
		hs["bank"] = show(&e.hands[dealerPos])
	}
	if e.revealed {
		hs["remaining"] = game.Cards(card.Strings(e.rest[:])...)
	}
	return hs
}

// Rounds implements game.Engine.
func (e *Engine) Rounds() []game.Round { return e.rec.Rounds() }

// Events implements game.Engine: cards dealt face down reach only their
// seat until exposed.
func (e *Engine) Events(seat int) []game.Event { return e.rec.Events(seat) }

// Carries implements game.Carrier: a round a seat banks (53) must be
// played by this engine, which knows the seat was offered the bank.
func (e *Engine) Carries() bool { return e.bank != 0 }
