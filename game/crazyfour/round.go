package crazyfour

import (
	"croupier/game"
	"croupier/handeval"
	"croupier/money"
)

// EventReveal is the dealer turning a hand up (67.82, 67.83).
const EventReveal = game.EventReveal

// Engine is a Crazy Four Poker table: the shared poker table with 67.75's
// rules. Its state is plain values, so Apply can undo a failed step by
// restoring a copy.
type Engine struct {
	game.PokerTable
	rules Rules
}

// New opens a Crazy Four Poker table under rules r reading its cards from
// tape.
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

// hasAnte reports whether seat has an ante to play or fold (67.81).
func (e *Engine) hasAnte(seat int) bool { return e.Bets.Amount(seat, "", "ante") > 0 }

// turn returns the first seat with an ante still to play or fold, or 0.
func (e *Engine) turn() int { return e.Turn(e.hasAnte) }

// decide takes a seat's play — the ante, or up to three times it with a
// pair of aces or better in its best four (67.81, ruling P8); the ante when
// no amount is given — or fold, seats in order.
func (e *Engine) decide(s game.Step) error {
	if err := e.CheckTurn(s, e.turn(), e.hasAnte, "67.81", "play or fold", "has no ante"); err != nil {
		return err
	}
	ante := e.Bets.Amount(s.Seat, "", "ante")
	switch s.Act {
	case "play":
		amount := ante
		if s.HasAmt {
			amount = s.Amount
		}
		top := e.most(s.Seat)
		if amount < ante || amount > top {
			if top == ante {
				return game.Rulef("67.81", "the additional bet equals the ante, %d cents, not %d (3 times it needs a pair of aces or better)", ante, amount)
			}
			return game.Rulef("67.81", "the additional bet is from the ante to 3 times it, %d to %d cents, not %d", ante, top, amount)
		}
		e.Bets.Raise(&e.Rec, s.Seat, "", "play", amount)
	case "fold":
		if s.HasAmt {
			return game.Rulef("67.81", "fold takes no amount")
		}
	default:
		return game.Rulef("67.81", "seat %d plays or folds, not %q", s.Seat, s.Act)
	}
	e.Decided(s.Seat, s.Act)
	if e.turn() == 0 {
		e.settle()
	}
	return nil
}

// most returns the largest play bet seat may make: 3 times the ante with a
// pair of aces or better in its best four (67.81, ruling P8), else the ante.
func (e *Engine) most(seat int) money.Amount {
	ante := e.Bets.Amount(seat, "", "ante")
	if handeval.PairOfAcesOrBetter(best(e.Hand(seat))) {
		return 3 * ante
	}
	return ante
}

func (e *Engine) dealerStep(name string) error {
	switch name {
	case "no-more-bets":
		if err := e.CheckBets(e.ready(), "67.79", "no seat has placed its ante and Super Bonus"); err != nil {
			return err
		}
		// 67.79: a seat needs both; one without them is handed its wagers back.
		for _, st := range e.Bets.Seats() {
			if e.Bets.Amount(st, "", "super-bonus") == 0 {
				if err := e.Bets.Return(&e.Rec, st); err != nil {
					return err
				}
			}
		}
		e.Bets.Close(&e.Rec)
		return e.deal()
	case "next-round":
		return e.NextRound("67.82")
	}
	return game.Rulef("", "Crazy Four Poker's dealer steps are no-more-bets and next-round, not %q", name)
}

// ready reports whether a seat has placed its ante and Super Bonus
// (67.79), so that there is someone to deal to.
func (e *Engine) ready() bool {
	for _, s := range e.Bets.Seats() {
		if e.Bets.Amount(s, "", "super-bonus") > 0 {
			return true
		}
	}
	return false
}

// deal is 67.80: five cards face down to each seat with a wager in turn,
// then five to the dealer.
func (e *Engine) deal() error {
	game.ShuffleFor(&e.Shoe, len(e.Bets.Seats())*cardsEach+dealerCards, &e.Bets, &e.Rec)
	if err := e.Deal(e.Bets.Seats(), cardsEach); err != nil {
		return err
	}
	if err := e.Deal([]int{0}, dealerCards); err != nil {
		return err
	}
	e.Phase = game.PhaseDecision
	return nil
}

// Finish implements game.Engine: play or fold has no default (67.81);
// wagers must be dealt.
func (e *Engine) Finish() error {
	if e.Phase == game.PhaseDecision {
		return game.Rulef("67.81", "the script ends while seat %d must play or fold in round %d", e.turn(), e.Rec.Round())
	}
	return e.FinishBets("67.79")
}

// Legal implements game.Engine.
func (e *Engine) Legal() game.Legal {
	l := e.PokerTable.Legal(e.turn(), e.ready(), "67.79")
	if e.Phase == game.PhaseDecision {
		a := e.Bets.Amount(l.Turn, "", "ante")
		l.Options = []game.Option{
			{Seat: l.Turn, Kind: game.KindAct, Name: "play", Min: a, Max: e.most(l.Turn), Section: "67.81"},
			{Seat: l.Turn, Kind: game.KindAct, Name: "fold", Section: "67.81"},
		}
	}
	return l
}

// View implements game.Engine. Cards are dealt face down (67.80): a seat
// sees its own; nobody but Omniscient sees another hand or the dealer's
// until he turns them up (67.82, 67.83).
func (e *Engine) View(seat int) game.View { return e.ViewTurn(seat, e.turn()) }
