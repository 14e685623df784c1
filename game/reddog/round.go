package reddog

import (
	"croupier/card"
	"croupier/game"
)

// Engine is a Red Dog table. Its state is plain values (arrays, and slices
// only appended to or copied before they change), so Apply can undo a
// failed step by restoring a copy.
type Engine struct {
	rules   Rules
	tape    *game.Tape
	shoe    card.Shoe
	rec     game.Record
	bets    game.Layout
	phase   game.Phase
	cards   [3]card.Card // the first two cards and the third, as drawn
	decided [maxSeats + 1]bool
}

// New opens a Red Dog table under rules r reading its cards from tape.
func New(r Rules, tape *game.Tape) (*Engine, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	return &Engine{rules: r, tape: tape, shoe: r.shoe(), rec: game.NewRecord(), bets: game.NewLayout(r.betting()), phase: game.PhaseBets}, nil
}

// Apply implements game.Engine.
func (e *Engine) Apply(s game.Step) error {
	return game.Atomic(e, e.tape, func() error { return e.apply(s) })
}

func (e *Engine) apply(s game.Step) error {
	if err := e.bets.CheckSeat(s); err != nil {
		return err
	}
	switch s.Kind() {
	case game.KindWager:
		return e.bets.Place(&e.rec, s)
	case game.KindWithdraw:
		return e.bets.Withdraw(&e.rec, s)
	case game.KindAct:
		return e.decide(s)
	}
	return e.dealerStep(s.Dealer)
}

// spread returns the number of values strictly between the first two
// cards (ruling RD1): -1 for a pair, 0 for consecutive values.
func (e *Engine) spread() int { return spread(e.cards[0].Rank(), e.cards[1].Rank()) }

// spread returns the number of values strictly between ranks a and b
// (ruling RD1): -1 for a pair, 0 for consecutive values.
func spread(a, b card.Rank) int {
	return max(int(a), int(b)) - min(int(a), int(b)) - 1
}

// turn returns the first seat still to decide on the spread, or 0.
func (e *Engine) turn() int {
	if e.phase != game.PhaseDecision {
		return 0
	}
	for _, s := range e.bets.Seats() {
		if !e.decided[s] {
			return s
		}
	}
	return 0
}

// decide takes a seat's raise or stand on a spread (66(3)), seats in
// order; seats before it that have not decided stand, the default.
func (e *Engine) decide(s game.Step) error {
	if e.phase != game.PhaseDecision {
		return game.Rulef("66(3)", "no decision is open in round %d: a seat raises or stands only when the first two cards show a spread", e.rec.Round())
	}
	if s.Act != "raise" && s.Act != "stand" {
		return game.Rulef("66(3)", "Red Dog's decisions are raise and stand, not %q", s.Act)
	}
	main := e.bets.Amount(s.Seat, "", "main")
	if main == 0 || e.decided[s.Seat] {
		return game.Rulef("66(3)", "seat %d has no decision to make on this spread; seat %d is to raise or stand", s.Seat, e.turn())
	}
	for t := e.turn(); t != s.Seat; t = e.turn() {
		e.stand(t) // a later seat's step: the earlier ones took the default
	}
	switch s.Act {
	case "raise":
		if !s.HasAmt || s.Amount <= 0 || s.Amount > main {
			return game.Rulef("66(3)", "seat %d: a raise is an \"amount\" from 1 cent up to the initial wager, %d cents, not %d", s.Seat, main, s.Amount)
		}
		e.bets.Raise(&e.rec, s.Seat, "", "raise", s.Amount)
		e.decided[s.Seat] = true
		e.rec.Emit(game.Event{Kind: game.EventDecision, Seat: s.Seat, Amount: s.Amount, Text: "raise"})
	case "stand":
		if s.HasAmt {
			return game.Rulef("66(3)", "stand takes no amount")
		}
		e.stand(s.Seat)
	}
	if e.turn() == 0 {
		return e.third()
	}
	return nil
}

// stand records seat's stand on the spread.
func (e *Engine) stand(seat int) {
	e.decided[seat] = true
	e.rec.Emit(game.Event{Kind: game.EventDecision, Seat: seat, Text: "stand"})
}

func (e *Engine) dealerStep(name string) error {
	switch name {
	case "no-more-bets":
		if e.phase != game.PhaseBets {
			return game.Rulef("65", "bets are already closed in round %d", e.rec.Round())
		}
		if e.bets.Empty() {
			return game.Rulef("65", "no wager is on the layout in round %d: there is nothing to deal", e.rec.Round())
		}
		e.bets.Close(&e.rec)
		return e.deal()
	case "next-round":
		if e.phase == game.PhaseDecision {
			if err := e.standAll(); err != nil { // the default for every seat not yet decided
				return err
			}
		}
		if e.phase != game.PhaseOver {
			return game.Rulef("66", "round %d is not settled yet", e.rec.Round())
		}
		e.phase = game.PhaseBets
		e.cards = [3]card.Card{}
		e.decided = [maxSeats + 1]bool{}
		e.bets.NextRound()
		e.rec.NextRound()
		return nil
	}
	return game.Rulef("", "Red Dog's dealer steps are no-more-bets and next-round, not %q", name)
}

// standAll takes the default, stand, for every seat still to decide, and
// draws the third card.
func (e *Engine) standAll() error {
	for t := e.turn(); t != 0; t = e.turn() {
		e.stand(t)
	}
	return e.third()
}

func (e *Engine) draw(i int) error {
	c, err := e.tape.Card(&e.shoe)
	if err != nil {
		return err
	}
	e.cards[i] = c
	e.rec.Emit(game.Event{Kind: game.EventCard, Cards: []string{c.String()}, Text: "dealer"})
	return nil
}

// deal is 66: two cards face up; consecutive values push (66(1)), a pair
// draws the third card at once (66(2)), a spread opens the raises (66(3)).
func (e *Engine) deal() error {
	for i := range 2 {
		if err := e.draw(i); err != nil {
			return err
		}
	}
	switch sp := e.spread(); {
	case sp == 0:
		e.settle()
	case sp < 0:
		return e.third()
	default:
		e.phase = game.PhaseDecision
	}
	return nil
}

// third draws the third card and settles.
func (e *Engine) third() error {
	if err := e.draw(2); err != nil {
		return err
	}
	e.settle()
	return nil
}

// Finish implements game.Engine: undecided seats stand (the default), and
// the third card must be on the tape; wagers must be dealt.
func (e *Engine) Finish() error {
	switch e.phase {
	case game.PhaseDecision:
		if err := game.Atomic(e, e.tape, e.standAll); err != nil {
			return err
		}
	case game.PhaseBets:
		if !e.bets.Empty() {
			return game.Rulef("65", "the script ends with wagers on the layout in round %d and no \"no-more-bets\"", e.rec.Round())
		}
	}
	return nil
}

// Legal implements game.Engine.
func (e *Engine) Legal() game.Legal {
	l := game.Legal{Round: e.rec.Round(), Phase: e.phase, Turn: e.turn()}
	switch e.phase {
	case game.PhaseBets:
		l.Options = e.bets.Options()
		if !e.bets.Empty() {
			l.Options = append(l.Options, game.Option{Kind: game.KindDealer, Name: "no-more-bets", Section: "66"})
		}
	case game.PhaseDecision:
		m := e.bets.Amount(l.Turn, "", "main")
		l.Options = []game.Option{
			{Seat: l.Turn, Kind: game.KindAct, Name: "raise", Min: 1, Max: m, Section: "66(3)"},
			{Seat: l.Turn, Kind: game.KindAct, Name: "stand", Section: "66(3)"},
		}
	case game.PhaseOver:
		l.Options = []game.Option{{Kind: game.KindDealer, Name: "next-round"}}
	}
	return l
}

// View implements game.Engine. Every card is dealt face up (66), so every
// seat sees the same table.
func (e *Engine) View(seat int) game.View {
	v := game.View{Seat: seat, Round: e.rec.Round(), Phase: e.phase, Turn: e.turn(), Wagers: e.bets.Wagers(),
		Shoe: &game.ShoeView{Dealt: e.shoe.Dealt(), StopOut: e.shoe.StopOut()}, Last: e.rec.Last()}
	if h := e.hand(); len(h.Cards) > 0 {
		shown := make([]game.Shown, len(h.Cards))
		for i, c := range h.Cards {
			shown[i] = game.Shown{Card: c}
		}
		v.Hands = map[string][]game.Shown{"dealer": shown}
	}
	return v
}

// hand returns the cards drawn so far.
func (e *Engine) hand() game.Hand {
	var cs []string
	for _, c := range e.cards {
		if c != 0 {
			cs = append(cs, c.String())
		}
	}
	return game.Cards(cs...)
}

// Rounds implements game.Engine.
func (e *Engine) Rounds() []game.Round { return e.rec.Rounds() }

// Events implements game.Engine. Every Red Dog card is dealt face up.
func (e *Engine) Events(seat int) []game.Event { return e.rec.Events(seat) }
