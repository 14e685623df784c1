package craps

import (
	"fmt"
	"slices"

	"croupier/game"
	"croupier/money"
)

// Engine is a craps table. Its state is plain values and slices that are
// copied before they change or only appended to, so Apply can undo a failed
// step by restoring a copy (game.Atomic).
type Engine struct {
	rules Rules
	tape  *game.Tape
	rec   game.Record
	phase game.Phase
	bets  []bet    // the layout: by seat, then in the order first placed
	seq   int      // the order the next new wager takes
	taken []report // wagers taken down since the last valid roll (C7)
	point int      // 0: the next roll is a come-out roll (95.14(1))
	dice  [2]int   // the last valid roll; [0 0] before the first
	// The dice (95.8): shooter rolled them last (0: none has, or he sevened
	// out) and they are offered from seat from on, clockwise; declined and
	// withheld are the seats passed by until the next roll (95.8, 95.4).
	shooter, from int
	declined      []int
	withheld      []int
	// open holds the wagers any seat may place on a come-out roll (0) and
	// with a point on (1): shared, never changed.
	open [2][]game.Option
}

// A bet is a wager on the layout.
type bet struct {
	game.Wager
	spot    spot
	seq     int          // when it was first placed: settlements go in this order
	working bool         // the player said it works on the come-out roll (C3)
	paid    money.Amount // buy or lay commission paid for the amount standing (95.17)
	owed    money.Amount // of it, not yet reported in a settlement (C7)
}

// A report is a settlement held for the next valid roll's round: a wager
// taken down (C7).
type report struct {
	seq int
	s   game.Settlement
}

// Events of craps beside game's.
const (
	// EventNoRoll is a roll declared invalid (95.3): nothing is settled.
	EventNoRoll game.EventKind = "no-roll"
	// EventChangeDice records the dice changed by the dealer (95.4).
	EventChangeDice game.EventKind = "change-dice"
	// EventWithhold records a seat's turn to roll withheld (95.4): Seat.
	EventWithhold game.EventKind = "withhold"
	// EventShooter records the dice taken by a new shooter (95.8, 95.10):
	// Seat.
	EventShooter game.EventKind = "shooter"
	// EventPoint records the point marked (Text "6") or taken off after
	// it is made or the shooter sevens out (Text "off") (95.14(1)).
	EventPoint game.EventKind = "point"
)

// New opens a craps table under rules r reading its rolls from tape.
func New(r Rules, tape *game.Tape) (*Engine, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	return &Engine{rules: r, tape: tape, rec: game.NewRecord(), phase: game.PhaseBets, from: 1,
		open: [2][]game.Option{anySeat(r.Limits, false), anySeat(r.Limits, true)}}, nil
}

// Apply implements game.Engine.
func (e *Engine) Apply(s game.Step) error {
	return game.Atomic(e, e.tape, func() error {
		// Copy what apply changes in place; the saved engine keeps the old.
		e.bets, e.declined, e.withheld = slices.Clone(e.bets), slices.Clone(e.declined), slices.Clone(e.withheld)
		return e.apply(s)
	})
}

func (e *Engine) apply(s game.Step) error {
	if err := e.checkSeat(s); err != nil {
		return err
	}
	if s.Dealer == "next-round" {
		if e.phase != game.PhaseOver {
			return game.Rulef("95.14", "round %d is not settled: a round ends with a valid roll of the dice", e.rec.Round())
		}
		e.nextRound()
		return nil
	}
	if e.phase == game.PhaseOver {
		e.nextRound() // a step of the next round opens it (doc.go)
	}
	switch s.Kind() {
	case game.KindWager:
		for _, w := range s.Wagers {
			if err := e.place(s.Seat, w.ID, w.Amount); err != nil {
				return err
			}
		}
		return nil
	case game.KindWithdraw:
		return e.withdraw(s.Seat, s.Withdraw)
	case game.KindAct:
		return e.act(s)
	}
	return e.dealerStep(s)
}

// checkSeat verifies what any step must be: a seat's at a place of the
// table, no standing player, and only the arguments its kind takes.
func (e *Engine) checkSeat(s game.Step) error {
	allowed := []string{}
	if s.Dealer == "withhold" {
		allowed = append(allowed, "shooter")
	}
	if err := s.NoArgs(allowed...); err != nil {
		err.(*game.RuleError).Section = "95.13"
		return err
	}
	if s.Player != "" {
		return game.Rulef("95.12", "craps has no behind wagers (\"player\"): every player places his own")
	}
	if s.Dealer == "" && (s.Seat < 1 || s.Seat > e.rules.seatCap()) {
		return game.Rulef("95.7", "seat %d is not a place at this table (1 to %d)", s.Seat, e.rules.seatCap())
	}
	if s.Kind() != game.KindAct && s.WagerArg != "" {
		return game.Rulef("95.13", "\"wager\" names a wager only with an act")
	}
	return nil
}

// nextRound opens the next round.
func (e *Engine) nextRound() {
	e.phase = game.PhaseBets
	e.rec.NextRound()
}

func (e *Engine) dealerStep(s game.Step) error {
	switch s.Dealer {
	case "roll":
		return e.roll()
	case "no-roll":
		if e.Shooter() == 0 {
			return e.noShooter("no roll is declared")
		}
		e.rec.Emit(game.Event{Kind: EventNoRoll, Seat: e.Shooter()})
		return nil
	case "change-dice":
		if e.Shooter() == 0 {
			return game.Rulef("95.4", "no seat may roll in round %d: the dice are changed for a shooter (95.6)", e.rec.Round())
		}
		e.rec.Emit(game.Event{Kind: EventChangeDice})
		return nil
	case "withhold":
		return e.withhold(s)
	}
	return game.Rulef("95.3", "craps' dealer steps are roll, no-roll, change-dice, withhold and next-round, not %q", s.Dealer)
}

// noShooter is the error of a roll with no shooter to throw it.
func (e *Engine) noShooter(what string) error {
	return game.Rulef("95.11", "round %d: %s only for a shooter, and no seat holds a pass or don't pass wager to take the dice", e.rec.Round(), what)
}

// roll reads one roll of the two dice (95.6) from the tape, settles what it
// decides and ends the round.
func (e *Engine) roll() error {
	shooter := e.Shooter()
	if shooter == 0 {
		return e.noShooter("the dice are rolled")
	}
	r, err := e.tape.Dice(2)
	if err != nil {
		return &game.RuleError{Section: "95.6", Msg: fmt.Sprintf("roll of the two dice in round %d", e.rec.Round()), Err: err}
	}
	e.took(shooter)
	e.dice = [2]int{r[0], r[1]}
	e.rec.Emit(game.Event{Kind: game.EventRoll, Seat: shooter, Dice: []int{r[0], r[1]}, Text: fmt.Sprint(r.Sum())})
	e.settle(e.dice)
	return nil
}

// Finish implements game.Engine. Wagers still on the layout are not
// reported (C7): a replay may stop in the middle of a session. Wagers taken
// down after the last roll are reported in a last round with no dice.
func (e *Engine) Finish() error {
	if len(e.taken) > 0 {
		e.rec.Settle(game.Round{Settlements: e.reports(nil)})
		e.taken = nil
		e.phase = game.PhaseOver
	}
	return nil
}

// Carries implements game.Carrier: what a fresh engine would not know
// carries into the next round: a wager on the layout or taken down and not
// yet reported (C7), a point, and the dice's place in the rotation once a
// shooter has rolled (95.8, 95.14(1): a fresh engine would offer them to
// seat 1 again).
func (e *Engine) Carries() bool {
	return e.carriesMoney() || e.shooter != 0 || e.from != 1
}

// ReplaysAlone implements game.Standalone: a round replays from its own
// steps unless money or a point carries into it. Who holds the dice
// changes no settlement, and no step's being allowed depends on it (the
// declines and withholds last until the next roll, and a seat may decline
// before the dice reach it), so a fresh engine settles the round alike.
func (e *Engine) ReplaysAlone() bool { return !e.carriesMoney() }

// carriesMoney reports whether a wager, a wager's report or a point
// carries into the next round.
func (e *Engine) carriesMoney() bool { return len(e.bets) > 0 || len(e.taken) > 0 || e.point != 0 }

// Legal implements game.Engine. Between rolls: the wagers any seat may
// place, each seat's associate chances, the withdrawals and acts the rules
// allow, and the dealer's roll, no-roll and change-dice when a seat may
// shoot. Once a roll has settled the round: next-round, then everything the
// next round offers (a step of it opens it).
func (e *Engine) Legal() game.Legal {
	l := game.Legal{Round: e.rec.Round(), Phase: e.phase}
	l.Options = make([]game.Option, 0, 1+len(e.open[1])+2*len(e.bets)+8)
	if e.phase == game.PhaseOver {
		l.Options = append(l.Options, game.Option{Kind: game.KindDealer, Name: "next-round", Section: "95.14"})
	}
	l.Options = e.wagerOptions(l.Options)
	l.Options = e.withdrawOptions(l.Options)
	l.Options = e.actOptions(l.Options)
	if e.Shooter() != 0 {
		l.Options = append(l.Options,
			game.Option{Kind: game.KindDealer, Name: "roll", Section: "95.6"},
			game.Option{Kind: game.KindDealer, Name: "no-roll", Section: "95.3"},
			game.Option{Kind: game.KindDealer, Name: "change-dice", Section: "95.4"})
	}
	return l
}

// View implements game.Engine. Nothing is hidden in craps: every seat sees
// the last roll, the whole layout and the last settled round. Table gives
// the rest of the table's state.
func (e *Engine) View(seat int) game.View {
	v := game.View{Seat: seat, Round: e.rec.Round(), Phase: e.phase, Wagers: e.wagers()}
	if e.dice[0] != 0 {
		v.Dice = []int{e.dice[0], e.dice[1]}
	}
	if last := e.rec.Last(); last != nil {
		last.Dice = slices.Clone(last.Dice)
		last.Settlements = slices.Clone(last.Settlements)
		v.Last = last
	}
	return v
}

// wagers returns the layout, by seat then in the order first placed.
func (e *Engine) wagers() []game.Wager {
	if len(e.bets) == 0 {
		return nil
	}
	out := make([]game.Wager, len(e.bets))
	for i, b := range e.bets {
		out[i] = b.Wager
	}
	return out
}

// State is what a craps table shows beside its View: the point, the
// shooter and how each wager on the layout stands for the next roll.
type State struct {
	Point    int   `json:"point"`              // 0: the next roll is a come-out roll
	Shooter  int   `json:"shooter"`            // the seat that rolls next; 0 when no seat may
	Declined []int `json:"declined,omitempty"` // seats that declined the dice until the next roll (95.8)
	Withheld []int `json:"withheld,omitempty"` // seats whose turn the dealer withheld until the next roll (95.4)
	Bets     []Bet `json:"bets,omitempty"`
}

// A Bet is a wager on the layout as State shows it.
type Bet struct {
	game.Wager
	// Switchable: a place, buy, hard-way or come odds wager, off on a
	// come-out roll unless working (ruling C3).
	Switchable bool `json:"switchable,omitempty"`
	// Working: the player turned it on for the come-out roll (C3).
	Working bool `json:"working,omitempty"`
	// Off: the next roll neither wins nor loses it (a switchable wager on a
	// come-out roll, not working).
	Off bool `json:"off,omitempty"`
}

// Table returns the table's state: the point, the shooter, and the wagers
// on the layout with their working flags.
func (e *Engine) Table() State {
	st := State{Point: e.point, Shooter: e.Shooter(), Declined: slices.Clone(e.declined), Withheld: slices.Clone(e.withheld)}
	for _, b := range e.bets {
		st.Bets = append(st.Bets, Bet{Wager: b.Wager, Switchable: switchable(b.spot.Kind), Working: b.working, Off: e.off(b)})
	}
	return st
}

// Felt implements game.Felter: the table's State, for its page (the point
// puck, the shooter, and each wager's working flag).
func (e *Engine) Felt() any { return e.Table() }

// Rounds implements game.Engine: the engine's own append-only slice.
func (e *Engine) Rounds() []game.Round { return e.rec.Rounds() }

// Events implements game.Engine: nothing in craps is hidden.
func (e *Engine) Events(seat int) []game.Event { return e.rec.Events(seat) }
