package fourcard

import (
	"croupier/game"
)

// EventReveal is the dealer turning a hand up (67.71, 67.72).
const EventReveal = game.EventReveal

// Engine is a 4-Card Poker table: the shared poker table with 67.64's
// rules. Its state is plain values, so Apply can undo a failed step by
// restoring a copy.
type Engine struct {
	game.PokerTable
	rules Rules
}

// New opens a 4-Card Poker table under rules r reading its cards from tape.
func New(r Rules, tape *game.Tape) (*Engine, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	return &Engine{PokerTable: game.NewPokerTable(tape, r.shoe(), r.betting()), rules: r}, nil
}

// Apply implements game.Engine.
func (e *Engine) Apply(s game.Step) error {
	return game.Atomic(e, e.Tape, func() error { return e.Route(s, e.decide, e.dealerStep) })
}

// hasAnte reports whether seat has an ante to play or fold (67.70).
func (e *Engine) hasAnte(seat int) bool { return e.Bets.Amount(seat, "", "ante") > 0 }

// turn returns the first seat with an ante still to play or fold, or 0.
func (e *Engine) turn() int { return e.Turn(e.hasAnte) }

// decide takes a seat's play (1 to 3 times the ante; the ante when no
// amount is given) or fold (67.70), seats in order.
func (e *Engine) decide(s game.Step) error {
	if err := e.CheckTurn(s, e.turn(), e.hasAnte, "67.70", "play or fold", "has no ante"); err != nil {
		return err
	}
	ante := e.Bets.Amount(s.Seat, "", "ante")
	switch s.Act {
	case "play":
		amount := ante
		if s.HasAmt {
			amount = s.Amount
		}
		if amount < ante || amount > 3*ante {
			return game.Rulef("67.70", "the additional bet is at least the ante and at most 3 times it, %d to %d cents, not %d", ante, 3*ante, amount)
		}
		e.Bets.Raise(&e.Rec, s.Seat, "", "play", amount)
	case "fold":
		if s.HasAmt {
			return game.Rulef("67.70", "fold takes no amount")
		}
	default:
		return game.Rulef("67.70", "seat %d plays or folds, not %q", s.Seat, s.Act)
	}
	e.Decided(s.Seat, s.Act)
	if e.turn() == 0 {
		e.settle()
	}
	return nil
}

func (e *Engine) dealerStep(name string) error {
	switch name {
	case "no-more-bets":
		if err := e.CheckBets(!e.Bets.Empty(), "67.68", "no wager is on the layout"); err != nil {
			return err
		}
		e.Bets.Close(&e.Rec)
		return e.deal()
	case "next-round":
		return e.NextRound("67.72")
	}
	return game.Rulef("", "4-Card Poker's dealer steps are no-more-bets and next-round, not %q", name)
}

// deal is 67.69: five cards face down to each seat with a wager in turn,
// then six to the dealer, the sixth face up.
func (e *Engine) deal() error {
	game.ShuffleFor(&e.Shoe, len(e.Bets.Seats())*cardsEach+dealerCards, &e.Bets, &e.Rec)
	if err := e.Deal(e.Bets.Seats(), cardsEach); err != nil {
		return err
	}
	if err := e.Deal([]int{0}, dealerCards-1); err != nil {
		return err
	}
	if err := e.Give(0, true); err != nil {
		return err
	}
	e.Phase = game.PhaseDecision
	if e.turn() == 0 { // Aces Up only: nothing to decide
		e.settle()
	}
	return nil
}

// Finish implements game.Engine: play or fold has no default (67.70);
// wagers must be dealt.
func (e *Engine) Finish() error {
	if e.Phase == game.PhaseDecision {
		return game.Rulef("67.70", "the script ends while seat %d must play or fold in round %d", e.turn(), e.Rec.Round())
	}
	return e.FinishBets("67.68")
}

// Legal implements game.Engine.
func (e *Engine) Legal() game.Legal {
	l := e.PokerTable.Legal(e.turn(), !e.Bets.Empty(), "67.68")
	if e.Phase == game.PhaseDecision {
		a := e.Bets.Amount(l.Turn, "", "ante")
		l.Options = []game.Option{
			{Seat: l.Turn, Kind: game.KindAct, Name: "play", Min: a, Max: 3 * a, Section: "67.70"},
			{Seat: l.Turn, Kind: game.KindAct, Name: "fold", Section: "67.70"},
		}
	}
	return l
}

// View implements game.Engine. Cards are dealt face down (67.69): a seat
// sees its own and the dealer's sixth card; nobody but Omniscient sees
// another hand or the dealer's other cards until he turns them up (67.71,
// 67.72).
func (e *Engine) View(seat int) game.View { return e.ViewTurn(seat, e.turn()) }
