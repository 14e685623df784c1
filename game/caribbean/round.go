package caribbean

import (
	"croupier/game"
	"croupier/money"
)

// Engine is a Caribbean Stud table: the shared poker table with the rules
// of 67.10–67.21 and the progressive jackpot it draws on. Its state is plain
// values, so Apply can undo a failed step by restoring a copy.
type Engine struct {
	game.PokerTable
	rules   Rules
	jackpot game.Jackpot
}

// New opens a Caribbean Stud table under rules r reading its cards from
// tape.
func New(r Rules, tape *game.Tape) (*Engine, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	return &Engine{PokerTable: game.NewPokerTable(tape, r.shoe(), r.betting()), rules: r, jackpot: r.jackpot()}, nil
}

// Jackpot returns the progressive jackpot now (67.21: what the display
// board shows).
func (e *Engine) Jackpot() money.Amount { return e.jackpot.Amount }

// Apply implements game.Engine.
func (e *Engine) Apply(s game.Step) error {
	return game.Atomic(e, e.Tape, func() error {
		if err := e.jackpot.Tell(s, "67.21", e.rules.Progressive); err != nil {
			return err
		}
		return e.Route(s, e.decide, e.dealerStep, "jackpot")
	})
}

// hasAnte reports whether seat has an ante to raise or fold (67.16).
func (e *Engine) hasAnte(seat int) bool { return e.Bets.Amount(seat, "", "ante") > 0 }

// turn returns the first seat still to raise or fold, or 0.
func (e *Engine) turn() int { return e.Turn(e.hasAnte) }

// decide takes a seat's raise or fold (67.16), seats in order.
func (e *Engine) decide(s game.Step) error {
	if err := e.CheckTurn(s, e.turn(), e.hasAnte, "67.16", "raise or fold", "has no ante"); err != nil {
		return err
	}
	twice := 2 * e.Bets.Amount(s.Seat, "", "ante")
	switch s.Act {
	case "raise":
		if s.HasAmt && s.Amount != twice {
			return game.Rulef("67.16", "the additional wager is twice the ante, %d cents, not %d", twice, s.Amount)
		}
		e.Bets.Raise(&e.Rec, s.Seat, "", "raise", twice)
	case "fold":
		if s.HasAmt {
			return game.Rulef("67.16", "fold takes no amount")
		}
	default:
		return game.Rulef("67.16", "seat %d raises or folds, not %q", s.Seat, s.Act)
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
		if err := e.CheckBets(!e.Bets.Empty(), "67.14", "no wager is on the layout"); err != nil {
			return err
		}
		e.Bets.Close(&e.Rec)
		return e.deal()
	case "next-round":
		return e.NextRound("67.17")
	}
	return game.Rulef("", "Caribbean Stud's dealer steps are no-more-bets and next-round, not %q", name)
}

// deal is 67.15: five cards face down to each seat in turn, then five to
// the dealer, the fifth face up.
func (e *Engine) deal() error {
	if err := e.Deal(e.Bets.Seats(), 5); err != nil {
		return err
	}
	if err := e.Deal([]int{0}, 4); err != nil {
		return err
	}
	if err := e.Give(0, true); err != nil {
		return err
	}
	e.Phase = game.PhaseDecision
	return nil
}

// Finish implements game.Engine: raise or fold has no default (67.16);
// wagers must be dealt.
func (e *Engine) Finish() error {
	if e.Phase == game.PhaseDecision {
		return game.Rulef("67.16", "the script ends while seat %d must raise or fold in round %d", e.turn(), e.Rec.Round())
	}
	return e.FinishBets("67.14")
}

// Legal implements game.Engine.
func (e *Engine) Legal() game.Legal {
	l := e.PokerTable.Legal(e.turn(), !e.Bets.Empty(), "67.14")
	if e.Phase == game.PhaseDecision {
		twice := 2 * e.Bets.Amount(l.Turn, "", "ante")
		l.Options = []game.Option{
			{Seat: l.Turn, Kind: game.KindAct, Name: "raise", Min: twice, Max: twice, Section: "67.16"},
			{Seat: l.Turn, Kind: game.KindAct, Name: "fold", Section: "67.16"},
		}
	}
	return l
}

// View implements game.Engine. Cards are dealt face down but the dealer's
// fifth (67.15): a seat sees its own; nobody but Omniscient sees another
// hand or the dealer's other four until he exposes them (67.17, 67.18).
func (e *Engine) View(seat int) game.View { return e.ViewTurn(seat, e.turn()) }

// Progressive implements game.Progressive.
func (e *Engine) Progressive() (game.Jackpot, bool) { return e.jackpot, e.rules.Progressive }
