package letitride

import (
	"strconv"

	"croupier/card"
	"croupier/game"
)

// EventReveal is the dealer exposing a card or a hand (67.6, 67.7). The
// string is stored and sent; it never changes.
const EventReveal game.EventKind = "reveal"

// Engine is a Let It Ride table. Its state is plain values (arrays, and
// slices only appended to or copied before they change), so Apply can
// undo a failed step by restoring a copy.
type Engine struct {
	rules  Rules
	tape   *game.Tape
	shoe   card.Shoe
	rec    game.Record
	bets   game.Layout
	phase  game.Phase
	hands  [maxSeats + 1][3]card.Card
	dealer [3]card.Card // the third is burned (67.6)
	stage  int          // 1: bet-1 may be pulled; 2: bet-2 (67.6)
	choice [maxSeats + 1][2]string
	shown  int  // the dealer's cards exposed: 0, 1 (his second), 2 (both)
	over   bool // 67.7: every hand exposed
}

// New opens a Let It Ride table under rules r reading its cards from tape.
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

// turn returns the first seat still to pull or ride at this stage, or 0.
func (e *Engine) turn() int {
	if e.phase != game.PhaseDecision {
		return 0
	}
	for _, s := range e.bets.Seats() {
		if e.choice[s][e.stage-1] == "" {
			return s
		}
	}
	return 0
}

// decide takes a seat's pull or ride on bet-1 or bet-2 (67.6), in turn.
func (e *Engine) decide(s game.Step) error {
	if e.phase != game.PhaseDecision {
		return game.Rulef("67.6", "no bet may be pulled back in round %d now", e.rec.Round())
	}
	if s.Act != "pull" && s.Act != "ride" {
		return game.Rulef("67.6", "a player pulls a bet back or lets it ride, not %q", s.Act)
	}
	if s.HasAmt {
		return game.Rulef("67.6", "%s takes no amount", s.Act)
	}
	if t := e.turn(); s.Seat != t {
		return game.Rulef("67.6", "seat %d is to pull or ride %s now, not seat %d", t, bets[e.stage-1], s.Seat)
	}
	e.choice[s.Seat][e.stage-1] = s.Act
	e.rec.Emit(game.Event{Kind: game.EventDecision, Seat: s.Seat, Wager: bets[e.stage-1], Text: s.Act})
	if e.turn() != 0 {
		return nil
	}
	if e.stage == 1 { // 67.6: the third card burned, the second exposed
		e.rec.Emit(game.Event{Kind: game.EventCard, Text: "burn (the dealer's third card)"})
		e.shown, e.stage = 1, 2
		e.rec.Emit(game.Event{Kind: EventReveal, Cards: []string{e.dealer[1].String()}, Text: "dealer"})
		return nil
	}
	e.shown = 2 // 67.6: then the first
	e.rec.Emit(game.Event{Kind: EventReveal, Cards: []string{e.dealer[0].String()}, Text: "dealer"})
	e.settle()
	return nil
}

func (e *Engine) dealerStep(name string) error {
	switch name {
	case "no-more-bets":
		if e.phase != game.PhaseBets {
			return game.Rulef("67.4", "bets are already closed in round %d", e.rec.Round())
		}
		if !e.ready() {
			return game.Rulef("67.5", "no seat has placed its three equal wagers (67.4): there is nothing to deal")
		}
		// 67.5: the cards go to the players who placed three wagers; the
		// others' wagers are handed back before the deal.
		for _, s := range e.bets.Seats() {
			if !e.complete(s) {
				if err := e.bets.Return(&e.rec, s); err != nil {
					return err
				}
			}
		}
		e.bets.Close(&e.rec)
		return e.deal()
	case "next-round":
		if e.phase != game.PhaseOver {
			return game.Rulef("67.7", "round %d is not settled yet", e.rec.Round())
		}
		e.phase, e.stage, e.shown, e.over = game.PhaseBets, 0, 0, false
		e.hands, e.dealer = [maxSeats + 1][3]card.Card{}, [3]card.Card{}
		e.choice = [maxSeats + 1][2]string{}
		e.bets.NextRound()
		e.rec.NextRound()
		return nil
	}
	return game.Rulef("", "Let It Ride's dealer steps are no-more-bets and next-round, not %q", name)
}

// complete reports whether seat has placed its three equal wagers (67.4).
func (e *Engine) complete(seat int) bool {
	return e.bets.Amount(seat, "", "bet-2") > 0 && e.bets.Amount(seat, "", "bet-3") > 0
}

// ready reports whether some seat may be dealt (67.5).
func (e *Engine) ready() bool {
	for _, s := range e.bets.Seats() {
		if e.complete(s) {
			return true
		}
	}
	return false
}

// deal is 67.5: three cards face down to each player in turn, then three
// to the dealer.
func (e *Engine) deal() error {
	for _, s := range e.bets.Seats() {
		for i := range 3 {
			c, err := e.tape.Card(&e.shoe)
			if err != nil {
				return err
			}
			e.hands[s][i] = c
			e.rec.Emit(game.Event{Kind: game.EventCard, Seat: s, Cards: []string{c.String()}, FaceDown: true, Text: strconv.Itoa(s)})
		}
	}
	for i := range 3 {
		c, err := e.tape.Card(&e.shoe)
		if err != nil {
			return err
		}
		e.dealer[i] = c
		e.rec.Emit(game.Event{Kind: game.EventCard, Text: "dealer (face down)"})
	}
	e.phase, e.stage = game.PhaseDecision, 1
	return nil
}

// Finish implements game.Engine: pulling or riding has no default (67.6);
// wagers must be dealt.
func (e *Engine) Finish() error {
	switch e.phase {
	case game.PhaseDecision:
		return game.Rulef("67.6", "the script ends while seat %d is to pull or ride %s in round %d", e.turn(), bets[e.stage-1], e.rec.Round())
	case game.PhaseBets:
		if !e.bets.Empty() {
			return game.Rulef("67.4", "the script ends with wagers on the layout in round %d and no \"no-more-bets\"", e.rec.Round())
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
		if e.ready() {
			l.Options = append(l.Options, game.Option{Kind: game.KindDealer, Name: "no-more-bets", Section: "67.4"})
		}
	case game.PhaseDecision:
		l.Options = []game.Option{
			{Seat: l.Turn, Kind: game.KindAct, Name: "pull", Section: "67.6"},
			{Seat: l.Turn, Kind: game.KindAct, Name: "ride", Section: "67.6"},
		}
	case game.PhaseOver:
		l.Options = []game.Option{{Kind: game.KindDealer, Name: "next-round"}}
	}
	return l
}

// View implements game.Engine. The players' cards are face down (67.5): a
// seat sees its own until every hand is exposed (67.7); the dealer's two
// cards show as he exposes them, his second first (67.6).
func (e *Engine) View(seat int) game.View {
	v := game.View{Seat: seat, Round: e.rec.Round(), Phase: e.phase, Turn: e.turn(), Wagers: e.bets.Wagers(),
		Shoe: &game.ShoeView{Dealt: e.shoe.Dealt(), StopOut: e.shoe.StopOut()}, Last: e.rec.Last()}
	if e.phase == game.PhaseBets {
		return v
	}
	// the dealer's second card is exposed first, then his first (67.6)
	v.Hands = game.ShowHands(e.result(), seat, func(k string, i int) bool {
		return e.over || (k == "dealer" && (e.shown == 2 || (e.shown == 1 && i == 1)))
	})
	return v
}

// result returns the round's hands: each player's three cards and the
// dealer's two that complete them (67.7).
func (e *Engine) result() game.Hands {
	hs := game.Hands{"dealer": game.Cards(card.Strings(e.dealer[:2])...)}
	for _, s := range e.bets.Seats() {
		hs[strconv.Itoa(s)] = game.Cards(card.Strings(e.hands[s][:])...)
	}
	return hs
}

// Rounds implements game.Engine.
func (e *Engine) Rounds() []game.Round { return e.rec.Rounds() }

// Events implements game.Engine: a player's cards reach only his seat
// until every hand is exposed.
func (e *Engine) Events(seat int) []game.Event { return e.rec.Events(seat) }
