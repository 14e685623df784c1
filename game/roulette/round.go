package roulette

import (
	"fmt"
	"slices"
	"strconv"

	"croupier/game"
	"croupier/money"
)

// Events of a roulette table besides the shared ones.
const (
	// EventSpin is a valid spin (74): Text is the winning pocket.
	EventSpin game.EventKind = "spin"
	// EventInvalidSpin is a spin that is not valid (74): the ball made
	// fewer than 7 revolutions. Text gives the pocket and the revolutions;
	// nothing is settled and the dealer spins again.
	EventInvalidSpin game.EventKind = "invalid-spin"
)

// Engine is a roulette table. Its state is plain values and slices copied
// before they change or only appended to, so Apply can undo a failed step
// by restoring a copy.
type Engine struct {
	rules Rules
	board *board // read only
	tape  *game.Tape
	rec   game.Record
	phase game.Phase
	bets  layout     // the money on the table
	chips []seatChip // the colours taken, in the order asked (70); only appended to
	spin  game.Spin  // the last valid spin, once spun is set
	spun  bool
}

// New opens a roulette table under rules r reading its spins from tape.
func New(r Rules, tape *game.Tape) (*Engine, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	return &Engine{rules: r, board: newBoard(r), tape: tape, rec: game.NewRecord(), phase: game.PhaseBets}, nil
}

// Apply implements game.Engine.
func (e *Engine) Apply(s game.Step) error {
	return game.Atomic(e, e.tape, func() error { return e.apply(s) })
}

func (e *Engine) apply(s game.Step) error {
	if err := game.CheckSeat(s, e.rules.Seats, "70", "72"); err != nil {
		return err
	}
	if e.phase == game.PhaseOver && s.Dealer != "next-round" {
		// Any step of the next round opens it first, as next-round would
		// (doc.go).
		e.nextRound()
	}
	switch s.Kind() {
	case game.KindWager:
		return e.place(s)
	case game.KindWithdraw:
		return e.withdraw(s)
	case game.KindAct:
		if s.Act != "colour" {
			return game.Rulef("70", "roulette's only act is colour, taking non-value chips (70), not %q: a player places wagers", s.Act)
		}
		return e.takeColour(s)
	}
	return e.dealerStep(s.Dealer)
}

// place puts a wager step's money on the layout (72, 73): each id the
// table takes, a positive amount in whole chips (70), added to what the seat
// already holds on it, the total within the inside or outside limits (72).
func (e *Engine) place(s game.Step) error {
	if e.phase != game.PhaseBets {
		return game.Rulef("73", "bets are closed in round %d: wagers are placed after \"place your bets\" and before \"no more bets\"", e.rec.Round())
	}
	chip, colour := e.chip(s.Seat)
	bets := slices.Clone(e.bets.seat(s.Seat))
	for _, w := range s.Wagers {
		sp, err := e.board.lookup(w.ID)
		if err != nil {
			return err
		}
		if w.Amount <= 0 {
			return &game.RuleError{Section: sp.Section, Msg: fmt.Sprintf("seat %d", s.Seat), Err: &money.WagerError{Wager: sp.ID, Amount: w.Amount, Err: money.ErrNotPositive}}
		}
		if colour && w.Amount%chip.Value != 0 {
			return game.Rulef("70", "seat %d plays %s chips worth %d cents: %d cents on %s is not a whole number of chips", s.Seat, chip.Colour, chip.Value, w.Amount, sp.ID)
		}
		var held money.Amount
		i := slices.IndexFunc(bets, func(b bet) bool { return b.Spot == sp })
		if i >= 0 {
			if bets[i].Seen > 0 {
				return game.Rulef("72.1", "seat %d's %s of an earlier round is still in play (its number showed on %d spin(s)): a new one is placed once it is decided", s.Seat, sp.ID, bets[i].Seen)
			}
			held = bets[i].Amount
		}
		total := held.Plus(w.Amount)
		if err := money.Check(sp.ID, total, money.Rule{}, e.rules.limits(sp), nil); err != nil {
			msg := fmt.Sprintf("seat %d, %s wager", s.Seat, e.rules.limitName(sp))
			if held > 0 {
				msg += fmt.Sprintf(", adding %d cents to the %d already on %s", w.Amount, held, sp.ID)
			}
			return &game.RuleError{Section: "3, 72", Msg: msg, Err: err}
		}
		if i >= 0 {
			bets[i].Amount = total
		} else {
			bets = append(bets, bet{Seat: s.Seat, Spot: sp, Amount: total})
		}
	}
	e.bets.set(s.Seat, bets)
	for _, w := range s.Wagers {
		e.rec.Emit(game.Event{Kind: game.EventWager, Seat: s.Seat, Wager: w.ID, Amount: w.Amount})
	}
	return nil
}

// withdraw takes a wager of the round in progress down, whole, while bets
// are open (73). A double or triple spun for once stays until decided.
func (e *Engine) withdraw(s game.Step) error {
	if e.phase != game.PhaseBets {
		return game.Rulef("73", "bets are closed in round %d: wagers are taken down before \"no more bets\"", e.rec.Round())
	}
	i := e.bets.find(s.Seat, s.Withdraw)
	if i < 0 {
		return game.Rulef("73", "seat %d has no %s wager to withdraw", s.Seat, s.Withdraw)
	}
	b := e.bets.seat(s.Seat)[i]
	if b.Seen > 0 {
		return game.Rulef("73", "seat %d's %s was placed before an earlier spin, which showed its number: a %s covers %d consecutive spins and stays on the layout until it is decided (72.1)",
			s.Seat, b.Spot.ID, kindOf(b.Spot), b.Spot.Spins)
	}
	e.bets.set(s.Seat, slices.Delete(slices.Clone(e.bets.seat(s.Seat)), i, i+1))
	e.rec.Emit(game.Event{Kind: game.EventWithdraw, Seat: b.Seat, Wager: b.Spot.ID, Amount: b.Amount})
	return nil
}

// kindOf names a wager of 72.1 by the spins it covers.
func kindOf(s *spot) string {
	if s.Spins == 3 {
		return "triple"
	}
	return "double"
}

func (e *Engine) dealerStep(name string) error {
	switch name {
	case "no-more-bets":
		if e.phase != game.PhaseBets {
			return game.Rulef("73", "bets are already closed in round %d", e.rec.Round())
		}
		return e.close()
	case "spin":
		if e.phase == game.PhaseBets { // the leniency of doc.go: the spin closes the bets
			if err := e.close(); err != nil {
				return err
			}
		}
		return e.spinWheel()
	case "next-round":
		if e.phase != game.PhaseOver {
			return game.Rulef("74", "round %d is not settled yet: the ball has not made a valid spin", e.rec.Round())
		}
		e.nextRound()
		return nil
	}
	return game.Rulef("73", "roulette's dealer steps are no-more-bets, spin and next-round, not %q", name)
}

// nextRound opens the next round: the dealer announces "place your bets"
// (73). Doubles and triples still in play stay on the layout.
func (e *Engine) nextRound() {
	e.phase = game.PhaseBets
	e.rec.NextRound()
}

// close announces "no more bets" (73): there must be something to spin for.
func (e *Engine) close() error {
	if e.bets.n == 0 {
		return game.Rulef("73", "no wager is on the layout in round %d: there is nothing to spin for", e.rec.Round())
	}
	e.phase = game.PhaseDealer
	e.rec.Emit(game.Event{Kind: game.EventClosed})
	return nil
}

// spinWheel reads one spin. A spin of fewer than 7 revolutions is not valid
// (74): it is recorded, nothing is settled and the dealer spins again.
func (e *Engine) spinWheel() error {
	sp, err := e.tape.Pocket(e.board.pockets)
	if err != nil {
		return &game.RuleError{Section: "68", Msg: fmt.Sprintf("spin of the wheel in round %d", e.rec.Round()), Err: err}
	}
	if sp.Revolutions > 0 && sp.Revolutions < minRevolutions {
		e.rec.Emit(game.Event{Kind: EventInvalidSpin,
			Text: fmt.Sprintf("%s after %d revolutions: not a valid spin, the ball must complete at least %d (74)", sp.Pocket, sp.Revolutions, minRevolutions)})
		return nil
	}
	e.spin, e.spun = sp, true
	e.rec.Emit(game.Event{Kind: EventSpin, Text: sp.Pocket})
	p, _ := parsePocket(sp.Pocket) // the tape read a pocket of the wheel
	e.settle(p)
	return nil
}

// Finish implements game.Engine: wagers placed in a round must be spun for.
// Doubles and triples still in play when the script ends stay unreported
// (ruling C7).
func (e *Engine) Finish() error {
	if e.bets.fresh() {
		return game.Rulef("74", "the script ends in round %d with wagers on the layout that were not spun for", e.rec.Round())
	}
	return nil
}

// Carries implements game.Carrier: money stays on the layout (a double or
// triple in play, 72.1) or a seat holds a colour of chips (70), which a
// fresh table would not know.
func (e *Engine) Carries() bool { return e.bets.n > 0 || len(e.chips) > 0 }

// ReplaysAlone implements game.Standalone: a round replays from its own
// steps unless a double or triple carried into it (72.1); the seats'
// colours only bound what they may wager, never what a wager pays.
func (e *Engine) ReplaysAlone() bool { return e.bets.n == 0 }

// Felt implements game.Felter: each seat's colour of chips and what one
// is worth (70), by seat number.
func (e *Engine) Felt() any {
	chips := map[string]Chip{}
	for seat, c := range e.Chips() {
		chips[strconv.Itoa(seat)] = c
	}
	return struct {
		Chips map[string]Chip `json:"chips"`
		Wheel string          `json:"wheel"`
	}{chips, string(e.rules.Wheel)}
}

// Legal implements game.Engine. While bets are open: every wager of the
// table, each wager of the round to take down, the colours still free, and
// once money is on the layout the dealer's no-more-bets and spin. Once the
// bets are closed, the spin. Once the round is settled, next-round and then
// everything the next round offers, as any of it opens that round.
func (e *Engine) Legal() game.Legal {
	l := game.Legal{Round: e.rec.Round(), Phase: e.phase}
	switch e.phase {
	case game.PhaseBets:
		l.Options = e.betOptions()
	case game.PhaseDealer:
		l.Options = []game.Option{{Kind: game.KindDealer, Name: "spin", Section: "74"}}
	case game.PhaseOver:
		next := *e // read only: the round the next step opens
		next.phase = game.PhaseBets
		l.Options = append([]game.Option{{Kind: game.KindDealer, Name: "next-round", Section: "73"}}, next.betOptions()...)
	}
	return l
}

// betOptions returns what may be done while bets are open.
func (e *Engine) betOptions() []game.Option {
	out := e.wagerOptions()
	e.bets.all(func(b bet) {
		if b.Seen == 0 {
			out = append(out, game.Option{Seat: b.Seat, Kind: game.KindWithdraw, Name: b.Spot.ID, Section: "73"})
		}
	})
	if e.rules.Chips == ColourChips && len(e.chips) < len(Colours) {
		lim := e.rules.Inside
		for seat := 1; seat <= e.rules.Seats; seat++ {
			if _, ok := e.chip(seat); !ok {
				out = append(out, game.Option{Seat: seat, Kind: game.KindAct, Name: "colour", Min: lim.Min, Max: lim.Max, Section: "70"})
			}
		}
	}
	if e.bets.n > 0 {
		out = append(out,
			game.Option{Kind: game.KindDealer, Name: "no-more-bets", Section: "73"},
			game.Option{Kind: game.KindDealer, Name: "spin", Section: "74"})
	}
	return out
}

// wagerOptions returns the wagers that may be placed. While no seat holds a
// colour, every seat plays with value chips: each wager is offered once for
// any seat (Seat 0) within its limits. Once a seat plays a colour its
// wagers are whole numbers of its chips (70), so each seat is offered its
// own, with the room left on what it already holds.
func (e *Engine) wagerOptions() []game.Option {
	if len(e.chips) == 0 {
		out := make([]game.Option, 0, len(e.board.offer)+e.bets.n+e.rules.Seats+2)
		for _, sp := range e.board.offer {
			lim := e.rules.limits(sp)
			out = append(out, game.Option{Kind: game.KindWager, Name: sp.ID, Min: lim.Min, Max: lim.Max, Section: sp.Section})
		}
		return out
	}
	out := make([]game.Option, 0, e.rules.Seats*len(e.board.offer)+e.bets.n+e.rules.Seats+2)
	held := map[*spot]bet{}
	for seat := 1; seat <= e.rules.Seats; seat++ {
		chip, _ := e.chip(seat)
		unit := chip.Value
		clear(held)
		for _, b := range e.bets.seat(seat) {
			held[b.Spot] = b
		}
		for _, sp := range e.board.offer {
			b := held[sp]
			if b.Seen > 0 {
				continue // a double or triple still in play (72.1)
			}
			lim := e.rules.limits(sp)
			lo, up := max(1, lim.Min-b.Amount), lim.Max-b.Amount
			if unit > 0 {
				lo, up = (lo+unit-1)/unit*unit, up/unit*unit
			}
			if up >= lo {
				out = append(out, game.Option{Seat: seat, Kind: game.KindWager, Name: sp.ID, Min: lo, Max: up, Multiple: unit, Section: sp.Section})
			}
		}
	}
	return out
}

// View implements game.Engine. Nothing is hidden at roulette: every seat
// sees the layout, the last valid spin (its pocket, and the revolutions
// where they were recorded) and the last settled round. Doubles and
// triples in play stay in Wagers from one round to the next.
func (e *Engine) View(seat int) game.View {
	v := game.View{Seat: seat, Round: e.rec.Round(), Phase: e.phase, Wagers: e.bets.wagers()}
	if e.spun {
		v.Pocket, v.Revolutions = e.spin.Pocket, e.spin.Revolutions
	}
	if last := e.rec.Last(); last != nil {
		last.Settlements = slices.Clone(last.Settlements)
		v.Last = last
	}
	return v
}

// Rounds implements game.Engine: the engine's own append-only slice.
func (e *Engine) Rounds() []game.Round { return e.rec.Rounds() }

// Events implements game.Engine: nothing at roulette is hidden.
func (e *Engine) Events(seat int) []game.Event { return e.rec.Events(seat) }
