package boston

import (
	"croupier/game"
)

// EventReveal is the dealer turning a hand up (67.61, 67.62).
const EventReveal = game.EventReveal

// Engine is a Boston Poker table: the shared poker table with 67.51's
// rules. Its state is plain values, so Apply can undo a failed step by
// restoring a copy.
type Engine struct {
	game.PokerTable
	rules Rules
}

// New opens a Boston Poker table under rules r reading its cards from tape.
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

// decides reports whether seat has the decision of 67.58: every seat dealt
// has placed its ante and first play (67.56), so every one decides.
func decides(int) bool { return true }

// turn returns the first seat still to play or fold, or 0.
func (e *Engine) turn() int { return e.Turn(decides) }

// decide takes a seat's second play or fold (67.58), seats in order.
func (e *Engine) decide(s game.Step) error {
	if err := e.CheckTurn(s, e.turn(), decides, "67.58", "make its second play or fold", "was not dealt"); err != nil {
		return err
	}
	twice := 2 * e.Bets.Amount(s.Seat, "", "ante")
	switch s.Act {
	case "second-play":
		if s.HasAmt && s.Amount != twice {
			return game.Rulef("67.58", "the second additional bet is double the ante, %d cents, not %d", twice, s.Amount)
		}
		e.Bets.Raise(&e.Rec, s.Seat, "", "second-play", twice)
	case "fold":
		if s.HasAmt {
			return game.Rulef("67.58", "fold takes no amount")
		}
	default:
		return game.Rulef("67.58", "seat %d makes its second play or folds, not %q", s.Seat, s.Act)
	}
	e.Decided(s.Seat, s.Act)
	if e.turn() == 0 {
		return e.drawTwo()
	}
	return nil
}

func (e *Engine) dealerStep(name string) error {
	switch name {
	case "no-more-bets":
		if err := e.CheckBets(e.ready(), "67.56", "no seat has placed its ante and first additional bet"); err != nil {
			return err
		}
		// 67.56: a seat needs both; one without them is handed its wagers back.
		for _, st := range e.Bets.Seats() {
			if e.Bets.Amount(st, "", "first-play") == 0 {
				if err := e.Bets.Return(&e.Rec, st); err != nil {
					return err
				}
			}
		}
		e.Bets.Close(&e.Rec)
		return e.deal()
	case "next-round":
		return e.NextRound("67.62")
	}
	return game.Rulef("", "Boston Poker's dealer steps are no-more-bets and next-round, not %q", name)
}

// ready reports whether a seat has placed its ante and first play (67.56).
func (e *Engine) ready() bool {
	for _, s := range e.Bets.Seats() {
		if e.Bets.Amount(s, "", "first-play") > 0 {
			return true
		}
	}
	return false
}

// deal is 67.57: three cards face down to each seat in turn, then three to
// the dealer.
func (e *Engine) deal() error {
	game.ShuffleFor(&e.Shoe, len(e.Bets.Seats())*5+5, &e.Bets, &e.Rec)
	if err := e.Deal(append(e.Bets.Seats(), 0), 3); err != nil {
		return err
	}
	e.Phase = game.PhaseDecision
	return nil
}

// drawTwo is 67.60: two more cards to each seat that made its second play,
// then two to the dealer, who takes them even when every seat folded; then
// the settlement.
func (e *Engine) drawTwo() error {
	var to []int
	for _, s := range e.Bets.Seats() {
		if e.Choice[s] == "second-play" {
			to = append(to, s)
		}
	}
	if err := e.Deal(append(to, 0), 2); err != nil {
		return err
	}
	e.settle()
	return nil
}

// Finish implements game.Engine: the second play has no default (67.58);
// wagers must be dealt.
func (e *Engine) Finish() error {
	if e.Phase == game.PhaseDecision {
		return game.Rulef("67.58", "the script ends while seat %d must make its second play or fold in round %d", e.turn(), e.Rec.Round())
	}
	return e.FinishBets("67.56")
}

// Legal implements game.Engine.
func (e *Engine) Legal() game.Legal {
	l := e.PokerTable.Legal(e.turn(), e.ready(), "67.56")
	if e.Phase == game.PhaseDecision {
		twice := 2 * e.Bets.Amount(l.Turn, "", "ante")
		l.Options = []game.Option{
			{Seat: l.Turn, Kind: game.KindAct, Name: "second-play", Min: twice, Max: twice, Section: "67.58"},
			{Seat: l.Turn, Kind: game.KindAct, Name: "fold", Section: "67.58"},
		}
	}
	return l
}

// View implements game.Engine. Cards are dealt face down (67.57, 67.60): a
// seat sees its own; nobody but Omniscient sees another hand or the
// dealer's until they are turned up (67.61, 67.62).
func (e *Engine) View(seat int) game.View { return e.ViewTurn(seat, e.turn()) }
