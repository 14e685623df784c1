package fourcard

import (
	"strconv"

	"croupier/card"
	"croupier/game"
)

// EventReveal is the dealer turning a hand up (67.71, 67.72). The string is
// stored and sent; it never changes.
const EventReveal game.EventKind = "reveal"

// Engine is a 4-Card Poker table. Its state is plain values (arrays,
// and slices only appended to or copied before they change), so Apply can
// undo a failed step by restoring a copy.
type Engine struct {
	rules   Rules
	tape    *game.Tape
	shoe    card.Shoe
	rec     game.Record
	bets    game.Layout
	phase   game.Phase
	hands   [maxSeats + 1][cardsEach]card.Card
	dealer  [dealerCards]card.Card
	choice  [maxSeats + 1]string // "play" or "fold"
	exposed bool                 // 67.71: the dealer has turned his cards up
}

// New opens a 4-Card Poker table under rules r reading its cards from tape.
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

// turn returns the first seat with an ante still to play or fold, or 0.
func (e *Engine) turn() int {
	if e.phase != game.PhaseDecision {
		return 0
	}
	for _, s := range e.bets.Seats() {
		if e.bets.Amount(s, "", "ante") > 0 && e.choice[s] == "" {
			return s
		}
	}
	return 0
}

// decide takes a seat's play (1 to 3 times the ante; the ante when no
// amount is given) or fold (67.70), seats in order.
func (e *Engine) decide(s game.Step) error {
	if e.phase != game.PhaseDecision {
		return game.Rulef("67.70", "no decision is open in round %d: a seat plays or folds after seeing its cards", e.rec.Round())
	}
	t := e.turn()
	ante := e.bets.Amount(s.Seat, "", "ante")
	switch {
	case ante == 0:
		return game.Rulef("67.70", "seat %d has no ante, so no play or fold to make", s.Seat)
	case s.Seat != t:
		return game.Rulef("67.70", "seat %d is to play or fold now, not seat %d", t, s.Seat)
	}
	switch s.Act {
	case "play":
		amount := ante
		if s.HasAmt {
			amount = s.Amount
		}
		if amount < ante || amount > 3*ante {
			return game.Rulef("67.70", "the additional bet is at least the ante and at most 3 times it, %d to %d cents, not %d", ante, 3*ante, amount)
		}
		e.bets.Raise(&e.rec, t, "", "play", amount)
	case "fold":
		if s.HasAmt {
			return game.Rulef("67.70", "fold takes no amount")
		}
	default:
		return game.Rulef("67.70", "seat %d plays or folds, not %q", t, s.Act)
	}
	e.choice[t] = s.Act
	e.rec.Emit(game.Event{Kind: game.EventDecision, Seat: t, Text: s.Act})
	if e.turn() == 0 {
		e.settle()
	}
	return nil
}

func (e *Engine) dealerStep(name string) error {
	switch name {
	case "no-more-bets":
		if e.phase != game.PhaseBets {
			return game.Rulef("67.68", "bets are already closed in round %d", e.rec.Round())
		}
		if e.bets.Empty() {
			return game.Rulef("67.68", "no wager is on the layout in round %d: there is nothing to deal", e.rec.Round())
		}
		e.bets.Close(&e.rec)
		return e.deal()
	case "next-round":
		if e.phase != game.PhaseOver {
			return game.Rulef("67.72", "round %d is not settled yet", e.rec.Round())
		}
		e.phase = game.PhaseBets
		e.hands, e.dealer = [maxSeats + 1][cardsEach]card.Card{}, [dealerCards]card.Card{}
		e.choice, e.exposed = [maxSeats + 1]string{}, false
		e.bets.NextRound()
		e.rec.NextRound()
		return nil
	}
	return game.Rulef("", "4-Card Poker's dealer steps are no-more-bets and next-round, not %q", name)
}

// deal is 67.69: five cards face down to each seat with a wager in turn,
// then six to the dealer, the sixth face up.
func (e *Engine) deal() error {
	game.ShuffleFor(&e.shoe, len(e.bets.Seats())*cardsEach+dealerCards, &e.bets, &e.rec)
	for _, s := range e.bets.Seats() {
		for i := range cardsEach {
			c, err := e.tape.Card(&e.shoe)
			if err != nil {
				return err
			}
			e.hands[s][i] = c
			e.rec.Emit(game.Event{Kind: game.EventCard, Seat: s, Cards: []string{c.String()}, FaceDown: true, Text: strconv.Itoa(s)})
		}
	}
	for i := range dealerCards {
		c, err := e.tape.Card(&e.shoe)
		if err != nil {
			return err
		}
		e.dealer[i] = c
		if i == dealerCards-1 {
			e.rec.Emit(game.Event{Kind: game.EventCard, Cards: []string{c.String()}, Text: "dealer"})
		} else {
			e.rec.Emit(game.Event{Kind: game.EventCard, Text: "dealer (face down)"})
		}
	}
	e.phase = game.PhaseDecision
	if e.turn() == 0 { // Aces Up only: nothing to decide
		e.settle()
	}
	return nil
}

// Finish implements game.Engine: play or fold has no default (67.70);
// wagers must be dealt.
func (e *Engine) Finish() error {
	switch e.phase {
	case game.PhaseDecision:
		return game.Rulef("67.70", "the script ends while seat %d must play or fold in round %d", e.turn(), e.rec.Round())
	case game.PhaseBets:
		if !e.bets.Empty() {
			return game.Rulef("67.68", "the script ends with wagers on the layout in round %d and no \"no-more-bets\"", e.rec.Round())
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
			l.Options = append(l.Options, game.Option{Kind: game.KindDealer, Name: "no-more-bets", Section: "67.68"})
		}
	case game.PhaseDecision:
		a := e.bets.Amount(l.Turn, "", "ante")
		l.Options = []game.Option{
			{Seat: l.Turn, Kind: game.KindAct, Name: "play", Min: a, Max: 3 * a, Section: "67.70"},
			{Seat: l.Turn, Kind: game.KindAct, Name: "fold", Section: "67.70"},
		}
	case game.PhaseOver:
		l.Options = []game.Option{{Kind: game.KindDealer, Name: "next-round"}}
	}
	return l
}

// View implements game.Engine. Cards are dealt face down (67.69): a seat
// sees its own and the dealer's sixth card; nobody but Omniscient sees
// another hand or the dealer's other cards until he turns them up (67.71,
// 67.72).
func (e *Engine) View(seat int) game.View {
	v := game.View{Seat: seat, Round: e.rec.Round(), Phase: e.phase, Turn: e.turn(), Wagers: e.bets.Wagers(),
		Shoe: &game.ShoeView{Dealt: e.shoe.Dealt(), StopOut: e.shoe.StopOut()}, Last: e.rec.Last()}
	if e.phase == game.PhaseBets {
		return v
	}
	v.Hands = game.ShowHands(e.shown(), seat, func(k string, i int) bool { return e.exposed || (k == "dealer" && i == dealerCards-1) })
	return v
}

// shown returns the hands dealt: each seat's and the dealer's.
func (e *Engine) shown() game.Hands {
	hs := game.Hands{}
	for _, s := range e.bets.Seats() {
		hs[strconv.Itoa(s)] = game.Cards(card.Strings(e.hands[s][:])...)
	}
	if e.dealer[0] != 0 {
		hs["dealer"] = game.Cards(card.Strings(e.dealer[:])...)
	}
	return hs
}

// Rounds implements game.Engine.
func (e *Engine) Rounds() []game.Round { return e.rec.Rounds() }

// Events implements game.Engine: a card dealt face down reaches only its
// seat until the dealer exposes the hands.
func (e *Engine) Events(seat int) []game.Event { return e.rec.Events(seat) }
