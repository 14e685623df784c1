package crazyfour

import (
	"strconv"

	"croupier/card"
	"croupier/game"
	"croupier/handeval"
	"croupier/money"
)

// EventReveal is the dealer turning a hand up (67.82, 67.83). The string is
// stored and sent; it never changes.
const EventReveal game.EventKind = "reveal"

// Engine is a Crazy Four Poker table. Its state is plain values (arrays,
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
	exposed bool                 // 67.82: the dealer has turned his cards up
}

// New opens a Crazy Four Poker table under rules r reading its cards from
// tape.
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

// decide takes a seat's play — the ante, or up to three times it with a
// pair of aces or better in its best four (67.81, ruling P8); the ante when
// no amount is given — or fold, seats in order.
func (e *Engine) decide(s game.Step) error {
	if e.phase != game.PhaseDecision {
		return game.Rulef("67.81", "no decision is open in round %d: a seat plays or folds after seeing its cards", e.rec.Round())
	}
	t := e.turn()
	ante := e.bets.Amount(s.Seat, "", "ante")
	switch {
	case ante == 0:
		return game.Rulef("67.81", "seat %d has no ante, so no play or fold to make", s.Seat)
	case s.Seat != t:
		return game.Rulef("67.81", "seat %d is to play or fold now, not seat %d", t, s.Seat)
	}
	switch s.Act {
	case "play":
		amount := ante
		if s.HasAmt {
			amount = s.Amount
		}
		top := e.most(t)
		if amount < ante || amount > top {
			if top == ante {
				return game.Rulef("67.81", "the additional bet equals the ante, %d cents, not %d (3 times it needs a pair of aces or better)", ante, amount)
			}
			return game.Rulef("67.81", "the additional bet is from the ante to 3 times it, %d to %d cents, not %d", ante, top, amount)
		}
		e.bets.Raise(&e.rec, t, "", "play", amount)
	case "fold":
		if s.HasAmt {
			return game.Rulef("67.81", "fold takes no amount")
		}
	default:
		return game.Rulef("67.81", "seat %d plays or folds, not %q", t, s.Act)
	}
	e.choice[t] = s.Act
	e.rec.Emit(game.Event{Kind: game.EventDecision, Seat: t, Text: s.Act})
	if e.turn() == 0 {
		e.settle()
	}
	return nil
}

// most returns the largest play bet seat may make: 3 times the ante with a
// pair of aces or better in its best four (67.81, ruling P8), else the ante.
func (e *Engine) most(seat int) money.Amount {
	ante := e.bets.Amount(seat, "", "ante")
	if handeval.PairOfAcesOrBetter(best(e.hands[seat][:])) {
		return 3 * ante
	}
	return ante
}

func (e *Engine) dealerStep(name string) error {
	switch name {
	case "no-more-bets":
		if e.phase != game.PhaseBets {
			return game.Rulef("67.79", "bets are already closed in round %d", e.rec.Round())
		}
		if !e.ready() {
			return game.Rulef("67.79", "no seat has placed its ante and Super Bonus in round %d: there is nothing to deal", e.rec.Round())
		}
		// 67.79: a seat needs both; one without them is handed its wagers back.
		for _, st := range e.bets.Seats() {
			if e.bets.Amount(st, "", "super-bonus") == 0 {
				if err := e.bets.Return(&e.rec, st); err != nil {
					return err
				}
			}
		}
		e.bets.Close(&e.rec)
		return e.deal()
	case "next-round":
		if e.phase != game.PhaseOver {
			return game.Rulef("67.82", "round %d is not settled yet", e.rec.Round())
		}
		e.phase = game.PhaseBets
		e.hands, e.dealer = [maxSeats + 1][cardsEach]card.Card{}, [dealerCards]card.Card{}
		e.choice, e.exposed = [maxSeats + 1]string{}, false
		e.bets.NextRound()
		e.rec.NextRound()
		return nil
	}
	return game.Rulef("", "Crazy Four Poker's dealer steps are no-more-bets and next-round, not %q", name)
}

// ready reports whether a seat has placed its ante and Super Bonus
// (67.79), so that there is someone to deal to.
func (e *Engine) ready() bool {
	for _, s := range e.bets.Seats() {
		if e.bets.Amount(s, "", "super-bonus") > 0 {
			return true
		}
	}
	return false
}

// deal is 67.80: five cards face down to each seat with a wager in turn,
// then five to the dealer.
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
		e.rec.Emit(game.Event{Kind: game.EventCard, Text: "dealer (face down)"})
	}
	e.phase = game.PhaseDecision
	return nil
}

// Finish implements game.Engine: play or fold has no default (67.70);
// wagers must be dealt.
func (e *Engine) Finish() error {
	switch e.phase {
	case game.PhaseDecision:
		return game.Rulef("67.81", "the script ends while seat %d must play or fold in round %d", e.turn(), e.rec.Round())
	case game.PhaseBets:
		if !e.bets.Empty() {
			return game.Rulef("67.79", "the script ends with wagers on the layout in round %d and no \"no-more-bets\"", e.rec.Round())
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
			l.Options = append(l.Options, game.Option{Kind: game.KindDealer, Name: "no-more-bets", Section: "67.79"})
		}
	case game.PhaseDecision:
		a := e.bets.Amount(l.Turn, "", "ante")
		l.Options = []game.Option{
			{Seat: l.Turn, Kind: game.KindAct, Name: "play", Min: a, Max: e.most(l.Turn), Section: "67.81"},
			{Seat: l.Turn, Kind: game.KindAct, Name: "fold", Section: "67.81"},
		}
	case game.PhaseOver:
		l.Options = []game.Option{{Kind: game.KindDealer, Name: "next-round"}}
	}
	return l
}

// View implements game.Engine. Cards are dealt face down (67.80): a seat
// sees its own; nobody but Omniscient sees another hand or the dealer's
// until he turns them up (67.82, 67.83).
func (e *Engine) View(seat int) game.View {
	v := game.View{Seat: seat, Round: e.rec.Round(), Phase: e.phase, Turn: e.turn(), Wagers: e.bets.Wagers(),
		Shoe: &game.ShoeView{Dealt: e.shoe.Dealt(), StopOut: e.shoe.StopOut()}, Last: e.rec.Last()}
	if e.phase == game.PhaseBets {
		return v
	}
	v.Hands = game.ShowHands(e.shown(), seat, func(string, int) bool { return e.exposed })
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
