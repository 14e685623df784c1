package letitride

import (
	"croupier/game"
)

// EventReveal is the dealer exposing a card or a hand (67.6, 67.7).
const EventReveal = game.EventReveal

// Engine is a Let It Ride table: the shared poker table with 67.1's rules,
// in two decision stages (67.6: bet-1, then bet-2). Its state is plain
// values, so Apply can undo a failed step by restoring a copy.
type Engine struct {
	game.PokerTable
	rules Rules
}

// New opens a Let It Ride table under rules r reading its cards from tape.
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

// decides reports whether seat pulls or rides at each stage: every seat
// dealt has its three bets up (67.5, 67.6).
func decides(int) bool { return true }

// turn returns the first seat still to pull or ride at this stage, or 0.
func (e *Engine) turn() int { return e.Turn(decides) }

// decide takes a seat's pull or ride on bet-1 or bet-2 (67.6), in turn.
func (e *Engine) decide(s game.Step) error {
	if e.Phase != game.PhaseDecision {
		return game.Rulef("67.6", "no bet may be pulled back in round %d now", e.Rec.Round())
	}
	if s.Act != "pull" && s.Act != "ride" {
		return game.Rulef("67.6", "a player pulls a bet back or lets it ride, not %q", s.Act)
	}
	if s.HasAmt {
		return game.Rulef("67.6", "%s takes no amount", s.Act)
	}
	if t := e.turn(); s.Seat != t {
		return game.Rulef("67.6", "seat %d is to pull or ride %s now, not seat %d", t, bets[e.Stage], s.Seat)
	}
	e.DecidedOn(s.Seat, bets[e.Stage], s.Act)
	if e.turn() != 0 {
		return nil
	}
	if e.Stage == 0 { // 67.6: the third card burned, the second exposed
		e.Burn(0)
		e.TurnUp(0, 1)
		e.NextStage()
		return nil
	}
	e.TurnUp(0, 0) // 67.6: then the first
	e.settle()
	return nil
}

func (e *Engine) dealerStep(name string) error {
	switch name {
	case "no-more-bets":
		if e.Phase != game.PhaseBets {
			return game.Rulef("67.4", "bets are already closed in round %d", e.Rec.Round())
		}
		if !e.ready() {
			if e.rules.Tournament {
				return game.Rulef("124", "no seat has placed its three equal wagers (67.4) and the supplemental wager its tournament entry fee is taken from: there is nothing to deal")
			}
			return game.Rulef("67.5", "no seat has placed its three equal wagers (67.4): there is nothing to deal")
		}
		// 67.5: the cards go to the players who placed three wagers (and
		// at a tournament table the bonus, 124); the others' wagers are
		// handed back before the deal.
		for _, s := range e.Bets.Seats() {
			if !e.complete(s) {
				if err := e.Bets.Return(&e.Rec, s); err != nil {
					return err
				}
			}
		}
		e.Bets.Close(&e.Rec)
		return e.deal()
	case "next-round":
		return e.NextRound("67.7")
	}
	return game.Rulef("", "Let It Ride's dealer steps are no-more-bets and next-round, not %q", name)
}

// complete reports whether seat has placed its three equal wagers (67.4)
// and, at a tournament table, the supplemental wager its entry fee is
// taken from (124).
func (e *Engine) complete(seat int) bool {
	three := e.Bets.Amount(seat, "", "bet-2") > 0 && e.Bets.Amount(seat, "", "bet-3") > 0
	return three && (!e.rules.Tournament || e.Bets.Amount(seat, "", "bonus") > 0)
}

// ready reports whether some seat may be dealt (67.5).
func (e *Engine) ready() bool {
	for _, s := range e.Bets.Seats() {
		if e.complete(s) {
			return true
		}
	}
	return false
}

// deal is 67.5: three cards face down to each player in turn, then three
// to the dealer; the first stage of decisions opens (67.6).
func (e *Engine) deal() error {
	if err := e.Deal(append(e.Bets.Seats(), 0), 3); err != nil {
		return err
	}
	e.Phase = game.PhaseDecision
	return nil
}

// Finish implements game.Engine: pulling or riding has no default (67.6);
// wagers must be dealt.
func (e *Engine) Finish() error {
	if e.Phase == game.PhaseDecision {
		return game.Rulef("67.6", "the script ends while seat %d is to pull or ride %s in round %d", e.turn(), bets[e.Stage], e.Rec.Round())
	}
	return e.FinishBets("67.4")
}

// Legal implements game.Engine.
func (e *Engine) Legal() game.Legal {
	l := e.PokerTable.Legal(e.turn(), e.ready(), "67.4")
	if e.Phase == game.PhaseDecision {
		l.Options = []game.Option{
			{Seat: l.Turn, Kind: game.KindAct, Name: "pull", Section: "67.6"},
			{Seat: l.Turn, Kind: game.KindAct, Name: "ride", Section: "67.6"},
		}
	}
	return l
}

// View implements game.Engine. The players' cards are face down (67.5): a
// seat sees its own until every hand is exposed (67.7); the dealer's
// cards show as he exposes them, his second first (67.6), his third never
// (burned).
func (e *Engine) View(seat int) game.View { return e.ViewTurn(seat, e.turn()) }
