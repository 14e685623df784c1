package boston

import (
	"strconv"

	"croupier/card"
	"croupier/game"
)

// EventReveal is the dealer turning a hand up (67.61, 67.62). The string
// is stored and sent; it never changes.
const EventReveal game.EventKind = "reveal"

// Engine is a Boston Poker table. Its state is plain values (arrays, and
// slices only appended to or copied before they change), so Apply can undo
// a failed step by restoring a copy.
type Engine struct {
	rules   Rules
	tape    *game.Tape
	shoe    card.Shoe
	rec     game.Record
	bets    game.Layout
	phase   game.Phase
	hands   [maxSeats + 1][5]card.Card
	dealer  [5]card.Card
	choice  [maxSeats + 1]string // "second-play" or "fold"
	exposed bool                 // 67.61, 67.62: the hands are turned up
}

// New opens a Boston Poker table under rules r reading its cards from tape.
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

// turn returns the first seat still to play or fold, or 0.
func (e *Engine) turn() int {
	if e.phase != game.PhaseDecision {
		return 0
	}
	for _, s := range e.bets.Seats() {
		if e.choice[s] == "" {
			return s
		}
	}
	return 0
}

// decide takes a seat's second play or fold (67.58), seats in order.
func (e *Engine) decide(s game.Step) error {
	if e.phase != game.PhaseDecision {
		return game.Rulef("67.58", "no decision is open in round %d: a seat makes its second play or folds after seeing its three cards", e.rec.Round())
	}
	if t := e.turn(); s.Seat != t {
		return game.Rulef("67.58", "seat %d is to make its second play or fold now, not seat %d", t, s.Seat)
	}
	twice := 2 * e.bets.Amount(s.Seat, "", "ante")
	switch s.Act {
	case "second-play":
		if s.HasAmt && s.Amount != twice {
			return game.Rulef("67.58", "the second additional bet is double the ante, %d cents, not %d", twice, s.Amount)
		}
		e.bets.Raise(&e.rec, s.Seat, "", "second-play", twice)
	case "fold":
		if s.HasAmt {
			return game.Rulef("67.58", "fold takes no amount")
		}
	default:
		return game.Rulef("67.58", "seat %d makes its second play or folds, not %q", s.Seat, s.Act)
	}
	e.choice[s.Seat] = s.Act
	e.rec.Emit(game.Event{Kind: game.EventDecision, Seat: s.Seat, Text: s.Act})
	if e.turn() == 0 {
		return e.drawTwo()
	}
	return nil
}

func (e *Engine) dealerStep(name string) error {
	switch name {
	case "no-more-bets":
		if e.phase != game.PhaseBets {
			return game.Rulef("67.56", "bets are already closed in round %d", e.rec.Round())
		}
		if !e.ready() {
			return game.Rulef("67.56", "no seat has placed its ante and first additional bet in round %d: there is nothing to deal", e.rec.Round())
		}
		// 67.56: a seat needs both; one without them is handed its wagers back.
		for _, st := range e.bets.Seats() {
			if e.bets.Amount(st, "", "first-play") == 0 {
				if err := e.bets.Return(&e.rec, st); err != nil {
					return err
				}
			}
		}
		e.bets.Close(&e.rec)
		return e.deal()
	case "next-round":
		if e.phase != game.PhaseOver {
			return game.Rulef("67.62", "round %d is not settled yet", e.rec.Round())
		}
		e.phase = game.PhaseBets
		e.hands, e.dealer = [maxSeats + 1][5]card.Card{}, [5]card.Card{}
		e.choice, e.exposed = [maxSeats + 1]string{}, false
		e.bets.NextRound()
		e.rec.NextRound()
		return nil
	}
	return game.Rulef("", "Boston Poker's dealer steps are no-more-bets and next-round, not %q", name)
}

// ready reports whether a seat has placed its ante and first play (67.56).
func (e *Engine) ready() bool {
	for _, s := range e.bets.Seats() {
		if e.bets.Amount(s, "", "first-play") > 0 {
			return true
		}
	}
	return false
}

// give deals card i of seat's hand face down (0: the dealer).
func (e *Engine) give(seat, i int) error {
	c, err := e.tape.Card(&e.shoe)
	if err != nil {
		return err
	}
	if seat == 0 {
		e.dealer[i] = c
		e.rec.Emit(game.Event{Kind: game.EventCard, Text: "dealer (face down)"})
		return nil
	}
	e.hands[seat][i] = c
	e.rec.Emit(game.Event{Kind: game.EventCard, Seat: seat, Cards: []string{c.String()}, FaceDown: true, Text: strconv.Itoa(seat)})
	return nil
}

// deal is 67.57: three cards face down to each seat in turn, then three to
// the dealer.
func (e *Engine) deal() error {
	game.ShuffleFor(&e.shoe, len(e.bets.Seats())*5+5, &e.bets, &e.rec)
	for _, s := range append(e.bets.Seats(), 0) {
		for i := range 3 {
			if err := e.give(s, i); err != nil {
				return err
			}
		}
	}
	e.phase = game.PhaseDecision
	return nil
}

// drawTwo is 67.60: two more cards to each seat that made its second play,
// then two to the dealer, who takes them even when every seat folded; then
// the settlement.
func (e *Engine) drawTwo() error {
	var to []int
	for _, s := range e.bets.Seats() {
		if e.choice[s] == "second-play" {
			to = append(to, s)
		}
	}
	for _, s := range append(to, 0) {
		for i := 3; i < 5; i++ {
			if err := e.give(s, i); err != nil {
				return err
			}
		}
	}
	e.settle()
	return nil
}

// Finish implements game.Engine: the second play has no default (67.58);
// wagers must be dealt.
func (e *Engine) Finish() error {
	switch e.phase {
	case game.PhaseDecision:
		return game.Rulef("67.58", "the script ends while seat %d must make its second play or fold in round %d", e.turn(), e.rec.Round())
	case game.PhaseBets:
		if !e.bets.Empty() {
			return game.Rulef("67.56", "the script ends with wagers on the layout in round %d and no \"no-more-bets\"", e.rec.Round())
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
			l.Options = append(l.Options, game.Option{Kind: game.KindDealer, Name: "no-more-bets", Section: "67.56"})
		}
	case game.PhaseDecision:
		twice := 2 * e.bets.Amount(l.Turn, "", "ante")
		l.Options = []game.Option{
			{Seat: l.Turn, Kind: game.KindAct, Name: "second-play", Min: twice, Max: twice, Section: "67.58"},
			{Seat: l.Turn, Kind: game.KindAct, Name: "fold", Section: "67.58"},
		}
	case game.PhaseOver:
		l.Options = []game.Option{{Kind: game.KindDealer, Name: "next-round"}}
	}
	return l
}

// View implements game.Engine. Cards are dealt face down (67.57, 67.60): a
// seat sees its own; nobody but Omniscient sees another hand or the
// dealer's until they are turned up (67.61, 67.62).
func (e *Engine) View(seat int) game.View {
	v := game.View{Seat: seat, Round: e.rec.Round(), Phase: e.phase, Turn: e.turn(), Wagers: e.bets.Wagers(),
		Shoe: &game.ShoeView{Dealt: e.shoe.Dealt(), StopOut: e.shoe.StopOut()}, Last: e.rec.Last()}
	if e.phase == game.PhaseBets {
		return v
	}
	v.Hands = game.ShowHands(e.shown(), seat, func(string, int) bool { return e.exposed })
	return v
}

// shown returns the cards dealt: each seat's and the dealer's.
func (e *Engine) shown() game.Hands {
	hs := game.Hands{}
	add := func(k string, cs []card.Card) {
		n := 0
		for n < len(cs) && cs[n] != 0 {
			n++
		}
		if n > 0 {
			hs[k] = game.Cards(card.Strings(cs[:n])...)
		}
	}
	for _, s := range e.bets.Seats() {
		add(strconv.Itoa(s), e.hands[s][:])
	}
	add("dealer", e.dealer[:])
	return hs
}

// Rounds implements game.Engine.
func (e *Engine) Rounds() []game.Round { return e.rec.Rounds() }

// Events implements game.Engine: a card dealt face down reaches only its
// seat until the hands are turned up.
func (e *Engine) Events(seat int) []game.Event { return e.rec.Events(seat) }
