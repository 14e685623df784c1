package sicbo

import (
	"fmt"
	"slices"

	"croupier/dice"
	"croupier/game"
	"croupier/money"
)

// A bet is one seat's money on one spot of the layout.
type bet struct {
	seat   int
	spot   spot
	id     string // spot's wager id
	amount money.Amount
}

// Engine is a Sic Bo table. Its state is plain values; the layout is copied
// before it is changed (the seat's own wagers and the list of seats, never
// the whole layout), never changed in place, and the other slices are only
// appended to, so Apply can undo a failed step by restoring a copy.
type Engine struct {
	rules  Rules
	tape   *game.Tape
	round  int
	phase  string
	bets   [][]bet   // the layout by seat (index 0 unused): each seat's wagers in the order first placed
	nbets  int       // how many wagers are on the layout
	roll   dice.Roll // the current round's roll, once rolled
	rounds []game.Round
	events []game.Event
}

// New opens a Sic Bo table reading its rolls from tape.
func New(t game.Table, tape *game.Tape) *Engine {
	return &Engine{rules: RulesOf(t), tape: tape, round: 1, phase: game.PhaseBets}
}

// Apply implements game.Engine.
func (e *Engine) Apply(s game.Step) error {
	return game.Atomic(e, e.tape, func() error { return e.apply(s) })
}

func (e *Engine) apply(s game.Step) error {
	if err := game.CheckSeat(s, e.rules.Seats, "95.19", "95.22"); err != nil {
		return err
	}
	switch s.Kind() {
	case game.KindWager:
		return e.wager(s)
	case game.KindWithdraw:
		return e.withdraw(s)
	case game.KindAct:
		return game.Rulef("95.22", "Sic Bo has no decisions: a player only places wagers, so seat %d cannot %q", s.Seat, s.Act)
	}
	return e.dealerStep(s.Dealer)
}

func (e *Engine) emit(ev game.Event) {
	ev.Round = e.round
	e.events = append(e.events, ev)
}

// find returns the index in a seat's wagers of its wager on sp, or -1.
func find(bets []bet, sp spot) int {
	return slices.IndexFunc(bets, func(b bet) bool { return b.spot == sp })
}

// seatBets returns a seat's wagers on the layout.
func (e *Engine) seatBets(seat int) []bet {
	if seat < len(e.bets) {
		return e.bets[seat]
	}
	return nil
}

// setSeat replaces a seat's wagers, copying the list of seats.
func (e *Engine) setSeat(seat int, bets []bet) {
	out := make([][]bet, max(len(e.bets), seat+1))
	copy(out, e.bets)
	e.nbets += len(bets) - len(out[seat])
	out[seat] = bets
	e.bets = out
}

// wager places a seat's wagers (95.22, 95.23). A wager on an id the seat
// already holds adds to it; the table's limits apply to the total.
func (e *Engine) wager(s game.Step) error {
	if e.phase != game.PhaseBets {
		return game.Rulef("95.23", "bets are closed in round %d: a wager is placed before the dice are rolled", e.round)
	}
	bets := slices.Clone(e.seatBets(s.Seat))
	for _, w := range s.Wagers {
		sp, err := parseSpot(w.ID)
		if err != nil {
			return err
		}
		if w.Amount <= 0 {
			return &game.RuleError{Section: sp.section(), Msg: fmt.Sprintf("seat %d", s.Seat),
				Err: &money.WagerError{Wager: w.ID, Amount: w.Amount, Err: money.ErrNotPositive}}
		}
		i := find(bets, sp)
		var held money.Amount
		if i >= 0 {
			held = bets[i].amount
		}
		total := held.Plus(w.Amount)
		if err := money.Check(w.ID, total, money.Rule{}, e.rules.Limits, nil); err != nil {
			msg := fmt.Sprintf("seat %d", s.Seat)
			if held > 0 {
				msg += fmt.Sprintf(", adding %d cents to the %d already on %s", w.Amount, held, w.ID)
			}
			return &game.RuleError{Section: "3", Msg: msg, Err: err}
		}
		if i >= 0 {
			bets[i].amount = total
		} else {
			bets = append(bets, bet{seat: s.Seat, spot: sp, id: sp.String(), amount: total})
		}
	}
	e.setSeat(s.Seat, bets)
	for _, w := range s.Wagers {
		e.emit(game.Event{Kind: game.EventWager, Seat: s.Seat, Wager: w.ID, Amount: w.Amount})
	}
	return nil
}

// withdraw takes a seat's wager down, whole, while bets are open (95.23).
func (e *Engine) withdraw(s game.Step) error {
	if e.phase != game.PhaseBets {
		return game.Rulef("95.23", "bets are closed in round %d: a wager can be taken down only before the dice are rolled", e.round)
	}
	sp, err := parseSpot(s.Withdraw)
	if err != nil {
		return err
	}
	bets := e.seatBets(s.Seat)
	i := find(bets, sp)
	if i < 0 {
		return game.Rulef("95.23", "seat %d has no %s wager to withdraw", s.Seat, s.Withdraw)
	}
	amt := bets[i].amount
	e.setSeat(s.Seat, slices.Delete(slices.Clone(bets), i, i+1))
	e.emit(game.Event{Kind: game.EventWithdraw, Seat: s.Seat, Wager: s.Withdraw, Amount: amt})
	return nil
}

func (e *Engine) dealerStep(name string) error {
	switch name {
	case "no-more-bets":
		if e.phase != game.PhaseBets {
			return game.Rulef("95.23", "bets are already closed in round %d", e.round)
		}
		return e.close()
	case "roll":
		switch e.phase {
		case game.PhaseOver:
			return game.Rulef("95.20", "round %d is settled: the dice are rolled again after next-round and new wagers", e.round)
		case game.PhaseBets: // the leniency of doc.go: the roll closes the bets
			if err := e.close(); err != nil {
				return err
			}
		}
		return e.rollDice()
	case "next-round":
		if e.phase != game.PhaseOver {
			return game.Rulef("95.24", "round %d is not settled yet: the dice have not been rolled", e.round)
		}
		e.round++
		e.phase = game.PhaseBets
		e.bets, e.nbets = nil, 0
		e.roll = nil
		e.emit(game.Event{Kind: game.EventNewRound})
		return nil
	}
	return game.Rulef("95.20", "Sic Bo's dealer steps are no-more-bets, roll and next-round, not %q", name)
}

// close announces no more bets (95.23): there must be something to roll for.
func (e *Engine) close() error {
	if e.nbets == 0 {
		return game.Rulef("95.23", "no wager is on the layout in round %d: there is nothing to roll for", e.round)
	}
	e.phase = game.PhaseDealer
	e.emit(game.Event{Kind: game.EventClosed})
	return nil
}

// rollDice reads one roll of the three dice (95.18, 95.20) and settles.
func (e *Engine) rollDice() error {
	r, err := e.tape.Dice(3)
	if err != nil {
		return &game.RuleError{Section: "95.18", Msg: fmt.Sprintf("roll of the three dice in round %d", e.round), Err: err}
	}
	e.roll = r
	e.emit(game.Event{Kind: game.EventRoll, Dice: slices.Clone([]int(r))})
	e.settle(r)
	return nil
}

// ordered returns the layout in settlement order: by seat, then in the order
// each wager id was first placed.
func (e *Engine) ordered() []bet {
	out := make([]bet, 0, e.nbets)
	for _, bets := range e.bets {
		out = append(out, bets...)
	}
	return out
}

// Finish implements game.Engine: wagers on the layout must be rolled for.
func (e *Engine) Finish() error {
	if e.phase != game.PhaseOver && e.nbets > 0 {
		return game.Rulef("95.20", "the script ends in round %d with wagers on the layout that were not rolled for", e.round)
	}
	return nil
}

// Legal implements game.Engine.
func (e *Engine) Legal() game.Legal {
	l := game.Legal{Round: e.round, Phase: e.phase, Options: make([]game.Option, 0, len(layout)+e.nbets+2)}
	switch e.phase {
	case game.PhaseBets:
		min, max := e.rules.Limits.Min, e.rules.Limits.Max
		for _, w := range layout {
			l.Options = append(l.Options, game.Option{Kind: game.KindWager, Name: w.id, Min: min, Max: max, Section: w.spot.section()})
		}
		for _, bets := range e.bets {
			for _, b := range bets {
				l.Options = append(l.Options, game.Option{Seat: b.seat, Kind: game.KindWithdraw, Name: b.id, Section: "95.23"})
			}
		}
		if e.nbets > 0 {
			l.Options = append(l.Options,
				game.Option{Kind: game.KindDealer, Name: "no-more-bets", Section: "95.23"},
				game.Option{Kind: game.KindDealer, Name: "roll", Section: "95.20"})
		}
	case game.PhaseDealer:
		l.Options = append(l.Options, game.Option{Kind: game.KindDealer, Name: "roll", Section: "95.20"})
	case game.PhaseOver:
		l.Options = append(l.Options, game.Option{Kind: game.KindDealer, Name: "next-round"})
	}
	return l
}

// View implements game.Engine. Nothing is hidden in Sic Bo: every seat sees
// the roll, the whole layout and the last settled round. Once the dice are
// rolled the layout is empty, its wagers paid or collected: they are in Last
// until next-round.
func (e *Engine) View(seatNo int) game.View {
	v := game.View{Seat: seatNo, Round: e.round, Phase: e.phase}
	if e.roll != nil {
		v.Dice = slices.Clone([]int(e.roll))
	}
	for _, b := range e.ordered() {
		v.Wagers = append(v.Wagers, game.Wager{Seat: b.seat, ID: b.id, Amount: b.amount})
	}
	if n := len(e.rounds); n > 0 {
		last := cloneRound(e.rounds[n-1])
		v.Last = &last
	}
	return v
}

func cloneRound(r game.Round) game.Round {
	r.Dice = slices.Clone(r.Dice)
	r.Settlements = slices.Clone(r.Settlements)
	return r
}

// Rounds implements game.Engine: the engine's own append-only slice.
func (e *Engine) Rounds() []game.Round { return e.rounds[:len(e.rounds):len(e.rounds)] }

// Events implements game.Engine: the engine's own append-only slice.
func (e *Engine) Events() []game.Event { return e.events[:len(e.events):len(e.events)] }
