package threefiveseven

import (
	"croupier/game"
)

// EventReveal is the dealer turning cards up (67.48–67.50).
const EventReveal = game.EventReveal

// Engine is a 3-5-7 Poker table: the shared poker table with 67.41's
// rules. Its state is plain values, so Apply can undo a failed step by
// restoring a copy.
type Engine struct {
	game.PokerTable
	rules Rules
}

// The cards of 67.46: a block of three to each player, four to the dealer;
// the dealer's first two are the ones he turns up first (67.49).
const (
	cardsEach   = 3
	dealerCards = 4
	firstShown  = 2
)

// New opens a 3-5-7 Poker table under rules r reading its cards from tape.
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

// hasSeven reports whether seat has a 7-card bet to keep or withdraw
// (67.47).
func (e *Engine) hasSeven(seat int) bool { return e.Bets.Amount(seat, "", "seven-card") > 0 }

// turn returns the first seat, in seat order, still to keep or withdraw
// its 7-card bet, or 0.
func (e *Engine) turn() int { return e.Turn(e.hasSeven) }

// decide takes a seat's withdrawal or keeping of its 7-card bet (67.47),
// seats in order. Keeping is the default (games.md): a seat's decision
// given while earlier seats have not decided keeps their bets for them,
// as a later seat's step does in Red Dog and blackjack's insurance.
func (e *Engine) decide(s game.Step) error {
	if e.Phase == game.PhaseOver {
		return game.Rulef("67.47", "the dealer has shown his cards in round %d: the 7-card bet may be withdrawn only before he shows 2 of his 4 cards", e.Rec.Round())
	}
	// Any seat still to decide may: the turn is its own, and the seats
	// before it keep (below).
	if err := e.CheckTurn(s, s.Seat, e.hasSeven, "67.47", "keep or withdraw", "has no 7-card bet"); err != nil {
		return err
	}
	switch s.Act {
	case "withdraw-seven", "keep":
		if s.HasAmt {
			return game.Rulef("67.47", "%s takes no amount", s.Act)
		}
	default:
		return game.Rulef("67.47", "seat %d keeps its 7-card bet or withdraws it (withdraw-seven), not %q", s.Seat, s.Act)
	}
	for t := e.turn(); t != s.Seat; t = e.turn() {
		e.DecidedOn(t, "seven-card", "keep") // the default for an earlier seat
	}
	e.DecidedOn(s.Seat, "seven-card", s.Act)
	if e.turn() == 0 {
		e.settle()
	}
	return nil
}

// keepAll keeps the 7-card bet of every seat still to decide (the
// default) and settles the round.
func (e *Engine) keepAll() {
	for t := e.turn(); t != 0; t = e.turn() {
		e.DecidedOn(t, "seven-card", "keep")
	}
	e.settle()
}

func (e *Engine) dealerStep(name string) error {
	switch name {
	case "no-more-bets":
		if err := e.CheckBets(e.ready(), "67.45", "no seat has placed both its three-card and five-card bets"); err != nil {
			return err
		}
		// 67.45: a seat needs both; one without them is handed its wagers back.
		for _, st := range e.Bets.Seats() {
			if !e.complete(st) {
				if err := e.Bets.Return(&e.Rec, st); err != nil {
					return err
				}
			}
		}
		e.Bets.Close(&e.Rec)
		return e.deal()
	case "next-round":
		if e.Phase == game.PhaseDecision {
			e.keepAll() // the seats still to decide keep their 7-card bets
		}
		return e.NextRound("67.50")
	}
	return game.Rulef("", "3-5-7 Poker's dealer steps are no-more-bets and next-round, not %q", name)
}

// complete reports whether seat has placed both its 3-card and its 5-card
// bet (67.45).
func (e *Engine) complete(seat int) bool {
	return e.Bets.Amount(seat, "", "three-card") > 0 && e.Bets.Amount(seat, "", "five-card") > 0
}

// ready reports whether some seat may be dealt (67.45).
func (e *Engine) ready() bool {
	for _, s := range e.Bets.Seats() {
		if e.complete(s) {
			return true
		}
	}
	return false
}

// deal is 67.46: three cards face down to each player in turn, then four
// face down to the dealer. Seats with a 7-card bet then decide (67.47);
// without one, the dealer turns the cards up at once.
func (e *Engine) deal() error {
	game.ShuffleFor(&e.Shoe, len(e.Bets.Seats())*cardsEach+dealerCards, &e.Bets, &e.Rec)
	if err := e.Deal(e.Bets.Seats(), cardsEach); err != nil {
		return err
	}
	if err := e.Deal([]int{0}, dealerCards); err != nil {
		return err
	}
	e.Phase = game.PhaseDecision
	if e.turn() == 0 {
		e.settle()
	}
	return nil
}

// Finish implements game.Engine: the seats still to decide keep their
// 7-card bets (the default) and the round settles; wagers must be dealt.
func (e *Engine) Finish() error {
	if e.Phase == game.PhaseDecision {
		e.keepAll()
		return nil
	}
	return e.FinishBets("67.45")
}

// Legal implements game.Engine.
func (e *Engine) Legal() game.Legal {
	l := e.PokerTable.Legal(e.turn(), e.ready(), "67.45")
	if e.Phase == game.PhaseDecision {
		l.Options = []game.Option{
			{Seat: l.Turn, Kind: game.KindAct, Name: "withdraw-seven", Section: "67.47"},
			{Seat: l.Turn, Kind: game.KindAct, Name: "keep", Section: "67.47"},
		}
	}
	return l
}

// View implements game.Engine. Cards are dealt face down (67.46): a seat
// sees its own; nobody but Omniscient sees another hand or the dealer's
// until he turns them up (67.48–67.50).
func (e *Engine) View(seat int) game.View { return e.ViewTurn(seat, e.turn()) }
