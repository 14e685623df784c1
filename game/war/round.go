package war

import (
	"strconv"

	"croupier/card"
	"croupier/game"
	"croupier/money"
)

const maxSeats = 7

// seat is one betting place's cards and choice in the current round; its
// money is on the layout.
type seat struct {
	first, second card.Card // the first card and the war card
	choice        string    // "war" or "surrender" after a tie
}

// Engine is a War table. Its state is plain values (arrays, and slices that
// are only appended to or copied before they change), so Apply can undo a
// failed step by restoring a copy.
type Engine struct {
	rules  Rules
	tape   *game.Tape
	shoe   card.Shoe
	rec    game.Record
	bets   game.Layout
	phase  game.Phase
	seats  [maxSeats + 1]seat
	dealer [2]card.Card
}

// New opens a War table under rules r reading its cards from tape.
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

// tied reports whether seat n has an initial wager and a first card of the
// dealer's rank.
func (e *Engine) tied(n int) bool {
	return e.main(n) > 0 && e.seats[n].first.Rank() == e.dealer[0].Rank()
}

// main returns seat n's initial wager.
func (e *Engine) main(n int) money.Amount { return e.bets.Amount(n, "", "main") }

// turn returns the first seat that tied and has not yet chosen, or 0.
func (e *Engine) turn() int {
	if e.phase != game.PhaseDecision {
		return 0
	}
	for i := 1; i <= e.rules.Seats; i++ {
		if e.tied(i) && e.seats[i].choice == "" {
			return i
		}
	}
	return 0
}

func (e *Engine) decide(s game.Step) error {
	if e.phase != game.PhaseDecision {
		return game.Rulef("67.38(3)", "no decision is open: a seat chooses war or surrender only when its first card ties the dealer's")
	}
	t := e.turn()
	if s.Seat != t {
		if !e.tied(s.Seat) || e.seats[s.Seat].choice != "" {
			return game.Rulef("67.38(3)", "seat %d has no decision to make; seat %d is to choose war or surrender", s.Seat, t)
		}
		return game.Rulef("67.38(3)", "out of turn: seat %d decides before seat %d", t, s.Seat)
	}
	main := e.main(t)
	switch s.Act {
	case "war":
		if s.HasAmt && s.Amount != main {
			return game.Rulef("67.39", "the war wager equals the initial wager, %d cents, not %d", main, s.Amount)
		}
		e.bets.Raise(&e.rec, t, "", "war", main)
	case "surrender":
		if s.HasAmt {
			return game.Rulef("67.38(3)", "surrender takes no amount")
		}
	default:
		return game.Rulef("67.38(3)", "seat %d ties the dealer and must choose war or surrender, not %q", t, s.Act)
	}
	e.seats[t].choice = s.Act
	e.rec.Emit(game.Event{Kind: game.EventDecision, Seat: t, Text: s.Act})
	if e.turn() == 0 {
		return e.finishRound()
	}
	return nil
}

func (e *Engine) dealerStep(name string) error {
	switch name {
	case "no-more-bets":
		if e.phase != game.PhaseBets {
			return game.Rulef("67.37", "bets are already closed in round %d", e.rec.Round())
		}
		return e.deal()
	case "next-round":
		if e.phase != game.PhaseOver {
			return game.Rulef("67.38", "round %d is not settled yet", e.rec.Round())
		}
		e.phase = game.PhaseBets
		e.seats = [maxSeats + 1]seat{}
		e.dealer = [2]card.Card{}
		e.bets.NextRound()
		e.rec.NextRound()
		return nil
	}
	return game.Rulef("", "War's dealer steps are no-more-bets and next-round, not %q", name)
}

func (e *Engine) draw(to string) (card.Card, error) {
	c, err := e.tape.Card(&e.shoe)
	if err != nil {
		return 0, err
	}
	e.rec.Emit(game.Event{Kind: game.EventCard, Cards: []string{c.String()}, Text: to})
	return c, nil
}

// deal is 67.37: one card face up to each seat with a wager, then the dealer.
func (e *Engine) deal() error {
	if e.bets.Empty() {
		return game.Rulef("67.36", "no initial wager is on the layout: there is nothing to deal")
	}
	e.bets.Close(&e.rec)
	for _, i := range e.bets.Seats() {
		c, err := e.draw(strconv.Itoa(i))
		if err != nil {
			return err
		}
		e.seats[i].first = c
	}
	c, err := e.draw("dealer")
	if err != nil {
		return err
	}
	e.dealer[0] = c
	e.phase = game.PhaseDecision
	if e.turn() == 0 {
		return e.finishRound()
	}
	return nil
}

// finishRound runs the war, if any seat chose it (67.39), then settles.
func (e *Engine) finishRound() error {
	var atWar []int
	for i := 1; i <= e.rules.Seats; i++ {
		if e.seats[i].choice == "war" {
			atWar = append(atWar, i)
		}
	}
	if len(atWar) > 0 {
		if err := e.burn(); err != nil {
			return err
		}
		for _, i := range atWar {
			c, err := e.draw(strconv.Itoa(i))
			if err != nil {
				return err
			}
			e.seats[i].second = c
		}
		if err := e.burn(); err != nil {
			return err
		}
		c, err := e.draw("dealer")
		if err != nil {
			return err
		}
		e.dealer[1] = c
	}
	e.settle()
	return nil
}

// burn is the three cards drawn and set aside before each side's war card (67.39).
func (e *Engine) burn() error {
	for range 3 {
		if _, err := e.draw("burn"); err != nil {
			return err
		}
	}
	return nil
}

// Finish implements game.Engine: War has no default for the war-or-surrender
// decision, and wagers must be dealt.
func (e *Engine) Finish() error {
	switch e.phase {
	case game.PhaseDecision:
		return game.Rulef("67.38(3)", "the script ends while seat %d must choose war or surrender in round %d", e.turn(), e.rec.Round())
	case game.PhaseBets:
		if !e.bets.Empty() {
			return game.Rulef("67.37", "the script ends with wagers on the layout in round %d and no \"no-more-bets\"", e.rec.Round())
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
			l.Options = append(l.Options, game.Option{Kind: game.KindDealer, Name: "no-more-bets", Section: "67.37"})
		}
	case game.PhaseDecision:
		m := e.main(l.Turn)
		l.Options = append(l.Options,
			game.Option{Seat: l.Turn, Kind: game.KindAct, Name: "war", Min: m, Max: m, Section: "67.39"},
			game.Option{Seat: l.Turn, Kind: game.KindAct, Name: "surrender", Section: "67.38(3)"})
	case game.PhaseOver:
		l.Options = append(l.Options, game.Option{Kind: game.KindDealer, Name: "next-round"})
	}
	return l
}

// View implements game.Engine. Every War card is dealt face up (67.37), so
// every seat sees the same table; the rest of the shoe is never shown.
func (e *Engine) View(seatNo int) game.View {
	v := game.View{Seat: seatNo, Round: e.rec.Round(), Phase: e.phase, Turn: e.turn(),
		Shoe: &game.ShoeView{Dealt: e.shoe.Dealt(), StopOut: e.shoe.StopOut()}, Last: e.rec.Last()}
	if e.phase != game.PhaseBets {
		v.Hands = map[string][]game.Shown{}
		for k, cs := range e.hands() {
			for _, c := range cs.Cards {
				v.Hands[k] = append(v.Hands[k], game.Shown{Card: c})
			}
		}
	}
	v.Wagers = e.bets.Wagers()
	return v
}

// hands returns the cards in play: each seat's first card and war card, the
// dealer's likewise.
func (e *Engine) hands() game.Hands {
	h := game.Hands{}
	add := func(k string, cs [2]card.Card) {
		for _, c := range cs {
			if c != 0 {
				h[k] = game.Cards(append(h[k].Cards, c.String())...)
			}
		}
	}
	for i := 1; i <= e.rules.Seats; i++ {
		add(strconv.Itoa(i), [2]card.Card{e.seats[i].first, e.seats[i].second})
	}
	add("dealer", e.dealer)
	return h
}

// Rounds implements game.Engine.
func (e *Engine) Rounds() []game.Round { return e.rec.Rounds() }

// Events implements game.Engine. Every War card is dealt face up.
func (e *Engine) Events(seat int) []game.Event { return e.rec.Events(seat) }
